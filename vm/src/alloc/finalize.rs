//! Finalization and reference queues as Dalvik 4.4 does them (dalvik/vm/alloc/MarkSweep.cpp
//! enqueueFinalizerReferences, clearWhiteReferences; libcore java.lang.Daemons): objects
//! of classes with a non-empty finalize() are registered when allocated; the remark
//! (`cycle`) queues the unreachable ones, kept alive with all they reach, for the
//! "FinalizerDaemon" thread, and cleared references that have a queue for the
//! "ReferenceQueueDaemon" thread: daemon VM threads started once they have work.

use alloc::collections::VecDeque;
use alloc::vec::Vec;

use dexmetal_sched::WaitQueueId;

use crate::oo::{ClassId, CodeState, NONE};
use crate::vm::{Throw, Vm};

/// `Finalization::classes` entries.
const UNKNOWN: u8 = 0;
const PLAIN: u8 = 1;
const FINALIZABLE: u8 = 2;

/// One of the two daemon threads.
#[derive(Default)]
pub(crate) struct Helper {
    /// VM tid (0: not started).
    pub tid: u32,
    /// Where it waits for work.
    queue: Option<WaitQueueId>,
    /// Starting it failed (thread table or memory full): its work stays queued.
    failed: bool,
    /// Blocked waiting for work.
    pub idle: bool,
}

/// The finalization state of the heap.
#[derive(Default)]
pub struct Finalization {
    /// Finalizable objects not yet found unreachable (Dalvik's FinalizerReference
    /// list). Not roots: the remark looks for the unmarked ones.
    pub(crate) registered: Vec<u32>,
    /// Found unreachable, waiting for finalize() (roots).
    pub(crate) queue: VecDeque<u32>,
    /// Cleared references with a queue, waiting to be enqueued (roots).
    pub(crate) cleared: VecDeque<u32>,
    /// A daemon has work but no thread yet: start it at the next GC point.
    pub(crate) start_pending: bool,
    /// Per class id: UNKNOWN, PLAIN or FINALIZABLE.
    classes: Vec<u8>,
    /// Object.finalize() and its vtable slot, once looked up.
    object_finalize: Option<(u32, u32)>,
    /// Word offset of `Reference.queue` (0 until looked up).
    queue_slot: usize,
    pub(crate) finalizer: Helper,
    pub(crate) refqueue: Helper,
    /// The FinalizerDaemon is in a finalize() (between two `next()` calls).
    running: bool,
    /// `System.runFinalization()` callers wait here for the queue to drain.
    drained: Option<WaitQueueId>,
    drain_waiters: u32,
}

impl Finalization {
    /// Objects queued for finalize() and not yet handed to the daemon.
    pub fn pending(&self) -> usize {
        self.queue.len()
    }

    /// Finalizable objects registered and not yet found unreachable.
    pub fn registered(&self) -> usize {
        self.registered.len()
    }
}

impl Vm {
    /// Registers a new instance of `c` when its class has a non-empty finalize().
    #[inline]
    pub(crate) fn note_allocation(&mut self, c: ClassId, obj: u32) {
        let f = match self.heap.fin.classes.get(c as usize) {
            Some(&f) if f != UNKNOWN => f,
            _ => self.classify_finalizable(c),
        };
        if f == FINALIZABLE {
            self.heap.fin.registered.push(obj);
        }
    }

    /// Whether `c`'s finalize() is neither Object's nor a bare `return-void` (HotSpot
    /// and Dalvik skip empty finalizers the same way), remembered per class.
    fn classify_finalizable(&mut self, c: ClassId) -> u8 {
        let (object_fin, slot) = match self.heap.fin.object_finalize {
            Some(f) => f,
            None => {
                let object = self.wk.object;
                let f = self.classes[object as usize]
                    .methods
                    .iter()
                    .copied()
                    .find(|&m| {
                        let m = &self.methods[m as usize];
                        m.name == "finalize" && m.desc == "()V"
                    })
                    .map_or((NONE, NONE), |m| (m, self.methods[m as usize].vtable_idx));
                self.heap.fin.object_finalize = Some(f);
                f
            }
        };
        let m = self.classes[c as usize]
            .vtable
            .get(slot as usize)
            .copied()
            .unwrap_or(object_fin);
        let f = if m == object_fin || self.is_empty_method(m) {
            PLAIN
        } else {
            FINALIZABLE
        };
        let classes = &mut self.heap.fin.classes;
        if classes.len() <= c as usize {
            classes.resize(c as usize + 1, UNKNOWN);
        }
        classes[c as usize] = f;
        f
    }

