//! Object, array and string access over the heap space: typed loads/stores by byte
//! offset (little-endian packing of sub-word fields inside 32-bit words), allocation of
//! instances/arrays/strings through the `Heap` trait, the interned string table, and
//! java.lang.Class mirrors. A forged reference (possible until the verifier lands) reads
//! 0 and writes nothing outside the heap space: memory safe, though not type safe.

use alloc::vec::Vec;
use core::sync::atomic::Ordering::Relaxed;

use super::{ClassId, Kind, ACC_ABSTRACT, ACC_INTERFACE};
use crate::heap::{array_data_offset, Heap, ObjRef, ARRAY_LENGTH_OFFSET};
use crate::vm::{Throw, Vm};

impl Vm {
    #[inline]
    pub fn ld32(&self, obj: u32, off: u32) -> u32 {
        // Wrapping: a forged reference must read 0, not overflow-panic (32-bit usize).
        let i = (obj as usize).wrapping_add(off as usize >> 2);
        self.heap.load(i)
    }

    #[inline]
    pub fn st32(&mut self, obj: u32, off: u32, v: u32) {
        let i = (obj as usize).wrapping_add(off as usize >> 2);
        self.heap.store(i, v);
    }

    /// Loads a field/element of `kind` at byte offset `off`; sub-word values are sign- or
    /// zero-extended to 32 bits like the Dalvik registers hold them.
    #[inline]
    pub fn ld_kind(&self, obj: u32, off: u32, kind: Kind) -> u64 {
        match kind {
            Kind::Int | Kind::Float | Kind::Ref => self.ld32(obj, off) as u64,
            Kind::Long | Kind::Double => {
                self.ld32(obj, off) as u64 | (self.ld32(obj, off.wrapping_add(4)) as u64) << 32
            }
            Kind::Boolean => (self.ld32(obj, off & !3) >> ((off & 3) * 8)) as u8 as u64,
            Kind::Byte => {
                (self.ld32(obj, off & !3) >> ((off & 3) * 8)) as u8 as i8 as i32 as u32 as u64
            }
            Kind::Char => (self.ld32(obj, off & !3) >> ((off & 2) * 8)) as u16 as u64,
            Kind::Short => {
                (self.ld32(obj, off & !3) >> ((off & 2) * 8)) as u16 as i16 as i32 as u32 as u64
            }
        }
    }

    #[inline]
    pub fn st_kind(&mut self, obj: u32, off: u32, kind: Kind, v: u64) {
        match kind {
            Kind::Int | Kind::Float | Kind::Ref => self.st32(obj, off, v as u32),
            Kind::Long | Kind::Double => {
                self.st32(obj, off, v as u32);
                self.st32(obj, off.wrapping_add(4), (v >> 32) as u32);
            }
            Kind::Boolean | Kind::Byte => {
                let sh = (off & 3) * 8;
                let w = self.ld32(obj, off & !3);
                self.st32(
                    obj,
                    off & !3,
                    (w & !(0xff << sh)) | ((v as u32 & 0xff) << sh),
                );
            }
            Kind::Char | Kind::Short => {
                let sh = (off & 2) * 8;
                let w = self.ld32(obj, off & !3);
                self.st32(
                    obj,
                    off & !3,
                    (w & !(0xffff << sh)) | ((v as u32 & 0xffff) << sh),
                );
            }
        }
    }

    /// Stores reference `v` into field/slot `off` of `obj`, through the write barrier.
    #[inline]
    pub fn st_ref(&mut self, obj: u32, off: u32, v: u32) {
        self.heap.write_barrier(ObjRef(obj), v);
        self.st32(obj, off, v);
    }

    #[inline]
    pub fn array_len(&self, arr: u32) -> u32 {
        self.ld32(arr, ARRAY_LENGTH_OFFSET as u32)
    }

    /// Byte offset of element `i` in an array of `kind` elements.
    #[inline]
    pub fn elem_off(kind: Kind, i: u32) -> u32 {
        let s = kind.size() as u32;
        // Wrapping: indices are bounds checked first, but a forged array header may
        // carry any length; the resulting offset is then caught by the heap bounds.
        (array_data_offset(s as usize) as u32).wrapping_add(i.wrapping_mul(s))
    }

    pub fn array_store32(&mut self, arr: u32, i: u32, v: u32) {
        self.st32(arr, Self::elem_off(Kind::Ref, i), v);
        self.heap.write_barrier(ObjRef(arr), v);
    }

    pub fn array_load32(&self, arr: u32, i: u32) -> u32 {
        self.ld32(arr, Self::elem_off(Kind::Ref, i))
    }

