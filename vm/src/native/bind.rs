//! Binding `native` methods to functions, as Dalvik's dvmRegisterNatives and
//! `System.loadLibrary` do (dalvik/vm/Native.cpp; JNI spec, "Linking Native Methods").
//! Classes of the boot library get the engine's own natives first, then the library's
//! tables. Application classes get the tables an embedder registered by name and the
//! app loaded with `System.loadLibrary(name)`: at load for the classes already linked,
//! at link for later ones. A method left unbound throws UnsatisfiedLinkError when called.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Native, NativeFn, NativeTable};
use crate::oo::{MethodIdx, ACC_NATIVE};
use crate::vm::{Throw, Vm, CORE_DEX_INDEX};

/// The boot library the engine runs on: the classes of `java.*` and `dalvik.*` as one
/// DEX, and the native tables for its `native` methods. The engine names what it needs
/// of it (`Vm::new` reports a missing class or field); any library that has those can be
/// handed in.
#[derive(Clone, Copy)]
pub struct Library {
    /// What the library calls itself in error messages.
    pub name: &'static str,
    /// The library's classes. The engine reads it in place and trusts it as a boot class
    /// path: its methods are verified at first call, its references cached without the
    /// per-site access scan (so a library's own tests run [`Vm::check_library`]).
    pub dex: &'static [u8],
    /// Native tables for the library's classes, searched after the engine's own.
    pub natives: &'static [NativeTable],
    /// Instance fields its natives read and write, resolved once per VM and named by
    /// index ([`super::FieldSlot`], [`super::Env::lib_field`]), as JNI code caches its
    /// field IDs: the hot natives (StringBuilder, String, the lists) skip a lookup.
    pub fields: &'static [FieldDecl],
}

/// A field a library declares: (class descriptor, field name).
pub type FieldDecl = (&'static str, &'static str);

/// The engine's own natives: those that need its internals, each beside what it uses.
pub(crate) fn engine_tables() -> [NativeTable; 6] {
    [
        crate::oo::natives::TABLE,
        crate::oo::reflect::TABLE,
        crate::interp::trace::TABLE,
        crate::thread::natives::TABLE,
        crate::thread::conc::TABLE,
        crate::heap::natives::TABLE,
    ]
}

/// Native tables an embedder (a board, the host CLI, a test) registered by name, and
/// which of them the application has loaded.
#[derive(Default)]
pub struct NativeLibraries {
    entries: Vec<(&'static str, NativeTable, bool)>,
}

impl NativeLibraries {
    fn loaded(&self) -> impl Iterator<Item = NativeTable> + '_ {
        self.entries.iter().filter(|e| e.2).map(|e| e.1)
    }

    /// The registered names, in registration order.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.entries.iter().map(|e| e.0)
    }
}

fn find(rows: &[&Native], name: &str, desc: &str) -> Option<NativeFn> {
    rows.iter()
        .find(|e| e.1 == name && e.2 == desc)
        .map(|e| e.3)
}

/// The native rows for one class, gathered once when it is linked, so that its methods
/// are bound against a handful of rows rather than every table.
pub(crate) struct ClassNatives<'c> {
    class: &'c str,
    rows: Option<Vec<&'static Native>>,
}

impl<'c> ClassNatives<'c> {
    pub(crate) fn new(class: &'c str) -> Self {
        ClassNatives { class, rows: None }
    }

    /// The function for `name`/`desc` of the class from dex `dex` of `vm`'s class path.
    pub(crate) fn find(&mut self, vm: &Vm, dex: u32, name: &str, desc: &str) -> Option<NativeFn> {
        let class = self.class;
        let rows = self.rows.get_or_insert_with(|| {
            let of_class = |t: &NativeTable| t.iter().filter(|e| e.0 == class);
            if dex == CORE_DEX_INDEX {
                engine_tables()
                    .iter()
                    .chain(vm.library.natives)
                    .flat_map(of_class)
                    .collect()
            } else {
                vm.native_libs
                    .loaded()
                    .flat_map(|t| t.iter())
                    .filter(|e| e.0 == class)
                    .collect()
            }
        });
        find(rows, name, desc)
    }
}

impl Vm {
    /// Registers `table` under `name` for the application's `System.loadLibrary(name)`
    /// (as a JNI library's JNI_OnLoad would RegisterNatives). Only application classes
    /// bind to it; a name registered twice is refused.
    pub fn register_natives(
        &mut self,
        name: &'static str,
        table: NativeTable,
    ) -> Result<(), String> {
        if self.native_libs.entries.iter().any(|e| e.0 == name) {
            return Err(format!(
                "a native library named \"{name}\" is already registered"
            ));
        }
        self.native_libs.entries.push((name, table, false));
        Ok(())
    }

    /// The registered native libraries.
    pub fn native_libraries(&self) -> &NativeLibraries {
        &self.native_libs
    }

    /// `System.loadLibrary(name)`: marks the library loaded and binds the unbound
    /// `native` methods of every linked application class it has rows for. Loading a
    /// loaded library again does nothing, as in the JDK.
    pub(crate) fn load_library(&mut self, name: &str) -> Result<(), Throw> {
        let Some(i) = self.native_libs.entries.iter().position(|e| e.0 == name) else {
            let known: Vec<&str> = self.native_libs.names().collect();
            let known = if known.is_empty() {
                String::from("none")
            } else {
                known.join(", ")
            };
            let msg = format!(
                "no native library \"{name}\" is registered with this VM (registered: {known})"
            );
            return Err(self.throw_msg("Ljava/lang/UnsatisfiedLinkError;", &msg));
        };
        if self.native_libs.entries[i].2 {
            return Ok(());
        }
        self.native_libs.entries[i].2 = true;
        let table = self.native_libs.entries[i].1;
        for m in 0..self.methods.len() as MethodIdx {
            let meth = &self.methods[m as usize];
            if meth.access & ACC_NATIVE == 0 || meth.native.is_some() {
                continue;
            }
            let class = &self.classes[meth.class as usize];
            if class.dex == CORE_DEX_INDEX {
                continue;
            }
            let f = table
                .iter()
                .find(|e| e.0 == class.descriptor && e.1 == meth.name && e.2 == meth.desc);
            if let Some(e) = f {
                self.methods[m as usize].native = Some(e.3);
            }
        }
        Ok(())
    }
}
