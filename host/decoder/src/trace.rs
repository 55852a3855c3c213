//! A run's telemetry as one Perfetto timeline (docs/PROFILER.md): thread runs and states,
//! GC cycles/phases/pauses, DVFS counters, Dimmunix, samples, android.os.Trace sections.
//! Format: github.com/google/perfetto protos/perfetto/trace/{trace,trace_packet}.proto,
//! track_event/{track_event,track_descriptor,process_,thread_,counter_descriptor,
//! debug_annotation}.proto, interned_data/interned_data.proto. Hand-written encoder: ten
//! messages need two writers (varint, length-delimited), not prost; `check` reads back.

use crate::Event;
use dexmetal_telemetry::profile::{self, Component, Frame, NO_PC, SYNTHESIZED, THREAD_STATES};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Names a sample's frame (the profile module's namer resolves DEX methods); see
/// [`default_frame_name`] for the name without DEX files.
pub type Namer<'a> = &'a dyn Fn(&Frame) -> String;

/// A frame's name without its DEX file: `dex#I method#M pc P`.
pub fn default_frame_name(f: &Frame) -> String {
    let dex = if f.dex == SYNTHESIZED {
        "synthesized".to_string()
    } else {
        format!("dex#{}", f.dex)
    };
    if f.pc == NO_PC {
        format!("{dex} method#{} native", f.method)
    } else {
        format!("{dex} method#{} pc {}", f.method, f.pc)
    }
}

/// Names frames as the profile module does, from the run's DEX files:
/// `pkg.Class.method(types) (File.java:12)`.
pub fn profile_namer(profile: &crate::profile::Profile) -> impl Fn(&Frame) -> String + '_ {
    move |f| {
        let n = profile.frame_name(f);
        format!("{} ({})", n.symbol, n.location)
    }
}

/// A debug annotation's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Str(String),
    Int(i64),
    Bool(bool),
}

type Args = Vec<(String, Arg)>;

#[derive(Clone, Debug, PartialEq)]
enum TrackKind {
    Process { pid: i32 },
    Thread { pid: i32, tid: i32 },
    Plain,
    Counter { unit: &'static str },
}

#[derive(Clone, Debug, PartialEq)]
struct Track {
    uuid: u64,
    parent: Option<u64>,
    name: String,
    kind: TrackKind,
}

#[derive(Clone, Debug, PartialEq)]
enum Ev {
    Begin {
        name: String,
        args: Args,
    },
    End,
    Instant {
        name: String,
        args: Args,
        stack: Vec<String>,
    },
    Counter(i64),
}

#[derive(Clone, Debug, PartialEq)]
struct Timed {
    ts: u64,
    track: u64,
    ev: Ev,
}

/// The timeline: tracks (parents first) and their events in time order.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    tracks: Vec<Track>,
    events: Vec<Timed>,
    /// What the builder could not place (an end without a begin, a bad sample batch).
    pub warnings: Vec<String>,
}

/// A finished slice before it becomes a begin/end pair.
struct Slice {
    track: u64,
    start: u64,
    end: u64,
    name: String,
    args: Args,
}

/// One VM thread's incarnation (ids are reused after a thread ends).
struct Thread {
    uuid: u64,
    name: String,
    state_track: Option<u64>,
    pause_track: Option<u64>,
    /// Since when it runs (after a thread_switch to it).
    running: Option<u64>,
    /// The state it left in and since when.
    off: Option<(u64, String)>,
    sections: Vec<(u64, String)>,
    /// When its thread_start came.
    started: Option<u64>,
}

/// Per boot: the clock rate and where the app's microsecond fields start.
#[derive(Default, Clone, Copy)]
struct Boot {
    hz: Option<u64>,
    app_end: Option<(u64, u64)>,
    app: Option<u64>,
}

struct Builder<'n> {
    namer: Namer<'n>,
    next_uuid: u64,
    tracks: Vec<Track>,
    slices: Vec<Slice>,
    points: Vec<Timed>,
    warnings: Vec<String>,
    // Per boot:
    pid: i32,
    process: u64,
    process_name: String,
    /// Tracks of the process by name; counters apart, so the app's counter names
    /// (`trace_counter`) cannot land on a slice track of the same name.
    named: HashMap<(String, bool), u64>,
    threads: BTreeMap<u32, Thread>,
    tid_generation: HashMap<u32, i32>,
    /// Every thread incarnation of the boot: VM id, start, end, track.
    lives: Vec<(u32, u64, Option<u64>, u64)>,
    /// Samples waiting for `place_samples`: time, VM thread, name, args, stack.
    samples: Vec<(u64, u32, String, Args, Vec<String>)>,
    cpu: Option<(u64, String)>,
    phases: Vec<(u64, u64, &'static str)>,
    phase_open: HashMap<&'static str, u64>,
    /// android.os.Trace async sections open, by (name, cookie): when they began.
    async_open: HashMap<(String, String), u64>,
    /// When the profiler's timeline events began (prof_config).
    timeline_start: Option<u64>,
    /// " (model)" while the frequencies are a model's.
    freq_model: &'static str,
    last: u64,
}

fn num_arg(v: &str) -> Arg {
    if let Ok(n) = v.parse::<i64>() {
        return Arg::Int(n);
    }
    if let Some(h) = v.strip_prefix("0x") {
        if let Ok(n) = i64::from_str_radix(h, 16) {
            return Arg::Int(n);
        }
    }
    match v {
        "true" => Arg::Bool(true),
        "false" => Arg::Bool(false),
        _ => Arg::Str(v.to_string()),
    }
}

/// Every field of `e` but those in `skip`, as args.
fn args_of(e: &Event, skip: &[&str]) -> Args {
    e.fields
        .iter()
        .filter(|(k, _)| !skip.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), num_arg(v)))
        .collect()
}

impl<'n> Builder<'n> {
    fn track(&mut self, parent: Option<u64>, name: String, kind: TrackKind) -> u64 {
        self.next_uuid += 1;
        let uuid = self.next_uuid;
        self.tracks.push(Track {
            uuid,
            parent,
            name,
            kind,
        });
        uuid
    }

