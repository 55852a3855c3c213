//! BigDecimal's natives: a value is an unscaled BigInteger (`intVal`) and an int `scale`,
//! worth `intVal / 10^scale`. Arithmetic, rounding to a scale or to a MathContext's
//! precision with the eight RoundingModes, parsing and the string forms follow the JDK 17
//! API docs of java.math.BigDecimal (its class doc's scale and precision rules and the
//! toString grammar); the digit arithmetic is `num-bigint`'s. The decimal layer is
//! written here: the local cargo cache has no no_std decimal crate, and the JDK's
//! preferred-scale rules are BigDecimal's own.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;

use dexmetal_vm::native::{arg, arg_f64, arg_int, Env, Kind, Native, Throw};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::{arith, bi_arg, hash, low_long, new_bi, read_bi, to_f32, to_f64};
use crate::fields::{
    BIG_DECIMAL_INT_VAL, BIG_DECIMAL_SCALE, ENUM_ORDINAL, MATH_CONTEXT_PRECISION,
    MATH_CONTEXT_ROUNDING,
};

const BD: &str = "Ljava/math/BigDecimal;";
const NFE: &str = "Ljava/lang/NumberFormatException;";

/// RoundingMode ordinals (the JDK's declaration order).
const UP: u32 = 0;
const DOWN: u32 = 1;
const CEILING: u32 = 2;
const FLOOR: u32 = 3;
const HALF_UP: u32 = 4;
const HALF_DOWN: u32 = 5;
const HALF_EVEN: u32 = 6;
const UNNECESSARY: u32 = 7;

/// A decimal value while a native works on it; the scale is wide so that sums of
/// scales cannot wrap before `store` checks them against int's range.
#[derive(Clone, Debug, PartialEq)]
struct Dec {
    u: BigInt,
    scale: i64,
}

/// Why an operation failed; the native turns it into the JDK's ArithmeticException.
#[derive(Debug, PartialEq)]
enum Fail {
    RoundingNecessary,
    /// Past BigInteger's 2^31-bit bound (the JDK's "would overflow supported range").
    Overflow,
    /// A power of ten too large to build here: the JVM would run out of heap.
    Heap,
    /// setScale's change of scale past int's range (the JDK checks it as a scale).
    Underflow,
    /// A negative power of zero.
    DivisionByZero,
}

/// The largest power of ten this library builds: about `super::HEAP_BITS` bits.
const MAX_POW10: u64 = super::HEAP_BITS * 3 / 10;
/// 10^n has more than 2^31 - 1 bits past this n.
const OVERFLOW_POW10: u64 = 646_456_993;

impl Dec {
    fn new(u: BigInt, scale: i64) -> Dec {
        Dec { u, scale }
    }
    fn is_zero(&self) -> bool {
        self.u.is_zero()
    }
    fn precision(&self) -> u64 {
        digits(&self.u)
    }
}

/// 10^n for an n no larger than a number's digit count.
fn pow10_small(n: u64) -> BigInt {
    num_traits::Pow::pow(&BigInt::from(10u32), n)
}

/// 10^n, or why it cannot be built.
fn pow10(n: u64) -> Result<BigInt, Fail> {
    if n >= OVERFLOW_POW10 {
        return Err(Fail::Overflow);
    }
    if n > MAX_POW10 {
        return Err(Fail::Heap);
    }
    Ok(pow10_small(n))
}

/// The decimal digits of |u| (1 for zero).
fn digits(u: &BigInt) -> u64 {
    let bits = u.bits();
    if bits == 0 {
        return 1;
    }
    // floor((bits - 1) * log10 2) is floor(log10 u) or one less.
    let t = (bits - 1) * 30103 / 100000;
    if u.magnitude() >= pow10_small(t + 1).magnitude() {
        t + 2
    } else {
        t + 1
    }
}

/// Whether the truncated quotient `q` of an exact quotient of sign `neg` moves one
/// away from zero under `mode`, given the discarded fraction: none (`exact`), or its
/// size against one half (`half`).
fn increment(q: &BigInt, neg: bool, exact: bool, half: Ordering, mode: u32) -> Result<bool, Fail> {
    if exact {
        return Ok(false);
    }
    Ok(match mode {
        UP => true,
        DOWN => false,
        CEILING => !neg,
        FLOOR => neg,
        HALF_UP => half != Ordering::Less,
        HALF_DOWN => half == Ordering::Greater,
        HALF_EVEN => half == Ordering::Greater || (half == Ordering::Equal && q.is_odd()),
        _ => return Err(Fail::RoundingNecessary),
    })
}

/// `n / d` rounded to an integer under `mode`.
fn round_div(n: &BigInt, d: &BigInt, mode: u32) -> Result<BigInt, Fail> {
    let (n, d) = if d.is_negative() {
        (-n, -d)
    } else {
        (n.clone(), d.clone())
    };
    let (q, r) = n.div_rem(&d);
    let half = (r.magnitude() << 1u32).cmp(d.magnitude());
    let up = increment(&q, n.is_negative(), r.is_zero(), half, mode)?;
    Ok(if !up {
        q
    } else if n.is_negative() {
        q - 1u32
    } else {
        q + 1u32
    })
}

/// `u / 10^k` rounded under `mode`, without building 10^k when it dwarfs `u`.
fn drop_digits(u: &BigInt, k: u64, mode: u32) -> Result<BigInt, Fail> {
    if k == 0 {
        return Ok(u.clone());
    }
    if k > digits(u) + 1 {
        let q = BigInt::zero();
        let up = increment(&q, u.is_negative(), u.is_zero(), Ordering::Less, mode)?;
        return Ok(match (up, u.is_negative()) {
            (false, _) => q,
            (true, true) => -BigInt::one(),
            (true, false) => BigInt::one(),
        });
    }
    round_div(u, &pow10_small(k), mode)
}

/// `x` with `prec` significant digits at most (0: unlimited), as BigDecimal.round.
fn round_mc(x: Dec, prec: u64, mode: u32) -> Result<Dec, Fail> {
    let p = x.precision();
    if prec == 0 || p <= prec {
        return Ok(x);
    }
    let drop = p - prec;
    let mut u = drop_digits(&x.u, drop, mode)?;
    let mut scale = x.scale - drop as i64;
    if digits(&u) > prec {
        // Rounding carried into a new digit: u is 10^prec.
        u /= 10u32;
        scale -= 1;
    }
    Ok(Dec::new(u, scale))
}

fn set_scale(x: &Dec, scale: i64, mode: u32) -> Result<Dec, Fail> {
    if !x.is_zero() && (scale - x.scale).unsigned_abs() > i32::MAX as u64 {
        return Err(Fail::Underflow);
    }
    if scale >= x.scale {
        if x.is_zero() {
            return Ok(Dec::new(BigInt::zero(), scale));
        }
        Ok(Dec::new(&x.u * pow10((scale - x.scale) as u64)?, scale))
    } else {
        let drop = (x.scale - scale) as u64;
        if drop >= OVERFLOW_POW10 && !x.is_zero() {
            // The JDK builds 10^drop, which BigInteger cannot hold.
            return Err(Fail::Overflow);
        }
        Ok(Dec::new(drop_digits(&x.u, drop, mode)?, scale))
    }
}

