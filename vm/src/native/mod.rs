//! The native interface: how Rust code implements a Java `native` method, and how a
//! library or an embedder hands such code to the engine. It plays the part of JNI and of
//! Dalvik's `dvmRegisterNatives` (dalvik/vm/Native.cpp), designed for Rust: a native is a
//! plain function over an [`Env`], bound by (class, name, descriptor) from tables.
//! [`Env`] is the whole API a native outside the engine gets; engine-level natives
//! (threads, heap, reflection, stack walking) live beside what they use (see [`bind`]).
//!
//! # What a native receives
//! - `env`: the VM, through the methods of [`Env`] only.
//! - `args`: the Dalvik argument words, `this` first for an instance method; a `long` or
//!   `double` takes two words, low word first ([`arg_long`], [`arg_f64`]); a reference is
//!   an object handle (`u32`, 0 is null).
//!
//! It returns the result as a `u64` (void: 0; `int`, `float`, references: the low word
//! with the bits as a Dalvik register holds them; `long`, `double`: all 64 bits), or
//! `Err(Throw)` once it has made an exception pending with one of the `throw` methods.
//!
//! # What it may do
//! Allocate objects, strings and arrays; read and write fields and array elements; find
//! classes and methods and ask about them; throw; write to the console and read the
//! clocks; hand log lines and trace sections to the platform; ask for a thread switch;
//! continue in a Java method ([`Env::tail_call`]).
//! It never calls back into Java and never blocks in Rust: the interpreter's explicit
//! frame stack stays the only call stack (see `crate::interp`).
//!
//! # References and the collector
//! The collector does not move objects. Arguments stay reachable from the caller's
//! registers, and everything a native allocates is kept alive until it returns; a
//! collection its allocations asked for runs after it returns. A handle read from a
//! field is only safe while something reachable still holds that object.

pub mod bind;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

pub use crate::oo::Kind;
use crate::oo::{ClassId, MethodIdx};
use crate::vm::Vm;
pub use crate::vm::{Platform, Throw};
pub use bind::{FieldDecl, Library, NativeLibraries};

/// A native method: `args` are its argument words (`this` first), the result is the
/// return value's bits (void: 0) or `Err(Throw)` with an exception pending.
pub type NativeFn = fn(&mut Env<'_>, &[u32]) -> Result<u64, Throw>;

/// One row of a native table: (class descriptor, method name, method descriptor,
/// function), e.g. `("Ljava/lang/Math;", "sqrt", "(D)D", sqrt)`.
pub type Native = (&'static str, &'static str, &'static str, NativeFn);

/// A native table: the rows one library or embedder registers together.
pub type NativeTable = &'static [Native];

/// Argument word `i` (0 past the end: the engine checked the count against the
/// descriptor, so this only guards a native's own indexing slip).
#[inline]
pub fn arg(args: &[u32], i: usize) -> u32 {
    args.get(i).copied().unwrap_or(0)
}

/// The 64-bit argument in words `i` and `i + 1` (low word first).
#[inline]
pub fn arg_wide(args: &[u32], i: usize) -> u64 {
    arg(args, i) as u64 | (arg(args, i + 1) as u64) << 32
}

/// The `int` argument in word `i`.
#[inline]
pub fn arg_int(args: &[u32], i: usize) -> i32 {
    arg(args, i) as i32
}

/// The `long` argument in words `i` and `i + 1`.
#[inline]
pub fn arg_long(args: &[u32], i: usize) -> i64 {
    arg_wide(args, i) as i64
}

/// The `float` argument in word `i`.
#[inline]
pub fn arg_f32(args: &[u32], i: usize) -> f32 {
    f32::from_bits(arg(args, i))
}

/// The `double` argument in words `i` and `i + 1`.
#[inline]
pub fn arg_f64(args: &[u32], i: usize) -> f64 {
    f64::from_bits(arg_wide(args, i))
}

/// A class the engine has loaded (from [`Env::find_class`] or [`Env::class_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassRef(pub(crate) ClassId);

/// An instance field of a loaded class: where it is and what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldRef {
    pub(crate) offset: u32,
    pub(crate) kind: Kind,
}

impl FieldRef {
    /// The field's type.
    pub fn kind(self) -> Kind {
        self.kind
    }
}

/// Index of a field in the boot library's [`Library::fields`]: what its natives name a
/// hot field by ([`Env::lib_field`]). Meaningless for any other table's natives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldSlot(u16);

impl FieldSlot {
    /// Slot `i` of the library's field list.
    pub const fn new(i: u16) -> Self {
        FieldSlot(i)
    }
}

/// A method of a loaded class (from [`Env::find_method`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodRef(pub(crate) MethodIdx);

/// The VM as a native sees it. Every method is safe for any handle a native passes: a
/// forged or stale reference reads 0 and writes nothing outside the heap.
pub struct Env<'v> {
    vm: &'v mut Vm,
}

