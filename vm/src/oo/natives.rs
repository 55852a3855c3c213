//! The engine's natives of java.lang.Object, System, String, Enum and Runtime: those that
//! need the object model's internals (Dalvik's vm/native/java_lang_Object.cpp,
//! java_lang_System.cpp, java_lang_String.cpp). Identity hashes and `clone` read the
//! object layout, `wait`/`notify` drive the monitors, `arraycopy` copies raw elements
//! behind one type check and the write barrier, `intern` shares the VM's table of constant
//! strings, `Enum` reads statics, `exit` ends the run, `nativeLoad` binds natives.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::heap::Heap as _;
use crate::native::{arg, arg_wide, Native};
use crate::oo::{java_name, Kind};
use crate::vm::{Throw, Vm};

fn i(v: i32) -> Result<u64, Throw> {
    Ok(v as u32 as u64)
}

pub(crate) static TABLE: &[Native] = &[
    // java.lang.Object
    ("Ljava/lang/Object;", "hashCode", "()I", |env, a| {
        let vm = env.vm();
        i(vm.identity_hash(arg(a, 0)))
    }),
    (
        "Ljava/lang/Object;",
        "getClass",
        "()Ljava/lang/Class;",
        |env, a| {
            let vm = env.vm();
            let c = vm.class_of(arg(a, 0));
            Ok(vm.class_mirror(c)? as u64)
        },
    ),
    (
        "Ljava/lang/Object;",
        "clone",
        "()Ljava/lang/Object;",
        |env, a| {
            let vm = env.vm();
            let o = arg(a, 0);
            let c = vm.class_of(o);
            let cl = &vm.classes[c as usize];
            let words = if cl.is_array() {
                let n = vm.array_len(o) as usize;
                let e = cl.elem.size();
                let bytes = crate::heap::array_data_offset(e) + n * e;
                let r = vm.new_array(c, n as i32)?;
                (r, bytes.div_ceil(4))
            } else {
                let cloneable = vm.find_class("Ljava/lang/Cloneable;")?;
                if !vm.is_assignable(c, cloneable) {
                    let n = java_name(&vm.classes[c as usize].descriptor);
                    return Err(vm.throw_msg("Ljava/lang/CloneNotSupportedException;", &n));
                }
                let size = vm.classes[c as usize].object_size as usize;
                (vm.new_object_raw(c)?, size.div_ceil(4))
            };
            let (r, n) = words;
            // Copy everything after the header (class word + lock word stay fresh).
            for w in 2..n as u32 {
                let v = vm.ld32(o, w * 4);
                vm.st32(r, w * 4, v);
            }
            Ok(r as u64)
        },
    ),
    ("Ljava/lang/Object;", "wait", "()V", |env, a| {
        let vm = env.vm();
        vm.monitor_wait(arg(a, 0), 0).map(|_| 0)
    }),
    ("Ljava/lang/Object;", "wait", "(J)V", |env, a| {
        let vm = env.vm();
        vm.monitor_wait(arg(a, 0), arg_wide(a, 1) as i64).map(|_| 0)
    }),
    ("Ljava/lang/Object;", "notify", "()V", |env, a| {
        let vm = env.vm();
        vm.monitor_notify(arg(a, 0), false).map(|_| 0)
    }),
    ("Ljava/lang/Object;", "notifyAll", "()V", |env, a| {
        let vm = env.vm();
        vm.monitor_notify(arg(a, 0), true).map(|_| 0)
    }),
    (
        "Ljava/lang/System;",
        "identityHashCode",
        "(Ljava/lang/Object;)I",
        |env, a| {
            let vm = env.vm();
            let o = arg(a, 0);
            i(if o == 0 { 0 } else { vm.identity_hash(o) })
        },
    ),
    // GC_EXPLICIT: by the daemon while the caller waits, or in the foreground when
    // the native returns (a GC point), never inside the native.
    ("Ljava/lang/System;", "gc", "()V", |env, _a| {
        let vm = env.vm();
        vm.system_gc().map(|_| 0)
    }),
    ("Ljava/lang/System;", "exit", "(I)V", |env, a| {
        let vm = env.vm();
        let code = arg(a, 0) as i32;
        vm.platform.flush();
        vm.platform.exit(code);
        vm.exit_code = Some(code);
        Err(Throw)
    }),
    (
        "Ljava/lang/System;",
        "arraycopy",
        "(Ljava/lang/Object;ILjava/lang/Object;II)V",
        |env, a| arraycopy(env.vm(), a),
    ),
    (
        "Ljava/lang/Enum;",
        "enumConstants",
        "(Ljava/lang/Class;)[Ljava/lang/Object;",
        |env, a| {
            let vm = env.vm();
            let m = vm.null_check(arg(a, 0))?;
            let c = vm.mirror_class(m);
            // ACC_ENUM static fields of the enum's own type, in declaration order.
            let vals: Vec<u32> = vm.classes[c as usize]
                .static_fields
                .iter()
                .filter(|f| f.access & 0x4000 != 0 && f.kind == Kind::Ref)
                .map(|f| {
                    vm.classes[c as usize]
                        .statics
                        .get(f.offset as usize)
                        .copied()
                        .unwrap_or(0)
                })
                .collect();
            let oa = vm.find_class("[Ljava/lang/Object;")?;
            let arr = vm.new_array(oa, vals.len() as i32)?;
            for (k, v) in vals.into_iter().enumerate() {
                vm.array_store32(arr, k as u32, v);
            }
            Ok(arr as u64)
        },
    ),
    // java.lang.String: the VM interns constant strings too (const-string).
    (
        "Ljava/lang/String;",
        "intern",
        "()Ljava/lang/String;",
        |env, a| {
            let vm = env.vm();
            let x = vm.string_utf16(arg(a, 0));
            if let Some(&s) = vm.interned.get(&x) {
                return Ok(s as u64);
            }
            vm.interned.insert(x, arg(a, 0));
            Ok(arg(a, 0) as u64)
        },
    ),
    // java.lang.Runtime: System.loadLibrary (crate::native::bind).
    (
        "Ljava/lang/Runtime;",
        "nativeLoad",
        "(Ljava/lang/String;)V",
        |env, a| {
            let vm = env.vm();
            let name = vm.null_check(arg(a, 0))?;
            let name = vm.string_rust(name);
            vm.load_library(&name).map(|_| 0)
        },
    ),
];

