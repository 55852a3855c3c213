//! Dimmunix in the VM (seed 000 §III-IV): every non-recursive monitor acquisition is a
//! Request at its position (DEX checksum, method_idx, dex pc, and up to 3 caller frames)
//! and every last unlock a Release; `Object.wait` releases, and its re-acquisition is a
//! Request seen when the waiter is notified. A yield blocks the thread on its signature's
//! wait queue and re-executes the acquiring instruction when a Release wakes it. Unlike
//! the Android port no lock is inflated and no node allocated: the engine reads hold and
//! request edges from lock words, held-monitor lists and `Waiting` ([`Rag`]), and while
//! the history is empty monitors keep their inlined fast paths.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use dexmetal_dimmunix::engine::{Decision as Avoid, Detection};
use dexmetal_dimmunix::persist;
use dexmetal_dimmunix::signature::{CallStack, Position, Signature, MAX_DEPTH};
use dexmetal_dimmunix::{Engine, History, Rag};
use dexmetal_sched::WaitQueueId;

use super::{Held, Resume, Waiting};
use crate::oo::{MethodIdx, NONE};
use crate::vm::{Outcome, Vm};

/// Counters of one run, for the summary event and the overhead benchmark.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImmunityStats {
    /// Requests that reached Dimmunix (the inlined fast path takes free thin locks
    /// without one while the history is empty, and in methods with no position of it).
    pub requests: u64,
    /// Requests at a position of some signature (the instantiation check ran).
    pub checked: u64,
    pub yields: u64,
    /// Yielding threads released to bypass avoidance (starvation).
    pub bypasses: u64,
    pub deadlocks: u64,
    pub starvations: u64,
}

/// Dimmunix telemetry; the platform forwards it (defmt on the boards) and persists
/// `Detected::image` (host: the `--dimmunix-history` file; boards: a `HistoryStore`).
#[derive(Debug)]
pub enum ImmunityEvent<'a> {
    /// A persisted history was loaded.
    Loaded { signatures: u32, bytes: u32 },
    /// A persisted history was unusable and is ignored (the run starts empty).
    Rejected { error: &'a persist::Error },
    /// `tid` yields at `at` because `signature` would be instantiated.
    Yield {
        tid: u32,
        signature: u32,
        at: Position,
    },
    /// `tid` bypasses avoidance once (a starvation cycle, or every thread blocked
    /// with it yielding).
    Bypass { tid: u32, signature: Option<u32> },
    /// A new deadlock or starvation signature; `image` is the whole history to persist.
    Detected {
        starvation: bool,
        index: u32,
        signature: &'a Signature,
        /// Per thread of the cycle: VM tid and name, in cycle order.
        threads: &'a [(u32, String)],
        /// The signature resolved to `Class.method(File:line)`, one line per position.
        text: &'a str,
        image: &'a [u8],
    },
    /// Once at the end of a run.
    Summary {
        stats: ImmunityStats,
        signatures: u32,
        /// Bytes of Dimmunix state (engine, history, queues).
        bytes: u32,
    },
}

/// The VM's Dimmunix state.
pub(crate) struct Immunity {
    pub(crate) engine: Engine,
    depth: usize,
    /// Per signature index: the wait queue its yielders block on (made on first yield).
    queues: Vec<Option<WaitQueueId>>,
    pub(crate) stats: ImmunityStats,
    /// A deadlock was detected: the run ends with its report (tids in cycle order).
    pub(crate) deadlock: Option<(u32, Vec<u32>)>,
    /// (DEX checksum, method_idx) of every method with an outer position of the history
    /// (the top frame), sorted.
    watched_methods: Vec<(u32, u32)>,
    /// Per VM method, whether it is among them: 0 not looked up yet, 1 no, 2 yes.
    watched: Vec<u8>,
}

impl Immunity {
    pub(crate) fn new(depth: u8) -> Box<Immunity> {
        Box::new(Immunity {
            engine: Engine::new(History::default()),
            depth: (depth as usize).clamp(1, MAX_DEPTH),
            queues: Vec::new(),
            stats: ImmunityStats::default(),
            deadlock: None,
            watched_methods: Vec::new(),
            watched: Vec::new(),
        })
    }

    /// The run's counters so far.
    fn stats(&self) -> ImmunityStats {
        ImmunityStats {
            checked: self.engine.checked(),
            ..self.stats
        }
    }

