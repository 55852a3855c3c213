//! Dalvik instruction table and decoder: the 256 opcodes (name as dexdump spells it,
//! format, index kind, control-flow flags, introducing DEX version) and a bounds-checked
//! decoder from `&[u16]` code units to a small `Copy` struct, plus the three payload
//! pseudo-instructions. Follows source.android.com "Dalvik bytecode" and "Dalvik
//! executable instruction formats"; nothing here validates semantics (the verifier does).

use core::fmt;

/// Instruction formats, named as in "Dalvik executable instruction formats".
/// The first digit is the size in 16-bit code units.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    F10x,
    F12x,
    F11n,
    F11x,
    F10t,
    F20t,
    F20bc,
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
    F22cs,
    F30t,
    F32x,
    F31i,
    F31t,
    F31c,
    F35c,
    F35ms,
    F35mi,
    F3rc,
    F3rms,
    F3rmi,
    F45cc,
    F4rcc,
    F51l,
}

impl Format {
    /// Size of an instruction of this format in 16-bit code units.
    pub const fn size(self) -> usize {
        use Format::*;
        match self {
            F10x | F12x | F11n | F11x | F10t => 1,
            F20t | F20bc | F22x | F21t | F21s | F21h | F21c | F23x | F22b | F22t | F22s | F22c
            | F22cs => 2,
            F30t | F32x | F31i | F31t | F31c | F35c | F35ms | F35mi | F3rc | F3rms | F3rmi => 3,
            F45cc | F4rcc => 4,
            F51l => 5,
        }
    }

    /// The format's name as the spec writes it, e.g. `"35c"`.
    pub const fn name(self) -> &'static str {
        use Format::*;
        match self {
            F10x => "10x",
            F12x => "12x",
            F11n => "11n",
            F11x => "11x",
            F10t => "10t",
            F20t => "20t",
            F20bc => "20bc",
            F22x => "22x",
            F21t => "21t",
            F21s => "21s",
            F21h => "21h",
            F21c => "21c",
            F23x => "23x",
            F22b => "22b",
            F22t => "22t",
            F22s => "22s",
            F22c => "22c",
            F22cs => "22cs",
            F30t => "30t",
            F32x => "32x",
            F31i => "31i",
            F31t => "31t",
            F31c => "31c",
            F35c => "35c",
            F35ms => "35ms",
            F35mi => "35mi",
            F3rc => "3rc",
            F3rms => "3rms",
            F3rmi => "3rmi",
            F45cc => "45cc",
            F4rcc => "4rcc",
            F51l => "51l",
        }
    }
}

/// What the index operand of an instruction refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IndexKind {
    /// No index operand.
    None,
    /// Unused opcode slot: the operand meaning is unknown.
    Unknown,
    String,
    Type,
    Field,
    Method,
    /// invoke-polymorphic: method index in `index`, proto index in `index2`.
    MethodAndProto,
    CallSite,
    MethodHandle,
    Proto,
}

/// Control-flow flags (bit set). Mirrors the spec's "can continue / branch / throw ...".
pub mod flags {
    /// Execution may fall through to the next instruction.
    pub const CONTINUE: u8 = 0x01;
    /// May throw an exception.
    pub const THROW: u8 = 0x02;
    /// Has a branch target (goto, if-*).
    pub const BRANCH: u8 = 0x04;
    /// Has a switch payload (packed-switch, sparse-switch).
    pub const SWITCH: u8 = 0x08;
    /// Returns from the method.
    pub const RETURN: u8 = 0x10;
    /// Invokes a method (result available to move-result*).
    pub const INVOKE: u8 = 0x20;
    /// Unconditional branch (goto*).
    pub const UNCONDITIONAL: u8 = 0x40;
}

/// Static description of one opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// Mnemonic in dexdump's spelling (`"invoke-virtual/range"`, `"unused-3e"`).
    pub name: &'static str,
    pub format: Format,
    pub index: IndexKind,
    /// Bit set of [`flags`].
    pub flags: u8,
    /// DEX version that introduced the opcode (35, 38 or 39); 0 for an unused slot.
    pub since: u16,
    /// Which of the `a`/`b`/`c` register operands are wide pairs (bit set of
    /// [`WA`], [`WB`], [`WC`]).
    pub wide: u8,
    /// For an unused slot: the pre-Android-12 optimized ("quick") opcode dexdump 11
    /// still prints there, with its format. Only the disassembler reads it, so a
    /// listing of such a (non-conforming) file lines up with dexdump's.
    pub odex: Option<(&'static str, Format)>,
}

/// Operand `a` is a wide (long/double) register pair.
pub const WA: u8 = 1;
/// Operand `b` is a wide register pair.
pub const WB: u8 = 2;
/// Operand `c` is a wide register pair.
pub const WC: u8 = 4;

impl OpInfo {
    /// This row with register operands `mask` ([`WA`] | [`WB`] | [`WC`]) wide.
    pub const fn wide(self, mask: u8) -> OpInfo {
        OpInfo { wide: mask, ..self }
    }
    /// This (unused) row as dexdump names the optimized opcode it once held.
    pub const fn odex(self, name: &'static str, format: Format) -> OpInfo {
        OpInfo {
            odex: Some((name, format)),
            ..self
        }
    }
    /// True for the unused opcode slots (3e..43, 73, 79..7a, e3..f9).
    pub const fn is_unused(&self) -> bool {
        self.since == 0
    }
    /// True if the opcode is defined in a DEX file of version `version` (35..39).
    pub const fn valid_in(&self, version: u16) -> bool {
        self.since != 0 && self.since <= version
    }
    pub const fn can_continue(&self) -> bool {
        self.flags & flags::CONTINUE != 0
    }
    pub const fn can_throw(&self) -> bool {
        self.flags & flags::THROW != 0
    }
    pub const fn can_branch(&self) -> bool {
        self.flags & flags::BRANCH != 0
    }
    pub const fn is_switch(&self) -> bool {
        self.flags & flags::SWITCH != 0
    }
    pub const fn is_return(&self) -> bool {
        self.flags & flags::RETURN != 0
    }
    pub const fn is_invoke(&self) -> bool {
        self.flags & flags::INVOKE != 0
    }
}

use flags::{BRANCH as B, CONTINUE as C, INVOKE as I, RETURN as R, SWITCH as S, THROW as T};
use Format::*;

const fn op(name: &'static str, format: Format, index: IndexKind, flags: u8) -> OpInfo {
    OpInfo {
        name,
        format,
        index,
        flags,
        since: 35,
        wide: 0,
        odex: None,
    }
}
const fn op_v(
    name: &'static str,
    format: Format,
    index: IndexKind,
    flags: u8,
    since: u16,
) -> OpInfo {
    OpInfo {
        name,
        format,
        index,
        flags,
        since,
        wide: 0,
        odex: None,
    }
}
const fn unused(name: &'static str) -> OpInfo {
    OpInfo {
        name,
        format: F10x,
        index: IndexKind::Unknown,
        flags: 0,
        since: 0,
        wide: 0,
        odex: None,
    }
}
const fn plain(name: &'static str, format: Format) -> OpInfo {
    op(name, format, IndexKind::None, C)
}
const fn throwing(name: &'static str, format: Format) -> OpInfo {
    op(name, format, IndexKind::None, C | T)
}

const N: IndexKind = IndexKind::None;
const GOTO: u8 = B | flags::UNCONDITIONAL;

/// Declares the opcode table from one row per opcode: its byte, its name in [`op`], and
/// its [`OpInfo`]. Everything per-opcode (the decoder's format, the disassembler's
/// mnemonic, the verifier's flags and wide operands, the interpreter's arm names) reads
/// these rows, in the manner of AOSP's `opcode-gen`; a missing or misplaced row does not
/// compile.
macro_rules! opcode_table {
    ($($code:literal $name:ident = $row:expr,)*) => {
        /// The opcode bytes by name (the mnemonic upper-cased, `-` and `/` as `_`), for
        /// matching on and naming opcodes outside this table.
        pub mod op {
            $(pub const $name: u8 = $code;)*
        }
        /// The opcode table, indexed by opcode byte.
        pub static OPCODES: [OpInfo; 256] = [$($row,)*];
        // Each row's byte is its index.
        const _: () = {
            let codes: &[usize] = &[$($code),*];
            let mut i = 0;
            while i < codes.len() {
                assert!(codes[i] == i, "opcode rows out of order");
                i += 1;
            }
        };
    };
}

