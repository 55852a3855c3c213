//! The human-readable run report the host prints after a run: the boot facts, the
//! timer check, any CPU fault or panic decoded, the GC summary, and the exit status. Built only from
//! telemetry events, so it reads the same for QEMU and for a real board's serial log.

use crate::gc::{GcRecord, GcStats, GC_KINDS, PAUSE_KINDS};
use crate::profile::{DexSource, Profile};
use crate::Event;
use std::fmt::Write;

/// The exit status the run reported, if it got that far.
pub fn exit_status(events: &[Event]) -> Option<u32> {
    events
        .iter()
        .rev()
        .find(|e| e.kind == "exit")
        .and_then(|e| e.num("status"))
        .map(|s| s as u32)
}

/// Which boot self-test failed and with what figures, when one did (the run then ends
/// with status 5): for a harness that shows only the app's output to say why.
pub fn self_test_failure(events: &[Event]) -> Option<String> {
    let t = events
        .iter()
        .find(|e| e.kind == "tick_check" && e.get("verdict") != Some("passed"))?;
    Some(format!(
        "self-test tick-check failed: {}",
        tick_check_line(t)
    ))
}

fn tick_check_line(t: &Event) -> String {
    let v = |k| t.get(k).unwrap_or("?");
    format!(
        "{}: {} of {} ticks at {} Hz in {} us on the timer's counter, {} of at most {} polls",
        v("verdict"),
        v("counted"),
        v("want"),
        v("hz"),
        v("elapsed_us"),
        v("polls"),
        v("poll_limit")
    )
}

fn find<'a>(events: &'a [Event], kind: &str) -> Option<&'a Event> {
    events.iter().find(|e| e.kind == kind)
}

fn on(e: &Event, key: &str) -> &'static str {
    match e.flag(key) {
        Some(true) => "on",
        Some(false) => "OFF",
        None => "?",
    }
}

/// How float code uses the VFP: "VFP on" alone would also be true of a soft-float image,
/// whose float arithmetic never touches it.
fn float_abi(c: &Event) -> String {
    let isa = match c.get("isa") {
        Some("thumb2") => " Thumb-2",
        Some("arm") => " A32",
        _ => "",
    };
    match (c.get("float_abi"), c.get("fpscr")) {
        (Some("hard"), Some(f)) => format!(" (hard-float{isa} code, FPSCR {f})"),
        (Some("hard"), None) => format!(" (hard-float{isa} code)"),
        (Some("soft"), _) => " (soft-float build: float arithmetic is library calls)".into(),
        _ => String::new(),
    }
}

fn mib(bytes: u64) -> String {
    if bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{:.1} MiB", bytes as f64 / (1u64 << 20) as f64)
    }
}

/// Garbage collections ([`GcStats`]): count by kind, minor collections and trims, total
/// and longest pause, pauses by category, the GC share of the app's cycles (or time), mark
/// throughput, MMU at 10 ms and 50 ms, the heap after the last collection, and each
/// collection as Dalvik 4.4's logcat line.
fn gc_section(s: &mut String, events: &[Event]) {
    let st = GcStats::from_events(events);
    if st.collections() == 0 && st.pauses.count == 0 {
        return;
    }
    let mut by_kind: Vec<String> = GC_KINDS
        .iter()
        .zip(st.gc_count)
        .filter(|(_, c)| *c > 0)
        .map(|(k, c)| format!("{c} {k}"))
        .collect();
    if st.other_gcs > 0 {
        by_kind.push(format!("{} other", st.other_gcs));
    }
    let wait = st.pauses_of("wait");
    let _ = writeln!(
        s,
        "gc            {} collections ({}), freed {} KiB, pauses {} us total, {} us max; mutator wait {} us ({} waits)",
        st.collections(),
        by_kind.join(", "),
        st.freed_bytes / 1024,
        st.pauses.total_ns / 1000,
        st.pauses.max_ns / 1000,
        wait.total_ns / 1000,
        wait.count
    );
    let pacing = if st.pacing.is_empty() {
        String::new()
    } else {
        format!(", {} pacing", st.pacing)
    };
    let _ = writeln!(
        s,
        "gc variant    {}{pacing}: {} minor collections, {} trims, peak footprint {} KiB",
        st.variant,
        st.minor,
        st.trims,
        st.peak_footprint / 1024
    );
    let cats: Vec<String> = PAUSE_KINDS
        .iter()
        .zip(st.by_category)
        .map(|(k, p)| {
            format!(
                "{} {k} ({} us, max {} us)",
                p.count,
                p.total_ns / 1000,
                p.max_ns / 1000
            )
        })
        .collect();
    let _ = writeln!(s, "gc pauses     {}: {}", st.pauses.count, cats.join(", "));
    if st.gc_cpu_share_invalid {
        let _ = writeln!(
            s,
            "gc share      unknown: the collections' counted work exceeds the run's (a counter wrapped or the records are corrupt)"
        );
    } else if st.share_from_cycles {
        let _ = writeln!(
            s,
            "gc share      {:.1}% of the app's cycles in collections",
            100.0 * st.gc_cpu_share
        );
    } else if st.run_ns > 0 {
        let _ = writeln!(
            s,
            "gc share      {:.1}% of the run's time marking and sweeping",
            100.0 * st.gc_cpu_share
        );
    }
    if st.mark_ns > 0 {
        let _ = writeln!(
            s,
            "gc marking    {} KiB traced in {} us: {:.1} MB/s",
            st.marked_bytes / 1024,
            st.mark_ns / 1000,
            st.mark_mb_per_s
        );
    }
    match (st.mmu_at_ms(10), st.mmu_at_ms(50)) {
        (Some(a), Some(b)) => {
            let _ = writeln!(
                s,
                "gc mmu        MMU(10 ms) {a:.3}, MMU(50 ms) {b:.3} over a {:.1} ms run",
                st.run_ns as f64 / 1e6
            );
        }
        _ => {
            let _ = writeln!(s, "gc mmu        unknown (pause times not reported)");
        }
    }
    if let Some(last) = events.iter().rev().find(|e| e.kind == "gc") {
        let n = |k| last.num(k).unwrap_or(0);
        let _ = writeln!(
            s,
            "heap          {} KiB live of a {} KiB footprint after the last collection (soft limit {} KiB)",
            n("live_bytes") / 1024,
            n("footprint") / 1024,
            n("soft_limit") / 1024
        );
    }
    let lines: Vec<String> = events
        .iter()
        .filter_map(GcRecord::from_event)
        .map(|g| g.log_line())
        .collect();
    for l in lines.iter().take(GC_LOG_LINES) {
        let _ = writeln!(s, "  D/dalvikvm: {l}");
    }
    if lines.len() > GC_LOG_LINES {
        let _ = writeln!(s, "  ({} more collections)", lines.len() - GC_LOG_LINES);
    }
}

/// Flat-profile rows the report shows (the profile's own files have all of them).
const PROFILE_ROWS: usize = 15;

