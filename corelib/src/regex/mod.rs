//! java.util.regex for String.split/matches/replaceAll/replaceFirst, Pattern and Matcher,
//! after JDK 17's java.util.regex.Pattern javadoc (syntax, flags, PatternSyntaxException
//! texts, capture quirks): `parser` makes a tree, `compiler` a program, `matcher` runs it
//! by backtracking; this module holds the natives over `Env`. Hand-written: the `regex`
//! crate (no_std + alloc) matches UTF-8 with automata, has no backreferences, lookaround
//! or possessive quantifiers, and with regex-automata adds hundreds of KiB to an image.

mod compiler;
mod matcher;
mod parser;

use alloc::vec::Vec;

use dexmetal_vm::native::Kind;
use dexmetal_vm::native::{arg, Native};
use dexmetal_vm::native::{Env, Throw};

use compiler::Regex;
use matcher::{expand, replace, split};
use parser::ReErr;

// --- natives: String.split/matches/replaceAll/replaceFirst, Pattern, Matcher -----------

const S: &str = "Ljava/lang/String;";
const P: &str = "Ljava/util/regex/Pattern;";
const M: &str = "Ljava/util/regex/Matcher;";
const PSE: &str = "Ljava/util/regex/PatternSyntaxException;";

/// Compiles `regex` (a String reference) or throws what Pattern.compile throws.
fn compile(env: &mut Env<'_>, regex: u32, flags: u32) -> Result<Regex, Throw> {
    let r = env.null_check(regex)?;
    let pat = env.string_utf16(r);
    match Regex::compile(&pat, flags) {
        Ok(re) => Ok(re),
        Err(ReErr::Syntax(desc, index)) => {
            // PatternSyntaxException(desc, regex, index): its getMessage() composes the
            // text from these fields.
            let d = env.new_str(&desc)?;
            let t = env.throw_new(PSE);
            let ex = env.pending_exception();
            if ex != 0 {
                let (od, op, oi) = (
                    env.lib_field(crate::fields::PSE_DESC)?,
                    env.lib_field(crate::fields::PSE_PATTERN)?,
                    env.lib_field(crate::fields::PSE_INDEX)?,
                );
                env.set(ex, od, d as u64);
                env.set(ex, op, r as u64);
                env.set(ex, oi, index as u32 as u64);
            }
            Err(t)
        }
        Err(ReErr::Unsupported(m)) => {
            Err(env.throw("Ljava/lang/UnsupportedOperationException;", &m))
        }
        Err(ReErr::BadFlags(m)) => Err(env.throw("Ljava/lang/IllegalArgumentException;", &m)),
    }
}

fn string_array(env: &mut Env<'_>, parts: &[Vec<u16>]) -> Result<u64, Throw> {
    let cls = env.find_class("[Ljava/lang/String;")?;
    let arr = env.new_array(cls, parts.len() as i32)?;
    for (k, p) in parts.iter().enumerate() {
        let s = env.new_string(p)?;
        env.array_set(arr, Kind::Ref, k as u32, s as u64);
    }
    Ok(arr as u64)
}

fn int_array(env: &mut Env<'_>, v: &[i32]) -> Result<u64, Throw> {
    let ia = env.find_class("[I")?;
    let arr = env.new_array(ia, v.len() as i32)?;
    for (k, &x) in v.iter().enumerate() {
        env.array_set(arr, Kind::Int, k as u32, x as u32 as u64);
    }
    Ok(arr as u64)
}

fn replace_native(
    env: &mut Env<'_>,
    re: &Regex,
    text: u32,
    rep: u32,
    all: bool,
) -> Result<u64, Throw> {
    let t = env.string_utf16(text);
    // Without a match the replacement is never read (so it may even be null).
    if re.search(&t, 0, false, false).is_none() {
        return Ok(text as u64);
    }
    let rep = env.null_check(rep)?;
    let r = env.string_utf16(rep);
    match replace(re, &t, &r, all) {
        Ok(out) => Ok(env.new_string(&out)? as u64),
        Err((cls, msg)) => Err(env.throw(cls, &msg)),
    }
}

