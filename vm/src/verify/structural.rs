//! Structural pass over one code item: the static constraints (the "A" table) of
//! source.android.com "Dalvik bytecode constraints". Decodes the instruction stream
//! linearly and checks opcodes against the file's DEX version, register operands against
//! `registers_size`, pool indices against the file, branch/switch/handler targets against
//! instruction starts, payload kind and alignment on every instruction; then, as ART's
//! method verifier does, only on code reachable from the entry and the handlers of
//! reachable throwing instructions: fall-through off the end, the placement rules of
//! move-result* and move-exception, and the type-operand rules (check-cast of a
//! primitive, ...). dx leaves dead code such rules would reject (an unreachable
//! move-exception after a try/finally's return). Produces the per-code-unit flags
//! (instruction starts, join points, GC points, reachability) the type pass walks.

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::VerifyError;
use crate::dex::insn::{self, op, Format, IndexKind, Insn, PayloadKind};
use crate::dex::{access, ClassDef, CodeItem, DexFile, EncodedMethod, MethodId, ProtoId, TypeIdx};

/// Per-code-unit flags.
pub const START: u8 = 0x01;
pub const PAYLOAD: u8 = 0x02;
/// Target of a branch or switch (a join point).
pub const TARGET: u8 = 0x04;
/// Start of an exception handler.
pub const HANDLER: u8 = 0x08;
/// GC point: allocates, throws or calls, or is a backward-branch target.
pub const GC: u8 = 0x10;
/// Covered by a try block.
pub const IN_TRY: u8 = 0x20;
/// Reachable from the entry point (through normal and exception edges).
pub const REACHED: u8 = 0x40;

pub type Fail = (u32, String);

/// Method-level facts shared by both passes.
pub struct MethodCtx<'a> {
    pub dex: &'a DexFile,
    pub class_def: &'a ClassDef,
    pub method: &'a EncodedMethod,
    pub method_id: Option<MethodId>,
    pub proto: Option<ProtoId<'a>>,
    pub name: &'a str,
    pub is_static: bool,
}

impl<'a> MethodCtx<'a> {
    pub fn new(dex: &'a DexFile, class_def: &'a ClassDef, method: &'a EncodedMethod) -> Self {
        let method_id = dex.method_id(method.method_idx);
        MethodCtx {
            dex,
            class_def,
            method,
            method_id,
            proto: method_id.and_then(|m| dex.proto(m.proto_idx)),
            name: dex.method_name(method.method_idx).unwrap_or("<?>"),
            is_static: method.access_flags & access::STATIC != 0,
        }
    }

    pub fn class_name(&self) -> &'a str {
        self.dex.class_descriptor(self.class_def)
    }

    pub fn error(&self, pc: u32, message: String) -> VerifyError {
        let sig = self
            .method_id
            .and_then(|m| self.dex.proto_signature(m.proto_idx))
            .unwrap_or_default();
        VerifyError {
            class: String::from(self.class_name()),
            method: format!("{}{}", self.name, sig),
            pc,
            message,
        }
    }

    /// Argument words the signature takes (including `this`), `None` if a parameter type
    /// is malformed.
    pub fn arg_words(&self) -> Option<u32> {
        let mut n = u32::from(!self.is_static);
        for &p in self.proto?.parameters {
            n += match super::types::kind_of(self.dex.type_descriptor(p)?)? {
                super::types::Kind::Long | super::types::Kind::Double => 2,
                super::types::Kind::Void => return None,
                _ => 1,
            };
        }
        Some(n)
    }
}

/// Result of the structural pass.
pub struct Shape {
    pub flags: Vec<u8>,
    pub insn_count: u32,
    /// `(handler address, caught type or None for catch-all)`.
    pub catches: Vec<(u32, Option<TypeIdx>)>,
}

fn is_ref_desc(d: &str) -> bool {
    matches!(super::types::kind_of(d), Some(super::types::Kind::Ref))
}

