//! Disassembler whose output matches `dexdump -d` (AOSP dexdump as shipped in Debian's
//! dexdump 11) byte for byte: class headers, fields with static values, method headers,
//! the instruction listing with its hex column, catches, positions and locals, then
//! method handles and call sites. Operand syntax follows dexdump, which follows the
//! "Dalvik executable instruction formats" page. Output is bytes, not `str`, because
//! dexdump prints string constants as their raw MUTF-8 bytes.

use super::insn::{self, op, Format, IndexKind, Insn, PayloadKind};
use super::reader::Reader;
use super::{ClassDef, CodeItem, DexFile, EncodedField, EncodedMethod, EncodedValue, NO_INDEX};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

/// Where disassembly goes: a `Vec<u8>` or (on the host) a buffered stdout.
pub trait Sink {
    fn put(&mut self, bytes: &[u8]);
}

impl Sink for Vec<u8> {
    fn put(&mut self, bytes: &[u8]) {
        self.extend_from_slice(bytes);
    }
}

/// Byte buffer with `fmt::Write`, so `write!` and raw MUTF-8 can be mixed.
struct Buf(Vec<u8>);

impl Write for Buf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

impl Buf {
    fn raw(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
    fn s(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }
}

/// C `printf("%g")` of a double (precision 6, trailing zeros removed), as glibc prints
/// it: dexdump uses it for float/double literals and values.
pub fn format_g(v: f64) -> String {
    if v.is_nan() {
        return String::from(if v.is_sign_negative() { "-nan" } else { "nan" });
    }
    if v.is_infinite() {
        return String::from(if v < 0.0 { "-inf" } else { "inf" });
    }
    if v == 0.0 {
        return String::from(if v.is_sign_negative() { "-0" } else { "0" });
    }
    // The exponent after rounding to 6 significant digits decides the style.
    let e = alloc::format!("{:.5e}", v);
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let x: i32 = exp.parse().unwrap_or(0);
    if !(-4..6).contains(&x) {
        let m = strip_zeros(mant);
        let sign = if x < 0 { '-' } else { '+' };
        alloc::format!("{}e{}{:02}", m, sign, x.unsigned_abs())
    } else {
        let f = alloc::format!("{:.*}", (5 - x) as usize, v);
        String::from(strip_zeros(&f))
    }
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

const CLASS_FLAGS: [&str; 18] = [
    "PUBLIC",
    "PRIVATE",
    "PROTECTED",
    "STATIC",
    "FINAL",
    "?",
    "?",
    "?",
    "?",
    "INTERFACE",
    "ABSTRACT",
    "?",
    "SYNTHETIC",
    "ANNOTATION",
    "ENUM",
    "?",
    "VERIFIED",
    "OPTIMIZED",
];
const METHOD_FLAGS: [&str; 18] = [
    "PUBLIC",
    "PRIVATE",
    "PROTECTED",
    "STATIC",
    "FINAL",
    "SYNCHRONIZED",
    "BRIDGE",
    "VARARGS",
    "NATIVE",
    "?",
    "ABSTRACT",
    "STRICT",
    "SYNTHETIC",
    "?",
    "?",
    "MIRANDA",
    "CONSTRUCTOR",
    "DECLARED_SYNCHRONIZED",
];
const FIELD_FLAGS: [&str; 18] = [
    "PUBLIC",
    "PRIVATE",
    "PROTECTED",
    "STATIC",
    "FINAL",
    "?",
    "VOLATILE",
    "TRANSIENT",
    "?",
    "?",
    "?",
    "?",
    "SYNTHETIC",
    "?",
    "ENUM",
    "?",
    "?",
    "?",
];

/// Human-readable access flags, dexdump style (`"PUBLIC STATIC"`).
pub fn access_string(flags: u32, table: &[&str; 18]) -> String {
    let mut s = String::new();
    for (i, name) in table.iter().enumerate() {
        if flags & (1 << i) != 0 {
            if !s.is_empty() {
                s.push(' ');
            }
            s.push_str(name);
        }
    }
    s
}

/// `Ljava/lang/String;` -> `java.lang.String`, `[I` -> `int[]` (dexdump's descriptorToDot).
pub fn descriptor_to_dot(desc: &str) -> String {
    let b = desc.as_bytes();
    let depth = b
        .iter()
        .take(b.len().saturating_sub(1))
        .take_while(|&&c| c == b'[')
        .count();
    let rest = &desc[depth..];
    let mut out = if rest.len() == 1 {
        String::from(match rest.as_bytes()[0] {
            b'B' => "byte",
            b'C' => "char",
            b'D' => "double",
            b'F' => "float",
            b'I' => "int",
            b'J' => "long",
            b'S' => "short",
            b'V' => "void",
            b'Z' => "boolean",
            _ => "UNKNOWN",
        })
    } else {
        let inner = if rest.len() >= 2 && rest.starts_with('L') && rest.ends_with(';') {
            &rest[1..rest.len() - 1]
        } else {
            rest
        };
        inner.replace('/', ".")
    };
    for _ in 0..depth {
        out.push_str("[]");
    }
    out
}

fn dexdump_name(op: u8) -> &'static str {
    let info = insn::info(op);
    info.odex.map_or(info.name, |(n, _)| n)
}

/// Decodes like [`insn::decode`] but with dexdump's view of the optimized opcodes.
fn decode_dexdump(insns: &[u16], pc: usize) -> Result<Insn, insn::DecodeError> {
    let op = insns.get(pc).map_or(0, |u| (u & 0xff) as u8);
    match insn::info(op).odex {
        Some((_, f)) => insn::decode_as(insns, pc, f),
        None => insn::decode(insns, pc),
    }
}

struct Dumper<'a> {
    dex: &'a DexFile,
    out: Buf,
}

