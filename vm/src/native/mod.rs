//! Natives of the core library (AOSP Dalvik vm/native/ counterpart): Rust functions
//! bound at link time to `native` methods of vm/corelib by (class, name, descriptor).
//! A native never calls back into Java: library methods that must run Java code
//! (toString(), equals(), hashCode() of arbitrary objects) are written in smali, so
//! the interpreter's explicit frame stack stays the only call stack; reflection ends
//! by handing over to a Java frame instead (`Vm::native_tail_call`,
//! `Vm::native_init_class`). A native that blocks (sleep, wait, contended monitors)
//! records what to do on resume and asks for a thread switch; it never waits in Rust.

mod arrays;
mod fdlibm;
pub mod fmt;
mod format;
mod io;
mod lang;
mod numbers;
mod props;
mod reflect;
mod regex;
mod string;
mod text;
mod trace;
mod util;

use alloc::string::String;
use alloc::vec::Vec;

use crate::oo::Kind;
use crate::vm::{Throw, Vm};

/// A native method: receives the argument words (`this` first) and returns the result
/// (void: 0; wide values as u64), or `Err(Throw)` with the exception pending.
pub type NativeFn = fn(&mut Vm, &[u32]) -> Result<u64, Throw>;

/// One row of a native table: class descriptor, name, method descriptor, function.
type Entry = (&'static str, &'static str, &'static str, NativeFn);

/// Every table of (class, name, descriptor) rows, in lookup order.
fn tables() -> impl Iterator<Item = &'static Entry> {
    util::AL
        .iter()
        .chain(util::LL.iter())
        .chain(text::TABLE.iter())
        .chain(format::TABLE.iter())
        .chain(numbers::TABLE.iter())
        .chain(regex::TABLE.iter())
        .chain(lang::TABLE.iter())
        .chain(string::TABLE.iter())
        .chain(fdlibm::TABLE.iter())
        .chain(io::TABLE.iter())
        .chain(crate::thread::natives::TABLE.iter())
        .chain(reflect::TABLE.iter())
        .chain(trace::TABLE.iter())
        .chain(props::TABLE.iter())
        .chain(crate::heap::natives::TABLE.iter())
        .chain(crate::thread::conc::TABLE.iter())
}

/// Natives matched by name and descriptor alone, for the classes whose rows are
/// generated per type (the console's print overloads, the primitive array helpers).
fn by_class(class: &str, name: &str, desc: &str) -> Option<NativeFn> {
    if class == "Ljava/io/PrintStream$Console;" {
        if let Some(f) = lang::lookup_print(name, desc) {
            return Some(f);
        }
    }
    arrays::lookup(class, name, desc)
}

/// Binds a native method; `None` leaves it unlinked (UnsatisfiedLinkError on call).
pub fn lookup(class: &str, name: &str, desc: &str) -> Option<NativeFn> {
    ClassNatives::new(class).find(name, desc)
}

/// The native rows of one class, gathered once when the class is linked: its native
/// methods are then bound against a handful of rows, not every table.
pub struct ClassNatives<'c> {
    class: &'c str,
    rows: Vec<&'static Entry>,
}

impl<'c> ClassNatives<'c> {
    pub fn new(class: &'c str) -> Self {
        ClassNatives {
            class,
            rows: tables().filter(|e| e.0 == class).collect(),
        }
    }

    /// The native for method `name` with descriptor `desc` of the class.
    pub fn find(&self, name: &str, desc: &str) -> Option<NativeFn> {
        by_class(self.class, name, desc).or_else(|| {
            self.rows
                .iter()
                .find(|e| e.1 == name && e.2 == desc)
                .map(|e| e.3)
        })
    }
}

#[inline]
pub(crate) fn arg(a: &[u32], i: usize) -> u32 {
    a.get(i).copied().unwrap_or(0)
}

#[inline]
pub(crate) fn arg_wide(a: &[u32], i: usize) -> u64 {
    arg(a, i) as u64 | (arg(a, i + 1) as u64) << 32
}

impl Vm {
    /// Throws NullPointerException when `r` is null.
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

    /// A new char[] with `chars`.
    pub(crate) fn new_char_array(&mut self, chars: &[u16]) -> Result<u32, Throw> {
        let arr = self.new_array(self.wk.char_array, chars.len() as i32)?;
        for (i, &c) in chars.iter().enumerate() {
            self.st_kind(
                arr,
                Vm::elem_off(Kind::Char, i as u32),
                Kind::Char,
                c as u64,
            );
        }
        Ok(arr)
    }

    /// Byte offset of instance field `name` of class `desc` (core classes only). Both
    /// are static, so their addresses identify them for the cache.
    pub(crate) fn field_off(
        &mut self,
        desc: &'static str,
        name: &'static str,
    ) -> Result<u32, Throw> {
        let key = (desc.as_ptr() as usize, name.as_ptr() as usize);
        if let Some(&off) = self.field_offs.get(&key) {
            return Ok(off);
        }
        let off = self.field_off_uncached(desc, name)?;
        self.field_offs.insert(key, off);
        Ok(off)
    }

    pub(crate) fn field_off_uncached(&mut self, desc: &str, name: &str) -> Result<u32, Throw> {
        let c = self.find_class(desc)?;
        let mut cur = Some(c);
        while let Some(k) = cur {
            if let Some(f) = self.classes[k as usize]
                .instance_fields
                .iter()
                .find(|f| f.name == name)
            {
                return Ok(f.offset);
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
    }
}

/// UTF-16 of a Rust string.
pub(crate) fn utf16(s: &str) -> Vec<u16> {
    s.encode_utf16().collect()
}

/// Rust text of UTF-16 (lossy).
pub(crate) fn rust(u: &[u16]) -> String {
    char::decode_utf16(u.iter().copied())
        .map(|c| c.unwrap_or('\u{fffd}'))
        .collect()
}
