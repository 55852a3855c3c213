//! Access and invoke-kind checks on resolving an instruction's method or field reference
//! (JVMS 5.4.3.3-5.4.4; ART `ResolveMethod`, `CheckInvokeClassMismatch`,
//! `CheckIncompatibleClassChange`, `Class::CanAccessMember`, `FindFieldFromCode`), with
//! ART's messages. A checked reference enters the per-DEX cache only when every
//! instruction of the DEX using it passes the same checks (a one-time index of the DEX's
//! reference sites tells), so the interpreter's cached path repeats nothing.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::link::{pretty_method, type_name};
use super::*;
use crate::dex::insn::op;
use crate::vm::{RField, Throw, Vm};

const ICCE: &str = "Ljava/lang/IncompatibleClassChangeError;";
const IAE: &str = "Ljava/lang/IllegalAccessError;";

/// The invoke instruction families (ART's `InvokeType`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InvokeKind {
    Static,
    Direct,
    Virtual,
    Super,
    Interface,
}

impl InvokeKind {
    pub fn from_op(op: u8) -> Option<InvokeKind> {
        Some(match op {
            op::INVOKE_VIRTUAL | op::INVOKE_VIRTUAL_RANGE => InvokeKind::Virtual,
            op::INVOKE_SUPER | op::INVOKE_SUPER_RANGE => InvokeKind::Super,
            op::INVOKE_DIRECT | op::INVOKE_DIRECT_RANGE => InvokeKind::Direct,
            op::INVOKE_STATIC | op::INVOKE_STATIC_RANGE => InvokeKind::Static,
            op::INVOKE_INTERFACE | op::INVOKE_INTERFACE_RANGE => InvokeKind::Interface,
            _ => return None,
        })
    }

    /// The word ART prints for the kind ("virtual", "interface", ...).
    pub fn name(self) -> &'static str {
        match self {
            InvokeKind::Static => "static",
            InvokeKind::Direct => "direct",
            InvokeKind::Virtual => "virtual",
            InvokeKind::Super => "super",
            InvokeKind::Interface => "interface",
        }
    }

    fn from_u8(b: u8) -> InvokeKind {
        match b {
            0 => InvokeKind::Static,
            1 => InvokeKind::Direct,
            2 => InvokeKind::Virtual,
            3 => InvokeKind::Super,
            _ => InvokeKind::Interface,
        }
    }
}

/// How a field instruction uses its field reference.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FieldUse {
    pub is_static: bool,
    pub is_put: bool,
}

impl FieldUse {
    pub fn from_op(op: u8) -> Option<FieldUse> {
        let (is_static, is_put) = match op {
            op::IGET..=op::IGET_SHORT => (false, false),
            op::IPUT..=op::IPUT_SHORT => (false, true),
            op::SGET..=op::SGET_SHORT => (true, false),
            op::SPUT..=op::SPUT_SHORT => (true, true),
            _ => return None,
        };
        Some(FieldUse { is_static, is_put })
    }
    fn bits(self) -> u8 {
        self.is_static as u8 | (self.is_put as u8) << 1
    }
    fn from_bits(b: u8) -> FieldUse {
        FieldUse {
            is_static: b & 1 != 0,
            is_put: b & 2 != 0,
        }
    }
}

/// The core library's DEX. Every reference in it passes the checks at every site that
/// makes it (`tests::every_core_library_site_passes_the_checks`), so a resolution is
/// always cached without scanning the file for its other sites: that scan of the whole
/// library cost several million instructions at an app's first call.
const CORE_DEX: u32 = crate::vm::CORE_DEX_INDEX;

/// Which classes of one DEX use each method and field id, and how: sorted
/// `(id, class_def index, use)` triples without duplicates.
#[derive(Default, Debug)]
pub struct RefSites {
    methods: Vec<(u32, u32, u8)>,
    fields: Vec<(u32, u32, u8)>,
    /// Type ids of the instructions that check access to their class (the opcode is the
    /// use): const-class, check-cast, instance-of, new-instance.
    types: Vec<(u32, u32, u8)>,
}