/// Per-instruction checks that need no other instruction.
fn check_insn(ctx: &MethodCtx<'_>, code: &CodeItem, pc: u32, i: &Insn) -> Result<(), Fail> {
    let dex = ctx.dex;
    let info = i.info();
    let fail = |m: String| Err((pc, m));
    if info.is_unused() {
        return fail(format!("invalid opcode 0x{:02x} ({})", i.opcode, info.name));
    }
    if !info.valid_in(dex.version()) {
        return fail(format!(
            "opcode {} (0x{:02x}) needs DEX {:03} but the file is DEX {:03}",
            info.name,
            i.opcode,
            info.since,
            dex.version()
        ));
    }
    let regs = u32::from(code.registers_size);
    for (r, w) in i.registers() {
        if r + w > regs {
            return fail(if w == 2 {
                format!(
                    "{} uses register pair v{}/v{} but registers_size is {}",
                    info.name,
                    r,
                    r + 1,
                    regs
                )
            } else {
                format!(
                    "{} uses register v{} but registers_size is {}",
                    info.name, r, regs
                )
            });
        }
    }
    if matches!(i.format, Format::F3rc | Format::F4rcc) && i.c + i.a > regs {
        return fail(format!(
            "{} uses registers v{}..v{} but registers_size is {}",
            info.name,
            i.c,
            i.c + i.a - 1,
            regs
        ));
    }
    // Pool indices.
    let bad_index = |what: &str, idx: u32, size: u32| -> Result<(), Fail> {
        if idx >= size {
            return Err((
                pc,
                format!(
                    "{} index {} out of range (size {}) in {}",
                    what, idx, size, info.name
                ),
            ));
        }
        Ok(())
    };
    match info.index {
        IndexKind::None | IndexKind::Unknown => {}
        IndexKind::String => bad_index("string", i.index, dex.string_count())?,
        IndexKind::Type => bad_index("type", i.index, dex.type_count())?,
        IndexKind::Field => bad_index("field", i.index, dex.field_count())?,
        IndexKind::Method => bad_index("method", i.index, dex.method_count())?,
        IndexKind::MethodAndProto => {
            bad_index("method", i.index, dex.method_count())?;
            bad_index("proto", i.index2, dex.proto_count())?;
        }
        IndexKind::CallSite => bad_index("call site", i.index, dex.call_sites().len() as u32)?,
        IndexKind::MethodHandle => {
            bad_index("method handle", i.index, dex.method_handles().len() as u32)?
        }
        IndexKind::Proto => bad_index("proto", i.index, dex.proto_count())?,
    }
    let type_desc = || dex.type_descriptor(i.index).unwrap_or("");
    // new-instance/new-array descriptors are checked on every instruction, as ART's
    // static CheckNewInstance/CheckNewArray do; the rest waits for reachability.
    match i.opcode {
        op::NEW_INSTANCE => {
            let d = type_desc();
            if !d.starts_with('L') || !is_ref_desc(d) {
                return fail(format!("new-instance of non-class type {}", d));
            }
        }
        op::NEW_ARRAY..=op::FILLED_NEW_ARRAY_RANGE => {
            let d = type_desc();
            if !d.starts_with('[') || !is_ref_desc(d) {
                return fail(format!("{} of non-array type {}", info.name, d));
            }
        }
        _ => {}
    }
    if info.is_invoke() && i.arg_count() > u32::from(code.outs_size) {
        return fail(format!(
            "{} passes {} argument words but outs_size is {}",
            info.name,
            i.arg_count(),
            code.outs_size
        ));
    }
    Ok(())
}

/// Per-instruction checks ART makes only while verifying reachable code (its code-flow
/// pass): the kinds of type operands and which methods an invoke may name.
fn check_reachable_insn(ctx: &MethodCtx<'_>, pc: u32, i: &Insn) -> Result<(), Fail> {
    let dex = ctx.dex;
    let info = i.info();
    let fail = |m: String| Err((pc, m));
    let type_desc = || dex.type_descriptor(i.index).unwrap_or("");
    match i.opcode {
        op::FILLED_NEW_ARRAY | op::FILLED_NEW_ARRAY_RANGE => {
            let d = type_desc();
            // dalvik-bytecode: "the array's contents must be single-word (that is, no
            // arrays of long or double)". Other primitive components verify (as on
            // ART) and throw InternalError when executed.
            if d == "[J" || d == "[D" {
                return fail(format!(
                    "{} of {}: array contents must be single-word",
                    info.name, d
                ));
            }
        }
        op::CHECK_CAST | op::INSTANCE_OF => {
            let d = type_desc();
            if !is_ref_desc(d) {
                return fail(format!("{} to non-reference type {}", info.name, d));
            }
        }
        op::CONST_CLASS if super::types::kind_of(type_desc()).is_none() => {
            return fail(format!("const-class of malformed type {}", type_desc()));
        }
        _ => {}
    }
    if info.is_invoke() && info.index == IndexKind::Method {
        let name = dex.method_name(i.index).unwrap_or("");
        if name == "<clinit>" {
            return fail(format!("{} of a class initializer", info.name));
        }
        if name == "<init>" && !matches!(i.opcode, op::INVOKE_DIRECT | op::INVOKE_DIRECT_RANGE) {
            return fail(format!(
                "{} of a constructor (needs invoke-direct)",
                info.name
            ));
        }
    }
    Ok(())
}