    /// A track of this boot's process, made on first use.
    fn named(&mut self, name: &str, kind: TrackKind) -> u64 {
        let key = (name.to_string(), matches!(kind, TrackKind::Counter { .. }));
        if let Some(&u) = self.named.get(&key) {
            return u;
        }
        let u = self.track(Some(self.process), name.to_string(), kind);
        self.named.insert(key, u);
        u
    }

    fn start_boot(&mut self, boot: usize) {
        self.pid = boot as i32 + 1;
        self.process_name = format!("dexmetal boot {}", boot + 1);
        self.process = self.track(None, String::new(), TrackKind::Process { pid: self.pid });
        self.named.clear();
        self.threads.clear();
        self.tid_generation.clear();
        self.lives.clear();
        self.samples.clear();
        self.cpu = None;
        self.phases.clear();
        self.phase_open.clear();
        self.async_open.clear();
        self.freq_model = "";
        self.timeline_start = None;
    }

    fn finish_boot(&mut self) {
        let name = self.process_name.clone();
        if let Some(t) = self.tracks.iter_mut().find(|t| t.uuid == self.process) {
            t.name = name;
        }
        let at = self.last;
        let tids: Vec<u32> = self.threads.keys().copied().collect();
        for tid in tids {
            self.close_thread(tid, at);
        }
        self.place_samples();
        if let Some((start, name)) = self.cpu.take() {
            let cpu = self.named("CPU", TrackKind::Plain);
            self.slice(cpu, start, at, name, Vec::new());
        }
        let mut asyncs: Vec<((String, String), u64)> = self.async_open.drain().collect();
        asyncs.sort();
        for ((name, cookie), start) in asyncs {
            let track = self.async_track(&name, &cookie);
            let args = vec![("unterminated".into(), Arg::Bool(true))];
            self.slice(track, start, at, name, args);
        }
        let open: Vec<(&'static str, u64)> = self.phase_open.drain().collect();
        for (phase, start) in open {
            self.phases.push((start, at, phase));
        }
        self.flush_phases(None);
    }

    /// The track of android.os.Trace's async sections named `name` with `cookie`: one
    /// per pair, so sections that overlap (they need not nest) never share a track.
    fn async_track(&mut self, name: &str, cookie: &str) -> u64 {
        self.named(
            &format!("{name} (async, cookie {cookie})"),
            TrackKind::Plain,
        )
    }

    fn slice(&mut self, track: u64, start: u64, end: u64, name: String, args: Args) {
        self.slices.push(Slice {
            track,
            start,
            end: end.max(start),
            name,
            args,
        });
    }

    fn instant(&mut self, track: u64, ts: u64, name: String, args: Args, stack: Vec<String>) {
        self.points.push(Timed {
            ts,
            track,
            ev: Ev::Instant { name, args, stack },
        });
    }

    fn counter(&mut self, name: &str, unit: &'static str, ts: u64, value: i64) {
        let t = self.named(name, TrackKind::Counter { unit });
        self.points.push(Timed {
            ts,
            track: t,
            ev: Ev::Counter(value),
        });
    }

    /// The live incarnation of VM thread `tid`, made on first mention.
    fn thread(&mut self, tid: u32, name: Option<&str>) -> &mut Thread {
        if !self.threads.contains_key(&tid) {
            let generation = self.tid_generation.entry(tid).or_insert(0);
            // A reused VM id becomes a distinct Perfetto tid, so the two threads do
            // not merge into one timeline row.
            let ptid = tid as i32 + *generation * 65536;
            *generation += 1;
            let name = match name {
                Some(n) => n.to_string(),
                None if tid == 1 => "main".to_string(),
                None => format!("thread {tid}"),
            };
            let uuid = self.track(
                Some(self.process),
                name.clone(),
                TrackKind::Thread {
                    pid: self.pid,
                    tid: ptid,
                },
            );
            self.lives.push((tid, self.last, None, uuid));
            self.threads.insert(
                tid,
                Thread {
                    uuid,
                    name,
                    state_track: None,
                    pause_track: None,
                    running: None,
                    off: None,
                    sections: Vec::new(),
                    started: None,
                },
            );
        }
        self.threads.get_mut(&tid).expect("inserted above")
    }

    fn state_track(&mut self, tid: u32) -> u64 {
        let t = self.thread(tid, None);
        if let Some(u) = t.state_track {
            return u;
        }
        let (parent, name) = (t.uuid, format!("{}: state", t.name));
        let u = self.track(Some(parent), name, TrackKind::Plain);
        self.thread(tid, None).state_track = Some(u);
        u
    }

    fn pause_track(&mut self, tid: u32) -> u64 {
        let t = self.thread(tid, None);
        if let Some(u) = t.pause_track {
            return u;
        }
        let (parent, name) = (t.uuid, format!("{}: GC pauses", t.name));
        let u = self.track(Some(parent), name, TrackKind::Plain);
        self.thread(tid, None).pause_track = Some(u);
        u
    }

    /// Ends whatever the thread had open (its run, its state, its sections) at `at`.
    fn close_thread(&mut self, tid: u32, at: u64) {
        let Some(t) = self.threads.remove(&tid) else {
            return;
        };
        let uuid = t.uuid;
        if let Some(life) = self.lives.iter_mut().rev().find(|l| l.3 == uuid) {
            life.2 = Some(at);
        }
        let state = t.state_track;
        if let (Some(s), Some(start)) = (state, t.running) {
            self.slice(s, start, at, "Running".into(), Vec::new());
        }
        if let (Some(s), Some((start, name))) = (state, t.off) {
            self.slice(s, start, at, name, Vec::new());
        }
        for (start, name) in t.sections.into_iter().rev() {
            self.slice(
                uuid,
                start,
                at,
                name,
                vec![("unterminated".into(), Arg::Bool(true))],
            );
        }
    }

    fn switch(&mut self, ts: u64, from: u32, to: u32, state: u32) {
        // The first switch of the run tells who ran before it: since the timeline's
        // events started (prof_config), or since that thread started if later.
        let first = self.cpu.is_none();
        let since = self.timeline_start.unwrap_or(ts);
        // The VM reports a thread's end before the switch away from it: that switch
        // must not bring the thread back.
        let ended = !self.threads.contains_key(&from) && self.lives.iter().any(|l| l.0 == from);
        if from != 0 && !ended {
            let st = self.state_track(from);
            let t = self.thread(from, None);
            if first && t.running.is_none() && t.off.is_none() {
                t.running = Some(t.started.map_or(since, |s| s.max(since)).min(ts));
            }
            let run = t.running.take();
            let state_name = THREAD_STATES
                .get(state as usize)
                .map_or_else(|| format!("state#{state}"), |s| s.to_string());
            if state_name != "ended" {
                t.off = Some((ts, state_name.clone()));
            }
            if let Some(start) = run {
                self.slice(
                    st,
                    start,
                    ts,
                    "Running".into(),
                    vec![("left_in".into(), Arg::Str(state_name))],
                );
            }
        }
        if to != 0 {
            let st = self.state_track(to);
            let t = self.thread(to, None);
            let off = t.off.take();
            t.running = Some(ts);
            if let Some((start, name)) = off {
                self.slice(st, start, ts, name, Vec::new());
            }
        }
        let cpu = self.named("CPU", TrackKind::Plain);
        match self.cpu.take() {
            Some((start, name)) => self.slice(cpu, start, ts, name, Vec::new()),
            None if from != 0 && since < ts => {
                let name = format!("{} ({from})", self.thread(from, None).name);
                self.slice(cpu, since, ts, name, Vec::new());
            }
            None => {}
        }
        let name = if to == 0 {
            "idle".to_string()
        } else {
            let t = self.thread(to, None);
            format!("{} ({to})", t.name)
        };
        self.cpu = Some((ts, name));
    }

    /// The phases seen since the previous cycle become children of this one
    /// (`cycle`: its span, name and args), or stand alone when the run ends first.
    fn flush_phases(&mut self, cycle: Option<(u64, u64, String, Args)>) {
        let gc = self.named("GC cycles", TrackKind::Plain);
        let phases = std::mem::take(&mut self.phases);
        if let Some((mut start, mut end, name, args)) = cycle {
            // The cycle's span comes from its microsecond fields; the phases from frame
            // times: the cycle is widened so its phases nest inside it.
            for &(s, e, _) in &phases {
                start = start.min(s);
                end = end.max(e);
            }
            self.slice(gc, start, end, name, args);
        }
        for (s, e, phase) in phases {
            self.slice(gc, s, e, phase.to_string(), Vec::new());
        }
    }

    fn samples(&mut self, e: &Event, to_ns: &dyn Fn(u64) -> u64) {
        let (Some(t0), Some(bytes)) = (e.num("t0"), e.bytes("bytes")) else {
            self.warnings
                .push("prof_batch without t0 or bytes: skipped".into());
            return;
        };
        let mut frames = vec![Frame::default(); 4096];
        let mut decoded = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        let mut base = 0;
        let mut bad = None;
        let mut clock = t0;
        let result = profile::decode(&bytes, &mut frames, |s| {
            clock = clock.wrapping_add(s.dt);
            // A sample that shares frames its predecessor lacks keeps its own.
            stack = crate::profile::stack_of(&stack, base, s).unwrap_or_else(|why| {
                bad.get_or_insert(why);
                s.new.to_vec()
            });
            base = s.base;
            decoded.push((clock, s.component, s.truncated, s.tid, stack.clone()));
        });
        if let Err(err) = result {
            self.warnings.push(format!(
                "prof_batch seq {}: {err}",
                e.get("seq").unwrap_or("?")
            ));
        }
        if let Some(why) = bad {
            self.warnings.push(format!(
                "prof_batch seq {}: a sample {why}",
                e.get("seq").unwrap_or("?")
            ));
        }
        for (ticks, component, truncated, tid, stack) in decoded {
            let ts = to_ns(ticks);
            let names: Vec<String> = stack.iter().map(|f| (self.namer)(f)).collect();
            let name = match names.last() {
                Some(leaf) if component != Component::Interp => {
                    format!("{}: {leaf}", component.name())
                }
                Some(leaf) => leaf.clone(),
                None => component.name().to_string(),
            };
            let mut args = vec![("component".into(), Arg::Str(component.name().into()))];
            if truncated {
                args.push(("truncated".into(), Arg::Bool(true)));
            }
            self.samples.push((ts, tid, name, args, names));
        }
    }

    /// Places the boot's samples on their threads' tracks. A batch leaves the board
    /// when it is full, so its samples may arrive after their thread ended (or its id
    /// was reused): each goes to the incarnation alive at the sample's time.
    fn place_samples(&mut self) {
        for (ts, tid, name, args, stack) in std::mem::take(&mut self.samples) {
            let alive = |&&(t, start, end, _): &&(u32, u64, Option<u64>, u64)| {
                t == tid && start <= ts && end.is_none_or(|e| ts <= e)
            };
            let track = if tid == 0 {
                self.named("CPU", TrackKind::Plain)
            } else if let Some(&(.., uuid)) = self.lives.iter().rev().find(alive) {
                uuid
            } else if let Some(&(.., uuid)) = self.lives.iter().find(|l| l.0 == tid) {
                // Sampled before its thread_start frame, or after its end.
                uuid
            } else {
                let uuid = self.thread(tid, None).uuid;
                self.close_thread(tid, ts);
                uuid
            };
            self.instant(track, ts, name, args, stack);
        }
    }

    fn event(&mut self, e: &Event, ts: u64, boot: &Boot, anchor: Option<u64>, base: u64) {
        let hz = boot.hz.unwrap_or(1_000_000_000);
        let to_ns = move |ticks: u64| base + ticks_to_ns(ticks, hz);
        let us = |key: &str| -> Option<u64> { Some(anchor? + e.num(key)?.saturating_mul(1000)) };
        let u32f = |key: &str| e.num(key).map(|v| v as u32);
        let model = |e: &Event| {
            if e.flag("model") == Some(true) {
                " (model)"
            } else {
                ""
            }
        };
        match e.kind.as_str() {
            "app" => {
                if let Some(main) = e.get("main") {
                    self.process_name = format!("dexmetal {main}");
                }
            }
            "thread_start" => {
                if let Some(tid) = u32f("tid") {
                    if self.threads.contains_key(&tid) {
                        self.close_thread(tid, ts);
                    }
                    let name = e.get("name").map(str::to_string);
                    let t = self.thread(tid, name.as_deref());
                    t.started = Some(ts);
                    let uuid = t.uuid;
                    self.instant(uuid, ts, "thread start".into(), args_of(e, &[]), vec![]);
                }
            }
            "thread_end" => {
                if let Some(tid) = u32f("tid") {
                    let uuid = self.thread(tid, e.get("name")).uuid;
                    self.instant(uuid, ts, "thread end".into(), args_of(e, &[]), vec![]);
                    self.close_thread(tid, ts);
                }
            }
            "thread_switch" => {
                if let (Some(from), Some(to)) = (u32f("from"), u32f("to")) {
                    self.switch(ts, from, to, u32f("state").unwrap_or(0));
                }
            }
            "trace_begin" => {
                if let Some(tid) = u32f("tid") {
                    let name = e.get("name").unwrap_or("").to_string();
                    self.thread(tid, None).sections.push((ts, name));
                }
            }
            "trace_end" => {
                if let Some(tid) = u32f("tid") {
                    let t = self.thread(tid, None);
                    let uuid = t.uuid;
                    match t.sections.pop() {
                        Some((start, name)) => self.slice(uuid, start, ts, name, Vec::new()),
                        None => self.warnings.push(format!(
                            "trace_end on thread {tid} without an open section: ignored"
                        )),
                    }
                }
            }
            "trace_async_begin" => {
                if let (Some(name), Some(cookie)) = (e.get("name"), e.get("cookie")) {
                    let key = (name.to_string(), cookie.to_string());
                    if self.async_open.insert(key, ts).is_some() {
                        self.warnings.push(format!(
                            "trace_async_begin {name} {cookie} while one is open: the first is dropped"
                        ));
                    }
                }
            }
            "trace_async_end" => {
                if let (Some(name), Some(cookie)) = (e.get("name"), e.get("cookie")) {
                    match self
                        .async_open
                        .remove(&(name.to_string(), cookie.to_string()))
                    {
                        Some(start) => {
                            let track = self.async_track(name, cookie);
                            let args = args_of(e, &["name", "cookie"]);
                            self.slice(track, start, ts, name.to_string(), args);
                        }
                        None => self.warnings.push(format!(
                            "trace_async_end {name} {cookie} without its begin: ignored"
                        )),
                    }
                }
            }
            "trace_counter" => {
                let value = e.get("value").and_then(|v| v.parse::<i64>().ok());
                match (e.get("name"), value) {
                    (Some(name), Some(v)) => self.counter(name, "", ts, v),
                    _ => self
                        .warnings
                        .push(format!("trace_counter without a name or value: {e:?}")),
                }
            }
            "gc_phase" => {
                let phase = e.get("phase").unwrap_or("");
                let (name, begins) = match phase {
                    "mark_start" => ("mark", true),
                    "mark_end" => ("mark", false),
                    "sweep_start" => ("sweep", true),
                    "sweep_end" => ("sweep", false),
                    _ => return,
                };
                if begins {
                    self.phase_open.insert(name, ts);
                } else if let Some(start) = self.phase_open.remove(name) {
                    self.phases.push((start, ts, name));
                }
                if let Some(khz) = e.num("khz") {
                    let name = format!("CPU frequency (kHz){}", self.freq_model);
                    self.counter(&name, "kHz", ts, khz as i64);
                }
            }
            "gc" => {
                // The event follows the cycle's end: it cannot have ended later.
                let end = us("end_us").map_or(ts, |end| end.min(ts));
                let total = e.num("total_us").unwrap_or(0).saturating_mul(1000);
                let name = format!(
                    "{} #{}",
                    e.get("kind").unwrap_or("GC"),
                    e.get("count").unwrap_or("?")
                );
                // Open phases stay open: a phase of the next cycle cannot have begun.
                self.flush_phases(Some((
                    end.saturating_sub(total),
                    end,
                    name,
                    args_of(e, &[]),
                )));
            }
            "gc_pause" => {
                let Some(tid) = u32f("tid") else { return };
                let len = e.num("us").unwrap_or(0).saturating_mul(1000);
                // Sent after the pause: a start that would end it past its own frame
                // (anchor skew) is pulled back.
                let start = us("start_us")
                    .map_or(ts, |s| s.min(ts.saturating_sub(len)))
                    .min(ts.saturating_sub(len));
                let track = self.pause_track(tid);
                let name = e.get("kind").unwrap_or("pause").to_string();
                let args = args_of(e, &["tid", "kind"]);
                self.slice(track, start, start + len, name, args);
            }
            "gc_energy" => {
                let gc = self.named("GC cycles", TrackKind::Plain);
                let name = format!("gc energy{}", model(e));
                self.instant(gc, ts, name, args_of(e, &[]), vec![]);
            }
            "cpufreq" | "opp" => {
                // cpufreq's model says the whole DVFS is a model (qemu-virt); gc_phase's
                // frequency goes on the same track.
                self.freq_model = model(e);
                if let Some(khz) = e.num("khz") {
                    let name = format!("CPU frequency (kHz){}", model(e));
                    self.counter(&name, "kHz", ts, khz as i64);
                }
                if let Some(uv) = e.num("microvolts") {
                    let name = format!("CPU voltage (µV){}", model(e));
                    self.counter(&name, "µV", ts, uv as i64);
                }
            }
            "power" => {
                if let Some(uw) = e.num("microwatts") {
                    let name = format!("Power (µW){}", model(e));
                    self.counter(&name, "µW", ts, uw as i64);
                }
                if let Some(load) = e.num("load") {
                    self.counter("CPU load (%)", "%", ts, load as i64);
                }
            }
            "prof_config" => {
                self.timeline_start = Some(ts);
                let p = self.process;
                self.instant(p, ts, "prof config".into(), args_of(e, &[]), vec![]);
            }
            "energy" | "sensor_energy" | "prof_dex" | "prof_end" | "app_end" | "dropped"
            | "deadlock" => {
                let p = self.process;
                let name = e.kind.replace('_', " ");
                self.instant(p, ts, name, args_of(e, &[]), vec![]);
            }
            "dimmunix_detect" => {
                let d = self.named("Dimmunix", TrackKind::Plain);
                let name = format!("dimmunix {}", e.get("kind").unwrap_or("detect"));
                self.instant(d, ts, name, args_of(e, &[]), vec![]);
            }
            "dimmunix_yield" | "dimmunix_bypass" => {
                let name = e.kind.replace('_', " ");
                let args = args_of(e, &["tid"]);
                match u32f("tid") {
                    Some(tid) if tid != 0 => {
                        let uuid = self.thread(tid, None).uuid;
                        self.instant(uuid, ts, name, args, vec![]);
                    }
                    _ => {
                        let d = self.named("Dimmunix", TrackKind::Plain);
                        self.instant(d, ts, name, args, vec![]);
                    }
                }
            }
            "prof_batch" => self.samples(e, &to_ns),
            _ => {}
        }
    }
}

fn ticks_to_ns(ticks: u64, hz: u64) -> u64 {
    (u128::from(ticks) * 1_000_000_000 / u128::from(hz.max(1))).min(u128::from(u64::MAX)) as u64
}

/// Builds the timeline of `events` (a run as the decoder gave it, reboots included),
/// naming sample frames with [`default_frame_name`].
pub fn build(events: &[Event]) -> Trace {
    build_named(events, &default_frame_name)
}

/// [`build`] with the caller's frame namer.
pub fn build_named(events: &[Event], namer: Namer<'_>) -> Trace {
    // Each boot has its own clock (from 0) and rate; boots follow one another.
    let mut boots = vec![Boot::default()];
    for e in events {
        let b = boots.last_mut().expect("never empty");
        match e.kind.as_str() {
            "ready" => b.hz = e.num("timer_hz").filter(|&h| h > 0),
            "app" => b.app = b.app.or(e.time),
            "app_end" => {
                if let (Some(t), Some(us)) = (e.time, e.num("elapsed_us")) {
                    b.app_end = Some((t, us));
                }
            }
            "reboot" => boots.push(Boot::default()),
            _ => {}
        }
    }
    let mut b = Builder {
        namer,
        next_uuid: 0,
        tracks: Vec::new(),
        slices: Vec::new(),
        points: Vec::new(),
        warnings: Vec::new(),
        pid: 0,
        process: 0,
        process_name: String::new(),
        named: HashMap::new(),
        threads: BTreeMap::new(),
        tid_generation: HashMap::new(),
        lives: Vec::new(),
        samples: Vec::new(),
        cpu: None,
        phases: Vec::new(),
        phase_open: HashMap::new(),
        async_open: HashMap::new(),
        freq_model: "",
        timeline_start: None,
        last: 0,
    };
    if boots.iter().any(|b| b.hz.is_none()) && !events.is_empty() {
        b.warnings
            .push("no ready event with timer_hz: clock ticks taken as nanoseconds".into());
    }
    let mut boot = 0;
    let mut base = 0u64;
    b.start_boot(0);
    let mut anchor = anchor_of(&boots[0], base);
    for e in events {
        let hz = boots[boot].hz.unwrap_or(1_000_000_000);
        // A synthetic event without a time happens when the one before it did.
        let ts = e
            .time
            .map_or(b.last, |t| base + ticks_to_ns(t, hz))
            .max(b.last);
        b.last = ts;
        b.event(e, ts, &boots[boot], anchor, base);
        if e.kind == "reboot" {
            b.finish_boot();
            boot += 1;
            base = b.last;
            b.start_boot(boot);
            anchor = anchor_of(&boots[boot], base);
        }
    }
    b.finish_boot();
    finish(b)
}

/// Where this boot's app started, in trace nanoseconds: `gc` end_us and `gc_pause`
/// start_us count from there. The runtime takes the app's start just after the `app`
/// event (a few µs in a GCBench run on qemu-virt), while `app_end`'s frame follows its
/// elapsed_us by more (about 20 µs there): the `app` frame is the closer anchor, and
/// app_end's (frame time less elapsed_us) stands in when the run has no `app` event.
fn anchor_of(boot: &Boot, base: u64) -> Option<u64> {
    let hz = boot.hz.unwrap_or(1_000_000_000);
    match (boot.app, boot.app_end) {
        (Some(t), _) => Some(base + ticks_to_ns(t, hz)),
        (None, Some((t, us))) => {
            Some((base + ticks_to_ns(t, hz)).saturating_sub(us.saturating_mul(1000)))
        }
        _ => None,
    }
}

/// Turns slices into properly nested begin/end pairs per track and sorts everything
/// by time. A child that would outlive its parent (clock skew between a frame time and
/// a microsecond field) is cut at the parent's end: Perfetto nests slices by time.
fn finish(b: Builder<'_>) -> Trace {
    let mut by_track: BTreeMap<u64, Vec<Slice>> = BTreeMap::new();
    for s in b.slices {
        by_track.entry(s.track).or_default().push(s);
    }
    let mut events = Vec::new();
    for (track, mut slices) in by_track {
        slices.sort_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
        let mut open: Vec<u64> = Vec::new();
        for s in slices {
            while let Some(&end) = open.last() {
                if end > s.start {
                    break;
                }
                open.pop();
                events.push(Timed {
                    ts: end,
                    track,
                    ev: Ev::End,
                });
            }
            let end = open.last().map_or(s.end, |&p| s.end.min(p));
            events.push(Timed {
                ts: s.start,
                track,
                ev: Ev::Begin {
                    name: s.name,
                    args: s.args,
                },
            });
            open.push(end);
        }
        while let Some(end) = open.pop() {
            events.push(Timed {
                ts: end,
                track,
                ev: Ev::End,
            });
        }
    }
    events.extend(b.points);
    // Stable: each track's own begin/end order survives equal timestamps.
    events.sort_by_key(|t| t.ts);
    let used: BTreeSet<u64> = events.iter().map(|t| t.track).collect();
    // Tracks nothing happened on are left out, unless a used track hangs below them.
    let mut keep: BTreeSet<u64> = BTreeSet::new();
    for t in b.tracks.iter().rev() {
        if used.contains(&t.uuid) || keep.contains(&t.uuid) {
            keep.insert(t.uuid);
            if let Some(p) = t.parent {
                keep.insert(p);
            }
        }
    }
    let tracks = b
        .tracks
        .into_iter()
        .filter(|t| keep.contains(&t.uuid))
        .collect();
    Trace {
        tracks,
        events,
        warnings: b.warnings,
    }
}

/// Protobuf wire-format writer.
#[derive(Default)]
struct Pb(Vec<u8>);

impl Pb {
    fn raw_varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.0.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.0.push(v as u8);
    }
    fn varint(&mut self, field: u32, v: u64) {
        self.raw_varint(u64::from(field) << 3);
        self.raw_varint(v);
    }
    fn int(&mut self, field: u32, v: i64) {
        // int32/int64 fields: two's complement, as a 64-bit varint.
        self.varint(field, v as u64);
    }
    fn bytes(&mut self, field: u32, b: &[u8]) {
        self.raw_varint(u64::from(field) << 3 | 2);
        self.raw_varint(b.len() as u64);
        self.0.extend_from_slice(b);
    }
    fn str(&mut self, field: u32, s: &str) {
        self.bytes(field, s.as_bytes());
    }
    fn msg(&mut self, field: u32, f: impl FnOnce(&mut Pb)) {
        let mut m = Pb::default();
        f(&mut m);
        self.bytes(field, &m.0);
    }
}

