//! Mutation test of the verifier, on stable and in every `cargo test`: damage code units
//! (and sometimes the frame sizes or try ranges) of valid methods from every committed
//! fixture with a deterministic PRNG. The verifier must never panic, and whenever it
//! accepts a mutant, the independent oracle must find nothing wrong with it and its
//! register map must sit on instruction starts. (The `verifier` fuzz target does the same
//! coverage-guided.)

use dexmetal_fuzzing::oracle;
use dexmetal_vm::verify::{self, DexHierarchy};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn mutated_code_never_panics_or_slips_through() {
    let seeds = dexmetal_fuzzing::verifier_seeds();
    let files = &seeds.files;
    let hierarchies: Vec<DexHierarchy> = files.iter().map(|f| DexHierarchy::new(&[f])).collect();
    let mut rng = Rng(0x5eed_0fde_c0de);
    let (mut accepted, mut rejected) = (0u32, 0u32);
    const ITERATIONS: u32 = 100_000;
    for iter in 0..ITERATIONS {
        let s = &seeds.methods[rng.below(seeds.methods.len())];
        let (fi, ci, m, code) = (&s.file, &s.class, &s.method, &s.code);
        let dex = &files[*fi];
        let def = &dex.class_defs()[*ci];
        let mut code = code.clone();
        for _ in 0..1 + rng.below(3) {
            let k = rng.below(code.insns.len());
            let u = &mut code.insns[k];
            match rng.below(10) {
                0..=2 => *u = rng.next() as u16,
                3..=5 => *u ^= 1 << rng.below(16),
                6..=7 => *u = (*u & 0xff00) | rng.below(256) as u16,
                8 => *u = rng.below(16) as u16,
                _ => match rng.below(4) {
                    0 => {
                        code.registers_size = rng.below(usize::from(code.registers_size) + 3) as u16
                    }
                    1 => code.outs_size = rng.below(6) as u16,
                    2 if !code.tries.is_empty() => {
                        let t = rng.below(code.tries.len());
                        code.tries[t].start_addr = rng.below(code.insns.len()) as u32;
                    }
                    _ => {
                        if let Some(t) = code.tries.first_mut() {
                            t.handlers.catch_all = Some(rng.below(code.insns.len()) as u32);
                        }
                    }
                },
            }
        }
        let verdict =
            verify::Verifier::new(dex, &hierarchies[*fi]).verify_code(def, m, Some(&code));
        let code = &code;
        match verdict {
            Err(e) => {
                rejected += 1;
                assert!(e.to_string().starts_with("java.lang.VerifyError: "));
            }
            Ok(info) => {
                accepted += 1;
                let starts = oracle::check(dex, code).unwrap_or_else(|why| {
                    panic!(
                        "iteration {iter}: accepted a method the oracle rejects: {why}\n{:04x?}",
                        code.insns
                    )
                });
                verify::check_structure(dex, def, m, code).expect("structural pass must agree");
                for (pc, bits) in info.register_map.iter() {
                    assert!(
                        starts.contains(&pc),
                        "iteration {iter}: map entry at 0x{pc:x}"
                    );
                    assert_eq!(bits.len(), usize::from(code.registers_size).div_ceil(8));
                }
            }
        }
    }
    println!("{ITERATIONS} mutants: {accepted} accepted, {rejected} rejected");
    assert!(rejected > ITERATIONS / 2, "{rejected}");
    assert!(
        accepted > 100,
        "too few accepted mutants for the oracle to mean anything: {accepted}"
    );
}
