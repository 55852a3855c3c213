//! The signature history (seed 000 §II-C): every deadlock and starvation signature seen,
//! each once, and an index from outer call stacks to the signatures that contain them, so
//! a Request at a position in no signature costs one lookup (the embedder can cache the
//! answer per acquisition site). Bounded like the Android port's (1000 signatures); a full
//! history evicts the oldest signature, since new deadlocks are the ones still happening.

use alloc::vec::Vec;

use crate::signature::{CallStack, Link, Position, Signature};

/// The Android port's bound.
pub const DEFAULT_CAPACITY: usize = 1000;

/// What [`History::add`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    New,
    /// Already known (up to rotation): nothing changed.
    Duplicate,
    /// Added, and the oldest signature was dropped to make room.
    Evicted,
}

/// The signatures, stored compactly (each distinct call stack once, depth-sized, and a
/// signature as the ids of its stacks), and the positions the engine watches: each
/// distinct outer stack has a dense position id (`0..positions()`), the signatures having
/// it, and an open-addressing hash table from stack to id, so a Request at a position of
/// no signature costs one probe rather than a tree walk over 52-byte keys.
#[derive(Clone, Debug)]
pub struct History {
    capacity: usize,
    /// Frames of every distinct stack, outer stacks first (sorted), then the stacks
    /// that are only inner (sorted); stack `i` is `frames[starts[i]..starts[i + 1]]`.
    frames: Vec<Position>,
    starts: Vec<u32>,
    /// How many of the stacks are outer stacks (the position ids).
    outer: u32,
    /// Signature `i`'s links are `outers[ends[i - 1]..ends[i]]` with the same range of
    /// `inners` (stack ids, in cycle order from the canonical rotation).
    outers: Vec<u32>,
    inners: Vec<u32>,
    ends: Vec<u32>,
    /// Per position id: the signatures with an outer stack there, ascending.
    at: Vec<Vec<u32>>,
    /// Position id + 1 per bucket (0: empty); a power of two, at least twice the ids.
    table: Vec<u32>,
}

impl Default for History {
    fn default() -> Self {
        History::with_capacity(DEFAULT_CAPACITY)
    }
}

/// Multiplicative hash of the top frame (deeper frames only refine a match).
fn bucket(top: Position, mask: usize) -> usize {
    let h =
        (top.pc ^ top.method.rotate_left(13) ^ top.dex.rotate_left(26)).wrapping_mul(0x9E37_79B1);
    (h >> 7) as usize & mask
}

impl History {
    /// An empty history holding at most `capacity` (≥ 1) signatures.
    pub fn with_capacity(capacity: usize) -> History {
        History {
            capacity: capacity.max(1),
            frames: Vec::new(),
            starts: alloc::vec![0],
            outer: 0,
            outers: Vec::new(),
            inners: Vec::new(),
            ends: Vec::new(),
            at: Vec::new(),
            table: Vec::new(),
        }
    }

    /// The history of `sigs` (oldest first), as if added one by one: duplicates
    /// dropped, and only the newest `capacity` kept. Indexed once.
    pub fn from_signatures(sigs: Vec<Signature>, capacity: usize) -> History {
        let mut h = History::with_capacity(capacity);
        let mut seen = alloc::collections::BTreeSet::new();
        let mut kept: Vec<Signature> = Vec::with_capacity(sigs.len());
        for s in sigs {
            if seen.insert(s.clone()) {
                kept.push(s);
            }
        }
        let drop = kept.len().saturating_sub(h.capacity);
        kept.drain(..drop);
        h.rebuild(&kept);
        h
    }

    /// Adds `sig` unless an equal signature (same cycle, any rotation: signatures are
    /// canonical) is already there. A full history evicts its oldest signature first:
    /// the oldest deadlock is the one most likely fixed by an update since.
    pub fn add(&mut self, sig: Signature) -> Added {
        let mut all: Vec<Signature> = self.iter().collect();
        if all.contains(&sig) {
            return Added::Duplicate;
        }
        let evicted = all.len() == self.capacity;
        if evicted {
            all.remove(0);
        }
        all.push(sig);
        self.rebuild(&all);
        if evicted {
            Added::Evicted
        } else {
            Added::New
        }
    }

