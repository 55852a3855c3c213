//! The secondary cores. The boot core starts each with the board's [`CpuPower`] (PSCI
//! CPU_ON on qemu-virt, ARM DEN 0022D §5.1.4) at `_secondary_start`, MMU off; the core
//! takes its index from MPIDR.Aff0 and its stacks from aarch32-rt's per-core copies
//! (`_num_cores`), points VBAR at the shared vectors, turns on the MMU and caches with the
//! boot core's table, readies its GIC CPU interface and PMU, reports in, and then runs
//! jobs from its mailbox, idling in WFI between them until the board's [`Doorbell`]
//! rings. Once a second core runs, the critical section is also a spin lock across
//! cores ([`RuntimeCs`]).

use alloc::boxed::Box;
use core::sync::atomic::{
    compiler_fence, AtomicBool, AtomicPtr, AtomicU32, AtomicU64, AtomicU8, Ordering,
};
use dexmetal_hal::arch::armv7::cpu;
use dexmetal_hal::bootinfo::{BootInfo, EnableMethod, MAX_CPUS};
use dexmetal_hal::smp::Doorbell;
use dexmetal_telemetry as telemetry;

use crate::platform::{self, Board};

/// Work handed to a core: it runs to completion there.
pub type Job = Box<dyn FnOnce() + Send>;

/// How long a started core has to report in (board-timer time), as Linux's
/// `__cpu_up` waits one second for a secondary (kernel/smpboot... arch/arm/kernel/smp.c).
const REPORT_IN_US: u64 = 1_000_000;

const ABSENT: u8 = 0;
const STARTING: u8 = 1;
const ONLINE: u8 = 2;
const FAILED: u8 = 3;
const OFFLINE: u8 = 4;

/// What a core does in the run, for the report.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Role {
    Mutator = 0,
    Gc = 1,
    Spare = 2,
}

impl Role {
    fn name(self) -> &'static str {
        match self {
            Role::Mutator => "mutator",
            Role::Gc => "gc",
            Role::Spare => "spare",
        }
    }
}

/// One core's mailbox and accounts; only its own core writes the accounts.
struct Slot {
    state: AtomicU8,
    role: AtomicU8,
    mpidr: AtomicU32,
    /// A `Box<Job>` waiting to run, or null.
    mailbox: AtomicPtr<Job>,
    /// A job is running (taken from the mailbox, not finished).
    running: AtomicBool,
    busy_ticks: AtomicU64,
    idle_ticks: AtomicU64,
    busy_cycles: AtomicU64,
    jobs: AtomicU32,
    /// Board-timer time the core went idle, 0 while it works.
    idle_since: AtomicU64,
    /// PMU cycle count at the last fold of `busy_cycles` (the 32-bit counter wraps).
    cycles_mark: AtomicU32,
}

#[allow(clippy::declare_interior_mutable_const)]
const SLOT: Slot = Slot {
    state: AtomicU8::new(ABSENT),
    role: AtomicU8::new(Role::Spare as u8),
    mpidr: AtomicU32::new(0),
    mailbox: AtomicPtr::new(core::ptr::null_mut()),
    running: AtomicBool::new(false),
    busy_ticks: AtomicU64::new(0),
    idle_ticks: AtomicU64::new(0),
    busy_cycles: AtomicU64::new(0),
    jobs: AtomicU32::new(0),
    idle_since: AtomicU64::new(0),
    cycles_mark: AtomicU32::new(0),
};

static SLOTS: [Slot; MAX_CPUS] = [SLOT; MAX_CPUS];
/// More than one core runs: the critical section takes the cross-core lock.
static SHARED: AtomicBool = AtomicBool::new(false);
/// The board's doorbell, set before the first secondary starts.
static DOORBELL: spin::Once<&'static dyn Doorbell> = spin::Once::new();

unsafe extern "C" {
    /// aarch32-rt's per-core stacks: `PROVIDE(_num_cores = N)` in the board's linker file.
    static _num_cores: u8;
}

/// Cores the image has stacks for.
fn stack_copies() -> usize {
    // An absolute linker symbol: its address is the value.
    (&raw const _num_cores) as usize
}

/// The calling core's index (MPIDR.Aff0, ARM DDI 0406C §B4.1.106).
#[inline]
pub fn this_core() -> usize {
    (aarch32_cpu::asm::core_id() & 0xff) as usize
}

