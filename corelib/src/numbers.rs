//! Integer/Long/Short/Byte/Character bit and unsigned helpers and the Math extras
//! (nextAfter/nextUp/nextDown/ulp/copySign/getExponent, and hypot/cbrt/log1p/expm1),
//! with the results the JDK 17 API docs and its java.lang sources define. Math.hypot,
//! cbrt and log1p are StrictMath's fdlibm algorithms (`super::fdlibm`); the `libm`
//! crate's expm1 agrees with fdlibm and is used as is.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::fdlibm::{cbrt, hypot, log1p};
use dexmetal_vm::native::{arg, arg_wide, Native};
use dexmetal_vm::native::{Env, Throw};

const I: &str = "Ljava/lang/Integer;";
const L: &str = "Ljava/lang/Long;";
const M: &str = "Ljava/lang/Math;";

fn ri(v: i32) -> Result<u64, Throw> {
    Ok(v as u32 as u64)
}
fn rj(v: i64) -> Result<u64, Throw> {
    Ok(v as u64)
}
fn rd(v: f64) -> Result<u64, Throw> {
    Ok(v.to_bits())
}
fn rf(v: f32) -> Result<u64, Throw> {
    Ok(v.to_bits() as u64)
}
fn da(a: &[u32], i: usize) -> f64 {
    f64::from_bits(arg_wide(a, i))
}
fn fa(a: &[u32], i: usize) -> f32 {
    f32::from_bits(arg(a, i))
}

fn div_zero(env: &mut Env<'_>) -> Throw {
    env.throw("Ljava/lang/ArithmeticException;", "divide by zero")
}

/// Unsigned digits of `v` in `radix` (outside 2..=36: 10, as Long.toUnsignedString).
fn unsigned_string(v: u64, radix: u32) -> String {
    let radix = if (2..=36).contains(&radix) { radix } else { 10 };
    let mut u = v;
    let mut buf = Vec::new();
    loop {
        buf.push(core::char::from_digit((u % radix as u64) as u32, radix).unwrap_or('?'));
        u /= radix as u64;
        if u == 0 {
            break;
        }
    }
    buf.iter().rev().collect()
}

fn nfe(env: &mut Env<'_>, msg: &str) -> Throw {
    env.throw("Ljava/lang/NumberFormatException;", msg)
}

fn for_input(s: &str, radix: u32) -> String {
    if radix == 10 {
        format!("For input string: \"{s}\"")
    } else {
        format!("For input string: \"{s}\" under radix {radix}")
    }
}

/// Integer.parseInt / Long.parseLong over `s` (value range `min..=max`), with the JDK's
/// messages; `cs` selects the CharSequence form's wording ("Error at index N in: ...").
fn parse_signed(s: &[u16], radix: u32, min: i64, max: i64, cs: bool) -> Result<i64, String> {
    let text = String::from_utf16_lossy(s);
    if radix < 2 {
        return Err(format!("radix {radix} less than Character.MIN_RADIX"));
    }
    if radix > 36 {
        return Err(format!("radix {radix} greater than Character.MAX_RADIX"));
    }
    let bad = |i: usize| {
        if cs {
            format!("Error at index {i} in: \"{text}\"")
        } else {
            for_input(&text, radix)
        }
    };
    if s.is_empty() {
        return Err(if cs { String::new() } else { bad(0) });
    }
    let mut i = 0;
    let neg = s[0] == b'-' as u16;
    if s[0] < b'0' as u16 {
        if !neg && s[0] != b'+' as u16 {
            return Err(bad(0));
        }
        i = 1;
        if s.len() == 1 {
            return Err(bad(1));
        }
    }
    let mut acc: i128 = 0;
    while i < s.len() {
        let d = char::from_u32(s[i] as u32).and_then(|c| c.to_digit(radix));
        let Some(d) = d else {
            return Err(bad(i));
        };
        acc = acc * radix as i128 + d as i128;
        let v = if neg { -acc } else { acc };
        if v < min as i128 || v > max as i128 {
            return Err(bad(i));
        }
        i += 1;
    }
    Ok(if neg { -acc } else { acc } as i64)
}

