//! The telemetry event catalogue: every event the runtime sends to the host, in one
//! place. On the target (feature `target`) each event is a defmt frame whose format
//! string starts with the event kind and continues as `key=value` pairs; the host
//! decoder (`host/decoder`) splits frames back into kind and fields with [`KINDS`].
//! Wire format: defmt 1.x, rzcobs framing, over the console UART (docs/TELEMETRY.md).
#![no_std]
#[cfg(test)]
extern crate std;

/// The plain-text line the runtime prints (before any defmt frame) to tell the host
/// decoder that everything after it on the serial line is defmt telemetry.
pub const STREAM_MARKER: &str = "dexmetal: defmt telemetry follows";

/// One event kind: its name and the fields it carries, in order.
pub struct Kind {
    pub name: &'static str,
    pub fields: &'static [&'static str],
    pub doc: &'static str,
}

/// Every event kind the runtime can emit (documented in docs/TELEMETRY.md); the host
/// decoder and the report read kinds and fields from here.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "boot",
        fields: &[
            "board",
            "midr",
            "cpu",
            "ram_base",
            "ram_bytes",
            "dtb",
            "params",
            "bootargs",
            "initrd_base",
            "initrd_bytes",
        ],
        doc: "board identity and what the device tree said",
    },
    Kind {
        name: "cpu",
        fields: &[
            "sctlr",
            "mmu",
            "dcache",
            "icache",
            "branch_prediction",
            "vfp",
            "float_abi",
            "fpscr",
            "pmcr",
            "isa",
        ],
        doc: "MMU, cache and branch-predictor state after bring-up; float_abi says whether compiled code uses the VFP (hard) or library calls (soft); isa is the instruction set the image's code is in (thumb2 or arm)",
    },
    Kind {
        name: "ready",
        fields: &[
            "boot_cycles",
            "timer_hz",
            "heap_base",
            "heap_bytes",
            "image_bytes",
        ],
        doc: "runtime ready; boot_cycles counts from the U-Boot handoff (PMU cycle counter)",
    },
    Kind {
        name: "tick",
        fields: &["count", "hz", "elapsed_us"],
        doc: "periodic timer interrupts counted by the IRQ handler; the telemetry-cost self-test sends it as its small probe event (hz=0)",
    },
    Kind {
        name: "tick_check",
        fields: &[
            "counted", "want", "hz", "elapsed_us", "polls", "poll_limit", "verdict",
        ],
        doc: "the boot self-test of the tick interrupt: ticks counted of those wanted at hz, timer-counter microseconds it took, counter polls spent of the bound (the wait is bounded by the check's own work, not counter time, so a descheduled QEMU vCPU does not fail it), and the verdict: passed, too-few-ticks (the bound ran out) or more-ticks-than-periods (period or counter wrong); anything but passed ends the run with status 5",
    },
    Kind {
        name: "fault",
        fields: &[
            "kind", "status", "access", "mode", "pc", "lr", "sp", "far", "fsr", "spsr", "core",
        ],
        doc: "CPU exception with its decoded cause and the core it happened on; the run then ends with status 3",
    },
    Kind {
        name: "regs",
        fields: &[
            "r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12",
        ],
        doc: "general registers at the fault, follows a fault event",
    },
    Kind {
        name: "cost",
        fields: &["what", "count", "cycles"],
        doc: "a self-measurement: `count` repetitions of `what` took `cycles` PMU cycles in total",
    },
    Kind {
        name: "app",
        fields: &["main", "dex_files", "dex_bytes", "gc", "gc_pacing"],
        doc: "the VM starts the application from the boot payload with collector variant `gc` (cms, fg, bg, gencms, stw), its concurrent cycles paced by `gc_pacing` (dalvik, adaptive)",
    },
    Kind {
        name: "out",
        fields: &["fd", "bytes"],
        doc: "application output: fd 1 is System.out, fd 2 System.err",
    },
    Kind {
        name: "app_end",
        fields: &[
            "outcome",
            "status",
            "cycles",
            "heap_used",
            "timer_irqs",
            "elapsed_us",
            "ram_used",
            "start_cycles",
        ],
        doc: "the application ended: returned, uncaught, exit, error or deadlock; PMU cycles since the app started (guest instructions under -icount); of those, start_cycles from the VM's creation to main's first bytecode (core library, payload DEX files, main class linked; 0 if main never ran); bytes held by the VM heap; timer interrupts taken while it ran (tickless idle skips them); board-timer microseconds since the app started (the time base of gc end_us and gc_pause start_us); bytes of RAM the runtime holds besides its image (the kernel heap in use, the VM heap's reserved space included)",
    },
    Kind {
        name: "threads",
        fields: &["spawned", "finished", "switches", "ticks"],
        doc: "scheduler summary of the threads self-test: threads, how many ran to the end, context switches, timer ticks",
    },
    Kind {
        name: "gc",
        fields: &[
            "kind", "count", "freed_bytes", "freed_objects", "live_bytes", "footprint",
            "soft_limit", "pause_us", "mark_us", "sweep_us", "pause_cycles", "cleared_refs",
            "variant", "minor", "concurrent", "pause1_us", "pause2_us", "total_us", "gc_cycles",
            "marked_bytes", "trim", "trimmed_bytes", "end_us", "start_bytes",
        ],
        doc: "a garbage collection (GC_CONCURRENT, GC_FOR_ALLOC, GC_EXPLICIT, GC_BEFORE_OOM) by collector `variant`: what it freed, the live bytes and footprint after it, the new soft limit, the sum of its stop-the-world pauses with the marking and sweeping time (pauses and concurrent steps), PMU cycles of the pauses, references cleared; a gencms minor collection; concurrent (two pauses) or stop-the-world; each pause (pause2_us 0 when there was one); start to end of the cycle; PMU cycles of all its work; bytes traced; whether the idle trim followed and the bytes it gave back (0 without a trim); microseconds since the app started when it ended; the bytes allocated when it began (where the pacer started it)",
    },
    Kind {
        name: "gc_pause",
        fields: &["tid", "kind", "gc", "start_us", "us", "cycles"],
        doc: "one mutator pause: the VM thread on whose behalf it ran (the GC daemon for the root and remark pauses it ran), its kind: root or remark (a concurrent cycle's safepoint stops), foreground, wait (seed 004 section 2.4.2) or assist (the adaptive pacer's mutator assists), the collection it belongs to (gc count), its start in microseconds since the app started, its length, PMU cycles; every pause stops every mutator (green threads on one CPU)",
    },
    Kind {
        name: "stack_overflow",
        fields: &["thread", "stack_base", "stack_bytes", "deepest_word"],
        doc: "a native thread's stack ran into its guard words (found when it was switched out): scheduler thread id, stack limit and size, how deep into the guard; the run then ends with status 3",
    },
    Kind {
        name: "thread_start",
        fields: &["tid", "name", "priority", "daemon"],
        doc: "a VM thread (java.lang.Thread) started; tid is the VM thread id (main is 1)",
    },
    Kind {
        name: "thread_end",
        fields: &[
            "tid", "name", "cpu_us", "cycles", "switches", "blocked_us", "sleeping_us",
            "ready_us", "uncaught",
        ],
        doc: "a VM thread ended: time running, blocked (monitors, wait, join), sleeping and ready-but-waiting for the CPU; PMU cycles while running (32-bit, wraps); times switched in; whether an exception escaped it",
    },
    Kind {
        name: "sched",
        fields: &[
            "threads", "max_live", "switches", "ticks", "idle_us", "perturbations",
        ],
        doc: "VM scheduler summary at the end of the app: threads started (main included), most alive at once, context switches, timer ticks, time idle in WFI, yields injected by the seeded perturbation",
    },
    Kind {
        name: "deadlock",
        fields: &["threads"],
        doc: "every live VM thread is blocked with no timeout pending; the report follows on fd 2 and the run ends with status 6",
    },
    Kind {
        name: "dimmunix_load",
        fields: &["store", "signatures", "bytes"],
        doc: "Dimmunix loaded its history (`signatures` deadlock and starvation signatures, an image of `bytes`) from `store`",
    },
    Kind {
        name: "dimmunix_reject",
        fields: &["store", "error"],
        doc: "the history in `store` was unreadable, corrupt, truncated or of a future version; it is ignored and the run starts with an empty history",
    },
    Kind {
        name: "dimmunix_detect",
        fields: &["kind", "index", "threads", "signature", "history_bytes", "saved"],
        doc: "Dimmunix found a cycle: `kind` deadlock (the run ends with status 6, or reboots with dexmetal.dimmunix.reboot) or starvation (avoidance-induced; one yielder bypasses); signature number `index` in the history; the threads of the cycle in order; the signature resolved to Class.method(File:line), one line per thread (the lock it holds, taken at the outer position, and the one it requests); the history image's size; where it was saved (`none` when the board has no store; the host then keeps the dimmunix_image frames)",
    },
    Kind {
        name: "dimmunix_image",
        fields: &["offset", "total", "bytes"],
        doc: "one chunk of the persisted history image after a detection, for boards without a store: the host reassembles `total` bytes and U-Boot loads the file at the next boot (dexmetal.dimmunix.image=ADDR:LEN)",
    },
    Kind {
        name: "dimmunix_yield",
        fields: &["tid", "signature", "dex", "method", "pc"],
        doc: "avoidance: VM thread `tid` waits instead of acquiring a monitor at (DEX checksum, method index, dex pc), because that would instantiate signature `signature`",
    },
    Kind {
        name: "dimmunix_bypass",
        fields: &["tid", "signature"],
        doc: "a yielding thread is released once to break an avoidance-induced starvation (signature -1: every thread was blocked)",
    },
    Kind {
        name: "dimmunix_summary",
        fields: &[
            "requests", "checked", "yields", "bypasses", "deadlocks", "starvations",
            "signatures", "bytes",
        ],
        doc: "Dimmunix at the end of the app: monitor requests it saw (the inlined fast path takes free locks without one while the history is empty), requests at a signature position (instantiation checks), yields, bypasses, detections, history size and bytes of Dimmunix state",
    },
    Kind {
        name: "reboot",
        fields: &["reason"],
        doc: "the runtime resets the board (PSCI SYSTEM_RESET on qemu-virt); the host decoder goes back to text mode and the next boot's marker starts a new segment of the report",
    },
    Kind {
        name: "panic",
        fields: &["message"],
        doc: "Rust panic; the run then ends with status 2",
    },
    Kind {
        name: "pmu",
        fields: &["extension", "slots", "counters"],
        doc: "the PMU over the app run: how its 64-bit counts are kept (overflow-irq, or tick where no overflow interrupt is wired), event counter slots, and `name=count` per counted event (`unsupported` where the core does not count it)",
    },
    Kind {
        name: "cpufreq",
        fields: &["governor", "table", "model", "khz", "microvolts"],
        doc: "DVFS for the app run: the governor, the OPP table (omap3530, apq8074), whether the cpufreq is a model (qemu-virt: no DVFS, frequency only scales modelled time), and the starting OPP",
    },
    Kind {
        name: "opp",
        fields: &["index", "khz", "microvolts", "transitions", "model"],
        doc: "the governor switched OPP (voltage sequenced around the frequency change); transitions so far",
    },
    Kind {
        name: "gc_phase",
        fields: &["phase", "khz"],
        doc: "a collection crossed a phase boundary (mark_start, mark_end, sweep_start, sweep_end); the frequency once the governor reacted",
    },
    Kind {
        name: "power",
        fields: &["microwatts", "load", "khz", "model"],
        doc: "one governor sampling period (50 ms): mean power, busy percent (idle-thread accounting), frequency at its end",
    },
    Kind {
        name: "gc_energy",
        fields: &["gc", "microjoules", "model"],
        doc: "energy the CPU spent doing the work of collection `gc` (its pauses and concurrent steps)",
    },
    Kind {
        name: "energy",
        fields: &[
            "microjoules", "microwatts", "gc_uj", "interp_uj", "idle_uj", "other_uj",
            "modelled_us", "governor", "transitions", "model", "sensor", "sensor_hz",
        ],
        doc: "energy of the app run: total, mean power, per component (GC work, interpreter, idle, other), the (modelled) run time, the governor and its OPP switches, and the power sensor that measured beside the model (`ads1115`, `mcp3201`, or `none`) with its sample rate (0 for none)",
    },
    Kind {
        name: "sensor_energy",
        fields: &["microjoules", "microwatts", "samples", "errors", "span_us"],
        doc: "energy of the app run measured by the board's power sensor (the trapezoids of V·I between its samples, one per governor window): total, mean power, samples taken, samples the bus failed, time covered; a measurement, never a model",
    },
    Kind {
        name: "dropped",
        fields: &["frames", "first", "last"],
        doc: "telemetry frames lost to a full ring buffer: how many, and the clock values (timer ticks, as frame timestamps) of the first and last lost frame; the frames around the gap are whole",
    },
    Kind {
        name: "log",
        fields: &["message"],
        doc: "free-form runtime log line",
    },
    Kind {
        name: "logcat",
        fields: &["priority", "tag", "clipped", "message"],
        doc: "an android.util.Log line of the app: priority 2..7 (VERBOSE, DEBUG, INFO, WARN, ERROR, ASSERT), tag and message cut to LOGCAT_TAG_MAX and LOGCAT_MESSAGE_MAX bytes at a character boundary, clipped the message bytes cut off (0 when whole); the report shows it as logcat's `D/tag: message`",
    },
    Kind {
        name: "prof_config",
        fields: &["source", "event", "period", "frames", "reason"],
        doc: "the profiler for this run (docs/PROFILER.md): source pmu-irq (the PMU overflow interrupt every `period` events of `event`), timer:cntp or timer:sp804 (a dedicated timer every `period` cycles' worth of its ticks, event `cycles`), timer:thread-cputime (the host CLI: every `period` microseconds of the VM thread's CPU time, event `cpu-time`), or none with the reason; frames is the most stack frames a sample carries",
    },
    Kind {
        name: "prof_dex",
        fields: &["index", "checksum", "bytes", "name"],
        doc: "a DEX file the VM loaded, as samples' frames number it (index), with its header checksum and size so the host finds the file that names its methods; sent once per DEX",
    },
    Kind {
        name: "prof_batch",
        fields: &["seq", "t0", "samples", "bytes"],
        doc: "a batch of samples (telemetry::profile's records) numbered from 0; t0 is the board clock the first sample's delta counts from; a missing seq is a batch the telemetry ring dropped",
    },
    Kind {
        name: "prof_end",
        fields: &["samples", "batches", "unknown", "overruns"],
        doc: "the profiler stopped: samples taken, batches sent, samples whose frames could not be read (component unknown), and sampling interrupts that came while the previous one was still being handled",
    },
    Kind {
        name: "cpus",
        fields: &["listed", "asked", "method"],
        doc: "the cores the device tree lists, how many the run asked for (dexmetal.cores), and how the board starts the others (psci, qcom-kpss, or why none can be)",
    },
    Kind {
        name: "cpu_up",
        fields: &["core", "mpidr", "us"],
        doc: "a secondary core reported in (stack, vectors, MMU and caches on the boot core's tables, its GIC CPU interface, its PMU) this many microseconds after it was started",
    },
    Kind {
        name: "cpu_fail",
        fields: &["core", "mpidr", "reason"],
        doc: "a secondary core did not come up; the run goes on with the others",
    },
    Kind {
        name: "core",
        fields: &["core", "role", "state", "busy_us", "idle_us", "cycles", "jobs"],
        doc: "one core over the app run: its role (mutator, gc), its state at the end (online, offline), time running work and idle (WFI), its PMU cycles while busy, and the jobs it ran",
    },
    Kind {
        name: "thread_switch",
        fields: &["from", "to", "state"],
        doc: "the scheduler switched VM threads (sent only while profiling, for the timeline): thread ids (0: the idle thread) and the state the previous thread left in (telemetry::profile::THREAD_STATES)",
    },
    Kind {
        name: "trace_begin",
        fields: &["tid", "name"],
        doc: "android.os.Trace.beginSection on thread tid (sent only while profiling, as Android records sections only while tracing)",
    },
    Kind {
        name: "trace_end",
        fields: &["tid"],
        doc: "android.os.Trace.endSection on thread tid: ends its innermost section",
    },
    Kind {
        name: "trace_counter",
        fields: &["tid", "name", "value"],
        doc: "android.os.Trace.setCounter: a named counter's new value",
    },
    Kind {
        name: "trace_async_begin",
        fields: &["tid", "name", "cookie"],
        doc: "android.os.Trace.beginAsyncSection on thread tid: a section named by (name, cookie) that need not nest and may end on another thread",
    },
    Kind {
        name: "trace_async_end",
        fields: &["tid", "name", "cookie"],
        doc: "android.os.Trace.endAsyncSection on thread tid: ends the async section (name, cookie)",
    },
    Kind {
        name: "exit",
        fields: &["status"],
        doc: "the run's exit status, sent last, just before power-off",
    },
];