    /// Bytes of Dimmunix state: the engine's nodes and history, and the queue table.
    pub(crate) fn footprint(&self) -> usize {
        core::mem::size_of::<Immunity>()
            + self.engine.footprint()
            + self.queues.capacity() * core::mem::size_of::<Option<WaitQueueId>>()
            + self.watched_methods.capacity() * 8
            + self.watched.capacity()
    }
}

/// Where the acquisition being made sits: the acquiring frame is already on the stack
/// (monitor-enter, Object.wait), or about to be pushed (a synchronized method's entry).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Site {
    InFrame,
    Entry,
}

impl Vm {
    /// Loads a persisted history into a fresh engine. An unusable image is reported on
    /// stderr and in telemetry and ignored: the run goes on with an empty history.
    pub fn load_dimmunix_history(&mut self, image: &[u8]) -> Result<usize, persist::Error> {
        let Some(im) = self.threads.immunity.as_mut() else {
            return Ok(0);
        };
        match persist::decode(image, dexmetal_dimmunix::history::DEFAULT_CAPACITY) {
            Ok(h) => {
                let n = h.len();
                im.engine.set_history(h);
                self.refresh_plain_monitors();
                self.platform.immunity_event(&ImmunityEvent::Loaded {
                    signatures: n as u32,
                    bytes: image.len() as u32,
                });
                Ok(n)
            }
            Err(e) => {
                let msg = format!("dexmetal: dimmunix: history ignored: {e}\n");
                self.platform.write(2, msg.as_bytes());
                self.platform
                    .immunity_event(&ImmunityEvent::Rejected { error: &e });
                Err(e)
            }
        }
    }

    /// The history as its persistent image (None with Dimmunix off).
    pub fn dimmunix_history_image(&self) -> Option<Vec<u8>> {
        Some(persist::encode(
            self.threads.immunity.as_ref()?.engine.history(),
        ))
    }

    /// The run's counters (None with Dimmunix off).
    pub fn dimmunix_stats(&self) -> Option<ImmunityStats> {
        self.threads.immunity.as_ref().map(|im| im.stats())
    }

    /// Bytes of Dimmunix state (0 with Dimmunix off).
    pub fn dimmunix_footprint(&self) -> usize {
        self.threads
            .immunity
            .as_ref()
            .map_or(0, |im| im.footprint())
    }

    /// A position of method `m` at dex pc `pc`.
    fn dimmunix_position(&self, m: MethodIdx, pc: u32) -> Position {
        let meth = &self.methods[m as usize];
        let dex = self.classes[meth.class as usize].dex;
        let sum = if dex == NONE {
            0
        } else {
            self.dexes[dex as usize].file.checksum()
        };
        Position {
            dex: sum,
            method: meth.dex_method,
            pc,
        }
    }

    /// The call stack of an acquisition at (m, pc) by the running thread, `depth` deep.
    fn dimmunix_stack(&self, m: MethodIdx, pc: u32, site: Site, depth: usize) -> CallStack {
        let top = self.dimmunix_position(m, pc);
        if depth == 1 {
            return CallStack::top(top);
        }
        let below = match site {
            Site::InFrame => self.frames.len().saturating_sub(1),
            Site::Entry => self.frames.len(),
        };
        self.callers(top, &self.frames[..below], depth)
    }

    /// `top` and the frames of `callers` (innermost last), `depth` deep in all.
    fn callers(&self, top: Position, callers: &[crate::interp::Frame], depth: usize) -> CallStack {
        let mut buf = [Position::default(); MAX_DEPTH];
        buf[0] = top;
        let mut n = 1;
        for f in callers.iter().rev() {
            if n == depth {
                break;
            }
            if f.method == self.threads.vmrun {
                continue;
            }
            buf[n] = self.dimmunix_position(f.method, f.pc);
            n += 1;
        }
        CallStack::new(&buf[..n], depth).unwrap_or(CallStack::top(top))
    }

    /// The stack of an acquisition at (m, pc) by a thread whose frames are `frames`:
    /// below the newest frame of `m` (a monitor-enter, a wait), or below all of them
    /// (a synchronized method's entry, not yet pushed).
    fn stack_in(
        &self,
        frames: &[crate::interp::Frame],
        m: MethodIdx,
        pc: u32,
        depth: usize,
    ) -> CallStack {
        let top = self.dimmunix_position(m, pc);
        if depth == 1 {
            return CallStack::top(top);
        }
        let below = frames
            .iter()
            .rposition(|f| f.method == m)
            .unwrap_or(frames.len());
        self.callers(top, &frames[..below], depth)
    }

