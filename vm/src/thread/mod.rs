//! VM threads (AOSP Dalvik vm/Thread.cpp counterpart): java.lang.Thread objects run as
//! dexmetal-sched threads. They are green threads: each keeps its interpreter state
//! (register file, frame stack, pending exception, held monitors) in a [`JThread`], swapped
//! into the `Vm` on a switch. Switches happen only at safepoints (backward branches,
//! method entry, monitor operations, blocking natives), like Dalvik's suspend checks, so
//! the timer tick never splits a bytecode and the GC finds every other thread at a GC
//! point. Same code on the host and the boards; the tick comes from the board timer or a
//! count of safepoint polls (`VmConfig::tick_polls`, deterministic).

pub mod conc;
pub mod immunity;
pub mod natives;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use dexmetal_sched::{
    Config, Decision, Hook, Priority, Scheduler, ThreadId, ThreadStats, WaitQueueId, WakeReason,
};

use crate::interp::Frame;
use crate::oo::{java_name, ClassId, Kind, MethodIdx, NONE};
use crate::vm::{Outcome, Throw, Vm};

/// VM thread id of the main thread. Ids are 1..=[`MAX_THREADS`] (the 16-bit owner field
/// of a thin lock; 0 means unowned) and are reused after a thread ends.
pub const MAIN_TID: u32 = 1;
/// Live VM threads at most.
pub const MAX_THREADS: usize = 0xffff;
/// Exit status of a run that ended in a whole-VM deadlock (the telemetry `DEADLOCK`).
pub const DEADLOCK_STATUS: i32 = 6;

/// A monitor a thread owns, with the position that acquired it (for the deadlock report
/// and Dimmunix signatures).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    pub obj: u32,
    pub method: MethodIdx,
    pub pc: u32,
}

/// What a blocked thread is waiting for (for the deadlock report).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    Nothing,
    /// Acquiring (or re-acquiring after `wait`) the monitor of `obj` at (method, pc).
    Monitor(Held),
    /// In `Object.wait` on `obj`, called at (method, pc).
    Wait(Held),
    Sleep,
    /// For another thread to finish initializing a class (JLS 12.4.2 step 2).
    ClassInit(ClassId),
    /// Acquiring the java.util.concurrent lock `obj` (also re-acquiring it after an
    /// await), called at (method, pc).
    Lock(Held),
    /// In `Condition.await` on condition `obj`, called at (method, pc).
    Await(Held),
    /// Dimmunix avoidance: acquiring `obj` at (method, pc) would instantiate a
    /// signature (the engine knows which); waits for a release at one of its positions.
    Yield(Held),
}

/// What to do when a blocked thread runs again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Resume {
    Nothing,
    /// The scheduler handed it the monitor it blocked on.
    Acquired(Held),
    /// Back from `Object.wait` at dex pc `at` of the top frame, monitor re-owned.
    Wait {
        held: Option<Held>,
        obj: u32,
        at: u32,
    },
    /// Back from `Thread.sleep` at dex pc `at`.
    Sleep {
        at: u32,
    },
    /// Parked in a java.util.concurrent lock or condition (boxed: every thread switch
    /// moves a `Resume`, and a `Park` would triple its size).
    Park(alloc::boxed::Box<conc::Park>),
}

/// Per-thread interpreter state; the running thread's lives in the `Vm` fields instead.
pub struct JThread {
    pub sched: ThreadId,
    /// The java.lang.Thread object (0 for main until first asked for).
    pub obj: u32,
    pub daemon: bool,
    pub interrupted: bool,
    pub regs: Vec<u32>,
    pub frames: Vec<Frame>,
    pub(crate) natives: Vec<(u32, crate::oo::MethodIdx)>,
    pub pending: u32,
    pub retval: u64,
    pub held: Vec<Held>,
    /// java.util.concurrent locks it owns, with the positions that took them. They
    /// outlive the thread as Java's do (owned by its Thread object), so they are kept
    /// here and not in `held`, which a thread's end releases.
    pub locks: Vec<Held>,
    pub(crate) resume: Resume,
    pub waiting: Waiting,
    /// CPU cycles run (the platform's counter, summed over its slices).
    pub cycles: u64,
    /// An exception escaped its bottom frame.
    pub uncaught: bool,
    /// android.os.Trace sections it has open (an endSection past them is dropped).
    pub trace_depth: u32,
}

/// A fat monitor: the object, and the scheduler mutex and condition variable behind it.
#[derive(Clone, Copy, Debug)]
pub struct FatMonitor {
    pub obj: u32,
    pub mutex: dexmetal_sched::MutexId,
    pub cv: dexmetal_sched::CondvarId,
}

/// Observers of monitor operations: the hook points of the Dimmunix deadlock-immunity
/// work (seed 000, section 3: request, acquired, release). Positions are (method, dex pc).
/// java.util.concurrent locks report through the same calls (`obj` is the ReentrantLock,
/// the position the program's call of lock()/tryLock()/await(), see `conc`).
pub trait MonitorHooks {
    /// Before a non-recursive acquisition attempt; `contended` when the thread is about
    /// to block because another thread owns the monitor.
    fn before_acquire(&mut self, tid: u32, obj: u32, method: MethodIdx, pc: u32, contended: bool);
    /// The monitor is now owned (first level).
    fn after_acquire(&mut self, tid: u32, obj: u32, method: MethodIdx, pc: u32);
    /// The last recursion level is about to be released (also by `wait`).
    fn before_release(&mut self, tid: u32, obj: u32);
    /// `wait` returned and the monitor is owned again.
    fn after_wait_reacquire(&mut self, tid: u32, obj: u32);
}

