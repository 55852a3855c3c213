//! The GC summary of one run ([`GcStats`]): collections by kind, pauses by seed 004
//! section 2.4.2's categories (safepoint, told apart as root and remark; foreground;
//! wait) and the adaptive pacer's assists, GC CPU share (never above 1), mark
//! throughput and MMU(10 ms)/MMU(50 ms). Built from neutral records so the board's
//! telemetry ([`GcStats::from_events`]), the host CLI and benchmarks share one definition;
//! [`GcSummary`] is the JSON schema those benchmarks parse (docs/TELEMETRY.md).

use crate::mmu::Mmu;
use crate::Event;
use anyhow::Context;
use serde::{Deserialize, Serialize};

/// The collection kinds, in the order reports and the JSON list them.
pub const GC_KINDS: [&str; 4] = [
    "GC_CONCURRENT",
    "GC_FOR_ALLOC",
    "GC_EXPLICIT",
    "GC_BEFORE_OOM",
];

/// The pause categories (`PauseKind::name` in the VM).
pub const PAUSE_KINDS: [&str; 5] = ["root", "remark", "foreground", "wait", "assist"];

const MS: u64 = 1_000_000;

/// One collection, as the VM's `GcEvent` or a `gc` telemetry event reports it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GcRecord {
    /// `GC_CONCURRENT`, `GC_FOR_ALLOC`, ...
    pub kind: String,
    pub variant: String,
    /// Collections so far, this one included (`gc_pause` records name it).
    pub count: u64,
    pub minor: bool,
    pub concurrent: bool,
    /// Each stop-the-world pause.
    pub pauses_ns: Vec<u64>,
    pub total_ns: u64,
    pub mark_ns: u64,
    pub sweep_ns: u64,
    /// Cycles of all the collection's work (0 without a cycle counter).
    pub gc_cycles: u64,
    pub marked_bytes: u64,
    pub freed_bytes: u64,
    pub live_bytes: u64,
    pub footprint: u64,
    pub soft_limit: u64,
    /// Bytes the idle trim gave back, when one followed.
    pub trimmed_bytes: Option<u64>,
    /// When it ended, ns since the run started (None when not reported).
    pub end_ns: Option<u64>,
}

impl GcRecord {
    /// The record of one `gc` telemetry event (`None` for another kind).
    pub fn from_event(e: &Event) -> Option<GcRecord> {
        if e.kind != "gc" {
            return None;
        }
        let n = |e: &Event, k: &str| e.num(k).unwrap_or(0);
        let us = |e: &Event, k: &str| e.num(k).map(|v| v.saturating_mul(1000));
        let pauses_ns: Vec<u64> = match us(e, "pause1_us") {
            Some(p1) => std::iter::once(p1)
                .chain(us(e, "pause2_us").filter(|&p| p > 0))
                .collect(),
            None => vec![us(e, "pause_us").unwrap_or(0)],
        };
        let trim = e.flag("trim") == Some(true);
        Some(GcRecord {
            kind: e.get("kind").unwrap_or("?").to_string(),
            variant: e.get("variant").unwrap_or("").to_string(),
            count: n(e, "count"),
            minor: e.flag("minor") == Some(true),
            concurrent: e.flag("concurrent") == Some(true),
            total_ns: us(e, "total_us").unwrap_or_else(|| pauses_ns.iter().sum()),
            pauses_ns,
            mark_ns: us(e, "mark_us").unwrap_or(0),
            sweep_ns: us(e, "sweep_us").unwrap_or(0),
            gc_cycles: e.num("gc_cycles").unwrap_or_else(|| n(e, "pause_cycles")),
            marked_bytes: n(e, "marked_bytes"),
            freed_bytes: n(e, "freed_bytes"),
            live_bytes: n(e, "live_bytes"),
            footprint: n(e, "footprint"),
            soft_limit: n(e, "soft_limit"),
            trimmed_bytes: trim.then(|| n(e, "trimmed_bytes")),
            end_ns: us(e, "end_us"),
        })
    }

    /// Dalvik 4.4's log line for it (`GC_CONCURRENT freed 2049K, 65% free 3571K/9991K,
    /// paused 2ms+2ms, total 36ms`), formatted as the VM formats `--verbose-gc`.
    pub fn log_line(&self) -> String {
        let (pauses_ns, pauses) = match self.pauses_ns.as_slice() {
            [] => ([0, 0], 1),
            [p] => ([*p, 0], 1),
            [p, q, ..] => ([*p, *q], 2),
        };
        dexmetal_launch::gclog::GcLogLine {
            kind: &self.kind,
            freed_bytes: self.freed_bytes,
            live_bytes: self.live_bytes,
            footprint: self.footprint,
            pauses_ns,
            pauses,
            total_ns: self.total_ns,
        }
        .to_string()
    }
}