/// Instructions whose type reference ART checks for class access
/// (`ClassLinker::ResolveVerifyAndClinit` with `verify_access`, `CheckObjectAlloc`).
pub(crate) fn checks_type_access(opcode: u8) -> bool {
    matches!(
        opcode,
        op::CONST_CLASS | op::CHECK_CAST | op::INSTANCE_OF | op::NEW_INSTANCE
    )
}

impl RefSites {
    /// Scans every code item of `file` linearly; the loader (`crate::dex`) decoded each one
    /// the same way when it accepted the file, so every instruction is seen.
    pub fn build(file: &crate::dex::DexFile) -> RefSites {
        let mut s = RefSites::default();
        for (ci, def) in file.class_defs().iter().enumerate() {
            let Ok(cd) = file.class_data(def) else {
                continue;
            };
            for m in cd.direct_methods.iter().chain(cd.virtual_methods.iter()) {
                if m.code_off == 0 {
                    continue;
                }
                let Ok(code) = file.code_item(m.code_off) else {
                    continue;
                };
                for (_, r) in crate::dex::insn::iter(&code.insns) {
                    let Ok(i) = r else { break };
                    if let Some(k) = InvokeKind::from_op(i.opcode) {
                        s.methods.push((i.index, ci as u32, k as u8));
                    } else if let Some(u) = FieldUse::from_op(i.opcode) {
                        s.fields.push((i.index, ci as u32, u.bits()));
                    } else if checks_type_access(i.opcode) {
                        s.types.push((i.index, ci as u32, i.opcode));
                    }
                }
            }
        }
        for v in [&mut s.methods, &mut s.fields, &mut s.types] {
            v.sort_unstable();
            v.dedup();
        }
        s
    }

    fn uses(list: &[(u32, u32, u8)], id: u32) -> impl Iterator<Item = (u32, u8)> + '_ {
        let from = list.partition_point(|e| e.0 < id);
        list[from..]
            .iter()
            .take_while(move |e| e.0 == id)
            .map(|e| (e.1, e.2))
    }
}

/// The class whose code holds an instruction, as the access rules see it.
struct Site<'a> {
    desc: &'a str,
    is_interface: bool,
}

/// Why a check failed.
enum Denied {
    /// Wrong invoke kind for the referenced class (reported before lookup, so only the
    /// caching decision sees it here).
    ClassMismatch,
    /// The declaring class, and the referenced one, are inaccessible.
    ClassAccess,
    Member,
    /// Wrong invoke kind for the method, or instance access to a static field and back.
    Kind,
    /// A final field written from outside its class.
    Final,
    /// Not decidable without loading classes (only when deciding whether to cache).
    Unknown,
}

/// The package part of a class descriptor, arrays by their element type (ART
/// `IsInSamePackage`; there is one class loader).
fn package(desc: &str) -> &str {
    let d = desc.trim_start_matches('[');
    let d = d.strip_prefix('L').unwrap_or(d);
    match d.rfind('/') {
        Some(p) => &d[..p],
        None => "",
    }
}

pub fn same_package(a: &str, b: &str) -> bool {
    package(a) == package(b)
}

