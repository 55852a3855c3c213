//! Natives of the text and number library added with java.util.Formatter and regex:
//! [`lookup`] binds them from this module's table (String's byte conversions,
//! regionMatches and getChars, after the JDK 17 String sources' rules; the byte
//! conversions run the codecs of `super::charset`, replacing what they cannot convert)
//! and from format, numbers, regex and arrays.

use alloc::format;
use alloc::vec::Vec;

use dexmetal_vm::native::Kind;
use dexmetal_vm::native::{arg, Native};
use dexmetal_vm::native::{Env, Throw};

const S: &str = "Ljava/lang/String;";

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
        "utf-16" | "utf_16" | "utf16" | "unicode" | "unicodebig" => Ok(Charset::Utf16),
        "utf-16be" | "utf_16be" | "iso-10646-ucs-2" | "x-utf-16be" | "unicodebigunmarked" => {
            Ok(Charset::Utf16Be)
        }
        "utf-16le" | "utf_16le" | "x-utf-16le" | "unicodelittleunmarked" => Ok(Charset::Utf16Le),
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

pub(crate) use super::charset::Charset;

/// String.getBytes in `cs` (the charset's encoder replacing what it cannot encode).
pub(crate) fn encode(s: &[u16], cs: Charset) -> Vec<u8> {
    super::charset::encode_all(s, cs)
}

/// new String(bytes, cs) (the charset's decoder replacing malformed input).
pub(crate) fn decode(b: &[u8], cs: Charset) -> Vec<u16> {
    super::charset::decode_all(b, cs)
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
            &format!("java.lang.String: charset {n} is not supported (UTF-8, UTF-16, ISO-8859-1 and US-ASCII are)"),
        )),
        Err(false) => Err(env.throw("Ljava/io/UnsupportedEncodingException;", &n)),
    }
}

/// The codec of a java.nio.charset.Charset (by its name; NullPointerException for null).
fn charset_obj(env: &mut Env<'_>, cs: u32) -> Result<Charset, Throw> {
    if cs == 0 {
        return Err(env.throw_new("Ljava/lang/NullPointerException;"));
    }
    let field = env.lib_field(crate::fields::CHARSET_NAME)?;
    let name = env.get(cs, field) as u32;
    let n = env.string_rust(name);
    charset(&n).map_err(|_| {
        let m = format!("java.lang.String: charset {n} is not supported");
        env.throw("Ljava/lang/UnsupportedOperationException;", &m)
    })
}

/// The bytes `off..off+len` of a byte[], after String's bounds check.
fn bytes_range(env: &mut Env<'_>, arr: u32, off: i32, len: i32) -> Result<Vec<u8>, Throw> {
    let arr = env.null_check(arr)?;
    let n = env.array_len(arr) as i32;
    if !crate::arrays::slice_fits(n as u32, off, len) {
        let m = format!("offset {off}, count {len}, length {n}");
        return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
    }
    Ok(env.get_bytes(arr, off as u32, len as u32))
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
    (S, "getBytes", "(Ljava/nio/charset/Charset;)[B", |env, a| {
        let cs = charset_obj(env, arg(a, 1))?;
        let s = env.string_utf16(arg(a, 0));
        Ok(env.new_byte_array(&encode(&s, cs))? as u64)
    }),
    (S, "<init>", "([BLjava/nio/charset/Charset;)V", |env, a| {
        let arr = env.null_check(arg(a, 1))?;
        let cs = charset_obj(env, arg(a, 2))?;
        let n = env.array_len(arr) as i32;
        let b = bytes_range(env, arr, 0, n)?;
        init_string(env, arg(a, 0), &decode(&b, cs))
    }),
    (
        S,
        "<init>",
        "([BIILjava/nio/charset/Charset;)V",
        |env, a| {
            let cs = charset_obj(env, arg(a, 4))?;
            let b = bytes_range(env, arg(a, 1), arg(a, 2) as i32, arg(a, 3) as i32)?;
            init_string(env, arg(a, 0), &decode(&b, cs))
        },
    ),
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