/// Marks what is reachable from the entry (normal successors, and the handlers of a
/// try block's instructions that can throw, as ART's work list adds them) and checks it:
/// placement of move-result* and move-exception, falling off the end or into a payload,
/// and [`check_reachable_insn`]. Branch and switch targets are valid by now.
fn reachable_checks(ctx: &MethodCtx<'_>, code: &CodeItem, flags: &mut [u8]) -> Result<(), Fail> {
    let insns = &code.insns[..];
    let n = insns.len();
    // The linearly previous instruction of each start, for move-result's "directly
    // follows" rule (a move-result reached only by a branch has no result to take).
    let mut prev = vec![u32::MAX; n];
    let mut last = u32::MAX;
    let mut pc = 0usize;
    while pc < n {
        let i = insn::decode(insns, pc).map_err(|e| (pc as u32, format!("{}", e)))?;
        if flags[pc] & START != 0 {
            prev[pc] = last;
            last = pc as u32;
        } else {
            last = u32::MAX;
        }
        pc += i.size as usize;
    }
    let mut work = vec![0usize];
    flags[0] |= REACHED;
    while let Some(pc) = work.pop() {
        let i = insn::decode(insns, pc).map_err(|e| (pc as u32, format!("{}", e)))?;
        let info = i.info();
        let here = pc as u32;
        let fail = |m: &str| -> Result<(), Fail> { Err((here, String::from(m))) };
        check_reachable_insn(ctx, here, &i)?;
        if i.opcode == op::MOVE_EXCEPTION && flags[pc] & HANDLER == 0 {
            return fail("move-exception is not the first instruction of an exception handler");
        }
        if matches!(i.opcode, op::MOVE_RESULT..=op::MOVE_RESULT_OBJECT) {
            let p = prev[pc];
            let ok = p != u32::MAX && {
                let op = insns[p as usize] as u8;
                insn::info(op).is_invoke()
                    || (i.opcode == op::MOVE_RESULT_OBJECT
                        && matches!(op, op::FILLED_NEW_ARRAY | op::FILLED_NEW_ARRAY_RANGE))
            };
            if !ok {
                return Err((
                    here,
                    format!(
                        "{} does not directly follow an invoke{}",
                        i.name(),
                        if i.opcode == op::MOVE_RESULT_OBJECT {
                            " or filled-new-array"
                        } else {
                            ""
                        }
                    ),
                ));
            }
        }
        let mut succ: Vec<usize> = Vec::new();
        let next = pc + i.size as usize;
        if info.can_continue() {
            if next >= n {
                return fail("execution can fall off the end of the code");
            }
            if flags[next] & PAYLOAD != 0 {
                return fail("execution falls through into a payload table");
            }
            // move-exception is only reachable through an exception edge.
            if insns[next] & 0xff == u16::from(op::MOVE_EXCEPTION) {
                return fail("execution falls through into a move-exception");
            }
            succ.push(next);
        }
        if info.can_branch() {
            succ.push((i64::from(here) + i64::from(i.offset)) as usize);
        }
        if i.format == Format::F31t && matches!(i.opcode, op::PACKED_SWITCH | op::SPARSE_SWITCH) {
            let tp = (i64::from(here) + i64::from(i.offset)) as usize;
            let wrong = |e: insn::DecodeError| (here, format!("{}: {}", info.name, e));
            if i.opcode == op::PACKED_SWITCH {
                for (_, rel) in insn::packed_switch(insns, tp).map_err(wrong)?.iter() {
                    succ.push((i64::from(here) + i64::from(rel)) as usize);
                }
            } else {
                for (_, rel) in insn::sparse_switch(insns, tp).map_err(wrong)?.iter() {
                    succ.push((i64::from(here) + i64::from(rel)) as usize);
                }
            }
        }
        if flags[pc] & IN_TRY != 0 && (info.can_throw() || info.is_invoke()) {
            if let Some(t) = try_at(code, here) {
                succ.extend(t.handlers.pairs.iter().map(|&(_, a)| a as usize));
                succ.extend(t.handlers.catch_all.map(|a| a as usize));
            }
        }
        for t in succ {
            if t < n && flags[t] & REACHED == 0 {
                flags[t] |= REACHED;
                work.push(t);
            }
        }
    }
    Ok(())
}