opcode_table! {
    // 0x00
    0x00 NOP = plain("nop", F10x),
    0x01 MOVE = plain("move", F12x),
    0x02 MOVE_FROM16 = plain("move/from16", F22x),
    0x03 MOVE_16 = plain("move/16", F32x),
    0x04 MOVE_WIDE = plain("move-wide", F12x).wide(WA | WB),
    0x05 MOVE_WIDE_FROM16 = plain("move-wide/from16", F22x).wide(WA | WB),
    0x06 MOVE_WIDE_16 = plain("move-wide/16", F32x).wide(WA | WB),
    0x07 MOVE_OBJECT = plain("move-object", F12x),
    0x08 MOVE_OBJECT_FROM16 = plain("move-object/from16", F22x),
    0x09 MOVE_OBJECT_16 = plain("move-object/16", F32x),
    0x0a MOVE_RESULT = plain("move-result", F11x),
    0x0b MOVE_RESULT_WIDE = plain("move-result-wide", F11x).wide(WA),
    0x0c MOVE_RESULT_OBJECT = plain("move-result-object", F11x),
    0x0d MOVE_EXCEPTION = plain("move-exception", F11x),
    0x0e RETURN_VOID = op("return-void", F10x, N, R),
    0x0f RETURN = op("return", F11x, N, R),
    // 0x10
    0x10 RETURN_WIDE = op("return-wide", F11x, N, R).wide(WA),
    0x11 RETURN_OBJECT = op("return-object", F11x, N, R),
    0x12 CONST_4 = plain("const/4", F11n),
    0x13 CONST_16 = plain("const/16", F21s),
    0x14 CONST = plain("const", F31i),
    0x15 CONST_HIGH16 = plain("const/high16", F21h),
    0x16 CONST_WIDE_16 = plain("const-wide/16", F21s).wide(WA),
    0x17 CONST_WIDE_32 = plain("const-wide/32", F31i).wide(WA),
    0x18 CONST_WIDE = plain("const-wide", F51l).wide(WA),
    0x19 CONST_WIDE_HIGH16 = plain("const-wide/high16", F21h).wide(WA),
    0x1a CONST_STRING = op("const-string", F21c, IndexKind::String, C | T),
    0x1b CONST_STRING_JUMBO = op("const-string/jumbo", F31c, IndexKind::String, C | T),
    0x1c CONST_CLASS = op("const-class", F21c, IndexKind::Type, C | T),
    0x1d MONITOR_ENTER = throwing("monitor-enter", F11x),
    0x1e MONITOR_EXIT = throwing("monitor-exit", F11x),
    0x1f CHECK_CAST = op("check-cast", F21c, IndexKind::Type, C | T),
    // 0x20
    0x20 INSTANCE_OF = op("instance-of", F22c, IndexKind::Type, C | T),
    0x21 ARRAY_LENGTH = throwing("array-length", F12x),
    0x22 NEW_INSTANCE = op("new-instance", F21c, IndexKind::Type, C | T),
    0x23 NEW_ARRAY = op("new-array", F22c, IndexKind::Type, C | T),
    0x24 FILLED_NEW_ARRAY = op("filled-new-array", F35c, IndexKind::Type, C | T),
    0x25 FILLED_NEW_ARRAY_RANGE = op("filled-new-array/range", F3rc, IndexKind::Type, C | T),
    0x26 FILL_ARRAY_DATA = throwing("fill-array-data", F31t),
    0x27 THROW = op("throw", F11x, N, T),
    0x28 GOTO = op("goto", F10t, N, GOTO),
    0x29 GOTO_16 = op("goto/16", F20t, N, GOTO),
    0x2a GOTO_32 = op("goto/32", F30t, N, GOTO),
    0x2b PACKED_SWITCH = op("packed-switch", F31t, N, C | S),
    0x2c SPARSE_SWITCH = op("sparse-switch", F31t, N, C | S),
    0x2d CMPL_FLOAT = plain("cmpl-float", F23x),
    0x2e CMPG_FLOAT = plain("cmpg-float", F23x),
    0x2f CMPL_DOUBLE = plain("cmpl-double", F23x).wide(WB | WC),
    // 0x30
    0x30 CMPG_DOUBLE = plain("cmpg-double", F23x).wide(WB | WC),
    0x31 CMP_LONG = plain("cmp-long", F23x).wide(WB | WC),
    0x32 IF_EQ = op("if-eq", F22t, N, C | B),
    0x33 IF_NE = op("if-ne", F22t, N, C | B),
    0x34 IF_LT = op("if-lt", F22t, N, C | B),
    0x35 IF_GE = op("if-ge", F22t, N, C | B),
    0x36 IF_GT = op("if-gt", F22t, N, C | B),
    0x37 IF_LE = op("if-le", F22t, N, C | B),
    0x38 IF_EQZ = op("if-eqz", F21t, N, C | B),
    0x39 IF_NEZ = op("if-nez", F21t, N, C | B),
    0x3a IF_LTZ = op("if-ltz", F21t, N, C | B),
    0x3b IF_GEZ = op("if-gez", F21t, N, C | B),
    0x3c IF_GTZ = op("if-gtz", F21t, N, C | B),
    0x3d IF_LEZ = op("if-lez", F21t, N, C | B),
    0x3e UNUSED_3E = unused("unused-3e"),
    0x3f UNUSED_3F = unused("unused-3f"),
    // 0x40
    0x40 UNUSED_40 = unused("unused-40"),
    0x41 UNUSED_41 = unused("unused-41"),
    0x42 UNUSED_42 = unused("unused-42"),
    0x43 UNUSED_43 = unused("unused-43"),
    0x44 AGET = throwing("aget", F23x),
    0x45 AGET_WIDE = throwing("aget-wide", F23x).wide(WA),
    0x46 AGET_OBJECT = throwing("aget-object", F23x),
    0x47 AGET_BOOLEAN = throwing("aget-boolean", F23x),
    0x48 AGET_BYTE = throwing("aget-byte", F23x),
    0x49 AGET_CHAR = throwing("aget-char", F23x),
    0x4a AGET_SHORT = throwing("aget-short", F23x),
    0x4b APUT = throwing("aput", F23x),
    0x4c APUT_WIDE = throwing("aput-wide", F23x).wide(WA),
    0x4d APUT_OBJECT = throwing("aput-object", F23x),
    0x4e APUT_BOOLEAN = throwing("aput-boolean", F23x),
    0x4f APUT_BYTE = throwing("aput-byte", F23x),
    // 0x50
    0x50 APUT_CHAR = throwing("aput-char", F23x),
    0x51 APUT_SHORT = throwing("aput-short", F23x),
    0x52 IGET = op("iget", F22c, IndexKind::Field, C | T),
    0x53 IGET_WIDE = op("iget-wide", F22c, IndexKind::Field, C | T).wide(WA),
    0x54 IGET_OBJECT = op("iget-object", F22c, IndexKind::Field, C | T),
    0x55 IGET_BOOLEAN = op("iget-boolean", F22c, IndexKind::Field, C | T),
    0x56 IGET_BYTE = op("iget-byte", F22c, IndexKind::Field, C | T),
    0x57 IGET_CHAR = op("iget-char", F22c, IndexKind::Field, C | T),
    0x58 IGET_SHORT = op("iget-short", F22c, IndexKind::Field, C | T),
    0x59 IPUT = op("iput", F22c, IndexKind::Field, C | T),
    0x5a IPUT_WIDE = op("iput-wide", F22c, IndexKind::Field, C | T).wide(WA),
    0x5b IPUT_OBJECT = op("iput-object", F22c, IndexKind::Field, C | T),
    0x5c IPUT_BOOLEAN = op("iput-boolean", F22c, IndexKind::Field, C | T),
    0x5d IPUT_BYTE = op("iput-byte", F22c, IndexKind::Field, C | T),
    0x5e IPUT_CHAR = op("iput-char", F22c, IndexKind::Field, C | T),
    0x5f IPUT_SHORT = op("iput-short", F22c, IndexKind::Field, C | T),
    // 0x60
    0x60 SGET = op("sget", F21c, IndexKind::Field, C | T),
    0x61 SGET_WIDE = op("sget-wide", F21c, IndexKind::Field, C | T).wide(WA),
    0x62 SGET_OBJECT = op("sget-object", F21c, IndexKind::Field, C | T),
    0x63 SGET_BOOLEAN = op("sget-boolean", F21c, IndexKind::Field, C | T),
    0x64 SGET_BYTE = op("sget-byte", F21c, IndexKind::Field, C | T),
    0x65 SGET_CHAR = op("sget-char", F21c, IndexKind::Field, C | T),
    0x66 SGET_SHORT = op("sget-short", F21c, IndexKind::Field, C | T),
    0x67 SPUT = op("sput", F21c, IndexKind::Field, C | T),
    0x68 SPUT_WIDE = op("sput-wide", F21c, IndexKind::Field, C | T).wide(WA),
    0x69 SPUT_OBJECT = op("sput-object", F21c, IndexKind::Field, C | T),
    0x6a SPUT_BOOLEAN = op("sput-boolean", F21c, IndexKind::Field, C | T),
    0x6b SPUT_BYTE = op("sput-byte", F21c, IndexKind::Field, C | T),
    0x6c SPUT_CHAR = op("sput-char", F21c, IndexKind::Field, C | T),
    0x6d SPUT_SHORT = op("sput-short", F21c, IndexKind::Field, C | T),
    0x6e INVOKE_VIRTUAL = op("invoke-virtual", F35c, IndexKind::Method, C | T | I),
    0x6f INVOKE_SUPER = op("invoke-super", F35c, IndexKind::Method, C | T | I),
    // 0x70
    0x70 INVOKE_DIRECT = op("invoke-direct", F35c, IndexKind::Method, C | T | I),
    0x71 INVOKE_STATIC = op("invoke-static", F35c, IndexKind::Method, C | T | I),
    0x72 INVOKE_INTERFACE = op("invoke-interface", F35c, IndexKind::Method, C | T | I),
    0x73 UNUSED_73 = unused("unused-73").odex("return-void-no-barrier", F10x),
    0x74 INVOKE_VIRTUAL_RANGE = op("invoke-virtual/range", F3rc, IndexKind::Method, C | T | I),
    0x75 INVOKE_SUPER_RANGE = op("invoke-super/range", F3rc, IndexKind::Method, C | T | I),
    0x76 INVOKE_DIRECT_RANGE = op("invoke-direct/range", F3rc, IndexKind::Method, C | T | I),
    0x77 INVOKE_STATIC_RANGE = op("invoke-static/range", F3rc, IndexKind::Method, C | T | I),
    0x78 INVOKE_INTERFACE_RANGE = op("invoke-interface/range", F3rc, IndexKind::Method, C | T | I),
    0x79 UNUSED_79 = unused("unused-79"),
    0x7a UNUSED_7A = unused("unused-7a"),
    0x7b NEG_INT = plain("neg-int", F12x),
    0x7c NOT_INT = plain("not-int", F12x),
    0x7d NEG_LONG = plain("neg-long", F12x).wide(WA | WB),
    0x7e NOT_LONG = plain("not-long", F12x).wide(WA | WB),
    0x7f NEG_FLOAT = plain("neg-float", F12x),
    // 0x80
    0x80 NEG_DOUBLE = plain("neg-double", F12x).wide(WA | WB),
    0x81 INT_TO_LONG = plain("int-to-long", F12x).wide(WA),
    0x82 INT_TO_FLOAT = plain("int-to-float", F12x),
    0x83 INT_TO_DOUBLE = plain("int-to-double", F12x).wide(WA),
    0x84 LONG_TO_INT = plain("long-to-int", F12x).wide(WB),
    0x85 LONG_TO_FLOAT = plain("long-to-float", F12x).wide(WB),
    0x86 LONG_TO_DOUBLE = plain("long-to-double", F12x).wide(WA | WB),
    0x87 FLOAT_TO_INT = plain("float-to-int", F12x),
    0x88 FLOAT_TO_LONG = plain("float-to-long", F12x).wide(WA),
    0x89 FLOAT_TO_DOUBLE = plain("float-to-double", F12x).wide(WA),
    0x8a DOUBLE_TO_INT = plain("double-to-int", F12x).wide(WB),
    0x8b DOUBLE_TO_LONG = plain("double-to-long", F12x).wide(WA | WB),
    0x8c DOUBLE_TO_FLOAT = plain("double-to-float", F12x).wide(WB),
    0x8d INT_TO_BYTE = plain("int-to-byte", F12x),
    0x8e INT_TO_CHAR = plain("int-to-char", F12x),
    0x8f INT_TO_SHORT = plain("int-to-short", F12x),
    // 0x90
    0x90 ADD_INT = plain("add-int", F23x),
    0x91 SUB_INT = plain("sub-int", F23x),
    0x92 MUL_INT = plain("mul-int", F23x),
    0x93 DIV_INT = throwing("div-int", F23x),
    0x94 REM_INT = throwing("rem-int", F23x),
    0x95 AND_INT = plain("and-int", F23x),
    0x96 OR_INT = plain("or-int", F23x),
    0x97 XOR_INT = plain("xor-int", F23x),
    0x98 SHL_INT = plain("shl-int", F23x),
    0x99 SHR_INT = plain("shr-int", F23x),
    0x9a USHR_INT = plain("ushr-int", F23x),
    0x9b ADD_LONG = plain("add-long", F23x).wide(WA | WB | WC),
    0x9c SUB_LONG = plain("sub-long", F23x).wide(WA | WB | WC),
    0x9d MUL_LONG = plain("mul-long", F23x).wide(WA | WB | WC),
    0x9e DIV_LONG = throwing("div-long", F23x).wide(WA | WB | WC),
    0x9f REM_LONG = throwing("rem-long", F23x).wide(WA | WB | WC),
    // 0xa0
    0xa0 AND_LONG = plain("and-long", F23x).wide(WA | WB | WC),
    0xa1 OR_LONG = plain("or-long", F23x).wide(WA | WB | WC),
    0xa2 XOR_LONG = plain("xor-long", F23x).wide(WA | WB | WC),
    0xa3 SHL_LONG = plain("shl-long", F23x).wide(WA | WB),
    0xa4 SHR_LONG = plain("shr-long", F23x).wide(WA | WB),
    0xa5 USHR_LONG = plain("ushr-long", F23x).wide(WA | WB),
    0xa6 ADD_FLOAT = plain("add-float", F23x),
    0xa7 SUB_FLOAT = plain("sub-float", F23x),
    0xa8 MUL_FLOAT = plain("mul-float", F23x),
    0xa9 DIV_FLOAT = plain("div-float", F23x),
    0xaa REM_FLOAT = plain("rem-float", F23x),
    0xab ADD_DOUBLE = plain("add-double", F23x).wide(WA | WB | WC),
    0xac SUB_DOUBLE = plain("sub-double", F23x).wide(WA | WB | WC),
    0xad MUL_DOUBLE = plain("mul-double", F23x).wide(WA | WB | WC),
    0xae DIV_DOUBLE = plain("div-double", F23x).wide(WA | WB | WC),
    0xaf REM_DOUBLE = plain("rem-double", F23x).wide(WA | WB | WC),
    // 0xb0
    0xb0 ADD_INT_2ADDR = plain("add-int/2addr", F12x),
    0xb1 SUB_INT_2ADDR = plain("sub-int/2addr", F12x),
    0xb2 MUL_INT_2ADDR = plain("mul-int/2addr", F12x),
    0xb3 DIV_INT_2ADDR = throwing("div-int/2addr", F12x),
    0xb4 REM_INT_2ADDR = throwing("rem-int/2addr", F12x),
    0xb5 AND_INT_2ADDR = plain("and-int/2addr", F12x),
    0xb6 OR_INT_2ADDR = plain("or-int/2addr", F12x),
    0xb7 XOR_INT_2ADDR = plain("xor-int/2addr", F12x),
    0xb8 SHL_INT_2ADDR = plain("shl-int/2addr", F12x),
    0xb9 SHR_INT_2ADDR = plain("shr-int/2addr", F12x),
    0xba USHR_INT_2ADDR = plain("ushr-int/2addr", F12x),
    0xbb ADD_LONG_2ADDR = plain("add-long/2addr", F12x).wide(WA | WB),
    0xbc SUB_LONG_2ADDR = plain("sub-long/2addr", F12x).wide(WA | WB),
    0xbd MUL_LONG_2ADDR = plain("mul-long/2addr", F12x).wide(WA | WB),
    0xbe DIV_LONG_2ADDR = throwing("div-long/2addr", F12x).wide(WA | WB),
    0xbf REM_LONG_2ADDR = throwing("rem-long/2addr", F12x).wide(WA | WB),
    // 0xc0
    0xc0 AND_LONG_2ADDR = plain("and-long/2addr", F12x).wide(WA | WB),
    0xc1 OR_LONG_2ADDR = plain("or-long/2addr", F12x).wide(WA | WB),
    0xc2 XOR_LONG_2ADDR = plain("xor-long/2addr", F12x).wide(WA | WB),
    0xc3 SHL_LONG_2ADDR = plain("shl-long/2addr", F12x).wide(WA),
    0xc4 SHR_LONG_2ADDR = plain("shr-long/2addr", F12x).wide(WA),
    0xc5 USHR_LONG_2ADDR = plain("ushr-long/2addr", F12x).wide(WA),
    0xc6 ADD_FLOAT_2ADDR = plain("add-float/2addr", F12x),
    0xc7 SUB_FLOAT_2ADDR = plain("sub-float/2addr", F12x),
    0xc8 MUL_FLOAT_2ADDR = plain("mul-float/2addr", F12x),
    0xc9 DIV_FLOAT_2ADDR = plain("div-float/2addr", F12x),
    0xca REM_FLOAT_2ADDR = plain("rem-float/2addr", F12x),
    0xcb ADD_DOUBLE_2ADDR = plain("add-double/2addr", F12x).wide(WA | WB),
    0xcc SUB_DOUBLE_2ADDR = plain("sub-double/2addr", F12x).wide(WA | WB),
    0xcd MUL_DOUBLE_2ADDR = plain("mul-double/2addr", F12x).wide(WA | WB),
    0xce DIV_DOUBLE_2ADDR = plain("div-double/2addr", F12x).wide(WA | WB),
    0xcf REM_DOUBLE_2ADDR = plain("rem-double/2addr", F12x).wide(WA | WB),
    // 0xd0
    0xd0 ADD_INT_LIT16 = plain("add-int/lit16", F22s),
    0xd1 RSUB_INT = plain("rsub-int", F22s),
    0xd2 MUL_INT_LIT16 = plain("mul-int/lit16", F22s),
    0xd3 DIV_INT_LIT16 = throwing("div-int/lit16", F22s),
    0xd4 REM_INT_LIT16 = throwing("rem-int/lit16", F22s),
    0xd5 AND_INT_LIT16 = plain("and-int/lit16", F22s),
    0xd6 OR_INT_LIT16 = plain("or-int/lit16", F22s),
    0xd7 XOR_INT_LIT16 = plain("xor-int/lit16", F22s),
    0xd8 ADD_INT_LIT8 = plain("add-int/lit8", F22b),
    0xd9 RSUB_INT_LIT8 = plain("rsub-int/lit8", F22b),
    0xda MUL_INT_LIT8 = plain("mul-int/lit8", F22b),
    0xdb DIV_INT_LIT8 = throwing("div-int/lit8", F22b),
    0xdc REM_INT_LIT8 = throwing("rem-int/lit8", F22b),
    0xdd AND_INT_LIT8 = plain("and-int/lit8", F22b),
    0xde OR_INT_LIT8 = plain("or-int/lit8", F22b),
    0xdf XOR_INT_LIT8 = plain("xor-int/lit8", F22b),
    // 0xe0
    0xe0 SHL_INT_LIT8 = plain("shl-int/lit8", F22b),
    0xe1 SHR_INT_LIT8 = plain("shr-int/lit8", F22b),
    0xe2 USHR_INT_LIT8 = plain("ushr-int/lit8", F22b),
    0xe3 UNUSED_E3 = unused("unused-e3").odex("iget-quick", F22cs),
    0xe4 UNUSED_E4 = unused("unused-e4").odex("iget-wide-quick", F22cs),
    0xe5 UNUSED_E5 = unused("unused-e5").odex("iget-object-quick", F22cs),
    0xe6 UNUSED_E6 = unused("unused-e6").odex("iput-quick", F22cs),
    0xe7 UNUSED_E7 = unused("unused-e7").odex("iput-wide-quick", F22cs),
    0xe8 UNUSED_E8 = unused("unused-e8").odex("iput-object-quick", F22cs),
    0xe9 UNUSED_E9 = unused("unused-e9").odex("invoke-virtual-quick", F35ms),
    0xea UNUSED_EA = unused("unused-ea").odex("invoke-virtual/range-quick", F3rms),
    0xeb UNUSED_EB = unused("unused-eb").odex("iput-boolean-quick", F22cs),
    0xec UNUSED_EC = unused("unused-ec").odex("iput-byte-quick", F22cs),
    0xed UNUSED_ED = unused("unused-ed").odex("iput-char-quick", F22cs),
    0xee UNUSED_EE = unused("unused-ee").odex("iput-short-quick", F22cs),
    0xef UNUSED_EF = unused("unused-ef").odex("iget-boolean-quick", F22cs),
    // 0xf0
    0xf0 UNUSED_F0 = unused("unused-f0").odex("iget-byte-quick", F22cs),
    0xf1 UNUSED_F1 = unused("unused-f1").odex("iget-char-quick", F22cs),
    0xf2 UNUSED_F2 = unused("unused-f2").odex("iget-short-quick", F22cs),
    0xf3 UNUSED_F3 = unused("unused-f3"),
    0xf4 UNUSED_F4 = unused("unused-f4"),
    0xf5 UNUSED_F5 = unused("unused-f5"),
    0xf6 UNUSED_F6 = unused("unused-f6"),
    0xf7 UNUSED_F7 = unused("unused-f7"),
    0xf8 UNUSED_F8 = unused("unused-f8"),
    0xf9 UNUSED_F9 = unused("unused-f9"),
    0xfa INVOKE_POLYMORPHIC = op_v("invoke-polymorphic", F45cc, IndexKind::MethodAndProto, C | T | I, 38),
    0xfb INVOKE_POLYMORPHIC_RANGE = op_v("invoke-polymorphic/range", F4rcc, IndexKind::MethodAndProto, C | T | I, 38),
    0xfc INVOKE_CUSTOM = op_v("invoke-custom", F35c, IndexKind::CallSite, C | T | I, 38),
    0xfd INVOKE_CUSTOM_RANGE = op_v("invoke-custom/range", F3rc, IndexKind::CallSite, C | T | I, 38),
    0xfe CONST_METHOD_HANDLE = op_v("const-method-handle", F21c, IndexKind::MethodHandle, C | T, 39,),
    0xff CONST_METHOD_TYPE = op_v("const-method-type", F21c, IndexKind::Proto, C | T, 39),
}