/// Thread events for telemetry; the platform forwards them (defmt on the boards).
#[derive(Clone, Debug)]
pub enum ThreadEvent<'a> {
    Start {
        tid: u32,
        name: &'a str,
        priority: u8,
        daemon: bool,
    },
    End {
        tid: u32,
        name: &'a str,
        stats: ThreadStats,
        cycles: u64,
        uncaught: bool,
    },
    /// Once at the end of a run (times in nanoseconds of `Platform::nanos`).
    Summary {
        threads: u32,
        max_live: u32,
        switches: u64,
        ticks: u64,
        idle_ns: u64,
        perturbations: u64,
    },
    Deadlock {
        threads: u32,
    },
}

/// Field offsets of java.lang.Thread the VM uses (0 until the class is loaded).
#[derive(Clone, Copy, Default)]
struct ThreadFields {
    name: u32,
    priority: u32,
    daemon: u32,
    vm_thread: u32,
    alive: u32,
    started: u32,
}

/// All thread state of a VM.
pub struct Threads {
    pub sched: Scheduler,
    /// Slot `tid - 1`; `None` when free.
    pub table: Vec<Option<JThread>>,
    /// Scheduler thread id → VM tid.
    by_sched: Vec<u16>,
    pub monitors: Vec<FatMonitor>,
    /// Fat monitors whose objects died: their mutex and condvar are reused.
    pub(crate) free_monitors: Vec<u32>,
    pub(crate) hooks: Option<alloc::boxed::Box<dyn MonitorHooks>>,
    /// Dimmunix deadlock immunity (None when `VmConfig::dimmunix` is off).
    pub(crate) immunity: Option<alloc::boxed::Box<immunity::Immunity>>,
    pub(crate) conc: conc::Conc,
    /// No hooks, no perturbation and no Dimmunix signature: monitor operations may
    /// take their inlined fast paths.
    pub(crate) plain_monitors: bool,
    /// Only Dimmunix observes monitors (no hooks, no perturbation): acquisitions in a
    /// method with no position in the history still take the inlined fast paths.
    pub(crate) dimmunix_filter: bool,
    /// Set when the running thread must leave the interpreter loop at the next
    /// instruction boundary to carry out `decision`.
    pub(crate) yield_req: bool,
    decision: Option<Decision>,
    /// The interpreter runs its polling variant (see `Vm::run`).
    pub(crate) polling: bool,
    /// Safepoint polls left until the slow path (tick check, GC request).
    pub(crate) countdown: u32,
    poll_interval: u32,
    last_tick: u64,
    /// The scheduling loop runs (switching is possible).
    active: bool,
    /// Nested `Vm::call`s from Rust: the Rust stack is not per thread, so no switching.
    pub(crate) nest: u32,
    perturb: bool,
    non_daemon: u32,
    init_queue: Option<WaitQueueId>,
    init_waiters: u32,
    next_num: i32,
    next_id: i64,
    switch_in_cycles: u64,
    started: u32,
    max_live: u32,
    live_count: u32,
    fields: ThreadFields,
    thread_class: ClassId,
    pub(crate) vmrun: MethodIdx,
    /// A resumed thread whose exception (InterruptedException) unwound its base frame.
    resume_result: Option<Result<(), Throw>>,
}

impl Threads {
    pub(crate) fn new(config: &crate::vm::VmConfig) -> Threads {
        let mut sched = Scheduler::new(Config {
            slice_ticks: config.slice_ticks,
            perturb_seed: config.sched_seed,
            perturb_one_in: config.perturb_one_in,
            ..Config::default()
        });
        // The main thread exists from the start, so `Vm::call` works before run_main.
        let main = sched.spawn(Priority::NORM, 0).expect("first thread");
        let _ = sched.reschedule(0);
        let poll_interval = if config.tick_polls > 0 {
            config.tick_polls
        } else {
            64
        };
        Threads {
            sched,
            table: alloc::vec![Some(JThread::new(main, Vec::new()))],
            by_sched: alloc::vec![MAIN_TID as u16],
            monitors: Vec::new(),
            free_monitors: Vec::new(),
            hooks: None,
            immunity: config
                .dimmunix
                .then(|| immunity::Immunity::new(config.dimmunix_depth)),
            conc: conc::Conc::new(),
            // Dimmunix starts with an empty history, which observes nothing (see
            // `Vm::refresh_plain_monitors`).
            plain_monitors: config.sched_seed.is_none(),
            dimmunix_filter: false,
            yield_req: false,
            decision: None,
            countdown: poll_interval,
            polling: false,
            poll_interval,
            last_tick: 0,
            active: false,
            nest: 0,
            perturb: config.sched_seed.is_some(),
            non_daemon: 1,
            init_queue: None,
            init_waiters: 0,
            next_num: 0,
            next_id: 2,
            switch_in_cycles: 0,
            started: 1,
            max_live: 1,
            live_count: 1,
            fields: ThreadFields::default(),
            thread_class: NONE,
            vmrun: NONE,
            resume_result: None,
        }
    }

    /// Whether the interpreter must poll at backward branches: several threads, or a
    /// heap that wants safepoints (decided when the loop is entered).
    #[inline]
    pub(crate) fn needs_polls(&self) -> bool {
        self.live_count > 1
    }

    /// Threads currently alive.
    pub fn live(&self) -> usize {
        self.live_count as usize
    }

    pub fn thread(&self, tid: u32) -> Option<&JThread> {
        self.table.get((tid as usize).wrapping_sub(1))?.as_ref()
    }

    pub(crate) fn thread_mut(&mut self, tid: u32) -> Option<&mut JThread> {
        self.table.get_mut((tid as usize).wrapping_sub(1))?.as_mut()
    }

    pub(crate) fn tid_of(&self, s: ThreadId) -> u32 {
        self.by_sched.get(s.0 as usize).copied().unwrap_or(0) as u32
    }
}

