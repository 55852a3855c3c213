//! java.lang.String (immutable UTF-16 `value` char[] + cached `hash`) and
//! java.lang.StringBuilder (`value` char[] with spare capacity + `count`) natives.
//! Semantics follow the Java SE API docs; index errors use the JDK 17 messages.

use alloc::format;
use alloc::vec::Vec;

use super::fmt::{double_to_string, float_to_string};
use dexmetal_vm::native::{arg, arg_wide, utf16, Env, FieldRef, Kind, Native, Throw};

const S: &str = "Ljava/lang/String;";
const SB: &str = "Ljava/lang/StringBuilder;";
const STRING_BUFFER: &str = "Ljava/lang/StringBuffer;";

pub static TABLE: &[Native] = &[
    (S, "<init>", "()V", |env, a| init_chars(env, arg(a, 0), &[])),
    (S, "<init>", "([C)V", |env, a| {
        let arr = env.null_check(arg(a, 1))?;
        let c = env.char_array(arr);
        init_chars(env, arg(a, 0), &c)
    }),
    (S, "<init>", "([CII)V", |env, a| {
        let arr = env.null_check(arg(a, 1))?;
        let c = env.char_array(arr);
        let (off, n) = (arg(a, 2) as i32, arg(a, 3) as i32);
        if !crate::arrays::slice_fits(c.len() as u32, off, n) {
            let m = format!("offset {off}, count {n}, length {}", c.len());
            return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
        }
        init_chars(env, arg(a, 0), &c[off as usize..(off + n) as usize])
    }),
    (S, "<init>", "(Ljava/lang/String;)V", |env, a| {
        let s = env.null_check(arg(a, 1))?;
        let c = env.string_utf16(s);
        init_chars(env, arg(a, 0), &c)
    }),
    (S, "<init>", "(Ljava/lang/StringBuilder;)V", |env, a| {
        let sb = env.null_check(arg(a, 1))?;
        let c = sb_chars(env, sb)?;
        init_chars(env, arg(a, 0), &c)
    }),
    (S, "length", "()I", |env, a| {
        Ok(env.string_len(arg(a, 0)) as u64)
    }),
    (S, "isEmpty", "()Z", |env, a| {
        Ok((env.string_len(arg(a, 0)) == 0) as u64)
    }),
    (S, "charAt", "(I)C", |env, a| {
        let i = arg(a, 1);
        match env.string_char(arg(a, 0), i) {
            Some(c) => Ok(c as u64),
            None => {
                let m = format!("String index out of range: {}", i as i32);
                Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m))
            }
        }
    }),
    (S, "equals", "(Ljava/lang/Object;)Z", |env, a| {
        let (s, o) = (arg(a, 0), arg(a, 1));
        if s == o {
            return Ok(1);
        }
        if !env.is_string(o) {
            return Ok(0);
        }
        Ok((env.string_utf16(s) == env.string_utf16(o)) as u64)
    }),
    (S, "equalsIgnoreCase", "(Ljava/lang/String;)Z", |env, a| {
        let o = arg(a, 1);
        if o == 0 {
            return Ok(0);
        }
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        Ok(
            (x.len() == y.len() && x.iter().zip(y.iter()).all(|(&p, &q)| fold(p) == fold(q)))
                as u64,
        )
    }),
    (S, "hashCode", "()I", |env, a| {
        let s = arg(a, 0);
        let hash = env.lib_field(crate::fields::STRING_HASH)?;
        let h = env.get(s, hash) as u32;
        if h != 0 {
            return Ok(h as u64);
        }
        let h = env
            .string_utf16(s)
            .iter()
            .fold(0i32, |h, &c| h.wrapping_mul(31).wrapping_add(c as i32));
        env.set(s, hash, h as u32 as u64);
        Ok(h as u32 as u64)
    }),
    (S, "compareTo", "(Ljava/lang/String;)I", |env, a| {
        let o = env.null_check(arg(a, 1))?;
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        for (p, q) in x.iter().zip(y.iter()) {
            if p != q {
                return Ok((*p as i32 - *q as i32) as u32 as u64);
            }
        }
        Ok((x.len() as i32 - y.len() as i32) as u32 as u64)
    }),
    (
        S,
        "compareToIgnoreCase",
        "(Ljava/lang/String;)I",
        |env, a| {
            let o = env.null_check(arg(a, 1))?;
            let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
            for (p, q) in x.iter().zip(y.iter()) {
                let (p, q) = (lower(upper(*p)), lower(upper(*q)));
                if p != q {
                    return Ok((p as i32 - q as i32) as u32 as u64);
                }
            }
            Ok((x.len() as i32 - y.len() as i32) as u32 as u64)
        },
    ),
    (S, "indexOf", "(I)I", |env, a| {
        index_of_char(env, arg(a, 0), arg(a, 1), 0)
    }),
    (S, "indexOf", "(II)I", |env, a| {
        index_of_char(env, arg(a, 0), arg(a, 1), arg(a, 2) as i32)
    }),
    (S, "indexOf", "(Ljava/lang/String;)I", |env, a| {
        index_of_str(env, arg(a, 0), arg(a, 1), 0)
    }),
    (S, "indexOf", "(Ljava/lang/String;I)I", |env, a| {
        index_of_str(env, arg(a, 0), arg(a, 1), arg(a, 2) as i32)
    }),
    (S, "lastIndexOf", "(I)I", |env, a| {
        let x = env.string_utf16(arg(a, 0));
        let c = arg(a, 1);
        Ok(x.iter()
            .rposition(|&p| p as u32 == c)
            .map_or(-1, |i| i as i32) as u32 as u64)
    }),
    (S, "lastIndexOf", "(Ljava/lang/String;)I", |env, a| {
        let o = env.null_check(arg(a, 1))?;
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        if y.len() > x.len() {
            return Ok(-1i32 as u32 as u64);
        }
        let r = (0..=x.len() - y.len())
            .rev()
            .find(|&i| x[i..i + y.len()] == y[..]);
        Ok(r.map_or(-1, |i| i as i32) as u32 as u64)
    }),
    (S, "contains", "(Ljava/lang/CharSequence;)Z", |env, a| {
        let o = env.null_check(arg(a, 1))?;
        let y = char_seq(env, o)?;
        let x = env.string_utf16(arg(a, 0));
        Ok(find(&x, &y, 0).is_some() as u64)
    }),
    (S, "startsWith", "(Ljava/lang/String;)Z", |env, a| {
        let o = env.null_check(arg(a, 1))?;
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        Ok(x.starts_with(&y) as u64)
    }),
    (S, "startsWith", "(Ljava/lang/String;I)Z", |env, a| {
        let o = env.null_check(arg(a, 1))?;
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        let off = arg(a, 2) as i32;
        Ok((off >= 0 && (off as usize) <= x.len() && x[off as usize..].starts_with(&y)) as u64)
    }),
    (S, "endsWith", "(Ljava/lang/String;)Z", |env, a| {
        let o = env.null_check(arg(a, 1))?;
        let (x, y) = (env.string_utf16(arg(a, 0)), env.string_utf16(o));
        Ok(x.ends_with(&y) as u64)
    }),
    (S, "substring", "(I)Ljava/lang/String;", |env, a| {
        let x = env.string_utf16(arg(a, 0));
        substring(env, arg(a, 0), &x, arg(a, 1) as i32, x.len() as i32)
    }),
    (S, "substring", "(II)Ljava/lang/String;", |env, a| {
        let x = env.string_utf16(arg(a, 0));
        substring(env, arg(a, 0), &x, arg(a, 1) as i32, arg(a, 2) as i32)
    }),
    (
        S,
        "subSequence",
        "(II)Ljava/lang/CharSequence;",
        |env, a| {
            let x = env.string_utf16(arg(a, 0));
            substring(env, arg(a, 0), &x, arg(a, 1) as i32, arg(a, 2) as i32)
        },
    ),
    (
        S,
        "concat",
        "(Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let o = env.null_check(arg(a, 1))?;
            let mut x = env.string_utf16(arg(a, 0));
            let y = env.string_utf16(o);
            if y.is_empty() {
                return Ok(arg(a, 0) as u64);
            }
            x.extend_from_slice(&y);
            Ok(env.new_string(&x)? as u64)
        },
    ),
    (S, "toCharArray", "()[C", |env, a| {
        let x = env.string_utf16(arg(a, 0));
        Ok(env.new_char_array(&x)? as u64)
    }),
    (S, "trim", "()Ljava/lang/String;", |env, a| {
        let x = env.string_utf16(arg(a, 0));
        let s = x.iter().position(|&c| c > 0x20).unwrap_or(x.len());
        let e = x.iter().rposition(|&c| c > 0x20).map_or(s, |i| i + 1);
        if s == 0 && e == x.len() {
            return Ok(arg(a, 0) as u64);
        }
        Ok(env.new_string(&x[s..e])? as u64)
    }),
    (S, "toUpperCase", "()Ljava/lang/String;", |env, a| {
        map_chars(env, arg(a, 0), upper)
    }),
    (S, "toLowerCase", "()Ljava/lang/String;", |env, a| {
        map_chars(env, arg(a, 0), lower)
    }),
    (S, "replace", "(CC)Ljava/lang/String;", |env, a| {
        let (from, to) = (arg(a, 1) as u16, arg(a, 2) as u16);
        let x = env.string_utf16(arg(a, 0));
        if !x.contains(&from) {
            return Ok(arg(a, 0) as u64);
        }
        let y: Vec<u16> = x.iter().map(|&c| if c == from { to } else { c }).collect();
        Ok(env.new_string(&y)? as u64)
    }),
    (
        S,
        "replace",
        "(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;",
        |env, a| {
            let t = env.null_check(arg(a, 1))?;
            let r = env.null_check(arg(a, 2))?;
            let (x, t, r) = (
                env.string_utf16(arg(a, 0)),
                char_seq(env, t)?,
                char_seq(env, r)?,
            );
            let mut out = Vec::new();
            let mut i = 0;
            if t.is_empty() {
                for &c in &x {
                    out.extend_from_slice(&r);
                    out.push(c);
                }
                out.extend_from_slice(&r);
            } else {
                while i < x.len() {
                    if x[i..].starts_with(&t) {
                        out.extend_from_slice(&r);
                        i += t.len();
                    } else {
                        out.push(x[i]);
                        i += 1;
                    }
                }
            }
            Ok(env.new_string(&out)? as u64)
        },
    ),
    (S, "valueOf", "(C)Ljava/lang/String;", |env, a| {
        Ok(env.new_string(&[arg(a, 0) as u16])? as u64)
    }),
    (S, "valueOf", "(I)Ljava/lang/String;", |env, a| {
        env.ret_str(&format!("{}", arg(a, 0) as i32))
    }),
    (S, "valueOf", "(J)Ljava/lang/String;", |env, a| {
        env.ret_str(&format!("{}", arg_wide(a, 0) as i64))
    }),
    (S, "valueOf", "(Z)Ljava/lang/String;", |env, a| {
        env.ret_str(if arg(a, 0) != 0 { "true" } else { "false" })
    }),
    (S, "valueOf", "(F)Ljava/lang/String;", |env, a| {
        env.ret_str(&float_to_string(f32::from_bits(arg(a, 0))))
    }),
    (S, "valueOf", "(D)Ljava/lang/String;", |env, a| {
        env.ret_str(&double_to_string(f64::from_bits(arg_wide(a, 0))))
    }),
    (S, "valueOf", "([C)Ljava/lang/String;", |env, a| {
        let arr = env.null_check(arg(a, 0))?;
        let c = env.char_array(arr);
        Ok(env.new_string(&c)? as u64)
    }),
    (S, "copyValueOf", "([C)Ljava/lang/String;", |env, a| {
        let arr = env.null_check(arg(a, 0))?;
        let c = env.char_array(arr);
        Ok(env.new_string(&c)? as u64)
    }),
    (S, "repeat", "(I)Ljava/lang/String;", |env, a| {
        let n = arg(a, 1) as i32;
        if n < 0 {
            return Err(env.throw(
                "Ljava/lang/IllegalArgumentException;",
                &format!("count is negative: {n}"),
            ));
        }
        let x = env.string_utf16(arg(a, 0));
        let out: Vec<u16> = x
            .iter()
            .copied()
            .cycle()
            .take(x.len() * n as usize)
            .collect();
        Ok(env.new_string(&out)? as u64)
    }),
    // StringBuilder: value char[] with capacity, count.
    (SB, "<init>", "()V", |env, a| {
        sb_init(env, arg(a, 0), 16, &[])
    }),
    (SB, "<init>", "(I)V", |env, a| {
        let n = arg(a, 1) as i32;
        if n < 0 {
            return Err(env.throw("Ljava/lang/NegativeArraySizeException;", &format!("{n}")));
        }
        sb_init(env, arg(a, 0), n as u32, &[])
    }),
    (SB, "<init>", "(Ljava/lang/String;)V", |env, a| {
        let s = env.null_check(arg(a, 1))?;
        let c = env.string_utf16(s);
        sb_init(env, arg(a, 0), c.len() as u32 + 16, &c)
    }),
    (SB, "<init>", "(Ljava/lang/CharSequence;)V", |env, a| {
        let s = env.null_check(arg(a, 1))?;
        let c = char_seq(env, s)?;
        sb_init(env, arg(a, 0), c.len() as u32 + 16, &c)
    }),
    (
        SB,
        "append",
        "(Ljava/lang/String;)Ljava/lang/StringBuilder;",
        |env, a| {
            let s = arg(a, 1);
            if s == 0 {
                sb_append(env, arg(a, 0), &utf16("null"))
            } else {
                sb_append_string(env, arg(a, 0), s)
            }
        },
    ),
    (
        SB,
        "append",
        "(Ljava/lang/StringBuilder;)Ljava/lang/StringBuilder;",
        |env, a| {
            let s = arg(a, 1);
            let c = if s == 0 {
                utf16("null")
            } else {
                sb_chars(env, s)?
            };
            sb_append(env, arg(a, 0), &c)
        },
    ),
    (SB, "append", "(C)Ljava/lang/StringBuilder;", |env, a| {
        sb_append(env, arg(a, 0), &[arg(a, 1) as u16])
    }),
    (SB, "append", "(I)Ljava/lang/StringBuilder;", |env, a| {
        sb_append(env, arg(a, 0), &utf16(&format!("{}", arg(a, 1) as i32)))
    }),
    (SB, "append", "(J)Ljava/lang/StringBuilder;", |env, a| {
        sb_append(
            env,
            arg(a, 0),
            &utf16(&format!("{}", arg_wide(a, 1) as i64)),
        )
    }),
    (SB, "append", "(Z)Ljava/lang/StringBuilder;", |env, a| {
        sb_append(
            env,
            arg(a, 0),
            &utf16(if arg(a, 1) != 0 { "true" } else { "false" }),
        )
    }),
    (SB, "append", "(F)Ljava/lang/StringBuilder;", |env, a| {
        sb_append(
            env,
            arg(a, 0),
            &utf16(&float_to_string(f32::from_bits(arg(a, 1)))),
        )
    }),
    (SB, "append", "(D)Ljava/lang/StringBuilder;", |env, a| {
        sb_append(
            env,
            arg(a, 0),
            &utf16(&double_to_string(f64::from_bits(arg_wide(a, 1)))),
        )
    }),
    (SB, "append", "([C)Ljava/lang/StringBuilder;", |env, a| {
        let arr = env.null_check(arg(a, 1))?;
        let c = env.char_array(arr);
        sb_append(env, arg(a, 0), &c)
    }),
    (SB, "append", "([CII)Ljava/lang/StringBuilder;", |env, a| {
        let arr = env.null_check(arg(a, 1))?;
        let c = env.char_array(arr);
        let (off, n) = (arg(a, 2) as i32, arg(a, 3) as i32);
        if !crate::arrays::slice_fits(c.len() as u32, off, n) {
            return Err(env.throw_new("Ljava/lang/IndexOutOfBoundsException;"));
        }
        sb_append(env, arg(a, 0), &c[off as usize..(off + n) as usize])
    }),
    (SB, "length", "()I", |env, a| {
        Ok(sb_count(env, arg(a, 0))? as u64)
    }),
    (SB, "charAt", "(I)C", |env, a| {
        let sb = arg(a, 0);
        let i = arg(a, 1);
        let (value, count) = sb_fields(env)?;
        let n = env.get(sb, count) as u32;
        if i >= n {
            let m = format!("index {}, length {}", i as i32, n);
            return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
        }
        let v = env.get(sb, value) as u32;
        Ok(env.array_get(v, Kind::Char, i))
    }),
    (SB, "setCharAt", "(IC)V", |env, a| {
        let sb = arg(a, 0);
        let i = arg(a, 1);
        let (value, count) = sb_fields(env)?;
        let n = env.get(sb, count) as u32;
        if i >= n {
            let m = format!("index {}, length {}", i as i32, n);
            return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
        }
        let v = env.get(sb, value) as u32;
        env.array_set(v, Kind::Char, i, arg(a, 2) as u64);
        Ok(0)
    }),
    (SB, "toString", "()Ljava/lang/String;", |env, a| {
        let sb = arg(a, 0);
        let (value, count) = sb_fields(env)?;
        let (arr, n) = (env.get(sb, value) as u32, env.get(sb, count) as u32);
        Ok(env.new_string_from(arr, 0, n)? as u64)
    }),
    (SB, "reverse", "()Ljava/lang/StringBuilder;", |env, a| {
        let mut c = sb_chars(env, arg(a, 0))?;
        c.reverse();
        // Surrogate pairs keep their order (Java's reverse treats them as one unit).
        let mut i = 0;
        while i + 1 < c.len() {
            if (0xdc00..0xe000).contains(&c[i]) && (0xd800..0xdc00).contains(&c[i + 1]) {
                c.swap(i, i + 1);
                i += 2;
            } else {
                i += 1;
            }
        }
        sb_set(env, arg(a, 0), &c)
    }),
    (SB, "setLength", "(I)V", |env, a| {
        let n = arg(a, 1) as i32;
        let mut c = sb_chars(env, arg(a, 0))?;
        if n < 0 {
            let m = format!("String index out of range: {n}");
            return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
        }
        c.resize(n as usize, 0);
        sb_set(env, arg(a, 0), &c)?;
        Ok(0)
    }),
    (
        SB,
        "deleteCharAt",
        "(I)Ljava/lang/StringBuilder;",
        |env, a| {
            let mut c = sb_chars(env, arg(a, 0))?;
            let i = arg(a, 1) as i32;
            if i < 0 || i as usize >= c.len() {
                let m = format!("index {i}, length {}", c.len());
                return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
            }
            c.remove(i as usize);
            sb_set(env, arg(a, 0), &c)
        },
    ),
    (SB, "delete", "(II)Ljava/lang/StringBuilder;", |env, a| {
        let mut c = sb_chars(env, arg(a, 0))?;
        let (s, mut e) = (arg(a, 1) as i32, arg(a, 2) as i32);
        if e > c.len() as i32 {
            e = c.len() as i32;
        }
        if s < 0 || s > e {
            let m = format!("start {s}, end {e}, length {}", c.len());
            return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
        }
        c.drain(s as usize..e as usize);
        sb_set(env, arg(a, 0), &c)
    }),
    (
        SB,
        "insert",
        "(ILjava/lang/String;)Ljava/lang/StringBuilder;",
        |env, a| {
            let s = arg(a, 2);
            let ins = if s == 0 {
                utf16("null")
            } else {
                env.string_utf16(s)
            };
            sb_insert(env, arg(a, 0), arg(a, 1) as i32, &ins)
        },
    ),
    (SB, "insert", "(IC)Ljava/lang/StringBuilder;", |env, a| {
        sb_insert(env, arg(a, 0), arg(a, 1) as i32, &[arg(a, 2) as u16])
    }),
    (SB, "insert", "(II)Ljava/lang/StringBuilder;", |env, a| {
        let t = utf16(&format!("{}", arg(a, 2) as i32));
        sb_insert(env, arg(a, 0), arg(a, 1) as i32, &t)
    }),
    (SB, "insert", "(IJ)Ljava/lang/StringBuilder;", |env, a| {
        let t = utf16(&format!("{}", arg_wide(a, 2) as i64));
        sb_insert(env, arg(a, 0), arg(a, 1) as i32, &t)
    }),
    (SB, "insert", "(IZ)Ljava/lang/StringBuilder;", |env, a| {
        let t = utf16(if arg(a, 2) != 0 { "true" } else { "false" });
        sb_insert(env, arg(a, 0), arg(a, 1) as i32, &t)
    }),
    (SB, "insert", "(I[C)Ljava/lang/StringBuilder;", |env, a| {
        let arr = env.null_check(arg(a, 2))?;
        let t = env.char_array(arr);
        sb_insert(env, arg(a, 0), arg(a, 1) as i32, &t)
    }),
    (SB, "indexOf", "(Ljava/lang/String;)I", |env, a| {
        let o = env.null_check(arg(a, 1))?;
        let (x, y) = (sb_chars(env, arg(a, 0))?, env.string_utf16(o));
        Ok(find(&x, &y, 0).map_or(-1, |i| i as i32) as u32 as u64)
    }),
];

