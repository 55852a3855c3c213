//! android.util.Log's native (Android's `android_util_Log.cpp`, `println_native`): a line
//! goes to the platform's log buffer through `Env::log` (telemetry's `logcat` event
//! on the boards; the host CLI prints it with `--logcat`), never to stdout. It returns
//! the bytes written as liblog counts them: priority byte, tag and message with their
//! NUL terminators. The rest of Log (levels, stack traces) is in the smali class.

use dexmetal_vm::native::{arg, Native};

/// Android's log buffers (LOG_ID_MAIN .. LOG_ID_KERNEL); only main is used here.
const LOG_ID_MAX: u32 = 8;

pub(crate) static TABLE: &[Native] = &[(
    "Landroid/util/Log;",
    "println_native",
    "(IILjava/lang/String;Ljava/lang/String;)I",
    |env, a| {
        if arg(a, 0) >= LOG_ID_MAX {
            return Err(env.throw("Ljava/lang/IllegalArgumentException;", "bad bufID"));
        }
        let (tag, msg) = (arg(a, 2), arg(a, 3));
        if msg == 0 {
            return Err(env.throw(
                "Ljava/lang/NullPointerException;",
                "println needs a message",
            ));
        }
        // liblog logs a null tag as the empty one.
        let tag = if tag == 0 {
            alloc::string::String::new()
        } else {
            env.string_rust(tag)
        };
        let msg = env.string_rust(msg);
        env.log(arg(a, 1), &tag, &msg);
        Ok(written(&tag, &msg) as u64)
    },
)];

/// What liblog reports written for one entry.
fn written(tag: &str, msg: &str) -> u32 {
    (1 + tag.len() + 1 + msg.len() + 1) as u32
}

#[cfg(test)]
mod tests {
    #[test]
    fn counts_priority_tag_message_and_terminators() {
        assert_eq!(super::written("Tag", "hello"), 11);
        assert_eq!(super::written("", ""), 3);
        assert_eq!(super::written("T", "caf\u{e9}"), 9);
    }
}
