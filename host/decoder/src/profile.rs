//! The vertical profiler's host side (docs/PROFILER.md): rebuilds the samples of a run's
//! `prof_*` events (codec: `dexmetal_telemetry::profile`), names their frames from the DEX
//! files the caller has (stack-trace style, lines from debug_info), and renders an
//! oprofile `opreport -l`-style flat profile, a gprof-style caller/callee table, folded
//! stacks (Brendan Gregg's format) and a flame graph. The SVG comes from the `inferno`
//! crate, which is CDDL-1.0 (file-level copyleft; used unmodified as a library).

use crate::Event;
use dexmetal_telemetry::profile::{self as codec, Component, Frame, NO_PC, SYNTHESIZED};
use dexmetal_vm::dex::{access, disasm::descriptor_to_dot, DexFile, ParseOptions};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A DEX file the caller has (the app's, the core library's): matched to a `prof_dex`
/// event by the header checksum at offset 8.
#[derive(Clone, Debug)]
pub struct DexSource {
    /// What the report calls it (a path, `corelib.dex`).
    pub name: String,
    pub bytes: Vec<u8>,
}

impl DexSource {
    /// The DEX files embedded whole in `blob`: the runtime ELF carries the core
    /// library's (`include_bytes!`), so the ELF the telemetry is decoded against also
    /// names the library's methods. A candidate is a `dex\n` magic whose header's
    /// file_size fits and whose checksum verifies.
    pub fn embedded_in(blob: &[u8], what: &str) -> Vec<DexSource> {
        let mut found = Vec::new();
        let mut at = 0;
        while let Some(i) = blob[at..].windows(4).position(|w| w == b"dex\n") {
            let start = at + i;
            at = start + 4;
            let Some(size) = blob
                .get(start + 32..start + 36)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
            else {
                break;
            };
            let Some(bytes) = blob.get(start..start.saturating_add(size)) else {
                continue;
            };
            if size < 0x70 || dexmetal_vm::dex::DexFile::parse(bytes.to_vec()).is_err() {
                continue;
            }
            found.push(DexSource {
                name: format!("{what} (DEX at offset {start:#x})"),
                bytes: bytes.to_vec(),
            });
            at = start + size;
        }
        found
    }
}

/// The sampler's configuration (`prof_config`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// `pmu-irq`, `timer:cntp`, `timer:sp804`, `timer:thread-cputime` (the host CLI), or
    /// `none` (then `reason` says why).
    pub source: String,
    pub event: String,
    pub period: u64,
    /// The most frames a sample carries.
    pub frames: u64,
    pub reason: String,
}

/// A DEX the VM loaded (`prof_dex`) and the caller's file that matched it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DexEntry {
    pub index: u32,
    pub checksum: u32,
    pub bytes: u64,
    /// The name the board gave it.
    pub name: String,
    /// The caller's [`DexSource::name`] with the same checksum, `None` when missing.
    pub found: Option<String>,
    /// Why a matching file could not be read (its frames are then unnamed).
    pub error: Option<String>,
}

/// The profiler's totals (`prof_end`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct End {
    pub samples: u64,
    pub batches: u64,
    pub unknown: u64,
    pub overruns: u64,
}

/// One sample with its whole stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// Board-clock ticks (`ready`'s `timer_hz`): the batch's `t0` plus the deltas.
    pub time: u64,
    pub component: Component,
    /// The stack was deeper than the frames sent: the outermost ones are missing.
    pub truncated: bool,
    pub tid: u32,
    /// Outermost first, leaf last.
    pub stack: Vec<Frame>,
}

/// A `prof_batch` that could not be read; its samples are left out (and counted lost).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BatchError {
    pub seq: Option<u64>,
    /// Byte offset in the batch's sample bytes, when the codec found the fault.
    pub offset: Option<usize>,
    pub what: String,
}

/// A frame's name as a stack trace shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameName {
    /// `pkg.Class.method(param, types)`, `<synthesized method #N>`, or `dex#I method#M`
    /// when the DEX is missing.
    pub symbol: String,
    /// `File.java:12`, `File.java`, `Native Method` or `Unknown Source`.
    pub location: String,
}

/// One row of the flat profile.
#[derive(Clone, Debug, PartialEq)]
pub struct FlatRow {
    pub samples: u64,
    pub percent: f64,
    pub component: Component,
    /// The leaf method (interpreter and native samples), else `[component] (method)`.
    pub symbol: String,
    /// The leaf's most sampled location, for interpreter and native rows.
    pub location: Option<String>,
}

/// One method (or `[component]` pseudo-frame) of the call graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallNode {
    pub symbol: String,
    /// Samples where it is the last frame of the chain.
    pub self_samples: u64,
    /// Samples where it is anywhere on the chain (once per sample, recursion or not).
    pub total_samples: u64,
    /// `(caller, samples)`, most samples first.
    pub callers: Vec<(String, u64)>,
    /// `(callee, samples)`, most samples first.
    pub callees: Vec<(String, u64)>,
}

/// Everything the `prof_*` events of one boot say.
#[derive(Clone, Debug, Default)]
pub struct Profile {
    pub config: Option<Config>,
    pub dexes: Vec<DexEntry>,
    pub samples: Vec<Sample>,
    /// Batches decoded.
    pub batches: u64,
    /// Batches never received: gaps in `seq`, and those past the last one received that
    /// `prof_end` counts.
    pub batches_lost: u64,
    /// `prof_end`'s samples less those decoded.
    pub samples_lost: u64,
    pub errors: Vec<BatchError>,
    pub end: Option<End>,
    /// The board clock's rate (`ready`), for turning sample times into seconds.
    pub timer_hz: Option<u64>,
    names: HashMap<Frame, FrameName>,
}

/// Frames a sample may carry when `prof_config` did not say.
const DEFAULT_FRAMES: usize = 4096;

