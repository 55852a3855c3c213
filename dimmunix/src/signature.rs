//! Positions, call stacks and signatures (seed 000 §II). A position is where a thread
//! asked for a lock: (DEX checksum, method index, dex pc) of the monitor-enter or call,
//! known to an interpreter at no cost. A call stack is 1 to `MAX_DEPTH` positions, top
//! first (the match depth). A signature is the cycle of a deadlock: per thread, the
//! outer stack (where it took the lock the next thread waits for) and the inner one (where
//! it asked for its next lock), kept in its smallest rotation so a cycle is stored once.

use alloc::vec::Vec;

/// The deepest call stack a signature keeps (the paper's match depth, at most 4 here).
pub const MAX_DEPTH: usize = 4;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// Checksum of the DEX file holding the method (survives reloading and reboots).
    pub dex: u32,
    /// Method index in that file.
    pub method: u32,
    /// Dex pc of the acquiring instruction, in code units.
    pub pc: u32,
}

/// The top `len` frames of a thread's stack at an acquisition, top first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CallStack {
    frames: [Position; MAX_DEPTH],
    len: u8,
}

impl CallStack {
    /// A stack of the first `depth` frames of `frames` (top first); `None` for no frames
    /// or a depth outside 1..=MAX_DEPTH.
    pub fn new(frames: &[Position], depth: usize) -> Option<CallStack> {
        if depth == 0 || depth > MAX_DEPTH || frames.is_empty() {
            return None;
        }
        let n = frames.len().min(depth);
        let mut s = CallStack {
            frames: [Position::default(); MAX_DEPTH],
            len: n as u8,
        };
        s.frames[..n].copy_from_slice(&frames[..n]);
        Some(s)
    }

    /// A depth-1 stack: just the acquiring position.
    pub fn top(p: Position) -> CallStack {
        let mut frames = [Position::default(); MAX_DEPTH];
        frames[0] = p;
        CallStack { frames, len: 1 }
    }

    pub fn frames(&self) -> &[Position] {
        &self.frames[..self.len as usize]
    }
}

/// One thread of a deadlock cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Link {
    /// Where it acquired the lock the previous thread of the cycle requests.
    pub outer: CallStack,
    /// Where it requested the lock it was waiting for (kept for the report).
    pub inner: CallStack,
}

/// A deadlock (or starvation) signature: the cycle's links in canonical rotation.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Signature {
    links: Vec<Link>,
}

impl Signature {
    /// The signature of the cycle `links` (in cycle order), rotated to its smallest
    /// rotation; `None` for a cycle of fewer than two threads (one thread cannot
    /// deadlock on re-entrant locks).
    pub fn new(mut links: Vec<Link>) -> Option<Signature> {
        if links.len() < 2 {
            return None;
        }
        let best = (0..links.len())
            .min_by(|&a, &b| {
                let ra = links[a..].iter().chain(&links[..a]);
                let rb = links[b..].iter().chain(&links[..b]);
                ra.cmp(rb)
            })
            .unwrap_or(0);
        links.rotate_left(best);
        Some(Signature { links })
    }

    pub fn links(&self) -> &[Link] {
        &self.links
    }

    /// The outer stacks: what avoidance matches (a multiset; order is the cycle's).
    pub fn outer(&self) -> impl Iterator<Item = CallStack> + '_ {
        self.links.iter().map(|l| l.outer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn pos(pc: u32) -> Position {
        Position {
            dex: 0xd00d,
            method: 7,
            pc,
        }
    }

    fn link(o: u32, i: u32) -> Link {
        Link {
            outer: CallStack::top(pos(o)),
            inner: CallStack::top(pos(i)),
        }
    }

    #[test]
    fn a_cycle_is_one_signature_whatever_thread_it_was_seen_from() {
        let a = Signature::new(vec![link(3, 4), link(1, 2), link(5, 6)]).unwrap();
        let b = Signature::new(vec![link(1, 2), link(5, 6), link(3, 4)]).unwrap();
        let c = Signature::new(vec![link(5, 6), link(3, 4), link(1, 2)]).unwrap();
        assert_eq!(a, b);
        assert_eq!(b, c);
        assert_eq!(a.links()[0], link(1, 2));
        // The reverse cycle is a different deadlock.
        let r = Signature::new(vec![link(1, 2), link(3, 4), link(5, 6)]).unwrap();
        assert_ne!(a, r);
    }

    #[test]
    fn one_thread_is_no_cycle_and_depth_is_bounded() {
        assert!(Signature::new(vec![link(1, 2)]).is_none());
        assert!(CallStack::new(&[pos(1)], 0).is_none());
        assert!(CallStack::new(&[pos(1)], MAX_DEPTH + 1).is_none());
        assert!(CallStack::new(&[], 1).is_none());
        let deep = [pos(1), pos(2), pos(3), pos(4), pos(5)];
        assert_eq!(CallStack::new(&deep, 2).unwrap().frames(), &deep[..2]);
        assert_eq!(CallStack::new(&deep[..1], 4).unwrap().frames(), &deep[..1]);
        assert_ne!(CallStack::new(&deep, 1), CallStack::new(&deep, 2));
    }
}
