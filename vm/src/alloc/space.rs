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
//!
//! Shared with a collector on another core ([`Store`], in an `Arc`; read through a
//! [`View`]): the words, both bitmaps and the card table, allocated once at the limit so
//! they never move, readable only below `committed` (zeroed, then published with Release;
//! readers load it with Acquire). Words and cards: Relaxed loads and stores (plain
//! `ldr`/`str`), except the mutator's word loads, plain reads (`Heap::load`: only it
//! writes words while it runs). Bitmap words: `AtomicU32` (no 64-bit single-copy
//! atomicity without `ldrexd`), set/cleared by `fetch_or`/`fetch_and`, marked by
//! test-and-set. Frontier: Relaxed (readers clamp it). Free lists: the mutator's own.

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::ptr::NonNull;
use core::sync::atomic::{AtomicU32, AtomicU8, AtomicUsize, Ordering::*};

use super::collect::CARD_SHIFT;
use super::layout::{ClassLayout, LayoutView, Layouts};

/// Words per allocation granule (8 bytes, the alignment of every object).
pub const GRANULE_WORDS: usize = 2;
/// Chunks of up to this many granules live on exact-size lists (512 bytes).
pub const SMALL_GRANULES: usize = 64;
/// The space is committed in steps of this many words (64 KiB), so the frontier's
/// growth costs one comparison per allocation and a zero fill per step.
pub const COMMIT_WORDS: usize = 16 * 1024;

/// Granules per bitmap word.
const BITS: usize = 32;

/// Bitmap words for `words` heap words.
fn bitmap_len(words: usize) -> usize {
    words.div_ceil(GRANULE_WORDS).div_ceil(BITS)
}

/// Cards for `words` heap words (one more than the last word's card, as the card of
/// any word below `words` must exist).
fn card_len(words: usize) -> usize {
    (words >> CARD_SHIFT) + 1
}

/// `cap` values of `T` allocated once and never moved; only a prefix is ever
/// initialized (by [`Reserved::zero`]). Not zeroed up front: on the host the
/// reservation then stays lazily backed, on a board start-up does not clear memory the
/// heap may never reach.
struct Reserved<T> {
    ptr: NonNull<T>,
    cap: usize,
}

impl<T> Reserved<T> {
    fn new(cap: usize) -> Result<Reserved<T>, ()> {
        let cap = cap.max(1);
        let layout = core::alloc::Layout::array::<T>(cap).map_err(|_| ())?;
        // SAFETY: the layout is not zero-sized (`cap >= 1` of a non-zero-sized T).
        let p = unsafe { alloc::alloc::alloc(layout) };
        NonNull::new(p as *mut T)
            .map(|ptr| Reserved { ptr, cap })
            .ok_or(())
    }

    /// Zeroes `from..to` (clamped to the capacity).
    ///
    /// # Safety
    /// No other thread may access `from..to` until the caller publishes it.
    unsafe fn zero(&self, from: usize, to: usize) {
        let to = to.min(self.cap);
        if from < to {
            // SAFETY: in bounds; all-zero is a valid atomic; nobody else reads it yet.
            unsafe { core::ptr::write_bytes(self.ptr.as_ptr().add(from), 0, to - from) };
        }
    }

    /// The first `n` values.
    ///
    /// # Safety
    /// They must have been zeroed, and that must happen before this call.
    #[inline]
    unsafe fn first(&self, n: usize) -> &[T] {
        // SAFETY: the caller's contract; `n <= cap` is checked in debug builds.
        debug_assert!(n <= self.cap);
        unsafe { core::slice::from_raw_parts(self.ptr.as_ptr(), n) }
    }
}

impl<T> Drop for Reserved<T> {
    fn drop(&mut self) {
        if let Ok(layout) = core::alloc::Layout::array::<T>(self.cap) {
            // SAFETY: allocated in `new` with this layout; the values (atomics) need no drop.
            unsafe { alloc::alloc::dealloc(self.ptr.as_ptr() as *mut u8, layout) };
        }
    }
}

