//! Target-side emitters, one per event kind in [`crate::KINDS`]. A unit test checks
//! every format string here against the catalogue.

/// Board identity and device-tree facts.
#[allow(clippy::too_many_arguments)]
pub fn boot(
    board: &str,
    midr: u32,
    cpu: &str,
    ram_base: u32,
    ram_bytes: u32,
    dtb: u32,
    params: &str,
    bootargs: &str,
    initrd_base: u32,
    initrd_bytes: u32,
) {
    defmt::info!("boot board={=str} midr={=u32:#010x} cpu={=str} ram_base={=u32:#010x} ram_bytes={=u32} dtb={=u32:#010x} params={=str} bootargs={=str} initrd_base={=u32:#010x} initrd_bytes={=u32}", board, midr, cpu, ram_base, ram_bytes, dtb, params, bootargs, initrd_base, initrd_bytes);
}

/// MMU, cache and VFP state.
#[allow(clippy::too_many_arguments)]
pub fn cpu(
    sctlr: u32,
    mmu: bool,
    dcache: bool,
    icache: bool,
    branch_prediction: bool,
    vfp: bool,
    float_abi: &str,
    fpscr: u32,
    pmcr: u32,
    isa: &str,
) {
    defmt::info!("cpu sctlr={=u32:#010x} mmu={=bool} dcache={=bool} icache={=bool} branch_prediction={=bool} vfp={=bool} float_abi={=str} fpscr={=u32:#010x} pmcr={=u32:#010x} isa={=str}", sctlr, mmu, dcache, icache, branch_prediction, vfp, float_abi, fpscr, pmcr, isa);
}

/// Runtime ready.
pub fn ready(boot_cycles: u64, timer_hz: u32, heap_base: u32, heap_bytes: u32, image_bytes: u32) {
    defmt::info!("ready boot_cycles={=u64} timer_hz={=u32} heap_base={=u32:#010x} heap_bytes={=u32} image_bytes={=u32}", boot_cycles, timer_hz, heap_base, heap_bytes, image_bytes);
}

/// Timer ticks counted.
pub fn tick(count: u32, hz: u32, elapsed_us: u32) {
    defmt::info!(
        "tick count={=u32} hz={=u32} elapsed_us={=u32}",
        count,
        hz,
        elapsed_us
    );
}

/// The boot tick self-test's figures and verdict.
pub fn tick_check(
    counted: u32,
    want: u32,
    hz: u32,
    elapsed_us: u32,
    polls: u32,
    poll_limit: u32,
    verdict: &str,
) {
    defmt::info!(
        "tick_check counted={=u32} want={=u32} hz={=u32} elapsed_us={=u32} polls={=u32} poll_limit={=u32} verdict={=str}",
        counted,
        want,
        hz,
        elapsed_us,
        polls,
        poll_limit,
        verdict
    );
}

/// A CPU exception.
#[allow(clippy::too_many_arguments)]
pub fn fault(
    kind: &str,
    status: &str,
    access: &str,
    mode: &str,
    pc: u32,
    lr: u32,
    sp: u32,
    far: u32,
    fsr: u32,
    spsr: u32,
    core: u32,
) {
    defmt::error!("fault kind={=str} status={=str} access={=str} mode={=str} pc={=u32:#010x} lr={=u32:#010x} sp={=u32:#010x} far={=u32:#010x} fsr={=u32:#010x} spsr={=u32:#010x} core={=u32}", kind, status, access, mode, pc, lr, sp, far, fsr, spsr, core);
}

/// The cores: listed by the device tree, asked for, and the start-up method.
pub fn cpus(listed: u32, asked: u32, method: &str) {
    defmt::info!(
        "cpus listed={=u32} asked={=u32} method={=str}",
        listed,
        asked,
        method
    );
}

/// A secondary core came up.
pub fn cpu_up(core: u32, mpidr: u32, us: u32) {
    defmt::info!(
        "cpu_up core={=u32} mpidr={=u32:#x} us={=u32}",
        core,
        mpidr,
        us
    );
}

/// A secondary core did not come up.
pub fn cpu_fail(core: u32, mpidr: u32, reason: &str) {
    defmt::warn!(
        "cpu_fail core={=u32} mpidr={=u32:#x} reason={=str}",
        core,
        mpidr,
        reason
    );
}