/// Description of opcode `op`.
#[inline]
pub fn info(op: u8) -> &'static OpInfo {
    &OPCODES[op as usize]
}

/// Identifier code units of the payload pseudo-instructions.
pub const PACKED_SWITCH_IDENT: u16 = 0x0100;
pub const SPARSE_SWITCH_IDENT: u16 = 0x0200;
pub const FILL_ARRAY_DATA_IDENT: u16 = 0x0300;

/// Which payload pseudo-instruction (if any) a decoded `nop` slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PayloadKind {
    None,
    PackedSwitch,
    SparseSwitch,
    FillArrayData,
}

/// One decoded instruction. Field meaning depends on `format` (spec naming):
///
/// * `a`, `b`, `c`: the register operands vA, vB, vC (`12x`: A,B; `23x`: AA,BB,CC;
///   `22c`: A,B; `32x`: AAAA,BBBB ...). For `35c`/`45cc`, `a` is the argument count and
///   the registers are in `args[..a]`; for `3rc`/`4rcc`, `a` is the count and `c` the
///   first register of the range.
/// * `literal`: sign-extended constant of `11n, 21s, 31i, 22b, 22s, 51l`; for `21h` the
///   value already shifted (`<< 16` for const/high16, `<< 48` for const-wide/high16).
/// * `index`: the pool index of `21c, 22c, 31c, 35c, 3rc, 45cc, 4rcc, 20bc, 22cs`
///   (vtable/field offset for the odex forms); `index2` the proto of `45cc/4rcc`.
/// * `offset`: signed branch offset in code units, relative to this instruction, for
///   `10t, 20t, 30t, 21t, 22t, 31t` (for `31t` it points at the payload).
/// * `payload`: for opcode 0 at a payload identifier, which payload; `size` then covers
///   the whole payload table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Insn {
    pub opcode: u8,
    pub format: Format,
    /// Size in 16-bit code units (including payload tables).
    pub size: u32,
    pub a: u32,
    pub b: u32,
    pub c: u32,
    pub literal: i64,
    pub index: u32,
    pub index2: u32,
    pub offset: i32,
    pub args: [u8; 5],
    pub payload: PayloadKind,
}

