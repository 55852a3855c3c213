//! java.util natives: the array storage of ArrayList and LinkedList (`elems` Object[]
//! with spare capacity + `size`), counting structural changes in AbstractList's
//! `modCount` where the JDK's ArrayList/LinkedList do (add, remove, clear; not set) so
//! that their iterators fail fast. Element-wise operations that call Java methods
//! (equals, hashCode, toString) live in the smali base classes instead.

use alloc::format;

use super::{arg, NativeFn};
use crate::vm::{Throw, Vm};

type E = (&'static str, &'static str, &'static str, NativeFn);

macro_rules! list_natives {
    ($cls:expr) => {
        [
            ($cls, "size", "()I", |vm: &mut Vm, a: &[u32]| {
                Ok(offs(vm, arg(a, 0))?.2 as u64)
            }),
            ($cls, "get", "(I)Ljava/lang/Object;", list_get as NativeFn),
            (
                $cls,
                "set",
                "(ILjava/lang/Object;)Ljava/lang/Object;",
                list_set as NativeFn,
            ),
            (
                $cls,
                "add",
                "(ILjava/lang/Object;)V",
                |vm: &mut Vm, a: &[u32]| {
                    list_insert(vm, arg(a, 0), arg(a, 1) as i32, arg(a, 2)).map(|_| 0)
                },
            ),
            (
                $cls,
                "add",
                "(Ljava/lang/Object;)Z",
                |vm: &mut Vm, a: &[u32]| {
                    let n = offs(vm, arg(a, 0))?.2;
                    list_insert(vm, arg(a, 0), n as i32, arg(a, 1)).map(|_| 1)
                },
            ),
            (
                $cls,
                "remove",
                "(I)Ljava/lang/Object;",
                list_remove as NativeFn,
            ),
            ($cls, "clear", "()V", |vm: &mut Vm, a: &[u32]| {
                let (eo, so, _, mo) = offs(vm, arg(a, 0))?;
                vm.st32(arg(a, 0), so, 0);
                bump_mod_count(vm, arg(a, 0), mo);
                vm.st_ref(arg(a, 0), eo, 0);
                Ok(0)
            }),
        ]
    };
}

pub(super) static AL: [E; 7] = list_natives!("Ljava/util/ArrayList;");
pub(super) static LL: [E; 7] = list_natives!("Ljava/util/LinkedList;");

/// (elems offset, size offset, size, modCount offset) of a list object. Both list
/// classes declare `elems` and `size` in the same order after AbstractList's
/// `modCount`, so ArrayList's offsets serve both (and their subclasses).
fn offs(vm: &mut Vm, list: u32) -> Result<(u32, u32, u32, u32), Throw> {
    let (eo, so, mo) = list_fields(vm)?;
    let n = vm.ld32(list, so);
    Ok((eo, so, n, mo))
}

/// The offsets of `elems`, `size` and `modCount`: one class lookup, one walk.
fn list_fields(vm: &mut Vm) -> Result<(u32, u32, u32), Throw> {
    let c = vm.find_class("Ljava/util/ArrayList;")?;
    let (mut eo, mut so, mut mo) = (None, None, None);
    let mut cur = Some(c);
    while let Some(k) = cur {
        for f in &vm.classes[k as usize].instance_fields {
            match f.name.as_str() {
                "elems" => eo = eo.or(Some(f.offset)),
                "size" => so = so.or(Some(f.offset)),
                "modCount" => mo = mo.or(Some(f.offset)),
                _ => {}
            }
        }
        cur = vm.classes[k as usize].super_class;
    }
    match (eo, so, mo) {
        (Some(e), Some(s), Some(m)) => Ok((e, s, m)),
        _ => Err(vm.throw_msg("Ljava/lang/NoSuchFieldError;", "ArrayList storage")),
    }
}

/// `modCount++` at offset `mo` (the JDK's lists count structural changes).
fn bump_mod_count(vm: &mut Vm, list: u32, mo: u32) {
    let m = vm.ld32(list, mo);
    vm.st32(list, mo, m.wrapping_add(1));
}

fn oob(vm: &mut Vm, i: i32, n: u32) -> Throw {
    let m = format!("Index {i} out of bounds for length {n}");
    vm.throw_msg("Ljava/lang/IndexOutOfBoundsException;", &m)
}

fn list_get(vm: &mut Vm, a: &[u32]) -> Result<u64, Throw> {
    let l = arg(a, 0);
    let i = arg(a, 1) as i32;
    let (eo, _, n, _) = offs(vm, l)?;
    if i < 0 || i as u32 >= n {
        return Err(oob(vm, i, n));
    }
    let arr = vm.ld32(l, eo);
    Ok(vm.array_load32(arr, i as u32) as u64)
}

fn list_set(vm: &mut Vm, a: &[u32]) -> Result<u64, Throw> {
    let l = arg(a, 0);
    let i = arg(a, 1) as i32;
    let (eo, _, n, _) = offs(vm, l)?;
    if i < 0 || i as u32 >= n {
        return Err(oob(vm, i, n));
    }
    let arr = vm.ld32(l, eo);
    let old = vm.array_load32(arr, i as u32);
    vm.array_store32(arr, i as u32, arg(a, 2));
    Ok(old as u64)
}

fn list_insert(vm: &mut Vm, l: u32, i: i32, v: u32) -> Result<(), Throw> {
    let (eo, so, n, mo) = offs(vm, l)?;
    if i < 0 || i as u32 > n {
        let m = format!("Index: {i}, Size: {n}");
        return Err(vm.throw_msg("Ljava/lang/IndexOutOfBoundsException;", &m));
    }
    let mut arr = vm.ld32(l, eo);
    let cap = if arr == 0 { 0 } else { vm.array_len(arr) };
    if n + 1 > cap {
        let oa = vm.find_class("[Ljava/lang/Object;")?;
        let new_cap = (cap + cap / 2 + 1).max(10);
        let na = vm.new_array(oa, new_cap as i32)?;
        for k in 0..n {
            let x = vm.array_load32(arr, k);
            vm.array_store32(na, k, x);
        }
        vm.st_ref(l, eo, na);
        arr = na;
    }
    let mut k = n;
    while k > i as u32 {
        let x = vm.array_load32(arr, k - 1);
        vm.array_store32(arr, k, x);
        k -= 1;
    }
    vm.array_store32(arr, i as u32, v);
    vm.st32(l, so, n + 1);
    bump_mod_count(vm, l, mo);
    Ok(())
}

fn list_remove(vm: &mut Vm, a: &[u32]) -> Result<u64, Throw> {
    let l = arg(a, 0);
    let i = arg(a, 1) as i32;
    let (eo, so, n, mo) = offs(vm, l)?;
    if i < 0 || i as u32 >= n {
        return Err(oob(vm, i, n));
    }
    let arr = vm.ld32(l, eo);
    let old = vm.array_load32(arr, i as u32);
    for k in i as u32..n - 1 {
        let x = vm.array_load32(arr, k + 1);
        vm.array_store32(arr, k, x);
    }
    vm.array_store32(arr, n - 1, 0);
    vm.st32(l, so, n - 1);
    bump_mod_count(vm, l, mo);
    Ok(old as u64)
}
