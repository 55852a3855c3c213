//! The codecs of java.nio.charset (UTF-8, ISO-8859-1, US-ASCII, UTF-16, UTF-16BE/LE) as
//! resumable loops with CoderResult outcomes, after JDK 17's CharsetDecoder/Encoder (UTF-8
//! malformed lengths per maximal ill-formed subpart, as the JDK's decoder reports them).
//! String (`super::text`), java.io's TextCodec and `java.nio.charset.StdCharset` (the
//! natives here) all run these loops. Hand-written, not a crate: Java programs observe the
//! JDK's error lengths and byte-order marks, which encoding_rs (WHATWG rules) does not give.

use alloc::vec::Vec;

use dexmetal_vm::native::{arg, Env, Kind, Native, Throw};

/// The implemented charsets; the discriminant is the number the smali classes use.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Charset {
    Utf8 = 0,
    Latin1 = 1,
    Ascii = 2,
    Utf16 = 3,
    Utf16Be = 4,
    Utf16Le = 5,
}

impl Charset {
    pub(crate) fn from_id(id: u32) -> Option<Charset> {
        use Charset::*;
        [Utf8, Latin1, Ascii, Utf16, Utf16Be, Utf16Le]
            .get(id as usize)
            .copied()
    }

    /// The replacement bytes of the charset's encoder (CharsetEncoder.replacement()).
    pub(crate) fn byte_replacement(self) -> &'static [u8] {
        match self {
            Charset::Utf16 | Charset::Utf16Be => &[0xff, 0xfd],
            Charset::Utf16Le => &[0xfd, 0xff],
            _ => b"?",
        }
    }

    /// The coder state after reset: UTF-16's decoder has yet to see a byte-order mark
    /// (0), its encoder has yet to write one (1); BE/LE decoders fix their order.
    pub(crate) fn initial_state(self, decoding: bool) -> u8 {
        match (self, decoding) {
            (Charset::Utf16, false) => 1,
            (Charset::Utf16Be, true) => BIG,
            (Charset::Utf16Le, true) => LITTLE,
            _ => 0,
        }
    }
}

const BIG: u8 = 1;
const LITTLE: u8 = 2;
pub(crate) const REPL: u16 = 0xfffd;

/// A CoderResult.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Coder {
    Underflow,
    Overflow,
    Malformed(u32),
    Unmappable(u32),
}

fn cont(b: u8) -> bool {
    b & 0xc0 == 0x80
}

fn bad3_2(b1: u8, b2: u8) -> bool {
    (b1 == 0xe0 && b2 & 0xe0 == 0x80) || !cont(b2)
}

fn bad4_2(b1: u8, b2: u8) -> bool {
    (b1 == 0xf0 && !(0x90..=0xbf).contains(&b2)) || (b1 == 0xf4 && b2 & 0xf0 != 0x80) || !cont(b2)
}

