//! Mutation fuzz test of the verifier: damage code units (and sometimes the frame sizes
//! or try ranges) of valid methods from every committed fixture with a deterministic
//! PRNG. The verifier must never panic, and whenever it accepts a mutant, an independent
//! structural oracle written here on top of `dex::insn` (not the verifier's own code)
//! must find nothing wrong with it, and its register map must sit on instruction starts.

use std::collections::BTreeSet;

use dexmetal_vm::dex::insn::{self, flags, Format, IndexKind, PayloadKind};
use dexmetal_vm::dex::{CodeItem, DexFile};
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

/// Independent check of the static constraints the verifier promises; `Err` names the
/// first violation.
fn oracle(dex: &DexFile, code: &CodeItem) -> Result<BTreeSet<u32>, String> {
    let insns = &code.insns;
    let regs = u32::from(code.registers_size);
    if insns.is_empty() {
        return Err("empty".into());
    }
    let mut starts = BTreeSet::new();
    let mut payloads = std::collections::BTreeMap::new();
    let mut decoded = Vec::new();
    for (pc, r) in insn::iter(insns) {
        let i = r.map_err(|e| e.to_string())?;
        if i.payload != PayloadKind::None {
            payloads.insert(pc, i.payload);
        } else {
            starts.insert(pc);
            decoded.push((pc, i));
        }
    }
    let n = insns.len() as i64;
    let is_start = |t: i64| t >= 0 && t < n && starts.contains(&(t as u32));
    for (pc, i) in &decoded {
        let info = i.info();
        if !info.valid_in(dex.version()) {
            return Err(format!("0x{pc:x}: opcode {} not valid", info.name));
        }
        let reg_fields: Vec<u32> = match i.format {
            Format::F12x
            | Format::F22x
            | Format::F32x
            | Format::F22b
            | Format::F22t
            | Format::F22s
            | Format::F22c => {
                vec![i.a, i.b]
            }
            Format::F23x => vec![i.a, i.b, i.c],
            Format::F11n
            | Format::F11x
            | Format::F21t
            | Format::F21s
            | Format::F21h
            | Format::F21c
            | Format::F31i
            | Format::F31t
            | Format::F31c
            | Format::F51l => vec![i.a],
            Format::F35c | Format::F45cc | Format::F3rc | Format::F4rcc => {
                (0..i.arg_count()).filter_map(|k| i.arg(k)).collect()
            }
            _ => vec![],
        };
        if let Some(r) = reg_fields.iter().find(|&&r| r >= regs) {
            return Err(format!("0x{pc:x}: register v{r} >= {regs}"));
        }
        let bound = match info.index {
            IndexKind::String => Some((i.index, dex.string_count())),
            IndexKind::Type => Some((i.index, dex.type_count())),
            IndexKind::Field => Some((i.index, dex.field_count())),
            IndexKind::Method | IndexKind::MethodAndProto => Some((i.index, dex.method_count())),
            IndexKind::Proto => Some((i.index, dex.proto_count())),
            _ => None,
        };
        if let Some((idx, size)) = bound {
            if idx >= size {
                return Err(format!("0x{pc:x}: index {idx} >= {size}"));
            }
        }
        if info.flags & flags::INVOKE != 0 && i.arg_count() > u32::from(code.outs_size) {
            return Err(format!("0x{pc:x}: more args than outs"));
        }
        if info.can_branch() && !is_start(i.target(*pc).unwrap_or(-1)) {
            return Err(format!("0x{pc:x}: branch target not an instruction"));
        }
        if i.format == Format::F31t {
            let t = i.target(*pc).unwrap_or(-1);
            let want = match i.opcode {
                0x2b => PayloadKind::PackedSwitch,
                0x2c => PayloadKind::SparseSwitch,
                _ => PayloadKind::FillArrayData,
            };
            if t < 0 || t % 2 != 0 || payloads.get(&(t as u32)) != Some(&want) {
                return Err(format!("0x{pc:x}: bad payload reference"));
            }
            let rels: Vec<i32> = match want {
                PayloadKind::PackedSwitch => insn::packed_switch(insns, t as usize)
                    .unwrap()
                    .iter()
                    .map(|x| x.1)
                    .collect(),
                PayloadKind::SparseSwitch => insn::sparse_switch(insns, t as usize)
                    .unwrap()
                    .iter()
                    .map(|x| x.1)
                    .collect(),
                _ => vec![],
            };
            if rels
                .iter()
                .any(|&r| !is_start(i64::from(*pc) + i64::from(r)))
            {
                return Err(format!("0x{pc:x}: switch target not an instruction"));
            }
        }
    }
    for t in &code.tries {
        if !is_start(i64::from(t.start_addr)) {
            return Err("try start".into());
        }
        let hs = t
            .handlers
            .pairs
            .iter()
            .map(|p| p.1)
            .chain(t.handlers.catch_all);
        for h in hs {
            if !is_start(i64::from(h)) {
                return Err("handler".into());
            }
        }
    }
    Ok(starts)
}

#[test]
fn mutated_code_never_panics_or_slips_through() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut files: Vec<DexFile> = Vec::new();
    for sub in ["", "verify/"] {
        for e in std::fs::read_dir(format!("{dir}/{sub}")).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "dex") {
                files.push(DexFile::parse(std::fs::read(&p).unwrap()).unwrap());
            }
        }
    }
    // (file, class index, method) for every method with code.
    let mut seeds = Vec::new();
    for (fi, f) in files.iter().enumerate() {
        for (ci, c) in f.class_defs().iter().enumerate() {
            let data = f.class_data(c).unwrap();
            for m in data.direct_methods.iter().chain(&data.virtual_methods) {
                if m.code_off != 0 {
                    seeds.push((fi, ci, m.clone(), f.code_item(m.code_off).unwrap()));
                }
            }
        }
    }
    assert!(seeds.len() > 50, "{}", seeds.len());
    let hierarchies: Vec<DexHierarchy> = files.iter().map(|f| DexHierarchy::new(&[f])).collect();
    let mut rng = Rng(0x5eed_0fde_c0de);
    let (mut accepted, mut rejected) = (0u32, 0u32);
    const ITERATIONS: u32 = 100_000;
    for iter in 0..ITERATIONS {
        let (fi, ci, m, code) = &seeds[rng.below(seeds.len())];
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
                let starts = oracle(dex, code).unwrap_or_else(|why| {
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
