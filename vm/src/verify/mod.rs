//! The Dalvik bytecode verifier: structural checks ([`structural`]: the static "A"
//! constraints of source.android.com "Dalvik bytecode constraints") and a type dataflow
//! over the control-flow graph ([`flow`]: the "B" constraints, with AOSP DexVerify /
//! CodeVerify semantics) that keeps the interpreter memory-safe, producing per-method
//! register maps for a precise GC ([`RegisterMap`]). Class-hierarchy questions go through
//! the [`ClassHierarchy`] trait; unknown classes are deferred to runtime checks.
//!
//! # API
//!
//! * [`verify_method`]`(dex, class_def, method, hierarchy) -> Result<MethodInfo, VerifyError>`
//! * [`verify_class`], [`verify_dex`]: every method of one / every class_def.
//! * [`check_structure`]: the structural pass alone.
//! * [`Verifier`]: the same, reusing interned types across methods (faster for whole files).
//! * [`DexHierarchy`]: a [`ClassHierarchy`] over the classes of one or more DEX files.
//!
//! # Deliberately permissive (deferred to the interpreter's run-time checks)
//!
//! * Class-to-class assignability the hierarchy answers `None` for, interface targets,
//!   and merges of classes it cannot relate (they become an "unresolved reference" that
//!   every use accepts, including as an array: the interpreter checks array kinds).
//! * boolean/byte/short/char/int are one `Int` kind (see [`types::RegType`]).
//! * Stores into reference arrays (ArrayStoreException), access flags and linkage of
//!   fields and methods (IllegalAccessError, NoSuch*, IncompatibleClassChange),
//!   instantiation of abstract classes/interfaces (InstantiationError), and monitor
//!   balance are all run-time matters; class-level checks (final classes, overrides)
//!   belong to linking.
//! * Unreachable code is only checked structurally (register and pool indices, branch
//!   targets, payloads), as ART's method verifier does; type and placement rules apply
//!   to what is reachable from the entry and the handlers of reachable throwing code.
//! * A call of a method that no type of the hierarchy declares (every type on the path
//!   to `java.lang.Object` known) always throws NoSuchMethodError: only its exception
//!   edges continue, and what would follow it on that path is not type-checked (ART's
//!   soft failure).

pub mod flow;
pub mod regmap;
pub mod structural;
pub mod types;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::dex::{access, ClassDef, CodeItem, DexFile, EncodedMethod, MethodIdx};

pub use regmap::RegisterMap;

/// A method failed verification.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// Descriptor of the declaring class, e.g. `LMain;`.
    pub class: String,
    /// Name and signature, e.g. `foo(I)V`.
    pub method: String,
    /// Dex pc (code-unit address) of the offending instruction.
    pub pc: u32,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "java.lang.VerifyError: {}.{} at dex pc 0x{:04x}: {}",
            self.class, self.method, self.pc, self.message
        )
    }
}

/// Class-hierarchy knowledge the verifier needs, supplied by the VM (which can resolve
/// classes across DEX files and the boot classes). Descriptors are class descriptors
/// (`Lpkg/Name;`); array and `java.lang.Object` rules are handled by the verifier itself.
pub trait ClassHierarchy {
    /// Whether a reference of class `from` may be used where class `to` is expected.
    /// Following Dalvik, an interface `to` should answer `Some(true)` (interface
    /// implementation is checked at run time). `None` when either class is unknown: the
    /// verifier then accepts and leaves the check to the interpreter.
    fn is_assignable(&self, from: &str, to: &str) -> Option<bool>;
    /// Direct superclass of `class` (`None` if unknown, for `java.lang.Object`, or for an
    /// interface). Used to merge two reference types at a join.
    fn superclass(&self, class: &str) -> Option<&str> {
        let _ = class;
        None
    }
    /// Whether `class`, a superclass or a superinterface declares method `name` with
    /// signature `sig` (`(I)V`). `Some(false)` only when every one of those types is known
    /// and none does: the call then always throws NoSuchMethodError, and, as ART's
    /// verifier does, what would follow it is not verified along that path.
    fn has_method(&self, class: &str, name: &str, sig: &str) -> Option<bool> {
        let _ = (class, name, sig);
        None
    }
}

