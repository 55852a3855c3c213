//! The history on persistent storage: a versioned little-endian binary image with a
//! CRC-32, and a readable text dump. Loading never trusts the bytes: a short, corrupt,
//! truncated or future-version image is an [`Error`] (with the offset where it applies)
//! that the caller reports as a warning and then runs with an empty history.
//!
//! Layout: "DXDH", version u16, reserved u16, signature count u32, payload length u32,
//! the payload, then the CRC-32 (IEEE) of everything before it. A signature is its link
//! count u8 and per link the outer then the inner stack; a stack is its depth u8 and per
//! frame (DEX checksum, method index, dex pc) as three u32.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::history::History;
use crate::signature::{CallStack, Link, Position, Signature, MAX_DEPTH};

pub const MAGIC: [u8; 4] = *b"DXDH";
pub const VERSION: u16 = 1;
const HEADER: usize = 16;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Shorter than a header and its CRC.
    TooShort(usize),
    BadMagic,
    /// Written by a newer dexmetal.
    FutureVersion(u16),
    /// The payload length disagrees with the image size.
    BadLength {
        declared: u32,
        actual: usize,
    },
    BadCrc {
        stored: u32,
        computed: u32,
    },
    /// A record that cannot be a signature, at this payload offset.
    BadRecord(usize),
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::TooShort(n) => write!(f, "history image of {n} bytes is too short"),
            Error::BadMagic => write!(f, "not a dimmunix history (bad magic)"),
            Error::FutureVersion(v) => write!(f, "history version {v} is newer than {VERSION}"),
            Error::BadLength { declared, actual } => {
                write!(
                    f,
                    "payload length {declared} does not fit an image of {actual} bytes"
                )
            }
            Error::BadCrc { stored, computed } => {
                write!(f, "CRC {stored:08x} stored, {computed:08x} computed")
            }
            Error::BadRecord(at) => write!(f, "bad signature record at payload offset {at}"),
        }
    }
}

fn put_stack(out: &mut Vec<u8>, s: &CallStack) {
    out.push(s.frames().len() as u8);
    for p in s.frames() {
        for v in [p.dex, p.method, p.pc] {
            out.extend_from_slice(&v.to_le_bytes());
        }
    }
}

/// The binary image of `h`, oldest signature first.
pub fn encode(h: &History) -> Vec<u8> {
    let mut payload = Vec::new();
    for s in h.iter() {
        payload.push(s.links().len() as u8);
        for l in s.links() {
            put_stack(&mut payload, &l.outer);
            put_stack(&mut payload, &l.inner);
        }
    }
    let mut out = Vec::with_capacity(HEADER + payload.len() + 4);
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&(h.len() as u32).to_le_bytes());
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(&payload);
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

struct Cursor<'a> {
    b: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn u8(&mut self) -> Option<u8> {
        let v = *self.b.get(self.at)?;
        self.at += 1;
        Some(v)
    }
    fn u32(&mut self) -> Option<u32> {
        let s = self.b.get(self.at..self.at + 4)?;
        self.at += 4;
        Some(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }
    fn stack(&mut self) -> Option<CallStack> {
        let depth = self.u8()? as usize;
        let mut frames = [Position::default(); MAX_DEPTH];
        for f in frames.iter_mut().take(depth.min(MAX_DEPTH + 1)) {
            *f = Position {
                dex: self.u32()?,
                method: self.u32()?,
                pc: self.u32()?,
            };
        }
        CallStack::new(&frames[..depth.min(MAX_DEPTH)], depth)
    }
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// Reads an image made by [`encode`] into a history of `capacity` signatures (the newest
/// kept if the image has more).
pub fn decode(b: &[u8], capacity: usize) -> Result<History, Error> {
    if b.len() < HEADER + 4 {
        return Err(Error::TooShort(b.len()));
    }
    if b[..4] != MAGIC {
        return Err(Error::BadMagic);
    }
    let version = u16::from_le_bytes([b[4], b[5]]);
    if version > VERSION {
        return Err(Error::FutureVersion(version));
    }
    let count = u32_at(b, 8);
    let declared = u32_at(b, 12);
    if HEADER as u64 + u64::from(declared) + 4 != b.len() as u64 {
        return Err(Error::BadLength {
            declared,
            actual: b.len(),
        });
    }
    let body = b.len() - 4;
    let stored = u32_at(b, body);
    let computed = crc32fast::hash(&b[..body]);
    if stored != computed {
        return Err(Error::BadCrc { stored, computed });
    }
    let payload = &b[HEADER..body];
    let mut c = Cursor { b: payload, at: 0 };
    let mut sigs = Vec::new();
    for _ in 0..count {
        let start = c.at;
        let bad = || Error::BadRecord(start);
        let n = c.u8().ok_or_else(bad)?;
        let mut links = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let outer = c.stack().ok_or_else(bad)?;
            let inner = c.stack().ok_or_else(bad)?;
            links.push(Link { outer, inner });
        }
        sigs.push(Signature::new(links).ok_or_else(bad)?);
    }
    if c.at != payload.len() {
        return Err(Error::BadRecord(c.at));
    }
    Ok(History::from_signatures(sigs, capacity))
}

fn dump_stack(out: &mut String, s: &CallStack) {
    for (i, p) in s.frames().iter().enumerate() {
        let sep = if i == 0 { "" } else { "/" };
        let _ = write!(out, "{sep}{:08x}:{}:{:#x}", p.dex, p.method, p.pc);
    }
}