impl JThread {
    /// Objects only this thread's VM state refers to (GC roots): the
    /// java.util.concurrent locks it owns and what it touches when it runs again.
    pub(crate) fn extra_roots(&self) -> impl Iterator<Item = u32> + '_ {
        let resume = match &self.resume {
            Resume::Park(p) => [p.obj, p.lock],
            Resume::Wait { obj, .. } => [*obj, 0],
            _ => [0, 0],
        };
        self.locks.iter().map(|h| h.obj).chain(resume)
    }

    fn new(sched: ThreadId, regs: Vec<u32>) -> JThread {
        JThread {
            sched,
            obj: 0,
            daemon: false,
            interrupted: false,
            regs,
            frames: Vec::new(),
            natives: Vec::new(),
            pending: 0,
            retval: 0,
            held: Vec::new(),
            locks: Vec::new(),
            resume: Resume::Nothing,
            waiting: Waiting::Nothing,
            cycles: 0,
            uncaught: false,
            trace_depth: 0,
        }
    }
}

impl Vm {
    /// Installs observers of monitor operations (the Dimmunix hook points).
    pub fn set_monitor_hooks(&mut self, hooks: Option<alloc::boxed::Box<dyn MonitorHooks>>) {
        self.threads.hooks = hooks;
        self.refresh_plain_monitors();
    }

    /// VM thread id of the running thread.
    #[inline]
    pub fn current_tid(&self) -> u32 {
        self.cur
    }

    pub(crate) fn now(&self) -> u64 {
        self.platform.nanos()
    }

    /// The running thread's scheduler id.
    pub(crate) fn cur_sched(&self) -> ThreadId {
        self.threads
            .thread(self.cur)
            .map_or(ThreadId(u32::MAX), |t| t.sched)
    }

    /// True when the running thread may be switched out (or blocked) here.
    #[inline]
    pub(crate) fn can_switch(&self) -> bool {
        self.threads.active && self.threads.nest == 0
    }

    /// Makes the running thread leave the interpreter to carry out `d`.
    pub(crate) fn request(&mut self, d: Decision) {
        if d != Decision::Continue {
            self.threads.decision = Some(d);
            self.threads.yield_req = true;
        }
    }

    /// After something became ready (unlock, notify, start, interrupt): let a heavier
    /// (higher-priority) thread that is now ready preempt the running one.
    pub(crate) fn maybe_preempt(&mut self) {
        if self.threads.sched.need_resched() && self.can_switch() {
            let now = self.now();
            let d = self.threads.sched.reschedule(now);
            self.request(d);
        }
    }

    /// A seeded extra yield at a monitor operation (determinism for tests). `true` when
    /// the thread must leave the interpreter now.
    #[inline]
    pub(crate) fn perturb(&mut self, hook: Hook) -> bool {
        if !self.threads.perturb || !self.can_switch() {
            return false;
        }
        let now = self.now();
        let d = self.threads.sched.perturb(hook, now);
        self.request(d);
        self.threads.yield_req
    }

    /// Throws InternalError when the running thread cannot block here.
    pub(crate) fn check_can_block(&mut self, what: &str) -> Result<(), Throw> {
        if self.can_switch() {
            return Ok(());
        }
        let msg = format!("{what} would block inside a VM-internal call (no thread switch)");
        Err(self.throw_msg("Ljava/lang/InternalError;", &msg))
    }

    pub(crate) fn set_waiting(&mut self, w: Waiting, r: Resume) {
        let tid = self.cur;
        if let Some(t) = self.threads.thread_mut(tid) {
            t.waiting = w;
            t.resume = r;
        }
    }

    /// Slow path of the safepoint poll: a GC request, then the scheduler tick.
    pub(crate) fn safepoint_slow(&mut self) {
        crate::tunnel::within(crate::tunnel::Component::Sched, || self.safepoint_work());
    }

    fn safepoint_work(&mut self) {
        self.threads.countdown = self.threads.poll_interval;
        self.platform.poll();
        if crate::heap::Heap::safepoint_poll(&self.heap) {
            self.gc_safepoint();
        }
        if !self.can_switch() {
            return;
        }
        let ticks = if self.config.tick_polls > 0 {
            self.threads.last_tick + 1
        } else {
            self.platform.ticks()
        };
        if ticks == self.threads.last_tick {
            return;
        }
        let missed = (ticks.wrapping_sub(self.threads.last_tick)).min(16);
        self.threads.last_tick = ticks;
        let now = self.now();
        for _ in 0..missed {
            let d = self.threads.sched.tick(now);
            if d != Decision::Continue {
                self.request(d);
                break;
            }
        }
    }

    // ---- java.lang.Thread objects --------------------------------------------

    /// Loads java.lang.Thread and the field offsets the VM uses.
    fn thread_class(&mut self) -> Result<ClassId, Throw> {
        if self.threads.thread_class != NONE {
            return Ok(self.threads.thread_class);
        }
        let c = self.find_class("Ljava/lang/Thread;")?;
        self.threads.fields = ThreadFields {
            name: self.field_off("Ljava/lang/Thread;", "name")?,
            priority: self.field_off("Ljava/lang/Thread;", "priority")?,
            daemon: self.field_off("Ljava/lang/Thread;", "daemon")?,
            vm_thread: self.field_off("Ljava/lang/Thread;", "vmThread")?,
            alive: self.field_off("Ljava/lang/Thread;", "alive")?,
            started: self.field_off("Ljava/lang/Thread;", "started")?,
        };
        self.threads.vmrun = match self.find_method(c, "vmRun", "()V") {
            Some(m) => m,
            None => return Err(self.throw_msg("Ljava/lang/NoSuchMethodError;", "Thread.vmRun")),
        };
        self.threads.thread_class = c;
        Ok(c)
    }

    /// The Thread object of the running thread (main's is made on first request, as
    /// the JVM's main thread object is made by the launcher).
    pub fn current_thread_obj(&mut self) -> Result<u32, Throw> {
        self.thread_obj(self.cur)
    }

