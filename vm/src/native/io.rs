//! java.io natives: the byte/char conversions of the stream classes (`TextCodec`, with
//! the same UTF-8, ISO-8859-1 and US-ASCII codecs as String's, `super::text`) and the
//! raw byte writes of the console
//! PrintStream (System.out/err, `PrintStream$Console`). Everything that calls Java
//! (OutputStream.write of arbitrary streams) stays in the smali classes.

use alloc::format;
use alloc::vec::Vec;

use super::{arg, NativeFn};
use crate::oo::Kind;
use crate::vm::{Throw, Vm};

type E = (&'static str, &'static str, &'static str, NativeFn);

const CODEC: &str = "Ljava/io/TextCodec;";
const CONSOLE: &str = "Ljava/io/PrintStream$Console;";

use super::text::{charset, decode, encode, Charset};

/// The charset numbers TextCodec.smali keeps (its `charset(String)` answers them).
fn charset_id(c: Charset) -> u32 {
    match c {
        Charset::Utf8 => 0,
        Charset::Latin1 => 1,
        Charset::Ascii => 2,
    }
}

fn charset_of(id: u32) -> Charset {
    match id {
        1 => Charset::Latin1,
        2 => Charset::Ascii,
        _ => Charset::Utf8,
    }
}

pub static TABLE: &[E] = &[
    (CODEC, "charset", "(Ljava/lang/String;)I", |vm, a| {
        let name = vm.null_check(arg(a, 0))?;
        let name = vm.string_rust(name);
        // Any charset this VM lacks: the stream classes throw UnsupportedEncodingException.
        Ok(charset(&name).map_or(u32::MAX, charset_id) as u64)
    }),
    (CODEC, "encode", "(Ljava/lang/String;I)[B", |vm, a| {
        let s = vm.null_check(arg(a, 0))?;
        let text = vm.string_utf16(s);
        let bytes = encode(&text, charset_of(arg(a, 1)));
        Ok(vm.new_byte_array(&bytes)? as u64)
    }),
    (CODEC, "decode", "([BIII)Ljava/lang/String;", |vm, a| {
        let bytes = byte_range(vm, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32)?;
        let text = decode(&bytes, charset_of(arg(a, 3)));
        Ok(vm.new_string(&text)? as u64)
    }),
    // System.out/err: the bytes go to the console as they are.
    (CONSOLE, "write", "([BII)V", |vm, a| {
        let bytes = byte_range(vm, arg(a, 1), arg(a, 2) as i32, arg(a, 3) as i32)?;
        if let Some(fd) = console_fd(vm, arg(a, 0))? {
            vm.platform.write(fd, &bytes);
        }
        Ok(0)
    }),
];

/// The console descriptor of a `PrintStream$Console`, or `None` once it is closed (its
/// `fd` is then -1): like the JDK's closed PrintStream, writes are dropped and the
/// error flag (`checkError()`) is set.
pub(crate) fn console_fd(vm: &mut Vm, ps: u32) -> Result<Option<u32>, Throw> {
    let fd = vm.ld32(ps, vm.wk.printstream_fd);
    if (fd as i32) >= 0 {
        return Ok(Some(fd));
    }
    let off = vm.field_off("Ljava/io/PrintStream;", "trouble")?;
    vm.st_kind(ps, off, Kind::Boolean, 1);
    Ok(None)
}

impl Vm {
    /// A new byte[] with `bytes`.
    pub(crate) fn new_byte_array(&mut self, bytes: &[u8]) -> Result<u32, Throw> {
        let c = self.find_class("[B")?;
        let arr = self.new_array(c, bytes.len() as i32)?;
        for (i, &b) in bytes.iter().enumerate() {
            self.st_kind(
                arr,
                Vm::elem_off(Kind::Byte, i as u32),
                Kind::Byte,
                b as u64,
            );
        }
        Ok(arr)
    }
}

/// `len` bytes of byte[] `arr` from `off`, with the JDK's checks (NullPointerException,
/// Objects.checkFromIndexSize's IndexOutOfBoundsException).
fn byte_range(vm: &mut Vm, arr: u32, off: i32, len: i32) -> Result<Vec<u8>, Throw> {
    let arr = vm.null_check(arr)?;
    let n = vm.array_len(arr) as i32;
    if (n | off | len) < 0 || len > n - off {
        let m = format!("Range [{off}, {off} + {len}) out of bounds for length {n}");
        return Err(vm.throw_msg("Ljava/lang/IndexOutOfBoundsException;", &m));
    }
    Ok((off..off + len)
        .map(|i| vm.ld_kind(arr, Vm::elem_off(Kind::Byte, i as u32), Kind::Byte) as u8)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stream_charset_numbers_round_trip() {
        for c in [Charset::Utf8, Charset::Latin1, Charset::Ascii] {
            assert_eq!(charset_of(charset_id(c)), c);
        }
        assert_eq!(charset("Latin1").map(charset_id), Ok(1));
        assert!(charset("UTF-16").is_err());
    }
}
