//! java.util.Formatter (String.format, PrintStream.printf) with JDK 17's output and
//! exceptions: the `%[index$][flags][width][.prec]conv` grammar and its checks, and floats
//! laid out from FloatingDecimal's digits rounded HALF_UP as FormattedFloatingDecimal does.
//! Natives cannot call toString()/hashCode(): the smali Formatter asks [`plan`] which calls
//! are due, makes them, and passes the results to [`render`]. %a and %t/%T throw
//! UnsupportedOperationException.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::fmt::{double_digits, to_unsigned};
use dexmetal_vm::native::{arg, utf16, FieldSlot, Native};
use dexmetal_vm::native::{java_name, Kind};
use dexmetal_vm::native::{Env, Throw};

const LEFT: u16 = 1;
const ALT: u16 = 2;
const PLUS: u16 = 4;
const SPACE: u16 = 8;
const ZERO: u16 = 16;
const GROUP: u16 = 32;
const PAREN: u16 = 64;
const PREV: u16 = 128;
const UPPER: u16 = 256;

/// An argument as the formatter sees it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Val {
    Null,
    Str(Vec<u16>),
    /// Byte, Short, Integer or Long: value and width in bits.
    Int(i64, u32),
    Double(f64),
    Float(f32),
    Char(u16),
    Bool(bool),
    /// Any other object, by Java class name.
    Other(String),
}

impl Val {
    fn class_name(&self) -> String {
        String::from(match self {
            Val::Str(_) => "java.lang.String",
            Val::Int(_, 8) => "java.lang.Byte",
            Val::Int(_, 16) => "java.lang.Short",
            Val::Int(_, 32) => "java.lang.Integer",
            Val::Int(..) => "java.lang.Long",
            Val::Double(_) => "java.lang.Double",
            Val::Float(_) => "java.lang.Float",
            Val::Char(_) => "java.lang.Character",
            Val::Bool(_) => "java.lang.Boolean",
            Val::Other(n) => return n.clone(),
            Val::Null => "null",
        })
    }
}

/// A Java call the smali side makes on behalf of the formatter.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Call {
    ToString(usize),
    HashCode(usize),
}

/// A result of a [`Call`]: toString() (None: it returned null) or hashCode().
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Res {
    Text(Option<Vec<u16>>),
    Hash(i32),
}

/// A Java exception: class descriptor and message.
#[derive(Debug, PartialEq)]
pub(crate) struct JErr(pub &'static str, pub String);

fn err(cls: &str, msg: String) -> JErr {
    let desc = match cls {
        "UnknownFormatConversion" => "Ljava/util/UnknownFormatConversionException;",
        "MissingFormatArgument" => "Ljava/util/MissingFormatArgumentException;",
        "IllegalFormatConversion" => "Ljava/util/IllegalFormatConversionException;",
        "FormatFlagsConversionMismatch" => "Ljava/util/FormatFlagsConversionMismatchException;",
        "IllegalFormatPrecision" => "Ljava/util/IllegalFormatPrecisionException;",
        "IllegalFormatWidth" => "Ljava/util/IllegalFormatWidthException;",
        "IllegalFormatFlags" => "Ljava/util/IllegalFormatFlagsException;",
        "DuplicateFormatFlags" => "Ljava/util/DuplicateFormatFlagsException;",
        "MissingFormatWidth" => "Ljava/util/MissingFormatWidthException;",
        "IllegalFormatCodePoint" => "Ljava/util/IllegalFormatCodePointException;",
        "IllegalFormatArgumentIndex" => "Ljava/util/IllegalFormatArgumentIndexException;",
        _ => "Ljava/lang/UnsupportedOperationException;",
    };
    JErr(desc, msg)
}

#[derive(Clone, Debug)]
struct Spec {
    /// -2: no argument (%n, %%), -1: previous (`<`), 0: ordinary, n: explicit `n$`.
    index: i32,
    flags: u16,
    width: i32,
    precision: i32,
    /// Lower-case conversion character.
    conv: u8,
    /// `%t`/`%T` date/time prefix.
    dt: bool,
    /// The locale's grouping and decimal separators (`Symbols`).
    sym: Symbols,
}

/// A locale's grouping separator and decimal separator (Formatter's DecimalFormatSymbols).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Symbols {
    pub group: u16,
    pub decimal: u16,
}

/// en/ROOT, and what a null locale uses.
pub(crate) const ROOT_SYMBOLS: Symbols = Symbols {
    group: b',' as u16,
    decimal: b'.' as u16,
};

/// The separators of a locale's language and region (CLDR 39 numbers, as the JDK 17
/// uses them), for the languages whose separators differ from en/ROOT; no other locale
/// data is kept (digits stay ASCII).
pub(crate) fn symbols(lang: &str, region: &str) -> Symbols {
    let (group, decimal) = match (lang, region) {
        ("de", "CH") | ("de", "LI") | ("it", "CH") => ('\u{2019}', '.'),
        ("de", _)
        | ("es", _)
        | ("it", _)
        | ("nl", _)
        | ("pt", "BR")
        | ("da", _)
        | ("id", _)
        | ("tr", _)
        | ("el", _) => ('.', ','),
        ("fr", "CA") => ('\u{a0}', ','),
        ("fr", _) => ('\u{202f}', ','),
        ("pt", _)
        | ("ru", _)
        | ("pl", _)
        | ("cs", _)
        | ("sv", _)
        | ("fi", _)
        | ("nb", _)
        | ("uk", _)
        | ("sk", _)
        | ("hu", _)
        | ("bg", _) => ('\u{a0}', ','),
        _ => return ROOT_SYMBOLS,
    };
    Symbols {
        group: group as u16,
        decimal: decimal as u16,
    }
}

