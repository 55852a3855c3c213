//! The frame ring between telemetry's producers and the console transmitter. A frame
//! is written raw (defmt's unencoded bytes) behind a 2-byte length, and becomes
//! visible to the drain only when it is committed whole; one that does not fit is
//! rolled back and counted, so a full ring drops whole frames and never corrupts one.
//! Frames start on 4-byte boundaries, so after the length and defmt's 2-byte string
//! index the timestamp and the word-sized fields land aligned and are stored as words.
//! The drain turns each frame's absolute timestamp into the delta the wire carries
//! ([`Deltas`]) and does the rzCOBS encoding, both off the event path. Single producer,
//! single consumer, both with interrupts masked (one core).

/// Bytes of the length prefix in front of every frame.
const HEADER: usize = 2;
/// Frames start at multiples of this.
const ALIGN: usize = 4;
/// defmt's frame prefix: the format string's index (u16), then the timestamp (u64).
pub const PREFIX: usize = 10;

/// Frames lost to a full ring since the last [`FrameRing::take_drops`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Drops {
    pub frames: u32,
    /// Clock value of the first lost frame (the gap starts there).
    pub first: u64,
    /// Clock value of the last lost frame.
    pub last: u64,
}

/// A byte ring of `N` bytes holding whole frames. `repr(C)` with the buffer last keeps
/// the hot fields at small offsets (one load each on ARM).
#[repr(C)]
pub struct FrameRing<const N: usize> {
    /// Write position in the frame being built, counted from `tail` without wrapping
    /// (below `2 * N`); the frame starts at `tail` with its header.
    wpos: usize,
    /// How far writes may go without wrapping or overflowing: `min(limit, N)`, or 0 once
    /// the frame overflowed. Below it a write is one comparison and a store; it is
    /// inlined into every field of every event, so it must stay that small.
    fast_end: usize,
    /// Oldest committed byte (the drain reads from here).
    head: usize,
    /// End of the committed frames (a multiple of [`ALIGN`]).
    tail: usize,
    /// Where the frame must end: `tail` plus the free bytes when it began.
    limit: usize,
    /// The frame being built does not fit and will be dropped at `end`; also set
    /// between frames, so an `end` without a `begin` commits nothing.
    overflow: bool,
    drops: Option<Drops>,
    total_drops: u32,
    buf: Aligned<N>,
}

#[repr(C, align(8))]
struct Aligned<const N: usize>([u8; N]);

impl<const N: usize> Default for FrameRing<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> FrameRing<N> {
    /// `N` is a power of two (indices wrap with a mask: the event path must be cheap)
    /// and at most 64 KiB (a frame's length fits its header).
    const VALID: () = assert!(N.is_power_of_two() && N <= 1 << 16 && N >= 16);

    pub const fn new() -> Self {
        let () = Self::VALID;
        Self {
            wpos: 0,
            fast_end: 0,
            head: 0,
            tail: 0,
            limit: 0,
            overflow: true,
            drops: None,
            total_drops: 0,
            buf: Aligned([0; N]),
        }
    }

    /// Committed bytes not yet drained (headers and padding included).
    pub fn used(&self) -> usize {
        self.tail.wrapping_sub(self.head) & (N - 1)
    }

    /// Whether a committed frame waits for the drain.
    pub fn has_frames(&self) -> bool {
        self.head != self.tail
    }

    /// Starts a frame. One slot stays free so a full ring differs from an empty one.
    #[inline(always)]
    pub fn begin(&mut self) {
        self.overflow = false;
        self.limit = self.tail + (N - 1 - self.used());
        self.fast_end = self.limit.min(N);
        self.wpos = self.tail + HEADER;
        if self.wpos > self.limit {
            self.fail();
        }
    }

    #[cold]
    fn fail(&mut self) {
        self.overflow = true;
        self.limit = 0;
        self.fast_end = 0;
    }