impl Vm {
    /// Resolves method `idx` of DEX `dex` for an invoke `op` in method `caller`, with the
    /// kind and access checks ART makes, and caches it when every use in the DEX passes.
    pub fn resolve_method_at(
        &mut self,
        dex: u32,
        idx: u32,
        op: u8,
        caller: MethodIdx,
    ) -> Result<MethodIdx, Throw> {
        let kind = InvokeKind::from_op(op).unwrap_or(InvokeKind::Virtual);
        let (klass, name, mdesc) = self.method_ref_class(dex, idx)?;
        if let Some(msg) = self.class_mismatch(dex, kind, klass) {
            return Err(self.throw_msg(ICCE, &msg));
        }
        let m = self.lookup_method(klass, &name, &mdesc)?;
        let cc = self.methods[caller as usize].class;
        let site = Site {
            desc: &self.classes[cc as usize].descriptor,
            is_interface: self.classes[cc as usize].is_interface(),
        };
        if let Err(d) = self.invoke_denied(dex, kind, klass, m, &site) {
            let site = java_name(site.desc);
            let pm = self.pretty(m);
            let (class, msg) = match d {
                Denied::ClassAccess => (
                    IAE,
                    format!(
                        "Illegal class access ('{site}' attempting to access '{}') in attempt to invoke {} method {pm}",
                        type_name(&self.classes[klass as usize].descriptor),
                        kind.name()
                    ),
                ),
                // The caller's own class is loaded, so `Unknown` cannot come back for it.
                Denied::Member | Denied::Unknown => (
                    IAE,
                    format!("Method '{pm}' is inaccessible to class '{site}'"),
                ),
                Denied::ClassMismatch | Denied::Kind | Denied::Final => {
                    return Err(self.throw_invoke_kind(kind, m));
                }
            };
            return Err(self.throw_msg(class, &msg));
        }
        if self.method_cacheable(dex, idx, klass, m) {
            if let Some(s) = self.dexes[dex as usize].methods.get_mut(idx as usize) {
                *s = m;
            }
        }
        Ok(m)
    }

    /// Resolves field `idx` of DEX `dex` for field instruction `op` in method `caller`,
    /// with ART's static-ness, access and final-field checks; cached like methods.
    pub fn resolve_field_at(
        &mut self,
        dex: u32,
        idx: u32,
        op: u8,
        caller: MethodIdx,
    ) -> Result<RField, Throw> {
        let Some(use_) = FieldUse::from_op(op) else {
            return self.resolve_field(dex, idx);
        };
        let (klass, f) = self.lookup_field(dex, idx)?;
        let cc = self.methods[caller as usize].class;
        let site = Site {
            desc: &self.classes[cc as usize].descriptor,
            is_interface: self.classes[cc as usize].is_interface(),
        };
        if let Err(d) = self.field_denied(use_, klass, &f, &site) {
            let site = java_name(site.desc);
            let (name, _) = self.field_name_type(dex, idx);
            let decl = type_name(&self.classes[f.class as usize].descriptor);
            let (class, msg) = match d {
                Denied::Kind => {
                    return Err(self.throw_field_kind(dex, idx, f.class, use_.is_static))
                }
                Denied::ClassAccess => (
                    IAE,
                    format!(
                        "Illegal class access: '{site}' attempting to access '{}'",
                        type_name(&self.classes[klass as usize].descriptor)
                    ),
                ),
                Denied::Member | Denied::Unknown | Denied::ClassMismatch => (
                    IAE,
                    format!("Field '{decl}.{name}' is inaccessible to class '{site}'"),
                ),
                Denied::Final => (
                    IAE,
                    format!(
                        "Final field '{decl}.{name}' cannot be written to by method '{}'",
                        self.pretty(caller)
                    ),
                ),
            };
            return Err(self.throw_msg(class, &msg));
        }
        if self.field_cacheable(dex, idx, klass, &f) {
            if let Some(s) = self.dexes[dex as usize].fields.get_mut(idx as usize) {
                *s = Some(f);
            }
        }
        Ok(f)
    }

    /// Resolves type `idx` of DEX `dex` for an instruction of method `caller` that
    /// checks class access ([`checks_type_access`]): IllegalAccessError, with ART's
    /// message (`ThrowIllegalAccessErrorClass`), when the class (an array's element
    /// class) is neither public nor in the caller's package.
    pub fn resolve_type_at(
        &mut self,
        dex: u32,
        idx: u32,
        caller: MethodIdx,
    ) -> Result<ClassId, Throw> {
        if let Some(&c) = self.dexes[dex as usize].types.get(idx as usize) {
            if c != NONE {
                return Ok(c);
            }
        }
        let c = self.resolve_type(dex, idx)?;
        let cc = self.methods[caller as usize].class;
        let site = Site {
            desc: &self.classes[cc as usize].descriptor,
            is_interface: false,
        };
        if !self.type_accessible(&site, c) {
            let msg = format!(
                "Illegal class access: '{}' attempting to access '{}'",
                java_name(site.desc),
                type_name(&self.classes[c as usize].descriptor)
            );
            return Err(self.throw_msg(IAE, &msg));
        }
        Ok(c)
    }

