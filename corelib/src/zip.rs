//! java.util.zip natives: CRC32 (crc32fast) and Adler32 (adler2), and the Inflater and
//! Deflater streams on miniz_oxide (zlib format, or raw deflate with `nowrap`; RFC 1950/
//! 1951), after the JDK 17 API docs of those classes. A stream's state (tens of KiB of
//! windows and tables) lives in Rust in [`STREAMS`], a handle table: the Java object holds
//! only an int handle, so no Rust pointer ever sits in the Java heap; `end()` (called by
//! the object's finalizer when the program forgets it) frees the entry.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;

use dexmetal_vm::native::{arg, arg_int, Env, Native, Throw};
use miniz_oxide::deflate::core::{create_comp_flags_from_zip_params, CompressorOxide};
use miniz_oxide::inflate::stream::InflateState;
use miniz_oxide::{DataFormat, MZError, MZFlush, MZStatus, StreamResult};

const CRC: &str = "Ljava/util/zip/CRC32;";
const ADLER: &str = "Ljava/util/zip/Adler32;";
const INFLATER: &str = "Ljava/util/zip/Inflater;";
const DEFLATER: &str = "Ljava/util/zip/Deflater;";
const AIOOBE: &str = "Ljava/lang/ArrayIndexOutOfBoundsException;";

enum Stream {
    Inflate(Box<InflateState>),
    Deflate(Box<CompressorOxide>),
}

/// Live streams by handle (0 is never one: it marks an ended Java object). Handles are
/// unique for the process, so the host's VMs running in parallel tests never share one.
struct Table {
    next: u32,
    live: BTreeMap<u32, Stream>,
}

/// The lock is uncontended on a board (one VM, natives never preempted); on the host it
/// serialises VMs of different threads.
static STREAMS: spin::Mutex<Table> = spin::Mutex::new(Table {
    next: 1,
    live: BTreeMap::new(),
});

fn open(s: Stream) -> u32 {
    let mut t = STREAMS.lock();
    let mut h = t.next;
    while h == 0 || t.live.contains_key(&h) {
        h = h.wrapping_add(1);
    }
    t.next = h.wrapping_add(1);
    t.live.insert(h, s);
    h
}

/// `len` bytes of `arr` from `off`, with the checksum and stream classes' checks
/// (NullPointerException; ArrayIndexOutOfBoundsException without message).
fn range(env: &mut Env<'_>, arr: u32, off: i32, len: i32) -> Result<(u32, u32), Throw> {
    let arr = env.null_check(arr)?;
    if !crate::arrays::slice_fits(env.array_len(arr), off, len) {
        return Err(env.throw_new(AIOOBE));
    }
    Ok((off as u32, len as u32))
}

// ---- checksums -------------------------------------------------------------------

fn crc_update(crc: u32, bytes: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new_with_initial(crc);
    h.update(bytes);
    h.finalize()
}

fn adler_update(adler: u32, bytes: &[u8]) -> u32 {
    let mut a = adler2::Adler32::from_checksum(adler);
    a.write_slice(bytes);
    a.checksum()
}

// ---- Inflater ------------------------------------------------------------------------

/// Where a zlib stream's two header bytes fail RFC 1950 §2.2, zlib's message (the JDK's
/// DataFormatException text); miniz_oxide reports every format error alike.
fn zlib_header_error(h: &[u8]) -> Option<&'static str> {
    let (&cmf, &flg) = (h.first()?, h.get(1)?);
    if (u32::from(cmf) * 256 + u32::from(flg)) % 31 != 0 {
        Some("incorrect header check")
    } else if cmf & 0x0f != 8 {
        Some("unknown compression method")
    } else if cmf >> 4 > 7 {
        Some("invalid window size")
    } else {
        None
    }
}

