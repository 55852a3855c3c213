//! java.util.Arrays for every primitive element type and for Object[] where no Java
//! call is needed: fill, copyOf/copyOfRange, equals, hashCode, sort and binarySearch,
//! with the JDK 17 Arrays sources' results and exceptions (rangeCheck's messages,
//! copyOfRange's System.arraycopy errors, Double.compare order for float/double: -0.0
//! before 0.0 and NaN last, the same probe sequence in binarySearch). Object[]
//! binarySearch calls compareTo/compare and so lives in smali.

use alloc::format;
use alloc::vec::Vec;

use super::{arg, arg_wide, NativeFn};
use crate::oo::Kind;
use crate::vm::{Throw, Vm};

type E = (&'static str, &'static str, &'static str, NativeFn);
const A: &str = "Ljava/util/Arrays;";

/// An element's raw value as an argument word pair (wide kinds) or word.
fn arg_val(a: &[u32], i: usize, k: Kind) -> u64 {
    if matches!(k, Kind::Long | Kind::Double) {
        arg_wide(a, i)
    } else {
        arg(a, i) as u64
    }
}

fn load(vm: &Vm, arr: u32, k: Kind, i: u32) -> u64 {
    vm.ld_kind(arr, Vm::elem_off(k, i), k)
}

fn store(vm: &mut Vm, arr: u32, k: Kind, i: u32, v: u64) {
    vm.st_kind(arr, Vm::elem_off(k, i), k, v);
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
fn range_check(vm: &mut Vm, len: u32, from: i32, to: i32) -> Result<(), Throw> {
    if from > to {
        let m = format!("fromIndex({from}) > toIndex({to})");
        return Err(vm.throw_msg("Ljava/lang/IllegalArgumentException;", &m));
    }
    let aioobe = "Ljava/lang/ArrayIndexOutOfBoundsException;";
    if from < 0 {
        return Err(vm.throw_msg(aioobe, &format!("Array index out of range: {from}")));
    }
    if to as i64 > len as i64 {
        return Err(vm.throw_msg(aioobe, &format!("Array index out of range: {to}")));
    }
    Ok(())
}

/// fill(a, [from, to,] v).
fn fill(vm: &mut Vm, a: &[u32], k: Kind, ranged: bool) -> Result<u64, Throw> {
    let arr = vm.null_check(arg(a, 0))?;
    let n = vm.array_len(arr);
    let (from, to, vi) = if ranged {
        let (f, t) = (arg(a, 1) as i32, arg(a, 2) as i32);
        range_check(vm, n, f, t)?;
        (f as u32, t as u32, 3)
    } else {
        (0, n, 1)
    };
    let v = arg_val(a, vi, k);
    if k == Kind::Ref && v != 0 {
        let comp = vm.classes[vm.class_of(arr) as usize]
            .component
            .unwrap_or(vm.wk.object);
        let vc = vm.class_of(v as u32);
        if from < to && !vm.is_assignable(vc, comp) {
            let name = crate::oo::java_name(&vm.classes[vc as usize].descriptor);
            return Err(vm.throw_msg("Ljava/lang/ArrayStoreException;", &name));
        }
    }
    for i in from..to {
        if k == Kind::Ref {
            vm.array_store32(arr, i, v as u32);
        } else {
            store(vm, arr, k, i, v);
        }
    }
    Ok(0)
}

/// copyOf(a, n) / copyOfRange(a, from, to): a new array of the same class.
fn copy(vm: &mut Vm, arr: u32, from: i32, to: i32, ranged: bool) -> Result<u64, Throw> {
    let arr = vm.null_check(arr)?;
    let cls = vm.class_of(arr);
    copy_into_class(vm, arr, cls, from, to, ranged)
}

fn copy_into_class(
    vm: &mut Vm,
    arr: u32,
    cls: u32,
    from: i32,
    to: i32,
    ranged: bool,
) -> Result<u64, Throw> {
    let new_len = to.wrapping_sub(from);
    if ranged && new_len < 0 {
        let m = format!("{from} > {to}");
        return Err(vm.throw_msg("Ljava/lang/IllegalArgumentException;", &m));
    }
    let r = vm.new_array(cls, new_len)?;
    let n = vm.array_len(arr) as i32;
    // System.arraycopy(original, from, copy, 0, min(original.length - from, newLength)).
    let len = (n.wrapping_sub(from)).min(new_len);
    super::lang::arraycopy(vm, &[arr, from as u32, r, 0, len as u32])?;
    Ok(r as u64)
}

fn equals(vm: &mut Vm, a: &[u32], k: Kind) -> Result<u64, Throw> {
    let (x, y) = (arg(a, 0), arg(a, 1));
    if x == y {
        return Ok(1);
    }
    if x == 0 || y == 0 {
        return Ok(0);
    }
    let n = vm.array_len(x);
    if n != vm.array_len(y) {
        return Ok(0);
    }
    Ok((0..n).all(|i| canonical(k, load(vm, x, k, i)) == canonical(k, load(vm, y, k, i))) as u64)
}

fn hash_code(vm: &mut Vm, a: &[u32], k: Kind) -> Result<u64, Throw> {
    let arr = arg(a, 0);
    if arr == 0 {
        return Ok(0);
    }
    let mut h: i32 = 1;
    for i in 0..vm.array_len(arr) {
        let v = canonical(k, load(vm, arr, k, i));
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

fn sort(vm: &mut Vm, a: &[u32], k: Kind, ranged: bool) -> Result<u64, Throw> {
    let arr = vm.null_check(arg(a, 0))?;
    let n = vm.array_len(arr);
    let (from, to) = if ranged {
        let (f, t) = (arg(a, 1) as i32, arg(a, 2) as i32);
        range_check(vm, n, f, t)?;
        (f as u32, t as u32)
    } else {
        (0, n)
    };
    let mut v: Vec<u64> = (from..to).map(|i| load(vm, arr, k, i)).collect();
    v.sort_by(|x, y| cmp(k, *x, *y));
    for (i, x) in v.into_iter().enumerate() {
        store(vm, arr, k, from + i as u32, x);
    }
    Ok(0)
}

/// binarySearch0: the JDK's probe sequence, so that among equal keys the same index
/// is found.
fn binary_search(vm: &mut Vm, a: &[u32], k: Kind, ranged: bool) -> Result<u64, Throw> {
    let arr = vm.null_check(arg(a, 0))?;
    let n = vm.array_len(arr);
    let (from, to, ki) = if ranged {
        let (f, t) = (arg(a, 1) as i32, arg(a, 2) as i32);
        range_check(vm, n, f, t)?;
        (f, t, 3)
    } else {
        (0, n as i32, 1)
    };
    let key = arg_val(a, ki, k);
    let (mut low, mut high) = (from, to - 1);
    while low <= high {
        let mid = ((low as u32 + high as u32) >> 1) as i32;
        match cmp(k, load(vm, arr, k, mid as u32), key) {
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
                |vm: &mut Vm, a: &[u32]| fill(vm, a, $k, false),
            ),
            (
                A,
                "fill",
                concat!("([", $d, "II", $d, ")V"),
                |vm: &mut Vm, a: &[u32]| fill(vm, a, $k, true),
            ),
            (
                A,
                "copyOf",
                concat!("([", $d, "I)[", $d),
                |vm: &mut Vm, a: &[u32]| copy(vm, arg(a, 0), 0, arg(a, 1) as i32, false),
            ),
            (
                A,
                "copyOfRange",
                concat!("([", $d, "II)[", $d),
                |vm: &mut Vm, a: &[u32]| {
                    copy(vm, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32, true)
                },
            ),
            (
                A,
                "equals",
                concat!("([", $d, "[", $d, ")Z"),
                |vm: &mut Vm, a: &[u32]| equals(vm, a, $k),
            ),
            (
                A,
                "hashCode",
                concat!("([", $d, ")I"),
                |vm: &mut Vm, a: &[u32]| hash_code(vm, a, $k),
            ),
            (
                A,
                "sort",
                concat!("([", $d, ")V"),
                |vm: &mut Vm, a: &[u32]| sort(vm, a, $k, false),
            ),
            (
                A,
                "sort",
                concat!("([", $d, "II)V"),
                |vm: &mut Vm, a: &[u32]| sort(vm, a, $k, true),
            ),
            (
                A,
                "binarySearch",
                concat!("([", $d, $d, ")I"),
                |vm: &mut Vm, a: &[u32]| binary_search(vm, a, $k, false),
            ),
            (
                A,
                "binarySearch",
                concat!("([", $d, "II", $d, ")I"),
                |vm: &mut Vm, a: &[u32]| binary_search(vm, a, $k, true),
            ),
        ]
    };
}

static PRIMS: [[E; 10]; 7] = [
    prim!("I", Kind::Int),
    prim!("J", Kind::Long),
    prim!("S", Kind::Short),
    prim!("B", Kind::Byte),
    prim!("C", Kind::Char),
    prim!("F", Kind::Float),
    prim!("D", Kind::Double),
];

pub static TABLE: &[E] = &[
    (A, "fill", "([ZZ)V", |vm, a| {
        fill(vm, a, Kind::Boolean, false)
    }),
    (A, "fill", "([ZIIZ)V", |vm, a| {
        fill(vm, a, Kind::Boolean, true)
    }),
    (A, "copyOf", "([ZI)[Z", |vm, a| {
        copy(vm, arg(a, 0), 0, arg(a, 1) as i32, false)
    }),
    (A, "copyOfRange", "([ZII)[Z", |vm, a| {
        copy(vm, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32, true)
    }),
    (A, "equals", "([Z[Z)Z", |vm, a| equals(vm, a, Kind::Boolean)),
    (A, "hashCode", "([Z)I", |vm, a| {
        hash_code(vm, a, Kind::Boolean)
    }),
    (
        A,
        "fill",
        "([Ljava/lang/Object;Ljava/lang/Object;)V",
        |vm, a| fill(vm, a, Kind::Ref, false),
    ),
    (
        A,
        "fill",
        "([Ljava/lang/Object;IILjava/lang/Object;)V",
        |vm, a| fill(vm, a, Kind::Ref, true),
    ),
    (
        A,
        "copyOf",
        "([Ljava/lang/Object;I)[Ljava/lang/Object;",
        |vm, a| copy(vm, arg(a, 0), 0, arg(a, 1) as i32, false),
    ),
    (
        A,
        "copyOfRange",
        "([Ljava/lang/Object;II)[Ljava/lang/Object;",
        |vm, a| copy(vm, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32, true),
    ),
    (
        A,
        "copyOf",
        "([Ljava/lang/Object;ILjava/lang/Class;)[Ljava/lang/Object;",
        |vm, a| {
            let arr = vm.null_check(arg(a, 0))?;
            let cls = new_type(vm, arg(a, 2))?;
            copy_into_class(vm, arr, cls, 0, arg(a, 1) as i32, false)
        },
    ),
    (
        A,
        "copyOfRange",
        "([Ljava/lang/Object;IILjava/lang/Class;)[Ljava/lang/Object;",
        |vm, a| {
            let arr = vm.null_check(arg(a, 0))?;
            let cls = new_type(vm, arg(a, 3))?;
            copy_into_class(vm, arr, cls, arg(a, 1) as i32, arg(a, 2) as i32, true)
        },
    ),
    (A, "rangeCheck", "(III)V", |vm, a| {
        range_check(vm, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32).map(|_| 0)
    }),
];

/// The array class of copyOf's `newType` argument. A Class that is not an array class
/// has no component type for Array.newInstance: NullPointerException, as in the JDK; a
/// primitive array class fails in System.arraycopy (ArrayStoreException).
fn new_type(vm: &mut Vm, mirror: u32) -> Result<u32, Throw> {
    let m = vm.null_check(mirror)?;
    let c = vm.mirror_class(m);
    if vm.classes[c as usize].component.is_none() {
        return Err(vm.throw_msg_null("Ljava/lang/NullPointerException;"));
    }
    Ok(c)
}

/// Binds an Arrays native (the primitive families, then the rest).
pub fn lookup(class: &str, name: &str, desc: &str) -> Option<NativeFn> {
    if class != A {
        return None;
    }
    PRIMS
        .iter()
        .flatten()
        .chain(TABLE.iter())
        .find(|e| e.1 == name && e.2 == desc)
        .map(|e| e.3)
}