impl Insn {
    /// Static opcode description.
    #[inline]
    pub fn info(&self) -> &'static OpInfo {
        info(self.opcode)
    }
    /// Mnemonic (dexdump spelling).
    #[inline]
    pub fn name(&self) -> &'static str {
        info(self.opcode).name
    }
    /// Number of argument registers of an invoke / filled-new-array (35c, 3rc, 45cc, 4rcc).
    pub fn arg_count(&self) -> u32 {
        match self.format {
            F35c | F35ms | F35mi | F3rc | F3rms | F3rmi | F45cc | F4rcc => self.a,
            _ => 0,
        }
    }
    /// Register of argument `i` for both the list and the range forms.
    pub fn arg(&self, i: u32) -> Option<u32> {
        if i >= self.arg_count() {
            return None;
        }
        match self.format {
            F35c | F35ms | F35mi | F45cc => self.args.get(i as usize).map(|&r| u32::from(r)),
            _ => Some(self.c + i),
        }
    }
    /// Register operands `(register, width in registers)`, wide pairs as the opcode
    /// table says ([`OpInfo::wide`]). The range forms (`3rc`, `4rcc`) list none: their
    /// registers are the span `c .. c + a`.
    pub fn registers(&self) -> impl Iterator<Item = (u32, u32)> {
        let w = info(self.opcode).wide;
        let wa = 1 + u32::from(w & WA != 0);
        let wb = 1 + u32::from(w & WB != 0);
        let wc = 1 + u32::from(w & WC != 0);
        let mut out: [(u32, u32); 5] = [(0, 0); 5];
        let mut n = 0;
        let mut push = |r: u32, width: u32| {
            out[n] = (r, width);
            n += 1;
        };
        match self.format {
            F12x | F22x | F32x | F22b | F22t | F22s | F22c | F22cs => {
                push(self.a, wa);
                push(self.b, wb);
            }
            F11n | F11x | F21t | F21s | F21h | F21c | F31i | F31t | F31c | F51l | F20bc => {
                push(self.a, wa)
            }
            F23x => {
                push(self.a, wa);
                push(self.b, wb);
                push(self.c, wc);
            }
            F35c | F35ms | F35mi | F45cc => {
                for k in 0..(self.a as usize).min(5) {
                    push(u32::from(self.args[k]), 1);
                }
            }
            F3rc | F3rms | F3rmi | F4rcc | F10x | F10t | F20t | F30t => {}
        }
        out.into_iter().take(n)
    }
    /// Absolute branch/payload target of this instruction at `pc`, if it has one.
    pub fn target(&self, pc: u32) -> Option<i64> {
        match self.format {
            F10t | F20t | F30t | F21t | F22t | F31t => Some(i64::from(pc) + i64::from(self.offset)),
            _ => None,
        }
    }
}

