//! java.util natives: the array storage of ArrayList and LinkedList (`elems` Object[]
//! with spare capacity + `size`), counting structural changes in AbstractList's
//! `modCount` where the JDK's ArrayList/LinkedList do (add, remove, clear; not set) so
//! that their iterators fail fast. Element-wise operations that call Java methods
//! (equals, hashCode, toString) live in the smali base classes instead.

use alloc::format;

use dexmetal_vm::native::{arg, Env, FieldRef, Kind, Native, NativeFn, Throw};

macro_rules! list_natives {
    ($cls:expr) => {
        [
            ($cls, "size", "()I", |env: &mut Env<'_>, a: &[u32]| {
                Ok(offs(env, arg(a, 0))?.1 as u64)
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
                |env: &mut Env<'_>, a: &[u32]| {
                    list_insert(env, arg(a, 0), arg(a, 1) as i32, arg(a, 2)).map(|_| 0)
                },
            ),
            (
                $cls,
                "add",
                "(Ljava/lang/Object;)Z",
                |env: &mut Env<'_>, a: &[u32]| {
                    let n = offs(env, arg(a, 0))?.1;
                    list_insert(env, arg(a, 0), n as i32, arg(a, 1)).map(|_| 1)
                },
            ),
            (
                $cls,
                "remove",
                "(I)Ljava/lang/Object;",
                list_remove as NativeFn,
            ),
            ($cls, "clear", "()V", |env: &mut Env<'_>, a: &[u32]| {
                let (f, _) = offs(env, arg(a, 0))?;
                env.set(arg(a, 0), f.size, 0);
                bump_mod_count(env, arg(a, 0), f);
                env.set(arg(a, 0), f.elems, 0);
                Ok(0)
            }),
        ]
    };
}

pub(super) static AL: [Native; 7] = list_natives!("Ljava/util/ArrayList;");
pub(super) static LL: [Native; 7] = list_natives!("Ljava/util/LinkedList;");

/// The fields of a list's storage. Both list classes declare `elems` and `size` in the
/// same order after AbstractList's `modCount`, so ArrayList's fields serve both (and
/// their subclasses).
#[derive(Clone, Copy)]
struct Fields {
    elems: FieldRef,
    size: FieldRef,
    mod_count: FieldRef,
}

/// The storage fields and the size of `list`.
fn offs(env: &mut Env<'_>, list: u32) -> Result<(Fields, u32), Throw> {
    let f = Fields {
        elems: env.lib_field(crate::fields::LIST_ELEMS)?,
        size: env.lib_field(crate::fields::LIST_SIZE)?,
        mod_count: env.lib_field(crate::fields::LIST_MOD_COUNT)?,
    };
    let n = env.get(list, f.size) as u32;
    Ok((f, n))
}

/// `modCount++` (the JDK's lists count structural changes).
fn bump_mod_count(env: &mut Env<'_>, list: u32, f: Fields) {
    let m = env.get(list, f.mod_count) as u32;
    env.set(list, f.mod_count, m.wrapping_add(1) as u64);
}

fn elem(env: &Env<'_>, arr: u32, i: u32) -> u32 {
    env.array_get(arr, Kind::Ref, i) as u32
}

fn set_elem(env: &mut Env<'_>, arr: u32, i: u32, v: u32) {
    env.array_set(arr, Kind::Ref, i, v as u64)
}

fn oob(env: &mut Env<'_>, i: i32, n: u32) -> Throw {
    let m = format!("Index {i} out of bounds for length {n}");
    env.throw("Ljava/lang/IndexOutOfBoundsException;", &m)
}

fn list_get(env: &mut Env<'_>, a: &[u32]) -> Result<u64, Throw> {
    let l = arg(a, 0);
    let i = arg(a, 1) as i32;
    let (f, n) = offs(env, l)?;
    if i < 0 || i as u32 >= n {
        return Err(oob(env, i, n));
    }
    let arr = env.get(l, f.elems) as u32;
    Ok(elem(env, arr, i as u32) as u64)
}

fn list_set(env: &mut Env<'_>, a: &[u32]) -> Result<u64, Throw> {
    let l = arg(a, 0);
    let i = arg(a, 1) as i32;
    let (f, n) = offs(env, l)?;
    if i < 0 || i as u32 >= n {
        return Err(oob(env, i, n));
    }
    let arr = env.get(l, f.elems) as u32;
    let old = elem(env, arr, i as u32);
    set_elem(env, arr, i as u32, arg(a, 2));
    Ok(old as u64)
}

fn list_insert(env: &mut Env<'_>, l: u32, i: i32, v: u32) -> Result<(), Throw> {
    let (f, n) = offs(env, l)?;
    if i < 0 || i as u32 > n {
        let m = format!("Index: {i}, Size: {n}");
        return Err(env.throw("Ljava/lang/IndexOutOfBoundsException;", &m));
    }
    let mut arr = env.get(l, f.elems) as u32;
    let cap = if arr == 0 { 0 } else { env.array_len(arr) };
    if n + 1 > cap {
        let oa = env.find_class("[Ljava/lang/Object;")?;
        let new_cap = (cap + cap / 2 + 1).max(10);
        let na = env.new_array(oa, new_cap as i32)?;
        for k in 0..n {
            let x = elem(env, arr, k);
            set_elem(env, na, k, x);
        }
        env.set(l, f.elems, na as u64);
        arr = na;
    }
    let mut k = n;
    while k > i as u32 {
        let x = elem(env, arr, k - 1);
        set_elem(env, arr, k, x);
        k -= 1;
    }
    set_elem(env, arr, i as u32, v);
    env.set(l, f.size, (n + 1) as u64);
    bump_mod_count(env, l, f);
    Ok(())
}

fn list_remove(env: &mut Env<'_>, a: &[u32]) -> Result<u64, Throw> {
    let l = arg(a, 0);
    let i = arg(a, 1) as i32;
    let (f, n) = offs(env, l)?;
    if i < 0 || i as u32 >= n {
        return Err(oob(env, i, n));
    }
    let arr = env.get(l, f.elems) as u32;
    let old = elem(env, arr, i as u32);
    for k in i as u32..n - 1 {
        let x = elem(env, arr, k + 1);
        set_elem(env, arr, k, x);
    }
    set_elem(env, arr, n - 1, 0);
    env.set(l, f.size, (n - 1) as u64);
    bump_mod_count(env, l, f);
    Ok(old as u64)
}