    fn oom(&mut self) -> Throw {
        let o = self.wk_oom();
        self.pending = o;
        Throw
    }

    /// The preallocated OutOfMemoryError (allocated when the VM starts so that running
    /// out of memory can still be reported).
    fn wk_oom(&mut self) -> u32 {
        if let Some(&o) = self.box_cache.get(&(u32::MAX, 0)) {
            return o;
        }
        0
    }

    /// Allocates the OutOfMemoryError instance thrown when the heap is exhausted.
    pub fn prealloc_oom(&mut self) -> Result<(), Throw> {
        let c = self.find_class("Ljava/lang/OutOfMemoryError;")?;
        let o = self.new_object_raw(c)?;
        self.box_cache.insert((u32::MAX, 0), o);
        Ok(())
    }

    /// Allocates a zeroed instance of `c` (no constructor runs).
    pub fn new_object_raw(&mut self, c: ClassId) -> Result<u32, Throw> {
        self.alloc_instance(c, false)
    }

    /// Allocates an instance; `gc_point`: the caller is the interpreter with every
    /// frame's pc recorded, so the allocation may collect.
    fn alloc_instance(&mut self, c: ClassId, gc_point: bool) -> Result<u32, Throw> {
        let size =
            (self.classes[c as usize].object_size as usize).max(crate::heap::OBJECT_HEADER_BYTES);
        self.gc_point = gc_point;
        let r = self.heap_alloc(size);
        self.gc_point = false;
        match r {
            Some(r) => {
                self.st32(r, 0, c);
                self.note_allocation(c, r);
                Ok(r)
            }
            None => Err(self.oom()),
        }
    }

    /// new-instance: throws InstantiationError for interfaces and abstract classes.
    pub fn new_object(&mut self, c: ClassId) -> Result<u32, Throw> {
        self.instantiate(c, false)
    }

    /// new-instance executed by the interpreter: a GC point.
    pub(crate) fn new_object_gc(&mut self, c: ClassId) -> Result<u32, Throw> {
        self.instantiate(c, true)
    }

    fn instantiate(&mut self, c: ClassId, gc_point: bool) -> Result<u32, Throw> {
        let cl = &self.classes[c as usize];
        if cl.access & (ACC_ABSTRACT | ACC_INTERFACE) != 0 || cl.is_array() {
            let n = super::java_name(&cl.descriptor);
            return Err(self.throw_msg("Ljava/lang/InstantiationError;", &n));
        }
        self.alloc_instance(c, gc_point)
    }

    /// Allocates an array of array class `c`; NegativeArraySizeException for `len < 0`.
    pub fn new_array(&mut self, c: ClassId, len: i32) -> Result<u32, Throw> {
        self.alloc_array(c, len, false)
    }

    /// new-array / filled-new-array executed by the interpreter: a GC point.
    pub(crate) fn new_array_gc(&mut self, c: ClassId, len: i32) -> Result<u32, Throw> {
        self.alloc_array(c, len, true)
    }

    fn alloc_array(&mut self, c: ClassId, len: i32, gc_point: bool) -> Result<u32, Throw> {
        if len < 0 {
            return Err(self.throw_msg(
                "Ljava/lang/NegativeArraySizeException;",
                &alloc::format!("{len}"),
            ));
        }
        let e = self.classes[c as usize].elem.size();
        // An array larger than the heap may ever grow is refused before any collection,
        // with the limit named (ART: "Failed to allocate a N byte allocation ...").
        let want = len as u64 * e as u64 + crate::heap::array_data_offset(e) as u64;
        let limit = self.config.heap_policy.limit() as u64;
        if want > limit {
            let msg = alloc::format!(
                "Failed to allocate a {want} byte allocation for {} of length {len}: {}",
                crate::oo::link::type_name(&self.classes[c as usize].descriptor),
                crate::limits::exceeded(
                    "array size",
                    want,
                    limit,
                    "the heap's growth limit, dalvik.vm.heapgrowthlimit"
                )
            );
            return Err(self.throw_msg("Ljava/lang/OutOfMemoryError;", &msg));
        }
        let bytes = (len as usize)
            .checked_mul(e)
            .and_then(|d| d.checked_add(crate::heap::array_data_offset(e)));
        self.gc_point = gc_point;
        let r = bytes.and_then(|b| self.heap_alloc(b));
        self.gc_point = false;
        match r {
            Some(r) => {
                self.st32(r, 0, c);
                self.st32(r, crate::heap::ARRAY_LENGTH_OFFSET as u32, len as u32);
                Ok(r)
            }
            None => Err(self.oom()),
        }
    }