/// Integer.parseUnsignedInt(s, radix).
fn parse_unsigned_int(s: &[u16], radix: u32) -> Result<u32, String> {
    let text = String::from_utf16_lossy(s);
    if s.is_empty() {
        return Err(for_input(&text, radix));
    }
    if s[0] == b'-' as u16 {
        return Err(format!(
            "Illegal leading minus sign on unsigned string {text}."
        ));
    }
    if s.len() <= 5 || (radix == 10 && s.len() <= 9) {
        return parse_signed(s, radix, i32::MIN as i64, i32::MAX as i64, false).map(|v| v as u32);
    }
    let v = parse_signed(s, radix, i64::MIN, i64::MAX, false)?;
    if v as u64 >> 32 == 0 {
        Ok(v as u32)
    } else {
        Err(format!(
            "String value {text} exceeds range of unsigned int."
        ))
    }
}

/// Long.parseUnsignedLong(s, radix).
fn parse_unsigned_long(s: &[u16], radix: u32) -> Result<u64, String> {
    let text = String::from_utf16_lossy(s);
    if s.is_empty() {
        return Err(for_input(&text, radix));
    }
    if s[0] == b'-' as u16 {
        return Err(format!(
            "Illegal leading minus sign on unsigned string {text}."
        ));
    }
    if s.len() <= 12 || (radix == 10 && s.len() <= 18) {
        return parse_signed(s, radix, i64::MIN, i64::MAX, false).map(|v| v as u64);
    }
    // All but the last digit as a signed long, then one more digit with an overflow
    // check, as the JDK does.
    let first = parse_signed(&s[..s.len() - 1], radix, i64::MIN, i64::MAX, true)?;
    let last = char::from_u32(s[s.len() - 1] as u32).and_then(|c| c.to_digit(radix));
    let Some(second) = last else {
        return Err(format!("Bad digit at end of {text}"));
    };
    let result = first.wrapping_mul(radix as i64).wrapping_add(second as i64);
    let guard = radix as i32 * ((first as u64 >> 57) as i32);
    if guard >= 128 || (result >= 0 && guard >= 128 - 36) {
        return Err(format!(
            "String value {text} exceeds range of unsigned long."
        ));
    }
    Ok(result as u64)
}

fn string_arg(env: &mut Env<'_>, s: u32) -> Result<Vec<u16>, Throw> {
    if s == 0 {
        return Err(nfe(env, "Cannot parse null string"));
    }
    Ok(env.string_utf16(s))
}

fn next_after(start: f64, direction: f64) -> f64 {
    if start > direction {
        if start != 0.0 {
            let t = start.to_bits() as i64;
            f64::from_bits((t + if t > 0 { -1 } else { 1 }) as u64)
        } else {
            -f64::from_bits(1)
        }
    } else if start < direction {
        // +0.0 turns -0.0 into +0.0 before stepping.
        let t = (start + 0.0).to_bits() as i64;
        f64::from_bits((t + if t >= 0 { 1 } else { -1 }) as u64)
    } else if start == direction {
        direction
    } else {
        start + direction
    }
}

fn next_after_f(start: f32, direction: f64) -> f32 {
    if (start as f64) > direction {
        if start != 0.0 {
            let t = start.to_bits() as i32;
            f32::from_bits((t + if t > 0 { -1 } else { 1 }) as u32)
        } else {
            -f32::from_bits(1)
        }
    } else if (start as f64) < direction {
        let t = (start + 0.0).to_bits() as i32;
        f32::from_bits((t + if t >= 0 { 1 } else { -1 }) as u32)
    } else if start as f64 == direction {
        direction as f32
    } else {
        start + direction as f32
    }
}

