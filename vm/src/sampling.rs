//! The profiler's batching, shared by the board's sampling interrupt (runtime/src/
//! profile.rs) and the host CLI's SIGPROF handler (host/dexmetal/src/profile.rs): one
//! tunnel read per sample ([`crate::tunnel::read`]), encoded with the outermost frames
//! the previous sample of the batch shares (`dexmetal_telemetry::profile`'s codec,
//! docs/PROFILER.md); a full buffer is handed over as one [`Batch`]. No allocation and
//! no locks: it runs inside an interrupt or signal handler, in buffers of its own.

use crate::tunnel::{self, Component, Frame};
use dexmetal_telemetry::profile::Encoder;

/// One full (or last) batch, as `prof_batch` carries it.
#[derive(Clone, Copy, Debug)]
pub struct Batch<'a> {
    /// Numbered from 0; a batch the receiver cannot keep still takes its number, so
    /// the host sees the gap.
    pub seq: u32,
    /// The clock the first sample's delta counts from.
    pub t0: u64,
    /// When the batch's last sample was taken.
    pub last: u64,
    pub samples: u32,
    pub bytes: &'a [u8],
}

/// The totals `prof_end` reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub samples: u32,
    pub batches: u32,
    pub unknown: u32,
    pub overruns: u32,
}

/// A sampler's state: `B` bytes of samples per batch, at most `F` frames per sample.
pub struct Batcher<const B: usize, const F: usize> {
    frames: usize,
    buf: [u8; B],
    len: usize,
    batch_samples: u32,
    t0: u64,
    last: u64,
    cur: [Frame; F],
    prev: [Frame; F],
    prev_n: usize,
    /// The depth of `prev`'s first frame.
    prev_base: u32,
    totals: Totals,
}

impl<const B: usize, const F: usize> Batcher<B, F> {
    /// A sampler keeping the innermost `frames` frames of a stack (at most `F`).
    pub fn new(frames: usize) -> Self {
        Batcher {
            frames: frames.min(F),
            buf: [0; B],
            len: 0,
            batch_samples: 0,
            t0: 0,
            last: 0,
            cur: [Frame::default(); F],
            prev: [Frame::default(); F],
            prev_n: 0,
            prev_base: 0,
            totals: Totals::default(),
        }
    }

    /// Counts sampling interrupts (or timer expirations) that were lost because the
    /// previous one was still being handled.
    pub fn overrun(&mut self, missed: u32) {
        self.totals.overruns = self.totals.overruns.saturating_add(missed);
    }