/// Why an instruction could not be decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeErrorKind {
    /// `pc` is at or past the end of the code.
    PcOutOfRange,
    /// The instruction needs `need` code units but only `have` remain.
    Truncated { need: u64, have: u64 },
    /// A 35c-style instruction names more than five argument registers.
    TooManyArgs(u8),
    /// A payload was requested where there is none (wrong identifier).
    NotAPayload { expected: u16, found: u16 },
    /// fill-array-data element width not 1, 2, 4 or 8.
    BadElementWidth(u16),
}

/// Decoding error at code-unit address `pc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecodeError {
    pub pc: u32,
    pub kind: DecodeErrorKind,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            DecodeErrorKind::PcOutOfRange => write!(f, "pc 0x{:04x} outside the code", self.pc),
            DecodeErrorKind::Truncated { need, have } => write!(
                f,
                "instruction at 0x{:04x} needs {} code units, only {} left",
                self.pc, need, have
            ),
            DecodeErrorKind::TooManyArgs(n) => {
                write!(
                    f,
                    "instruction at 0x{:04x} has {} argument registers (max 5)",
                    self.pc, n
                )
            }
            DecodeErrorKind::NotAPayload { expected, found } => write!(
                f,
                "expected payload 0x{:04x} at 0x{:04x}, found 0x{:04x}",
                expected, self.pc, found
            ),
            DecodeErrorKind::BadElementWidth(w) => {
                write!(
                    f,
                    "fill-array-data at 0x{:04x} has element width {}",
                    self.pc, w
                )
            }
        }
    }
}

fn err(pc: usize, kind: DecodeErrorKind) -> DecodeError {
    DecodeError {
        pc: pc as u32,
        kind,
    }
}

/// Size in code units of the payload table at `pc` (ident already checked), checked
/// against the end of `insns`.
fn payload_size(insns: &[u16], pc: usize, ident: u16) -> Result<u64, DecodeError> {
    let have = (insns.len() - pc) as u64;
    let unit = |i: usize| -> Result<u16, DecodeError> {
        insns.get(pc + i).copied().ok_or(err(
            pc,
            DecodeErrorKind::Truncated {
                need: i as u64 + 1,
                have,
            },
        ))
    };
    let size = match ident {
        PACKED_SWITCH_IDENT => 4 + u64::from(unit(1)?) * 2,
        SPARSE_SWITCH_IDENT => 2 + u64::from(unit(1)?) * 4,
        _ => {
            let width = unit(1)?;
            let count = u64::from(unit(2)?) | (u64::from(unit(3)?) << 16);
            4 + (u64::from(width) * count).div_ceil(2)
        }
    };
    if size > have {
        return Err(err(pc, DecodeErrorKind::Truncated { need: size, have }));
    }
    Ok(size)
}

/// Decodes the instruction at code-unit address `pc` of `insns`. Never reads outside
/// `insns`; an instruction (or payload) that would run past the end is an error.
pub fn decode(insns: &[u16], pc: usize) -> Result<Insn, DecodeError> {
    let u0 = *insns
        .get(pc)
        .ok_or(err(pc, DecodeErrorKind::PcOutOfRange))?;
    decode_as(insns, pc, info((u0 & 0xff) as u8).format)
}

