//! Class loading and linking (JVMS ch. 5 / Dalvik vm/oo/Class.cpp counterpart): defines
//! classes from the class path, synthesizes array and primitive classes, lays out fields,
//! builds vtables, miranda slots and per-interface method tables (itables indexed by a
//! global interface number, so invoke-interface is two array loads), resolves DEX
//! type/method/field/string ids through per-DEX caches, and drives class initialization.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::*;
use crate::dex::EncodedValue;
use crate::vm::{RField, Throw, Vm};

/// What a malformed id reference says, after "malformed DEX: " (the loader checks every
/// id table, so only a bytecode index or an unchecked class data can be out of range).
const BAD_ID: &str = "an index out of range";

impl Vm {
    /// Finds or loads the class with descriptor `desc`; throws NoClassDefFoundError.
    pub fn find_class(&mut self, desc: &str) -> Result<ClassId, Throw> {
        if let Some(&c) = self.class_by_desc.get(desc) {
            return Ok(c);
        }
        if desc.starts_with('[') {
            return self.make_array_class(desc);
        }
        if desc.len() == 1 {
            if let Some(k) = Kind::from_descriptor(desc).filter(|k| *k != Kind::Ref) {
                return Ok(self.make_primitive_class(desc, k));
            }
            if desc == "V" {
                return Ok(self.make_primitive_class(desc, Kind::Int));
            }
        }
        if !(desc.starts_with('L') && desc.ends_with(';')) || desc.len() < 3 {
            return Err(self.throw_msg(
                "Ljava/lang/NoClassDefFoundError;",
                &format!("bad descriptor {desc}"),
            ));
        }
        let found = self
            .dexes
            .iter()
            .enumerate()
            .find_map(|(i, d)| d.file.class_def_index(desc).map(|def| (i as u32, def)));
        match found {
            Some((dex, def)) => self.define_class(desc, dex, def),
            None => {
                let name = String::from(&desc[1..desc.len() - 1]);
                Err(self.throw_msg("Ljava/lang/NoClassDefFoundError;", &name))
            }
        }
    }

    fn new_class(descriptor: String, access: u32) -> Class {
        Class {
            descriptor,
            access,
            super_class: None,
            interfaces: Vec::new(),
            all_ifaces: Vec::new(),
            dex: NONE,
            source_file: None,
            state: ClassState::Initialized,
            instance_fields: Vec::new(),
            static_fields: Vec::new(),
            statics: Vec::new(),
            object_size: crate::heap::OBJECT_HEADER_BYTES as u32,
            methods: Vec::new(),
            vtable: Vec::new(),
            iface_no: NONE,
            imethods: Vec::new(),
            iface_map: Vec::new(),
            itable: Vec::new(),
            component: None,
            elem: Kind::Ref,
            primitive: 0,
            mirror: 0,
            init_thread: 0,
            init_error: 0,
            clinit: None,
            class_def: NONE,
        }
    }

    /// OutOfMemoryError when one more class would pass `VmConfig::max_classes`.
    fn class_room(&mut self, desc: &str) -> Result<(), Throw> {
        let n = self.classes.len();
        if n < self.config.max_classes {
            return Ok(());
        }
        let msg = alloc::format!(
            "defining {}: {}",
            java_name(desc),
            crate::limits::exceeded(
                "class count",
                n as u64 + 1,
                self.config.max_classes as u64,
                "VmConfig::max_classes, limits::CLASSES"
            )
        );
        Err(self.throw_msg("Ljava/lang/OutOfMemoryError;", &msg))
    }

    /// Appends class `c`, whose reference fields are at byte offsets `refs` (the
    /// collector's layout table gets them; nothing else needs them).
    fn push_class(&mut self, c: Class, refs: Vec<u32>) -> ClassId {
        let id = self.classes.len() as ClassId;
        let layout = self.class_layout(&c, refs);
        self.heap.space.push_layout(layout);
        self.class_by_desc.insert(c.descriptor.clone(), id);
        self.classes.push(c);
        id
    }

    fn make_primitive_class(&mut self, desc: &str, k: Kind) -> ClassId {
        let mut c = Self::new_class(String::from(desc), ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT);
        c.primitive = desc.as_bytes()[0];
        c.elem = k;
        self.push_class(c, Vec::new())
    }

    fn make_array_class(&mut self, desc: &str) -> Result<ClassId, Throw> {
        self.class_room(desc)?;
        let comp_desc = &desc[1..];
        let comp = self.find_class(comp_desc)?;
        let elem = Kind::from_descriptor(comp_desc).unwrap_or(Kind::Ref);
        let object = self.find_class("Ljava/lang/Object;")?;
        let mut ifaces = Vec::new();
        for i in ["Ljava/lang/Cloneable;", "Ljava/io/Serializable;"] {
            if let Ok(c) = self.find_class(i) {
                ifaces.push(c);
            } else {
                self.pending = 0;
            }
        }
        let mut c = Self::new_class(String::from(desc), ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT);
        c.super_class = Some(object);
        c.component = Some(comp);
        c.elem = elem;
        c.interfaces = ifaces.clone();
        c.all_ifaces = ifaces;
        c.vtable = self.classes[object as usize].vtable.clone();
        c.iface_map = alloc::vec![NONE; self.iface_count as usize];
        let id = self.push_class(c, Vec::new());
        self.build_itables(id);
        Ok(id)
    }

