//! Runs the application from the boot payload on the VM: the initrd holds the DEX
//! files, main class and arguments (`dexmetal_launch::payload`); the VM's I/O goes out
//! as `out` telemetry events, line-buffered so a `println` costs one frame. Time for
//! System.nanoTime is the board timer's uptime (there is no RTC) and currentTimeMillis
//! that plus `dexmetal.clock.epoch` (docs/time.md). The
//! timer ticks at `dexmetal.sched.hz` while the app runs: the VM's scheduler slices
//! threads on it and idles in WFI when every thread sleeps. The VM's configuration comes
//! from the boot configuration (`VmConfig::from_boot`; docs/BOOTARGS.md), with the
//! board's own heap limit and timer ticks. GC times in telemetry count from the app's
//! start. Dimmunix's history comes from the board's store, or from
//! an image U-Boot loaded (`dexmetal.dimmunix.image=ADDR:LEN`, hex as U-Boot prints
//! them); a detection saves it there, and with `dexmetal.dimmunix.reboot` a deadlock
//! Dimmunix found reboots the board instead of ending the run (seed 000 §III).

use alloc::boxed::Box;
use alloc::rc::Rc;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::cell::Cell;
use core::ops::Range;
use dexmetal_dimmunix::{HistoryStore, MemoryStore};
use dexmetal_hal::timer::period_ticks;
use dexmetal_telemetry as telemetry;
use dexmetal_vm::heap::collect::{GcEvent, GcPause};
use dexmetal_vm::heap::Heap as _;
use dexmetal_vm::thread::immunity::ImmunityEvent;
use dexmetal_vm::thread::ThreadEvent;
use dexmetal_vm::tunnel;
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

use crate::{irq, BootConfig, BootContext};

/// Output is sent at a newline or when this many bytes are pending.
const LINE_MAX: usize = 192;

struct TelemetryPlatform {
    pending: [Vec<u8>; 2],
    freq: u64,
    /// Nanoseconds per counter tick as 32.32 fixed point: the scheduler reads the clock
    /// at every switch, and a 128-bit division there cost hundreds of instructions.
    ns_per_tick: u64,
    /// `nanos` when the platform was made, just before the VM: the origin of the GC
    /// timestamps (`gc` end_us, `gc_pause` start_us) and of `app_end` elapsed_us.
    t0_ns: u64,
    /// Where Dimmunix's history persists (None: only the host's copy from telemetry).
    store: Option<Box<dyn HistoryStore>>,
    /// Whether the last detected history reached the store (the reboot depends on it).
    saved: Rc<Cell<bool>>,
    /// When a poll first saw a partial line waiting (see [`PARTIAL_LINE_NS`]).
    partial_since: Option<u64>,
    /// Wall-clock ms at boot (`dexmetal.clock.epoch`, default 0: boot is 1970).
    epoch_ms: u64,
    /// The run is profiled (`dexmetal.profile`): the timeline's events go out too
    /// (thread switches), and android.os.Trace records, as Android's does only while a
    /// trace is captured.
    tracing: bool,
}

/// An android.os.Trace name as its event carries it (cut at a character boundary).
fn trace_name(name: &str) -> &str {
    telemetry::clip(name, telemetry::TRACE_NAME_MAX).0
}

/// How long a partial line (a `print` without newline) may wait in the line buffer
/// before [`Platform::poll`] sends it, so a run that hangs or is cut off still shows it.
const PARTIAL_LINE_NS: u64 = 100_000_000;

impl TelemetryPlatform {
    fn drain(&mut self, fd: usize) {
        if !self.pending[fd].is_empty() {
            telemetry::out(fd as u32 + 1, &self.pending[fd]);
            self.pending[fd].clear();
        }
    }
}