/// The heap state a collector on another thread may touch: see the module doc.
pub struct Store {
    words: Reserved<AtomicU32>,
    live: Reserved<AtomicU32>,
    mark: Reserved<AtomicU32>,
    cards: Reserved<AtomicU8>,
    /// Words zeroed and readable (bitmaps and cards cover them). Release/Acquire.
    committed: AtomicUsize,
    /// End of the carved part. Relaxed.
    frontier: AtomicUsize,
    /// Per class id, how to size and scan its objects.
    pub(crate) layouts: Layouts,
}

// SAFETY: every value of the store is an atomic or behind one: memory is read only
// below `committed`, which is published with Release after it was zeroed, and the
// layout table is Sync on its own.
unsafe impl Sync for Store {}
// SAFETY: the store owns its memory; nothing in it is tied to a thread.
unsafe impl Send for Store {}

impl Store {
    /// What another thread may read now: everything committed, the frontier (clamped to
    /// it) and the classes linked so far.
    pub fn view(&self) -> View<'_> {
        let committed = self.committed.load(Acquire);
        let frontier = self.frontier.load(Relaxed).min(committed);
        // SAFETY: `committed` words (and their bitmaps and cards) were zeroed before the
        // Release store this Acquire load read from.
        unsafe { View::new(self, committed, frontier) }
    }

    /// The words reserved (the growth limit).
    pub fn capacity_words(&self) -> usize {
        self.words.cap
    }
}

/// The heap's shared state as one thread sees it: slices over the committed memory.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub words: &'a [AtomicU32],
    pub live: Bits<'a>,
    pub mark: Bits<'a>,
    pub cards: &'a [AtomicU8],
    /// End of the carved part, at most `words.len()`.
    pub frontier: usize,
    pub(crate) layouts: LayoutView<'a>,
}

impl<'a> View<'a> {
    /// # Safety
    /// `committed` words of `s`, with their bitmap words and cards, must be zeroed and
    /// that must happen before this call.
    unsafe fn new(s: &'a Store, committed: usize, frontier: usize) -> View<'a> {
        // SAFETY: the caller's contract.
        unsafe {
            View {
                words: s.words.first(committed),
                live: Bits(s.live.first(bitmap_len(committed))),
                mark: Bits(s.mark.first(bitmap_len(committed))),
                cards: s.cards.first(card_len(committed)),
                frontier,
                layouts: s.layouts.snapshot(),
            }
        }
    }

    /// Word `i` (0 past the committed space).
    #[inline]
    pub fn load(&self, i: usize) -> u32 {
        self.words.get(i).map_or(0, |w| w.load(Relaxed))
    }

    /// Stores `v` in word `i` (nothing past the committed space).
    #[inline]
    pub fn store(&self, i: usize, v: u32) {
        if let Some(w) = self.words.get(i) {
            w.store(v, Relaxed);
        }
    }

    /// Is `w` the start of an allocated object?
    #[inline]
    pub fn is_object(&self, w: u32) -> bool {
        is_object_at(self.live, self.frontier, w)
    }

    /// The layout of the object at `at`'s class (`None`: a class this view does not
    /// know, whose objects it treats as having no references).
    #[inline]
    pub(crate) fn layout_of(&self, at: usize) -> Option<&'a ClassLayout> {
        self.layouts.get(self.load(at) as usize)
    }
}

/// One bit per granule over a run of atomic words (a bitmap of the store).
#[derive(Clone, Copy)]
pub struct Bits<'a>(&'a [AtomicU32]);