/// Decodes from `src` into `out`, at most `room` chars; answers the bytes consumed and
/// why it stopped. Input too short for a sequence is Underflow (the caller decides at
/// the end of input), output too short is Overflow, as the JDK's decodeLoop.
pub(crate) fn decode_loop(
    cs: Charset,
    state: &mut u8,
    src: &[u8],
    room: usize,
    out: &mut Vec<u16>,
) -> (usize, Coder) {
    let end = out.len().saturating_add(room);
    let sl = src.len();
    let mut sp = 0;
    match cs {
        Charset::Latin1 | Charset::Ascii => {
            while sp < sl {
                let b = src[sp];
                if cs == Charset::Ascii && b >= 0x80 {
                    return (sp, Coder::Malformed(1));
                }
                if out.len() >= end {
                    return (sp, Coder::Overflow);
                }
                out.push(b as u16);
                sp += 1;
            }
        }
        Charset::Utf8 => {
            while sp < sl {
                let b1 = src[sp];
                let rem = sl - sp;
                let free = end - out.len();
                if b1 < 0x80 {
                    if free == 0 {
                        return (sp, Coder::Overflow);
                    }
                    out.push(b1 as u16);
                    sp += 1;
                } else if (0xc2..0xe0).contains(&b1) {
                    if rem < 2 {
                        return (sp, Coder::Underflow);
                    }
                    if free == 0 {
                        return (sp, Coder::Overflow);
                    }
                    let b2 = src[sp + 1];
                    if !cont(b2) {
                        return (sp, Coder::Malformed(1));
                    }
                    out.push(((b1 as u16 & 0x1f) << 6) | (b2 as u16 & 0x3f));
                    sp += 2;
                } else if b1 & 0xf0 == 0xe0 {
                    if rem < 3 || free == 0 {
                        if rem > 1 && bad3_2(b1, src[sp + 1]) {
                            return (sp, Coder::Malformed(1));
                        }
                        let r = if rem < 3 {
                            Coder::Underflow
                        } else {
                            Coder::Overflow
                        };
                        return (sp, r);
                    }
                    let (b2, b3) = (src[sp + 1], src[sp + 2]);
                    if bad3_2(b1, b2) {
                        return (sp, Coder::Malformed(1));
                    }
                    if !cont(b3) {
                        return (sp, Coder::Malformed(2));
                    }
                    let c =
                        ((b1 as u16 & 0x0f) << 12) | ((b2 as u16 & 0x3f) << 6) | (b3 as u16 & 0x3f);
                    if (0xd800..0xe000).contains(&c) {
                        return (sp, Coder::Malformed(3));
                    }
                    out.push(c);
                    sp += 3;
                } else if b1 & 0xf8 == 0xf0 {
                    if rem < 4 || free < 2 {
                        if b1 > 0xf4 || (rem > 1 && bad4_2(b1, src[sp + 1])) {
                            return (sp, Coder::Malformed(1));
                        }
                        if rem > 2 && !cont(src[sp + 2]) {
                            return (sp, Coder::Malformed(2));
                        }
                        let r = if rem < 4 {
                            Coder::Underflow
                        } else {
                            Coder::Overflow
                        };
                        return (sp, r);
                    }
                    let (b2, b3, b4) = (src[sp + 1], src[sp + 2], src[sp + 3]);
                    let cp = ((b1 as u32 & 0x07) << 18)
                        | ((b2 as u32 & 0x3f) << 12)
                        | ((b3 as u32 & 0x3f) << 6)
                        | (b4 as u32 & 0x3f);
                    if !cont(b2) || !cont(b3) || !cont(b4) || !(0x10000..0x110000).contains(&cp) {
                        let n = if b1 > 0xf4 || bad4_2(b1, b2) {
                            1
                        } else if !cont(b3) {
                            2
                        } else {
                            3
                        };
                        return (sp, Coder::Malformed(n));
                    }
                    out.push((0xd800 + ((cp - 0x10000) >> 10)) as u16);
                    out.push((0xdc00 + ((cp - 0x10000) & 0x3ff)) as u16);
                    sp += 4;
                } else {
                    return (sp, Coder::Malformed(1));
                }
            }
        }
        Charset::Utf16 | Charset::Utf16Be | Charset::Utf16Le => {
            let unit = |st: u8, a: u8, b: u8| -> u16 {
                if st == LITTLE {
                    u16::from_le_bytes([a, b])
                } else {
                    u16::from_be_bytes([a, b])
                }
            };
            while sl - sp > 1 {
                let (b1, b2) = (src[sp], src[sp + 1]);
                if *state == 0 {
                    match u16::from_be_bytes([b1, b2]) {
                        0xfeff => {
                            *state = BIG;
                            sp += 2;
                            continue;
                        }
                        0xfffe => {
                            *state = LITTLE;
                            sp += 2;
                            continue;
                        }
                        _ => *state = BIG,
                    }
                }
                // U+FFFE after the start is a char like any other (JDK 17 decodes it).
                let c = unit(*state, b1, b2);
                if (0xd800..0xe000).contains(&c) {
                    if c >= 0xdc00 {
                        return (sp, Coder::Malformed(2));
                    }
                    if sl - sp < 4 {
                        return (sp, Coder::Underflow);
                    }
                    let c2 = unit(*state, src[sp + 2], src[sp + 3]);
                    if !(0xdc00..0xe000).contains(&c2) {
                        return (sp, Coder::Malformed(4));
                    }
                    if end - out.len() < 2 {
                        return (sp, Coder::Overflow);
                    }
                    out.push(c);
                    out.push(c2);
                    sp += 4;
                    continue;
                }
                if out.len() >= end {
                    return (sp, Coder::Overflow);
                }
                out.push(c);
                sp += 2;
            }
        }
    }
    (sp, Coder::Underflow)
}