    /// Whether class `c` may be named by `site` (ART `Class::CanAccess`; an array by its
    /// element class, a primitive always).
    fn type_accessible(&self, site: &Site, mut c: ClassId) -> bool {
        while let Some(e) = self.classes[c as usize].component {
            c = e;
        }
        self.classes[c as usize].primitive != 0 || self.class_accessible(site, c)
    }

    /// Whether type `idx` of DEX `dex`, resolved to `c`, may enter the per-DEX cache:
    /// every access-checking instruction of the DEX that names it may access `c`, so
    /// the cached path needs no check.
    pub(crate) fn type_cacheable(&mut self, dex: u32, idx: u32, c: ClassId) -> bool {
        if dex == CORE_DEX {
            return true;
        }
        let mut e = c;
        while let Some(x) = self.classes[e as usize].component {
            e = x;
        }
        if self.classes[e as usize].primitive != 0
            || self.classes[e as usize].access & ACC_PUBLIC != 0
        {
            return true;
        }
        self.ensure_sites(dex);
        let Some(sites) = self.dexes[dex as usize].sites.as_deref() else {
            return false;
        };
        let uses: Vec<u32> = RefSites::uses(&sites.types, idx)
            .map(|(ci, _)| ci)
            .collect();
        uses.into_iter().all(|ci| {
            self.site_of(dex, ci).is_some_and(|(desc, is_interface)| {
                self.type_accessible(
                    &Site {
                        desc: &desc,
                        is_interface,
                    },
                    c,
                )
            })
        })
    }

    /// IncompatibleClassChangeError for invoking `m` with an invoke of the wrong `kind`.
    #[cold]
    pub(crate) fn throw_invoke_kind(&mut self, kind: InvokeKind, m: MethodIdx) -> Throw {
        let msg = format!(
            "The method '{}' was expected to be of type {} but instead was found to be of type {}",
            self.pretty(m),
            kind.name(),
            self.found_kind(m).name()
        );
        self.throw_msg(ICCE, &msg)
    }

    /// IncompatibleClassChangeError for a static (`want_static`) or instance field
    /// instruction on field id `idx` of DEX `dex` (declared in `decl`) of the other kind.
    #[cold]
    pub(crate) fn throw_field_kind(
        &mut self,
        dex: u32,
        idx: u32,
        decl: ClassId,
        want_static: bool,
    ) -> Throw {
        let (name, ty) = self.field_name_type(dex, idx);
        let (want, got) = if want_static {
            ("static", "instance")
        } else {
            ("instance", "static")
        };
        let msg = format!(
            "Expected '{} {}.{name}' to be a {want} field rather than a {got} field",
            type_name(&ty),
            type_name(&self.classes[decl as usize].descriptor)
        );
        self.throw_msg(ICCE, &msg)
    }

    /// ART `PrettyMethod` of a resolved method: return type, declaring class, parameters.
    fn pretty(&self, m: MethodIdx) -> String {
        let mm = &self.methods[m as usize];
        let cn = type_name(&self.classes[mm.class as usize].descriptor);
        pretty_method(&cn, &mm.name, &mm.desc)
    }

    /// The kind ART reports a method to be (`ArtMethod::GetInvokeType`).
    fn found_kind(&self, m: MethodIdx) -> InvokeKind {
        let mm = &self.methods[m as usize];
        if mm.is_static() {
            InvokeKind::Static
        } else if self.classes[mm.class as usize].is_interface() {
            InvokeKind::Interface
        } else if is_direct(mm) {
            InvokeKind::Direct
        } else {
            InvokeKind::Virtual
        }
    }