impl Profile {
    /// Reads the `prof_*` events of one boot (report::boots splits a log into boots) and
    /// names the frames from `dexes`. Never fails: what cannot be read is in `errors`.
    pub fn from_events(events: &[Event], dexes: &[DexSource]) -> Profile {
        let mut p = Profile {
            timer_hz: events
                .iter()
                .find(|e| e.kind == "ready")
                .and_then(|e| e.num("timer_hz")),
            ..Profile::default()
        };
        p.config = events
            .iter()
            .find(|e| e.kind == "prof_config")
            .map(|e| Config {
                source: e.get("source").unwrap_or("?").to_string(),
                event: e.get("event").unwrap_or("?").to_string(),
                period: e.num("period").unwrap_or(0),
                frames: e.num("frames").unwrap_or(0),
                reason: e.get("reason").unwrap_or("").to_string(),
            });
        p.end = events.iter().find(|e| e.kind == "prof_end").map(|e| End {
            samples: e.num("samples").unwrap_or(0),
            batches: e.num("batches").unwrap_or(0),
            unknown: e.num("unknown").unwrap_or(0),
            overruns: e.num("overruns").unwrap_or(0),
        });
        let frames = p
            .config
            .as_ref()
            .map(|c| c.frames as usize)
            .filter(|&n| n > 0)
            .unwrap_or(DEFAULT_FRAMES)
            .min(DEFAULT_FRAMES);
        let mut scratch = vec![Frame::default(); frames];
        let mut seqs = BTreeSet::new();
        for e in events.iter().filter(|e| e.kind == "prof_batch") {
            let seq = e.num("seq");
            if let Some(s) = seq {
                if !seqs.insert(s) {
                    p.errors.push(BatchError {
                        seq,
                        offset: None,
                        what: "a second batch with this seq (ignored)".into(),
                    });
                    continue;
                }
            }
            match read_batch(e, &mut scratch) {
                Ok(samples) => {
                    p.batches += 1;
                    p.samples.extend(samples);
                }
                Err((offset, what)) => p.errors.push(BatchError { seq, offset, what }),
            }
        }
        let expected = seqs
            .last()
            .map_or(0, |&s| s + 1)
            .max(p.end.map_or(0, |e| e.batches));
        p.batches_lost = expected.saturating_sub(seqs.len() as u64);
        p.samples_lost = p
            .end
            .map_or(0, |e| e.samples.saturating_sub(p.samples.len() as u64));
        p.dexes = events
            .iter()
            .filter(|e| e.kind == "prof_dex")
            .map(|e| DexEntry {
                index: e.num("index").unwrap_or(u64::MAX) as u32,
                checksum: e.num("checksum").unwrap_or(0) as u32,
                bytes: e.num("bytes").unwrap_or(0),
                name: e.get("name").unwrap_or("?").to_string(),
                found: None,
                error: None,
            })
            .collect();
        p.names = name_frames(&mut p.dexes, dexes, &p.samples);
        p
    }

    /// Whether the events had any profiler event at all.
    pub fn is_empty(&self) -> bool {
        self.config.is_none()
            && self.end.is_none()
            && self.dexes.is_empty()
            && self.batches == 0
            && self.errors.is_empty()
    }

    /// How a frame is named (one the samples do not hold is named on the spot, without
    /// its DEX).
    pub fn frame_name(&self, f: &Frame) -> FrameName {
        self.names.get(f).cloned().unwrap_or_else(|| unnamed(f))
    }

    fn symbol(&self, f: &Frame) -> &str {
        self.names.get(f).map_or("?", |n| n.symbol.as_str())
    }

    /// A sample's chain of frame names, root first, as folded stacks have it:
    /// `[truncated]` first when frames are missing, then its methods, then `[component]`
    /// unless the interpreter ran (or alone, when there are no frames).
    pub fn chain(&self, s: &Sample) -> Vec<String> {
        self.chain_of(s, true)
    }

    /// `native`: whether a native sample ends in `[native]`; the call graph leaves it off
    /// so the native method's own samples are its self samples.
    fn chain_of(&self, s: &Sample, native: bool) -> Vec<String> {
        let mut c = Vec::with_capacity(s.stack.len() + 2);
        if s.truncated {
            c.push("[truncated]".to_string());
        }
        c.extend(s.stack.iter().map(|f| self.symbol(f).to_string()));
        let own_frame = match s.component {
            Component::Interp => false,
            Component::Native => native,
            _ => true,
        };
        if own_frame || s.stack.is_empty() {
            c.push(format!("[{}]", s.component.name()));
        }
        c
    }

    /// Samples per component, most first (ties in component order).
    pub fn components(&self) -> Vec<(Component, u64, f64)> {
        let mut n: BTreeMap<Component, u64> = BTreeMap::new();
        for s in &self.samples {
            *n.entry(s.component).or_default() += 1;
        }
        let mut v: Vec<(Component, u64, f64)> = n
            .into_iter()
            .map(|(c, k)| (c, k, self.percent(k)))
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    }

    fn percent(&self, n: u64) -> f64 {
        if self.samples.is_empty() {
            0.0
        } else {
            100.0 * n as f64 / self.samples.len() as f64
        }
    }