    /// A method whose code is a lone `return-void` (read without loading it).
    fn is_empty_method(&self, m: u32) -> bool {
        let Some(meth) = self.methods.get(m as usize) else {
            return false;
        };
        const RETURN_VOID: u16 = crate::dex::insn::op::RETURN_VOID as u16;
        match &meth.code {
            CodeState::Ready(code) => code.insns == [RETURN_VOID],
            CodeState::Unloaded(off) => {
                let dex = self.classes[meth.class as usize].dex;
                self.dexes
                    .get(dex as usize)
                    .and_then(|d| d.file.code_item(*off).ok())
                    .is_some_and(|ci| ci.insns == [RETURN_VOID])
            }
            CodeState::Invalid(_) | CodeState::None => false,
        }
    }

    /// Word offset of `Reference.queue`, if the class has it.
    pub(crate) fn reference_queue_slot(&mut self) -> Option<usize> {
        if self.heap.fin.queue_slot == 0 {
            let r = self
                .class_by_desc
                .get("Ljava/lang/ref/Reference;")
                .copied()?;
            let off = self.classes[r as usize]
                .instance_fields
                .iter()
                .find(|f| f.name == "queue")?
                .offset;
            self.heap.fin.queue_slot = off as usize / 4;
        }
        Some(self.heap.fin.queue_slot)
    }

    /// Roots of finalization: objects awaiting finalize(), references awaiting their
    /// queue.
    pub(crate) fn finalization_roots(&self, roots: &mut Vec<u32>) {
        let f = &self.heap.fin;
        roots.extend(f.queue.iter().copied());
        roots.extend(f.cleared.iter().copied());
    }

    /// The remark found unreachable finalizable objects (`found`) and cleared
    /// references to enqueue: queue them and wake (or have started) their daemons.
    pub(crate) fn finalization_found(&mut self, found: Vec<u32>, enqueue: Vec<u32>) {
        if !found.is_empty() {
            self.heap.fin.queue.extend(found);
            self.wake_helper(true);
        }
        if !enqueue.is_empty() {
            self.heap.fin.cleared.extend(enqueue);
            self.wake_helper(false);
        }
    }

    fn wake_helper(&mut self, finalizer: bool) {
        let fin = &mut self.heap.fin;
        let h = if finalizer {
            &mut fin.finalizer
        } else {
            &mut fin.refqueue
        };
        if h.tid == 0 {
            fin.start_pending |= !h.failed;
            return;
        }
        if let Some(q) = h.queue {
            let now = self.platform.nanos();
            let _ = self.threads.sched.wake_all(q, now);
        }
    }

    /// Starts the daemons that have work and no thread (at a GC point: it allocates
    /// their Thread objects). A daemon that cannot start leaves its work queued: the
    /// objects stay alive, as they would with a finalizer thread that never runs.
    pub(crate) fn start_finalization_daemons(&mut self) {
        self.heap.fin.start_pending = false;
        let saved = core::mem::replace(&mut self.gc_point, false);
        let saved_pending = self.pending;
        let fin = &self.heap.fin;
        if fin.finalizer.tid == 0 && !fin.finalizer.failed && !fin.queue.is_empty() {
            self.start_helper(true);
        }
        let fin = &self.heap.fin;
        if fin.refqueue.tid == 0 && !fin.refqueue.failed && !fin.cleared.is_empty() {
            self.start_helper(false);
        }
        // The exception of a failed start is the VM's problem, not the app's.
        self.pending = saved_pending;
        self.gc_point = saved;
    }

