//! java.util.Arrays for every primitive element type and for Object[] where no Java
//! call is needed: fill, copyOf/copyOfRange, equals, hashCode, sort and binarySearch,
//! with the JDK 17 Arrays sources' results and exceptions (rangeCheck's messages,
//! copyOfRange's System.arraycopy errors, Double.compare order for float/double: -0.0
//! before 0.0 and NaN last, the same probe sequence in binarySearch). Object[]
//! binarySearch calls compareTo/compare and so lives in smali.

use alloc::format;
use alloc::vec::Vec;

use dexmetal_vm::native::{arg, arg_wide, java_name, ClassRef, Env, Kind, Native, Throw};

const A: &str = "Ljava/util/Arrays;";

/// Whether `len` elements from `off` lie in an array of `length` (the condition of
/// `Objects.checkFromIndexSize`, which every `(array, offset, count)` method checks; each
/// caller throws its own class's exception).
pub(crate) fn slice_fits(length: u32, off: i32, len: i32) -> bool {
    off >= 0 && len >= 0 && i64::from(off) + i64::from(len) <= i64::from(length)
}

/// An element's raw value as an argument word pair (wide kinds) or word.
fn arg_val(a: &[u32], i: usize, k: Kind) -> u64 {
    if matches!(k, Kind::Long | Kind::Double) {
        arg_wide(a, i)
    } else {
        arg(a, i) as u64
    }
}

fn load(env: &Env<'_>, arr: u32, k: Kind, i: u32) -> u64 {
    env.array_get(arr, k, i)
}

fn store(env: &mut Env<'_>, arr: u32, k: Kind, i: u32, v: u64) {
    env.array_set(arr, k, i, v);
}

/// Java's ordering of two raw element values (Double/Float.compare for floats).
fn cmp(k: Kind, x: u64, y: u64) -> core::cmp::Ordering {
    match k {
        Kind::Int | Kind::Short | Kind::Byte => (x as u32 as i32).cmp(&(y as u32 as i32)),
        Kind::Char | Kind::Boolean => (x as u16).cmp(&(y as u16)),
        Kind::Long | Kind::Ref => (x as i64).cmp(&(y as i64)),
        Kind::Float => total(
            f32::from_bits(x as u32) as f64,
            f32::from_bits(y as u32) as f64,
        ),
        Kind::Double => total(f64::from_bits(x), f64::from_bits(y)),
    }
}

/// Double.compare: numeric order, -0.0 below 0.0, NaN above everything and equal to
/// itself.
fn total(x: f64, y: f64) -> core::cmp::Ordering {
    use core::cmp::Ordering::*;
    if x < y {
        Less
    } else if x > y {
        Greater
    } else {
        let key = |v: f64| {
            if v.is_nan() {
                i64::MAX
            } else {
                v.to_bits() as i64
            }
        };
        key(x).cmp(&key(y))
    }
}

/// floatToIntBits / doubleToLongBits: all NaNs collapse to the canonical one.
fn canonical(k: Kind, v: u64) -> u64 {
    match k {
        Kind::Float if f32::from_bits(v as u32).is_nan() => 0x7fc0_0000,
        Kind::Double if f64::from_bits(v).is_nan() => 0x7ff8_0000_0000_0000,
        Kind::Float | Kind::Int | Kind::Short | Kind::Byte | Kind::Char | Kind::Boolean => {
            v as u32 as u64
        }
        _ => v,
    }
}

/// Arrays.rangeCheck.
fn range_check(env: &mut Env<'_>, len: u32, from: i32, to: i32) -> Result<(), Throw> {
    if from > to {
        let m = format!("fromIndex({from}) > toIndex({to})");
        return Err(env.throw("Ljava/lang/IllegalArgumentException;", &m));
    }
    let aioobe = "Ljava/lang/ArrayIndexOutOfBoundsException;";
    if from < 0 {
        return Err(env.throw(aioobe, &format!("Array index out of range: {from}")));
    }
    if to as i64 > len as i64 {
        return Err(env.throw(aioobe, &format!("Array index out of range: {to}")));
    }
    Ok(())
}

/// fill(a, [from, to,] v).
fn fill(env: &mut Env<'_>, a: &[u32], k: Kind, ranged: bool) -> Result<u64, Throw> {
    let arr = env.null_check(arg(a, 0))?;
    let n = env.array_len(arr);
    let (from, to, vi) = if ranged {
        let (f, t) = (arg(a, 1) as i32, arg(a, 2) as i32);
        range_check(env, n, f, t)?;
        (f as u32, t as u32, 3)
    } else {
        (0, n, 1)
    };
    let v = arg_val(a, vi, k);
    if k == Kind::Ref && v != 0 {
        let comp = env.component(env.class_of(arr));
        let vc = env.class_of(v as u32);
        if from < to && comp.is_some_and(|c| !env.is_assignable(vc, c)) {
            let name = java_name(env.descriptor(vc));
            return Err(env.throw("Ljava/lang/ArrayStoreException;", &name));
        }
    }
    for i in from..to {
        store(env, arr, k, i, v);
    }
    Ok(0)
}