// Field numbers (see the module doc's .proto files).
mod f {
    pub const TRACE_PACKET: u32 = 1;
    // TracePacket
    pub const TIMESTAMP: u32 = 8;
    pub const SEQUENCE_ID: u32 = 10;
    pub const TRACK_EVENT: u32 = 11;
    pub const INTERNED_DATA: u32 = 12;
    pub const SEQUENCE_FLAGS: u32 = 13;
    pub const TRACK_DESCRIPTOR: u32 = 60;
    pub const SEQ_INCREMENTAL_STATE_CLEARED: u64 = 1;
    pub const SEQ_NEEDS_INCREMENTAL_STATE: u64 = 2;
    // TrackDescriptor
    pub const TD_UUID: u32 = 1;
    pub const TD_NAME: u32 = 2;
    pub const TD_PROCESS: u32 = 3;
    pub const TD_THREAD: u32 = 4;
    pub const TD_PARENT: u32 = 5;
    pub const TD_COUNTER: u32 = 8;
    // ProcessDescriptor / ThreadDescriptor / CounterDescriptor
    pub const PD_PID: u32 = 1;
    pub const PD_NAME: u32 = 6;
    pub const THD_PID: u32 = 1;
    pub const THD_TID: u32 = 2;
    pub const THD_NAME: u32 = 5;
    pub const CD_UNIT_NAME: u32 = 6;
    // TrackEvent
    pub const TE_ANNOTATIONS: u32 = 4;
    pub const TE_TYPE: u32 = 9;
    pub const TE_NAME_IID: u32 = 10;
    pub const TE_TRACK: u32 = 11;
    pub const TE_COUNTER: u32 = 30;
    pub const TE_CALLSTACK: u32 = 55;
    pub const CS_FRAMES: u32 = 1;
    pub const CSF_FUNCTION: u32 = 1;
    pub const SLICE_BEGIN: u64 = 1;
    pub const SLICE_END: u64 = 2;
    pub const INSTANT: u64 = 3;
    pub const COUNTER: u64 = 4;
    // DebugAnnotation
    pub const DA_BOOL: u32 = 2;
    pub const DA_INT: u32 = 4;
    pub const DA_STRING: u32 = 6;
    pub const DA_NAME: u32 = 10;
    // InternedData / EventName
    pub const ID_EVENT_NAMES: u32 = 2;
    pub const EN_IID: u32 = 1;
    pub const EN_NAME: u32 = 2;
}