impl Platform for TelemetryPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        let i = if fd == 2 { 1 } else { 0 };
        if i == 1 {
            self.drain(0); // keep stdout and stderr in program order
        }
        for &b in bytes {
            self.pending[i].push(b);
            if b == b'\n' || self.pending[i].len() >= LINE_MAX {
                self.drain(i);
            }
        }
    }

    fn nanos(&self) -> u64 {
        let now = irq::with_drivers(|d| d.timer.now()).unwrap_or(0);
        ((u128::from(now) * u128::from(self.ns_per_tick)) >> 32) as u64
    }

    fn millis(&self) -> u64 {
        self.epoch_ms.saturating_add(self.nanos() / 1_000_000)
    }

    fn flush(&mut self) {
        self.drain(0);
        self.drain(1);
    }

    /// A `logcat` event, after the output printed before it.
    fn log(&mut self, priority: u32, tag: &str, message: &str) {
        self.flush();
        let (tag, _) = telemetry::clip(tag, telemetry::LOGCAT_TAG_MAX);
        let (message, clipped) = telemetry::clip(message, telemetry::LOGCAT_MESSAGE_MAX);
        telemetry::logcat(priority, tag, clipped, message);
    }

    fn tracing(&self) -> bool {
        self.tracing
    }

    fn trace_begin(&mut self, tid: u32, name: &str) {
        telemetry::trace_begin(tid, trace_name(name));
    }

    fn trace_end(&mut self, tid: u32) {
        telemetry::trace_end(tid);
    }

    fn trace_counter(&mut self, tid: u32, name: &str, value: i64) {
        telemetry::trace_counter(tid, trace_name(name), value);
    }

    fn trace_async_begin(&mut self, tid: u32, name: &str, cookie: i32) {
        telemetry::trace_async_begin(tid, trace_name(name), cookie);
    }

    fn trace_async_end(&mut self, tid: u32, name: &str, cookie: i32) {
        telemetry::trace_async_end(tid, trace_name(name), cookie);
    }

    fn poll(&mut self) {
        if self.pending.iter().all(|p| p.is_empty()) {
            self.partial_since = None;
            return;
        }
        let now = self.nanos();
        match self.partial_since {
            None => self.partial_since = Some(now),
            Some(t) if now.wrapping_sub(t) >= PARTIAL_LINE_NS => {
                self.flush();
                self.partial_since = None;
            }
            Some(_) => {}
        }
    }

    fn output_pending(&self) -> bool {
        self.pending.iter().any(|p| !p.is_empty())
    }

    fn ticks(&self) -> u64 {
        u64::from(irq::ticks())
    }

    /// The idle thread: the next tick is deferred to the deadline (tickless idle), and
    /// the core sleeps in WFI until it passes.
    fn idle(&mut self, until_nanos: u64) {
        self.flush();
        let freq = self.freq;
        irq::with_drivers(|d| {
            // Rounded up, so the tick at `at` finds the deadline passed.
            let at = (u128::from(until_nanos) * u128::from(freq)).div_ceil(1_000_000_000) as u64;
            // One tick more covers the fixed-point rounding of `nanos`. At most a second
            // away: the tick polls the PMU, whose 32-bit counters wrap in seconds.
            let at = (at + 1).min(d.timer.now() + freq);
            d.timer.defer_next_tick(at);
        });
        let was = crate::dvfs::state();
        crate::dvfs::set_state(crate::dvfs::Component::Idle);
        let component = tunnel::enter(tunnel::Component::Idle);
        while self.nanos() < until_nanos {
            aarch32_cpu::asm::wfi();
        }
        tunnel::restore(component);
        crate::dvfs::set_state(was.unwrap_or(crate::dvfs::Component::Interp));
    }

    fn gc_phase(&mut self, phase: dexmetal_vm::heap::collect::GcPhase) {
        crate::dvfs::gc_phase(phase);
    }

    fn gc_work(&mut self, on: bool) {
        crate::dvfs::set_state(if on {
            crate::dvfs::Component::Gc
        } else {
            crate::dvfs::Component::Interp
        });
    }

    fn cycles(&self) -> u64 {
        crate::pmu::cycles()
    }

    fn gc_event(&mut self, e: &GcEvent) {
        self.flush();
        if let Some(uj) = crate::dvfs::take_gc_energy() {
            telemetry::gc_energy(e.count as u32, uj, true);
        }
        let end_us = self.nanos().saturating_sub(self.t0_ns) / 1000;
        let n32 = |n: usize| n.min(u32::MAX as usize) as u32;
        let us = |ns: u64| (ns / 1000).min(u64::from(u32::MAX)) as u32;
        let pause = |i: usize| e.pauses_ns.get(i).map_or(0, |&ns| us(ns));
        telemetry::gc(
            e.kind.name(),
            e.count as u32,
            n32(e.freed_bytes),
            n32(e.freed_objects),
            n32(e.live_bytes),
            n32(e.footprint),
            n32(e.soft_limit),
            us(e.pause_ns),
            us(e.mark_ns),
            us(e.sweep_ns),
            e.pause_cycles,
            n32(e.cleared_refs),
            &telemetry::GcDetail {
                variant: e.variant.name(),
                minor: e.minor,
                concurrent: e.concurrent,
                pause1_us: pause(0),
                pause2_us: pause(1),
                total_us: us(e.total_ns),
                gc_cycles: e.gc_cycles,
                marked_bytes: n32(e.marked_bytes),
                trim: e.trimmed_bytes.is_some(),
                trimmed_bytes: n32(e.trimmed_bytes.unwrap_or(0)),
                end_us,
                start_bytes: n32(e.start_bytes),
            },
        );
    }

    fn gc_pause(&mut self, p: &GcPause) {
        self.flush();
        telemetry::gc_pause(
            p.tid,
            p.kind.name(),
            p.gc as u32,
            p.start_ns.saturating_sub(self.t0_ns) / 1000,
            (p.ns / 1000).min(u64::from(u32::MAX)) as u32,
            p.cycles,
        );
    }

    fn immunity_event(&mut self, e: &ImmunityEvent) {
        self.flush();
        let store = self.store.as_ref().map_or("none", |s| s.name());
        match e {
            ImmunityEvent::Loaded { signatures, bytes } => {
                telemetry::dimmunix_load(store, *signatures, *bytes)
            }
            ImmunityEvent::Rejected { error } => telemetry::dimmunix_reject(store, error),
            ImmunityEvent::Yield { tid, signature, at } => {
                telemetry::dimmunix_yield(*tid, *signature, at.dex, at.method, at.pc)
            }
            ImmunityEvent::Bypass { tid, signature } => {
                telemetry::dimmunix_bypass(*tid, signature.map_or(-1, |s| s as i32))
            }
            ImmunityEvent::Detected {
                starvation,
                index,
                threads,
                text,
                image,
                ..
            } => {
                let (saved, durable) = match self.store.as_mut() {
                    None => (String::from("none"), false),
                    Some(s) => match s.save(image) {
                        Ok(()) => (s.name().to_string(), s.survives_reset()),
                        Err(e) => (alloc::format!("failed: {e}"), false),
                    },
                };
                self.saved.set(durable);
                let names: Vec<String> = threads
                    .iter()
                    .map(|(t, n)| alloc::format!("{n} ({t})"))
                    .collect();
                telemetry::dimmunix_detect(
                    if *starvation {
                        "starvation"
                    } else {
                        "deadlock"
                    },
                    *index,
                    &names.join(" -> "),
                    text,
                    image.len() as u32,
                    &saved,
                );
                // The host keeps its own copy (boards without a store depend on it).
                for (i, chunk) in image.chunks(LINE_MAX).enumerate() {
                    telemetry::dimmunix_image((i * LINE_MAX) as u32, image.len() as u32, chunk);
                }
            }
            ImmunityEvent::Summary {
                stats,
                signatures,
                bytes,
            } => telemetry::dimmunix_summary(
                stats.requests,
                stats.checked,
                stats.yields,
                stats.bypasses,
                stats.deadlocks,
                stats.starvations,
                *signatures,
                *bytes,
            ),
        }
    }

    fn thread_switch(&mut self, from: u32, to: u32, state: u8) {
        if self.tracing {
            telemetry::thread_switch(from, to, u32::from(state));
        }
    }

    fn thread_event(&mut self, e: &ThreadEvent) {
        self.flush();
        let us = |ns: u64| (ns / 1000).min(u64::from(u32::MAX)) as u32;
        let n32 = |n: u64| n.min(u64::from(u32::MAX)) as u32;
        match e {
            ThreadEvent::Start {
                tid,
                name,
                priority,
                daemon,
            } => telemetry::thread_start(*tid, name, u32::from(*priority), *daemon),
            ThreadEvent::End {
                tid,
                name,
                stats,
                cycles,
                uncaught,
            } => telemetry::thread_end(
                *tid,
                name,
                us(stats.cpu),
                *cycles,
                n32(stats.switches),
                us(stats.blocked),
                us(stats.sleeping),
                us(stats.ready),
                *uncaught,
            ),
            ThreadEvent::Summary {
                threads,
                max_live,
                switches,
                ticks,
                idle_ns,
                perturbations,
            } => {
                BOOT_IDLE_US.store(
                    u64::from(us(*idle_ns)),
                    core::sync::atomic::Ordering::Relaxed,
                );
                telemetry::sched(
                    *threads,
                    *max_live,
                    n32(*switches),
                    n32(*ticks),
                    us(*idle_ns),
                    n32(*perturbations),
                )
            }
            ThreadEvent::Deadlock { threads } => telemetry::deadlock(*threads),
        }
    }
}

