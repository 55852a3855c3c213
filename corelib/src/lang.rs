//! Natives of java.lang (Object, System, Math, boxes, Character), java.io.PrintStream
//! and java.util.Arrays helpers (Class and reflect.Array: `reflect`; Throwable and
//! stack traces: `trace`; system properties: `props`). Math uses the `libm` crate since
//! `core` has no transcendental functions.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::fmt::{
    double_to_string, float_to_string, parse_double, parse_float, parse_integer, to_radix,
    to_unsigned,
};
use super::string::{lower, upper};
use dexmetal_vm::native::Kind;
use dexmetal_vm::native::{arg, arg_wide, rust, Native};
use dexmetal_vm::native::{Env, Throw};

fn f64a(a: &[u32], i: usize) -> f64 {
    f64::from_bits(arg_wide(a, i))
}
fn f32a(a: &[u32], i: usize) -> f32 {
    f32::from_bits(arg(a, i))
}
/// `valueOf` of a box class: boxing conversion with its cache (JLS 5.1.7).
fn boxed(env: &mut Env<'_>, kind: Kind, v: u64) -> Result<u64, Throw> {
    Ok(env.box_value(kind, v)? as u64)
}
fn d(v: f64) -> Result<u64, Throw> {
    Ok(v.to_bits())
}
fn i(v: i32) -> Result<u64, Throw> {
    Ok(v as u32 as u64)
}
fn j(v: i64) -> Result<u64, Throw> {
    Ok(v as u64)
}

// System.out/err (the console PrintStream subclass; other PrintStreams are smali).
const PS: &str = "Ljava/io/PrintStream$Console;";

macro_rules! print_pair {
    ($desc:expr, $conv:expr) => {
        [
            (PS, "print", $desc, |env: &mut Env<'_>, a: &[u32]| {
                let t = $conv(env, a);
                ps_write(env, a, t, false) as NativeResult
            }),
            (PS, "println", $desc, |env: &mut Env<'_>, a: &[u32]| {
                let t = $conv(env, a);
                ps_write(env, a, t, true) as NativeResult
            }),
        ]
    };
}
type NativeResult = Result<u64, Throw>;

fn ps_write(env: &mut Env<'_>, a: &[u32], text: Vec<u16>, nl: bool) -> Result<u64, Throw> {
    let Some(fd) = super::io::console_fd(env, arg(a, 0))? else {
        return Ok(0);
    };
    let mut t = text;
    if nl {
        t.push(b'\n' as u16);
    }
    env.write_utf16(fd, &t);
    Ok(0)
}

fn u16s(s: &str) -> Vec<u16> {
    s.encode_utf16().collect()
}

pub(crate) static PRINTS: [[Native; 2]; 8] = [
    print_pair!("(Ljava/lang/String;)V", |env: &mut Env<'_>, a: &[u32]| {
        let s = arg(a, 1);
        if s == 0 {
            u16s("null")
        } else {
            env.string_utf16(s)
        }
    }),
    print_pair!("(I)V", |_env: &mut Env<'_>, a: &[u32]| u16s(&format!(
        "{}",
        arg(a, 1) as i32
    ))),
    print_pair!("(J)V", |_env: &mut Env<'_>, a: &[u32]| u16s(&format!(
        "{}",
        arg_wide(a, 1) as i64
    ))),
    print_pair!("(Z)V", |_env: &mut Env<'_>, a: &[u32]| u16s(
        if arg(a, 1) != 0 { "true" } else { "false" }
    )),
    print_pair!("(C)V", |_env: &mut Env<'_>, a: &[u32]| alloc::vec![
        arg(a, 1) as u16
    ]),
    print_pair!("(F)V", |_env: &mut Env<'_>, a: &[u32]| u16s(
        &float_to_string(f32a(a, 1))
    )),
    print_pair!("(D)V", |_env: &mut Env<'_>, a: &[u32]| u16s(
        &double_to_string(f64a(a, 1))
    )),
    print_pair!("([C)V", |env: &mut Env<'_>, a: &[u32]| env
        .char_array(arg(a, 1))),
];

