//! The frame ring between telemetry's producers and the console transmitter. A frame
//! is written raw (defmt's unencoded bytes) behind a 2-byte length, and becomes
//! visible to the drain only when it is committed whole; one that does not fit is
//! rolled back and counted, so a full ring drops whole frames and never corrupts one.
//! The rzCOBS encoding runs at drain time (in the UART interrupt), off the event path.
//! Single producer, single consumer, both with interrupts masked (one core).

/// Bytes of the length prefix in front of every frame.
const HEADER: usize = 2;

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
    /// Oldest committed byte (the drain reads from here).
    head: usize,
    /// End of the committed frames.
    tail: usize,
    /// Write position in the frame being built, counted from `tail` without wrapping
    /// (below `2 * N`); the frame starts at `tail` with its header.
    wpos: usize,
    /// Where the frame must end (`tail` plus the free bytes when it began); 0 once it
    /// has overflowed, so every later write fails the same single comparison.
    limit: usize,
    /// The frame being built no longer fits and will be dropped at `end`.
    overflow: bool,
    open: bool,
    stamp: u64,
    /// Clock value of the last committed frame: the base of the next delta.
    last_committed: u64,
    drops: Option<Drops>,
    total_drops: u32,
    buf: [u8; N],
}

impl<const N: usize> Default for FrameRing<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> FrameRing<N> {
    /// `N` is a power of two (indices wrap with a mask: the event path must be cheap)
    /// and at most 64 KiB (a frame's length fits its header).
    const VALID: () = assert!(N.is_power_of_two() && N <= 1 << 16);

    pub const fn new() -> Self {
        let () = Self::VALID;
        Self {
            head: 0,
            tail: 0,
            wpos: 0,
            limit: 0,
            overflow: false,
            open: false,
            stamp: 0,
            last_committed: 0,
            drops: None,
            total_drops: 0,
            buf: [0; N],
        }
    }

    /// Committed bytes not yet drained (headers included).
    pub fn used(&self) -> usize {
        self.tail.wrapping_sub(self.head) & (N - 1)
    }

    /// Whether a committed frame waits for the drain.
    pub fn has_frames(&self) -> bool {
        self.head != self.tail
    }

    /// Starts a frame stamped with clock value `now`; returns the delta to the last
    /// committed frame (the timestamp the frame carries). Space for the length is
    /// reserved now. One slot stays free so a full ring differs from an empty one.
    pub fn begin(&mut self, now: u64) -> u64 {
        self.open = true;
        self.stamp = now;
        self.overflow = false;
        self.limit = self.tail + (N - 1 - self.used());
        self.wpos = self.tail + HEADER;
        if self.wpos > self.limit {
            self.fail();
        }
        now.wrapping_sub(self.last_committed)
    }

    #[cold]
    fn fail(&mut self) {
        self.overflow = true;
        self.limit = 0;
    }

    /// Appends part of the open frame.
    #[inline]
    pub fn write(&mut self, bytes: &[u8]) {
        let n = bytes.len();
        let end = self.wpos + n;
        if end > self.limit {
            self.fail();
            return;
        }
        let at = self.wpos & (N - 1);
        self.wpos = end;
        // defmt writes 1-8 bytes at a time (an interned string index, a timestamp, an
        // argument), where a memcpy call costs more than the copy: the common sizes are
        // copied as fixed-size arrays, which compile to a few loads and stores.
        if at + n <= N {
            let dst = &mut self.buf[at..at + n];
            match n {
                4 => copy_fixed::<4>(dst, bytes),
                8 => copy_fixed::<8>(dst, bytes),
                2 => copy_fixed::<2>(dst, bytes),
                _ => dst.copy_from_slice(bytes),
            }
        } else {
            for (i, &b) in bytes.iter().enumerate() {
                self.buf[(at + i) & (N - 1)] = b;
            }
        }
    }