/// One core's account of the app run.
pub fn core(
    core: u32,
    role: &str,
    state: &str,
    busy_us: u64,
    idle_us: u64,
    cycles: u64,
    jobs: u32,
) {
    defmt::info!(
        "core core={=u32} role={=str} state={=str} busy_us={=u64} idle_us={=u64} cycles={=u64} jobs={=u32}",
        core,
        role,
        state,
        busy_us,
        idle_us,
        cycles,
        jobs
    );
}

/// Registers at a fault.
pub fn regs(r: &[u32; 13]) {
    defmt::error!("regs r0={=u32:#010x} r1={=u32:#010x} r2={=u32:#010x} r3={=u32:#010x} r4={=u32:#010x} r5={=u32:#010x} r6={=u32:#010x} r7={=u32:#010x} r8={=u32:#010x} r9={=u32:#010x} r10={=u32:#010x} r11={=u32:#010x} r12={=u32:#010x}", r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11], r[12]);
}

/// A self-measurement.
pub fn cost(what: &str, count: u32, cycles: u64) {
    defmt::info!(
        "cost what={=str} count={=u32} cycles={=u64}",
        what,
        count,
        cycles
    );
}

/// The application starts.
pub fn app(main: &str, dex_files: u32, dex_bytes: u32, gc: &str, gc_pacing: &str) {
    defmt::info!(
        "app main={=str} dex_files={=u32} dex_bytes={=u32} gc={=str} gc_pacing={=str}",
        main,
        dex_files,
        dex_bytes,
        gc,
        gc_pacing
    );
}

/// Application output bytes.
pub fn out(fd: u32, bytes: &[u8]) {
    defmt::info!("out fd={=u32} bytes={=[u8]}", fd, bytes);
}

/// The application ended.
#[allow(clippy::too_many_arguments)]
pub fn app_end(
    outcome: &str,
    status: u32,
    cycles: u64,
    heap_used: u32,
    timer_irqs: u32,
    elapsed_us: u64,
    ram_used: u32,
    start_cycles: u64,
) {
    defmt::info!(
        "app_end outcome={=str} status={=u32} cycles={=u64} heap_used={=u32} timer_irqs={=u32} elapsed_us={=u64} ram_used={=u32} start_cycles={=u64}",
        outcome,
        status,
        cycles,
        heap_used,
        timer_irqs,
        elapsed_us,
        ram_used,
        start_cycles
    );
}

/// Scheduler summary of the threads self-test.
pub fn threads(spawned: u32, finished: u32, switches: u32, ticks: u32) {
    defmt::info!(
        "threads spawned={=u32} finished={=u32} switches={=u32} ticks={=u32}",
        spawned,
        finished,
        switches,
        ticks
    );
}

/// What a collection reports beyond its original Dalvik-era fields (kept in one struct
/// so call sites name every value).
pub struct GcDetail<'a> {
    pub variant: &'a str,
    pub minor: bool,
    pub concurrent: bool,
    pub pause1_us: u32,
    pub pause2_us: u32,
    pub total_us: u32,
    pub gc_cycles: u64,
    pub marked_bytes: u32,
    pub trim: bool,
    pub trimmed_bytes: u32,
    pub end_us: u64,
    pub start_bytes: u32,
}

/// A garbage collection finished.
#[allow(clippy::too_many_arguments)]
pub fn gc(
    kind: &str,
    count: u32,
    freed_bytes: u32,
    freed_objects: u32,
    live_bytes: u32,
    footprint: u32,
    soft_limit: u32,
    pause_us: u32,
    mark_us: u32,
    sweep_us: u32,
    pause_cycles: u64,
    cleared_refs: u32,
    d: &GcDetail<'_>,
) {
    defmt::info!(
        "gc kind={=str} count={=u32} freed_bytes={=u32} freed_objects={=u32} live_bytes={=u32} footprint={=u32} soft_limit={=u32} pause_us={=u32} mark_us={=u32} sweep_us={=u32} pause_cycles={=u64} cleared_refs={=u32} variant={=str} minor={=bool} concurrent={=bool} pause1_us={=u32} pause2_us={=u32} total_us={=u32} gc_cycles={=u64} marked_bytes={=u32} trim={=bool} trimmed_bytes={=u32} end_us={=u64} start_bytes={=u32}",
        kind,
        count,
        freed_bytes,
        freed_objects,
        live_bytes,
        footprint,
        soft_limit,
        pause_us,
        mark_us,
        sweep_us,
        pause_cycles,
        cleared_refs,
        d.variant,
        d.minor,
        d.concurrent,
        d.pause1_us,
        d.pause2_us,
        d.total_us,
        d.gc_cycles,
        d.marked_bytes,
        d.trim,
        d.trimmed_bytes,
        d.end_us,
        d.start_bytes
    );
}

