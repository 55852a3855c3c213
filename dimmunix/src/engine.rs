//! The avoidance and detection engine (seed 000 §II-B, §II-D; the Java and Android ports
//! for details). Only what the embedder does not already know is kept here: per thread its
//! yield edges and its grants at positions of the history, per position of the history
//! the (thread, lock) pairs holding or allowed there. Hold and request edges are the
//! embedder's own (the VM: lock words, held-monitor lists, what a blocked thread waits
//! for), read through [`Rag`] only when a thread is about to block. So a Request at a
//! position in no signature costs one hash probe and leaves no state.
//!
//! The instantiation check is O(1) in the history size in the common case: like SAT
//! solvers' watched literals, each signature watches one of its outer positions that no
//! thread holds or is granted; while it does, no Request elsewhere can complete it, so a
//! Request at a position only examines the signatures watching that position (and the
//! rare ones with every position occupied). A watch moves only when its position gets its
//! first grantee.
//!
//! Avoidance: a Request at a position of some signature grants (thread, lock) there; if a
//! signature can then be instantiated (each of its outer positions held or granted by
//! distinct threads on distinct locks, the requester among them) the grant is undone and
//! the thread yields to the others until a Release at a position of that signature.
//! Detection, when a thread is about to block: the threads blocked for good are the
//! greatest set (among those reachable from it) in which each requester waits for a lock
//! owned inside the set and each yielder yields only to threads inside it (a yielding
//! thread is blocked only if every one of its yield edges leads into the cycle). A cycle
//! of request edges only is a deadlock; one with yield edges is avoidance-induced
//! starvation, and one yielding thread of it is released to bypass avoidance once, so no
//! app hangs because of Dimmunix. Both are saved to the history.

use alloc::vec::Vec;

use crate::history::History;
use crate::signature::{CallStack, Link, Signature};

pub type Tid = u32;
pub type Lid = u32;

/// The embedder's side of the resource allocation graph, read at detection time.
pub trait Rag {
    /// The thread owning `l`.
    fn owner(&self, l: Lid) -> Option<Tid>;
    /// The lock `t` is blocked on (or asking for), and where it asked.
    fn request(&self, t: Tid) -> Option<(Lid, CallStack)>;
    /// Where `t` acquired `l`, which it holds.
    fn acquired_at(&self, t: Tid, l: Lid) -> Option<CallStack>;
    /// The lock `t` is blocked on, without its position (the cheap first look).
    fn blocked_on(&self, t: Tid) -> Option<Lid> {
        self.request(t).map(|r| r.0)
    }
}

#[derive(Clone, Debug, Default)]
struct ThreadNode {
    /// Locks granted (held or allowed) at positions of the history: lock, position id.
    grants: Vec<(Lid, u32)>,
    /// Yield edges, while it waits on `yield_sig`.
    yields: Vec<Tid>,
    yield_sig: Option<u32>,
    /// Its next Request skips avoidance (starvation bypass).
    bypass: bool,
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
        /// The signature `released` was yielding on (its wait queue to wake).
        yielded_on: Option<u32>,
    },
}

#[derive(Clone, Debug, Default)]
pub struct Engine {
    history: History,
    threads: Vec<ThreadNode>,
    /// Per position id of the history: (thread, lock) holding or granted there.
    grantees: Vec<Vec<(Tid, Lid)>>,
    /// Per position id: the signatures watching it (each signature watches one of its
    /// positions without grantees, or is exposed).
    watchers: Vec<Vec<u32>>,
    /// Signatures whose every outer position has a grantee.
    exposed: Vec<u32>,
    /// Threads yielding now (a Release only looks for queues to wake while some do).
    yielders: u32,
    /// Requests at a position of the history (the instantiation check ran).
    checked: u64,
}

impl Engine {
    pub fn new(history: History) -> Engine {
        let mut e = Engine::default();
        e.change_history(|h| *h = history);
        e
    }