/// The most bytes of an android.os.Trace name a `trace_*` event carries: a section
/// name's 127 UTF-16 units take at most 381 bytes of UTF-8, so sections arrive whole;
/// only longer async and counter names are cut.
pub const TRACE_NAME_MAX: usize = 384;
/// The most bytes of an android.util.Log tag a `logcat` event carries.
pub const LOGCAT_TAG_MAX: usize = 64;
/// The most bytes of an android.util.Log message a `logcat` event carries (Android's
/// own log buffer takes about 4 KB per entry; telemetry frames stay small).
pub const LOGCAT_MESSAGE_MAX: usize = 1024;

/// `s` cut to at most `max` bytes at a character boundary, and how many bytes were cut.
pub fn clip(s: &str, max: usize) -> (&str, u32) {
    if s.len() <= max {
        return (s, 0);
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    (&s[..end], (s.len() - end) as u32)
}

/// logcat's letter for an android.util.Log priority (`V` for VERBOSE=2 .. `A` for
/// ASSERT=7), `?` for any other number.
pub fn priority_letter(priority: u32) -> char {
    match priority {
        2 => 'V',
        3 => 'D',
        4 => 'I',
        5 => 'W',
        6 => 'E',
        7 => 'A',
        _ => '?',
    }
}

/// Looks up a kind by name.
pub fn kind(name: &str) -> Option<&'static Kind> {
    KINDS.iter().find(|k| k.name == name)
}

