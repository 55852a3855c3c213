//! `dexmetal run --profile`: the vertical profiler (docs/PROFILER.md) on the host VM. A
//! POSIX timer on the VM thread's CPU-time clock (`timer_create(CLOCK_THREAD_CPUTIME_ID,
//! SIGEV_THREAD_ID)`, POSIX.1-2008 timer_create(3p)) sends SIGPROF to that thread every
//! period; the handler samples the VM through the memory tunnel with the board's batching
//! (`dexmetal_vm::sampling`) into a preallocated pool. After the run the pool becomes the
//! board's `prof_*` telemetry events, which the decoder turns into the same outputs.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;
use std::sync::atomic::{compiler_fence, AtomicBool, AtomicPtr, AtomicU32, AtomicU64, Ordering};

use dexmetal_decoder::profile::{DexSource, Profile};
use dexmetal_decoder::Event;
use dexmetal_vm::sampling::{Batch, Batcher, Totals};
use dexmetal_vm::vm::Vm;

/// What the report calls the sampling source and event.
pub const SOURCE: &str = "timer:thread-cputime";
pub const EVENT: &str = "us-of-cpu-time";
/// `--profile-period`'s range, microseconds of the VM thread's CPU time.
pub const PERIOD_US: std::ops::RangeInclusive<i64> = 10..=1_000_000;
pub const DEFAULT_PERIOD_US: u32 = 1000;
/// Where the files go unless `--profile-dir` says otherwise.
pub const DEFAULT_DIR: &str = "dexmetal-profile";

/// Bytes of samples per batch: samples share their callers with the previous one, so a
/// batch holds a few hundred.
const BATCH_BYTES: usize = 4096;
/// Most frames per sample (`dexmetal.profile.frames`' bound).
const MAX_FRAMES: usize = 64;
/// Batches the handler can keep (4 MiB); past them it drops whole batches.
const POOL: usize = 1024;

/// The clock events are stamped with: CLOCK_MONOTONIC nanoseconds since [`start_clock`].
static BASE: AtomicU64 = AtomicU64::new(0);

fn monotonic_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec to fill; clock_gettime is async-signal-safe.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// Starts the events' clock (call once, before the VM runs).
pub fn start_clock() {
    BASE.store(monotonic_ns(), Ordering::Relaxed);
}

/// Nanoseconds since [`start_clock`]: every event's time, the samples' too.
pub fn now_ns() -> u64 {
    monotonic_ns().saturating_sub(BASE.load(Ordering::Relaxed))
}

/// The timeline events the platform records while profiling (thread starts, ends and
/// switches), in the board's event form.
pub type Timeline = Rc<RefCell<Vec<Event>>>;

/// An event at `time` (nanoseconds, the `ready` event's 1 GHz).
pub fn event(kind: &str, time: u64, fields: &[(&str, String)]) -> Event {
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let mut e = Event::info(kind, &fields);
    e.time = Some(time);
    e
}

/// One batch the handler kept.
struct Slot {
    seq: u32,
    t0: u64,
    last: u64,
    samples: u32,
    len: usize,
    bytes: [u8; BATCH_BYTES],
}

impl Slot {
    fn empty() -> Slot {
        Slot {
            seq: 0,
            t0: 0,
            last: 0,
            samples: 0,
            len: 0,
            bytes: [0; BATCH_BYTES],
        }
    }

    /// Keeps `b` (no allocation: the handler calls it).
    fn keep(&mut self, b: Batch<'_>) {
        self.seq = b.seq;
        self.t0 = b.t0;
        self.last = b.last;
        self.samples = b.samples;
        self.len = b.bytes.len();
        self.bytes[..b.bytes.len()].copy_from_slice(b.bytes);
    }
}

/// Everything the signal handler touches: allocated before the timer is armed, freed
/// after it is deleted.
struct State {
    batcher: Batcher<BATCH_BYTES, MAX_FRAMES>,
    pool: Vec<Slot>,
    used: usize,
    dropped: u32,
    timer: libc::timer_t,
}

/// Allocator calls under way while sampling. The host's allocator hands out memory
/// anywhere, so the tunnel cannot tell a freed vector from a live one by its address:
/// a sample that lands inside `realloc` (the VM's old table already freed, its header
/// not yet updated) takes no frames instead. Any thread's calls count (the stdout
/// flusher's too, which at worst costs a sample its frames).
static IN_ALLOC: AtomicU32 = AtomicU32::new(0);
static SAMPLING: AtomicBool = AtomicBool::new(false);

/// The system allocator, counting its calls in [`IN_ALLOC`] while sampling (one relaxed
/// load per call otherwise).
struct Counted;

impl Counted {
    fn enter() -> bool {
        let on = SAMPLING.load(Ordering::Relaxed);
        if on {
            IN_ALLOC.fetch_add(1, Ordering::Relaxed);
            compiler_fence(Ordering::SeqCst);
        }
        on
    }