/// Decodes the instruction at `pc` as if its opcode had format `format`. Only tools
/// need this: e.g. the disassembler reads the unused slots e3..f2 the way dexdump 11
/// does (as the old optimized "-quick" forms 22cs/35ms/3rms).
pub fn decode_as(insns: &[u16], pc: usize, format: Format) -> Result<Insn, DecodeError> {
    let u0 = *insns
        .get(pc)
        .ok_or(err(pc, DecodeErrorKind::PcOutOfRange))?;
    let opcode = (u0 & 0xff) as u8;
    let mut insn = Insn {
        opcode,
        format,
        size: format.size() as u32,
        a: 0,
        b: 0,
        c: 0,
        literal: 0,
        index: 0,
        index2: 0,
        offset: 0,
        args: [0; 5],
        payload: PayloadKind::None,
    };
    if opcode == 0 {
        let kind = match u0 {
            PACKED_SWITCH_IDENT => PayloadKind::PackedSwitch,
            SPARSE_SWITCH_IDENT => PayloadKind::SparseSwitch,
            FILL_ARRAY_DATA_IDENT => PayloadKind::FillArrayData,
            _ => PayloadKind::None,
        };
        if kind != PayloadKind::None {
            insn.payload = kind;
            // Fits u32: bounded by insns.len().
            insn.size = payload_size(insns, pc, u0)? as u32;
        }
        return Ok(insn);
    }
    let size = format.size();
    let have = insns.len() - pc;
    if size > have {
        return Err(err(
            pc,
            DecodeErrorKind::Truncated {
                need: size as u64,
                have: have as u64,
            },
        ));
    }
    // In bounds: pc + size <= insns.len() was just checked.
    let u = |i: usize| u32::from(insns[pc + i]);
    let aa = u32::from(u0 >> 8);
    let a4 = aa & 0xf;
    let b4 = aa >> 4;
    match format {
        F10x => {}
        F12x => {
            insn.a = a4;
            insn.b = b4;
        }
        F11n => {
            insn.a = a4;
            // Sign-extend the high nibble.
            insn.literal = i64::from(((u0 as i16) >> 12) as i32);
            insn.b = insn.literal as u32;
        }
        F11x => insn.a = aa,
        F10t => insn.offset = i32::from(aa as u8 as i8),
        F20t => insn.offset = i32::from(u(1) as u16 as i16),
        F20bc => {
            insn.a = aa;
            insn.index = u(1);
            insn.b = u(1);
        }
        F22x => {
            insn.a = aa;
            insn.b = u(1);
        }
        F21t => {
            insn.a = aa;
            insn.offset = i32::from(u(1) as u16 as i16);
        }
        F21s => {
            insn.a = aa;
            insn.literal = i64::from(u(1) as u16 as i16);
            insn.b = insn.literal as u32;
        }
        F21h => {
            insn.a = aa;
            insn.b = u(1);
            insn.literal = if opcode == op::CONST_WIDE_HIGH16 {
                (u64::from(u(1)) << 48) as i64
            } else {
                i64::from((u(1) << 16) as i32)
            };
        }
        F21c => {
            insn.a = aa;
            insn.index = u(1);
            insn.b = u(1);
        }
        F23x => {
            insn.a = aa;
            insn.b = u(1) & 0xff;
            insn.c = u(1) >> 8;
        }
        F22b => {
            insn.a = aa;
            insn.b = u(1) & 0xff;
            insn.literal = i64::from((u(1) >> 8) as u8 as i8);
            insn.c = insn.literal as u32;
        }
        F22t => {
            insn.a = a4;
            insn.b = b4;
            insn.offset = i32::from(u(1) as u16 as i16);
        }
        F22s => {
            insn.a = a4;
            insn.b = b4;
            insn.literal = i64::from(u(1) as u16 as i16);
            insn.c = insn.literal as u32;
        }
        F22c | F22cs => {
            insn.a = a4;
            insn.b = b4;
            insn.index = u(1);
            insn.c = u(1);
        }
        F30t => insn.offset = (u(1) | (u(2) << 16)) as i32,
        F32x => {
            insn.a = u(1);
            insn.b = u(2);
        }
        F31i => {
            insn.a = aa;
            let v = u(1) | (u(2) << 16);
            insn.b = v;
            insn.literal = i64::from(v as i32);
        }
        F31t => {
            insn.a = aa;
            insn.offset = (u(1) | (u(2) << 16)) as i32;
        }
        F31c => {
            insn.a = aa;
            insn.index = u(1) | (u(2) << 16);
            insn.b = insn.index;
        }
        F35c | F35ms | F35mi | F45cc => {
            let count = b4;
            if count > 5 {
                return Err(err(pc, DecodeErrorKind::TooManyArgs(count as u8)));
            }
            insn.a = count;
            insn.index = u(1);
            insn.b = u(1);
            let regs = u(2);
            insn.args = [
                (regs & 0xf) as u8,
                ((regs >> 4) & 0xf) as u8,
                ((regs >> 8) & 0xf) as u8,
                ((regs >> 12) & 0xf) as u8,
                a4 as u8,
            ];
            insn.c = regs & 0xf;
            if format == F45cc {
                insn.index2 = u(3);
            }
        }
        F3rc | F3rms | F3rmi | F4rcc => {
            insn.a = aa;
            insn.index = u(1);
            insn.b = u(1);
            insn.c = u(2);
            if format == F4rcc {
                insn.index2 = u(3);
            }
        }
        F51l => {
            insn.a = aa;
            let v = u64::from(u(1))
                | (u64::from(u(2)) << 16)
                | (u64::from(u(3)) << 32)
                | (u64::from(u(4)) << 48);
            insn.literal = v as i64;
        }
    }
    Ok(insn)
}

/// Iterator over the instructions of a code array, in address order, including the
/// payload tables. Yields `(pc, Result<Insn>)`; stops after the first error.
pub struct InsnIter<'a> {
    insns: &'a [u16],
    pc: usize,
    failed: bool,
}

/// Walks `insns` linearly from address 0.
pub fn iter(insns: &[u16]) -> InsnIter<'_> {
    InsnIter {
        insns,
        pc: 0,
        failed: false,
    }
}

impl Iterator for InsnIter<'_> {
    type Item = (u32, Result<Insn, DecodeError>);
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.pc >= self.insns.len() {
            return None;
        }
        let pc = self.pc;
        let r = decode(self.insns, pc);
        match &r {
            Ok(i) => self.pc += i.size as usize,
            Err(_) => self.failed = true,
        }
        Some((pc as u32, r))
    }
}

fn expect_ident(insns: &[u16], pc: usize, ident: u16) -> Result<(), DecodeError> {
    let found = *insns
        .get(pc)
        .ok_or(err(pc, DecodeErrorKind::PcOutOfRange))?;
    if found != ident {
        return Err(err(
            pc,
            DecodeErrorKind::NotAPayload {
                expected: ident,
                found,
            },
        ));
    }
    Ok(())
}

fn read_i32(units: &[u16], i: usize) -> i32 {
    // Callers index within a length checked by payload_size.
    (u32::from(units[i]) | (u32::from(units[i + 1]) << 16)) as i32
}

/// packed-switch payload: keys `first_key .. first_key + len()`.
#[derive(Clone, Copy, Debug)]
pub struct PackedSwitch<'a> {
    pub first_key: i32,
    targets: &'a [u16],
}

impl PackedSwitch<'_> {
    pub fn len(&self) -> usize {
        self.targets.len() / 2
    }
    pub fn is_empty(&self) -> bool {
        self.targets.is_empty()
    }
    /// Branch offset (relative to the switch instruction) of case `i`.
    pub fn target(&self, i: usize) -> Option<i32> {
        (i < self.len()).then(|| read_i32(self.targets, i * 2))
    }
    /// `(key, relative target)` pairs.
    pub fn iter(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..self.len()).map(move |i| {
            (
                self.first_key.wrapping_add(i as i32),
                read_i32(self.targets, i * 2),
            )
        })
    }
}

