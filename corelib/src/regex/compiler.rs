//! The tree to a program: [`Regex`], a compiled pattern (its instructions, character
//! predicates, registers and group names), and the compiler that lays out a [`Node`] as
//! instructions: splits and jumps, group and loop registers, and sub-programs for
//! lookaround and atomic groups.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use super::parser::{parse, Assert, Fold, Form, Greed, Node, Pred, ReErr};

#[derive(Clone, Debug)]
pub(super) enum Inst {
    /// One code point satisfying a predicate.
    Pred(usize),
    Assert(Assert),
    /// Try `.0` first, then `.1`.
    Split(usize, usize),
    Jmp(usize),
    /// Group start position into register `.0`.
    GroupOpen(usize),
    /// Group `.0` := (register `.1`, position): both ends are set when the group
    /// closes, as Java's GroupTail does, so a backreference inside the group still
    /// sees the previous value.
    GroupClose(usize, usize),
    Backref(usize, Fold),
    /// A lookahead sub-program starting at `.0`; `.1` negates it; continue at `.2`.
    Look(usize, bool, usize),
    /// A lookbehind sub-program: it must end (BehindEnd) where this was tried.
    Behind {
        start: usize,
        neg: bool,
        next: usize,
        min: i32,
        max: i32,
        reg: usize,
    },
    /// End of a lookbehind sub-program: succeed only at the position in `.0`.
    BehindEnd(usize),
    /// An atomic sub-program at `.0`; continue at `.1`.
    Atomic(usize, usize),
    /// End of a sub-program.
    SubEnd,
    /// Loop counter `.0` := 0.
    CountInit(usize),
    /// Loop head: counter `c`, bounds, greedy?, body pc, exit pc.
    CountLoop {
        c: usize,
        min: u32,
        max: u32,
        lazy: bool,
        body: usize,
        exit: usize,
    },
    /// counter += 1, then jump to the loop head.
    CountNext(usize, usize),
    /// Remember the position at the start of an iteration (register `.0`).
    Mark(usize),
    /// A zero-length iteration leaves the loop (at `.1`), as Java's Loop node does.
    MarkCheck(usize, usize),
    /// A run of one predicate, `min..=max` times (greedy or lazy), without groups.
    Star {
        pred: usize,
        min: u32,
        max: u32,
        lazy: bool,
    },
    Match,
}

/// A compiled pattern.
pub(super) struct Regex {
    pub(super) insts: Vec<Inst>,
    pub(super) preds: Vec<Pred>,
    /// Capturing groups (group 0, the whole match, not counted).
    pub(super) groups: usize,
    names: Vec<(Vec<u32>, usize)>,
    pub(super) regs: usize,
}

const MAX_INSTS: usize = 1 << 20;

struct Compiler {
    insts: Vec<Inst>,
    preds: Vec<Pred>,
    regs: usize,
}

fn can_be_empty(n: &Node) -> bool {
    match n {
        Node::Empty | Node::Assert(_) | Node::Look(..) | Node::Behind(..) | Node::Backref(..) => {
            true
        }
        Node::Pred(_) => false,
        Node::Group(b, _) | Node::Atomic(b) => can_be_empty(b),
        Node::Concat(v) => v.iter().all(can_be_empty),
        Node::Alt(v) => v.iter().any(can_be_empty),
        Node::Repeat(b, min, ..) => *min == 0 || can_be_empty(b),
    }
}

impl Compiler {
    fn emit(&mut self, i: Inst) -> Result<usize, ReErr> {
        if self.insts.len() >= MAX_INSTS {
            return Err(ReErr::Unsupported(String::from(
                "java.util.regex: pattern too large for this engine",
            )));
        }
        self.insts.push(i);
        Ok(self.insts.len() - 1)
    }

    fn pred(&mut self, p: &Pred) -> usize {
        self.preds.push(p.clone());
        self.preds.len() - 1
    }

    fn reg(&mut self) -> usize {
        self.regs += 1;
        self.regs - 1
    }