fn init_chars(env: &mut Env<'_>, s: u32, c: &[u16]) -> Result<u64, Throw> {
    let arr = env.new_char_array(c)?;
    let value = env.lib_field(crate::fields::STRING_VALUE)?;
    env.set(s, value, arr as u64);
    Ok(0)
}

/// Java's String.equalsIgnoreCase folding.
fn fold(c: u16) -> u16 {
    lower(upper(c))
}

pub(crate) fn upper(c: u16) -> u16 {
    match upper_cp(c as u32) {
        u if u < 0x10000 => u as u16,
        _ => c,
    }
}

pub(crate) fn lower(c: u16) -> u16 {
    match lower_cp(c as u32) {
        u if u < 0x10000 => u as u16,
        _ => c,
    }
}

/// Character.toUpperCase(int): the simple (one code point) case mapping. Rust has the
/// full mappings; where a full mapping has several characters the simple one is the
/// character itself, except for the Greek letters with iota subscript.
pub(crate) fn upper_cp(c: u32) -> u32 {
    match c {
        0x1f80..=0x1f87 | 0x1f90..=0x1f97 | 0x1fa0..=0x1fa7 => c + 8,
        0x1fb3 => 0x1fbc,
        0x1fc3 => 0x1fcc,
        0x1ff3 => 0x1ffc,
        _ => single(char::from_u32(c).map(|ch| ch.to_uppercase()), c),
    }
}