    /// The Thread object of live thread `tid` (made for main on first request).
    pub(crate) fn thread_obj(&mut self, tid: u32) -> Result<u32, Throw> {
        let have = self.threads.thread(tid).map_or(0, |t| t.obj);
        if have != 0 {
            return Ok(have);
        }
        let c = self.thread_class()?;
        let o = self.new_object_raw(c)?;
        let name = self.new_string_str("main")?;
        let f = self.threads.fields;
        self.st_ref(o, f.name, name);
        self.st32(o, f.priority, Priority::NORM.get() as u32);
        self.st32(o, f.vm_thread, tid);
        self.st_kind(o, f.started, Kind::Boolean, 1);
        self.st_kind(o, f.alive, Kind::Boolean, 1);
        let id_off = self.field_off("Ljava/lang/Thread;", "tid")?;
        self.st_kind(o, id_off, Kind::Long, tid as u64);
        if let Some(t) = self.threads.thread_mut(tid) {
            t.obj = o;
        }
        Ok(o)
    }

    /// Name of thread `tid` for reports.
    pub fn thread_name(&self, tid: u32) -> String {
        let obj = self.threads.thread(tid).map_or(0, |t| t.obj);
        if obj == 0 || self.threads.thread_class == NONE {
            return String::from(if tid == MAIN_TID { "main" } else { "?" });
        }
        let s = self.ld32(obj, self.threads.fields.name);
        if s == 0 {
            String::from("?")
        } else {
            self.string_rust(s)
        }
    }

    /// Name of a Thread object (alive or not) for reports; "?" for none.
    fn thread_obj_name(&self, obj: u32) -> String {
        let s = if obj == 0 || self.threads.thread_class == NONE {
            0
        } else {
            self.ld32(obj, self.threads.fields.name)
        };
        if s == 0 {
            String::from("?")
        } else {
            self.string_rust(s)
        }
    }

    /// `Thread.start`: a new VM thread whose bottom frame is `vmRun()` on `obj`.
    pub(crate) fn start_thread(&mut self, obj: u32) -> Result<(), Throw> {
        self.thread_class()?;
        let f = self.threads.fields;
        if (self.ld_kind(obj, f.started, Kind::Boolean) as u32) != 0 {
            return Err(self.throw_msg_null("Ljava/lang/IllegalThreadStateException;"));
        }
        let slot = match self.threads.table.iter().position(|t| t.is_none()) {
            Some(i) => i,
            None if self.threads.table.len() < self.config.max_threads.min(MAX_THREADS) => {
                self.threads.table.len()
            }
            None => {
                let msg = alloc::format!(
                    "unable to create new native thread: {}",
                    crate::limits::exceeded(
                        "threads",
                        self.threads.table.len() as u64 + 1,
                        self.config.max_threads.min(MAX_THREADS) as u64,
                        "VmConfig::max_threads, limits::THREADS"
                    )
                );
                return Err(self.throw_msg("Ljava/lang/OutOfMemoryError;", &msg));
            }
        };
        let vmrun = self.threads.vmrun;
        let code = self.prepare(vmrun)?;
        let words = self
            .config
            .thread_stack_words
            .max(code.registers as usize + 1);
        let Some(mut regs) = crate::interp::reserve_regs(words, code.registers as usize + 1) else {
            return Err(self.throw_msg(
                "Ljava/lang/OutOfMemoryError;",
                "unable to create new native thread: no memory for its stack",
            ));
        };
        let ins_at = code.registers as usize - code.ins as usize;
        regs[ins_at] = obj;
        let prio = self.ld32(obj, f.priority).clamp(1, 10) as u8;
        let daemon = (self.ld_kind(obj, f.daemon, Kind::Boolean) as u32) & 1 != 0;
        let now = self.now();
        let sid = match self
            .threads
            .sched
            .spawn(Priority::new(prio).unwrap_or(Priority::NORM), now)
        {
            Ok(s) => s,
            Err(e) => {
                let msg = format!("scheduler: {e:?}");
                return Err(self.throw_msg("Ljava/lang/InternalError;", &msg));
            }
        };
        let tid = slot as u32 + 1;
        let mut t = JThread::new(sid, regs);
        t.obj = obj;
        t.daemon = daemon;
        t.frames.push(Frame {
            method: vmrun,
            code,
            pc: 0,
            fp: 0,
            kind: crate::interp::FrameKind::Boundary,
            lock: 0,
        });
        if slot == self.threads.table.len() {
            self.threads.table.push(Some(t));
        } else {
            self.threads.table[slot] = Some(t);
        }
        let si = sid.0 as usize;
        if self.threads.by_sched.len() <= si {
            self.threads.by_sched.resize(si + 1, 0);
        }
        self.threads.by_sched[si] = tid as u16;
        self.st32(obj, f.vm_thread, tid);
        self.st_kind(obj, f.started, Kind::Boolean, 1);
        self.st_kind(obj, f.alive, Kind::Boolean, 1);
        self.threads.non_daemon += u32::from(!daemon);
        self.threads.started += 1;
        self.threads.live_count += 1;
        if self.threads.live_count == 2 {
            // Leave the poll-free interpreter loop (see `Vm::run`): a switch request
            // with no decision re-enters it in the polling variant.
            self.threads.yield_req = true;
        }
        self.threads.max_live = self.threads.max_live.max(self.threads.live_count);
        let name = self.thread_name(tid);
        self.platform.thread_event(&ThreadEvent::Start {
            tid,
            name: &name,
            priority: prio,
            daemon,
        });
        self.maybe_preempt();
        Ok(())
    }

