//! When a checked method or field resolution may enter the per-DEX cache (oo::access):
//! only when every instruction of the DEX using the reference passes the same checks,
//! decided without loading the classes whose code holds those instructions.

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use dexmetal_vm::oo::NONE;
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

struct Out(Rc<RefCell<Vec<u8>>>);

impl Platform for Out {
    fn write(&mut self, _fd: u32, bytes: &[u8]) {
        self.0.borrow_mut().extend_from_slice(bytes);
    }
    fn nanos(&self) -> u64 {
        0
    }
    fn millis(&self) -> u64 {
        0
    }
}

const FOO: &str = r#".class public Lp1/Foo;
.super Ljava/lang/Object;
.field private static secret:I = 0x2a
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method protected prot()I
    .registers 2
    const/4 v0, 3
    return v0
.end method
.method public static getSecret()I
    .registers 1
    sget v0, Lp1/Foo;->secret:I
    return v0
.end method
"#;

const PEER: &str = r#".class public Lp1/Peer;
.super Ljava/lang/Object;
.method public static callProt(Lp1/Foo;)I
    .registers 2
    invoke-virtual {p0}, Lp1/Foo;->prot()I
    move-result v0
    return v0
.end method
"#;

// Uses the same protected method reference from another package, as a subclass: legal.
const SUB: &str = r#".class public Lp2/Sub;
.super Lp1/Foo;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/Foo;-><init>()V
    return-void
.end method
.method public viaFoo()I
    .registers 2
    invoke-virtual {p0}, Lp1/Foo;->prot()I
    move-result v0
    return v0
.end method
"#;

// `sneak` would read Foo's private field; it never runs, yet it keeps the reference out
// of the cache, where Foo's own legal read would otherwise put it for everyone.
const MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.method public static main([Ljava/lang/String;)V
    .registers 3
    new-instance v0, Lp1/Foo;
    invoke-direct {v0}, Lp1/Foo;-><init>()V
    invoke-static {v0}, Lp1/Peer;->callProt(Lp1/Foo;)I
    move-result v1
    invoke-static {}, Lp1/Foo;->getSecret()I
    move-result v2
    add-int/2addr v1, v2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
.method static sneak()I
    .registers 1
    sget v0, Lp1/Foo;->secret:I
    return v0
.end method
"#;

fn method_id(vm: &Vm, class: &str, name: &str) -> u32 {
    let v = &vm.dexes[1].file;
    (0..v.method_count())
        .find(|&i| {
            let m = v.method_id(i).unwrap();
            v.type_descriptor(m.class_idx).unwrap() == class
                && v.string(m.name_idx).unwrap() == name
        })
        .expect("method id")
}

fn field_id(vm: &Vm, class: &str, name: &str) -> u32 {
    let v = &vm.dexes[1].file;
    (0..v.field_count())
        .find(|&i| {
            let f = v.field_id(i).unwrap();
            v.type_descriptor(f.class_idx).unwrap() == class
                && v.string(f.name_idx).unwrap() == name
        })
        .expect("field id")
}

#[test]
fn caches_only_references_every_site_may_use() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("link-access-cache");
    let dex = dexmetal_tools::smali::assemble_texts(
        &dir,
        &[
            ("Foo.smali", FOO),
            ("Peer.smali", PEER),
            ("Sub.smali", SUB),
            ("Main.smali", MAIN),
        ],
        15,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let out = Rc::new(RefCell::new(Vec::new()));
    let mut vm = Vm::new(
        Box::new(Out(out.clone())),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .expect("vm");
    vm.add_dex(dex).expect("dex");
    assert_eq!(vm.run_main("Main", &[]), Outcome::Returned);
    assert_eq!(String::from_utf8_lossy(&out.borrow()), "45\n");

    // Peer (same package) and Sub (subclass in p2) may both call the protected prot():
    // cached, and Sub's subclass relation was read from the DEX without loading it.
    let prot = method_id(&vm, "Lp1/Foo;", "prot");
    assert_ne!(vm.dexes[1].methods[prot as usize], NONE);
    assert!(!vm.class_by_desc.contains_key("Lp2/Sub;"));
    // Main.sneak may not read the private field: resolved for Foo, but not cached.
    let secret = field_id(&vm, "Lp1/Foo;", "secret");
    assert!(vm.dexes[1].fields[secret as usize].is_none());
    // An ordinary public call is cached.
    let get = method_id(&vm, "Lp1/Foo;", "getSecret");
    assert_ne!(vm.dexes[1].methods[get as usize], NONE);
}
