//! java.io natives: the byte/char conversions of the stream classes (`TextCodec`: UTF-8,
//! ISO-8859-1 and US-ASCII with the JDK's replacements: '?' for what a charset cannot
//! encode, U+FFFD for malformed input) and the raw byte writes of the console
//! PrintStream (System.out/err, `PrintStream$Console`). Everything that calls Java
//! (OutputStream.write of arbitrary streams) stays in the smali classes.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{arg, NativeFn};
use crate::oo::Kind;
use crate::vm::{Throw, Vm};

type E = (&'static str, &'static str, &'static str, NativeFn);

const CODEC: &str = "Ljava/io/TextCodec;";
const CONSOLE: &str = "Ljava/io/PrintStream$Console;";

/// Charset numbers shared with TextCodec.smali.
const UTF_8: u32 = 0;
const ISO_8859_1: u32 = 1;
const US_ASCII: u32 = 2;

pub static TABLE: &[E] = &[
    (CODEC, "charset", "(Ljava/lang/String;)I", |vm, a| {
        let name = vm.null_check(arg(a, 0))?;
        let name = vm.string_rust(name);
        Ok(charset(&name).map_or(u32::MAX, |c| c) as u64)
    }),
    (CODEC, "encode", "(Ljava/lang/String;I)[B", |vm, a| {
        let s = vm.null_check(arg(a, 0))?;
        let text = vm.string_utf16(s);
        let bytes = encode(&text, arg(a, 1));
        Ok(vm.new_byte_array(&bytes)? as u64)
    }),
    (CODEC, "decode", "([BIII)Ljava/lang/String;", |vm, a| {
        let bytes = byte_range(vm, arg(a, 0), arg(a, 1) as i32, arg(a, 2) as i32)?;
        let text = decode(&bytes, arg(a, 3));
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

/// The charset number of a Java charset name or alias (case-insensitive), `None` for
/// the charsets this VM lacks (the caller throws UnsupportedEncodingException).
fn charset(name: &str) -> Option<u32> {
    let n: String = name.chars().map(|c| c.to_ascii_uppercase()).collect();
    match n.as_str() {
        "UTF-8" | "UTF8" => Some(UTF_8),
        "ISO-8859-1" | "ISO8859_1" | "ISO_8859_1" | "ISO8859-1" | "LATIN1" | "L1" => {
            Some(ISO_8859_1)
        }
        "US-ASCII" | "ASCII" | "US_ASCII" => Some(US_ASCII),
        _ => None,
    }
}

/// Java text to bytes; an unpaired surrogate (UTF-8) or a char beyond the charset
/// becomes '?', as the JDK's encoders replace unmappable input.
fn encode(text: &[u16], cs: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    match cs {
        ISO_8859_1 | US_ASCII => {
            let max = if cs == US_ASCII { 0x7f } else { 0xff };
            for c in char::decode_utf16(text.iter().copied()) {
                match c {
                    Ok(c) if (c as u32) <= max => out.push(c as u8),
                    _ => out.push(b'?'),
                }
            }
        }
        _ => {
            for c in char::decode_utf16(text.iter().copied()) {
                let ch = c.unwrap_or('?');
                let mut b = [0u8; 4];
                out.extend_from_slice(ch.encode_utf8(&mut b).as_bytes());
            }
        }
    }
    out
}

/// Bytes to Java text; malformed UTF-8 and non-ASCII bytes in US-ASCII become U+FFFD.
fn decode(bytes: &[u8], cs: u32) -> Vec<u16> {
    match cs {
        ISO_8859_1 => bytes.iter().map(|&b| b as u16).collect(),
        US_ASCII => bytes
            .iter()
            .map(|&b| if b < 0x80 { b as u16 } else { 0xfffd })
            .collect(),
        _ => String::from_utf8_lossy(bytes).encode_utf16().collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charsets_by_name() {
        assert_eq!(charset("utf-8"), Some(UTF_8));
        assert_eq!(charset("Latin1"), Some(ISO_8859_1));
        assert_eq!(charset("US-ASCII"), Some(US_ASCII));
        assert_eq!(charset("UTF-16"), None);
    }

    #[test]
    fn round_trips_and_replacements() {
        let t: Vec<u16> = "a\u{e9}\u{20ac}\u{1f600}".encode_utf16().collect();
        assert_eq!(decode(&encode(&t, UTF_8), UTF_8), t);
        assert_eq!(encode(&t, ISO_8859_1), [b'a', 0xe9, b'?', b'?']);
        assert_eq!(encode(&t, US_ASCII), b"a???");
        assert_eq!(encode(&[0xd800, 0x41], UTF_8), b"?A");
        assert_eq!(decode(&[0x61, 0xff, 0x62], UTF_8), [0x61, 0xfffd, 0x62]);
        assert_eq!(decode(&[0xe9], US_ASCII), [0xfffd]);
    }
}