impl Bits<'_> {
    #[inline]
    pub fn get(&self, word: usize) -> bool {
        let g = word / GRANULE_WORDS;
        self.0
            .get(g / BITS)
            .is_some_and(|b| b.load(Relaxed) & (1 << (g % BITS)) != 0)
    }

    /// Sets the bit of `word` (an RMW: another thread's bits in the same word stay).
    #[inline]
    pub fn set(&self, word: usize) {
        let g = word / GRANULE_WORDS;
        if let Some(b) = self.0.get(g / BITS) {
            b.fetch_or(1 << (g % BITS), Relaxed);
        }
    }

    /// Sets the bit of `word`; true when it was set already (or `word` is outside the
    /// bitmap: nothing to do). A plain load first: most bits a marker tests are set.
    #[inline]
    pub fn test_and_set(&self, word: usize) -> bool {
        let g = word / GRANULE_WORDS;
        let Some(b) = self.0.get(g / BITS) else {
            return true;
        };
        let m = 1 << (g % BITS);
        b.load(Relaxed) & m != 0 || b.fetch_or(m, Relaxed) & m != 0
    }

    /// Clears the bit of `word` (an RMW, as [`Bits::set`]).
    #[inline]
    pub fn clear(&self, word: usize) {
        let g = word / GRANULE_WORDS;
        if let Some(b) = self.0.get(g / BITS) {
            b.fetch_and(!(1 << (g % BITS)), Relaxed);
        }
    }

    /// Clears every bit (by whole words: for a phase no other thread sets bits in).
    pub fn clear_all(&self) {
        for b in self.0 {
            b.store(0, Relaxed);
        }
    }

    /// Clears every bit below word `end` (the bits above are known to be clear), by
    /// whole words as [`Bits::clear_all`].
    pub fn clear_below(&self, end: usize) {
        let n = end.div_ceil(GRANULE_WORDS).div_ceil(BITS).min(self.0.len());
        for b in &self.0[..n] {
            b.store(0, Relaxed);
        }
    }

    /// Word offsets of set bits in `[from, to)`, ascending (each bitmap word read once).
    pub fn iter_range(&self, from: usize, to: usize) -> impl Iterator<Item = usize> + '_ {
        let g0 = from / GRANULE_WORDS;
        let g1 = to.div_ceil(GRANULE_WORDS);
        let (w0, w1) = (g0 / BITS, g1.div_ceil(BITS).min(self.0.len()));
        let bits = self.0;
        (w0..w1)
            .flat_map(move |wi| {
                let mut b = bits[wi].load(Relaxed);
                core::iter::from_fn(move || {
                    if b == 0 {
                        return None;
                    }
                    let t = b.trailing_zeros() as usize;
                    b &= b - 1;
                    Some(wi * BITS + t)
                })
            })
            .filter(move |&g| g >= g0 && g < g1)
            .map(|g| g * GRANULE_WORDS)
    }

    /// Bytes of bitmap storage (committed).
    pub fn bytes(&self) -> usize {
        self.0.len() * 4
    }
}