    /// Takes one sample at time `now` from the attached VM; a full batch goes to `send`
    /// first.
    ///
    /// # Safety
    /// As [`tunnel::read`]: only from the interrupt or signal handler on the core
    /// (thread) that runs the attached VM, or while that VM is not running.
    pub unsafe fn sample(&mut self, now: u64, send: &mut impl FnMut(Batch<'_>)) {
        // SAFETY: the caller's contract is tunnel::read's.
        let r = unsafe { tunnel::read(&mut self.cur[..self.frames]) };
        self.push(now, r, send);
    }

    /// Takes a sample at time `now` without reading the frame stack (the caller knows it
    /// cannot be read now): the component only, counted as unknown.
    pub fn sample_unreadable(&mut self, now: u64, send: &mut impl FnMut(Batch<'_>)) {
        let r = tunnel::Read {
            component: tunnel::component(),
            tid: 0,
            frames: 0,
            depth: 0,
            truncated: false,
            torn: true,
        };
        self.push(now, r, send);
    }

    /// Appends what one tunnel read found (in `self.cur`).
    fn push(&mut self, now: u64, r: tunnel::Read, send: &mut impl FnMut(Batch<'_>)) {
        if r.torn || r.component == Component::Unknown {
            self.totals.unknown += 1;
        }
        let n = r.frames;
        let base = if r.truncated { (r.depth - n) as u32 } else { 0 };
        // Frames equal to the previous sample's at the same depths.
        let shared = match base.checked_sub(self.prev_base) {
            Some(off) if self.len != 0 && (off as usize) < self.prev_n => self.prev
                [off as usize..self.prev_n]
                .iter()
                .zip(&self.cur[..n])
                .take_while(|(a, b)| a == b)
                .count(),
            _ => 0,
        };
        if self.len == 0 {
            self.t0 = now;
            self.last = now;
        }
        let mut enc = Encoder::resume(&mut self.buf, self.len);
        let fits = enc.push(
            now.wrapping_sub(self.last),
            r.component,
            base,
            r.tid,
            shared as u32,
            &self.cur[shared..n],
        );
        let len = enc.len();
        let (base, kept) = if fits {
            self.len = len;
            (base, n)
        } else {
            self.flush(send);
            self.t0 = now;
            // Alone in a batch, a sample too big for it keeps its innermost frames.
            let mut keep = n;
            loop {
                let mut enc = Encoder::new(&mut self.buf);
                let cut = base + (n - keep) as u32;
                if enc.push(0, r.component, cut, r.tid, 0, &self.cur[n - keep..n]) || keep == 0 {
                    self.len = enc.len();
                    break;
                }
                keep /= 2;
            }
            self.cur.copy_within(n - keep..n, 0);
            (base + (n - keep) as u32, keep)
        };
        self.prev[..kept].copy_from_slice(&self.cur[..kept]);
        self.prev_n = kept;
        self.prev_base = base;
        self.last = now;
        self.totals.samples += 1;
        self.batch_samples += 1;
    }

    /// Hands the batch being filled, if it holds a sample, to `send`.
    pub fn flush(&mut self, send: &mut impl FnMut(Batch<'_>)) {
        if self.len == 0 {
            return;
        }
        send(Batch {
            seq: self.totals.batches,
            t0: self.t0,
            last: self.last,
            samples: self.batch_samples,
            bytes: &self.buf[..self.len],
        });
        self.totals.batches += 1;
        self.len = 0;
        self.batch_samples = 0;
    }

    /// The counts so far (after the last [`Self::flush`], `prof_end`'s).
    pub fn totals(&self) -> Totals {
        self.totals
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use dexmetal_telemetry::profile;

    fn read(frames: usize, component: Component) -> tunnel::Read {
        tunnel::Read {
            component,
            tid: 1,
            frames,
            depth: frames,
            truncated: false,
            torn: false,
        }
    }

    fn frame(m: u32) -> Frame {
        Frame {
            dex: 1,
            method: m,
            pc: m * 2,
        }
    }

    /// Decodes every batch sent (samples' stacks rebuilt from `shared`).
    fn decode(batches: &[(u32, u64, u32, Vec<u8>)]) -> Vec<(u64, Vec<Frame>)> {
        let mut out = Vec::new();
        for (_, t0, n, bytes) in batches {
            let mut scratch = [Frame::default(); 64];
            let (mut t, mut stack, mut prev_base) = (*t0, Vec::new(), 0);
            let got = profile::decode(bytes, &mut scratch, |s| {
                t += s.dt;
                let shared = profile::shared_range(prev_base, stack.len(), s).unwrap();
                let mut next = stack[shared].to_vec();
                next.extend_from_slice(s.new);
                (stack, prev_base) = (next, s.base);
                out.push((t, stack.clone()));
            })
            .unwrap();
            assert_eq!(got, *n as usize);
        }
        out
    }

    #[test]
    fn batches_share_prefixes_fill_and_split_in_order() {
        let mut b: Batcher<48, 8> = Batcher::new(8);
        let mut sent = Vec::new();
        let mut send = |x: Batch<'_>| sent.push((x.seq, x.t0, x.samples, x.bytes.to_vec()));
        let mut want = Vec::new();
        for i in 0..20u64 {
            let depth = 1 + (i as usize % 4);
            for d in 0..depth {
                b.cur[d] = frame(d as u32 + 10);
            }
            want.push((
                100 + i * 7,
                (0..depth).map(|d| frame(d as u32 + 10)).collect(),
            ));
            b.push(100 + i * 7, read(depth, Component::Interp), &mut send);
        }
        b.flush(&mut send);
        assert!(sent.len() > 2, "a 48-byte batch holds a few samples");
        assert!(sent.iter().enumerate().all(|(i, s)| s.0 == i as u32));
        assert_eq!(decode(&sent), want);
        let t = b.totals();
        assert_eq!(
            (t.samples, t.batches, t.unknown),
            (20, sent.len() as u32, 0)
        );
    }

    #[test]
    fn a_sample_too_big_for_a_batch_keeps_its_innermost_frames() {
        let mut b: Batcher<16, 8> = Batcher::new(8);
        let mut sent = Vec::new();
        let mut send = |x: Batch<'_>| sent.push((x.seq, x.t0, x.samples, x.bytes.to_vec()));
        for d in 0..8 {
            b.cur[d] = frame(1000 + d as u32);
        }
        b.push(5, read(8, Component::Runtime), &mut send);
        b.push(6, read(0, Component::Unknown), &mut send);
        b.flush(&mut send);
        let got = decode(&sent);
        let first = &got[0].1;
        assert!(!first.is_empty() && first.len() < 8);
        assert_eq!(first.last(), Some(&frame(1007)));
        assert_eq!(b.totals().unknown, 1);
    }

    #[test]
    fn a_truncated_window_shares_frames_at_the_same_depths() {
        // A recursion seen through a 4-frame window: each sample is one call deeper, so
        // the window slides and its frames are shared from one depth further in.
        let mut b: Batcher<256, 4> = Batcher::new(4);
        let mut sent = Vec::new();
        let mut send = |x: Batch<'_>| sent.push((x.seq, x.t0, x.samples, x.bytes.to_vec()));
        let mut want = Vec::new();
        for depth in 6..12usize {
            let window: Vec<Frame> = (depth - 4..depth).map(|d| frame(d as u32)).collect();
            b.cur[..4].copy_from_slice(&window);
            let r = tunnel::Read {
                component: Component::Interp,
                tid: 1,
                frames: 4,
                depth,
                truncated: true,
                torn: false,
            };
            b.push(depth as u64, r, &mut send);
            want.push((depth as u64, window));
        }
        b.flush(&mut send);
        assert_eq!(sent.len(), 1);
        assert_eq!(decode(&sent), want);
        // Three frames of each window after the first are the previous one's.
        let mut shared = Vec::new();
        profile::decode(&sent[0].3, &mut [Frame::default(); 8], |s| {
            shared.push((s.base, s.shared))
        })
        .unwrap();
        assert_eq!(shared, [(2, 0), (3, 3), (4, 3), (5, 3), (6, 3), (7, 3)]);
    }
}