    /// Name and type descriptor of field id `idx` (for messages only).
    pub(crate) fn field_name_type(&self, dex: u32, idx: u32) -> (String, String) {
        let d = &self.dexes[dex as usize].file;
        d.field_id(idx)
            .and_then(|f| {
                Some((
                    String::from(d.string(f.name_idx)?),
                    String::from(d.type_descriptor(f.type_idx)?),
                ))
            })
            .unwrap_or_default()
    }

    /// `invoke-interface` must name an interface, `invoke-virtual` (and before DEX 037
    /// `invoke-direct`) a class (ART `CheckInvokeClassMismatch`, HotSpot's wording too).
    fn class_mismatch(&self, dex: u32, kind: InvokeKind, klass: ClassId) -> Option<String> {
        let k = &self.classes[klass as usize];
        let name = || type_name(&k.descriptor);
        match kind {
            InvokeKind::Interface if !k.is_interface() => Some(format!(
                "Found class {}, but interface was expected",
                name()
            )),
            InvokeKind::Direct if self.dexes[dex as usize].file.version() >= 37 => None,
            InvokeKind::Virtual | InvokeKind::Direct if k.is_interface() => Some(format!(
                "Found interface {}, but class was expected",
                name()
            )),
            _ => None,
        }
    }

    fn invoke_denied(
        &self,
        dex: u32,
        kind: InvokeKind,
        klass: ClassId,
        m: MethodIdx,
        site: &Site,
    ) -> Result<(), Denied> {
        if self.class_mismatch(dex, kind, klass).is_some() {
            return Err(Denied::ClassMismatch);
        }
        let mm = &self.methods[m as usize];
        if !self.class_accessible(site, mm.class) && !self.class_accessible(site, klass) {
            return Err(Denied::ClassAccess);
        }
        match self.member_accessible(site, mm.class, mm.access) {
            Some(true) => {}
            Some(false) => return Err(Denied::Member),
            None => return Err(Denied::Unknown),
        }
        let decl_iface = self.classes[mm.class as usize].is_interface();
        let wrong = match kind {
            InvokeKind::Static => !mm.is_static(),
            InvokeKind::Direct => !is_direct(mm) || mm.is_static(),
            // An interface method reached through a class reference is what ART calls a
            // copied method; through an interface reference it failed above.
            InvokeKind::Virtual => is_direct(mm),
            InvokeKind::Super => is_constructor(mm) || mm.is_static(),
            InvokeKind::Interface => is_direct(mm) || !(decl_iface || mm.class == self.wk.object),
        };
        if wrong {
            return Err(Denied::Kind);
        }
        Ok(())
    }

    fn field_denied(
        &self,
        use_: FieldUse,
        klass: ClassId,
        f: &RField,
        site: &Site,
    ) -> Result<(), Denied> {
        if f.is_static != use_.is_static {
            return Err(Denied::Kind);
        }
        if !self.class_accessible(site, f.class) && !self.class_accessible(site, klass) {
            return Err(Denied::ClassAccess);
        }
        let access = self.field_access(f);
        match self.member_accessible(site, f.class, access) {
            Some(true) => {}
            Some(false) => return Err(Denied::Member),
            None => return Err(Denied::Unknown),
        }
        if use_.is_put
            && access & ACC_FINAL != 0
            && site.desc != self.classes[f.class as usize].descriptor
        {
            return Err(Denied::Final);
        }
        Ok(())
    }

    /// Access flags of the declared field a resolved reference points at.
    fn field_access(&self, f: &RField) -> u32 {
        let c = &self.classes[f.class as usize];
        let list = if f.is_static {
            &c.static_fields
        } else {
            &c.instance_fields
        };
        list.iter()
            .find(|d| d.offset == f.offset)
            .map_or(0, |d| d.access)
    }

    /// ART `Class::CanAccess`: public classes, and any class of the same package.
    fn class_accessible(&self, site: &Site, target: ClassId) -> bool {
        let t = &self.classes[target as usize];
        t.access & ACC_PUBLIC != 0 || same_package(site.desc, &t.descriptor)
    }