    fn define_class(&mut self, desc: &str, dex: u32, def_idx: u32) -> Result<ClassId, Throw> {
        if self.loading.iter().any(|d| d == desc) {
            return Err(self.throw_msg("Ljava/lang/ClassCircularityError;", desc));
        }
        self.loading.push(String::from(desc));
        let r = crate::tunnel::within(crate::tunnel::Component::ClassLoad, || {
            self.define_class_inner(desc, dex, def_idx)
        });
        self.loading.pop();
        r
    }

    fn verify_error(&mut self, desc: &str, e: impl core::fmt::Display) -> Throw {
        self.throw_msg(
            "Ljava/lang/VerifyError;",
            &format!("{}: malformed DEX: {e}", java_name(desc)),
        )
    }

    /// VerifyError for a malformed reference met while resolving (no class to name).
    fn malformed_dex(&mut self, e: impl core::fmt::Display) -> Throw {
        self.throw_msg("Ljava/lang/VerifyError;", &format!("malformed DEX: {e}"))
    }

    fn define_class_inner(&mut self, desc: &str, dex: u32, def_idx: u32) -> Result<ClassId, Throw> {
        self.class_room(desc)?;
        let d = dex as usize;
        // The loader checked the class_def's ids; its class data is decoded here (for a
        // file opened without the load-time walk, checked here first).
        let parsed = (|| {
            let f = &self.dexes[d].file;
            let def = f.class_defs().get(def_idx as usize).ok_or(BAD_ID)?;
            let sup = match def.superclass_idx {
                Some(t) => Some(String::from(f.type_descriptor(t).ok_or(BAD_ID)?)),
                None => None,
            };
            let ifaces: Vec<String> = def
                .interfaces
                .iter()
                .map(|&t| f.type_descriptor(t).map(String::from).ok_or(BAD_ID))
                .collect::<Result<_, _>>()?;
            let data = f.class_data(def).map_err(|e| format!("{e}"))?;
            let src = match def.source_file_idx {
                Some(s) => Some(String::from(f.string(s).ok_or(BAD_ID)?)),
                None => None,
            };
            Ok::<_, String>((def.clone(), sup, ifaces, data, src))
        })();
        let (def, sup, ifaces, data, src) = parsed.map_err(|e| self.verify_error(desc, e))?;
        let super_class = match sup {
            Some(s) => {
                let sc = self.find_class(&s)?;
                let scl = &self.classes[sc as usize];
                // ART LinkSuperClass (JLS 13.4.2): VerifyError since 2017, where HotSpot
                // throws IncompatibleClassChangeError.
                if scl.access & ACC_FINAL != 0 {
                    return Err(self.throw_msg(
                        "Ljava/lang/VerifyError;",
                        &format!(
                            "Superclass {} of {} is declared final",
                            type_name(&s),
                            java_name(desc)
                        ),
                    ));
                }
                if scl.is_interface() || scl.is_array() || scl.primitive != 0 {
                    return Err(self.throw_msg(
                        "Ljava/lang/IncompatibleClassChangeError;",
                        &format!(
                            "Superclass {} of {} is an interface",
                            type_name(&s),
                            java_name(desc)
                        ),
                    ));
                }
                Some(sc)
            }
            None => {
                if desc != "Ljava/lang/Object;" {
                    return Err(self.throw_msg(
                        "Ljava/lang/NoClassDefFoundError;",
                        "class without superclass",
                    ));
                }
                None
            }
        };
        let mut interfaces = Vec::new();
        for i in &ifaces {
            let ic = self.find_class(i)?;
            if !self.classes[ic as usize].is_interface() {
                return Err(self.throw_msg(
                    "Ljava/lang/IncompatibleClassChangeError;",
                    &format!(
                        "class {} can not implement {}, because it is not an interface",
                        java_name(desc),
                        java_name(i)
                    ),
                ));
            }
            interfaces.push(ic);
        }
        let mut c = Self::new_class(String::from(desc), def.access_flags);
        c.state = ClassState::Linked;
        c.dex = dex;
        c.super_class = super_class;
        c.source_file = src;
        c.class_def = def_idx;
        // Transitive interfaces: the superclass's, then each direct one with its supers.
        if let Some(s) = super_class {
            c.all_ifaces = self.classes[s as usize].all_ifaces.clone();
        }
        for &i in &interfaces {
            let mut add = alloc::vec![i];
            add.extend(self.classes[i as usize].all_ifaces.iter().copied());
            for a in add {
                if !c.all_ifaces.contains(&a) {
                    c.all_ifaces.push(a);
                }
            }
        }
        c.interfaces = interfaces;

        // Fields.
        let mut field_meta = Vec::new();
        {
            let f = &self.dexes[d].file;
            for (is_static, list) in [(true, &data.static_fields), (false, &data.instance_fields)] {
                for ef in list {
                    let r = (|| {
                        let fid = f.field_id(ef.field_idx).ok_or(BAD_ID)?;
                        Ok::<_, &str>((
                            String::from(f.string(fid.name_idx).ok_or(BAD_ID)?),
                            String::from(f.type_descriptor(fid.type_idx).ok_or(BAD_ID)?),
                        ))
                    })();
                    match r {
                        Ok((name, ty)) => field_meta.push((is_static, name, ty, ef.access_flags)),
                        Err(e) => return Err(self.verify_error(desc, e)),
                    }
                }
            }
        }
        let mut size = super_class.map_or(crate::heap::OBJECT_HEADER_BYTES as u32, |s| {
            self.classes[s as usize].object_size
        });
        let mut refs = super_class
            .and_then(|s| self.heap.space.view().layouts.get(s as usize))
            .map_or_else(Vec::new, |l| l.refs.clone());
        let mut slot = 0u32;
        let mut inst: Vec<Field> = Vec::new();
        for (is_static, name, ty, access) in field_meta {
            let Some(kind) = Kind::from_descriptor(&ty) else {
                return Err(
                    self.throw_msg("Ljava/lang/VerifyError;", &format!("bad field type {ty}"))
                );
            };
            let f = Field {
                name,
                ty,
                access,
                kind,
                offset: 0,
            };
            if is_static {
                let mut f = f;
                f.offset = slot;
                slot += if kind.is_wide() { 2 } else { 1 };
                c.static_fields.push(f);
            } else {
                inst.push(f);
            }
        }
        c.statics = alloc::vec![0; slot as usize];
        // Compact layout: refs, then 8/4/2/1-byte fields, naturally aligned.
        let order = |k: Kind| match k {
            Kind::Ref => 0,
            Kind::Long | Kind::Double => 1,
            Kind::Int | Kind::Float => 2,
            Kind::Char | Kind::Short => 3,
            Kind::Boolean | Kind::Byte => 4,
        };
        inst.sort_by_key(|f| order(f.kind));
        for f in inst.iter_mut() {
            let a = f.kind.size() as u32;
            size = size.div_ceil(a) * a;
            f.offset = size;
            if f.kind == Kind::Ref {
                refs.push(size);
            }
            size += a;
        }
        c.object_size = size;
        c.instance_fields = inst;

        // Bytecode verification of the whole class (crate::verify), Dalvik-style at link
        // time: a class that fails never gets defined. The core library's methods are
        // verified at first call instead (see `vm::CORE_DEX_INDEX`).
        let verdict = if !self.config.verify || d as u32 == crate::vm::CORE_DEX_INDEX {
            Ok(Vec::new())
        } else {
            let files: Vec<&crate::dex::DexFile> = self.dexes.iter().map(|e| &e.file).collect();
            let hierarchy = crate::verify::DexHierarchy::new(&files);
            let file = &self.dexes[d].file;
            match file.class_defs().get(def_idx as usize) {
                Some(cd) => {
                    crate::verify::verify_class(file, cd, &hierarchy).map_err(|e| format!("{e}"))
                }
                None => Err(String::from("class_def missing")),
            }
        };
        let mut gc_maps: BTreeMap<u32, crate::verify::RegisterMap> = match verdict {
            Ok(infos) => infos
                .into_iter()
                .map(|m| (m.method_idx, m.register_map))
                .collect(),
            Err(msg) => {
                let msg = String::from(msg.strip_prefix("java.lang.VerifyError: ").unwrap_or(&msg));
                return Err(self.throw_msg("Ljava/lang/VerifyError;", &msg));
            }
        };

        // Methods.
        let is_iface = c.is_interface();
        let id = self.push_class(c, refs);
        let mut virtuals = Vec::new();
        let mut natives = None;
        for (is_virtual, list) in [(false, &data.direct_methods), (true, &data.virtual_methods)] {
            for em in list {
                let r = (|| {
                    let f = &self.dexes[d].file;
                    let mid = f.method_id(em.method_idx).ok_or(BAD_ID)?;
                    Ok::<_, &str>((
                        String::from(f.string(mid.name_idx).ok_or(BAD_ID)?),
                        f.proto_signature(mid.proto_idx).ok_or(BAD_ID)?,
                    ))
                })();
                let (name, mdesc) = match r {
                    Ok(x) => x,
                    Err(e) => {
                        let t = self.verify_error(desc, e);
                        self.classes[id as usize].state = ClassState::Erroneous;
                        return Err(t);
                    }
                };
                let Some((mut words, ret)) = parse_method_desc(&mdesc) else {
                    self.classes[id as usize].state = ClassState::Erroneous;
                    return Err(self.throw_msg(
                        "Ljava/lang/VerifyError;",
                        &format!("bad method descriptor {mdesc}"),
                    ));
                };
                if em.access_flags & ACC_STATIC == 0 {
                    words += 1;
                }
                let native = if em.access_flags & ACC_NATIVE != 0 {
                    natives
                        .get_or_insert_with(|| crate::native::bind::ClassNatives::new(desc))
                        .find(self, d as u32, &name, &mdesc)
                } else {
                    None
                };
                let code = if em.code_off != 0 {
                    CodeState::Unloaded(em.code_off)
                } else {
                    CodeState::None
                };
                let midx = self.methods.len() as MethodIdx;
                let is_clinit = name == "<clinit>";
                self.methods.push(Method {
                    class: id,
                    name,
                    desc: mdesc,
                    access: em.access_flags,
                    arg_words: words,
                    ret,
                    code,
                    native,
                    vtable_idx: NONE,
                    iface_slot: NONE,
                    gc_map: gc_maps.remove(&em.method_idx),
                    dex_method: em.method_idx,
                });
                self.classes[id as usize].methods.push(midx);
                if is_clinit && em.access_flags & ACC_STATIC != 0 {
                    self.classes[id as usize].clinit = Some(midx);
                }
                if is_virtual {
                    virtuals.push(midx);
                }
            }
        }

        if is_iface {
            let no = self.iface_count;
            self.iface_count += 1;
            for (slot, &m) in virtuals.iter().enumerate() {
                self.methods[m as usize].iface_slot = slot as u32;
            }
            // Interfaces dispatch java.lang.Object methods through Object's vtable.
            let vt = super_class.map_or(Vec::new(), |s| self.classes[s as usize].vtable.clone());
            let cl = &mut self.classes[id as usize];
            cl.iface_no = no;
            cl.imethods = virtuals;
            cl.vtable = vt;
            return Ok(id);
        }

        // vtable: inherit; a declared method takes over every slot whose method it
        // overrides (JVMS 5.4.5: a package-private one only from its own run-time package,
        // so one method can override several slots, or none and get a new one).
        let mut vt = super_class.map_or(Vec::new(), |s| self.classes[s as usize].vtable.clone());
        for m in virtuals {
            let (name, mdesc) = {
                let mm = &self.methods[m as usize];
                (mm.name.clone(), mm.desc.clone())
            };
            let mut first = None;
            for (j, slot) in vt.iter_mut().enumerate() {
                let om = &self.methods[*slot as usize];
                let overrides = om.name == name
                    && om.desc == mdesc
                    && om.access & ACC_PRIVATE == 0
                    && (om.access & (ACC_PUBLIC | ACC_PROTECTED) != 0
                        || super::access::same_package(
                            desc,
                            &self.classes[om.class as usize].descriptor,
                        ));
                if overrides {
                    *slot = m;
                    first.get_or_insert(j);
                }
            }
            let idx = first.unwrap_or_else(|| {
                vt.push(m);
                vt.len() - 1
            });
            self.methods[m as usize].vtable_idx = idx as u32;
        }
        self.classes[id as usize].vtable = vt;
        self.build_itables(id);
        Ok(id)
    }

