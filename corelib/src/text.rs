//! Natives of the text and number library added with java.util.Formatter and regex:
//! [`lookup`] binds them from this module's table (String's byte conversions,
//! regionMatches and getChars, after the JDK 17 String sources' rules: UTF-8 decoding
//! replaces each malformed sequence as String.decodeUTF8_UTF16 does, encoders write
//! '?' for what a charset cannot hold) and from format, numbers, regex and arrays.

use alloc::format;
use alloc::vec::Vec;

use dexmetal_vm::native::Kind;
use dexmetal_vm::native::{arg, Native};
use dexmetal_vm::native::{Env, Throw};

const S: &str = "Ljava/lang/String;";
const REPL: u16 = 0xfffd;

/// The charsets String's byte conversions implement.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Charset {
    Utf8,
    Latin1,
    Ascii,
}

/// Charset.forName's aliases of the implemented charsets, case-insensitive; Err(true)
/// for other standard charsets (not implemented here), Err(false) for unknown names.
pub(crate) fn charset(name: &str) -> Result<Charset, bool> {
    let n = name.to_ascii_lowercase();
    match n.as_str() {
        "utf-8" | "utf8" | "unicode-1-1-utf-8" => Ok(Charset::Utf8),
        "iso-8859-1" | "iso8859_1" | "iso_8859_1" | "iso_8859-1" | "iso8859-1" | "8859_1"
        | "latin1" | "l1" | "iso-ir-100" | "ibm819" | "cp819" | "csisolatin1" | "819"
        | "ibm-819" | "iso_8859-1:1987" => Ok(Charset::Latin1),
        "us-ascii" | "ascii" | "iso646-us" | "us" | "ibm367" | "cp367" | "csascii" | "default"
        | "646" | "iso_646.irv:1983" | "iso_646.irv:1991" | "ansi_x3.4-1968" | "ansi_x3.4-1986"
        | "iso-ir-6" | "ascii7" => Ok(Charset::Ascii),
        _ if n.starts_with("utf-16")
            || n.starts_with("utf-32")
            || n.starts_with("utf_16")
            || n.starts_with("unicode")
            || n.starts_with("windows-")
            || n.starts_with("cp")
            || n.starts_with("iso-8859-")
            || n.starts_with("iso8859_")
            || [
                "koi8-r",
                "koi8-u",
                "shift_jis",
                "euc-jp",
                "euc-kr",
                "gbk",
                "gb2312",
                "gb18030",
                "big5",
            ]
            .contains(&n.as_str()) =>
        {
            Err(true)
        }
        _ => Err(false),
    }
}

/// String.getBytes in `cs`: UTF-8 writes '?' for an unpaired surrogate; Latin-1 and
/// ASCII write one '?' for each character (a surrogate pair is one) they cannot hold.
pub(crate) fn encode(s: &[u16], cs: Charset) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i] as u32;
        i += 1;
        let pair = (0xd800..0xdc00).contains(&c)
            && i < s.len()
            && (0xdc00..0xe000).contains(&(s[i] as u32));
        match cs {
            Charset::Utf8 => {
                if pair {
                    let cp = 0x10000 + ((c - 0xd800) << 10) + (s[i] as u32 - 0xdc00);
                    i += 1;
                    out.extend_from_slice(&[
                        (0xf0 | (cp >> 18)) as u8,
                        (0x80 | ((cp >> 12) & 0x3f)) as u8,
                        (0x80 | ((cp >> 6) & 0x3f)) as u8,
                        (0x80 | (cp & 0x3f)) as u8,
                    ]);
                } else if (0xd800..0xe000).contains(&c) {
                    out.push(b'?');
                } else if c < 0x80 {
                    out.push(c as u8);
                } else if c < 0x800 {
                    out.extend_from_slice(&[(0xc0 | (c >> 6)) as u8, (0x80 | (c & 0x3f)) as u8]);
                } else {
                    out.extend_from_slice(&[
                        (0xe0 | (c >> 12)) as u8,
                        (0x80 | ((c >> 6) & 0x3f)) as u8,
                        (0x80 | (c & 0x3f)) as u8,
                    ]);
                }
            }
            Charset::Latin1 | Charset::Ascii => {
                let limit = if cs == Charset::Latin1 { 0x100 } else { 0x80 };
                if pair {
                    i += 1;
                    out.push(b'?');
                } else if c < limit {
                    out.push(c as u8);
                } else {
                    out.push(b'?');
                }
            }
        }
    }
    out
}