    /// Changes the history with `f` and rebuilds what is derived from position ids:
    /// the grants (found again by their stacks; those at positions no longer watched are
    /// dropped), the grantees, and every signature's watch.
    fn change_history(&mut self, f: impl FnOnce(&mut History)) {
        let stacks: Vec<Vec<(Lid, CallStack)>> = self
            .threads
            .iter()
            .map(|n| {
                n.grants
                    .iter()
                    .filter_map(|&(l, p)| Some((l, self.history.stack(p)?)))
                    .collect()
            })
            .collect();
        f(&mut self.history);
        let n = self.history.positions();
        self.grantees = alloc::vec![Vec::new(); n];
        for (t, (node, old)) in self.threads.iter_mut().zip(stacks).enumerate() {
            node.grants.clear();
            for (l, cs) in old {
                if let Some(p) = self.history.position_id(&cs) {
                    node.grants.push((l, p));
                    self.grantees[p as usize].push((t as Tid, l));
                }
            }
        }
        self.watchers = alloc::vec![Vec::new(); n];
        self.exposed.clear();
        for s in 0..self.history.len() as u32 {
            self.place_watch(s);
        }
    }

    /// Points signature `s`'s watch at one of its positions without grantees, or marks
    /// it exposed.
    fn place_watch(&mut self, s: u32) {
        let free = self
            .history
            .slots(s)
            .iter()
            .copied()
            .find(|&p| self.grantees[p as usize].is_empty());
        match free {
            Some(p) => self.watchers[p as usize].push(s),
            None => self.exposed.push(s),
        }
    }