impl<'v> Env<'v> {
    #[inline]
    pub(crate) fn new(vm: &'v mut Vm) -> Self {
        Env { vm }
    }

    /// The whole VM, for the engine's own natives.
    #[inline]
    pub(crate) fn vm(&mut self) -> &mut Vm {
        self.vm
    }

    // ---- exceptions -------------------------------------------------------------

    /// Makes a new `class` (a descriptor, e.g. `"Ljava/lang/IllegalStateException;"`)
    /// with message `msg` and the current stack trace pending; return the result.
    pub fn throw(&mut self, class: &str, msg: &str) -> Throw {
        self.vm.throw_msg(class, msg)
    }

    /// [`Env::throw`] with a null message.
    pub fn throw_new(&mut self, class: &str) -> Throw {
        self.vm.throw_msg_null(class)
    }

    /// `r`, or a pending NullPointerException when it is null.
    #[inline]
    pub fn null_check(&mut self, r: u32) -> Result<u32, Throw> {
        self.vm.null_check(r)
    }

    /// The exception a `throw` just made pending (0: none), so a native can fill in
    /// the fields of its own exception class before returning `Err(Throw)`.
    pub fn pending_exception(&self) -> u32 {
        self.vm.pending
    }

    // ---- classes ----------------------------------------------------------------

    /// Loads (and links) the class with descriptor `desc`, or throws what class
    /// loading throws (NoClassDefFoundError, VerifyError, ...).
    pub fn find_class(&mut self, desc: &str) -> Result<ClassRef, Throw> {
        self.vm.find_class(desc).map(ClassRef)
    }

    /// The class of a non-null object.
    #[inline]
    pub fn class_of(&self, obj: u32) -> ClassRef {
        ClassRef(self.vm.class_of(obj))
    }

    /// The descriptor of `c`, e.g. `"Ljava/lang/String;"` or `"[I"`.
    pub fn descriptor(&self, c: ClassRef) -> &str {
        self.vm
            .classes
            .get(c.0 as usize)
            .map_or("", |k| k.descriptor.as_str())
    }

    /// Whether an instance of `from` may be assigned to `to` (JLS 5.2).
    pub fn is_assignable(&self, from: ClassRef, to: ClassRef) -> bool {
        self.valid(from) && self.valid(to) && self.vm.is_assignable(from.0, to.0)
    }

    /// Whether `obj` is a non-null instance of `c`.
    pub fn is_instance(&self, obj: u32, c: ClassRef) -> bool {
        obj != 0 && self.is_assignable(self.class_of(obj), c)
    }

    /// The component type of array class `c` (`None`: not an array).
    pub fn component(&self, c: ClassRef) -> Option<ClassRef> {
        self.vm.classes.get(c.0 as usize)?.component.map(ClassRef)
    }

    /// The element kind of array class `c` (`None`: not an array).
    pub fn element_kind(&self, c: ClassRef) -> Option<Kind> {
        let k = self.vm.classes.get(c.0 as usize)?;
        k.component.map(|_| k.elem)
    }

