//! The VM heap's memory: one contiguous word space reserved up to the growth limit and
//! committed (zeroed) only as the frontier first reaches it, as Dalvik's mspace commits
//! its reservation as the heap grows (start-up then pays for what is used), an
//! allocation frontier (the footprint), two bitmaps with one bit per 8 bytes (objects
//! allocated, objects marked; Dalvik HeapBitmap), exact-size free lists for small chunks
//! with a bitmap of non-empty lists, and an address-ordered list of large free chunks.
//! Free space needs no headers: the sweep finds it as the gaps between marked objects,
//! so adjacent garbage coalesces for free. While a sweep rebuilds the lists, the chunks
//! that were free before it stay usable ahead of its cursor (Dalvik's mutators keep
//! allocating from the mspace during the concurrent sweep). Hand-written: allocation must
//! cooperate with the collector's bitmaps, which no allocator crate exposes.

use alloc::vec::Vec;

/// Words per allocation granule (8 bytes, the alignment of every object).
pub const GRANULE_WORDS: usize = 2;
/// Chunks of up to this many granules live on exact-size lists (512 bytes).
pub const SMALL_GRANULES: usize = 64;
/// The space is committed in steps of this many words (64 KiB), so the frontier's
/// growth costs one comparison per allocation and a zero fill per step.
pub const COMMIT_WORDS: usize = 16 * 1024;

/// One bit per granule.
#[derive(Clone)]
pub struct Bitmap {
    bits: Vec<u64>,
}

/// Bitmap words for `words` heap words.
fn bitmap_len(words: usize) -> usize {
    words.div_ceil(GRANULE_WORDS).div_ceil(64)
}

impl Bitmap {
    /// A bitmap covering `words` heap words, all clear.
    pub fn new(words: usize) -> Bitmap {
        Bitmap {
            bits: alloc::vec![0; bitmap_len(words)],
        }
    }

    /// An empty bitmap with room reserved for `words` heap words; [`Bitmap::cover`]
    /// commits it. `Err` when the memory cannot be had.
    fn reserve(words: usize) -> Result<Bitmap, ()> {
        let mut bits = Vec::new();
        bits.try_reserve_exact(bitmap_len(words)).map_err(|_| ())?;
        Ok(Bitmap { bits })
    }

    /// Extends the bitmap (clear) to cover `words` heap words.
    fn cover(&mut self, words: usize) {
        let n = bitmap_len(words);
        if n > self.bits.len() {
            self.bits.resize(n, 0);
        }
    }

    #[inline]
    pub fn get(&self, word: usize) -> bool {
        let g = word / GRANULE_WORDS;
        self.bits
            .get(g / 64)
            .is_some_and(|b| b & (1 << (g % 64)) != 0)
    }

    #[inline]
    pub fn set(&mut self, word: usize) {
        let g = word / GRANULE_WORDS;
        if let Some(b) = self.bits.get_mut(g / 64) {
            *b |= 1 << (g % 64);
        }
    }

    #[inline]
    pub fn clear(&mut self, word: usize) {
        let g = word / GRANULE_WORDS;
        if let Some(b) = self.bits.get_mut(g / 64) {
            *b &= !(1 << (g % 64));
        }
    }

    pub fn clear_all(&mut self) {
        self.bits.fill(0);
    }

    /// Clears every bit below word `end` (the bits above are known to be clear).
    pub fn clear_below(&mut self, end: usize) {
        let n = end
            .div_ceil(GRANULE_WORDS)
            .div_ceil(64)
            .min(self.bits.len());
        self.bits[..n].fill(0);
    }

    /// Word offsets of set bits in `[from, to)`, ascending.
    pub fn iter_range(&self, from: usize, to: usize) -> impl Iterator<Item = usize> + '_ {
        let g0 = from / GRANULE_WORDS;
        let g1 = to.div_ceil(GRANULE_WORDS);
        let (w0, w1) = (g0 / 64, g1.div_ceil(64).min(self.bits.len()));
        (w0..w1)
            .flat_map(move |wi| {
                let mut b = self.bits[wi];
                core::iter::from_fn(move || {
                    if b == 0 {
                        return None;
                    }
                    let t = b.trailing_zeros() as usize;
                    b &= b - 1;
                    Some(wi * 64 + t)
                })
            })
            .filter(move |&g| g >= g0 && g < g1)
            .map(|g| g * GRANULE_WORDS)
    }

    /// Bytes of bitmap storage.
    pub fn bytes(&self) -> usize {
        self.bits.len() * 8
    }
}

