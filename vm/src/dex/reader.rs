//! Bounds-checked little-endian reader over the DEX bytes, LEB128 decoding, MUTF-8
//! decoding and the Adler-32 checksum. Every read returns a `DexError` carrying the
//! failing file offset instead of panicking. Follows the "dex-format" page sections
//! "LEB128", "MUTF-8 (Modified UTF-8) encoding" and "header_item" (checksum).

use super::error::{DexError, ErrorKind};
use alloc::string::String;
use alloc::vec::Vec;

/// A cursor over a byte slice that never reads out of bounds. Offsets are absolute
/// within the slice, which is the whole DEX file, so error offsets are file offsets.
#[derive(Clone, Copy, Debug)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// Reader over `data`, positioned at `pos` (may be past the end; reads then fail).
    pub fn new(data: &'a [u8], pos: usize) -> Self {
        Reader { data, pos }
    }
    /// Current absolute position.
    pub fn pos(&self) -> usize {
        self.pos
    }
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos;
    }
    /// Bytes left after the cursor.
    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    fn truncated(&self, what: &str, need: usize) -> DexError {
        DexError::new(
            self.pos as u32,
            ErrorKind::Truncated,
            alloc::format!(
                "{} needs {} bytes, {} left (file size 0x{:x})",
                what,
                need,
                self.remaining(),
                self.data.len()
            ),
        )
    }

    /// Takes `n` bytes.
    pub fn bytes(&mut self, n: usize, what: &str) -> Result<&'a [u8], DexError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.data.len());
        match end {
            Some(end) => {
                let s = &self.data[self.pos..end];
                self.pos = end;
                Ok(s)
            }
            None => Err(self.truncated(what, n)),
        }
    }
    pub fn u8(&mut self, what: &str) -> Result<u8, DexError> {
        Ok(self.bytes(1, what)?[0])
    }
    pub fn u16(&mut self, what: &str) -> Result<u16, DexError> {
        let b = self.bytes(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    pub fn u32(&mut self, what: &str) -> Result<u32, DexError> {
        let b = self.bytes(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Unsigned LEB128, at most 5 bytes; the fifth byte may only use its low 4 bits
    /// (anything else cannot be a 32-bit value).
    pub fn uleb128(&mut self, what: &str) -> Result<u32, DexError> {
        let start = self.pos;
        let mut result: u32 = 0;
        for i in 0..5 {
            let b = self.u8(what)?;
            if i == 4 && b & 0xf0 != 0 {
                return Err(DexError::new(
                    start as u32,
                    ErrorKind::BadLeb128,
                    alloc::format!("{} uleb128 does not fit 32 bits", what),
                ));
            }
            result |= u32::from(b & 0x7f) << (7 * i);
            if b & 0x80 == 0 {
                return Ok(result);
            }
        }
        Err(DexError::new(
            start as u32,
            ErrorKind::BadLeb128,
            alloc::format!("{} uleb128 longer than 5 bytes", what),
        ))
    }

    /// `uleb128p1`: the encoded value minus one, so 0 encodes -1 (`NO_INDEX`).
    pub fn uleb128p1(&mut self, what: &str) -> Result<u32, DexError> {
        Ok(self.uleb128(what)?.wrapping_sub(1))
    }

    /// Signed LEB128, at most 5 bytes.
    pub fn sleb128(&mut self, what: &str) -> Result<i32, DexError> {
        let start = self.pos;
        let mut result: u32 = 0;
        for i in 0..5 {
            let b = self.u8(what)?;
            result |= u32::from(b & 0x7f) << (7 * i);
            if b & 0x80 == 0 {
                let shift = 7 * (i + 1);
                if shift < 32 {
                    // Sign-extend from the last byte's bit 6.
                    let s = 32 - shift;
                    return Ok(((result << s) as i32) >> s);
                }
                return Ok(result as i32);
            }
        }
        Err(DexError::new(
            start as u32,
            ErrorKind::BadLeb128,
            alloc::format!("{} sleb128 longer than 5 bytes", what),
        ))
    }
}

/// Adler-32 over `data` (RFC 1950), as used by the DEX header checksum (which covers
/// the file from offset 12 on).
pub fn adler32(data: &[u8]) -> u32 {
    const MOD: u32 = 65521;
    // 5552 is the largest n with 255 n (n+1) / 2 + (n+1)(MOD-1) < 2^32, so the sums
    // only need reducing once per block.
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in data.chunks(5552) {
        for &x in chunk {
            a += u32::from(x);
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    (b << 16) | a
}

/// Why a MUTF-8 string is malformed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mutf8Error {
    /// Byte at this index of the input is not a valid start or continuation.
    BadByte(usize),
    /// An overlong (non-minimal) encoding at this index, other than `C0 80` for NUL.
    Overlong(usize),
    /// Input ended inside a multi-byte sequence.
    Truncated,
}

/// Decodes one MUTF-8 code unit starting at `bytes[i]`, returning the UTF-16 unit and
/// the number of bytes consumed. A raw NUL byte is rejected (it terminates strings).
fn decode_unit(bytes: &[u8], i: usize) -> Result<(u16, usize), Mutf8Error> {
    let b0 = *bytes.get(i).ok_or(Mutf8Error::Truncated)?;
    let cont = |k: usize| -> Result<u16, Mutf8Error> {
        let b = *bytes.get(i + k).ok_or(Mutf8Error::Truncated)?;
        if b & 0xc0 != 0x80 {
            return Err(Mutf8Error::BadByte(i + k));
        }
        Ok(u16::from(b & 0x3f))
    };
    match b0 >> 4 {
        0x0 if b0 == 0 => Err(Mutf8Error::BadByte(i)),
        0x0..=0x7 => Ok((u16::from(b0), 1)),
        0xc | 0xd => {
            let v = (u16::from(b0 & 0x1f) << 6) | cont(1)?;
            // Only the NUL form (C0 80) may be non-minimal.
            if v != 0 && v < 0x80 {
                return Err(Mutf8Error::Overlong(i));
            }
            Ok((v, 2))
        }
        0xe => {
            let v = (u16::from(b0 & 0x0f) << 12) | (cont(1)? << 6) | cont(2)?;
            if v < 0x800 {
                return Err(Mutf8Error::Overlong(i));
            }
            Ok((v, 3))
        }
        _ => Err(Mutf8Error::BadByte(i)),
    }
}

/// Validates MUTF-8 `bytes` (without the terminating NUL) and returns the number of
/// UTF-16 units it encodes and whether it is also byte-identical standard UTF-8 (no
/// `C0 80` NUL and no surrogates), in which case it can be used as `&str` directly.
/// Whether `bytes` are ASCII without NUL: MUTF-8, UTF-8 and one UTF-16 unit per byte
/// at once. Word-at-a-time (the loader runs it over every string of a file).
pub fn is_plain_ascii(bytes: &[u8]) -> bool {
    const LO: u32 = 0x0101_0101;
    const HI: u32 = 0x8080_8080;
    let mut words = bytes.chunks_exact(4);
    for w in words.by_ref() {
        let v = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
        // A set high bit, or a zero byte (the classic has-zero-byte test).
        if v & HI != 0 || v.wrapping_sub(LO) & !v & HI != 0 {
            return false;
        }
    }
    words.remainder().iter().all(|&b| b != 0 && b < 0x80)
}

pub fn mutf8_check(bytes: &[u8]) -> Result<(usize, bool), Mutf8Error> {
    let mut i = 0;
    let mut units = 0usize;
    let mut plain = true;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x80 && b != 0 {
            // ASCII fast path.
            i += 1;
            units += 1;
            continue;
        }
        let (u, n) = decode_unit(bytes, i)?;
        if u == 0 || (0xd800..0xe000).contains(&u) {
            plain = false;
        }
        i += n;
        units += 1;
    }
    Ok((units, plain))
}

/// Decodes MUTF-8 to UTF-16 code units (surrogates stay as they are encoded).
pub fn mutf8_to_utf16(bytes: &[u8]) -> Result<Vec<u16>, Mutf8Error> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let (u, n) = decode_unit(bytes, i)?;
        out.push(u);
        i += n;
    }
    Ok(out)
}

/// Converts UTF-16 units to a Rust string: surrogate pairs combine into one scalar,
/// an unpaired surrogate (legal in Java strings) becomes U+FFFD.
pub fn utf16_to_string(units: &[u16]) -> String {
    char::decode_utf16(units.iter().copied())
        .map(|r| r.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect()
}

/// Decodes MUTF-8 to a Rust string (see [`utf16_to_string`] for lone surrogates).
pub fn mutf8_to_string(bytes: &[u8]) -> Result<String, Mutf8Error> {
    Ok(utf16_to_string(&mutf8_to_utf16(bytes)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_ascii_word_at_a_time() {
        assert!(is_plain_ascii(b""));
        assert!(is_plain_ascii(b"Ljava/lang/Object;"));
        // A NUL or a high byte anywhere, in a whole word or the remainder.
        for n in 1..12 {
            for at in 0..n {
                let mut b = alloc::vec![b'a'; n];
                b[at] = 0;
                assert!(!is_plain_ascii(&b), "NUL at {at} of {n}");
                b[at] = 0x80;
                assert!(!is_plain_ascii(&b), "0x80 at {at} of {n}");
                b[at] = 0x7f;
                assert!(is_plain_ascii(&b));
            }
        }
        // The borrow of the zero-byte test must not flag 0x01 after a 0x00-free word.
        assert!(is_plain_ascii(&[
            0x01, 0x01, 0x01, 0x01, 0x7f, 0x01, 0x02, 0x03
        ]));
    }

    #[test]
    fn leb128() {
        let cases: &[(&[u8], u32)] = &[
            (&[0x00], 0),
            (&[0x01], 1),
            (&[0x7f], 127),
            (&[0x80, 0x7f], 16256),
            (&[0xe5, 0x8e, 0x26], 624485),
            (&[0xff, 0xff, 0xff, 0xff, 0x0f], u32::MAX),
        ];
        for (bytes, want) in cases {
            let mut r = Reader::new(bytes, 0);
            assert_eq!(r.uleb128("t").unwrap(), *want);
            assert_eq!(r.pos(), bytes.len());
        }
        let s: &[(&[u8], i32)] = &[
            (&[0x00], 0),
            (&[0x01], 1),
            (&[0x7f], -1),
            (&[0x80, 0x7f], -128),
            (&[0x3f], 63),
            (&[0x40], -64),
            (&[0xff, 0xff, 0xff, 0xff, 0x07], i32::MAX),
            (&[0x80, 0x80, 0x80, 0x80, 0x78], i32::MIN),
        ];
        for (bytes, want) in s {
            assert_eq!(
                Reader::new(bytes, 0).sleb128("t").unwrap(),
                *want,
                "{bytes:x?}"
            );
        }
        assert_eq!(Reader::new(&[0x00], 0).uleb128p1("t").unwrap(), u32::MAX);
        assert_eq!(Reader::new(&[0x05], 0).uleb128p1("t").unwrap(), 4);
        // Truncated, too long, too wide.
        assert_eq!(
            Reader::new(&[0x80], 0).uleb128("t").unwrap_err().kind,
            ErrorKind::Truncated
        );
        assert_eq!(
            Reader::new(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x00], 0)
                .uleb128("t")
                .unwrap_err()
                .kind,
            ErrorKind::BadLeb128
        );
        assert!(Reader::new(&[0xff, 0xff, 0xff, 0xff, 0x1f], 0)
            .uleb128("t")
            .is_err());
        assert!(Reader::new(&[0xff, 0xff, 0xff, 0xff, 0xff, 0x01], 0)
            .sleb128("t")
            .is_err());
    }

    #[test]
    fn reader_bounds() {
        let data = [1u8, 2, 3, 4, 5];
        let mut r = Reader::new(&data, 0);
        assert_eq!(r.u32("x").unwrap(), 0x0403_0201);
        let e = r.u16("field").unwrap_err();
        assert_eq!((e.offset, e.kind), (4, ErrorKind::Truncated));
        assert_eq!(r.u8("x").unwrap(), 5);
        assert!(r.u8("x").is_err());
        // Far past the end and overflowing lengths are errors, not panics.
        assert!(Reader::new(&data, usize::MAX).u8("x").is_err());
        assert!(Reader::new(&data, 3).bytes(usize::MAX, "x").is_err());
    }

    #[test]
    fn adler() {
        assert_eq!(adler32(b""), 1);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
        // Long input exercises the block reduction.
        let big: Vec<u8> = (0..100_000u32).map(|i| (i * 7 + 3) as u8).collect();
        let (mut a, mut b) = (1u64, 0u64);
        for &x in &big {
            a = (a + u64::from(x)) % 65521;
            b = (b + a) % 65521;
        }
        assert_eq!(adler32(&big), ((b << 16) | a) as u32);
    }

    #[test]
    fn mutf8() {
        assert_eq!(mutf8_check(b"Hello").unwrap(), (5, true));
        // é (2 bytes), NUL as C0 80, U+1F600 as a surrogate pair of 3-byte units.
        let s = [
            0x68, 0xc3, 0xa9, 0xc0, 0x80, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80,
        ];
        assert_eq!(mutf8_check(&s).unwrap(), (5, false));
        let u = mutf8_to_utf16(&s).unwrap();
        assert_eq!(u, [0x68, 0xe9, 0x0000, 0xd83d, 0xde00]);
        assert_eq!(mutf8_to_string(&s).unwrap(), "h\u{e9}\0\u{1f600}");
        // Lone surrogate survives in UTF-16 and becomes U+FFFD in the Rust view.
        let lone = [0xed, 0xa0, 0x80, 0x41];
        assert_eq!(mutf8_to_utf16(&lone).unwrap(), [0xd800, 0x41]);
        assert_eq!(mutf8_to_string(&lone).unwrap(), "\u{fffd}A");
        // 3-byte BMP char is plain UTF-8.
        assert_eq!(mutf8_check("\u{20ac}".as_bytes()).unwrap(), (1, true));
        // Errors: raw NUL, 4-byte UTF-8, bad continuation, overlong, truncated.
        assert_eq!(mutf8_check(&[0x41, 0x00]), Err(Mutf8Error::BadByte(1)));
        assert_eq!(
            mutf8_check("\u{1f600}".as_bytes()),
            Err(Mutf8Error::BadByte(0))
        );
        assert_eq!(mutf8_check(&[0xc3, 0x41]), Err(Mutf8Error::BadByte(1)));
        assert_eq!(mutf8_check(&[0xc1, 0x81]), Err(Mutf8Error::Overlong(0)));
        assert_eq!(
            mutf8_check(&[0xe0, 0x81, 0x81]),
            Err(Mutf8Error::Overlong(0))
        );
        assert_eq!(mutf8_check(&[0xe2, 0x82]), Err(Mutf8Error::Truncated));
        assert_eq!(mutf8_check(&[0x80]), Err(Mutf8Error::BadByte(0)));
    }
}