    /// A new (not interned) java.lang.String with the given UTF-16 contents.
    pub fn new_string(&mut self, chars: &[u16]) -> Result<u32, Throw> {
        let arr = self.new_array(self.wk.char_array, chars.len() as i32)?;
        // Element by element, for the same reason as `char_array`.
        for (i, &c) in chars.iter().enumerate() {
            self.st_kind(
                arr,
                Self::elem_off(Kind::Char, i as u32),
                Kind::Char,
                c as u64,
            );
        }
        let s = self.new_object_raw(self.wk.string)?;
        self.st32(s, self.wk.string_value, arr);
        Ok(s)
    }

    /// A new String of chars `start..start + n` of char[] `arr` (in bounds), copied
    /// heap to heap. The source stays reachable from the caller while both allocations
    /// run (a native's argument or a field of one).
    pub fn new_string_from(&mut self, arr: u32, start: u32, n: u32) -> Result<u32, Throw> {
        let value = self.new_array(self.wk.char_array, n as i32)?;
        self.copy_packed(arr, start, value, 0, n, 2);
        let s = self.new_object_raw(self.wk.string)?;
        self.st32(s, self.wk.string_value, value);
        Ok(s)
    }

    pub fn new_string_str(&mut self, s: &str) -> Result<u32, Throw> {
        let u: Vec<u16> = s.encode_utf16().collect();
        self.new_string(&u)
    }

    /// The UTF-16 contents of a String (empty for null).
    pub fn string_utf16(&self, s: u32) -> Vec<u16> {
        if s == 0 {
            return Vec::new();
        }
        let arr = self.ld32(s, self.wk.string_value);
        self.char_array(arr)
    }

    /// The contents of a char[] (empty for null).
    pub fn char_array(&self, arr: u32) -> Vec<u16> {
        if arr == 0 {
            return Vec::new();
        }
        // Element by element: reading through `read_u16s` here changed how LLVM
        // allocated the interpreter's registers (aget 49 -> 54 guest instructions).
        let n = self.array_len(arr);
        let mut out = Vec::with_capacity(n.min(1 << 20) as usize);
        for i in 0..n {
            out.push(self.ld_kind(arr, Self::elem_off(Kind::Char, i), Kind::Char) as u16);
        }
        out
    }

    /// The heap words holding `n` elements of `size` bytes from element `start` of array
    /// `arr`, and how many elements of the first word come before `start`. `None` when
    /// the range leaves the heap (a forged reference or length).
    #[inline]
    fn elem_words(
        &self,
        arr: u32,
        size: usize,
        start: u32,
        n: u32,
    ) -> Option<(usize, usize, usize)> {
        let off = array_data_offset(size).checked_add((start as usize).checked_mul(size)?)?;
        let first = (arr as usize).checked_add(off / 4)?;
        let skip = (off % 4) / size;
        let words = (skip + n as usize).checked_mul(size)?.div_ceil(4);
        self.heap.run(first, words)?;
        Some((first, skip, words))
    }

    /// Elements `start..start + n` of an array of `size`-byte (1 or 2) elements, read a
    /// word at a time (they are packed low first); nothing where the range leaves the
    /// heap.
    #[inline]
    fn read_packed<T>(
        &self,
        arr: u32,
        size: usize,
        start: u32,
        n: u32,
        to: fn(u32) -> T,
    ) -> Vec<T> {
        let Some((first, skip, words)) = self.elem_words(arr, size, start, n) else {
            return Vec::new();
        };
        let (per, bits) = (4 / size, size * 8);
        let mask = (1u32 << bits) - 1;
        let Some(ws) = self.heap.run(first, words) else {
            return Vec::new();
        };
        (skip..skip + n as usize)
            .map(|e| to(ws[e / per].load(Relaxed) >> ((e % per) * bits) & mask))
            .collect()
    }

    /// Writes `v` from element `start` of an array of `size`-byte elements (see
    /// [`Vm::read_packed`]).
    #[inline]
    fn write_packed(
        &mut self,
        arr: u32,
        size: usize,
        start: u32,
        v: impl ExactSizeIterator<Item = u32>,
    ) {
        let Some((first, skip, words)) = self.elem_words(arr, size, start, v.len() as u32) else {
            return;
        };
        let (per, bits) = (4 / size, size * 8);
        let mask = (1u32 << bits) - 1;
        let Some(ws) = self.heap.run(first, words) else {
            return;
        };
        // Load, merge, store: only the mutator writes a non-reference word.
        for (k, x) in v.enumerate() {
            let e = skip + k;
            let sh = (e % per) * bits;
            let w = &ws[e / per];
            w.store(
                (w.load(Relaxed) & !(mask << sh)) | (x & mask) << sh,
                Relaxed,
            );
        }
    }

