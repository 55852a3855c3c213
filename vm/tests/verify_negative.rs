//! Negative verifier tests: each class of failure from a committed smali fixture
//! (vm/tests/data/verify), or, for code smali refuses to assemble, from a valid method
//! whose code units are overwritten in the DEX bytes (checksum re-fixed) or in memory.
//! Also the register-map and error-format checks.

use dexmetal_vm::dex::{reader::adler32, ClassDef, DexFile, EncodedMethod};
use dexmetal_vm::verify::{self, DexHierarchy, MethodInfo, VerifyError};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/data/verify/{}",
        env!("CARGO_MANIFEST_DIR"),
        name
    ))
    .unwrap()
}

/// The class_def of `class` and its method `name` (first overload, or the one whose
/// signature is `sig` when given).
fn find<'d>(
    dex: &'d DexFile,
    class: &str,
    name: &str,
    sig: Option<&str>,
) -> (&'d ClassDef, EncodedMethod) {
    let def = dex
        .find_class(class)
        .unwrap_or_else(|| panic!("no class {class}"));
    let data = dex.class_data(def).unwrap();
    let m = data
        .direct_methods
        .iter()
        .chain(&data.virtual_methods)
        .find(|m| {
            dex.method_name(m.method_idx) == Some(name)
                && sig.is_none_or(|s| {
                    dex.proto_signature(dex.method_id(m.method_idx).unwrap().proto_idx)
                        .as_deref()
                        == Some(s)
                })
        })
        .unwrap_or_else(|| panic!("no method {class}.{name}"))
        .clone();
    (def, m)
}

fn verify(
    dex: &DexFile,
    class: &str,
    name: &str,
    sig: Option<&str>,
) -> Result<MethodInfo, VerifyError> {
    let h = DexHierarchy::new(&[dex]);
    let (def, m) = find(dex, class, name, sig);
    verify::verify_method(dex, def, &m, &h)
}

#[track_caller]
fn expect_fail(dex: &DexFile, class: &str, name: &str, sig: Option<&str>, pc: u32, msg: &str) {
    match verify(dex, class, name, sig) {
        Ok(_) => panic!("{class}.{name} verified but should fail with `{msg}`"),
        Err(e) => {
            assert!(
                e.message.contains(msg) && e.pc == pc,
                "{class}.{name}: expected `{msg}` at 0x{pc:04x}, got {e}"
            );
            assert_eq!(e.class, class);
        }
    }
}

fn bad() -> DexFile {
    DexFile::parse(fixture("Bad.dex")).unwrap()
}