    /// The flat profile, most samples first (ties by symbol).
    pub fn flat(&self) -> Vec<FlatRow> {
        let mut rows: HashMap<(Component, String), (u64, HashMap<String, u64>)> = HashMap::new();
        for s in &self.samples {
            let leaf = s.stack.last();
            let (symbol, location) = match (s.component, leaf) {
                (Component::Interp | Component::Native, Some(f)) => {
                    let n = self.frame_name(f);
                    (n.symbol, Some(n.location))
                }
                (c, Some(f)) => (format!("[{}] ({})", c.name(), self.symbol(f)), None),
                (c, None) => (format!("[{}]", c.name()), None),
            };
            let row = rows.entry((s.component, symbol)).or_default();
            row.0 += 1;
            if let Some(l) = location {
                *row.1.entry(l).or_default() += 1;
            }
        }
        let mut out: Vec<FlatRow> = rows
            .into_iter()
            .map(|((component, symbol), (samples, locs))| FlatRow {
                samples,
                percent: self.percent(samples),
                component,
                symbol,
                location: locs
                    .into_iter()
                    .max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)))
                    .map(|(l, _)| l),
            })
            .collect();
        out.sort_by(|a, b| {
            b.samples
                .cmp(&a.samples)
                .then_with(|| a.symbol.cmp(&b.symbol))
                .then(a.component.cmp(&b.component))
        });
        out
    }

    /// The caller/callee graph of the sample chains ([`Profile::chain`], except that a
    /// native method is its own leaf), most inclusive samples first. An edge counts once
    /// per sample however often recursion repeats it.
    pub fn call_graph(&self) -> Vec<CallNode> {
        #[derive(Default)]
        struct Acc {
            own: u64,
            total: u64,
            callers: HashMap<String, u64>,
            callees: HashMap<String, u64>,
        }
        let mut nodes: HashMap<String, Acc> = HashMap::new();
        for s in &self.samples {
            let chain = self.chain_of(s, false);
            let mut seen = BTreeSet::new();
            let mut edges = BTreeSet::new();
            for (i, f) in chain.iter().enumerate() {
                if seen.insert(f.as_str()) {
                    nodes.entry(f.clone()).or_default().total += 1;
                }
                if i > 0 {
                    edges.insert((chain[i - 1].as_str(), f.as_str()));
                }
            }
            if let Some(leaf) = chain.last() {
                nodes.entry(leaf.clone()).or_default().own += 1;
            }
            for (a, b) in edges {
                *nodes
                    .entry(a.to_string())
                    .or_default()
                    .callees
                    .entry(b.to_string())
                    .or_default() += 1;
                *nodes
                    .entry(b.to_string())
                    .or_default()
                    .callers
                    .entry(a.to_string())
                    .or_default() += 1;
            }
        }
        let sorted = |m: HashMap<String, u64>| {
            let mut v: Vec<(String, u64)> = m.into_iter().collect();
            v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            v
        };
        let mut out: Vec<CallNode> = nodes
            .into_iter()
            .map(|(symbol, a)| CallNode {
                symbol,
                self_samples: a.own,
                total_samples: a.total,
                callers: sorted(a.callers),
                callees: sorted(a.callees),
            })
            .collect();
        out.sort_by(|a, b| {
            b.total_samples
                .cmp(&a.total_samples)
                .then(b.self_samples.cmp(&a.self_samples))
                .then_with(|| a.symbol.cmp(&b.symbol))
        });
        out
    }

    /// Folded stacks, one `root;...;leaf count` line per distinct chain, sorted.
    pub fn folded(&self) -> Vec<String> {
        let mut n: BTreeMap<String, u64> = BTreeMap::new();
        for s in &self.samples {
            *n.entry(self.chain(s).join(";")).or_default() += 1;
        }
        n.into_iter().map(|(k, c)| format!("{k} {c}")).collect()
    }

    /// The flame graph of [`Profile::folded`] as SVG (an error when there are no samples:
    /// inferno draws nothing from nothing).
    pub fn flame_graph(&self) -> std::io::Result<Vec<u8>> {
        let lines = self.folded();
        let mut opt = inferno::flamegraph::Options::default();
        opt.title = "dexmetal profile".into();
        opt.subtitle = self.config.as_ref().map(config_line);
        opt.count_name = "samples".into();
        // Same input, same file: colours from the names, not a random generator.
        opt.hash = true;
        opt.deterministic = true;
        let mut svg = Vec::new();
        inferno::flamegraph::from_lines(&mut opt, lines.iter().map(String::as_str), &mut svg)?;
        Ok(svg)
    }

    /// Sample times' span in seconds (first to last), when the clock rate is known.
    pub fn span_seconds(&self) -> Option<f64> {
        let hz = self.timer_hz.filter(|&h| h > 0)?;
        let first = self.samples.iter().map(|s| s.time).min()?;
        let last = self.samples.iter().map(|s| s.time).max()?;
        Some((last - first) as f64 / hz as f64)
    }

    /// The report's section: configuration, counts, the component table and the top
    /// `top` flat rows; "profiler: none (reason)" rather than an empty profile.
    pub fn render_summary(&self, s: &mut String, top: usize) {
        match &self.config {
            Some(c) if c.source == "none" => {
                let _ = writeln!(s, "profiler      none ({})", c.reason);
            }
            Some(c) => {
                let _ = writeln!(s, "profiler      {}", config_line(c));
            }
            None => {
                let _ = writeln!(
                    s,
                    "profiler      configuration unknown (no prof_config event)"
                );
            }
        }
        let span = self
            .span_seconds()
            .map_or(String::new(), |t| format!(" over {:.3} s", t));
        let end = match self.end {
            Some(e) => format!(
                "; the board counted {} samples in {} batches, {} unknown, {} overruns",
                e.samples, e.batches, e.unknown, e.overruns
            ),
            None => "; no prof_end (the run stopped before the profiler did)".into(),
        };
        let _ = writeln!(
            s,
            "prof samples  {} in {}{span}; lost {} samples, {} batches{end}",
            self.samples.len(),
            if self.batches == 1 {
                "1 batch".to_string()
            } else {
                format!("{} batches", self.batches)
            },
            self.samples_lost,
            self.batches_lost
        );
        for e in &self.errors {
            let seq = e.seq.map_or("?".into(), |q| q.to_string());
            let at = e.offset.map_or(String::new(), |o| format!(" at byte {o}"));
            let _ = writeln!(s, "prof BAD      batch seq {seq}{at}: {}", e.what);
        }
        for d in &self.dexes {
            match (&d.found, &d.error) {
                (Some(f), None) => {
                    let _ = writeln!(
                        s,
                        "prof dex      #{} {} (checksum {:#010x}) from {f}",
                        d.index, d.name, d.checksum
                    );
                }
                (Some(f), Some(err)) => {
                    let _ = writeln!(
                        s,
                        "prof dex      #{} {} (checksum {:#010x}): {f} unreadable: {err}",
                        d.index, d.name, d.checksum
                    );
                }
                (None, _) => {
                    let _ = writeln!(
                        s,
                        "prof dex      #{} {} (checksum {:#010x}, {} bytes) MISSING: its methods are unnamed",
                        d.index, d.name, d.checksum, d.bytes
                    );
                }
            }
        }
        let announced: BTreeSet<u32> = self.dexes.iter().map(|d| d.index).collect();
        let unannounced: BTreeSet<u32> = self
            .samples
            .iter()
            .flat_map(|s| &s.stack)
            .map(|f| f.dex)
            .filter(|d| *d != SYNTHESIZED && !announced.contains(d))
            .collect();
        for d in unannounced {
            let _ = writeln!(
                s,
                "prof dex      #{d} MISSING: samples name it but no prof_dex event did"
            );
        }
        if self.samples.is_empty() {
            if self.config.as_ref().is_none_or(|c| c.source != "none") {
                let _ = writeln!(s, "prof profile  no samples received");
            }
            return;
        }
        let _ = writeln!(s, "prof components");
        let _ = writeln!(s, "  {:>8} {:>7}  component", "samples", "%");
        for (c, n, pct) in self.components() {
            let _ = writeln!(s, "  {n:>8} {pct:>6.2}%  {}", c.name());
        }
        if top == 0 {
            return;
        }
        let flat = self.flat();
        let _ = writeln!(
            s,
            "prof flat     (top {} of {})",
            top.min(flat.len()),
            flat.len()
        );
        write_flat(s, &flat[..top.min(flat.len())]);
    }

    /// The whole text profile: summary, every flat row, and the call graph.
    pub fn render_full(&self) -> String {
        let mut s = String::new();
        self.render_summary(&mut s, 0);
        if self.samples.is_empty() {
            return s;
        }
        let _ = writeln!(s, "\nFlat profile (opreport -l style)");
        write_flat(&mut s, &self.flat());
        let _ = writeln!(
            s,
            "\nCall graph (gprof style: callers above, callees below each method)"
        );
        let _ = writeln!(s, "  {:>8} {:>8} {:>7}  method", "self", "total", "total%");
        for n in self.call_graph() {
            for (c, k) in &n.callers {
                let _ = writeln!(s, "  {:>8} {:>8} {:>7}      {c}", "", k, "");
            }
            let _ = writeln!(
                s,
                "  {:>8} {:>8} {:>6.2}%  {}",
                n.self_samples,
                n.total_samples,
                self.percent(n.total_samples),
                n.symbol
            );
            for (c, k) in &n.callees {
                let _ = writeln!(s, "  {:>8} {:>8} {:>7}      {c}", "", k, "");
            }
            let _ = writeln!(s, "  -----");
        }
        s
    }
}

