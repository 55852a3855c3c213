//! The profiler's wire format (docs/PROFILER.md): the runtime components a sample is
//! attributed to, and the sample records packed into `prof_batch` events. One codec for
//! both ends: the target's sampler encodes into a fixed buffer from its interrupt
//! handler (no allocation, bounded work), the host decoder reads the same records back.
//! Integers are unsigned LEB128 (as DEX's uleb128), so a typical sample is 6-12 bytes.

/// What was running when a sample was taken: one byte the VM and the runtime store at
/// each component boundary (`dexmetal_vm::tunnel`), read by the sampler. The seed's
/// vertical profile (VARI, seed 001 §3) splits app, VM, library and kernel; on bare
/// metal the runtime itself is split further.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Component {
    /// Nothing stored yet, or a sample whose frames failed validation.
    Unknown = 0,
    /// The interpreter running bytecode (the leaf frame is the Java method).
    Interp = 1,
    /// A native method (the leaf frame names it).
    Native = 2,
    /// The collector marking (roots and the mark stack), in a pause or a concurrent step.
    GcMark = 3,
    /// The final stop-the-world remark of a concurrent cycle.
    GcRemark = 4,
    /// Sweeping.
    GcSweep = 5,
    /// Other collector work: starting and finishing a cycle, references, trimming.
    Gc = 6,
    /// The allocator's slow path (a new run or chunk, a large object), outside a GC.
    AllocSlow = 7,
    /// Dimmunix's avoidance and detection at monitor operations.
    Dimmunix = 8,
    /// The scheduler: safepoints, thread switches, monitors' wait queues.
    Sched = 9,
    /// The idle thread (WFI until the next deadline).
    Idle = 10,
    /// Telemetry: formatting events and draining the ring to the UART.
    Telemetry = 11,
    /// Board drivers in interrupt handlers (tick, sensors) and the HAL.
    Hal = 12,
    /// Class loading, linking, verification and initialisation.
    ClassLoad = 13,
    /// The runtime outside the VM (boot, app start and end).
    Runtime = 14,
}

impl Component {
    /// Every component, in discriminant order.
    pub const ALL: [Component; 15] = [
        Component::Unknown,
        Component::Interp,
        Component::Native,
        Component::GcMark,
        Component::GcRemark,
        Component::GcSweep,
        Component::Gc,
        Component::AllocSlow,
        Component::Dimmunix,
        Component::Sched,
        Component::Idle,
        Component::Telemetry,
        Component::Hal,
        Component::ClassLoad,
        Component::Runtime,
    ];

    /// The component a stored byte stands for (`Unknown` for anything else).
    pub fn from_u8(b: u8) -> Component {
        Component::ALL
            .get(usize::from(b))
            .copied()
            .unwrap_or(Component::Unknown)
    }

    /// The name reports use.
    pub fn name(self) -> &'static str {
        match self {
            Component::Unknown => "unknown",
            Component::Interp => "interpreter",
            Component::Native => "native",
            Component::GcMark => "gc-mark",
            Component::GcRemark => "gc-remark",
            Component::GcSweep => "gc-sweep",
            Component::Gc => "gc",
            Component::AllocSlow => "alloc-slow",
            Component::Dimmunix => "dimmunix",
            Component::Sched => "scheduler",
            Component::Idle => "idle",
            Component::Telemetry => "telemetry",
            Component::Hal => "hal",
            Component::ClassLoad => "class-load",
            Component::Runtime => "runtime",
        }
    }

    /// Collector work (the GC cross-check sums these).
    pub fn is_gc(self) -> bool {
        matches!(
            self,
            Component::GcMark | Component::GcRemark | Component::GcSweep | Component::Gc
        )
    }
}

/// One frame of a sample's stack: the method as its DEX names it (a DEX index as
/// `prof_dex` numbers them, and its `method_idx` there), and the dex pc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Frame {
    /// Index of the DEX (`prof_dex index`), or [`SYNTHESIZED`] for a method the VM made
    /// (then `method` is the VM's own method number).
    pub dex: u32,
    /// `method_idx` in that DEX.
    pub method: u32,
    /// Dex pc in 16-bit code units, or [`NO_PC`] for a native method. A caller's pc is
    /// its invoke; the leaf's is the last instruction that synchronised it (an invoke,
    /// a branch back, a throw), as the interpreter keeps the live pc in a register.
    pub pc: u32,
}