    /// Monitors may take their inlined fast paths: nothing observes them (no hooks, no
    /// perturbation, and an empty Dimmunix history, where Request and Release are
    /// no-ops and detection happens on the contended slow path anyway).
    pub(crate) fn refresh_plain_monitors(&mut self) {
        let th = &mut self.threads;
        let unobserved = th.hooks.is_none() && !th.perturb;
        th.plain_monitors = unobserved
            && th
                .immunity
                .as_ref()
                .is_none_or(|im| im.engine.history().is_empty());
        th.dimmunix_filter = unobserved && !th.plain_monitors;
        if let Some(im) = th.immunity.as_mut() {
            let h = im.engine.history();
            let mut tops: Vec<(u32, u32)> = (0..h.positions() as u32)
                .filter_map(|id| h.stack(id))
                .map(|s| (s.frames()[0].dex, s.frames()[0].method))
                .collect();
            tops.sort_unstable();
            tops.dedup();
            im.watched_methods = tops;
            im.watched.clear();
        }
    }

    /// Whether no position of the history lies in method `m` (so its monitor
    /// operations can skip Dimmunix). Cached per method.
    #[inline]
    pub(crate) fn unwatched(&mut self, m: MethodIdx) -> bool {
        match self.threads.immunity.as_ref() {
            None => true,
            Some(im) => match im.watched.get(m as usize) {
                Some(1) => true,
                Some(2) => false,
                _ => self.classify_watched(m),
            },
        }
    }

    #[cold]
    fn classify_watched(&mut self, m: MethodIdx) -> bool {
        let top = self.dimmunix_position(m, 0);
        let Some(im) = self.threads.immunity.as_mut() else {
            return true;
        };
        let watched = im
            .watched_methods
            .binary_search(&(top.dex, top.method))
            .is_ok();
        if im.watched.len() <= m as usize {
            im.watched.resize(m as usize + 1, 0);
        }
        im.watched[m as usize] = if watched { 2 } else { 1 };
        !watched
    }

    /// The Request of a non-recursive acquisition of `obj` at (m, pc). `true` when the
    /// thread yields: it is blocked on the signature's queue and re-executes the
    /// acquisition when woken.
    pub(crate) fn immunity_request(&mut self, obj: u32, m: MethodIdx, pc: u32, site: Site) -> bool {
        crate::tunnel::within(crate::tunnel::Component::Dimmunix, || {
            self.immunity_avoid(obj, m, pc, site)
        })
    }

    fn immunity_avoid(&mut self, obj: u32, m: MethodIdx, pc: u32, site: Site) -> bool {
        let depth = match self.threads.immunity.as_mut() {
            Some(im) => {
                im.stats.requests += 1;
                if im.engine.history().is_empty() {
                    return false;
                }
                im.depth
            }
            None => return false,
        };
        let stack = self.dimmunix_stack(m, pc, site, depth);
        let me = self.cur;
        let can_block = self.can_switch();
        let Some(im) = self.threads.immunity.as_mut() else {
            return false;
        };
        let signature = match im.engine.request(me, obj, stack) {
            Avoid::Proceed => return false,
            Avoid::Yield { signature, .. } => signature,
        };
        if !can_block {
            // Inside a VM-internal call no thread can switch: acquire as requested.
            im.engine.request_unavoidable(me, obj, stack);
            return false;
        }
        // Yield edges may close a starvation cycle through this thread.
        let yielding = Waiting::Yield(Held { obj, method: m, pc });
        self.set_waiting(yielding, Resume::Nothing);
        if let Some(released) = self.immunity_detect(me) {
            if released == me {
                self.set_waiting(Waiting::Nothing, Resume::Nothing);
                if let Some(im) = self.threads.immunity.as_mut() {
                    let again = im.engine.request(me, obj, stack);
                    debug_assert_eq!(again, Avoid::Proceed);
                }
                return false;
            }
        }
        let now = self.now();
        let th = &mut self.threads;
        let Some(im) = th.immunity.as_mut() else {
            return false;
        };
        let s = signature as usize;
        if im.queues.len() <= s {
            im.queues.resize(s + 1, None);
        }
        let queue = match im.queues[s] {
            Some(q) => Ok(q),
            None => th
                .sched
                .new_wait_queue()
                .inspect(|&q| im.queues[s] = Some(q)),
        };
        let Ok(d) = queue.and_then(|q| th.sched.block_on(q, None, now)) else {
            // The scheduler cannot park it (out of queues): acquire as requested.
            im.engine.request_unavoidable(me, obj, stack);
            self.set_waiting(Waiting::Nothing, Resume::Nothing);
            return false;
        };
        im.stats.yields += 1;
        self.request(d);
        self.platform.immunity_event(&ImmunityEvent::Yield {
            tid: me,
            signature,
            at: stack.frames()[0],
        });
        true
    }