    /// Appends part of the open frame.
    #[inline(always)]
    pub fn write(&mut self, bytes: &[u8]) {
        let end = self.wpos + bytes.len();
        if end > self.fast_end {
            self.write_slow(bytes);
            return;
        }
        let p = self.wpos;
        self.wpos = end;
        // defmt writes 1-8 bytes at a time, their length known where this is inlined.
        // A word-sized field at an aligned position (the usual case: see the module
        // doc) is stored as words, the rest byte by byte (the target is strict-align).
        match bytes.len() {
            4 if p.is_multiple_of(4) => {
                // SAFETY: `bytes` has 4 bytes; an unaligned read of them. Where this is
                // inlined the bytes are a field just stored to the stack, and the read
                // folds back into the register it came from.
                let v = unsafe { (bytes.as_ptr() as *const u32).read_unaligned() };
                // SAFETY: `p + 4 <= fast_end <= N` (fast_end is `min(limit, N)` or 0),
                // and `p` is a multiple of 4 in a buffer aligned to 8.
                unsafe { (self.buf.0.as_mut_ptr().add(p) as *mut u32).write(v) };
            }
            8 if p.is_multiple_of(4) => {
                // SAFETY: `bytes` has 8 bytes; unaligned reads of its two words.
                let (lo, hi) = unsafe {
                    let w = bytes.as_ptr() as *const u32;
                    (w.read_unaligned(), w.add(1).read_unaligned())
                };
                // SAFETY: as above, for two words at `p` and `p + 4`.
                unsafe {
                    let w = self.buf.0.as_mut_ptr().add(p) as *mut u32;
                    w.write(lo);
                    w.add(1).write(hi);
                }
            }
            // SAFETY: `p <= end <= fast_end <= N`: in bounds.
            _ => unsafe { self.buf.0.get_unchecked_mut(p..end) }.copy_from_slice(bytes),
        }
    }

    /// A write that wraps around the end of the buffer, or does not fit.
    #[cold]
    #[inline(never)]
    fn write_slow(&mut self, bytes: &[u8]) {
        let end = self.wpos + bytes.len();
        if end > self.limit {
            self.fail();
            return;
        }
        let at = self.wpos & (N - 1);
        self.wpos = end;
        for (i, &b) in bytes.iter().enumerate() {
            self.buf.0[(at + i) & (N - 1)] = b;
        }
    }

    /// Ends the open frame: commits it and returns true, or returns false if it did
    /// not fit (the caller then reports the loss with [`Self::record_drop`]).
    #[inline(always)]
    pub fn end(&mut self) -> bool {
        if self.overflow {
            return false;
        }
        let len = (self.wpos - self.tail - HEADER) as u16;
        // SAFETY: `tail` is a multiple of 4 below N (N >= 16), so the two length bytes
        // at `tail` are in bounds and aligned for a u16 in the 8-aligned buffer.
        unsafe { (self.buf.0.as_mut_ptr().add(self.tail) as *mut u16).write(len.to_le()) };
        // The next frame starts aligned; the padding is skipped by `pop`.
        self.tail = (self.wpos + ALIGN - 1) & !(ALIGN - 1) & (N - 1);
        // Until the next `begin`, writes go nowhere and `end` commits nothing.
        self.overflow = true;
        self.limit = 0;
        self.fast_end = 0;
        true
    }

    /// Counts a frame `end` refused, lost at clock value `now`.
    #[cold]
    pub fn record_drop(&mut self, now: u64) {
        self.total_drops = self.total_drops.saturating_add(1);
        let d = self.drops.get_or_insert(Drops {
            frames: 0,
            first: now,
            last: now,
        });
        d.frames = d.frames.saturating_add(1);
        d.last = now;
    }

    /// Lost frames since the last call (then forgotten).
    pub fn take_drops(&mut self) -> Option<Drops> {
        self.drops.take()
    }

    /// Frames lost since the ring was made.
    pub fn total_drops(&self) -> u32 {
        self.total_drops
    }

    /// The oldest committed frame as up to two slices (it may wrap), without
    /// removing it; [`Self::pop`] removes it.
    pub fn peek(&self) -> Option<(&[u8], &[u8])> {
        if !self.has_frames() {
            return None;
        }
        let b = &self.buf.0;
        let len = u16::from_le_bytes([b[self.head], b[(self.head + 1) & (N - 1)]]) as usize;
        let start = (self.head + HEADER) & (N - 1);
        let first = len.min(N - start);
        Some((&b[start..start + first], &b[..len - first]))
    }

    /// Removes the oldest committed frame (and the padding after it).
    pub fn pop(&mut self) {
        if let Some((a, b)) = self.peek() {
            let end = self.head + HEADER + a.len() + b.len();
            self.head = (end + ALIGN - 1) & !(ALIGN - 1) & (N - 1);
        }
    }
}

/// Turns the absolute timestamps frames are written with into the deltas the wire
/// carries: each frame's `u64` after its 2-byte string index becomes the clock ticks
/// since the previous frame sent (the first frame's is its absolute value).
#[derive(Debug, Default, Clone, Copy)]
pub struct Deltas {
    last: u64,
}

impl Deltas {
    pub const fn new() -> Self {
        Self { last: 0 }
    }