/// A hierarchy that knows nothing: every class-to-class question is deferred.
pub struct Permissive;

impl ClassHierarchy for Permissive {
    fn is_assignable(&self, _from: &str, _to: &str) -> Option<bool> {
        None
    }
}

/// [`ClassHierarchy`] over the class_defs of some DEX files (first definition wins);
/// classes defined elsewhere (e.g. the boot classes) are unknown, except that
/// `java.lang.Object` is the root.
pub struct DexHierarchy<'a> {
    dexes: Vec<&'a DexFile>,
}

impl<'a> DexHierarchy<'a> {
    pub fn new(dexes: &[&'a DexFile]) -> Self {
        DexHierarchy {
            dexes: dexes.to_vec(),
        }
    }

    fn find(&self, desc: &str) -> Option<(&'a DexFile, &'a ClassDef)> {
        self.dexes
            .iter()
            .find_map(|&d| d.find_class(desc).map(|c| (d, c)))
    }
}

impl ClassHierarchy for DexHierarchy<'_> {
    fn is_assignable(&self, from: &str, to: &str) -> Option<bool> {
        if from == to || to == types::OBJECT {
            return Some(true);
        }
        let to_def = self.find(to);
        if let Some((_, def)) = to_def {
            if def.access_flags & access::INTERFACE != 0 {
                return Some(true);
            }
        }
        let mut cur = from;
        for _ in 0..256 {
            if cur == to {
                return Some(true);
            }
            match self.find(cur) {
                Some((dex, def)) => match def.superclass_idx {
                    Some(s) => cur = dex.type_descriptor(s)?,
                    // Only java.lang.Object has no superclass; `to` is not Object here.
                    None => return Some(false),
                },
                None if cur == types::OBJECT => {
                    // Reached the root: a class `to` we know (not an interface) is not
                    // above `from`; an unknown `to` might be an interface.
                    return to_def.map(|_| false);
                }
                None => return None,
            }
        }
        None
    }

    fn superclass(&self, class: &str) -> Option<&str> {
        let (dex, def) = self.find(class)?;
        if def.access_flags & access::INTERFACE != 0 {
            return None;
        }
        dex.type_descriptor(def.superclass_idx?)
    }

    fn has_method(&self, class: &str, name: &str, sig: &str) -> Option<bool> {
        let mut todo: Vec<&str> = alloc::vec![class];
        let mut seen: Vec<&str> = Vec::new();
        while let Some(c) = todo.pop() {
            if seen.contains(&c) {
                continue;
            }
            if seen.len() > 256 {
                return None;
            }
            seen.push(c);
            // An unknown type (an array, a class of no loaded file) might declare it.
            let (dex, def) = self.find(c)?;
            let data = dex.class_data(def).ok()?;
            let declares = data
                .direct_methods
                .iter()
                .chain(&data.virtual_methods)
                .any(|m| {
                    dex.method_name(m.method_idx) == Some(name)
                        && dex
                            .method_id(m.method_idx)
                            .and_then(|id| dex.proto_signature(id.proto_idx))
                            .is_some_and(|s| s == sig)
                });
            if declares {
                return Some(true);
            }
            if let Some(s) = def.superclass_idx {
                todo.push(dex.type_descriptor(s)?);
            }
            for &i in &def.interfaces {
                todo.push(dex.type_descriptor(i)?);
            }
        }
        Some(false)
    }
}

/// What verification learned about one method.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MethodInfo {
    pub method_idx: MethodIdx,
    pub registers_size: u16,
    /// Instructions in the code (payload tables excluded).
    pub insn_count: u32,
    /// Instructions reachable from the entry (the type pass only checks these).
    pub reachable_insns: u32,
    /// Reference bitmaps at every GC point, keyed by dex pc.
    pub register_map: RegisterMap,
}

/// Verifies methods, sharing interned types between them.
pub struct Verifier<'a> {
    dex: &'a DexFile,
    hierarchy: &'a dyn ClassHierarchy,
    types: types::Types,
}

impl<'a> Verifier<'a> {
    pub fn new(dex: &'a DexFile, hierarchy: &'a dyn ClassHierarchy) -> Self {
        Verifier {
            dex,
            hierarchy,
            types: types::Types::default(),
        }
    }

