//! defmt's global logger: telemetry frames go into a RAM ring
//! ([`dexmetal_telemetry::ring`]) and the console's transmit interrupt drains it, so an
//! event never waits for the UART. Every frame is stamped with the board clock; the
//! drain sends it as a delta to the previous frame and the host adds them up. A full
//! ring drops whole frames, reported by a `dropped` event that says where the gap is.
//! The fault, panic and exit paths drain synchronously ([`flush`]). Hand-written in
//! place of `defmt-serial`, which writes synchronously and cannot drop whole frames.

use core::sync::atomic::{AtomicBool, Ordering};
use dexmetal_hal::Console;
use dexmetal_launch::bootargs::TelemetryMode;
use dexmetal_telemetry as telemetry;
use dexmetal_telemetry::ring::{Deltas, FrameRing, PREFIX};

/// Ring size: about 1.4 s of output at 115200 baud, far more than a GC burst.
const RING_BYTES: usize = 16 << 10;
/// rzCOBS adds at most one byte per seven, and the frame's terminator.
const STAGE_BYTES: usize = RING_BYTES + RING_BYTES / 7 + 8;

/// What the logger owns. Touched only inside the critical section (IRQs masked, and the
/// cross-core lock once other cores run): a frame, the console's interrupt, a flush. `repr(C)`, buffers
/// last: the event path's fields sit at small offsets.
#[repr(C)]
struct Sink {
    clock: fn() -> u64,
    /// The transmit interrupt is unmasked and will keep draining.
    draining: bool,
    restore: critical_section::RestoreState,
    /// The timestamp of the last frame sent: the drain writes deltas to the wire.
    deltas: Deltas,
    stage_len: usize,
    stage_sent: usize,
    console: Option<&'static mut (dyn Console + Send)>,
    ring: FrameRing<RING_BYTES>,
    /// The frame being transmitted, rzCOBS-encoded, and how much of it has gone out.
    stage: [u8; STAGE_BYTES],
}

fn no_clock() -> u64 {
    0
}

static mut SINK: Sink = Sink {
    clock: no_clock,
    draining: false,
    restore: critical_section::RestoreState::invalid(),
    deltas: Deltas::new(),
    stage_len: 0,
    stage_sent: 0,
    console: None,
    ring: FrameRing::new(),
    stage: [0; STAGE_BYTES],
};
/// `dexmetal.telemetry=sync`: every frame is written out before the event returns, as
/// before the ring existed; the peer `cargo xtask bench telemetry` compares against.
static SYNC: AtomicBool = AtomicBool::new(false);

/// Applies `dexmetal.telemetry=sync|ring` from the command line (ring by default).
pub fn configure(mode: TelemetryMode) {
    SYNC.store(mode == TelemetryMode::Sync, Ordering::Relaxed);
}

/// Runs `f` on the sink.
///
/// # Safety
/// Inside the critical section (IRQs masked, the cross-core lock held once other cores
/// run), with no other reference to the sink alive: the logger's frame, the console
/// interrupt and `flush` never overlap.
#[inline(always)]
unsafe fn sink<R>(f: impl FnOnce(&mut Sink) -> R) -> R {
    // SAFETY: forwarded from the caller.
    f(unsafe { &mut *core::ptr::addr_of_mut!(SINK) })
}

/// Hands the console to telemetry. `clock` stamps the frames (the board timer's
/// 64-bit counter, at the `timer_hz` the `ready` event states).
pub fn init(console: &'static mut (dyn Console + Send), clock: fn() -> u64) {
    critical_section::with(|_| {
        // SAFETY: IRQs are masked by the critical section; no frame is open yet.
        unsafe {
            sink(|s| {
                s.console = Some(console);
                s.clock = clock;
            })
        }
    });
}

/// The console's transmit-interrupt line, if it has one.
pub fn tx_irq() -> Option<u32> {
    // SAFETY: reading the console's line number with IRQs masked.
    critical_section::with(|_| unsafe { sink(|s| s.console.as_ref().and_then(|c| c.tx_irq())) })
}

/// The console's transmit interrupt: refill the FIFO; mask the interrupt once the ring
/// is empty. Lost frames are reported here, outside any frame.
pub fn on_tx_interrupt() {
    // The critical section is the cross-core lock once other cores run (they may be
    // in a frame or a flush); on one core it only re-masks the masked IRQs.
    critical_section::with(|_| {
        // SAFETY: IRQs masked, and the lock held: no frame is open on any core.
        unsafe {
            sink(|s| {
                if s.pump() {
                    if let Some(c) = s.console.as_mut() {
                        c.set_tx_interrupt(false)
                    }
                    s.draining = false;
                }
            })
        }
    });
    report_drops();
}

/// Sends a `drop` event if frames were lost since the last one.
fn report_drops() {
    // SAFETY: only called outside a frame with IRQs masked (IRQ handler or flush).
    let drops = critical_section::with(|_| unsafe { sink(|s| s.ring.take_drops()) });
    if let Some(d) = drops {
        telemetry::dropped(d.frames, d.first, d.last);
    }
}

/// Frames lost since boot.
pub fn total_dropped() -> u32 {
    // SAFETY: a read with IRQs masked.
    critical_section::with(|_| unsafe { sink(|s| s.ring.total_drops()) })
}