/// Inflater.inflate0(byte[] b, int off, int len): inflates the pending input
/// (`input[inputPos..inputLim]`) into `b`, updates the object's counters and `finished`.
fn inflate(env: &mut Env<'_>, a: &[u32]) -> Result<u64, Throw> {
    let this = arg(a, 0);
    let (off, len) = range(env, arg(a, 1), arg_int(a, 2), arg_int(a, 3))?;
    let f_handle = env.field(INFLATER, "handle")?;
    let handle = env.get(this, f_handle) as u32;
    if handle == 0 {
        return Err(env.throw(
            "Ljava/lang/NullPointerException;",
            "Inflater has been closed",
        ));
    }
    let f_input = env.field(INFLATER, "input")?;
    let f_pos = env.field(INFLATER, "inputPos")?;
    let f_lim = env.field(INFLATER, "inputLim")?;
    let f_fin = env.field(INFLATER, "finished")?;
    if env.get(this, f_fin) != 0 || len == 0 {
        return Ok(0);
    }
    let input = env.get(this, f_input) as u32;
    let pos = env.get(this, f_pos) as u32;
    let lim = env.get(this, f_lim) as u32;
    let mut out = alloc::vec![0u8; len as usize];
    let f_nowrap = env.field(INFLATER, "nowrap")?;
    let f_read = env.field(INFLATER, "bytesRead")?;
    let zlib = env.get(this, f_nowrap) == 0;
    let first = env.get(this, f_read) == 0;
    let res = {
        let mut t = STREAMS.lock();
        let Some(Stream::Inflate(st)) = t.live.get_mut(&handle) else {
            drop(t);
            return Err(env.throw(
                "Ljava/lang/NullPointerException;",
                "Inflater has been closed",
            ));
        };
        chunked(env, input, pos, lim, &mut out, |src, dst, _| {
            miniz_oxide::inflate::stream::inflate(st, src, dst, MZFlush::None)
        })
    };
    match res.status {
        Ok(_) | Err(MZError::Buf) => {}
        Err(_) => {
            let msg = if zlib && first {
                zlib_header_error(&pending(env, input, pos, lim.min(pos + 2)))
            } else {
                None
            };
            return Err(match msg {
                Some(m) => env.throw("Ljava/util/zip/DataFormatException;", m),
                None => env.throw(
                    "Ljava/util/zip/DataFormatException;",
                    "invalid compressed data",
                ),
            });
        }
    }
    env.set_bytes(arg(a, 1), off, &out[..res.bytes_written]);
    env.set(this, f_pos, u64::from(pos + res.bytes_consumed as u32));
    if res.status == Ok(MZStatus::StreamEnd) {
        env.set(this, f_fin, 1);
    }
    add_counts(env, this, INFLATER, res.bytes_consumed, res.bytes_written)?;
    Ok(res.bytes_written as u64)
}

/// Pending input is copied out of the Java heap this much at a time, as the stream takes
/// it: a caller with a small output buffer makes many calls, each of which would
/// otherwise copy all the input still waiting.
const CHUNK: u32 = 32 * 1024;

/// Runs `step` over `input[pos..lim]` a [`CHUNK`] at a time (`last`: the chunk ends the
/// input) until the output is full, the input is used up, the stream ends, no progress
/// is possible (`Buf`, reported as Ok) or an error.
fn chunked(
    env: &Env<'_>,
    input: u32,
    pos: u32,
    lim: u32,
    out: &mut [u8],
    mut step: impl FnMut(&[u8], &mut [u8], bool) -> StreamResult,
) -> StreamResult {
    let (mut consumed, mut written) = (0usize, 0usize);
    let status = loop {
        let start = pos + consumed as u32;
        let src = pending(env, input, start, lim);
        let last = start + src.len() as u32 >= lim;
        let r = step(&src, &mut out[written..], last);
        consumed += r.bytes_consumed;
        written += r.bytes_written;
        match r.status {
            Err(MZError::Buf) => break Ok(MZStatus::Ok),
            Ok(MZStatus::StreamEnd) | Err(_) => break r.status,
            Ok(_) => {}
        }
        if written == out.len() || last || r.bytes_consumed + r.bytes_written == 0 {
            break Ok(MZStatus::Ok);
        }
    };
    StreamResult {
        bytes_consumed: consumed,
        bytes_written: written,
        status,
    }
}

/// `input[pos..lim]`, at most [`CHUNK`] bytes of it.
fn pending(env: &Env<'_>, input: u32, pos: u32, lim: u32) -> alloc::vec::Vec<u8> {
    if input == 0 || lim <= pos {
        alloc::vec::Vec::new()
    } else {
        env.get_bytes(input, pos, (lim - pos).min(CHUNK))
    }
}

/// Adds to the object's `bytesRead`/`bytesWritten` (long) fields.
fn add_counts(
    env: &mut Env<'_>,
    this: u32,
    class: &'static str,
    read: usize,
    written: usize,
) -> Result<(), Throw> {
    let f_read = env.field(class, "bytesRead")?;
    let f_written = env.field(class, "bytesWritten")?;
    let r = env.get(this, f_read).wrapping_add(read as u64);
    let w = env.get(this, f_written).wrapping_add(written as u64);
    env.set(this, f_read, r);
    env.set(this, f_written, w);
    Ok(())
}

// ---- Deflater ------------------------------------------------------------------------

fn comp_flags(level: i32, strategy: i32, nowrap: bool) -> u32 {
    let window_bits = if nowrap { -15 } else { 15 };
    // The JDK's strategies are zlib's (FILTERED 1, HUFFMAN_ONLY 2), as miniz_oxide's.
    create_comp_flags_from_zip_params(level, window_bits, strategy)
}