    /// Main's exception escaped `main()` and an UncaughtExceptionHandler is set (on
    /// main's Thread or as the default): pushes `Thread.dispatchUncaught` (smali: the
    /// handler is Java code) as main's new bottom frame and returns true. Without a
    /// handler the VM's own report stays (it needs no allocation to start printing).
    fn dispatch_uncaught_in_java(&mut self) -> bool {
        let Some(&c) = self.class_by_desc.get("Ljava/lang/Thread;") else {
            return false;
        };
        if self.classes[c as usize].state != crate::oo::ClassState::Initialized {
            return false;
        }
        let cl = &self.classes[c as usize];
        let default = cl
            .static_fields
            .iter()
            .find(|f| f.name == "defaultUncaughtExceptionHandler")
            .and_then(|f| cl.statics.get(f.offset as usize).copied())
            .unwrap_or(0);
        let ex = self.pending;
        let Ok(obj) = self.current_thread_obj() else {
            self.pending = ex;
            return false;
        };
        let own = match self.field_off("Ljava/lang/Thread;", "uncaughtExceptionHandler") {
            Ok(off) => self.ld32(obj, off),
            Err(_) => 0,
        };
        let dispatch = self.find_method(c, "dispatchUncaught", "(Ljava/lang/Throwable;)V");
        self.pending = ex;
        let Some(m) = dispatch else {
            return false;
        };
        if default == 0 && own == 0 {
            return false;
        }
        self.pending = 0;
        if self.push_boundary(m, &[obj, ex]).is_err() {
            self.pending = ex;
            return false;
        }
        true
    }

    /// `Thread.getState` as a Thread.State ordinal (NEW, RUNNABLE, BLOCKED, WAITING,
    /// TIMED_WAITING, TERMINATED), read from the scheduler's state of the thread.
    pub(crate) fn thread_state(&mut self, obj: u32) -> Result<u32, Throw> {
        use dexmetal_sched::{Blocker, State};
        self.thread_class()?;
        let f = self.threads.fields;
        if self.ld_kind(obj, f.started, Kind::Boolean) == 0 {
            return Ok(0);
        }
        // vmRun clears `alive` last: from then on join() has returned.
        if self.ld_kind(obj, f.alive, Kind::Boolean) == 0 {
            return Ok(5);
        }
        let tid = self.tid_of_obj(obj);
        let Some(t) = self.threads.thread(tid) else {
            return Ok(5);
        };
        Ok(match self.threads.sched.state(t.sched) {
            None | Some(State::Dead) => 5,
            Some(State::Ready | State::Running) => 1,
            Some(State::Blocked {
                on: Blocker::Mutex(_),
                ..
            }) => 2,
            Some(
                State::Sleeping { .. }
                | State::Blocked {
                    deadline: Some(_), ..
                },
            ) => 4,
            Some(State::Blocked { .. }) => 3,
        })
    }

    /// VM tid of a Thread object while it runs, else 0.
    pub(crate) fn tid_of_obj(&self, obj: u32) -> u32 {
        if self.threads.thread_class == NONE {
            return 0;
        }
        let tid = self.ld32(obj, self.threads.fields.vm_thread);
        match self.threads.thread(tid) {
            Some(t) if t.obj == obj => tid,
            _ => 0,
        }
    }

    pub(crate) fn set_thread_priority(&mut self, obj: u32, p: u32) {
        let tid = self.tid_of_obj(obj);
        let (Some(t), Some(p)) = (self.threads.thread(tid), Priority::new(p as u8)) else {
            return;
        };
        let s = t.sched;
        if self.threads.sched.change_priority(s, p).is_ok() {
            self.maybe_preempt();
        }
    }

    /// `Thread.interrupt`: sets the flag and wakes the thread from sleep/wait/join.
    pub(crate) fn interrupt_thread(&mut self, obj: u32) {
        let tid = self.tid_of_obj(obj);
        let Some(t) = self.threads.thread_mut(tid) else {
            return;
        };
        t.interrupted = true;
        let s = t.sched;
        if tid != self.cur {
            let now = self.now();
            if let Ok(true) = self.threads.sched.interrupt(s, now) {
                self.maybe_preempt();
            }
        }
    }

    /// The running thread's interrupt flag, cleared when `clear`.
    pub(crate) fn take_interrupt(&mut self, clear: bool) -> bool {
        let tid = self.cur;
        match self.threads.thread_mut(tid) {
            Some(t) => {
                let was = t.interrupted;
                if clear {
                    t.interrupted = false;
                }
                was
            }
            None => false,
        }
    }

    pub(crate) fn is_interrupted(&self, obj: u32) -> bool {
        let tid = self.tid_of_obj(obj);
        self.threads.thread(tid).is_some_and(|t| t.interrupted)
    }

    /// An exception escaped the running thread's `run()` (telemetry's `uncaught`).
    pub(crate) fn mark_uncaught(&mut self) {
        let tid = self.cur;
        if let Some(t) = self.threads.thread_mut(tid) {
            t.uncaught = true;
        }
    }

    pub(crate) fn next_thread_num(&mut self) -> i32 {
        let n = self.threads.next_num;
        self.threads.next_num = n.wrapping_add(1);
        n
    }

    pub(crate) fn next_thread_id(&mut self) -> i64 {
        let n = self.threads.next_id;
        self.threads.next_id += 1;
        n
    }