/// Trailing zeros removed while the scale stays above `preferred`.
fn strip_to(mut x: Dec, preferred: i64) -> Dec {
    while x.scale > preferred && !x.u.is_zero() {
        let (q, r) = x.u.div_rem(&BigInt::from(10u32));
        if !r.is_zero() {
            break;
        }
        x = Dec::new(q, x.scale - 1);
    }
    x
}

/// `u * 10^n` (a zero needs no power).
fn scale_up(u: &BigInt, n: u64) -> Result<BigInt, Fail> {
    if u.is_zero() {
        return Ok(BigInt::zero());
    }
    Ok(u * pow10(n)?)
}

/// The two values over one scale (the larger).
fn align(x: &Dec, y: &Dec) -> Result<(BigInt, BigInt, i64), Fail> {
    Ok(match x.scale.cmp(&y.scale) {
        Ordering::Equal => (x.u.clone(), y.u.clone(), x.scale),
        Ordering::Less => (
            scale_up(&x.u, (y.scale - x.scale) as u64)?,
            y.u.clone(),
            y.scale,
        ),
        Ordering::Greater => (
            x.u.clone(),
            scale_up(&y.u, (x.scale - y.scale) as u64)?,
            x.scale,
        ),
    })
}

fn add(x: &Dec, y: &Dec) -> Result<Dec, Fail> {
    let (a, b, s) = align(x, y)?;
    Ok(Dec::new(a + b, s))
}

fn compare(x: &Dec, y: &Dec) -> Ordering {
    if x.u.sign() != y.u.sign() || x.is_zero() {
        return x.u.sign().cmp(&y.u.sign());
    }
    // Different magnitudes of the adjusted exponent decide without aligning.
    let ax = x.precision() as i64 - x.scale;
    let ay = y.precision() as i64 - y.scale;
    if ax != ay {
        let o = ax.cmp(&ay);
        return if x.u.is_negative() { o.reverse() } else { o };
    }
    // Equal adjusted exponents: the scales differ by the precisions' difference.
    let (a, b) = match x.scale.cmp(&y.scale) {
        Ordering::Less => (&x.u * pow10_small((y.scale - x.scale) as u64), y.u.clone()),
        _ => (x.u.clone(), &y.u * pow10_small((x.scale - y.scale) as u64)),
    };
    a.cmp(&b)
}

/// add(BigDecimal, MathContext): the exact sum rounded, with the JDK's scale choice
/// when an operand is zero.
fn add_mc(x: &Dec, y: &Dec, prec: u64, mode: u32) -> Result<Dec, Fail> {
    if prec == 0 {
        return add(x, y);
    }
    if x.is_zero() || y.is_zero() {
        let preferred = x.scale.max(y.scale);
        if x.is_zero() && y.is_zero() {
            return Ok(Dec::new(BigInt::zero(), preferred));
        }
        let r = round_mc(if x.is_zero() { y.clone() } else { x.clone() }, prec, mode)?;
        return Ok(match r.scale.cmp(&preferred) {
            Ordering::Equal => r,
            Ordering::Greater => strip_to(r, preferred),
            Ordering::Less => {
                let room = prec as i64 - r.precision() as i64;
                let want = preferred - r.scale;
                let target = if room >= want {
                    preferred
                } else {
                    r.scale + room
                };
                set_scale(&r, target, UNNECESSARY)?
            }
        });
    }
    round_mc(add(x, y)?, prec, mode)
}

/// divide(BigDecimal, MathContext) for a non-zero divisor: `prec` digits rounded, then
/// trailing zeros dropped down to the preferred scale `x.scale - y.scale`.
fn divide_mc(x: &Dec, y: &Dec, prec: u64, mode: u32) -> Result<Dec, Fail> {
    let preferred = x.scale - y.scale;
    if x.is_zero() {
        return Ok(Dec::new(BigInt::zero(), preferred));
    }
    // q = x.u * 10^e / y.u has prec or prec + 1 digits for this e.
    let mut e = prec as i64 + digits(&y.u) as i64 - digits(&x.u) as i64;
    let frac = |e: i64| -> Result<(BigInt, BigInt), Fail> {
        Ok(if e >= 0 {
            (scale_up(&x.u, e as u64)?, y.u.clone())
        } else {
            (x.u.clone(), scale_up(&y.u, e.unsigned_abs())?)
        })
    };
    let (mut n, mut d) = frac(e)?;
    if digits(&(&n / &d)) > prec {
        e -= 1;
        (n, d) = frac(e)?;
    }
    let mut q = round_div(&n, &d, mode)?;
    let mut scale = e + x.scale - y.scale;
    if digits(&q) > prec {
        q /= 10u32;
        scale -= 1;
    }
    Ok(strip_to(Dec::new(q, scale), preferred))
}

/// pow(n, MathContext) for a non-zero precision: ANSI X3.274's algorithm as the JDK
/// runs it, square-and-multiply at `prec` + (digits of |n|) + 1 digits, then one
/// rounding to `prec`. None: "Invalid operation" (|n| has more digits than `prec`).
fn pow_mc(x: &Dec, n: i32, prec: u64, mode: u32) -> Result<Option<Dec>, Fail> {
    if n == 0 {
        return Ok(Some(Dec::new(BigInt::one(), 0)));
    }
    let mag = n.unsigned_abs();
    let elength = digits(&BigInt::from(mag));
    if elength > prec {
        return Ok(None);
    }
    let work = prec + elength + 1;
    let mut acc = Dec::new(BigInt::one(), 0);
    let mut seen = false;
    // The bits of |n| below the top bit of a 32-bit word, most significant first.
    for i in (0..31).rev() {
        if mag >> i & 1 != 0 {
            seen = true;
            acc = round_mc(Dec::new(&acc.u * &x.u, acc.scale + x.scale), work, mode)?;
        }
        if i == 0 {
            break;
        }
        if seen {
            acc = round_mc(Dec::new(&acc.u * &acc.u, acc.scale * 2), work, mode)?;
        }
    }
    if n < 0 {
        if acc.is_zero() {
            return Err(Fail::DivisionByZero);
        }
        acc = divide_mc(&Dec::new(BigInt::one(), 0), &acc, work, mode)?;
    }
    round_mc(acc, prec, mode).map(Some)
}

