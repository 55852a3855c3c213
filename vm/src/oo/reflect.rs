//! Reflection natives: java.lang.Class (names, modifiers, hierarchy queries, forName,
//! newInstance, getEnumConstants, the primitive classes) and java.lang.reflect.Array,
//! with the JDK javadoc's semantics and Dalvik's DEX-side sources (vm/native/
//! java_lang_Class.cpp: InnerClass annotations, access flags). What must run Java code
//! (a `<clinit>`, a constructor, `values()`) continues in Java through
//! [`Vm::native_init_class`] / [`Vm::native_tail_call`], never through a Rust-level call.
//! Engine-side because it reads class metadata (flags, statics, annotations) `Env` hides.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::dex::EncodedValue;
use crate::native::{arg, Native};
use crate::oo::{java_name, ClassId, Kind, ACC_ABSTRACT, ACC_FINAL, ACC_PRIVATE, ACC_PUBLIC, NONE};
use crate::vm::{Throw, Vm};

const CLASS: &str = "Ljava/lang/Class;";
const ARRAY: &str = "Ljava/lang/reflect/Array;";
const ACC_PROTECTED: u32 = 0x4;
const ACC_ENUM: u32 = 0x4000;
/// The JVM's limit on array dimensions (JVMS 4.4.1), which ART's verifier shares.
const MAX_DIMS: usize = 255;