enum Piece {
    Fixed(usize, usize),
    Spec(Spec),
}

fn flags_string(f: u16) -> String {
    let mut s = String::new();
    for (bit, c) in [
        (LEFT, '-'),
        (UPPER, '^'),
        (ALT, '#'),
        (PLUS, '+'),
        (SPACE, ' '),
        (ZERO, '0'),
        (GROUP, ','),
        (PAREN, '('),
        (PREV, '<'),
    ] {
        if f & bit != 0 {
            s.push(c);
        }
    }
    s
}

impl Spec {
    /// The specifier as Formatter's FormatSpecifier.toString() rebuilds it.
    fn text(&self) -> String {
        let mut s = String::from("%");
        s.push_str(&flags_string(self.flags & !UPPER));
        if self.index > 0 {
            s.push_str(&format!("{}$", self.index));
        }
        if self.width != -1 {
            s.push_str(&format!("{}", self.width));
        }
        if self.precision != -1 {
            s.push_str(&format!(".{}", self.precision));
        }
        if self.dt {
            s.push(if self.flags & UPPER != 0 { 'T' } else { 't' });
        }
        let c = self.conv as char;
        s.push(if self.flags & UPPER != 0 {
            c.to_ascii_uppercase()
        } else {
            c
        });
        s
    }

    fn has(&self, f: u16) -> bool {
        self.flags & f != 0
    }

    fn mismatch(&self, flag: u16) -> JErr {
        err(
            "FormatFlagsConversionMismatch",
            format!(
                "Conversion = {}, Flags = {}",
                self.conv as char,
                flags_string(flag)
            ),
        )
    }

    fn check_bad_flags(&self, bad: &[u16]) -> Result<(), JErr> {
        match bad.iter().find(|&&b| self.has(b)) {
            Some(&b) => Err(self.mismatch(b)),
            None => Ok(()),
        }
    }

    fn missing_width(&self) -> JErr {
        err("MissingFormatWidth", self.text())
    }

    fn check_numeric(&self) -> Result<(), JErr> {
        if self.width == -1 && (self.has(LEFT) || self.has(ZERO)) {
            return Err(self.missing_width());
        }
        if (self.has(PLUS) && self.has(SPACE)) || (self.has(LEFT) && self.has(ZERO)) {
            return Err(err(
                "IllegalFormatFlags",
                format!("Flags = '{}'", flags_string(self.flags)),
            ));
        }
        Ok(())
    }

    /// The parse-time checks of FormatSpecifier's constructor, per conversion category.
    fn check(&self) -> Result<(), JErr> {
        if self.dt {
            return Err(err(
                "",
                format!(
                    "java.util.Formatter: date/time conversion {} is not supported",
                    self.text()
                ),
            ));
        }
        let prec_err = || err("IllegalFormatPrecision", format!("{}", self.precision));
        match self.conv {
            b'b' | b'h' | b's' => {
                if (self.conv == b'b' || self.conv == b'h') && self.has(ALT) {
                    return Err(self.mismatch(ALT));
                }
                if self.width == -1 && self.has(LEFT) {
                    return Err(self.missing_width());
                }
                self.check_bad_flags(&[PLUS, SPACE, ZERO, GROUP, PAREN])
            }
            b'c' => {
                if self.precision != -1 {
                    return Err(prec_err());
                }
                self.check_bad_flags(&[ALT, PLUS, SPACE, ZERO, GROUP, PAREN])?;
                if self.width == -1 && self.has(LEFT) {
                    return Err(self.missing_width());
                }
                Ok(())
            }
            b'd' | b'o' | b'x' => {
                self.check_numeric()?;
                if self.precision != -1 {
                    return Err(prec_err());
                }
                if self.conv == b'd' {
                    self.check_bad_flags(&[ALT])
                } else {
                    self.check_bad_flags(&[GROUP])
                }
            }
            b'e' | b'f' | b'g' | b'a' => {
                self.check_numeric()?;
                match self.conv {
                    b'a' => self.check_bad_flags(&[PAREN, GROUP]),
                    b'e' => self.check_bad_flags(&[GROUP]),
                    b'g' => self.check_bad_flags(&[ALT]),
                    _ => Ok(()),
                }
            }
            b'%' => {
                if self.precision != -1 {
                    return Err(prec_err());
                }
                if self.flags != 0 && self.flags != LEFT {
                    return Err(err(
                        "IllegalFormatFlags",
                        format!("Flags = '{}'", flags_string(self.flags)),
                    ));
                }
                if self.width == -1 && self.has(LEFT) {
                    return Err(self.missing_width());
                }
                Ok(())
            }
            b'n' => {
                if self.precision != -1 {
                    return Err(prec_err());
                }
                if self.width != -1 {
                    return Err(err("IllegalFormatWidth", format!("{}", self.width)));
                }
                if self.flags != 0 {
                    return Err(err(
                        "IllegalFormatFlags",
                        format!("Flags = '{}'", flags_string(self.flags)),
                    ));
                }
                Ok(())
            }
            c => Err(err(
                "UnknownFormatConversion",
                format!("Conversion = '{}'", c as char),
            )),
        }
    }
}

/// Conversion characters accepted on their own right after `%` (Formatter's
/// Conversion.isValid).
fn is_valid_conv(c: u16) -> bool {
    c < 128 && b"bBhHsScCdoxXeEgGfaAn%".contains(&(c as u8))
}

fn is_digit(c: Option<&u16>) -> bool {
    c.is_some_and(|&c| (b'0' as u16..=b'9' as u16).contains(&c))
}

fn is_conv_char(c: Option<&u16>) -> bool {
    c.is_some_and(|&c| c < 128 && ((c as u8).is_ascii_alphabetic() || c == b'%' as u16))
}