/// The square root of positive `x` rounded to `prec` (> 0) digits under `mode`: the
/// integer square root of `x.u * 10^(2t - x.scale)` for a t that leaves two spare
/// digits, rounded with the discarded part compared exactly (4w against
/// ((2q + 1) 10^k)^2).
fn sqrt_digits(x: &Dec, prec: u64, mode: u32) -> Result<Dec, Fail> {
    let d = digits(&x.u) as i64;
    let mut t = (2 * prec as i64 + 2 - d + x.scale + 1).div_euclid(2);
    if 2 * t < x.scale {
        t = (x.scale + 1).div_euclid(2);
    }
    let w = scale_up(&x.u, (2 * t - x.scale) as u64)?;
    let root = w.sqrt();
    let k = digits(&root).saturating_sub(prec);
    let p = pow10_small(k);
    let q = &root / &p;
    let low = &q * &p;
    let exact = &low * &low == w;
    let mid = (&q * 2u32 + 1u32) * &p;
    let half = (&w * 4u32).cmp(&(&mid * &mid));
    let mut q = if increment(&q, false, exact, half, mode)? {
        q + 1u32
    } else {
        q
    };
    let mut scale = t - k as i64;
    if digits(&q) > prec {
        q /= 10u32;
        scale -= 1;
    }
    Ok(Dec::new(q, scale))
}

/// divide(BigDecimal) for a non-zero divisor: the exact quotient, or None when its
/// decimal expansion does not terminate.
fn divide_exact(x: &Dec, y: &Dec) -> Result<Option<Dec>, Fail> {
    let preferred = x.scale - y.scale;
    if x.is_zero() {
        return Ok(Some(Dec::new(BigInt::zero(), preferred)));
    }
    let prec = x.precision() + (10 * y.precision()).div_ceil(3);
    let q = match divide_mc(x, y, prec, UNNECESSARY) {
        Ok(q) => q,
        Err(Fail::RoundingNecessary) => return Ok(None),
        Err(e) => return Err(e),
    };
    if preferred > q.scale {
        return set_scale(&q, preferred, UNNECESSARY).map(Some);
    }
    Ok(Some(q))
}

/// divide(BigDecimal, int scale, RoundingMode) for a non-zero divisor.
fn divide_scale(x: &Dec, y: &Dec, scale: i64, mode: u32) -> Result<Dec, Fail> {
    let e = scale - x.scale + y.scale;
    let (n, d) = if e >= 0 {
        (scale_up(&x.u, e as u64)?, y.u.clone())
    } else {
        (x.u.clone(), scale_up(&y.u, e.unsigned_abs())?)
    };
    Ok(Dec::new(round_div(&n, &d, mode)?, scale))
}

/// divideToIntegralValue for a non-zero divisor: the truncated quotient at the scale
/// nearest `x.scale - y.scale` that holds it exactly.
fn divide_integral(x: &Dec, y: &Dec) -> Result<Dec, Fail> {
    let preferred = x.scale - y.scale;
    let (a, b, _) = align(x, y)?;
    let q = &a / &b;
    if q.is_zero() {
        return Ok(Dec::new(q, preferred));
    }
    let q = strip_to(Dec::new(q, 0), preferred);
    if q.scale < preferred {
        Ok(Dec::new(
            scale_up(&q.u, (preferred - q.scale) as u64)?,
            preferred,
        ))
    } else {
        Ok(q)
    }
}

fn strip_trailing_zeros(x: &Dec) -> Dec {
    if x.is_zero() {
        return Dec::new(BigInt::zero(), 0);
    }
    strip_to(x.clone(), i64::MIN)
}

/// toString (`sci`) and toEngineeringString, per BigDecimal.toString's grammar.
fn layout(x: &Dec, sci: bool) -> String {
    let coeff = x.u.magnitude().to_str_radix(10);
    let mut out = String::new();
    if x.u.is_negative() {
        out.push('-');
    }
    if x.scale == 0 {
        out.push_str(&coeff);
        return out;
    }
    let len = coeff.len() as i64;
    let mut adjusted = -x.scale + (len - 1);
    if x.scale >= 0 && adjusted >= -6 {
        let point = len - x.scale;
        if point > 0 {
            out.push_str(&coeff[..point as usize]);
            out.push('.');
            out.push_str(&coeff[point as usize..]);
        } else {
            out.push_str("0.");
            out.extend(core::iter::repeat_n('0', (-point) as usize));
            out.push_str(&coeff);
        }
        return out;
    }
    if sci {
        out.push_str(&coeff[..1]);
        if len > 1 {
            out.push('.');
            out.push_str(&coeff[1..]);
        }
    } else {
        let mut sig = adjusted.rem_euclid(3);
        adjusted -= sig;
        sig += 1;
        if x.is_zero() {
            match sig {
                1 => out.push('0'),
                2 => {
                    out.push_str("0.00");
                    adjusted += 3;
                }
                _ => {
                    out.push_str("0.0");
                    adjusted += 3;
                }
            }
        } else if sig >= len {
            out.push_str(&coeff);
            out.extend(core::iter::repeat_n('0', (sig - len) as usize));
        } else {
            out.push_str(&coeff[..sig as usize]);
            out.push('.');
            out.push_str(&coeff[sig as usize..]);
        }
    }
    if adjusted != 0 {
        out.push('E');
        if adjusted > 0 {
            out.push('+');
        }
        out.push_str(&format!("{adjusted}"));
    }
    out
}

fn plain(x: &Dec) -> String {
    if x.scale <= 0 {
        if x.is_zero() {
            return "0".into();
        }
        let mut s = x.u.to_str_radix(10);
        s.extend(core::iter::repeat_n('0', (-x.scale) as usize));
        return s;
    }
    let coeff = x.u.magnitude().to_str_radix(10);
    let mut out = String::new();
    if x.u.is_negative() {
        out.push('-');
    }
    let point = coeff.len() as i64 - x.scale;
    if point > 0 {
        out.push_str(&coeff[..point as usize]);
        out.push('.');
        out.push_str(&coeff[point as usize..]);
    } else {
        out.push_str("0.");
        out.extend(core::iter::repeat_n('0', (-point) as usize));
        out.push_str(&coeff);
    }
    out
}

/// BigDecimal(String) with the JDK 17 parser's NumberFormatException messages (None:
/// the JDK's message is null, where its parser ran off the end of the array).
fn parse(s: &[u16]) -> Result<Dec, Option<String>> {
    let mut i = 0;
    let mut neg = false;
    let first = *s.first().ok_or(None)?;
    if first == b'-' as u16 {
        neg = true;
        i = 1;
    } else if first == b'+' as u16 {
        i = 1;
    }
    // The JDK parses 18 or fewer characters on its compact path, whose messages differ.
    let compact = s.len() - i <= 18;
    let mut digs = Vec::new();
    let mut dot = false;
    let mut scale: i64 = 0;
    let mut exp: i64 = 0;
    let mut seen_digit = false;
    while i < s.len() {
        let c = s[i];
        if (b'0' as u16..=b'9' as u16).contains(&c) {
            seen_digit = true;
            digs.push((c - b'0' as u16) as u8);
            if dot {
                scale += 1;
            }
        } else if c == b'.' as u16 {
            if dot {
                return Err(Some(
                    "Character array contains more than one decimal point.".into(),
                ));
            }
            dot = true;
        } else if c == b'e' as u16 || c == b'E' as u16 {
            exp = parse_exp(&s[i + 1..])?;
            if exp as i32 as i64 != exp {
                return Err(Some("Exponent overflow.".into()));
            }
            break;
        } else if compact {
            let c = char::from_u32(c as u32).unwrap_or('\u{fffd}');
            return Err(Some(format!(
                "Character {c} is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark."
            )));
        } else {
            return Err(Some(
                "Character array is missing \"e\" notation exponential mark.".into(),
            ));
        }
        i += 1;
    }
    if !seen_digit {
        return Err(Some("No digits found.".into()));
    }
    let scale = scale - exp;
    if scale > i32::MAX as i64 || scale < i32::MIN as i64 {
        return Err(Some("Scale out of range.".into()));
    }
    let mut u = BigInt::zero();
    for chunk in digs.chunks(9) {
        let mut v: u32 = 0;
        for d in chunk {
            v = v * 10 + *d as u32;
        }
        u = u * BigInt::from(10u32.pow(chunk.len() as u32)) + BigInt::from(v);
    }
    Ok(Dec::new(if neg { -u } else { u }, scale))
}