impl<'a> Dumper<'a> {
    fn str_bytes(&self, idx: u32) -> &'a [u8] {
        self.dex.string_mutf8(idx).unwrap_or(b"")
    }
    fn ty(&self, idx: u32) -> &'a str {
        self.dex.type_descriptor(idx).unwrap_or("")
    }
    fn sig(&self, proto: u32) -> String {
        self.dex.proto_signature(proto).unwrap_or_default()
    }

    /// The operand text for an index (dexdump's indexString).
    fn index_string(&mut self, i: &Insn) {
        let width = if i.format == Format::F31c { 8 } else { 4 };
        let index = i.index;
        let dex = self.dex;
        let h = dex.header();
        match i.info().index {
            IndexKind::None => self.out.s("<no-index>"),
            IndexKind::Unknown => self.out.s("<unknown-index>"),
            IndexKind::Type => {
                if index < h.type_ids_size {
                    let _ = write!(
                        self.out,
                        "{} // type@{:0w$x}",
                        self.ty(index),
                        index,
                        w = width
                    );
                } else {
                    let _ = write!(self.out, "<type?> // type@{:0w$x}", index, w = width);
                }
            }
            IndexKind::String => {
                if index < h.string_ids_size {
                    self.out.s("\"");
                    self.out.raw(self.str_bytes(index));
                    let _ = write!(self.out, "\" // string@{:0w$x}", index, w = width);
                } else {
                    let _ = write!(self.out, "<string?> // string@{:0w$x}", index, w = width);
                }
            }
            IndexKind::Method => match dex.method_id(index) {
                Some(m) => {
                    self.out.s(self.ty(m.class_idx));
                    self.out.s(".");
                    self.out.raw(self.str_bytes(m.name_idx));
                    let _ = write!(
                        self.out,
                        ":{} // method@{:0w$x}",
                        self.sig(m.proto_idx),
                        index,
                        w = width
                    );
                }
                None => {
                    let _ = write!(self.out, "<method?> // method@{:0w$x}", index, w = width);
                }
            },
            IndexKind::Field => match dex.field_id(index) {
                Some(f) => {
                    self.out.s(self.ty(f.class_idx));
                    self.out.s(".");
                    self.out.raw(self.str_bytes(f.name_idx));
                    let _ = write!(
                        self.out,
                        ":{} // field@{:0w$x}",
                        self.ty(f.type_idx),
                        index,
                        w = width
                    );
                }
                None => {
                    let _ = write!(self.out, "<field?> // field@{:0w$x}", index, w = width);
                }
            },
            IndexKind::MethodAndProto => {
                // dexdump truncates the proto index to 16 bits.
                let proto = i.index2 & 0xffff;
                match dex.method_id(index) {
                    Some(m) => {
                        self.out.s(self.ty(m.class_idx));
                        self.out.s(".");
                        self.out.raw(self.str_bytes(m.name_idx));
                        let _ = write!(self.out, ":{}", self.sig(m.proto_idx));
                    }
                    None => self.out.s("<method?>"),
                }
                self.out.s(", ");
                if proto < h.proto_ids_size {
                    let s = self.sig(proto);
                    self.out.s(&s);
                } else {
                    self.out.s("<proto?>");
                }
                let _ = write!(
                    self.out,
                    " // method@{:0w$x}, proto@{:0w$x}",
                    index,
                    proto,
                    w = width
                );
            }
            IndexKind::CallSite => {
                let _ = write!(self.out, "call_site@{:0w$x}", index, w = width);
            }
            IndexKind::MethodHandle => {
                let _ = write!(self.out, "method_handle@{:0w$x}", index, w = width);
            }
            IndexKind::Proto => {
                if index < h.proto_ids_size {
                    let _ = write!(
                        self.out,
                        "{} // proto@{:0w$x}",
                        self.sig(index),
                        index,
                        w = width
                    );
                } else {
                    let _ = write!(self.out, "<?> // proto@{:0w$x}", index, w = width);
                }
            }
        }
    }

    fn branch(&mut self, pc: u32, targ: i32) {
        let t = (pc as i32).wrapping_add(targ) as u32;
        let sign = if targ < 0 { '-' } else { '+' };
        let _ = write!(self.out, "{:04x} // {}{:04x}", t, sign, targ.unsigned_abs());
    }

    fn instruction(&mut self, code: &CodeItem, pc: u32, i: &Insn) {
        let _ = write!(self.out, "{:06x}:", code.offset + 0x10 + pc * 2);
        for k in 0..8u32 {
            if k < i.size {
                if k == 7 {
                    self.out.s(" ... ");
                } else {
                    let u = code.insns.get((pc + k) as usize).copied().unwrap_or(0);
                    let _ = write!(self.out, " {:02x}{:02x}", u & 0xff, u >> 8);
                }
            } else {
                self.out.s("     ");
            }
        }
        if i.opcode == 0 {
            let _ = match i.payload {
                PayloadKind::PackedSwitch => write!(
                    self.out,
                    "|{:04x}: packed-switch-data ({} units)",
                    pc, i.size
                ),
                PayloadKind::SparseSwitch => write!(
                    self.out,
                    "|{:04x}: sparse-switch-data ({} units)",
                    pc, i.size
                ),
                PayloadKind::FillArrayData => {
                    write!(self.out, "|{:04x}: array-data ({} units)", pc, i.size)
                }
                PayloadKind::None => write!(self.out, "|{:04x}: nop // spacer", pc),
            };
            self.out.s("\n");
            return;
        }
        let _ = write!(self.out, "|{:04x}: {}", pc, dexdump_name(i.opcode));
        let o = &mut self.out;
        match i.format {
            Format::F10x => {}
            Format::F12x | Format::F22x | Format::F32x => {
                let _ = write!(o, " v{}, v{}", i.a, i.b);
            }
            Format::F11n => {
                let _ = write!(
                    o,
                    " v{}, #int {} // #{:x}",
                    i.a, i.literal as i32, i.literal as u8
                );
            }
            Format::F11x => {
                let _ = write!(o, " v{}", i.a);
            }
            Format::F10t | Format::F20t => {
                self.out.s(" ");
                self.branch(pc, i.offset);
            }
            Format::F21t => {
                let _ = write!(o, " v{}, ", i.a);
                self.branch(pc, i.offset);
            }
            Format::F21s => {
                let _ = write!(
                    o,
                    " v{}, #int {} // #{:x}",
                    i.a, i.literal as i32, i.literal as u16
                );
            }
            Format::F21h => {
                if i.opcode == op::CONST_HIGH16 {
                    let _ = write!(
                        o,
                        " v{}, #int {} // #{:x}",
                        i.a, i.literal as i32, i.b as u16
                    );
                } else {
                    let _ = write!(o, " v{}, #long {} // #{:x}", i.a, i.literal, i.b as u16);
                }
            }
            Format::F21c | Format::F31c => {
                let _ = write!(o, " v{}, ", i.a);
                self.index_string(i);
            }
            Format::F23x => {
                let _ = write!(o, " v{}, v{}, v{}", i.a, i.b, i.c);
            }
            Format::F22b => {
                let _ = write!(
                    o,
                    " v{}, v{}, #int {} // #{:02x}",
                    i.a, i.b, i.literal as i32, i.literal as u8
                );
            }
            Format::F22t => {
                let _ = write!(o, " v{}, v{}, ", i.a, i.b);
                self.branch(pc, i.offset);
            }
            Format::F22s => {
                let _ = write!(
                    o,
                    " v{}, v{}, #int {} // #{:04x}",
                    i.a, i.b, i.literal as i32, i.literal as u16
                );
            }
            Format::F22c => {
                let _ = write!(o, " v{}, v{}, ", i.a, i.b);
                self.index_string(i);
            }
            Format::F30t => {
                let _ = write!(o, " #{:08x}", i.offset as u32);
            }
            Format::F31i => {
                let _ = write!(
                    o,
                    " v{}, #float {} // #{:08x}",
                    i.a,
                    format_g(f64::from(f32::from_bits(i.b))),
                    i.b
                );
            }
            Format::F31t => {
                let _ = write!(
                    o,
                    " v{}, {:08x} // +{:08x}",
                    i.a,
                    pc.wrapping_add(i.offset as u32),
                    i.offset as u32
                );
            }
            Format::F35c | Format::F45cc => {
                o.s(" {");
                for k in 0..i.arg_count() {
                    let _ = write!(
                        o,
                        "{}v{}",
                        if k == 0 { "" } else { ", " },
                        i.arg(k).unwrap_or(0)
                    );
                }
                o.s("}, ");
                self.index_string(i);
            }
            Format::F3rc | Format::F4rcc => {
                o.s(" {");
                for k in 0..i.a {
                    let _ = write!(o, "{}v{}", if k == 0 { "" } else { ", " }, i.c + k);
                }
                o.s("}, ");
                self.index_string(i);
            }
            Format::F51l => {
                let _ = write!(
                    o,
                    " v{}, #double {} // #{:016x}",
                    i.a,
                    format_g(f64::from_bits(i.literal as u64)),
                    i.literal as u64
                );
            }
            Format::F22cs => {
                let _ = write!(o, " v{}, v{}, [obj+{:04x}]", i.a, i.b, i.index);
            }
            Format::F35ms | Format::F3rms => {
                o.s(" {");
                for k in 0..i.arg_count() {
                    let _ = write!(
                        o,
                        "{}v{}",
                        if k == 0 { "" } else { ", " },
                        i.arg(k).unwrap_or(0)
                    );
                }
                let _ = write!(o, "}}, [{:04x}] // vtable #{:04x}", i.index, i.index);
            }
            Format::F20bc | Format::F35mi | Format::F3rmi => {
                o.s(" ???");
            }
        }
        self.out.s("\n");
    }

    fn bytecodes(&mut self, m: &EncodedMethod, code: &CodeItem) {
        let dex = self.dex;
        let Some(mid) = dex.method_id(m.method_idx) else {
            return;
        };
        let _ = write!(
            self.out,
            "{:06x}:                                        |[{:06x}] ",
            m.code_off, m.code_off
        );
        let dot = descriptor_to_dot(self.ty(mid.class_idx));
        self.out.s(&dot);
        self.out.s(".");
        self.out.raw(self.str_bytes(mid.name_idx));
        let _ = writeln!(self.out, ":{}", self.sig(mid.proto_idx));
        let mut pc = 0usize;
        while pc < code.insns.len() {
            let Ok(i) = decode_dexdump(&code.insns, pc) else {
                break;
            };
            self.instruction(code, pc as u32, &i);
            pc += i.size as usize;
        }
    }

    fn catches(&mut self, code: &CodeItem) {
        if code.tries.is_empty() {
            self.out.s("      catches       : (none)\n");
            return;
        }
        let _ = writeln!(self.out, "      catches       : {}", code.tries.len());
        for t in &code.tries {
            let _ = writeln!(
                self.out,
                "        0x{:04x} - 0x{:04x}",
                t.start_addr,
                t.start_addr + u32::from(t.insn_count)
            );
            for &(ty, addr) in &t.handlers.pairs {
                let _ = writeln!(self.out, "          {} -> 0x{:04x}", self.ty(ty), addr);
            }
            if let Some(addr) = t.handlers.catch_all {
                let _ = writeln!(self.out, "          <any> -> 0x{:04x}", addr);
            }
        }
    }

    /// Local-variable table, replaying the debug_info state machine the way dexdump's
    /// library does (ranges are reported when a local ends or at the end of the method).
    fn locals(&mut self, m: &EncodedMethod, code: &CodeItem) {
        if code.debug_info_off == 0 {
            return;
        }
        let dex = self.dex;
        let Some(mid) = dex.method_id(m.method_idx) else {
            return;
        };
        let Some(proto) = dex.proto(mid.proto_idx) else {
            return;
        };
        #[derive(Clone, Copy)]
        struct Local {
            name: u32,
            desc_ty: u32,
            sig: u32,
            start: u32,
            live: bool,
        }
        let nregs = usize::from(code.registers_size);
        let mut regs: Vec<Local> = alloc::vec![Local { name: NO_INDEX, desc_ty: NO_INDEX, sig: NO_INDEX, start: 0, live: false }; nregs];
        let mut this_reg: Option<usize> = None;
        let mut arg_reg = usize::from(code.registers_size - code.ins_size);
        let is_static = m.access_flags & super::access::STATIC != 0;
        if !is_static {
            if arg_reg < nregs {
                this_reg = Some(arg_reg);
                regs[arg_reg] = Local {
                    name: NO_INDEX,
                    desc_ty: mid.class_idx,
                    sig: NO_INDEX,
                    start: 0,
                    live: true,
                };
            }
            arg_reg += 1;
        }
        let mut r = Reader::new(dex.bytes(), code.debug_info_off as usize);
        let Ok(_line) = r.uleb128("") else { return };
        let Ok(nparams) = r.uleb128("") else { return };
        if nparams as usize != proto.parameters.len() {
            return;
        }
        for &pty in proto.parameters {
            if arg_reg >= nregs {
                return;
            }
            let Ok(name) = r.uleb128p1("") else { return };
            regs[arg_reg] = Local {
                name,
                desc_ty: pty,
                sig: NO_INDEX,
                start: 0,
                live: true,
            };
            let d = self.ty(pty);
            arg_reg += if d.starts_with('D') || d.starts_with('J') {
                2
            } else {
                1
            };
        }
        let mut out = Buf(Vec::new());
        let emit = |out: &mut Buf, reg: usize, l: &Local, end: u32, is_this: bool| {
            let _ = write!(
                out,
                "        0x{:04x} - 0x{:04x} reg={} ",
                l.start, end, reg
            );
            if is_this {
                out.s("this");
            } else if l.name == NO_INDEX {
                out.s("(null)");
            } else {
                out.raw(self.str_bytes(l.name));
            }
            out.s(" ");
            match self.dex.type_descriptor(l.desc_ty) {
                Some(d) => out.s(d),
                None => out.s("(null)"),
            }
            out.s(" ");
            if l.sig != NO_INDEX {
                out.raw(self.str_bytes(l.sig));
            }
            out.s("\n");
        };
        let mut is_this: Vec<bool> = alloc::vec![false; nregs];
        if let Some(t) = this_reg {
            is_this[t] = true;
        }
        let mut address = 0u32;
        while let Ok(op) = r.u8("") {
            match op {
                0x00 => {
                    for reg in 0..nregs {
                        if regs[reg].live {
                            emit(
                                &mut out,
                                reg,
                                &regs[reg],
                                code.insns.len() as u32,
                                is_this[reg],
                            );
                        }
                    }
                    break;
                }
                0x01 => {
                    let Ok(d) = r.uleb128("") else { break };
                    address = address.wrapping_add(d);
                }
                0x02 => {
                    if r.sleb128("").is_err() {
                        break;
                    }
                }
                0x03 | 0x04 => {
                    let Ok(reg) = r.uleb128("") else { break };
                    let reg = reg as usize;
                    if reg >= nregs {
                        break;
                    }
                    let Ok(name) = r.uleb128p1("") else { break };
                    // dexdump's library stores the type index in 16 bits.
                    let Ok(ty) = r.uleb128p1("") else { break };
                    let ty = ty & 0xffff;
                    let mut sig = NO_INDEX;
                    if op == 0x04 {
                        let Ok(s) = r.uleb128p1("") else { break };
                        sig = s;
                    }
                    if regs[reg].live {
                        emit(&mut out, reg, &regs[reg], address, is_this[reg]);
                    }
                    let desc_ty = if ty == 0xffff { NO_INDEX } else { ty };
                    regs[reg] = Local {
                        name,
                        desc_ty,
                        sig,
                        start: address,
                        live: true,
                    };
                    is_this[reg] = false;
                }
                0x05 => {
                    let Ok(reg) = r.uleb128("") else { break };
                    let reg = reg as usize;
                    if reg >= nregs {
                        break;
                    }
                    if regs[reg].live {
                        emit(&mut out, reg, &regs[reg], address, is_this[reg]);
                        regs[reg].live = false;
                    }
                }
                0x06 => {
                    let Ok(reg) = r.uleb128("") else { break };
                    let reg = reg as usize;
                    if reg >= nregs {
                        break;
                    }
                    if !regs[reg].live {
                        regs[reg].start = address;
                        regs[reg].live = true;
                    }
                }
                0x07 | 0x08 => {}
                0x09 => {
                    if r.uleb128p1("").is_err() {
                        break;
                    }
                }
                _ => address = address.wrapping_add(u32::from(op - 0x0a) / 15),
            }
        }
        self.out.raw(&out.0);
    }

    fn code(&mut self, m: &EncodedMethod, code: &CodeItem) {
        let _ = writeln!(self.out, "      registers     : {}", code.registers_size);
        let _ = writeln!(self.out, "      ins           : {}", code.ins_size);
        let _ = writeln!(self.out, "      outs          : {}", code.outs_size);
        let _ = writeln!(
            self.out,
            "      insns size    : {} 16-bit code units",
            code.insns.len()
        );
        self.bytecodes(m, code);
        self.catches(code);
        self.out.s("      positions     : \n");
        for p in &code.positions {
            let _ = writeln!(
                self.out,
                "        0x{:04x} line={}",
                p.address, p.line as i32
            );
        }
        self.out.s("      locals        : \n");
        self.locals(m, code);
    }

    fn method(&mut self, m: &EncodedMethod, i: usize) {
        let dex = self.dex;
        let Some(mid) = dex.method_id(m.method_idx) else {
            return;
        };
        let _ = writeln!(
            self.out,
            "    #{}              : (in {})",
            i,
            self.ty(mid.class_idx)
        );
        self.out.s("      name          : '");
        self.out.raw(self.str_bytes(mid.name_idx));
        let _ = writeln!(self.out, "'");
        let _ = writeln!(
            self.out,
            "      type          : '{}'",
            self.sig(mid.proto_idx)
        );
        let _ = writeln!(
            self.out,
            "      access        : 0x{:04x} ({})",
            m.access_flags,
            access_string(m.access_flags, &METHOD_FLAGS)
        );
        // The file was checked at load, so its code decodes.
        match (m.code_off, self.dex.code_item(m.code_off)) {
            (0, _) | (_, Err(_)) => self.out.s("      code          : (none)\n"),
            (_, Ok(code)) => {
                self.out.s("      code          -\n");
                self.code(m, &code);
            }
        }
        self.out.s("\n");
    }

    fn field(&mut self, f: &EncodedField, i: usize, value: Option<&EncodedValue>) {
        let dex = self.dex;
        let Some(fid) = dex.field_id(f.field_idx) else {
            return;
        };
        let _ = writeln!(
            self.out,
            "    #{}              : (in {})",
            i,
            self.ty(fid.class_idx)
        );
        self.out.s("      name          : '");
        self.out.raw(self.str_bytes(fid.name_idx));
        self.out.s("'\n");
        let _ = writeln!(
            self.out,
            "      type          : '{}'",
            self.ty(fid.type_idx)
        );
        let _ = writeln!(
            self.out,
            "      access        : 0x{:04x} ({})",
            f.access_flags,
            access_string(f.access_flags, &FIELD_FLAGS)
        );
        if let Some(v) = value {
            self.out.s("      value         : ");
            self.value(v);
            self.out.s("\n");
        }
    }

    fn escaped(&mut self, idx: u32) {
        self.out.s("\"");
        for &b in self.str_bytes(idx) {
            match b {
                b'\\' => self.out.s("\\\\"),
                b'"' => self.out.s("\\\""),
                b'\t' => self.out.s("\\t"),
                b'\n' => self.out.s("\\n"),
                b'\r' => self.out.s("\\r"),
                _ => self.out.raw(&[b]),
            }
        }
        self.out.s("\"");
    }

    fn value(&mut self, v: &EncodedValue) {
        let dex = self.dex;
        let _ = match v {
            EncodedValue::Byte(x) => write!(self.out, "{}", x),
            EncodedValue::Short(x) => write!(self.out, "{}", x),
            EncodedValue::Char(x) => write!(self.out, "{}", x),
            EncodedValue::Int(x) => write!(self.out, "{}", x),
            EncodedValue::Long(x) => write!(self.out, "{}", x),
            EncodedValue::Float(x) => write!(self.out, "{}", format_g(f64::from(*x))),
            EncodedValue::Double(x) => write!(self.out, "{}", format_g(*x)),
            EncodedValue::String(s) => {
                self.escaped(*s);
                Ok(())
            }
            EncodedValue::Type(t) => write!(self.out, "{}", self.ty(*t)),
            EncodedValue::Field(f) | EncodedValue::Enum(f) => {
                let n = dex.field_id(*f).map(|f| f.name_idx).unwrap_or(NO_INDEX);
                self.out.raw(self.str_bytes(n));
                Ok(())
            }
            EncodedValue::Method(m) => {
                let n = dex.method_id(*m).map(|m| m.name_idx).unwrap_or(NO_INDEX);
                self.out.raw(self.str_bytes(n));
                Ok(())
            }
            EncodedValue::Array(items) => {
                self.out.s("{");
                for it in items {
                    self.out.s(" ");
                    self.value(it);
                }
                self.out.s(" }");
                Ok(())
            }
            EncodedValue::Annotation(a) => {
                self.out.s(self.ty(a.type_idx));
                for (name, val) in &a.elements {
                    self.out.s(" ");
                    self.out.raw(self.str_bytes(*name));
                    self.out.s("=");
                    self.value(val);
                }
                Ok(())
            }
            EncodedValue::Null => write!(self.out, "null"),
            EncodedValue::Boolean(b) => write!(self.out, "{}", b),
            // dexdump has no case for these and prints its default.
            EncodedValue::MethodType(_) | EncodedValue::MethodHandle(_) => write!(self.out, "????"),
        };
    }

    fn class(&mut self, idx: usize, def: &ClassDef) {
        let dex = self.dex;
        let desc = dex.class_descriptor(def);
        let _ = writeln!(self.out, "Class #{}            -", idx);
        let _ = writeln!(self.out, "  Class descriptor  : '{}'", desc);
        let _ = writeln!(
            self.out,
            "  Access flags      : 0x{:04x} ({})",
            def.access_flags,
            access_string(def.access_flags, &CLASS_FLAGS)
        );
        if let Some(s) = def.superclass_idx {
            let _ = writeln!(self.out, "  Superclass        : '{}'", self.ty(s));
        }
        self.out.s("  Interfaces        -\n");
        for (i, &t) in def.interfaces.iter().enumerate() {
            let _ = writeln!(self.out, "    #{}              : '{}'", i, self.ty(t));
        }
        // The file was checked at load, so these decode.
        let cd = dex.class_data(def).unwrap_or_default();
        let values = dex.static_values(def).unwrap_or_default();
        self.out.s("  Static fields     -\n");
        for (i, f) in cd.static_fields.iter().enumerate() {
            self.field(f, i, values.get(i));
        }
        self.out.s("  Instance fields   -\n");
        for (i, f) in cd.instance_fields.iter().enumerate() {
            self.field(f, i, None);
        }
        self.out.s("  Direct methods    -\n");
        for (i, m) in cd.direct_methods.iter().enumerate() {
            self.method(m, i);
        }
        self.out.s("  Virtual methods   -\n");
        for (i, m) in cd.virtual_methods.iter().enumerate() {
            self.method(m, i);
        }
        match def.source_file_idx {
            Some(s) => {
                let _ = write!(self.out, "  source_file_idx   : {} (", s);
                self.out.raw(self.str_bytes(s));
                self.out.s(")\n\n");
            }
            None => self.out.s("  source_file_idx   : -1 (unknown)\n\n"),
        }
    }

    fn method_handle(&mut self, idx: usize) {
        let dex = self.dex;
        let Some(mh) = dex.method_handle(idx as u32) else {
            return;
        };
        let (kind, instance, invoke) = match mh.kind {
            0 => ("put-static", false, false),
            1 => ("get-static", false, false),
            2 => ("put-instance", true, false),
            3 => ("get-instance", true, false),
            4 => ("invoke-static", false, true),
            5 => ("invoke-instance", true, true),
            6 => ("invoke-constructor", true, true),
            7 => ("invoke-direct", true, true),
            _ => ("invoke-interface", true, true),
        };
        let (class, name, mut ty) = if invoke {
            let m = dex.method_id(mh.field_or_method_idx);
            let c = m.map(|m| m.class_idx).unwrap_or(NO_INDEX);
            let n = m.map(|m| m.name_idx).unwrap_or(NO_INDEX);
            (c, n, m.map(|m| self.sig(m.proto_idx)).unwrap_or_default())
        } else {
            let f = dex.field_id(mh.field_or_method_idx);
            let c = f.map(|f| f.class_idx).unwrap_or(NO_INDEX);
            let n = f.map(|f| f.name_idx).unwrap_or(NO_INDEX);
            (
                c,
                n,
                String::from(f.map(|f| self.ty(f.type_idx)).unwrap_or("")),
            )
        };
        if instance {
            // dexdump splices the receiver in after the first character.
            let rest: String = ty.chars().skip(1).collect();
            ty = alloc::format!("({}{}", self.ty(class), rest);
        }
        let _ = writeln!(self.out, "Method handle #{}:", idx);
        let _ = writeln!(self.out, "  type        : {}", kind);
        let _ = write!(self.out, "  target      : {} ", self.ty(class));
        self.out.raw(self.str_bytes(name));
        let _ = writeln!(self.out, "\n  target_type : {}", ty);
    }

    fn call_site(&mut self, idx: usize) {
        let dex = self.dex;
        let Some(cs) = dex.call_site(idx as u32) else {
            return;
        };
        let _ = writeln!(self.out, "Call site #{}: // offset {}", idx, cs.offset);
        for (k, v) in cs.values.iter().enumerate() {
            let _ = write!(self.out, "  link_argument[{}] : ", k);
            let ty = match v {
                EncodedValue::Byte(x) => {
                    let _ = write!(self.out, "{}", i32::from(*x) as u32);
                    "byte"
                }
                EncodedValue::Short(x) => {
                    let _ = write!(self.out, "{}", x);
                    "short"
                }
                EncodedValue::Char(x) => {
                    let _ = write!(self.out, "{}", x);
                    "char"
                }
                EncodedValue::Int(x) => {
                    let _ = write!(self.out, "{}", x);
                    "int"
                }
                EncodedValue::Long(x) => {
                    let _ = write!(self.out, "{}", x);
                    "long"
                }
                EncodedValue::Float(x) => {
                    let _ = write!(self.out, "{}", format_g(f64::from(*x)));
                    "float"
                }
                EncodedValue::Double(x) => {
                    let _ = write!(self.out, "{}", format_g(*x));
                    "double"
                }
                EncodedValue::MethodType(p) => {
                    let s = self.sig(*p);
                    self.out.s(&s);
                    "MethodType"
                }
                EncodedValue::MethodHandle(h) => {
                    let _ = write!(self.out, "{}", h);
                    "MethodHandle"
                }
                EncodedValue::String(s) => {
                    self.out.raw(self.str_bytes(*s));
                    "String"
                }
                EncodedValue::Type(t) => {
                    self.out.s(self.ty(*t));
                    "Class"
                }
                EncodedValue::Null => {
                    self.out.s("null");
                    "Null"
                }
                EncodedValue::Boolean(b) => {
                    let _ = write!(self.out, "{}", b);
                    "boolean"
                }
                _ => {
                    self.out.s("?");
                    "?"
                }
            };
            let _ = writeln!(self.out, " ({})", ty);
        }
    }
}

