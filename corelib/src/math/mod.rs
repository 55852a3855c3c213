//! java.math natives: BigInteger's arithmetic, bit operations, conversions and parsing
//! over the `num-bigint` crate, and BigDecimal's (`decimal`). A BigInteger object keeps
//! `signum:I` and `mag:[I`, the magnitude's 32-bit words least significant first (the
//! crate's own order; the JDK keeps them most significant first, which only its hashCode
//! formula shows, and that is computed here). Behaviour and messages follow the JDK 17
//! API docs of java.math.BigInteger (the JVM oracle decides). The crate has no primality
//! test, so isProbablePrime's Miller-Rabin is written here.

mod decimal;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;

use dexmetal_vm::native::{arg, arg_int, arg_long, Env, Kind, Native, Throw};
use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::fields::{BIG_INTEGER_MAG, BIG_INTEGER_SIGNUM};

pub use decimal::TABLE as DECIMAL_TABLE;

const BI: &str = "Ljava/math/BigInteger;";
const ARITH: &str = "Ljava/lang/ArithmeticException;";
const NFE: &str = "Ljava/lang/NumberFormatException;";

/// The JDK's bound on a BigInteger: its magnitude holds at most
/// `Integer.MAX_VALUE / 32 + 1` ints, and a larger result throws instead of allocating.
const MAX_BITS: u64 = (i32::MAX as u64 / 32 + 1) * 32;

pub(crate) fn arith(env: &mut Env<'_>, msg: &str) -> Throw {
    env.throw(ARITH, msg)
}

/// The value of non-null BigInteger `obj`.
pub(crate) fn read_bi(env: &mut Env<'_>, obj: u32) -> Result<BigInt, Throw> {
    let sf = env.lib_field(BIG_INTEGER_SIGNUM)?;
    let mf = env.lib_field(BIG_INTEGER_MAG)?;
    let signum = env.get(obj, sf) as i32;
    let mag = env.get(obj, mf) as u32;
    if signum == 0 || mag == 0 {
        return Ok(BigInt::zero());
    }
    let n = env.array_len(mag);
    let words: Vec<u32> = (0..n)
        .map(|i| env.array_get(mag, Kind::Int, i) as u32)
        .collect();
    let sign = if signum < 0 { Sign::Minus } else { Sign::Plus };
    Ok(BigInt::from_biguint(sign, BigUint::new(words)))
}

/// The value of BigInteger argument `r` (NullPointerException when null).
pub(crate) fn bi_arg(env: &mut Env<'_>, r: u32) -> Result<BigInt, Throw> {
    let r = env.null_check(r)?;
    read_bi(env, r)
}

/// Stores `v` into BigInteger `obj`.
fn store_bi(env: &mut Env<'_>, obj: u32, v: &BigInt) -> Result<(), Throw> {
    let words = v.magnitude().to_u32_digits();
    let ints = env.find_class("[I")?;
    let mag = env.new_array(ints, words.len() as i32)?;
    for (i, w) in words.iter().enumerate() {
        env.array_set(mag, Kind::Int, i as u32, *w as u64);
    }
    let signum = match v.sign() {
        Sign::Minus => -1i32,
        Sign::NoSign => 0,
        Sign::Plus => 1,
    };
    let sf = env.lib_field(BIG_INTEGER_SIGNUM)?;
    let mf = env.lib_field(BIG_INTEGER_MAG)?;
    env.set(obj, sf, signum as u32 as u64);
    env.set(obj, mf, mag as u64);
    Ok(())
}

/// A new BigInteger holding `v`.
pub(crate) fn new_bi(env: &mut Env<'_>, v: &BigInt) -> Result<u32, Throw> {
    let c = env.find_class(BI)?;
    let obj = env.alloc_object(c)?;
    store_bi(env, obj, v)?;
    Ok(obj)
}

fn ret_bi(env: &mut Env<'_>, v: &BigInt) -> Result<u64, Throw> {
    Ok(new_bi(env, v)? as u64)
}

/// The largest result this library builds, in bits (an 8 MB number, 20 million decimal
/// digits): a board's VM heap (32 MB by default) could not hold much more, and the
/// natives compute in the kernel heap first, whose failed allocation must not stand in
/// for Java's OutOfMemoryError.
pub(crate) const HEAP_BITS: u64 = 1 << 26;