/// The surrogate parser of the encoders: the code point at `src[i]` (a surrogate), or
/// Underflow for a high surrogate at the end, Malformed(1) for an unpaired one.
fn surrogate(src: &[u16], i: usize) -> Result<u32, Coder> {
    let c = src[i] as u32;
    if c >= 0xdc00 {
        return Err(Coder::Malformed(1));
    }
    match src.get(i + 1) {
        None => Err(Coder::Underflow),
        Some(&d) if (0xdc00..0xe000).contains(&d) => {
            Ok(0x10000 + ((c - 0xd800) << 10) + (d as u32 - 0xdc00))
        }
        Some(_) => Err(Coder::Malformed(1)),
    }
}

/// Encodes from `src` into `out`, at most `room` bytes; answers the chars consumed and
/// why it stopped, as the JDK's encodeLoop.
pub(crate) fn encode_loop(
    cs: Charset,
    state: &mut u8,
    src: &[u16],
    room: usize,
    out: &mut Vec<u8>,
) -> (usize, Coder) {
    let end = out.len().saturating_add(room);
    let mut sp = 0;
    if cs == Charset::Utf16 && *state == 1 && !src.is_empty() {
        if room < 2 {
            return (0, Coder::Overflow);
        }
        out.extend_from_slice(&[0xfe, 0xff]);
        *state = 0;
    }
    while sp < src.len() {
        let c = src[sp] as u32;
        let free = end - out.len();
        let sur = (0xd800..0xe000).contains(&c);
        match cs {
            Charset::Latin1 | Charset::Ascii => {
                let limit = if cs == Charset::Latin1 { 0x100 } else { 0x80 };
                if c < limit {
                    if free == 0 {
                        return (sp, Coder::Overflow);
                    }
                    out.push(c as u8);
                    sp += 1;
                    continue;
                }
                if sur {
                    return match surrogate(src, sp) {
                        Ok(_) => (sp, Coder::Unmappable(2)),
                        Err(e) => (sp, e),
                    };
                }
                return (sp, Coder::Unmappable(1));
            }
            Charset::Utf8 => {
                if sur {
                    let cp = match surrogate(src, sp) {
                        Ok(cp) => cp,
                        Err(e) => return (sp, e),
                    };
                    if free < 4 {
                        return (sp, Coder::Overflow);
                    }
                    out.extend_from_slice(&[
                        (0xf0 | (cp >> 18)) as u8,
                        (0x80 | ((cp >> 12) & 0x3f)) as u8,
                        (0x80 | ((cp >> 6) & 0x3f)) as u8,
                        (0x80 | (cp & 0x3f)) as u8,
                    ]);
                    sp += 2;
                    continue;
                }
                let need = if c < 0x80 {
                    1
                } else if c < 0x800 {
                    2
                } else {
                    3
                };
                if free < need {
                    return (sp, Coder::Overflow);
                }
                match need {
                    1 => out.push(c as u8),
                    2 => {
                        out.extend_from_slice(&[(0xc0 | (c >> 6)) as u8, (0x80 | (c & 0x3f)) as u8])
                    }
                    _ => out.extend_from_slice(&[
                        (0xe0 | (c >> 12)) as u8,
                        (0x80 | ((c >> 6) & 0x3f)) as u8,
                        (0x80 | (c & 0x3f)) as u8,
                    ]),
                }
                sp += 1;
            }
            Charset::Utf16 | Charset::Utf16Be | Charset::Utf16Le => {
                let put = |out: &mut Vec<u8>, u: u16| {
                    if cs == Charset::Utf16Le {
                        out.extend_from_slice(&u.to_le_bytes())
                    } else {
                        out.extend_from_slice(&u.to_be_bytes())
                    }
                };
                if sur {
                    if let Err(e) = surrogate(src, sp) {
                        return (sp, e);
                    }
                    if free < 4 {
                        return (sp, Coder::Overflow);
                    }
                    put(out, c as u16);
                    put(out, src[sp + 1]);
                    sp += 2;
                    continue;
                }
                if free < 2 {
                    return (sp, Coder::Overflow);
                }
                put(out, c as u16);
                sp += 1;
            }
        }
    }
    (sp, Coder::Underflow)
}