/// One mutator pause (the VM's `GcPause`, or a `gc_pause` event).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PauseRecord {
    pub tid: u32,
    /// One of [`PAUSE_KINDS`].
    pub kind: String,
    pub gc: u64,
    /// ns since the run started.
    pub start_ns: u64,
    pub ns: u64,
    pub cycles: u64,
}

/// Pauses of one category.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PauseSum {
    pub count: u64,
    pub total_ns: u64,
    pub max_ns: u64,
}

impl PauseSum {
    fn add(&mut self, ns: u64) {
        self.count += 1;
        self.total_ns = self.total_ns.saturating_add(ns);
        self.max_ns = self.max_ns.max(ns);
    }
}

/// The GC summary of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct GcStats {
    pub variant: String,
    /// `dalvik` or `adaptive` (`dexmetal.gc.pacing=`); empty when not reported.
    pub pacing: String,
    pub run_ns: u64,
    /// Collections per kind, in [`GC_KINDS`] order.
    pub gc_count: [u64; 4],
    /// Collections of a kind not in [`GC_KINDS`].
    pub other_gcs: u64,
    pub minor: u64,
    pub trims: u64,
    /// All pauses together.
    pub pauses: PauseSum,
    /// Per category, in [`PAUSE_KINDS`] order.
    pub by_category: [PauseSum; 5],
    /// GC work over the run: cycles when both sides were counted (the board), else
    /// marking and sweeping time over the run's time. Never above 1: figures that would
    /// make it so are inconsistent (`gc_cpu_share_invalid`) and give 0 here.
    pub gc_cpu_share: f64,
    /// The GC work counted exceeded the run's: a counter wrapped or the records are
    /// corrupt, and no share is reported.
    pub gc_cpu_share_invalid: bool,
    /// Whether `gc_cpu_share` came from cycle counts.
    pub share_from_cycles: bool,
    pub marked_bytes: u64,
    pub mark_ns: u64,
    /// MB (10^6 bytes) traced per second of marking.
    pub mark_mb_per_s: f64,
    pub freed_bytes: u64,
    pub peak_footprint: u64,
    /// Pause timeline, when every pause's position in the run is known.
    pub mmu: Option<Mmu>,
}

/// The JSON schema of a run's GC figures (docs/TELEMETRY.md): [`GcStats::to_json`] writes
/// it, one line with the keys in field order; benchmarks read it back with
/// [`GcSummary::from_json`]. Unknown keys are ignored, so the schema can grow.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GcSummary {
    pub variant: String,
    /// `dalvik` or `adaptive`; empty when the run did not say.
    #[serde(default)]
    pub pacing: String,
    pub run_ns: u64,
    pub gc_count: GcCounts,
    pub minor: u64,
    pub trims: u64,
    pub pauses: u64,
    pub pause_total_ns: u64,
    pub pause_max_ns: u64,
    /// Per category: `root`, `remark`, `foreground`, `wait`, `assist`.
    #[serde(default)]
    pub pauses_by_kind: std::collections::BTreeMap<String, PauseSum>,
    /// `null` when the figures were inconsistent (GC work above the run's).
    pub gc_cpu_share: Option<f64>,
    pub marked_bytes: u64,
    pub mark_ns: u64,
    pub mark_mb_per_s: f64,
    /// `null` only when pause positions were not reported.
    pub mmu_10ms: Option<f64>,
    pub mmu_50ms: Option<f64>,
    pub freed_bytes: u64,
    pub peak_footprint: u64,
}

/// Collections per kind, keyed by the [`GC_KINDS`] names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GcCounts {
    #[serde(rename = "GC_CONCURRENT")]
    pub concurrent: u64,
    #[serde(rename = "GC_FOR_ALLOC")]
    pub for_alloc: u64,
    #[serde(rename = "GC_EXPLICIT")]
    pub explicit: u64,
    #[serde(rename = "GC_BEFORE_OOM")]
    pub before_oom: u64,
}

impl GcSummary {
    /// Reads what [`GcStats::to_json`] wrote.
    pub fn from_json(text: &str) -> anyhow::Result<GcSummary> {
        serde_json::from_str(text).context("GC summary JSON")
    }

    /// The mutators' waits for a running cycle.
    pub fn wait(&self) -> PauseSum {
        self.pauses_by_kind.get("wait").copied().unwrap_or_default()
    }