/// Integer.parseInt of ASCII digits; None on overflow.
fn parse_digits(d: &[u16]) -> Option<i32> {
    let mut v: i64 = 0;
    for &c in d {
        v = v * 10 + (c - b'0' as u16) as i64;
        if v > i32::MAX as i64 {
            return None;
        }
    }
    Some(v as i32)
}

/// Formatter.parse: the same pieces and the same exceptions as the JDK's
/// `%(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])` scan.
fn parse(s: &[u16]) -> Result<Vec<Piece>, JErr> {
    let mut out = Vec::new();
    let mut i = 0;
    let max = s.len();
    while i < max {
        let n = match s[i..].iter().position(|&c| c == b'%' as u16) {
            Some(p) => i + p,
            None => {
                out.push(Piece::Fixed(i, max));
                break;
            }
        };
        if i != n {
            out.push(Piece::Fixed(i, n));
        }
        i = n + 1;
        if i >= max {
            return Err(err(
                "UnknownFormatConversion",
                String::from("Conversion = '%'"),
            ));
        }
        let c = s[i];
        if is_valid_conv(c) {
            let mut flags = 0;
            let mut conv = c as u8;
            if conv.is_ascii_uppercase() {
                flags = UPPER;
                conv = conv.to_ascii_lowercase();
            }
            let index = if conv == b'n' || conv == b'%' { -2 } else { 0 };
            out.push(Piece::Spec(Spec {
                index,
                flags,
                width: -1,
                precision: -1,
                conv,
                dt: false,
                sym: ROOT_SYMBOLS,
            }));
            i += 1;
            continue;
        }
        let unknown = || {
            let ch = char::decode_utf16([c])
                .next()
                .and_then(|r| r.ok())
                .unwrap_or('\u{fffd}');
            err("UnknownFormatConversion", format!("Conversion = '{ch}'"))
        };
        let mut j = i;
        // index: digits followed by '$'
        let mut d = j;
        while is_digit(s.get(d)) {
            d += 1;
        }
        let mut index_digits = None;
        if d > j && s.get(d) == Some(&(b'$' as u16)) {
            index_digits = Some((j, d));
            j = d + 1;
        }
        let fstart = j;
        while s
            .get(j)
            .is_some_and(|&c| c < 128 && b"-#+ 0,(<".contains(&(c as u8)))
        {
            j += 1;
        }
        let fend = j;
        let wstart = j;
        while is_digit(s.get(j)) {
            j += 1;
        }
        let wend = j;
        let mut prec = None;
        if s.get(j) == Some(&(b'.' as u16)) && is_digit(s.get(j + 1)) {
            let ps = j + 1;
            j = ps;
            while is_digit(s.get(j)) {
                j += 1;
            }
            prec = Some((ps, j));
        }
        let mut dt = false;
        let mut upper_dt = false;
        if s.get(j)
            .is_some_and(|&c| c == b't' as u16 || c == b'T' as u16)
            && is_conv_char(s.get(j + 1))
        {
            dt = true;
            upper_dt = s[j] == b'T' as u16;
            j += 1;
        }
        if !is_conv_char(s.get(j)) {
            return Err(unknown());
        }
        let conv_char = s[j] as u8;
        j += 1;
        // FormatSpecifier(String, Matcher): index, flags, width, precision, conversion.
        let mut index = 0;
        if let Some((a, b)) = index_digits {
            match parse_digits(&s[a..b]) {
                Some(v) if v > 0 => index = v,
                Some(v) => {
                    return Err(err(
                        "IllegalFormatArgumentIndex",
                        format!("Illegal format argument index = {v}"),
                    ))
                }
                None => {
                    return Err(err(
                        "IllegalFormatArgumentIndex",
                        String::from("Format argument index: (not representable as int)"),
                    ))
                }
            }
        }
        let mut flags = 0u16;
        for &fc in &s[fstart..fend] {
            let bit = match fc as u8 {
                b'-' => LEFT,
                b'#' => ALT,
                b'+' => PLUS,
                b' ' => SPACE,
                b'0' => ZERO,
                b',' => GROUP,
                b'(' => PAREN,
                _ => PREV,
            };
            if flags & bit != 0 {
                return Err(err(
                    "DuplicateFormatFlags",
                    format!("Flags = '{}'", flags_string(bit)),
                ));
            }
            flags |= bit;
        }
        if flags & PREV != 0 {
            index = -1;
        }
        let mut width = -1;
        if wend > wstart {
            width = parse_digits(&s[wstart..wend])
                .ok_or_else(|| err("IllegalFormatWidth", format!("{}", i32::MIN)))?;
        }
        let mut precision = -1;
        if let Some((a, b)) = prec {
            precision = parse_digits(&s[a..b])
                .ok_or_else(|| err("IllegalFormatPrecision", format!("{}", i32::MIN)))?;
        }
        if upper_dt {
            flags |= UPPER;
        }
        let mut conv = conv_char;
        if !dt {
            if !is_valid_conv(conv as u16) {
                return Err(err(
                    "UnknownFormatConversion",
                    format!("Conversion = '{}'", conv as char),
                ));
            }
            if conv.is_ascii_uppercase() {
                flags |= UPPER;
                conv = conv.to_ascii_lowercase();
            }
            if conv == b'n' || conv == b'%' {
                index = -2;
            }
        }
        let spec = Spec {
            index,
            flags,
            width,
            precision,
            conv,
            dt,
            sym: ROOT_SYMBOLS,
        };
        spec.check()?;
        out.push(Piece::Spec(spec));
        i = j;
    }
    Ok(out)
}

/// Where formatting stands: collecting the Java calls it needs, or laying out text with
/// their results.
enum Mode<'a> {
    Plan(Vec<Call>),
    Render(core::slice::Iter<'a, Res>),
}

