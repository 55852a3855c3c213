//! Number <-> text conversions with Java's exact rules (java.lang.Integer/Long/Double/
//! Float toString and parse*): Double/Float.toString develop their digits as the JDK 17's
//! FloatingDecimal does (a port of its Steele-White/dtoa loop, quirks included: not
//! always the shortest round-trip string), laid out per JLS/Javadoc: plain decimal in
//! [1e-3, 1e7), otherwise computerized scientific notation.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Minimal unsigned big integer (little-endian u32 limbs) for the exact digit loop.
#[derive(Clone, PartialEq, Eq)]
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(alloc::vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in self.0.iter_mut() {
            let v = *l as u64 * m as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn mul_pow5(&mut self, n: u32) {
        for _ in 0..n {
            self.mul_small(5);
        }
    }
    fn shl(&mut self, n: u32) {
        let (words, bits) = ((n / 32) as usize, n % 32);
        if bits != 0 {
            let mut carry = 0u32;
            for l in self.0.iter_mut() {
                let v = (*l << bits) | carry;
                carry = *l >> (32 - bits);
                *l = v;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        for _ in 0..words {
            self.0.insert(0, 0);
        }
        self.trim();
    }
    fn cmp(&self, o: &Big) -> core::cmp::Ordering {
        let (a, b) = (&self.0, &o.0);
        if a.len() != b.len() {
            return a.len().cmp(&b.len());
        }
        for i in (0..a.len()).rev() {
            if a[i] != b[i] {
                return a[i].cmp(&b[i]);
            }
        }
        core::cmp::Ordering::Equal
    }
    fn add(&self, o: &Big) -> Big {
        let n = self.0.len().max(o.0.len());
        let mut r = Vec::with_capacity(n + 1);
        let mut carry = 0u64;
        for i in 0..n {
            let v = *self.0.get(i).unwrap_or(&0) as u64 + *o.0.get(i).unwrap_or(&0) as u64 + carry;
            r.push(v as u32);
            carry = v >> 32;
        }
        if carry != 0 {
            r.push(carry as u32);
        }
        Big(r)
    }
    /// self -= o, requires self >= o.
    fn sub(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let v = self.0[i] as i64 - *o.0.get(i).unwrap_or(&0) as i64 - borrow;
            if v < 0 {
                self.0[i] = (v + (1i64 << 32)) as u32;
                borrow = 1;
            } else {
                self.0[i] = v as u32;
                borrow = 0;
            }
        }
        self.trim();
    }
    fn pow52(p5: u32, p2: u32) -> Big {
        let mut b = Big::from_u64(1);
        b.mul_pow5(p5);
        b.shl(p2);
        b
    }
}

/// Bit length of 5^i.
fn n5bits(i: i32) -> i32 {
    if i < 27 {
        let mut v: u64 = 1;
        for _ in 0..i {
            v *= 5;
        }
        64 - v.leading_zeros() as i32
    } else {
        i * 3
    }
}

// The estimator constants are the JDK's own literals, kept bit-for-bit on purpose.
#[allow(clippy::approx_constant, clippy::excessive_precision)]
/// Decimal digits and exponent (value = 0.DIGITS x 10^exp) as the JDK 17
/// FloatingDecimal conversion produces them: Steele-White/dtoa digit generation with
/// its quirks (e.g. 4.9E-324, 1.4E-45), which the conformance oracle (java 17) prints.
/// `compat` is FloatingDecimal's "compatible format" (Double.toString); without it
/// (java.util.Formatter) a second digit is always developed.
fn jdk_dtoa(mut bin_exp: i32, mut fract: u64, n_sig: i32, compat: bool) -> (Vec<u8>, i32) {
    const EXP_SHIFT: i32 = 52;
    let tail_zeros = fract.trailing_zeros() as i32;
    let n_fract_bits = EXP_SHIFT + 1 - tail_zeros;
    let n_tiny_bits = (n_fract_bits - bin_exp - 1).max(0);
    if (-21..=62).contains(&bin_exp)
        && n_tiny_bits < 27
        && n_fract_bits + n5bits(n_tiny_bits) < 64
        && n_tiny_bits == 0
    {
        // Exact integer: print its digits, dropping insignificant low-order ones.
        let insignificant = if bin_exp > n_sig {
            let p2 = bin_exp - n_sig - 1;
            if p2 > 1 && p2 < 64 {
                (p2 as f64 * core::f64::consts::LOG10_2) as i32
            } else {
                0
            }
        } else {
            0
        };
        let mut lv = if bin_exp >= EXP_SHIFT {
            fract << (bin_exp - EXP_SHIFT)
        } else {
            fract >> (EXP_SHIFT - bin_exp)
        };
        let mut dec_exp = 0;
        if insignificant != 0 {
            let p10 = 10u64.pow(insignificant as u32);
            let residue = lv % p10;
            lv /= p10;
            dec_exp += insignificant;
            if residue >= p10 / 2 {
                lv += 1;
            }
        }
        let mut digits: Vec<u8> = alloc::format!("{lv}").into_bytes();
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
            dec_exp += 1;
        }
        let n = digits.len() as i32;
        return (digits, dec_exp + n);
    }
    let d2 = f64::from_bits(0x3ff0_0000_0000_0000 | (fract & 0x000f_ffff_ffff_ffff));
    let est = (d2 - 1.5) * 0.289529654 + 0.176091259 + bin_exp as f64 * 0.301029995663981;
    let mut dec_exp = libm::floor(est) as i32;
    let b5 = (-dec_exp).max(0);
    let mut b2 = b5 + n_tiny_bits + bin_exp;
    let s5 = dec_exp.max(0);
    let mut s2 = s5 + n_tiny_bits;
    let m5 = b5;
    let mut m2 = b2 - n_sig;
    fract >>= tail_zeros;
    b2 -= n_fract_bits - 1;
    let common = b2.min(s2);
    b2 -= common;
    s2 -= common;
    m2 -= common;
    if n_fract_bits == 1 {
        m2 -= 1;
    }
    if m2 < 0 {
        b2 -= m2;
        s2 -= m2;
        m2 = 0;
    }
    let _ = &mut bin_exp;
    let mut digits: Vec<u8> = Vec::new();
    let b_bits = n_fract_bits + b2 + n5bits(b5);
    let ten_s_bits = s2 + 1 + n5bits(s5 + 1);
    let (low, high, low_diff);
    if b_bits < 64 && ten_s_bits < 64 {
        let p5 = |n: i32| 5i128.pow(n as u32);
        let mut b: i128 = (fract as i128 * p5(b5)) << b2;
        let s: i128 = p5(s5) << s2;
        let mut m: i128 = p5(m5) << m2;
        let tens = s * 10;
        let mut q = b / s;
        b = 10 * (b % s);
        m *= 10;
        let mut lo = b < m;
        let mut hi = b + m > tens;
        if q == 0 && !hi {
            dec_exp -= 1;
        } else {
            digits.push(b'0' + q as u8);
        }
        if !compat || !(-3..8).contains(&dec_exp) {
            lo = false;
            hi = false;
        }
        while !lo && !hi {
            q = b / s;
            b = 10 * (b % s);
            m *= 10;
            if m < (1i128 << 100) {
                lo = b < m;
                hi = b + m > tens;
            } else {
                lo = true;
                hi = true;
            }
            digits.push(b'0' + q as u8);
        }
        low = lo;
        high = hi;
        low_diff = ((b << 1) - tens).signum() as i32;
    } else {
        let sv = Big::pow52(s5 as u32, s2 as u32);
        let mut bv = Big::from_u64(fract);
        bv.mul_pow5(b5 as u32);
        bv.shl(b2 as u32);
        let mut mv = Big::pow52(m5 as u32 + 1, m2 as u32 + 1);
        let ten_sv = Big::pow52(s5 as u32 + 1, s2 as u32 + 1);
        let step = |bv: &mut Big| -> u8 {
            let mut q = 0u8;
            while bv.cmp(&sv) != core::cmp::Ordering::Less {
                bv.sub(&sv);
                q += 1;
            }
            bv.mul_small(10);
            q
        };
        let q = step(&mut bv);
        let mut lo = bv.cmp(&mv) == core::cmp::Ordering::Less;
        let mut hi = ten_sv.cmp(&bv.add(&mv)) != core::cmp::Ordering::Greater;
        if q == 0 && !hi {
            dec_exp -= 1;
        } else {
            digits.push(b'0' + q);
        }
        if !compat || !(-3..8).contains(&dec_exp) {
            lo = false;
            hi = false;
        }
        while !lo && !hi {
            let q = step(&mut bv);
            mv.mul_small(10);
            lo = bv.cmp(&mv) == core::cmp::Ordering::Less;
            hi = ten_sv.cmp(&bv.add(&mv)) != core::cmp::Ordering::Greater;
            digits.push(b'0' + q);
        }
        low = lo;
        high = hi;
        low_diff = if hi && lo {
            let mut b2v = bv.clone();
            b2v.shl(1);
            b2v.cmp(&ten_sv) as i32
        } else {
            0
        };
    }
    let mut dec_exponent = dec_exp + 1;
    if digits.is_empty() {
        digits.push(b'0');
    }
    let round_up = high
        && (!low
            || low_diff > 0
            || (low_diff == 0 && digits.last().is_some_and(|d| (d - b'0') & 1 != 0)));
    if round_up {
        let mut i = digits.len() - 1;
        loop {
            if digits[i] == b'9' {
                if i == 0 {
                    digits[0] = b'1';
                    dec_exponent += 1;
                    break;
                }
                digits[i] = b'0';
                i -= 1;
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    (digits, dec_exponent)
}

/// Lays out JDK digits per Double.toString's rules.
fn java_layout(neg: bool, digits: &[u8], dec_exp: i32) -> String {
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    let n = digits.len() as i32;
    let push = |out: &mut String, d: &[u8]| {
        for &c in d {
            out.push(c as char);
        }
    };
    if dec_exp > 0 && dec_exp < 8 {
        let int_len = n.min(dec_exp);
        push(&mut out, &digits[..int_len as usize]);
        if int_len < dec_exp {
            for _ in 0..dec_exp - int_len {
                out.push('0');
            }
            out.push_str(".0");
        } else {
            out.push('.');
            if int_len < n {
                push(&mut out, &digits[int_len as usize..]);
            } else {
                out.push('0');
            }
        }
    } else if dec_exp <= 0 && dec_exp > -3 {
        out.push_str("0.");
        for _ in 0..-dec_exp {
            out.push('0');
        }
        push(&mut out, digits);
    } else {
        out.push(digits[0] as char);
        out.push('.');
        if n > 1 {
            push(&mut out, &digits[1..]);
        } else {
            out.push('0');
        }
        out.push('E');
        out.push_str(&format!("{}", dec_exp - 1));
    }
    out
}

pub fn double_to_string(x: f64) -> String {
    if x.is_nan() {
        return String::from("NaN");
    }
    let neg = x.is_sign_negative();
    if x.is_infinite() {
        return String::from(if neg { "-Infinity" } else { "Infinity" });
    }
    if x == 0.0 {
        return String::from(if neg { "-0.0" } else { "0.0" });
    }
    let (d, e) = double_digits(x, true);
    java_layout(neg, &d, e)
}

/// The JDK's decimal digits of a finite, non-zero double (its sign ignored) and the
/// exponent `e` with |x| ~ 0.DIGITS x 10^e; `compat`: Double.toString's digits (else
/// java.util.Formatter's, which always develop a second digit).
pub fn double_digits(x: f64, compat: bool) -> (Vec<u8>, i32) {
    let bits = x.to_bits();
    let mut fract = bits & 0x000f_ffff_ffff_ffff;
    let mut bin_exp = ((bits >> 52) & 0x7ff) as i32 - 1023;
    let n_sig = if bin_exp == -1023 {
        let lz = fract.leading_zeros() as i32;
        let shift = lz - (63 - 52);
        fract <<= shift;
        bin_exp -= shift - 1;
        64 - lz
    } else {
        fract |= 1 << 52;
        53
    };
    jdk_dtoa(bin_exp, fract, n_sig, compat)
}

pub fn float_to_string(x: f32) -> String {
    if x.is_nan() {
        return String::from("NaN");
    }
    let neg = x.is_sign_negative();
    if x.is_infinite() {
        return String::from(if neg { "-Infinity" } else { "Infinity" });
    }
    if x == 0.0 {
        return String::from(if neg { "-0.0" } else { "0.0" });
    }
    let bits = x.to_bits();
    let mut fract = bits & 0x007f_ffff;
    let mut bin_exp = ((bits >> 23) & 0xff) as i32 - 127;
    let n_sig = if bin_exp == -127 {
        let lz = fract.leading_zeros() as i32;
        let shift = lz - (31 - 23);
        fract <<= shift;
        bin_exp -= shift - 1;
        32 - lz
    } else {
        fract |= 1 << 23;
        24
    };
    let (d, e) = jdk_dtoa(bin_exp, (fract as u64) << (52 - 23), n_sig, true);
    java_layout(neg, &d, e)
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
#[allow(clippy::result_unit_err)]
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

/// Double.parseDouble / Double.valueOf(String): the grammar of Double.valueOf's Javadoc
/// (trimmed of chars <= ' ', optional sign, NaN/Infinity, decimal or hex significand,
/// optional f/F/d/D suffix), correctly rounded to double.
pub fn parse_double(s: &str) -> Option<f64> {
    parse_java(s, &F64).map(f64::from_bits)
}

/// Float.parseFloat / Float.valueOf(String): the same grammar, rounded once from the
/// exact value to float (not through double, which could round twice).
pub fn parse_float(s: &str) -> Option<f32> {
    parse_java(s, &F32).map(|b| f32::from_bits(b as u32))
}

/// An IEEE 754 binary format: significand bits (with the hidden bit), exponent bias.
struct Format {
    precision: u32,
    bias: i64,
    decimal: fn(&str) -> Option<u64>,
}

const F64: Format = Format {
    precision: 53,
    bias: 1023,
    decimal: |s| s.parse::<f64>().ok().map(f64::to_bits),
};
const F32: Format = Format {
    precision: 24,
    bias: 127,
    decimal: |s| s.parse::<f32>().ok().map(|v| u64::from(v.to_bits())),
};

impl Format {
    fn sign_bit(&self) -> u64 {
        1 << (self.precision - 1 + exponent_bits(self))
    }
    fn infinity(&self) -> u64 {
        ((1u64 << exponent_bits(self)) - 1) << (self.precision - 1)
    }
}

fn exponent_bits(f: &Format) -> u32 {
    // bias = 2^(k-1) - 1
    (f.bias + 1).trailing_zeros() + 1
}

/// The bits of `s` in `f`, or None where Java throws NumberFormatException.
fn parse_java(s: &str, f: &Format) -> Option<u64> {
    let t = s.trim_matches(|c: char| c <= ' ');
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let bits = if body == "NaN" {
        return Some(f.infinity() | (1 << (f.precision - 2)));
    } else if body == "Infinity" {
        f.infinity()
    } else {
        let body = body.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(body);
        if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
            parse_hex(hex, f)?
        } else {
            if body.is_empty()
                || !body.bytes().all(|b| {
                    b.is_ascii_digit()
                        || b == b'.'
                        || b == b'e'
                        || b == b'E'
                        || b == b'-'
                        || b == b'+'
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
            (f.decimal)(body)?
        }
    };
    Some(if neg { bits | f.sign_bit() } else { bits })
}

/// A hex significand and binary exponent (`HexDigits[.HexDigits]p[+-]Digits`, at least
/// one hex digit, the exponent mandatory), rounded half-even to `f`'s bits, subnormals
/// and overflow to infinity included. Hand-written: core parses no hex floats.
fn parse_hex(s: &str, f: &Format) -> Option<u64> {
    let (sig, exp) = s.split_once(['p', 'P'])?;
    let (int, frac) = sig.split_once('.').unwrap_or((sig, ""));
    if int.len() + frac.len() == 0
        || !(int.bytes().chain(frac.bytes())).all(|b| b.is_ascii_hexdigit())
    {
        return None;
    }
    let (exp_neg, exp_digits) = match exp.as_bytes().first() {
        Some(b'-') => (true, &exp[1..]),
        Some(b'+') => (false, &exp[1..]),
        _ => (false, exp),
    };
    if exp_digits.is_empty() || !exp_digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Saturated: any exponent past a few thousand already over- or underflows.
    let mut e: i64 = exp_digits
        .bytes()
        .fold(0i64, |a, b| (a * 10 + i64::from(b - b'0')).min(1 << 40));
    if exp_neg {
        e = -e;
    }
    // value = m * 2^e; once m holds 60 bits, further digits only set `sticky`.
    let mut m: u64 = 0;
    let mut sticky = false;
    for (i, b) in int.bytes().chain(frac.bytes()).enumerate() {
        let d = u64::from((b as char).to_digit(16)?);
        let in_frac = i >= int.len();
        if m >> 60 == 0 {
            m = m << 4 | d;
            if in_frac {
                e -= 4;
            }
        } else {
            sticky |= d != 0;
            if !in_frac {
                e += 4;
            }
        }
    }
    if m == 0 {
        return Some(0);
    }
    // m >= 2^57 here, so the sticky bit sits far below any rounding position.
    let mut m = u128::from(m) << 1 | u128::from(sticky);
    e -= 1;
    let p = i64::from(f.precision);
    let emin = 1 - f.bias;
    let top = e + i64::from(127 - m.leading_zeros());
    let mut lsb = (top - (p - 1)).max(emin - (p - 1));
    if lsb <= e {
        m <<= e - lsb; // exact: fewer than `p` bits
    } else {
        let shift = lsb - e;
        let q = if shift >= 128 { 0 } else { m >> shift };
        let rem = if shift >= 128 {
            m
        } else {
            m & ((1 << shift) - 1)
        };
        let half = if shift > 128 {
            u128::MAX
        } else {
            1u128 << (shift - 1).min(127)
        };
        let half_or_more = shift <= 128 && rem >= half;
        let round_up = half_or_more && (rem > half || q & 1 == 1);
        m = q + u128::from(round_up);
        if m >> p != 0 {
            m >>= 1;
            lsb += 1;
        }
    }
    let hidden = 1u128 << (p - 1);
    if m >= hidden {
        let biased = lsb + (p - 1) + f.bias;
        // All ones (2 * bias + 1) is the infinities' and NaNs' exponent.
        if biased > 2 * f.bias {
            return Some(f.infinity());
        }
        Some((biased as u64) << (p - 1) | (m - hidden) as u64)
    } else {
        Some(m as u64) // subnormal or zero
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_doubles_round_half_even() {
        let d = |s: &str| parse_double(s).map(f64::to_bits);
        assert_eq!(parse_double("0x1p3"), Some(8.0));
        assert_eq!(parse_double(" -0x1.8p1d\n"), Some(-3.0));
        assert_eq!(parse_double("0x.8p1"), Some(1.0));
        assert_eq!(parse_double("0X1P-2"), Some(0.25));
        assert_eq!(parse_double("0x1.fffffffffffffp1023"), Some(f64::MAX));
        // Half an ulp above MAX rounds (to even) up to infinity; just under stays MAX.
        assert_eq!(parse_double("0x1.fffffffffffff8p1023"), Some(f64::INFINITY));
        assert_eq!(
            parse_double("0x1.fffffffffffff7ffffffp1023"),
            Some(f64::MAX)
        );
        assert_eq!(d("0x1p-1074"), Some(1));
        assert_eq!(d("0x0.0000000000001p-1022"), Some(1));
        // Exactly half the smallest subnormal ties to even (zero); a hair more rounds up.
        assert_eq!(d("0x1p-1075"), Some(0));
        assert_eq!(d("0x1.0000000000000000001p-1075"), Some(1));
        assert_eq!(d("0x3p-1075"), Some(2)); // 1.5 ulp: tie to even
        assert_eq!(d("-0x1p-2000"), Some(1 << 63));
        assert_eq!(d("0x1p-1022"), Some(f64::MIN_POSITIVE.to_bits()));
        assert_eq!(
            d("0x0.fffffffffffff8p-1022"),
            Some(f64::MIN_POSITIVE.to_bits())
        );
        assert_eq!(d("0x1.00000000000008p0"), Some(1.0f64.to_bits())); // tie, even down
        assert_eq!(d("0x1.00000000000018p0"), Some(1.0f64.to_bits() + 2)); // tie, even up
        assert_eq!(
            parse_double("0x1p99999999999999999999"),
            Some(f64::INFINITY)
        );
        assert_eq!(parse_double("0x0p0"), Some(0.0));
        assert_eq!(parse_double("0x00000000000000000000001p0"), Some(1.0));
        for bad in [
            "0x1",
            "0x.p1",
            "0xp1",
            "0x1p",
            "0x1p+",
            "0x1.2.3p1",
            "0xgp1",
            "0x1p1x",
            "0x 1p1",
        ] {
            assert_eq!(parse_double(bad), None, "{bad}");
        }
    }

    #[test]
    fn floats_round_once() {
        let f = |s: &str| parse_float(s).map(f32::to_bits);
        assert_eq!(parse_float("0x1p3f"), Some(8.0));
        assert_eq!(parse_float("0x1.fffffep127"), Some(f32::MAX));
        assert_eq!(parse_float("0x1.ffffffp127"), Some(f32::INFINITY));
        assert_eq!(f("0x1p-149"), Some(1));
        assert_eq!(f("0x1p-150"), Some(0));
        assert_eq!(f("0x1.8p-149"), Some(2));
        // 1 + 2^-24 + 2^-60: through double it becomes the tie 1 + 2^-24 and rounds to
        // even (1.0); rounded once it is above the tie and goes up.
        assert_eq!(f("0x1.000001000000001p0"), Some(1.0f32.to_bits() + 1));
        assert_eq!(parse_float("1.00000017881393432617187499"), Some(1.0000001));
        assert_eq!(parse_float("NaN").map(f32::to_bits), Some(0x7fc0_0000));
        assert_eq!(parse_float("-Infinity"), Some(f32::NEG_INFINITY));
    }
    #[test]
    #[allow(clippy::excessive_precision)]
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
        assert_eq!(double_to_string(f64::from_bits(1)), "4.9E-324");
        assert_eq!(float_to_string(f32::from_bits(1)), "1.4E-45");
        assert_eq!(float_to_string(f32::MIN_POSITIVE), "1.17549435E-38");
        assert_eq!(float_to_string(2147483648.0f32), "2.14748365E9");
        assert_eq!(
            double_to_string(8.1985529216486896E16),
            "8.1985529216486896E16"
        );
        assert_eq!(double_to_string(1.0e23), "9.999999999999999E22");
        assert_eq!(double_to_string(2.0e-3), "0.002");
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