/// Character.toLowerCase(int), the simple mapping (U+0130 lowers to plain i).
pub(crate) fn lower_cp(c: u32) -> u32 {
    match c {
        0x130 => 0x69,
        _ => single(char::from_u32(c).map(|ch| ch.to_lowercase()), c),
    }
}

fn single(m: Option<impl Iterator<Item = char>>, c: u32) -> u32 {
    match m {
        Some(mut it) => match (it.next(), it.next()) {
            (Some(x), None) => x as u32,
            _ => c,
        },
        None => c,
    }
}

fn map_chars(env: &mut Env<'_>, s: u32, f: fn(u16) -> u16) -> Result<u64, Throw> {
    let x = env.string_utf16(s);
    let y: Vec<u16> = x.iter().map(|&c| f(c)).collect();
    if x == y {
        return Ok(s as u64);
    }
    Ok(env.new_string(&y)? as u64)
}

fn find(x: &[u16], y: &[u16], from: usize) -> Option<usize> {
    if y.len() > x.len() {
        return None;
    }
    (from..=x.len() - y.len()).find(|&i| x[i..i + y.len()] == *y)
}

fn index_of_char(env: &mut Env<'_>, s: u32, c: u32, from: i32) -> Result<u64, Throw> {
    let x = env.string_utf16(s);
    let from = from.max(0) as usize;
    let r = x
        .iter()
        .enumerate()
        .skip(from)
        .find(|(_, &p)| p as u32 == c)
        .map_or(-1, |(i, _)| i as i32);
    Ok(r as u32 as u64)
}