/// Is `w` the start of an object allocated below `frontier` (per `live`)? For callers
/// that hold the space's fields apart.
#[inline]
pub fn is_object_at(live: &Bitmap, frontier: usize, w: u32) -> bool {
    let w = w as usize;
    w >= GRANULE_WORDS && w < frontier && w.is_multiple_of(GRANULE_WORDS) && live.get(w)
}

/// Free chunks: exact-size lists for small ones, an address-ordered list of large ones.
struct FreeLists {
    /// Heads of the exact-size lists (index = granules; 0 = empty). The next link is
    /// stored in the chunk's first word.
    small: [u32; SMALL_GRANULES + 1],
    small_nonempty: u128,
    /// Large free chunks (start word, words), ascending addresses.
    large: Vec<(u32, u32)>,
}

/// The space and its free lists.
pub struct Space {
    /// The committed words: `len()` is the high-water mark of the frontier (rounded up
    /// to [`COMMIT_WORDS`]); the capacity, reserved once, is the limit, so the words
    /// never move. Above the frontier they are zero where never carved, else garbage.
    pub words: Vec<u32>,
    /// End of the carved part (words).
    pub frontier: usize,
    /// Allocation may not carve past this (the growth limit).
    pub limit: usize,
    pub live: Bitmap,
    pub mark: Bitmap,
    free: FreeLists,
    /// While sweeping: the lists from before the sweep. A chunk there is still free
    /// while it lies at or above `swept` (the sweep has not reached it); below, its
    /// memory belongs to the rebuilt lists and its link word may be overwritten.
    before: FreeLists,
    /// While sweeping: words below this have been swept.
    swept: usize,
    /// Bytes in free chunks below the frontier (while sweeping: in the rebuilt lists).
    pub free_bytes: usize,
    /// A concurrent sweep is rebuilding the free lists: allocation takes swept gaps,
    /// then chunks from before the sweep that it has not reached, then the frontier;
    /// new objects are born marked (black) so the sweep keeps them.
    pub sweeping: bool,
}

/// Progress of a sweep over `[.., end)`: the free lists are rebuilt from the gaps
/// between survivors, a budget of heap words at a time.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sweep {
    /// Next word to examine.
    pub cursor: usize,
    /// The frontier when the sweep began; objects above it were born marked.
    pub end: usize,
    /// End of the last survivor (start of the current gap).
    pub last_end: usize,
    pub freed_bytes: usize,
    pub freed_objects: usize,
}

impl Default for FreeLists {
    fn default() -> Self {
        FreeLists {
            small: [0; SMALL_GRANULES + 1],
            small_nonempty: 0,
            large: Vec::new(),
        }
    }
}

impl FreeLists {
    /// The smallest fitting small chunk, or the first fitting large one, split to size.
    fn take(&mut self, words: &mut [u32], granules: usize) -> Option<usize> {
        if granules <= SMALL_GRANULES {
            let fits = self.small_nonempty & (!0u128 << granules);
            if fits != 0 {
                let g = fits.trailing_zeros() as usize;
                let at = self.pop_small(words, g);
                self.push(words, at + granules * GRANULE_WORDS, g - granules);
                return Some(at);
            }
        }
        let need = granules * GRANULE_WORDS;
        let i = self.large.iter().position(|&(_, n)| n as usize >= need)?;
        let (at, n) = self.large.remove(i);
        let (at, n) = (at as usize, n as usize);
        self.push(words, at + need, (n - need) / GRANULE_WORDS);
        Some(at)
    }

    fn pop_small(&mut self, words: &[u32], g: usize) -> usize {
        let at = self.small[g] as usize;
        let next = words[at];
        self.small[g] = next;
        if next == 0 {
            self.small_nonempty &= !(1 << g);
        }
        at
    }