/// Deflater.deflate0(byte[] b, int off, int len, int flush).
fn deflate(env: &mut Env<'_>, a: &[u32]) -> Result<u64, Throw> {
    let this = arg(a, 0);
    let (off, len) = range(env, arg(a, 1), arg_int(a, 2), arg_int(a, 3))?;
    let flush = match arg_int(a, 4) {
        0 => MZFlush::None,
        2 => MZFlush::Sync,
        3 => MZFlush::Full,
        _ => return Err(env.throw_new("Ljava/lang/IllegalArgumentException;")),
    };
    let f_handle = env.field(DEFLATER, "handle")?;
    let handle = env.get(this, f_handle) as u32;
    if handle == 0 {
        return Err(env.throw(
            "Ljava/lang/NullPointerException;",
            "Deflater has been closed",
        ));
    }
    let f_input = env.field(DEFLATER, "input")?;
    let f_pos = env.field(DEFLATER, "inputPos")?;
    let f_lim = env.field(DEFLATER, "inputLim")?;
    let f_finish = env.field(DEFLATER, "finish")?;
    let f_fin = env.field(DEFLATER, "finished")?;
    if env.get(this, f_fin) != 0 || len == 0 {
        return Ok(0);
    }
    let input = env.get(this, f_input) as u32;
    let pos = env.get(this, f_pos) as u32;
    let lim = env.get(this, f_lim) as u32;
    let flush = if env.get(this, f_finish) != 0 {
        MZFlush::Finish
    } else {
        flush
    };
    let mut out = alloc::vec![0u8; len as usize];
    let res = {
        let mut t = STREAMS.lock();
        let Some(Stream::Deflate(c)) = t.live.get_mut(&handle) else {
            drop(t);
            return Err(env.throw(
                "Ljava/lang/NullPointerException;",
                "Deflater has been closed",
            ));
        };
        // A flush (or the finish) applies with the last of the input.
        chunked(env, input, pos, lim, &mut out, |src, dst, last| {
            let f = if last { flush } else { MZFlush::None };
            miniz_oxide::deflate::stream::deflate(c, src, dst, f)
        })
    };
    // Buf: no progress possible (nothing to do until more input or output space).
    if let Err(e) = res.status {
        if e != MZError::Buf {
            return Err(env.throw("Ljava/lang/InternalError;", "deflate failed"));
        }
    }
    env.set_bytes(arg(a, 1), off, &out[..res.bytes_written]);
    env.set(this, f_pos, u64::from(pos + res.bytes_consumed as u32));
    if res.status == Ok(MZStatus::StreamEnd) {
        env.set(this, f_fin, 1);
    }
    add_counts(env, this, DEFLATER, res.bytes_consumed, res.bytes_written)?;
    Ok(res.bytes_written as u64)
}

fn new_compressor(flags: u32) -> Box<CompressorOxide> {
    Box::new(CompressorOxide::new(flags))
}