fn index_of_str(env: &mut Env<'_>, s: u32, o: u32, from: i32) -> Result<u64, Throw> {
    let o = env.null_check(o)?;
    let (x, y) = (env.string_utf16(s), env.string_utf16(o));
    let from = from.max(0) as usize;
    if from > x.len() {
        return Ok(if y.is_empty() {
            x.len() as u64
        } else {
            -1i32 as u32 as u64
        });
    }
    Ok(find(&x, &y, from).map_or(-1, |i| i as i32) as u32 as u64)
}

fn substring(env: &mut Env<'_>, s: u32, x: &[u16], b: i32, e: i32) -> Result<u64, Throw> {
    if b < 0 || e > x.len() as i32 || b > e {
        let m = format!("begin {b}, end {e}, length {}", x.len());
        return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
    }
    if b == 0 && e as usize == x.len() {
        return Ok(s as u64);
    }
    Ok(env.new_string(&x[b as usize..e as usize])? as u64)
}

/// Contents of a CharSequence implemented by the core library (String, StringBuilder,
/// StringBuffer, which keeps its text in a StringBuilder field `sb`).
pub(crate) fn char_seq(env: &mut Env<'_>, o: u32) -> Result<Vec<u16>, Throw> {
    if env.is_string(o) {
        return Ok(env.string_utf16(o));
    }
    let c = env.class_of(o);
    if env.descriptor(c) == STRING_BUFFER {
        let inner = env.lib_field(crate::fields::STRING_BUFFER_SB)?;
        let inner = env.get(o, inner) as u32;
        return sb_chars(env, inner);
    }
    sb_chars(env, o)
}

