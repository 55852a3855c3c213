//! java.lang.StrictMath natives: the results Java specifies bit for bit, i.e. fdlibm's
//! algorithms (Sun's freely distributable libm 5.3, which the JDK's StrictMath follows).
//! `log` is fdlibm's e_log.c with its own branch structure and operation order: the
//! `libm` crate's `log` (musl's rework of it) rounds differently in the last bit, and
//! java.util.Random.nextGaussian must reproduce the JVM's sequences exactly.

use super::{arg_wide, NativeFn};
use crate::vm::Vm;

type E = (&'static str, &'static str, &'static str, NativeFn);

pub static TABLE: &[E] = &[
    (
        "Ljava/lang/StrictMath;",
        "log",
        "(D)D",
        |_vm: &mut Vm, a: &[u32]| Ok(log(f64::from_bits(arg_wide(a, 0))).to_bits()),
    ),
    (
        "Ljava/lang/StrictMath;",
        "sqrt",
        "(D)D",
        |_vm: &mut Vm, a: &[u32]| {
            // IEEE 754 square root is correctly rounded, so every implementation agrees.
            Ok(libm::sqrt(f64::from_bits(arg_wide(a, 0))).to_bits())
        },
    ),
];

const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);
const TWO54: f64 = f64::from_bits(0x4350_0000_0000_0000);
/// fdlibm's literal 0.33333333333333333, i.e. 1/3 rounded to nearest.
const THIRD: f64 = f64::from_bits(0x3fd5_5555_5555_5555);
const LG1: f64 = f64::from_bits(0x3fe5_5555_5555_5593);
const LG2: f64 = f64::from_bits(0x3fd9_9999_9997_fa04);
const LG3: f64 = f64::from_bits(0x3fd2_4924_9422_9359);
const LG4: f64 = f64::from_bits(0x3fcc_71c5_1d8e_78af);
const LG5: f64 = f64::from_bits(0x3fc7_4664_96cb_03de);
const LG6: f64 = f64::from_bits(0x3fc3_9a09_d078_c69f);
const LG7: f64 = f64::from_bits(0x3fc2_f112_df3e_5244);

fn hi(x: f64) -> i32 {
    (x.to_bits() >> 32) as u32 as i32
}

fn with_hi(x: f64, h: i32) -> f64 {
    f64::from_bits(((h as u32 as u64) << 32) | (x.to_bits() & 0xffff_ffff))
}

/// fdlibm's `__ieee754_log`: x = 2^k (1+f) with sqrt(2)/2 < 1+f < sqrt(2), then
/// log(1+f) from s = f/(2+f) and a degree-14 polynomial in s; the branches pick the
/// evaluation order that keeps the error under 1 ulp.
pub fn log(x: f64) -> f64 {
    let mut x = x;
    let mut hx = hi(x);
    let lx = x.to_bits() as u32;
    let mut k: i32 = 0;
    if hx < 0x0010_0000 {
        // zero, negative or subnormal
        if ((hx & 0x7fff_ffff) as u32 | lx) == 0 {
            return f64::NEG_INFINITY;
        }
        if hx < 0 {
            return f64::NAN;
        }
        k -= 54;
        x *= TWO54;
        hx = hi(x);
    }
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    k += (hx >> 20) - 1023;
    hx &= 0x000f_ffff;
    let i = (hx + 0x95f64) & 0x0010_0000;
    // normalize x or x/2
    x = with_hi(x, hx | (i ^ 0x3ff0_0000));
    k += i >> 20;
    let f = x - 1.0;
    if (0x000f_ffff & (2 + hx)) < 3 {
        // |f| < 2^-20
        if f == 0.0 {
            if k == 0 {
                return 0.0;
            }
            let dk = k as f64;
            return dk * LN2_HI + dk * LN2_LO;
        }
        let r = f * f * (0.5 - THIRD * f);
        if k == 0 {
            return f - r;
        }
        let dk = k as f64;
        return dk * LN2_HI - ((r - dk * LN2_LO) - f);
    }
    let s = f / (2.0 + f);
    let dk = k as f64;
    let z = s * s;
    let mut i = hx - 0x6147a;
    let w = z * z;
    let j = 0x6b851 - hx;
    let t1 = w * (LG2 + w * (LG4 + w * LG6));
    let t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    i |= j;
    let r = t2 + t1;
    if i > 0 {
        let hfsq = 0.5 * f * f;
        if k == 0 {
            f - (hfsq - s * (hfsq + r))
        } else {
            dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f)
        }
    } else if k == 0 {
        f - s * (f - r)
    } else {
        dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f)
    }
}

#[cfg(test)]
mod tests {
    use super::log;

    #[test]
    fn special_values() {
        assert_eq!(log(1.0).to_bits(), 0);
        assert_eq!(log(0.0), f64::NEG_INFINITY);
        assert_eq!(log(-0.0), f64::NEG_INFINITY);
        assert!(log(-1.0).is_nan());
        assert!(log(f64::NAN).is_nan());
        assert_eq!(log(f64::INFINITY), f64::INFINITY);
        assert_eq!(log(core::f64::consts::E), 1.0);
        // the smallest subnormal: -1074 ln 2
        assert_eq!(log(f64::from_bits(1)), -744.4400719213812);
    }

    #[test]
    fn within_an_ulp_of_libm() {
        let mut x = 1.0e-300_f64;
        while x < 1.0e300 {
            let (a, b) = (log(x), libm::log(x));
            let d = (a.to_bits() as i64 - b.to_bits() as i64).abs();
            assert!(d <= 1, "log({x:e}) = {a:e}, libm {b:e}");
            x *= 1.37;
        }
    }
}