/// Runs Formatter.format over `fmt`. Plan mode returns the calls due before the first
/// failing specifier (parse errors still fail); render mode returns the text.
fn run(fmt: &[u16], args: Option<&[Val]>, mode: &mut Mode, sym: Symbols) -> Result<Vec<u16>, JErr> {
    let mut pieces = parse(fmt)?;
    for p in &mut pieces {
        if let Piece::Spec(sp) = p {
            sp.sym = sym;
        }
    }
    let mut out: Vec<u16> = Vec::new();
    let mut last: i64 = -1;
    let mut lasto: i64 = -1;
    let planning = matches!(mode, Mode::Plan(_));
    for p in &pieces {
        let r = match p {
            Piece::Fixed(a, b) => {
                out.extend_from_slice(&fmt[*a..*b]);
                Ok(())
            }
            Piece::Spec(sp) => {
                let pick = match sp.index {
                    -2 => Ok(None),
                    -1 => {
                        if last < 0 || args.is_some_and(|a| last > a.len() as i64 - 1) {
                            Err(err(
                                "MissingFormatArgument",
                                format!("Format specifier '{}'", sp.text()),
                            ))
                        } else {
                            Ok(Some(last as usize))
                        }
                    }
                    0 => {
                        lasto += 1;
                        last = lasto;
                        if args.is_some_and(|a| lasto > a.len() as i64 - 1) {
                            Err(err(
                                "MissingFormatArgument",
                                format!("Format specifier '{}'", sp.text()),
                            ))
                        } else {
                            Ok(Some(lasto as usize))
                        }
                    }
                    n => {
                        last = n as i64 - 1;
                        if args.is_some_and(|a| last > a.len() as i64 - 1) {
                            Err(err(
                                "MissingFormatArgument",
                                format!("Format specifier '{}'", sp.text()),
                            ))
                        } else {
                            Ok(Some(last as usize))
                        }
                    }
                };
                pick.and_then(|idx| {
                    let (val, i) = match (idx, args) {
                        (Some(i), Some(a)) => (a[i].clone(), i),
                        _ => (Val::Null, 0),
                    };
                    print(sp, &val, i, mode, &mut out)
                })
            }
        };
        if let Err(e) = r {
            // Planning stops at the failing specifier: render fails there again, after
            // the calls made so far, as Formatter.format does.
            if planning {
                return Ok(Vec::new());
            }
            return Err(e);
        }
    }
    Ok(out)
}

/// The result of Java call `c` (plan mode: records it and returns a placeholder).
fn call(mode: &mut Mode, c: Call) -> Res {
    match mode {
        Mode::Plan(v) => {
            v.push(c);
            match c {
                Call::ToString(_) => Res::Text(Some(Vec::new())),
                Call::HashCode(_) => Res::Hash(0),
            }
        }
        Mode::Render(it) => it.next().cloned().unwrap_or(Res::Text(None)),
    }
}

fn justify(sp: &Spec, text: &[u16], out: &mut Vec<u16>) {
    let pad = (sp.width as i64 - text.len() as i64).max(0) as usize;
    if sp.width == -1 || pad == 0 {
        out.extend_from_slice(text);
    } else if sp.has(LEFT) {
        out.extend_from_slice(text);
        out.extend(core::iter::repeat_n(b' ' as u16, pad));
    } else {
        out.extend(core::iter::repeat_n(b' ' as u16, pad));
        out.extend_from_slice(text);
    }
}

/// String.toUpperCase (full case mapping, e.g. ß -> SS).
fn to_upper(s: &[u16]) -> Vec<u16> {
    let mut out = Vec::with_capacity(s.len());
    for c in char::decode_utf16(s.iter().copied()) {
        match c {
            Ok(ch) => {
                for u in ch.to_uppercase() {
                    let mut b = [0u16; 2];
                    out.extend_from_slice(u.encode_utf16(&mut b));
                }
            }
            Err(e) => out.push(e.unpaired_surrogate()),
        }
    }
    out
}

/// Formatter's print(String): precision truncates, then upper case, then justification.
fn print_str(sp: &Spec, s: &[u16], out: &mut Vec<u16>) {
    let mut t = s;
    if sp.precision != -1 && (sp.precision as usize) < t.len() {
        t = &t[..sp.precision as usize];
    }
    if sp.has(UPPER) {
        justify(sp, &to_upper(t), out);
    } else {
        justify(sp, t, out);
    }
}

fn conversion_err(sp: &Spec, v: &Val) -> JErr {
    err(
        "IllegalFormatConversion",
        format!("{} != {}", sp.conv as char, v.class_name()),
    )
}

/// Widths and float precisions past this would pad to more text than a board's memory
/// (or the Java heap) holds: Java runs out of memory there too.
const MAX_FIELD: i32 = 1 << 24;