/// The exponent after 'e'/'E' (JDK BigDecimal.parseExp).
fn parse_exp(s: &[u16]) -> Result<i64, Option<String>> {
    let mut i = 0;
    let c = *s.first().ok_or(None)?;
    let neg = c == b'-' as u16;
    if neg || c == b'+' as u16 {
        i = 1;
        s.get(1).ok_or(None)?;
    }
    let mut len = s.len() - i;
    while len > 10 && s[i] == b'0' as u16 {
        i += 1;
        len -= 1;
    }
    if len > 10 {
        return Err(Some("Too many nonzero exponent digits.".into()));
    }
    let mut exp: i64 = 0;
    for &c in &s[i..] {
        let Some(d) = char::from_u32(c as u32).and_then(|c| c.to_digit(10)) else {
            return Err(Some("Not a digit.".into()));
        };
        exp = exp * 10 + d as i64;
    }
    Ok(if neg { -exp } else { exp })
}

/// new BigDecimal(double): the binary value's exact decimal expansion.
fn from_double(d: f64) -> Dec {
    let bits = d.to_bits();
    let neg = bits >> 63 != 0;
    let e = ((bits >> 52) & 0x7ff) as i64;
    let mut m = bits & ((1u64 << 52) - 1);
    let mut exp = if e == 0 { -1074 } else { e - 1075 };
    if e != 0 {
        m |= 1u64 << 52;
    }
    if m == 0 {
        return Dec::new(BigInt::zero(), 0);
    }
    while m & 1 == 0 && exp < 0 {
        m >>= 1;
        exp += 1;
    }
    let m = BigInt::from(m);
    let v = if exp < 0 {
        Dec::new(
            m * num_traits::Pow::pow(&BigInt::from(5u32), exp.unsigned_abs()),
            -exp,
        )
    } else {
        Dec::new(m << exp as u64, 0)
    };
    if neg {
        Dec::new(-v.u, v.scale)
    } else {
        v
    }
}

// ---- the natives' side: objects in, objects out -------------------------------------

fn read(env: &mut Env<'_>, obj: u32) -> Result<Dec, Throw> {
    let obj = env.null_check(obj)?;
    let vf = env.lib_field(BIG_DECIMAL_INT_VAL)?;
    let sf = env.lib_field(BIG_DECIMAL_SCALE)?;
    let iv = env.get(obj, vf) as u32;
    let scale = env.get(obj, sf) as i32;
    let u = if iv == 0 {
        BigInt::zero()
    } else {
        read_bi(env, iv)?
    };
    Ok(Dec::new(u, scale as i64))
}

/// The JDK's checkScale for a non-zero value: "Underflow" above int's range,
/// "Overflow" below it.
fn check_scale(env: &mut Env<'_>, scale: i64) -> Result<(), Throw> {
    if scale > i32::MAX as i64 {
        return Err(arith(env, "Underflow"));
    }
    if scale < i32::MIN as i64 {
        return Err(arith(env, "Overflow"));
    }
    Ok(())
}

/// Stores `x` into BigDecimal `obj`, with the JDK's "Underflow"/"Overflow" when the
/// scale of a non-zero value leaves int's range (a zero's scale saturates).
fn store(env: &mut Env<'_>, obj: u32, x: &Dec) -> Result<(), Throw> {
    let scale = if x.scale > i32::MAX as i64 {
        if !x.is_zero() {
            return Err(arith(env, "Underflow"));
        }
        i32::MAX
    } else if x.scale < i32::MIN as i64 {
        if !x.is_zero() {
            return Err(arith(env, "Overflow"));
        }
        i32::MIN
    } else {
        x.scale as i32
    };
    let iv = new_bi(env, &x.u)?;
    let vf = env.lib_field(BIG_DECIMAL_INT_VAL)?;
    let sf = env.lib_field(BIG_DECIMAL_SCALE)?;
    env.set(obj, vf, iv as u64);
    env.set(obj, sf, scale as u32 as u64);
    Ok(())
}

fn ret(env: &mut Env<'_>, x: &Dec) -> Result<u64, Throw> {
    let c = env.find_class(BD)?;
    let obj = env.alloc_object(c)?;
    store(env, obj, x)?;
    Ok(obj as u64)
}

/// The exception the JDK throws for `f`.
fn fail(env: &mut Env<'_>, f: Fail) -> Throw {
    match f {
        Fail::RoundingNecessary => arith(env, "Rounding necessary"),
        Fail::Overflow => arith(env, "BigInteger would overflow supported range"),
        Fail::Heap => env.throw("Ljava/lang/OutOfMemoryError;", "Java heap space"),
        Fail::Underflow => arith(env, "Underflow"),
        Fail::DivisionByZero => arith(env, "Division by zero"),
    }
}

fn ok<T>(env: &mut Env<'_>, r: Result<T, Fail>) -> Result<T, Throw> {
    r.map_err(|f| fail(env, f))
}

fn ret_rounded(env: &mut Env<'_>, x: Result<Dec, Fail>) -> Result<u64, Throw> {
    let x = ok(env, x)?;
    ret(env, &x)
}

/// The ordinal of RoundingMode `rm` (NullPointerException when null).
fn mode_of(env: &mut Env<'_>, rm: u32) -> Result<u32, Throw> {
    let rm = env.null_check(rm)?;
    let f = env.lib_field(ENUM_ORDINAL)?;
    Ok(env.get(rm, f) as u32)
}

/// A legacy `int roundingMode` (BigDecimal.ROUND_UP..ROUND_UNNECESSARY are the ordinals).
fn legacy_mode(env: &mut Env<'_>, m: i32) -> Result<u32, Throw> {
    if !(0..=7).contains(&m) {
        return Err(env.throw(
            "Ljava/lang/IllegalArgumentException;",
            "Invalid rounding mode",
        ));
    }
    Ok(m as u32)
}

/// (precision, rounding mode) of MathContext `mc`.
fn context(env: &mut Env<'_>, mc: u32) -> Result<(u64, u32), Throw> {
    let mc = env.null_check(mc)?;
    let pf = env.lib_field(MATH_CONTEXT_PRECISION)?;
    let rf = env.lib_field(MATH_CONTEXT_ROUNDING)?;
    let prec = env.get(mc, pf) as i32;
    let rm = env.get(mc, rf) as u32;
    let mode = mode_of(env, rm)?;
    Ok((prec.max(0) as u64, mode))
}

