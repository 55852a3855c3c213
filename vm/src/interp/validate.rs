//! Link-time code checks that the interpreter's memory safety relies on (Dalvik bytecode
//! "constraints" A1-A9 subset): instruction widths fit, every opcode is defined, register
//! operands are `< registers_size`, pool indices are in range, branch targets land on
//! instruction starts, payloads are well formed, and no path falls off the end. Type
//! checking is the verifier's job (a later task); wide operands may touch one register
//! past the frame, which stays inside the register file (one slack word).

use alloc::format;
use alloc::string::String;
use alloc::vec;

use crate::dex::{DexFile, NO_INDEX};
use crate::oo::Code;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fmt {
    F10x,
    F12x,
    F11n,
    F11x,
    F10t,
    F20t,
    F22x,
    F21t,
    F21s,
    F21h,
    F21c,
    F23x,
    F22b,
    F22t,
    F22s,
    F22c,
    F32x,
    F30t,
    F31t,
    F31i,
    F31c,
    F35c,
    F3rc,
    F51l,
    F45cc,
    F4rcc,
    Unused,
}

/// Which constant pool an index operand refers to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pool {
    None,
    String,
    Type,
    Field,
    Method,
}

pub fn format_of(op: u8) -> Fmt {
    use Fmt::*;
    match op {
        0x00 | 0x0e => F10x,
        0x01 | 0x04 | 0x07 | 0x21 => F12x,
        0x02 | 0x05 | 0x08 => F22x,
        0x03 | 0x06 | 0x09 => F32x,
        0x0a..=0x0d | 0x0f..=0x11 | 0x1d | 0x1e | 0x27 => F11x,
        0x12 => F11n,
        0x13 | 0x16 => F21s,
        0x14 | 0x17 => F31i,
        0x15 | 0x19 => F21h,
        0x18 => F51l,
        0x1a | 0x1c | 0x1f | 0x22 | 0x60..=0x6d => F21c,
        0x1b => F31c,
        0x20 | 0x23 | 0x52..=0x5f => F22c,
        0x24 | 0x6e..=0x72 => F35c,
        0x25 | 0x74..=0x78 => F3rc,
        0x26 | 0x2b | 0x2c => F31t,
        0x28 => F10t,
        0x29 => F20t,
        0x2a => F30t,
        0x2d..=0x31 | 0x44..=0x51 | 0x90..=0xaf => F23x,
        0x32..=0x37 => F22t,
        0x38..=0x3d => F21t,
        0x7b..=0x8f | 0xb0..=0xcf => F12x,
        0xd0..=0xd7 => F22s,
        0xd8..=0xe2 => F22b,
        0xfa => F45cc,
        0xfb => F4rcc,
        0xfc => F35c,
        0xfd => F3rc,
        0xfe | 0xff => F21c,
        _ => Unused,
    }
}

pub fn width(f: Fmt) -> usize {
    use Fmt::*;
    match f {
        F10x | F12x | F11n | F11x | F10t | Unused => 1,
        F20t | F22x | F21t | F21s | F21h | F21c | F23x | F22b | F22t | F22s | F22c => 2,
        F32x | F30t | F31t | F31i | F31c | F35c | F3rc => 3,
        F45cc | F4rcc => 4,
        F51l => 5,
    }
}

fn pool_of(op: u8) -> Pool {
    match op {
        0x1a | 0x1b => Pool::String,
        0x1c | 0x1f | 0x20 | 0x22 | 0x23 | 0x24 | 0x25 => Pool::Type,
        0x52..=0x6d => Pool::Field,
        0x6e..=0x72 | 0x74..=0x78 => Pool::Method,
        _ => Pool::None,
    }
}

