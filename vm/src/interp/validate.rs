//! Link-time code checks that the interpreter's memory safety relies on (Dalvik bytecode
//! "constraints" A1-A9 subset): instruction widths fit, every opcode is defined, register
//! operands (wide pairs whole) are `< registers_size`, pool indices are in range, branch
//! targets land on instruction starts, payloads are well formed, and no path falls off the
//! end. Every per-opcode fact (format, width, index kind, wide operands, whether it can
//! continue) comes from the opcode table through `dex::insn`'s decoder. Type checking is
//! the verifier's (`crate::verify`), which runs before this on verified code.

use alloc::format;
use alloc::string::String;
use alloc::vec;

use crate::dex::insn::{self, op, Format, IndexKind, Insn, PayloadKind};
use crate::dex::{DexFile, NO_INDEX};
use crate::oo::Code;

/// Decodes the instruction at `pc`, as the message the interpreter's checks give.
fn decode(insns: &[u16], pc: usize) -> Result<Insn, String> {
    insn::decode(insns, pc).map_err(|e| format!("{e}"))
}

/// Checks `code` of a method with `arg_words` argument words from DEX `dex`.
pub fn validate(code: &Code, arg_words: u16, dex: &DexFile) -> Result<(), String> {
    let insns = &code.insns[..];
    let n = insns.len();
    let regs = code.registers as u32;
    if code.ins != arg_words {
        return Err(format!(
            "ins_size {} != argument words {}",
            code.ins, arg_words
        ));
    }
    if code.ins > code.registers {
        return Err(String::from("ins_size > registers_size"));
    }
    if n == 0 {
        return Err(String::from("empty code"));
    }
    let mut starts = vec![false; n];
    let mut pc = 0;
    // Pass 1: instruction boundaries, operands, pools.
    while pc < n {
        let i = decode(insns, pc)?;
        if i.payload != PayloadKind::None {
            pc += i.size as usize;
            continue;
        }
        if i.opcode == 0 && insns[pc] != 0 {
            return Err(format!("bad payload ident at {pc}"));
        }
        starts[pc] = true;
        let info = i.info();
        if info.is_unused() {
            return Err(format!("invalid opcode 0x{:02x} at {pc}", i.opcode));
        }
        if !info.valid_in(37) {
            // DEX 038/039 (method handles, call sites) are not supported; rejecting them
            // here also lets the interpreter dispatch assume opcodes <= 0xe2.
            return Err(format!(
                "unsupported opcode 0x{:02x} {} (DEX 0{}) at {pc}",
                i.opcode, info.name, info.since
            ));
        }
        for (r, w) in i.registers() {
            if r + w > regs {
                return Err(format!("register v{} out of range at {pc}", r + w - 1));
            }
        }
        // Even an empty range names its first register (ART's verifier checks vA + vC
        // too); the interpreter copies the empty slice from there (found by fuzzing).
        if matches!(i.format, Format::F3rc | Format::F4rcc) && i.c + i.a > regs {
            return Err(format!("register v{} out of range at {pc}", i.c + i.a - 1));
        }
        let limit = match info.index {
            IndexKind::String => Some(dex.string_count()),
            IndexKind::Type => Some(dex.type_count()),
            IndexKind::Field => Some(dex.field_count()),
            IndexKind::Method => Some(dex.method_count()),
            _ => None,
        };
        if let Some(limit) = limit {
            if i.index >= limit {
                return Err(format!(
                    "constant pool index {} out of range at {pc}",
                    i.index
                ));
            }
        }
        let w = i.size as usize;
        if info.can_continue() && pc + w >= n {
            return Err(format!("execution can fall off the end after {pc}"));
        }
        pc += w;
    }
    // Execution enters at 0: a payload there would run as code nobody checked (found by
    // the interpreter fuzzer). Flowing into a payload later is caught where it happens
    // (the interpreter's nop arm): the padding nop before a table may flow into it,
    // unreachable, in code dx and d8 emit, and this pass does not know reachability.
    if !starts[0] {
        return Err(String::from("the code starts with payload data"));
    }
    // Pass 2: branch targets and payload references.
    let target_ok = |t: i64| t >= 0 && (t as usize) < n && starts[t as usize];
    for pc in (0..n).filter(|&pc| starts[pc]) {
        let i = decode(insns, pc)?;
        let Some(t) = i.target(pc as u32) else {
            continue;
        };
        if i.format != Format::F31t {
            if !target_ok(t) {
                return Err(format!("bad branch target {t} at {pc}"));
            }
            continue;
        }
        if t < 0 || t as usize >= n {
            return Err(format!("bad payload offset at {pc}"));
        }
        let p = decode(insns, t as usize).map_err(|e| format!("{e} at {pc}"))?;
        let want = match i.opcode {
            op::FILL_ARRAY_DATA => PayloadKind::FillArrayData,
            op::PACKED_SWITCH => PayloadKind::PackedSwitch,
            _ => PayloadKind::SparseSwitch,
        };
        if p.payload != want {
            return Err(format!("wrong payload kind at {pc}"));
        }
        let bad_target = |rel: i32| !target_ok(pc as i64 + i64::from(rel));
        let bad = match want {
            PayloadKind::PackedSwitch => insn::packed_switch(insns, t as usize)
                .map_err(|e| format!("{e}"))?
                .iter()
                .any(|(_, rel)| bad_target(rel)),
            PayloadKind::SparseSwitch => insn::sparse_switch(insns, t as usize)
                .map_err(|e| format!("{e}"))?
                .iter()
                .any(|(_, rel)| bad_target(rel)),
            _ => false,
        };
        if bad {
            return Err(format!("bad switch target at {pc}"));
        }
    }
    for t in &code.tries {
        for &(ty, addr) in &t.handlers {
            if !target_ok(addr as i64) {
                return Err(format!("bad catch handler address {addr}"));
            }
            if ty != NO_INDEX && ty >= dex.type_count() {
                return Err(String::from("bad catch type index"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    fn code(regs: u16, insns: &[u16]) -> Code {
        Code {
            registers: regs,
            ins: 0,
            outs: 0,
            insns: insns.to_vec(),
            tries: Vec::new(),
            positions: Vec::new(),
            dex: 0,
        }
    }

    fn check(regs: u16, insns: &[u16]) -> Result<(), String> {
        // Any well-formed DEX serves: only the string index check reads it.
        let dex = DexFile::parse_static(
            include_bytes!("../../tests/data/AllFormats.dex"),
            Default::default(),
        )
        .expect("fixture dex");
        validate(&code(regs, insns), 0, &dex)
    }

    #[test]
    fn accepts_well_formed_code() {
        // const/4 v0, 1; return v0
        assert_eq!(check(1, &[0x1012, 0x000f]), Ok(()));
        // packed-switch v0 over a 1-entry payload, then return-void.
        let sw = [
            0x0012, 0x002b, 0x0004, 0x0000, 0x000e, 0x0100, 0x0001, 0, 0, 0x0003, 0x0000,
        ];
        assert_eq!(check(1, &sw), Ok(()));
    }

    #[test]
    fn rejects_bad_bytecode() {
        // register v3 with registers_size 2
        assert!(check(2, &[0x1312, 0x000e]).is_err());
        // falls off the end
        assert!(check(1, &[0x1012]).is_err());
        // goto past the end
        assert!(check(1, &[0x0528, 0x000e]).is_err());
        // branch into the middle of a 2-unit instruction
        assert!(check(1, &[0x0013, 0x0005, 0xff28]).is_err());
        // unused opcode 0x3e
        assert!(check(1, &[0x003e, 0x000e]).is_err());
        // string index out of range
        assert!(check(1, &[0x001a, 0xffff, 0x000e]).is_err());
        // packed-switch pointing at a non-payload
        assert!(check(1, &[0x002b, 0x0003, 0x0000, 0x000e]).is_err());
        // truncated instruction
        assert!(check(1, &[0x0014, 0x0001]).is_err());
        // move-wide v1, v0 with two registers: the pair v1/v2 is not in the frame (the
        // opcode table marks both operands wide)
        assert!(check(2, &[0x0104, 0x000e]).is_err());
        assert_eq!(check(3, &[0x0104, 0x000e]), Ok(()));
        // a nop whose high byte is no payload identifier
        assert!(check(1, &[0x0400, 0x000e]).is_err());
        // a one-entry sparse-switch payload at 0 whose key and target words read as
        // const-string/jumbo v70 when run; then return-void
        let e = check(1, &[0x0200, 0x0001, 0x461b, 0x3000, 0x0020, 0x0000, 0x000e]).unwrap_err();
        assert!(e.contains("starts with payload data"), "{e}");
        // invoke-static/range {} with its (empty) range starting at v30464
        let e = check(1, &[0x0077, 0x0000, 0x7700, 0x000e]).unwrap_err();
        assert!(e.contains("out of range at 0"), "{e}");
        // a padding nop before a table is fine (a return precedes it in real code)
        assert_eq!(check(1, &[0x000e, 0x0000, 0x0200, 0x0000]), Ok(()));
        // DEX 038 invoke-custom is reported as unsupported
        let e = check(1, &[0x00fc, 0x0000, 0x0000, 0x000e]).unwrap_err();
        assert!(e.contains("unsupported opcode 0xfc"), "{e}");
    }
}