/// One mutator pause (seed 004 section 2.4.2's categories).
pub fn gc_pause(tid: u32, kind: &str, gc: u32, start_us: u64, us: u32, cycles: u64) {
    defmt::info!(
        "gc_pause tid={=u32} kind={=str} gc={=u32} start_us={=u64} us={=u32} cycles={=u64}",
        tid,
        kind,
        gc,
        start_us,
        us,
        cycles
    );
}

/// A thread stack's guard words were overwritten.
pub fn stack_overflow(thread: u32, stack_base: u32, stack_bytes: u32, deepest_word: u32) {
    defmt::error!(
        "stack_overflow thread={=u32} stack_base={=u32:#010x} stack_bytes={=u32} deepest_word={=u32}",
        thread,
        stack_base,
        stack_bytes,
        deepest_word
    );
}

/// A VM thread started.
pub fn thread_start(tid: u32, name: &str, priority: u32, daemon: bool) {
    defmt::info!(
        "thread_start tid={=u32} name={=str} priority={=u32} daemon={=bool}",
        tid,
        name,
        priority,
        daemon
    );
}

/// A VM thread ended, with its accounting.
#[allow(clippy::too_many_arguments)]
pub fn thread_end(
    tid: u32,
    name: &str,
    cpu_us: u32,
    cycles: u64,
    switches: u32,
    blocked_us: u32,
    sleeping_us: u32,
    ready_us: u32,
    uncaught: bool,
) {
    defmt::info!(
        "thread_end tid={=u32} name={=str} cpu_us={=u32} cycles={=u64} switches={=u32} blocked_us={=u32} sleeping_us={=u32} ready_us={=u32} uncaught={=bool}",
        tid,
        name,
        cpu_us,
        cycles,
        switches,
        blocked_us,
        sleeping_us,
        ready_us,
        uncaught
    );
}

/// VM scheduler summary.
pub fn sched(
    threads: u32,
    max_live: u32,
    switches: u32,
    ticks: u32,
    idle_us: u32,
    perturbations: u32,
) {
    defmt::info!(
        "sched threads={=u32} max_live={=u32} switches={=u32} ticks={=u32} idle_us={=u32} perturbations={=u32}",
        threads,
        max_live,
        switches,
        ticks,
        idle_us,
        perturbations
    );
}

/// Every live VM thread is blocked forever.
pub fn deadlock(threads: u32) {
    defmt::info!("deadlock threads={=u32}", threads);
}

/// Dimmunix loaded its history.
pub fn dimmunix_load(store: &str, signatures: u32, bytes: u32) {
    defmt::info!(
        "dimmunix_load store={=str} signatures={=u32} bytes={=u32}",
        store,
        signatures,
        bytes
    );
}

/// An unusable history, ignored.
pub fn dimmunix_reject(store: &str, error: &dyn core::fmt::Display) {
    defmt::warn!(
        "dimmunix_reject store={=str} error={}",
        store,
        defmt::Display2Format(error)
    );
}

/// A deadlock or starvation signature found.
pub fn dimmunix_detect(
    kind: &str,
    index: u32,
    threads: &str,
    signature: &str,
    history_bytes: u32,
    saved: &dyn core::fmt::Display,
) {
    defmt::warn!("dimmunix_detect kind={=str} index={=u32} threads={=str} signature={=str} history_bytes={=u32} saved={}", kind, index, threads, signature, history_bytes, defmt::Display2Format(saved));
}