    /// Ends the open frame: commits it, or drops it whole if it did not fit. Returns
    /// whether it was committed.
    pub fn end(&mut self) -> bool {
        if !self.open {
            return false;
        }
        self.open = false;
        let overflow = self.overflow;
        // Stray writes until the next `begin` go nowhere.
        self.fail();
        if overflow {
            self.total_drops = self.total_drops.saturating_add(1);
            let d = self.drops.get_or_insert(Drops {
                frames: 0,
                first: self.stamp,
                last: self.stamp,
            });
            d.frames = d.frames.saturating_add(1);
            d.last = self.stamp;
            return false;
        }
        let [lo, hi] = ((self.wpos - self.tail - HEADER) as u16).to_le_bytes();
        self.buf[self.tail] = lo;
        self.buf[(self.tail + 1) & (N - 1)] = hi;
        self.tail = self.wpos & (N - 1);
        self.last_committed = self.stamp;
        true
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
        let len =
            u16::from_le_bytes([self.buf[self.head], self.buf[(self.head + 1) & (N - 1)]]) as usize;
        let start = (self.head + HEADER) & (N - 1);
        let first = len.min(N - start);
        Some((&self.buf[start..start + first], &self.buf[..len - first]))
    }

    /// Removes the oldest committed frame.
    pub fn pop(&mut self) {
        if let Some((a, b)) = self.peek() {
            let len = a.len() + b.len();
            self.head = (self.head + HEADER + len) & (N - 1);
        }
    }
}

#[inline(always)]
fn copy_fixed<const K: usize>(dst: &mut [u8], src: &[u8]) {
    if let (Ok(d), Ok(s)) = (<&mut [u8; K]>::try_from(dst), <&[u8; K]>::try_from(src)) {
        *d = *s;
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::vec::Vec;

    fn frame(r: &mut FrameRing<64>, now: u64, body: &[u8]) -> (u64, bool) {
        let d = r.begin(now);
        // In pieces, as defmt writes a frame.
        for piece in body.chunks(3) {
            r.write(piece);
        }
        (d, r.end())
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
        for round in 0..20u8 {
            let body: Vec<u8> = (0..(round % 7 + 5))
                .map(|i| round.wrapping_mul(31) ^ i)
                .collect();
            assert!(frame(&mut r, u64::from(round), &body).1);
            assert_eq!(pop(&mut r).unwrap(), body);
        }
        assert!(pop(&mut r).is_none());
        assert_eq!(r.total_drops(), 0);
    }

    #[test]
    fn a_full_ring_drops_whole_frames_and_counts_them() {
        let mut r = FrameRing::<64>::new();
        // 10-byte frames take 12 bytes each: five fit in 63 usable bytes.
        let mut kept = 0;
        for i in 0..8u64 {
            if frame(&mut r, 100 + i, &[i as u8; 10]).1 {
                kept += 1;
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
        // Room again: the next frame goes through, its delta spanning the gap.
        let (delta, ok) = frame(&mut r, 110, &[9; 4]);
        assert!(ok);
        assert_eq!(delta, 110 - 104);
        assert_eq!(r.total_drops(), 3);
    }

    #[test]
    fn deltas_count_from_the_last_committed_frame() {
        let mut r = FrameRing::<64>::new();
        assert_eq!(frame(&mut r, 1000, &[1]).0, 1000);
        assert_eq!(frame(&mut r, 1250, &[2]).0, 250);
        // A frame longer than the ring is dropped; the next delta ignores it.
        assert!(!frame(&mut r, 1300, &[0; 80]).1);
        assert_eq!(frame(&mut r, 1400, &[3]).0, 150);
    }

    #[test]
    fn an_uncommitted_frame_is_invisible_to_the_drain() {
        let mut r = FrameRing::<64>::new();
        r.begin(5);
        r.write(&[1, 2, 3]);
        assert!(r.peek().is_none());
        assert!(r.end());
        assert_eq!(pop(&mut r).unwrap(), [1, 2, 3]);
        // Writes outside a frame go nowhere.
        r.write(&[7]);
        assert!(r.peek().is_none());
        assert!(!r.end());
    }
}