/// The boot core's idle time in the app run, from the scheduler's summary, for the
/// per-core report.
static BOOT_IDLE_US: core::sync::atomic::AtomicU64 = core::sync::atomic::AtomicU64::new(0);

/// What the kernel heap can give the VM's space: its free bytes less room for thread
/// stacks, class metadata and the bitmaps (1/16 of the space), in whole MiB.
fn spare_for_vm_heap() -> usize {
    let free = crate::heap::free();
    let keep = (free / 4).max(8 << 20);
    (free.saturating_sub(keep) * 16 / 17) & !((1 << 20) - 1)
}

/// The VM configuration for the boot configuration, within what the board can spare.
fn vm_config(boot: &BootConfig) -> VmConfig {
    VmConfig {
        // The space reserved for the VM heap: the policy's limit, within what the board
        // can spare (the rest of RAM serves the runtime, stacks and threads).
        heap_bytes: boot.heap_size.unwrap_or(32 << 20).min(spare_for_vm_heap()),
        stack_words: 256 << 10,
        max_frames: 8_000,
        // The board timer drives time slicing unless a poll-count clock is asked for.
        tick_polls: boot.sched_tick_polls.unwrap_or(0),
        ..VmConfig::from_boot(boot)
    }
}

/// `dexmetal.dimmunix.image=ADDR:LEN`: the history image U-Boot loaded into RAM; kept out
/// of the heap. None for `0:0` (the host has no history yet) or one over 1 MiB.
pub fn history_image(boot: &BootConfig) -> Option<Range<u64>> {
    let img = boot.dimmunix_image?;
    if img.len == 0 || img.len > 1 << 20 {
        return None;
    }
    Some(img.addr..img.addr.checked_add(img.len)?)
}