/// The vertical profiler ([`Profile`]), when the boot sent any `prof_*` event.
fn profile_section(s: &mut String, events: &[Event], dexes: &[DexSource]) {
    let p = Profile::from_events(events, dexes);
    if !p.is_empty() {
        p.render_summary(s, PROFILE_ROWS);
    }
}

/// Dalvik log lines the report shows at most (the live output shows every one).
const GC_LOG_LINES: usize = 16;

/// Writes a profiled run's files into `dir`: the profile's (`profile::write_outputs`)
/// and the Perfetto timeline `trace.pftrace` of `events`, its samples named by
/// `profile`. Returns the lines that end the run's report: the trace builder's
/// warnings, then the paths written. `cargo xtask run --profile` and `dexmetal run
/// --profile` both end with them.
pub fn write_profile_files(
    events: &[Event],
    profile: &Profile,
    dir: &std::path::Path,
) -> anyhow::Result<String> {
    let mut s = String::new();
    let mut paths = crate::profile::write_outputs(profile, dir)
        .map_err(|e| anyhow::anyhow!("cannot write the profile to {}: {e}", dir.display()))?;
    let trace = dir.join("trace.pftrace");
    let namer = crate::trace::profile_namer(profile);
    for w in crate::trace::write(events, &trace, Some(&namer))? {
        let _ = writeln!(s, "trace         warning: {w}");
    }
    paths.push(trace);
    let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    let _ = writeln!(s, "profile       {}", shown.join(" "));
    s.push_str("              (the trace opens in ui.perfetto.dev)\n");
    Ok(s)
}

/// The MMU curve of a run as (`window_ms,mmu` CSV, SVG plot), when the app collected at
/// least once and its pause times were reported.
pub fn mmu_files(events: &[Event]) -> Option<(String, String)> {
    let st = GcStats::from_events(events);
    if st.collections() == 0 {
        return None;
    }
    Some((st.mmu_csv()?, st.mmu_svg()?))
}

/// Per-thread rows shown at most; the rest are summed in one line.
const THREAD_ROWS: usize = 24;

/// One finished VM thread as the thread table shows it, in microseconds: the unit the
/// runtime's `thread_end` telemetry carries. The host CLI (`dexmetal run --threads`)
/// fills it from the VM's events, so both print the same table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ThreadRow {
    pub tid: u64,
    pub name: String,
    pub cpu_us: u64,
    /// CPU cycles, where the platform has a cycle counter.
    pub cycles: Option<u64>,
    pub switches: u64,
    pub blocked_us: u64,
    pub sleeping_us: u64,
    pub ready_us: u64,
    pub uncaught: bool,
}

impl ThreadRow {
    fn from_event(e: &Event) -> ThreadRow {
        let n = |k| e.num(k).unwrap_or(0);
        ThreadRow {
            tid: n("tid"),
            name: e.get("name").unwrap_or("?").to_string(),
            cpu_us: n("cpu_us"),
            cycles: e.num("cycles").filter(|&c| c != 0),
            switches: n("switches"),
            blocked_us: n("blocked_us"),
            sleeping_us: n("sleeping_us"),
            ready_us: n("ready_us"),
            uncaught: e.flag("uncaught") == Some(true),
        }
    }
}

/// The scheduler's end-of-run summary (the `sched` event), times in microseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SchedSummary {
    pub threads: u64,
    pub max_live: u64,
    pub switches: u64,
    pub ticks: u64,
    pub idle_us: u64,
    pub perturbations: u64,
}

/// The summary line, with the report's label column.
pub fn sched_line(x: &SchedSummary) -> String {
    format!(
        "threads       {} started (max {} alive), {} context switches, {} ticks, idle {} us, {} perturbation yields",
        x.threads, x.max_live, x.switches, x.ticks, x.idle_us, x.perturbations
    )
}

/// The per-thread table: busiest threads first, at most [`THREAD_ROWS`] rows, the rest
/// summed in one line. Cycles show as `-` where the platform counts none.
pub fn thread_table(mut rows: Vec<ThreadRow>) -> String {
    let mut s = String::new();
    if rows.is_empty() {
        return s;
    }
    rows.sort_by_key(|r| (std::cmp::Reverse(r.cpu_us), r.tid));
    let _ = writeln!(
        s,
        "  {:>5}  {:<16} {:>10} {:>12} {:>8} {:>11} {:>10} {:>10}",
        "tid", "name", "cpu us", "cycles", "switches", "blocked us", "sleep us", "ready us"
    );
    for r in rows.iter().take(THREAD_ROWS) {
        let _ = writeln!(
            s,
            "  {:>5}  {:<16} {:>10} {:>12} {:>8} {:>11} {:>10} {:>10}{}",
            r.tid,
            r.name,
            r.cpu_us,
            r.cycles.map_or("-".to_string(), |c| c.to_string()),
            r.switches,
            r.blocked_us,
            r.sleeping_us,
            r.ready_us,
            if r.uncaught {
                "  uncaught exception"
            } else {
                ""
            }
        );
    }
    if rows.len() > THREAD_ROWS {
        let rest = &rows[THREAD_ROWS..];
        let _ = writeln!(
            s,
            "  ({} more threads: {} cpu us, {} switches in total)",
            rest.len(),
            rest.iter().map(|r| r.cpu_us).sum::<u64>(),
            rest.iter().map(|r| r.switches).sum::<u64>()
        );
    }
    s
}

/// The VM threads: the scheduler summary, a deadlock, and a per-thread table (busiest
/// threads first).
fn threads_section(s: &mut String, events: &[Event]) {
    if let Some(d) = find(events, "deadlock") {
        let by_dimmunix = events
            .iter()
            .any(|e| e.kind == "dimmunix_detect" && e.get("kind") == Some("deadlock"));
        if by_dimmunix {
            let _ = writeln!(
                s,
                "DEADLOCK      a lock cycle Dimmunix detected (below; {} live threads dumped on the app's stderr)",
                d.get("threads").unwrap_or("?")
            );
        } else {
            let _ = writeln!(
                s,
                "DEADLOCK      all {} live threads blocked forever (report on the app's stderr)",
                d.get("threads").unwrap_or("?")
            );
        }
    }
    if let Some(x) = find(events, "sched") {
        let n = |k| x.num(k).unwrap_or(0);
        let line = sched_line(&SchedSummary {
            threads: n("threads"),
            max_live: n("max_live"),
            switches: n("switches"),
            ticks: n("ticks"),
            idle_us: n("idle_us"),
            perturbations: n("perturbations"),
        });
        let _ = writeln!(s, "{line}");
    }
    s.push_str(&thread_table(
        events
            .iter()
            .filter(|e| e.kind == "thread_end")
            .map(ThreadRow::from_event)
            .collect(),
    ));
}