/// sparse-switch payload: sorted keys with their targets.
#[derive(Clone, Copy, Debug)]
pub struct SparseSwitch<'a> {
    size: usize,
    body: &'a [u16],
}

impl SparseSwitch<'_> {
    pub fn len(&self) -> usize {
        self.size
    }
    pub fn is_empty(&self) -> bool {
        self.size == 0
    }
    pub fn key(&self, i: usize) -> Option<i32> {
        (i < self.size).then(|| read_i32(self.body, i * 2))
    }
    pub fn target(&self, i: usize) -> Option<i32> {
        (i < self.size).then(|| read_i32(self.body, (self.size + i) * 2))
    }
    /// `(key, relative target)` pairs.
    pub fn iter(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..self.size).map(move |i| {
            (
                read_i32(self.body, i * 2),
                read_i32(self.body, (self.size + i) * 2),
            )
        })
    }
}

/// fill-array-data payload.
#[derive(Clone, Copy, Debug)]
pub struct ArrayData<'a> {
    pub element_width: u16,
    pub element_count: u32,
    data: &'a [u16],
}

impl ArrayData<'_> {
    /// Byte `i` of the little-endian element data.
    pub fn byte(&self, i: usize) -> Option<u8> {
        let unit = *self.data.get(i / 2)?;
        Some(if i.is_multiple_of(2) {
            unit as u8
        } else {
            (unit >> 8) as u8
        })
    }
    /// Element `i`, zero-extended to 64 bits.
    pub fn element(&self, i: u32) -> Option<u64> {
        if i >= self.element_count {
            return None;
        }
        let w = usize::from(self.element_width);
        let base = i as usize * w;
        let mut v = 0u64;
        for k in 0..w {
            v |= u64::from(self.byte(base + k)?) << (8 * k);
        }
        Some(v)
    }
    /// Raw element bytes, `element_width * element_count` of them.
    pub fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        let n = usize::from(self.element_width) * self.element_count as usize;
        (0..n).filter_map(move |i| self.byte(i))
    }
}

/// Decodes the packed-switch payload at `pc`.
pub fn packed_switch(insns: &[u16], pc: usize) -> Result<PackedSwitch<'_>, DecodeError> {
    expect_ident(insns, pc, PACKED_SWITCH_IDENT)?;
    let size = payload_size(insns, pc, PACKED_SWITCH_IDENT)? as usize;
    Ok(PackedSwitch {
        first_key: read_i32(insns, pc + 2),
        targets: &insns[pc + 4..pc + size],
    })
}

/// Decodes the sparse-switch payload at `pc`.
pub fn sparse_switch(insns: &[u16], pc: usize) -> Result<SparseSwitch<'_>, DecodeError> {
    expect_ident(insns, pc, SPARSE_SWITCH_IDENT)?;
    let size = payload_size(insns, pc, SPARSE_SWITCH_IDENT)? as usize;
    Ok(SparseSwitch {
        size: usize::from(insns[pc + 1]),
        body: &insns[pc + 2..pc + size],
    })
}