/// The zero-divisor error of divide(divisor, scale, mode): the JDK divides longs there
/// (the VM's "divide by zero") unless the dividend, scaled to the result's scale,
/// needs a BigInteger.
fn check_divisor_scaled(env: &mut Env<'_>, x: &Dec, y: &Dec, scale: i64) -> Result<(), Throw> {
    if !y.is_zero() {
        return Ok(());
    }
    let raise = scale + y.scale - x.scale;
    let fits = |v: &BigInt| v.to_i64().is_some_and(|v| v != i64::MIN);
    let long =
        fits(&x.u) && (raise <= 0 || (raise < 19 && fits(&(&x.u * pow10_small(raise as u64)))));
    let m = if long {
        "divide by zero"
    } else {
        "BigInteger divide by zero"
    };
    Err(arith(env, m))
}

/// Throws divide's ArithmeticException for a zero divisor.
fn check_divisor(env: &mut Env<'_>, x: &Dec, y: &Dec) -> Result<(), Throw> {
    if y.is_zero() {
        let m = if x.is_zero() {
            "Division undefined"
        } else {
            "Division by zero"
        };
        return Err(arith(env, m));
    }
    Ok(())
}

fn this(env: &mut Env<'_>, a: &[u32]) -> Result<Dec, Throw> {
    read(env, arg(a, 0))
}
fn other(env: &mut Env<'_>, a: &[u32]) -> Result<Dec, Throw> {
    read(env, arg(a, 1))
}

fn exact_divide(env: &mut Env<'_>, x: &Dec, y: &Dec) -> Result<Dec, Throw> {
    check_divisor(env, x, y)?;
    match ok(env, divide_exact(x, y))? {
        Some(q) => Ok(q),
        None => Err(arith(
            env,
            "Non-terminating decimal expansion; no exact representable decimal result.",
        )),
    }
}

fn abs(x: &Dec) -> Dec {
    Dec::new(x.u.abs(), x.scale)
}

/// divideToIntegralValue(divisor[, mc]) (`prec` 0: the form without a MathContext).
/// With a precision, the quotient is divided to that many digits rounding down; an
/// integer part that does not fit is "Division impossible".
fn integral(env: &mut Env<'_>, x: &Dec, y: &Dec, prec: u64) -> Result<Dec, Throw> {
    check_divisor(env, x, y)?;
    if prec == 0 || compare(&abs(x), &abs(y)) == Ordering::Less {
        return ok(env, divide_integral(x, y));
    }
    let preferred = x.scale - y.scale;
    let mut q = ok(env, divide_mc(x, y, prec, DOWN))?;
    if q.scale < 0 {
        let product = Dec::new(&q.u * &y.u, q.scale + y.scale);
        let rest = ok(env, add(x, &Dec::new(-product.u, product.scale)))?;
        if compare(&abs(&rest), &abs(y)) != Ordering::Less {
            return Err(arith(env, "Division impossible"));
        }
    } else if q.scale > 0 {
        q = ok(env, set_scale(&q, 0, DOWN))?;
    }
    let room = prec as i64 - q.precision() as i64;
    if preferred > q.scale && room > 0 {
        let scale = q.scale + room.min(preferred - q.scale);
        return ok(env, set_scale(&q, scale, UNNECESSARY));
    }
    Ok(strip_to(q, preferred))
}

/// remainder(divisor[, mc]): `x - q * y` for q the integral quotient.
fn remainder(env: &mut Env<'_>, x: &Dec, y: &Dec, q: &Dec) -> Result<Dec, Throw> {
    let p = Dec::new(&q.u * &y.u, q.scale + y.scale);
    ok(env, add(x, &Dec::new(-p.u, p.scale)))
}

/// The two-element BigDecimal[] of divideAndRemainder.
fn pair(env: &mut Env<'_>, q: &Dec, r: &Dec) -> Result<u64, Throw> {
    let c = env.find_class("[Ljava/math/BigDecimal;")?;
    let arr = env.new_array(c, 2)?;
    let q = ret(env, q)?;
    let r = ret(env, r)?;
    env.array_set(arr, Kind::Ref, 0, q);
    env.array_set(arr, Kind::Ref, 1, r);
    Ok(arr as u64)
}

/// int/short/byteValueExact: longValueExact, then "Overflow" past `bits` bits.
fn narrow_exact(env: &mut Env<'_>, x: &Dec, bits: u32) -> Result<i64, Throw> {
    let v = long_exact(env, x)?;
    let shift = 64 - bits;
    if (v << shift) >> shift != v {
        return Err(arith(env, "Overflow"));
    }
    Ok(v)
}

/// longValueExact: the value as a long, or "Rounding necessary" / "Overflow".
fn long_exact(env: &mut Env<'_>, x: &Dec) -> Result<i64, Throw> {
    if x.is_zero() {
        return Ok(0);
    }
    let int_digits = x.precision() as i64 - x.scale;
    if int_digits <= 0 {
        return Err(arith(env, "Rounding necessary"));
    }
    if int_digits > 19 {
        return Err(arith(env, "Overflow"));
    }
    let n = ok(env, set_scale(x, 0, UNNECESSARY))?;
    match n.u.to_i64() {
        Some(v) => Ok(v),
        None => Err(arith(env, "Overflow")),
    }
}

/// The integer part (truncated toward zero).
fn to_integer(x: &Dec) -> Result<BigInt, Fail> {
    if x.scale <= 0 {
        scale_up(&x.u, x.scale.unsigned_abs())
    } else {
        drop_digits(&x.u, x.scale as u64, DOWN)
    }
}

/// The low 64 bits of the integer part: intValue and longValue. A scale of -64 or less
/// leaves them zero (10^64 is a multiple of 2^64), which spares building the power.
fn low_bits(x: &Dec) -> i64 {
    if x.scale <= -64 {
        return 0;
    }
    to_integer(x).map_or(0, |v| low_long(&v))
}

/// The value as a decimal string in E notation that core's float parsers round
/// correctly (they take the exponent however large).
fn as_float_text(x: &Dec) -> String {
    format!("{}e{}", x.u.to_str_radix(10), -x.scale)
}

fn order(o: Ordering) -> Result<u64, Throw> {
    Ok(match o {
        Ordering::Less => -1i32,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    } as u32 as u64)
}

fn parse_into(env: &mut Env<'_>, s: u32) -> Result<Dec, Throw> {
    let s = env.null_check(s)?;
    let text = env.string_utf16(s);
    match parse(&text) {
        Ok(v) => Ok(v),
        Err(Some(m)) => Err(env.throw(NFE, &m)),
        Err(None) => Err(env.throw_new(NFE)),
    }
}