    fn clear_yield(&mut self, t: Tid) -> Option<u32> {
        let n = self.threads.get_mut(t as usize)?;
        n.yields.clear();
        let s = n.yield_sig.take();
        if s.is_some() {
            self.yielders -= 1;
        }
        s
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    /// Replaces the history (loading a persisted image); grants at positions it no
    /// longer has are dropped.
    pub fn set_history(&mut self, history: History) {
        self.change_history(|h| *h = history);
    }

    fn thread(&mut self, t: Tid) -> &mut ThreadNode {
        let i = t as usize;
        if i >= self.threads.len() {
            self.threads.resize_with(i + 1, ThreadNode::default);
        }
        &mut self.threads[i]
    }

    /// Bytes of engine state: thread nodes with their edges, grants, watches, and the
    /// history.
    pub fn footprint(&self) -> usize {
        use core::mem::size_of;
        let nodes: usize = self
            .threads
            .iter()
            .map(|n| {
                n.grants.capacity() * size_of::<(Lid, u32)>()
                    + n.yields.capacity() * size_of::<Tid>()
            })
            .sum();
        let grants: usize = self
            .grantees
            .iter()
            .map(|g| size_of::<Vec<(Tid, Lid)>>() + g.capacity() * 8)
            .sum();
        let watchers: usize = self
            .watchers
            .iter()
            .map(|w| size_of::<Vec<u32>>() + w.capacity() * 4)
            .sum();
        self.threads.capacity() * size_of::<ThreadNode>()
            + nodes
            + grants
            + watchers
            + self.exposed.capacity() * 4
            + self.history.footprint()
    }

    /// How many Requests were at a position of the history (ran the instantiation
    /// check).
    pub fn checked(&self) -> u64 {
        self.checked
    }

    /// The signature `t` is yielding on, if it is.
    pub fn yielding(&self, t: Tid) -> Option<u32> {
        self.threads.get(t as usize).and_then(|n| n.yield_sig)
    }

    /// Lets `t`'s next Request skip avoidance and drops its yield edges (a starvation
    /// the graph cannot see, e.g. the thread it yields to waits for a notify). Returns
    /// the signature it was yielding on.
    pub fn bypass(&mut self, t: Tid) -> Option<u32> {
        self.thread(t).bypass = true;
        self.clear_yield(t)
    }

    /// `t` ended: its node is cleared (its locks were released before).
    pub fn forget(&mut self, t: Tid) {
        self.clear_yield(t);
        if let Some(n) = self.threads.get_mut(t as usize) {
            *n = ThreadNode::default();
        }
    }

    /// Request: `t` asks for lock `l` at `pos` (not a re-entry: the embedder skips
    /// those). On `Proceed` the lock counts as granted at `pos` until its Release.
    #[inline]
    pub fn request(&mut self, t: Tid, l: Lid, pos: CallStack) -> Decision {
        if self.yielders > 0 {
            self.clear_yield(t);
        }
        let Some(p) = self.history.position_id(&pos) else {
            return Decision::Proceed;
        };
        self.checked += 1;
        let bypass = core::mem::take(&mut self.thread(t).bypass);
        if !bypass {
            if let Some((signature, to)) = self.check(t, l, p) {
                let node = self.thread(t);
                node.yields = to.clone();
                node.yield_sig = Some(signature);
                self.yielders += 1;
                return Decision::Yield { signature, to };
            }
        }
        self.grant(t, l, p);
        Decision::Proceed
    }

    /// A signature that (t, l) at position `p` would instantiate, and its other threads.
    /// Only the signatures watching `p`, and exposed ones at `p`, can be.
    fn check(&self, t: Tid, l: Lid, p: u32) -> Option<(u32, Vec<Tid>)> {
        for &s in &self.watchers[p as usize] {
            if let Some(o) = self.instantiation(s, t, l, p) {
                return Some((s, o));
            }
        }
        for &s in &self.exposed {
            if self.history.slots(s).contains(&p) {
                if let Some(o) = self.instantiation(s, t, l, p) {
                    return Some((s, o));
                }
            }
        }
        None
    }

    /// `t` takes `l` at `pos` where it cannot be made to wait (re-acquiring a monitor
    /// after `Object.wait`, inside the scheduler): granted without avoidance.
    pub fn request_unavoidable(&mut self, t: Tid, l: Lid, pos: CallStack) {
        if self.yielders > 0 {
            self.clear_yield(t);
        }
        if let Some(p) = self.history.position_id(&pos) {
            self.grant(t, l, p);
        }
    }

    fn grant(&mut self, t: Tid, l: Lid, p: u32) {
        self.thread(t).grants.push((l, p));
        let g = &mut self.grantees[p as usize];
        g.push((t, l));
        if g.len() == 1 && !self.watchers[p as usize].is_empty() {
            // Its first grantee: the signatures watching it look for another free one.
            for s in core::mem::take(&mut self.watchers[p as usize]) {
                self.place_watch(s);
            }
        }
    }

    /// Drops `t`'s newest grant of `l`; its position id.
    fn ungrant(&mut self, t: Tid, l: Lid) -> Option<u32> {
        let node = self.threads.get_mut(t as usize)?;
        let i = node.grants.iter().rposition(|g| g.0 == l)?;
        let (_, p) = node.grants.remove(i);
        let g = &mut self.grantees[p as usize];
        if let Some(j) = g.iter().position(|&e| e == (t, l)) {
            g.swap_remove(j);
        }
        if g.is_empty() && !self.exposed.is_empty() {
            // Free again: exposed signatures there watch it.
            let mut k = 0;
            while k < self.exposed.len() {
                let s = self.exposed[k];
                if self.history.slots(s).contains(&p) {
                    self.exposed.swap_remove(k);
                    self.watchers[p as usize].push(s);
                } else {
                    k += 1;
                }
            }
        }
        Some(p)
    }

    /// The other threads of an instantiation of signature `s` that includes (t, l) at
    /// position `p`, if there is one.
    fn instantiation(&self, s: u32, t: Tid, l: Lid, p: u32) -> Option<Vec<Tid>> {
        let slots = self.history.slots(s);
        let usable = |q: u32| {
            self.grantees[q as usize]
                .iter()
                .any(|&(ct, cl)| ct != t && cl != l)
        };
        for k in 0..slots.len() {
            if slots[k] != p {
                continue;
            }
            // Without allocating: every other position needs someone else there.
            if !slots.iter().enumerate().all(|(i, &q)| i == k || usable(q)) {
                continue;
            }
            let rest: Vec<u32> = slots
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != k)
                .map(|(_, &q)| q)
                .collect();
            let mut chosen: Vec<(Tid, Lid)> = alloc::vec![(t, l)];
            if self.assign(&rest, &mut chosen) {
                return Some(chosen[1..].iter().map(|e| e.0).collect());
            }
        }
        None
    }