/// Writes the complete `dexdump -d FILE` output for `dex` to `sink`; `file_name` is the
/// path as given on the command line (dexdump echoes it).
pub fn dump(dex: &DexFile, file_name: &str, sink: &mut dyn Sink) {
    processing(file_name, sink);
    dump_opened(dex, file_name, sink);
}

/// The line dexdump prints once per file on its command line (an archive's DEX files
/// follow it, each with its own [`dump_opened`]).
pub fn processing(file_name: &str, sink: &mut dyn Sink) {
    let mut out = Buf(Vec::new());
    let _ = writeln!(out, "Processing '{}'...", file_name);
    sink.put(&out.0);
}

/// The listing of one DEX file; `opened_name` is the file, or `archive:classesN.dex`.
pub fn dump_opened(dex: &DexFile, opened_name: &str, sink: &mut dyn Sink) {
    let mut d = Dumper {
        dex,
        out: Buf(Vec::new()),
    };
    let v = &dex.header().magic[4..7];
    let _ = write!(d.out, "Opened '{}', DEX version '", opened_name);
    d.out.raw(v);
    d.out.s("'\n");
    for (i, def) in dex.class_defs().iter().enumerate() {
        d.class(i, def);
        // Flush per class to bound memory on large files.
        sink.put(&d.out.0);
        d.out.0.clear();
    }
    for i in 0..dex.method_handles().len() {
        d.method_handle(i);
    }
    for i in 0..dex.call_sites().len() {
        d.call_site(i);
    }
    sink.put(&d.out.0);
}