fn print(sp: &Spec, v: &Val, i: usize, mode: &mut Mode, out: &mut Vec<u16>) -> Result<(), JErr> {
    if sp.width > MAX_FIELD || (sp.precision > MAX_FIELD && matches!(sp.conv, b'e' | b'f' | b'g')) {
        return Err(JErr(
            "Ljava/lang/OutOfMemoryError;",
            String::from("Java heap space"),
        ));
    }
    match sp.conv {
        b'n' => {
            out.push(b'\n' as u16);
            Ok(())
        }
        b'%' => {
            justify(sp, &[b'%' as u16], out);
            Ok(())
        }
        b'b' => {
            let s = match v {
                Val::Null => "false",
                Val::Bool(false) => "false",
                _ => "true",
            };
            print_str(sp, &utf16(s), out);
            Ok(())
        }
        b'h' => {
            let s = match v {
                Val::Null => String::from("null"),
                _ => match call(mode, Call::HashCode(i)) {
                    Res::Hash(h) => to_unsigned(h as u32 as u64, 4),
                    Res::Text(_) => String::from("0"),
                },
            };
            print_str(sp, &utf16(&s), out);
            Ok(())
        }
        b's' => {
            // No class of the core library is Formattable, so '#' always fails here.
            if sp.has(ALT) {
                return Err(sp.mismatch(ALT));
            }
            match v {
                Val::Null => print_str(sp, &utf16("null"), out),
                Val::Str(s) => print_str(sp, s, out),
                _ => match call(mode, Call::ToString(i)) {
                    Res::Text(Some(t)) => print_str(sp, &t, out),
                    _ => print_str(sp, &utf16("null"), out),
                },
            }
            Ok(())
        }
        b'c' => {
            let cp: Option<i64> = match v {
                Val::Null => {
                    print_str(sp, &utf16("null"), out);
                    return Ok(());
                }
                Val::Char(c) => {
                    print_str(sp, &[*c], out);
                    return Ok(());
                }
                Val::Int(x, bits) if *bits <= 32 => Some(*x),
                _ => None,
            };
            let Some(cp) = cp else {
                return Err(conversion_err(sp, v));
            };
            match char::from_u32(cp as u32).filter(|_| (0..=0x10ffff).contains(&cp)) {
                Some(ch) => {
                    let mut b = [0u16; 2];
                    print_str(sp, ch.encode_utf16(&mut b), out);
                }
                None if (0xd800..0xe000).contains(&cp) => print_str(sp, &[cp as u16], out),
                None => {
                    return Err(err(
                        "IllegalFormatCodePoint",
                        format!("Code point = 0x{}", to_unsigned(cp as i32 as u32 as u64, 4)),
                    ))
                }
            }
            Ok(())
        }
        b'd' | b'o' | b'x' => match v {
            Val::Null => {
                print_str(sp, &utf16("null"), out);
                Ok(())
            }
            Val::Int(x, bits) => print_integer(sp, *x, *bits, out),
            _ => Err(conversion_err(sp, v)),
        },
        b'e' | b'f' | b'g' | b'a' => match v {
            Val::Null => {
                print_str(sp, &utf16("null"), out);
                Ok(())
            }
            Val::Double(x) => print_double(sp, *x, out),
            Val::Float(x) => print_double(sp, *x as f64, out),
            _ => Err(conversion_err(sp, v)),
        },
        _ => Err(conversion_err(sp, v)),
    }
}

fn leading_sign(sp: &Spec, neg: bool, sb: &mut Vec<u16>) {
    if !neg {
        if sp.has(PLUS) {
            sb.push(b'+' as u16);
        } else if sp.has(SPACE) {
            sb.push(b' ' as u16);
        }
    } else if sp.has(PAREN) {
        sb.push(b'(' as u16);
    } else {
        sb.push(b'-' as u16);
    }
}

fn trailing_sign(sp: &Spec, neg: bool, sb: &mut Vec<u16>) {
    if neg && sp.has(PAREN) {
        sb.push(b')' as u16);
    }
}

fn adjust_width(width: i32, flags: u16, neg: bool) -> i32 {
    if width != -1 && neg && flags & PAREN != 0 {
        width - 1
    } else {
        width
    }
}

/// Formatter.localizedMagnitude: the locale's grouping separator between groups of 3 in
/// the integer part, its decimal separator, then zero padding after the sign up to `width`.
fn localized_magnitude(sb: &mut Vec<u16>, value: &[u8], sym: Symbols, flags: u16, width: i32) {
    let begin = sb.len();
    let dot = value.iter().position(|&c| c == b'.').unwrap_or(value.len());
    let mut grouping = flags & GROUP != 0;
    for (j, &c) in value.iter().enumerate() {
        if j == dot {
            sb.push(sym.decimal);
            grouping = false;
            continue;
        }
        sb.push(c as u16);
        if grouping && j + 1 != dot && (dot - j) % 3 == 1 {
            sb.push(sym.group);
        }
    }
    if width != -1 && flags & ZERO != 0 {
        let n = (width as i64 - sb.len() as i64).max(0) as usize;
        sb.splice(begin..begin, core::iter::repeat_n(b'0' as u16, n));
    }
}

fn print_integer(sp: &Spec, value: i64, bits: u32, out: &mut Vec<u16>) -> Result<(), JErr> {
    let mut sb: Vec<u16> = Vec::new();
    if sp.conv == b'd' {
        let neg = value < 0;
        let digits = format!("{}", value.unsigned_abs());
        leading_sign(sp, neg, &mut sb);
        localized_magnitude(
            &mut sb,
            digits.as_bytes(),
            sp.sym,
            sp.flags,
            adjust_width(sp.width, sp.flags, neg),
        );
        trailing_sign(sp, neg, &mut sb);
    } else {
        sp.check_bad_flags(&[PAREN, SPACE, PLUS])?;
        // Byte/Short/Integer print as their own width's two's complement.
        let u = if bits < 64 {
            (value as u64) & ((1u64 << bits) - 1)
        } else {
            value as u64
        };
        let hex = sp.conv == b'x';
        let s = to_unsigned(u, if hex { 4 } else { 3 });
        let prefix: &str = match (sp.has(ALT), hex, sp.has(UPPER)) {
            (false, ..) => "",
            (true, false, _) => "0",
            (true, true, false) => "0x",
            (true, true, true) => "0X",
        };
        sb.extend(prefix.bytes().map(|b| b as u16));
        if sp.has(ZERO) {
            let len = s.len() + prefix.len();
            let n = (sp.width as i64 - len as i64).max(0) as usize;
            sb.extend(core::iter::repeat_n(b'0' as u16, n));
        }
        let s = if sp.has(UPPER) {
            s.to_ascii_uppercase()
        } else {
            s
        };
        sb.extend(s.bytes().map(|b| b as u16));
    }
    justify(sp, &sb, out);
    Ok(())
}