impl Vm {
    /// Boxing conversion (JLS 5.1.7) as the box classes' `valueOf` does it: Byte, Short,
    /// Integer and Long from -128 to 127 and Character below 128 come from a cache (kept
    /// as roots), Float and Double are new each time. `v` holds the value as a register
    /// pair does. Boolean is Java code (Boolean.TRUE/FALSE); it and references are refused.
    pub(crate) fn box_value(&mut self, kind: Kind, v: u64) -> Result<u32, Throw> {
        let (desc, value, cacheable): (&'static str, i64, bool) = match kind {
            Kind::Byte => ("Ljava/lang/Byte;", v as u32 as i32 as i64, true),
            Kind::Short => ("Ljava/lang/Short;", v as u32 as i32 as i64, true),
            Kind::Int => ("Ljava/lang/Integer;", v as u32 as i32 as i64, true),
            Kind::Long => ("Ljava/lang/Long;", v as i64, true),
            Kind::Char => ("Ljava/lang/Character;", v as u16 as i64, v as u16 <= 127),
            Kind::Float => ("Ljava/lang/Float;", v as u32 as i64, false),
            Kind::Double => ("Ljava/lang/Double;", v as i64, false),
            Kind::Boolean | Kind::Ref => {
                let msg = format!("cannot box a {kind:?} in a native");
                return Err(self.throw_msg("Ljava/lang/IllegalArgumentException;", &msg));
            }
        };
        let c = self.find_class(desc)?;
        let cache = cacheable && (-128..=127).contains(&value);
        if cache {
            if let Some(&o) = self.box_cache.get(&(c, value as i32)) {
                return Ok(o);
            }
        }
        let off = self.field_off(desc, "value")?;
        let o = self.new_object_raw(c)?;
        self.st_kind(o, off, kind, value as u64);
        if cache {
            self.box_cache.insert((c, value as i32), o);
        }
        Ok(o)
    }
}

fn array_desc(vm: &Vm, c: u32) -> String {
    let cl = &vm.classes[c as usize];
    match cl.elem {
        Kind::Ref => String::from("object array"),
        k => {
            let n = match k {
                Kind::Int => "int",
                Kind::Long => "long",
                Kind::Byte => "byte",
                Kind::Boolean => "boolean",
                Kind::Char => "char",
                Kind::Short => "short",
                Kind::Float => "float",
                Kind::Double => "double",
                Kind::Ref => "",
            };
            String::from(n)
        }
    }
}