pub static TABLE: &[Native] = &[
    // java.lang.System
    (
        "Ljava/lang/System;",
        "currentTimeMillis",
        "()J",
        |env, _a| j(env.millis() as i64),
    ),
    ("Ljava/lang/System;", "nanoTime", "()J", |env, _a| {
        j(env.nanos() as i64)
    }),
    (
        "Ljava/lang/System;",
        "lineSeparator",
        "()Ljava/lang/String;",
        |env, _a| env.ret_str("\n"),
    ),
    // java.io.PrintStream (the text variants are in PRINTS)
    (PS, "write", "(I)V", |env, a| {
        if let Some(fd) = super::io::console_fd(env, arg(a, 0))? {
            env.write(fd, &[arg(a, 1) as u8]);
        }
        Ok(0)
    }),
    // println() alone: PrintStream has no print().
    (PS, "println", "()V", |env, a| {
        ps_write(env, a, Vec::new(), true)
    }),
    (PS, "flush", "()V", |env, _a| {
        env.flush();
        Ok(0)
    }),
    // java.lang.Math
    ("Ljava/lang/Math;", "sqrt", "(D)D", |_env, a| {
        d(libm::sqrt(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "pow", "(DD)D", |_env, a| {
        d(java_pow(f64a(a, 0), f64a(a, 2)))
    }),
    ("Ljava/lang/Math;", "exp", "(D)D", |_env, a| {
        d(libm::exp(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "log", "(D)D", |_env, a| {
        d(libm::log(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "log10", "(D)D", |_env, a| {
        d(libm::log10(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "sin", "(D)D", |_env, a| {
        d(libm::sin(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "cos", "(D)D", |_env, a| {
        d(libm::cos(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "tan", "(D)D", |_env, a| {
        d(libm::tan(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "asin", "(D)D", |_env, a| {
        d(libm::asin(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "acos", "(D)D", |_env, a| {
        d(libm::acos(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "atan", "(D)D", |_env, a| {
        d(libm::atan(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "atan2", "(DD)D", |_env, a| {
        d(libm::atan2(f64a(a, 0), f64a(a, 2)))
    }),
    ("Ljava/lang/Math;", "floor", "(D)D", |_env, a| {
        d(libm::floor(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "ceil", "(D)D", |_env, a| {
        d(libm::ceil(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "rint", "(D)D", |_env, a| {
        d(libm::rint(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "round", "(D)J", |_env, a| {
        j(round_d(f64a(a, 0)))
    }),
    ("Ljava/lang/Math;", "round", "(F)I", |_env, a| {
        i(round_f(f32a(a, 0)))
    }),
    ("Ljava/lang/Math;", "abs", "(I)I", |_env, a| {
        i((arg(a, 0) as i32).wrapping_abs())
    }),
    ("Ljava/lang/Math;", "abs", "(J)J", |_env, a| {
        j((arg_wide(a, 0) as i64).wrapping_abs())
    }),
    ("Ljava/lang/Math;", "abs", "(F)F", |_env, a| {
        Ok((arg(a, 0) & 0x7fff_ffff) as u64)
    }),
    ("Ljava/lang/Math;", "abs", "(D)D", |_env, a| {
        Ok(arg_wide(a, 0) & 0x7fff_ffff_ffff_ffff)
    }),
    ("Ljava/lang/Math;", "max", "(II)I", |_env, a| {
        i((arg(a, 0) as i32).max(arg(a, 1) as i32))
    }),
    ("Ljava/lang/Math;", "min", "(II)I", |_env, a| {
        i((arg(a, 0) as i32).min(arg(a, 1) as i32))
    }),
    ("Ljava/lang/Math;", "max", "(JJ)J", |_env, a| {
        j((arg_wide(a, 0) as i64).max(arg_wide(a, 2) as i64))
    }),
    ("Ljava/lang/Math;", "min", "(JJ)J", |_env, a| {
        j((arg_wide(a, 0) as i64).min(arg_wide(a, 2) as i64))
    }),
    ("Ljava/lang/Math;", "max", "(DD)D", |_env, a| {
        d(java_max(f64a(a, 0), f64a(a, 2)))
    }),
    ("Ljava/lang/Math;", "min", "(DD)D", |_env, a| {
        d(java_min(f64a(a, 0), f64a(a, 2)))
    }),
    ("Ljava/lang/Math;", "max", "(FF)F", |_env, a| {
        Ok((java_max(f32a(a, 0) as f64, f32a(a, 1) as f64) as f32).to_bits() as u64)
    }),
    ("Ljava/lang/Math;", "min", "(FF)F", |_env, a| {
        Ok((java_min(f32a(a, 0) as f64, f32a(a, 1) as f64) as f32).to_bits() as u64)
    }),
    ("Ljava/lang/Math;", "floorDiv", "(II)I", |env, a| {
        let (x, y) = (arg(a, 0) as i32, arg(a, 1) as i32);
        if y == 0 {
            return Err(env.throw("Ljava/lang/ArithmeticException;", "divide by zero"));
        }
        let q = x.wrapping_div(y);
        i(if (x % y != 0) && ((x < 0) != (y < 0)) {
            q - 1
        } else {
            q
        })
    }),
    ("Ljava/lang/Math;", "floorMod", "(II)I", |env, a| {
        let (x, y) = (arg(a, 0) as i32, arg(a, 1) as i32);
        if y == 0 {
            return Err(env.throw("Ljava/lang/ArithmeticException;", "divide by zero"));
        }
        let m = x.wrapping_rem(y);
        i(if m != 0 && ((m < 0) != (y < 0)) {
            m + y
        } else {
            m
        })
    }),
    ("Ljava/lang/Math;", "signum", "(D)D", |_env, a| {
        let x = f64a(a, 0);
        d(if x.is_nan() || x == 0.0 {
            x
        } else if x > 0.0 {
            1.0
        } else {
            -1.0
        })
    }),
    // Boxes and their static helpers.
    (
        "Ljava/lang/Integer;",
        "toString",
        "(I)Ljava/lang/String;",
        |env, a| env.ret_str(&format!("{}", arg(a, 0) as i32)),
    ),
    (
        "Ljava/lang/Integer;",
        "toString",
        "(II)Ljava/lang/String;",
        |env, a| env.ret_str(&to_radix(arg(a, 0) as i32 as i64, arg(a, 1))),
    ),
    (
        "Ljava/lang/Integer;",
        "toHexString",
        "(I)Ljava/lang/String;",
        |env, a| env.ret_str(&to_unsigned(arg(a, 0) as u64, 4)),
    ),
    (
        "Ljava/lang/Integer;",
        "toOctalString",
        "(I)Ljava/lang/String;",
        |env, a| env.ret_str(&to_unsigned(arg(a, 0) as u64, 3)),
    ),
    (
        "Ljava/lang/Integer;",
        "toBinaryString",
        "(I)Ljava/lang/String;",
        |env, a| env.ret_str(&to_unsigned(arg(a, 0) as u64, 1)),
    ),
    (
        "Ljava/lang/Integer;",
        "parseInt",
        "(Ljava/lang/String;)I",
        |env, a| parse_int(env, arg(a, 0), 10, i32::MIN as i64, i32::MAX as i64),
    ),
    (
        "Ljava/lang/Integer;",
        "parseInt",
        "(Ljava/lang/String;I)I",
        |env, a| parse_int(env, arg(a, 0), arg(a, 1), i32::MIN as i64, i32::MAX as i64),
    ),
    (
        "Ljava/lang/Integer;",
        "valueOf",
        "(I)Ljava/lang/Integer;",
        |env, a| boxed(env, Kind::Int, arg(a, 0) as u64),
    ),
    ("Ljava/lang/Integer;", "bitCount", "(I)I", |_env, a| {
        i(arg(a, 0).count_ones() as i32)
    }),
    ("Ljava/lang/Integer;", "reverse", "(I)I", |_env, a| {
        i(arg(a, 0).reverse_bits() as i32)
    }),
    ("Ljava/lang/Integer;", "reverseBytes", "(I)I", |_env, a| {
        i(arg(a, 0).swap_bytes() as i32)
    }),
    (
        "Ljava/lang/Integer;",
        "numberOfLeadingZeros",
        "(I)I",
        |_env, a| i(arg(a, 0).leading_zeros() as i32),
    ),
    (
        "Ljava/lang/Integer;",
        "numberOfTrailingZeros",
        "(I)I",
        |_env, a| i(arg(a, 0).trailing_zeros() as i32),
    ),
    ("Ljava/lang/Integer;", "highestOneBit", "(I)I", |_env, a| {
        let x = arg(a, 0);
        i(if x == 0 {
            0
        } else {
            (1u32 << (31 - x.leading_zeros())) as i32
        })
    }),
    ("Ljava/lang/Integer;", "rotateLeft", "(II)I", |_env, a| {
        i(arg(a, 0).rotate_left(arg(a, 1) & 31) as i32)
    }),
    ("Ljava/lang/Integer;", "rotateRight", "(II)I", |_env, a| {
        i(arg(a, 0).rotate_right(arg(a, 1) & 31) as i32)
    }),
    (
        "Ljava/lang/Long;",
        "toString",
        "(J)Ljava/lang/String;",
        |env, a| env.ret_str(&format!("{}", arg_wide(a, 0) as i64)),
    ),
    (
        "Ljava/lang/Long;",
        "toString",
        "(JI)Ljava/lang/String;",
        |env, a| env.ret_str(&to_radix(arg_wide(a, 0) as i64, arg(a, 2))),
    ),
    (
        "Ljava/lang/Long;",
        "toHexString",
        "(J)Ljava/lang/String;",
        |env, a| env.ret_str(&to_unsigned(arg_wide(a, 0), 4)),
    ),
    (
        "Ljava/lang/Long;",
        "toOctalString",
        "(J)Ljava/lang/String;",
        |env, a| env.ret_str(&to_unsigned(arg_wide(a, 0), 3)),
    ),
    (
        "Ljava/lang/Long;",
        "toBinaryString",
        "(J)Ljava/lang/String;",
        |env, a| env.ret_str(&to_unsigned(arg_wide(a, 0), 1)),
    ),
    (
        "Ljava/lang/Long;",
        "parseLong",
        "(Ljava/lang/String;)J",
        |env, a| parse_int(env, arg(a, 0), 10, i64::MIN, i64::MAX),
    ),
    (
        "Ljava/lang/Long;",
        "parseLong",
        "(Ljava/lang/String;I)J",
        |env, a| parse_int(env, arg(a, 0), arg(a, 1), i64::MIN, i64::MAX),
    ),
    (
        "Ljava/lang/Long;",
        "valueOf",
        "(J)Ljava/lang/Long;",
        |env, a| boxed(env, Kind::Long, arg_wide(a, 0)),
    ),
    ("Ljava/lang/Long;", "bitCount", "(J)I", |_env, a| {
        i(arg_wide(a, 0).count_ones() as i32)
    }),
    (
        "Ljava/lang/Long;",
        "numberOfLeadingZeros",
        "(J)I",
        |_env, a| i(arg_wide(a, 0).leading_zeros() as i32),
    ),
    (
        "Ljava/lang/Long;",
        "numberOfTrailingZeros",
        "(J)I",
        |_env, a| i(arg_wide(a, 0).trailing_zeros() as i32),
    ),
    (
        "Ljava/lang/Short;",
        "parseShort",
        "(Ljava/lang/String;)S",
        |env, a| parse_int(env, arg(a, 0), 10, i16::MIN as i64, i16::MAX as i64),
    ),
    (
        "Ljava/lang/Short;",
        "valueOf",
        "(S)Ljava/lang/Short;",
        |env, a| boxed(env, Kind::Short, arg(a, 0) as u64),
    ),
    (
        "Ljava/lang/Short;",
        "toString",
        "(S)Ljava/lang/String;",
        |env, a| env.ret_str(&format!("{}", arg(a, 0) as i32)),
    ),
    (
        "Ljava/lang/Byte;",
        "parseByte",
        "(Ljava/lang/String;)B",
        |env, a| parse_int(env, arg(a, 0), 10, i8::MIN as i64, i8::MAX as i64),
    ),
    (
        "Ljava/lang/Byte;",
        "valueOf",
        "(B)Ljava/lang/Byte;",
        |env, a| boxed(env, Kind::Byte, arg(a, 0) as u64),
    ),
    (
        "Ljava/lang/Byte;",
        "toString",
        "(B)Ljava/lang/String;",
        |env, a| env.ret_str(&format!("{}", arg(a, 0) as i32)),
    ),
    (
        "Ljava/lang/Character;",
        "valueOf",
        "(C)Ljava/lang/Character;",
        |env, a| boxed(env, Kind::Char, arg(a, 0) as u64),
    ),
    (
        "Ljava/lang/Character;",
        "toString",
        "(C)Ljava/lang/String;",
        |env, a| Ok(env.new_string(&[arg(a, 0) as u16])? as u64),
    ),
    ("Ljava/lang/Character;", "isDigit", "(C)Z", |_env, a| {
        Ok(ch(a).is_some_and(|c| c.is_ascii_digit() || is_unicode_digit(c)) as u64)
    }),
    ("Ljava/lang/Character;", "isLetter", "(C)Z", |_env, a| {
        Ok(ch(a).is_some_and(|c| c.is_alphabetic() && !c.is_numeric()) as u64)
    }),
    (
        "Ljava/lang/Character;",
        "isLetterOrDigit",
        "(C)Z",
        |_env, a| Ok(ch(a).is_some_and(|c| c.is_alphanumeric()) as u64),
    ),
    (
        "Ljava/lang/Character;",
        "isAlphabetic",
        "(I)Z",
        |_env, a| Ok(ch(a).is_some_and(|c| c.is_alphabetic()) as u64),
    ),
    (
        "Ljava/lang/Character;",
        "isWhitespace",
        "(C)Z",
        |_env, a| {
            let c = arg(a, 0);
            let ws = matches!(c, 0x09..=0x0d | 0x1c..=0x1f | 0x20 | 0x1680 | 0x2000..=0x2006 | 0x2008..=0x200a | 0x2028 | 0x2029 | 0x205f | 0x3000);
            Ok(ws as u64)
        },
    ),
    ("Ljava/lang/Character;", "isSpaceChar", "(C)Z", |_env, a| {
        Ok(ch(a)
            .is_some_and(|c| c == ' ' || c == '\u{a0}' || (c.is_whitespace() && c as u32 > 0x7f))
            as u64)
    }),
    ("Ljava/lang/Character;", "isUpperCase", "(C)Z", |_env, a| {
        Ok(ch(a).is_some_and(|c| c.is_uppercase()) as u64)
    }),
    ("Ljava/lang/Character;", "isLowerCase", "(C)Z", |_env, a| {
        Ok(ch(a).is_some_and(|c| c.is_lowercase()) as u64)
    }),
    ("Ljava/lang/Character;", "toUpperCase", "(C)C", |_env, a| {
        Ok(upper(arg(a, 0) as u16) as u64)
    }),
    ("Ljava/lang/Character;", "toLowerCase", "(C)C", |_env, a| {
        Ok(lower(arg(a, 0) as u16) as u64)
    }),
    ("Ljava/lang/Character;", "digit", "(CI)I", |_env, a| {
        i(ch(a)
            .and_then(|c| c.to_digit(arg(a, 1).clamp(2, 36)))
            .map_or(-1, |v| v as i32))
    }),
    (
        "Ljava/lang/Character;",
        "getNumericValue",
        "(C)I",
        |_env, a| i(ch(a).and_then(|c| c.to_digit(36)).map_or(-1, |v| v as i32)),
    ),
    ("Ljava/lang/Character;", "forDigit", "(II)C", |_env, a| {
        let (dg, r) = (arg(a, 0), arg(a, 1));
        Ok(if (2..=36).contains(&r) && dg < r {
            core::char::from_digit(dg, r).map_or(0, |c| c as u64)
        } else {
            0
        })
    }),
    (
        "Ljava/lang/Boolean;",
        "parseBoolean",
        "(Ljava/lang/String;)Z",
        |env, a| {
            let s = arg(a, 0);
            Ok((s != 0 && env.string_rust(s).eq_ignore_ascii_case("true")) as u64)
        },
    ),
    (
        "Ljava/lang/Boolean;",
        "toString",
        "(Z)Ljava/lang/String;",
        |env, a| env.ret_str(if arg(a, 0) != 0 { "true" } else { "false" }),
    ),
    (
        "Ljava/lang/Double;",
        "toString",
        "(D)Ljava/lang/String;",
        |env, a| env.ret_str(&double_to_string(f64a(a, 0))),
    ),
    (
        "Ljava/lang/Double;",
        "parseDouble",
        "(Ljava/lang/String;)D",
        |env, a| parse_number(env, arg(a, 0), parse_double).map(f64::to_bits),
    ),
    (
        "Ljava/lang/Double;",
        "doubleToLongBits",
        "(D)J",
        |_env, a| {
            let x = f64a(a, 0);
            Ok(if x.is_nan() {
                0x7ff8_0000_0000_0000
            } else {
                x.to_bits()
            })
        },
    ),
    (
        "Ljava/lang/Double;",
        "doubleToRawLongBits",
        "(D)J",
        |_env, a| Ok(arg_wide(a, 0)),
    ),
    (
        "Ljava/lang/Double;",
        "longBitsToDouble",
        "(J)D",
        |_env, a| Ok(arg_wide(a, 0)),
    ),
    ("Ljava/lang/Double;", "isNaN", "(D)Z", |_env, a| {
        Ok(f64a(a, 0).is_nan() as u64)
    }),
    ("Ljava/lang/Double;", "isInfinite", "(D)Z", |_env, a| {
        Ok(f64a(a, 0).is_infinite() as u64)
    }),
    ("Ljava/lang/Double;", "isFinite", "(D)Z", |_env, a| {
        Ok(f64a(a, 0).is_finite() as u64)
    }),
    ("Ljava/lang/Double;", "compare", "(DD)I", |_env, a| {
        i(java_cmp(f64a(a, 0), f64a(a, 2)))
    }),
    (
        "Ljava/lang/Float;",
        "toString",
        "(F)Ljava/lang/String;",
        |env, a| env.ret_str(&float_to_string(f32a(a, 0))),
    ),
    (
        "Ljava/lang/Float;",
        "parseFloat",
        "(Ljava/lang/String;)F",
        |env, a| parse_number(env, arg(a, 0), parse_float).map(|v| u64::from(v.to_bits())),
    ),
    ("Ljava/lang/Float;", "floatToIntBits", "(F)I", |_env, a| {
        let x = f32a(a, 0);
        Ok(if x.is_nan() {
            0x7fc0_0000
        } else {
            x.to_bits() as u64
        })
    }),
    (
        "Ljava/lang/Float;",
        "floatToRawIntBits",
        "(F)I",
        |_env, a| Ok(arg(a, 0) as u64),
    ),
    ("Ljava/lang/Float;", "intBitsToFloat", "(I)F", |_env, a| {
        Ok(arg(a, 0) as u64)
    }),
    ("Ljava/lang/Float;", "isNaN", "(F)Z", |_env, a| {
        Ok(f32a(a, 0).is_nan() as u64)
    }),
    ("Ljava/lang/Float;", "isInfinite", "(F)Z", |_env, a| {
        Ok(f32a(a, 0).is_infinite() as u64)
    }),
    ("Ljava/lang/Float;", "compare", "(FF)I", |_env, a| {
        i(java_cmp(f32a(a, 0) as f64, f32a(a, 1) as f64))
    }),
    // java.util.Arrays toString of primitive arrays (the rest: arrays.rs; the Object[]
    // variants that call toString/equals are smali).
    (
        "Ljava/util/Arrays;",
        "toString",
        "([I)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Int),
    ),
    (
        "Ljava/util/Arrays;",
        "toString",
        "([J)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Long),
    ),
    (
        "Ljava/util/Arrays;",
        "toString",
        "([C)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Char),
    ),
    (
        "Ljava/util/Arrays;",
        "toString",
        "([B)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Byte),
    ),
    (
        "Ljava/util/Arrays;",
        "toString",
        "([S)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Short),
    ),
    (
        "Ljava/util/Arrays;",
        "toString",
        "([Z)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Boolean),
    ),
    (
        "Ljava/util/Arrays;",
        "toString",
        "([D)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Double),
    ),
    (
        "Ljava/util/Arrays;",
        "toString",
        "([F)Ljava/lang/String;",
        |env, a| prim_array_string(env, arg(a, 0), Kind::Float),
    ),
];

fn ch(a: &[u32]) -> Option<char> {
    char::from_u32(arg(a, 0))
}

fn is_unicode_digit(c: char) -> bool {
    // Decimal digits outside ASCII (Unicode Nd) that core's to_digit does not know.
    c.is_numeric()
        && matches!(c as u32, 0x660..=0x669 | 0x6f0..=0x6f9 | 0x966..=0x96f | 0xff10..=0xff19)
}

/// Java Math.pow special cases differ from C pow only for NaN exponents of 1.
fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() {
        return f64::NAN;
    }
    if x == 1.0 && y.is_infinite() {
        return f64::NAN;
    }
    libm::pow(x, y)
}

fn java_max(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if x == 0.0 && y == 0.0 {
        if x.is_sign_negative() && y.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else if x > y {
        x
    } else {
        y
    }
}

fn java_min(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if x == 0.0 && y == 0.0 {
        if x.is_sign_negative() || y.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else if x < y {
        x
    } else {
        y
    }
}

/// Double.compare: -0.0 < 0.0, NaN greater than everything and equal to itself.
fn java_cmp(x: f64, y: f64) -> i32 {
    if x < y {
        -1
    } else if x > y {
        1
    } else {
        let (bx, by) = (
            if x.is_nan() {
                0x7ff8_0000_0000_0000
            } else {
                x.to_bits() as i64
            },
            if y.is_nan() {
                0x7ff8_0000_0000_0000
            } else {
                y.to_bits() as i64
            },
        );
        bx.cmp(&by) as i32
    }
}

/// Math.round(double): floor(x + 0.5) computed without the x+0.5 rounding error.
fn round_d(x: f64) -> i64 {
    if x.is_nan() {
        return 0;
    }
    let f = libm::floor(x);
    let r = if x - f >= 0.5 { f + 1.0 } else { f };
    r as i64
}

fn round_f(x: f32) -> i32 {
    if x.is_nan() {
        return 0;
    }
    let f = libm::floorf(x);
    let r = if x - f >= 0.5 { f + 1.0 } else { f };
    r as i32
}

fn parse_int(env: &mut Env<'_>, s: u32, radix: u32, min: i64, max: i64) -> Result<u64, Throw> {
    if s == 0 {
        return Err(env.throw(
            "Ljava/lang/NumberFormatException;",
            "Cannot parse null string",
        ));
    }
    let u = env.string_utf16(s);
    match parse_integer(&u, radix, min, max) {
        Ok(v) => Ok(if max > i32::MAX as i64 {
            v as u64
        } else {
            v as i32 as u32 as u64
        }),
        Err(()) => {
            let t = rust(&u);
            let m = if radix == 10 {
                format!("For input string: \"{t}\"")
            } else {
                format!("For input string: \"{t}\" under radix {radix}")
            };
            Err(env.throw("Ljava/lang/NumberFormatException;", &m))
        }
    }
}

fn parse_number<T>(env: &mut Env<'_>, s: u32, parse: fn(&str) -> Option<T>) -> Result<T, Throw> {
    let s = env.null_check(s)?;
    let t = env.string_rust(s);
    match parse(&t) {
        Some(v) => Ok(v),
        None => {
            let m = if t.trim().is_empty() {
                String::from("empty String")
            } else {
                format!("For input string: \"{t}\"")
            };
            Err(env.throw("Ljava/lang/NumberFormatException;", &m))
        }
    }
}

fn prim_array_string(env: &mut Env<'_>, arr: u32, k: Kind) -> Result<u64, Throw> {
    if arr == 0 {
        return env.ret_str("null");
    }
    let n = env.array_len(arr);
    let mut s = String::from("[");
    for idx in 0..n {
        if idx > 0 {
            s.push_str(", ");
        }
        let v = env.array_get(arr, k, idx);
        let t = match k {
            Kind::Int | Kind::Byte | Kind::Short => format!("{}", v as u32 as i32),
            Kind::Long => format!("{}", v as i64),
            Kind::Char => String::from(char::from_u32(v as u32).unwrap_or('?')),
            Kind::Boolean => String::from(if v != 0 { "true" } else { "false" }),
            Kind::Float => float_to_string(f32::from_bits(v as u32)),
            Kind::Double => double_to_string(f64::from_bits(v)),
            Kind::Ref => String::new(),
        };
        s.push_str(&t);
    }
    s.push(']');
    env.ret_str(&s)
}