    /// ART `Class::CanAccessMember`; `None` when it depends on a superclass chain that
    /// cannot be followed without loading classes.
    fn member_accessible(&self, site: &Site, decl: ClassId, flags: u32) -> Option<bool> {
        let dd = &self.classes[decl as usize].descriptor;
        if site.desc == dd || flags & ACC_PUBLIC != 0 {
            return Some(true);
        }
        if flags & ACC_PRIVATE != 0 {
            return Some(false);
        }
        if same_package(site.desc, dd) {
            return Some(true);
        }
        if flags & ACC_PROTECTED != 0 && !site.is_interface {
            return self.extends(site.desc, dd);
        }
        Some(false)
    }

    /// Is the class `desc` (loaded or only defined in a DEX) `target` or a subclass of it?
    fn extends(&self, desc: &str, target: &str) -> Option<bool> {
        let mut cur = String::from(desc);
        // Bounded: a superclass cycle in unloaded classes must not hang the check.
        for _ in 0..256 {
            if cur == target {
                return Some(true);
            }
            let sup = match self.class_by_desc.get(&cur) {
                Some(&c) => self.classes[c as usize]
                    .super_class
                    .map(|s| self.classes[s as usize].descriptor.clone()),
                None => {
                    let def = self.dexes.iter().find_map(|d| {
                        d.file
                            .find_class(&cur)
                            .map(|def| def.superclass_idx.map(|t| d.file.type_descriptor(t)))
                    })?;
                    def.map(|s| String::from(s.unwrap_or("")))
                }
            };
            match sup {
                Some(s) => cur = s,
                None => return Some(false),
            }
        }
        None
    }

    fn ensure_sites(&mut self, dex: u32) {
        let d = &mut self.dexes[dex as usize];
        if d.sites.is_none() {
            d.sites = Some(alloc::boxed::Box::new(RefSites::build(&d.file)));
        }
    }

    /// The class of class_def `ci` of DEX `dex` as a [`Site`] (descriptor, interface).
    fn site_of(&self, dex: u32, ci: u32) -> Option<(String, bool)> {
        let f = &self.dexes[dex as usize].file;
        let def = f.class_defs().get(ci as usize)?;
        Some((
            String::from(f.class_descriptor(def)),
            def.access_flags & ACC_INTERFACE != 0,
        ))
    }

    fn method_cacheable(&mut self, dex: u32, idx: u32, klass: ClassId, m: MethodIdx) -> bool {
        if dex == CORE_DEX {
            return true;
        }
        self.ensure_sites(dex);
        let Some(sites) = self.dexes[dex as usize].sites.as_deref() else {
            return false;
        };
        let uses: Vec<(u32, u8)> = RefSites::uses(&sites.methods, idx).collect();
        uses.into_iter().all(|(ci, k)| {
            self.site_of(dex, ci).is_some_and(|(desc, is_interface)| {
                let site = Site {
                    desc: &desc,
                    is_interface,
                };
                self.invoke_denied(dex, InvokeKind::from_u8(k), klass, m, &site)
                    .is_ok()
            })
        })
    }

    fn field_cacheable(&mut self, dex: u32, idx: u32, klass: ClassId, f: &RField) -> bool {
        if dex == CORE_DEX {
            return true;
        }
        self.ensure_sites(dex);
        let Some(sites) = self.dexes[dex as usize].sites.as_deref() else {
            return false;
        };
        let uses: Vec<(u32, u8)> = RefSites::uses(&sites.fields, idx).collect();
        uses.into_iter().all(|(ci, u)| {
            self.site_of(dex, ci).is_some_and(|(desc, is_interface)| {
                let site = Site {
                    desc: &desc,
                    is_interface,
                };
                self.field_denied(FieldUse::from_bits(u), klass, f, &site)
                    .is_ok()
            })
        })
    }
}

/// ART `ArtMethod::IsDirect`: static, private or a constructor.
fn is_direct(m: &Method) -> bool {
    m.access & (ACC_STATIC | ACC_PRIVATE) != 0 || is_constructor(m)
}