/// Is `w` the start of an object allocated below `frontier` (per `live`)?
#[inline]
pub fn is_object_at(live: Bits<'_>, frontier: usize, w: u32) -> bool {
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

/// A run of the store's memory as the mutator sees it: pointer, then length, side by
/// side (`repr(C)`), as in a `Vec`, so one `ldrd` fetches both on ARMv7.
#[repr(C)]
struct Run<T> {
    ptr: NonNull<T>,
    len: usize,
}

impl<T> Run<T> {
    /// # Safety
    /// `ptr` must be valid for `len` initialized values for as long as the run is used.
    #[inline]
    unsafe fn slice(&self) -> &[T] {
        // SAFETY: the caller's contract.
        unsafe { core::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

/// The space and its free lists: the mutator's side of the [`Store`].
pub struct Space {
    store: Arc<Store>,
    /// The store's memory and how much of it is committed, kept here too so the
    /// interpreter's accesses cost what a `Vec`'s did (no load through the `Arc`). Only
    /// the mutator commits, so its copy is always current.
    /// `len`: the words committed, the high-water mark of the frontier (rounded up to
    /// [`COMMIT_WORDS`]). Above the frontier they are zero where never carved, else
    /// garbage.
    words: Run<AtomicU32>,
    /// The cards covering the committed words (kept, not derived, so the write barrier's
    /// bounds check is a load and a compare).
    cards: Run<AtomicU8>,
    live: NonNull<AtomicU32>,
    mark: NonNull<AtomicU32>,
    /// Equal to `words.len`, for the code that reads better with it.
    committed: usize,
    /// End of the carved part (words). The mutator's copy; the store's is published.
    pub frontier: usize,
    /// Allocation may not carve past this (the growth limit).
    pub limit: usize,
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
    /// The sweep runs on the collector's core: the gaps it finds come back through
    /// this, and allocation takes nothing the sweep has not passed (see `remote_sweep`).
    handoff: Option<Arc<SweepHandoff>>,
    /// Bytes the remote sweep reported freed so far, and those the heap's accounting has
    /// not yet taken ([`Space::claim_freed`]).
    handoff_freed: usize,
    freed_unclaimed: usize,
}

/// The gaps a sweep on another core has found and not yet handed to the allocator, and
/// the bytes it has freed so far (Dalvik counts a sweep's frees as they happen, so the
/// program's allocation goes on below the soft limit while the sweep runs).
#[derive(Default)]
pub struct SweepHandoff {
    found: spin::Mutex<(Vec<(u32, u32)>, usize)>,
}

impl SweepHandoff {
    /// Adds the gaps of a swept stretch (start word, granules); `freed`: the sweep's
    /// bytes freed so far.
    pub fn give(&self, gaps: &[(u32, u32)], freed: usize) {
        let mut f = self.found.lock();
        f.0.extend_from_slice(gaps);
        f.1 = freed;
    }
}

/// Sweeps `s` up to `budget` more words of `h`: allocated but unmarked objects are freed
/// (their allocation bit cleared, sizes from `size_words`), and each gap before a
/// survivor is passed to `gap` (start word, granules), so adjacent garbage coalesces.
/// True when the sweep reached its end. Reads and clears bits only at or above the
/// cursor, where no allocation happens during a sweep.
pub fn sweep_stretch(
    h: &View<'_>,
    s: &mut Sweep,
    budget: usize,
    mut size_words: impl FnMut(&View<'_>, usize) -> usize,
    mut gap: impl FnMut(usize, usize),
) -> bool {
    let stop = s
        .cursor
        .saturating_add(budget.max(GRANULE_WORDS))
        .min(s.end);
    let found: Vec<usize> = h.live.iter_range(s.cursor, stop).collect();
    for at in found {
        let n = size_words(h, at).div_ceil(GRANULE_WORDS).max(1) * GRANULE_WORDS;
        if h.mark.get(at) {
            if at > s.last_end {
                gap(s.last_end, (at - s.last_end) / GRANULE_WORDS);
            }
            s.last_end = s.last_end.max(at + n);
        } else {
            h.live.clear(at);
            s.freed_objects += 1;
            s.freed_bytes += n * 4;
        }
    }
    s.cursor = stop;
    stop >= s.end
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
    fn take(&mut self, words: &[AtomicU32], granules: usize) -> Option<usize> {
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

    fn pop_small(&mut self, words: &[AtomicU32], g: usize) -> usize {
        let at = self.small[g] as usize;
        let next = words[at].load(Relaxed);
        self.small[g] = next;
        if next == 0 {
            self.small_nonempty &= !(1 << g);
        }
        at
    }

    fn push(&mut self, words: &[AtomicU32], at: usize, granules: usize) {
        if granules == 0 {
            return;
        }
        if granules <= SMALL_GRANULES {
            words[at].store(self.small[granules], Relaxed);
            self.small[granules] = at as u32;
            self.small_nonempty |= 1 << granules;
        } else {
            let n = (granules * GRANULE_WORDS) as u32;
            let i = self.large.partition_point(|&(s, _)| (s as usize) < at);
            self.large.insert(i, (at as u32, n));
        }
    }
}

/// Zeroes `ws` with Relaxed stores, two words (a granule) a turn.
#[inline]
fn zero_words(ws: &[AtomicU32]) {
    let mut pairs = ws.chunks_exact(2);
    for p in &mut pairs {
        p[0].store(0, Relaxed);
        p[1].store(0, Relaxed);
    }
    for w in pairs.remainder() {
        w.store(0, Relaxed);
    }
}

impl Space {
    /// A space of `limit_bytes` (rounded down to granules). Words 0 and 1 are never
    /// handed out, so 0 can mean null. `Err`: the bytes that could not be reserved.
    pub fn new(limit_bytes: usize) -> Result<Space, usize> {
        let limit = (limit_bytes / 4 / GRANULE_WORDS * GRANULE_WORDS).max(4);
        // Reserved once, committed as the frontier grows; a refusal is an error for the
        // caller, not an abort.
        let err = |_| limit * 4;
        let store = Arc::new(Store {
            words: Reserved::new(limit).map_err(err)?,
            live: Reserved::new(bitmap_len(limit)).map_err(err)?,
            mark: Reserved::new(bitmap_len(limit)).map_err(err)?,
            cards: Reserved::new(card_len(limit)).map_err(err)?,
            committed: AtomicUsize::new(0),
            frontier: AtomicUsize::new(GRANULE_WORDS),
            layouts: Layouts::default(),
        });
        let mut space = Space {
            words: Run {
                ptr: store.words.ptr,
                len: 0,
            },
            cards: Run {
                ptr: store.cards.ptr,
                len: 0,
            },
            live: store.live.ptr,
            mark: store.mark.ptr,
            store,
            committed: 0,
            frontier: GRANULE_WORDS,
            limit,
            free: FreeLists::default(),
            before: FreeLists::default(),
            swept: 0,
            free_bytes: 0,
            sweeping: false,
            handoff: None,
            handoff_freed: 0,
            freed_unclaimed: 0,
        };
        space.commit(GRANULE_WORDS);
        Ok(space)
    }

    /// The shared store, for a collector on another thread.
    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }

    /// The shared state as the mutator sees it (its own `committed` and frontier).
    #[inline]
    pub fn view(&self) -> View<'_> {
        // SAFETY: the pointers are the store's (kept alive by `self.store`), and the
        // mutator zeroed `committed` words, bitmap words and cards itself; it is also the
        // layout table's one writer (`push_layout`; a `Space` is neither Send nor Sync).
        unsafe {
            View {
                words: self.words.slice(),
                live: Bits(core::slice::from_raw_parts(
                    self.live.as_ptr(),
                    bitmap_len(self.committed),
                )),
                mark: Bits(core::slice::from_raw_parts(
                    self.mark.as_ptr(),
                    bitmap_len(self.committed),
                )),
                cards: self.cards(),
                frontier: self.frontier,
                // The mutator is the table's one writer: its own entries need no Acquire.
                layouts: self.store.layouts.snapshot_by_writer(),
            }
        }
    }

    /// The committed words.
    #[inline]
    pub fn words(&self) -> &[AtomicU32] {
        // SAFETY: see `view`.
        unsafe { self.words.slice() }
    }

    /// The committed cards.
    #[inline]
    pub fn cards(&self) -> &[AtomicU8] {
        // SAFETY: see `view`.
        unsafe { self.cards.slice() }
    }

    /// The allocation bitmap.
    #[inline]
    pub fn live(&self) -> Bits<'_> {
        // SAFETY: see `view`.
        Bits(unsafe { core::slice::from_raw_parts(self.live.as_ptr(), bitmap_len(self.committed)) })
    }

    /// The mark bitmap.
    #[inline]
    pub fn mark(&self) -> Bits<'_> {
        // SAFETY: see `view`.
        Bits(unsafe { core::slice::from_raw_parts(self.mark.as_ptr(), bitmap_len(self.committed)) })
    }

    /// Appends the layout of the next class id to the shared table.
    pub(crate) fn push_layout(&mut self, l: ClassLayout) {
        // SAFETY: only the space pushes, and `&mut self` makes it one push at a time.
        unsafe { self.store.layouts.push(l) };
    }

    /// Commits (zeroes) the space, and its bitmaps and cards, up to at least `end`
    /// words, and publishes it.
    fn commit(&mut self, end: usize) {
        let old = self.committed;
        let to = end.max(old + COMMIT_WORDS).min(self.limit).max(end);
        if to <= old {
            return;
        }
        let s = &*self.store;
        // SAFETY: past the published `committed`, no other thread reads these yet.
        unsafe {
            s.words.zero(old, to);
            s.live.zero(bitmap_len(old), bitmap_len(to));
            s.mark.zero(bitmap_len(old), bitmap_len(to));
            s.cards.zero(card_len(old), card_len(to));
        }
        self.committed = to;
        self.words.len = to;
        self.cards.len = card_len(to);
        s.committed.store(to, Release);
    }

    /// Moves the frontier (and publishes it).
    #[inline]
    fn set_frontier(&mut self, f: usize) {
        self.frontier = f;
        self.store.frontier.store(f, Relaxed);
    }

    /// Bytes committed: what the heap has touched, up to its high-water mark.
    pub fn committed_bytes(&self) -> usize {
        self.committed * 4
    }

    /// Footprint in bytes: the carved part of the space.
    pub fn footprint(&self) -> usize {
        self.frontier * 4
    }

    /// Allocates `granules` zeroed granules; `None` when no free chunk fits and the
    /// frontier cannot move past the limit.
    pub fn alloc(&mut self, granules: usize) -> Option<usize> {
        let committed = self.committed;
        let at = self.take(granules)?;
        let end = at + granules * GRANULE_WORDS;
        if end > committed {
            // Fresh memory is zero as committed; only the part below may hold garbage.
            self.commit(end);
        }
        if at < committed {
            zero_words(&self.words()[at..end.min(committed)]);
        }
        self.live().set(at);
        if self.sweeping {
            self.mark().set(at);
        }
        Some(at)
    }

    fn take(&mut self, granules: usize) -> Option<usize> {
        // SAFETY: see `view`. Borrowed from the field alone, so the lists (other fields)
        // can be changed beside it.
        let words = unsafe { self.words.slice() };
        if let Some(at) = self.free.take(words, granules) {
            self.free_bytes -= granules * GRANULE_WORDS * 4;
            return Some(at);
        }
        if self.handoff.is_some() && self.take_handoff() {
            // SAFETY: as above.
            let words = unsafe { self.words.slice() };
            if let Some(at) = self.free.take(words, granules) {
                self.free_bytes -= granules * GRANULE_WORDS * 4;
                return Some(at);
            }
        }
        if self.sweeping && self.handoff.is_none() {
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
        // SAFETY: as in `take`.
        let words = unsafe { self.words.slice() };
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
                let at = b.pop_small(words, g);
                b.push(words, at + granules * GRANULE_WORDS, g - granules);
                return Some(at);
            }
        }
        let passed = b.large.partition_point(|&(s, _)| (s as usize) < swept);
        b.large.drain(..passed);
        let need = granules * GRANULE_WORDS;
        let i = b.large.iter().position(|&(_, n)| n as usize >= need)?;
        let (at, n) = b.large.remove(i);
        let (at, n) = (at as usize, n as usize);
        b.push(words, at + need, (n - need) / GRANULE_WORDS);
        Some(at)
    }

    fn bump(&mut self, words: usize) -> Option<usize> {
        let end = self.frontier.checked_add(words)?;
        if end > self.limit {
            return None;
        }
        let at = self.frontier;
        self.set_frontier(end);
        Some(at)
    }

    /// Puts a free chunk of `granules` at word `at` on the lists (no accounting).
    fn push_free(&mut self, at: usize, granules: usize) {
        // SAFETY: as in `take`.
        let words = unsafe { self.words.slice() };
        self.free.push(words, at, granules);
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
        size_words: impl FnMut(&View<'_>, usize) -> usize,
    ) -> bool {
        let mut gaps: Vec<(usize, usize)> = Vec::new();
        let done = sweep_stretch(&self.view(), s, budget, size_words, |at, g| {
            gaps.push((at, g))
        });
        for (at, g) in gaps {
            self.free_bytes += g * GRANULE_WORDS * 4;
            self.push_free(at, g);
        }
        self.swept = s.cursor;
        done
    }

    /// Starts a sweep that runs on another core: as [`Space::begin_sweep`], except that
    /// the chunks free before it are not used meanwhile (the sweep finds them again), so
    /// allocation takes only the gaps it hands back ([`SweepHandoff`]) and the frontier:
    /// memory the sweep has passed or will never reach.
    pub fn begin_remote_sweep(&mut self) -> (Sweep, Arc<SweepHandoff>) {
        let s = self.begin_sweep();
        self.handoff_freed = 0;
        self.freed_unclaimed = 0;
        self.before = FreeLists::default();
        let h = Arc::new(SweepHandoff::default());
        self.handoff = Some(h.clone());
        (s, h)
    }

    /// Bytes a remote sweep has freed since the last call (its gaps are taken onto the
    /// lists on the way); 0 without one.
    pub fn claim_freed(&mut self) -> usize {
        self.take_handoff();
        core::mem::take(&mut self.freed_unclaimed)
    }

    /// Moves the gaps the remote sweep handed back onto the lists; true if there were
    /// any.
    fn take_handoff(&mut self) -> bool {
        let Some(h) = self.handoff.clone() else {
            return false;
        };
        let (gaps, freed) = {
            let mut f = h.found.lock();
            (core::mem::take(&mut f.0), f.1)
        };
        self.freed_unclaimed += freed.saturating_sub(self.handoff_freed);
        self.handoff_freed = self.handoff_freed.max(freed);
        let any = !gaps.is_empty();
        for (at, g) in gaps {
            self.free_bytes += g as usize * GRANULE_WORDS * 4;
            self.push_free(at as usize, g as usize);
        }
        any
    }

    /// Ends a sweep: the gap after the last survivor is given back to untouched space
    /// when nothing was allocated above it meanwhile (the footprint shrinks; allocation
    /// zeroes what it hands out, so the garbage there may stay), else freed. Mark bits
    /// are cleared unless `keep_marks` (sticky mark bits: they record the old objects).
    pub fn end_sweep(&mut self, s: &Sweep, keep_marks: bool) {
        // A sweep on another core: its last gaps first.
        self.take_handoff();
        self.handoff = None;
        let last = s.last_end.min(s.end);
        if self.frontier == s.end {
            self.set_frontier(last.max(GRANULE_WORDS));
        } else if s.end > last {
            self.free_bytes += (s.end - last) * 4;
            self.push_free(last, (s.end - last) / GRANULE_WORDS);
        }
        self.sweeping = false;
        self.before = FreeLists::default();
        if !keep_marks {
            let top = self.frontier.max(s.end);
            self.mark().clear_below(top);
        }
    }

    /// A whole sweep at once. Returns (bytes freed, objects freed).
    pub fn sweep(&mut self, size_words: impl FnMut(&View<'_>, usize) -> usize) -> (usize, usize) {
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
            let words = self.words();
            for g in 1..=SMALL_GRANULES {
                let mut at = self.free.small[g] as usize;
                while at != 0 {
                    n += whole(at, g * GRANULE_WORDS);
                    at = words[at].load(Relaxed) as usize;
                }
            }
        }
        n
    }

    /// Is `w` the start of an allocated object?
    #[inline]
    pub fn is_object(&self, w: u32) -> bool {
        is_object_at(self.live(), self.frontier, w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Word `at`, written as a test's object header.
    fn set(s: &Space, at: usize, v: u32) {
        s.words()[at].store(v, Relaxed);
    }

    /// Sizes from a header holding the object's granules.
    fn size(h: &View<'_>, at: usize) -> usize {
        h.load(at) as usize * GRANULE_WORDS
    }

    #[test]
    fn bitmap_iterates_in_range() {
        let s = Space::new(4096).unwrap();
        let b = s.mark();
        for w in [2, 4, 130, 256, 998] {
            b.set(w);
        }
        assert_eq!(b.iter_range(4, 999).collect::<Vec<_>>(), [4, 130, 256, 998]);
        b.clear(130);
        assert!(!b.get(130) && b.get(256));
        assert!(b.test_and_set(256) && !b.test_and_set(258) && b.get(258));
        // Out of the bitmap: nothing to set, nothing set.
        assert!(b.test_and_set(1 << 20) && !b.get(1 << 20));
    }

    #[test]
    fn the_reservation_is_committed_as_the_frontier_reaches_it() {
        // Miri runs it over 4 MiB and 256 KiB of objects (it tracks every byte touched).
        let (mib, objects) = if cfg!(miri) { (4, 512) } else { (64, 2048) };
        let mut s = Space::new(mib << 20).unwrap();
        // Start-up touches one commit step of the reservation, and bitmaps to match.
        assert_eq!(s.committed_bytes(), COMMIT_WORDS * 4);
        assert!(s.live().bytes() <= COMMIT_WORDS / GRANULE_WORDS / 8 + 8);
        assert_eq!(s.cards().len(), card_len(COMMIT_WORDS));
        assert!(
            s.store().capacity_words() >= mib << 18,
            "the whole limit is reserved"
        );
        // Another thread's view sees what the mutator committed, no more.
        assert_eq!(s.store().view().words.len(), COMMIT_WORDS);
        let base = s.words().as_ptr();
        // 64-granule objects, several commit steps of them: the space commits ahead of
        // the frontier, the words never move, and every object is zeroed and recorded
        // in the bitmap.
        let mut last = 0;
        for _ in 0..objects {
            last = s.alloc(64).unwrap();
            for w in &s.words()[last..last + 128] {
                w.store(0xdead_beef, Relaxed);
            }
        }
        assert!(s.committed_bytes() >= s.footprint());
        assert!(s.committed_bytes() < s.footprint() + COMMIT_WORDS * 4 + 512);
        assert_eq!(s.words().as_ptr(), base);
        assert!(s.is_object(last as u32));
        let shared = s.store().view();
        assert_eq!(shared.words.len() * 4, s.committed_bytes());
        assert_eq!(shared.frontier, s.frontier);
        assert!(shared.is_object(last as u32));
        // Garbage above a lowered frontier is zeroed again when carved anew.
        s.mark().clear_all();
        s.sweep(|_, _| 128);
        assert_eq!(s.frontier, GRANULE_WORDS);
        assert_eq!(s.store().view().frontier, GRANULE_WORDS);
        let again = s.alloc(64).unwrap();
        assert!(s.words()[again..again + 128]
            .iter()
            .all(|w| w.load(Relaxed) == 0));
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
            set(&s, at, g); // the "header" tells the size in granules
        }
        // Keep a and e: b+c coalesce into one 5-granule gap, d is a large gap... and
        // since e survives, nothing is given back at the top.
        s.mark().set(a);
        s.mark().set(e);
        let (bytes, objs) = s.sweep(size);
        assert_eq!((bytes, objs), ((3 + 2 + 100) * 8, 3));
        assert_eq!(s.free_bytes, (5 + 100) * 8);
        assert!(s.is_object(a as u32) && !s.is_object(b as u32));
        // A 5-granule request fits the coalesced gap exactly, where b was.
        assert_eq!(s.alloc(5), Some(b));
        assert!(
            s.words()[b..b + 10].iter().all(|w| w.load(Relaxed) == 0),
            "allocation zeroes"
        );
        // A 70-granule request comes from d's large chunk.
        assert_eq!(s.alloc(70), Some(d));
    }

    #[test]
    fn sweep_gives_back_the_tail_and_limit_holds() {
        let mut s = Space::new(64 * 8 + 16).unwrap();
        let a = s.alloc(2).unwrap();
        set(&s, a, 2);
        let b = s.alloc(60).unwrap();
        set(&s, b, 60);
        assert!(s.alloc(10).is_none(), "past the limit");
        s.mark().set(a);
        s.sweep(size);
        assert_eq!(s.frontier, a + 4);
        let c = s.alloc(60).unwrap();
        assert!(s.words()[c..c + 120].iter().all(|w| w.load(Relaxed) == 0));
    }

    /// Live a, free x, live b, free y, live c (x and y 10 granules, from an earlier
    /// sweep), then a second sweep with a, b and c marked; returns (a, x, b, y, c).
    fn two_gaps(s: &mut Space) -> [usize; 5] {
        let mut at = [0; 5];
        for (i, g) in [2, 10, 2, 10, 2].into_iter().enumerate() {
            at[i] = s.alloc(g).unwrap();
            set(s, at[i], g as u32);
        }
        for i in [0, 2, 4] {
            s.mark().set(at[i]);
        }
        s.sweep(size);
        assert_eq!(s.free_bytes, 2 * 10 * 8);
        for i in [0, 2, 4] {
            s.mark().set(at[i]);
        }
        at
    }

    #[test]
    fn a_sweep_lets_allocation_take_free_chunks_it_has_not_reached() {
        let mut s = Space::new(4096).unwrap();
        let [_, x, b, y, c] = two_gaps(&mut s);
        let top = s.frontier;
        let mut sw = s.begin_sweep();
        // Nothing swept yet: a chunk from before the sweep, born marked.
        let n1 = s.alloc(10).unwrap();
        assert!(n1 == x || n1 == y, "not a chunk from before the sweep");
        assert!(s.mark().get(n1) && s.frontier == top);
        set(&s, n1, 10);
        // Sweep past b: x's memory now belongs to the rebuilt lists only.
        let budget = b + 2 - sw.cursor;
        s.sweep_step(&mut sw, budget, size);
        let n2 = s.alloc(10).unwrap();
        assert!(n2 == x || n2 == y);
        assert_ne!(n2, n1);
        set(&s, n2, 10);
        // Both chunks are taken: the next request moves the frontier, it does not get
        // x again from the lists of before the sweep.
        let n3 = s.alloc(10).unwrap();
        assert_eq!(n3, top);
        set(&s, n3, 10);
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