fn config_line(c: &Config) -> String {
    format!(
        "{}: every {} {}, up to {} frames per sample",
        c.source, c.period, c.event, c.frames
    )
}

fn write_flat(s: &mut String, rows: &[FlatRow]) {
    let _ = writeln!(
        s,
        "  {:>8} {:>7}  {:<12} symbol",
        "samples", "%", "component"
    );
    for r in rows {
        let loc = r
            .location
            .as_ref()
            .map_or(String::new(), |l| format!("  ({l})"));
        let _ = writeln!(
            s,
            "  {:>8} {:>6.2}%  {:<12} {}{loc}",
            r.samples,
            r.percent,
            r.component.name(),
            r.symbol
        );
    }
}

/// The whole stack of sample `s`: the frames it shares with the previous sample of its
/// batch (`prev`, whose first frame is at depth `prev_base`; the codec's `shared_range`)
/// followed by its own.
pub fn stack_of(
    prev: &[Frame],
    prev_base: u32,
    s: &codec::Sample<'_>,
) -> Result<Vec<Frame>, &'static str> {
    let range = codec::shared_range(prev_base, prev.len(), s)?;
    let mut stack = Vec::with_capacity(range.len() + s.new.len());
    stack.extend_from_slice(&prev[range]);
    stack.extend_from_slice(s.new);
    Ok(stack)
}

/// One batch's samples with their full stacks, or why it cannot be read: (byte
/// offset when the codec found it, what).
fn read_batch(e: &Event, scratch: &mut [Frame]) -> Result<Vec<Sample>, (Option<usize>, String)> {
    let need = |k: &str| {
        e.num(k)
            .ok_or_else(|| (None, format!("prof_batch without a readable {k}")))
    };
    let t0 = need("t0")?;
    let count = need("samples")?;
    let bytes = e
        .bytes("bytes")
        .ok_or_else(|| (None, "prof_batch without readable sample bytes".to_string()))?;
    let mut out: Vec<Sample> = Vec::new();
    let mut time = t0;
    let mut fault: Option<String> = None;
    let mut prev_base = 0;
    let decoded = codec::decode(&bytes, scratch, |s| {
        if fault.is_some() {
            return;
        }
        let prev: &[Frame] = out.last().map_or(&[], |p| p.stack.as_slice());
        let stack = match stack_of(prev, prev_base, s) {
            Ok(stack) => stack,
            Err(why) => {
                fault = Some(format!(
                    "sample {} (first frame at depth {}, {} shared) {why} (depth {prev_base}, {} frames)",
                    out.len(),
                    s.base,
                    s.shared,
                    prev.len()
                ));
                return;
            }
        };
        prev_base = s.base;
        time = time.wrapping_add(s.dt);
        out.push(Sample {
            time,
            component: s.component,
            truncated: s.truncated,
            tid: s.tid,
            stack,
        });
    })
    .map_err(|d| (Some(d.offset), d.what.to_string()))?;
    if let Some(f) = fault {
        return Err((None, f));
    }
    if decoded as u64 != count {
        return Err((
            None,
            format!("the batch says {count} samples but holds {decoded}"),
        ));
    }
    Ok(out)
}