    /// Fills `itable`/`iface_map` of class `id` and gives each interface method signature
    /// one implementation in it (JVMS 5.4.6 selection; ART LinkInterfaceMethods and
    /// FindDefaultMethodImplementation): the method a class of the superclass chain
    /// declares; else the only non-abstract maximally-specific superinterface method;
    /// else, with several, a conflict method that throws IncompatibleClassChangeError
    /// when invoked; else an abstract one (AbstractMethodError). Interface methods in
    /// vtable slots inherited from the superclass are re-selected, and a signature
    /// without a slot gets a new (miranda) one.
    fn build_itables(&mut self, id: ClassId) {
        let ifaces = self.classes[id as usize].all_ifaces.clone();
        let mut map = alloc::vec![NONE; self.iface_count as usize];
        let mut itable = Vec::new();
        let mut vt = core::mem::take(&mut self.classes[id as usize].vtable);
        let mut chosen: BTreeMap<(String, String), MethodIdx> = BTreeMap::new();
        for &i in &ifaces {
            let ic = &self.classes[i as usize];
            let no = ic.iface_no as usize;
            let imethods = ic.imethods.clone();
            if no < map.len() {
                map[no] = itable.len() as u32;
            }
            for im in imethods {
                let key = {
                    let m = &self.methods[im as usize];
                    (m.name.clone(), m.desc.clone())
                };
                let t = match chosen.get(&key) {
                    Some(&t) => t,
                    None => {
                        let t = self.select_interface_impl(id, im);
                        let mut has_slot = false;
                        for slot in vt.iter_mut() {
                            let om = &self.methods[*slot as usize];
                            if om.name == key.0 && om.desc == key.1 {
                                has_slot = true;
                                if self.classes[om.class as usize].is_interface() {
                                    *slot = t;
                                }
                            }
                        }
                        if !has_slot {
                            vt.push(t);
                        }
                        chosen.insert(key, t);
                        t
                    }
                };
                itable.push(t);
            }
        }
        let c = &mut self.classes[id as usize];
        c.vtable = vt;
        c.iface_map = map;
        c.itable = itable;
    }