/// A chunk of the history image.
pub fn dimmunix_image(offset: u32, total: u32, bytes: &[u8]) {
    defmt::info!(
        "dimmunix_image offset={=u32} total={=u32} bytes={=[u8]}",
        offset,
        total,
        bytes
    );
}

/// An avoidance yield.
pub fn dimmunix_yield(tid: u32, signature: u32, dex: u32, method: u32, pc: u32) {
    defmt::info!(
        "dimmunix_yield tid={=u32} signature={=u32} dex={=u32:#010x} method={=u32} pc={=u32}",
        tid,
        signature,
        dex,
        method,
        pc
    );
}

/// A starvation bypass.
pub fn dimmunix_bypass(tid: u32, signature: i32) {
    defmt::info!(
        "dimmunix_bypass tid={=u32} signature={=i32}",
        tid,
        signature
    );
}

/// Dimmunix counters at the end of the app.
#[allow(clippy::too_many_arguments)]
pub fn dimmunix_summary(
    requests: u64,
    checked: u64,
    yields: u64,
    bypasses: u64,
    deadlocks: u64,
    starvations: u64,
    signatures: u32,
    bytes: u32,
) {
    defmt::info!("dimmunix_summary requests={=u64} checked={=u64} yields={=u64} bypasses={=u64} deadlocks={=u64} starvations={=u64} signatures={=u32} bytes={=u32}", requests, checked, yields, bypasses, deadlocks, starvations, signatures, bytes);
}

/// The board is about to reset.
pub fn reboot(reason: &str) {
    defmt::warn!("reboot reason={=str}", reason);
}

/// A Rust panic, with its message and location rendered by `Display`.
pub fn panic(message: &dyn core::fmt::Display) {
    defmt::error!("panic message={}", defmt::Display2Format(message));
}

/// The PMU's event counts over the app run.
pub fn pmu(extension: &str, slots: u32, counters: &str) {
    defmt::info!(
        "pmu extension={=str} slots={=u32} counters={=str}",
        extension,
        slots,
        counters
    );
}

/// DVFS set-up for the app run.
pub fn cpufreq(governor: &str, table: &str, model: bool, khz: u32, microvolts: u32) {
    defmt::info!(
        "cpufreq governor={=str} table={=str} model={=bool} khz={=u32} microvolts={=u32}",
        governor,
        table,
        model,
        khz,
        microvolts
    );
}

/// An OPP switch.
pub fn opp(index: u32, khz: u32, microvolts: u32, transitions: u32, model: bool) {
    defmt::info!(
        "opp index={=u32} khz={=u32} microvolts={=u32} transitions={=u32} model={=bool}",
        index,
        khz,
        microvolts,
        transitions,
        model
    );
}

/// A GC phase boundary.
pub fn gc_phase(phase: &str, khz: u32) {
    defmt::info!("gc_phase phase={=str} khz={=u32}", phase, khz);
}

/// One governor sampling period.
pub fn power(microwatts: u64, load: u32, khz: u32, model: bool) {
    defmt::info!(
        "power microwatts={=u64} load={=u32} khz={=u32} model={=bool}",
        microwatts,
        load,
        khz,
        model
    );
}

/// One collection's energy.
pub fn gc_energy(gc: u32, microjoules: u64, model: bool) {
    defmt::info!(
        "gc_energy gc={=u32} microjoules={=u64} model={=bool}",
        gc,
        microjoules,
        model
    );
}

/// The app run's energy as the board's power sensor measured it.
pub fn sensor_energy(microjoules: u64, microwatts: u64, samples: u32, errors: u32, span_us: u64) {
    defmt::info!(
        "sensor_energy microjoules={=u64} microwatts={=u64} samples={=u32} errors={=u32} span_us={=u64}",
        microjoules,
        microwatts,
        samples,
        errors,
        span_us
    );
}