fn cont(b: u8) -> bool {
    b & 0xc0 == 0x80
}

/// UTF-8 to UTF-16 with JDK 17's replacement of malformed input: one U+FFFD for each
/// maximal ill-formed prefix the JDK decoder recognizes (lone or overlong leads,
/// surrogates, code points past U+10FFFF, sequences cut short).
fn decode_utf8(b: &[u8]) -> Vec<u16> {
    let mut out = Vec::with_capacity(b.len());
    let n = b.len();
    let mut i = 0;
    while i < n {
        let b1 = b[i];
        i += 1;
        if b1 < 0x80 {
            out.push(b1 as u16);
        } else if (0xc2..0xe0).contains(&b1) {
            if i < n {
                if cont(b[i]) {
                    out.push((((b1 as u16) & 0x1f) << 6) | (b[i] as u16 & 0x3f));
                    i += 1;
                } else {
                    out.push(REPL);
                }
                continue;
            }
            out.push(REPL);
            break;
        } else if (0xe0..0xf0).contains(&b1) {
            let bad_second = |b2: u8| (b1 == 0xe0 && b2 & 0xe0 == 0x80) || !cont(b2);
            if i + 1 < n {
                let (b2, b3) = (b[i], b[i + 1]);
                if bad_second(b2) || !cont(b3) {
                    out.push(REPL);
                    // Only the lead (or lead and a valid second byte) is skipped.
                    i += if bad_second(b2) { 0 } else { 1 };
                } else {
                    i += 2;
                    let c =
                        ((b1 as u16 & 0x0f) << 12) | ((b2 as u16 & 0x3f) << 6) | (b3 as u16 & 0x3f);
                    out.push(if (0xd800..0xe000).contains(&c) {
                        REPL
                    } else {
                        c
                    });
                }
                continue;
            }
            if i < n && bad_second(b[i]) {
                out.push(REPL);
                continue;
            }
            out.push(REPL);
            break;
        } else if (0xf0..0xf8).contains(&b1) {
            let bad_second = |b2: u8| {
                (b1 == 0xf0 && !(0x90..=0xbf).contains(&b2))
                    || (b1 == 0xf4 && b2 & 0xf0 != 0x80)
                    || !cont(b2)
            };
            if i + 2 < n {
                let (b2, b3, b4) = (b[i], b[i + 1], b[i + 2]);
                let cp = ((b1 as u32 & 0x07) << 18)
                    | ((b2 as u32 & 0x3f) << 12)
                    | ((b3 as u32 & 0x3f) << 6)
                    | (b4 as u32 & 0x3f);
                if !cont(b2) || !cont(b3) || !cont(b4) || !(0x10000..0x110000).contains(&cp) {
                    out.push(REPL);
                    // Skip the lead, plus what of the sequence was well formed.
                    i += if b1 > 0xf4 || bad_second(b2) {
                        0
                    } else if !cont(b3) {
                        1
                    } else {
                        2
                    };
                } else {
                    i += 3;
                    out.push((0xd800 + ((cp - 0x10000) >> 10)) as u16);
                    out.push((0xdc00 + ((cp - 0x10000) & 0x3ff)) as u16);
                }
                continue;
            }
            if b1 > 0xf4 || (i < n && bad_second(b[i])) {
                out.push(REPL);
                continue;
            }
            i += 1;
            out.push(REPL);
            if i < n && !cont(b[i]) {
                continue;
            }
            break;
        } else {
            out.push(REPL);
        }
    }
    out
}