    /// The frame's first [`PREFIX`] bytes with the delta in place of the absolute
    /// time, given the frame as two slices; `None` for a frame too short to carry one.
    pub fn prefix(&mut self, a: &[u8], b: &[u8]) -> Option<[u8; PREFIX]> {
        let mut p = [0u8; PREFIX];
        let mut bytes = a.iter().chain(b);
        for slot in p.iter_mut() {
            *slot = *bytes.next()?;
        }
        let mut t = [0u8; 8];
        t.copy_from_slice(&p[2..]);
        let abs = u64::from_le_bytes(t);
        p[2..].copy_from_slice(&abs.wrapping_sub(self.last).to_le_bytes());
        self.last = abs;
        Some(p)
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::vec::Vec;

    fn frame(r: &mut FrameRing<64>, body: &[u8]) -> bool {
        r.begin();
        // In pieces, as defmt writes a frame: sizes 2, 4, 8 and odd ones.
        let mut rest = body;
        for size in [2usize, 8, 4, 1, 3].iter().cycle() {
            if rest.is_empty() {
                break;
            }
            let n = (*size).min(rest.len());
            r.write(&rest[..n]);
            rest = &rest[n..];
        }
        r.end()
    }

    fn pop(r: &mut FrameRing<64>) -> Option<Vec<u8>> {
        let (a, b) = r.peek()?;
        let v = [a, b].concat();
        r.pop();
        Some(v)
    }

    #[test]
    fn frames_come_out_whole_and_in_order_across_the_wrap() {
        let mut r = FrameRing::<64>::new();
        for round in 0..40u8 {
            let body: Vec<u8> = (0..(round % 13 + 5))
                .map(|i| round.wrapping_mul(31) ^ i)
                .collect();
            assert!(frame(&mut r, &body));
            assert_eq!(r.tail % ALIGN, 0);
            assert_eq!(pop(&mut r).unwrap(), body);
        }
        assert!(pop(&mut r).is_none());
        assert_eq!(r.total_drops(), 0);
    }

    #[test]
    fn a_full_ring_drops_whole_frames_and_the_caller_counts_them() {
        let mut r = FrameRing::<64>::new();
        // 10-byte frames take 12 bytes each: five fit in 63 usable bytes.
        let mut kept = 0;
        for i in 0..8u64 {
            if frame(&mut r, &[i as u8; 10]) {
                kept += 1;
            } else {
                r.record_drop(100 + i);
            }
        }
        assert_eq!(kept, 5);
        assert_eq!(
            r.take_drops(),
            Some(Drops {
                frames: 3,
                first: 105,
                last: 107
            })
        );
        assert_eq!(r.take_drops(), None);
        for i in 0..5u8 {
            assert_eq!(pop(&mut r).unwrap(), [i; 10]);
        }
        // Room again: the next frame goes through.
        assert!(frame(&mut r, &[9; 4]));
        assert_eq!(pop(&mut r).unwrap(), [9; 4]);
        assert_eq!(r.total_drops(), 3);
        // A frame longer than the ring is dropped whole.
        assert!(!frame(&mut r, &[0; 80]));
        assert!(r.peek().is_none());
    }

    #[test]
    fn an_uncommitted_frame_is_invisible_to_the_drain() {
        let mut r = FrameRing::<64>::new();
        r.begin();
        r.write(&[1, 2, 3]);
        assert!(r.peek().is_none());
        assert!(r.end());
        assert_eq!(pop(&mut r).unwrap(), [1, 2, 3]);
        // Writes outside a frame go nowhere, and an end without a begin commits nothing.
        r.write(&[7]);
        assert!(r.peek().is_none());
        assert!(!r.end());
    }

    #[test]
    fn the_drain_rewrites_absolute_times_as_deltas() {
        let frame = |istr: u16, t: u64| {
            let mut f = istr.to_le_bytes().to_vec();
            f.extend_from_slice(&t.to_le_bytes());
            f.push(0xaa);
            f
        };
        let mut d = Deltas::default();
        let f1 = frame(7, 1000);
        let p = d.prefix(&f1, &[]).unwrap();
        assert_eq!(p[..2], [7, 0]);
        assert_eq!(u64::from_le_bytes(p[2..].try_into().unwrap()), 1000);
        // Split across the ring's wrap.
        let f2 = frame(8, 1250);
        let p = d.prefix(&f2[..5], &f2[5..]).unwrap();
        assert_eq!(u64::from_le_bytes(p[2..].try_into().unwrap()), 250);
        assert_eq!(d.prefix(&[1, 2, 3], &[]), None);
    }
}