core::arch::global_asm!(
    r#"
    .pushsection .text._secondary_start, "ax", %progbits
    .arm
    .global _secondary_start
    .type _secondary_start, %function
    _secondary_start:
        @ MMU and caches off; r0 is PSCI's context (ignored: MPIDR says who we are).
        ldr     r3, =_vector_table
        mcr     p15, 0, r3, c12, c0, 0
        mrc     p15, 0, r3, c1, c0, 0
        bic     r3, r3, #(1 << 13)      @ SCTLR.V = 0: use VBAR
        mcr     p15, 0, r3, c1, c0, 0
        @ This core's PMU cycle counter, as _start does for the boot core.
        mrc     p15, 0, r3, c9, c12, 0
        orr     r3, r3, #5
        bic     r3, r3, #8
        mcr     p15, 0, r3, c9, c12, 0
        mov     r3, #0x80000000
        mcr     p15, 0, r3, c9, c12, 1
        isb
        mrc     p15, 0, r0, c0, c0, 5
        and     r0, r0, #0xff
        ldr     r1, =_num_cores
        cmp     r0, r1
        bhs     1f
        @ Stacks for core r0, VFP on, then kmain_secondary(r0).
        b       _asm_core_start
    1:  wfi                             @ no stacks for this core: stay parked
        b       1b
    .size _secondary_start, . - _secondary_start
    .popsection
    "#
);

unsafe extern "C" {
    fn _secondary_start();
}

/// Starts the cores the run asks for (`dexmetal.cores`), up to what the device tree
/// lists, the board can start and the image has stacks for; each either reports in
/// (`cpu_up`) or is reported failed (`cpu_fail`) and the run goes on without it.
/// Returns how many cores run, the boot core included.
pub fn start(board: &'static dyn Board, info: &BootInfo<'_>, asked: usize) -> usize {
    let listed = info.cpus.count();
    let method = match info.cpus.enable_method {
        Some(EnableMethod::Psci) => "psci",
        Some(EnableMethod::QcomKpssAccV2) => "qcom-kpss-acc-v2",
        Some(EnableMethod::Other) => "unknown",
        None => "none",
    };
    SLOTS[0].state.store(ONLINE, Ordering::Relaxed);
    SLOTS[0].role.store(Role::Mutator as u8, Ordering::Relaxed);
    if asked <= 1 {
        telemetry::cpus(listed as u32, asked as u32, method);
        return 1;
    }
    let (Some(power), Some(doorbell)) = (board.cpu_power(), board.doorbell()) else {
        telemetry::cpus(
            listed as u32,
            asked as u32,
            "none (the board has no driver to start cores)",
        );
        telemetry::log("smp: one core runs; the board cannot start others");
        return 1;
    };
    telemetry::cpus(listed as u32, asked as u32, method);
    let n = asked.min(listed).min(stack_copies()).min(MAX_CPUS);
    if n < asked {
        telemetry::log(&alloc::format!(
            "smp: {asked} cores asked for, {listed} listed, stacks for {}: running on {n}",
            stack_copies()
        ));
    }
    if n <= 1 {
        return 1;
    }
    DOORBELL.call_once(|| doorbell);
    // From here a critical section excludes the other cores too.
    SHARED.store(true, Ordering::SeqCst);
    // A starting core walks the table before its caches are on.
    cpu::clean_to_poc(
        core::ptr::addr_of!(crate::TRANSLATION_TABLE) as usize,
        core::mem::size_of::<cpu::L1Table>(),
    );
    let clock = board.info().clock;
    let hz = crate::irq::with_drivers(|d| d.timer.frequency_hz()).unwrap_or(0);
    let mut running = 1;
    for (i, slot) in SLOTS.iter().enumerate().take(n).skip(1) {
        let Some(mpidr) = info.cpus.mpidr(i) else {
            break;
        };
        slot.mpidr.store(mpidr, Ordering::Relaxed);
        if (mpidr & 0xff) as usize != i {
            slot.state.store(FAILED, Ordering::Relaxed);
            telemetry::cpu_fail(i as u32, mpidr, "its MPIDR.Aff0 is not its place in /cpus");
            continue;
        }
        slot.state.store(STARTING, Ordering::Release);
        let t0 = clock();
        if let Err(e) = power.cpu_on(mpidr, _secondary_start as *const () as usize, i as u32) {
            slot.state.store(FAILED, Ordering::Relaxed);
            telemetry::cpu_fail(i as u32, mpidr, &alloc::format!("{e}"));
            continue;
        }
        // As Linux's boot_secondary does after a release: a core the firmware holds in
        // WFI wakes on an interrupt (its own start-up drains this one).
        doorbell.ring(i as u32);
        let deadline = t0 + REPORT_IN_US * hz / 1_000_000;
        let came = loop {
            if slot.state.load(Ordering::Acquire) == ONLINE {
                break true;
            }
            if hz != 0 && clock() >= deadline {
                // Too late: a core that reports in after this parks itself.
                break slot
                    .state
                    .compare_exchange(STARTING, FAILED, Ordering::AcqRel, Ordering::Acquire)
                    .is_err();
            }
            core::hint::spin_loop();
        };
        if came {
            let us = (clock() - t0) * 1_000_000 / hz.max(1);
            telemetry::cpu_up(i as u32, mpidr, us as u32);
            running += 1;
        } else {
            telemetry::cpu_fail(i as u32, mpidr, "did not report in");
        }
    }
    running
}