    /// Backtracking: gives each of `slots` a grantee of its position, all threads and
    /// all locks distinct from each other and from `chosen`.
    fn assign(&self, slots: &[u32], chosen: &mut Vec<(Tid, Lid)>) -> bool {
        let Some((first, rest)) = slots.split_first() else {
            return true;
        };
        for &(ct, cl) in &self.grantees[*first as usize] {
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

    /// `t` gave up a granted request without acquiring (a failed tryLock, a timeout).
    pub fn cancel(&mut self, t: Tid, l: Lid) {
        self.ungrant(t, l);
    }

    /// Release: `t` releases `l` entirely. Returns the signatures whose yielders must be
    /// woken (none unless `l` was granted at a position of the history).
    #[inline]
    pub fn release(&mut self, t: Tid, l: Lid) -> &[u32] {
        match self.threads.get(t as usize) {
            Some(n) if !n.grants.is_empty() => {}
            _ => return &[],
        }
        match self.ungrant(t, l) {
            Some(p) if self.yielders > 0 => self.history.signatures_at_id(p),
            _ => &[],
        }
    }

    /// The threads `u` waits for next: its yield targets, or the owner of the lock it
    /// is blocked on.
    fn successors(&self, u: Tid, rag: &impl Rag) -> Vec<Tid> {
        if let Some(n) = self.threads.get(u as usize) {
            if !n.yields.is_empty() {
                return n.yields.clone();
            }
        }
        match rag.request(u) {
            Some((l, _)) => rag.owner(l).filter(|&o| o != u).into_iter().collect(),
            None => Vec::new(),
        }
    }

    /// The common case without allocating: following request edges from `t` reaches a
    /// running thread, so there is no cycle through `t`. False only then.
    fn may_cycle(&self, t: Tid, rag: &impl Rag) -> bool {
        let mut u = t;
        for _ in 0..64 {
            if self
                .threads
                .get(u as usize)
                .is_some_and(|n| !n.yields.is_empty())
            {
                return true;
            }
            let Some(o) = rag.blocked_on(u).and_then(|l| rag.owner(l)) else {
                return false;
            };
            if o == t || o == u {
                return o == t;
            }
            u = o;
        }
        true
    }

    /// Called when `t` is about to block (the lock it asked for is owned by another
    /// thread) or to yield: finds a cycle through `t`, records its signature and, for
    /// starvation, releases one yielding thread of it. Only the threads reachable from
    /// `t` are examined.
    pub fn detect(&mut self, t: Tid, rag: &impl Rag) -> Option<Detection> {
        if !self.may_cycle(t, rag) {
            return None;
        }
        // The threads reachable from t, with their successors.
        let mut reach: Vec<(Tid, Vec<Tid>)> = Vec::new();
        let mut todo = alloc::vec![t];
        while let Some(u) = todo.pop() {
            if reach.iter().any(|r| r.0 == u) {
                continue;
            }
            let succ = self.successors(u, rag);
            todo.extend(succ.iter().copied());
            reach.push((u, succ));
        }
        // Greatest set whose members all have successors, all inside the set.
        let mut set: Vec<bool> = reach.iter().map(|r| !r.1.is_empty()).collect();
        loop {
            let mut changed = false;
            for i in 0..reach.len() {
                if set[i]
                    && !reach[i]
                        .1
                        .iter()
                        .all(|v| reach.iter().position(|r| r.0 == *v).is_some_and(|j| set[j]))
                {
                    set[i] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        if !set.first().copied().unwrap_or(false) {
            return None;
        }
        let next = |u: Tid| -> Option<Tid> {
            reach
                .iter()
                .find(|r| r.0 == u)
                .and_then(|r| r.1.first().copied())
        };
        // Walk from t inside the set until a thread repeats: that loop is the cycle.
        let mut path: Vec<Tid> = alloc::vec![t];
        let start = loop {
            let v = next(*path.last()?)?;
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
            let yielding = self
                .threads
                .get(prev as usize)
                .is_some_and(|n| !n.yields.is_empty());
            // What u asked for (a yielder: the lock it was refused).
            let inner = rag.request(u).map(|r| r.1)?;
            let outer = if yielding {
                // prev yields to u: u holds or is granted at a position of prev's
                // signature; its newest grant stands for it.
                starving.get_or_insert(prev);
                self.threads
                    .get(u as usize)
                    .and_then(|n| n.grants.last().and_then(|g| self.history.stack(g.1)))
                    .unwrap_or(inner)
            } else {
                // prev waits for a lock u holds: where u took it.
                let (l, _) = rag.request(prev)?;
                rag.acquired_at(u, l)?
            };
            links.push(Link { outer, inner });
        }
        let signature = Signature::new(links)?;
        let sig = signature.clone();
        self.change_history(|h| {
            h.add(sig);
        });
        Some(match starving {
            None => Detection::Deadlock {
                signature,
                threads: cycle,
            },
            Some(released) => {
                let yielded_on = self.bypass(released);
                Detection::Starvation {
                    signature,
                    threads: cycle,
                    released,
                    yielded_on,
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::Position;
    use alloc::collections::BTreeMap;
    use alloc::vec;

    fn p(pc: u32) -> CallStack {
        CallStack::top(Position {
            dex: 0xfeed,
            method: 3,
            pc,
        })
    }

    const A: Lid = 10;
    const B: Lid = 11;
    const C: Lid = 12;

    /// The embedder's half of the graph: lock owners, where they were taken, and what
    /// each thread asks for.
    #[derive(Default)]
    struct World {
        owners: BTreeMap<Lid, Tid>,
        at: BTreeMap<(Tid, Lid), CallStack>,
        asks: BTreeMap<Tid, (Lid, CallStack)>,
    }

    impl Rag for World {
        fn owner(&self, l: Lid) -> Option<Tid> {
            self.owners.get(&l).copied()
        }
        fn request(&self, t: Tid) -> Option<(Lid, CallStack)> {
            self.asks.get(&t).copied()
        }
        fn acquired_at(&self, t: Tid, l: Lid) -> Option<CallStack> {
            self.at.get(&(t, l)).copied()
        }
    }

    struct Sim {
        e: Engine,
        w: World,
    }

    impl Sim {
        fn new(h: History) -> Sim {
            Sim {
                e: Engine::new(h),
                w: World::default(),
            }
        }
        /// Request; the thread keeps asking until it takes the lock.
        fn ask(&mut self, t: Tid, l: Lid, at: u32) -> Decision {
            self.w.asks.insert(t, (l, p(at)));
            self.e.request(t, l, p(at))
        }
        fn take(&mut self, t: Tid, l: Lid, at: u32) {
            assert_eq!(self.ask(t, l, at), Decision::Proceed);
            self.w.asks.remove(&t);
            self.w.owners.insert(l, t);
            self.w.at.insert((t, l), p(at));
        }
        fn release(&mut self, t: Tid, l: Lid) -> Vec<u32> {
            self.w.owners.remove(&l);
            self.w.at.remove(&(t, l));
            self.e.release(t, l).to_vec()
        }
        fn detect(&mut self, t: Tid) -> Option<Detection> {
            self.e.detect(t, &self.w)
        }
    }

    /// t1 holds A (taken at 1) and wants B (at 3); t2 holds B (at 2) and wants A (at 4).
    fn inversion(s: &mut Sim) -> Option<Detection> {
        s.take(1, A, 1);
        s.take(2, B, 2);
        assert_eq!(s.ask(1, B, 3), Decision::Proceed);
        assert_eq!(s.detect(1), None, "t2 still runs");
        assert_eq!(s.ask(2, A, 4), Decision::Proceed);
        s.detect(2)
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

    fn learned() -> History {
        let mut first = Sim::new(History::default());
        inversion(&mut first).expect("deadlock");
        first.e.history().clone()
    }

    #[test]
    fn a_lock_inversion_is_detected_when_the_cycle_closes() {
        let mut s = Sim::new(History::default());
        let d = inversion(&mut s).expect("deadlock");
        assert_eq!(
            d,
            Detection::Deadlock {
                signature: inversion_signature(),
                threads: vec![2, 1],
            }
        );
        assert_eq!(s.e.history().len(), 1);
        // Seen again from the other thread: the same signature, stored once.
        let mut s2 = Sim::new(History::default());
        s2.take(2, B, 2);
        s2.take(1, A, 1);
        s2.ask(2, A, 4);
        s2.ask(1, B, 3);
        assert!(
            matches!(s2.detect(1), Some(Detection::Deadlock { ref signature, .. }) if *signature == inversion_signature())
        );
    }

    #[test]
    fn a_known_signature_is_avoided_and_the_yielder_woken_by_the_release() {
        let mut s = Sim::new(learned());
        s.take(1, A, 1);
        // t2 at position 2 would instantiate the signature with t1 holding A at 1.
        assert_eq!(
            s.ask(2, B, 2),
            Decision::Yield {
                signature: 0,
                to: vec![1]
            }
        );
        assert_eq!(s.e.yielding(2), Some(0));
        assert_eq!(s.detect(2), None, "t1 runs on");
        s.take(1, B, 3);
        assert_eq!(s.release(1, B), Vec::<u32>::new(), "3 is in no signature");
        assert_eq!(s.release(1, A), vec![0], "wake the yielders of signature 0");
        s.take(2, B, 2);
        assert_eq!(s.e.yielding(2), None);
        s.take(2, A, 4);
    }

    #[test]
    fn instantiation_needs_distinct_threads_and_distinct_locks() {
        let h = learned();
        // One thread at both positions: no deadlock possible.
        let mut s = Sim::new(h.clone());
        s.take(1, A, 1);
        assert_eq!(s.ask(1, B, 2), Decision::Proceed);
        // Two threads, but the same lock at both positions.
        let mut s = Sim::new(h);
        s.take(1, A, 1);
        s.release(1, A);
        assert_eq!(s.ask(1, A, 1), Decision::Proceed);
        assert_eq!(s.ask(2, A, 2), Decision::Proceed);
    }

    #[test]
    fn starvation_from_avoidance_is_recorded_and_one_yielder_bypasses() {
        let mut s = Sim::new(learned());
        s.take(2, C, 9);
        s.take(1, A, 1);
        assert!(matches!(s.ask(2, B, 2), Decision::Yield { .. }));
        // t1 now wants C, which the yielding t2 holds: avoidance would hang them both.
        assert_eq!(s.ask(1, C, 5), Decision::Proceed);
        let d = s.detect(1).expect("starvation");
        let Detection::Starvation {
            threads,
            released,
            yielded_on,
            ..
        } = d
        else {
            panic!("{d:?}");
        };
        assert_eq!((released, yielded_on), (2, Some(0)));
        assert_eq!(threads.len(), 2);
        assert_eq!(s.e.history().len(), 2);
        // The released thread's retry is not avoided.
        s.take(2, B, 2);
    }

    #[test]
    fn three_threads_in_a_cycle_while_a_fourth_runs() {
        let mut s = Sim::new(History::default());
        s.take(1, A, 10);
        s.take(2, B, 20);
        s.take(3, C, 30);
        s.ask(1, B, 11);
        s.ask(2, C, 21);
        assert_eq!(s.detect(2), None);
        s.ask(3, A, 31);
        let Some(Detection::Deadlock { signature, threads }) = s.detect(3) else {
            panic!("no deadlock");
        };
        assert_eq!(threads.len(), 3);
        let outer: Vec<CallStack> = signature.outer().collect();
        assert_eq!(outer, vec![p(10), p(20), p(30)]);
        // A thread blocked on a lock of a running thread is in no cycle.
        let mut s = Sim::new(History::default());
        s.take(1, A, 10);
        s.take(4, B, 40);
        s.ask(1, B, 11);
        assert_eq!(s.detect(1), None);
    }

    #[test]
    fn a_cancelled_request_leaves_no_grant() {
        let mut s = Sim::new(learned());
        assert_eq!(s.ask(1, A, 1), Decision::Proceed);
        s.e.cancel(1, A);
        s.w.asks.remove(&1);
        assert_eq!(s.ask(2, B, 2), Decision::Proceed);
    }

    #[test]
    fn positions_in_no_signature_keep_no_state() {
        let mut s = Sim::new(learned());
        let before = s.e.footprint();
        for t in 1..50 {
            s.take(t, 100 + t, 77);
            assert!(s.release(t, 100 + t).is_empty());
        }
        assert_eq!(s.e.footprint(), before);
        assert_eq!(s.e.checked(), 0);
        s.take(1, A, 1);
        assert_eq!(s.e.checked(), 1);
    }

    /// The watches only prune: over random histories and random grant/release
    /// sequences, a Request yields exactly when some signature at its position could be
    /// instantiated, as found by checking every such signature.
    #[test]
    fn watched_positions_find_every_instantiation() {
        let mut seed = 0x2545_f491_u64;
        let mut rnd = |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        let mut yields = 0;
        for _round in 0..40 {
            let mut h = History::default();
            for _ in 0..1 + rnd(12) {
                let n = 2 + rnd(2) as usize;
                let links = (0..n)
                    .map(|_| Link {
                        outer: p(rnd(6) as u32),
                        inner: p(100),
                    })
                    .collect();
                if let Some(sig) = Signature::new(links) {
                    h.add(sig);
                }
            }
            let mut e = Engine::new(h);
            let mut held: Vec<(Tid, Lid)> = Vec::new();
            for _ in 0..400 {
                let t = rnd(5) as Tid;
                if let Some(i) = held.iter().position(|h| h.0 == t) {
                    if rnd(2) == 0 {
                        let (_, l) = held.swap_remove(i);
                        e.release(t, l);
                        continue;
                    }
                }
                let l = 20 + rnd(5) as Lid;
                if held.iter().any(|h| h.1 == l) {
                    continue;
                }
                let pos = p(rnd(6) as u32);
                let naive = e.history.position_id(&pos).is_some_and(|id| {
                    e.history
                        .signatures_at_id(id)
                        .iter()
                        .any(|&s| e.instantiation(s, t, l, id).is_some())
                });
                let d = e.request(t, l, pos);
                assert_eq!(
                    matches!(d, Decision::Yield { .. }),
                    naive,
                    "request by {t} for {l} at {pos:?}"
                );
                if d == Decision::Proceed {
                    held.push((t, l));
                } else {
                    yields += 1;
                }
            }
        }
        assert!(
            yields > 100,
            "only {yields} yields: the test exercises too little"
        );
    }
}