    /// The `java.lang.Class` object of `c`.
    pub fn class_object(&mut self, c: ClassRef) -> Result<u32, Throw> {
        if !self.valid(c) {
            return Ok(0);
        }
        self.vm.class_mirror(c.0)
    }

    /// The class a `java.lang.Class` object stands for.
    pub fn class_of_class_object(&self, mirror: u32) -> ClassRef {
        ClassRef(self.vm.mirror_class(mirror))
    }

    fn valid(&self, c: ClassRef) -> bool {
        (c.0 as usize) < self.vm.classes.len()
    }

    // ---- objects and fields -----------------------------------------------------

    /// A new instance of `c` with every field zero; no constructor runs (JNI's
    /// AllocObject). Throws InstantiationError for an interface, abstract, array or
    /// primitive class.
    pub fn alloc_object(&mut self, c: ClassRef) -> Result<u32, Throw> {
        let k = self.vm.classes.get(c.0 as usize);
        if k.is_none_or(|k| {
            k.is_array() || k.primitive != 0 || k.access & crate::oo::ACC_ABSTRACT != 0
        }) {
            let n = crate::oo::java_name(self.descriptor(c));
            return Err(self.throw("Ljava/lang/InstantiationError;", &n));
        }
        self.vm.new_object_raw(c.0)
    }

    /// Instance field `name` of class `class` (or a superclass), cached per VM by the
    /// addresses of the two strings; NoSuchFieldError when there is none.
    #[inline]
    pub fn field(&mut self, class: &'static str, name: &'static str) -> Result<FieldRef, Throw> {
        self.vm.field_ref(class, name)
    }

    /// Field `slot` of the boot library's [`Library::fields`], resolved at its first use
    /// in this VM (NoSuchFieldError if the library declared one its classes lack).
    #[inline]
    pub fn lib_field(&mut self, slot: FieldSlot) -> Result<FieldRef, Throw> {
        match self.vm.lib_fields.get(slot.0 as usize) {
            Some(Some(f)) => Ok(*f),
            _ => self.vm.resolve_lib_field(slot.0 as usize),
        }
    }

    /// The value of field `f` of `obj` (sub-word values extended as a register holds
    /// them; `long`/`double`: all 64 bits).
    #[inline]
    pub fn get(&self, obj: u32, f: FieldRef) -> u64 {
        self.vm.ld_kind(obj, f.offset, f.kind)
    }

    /// Sets field `f` of `obj` (a reference through the collector's write barrier).
    #[inline]
    pub fn set(&mut self, obj: u32, f: FieldRef, v: u64) {
        if f.kind == Kind::Ref {
            self.vm.st_ref(obj, f.offset, v as u32);
        } else {
            self.vm.st_kind(obj, f.offset, f.kind, v);
        }
    }

    /// The identity hash of a non-null object (Object.hashCode's default).
    pub fn identity_hash(&self, obj: u32) -> i32 {
        self.vm.identity_hash(obj)
    }

    /// `value` boxed as boxing conversion does (JLS 5.1.7): `kind` selects Integer,
    /// Long, Double, ..., with the `valueOf` cache of -128..=127 for the integral kinds
    /// and Character below 128.
    pub fn box_value(&mut self, kind: Kind, value: u64) -> Result<u32, Throw> {
        self.vm.box_value(kind, value)
    }

    // ---- arrays -----------------------------------------------------------------

    /// A new array of class `array_class` (e.g. from `find_class("[I")`) with `len`
    /// zero elements; NegativeArraySizeException or OutOfMemoryError as `new-array`.
    pub fn new_array(&mut self, array_class: ClassRef, len: i32) -> Result<u32, Throw> {
        if self.component(array_class).is_none() {
            let n = crate::oo::java_name(self.descriptor(array_class));
            return Err(self.throw("Ljava/lang/IllegalArgumentException;", &n));
        }
        self.vm.new_array(array_class.0, len)
    }

    /// The length of a non-null array.
    #[inline]
    pub fn array_len(&self, arr: u32) -> u32 {
        self.vm.array_len(arr)
    }