/// One line per signature, oldest first: `outer <- inner` per thread of the cycle,
/// separated by ` ; `; a position is `dexchecksum:method:pc` (frames joined by `/`).
pub fn dump(h: &History) -> String {
    let mut out = String::new();
    for s in h.iter() {
        for (i, l) in s.links().iter().enumerate() {
            if i > 0 {
                out.push_str(" ; ");
            }
            dump_stack(&mut out, &l.outer);
            out.push_str(" <- ");
            dump_stack(&mut out, &l.inner);
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn pos(method: u32, pc: u32) -> Position {
        Position {
            dex: 0x1234_abcd,
            method,
            pc,
        }
    }

    fn history() -> History {
        let mut h = History::default();
        h.add(
            Signature::new(vec![
                Link {
                    outer: CallStack::top(pos(1, 2)),
                    inner: CallStack::top(pos(1, 8)),
                },
                Link {
                    outer: CallStack::new(&[pos(2, 4), pos(5, 6)], 2).unwrap(),
                    inner: CallStack::top(pos(2, 10)),
                },
            ])
            .unwrap(),
        );
        h.add(
            Signature::new(vec![
                Link {
                    outer: CallStack::top(pos(7, 1)),
                    inner: CallStack::top(pos(7, 3)),
                },
                Link {
                    outer: CallStack::top(pos(8, 1)),
                    inner: CallStack::top(pos(8, 3)),
                },
                Link {
                    outer: CallStack::top(pos(9, 1)),
                    inner: CallStack::top(pos(9, 3)),
                },
            ])
            .unwrap(),
        );
        h
    }

    #[test]
    fn the_image_round_trips_and_dumps_readably() {
        let h = history();
        let img = encode(&h);
        let back = decode(&img, 1000).unwrap();
        assert!(back.iter().eq(h.iter()));
        assert_eq!(
            dump(&back),
            "1234abcd:1:0x2 <- 1234abcd:1:0x8 ; 1234abcd:2:0x4/1234abcd:5:0x6 <- 1234abcd:2:0xa\n\
             1234abcd:7:0x1 <- 1234abcd:7:0x3 ; 1234abcd:8:0x1 <- 1234abcd:8:0x3 ; \
             1234abcd:9:0x1 <- 1234abcd:9:0x3\n"
        );
        let empty = decode(&encode(&History::default()), 10).unwrap();
        assert!(empty.is_empty());
        // A smaller capacity keeps the newest.
        let one = decode(&img, 1).unwrap();
        assert!(one.iter().eq(h.iter().skip(1)));
    }

    #[test]
    fn every_flipped_bit_and_every_truncation_is_an_error() {
        let img = encode(&history());
        for i in 0..img.len() * 8 {
            let mut bad = img.clone();
            bad[i / 8] ^= 1 << (i % 8);
            assert!(
                decode(&bad, 1000).is_err(),
                "bit {i} flipped went unnoticed"
            );
        }
        for n in 0..img.len() {
            assert!(decode(&img[..n], 1000).is_err(), "truncated to {n}");
        }
        let mut longer = img.clone();
        longer.push(0);
        assert!(decode(&longer, 1000).is_err());
    }

    #[test]
    fn future_versions_and_foreign_files_are_refused() {
        let mut img = encode(&history());
        img[4..6].copy_from_slice(&2u16.to_le_bytes());
        assert_eq!(decode(&img, 1000).unwrap_err(), Error::FutureVersion(2));
        assert_eq!(
            decode(b"ELF\x7f................", 1000).unwrap_err(),
            Error::BadMagic
        );
        assert_eq!(decode(b"DXDH", 1000).unwrap_err(), Error::TooShort(4));
    }

    #[test]
    fn a_well_formed_image_of_bad_records_is_refused_at_their_offset() {
        // count 1, payload: a signature of one link (not a cycle), with valid CRC.
        let mut img = Vec::new();
        img.extend_from_slice(&MAGIC);
        img.extend_from_slice(&VERSION.to_le_bytes());
        img.extend_from_slice(&0u16.to_le_bytes());
        img.extend_from_slice(&1u32.to_le_bytes());
        let mut payload = vec![1u8];
        put_stack(&mut payload, &CallStack::top(pos(1, 1)));
        put_stack(&mut payload, &CallStack::top(pos(1, 2)));
        img.extend_from_slice(&(payload.len() as u32).to_le_bytes());
        img.extend_from_slice(&payload);
        let crc = crc32fast::hash(&img);
        img.extend_from_slice(&crc.to_le_bytes());
        assert_eq!(decode(&img, 1000).unwrap_err(), Error::BadRecord(0));
        // A stack deeper than MAX_DEPTH.
        let mut payload = vec![2u8, (MAX_DEPTH + 1) as u8];
        payload.extend(core::iter::repeat_n(0u8, 12 * (MAX_DEPTH + 1)));
        let mut img2 = img[..12].to_vec();
        img2.extend_from_slice(&(payload.len() as u32).to_le_bytes());
        img2.extend_from_slice(&payload);
        let crc = crc32fast::hash(&img2);
        img2.extend_from_slice(&crc.to_le_bytes());
        assert_eq!(decode(&img2, 1000).unwrap_err(), Error::BadRecord(0));
    }
}