/// StringBuilder's `value` (char[] with spare capacity) and `count` fields.
#[inline]
fn sb_fields(env: &mut Env<'_>) -> Result<(FieldRef, FieldRef), Throw> {
    Ok((
        env.lib_field(crate::fields::SB_VALUE)?,
        env.lib_field(crate::fields::SB_COUNT)?,
    ))
}

fn sb_count(env: &mut Env<'_>, sb: u32) -> Result<u32, Throw> {
    let (_, count) = sb_fields(env)?;
    Ok(env.get(sb, count) as u32)
}

pub(crate) fn sb_chars(env: &mut Env<'_>, sb: u32) -> Result<Vec<u16>, Throw> {
    let (value, count) = sb_fields(env)?;
    let arr = env.get(sb, value) as u32;
    let n = env.get(sb, count) as u32;
    Ok(env.get_chars(arr, 0, n))
}

fn sb_init(env: &mut Env<'_>, sb: u32, cap: u32, c: &[u16]) -> Result<u64, Throw> {
    let ca = env.find_class("[C")?;
    let arr = env.new_array(ca, cap.max(c.len() as u32) as i32)?;
    env.set_chars(arr, 0, c);
    let (value, count) = sb_fields(env)?;
    env.set(sb, value, arr as u64);
    env.set(sb, count, c.len() as u64);
    Ok(0)
}