/// Every packet is on this one sequence.
const SEQUENCE: u64 = 1;

impl Trace {
    /// Number of tracks and of events (begin, end, instant, counter).
    pub fn len(&self) -> (usize, usize) {
        (self.tracks.len(), self.events.len())
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The trace in Perfetto's protobuf format (a `Trace` message): the track
    /// descriptors, parents first, then the events in time order, event names interned.
    pub fn to_protobuf(&self) -> Vec<u8> {
        let mut out = Pb::default();
        let mut first = true;
        let mut flags = |p: &mut Pb| {
            if std::mem::take(&mut first) {
                p.varint(f::SEQUENCE_FLAGS, f::SEQ_INCREMENTAL_STATE_CLEARED);
            }
        };
        for t in &self.tracks {
            out.msg(f::TRACE_PACKET, |p| {
                p.varint(f::SEQUENCE_ID, SEQUENCE);
                flags(p);
                p.msg(f::TRACK_DESCRIPTOR, |d| {
                    d.varint(f::TD_UUID, t.uuid);
                    if let Some(parent) = t.parent {
                        d.varint(f::TD_PARENT, parent);
                    }
                    d.str(f::TD_NAME, &t.name);
                    match &t.kind {
                        TrackKind::Process { pid } => d.msg(f::TD_PROCESS, |m| {
                            m.int(f::PD_PID, i64::from(*pid));
                            m.str(f::PD_NAME, &t.name);
                        }),
                        TrackKind::Thread { pid, tid } => d.msg(f::TD_THREAD, |m| {
                            m.int(f::THD_PID, i64::from(*pid));
                            m.int(f::THD_TID, i64::from(*tid));
                            m.str(f::THD_NAME, &t.name);
                        }),
                        TrackKind::Counter { unit } => d.msg(f::TD_COUNTER, |m| {
                            if !unit.is_empty() {
                                m.str(f::CD_UNIT_NAME, unit);
                            }
                        }),
                        TrackKind::Plain => {}
                    }
                });
            });
        }
        let mut interned: HashMap<&str, u64> = HashMap::new();
        for e in &self.events {
            out.msg(f::TRACE_PACKET, |p| {
                p.varint(f::TIMESTAMP, e.ts);
                p.varint(f::SEQUENCE_ID, SEQUENCE);
                flags(p);
                let name = match &e.ev {
                    Ev::Begin { name, .. } | Ev::Instant { name, .. } => Some(name.as_str()),
                    _ => None,
                };
                let iid = name.map(|n| {
                    let next = interned.len() as u64 + 1;
                    let iid = *interned.entry(n).or_insert(next);
                    if iid == next {
                        p.msg(f::INTERNED_DATA, |d| {
                            d.msg(f::ID_EVENT_NAMES, |m| {
                                m.varint(f::EN_IID, iid);
                                m.str(f::EN_NAME, n);
                            })
                        });
                    }
                    iid
                });
                if iid.is_some() {
                    p.varint(f::SEQUENCE_FLAGS, f::SEQ_NEEDS_INCREMENTAL_STATE);
                }
                p.msg(f::TRACK_EVENT, |m| {
                    m.varint(f::TE_TRACK, e.track);
                    if let Some(iid) = iid {
                        m.varint(f::TE_NAME_IID, iid);
                    }
                    let (ty, args, stack) = match &e.ev {
                        Ev::Begin { args, .. } => (f::SLICE_BEGIN, &args[..], &[][..]),
                        Ev::End => (f::SLICE_END, &[][..], &[][..]),
                        Ev::Instant { args, stack, .. } => (f::INSTANT, &args[..], &stack[..]),
                        Ev::Counter(v) => {
                            m.int(f::TE_COUNTER, *v);
                            (f::COUNTER, &[][..], &[][..])
                        }
                    };
                    m.varint(f::TE_TYPE, ty);
                    for (k, v) in args {
                        m.msg(f::TE_ANNOTATIONS, |a| {
                            a.str(f::DA_NAME, k);
                            match v {
                                Arg::Str(s) => a.str(f::DA_STRING, s),
                                Arg::Int(i) => a.int(f::DA_INT, *i),
                                Arg::Bool(b) => a.varint(f::DA_BOOL, u64::from(*b)),
                            }
                        });
                    }
                    if !stack.is_empty() {
                        m.msg(f::TE_CALLSTACK, |c| {
                            for frame in stack {
                                c.msg(f::CS_FRAMES, |fr| fr.str(f::CSF_FUNCTION, frame));
                            }
                        });
                    }
                });
            });
        }
        out.0
    }
}

/// Builds the timeline of `events` and writes it to `path` as a Perfetto trace (open it
/// in ui.perfetto.dev); `namer` names sample frames (None: [`default_frame_name`]).
/// Returns the builder's warnings.
pub fn write(
    events: &[Event],
    path: &std::path::Path,
    namer: Option<Namer<'_>>,
) -> anyhow::Result<Vec<String>> {
    let trace = build_named(events, namer.unwrap_or(&default_frame_name));
    std::fs::write(path, trace.to_protobuf())
        .map_err(|e| anyhow::anyhow!("writing {}: {e}", path.display()))?;
    Ok(trace.warnings)
}

/// What [`check`] counted in a valid trace.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub packets: usize,
    pub tracks: usize,
    pub slices: usize,
    pub instants: usize,
    pub counters: usize,
    pub max_depth: usize,
    /// Track names, and the names of slices and instants (interned ones resolved).
    pub track_names: BTreeSet<String>,
    pub event_names: BTreeSet<String>,
    /// Instants that carried a callstack.
    pub stacks: usize,
}