pub(crate) fn decode(b: &[u8], cs: Charset) -> Vec<u16> {
    match cs {
        Charset::Utf8 => decode_utf8(b),
        Charset::Latin1 => b.iter().map(|&x| x as u16).collect(),
        Charset::Ascii => b
            .iter()
            .map(|&x| if x < 0x80 { x as u16 } else { REPL })
            .collect(),
    }
}

/// The charset named by String `name`, or the exception Java throws for it.
fn charset_arg(env: &mut Env<'_>, name: u32) -> Result<Charset, Throw> {
    if name == 0 {
        return Err(env.throw("Ljava/lang/NullPointerException;", "charsetName"));
    }
    let n = env.string_rust(name);
    match charset(&n) {
        Ok(c) => Ok(c),
        Err(true) => Err(env.throw(
            "Ljava/lang/UnsupportedOperationException;",
            &format!("java.lang.String: charset {n} is not supported (UTF-8, ISO-8859-1 and US-ASCII are)"),
        )),
        Err(false) => Err(env.throw("Ljava/io/UnsupportedEncodingException;", &n)),
    }
}

/// The bytes `off..off+len` of a byte[], after String's bounds check.
fn bytes_range(env: &mut Env<'_>, arr: u32, off: i32, len: i32) -> Result<Vec<u8>, Throw> {
    let arr = env.null_check(arr)?;
    let n = env.array_len(arr) as i32;
    if off < 0 || len < 0 || off > n - len {
        let m = format!("offset {off}, count {len}, length {n}");
        return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
    }
    Ok((off..off + len)
        .map(|k| env.array_get(arr, Kind::Byte, k as u32) as u8)
        .collect())
}

fn init_string(env: &mut Env<'_>, s: u32, chars: &[u16]) -> Result<u64, Throw> {
    let arr = env.new_char_array(chars)?;
    let value = env.lib_field(crate::fields::STRING_VALUE)?;
    env.set(s, value, arr as u64);
    Ok(0)
}

/// String.regionMatches: false for regions out of range; with `ignore_case` code points
/// compare equal when their upper cases, or the lower cases of those, are equal.
fn region_matches(a: &[u16], ta: i32, b: &[u16], tb: i32, len: i32, ignore_case: bool) -> bool {
    if tb < 0
        || ta < 0
        || ta as i64 > a.len() as i64 - len as i64
        || tb as i64 > b.len() as i64 - len as i64
    {
        return false;
    }
    if len <= 0 {
        return true;
    }
    let (x, y) = (
        &a[ta as usize..(ta + len) as usize],
        &b[tb as usize..(tb + len) as usize],
    );
    if !ignore_case {
        return x == y;
    }
    let cps = |s: &[u16]| -> Vec<u32> {
        char::decode_utf16(s.iter().copied())
            .map(|r| {
                r.map(|c| c as u32)
                    .unwrap_or_else(|e| e.unpaired_surrogate() as u32)
            })
            .collect()
    };
    let (x, y) = (cps(x), cps(y));
    if x.len() != y.len() {
        return false;
    }
    let (up, low) = (super::string::upper_cp, super::string::lower_cp);
    x.iter().zip(y.iter()).all(|(&p, &q)| {
        p == q || {
            let (u1, u2) = (up(p), up(q));
            u1 == u2 || low(u1) == low(u2)
        }
    })
}