    /// Element `i` of `arr`, whose elements are of `kind`. Java's checks are the
    /// native's (each API throws its own exception with its own message): null or an
    /// index past the end reads 0.
    #[inline]
    pub fn array_get(&self, arr: u32, kind: Kind, i: u32) -> u64 {
        if self.in_range(arr, i, 1) {
            self.vm.ld_kind(arr, Vm::elem_off(kind, i), kind)
        } else {
            0
        }
    }

    /// Sets element `i` of `arr` (a reference through the write barrier, with no
    /// ArrayStoreException check: a native storing a reference checks its type). Null
    /// or an index past the end writes nothing.
    #[inline]
    pub fn array_set(&mut self, arr: u32, kind: Kind, i: u32, v: u64) {
        if !self.in_range(arr, i, 1) {
            return;
        }
        if kind == Kind::Ref {
            self.vm.array_store32(arr, i, v as u32);
        } else {
            self.vm.st_kind(arr, Vm::elem_off(kind, i), kind, v);
        }
    }

    /// System.arraycopy: `len` elements of `src` from `src_pos` to `dst` from `dst_pos`,
    /// with its checks and exceptions (NullPointerException, ArrayStoreException,
    /// ArrayIndexOutOfBoundsException) and overlap handled.
    pub fn copy_array(
        &mut self,
        src: u32,
        src_pos: i32,
        dst: u32,
        dst_pos: i32,
        len: i32,
    ) -> Result<(), Throw> {
        self.vm.array_copy(src, src_pos, dst, dst_pos, len)
    }

    /// Up to `len` chars of char[] `arr` from `start` (fewer past its end; JNI's
    /// GetCharArrayRegion).
    pub fn get_chars(&self, arr: u32, start: u32, len: u32) -> Vec<u16> {
        let n = self.clamp(arr, start, len);
        self.vm.read_u16s(arr, start, n)
    }

    /// Writes `chars` into char[] `arr` from `start` (none past its end; JNI's
    /// SetCharArrayRegion).
    pub fn set_chars(&mut self, arr: u32, start: u32, chars: &[u16]) {
        let n = self.clamp(arr, start, chars.len() as u32);
        self.vm.write_u16s(arr, start, &chars[..n as usize]);
    }

    /// Copies up to `n` chars of char[] `src` from `sp` into char[] `dst` from `dp`
    /// (none past either end), heap to heap a word at a time where alignment allows: no
    /// copy through Rust memory, which dominated StringBuilder appends of long strings.
    /// Returns how many it copied.
    pub fn copy_chars(&mut self, src: u32, sp: u32, dst: u32, dp: u32, n: u32) -> u32 {
        let n = self.clamp(src, sp, n).min(self.clamp(dst, dp, n));
        self.vm.copy_packed(src, sp, dst, dp, n, 2);
        n
    }

    /// A new String holding chars `start..start + n` of char[] `arr` (none past its end),
    /// copied heap to heap.
    pub fn new_string_from(&mut self, arr: u32, start: u32, n: u32) -> Result<u32, Throw> {
        let n = self.clamp(arr, start, n);
        self.vm.new_string_from(arr, start, n)
    }

    /// The char[] holding String `s`'s contents (its `value`), 0 for null.
    pub fn string_chars_array(&self, s: u32) -> u32 {
        if s == 0 {
            0
        } else {
            self.vm.ld32(s, self.vm.wk.string_value)
        }
    }

    /// Up to `len` bytes of byte[] `arr` from `start`.
    pub fn get_bytes(&self, arr: u32, start: u32, len: u32) -> Vec<u8> {
        let n = self.clamp(arr, start, len);
        self.vm.read_u8s(arr, start, n)
    }

    /// Writes `bytes` into byte[] `arr` from `start` (none past its end).
    pub fn set_bytes(&mut self, arr: u32, start: u32, bytes: &[u8]) {
        let n = self.clamp(arr, start, bytes.len() as u32);
        self.vm.write_u8s(arr, start, &bytes[..n as usize]);
    }