    /// The method class `id` runs for interface method `im` (see [`Vm::build_itables`]).
    fn select_interface_impl(&mut self, id: ClassId, im: MethodIdx) -> MethodIdx {
        let (name, desc) = {
            let m = &self.methods[im as usize];
            (m.name.clone(), m.desc.clone())
        };
        let mut cur = Some(id);
        while let Some(k) = cur {
            let cl = &self.classes[k as usize];
            let own = cl.methods.iter().copied().find(|&m| {
                let mm = &self.methods[m as usize];
                mm.name == name
                    && mm.desc == desc
                    && mm.access & (ACC_STATIC | ACC_PRIVATE) == 0
                    && !mm.name.starts_with('<')
            });
            if let Some(m) = own {
                if self.methods[m as usize].access & ACC_PUBLIC == 0 {
                    return self.not_public_impl(m, im);
                }
                return m;
            }
            cur = cl.super_class;
        }
        let ms = self.max_specific(id, &name, &desc);
        let defaults: Vec<MethodIdx> = ms
            .iter()
            .copied()
            .filter(|&m| !self.methods[m as usize].is_abstract())
            .collect();
        match defaults.len() {
            0 => ms.first().copied().unwrap_or(im),
            1 => defaults[0],
            _ => self.conflict_method(id, defaults[0]),
        }
    }