/// Decodes all of `b` replacing malformed input with U+FFFD, as `new String(bytes, cs)`
/// and Charset.decode do (input cut short at the end is one malformed sequence).
pub(crate) fn decode_all(b: &[u8], cs: Charset) -> Vec<u16> {
    let mut out = Vec::with_capacity(b.len());
    let mut state = cs.initial_state(true);
    let mut p = 0;
    loop {
        let (n, r) = decode_loop(cs, &mut state, &b[p..], usize::MAX, &mut out);
        p += n;
        match r {
            Coder::Malformed(k) | Coder::Unmappable(k) => {
                out.push(REPL);
                p += k as usize;
            }
            _ => {
                if p < b.len() {
                    out.push(REPL);
                }
                return out;
            }
        }
    }
}

/// Encodes all of `s` writing the charset's replacement for what it cannot encode, as
/// String.getBytes(cs) and Charset.encode do.
pub(crate) fn encode_all(s: &[u16], cs: Charset) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut state = cs.initial_state(false);
    let mut p = 0;
    loop {
        let (n, r) = encode_loop(cs, &mut state, &s[p..], usize::MAX, &mut out);
        p += n;
        match r {
            Coder::Malformed(k) | Coder::Unmappable(k) => {
                out.extend_from_slice(cs.byte_replacement());
                p += k as usize;
            }
            _ => {
                if p < s.len() {
                    out.extend_from_slice(cs.byte_replacement());
                }
                return out;
            }
        }
    }
}

const STD: &str = "Ljava/nio/charset/StdCharset;";

/// Packs a loop's outcome for the smali coders: io[0] state, io[1] consumed, io[2]
/// produced, io[3] kind (0 underflow, 1 overflow, 2 malformed, 3 unmappable), io[4]
/// the error's length.
fn report(env: &mut Env<'_>, io: u32, state: u8, used: usize, made: usize, r: Coder) {
    let (kind, len) = match r {
        Coder::Underflow => (0, 0),
        Coder::Overflow => (1, 0),
        Coder::Malformed(n) => (2, n),
        Coder::Unmappable(n) => (3, n),
    };
    for (i, v) in [state as u32, used as u32, made as u32, kind, len]
        .into_iter()
        .enumerate()
    {
        env.array_set(io, Kind::Int, i as u32, v as u64);
    }
}

fn charset_arg(env: &mut Env<'_>, id: u32) -> Result<Charset, Throw> {
    Charset::from_id(id).ok_or_else(|| env.throw("Ljava/lang/InternalError;", "charset number"))
}