pub static TABLE: &[Native] = &[
    (S, "getBytes", "()[B", |env, a| {
        let s = env.string_utf16(arg(a, 0));
        Ok(env.new_byte_array(&encode(&s, Charset::Utf8))? as u64)
    }),
    (S, "getBytes", "(Ljava/lang/String;)[B", |env, a| {
        let cs = charset_arg(env, arg(a, 1))?;
        let s = env.string_utf16(arg(a, 0));
        Ok(env.new_byte_array(&encode(&s, cs))? as u64)
    }),
    (S, "<init>", "([B)V", |env, a| {
        let arr = env.null_check(arg(a, 1))?;
        let n = env.array_len(arr) as i32;
        let b = bytes_range(env, arr, 0, n)?;
        init_string(env, arg(a, 0), &decode(&b, Charset::Utf8))
    }),
    (S, "<init>", "([BII)V", |env, a| {
        let b = bytes_range(env, arg(a, 1), arg(a, 2) as i32, arg(a, 3) as i32)?;
        init_string(env, arg(a, 0), &decode(&b, Charset::Utf8))
    }),
    (S, "<init>", "([BLjava/lang/String;)V", |env, a| {
        let cs = charset_arg(env, arg(a, 2))?;
        let arr = env.null_check(arg(a, 1))?;
        let n = env.array_len(arr) as i32;
        let b = bytes_range(env, arr, 0, n)?;
        init_string(env, arg(a, 0), &decode(&b, cs))
    }),
    (S, "<init>", "([BIILjava/lang/String;)V", |env, a| {
        let cs = charset_arg(env, arg(a, 4))?;
        let b = bytes_range(env, arg(a, 1), arg(a, 2) as i32, arg(a, 3) as i32)?;
        init_string(env, arg(a, 0), &decode(&b, cs))
    }),
    (S, "getChars", "(II[CI)V", |env, a| {
        let s = env.string_utf16(arg(a, 0));
        let (b, e) = (arg(a, 1) as i32, arg(a, 2) as i32);
        let len = s.len() as i32;
        if b < 0 || b > e || e > len {
            let m = format!("begin {b}, end {e}, length {len}");
            return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
        }
        let dst = env.null_check(arg(a, 3))?;
        let (off, n, dl) = (arg(a, 4) as i32, e - b, env.array_len(dst) as i32);
        if off < 0 || off > dl - n {
            let m = format!("offset {off}, count {n}, length {dl}");
            return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
        }
        for k in 0..n {
            let c = s[(b + k) as usize];
            env.array_set(dst, Kind::Char, (off + k) as u32, c as u64);
        }
        Ok(0)
    }),
    (S, "regionMatches", "(ILjava/lang/String;II)Z", |env, a| {
        let o = env.null_check(arg(a, 2))?;
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        let r = region_matches(
            &x,
            arg(a, 1) as i32,
            &y,
            arg(a, 3) as i32,
            arg(a, 4) as i32,
            false,
        );
        Ok(r as u64)
    }),
    (S, "regionMatches", "(ZILjava/lang/String;II)Z", |env, a| {
        let o = env.null_check(arg(a, 3))?;
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        let r = region_matches(
            &x,
            arg(a, 2) as i32,
            &y,
            arg(a, 4) as i32,
            arg(a, 5) as i32,
            arg(a, 1) != 0,
        );
        Ok(r as u64)
    }),
];

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn utf8_round_trip_and_replacement() {
        let s: Vec<u16> = "aé€😀".encode_utf16().collect();
        let b = encode(&s, Charset::Utf8);
        assert_eq!(b, "aé€😀".as_bytes());
        assert_eq!(decode_utf8(&b), s);
        assert_eq!(encode(&[0xd800, 0x41], Charset::Utf8), b"?A");
        assert_eq!(decode_utf8(&[0xed, 0xa0, 0x80]), vec![REPL]);
        assert_eq!(decode_utf8(&[0xc0, 0x80]), vec![REPL, REPL]);
        assert_eq!(decode_utf8(&[0xe2, 0x82]), vec![REPL]);
        assert_eq!(encode(&s, Charset::Ascii), b"a???");
        assert_eq!(encode(&s, Charset::Latin1), b"a\xe9??");
    }

    #[test]
    fn region() {
        let u = |s: &str| -> Vec<u16> { s.encode_utf16().collect() };
        assert!(region_matches(&u("Hello"), 1, &u("xELL"), 1, 3, true));
        assert!(!region_matches(&u("Hello"), 1, &u("xELL"), 1, 3, false));
        assert!(region_matches(&u("a"), 1, &u("b"), 1, 0, false));
        assert!(!region_matches(&u("a"), 2, &u("b"), 0, 0, false));
        assert!(!region_matches(&u("abc"), 0, &u("abc"), 0, 4, false));
    }
}
