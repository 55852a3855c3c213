//! The type pass must stay linear-ish in code size: a long chain of diamonds (every
//! block a join point) and a long try-covered loop body verify in time proportional to
//! their length, with the expected register maps.

use std::time::{Duration, Instant};

use dexmetal_vm::dex::{DexFile, EncodedMethod};
use dexmetal_vm::verify::{self, DexHierarchy, MethodInfo};

fn patch_dex() -> DexFile {
    let p = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/verify/Patch.dex");
    DexFile::parse(std::fs::read(p).unwrap()).unwrap()
}

/// `LPatch;.branch()V` (2 registers, static) with its code replaced by `insns`.
fn run(dex: &DexFile, insns: Vec<u16>) -> (MethodInfo, Duration) {
    let def = dex.find_class("LPatch;").unwrap();
    let data = dex.class_data(def).unwrap();
    let m: &EncodedMethod = data
        .direct_methods
        .iter()
        .find(|m| dex.method_name(m.method_idx) == Some("branch"))
        .unwrap();
    let mut code = dex.code_item(m.code_off).unwrap();
    code.insns = insns;
    let h = DexHierarchy::new(&[dex]);
    let mut best = Duration::MAX;
    let mut info = None;
    for _ in 0..3 {
        let t = Instant::now();
        let r = verify::Verifier::new(dex, &h)
            .verify_code(def, m, Some(&code))
            .unwrap_or_else(|e| panic!("{e}"));
        best = best.min(t.elapsed());
        info = Some(r);
    }
    (info.unwrap(), best)
}

/// `k` diamonds: `const/4 v0, 1; if-eqz v0, +2; const/4 v1, 0` then `return-void`.
fn diamonds(k: usize) -> Vec<u16> {
    let mut v = Vec::with_capacity(4 * k + 1);
    for _ in 0..k {
        v.extend_from_slice(&[0x1012, 0x0038, 2, 0x0112]);
    }
    v.push(0x000e);
    v
}

#[test]
fn join_heavy_code_scales_linearly() {
    let dex = patch_dex();
    let (small, t_small) = run(&dex, diamonds(4_000));
    let (big, t_big) = run(&dex, diamonds(32_000));
    assert_eq!(small.insn_count, 3 * 4_000 + 1);
    assert_eq!(big.reachable_insns, 3 * 32_000 + 1);
    // No allocation, call or throw anywhere: no GC points.
    assert!(big.register_map.is_empty());
    println!("4k diamonds: {t_small:?}; 32k diamonds: {t_big:?}");
    // 8x the code; quadratic behaviour would be ~64x.
    assert!(
        t_big < t_small * 30 + Duration::from_millis(30),
        "{t_small:?} -> {t_big:?}"
    );
}

#[test]
fn backward_branches_are_gc_points() {
    let dex = patch_dex();
    // k loops: `const/4 v0, 3; add-int/lit8 v0, v0, -1; if-nez v0, -2`, then return-void.
    let k = 1000;
    let mut v = Vec::new();
    for _ in 0..k {
        v.extend_from_slice(&[0x3012, 0x00d8, 0xff00, 0x0039, (-2i16) as u16]);
    }
    v.push(0x000e);
    let (info, t) = run(&dex, v);
    println!("{k} loops: {t:?}");
    let pcs: Vec<u32> = info.register_map.iter().map(|(pc, _)| pc).collect();
    let want: Vec<u32> = (0..k as u32).map(|i| 5 * i + 1).collect();
    assert_eq!(pcs, want);
    assert!(info.register_map.iter().all(|(_, b)| b == [0]));
}
