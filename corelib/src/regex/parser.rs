//! Pattern syntax to a tree: the parse of java.util.regex.Pattern's syntax and flags
//! (inline flags, \Q..\E quoting, classes and their intersections, groups, lookaround,
//! quantifiers, backreferences) into a [`Node`], the PatternSyntaxException description
//! and index Java reports for each error, and Java's TreeInfo bounds, which decide how far
//! a lookbehind looks back and how some quantified groups capture.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

const UNIX_LINES: u32 = 1;
const CASE_INSENSITIVE: u32 = 2;
const COMMENTS: u32 = 4;
const MULTILINE: u32 = 8;
const LITERAL: u32 = 16;
const DOTALL: u32 = 32;
const UNICODE_CASE: u32 = 64;
const CANON_EQ: u32 = 128;
const UNICODE_CHARACTER_CLASS: u32 = 256;
const ALL_FLAGS: u32 = 0x1ff;

/// Why a pattern was not compiled.
#[derive(Debug, PartialEq)]
pub(super) enum ReErr {
    /// PatternSyntaxException(desc, pattern, index).
    Syntax(String, i32),
    /// A valid Java construct this engine does not implement.
    Unsupported(String),
    /// IllegalArgumentException (unknown flag bits).
    BadFlags(String),
}

/// Case folding of a literal, range or backreference.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Fold {
    None,
    Ascii,
    Unicode,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Builtin {
    Digit,
    Space,
    Word,
    HSpace,
    VSpace,
    Lower,
    Upper,
    Ascii,
    Alpha,
    Alnum,
    Punct,
    Graph,
    Print,
    Blank,
    Cntrl,
    XDigit,
    /// `.` without DOTALL (`unix`: only \n ends a line).
    Dot {
        unix: bool,
    },
    All,
}

#[derive(Clone, Debug)]
pub(super) enum Pred {
    Single(u32, Fold),
    Range(u32, u32, Fold),
    Builtin(Builtin),
    Union(Vec<Pred>),
    And(Box<Pred>, Box<Pred>),
    Not(Box<Pred>),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Assert {
    /// ^ without MULTILINE, \A: start of input.
    Begin,
    /// ^ with MULTILINE.
    Caret {
        unix: bool,
    },
    /// $ (and \Z, which is $ without MULTILINE).
    Dollar {
        multiline: bool,
        unix: bool,
    },
    /// \z.
    End,
    WordBoundary,
    NotWordBoundary,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Greed {
    Greedy,
    Lazy,
    Possessive,
}

/// How a quantifier was written, which decides the node Java builds for it (and so its
/// TreeInfo and capture behaviour): `?`/`{0,1}` a Ques, `*`/`+`/`{n,}` a greedy
/// single-character loop when applied to one character, anything else a Curly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Form {
    Ques,
    Open,
    Counted,
}

#[derive(Clone, Debug)]
pub(super) enum Node {
    Empty,
    Pred(Pred),
    Assert(Assert),
    Group(Box<Node>, Option<usize>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, u32, Greed, Form),
    Backref(usize, Fold),
    Look(Box<Node>, bool),
    /// Lookbehind: body, negated, and Java's (wrapping) shortest/longest body length.
    Behind(Box<Node>, bool, i32, i32),
    Atomic(Box<Node>),
}

const INF: u32 = u32::MAX;

/// A line terminator (without UNIX_LINES): \n, \r, U+0085, U+2028, U+2029.
pub(super) fn is_line_term(c: u32) -> bool {
    matches!(c, 0x0a | 0x0d | 0x85 | 0x2028 | 0x2029)
}

impl Pred {
    fn union(self, o: Pred) -> Pred {
        match self {
            Pred::Union(mut v) => {
                v.push(o);
                Pred::Union(v)
            }
            p => Pred::Union(vec![p, o]),
        }
    }
}

/// A parsed pattern: its tree, its capturing groups (group 0 not counted) and the
/// numbers of its named groups.
pub(super) struct Ast {
    pub(super) root: Node,
    pub(super) groups: usize,
    pub(super) names: Vec<(Vec<u32>, usize)>,
}

/// Pattern.compile's checks of `flags` and its parse of `pat`.
pub(super) fn parse(pat: &[u16], flags: u32) -> Result<Ast, ReErr> {
    if flags & !ALL_FLAGS != 0 {
        return Err(ReErr::BadFlags(format!("Unknown flag 0x{:x}", flags)));
    }
    if flags & CANON_EQ != 0 {
        return Err(ReErr::Unsupported(String::from(
            "java.util.regex: the CANON_EQ flag is not supported",
        )));
    }
    if flags & UNICODE_CHARACTER_CLASS != 0 {
        return Err(ReErr::Unsupported(String::from(
            "java.util.regex: the UNICODE_CHARACTER_CLASS flag is not supported",
        )));
    }
    let cps: Vec<u32> = char::decode_utf16(pat.iter().copied())
        .map(|r| match r {
            Ok(c) => c as u32,
            Err(e) => e.unpaired_surrogate() as u32,
        })
        .collect();
    let cps = if flags & LITERAL != 0 {
        cps
    } else {
        remove_qe_quoting(cps)
    };
    let mut parser = Parser {
        p: &cps,
        pos: 0,
        flags,
        groups: 0,
        names: Vec::new(),
    };
    let root = if flags & LITERAL != 0 {
        let f = parser.fold();
        Node::Concat(
            cps.iter()
                .map(|&c| Node::Pred(Pred::Single(c, f)))
                .collect(),
        )
    } else {
        let root = parser.expr()?;
        if !parser.at_end() {
            if parser.peek() == b')' as u32 {
                return Err(parser.error("Unmatched closing ')'"));
            }
            return Err(parser.error("Unexpected internal error"));
        }
        root
    };
    Ok(Ast {
        root,
        groups: parser.groups,
        names: parser.names,
    })
}

struct Parser<'a> {
    p: &'a [u32],
    /// Java's cursor: index of the current code point.
    pos: usize,
    flags: u32,
    groups: usize,
    names: Vec<(Vec<u32>, usize)>,
}