/// FormattedFloatingDecimal.applyPrecision: HALF_UP rounding of the digit string to
/// `prec` digits; returns the (possibly incremented) decimal exponent.
fn apply_precision(dec_exp: i32, digits: &mut [u8], prec: i32) -> i32 {
    let n = digits.len() as i32;
    if prec >= n || prec < 0 {
        return dec_exp;
    }
    if prec == 0 {
        if digits[0] >= b'5' {
            digits[0] = b'1';
            digits[1..].fill(b'0');
            return dec_exp + 1;
        }
        digits.fill(b'0');
        return dec_exp;
    }
    let p = prec as usize;
    if digits[p] >= b'5' {
        let mut i = p - 1;
        while digits[i] == b'9' && i > 0 {
            i -= 1;
        }
        if digits[i] == b'9' {
            digits[0] = b'1';
            digits[1..].fill(b'0');
            return dec_exp + 1;
        }
        digits[i] += 1;
        digits[i + 1..].fill(b'0');
    } else {
        digits[p..].fill(b'0');
    }
    dec_exp
}

/// FormattedFloatingDecimal.fillDecimal.
fn fill_decimal(prec: i32, digits: &[u8], exp: i32) -> Vec<u8> {
    let n = digits.len() as i32;
    let mut m = Vec::new();
    if exp > 0 {
        if n < exp {
            m.extend_from_slice(digits);
            m.extend(core::iter::repeat_n(b'0', (exp - n) as usize));
        } else {
            let t = (n - exp).min(prec);
            m.extend_from_slice(&digits[..exp as usize]);
            if t > 0 {
                m.push(b'.');
                m.extend_from_slice(&digits[exp as usize..(exp + t) as usize]);
            }
        }
    } else {
        let zeros = (-exp).min(prec).max(0);
        let t = n.min(prec + exp).max(0);
        if zeros > 0 || t > 0 {
            m.extend_from_slice(b"0.");
            m.extend(core::iter::repeat_n(b'0', zeros as usize));
            m.extend_from_slice(&digits[..t as usize]);
        } else {
            m.push(b'0');
        }
    }
    m
}

/// FormattedFloatingDecimal.fillScientific: mantissa and signed exponent (>= 2 digits).
fn fill_scientific(prec: i32, digits: &[u8], exp: i32) -> (Vec<u8>, Vec<u8>) {
    let n = digits.len() as i32;
    let t = (n - 1).min(prec).max(0);
    let mut m = Vec::new();
    m.push(digits[0]);
    if t > 0 {
        m.push(b'.');
        m.extend_from_slice(&digits[1..=t as usize]);
    }
    let (sign, e) = if exp <= 0 {
        (b'-', -exp + 1)
    } else {
        (b'+', exp - 1)
    };
    let mut x = Vec::new();
    x.push(sign);
    x.extend_from_slice(format!("{e:02}").as_bytes());
    (m, x)
}

/// Formatter.addZeros: pads the fraction of `m` with zeros to `prec` digits.
fn add_zeros(m: &mut Vec<u8>, prec: i32) {
    let len = m.len();
    let i = m.iter().position(|&c| c == b'.').unwrap_or(len);
    let need_dot = i == len;
    let out_prec = len as i32 - i as i32 - if need_dot { 0 } else { 1 };
    if out_prec >= prec {
        return;
    }
    if need_dot {
        m.push(b'.');
    }
    m.extend(core::iter::repeat_n(b'0', (prec - out_prec) as usize));
}

fn print_double(sp: &Spec, value: f64, out: &mut Vec<u16>) -> Result<(), JErr> {
    if sp.conv == b'a' {
        return Err(err(
            "",
            format!(
                "java.util.Formatter: hexadecimal floating-point conversion {} is not supported",
                sp.text()
            ),
        ));
    }
    let mut sb: Vec<u16> = Vec::new();
    let upper = sp.has(UPPER);
    if value.is_nan() {
        sb.extend(utf16(if upper { "NAN" } else { "NaN" }));
        justify(sp, &sb, out);
        return Ok(());
    }
    // Double.compare(value, 0.0) == -1: -0.0 counts as negative.
    let neg = value.is_sign_negative();
    let v = value.abs();
    leading_sign(sp, neg, &mut sb);
    if v.is_infinite() {
        sb.extend(utf16(if upper { "INFINITY" } else { "Infinity" }));
    } else {
        print_finite(sp, &mut sb, v, neg);
    }
    trailing_sign(sp, neg, &mut sb);
    justify(sp, &sb, out);
    Ok(())
}

