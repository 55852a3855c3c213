//! The initial system properties (java.lang.System.getProperties; the key set follows
//! Android's libcore System.initSystemProperties): the Java-level ones the library
//! defines, after those the VM and its platform define ([`Env::vm_properties`]: java.vm.*,
//! dalvik.vm.*, os.*, user.*), which win. The Properties object and get/setProperty are
//! Java code in corelib/smali/java/lang/System.smali, made on first use from this list.

use alloc::string::String;
use alloc::vec::Vec;

use dexmetal_vm::native::{Env, Native};

pub(crate) static TABLE: &[Native] = &[(
    "Ljava/lang/System;",
    "initProperties",
    "()[Ljava/lang/String;",
    |env, _a| {
        let props = initial_properties(env);
        let sa = env.find_class("[Ljava/lang/String;")?;
        let arr = env.new_array(sa, 2 * props.len() as i32)?;
        for (i, (k, v)) in props.iter().enumerate() {
            let ks = env.new_str(k)?;
            env.array_set(arr, dexmetal_vm::native::Kind::Ref, 2 * i as u32, ks as u64);
            let vs = env.new_str(v)?;
            env.array_set(
                arr,
                dexmetal_vm::native::Kind::Ref,
                2 * i as u32 + 1,
                vs as u64,
            );
        }
        Ok(arr as u64)
    },
)];

/// Key/value pairs in a fixed order: the library's, then the VM's and its platform's,
/// which replace a library default of the same key.
///
/// `java.version` is "0" as on Android (dexmetal implements no Java SE version, and
/// programs that parse it must not conclude a JDK's).
pub fn initial_properties(env: &Env) -> Vec<(String, String)> {
    let s = String::from;
    let mut props: Vec<(String, String)> = [
        ("java.version", "0"),
        ("java.vendor", "dexmetal"),
        ("java.specification.version", "0.9"),
        ("java.class.version", "50.0"),
        ("file.encoding", "UTF-8"),
        ("file.separator", "/"),
        ("path.separator", ":"),
        ("line.separator", "\n"),
    ]
    .into_iter()
    .map(|(k, v)| (s(k), s(v)))
    .collect();
    for (k, v) in env.vm_properties() {
        match props.iter_mut().find(|(pk, _)| *pk == k) {
            Some(e) => e.1 = v,
            None => props.push((k, v)),
        }
    }
    props
}
