//! Running a program over UTF-16 input: what a character predicate and an anchor match,
//! the backtracking machine (its backtrack stack on the heap, so long inputs cannot
//! overflow a board's stack), [`Regex::search`] for Matcher.find/lookingAt/matches from a
//! position, and the Matcher-level operations over it: find iteration, Pattern.split,
//! replacement expansion, replaceAll/replaceFirst.

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::compiler::{Inst, Regex};
use super::parser::{is_line_term, Assert, Builtin, Fold, Pred};

fn ascii_fold(c: u32) -> u32 {
    if (b'A' as u32..=b'Z' as u32).contains(&c) {
        c + 32
    } else {
        c
    }
}

fn to_upper(c: u32) -> u32 {
    crate::string::upper_cp(c)
}

fn to_lower(c: u32) -> u32 {
    crate::string::lower_cp(c)
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
}

impl Regex {
    /// The first match starting at `from` or later (at `from` only if `anchored`;
    /// ending at the end of `text` if `whole`): start/end of every group, -1 unset.
    pub(super) fn search(
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
fn find_all(re: &Regex, text: &[u16], mut f: impl FnMut(&[i32]) -> bool) {
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
pub(super) fn split(re: &Regex, text: &[u16], limit: i32) -> Vec<Vec<u16>> {
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
pub(super) fn expand(
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
pub(super) fn replace(
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
    fn replacing() {
        let re = Regex::compile(&u("(\\w)(\\d)"), 0).unwrap();
        let r = replace(&re, &u("a1b2c"), &u("$2$1"), true).unwrap();
        assert_eq!(String::from_utf16_lossy(&r), "1a2bc");
    }
}