fn print_finite(sp: &Spec, sb: &mut Vec<u16>, v: f64, neg: bool) {
    let (mut digits, dec_exp) = if v == 0.0 {
        (alloc::vec![b'0'], 0)
    } else {
        double_digits(v, false)
    };
    let alt = sp.has(ALT);
    let exp_char = if sp.has(UPPER) { b'E' } else { b'e' } as u16;
    match sp.conv {
        b'e' => {
            let prec = if sp.precision == -1 { 6 } else { sp.precision };
            let exp = apply_precision(dec_exp, &mut digits, prec + 1);
            let (mut m, x) = fill_scientific(prec, &digits, exp);
            add_zeros(&mut m, prec);
            if alt && prec == 0 {
                m.push(b'.');
            }
            let x = if v == 0.0 { b"+00".to_vec() } else { x };
            let w = if sp.width == -1 {
                -1
            } else {
                adjust_width(sp.width - x.len() as i32 - 1, sp.flags, neg)
            };
            localized_magnitude(sb, &m, sp.sym, sp.flags, w);
            sb.push(exp_char);
            sb.extend(x.iter().map(|&b| b as u16));
        }
        b'f' => {
            let prec = if sp.precision == -1 { 6 } else { sp.precision };
            let exp = apply_precision(dec_exp, &mut digits, dec_exp + prec);
            let mut m = fill_decimal(prec, &digits, exp);
            add_zeros(&mut m, prec);
            if alt && prec == 0 {
                m.push(b'.');
            }
            localized_magnitude(
                sb,
                &m,
                sp.sym,
                sp.flags,
                adjust_width(sp.width, sp.flags, neg),
            );
        }
        _ => {
            let mut prec = match sp.precision {
                -1 => 6,
                0 => 1,
                p => p,
            };
            let (mut m, x, exp_rounded) = if v == 0.0 {
                (alloc::vec![b'0'], None, 0)
            } else {
                let exp = apply_precision(dec_exp, &mut digits, prec);
                if exp - 1 < -4 || exp > prec {
                    let (m, x) = fill_scientific(prec - 1, &digits, exp);
                    (m, Some(x), exp - 1)
                } else {
                    (fill_decimal(prec - exp, &digits, exp), None, exp - 1)
                }
            };
            if x.is_some() {
                prec -= 1;
            } else {
                prec -= exp_rounded + 1;
            }
            add_zeros(&mut m, prec);
            if alt && prec == 0 {
                m.push(b'.');
            }
            let w = match (&x, sp.width) {
                (_, -1) => -1,
                (Some(x), w) => adjust_width(w - x.len() as i32 - 1, sp.flags, neg),
                (None, w) => adjust_width(w, sp.flags, neg),
            };
            localized_magnitude(sb, &m, sp.sym, sp.flags, w);
            if let Some(x) = x {
                sb.push(exp_char);
                sb.extend(x.iter().map(|&b| b as u16));
            }
        }
    }
}

/// The Java calls (in order) that formatting `fmt` with `args` makes before it ends or
/// fails; parse errors are returned as errors.
pub(crate) fn plan(fmt: &[u16], args: Option<&[Val]>) -> Result<Vec<Call>, JErr> {
    let mut mode = Mode::Plan(Vec::new());
    run(fmt, args, &mut mode, ROOT_SYMBOLS)?;
    match mode {
        Mode::Plan(v) => Ok(v),
        Mode::Render(_) => Ok(Vec::new()),
    }
}

/// The formatted text, given the results of the calls [`plan`] asked for.
pub(crate) fn render(
    fmt: &[u16],
    args: Option<&[Val]>,
    results: &[Res],
    sym: Symbols,
) -> Result<Vec<u16>, JErr> {
    let mut mode = Mode::Render(results.iter());
    run(fmt, args, &mut mode, sym)
}

// --- natives of java.util.Formatter -------------------------------------------------

const F: &str = "Ljava/util/Formatter;";

pub static TABLE: &[Native] = &[
    // symbols(String language, String country): grouping << 16 | decimal separator.
    (
        F,
        "symbols",
        "(Ljava/lang/String;Ljava/lang/String;)I",
        |env, a| {
            let l = env.null_check(arg(a, 0))?;
            let c = env.null_check(arg(a, 1))?;
            let sym = symbols(&env.string_rust(l), &env.string_rust(c));
            Ok(u64::from(
                u32::from(sym.group) << 16 | u32::from(sym.decimal),
            ))
        },
    ),
    (
        F,
        "plan",
        "(Ljava/lang/String;[Ljava/lang/Object;)[I",
        |env, a| {
            let fmt = env.null_check(arg(a, 0))?;
            let fmt = env.string_utf16(fmt);
            let args = read_args(env, arg(a, 1))?;
            match plan(&fmt, args.as_deref()) {
                Ok(calls) => {
                    let ia = env.find_class("[I")?;
                    let arr = env.new_array(ia, calls.len() as i32)?;
                    for (k, c) in calls.iter().enumerate() {
                        let w = match *c {
                            Call::ToString(i) => (i as u32) << 1,
                            Call::HashCode(i) => (i as u32) << 1 | 1,
                        };
                        env.array_set(arr, Kind::Int, k as u32, w as u64);
                    }
                    Ok(arr as u64)
                }
                Err(e) => Err(throw(env, e)),
            }
        },
    ),
    (
        F,
        "render",
        "(Ljava/lang/String;[Ljava/lang/Object;[Ljava/lang/Object;I)Ljava/lang/String;",
        |env, a| {
            let fmt = env.null_check(arg(a, 0))?;
            let fmt = env.string_utf16(fmt);
            let args = read_args(env, arg(a, 1))?;
            let res_arr = arg(a, 2);
            let int_cls = env.find_class("Ljava/lang/Integer;")?;
            let int_off = env.lib_field(crate::fields::INTEGER_VALUE)?;
            let mut results = Vec::new();
            let n = if res_arr == 0 {
                0
            } else {
                env.array_len(res_arr)
            };
            for k in 0..n {
                let o = env.array_get(res_arr, Kind::Ref, k) as u32;
                results.push(if o == 0 {
                    Res::Text(None)
                } else if env.class_of(o) == int_cls {
                    Res::Hash(env.get(o, int_off) as i32)
                } else {
                    Res::Text(Some(env.string_utf16(o)))
                });
            }
            let sym = Symbols {
                group: (arg(a, 3) >> 16) as u16,
                decimal: arg(a, 3) as u16,
            };
            match render(&fmt, args.as_deref(), &results, sym) {
                Ok(t) => Ok(env.new_string(&t)? as u64),
                Err(e) => Err(throw(env, e)),
            }
        },
    ),
];