/// One field of a message: number and value.
enum Wire<'a> {
    Varint(u64),
    Fixed64(u64),
    Len(&'a [u8]),
    Fixed32,
}

/// Reads a message's fields; an error for anything malformed.
fn fields(mut b: &[u8]) -> Result<Vec<(u32, Wire<'_>)>, String> {
    fn varint(b: &mut &[u8]) -> Result<u64, String> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let (&byte, rest) = b.split_first().ok_or("varint cut off")?;
            *b = rest;
            v |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err("varint longer than 10 bytes".into())
    }
    let mut out = Vec::new();
    while !b.is_empty() {
        let key = varint(&mut b)?;
        let field = u32::try_from(key >> 3).map_err(|_| "field number too large")?;
        if field == 0 {
            return Err("field number 0".into());
        }
        let w = match key & 7 {
            0 => Wire::Varint(varint(&mut b)?),
            1 => {
                let (v, rest) = b.split_at_checked(8).ok_or("fixed64 cut off")?;
                b = rest;
                Wire::Fixed64(u64::from_le_bytes(v.try_into().expect("8 bytes")))
            }
            2 => {
                let n = usize::try_from(varint(&mut b)?).map_err(|_| "length too large")?;
                let (v, rest) = b
                    .split_at_checked(n)
                    .ok_or("length-delimited field cut off")?;
                b = rest;
                Wire::Len(v)
            }
            5 => {
                b = b.get(4..).ok_or("fixed32 cut off")?;
                Wire::Fixed32
            }
            t => return Err(format!("wire type {t} (groups are not used)")),
        };
        out.push((field, w));
    }
    Ok(out)
}

