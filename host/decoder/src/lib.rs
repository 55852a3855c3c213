//! Host side of dexmetal telemetry. The serial console carries U-Boot's plain text,
//! then the runtime's marker line ([`dexmetal_telemetry::STREAM_MARKER`]), then a
//! defmt (rzcobs) frame stream. [`Decoder`] splits the raw bytes into text lines and
//! events, decoding frames with `defmt-decoder` against the runtime ELF's `.defmt`
//! table. Bad or truncated frames become [`Item::Malformed`]; nothing here panics.

pub mod dimmunix;
pub mod gc;
pub mod mmu;
pub mod profile;
pub mod report;
pub mod trace;

pub use gc::{GcCounts, GcRecord, GcStats, GcSummary};

use anyhow::{anyhow, Context};
use defmt_decoder::{DecodeError, Table};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// One decoded telemetry event: `kind key=value ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub kind: String,
    pub level: String,
    pub fields: Vec<(String, String)>,
    /// The whole message as defmt renders it.
    pub message: String,
    /// When the target emitted it, in board-clock ticks (the `ready` event's
    /// `timer_hz`): frames carry the delta to the previous frame the target kept, and
    /// the decoder adds them up. `None` for synthetic events.
    pub time: Option<u64>,
}

impl Event {
    /// An info-level event built from its parts (synthetic events for tests and tools;
    /// `message` stays empty).
    pub fn info(kind: &str, fields: &[(&str, &str)]) -> Event {
        Event {
            kind: kind.into(),
            level: "info".into(),
            fields: fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            message: String::new(),
            time: None,
        }
    }

    /// The value of field `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Field `key` parsed as an unsigned number (decimal or 0x-hex).
    pub fn num(&self, key: &str) -> Option<u64> {
        let v = self.get(key)?;
        match v.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => v.parse().ok(),
        }
    }

    /// Field `key` as a byte string (defmt shows `{=[u8]}` as `[104, 105]`).
    pub fn bytes(&self, key: &str) -> Option<Vec<u8>> {
        let v = self.get(key)?.trim();
        let inner = v.strip_prefix('[')?.strip_suffix(']')?;
        if inner.trim().is_empty() {
            return Some(Vec::new());
        }
        inner
            .split(',')
            .map(|b| b.trim().parse::<u8>().ok())
            .collect()
    }

    /// Field `key` as a boolean.
    pub fn flag(&self, key: &str) -> Option<bool> {
        self.get(key)?.parse().ok()
    }
}

/// What the serial stream contained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A line of plain text (U-Boot, or the runtime before telemetry starts).
    Text(String),
    /// A decoded defmt frame.
    Event(Event),
    /// Bytes that did not decode; `offset` counts from the start of the stream.
    Malformed { offset: u64, reason: String },
}

/// The defmt table of one runtime image.
pub struct Telemetry {
    table: Table,
}

impl Telemetry {
    /// Loads the table from the runtime's ELF file.
    pub fn from_elf(elf: &[u8]) -> anyhow::Result<Self> {
        let table = Table::parse(elf)
            .context("reading the .defmt table")?
            .ok_or_else(|| {
                anyhow!("the ELF has no .defmt section: not a dexmetal runtime image")
            })?;
        Ok(Self { table })
    }

    /// A decoder for one serial stream.
    pub fn decoder(&self) -> Decoder<'_> {
        Decoder {
            table: &self.table,
            stream: None,
            line: Vec::new(),
            offset: 0,
            frame_start: 0,
            clock: 0,
        }
    }
}

/// Splits one serial stream into text lines and events.
pub struct Decoder<'t> {
    table: &'t Table,
    stream: Option<Box<dyn defmt_decoder::StreamDecoder + Send + Sync + 't>>,
    line: Vec<u8>,
    offset: u64,
    frame_start: u64,
    /// The sum of the frame timestamps of this boot: the last frame's clock value.
    clock: u64,
}

