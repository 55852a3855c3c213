//! The results Java specifies bit for bit, i.e. fdlibm's algorithms (Sun's freely
//! distributable libm 5.3, which the JDK's StrictMath follows): `log` (e_log.c), `cbrt`
//! (s_cbrt.c), `hypot` (e_hypot.c), `log1p` (s_log1p.c), each with fdlibm's own branch
//! structure and operation order, because the `libm` crate's musl reworks round
//! differently in the last bit (java.util.Random.nextGaussian and Math.cbrt/hypot must
//! reproduce the JVM exactly). Also the StrictMath natives.

use dexmetal_vm::native::Env;
use dexmetal_vm::native::{arg_wide, Native};

pub static TABLE: &[Native] = &[
    (
        "Ljava/lang/StrictMath;",
        "log",
        "(D)D",
        |_env: &mut Env<'_>, a: &[u32]| Ok(log(f64::from_bits(arg_wide(a, 0))).to_bits()),
    ),
    (
        "Ljava/lang/StrictMath;",
        "sqrt",
        "(D)D",
        |_env: &mut Env<'_>, a: &[u32]| {
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

fn lo(x: f64) -> u32 {
    x.to_bits() as u32
}
fn with_lo(x: f64, l: u32) -> f64 {
    f64::from_bits((x.to_bits() & !0xffff_ffffu64) | l as u64)
}

/// fdlibm s_cbrt.c: a 5-bit estimate from the exponent, a rational refinement to 23
/// bits, then one Newton step.
pub(crate) fn cbrt(x: f64) -> f64 {
    const B1: u32 = 715_094_163; // (682 - 0.03306235651) * 2^20
    const B2: u32 = 696_219_795; // (664 - 0.03306235651) * 2^20
    const C: f64 = 5.428_571_428_571_428e-1; // 19/35
    const D: f64 = -7.053_061_224_489_796e-1; // -864/1225
    const E: f64 = 1.414_285_714_285_714_4; // 99/70
    const F: f64 = 1.607_142_857_142_857_2; // 45/28
    const G: f64 = 3.571_428_571_428_571_5e-1; // 5/14
    let mut hx = hi(x);
    let sign = hx as u32 & 0x8000_0000;
    hx ^= sign as i32;
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    if (hx as u32 | lo(x)) == 0 {
        return x;
    }
    let x = with_hi(x, hx);
    let mut t = if hx < 0x0010_0000 {
        // Subnormal: scale by 2^54 first.
        let t = with_hi(0.0, 0x4350_0000) * x;
        with_hi(t, (hi(t) as u32 / 3 + B2) as i32)
    } else {
        with_hi(0.0, (hx as u32 / 3 + B1) as i32)
    };
    let r = t * t / x;
    let s = C + r * t;
    t *= G + F / (s + E + D / s);
    // Chop to 20 bits and round up, so that t exceeds cbrt(x).
    t = with_lo(t, 0);
    t = with_hi(t, hi(t) + 1);
    let s = t * t;
    let r = x / s;
    let w = t + t;
    let r = (r - t) / (w + r);
    t += t * r;
    with_hi(t, hi(t) | sign as i32)
}

/// fdlibm e_hypot.c: sqrt(x*x+y*y) without undue overflow, with the products split
/// into exact high and low parts.
pub(crate) fn hypot(x: f64, y: f64) -> f64 {
    let mut ha = hi(x) & 0x7fff_ffff;
    let mut hb = hi(y) & 0x7fff_ffff;
    let (mut a, mut b) = if hb > ha {
        core::mem::swap(&mut ha, &mut hb);
        (y, x)
    } else {
        (x, y)
    };
    a = with_hi(a, ha);
    b = with_hi(b, hb);
    if ha - hb > 0x3c0_0000 {
        // a/b > 2^60
        return a + b;
    }
    let mut k = 0i32;
    if ha > 0x5f30_0000 {
        if ha >= 0x7ff0_0000 {
            // An infinity wins over a NaN.
            let mut w = a + b;
            if ((ha & 0xf_ffff) as u32 | lo(a)) == 0 {
                w = a;
            }
            if ((hb ^ 0x7ff0_0000) as u32 | lo(b)) == 0 {
                w = b;
            }
            return w;
        }
        ha -= 0x2580_0000;
        hb -= 0x2580_0000;
        k += 600;
        a = with_hi(a, ha);
        b = with_hi(b, hb);
    }
    if hb < 0x20b0_0000 {
        if hb <= 0x000f_ffff {
            if (hb as u32 | lo(b)) == 0 {
                return a;
            }
            let t1 = with_hi(0.0, 0x7fd0_0000);
            b *= t1;
            a *= t1;
            k -= 1022;
        } else {
            ha += 0x2580_0000;
            hb += 0x2580_0000;
            k -= 600;
            a = with_hi(a, ha);
            b = with_hi(b, hb);
        }
    }
    let mut w = a - b;
    if w > b {
        let t1 = with_hi(0.0, ha);
        let t2 = a - t1;
        w = libm::sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
    } else {
        a += a;
        let y1 = with_hi(0.0, hb);
        let y2 = b - y1;
        let t1 = with_hi(0.0, ha + 0x0010_0000);
        let t2 = a - t1;
        w = libm::sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
    }
    if k != 0 {
        with_hi(1.0, hi(1.0) + (k << 20)) * w
    } else {
        w
    }
}

/// fdlibm s_log1p.c: 1+x = 2^k (1+f) with a correction term for the rounding of 1+x,
/// then log(1+f) by the minimax polynomial in s = f/(2+f).
pub(crate) fn log1p(x: f64) -> f64 {
    const LN2_HI: f64 = 6.931_471_803_691_238e-1;
    const LN2_LO: f64 = 1.908_214_929_270_587_7e-10;
    const TWO54: f64 = 1.801_439_850_948_198_4e16;
    const LP: [f64; 7] = [
        6.666_666_666_666_735e-1,
        3.999_999_999_940_942e-1,
        2.857_142_874_366_239e-1,
        2.222_219_843_214_978_4e-1,
        1.818_357_216_161_805e-1,
        1.531_383_769_920_937_3e-1,
        1.479_819_860_511_658_6e-1,
    ];
    let hx = hi(x);
    let ax = hx & 0x7fff_ffff;
    let mut k = 1i32;
    let mut f = 0.0;
    let mut hu = 0i32;
    let mut c = 0.0;
    if hx < 0x3fda_827a {
        // x < 0.41422
        if ax >= 0x3ff0_0000 {
            return if x == -1.0 {
                f64::NEG_INFINITY
            } else {
                f64::NAN
            };
        }
        if ax < 0x3e20_0000 {
            // |x| < 2^-29
            if TWO54 + x > 0.0 && ax < 0x3c90_0000 {
                return x;
            }
            return x - x * x * 0.5;
        }
        if hx > 0 || hx <= 0xbfd2_bec3u32 as i32 {
            // -0.2929 < x < 0.41422
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    if k != 0 {
        let mut u;
        if hx < 0x4340_0000 {
            u = 1.0 + x;
            hu = hi(u);
            k = (hu >> 20) - 1023;
            c = if k > 0 { 1.0 - (u - x) } else { x - (u - 1.0) };
            c /= u;
        } else {
            u = x;
            hu = hi(u);
            k = (hu >> 20) - 1023;
        }
        hu &= 0x000f_ffff;
        if hu < 0x6a09e {
            u = with_hi(u, hu | 0x3ff0_0000);
        } else {
            k += 1;
            u = with_hi(u, hu | 0x3fe0_0000);
            hu = (0x0010_0000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    let hfsq = 0.5 * f * f;
    let kf = k as f64;
    if hu == 0 {
        // |f| < 2^-20
        if f == 0.0 {
            if k == 0 {
                return 0.0;
            }
            c += kf * LN2_LO;
            return kf * LN2_HI + c;
        }
        let r = hfsq * (1.0 - 0.666_666_666_666_666_6 * f);
        if k == 0 {
            return f - r;
        }
        return kf * LN2_HI - ((r - (kf * LN2_LO + c)) - f);
    }
    let s = f / (2.0 + f);
    let z = s * s;
    let r = z
        * (LP[0] + z * (LP[1] + z * (LP[2] + z * (LP[3] + z * (LP[4] + z * (LP[5] + z * LP[6]))))));
    if k == 0 {
        return f - (hfsq - s * (hfsq + r));
    }
    kf * LN2_HI - ((hfsq - (s * (hfsq + r) + (kf * LN2_LO + c))) - f)
}

// --- Math.nextAfter family (java.lang.Math's bit-stepping definitions) -----------------

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
