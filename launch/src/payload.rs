//! The boot payload: how DEX files reach the VM on a board. The host (xtask) packs the
//! class path, the main class and its arguments into one blob that the bootloader
//! loads as the initrd. Layout, little-endian: magic `DXMP`, u32 version (1), u32
//! entry count, then entries `u32 tag, u32 length, bytes, zero padding to 4`. Tags:
//! 1 = DEX file (class-path order), 2 = main class, 3 = argument. Parsing is bounds-
//! checked and returns an error naming the offset; it never panics.

use alloc::string::String;
use alloc::vec::Vec;

pub const MAGIC: &[u8; 4] = b"DXMP";
pub const VERSION: u32 = 1;
const TAG_DEX: u32 = 1;
const TAG_MAIN: u32 = 2;
const TAG_ARG: u32 = 3;

/// What to run.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Payload<'a> {
    pub dex: Vec<&'a [u8]>,
    pub main: Option<&'a str>,
    pub args: Vec<&'a str>,
}

/// Why a payload was rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayloadError {
    pub offset: usize,
    pub message: &'static str,
}

impl core::fmt::Display for PayloadError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "boot payload: {} at offset {:#x}",
            self.message, self.offset
        )
    }
}

fn word(data: &[u8], at: usize) -> Result<u32, PayloadError> {
    data.get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .ok_or(PayloadError {
            // Where the data ends, not where the word would have: a missing entry after
            // an unpadded last body would otherwise point past the payload.
            offset: at.min(data.len()),
            message: "truncated",
        })
}

/// Parses a payload. A bare DEX file (magic `dex\n`) is accepted as a one-file
/// payload, so `-initrd classes.dex` works too.
pub fn parse(data: &[u8]) -> Result<Payload<'_>, PayloadError> {
    if data.starts_with(b"dex\n") {
        return Ok(Payload {
            dex: alloc::vec![data],
            ..Payload::default()
        });
    }
    if data.get(..4) != Some(&MAGIC[..]) {
        return Err(PayloadError {
            offset: 0,
            message: "not a dexmetal payload (magic DXMP) or a DEX file",
        });
    }
    if word(data, 4)? != VERSION {
        return Err(PayloadError {
            offset: 4,
            message: "unsupported payload version",
        });
    }
    let count = word(data, 8)? as usize;
    let mut p = Payload::default();
    let mut at = 12;
    for _ in 0..count {
        let tag = word(data, at)?;
        let len = word(data, at + 4)? as usize;
        let start = at + 8;
        let body = start
            .checked_add(len)
            .and_then(|end| data.get(start..end))
            .ok_or(PayloadError {
                offset: at,
                message: "entry runs past the end",
            })?;
        let text = || {
            core::str::from_utf8(body).map_err(|_| PayloadError {
                offset: start,
                message: "text entry is not UTF-8",
            })
        };
        match tag {
            TAG_DEX => p.dex.push(body),
            TAG_MAIN => p.main = Some(text()?),
            TAG_ARG => p.args.push(text()?),
            _ => {
                return Err(PayloadError {
                    offset: at,
                    message: "unknown entry tag",
                })
            }
        }
        at = start + len.div_ceil(4) * 4;
    }
    if p.dex.is_empty() {
        return Err(PayloadError {
            offset: 8,
            message: "no DEX file in the payload",
        });
    }
    Ok(p)
}

/// Builds a payload (host side).
pub fn build(dex: &[&[u8]], main: Option<&str>, args: &[String]) -> Vec<u8> {
    let mut entries: Vec<(u32, &[u8])> = dex.iter().map(|d| (TAG_DEX, *d)).collect();
    if let Some(m) = main {
        entries.push((TAG_MAIN, m.as_bytes()));
    }
    entries.extend(args.iter().map(|a| (TAG_ARG, a.as_bytes())));
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    for (tag, body) in entries {
        out.extend_from_slice(&tag.to_le_bytes());
        out.extend_from_slice(&(body.len() as u32).to_le_bytes());
        out.extend_from_slice(body);
        out.resize(out.len().div_ceil(4) * 4, 0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn round_trips() {
        let a = b"dex\n035\0aaaa".as_slice();
        let b = b"dex\n035\0bb".as_slice();
        let blob = build(&[a, b], Some("Main"), &["x".to_string(), "yz".to_string()]);
        let p = parse(&blob).unwrap();
        assert_eq!(p.dex, [a, b]);
        assert_eq!(p.main, Some("Main"));
        assert_eq!(p.args, ["x", "yz"]);
    }

    #[test]
    fn accepts_a_bare_dex() {
        let p = parse(b"dex\n035\0rest").unwrap();
        assert_eq!(p.dex.len(), 1);
        assert_eq!(p.main, None);
    }

    #[test]
    fn rejects_damage_without_panicking() {
        let blob = build(&[b"dex\n035\0abc"], Some("Main"), &[]);
        for cut in 0..blob.len() {
            let r = parse(&blob[..cut]);
            // Every error points inside what was given, even where the cut falls in a
            // body's padding and the next entry is missing altogether (the fuzzer's find).
            assert!(
                r.as_ref().is_err_and(|e| e.offset <= cut),
                "prefix {cut}: {r:?}"
            );
        }
        let mut bad = blob.clone();
        bad[12] = 9;
        assert_eq!(parse(&bad).unwrap_err().message, "unknown entry tag");
        let mut huge = blob.clone();
        huge[16..20].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(parse(&huge).unwrap_err().message, "entry runs past the end");
        assert!(parse(b"ELF....").is_err());
        assert_eq!(
            parse(&build(&[], Some("M"), &[])).unwrap_err().message,
            "no DEX file in the payload"
        );
    }
}