fn get_varint(fs: &[(u32, Wire<'_>)], n: u32) -> Option<u64> {
    fs.iter().rev().find_map(|(k, w)| match w {
        Wire::Varint(v) if *k == n => Some(*v),
        _ => None,
    })
}

fn get_len<'a>(fs: &[(u32, Wire<'a>)], n: u32) -> Option<&'a [u8]> {
    fs.iter().rev().find_map(|(k, w)| match w {
        Wire::Len(v) if *k == n => Some(*v),
        _ => None,
    })
}

fn get_str(fs: &[(u32, Wire<'_>)], n: u32) -> Result<Option<String>, String> {
    get_len(fs, n)
        .map(|b| String::from_utf8(b.to_vec()).map_err(|_| format!("field {n}: not UTF-8")))
        .transpose()
}

/// Decodes a Perfetto protobuf trace (with its own reader, not the writer's code) and
/// checks the rules a timeline must keep: every track declared (parents first) before
/// an event uses it; per packet sequence and per track, timestamps never go back, every slice begin has its
/// end and no end comes without a begin; counters only on counter tracks, each with a
/// numeric value; slices and instants named (interned names declared first).
pub fn check(bytes: &[u8]) -> Result<Stats, String> {
    struct TrackState {
        counter: bool,
        last_ts: u64,
        depth: usize,
    }
    let mut stats = Stats::default();
    let mut tracks: HashMap<u64, TrackState> = HashMap::new();
    let mut names: HashMap<u64, String> = HashMap::new();
    let mut cleared = false;
    let mut sequences: HashMap<u64, u64> = HashMap::new();
    for (n, (field, w)) in fields(bytes)?.into_iter().enumerate() {
        let at = |m: String| format!("packet {n}: {m}");
        let Wire::Len(packet) = w else {
            return Err(at(format!("field {field} is not a TracePacket")));
        };
        if field != 1 {
            return Err(at(format!("Trace field {field} (only packets, field 1)")));
        }
        stats.packets += 1;
        let p = fields(packet).map_err(at)?;
        if let Some(ts) = get_varint(&p, 8) {
            // One writer per sequence writes in time order (trace_packet.proto's
            // trusted_packet_sequence_id); only the trace processor's sorter would
            // mend a sequence that goes back.
            let seq = get_varint(&p, 10).unwrap_or(0);
            let last = sequences.entry(seq).or_insert(0);
            if ts < *last {
                return Err(at(format!(
                    "sequence {seq}: time goes back from {last} to {ts}"
                )));
            }
            *last = ts;
        }
        let seq_flags = get_varint(&p, 13).unwrap_or(0);
        if seq_flags & 1 != 0 {
            cleared = true;
            names.clear();
        }
        if let Some(interned) = get_len(&p, 12) {
            if !cleared {
                return Err(at("interned data before the sequence was cleared".into()));
            }
            for (k, w) in fields(interned).map_err(at)? {
                if let (2, Wire::Len(en)) = (k, w) {
                    let en = fields(en).map_err(at)?;
                    let iid =
                        get_varint(&en, 1).ok_or_else(|| at("EventName without iid".into()))?;
                    let name = get_str(&en, 2).map_err(at)?.unwrap_or_default();
                    names.insert(iid, name);
                }
            }
        }
        if let Some(td) = get_len(&p, 60) {
            let td = fields(td).map_err(at)?;
            let uuid = get_varint(&td, 1).ok_or_else(|| at("track without uuid".into()))?;
            if let Some(parent) = get_varint(&td, 5) {
                if !tracks.contains_key(&parent) {
                    return Err(at(format!(
                        "track {uuid}'s parent {parent} is not declared"
                    )));
                }
            }
            let prior = tracks.insert(
                uuid,
                TrackState {
                    counter: get_len(&td, 8).is_some(),
                    last_ts: 0,
                    depth: 0,
                },
            );
            if prior.is_some() {
                return Err(at(format!("track {uuid} declared twice")));
            }
            stats.tracks += 1;
            let name = get_str(&td, 2).map_err(at)?.unwrap_or_default();
            stats.track_names.insert(name);
        }
        if let Some(te) = get_len(&p, 11) {
            let te = fields(te).map_err(at)?;
            let ts = get_varint(&p, 8).ok_or_else(|| at("track event without timestamp".into()))?;
            let uuid = get_varint(&te, 11).ok_or_else(|| at("track event without track".into()))?;
            let track = tracks
                .get_mut(&uuid)
                .ok_or_else(|| at(format!("track {uuid} used before it was declared")))?;
            if ts < track.last_ts {
                return Err(at(format!(
                    "track {uuid}: time goes back from {} to {ts}",
                    track.last_ts
                )));
            }
            track.last_ts = ts;
            let ty = get_varint(&te, 9).unwrap_or(0);
            let name = match (get_varint(&te, 10), get_str(&te, 23).map_err(at)?) {
                (Some(iid), _) => {
                    if seq_flags & 2 == 0 {
                        return Err(at(
                            "interned name without SEQ_NEEDS_INCREMENTAL_STATE".into()
                        ));
                    }
                    Some(
                        names
                            .get(&iid)
                            .cloned()
                            .ok_or_else(|| at(format!("name iid {iid} not interned")))?,
                    )
                }
                (None, name) => name,
            };
            if track.counter != (ty == 4) {
                return Err(at(format!(
                    "track {uuid}: event type {ty} on a {}counter track",
                    if track.counter { "" } else { "non-" }
                )));
            }
            match ty {
                1 | 3 => {
                    let name = name.ok_or_else(|| at("slice or instant without a name".into()))?;
                    stats.event_names.insert(name);
                    if ty == 1 {
                        track.depth += 1;
                        stats.max_depth = stats.max_depth.max(track.depth);
                    } else {
                        stats.instants += 1;
                        if let Some(cs) = get_len(&te, 55) {
                            stats.stacks += 1;
                            fields(cs).map_err(at)?;
                        }
                    }
                }
                2 => {
                    if track.depth == 0 {
                        return Err(at(format!("track {uuid}: slice end without a begin")));
                    }
                    track.depth -= 1;
                    stats.slices += 1;
                }
                4 => {
                    let numeric = te.iter().any(|(k, w)| match (k, w) {
                        (30, Wire::Varint(_)) => true,
                        (44, Wire::Fixed64(bits)) => f64::from_bits(*bits).is_finite(),
                        _ => false,
                    });
                    if !numeric {
                        return Err(at(format!("track {uuid}: counter without a numeric value")));
                    }
                    stats.counters += 1;
                }
                t => return Err(at(format!("track event type {t}"))),
            }
        }
    }
    if let Some((uuid, t)) = tracks.iter().find(|(_, t)| t.depth != 0) {
        return Err(format!("track {uuid}: {} slice(s) never ended", t.depth));
    }
    Ok(stats)
}

#[cfg(test)]
mod tests;
