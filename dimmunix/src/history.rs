//! The signature history (seed 000 §II-C): every deadlock and starvation signature seen,
//! each once, and an index from outer call stacks to the signatures that contain them, so
//! a Request at a position in no signature costs one lookup (the embedder can cache the
//! answer per acquisition site). Bounded like the Android port's (1000 signatures); a full
//! history evicts the oldest signature, since new deadlocks are the ones still happening.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::signature::{CallStack, Signature};

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

#[derive(Clone, Debug)]
pub struct History {
    sigs: Vec<Signature>,
    capacity: usize,
    index: BTreeMap<CallStack, Vec<u32>>,
}

impl Default for History {
    fn default() -> Self {
        History::with_capacity(DEFAULT_CAPACITY)
    }
}

impl History {
    /// An empty history holding at most `capacity` (≥ 1) signatures.
    pub fn with_capacity(capacity: usize) -> History {
        History {
            sigs: Vec::new(),
            capacity: capacity.max(1),
            index: BTreeMap::new(),
        }
    }

    pub fn add(&mut self, sig: Signature) -> Added {
        if self.sigs.contains(&sig) {
            return Added::Duplicate;
        }
        let evicted = self.sigs.len() == self.capacity;
        if evicted {
            self.sigs.remove(0);
        }
        self.sigs.push(sig);
        self.reindex();
        if evicted {
            Added::Evicted
        } else {
            Added::New
        }
    }

    fn reindex(&mut self) {
        self.index.clear();
        for (i, s) in self.sigs.iter().enumerate() {
            for o in s.outer() {
                let v = self.index.entry(o).or_default();
                if v.last() != Some(&(i as u32)) {
                    v.push(i as u32);
                }
            }
        }
    }

    pub fn signatures(&self) -> &[Signature] {
        &self.sigs
    }

    /// Bytes of the signatures and the index.
    pub fn footprint(&self) -> usize {
        use core::mem::size_of;
        let sigs: usize = self
            .sigs
            .iter()
            .map(|s| size_of::<Signature>() + core::mem::size_of_val(s.links()))
            .sum();
        let index: usize = self
            .index
            .values()
            .map(|v| size_of::<CallStack>() + size_of::<Vec<u32>>() + v.capacity() * 4)
            .sum();
        sigs + index
    }

    pub fn len(&self) -> usize {
        self.sigs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sigs.is_empty()
    }

    /// Indices of the signatures with `pos` among their outer stacks.
    pub fn signatures_at(&self, pos: &CallStack) -> &[u32] {
        self.index.get(pos).map_or(&[], |v| v.as_slice())
    }

    pub fn get(&self, i: u32) -> Option<&Signature> {
        self.sigs.get(i as usize)
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
        assert_eq!(h.signatures(), &[sig(&[3, 4]), sig(&[5, 6])][..]);
        assert!(h.signatures_at(&cs(1)).is_empty());
        assert_eq!(h.signatures_at(&cs(5)), &[1]);
        assert_eq!(vec![h.len()], [2]);
    }
}
