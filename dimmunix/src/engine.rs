//! The avoidance and detection engine (seed 000 §II-B, §II-D; the Java and Android ports
//! for details). Threads and locks are dense indices the embedder owns (its thread slot
//! and monitor numbers), so every node is a vector element: no hashing on the hot path.
//! The history index is consulted once per Request; a position in no signature proceeds
//! at once. The embedder keeps one global lock around these calls (green threads: none).
//!
//! Avoidance: a Request at a position of some signature adds (thread, lock) to that
//! position's grantees; if a signature can then be instantiated (each of its outer
//! positions held or granted by distinct threads on distinct locks, the requester among
//! them) the grant is undone and the thread yields to the others until a Release at a
//! position of that signature. Detection, when a thread is about to block: the threads
//! blocked for good are the greatest set in which each requester waits for a lock owned
//! inside the set and each yielder yields only to threads inside it (a yielding thread is
//! blocked only if every one of its yield edges leads into the cycle). A cycle of request
//! edges only is a deadlock; one with yield edges is avoidance-induced starvation, and one
//! yielding thread of it is released to bypass avoidance once, so no app hangs because of
//! Dimmunix. Both are saved to the history.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::history::History;
use crate::signature::{CallStack, Link, Signature};

pub type Tid = u32;
pub type Lid = u32;

#[derive(Clone, Debug, Default)]
struct ThreadNode {
    /// Hold edges: locks owned, with where they were acquired.
    holds: Vec<(Lid, CallStack)>,
    /// The request edge: the lock asked for, and where.
    request: Option<(Lid, CallStack)>,
    /// Yield edges, while it waits on `yield_sig`.
    yields: Vec<Tid>,
    yield_sig: Option<u32>,
    /// Its next Request skips avoidance (starvation bypass).
    bypass: bool,
}

#[derive(Clone, Copy, Debug, Default)]
struct LockNode {
    owner: Option<Tid>,
}

/// What a Request decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Go on and acquire (possibly blocking on the lock as usual).
    Proceed,
    /// Do not acquire: wait until a Release wakes `signature`, then Request again.
    Yield { signature: u32, to: Vec<Tid> },
}

/// A cycle found by [`Engine::detect`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detection {
    /// Request and hold edges only: the threads are deadlocked.
    Deadlock {
        signature: Signature,
        threads: Vec<Tid>,
    },
    /// Yield edges in the cycle: avoidance starves these threads; `released` bypasses it.
    Starvation {
        signature: Signature,
        threads: Vec<Tid>,
        released: Tid,
    },
}

#[derive(Clone, Debug, Default)]
pub struct Engine {
    history: History,
    threads: Vec<ThreadNode>,
    locks: Vec<LockNode>,
    /// Per outer position of the history: (thread, lock) holding or granted there.
    grantees: BTreeMap<CallStack, Vec<(Tid, Lid)>>,
}