/// Where a secondary core enters Rust, on its own stacks with VFP on (aarch32-rt's
/// `_asm_core_start`), IRQs masked.
#[unsafe(no_mangle)]
extern "C" fn kmain_secondary(core: u32) -> ! {
    // SAFETY: the boot core's table maps all code, data and stacks and is never
    // changed; it was cleaned to memory before this core started.
    unsafe { cpu::enable_mmu_secondary(&*core::ptr::addr_of!(crate::TRANSLATION_TABLE)) };
    crate::java_fpscr();
    let slot = &SLOTS[core as usize];
    let Some(doorbell) = DOORBELL.get().copied() else {
        park()
    };
    doorbell.setup_this_core();
    slot.cycles_mark.store(cpu::cycles(), Ordering::Relaxed);
    if slot
        .state
        .compare_exchange(STARTING, ONLINE, Ordering::AcqRel, Ordering::Relaxed)
        .is_err()
    {
        // The boot core gave up on us.
        park()
    }
    let clock = platform::board().map_or(no_clock as fn() -> u64, |b| b.info().clock);
    loop {
        let job = slot.mailbox.swap(core::ptr::null_mut(), Ordering::Acquire);
        if !job.is_null() {
            slot.running.store(true, Ordering::Relaxed);
            let t0 = clock();
            fold_cycles(slot, false);
            // SAFETY: `post` put a leaked `Box<Job>` there and we took it out alone.
            let job = unsafe { Box::from_raw(job) };
            job();
            fold_cycles(slot, true);
            slot.busy_ticks.fetch_add(clock() - t0, Ordering::Relaxed);
            slot.jobs.fetch_add(1, Ordering::Relaxed);
            slot.running.store(false, Ordering::Release);
            continue;
        }
        let t0 = clock();
        slot.idle_since.store(t0, Ordering::Relaxed);
        // A ring that came after the mailbox was read is still pending: WFI returns.
        aarch32_cpu::asm::wfi();
        doorbell.take();
        slot.idle_since.store(0, Ordering::Relaxed);
        slot.idle_ticks.fetch_add(clock() - t0, Ordering::Relaxed);
    }
}

fn no_clock() -> u64 {
    0
}

fn park() -> ! {
    loop {
        aarch32_cpu::asm::wfi();
    }
}

/// Adds the cycles since the last fold to the core's busy count when `busy`.
fn fold_cycles(slot: &Slot, busy: bool) {
    let now = cpu::cycles();
    let was = slot.cycles_mark.swap(now, Ordering::Relaxed);
    if busy {
        slot.busy_cycles
            .fetch_add(u64::from(now.wrapping_sub(was)), Ordering::Relaxed);
    }
}

/// Called by a long job on its own core now and then, so the 32-bit cycle counter is
/// folded before it wraps (2^32 cycles: 4.3 s at 1 GHz).
pub fn checkpoint() {
    fold_cycles(&SLOTS[this_core()], true);
}

