//! java.io natives: the byte/char conversions of the stream classes (`TextCodec`, with
//! the codecs String uses, `super::charset`) and the
//! raw byte writes of the console
//! PrintStream (System.out/err, `PrintStream$Console`). Everything that calls Java
//! (OutputStream.write of arbitrary streams) stays in the smali classes.

use alloc::format;
use alloc::vec::Vec;

use dexmetal_vm::native::{arg, Env, Native, Throw};

const CODEC: &str = "Ljava/io/TextCodec;";
const CONSOLE: &str = "Ljava/io/PrintStream$Console;";

use super::text::{charset, decode, encode, Charset};

/// TextCodec.smali keeps charsets by number (the discriminant of `Charset`).
fn charset_id(c: Charset) -> u32 {
    c as u32
}

fn charset_of(id: u32) -> Charset {
    Charset::from_id(id).unwrap_or(Charset::Utf8)
}

pub static TABLE: &[Native] = &[
    (CODEC, "charset", "(Ljava/lang/String;)I", |env, a| {
        let name = env.null_check(arg(a, 0))?;
        let name = env.string_rust(name);
        // Any charset this VM lacks: the stream classes throw UnsupportedEncodingException.
        // So does UTF-16 with its byte-order mark: PrintStream encodes each write on its
        // own, where the JDK's stream encoder writes the mark once per stream.
        let cs = charset(&name).ok().filter(|&c| c != Charset::Utf16);
        Ok(cs.map_or(u32::MAX, charset_id) as u64)
    }),
    (CODEC, "encode", "(Ljava/lang/String;I)[B", |env, a| {
        let s = env.null_check(arg(a, 0))?;
        let text = env.string_utf16(s);
        let bytes = encode(&text, charset_of(arg(a, 1)));
        Ok(env.new_byte_array(&bytes)? as u64)
    }),
    (CODEC, "decode", "([BIII)Ljava/lang/String;", |env, a| {
        let bytes = byte_range(env, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32)?;
        let text = decode(&bytes, charset_of(arg(a, 3)));
        Ok(env.new_string(&text)? as u64)
    }),
    // System.out/err: the bytes go to the console as they are.
    (CONSOLE, "write", "([BII)V", |env, a| {
        let bytes = byte_range(env, arg(a, 1), arg(a, 2) as i32, arg(a, 3) as i32)?;
        if let Some(fd) = console_fd(env, arg(a, 0))? {
            env.write(fd, &bytes);
        }
        Ok(0)
    }),
];

/// The console descriptor of a `PrintStream$Console`, or `None` once it is closed (its
/// `fd` is then -1): like the JDK's closed PrintStream, writes are dropped and the
/// error flag (`checkError()`) is set.
pub(crate) fn console_fd(env: &mut Env<'_>, ps: u32) -> Result<Option<u32>, Throw> {
    let fd_field = env.lib_field(crate::fields::PRINT_STREAM_FD)?;
    let fd = env.get(ps, fd_field) as u32;
    if (fd as i32) >= 0 {
        return Ok(Some(fd));
    }
    let trouble = env.lib_field(crate::fields::PRINT_STREAM_TROUBLE)?;
    env.set(ps, trouble, 1);
    Ok(None)
}

/// `len` bytes of byte[] `arr` from `off`, with the JDK's checks (NullPointerException,
/// Objects.checkFromIndexSize's IndexOutOfBoundsException).
fn byte_range(env: &mut Env<'_>, arr: u32, off: i32, len: i32) -> Result<Vec<u8>, Throw> {
    let arr = env.null_check(arr)?;
    let n = env.array_len(arr) as i32;
    if !crate::arrays::slice_fits(n as u32, off, len) {
        let m = format!("Range [{off}, {off} + {len}) out of bounds for length {n}");
        return Err(env.throw("Ljava/lang/IndexOutOfBoundsException;", &m));
    }
    Ok(env.get_bytes(arr, off as u32, len as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stream_charset_numbers_round_trip() {
        for c in [
            Charset::Utf8,
            Charset::Latin1,
            Charset::Ascii,
            Charset::Utf16,
        ] {
            assert_eq!(charset_of(charset_id(c)), c);
        }
        assert_eq!(charset("Latin1").map(charset_id), Ok(1));
        assert!(charset("UTF-32").is_err());
        assert_eq!(charset("UTF-16LE").map(charset_id), Ok(5));
    }
}