    /// The running thread is about to block on `obj`, owned by another thread: a
    /// deadlock closing here is recorded and ends the run.
    pub(crate) fn immunity_blocking(&mut self) {
        if self.threads.immunity.is_some() {
            let me = self.cur;
            self.immunity_detect(me);
        }
    }

    /// Releases `obj` entirely; wakes the yielders of the signatures its position is in.
    #[inline]
    pub(crate) fn immunity_release(&mut self, tid: u32, obj: u32) {
        crate::tunnel::within(crate::tunnel::Component::Dimmunix, || {
            self.immunity_released(tid, obj)
        });
    }

    fn immunity_released(&mut self, tid: u32, obj: u32) {
        let th = &mut self.threads;
        let Some(im) = th.immunity.as_mut() else {
            return;
        };
        let sigs = im.engine.release(tid, obj);
        if sigs.is_empty() {
            return;
        }
        let now = self.platform.nanos();
        let mut woke = false;
        for &s in sigs {
            if let Some(Some(q)) = im.queues.get(s as usize) {
                woke |= th.sched.wake_all(*q, now).is_ok_and(|n| n > 0);
            }
        }
        if woke {
            self.maybe_preempt();
        }
    }

    /// Thread `tid` was notified in `Object.wait` and now competes for its monitor: the
    /// re-acquisition is requested (seed 000 §III-B), so a wait()-induced inversion is
    /// detected when its cycle closes.
    pub(crate) fn immunity_notified(&mut self, s: dexmetal_sched::ThreadId) {
        // No detection here: the notifier owns the monitor and runs, so no cycle can
        // pass through this thread until the notifier blocks (and detects then).
        let tid = self.threads.tid_of(s);
        self.wait_becomes_lock_request(tid);
    }

    /// A thread leaving `Object.wait` now waits for the monitor, requested at the
    /// wait's position (what `Waiting::Wait` recorded).
    fn wait_becomes_lock_request(&mut self, tid: u32) {
        if let Some(t) = self.threads.thread_mut(tid) {
            if let Waiting::Wait(h) = t.waiting {
                t.waiting = Waiting::Monitor(h);
            }
        }
    }

    /// Back from `Object.wait` owning `obj` again (at dex pc `at` of the top frame): the
    /// re-acquisition is granted at the wait's position.
    pub(crate) fn immunity_reacquired(&mut self, obj: u32, at: u32) {
        let Some(im) = self.threads.immunity.as_ref() else {
            return;
        };
        if im.engine.history().is_empty() {
            return;
        }
        let depth = im.depth;
        let method = self.frames.last().map_or(NONE, |f| f.method);
        if method == NONE {
            return;
        }
        let stack = self.dimmunix_stack(method, at, Site::InFrame, depth);
        let me = self.cur;
        if let Some(im) = self.threads.immunity.as_mut() {
            im.engine.request_unavoidable(me, obj, stack);
        }
    }

    /// The thread `tid` ended (its monitors were released).
    pub(crate) fn immunity_thread_end(&mut self, tid: u32) {
        if let Some(im) = self.threads.immunity.as_mut() {
            im.engine.forget(tid);
        }
    }

    /// Detection from `t`. A deadlock is recorded and ends the run; a starvation is
    /// recorded and one of its yielders released. Returns the released thread.
    fn immunity_detect(&mut self, t: u32) -> Option<u32> {
        crate::tunnel::within(crate::tunnel::Component::Dimmunix, || self.immunity_find(t))
    }