/// System.arraycopy(src, sp, dst, dp, len).
fn arraycopy(vm: &mut Vm, a: &[u32]) -> Result<u64, Throw> {
    let (src, sp, dst, dp, len) = (
        arg(a, 0),
        arg(a, 1) as i32,
        arg(a, 2),
        arg(a, 3) as i32,
        arg(a, 4) as i32,
    );
    vm.array_copy(src, sp, dst, dp, len).map(|_| 0)
}

impl Vm {
    /// System.arraycopy: type checked, bounds checked, overlap safe (JDK 17 messages).
    pub(crate) fn array_copy(
        &mut self,
        src: u32,
        sp: i32,
        dst: u32,
        dp: i32,
        len: i32,
    ) -> Result<(), Throw> {
        let vm = self;
        let src = vm.null_check(src)?;
        let dst = vm.null_check(dst)?;
        let (sc, dc) = (vm.class_of(src), vm.class_of(dst));
        let ase = "Ljava/lang/ArrayStoreException;";
        if !vm.classes[sc as usize].is_array() {
            let n = java_name(&vm.classes[sc as usize].descriptor);
            return Err(vm.throw_msg(ase, &format!("arraycopy: source type {n} is not an array")));
        }
        if !vm.classes[dc as usize].is_array() {
            let n = java_name(&vm.classes[dc as usize].descriptor);
            return Err(vm.throw_msg(
                ase,
                &format!("arraycopy: destination type {n} is not an array"),
            ));
        }
        let (se, de) = (vm.classes[sc as usize].elem, vm.classes[dc as usize].elem);
        if se != de || (se != Kind::Ref && sc != dc) {
            let (sn, dn) = (array_desc(vm, sc), array_desc(vm, dc));
            let m = format!("arraycopy: type mismatch: can not copy {sn}[] into {dn}[]");
            return Err(vm.throw_msg(ase, &m));
        }
        let (sl, dl) = (vm.array_len(src) as i64, vm.array_len(dst) as i64);
        let aio = "Ljava/lang/ArrayIndexOutOfBoundsException;";
        let (sn, dn) = (array_desc(vm, sc), array_desc(vm, dc));
        if sp < 0 {
            return Err(vm.throw_msg(
                aio,
                &format!("arraycopy: source index {sp} out of bounds for {sn}[{sl}]"),
            ));
        }
        if dp < 0 {
            return Err(vm.throw_msg(
                aio,
                &format!("arraycopy: destination index {dp} out of bounds for {dn}[{dl}]"),
            ));
        }
        if len < 0 {
            return Err(vm.throw_msg(aio, &format!("arraycopy: length {len} is negative")));
        }
        if sp as i64 + len as i64 > sl {
            return Err(vm.throw_msg(
                aio,
                &format!(
                    "arraycopy: last source index {} out of bounds for {sn}[{sl}]",
                    sp as i64 + len as i64
                ),
            ));
        }
        if dp as i64 + len as i64 > dl {
            return Err(vm.throw_msg(
                aio,
                &format!(
                    "arraycopy: last destination index {} out of bounds for {dn}[{dl}]",
                    dp as i64 + len as i64
                ),
            ));
        }
        let (sp, dp, len) = (sp as u32, dp as u32, len as u32);
        if se != Kind::Ref {
            vm.copy_packed(src, sp, dst, dp, len, se.size());
            return Ok(());
        }
        let check = se == Kind::Ref && !vm.is_assignable(sc, dc);
        let comp = vm.classes[dc as usize].component.unwrap_or(vm.wk.object);
        let backward = src == dst && sp < dp;
        for n in 0..len {
            let k = if backward { len - 1 - n } else { n };
            let v = vm.ld_kind(src, Vm::elem_off(se, sp + k), se);
            if check && v != 0 {
                let vc = vm.class_of(v as u32);
                if !vm.is_assignable(vc, comp) {
                    let s = vm.classes[sc as usize].component.unwrap_or(vm.wk.object);
                    let sn = java_name(&vm.classes[s as usize].descriptor);
                    let dn = java_name(&vm.classes[comp as usize].descriptor);
                    let m = format!(
                        "arraycopy: element type mismatch: can not cast one of the elements of \
                     {sn}[] to the type of the destination array, {dn}"
                    );
                    return Err(vm.throw_msg(ase, &m));
                }
            }
            vm.st_kind(dst, Vm::elem_off(de, dp + k), de, v);
            if se == Kind::Ref {
                vm.heap.write_barrier(crate::heap::ObjRef(dst), v as u32);
            }
        }
        Ok(())
    }
}
