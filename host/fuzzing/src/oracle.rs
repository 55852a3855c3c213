//! An independent reading of the static constraints the verifier promises (Dalvik's
//! "Dalvik bytecode verification" rules as dexmetal implements them in `vm/src/verify`),
//! written on `dex::insn` alone and not on the verifier's code: register bounds, index
//! bounds, outs, branch, switch and payload targets, try ranges and handlers. The
//! verifier fuzz target and the mutation test hold every accepted method to it.

use std::collections::BTreeSet;

use dexmetal_vm::dex::insn::{self, flags, Format, IndexKind, PayloadKind};
use dexmetal_vm::dex::{CodeItem, DexFile};

/// Independent check of the static constraints the verifier promises; `Err` names the
/// first violation.
pub fn check(dex: &DexFile, code: &CodeItem) -> Result<BTreeSet<u32>, String> {
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