    /// Mark throughput in MB (10^6 bytes) per second; `None` rather than 0 when the run
    /// marked nothing, so a figure that was never measured cannot pass for a slow one.
    pub fn mark_rate(&self) -> Option<f64> {
        mb_per_s(self.marked_bytes, self.mark_ns).filter(|_| self.marked_bytes > 0)
    }
}

/// MB (10^6 bytes) per second, when any time passed.
fn mb_per_s(bytes: u64, ns: u64) -> Option<f64> {
    (ns > 0).then(|| bytes as f64 * 1e3 / ns as f64)
}

impl GcStats {
    /// The summary of `gcs` and `pauses` over a run of `run_ns` (0: unknown, then the last
    /// pause's or collection's end). `app_cycles` is the run's cycle count when there is a
    /// counter. With `pause` records (the VM reports every pause) they are the pauses;
    /// without them (an older runtime) each collection's pauses are placed by its end time:
    /// the first at the cycle's start, a second one just before its end (an approximation;
    /// a stop-the-world collection's single pause is exact).
    pub fn new(
        variant: &str,
        gcs: &[GcRecord],
        pauses: &[PauseRecord],
        run_ns: u64,
        app_cycles: Option<u64>,
    ) -> GcStats {
        let mut s = GcStats {
            variant: variant.to_string(),
            pacing: String::new(),
            run_ns,
            gc_count: [0; 4],
            other_gcs: 0,
            minor: 0,
            trims: 0,
            pauses: PauseSum::default(),
            by_category: [PauseSum::default(); 5],
            gc_cpu_share: 0.0,
            gc_cpu_share_invalid: false,
            share_from_cycles: false,
            marked_bytes: 0,
            mark_ns: 0,
            mark_mb_per_s: 0.0,
            freed_bytes: 0,
            peak_footprint: 0,
            mmu: None,
        };
        let mut gc_cycles = 0u64;
        let mut work_ns = 0u64;
        for g in gcs {
            match GC_KINDS.iter().position(|k| *k == g.kind) {
                Some(i) => s.gc_count[i] += 1,
                None => s.other_gcs += 1,
            }
            s.minor += u64::from(g.minor);
            s.trims += u64::from(g.trimmed_bytes.is_some());
            // Decoded telemetry is not trusted to stay in range: sums saturate.
            s.marked_bytes = s.marked_bytes.saturating_add(g.marked_bytes);
            s.mark_ns = s.mark_ns.saturating_add(g.mark_ns);
            s.freed_bytes = s.freed_bytes.saturating_add(g.freed_bytes);
            s.peak_footprint = s.peak_footprint.max(g.footprint);
            gc_cycles = gc_cycles.saturating_add(g.gc_cycles);
            work_ns = work_ns.saturating_add(g.mark_ns.saturating_add(g.sweep_ns));
        }
        // (start, length, category) of every pause, None where a position is unknown.
        let mut timeline: Option<Vec<(u64, u64)>> = Some(Vec::new());
        let mut note = |ns: u64, cat: &str, at: Option<u64>| {
            s.pauses.add(ns);
            if let Some(i) = PAUSE_KINDS.iter().position(|k| *k == cat) {
                s.by_category[i].add(ns);
            }
            match (at, timeline.as_mut()) {
                (Some(start), Some(t)) => t.push((start, ns)),
                _ => timeline = None,
            }
        };
        if !pauses.is_empty() {
            for p in pauses {
                note(p.ns, &p.kind, Some(p.start_ns));
            }
        } else {
            for g in gcs {
                let start = g.end_ns.map(|e| e.saturating_sub(g.total_ns));
                let n = g.pauses_ns.len();
                for (i, &ns) in g.pauses_ns.iter().enumerate() {
                    // The daemon's collections suspend mutators at safepoints, for the
                    // roots and then the remark; the rest ran on a mutator's own time.
                    let cat = match (g.kind.as_str(), i) {
                        ("GC_CONCURRENT", 0) => "root",
                        ("GC_CONCURRENT", _) => "remark",
                        _ => "foreground",
                    };
                    let at = match (start, g.end_ns) {
                        (Some(_), Some(end)) if i + 1 == n && i > 0 => Some(end.saturating_sub(ns)),
                        (Some(st), _) => Some(
                            g.pauses_ns[..i]
                                .iter()
                                .fold(st, |a, &p| a.saturating_add(p)),
                        ),
                        _ => None,
                    };
                    note(ns, cat, at);
                }
            }
        }
        if s.run_ns == 0 {
            let pause_end = pauses.iter().map(|p| p.start_ns.saturating_add(p.ns)).max();
            let gc_end = gcs.iter().filter_map(|g| g.end_ns).max();
            s.run_ns = pause_end.max(gc_end).unwrap_or(0);
        }
        s.mmu = timeline.map(|t| Mmu::new(t, s.run_ns));
        let (part, whole) = match app_cycles {
            Some(app) if app > 0 && (gc_cycles > 0 || gcs.is_empty()) => {
                s.share_from_cycles = true;
                (gc_cycles, app)
            }
            _ => (work_ns, s.run_ns),
        };
        if part > whole {
            s.gc_cpu_share_invalid = true;
        } else if whole > 0 {
            s.gc_cpu_share = part as f64 / whole as f64;
        }
        s.mark_mb_per_s = mb_per_s(s.marked_bytes, s.mark_ns).unwrap_or(0.0);
        s
    }