    /// The maximally-specific superinterface methods of `c` named `name` with descriptor
    /// `desc` (JVMS 5.4.3.3): declared in a superinterface that no other declaring
    /// superinterface extends; static and private interface methods are not inherited.
    fn max_specific(&self, c: ClassId, name: &str, desc: &str) -> Vec<MethodIdx> {
        let cands: Vec<(ClassId, MethodIdx)> = self.classes[c as usize]
            .all_ifaces
            .iter()
            .filter_map(|&i| {
                self.classes[i as usize]
                    .methods
                    .iter()
                    .copied()
                    .find(|&m| {
                        let mm = &self.methods[m as usize];
                        mm.name == name
                            && mm.desc == desc
                            && mm.access & (ACC_STATIC | ACC_PRIVATE) == 0
                    })
                    .map(|m| (i, m))
            })
            .collect();
        cands
            .iter()
            .filter(|&&(i, _)| {
                !cands
                    .iter()
                    .any(|&(j, _)| j != i && self.classes[j as usize].all_ifaces.contains(&i))
            })
            .map(|&(_, m)| m)
            .collect()
    }

    /// The interface slot of `im` when the class chain implements it with non-public
    /// `m`: selection picks `m` (JVMS 5.4.6), and invokeinterface of a method that is
    /// neither public nor private throws IllegalAccessError (JVMS invokeinterface; ART
    /// `ArtMethod::ThrowInvocationTimeError`). The slot holds a method that throws that
    /// when invoked, so dispatch itself checks nothing; `m` keeps its vtable slot.
    fn not_public_impl(&mut self, m: MethodIdx, im: MethodIdx) -> MethodIdx {
        if let Some(&(t, _)) = self.not_public_impls.get(&m) {
            return t;
        }
        let slot = self.methods[im as usize].iface_slot;
        let t = self.push_throwing_method(m, ACC_NOT_PUBLIC_IMPL, slot);
        self.not_public_impls.insert(m, (t, im));
        t
    }

    /// A method without code shaped like `like` (class, name, descriptor), marked with
    /// `flag` so that `prepare` throws the error that flag names when it is invoked.
    fn push_throwing_method(&mut self, like: MethodIdx, flag: u32, iface_slot: u32) -> MethodIdx {
        let f = &self.methods[like as usize];
        let m = Method {
            class: f.class,
            name: f.name.clone(),
            desc: f.desc.clone(),
            access: ACC_PUBLIC | ACC_ABSTRACT | flag,
            arg_words: f.arg_words,
            ret: f.ret,
            code: CodeState::None,
            native: None,
            vtable_idx: NONE,
            iface_slot,
            gc_map: None,
            dex_method: NONE,
        };
        self.methods.push(m);
        (self.methods.len() - 1) as MethodIdx
    }

