//! Object model: classes, methods, fields, field layout, vtables and interface tables,
//! object/array/string access over the heap (AOSP Dalvik vm/oo/ counterpart).
//! Object header (8 bytes): word 0 = class index, word 1 = lock word (`interp::monitor`).
//! Instance fields follow the header in a compact layout: references first (so a GC
//! scans one run), then 8-, 4-, 2- and 1-byte fields, each naturally aligned.

pub mod access;
pub mod link;
pub mod natives;
pub mod object;
pub mod reflect;

use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;

use crate::dex::PositionEntry;
use crate::native::NativeFn;

/// One try block of a [`Code`]: pcs `[start, end)` covered by its handlers, in order,
/// as (type_idx, or [`crate::dex::NO_INDEX`] for catch-all; handler pc).
#[derive(Clone, Debug)]
pub struct TryBlock {
    pub start: u32,
    pub end: u32,
    pub handlers: Vec<(u32, u32)>,
}

impl TryBlock {
    /// The interpreter's form of a loader try item.
    pub fn from_item(t: &crate::dex::TryItem) -> TryBlock {
        let mut handlers: Vec<(u32, u32)> = t.handlers.pairs.clone();
        if let Some(pc) = t.handlers.catch_all {
            handlers.push((crate::dex::NO_INDEX, pc));
        }
        TryBlock {
            start: t.start_addr,
            end: t.start_addr + u32::from(t.insn_count),
            handlers,
        }
    }
}

/// Index of a class in `Vm::classes` (stored in word 0 of every object header).
pub type ClassId = u32;
/// Index of a method in `Vm::methods`.
pub type MethodIdx = u32;

pub const NONE: u32 = u32::MAX;

pub const ACC_PUBLIC: u32 = 0x1;
pub const ACC_PRIVATE: u32 = 0x2;
pub const ACC_PROTECTED: u32 = 0x4;
pub const ACC_STATIC: u32 = 0x8;
pub const ACC_FINAL: u32 = 0x10;
pub const ACC_SYNCHRONIZED: u32 = 0x20;
pub const ACC_NATIVE: u32 = 0x100;
pub const ACC_INTERFACE: u32 = 0x200;
pub const ACC_ABSTRACT: u32 = 0x400;
pub const ACC_CONSTRUCTOR: u32 = 0x10000;
/// VM-internal (ART's kAccDefaultConflict): a method standing for conflicting defaults.
pub const ACC_DEFAULT_CONFLICT: u32 = 0x0100_0000;
/// VM-internal: an interface slot whose selected implementation is not public; invoking
/// it throws IllegalAccessError (see `Vm::not_public_impl`).
pub const ACC_NOT_PUBLIC_IMPL: u32 = 0x0200_0000;

/// Storage kind of a field or array element.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Float,
    Long,
    Double,
    Ref,
}