    /// The contents of a char[] (empty for null).
    pub fn char_array(&self, arr: u32) -> Vec<u16> {
        self.vm.char_array(arr)
    }

    /// A new char[] holding `chars`.
    pub fn new_char_array(&mut self, chars: &[u16]) -> Result<u32, Throw> {
        let arr = self
            .vm
            .new_array(self.vm.wk.char_array, chars.len() as i32)?;
        self.set_chars(arr, 0, chars);
        Ok(arr)
    }

    /// A new byte[] holding `bytes`.
    pub fn new_byte_array(&mut self, bytes: &[u8]) -> Result<u32, Throw> {
        let c = self.vm.find_class("[B")?;
        let arr = self.vm.new_array(c, bytes.len() as i32)?;
        self.set_bytes(arr, 0, bytes);
        Ok(arr)
    }

    #[inline]
    fn in_range(&self, arr: u32, i: u32, len: u32) -> bool {
        arr != 0
            && i.checked_add(len)
                .is_some_and(|e| e <= self.vm.array_len(arr))
    }

    /// How many of elements `start..start + len` of `arr` exist.
    #[inline]
    fn clamp(&self, arr: u32, start: u32, len: u32) -> u32 {
        let n = if arr == 0 { 0 } else { self.vm.array_len(arr) };
        n.saturating_sub(start).min(len)
    }

    // ---- strings ----------------------------------------------------------------

    /// A new java.lang.String with these UTF-16 code units.
    pub fn new_string(&mut self, chars: &[u16]) -> Result<u32, Throw> {
        self.vm.new_string(chars)
    }

    /// A new java.lang.String of Rust text.
    pub fn new_str(&mut self, s: &str) -> Result<u32, Throw> {
        self.vm.new_string_str(s)
    }

    /// [`Env::new_str`] as a native's result.
    pub fn ret_str(&mut self, s: &str) -> Result<u64, Throw> {
        Ok(self.vm.new_string_str(s)? as u64)
    }

    /// The UTF-16 contents of a String (empty for null).
    pub fn string_utf16(&self, s: u32) -> Vec<u16> {
        self.vm.string_utf16(s)
    }

    /// A String as Rust text (unpaired surrogates become U+FFFD).
    pub fn string_rust(&self, s: u32) -> String {
        self.vm.string_rust(s)
    }

    /// The length of a non-null String in UTF-16 code units.
    #[inline]
    pub fn string_len(&self, s: u32) -> u32 {
        self.vm.array_len(self.vm.ld32(s, self.vm.wk.string_value))
    }

    /// Code unit `i` of a non-null String, or `None` past its end.
    #[inline]
    pub fn string_char(&self, s: u32, i: u32) -> Option<u16> {
        let v = self.vm.ld32(s, self.vm.wk.string_value);
        (i < self.vm.array_len(v))
            .then(|| self.vm.ld_kind(v, Vm::elem_off(Kind::Char, i), Kind::Char) as u16)
    }

    /// Whether `obj` is a non-null java.lang.String.
    #[inline]
    pub fn is_string(&self, obj: u32) -> bool {
        obj != 0 && self.vm.class_of(obj) == self.vm.wk.string
    }

    // ---- methods ----------------------------------------------------------------

    /// Method `name` with descriptor `desc` of `c`, its superclasses or its interfaces
    /// (JVMS 5.4.3.3), if there is one.
    pub fn find_method(&self, c: ClassRef, name: &str, desc: &str) -> Option<MethodRef> {
        if !self.valid(c) {
            return None;
        }
        self.vm.find_method(c.0, name, desc).map(MethodRef)
    }

    /// Continues in Java: `m` runs with `args` in a frame pushed as if the native's
    /// caller had invoked it, and its result becomes the native's. Return what this
    /// returns. Only a native invoked by bytecode may do this (UnsupportedOperationException
    /// otherwise); a native `m` is simply called.
    pub fn tail_call(&mut self, m: MethodRef, args: &[u32]) -> Result<u64, Throw> {
        if m.0 as usize >= self.vm.methods.len() {
            return Err(self.throw("Ljava/lang/IllegalArgumentException;", "no such method"));
        }
        self.vm.native_tail_call(m.0, args)
    }