/// `Frame::dex` of a method the VM synthesised (no DEX defines it).
pub const SYNTHESIZED: u32 = u32::MAX;
/// `Frame::pc` of a native method.
pub const NO_PC: u32 = u32::MAX;

/// Flag in a sample's flags byte: the stack was deeper than the frames sent (the
/// outermost frames were left off).
pub const TRUNCATED: u8 = 0x80;
/// Mask of the component in the flags byte.
pub const COMPONENT_MASK: u8 = 0x1f;

/// A decoded sample.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample<'f> {
    /// Board-clock ticks (the frame clock) since the previous sample of the batch, or
    /// since the batch's `t0` for its first.
    pub dt: u64,
    pub component: Component,
    pub truncated: bool,
    /// VM thread id (0: none running, e.g. idle or boot).
    pub tid: u32,
    /// The depth of the first frame (0 unless `truncated`: then as many outer frames
    /// were left off).
    pub base: u32,
    /// How many of the first frames equal the previous sample's frames at the same
    /// depths (in the same batch; the first sample of a batch has 0). Counting from
    /// the same depth, not the same position, keeps truncated stacks of a deep
    /// recursion small: their windows shift with the depth.
    pub shared: u32,
    /// The frames after the shared ones, outermost first, leaf last.
    pub new: &'f [Frame],
}

/// Largest encoded uleb128 of a u64.
const MAX_LEB: usize = 10;

/// Bytes a sample with `frames` new frames may take at most.
pub const fn max_sample_bytes(frames: usize) -> usize {
    MAX_LEB + 1 + 5 + 5 + 5 + frames * 15
}

/// Encodes samples into a caller-owned buffer: the target's fixed batch buffer.
pub struct Encoder<'b> {
    buf: &'b mut [u8],
    len: usize,
}

impl<'b> Encoder<'b> {
    /// An empty batch over `buf`.
    pub fn new(buf: &'b mut [u8]) -> Self {
        Encoder { buf, len: 0 }
    }

    /// The batch whose first `len` bytes of `buf` are already encoded.
    pub fn resume(buf: &'b mut [u8], len: usize) -> Self {
        let len = len.min(buf.len());
        Encoder { buf, len }
    }

    /// Bytes encoded so far.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The encoded batch.
    pub fn bytes(&self) -> &[u8] {
        &self.buf[..self.len]
    }

    /// Appends one sample (`base`: the depth of its first frame, sent only when it is
    /// not 0, as `truncated` says); false (and nothing written) when it does not fit.
    #[allow(clippy::too_many_arguments)]
    pub fn push(
        &mut self,
        dt: u64,
        component: Component,
        base: u32,
        tid: u32,
        shared: u32,
        new: &[Frame],
    ) -> bool {
        let truncated = base != 0;
        let mut w = Writer {
            buf: &mut self.buf[self.len..],
            at: 0,
        };
        let flags = component as u8 | if truncated { TRUNCATED } else { 0 };
        let ok = w.leb(dt)
            && w.byte(flags)
            && w.leb(u64::from(tid))
            && (!truncated || w.leb(u64::from(base)))
            && w.leb(u64::from(shared))
            && w.leb(new.len() as u64)
            && new.iter().enumerate().all(|(i, f)| {
                // +1 so the NO_PC and SYNTHESIZED sentinels wrap to 0.
                let pc = u64::from(f.pc.wrapping_add(1));
                if i > 0 && (new[i - 1].dex, new[i - 1].method) == (f.dex, f.method) {
                    // A recursion repeats its method: the pc alone, flag bit clear.
                    w.leb(pc << 1)
                } else {
                    w.leb(u64::from(f.dex.wrapping_add(1)) << 1 | 1)
                        && w.leb(u64::from(f.method))
                        && w.leb(pc)
                }
            });
        if ok {
            self.len += w.at;
        }
        ok
    }

    /// Starts the next batch in the same buffer.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

struct Writer<'a> {
    buf: &'a mut [u8],
    at: usize,
}

impl Writer<'_> {
    fn byte(&mut self, b: u8) -> bool {
        match self.buf.get_mut(self.at) {
            Some(slot) => {
                *slot = b;
                self.at += 1;
                true
            }
            None => false,
        }
    }

    fn leb(&mut self, mut v: u64) -> bool {
        loop {
            let low = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                return self.byte(low);
            }
            if !self.byte(low | 0x80) {
                return false;
            }
        }
    }
}

/// Why a batch could not be decoded (the byte offset in the batch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecodeError {
    pub offset: usize,
    pub what: &'static str,
}