/// Writes out everything queued, waiting for the UART: for the exit, fault and panic
/// paths (and `defmt::flush`).
pub fn flush() {
    // Drain first: the loss report needs room in the ring.
    defmt::flush();
    report_drops();
    defmt::flush();
}

impl Sink {
    /// Moves bytes from the ring to the FIFO until one of them is full or empty.
    /// Returns true when the ring and the stage are both empty.
    fn pump(&mut self) -> bool {
        let Some(console) = self.console.as_mut() else {
            return true;
        };
        loop {
            if self.stage_sent < self.stage_len {
                self.stage_sent += console.write_some(&self.stage[self.stage_sent..self.stage_len]);
                if self.stage_sent < self.stage_len {
                    return false;
                }
            }
            let Some((a, b)) = self.ring.peek() else {
                return true;
            };
            let mut enc = defmt::Encoder::new();
            let (stage, mut len) = (&mut self.stage, 0);
            let mut put = |bytes: &[u8]| {
                stage[len..len + bytes.len()].copy_from_slice(bytes);
                len += bytes.len();
            };
            enc.start_frame(&mut put);
            match self.deltas.prefix(a, b) {
                Some(prefix) => {
                    enc.write(&prefix, &mut put);
                    let skip_a = PREFIX.min(a.len());
                    enc.write(&a[skip_a..], &mut put);
                    enc.write(&b[PREFIX - skip_a..], &mut put);
                }
                None => {
                    enc.write(a, &mut put);
                    enc.write(b, &mut put);
                }
            }
            enc.end_frame(&mut put);
            self.ring.pop();
            self.stage_len = len;
            self.stage_sent = 0;
        }
    }

    /// Starts the drain after a frame was committed: unmask the transmit interrupt
    /// (it fires at once on a drained FIFO), or write synchronously if there is none.
    #[cold]
    #[inline(never)]
    fn dropped_frame(&mut self) {
        let now = (self.clock)();
        self.ring.record_drop(now);
    }

    #[inline(always)]
    fn kick(&mut self) {
        if self.draining {
            return;
        }
        self.start_drain();
    }

    #[inline(never)]
    fn start_drain(&mut self) {
        match self.console.as_mut() {
            Some(c) if c.tx_irq().is_some() && !SYNC.load(Ordering::Relaxed) => {
                self.draining = true;
                c.set_tx_interrupt(true);
            }
            Some(_) => self.drain_blocking(),
            None => {}
        }
    }

    fn drain_blocking(&mut self) {
        while !self.pump() {
            core::hint::spin_loop();
        }
        if let Some(c) = self.console.as_mut() {
            c.flush();
        }
    }
}

// defmt's logger interface, written out instead of `#[defmt::global_logger]`: that
// macro marks these `#[inline(never)]`, so every field of every event would pay a call.
// Here the write is inlined (with fat LTO) where defmt calls it, and with the length
// known there it compiles to a bounds check and a few stores; that is most of what
// brings a small event from 408 guest instructions towards the goal of 150. The
// symbols and their contract are defmt's (defmt::Logger, defmt-macros global_logger).
// acquire/release bracket every frame in a critical section (IRQs masked, and the
// cross-core lock of `smp::RuntimeCs` once other cores run), so the sink has one user
// at a time.

/// Opens a frame: masks IRQs, stamps it.
#[unsafe(no_mangle)]
unsafe fn _defmt_acquire() {
    // SAFETY: paired with the release in `_defmt_release`.
    let restore = unsafe { critical_section::acquire() };
    // No re-entrancy flag: only a fault inside a frame can nest one, and then the
    // fault report's frame simply replaces the unfinished one (begin starts afresh at
    // the committed tail), which gets the report out; a second fault ends in the
    // fatal path's plain-text fallback.
    // SAFETY: IRQs masked, logger taken just now.
    unsafe {
        sink(|s| {
            s.restore = restore;
            s.ring.begin();
        })
    }
}

/// Writes everything queued out synchronously (defmt::flush).
#[unsafe(no_mangle)]
#[inline(never)]
unsafe fn _defmt_flush() {
    // SAFETY: defmt calls flush between acquire and release.
    unsafe { sink(|s| s.drain_blocking()) }
}

/// Closes the frame: commits it (or counts it dropped), starts the drain, unmasks IRQs.
#[unsafe(no_mangle)]
unsafe fn _defmt_release() {
    // SAFETY: inside the frame opened by `_defmt_acquire`.
    let restore = unsafe {
        sink(|s| {
            if s.ring.end() {
                s.kick();
            } else {
                s.dropped_frame();
            }
            s.restore
        })
    };
    // SAFETY: restores the state `_defmt_acquire` saved.
    unsafe { critical_section::release(restore) };
}

/// Appends part of the frame.
#[unsafe(no_mangle)]
unsafe fn _defmt_write(bytes: &[u8]) {
    // SAFETY: inside the frame opened by `_defmt_acquire`.
    unsafe { sink(|s| s.ring.write(bytes)) }
}

/// The frame's timestamp: the board clock, absolute (the drain sends the delta to the
/// previous frame, so the wire carries small numbers).
fn frame_time() -> u64 {
    // SAFETY: defmt calls the timestamp inside the frame (after acquire).
    unsafe { sink(|s| (s.clock)()) }
}

defmt::timestamp!("{=u64}", frame_time());