    fn immunity_find(&mut self, t: u32) -> Option<u32> {
        let mut im = self.threads.immunity.take()?;
        let before = im.engine.history().len();
        let det = im.engine.detect(
            t,
            &VmRag {
                vm: self,
                depth: im.depth,
            },
        );
        let added = im.engine.history().len() != before;
        let Some(det) = det else {
            self.threads.immunity = Some(im);
            return None;
        };
        let (signature, threads, starvation, released, yielded_on) = match det {
            Detection::Deadlock { signature, threads } => (signature, threads, false, None, None),
            Detection::Starvation {
                signature,
                threads,
                released,
                yielded_on,
            } => (signature, threads, true, Some(released), yielded_on),
        };
        let index = im.engine.history().index_of(&signature).unwrap_or(0);
        if starvation {
            im.stats.starvations += 1;
            im.stats.bypasses += 1;
        } else {
            im.stats.deadlocks += 1;
            im.deadlock = Some((index, threads.clone()));
        }
        // Only a new signature (or a deadlock, which ends the run) is persisted.
        let image = (added || !starvation).then(|| persist::encode(im.engine.history()));
        let queue = yielded_on.and_then(|s| im.queues.get(s as usize).copied().flatten());
        self.threads.immunity = Some(im);
        self.refresh_plain_monitors();
        let named: Vec<(u32, String)> = threads.iter().map(|&u| (u, self.thread_name(u))).collect();
        if let Some(image) = image {
            let text = self.signature_string(&signature);
            self.platform.immunity_event(&ImmunityEvent::Detected {
                starvation,
                index,
                signature: &signature,
                threads: &named,
                text: &text,
                image: &image,
            });
        }
        if let Some(r) = released {
            self.platform.immunity_event(&ImmunityEvent::Bypass {
                tid: r,
                signature: yielded_on,
            });
            if let Some(q) = queue {
                // Its queue's other yielders re-request too: they yield again if they
                // must.
                let now = self.now();
                let _ = self.threads.sched.wake_all(q, now);
            }
        }
        if !starvation {
            // Stop the world now: the run ends with the report.
            self.threads.yield_req = true;
        }
        released
    }

    /// Every live thread is blocked. Threads that left `Object.wait` by a timeout or an
    /// interrupt and now wait for their monitor made no Request yet (the scheduler moved
    /// them): record those, then look for a cycle from each thread. A deadlock ends the
    /// run with its report; a starvation releases a yielder.
    pub(crate) fn immunity_last_look(&mut self) -> Option<Outcome> {
        self.threads.immunity.as_ref()?;
        let tids: Vec<u32> = (1..=self.threads.table.len() as u32)
            .filter(|&t| self.threads.thread(t).is_some())
            .collect();
        for &tid in &tids {
            let on_mutex = self.threads.thread(tid).is_some_and(|t| {
                matches!(
                    self.threads.sched.state(t.sched),
                    Some(dexmetal_sched::State::Blocked {
                        on: dexmetal_sched::Blocker::Mutex(_),
                        ..
                    })
                )
            });
            if on_mutex {
                self.wait_becomes_lock_request(tid);
            }
        }
        for &tid in &tids {
            if self.immunity_detect(tid).is_some() {
                // A starving yielder was released: scheduling goes on.
                return None;
            }
            if self.threads.immunity.as_ref()?.deadlock.is_some() {
                return self.immunity_outcome();
            }
        }
        None
    }

    /// Every live thread is blocked and one of them is yielding: avoidance starves them
    /// in a way the graph cannot see (the thread yielded to waits for a notify, a join
    /// or a sleep). The lowest yielding thread bypasses avoidance once. `true` when one
    /// was released.
    pub(crate) fn immunity_unstick(&mut self) -> bool {
        if self.threads.immunity.is_none() {
            return false;
        }
        let yielder = self.threads.table.iter().position(|t| {
            t.as_ref()
                .is_some_and(|t| matches!(t.waiting, Waiting::Yield(_)))
        });
        let Some(slot) = yielder else {
            return false;
        };
        let tid = slot as u32 + 1;
        let Some(im) = self.threads.immunity.as_mut() else {
            return false;
        };
        let sig = im.engine.bypass(tid);
        im.stats.bypasses += 1;
        let queue = sig.and_then(|s| im.queues.get(s as usize).copied().flatten());
        self.platform.immunity_event(&ImmunityEvent::Bypass {
            tid,
            signature: sig,
        });
        let Some(q) = queue else {
            return false;
        };
        let now = self.now();
        self.threads.sched.wake_all(q, now).is_ok_and(|n| n > 0)
    }