    /// A method standing for conflicting defaults in class `id` (ART's default-conflict
    /// method): invoking it throws IncompatibleClassChangeError. Named after `first`, one
    /// of the defaults; shared with the superclass when `id` adds no interfaces.
    fn conflict_method(&mut self, id: ClassId, first: MethodIdx) -> MethodIdx {
        let f = &self.methods[first as usize];
        if let Some(s) = self.classes[id as usize].super_class {
            let sc = &self.classes[s as usize];
            // all_ifaces starts with the superclass's list, so equal lengths mean no new
            // interface and the same selection.
            if sc.all_ifaces.len() == self.classes[id as usize].all_ifaces.len() {
                let inherited = sc.vtable.iter().copied().find(|&t| {
                    let tm = &self.methods[t as usize];
                    tm.access & ACC_DEFAULT_CONFLICT != 0 && tm.name == f.name && tm.desc == f.desc
                });
                if let Some(t) = inherited {
                    return t;
                }
            }
        }
        let slot = f.iface_slot;
        self.push_throwing_method(first, ACC_DEFAULT_CONFLICT, slot)
    }

    /// Finds a method by name and descriptor in `c` and its superclasses, then among the
    /// maximally-specific superinterface methods, preferring a non-abstract one (JVMS
    /// 5.4.3.3/5.4.3.4).
    pub fn find_method(&self, c: ClassId, name: &str, desc: &str) -> Option<MethodIdx> {
        let mut cur = Some(c);
        while let Some(k) = cur {
            let cl = &self.classes[k as usize];
            for &m in &cl.methods {
                let mm = &self.methods[m as usize];
                if mm.name == name && mm.desc == desc {
                    return Some(m);
                }
            }
            cur = cl.super_class;
        }
        let ms = self.max_specific(c, name, desc);
        ms.iter()
            .copied()
            .find(|&m| !self.methods[m as usize].is_abstract())
            .or(ms.first().copied())
    }

    /// Is an instance of `from` assignable to `to` (JLS 5.2 / instance-of rules)?
    pub fn is_assignable(&self, from: ClassId, to: ClassId) -> bool {
        if from == to || to == self.wk.object && self.classes[from as usize].primitive == 0 {
            return true;
        }
        let f = &self.classes[from as usize];
        let t = &self.classes[to as usize];
        if t.is_interface() {
            return f.all_ifaces.contains(&to);
        }
        if let Some(fc) = f.component {
            return match t.component {
                Some(tc) => {
                    let fk = &self.classes[fc as usize];
                    let tk = &self.classes[tc as usize];
                    if fk.primitive != 0 || tk.primitive != 0 {
                        fc == tc
                    } else {
                        self.is_assignable(fc, tc)
                    }
                }
                None => false,
            };
        }
        let mut cur = f.super_class;
        while let Some(k) = cur {
            if k == to {
                return true;
            }
            cur = self.classes[k as usize].super_class;
        }
        false
    }

    /// Resolves type `idx` of DEX `dex` (cached).
    pub fn resolve_type(&mut self, dex: u32, idx: u32) -> Result<ClassId, Throw> {
        let d = &self.dexes[dex as usize];
        if let Some(&c) = d.types.get(idx as usize) {
            if c != NONE {
                return Ok(c);
            }
        }
        let Some(desc) = d.file.type_descriptor(idx).map(String::from) else {
            return Err(self.malformed_dex(BAD_ID));
        };
        let c = self.find_class(&desc)?;
        // A class some instruction of this DEX may not name stays out of the cache, so
        // that instruction's resolution (`resolve_type_at`) keeps checking.
        if self.type_cacheable(dex, idx, c) {
            if let Some(s) = self.dexes[dex as usize].types.get_mut(idx as usize) {
                *s = c;
            }
        }
        Ok(c)
    }

    /// Resolves method `idx` of DEX `dex` (from the cache when an instruction's checked
    /// resolution put it there); throws NoSuchMethodError. Makes none of the
    /// per-instruction checks of [`Vm::resolve_method_at`], so it never fills the cache.
    pub fn resolve_method(&mut self, dex: u32, idx: u32) -> Result<MethodIdx, Throw> {
        if let Some(&m) = self.dexes[dex as usize].methods.get(idx as usize) {
            if m != NONE {
                return Ok(m);
            }
        }
        let (c, name, mdesc) = self.method_ref_class(dex, idx)?;
        self.lookup_method(c, &name, &mdesc)
    }

    /// The resolved class, name and descriptor of method id `idx` of DEX `dex`.
    pub(crate) fn method_ref_class(
        &mut self,
        dex: u32,
        idx: u32,
    ) -> Result<(ClassId, String, String), Throw> {
        let d = &self.dexes[dex as usize];
        let r = (|| {
            let mid = d.file.method_id(idx)?;
            Some((
                mid.class_idx,
                String::from(d.file.string(mid.name_idx)?),
                d.file.proto_signature(mid.proto_idx)?,
            ))
        })();
        let (cidx, name, mdesc) = r.ok_or_else(|| self.malformed_dex(BAD_ID))?;
        let c = self.resolve_type(dex, cidx)?;
        Ok((c, name, mdesc))
    }