    /// The summary of a run's decoded telemetry: `gc`, `gc_pause`, `app` (the variant)
    /// and `app_end` (cycles and elapsed time). Times are the board timer's, counted from
    /// the app's start (virtual time on QEMU under -icount). Fields an older runtime did
    /// not send fall back to their nearest older counterpart (pause_us for one pause,
    /// pause_cycles for gc_cycles).
    pub fn from_events(events: &[Event]) -> GcStats {
        let n = |e: &Event, k: &str| e.num(k).unwrap_or(0);
        let us = |e: &Event, k: &str| e.num(k).map(|v| v.saturating_mul(1000));
        let mut gcs = Vec::new();
        let mut pauses = Vec::new();
        for e in events {
            match e.kind.as_str() {
                "gc" => gcs.extend(GcRecord::from_event(e)),
                "gc_pause" => pauses.push(PauseRecord {
                    tid: n(e, "tid") as u32,
                    kind: e.get("kind").unwrap_or("?").to_string(),
                    gc: n(e, "gc"),
                    start_ns: us(e, "start_us").unwrap_or(0),
                    ns: us(e, "us").unwrap_or(0),
                    cycles: n(e, "cycles"),
                }),
                _ => {}
            }
        }
        let app_end = events.iter().rev().find(|e| e.kind == "app_end");
        let app = events.iter().find(|e| e.kind == "app");
        let variant = app
            .and_then(|e| e.get("gc"))
            .or_else(|| {
                gcs.iter()
                    .map(|g| g.variant.as_str())
                    .find(|v| !v.is_empty())
            })
            .unwrap_or("unknown")
            .to_string();
        let mut st = GcStats::new(
            &variant,
            &gcs,
            &pauses,
            app_end.and_then(|e| us(e, "elapsed_us")).unwrap_or(0),
            app_end.and_then(|e| e.num("cycles")),
        );
        st.pacing = app
            .and_then(|e| e.get("gc_pacing"))
            .unwrap_or("")
            .to_string();
        st
    }

    /// Collections of every kind.
    pub fn collections(&self) -> u64 {
        self.gc_count.iter().sum::<u64>() + self.other_gcs
    }

    /// The pauses of category `kind` (one of [`PAUSE_KINDS`]; nothing for another).
    /// `wait` is the one reports print beside the totals: a concurrent collector whose
    /// mutators waited for it was not concurrent.
    pub fn pauses_of(&self, kind: &str) -> PauseSum {
        PAUSE_KINDS
            .iter()
            .position(|k| *k == kind)
            .map_or_else(PauseSum::default, |i| self.by_category[i])
    }

    /// MMU at `window_ms`, when the pause timeline is known.
    pub fn mmu_at_ms(&self, window_ms: u64) -> Option<f64> {
        self.mmu.as_ref().map(|m| m.at(window_ms * MS))
    }

    /// The figures benchmarks read, as [`GcStats::to_json`] writes them.
    pub fn summary(&self) -> GcSummary {
        let [concurrent, for_alloc, explicit, before_oom] = self.gc_count;
        GcSummary {
            variant: self.variant.clone(),
            pacing: self.pacing.clone(),
            run_ns: self.run_ns,
            gc_count: GcCounts {
                concurrent,
                for_alloc,
                explicit,
                before_oom,
            },
            minor: self.minor,
            trims: self.trims,
            pauses: self.pauses.count,
            pause_total_ns: self.pauses.total_ns,
            pause_max_ns: self.pauses.max_ns,
            pauses_by_kind: PAUSE_KINDS
                .iter()
                .zip(self.by_category)
                .map(|(k, p)| (k.to_string(), p))
                .collect(),
            gc_cpu_share: (!self.gc_cpu_share_invalid).then_some(self.gc_cpu_share),
            marked_bytes: self.marked_bytes,
            mark_ns: self.mark_ns,
            mark_mb_per_s: self.mark_mb_per_s,
            mmu_10ms: self.mmu_at_ms(10),
            mmu_50ms: self.mmu_at_ms(50),
            freed_bytes: self.freed_bytes,
            peak_footprint: self.peak_footprint,
        }
    }