    fn push(&mut self, words: &mut [u32], at: usize, granules: usize) {
        if granules == 0 {
            return;
        }
        if granules <= SMALL_GRANULES {
            words[at] = self.small[granules];
            self.small[granules] = at as u32;
            self.small_nonempty |= 1 << granules;
        } else {
            let n = (granules * GRANULE_WORDS) as u32;
            let i = self.large.partition_point(|&(s, _)| (s as usize) < at);
            self.large.insert(i, (at as u32, n));
        }
    }
}

impl Space {
    /// A space of `limit_bytes` (rounded down to granules). Words 0 and 1 are never
    /// handed out, so 0 can mean null.
    pub fn new(limit_bytes: usize) -> Result<Space, usize> {
        let limit = (limit_bytes / 4 / GRANULE_WORDS * GRANULE_WORDS).max(4);
        // Reserved once, committed as the frontier grows; a refusal is an error for the
        // caller, not an abort.
        let mut words: Vec<u32> = Vec::new();
        words.try_reserve_exact(limit).map_err(|_| limit * 4)?;
        let live = Bitmap::reserve(limit).map_err(|_| limit * 4)?;
        let mark = Bitmap::reserve(limit).map_err(|_| limit * 4)?;
        let mut space = Space {
            words,
            frontier: GRANULE_WORDS,
            limit,
            live,
            mark,
            free: FreeLists::default(),
            before: FreeLists::default(),
            swept: 0,
            free_bytes: 0,
            sweeping: false,
        };
        space.commit(GRANULE_WORDS);
        Ok(space)
    }

    /// Commits (zeroes) the space, and its bitmaps, up to at least `end` words.
    fn commit(&mut self, end: usize) {
        let to = end
            .max(self.words.len() + COMMIT_WORDS)
            .min(self.limit)
            .max(end);
        self.words.resize(to, 0);
        self.live.cover(to);
        self.mark.cover(to);
    }

    /// Bytes committed: what the heap has touched, up to its high-water mark.
    pub fn committed_bytes(&self) -> usize {
        self.words.len() * 4
    }

    /// Footprint in bytes: the carved part of the space.
    pub fn footprint(&self) -> usize {
        self.frontier * 4
    }

    /// Allocates `granules` zeroed granules; `None` when no free chunk fits and the
    /// frontier cannot move past the limit.
    pub fn alloc(&mut self, granules: usize) -> Option<usize> {
        let committed = self.words.len();
        let at = self.take(granules)?;
        let end = at + granules * GRANULE_WORDS;
        if end > committed {
            // Fresh memory is zero as committed; only the part below may hold garbage.
            self.commit(end);
        }
        if at < committed {
            self.words[at..end.min(committed)].fill(0);
        }
        self.live.set(at);
        if self.sweeping {
            self.mark.set(at);
        }
        Some(at)
    }

    fn take(&mut self, granules: usize) -> Option<usize> {
        if let Some(at) = self.free.take(&mut self.words, granules) {
            self.free_bytes -= granules * GRANULE_WORDS * 4;
            return Some(at);
        }
        if self.sweeping {
            if let Some(at) = self.take_unswept(granules) {
                return Some(at);
            }
        }
        self.bump(granules * GRANULE_WORDS)
    }

    /// A chunk from before the sweep that the sweep has not reached (the remainder goes
    /// back on those lists). A small list whose head was passed is dropped whole: the
    /// link in that head's first word may have been overwritten since.
    fn take_unswept(&mut self, granules: usize) -> Option<usize> {
        let swept = self.swept;
        let b = &mut self.before;
        if granules <= SMALL_GRANULES {
            loop {
                let fits = b.small_nonempty & (!0u128 << granules);
                if fits == 0 {
                    break;
                }
                let g = fits.trailing_zeros() as usize;
                if (b.small[g] as usize) < swept {
                    b.small[g] = 0;
                    b.small_nonempty &= !(1 << g);
                    continue;
                }
                let at = b.pop_small(&self.words, g);
                b.push(&mut self.words, at + granules * GRANULE_WORDS, g - granules);
                return Some(at);
            }
        }
        let passed = b.large.partition_point(|&(s, _)| (s as usize) < swept);
        b.large.drain(..passed);
        let words = granules * GRANULE_WORDS;
        let i = b.large.iter().position(|&(_, n)| n as usize >= words)?;
        let (at, n) = b.large.remove(i);
        let (at, n) = (at as usize, n as usize);
        b.push(&mut self.words, at + words, (n - words) / GRANULE_WORDS);
        Some(at)
    }