type PResult<T> = Result<T, ReErr>;

impl Parser<'_> {
    fn at(&self, i: usize) -> u32 {
        self.p.get(i).copied().unwrap_or(0)
    }

    fn has(&self, f: u32) -> bool {
        self.flags & f != 0
    }

    fn at_end(&self) -> bool {
        self.pos >= self.p.len()
    }

    /// PatternSyntaxException at the code point before the cursor, as Java reports.
    fn error(&self, desc: &str) -> ReErr {
        ReErr::Syntax(String::from(desc), self.pos as i32 - 1)
    }

    fn unsupported(&self, what: &str) -> ReErr {
        ReErr::Unsupported(format!(
            "java.util.regex: {what} is not supported (pattern \"{}\")",
            self.pattern_text()
        ))
    }

    fn pattern_text(&self) -> String {
        self.p.iter().filter_map(|&c| char::from_u32(c)).collect()
    }

    /// In COMMENTS mode whitespace and #-comments between tokens are skipped.
    fn skip_comments(&mut self) {
        if !self.has(COMMENTS) {
            return;
        }
        loop {
            let c = self.at(self.pos);
            if self.at_end() {
                return;
            }
            if matches!(c, 0x20 | 0x09 | 0x0a | 0x0b | 0x0c | 0x0d) {
                self.pos += 1;
            } else if c == b'#' as u32 {
                while !self.at_end() && !is_line_term(self.at(self.pos)) {
                    self.pos += 1;
                }
            } else {
                return;
            }
        }
    }

    fn peek(&mut self) -> u32 {
        self.skip_comments();
        self.at(self.pos)
    }

    /// Consumes the current code point and returns it.
    fn read(&mut self) -> u32 {
        let c = self.peek();
        self.pos += 1;
        c
    }

    fn expr(&mut self) -> PResult<Node> {
        let mut alts = Vec::new();
        loop {
            alts.push(self.sequence()?);
            if self.peek() != b'|' as u32 || self.at_end() {
                break;
            }
            self.pos += 1;
        }
        Ok(if alts.len() == 1 {
            alts.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt(alts)
        })
    }

    fn sequence(&mut self) -> PResult<Node> {
        let mut items = Vec::new();
        loop {
            let c = self.peek();
            if self.at_end() {
                break;
            }
            let node = match char::from_u32(c).unwrap_or('\0') {
                '|' | ')' => break,
                '(' => match self.group()? {
                    Some(n) => {
                        items.push(n);
                        continue;
                    }
                    None => continue,
                },
                '[' => {
                    self.pos += 1;
                    Node::Pred(self.class(true)?)
                }
                '^' => {
                    self.pos += 1;
                    Node::Assert(if self.has(MULTILINE) {
                        Assert::Caret {
                            unix: self.has(UNIX_LINES),
                        }
                    } else {
                        Assert::Begin
                    })
                }
                '$' => {
                    self.pos += 1;
                    Node::Assert(Assert::Dollar {
                        multiline: self.has(MULTILINE),
                        unix: self.has(UNIX_LINES),
                    })
                }
                '.' => {
                    self.pos += 1;
                    Node::Pred(Pred::Builtin(if self.has(DOTALL) {
                        Builtin::All
                    } else {
                        Builtin::Dot {
                            unix: self.has(UNIX_LINES),
                        }
                    }))
                }
                '?' | '*' | '+' => {
                    // Java's next() has already skipped comments when it reports.
                    self.pos += 1;
                    self.skip_comments();
                    return Err(self.error(&format!(
                        "Dangling meta character '{}'",
                        char::from_u32(c).unwrap_or('?')
                    )));
                }
                '{' => Node::Empty,
                '\\' => self.escape_atom()?,
                _ => {
                    self.pos += 1;
                    self.literal(c)
                }
            };
            let node = self.closure(node)?;
            items.push(node);
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    fn fold(&self) -> Fold {
        if !self.has(CASE_INSENSITIVE) {
            Fold::None
        } else if self.has(UNICODE_CASE) {
            Fold::Unicode
        } else {
            Fold::Ascii
        }
    }

    fn literal(&self, c: u32) -> Node {
        Node::Pred(Pred::Single(c, self.fold()))
    }

    /// An escape outside a class (cursor on the backslash).
    fn escape_atom(&mut self) -> PResult<Node> {
        self.pos += 1;
        let c = self.at(self.pos);
        if self.at_end() {
            return Err(ReErr::Syntax(
                String::from("Unexpected internal error"),
                self.p.len() as i32,
            ));
        }
        if c == b'p' as u32 || c == b'P' as u32 {
            self.pos += 1;
            let p = self.property(c == b'P' as u32)?;
            return Ok(Node::Pred(p));
        }
        match self.escape(false)? {
            Esc::Char(ch) => Ok(self.literal(ch)),
            Esc::Pred(p) => Ok(Node::Pred(p)),
            Esc::Node(n) => Ok(n),
        }
    }

    /// The escape after a backslash (cursor on the escaped character); `inclass`
    /// selects the forms allowed in a character class.
    fn escape(&mut self, inclass: bool) -> PResult<Esc> {
        let c = self.at(self.pos);
        self.pos += 1;
        let ch = char::from_u32(c).unwrap_or('\0');
        let pred = |b: Builtin, neg: bool| {
            let p = Pred::Builtin(b);
            Ok(Esc::Pred(if neg { Pred::Not(Box::new(p)) } else { p }))
        };
        match ch {
            '0' => return self.octal().map(Esc::Char),
            '1'..='9' if !inclass => return Ok(Esc::Node(self.backref(c - b'0' as u32))),
            '1'..='9' => return Err(self.error("Illegal/unsupported escape sequence")),
            'A' if !inclass => return Ok(Esc::Node(Node::Assert(Assert::Begin))),
            'B' if !inclass => return Ok(Esc::Node(Node::Assert(Assert::NotWordBoundary))),
            'D' => return pred(Builtin::Digit, true),
            'G' if !inclass => return Err(self.unsupported("\\G")),
            'H' => return pred(Builtin::HSpace, true),
            'N' => return Err(self.unsupported("\\N{name}")),
            'R' if !inclass => {
                // \R: \r\n or one vertical line break, without backtracking into \r\n.
                let crlf = Node::Concat(vec![
                    Node::Pred(Pred::Single(0x0d, Fold::None)),
                    Node::Pred(Pred::Single(0x0a, Fold::None)),
                ]);
                let one = Node::Pred(Pred::Builtin(Builtin::VSpace));
                return Ok(Esc::Node(Node::Atomic(Box::new(Node::Alt(vec![
                    crlf, one,
                ])))));
            }
            'S' => return pred(Builtin::Space, true),
            'V' => return pred(Builtin::VSpace, true),
            'W' => return pred(Builtin::Word, true),
            'X' if !inclass => return Err(self.unsupported("\\X")),
            'Z' if !inclass => {
                return Ok(Esc::Node(Node::Assert(Assert::Dollar {
                    multiline: false,
                    unix: self.has(UNIX_LINES),
                })))
            }
            'a' => return Ok(Esc::Char(7)),
            'b' if !inclass => {
                if self.at(self.pos) == b'{' as u32
                    && self.at(self.pos + 1) == b'g' as u32
                    && self.at(self.pos + 2) == b'}' as u32
                {
                    return Err(self.unsupported("\\b{g}"));
                }
                return Ok(Esc::Node(Node::Assert(Assert::WordBoundary)));
            }
            'c' => {
                if self.at_end() {
                    return Err(self.error("Illegal control escape sequence"));
                }
                let x = self.at(self.pos);
                self.pos += 1;
                return Ok(Esc::Char(x ^ 64));
            }
            'd' => return pred(Builtin::Digit, false),
            'e' => return Ok(Esc::Char(0x1b)),
            'f' => return Ok(Esc::Char(0x0c)),
            'h' => return pred(Builtin::HSpace, false),
            'k' if !inclass => return self.named_backref().map(Esc::Node),
            'n' => return Ok(Esc::Char(0x0a)),
            'r' => return Ok(Esc::Char(0x0d)),
            's' => return pred(Builtin::Space, false),
            't' => return Ok(Esc::Char(0x09)),
            'u' => return self.unicode_escape().map(Esc::Char),
            'v' => return pred(Builtin::VSpace, false),
            'w' => return pred(Builtin::Word, false),
            'x' => return self.hex_escape().map(Esc::Char),
            'z' if !inclass => return Ok(Esc::Node(Node::Assert(Assert::End))),
            _ => {}
        }
        if ch.is_ascii_alphabetic() || (self.pos > self.p.len()) {
            return Err(self.error("Illegal/unsupported escape sequence"));
        }
        Ok(Esc::Char(c))
    }

    fn octal(&mut self) -> PResult<u32> {
        let d = |c: u32| (b'0' as u32..=b'7' as u32).contains(&c);
        let n = self.read();
        if d(n) {
            let m = self.read();
            if d(m) {
                let o = self.read();
                if d(o) && n <= b'3' as u32 {
                    return Ok((n - 48) * 64 + (m - 48) * 8 + (o - 48));
                }
                self.pos -= 1;
                return Ok((n - 48) * 8 + (m - 48));
            }
            self.pos -= 1;
            return Ok(n - 48);
        }
        Err(self.error("Illegal octal escape sequence"))
    }

    fn hex_digit(c: u32) -> Option<u32> {
        char::from_u32(c).and_then(|c| c.to_digit(16))
    }

    fn hex_escape(&mut self) -> PResult<u32> {
        let n = self.read();
        if let Some(a) = Self::hex_digit(n) {
            let m = self.read();
            if let Some(b) = Self::hex_digit(m) {
                return Ok(a * 16 + b);
            }
        } else if n == b'{' as u32 && Self::hex_digit(self.peek()).is_some() {
            let mut v: u32 = 0;
            loop {
                let d = self.read();
                let Some(d) = Self::hex_digit(d) else {
                    if d != b'}' as u32 {
                        return Err(self.error("Unclosed hexadecimal escape sequence"));
                    }
                    return Ok(v);
                };
                v = (v << 4) + d;
                if v > 0x10ffff {
                    return Err(self.error("Hexadecimal codepoint is too big"));
                }
            }
        }
        Err(self.error("Illegal hexadecimal escape sequence"))
    }

    fn unicode_escape(&mut self) -> PResult<u32> {
        let mut v = 0;
        for _ in 0..4 {
            match Self::hex_digit(self.read()) {
                Some(d) => v = v * 16 + d,
                None => return Err(self.error("Illegal Unicode escape sequence")),
            }
        }
        // A surrogate pair written as two escapes is one code point.
        if (0xd800..0xdc00).contains(&v)
            && self.at(self.pos) == b'\\' as u32
            && self.at(self.pos + 1) == b'u' as u32
        {
            let save = self.pos;
            self.pos += 2;
            let mut w = 0;
            let mut ok = true;
            for _ in 0..4 {
                match Self::hex_digit(self.at(self.pos)) {
                    Some(d) => w = w * 16 + d,
                    None => ok = false,
                }
                self.pos += 1;
            }
            if ok && (0xdc00..0xe000).contains(&w) {
                return Ok(0x10000 + ((v - 0xd800) << 10) + (w - 0xdc00));
            }
            self.pos = save;
        }
        Ok(v)
    }

    fn backref(&mut self, first: u32) -> Node {
        let mut n = first as usize;
        while let Some(d) = char::from_u32(self.at(self.pos)).and_then(|c| c.to_digit(10)) {
            let m = n * 10 + d as usize;
            if m > self.groups {
                break;
            }
            n = m;
            self.pos += 1;
        }
        Node::Backref(n, self.fold())
    }

    fn group_name(&mut self) -> PResult<Vec<u32>> {
        let mut name = Vec::new();
        let first = self.at(self.pos);
        if !(first < 128 && (first as u8).is_ascii_alphabetic()) {
            self.pos += 1;
            return Err(self.error("capturing group name does not start with a Latin letter"));
        }
        while self.at(self.pos) < 128 && (self.at(self.pos) as u8).is_ascii_alphanumeric() {
            name.push(self.at(self.pos));
            self.pos += 1;
        }
        if self.at(self.pos) != b'>' as u32 {
            self.pos += 1;
            return Err(self.error("named capturing group is missing trailing '>'"));
        }
        self.pos += 1;
        Ok(name)
    }

    fn named_backref(&mut self) -> PResult<Node> {
        if self.at(self.pos) != b'<' as u32 {
            self.pos += 1;
            return Err(self.error("\\k is not followed by '<' for named capturing group"));
        }
        self.pos += 1;
        let name = self.group_name()?;
        match self.names.iter().find(|(n, _)| *n == name) {
            Some(&(_, g)) => Ok(Node::Backref(g, self.fold())),
            None => {
                let n: String = name.iter().filter_map(|&c| char::from_u32(c)).collect();
                Err(self.error(&format!("named capturing group <{n}> does not exist")))
            }
        }
    }

    /// \p{..} / \P{..} (cursor after the p): the POSIX classes and a few aliases.
    fn property(&mut self, negate: bool) -> PResult<Pred> {
        let name: Vec<u32> = if self.at(self.pos) == b'{' as u32 {
            self.pos += 1;
            let start = self.pos;
            while !self.at_end() && self.at(self.pos) != b'}' as u32 {
                self.pos += 1;
            }
            if self.at_end() {
                return Err(self.error("Unclosed character family"));
            }
            let n = self.p[start..self.pos].to_vec();
            self.pos += 1;
            n
        } else {
            let n = vec![self.at(self.pos)];
            self.pos += 1;
            n
        };
        let name: String = name.iter().filter_map(|&c| char::from_u32(c)).collect();
        let name = name.strip_prefix("Is").unwrap_or(&name);
        let b = match name {
            "Lower" => Builtin::Lower,
            "Upper" => Builtin::Upper,
            "ASCII" => Builtin::Ascii,
            "Alpha" => Builtin::Alpha,
            "Digit" => Builtin::Digit,
            "Alnum" => Builtin::Alnum,
            "Punct" => Builtin::Punct,
            "Graph" => Builtin::Graph,
            "Print" => Builtin::Print,
            "Blank" => Builtin::Blank,
            "Cntrl" => Builtin::Cntrl,
            "XDigit" => Builtin::XDigit,
            "Space" => Builtin::Space,
            _ => return Err(self.unsupported(&format!("the character property \\p{{{name}}}"))),
        };
        // POSIX classes fold under CASE_INSENSITIVE in Java only for Lower/Upper.
        let p = if self.has(CASE_INSENSITIVE) && matches!(b, Builtin::Lower | Builtin::Upper) {
            Pred::Builtin(Builtin::Alpha)
        } else {
            Pred::Builtin(b)
        };
        Ok(if negate { Pred::Not(Box::new(p)) } else { p })
    }

    /// A character class; the cursor is after the '['. `consume`: the closing ']' is
    /// consumed (nested classes that end an intersection operand are not).
    fn class(&mut self, consume: bool) -> PResult<Pred> {
        let mut neg = false;
        if self.peek() == b'^' as u32 && self.at(self.pos.wrapping_sub(1)) == b'[' as u32 {
            self.pos += 1;
            neg = true;
        }
        let mut acc: Option<Pred> = None;
        loop {
            let c = self.peek();
            if self.at_end() {
                return Err(ReErr::Syntax(
                    String::from("Unclosed character class"),
                    self.pos as i32 - 1,
                ));
            }
            if c == b'[' as u32 {
                self.pos += 1;
                let sub = self.class(true)?;
                acc = Some(match acc {
                    None => sub,
                    Some(a) => a.union(sub),
                });
                continue;
            }
            if c == b'&' as u32 && self.at(self.pos + 1) == b'&' as u32 {
                self.pos += 2;
                let mut right: Option<Pred> = None;
                loop {
                    let d = self.peek();
                    if self.at_end() {
                        return Err(ReErr::Syntax(
                            String::from("Unclosed character class"),
                            self.pos as i32 - 1,
                        ));
                    }
                    if d == b']' as u32
                        || (d == b'&' as u32 && self.at(self.pos + 1) == b'&' as u32)
                    {
                        break;
                    }
                    let r = if d == b'[' as u32 {
                        self.pos += 1;
                        self.class(true)?
                    } else {
                        self.class_operand()?
                    };
                    right = Some(match right {
                        None => r,
                        Some(x) => x.union(r),
                    });
                }
                acc = match (acc, right) {
                    (None, None) => return Err(self.error("Bad class syntax")),
                    (None, Some(r)) => Some(r),
                    (Some(a), Some(r)) => Some(Pred::And(Box::new(a), Box::new(r))),
                    (Some(a), None) => Some(a),
                };
                continue;
            }
            if c == b']' as u32 && acc.is_some() {
                if consume {
                    self.pos += 1;
                }
                let p = acc.unwrap_or(Pred::Union(Vec::new()));
                return Ok(if neg { Pred::Not(Box::new(p)) } else { p });
            }
            let item = self.range()?;
            acc = Some(match acc {
                None => item,
                Some(a) => a.union(item),
            });
        }
    }

    /// The items of an intersection operand written without brackets (`a-z&&def`),
    /// up to the next `]` or `&&`.
    fn class_operand(&mut self) -> PResult<Pred> {
        let mut acc: Option<Pred> = None;
        loop {
            let c = self.peek();
            if self.at_end()
                || c == b']' as u32
                || c == b'[' as u32
                || (c == b'&' as u32 && self.at(self.pos + 1) == b'&' as u32)
            {
                break;
            }
            let item = self.range()?;
            acc = Some(match acc {
                None => item,
                Some(a) => a.union(item),
            });
        }
        Ok(acc.unwrap_or(Pred::Union(Vec::new())))
    }

    /// One class item: a character, a range, an escape or a property.
    fn range(&mut self) -> PResult<Pred> {
        let c = self.peek();
        let ch = if c == b'\\' as u32 {
            self.pos += 1;
            let e = self.at(self.pos);
            if e == b'p' as u32 || e == b'P' as u32 {
                self.pos += 1;
                return self.property(e == b'P' as u32);
            }
            if e == b'Q' as u32 {
                return Err(self.unsupported("\\Q..\\E inside a character class"));
            }
            match self.escape(true)? {
                Esc::Char(x) => x,
                Esc::Pred(p) => return Ok(p),
                Esc::Node(_) => return Err(self.error("Illegal/unsupported escape sequence")),
            }
        } else {
            self.pos += 1;
            c
        };
        if self.peek() == b'-' as u32 {
            let end = self.at(self.pos + 1);
            if end != b'[' as u32 && end != b']' as u32 && self.pos + 1 < self.p.len() {
                self.pos += 1;
                let m = if self.peek() == b'\\' as u32 {
                    self.pos += 1;
                    match self.escape(true)? {
                        Esc::Char(x) => Some(x),
                        _ => None,
                    }
                } else {
                    Some(self.read())
                };
                return match m {
                    Some(m) if m >= ch => Ok(Pred::Range(ch, m, self.fold())),
                    _ => Err(self.error("Illegal character range")),
                };
            }
        }
        Ok(Pred::Single(ch, self.fold()))
    }

    /// A group (cursor on '('); None for a flags-only group `(?i)`.
    fn group(&mut self) -> PResult<Option<Node>> {
        self.pos += 1;
        let saved = self.flags;
        let node;
        if self.peek() == b'?' as u32 {
            self.pos += 1;
            let c = self.at(self.pos);
            self.pos += 1;
            match char::from_u32(c).unwrap_or('\0') {
                ':' => node = Node::Group(Box::new(self.expr()?), None),
                '=' | '!' => {
                    let body = self.expr()?;
                    node = Node::Look(Box::new(body), c == b'!' as u32);
                }
                '>' => node = Node::Atomic(Box::new(self.expr()?)),
                '$' | '@' => return Err(self.error("Unknown group type")),
                '<' => {
                    let d = self.at(self.pos);
                    if d == b'=' as u32 || d == b'!' as u32 {
                        self.pos += 1;
                        let body = self.expr()?;
                        // How far back to try comes from Java's TreeInfo of the body,
                        // int overflows included.
                        let mut info = TreeInfo::new();
                        study(&body, &mut info);
                        if !info.valid {
                            return Err(self.error(
                                "Look-behind group does not have an obvious maximum length",
                            ));
                        }
                        node = Node::Behind(Box::new(body), d == b'!' as u32, info.min, info.max);
                        if self.read() != b')' as u32 {
                            return Err(self.error("Unclosed group"));
                        }
                        self.flags = saved;
                        return self.closure(node).map(Some);
                    }
                    let name = self.group_name()?;
                    if self.names.iter().any(|(n, _)| *n == name) {
                        let n: String = name.iter().filter_map(|&c| char::from_u32(c)).collect();
                        return Err(
                            self.error(&format!("Named capturing group <{n}> is already defined"))
                        );
                    }
                    self.groups += 1;
                    let g = self.groups;
                    self.names.push((name, g));
                    node = Node::Group(Box::new(self.expr()?), Some(g));
                }
                _ => {
                    self.pos -= 1;
                    self.inline_flags()?;
                    let c = self.at(self.pos);
                    self.pos += 1;
                    if c == b')' as u32 {
                        // Flags stay in effect for the rest of the enclosing group.
                        return Ok(None);
                    }
                    if c != b':' as u32 {
                        return Err(self.error("Unknown inline modifier"));
                    }
                    node = Node::Group(Box::new(self.expr()?), None);
                }
            }
        } else {
            self.groups += 1;
            let g = self.groups;
            node = Node::Group(Box::new(self.expr()?), Some(g));
        }
        if self.read() != b')' as u32 {
            return Err(self.error("Unclosed group"));
        }
        self.flags = saved;
        self.closure(node).map(Some)
    }

    fn inline_flags(&mut self) -> PResult<()> {
        let mut on = true;
        loop {
            let c = self.at(self.pos);
            let bit = match char::from_u32(c).unwrap_or('\0') {
                'i' => CASE_INSENSITIVE,
                'm' => MULTILINE,
                's' => DOTALL,
                'd' => UNIX_LINES,
                'u' => UNICODE_CASE,
                'x' => COMMENTS,
                'c' => return Err(self.unsupported("the CANON_EQ flag (?c)")),
                'U' => return Err(self.unsupported("the UNICODE_CHARACTER_CLASS flag (?U)")),
                '-' => {
                    on = false;
                    self.pos += 1;
                    continue;
                }
                _ => return Ok(()),
            };
            if on {
                self.flags |= bit;
            } else {
                self.flags &= !bit;
            }
            self.pos += 1;
        }
    }

    /// The digits of a counted closure's bound; past i32 it is an error at the digit
    /// that overflowed.
    fn repeat_count(&mut self) -> PResult<i64> {
        let mut v: i64 = 0;
        while let Some(d) = char::from_u32(self.at(self.pos)).and_then(|c| c.to_digit(10)) {
            v = v * 10 + d as i64;
            self.pos += 1;
            if v > i32::MAX as i64 {
                return Err(self.error("Illegal repetition range"));
            }
        }
        Ok(v)
    }

    /// An optional quantifier after `node`.
    fn closure(&mut self, node: Node) -> PResult<Node> {
        let c = self.peek();
        let mut form = if c == b'?' as u32 {
            Form::Ques
        } else {
            Form::Open
        };
        let (min, mut max) = match char::from_u32(c).unwrap_or('\0') {
            '?' => {
                self.pos += 1;
                (0, 1)
            }
            '*' => {
                self.pos += 1;
                (0, INF)
            }
            '+' => {
                self.pos += 1;
                (1, INF)
            }
            '{' => {
                let d = self.at(self.pos + 1);
                if !(b'0' as u32..=b'9' as u32).contains(&d) {
                    // Java reports the position after the brace.
                    return Err(ReErr::Syntax(
                        String::from("Illegal repetition"),
                        self.pos as i32 + 1,
                    ));
                }
                self.pos += 1;
                let min = self.repeat_count()?;
                let mut max = min;
                if self.at(self.pos) == b',' as u32 {
                    self.pos += 1;
                    max = i32::MAX as i64;
                    if self.at(self.pos) != b'}' as u32 {
                        max = self.repeat_count()?;
                    }
                }
                if self.at(self.pos) != b'}' as u32 {
                    self.pos += 1;
                    return Err(self.error("Unclosed counted closure"));
                }
                self.pos += 1;
                if max < min {
                    return Err(self.error("Illegal repetition range"));
                }
                form = if max == i32::MAX as i64 && self.at(self.pos - 2) == b',' as u32 {
                    Form::Open
                } else if min == 0 && max == 1 {
                    Form::Ques
                } else {
                    Form::Counted
                };
                let max = if max == i32::MAX as i64 {
                    INF
                } else {
                    max as u32
                };
                (min as u32, max)
            }
            _ => return Ok(node),
        };
        let greed = match char::from_u32(self.peek()).unwrap_or('\0') {
            '?' => {
                self.pos += 1;
                Greed::Lazy
            }
            '+' => {
                self.pos += 1;
                Greed::Possessive
            }
            _ => Greed::Greedy,
        };
        // Java runs a counted quantifier (not `?`) on a capturing group with a fixed-
        // length body as its GroupCurly, which undoes the captures of a zero-length
        // greedy iteration past `min` and fails a lazy one; for a body that only
        // matches empty (\\b, ^, a lookahead) that leaves exactly `min` iterations.
        if let Node::Group(inner, Some(_)) = &node {
            if form != Form::Ques
                && greed != Greed::Possessive
                && max_len(inner) == Some(0)
                && fixed(inner)
            {
                max = min;
            }
        }
        Ok(Node::Repeat(Box::new(node), min, max, greed, form))
    }
}

enum Esc {
    Char(u32),
    Pred(Pred),
    Node(Node),
}

/// Java's pre-pass over \Q...\E: quoted ASCII punctuation is escaped, a quoted digit
/// right after \Q is written \x3d so that it cannot extend a preceding escape, and the
/// quote markers disappear. Error indices then refer to this text, as in Java.
fn remove_qe_quoting(p: Vec<u32>) -> Vec<u32> {
    let bs = b'\\' as u32;
    // The scan for \Q skips escaped characters.
    let mut i = 0;
    while i + 1 < p.len() {
        if p[i] != bs {
            i += 1;
        } else if p[i + 1] != b'Q' as u32 {
            i += 2;
        } else {
            break;
        }
    }
    if i + 1 >= p.len() {
        return p;
    }
    let mut out: Vec<u32> = p[..i].to_vec();
    i += 2;
    let mut in_quote = true;
    let mut begin_quote = true;
    while i < p.len() {
        let c = p[i];
        i += 1;
        let ascii = c < 128;
        if !ascii || (c as u8).is_ascii_alphabetic() {
            out.push(c);
        } else if (c as u8).is_ascii_digit() {
            if begin_quote {
                out.extend_from_slice(&[bs, b'x' as u32, b'3' as u32]);
            }
            out.push(c);
        } else if c != bs {
            if in_quote {
                out.push(bs);
            }
            out.push(c);
        } else if in_quote {
            if p.get(i) == Some(&(b'E' as u32)) {
                i += 1;
                in_quote = false;
            } else {
                out.extend_from_slice(&[bs, bs]);
            }
        } else {
            if p.get(i) == Some(&(b'Q' as u32)) {
                i += 1;
                in_quote = true;
                begin_quote = true;
                continue;
            }
            out.push(c);
            if i != p.len() {
                out.push(p[i]);
                i += 1;
            }
        }
        begin_quote = false;
    }
    out
}

/// java.util.regex.Pattern.TreeInfo: the length bounds Java computes for a lookbehind
/// body, in wrapping int arithmetic as Java does (so an unbounded single-character
/// loop adds 2^31-1 and may wrap, while a group loop that overflows is invalid).
struct TreeInfo {
    min: i32,
    max: i32,
    valid: bool,
}

impl TreeInfo {
    fn new() -> TreeInfo {
        TreeInfo {
            min: 0,
            max: 0,
            valid: true,
        }
    }
}

/// Java's Node.study for the node Java would build for `n`.
fn study(n: &Node, info: &mut TreeInfo) {
    match n {
        Node::Empty | Node::Assert(_) | Node::Look(..) | Node::Behind(..) => {}
        Node::Pred(_) => {
            info.min = info.min.wrapping_add(1);
            info.max = info.max.wrapping_add(1);
        }
        Node::Backref(..) => info.valid = false,
        Node::Group(b, _) | Node::Atomic(b) => study(b, info),
        Node::Concat(v) => v.iter().for_each(|x| study(x, info)),
        Node::Alt(v) => {
            let (min_l, max_l, mut max_v) = (info.min, info.max, info.valid);
            let (mut min2, mut max2) = (i32::MAX, -1);
            for x in v {
                let mut i = TreeInfo::new();
                study(x, &mut i);
                min2 = min2.min(i.min);
                max2 = max2.max(i.max);
                max_v &= i.valid;
            }
            info.min = min_l.wrapping_add(min2);
            info.max = max_l.wrapping_add(max2);
            info.valid = max_v;
        }
        Node::Repeat(b, min, max, greed, form) => {
            let single = matches!(**b, Node::Pred(_));
            let group = matches!(**b, Node::Group(..));
            if *form == Form::Ques && *greed != Greed::Possessive && group {
                // A group with `?` becomes a Branch of the group and nothing.
                let mut i = TreeInfo::new();
                study(b, &mut i);
                info.max = info.max.wrapping_add(i.max.max(0));
                info.valid &= i.valid;
            } else if *form == Form::Ques && *greed != Greed::Possessive {
                let m = info.min;
                study(b, info);
                info.min = m;
            } else if *form == Form::Open && *greed == Greed::Greedy && single {
                info.min = info.min.wrapping_add(*min as i32);
                if info.valid {
                    info.max = info.max.wrapping_add(i32::MAX);
                }
            } else if group && *greed != Greed::Possessive && !fixed(b) {
                // Java's Loop: no bound at all.
                info.valid = false;
            } else {
                let (min_l, max_l, max_v) = (info.min, info.max, info.valid);
                let mut i = TreeInfo::new();
                study(b, &mut i);
                let cmax = if *max == INF { i32::MAX } else { *max as i32 };
                let t = i.min.wrapping_mul(*min as i32).wrapping_add(min_l);
                info.min = if t < min_l { 0xFFF_FFFF } else { t };
                if max_v && i.valid {
                    let t = i.max.wrapping_mul(cmax).wrapping_add(max_l);
                    info.max = t;
                    info.valid = t >= max_l;
                } else {
                    info.valid = false;
                }
            }
        }
    }
}

/// Whether Java's TreeInfo would call the node deterministic (fixed length: no
/// alternation, no variable quantifier).
fn fixed(n: &Node) -> bool {
    match n {
        Node::Empty
        | Node::Assert(_)
        | Node::Look(..)
        | Node::Behind(..)
        | Node::Pred(_)
        | Node::Backref(..) => true,
        Node::Group(b, _) | Node::Atomic(b) => fixed(b),
        Node::Concat(v) => v.iter().all(fixed),
        Node::Alt(_) => false,
        Node::Repeat(b, min, max, ..) => min == max && fixed(b),
    }
}

/// The longest match of a node, None when unbounded or unknown (backreferences).
fn max_len(n: &Node) -> Option<u64> {
    match n {
        Node::Empty | Node::Assert(_) | Node::Look(..) | Node::Behind(..) => Some(0),
        Node::Pred(_) => Some(1),
        Node::Backref(..) => None,
        Node::Group(b, _) | Node::Atomic(b) => max_len(b),
        Node::Concat(v) => v.iter().try_fold(0u64, |a, x| max_len(x).map(|l| a + l)),
        Node::Alt(v) => v.iter().try_fold(0u64, |a, x| max_len(x).map(|l| a.max(l))),
        Node::Repeat(b, _, max, ..) => match (max_len(b), *max) {
            (Some(0), _) => Some(0),
            (_, INF) => None,
            (Some(l), m) => Some(l * m as u64),
            (None, _) => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    #[test]
    fn errors() {
        let e = |p: &str| parse(&u(p), 0).err();
        assert_eq!(e("(a"), Some(ReErr::Syntax("Unclosed group".into(), 2)));
        assert_eq!(
            e("a)"),
            Some(ReErr::Syntax("Unmatched closing ')'".into(), 0))
        );
        assert_eq!(
            e("a**"),
            Some(ReErr::Syntax("Dangling meta character '*'".into(), 2))
        );
        assert_eq!(
            e("[a"),
            Some(ReErr::Syntax("Unclosed character class".into(), 1))
        );
        assert!(matches!(e("\\Ga"), Some(ReErr::Unsupported(_))));
        assert!(matches!(e("(a)(?<=\\1)"), Some(ReErr::Syntax(..))));
    }
}