    // ---- threads, console and clocks ---------------------------------------------

    /// Asks the scheduler to run another ready thread once this native returns (a
    /// long-running native's courtesy; Thread.yield's effect).
    pub fn request_switch(&mut self) {
        self.vm.yield_thread();
    }

    /// Writes bytes to the console: fd 1 (stdout) or 2 (stderr).
    pub fn write(&mut self, fd: u32, bytes: &[u8]) {
        self.vm.platform.write(fd, bytes);
        self.vm.after_console_write();
    }

    /// Writes Java text to fd 1 or 2 as UTF-8 (an unpaired surrogate becomes '?', as the
    /// JDK's encoder writes it).
    pub fn write_utf16(&mut self, fd: u32, text: &[u16]) {
        self.vm.write_utf16(fd, text);
    }

    /// Hands an android.util.Log line to the platform's log buffer (see
    /// `Platform::log`).
    pub fn log(&mut self, priority: u32, tag: &str, message: &str) {
        self.vm.platform.log(priority, tag, message);
    }

    /// Whether android.os.Trace records (`Platform::tracing`).
    pub fn tracing(&self) -> bool {
        self.vm.platform.tracing()
    }

    /// Opens a trace section on the running thread (`Platform::trace_begin`).
    pub fn trace_begin(&mut self, name: &str) {
        let tid = self.vm.current_tid();
        if let Some(t) = self.vm.threads.thread_mut(tid) {
            t.trace_depth += 1;
        }
        self.vm.platform.trace_begin(tid, name);
    }

    /// Ends the running thread's innermost trace section; nothing when it has none open
    /// (an unmatched endSection is dropped here, so the platform never sees one).
    pub fn trace_end(&mut self) {
        let tid = self.vm.current_tid();
        match self.vm.threads.thread_mut(tid) {
            Some(t) if t.trace_depth > 0 => t.trace_depth -= 1,
            _ => return,
        }
        self.vm.platform.trace_end(tid);
    }

    /// A trace counter's new value (`Platform::trace_counter`).
    pub fn trace_counter(&mut self, name: &str, value: i64) {
        let tid = self.vm.current_tid();
        self.vm.platform.trace_counter(tid, name, value);
    }

    /// An async trace section begins (`begin`) or ends (`Platform::trace_async_begin`,
    /// `Platform::trace_async_end`).
    pub fn trace_async(&mut self, begin: bool, name: &str, cookie: i32) {
        let tid = self.vm.current_tid();
        if begin {
            self.vm.platform.trace_async_begin(tid, name, cookie);
        } else {
            self.vm.platform.trace_async_end(tid, name, cookie);
        }
    }

    /// Flushes the console.
    pub fn flush(&mut self) {
        self.vm.platform.flush();
    }

    /// Monotonic nanoseconds (System.nanoTime).
    pub fn nanos(&self) -> u64 {
        self.vm.platform.nanos()
    }

    /// Wall-clock milliseconds since the epoch (System.currentTimeMillis).
    pub fn millis(&self) -> u64 {
        self.vm.platform.millis()
    }

    /// The properties the VM and its platform define (`java.vm.*`, `dalvik.vm.*`,
    /// `os.*`, `user.*`, ...), for the library's `System.getProperties`.
    pub fn vm_properties(&self) -> Vec<(String, String)> {
        self.vm.properties()
    }
}

/// UTF-16 of Rust text.
pub fn utf16(s: &str) -> Vec<u16> {
    s.encode_utf16().collect()
}

/// Rust text of UTF-16 (unpaired surrogates become U+FFFD).
pub fn rust(u: &[u16]) -> String {
    char::decode_utf16(u.iter().copied())
        .map(|c| c.unwrap_or('\u{fffd}'))
        .collect()
}

/// The Java name of a class descriptor: `Ljava/lang/String;` is `java.lang.String`,
/// `[I` is `[I` (as Class.getName).
pub fn java_name(desc: &str) -> String {
    crate::oo::java_name(desc)
}