pub(crate) static TABLE: &[Native] = &[
    (CLASS, "getName", "()Ljava/lang/String;", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        let n = java_name(&vm.classes[c as usize].descriptor);
        vm.ret_str(&n)
    }),
    (CLASS, "getSimpleName", "()Ljava/lang/String;", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        let n = simple_name(vm, c);
        vm.ret_str(&n)
    }),
    (CLASS, "isInstance", "(Ljava/lang/Object;)Z", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        let o = arg(a, 1);
        Ok((o != 0 && vm.is_assignable(vm.class_of(o), c)) as u64)
    }),
    (
        CLASS,
        "isAssignableFrom",
        "(Ljava/lang/Class;)Z",
        |env, a| {
            let vm = env.vm();
            let c = vm.mirror_class(arg(a, 0));
            let o = vm.null_check(arg(a, 1))?;
            let oc = vm.mirror_class(o);
            Ok(vm.is_assignable(oc, c) as u64)
        },
    ),
    (CLASS, "isArray", "()Z", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        Ok(vm.classes[c as usize].is_array() as u64)
    }),
    (CLASS, "isInterface", "()Z", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        Ok(vm.classes[c as usize].is_interface() as u64)
    }),
    (CLASS, "isPrimitive", "()Z", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        Ok((vm.classes[c as usize].primitive != 0) as u64)
    }),
    (CLASS, "isEnum", "()Z", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        Ok(is_enum(vm, c) as u64)
    }),
    (CLASS, "getModifiers", "()I", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        Ok(modifiers(vm, c) as u64)
    }),
    (CLASS, "getSuperclass", "()Ljava/lang/Class;", |env, a| {
        let vm = env.vm();
        let c = vm.mirror_class(arg(a, 0));
        match vm.classes[c as usize].super_class {
            Some(s) if !vm.classes[c as usize].is_interface() => Ok(vm.class_mirror(s)? as u64),
            _ => Ok(0),
        }
    }),
    (
        CLASS,
        "getComponentType",
        "()Ljava/lang/Class;",
        |env, a| {
            let vm = env.vm();
            let c = vm.mirror_class(arg(a, 0));
            match vm.classes[c as usize].component {
                Some(s) => Ok(vm.class_mirror(s)? as u64),
                None => Ok(0),
            }
        },
    ),
    (CLASS, "desiredAssertionStatus", "()Z", |_env, _a| Ok(0)),
    (
        CLASS,
        "getPrimitiveClass",
        "(Ljava/lang/String;)Ljava/lang/Class;",
        |env, a| {
            let vm = env.vm();
            let s = vm.null_check(arg(a, 0))?;
            let name = vm.string_rust(s);
            let desc = match name.as_str() {
                "boolean" => "Z",
                "byte" => "B",
                "char" => "C",
                "short" => "S",
                "int" => "I",
                "long" => "J",
                "float" => "F",
                "double" => "D",
                "void" => "V",
                _ => {
                    return Err(vm.throw_msg("Ljava/lang/IllegalArgumentException;", &name));
                }
            };
            let c = vm.find_class(desc)?;
            Ok(vm.class_mirror(c)? as u64)
        },
    ),
    (
        CLASS,
        "forName",
        "(Ljava/lang/String;)Ljava/lang/Class;",
        |env, a| class_for_name(env.vm(), a),
    ),
    (CLASS, "allocInstance", "()Ljava/lang/Object;", |env, a| {
        alloc_instance(env.vm(), a)
    }),
    (
        CLASS,
        "runConstructor",
        "(Ljava/lang/Object;)V",
        |env, a| {
            let vm = env.vm();
            let o = vm.null_check(arg(a, 1))?;
            let c = vm.mirror_class(arg(a, 0));
            let Some(ctor) = nullary_constructor(vm, c) else {
                return Err(vm.throw_msg("Ljava/lang/InstantiationException;", &class_name(vm, c)));
            };
            vm.native_tail_call(ctor, &[o]).map(|_| 0)
        },
    ),
    (
        CLASS,
        "getEnumConstants",
        "()[Ljava/lang/Object;",
        |env, a| {
            let vm = env.vm();
            let c = vm.mirror_class(arg(a, 0));
            if !is_enum(vm, c) {
                return Ok(0);
            }
            let want = format!("()[{}", vm.classes[c as usize].descriptor);
            let values = vm.classes[c as usize].methods.iter().copied().find(|&m| {
                let mm = &vm.methods[m as usize];
                mm.name == "values" && mm.desc == want && mm.is_static()
            });
            // The JDK answers null for enum-like classes without a proper values().
            let Some(values) = values else {
                return Ok(0);
            };
            // Method.invoke initializes the class first, as invoke-static would.
            if vm.native_init_class(c)? {
                return Ok(0);
            }
            vm.native_tail_call(values, &[])
        },
    ),
    // java.lang.reflect.Array
    (
        ARRAY,
        "newInstance",
        "(Ljava/lang/Class;I)Ljava/lang/Object;",
        |env, a| {
            let vm = env.vm();
            let comp = vm.null_check(arg(a, 0))?;
            let comp = vm.mirror_class(comp);
            let desc = array_descriptor(vm, comp, 1)?;
            let len = arg(a, 1) as i32;
            if len < 0 {
                return Err(
                    vm.throw_msg("Ljava/lang/NegativeArraySizeException;", &format!("{len}"))
                );
            }
            let c = vm.find_class(&desc)?;
            Ok(vm.new_array(c, len)? as u64)
        },
    ),
    (
        ARRAY,
        "newInstance",
        "(Ljava/lang/Class;[I)Ljava/lang/Object;",
        |env, a| {
            let vm = env.vm();
            let comp = vm.null_check(arg(a, 0))?;
            let dims_arr = vm.null_check(arg(a, 1))?;
            let comp = vm.mirror_class(comp);
            let n = vm.array_len(dims_arr);
            let dims: Vec<i32> = (0..n)
                .map(|i| vm.ld32(dims_arr, Vm::elem_off(Kind::Int, i)) as i32)
                .collect();
            if dims.is_empty() {
                return Err(vm.throw_msg(
                    "Ljava/lang/IllegalArgumentException;",
                    "Empty dimensions array",
                ));
            }
            let desc = array_descriptor(vm, comp, dims.len())?;
            // Every dimension is checked before anything is allocated (as HotSpot's
            // multi_allocate and ART's CreateMultiArray do).
            if let Some(&neg) = dims.iter().find(|&&d| d < 0) {
                return Err(
                    vm.throw_msg("Ljava/lang/NegativeArraySizeException;", &format!("{neg}"))
                );
            }
            Ok(new_multi_array(vm, &desc, &dims)? as u64)
        },
    ),
    (ARRAY, "getLength", "(Ljava/lang/Object;)I", |env, a| {
        let vm = env.vm();
        let arr = array_arg(vm, arg(a, 0))?;
        Ok(vm.array_len(arr) as u64)
    }),
    (
        ARRAY,
        "get",
        "(Ljava/lang/Object;I)Ljava/lang/Object;",
        |env, a| {
            let vm = env.vm();
            let arr = array_arg(vm, arg(a, 0))?;
            let idx = index_arg(vm, arr, arg(a, 1) as i32)?;
            let k = vm.classes[vm.class_of(arr) as usize].elem;
            let v = vm.ld_kind(arr, Vm::elem_off(k, idx), k);
            box_value(vm, k, v)
        },
    ),
    (
        ARRAY,
        "set",
        "(Ljava/lang/Object;ILjava/lang/Object;)V",
        |env, a| {
            let vm = env.vm();
            let arr = array_arg(vm, arg(a, 0))?;
            let idx = index_arg(vm, arr, arg(a, 1) as i32)?;
            let value = arg(a, 2);
            let ac = vm.class_of(arr);
            let k = vm.classes[ac as usize].elem;
            if k == Kind::Ref {
                let comp = vm.classes[ac as usize].component.unwrap_or(vm.wk.object);
                if value != 0 && !vm.is_assignable(vm.class_of(value), comp) {
                    return Err(vm.throw_msg(
                        "Ljava/lang/IllegalArgumentException;",
                        "array element type mismatch",
                    ));
                }
                vm.array_store32(arr, idx, value);
                return Ok(0);
            }
            let Some(v) = unbox_widened(vm, value, k)? else {
                return Err(vm.throw_msg(
                    "Ljava/lang/IllegalArgumentException;",
                    "argument type mismatch",
                ));
            };
            vm.st_kind(arr, Vm::elem_off(k, idx), k, v);
            Ok(0)
        },
    ),
];