/// The app run's energy; `sensor` is the power sensor that measured beside the model
/// (`none`: the figures are the model's alone) and `sensor_hz` its sample rate (0: none).
#[allow(clippy::too_many_arguments)]
pub fn energy(
    microjoules: u64,
    microwatts: u64,
    gc_uj: u64,
    interp_uj: u64,
    idle_uj: u64,
    other_uj: u64,
    modelled_us: u64,
    governor: &str,
    transitions: u32,
    model: bool,
    sensor: &str,
    sensor_hz: u32,
) {
    defmt::info!("energy microjoules={=u64} microwatts={=u64} gc_uj={=u64} interp_uj={=u64} idle_uj={=u64} other_uj={=u64} modelled_us={=u64} governor={=str} transitions={=u32} model={=bool} sensor={=str} sensor_hz={=u32}", microjoules, microwatts, gc_uj, interp_uj, idle_uj, other_uj, modelled_us, governor, transitions, model, sensor, sensor_hz);
}

/// Frames lost to a full telemetry ring.
pub fn dropped(frames: u32, first: u64, last: u64) {
    defmt::warn!(
        "dropped frames={=u32} first={=u64} last={=u64}",
        frames,
        first,
        last
    );
}

/// A free-form log line.
pub fn log(message: &str) {
    defmt::info!("log message={=str}", message);
}

/// An android.util.Log line of the app (tag and message already clipped).
pub fn logcat(priority: u32, tag: &str, clipped: u32, message: &str) {
    defmt::info!(
        "logcat priority={=u32} tag={=str} clipped={=u32} message={=str}",
        priority,
        tag,
        clipped,
        message
    );
}

/// The profiler's configuration (`source` none: `reason` says why there is none).
pub fn prof_config(source: &str, event: &str, period: u32, frames: u32, reason: &str) {
    defmt::info!(
        "prof_config source={=str} event={=str} period={=u32} frames={=u32} reason={=str}",
        source,
        event,
        period,
        frames,
        reason
    );
}

/// A DEX file the samples' frames refer to by `index`.
pub fn prof_dex(index: u32, checksum: u32, bytes: u32, name: &str) {
    defmt::info!(
        "prof_dex index={=u32} checksum={=u32:#010x} bytes={=u32} name={=str}",
        index,
        checksum,
        bytes,
        name
    );
}

/// A batch of encoded samples (crate::profile).
pub fn prof_batch(seq: u32, t0: u64, samples: u32, bytes: &[u8]) {
    defmt::info!(
        "prof_batch seq={=u32} t0={=u64} samples={=u32} bytes={=[u8]}",
        seq,
        t0,
        samples,
        bytes
    );
}

/// The profiler's totals.
pub fn prof_end(samples: u32, batches: u32, unknown: u32, overruns: u32) {
    defmt::info!(
        "prof_end samples={=u32} batches={=u32} unknown={=u32} overruns={=u32}",
        samples,
        batches,
        unknown,
        overruns
    );
}

/// The scheduler switched threads (0: idle).
pub fn thread_switch(from: u32, to: u32, state: u32) {
    defmt::info!(
        "thread_switch from={=u32} to={=u32} state={=u32}",
        from,
        to,
        state
    );
}

/// android.os.Trace.beginSection.
pub fn trace_begin(tid: u32, name: &str) {
    defmt::info!("trace_begin tid={=u32} name={=str}", tid, name);
}

/// android.os.Trace.endSection.
pub fn trace_end(tid: u32) {
    defmt::info!("trace_end tid={=u32}", tid);
}

/// android.os.Trace.setCounter.
pub fn trace_counter(tid: u32, name: &str, value: i64) {
    defmt::info!(
        "trace_counter tid={=u32} name={=str} value={=i64}",
        tid,
        name,
        value
    );
}

/// android.os.Trace.beginAsyncSection.
pub fn trace_async_begin(tid: u32, name: &str, cookie: i32) {
    defmt::info!(
        "trace_async_begin tid={=u32} name={=str} cookie={=i32}",
        tid,
        name,
        cookie
    );
}

/// android.os.Trace.endAsyncSection.
pub fn trace_async_end(tid: u32, name: &str, cookie: i32) {
    defmt::info!(
        "trace_async_end tid={=u32} name={=str} cookie={=i32}",
        tid,
        name,
        cookie
    );
}

/// The run's exit status.
pub fn exit(status: u32) {
    defmt::info!("exit status={=u32}", status);
}