/// The cores: how many ran of those listed and asked for, the ones that failed to
/// start, and one row per core from its `core` event (busy and idle time, cycles, jobs).
fn cores_section(s: &mut String, events: &[Event]) {
    let Some(c) = find(events, "cpus") else {
        return;
    };
    let up = events.iter().filter(|e| e.kind == "cpu_up").count();
    let asked = c.num("asked").unwrap_or(1);
    let method = c.get("method").unwrap_or("?");
    if asked <= 1 && up == 0 {
        let _ = writeln!(
            s,
            "cores         1 running of {} listed",
            c.get("listed").unwrap_or("?")
        );
        return;
    }
    let _ = writeln!(
        s,
        "cores         {} running of {} listed (asked for {asked}; started by {method})",
        up + 1,
        c.get("listed").unwrap_or("?")
    );
    for e in events.iter().filter(|e| e.kind == "cpu_up") {
        let _ = writeln!(
            s,
            "              core {} (MPIDR {}) up in {} us",
            e.get("core").unwrap_or("?"),
            e.get("mpidr").unwrap_or("?"),
            e.get("us").unwrap_or("?")
        );
    }
    for e in events.iter().filter(|e| e.kind == "cpu_fail") {
        let _ = writeln!(
            s,
            "              core {} (MPIDR {}) did not start: {}",
            e.get("core").unwrap_or("?"),
            e.get("mpidr").unwrap_or("?"),
            e.get("reason").unwrap_or("?")
        );
    }
    let rows: Vec<&Event> = events.iter().filter(|e| e.kind == "core").collect();
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(
        s,
        "    core  role     state       busy us     idle us         cycles    jobs"
    );
    for e in rows {
        let v = |k| e.get(k).unwrap_or("?");
        let _ = writeln!(
            s,
            "    {:>4}  {:<8} {:<8} {:>10} {:>11} {:>14} {:>7}",
            v("core"),
            v("role"),
            v("state"),
            v("busy_us"),
            v("idle_us"),
            v("cycles"),
            v("jobs")
        );
    }
}

/// The events of each boot: a `reboot` event ends one (it stays with the boot it ends).
pub fn boots(events: &[Event]) -> Vec<&[Event]> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, e) in events.iter().enumerate() {
        if e.kind == "reboot" {
            out.push(&events[start..=i]);
            start = i + 1;
        }
    }
    if start < events.len() || out.is_empty() {
        out.push(&events[start..]);
    }
    out
}

/// Dimmunix in one boot: the history it started from, detections with their signature,
/// avoidance (yields per signature, bypasses) and the end-of-run counters.
fn dimmunix_section(s: &mut String, events: &[Event]) {
    let v = |e: &Event, k: &str| e.get(k).unwrap_or("?").to_string();
    for e in events {
        match e.kind.as_str() {
            "dimmunix_load" => {
                let _ = writeln!(
                    s,
                    "dimmunix      history of {} signature(s) loaded from {} ({} bytes)",
                    v(e, "signatures"),
                    v(e, "store"),
                    v(e, "bytes")
                );
            }
            "dimmunix_reject" => {
                let _ = writeln!(
                    s,
                    "dimmunix      history in {} IGNORED: {}",
                    v(e, "store"),
                    v(e, "error")
                );
            }
            "dimmunix_detect" => {
                let saved = v(e, "saved");
                let outcome = match saved.strip_prefix("failed: ") {
                    Some(why) => format!("NOT saved ({why})"),
                    None => format!("saved to {saved}"),
                };
                let _ = writeln!(
                    s,
                    "DIMMUNIX      {} detected: signature #{}, threads {}; history {} bytes {outcome}",
                    v(e, "kind"),
                    v(e, "index"),
                    v(e, "threads"),
                    v(e, "history_bytes"),
                );
                for line in e.get("signature").unwrap_or("").lines() {
                    let _ = writeln!(s, "              {}", line.trim());
                }
            }
            _ => {}
        }
    }
    let yields: Vec<&Event> = events
        .iter()
        .filter(|e| e.kind == "dimmunix_yield")
        .collect();
    let bypasses = events
        .iter()
        .filter(|e| e.kind == "dimmunix_bypass")
        .count();
    if !yields.is_empty() || bypasses > 0 {
        let mut per_sig = std::collections::BTreeMap::<u64, usize>::new();
        for y in &yields {
            *per_sig.entry(y.num("signature").unwrap_or(0)).or_default() += 1;
        }
        let per: Vec<String> = per_sig
            .iter()
            .map(|(k, n)| format!("signature #{k}: {n}"))
            .collect();
        let _ = writeln!(
            s,
            "dimmunix      avoidance: {} yield(s) ({}), {bypasses} bypass(es)",
            yields.len(),
            per.join(", ")
        );
    }
    if let Some(x) = find(events, "dimmunix_summary") {
        let _ = writeln!(
            s,
            "dimmunix      {} requests, {} checked against the history, {} yields, {} bypasses, {} deadlocks, {} starvations; {} signature(s); {} bytes of state",
            v(x, "requests"),
            v(x, "checked"),
            v(x, "yields"),
            v(x, "bypasses"),
            v(x, "deadlocks"),
            v(x, "starvations"),
            v(x, "signatures"),
            v(x, "bytes")
        );
    }
}

/// One line per boot of a multi-boot run: how each boot's app ended and what Dimmunix
/// did (the two-boot story of seed 000: deadlock, signature saved, reboot, avoided).
fn story_section(s: &mut String, boots: &[&[Event]]) {
    let _ = writeln!(s, "== story ==");
    for (i, b) in boots.iter().enumerate() {
        let count = |k: &str| b.iter().filter(|e| e.kind == k).count();
        let mut parts = Vec::new();
        if let Some(l) = find(b, "dimmunix_load") {
            parts.push(format!(
                "history of {} signature(s) loaded",
                l.get("signatures").unwrap_or("?")
            ));
        }
        for d in b.iter().filter(|e| e.kind == "dimmunix_detect") {
            parts.push(format!(
                "{} detected ({}), signature #{} saved to {}",
                d.get("kind").unwrap_or("?"),
                d.get("threads").unwrap_or("?"),
                d.get("index").unwrap_or("?"),
                d.get("saved").unwrap_or("?")
            ));
        }
        if count("dimmunix_yield") > 0 {
            parts.push(format!("{} avoidance yield(s)", count("dimmunix_yield")));
        }
        if count("dimmunix_bypass") > 0 {
            parts.push(format!("{} bypass(es)", count("dimmunix_bypass")));
        }
        match find(b, "app_end") {
            Some(a) => parts.push(format!(
                "app {} (status {})",
                a.get("outcome").unwrap_or("?"),
                a.get("status").unwrap_or("?")
            )),
            None => parts.push("app did not end".into()),
        }
        if let Some(r) = find(b, "reboot") {
            parts.push(format!("rebooted ({})", r.get("reason").unwrap_or("?")));
        }
        let _ = writeln!(s, "boot {}        {}", i + 1, parts.join("; "));
    }
}

/// Renders the report: one section per boot (a Dimmunix reboot makes two), then the
/// exit status of the last. Profiled frames stay unnamed (`dex#I method#M`): see
/// [`render_with_dexes`].
pub fn render(events: &[Event]) -> String {
    render_with_dexes(events, &[])
}