    /// Copies elements `sp..sp + n` of primitive array `src` to `dst` from `dp`, both of
    /// `size`-byte elements, a heap word at a time where both ranges start at the same
    /// place in a word (always for 4- and 8-byte elements) and element by element at the
    /// edges. Overlap within one array is handled (as System.arraycopy must). The caller
    /// has checked types and bounds; a range leaving the heap copies nothing.
    pub(crate) fn copy_packed(
        &mut self,
        src: u32,
        sp: u32,
        dst: u32,
        dp: u32,
        n: u32,
        size: usize,
    ) {
        let (Some((sf, sskip, swords)), Some((df, dskip, _))) = (
            self.elem_words(src, size, sp, n),
            self.elem_words(dst, size, dp, n),
        ) else {
            return;
        };
        if n == 0 {
            return;
        }
        if size >= 4 {
            self.heap.copy_within(sf, df, swords);
            return;
        }
        if sskip != dskip || src == dst {
            let v = self.read_packed(src, size, sp, n, |x| x);
            self.write_packed(dst, size, dp, v.into_iter());
            return;
        }
        let per = 4 / size;
        let n = n as usize;
        // Elements before the first whole word, the whole words, the elements after.
        let head = if sskip == 0 { 0 } else { (per - sskip).min(n) };
        let body = (n - head) / per;
        let tail = n - head - body * per;
        if head > 0 {
            let v = self.read_packed(src, size, sp, head as u32, |x| x);
            self.write_packed(dst, size, dp, v.into_iter());
        }
        let (sb, db) = (sf + usize::from(head > 0), df + usize::from(head > 0));
        self.heap.copy_within(sb, db, body);
        if tail > 0 {
            let at = (head + body * per) as u32;
            let v = self.read_packed(src, size, sp + at, tail as u32, |x| x);
            self.write_packed(dst, size, dp + at, v.into_iter());
        }
    }

    /// Elements `start..start + n` of a char[] or short[].
    pub(crate) fn read_u16s(&self, arr: u32, start: u32, n: u32) -> Vec<u16> {
        self.read_packed(arr, 2, start, n, |x| x as u16)
    }

    /// Writes `v` into a char[] or short[] from element `start`.
    pub(crate) fn write_u16s(&mut self, arr: u32, start: u32, v: &[u16]) {
        self.write_packed(arr, 2, start, v.iter().map(|&x| x as u32));
    }

    /// Elements `start..start + n` of a byte[] or boolean[].
    pub(crate) fn read_u8s(&self, arr: u32, start: u32, n: u32) -> Vec<u8> {
        self.read_packed(arr, 1, start, n, |x| x as u8)
    }

    /// Writes `v` into a byte[] or boolean[] from element `start`.
    pub(crate) fn write_u8s(&mut self, arr: u32, start: u32, v: &[u8]) {
        self.write_packed(arr, 1, start, v.iter().map(|&x| x as u32));
    }

    /// A String as Rust text (unpaired surrogates become U+FFFD).
    pub fn string_rust(&self, s: u32) -> alloc::string::String {
        char::decode_utf16(self.string_utf16(s))
            .map(|c| c.unwrap_or('\u{fffd}'))
            .collect()
    }

    /// Returns the canonical interned String with these contents.
    pub fn intern_utf16(&mut self, u: &[u16]) -> Result<u32, Throw> {
        if let Some(&s) = self.interned.get(u) {
            return Ok(s);
        }
        let s = self.new_string(u)?;
        self.interned.insert(u.to_vec(), s);
        Ok(s)
    }

    /// The java.lang.Class object of class `c` (created on first use).
    pub fn class_mirror(&mut self, c: ClassId) -> Result<u32, Throw> {
        let m = self.classes[c as usize].mirror;
        if m != 0 {
            return Ok(m);
        }
        let o = self.new_object_raw(self.wk.class)?;
        self.st32(o, self.wk.class_index, c);
        self.classes[c as usize].mirror = o;
        Ok(o)
    }

    /// The class a java.lang.Class mirror stands for.
    pub fn mirror_class(&self, mirror: u32) -> ClassId {
        let c = self.ld32(mirror, self.wk.class_index);
        if (c as usize) < self.classes.len() {
            c
        } else {
            self.wk.object
        }
    }

    /// Object.hashCode / System.identityHashCode. Derived from the reference while the
    /// heap does not move objects; a moving GC must store it in the lock word's hash bits.
    pub fn identity_hash(&self, obj: u32) -> i32 {
        let x = obj.wrapping_mul(0x9E37_79B9);
        ((x ^ (x >> 16)) & 0x7fff_ffff) as i32
    }
}