impl core::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "profile batch byte {}: {}", self.offset, self.what)
    }
}

/// Decodes a batch's samples in order, calling `each` with every one; `frames` is
/// scratch space (a sample with more new frames than it holds is an error).
pub fn decode(
    bytes: &[u8],
    frames: &mut [Frame],
    mut each: impl FnMut(&Sample<'_>),
) -> Result<usize, DecodeError> {
    let mut r = Reader { bytes, at: 0 };
    let mut n = 0;
    while r.at < bytes.len() {
        let dt = r.leb("time delta")?;
        let flags = r.byte("flags")?;
        let tid = r.leb32("thread id")?;
        let base = if flags & TRUNCATED != 0 {
            r.leb32("base depth")?
        } else {
            0
        };
        let shared = r.leb32("shared frame count")?;
        let count = r.leb32("frame count")? as usize;
        if count > frames.len() {
            return Err(r.error("more frames than a sample may carry"));
        }
        for i in 0..count {
            let at = r.at;
            let head = r.leb("dex index")?;
            let wide =
                |v: u64, what| u32::try_from(v).map_err(|_| DecodeError { offset: at, what });
            frames[i] = if head & 1 == 0 {
                if i == 0 {
                    return Err(DecodeError {
                        offset: at,
                        what: "a sample's first frame repeats no method",
                    });
                }
                Frame {
                    pc: wide(head >> 1, "dex pc wider than 32 bits")?.wrapping_sub(1),
                    ..frames[i - 1]
                }
            } else {
                Frame {
                    dex: wide(head >> 1, "dex index wider than 32 bits")?.wrapping_sub(1),
                    method: r.leb32("method index")?,
                    pc: r.leb32("dex pc")?.wrapping_sub(1),
                }
            };
        }
        each(&Sample {
            dt,
            component: Component::from_u8(flags & COMPONENT_MASK),
            truncated: flags & TRUNCATED != 0,
            tid,
            base,
            shared,
            new: &frames[..count],
        });
        n += 1;
    }
    Ok(n)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &'static str) -> DecodeError {
        DecodeError {
            offset: self.at,
            what,
        }
    }

    fn byte(&mut self, what: &'static str) -> Result<u8, DecodeError> {
        let b = *self.bytes.get(self.at).ok_or(DecodeError {
            offset: self.at,
            what,
        })?;
        self.at += 1;
        Ok(b)
    }

    fn leb(&mut self, what: &'static str) -> Result<u64, DecodeError> {
        let start = self.at;
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte(what)?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(DecodeError {
            offset: start,
            what: "uleb128 longer than 64 bits",
        })
    }

    fn leb32(&mut self, what: &'static str) -> Result<u32, DecodeError> {
        let start = self.at;
        u32::try_from(self.leb(what)?).map_err(|_| DecodeError {
            offset: start,
            what: "value wider than 32 bits",
        })
    }
}

/// Which of the previous sample's frames `s` shares: the range of `prev` (whose first
/// frame is at depth `prev_base`) that begins `s`'s stack. An error when the previous
/// sample does not hold them.
pub fn shared_range(
    prev_base: u32,
    prev_len: usize,
    s: &Sample<'_>,
) -> Result<core::ops::Range<usize>, &'static str> {
    if s.shared == 0 {
        return Ok(0..0);
    }
    let from = s
        .base
        .checked_sub(prev_base)
        .ok_or("shares frames above the previous sample's first")? as usize;
    let to = from + s.shared as usize;
    if to > prev_len {
        return Err("shares more frames than the previous sample has");
    }
    Ok(from..to)
}

