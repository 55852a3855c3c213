//! java.util.regex for String.split/matches/replaceAll/replaceFirst, Pattern and Matcher,
//! after JDK 17's java.util.regex (syntax, flags, PatternSyntaxException texts, capture
//! quirks): a parser to a program for a backtracking matcher whose backtrack stack is on
//! the heap, so long inputs cannot overflow a board's stack. Hand-written: the `regex`
//! crate (no_std + alloc) matches UTF-8 with automata, has no backreferences, lookaround
//! or possessive quantifiers, and with regex-automata adds hundreds of KiB to an image.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use dexmetal_vm::native::Kind;
use dexmetal_vm::native::{arg, Native};
use dexmetal_vm::native::{Env, Throw};

pub(crate) const UNIX_LINES: u32 = 1;
pub(crate) const CASE_INSENSITIVE: u32 = 2;
pub(crate) const COMMENTS: u32 = 4;
pub(crate) const MULTILINE: u32 = 8;
pub(crate) const LITERAL: u32 = 16;
pub(crate) const DOTALL: u32 = 32;
pub(crate) const UNICODE_CASE: u32 = 64;
pub(crate) const CANON_EQ: u32 = 128;
pub(crate) const UNICODE_CHARACTER_CLASS: u32 = 256;
const ALL_FLAGS: u32 = 0x1ff;

/// Why a pattern was not compiled.
#[derive(Debug, PartialEq)]
pub(crate) enum ReErr {
    /// PatternSyntaxException(desc, pattern, index).
    Syntax(String, i32),
    /// A valid Java construct this engine does not implement.
    Unsupported(String),
    /// IllegalArgumentException (unknown flag bits).
    BadFlags(String),
}

