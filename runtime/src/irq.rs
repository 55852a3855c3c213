//! Interrupt dispatch: aarch32-rt's IRQ trampoline calls `_irq_handler` in SYS mode
//! with IRQs masked; we claim the line from the board's `IrqController`, run the
//! timer tick or the console's transmit interrupt (telemetry's drain, `sink`), and
//! complete it. Main-line code touches these drivers only with IRQs masked. A board's
//! own interrupt source (the fast ADC's sampling timer) is [`attach`]ed for a while: its
//! handler runs with IRQs masked, before the tick's work, and must be short.

use core::sync::atomic::{AtomicU32, Ordering};
use dexmetal_hal::irq::IrqNumber;
use dexmetal_hal::{IrqController, Timer};

/// The drivers the IRQ path owns once interrupts are live.
pub struct IrqDrivers {
    pub controller: &'static mut (dyn IrqController + Send),
    pub timer: &'static mut (dyn Timer + Send),
}

static DRIVERS: spin::Mutex<Option<IrqDrivers>> = spin::Mutex::new(None);
/// Run after a tick is handled and completed, outside the driver lock: the scheduler's
/// entry point (it may switch threads, returning here much later).
static TICK_HOOK: spin::Mutex<Option<fn(u64)>> = spin::Mutex::new(None);

/// Installs (or removes) the tick hook.
pub fn set_tick_hook(hook: Option<fn(u64)>) {
    critical_section::with(|_| *TICK_HOOK.lock() = hook);
}
/// A board handler and the line it serves.
type Attached = Option<(IrqNumber, fn())>;
/// Board handlers attached to lines ([`attach`]); changed only with IRQs masked.
static ATTACHED: spin::Mutex<[Attached; MAX_ATTACHED]> = spin::Mutex::new([None; MAX_ATTACHED]);
const MAX_ATTACHED: usize = 2;
/// Priority of an attached line: above the tick (0x80), so sampling keeps its rate.
const ATTACHED_PRIORITY: u8 = 0x60;

/// Why a handler could not be attached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttachError {
    /// The interrupt path is not installed yet.
    NotInstalled,
    /// The line is the tick's or the console's, or already attached.
    Taken(IrqNumber),
    /// Every slot is in use.
    Full,
}

/// Runs `handler` for `line` from now on and unmasks the line. The handler runs in the
/// IRQ handler with IRQs masked: it must only acknowledge its device and do a bounded
/// amount of work.
pub fn attach(line: IrqNumber, handler: fn()) -> Result<(), AttachError> {
    with_drivers(|d| {
        if line == d.timer.irq() || line == CONSOLE_IRQ.load(Ordering::Relaxed) {
            return Err(AttachError::Taken(line));
        }
        let mut slots = ATTACHED.lock();
        if slots.iter().flatten().any(|&(l, _)| l == line) {
            return Err(AttachError::Taken(line));
        }
        let free = slots
            .iter_mut()
            .find(|s| s.is_none())
            .ok_or(AttachError::Full)?;
        *free = Some((line, handler));
        d.controller.enable(line, ATTACHED_PRIORITY);
        Ok(())
    })
    .unwrap_or(Err(AttachError::NotInstalled))
}

/// Masks `line` and forgets its handler.
pub fn detach(line: IrqNumber) {
    with_drivers(|d| {
        d.controller.disable(line);
        for s in ATTACHED.lock().iter_mut() {
            if matches!(s, Some((l, _)) if *l == line) {
                *s = None;
            }
        }
    });
}

fn attached(line: IrqNumber) -> Option<fn()> {
    // Taken by main-line code only with IRQs masked: free here.
    let slots = ATTACHED.try_lock()?;
    slots
        .iter()
        .flatten()
        .find(|&&(l, _)| l == line)
        .map(|&(_, h)| h)
}

static TICKS: AtomicU32 = AtomicU32::new(0);
/// The console's transmit interrupt (`u32::MAX`: none).
static CONSOLE_IRQ: AtomicU32 = AtomicU32::new(u32::MAX);
static SPURIOUS: AtomicU32 = AtomicU32::new(0);

/// Installs the drivers and unmasks the timer line (IRQs stay masked at the CPU).
pub fn install(drivers: IrqDrivers) {
    let line = drivers.timer.irq();
    drivers.controller.enable(line, 0x80);
    if let Some(tx) = crate::sink::tx_irq() {
        // Below the tick: a tick must not wait behind a long drain.
        drivers.controller.enable(tx, 0xa0);
        CONSOLE_IRQ.store(tx, Ordering::Relaxed);
    }
    *DRIVERS.lock() = Some(drivers);
}

/// Runs `f` on the drivers with IRQs masked.
pub fn with_drivers<R>(f: impl FnOnce(&mut IrqDrivers) -> R) -> Option<R> {
    critical_section::with(|_| DRIVERS.lock().as_mut().map(f))
}

/// Timer interrupts handled so far.
pub fn ticks() -> u32 {
    TICKS.load(Ordering::Relaxed)
}

/// Interrupts that were claimed but had no handler, or timer calls that found
/// nothing pending.
pub fn spurious() -> u32 {
    SPURIOUS.load(Ordering::Relaxed)
}

#[unsafe(no_mangle)]
extern "C" fn _irq_handler() {
    // The lock is only taken by main-line code with IRQs masked, so it is free here.
    let Some(mut guard) = DRIVERS.try_lock() else {
        SPURIOUS.fetch_add(1, Ordering::Relaxed);
        return;
    };
    let Some(d) = guard.as_mut() else { return };
    let mut ticked = None;
    // The profiler's samples taken after another line in this pass are that line's
    // (a sample is claimed first when it is what interrupted the main line).
    let interrupted = dexmetal_vm::tunnel::component() as u8;
    while let Some(line) = d.controller.claim() {
        if !crate::profile::is_sampler_line(line) {
            dexmetal_vm::tunnel::enter(if line == CONSOLE_IRQ.load(Ordering::Relaxed) {
                dexmetal_vm::tunnel::Component::Telemetry
            } else {
                dexmetal_vm::tunnel::Component::Hal
            });
        }
        if line == d.timer.irq() && d.timer.handle_tick() {
            TICKS.fetch_add(1, Ordering::Relaxed);
            ticked = Some(d.timer.now());
            // Catches the 32-bit PMU counters' wraps where no overflow IRQ is wired.
            crate::pmu::poll();
        } else if line == CONSOLE_IRQ.load(Ordering::Relaxed) {
            crate::sink::on_tx_interrupt();
        } else if let Some(handler) = attached(line) {
            handler();
        } else {
            SPURIOUS.fetch_add(1, Ordering::Relaxed);
        }
        d.controller.complete(line);
    }
    dexmetal_vm::tunnel::restore(interrupted);
    drop(guard);
    if ticked.is_some() {
        crate::dvfs::on_tick();
    }
    let hook = *TICK_HOOK.lock();
    if let (Some(now), Some(hook)) = (ticked, hook) {
        hook(now);
    }
}