impl Engine {
    pub fn new(history: History) -> Engine {
        Engine {
            history,
            ..Engine::default()
        }
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    fn thread(&mut self, t: Tid) -> &mut ThreadNode {
        let i = t as usize;
        if i >= self.threads.len() {
            self.threads.resize_with(i + 1, ThreadNode::default);
        }
        &mut self.threads[i]
    }

    fn lock(&mut self, l: Lid) -> &mut LockNode {
        let i = l as usize;
        if i >= self.locks.len() {
            self.locks.resize(i + 1, LockNode::default());
        }
        &mut self.locks[i]
    }

    fn owner(&self, l: Lid) -> Option<Tid> {
        self.locks.get(l as usize).and_then(|n| n.owner)
    }

    /// Thread `t` asks for lock `l` at `pos` (not a re-entry: the embedder skips those).
    pub fn request(&mut self, t: Tid, l: Lid, pos: CallStack) -> Decision {
        let node = self.thread(t);
        node.request = Some((l, pos));
        node.yields.clear();
        node.yield_sig = None;
        let bypass = core::mem::take(&mut node.bypass);
        let sigs = self.history.signatures_at(&pos);
        if sigs.is_empty() {
            return Decision::Proceed;
        }
        let sigs: Vec<u32> = sigs.to_vec();
        self.grantees.entry(pos).or_default().push((t, l));
        if bypass {
            return Decision::Proceed;
        }
        for s in sigs {
            if let Some(others) = self.instantiation(s, t, l, pos) {
                self.ungrant(pos, t, l);
                let node = self.thread(t);
                node.yields = others.clone();
                node.yield_sig = Some(s);
                return Decision::Yield {
                    signature: s,
                    to: others,
                };
            }
        }
        Decision::Proceed
    }

    fn ungrant(&mut self, pos: CallStack, t: Tid, l: Lid) {
        if let Some(g) = self.grantees.get_mut(&pos) {
            if let Some(i) = g.iter().position(|&e| e == (t, l)) {
                g.swap_remove(i);
            }
        }
    }

    /// The other threads of an instantiation of signature `s` that includes (t, l) at
    /// `pos`, if there is one.
    fn instantiation(&self, s: u32, t: Tid, l: Lid, pos: CallStack) -> Option<Vec<Tid>> {
        let sig = self.history.get(s)?;
        let slots: Vec<CallStack> = sig.outer().collect();
        for k in 0..slots.len() {
            if slots[k] != pos {
                continue;
            }
            let mut chosen: Vec<(Tid, Lid)> = alloc::vec![(t, l)];
            let rest: Vec<CallStack> = slots
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != k)
                .map(|(_, p)| *p)
                .collect();
            if self.assign(&rest, &mut chosen) {
                return Some(chosen[1..].iter().map(|e| e.0).collect());
            }
        }
        None
    }

    /// Backtracking: gives each of `slots` a grantee of its position, all threads and
    /// all locks distinct from each other and from `chosen`.
    fn assign(&self, slots: &[CallStack], chosen: &mut Vec<(Tid, Lid)>) -> bool {
        let Some((first, rest)) = slots.split_first() else {
            return true;
        };
        let Some(cands) = self.grantees.get(first) else {
            return false;
        };
        for &(ct, cl) in cands {
            if chosen.iter().any(|&(t, l)| t == ct || l == cl) {
                continue;
            }
            chosen.push((ct, cl));
            if self.assign(rest, chosen) {
                return true;
            }
            chosen.pop();
        }
        false
    }

    /// `t` now owns `l`, acquired at the position of its last Request.
    pub fn acquired(&mut self, t: Tid, l: Lid) {
        let node = self.thread(t);
        let Some((rl, pos)) = node.request.take() else {
            return;
        };
        debug_assert_eq!(rl, l);
        node.holds.push((l, pos));
        node.yields.clear();
        node.yield_sig = None;
        self.lock(l).owner = Some(t);
    }

    /// `t` gave up its request without acquiring (a failed tryLock, a timeout).
    pub fn cancel(&mut self, t: Tid) {
        let node = self.thread(t);
        if let Some((l, pos)) = node.request.take() {
            node.yields.clear();
            node.yield_sig = None;
            self.ungrant(pos, t, l);
        }
    }

    /// `t` releases `l` entirely. Returns the signatures whose yielders must be woken.
    pub fn release(&mut self, t: Tid, l: Lid) -> Vec<u32> {
        let node = self.thread(t);
        let Some(i) = node.holds.iter().rposition(|h| h.0 == l) else {
            return Vec::new();
        };
        let (_, pos) = node.holds.remove(i);
        self.lock(l).owner = None;
        let sigs = self.history.signatures_at(&pos);
        if sigs.is_empty() {
            return Vec::new();
        }
        let sigs = sigs.to_vec();
        self.ungrant(pos, t, l);
        sigs
    }

    /// The thread `u` waits for next: a yield target, or the owner of its requested lock.
    fn successors(&self, u: Tid) -> Vec<Tid> {
        let Some(n) = self.threads.get(u as usize) else {
            return Vec::new();
        };
        if !n.yields.is_empty() {
            return n.yields.clone();
        }
        match n.request {
            Some((l, _)) => self.owner(l).filter(|&o| o != u).into_iter().collect(),
            None => Vec::new(),
        }
    }