/// Decodes the fill-array-data payload at `pc`; the element width must be 1, 2, 4 or 8.
pub fn array_data(insns: &[u16], pc: usize) -> Result<ArrayData<'_>, DecodeError> {
    expect_ident(insns, pc, FILL_ARRAY_DATA_IDENT)?;
    let size = payload_size(insns, pc, FILL_ARRAY_DATA_IDENT)? as usize;
    let width = insns[pc + 1];
    if !matches!(width, 1 | 2 | 4 | 8) {
        return Err(err(pc, DecodeErrorKind::BadElementWidth(width)));
    }
    Ok(ArrayData {
        element_width: width,
        element_count: read_i32(insns, pc + 2) as u32,
        data: &insns[pc + 4..pc + size],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_shape() {
        assert_eq!(OPCODES.len(), 256);
        let unused: [core::ops::RangeInclusive<u8>; 4] =
            [0x3e..=0x43, 0x73..=0x73, 0x79..=0x7a, 0xe3..=0xf9];
        for opc in 0..=255u8 {
            let i = info(opc);
            let is_unused = unused.iter().any(|r| r.contains(&opc));
            assert_eq!(i.is_unused(), is_unused, "{opc:02x}");
            if !is_unused {
                let want = match opc {
                    0xfa..=0xfd => 38,
                    0xfe..=0xff => 39,
                    _ => 35,
                };
                assert_eq!(i.since, want, "{opc:02x}");
            } else {
                assert_eq!(i.name, alloc::format!("unused-{opc:02x}"));
            }
        }
        assert_eq!(info(0x6e).name, "invoke-virtual");
        assert_eq!(info(0xe2).name, "ushr-int/lit8");
        assert!(info(0x28).can_branch() && !info(0x28).can_continue());
        assert!(info(0x27).can_throw() && !info(0x27).can_continue());
        assert!(info(0x2b).is_switch() && info(0x11).is_return() && info(0x74).is_invoke());
        assert!(info(0xfa).valid_in(38) && !info(0xfa).valid_in(37) && !info(0x3e).valid_in(39));
    }

    #[test]
    fn decode_every_format() {
        // 10x return-void
        let i = decode(&[0x000e], 0).unwrap();
        assert_eq!((i.opcode, i.size, i.format), (0x0e, 1, F10x));
        // 12x move v1, v2
        let i = decode(&[0x2101], 0).unwrap();
        assert_eq!((i.a, i.b), (1, 2));
        // 11n const/4 v2, -3
        let i = decode(&[0xd212], 0).unwrap();
        assert_eq!((i.a, i.literal), (2, -3));
        // 11x return v200
        let i = decode(&[0xc80f], 0).unwrap();
        assert_eq!(i.a, 200);
        // 10t goto -2
        let i = decode(&[0xfe28], 0).unwrap();
        assert_eq!((i.offset, i.target(5)), (-2, Some(3)));
        // 20t goto/16 +0x1234
        let i = decode(&[0x0029, 0x1234], 0).unwrap();
        assert_eq!(i.offset, 0x1234);
        // 22x move/from16 v3, v300
        let i = decode(&[0x0302, 300], 0).unwrap();
        assert_eq!((i.a, i.b, i.size), (3, 300, 2));
        // 21t if-eqz v2, -5
        let i = decode(&[0x0238, 0xfffb], 0).unwrap();
        assert_eq!((i.a, i.offset), (2, -5));
        // 21s const/16 v3, -1000
        let i = decode(&[0x0313, (-1000i16) as u16], 0).unwrap();
        assert_eq!(i.literal, -1000);
        // 21h const/high16 and const-wide/high16
        let i = decode(&[0x0415, 0x3f80], 0).unwrap();
        assert_eq!(i.literal, 0x3f80_0000);
        let i = decode(&[0x0519, 0x8000], 0).unwrap();
        assert_eq!(i.literal as u64, 0x8000_0000_0000_0000);
        // 21c const-string v0, string@12
        let i = decode(&[0x001a, 12], 0).unwrap();
        assert_eq!((i.a, i.index), (0, 12));
        // 23x add-int v1, v2, v3
        let i = decode(&[0x0190, 0x0302], 0).unwrap();
        assert_eq!((i.a, i.b, i.c), (1, 2, 3));
        // 22b add-int/lit8 v1, v2, -128
        let i = decode(&[0x01d8, 0x8002], 0).unwrap();
        assert_eq!((i.a, i.b, i.literal), (1, 2, -128));
        // 22t if-eq v1, v2, +7
        let i = decode(&[0x2132, 7], 0).unwrap();
        assert_eq!((i.a, i.b, i.offset), (1, 2, 7));
        // 22s add-int/lit16 v3, v4, -300
        let i = decode(&[0x43d0, (-300i16) as u16], 0).unwrap();
        assert_eq!((i.a, i.b, i.literal), (3, 4, -300));
        // 22c iget v1, v2, field@9
        let i = decode(&[0x2152, 9], 0).unwrap();
        assert_eq!((i.a, i.b, i.index), (1, 2, 9));
        // 30t goto/32
        let i = decode(&[0x002a, 0x0000, 0x8000], 0).unwrap();
        assert_eq!(i.offset, i32::MIN);
        // 32x move/16 v1000, v2000
        let i = decode(&[0x0003, 1000, 2000], 0).unwrap();
        assert_eq!((i.a, i.b, i.size), (1000, 2000, 3));
        // 31i const v4, 0x3fc00000
        let i = decode(&[0x0414, 0x0000, 0x3fc0], 0).unwrap();
        assert_eq!((i.a, i.b), (4, 0x3fc0_0000));
        // 31t fill-array-data v3, +0x19
        let i = decode(&[0x0326, 0x19, 0], 0).unwrap();
        assert_eq!((i.a, i.offset), (3, 0x19));
        // 31c const-string/jumbo v1, string@0x12345
        let i = decode(&[0x011b, 0x2345, 0x1], 0).unwrap();
        assert_eq!(i.index, 0x12345);
        // 35c invoke-virtual {v1, v2, v3, v4, v5}, method@7
        let i = decode(&[0x556e, 7, 0x4321], 0).unwrap();
        assert_eq!((i.arg_count(), i.index), (5, 7));
        assert_eq!([i.arg(0), i.arg(4), i.arg(5)], [Some(1), Some(5), None]);
        // 3rc invoke-static/range {v10 .. v12}, method@3
        let i = decode(&[0x0377, 3, 10], 0).unwrap();
        assert_eq!((i.arg_count(), i.arg(2), i.index), (3, Some(12), 3));
        // 45cc invoke-polymorphic {v1, v2}, method@4, proto@5
        let i = decode(&[0x20fa, 4, 0x21, 5], 0).unwrap();
        assert_eq!((i.size, i.index, i.index2, i.arg(1)), (4, 4, 5, Some(2)));
        // 4rcc invoke-polymorphic/range
        let i = decode(&[0x02fb, 4, 6, 5], 0).unwrap();
        assert_eq!((i.size, i.c, i.index2, i.arg(1)), (4, 6, 5, Some(7)));
        // 51l const-wide
        let i = decode(&[0x0518, 0xcdef, 0x89ab, 0x4567, 0x0123], 0).unwrap();
        assert_eq!((i.a, i.literal), (5, 0x0123_4567_89ab_cdef));
        // unused opcode decodes as 10x
        let i = decode(&[0x003e], 0).unwrap();
        assert!(i.info().is_unused());
    }

    #[test]
    fn decode_odex_formats() {
        // Formats no DEX 035-039 opcode uses, reachable through decode_as.
        let i = decode_as(&[0x21e3, 0x0010], 0, F22cs).unwrap();
        assert_eq!((i.a, i.b, i.index, i.size), (1, 2, 0x10, 2));
        let i = decode_as(&[0x21e9, 0x0007, 0x0043], 0, F35ms).unwrap();
        assert_eq!(
            (i.arg_count(), i.arg(0), i.arg(1), i.index),
            (2, Some(3), Some(4), 7)
        );
        let i = decode_as(&[0x03ea, 0x0007, 0x0100], 0, F3rms).unwrap();
        assert_eq!((i.arg_count(), i.arg(2), i.index), (3, Some(0x102), 7));
        let i = decode_as(&[0x0573, 0x0009], 0, F20bc).unwrap();
        assert_eq!((i.a, i.index), (5, 9));
        let i = decode_as(&[0x1273, 0x0009, 0x0021], 0, F35mi).unwrap();
        assert_eq!((i.arg_count(), i.arg(0), i.arg(1)), (1, Some(1), None));
        let i = decode_as(&[0x0273, 0x0009, 0x0005], 0, F3rmi).unwrap();
        assert_eq!((i.arg_count(), i.arg(1)), (2, Some(6)));
        assert!(decode_as(&[0x21e9, 0x0007], 0, F35ms).is_err());
        for f in [
            F10x, F12x, F11n, F11x, F10t, F20t, F20bc, F22x, F21t, F21s, F21h, F21c, F23x, F22b,
            F22t, F22s, F22c, F22cs, F30t, F32x, F31i, F31t, F31c, F35c, F35ms, F35mi, F3rc, F3rms,
            F3rmi, F45cc, F4rcc, F51l,
        ] {
            let n = f.size();
            assert_eq!(f.name().as_bytes()[0] - b'0', n as u8, "{}", f.name());
            // Exactly `size` units decode; one fewer is an overrun (opcode 0x01 avoids payloads).
            let units = alloc::vec![0x0001u16; n];
            assert_eq!(decode_as(&units, 0, f).map(|i| i.size), Ok(n as u32));
            if n > 1 {
                assert!(decode_as(&units[..n - 1], 0, f).is_err());
            }
        }
    }

    #[test]
    fn decode_rejects_overrun_and_bad_counts() {
        assert_eq!(
            decode(&[], 0).unwrap_err().kind,
            DecodeErrorKind::PcOutOfRange
        );
        assert_eq!(
            decode(&[0x0e00, 0x0018, 1, 2], 1).unwrap_err().kind,
            DecodeErrorKind::Truncated { need: 5, have: 3 }
        );
        assert!(decode(&[0x001a], 0).is_err());
        assert_eq!(
            decode(&[0x606e, 0, 0], 0).unwrap_err().kind,
            DecodeErrorKind::TooManyArgs(6)
        );
        // packed-switch payload claiming 100 targets in 6 units
        assert!(decode(&[0x0100, 100, 0, 0, 0, 0], 0).is_err());
        // fill-array-data whose data runs past the end
        assert!(decode(&[0x0300, 4, 3, 0, 0, 0], 0).is_err());
        // huge element count does not overflow
        assert!(decode(&[0x0300, 8, 0xffff, 0xffff], 0).is_err());
    }

    #[test]
    fn payloads() {
        let p = [0x0100u16, 2, 10, 0, 5, 0, 0xfff0, 0xffff];
        let i = decode(&p, 0).unwrap();
        assert_eq!((i.payload, i.size), (PayloadKind::PackedSwitch, 8));
        let ps = packed_switch(&p, 0).unwrap();
        assert_eq!(
            ps.iter().collect::<alloc::vec::Vec<_>>(),
            [(10, 5), (11, -16)]
        );
        let s = [0x0200u16, 2, 3, 0, 100, 0, 7, 0, 9, 0];
        assert_eq!(decode(&s, 0).unwrap().size, 10);
        let ss = sparse_switch(&s, 0).unwrap();
        assert_eq!(
            ss.iter().collect::<alloc::vec::Vec<_>>(),
            [(3, 7), (100, 9)]
        );
        assert!(packed_switch(&s, 0).is_err());
        let a = [0x0300u16, 2, 3, 0, 1, 0xffff, 3, 0];
        assert_eq!(decode(&a, 0).unwrap().size, 7);
        let ad = array_data(&a, 0).unwrap();
        assert_eq!(
            (ad.element(0), ad.element(1), ad.element(2), ad.element(3)),
            (Some(1), Some(0xffff), Some(3), None)
        );
        let bad = [0x0300u16, 3, 1, 0, 0, 0];
        assert_eq!(
            array_data(&bad, 0).unwrap_err().kind,
            DecodeErrorKind::BadElementWidth(3)
        );
        // nop with a non-payload high byte is a 1-unit spacer
        assert_eq!(decode(&[0x0400], 0).unwrap().size, 1);
        let all: alloc::vec::Vec<_> = iter(&[0x000e, 0x0100, 1, 0, 0, 2, 0])
            .map(|(pc, r)| (pc, r.unwrap().size))
            .collect();
        assert_eq!(all, [(0, 1), (1, 6)]);
    }
}