    /// Verifies one method of `class_def` (methods without code only get their access
    /// flags checked).
    pub fn verify_method(
        &mut self,
        class_def: &ClassDef,
        method: &EncodedMethod,
    ) -> Result<MethodInfo, VerifyError> {
        let code = match method.code_off {
            0 => None,
            off => Some(self.dex.code_item(off).map_err(|e| {
                structural::MethodCtx::new(self.dex, class_def, method).error(0, format!("{e}"))
            })?),
        };
        self.verify_code(class_def, method, code.as_ref())
    }

    /// [`Verifier::verify_method`] over `code` as given (decoded by the caller, who may
    /// have changed it) rather than the file's.
    pub fn verify_code(
        &mut self,
        class_def: &ClassDef,
        method: &EncodedMethod,
        code: Option<&CodeItem>,
    ) -> Result<MethodInfo, VerifyError> {
        let ctx = structural::MethodCtx::new(self.dex, class_def, method);
        let fail = |pc: u32, message: String| ctx.error(pc, message);
        let no_code = method.access_flags & (access::ABSTRACT | access::NATIVE) != 0;
        let code = match (code, no_code) {
            (None, true) => {
                return Ok(MethodInfo {
                    method_idx: method.method_idx,
                    ..MethodInfo::default()
                })
            }
            (Some(_), true) => {
                return Err(fail(0, "abstract or native method has code".into()));
            }
            (None, false) => return Err(fail(0, "concrete method has no code".into())),
            (Some(c), false) => c,
        };
        let shape = structural::check(&ctx, code).map_err(|(pc, m)| fail(pc, m))?;
        let (register_map, reachable) =
            flow::run(&ctx, code, &shape, &mut self.types, self.hierarchy)
                .map_err(|(pc, m)| fail(pc, m))?;
        Ok(MethodInfo {
            method_idx: method.method_idx,
            registers_size: code.registers_size,
            insn_count: shape.insn_count,
            reachable_insns: reachable,
            register_map,
        })
    }

    /// Verifies every method of `class_def`, in class_data order (direct then virtual).
    pub fn verify_class(&mut self, class_def: &ClassDef) -> Result<Vec<MethodInfo>, VerifyError> {
        let data = self.dex.class_data(class_def).map_err(|e| VerifyError {
            class: String::from(self.dex.class_descriptor(class_def)),
            method: String::from("<class data>"),
            pc: 0,
            message: format!("{e}"),
        })?;
        let mut out = Vec::with_capacity(data.direct_methods.len() + data.virtual_methods.len());
        for m in data.direct_methods.iter().chain(&data.virtual_methods) {
            out.push(self.verify_method(class_def, m)?);
        }
        Ok(out)
    }
}

/// Verifies one method. See [`Verifier::verify_method`].
pub fn verify_method(
    dex: &DexFile,
    class_def: &ClassDef,
    method: &EncodedMethod,
    hierarchy: &dyn ClassHierarchy,
) -> Result<MethodInfo, VerifyError> {
    Verifier::new(dex, hierarchy).verify_method(class_def, method)
}

/// Verifies every method of one class.
pub fn verify_class(
    dex: &DexFile,
    class_def: &ClassDef,
    hierarchy: &dyn ClassHierarchy,
) -> Result<Vec<MethodInfo>, VerifyError> {
    Verifier::new(dex, hierarchy).verify_class(class_def)
}

/// Verifies every method of every class_def; stops at the first failure.
pub fn verify_dex(
    dex: &DexFile,
    hierarchy: &dyn ClassHierarchy,
) -> Result<Vec<Vec<MethodInfo>>, VerifyError> {
    let mut v = Verifier::new(dex, hierarchy);
    dex.class_defs().iter().map(|c| v.verify_class(c)).collect()
}

/// Runs only the structural checks on `code` of one method.
pub fn check_structure(
    dex: &DexFile,
    class_def: &ClassDef,
    method: &EncodedMethod,
    code: &CodeItem,
) -> Result<(), VerifyError> {
    let ctx = structural::MethodCtx::new(dex, class_def, method);
    structural::check(&ctx, code)
        .map(|_| ())
        .map_err(|(pc, m)| ctx.error(pc, m))
}