pub static TABLE: &[Native] = &[
    (
        S,
        "split",
        "(Ljava/lang/String;)[Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            let t = env.string_utf16(arg(a, 0));
            string_array(env, &split(&re, &t, 0))
        },
    ),
    (
        S,
        "split",
        "(Ljava/lang/String;I)[Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            let t = env.string_utf16(arg(a, 0));
            string_array(env, &split(&re, &t, arg(a, 2) as i32))
        },
    ),
    (S, "matches", "(Ljava/lang/String;)Z", |env, a| {
        let re = compile(env, arg(a, 1), 0)?;
        let t = env.string_utf16(arg(a, 0));
        Ok(re.search(&t, 0, true, true).is_some() as u64)
    }),
    (
        S,
        "replaceAll",
        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            replace_native(env, &re, arg(a, 0), arg(a, 2), true)
        },
    ),
    (
        S,
        "replaceFirst",
        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 1), 0)?;
            env.null_check(arg(a, 2))?;
            replace_native(env, &re, arg(a, 0), arg(a, 2), false)
        },
    ),
    (P, "compile0", "(Ljava/lang/String;I)I", |env, a| {
        let re = compile(env, arg(a, 0), arg(a, 1))?;
        Ok(re.groups as u64)
    }),
    (
        P,
        "split0",
        "(Ljava/lang/String;ILjava/lang/String;I)[Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let t = env.string_utf16(arg(a, 2));
            string_array(env, &split(&re, &t, arg(a, 3) as i32))
        },
    ),
    (
        P,
        "quote",
        "(Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let s = env.null_check(arg(a, 0))?;
            let s = env.string_utf16(s);
            // \Q...\E, with each \E inside closed, written as \\E and reopened.
            let mut out = dexmetal_vm::native::utf16("\\Q");
            let mut i = 0;
            while i < s.len() {
                if s[i] == b'\\' as u16 && s.get(i + 1) == Some(&(b'E' as u16)) {
                    out.extend(dexmetal_vm::native::utf16("\\E\\\\E\\Q"));
                    i += 2;
                } else {
                    out.push(s[i]);
                    i += 1;
                }
            }
            out.extend(dexmetal_vm::native::utf16("\\E"));
            Ok(env.new_string(&out)? as u64)
        },
    ),
    (
        P,
        "groupIndex0",
        "(Ljava/lang/String;ILjava/lang/String;)I",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let n = env.null_check(arg(a, 2))?;
            let n = env.string_utf16(n);
            Ok(re.group_index(&n).map_or(-1, |g| g as i32) as u32 as u64)
        },
    ),
    (
        M,
        "exec",
        "(Ljava/lang/String;ILjava/lang/String;II)[I",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let t = env.string_utf16(arg(a, 2));
            let from = (arg(a, 3) as i32).max(0) as usize;
            let mode = arg(a, 4);
            if from > t.len() {
                return Ok(0);
            }
            match re.search(&t, from, mode != 0, mode == 1) {
                Some(g) => int_array(env, &g),
                None => Ok(0),
            }
        },
    ),
    (
        M,
        "expand",
        "(Ljava/lang/String;ILjava/lang/String;[ILjava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            let t = env.string_utf16(arg(a, 2));
            let garr = env.null_check(arg(a, 3))?;
            let g: Vec<i32> = (0..env.array_len(garr))
                .map(|k| (env.array_get(garr, Kind::Int, k) as u32) as i32)
                .collect();
            let rep = env.null_check(arg(a, 4))?;
            let rep = env.string_utf16(rep);
            match expand(&re, &t, &g, &rep) {
                Ok(out) => Ok(env.new_string(&out)? as u64),
                Err((cls, msg)) => Err(env.throw(cls, &msg)),
            }
        },
    ),
    (
        M,
        "replace0",
        "(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;",
        |env, a| {
            let re = compile(env, arg(a, 0), arg(a, 1))?;
            replace_native(env, &re, arg(a, 2), arg(a, 3), arg(a, 4) != 0)
        },
    ),
    (
        M,
        "quoteReplacement",
        "(Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let s = env.null_check(arg(a, 0))?;
            let s = env.string_utf16(s);
            if !s.iter().any(|&c| c == b'\\' as u16 || c == b'$' as u16) {
                return Ok(arg(a, 0) as u64);
            }
            let mut out = Vec::with_capacity(s.len() + 4);
            for &c in &s {
                if c == b'\\' as u16 || c == b'$' as u16 {
                    out.push(b'\\' as u16);
                }
                out.push(c);
            }
            Ok(env.new_string(&out)? as u64)
        },
    ),
];