/// Makes room for `extra` more chars in builder `sb` (AbstractStringBuilder's growth:
/// twice the capacity plus two, or what is needed) and returns its char[] and length.
fn sb_reserve(env: &mut Env<'_>, sb: u32, extra: usize) -> Result<(u32, u32), Throw> {
    let (value, count) = sb_fields(env)?;
    let arr = env.get(sb, value) as u32;
    let n = env.get(sb, count) as u32;
    let cap = if arr == 0 { 0 } else { env.array_len(arr) };
    let need = n as usize + extra;
    if need > i32::MAX as usize {
        return Err(env.throw_new("Ljava/lang/OutOfMemoryError;"));
    }
    if arr != 0 && need <= cap as usize {
        return Ok((arr, n));
    }
    let new_cap = (cap as usize * 2 + 2).max(need).min(i32::MAX as usize);
    let ca = env.find_class("[C")?;
    let na = env.new_array(ca, new_cap as i32)?;
    env.copy_chars(arr, 0, na, 0, n.min(cap));
    env.set(sb, value, na as u64);
    Ok((na, n))
}

fn sb_append(env: &mut Env<'_>, sb: u32, c: &[u16]) -> Result<u64, Throw> {
    let (arr, n) = sb_reserve(env, sb, c.len())?;
    env.set_chars(arr, n, c);
    let (_, count) = sb_fields(env)?;
    env.set(sb, count, (n as usize + c.len()) as u64);
    Ok(sb as u64)
}