impl Vm {
    /// Throws NullPointerException when `r` is null.
    #[inline]
    pub(crate) fn null_check(&mut self, r: u32) -> Result<u32, Throw> {
        if r == 0 {
            Err(self.throw_msg_null("Ljava/lang/NullPointerException;"))
        } else {
            Ok(r)
        }
    }

    /// A new String from Rust text, as a native result.
    pub(crate) fn ret_str(&mut self, s: &str) -> Result<u64, Throw> {
        Ok(self.new_string_str(s)? as u64)
    }

    /// [`Env::field`], answered from a map by the addresses of the two `&'static str`
    /// arguments: natives ask on every call, and a class lookup by descriptor each time
    /// was a fifth of a StringBuilder-heavy run (the library's hot fields are slots).
    #[inline]
    pub(crate) fn field_ref(
        &mut self,
        desc: &'static str,
        name: &'static str,
    ) -> Result<FieldRef, Throw> {
        let key = (desc.as_ptr() as usize, name.as_ptr() as usize);
        match self.field_offs.get(&key) {
            Some(&f) => Ok(f),
            None => self.field_ref_slow(key, desc, name),
        }
    }

    #[cold]
    #[inline(never)]
    fn field_ref_slow(
        &mut self,
        key: (usize, usize),
        desc: &str,
        name: &str,
    ) -> Result<FieldRef, Throw> {
        let f = self.field_ref_uncached(desc, name)?;
        self.field_offs.insert(key, f);
        Ok(f)
    }

    /// [`Vm::field_ref`]'s offset, for the engine's natives.
    pub(crate) fn field_off(
        &mut self,
        desc: &'static str,
        name: &'static str,
    ) -> Result<u32, Throw> {
        self.field_ref(desc, name).map(|f| f.offset)
    }

    /// [`Env::lib_field`]'s slow path.
    #[cold]
    #[inline(never)]
    pub(crate) fn resolve_lib_field(&mut self, i: usize) -> Result<FieldRef, Throw> {
        let Some(&(desc, name)) = self.library.fields.get(i) else {
            let msg = format!("{} declares no field slot {i}", self.library.name);
            return Err(self.throw_msg("Ljava/lang/InternalError;", &msg));
        };
        let f = self.field_ref_uncached(desc, name)?;
        if let Some(s) = self.lib_fields.get_mut(i) {
            *s = Some(f);
        }
        Ok(f)
    }

    pub(crate) fn field_ref_uncached(&mut self, desc: &str, name: &str) -> Result<FieldRef, Throw> {
        let c = self.find_class(desc)?;
        let mut cur = Some(c);
        while let Some(k) = cur {
            if let Some(f) = self.classes[k as usize]
                .instance_fields
                .iter()
                .find(|f| f.name == name)
            {
                return Ok(FieldRef {
                    offset: f.offset,
                    kind: f.kind,
                });
            }
            cur = self.classes[k as usize].super_class;
        }
        Err(self.throw_msg("Ljava/lang/NoSuchFieldError;", name))
    }

    /// Writes Java text to fd 1/2 as UTF-8 (unpaired surrogates become '?', as the JDK's
    /// encoder does).
    pub(crate) fn write_utf16(&mut self, fd: u32, u: &[u16]) {
        let mut out: Vec<u8> = Vec::with_capacity(u.len());
        for c in char::decode_utf16(u.iter().copied()) {
            let ch = c.unwrap_or('?');
            let mut b = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut b).as_bytes());
        }
        self.platform.write(fd, &out);
        self.after_console_write();
    }

    /// Output the platform holds until a poll must be polled for, even by a lone thread
    /// (whose interpreter runs the poll-free variant): a switch request with no decision
    /// re-enters the interpreter in the polling variant (see [`Vm::run`]).
    fn after_console_write(&mut self) {
        if !self.threads.polling && self.platform.output_pending() {
            self.threads.yield_req = true;
        }
    }
}