/// Thread states `thread_switch` names for the thread that stopped running: preempted
/// or yielding; blocked on a monitor, lock, class initialisation or Dimmunix avoidance;
/// in Object.wait or Condition.await; in Thread.sleep; ended; parked
/// (LockSupport.park) or joining.
pub const THREAD_STATES: [&str; 6] = [
    "runnable", "blocked", "waiting", "sleeping", "ended", "parked",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_round_trip() {
        let mut buf = [0u8; 256];
        let mut enc = Encoder::new(&mut buf);
        let a = [
            Frame {
                dex: 1,
                method: 7,
                pc: 3,
            },
            Frame {
                dex: SYNTHESIZED,
                method: 900,
                pc: NO_PC,
            },
        ];
        assert!(enc.push(5, Component::Interp, 0, 1, 0, &a));
        assert!(enc.push(1 << 40, Component::GcSweep, 7, 3, 1, &a[1..]));
        assert!(enc.push(0, Component::Idle, 0, 0, 0, &[]));
        let bytes = enc.bytes().to_vec();
        let mut scratch = [Frame::default(); 4];
        let mut got = std::vec::Vec::new();
        let mut bases = std::vec::Vec::new();
        let n = decode(&bytes, &mut scratch, |s| {
            bases.push(s.base);
            got.push((
                s.dt,
                s.component,
                s.truncated,
                s.tid,
                s.shared,
                s.new.to_vec(),
            ))
        })
        .unwrap();
        assert_eq!(n, 3);
        assert_eq!(got[0], (5, Component::Interp, false, 1, 0, a.to_vec()));
        assert_eq!(
            got[1],
            (1 << 40, Component::GcSweep, true, 3, 1, a[1..].to_vec())
        );
        assert_eq!(got[2], (0, Component::Idle, false, 0, 0, std::vec![]));
    }

    #[test]
    fn a_repeated_method_costs_only_its_pc() {
        let f = |method, pc| Frame { dex: 1, method, pc };
        let recursion = [f(300, 2), f(300, 9), f(300, 9), f(7, 1), f(300, 2)];
        let mut buf = [0u8; 64];
        let mut enc = Encoder::new(&mut buf);
        assert!(enc.push(0, Component::Interp, 0, 1, 0, &recursion));
        // Header 5 bytes; a new method 4 (dex, 2-byte method, pc), a repeat 1.
        assert_eq!(enc.len(), 5 + 4 + 1 + 1 + 3 + 4);
        let bytes = enc.bytes().to_vec();
        let mut scratch = [Frame::default(); 8];
        let mut got = std::vec::Vec::new();
        decode(&bytes, &mut scratch, |s| got.extend_from_slice(s.new)).unwrap();
        assert_eq!(got, recursion);
        // A first frame cannot repeat anything.
        let e = decode(&[0, 1, 1, 0, 1, 2], &mut scratch, |_| {}).unwrap_err();
        assert_eq!(e.offset, 5);
    }

    #[test]
    fn a_full_buffer_refuses_the_whole_sample() {
        let mut buf = [0u8; 9];
        let mut enc = Encoder::new(&mut buf);
        let f = [Frame {
            dex: 0,
            method: 300,
            pc: 20,
        }; 2];
        assert!(!enc.push(1, Component::Interp, 0, 1, 0, &f));
        assert_eq!(enc.len(), 0, "nothing of a refused sample is kept");
        assert!(enc.push(1, Component::Interp, 0, 1, 0, &f[..1]));
    }

    #[test]
    fn a_cut_batch_is_an_error_with_its_offset() {
        let mut buf = [0u8; 64];
        let mut enc = Encoder::new(&mut buf);
        enc.push(
            1,
            Component::Interp,
            0,
            1,
            0,
            &[Frame {
                dex: 0,
                method: 300,
                pc: 20,
            }],
        );
        let bytes = enc.bytes();
        let mut scratch = [Frame::default(); 4];
        let e = decode(&bytes[..bytes.len() - 1], &mut scratch, |_| {}).unwrap_err();
        assert_eq!(e.offset, bytes.len() - 1);
        let e = decode(&bytes[..3], &mut scratch, |_| {}).unwrap_err();
        assert_eq!(e.offset, 3);
    }

    #[test]
    fn shared_frames_are_counted_from_the_same_depth() {
        let s = |base, shared| Sample {
            dt: 0,
            component: Component::Interp,
            truncated: base != 0,
            tid: 1,
            base,
            shared,
            new: &[],
        };
        // The previous window held depths 10..26; this one starts at 12 and shares 5.
        assert_eq!(shared_range(10, 16, &s(12, 5)), Ok(2..7));
        assert_eq!(shared_range(10, 16, &s(0, 0)), Ok(0..0));
        assert!(
            shared_range(10, 16, &s(9, 1)).is_err(),
            "above the previous window"
        );
        assert!(shared_range(10, 16, &s(20, 7)).is_err(), "past its end");
    }

    #[test]
    fn component_bytes_round_trip() {
        for c in Component::ALL {
            assert_eq!(Component::from_u8(c as u8), c);
        }
        assert_eq!(Component::from_u8(200), Component::Unknown);
        assert!(Component::ALL.len() <= usize::from(COMPONENT_MASK) + 1);
    }
}