impl Decoder<'_> {
    /// Whether the telemetry marker has been seen.
    pub fn in_telemetry(&self) -> bool {
        self.stream.is_some()
    }

    /// Consumes more bytes, returning whatever became complete.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Item> {
        let mut out = Vec::new();
        let mut rest = bytes;
        while !rest.is_empty() {
            if self.stream.is_some() {
                // A `reboot` event ends this boot's frames: the next boot starts with
                // text (U-Boot) again, then its own marker.
                let used = self.feed_frames(rest, &mut out);
                rest = &rest[used..];
                continue;
            }
            let Some(nl) = rest.iter().position(|&b| b == b'\n') else {
                self.line.extend_from_slice(rest);
                self.offset += rest.len() as u64;
                break;
            };
            self.line.extend_from_slice(&rest[..nl]);
            self.offset += nl as u64 + 1;
            rest = &rest[nl + 1..];
            let text = console_text(&self.line);
            self.line.clear();
            if text.trim() == dexmetal_telemetry::STREAM_MARKER {
                self.stream = Some(self.table.new_stream_decoder());
                self.frame_start = self.offset;
                self.clock = 0;
            } else {
                out.push(Item::Text(text));
            }
        }
        out
    }

    /// Ends the stream: a partial text line is flushed, a partial frame reported.
    pub fn finish(&mut self) -> Vec<Item> {
        let mut out = Vec::new();
        if !self.line.is_empty() {
            out.push(Item::Text(console_text(&self.line)));
            self.line.clear();
        }
        if self.stream.is_some() && self.offset > self.frame_start {
            out.push(Item::Malformed {
                offset: self.frame_start,
                reason: format!(
                    "stream ended inside a frame ({} bytes)",
                    self.offset - self.frame_start
                ),
            });
            self.frame_start = self.offset;
        }
        out
    }

    /// Decodes frames from `bytes`; returns how many bytes it used: all of them, or up
    /// to the end of a `reboot` event's frame.
    fn feed_frames(&mut self, bytes: &[u8], out: &mut Vec<Item>) -> usize {
        let Some(stream) = self.stream.as_mut() else {
            return 0;
        };
        let mut used = 0;
        // Frame-level bookkeeping: each 0x00 ends a frame, so offsets of bad frames
        // can be reported even though the decoder hides them.
        for chunk in bytes.split_inclusive(|&b| b == 0) {
            stream.received(chunk);
            self.offset += chunk.len() as u64;
            used += chunk.len();
            if chunk.last() != Some(&0) {
                continue;
            }
            let start = self.frame_start;
            self.frame_start = self.offset;
            if chunk.len() == 1 && start + 1 == self.offset {
                continue; // a bare separator: nothing to decode
            }
            loop {
                // defmt-decoder trusts the table; a corrupted frame must not take the
                // host down with it.
                let decoded = catch_unwind(AssertUnwindSafe(|| match stream.decode() {
                    Ok(frame) => Ok(to_event(&frame)),
                    Err(e) => Err(e),
                }));
                let decoded = decoded.map(|r| {
                    r.map(|mut ev| {
                        if let Some(delta) = ev.time {
                            self.clock = self.clock.wrapping_add(delta);
                            ev.time = Some(self.clock);
                        }
                        ev
                    })
                });
                match decoded {
                    Ok(Ok(ev)) if ev.kind == "reboot" => {
                        out.push(Item::Event(ev));
                        self.stream = None;
                        return used;
                    }
                    Ok(Ok(ev)) => out.push(Item::Event(ev)),
                    Ok(Err(DecodeError::UnexpectedEof)) => break,
                    Ok(Err(DecodeError::Malformed)) => out.push(Item::Malformed {
                        offset: start,
                        reason: "malformed defmt frame".into(),
                    }),
                    Err(_) => {
                        out.push(Item::Malformed {
                            offset: start,
                            reason: "frame crashed the defmt decoder".into(),
                        });
                        // Its state is unknown now: start a fresh stream at the next frame.
                        *stream = self.table.new_stream_decoder();
                        break;
                    }
                }
            }
        }
        used
    }
}

fn to_event(frame: &defmt_decoder::Frame<'_>) -> Event {
    use defmt_parser::Fragment;
    let message = frame.display_message().to_string();
    let mut kind = String::new();
    let mut fields = Vec::new();
    let mut literal = String::new();
    for (frag, shown) in frame.fragments().into_iter().zip(frame.display_fragments()) {
        match frag {
            Fragment::Literal(text) => literal.push_str(&text),
            Fragment::Parameter(_) => {
                if kind.is_empty() {
                    kind = literal.split_whitespace().next().unwrap_or("").to_string();
                }
                let key = literal
                    .rsplit(' ')
                    .next()
                    .unwrap_or("")
                    .trim_end_matches('=')
                    .to_string();
                fields.push((key, shown.to_string()));
                literal.clear();
            }
        }
    }
    if kind.is_empty() {
        kind = message.split_whitespace().next().unwrap_or("").to_string();
    }
    let level = frame
        .level()
        .map(|l| l.as_str().to_string())
        .unwrap_or_default();
    // The runtime's timestamp is `{=u64}`: ticks since the previous frame it kept.
    let time = frame
        .display_timestamp()
        .and_then(|t| t.to_string().trim().parse::<u64>().ok());
    Event {
        kind,
        level,
        fields,
        message,
        time,
    }
}

/// One console line as report text: UTF-8 (lossy), the line's `\r` removed, and control
/// characters other than tab dropped. A UART emits stray control bytes around a reset
/// (U-Boot's second banner after a Dimmunix reboot arrives behind two NULs), and a
/// single NUL makes `grep` and `file` treat the whole report as binary data.
pub fn console_text(line: &[u8]) -> String {
    String::from_utf8_lossy(line)
        .trim_end_matches('\r')
        .chars()
        .filter(|&c| c == '\t' || c == '\r' || !c.is_control())
        .collect()
}

#[cfg(test)]
mod console_text_tests {
    use super::console_text;

    #[test]
    fn control_bytes_are_dropped_tabs_kept() {
        assert_eq!(console_text(b"\0\0U-Boot 2023.01\r"), "U-Boot 2023.01");
        assert_eq!(console_text(b"a\tb\x07c\x1b"), "a\tbc");
        assert_eq!(console_text(b"caf\xc3\xa9"), "café");
    }
}
