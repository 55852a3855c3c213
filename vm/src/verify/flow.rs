//! Type pass: abstract interpretation of one method over its control-flow graph (normal
//! and exception edges) with a pc-ordered worklist, merging register types at join
//! points until a fixed point, as AOSP CodeVerify does. Checks the type ("B") constraints
//! of source.android.com "Dalvik bytecode constraints" that the interpreter's memory
//! safety rests on, then re-walks the converged blocks to record the GC register map.
//! States are stored only at join points (branch/switch targets, handlers, entry);
//! straight-line code is re-simulated, so memory stays O(registers x joins + code size).

use alloc::collections::{BTreeMap, BinaryHeap};
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::cmp::Reverse;

use super::regmap::RegisterMap;
use super::structural::{self, Fail, MethodCtx, Shape, GC, HANDLER, IN_TRY, TARGET};
use super::types::{self, kind_of, merge, Kind, RegType, TypeId, Types, ANY_REF};
use super::ClassHierarchy;
use crate::dex::insn::{self, op, Insn};
use crate::dex::{CodeItem, EncodedValue, ProtoId};

#[derive(Clone, Debug)]
struct State {
    regs: Vec<RegType>,
    /// In a constructor: `this` may still be uninitialized on some path.
    this_uninit: bool,
}

/// The invoke/filled-new-array result available to a following move-result*.
type Result2 = (RegType, Option<RegType>);
const NO_RESULT: Result2 = (RegType::Conflict, None);

/// Primitive operand kinds of arithmetic instructions.
#[derive(Clone, Copy)]
enum P {
    I,
    F,
    J,
    D,
}

const NOT_LEADER: u32 = u32::MAX;

struct Flow<'a, 'b> {
    ctx: &'b MethodCtx<'a>,
    code: &'b CodeItem,
    flags: &'b [u8],
    types: &'b mut Types,
    h: &'b dyn ClassHierarchy,
    class_id: TypeId,
    super_desc: Option<&'a str>,
    ret_desc: &'a str,
    is_init: bool,
    leader: Vec<u32>,
    states: Vec<Option<State>>,
    handler_type: BTreeMap<u32, TypeId>,
    queue: BinaryHeap<Reverse<u32>>,
    queued: Vec<bool>,
}

/// Runs the type pass; returns the register map and the number of reachable
/// instructions.
pub fn run(
    ctx: &MethodCtx<'_>,
    code: &CodeItem,
    shape: &Shape,
    types: &mut Types,
    h: &dyn ClassHierarchy,
) -> Result<(RegisterMap, u32), Fail> {
    let dex = ctx.dex;
    let class_id = types.intern(ctx.class_name());
    let proto = ctx
        .proto
        .ok_or((0, String::from("method has no prototype")))?;
    let ret_desc = dex.type_descriptor(proto.return_type_idx).unwrap_or("");
    let n = code.insns.len();
    let mut leader = vec![NOT_LEADER; n];
    let mut leader_pcs = Vec::new();
    for (pc, &f) in shape.flags.iter().enumerate() {
        if pc == 0 || f & (TARGET | HANDLER) != 0 {
            leader[pc] = leader_pcs.len() as u32;
            leader_pcs.push(pc as u32);
        }
    }
    let mut flow = Flow {
        ctx,
        code,
        flags: &shape.flags,
        types,
        h,
        class_id,
        super_desc: ctx
            .class_def
            .superclass_idx
            .and_then(|s| dex.type_descriptor(s)),
        ret_desc,
        is_init: ctx.name == "<init>" && !ctx.is_static,
        states: vec![None; leader_pcs.len()],
        queued: vec![false; leader_pcs.len()],
        leader,
        handler_type: BTreeMap::new(),
        queue: BinaryHeap::new(),
    };
    for &(addr, ty) in &shape.catches {
        let id = match ty {
            Some(t) => flow
                .types
                .of_idx(dex, t)
                .ok_or((addr, String::from("bad catch type")))?,
            None => flow.types.intern(types::THROWABLE),
        };
        let merged = match flow.handler_type.get(&addr) {
            Some(&old) => flow.types.lca(h, old, id),
            None => id,
        };
        flow.handler_type.insert(addr, merged);
    }
    let entry = flow.entry_state(&proto)?;
    flow.merge_into(0, &entry)?;

    // Each block is re-run only when its entry state grows; the lattice has finite
    // height, the cap only guards against a hierarchy that answers inconsistently.
    let cap = (leader_pcs.len() as u64 + 1) * 600;
    let mut runs = 0u64;
    while let Some(Reverse(pc)) = flow.queue.pop() {
        let li = flow.leader[pc as usize] as usize;
        flow.queued[li] = false;
        runs += 1;
        if runs > cap {
            return Err((pc, String::from("type analysis did not converge")));
        }
        flow.block(pc, None)?;
    }
    let mut map = RegisterMap::new(code.registers_size);
    let mut reachable = 0;
    for &pc in &leader_pcs {
        if flow.states[flow.leader[pc as usize] as usize].is_some() {
            reachable += flow.block(pc, Some(&mut map))?;
        }
    }
    Ok((map, reachable))
}