/// The name of a frame no DEX names.
fn unnamed(f: &Frame) -> FrameName {
    let symbol = if f.dex == SYNTHESIZED {
        format!("<synthesized method #{}>", f.method)
    } else {
        format!("dex#{} method#{}", f.dex, f.method)
    };
    FrameName {
        symbol,
        location: if f.pc == NO_PC {
            "Native Method".into()
        } else {
            "Unknown Source".into()
        },
    }
}

/// A DEX opened for naming: where each method defined in it has its class and code.
struct Opened {
    dex: DexFile,
    /// method_idx -> (class_def index, access flags, code_off).
    defined: HashMap<u32, (usize, u32, u32)>,
}

fn open(bytes: &[u8]) -> Result<Opened, String> {
    let dex = DexFile::parse_with(
        bytes.to_vec(),
        ParseOptions {
            verify_checksum: true,
            // Only the classes whose methods are sampled are walked, bounds-checked.
            check_class_data: false,
        },
    )
    .map_err(|e| e.to_string())?;
    let mut defined = HashMap::new();
    for (i, def) in dex.class_defs().iter().enumerate() {
        // A class whose data is corrupt names its methods without lines.
        let Ok(data) = dex.class_data(def) else {
            continue;
        };
        for m in data.direct_methods.iter().chain(&data.virtual_methods) {
            defined.insert(m.method_idx, (i, m.access_flags, m.code_off));
        }
    }
    Ok(Opened { dex, defined })
}

fn checksum(bytes: &[u8]) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(8..12)?.try_into().ok()?))
}

/// Matches the `prof_dex` entries to `sources` and names every frame the samples hold.
fn name_frames(
    entries: &mut [DexEntry],
    sources: &[DexSource],
    samples: &[Sample],
) -> HashMap<Frame, FrameName> {
    let mut opened: HashMap<u32, Opened> = HashMap::new();
    for d in entries.iter_mut() {
        let Some(src) = sources
            .iter()
            .find(|s| checksum(&s.bytes) == Some(d.checksum))
        else {
            continue;
        };
        d.found = Some(src.name.clone());
        match open(&src.bytes) {
            Ok(o) => {
                opened.insert(d.index, o);
            }
            Err(e) => d.error = Some(e),
        }
    }
    let mut names = HashMap::new();
    for f in samples.iter().flat_map(|s| &s.stack) {
        if names.contains_key(f) {
            continue;
        }
        let name = match opened.get(&f.dex) {
            Some(o) if f.dex != SYNTHESIZED => name_in(o, f),
            _ => unnamed(f),
        };
        names.insert(*f, name);
    }
    names
}

/// `pkg.Class.method(param, types)` and its location, as a stack trace shows them.
fn name_in(o: &Opened, f: &Frame) -> FrameName {
    let dex = &o.dex;
    let Some(id) = dex.method_id(f.method) else {
        let mut n = unnamed(f);
        n.symbol.push_str(" (no such method)");
        return n;
    };
    let class = dex
        .type_descriptor(id.class_idx)
        .map_or("?".into(), descriptor_to_dot);
    let method = dex.string(id.name_idx).unwrap_or("?");
    let params: Vec<String> = dex
        .proto(id.proto_idx)
        .map(|p| {
            p.parameters
                .iter()
                .map(|&t| dex.type_descriptor(t).map_or("?".into(), descriptor_to_dot))
                .collect()
        })
        .unwrap_or_default();
    // `;` separates frames in folded stacks and no Java name holds one.
    let symbol = format!("{class}.{method}({})", params.join(", ")).replace(';', ":");
    let def = o.defined.get(&f.method);
    let file = def.and_then(|&(i, _, _)| dex.source_file(&dex.class_defs()[i]));
    let native = f.pc == NO_PC || def.is_some_and(|&(_, acc, _)| acc & access::NATIVE != 0);
    let line = def
        .filter(|&&(_, _, off)| off != 0 && !native)
        .and_then(|&(_, _, off)| dex.code_item(off).ok())
        .and_then(|c| c.line_for_pc(f.pc));
    let location = match (native, file, line) {
        (true, _, _) => "Native Method".to_string(),
        (false, Some(file), Some(l)) => format!("{file}:{l}"),
        (false, Some(file), None) => file.to_string(),
        (false, None, _) => "Unknown Source".to_string(),
    };
    FrameName { symbol, location }
}