/// Size in code units of the payload starting at `at`, or an error.
fn payload_size(insns: &[u16], at: usize) -> Result<(u16, usize), &'static str> {
    let ident = *insns.get(at).ok_or("payload out of bounds")?;
    let size = *insns.get(at + 1).ok_or("payload out of bounds")? as usize;
    let units = match ident {
        0x0100 => 4 + size * 2,
        0x0200 => 2 + size * 4,
        0x0300 => {
            let w = size;
            let lo = *insns.get(at + 2).ok_or("payload out of bounds")? as usize;
            let hi = *insns.get(at + 3).ok_or("payload out of bounds")? as usize;
            let n = lo | hi << 16;
            4 + n.checked_mul(w).ok_or("payload too large")?.div_ceil(2)
        }
        _ => return Err("bad payload ident"),
    };
    if at + units > insns.len() {
        return Err("payload out of bounds");
    }
    Ok((ident, units))
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
        let inst = insns[pc];
        let op = (inst & 0xff) as u8;
        if op == 0 && inst != 0 {
            let (_, units) = payload_size(insns, pc).map_err(|e| format!("{e} at {pc}"))?;
            pc += units;
            continue;
        }
        starts[pc] = true;
        let f = format_of(op);
        if f == Fmt::Unused {
            return Err(format!("invalid opcode 0x{op:02x} at {pc}"));
        }
        if op >= 0xfa {
            // DEX 038/039 (method handles, call sites) are not supported; rejecting them
            // here also lets the interpreter dispatch assume opcodes <= 0xe2.
            let name = match op {
                0xfa => "invoke-polymorphic (DEX 038)",
                0xfb => "invoke-polymorphic/range (DEX 038)",
                0xfc => "invoke-custom (DEX 038)",
                0xfd => "invoke-custom/range (DEX 038)",
                0xfe => "const-method-handle (DEX 039)",
                _ => "const-method-type (DEX 039)",
            };
            return Err(format!("unsupported opcode 0x{op:02x} {name} at {pc}"));
        }
        let w = width(f);
        if pc + w > n {
            return Err(format!("instruction at {pc} runs past the end"));
        }
        let u = |i: usize| insns[pc + i] as u32;
        let a4 = (inst as u32 >> 8) & 0xf;
        let b4 = inst as u32 >> 12;
        let aa = inst as u32 >> 8;
        let chk = |r: u32| -> Result<(), String> {
            if r >= regs {
                Err(format!("register v{r} out of range at {pc}"))
            } else {
                Ok(())
            }
        };
        let mut index = None;
        match f {
            Fmt::F12x | Fmt::F22t | Fmt::F22s => {
                chk(a4)?;
                chk(b4)?;
            }
            Fmt::F22c => {
                chk(a4)?;
                chk(b4)?;
                index = Some(u(1));
            }
            Fmt::F11n => chk(a4)?,
            Fmt::F11x | Fmt::F21t | Fmt::F21s | Fmt::F21h | Fmt::F31t | Fmt::F31i | Fmt::F51l => {
                chk(aa)?
            }
            Fmt::F21c => {
                chk(aa)?;
                index = Some(u(1));
            }
            Fmt::F31c => {
                chk(aa)?;
                index = Some(u(1) | u(2) << 16);
            }
            Fmt::F22x => {
                chk(aa)?;
                chk(u(1))?;
            }
            Fmt::F32x => {
                chk(u(1))?;
                chk(u(2))?;
            }
            Fmt::F23x | Fmt::F22b => {
                chk(aa)?;
                chk(u(1) & 0xff)?;
                if f == Fmt::F23x {
                    chk(u(1) >> 8)?;
                }
            }
            Fmt::F35c | Fmt::F45cc => {
                let count = b4;
                if count > 5 {
                    return Err(format!("invoke arg count {count} > 5 at {pc}"));
                }
                let rs = [
                    u(2) & 0xf,
                    (u(2) >> 4) & 0xf,
                    (u(2) >> 8) & 0xf,
                    u(2) >> 12,
                    a4,
                ];
                for &r in rs.iter().take(count as usize) {
                    chk(r)?;
                }
                index = Some(u(1));
            }
            Fmt::F3rc | Fmt::F4rcc => {
                if aa > 0 {
                    chk(u(2) + aa - 1)?;
                }
                index = Some(u(1));
            }
            _ => {}
        }
        if let Some(idx) = index {
            let limit = match pool_of(op) {
                Pool::String => dex.string_count(),
                Pool::Type => dex.type_count(),
                Pool::Field => dex.field_count(),
                Pool::Method => dex.method_count(),
                Pool::None => u32::MAX,
            };
            if idx >= limit {
                return Err(format!("constant pool index {idx} out of range at {pc}"));
            }
        }
        let terminal = matches!(op, 0x0e..=0x11 | 0x27 | 0x28..=0x2a);
        if !terminal && pc + w >= n {
            return Err(format!("execution can fall off the end after {pc}"));
        }
        pc += w;
    }
    // Pass 2: branch targets and payload references.
    let target_ok = |t: i64| t >= 0 && (t as usize) < n && starts[t as usize];
    pc = 0;
    while pc < n {
        let inst = insns[pc];
        let op = (inst & 0xff) as u8;
        if !starts[pc] {
            pc += 1;
            continue;
        }
        let f = format_of(op);
        let w = width(f);
        let here = pc as i64;
        let u = |i: usize| insns[pc + i];
        let t = match f {
            Fmt::F10t => Some(here + (inst >> 8) as u8 as i8 as i64),
            Fmt::F20t | Fmt::F21t | Fmt::F22t => Some(here + u(1) as i16 as i64),
            Fmt::F30t => Some(here + (u(1) as u32 | (u(2) as u32) << 16) as i32 as i64),
            _ => None,
        };
        if let Some(t) = t {
            if !target_ok(t) {
                return Err(format!("bad branch target {t} at {pc}"));
            }
        }
        if f == Fmt::F31t {
            let p = here + (u(1) as u32 | (u(2) as u32) << 16) as i32 as i64;
            if p < 0 || p as usize >= n {
                return Err(format!("bad payload offset at {pc}"));
            }
            let p = p as usize;
            let (ident, _) = payload_size(insns, p).map_err(|e| format!("{e} at {pc}"))?;
            let want = match op {
                0x26 => 0x0300,
                0x2b => 0x0100,
                _ => 0x0200,
            };
            if ident != want {
                return Err(format!("wrong payload kind at {pc}"));
            }
            let size = insns[p + 1] as usize;
            let targets_at = match op {
                0x2b => Some(p + 4),
                0x2c => Some(p + 2 + size * 2),
                _ => None,
            };
            if let Some(ta) = targets_at {
                for k in 0..size {
                    let rel = insns[ta + 2 * k] as u32 | (insns[ta + 2 * k + 1] as u32) << 16;
                    if !target_ok(here + rel as i32 as i64) {
                        return Err(format!("bad switch target at {pc}"));
                    }
                }
            }
        }
        pc += w;
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
        let dex = DexFile::parse_static(crate::vm::CORE_DEX, Default::default()).expect("core dex");
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
        // DEX 038 invoke-custom is reported as unsupported
        let e = check(1, &[0x00fc, 0x0000, 0x0000, 0x000e]).unwrap_err();
        assert!(e.contains("unsupported opcode 0xfc"), "{e}");
    }
}