    fn leave(on: bool) {
        if on {
            compiler_fence(Ordering::SeqCst);
            IN_ALLOC.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl GlobalAlloc for Counted {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let on = Self::enter();
        // SAFETY: the caller's contract is System's.
        let p = unsafe { System.alloc(layout) };
        Self::leave(on);
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let on = Self::enter();
        // SAFETY: as above.
        let p = unsafe { System.alloc_zeroed(layout) };
        Self::leave(on);
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let on = Self::enter();
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) };
        Self::leave(on);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let on = Self::enter();
        // SAFETY: as above.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        Self::leave(on);
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counted = Counted;

/// The handler's state (null: not sampling). Only the VM's thread touches it: the
/// handler runs on that thread, and main-line code only while the timer is off.
static STATE: AtomicPtr<State> = AtomicPtr::new(std::ptr::null_mut());

extern "C" fn on_sigprof(_: libc::c_int) {
    let p = STATE.load(Ordering::Acquire);
    if p.is_null() {
        return;
    }
    // SAFETY: `p` points into the Box the Sampler holds until `stop` nulls STATE; the
    // main line does not touch it while sampling, and SIGPROF is blocked while its handler runs (no re-entry).
    let s = unsafe { &mut *p };
    // SAFETY: the timer is live until `stop` nulls STATE before deleting it.
    let missed = unsafe { libc::timer_getoverrun(s.timer) };
    s.batcher.overrun(missed.max(0) as u32);
    let (pool, used, dropped) = (&mut s.pool, &mut s.used, &mut s.dropped);
    let mut keep = |b: Batch<'_>| match pool.get_mut(*used) {
        Some(slot) => {
            slot.keep(b);
            *used += 1;
        }
        None => *dropped += 1,
    };
    let now = now_ns();
    if IN_ALLOC.load(Ordering::Relaxed) != 0 {
        s.batcher.sample_unreadable(now, &mut keep);
    } else {
        // SAFETY: a signal handler on the thread that runs the attached VM
        // (SIGEV_THREAD_ID), outside the allocator.
        unsafe { s.batcher.sample(now, &mut keep) };
    }
}

/// The sampler of one run.
pub struct Sampler {
    period_us: u32,
    frames: usize,
    /// Why the host cannot sample (the report's `profiler none (reason)`).
    failed: Option<String>,
    state: Option<Box<State>>,
}

/// What a run sampled, ready to become events.
pub struct Sampled {
    batches: Vec<Slot>,
    totals: Totals,
    pub dropped: u32,
    end: u64,
}

impl Sampler {
    /// Arms the timer on the calling thread, which must be the one that runs `vm`;
    /// `vm` must stay where it is until [`Sampler::stop`]. A host that cannot sample
    /// gives a sampler that reports why.
    pub fn start(vm: &Vm, period_us: u32, frames: usize) -> Sampler {
        let frames = frames.min(MAX_FRAMES);
        let mut s = Sampler {
            period_us,
            frames,
            failed: None,
            state: None,
        };
        match arm(vm, period_us, frames) {
            Ok(state) => s.state = Some(state),
            Err(why) => s.failed = Some(why),
        }
        s
    }

    /// Stops sampling and takes what the handler kept (the last batch included).
    pub fn stop(&mut self) -> Sampled {
        let mut out = Sampled {
            batches: Vec::new(),
            totals: Totals::default(),
            dropped: 0,
            end: now_ns(),
        };
        if let Some(mut state) = self.state.take() {
            STATE.store(std::ptr::null_mut(), Ordering::Release);
            // SAFETY: the timer `arm` created; a signal still pending finds STATE null.
            unsafe { libc::timer_delete(state.timer) };
            dexmetal_vm::tunnel::detach();
            SAMPLING.store(false, Ordering::SeqCst);
            // STATE no longer points into the Box: the main line may read it.
            let State {
                batcher,
                pool,
                used,
                dropped,
                ..
            } = &mut *state;
            let mut last = Vec::new();
            batcher.flush(&mut |b: Batch<'_>| {
                let mut slot = Slot::empty();
                slot.keep(b);
                last.push(slot);
            });
            pool.truncate(*used);
            out.batches = std::mem::take(pool);
            out.batches.extend(last);
            out.totals = batcher.totals();
            out.dropped = *dropped;
        }
        out
    }

    /// The `prof_config` event: the source, or `none` and why.
    pub fn config_event(&self) -> Event {
        let (source, reason) = match &self.failed {
            Some(why) => ("none", why.clone()),
            None => (SOURCE, String::new()),
        };
        event(
            "prof_config",
            0,
            &[
                ("source", source.into()),
                ("event", EVENT.into()),
                ("period", self.period_us.to_string()),
                ("frames", self.frames.to_string()),
                ("reason", reason),
            ],
        )
    }
}