/// The store Dimmunix's history persists in: the host's, when the command line names
/// one (`dexmetal.dimmunix.image`; `0:0` while the host has no history yet), else the
/// board's own.
fn history_store(ctx: &BootContext) -> Option<Box<dyn HistoryStore>> {
    ctx.config.dimmunix_image?;
    let image = history_image(&ctx.config).map(|r| {
        // SAFETY: the bootloader loaded the image there and the heap excludes the range
        // (init_heap); nothing else writes it.
        unsafe {
            core::slice::from_raw_parts(r.start as usize as *const u8, (r.end - r.start) as usize)
        }
        .to_vec()
    });
    Some(Box::new(MemoryStore::new(
        "the host's file",
        image,
        1 << 20,
    )))
}

/// Runs the payload's main class; returns the process exit status (0, 1 for an
/// uncaught exception or a start-up error, or the System.exit code).
/// The board's power sensor for this run, the one `dexmetal.power.sensor` names. Asked
/// for by name on a board that has not that one, the run says so (the default,
/// `ads1115`, stays quiet where no board has it: qemu-virt and qemu-realview-a8).
fn power_sensor(ctx: &BootContext) -> Option<Box<dyn dexmetal_hal::PowerSensor + Send>> {
    use dexmetal_launch::bootargs::{Key, PowerSensorKind};
    let wanted = ctx.config.power_sensor;
    if wanted == PowerSensorKind::None {
        return None;
    }
    let sensor = ctx.board.power_sensor(&ctx.config);
    if sensor.is_none() && !ctx.config.is_default(Key::PowerSensor) {
        telemetry::log(&alloc::format!(
            "power sensor {wanted}: not wired on this board or not answering; energy is the model's"
        ));
    }
    sensor
}