fn is_constructor(m: &Method) -> bool {
    m.access & ACC_CONSTRUCTOR != 0 || m.name.starts_with('<')
}

/// What [`Vm::check_library`] found: the classes verified and the reference sites
/// checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LibraryCheck {
    /// Native methods of the library, each bound to exactly one function.
    pub natives: usize,
    pub classes: usize,
    pub method_sites: usize,
    pub field_sites: usize,
}

impl crate::vm::Vm {
    /// The checks that let the engine trust its boot library ([`CORE_DEX`]): the DEX
    /// loads with every check on, every class verifies, and every method and field
    /// reference resolves and passes the kind and access checks at each class that makes
    /// it (so `method_cacheable`/`field_cacheable` cache without a site scan, and
    /// `Vm::prepare` verifies its methods at first call only). A library's own tests run
    /// this; the problems come back one per line.
    pub fn check_library(&mut self) -> Result<LibraryCheck, String> {
        let file = crate::dex::DexFile::parse(self.library.dex.to_vec())
            .map_err(|e| format!("{}: {e}", self.library.name))?;
        let hierarchy = crate::verify::DexHierarchy::new(&[&file]);
        let classes = crate::verify::verify_dex(&file, &hierarchy)
            .map_err(|e| format!("{}: {e}", self.library.name))?
            .len();
        let sites = RefSites::build(&self.dexes[CORE_DEX as usize].file);
        let mut bad = Vec::new();
        for &(idx, ci, k) in &sites.methods {
            let kind = InvokeKind::from_u8(k);
            let Some((desc, is_interface)) = self.site_of(CORE_DEX, ci) else {
                bad.push(format!("class_def {ci}: no such class"));
                continue;
            };
            let site = Site {
                desc: &desc,
                is_interface,
            };
            let Ok((klass, name, mdesc)) = self.method_ref_class(CORE_DEX, idx) else {
                let t = thrown(self);
                bad.push(format!("{desc}: method ref {idx}: {t}"));
                continue;
            };
            let Ok(m) = self.lookup_method(klass, &name, &mdesc) else {
                self.pending = 0;
                bad.push(format!("{desc}: no method {name}{mdesc}"));
                continue;
            };
            if self.class_mismatch(CORE_DEX, kind, klass).is_some()
                || self.invoke_denied(CORE_DEX, kind, klass, m, &site).is_err()
            {
                self.pending = 0;
                bad.push(format!("{desc}: {} {} denied", kind.name(), self.pretty(m)));
            }
        }
        for &(idx, ci, u) in &sites.fields {
            let Some((desc, is_interface)) = self.site_of(CORE_DEX, ci) else {
                bad.push(format!("class_def {ci}: no such class"));
                continue;
            };
            let site = Site {
                desc: &desc,
                is_interface,
            };
            match self.lookup_field(CORE_DEX, idx) {
                Ok((klass, f)) => {
                    if self
                        .field_denied(FieldUse::from_bits(u), klass, &f, &site)
                        .is_err()
                    {
                        self.pending = 0;
                        bad.push(format!("{desc}: field ref {idx} denied"));
                    }
                }
                Err(_) => {
                    let t = thrown(self);
                    bad.push(format!("{desc}: field ref {idx}: {t}"));
                }
            }
        }
        let natives = self.check_library_natives(&file, &mut bad);
        if !bad.is_empty() {
            return Err(bad.join("\n"));
        }
        Ok(LibraryCheck {
            natives,
            classes,
            method_sites: sites.methods.len(),
            field_sites: sites.fields.len(),
        })
    }
}