pub static TABLE: &[Native] = &[
    (STD, "lookup", "(Ljava/lang/String;)I", |env, a| {
        let name = env.null_check(arg(a, 0))?;
        let name = env.string_rust(name);
        Ok(super::text::charset(&name).map_or(u32::MAX, |c| c as u32) as u64)
    }),
    (STD, "initialState", "(IZ)I", |env, a| {
        let cs = charset_arg(env, arg(a, 0))?;
        Ok(cs.initial_state(arg(a, 1) != 0) as u64)
    }),
    (STD, "byteReplacement", "(I)[B", |env, a| {
        let cs = charset_arg(env, arg(a, 0))?;
        Ok(env.new_byte_array(cs.byte_replacement())? as u64)
    }),
    // decodeLoop(cs, src, sp, sl, dst, dp, dl, io): the arrays and bounds come from the
    // buffers' own checked positions.
    (STD, "decodeLoop", "(I[BII[CII[I)V", |env, a| {
        let cs = charset_arg(env, arg(a, 0))?;
        let (src, sp, sl) = (arg(a, 1), arg(a, 2), arg(a, 3));
        let (dst, dp, dl, io) = (arg(a, 4), arg(a, 5), arg(a, 6), arg(a, 7));
        let bytes = env.get_bytes(src, sp, sl - sp);
        let mut state = env.array_get(io, Kind::Int, 0) as u8;
        let mut out = Vec::new();
        let (used, r) = decode_loop(cs, &mut state, &bytes, (dl - dp) as usize, &mut out);
        for (k, &c) in out.iter().enumerate() {
            env.array_set(dst, Kind::Char, dp + k as u32, c as u64);
        }
        report(env, io, state, used, out.len(), r);
        Ok(0)
    }),
    (STD, "encodeLoop", "(I[CII[BII[I)V", |env, a| {
        let cs = charset_arg(env, arg(a, 0))?;
        let (src, sp, sl) = (arg(a, 1), arg(a, 2), arg(a, 3));
        let (dst, dp, dl, io) = (arg(a, 4), arg(a, 5), arg(a, 6), arg(a, 7));
        let chars: Vec<u16> = (sp..sl)
            .map(|k| env.array_get(src, Kind::Char, k) as u16)
            .collect();
        let mut state = env.array_get(io, Kind::Int, 0) as u8;
        let mut out = Vec::new();
        let (used, r) = encode_loop(cs, &mut state, &chars, (dl - dp) as usize, &mut out);
        for (k, &b) in out.iter().enumerate() {
            env.array_set(dst, Kind::Byte, dp + k as u32, b as i8 as i32 as u32 as u64);
        }
        report(env, io, state, used, out.len(), r);
        Ok(0)
    }),
];

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn dec(cs: Charset, b: &[u8]) -> (usize, Coder) {
        let mut st = cs.initial_state(true);
        decode_loop(cs, &mut st, b, 100, &mut Vec::new())
    }

    #[test]
    fn utf8_malformed_lengths() {
        assert_eq!(
            dec(Charset::Utf8, &[0xe2, 0x28, 0xa1]),
            (0, Coder::Malformed(1))
        );
        assert_eq!(
            dec(Charset::Utf8, &[0xe2, 0x82, 0x28]),
            (0, Coder::Malformed(2))
        );
        assert_eq!(
            dec(Charset::Utf8, &[0xed, 0xa0, 0x80]),
            (0, Coder::Malformed(3))
        );
        assert_eq!(
            dec(Charset::Utf8, &[0xf0, 0x9f, 0x98]),
            (0, Coder::Underflow)
        );
        assert_eq!(
            dec(Charset::Utf8, &[0xf0, 0x9f, 0x41, 0x41]),
            (0, Coder::Malformed(2))
        );
        assert_eq!(
            dec(Charset::Utf8, &[0x41, 0xc0, 0x80]),
            (1, Coder::Malformed(1))
        );
        assert_eq!(decode_all(&[0xe2, 0x82], Charset::Utf8), vec![REPL]);
        assert_eq!(decode_all(&[0xc0, 0x80], Charset::Utf8), vec![REPL, REPL]);
    }

    #[test]
    fn utf16_marks_and_surrogates() {
        let s: Vec<u16> = "A😀".encode_utf16().collect();
        let b = encode_all(&s, Charset::Utf16);
        assert_eq!(b, [0xfe, 0xff, 0, 0x41, 0xd8, 0x3d, 0xde, 0x00]);
        assert_eq!(decode_all(&b, Charset::Utf16), s);
        assert_eq!(
            decode_all(&[0xff, 0xfe, 0x41, 0], Charset::Utf16),
            vec![0x41]
        );
        assert_eq!(
            decode_all(&[0xff, 0xfe, 0x41, 0], Charset::Utf16Be),
            vec![0xfffe, 0x4100]
        );
        assert_eq!(encode_all(&[0xdc00], Charset::Utf16Le), [0xfd, 0xff]);
        assert_eq!(encode_all(&[], Charset::Utf16), [0u8; 0]);
    }

    #[test]
    fn single_byte_codecs() {
        let s: Vec<u16> = "aé€😀".encode_utf16().collect();
        assert_eq!(encode_all(&s, Charset::Ascii), b"a???");
        assert_eq!(encode_all(&s, Charset::Latin1), b"a\xe9??");
        assert_eq!(encode_all(&s, Charset::Utf8), "aé€😀".as_bytes());
        assert_eq!(encode_all(&[0xd800, 0x41], Charset::Utf8), b"?A");
        assert_eq!(decode_all(&[0x41, 0xe9], Charset::Ascii), vec![0x41, REPL]);
    }
}