    /// The [`GcSummary`] as one line of JSON (`dexmetal run --gc-stats`).
    pub fn to_json(&self) -> String {
        // Only numbers, strings and finite floats: serialization cannot fail.
        serde_json::to_string(&self.summary()).unwrap_or_default()
    }

    /// The MMU curve as `window_ms,mmu` CSV, when the pause timeline is known.
    pub fn mmu_csv(&self) -> Option<String> {
        self.mmu.as_ref().map(|m| crate::mmu::csv(&m.curve()))
    }

    /// The MMU curve as an SVG plot, when the pause timeline is known.
    pub fn mmu_svg(&self) -> Option<String> {
        self.mmu.as_ref().map(|m| {
            crate::mmu::svg(
                m,
                &format!(
                    "Minimum mutator utilization: {}{} collector, {} collections, {:.1} ms run",
                    self.variant,
                    if self.pacing.is_empty() {
                        String::new()
                    } else {
                        format!(" ({} pacing)", self.pacing)
                    },
                    self.collections(),
                    self.run_ns as f64 / MS as f64
                ),
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(kind: &str, fields: &[(&str, &str)]) -> Event {
        Event::info(kind, fields)
    }

    fn pause(kind: &str, gc: u64, start_ms: u64, ms: u64) -> PauseRecord {
        PauseRecord {
            tid: 1,
            kind: kind.into(),
            gc,
            start_ns: start_ms * MS,
            ns: ms * MS,
            cycles: 0,
        }
    }

    #[test]
    fn summarizes_records_with_pause_trace() {
        let gcs = vec![
            GcRecord {
                kind: "GC_CONCURRENT".into(),
                count: 1,
                concurrent: true,
                pauses_ns: vec![2 * MS, 3 * MS],
                total_ns: 40 * MS,
                mark_ns: 30 * MS,
                sweep_ns: 10 * MS,
                marked_bytes: 3_000_000,
                freed_bytes: 1000,
                footprint: 8 << 20,
                trimmed_bytes: Some(4096),
                ..GcRecord::default()
            },
            GcRecord {
                kind: "GC_FOR_ALLOC".into(),
                count: 2,
                minor: true,
                pauses_ns: vec![20 * MS],
                total_ns: 20 * MS,
                mark_ns: 15 * MS,
                sweep_ns: 5 * MS,
                marked_bytes: 0,
                freed_bytes: 500,
                footprint: 6 << 20,
                ..GcRecord::default()
            },
        ];
        let pauses = vec![
            pause("root", 1, 100, 2),
            pause("remark", 1, 130, 3),
            pause("wait", 1, 135, 5),
            pause("foreground", 2, 300, 20),
        ];
        let s = GcStats::new("gencms", &gcs, &pauses, 1000 * MS, None);
        assert_eq!(s.gc_count, [1, 1, 0, 0]);
        assert_eq!((s.minor, s.trims), (1, 1));
        assert_eq!(s.pauses.count, 4);
        assert_eq!(s.pauses.total_ns, 30 * MS);
        assert_eq!(s.pauses.max_ns, 20 * MS);
        let [root, remark, fg, wait, assist] = s.by_category;
        assert_eq!((root.count, root.total_ns), (1, 2 * MS));
        assert_eq!((remark.count, remark.total_ns), (1, 3 * MS));
        assert_eq!(fg.total_ns, 20 * MS);
        assert_eq!(wait.max_ns, 5 * MS);
        assert_eq!(assist.count, 0);
        let j = GcSummary::from_json(&s.to_json()).unwrap();
        assert_eq!(j.pauses_by_kind.len(), PAUSE_KINDS.len());
        assert_eq!(j.wait(), wait);
        assert_eq!(s.pauses_of("wait"), wait);
        assert_eq!(s.pauses_of("safepoint"), PauseSum::default());
        assert_eq!(j.pauses_by_kind["remark"], remark);
        // No cycle counter: 60 ms of marking and sweeping in 1 s.
        assert!(!s.share_from_cycles);
        assert!((s.gc_cpu_share - 0.06).abs() < 1e-12);
        // 3 MB in 45 ms of marking.
        assert!((s.mark_mb_per_s - 3.0 / 0.045).abs() < 1e-9);
        assert_eq!(s.peak_footprint, 8 << 20);
        assert_eq!(s.freed_bytes, 1500);
        // 10 ms windows: the 20 ms foreground pause fills one.
        assert_eq!(s.mmu_at_ms(10), Some(0.0));
        // 50 ms: [100, 150) holds 10 ms of pauses, [300, 350) the 20 ms one.
        assert!((s.mmu_at_ms(50).unwrap() - 0.6).abs() < 1e-12);

        let j: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
        assert_eq!(j["variant"], "gencms");
        assert_eq!(j["run_ns"], 1_000_000_000u64);
        assert_eq!(j["gc_count"]["GC_CONCURRENT"], 1);
        assert_eq!(j["gc_count"]["GC_FOR_ALLOC"], 1);
        assert_eq!(j["gc_count"]["GC_EXPLICIT"], 0);
        assert_eq!(j["gc_count"]["GC_BEFORE_OOM"], 0);
        assert_eq!(j["pauses"], 4);
        assert_eq!(j["pause_total_ns"], 30_000_000u64);
        assert_eq!(j["pause_max_ns"], 20_000_000u64);
        assert_eq!(j["minor"], 1);
        assert_eq!(j["trims"], 1);
        assert_eq!(j["marked_bytes"], 3_000_000u64);
        assert_eq!(j["mark_ns"], 45_000_000u64);
        assert_eq!(j["mmu_10ms"], 0.0);
        assert_eq!(j["freed_bytes"], 1500);
        assert_eq!(j["peak_footprint"], 8u64 << 20);
        let keys: Vec<&str> = j.as_object().unwrap().keys().map(|k| k.as_str()).collect();
        let mut want = vec![
            "variant",
            "run_ns",
            "gc_count",
            "minor",
            "trims",
            "pacing",
            "pauses",
            "pause_total_ns",
            "pause_max_ns",
            "pauses_by_kind",
            "gc_cpu_share",
            "marked_bytes",
            "mark_ns",
            "mark_mb_per_s",
            "mmu_10ms",
            "mmu_50ms",
            "freed_bytes",
            "peak_footprint",
        ];
        want.sort_unstable();
        let mut got = keys.clone();
        got.sort_unstable();
        assert_eq!(got, want);
        // Key order as documented.
        assert!(s.to_json().starts_with(
            r#"{"variant":"gencms","pacing":"","run_ns":1000000000,"gc_count":{"GC_CONCURRENT":1,"#
        ));
    }

    #[test]
    fn summary_reads_back_what_to_json_wrote() {
        let g = GcRecord {
            kind: "GC_BEFORE_OOM".into(),
            pauses_ns: vec![2 * MS],
            total_ns: 2 * MS,
            mark_ns: MS,
            marked_bytes: 5_000,
            end_ns: Some(3 * MS),
            ..GcRecord::default()
        };
        let s = GcStats::new("fg", std::slice::from_ref(&g), &[], 10 * MS, None);
        let back = GcSummary::from_json(&s.to_json()).unwrap();
        assert_eq!(back, s.summary());
        assert_eq!(back.gc_count.before_oom, 1);
        assert_eq!(back.mark_rate(), Some(5.0));
        // A key a newer writer adds does not break an older reader.
        let newer = s.to_json().replacen('{', r#"{"future":[1,2],"#, 1);
        assert_eq!(GcSummary::from_json(&newer).unwrap(), back);
        // Without pause positions the MMU is null, and reads back as unknown.
        let old = GcStats::new("fg", &[GcRecord { end_ns: None, ..g }], &[], 10 * MS, None);
        let back = GcSummary::from_json(&old.to_json()).unwrap();
        assert_eq!((back.mmu_10ms, back.mmu_50ms), (None, None));
        assert_eq!(GcSummary::default().mark_rate(), None);
    }

    #[test]
    fn cycles_give_the_share_when_both_sides_count_them() {
        let g = GcRecord {
            kind: "GC_EXPLICIT".into(),
            pauses_ns: vec![MS],
            total_ns: MS,
            mark_ns: MS,
            gc_cycles: 250,
            ..GcRecord::default()
        };
        let s = GcStats::new("cms", std::slice::from_ref(&g), &[], 0, Some(1000));
        assert!(s.share_from_cycles);
        assert_eq!(s.gc_cpu_share, 0.25);
        // Without a counter on the GC side the time ratio is used.
        let g0 = GcRecord {
            gc_cycles: 0,
            end_ns: Some(4 * MS),
            ..g
        };
        let s = GcStats::new("cms", &[g0], &[], 0, Some(1000));
        assert!(!s.share_from_cycles);
        assert_eq!(s.run_ns, 4 * MS);
        assert_eq!(s.gc_cpu_share, 0.25);
    }

    #[test]
    fn without_pause_records_pauses_come_from_the_collections() {
        let gcs = [
            GcRecord {
                kind: "GC_FOR_ALLOC".into(),
                pauses_ns: vec![10 * MS],
                total_ns: 10 * MS,
                end_ns: Some(30 * MS),
                ..GcRecord::default()
            },
            GcRecord {
                kind: "GC_CONCURRENT".into(),
                concurrent: true,
                pauses_ns: vec![MS, 2 * MS],
                total_ns: 20 * MS,
                end_ns: Some(80 * MS),
                ..GcRecord::default()
            },
        ];
        let s = GcStats::new("cms", &gcs, &[], 100 * MS, None);
        assert_eq!(s.pauses.count, 3);
        // The concurrent cycle's pauses: its root mark, then its remark.
        assert_eq!(s.by_category[2].count, 1);
        assert_eq!(s.by_category[0].total_ns, MS);
        assert_eq!(s.by_category[1].total_ns, 2 * MS);
        // Timeline: [20, 30), [60, 61), [78, 80).
        let m = s.mmu.as_ref().unwrap();
        assert_eq!(m.paused_ns(), 13 * MS);
        assert_eq!(s.mmu_at_ms(10), Some(0.0));
        assert!((m.at(60 * MS) - (1.0 - 13.0 / 60.0)).abs() < 1e-12); // [20, 80)
        assert!((m.at(25 * MS) - (1.0 - 10.0 / 25.0)).abs() < 1e-12);
        // A collection without an end time leaves the timeline unknown.
        let mut old = gcs.to_vec();
        old[1].end_ns = None;
        let s = GcStats::new("cms", &old, &[], 100 * MS, None);
        assert!(s.mmu.is_none());
        assert!(s.to_json().contains(r#""mmu_10ms":null"#));
        assert!(s.mmu_csv().is_none());
    }

    #[test]
    fn from_events_reads_gc_pause_and_app_end() {
        let gc = |kind: &str, count: &str, p1: &str, p2: &str, end: &str| {
            ev(
                "gc",
                &[
                    ("kind", kind),
                    ("count", count),
                    ("freed_bytes", "100"),
                    ("footprint", "4096"),
                    ("pause_us", "0"),
                    ("mark_us", "700"),
                    ("sweep_us", "300"),
                    ("pause_cycles", "0"),
                    ("variant", "cms"),
                    ("minor", "false"),
                    ("concurrent", "true"),
                    ("pause1_us", p1),
                    ("pause2_us", p2),
                    ("total_us", "5000"),
                    ("gc_cycles", "0"),
                    ("marked_bytes", "7000"),
                    ("trim", if count == "2" { "true" } else { "false" }),
                    ("trimmed_bytes", "8192"),
                    ("end_us", end),
                ],
            )
        };
        let p = |kind: &str, gc: &str, start: &str, us: &str| {
            ev(
                "gc_pause",
                &[
                    ("tid", "3"),
                    ("kind", kind),
                    ("gc", gc),
                    ("start_us", start),
                    ("us", us),
                    ("cycles", "0"),
                ],
            )
        };
        let events = vec![
            ev("app", &[("main", "Main"), ("gc", "cms")]),
            p("root", "1", "1000", "100"),
            p("remark", "1", "4000", "200"),
            gc("GC_CONCURRENT", "1", "100", "200", "6000"),
            p("foreground", "2", "20000", "3000"),
            gc("GC_FOR_ALLOC", "2", "3000", "0", "23000"),
            ev("app_end", &[("cycles", "0"), ("elapsed_us", "100000")]),
        ];
        let s = GcStats::from_events(&events);
        assert_eq!(s.variant, "cms");
        assert_eq!(s.run_ns, 100 * MS);
        assert_eq!(s.gc_count, [1, 1, 0, 0]);
        assert_eq!(s.trims, 1);
        assert_eq!(s.pauses.count, 3);
        assert_eq!(s.pauses.total_ns, 3_300_000);
        assert_eq!(s.pauses.max_ns, 3 * MS);
        assert_eq!((s.by_category[0].count, s.by_category[1].count), (1, 1));
        assert_eq!(s.mark_ns, 1_400_000);
        assert_eq!(s.marked_bytes, 14_000);
        assert!((s.mark_mb_per_s - 10.0).abs() < 1e-9);
        // app_end cycles 0: no counter, so time: 2 ms of work in 100 ms.
        assert!((s.gc_cpu_share - 0.02).abs() < 1e-12);
        // Worst 10 ms window holds the 3 ms pause.
        assert!((s.mmu_at_ms(10).unwrap() - 0.7).abs() < 1e-12);
        // Worst 50 ms window: all 3.3 ms.
        assert!((s.mmu_at_ms(50).unwrap() - (1.0 - 3.3 / 50.0)).abs() < 1e-12);
    }

    #[test]
    fn out_of_range_values_do_not_overflow() {
        let big = u64::MAX.to_string();
        let events = vec![
            ev(
                "gc",
                &[
                    ("kind", "GC_FOR_ALLOC"),
                    ("mark_us", &big),
                    ("marked_bytes", &big),
                    ("pause1_us", &big),
                    ("end_us", &big),
                ],
            ),
            ev(
                "gc",
                &[
                    ("kind", "GC_FOR_ALLOC"),
                    ("mark_us", &big),
                    ("marked_bytes", &big),
                    ("pause1_us", &big),
                    ("total_us", &big),
                ],
            ),
            ev(
                "gc_pause",
                &[("kind", "wait"), ("start_us", &big), ("us", &big)],
            ),
            ev(
                "gc_pause",
                &[("kind", "wait"), ("start_us", "5"), ("us", &big)],
            ),
        ];
        let s = GcStats::from_events(&events);
        assert_eq!(s.pauses.total_ns, u64::MAX);
        assert_eq!(s.run_ns, u64::MAX);
        assert!(s.to_json().starts_with('{'));
        let ok = GcStats::from_events(&events[..2]);
        assert_eq!(ok.mark_ns, u64::MAX);
    }

    /// A run past 2^32 cycles (issue 17: a wrapped 32-bit counter printed "1322.2%"):
    /// the share comes from 64-bit counts; counts that cannot be (GC work above the
    /// app's) give no share at all rather than one above 100%.
    #[test]
    fn gc_share_of_a_long_run_is_right_and_never_above_one() {
        let gc = |n: &str, cycles: &str| {
            ev(
                "gc",
                &[
                    ("kind", "GC_CONCURRENT"),
                    ("count", n),
                    ("gc_cycles", cycles),
                ],
            )
        };
        let app_end =
            |cycles: &str| ev("app_end", &[("cycles", cycles), ("elapsed_us", "23598034")]);
        // Figures of `cargo xtask run --icount` on the churn: 23.6e9 cycles.
        let long = [
            gc("1", "3400000000"),
            gc("2", "3443000000"),
            app_end("23598034769"),
        ];
        let s = GcStats::from_events(&long);
        assert!(s.share_from_cycles && !s.gc_cpu_share_invalid);
        assert!((s.gc_cpu_share - 6_843_000_000.0 / 23_598_034_769.0).abs() < 1e-12);
        let text = crate::report::render(&long);
        assert!(
            text.contains("gc share      29.0% of the app's cycles"),
            "{text}"
        );
        // The same run as a 32-bit counter would have told it.
        let wrapped = [
            gc("1", "3400000000"),
            gc("2", "3443000000"),
            app_end("2123165585"),
        ];
        let s = GcStats::from_events(&wrapped);
        assert!(s.gc_cpu_share_invalid && s.gc_cpu_share == 0.0);
        assert!(s.to_json().contains(r#""gc_cpu_share":null"#));
        let text = crate::report::render(&wrapped);
        assert!(text.contains("gc share      unknown"), "{text}");
        for l in text.lines().filter(|l| l.contains('%')) {
            let pct = l
                .split_whitespace()
                .filter_map(|w| w.strip_suffix('%')?.parse::<f64>().ok());
            assert!(pct.clone().all(|p| p <= 100.0), "{l}");
        }
    }

    #[test]
    fn old_gc_events_still_summarize() {
        let events = vec![ev(
            "gc",
            &[
                ("kind", "GC_EXPLICIT"),
                ("pause_us", "40"),
                ("pause_cycles", "90"),
            ],
        )];
        let s = GcStats::from_events(&events);
        assert_eq!(s.variant, "unknown");
        assert_eq!(s.pauses.total_ns, 40_000);
        assert_eq!(s.by_category[2].count, 1);
        assert!(s.mmu.is_none());
        let empty = GcStats::from_events(&[]);
        assert_eq!(empty.collections(), 0);
        assert_eq!(empty.mmu_at_ms(10), Some(1.0));
        assert!(empty.to_json().contains(r#""gc_cpu_share":0.0"#));
    }
}