fn class_name(vm: &Vm, c: ClassId) -> String {
    java_name(&vm.classes[c as usize].descriptor)
}

/// The package part of a class descriptor (`Lp/q/C;` → `p/q`), for access checks.
fn package(desc: &str) -> &str {
    let d = desc.trim_start_matches('[');
    match d.rfind('/') {
        Some(i) => &d[1..i],
        None => "",
    }
}

fn is_enum(vm: &Vm, c: ClassId) -> bool {
    let cl = &vm.classes[c as usize];
    cl.access & ACC_ENUM != 0
        && cl
            .super_class
            .is_some_and(|s| vm.classes[s as usize].descriptor == "Ljava/lang/Enum;")
}

/// `(accessFlags, simple name or None for an anonymous class)` of the class's
/// `dalvik.annotation.InnerClass` annotation, which dx writes for every nested class.
fn inner_class(vm: &Vm, c: ClassId) -> Option<(u32, Option<String>)> {
    let cl = &vm.classes[c as usize];
    if cl.dex == NONE {
        return None;
    }
    let file = &vm.dexes.get(cl.dex as usize)?.file;
    let def = file.find_class(&cl.descriptor)?;
    let anns = file.class_annotations(def).ok()?;
    let (_, ann) = anns.iter().find(|(_, a)| {
        file.type_descriptor(a.type_idx) == Some("Ldalvik/annotation/InnerClass;")
    })?;
    let mut flags = None;
    let mut name = None;
    for (n, v) in &ann.elements {
        match (file.string(*n), v) {
            (Some("accessFlags"), EncodedValue::Int(f)) => flags = Some(*f as u32),
            (Some("name"), EncodedValue::String(s)) => name = file.string(*s).map(String::from),
            _ => {}
        }
    }
    Some((flags?, name))
}

/// Class.getSimpleName: the InnerClass annotation's name ("" when anonymous), else the
/// binary name without its package (the JDK and Android alike; `$` is kept for a
/// class without the annotation), with "[]" per array dimension.
fn simple_name(vm: &Vm, c: ClassId) -> String {
    let cl = &vm.classes[c as usize];
    if let Some(comp) = cl.component {
        let mut n = simple_name(vm, comp);
        n.push_str("[]");
        return n;
    }
    if let Some((_, name)) = inner_class(vm, c) {
        return name.unwrap_or_default();
    }
    let n = java_name(&cl.descriptor);
    match n.rfind('.') {
        Some(p) => String::from(&n[p + 1..]),
        None => n,
    }
}