/// Hands `job` to `core`, which runs it when it is done with what it has. `Err` gives
/// the job back when the core is not online or its mailbox is full.
pub fn post(core: usize, job: Job) -> Result<(), Job> {
    let Some(slot) = SLOTS.get(core) else {
        return Err(job);
    };
    if core == 0 || slot.state.load(Ordering::Acquire) != ONLINE {
        return Err(job);
    }
    let p = Box::into_raw(Box::new(job));
    if slot
        .mailbox
        .compare_exchange(
            core::ptr::null_mut(),
            p,
            Ordering::Release,
            Ordering::Relaxed,
        )
        .is_err()
    {
        // SAFETY: `p` was leaked just above and never published.
        return Err(*unsafe { Box::from_raw(p) });
    }
    // The mailbox write is visible before the interrupt that announces it.
    aarch32_cpu::asm::dsb();
    if let Some(d) = DOORBELL.get() {
        d.ring(core as u32);
    }
    Ok(())
}

/// Powers `core` down (hotplug): it runs a last job that settles its accounts, marks it
/// offline and calls the board's CPU_OFF. Returns whether the job was taken; a core
/// whose CPU_OFF fails stays online and says why.
pub fn take_offline(core: usize) -> bool {
    let Some(slot) = SLOTS.get(core) else {
        return false;
    };
    post(
        core,
        Box::new(move || {
            let Some(power) = platform::board().and_then(|b| b.cpu_power()) else {
                return;
            };
            slot.state.store(OFFLINE, Ordering::Release);
            let e = power.cpu_off();
            // Still here: the core stays on.
            slot.state.store(ONLINE, Ordering::Release);
            telemetry::log(&alloc::format!(
                "smp: core {core} stays online: CPU_OFF {e}"
            ));
        }),
    )
    .is_ok()
}

/// Takes offline every online core without a role (`dexmetal.hotplug`); returns how
/// many were asked to go.
pub fn offline_spares() -> usize {
    let spare: alloc::vec::Vec<usize> = online()
        .filter(|&c| SLOTS[c].role.load(Ordering::Relaxed) == Role::Spare as u8)
        .collect();
    spare.into_iter().filter(|&c| take_offline(c)).count()
}

/// `core` has no job waiting or running.
pub fn is_idle(core: usize) -> bool {
    SLOTS.get(core).is_some_and(|s| {
        s.mailbox.load(Ordering::Acquire).is_null() && !s.running.load(Ordering::Acquire)
    })
}

/// Online secondary cores, lowest first.
pub fn online() -> impl Iterator<Item = usize> {
    (1..MAX_CPUS).filter(|&i| SLOTS[i].state.load(Ordering::Acquire) == ONLINE)
}

/// Gives `core` a role for the report.
pub fn set_role(core: usize, role: Role) {
    if let Some(s) = SLOTS.get(core) {
        s.role.store(role as u8, Ordering::Relaxed);
    }
}

/// Sends one `core` event per core that ran: the boot core's app run (`elapsed_us`,
/// of which `idle_us` in the scheduler's WFI; `cycles` its PMU cycles), then each
/// secondary's own accounts.
pub fn report(elapsed_us: u64, idle_us: u64, cycles: u64) {
    let hz = crate::irq::with_drivers(|d| d.timer.frequency_hz()).unwrap_or(0);
    let us = |t: u64| t * 1_000_000 / hz.max(1);
    let now = platform::board().map_or(0, |b| (b.info().clock)());
    telemetry::core(
        0,
        Role::Mutator.name(),
        "online",
        elapsed_us.saturating_sub(idle_us),
        idle_us,
        cycles,
        0,
    );
    for (i, s) in SLOTS.iter().enumerate().skip(1) {
        let state = match s.state.load(Ordering::Acquire) {
            ONLINE => "online",
            OFFLINE => "offline",
            _ => continue,
        };
        let role = match s.role.load(Ordering::Relaxed) {
            0 => Role::Mutator,
            1 => Role::Gc,
            _ => Role::Spare,
        };
        telemetry::core(
            i as u32,
            role.name(),
            state,
            us(s.busy_ticks.load(Ordering::Relaxed)),
            // The idle spell it is in now counts too.
            us(s.idle_ticks.load(Ordering::Relaxed)
                + match s.idle_since.load(Ordering::Relaxed) {
                    0 => 0,
                    t => now.saturating_sub(t),
                }),
            s.busy_cycles.load(Ordering::Relaxed),
            s.jobs.load(Ordering::Relaxed),
        );
    }
}