/// [`render`], naming the profiler's frames from `dexes` (the run's DEX files).
pub fn render_with_dexes(events: &[Event], dexes: &[DexSource]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "== dexmetal run report ==");
    let all = boots(events);
    for (i, b) in all.iter().enumerate() {
        if all.len() > 1 {
            let _ = writeln!(s, "== boot {} of {} ==", i + 1, all.len());
        }
        render_boot(&mut s, b, dexes);
    }
    if all.len() > 1 {
        story_section(&mut s, &all);
    }
    match exit_status(events) {
        Some(code) => {
            let _ = writeln!(s, "exit status   {code}");
        }
        None => {
            let _ = writeln!(s, "exit status   (none reported)");
        }
    }
    s
}

/// Whether the run's cycle figures are counts: a board whose PMU counts no cycles (QEMU's
/// Cortex-A8) says `cycles=unsupported` in its `pmu` event, and its zeros mean nothing.
fn counts_cycles(events: &[Event]) -> bool {
    find(events, "pmu")
        .and_then(|p| p.get("counters"))
        .is_none_or(|c| !c.split_whitespace().any(|w| w == "cycles=unsupported"))
}

fn render_boot(s: &mut String, events: &[Event], dexes: &[DexSource]) {
    if let Some(b) = find(events, "boot") {
        let v = |k| b.get(k).unwrap_or("?");
        let _ = writeln!(s, "board         {}", v("board"));
        let _ = writeln!(s, "cpu           {} (MIDR {})", v("cpu"), v("midr"));
        let _ = writeln!(
            s,
            "ram           {} at {} (from the {})",
            mib(b.num("ram_bytes").unwrap_or(0)),
            v("ram_base"),
            b.get("params").unwrap_or("device tree")
        );
        let _ = writeln!(s, "bootargs      \"{}\"", v("bootargs"));
        let _ = writeln!(
            s,
            "{:<13} at {}",
            b.get("params").unwrap_or("device tree"),
            v("dtb")
        );
        match b.num("initrd_bytes") {
            Some(0) | None => {
                let _ = writeln!(s, "initrd        none");
            }
            Some(n) => {
                let _ = writeln!(s, "initrd        {n} bytes at {}", v("initrd_base"));
            }
        }
    } else {
        let _ = writeln!(
            s,
            "(no boot event: the runtime did not get as far as its boot report)"
        );
    }
    if let Some(c) = find(events, "cpu") {
        let _ = writeln!(
            s,
            "mmu/caches    MMU {}, D-cache {}, I-cache {}, branch prediction {}, VFP {}{} (SCTLR {})",
            on(c, "mmu"),
            on(c, "dcache"),
            on(c, "icache"),
            on(c, "branch_prediction"),
            on(c, "vfp"),
            float_abi(c),
            c.get("sctlr").unwrap_or("?")
        );
    }
    let counted = counts_cycles(events);
    if let Some(r) = find(events, "ready") {
        if counted {
            let _ = writeln!(
                s,
                "boot time     {} cycles, U-Boot handoff to runtime ready (PMU cycle counter)",
                r.get("boot_cycles").unwrap_or("?")
            );
        } else {
            let _ = writeln!(s, "boot time     unknown: the board's PMU counts no cycles");
        }
        let _ = writeln!(
            s,
            "image         {} bytes",
            r.get("image_bytes").unwrap_or("?")
        );
        let _ = writeln!(
            s,
            "heap          {} at {}",
            mib(r.num("heap_bytes").unwrap_or(0)),
            r.get("heap_base").unwrap_or("?")
        );
        let _ = writeln!(
            s,
            "timer         {} Hz counter",
            r.get("timer_hz").unwrap_or("?")
        );
    }
    if let Some(t) = find(events, "tick_check") {
        let _ = writeln!(s, "tick check    {}", tick_check_line(t));
    }
    for e in events.iter().filter(|e| e.kind == "log") {
        let _ = writeln!(s, "log           {}", e.get("message").unwrap_or(""));
    }
    if let Some(f) = find(events, "fault") {
        let v = |k| f.get(k).unwrap_or("?");
        let access = match v("access") {
            "read" | "write" => format!(" on {}", v("access")),
            _ => String::new(),
        };
        let core = f
            .get("core")
            .map(|c| format!(" (core {c})"))
            .unwrap_or_default();
        let _ = writeln!(
            s,
            "CPU FAULT     {}: {}{}{core}",
            v("kind"),
            v("status"),
            access
        );
        let _ = writeln!(
            s,
            "              mode {}  pc {}  lr {}  sp {}",
            v("mode"),
            v("pc"),
            v("lr"),
            v("sp")
        );
        let _ = writeln!(
            s,
            "              far {}  fsr {}  spsr {}",
            v("far"),
            v("fsr"),
            v("spsr")
        );
        if let Some(r) = find(events, "regs") {
            let regs: Vec<String> = r.fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
            for chunk in regs.chunks(5) {
                let _ = writeln!(s, "              {}", chunk.join(" "));
            }
        }
    }
    if let Some(a) = find(events, "app") {
        let _ = writeln!(
            s,
            "app           {} from {} DEX file(s), {} bytes",
            a.get("main").unwrap_or("?"),
            a.get("dex_files").unwrap_or("?"),
            a.get("dex_bytes").unwrap_or("?")
        );
    }
    if let Some(a) = find(events, "app_end") {
        let cycles = if counted {
            format!("{} cycles", a.get("cycles").unwrap_or("?"))
        } else {
            "cycles not counted".into()
        };
        let _ = writeln!(
            s,
            "app ended     {} (status {}), {cycles}",
            a.get("outcome").unwrap_or("?"),
            a.get("status").unwrap_or("?"),
        );
        if let Some(n) = a.num("start_cycles").filter(|&n| counted && n > 0) {
            let _ = writeln!(
                s,
                "vm start      {n} cycles from creating the VM to main's first bytecode"
            );
        }
    }
    logcat_section(s, events);
    if let Some(p) = find(events, "pmu") {
        let how = match p.get("extension") {
            Some("tick") => "extended to 64 bits from the timer tick (no overflow interrupt wired)",
            Some("overflow-irq") => "extended to 64 bits by the overflow interrupt",
            _ => "not extended",
        };
        let _ = writeln!(
            s,
            "pmu           {how}; {} event slots",
            p.get("slots").unwrap_or("?")
        );
        let _ = writeln!(s, "              {}", p.get("counters").unwrap_or(""));
    }
    cores_section(s, events);
    gc_section(s, events);
    profile_section(s, events, dexes);
    threads_section(s, events);
    dimmunix_section(s, events);
    energy_section(s, events);
    telemetry_section(s, events);
    if let Some(p) = find(events, "panic") {
        let _ = writeln!(s, "PANIC         {}", p.get("message").unwrap_or("?"));
    }
}

/// One android.util.Log entry as logcat prints it: each line of the message behind
/// `P/tag: ` (`D/Net: connected`); an empty message still makes one line.
pub fn logcat_lines(priority: u32, tag: &str, message: &str) -> Vec<String> {
    let letter = dexmetal_telemetry::priority_letter(priority);
    let mut lines: Vec<String> = message
        .lines()
        .map(|l| format!("{letter}/{tag}: {l}"))
        .collect();
    if lines.is_empty() {
        lines.push(format!("{letter}/{tag}: "));
    }
    lines
}