/// copyOf(a, n) / copyOfRange(a, from, to): a new array of the same class.
fn copy(env: &mut Env<'_>, arr: u32, from: i32, to: i32, ranged: bool) -> Result<u64, Throw> {
    let arr = env.null_check(arr)?;
    let cls = env.class_of(arr);
    copy_into_class(env, arr, cls, from, to, ranged)
}

fn copy_into_class(
    env: &mut Env<'_>,
    arr: u32,
    cls: ClassRef,
    from: i32,
    to: i32,
    ranged: bool,
) -> Result<u64, Throw> {
    let new_len = to.wrapping_sub(from);
    if ranged && new_len < 0 {
        let m = format!("{from} > {to}");
        return Err(env.throw("Ljava/lang/IllegalArgumentException;", &m));
    }
    let r = env.new_array(cls, new_len)?;
    let n = env.array_len(arr) as i32;
    // System.arraycopy(original, from, copy, 0, min(original.length - from, newLength)).
    let len = (n.wrapping_sub(from)).min(new_len);
    env.copy_array(arr, from, r, 0, len)?;
    Ok(r as u64)
}

fn equals(env: &mut Env<'_>, a: &[u32], k: Kind) -> Result<u64, Throw> {
    let (x, y) = (arg(a, 0), arg(a, 1));
    if x == y {
        return Ok(1);
    }
    if x == 0 || y == 0 {
        return Ok(0);
    }
    let n = env.array_len(x);
    if n != env.array_len(y) {
        return Ok(0);
    }
    Ok((0..n).all(|i| canonical(k, load(env, x, k, i)) == canonical(k, load(env, y, k, i))) as u64)
}

fn hash_code(env: &mut Env<'_>, a: &[u32], k: Kind) -> Result<u64, Throw> {
    let arr = arg(a, 0);
    if arr == 0 {
        return Ok(0);
    }
    let mut h: i32 = 1;
    for i in 0..env.array_len(arr) {
        let v = canonical(k, load(env, arr, k, i));
        let e = match k {
            Kind::Long | Kind::Double => (v ^ (v >> 32)) as i32,
            Kind::Boolean => {
                if v != 0 {
                    1231
                } else {
                    1237
                }
            }
            _ => v as u32 as i32,
        };
        h = h.wrapping_mul(31).wrapping_add(e);
    }
    Ok(h as u32 as u64)
}

fn sort(env: &mut Env<'_>, a: &[u32], k: Kind, ranged: bool) -> Result<u64, Throw> {
    let arr = env.null_check(arg(a, 0))?;
    let n = env.array_len(arr);
    let (from, to) = if ranged {
        let (f, t) = (arg(a, 1) as i32, arg(a, 2) as i32);
        range_check(env, n, f, t)?;
        (f as u32, t as u32)
    } else {
        (0, n)
    };
    let mut v: Vec<u64> = (from..to).map(|i| load(env, arr, k, i)).collect();
    v.sort_by(|x, y| cmp(k, *x, *y));
    for (i, x) in v.into_iter().enumerate() {
        store(env, arr, k, from + i as u32, x);
    }
    Ok(0)
}

/// binarySearch0: the JDK's probe sequence, so that among equal keys the same index
/// is found.
fn binary_search(env: &mut Env<'_>, a: &[u32], k: Kind, ranged: bool) -> Result<u64, Throw> {
    let arr = env.null_check(arg(a, 0))?;
    let n = env.array_len(arr);
    let (from, to, ki) = if ranged {
        let (f, t) = (arg(a, 1) as i32, arg(a, 2) as i32);
        range_check(env, n, f, t)?;
        (f, t, 3)
    } else {
        (0, n as i32, 1)
    };
    let key = arg_val(a, ki, k);
    let (mut low, mut high) = (from, to - 1);
    while low <= high {
        let mid = ((low as u32 + high as u32) >> 1) as i32;
        match cmp(k, load(env, arr, k, mid as u32), key) {
            core::cmp::Ordering::Less => low = mid + 1,
            core::cmp::Ordering::Greater => high = mid - 1,
            core::cmp::Ordering::Equal => return Ok(mid as u32 as u64),
        }
    }
    Ok((-(low + 1)) as u32 as u64)
}