    /// [`Vm::find_method`], throwing NoSuchMethodError when there is none.
    pub(crate) fn lookup_method(
        &mut self,
        c: ClassId,
        name: &str,
        mdesc: &str,
    ) -> Result<MethodIdx, Throw> {
        match self.find_method(c, name, mdesc) {
            Some(m) => Ok(m),
            None => {
                let cn = java_name(&self.classes[c as usize].descriptor);
                Err(self.throw_msg(
                    "Ljava/lang/NoSuchMethodError;",
                    &format!("'{}'", pretty_method(&cn, name, mdesc)),
                ))
            }
        }
    }

    /// Resolves field `idx` of DEX `dex` (from the cache when an instruction's checked
    /// resolution put it there); throws NoSuchFieldError. Like [`Vm::resolve_method`] it
    /// skips the checks of [`Vm::resolve_field_at`] and never fills the cache.
    pub fn resolve_field(&mut self, dex: u32, idx: u32) -> Result<RField, Throw> {
        if let Some(Some(f)) = self.dexes[dex as usize].fields.get(idx as usize) {
            return Ok(*f);
        }
        self.lookup_field(dex, idx).map(|(_, f)| f)
    }

    /// The resolved class of field id `idx` of DEX `dex` and the field it finds.
    pub(crate) fn lookup_field(&mut self, dex: u32, idx: u32) -> Result<(ClassId, RField), Throw> {
        let d = &self.dexes[dex as usize];
        let r = (|| {
            let fid = d.file.field_id(idx)?;
            Some((
                fid.class_idx,
                String::from(d.file.string(fid.name_idx)?),
                String::from(d.file.type_descriptor(fid.type_idx)?),
            ))
        })();
        let (cidx, name, ty) = r.ok_or_else(|| self.malformed_dex(BAD_ID))?;
        let c = self.resolve_type(dex, cidx)?;
        match self.find_field(c, &name, &ty) {
            Some(f) => Ok((c, f)),
            None => Err(self.throw_msg("Ljava/lang/NoSuchFieldError;", &name)),
        }
    }

    fn find_field(&self, c: ClassId, name: &str, ty: &str) -> Option<RField> {
        let mut cur = Some(c);
        while let Some(k) = cur {
            let cl = &self.classes[k as usize];
            for (is_static, list) in [(false, &cl.instance_fields), (true, &cl.static_fields)] {
                if let Some(f) = list.iter().find(|f| f.name == name && f.ty == ty) {
                    return Some(RField {
                        class: k,
                        offset: f.offset,
                        kind: f.kind,
                        is_static,
                    });
                }
            }
            for &i in &cl.all_ifaces {
                let ic = &self.classes[i as usize];
                if let Some(f) = ic
                    .static_fields
                    .iter()
                    .find(|f| f.name == name && f.ty == ty)
                {
                    return Some(RField {
                        class: i,
                        offset: f.offset,
                        kind: f.kind,
                        is_static: true,
                    });
                }
            }
            cur = cl.super_class;
        }
        None
    }

    /// Resolves string `idx` of DEX `dex` to an interned java.lang.String (cached).
    pub fn resolve_string(&mut self, dex: u32, idx: u32) -> Result<u32, Throw> {
        let d = &self.dexes[dex as usize];
        if let Some(&s) = d.strings.get(idx as usize) {
            if s != 0 {
                return Ok(s);
            }
        }
        let u = d
            .file
            .string_utf16(idx)
            .ok_or_else(|| self.malformed_dex(BAD_ID))?;
        let s = self.intern_utf16(&u)?;
        if let Some(slot) = self.dexes[dex as usize].strings.get_mut(idx as usize) {
            *slot = s;
        }
        Ok(s)
    }

    /// A use of erroneous class `c`: NoClassDefFoundError with the class's name as its
    /// message and what its initialization threw as its cause (ART's
    /// ClassLinker::ThrowEarlierClassFailure; HotSpot says "Could not initialize class
    /// C", which the oracle maps to this).
    fn throw_earlier_init_failure(&mut self, c: ClassId) -> Throw {
        let n = java_name(&self.classes[c as usize].descriptor);
        let t = self.throw_msg("Ljava/lang/NoClassDefFoundError;", &n);
        let cause = self.classes[c as usize].init_error;
        if cause != 0 && self.pending != 0 && self.pending != cause {
            self.st_ref(self.pending, self.wk.thr_cause, cause);
        }
        t
    }