fn next_down(d: f64) -> f64 {
    if d.is_nan() || d == f64::NEG_INFINITY {
        d
    } else if d == 0.0 {
        -f64::from_bits(1)
    } else {
        let t = d.to_bits() as i64;
        f64::from_bits((t + if d > 0.0 { -1 } else { 1 }) as u64)
    }
}

fn next_down_f(d: f32) -> f32 {
    if d.is_nan() || d == f32::NEG_INFINITY {
        d
    } else if d == 0.0 {
        -f32::from_bits(1)
    } else {
        let t = d.to_bits() as i32;
        f32::from_bits((t + if d > 0.0 { -1 } else { 1 }) as u32)
    }
}

fn get_exponent(d: f64) -> i32 {
    ((d.to_bits() >> 52) & 0x7ff) as i32 - 1023
}

fn get_exponent_f(f: f32) -> i32 {
    ((f.to_bits() >> 23) & 0xff) as i32 - 127
}

fn ulp(d: f64) -> f64 {
    match get_exponent(d) {
        1024 => d.abs(),
        -1023 => f64::from_bits(1),
        e => {
            let e = e - 52;
            if e >= -1022 {
                f64::from_bits(((e + 1023) as u64) << 52)
            } else {
                f64::from_bits(1u64 << (e + 1074))
            }
        }
    }
}

fn ulp_f(f: f32) -> f32 {
    match get_exponent_f(f) {
        128 => f.abs(),
        -127 => f32::from_bits(1),
        e => {
            let e = e - 23;
            if e >= -126 {
                f32::from_bits(((e + 127) as u32) << 23)
            } else {
                f32::from_bits(1u32 << (e + 149))
            }
        }
    }
}