macro_rules! prim {
    ($d:literal, $k:expr) => {
        [
            (
                A,
                "fill",
                concat!("([", $d, $d, ")V"),
                |env: &mut Env<'_>, a: &[u32]| fill(env, a, $k, false),
            ),
            (
                A,
                "fill",
                concat!("([", $d, "II", $d, ")V"),
                |env: &mut Env<'_>, a: &[u32]| fill(env, a, $k, true),
            ),
            (
                A,
                "copyOf",
                concat!("([", $d, "I)[", $d),
                |env: &mut Env<'_>, a: &[u32]| copy(env, arg(a, 0), 0, arg(a, 1) as i32, false),
            ),
            (
                A,
                "copyOfRange",
                concat!("([", $d, "II)[", $d),
                |env: &mut Env<'_>, a: &[u32]| {
                    copy(env, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32, true)
                },
            ),
            (
                A,
                "equals",
                concat!("([", $d, "[", $d, ")Z"),
                |env: &mut Env<'_>, a: &[u32]| equals(env, a, $k),
            ),
            (
                A,
                "hashCode",
                concat!("([", $d, ")I"),
                |env: &mut Env<'_>, a: &[u32]| hash_code(env, a, $k),
            ),
            (
                A,
                "sort",
                concat!("([", $d, ")V"),
                |env: &mut Env<'_>, a: &[u32]| sort(env, a, $k, false),
            ),
            (
                A,
                "sort",
                concat!("([", $d, "II)V"),
                |env: &mut Env<'_>, a: &[u32]| sort(env, a, $k, true),
            ),
            (
                A,
                "binarySearch",
                concat!("([", $d, $d, ")I"),
                |env: &mut Env<'_>, a: &[u32]| binary_search(env, a, $k, false),
            ),
            (
                A,
                "binarySearch",
                concat!("([", $d, "II", $d, ")I"),
                |env: &mut Env<'_>, a: &[u32]| binary_search(env, a, $k, true),
            ),
        ]
    };
}

pub(crate) static PRIMS: [[Native; 10]; 7] = [
    prim!("I", Kind::Int),
    prim!("J", Kind::Long),
    prim!("S", Kind::Short),
    prim!("B", Kind::Byte),
    prim!("C", Kind::Char),
    prim!("F", Kind::Float),
    prim!("D", Kind::Double),
];

pub static TABLE: &[Native] = &[
    (A, "fill", "([ZZ)V", |env, a| {
        fill(env, a, Kind::Boolean, false)
    }),
    (A, "fill", "([ZIIZ)V", |env, a| {
        fill(env, a, Kind::Boolean, true)
    }),
    (A, "copyOf", "([ZI)[Z", |env, a| {
        copy(env, arg(a, 0), 0, arg(a, 1) as i32, false)
    }),
    (A, "copyOfRange", "([ZII)[Z", |env, a| {
        copy(env, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32, true)
    }),
    (A, "equals", "([Z[Z)Z", |env, a| {
        equals(env, a, Kind::Boolean)
    }),
    (A, "hashCode", "([Z)I", |env, a| {
        hash_code(env, a, Kind::Boolean)
    }),
    (
        A,
        "fill",
        "([Ljava/lang/Object;Ljava/lang/Object;)V",
        |env, a| fill(env, a, Kind::Ref, false),
    ),
    (
        A,
        "fill",
        "([Ljava/lang/Object;IILjava/lang/Object;)V",
        |env, a| fill(env, a, Kind::Ref, true),
    ),
    (
        A,
        "copyOf",
        "([Ljava/lang/Object;I)[Ljava/lang/Object;",
        |env, a| copy(env, arg(a, 0), 0, arg(a, 1) as i32, false),
    ),
    (
        A,
        "copyOfRange",
        "([Ljava/lang/Object;II)[Ljava/lang/Object;",
        |env, a| copy(env, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32, true),
    ),
    (
        A,
        "copyOf",
        "([Ljava/lang/Object;ILjava/lang/Class;)[Ljava/lang/Object;",
        |env, a| {
            let arr = env.null_check(arg(a, 0))?;
            let cls = new_type(env, arg(a, 2))?;
            copy_into_class(env, arr, cls, 0, arg(a, 1) as i32, false)
        },
    ),
    (
        A,
        "copyOfRange",
        "([Ljava/lang/Object;IILjava/lang/Class;)[Ljava/lang/Object;",
        |env, a| {
            let arr = env.null_check(arg(a, 0))?;
            let cls = new_type(env, arg(a, 3))?;
            copy_into_class(env, arr, cls, arg(a, 1) as i32, arg(a, 2) as i32, true)
        },
    ),
    (A, "rangeCheck", "(III)V", |env, a| {
        range_check(env, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32).map(|_| 0)
    }),
];

/// The array class of copyOf's `newType` argument. A Class that is not an array class
/// has no component type for Array.newInstance: NullPointerException, as in the JDK; a
/// primitive array class fails in System.arraycopy (ArrayStoreException).
fn new_type(env: &mut Env<'_>, mirror: u32) -> Result<ClassRef, Throw> {
    let m = env.null_check(mirror)?;
    let c = env.class_of_class_object(m);
    if env.component(c).is_none() {
        return Err(env.throw_new("Ljava/lang/NullPointerException;"));
    }
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::slice_fits;

    #[test]
    fn a_slice_fits_only_inside_the_array() {
        assert!(slice_fits(10, 0, 10));
        assert!(slice_fits(10, 10, 0));
        assert!(slice_fits(0, 0, 0));
        assert!(!slice_fits(10, 10, 1));
        assert!(!slice_fits(10, -1, 1));
        assert!(!slice_fits(10, 1, -1));
        // off + len past i32::MAX must not wrap into range.
        assert!(!slice_fits(10, i32::MAX, i32::MAX));
        assert!(!slice_fits(i32::MAX as u32, i32::MAX, 1));
    }
}