    fn bump(&mut self, words: usize) -> Option<usize> {
        let end = self.frontier.checked_add(words)?;
        if end > self.limit {
            return None;
        }
        let at = self.frontier;
        self.frontier = end;
        Some(at)
    }

    /// Puts a free chunk of `granules` at word `at` on the lists (no accounting).
    fn push_free(&mut self, at: usize, granules: usize) {
        self.free.push(&mut self.words, at, granules);
    }

    /// Starts a sweep: the free lists are emptied (they are rebuilt from the gaps), and
    /// until [`Space::end_sweep`] allocation bumps the frontier and marks what it makes.
    pub fn begin_sweep(&mut self) -> Sweep {
        self.before = core::mem::take(&mut self.free);
        self.swept = GRANULE_WORDS;
        self.free_bytes = 0;
        self.sweeping = true;
        Sweep {
            cursor: GRANULE_WORDS,
            end: self.frontier,
            last_end: GRANULE_WORDS,
            freed_bytes: 0,
            freed_objects: 0,
        }
    }

    /// Sweeps up to `budget` more words: allocated but unmarked objects are freed (their
    /// allocation bit cleared, sizes from `size_words`), and each gap before a survivor
    /// goes on a free list, so adjacent garbage coalesces. True when the sweep reached
    /// its end.
    pub fn sweep_step(
        &mut self,
        s: &mut Sweep,
        budget: usize,
        mut size_words: impl FnMut(&[u32], usize) -> usize,
    ) -> bool {
        let stop = s
            .cursor
            .saturating_add(budget.max(GRANULE_WORDS))
            .min(s.end);
        let found: Vec<usize> = self.live.iter_range(s.cursor, stop).collect();
        for at in found {
            let n = size_words(&self.words, at).div_ceil(GRANULE_WORDS).max(1) * GRANULE_WORDS;
            if self.mark.get(at) {
                if at > s.last_end {
                    self.free_bytes += (at - s.last_end) * 4;
                    self.push_free(s.last_end, (at - s.last_end) / GRANULE_WORDS);
                }
                s.last_end = s.last_end.max(at + n);
            } else {
                self.live.clear(at);
                s.freed_objects += 1;
                s.freed_bytes += n * 4;
            }
        }
        s.cursor = stop;
        self.swept = stop;
        stop >= s.end
    }

    /// Ends a sweep: the gap after the last survivor is given back to untouched space
    /// when nothing was allocated above it meanwhile (the footprint shrinks; allocation
    /// zeroes what it hands out, so the garbage there may stay), else freed. Mark bits
    /// are cleared unless `keep_marks` (sticky mark bits: they record the old objects).
    pub fn end_sweep(&mut self, s: &Sweep, keep_marks: bool) {
        let last = s.last_end.min(s.end);
        if self.frontier == s.end {
            self.frontier = last.max(GRANULE_WORDS);
        } else if s.end > last {
            self.free_bytes += (s.end - last) * 4;
            self.push_free(last, (s.end - last) / GRANULE_WORDS);
        }
        self.sweeping = false;
        self.before = FreeLists::default();
        if !keep_marks {
            let top = self.frontier.max(s.end);
            self.mark.clear_below(top);
        }
    }

    /// A whole sweep at once. Returns (bytes freed, objects freed).
    pub fn sweep(&mut self, size_words: impl FnMut(&[u32], usize) -> usize) -> (usize, usize) {
        let mut s = self.begin_sweep();
        self.sweep_step(&mut s, usize::MAX, size_words);
        self.end_sweep(&s, false);
        (s.freed_bytes, s.freed_objects)
    }