impl crate::vm::Vm {
    /// Links every class of the library and checks its natives: each `native` method
    /// is bound, each row of the library's tables names a `native` method of the
    /// library, no row repeats one of the engine's, and each declared field resolves.
    /// Returns the bound count.
    fn check_library_natives(
        &mut self,
        file: &crate::dex::DexFile,
        bad: &mut Vec<String>,
    ) -> usize {
        let mut bound = 0;
        for def in file.class_defs() {
            let Some(desc) = file.type_descriptor(def.class_idx) else {
                continue;
            };
            let desc = String::from(desc);
            let Ok(c) = self.find_class(&desc) else {
                let t = thrown(self);
                bad.push(format!("{desc}: does not link: {t}"));
                continue;
            };
            for &m in &self.classes[c as usize].methods {
                let mm = &self.methods[m as usize];
                if mm.access & super::ACC_NATIVE == 0 {
                    continue;
                }
                if mm.native.is_some() {
                    bound += 1;
                } else {
                    bad.push(format!(
                        "{desc}: native {}{} is not bound",
                        mm.name, mm.desc
                    ));
                }
            }
        }
        for (i, (class, name)) in self.library.fields.iter().enumerate() {
            if self.resolve_lib_field(i).is_err() {
                let t = thrown(self);
                bad.push(format!("field slot {i} ({class}.{name}): {t}"));
            }
        }
        let engine: Vec<&crate::native::Native> = crate::native::bind::engine_tables()
            .iter()
            .flat_map(|t| t.iter())
            .collect();
        for row in self.library.natives.iter().flat_map(|t| t.iter()) {
            let (class, name, desc, _) = *row;
            if engine
                .iter()
                .any(|e| (e.0, e.1, e.2) == (class, name, desc))
            {
                bad.push(format!("{class}.{name}{desc}: also an engine native"));
            }
            let declared = self.class_by_desc.get(class).is_some_and(|&c| {
                self.classes[c as usize].methods.iter().any(|&m| {
                    let mm = &self.methods[m as usize];
                    mm.name == name && mm.desc == desc && mm.access & super::ACC_NATIVE != 0
                })
            });
            if !declared {
                bad.push(format!(
                    "{class}.{name}{desc}: no such native method in the library"
                ));
            }
        }
        bound
    }
}

/// The pending exception as "descriptor message", cleared.
fn thrown(vm: &mut crate::vm::Vm) -> String {
    let ex = core::mem::take(&mut vm.pending);
    if ex == 0 {
        return String::from("(nothing thrown)");
    }
    let c = vm.class_of(ex);
    let msg = vm.ld32(ex, vm.wk.thr_message);
    let msg = if msg == 0 {
        String::new()
    } else {
        vm.string_rust(msg)
    };
    format!("{} {msg}", vm.classes[c as usize].descriptor)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packages_follow_descriptors() {
        assert!(same_package("Lp1/A;", "Lp1/B;"));
        assert!(!same_package("Lp1/A;", "Lp1/q/B;"));
        assert!(!same_package("Lp1/A;", "LA;"));
        assert!(same_package("LMain;", "LOther;"));
        assert!(same_package("[[Lp1/A;", "Lp1/B;"));
        assert!(same_package("[I", "LMain;"));
    }

    #[test]
    fn invoke_and_field_ops_decode() {
        assert_eq!(
            InvokeKind::from_op(op::INVOKE_VIRTUAL_RANGE),
            Some(InvokeKind::Virtual)
        );
        assert_eq!(
            InvokeKind::from_op(op::INVOKE_INTERFACE_RANGE),
            Some(InvokeKind::Interface)
        );
        assert_eq!(InvokeKind::from_op(op::UNUSED_73), None);
        for k in [
            InvokeKind::Static,
            InvokeKind::Direct,
            InvokeKind::Virtual,
            InvokeKind::Super,
            InvokeKind::Interface,
        ] {
            assert_eq!(InvokeKind::from_u8(k as u8), k);
        }
        let u = FieldUse::from_op(op::IPUT_WIDE).unwrap();
        assert!(u.is_put && !u.is_static);
        assert_eq!(FieldUse::from_bits(u.bits()), u);
        let s = FieldUse::from_op(op::SGET).unwrap();
        assert!(s.is_static && !s.is_put);
        assert_eq!(FieldUse::from_op(op::INVOKE_VIRTUAL), None);
    }
}