    /// Called when `t` is about to block (its request's lock is owned by another thread)
    /// or to yield: finds a cycle through `t`, records its signature and, for starvation,
    /// releases one yielding thread of it.
    pub fn detect(&mut self, t: Tid) -> Option<Detection> {
        let n = self.threads.len() as Tid;
        let mut set: Vec<bool> = (0..n).map(|u| !self.successors(u).is_empty()).collect();
        loop {
            let mut changed = false;
            for u in 0..n {
                if set[u as usize]
                    && !self
                        .successors(u)
                        .iter()
                        .all(|&v| set.get(v as usize).copied().unwrap_or(false))
                {
                    set[u as usize] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        if !set.get(t as usize).copied().unwrap_or(false) {
            return None;
        }
        // Walk from t inside the set until a thread repeats: that loop is the cycle.
        let mut path: Vec<Tid> = alloc::vec![t];
        let start = loop {
            let u = *path.last()?;
            let v = *self.successors(u).first()?;
            if let Some(i) = path.iter().position(|&w| w == v) {
                break i;
            }
            path.push(v);
        };
        let cycle: Vec<Tid> = path[start..].to_vec();
        let mut links = Vec::with_capacity(cycle.len());
        let mut starving = None;
        for (i, &u) in cycle.iter().enumerate() {
            let prev = cycle[(i + cycle.len() - 1) % cycle.len()];
            let pn = &self.threads[prev as usize];
            let un = &self.threads[u as usize];
            let inner = un.request.map(|r| r.1)?;
            let outer = if pn.yields.is_empty() {
                // prev waits for a lock u holds: where u took it.
                let (l, _) = pn.request?;
                un.holds.iter().rev().find(|h| h.0 == l)?.1
            } else {
                // prev yields to u: u holds or is granted at a position of prev's
                // signature; its latest acquisition stands for it.
                starving.get_or_insert(prev);
                un.holds.last().map_or(inner, |h| h.1)
            };
            links.push(Link { outer, inner });
        }
        let signature = Signature::new(links)?;
        self.history.add(signature.clone());
        Some(match starving {
            None => Detection::Deadlock {
                signature,
                threads: cycle,
            },
            Some(released) => {
                let r = self.thread(released);
                r.bypass = true;
                r.yields.clear();
                r.yield_sig = None;
                Detection::Starvation {
                    signature,
                    threads: cycle,
                    released,
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::Position;
    use alloc::vec;

    fn p(pc: u32) -> CallStack {
        CallStack::top(Position {
            dex: 0xfeed,
            method: 3,
            pc,
        })
    }

    const A: Lid = 0;
    const B: Lid = 1;
    const C: Lid = 2;

    fn take(e: &mut Engine, t: Tid, l: Lid, at: u32) {
        assert_eq!(e.request(t, l, p(at)), Decision::Proceed);
        e.acquired(t, l);
    }

    /// t1 holds A (taken at 1) and wants B (at 3); t2 holds B (at 2) and wants A (at 4).
    fn inversion(e: &mut Engine) -> Option<Detection> {
        take(e, 1, A, 1);
        take(e, 2, B, 2);
        assert_eq!(e.request(1, B, p(3)), Decision::Proceed);
        assert_eq!(e.detect(1), None, "t2 still runs");
        assert_eq!(e.request(2, A, p(4)), Decision::Proceed);
        e.detect(2)
    }

    fn inversion_signature() -> Signature {
        Signature::new(vec![
            Link {
                outer: p(1),
                inner: p(3),
            },
            Link {
                outer: p(2),
                inner: p(4),
            },
        ])
        .unwrap()
    }

    #[test]
    fn a_lock_inversion_is_detected_when_the_cycle_closes() {
        let mut e = Engine::default();
        let d = inversion(&mut e).expect("deadlock");
        assert_eq!(
            d,
            Detection::Deadlock {
                signature: inversion_signature(),
                threads: vec![2, 1],
            }
        );
        assert_eq!(e.history().len(), 1);
        // Seen again from the other thread: the same signature, stored once.
        let mut e2 = Engine::new(History::default());
        take(&mut e2, 2, B, 2);
        take(&mut e2, 1, A, 1);
        e2.request(2, A, p(4));
        e2.request(1, B, p(3));
        assert!(
            matches!(e2.detect(1), Some(Detection::Deadlock { ref signature, .. }) if *signature == inversion_signature())
        );
    }

    #[test]
    fn a_known_signature_is_avoided_and_the_yielder_woken_by_the_release() {
        let mut first = Engine::default();
        inversion(&mut first).unwrap();
        let mut e = Engine::new(first.history().clone());
        take(&mut e, 1, A, 1);
        // t2 at position 2 would instantiate the signature with t1 holding A at 1.
        assert_eq!(
            e.request(2, B, p(2)),
            Decision::Yield {
                signature: 0,
                to: vec![1]
            }
        );
        assert_eq!(e.detect(2), None, "t1 runs on");
        take(&mut e, 1, B, 3);
        assert_eq!(e.release(1, B), Vec::<u32>::new(), "3 is in no signature");
        assert_eq!(e.release(1, A), vec![0], "wake the yielders of signature 0");
        take(&mut e, 2, B, 2);
        take(&mut e, 2, A, 4);
    }

    #[test]
    fn instantiation_needs_distinct_threads_and_distinct_locks() {
        let mut first = Engine::default();
        inversion(&mut first).unwrap();
        let h = first.history().clone();
        // One thread at both positions: no deadlock possible.
        let mut e = Engine::new(h.clone());
        take(&mut e, 1, A, 1);
        assert_eq!(e.request(1, B, p(2)), Decision::Proceed);
        // Two threads, but the same lock at both positions.
        let mut e = Engine::new(h);
        take(&mut e, 1, A, 1);
        e.release(1, A);
        assert_eq!(e.request(1, A, p(1)), Decision::Proceed);
        assert_eq!(e.request(2, A, p(2)), Decision::Proceed);
    }

    #[test]
    fn starvation_from_avoidance_is_recorded_and_one_yielder_bypasses() {
        let mut first = Engine::default();
        inversion(&mut first).unwrap();
        let mut e = Engine::new(first.history().clone());
        take(&mut e, 2, C, 9);
        take(&mut e, 1, A, 1);
        assert!(matches!(e.request(2, B, p(2)), Decision::Yield { .. }));
        // t1 now wants C, which the yielding t2 holds: avoidance would hang them both.
        assert_eq!(e.request(1, C, p(5)), Decision::Proceed);
        let d = e.detect(1).expect("starvation");
        let Detection::Starvation {
            threads, released, ..
        } = d
        else {
            panic!("{d:?}");
        };
        assert_eq!(released, 2);
        assert_eq!(threads.len(), 2);
        assert_eq!(e.history().len(), 2);
        // The released thread's retry is not avoided.
        assert_eq!(e.request(2, B, p(2)), Decision::Proceed);
        e.acquired(2, B);
    }

    #[test]
    fn three_threads_in_a_cycle_while_a_fourth_runs() {
        let mut e = Engine::default();
        take(&mut e, 1, A, 10);
        take(&mut e, 2, B, 20);
        take(&mut e, 3, C, 30);
        e.request(1, B, p(11));
        e.request(2, C, p(21));
        assert_eq!(e.detect(2), None);
        e.request(3, A, p(31));
        let Some(Detection::Deadlock { signature, threads }) = e.detect(3) else {
            panic!("no deadlock");
        };
        assert_eq!(threads.len(), 3);
        let outer: Vec<CallStack> = signature.outer().collect();
        assert_eq!(outer, vec![p(10), p(20), p(30)]);
        // A thread blocked on a lock of a running thread is in no cycle.
        let mut e = Engine::default();
        take(&mut e, 1, A, 10);
        take(&mut e, 4, B, 40);
        e.request(1, B, p(11));
        assert_eq!(e.detect(1), None);
    }

    #[test]
    fn a_cancelled_request_leaves_no_grant() {
        let mut first = Engine::default();
        inversion(&mut first).unwrap();
        let mut e = Engine::new(first.history().clone());
        assert_eq!(e.request(1, A, p(1)), Decision::Proceed);
        e.cancel(1);
        assert_eq!(e.request(2, B, p(2)), Decision::Proceed);
    }
}