pub static TABLE: &[Native] = &[
    // Integer
    (I, "lowestOneBit", "(I)I", |_env, a| {
        let x = arg(a, 0) as i32;
        ri(x & x.wrapping_neg())
    }),
    (I, "divideUnsigned", "(II)I", |env, a| {
        if arg(a, 1) == 0 {
            return Err(div_zero(env));
        }
        ri((arg(a, 0) / arg(a, 1)) as i32)
    }),
    (I, "remainderUnsigned", "(II)I", |env, a| {
        if arg(a, 1) == 0 {
            return Err(div_zero(env));
        }
        ri((arg(a, 0) % arg(a, 1)) as i32)
    }),
    (I, "compareUnsigned", "(II)I", |_env, a| {
        ri(arg(a, 0).cmp(&arg(a, 1)) as i32)
    }),
    (I, "toUnsignedLong", "(I)J", |_env, a| Ok(arg(a, 0) as u64)),
    (I, "toUnsignedString", "(I)Ljava/lang/String;", |env, a| {
        env.ret_str(&unsigned_string(arg(a, 0) as u64, 10))
    }),
    (I, "toUnsignedString", "(II)Ljava/lang/String;", |env, a| {
        env.ret_str(&unsigned_string(arg(a, 0) as u64, arg(a, 1)))
    }),
    (I, "parseUnsignedInt", "(Ljava/lang/String;)I", |env, a| {
        let s = string_arg(env, arg(a, 0))?;
        match parse_unsigned_int(&s, 10) {
            Ok(v) => Ok(v as u64),
            Err(m) => Err(nfe(env, &m)),
        }
    }),
    (I, "parseUnsignedInt", "(Ljava/lang/String;I)I", |env, a| {
        let s = string_arg(env, arg(a, 0))?;
        match parse_unsigned_int(&s, arg(a, 1)) {
            Ok(v) => Ok(v as u64),
            Err(m) => Err(nfe(env, &m)),
        }
    }),
    // Long
    (L, "rotateLeft", "(JI)J", |_env, a| {
        rj(arg_wide(a, 0).rotate_left(arg(a, 2) & 63) as i64)
    }),
    (L, "rotateRight", "(JI)J", |_env, a| {
        rj(arg_wide(a, 0).rotate_right(arg(a, 2) & 63) as i64)
    }),
    (L, "lowestOneBit", "(J)J", |_env, a| {
        let x = arg_wide(a, 0) as i64;
        rj(x & x.wrapping_neg())
    }),
    (L, "highestOneBit", "(J)J", |_env, a| {
        let x = arg_wide(a, 0);
        rj(if x == 0 {
            0
        } else {
            (1u64 << (63 - x.leading_zeros())) as i64
        })
    }),
    (L, "reverse", "(J)J", |_env, a| {
        rj(arg_wide(a, 0).reverse_bits() as i64)
    }),
    (L, "reverseBytes", "(J)J", |_env, a| {
        rj(arg_wide(a, 0).swap_bytes() as i64)
    }),
    (L, "signum", "(J)I", |_env, a| {
        ri((arg_wide(a, 0) as i64).signum() as i32)
    }),
    (L, "divideUnsigned", "(JJ)J", |env, a| {
        if arg_wide(a, 2) == 0 {
            return Err(div_zero(env));
        }
        rj((arg_wide(a, 0) / arg_wide(a, 2)) as i64)
    }),
    (L, "remainderUnsigned", "(JJ)J", |env, a| {
        if arg_wide(a, 2) == 0 {
            return Err(div_zero(env));
        }
        rj((arg_wide(a, 0) % arg_wide(a, 2)) as i64)
    }),
    (L, "compareUnsigned", "(JJ)I", |_env, a| {
        ri(arg_wide(a, 0).cmp(&arg_wide(a, 2)) as i32)
    }),
    (L, "toUnsignedString", "(J)Ljava/lang/String;", |env, a| {
        env.ret_str(&unsigned_string(arg_wide(a, 0), 10))
    }),
    (L, "toUnsignedString", "(JI)Ljava/lang/String;", |env, a| {
        env.ret_str(&unsigned_string(arg_wide(a, 0), arg(a, 2)))
    }),
    (L, "parseUnsignedLong", "(Ljava/lang/String;)J", |env, a| {
        let s = string_arg(env, arg(a, 0))?;
        match parse_unsigned_long(&s, 10) {
            Ok(v) => Ok(v),
            Err(m) => Err(nfe(env, &m)),
        }
    }),
    (
        L,
        "parseUnsignedLong",
        "(Ljava/lang/String;I)J",
        |env, a| {
            let s = string_arg(env, arg(a, 0))?;
            match parse_unsigned_long(&s, arg(a, 1)) {
                Ok(v) => Ok(v),
                Err(m) => Err(nfe(env, &m)),
            }
        },
    ),
    // Short, Byte, Character
    ("Ljava/lang/Short;", "reverseBytes", "(S)S", |_env, a| {
        ri((arg(a, 0) as u16).swap_bytes() as i16 as i32)
    }),
    (
        "Ljava/lang/Character;",
        "reverseBytes",
        "(C)C",
        |_env, a| Ok((arg(a, 0) as u16).swap_bytes() as u64),
    ),
    // Math
    (M, "nextAfter", "(DD)D", |_env, a| {
        rd(next_after(da(a, 0), da(a, 2)))
    }),
    (M, "nextAfter", "(FD)F", |_env, a| {
        rf(next_after_f(fa(a, 0), da(a, 1)))
    }),
    (M, "nextUp", "(D)D", |_env, a| {
        let d = da(a, 0);
        rd(if d.is_nan() || d == f64::INFINITY {
            d
        } else {
            next_after(d, f64::INFINITY)
        })
    }),
    (M, "nextUp", "(F)F", |_env, a| {
        let f = fa(a, 0);
        rf(if f.is_nan() || f == f32::INFINITY {
            f
        } else {
            next_after_f(f, f64::INFINITY)
        })
    }),
    (M, "nextDown", "(D)D", |_env, a| rd(next_down(da(a, 0)))),
    (M, "nextDown", "(F)F", |_env, a| rf(next_down_f(fa(a, 0)))),
    (M, "ulp", "(D)D", |_env, a| rd(ulp(da(a, 0)))),
    (M, "ulp", "(F)F", |_env, a| rf(ulp_f(fa(a, 0)))),
    (M, "getExponent", "(D)I", |_env, a| {
        ri(get_exponent(da(a, 0)))
    }),
    (M, "getExponent", "(F)I", |_env, a| {
        ri(get_exponent_f(fa(a, 0)))
    }),
    (M, "copySign", "(DD)D", |_env, a| {
        Ok((arg_wide(a, 0) & !(1 << 63)) | (arg_wide(a, 2) & (1 << 63)))
    }),
    (M, "copySign", "(FF)F", |_env, a| {
        Ok(((arg(a, 0) & 0x7fff_ffff) | (arg(a, 1) & 0x8000_0000)) as u64)
    }),
    (M, "signum", "(F)F", |_env, a| {
        let x = fa(a, 0);
        rf(if x.is_nan() || x == 0.0 {
            x
        } else if x > 0.0 {
            1.0
        } else {
            -1.0
        })
    }),
    (M, "hypot", "(DD)D", |_env, a| rd(hypot(da(a, 0), da(a, 2)))),
    (M, "cbrt", "(D)D", |_env, a| rd(cbrt(da(a, 0)))),
    (M, "log1p", "(D)D", |_env, a| rd(log1p(da(a, 0)))),
    (M, "expm1", "(D)D", |_env, a| rd(libm::expm1(da(a, 0)))),
    (M, "toRadians", "(D)D", |_env, a| {
        rd(da(a, 0) * 0.017_453_292_519_943_295)
    }),
    (M, "toDegrees", "(D)D", |_env, a| {
        rd(da(a, 0) * 57.295_779_513_082_32)
    }),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn u16s(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    #[test]
    fn fdlibm_spot_values() {
        // Values where musl's versions differ from the JVM's in the last bit.
        assert_eq!(
            cbrt(-4.328_799_906_095_004_4e-2),
            -3.511_202_177_496_746_7e-1
        );
        assert_eq!(
            hypot(8.450_962_210_231_927e-11, 4.031_881_874_679_525e-11),
            9.363_484_059_373_274e-11
        );
        assert_eq!(log1p(5.420_089_672_843_136e-1), 4.330_860_904_837_056e-1);
        assert_eq!(hypot(f64::INFINITY, f64::NAN), f64::INFINITY);
        assert_eq!(cbrt(-27.0), -3.0);
    }

    #[test]
    fn steps() {
        assert_eq!(next_after(0.0, -1.0), -f64::from_bits(1));
        assert_eq!(next_after(-0.0, 1.0), f64::from_bits(1));
        assert_eq!(next_after(f64::INFINITY, 0.0), f64::MAX);
        assert_eq!(ulp(1.0), f64::EPSILON);
        assert_eq!(ulp(f64::MAX), 2f64.powi(971));
        assert_eq!(ulp(0.0), f64::from_bits(1));
        assert_eq!(ulp_f(1.0), f32::EPSILON);
        assert_eq!(next_down(0.0), -f64::from_bits(1));
    }

    #[test]
    fn unsigned_parsing() {
        assert_eq!(parse_unsigned_int(&u16s("4294967295"), 10), Ok(u32::MAX));
        assert_eq!(
            parse_unsigned_int(&u16s("4294967296"), 10),
            Err("String value 4294967296 exceeds range of unsigned int.".into())
        );
        assert_eq!(
            parse_unsigned_long(&u16s("18446744073709551615"), 10),
            Ok(u64::MAX)
        );
        assert!(parse_unsigned_long(&u16s("18446744073709551616"), 10).is_err());
        assert_eq!(unsigned_string(u64::MAX, 16), "ffffffffffffffff");
    }
}