    /// The run ends on a detected deadlock: its report, like the whole-VM one but naming
    /// the cycle and its signature.
    pub(crate) fn immunity_outcome(&mut self) -> Option<Outcome> {
        let (index, cycle) = self.threads.immunity.as_mut()?.deadlock.take()?;
        // The running thread's stack and held monitors go back to its slot for the dump.
        self.save_current();
        let names: Vec<String> = cycle.iter().map(|&t| self.thread_name(t)).collect();
        let sig = self
            .threads
            .immunity
            .as_ref()
            .and_then(|im| im.engine.history().get(index));
        let mut header = format!(
            "dexmetal: deadlock: Dimmunix detected a lock cycle of {} threads ({}); signature #{index} saved\n",
            cycle.len(),
            names.join(" -> ")
        );
        if let Some(sig) = sig {
            header.push_str(&self.signature_string(&sig));
        }
        Some(self.deadlock_with(&header))
    }

    /// `Class.method(File:line)` of a position, found among the loaded DEX files by
    /// checksum; the raw triple when no loaded file has it.
    pub fn position_string(&self, p: &Position) -> String {
        let found = self.methods.iter().enumerate().find(|(_, m)| {
            m.dex_method == p.method && {
                let d = self.classes[m.class as usize].dex;
                d != NONE && self.dexes[d as usize].file.checksum() == p.dex
            }
        });
        match found {
            Some((m, _)) => self.frame_string(m as MethodIdx, p.pc),
            None => format!("dex {:08x} method {} pc {}", p.dex, p.method, p.pc),
        }
    }

    /// A signature, one line per thread of its cycle: where it took the lock the next
    /// thread wanted (outer) and where it asked for its own (inner).
    pub fn signature_string(&self, sig: &Signature) -> String {
        let stack = |s: &CallStack| {
            s.frames()
                .iter()
                .map(|p| self.position_string(p))
                .collect::<Vec<_>>()
                .join(" <- ")
        };
        let mut out = String::new();
        for (i, l) in sig.links().iter().enumerate() {
            out.push_str(&format!(
                "\tthread {}: holds a lock taken at {}\n\t          and requests one at {}\n",
                i + 1,
                stack(&l.outer),
                stack(&l.inner)
            ));
        }
        out
    }

    /// The end-of-run summary event.
    pub(crate) fn immunity_summary(&mut self) {
        let Some(im) = self.threads.immunity.as_ref() else {
            return;
        };
        let ev = ImmunityEvent::Summary {
            stats: im.stats(),
            signatures: im.engine.history().len() as u32,
            bytes: im.footprint() as u32,
        };
        self.platform.immunity_event(&ev);
    }
}

/// The VM's side of the resource allocation graph: owners from lock words, requests from
/// what blocked and yielding threads wait for, acquisition positions from held lists.
struct VmRag<'a> {
    vm: &'a Vm,
    depth: usize,
}

impl VmRag<'_> {
    /// Frames, held monitors and wait state of `t` (the running thread's frames and
    /// held list live in the `Vm`).
    fn state(&self, t: u32) -> Option<(&[crate::interp::Frame], &[Held], Waiting)> {
        let th = self.vm.threads.thread(t)?;
        Some(if t == self.vm.cur {
            (&self.vm.frames[..], &self.vm.held[..], th.waiting)
        } else {
            (&th.frames[..], &th.held[..], th.waiting)
        })
    }
}

impl Rag for VmRag<'_> {
    fn owner(&self, l: u32) -> Option<u32> {
        Some(self.vm.monitor_owner_tid(l)).filter(|&t| t != 0)
    }

    fn blocked_on(&self, t: u32) -> Option<u32> {
        match self.vm.threads.thread(t)?.waiting {
            Waiting::Monitor(h) | Waiting::Yield(h) => Some(h.obj),
            _ => None,
        }
    }

    fn request(&self, t: u32) -> Option<(u32, CallStack)> {
        let (frames, _, waiting) = self.state(t)?;
        let (obj, m, pc) = match waiting {
            Waiting::Monitor(h) | Waiting::Yield(h) => (h.obj, h.method, h.pc),
            _ => return None,
        };
        Some((obj, self.vm.stack_in(frames, m, pc, self.depth)))
    }

    fn acquired_at(&self, t: u32, l: u32) -> Option<CallStack> {
        let (frames, held, _) = self.state(t)?;
        let h = held.iter().rev().find(|h| h.obj == l)?;
        Some(self.vm.stack_in(frames, h.method, h.pc, self.depth))
    }
}