pub static TABLE: &[Native] = &[
    (CRC, "update0", "(II)I", |_env, a| {
        Ok(u64::from(crc_update(arg(a, 0), &[arg(a, 1) as u8])))
    }),
    (CRC, "update0", "(I[BII)I", |env, a| {
        let (off, len) = range(env, arg(a, 1), arg_int(a, 2), arg_int(a, 3))?;
        let bytes = env.get_bytes(arg(a, 1), off, len);
        Ok(u64::from(crc_update(arg(a, 0), &bytes)))
    }),
    (ADLER, "update0", "(II)I", |_env, a| {
        Ok(u64::from(adler_update(arg(a, 0), &[arg(a, 1) as u8])))
    }),
    (ADLER, "update0", "(I[BII)I", |env, a| {
        let (off, len) = range(env, arg(a, 1), arg_int(a, 2), arg_int(a, 3))?;
        let bytes = env.get_bytes(arg(a, 1), off, len);
        Ok(u64::from(adler_update(arg(a, 0), &bytes)))
    }),
    (INFLATER, "init", "(Z)I", |_env, a| {
        let format = if arg(a, 0) != 0 {
            DataFormat::Raw
        } else {
            DataFormat::Zlib
        };
        Ok(u64::from(open(Stream::Inflate(InflateState::new_boxed(
            format,
        )))))
    }),
    (INFLATER, "inflate0", "([BII)I", inflate),
    (INFLATER, "reset0", "(IZ)V", |_env, a| {
        if let Some(Stream::Inflate(st)) = STREAMS.lock().live.get_mut(&arg(a, 0)) {
            st.reset(if arg(a, 1) != 0 {
                DataFormat::Raw
            } else {
                DataFormat::Zlib
            });
        }
        Ok(0)
    }),
    (INFLATER, "end0", "(I)V", |_env, a| {
        STREAMS.lock().live.remove(&arg(a, 0));
        Ok(0)
    }),
    (DEFLATER, "init", "(IIZ)I", |_env, a| {
        let flags = comp_flags(arg_int(a, 0), arg_int(a, 1), arg(a, 2) != 0);
        Ok(u64::from(open(Stream::Deflate(new_compressor(flags)))))
    }),
    (DEFLATER, "deflate0", "([BIII)I", deflate),
    // Deflater.params0(handle, level, strategy, nowrap, fresh): before any input the
    // compressor is made anew with all three; mid-stream miniz_oxide can change the level
    // only (the strategy stays), which takes effect from the next deflate call on.
    (DEFLATER, "params0", "(IIIZZ)V", |_env, a| {
        let (level, strategy, nowrap) = (arg_int(a, 1), arg_int(a, 2), arg(a, 3) != 0);
        if let Some(Stream::Deflate(c)) = STREAMS.lock().live.get_mut(&arg(a, 0)) {
            if arg(a, 4) != 0 {
                *c = new_compressor(comp_flags(level, strategy, nowrap));
            } else {
                let format = if nowrap {
                    DataFormat::Raw
                } else {
                    DataFormat::Zlib
                };
                c.set_format_and_level(format, if level < 0 { 6 } else { level as u8 });
            }
        }
        Ok(0)
    }),
    (DEFLATER, "reset0", "(I)V", |_env, a| {
        if let Some(Stream::Deflate(c)) = STREAMS.lock().live.get_mut(&arg(a, 0)) {
            c.reset();
        }
        Ok(0)
    }),
    (DEFLATER, "end0", "(I)V", |_env, a| {
        STREAMS.lock().live.remove(&arg(a, 0));
        Ok(0)
    }),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksums_match_known_values() {
        // "123456789": the CRC-32 and Adler-32 check values.
        assert_eq!(crc_update(0, b"123456789"), 0xcbf4_3926);
        assert_eq!(adler_update(1, b"123456789"), 0x091e_01de);
        // Byte by byte is the same as all at once.
        let crc = b"123456789".iter().fold(0, |c, &b| crc_update(c, &[b]));
        assert_eq!(crc, 0xcbf4_3926);
    }

    #[test]
    fn zlib_header_messages() {
        assert_eq!(zlib_header_error(&[0x78, 0x9c]), None);
        assert_eq!(
            zlib_header_error(&[0x78, 0x9d]),
            Some("incorrect header check")
        );
        assert_eq!(
            zlib_header_error(&[0x77, 0x09]),
            Some("unknown compression method")
        );
    }

    #[test]
    fn handles_are_unique_and_freed() {
        let a = open(Stream::Inflate(InflateState::new_boxed(DataFormat::Zlib)));
        let b = open(Stream::Inflate(InflateState::new_boxed(DataFormat::Raw)));
        assert_ne!(a, b);
        assert_ne!(a, 0);
        let mut t = STREAMS.lock();
        assert!(t.live.remove(&a).is_some());
        assert!(t.live.remove(&b).is_some());
    }
}

#[cfg(test)]
mod stream_tests {
    use miniz_oxide::inflate::stream::{inflate, InflateState};
    use miniz_oxide::{DataFormat, MZFlush};

    #[test]
    fn capped_inflate_progresses() {
        let mut x: u32 = 7;
        let data: alloc::vec::Vec<u8> = (0..100_000)
            .map(|_| {
                x = x.wrapping_mul(1103).wrapping_add(12345);
                ((x as i32 >> 24) & 15) as u8 + 65
            })
            .collect();
        let comp = miniz_oxide::deflate::compress_to_vec_zlib(&data, 6);
        let mut st = InflateState::new_boxed(DataFormat::Zlib);
        let (mut pos, mut out) = (0usize, alloc::vec::Vec::new());
        for _ in 0..100_000 {
            let end = (pos + 32 * 1024).min(comp.len());
            let mut buf = [0u8; 1000];
            let r = inflate(&mut st, &comp[pos..end], &mut buf, MZFlush::None);
            pos += r.bytes_consumed;
            out.extend_from_slice(&buf[..r.bytes_written]);
            if r.status == Ok(miniz_oxide::MZStatus::StreamEnd) {
                break;
            }
            assert!(r.bytes_consumed + r.bytes_written > 0, "{r:?} at {pos}");
        }
        assert_eq!(out, data);
    }
}