/// The listing line dexdump prints for the instruction at `pc` of `code` (with the
/// trailing newline), or `None` if `pc` does not start a decodable instruction.
pub fn instruction_line(dex: &DexFile, code: &CodeItem, pc: u32) -> Option<Vec<u8>> {
    let i = decode_dexdump(&code.insns, pc as usize).ok()?;
    let mut d = Dumper {
        dex,
        out: Buf(Vec::new()),
    };
    d.instruction(code, pc, &i);
    Some(d.out.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printf_g() {
        let cases: &[(f64, &str)] = &[
            (1.5, "1.5"),
            (0.0, "0"),
            (-0.0, "-0"),
            (100000.0, "100000"),
            (1000000.0, "1e+06"),
            (1234567.0, "1.23457e+06"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (1.234567891, "1.23457"),
            (f64::from(5.69046e-28f32), "5.69046e-28"),
            (f64::from_bits(0x0123456789abcdef), "3.5127e-303"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
            (2.25, "2.25"),
            (-1.0, "-1"),
            (999999.5, "1e+06"),
            (f64::MAX, "1.79769e+308"),
            (f64::from(f32::MIN_POSITIVE), "1.17549e-38"),
        ];
        for &(v, want) in cases {
            assert_eq!(format_g(v), want, "{v:e}");
        }
    }

    #[test]
    fn descriptors_and_flags() {
        assert_eq!(descriptor_to_dot("Ljava/lang/String;"), "java.lang.String");
        assert_eq!(descriptor_to_dot("[[I"), "int[][]");
        assert_eq!(descriptor_to_dot("[Lfoo/Bar;"), "foo.Bar[]");
        assert_eq!(descriptor_to_dot("Main"), "Main");
        assert_eq!(access_string(0x10001, &METHOD_FLAGS), "PUBLIC CONSTRUCTOR");
        assert_eq!(access_string(0x0009, &METHOD_FLAGS), "PUBLIC STATIC");
        assert_eq!(access_string(0x0020, &CLASS_FLAGS), "?");
        assert_eq!(access_string(0, &FIELD_FLAGS), "");
    }
}