    /// `Thread.sleep(ms)`.
    pub(crate) fn sleep(&mut self, millis: i64) -> Result<(), Throw> {
        if millis < 0 {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalArgumentException;",
                "timeout value is negative",
            ));
        }
        if self.take_interrupt(true) {
            return Err(self.throw_msg("Ljava/lang/InterruptedException;", "sleep interrupted"));
        }
        if millis == 0 {
            return Ok(());
        }
        self.check_can_block("Thread.sleep")?;
        let now = self.now();
        let until = now.saturating_add((millis as u64).saturating_mul(1_000_000));
        let at = self.frames.last().map_or(0, |f| f.pc);
        match self.threads.sched.sleep_until(until, now) {
            Ok(d) => {
                self.set_waiting(Waiting::Sleep, Resume::Sleep { at });
                self.request(d);
                Ok(())
            }
            Err(e) => Err(self.sched_error(e)),
        }
    }

    /// `Thread.yield`.
    pub(crate) fn yield_thread(&mut self) {
        if self.can_switch() {
            let now = self.now();
            if let Ok(d) = self.threads.sched.yield_now(now) {
                self.request(d);
            }
        }
    }

    pub(crate) fn sched_error(&mut self, e: dexmetal_sched::SchedError) -> Throw {
        let msg = format!("scheduler: {e:?}");
        self.throw_msg("Ljava/lang/InternalError;", &msg)
    }

    // ---- class initialization by several threads (JLS 12.4.2) ---------------

    /// `c` is being initialized by another thread: block until some initialization
    /// finishes, then re-execute. `Ok(true)` when the caller must leave the loop.
    pub(crate) fn wait_for_class_init(&mut self, c: ClassId) -> Result<bool, Throw> {
        self.check_can_block("class initialization by another thread")?;
        let q = match self.threads.init_queue {
            Some(q) => q,
            None => match self.threads.sched.new_wait_queue() {
                Ok(q) => {
                    self.threads.init_queue = Some(q);
                    q
                }
                Err(e) => return Err(self.sched_error(e)),
            },
        };
        let now = self.now();
        match self.threads.sched.block_on(q, None, now) {
            Ok(d) => {
                self.threads.init_waiters += 1;
                self.set_waiting(Waiting::ClassInit(c), Resume::Nothing);
                self.request(d);
                Ok(true)
            }
            Err(e) => Err(self.sched_error(e)),
        }
    }

    /// Some class finished (or failed) initializing: waiters re-check.
    pub(crate) fn class_init_done(&mut self) {
        if self.threads.init_waiters == 0 {
            return;
        }
        if let Some(q) = self.threads.init_queue {
            let now = self.now();
            if let Ok(n) = self.threads.sched.wake_all(q, now) {
                self.threads.init_waiters -= n as u32;
            }
            self.maybe_preempt();
        }
    }

    // ---- the scheduling loop -------------------------------------------------

    /// Runs the main thread (its Boundary frame already pushed) and every thread it
    /// starts, until the last non-daemon thread ends, System.exit, a fatal VM error, or
    /// a whole-VM deadlock. `main` describes how main itself ended.
    pub(crate) fn run_threads(&mut self) -> Outcome {
        crate::tunnel::within(crate::tunnel::Component::Sched, || self.schedule_threads())
    }

    fn schedule_threads(&mut self) -> Outcome {
        self.threads.active = true;
        self.threads.switch_in_cycles = self.platform.cycles();
        let mut main_outcome = Outcome::Returned;
        let mut main_dispatched = false;
        let out = loop {
            let res = match self.threads.resume_result.take() {
                Some(r) => r,
                // A thread that finished while a switch was pending, scheduled again.
                None if self.frames.is_empty() => Ok(()),
                None => self.run(),
            };
            if let Some(code) = self.exit_code {
                break Outcome::Exit(code);
            }
            if let Some(msg) = self.fatal.take() {
                break Outcome::Error(msg);
            }
            if let Some(o) = self.immunity_outcome() {
                break o;
            }
            let tid = self.cur;
            if self.frames.is_empty() && res.is_err() && tid == MAIN_TID && !main_dispatched {
                main_dispatched = true;
                if self.dispatch_uncaught_in_java() {
                    // The handler runs as main's bottom frame; the status stays 1, as
                    // the JDK launcher's.
                    main_outcome = Outcome::Uncaught;
                    continue;
                }
            }
            if self.frames.is_empty() && res.is_err() {
                // Its bottom frame was unwound: report it now, while it is current.
                if let Some(t) = self.threads.thread_mut(tid) {
                    t.uncaught = true;
                }
                let name = self.thread_name(tid);
                let o = self.report_uncaught_in(&name);
                if let Some(code) = self.exit_code {
                    break Outcome::Exit(code);
                }
                if tid == MAIN_TID {
                    main_outcome = o;
                    if let Outcome::Error(_) = main_outcome {
                        break main_outcome;
                    }
                }
            }
            if self.threads.yield_req {
                // A switch requested by the thread's last instructions (or a blocking
                // operation) comes first; a finished thread ends when next picked.
                self.threads.yield_req = false;
                let d = self.threads.decision.take().unwrap_or(Decision::Continue);
                if let Some(o) = self.carry_out(d) {
                    break o;
                }
                continue;
            }
            if !self.frames.is_empty() {
                break Outcome::Error(String::from(
                    "internal error: the interpreter left a thread in the middle of its stack",
                ));
            }
            let d = self.end_thread();
            if self.threads.non_daemon == 0 {
                break core::mem::replace(&mut main_outcome, Outcome::Returned);
            }
            if let Some(o) = self.carry_out(d) {
                break o;
            }
        };
        self.threads.active = false;
        self.summary_event();
        self.immunity_summary();
        self.platform.flush();
        out
    }

    /// Ends the running thread: releases monitors it still holds (unbalanced bytecode),
    /// marks its Thread object dead, reports it, and frees its slot.
    fn end_thread(&mut self) -> Decision {
        let tid = self.cur;
        let now = self.now();
        let held = core::mem::take(&mut self.held);
        for h in held.iter().rev() {
            self.force_release(h.obj);
        }
        self.immunity_thread_end(tid);
        self.account_cycles();
        let Some(t) = self.threads.thread(tid) else {
            return Decision::Continue;
        };
        let (sid, obj, daemon, cycles, uncaught) = (t.sched, t.obj, t.daemon, t.cycles, t.uncaught);
        if obj != 0 {
            let f = self.threads.fields;
            self.st32(obj, f.vm_thread, 0);
            self.st_kind(obj, f.alive, Kind::Boolean, 0);
            self.wake_joiners(obj);
        }
        let stats = self.threads.sched.stats(sid, now).unwrap_or_default();
        let name = self.thread_name(tid);
        self.platform.thread_event(&ThreadEvent::End {
            tid,
            name: &name,
            stats,
            cycles,
            uncaught,
        });
        let d = self
            .threads
            .sched
            .exit_current(now)
            .unwrap_or(Decision::Continue);
        if !daemon {
            self.threads.non_daemon -= 1;
        }
        self.threads.live_count -= 1;
        self.threads.table[tid as usize - 1] = None;
        self.regs = Vec::new();
        self.frames = Vec::new();
        self.pending = 0;
        self.cur = 0;
        d
    }

    fn account_cycles(&mut self) {
        let now = self.platform.cycles();
        let d = now.wrapping_sub(self.threads.switch_in_cycles);
        self.threads.switch_in_cycles = now;
        let tid = self.cur;
        if let Some(t) = self.threads.thread_mut(tid) {
            t.cycles += d;
        }
    }

    /// Carries out a scheduling decision. `Some` when the run must end (deadlock).
    fn carry_out(&mut self, mut d: Decision) -> Option<Outcome> {
        loop {
            match d {
                Decision::Continue => {
                    if self.cur == 0 {
                        // Nothing loaded (the last thread ended while idle): wait.
                        d = Decision::Idle { from: None };
                        continue;
                    }
                    return None;
                }
                Decision::Switch { to, .. } => {
                    self.switch_to(to);
                    return None;
                }
                Decision::Idle { .. } => {
                    self.report_switch(0);
                    self.save_current();
                    loop {
                        if self.threads.sched.all_blocked() {
                            if let Some(o) = self.immunity_last_look() {
                                return Some(o);
                            }
                            if !self.threads.sched.all_blocked() || self.immunity_unstick() {
                                let now = self.now();
                                d = self.threads.sched.reschedule(now);
                                break;
                            }
                            return Some(self.deadlock());
                        }
                        if self.remote_done() {
                            // It ended while every thread waited.
                            self.hand_phase_to_daemon();
                            let now = self.now();
                            d = self.threads.sched.reschedule(now);
                            break;
                        }
                        let now = self.now();
                        match self.threads.sched.next_deadline() {
                            Some(t) if t > now => self.platform.idle(t),
                            Some(_) => {}
                            None => return Some(self.deadlock()),
                        }
                        let now = self.now();
                        let nd = self.threads.sched.tick(now);
                        if nd != Decision::Continue {
                            d = nd;
                            break;
                        }
                    }
                }
            }
        }
    }

    /// Moves the running thread's state out of the `Vm` into its slot.
    pub(crate) fn save_current(&mut self) {
        let tid = self.cur;
        if tid == 0 {
            return;
        }
        self.account_cycles();
        if !self.exchange_state(tid) {
            return;
        }
        self.pending = 0;
        self.cur = 0;
    }

    /// Tells the platform the running thread gives the CPU to `to` (0: the idle
    /// thread), with the state it leaves in (`dexmetal_telemetry::profile::THREAD_STATES`).
    fn report_switch(&mut self, to: u32) {
        let from = self.cur;
        if from == to {
            return;
        }
        let state = match self.threads.thread(from) {
            None if from == 0 => 0,
            None => 4,
            Some(t) => match self.threads.sched.state(t.sched) {
                None | Some(dexmetal_sched::State::Dead) => 4,
                Some(dexmetal_sched::State::Ready | dexmetal_sched::State::Running) => 0,
                Some(dexmetal_sched::State::Sleeping { .. }) => 3,
                Some(dexmetal_sched::State::Blocked { .. }) => match t.waiting {
                    Waiting::Monitor(_)
                    | Waiting::Lock(_)
                    | Waiting::ClassInit(_)
                    | Waiting::Yield(_) => 1,
                    Waiting::Wait(_) | Waiting::Await(_) => 2,
                    Waiting::Sleep => 3,
                    Waiting::Nothing => 5,
                },
            },
        };
        self.platform.thread_switch(from, to, state);
    }

    /// Swaps the running-thread fields of the `Vm` (registers, frames, held monitors,
    /// pending exception, result) with thread `tid`'s slot: saving and loading are the
    /// same exchange. False when there is no such thread.
    fn exchange_state(&mut self, tid: u32) -> bool {
        let Some(t) = self.threads.thread_mut(tid) else {
            return false;
        };
        crate::tunnel::switching(true);
        core::mem::swap(&mut t.regs, &mut self.regs);
        core::mem::swap(&mut t.frames, &mut self.frames);
        core::mem::swap(&mut t.natives, &mut self.natives);
        crate::tunnel::switching(false);
        core::mem::swap(&mut t.held, &mut self.held);
        core::mem::swap(&mut t.pending, &mut self.pending);
        core::mem::swap(&mut t.retval, &mut self.retval);
        true
    }

    fn switch_to(&mut self, to: ThreadId) {
        let tid = self.threads.tid_of(to);
        self.report_switch(tid);
        self.save_current();
        if !self.exchange_state(tid) {
            self.fatal = Some(format!("scheduler picked unknown thread {to:?}"));
            return;
        }
        let Some(t) = self.threads.thread_mut(tid) else {
            return;
        };
        // The slot keeps nothing of the running thread (its state is in the Vm).
        t.pending = 0;
        let resume = core::mem::replace(&mut t.resume, Resume::Nothing);
        t.waiting = Waiting::Nothing;
        self.cur = tid;
        self.threads.switch_in_cycles = self.platform.cycles();
        self.apply_resume(to, resume);
    }

    /// Finishes the operation a thread blocked in, now that it runs again.
    fn apply_resume(&mut self, s: ThreadId, r: Resume) {
        let tid = self.cur;
        let reason = self.threads.sched.take_wake_reason(s);
        match r {
            Resume::Nothing => {}
            Resume::Acquired(h) => {
                self.held.push(h);
                if let Some(hk) = self.threads.hooks.as_mut() {
                    hk.after_acquire(tid, h.obj, h.method, h.pc);
                }
            }
            Resume::Wait { held, obj, at } => {
                if let Some(h) = held {
                    self.held.push(h);
                }
                self.immunity_reacquired(obj, at);
                if let Some(hk) = self.threads.hooks.as_mut() {
                    hk.after_wait_reacquire(tid, obj);
                }
                if reason == Some(WakeReason::Interrupted) && self.take_interrupt(true) {
                    self.throw_at(at, "Ljava/lang/InterruptedException;", None);
                }
            }
            Resume::Sleep { at } => {
                if reason == Some(WakeReason::Interrupted) && self.take_interrupt(true) {
                    self.throw_at(
                        at,
                        "Ljava/lang/InterruptedException;",
                        Some("sleep interrupted"),
                    );
                }
            }
            Resume::Park(p) => self.resume_park(*p, reason),
        }
    }

    /// Raises `desc` in the top frame as if thrown by the instruction at `at`.
    fn throw_at(&mut self, at: u32, desc: &str, msg: Option<&str>) {
        if let Some(f) = self.frames.last_mut() {
            f.pc = at;
        }
        let _ = match msg {
            Some(m) => self.throw_msg(desc, m),
            None => self.throw_msg_null(desc),
        };
        if self.unwind().is_err() {
            self.threads.resume_result = Some(Err(Throw));
        }
    }

    /// Ends the run: every live thread is blocked forever. Prints who waits for what
    /// and where, and who holds what (acquired where), like a JVM thread dump.
    fn deadlock(&mut self) -> Outcome {
        let n = self.program_threads().len();
        let header = format!(
            "dexmetal: deadlock: all {n} live threads are blocked and no timeout is pending\n"
        );
        self.deadlock_with(&header)
    }

    /// The live threads of the program (the GC daemon, idle while it waits for work,
    /// and idle helpers are not part of a program's deadlock).
    fn program_threads(&self) -> Vec<u32> {
        let daemon = self.heap.daemon.tid;
        (1..=self.threads.table.len() as u32)
            .filter(|&t| t != daemon && !self.is_idle_helper(t) && self.threads.thread(t).is_some())
            .collect()
    }

    /// Ends the run with `header` and a dump of every program thread: what it waits for
    /// and where, and what it holds (acquired where), like a JVM thread dump.
    pub(crate) fn deadlock_with(&mut self, header: &str) -> Outcome {
        self.platform.flush();
        let live = self.program_threads();
        let mut text = String::from(header);
        for &tid in &live {
            let Some(t) = self.threads.thread(tid) else {
                continue;
            };
            let name = self.thread_name(tid);
            let line = match t.waiting {
                Waiting::Monitor(h) => {
                    let owner = self.monitor_owner_tid(h.obj);
                    format!(
                        "\"{name}\" tid={tid} waiting to lock {} held by \"{}\"\n\tat {}\n",
                        self.obj_id(h.obj),
                        self.thread_name(owner),
                        self.frame_string(h.method, h.pc)
                    )
                }
                Waiting::Wait(h) => format!(
                    "\"{name}\" tid={tid} waiting in Object.wait() on {}\n\tat {}\n",
                    self.obj_id(h.obj),
                    self.frame_string(h.method, h.pc)
                ),
                Waiting::ClassInit(c) => format!(
                    "\"{name}\" tid={tid} waiting for the initialization of {}\n",
                    java_name(&self.classes[c as usize].descriptor)
                ),
                Waiting::Lock(h) => {
                    let owner = self.lock_owner(h.obj);
                    format!(
                        "\"{name}\" tid={tid} waiting to lock {} held by \"{}\"\n\tat {}\n",
                        self.obj_id(h.obj),
                        self.thread_obj_name(owner),
                        self.frame_string(h.method, h.pc)
                    )
                }
                Waiting::Await(h) => format!(
                    "\"{name}\" tid={tid} waiting in Condition.await() on {}\n\tat {}\n",
                    self.obj_id(h.obj),
                    self.frame_string(h.method, h.pc)
                ),
                Waiting::Yield(h) => {
                    let sig = self
                        .threads
                        .immunity
                        .as_ref()
                        .and_then(|im| im.engine.yielding(tid))
                        .map_or(String::new(), |s| format!(" (Dimmunix signature #{s})"));
                    format!(
                        "\"{name}\" tid={tid} yielding before locking {}{sig}\n\tat {}\n",
                        self.obj_id(h.obj),
                        self.frame_string(h.method, h.pc)
                    )
                }
                Waiting::Sleep | Waiting::Nothing => format!("\"{name}\" tid={tid} blocked\n"),
            };
            text.push_str(&line);
            // The caller frames below the blocking one (below the program's call site
            // for java.util.concurrent, whose own frames are not shown).
            let skip = match t.waiting {
                Waiting::Lock(h) | Waiting::Await(h) => t
                    .frames
                    .iter()
                    .rev()
                    .position(|f| f.method == h.method && f.pc == h.pc)
                    .map_or(1, |i| i + 1),
                _ => 1,
            };
            for f in t.frames.iter().rev().skip(skip).take(8) {
                if f.method == self.threads.vmrun {
                    continue;
                }
                text.push_str(&format!("\tat {}\n", self.frame_string(f.method, f.pc)));
            }
            for h in t.held.iter().chain(t.locks.iter()).rev() {
                text.push_str(&format!(
                    "\t- holds {}, locked at {}\n",
                    self.obj_id(h.obj),
                    self.frame_string(h.method, h.pc)
                ));
            }
        }
        self.platform.write(2, text.as_bytes());
        self.platform.thread_event(&ThreadEvent::Deadlock {
            threads: live.len() as u32,
        });
        Outcome::Deadlock
    }

    /// `java.lang.Object@1f40`-style identity of an object for reports.
    fn obj_id(&self, obj: u32) -> String {
        let c = self.class_of(obj);
        format!(
            "{}@{:x}",
            java_name(&self.classes[c as usize].descriptor),
            obj
        )
    }

    fn summary_event(&mut self) {
        let now = self.now();
        let s = &self.threads.sched;
        let ev = ThreadEvent::Summary {
            threads: self.threads.started,
            max_live: self.threads.max_live,
            switches: s.switches(),
            ticks: s.ticks(),
            idle_ns: s.idle_time(now),
            perturbations: s.perturbations(),
        };
        self.platform.thread_event(&ev);
    }
}