/// Class.getModifiers (Android's rules, which the JDK's javadoc states too): primitives
/// are public final abstract; an array takes its component's visibility and is final
/// abstract; a nested class reports the flags of its InnerClass annotation.
fn modifiers(vm: &Vm, c: ClassId) -> u32 {
    let cl = &vm.classes[c as usize];
    if cl.primitive != 0 {
        return ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    }
    if let Some(comp) = cl.component {
        let vis = modifiers(vm, comp) & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED);
        return vis | ACC_FINAL | ACC_ABSTRACT;
    }
    let flags = inner_class(vm, c).map_or(cl.access, |(f, _)| f);
    flags & 0xffff
}

/// Class.forName(String): binary names ("java.lang.String", "Main$Inner") and array
/// names ("[I", "[Ljava.lang.String;"); the class is initialized. ClassNotFoundException
/// with HotSpot's messages: a malformed name in internal form ("java/lang/String",
/// "Ljava/lang/String;"), else the name of the class that is missing (an array's
/// element class).
fn class_for_name(vm: &mut Vm, a: &[u32]) -> Result<u64, Throw> {
    let s = vm.null_check(arg(a, 0))?;
    let name = vm.string_rust(s);
    let cnfe = "Ljava/lang/ClassNotFoundException;";
    let desc = match descriptor_of_binary_name(&name) {
        None => return Err(vm.throw_msg(cnfe, &name.replace('.', "/"))),
        Some(d) if !class_exists(vm, &d) => {
            let elem = name.trim_start_matches('[');
            let missing = match elem.strip_prefix('L') {
                Some(e) if name.starts_with('[') => e.trim_end_matches(';'),
                _ => elem,
            };
            return Err(vm.throw_msg(cnfe, missing));
        }
        Some(d) => d,
    };
    // Linkage errors of a class that exists (VerifyError, ...) propagate as they are.
    let c = vm.find_class(&desc)?;
    if vm.native_init_class(c)? {
        return Ok(0);
    }
    Ok(vm.class_mirror(c)? as u64)
}

fn descriptor_of_binary_name(name: &str) -> Option<String> {
    let plain = |n: &str| !n.is_empty() && !n.contains(['/', '[', ';']);
    let dims = name.bytes().take_while(|&b| b == b'[').count();
    if dims == 0 {
        return plain(name).then(|| format!("L{};", name.replace('.', "/")));
    }
    if dims > MAX_DIMS {
        return None;
    }
    let elem = &name[dims..];
    let ok = match elem.as_bytes() {
        [b'Z' | b'B' | b'C' | b'S' | b'I' | b'J' | b'F' | b'D'] => true,
        [b'L', .., b';'] => plain(&elem[1..elem.len() - 1]),
        _ => false,
    };
    ok.then(|| name.replace('.', "/"))
}

/// Whether `desc` names a class the VM has or can define (arrays: their element).
fn class_exists(vm: &Vm, desc: &str) -> bool {
    let elem = desc.trim_start_matches('[');
    if elem.len() == 1 || vm.class_by_desc.contains_key(elem) {
        return true;
    }
    vm.dexes.iter().any(|d| d.file.find_class(elem).is_some())
}

fn nullary_constructor(vm: &Vm, c: ClassId) -> Option<u32> {
    vm.classes[c as usize].methods.iter().copied().find(|&m| {
        let mm = &vm.methods[m as usize];
        mm.name == "<init>" && mm.desc == "()V" && !mm.is_static()
    })
}