    /// Bytes in whole pages of `page` bytes inside free chunks: what a kernel could take
    /// back if the heap were trimmed (Dalvik's trim madvises such pages away).
    pub fn trimmable_bytes(&self, page: usize) -> usize {
        let pw = page / 4;
        let whole = |at: usize, words: usize| {
            let start = at.div_ceil(pw) * pw;
            let end = (at + words) / pw * pw;
            end.saturating_sub(start) * 4
        };
        let mut n: usize = self
            .free
            .large
            .iter()
            .map(|&(a, w)| whole(a as usize, w as usize))
            .sum();
        // Small chunks are under a page only when pages are over 512 bytes.
        if pw <= SMALL_GRANULES * GRANULE_WORDS {
            for g in 1..=SMALL_GRANULES {
                let mut at = self.free.small[g] as usize;
                while at != 0 {
                    n += whole(at, g * GRANULE_WORDS);
                    at = self.words[at] as usize;
                }
            }
        }
        n
    }

    /// Is `w` the start of an allocated object?
    #[inline]
    pub fn is_object(&self, w: u32) -> bool {
        is_object_at(&self.live, self.frontier, w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitmap_iterates_in_range() {
        let mut b = Bitmap::new(1000);
        for w in [2, 4, 130, 256, 998] {
            b.set(w);
        }
        assert_eq!(b.iter_range(4, 999).collect::<Vec<_>>(), [4, 130, 256, 998]);
        b.clear(130);
        assert!(!b.get(130) && b.get(256));
    }

    #[test]
    fn the_reservation_is_committed_as_the_frontier_reaches_it() {
        let mut s = Space::new(64 << 20).unwrap();
        // Start-up touches one commit step of the 64 MiB, and bitmaps to match.
        assert_eq!(s.committed_bytes(), COMMIT_WORDS * 4);
        assert!(s.live.bytes() <= COMMIT_WORDS / GRANULE_WORDS / 8 + 8);
        assert!(
            s.words.capacity() >= 16 << 20,
            "the whole limit is reserved"
        );
        let base = s.words.as_ptr();
        // 1 MiB of 64-granule objects: the space commits ahead of the frontier, the
        // words never move, and every object is zeroed and recorded in the bitmap.
        let mut last = 0;
        for _ in 0..2048 {
            last = s.alloc(64).unwrap();
            s.words[last..last + 128].fill(0xdead_beef);
        }
        assert!(s.committed_bytes() >= s.footprint());
        assert!(s.committed_bytes() < s.footprint() + COMMIT_WORDS * 4 + 512);
        assert_eq!(s.words.as_ptr(), base);
        assert!(s.is_object(last as u32));
        // Garbage above a lowered frontier is zeroed again when carved anew.
        s.mark.clear_all();
        s.sweep(|_, _| 128);
        assert_eq!(s.frontier, GRANULE_WORDS);
        let again = s.alloc(64).unwrap();
        assert!(s.words[again..again + 128].iter().all(|&w| w == 0));
    }

    #[test]
    fn sweep_coalesces_gaps_and_reuses_them() {
        let mut s = Space::new(4096).unwrap();
        let a = s.alloc(1).unwrap();
        let b = s.alloc(3).unwrap();
        let c = s.alloc(2).unwrap();
        let d = s.alloc(100).unwrap();
        let e = s.alloc(1).unwrap();
        for (at, g) in [(a, 1), (b, 3), (c, 2), (d, 100), (e, 1)] {
            s.words[at] = g; // the "header" tells the size in granules
        }
        // Keep a and e: b+c coalesce into one 5-granule gap, d is a large gap... and
        // since e survives, nothing is given back at the top.
        s.mark.set(a);
        s.mark.set(e);
        let size = |w: &[u32], at: usize| w[at] as usize * GRANULE_WORDS;
        let (bytes, objs) = s.sweep(size);
        assert_eq!((bytes, objs), ((3 + 2 + 100) * 8, 3));
        assert_eq!(s.free_bytes, (5 + 100) * 8);
        assert!(s.is_object(a as u32) && !s.is_object(b as u32));
        // A 5-granule request fits the coalesced gap exactly, where b was.
        assert_eq!(s.alloc(5), Some(b));
        assert!(
            s.words[b..b + 10].iter().all(|&w| w == 0),
            "allocation zeroes"
        );
        // A 70-granule request comes from d's large chunk.
        assert_eq!(s.alloc(70), Some(d));
    }

    #[test]
    fn sweep_gives_back_the_tail_and_limit_holds() {
        let mut s = Space::new(64 * 8 + 16).unwrap();
        let a = s.alloc(2).unwrap();
        s.words[a] = 2;
        let b = s.alloc(60).unwrap();
        s.words[b] = 60;
        assert!(s.alloc(10).is_none(), "past the limit");
        s.mark.set(a);
        s.sweep(|w, at| w[at] as usize * GRANULE_WORDS);
        assert_eq!(s.frontier, a + 4);
        let c = s.alloc(60).unwrap();
        assert!(s.words[c..c + 120].iter().all(|&w| w == 0));
    }

    /// Live a, free x, live b, free y, live c (x and y 10 granules, from an earlier
    /// sweep), then a second sweep with a, b and c marked; returns (a, x, b, y, c).
    fn two_gaps(s: &mut Space) -> [usize; 5] {
        let mut at = [0; 5];
        for (i, g) in [2, 10, 2, 10, 2].into_iter().enumerate() {
            at[i] = s.alloc(g).unwrap();
            s.words[at[i]] = g as u32;
        }
        for i in [0, 2, 4] {
            s.mark.set(at[i]);
        }
        s.sweep(|w, at| w[at] as usize * GRANULE_WORDS);
        assert_eq!(s.free_bytes, 2 * 10 * 8);
        for i in [0, 2, 4] {
            s.mark.set(at[i]);
        }
        at
    }

    #[test]
    fn a_sweep_lets_allocation_take_free_chunks_it_has_not_reached() {
        let mut s = Space::new(4096).unwrap();
        let [_, x, b, y, c] = two_gaps(&mut s);
        let size = |w: &[u32], at: usize| w[at] as usize * GRANULE_WORDS;
        let top = s.frontier;
        let mut sw = s.begin_sweep();
        // Nothing swept yet: a chunk from before the sweep, born marked.
        let n1 = s.alloc(10).unwrap();
        assert!(n1 == x || n1 == y, "not a chunk from before the sweep");
        assert!(s.mark.get(n1) && s.frontier == top);
        s.words[n1] = 10;
        // Sweep past b: x's memory now belongs to the rebuilt lists only.
        let budget = b + 2 - sw.cursor;
        s.sweep_step(&mut sw, budget, size);
        let n2 = s.alloc(10).unwrap();
        assert!(n2 == x || n2 == y);
        assert_ne!(n2, n1);
        s.words[n2] = 10;
        // Both chunks are taken: the next request moves the frontier, it does not get
        // x again from the lists of before the sweep.
        let n3 = s.alloc(10).unwrap();
        assert_eq!(n3, top);
        s.words[n3] = 10;
        while !s.sweep_step(&mut sw, 8, size) {}
        s.end_sweep(&sw, false);
        assert_eq!(sw.freed_objects, 0);
        for o in [n1, n2, n3, b, c] {
            assert!(s.is_object(o as u32));
        }
    }

    #[test]
    fn chunks_the_sweep_passed_come_from_the_rebuilt_lists_only() {
        let mut s = Space::new(4096).unwrap();
        let [_, x, _, y, c] = two_gaps(&mut s);
        let size = |w: &[u32], at: usize| w[at] as usize * GRANULE_WORDS;
        let top = s.frontier;
        let mut sw = s.begin_sweep();
        // Past y before any allocation: both gaps are rebuilt, and the lists of before
        // the sweep must not hand them out a second time.
        let budget = c + 2 - sw.cursor;
        s.sweep_step(&mut sw, budget, size);
        let got: Vec<usize> = (0..3).map(|_| s.alloc(10).unwrap()).collect();
        assert!(got.contains(&x) && got.contains(&y), "{got:?}");
        assert!(got.contains(&top), "{got:?}");
    }
}