/// Throws the JDK's overflow error when `bits` is past what a BigInteger may hold, and
/// OutOfMemoryError when it is past what this library builds.
fn check_bits(env: &mut Env<'_>, bits: u64) -> Result<(), Throw> {
    if bits > MAX_BITS {
        return Err(arith(env, "BigInteger would overflow supported range"));
    }
    if bits > HEAP_BITS {
        return Err(env.throw("Ljava/lang/OutOfMemoryError;", "Java heap space"));
    }
    Ok(())
}

/// BigInteger.hashCode: `31 * h + word` over the magnitude's ints, most significant
/// first, times the signum (int arithmetic).
pub(crate) fn hash(v: &BigInt) -> i32 {
    let words = v.magnitude().to_u32_digits();
    let h = words
        .iter()
        .rev()
        .fold(0i32, |h, w| h.wrapping_mul(31).wrapping_add(*w as i32));
    match v.sign() {
        Sign::Minus => h.wrapping_neg(),
        Sign::NoSign => 0,
        Sign::Plus => h,
    }
}

/// The low 64 bits of `v` in two's complement (longValue).
pub(crate) fn low_long(v: &BigInt) -> i64 {
    let mut it = v.magnitude().iter_u64_digits();
    let low = it.next().unwrap_or(0);
    if v.is_negative() {
        low.wrapping_neg() as i64
    } else {
        low as i64
    }
}

/// `v` to the nearest double (ties to even), through the correctly rounded decimal
/// parser of core.
pub(crate) fn to_f64(v: &BigInt) -> f64 {
    v.to_str_radix(10).parse::<f64>().unwrap_or(f64::NAN)
}

pub(crate) fn to_f32(v: &BigInt) -> f32 {
    v.to_str_radix(10).parse::<f32>().unwrap_or(f32::NAN)
}

/// The largest n with radix^n <= Integer.MAX_VALUE: how many digits BigInteger(String,
/// radix) hands Integer.parseInt at once (its messages quote those groups).
fn digits_per_int(radix: u32) -> usize {
    let mut n = 0;
    let mut p: u64 = 1;
    while p * radix as u64 <= i32::MAX as u64 {
        p *= radix as u64;
        n += 1;
    }
    n
}

/// BigInteger(String, radix), with the JDK's NumberFormatException messages.
fn parse(s: &[u16], radix: i32) -> Result<BigInt, String> {
    if !(2..=36).contains(&radix) {
        return Err("Radix out of range".into());
    }
    let radix = radix as u32;
    let len = s.len();
    if len == 0 {
        return Err("Zero length BigInteger".into());
    }
    let minus = s.iter().rposition(|&c| c == b'-' as u16);
    let plus = s.iter().rposition(|&c| c == b'+' as u16);
    let mut cursor = 0;
    let mut neg = false;
    if let Some(i) = minus {
        if i != 0 || plus.is_some() {
            return Err("Illegal embedded sign character".into());
        }
        neg = true;
        cursor = 1;
    } else if let Some(i) = plus {
        if i != 0 {
            return Err("Illegal embedded sign character".into());
        }
        cursor = 1;
    }
    if cursor == len {
        return Err("Zero length BigInteger".into());
    }
    let digit = |c: u16| char::from_u32(c as u32).and_then(|c| c.to_digit(radix));
    while cursor < len && digit(s[cursor]) == Some(0) {
        cursor += 1;
    }
    if cursor == len {
        return Ok(BigInt::zero());
    }
    let per = digits_per_int(radix);
    let rest = &s[cursor..];
    let first = match rest.len() % per {
        0 => per,
        n => n,
    };
    let mut mag = BigUint::zero();
    let mut start = 0;
    let mut glen = first;
    while start < rest.len() {
        let group = &rest[start..start + glen];
        let mut g: u64 = 0;
        for &c in group {
            let Some(d) = digit(c) else {
                let text = String::from_utf16_lossy(group);
                return Err(if radix == 10 {
                    format!("For input string: \"{text}\"")
                } else {
                    format!("For input string: \"{text}\" under radix {radix}")
                });
            };
            g = g * radix as u64 + d as u64;
        }
        mag = mag * BigUint::from(radix).pow(glen as u32) + BigUint::from(g);
        start += glen;
        glen = per;
    }
    let v = BigInt::from_biguint(Sign::Plus, mag);
    Ok(if neg { -v } else { v })
}