/// Case folding of a literal, range or backreference.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Fold {
    None,
    Ascii,
    Unicode,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Builtin {
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
enum Pred {
    Single(u32, Fold),
    Range(u32, u32, Fold),
    Builtin(Builtin),
    Union(Vec<Pred>),
    And(Box<Pred>, Box<Pred>),
    Not(Box<Pred>),
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Assert {
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
enum Greed {
    Greedy,
    Lazy,
    Possessive,
}

/// How a quantifier was written, which decides the node Java builds for it (and so its
/// TreeInfo and capture behaviour): `?`/`{0,1}` a Ques, `*`/`+`/`{n,}` a greedy
/// single-character loop when applied to one character, anything else a Curly.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Form {
    Ques,
    Open,
    Counted,
}

#[derive(Clone, Debug)]
enum Node {
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

fn is_line_term(c: u32) -> bool {
    matches!(c, 0x0a | 0x0d | 0x85 | 0x2028 | 0x2029)
}

fn ascii_fold(c: u32) -> u32 {
    if (b'A' as u32..=b'Z' as u32).contains(&c) {
        c + 32
    } else {
        c
    }
}

fn to_upper(c: u32) -> u32 {
    super::string::upper_cp(c)
}

fn to_lower(c: u32) -> u32 {
    super::string::lower_cp(c)
}

/// Java's simple case folding for UNICODE_CASE: toLowerCase(toUpperCase(c)).
fn uni_fold(c: u32) -> u32 {
    to_lower(to_upper(c))
}

fn chars_equal(a: u32, b: u32, fold: Fold) -> bool {
    a == b
        || match fold {
            Fold::None => false,
            Fold::Ascii => a < 128 && b < 128 && ascii_fold(a) == ascii_fold(b),
            Fold::Unicode => uni_fold(a) == uni_fold(b) || to_upper(a) == to_upper(b),
        }
}

fn in_range(lo: u32, hi: u32, c: u32) -> bool {
    lo <= c && c <= hi
}

impl Builtin {
    fn matches(self, c: u32) -> bool {
        let ascii = |f: fn(&u8) -> bool| c < 128 && f(&(c as u8));
        match self {
            Builtin::Digit => ascii(u8::is_ascii_digit),
            Builtin::Space => matches!(c, 0x20 | 0x09 | 0x0a | 0x0b | 0x0c | 0x0d),
            Builtin::Word => ascii(u8::is_ascii_alphanumeric) || c == b'_' as u32,
            Builtin::HSpace => matches!(
                c,
                0x20 | 0x09 | 0xa0 | 0x1680 | 0x180e | 0x2000..=0x200a | 0x202f | 0x205f | 0x3000
            ),
            Builtin::VSpace => matches!(c, 0x0a..=0x0d | 0x85 | 0x2028 | 0x2029),
            Builtin::Lower => ascii(u8::is_ascii_lowercase),
            Builtin::Upper => ascii(u8::is_ascii_uppercase),
            Builtin::Ascii => c < 128,
            Builtin::Alpha => ascii(u8::is_ascii_alphabetic),
            Builtin::Alnum => ascii(u8::is_ascii_alphanumeric),
            Builtin::Punct => ascii(u8::is_ascii_punctuation),
            Builtin::Graph => ascii(u8::is_ascii_graphic),
            Builtin::Print => ascii(u8::is_ascii_graphic) || c == 0x20,
            Builtin::Blank => c == 0x20 || c == 0x09,
            Builtin::Cntrl => c < 0x20 || c == 0x7f,
            Builtin::XDigit => ascii(u8::is_ascii_hexdigit),
            Builtin::Dot { unix } => {
                if unix {
                    c != 0x0a
                } else {
                    !is_line_term(c)
                }
            }
            Builtin::All => true,
        }
    }
}

impl Pred {
    fn matches(&self, c: u32) -> bool {
        match self {
            Pred::Single(x, f) => chars_equal(*x, c, *f),
            Pred::Range(lo, hi, f) => {
                in_range(*lo, *hi, c)
                    || match f {
                        Fold::None => false,
                        Fold::Ascii => {
                            c < 128
                                && (in_range(*lo, *hi, ascii_fold(c))
                                    || in_range(*lo, *hi, (c as u8).to_ascii_uppercase() as u32))
                        }
                        Fold::Unicode => {
                            in_range(*lo, *hi, to_upper(c)) || in_range(*lo, *hi, to_lower(c))
                        }
                    }
            }
            Pred::Builtin(b) => b.matches(c),
            Pred::Union(v) => v.iter().any(|p| p.matches(c)),
            Pred::And(a, b) => a.matches(c) && b.matches(c),
            Pred::Not(p) => !p.matches(c),
        }
    }

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

// --- program ----------------------------------------------------------------------------

#[derive(Clone, Debug)]
enum Inst {
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
pub(crate) struct Regex {
    insts: Vec<Inst>,
    preds: Vec<Pred>,
    /// Capturing groups (group 0, the whole match, not counted).
    pub groups: usize,
    names: Vec<(Vec<u32>, usize)>,
    regs: usize,
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
    pub(crate) fn compile(pat: &[u16], flags: u32) -> Result<Regex, ReErr> {
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
        let mut c = Compiler {
            insts: Vec::new(),
            preds: Vec::new(),
            regs: 0,
        };
        c.node(&root)?;
        c.emit(Inst::Match)?;
        Ok(Regex {
            insts: c.insts,
            preds: c.preds,
            groups: parser.groups,
            names: parser.names,
            regs: c.regs,
        })
    }

    /// Group number of a named group.
    pub(crate) fn group_index(&self, name: &[u16]) -> Option<usize> {
        let n: Vec<u32> = name.iter().map(|&c| c as u32).collect();
        self.names.iter().find(|(k, _)| *k == n).map(|&(_, g)| g)
    }

    /// The first match starting at `from` or later (at `from` only if `anchored`;
    /// ending at the end of `text` if `whole`): start/end of every group, -1 unset.
    pub(crate) fn search(
        &self,
        text: &[u16],
        from: usize,
        anchored: bool,
        whole: bool,
    ) -> Option<Vec<i32>> {
        let mut m = Machine {
            re: self,
            text,
            slots: vec![-1; 2 * (self.groups + 1)],
            regs: vec![0; self.regs],
            stack: Vec::new(),
            whole,
        };
        // Like Matcher.search, groups are cleared once, not per start position.
        let mut start = from;
        while start <= text.len() {
            if let Some(end) = m.run(0, start) {
                m.slots[0] = start as i32;
                m.slots[1] = end as i32;
                return Some(m.slots);
            }
            if anchored {
                break;
            }
            start += 1;
        }
        None
    }
}

#[derive(Clone, Copy)]
enum Bt {
    /// Resume at `pc` with `pos`.
    Alt(usize, usize),
    /// Restore capture slot.
    Slot(usize, i32),
    /// Restore a counter/mark register.
    Reg(usize, usize),
    /// Greedy run: retry `pc` after giving back one code point, down to `min_pos`.
    Give(usize, usize, usize),
    /// Lazy run: try one more code point at `pos` (count so far, max) then `pc`.
    More(usize, usize, u32, u32, usize),
    /// Boundary of a sub-program's stack segment.
    Barrier,
}

struct Machine<'a> {
    re: &'a Regex,
    text: &'a [u16],
    slots: Vec<i32>,
    regs: Vec<usize>,
    stack: Vec<Bt>,
    whole: bool,
}

impl Machine<'_> {
    /// The code point at `pos` and its length in UTF-16 units.
    fn cp_at(&self, pos: usize) -> Option<(u32, usize)> {
        let t = self.text;
        let c = *t.get(pos)? as u32;
        if (0xd800..0xdc00).contains(&c) {
            if let Some(&d) = t.get(pos + 1) {
                if (0xdc00..0xe000).contains(&(d as u32)) {
                    return Some((0x10000 + ((c - 0xd800) << 10) + (d as u32 - 0xdc00), 2));
                }
            }
        }
        Some((c, 1))
    }

    /// Start of the code point that ends at `pos`.
    fn back(&self, pos: usize) -> usize {
        if pos >= 2 {
            let (a, b) = (self.text[pos - 2] as u32, self.text[pos - 1] as u32);
            if (0xd800..0xdc00).contains(&a) && (0xdc00..0xe000).contains(&b) {
                return pos - 2;
            }
        }
        pos - 1
    }

    fn is_word(c: u32) -> bool {
        c == b'_' as u32 || char::from_u32(c).is_some_and(|ch| ch.is_alphanumeric())
    }

    fn assert(&self, a: Assert, i: usize) -> bool {
        let t = self.text;
        let n = t.len();
        match a {
            Assert::Begin => i == 0,
            Assert::End => i == n,
            Assert::Caret { unix } => {
                if i == n {
                    return false;
                }
                if i > 0 {
                    let ch = t[i - 1] as u32;
                    if unix {
                        return ch == 0x0a;
                    }
                    if !is_line_term(ch) {
                        return false;
                    }
                    if ch == 0x0d && t[i] == 0x0a {
                        return false;
                    }
                }
                true
            }
            Assert::Dollar { multiline, unix } => {
                if unix {
                    if i < n {
                        if t[i] != 0x0a {
                            return false;
                        }
                        return multiline || i == n - 1;
                    }
                    return true;
                }
                if !multiline {
                    if i + 2 < n {
                        return false;
                    }
                    if i + 2 == n {
                        return t[i] == 0x0d && t[i + 1] == 0x0a;
                    }
                }
                if i < n {
                    let ch = t[i] as u32;
                    if ch == 0x0a {
                        if i > 0 && t[i - 1] == 0x0d {
                            return false;
                        }
                    } else if !is_line_term(ch) {
                        return false;
                    }
                }
                true
            }
            Assert::WordBoundary | Assert::NotWordBoundary => {
                let left = i > 0 && Self::is_word(self.cp_at(self.back(i)).map_or(0, |c| c.0));
                let right = i < n && Self::is_word(self.cp_at(i).map_or(0, |c| c.0));
                (left != right) == (a == Assert::WordBoundary)
            }
        }
    }

    fn set_slot(&mut self, k: usize, v: i32) {
        let old = self.slots[k];
        self.stack.push(Bt::Slot(k, old));
        self.slots[k] = v;
    }

    fn set_reg(&mut self, k: usize, v: usize) {
        let old = self.regs[k];
        self.stack.push(Bt::Reg(k, old));
        self.regs[k] = v;
    }

    /// Pops to the next alternative of this segment; None when the segment is spent.
    fn backtrack(&mut self) -> Option<(usize, usize)> {
        while let Some(e) = self.stack.pop() {
            match e {
                Bt::Alt(pc, pos) => return Some((pc, pos)),
                Bt::Slot(k, v) => self.slots[k] = v,
                Bt::Reg(k, v) => self.regs[k] = v,
                Bt::Give(pc, min_pos, pos) => {
                    let p = self.back(pos);
                    if p > min_pos {
                        self.stack.push(Bt::Give(pc, min_pos, p));
                    }
                    return Some((pc, p));
                }
                Bt::More(pc, pos, count, max, pred) => {
                    if let Some((c, w)) = self.cp_at(pos) {
                        if self.re.preds[pred].matches(c) {
                            if count + 1 < max {
                                self.stack.push(Bt::More(pc, pos + w, count + 1, max, pred));
                            }
                            return Some((pc, pos + w));
                        }
                    }
                }
                Bt::Barrier => {
                    self.stack.push(Bt::Barrier);
                    return None;
                }
            }
        }
        None
    }

    /// Runs from `pc` at `pos` until Match/SubEnd (the end position) or failure.
    fn run(&mut self, pc: usize, pos: usize) -> Option<usize> {
        self.stack.push(Bt::Barrier);
        let r = self.exec(pc, pos);
        // Drop this segment (restoring what it changed only on failure).
        match r {
            Some(_) => {
                while let Some(e) = self.stack.pop() {
                    if let Bt::Barrier = e {
                        break;
                    }
                }
            }
            None => {
                if let Some(Bt::Barrier) = self.stack.last() {
                    self.stack.pop();
                }
            }
        }
        r
    }

    fn exec(&mut self, mut pc: usize, mut pos: usize) -> Option<usize> {
        let re = self.re;
        let insts = &re.insts;
        loop {
            let ok = match &insts[pc] {
                Inst::Match => {
                    if self.whole && pos != self.text.len() {
                        false
                    } else {
                        return Some(pos);
                    }
                }
                Inst::SubEnd => return Some(pos),
                Inst::Pred(p) => match self.cp_at(pos) {
                    Some((c, w)) if self.re.preds[*p].matches(c) => {
                        pos += w;
                        pc += 1;
                        true
                    }
                    _ => false,
                },
                Inst::Assert(a) => {
                    if self.assert(*a, pos) {
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::Split(a, b) => {
                    self.stack.push(Bt::Alt(*b, pos));
                    pc = *a;
                    true
                }
                Inst::Jmp(a) => {
                    pc = *a;
                    true
                }
                Inst::GroupOpen(r) => {
                    self.set_reg(*r, pos);
                    pc += 1;
                    true
                }
                Inst::GroupClose(g, r) => {
                    let start = self.regs[*r];
                    self.set_slot(2 * g, start as i32);
                    self.set_slot(2 * g + 1, pos as i32);
                    pc += 1;
                    true
                }
                Inst::Backref(g, f) => {
                    // A reference to a group the pattern lacks never matches.
                    let (s, e) = (
                        self.slots.get(2 * g).copied().unwrap_or(-1),
                        self.slots.get(2 * g + 1).copied().unwrap_or(-1),
                    );
                    if s < 0 || e < 0 {
                        false
                    } else {
                        let sub = &self.text[s as usize..e as usize];
                        let len = sub.len();
                        let ok = pos + len <= self.text.len()
                            && sub
                                .iter()
                                .zip(&self.text[pos..pos + len])
                                .all(|(&a, &b)| chars_equal(a as u32, b as u32, *f));
                        if ok {
                            pos += len;
                            pc += 1;
                        }
                        ok
                    }
                }
                // Groups set by a lookahead or atomic group that matched are not
                // undone by later backtracking (Java's GroupTail only restores on
                // its own failure path), even past a failed start position.
                Inst::Look(start, neg, next) => {
                    let (start, neg, next) = (*start, *neg, *next);
                    let found = self.run(start, pos).is_some();
                    if found != neg {
                        pc = next;
                        true
                    } else {
                        false
                    }
                }
                Inst::Behind {
                    start,
                    neg,
                    next,
                    min,
                    max,
                    reg,
                } => {
                    // Java's Behind: start points from pos-min down to pos-max, in
                    // int arithmetic.
                    let (start, neg, next, reg) = (*start, *neg, *next, *reg);
                    let saved = self.regs[reg];
                    self.regs[reg] = pos;
                    let i = pos as i32;
                    let from = i.wrapping_sub(*max).max(0);
                    let mut j = i.wrapping_sub(*min);
                    let mut found = false;
                    while j >= from {
                        if (j as usize) <= self.text.len() && self.run(start, j as usize).is_some()
                        {
                            found = true;
                            break;
                        }
                        j -= 1;
                    }
                    self.regs[reg] = saved;
                    if found != neg {
                        pc = next;
                        true
                    } else {
                        false
                    }
                }
                Inst::BehindEnd(reg) => {
                    if pos == self.regs[*reg] {
                        return Some(pos);
                    }
                    false
                }
                Inst::Atomic(start, next) => {
                    let (start, next) = (*start, *next);
                    match self.run(start, pos) {
                        Some(end) => {
                            pos = end;
                            pc = next;
                            true
                        }
                        None => false,
                    }
                }
                Inst::CountInit(c) => {
                    self.set_reg(*c, 0);
                    pc += 1;
                    true
                }
                Inst::CountLoop {
                    c,
                    min,
                    max,
                    lazy,
                    body,
                    exit,
                } => {
                    let n = self.regs[*c] as u32;
                    if n < *min {
                        pc = *body;
                    } else if n >= *max {
                        pc = *exit;
                    } else if *lazy {
                        self.stack.push(Bt::Alt(*body, pos));
                        pc = *exit;
                    } else {
                        self.stack.push(Bt::Alt(*exit, pos));
                        pc = *body;
                    }
                    true
                }
                Inst::CountNext(c, head) => {
                    let n = self.regs[*c];
                    self.set_reg(*c, n + 1);
                    pc = *head;
                    true
                }
                Inst::Mark(m) => {
                    self.set_reg(*m, pos);
                    pc += 1;
                    true
                }
                Inst::MarkCheck(m, exit) => {
                    pc = if self.regs[*m] == pos { *exit } else { pc + 1 };
                    true
                }
                Inst::Star {
                    pred,
                    min,
                    max,
                    lazy,
                } => {
                    let p = &re.preds[*pred];
                    let mut n = 0u32;
                    let mut ok = true;
                    while n < *min {
                        match self.cp_at(pos) {
                            Some((c, w)) if p.matches(c) => {
                                pos += w;
                                n += 1;
                            }
                            _ => {
                                ok = false;
                                break;
                            }
                        }
                    }
                    if ok {
                        if *lazy {
                            if n < *max {
                                self.stack.push(Bt::More(pc + 1, pos, n, *max, *pred));
                            }
                        } else {
                            let min_pos = pos;
                            while n < *max {
                                match self.cp_at(pos) {
                                    Some((c, w)) if p.matches(c) => {
                                        pos += w;
                                        n += 1;
                                    }
                                    _ => break,
                                }
                            }
                            if pos > min_pos {
                                self.stack.push(Bt::Give(pc + 1, min_pos, pos));
                            }
                        }
                        pc += 1;
                    }
                    ok
                }
            };
            if !ok {
                match self.backtrack() {
                    Some((p, q)) => {
                        pc = p;
                        pos = q;
                    }
                    None => return None,
                }
            }
        }
    }
}

// --- Matcher-level operations ----------------------------------------------------------

/// Matcher.find() iteration: every match from the start, after an empty match
/// resuming one position later.
pub(crate) fn find_all(re: &Regex, text: &[u16], mut f: impl FnMut(&[i32]) -> bool) {
    let mut from = 0usize;
    let mut last_empty_at: Option<usize> = None;
    loop {
        let start = match last_empty_at {
            Some(p) => p + 1,
            None => from,
        };
        if start > text.len() {
            return;
        }
        let Some(g) = re.search(text, start, false, false) else {
            return;
        };
        let (s, e) = (g[0] as usize, g[1] as usize);
        if !f(&g) {
            return;
        }
        from = e;
        last_empty_at = if s == e { Some(e) } else { None };
    }
}

/// Pattern.split(input, limit).
pub(crate) fn split(re: &Regex, text: &[u16], limit: i32) -> Vec<Vec<u16>> {
    let mut index = 0usize;
    let limited = limit > 0;
    let mut list: Vec<Vec<u16>> = Vec::new();
    find_all(re, text, |g| {
        let (s, e) = (g[0] as usize, g[1] as usize);
        if !limited || (list.len() as i64) < limit as i64 - 1 {
            // No empty leading substring for a zero-width match at the beginning.
            if index == 0 && s == 0 && s == e {
                return true;
            }
            list.push(text[index..s].to_vec());
            index = e;
        } else if list.len() as i64 == limit as i64 - 1 {
            list.push(text[index..].to_vec());
            index = e;
        }
        true
    });
    if index == 0 {
        return vec![text.to_vec()];
    }
    if !limited || (list.len() as i64) < limit as i64 {
        list.push(text[index..].to_vec());
    }
    if limit == 0 {
        while list.last().is_some_and(|s| s.is_empty()) {
            list.pop();
        }
    }
    list
}

/// Matcher.appendReplacement's expansion of `$n`, `${name}` and `\x` in `rep`.
pub(crate) fn expand(
    re: &Regex,
    text: &[u16],
    g: &[i32],
    rep: &[u16],
) -> Result<Vec<u16>, (&'static str, String)> {
    let iae = "Ljava/lang/IllegalArgumentException;";
    let mut out = Vec::new();
    let mut i = 0;
    let digit = |c: u16| (b'0' as u16..=b'9' as u16).contains(&c);
    while i < rep.len() {
        let c = rep[i];
        if c == b'\\' as u16 {
            i += 1;
            if i == rep.len() {
                return Err((iae, String::from("character to be escaped is missing")));
            }
            out.push(rep[i]);
            i += 1;
        } else if c == b'$' as u16 {
            i += 1;
            if i == rep.len() {
                return Err((
                    iae,
                    String::from("Illegal group reference: group index is missing"),
                ));
            }
            let refnum;
            if rep[i] == b'{' as u16 {
                i += 1;
                let st = i;
                while i < rep.len() && rep[i] < 128 && (rep[i] as u8).is_ascii_alphanumeric() {
                    i += 1;
                }
                let name = &rep[st..i];
                if name.is_empty() {
                    return Err((iae, String::from("named capturing group has 0 length name")));
                }
                if i == rep.len() || rep[i] != b'}' as u16 {
                    return Err((
                        iae,
                        String::from("named capturing group is missing trailing '}'"),
                    ));
                }
                let n = String::from_utf16_lossy(name);
                if digit(name[0]) {
                    return Err((
                        iae,
                        format!("capturing group name {{{n}}} starts with digit character"),
                    ));
                }
                refnum = match re.group_index(name) {
                    Some(g) => g,
                    None => return Err((iae, format!("No group with name {{{n}}}"))),
                };
                i += 1;
            } else {
                if !digit(rep[i]) {
                    return Err((iae, String::from("Illegal group reference")));
                }
                let mut r = (rep[i] - b'0' as u16) as usize;
                i += 1;
                while i < rep.len() && digit(rep[i]) {
                    let n = r * 10 + (rep[i] - b'0' as u16) as usize;
                    if re.groups < n {
                        break;
                    }
                    r = n;
                    i += 1;
                }
                refnum = r;
            }
            if refnum > re.groups {
                return Err((
                    "Ljava/lang/IndexOutOfBoundsException;",
                    format!("No group {refnum}"),
                ));
            }
            let (s, e) = (g[2 * refnum], g[2 * refnum + 1]);
            if s != -1 && e != -1 {
                out.extend_from_slice(&text[s as usize..e as usize]);
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(out)
}

/// Matcher.replaceAll / replaceFirst.
pub(crate) fn replace(
    re: &Regex,
    text: &[u16],
    rep: &[u16],
    all: bool,
) -> Result<Vec<u16>, (&'static str, String)> {
    let mut out = Vec::new();
    let mut last = 0usize;
    let mut err = None;
    find_all(re, text, |g| {
        match expand(re, text, g, rep) {
            Ok(r) => {
                out.extend_from_slice(&text[last..g[0] as usize]);
                out.extend_from_slice(&r);
                last = g[1] as usize;
            }
            Err(e) => {
                err = Some(e);
                return false;
            }
        }
        all
    });
    if let Some(e) = err {
        return Err(e);
    }
    out.extend_from_slice(&text[last..]);
    Ok(out)
}

// --- natives: String.split/matches/replaceAll/replaceFirst, Pattern, Matcher -----------

const S: &str = "Ljava/lang/String;";
const P: &str = "Ljava/util/regex/Pattern;";
const M: &str = "Ljava/util/regex/Matcher;";
const PSE: &str = "Ljava/util/regex/PatternSyntaxException;";

/// Compiles `regex` (a String reference) or throws what Pattern.compile throws.
fn compile(env: &mut Env<'_>, regex: u32, flags: u32) -> Result<Regex, Throw> {
    let r = env.null_check(regex)?;
    let pat = env.string_utf16(r);
    match Regex::compile(&pat, flags) {
        Ok(re) => Ok(re),
        Err(ReErr::Syntax(desc, index)) => {
            // PatternSyntaxException(desc, regex, index): its getMessage() composes the
            // text from these fields.
            let d = env.new_str(&desc)?;
            let t = env.throw_new(PSE);
            let ex = env.pending_exception();
            if ex != 0 {
                let (od, op, oi) = (
                    env.lib_field(crate::fields::PSE_DESC)?,
                    env.lib_field(crate::fields::PSE_PATTERN)?,
                    env.lib_field(crate::fields::PSE_INDEX)?,
                );
                env.set(ex, od, d as u64);
                env.set(ex, op, r as u64);
                env.set(ex, oi, index as u32 as u64);
            }
            Err(t)
        }
        Err(ReErr::Unsupported(m)) => {
            Err(env.throw("Ljava/lang/UnsupportedOperationException;", &m))
        }
        Err(ReErr::BadFlags(m)) => Err(env.throw("Ljava/lang/IllegalArgumentException;", &m)),
    }
}

fn string_array(env: &mut Env<'_>, parts: &[Vec<u16>]) -> Result<u64, Throw> {
    let cls = env.find_class("[Ljava/lang/String;")?;
    let arr = env.new_array(cls, parts.len() as i32)?;
    for (k, p) in parts.iter().enumerate() {
        let s = env.new_string(p)?;
        env.array_set(arr, Kind::Ref, k as u32, s as u64);
    }
    Ok(arr as u64)
}

fn int_array(env: &mut Env<'_>, v: &[i32]) -> Result<u64, Throw> {
    let ia = env.find_class("[I")?;
    let arr = env.new_array(ia, v.len() as i32)?;
    for (k, &x) in v.iter().enumerate() {
        env.array_set(arr, Kind::Int, k as u32, x as u32 as u64);
    }
    Ok(arr as u64)
}

fn replace_native(
    env: &mut Env<'_>,
    re: &Regex,
    text: u32,
    rep: u32,
    all: bool,
) -> Result<u64, Throw> {
    let t = env.string_utf16(text);
    // Without a match the replacement is never read (so it may even be null).
    if re.search(&t, 0, false, false).is_none() {
        return Ok(text as u64);
    }
    let rep = env.null_check(rep)?;
    let r = env.string_utf16(rep);
    match replace(re, &t, &r, all) {
        Ok(out) => Ok(env.new_string(&out)? as u64),
        Err((cls, msg)) => Err(env.throw(cls, &msg)),
    }
}

pub static TABLE: &[Native] = &[
    (
        S,
        "split",
        "(Ljava/lang/String;)[Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            let t = env.string_utf16(arg(a, 0));
            string_array(env, &split(&re, &t, 0))
        },
    ),
    (
        S,
        "split",
        "(Ljava/lang/String;I)[Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            let t = env.string_utf16(arg(a, 0));
            string_array(env, &split(&re, &t, arg(a, 2) as i32))
        },
    ),
    (S, "matches", "(Ljava/lang/String;)Z", |env, a| {
        let re = compile(env, arg(a, 1), 0)?;
        let t = env.string_utf16(arg(a, 0));
        Ok(re.search(&t, 0, true, true).is_some() as u64)
    }),
    (
        S,
        "replaceAll",
        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            replace_native(env, &re, arg(a, 0), arg(a, 2), true)
        },
    ),
    (
        S,
        "replaceFirst",
        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            env.null_check(arg(a, 2))?;
            replace_native(env, &re, arg(a, 0), arg(a, 2), false)
        },
    ),
    (P, "compile0", "(Ljava/lang/String;I)I", |env, a| {
        let re = compile(env, arg(a, 0), arg(a, 1))?;
        Ok(re.groups as u64)
    }),
    (
        P,
        "split0",
        "(Ljava/lang/String;ILjava/lang/String;I)[Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let t = env.string_utf16(arg(a, 2));
            string_array(env, &split(&re, &t, arg(a, 3) as i32))
        },
    ),
    (
        P,
        "quote",
        "(Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let s = env.null_check(arg(a, 0))?;
            let s = env.string_utf16(s);
            // \Q...\E, with each \E inside closed, written as \\E and reopened.
            let mut out = dexmetal_vm::native::utf16("\\Q");
            let mut i = 0;
            while i < s.len() {
                if s[i] == b'\\' as u16 && s.get(i + 1) == Some(&(b'E' as u16)) {
                    out.extend(dexmetal_vm::native::utf16("\\E\\\\E\\Q"));
                    i += 2;
                } else {
                    out.push(s[i]);
                    i += 1;
                }
            }
            out.extend(dexmetal_vm::native::utf16("\\E"));
            Ok(env.new_string(&out)? as u64)
        },
    ),
    (
        P,
        "groupIndex0",
        "(Ljava/lang/String;ILjava/lang/String;)I",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let n = env.null_check(arg(a, 2))?;
            let n = env.string_utf16(n);
            Ok(re.group_index(&n).map_or(-1, |g| g as i32) as u32 as u64)
        },
    ),
    (
        M,
        "exec",
        "(Ljava/lang/String;ILjava/lang/String;II)[I",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let t = env.string_utf16(arg(a, 2));
            let from = (arg(a, 3) as i32).max(0) as usize;
            let mode = arg(a, 4);
            if from > t.len() {
                return Ok(0);
            }
            match re.search(&t, from, mode != 0, mode == 1) {
                Some(g) => int_array(env, &g),
                None => Ok(0),
            }
        },
    ),
    (
        M,
        "expand",
        "(Ljava/lang/String;ILjava/lang/String;[ILjava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let t = env.string_utf16(arg(a, 2));
            let garr = env.null_check(arg(a, 3))?;
            let g: Vec<i32> = (0..env.array_len(garr))
                .map(|k| (env.array_get(garr, Kind::Int, k) as u32) as i32)
                .collect();
            let rep = env.null_check(arg(a, 4))?;
            let rep = env.string_utf16(rep);
            match expand(&re, &t, &g, &rep) {
                Ok(out) => Ok(env.new_string(&out)? as u64),
                Err((cls, msg)) => Err(env.throw(cls, &msg)),
            }
        },
    ),
    (
        M,
        "replace0",
        "(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            replace_native(env, &re, arg(a, 2), arg(a, 3), arg(a, 4) != 0)
        },
    ),
    (
        M,
        "quoteReplacement",
        "(Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let s = env.null_check(arg(a, 0))?;
            let s = env.string_utf16(s);
            if !s.iter().any(|&c| c == b'\\' as u16 || c == b'$' as u16) {
                return Ok(arg(a, 0) as u64);
            }
            let mut out = Vec::with_capacity(s.len() + 4);
            for &c in &s {
                if c == b'\\' as u16 || c == b'$' as u16 {
                    out.push(b'\\' as u16);
                }
                out.push(c);
            }
            Ok(env.new_string(&out)? as u64)
        },
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn u(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    fn split_s(p: &str, t: &str, limit: i32) -> Vec<String> {
        let re = Regex::compile(&u(p), 0).unwrap();
        split(&re, &u(t), limit)
            .into_iter()
            .map(|v| String::from_utf16_lossy(&v))
            .collect()
    }

    fn matches(p: &str, t: &str) -> bool {
        Regex::compile(&u(p), 0)
            .unwrap()
            .search(&u(t), 0, true, true)
            .is_some()
    }

    #[test]
    fn splitting() {
        assert_eq!(split_s(",", "a,b,,c,,", 0), ["a", "b", "", "c"]);
        assert_eq!(split_s(",", "a,b,,c,,", -1), ["a", "b", "", "c", "", ""]);
        assert_eq!(split_s(",", "a,b,,c,,", 2), ["a", "b,,c,,"]);
        assert_eq!(split_s("\\s+", " a  b ", 0), ["", "a", "b"]);
        assert_eq!(split_s("", "abc", 0), ["a", "b", "c"]);
        assert_eq!(split_s("a|b", "xaybz", 0), ["x", "y", "z"]);
        assert_eq!(split_s(",", "", 0), [""]);
        assert_eq!(split_s(",", ",", 0), Vec::<String>::new());
    }

    #[test]
    fn matching() {
        assert!(matches("a*b", "aaab"));
        assert!(!matches("a*b", "aaabc"));
        assert!(matches("(a|ab)(c|bcd)(d*)", "abcd"));
        assert!(matches("[a-z&&[^aeiou]]+", "xyz"));
        assert!(!matches("[a-z&&[^aeiou]]+", "xaz"));
        assert!(matches("(\\w+)@\\1", "ab@ab"));
        assert!(matches("a{2,3}", "aaa"));
        assert!(!matches("a{2,3}", "aaaa"));
        assert!(matches("(?i)hello", "HeLLo"));
        assert!(matches("(a*)*b", "aaab"));
        assert!(!matches("a++a", "aaa"));
        assert!(matches("x(?=y)y", "xy"));
        assert!(matches("ab(?<=[a-c]{2})", "ab"));
        assert!(!matches("b(?<!a.)", "ab"));
    }

    #[test]
    fn errors() {
        let e = |p: &str| Regex::compile(&u(p), 0).err();
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

    #[test]
    fn replacing() {
        let re = Regex::compile(&u("(\\w)(\\d)"), 0).unwrap();
        let r = replace(&re, &u("a1b2c"), &u("$2$1"), true).unwrap();
        assert_eq!(String::from_utf16_lossy(&r), "1a2bc");
    }
}