/// The app's android.util.Log lines (`logcat` events) in the order sent, each with its
/// board-clock time when the frames carry one; a clipped message says how much is
/// missing.
fn logcat_section(s: &mut String, events: &[Event]) {
    let logs: Vec<&Event> = events.iter().filter(|e| e.kind == "logcat").collect();
    if logs.is_empty() {
        return;
    }
    let n = logs.len();
    let _ = writeln!(
        s,
        "logcat        {n} {}",
        if n == 1 { "entry" } else { "entries" }
    );
    for e in logs {
        let at = e
            .time
            .and_then(|t| clock_us(events, t))
            .map_or(String::new(), |us| {
                format!("{:>6}.{:06} ", us / 1_000_000, us % 1_000_000)
            });
        let priority = e.num("priority").unwrap_or(0) as u32;
        let mut lines = logcat_lines(
            priority,
            e.get("tag").unwrap_or(""),
            e.get("message").unwrap_or(""),
        );
        if let Some(cut) = e.num("clipped").filter(|&n| n > 0) {
            if let Some(last) = lines.last_mut() {
                let _ = write!(last, " [... {cut} bytes clipped]");
            }
        }
        for l in lines {
            let _ = writeln!(s, "  {at}{l}");
        }
    }
}

/// How many per-collection energies the report lists before summarising the rest.
const GC_ENERGY_LINES: usize = 16;

/// DVFS and energy: the governor and its OPP switches, then the `energy` line (joules,
/// mean watts, per component) and the energy of each collection. Every figure from a
/// model says `model`.
fn energy_section(s: &mut String, events: &[Event]) {
    let j = |uj: u64| format!("{:.6} J", uj as f64 / 1e6);
    if let Some(c) = find(events, "cpufreq") {
        let model = c.flag("model") == Some(true);
        let switches = find(events, "energy")
            .and_then(|e| e.get("transitions"))
            .unwrap_or("?");
        let _ = writeln!(
            s,
            "cpufreq       governor {} over the {} OPP table{}, started at {} kHz; {} OPP switches",
            c.get("governor").unwrap_or("?"),
            c.get("table").unwrap_or("?"),
            match (model, c.get("table")) {
                (true, Some("apq8074")) => " (model: the board has no DVFS; frequency scales modelled time; the table is frequency-only, so the voltage is held fixed)",
                (true, _) => " (model: the board has no DVFS; frequency scales modelled time)",
                (false, _) => "",
            },
            c.get("khz").unwrap_or("?"),
            switches
        );
    }
    let Some(e) = find(events, "energy") else {
        return;
    };
    let model = if e.flag("model") == Some(true) {
        " (model)"
    } else {
        ""
    };
    let num = |k| e.num(k).unwrap_or(0);
    // Which sensor measured beside the model, at what rate (older telemetry: unsaid).
    let sensor = match (e.get("sensor"), e.num("sensor_hz")) {
        (Some("none"), _) => "; power sensor: none on this board".to_string(),
        (Some(name), Some(hz)) => format!("; power sensor: {} at {hz} S/s", name.to_uppercase()),
        _ => String::new(),
    };
    let _ = writeln!(
        s,
        "energy        {}, mean {:.3} W over {:.3} s{model}: GC {}, interpreter {}, idle {}, other {}{sensor}",
        j(num("microjoules")),
        num("microwatts") as f64 / 1e6,
        num("modelled_us") as f64 / 1e6,
        j(num("gc_uj")),
        j(num("interp_uj")),
        j(num("idle_uj")),
        j(num("other_uj")),
    );
    if let Some(m) = find(events, "sensor_energy") {
        let n = |k| m.num(k).unwrap_or(0);
        let by = match (e.get("sensor"), e.num("sensor_hz")) {
            (Some(name), Some(hz)) if name != "none" => {
                format!("the {} at {hz} S/s", name.to_uppercase())
            }
            _ => "the board's power sensor".to_string(),
        };
        let _ = writeln!(
            s,
            "  measured    {}, mean {:.3} W over {:.3} s: {} sensor samples, {} failed ({by})",
            j(n("microjoules")),
            n("microwatts") as f64 / 1e6,
            n("span_us") as f64 / 1e6,
            n("samples"),
            n("errors"),
        );
    }
    let per_gc: Vec<&Event> = events.iter().filter(|e| e.kind == "gc_energy").collect();
    if per_gc.is_empty() {
        return;
    }
    let total: u64 = per_gc.iter().filter_map(|e| e.num("microjoules")).sum();
    let _ = writeln!(
        s,
        "  per GC      {} collections, mean {}{model}",
        per_gc.len(),
        j(total / per_gc.len() as u64)
    );
    for g in per_gc.iter().take(GC_ENERGY_LINES) {
        let _ = writeln!(
            s,
            "              GC #{}: {}",
            g.get("gc").unwrap_or("?"),
            j(g.num("microjoules").unwrap_or(0))
        );
    }
    if per_gc.len() > GC_ENERGY_LINES {
        let _ = writeln!(
            s,
            "              ({} more collections)",
            per_gc.len() - GC_ENERGY_LINES
        );
    }
}

/// Board-clock ticks to microseconds at the `ready` event's timer frequency.
fn clock_us(events: &[Event], ticks: u64) -> Option<u64> {
    let hz = find(events, "ready")?.num("timer_hz").filter(|&h| h > 0)?;
    Some((u128::from(ticks) * 1_000_000 / u128::from(hz)) as u64)
}