    fn rebuild(&mut self, sigs: &[Signature]) {
        let mut outer: Vec<CallStack> = sigs.iter().flat_map(|s| s.outer()).collect();
        outer.sort_unstable();
        outer.dedup();
        let mut inner: Vec<CallStack> = sigs
            .iter()
            .flat_map(|s| s.links().iter().map(|l| l.inner))
            .filter(|i| outer.binary_search(i).is_err())
            .collect();
        inner.sort_unstable();
        inner.dedup();
        let id = |cs: &CallStack| -> u32 {
            match outer.binary_search(cs) {
                Ok(i) => i as u32,
                Err(_) => (outer.len() + inner.binary_search(cs).unwrap_or(0)) as u32,
            }
        };
        self.frames.clear();
        self.starts.clear();
        self.starts.push(0);
        for cs in outer.iter().chain(&inner) {
            self.frames.extend_from_slice(cs.frames());
            self.starts.push(self.frames.len() as u32);
        }
        self.outer = outer.len() as u32;
        self.outers.clear();
        self.inners.clear();
        self.ends.clear();
        self.at = alloc::vec![Vec::new(); outer.len()];
        for (i, s) in sigs.iter().enumerate() {
            for l in s.links() {
                let o = id(&l.outer);
                self.outers.push(o);
                self.inners.push(id(&l.inner));
                let v = &mut self.at[o as usize];
                if v.last() != Some(&(i as u32)) {
                    v.push(i as u32);
                }
            }
            self.ends.push(self.outers.len() as u32);
        }
        let size = (outer.len() * 2).next_power_of_two().max(8);
        let mut table = alloc::vec![0u32; size];
        for (i, cs) in outer.iter().enumerate() {
            let mut b = bucket(cs.frames()[0], size - 1);
            while table[b] != 0 {
                b = (b + 1) & (size - 1);
            }
            table[b] = i as u32 + 1;
        }
        self.table = table;
        for v in [
            &mut self.outers,
            &mut self.inners,
            &mut self.ends,
            &mut self.starts,
        ] {
            v.shrink_to_fit();
        }
        self.frames.shrink_to_fit();
    }

    fn frames_of(&self, id: u32) -> &[Position] {
        let i = id as usize;
        match (self.starts.get(i), self.starts.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.frames[a as usize..b as usize],
            _ => &[],
        }
    }

    /// The call stack with id `id` (outer stacks are the position ids).
    pub fn stack(&self, id: u32) -> Option<CallStack> {
        let f = self.frames_of(id);
        CallStack::new(f, f.len())
    }

    fn range(&self, i: u32) -> Option<core::ops::Range<usize>> {
        let end = *self.ends.get(i as usize)? as usize;
        let start = if i == 0 {
            0
        } else {
            self.ends[i as usize - 1] as usize
        };
        Some(start..end)
    }

    /// Signature `i` (its number in reports: the oldest is 0).
    pub fn get(&self, i: u32) -> Option<Signature> {
        let r = self.range(i)?;
        let links = r
            .map(|k| {
                Some(Link {
                    outer: self.stack(self.outers[k])?,
                    inner: self.stack(self.inners[k])?,
                })
            })
            .collect::<Option<Vec<Link>>>()?;
        Signature::new(links)
    }