fn op_kind_ok(k: u8, desc: &str) -> bool {
    match k {
        0 => desc == "I" || desc == "F",
        1 => desc == "J" || desc == "D",
        2 => kind_of(desc) == Some(Kind::Ref),
        3 => desc == "Z",
        4 => desc == "B",
        5 => desc == "C",
        _ => desc == "S",
    }
}

impl<'a> Flow<'a, '_> {
    fn entry_state(&mut self, proto: &ProtoId) -> Result<State, Fail> {
        let n = usize::from(self.code.registers_size);
        let mut st = State {
            regs: vec![RegType::Conflict; n],
            this_uninit: false,
        };
        let mut r = n.saturating_sub(usize::from(self.code.ins_size));
        if !self.ctx.is_static {
            let uninit = self.is_init && self.ctx.class_name() != types::OBJECT;
            *st.regs
                .get_mut(r)
                .ok_or((0, String::from("no register for this")))? = if uninit {
                RegType::UninitThis(self.class_id)
            } else {
                RegType::Ref(self.class_id)
            };
            st.this_uninit = uninit;
            r += 1;
        }
        for &p in proto.parameters {
            let desc = self.ctx.dex.type_descriptor(p).unwrap_or("");
            let bad = || (0, format!("parameter type {} is malformed", desc));
            let kind = kind_of(desc).ok_or_else(bad)?;
            // ins_size was checked against the signature by the structural pass.
            match kind {
                Kind::Ref => {
                    let id = self.types.intern(desc);
                    *st.regs.get_mut(r).ok_or_else(bad)? = RegType::Ref(id);
                    r += 1;
                }
                Kind::Void => return Err(bad()),
                k => {
                    let (lo, hi) = types::prim_type(k);
                    *st.regs.get_mut(r).ok_or_else(bad)? = lo;
                    r += 1;
                    if let Some(hi) = hi {
                        *st.regs.get_mut(r).ok_or_else(bad)? = hi;
                        r += 1;
                    }
                }
            }
        }
        Ok(st)
    }

    /// Merges `st` into the stored state of join point `pc`, queueing it if it changed.
    fn merge_into(&mut self, pc: u32, st: &State) -> Result<(), Fail> {
        let li = *self
            .leader
            .get(pc as usize)
            .filter(|&&l| l != NOT_LEADER)
            .ok_or((pc, String::from("internal: edge to a non-join point")))?
            as usize;
        let changed = match &mut self.states[li] {
            slot @ None => {
                *slot = Some(st.clone());
                true
            }
            Some(old) => {
                let mut changed = false;
                for (o, &t) in old.regs.iter_mut().zip(&st.regs) {
                    let m = merge(self.types, self.h, *o, t);
                    if m != *o {
                        *o = m;
                        changed = true;
                    }
                }
                if st.this_uninit && !old.this_uninit {
                    old.this_uninit = true;
                    changed = true;
                }
                changed
            }
        };
        if changed && !self.queued[li] {
            self.queued[li] = true;
            self.queue.push(Reverse(pc));
        }
        Ok(())
    }

    /// Simulates the block starting at join point `start` up to the next join point or
    /// the end of straight-line flow. With `rec`, records GC points instead of
    /// propagating. Returns the number of instructions walked.
    fn block(&mut self, start: u32, mut rec: Option<&mut RegisterMap>) -> Result<u32, Fail> {
        let li = self.leader[start as usize] as usize;
        let mut st = match &self.states[li] {
            Some(s) => s.clone(),
            None => return Ok(0),
        };
        let insns = &self.code.insns[..];
        let mut result = NO_RESULT;
        let mut pc = start as usize;
        let mut walked = 0;
        loop {
            let i = insn::decode(insns, pc).map_err(|e| (pc as u32, format!("{}", e)))?;
            let f = self.flags.get(pc).copied().unwrap_or(0);
            walked += 1;
            if let Some(m) = rec.as_deref_mut() {
                if f & GC != 0 {
                    m.push(pc as u32, st.regs.iter().map(|t| t.is_reference()));
                }
            }
            let info = i.info();
            let pre = (rec.is_none() && f & IN_TRY != 0 && info.can_throw()).then(|| st.clone());
            // A call of a method no known type declares always throws NoSuchMethodError:
            // only its exception edges go on (ART's soft failure; the dead rest of the
            // path is not type-checked).
            let throws_only = self.calls_missing_method(&i);
            if !throws_only {
                result = self.exec(pc as u32, &i, &mut st, result)?;
            }
            if rec.is_none() {
                if let Some(pre) = pre {
                    if let Some(t) = structural::try_at(self.code, pc as u32) {
                        let handlers: Vec<u32> = t
                            .handlers
                            .pairs
                            .iter()
                            .map(|p| p.1)
                            .chain(t.handlers.catch_all)
                            .collect();
                        for h in handlers {
                            self.merge_into(h, &pre)?;
                        }
                    }
                }
                if info.can_branch() {
                    let t = i64::from(pc as u32) + i64::from(i.offset);
                    self.merge_into(t as u32, &st)?;
                }
                if info.is_switch() {
                    for t in self.switch_targets(pc, &i)? {
                        self.merge_into(t, &st)?;
                    }
                }
            }
            if !info.can_continue() || throws_only {
                break;
            }
            let next = pc + i.size as usize;
            if next >= insns.len() {
                return Err((
                    pc as u32,
                    String::from("execution can fall off the end of the code"),
                ));
            }
            if self.flags[next] & structural::START == 0 {
                return Err((
                    pc as u32,
                    String::from("execution falls through into a payload table"),
                ));
            }
            if self.leader[next] != NOT_LEADER {
                if rec.is_none() {
                    self.merge_into(next as u32, &st)?;
                }
                break;
            }
            pc = next;
        }
        Ok(walked)
    }

    /// Whether `i` invokes, through a method reference, a method the hierarchy knows no
    /// declaration of.
    fn calls_missing_method(&self, i: &Insn) -> bool {
        let info = insn::info(i.opcode);
        if !(info.is_invoke() && info.index == insn::IndexKind::Method) {
            return false;
        }
        let dex = self.ctx.dex;
        let Some(m) = dex.method_id(i.index) else {
            return false;
        };
        // Most calls name a method their class declares in this same file: an index
        // comparison answers them without building any name or signature.
        let declared_here = dex
            .type_descriptor(m.class_idx)
            .and_then(|d| dex.find_class(d))
            .is_some_and(|def| {
                dex.class_data(def).is_ok_and(|cd| {
                    cd.direct_methods
                        .iter()
                        .chain(&cd.virtual_methods)
                        .any(|e| e.method_idx == i.index)
                })
            });
        if declared_here {
            return false;
        }
        let (Some(owner), Some(name), Some(sig)) = (
            dex.type_descriptor(m.class_idx),
            dex.method_name(i.index),
            dex.proto_signature(m.proto_idx),
        ) else {
            return false;
        };
        self.h.has_method(owner, name, &sig) == Some(false)
    }

    fn switch_targets(&self, pc: usize, i: &Insn) -> Result<Vec<u32>, Fail> {
        let insns = &self.code.insns[..];
        let tp = (pc as i64 + i64::from(i.offset)) as usize;
        let bad = |e: insn::DecodeError| (pc as u32, format!("{}", e));
        let rels: Vec<i32> = if i.opcode == op::PACKED_SWITCH {
            insn::packed_switch(insns, tp)
                .map_err(bad)?
                .iter()
                .map(|x| x.1)
                .collect()
        } else {
            insn::sparse_switch(insns, tp)
                .map_err(bad)?
                .iter()
                .map(|x| x.1)
                .collect()
        };
        Ok(rels
            .into_iter()
            .map(|r| (pc as i64 + i64::from(r)) as u32)
            .collect())
    }

    // ------------------------------------------------------------ register access

    fn get(&self, pc: u32, st: &State, r: u32) -> Result<RegType, Fail> {
        st.regs
            .get(r as usize)
            .copied()
            .ok_or_else(|| (pc, format!("register v{} out of range", r)))
    }

    fn set(&self, pc: u32, st: &mut State, r: u32, t: RegType) -> Result<(), Fail> {
        *st.regs
            .get_mut(r as usize)
            .ok_or_else(|| (pc, format!("register v{} out of range", r)))? = t;
        Ok(())
    }

    fn set_wide(
        &self,
        pc: u32,
        st: &mut State,
        r: u32,
        lo: RegType,
        hi: RegType,
    ) -> Result<(), Fail> {
        self.set(pc, st, r, lo)?;
        self.set(pc, st, r + 1, hi)
    }

    fn mismatch(&self, pc: u32, r: u32, t: RegType, expected: &str) -> Fail {
        (
            pc,
            format!(
                "register v{} holds {}, expected {}",
                r,
                self.types.describe(t),
                expected
            ),
        )
    }

    fn rd_int(&self, pc: u32, st: &State, r: u32) -> Result<(), Fail> {
        let t = self.get(pc, st, r)?;
        if t.is_int_like() {
            Ok(())
        } else {
            Err(self.mismatch(pc, r, t, "int"))
        }
    }

    fn rd_float(&self, pc: u32, st: &State, r: u32) -> Result<(), Fail> {
        let t = self.get(pc, st, r)?;
        if t.is_float_like() {
            Ok(())
        } else {
            Err(self.mismatch(pc, r, t, "float"))
        }
    }

    fn rd_cat1(&self, pc: u32, st: &State, r: u32) -> Result<RegType, Fail> {
        let t = self.get(pc, st, r)?;
        if t.is_int_like() || t.is_float_like() {
            Ok(t)
        } else {
            Err(self.mismatch(pc, r, t, "a 32-bit primitive"))
        }
    }

    fn rd_wide(&self, pc: u32, st: &State, r: u32, double: bool) -> Result<(), Fail> {
        use RegType::*;
        let (lo, hi) = (self.get(pc, st, r)?, self.get(pc, st, r + 1)?);
        let name = if double { "double" } else { "long" };
        let lo_ok = matches!(
            (lo, double),
            (ConstLo, _) | (LongLo, false) | (DoubleLo, true)
        );
        let hi_ok = matches!(
            (hi, double),
            (ConstHi, _) | (LongHi, false) | (DoubleHi, true)
        );
        if !lo_ok {
            let what = if lo.is_hi() {
                format!("the low half of a {} (v{} is a high half)", name, r)
            } else {
                String::from(name)
            };
            return Err(self.mismatch(pc, r, lo, &what));
        }
        if !hi_ok {
            return Err(self.mismatch(pc, r + 1, hi, &format!("the high half of a {}", name)));
        }
        Ok(())
    }

    fn rd_wide_any(&self, pc: u32, st: &State, r: u32) -> Result<(RegType, RegType), Fail> {
        use RegType::*;
        let (lo, hi) = (self.get(pc, st, r)?, self.get(pc, st, r + 1)?);
        match (lo, hi) {
            (ConstLo | LongLo, ConstHi | LongHi) | (ConstLo | DoubleLo, ConstHi | DoubleHi) => {
                Ok((lo, hi))
            }
            _ if !lo.is_lo() => Err(self.mismatch(pc, r, lo, "a long or double")),
            _ => Err(self.mismatch(pc, r + 1, hi, "the high half of a long or double")),
        }
    }

    /// Reads an initialized reference: `None` for null, `Some(ANY_REF)` when unresolved.
    fn rd_ref(&self, pc: u32, st: &State, r: u32) -> Result<Option<TypeId>, Fail> {
        match self.get(pc, st, r)? {
            RegType::Zero => Ok(None),
            RegType::Ref(id) => Ok(Some(id)),
            t => Err(self.mismatch(pc, r, t, "an initialized reference")),
        }
    }

    /// A reference in `r` must be assignable to `to` (unknown classes pass).
    fn rd_ref_to(&mut self, pc: u32, st: &State, r: u32, to: &str) -> Result<(), Fail> {
        if let Some(id) = self.rd_ref(pc, st, r)? {
            let to_id = self.types.intern(to);
            if self.types.assignable(self.h, id, to_id) == Some(false) {
                return Err((
                    pc,
                    format!(
                        "register v{} holds {}, not assignable to {}",
                        r,
                        self.types.describe(RegType::Ref(id)),
                        to
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Reads a value of declared type `desc` from `r` (and `r+1` if wide).
    fn rd_value(&mut self, pc: u32, st: &State, r: u32, desc: &str) -> Result<(), Fail> {
        match kind_of(desc) {
            Some(Kind::Int(_)) => self.rd_int(pc, st, r),
            Some(Kind::Float) => self.rd_float(pc, st, r),
            Some(Kind::Long) => self.rd_wide(pc, st, r, false),
            Some(Kind::Double) => self.rd_wide(pc, st, r, true),
            Some(Kind::Ref) => self.rd_ref_to(pc, st, r, desc),
            _ => Err((pc, format!("malformed value type {}", desc))),
        }
    }

    /// Register type(s) of a value of declared type `desc`.
    fn value_type(&mut self, pc: u32, desc: &str) -> Result<Result2, Fail> {
        match kind_of(desc) {
            Some(Kind::Ref) => Ok((RegType::Ref(self.types.intern(desc)), None)),
            Some(Kind::Void) => Ok(NO_RESULT),
            Some(k) => Ok(types::prim_type(k)),
            None => Err((pc, format!("malformed value type {}", desc))),
        }
    }

    fn write(&self, pc: u32, st: &mut State, r: u32, v: Result2) -> Result<(), Fail> {
        match v.1 {
            Some(hi) => self.set_wide(pc, st, r, v.0, hi),
            None => self.set(pc, st, r, v.0),
        }
    }

    fn rd_p(&self, pc: u32, st: &State, r: u32, p: P) -> Result<(), Fail> {
        match p {
            P::I => self.rd_int(pc, st, r),
            P::F => self.rd_float(pc, st, r),
            P::J => self.rd_wide(pc, st, r, false),
            P::D => self.rd_wide(pc, st, r, true),
        }
    }

    fn wr_p(&self, pc: u32, st: &mut State, r: u32, p: P) -> Result<(), Fail> {
        use RegType::*;
        match p {
            P::I => self.set(pc, st, r, Int),
            P::F => self.set(pc, st, r, Float),
            P::J => self.set_wide(pc, st, r, LongLo, LongHi),
            P::D => self.set_wide(pc, st, r, DoubleLo, DoubleHi),
        }
    }

    fn type_desc(&self, pc: u32, idx: u32) -> Result<&'a str, Fail> {
        self.ctx
            .dex
            .type_descriptor(idx)
            .ok_or((pc, format!("type index {} out of range", idx)))
    }

    fn type_ref(&mut self, pc: u32, idx: u32) -> Result<TypeId, Fail> {
        self.types
            .of_idx(self.ctx.dex, idx)
            .ok_or((pc, format!("type index {} out of range", idx)))
    }

    // ------------------------------------------------------------ instructions

    fn exec(
        &mut self,
        pc: u32,
        i: &Insn,
        st: &mut State,
        result: Result2,
    ) -> Result<Result2, Fail> {
        use RegType::*;
        let (a, b, c) = (i.a, i.b, i.c);
        let name = i.name();
        match i.opcode {
            op::NOP | op::GOTO..=op::GOTO_32 => {}
            op::MOVE..=op::MOVE_16 => {
                let t = self.rd_cat1(pc, st, b)?;
                self.set(pc, st, a, t)?;
            }
            op::MOVE_WIDE..=op::MOVE_WIDE_16 => {
                let (lo, hi) = self.rd_wide_any(pc, st, b)?;
                self.set_wide(pc, st, a, lo, hi)?;
            }
            op::MOVE_OBJECT..=op::MOVE_OBJECT_16 => {
                let t = self.get(pc, st, b)?;
                if !matches!(t, Zero | Ref(_) | Uninit(..) | UninitThis(_)) {
                    return Err(self.mismatch(pc, b, t, "a reference"));
                }
                self.set(pc, st, a, t)?;
            }
            op::MOVE_RESULT..=op::MOVE_RESULT_OBJECT => {
                let ok = match (i.opcode, result) {
                    (_, (Conflict, None)) => {
                        return Err((
                            pc,
                            format!("{} without a result (void or no invoke before it)", name),
                        ))
                    }
                    (op::MOVE_RESULT, (Int | Float, None)) => true,
                    (op::MOVE_RESULT_WIDE, (lo, Some(_))) => lo.is_lo(),
                    (op::MOVE_RESULT_OBJECT, (Ref(_), None)) => true,
                    _ => false,
                };
                if !ok {
                    return Err((
                        pc,
                        format!(
                            "{} of a result that is {}",
                            name,
                            self.types.describe(result.0)
                        ),
                    ));
                }
                self.write(pc, st, a, result)?;
            }
            op::MOVE_EXCEPTION => {
                let ty = *self
                    .handler_type
                    .get(&pc)
                    .ok_or((pc, String::from("move-exception outside a handler")))?;
                self.set(pc, st, a, Ref(ty))?;
            }
            op::RETURN_VOID => {
                if self.ret_desc != "V" {
                    return Err((
                        pc,
                        format!("return-void in a method returning {}", self.ret_desc),
                    ));
                }
                if self.is_init && st.this_uninit {
                    return Err((
                        pc,
                        String::from(
                            "constructor returns before calling a superclass or own <init> on this",
                        ),
                    ));
                }
            }
            op::RETURN..=op::RETURN_OBJECT => {
                let ok = matches!(
                    (i.opcode, kind_of(self.ret_desc)),
                    (op::RETURN, Some(Kind::Int(_) | Kind::Float))
                        | (op::RETURN_WIDE, Some(Kind::Long | Kind::Double))
                        | (op::RETURN_OBJECT, Some(Kind::Ref))
                );
                if !ok {
                    return Err((
                        pc,
                        format!("{} in a method returning {}", name, self.ret_desc),
                    ));
                }
                let d = self.ret_desc;
                self.rd_value(pc, st, a, d)?;
            }
            op::CONST_4..=op::CONST_HIGH16 => {
                self.set(pc, st, a, if i.literal == 0 { Zero } else { Const })?
            }
            op::CONST_WIDE_16..=op::CONST_WIDE_HIGH16 => {
                self.set_wide(pc, st, a, ConstLo, ConstHi)?
            }
            op::CONST_STRING | op::CONST_STRING_JUMBO => {
                let id = self.types.intern("Ljava/lang/String;");
                self.set(pc, st, a, Ref(id))?;
            }
            op::CONST_CLASS => {
                let id = self.types.intern("Ljava/lang/Class;");
                self.set(pc, st, a, Ref(id))?;
            }
            op::MONITOR_ENTER | op::MONITOR_EXIT => {
                self.rd_ref(pc, st, a)?;
            }
            op::CHECK_CAST => {
                self.rd_ref(pc, st, a)?;
                let id = self.type_ref(pc, i.index)?;
                self.set(pc, st, a, Ref(id))?;
            }
            op::INSTANCE_OF => {
                self.rd_ref(pc, st, b)?;
                self.set(pc, st, a, Int)?;
            }
            op::ARRAY_LENGTH => {
                if let Some(id) = self.rd_ref(pc, st, b)? {
                    if id != ANY_REF && !self.types.name(id).starts_with('[') {
                        return Err(self.mismatch(pc, b, Ref(id), "an array"));
                    }
                }
                self.set(pc, st, a, Int)?;
            }
            op::NEW_INSTANCE => {
                let id = self.type_ref(pc, i.index)?;
                // Re-executing a new-instance (a loop) leaves older copies unusable.
                for r in st.regs.iter_mut() {
                    if matches!(*r, Uninit(_, p) if p == pc) {
                        *r = Conflict;
                    }
                }
                self.set(pc, st, a, Uninit(id, pc))?;
            }
            op::NEW_ARRAY => {
                self.rd_int(pc, st, b)?;
                let id = self.type_ref(pc, i.index)?;
                self.set(pc, st, a, Ref(id))?;
            }
            op::FILLED_NEW_ARRAY | op::FILLED_NEW_ARRAY_RANGE => {
                let desc = self.type_desc(pc, i.index)?;
                let elem = desc.get(1..).unwrap_or("");
                // As ART's VerifyNewArray: each register holds a value of the component
                // type (a wide one in a pair). Components other than int and references
                // pass here and fail when executed, as on ART.
                for k in 0..i.arg_count() {
                    let r = i.arg(k).unwrap_or(u32::MAX);
                    self.rd_value(pc, st, r, elem)?;
                }
                let id = self.type_ref(pc, i.index)?;
                return Ok((Ref(id), None));
            }
            op::FILL_ARRAY_DATA => {
                let arr = self.rd_ref(pc, st, a)?;
                if let Some(id) = arr.filter(|&id| id != ANY_REF) {
                    let desc = self.types.name(id);
                    let width = match desc {
                        "[Z" | "[B" => 1,
                        "[S" | "[C" => 2,
                        "[I" | "[F" => 4,
                        "[J" | "[D" => 8,
                        _ => {
                            return Err(self.mismatch(pc, a, Ref(id), "an array of primitives"));
                        }
                    };
                    let tp = (i64::from(pc) + i64::from(i.offset)) as usize;
                    let data = insn::array_data(&self.code.insns, tp)
                        .map_err(|e| (pc, format!("{}", e)))?;
                    if data.element_width != width {
                        return Err((
                            pc,
                            format!(
                                "fill-array-data of {} with {}-byte elements",
                                desc, data.element_width
                            ),
                        ));
                    }
                }
            }
            op::THROW => self.rd_ref_to(pc, st, a, types::THROWABLE)?,
            op::PACKED_SWITCH | op::SPARSE_SWITCH => self.rd_int(pc, st, a)?,
            op::CMPL_FLOAT | op::CMPG_FLOAT => {
                self.arith(pc, st, Some((a, P::I)), &[(b, P::F), (c, P::F)])?
            }
            op::CMPL_DOUBLE | op::CMPG_DOUBLE => {
                self.arith(pc, st, Some((a, P::I)), &[(b, P::D), (c, P::D)])?
            }
            op::CMP_LONG => self.arith(pc, st, Some((a, P::I)), &[(b, P::J), (c, P::J)])?,
            op::IF_EQ | op::IF_NE => {
                let (ta, tb) = (self.get(pc, st, a)?, self.get(pc, st, b)?);
                let refish = |t: RegType| matches!(t, Zero | Ref(_));
                if !((ta.is_int_like() && tb.is_int_like()) || (refish(ta) && refish(tb))) {
                    return Err((
                        pc,
                        format!(
                            "{} compares v{} ({}) with v{} ({}): need two ints or two references",
                            name,
                            a,
                            self.types.describe(ta),
                            b,
                            self.types.describe(tb)
                        ),
                    ));
                }
            }
            op::IF_LT..=op::IF_LE => self.arith(pc, st, None, &[(a, P::I), (b, P::I)])?,
            op::IF_EQZ | op::IF_NEZ => {
                let t = self.get(pc, st, a)?;
                if !(t.is_int_like() || matches!(t, Ref(_))) {
                    return Err(self.mismatch(pc, a, t, "an int or a reference"));
                }
            }
            op::IF_LTZ..=op::IF_LEZ => self.rd_int(pc, st, a)?,
            op::AGET..=op::AGET_SHORT => {
                let k = i.opcode - op::AGET;
                let arr = self.rd_ref(pc, st, b)?;
                self.rd_int(pc, st, c)?;
                let v = match self.array_elem(pc, b, k, arr, name)? {
                    Some(elem) => self.value_type(pc, &elem)?,
                    None => match k {
                        // Null or unresolved array: the interpreter checks at run time.
                        0 => (Const, None),
                        1 => (ConstLo, Some(ConstHi)),
                        2 => (if arr.is_some() { Ref(ANY_REF) } else { Zero }, None),
                        _ => (Int, None),
                    },
                };
                self.write(pc, st, a, v)?;
            }
            op::APUT..=op::APUT_SHORT => {
                let k = i.opcode - op::APUT;
                let arr = self.rd_ref(pc, st, b)?;
                self.rd_int(pc, st, c)?;
                match self.array_elem(pc, b, k, arr, name)? {
                    // Reference stores are checked by the interpreter (ArrayStoreException).
                    _ if k == 2 => {
                        self.rd_ref(pc, st, a)?;
                    }
                    Some(elem) => self.rd_value(pc, st, a, &elem)?,
                    None if k == 0 => {
                        self.rd_cat1(pc, st, a)?;
                    }
                    None if k == 1 => {
                        self.rd_wide_any(pc, st, a)?;
                    }
                    None => self.rd_int(pc, st, a)?,
                }
            }
            op::IGET..=op::SPUT_SHORT => self.field_op(pc, i, st)?,
            op::INVOKE_VIRTUAL..=op::INVOKE_INTERFACE
            | op::INVOKE_VIRTUAL_RANGE..=op::INVOKE_INTERFACE_RANGE
            | op::INVOKE_POLYMORPHIC..=op::INVOKE_CUSTOM_RANGE => return self.invoke(pc, i, st),
            op::NEG_INT..=op::INT_TO_SHORT => {
                use P::*;
                const UN: [(P, P); 21] = [
                    (I, I),
                    (I, I),
                    (J, J),
                    (J, J),
                    (F, F),
                    (D, D),
                    (I, J),
                    (I, F),
                    (I, D),
                    (J, I),
                    (J, F),
                    (J, D),
                    (F, I),
                    (F, J),
                    (F, D),
                    (D, I),
                    (D, J),
                    (D, F),
                    (I, I),
                    (I, I),
                    (I, I),
                ];
                let (s, d) = UN[usize::from(i.opcode - op::NEG_INT)];
                self.arith(pc, st, Some((a, d)), &[(b, s)])?;
            }
            op::ADD_INT..=op::REM_DOUBLE => {
                let (p, shift) = match i.opcode {
                    op::ADD_INT..=op::USHR_INT => (P::I, false),
                    op::ADD_LONG..=op::XOR_LONG => (P::J, false),
                    op::SHL_LONG..=op::USHR_LONG => (P::J, true),
                    op::ADD_FLOAT..=op::REM_FLOAT => (P::F, false),
                    _ => (P::D, false),
                };
                let pc2 = if shift { P::I } else { p };
                self.arith(pc, st, Some((a, p)), &[(b, p), (c, pc2)])?;
            }
            op::ADD_INT_2ADDR..=op::REM_DOUBLE_2ADDR => {
                let (p, shift) = match i.opcode {
                    op::ADD_INT_2ADDR..=op::USHR_INT_2ADDR => (P::I, false),
                    op::ADD_LONG_2ADDR..=op::XOR_LONG_2ADDR => (P::J, false),
                    op::SHL_LONG_2ADDR..=op::USHR_LONG_2ADDR => (P::J, true),
                    op::ADD_FLOAT_2ADDR..=op::REM_FLOAT_2ADDR => (P::F, false),
                    _ => (P::D, false),
                };
                let pb = if shift { P::I } else { p };
                self.arith(pc, st, Some((a, p)), &[(a, p), (b, pb)])?;
            }
            op::ADD_INT_LIT16..=op::USHR_INT_LIT8 => {
                self.arith(pc, st, Some((a, P::I)), &[(b, P::I)])?
            }
            op::CONST_METHOD_HANDLE => {
                let id = self.types.intern("Ljava/lang/invoke/MethodHandle;");
                self.set(pc, st, a, Ref(id))?;
            }
            op::CONST_METHOD_TYPE => {
                let id = self.types.intern("Ljava/lang/invoke/MethodType;");
                self.set(pc, st, a, Ref(id))?;
            }
            op => return Err((pc, format!("invalid opcode 0x{:02x}", op))),
        }
        Ok(NO_RESULT)
    }

    /// Reads all sources, then writes the destination (operands may overlap).
    fn arith(
        &self,
        pc: u32,
        st: &mut State,
        dst: Option<(u32, P)>,
        srcs: &[(u32, P)],
    ) -> Result<(), Fail> {
        for &(r, p) in srcs {
            self.rd_p(pc, st, r, p)?;
        }
        if let Some((r, p)) = dst {
            self.wr_p(pc, st, r, p)?;
        }
        Ok(())
    }

    /// Element descriptor of the array in `reg` for an aget/aput of kind `k`; `None` when
    /// the array is null or unresolved.
    fn array_elem(
        &self,
        pc: u32,
        reg: u32,
        k: u8,
        arr: Option<TypeId>,
        name: &str,
    ) -> Result<Option<String>, Fail> {
        let Some(id) = arr.filter(|&id| id != ANY_REF) else {
            return Ok(None);
        };
        let desc = self.types.name(id);
        let Some(elem) = desc.strip_prefix('[') else {
            return Err(self.mismatch(pc, reg, RegType::Ref(id), "an array"));
        };
        if !op_kind_ok(k, elem) {
            return Err((
                pc,
                format!("{} on an array of type {} (v{})", name, desc, reg),
            ));
        }
        Ok(Some(String::from(elem)))
    }

    fn field_op(&mut self, pc: u32, i: &Insn, st: &mut State) -> Result<(), Fail> {
        let dex = self.ctx.dex;
        let op = i.opcode;
        let (group, k) = ((op - op::IGET) / 7, (op - op::IGET) % 7);
        let is_static = group >= 2;
        let is_put = group % 2 == 1;
        let fid = dex
            .field_id(i.index)
            .ok_or((pc, format!("field index {} out of range", i.index)))?;
        let desc = self.type_desc(pc, fid.type_idx)?;
        let owner = self.type_desc(pc, fid.class_idx)?;
        if !op_kind_ok(k, desc) {
            return Err((
                pc,
                format!(
                    "{} on field {}.{}:{}",
                    i.name(),
                    owner,
                    dex.field_name(i.index).unwrap_or("?"),
                    desc
                ),
            ));
        }
        if !is_static {
            match self.get(pc, st, i.b)? {
                RegType::Zero => {}
                RegType::Ref(id) => {
                    let to = self.types.intern(owner);
                    if self.types.assignable(self.h, id, to) == Some(false) {
                        return Err(self.mismatch(pc, i.b, RegType::Ref(id), owner));
                    }
                }
                // Constructors may touch their own class's fields before super.<init>.
                RegType::UninitThis(id) if self.types.name(id) == owner => {}
                t => return Err(self.mismatch(pc, i.b, t, "an initialized object")),
            }
        }
        if is_put {
            self.rd_value(pc, st, i.a, desc)?;
        } else {
            let v = self.value_type(pc, desc)?;
            self.write(pc, st, i.a, v)?;
        }
        Ok(())
    }

    fn invoke(&mut self, pc: u32, i: &Insn, st: &mut State) -> Result<Result2, Fail> {
        use RegType::*;
        let dex = self.ctx.dex;
        let op = i.opcode;
        let name = i.name();
        let count = i.arg_count();
        let arg = |k: u32| i.arg(k).unwrap_or(u32::MAX);
        // (receiver?, proto, declaring class, method name)
        let (has_this, proto, owner, mname) = match op {
            op::INVOKE_POLYMORPHIC | op::INVOKE_POLYMORPHIC_RANGE => (
                true,
                dex.proto(i.index2)
                    .ok_or((pc, format!("proto index {} out of range", i.index2)))?,
                None,
                "",
            ),
            op::INVOKE_CUSTOM | op::INVOKE_CUSTOM_RANGE => {
                let cs = dex
                    .call_site(i.index)
                    .ok_or((pc, format!("call site {} out of range", i.index)))?;
                let p = match cs.values.get(2) {
                    Some(EncodedValue::MethodType(p)) => dex.proto(*p),
                    _ => None,
                }
                .ok_or((pc, format!("call site {} has no method type", i.index)))?;
                (false, p, None, "")
            }
            _ => {
                let m = dex
                    .method_id(i.index)
                    .ok_or((pc, format!("method index {} out of range", i.index)))?;
                let p = dex
                    .proto(m.proto_idx)
                    .ok_or((pc, String::from("method has a bad prototype")))?;
                let owner = self.type_desc(pc, m.class_idx)?;
                let is_static = matches!(op, op::INVOKE_STATIC | op::INVOKE_STATIC_RANGE);
                (
                    !is_static,
                    p,
                    Some(owner),
                    dex.method_name(i.index).unwrap_or(""),
                )
            }
        };
        let mut words = u32::from(has_this);
        let mut params: Vec<&str> = Vec::with_capacity(proto.parameters.len());
        for &p in proto.parameters {
            let d = self.type_desc(pc, p)?;
            words += match kind_of(d) {
                Some(Kind::Long | Kind::Double) => 2,
                Some(Kind::Void) | None => {
                    return Err((pc, format!("malformed parameter type {}", d)))
                }
                _ => 1,
            };
            params.push(d);
        }
        let sig = || {
            let mut s = String::from("(");
            for p in &params {
                s.push_str(p);
            }
            s.push(')');
            s.push_str(dex.type_descriptor(proto.return_type_idx).unwrap_or("?"));
            s
        };
        if words != count {
            return Err((
                pc,
                format!(
                    "{} passes {} argument registers but {}{} takes {}",
                    name,
                    count,
                    mname,
                    sig(),
                    words
                ),
            ));
        }
        // Receiver.
        let mut init_of: Option<RegType> = None;
        let mut k = 0;
        if has_this {
            let r = arg(0);
            let t = self.get(pc, st, r)?;
            if mname == "<init>" {
                let owner = owner.unwrap_or("");
                match t {
                    Uninit(id, _) => {
                        if self.types.name(id) != owner {
                            return Err((
                                pc,
                                format!("{}.<init> called on {}", owner, self.types.describe(t)),
                            ));
                        }
                    }
                    UninitThis(_) => {
                        if owner != self.ctx.class_name() && Some(owner) != self.super_desc {
                            return Err((
                                pc,
                                format!(
                                    "{}.<init> called on this: must be this class or its direct superclass",
                                    owner
                                ),
                            ));
                        }
                    }
                    _ => {
                        return Err(self.mismatch(
                            pc,
                            r,
                            t,
                            "an uninitialized reference for <init>",
                        ))
                    }
                }
                init_of = Some(t);
            } else if let (Some(owner), false) = (
                owner,
                op == op::INVOKE_INTERFACE || op == op::INVOKE_INTERFACE_RANGE,
            ) {
                self.rd_ref_to(pc, st, r, owner)?;
            } else {
                self.rd_ref(pc, st, r)?;
            }
            k = 1;
        }
        for d in &params {
            let r = arg(k);
            match kind_of(d) {
                Some(Kind::Long | Kind::Double) => {
                    if arg(k + 1) != r.wrapping_add(1) {
                        return Err((
                            pc,
                            format!(
                                "wide argument {} passed in non-adjacent registers v{}, v{}",
                                d,
                                r,
                                arg(k + 1)
                            ),
                        ));
                    }
                    self.rd_value(pc, st, r, d)?;
                    k += 2;
                }
                _ => {
                    self.rd_value(pc, st, r, d)?;
                    k += 1;
                }
            }
        }
        // Initialize every copy of the object <init> ran on.
        match init_of {
            Some(t @ Uninit(id, _)) => {
                for x in st.regs.iter_mut().filter(|x| **x == t) {
                    *x = Ref(id);
                }
            }
            Some(UninitThis(_)) => {
                let me = self.class_id;
                for x in st.regs.iter_mut() {
                    if matches!(x, UninitThis(_)) {
                        *x = Ref(me);
                    }
                }
                st.this_uninit = false;
            }
            _ => {}
        }
        let ret = self.type_desc(pc, proto.return_type_idx)?;
        self.value_type(pc, ret)
    }
}
