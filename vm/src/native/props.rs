//! The initial system properties (java.lang.System.getProperties; the key set follows
//! Android's libcore System.initSystemProperties). The VM states what it is and the
//! `dalvik.vm.*` heap parameters in force; the [`crate::vm::Platform`] overrides what
//! only it knows (os.*, user.*). The Properties object and get/setProperty are Java
//! code in vm/corelib/java/lang/System.smali, made on first use from this list.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::NativeFn;
use crate::vm::Vm;

type E = (&'static str, &'static str, &'static str, NativeFn);

pub(crate) static TABLE: &[E] = &[(
    "Ljava/lang/System;",
    "initProperties",
    "()[Ljava/lang/String;",
    |vm, _a| {
        let props = initial_properties(vm);
        let arr = vm.new_array(vm.wk.string_array, 2 * props.len() as i32)?;
        for (i, (k, v)) in props.iter().enumerate() {
            let ks = vm.new_string_str(k)?;
            vm.array_store32(arr, 2 * i as u32, ks);
            let vs = vm.new_string_str(v)?;
            vm.array_store32(arr, 2 * i as u32 + 1, vs);
        }
        Ok(arr as u64)
    },
)];

/// `os.arch` as `uname -m` reports it on the machines this build targets (Android
/// uses uname too: "armv7l" on the ARMv7 boards).
const OS_ARCH: &str = if cfg!(target_arch = "arm") {
    "armv7l"
} else if cfg!(target_arch = "x86_64") {
    "x86_64"
} else if cfg!(target_arch = "aarch64") {
    "aarch64"
} else {
    "unknown"
};

/// A `dalvik.vm.heap*` size as the property is written (`16m`, `512k`, bytes).
fn size_prop(bytes: usize) -> String {
    if bytes != 0 && bytes.is_multiple_of(1 << 20) {
        format!("{}m", bytes >> 20)
    } else if bytes != 0 && bytes.is_multiple_of(1 << 10) {
        format!("{}k", bytes >> 10)
    } else {
        format!("{bytes}")
    }
}

/// Key/value pairs in a fixed order; a platform value replaces the VM's default.
///
/// `java.version` is "0" as on Android (dexmetal implements no Java SE version, and
/// programs that parse it must not conclude a JDK's); `java.vm.name` is "dexmetal".
pub fn initial_properties(vm: &Vm) -> Vec<(String, String)> {
    let p = vm.config.heap_policy;
    let s = String::from;
    let mut props: Vec<(String, String)> = [
        ("java.version", s("0")),
        ("java.vendor", s("dexmetal")),
        ("java.vm.name", s("dexmetal")),
        ("java.vm.vendor", s("dexmetal")),
        ("java.vm.version", s(env!("CARGO_PKG_VERSION"))),
        (
            "java.vm.specification.name",
            s("Dalvik Virtual Machine Specification"),
        ),
        ("java.vm.specification.version", s("0.9")),
        ("java.specification.version", s("0.9")),
        ("java.class.version", s("50.0")),
        ("file.encoding", s("UTF-8")),
        ("file.separator", s("/")),
        ("path.separator", s(":")),
        ("line.separator", s("\n")),
        ("os.name", s("dexmetal")),
        ("os.arch", s(OS_ARCH)),
        ("dalvik.vm.heapstartsize", size_prop(p.start_size)),
        ("dalvik.vm.heapgrowthlimit", size_prop(p.growth_limit)),
        ("dalvik.vm.heapsize", size_prop(p.max_size)),
        ("dalvik.vm.heapminfree", size_prop(p.min_free)),
        ("dalvik.vm.heapmaxfree", size_prop(p.max_free)),
        (
            "dalvik.vm.heaptargetutilization",
            format!("{}", p.target_utilization),
        ),
        ("dexmetal.gc", s(vm.config.gc.name())),
    ]
    .into_iter()
    .map(|(k, v)| (s(k), v))
    .collect();
    for (k, v) in vm.platform.system_properties() {
        match props.iter_mut().find(|(pk, _)| *pk == k) {
            Some(e) => e.1 = v,
            None => props.push((k, v)),
        }
    }
    props
}

#[cfg(test)]
mod tests {
    use super::size_prop;

    #[test]
    fn sizes_are_written_as_dalvik_reads_them() {
        assert_eq!(size_prop(16 << 20), "16m");
        assert_eq!(size_prop(512 << 10), "512k");
        assert_eq!(size_prop(1000), "1000");
        assert_eq!(size_prop(0), "0");
    }
}