    /// Every signature, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = Signature> + '_ {
        (0..self.len() as u32).filter_map(|i| self.get(i))
    }

    /// The number of signature `sig`, if the history has it.
    pub fn index_of(&self, sig: &Signature) -> Option<u32> {
        (0..self.len() as u32).find(|&i| self.get(i).as_ref() == Some(sig))
    }

    /// Bytes held by the history and its position index.
    pub fn footprint(&self) -> usize {
        use core::mem::size_of;
        let lists: usize = self
            .at
            .iter()
            .map(|v| size_of::<Vec<u32>>() + v.capacity() * 4)
            .sum();
        size_of::<History>()
            + lists
            + self.frames.capacity() * size_of::<Position>()
            + (self.starts.capacity()
                + self.outers.capacity()
                + self.inners.capacity()
                + self.ends.capacity()
                + self.table.capacity())
                * 4
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The position id of an outer stack of some signature.
    #[inline]
    pub fn position_id(&self, pos: &CallStack) -> Option<u32> {
        if self.table.is_empty() {
            return None;
        }
        let mask = self.table.len() - 1;
        let mut b = bucket(pos.frames()[0], mask);
        loop {
            let e = self.table[b];
            if e == 0 {
                return None;
            }
            if self.frames_of(e - 1) == pos.frames() {
                return Some(e - 1);
            }
            b = (b + 1) & mask;
        }
    }

    /// Distinct outer stacks (position ids are `0..positions()`).
    pub fn positions(&self) -> usize {
        self.outer as usize
    }

    /// Indices of the signatures with an outer stack equal to `pos`.
    pub fn signatures_at(&self, pos: &CallStack) -> &[u32] {
        self.position_id(pos)
            .map_or(&[], |id| self.signatures_at_id(id))
    }

    /// Indices of the signatures with an outer stack at position `id`.
    pub fn signatures_at_id(&self, id: u32) -> &[u32] {
        self.at.get(id as usize).map_or(&[], |v| v.as_slice())
    }

    /// The position ids of signature `i`'s outer stacks, in link order.
    pub fn slots(&self, i: u32) -> &[u32] {
        self.range(i).map_or(&[], |r| &self.outers[r])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::{Link, Position};
    use alloc::vec;

    fn cs(pc: u32) -> CallStack {
        CallStack::top(Position {
            dex: 1,
            method: 2,
            pc,
        })
    }

    fn sig(outer: &[u32]) -> Signature {
        Signature::new(
            outer
                .iter()
                .map(|&o| Link {
                    outer: cs(o),
                    inner: cs(o + 100),
                })
                .collect(),
        )
        .unwrap()
    }

    #[test]
    fn signatures_are_kept_once_and_indexed_by_outer_position() {
        let mut h = History::default();
        assert_eq!(h.add(sig(&[1, 2])), Added::New);
        assert_eq!(h.add(sig(&[2, 1])), Added::Duplicate);
        assert_eq!(h.add(sig(&[2, 3, 4])), Added::New);
        assert_eq!(h.len(), 2);
        assert_eq!(h.signatures_at(&cs(2)), &[0, 1]);
        assert_eq!(h.signatures_at(&cs(1)), &[0]);
        assert!(
            h.signatures_at(&cs(101)).is_empty(),
            "inner stacks are not matched"
        );
        // A signature with a position twice is indexed once.
        h.add(sig(&[5, 5]));
        assert_eq!(h.signatures_at(&cs(5)), &[2]);
    }

    #[test]
    fn a_full_history_drops_its_oldest_signature() {
        let mut h = History::with_capacity(2);
        h.add(sig(&[1, 2]));
        h.add(sig(&[3, 4]));
        assert_eq!(h.add(sig(&[5, 6])), Added::Evicted);
        assert_eq!(
            h.iter().collect::<Vec<_>>(),
            vec![sig(&[3, 4]), sig(&[5, 6])]
        );
        assert!(h.signatures_at(&cs(1)).is_empty());
        assert_eq!(h.signatures_at(&cs(5)), &[1]);
        assert_eq!(vec![h.len()], [2]);
    }

    #[test]
    fn stacks_of_any_depth_are_stored_once_and_found_by_hash() {
        let top = Position {
            dex: 1,
            method: 2,
            pc: 7,
        };
        let caller = Position { pc: 99, ..top };
        let deep = CallStack::new(&[top, caller], 2).unwrap();
        let shallow = CallStack::top(top);
        let mut h = History::default();
        let link = |o: CallStack, i: CallStack| Link { outer: o, inner: i };
        h.add(Signature::new(vec![link(deep, shallow), link(shallow, deep)]).unwrap());
        for pc in 0..200 {
            h.add(sig(&[1000 + pc, 2000 + pc]));
        }
        assert_eq!(h.len(), 201);
        assert_eq!(h.signatures_at(&deep), &[0]);
        assert_eq!(h.signatures_at(&shallow), &[0]);
        assert_ne!(h.position_id(&deep), h.position_id(&shallow));
        assert_eq!(h.signatures_at(&cs(1150)), &[151]);
        assert!(h.signatures_at(&cs(3000)).is_empty());
        assert!(h.signatures_at(&cs(2250)).is_empty(), "inner only");
        let first = h.get(0).unwrap();
        assert_eq!(first.links().len(), 2);
        assert_eq!(h.index_of(&first), Some(0));
        assert_eq!(h.positions(), 2 + 400);
    }

    #[test]
    fn built_at_once_like_added_one_by_one() {
        let sigs = vec![sig(&[1, 2]), sig(&[3, 4]), sig(&[2, 1]), sig(&[5, 6])];
        let mut one = History::with_capacity(2);
        for s in sigs.clone() {
            one.add(s);
        }
        let all = History::from_signatures(sigs, 2);
        assert!(all.iter().eq(one.iter()));
        assert_eq!(all.len(), 2);
        assert_eq!(all.signatures_at(&cs(5)), &[1]);
        assert!(all.signatures_at(&cs(1)).is_empty(), "evicted");
    }
}