/// How much telemetry arrived, over how long, and where frames were lost: each gap
/// is placed between the frames received around it, by their timestamps.
fn telemetry_section(s: &mut String, events: &[Event]) {
    let timed: Vec<&Event> = events.iter().filter(|e| e.time.is_some()).collect();
    let (Some(first), Some(last)) = (timed.first(), timed.last()) else {
        return;
    };
    let span = last.time.unwrap_or(0) - first.time.unwrap_or(0);
    let lost: u64 = events
        .iter()
        .filter(|e| e.kind == "dropped")
        .filter_map(|e| e.num("frames"))
        .sum();
    let _ = writeln!(
        s,
        "telemetry     {} frames over {} us (board clock), {} lost to a full ring buffer",
        timed.len(),
        clock_us(events, span).map_or("?".to_string(), |u| u.to_string()),
        lost
    );
    for d in events.iter().filter(|e| e.kind == "dropped") {
        let (Some(a), Some(b)) = (d.num("first"), d.num("last")) else {
            continue;
        };
        let before = timed
            .iter()
            .rev()
            .find(|e| e.time.unwrap_or(0) < a && e.kind != "dropped");
        let after = timed
            .iter()
            .find(|e| e.time.unwrap_or(0) > b && e.kind != "dropped");
        let at = |t: u64| clock_us(events, t).map_or(format!("{t} ticks"), |u| format!("{u} us"));
        let _ = writeln!(
            s,
            "  gap         {} frames lost from {} to {}, after `{}`, before `{}`",
            d.get("frames").unwrap_or("?"),
            at(a),
            at(b),
            before.map_or("(start)", |e| e.kind.as_str()),
            after.map_or("(end)", |e| e.kind.as_str())
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(kind: &str, fields: &[(&str, &str)]) -> Event {
        Event::info(kind, fields)
    }

    #[test]
    fn a_failed_tick_check_is_named_with_its_figures() {
        let tick = |verdict| {
            ev(
                "tick_check",
                &[
                    ("counted", "3"),
                    ("want", "10"),
                    ("hz", "1000"),
                    ("elapsed_us", "4100000"),
                    ("polls", "20000000"),
                    ("poll_limit", "20000000"),
                    ("verdict", verdict),
                ],
            )
        };
        assert_eq!(self_test_failure(&[tick("passed")]), None);
        let why = self_test_failure(&[tick("too-few-ticks")]).unwrap();
        assert_eq!(
            why,
            "self-test tick-check failed: too-few-ticks: 3 of 10 ticks at 1000 Hz in \
             4100000 us on the timer's counter, 20000000 of at most 20000000 polls"
        );
        assert!(render(&[tick("passed")]).contains("tick check    passed: 3 of 10 ticks"));
    }

    #[test]
    fn a_failed_history_save_says_not_saved_and_why() {
        let r = render(&[ev(
            "dimmunix_detect",
            &[
                ("kind", "deadlock"),
                ("index", "0"),
                ("threads", "A (2) -> B (3)"),
                ("history_bytes", "73"),
                (
                    "saved",
                    "failed: device error status 0xa000a0 at offset 0x0",
                ),
            ],
        )]);
        assert!(
            r.contains("history 73 bytes NOT saved (device error status 0xa000a0 at offset 0x0)"),
            "{r}"
        );
    }

    #[test]
    fn renders_thread_table_busiest_first_and_folds_the_rest() {
        let mut events = vec![ev(
            "sched",
            &[
                ("threads", "30"),
                ("max_live", "30"),
                ("switches", "99"),
                ("ticks", "7"),
                ("idle_us", "5"),
                ("perturbations", "0"),
            ],
        )];
        for tid in 1..=30u32 {
            let cpu = (tid * 10).to_string();
            let t = tid.to_string();
            events.push(ev(
                "thread_end",
                &[
                    ("tid", &t),
                    ("name", if tid == 1 { "main" } else { "worker" }),
                    ("cpu_us", &cpu),
                    ("cycles", "1000"),
                    ("switches", "2"),
                    ("blocked_us", "0"),
                    ("sleeping_us", "0"),
                    ("ready_us", "0"),
                    ("uncaught", if tid == 30 { "true" } else { "false" }),
                ],
            ));
        }
        let r = render(&events);
        assert!(r.contains("30 started (max 30 alive), 99 context switches"));
        let first = r
            .lines()
            .position(|l| l.trim_start().starts_with("30  worker"))
            .unwrap();
        let second = r
            .lines()
            .position(|l| l.trim_start().starts_with("29  worker"))
            .unwrap();
        assert!(first < second, "busiest first:\n{r}");
        assert!(r.contains("uncaught exception"));
        // 6 threads (tids 1..=6, the least busy) fold into one line.
        assert!(
            r.contains("(6 more threads: 210 cpu us, 12 switches in total)"),
            "{r}"
        );
        assert!(!r.contains("main"), "main (least busy) is folded:\n{r}");
    }

    #[test]
    fn renders_gc_summary() {
        let gc = |kind: &str, pause: &str, cycles: &str| {
            ev(
                "gc",
                &[
                    ("kind", kind),
                    ("freed_bytes", "2048"),
                    ("pause_us", pause),
                    ("pause_cycles", cycles),
                    ("live_bytes", "4096"),
                    ("footprint", "8192"),
                    ("soft_limit", "16384"),
                ],
            )
        };
        let events = vec![
            gc("GC_FOR_ALLOC", "10", "100"),
            gc("GC_FOR_ALLOC", "30", "300"),
            gc("GC_EXPLICIT", "5", "600"),
            ev("app_end", &[("cycles", "10000")]),
        ];
        let r = render(&events);
        assert!(
            r.contains("3 collections (2 GC_FOR_ALLOC, 1 GC_EXPLICIT), freed 6 KiB, pauses 45 us total, 30 us max"),
            "{r}"
        );
        assert!(r.contains("gc share      10.0% of the app's cycles"), "{r}");
        assert!(r.contains("4 KiB live of a 8 KiB footprint"), "{r}");
        // Each collection as logcat shows it, the same format as `--verbose-gc`.
        assert!(
            r.contains(
                "  D/dalvikvm: GC_FOR_ALLOC freed 2K, 50% free 4K/8K, paused 0ms, total 0ms\n"
            ),
            "{r}"
        );
        assert_eq!(r.matches("D/dalvikvm: GC_").count(), 3, "{r}");
    }

    #[test]
    fn a_board_gc_event_reads_as_dalvik_logcat() {
        let e = ev(
            "gc",
            &[
                ("kind", "GC_CONCURRENT"),
                ("freed_bytes", &(2049 * 1024).to_string()),
                ("live_bytes", &(3571 * 1024).to_string()),
                ("footprint", &(9991 * 1024).to_string()),
                ("pause_us", "4400"),
                ("pause1_us", "2400"),
                ("pause2_us", "2000"),
                ("total_us", "36700"),
                ("concurrent", "true"),
            ],
        );
        let g = GcRecord::from_event(&e).expect("a gc event");
        assert_eq!(
            g.log_line(),
            "GC_CONCURRENT freed 2049K, 65% free 3571K/9991K, paused 2ms+2ms, total 36ms"
        );
        assert!(GcRecord::from_event(&ev("gc_pause", &[])).is_none());
    }

    #[test]
    fn renders_gc_pauses_share_throughput_and_mmu() {
        let events = vec![
            ev(
                "app",
                &[("main", "Main"), ("gc", "cms"), ("gc_pacing", "adaptive")],
            ),
            ev(
                "gc_pause",
                &[
                    ("tid", "2"),
                    ("kind", "root"),
                    ("gc", "1"),
                    ("start_us", "10000"),
                    ("us", "1000"),
                ],
            ),
            ev(
                "gc_pause",
                &[
                    ("tid", "2"),
                    ("kind", "remark"),
                    ("gc", "1"),
                    ("start_us", "30000"),
                    ("us", "500"),
                ],
            ),
            ev(
                "gc_pause",
                &[
                    ("tid", "1"),
                    ("kind", "wait"),
                    ("gc", "1"),
                    ("start_us", "30500"),
                    ("us", "4500"),
                ],
            ),
            ev(
                "gc",
                &[
                    ("kind", "GC_CONCURRENT"),
                    ("count", "1"),
                    ("freed_bytes", "10240"),
                    ("footprint", "65536"),
                    ("mark_us", "2000"),
                    ("sweep_us", "1000"),
                    ("pause1_us", "1000"),
                    ("pause2_us", "500"),
                    ("total_us", "25000"),
                    ("gc_cycles", "0"),
                    ("marked_bytes", "4096000"),
                    ("minor", "true"),
                    ("trim", "true"),
                    ("trimmed_bytes", "4096"),
                    ("end_us", "35000"),
                ],
            ),
            ev("app_end", &[("cycles", "0"), ("elapsed_us", "200000")]),
        ];
        let r = render(&events);
        assert!(
            r.contains(
                "1 collections (1 GC_CONCURRENT), freed 10 KiB, pauses 6000 us total, 4500 us max; mutator wait 4500 us (1 waits)"
            ),
            "{r}"
        );
        assert!(
            r.contains("gc variant    cms, adaptive pacing: 1 minor collections, 1 trims, peak footprint 64 KiB"),
            "{r}"
        );
        assert!(
            r.contains("gc pauses     3: 1 root (1000 us, max 1000 us), 1 remark (500 us, max 500 us), 0 foreground (0 us, max 0 us), 1 wait (4500 us, max 4500 us), 0 assist (0 us, max 0 us)"),
            "{r}"
        );
        assert!(
            r.contains("gc share      1.5% of the run's time marking and sweeping"),
            "{r}"
        );
        assert!(
            r.contains("gc marking    4000 KiB traced in 2000 us: 2048.0 MB/s"),
            "{r}"
        );
        // 10 ms: [25, 35) ms holds 5 ms; 50 ms: all 6 ms.
        assert!(
            r.contains("gc mmu        MMU(10 ms) 0.500, MMU(50 ms) 0.880 over a 200.0 ms run"),
            "{r}"
        );
        let (csv, svg) = mmu_files(&events).expect("collected once");
        assert!(csv.starts_with("window_ms,mmu\n1,0.000000\n"), "{csv}");
        assert!(csv.contains("\n10,0.500000\n"), "{csv}");
        assert!(csv.ends_with("200,0.970000\n"), "{csv}");
        assert!(
            svg.contains("cms (adaptive pacing) collector, 1 collections"),
            "{svg}"
        );
        // No collection, no files.
        assert!(mmu_files(&events[5..]).is_none());
    }

    #[test]
    fn renders_the_cores() {
        let events = vec![
            ev(
                "cpus",
                &[("listed", "4"), ("asked", "3"), ("method", "psci")],
            ),
            ev("cpu_up", &[("core", "1"), ("mpidr", "0x1"), ("us", "246")]),
            ev(
                "cpu_fail",
                &[("core", "2"), ("mpidr", "0x2"), ("reason", "denied")],
            ),
            ev(
                "core",
                &[
                    ("core", "0"),
                    ("role", "mutator"),
                    ("state", "online"),
                    ("busy_us", "1000"),
                    ("idle_us", "10"),
                    ("cycles", "999"),
                    ("jobs", "0"),
                ],
            ),
            ev(
                "core",
                &[
                    ("core", "1"),
                    ("role", "gc"),
                    ("state", "online"),
                    ("busy_us", "300"),
                    ("idle_us", "700"),
                    ("cycles", "333"),
                    ("jobs", "4"),
                ],
            ),
            ev("fault", &[("kind", "data abort"), ("core", "1")]),
        ];
        let r = render(&events);
        assert!(
            r.contains("cores         2 running of 4 listed (asked for 3; started by psci)"),
            "{r}"
        );
        assert!(r.contains("core 1 (MPIDR 0x1) up in 246 us"), "{r}");
        assert!(
            r.contains("core 2 (MPIDR 0x2) did not start: denied"),
            "{r}"
        );
        assert!(
            r.contains("       1  gc       online          300         700            333       4"),
            "{r}"
        );
        assert!(r.contains("CPU FAULT     data abort: ? (core 1)"), "{r}");
        // A one-core run says so in one line.
        let one = render(&[ev(
            "cpus",
            &[("listed", "1"), ("asked", "1"), ("method", "none")],
        )]);
        assert!(one.contains("cores         1 running of 1 listed"), "{one}");
    }

    #[test]
    fn renders_fault_and_exit() {
        let events = vec![
            ev(
                "boot",
                &[
                    ("board", "qemu-virt"),
                    ("cpu", "Cortex-A15"),
                    ("midr", "0x412fc0f1"),
                    ("ram_bytes", "134217728"),
                ],
            ),
            ev(
                "fault",
                &[
                    ("kind", "data abort"),
                    ("status", "translation fault (section)"),
                    ("access", "read"),
                    ("pc", "0x40401000"),
                ],
            ),
            ev("exit", &[("status", "3")]),
        ];
        let r = render(&events);
        assert!(r.contains("board         qemu-virt"), "{r}");
        assert!(r.contains("128 MiB"), "{r}");
        assert!(
            r.contains("CPU FAULT     data abort: translation fault (section) on read"),
            "{r}"
        );
        assert!(r.contains("exit status   3"), "{r}");
        assert_eq!(exit_status(&events), Some(3));
    }

    #[test]
    fn logcat_events_render_as_logcat_lines_in_order_with_their_time() {
        let mut ready = ev("ready", &[("timer_hz", "1000000")]);
        ready.time = Some(0);
        let mut d = ev(
            "logcat",
            &[
                ("priority", "3"),
                ("tag", "Demo"),
                ("clipped", "0"),
                ("message", "hello"),
            ],
        );
        d.time = Some(1_500_000);
        let mut e = ev(
            "logcat",
            &[
                ("priority", "6"),
                ("tag", "Net"),
                ("clipped", "0"),
                ("message", "failed\n\tat A.b(A.java:1)\n"),
            ],
        );
        e.time = Some(2_000_001);
        let cut = ev(
            "logcat",
            &[
                ("priority", "7"),
                ("tag", "Big"),
                ("clipped", "12"),
                ("message", "xyz"),
            ],
        );
        let r = render(&[ready, d, e, cut]);
        let want = [
            "logcat        3 entries",
            "       1.500000 D/Demo: hello",
            "       2.000001 E/Net: failed",
            "       2.000001 E/Net: \tat A.b(A.java:1)",
            "  A/Big: xyz [... 12 bytes clipped]",
            "",
        ]
        .join("\n");
        assert!(r.contains(&want), "{r}");
        assert_eq!(logcat_lines(2, "T", ""), vec!["V/T: ".to_string()]);
        assert_eq!(logcat_lines(9, "T", "m"), vec!["?/T: m".to_string()]);
    }

    #[test]
    fn missing_events_are_said_not_invented() {
        let r = render(&[]);
        assert!(r.contains("no boot event"));
        assert!(r.contains("(none reported)"));
        assert_eq!(exit_status(&[]), None);
    }

    #[test]
    fn parses_byte_fields() {
        let e = ev(
            "out",
            &[
                ("bytes", "[104, 105, 10]"),
                ("empty", "[]"),
                ("bad", "[300]"),
            ],
        );
        assert_eq!(e.bytes("bytes"), Some(b"hi\n".to_vec()));
        assert_eq!(e.bytes("empty"), Some(Vec::new()));
        assert_eq!(e.bytes("bad"), None);
    }

    /// A modelled `energy` event (2.5 J over 2 s) with `extra` fields after its own.
    fn energy_event(extra: &[(&str, &str)]) -> Event {
        let mut fields = vec![
            ("microjoules", "2500000"),
            ("microwatts", "1250000"),
            ("gc_uj", "60000"),
            ("interp_uj", "2400000"),
            ("idle_uj", "40000"),
            ("other_uj", "0"),
            ("modelled_us", "2000000"),
            ("transitions", "4"),
            ("model", "true"),
        ];
        fields.extend_from_slice(extra);
        ev("energy", &fields)
    }

    #[test]
    fn the_energy_line_says_model_and_splits_by_component() {
        let events = vec![
            ev(
                "cpufreq",
                &[
                    ("governor", "gc-aware"),
                    ("table", "omap3530"),
                    ("model", "true"),
                    ("khz", "600000"),
                ],
            ),
            ev(
                "gc_energy",
                &[("gc", "1"), ("microjoules", "40000"), ("model", "true")],
            ),
            ev(
                "gc_energy",
                &[("gc", "2"), ("microjoules", "20000"), ("model", "true")],
            ),
            energy_event(&[]),
        ];
        let mut with_sensor = events.clone();
        with_sensor.push(ev(
            "sensor_energy",
            &[
                ("microjoules", "2750000"),
                ("microwatts", "1375000"),
                ("samples", "41"),
                ("errors", "1"),
                ("span_us", "2000000"),
            ],
        ));
        let measured = render(&with_sensor);
        assert!(
            measured.contains("  measured    2.750000 J, mean 1.375 W over 2.000 s: 41 sensor samples, 1 failed (the board's power sensor)"),
            "telemetry without the sensor fields: {measured}"
        );
        let r = render(&events);
        assert!(!r.contains("measured "), "no sensor, no measured line");
        let line = r.lines().find(|l| l.starts_with("energy")).expect(&r);
        assert_eq!(
            line,
            "energy        2.500000 J, mean 1.250 W over 2.000 s (model): GC 0.060000 J, interpreter 2.400000 J, idle 0.040000 J, other 0.000000 J"
        );
        assert!(
            r.contains("governor gc-aware over the omap3530 OPP table (model"),
            "{r}"
        );
        assert!(r.contains("4 OPP switches"), "{r}");
        assert!(r.contains("2 collections, mean 0.030000 J (model)"), "{r}");
        assert!(r.contains("GC #2: 0.020000 J"), "{r}");
    }

    #[test]
    fn the_energy_line_names_the_sensor_and_its_rate() {
        let energy =
            |sensor: &str, hz: &str| energy_event(&[("sensor", sensor), ("sensor_hz", hz)]);
        let measured = ev(
            "sensor_energy",
            &[
                ("microjoules", "2750000"),
                ("microwatts", "1375000"),
                ("samples", "20001"),
                ("errors", "0"),
                ("span_us", "2000000"),
            ],
        );
        // qemu-virt: the model alone, and the line says there is no sensor.
        let r = render(&[energy("none", "0")]);
        let line = r.lines().find(|l| l.starts_with("energy")).expect(&r);
        assert!(
            line.contains("(model)") && line.ends_with("; power sensor: none on this board"),
            "{line}"
        );
        // The BeagleBoard's fast ADC.
        let r = render(&[energy("mcp3201", "10000"), measured.clone()]);
        let line = r.lines().find(|l| l.starts_with("energy")).expect(&r);
        assert!(
            line.ends_with("; power sensor: MCP3201 at 10000 S/s"),
            "{line}"
        );
        assert!(
            r.contains("20001 sensor samples, 0 failed (the MCP3201 at 10000 S/s)"),
            "{r}"
        );
        // The ADS1115 path.
        let r = render(&[energy("ads1115", "860"), measured]);
        assert!(r.contains("; power sensor: ADS1115 at 860 S/s"), "{r}");
        assert!(r.contains("(the ADS1115 at 860 S/s)"), "{r}");
    }

    #[test]
    fn parses_numbers() {
        let e = ev(
            "x",
            &[("a", "0x10"), ("b", "42"), ("c", "true"), ("d", "zz")],
        );
        assert_eq!(e.num("a"), Some(16));
        assert_eq!(e.num("b"), Some(42));
        assert_eq!(e.flag("c"), Some(true));
        assert_eq!(e.num("d"), None);
        assert_eq!(e.num("missing"), None);
    }

    #[test]
    fn a_reboot_splits_the_report_into_boots_and_tells_the_story() {
        let boot = ev("boot", &[("board", "qemu-virt")]);
        let events = vec![
            boot.clone(),
            ev(
                "dimmunix_detect",
                &[
                    ("kind", "deadlock"),
                    ("index", "0"),
                    ("threads", "A (2) -> B (3)"),
                    ("signature", "\tthread 1: holds X\n\tthread 2: holds Y\n"),
                    ("history_bytes", "73"),
                    ("saved", "pflash"),
                ],
            ),
            ev("deadlock", &[("threads", "3")]),
            ev("app_end", &[("outcome", "deadlock"), ("status", "6")]),
            ev("reboot", &[("reason", "dimmunix")]),
            boot,
            ev(
                "dimmunix_load",
                &[("store", "pflash"), ("signatures", "1"), ("bytes", "73")],
            ),
            ev("dimmunix_yield", &[("tid", "3"), ("signature", "0")]),
            ev("dimmunix_yield", &[("tid", "3"), ("signature", "0")]),
            ev("app_end", &[("outcome", "returned"), ("status", "0")]),
            ev("exit", &[("status", "0")]),
        ];
        assert_eq!(boots(&events).len(), 2);
        assert_eq!(boots(&events)[0].last().unwrap().kind, "reboot");
        assert_eq!(boots(&events[..3]).len(), 1);
        let r = render(&events);
        for want in [
            "== boot 1 of 2 ==",
            "== boot 2 of 2 ==",
            "DEADLOCK      a lock cycle Dimmunix detected",
            "DIMMUNIX      deadlock detected: signature #0, threads A (2) -> B (3); history 73 bytes saved to pflash",
            "              thread 2: holds Y",
            "dimmunix      history of 1 signature(s) loaded from pflash (73 bytes)",
            "dimmunix      avoidance: 2 yield(s) (signature #0: 2), 0 bypass(es)",
            "boot 1        deadlock detected (A (2) -> B (3)), signature #0 saved to pflash; app deadlock (status 6); rebooted (dimmunix)",
            "boot 2        history of 1 signature(s) loaded; 2 avoidance yield(s); app returned (status 0)",
            "exit status   0",
        ] {
            assert!(r.contains(want), "{want:?} missing from\n{r}");
        }
        // A single boot keeps the plain layout.
        let one = render(&events[..4]);
        assert!(
            !one.contains("== boot") && !one.contains("== story"),
            "{one}"
        );
    }
}