/// Appends String `s` (non-null), copying its chars heap to heap.
fn sb_append_string(env: &mut Env<'_>, sb: u32, s: u32) -> Result<u64, Throw> {
    let src = env.string_chars_array(s);
    let len = if src == 0 { 0 } else { env.array_len(src) };
    let (arr, n) = sb_reserve(env, sb, len as usize)?;
    // The String's char[] stays reachable: the String is the native's argument.
    let src = env.string_chars_array(s);
    env.copy_chars(src, 0, arr, n, len);
    let (_, count) = sb_fields(env)?;
    env.set(sb, count, u64::from(n + len));
    Ok(sb as u64)
}

fn sb_set(env: &mut Env<'_>, sb: u32, c: &[u16]) -> Result<u64, Throw> {
    let (_, count) = sb_fields(env)?;
    env.set(sb, count, 0);
    sb_append(env, sb, c)
}

fn sb_insert(env: &mut Env<'_>, sb: u32, at: i32, ins: &[u16]) -> Result<u64, Throw> {
    let mut c = sb_chars(env, sb)?;
    if at < 0 || at as usize > c.len() {
        let m = format!("offset {at}, length {}", c.len());
        return Err(env.throw("Ljava/lang/StringIndexOutOfBoundsException;", &m));
    }
    let tail = c.split_off(at as usize);
    c.extend_from_slice(ins);
    c.extend_from_slice(&tail);
    sb_set(env, sb, &c)
}