/// Writes `profile.txt` (the full text profile), `profile.folded` and, when there are
/// samples, `profile.svg` (the flame graph) into `dir`; returns the paths written.
pub fn write_outputs(profile: &Profile, dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut paths = Vec::new();
    let txt = dir.join("profile.txt");
    std::fs::write(&txt, profile.render_full())?;
    paths.push(txt);
    let folded = dir.join("profile.folded");
    let mut text = profile.folded().join("\n");
    if !text.is_empty() {
        text.push('\n');
    }
    std::fs::write(&folded, text)?;
    paths.push(folded);
    if !profile.samples.is_empty() {
        let svg = dir.join("profile.svg");
        std::fs::write(&svg, profile.flame_graph()?)?;
        paths.push(svg);
    }
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dexmetal_telemetry::profile::Encoder;

    /// vm/tests/data/Small.smali: `Small.main(String[])` with line 5 at pc 0 and line 6
    /// at the packed-switch (pc 7); it calls `PrintStream.println(String)`, which the file
    /// only references.
    const SMALL: &[u8] = include_bytes!("../../../vm/tests/data/Small.dex");

    #[test]
    fn dex_files_embedded_in_a_blob_are_found_whole() {
        let mut blob = b"ELF...dex\nnot a header".to_vec();
        blob.extend_from_slice(SMALL);
        blob.extend_from_slice(b"trailing");
        let mut broken = SMALL.to_vec();
        broken[40] ^= 1; // the checksum no longer verifies
        blob.extend_from_slice(&broken);
        let found = DexSource::embedded_in(&blob, "runtime ELF");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].bytes, SMALL);
        assert!(found[0].name.starts_with("runtime ELF (DEX at offset 0x"));
    }
    const MAIN_SYM: &str = "Small.main(java.lang.String[])";
    const PRINTLN_SYM: &str = "java.io.PrintStream.println(java.lang.String)";

    fn method(name: &str) -> u32 {
        let dex = DexFile::parse(SMALL.to_vec()).unwrap();
        (0..dex.method_count())
            .find(|&i| dex.method_name(i) == Some(name))
            .unwrap()
    }

    fn small() -> Vec<DexSource> {
        vec![DexSource {
            name: "out/Small.dex".into(),
            bytes: SMALL.to_vec(),
        }]
    }

    fn main_at(pc: u32) -> Frame {
        Frame {
            dex: 0,
            method: method("main"),
            pc,
        }
    }

    fn println() -> Frame {
        Frame {
            dex: 0,
            method: method("println"),
            pc: NO_PC,
        }
    }

    /// (dt, component, truncated, shared, new frames) of one sample.
    type Raw = (u64, Component, bool, u32, Vec<Frame>);

    fn batch(seq: u32, t0: u64, samples: &[Raw]) -> Event {
        let mut buf = vec![0u8; 4096];
        let mut enc = Encoder::new(&mut buf);
        for (dt, c, tr, shared, new) in samples {
            assert!(enc.push(*dt, *c, u32::from(*tr), 1, *shared, new));
        }
        batch_bytes(seq, t0, samples.len(), enc.bytes())
    }

    fn batch_bytes(seq: u32, t0: u64, samples: usize, bytes: &[u8]) -> Event {
        let list: Vec<String> = bytes.iter().map(|b| b.to_string()).collect();
        Event::info(
            "prof_batch",
            &[
                ("seq", &seq.to_string()),
                ("t0", &t0.to_string()),
                ("samples", &samples.to_string()),
                ("bytes", &format!("[{}]", list.join(", "))),
            ],
        )
    }

    fn head() -> Vec<Event> {
        let sum = format!("{:#010x}", checksum(SMALL).unwrap());
        vec![
            Event::info("ready", &[("timer_hz", "1000")]),
            Event::info(
                "prof_config",
                &[
                    ("source", "pmu-irq"),
                    ("event", "cycles"),
                    ("period", "100000"),
                    ("frames", "16"),
                    ("reason", ""),
                ],
            ),
            Event::info(
                "prof_dex",
                &[
                    ("index", "0"),
                    ("checksum", &sum),
                    ("bytes", &SMALL.len().to_string()),
                    ("name", "/app/Small.dex"),
                ],
            ),
        ]
    }

    fn end(samples: u64, batches: u64) -> Event {
        Event::info(
            "prof_end",
            &[
                ("samples", &samples.to_string()),
                ("batches", &batches.to_string()),
                ("unknown", "0"),
                ("overruns", "0"),
            ],
        )
    }

    /// 8 samples: main 4 (3 at line 5, 1 at line 6), println native 2, gc-mark under
    /// main 1, idle 1.
    fn workload() -> Vec<Event> {
        let mut ev = head();
        ev.push(batch(
            0,
            1000,
            &[
                (10, Component::Interp, false, 0, vec![main_at(4)]),
                (10, Component::Interp, false, 0, vec![main_at(4)]),
                (10, Component::Native, false, 1, vec![println()]),
                (10, Component::Native, false, 2, vec![]),
            ],
        ));
        ev.push(batch(
            1,
            2000,
            &[
                (5, Component::Interp, false, 0, vec![main_at(4)]),
                (5, Component::Interp, false, 0, vec![main_at(7)]),
                (5, Component::GcMark, false, 1, vec![]),
                (5, Component::Idle, false, 0, vec![]),
            ],
        ));
        ev.push(end(8, 2));
        ev
    }

    #[test]
    fn stacks_are_rebuilt_from_shared_frames_within_a_batch() {
        let p = Profile::from_events(&workload(), &small());
        assert!(p.errors.is_empty(), "{:?}", p.errors);
        assert_eq!(p.samples.len(), 8);
        let stacks: Vec<Vec<Frame>> = p.samples.iter().map(|s| s.stack.clone()).collect();
        assert_eq!(stacks[2], vec![main_at(4), println()]);
        assert_eq!(stacks[3], vec![main_at(4), println()], "shared 2, no new");
        assert_eq!(
            stacks[6],
            vec![main_at(7)],
            "shared 1 of the previous sample"
        );
        assert!(stacks[7].is_empty());
        let times: Vec<u64> = p.samples.iter().map(|s| s.time).collect();
        assert_eq!(times, [1010, 1020, 1030, 1040, 2005, 2010, 2015, 2020]);
        assert_eq!(p.span_seconds(), Some(1.01));
        assert_eq!((p.batches, p.batches_lost, p.samples_lost), (2, 0, 0));
    }

    #[test]
    fn sharing_does_not_cross_batches() {
        let mut ev = head();
        ev.push(batch(
            0,
            0,
            &[(1, Component::Interp, false, 0, vec![main_at(4)])],
        ));
        ev.push(batch(1, 9, &[(1, Component::Interp, false, 1, vec![])]));
        let p = Profile::from_events(&ev, &small());
        assert_eq!(p.samples.len(), 1);
        assert_eq!(p.errors.len(), 1);
        assert_eq!(p.errors[0].seq, Some(1));
        assert!(
            p.errors[0].what.contains("1 shared) shares more frames"),
            "{:?}",
            p.errors
        );
    }

    #[test]
    fn seq_gaps_and_missing_tail_batches_are_lost() {
        let one = |seq| {
            batch(
                seq,
                0,
                &[(1, Component::Interp, false, 0, vec![main_at(4)])],
            )
        };
        let mut ev = head();
        ev.extend([one(0), one(2), one(3), end(10, 6)]);
        let p = Profile::from_events(&ev, &small());
        assert_eq!(p.batches, 3);
        assert_eq!(
            p.batches_lost, 3,
            "seq 1 in the middle, 4 and 5 after the last"
        );
        assert_eq!(p.samples_lost, 7);
        let r = crate::report::render_with_dexes(&ev, &small());
        assert!(
            r.contains("prof samples  3 in 3 batches over 0.000 s; lost 7 samples, 3 batches"),
            "{r}"
        );
    }

    #[test]
    fn flat_profile_order_percentages_and_lines() {
        let p = Profile::from_events(&workload(), &small());
        let flat = p.flat();
        let got: Vec<(u64, String, &str, Option<&str>)> = flat
            .iter()
            .map(|r| {
                (
                    r.samples,
                    format!("{:.1}", r.percent),
                    r.component.name(),
                    r.location.as_deref(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (4, "50.0".into(), "interpreter", Some("Small.java:5")),
                (2, "25.0".into(), "native", Some("Native Method")),
                (1, "12.5".into(), "gc-mark", None),
                (1, "12.5".into(), "idle", None),
            ]
        );
        assert_eq!(flat[0].symbol, MAIN_SYM);
        assert_eq!(flat[1].symbol, PRINTLN_SYM);
        assert_eq!(flat[2].symbol, format!("[gc-mark] ({MAIN_SYM})"));
        assert_eq!(flat[3].symbol, "[idle]");
        let comps: Vec<(Component, u64)> = p.components().iter().map(|&(c, n, _)| (c, n)).collect();
        assert_eq!(
            comps,
            [
                (Component::Interp, 4),
                (Component::Native, 2),
                (Component::GcMark, 1),
                (Component::Idle, 1)
            ]
        );
        assert_eq!(p.frame_name(&main_at(7)).location, "Small.java:6");
    }

    #[test]
    fn caller_and_callee_counts() {
        let p = Profile::from_events(&workload(), &small());
        let g = p.call_graph();
        let main = g.iter().find(|n| n.symbol == MAIN_SYM).unwrap();
        assert_eq!((main.self_samples, main.total_samples), (4, 7));
        assert!(main.callers.is_empty());
        assert_eq!(
            main.callees,
            [(PRINTLN_SYM.to_string(), 2), ("[gc-mark]".to_string(), 1)]
        );
        let pl = g.iter().find(|n| n.symbol == PRINTLN_SYM).unwrap();
        assert_eq!((pl.self_samples, pl.total_samples), (2, 2));
        assert_eq!(pl.callers, [(MAIN_SYM.to_string(), 2)]);
        assert_eq!(g[0].symbol, MAIN_SYM, "most inclusive samples first");
        let full = p.render_full();
        assert!(full.contains("Call graph"), "{full}");
        assert!(
            !full.contains("prof flat"),
            "the full flat profile only: {full}"
        );
    }

    #[test]
    fn recursion_counts_once_per_sample() {
        let mut ev = head();
        let m = main_at(4);
        ev.push(batch(
            0,
            0,
            &[(1, Component::Interp, false, 0, vec![m, m, m])],
        ));
        let p = Profile::from_events(&ev, &small());
        let g = p.call_graph();
        assert_eq!(g.len(), 1);
        assert_eq!((g[0].self_samples, g[0].total_samples), (1, 1));
        assert_eq!(g[0].callees, [(MAIN_SYM.to_string(), 1)]);
    }

    #[test]
    fn folded_stacks() {
        let p = Profile::from_events(&workload(), &small());
        assert_eq!(
            p.folded(),
            [
                format!("{MAIN_SYM} 4"),
                format!("{MAIN_SYM};[gc-mark] 1"),
                format!("{MAIN_SYM};{PRINTLN_SYM};[native] 2"),
                "[idle] 1".to_string(),
            ]
        );
    }

    #[test]
    fn truncated_and_synthesized_frames() {
        let mut ev = head();
        let syn = Frame {
            dex: SYNTHESIZED,
            method: 42,
            pc: NO_PC,
        };
        ev.push(batch(
            0,
            0,
            &[(1, Component::Native, true, 0, vec![main_at(4), syn])],
        ));
        let p = Profile::from_events(&ev, &small());
        assert_eq!(
            p.folded(),
            [format!(
                "[truncated];{MAIN_SYM};<synthesized method #42>;[native] 1"
            )]
        );
        assert_eq!(p.frame_name(&syn).location, "Native Method");
        let titles = frame_titles(&p.flame_graph().unwrap());
        assert!(
            titles
                .iter()
                .any(|t| t.starts_with("<synthesized method #42> (1 samples")),
            "{titles:?}"
        );
    }

    /// The text of each `<g>`'s `<title>` in a flame graph, checking the XML is
    /// well-formed on the way.
    fn frame_titles(svg: &[u8]) -> Vec<String> {
        use quick_xml::events::Event as X;
        let mut r = quick_xml::Reader::from_reader(svg);
        let mut buf = Vec::new();
        let mut stack: Vec<Vec<u8>> = Vec::new();
        let mut titles = Vec::new();
        let in_frame_title = |st: &[Vec<u8>]| {
            st.len() >= 2 && st[st.len() - 1] == b"title" && st[st.len() - 2] == b"g"
        };
        loop {
            match r.read_event_into(&mut buf).expect("well-formed SVG") {
                X::Start(e) => {
                    stack.push(e.name().as_ref().to_vec());
                    if in_frame_title(&stack) {
                        titles.push(String::new());
                    }
                }
                X::End(e) => {
                    assert_eq!(stack.pop().as_deref(), Some(e.name().as_ref()));
                }
                X::Text(t) if in_frame_title(&stack) => {
                    titles.last_mut().unwrap().push_str(&t.decode().unwrap());
                }
                // quick-xml reports `&lt;` apart from the text around it.
                X::GeneralRef(e) if in_frame_title(&stack) => {
                    let ch = match e.decode().unwrap().as_ref() {
                        "lt" => "<",
                        "gt" => ">",
                        "amp" => "&",
                        "quot" => "\"",
                        "apos" => "'",
                        other => panic!("entity {other}"),
                    };
                    titles.last_mut().unwrap().push_str(ch);
                }
                X::Eof => break,
                _ => {}
            }
            buf.clear();
        }
        assert!(stack.is_empty(), "unclosed elements {stack:?}");
        titles
    }

    #[test]
    fn flame_graph_is_well_formed_with_the_hot_method() {
        let p = Profile::from_events(&workload(), &small());
        let svg = p.flame_graph().unwrap();
        let titles = frame_titles(&svg);
        let hot: Vec<&String> = titles
            .iter()
            .filter(|t| t.starts_with(&format!("{MAIN_SYM} (")))
            .collect();
        assert_eq!(hot.len(), 1, "{titles:?}");
        assert!(
            hot[0].starts_with(&format!("{MAIN_SYM} (7 samples")),
            "{}",
            hot[0]
        );
        assert!(
            titles.iter().any(|t| t.starts_with("[idle] (1 samples")),
            "{titles:?}"
        );
    }

    #[test]
    fn a_malformed_batch_is_reported_not_fatal() {
        let mut ev = head();
        let mut buf = [0u8; 64];
        let mut enc = Encoder::new(&mut buf);
        enc.push(1, Component::Interp, 0, 1, 0, &[main_at(4)]);
        let bytes = enc.bytes().to_vec();
        ev.push(batch_bytes(0, 0, 1, &bytes[..bytes.len() - 1]));
        ev.push(batch(
            1,
            0,
            &[(1, Component::Interp, false, 0, vec![main_at(4)])],
        ));
        let mut no_bytes = batch(2, 0, &[]);
        no_bytes.fields[3].1 = "garbage".into();
        ev.push(no_bytes);
        ev.push(batch_bytes(3, 0, 2, &bytes));
        ev.push(end(5, 4));
        let p = Profile::from_events(&ev, &small());
        assert_eq!(p.samples.len(), 1);
        assert_eq!(p.batches, 1);
        assert_eq!(p.batches_lost, 0, "malformed batches arrived");
        assert_eq!(p.samples_lost, 4);
        let e: Vec<(Option<u64>, Option<usize>)> =
            p.errors.iter().map(|e| (e.seq, e.offset)).collect();
        assert_eq!(
            e,
            [
                (Some(0), Some(bytes.len() - 1)),
                (Some(2), None),
                (Some(3), None)
            ]
        );
        assert!(p.errors[2].what.contains("says 2 samples but holds 1"));
        let r = crate::report::render_with_dexes(&ev, &small());
        assert!(
            r.contains(&format!(
                "prof BAD      batch seq 0 at byte {}: ",
                bytes.len() - 1
            )),
            "{r}"
        );
    }

    #[test]
    fn a_missing_dex_is_named_in_the_report() {
        let p = Profile::from_events(&workload(), &[]);
        let m = method("main");
        assert_eq!(p.flat()[0].symbol, format!("dex#0 method#{m}"));
        assert_eq!(p.flat()[0].location.as_deref(), Some("Unknown Source"));
        let mut ev = workload();
        ev.push(batch(
            2,
            0,
            &[(
                1,
                Component::Interp,
                false,
                0,
                vec![Frame {
                    dex: 3,
                    method: 1,
                    pc: 0,
                }],
            )],
        ));
        let r = crate::report::render(&ev);
        assert!(
            r.contains("prof dex      #3 MISSING: samples name it but no prof_dex event did\n"),
            "{r}"
        );
        let sum = checksum(SMALL).unwrap();
        assert!(
            r.contains(&format!(
                "prof dex      #0 /app/Small.dex (checksum {sum:#010x}, {} bytes) MISSING",
                SMALL.len()
            )),
            "{r}"
        );
    }

    #[test]
    fn the_report_section() {
        let r = crate::report::render_with_dexes(&workload(), &small());
        assert!(
            r.contains("profiler      pmu-irq: every 100000 cycles, up to 16 frames per sample\n"),
            "{r}"
        );
        assert!(r.contains("prof components\n"), "{r}");
        assert!(r.contains("         4  50.00%  interpreter\n"), "{r}");
        assert!(
            r.contains(&format!(
                "         4  50.00%  interpreter  {MAIN_SYM}  (Small.java:5)\n"
            )),
            "{r}"
        );
        assert!(
            r.contains("prof dex      #0 /app/Small.dex (checksum"),
            "{r}"
        );
        let none = [Event::info(
            "prof_config",
            &[
                ("source", "none"),
                ("event", ""),
                ("period", "0"),
                ("frames", "0"),
                ("reason", "no PMU overflow interrupt"),
            ],
        )];
        let r = crate::report::render(&none);
        assert!(
            r.contains("profiler      none (no PMU overflow interrupt)\n"),
            "{r}"
        );
        assert!(!r.contains("no samples received"), "{r}");
        let r = crate::report::render(&head()[..2]);
        assert!(r.contains("prof profile  no samples received"), "{r}");
        let r = crate::report::render(&head()[..1]);
        assert!(!r.contains("prof"), "no profiler events, no section: {r}");
    }

    #[test]
    fn outputs_are_written() {
        let dir = std::env::temp_dir().join(format!("dexmetal-prof-test-{}", std::process::id()));
        let p = Profile::from_events(&workload(), &small());
        let paths = write_outputs(&p, &dir).unwrap();
        let names: Vec<String> = paths
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["profile.txt", "profile.folded", "profile.svg"]);
        let folded = std::fs::read_to_string(&paths[1]).unwrap();
        assert_eq!(folded.lines().count(), 4);
        assert!(!frame_titles(&std::fs::read(&paths[2]).unwrap()).is_empty());
        let empty = write_outputs(&Profile::from_events(&head(), &small()), &dir).unwrap();
        assert_eq!(empty.len(), 2, "no flame graph of nothing");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