#[cfg(target_os = "linux")]
fn arm(vm: &Vm, period_us: u32, frames: usize) -> Result<Box<State>, String> {
    let mut pool = Vec::with_capacity(POOL);
    pool.resize_with(POOL, Slot::empty);
    let mut state = Box::new(State {
        batcher: Batcher::new(frames),
        pool,
        used: 0,
        dropped: 0,
        timer: std::ptr::null_mut(),
    });
    // SAFETY: plain libc calls with valid, initialised arguments; the handler only
    // touches memory `state` owns (no allocation, no locks) and stays valid for the
    // life of the process.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_sigprof as extern "C" fn(libc::c_int) as libc::sighandler_t;
        // Interrupted system calls (the program's own I/O, sleeps) restart.
        sa.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut sa.sa_mask);
        if libc::sigaction(libc::SIGPROF, &sa, std::ptr::null_mut()) != 0 {
            return Err(format!(
                "sigaction(SIGPROF): {}",
                std::io::Error::last_os_error()
            ));
        }
        let mut sev: libc::sigevent = std::mem::zeroed();
        sev.sigev_notify = libc::SIGEV_THREAD_ID;
        sev.sigev_signo = libc::SIGPROF;
        sev.sigev_notify_thread_id = libc::gettid();
        if libc::timer_create(libc::CLOCK_THREAD_CPUTIME_ID, &mut sev, &mut state.timer) != 0 {
            return Err(format!(
                "timer_create(CLOCK_THREAD_CPUTIME_ID): {}",
                std::io::Error::last_os_error()
            ));
        }
        // The host's allocator hands out memory anywhere: no range narrower than the
        // address space bounds the tunnel's pointers (see docs/PROFILER.md, "On the host").
        dexmetal_vm::tunnel::attach(vm, 0..usize::MAX);
        let p: *mut State = &mut *state;
        SAMPLING.store(true, Ordering::SeqCst);
        STATE.store(p, Ordering::Release);
        let period = libc::timespec {
            tv_sec: (period_us / 1_000_000) as libc::time_t,
            tv_nsec: (period_us % 1_000_000) as libc::c_long * 1000,
        };
        let its = libc::itimerspec {
            it_interval: period,
            it_value: period,
        };
        if libc::timer_settime(state.timer, 0, &its, std::ptr::null_mut()) != 0 {
            let e = std::io::Error::last_os_error();
            STATE.store(std::ptr::null_mut(), Ordering::Release);
            SAMPLING.store(false, Ordering::SeqCst);
            dexmetal_vm::tunnel::detach();
            libc::timer_delete(state.timer);
            return Err(format!("timer_settime: {e}"));
        }
    }
    Ok(state)
}

#[cfg(not(target_os = "linux"))]
fn arm(_: &Vm, _: u32, _: usize) -> Result<Box<State>, String> {
    Err("the host has no per-thread CPU-time timer with SIGEV_THREAD_ID (Linux only)".into())
}

/// The DEX files as the profile's frames number them: a `prof_dex` event for each (as the
/// board sends them) and the file itself for naming methods.
pub fn dexes(vm: &Vm, names: &[String]) -> (Vec<Event>, Vec<DexSource>) {
    vm.dexes
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let name = names.get(i).cloned().unwrap_or_else(|| format!("dex #{i}"));
            let event = event(
                "prof_dex",
                0,
                &[
                    ("index", i.to_string()),
                    ("checksum", format!("{:#010x}", d.file.checksum())),
                    ("bytes", d.file.bytes().len().to_string()),
                    ("name", name.clone()),
                ],
            );
            let source = DexSource {
                name,
                bytes: d.file.bytes().to_vec(),
            };
            (event, source)
        })
        .unzip()
}

impl Sampled {
    /// `prof_batch` (each at its last sample's time) and `prof_end` events.
    pub fn events(&self) -> Vec<Event> {
        let mut ev: Vec<Event> = self
            .batches
            .iter()
            .map(|b| {
                let list: Vec<String> = b.bytes[..b.len].iter().map(|x| x.to_string()).collect();
                event(
                    "prof_batch",
                    b.last,
                    &[
                        ("seq", b.seq.to_string()),
                        ("t0", b.t0.to_string()),
                        ("samples", b.samples.to_string()),
                        ("bytes", format!("[{}]", list.join(", "))),
                    ],
                )
            })
            .collect();
        let t = self.totals;
        ev.push(event(
            "prof_end",
            self.end,
            &[
                ("samples", t.samples.to_string()),
                ("batches", t.batches.to_string()),
                ("unknown", t.unknown.to_string()),
                ("overruns", t.overruns.to_string()),
            ],
        ));
        ev
    }
}

/// Writes the profile files and the Perfetto trace of `events` into `dir`; returns the
/// report's lines (the profile summary, then the paths written).
pub fn write(events: &[Event], dexes: &[DexSource], dir: &Path) -> Result<String, String> {
    let profile = Profile::from_events(events, dexes);
    let mut s = String::new();
    profile.render_summary(&mut s, 15);
    let files = dexmetal_decoder::report::write_profile_files(events, &profile, dir)
        .map_err(|e| format!("{e:#}"))?;
    s.push_str(&files);
    Ok(s)
}