    fn node(&mut self, n: &Node) -> Result<(), ReErr> {
        match n {
            Node::Empty => {}
            Node::Pred(p) => {
                let i = self.pred(p);
                self.emit(Inst::Pred(i))?;
            }
            Node::Assert(a) => {
                self.emit(Inst::Assert(*a))?;
            }
            Node::Group(b, g) => {
                if let Some(g) = g {
                    let r = self.reg();
                    self.emit(Inst::GroupOpen(r))?;
                    self.node(b)?;
                    self.emit(Inst::GroupClose(*g, r))?;
                } else {
                    self.node(b)?;
                }
            }
            Node::Concat(v) => {
                for x in v {
                    self.node(x)?;
                }
            }
            Node::Alt(v) => {
                let mut jumps = Vec::new();
                for (k, x) in v.iter().enumerate() {
                    if k + 1 < v.len() {
                        let split = self.emit(Inst::Split(0, 0))?;
                        self.node(x)?;
                        jumps.push(self.emit(Inst::Jmp(0))?);
                        let next = self.insts.len();
                        self.insts[split] = Inst::Split(split + 1, next);
                    } else {
                        self.node(x)?;
                    }
                }
                let end = self.insts.len();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::Backref(g, f) => {
                self.emit(Inst::Backref(*g, *f))?;
            }
            Node::Look(b, neg) => {
                let at = self.emit(Inst::Look(0, *neg, 0))?;
                self.node(b)?;
                self.emit(Inst::SubEnd)?;
                let next = self.insts.len();
                self.insts[at] = Inst::Look(at + 1, *neg, next);
            }
            Node::Behind(b, neg, min, max) => {
                let reg = self.reg();
                let at = self.emit(Inst::Jmp(0))?;
                self.node(b)?;
                self.emit(Inst::BehindEnd(reg))?;
                let next = self.insts.len();
                self.insts[at] = Inst::Behind {
                    start: at + 1,
                    neg: *neg,
                    next,
                    min: *min,
                    max: *max,
                    reg,
                };
            }
            Node::Atomic(b) => {
                let at = self.emit(Inst::Atomic(0, 0))?;
                self.node(b)?;
                self.emit(Inst::SubEnd)?;
                let next = self.insts.len();
                self.insts[at] = Inst::Atomic(at + 1, next);
            }
            Node::Repeat(b, min, max, greed, _) => self.repeat(b, *min, *max, *greed)?,
        }
        Ok(())
    }

    fn repeat(&mut self, b: &Node, min: u32, max: u32, greed: Greed) -> Result<(), ReErr> {
        if greed == Greed::Possessive {
            let inner = Node::Repeat(Box::new(b.clone()), min, max, Greed::Greedy, Form::Counted);
            return self.node(&Node::Atomic(Box::new(inner)));
        }
        let lazy = greed == Greed::Lazy;
        if let Node::Pred(p) = b {
            let pred = self.pred(p);
            self.emit(Inst::Star {
                pred,
                min,
                max,
                lazy,
            })?;
            return Ok(());
        }
        let empty = can_be_empty(b);
        let c = self.reg();
        let mark = if empty { Some(self.reg()) } else { None };
        self.emit(Inst::CountInit(c))?;
        let head = self.emit(Inst::CountLoop {
            c,
            min,
            max,
            lazy,
            body: 0,
            exit: 0,
        })?;
        let body = self.insts.len();
        if let Some(m) = mark {
            self.emit(Inst::Mark(m))?;
        }
        self.node(b)?;
        let check = mark.map(|m| self.emit(Inst::MarkCheck(m, 0))).transpose()?;
        self.emit(Inst::CountNext(c, head))?;
        let exit = self.insts.len();
        self.insts[head] = Inst::CountLoop {
            c,
            min,
            max,
            lazy,
            body,
            exit,
        };
        if let (Some(at), Some(m)) = (check, mark) {
            self.insts[at] = Inst::MarkCheck(m, exit);
        }
        Ok(())
    }
}

impl Regex {
    /// Pattern.compile(pattern, flags).
    ///
    /// Supported: literals and escapes (\t \n \r \f \a \e \0oct \xhh \x{h..} \uhhhh
    /// \cX, \Q..\E), classes with ranges, negation, nesting and && intersection, . \d \D
    /// \s \S \w \W \h \H \v \V and the POSIX \p{Lower} family, groups (capturing,
    /// named, (?:X), (?flags), (?flags:X), atomic (?>X)), lookahead and lookbehind (with
    /// Java's length bound), quantifiers * + ? {n} {n,} {n,m} greedy, lazy and possessive,
    /// backreferences \n and \k<name>, anchors ^ $ \A \z \Z \b \B, \R, and the flags
    /// CASE_INSENSITIVE, UNICODE_CASE, MULTILINE, DOTALL, UNIX_LINES, COMMENTS, LITERAL.
    /// Unsupported constructs (\G, \X, \N{..}, \b{g}, Unicode properties beyond POSIX,
    /// CANON_EQ, UNICODE_CHARACTER_CLASS) are an Unsupported error naming them. \b and
    /// Unicode case folding use Rust's Unicode tables (Java's for ASCII and most letters).
    /// Known divergences, in captures only: groups set in an iteration that a fixed-count
    /// group loop later backs off, and some lazy-loop captures, may differ from Java's.
    pub(super) fn compile(pat: &[u16], flags: u32) -> Result<Regex, ReErr> {
        let ast = parse(pat, flags)?;
        let mut c = Compiler {
            insts: Vec::new(),
            preds: Vec::new(),
            regs: 0,
        };
        c.node(&ast.root)?;
        c.emit(Inst::Match)?;
        Ok(Regex {
            insts: c.insts,
            preds: c.preds,
            groups: ast.groups,
            names: ast.names,
            regs: c.regs,
        })
    }

    /// Group number of a named group.
    pub(super) fn group_index(&self, name: &[u16]) -> Option<usize> {
        let n: Vec<u32> = name.iter().map(|&c| c as u32).collect();
        self.names.iter().find(|(k, _)| *k == n).map(|&(_, g)| g)
    }
}