/// The first half of Class.newInstance (the smali method then runs the constructor
/// through `runConstructor`): the JDK's checks in its order — no nullary constructor
/// (InstantiationException with a NoSuchMethodException cause), access from the
/// calling class (IllegalAccessException), abstract class (InstantiationException) —
/// then initialization and allocation.
fn alloc_instance(vm: &mut Vm, a: &[u32]) -> Result<u64, Throw> {
    let c = vm.mirror_class(arg(a, 0));
    let name = class_name(vm, c);
    if c == vm.wk.class {
        return Err(vm.throw_msg(
            "Ljava/lang/IllegalAccessException;",
            "Can not call newInstance() on the Class for java.lang.Class",
        ));
    }
    let ctor = if vm.classes[c as usize].is_interface() {
        None
    } else {
        nullary_constructor(vm, c)
    };
    let Some(ctor) = ctor else {
        let _ = vm.throw_msg(
            "Ljava/lang/NoSuchMethodException;",
            &format!("{name}.<init>()"),
        );
        let cause = core::mem::replace(&mut vm.pending, 0);
        let t = vm.throw_msg("Ljava/lang/InstantiationException;", &name);
        let ex = vm.pending;
        if ex != 0 && cause != 0 {
            vm.st_ref(ex, vm.wk.thr_cause, cause);
        }
        return Err(t);
    };
    // The caller is the frame below Class.newInstance (this native's invoker).
    let caller = vm
        .frames
        .len()
        .checked_sub(2)
        .map(|i| vm.methods[vm.frames[i].method as usize].class);
    if let Some(caller) = caller {
        let cd = vm.classes[caller as usize].descriptor.clone();
        let td = vm.classes[c as usize].descriptor.clone();
        let same_pkg = package(&cd) == package(&td);
        let class_ok = vm.classes[c as usize].access & ACC_PUBLIC != 0 || same_pkg;
        let acc = vm.methods[ctor as usize].access;
        let member_ok = if acc & ACC_PUBLIC != 0 {
            true
        } else if acc & ACC_PRIVATE != 0 {
            caller == c
        } else if acc & ACC_PROTECTED != 0 {
            same_pkg || vm.is_assignable(caller, c)
        } else {
            same_pkg
        };
        if !class_ok || !member_ok {
            let mods = match acc & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED) {
                ACC_PRIVATE => "private",
                ACC_PROTECTED => "protected",
                _ => "",
            };
            let msg = format!(
                "class {} cannot access a member of class {name} with modifiers \"{mods}\"",
                java_name(&cd)
            );
            return Err(vm.throw_msg("Ljava/lang/IllegalAccessException;", &msg));
        }
    }
    if vm.classes[c as usize].access & ACC_ABSTRACT != 0 {
        return Err(vm.throw_msg_null("Ljava/lang/InstantiationException;"));
    }
    if vm.native_init_class(c)? {
        return Ok(0);
    }
    Ok(vm.new_object_raw(c)? as u64)
}

/// Descriptor of the `dims`-dimensional array type over component class `comp`;
/// IllegalArgumentException for void or more than 255 dimensions.
fn array_descriptor(vm: &mut Vm, comp: ClassId, dims: usize) -> Result<String, Throw> {
    let cd = vm.classes[comp as usize].descriptor.clone();
    if cd == "V" {
        return Err(vm.throw_msg_null("Ljava/lang/IllegalArgumentException;"));
    }
    if cd.bytes().take_while(|&b| b == b'[').count() + dims > MAX_DIMS {
        return Err(vm.throw_msg(
            "Ljava/lang/IllegalArgumentException;",
            "Array has too many dimensions",
        ));
    }
    let mut d = "[".repeat(dims);
    d.push_str(&cd);
    Ok(d)
}

/// A `desc` array with `dims[0]` elements, each a fresh array of the remaining
/// dimensions (natives never collect, so the partly built tree needs no root).
fn new_multi_array(vm: &mut Vm, desc: &str, dims: &[i32]) -> Result<u32, Throw> {
    let c = vm.find_class(desc)?;
    let arr = vm.new_array(c, dims[0])?;
    if dims.len() > 1 {
        for i in 0..dims[0] as u32 {
            let sub = new_multi_array(vm, &desc[1..], &dims[1..])?;
            vm.array_store32(arr, i, sub);
        }
    }
    Ok(arr)
}

fn array_arg(vm: &mut Vm, o: u32) -> Result<u32, Throw> {
    let o = vm.null_check(o)?;
    if !vm.classes[vm.class_of(o) as usize].is_array() {
        return Err(vm.throw_msg(
            "Ljava/lang/IllegalArgumentException;",
            "Argument is not an array",
        ));
    }
    Ok(o)
}

fn index_arg(vm: &mut Vm, arr: u32, idx: i32) -> Result<u32, Throw> {
    let len = vm.array_len(arr) as i32;
    if idx < 0 || idx >= len {
        return Err(vm.throw_aioobe(len, idx));
    }
    Ok(idx as u32)
}