/// First try item covering `pc` (tries are sorted and disjoint, validated by the loader).
pub fn try_at(code: &CodeItem, pc: u32) -> Option<&crate::dex::TryItem> {
    let k = code.tries.partition_point(|t| t.start_addr <= pc);
    let t = code.tries.get(k.checked_sub(1)?)?;
    (u64::from(pc) < u64::from(t.start_addr) + u64::from(t.insn_count)).then_some(t)
}

/// Runs the structural checks.
pub fn check(ctx: &MethodCtx<'_>, code: &CodeItem) -> Result<Shape, Fail> {
    let insns = &code.insns[..];
    let n = insns.len();
    if n == 0 {
        return Err((0, String::from("empty code")));
    }
    if n > u32::MAX as usize / 2 {
        return Err((0, String::from("code too large")));
    }
    if code.ins_size > code.registers_size {
        return Err((
            0,
            format!(
                "ins_size {} > registers_size {}",
                code.ins_size, code.registers_size
            ),
        ));
    }
    match ctx.arg_words() {
        None => return Err((0, String::from("method signature has a malformed type"))),
        Some(w) if w != u32::from(code.ins_size) => {
            return Err((
                0,
                format!(
                    "ins_size is {} but the signature takes {} argument words",
                    code.ins_size, w
                ),
            ))
        }
        Some(_) => {}
    }
    if insns[0] & 0xff == u16::from(op::MOVE_EXCEPTION) {
        return Err((0, String::from("method starts with move-exception")));
    }
    let mut flags = vec![0u8; n];
    let mut insn_count = 0u32;

    // Pass 1: linear decode, per-instruction checks.
    let mut pc = 0usize;
    while pc < n {
        let i = insn::decode(insns, pc).map_err(|e| (pc as u32, format!("{}", e)))?;
        if i.payload != PayloadKind::None {
            flags[pc] |= PAYLOAD;
            pc += i.size as usize;
            continue;
        }
        flags[pc] |= START;
        insn_count += 1;
        check_insn(ctx, code, pc as u32, &i)?;
        pc += i.size as usize;
    }

    let is_start = |flags: &[u8], t: i64| -> bool {
        t >= 0 && (t as usize) < n && flags[t as usize] & START != 0
    };

    // Try blocks and handlers.
    let mut catches = Vec::new();
    for t in &code.tries {
        let end = u64::from(t.start_addr) + u64::from(t.insn_count);
        if !is_start(&flags, i64::from(t.start_addr)) {
            return Err((
                t.start_addr,
                format!(
                    "try block starts at 0x{:04x}, not an instruction",
                    t.start_addr
                ),
            ));
        }
        if end > n as u64 || (end < n as u64 && flags[end as usize] & (START | PAYLOAD) == 0) {
            return Err((
                t.start_addr,
                format!(
                    "try block ends at 0x{:04x}, not an instruction boundary",
                    end
                ),
            ));
        }
        for f in &mut flags[t.start_addr as usize..end as usize] {
            *f |= IN_TRY;
        }
        let all = t
            .handlers
            .pairs
            .iter()
            .map(|&(ty, addr)| (addr, Some(ty)))
            .chain(t.handlers.catch_all.map(|a| (a, None)));
        for (addr, ty) in all {
            if !is_start(&flags, i64::from(addr)) {
                return Err((
                    t.start_addr,
                    format!("exception handler at 0x{:04x} is not an instruction", addr),
                ));
            }
            if let Some(ty) = ty {
                let d = ctx.dex.type_descriptor(ty).unwrap_or("");
                if !d.starts_with('L') || !is_ref_desc(d) {
                    return Err((addr, format!("catch of non-class type {}", d)));
                }
            }
            flags[addr as usize] |= HANDLER;
            catches.push((addr, ty));
        }
    }

    // Pass 2: control flow.
    let mut back_targets = Vec::new();
    let mut pc = 0usize;
    while pc < n {
        if flags[pc] & START == 0 {
            // A payload: skip it whole.
            let i = insn::decode(insns, pc).map_err(|e| (pc as u32, format!("{}", e)))?;
            pc += i.size as usize;
            continue;
        }
        let i = insn::decode(insns, pc).map_err(|e| (pc as u32, format!("{}", e)))?;
        let info = i.info();
        let here = pc as u32;
        let fail = |m: String| -> Result<Shape, Fail> { Err((here, m)) };
        if info.can_throw() || info.is_invoke() {
            flags[pc] |= GC;
        }
        let mut branch_to = |t: i64, what: &str, flags: &mut [u8]| -> Result<(), Fail> {
            if t < 0 {
                return Err((
                    here,
                    format!("{} target -0x{:x} before the start of the code", what, -t),
                ));
            }
            if t >= n as i64 {
                return Err((
                    here,
                    format!(
                        "{} target 0x{:x} outside the code (size 0x{:x})",
                        what, t, n
                    ),
                ));
            }
            let tf = flags[t as usize];
            if tf & START == 0 {
                return Err((
                    here,
                    format!(
                        "{} target 0x{:04x} is {}",
                        what,
                        t,
                        if tf & PAYLOAD != 0 {
                            "a payload table"
                        } else {
                            "inside an instruction"
                        }
                    ),
                ));
            }
            if insns[t as usize] & 0xff == u16::from(op::MOVE_EXCEPTION) {
                return Err((
                    here,
                    format!("{} target 0x{:04x} is a move-exception", what, t),
                ));
            }
            flags[t as usize] |= TARGET;
            if t <= i64::from(here) {
                back_targets.push(t as usize);
            }
            Ok(())
        };
        if info.can_branch() {
            if i.offset == 0 && i.format != Format::F30t {
                return fail(format!("{} branches to itself", info.name));
            }
            branch_to(i64::from(here) + i64::from(i.offset), info.name, &mut flags)?;
        }
        if i.format == Format::F31t {
            let t = i64::from(here) + i64::from(i.offset);
            if t < 0 || t >= n as i64 || flags[t as usize] & PAYLOAD == 0 {
                return fail(format!(
                    "{} payload offset {} does not point at a payload table",
                    info.name, i.offset
                ));
            }
            let tp = t as usize;
            if !tp.is_multiple_of(2) {
                return fail(format!(
                    "{} payload at 0x{:04x} is not 4-byte aligned",
                    info.name, tp
                ));
            }
            let wrong = |e: insn::DecodeError| (here, format!("{}: {}", info.name, e));
            match i.opcode {
                op::PACKED_SWITCH => {
                    let ps = insn::packed_switch(insns, tp).map_err(wrong)?;
                    for (_, rel) in ps.iter() {
                        branch_to(i64::from(here) + i64::from(rel), info.name, &mut flags)?;
                    }
                }
                op::SPARSE_SWITCH => {
                    let ss = insn::sparse_switch(insns, tp).map_err(wrong)?;
                    let mut last: Option<i32> = None;
                    for (key, rel) in ss.iter() {
                        if last.is_some_and(|l| key <= l) {
                            return fail(String::from("sparse-switch keys not strictly ascending"));
                        }
                        last = Some(key);
                        branch_to(i64::from(here) + i64::from(rel), info.name, &mut flags)?;
                    }
                }
                _ => {
                    insn::array_data(insns, tp).map_err(wrong)?;
                }
            }
        }
        pc += i.size as usize;
    }
    for t in back_targets {
        flags[t] |= GC;
    }
    reachable_checks(ctx, code, &mut flags)?;
    Ok(Shape {
        flags,
        insn_count,
        catches,
    })
}