/// The critical section of every board: IRQs masked on the calling core, and once a
/// second core runs, a spin lock held by one core at a time (re-entered freely by its
/// holder). Hand-written instead of aarch32-cpu's multi-core one because that takes
/// the lock from the first instruction on: LDREX/STREX before the MMU is on act on
/// Strongly-ordered memory, where their effect is IMPLEMENTATION DEFINED (ARM DDI 0406C
/// §A3.4.5), and single-core boards would pay the exclusive pair in every section.
pub struct RuntimeCs;
critical_section::set_impl!(RuntimeCs);

/// The core holding the lock, or `FREE`.
static OWNER: AtomicU32 = AtomicU32::new(FREE);
const FREE: u32 = u32::MAX;
/// Restore-state bits.
const IRQ_WERE_ON: u8 = 1;
const TOOK_LOCK: u8 = 2;

// SAFETY: acquire masks IRQs (so nothing on this core interleaves) and, with other
// cores running, takes OWNER with Acquire ordering; release undoes exactly what acquire
// did, publishing the section's writes with Release.
unsafe impl critical_section::Impl for RuntimeCs {
    unsafe fn acquire() -> u8 {
        let irq_on = !aarch32_cpu::register::Cpsr::read().i();
        aarch32_cpu::interrupt::disable();
        let mut state = if irq_on { IRQ_WERE_ON } else { 0 };
        if SHARED.load(Ordering::Relaxed) {
            let me = this_core() as u32;
            // Only this core stores `me`, so reading it means we hold the lock.
            if OWNER.load(Ordering::Relaxed) != me {
                while OWNER
                    .compare_exchange_weak(FREE, me, Ordering::Acquire, Ordering::Relaxed)
                    .is_err()
                {
                    core::hint::spin_loop();
                }
                state |= TOOK_LOCK;
            }
        }
        compiler_fence(Ordering::SeqCst);
        state
    }

    unsafe fn release(state: u8) {
        compiler_fence(Ordering::SeqCst);
        if state & TOOK_LOCK != 0 {
            OWNER.store(FREE, Ordering::Release);
        }
        if state & IRQ_WERE_ON != 0 {
            // SAFETY: IRQs were on when the matching acquire masked them.
            unsafe { aarch32_cpu::interrupt::enable() };
        }
    }
}

/// Nanoseconds per board-timer tick in 32.32 fixed point, set when a collector core is
/// attached (the board clock is readable on every core; the timer driver is not).
static NS_PER_TICK: AtomicU64 = AtomicU64::new(0);

/// A secondary core as the VM's collector core (`dexmetal_vm::heap::remote`): jobs go
/// to its mailbox.
pub struct GcCore {
    core: usize,
}

impl GcCore {
    /// The first online secondary core, given the `gc` role; `None` on one core.
    pub fn first() -> Option<GcCore> {
        let core = online().next()?;
        set_role(core, Role::Gc);
        let hz = crate::irq::with_drivers(|d| d.timer.frequency_hz()).unwrap_or(0);
        NS_PER_TICK.store(
            ((1_000_000_000u128 << 32) / u128::from(hz.max(1))) as u64,
            Ordering::Relaxed,
        );
        Some(GcCore { core })
    }
}

/// The board clock in nanoseconds and the calling core's PMU cycle count.
fn core_clock() -> (u64, u64) {
    let t = platform::board().map_or(0, |b| (b.info().clock)());
    let ns = ((u128::from(t) * u128::from(NS_PER_TICK.load(Ordering::Relaxed))) >> 32) as u64;
    (ns, u64::from(cpu::cycles()))
}

impl dexmetal_vm::heap::remote::CollectorCore for GcCore {
    fn start(&self, job: Job) -> Result<(), Job> {
        post(self.core, job)
    }

    fn name(&self) -> &'static str {
        [
            "core 0", "core 1", "core 2", "core 3", "core 4", "core 5", "core 6", "core 7",
        ][self.core.min(7)]
    }

    fn clock(&self) -> fn() -> (u64, u64) {
        core_clock
    }

    /// Nothing yet: the boot core idling in WFI wakes at its next timer deadline (the
    /// daemon looks every millisecond). Ringing it would need the boot core's GIC driver
    /// to end SGIs with their source core (GICC_EOIR's CPUID), which `arm-gic` 0.10 drops.
    fn waker(&self) -> fn() {
        || {}
    }
}