pub fn run(ctx: &BootContext) -> u32 {
    let Some(initrd) = ctx.initrd else {
        telemetry::log("no boot payload (initrd): nothing to run");
        return 0;
    };
    let payload = match dexmetal_launch::payload::parse(initrd) {
        Ok(p) => p,
        Err(e) => {
            telemetry::log("the initrd is not a DEX payload");
            emit_text(2, &e.to_string());
            return 1;
        }
    };
    let main = payload.main.unwrap_or("Main");
    let dex_bytes: usize = payload.dex.iter().map(|d| d.len()).sum();
    let config = vm_config(&ctx.config);
    telemetry::app(
        main,
        payload.dex.len() as u32,
        dex_bytes as u32,
        config.gc.name(),
        config.gc_pacing.name(),
    );

    let freq = irq::with_drivers(|d| d.timer.frequency_hz()).unwrap_or(1);
    let mut store = if config.dimmunix {
        history_store(ctx).or_else(|| ctx.board.history_store())
    } else {
        None
    };
    let stored = store.as_mut().map(|s| (String::from(s.name()), s.load()));
    let saved = Rc::new(Cell::new(false));
    let mut platform = Box::new(TelemetryPlatform {
        pending: [Vec::new(), Vec::new()],
        freq,
        ns_per_tick: ((1_000_000_000u128 << 32) / u128::from(freq.max(1))) as u64,
        t0_ns: 0,
        store,
        saved: saved.clone(),
        partial_since: None,
        epoch_ms: ctx.config.clock_epoch,
        tracing: ctx.config.profile,
    });
    platform.t0_ns = platform.nanos();
    let t0_ns = platform.t0_ns;
    let hz = ctx.config.sched_hz.get();
    let t0 = crate::pmu::cycles();
    let slots = crate::pmu::start_events();
    let mut vm = match Vm::new(platform, config, dexmetal_corelib::LIBRARY) {
        Ok(vm) => vm,
        Err(e) => {
            emit_text(2, &(String::from("dexmetal: cannot start the VM: ") + &e));
            return start_failed(t0);
        }
    };
    // The first secondary core, if one came up, runs the collector's concurrent phases.
    if let Some(core) = crate::smp::GcCore::first() {
        vm.attach_collector_core(Box::new(core));
    }
    for (i, dex) in payload.dex.iter().enumerate() {
        if let Err(e) = vm.add_dex(dex.to_vec()) {
            let msg = alloc::format!("dexmetal: payload DEX #{i}: malformed DEX: {e}");
            emit_text(2, &msg);
            return start_failed(t0);
        }
    }
    match stored {
        // A corrupt image is reported (stderr and telemetry) and ignored by the VM.
        Some((_, Ok(Some(image)))) => {
            let _ = vm.load_dimmunix_history(&image);
        }
        Some((name, Err(e))) => {
            telemetry::dimmunix_reject(&name, &e);
            emit_text(
                2,
                &alloc::format!("dexmetal: dimmunix: history ignored: {e}"),
            );
        }
        Some((_, Ok(None))) | None => {}
    }
    // dexmetal.Board's natives, bound when the app calls System.loadLibrary("board").
    if let Err(e) = vm.register_natives("board", crate::board_natives::TABLE) {
        emit_text(2, &e);
        return start_failed(t0);
    }
    let reboot_on_deadlock = ctx.config.dimmunix_reboot;
    let args: Vec<String> = payload.args.iter().map(|a| a.to_string()).collect();
    irq::with_drivers(|d| {
        let f = d.timer.frequency_hz();
        d.timer.start_periodic(period_ticks(f, hz));
    });
    let board_cpufreq = ctx.board.cpufreq().map(|c| (ctx.board.info().name, c));
    crate::dvfs::start(
        &ctx.config,
        ctx.board.info().clock,
        freq,
        board_cpufreq,
        power_sensor(ctx),
    );
    if ctx.config.hotplug {
        crate::smp::offline_spares();
    }
    crate::profile::start(ctx, &vm);
    let irqs0 = irq::ticks();
    // SAFETY: handlers and drivers are installed; the tick handler only counts.
    unsafe { aarch32_cpu::interrupt::enable() };
    let outcome = vm.run_main(main, &args);
    aarch32_cpu::interrupt::disable();
    crate::profile::stop(&vm);
    let timer_irqs = irq::ticks().wrapping_sub(irqs0);
    irq::with_drivers(|d| d.timer.stop());
    vm.platform.flush();
    let cycles = crate::pmu::cycles() - t0;
    crate::dvfs::finish();
    telemetry::pmu(
        crate::pmu::extension(),
        slots as u32,
        &crate::pmu::event_counts(),
    );
    let elapsed_us = vm.platform.nanos().saturating_sub(t0_ns) / 1000;
    let (name, status) = match outcome {
        Outcome::Returned => ("returned", 0),
        Outcome::Uncaught => ("uncaught", 1),
        Outcome::Exit(code) => ("exit", code as u32),
        Outcome::Error(msg) => {
            emit_text(2, &msg);
            ("error", 1)
        }
        Outcome::Deadlock => ("deadlock", telemetry::status::DEADLOCK),
    };
    telemetry::app_end(
        name,
        status,
        cycles,
        vm.heap.used_bytes() as u32,
        timer_irqs,
        elapsed_us,
        crate::heap::used() as u32,
        vm.first_bytecode_cycles.saturating_sub(t0),
    );
    crate::smp::report(
        elapsed_us,
        BOOT_IDLE_US.load(core::sync::atomic::Ordering::Relaxed),
        cycles,
    );
    // Seed 000's recovery: the deadlocked app restarts, now immune. Only once the
    // signature is safely stored, or the board would reboot into the same deadlock.
    let by_dimmunix = vm.dimmunix_stats().is_some_and(|s| s.deadlocks > 0);
    if status == telemetry::status::DEADLOCK && by_dimmunix && reboot_on_deadlock {
        if saved.get() {
            crate::platform::reboot("dimmunix: deadlock signature saved");
        }
        telemetry::log(
            "dimmunix: not rebooting: the signature is not in storage that survives a reset",
        );
    }
    status
}

/// The app could not start (the VM or a DEX refused): `app_end` with outcome `error`.
fn start_failed(t0: u64) -> u32 {
    telemetry::app_end(
        "error",
        1,
        crate::pmu::cycles() - t0,
        0,
        0,
        0,
        crate::heap::used() as u32,
        0,
    );
    1
}

fn emit_text(fd: u32, text: &str) {
    for chunk in text.as_bytes().chunks(LINE_MAX) {
        telemetry::out(fd, chunk);
    }
    telemetry::out(fd, b"\n");
}