/// Exit statuses the runtime itself assigns (the app's own status passes through).
pub mod status {
    pub const OK: u32 = 0;
    pub const PANIC: u32 = 2;
    pub const CPU_FAULT: u32 = 3;
    pub const BOOT_ERROR: u32 = 4;
    pub const SELF_TEST_FAILED: u32 = 5;
    /// The application's threads deadlocked (dexmetal_vm::thread::DEADLOCK_STATUS).
    pub const DEADLOCK: u32 = 6;
}

pub mod profile;
pub mod ring;

#[cfg(feature = "target")]
mod emit;
#[cfg(feature = "target")]
pub use emit::*;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_unique_and_fields_named() {
        for (i, k) in KINDS.iter().enumerate() {
            assert!(
                KINDS[i + 1..].iter().all(|o| o.name != k.name),
                "duplicate kind {}",
                k.name
            );
            assert!(k.fields.iter().all(|f| !f.is_empty() && !f.contains(' ')));
        }
        assert!(kind("fault").is_some());
        assert!(kind("nope").is_none());
    }

    #[test]
    fn clip_cuts_at_a_character_boundary() {
        assert_eq!(clip("hello", 5), ("hello", 0));
        assert_eq!(clip("hello", 3), ("hel", 2));
        // 'é' is two bytes: a cut inside it keeps the whole character out.
        assert_eq!(clip("caf\u{e9}!", 4), ("caf", 3));
        assert_eq!(clip("", 0), ("", 0));
        assert_eq!(priority_letter(3), 'D');
        assert_eq!(priority_letter(7), 'A');
        assert_eq!(priority_letter(9), '?');
    }

    /// Every defmt format string in emit.rs must be `kind k1={..} k2={..}` with the
    /// kind and field names of the catalogue, so the host can always split it.
    #[test]
    fn emitters_match_catalogue() {
        let src = include_str!("emit.rs");
        let mut seen = alloc_free::Keys::new();
        for level in ["defmt::info!(", "defmt::error!(", "defmt::warn!("] {
            for (at, _) in src.match_indices(level) {
                let rest = src[at + level.len()..].trim_start();
                let fmt = rest.strip_prefix('"').expect("format string literal first");
                let fmt = &fmt[..fmt.find('"').unwrap()];
                let mut words = fmt.split(' ');
                let name = words.next().unwrap();
                let k = kind(name).unwrap_or_else(|| panic!("unknown kind {name}"));
                let keys: alloc_free::Keys = words.map(|w| w.split('=').next().unwrap()).collect();
                assert_eq!(keys.as_slice(), k.fields, "fields of {name}");
                seen.push(name);
            }
        }
        for k in KINDS {
            assert!(seen.contains(&k.name), "kind {} has no emitter", k.name);
        }
    }

    mod alloc_free {
        extern crate std;
        pub type Keys<'a> = std::vec::Vec<&'a str>;
    }
}