    /// Starts initialization of `c` (JLS 12.4.2, single thread). Returns `Ok(None)` when
    /// `c` is usable now, `Ok(Some(m))` when `<clinit>` `m` of some class in its
    /// superclass chain must run first (the caller pushes it and retries).
    pub fn init_step(&mut self, c: ClassId) -> Result<Option<(ClassId, MethodIdx)>, Throw> {
        loop {
            match self.classes[c as usize].state {
                ClassState::Initialized | ClassState::Initializing => return Ok(None),
                ClassState::Erroneous => return Err(self.throw_earlier_init_failure(c)),
                ClassState::Linked => {}
            }
            // The topmost class in the chain that still needs initializing.
            let mut target = c;
            while let Some(s) = self.classes[target as usize].super_class {
                match self.classes[s as usize].state {
                    ClassState::Linked => target = s,
                    ClassState::Erroneous => {
                        target = s;
                        break;
                    }
                    _ => break,
                }
            }
            // JLS 12.4.2 step 7: superinterfaces declaring default methods come first.
            if self.classes[target as usize].state == ClassState::Linked
                && !self.classes[target as usize].is_interface()
            {
                if let Some(i) = self.uninit_default_iface(target) {
                    target = i;
                }
            }
            if self.classes[target as usize].state == ClassState::Erroneous {
                // Every class of the chain this initialization started from fails with
                // the superclass's error, as each level of ART's recursive
                // ClassLinker::InitializeClass marks itself.
                let t = self.throw_earlier_init_failure(target);
                let mut k = Some(c);
                while let Some(x) = k.filter(|&x| x != target) {
                    if self.classes[x as usize].state != ClassState::Linked {
                        break;
                    }
                    self.classes[x as usize].state = ClassState::Erroneous;
                    self.classes[x as usize].init_error = self.pending;
                    k = self.classes[x as usize].super_class;
                }
                return Err(t);
            }
            self.classes[target as usize].state = ClassState::Initializing;
            self.classes[target as usize].init_thread = self.cur;
            self.apply_static_values(target)?;
            match self.classes[target as usize].clinit {
                Some(m) => return Ok(Some((target, m))),
                None => self.classes[target as usize].state = ClassState::Initialized,
            }
        }
    }

    /// First not-yet-initialized superinterface of `c` (depth first, declaration order)
    /// that declares a default method.
    fn uninit_default_iface(&self, c: ClassId) -> Option<ClassId> {
        for &i in &self.classes[c as usize].interfaces {
            let ic = &self.classes[i as usize];
            let has_default = ic
                .imethods
                .iter()
                .any(|&m| !self.methods[m as usize].is_abstract());
            if ic.state == ClassState::Linked && has_default {
                return Some(i);
            }
            if let Some(j) = self.uninit_default_iface(i) {
                return Some(j);
            }
        }
        None
    }

    fn apply_static_values(&mut self, c: ClassId) -> Result<(), Throw> {
        let cl = &self.classes[c as usize];
        if cl.class_def == NONE || cl.dex == NONE {
            return Ok(());
        }
        let dex = cl.dex;
        let file = &self.dexes[dex as usize].file;
        let vals = file
            .class_defs()
            .get(cl.class_def as usize)
            .ok_or_else(|| String::from(BAD_ID))
            .and_then(|def| file.static_values(def).map_err(|e| format!("{e}")))
            .map_err(|e| self.malformed_dex(e))?;
        let n = vals.len().min(self.classes[c as usize].static_fields.len());
        for (i, v) in vals.into_iter().enumerate().take(n) {
            let f = self.classes[c as usize].static_fields[i].clone();
            let val: u64 = match v {
                EncodedValue::String(s) => self.resolve_string(dex, s)? as u64,
                EncodedValue::Type(t) => {
                    let k = self.resolve_type(dex, t)?;
                    self.class_mirror(k)? as u64
                }
                other => other.static_bits().unwrap_or(0),
            };
            let st = &mut self.classes[c as usize].statics;
            let o = f.offset as usize;
            if f.kind.is_wide() {
                if o + 1 < st.len() {
                    st[o] = val as u32;
                    st[o + 1] = (val >> 32) as u32;
                }
            } else if o < st.len() {
                st[o] = val as u32;
            }
        }
        Ok(())
    }
}

/// `java.lang.String.substring(int, int)`-style pretty name used in error messages.
pub fn pretty_method(class: &str, name: &str, desc: &str) -> String {
    let (params, ret) = match desc.rfind(')') {
        Some(p) => (&desc[1..p], &desc[p + 1..]),
        None => ("", ""),
    };
    let mut ps = Vec::new();
    let b = params.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let s = i;
        while i < b.len() && b[i] == b'[' {
            i += 1;
        }
        if i < b.len() && b[i] == b'L' {
            while i < b.len() && b[i] != b';' {
                i += 1;
            }
        }
        i += 1;
        ps.push(type_name(&params[s..i.min(b.len())]));
    }
    format!("{} {}.{}({})", type_name(ret), class, name, ps.join(", "))
}

/// Java spelling of a type descriptor, arrays as `int[]` (ART `PrettyDescriptor`).
pub(crate) fn type_name(d: &str) -> String {
    let dims = d.bytes().take_while(|&c| c == b'[').count();
    let mut s = java_name(&d[dims..]);
    for _ in 0..dims {
        s.push_str("[]");
    }
    s
}