const D2D: &str = "(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;";
const DMC2D: &str = "(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;";
const R_D: &str = "()Ljava/math/BigDecimal;";
const MC2D: &str = "(Ljava/math/MathContext;)Ljava/math/BigDecimal;";

pub static TABLE: &[Native] = &[
    (BD, "parse", "(Ljava/lang/String;)V", |env, a| {
        let v = parse_into(env, arg(a, 1))?;
        store(env, arg(a, 0), &v).map(|_| 0)
    }),
    (BD, "parse", "([CIILjava/math/MathContext;)V", |env, a| {
        let arr = env.null_check(arg(a, 1))?;
        let (off, len) = (arg_int(a, 2), arg_int(a, 3));
        let n = env.array_len(arr) as i32;
        if !crate::arrays::slice_fits(n as u32, off, len) {
            return Err(env.throw(NFE, "Bad offset or len arguments for char[] input."));
        }
        let text = env.get_chars(arr, off as u32, len as u32);
        let v = match parse(&text) {
            Ok(v) => v,
            // The JDK reads in[offset] before it looks at len: an empty slice inside
            // the array has no digits, one at its end runs off it (a null message).
            Err(None) if len == 0 && off < n => {
                return Err(env.throw(NFE, "No digits found."));
            }
            Err(Some(m)) => return Err(env.throw(NFE, &m)),
            Err(None) => return Err(env.throw_new(NFE)),
        };
        let v = if arg(a, 4) != 0 {
            let (p, m) = context(env, arg(a, 4))?;
            ok(env, round_mc(v, p, m))?
        } else {
            v
        };
        store(env, arg(a, 0), &v).map(|_| 0)
    }),
    (
        BD,
        "parse",
        "(Ljava/lang/String;Ljava/math/MathContext;)V",
        |env, a| {
            let v = parse_into(env, arg(a, 1))?;
            let (p, m) = context(env, arg(a, 2))?;
            match round_mc(v, p, m) {
                Ok(v) => store(env, arg(a, 0), &v).map(|_| 0),
                Err(_) => Err(arith(env, "Rounding necessary")),
            }
        },
    ),
    (BD, "fromDouble", "(D)V", |env, a| {
        let d = arg_f64(a, 1);
        if !d.is_finite() {
            return Err(env.throw(NFE, "Infinite or NaN"));
        }
        store(env, arg(a, 0), &from_double(d)).map(|_| 0)
    }),
    (BD, "valueOf", "(D)Ljava/math/BigDecimal;", |env, a| {
        let text = crate::fmt::double_to_string(arg_f64(a, 0));
        let u: Vec<u16> = text.encode_utf16().collect();
        match parse(&u) {
            Ok(v) => ret(env, &v),
            Err(Some(m)) => Err(env.throw(NFE, &m)),
            Err(None) => Err(env.throw_new(NFE)),
        }
    }),
    (BD, "add", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        ret_rounded(env, add(&x, &y))
    }),
    (BD, "subtract", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        ret_rounded(env, add(&x, &Dec::new(-y.u, y.scale)))
    }),
    (BD, "multiply", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        ret(env, &Dec::new(&x.u * &y.u, x.scale + y.scale))
    }),
    (BD, "add", DMC2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let (p, m) = context(env, arg(a, 2))?;
        ret_rounded(env, add_mc(&x, &y, p, m))
    }),
    (BD, "subtract", DMC2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let (p, m) = context(env, arg(a, 2))?;
        ret_rounded(env, add_mc(&x, &Dec::new(-y.u, y.scale), p, m))
    }),
    (BD, "multiply", DMC2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let (p, m) = context(env, arg(a, 2))?;
        ret_rounded(
            env,
            round_mc(Dec::new(&x.u * &y.u, x.scale + y.scale), p, m),
        )
    }),
    (BD, "divide", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let q = exact_divide(env, &x, &y)?;
        ret(env, &q)
    }),
    (BD, "divide", DMC2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let (p, m) = context(env, arg(a, 2))?;
        if p == 0 {
            let q = exact_divide(env, &x, &y)?;
            return ret(env, &q);
        }
        check_divisor(env, &x, &y)?;
        ret_rounded(env, divide_mc(&x, &y, p, m))
    }),
    (
        BD,
        "divide",
        "(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;",
        |env, a| {
            let (x, y) = (this(env, a)?, other(env, a)?);
            let m = mode_of(env, arg(a, 3))?;
            check_divisor_scaled(env, &x, &y, arg_int(a, 2) as i64)?;
            ret_rounded(env, divide_scale(&x, &y, arg_int(a, 2) as i64, m))
        },
    ),
    (
        BD,
        "divide",
        "(Ljava/math/BigDecimal;II)Ljava/math/BigDecimal;",
        |env, a| {
            let (x, y) = (this(env, a)?, other(env, a)?);
            let m = legacy_mode(env, arg_int(a, 3))?;
            check_divisor_scaled(env, &x, &y, arg_int(a, 2) as i64)?;
            ret_rounded(env, divide_scale(&x, &y, arg_int(a, 2) as i64, m))
        },
    ),
    (
        BD,
        "divide",
        "(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;",
        |env, a| {
            let (x, y) = (this(env, a)?, other(env, a)?);
            let m = mode_of(env, arg(a, 2))?;
            check_divisor_scaled(env, &x, &y, x.scale)?;
            ret_rounded(env, divide_scale(&x, &y, x.scale, m))
        },
    ),
    (BD, "divideToIntegralValue", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let q = integral(env, &x, &y, 0)?;
        ret(env, &q)
    }),
    (BD, "divideToIntegralValue", DMC2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let (p, _) = context(env, arg(a, 2))?;
        let q = integral(env, &x, &y, p)?;
        ret(env, &q)
    }),
    (BD, "remainder", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let q = integral(env, &x, &y, 0)?;
        let r = remainder(env, &x, &y, &q)?;
        ret(env, &r)
    }),
    (BD, "remainder", DMC2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let (p, _) = context(env, arg(a, 2))?;
        let q = integral(env, &x, &y, p)?;
        let r = remainder(env, &x, &y, &q)?;
        ret(env, &r)
    }),
    (
        BD,
        "divideAndRemainder",
        "(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;",
        |env, a| {
            let (x, y) = (this(env, a)?, other(env, a)?);
            let q = integral(env, &x, &y, 0)?;
            let r = remainder(env, &x, &y, &q)?;
            pair(env, &q, &r)
        },
    ),
    (
        BD,
        "divideAndRemainder",
        "(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;",
        |env, a| {
            let (x, y) = (this(env, a)?, other(env, a)?);
            let (p, _) = context(env, arg(a, 2))?;
            let q = integral(env, &x, &y, p)?;
            let r = remainder(env, &x, &y, &q)?;
            pair(env, &q, &r)
        },
    ),
    (BD, "pow", "(I)Ljava/math/BigDecimal;", |env, a| {
        let x = this(env, a)?;
        let n = arg_int(a, 1);
        if !(0..=999_999_999).contains(&n) {
            return Err(arith(env, "Invalid operation"));
        }
        let scale = x.scale * n as i64;
        if !x.is_zero() && n > 1 {
            check_scale(env, scale)?;
            super::check_bits(env, x.u.bits().saturating_sub(1) * n as u64)?;
        }
        let u = num_traits::Pow::pow(&x.u, n as u32);
        ret(env, &Dec::new(u, scale))
    }),
    (
        BD,
        "setScale",
        "(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;",
        |env, a| {
            let x = this(env, a)?;
            let m = mode_of(env, arg(a, 2))?;
            ret_rounded(env, set_scale(&x, arg_int(a, 1) as i64, m))
        },
    ),
    (BD, "setScale", "(II)Ljava/math/BigDecimal;", |env, a| {
        let x = this(env, a)?;
        let m = legacy_mode(env, arg_int(a, 2))?;
        ret_rounded(env, set_scale(&x, arg_int(a, 1) as i64, m))
    }),
    (BD, "setScale", "(I)Ljava/math/BigDecimal;", |env, a| {
        let x = this(env, a)?;
        ret_rounded(env, set_scale(&x, arg_int(a, 1) as i64, UNNECESSARY))
    }),
    (
        BD,
        "round",
        "(Ljava/math/MathContext;)Ljava/math/BigDecimal;",
        |env, a| {
            let x = this(env, a)?;
            let (p, m) = context(env, arg(a, 1))?;
            ret_rounded(env, round_mc(x, p, m))
        },
    ),
    (BD, "precision", "()I", |env, a| {
        Ok(this(env, a)?.precision() as u32 as u64)
    }),
    (BD, "signum", "()I", |env, a| {
        Ok(this(env, a)?.u.signum().to_i32().unwrap_or(0) as u32 as u64)
    }),
    (BD, "negate", R_D, |env, a| {
        let x = this(env, a)?;
        ret(env, &Dec::new(-x.u, x.scale))
    }),
    (BD, "abs", R_D, |env, a| {
        let x = this(env, a)?;
        ret(env, &Dec::new(x.u.abs(), x.scale))
    }),
    (
        BD,
        "pow",
        "(ILjava/math/MathContext;)Ljava/math/BigDecimal;",
        |env, a| {
            let x = this(env, a)?;
            let n = arg_int(a, 1);
            let (p, m) = context(env, arg(a, 2))?;
            if !(-999_999_999..=999_999_999).contains(&n) || (p == 0 && n < 0) {
                return Err(arith(env, "Invalid operation"));
            }
            if p == 0 {
                let scale = x.scale * n as i64;
                if !x.is_zero() && n > 1 {
                    check_scale(env, scale)?;
                    super::check_bits(env, x.u.bits().saturating_sub(1) * n as u64)?;
                }
                let u = num_traits::Pow::pow(&x.u, n as u32);
                return ret(env, &Dec::new(u, scale));
            }
            match ok(env, pow_mc(&x, n, p, m))? {
                Some(v) => ret(env, &v),
                None => Err(arith(env, "Invalid operation")),
            }
        },
    ),
    (BD, "sqrt", MC2D, |env, a| {
        let x = this(env, a)?;
        let (p, m) = context(env, arg(a, 1))?;
        // Java's int division: the preferred scale of -3 / 2 is -1.
        let preferred = x.scale / 2;
        if x.is_zero() {
            return ret(env, &Dec::new(BigInt::zero(), preferred));
        }
        if x.u.is_negative() {
            return Err(arith(env, "Attempted square root of negative BigDecimal"));
        }
        let stripped = strip_trailing_zeros(&x);
        let (work, mode) = if p == 0 {
            (stripped.precision() / 2 + 1, UNNECESSARY)
        } else {
            (p, m)
        };
        let r = match sqrt_digits(&stripped, work, mode) {
            Err(Fail::RoundingNecessary) => {
                return Err(arith(env, "Computed square root not exact."))
            }
            r => ok(env, r)?,
        };
        if r.scale == preferred {
            return ret(env, &r);
        }
        let r = strip_trailing_zeros(&r);
        let zero = Dec::new(BigInt::zero(), preferred);
        ret_rounded(env, add_mc(&r, &zero, p, UNNECESSARY))
    }),
    (BD, "negate", MC2D, |env, a| {
        let x = this(env, a)?;
        let (p, m) = context(env, arg(a, 1))?;
        ret_rounded(env, round_mc(Dec::new(-x.u, x.scale), p, m))
    }),
    (BD, "abs", MC2D, |env, a| {
        let x = this(env, a)?;
        let (p, m) = context(env, arg(a, 1))?;
        ret_rounded(env, round_mc(Dec::new(x.u.abs(), x.scale), p, m))
    }),
    // The constructors that take a MathContext build the value, then round it here.
    (BD, "roundTo", "(Ljava/math/MathContext;)V", |env, a| {
        let x = this(env, a)?;
        let (p, m) = context(env, arg(a, 1))?;
        let r = ok(env, round_mc(x, p, m))?;
        store(env, arg(a, 0), &r).map(|_| 0)
    }),
    (BD, "stripTrailingZeros", R_D, |env, a| {
        let x = this(env, a)?;
        ret(env, &strip_trailing_zeros(&x))
    }),
    (BD, "ulp", R_D, |env, a| {
        let x = this(env, a)?;
        ret(env, &Dec::new(BigInt::one(), x.scale))
    }),
    (
        BD,
        "movePointLeft",
        "(I)Ljava/math/BigDecimal;",
        |env, a| {
            let x = this(env, a)?;
            let n = Dec::new(x.u, x.scale + arg_int(a, 1) as i64);
            if !n.is_zero() {
                check_scale(env, n.scale)?;
            }
            if n.scale < 0 {
                return ret_rounded(env, set_scale(&n, 0, UNNECESSARY));
            }
            ret(env, &n)
        },
    ),
    (
        BD,
        "movePointRight",
        "(I)Ljava/math/BigDecimal;",
        |env, a| {
            let x = this(env, a)?;
            let n = Dec::new(x.u, x.scale - arg_int(a, 1) as i64);
            if !n.is_zero() {
                check_scale(env, n.scale)?;
            }
            if n.scale < 0 {
                return ret_rounded(env, set_scale(&n, 0, UNNECESSARY));
            }
            ret(env, &n)
        },
    ),
    (
        BD,
        "scaleByPowerOfTen",
        "(I)Ljava/math/BigDecimal;",
        |env, a| {
            let x = this(env, a)?;
            ret(env, &Dec::new(x.u, x.scale - arg_int(a, 1) as i64))
        },
    ),
    (BD, "compareTo", "(Ljava/math/BigDecimal;)I", |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        order(compare(&x, &y))
    }),
    (BD, "min", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let r = if compare(&x, &y) != Ordering::Greater {
            arg(a, 0)
        } else {
            arg(a, 1)
        };
        Ok(r as u64)
    }),
    (BD, "max", D2D, |env, a| {
        let (x, y) = (this(env, a)?, other(env, a)?);
        let r = if compare(&x, &y) != Ordering::Less {
            arg(a, 0)
        } else {
            arg(a, 1)
        };
        Ok(r as u64)
    }),
    (BD, "equals", "(Ljava/lang/Object;)Z", |env, a| {
        let o = arg(a, 1);
        if o == 0 {
            return Ok(0);
        }
        let c = env.find_class(BD)?;
        if !env.is_instance(o, c) {
            return Ok(0);
        }
        let x = this(env, a)?;
        let y = read(env, o)?;
        Ok((x == y) as u64)
    }),
    (BD, "hashCode", "()I", |env, a| {
        let x = this(env, a)?;
        Ok(hash(&x.u).wrapping_mul(31).wrapping_add(x.scale as i32) as u32 as u64)
    }),
    (BD, "toString", "()Ljava/lang/String;", |env, a| {
        let x = this(env, a)?;
        env.ret_str(&layout(&x, true))
    }),
    (
        BD,
        "toEngineeringString",
        "()Ljava/lang/String;",
        |env, a| {
            let x = this(env, a)?;
            env.ret_str(&layout(&x, false))
        },
    ),
    (BD, "toPlainString", "()Ljava/lang/String;", |env, a| {
        let x = this(env, a)?;
        if !x.is_zero() && x.scale.unsigned_abs() > MAX_POW10 {
            return Err(fail(env, Fail::Heap));
        }
        env.ret_str(&plain(&x))
    }),
    (BD, "toBigInteger", "()Ljava/math/BigInteger;", |env, a| {
        let x = this(env, a)?;
        let v = ok(env, to_integer(&x))?;
        Ok(new_bi(env, &v)? as u64)
    }),
    (
        BD,
        "toBigIntegerExact",
        "()Ljava/math/BigInteger;",
        |env, a| {
            let x = this(env, a)?;
            match set_scale(&x, 0, UNNECESSARY) {
                Ok(v) => Ok(new_bi(env, &v.u)? as u64),
                Err(_) => Err(arith(env, "Rounding necessary")),
            }
        },
    ),
    (BD, "intValue", "()I", |env, a| {
        let x = this(env, a)?;
        Ok(low_bits(&x) as u32 as u64)
    }),
    (BD, "longValue", "()J", |env, a| {
        let x = this(env, a)?;
        Ok(low_bits(&x) as u64)
    }),
    (BD, "longValueExact", "()J", |env, a| {
        let x = this(env, a)?;
        Ok(long_exact(env, &x)? as u64)
    }),
    (BD, "intValueExact", "()I", |env, a| {
        let x = this(env, a)?;
        Ok(narrow_exact(env, &x, 32)? as u32 as u64)
    }),
    (BD, "shortValueExact", "()S", |env, a| {
        let x = this(env, a)?;
        Ok(narrow_exact(env, &x, 16)? as u32 as u64)
    }),
    (BD, "byteValueExact", "()B", |env, a| {
        let x = this(env, a)?;
        Ok(narrow_exact(env, &x, 8)? as u32 as u64)
    }),
    (BD, "doubleValue", "()D", |env, a| {
        let x = this(env, a)?;
        let v = if x.scale == 0 {
            to_f64(&x.u)
        } else {
            as_float_text(&x).parse::<f64>().unwrap_or(f64::NAN)
        };
        Ok(v.to_bits())
    }),
    (BD, "floatValue", "()F", |env, a| {
        let x = this(env, a)?;
        let v = if x.scale == 0 {
            to_f32(&x.u)
        } else {
            as_float_text(&x).parse::<f32>().unwrap_or(f32::NAN)
        };
        Ok(v.to_bits() as u64)
    }),
    (BD, "init", "(Ljava/math/BigInteger;I)V", |env, a| {
        let u = bi_arg(env, arg(a, 1))?;
        store(env, arg(a, 0), &Dec::new(u, arg_int(a, 2) as i64)).map(|_| 0)
    }),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dec {
        let u: Vec<u16> = s.encode_utf16().collect();
        parse(&u).unwrap()
    }

    #[test]
    fn strings_follow_the_jdk_grammar() {
        assert_eq!(layout(&d("123.45"), true), "123.45");
        assert_eq!(layout(&d("-1.23E-10"), true), "-1.23E-10");
        assert_eq!(layout(&d("1E+3"), true), "1E+3");
        assert_eq!(layout(&d("0.00000012"), true), "1.2E-7");
        assert_eq!(layout(&d("0.0000012"), true), "0.0000012");
        assert_eq!(layout(&d("12E+3"), false), "12E+3");
        assert_eq!(layout(&d("0E-7"), false), "0.0E-6");
        assert_eq!(plain(&d("1.5E+3")), "1500");
        assert_eq!(plain(&d("-1.5E-3")), "-0.0015");
    }

    #[test]
    fn rounding_modes_on_the_doc_table() {
        // The RoundingMode class doc's table: 5.5 2.5 1.6 1.1 1.0 -1.0 -1.1 -1.6 -2.5 -5.5.
        let ins = [
            "5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5",
        ];
        let want: [[i32; 10]; 7] = [
            [6, 3, 2, 2, 1, -1, -2, -2, -3, -6],
            [5, 2, 1, 1, 1, -1, -1, -1, -2, -5],
            [6, 3, 2, 2, 1, -1, -1, -1, -2, -5],
            [5, 2, 1, 1, 1, -1, -2, -2, -3, -6],
            [6, 3, 2, 1, 1, -1, -1, -2, -3, -6],
            [5, 2, 2, 1, 1, -1, -1, -2, -2, -5],
            [6, 2, 2, 1, 1, -1, -1, -2, -2, -6],
        ];
        for (mode, row) in want.iter().enumerate() {
            for (s, w) in ins.iter().zip(row) {
                let r = set_scale(&d(s), 0, mode as u32).unwrap();
                assert_eq!(r.u, BigInt::from(*w), "{s} mode {mode}");
            }
        }
        assert_eq!(
            set_scale(&d("1.1"), 0, UNNECESSARY),
            Err(Fail::RoundingNecessary)
        );
    }

    #[test]
    fn division_keeps_the_preferred_scale() {
        let q = divide_exact(&d("10"), &d("4")).unwrap().unwrap();
        assert_eq!(layout(&q, true), "2.5");
        assert_eq!(divide_exact(&d("1"), &d("3")), Ok(None));
        assert_eq!(set_scale(&d("5"), -2147483647, UP), Err(Fail::Overflow));
        assert_eq!(set_scale(&d("1E+2147483647"), 1, UP), Err(Fail::Underflow));
        assert_eq!(pow10(MAX_POW10 + 1), Err(Fail::Heap));
        let q = divide_mc(&d("1"), &d("3"), 7, HALF_EVEN).unwrap();
        assert_eq!(layout(&q, true), "0.3333333");
        let q = divide_mc(&d("1.000"), &d("1"), 10, HALF_EVEN).unwrap();
        assert_eq!(layout(&q, true), "1.000");
        assert_eq!(
            layout(&from_double(0.1), true),
            "0.1000000000000000055511151231257827021181583404541015625"
        );
        assert_eq!(layout(&from_double(100.0), true), "100");
    }
}