fn throw(env: &mut Env<'_>, e: JErr) -> Throw {
    env.throw(e.0, &e.1)
}

/// The formatter's view of an Object[] of arguments (None: the array itself is null).
fn read_args(env: &mut Env<'_>, arr: u32) -> Result<Option<Vec<Val>>, Throw> {
    if arr == 0 {
        return Ok(None);
    }
    use crate::fields as f;
    let boxes: [(&str, FieldSlot, u8); 8] = [
        ("Ljava/lang/Integer;", f::INTEGER_VALUE, 0),
        ("Ljava/lang/Long;", f::LONG_VALUE, 1),
        ("Ljava/lang/Short;", f::SHORT_VALUE, 2),
        ("Ljava/lang/Byte;", f::BYTE_VALUE, 3),
        ("Ljava/lang/Double;", f::DOUBLE_VALUE, 4),
        ("Ljava/lang/Float;", f::FLOAT_VALUE, 5),
        ("Ljava/lang/Character;", f::CHARACTER_VALUE, 6),
        ("Ljava/lang/Boolean;", f::BOOLEAN_VALUE, 7),
    ];
    let mut known = Vec::new();
    for (d, slot, t) in boxes {
        let c = env.find_class(d)?;
        let off = env.lib_field(slot)?;
        known.push((c, t, off));
    }
    let n = env.array_len(arr);
    let mut out = Vec::with_capacity(n as usize);
    for k in 0..n {
        let o = env.array_get(arr, Kind::Ref, k) as u32;
        if o == 0 {
            out.push(Val::Null);
            continue;
        }
        let c = env.class_of(o);
        if env.is_string(o) {
            out.push(Val::Str(env.string_utf16(o)));
            continue;
        }
        let v = match known.iter().find(|k| k.0 == c) {
            Some(&(_, t, off)) => match t {
                0 => Val::Int(env.get(o, off) as u32 as i32 as i64, 32),
                1 => Val::Int(env.get(o, off) as i64, 64),
                2 => Val::Int(env.get(o, off) as u32 as i32 as i64, 16),
                3 => Val::Int(env.get(o, off) as u32 as i32 as i64, 8),
                4 => Val::Double(f64::from_bits(env.get(o, off))),
                5 => Val::Float(f32::from_bits(env.get(o, off) as u32)),
                6 => Val::Char(env.get(o, off) as u16),
                _ => Val::Bool(env.get(o, off) != 0),
            },
            None => Val::Other(java_name(env.descriptor(c))),
        };
        out.push(v);
    }
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn f(fmt: &str, args: &[Val]) -> String {
        let u = utf16(fmt);
        match render(&u, Some(args), &[], ROOT_SYMBOLS) {
            Ok(t) => String::from_utf16_lossy(&t),
            Err(e) => format!("{}: {}", e.0, e.1),
        }
    }

    #[test]
    fn integers() {
        assert_eq!(f("%,d", &[Val::Int(1234567, 32)]), "1,234,567");
        assert_eq!(f("%x", &[Val::Int(-1, 32)]), "ffffffff");
        assert_eq!(f("%x", &[Val::Int(-1, 8)]), "ff");
        assert_eq!(f("%08X", &[Val::Int(255, 32)]), "000000FF");
        assert_eq!(f("%(,d", &[Val::Int(-1234, 64)]), "(1,234)");
        assert_eq!(f("%+05d", &[Val::Int(42, 32)]), "+0042");
        assert_eq!(f("%#o", &[Val::Int(8, 32)]), "010");
    }

    #[test]
    fn floats() {
        assert_eq!(f("%.1f", &[Val::Double(0.15)]), "0.2");
        assert_eq!(f("%.2f", &[Val::Double(1.005)]), "1.01");
        assert_eq!(f("%e", &[Val::Double(0.0)]), "0.000000e+00");
        assert_eq!(f("%g", &[Val::Double(0.0001)]), "0.000100000");
        assert_eq!(f("%g", &[Val::Double(1234567.0)]), "1.23457e+06");
        assert_eq!(f("%010.3f", &[Val::Double(-3.25159)]), "-00003.252");
        assert_eq!(f("%(,.2f", &[Val::Double(-1234.5)]), "(1,234.50)");
        assert_eq!(f("%E", &[Val::Double(f64::from_bits(1))]), "4.900000E-324");
        assert_eq!(f("%010f", &[Val::Double(f64::NAN)]), "       NaN");
        assert_eq!(
            f("%f", &[Val::Double(1e20)]),
            "100000000000000000000.000000"
        );
    }

    #[test]
    fn errors_and_indices() {
        assert_eq!(
            f("%q", &[]),
            "Ljava/util/UnknownFormatConversionException;: Conversion = 'q'"
        );
        assert_eq!(
            f("%-2$5s", &[]),
            "Ljava/util/UnknownFormatConversionException;: Conversion = '-'"
        );
        assert_eq!(
            f("%s %s", &[Val::Str(utf16("a"))]),
            "Ljava/util/MissingFormatArgumentException;: Format specifier '%s'"
        );
        assert_eq!(
            f("%999999999s", &[Val::Null]),
            "Ljava/lang/OutOfMemoryError;: Java heap space"
        );
        let a = Val::Str(utf16("a"));
        let b = Val::Str(utf16("b"));
        assert_eq!(f("%1$s %1$s %s %s %<s", &[a, b]), "a a a b b");
        let xs = vec![Val::Other("X".into()); 3];
        let p = plan(&utf16("%s %h %d"), Some(&xs)).unwrap();
        assert_eq!(p, vec![Call::ToString(0), Call::HashCode(1)]);
    }
}