#[test]
fn type_errors_from_smali() {
    let d = bad();
    let cases: &[(&str, u32, &str)] = &[
        ("widePairMisuse", 0x4, "register v1 holds a long half, expected int"),
        ("intAsRef", 0x1, "register v0 holds a 32-bit constant, expected an initialized reference"),
        ("refArith", 0x0, "register v1 holds a reference Ljava/lang/Object;, expected int"),
        ("agetWideOnInt", 0x1, "aget-wide on an array of type [I"),
        ("aputObjectOnInt", 0x3, "aput-object on an array of type [I"),
        ("returnWideFromInt", 0x2, "return-wide in a method returning I"),
        ("returnIntAsObject", 0x1, "register v0 holds a 32-bit constant, expected an initialized reference"),
        ("returnVoidFromInt", 0x0, "return-void in a method returning I"),
        ("useUninit", 0x2, "register v0 holds an uninitialized LBad; (new-instance at 0x0000), expected an initialized reference"),
        ("fieldOfUninit", 0x2, "register v0 holds an uninitialized LBad;"),
        ("initWrongClass", 0x2, "LOther;.<init> called on an uninitialized LBad;"),
        ("moveResultOfVoid", 0x4, "move-result without a result"),
        ("moveResultWrongKind", 0x3, "move-result of a result that is a long half"),
        ("igetWideOnIntField", 0x0, "iget-wide on field LBad;.f:I"),
        ("sputIntIntoLong", 0x1, "sput on field LBad;.sf:J"),
        ("floatAsInt", 0x4, "register v0 holds a float, expected int"),
        ("undefinedRead", 0x0, "register v0 holds no usable value"),
        ("mergeConflict", 0x9, "register v0 holds no usable value"),
        ("wrongArgCount", 0x1, "invoke-static passes 1 argument registers but takesTwo(II)V takes 2"),
        ("wideArgSplit", 0x4, "wide argument J passed in non-adjacent registers v0, v2"),
        ("notAssignable", 0x0, "register v0 holds a reference LOther;, not assignable to LBad;"),
        ("ifEqIntRef", 0x1, "if-eq compares v0 (a 32-bit constant) with v1"),
        ("monitorOnInt", 0x1, "register v0 holds a 32-bit constant, expected an initialized reference"),
        ("arrayLengthOfString", 0x0, "register v1 holds a reference Ljava/lang/String;, expected an array"),
        ("fillWrongWidth", 0x3, "fill-array-data of [I with 2-byte elements"),
        ("handlerSeesMergedState", 0xb, "register v0 holds no usable value"),
        ("switchOnRef", 0x0, "register v0 holds a reference Ljava/lang/Object;, expected int"),
    ];
    for &(name, pc, msg) in cases {
        expect_fail(&d, "LBad;", name, None, pc, msg);
    }
    // Structural failures smali happily assembles.
    expect_fail(
        &d,
        "LBad;",
        "moveResultNoInvoke",
        None,
        0x1,
        "move-result does not directly follow an invoke",
    );
    expect_fail(
        &d,
        "LBad;",
        "newInstanceOfArray",
        None,
        0x0,
        "new-instance of non-class type [I",
    );
    // A move-exception outside a handler, after return-void: unreachable, so only its
    // structure is checked, as ART does (dx leaves such dead code after try/finally).
    // Reachable, it is refused for falling through or being a branch target.
    let info = verify(&d, "LBad;", "moveExceptionOutsideHandler", None)
        .expect("dead move-exception verifies");
    assert_eq!((info.insn_count, info.reachable_insns), (4, 2));
    expect_fail(
        &d,
        "LBad;",
        "fallIntoHandler",
        None,
        0x0,
        "execution falls through into a move-exception",
    );
    // The helpers of the fixture are fine.
    for ok in [
        "<init>",
        "retJ",
        "retF",
        "takesInt",
        "takesLong",
        "takesBad",
    ] {
        verify(&d, "LBad;", ok, None).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn constructors() {
    let d = bad();
    expect_fail(
        &d,
        "LNoSuper;",
        "<init>",
        Some("()V"),
        0x3,
        "constructor returns before calling a superclass or own <init> on this",
    );
    expect_fail(
        &d,
        "LNoSuper;",
        "<init>",
        Some("(I)V"),
        0x0,
        "LOther;.<init> called on this: must be this class or its direct superclass",
    );
    expect_fail(
        &d,
        "LNoSuper;",
        "<init>",
        Some("(Z)V"),
        0x5,
        "constructor returns before calling",
    );
    expect_fail(
        &d,
        "LNoSuper;",
        "<init>",
        Some("(J)V"),
        0x0,
        "register v0 holds uninitialized this (LNoSuper;), expected an initialized reference",
    );
    verify(&d, "LOther;", "<init>", None).unwrap();
}

#[test]
fn valid_code_verifies() {
    let d = DexFile::parse(fixture("Good.dex")).unwrap();
    let h = DexHierarchy::new(&[&d]);
    let all = verify::verify_dex(&d, &h).unwrap_or_else(|e| panic!("{e}"));
    let n: usize = all.iter().map(Vec::len).sum();
    assert_eq!(n, 16);
}

/// The VM verifies core library methods one at a time, at first call (`Vm::prepare`),
/// and opens the library without the load-time walk or checksum (`Vm::new`), on the
/// strength of this test: all of the library loads with every check and verifies.
#[test]
fn the_core_library_verifies() {
    let d = DexFile::parse(dexmetal_corelib::DEX.to_vec()).unwrap();
    let h = DexHierarchy::new(&[&d]);
    let all = verify::verify_dex(&d, &h).unwrap_or_else(|e| panic!("{e}"));
    assert!(all.len() > 150, "{} classes", all.len());
}

#[test]
fn register_map_at_gc_points() {
    let d = DexFile::parse(fixture("Good.dex")).unwrap();
    let info = verify(&d, "LGood;", "gcmap", None).unwrap();
    let map = &info.register_map;
    // v0 const 0, v1 the new object, v2 = p0 (String), v3 = p1 (int).
    assert_eq!(map.registers(), 4);
    assert_eq!(
        map.refs_at(0x1),
        Some(&[0b0100u8][..]),
        "new-instance: only p0"
    );
    assert_eq!(
        map.refs_at(0x3),
        Some(&[0b0110u8][..]),
        "<init>: uninitialized v1 too"
    );
    assert_eq!(map.refs_at(0x6), Some(&[0b0110u8][..]), "invoke-static");
    assert_eq!(
        map.refs_at(0xa),
        Some(&[0b0100u8][..]),
        "loop head (backward-branch target)"
    );
    assert_eq!(map.refs_at(0x0), None, "const is no GC point");
    assert_eq!(map.refs_at(0x9), None);
    assert_eq!(map.refs_at(0xc), None, "if-gtz is no GC point");
    assert_eq!(
        map.iter().map(|(pc, _)| pc).collect::<Vec<_>>(),
        [1, 3, 6, 0xa]
    );
    assert_eq!(map.is_ref(0x3, 1), Some(true));
    assert_eq!(map.is_ref(0x3, 3), Some(false));
    assert_eq!(info.reachable_insns, 8);
}

#[test]
fn error_display() {
    let d = bad();
    let e = verify(&d, "LBad;", "widePairMisuse", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "java.lang.VerifyError: LBad;.widePairMisuse()V at dex pc 0x0004: register v1 holds a long half, expected int"
    );
    let e = verify(&d, "LBad;", "refArith", None).unwrap_err();
    assert_eq!(e.method, "refArith(Ljava/lang/Object;)I");
}

// ---------------------------------------------------------------- patched bytes

/// Patch.dex with `units` written over the code of `LPatch;.<method>` from code unit
/// `at`, and optionally a header field (`(byte offset in code_item, value)`).
fn patched(method: &str, at: usize, units: &[u16], header: Option<(usize, u16)>) -> DexFile {
    let mut b = fixture("Patch.dex");
    let base = DexFile::parse(b.clone()).unwrap();
    let (_, m) = find(&base, "LPatch;", method, None);
    let code = &base.code_item(m.code_off).unwrap();
    assert!(at + units.len() <= code.insns.len(), "patch past the code");
    let insns_off = code.offset as usize + 16;
    for (k, u) in units.iter().enumerate() {
        let o = insns_off + (at + k) * 2;
        b[o..o + 2].copy_from_slice(&u.to_le_bytes());
    }
    if let Some((off, v)) = header {
        let o = code.offset as usize + off;
        b[o..o + 2].copy_from_slice(&v.to_le_bytes());
    }
    let c = adler32(&b[12..]);
    b[8..12].copy_from_slice(&c.to_le_bytes());
    DexFile::parse(b).expect("patched file still loads")
}

#[test]
fn patched_bases_verify() {
    let d = DexFile::parse(fixture("Patch.dex")).unwrap();
    for m in ["target", "branch", "payload", "opcodes", "switcher"] {
        verify(&d, "LPatch;", m, None).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn branch_targets() {
    // if-eqz at 1: +3 lands inside the 3-unit const at 3.
    let d = patched("branch", 2, &[3], None);
    expect_fail(
        &d,
        "LPatch;",
        "branch",
        None,
        1,
        "if-eqz target 0x0004 is inside an instruction",
    );
    let d = patched("branch", 2, &[0x40], None);
    expect_fail(
        &d,
        "LPatch;",
        "branch",
        None,
        1,
        "if-eqz target 0x41 outside the code (size 0x7)",
    );
    let d = patched("branch", 2, &[(-2i16) as u16], None);
    expect_fail(
        &d,
        "LPatch;",
        "branch",
        None,
        1,
        "if-eqz target -0x1 before the start of the code",
    );
    let d = patched("branch", 2, &[0], None);
    expect_fail(
        &d,
        "LPatch;",
        "branch",
        None,
        1,
        "if-eqz branches to itself",
    );
}

#[test]
fn register_bounds() {
    // const/4 v9 in a 2-register frame.
    let d = patched("branch", 0, &[0x0912], None);
    expect_fail(
        &d,
        "LPatch;",
        "branch",
        None,
        0,
        "const/4 uses register v9 but registers_size is 2",
    );
    // const v1 -> const-wide/32 v1: the pair v1/v2 leaves the frame.
    let d = patched("branch", 3, &[0x0117], None);
    expect_fail(
        &d,
        "LPatch;",
        "branch",
        None,
        3,
        "const-wide/32 uses register pair v1/v2 but registers_size is 2",
    );
    // outs_size 0 while invoke-static passes one word.
    let d = patched("opcodes", 0, &[], Some((4, 0)));
    expect_fail(
        &d,
        "LPatch;",
        "opcodes",
        None,
        3,
        "invoke-static passes 1 argument words but outs_size is 0",
    );
    // ins_size must match the signature.
    let d = patched("target", 0, &[], Some((2, 0)));
    expect_fail(
        &d,
        "LPatch;",
        "target",
        None,
        0,
        "ins_size is 0 but the signature takes 1 argument words",
    );
}

#[test]
fn payloads() {
    // Move the fill-array-data payload from 8 to 7 (odd: not 4-byte aligned).
    let base = DexFile::parse(fixture("Patch.dex")).unwrap();
    let orig = base
        .code_item(find(&base, "LPatch;", "payload", None).1.code_off)
        .unwrap()
        .insns;
    assert_eq!(orig.len(), 16);
    let mut units = vec![0x0026, 4, 0, 0x000e];
    units.extend_from_slice(&orig[8..16]);
    units.push(0);
    let d = patched("payload", 3, &units, None);
    expect_fail(
        &d,
        "LPatch;",
        "payload",
        None,
        3,
        "fill-array-data payload at 0x0007 is not 4-byte aligned",
    );
    // packed-switch pointing at code instead of its payload.
    let d = patched("switcher", 2, &[3, 0], None);
    expect_fail(
        &d,
        "LPatch;",
        "switcher",
        None,
        1,
        "packed-switch payload offset 3 does not point at a payload table",
    );
    // packed-switch case target inside the switch instruction itself.
    let d = patched("switcher", 10, &[2, 0], None);
    expect_fail(
        &d,
        "LPatch;",
        "switcher",
        None,
        1,
        "packed-switch target 0x0003 is inside an instruction",
    );
    // fill-array-data pointing at a packed-switch payload.
    let d = patched("payload", 4, &[0], None);
    expect_fail(
        &d,
        "LPatch;",
        "payload",
        None,
        3,
        "fill-array-data payload offset 0 does not point at a payload table",
    );
}

#[test]
fn opcodes_by_version() {
    // invoke-static -> invoke-custom (DEX 038) in a DEX 035 file.
    let d = patched("opcodes", 3, &[0x10fc], None);
    assert_eq!(d.version(), 35);
    expect_fail(
        &d,
        "LPatch;",
        "opcodes",
        None,
        3,
        "opcode invoke-custom (0xfc) needs DEX 038 but the file is DEX 035",
    );
    // const-string -> const-method-handle (DEX 039).
    let d = patched("opcodes", 1, &[0x00fe], None);
    expect_fail(
        &d,
        "LPatch;",
        "opcodes",
        None,
        1,
        "opcode const-method-handle (0xfe) needs DEX 039 but the file is DEX 035",
    );
    // nop -> unused-3e.
    let d = patched("opcodes", 0, &[0x003e], None);
    expect_fail(
        &d,
        "LPatch;",
        "opcodes",
        None,
        0,
        "invalid opcode 0x3e (unused-3e)",
    );
    // string index out of range.
    let d = patched("opcodes", 2, &[0xffff], None);
    expect_fail(
        &d,
        "LPatch;",
        "opcodes",
        None,
        1,
        "string index 65535 out of range",
    );
    // The final return-void becomes const/4: execution falls off the end.
    let d = patched("opcodes", 6, &[0x0012], None);
    expect_fail(
        &d,
        "LPatch;",
        "opcodes",
        None,
        6,
        "execution can fall off the end of the code",
    );
}

#[test]
fn try_ranges_in_memory() {
    let d = DexFile::parse(fixture("Good.dex")).unwrap();
    let h = DexHierarchy::new(&[&d]);
    let (def, m) = find(&d, "LGood;", "handlers", None);
    verify::verify_method(&d, def, &m, &h).unwrap();
    let code = d.code_item(m.code_off).unwrap();
    let with = |bad: &dexmetal_vm::dex::CodeItem| {
        verify::Verifier::new(&d, &h)
            .verify_code(def, &m, Some(bad))
            .unwrap_err()
    };
    // Handler address inside the 3-unit invoke at 1.
    let mut bad = code.clone();
    bad.tries[0].handlers.catch_all = Some(2);
    let e = with(&bad);
    assert!(
        e.message
            .contains("exception handler at 0x0002 is not an instruction"),
        "{e}"
    );
    // Try block starting inside an instruction.
    let mut bad = code.clone();
    bad.tries[0].start_addr = 2;
    bad.tries[0].insn_count = 1;
    let e = with(&bad);
    assert!(e.message.contains("try block starts at 0x0002"), "{e}");
}

#[test]
fn dex_hierarchy_answers() {
    use dexmetal_vm::verify::ClassHierarchy;
    let d = DexFile::parse(fixture("Good.dex")).unwrap();
    let h = DexHierarchy::new(&[&d]);
    assert_eq!(h.is_assignable("LGood;", "LBase;"), Some(true));
    assert_eq!(h.is_assignable("LGood;", "Ljava/lang/Object;"), Some(true));
    assert_eq!(h.is_assignable("LBase;", "LGood;"), Some(false));
    assert_eq!(h.is_assignable("LGood;", "LSibling;"), Some(false));
    // Runnable is not defined here: it might be an interface, so no answer.
    assert_eq!(h.is_assignable("LGood;", "Ljava/lang/Runnable;"), None);
    assert_eq!(h.is_assignable("Ljava/lang/String;", "LBase;"), None);
    assert_eq!(h.superclass("LGood;"), Some("LBase;"));
    assert_eq!(h.superclass("LBase;"), Some("Ljava/lang/Object;"));
    assert_eq!(h.superclass("Ljava/lang/String;"), None);
    // An interface defined in the file accepts any class (checked at run time).
    let i = DexFile::parse(
        std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/Iface037.dex"
        ))
        .unwrap(),
    )
    .unwrap();
    let hi = DexHierarchy::new(&[&i]);
    assert_eq!(hi.is_assignable("LGreeterImpl;", "LGreeter;"), Some(true));
    assert_eq!(hi.superclass("LGreeter;"), None);
}
