//! Number <-> text conversions with Java's exact rules (java.lang.Integer/Long/Double/
//! Float toString and parse*): Double/Float.toString print the shortest digit string
//! that round-trips (core's `{:e}` formatting is shortest-round-trip) re-laid out per
//! JLS/Javadoc: plain decimal in [1e-3, 1e7), otherwise computerized scientific notation.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Java's Double.toString / Float.toString given the shortest `{:e}` rendering.
fn java_float_text(sci: &str, neg: bool, is_nan: bool, is_inf: bool, is_zero: bool) -> String {
    if is_nan {
        return String::from("NaN");
    }
    let sign = if neg { "-" } else { "" };
    if is_inf {
        return format!("{sign}Infinity");
    }
    if is_zero {
        return format!("{sign}0.0");
    }
    // sci looks like "1.2345e-7" or "5e3" (no sign: the caller passes |x|).
    let (mant, exp) = sci.split_once('e').unwrap_or((sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let digits: Vec<u8> = mant.bytes().filter(|b| b.is_ascii_digit()).collect();
    let mut out = String::from(sign);
    if (-3..7).contains(&exp) {
        if exp >= 0 {
            let int_len = exp as usize + 1;
            for i in 0..int_len {
                out.push(*digits.get(i).unwrap_or(&b'0') as char);
            }
            out.push('.');
            if digits.len() > int_len {
                for &d in &digits[int_len..] {
                    out.push(d as char);
                }
            } else {
                out.push('0');
            }
        } else {
            out.push_str("0.");
            for _ in 0..(-exp - 1) {
                out.push('0');
            }
            for &d in &digits {
                out.push(d as char);
            }
        }
    } else {
        out.push(digits[0] as char);
        out.push('.');
        if digits.len() > 1 {
            for &d in &digits[1..] {
                out.push(d as char);
            }
        } else {
            out.push('0');
        }
        out.push('E');
        out.push_str(&format!("{exp}"));
    }
    out
}

pub fn double_to_string(x: f64) -> String {
    java_float_text(
        &format!("{:e}", x.abs()),
        x.is_sign_negative(),
        x.is_nan(),
        x.is_infinite(),
        x == 0.0,
    )
}

pub fn float_to_string(x: f32) -> String {
    java_float_text(
        &format!("{:e}", x.abs()),
        x.is_sign_negative(),
        x.is_nan(),
        x.is_infinite(),
        x == 0.0,
    )
}

/// Integer.toString(i, radix) / Long.toString(l, radix).
pub fn to_radix(v: i64, radix: u32) -> String {
    let radix = if (2..=36).contains(&radix) { radix } else { 10 };
    let neg = v < 0;
    let mut u = v.unsigned_abs();
    let mut buf = Vec::new();
    loop {
        let d = (u % radix as u64) as u32;
        buf.push(core::char::from_digit(d, radix).unwrap_or('?'));
        u /= radix as u64;
        if u == 0 {
            break;
        }
    }
    if neg {
        buf.push('-');
    }
    buf.iter().rev().collect()
}

/// Unsigned rendering with `bits` per digit (toHexString/toOctalString/toBinaryString).
pub fn to_unsigned(v: u64, shift: u32) -> String {
    let radix = 1u64 << shift;
    let mut u = v;
    let mut buf = Vec::new();
    loop {
        buf.push(core::char::from_digit((u % radix) as u32, radix as u32).unwrap_or('?'));
        u >>= shift;
        if u == 0 {
            break;
        }
    }
    buf.iter().rev().collect()
}

/// Java's parseInt/parseLong core: `Err(())` means NumberFormatException.
pub fn parse_integer(s: &[u16], radix: u32, min: i64, max: i64) -> Result<i64, ()> {
    if !(2..=36).contains(&radix) || s.is_empty() {
        return Err(());
    }
    let (neg, digits) = match s[0] {
        0x2d => (true, &s[1..]),
        0x2b => (false, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() {
        return Err(());
    }
    let mut acc: i128 = 0;
    for &c in digits {
        let ch = char::from_u32(c as u32).ok_or(())?;
        let d = ch.to_digit(radix).ok_or(())?;
        acc = acc * radix as i128 + d as i128;
        if acc > (max as i128) + 1 {
            return Err(());
        }
    }
    let v = if neg { -acc } else { acc };
    if v < min as i128 || v > max as i128 {
        return Err(());
    }
    Ok(v as i64)
}

/// Double.parseDouble: Java syntax (trimmed, optional sign, NaN/Infinity, optional
/// f/F/d/D suffix). Hex floats are not supported yet.
pub fn parse_double(s: &str) -> Option<f64> {
    let t = s.trim_matches(|c: char| c <= ' ');
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let v = if body == "NaN" {
        f64::NAN
    } else if body == "Infinity" {
        f64::INFINITY
    } else {
        let body = body.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(body);
        if body.is_empty()
            || !body.bytes().all(|b| {
                b.is_ascii_digit() || b == b'.' || b == b'e' || b == b'E' || b == b'-' || b == b'+'
            })
        {
            return None;
        }
        if !body
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_digit() || b == b'.')
        {
            return None;
        }
        body.parse::<f64>().ok()?
    };
    Some(if neg { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn java_double_format() {
        assert_eq!(double_to_string(0.1), "0.1");
        assert_eq!(double_to_string(1.5), "1.5");
        assert_eq!(double_to_string(1.0e10), "1.0E10");
        assert_eq!(double_to_string(1.0e-5), "1.0E-5");
        assert_eq!(double_to_string(f64::NAN), "NaN");
        assert_eq!(double_to_string(f64::NEG_INFINITY), "-Infinity");
        assert_eq!(double_to_string(-0.0), "-0.0");
        assert_eq!(double_to_string(100.0), "100.0");
        assert_eq!(double_to_string(1234567.0), "1234567.0");
        assert_eq!(double_to_string(12345678.0), "1.2345678E7");
        assert_eq!(double_to_string(0.001), "0.001");
        assert_eq!(double_to_string(0.0001234), "1.234E-4");
        assert_eq!(double_to_string(1.0 / 3.0), "0.3333333333333333");
        assert_eq!(float_to_string(0.1f32), "0.1");
        assert_eq!(float_to_string(3.4028235e38f32), "3.4028235E38");
    }
    #[test]
    fn radix_and_parse() {
        assert_eq!(to_radix(-255, 16), "-ff");
        assert_eq!(to_radix(i64::MIN, 10), "-9223372036854775808");
        assert_eq!(to_unsigned(-1i32 as u32 as u64, 4), "ffffffff");
        let s: Vec<u16> = "-2147483648".encode_utf16().collect();
        assert_eq!(
            parse_integer(&s, 10, i32::MIN as i64, i32::MAX as i64),
            Ok(i32::MIN as i64)
        );
        let s: Vec<u16> = "2147483648".encode_utf16().collect();
        assert!(parse_integer(&s, 10, i32::MIN as i64, i32::MAX as i64).is_err());
        assert_eq!(parse_double(" 1.5e3 "), Some(1500.0));
        assert_eq!(parse_double("abc"), None);
    }
}