const BOXES: [(Kind, &str); 8] = [
    (Kind::Boolean, "Ljava/lang/Boolean;"),
    (Kind::Byte, "Ljava/lang/Byte;"),
    (Kind::Char, "Ljava/lang/Character;"),
    (Kind::Short, "Ljava/lang/Short;"),
    (Kind::Int, "Ljava/lang/Integer;"),
    (Kind::Long, "Ljava/lang/Long;"),
    (Kind::Float, "Ljava/lang/Float;"),
    (Kind::Double, "Ljava/lang/Double;"),
];

/// The element as Array.get returns it: references as they are, primitives boxed the
/// way `valueOf` boxes them (Boolean.TRUE/FALSE, the small-value caches).
fn box_value(vm: &mut Vm, k: Kind, v: u64) -> Result<u64, Throw> {
    let desc = match BOXES.iter().find(|b| b.0 == k) {
        Some(b) => b.1,
        None => return Ok(v),
    };
    match k {
        Kind::Boolean => {
            let c = vm.find_class(desc)?;
            if vm.native_init_class(c)? {
                return Ok(0);
            }
            let name = if v != 0 { "TRUE" } else { "FALSE" };
            let cl = &vm.classes[c as usize];
            let slot = cl
                .static_fields
                .iter()
                .find(|f| f.name == name)
                .map(|f| f.offset);
            match slot.and_then(|s| cl.statics.get(s as usize).copied()) {
                Some(o) => Ok(o as u64),
                None => Err(vm.throw_msg("Ljava/lang/NoSuchFieldError;", name)),
            }
        }
        _ => vm.box_value(k, v).map(u64::from),
    }
}

/// Array.set's unboxing: the box's value converted to `to` by a widening primitive
/// conversion (JLS 5.1.2); `None` when there is none (or `value` is not a box).
fn unbox_widened(vm: &mut Vm, value: u32, to: Kind) -> Result<Option<u64>, Throw> {
    if value == 0 {
        return Ok(None);
    }
    let vc = vm.class_of(value);
    let from = {
        let d = &vm.classes[vc as usize].descriptor;
        match BOXES.iter().find(|b| b.1 == d) {
            Some(b) => b.0,
            None => return Ok(None),
        }
    };
    let desc = vm.classes[vc as usize].descriptor.clone();
    let off = vm.field_ref_uncached(&desc, "value")?.offset;
    let raw = vm.ld_kind(value, off, from);
    // As a long (integral sources) and as a double (every numeric source).
    let (as_long, as_double) = match from {
        Kind::Byte | Kind::Short | Kind::Int => {
            let x = raw as u32 as i32 as i64;
            (x, x as f64)
        }
        Kind::Char => (raw as u16 as i64, raw as u16 as f64),
        Kind::Long => (raw as i64, raw as i64 as f64),
        Kind::Float => (0, f32::from_bits(raw as u32) as f64),
        Kind::Double => (0, f64::from_bits(raw)),
        _ => (0, 0.0),
    };
    let rank = |k: Kind| match k {
        Kind::Byte => 1,
        Kind::Short => 2,
        Kind::Int => 3,
        Kind::Long => 4,
        Kind::Float => 5,
        Kind::Double => 6,
        _ => 0,
    };
    let widens = from == to
        || match (from, to) {
            (Kind::Boolean, _) | (_, Kind::Boolean) | (_, Kind::Char) => false,
            (Kind::Char, t) => rank(t) >= rank(Kind::Int),
            (f, Kind::Short) => f == Kind::Byte,
            (f, t) => rank(f) != 0 && rank(f) < rank(t),
        };
    if !widens {
        return Ok(None);
    }
    Ok(Some(match to {
        Kind::Float => {
            let f = if matches!(from, Kind::Float) {
                f32::from_bits(raw as u32)
            } else if from == Kind::Long {
                as_long as f32
            } else {
                as_double as f32
            };
            f.to_bits() as u64
        }
        Kind::Double => {
            if from == Kind::Long {
                (as_long as f64).to_bits()
            } else {
                as_double.to_bits()
            }
        }
        Kind::Boolean => raw & 1,
        _ => as_long as u64,
    }))
}