/// Miller-Rabin over the first twenty primes as bases: exact below 3.3e24, and for
/// larger numbers wrong with probability below 4^-20, inside what isProbablePrime's
/// contract allows for the certainties programs pass.
fn probable_prime(v: &BigInt) -> bool {
    let n = v.magnitude();
    const SMALL: [u32; 20] = [
        2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71,
    ];
    if n < &BigUint::from(2u32) {
        return false;
    }
    for p in SMALL {
        let p = BigUint::from(p);
        if *n == p {
            return true;
        }
        if (n % &p).is_zero() {
            return false;
        }
    }
    let one = BigUint::one();
    let n1 = n - &one;
    let s = n1.trailing_zeros().unwrap_or(0);
    let d = &n1 >> s;
    'bases: for a in SMALL {
        let mut x = BigUint::from(a).modpow(&d, n);
        if x == one || x == n1 {
            continue;
        }
        for _ in 1..s {
            x = x.modpow(&BigUint::from(2u32), n);
            if x == n1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

fn this(env: &mut Env<'_>, a: &[u32]) -> Result<BigInt, Throw> {
    read_bi(env, arg(a, 0))
}

fn other(env: &mut Env<'_>, a: &[u32]) -> Result<BigInt, Throw> {
    bi_arg(env, arg(a, 1))
}

fn bit_index(env: &mut Env<'_>, n: i32) -> Result<u64, Throw> {
    if n < 0 {
        return Err(arith(env, "Negative bit address"));
    }
    Ok(n as u64)
}

/// A bit index setBit/clearBit/flipBit may write (the result has about that many bits).
fn write_index(env: &mut Env<'_>, n: i32) -> Result<u64, Throw> {
    let i = bit_index(env, n)?;
    check_bits(env, i + 1)?;
    Ok(i)
}

/// `x << n` for any int n (a negative n shifts right, rounding toward negative
/// infinity as Java's shift of a two's complement value does).
fn shift_left(env: &mut Env<'_>, x: &BigInt, n: i64) -> Result<BigInt, Throw> {
    if x.is_zero() {
        return Ok(BigInt::zero());
    }
    if n >= 0 {
        check_bits(env, x.bits() + n as u64)?;
        Ok(x << n as u64)
    } else {
        let r = n.unsigned_abs();
        if r >= x.bits() {
            return Ok(if x.is_negative() {
                -BigInt::one()
            } else {
                BigInt::zero()
            });
        }
        Ok(x >> r)
    }
}

fn modulus(env: &mut Env<'_>, m: &BigInt) -> Result<(), Throw> {
    if m.sign() != Sign::Plus {
        return Err(arith(env, "BigInteger: modulus not positive"));
    }
    Ok(())
}

fn mod_inverse(env: &mut Env<'_>, x: &BigInt, m: &BigInt) -> Result<BigInt, Throw> {
    modulus(env, m)?;
    if m.is_one() {
        return Ok(BigInt::zero());
    }
    match x.modinv(m) {
        Some(v) => Ok(v),
        None => Err(arith(env, "BigInteger not invertible.")),
    }
}

fn divisor(env: &mut Env<'_>, d: &BigInt) -> Result<(), Throw> {
    if d.is_zero() {
        return Err(arith(env, "BigInteger divide by zero"));
    }
    Ok(())
}

/// bitLength: the bits of the two's complement form without the sign bit.
pub(crate) fn bit_length(x: &BigInt) -> u64 {
    if x.is_negative() {
        (x.magnitude() - 1u32).bits()
    } else {
        x.bits()
    }
}

fn exact(env: &mut Env<'_>, x: &BigInt, bits: u64, what: &str) -> Result<i64, Throw> {
    if bit_length(x) < bits {
        Ok(low_long(x))
    } else {
        Err(arith(env, &format!("BigInteger out of {what} range")))
    }
}

/// One BigInteger-to-BigInteger operation of this class as a native.
macro_rules! unary {
    ($name:expr, |$env:ident, $x:ident| $body:expr) => {
        (BI, $name, "()Ljava/math/BigInteger;", |$env, a| {
            let $x = this($env, a)?;
            let r: BigInt = $body;
            ret_bi($env, &r)
        })
    };
}
macro_rules! binary {
    ($name:expr, |$env:ident, $x:ident, $y:ident| $body:expr) => {
        (
            BI,
            $name,
            "(Ljava/math/BigInteger;)Ljava/math/BigInteger;",
            |$env, a| {
                let $x = this($env, a)?;
                let $y = other($env, a)?;
                let r: BigInt = $body;
                ret_bi($env, &r)
            },
        )
    };
}
macro_rules! with_int {
    ($name:expr, |$env:ident, $x:ident, $n:ident| $body:expr) => {
        (BI, $name, "(I)Ljava/math/BigInteger;", |$env, a| {
            let $x = this($env, a)?;
            let $n = arg_int(a, 1);
            let r: BigInt = $body;
            ret_bi($env, &r)
        })
    };
}

pub static TABLE: &[Native] = &[
    (BI, "parse", "(Ljava/lang/String;I)V", |env, a| {
        let s = env.null_check(arg(a, 1))?;
        let text = env.string_utf16(s);
        match parse(&text, arg_int(a, 2)) {
            Ok(v) => store_bi(env, arg(a, 0), &v).map(|_| 0),
            Err(m) => Err(env.throw(NFE, &m)),
        }
    }),
    (BI, "fromBytes", "([B)V", |env, a| {
        let b = env.null_check(arg(a, 1))?;
        let n = env.array_len(b);
        if n == 0 {
            return Err(env.throw(NFE, "Zero length BigInteger"));
        }
        let bytes = env.get_bytes(b, 0, n);
        store_bi(env, arg(a, 0), &BigInt::from_signed_bytes_be(&bytes)).map(|_| 0)
    }),
    (BI, "fromSignMagnitude", "(I[B)V", |env, a| {
        let signum = arg_int(a, 1);
        let b = env.null_check(arg(a, 2))?;
        if !(-1..=1).contains(&signum) {
            return Err(env.throw(NFE, "Invalid signum value"));
        }
        let n = env.array_len(b);
        let mag = BigUint::from_bytes_be(&env.get_bytes(b, 0, n));
        if signum == 0 && !mag.is_zero() {
            return Err(env.throw(NFE, "signum-magnitude mismatch"));
        }
        let sign = if signum < 0 { Sign::Minus } else { Sign::Plus };
        store_bi(env, arg(a, 0), &BigInt::from_biguint(sign, mag)).map(|_| 0)
    }),
    (BI, "valueOf", "(J)Ljava/math/BigInteger;", |env, a| {
        ret_bi(env, &BigInt::from(arg_long(a, 0)))
    }),
    binary!("add", |_env, x, y| x + y),
    binary!("subtract", |_env, x, y| x - y),
    binary!("multiply", |env, x, y| {
        check_bits(env, x.bits() + y.bits())?;
        x * y
    }),
    binary!("divide", |env, x, y| {
        divisor(env, &y)?;
        x / y
    }),
    binary!("remainder", |env, x, y| {
        divisor(env, &y)?;
        x % y
    }),
    binary!("mod", |env, x, y| {
        modulus(env, &y)?;
        x.mod_floor(&y)
    }),
    binary!("gcd", |_env, x, y| x.gcd(&y)),
    binary!("min", |_env, x, y| if x <= y { x } else { y }),
    binary!("max", |_env, x, y| if x >= y { x } else { y }),
    binary!("and", |_env, x, y| x & y),
    binary!("or", |_env, x, y| x | y),
    binary!("xor", |_env, x, y| x ^ y),
    binary!("andNot", |_env, x, y| x & !y),
    binary!("modInverse", |env, x, m| mod_inverse(env, &x, &m)?),
    (
        BI,
        "divideAndRemainder",
        "(Ljava/math/BigInteger;)[Ljava/math/BigInteger;",
        |env, a| {
            let x = this(env, a)?;
            let y = other(env, a)?;
            divisor(env, &y)?;
            let (q, r) = x.div_rem(&y);
            let c = env.find_class("[Ljava/math/BigInteger;")?;
            let arr = env.new_array(c, 2)?;
            let q = new_bi(env, &q)?;
            let r = new_bi(env, &r)?;
            env.array_set(arr, Kind::Ref, 0, q as u64);
            env.array_set(arr, Kind::Ref, 1, r as u64);
            Ok(arr as u64)
        },
    ),
    (
        BI,
        "modPow",
        "(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;",
        |env, a| {
            let x = this(env, a)?;
            let e = other(env, a)?;
            let m = bi_arg(env, arg(a, 2))?;
            modulus(env, &m)?;
            if m.is_one() {
                return ret_bi(env, &BigInt::zero());
            }
            let (base, e) = if e.is_negative() {
                (mod_inverse(env, &x, &m)?, -e)
            } else {
                (x, e)
            };
            ret_bi(env, &base.modpow(&e, &m))
        },
    ),
    unary!("negate", |_env, x| -x),
    unary!("abs", |_env, x| x.abs()),
    unary!("not", |_env, x| !x),
    unary!("sqrt", |env, x| {
        if x.is_negative() {
            return Err(arith(env, "Negative BigInteger"));
        }
        x.sqrt()
    }),
    unary!("nextProbablePrime", |env, x| {
        if x.is_negative() {
            return Err(arith(env, &format!("start < 0: {x}")));
        }
        let mut n = x + 1u32;
        if n <= BigInt::from(2u32) {
            BigInt::from(2u32)
        } else {
            if n.is_even() {
                n += 1u32;
            }
            while !probable_prime(&n) {
                n += 2u32;
            }
            n
        }
    }),
    with_int!("pow", |env, x, n| {
        if n < 0 {
            return Err(arith(env, "Negative exponent"));
        }
        if x.magnitude().bits() > 1 {
            check_bits(env, (x.bits() - 1).saturating_mul(n as u64))?;
        }
        num_traits::Pow::pow(&x, n as u32)
    }),
    with_int!("shiftLeft", |env, x, n| shift_left(env, &x, n as i64)?),
    with_int!("shiftRight", |env, x, n| shift_left(env, &x, -(n as i64))?),
    with_int!("setBit", |env, x, n| {
        let i = write_index(env, n)?;
        let mut x = x;
        x.set_bit(i, true);
        x
    }),
    with_int!("clearBit", |env, x, n| {
        let i = write_index(env, n)?;
        let mut x = x;
        x.set_bit(i, false);
        x
    }),
    with_int!("flipBit", |env, x, n| {
        let i = write_index(env, n)?;
        let mut x = x;
        let b = x.bit(i);
        x.set_bit(i, !b);
        x
    }),
    (BI, "testBit", "(I)Z", |env, a| {
        let x = this(env, a)?;
        let i = bit_index(env, arg_int(a, 1))?;
        Ok(x.bit(i) as u64)
    }),
    (BI, "isProbablePrime", "(I)Z", |env, a| {
        let x = this(env, a)?;
        Ok((arg_int(a, 1) <= 0 || probable_prime(&x)) as u64)
    }),
    (BI, "bitLength", "()I", |env, a| {
        Ok(bit_length(&this(env, a)?) as u32 as u64)
    }),
    (BI, "bitCount", "()I", |env, a| {
        let x = this(env, a)?;
        let n = if x.is_negative() {
            (x.magnitude() - 1u32).count_ones()
        } else {
            x.magnitude().count_ones()
        };
        Ok(n as u32 as u64)
    }),
    (BI, "getLowestSetBit", "()I", |env, a| {
        let x = this(env, a)?;
        Ok(x.trailing_zeros().map_or(-1, |n| n as i32) as u32 as u64)
    }),
    (BI, "compareTo", "(Ljava/math/BigInteger;)I", |env, a| {
        let x = this(env, a)?;
        let y = other(env, a)?;
        Ok(match x.cmp(&y) {
            Ordering::Less => -1i32,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        } as u32 as u64)
    }),
    (BI, "equals", "(Ljava/lang/Object;)Z", |env, a| {
        let o = arg(a, 1);
        if o == 0 {
            return Ok(0);
        }
        let c = env.find_class(BI)?;
        if !env.is_instance(o, c) {
            return Ok(0);
        }
        let x = this(env, a)?;
        let y = read_bi(env, o)?;
        Ok((x == y) as u64)
    }),
    (BI, "hashCode", "()I", |env, a| {
        Ok(hash(&this(env, a)?) as u32 as u64)
    }),
    (BI, "toString", "()Ljava/lang/String;", |env, a| {
        let x = this(env, a)?;
        env.ret_str(&x.to_str_radix(10))
    }),
    (BI, "toString", "(I)Ljava/lang/String;", |env, a| {
        let x = this(env, a)?;
        let r = arg_int(a, 1);
        let r = if (2..=36).contains(&r) { r as u32 } else { 10 };
        env.ret_str(&x.to_str_radix(r))
    }),
    (BI, "toByteArray", "()[B", |env, a| {
        let x = this(env, a)?;
        Ok(env.new_byte_array(&x.to_signed_bytes_be())? as u64)
    }),
    (BI, "intValue", "()I", |env, a| {
        Ok(low_long(&this(env, a)?) as u32 as u64)
    }),
    (BI, "longValue", "()J", |env, a| {
        Ok(low_long(&this(env, a)?) as u64)
    }),
    (BI, "doubleValue", "()D", |env, a| {
        Ok(to_f64(&this(env, a)?).to_bits())
    }),
    (BI, "floatValue", "()F", |env, a| {
        Ok(to_f32(&this(env, a)?).to_bits() as u64)
    }),
    (BI, "intValueExact", "()I", |env, a| {
        let x = this(env, a)?;
        Ok(exact(env, &x, 32, "int")? as u32 as u64)
    }),
    (BI, "longValueExact", "()J", |env, a| {
        let x = this(env, a)?;
        Ok(exact(env, &x, 64, "long")? as u64)
    }),
    (BI, "shortValueExact", "()S", |env, a| {
        let x = this(env, a)?;
        Ok(exact(env, &x, 16, "short")? as u32 as u64)
    }),
    (BI, "byteValueExact", "()B", |env, a| {
        let x = this(env, a)?;
        Ok(exact(env, &x, 8, "byte")? as u32 as u64)
    }),
];

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn p(s: &str, r: i32) -> Result<BigInt, String> {
        let u: Vec<u16> = s.encode_utf16().collect();
        parse(&u, r)
    }

    #[test]
    fn parse_quotes_the_group_as_integer_parse_int_does() {
        assert_eq!(p("-00123", 10).unwrap().to_string(), "-123");
        assert_eq!(
            p("1234567890x", 10).unwrap_err(),
            "For input string: \"34567890x\""
        );
        assert_eq!(
            p("zz", 16).unwrap_err(),
            "For input string: \"zz\" under radix 16"
        );
        assert_eq!(p("1-2", 10).unwrap_err(), "Illegal embedded sign character");
        assert_eq!(p("+", 10).unwrap_err(), "Zero length BigInteger");
        assert_eq!(p("1", 37).unwrap_err(), "Radix out of range");
        assert_eq!(digits_per_int(10), 9);
        assert_eq!(digits_per_int(2), 30);
        assert_eq!(digits_per_int(36), 5);
    }

    #[test]
    fn hash_and_conversions_follow_the_jdk() {
        let v = p("-123456789012345678901234567890", 10).unwrap();
        // new BigInteger("-123456789012345678901234567890").hashCode() on JDK 17.
        assert_eq!(hash(&BigInt::from(1u64 << 32)), 31);
        assert_eq!(low_long(&v), (-123456789012345678901234567890i128) as i64);
        assert_eq!(bit_length(&BigInt::from(-128)), 7);
        assert_eq!(bit_length(&BigInt::from(128)), 8);
        assert!(probable_prime(&BigInt::from(2147483647u32)));
        assert!(!probable_prime(&BigInt::from(3215031751u64)));
    }
}