impl Kind {
    pub fn from_descriptor(d: &str) -> Option<Kind> {
        Some(match d.as_bytes().first()? {
            b'Z' => Kind::Boolean,
            b'B' => Kind::Byte,
            b'C' => Kind::Char,
            b'S' => Kind::Short,
            b'I' => Kind::Int,
            b'F' => Kind::Float,
            b'J' => Kind::Long,
            b'D' => Kind::Double,
            b'L' | b'[' => Kind::Ref,
            _ => return None,
        })
    }
    pub fn size(self) -> usize {
        match self {
            Kind::Boolean | Kind::Byte => 1,
            Kind::Char | Kind::Short => 2,
            Kind::Int | Kind::Float | Kind::Ref => 4,
            Kind::Long | Kind::Double => 8,
        }
    }
    pub fn is_wide(self) -> bool {
        matches!(self, Kind::Long | Kind::Double)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClassState {
    /// Linked, static initializer not run.
    Linked,
    /// `<clinit>` is running: re-entrant use by the same thread proceeds (JLS 12.4.2
    /// step 3), other threads wait for it (step 2).
    Initializing,
    Initialized,
    /// Linking or `<clinit>` failed: later uses throw NoClassDefFoundError.
    Erroneous,
}

/// A declared field.
#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub ty: String,
    pub access: u32,
    pub kind: Kind,
    /// Instance fields: byte offset in the object. Static fields: slot in `Class::statics`.
    pub offset: u32,
}

/// Bytecode of a method, decoded and validated once (see `interp::validate`).
pub struct Code {
    pub registers: u16,
    pub ins: u16,
    pub outs: u16,
    pub insns: Vec<u16>,
    pub tries: Vec<TryBlock>,
    /// The line table (debug_info), in address order.
    pub positions: Vec<PositionEntry>,
    pub dex: u32,
}

pub enum CodeState {
    /// Not yet loaded from the DEX (code_item offset).
    Unloaded(u32),
    Ready(Rc<Code>),
    /// Failed validation: invoking throws VerifyError with this message.
    Invalid(String),
    None,
}

pub struct Method {
    pub class: ClassId,
    pub name: String,
    pub desc: String,
    pub access: u32,
    /// Argument words including `this`.
    pub arg_words: u16,
    /// Return kind (None = void).
    pub ret: Option<Kind>,
    pub code: CodeState,
    pub native: Option<NativeFn>,
    pub vtable_idx: u32,
    /// For interface methods: slot in the declaring interface's itable section.
    pub iface_slot: u32,
    /// Which registers hold references at each GC point (from the verifier; `None` when
    /// verification is off or the method has no code). For the precise GC.
    pub gc_map: Option<crate::verify::RegisterMap>,
    /// Its method_idx in the defining DEX (NONE for synthesized methods): with the
    /// DEX checksum, what names it across runs (Dimmunix positions).
    pub dex_method: u32,
}

impl Method {
    pub fn is_static(&self) -> bool {
        self.access & ACC_STATIC != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & ACC_ABSTRACT != 0
    }
}

pub struct Class {
    pub descriptor: String,
    pub access: u32,
    pub super_class: Option<ClassId>,
    /// Direct interfaces.
    pub interfaces: Vec<ClassId>,
    /// All interfaces implemented (transitively, including those of superclasses).
    pub all_ifaces: Vec<ClassId>,
    /// Index of the defining DexFile in `Vm::dexes`, NONE for synthesized classes.
    pub dex: u32,
    pub source_file: Option<String>,
    pub state: ClassState,
    pub instance_fields: Vec<Field>,
    pub static_fields: Vec<Field>,
    pub statics: Vec<u32>,
    /// Instance size in bytes, header included.
    pub object_size: u32,
    pub methods: Vec<MethodIdx>,
    pub vtable: Vec<MethodIdx>,
    /// For interfaces: global interface number; NONE otherwise.
    pub iface_no: u32,
    /// For interfaces: declared virtual methods, in slot order.
    pub imethods: Vec<MethodIdx>,
    /// Indexed by interface number: start of that interface's section in `itable`.
    pub iface_map: Vec<u32>,
    pub itable: Vec<MethodIdx>,
    /// Array classes: component class and element kind.
    pub component: Option<ClassId>,
    pub elem: Kind,
    /// Primitive classes (int.class, ...): the primitive descriptor char.
    pub primitive: u8,
    /// The java.lang.Class mirror object, 0 until first needed.
    pub mirror: u32,
    /// VM thread running `<clinit>` while the state is Initializing.
    pub init_thread: u32,
    /// Erroneous after a failed initialization: what it threw (the ExceptionInInitializerError
    /// or Error of `<clinit>`, or the NoClassDefFoundError of a superclass that had
    /// failed), the cause of the NoClassDefFoundError each later use throws, as ART keeps
    /// it (`mirror::Class::SetStatus` stashes the pending exception). 0 otherwise. A GC root.
    pub init_error: u32,
    pub clinit: Option<MethodIdx>,
    /// Index of the class_def in its DEX (NONE for arrays and primitives): its static
    /// initial values are applied when initialization starts.
    pub class_def: u32,
}

impl Class {
    pub fn is_interface(&self) -> bool {
        self.access & ACC_INTERFACE != 0
    }
    pub fn is_array(&self) -> bool {
        self.component.is_some()
    }
}

/// Number of argument words and return kind of a method descriptor `(...)R`.
pub fn parse_method_desc(desc: &str) -> Option<(u16, Option<Kind>)> {
    let b = desc.as_bytes();
    if b.first() != Some(&b'(') {
        return None;
    }
    let mut i = 1;
    let mut words = 0u16;
    while *b.get(i)? != b')' {
        let c = b[i];
        match c {
            b'J' | b'D' => {
                words += 2;
                i += 1;
            }
            b'Z' | b'B' | b'C' | b'S' | b'I' | b'F' => {
                words += 1;
                i += 1;
            }
            b'L' | b'[' => {
                while b.get(i)? == &b'[' {
                    i += 1;
                }
                if b.get(i)? == &b'L' {
                    while *b.get(i)? != b';' {
                        i += 1;
                    }
                }
                i += 1;
                words += 1;
            }
            _ => return None,
        }
    }
    let r = desc.get(i + 1..)?;
    let ret = if r == "V" {
        None
    } else {
        Some(Kind::from_descriptor(r)?)
    };
    Some((words, ret))
}

/// `Ljava/lang/String;` -> `java.lang.String`; arrays keep Java's `[Ljava.lang.String;` form.
pub fn java_name(desc: &str) -> String {
    if let Some(inner) = desc.strip_prefix('L').and_then(|s| s.strip_suffix(';')) {
        return inner.replace('/', ".");
    }
    if desc.starts_with('[') {
        return desc.replace('/', ".");
    }
    String::from(match desc {
        "I" => "int",
        "J" => "long",
        "Z" => "boolean",
        "B" => "byte",
        "C" => "char",
        "S" => "short",
        "F" => "float",
        "D" => "double",
        "V" => "void",
        _ => desc,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn method_desc() {
        assert_eq!(parse_method_desc("()V"), Some((0, None)));
        assert_eq!(
            parse_method_desc("(IJ[Ljava/lang/String;[[D)J"),
            Some((5, Some(Kind::Long)))
        );
        assert_eq!(parse_method_desc("(I"), None);
        assert_eq!(java_name("Ljava/lang/String;"), "java.lang.String");
        assert_eq!(java_name("[Ljava/lang/String;"), "[Ljava.lang.String;");
    }
}