    fn start_helper(&mut self, finalizer: bool) {
        let (desc, name) = if finalizer {
            ("Ljava/lang/Daemons$FinalizerDaemon;", "FinalizerDaemon")
        } else {
            (
                "Ljava/lang/ref/ReferenceQueueDaemon;",
                "ReferenceQueueDaemon",
            )
        };
        let q = self.threads.sched.new_wait_queue().ok();
        let tid = match q {
            Some(_) => self.spawn_vm_daemon(desc, name).ok(),
            None => None,
        };
        let fin = &mut self.heap.fin;
        let h = if finalizer {
            &mut fin.finalizer
        } else {
            &mut fin.refqueue
        };
        match tid {
            Some(t) if t != 0 => {
                h.tid = t;
                h.queue = q;
            }
            _ => h.failed = true,
        }
    }

    /// Whether `tid` is a finalization daemon waiting for work (not part of a deadlock).
    pub(crate) fn is_idle_helper(&self, tid: u32) -> bool {
        let f = &self.heap.fin;
        tid != 0
            && (f.finalizer.tid == tid && f.finalizer.idle
                || f.refqueue.tid == tid && f.refqueue.idle)
    }

    /// `FinalizerDaemon.next()`: ends the previous finalize() (waking
    /// `runFinalization()` callers once the queue is drained) and hands over the next
    /// object; or blocks until there is one and returns null.
    pub(crate) fn finalizer_next(&mut self) -> Result<u32, Throw> {
        self.heap.fin.running = false;
        if let Some(o) = self.heap.fin.queue.pop_front() {
            let fin = &mut self.heap.fin;
            fin.running = true;
            fin.finalizer.idle = false;
            return Ok(o);
        }
        self.wake_drain_waiters();
        self.helper_wait(true)?;
        Ok(0)
    }

    /// `ReferenceQueueDaemon.next()`: the next cleared reference to enqueue; or blocks
    /// until there is one and returns null.
    pub(crate) fn refqueue_next(&mut self) -> Result<u32, Throw> {
        if let Some(r) = self.heap.fin.cleared.pop_front() {
            self.heap.fin.refqueue.idle = false;
            return Ok(r);
        }
        self.helper_wait(false)?;
        Ok(0)
    }

    fn helper_wait(&mut self, finalizer: bool) -> Result<(), Throw> {
        let fin = &mut self.heap.fin;
        let h = if finalizer {
            &mut fin.finalizer
        } else {
            &mut fin.refqueue
        };
        let Some(q) = h.queue else {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalStateException;",
                "not a VM daemon thread",
            ));
        };
        h.idle = true;
        self.check_can_block("a VM daemon's wait for work")?;
        let now = self.platform.nanos();
        match self.threads.sched.block_on(q, None, now) {
            Ok(d) => {
                self.request(d);
                Ok(())
            }
            Err(e) => Err(self.sched_error(e)),
        }
    }

    fn wake_drain_waiters(&mut self) {
        let fin = &mut self.heap.fin;
        if fin.drain_waiters == 0 {
            return;
        }
        if let Some(q) = fin.drained {
            let now = self.platform.nanos();
            if let Ok(n) = self.threads.sched.wake_all(q, now) {
                self.heap.fin.drain_waiters -= n as u32;
            }
        }
    }

    /// `System.runFinalization()`: blocks until every object queued for finalization
    /// has had its finalize() run. Returns at once when there is nothing to wait for,
    /// when called by the FinalizerDaemon itself (from a finalizer), or where the
    /// caller cannot block.
    pub(crate) fn run_finalization(&mut self) -> Result<(), Throw> {
        let fin = &self.heap.fin;
        if fin.queue.is_empty() && !fin.running {
            return Ok(());
        }
        if self.cur == fin.finalizer.tid || !self.can_switch() {
            return Ok(());
        }
        if fin.finalizer.tid == 0 {
            if fin.finalizer.failed {
                return Ok(());
            }
            self.start_finalization_daemons();
            if self.heap.fin.finalizer.tid == 0 {
                return Ok(());
            }
        }
        let q = match self.heap.fin.drained {
            Some(q) => q,
            None => match self.threads.sched.new_wait_queue() {
                Ok(q) => {
                    self.heap.fin.drained = Some(q);
                    q
                }
                Err(e) => return Err(self.sched_error(e)),
            },
        };
        let now = self.platform.nanos();
        match self.threads.sched.block_on(q, None, now) {
            Ok(d) => {
                self.heap.fin.drain_waiters += 1;
                self.request(d);
                Ok(())
            }
            Err(e) => Err(self.sched_error(e)),
        }
    }
}
