//! android.os.Trace's natives (AOSP frameworks/base core/jni/android_os_Trace.cpp): the
//! sections and counters go to the platform through `Env::trace_*` (telemetry's
//! `trace_*` events on a profiled board run, `dexmetal run --profile` on the host).
//! Names are cleaned as atrace writes them: '|', '\n' and NUL become spaces, and at most
//! NAME_MAX UTF-16 units are kept. Whether tracing is on, the 127-unit limit of section
//! names and the no-op when off are the smali class's (corelib/smali/android/os).

use alloc::string::String;
use dexmetal_vm::native::{arg, arg_long, Env, Native, Throw};

/// The UTF-16 units of a name atrace keeps (android_os_Trace.cpp's 1024-byte buffer).
const NAME_MAX: usize = 1024;

/// The name as the trace shows it; a null name is the NullPointerException that
/// libnativehelper's Scoped*Chars raise for a null jstring (no message).
fn name(env: &mut Env<'_>, s: u32) -> Result<String, Throw> {
    if s == 0 {
        return Err(env.throw_new("Ljava/lang/NullPointerException;"));
    }
    Ok(clean(&env.string_rust(s)))
}

fn clean(name: &str) -> String {
    let mut units = 0;
    name.chars()
        .take_while(|c| {
            units += c.len_utf16();
            units <= NAME_MAX
        })
        .map(|c| {
            if matches!(c, '|' | '\n' | '\0') {
                ' '
            } else {
                c
            }
        })
        .collect()
}

pub(crate) static TABLE: &[Native] = &[
    ("Landroid/os/Trace;", "nativeIsEnabled", "()Z", |env, _| {
        Ok(u64::from(env.tracing()))
    }),
    (
        "Landroid/os/Trace;",
        "nativeTraceBegin",
        "(Ljava/lang/String;)V",
        |env, a| {
            let n = name(env, arg(a, 0))?;
            env.trace_begin(&n);
            Ok(0)
        },
    ),
    ("Landroid/os/Trace;", "nativeTraceEnd", "()V", |env, _| {
        env.trace_end();
        Ok(0)
    }),
    (
        "Landroid/os/Trace;",
        "nativeTraceCounter",
        "(Ljava/lang/String;J)V",
        |env, a| {
            let n = name(env, arg(a, 0))?;
            env.trace_counter(&n, arg_long(a, 1));
            Ok(0)
        },
    ),
    (
        "Landroid/os/Trace;",
        "nativeAsyncTraceBegin",
        "(Ljava/lang/String;I)V",
        |env, a| {
            let n = name(env, arg(a, 0))?;
            env.trace_async(true, &n, arg(a, 1) as i32);
            Ok(0)
        },
    ),
    (
        "Landroid/os/Trace;",
        "nativeAsyncTraceEnd",
        "(Ljava/lang/String;I)V",
        |env, a| {
            let n = name(env, arg(a, 0))?;
            env.trace_async(false, &n, arg(a, 1) as i32);
            Ok(0)
        },
    ),
];

#[cfg(test)]
mod tests {
    use super::{clean, NAME_MAX};

    #[test]
    fn separators_become_spaces_and_long_names_are_cut() {
        assert_eq!(clean("a|b\nc\0d"), "a b c d");
        let long = "x".repeat(NAME_MAX + 5);
        assert_eq!(clean(&long).len(), NAME_MAX);
        // A supplementary character counts two units and is never split.
        let mut edge = "x".repeat(NAME_MAX - 1);
        edge.push('\u{1F600}');
        assert_eq!(clean(&edge).chars().count(), NAME_MAX - 1);
    }
}
