//! The DEX file layer: loading and validating one `.dex` file (dex-format page on
//! source.android.com), decoding instructions (`insn`, dalvik-bytecode and
//! instruction-formats pages) and a `dexdump -d` compatible disassembler (`disasm`).
//! Everything the later stages (verifier, interpreter) read from a DEX file comes from
//! here, already range-checked: they may trust indices stored in the parsed structures.
//!
//! # API
//!
//! * [`DexFile::parse`]`(Vec<u8>) -> Result<DexFile, DexError>` parses and validates the
//!   whole file eagerly (header, checksum, map_list, every pool, class_defs, class_data,
//!   code_items with try/catch handlers, debug-info line tables, static values, call
//!   sites, method handles), keeping the bytes once and the id tables; class data and
//!   code are decoded again from the bytes when asked for. [`DexFile::parse_with`] takes
//!   [`ParseOptions`]; [`DexFile::parse_static`] reads a file built into the image in
//!   place. This is the VM's only DEX reader: the linker, interpreter, verifier and
//!   disassembler all use it.
//! * Pools, by plain `u32` index (type aliases [`StringIdx`], [`TypeIdx`], ...); every
//!   accessor returns `None` for an out-of-range index (indices coming from bytecode are
//!   not checked at load, that is the verifier's job):
//!   [`DexFile::string`] (`&str`), [`DexFile::string_utf16`] (UTF-16 units for
//!   `java.lang.String`), [`DexFile::string_mutf8`] (raw bytes),
//!   [`DexFile::type_descriptor`], [`DexFile::proto`] ([`ProtoId`]: shorty, return type,
//!   parameters), [`DexFile::field_id`] ([`FieldId`]), [`DexFile::method_id`]
//!   ([`MethodId`]), [`DexFile::method_handle`], [`DexFile::call_site`].
//! * Classes: [`DexFile::class_defs`] returns [`ClassDef`]s with access flags, superclass,
//!   interfaces and source file; [`DexFile::class_data`] decodes a class's
//!   [`ClassData`] (fields and methods), [`DexFile::static_values`] its initial values,
//!   and [`DexFile::code_item`] an [`EncodedMethod`]'s [`CodeItem`] (registers/ins/outs,
//!   `insns: Vec<u16>`, [`TryItem`]s with [`CatchHandler`]s and the debug line table).
//!   [`DexFile::find_class`] looks a class up by descriptor.
//! * Instructions: [`insn::decode`] / [`insn::iter`] over `CodeItem::insns`.
//! * Errors: [`DexError`] (`offset`, [`ErrorKind`], `message`), displayed as
//!   `ClassFormatError: <message> at 0x<offset>`.

pub mod disasm;
mod error;
pub mod insn;
pub mod reader;
mod value;

pub use error::{DexError, ErrorKind};
pub use value::{EncodedAnnotation, EncodedValue};

use crate::limits;
use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use reader::Reader;
use value::Pools;

/// Index into `string_ids`.
pub type StringIdx = u32;
/// Index into `type_ids`.
pub type TypeIdx = u32;
/// Index into `proto_ids`.
pub type ProtoIdx = u32;
/// Index into `field_ids`.
pub type FieldIdx = u32;
/// Index into `method_ids`.
pub type MethodIdx = u32;

/// The spec's `NO_INDEX` (0xffffffff).
pub const NO_INDEX: u32 = 0xffff_ffff;

/// Access flags (dex-format "access_flags definitions").
pub mod access {
    pub const PUBLIC: u32 = 0x1;
    pub const PRIVATE: u32 = 0x2;
    pub const PROTECTED: u32 = 0x4;
    pub const STATIC: u32 = 0x8;
    pub const FINAL: u32 = 0x10;
    pub const SYNCHRONIZED: u32 = 0x20;
    pub const VOLATILE: u32 = 0x40;
    pub const BRIDGE: u32 = 0x40;
    pub const TRANSIENT: u32 = 0x80;
    pub const VARARGS: u32 = 0x80;
    pub const NATIVE: u32 = 0x100;
    pub const INTERFACE: u32 = 0x200;
    pub const ABSTRACT: u32 = 0x400;
    pub const STRICT: u32 = 0x800;
    pub const SYNTHETIC: u32 = 0x1000;
    pub const ANNOTATION: u32 = 0x2000;
    pub const ENUM: u32 = 0x4000;
    pub const CONSTRUCTOR: u32 = 0x10000;
    pub const DECLARED_SYNCHRONIZED: u32 = 0x20000;
}

/// Loader options.
#[derive(Clone, Copy, Debug)]
pub struct ParseOptions {
    /// Reject a file whose Adler-32 checksum does not match (default true).
    pub verify_checksum: bool,
    /// Walk every class_data, code_item and static-values array at load (default true),
    /// so a malformed one is refused with its offset before any class is defined. Off
    /// only for a file checked before it was built in (the core library, which a test
    /// loads with the full walk): its classes are then decoded, still bounds-checked,
    /// only as they are linked, and start-up pays for what the program uses.
    pub check_class_data: bool,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            verify_checksum: true,
            check_class_data: true,
        }
    }
}

/// `header_item`, all fields as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    pub magic: [u8; 8],
    pub checksum: u32,
    pub signature: [u8; 20],
    pub file_size: u32,
    pub header_size: u32,
    pub endian_tag: u32,
    pub link_size: u32,
    pub link_off: u32,
    pub map_off: u32,
    pub string_ids_size: u32,
    pub string_ids_off: u32,
    pub type_ids_size: u32,
    pub type_ids_off: u32,
    pub proto_ids_size: u32,
    pub proto_ids_off: u32,
    pub field_ids_size: u32,
    pub field_ids_off: u32,
    pub method_ids_size: u32,
    pub method_ids_off: u32,
    pub class_defs_size: u32,
    pub class_defs_off: u32,
    pub data_size: u32,
    pub data_off: u32,
}

/// One `map_item`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapItem {
    pub type_code: u16,
    pub size: u32,
    pub offset: u32,
}

/// `proto_id_item`, with its parameter type list resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProtoId<'a> {
    pub shorty_idx: StringIdx,
    pub return_type_idx: TypeIdx,
    pub parameters_off: u32,
    pub parameters: &'a [TypeIdx],
}

#[derive(Clone, Copy, Debug)]
struct ProtoEntry {
    shorty_idx: StringIdx,
    return_type_idx: TypeIdx,
    parameters_off: u32,
    /// `proto_params[start..start + len]`.
    start: u32,
    len: u32,
}

/// `field_id_item`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldId {
    pub class_idx: TypeIdx,
    pub type_idx: TypeIdx,
    pub name_idx: StringIdx,
}

/// `method_id_item`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodId {
    pub class_idx: TypeIdx,
    pub proto_idx: ProtoIdx,
    pub name_idx: StringIdx,
}

/// `method_handle_item` (DEX 038+).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodHandle {
    /// 0 static-put, 1 static-get, 2 instance-put, 3 instance-get, 4 invoke-static,
    /// 5 invoke-instance, 6 invoke-constructor, 7 invoke-direct, 8 invoke-interface.
    pub kind: u16,
    /// field_ids index for kinds 0..=3, method_ids index otherwise (range-checked).
    pub field_or_method_idx: u32,
}

/// `call_site_item` (DEX 038+): its encoded array (bootstrap method handle, name,
/// method type, extra arguments).
#[derive(Clone, Debug, PartialEq)]
pub struct CallSite {
    pub offset: u32,
    pub values: Vec<EncodedValue>,
}

/// One `encoded_field` of a class_data_item (index already absolute).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncodedField {
    pub field_idx: FieldIdx,
    pub access_flags: u32,
}

/// One `encoded_method` of a class_data_item (index already absolute).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodedMethod {
    pub method_idx: MethodIdx,
    pub access_flags: u32,
    /// File offset of the code_item ([`DexFile::code_item`]), 0 for abstract/native
    /// methods.
    pub code_off: u32,
}

/// `class_data_item`; empty when the class has none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassData {
    pub static_fields: Vec<EncodedField>,
    pub instance_fields: Vec<EncodedField>,
    pub direct_methods: Vec<EncodedMethod>,
    pub virtual_methods: Vec<EncodedMethod>,
}

/// `class_def_item`, with its interfaces resolved; its class data and static values are
/// decoded on demand ([`DexFile::class_data`], [`DexFile::static_values`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    pub class_idx: TypeIdx,
    pub access_flags: u32,
    /// `None` for `java.lang.Object` (NO_INDEX in the file).
    pub superclass_idx: Option<TypeIdx>,
    pub interfaces_off: u32,
    pub interfaces: Vec<TypeIdx>,
    pub source_file_idx: Option<StringIdx>,
    pub annotations_off: u32,
    pub class_data_off: u32,
    pub static_values_off: u32,
    /// Offset of this class_def_item in the file (for error reports).
    pub offset: u32,
}

/// A catch handler: typed `(type_idx, handler address)` pairs in order, then the
/// optional catch-all address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CatchHandler {
    pub pairs: Vec<(TypeIdx, u32)>,
    pub catch_all: Option<u32>,
}

/// `try_item` with its handler resolved. Covers `start_addr .. start_addr + insn_count`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TryItem {
    pub start_addr: u32,
    pub insn_count: u16,
    /// Byte offset of the handler within the encoded_catch_handler_list.
    pub handler_off: u16,
    pub handlers: CatchHandler,
}

/// One row of the debug line table: from `address` (code units) on, source `line`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionEntry {
    pub address: u32,
    pub line: u32,
}

/// `code_item`, validated: every instruction (and payload) lies inside `insns`, try
/// ranges lie inside the code and do not overlap, handler addresses are inside the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeItem {
    pub registers_size: u16,
    pub ins_size: u16,
    pub outs_size: u16,
    /// File offset of the code_item itself.
    pub offset: u32,
    pub insns: Vec<u16>,
    pub tries: Vec<TryItem>,
    pub debug_info_off: u32,
    /// Line table from debug_info (empty without debug info), in emission order.
    pub positions: Vec<PositionEntry>,
}

impl CodeItem {
    /// Source line of the instruction at `pc`: the last position entry at or before it.
    pub fn line_for_pc(&self, pc: u32) -> Option<u32> {
        self.positions
            .iter()
            .rev()
            .find(|p| p.address <= pc)
            .map(|p| p.line)
    }
    /// The try item covering `pc`, if any.
    pub fn try_for_pc(&self, pc: u32) -> Option<&TryItem> {
        self.tries
            .iter()
            .find(|t| pc >= t.start_addr && pc < t.start_addr + u32::from(t.insn_count))
    }
}

#[derive(Clone, Copy, Debug)]
struct StringEntry {
    /// File offset of the first MUTF-8 byte.
    data_off: u32,
    byte_len: u32,
    utf16_len: u32,
    /// Index into `converted` when the bytes are not plain UTF-8.
    converted: u32,
}

const NOT_CONVERTED: u32 = u32::MAX;

/// A parsed, validated DEX file: its bytes (owned, or a file built into the image) and
/// the id tables; class data and code are decoded from the bytes on demand.
#[derive(Clone, Debug)]
pub struct DexFile {
    data: Cow<'static, [u8]>,
    header: Header,
    version: u16,
    map: Vec<MapItem>,
    strings: Vec<StringEntry>,
    converted: Vec<String>,
    /// The proto_ids with their parameter lists flattened into `proto_params` (one
    /// allocation for the file, not one per proto).
    protos: Vec<ProtoEntry>,
    proto_params: Vec<TypeIdx>,
    class_defs: Vec<ClassDef>,
    /// class_defs indices sorted by descriptor, for `find_class`.
    class_order: Vec<u32>,
    method_handles: Vec<MethodHandle>,
    call_sites: Vec<CallSite>,
}

pub(crate) const HEADER_SIZE: u32 = 0x70;
const ENDIAN_CONSTANT: u32 = 0x1234_5678;
const REVERSE_ENDIAN_CONSTANT: u32 = 0x7856_3412;

// map_list type codes.
pub(crate) const TYPE_HEADER_ITEM: u16 = 0x0000;
pub(crate) const TYPE_STRING_ID_ITEM: u16 = 0x0001;
pub(crate) const TYPE_TYPE_ID_ITEM: u16 = 0x0002;
pub(crate) const TYPE_PROTO_ID_ITEM: u16 = 0x0003;
pub(crate) const TYPE_FIELD_ID_ITEM: u16 = 0x0004;
pub(crate) const TYPE_METHOD_ID_ITEM: u16 = 0x0005;
pub(crate) const TYPE_CLASS_DEF_ITEM: u16 = 0x0006;
pub(crate) const TYPE_CALL_SITE_ID_ITEM: u16 = 0x0007;
pub(crate) const TYPE_METHOD_HANDLE_ITEM: u16 = 0x0008;
pub(crate) const TYPE_MAP_LIST: u16 = 0x1000;
const KNOWN_MAP_TYPES: [u16; 22] = [
    0x0000, 0x0001, 0x0002, 0x0003, 0x0004, 0x0005, 0x0006, 0x0007, 0x0008, 0x1000, 0x1001, 0x1002,
    0x1003, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0xF000, 0x2007,
];

fn err(offset: usize, kind: ErrorKind, message: String) -> DexError {
    DexError::new(offset as u32, kind, message)
}

macro_rules! fail {
    ($off:expr, $kind:ident, $($fmt:tt)*) => {
        return Err(err($off as usize, ErrorKind::$kind, alloc::format!($($fmt)*)))
    };
}

/// Checks `index < limit`, reporting `what` and the offset of the referencing field.
/// "table[i] what", formatted only when an error needs it (every id of a DEX is
/// checked, and building the text eagerly was a third of parsing).
#[derive(Clone, Copy)]
struct Indexed(&'static str, u32, &'static str);

impl fmt::Display for Indexed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.0, self.1)?;
        if !self.2.is_empty() {
            write!(f, " {}", self.2)?;
        }
        Ok(())
    }
}

fn check_index(
    index: u32,
    limit: u32,
    what: impl fmt::Display,
    at: usize,
) -> Result<u32, DexError> {
    if index >= limit {
        fail!(
            at,
            BadIndex,
            "{} {} out of range (size {})",
            what,
            index,
            limit
        );
    }
    Ok(index)
}

impl DexFile {
    /// Parses and validates `bytes` with default options (checksum verified).
    pub fn parse(bytes: Vec<u8>) -> Result<DexFile, DexError> {
        Self::parse_with(bytes, ParseOptions::default())
    }

    /// Parses and validates `bytes`.
    pub fn parse_with(bytes: Vec<u8>, options: ParseOptions) -> Result<DexFile, DexError> {
        Self::parse_cow(Cow::Owned(bytes), options)
    }

    /// Parses a file built into the image, reading it in place (no copy).
    pub fn parse_static(bytes: &'static [u8], options: ParseOptions) -> Result<DexFile, DexError> {
        Self::parse_cow(Cow::Borrowed(bytes), options)
    }

    fn parse_cow(bytes: Cow<'static, [u8]>, options: ParseOptions) -> Result<DexFile, DexError> {
        let mut dex = DexFile {
            data: bytes,
            header: Header::default(),
            version: 0,
            map: Vec::new(),
            strings: Vec::new(),
            converted: Vec::new(),
            protos: Vec::new(),
            proto_params: Vec::new(),
            class_defs: Vec::new(),
            class_order: Vec::new(),
            method_handles: Vec::new(),
            call_sites: Vec::new(),
        };
        dex.parse_header(options)?;
        dex.parse_map()?;
        dex.parse_strings()?;
        if options.check_class_data {
            dex.check_types()?;
        }
        dex.parse_protos()?;
        if options.check_class_data {
            dex.check_fields_and_methods()?;
        }
        dex.parse_method_handles()?;
        dex.parse_call_sites()?;
        dex.parse_class_defs(options)?;
        Ok(dex)
    }

    fn parse_header(&mut self, options: ParseOptions) -> Result<(), DexError> {
        let data = &self.data[..];
        if data.len() > limits::DEX_BYTES {
            fail!(
                32,
                LimitExceeded,
                "{}",
                limits::exceeded(
                    "DEX file size",
                    data.len() as u64,
                    limits::DEX_BYTES as u64,
                    "limits::DEX_BYTES"
                )
            );
        }
        let mut r = Reader::new(data, 0);
        let magic = r.bytes(8, "header magic")?;
        if &magic[..4] != b"dex\n" || magic[7] != 0 {
            fail!(
                0,
                BadMagic,
                "bad magic {:02x?} (expected \"dex\\n0NN\\0\")",
                magic
            );
        }
        let version = match &magic[4..7] {
            b"035" => 35,
            b"037" => 37,
            b"038" => 38,
            b"039" => 39,
            v => fail!(
                4,
                UnsupportedVersion,
                "unsupported DEX version {:02x?} (accepted: 035, 037, 038, 039)",
                v
            ),
        };
        let mut h = Header::default();
        h.magic.copy_from_slice(magic);
        h.checksum = r.u32("checksum")?;
        h.signature.copy_from_slice(r.bytes(20, "signature")?);
        h.file_size = r.u32("file_size")?;
        h.header_size = r.u32("header_size")?;
        h.endian_tag = r.u32("endian_tag")?;
        if h.endian_tag == REVERSE_ENDIAN_CONSTANT {
            fail!(
                40,
                BadEndianTag,
                "big-endian DEX files are not supported (endian_tag 0x{:08x})",
                h.endian_tag
            );
        }
        if h.endian_tag != ENDIAN_CONSTANT {
            fail!(40, BadEndianTag, "bad endian_tag 0x{:08x}", h.endian_tag);
        }
        h.link_size = r.u32("link_size")?;
        h.link_off = r.u32("link_off")?;
        h.map_off = r.u32("map_off")?;
        h.string_ids_size = r.u32("string_ids_size")?;
        h.string_ids_off = r.u32("string_ids_off")?;
        h.type_ids_size = r.u32("type_ids_size")?;
        h.type_ids_off = r.u32("type_ids_off")?;
        h.proto_ids_size = r.u32("proto_ids_size")?;
        h.proto_ids_off = r.u32("proto_ids_off")?;
        h.field_ids_size = r.u32("field_ids_size")?;
        h.field_ids_off = r.u32("field_ids_off")?;
        h.method_ids_size = r.u32("method_ids_size")?;
        h.method_ids_off = r.u32("method_ids_off")?;
        h.class_defs_size = r.u32("class_defs_size")?;
        h.class_defs_off = r.u32("class_defs_off")?;
        h.data_size = r.u32("data_size")?;
        h.data_off = r.u32("data_off")?;
        if h.header_size != HEADER_SIZE {
            fail!(
                36,
                BadHeader,
                "header_size 0x{:x} (expected 0x70)",
                h.header_size
            );
        }
        if h.file_size as usize != data.len() {
            fail!(
                32,
                BadHeader,
                "header file_size 0x{:x} but the file has 0x{:x} bytes",
                h.file_size,
                data.len()
            );
        }
        // Computed only when checked: it reads the whole file.
        if options.verify_checksum {
            let computed = reader::adler32(&data[12..]);
            if computed != h.checksum {
                fail!(
                    8,
                    BadChecksum,
                    "bad checksum 0x{:08x}, computed 0x{:08x}",
                    h.checksum,
                    computed
                );
            }
        }
        let fsize = u64::from(h.file_size);
        let sections: [(&str, u32, u32, u64, usize); 6] = [
            ("string_ids", h.string_ids_size, h.string_ids_off, 4, 56),
            ("type_ids", h.type_ids_size, h.type_ids_off, 4, 64),
            ("proto_ids", h.proto_ids_size, h.proto_ids_off, 12, 72),
            ("field_ids", h.field_ids_size, h.field_ids_off, 8, 80),
            ("method_ids", h.method_ids_size, h.method_ids_off, 8, 88),
            ("class_defs", h.class_defs_size, h.class_defs_off, 32, 96),
        ];
        for (name, size, off, item, at) in sections {
            // Only strings have 32-bit indices (const-string/jumbo).
            if name != "string_ids" && size > limits::IDS_PER_DEX {
                fail!(
                    at,
                    LimitExceeded,
                    "{}",
                    limits::exceeded(
                        &format!("{name}_size"),
                        size.into(),
                        limits::IDS_PER_DEX.into(),
                        "limits::IDS_PER_DEX: instructions index them with 16 bits"
                    )
                );
            }
            if size == 0 {
                continue;
            }
            let end = u64::from(off) + u64::from(size) * item;
            if off < HEADER_SIZE || end > fsize {
                fail!(
                    at,
                    BadOffset,
                    "{} offset 0x{:x} size {} out of file (size 0x{:x})",
                    name,
                    off,
                    size,
                    fsize
                );
            }
            if !off.is_multiple_of(4) {
                fail!(at, BadOffset, "{} offset 0x{:x} not 4-aligned", name, off);
            }
        }
        if h.type_ids_size > 65536 || h.proto_ids_size > 65536 {
            fail!(
                64,
                BadHeader,
                "type_ids_size {} / proto_ids_size {} exceed 65536",
                h.type_ids_size,
                h.proto_ids_size
            );
        }
        if u64::from(h.data_off) + u64::from(h.data_size) > fsize {
            fail!(
                108,
                BadOffset,
                "data section 0x{:x}+0x{:x} out of file (size 0x{:x})",
                h.data_off,
                h.data_size,
                fsize
            );
        }
        if h.link_size != 0 && u64::from(h.link_off) + u64::from(h.link_size) > fsize {
            fail!(
                48,
                BadOffset,
                "link section 0x{:x}+0x{:x} out of file (size 0x{:x})",
                h.link_off,
                h.link_size,
                fsize
            );
        }
        self.header = h;
        self.version = version;
        Ok(())
    }

    fn parse_map(&mut self) -> Result<(), DexError> {
        let h = &self.header;
        let fsize = u64::from(h.file_size);
        if h.map_off == 0 || !h.map_off.is_multiple_of(4) || u64::from(h.map_off) + 4 > fsize {
            fail!(
                52,
                BadMapList,
                "map_off 0x{:x} invalid (file size 0x{:x})",
                h.map_off,
                fsize
            );
        }
        let mut r = Reader::new(&self.data, h.map_off as usize);
        let size = r.u32("map_list size")?;
        if u64::from(size) * 12 > r.remaining() as u64 {
            fail!(
                h.map_off,
                BadMapList,
                "map_list size {} runs past the end of the file",
                size
            );
        }
        let mut map: Vec<MapItem> = Vec::with_capacity(size as usize);
        let mut seen: Vec<u16> = Vec::with_capacity(size as usize);
        for i in 0..size {
            let at = r.pos();
            let type_code = r.u16("map_item type")?;
            r.u16("map_item unused")?;
            let item = MapItem {
                type_code,
                size: r.u32("map_item size")?,
                offset: r.u32("map_item offset")?,
            };
            if !KNOWN_MAP_TYPES.contains(&type_code) {
                fail!(
                    at,
                    BadMapList,
                    "map_list[{}] unknown type 0x{:04x}",
                    i,
                    type_code
                );
            }
            if seen.contains(&type_code) {
                fail!(
                    at,
                    BadMapList,
                    "map_list[{}] duplicate type 0x{:04x}",
                    i,
                    type_code
                );
            }
            seen.push(type_code);
            if u64::from(item.offset) >= fsize {
                fail!(
                    at,
                    BadMapList,
                    "map_list[{}] offset 0x{:x} out of file (size 0x{:x})",
                    i,
                    item.offset,
                    fsize
                );
            }
            if let Some(prev) = map.last() {
                if item.offset <= prev.offset {
                    fail!(
                        at,
                        BadMapList,
                        "map_list[{}] offset 0x{:x} not after previous 0x{:x}",
                        i,
                        item.offset,
                        prev.offset
                    );
                }
            }
            if item.size == 0 {
                fail!(
                    at,
                    BadMapList,
                    "map_list[{}] type 0x{:04x} has size 0",
                    i,
                    type_code
                );
            }
            map.push(item);
        }
        match map.first() {
            Some(m) if m.type_code == TYPE_HEADER_ITEM && m.offset == 0 && m.size == 1 => {}
            _ => fail!(
                h.map_off,
                BadMapList,
                "map_list does not start with the header item"
            ),
        }
        let find = |t: u16| map.iter().find(|m| m.type_code == t);
        match find(TYPE_MAP_LIST) {
            Some(m) if m.offset == h.map_off && m.size == 1 => {}
            _ => fail!(
                h.map_off,
                BadMapList,
                "map_list has no entry for itself at 0x{:x}",
                h.map_off
            ),
        }
        let ids = [
            (
                TYPE_STRING_ID_ITEM,
                "string_ids",
                h.string_ids_size,
                h.string_ids_off,
            ),
            (
                TYPE_TYPE_ID_ITEM,
                "type_ids",
                h.type_ids_size,
                h.type_ids_off,
            ),
            (
                TYPE_PROTO_ID_ITEM,
                "proto_ids",
                h.proto_ids_size,
                h.proto_ids_off,
            ),
            (
                TYPE_FIELD_ID_ITEM,
                "field_ids",
                h.field_ids_size,
                h.field_ids_off,
            ),
            (
                TYPE_METHOD_ID_ITEM,
                "method_ids",
                h.method_ids_size,
                h.method_ids_off,
            ),
            (
                TYPE_CLASS_DEF_ITEM,
                "class_defs",
                h.class_defs_size,
                h.class_defs_off,
            ),
        ];
        for (t, name, size, off) in ids {
            match find(t) {
                None if size == 0 => {}
                Some(m) if m.size == size && m.offset == off => {}
                Some(m) => fail!(
                    h.map_off,
                    BadMapList,
                    "map_list {} entry (size {}, offset 0x{:x}) disagrees with header (size {}, offset 0x{:x})",
                    name,
                    m.size,
                    m.offset,
                    size,
                    off
                ),
                None => fail!(h.map_off, BadMapList, "map_list lacks {} (header size {})", name, size),
            }
        }
        for (t, name, item) in [
            (TYPE_CALL_SITE_ID_ITEM, "call_site_ids", 4u64),
            (TYPE_METHOD_HANDLE_ITEM, "method_handles", 8),
        ] {
            if let Some(m) = find(t) {
                if !m.offset.is_multiple_of(4)
                    || u64::from(m.offset) + u64::from(m.size) * item > fsize
                {
                    fail!(
                        h.map_off,
                        BadMapList,
                        "map_list {} (size {}, offset 0x{:x}) out of file",
                        name,
                        m.size,
                        m.offset
                    );
                }
            }
        }
        self.map = map;
        Ok(())
    }

    fn parse_strings(&mut self) -> Result<(), DexError> {
        let h = &self.header;
        let n = h.string_ids_size as usize;
        let mut strings = Vec::with_capacity(n);
        let mut converted = Vec::new();
        let data = &self.data[..];
        let mut ids = Reader::new(data, h.string_ids_off as usize);
        for i in 0..n {
            let at = ids.pos();
            let off = ids.u32("string_id")? as usize;
            if off >= data.len() {
                fail!(
                    at,
                    BadOffset,
                    "string_ids[{}] offset 0x{:x} out of file (size 0x{:x})",
                    i,
                    off,
                    data.len()
                );
            }
            let mut r = Reader::new(data, off);
            let utf16_len = r
                .uleb128("string_data utf16_size")
                .map_err(|e| e.context(format_args!("string_ids[{}]", i)))?;
            let start = r.pos();
            // Almost every string of real code is ASCII: then its length in bytes is its
            // UTF-16 length, a NUL follows, and it is MUTF-8 and UTF-8 at once. Checked a
            // word at a time; anything else takes the byte-wise scan and the decoder.
            let fast = usize::try_from(utf16_len).ok().filter(|&n| {
                data.get(start + n) == Some(&0) && reader::is_plain_ascii(&data[start..start + n])
            });
            if let Some(len) = fast {
                strings.push(StringEntry {
                    data_off: start as u32,
                    byte_len: len as u32,
                    utf16_len,
                    converted: NOT_CONVERTED,
                });
                continue;
            }
            let Some(len) = data
                .get(start..)
                .and_then(|s| s.iter().position(|&b| b == 0))
            else {
                fail!(
                    off,
                    BadString,
                    "string_ids[{}] data at 0x{:x} has no NUL terminator",
                    i,
                    off
                );
            };
            let bytes = &data[start..start + len];
            let (units, plain) = match reader::mutf8_check(bytes) {
                Ok(x) => x,
                Err(e) => fail!(
                    off,
                    BadString,
                    "string_ids[{}] malformed MUTF-8 ({:?})",
                    i,
                    e
                ),
            };
            if units != utf16_len as usize {
                fail!(
                    off,
                    BadString,
                    "string_ids[{}] has {} UTF-16 units, header says {}",
                    i,
                    units,
                    utf16_len
                );
            }
            // A plain string is read in place as `&str`, so it must be UTF-8 as well
            // (MUTF-8 that is not, e.g. an over-long form, is converted like the rest).
            let conv = if plain && core::str::from_utf8(bytes).is_ok() {
                NOT_CONVERTED
            } else {
                // Validated just above, so the conversion cannot fail.
                let s = reader::mutf8_to_string(bytes).unwrap_or_default();
                converted.push(s);
                (converted.len() - 1) as u32
            };
            strings.push(StringEntry {
                data_off: start as u32,
                byte_len: len as u32,
                utf16_len,
                converted: conv,
            });
        }
        self.strings = strings;
        self.converted = converted;
        Ok(())
    }

    /// Checks the type_ids (read in place by [`DexFile::type_descriptor_idx`]).
    fn check_types(&self) -> Result<(), DexError> {
        let h = &self.header;
        let nstr = h.string_ids_size;
        let mut r = Reader::new(&self.data, h.type_ids_off as usize);
        for i in 0..h.type_ids_size {
            let at = r.pos();
            let idx = r.u32("type_id")?;
            check_index(
                idx,
                nstr,
                format_args!("type_ids[{}] descriptor string", i),
                at,
            )?;
            // Descriptors must at least be non-empty; deeper syntax is the verifier's.
            if self.strings[idx as usize].byte_len == 0 {
                fail!(at, BadString, "type_ids[{}] has an empty descriptor", i);
            }
        }
        Ok(())
    }

    /// Reads a `type_list` at `off` (4-aligned), checking every entry.
    fn type_list(
        &self,
        off: u32,
        what: impl fmt::Display + Copy,
    ) -> Result<Vec<TypeIdx>, DexError> {
        let mut out = Vec::new();
        self.type_list_into(off, what, &mut out)?;
        Ok(out)
    }

    /// [`Self::type_list`] appended to `out` (the protos share one vector: one
    /// allocation per proto made the library's parse most of the VM's start-up).
    fn type_list_into(
        &self,
        off: u32,
        what: impl fmt::Display + Copy,
        out: &mut Vec<TypeIdx>,
    ) -> Result<(), DexError> {
        if !off.is_multiple_of(4) {
            fail!(
                off,
                BadOffset,
                "{} type_list offset 0x{:x} not 4-aligned",
                what,
                off
            );
        }
        let mut r = Reader::new(&self.data, off as usize);
        let size = r.u32("type_list size").map_err(|e| e.context(what))?;
        if u64::from(size) * 2 > r.remaining() as u64 {
            fail!(
                off,
                Truncated,
                "{} type_list size {} runs past the end of the file",
                what,
                size
            );
        }
        out.reserve(size as usize);
        for _ in 0..size {
            let at = r.pos();
            let t = u32::from(r.u16("type_list entry")?);
            out.push(check_index(
                t,
                self.header.type_ids_size,
                format_args!("{} type", what),
                at,
            )?);
        }
        Ok(())
    }

    fn parse_protos(&mut self) -> Result<(), DexError> {
        let h = self.header.clone();
        let mut r = Reader::new(&self.data, h.proto_ids_off as usize);
        let mut protos = Vec::with_capacity(h.proto_ids_size as usize);
        let mut params = Vec::new();
        for i in 0..h.proto_ids_size {
            let at = r.pos();
            let shorty_idx = check_index(
                r.u32("shorty_idx")?,
                h.string_ids_size,
                format_args!("proto_ids[{}] shorty", i),
                at,
            )?;
            let return_type_idx = check_index(
                r.u32("return_type_idx")?,
                h.type_ids_size,
                format_args!("proto_ids[{}] return type", i),
                at + 4,
            )?;
            let parameters_off = r.u32("parameters_off")?;
            let start = params.len();
            if parameters_off != 0 {
                let what = format_args!("proto_ids[{}] parameters", i);
                self.type_list_into(parameters_off, what, &mut params)?;
            }
            let len = params.len() - start;
            let shorty = self.str_at(shorty_idx);
            if shorty.len() != len + 1 {
                fail!(
                    at,
                    BadString,
                    "proto_ids[{}] shorty {:?} does not match {} parameters",
                    i,
                    shorty,
                    len
                );
            }
            protos.push(ProtoEntry {
                shorty_idx,
                return_type_idx,
                parameters_off,
                start: start as u32,
                len: len as u32,
            });
        }
        self.protos = protos;
        self.proto_params = params;
        Ok(())
    }

    /// Checks the field_ids and method_ids (read in place by [`DexFile::field_id`] and
    /// [`DexFile::method_id`]).
    fn check_fields_and_methods(&self) -> Result<(), DexError> {
        let h = &self.header;
        let mut r = Reader::new(&self.data, h.field_ids_off as usize);
        for i in 0..h.field_ids_size {
            let at = r.pos();
            let ctx = |w: &'static str| Indexed("field_ids", i, w);
            let class_idx = check_index(
                u32::from(r.u16("field class")?),
                h.type_ids_size,
                ctx("class"),
                at,
            )?;
            let type_idx = check_index(
                u32::from(r.u16("field type")?),
                h.type_ids_size,
                ctx("type"),
                at + 2,
            )?;
            check_index(r.u32("field name")?, h.string_ids_size, ctx("name"), at + 4)?;
            let _ = (class_idx, type_idx);
        }
        let mut r = Reader::new(&self.data, h.method_ids_off as usize);
        for i in 0..h.method_ids_size {
            let at = r.pos();
            let ctx = |w: &'static str| Indexed("method_ids", i, w);
            let class_idx = check_index(
                u32::from(r.u16("method class")?),
                h.type_ids_size,
                ctx("class"),
                at,
            )?;
            let proto_idx = check_index(
                u32::from(r.u16("method proto")?),
                h.proto_ids_size,
                ctx("proto"),
                at + 2,
            )?;
            check_index(
                r.u32("method name")?,
                h.string_ids_size,
                ctx("name"),
                at + 4,
            )?;
            let _ = (class_idx, proto_idx);
        }
        Ok(())
    }

    fn map_entry(&self, t: u16) -> Option<MapItem> {
        self.map.iter().find(|m| m.type_code == t).copied()
    }

    fn pools(&self) -> Pools {
        Pools {
            strings: self.header.string_ids_size,
            types: self.header.type_ids_size,
            protos: self.header.proto_ids_size,
            fields: self.header.field_ids_size,
            methods: self.header.method_ids_size,
            method_handles: self.method_handles.len() as u32,
        }
    }

    fn parse_method_handles(&mut self) -> Result<(), DexError> {
        let Some(m) = self.map_entry(TYPE_METHOD_HANDLE_ITEM) else {
            return Ok(());
        };
        let mut r = Reader::new(&self.data, m.offset as usize);
        let mut out = Vec::with_capacity(m.size as usize);
        for i in 0..m.size {
            let at = r.pos();
            let kind = r.u16("method_handle type")?;
            r.u16("method_handle unused")?;
            let idx = u32::from(r.u16("method_handle field_or_method_id")?);
            r.u16("method_handle unused")?;
            let limit = match kind {
                0..=3 => self.header.field_ids_size,
                4..=8 => self.header.method_ids_size,
                _ => fail!(at, BadIndex, "method_handles[{}] unknown kind {}", i, kind),
            };
            check_index(
                idx,
                limit,
                format_args!("method_handles[{}] target", i),
                at + 4,
            )?;
            out.push(MethodHandle {
                kind,
                field_or_method_idx: idx,
            });
        }
        self.method_handles = out;
        Ok(())
    }

    fn parse_call_sites(&mut self) -> Result<(), DexError> {
        let Some(m) = self.map_entry(TYPE_CALL_SITE_ID_ITEM) else {
            return Ok(());
        };
        let pools = self.pools();
        let mut ids = Reader::new(&self.data, m.offset as usize);
        let mut out = Vec::with_capacity(m.size as usize);
        for i in 0..m.size {
            let at = ids.pos();
            let off = ids.u32("call_site_off")?;
            if off as usize >= self.data.len() {
                fail!(
                    at,
                    BadOffset,
                    "call_site_ids[{}] offset 0x{:x} out of file (size 0x{:x})",
                    i,
                    off,
                    self.data.len()
                );
            }
            let mut r = Reader::new(&self.data, off as usize);
            let values = value::parse_array_body(&mut r, &pools, 0)
                .map_err(|e| e.context(format_args!("call_site_ids[{}]", i)))?;
            let ok = values.len() >= 3
                && matches!(values[0], EncodedValue::MethodHandle(_))
                && matches!(values[1], EncodedValue::String(_))
                && matches!(values[2], EncodedValue::MethodType(_));
            if !ok {
                fail!(
                    off,
                    BadEncodedValue,
                    "call_site_ids[{}] must start with method handle, name, method type",
                    i
                );
            }
            out.push(CallSite {
                offset: off,
                values,
            });
        }
        self.call_sites = out;
        Ok(())
    }

    fn parse_class_defs(&mut self, options: ParseOptions) -> Result<(), DexError> {
        let h = self.header.clone();
        let mut defs = Vec::with_capacity(h.class_defs_size as usize);
        let mut r = Reader::new(&self.data, h.class_defs_off as usize);
        for i in 0..h.class_defs_size {
            let ctx = Indexed("class_defs", i, "");
            let at = r.pos();
            let class_idx = check_index(
                r.u32("class_idx")?,
                h.type_ids_size,
                format_args!("{} class", ctx),
                at,
            )?;
            let access_flags = r.u32("access_flags")?;
            let sup = r.u32("superclass_idx")?;
            let superclass_idx = if sup == NO_INDEX {
                None
            } else {
                Some(check_index(
                    sup,
                    h.type_ids_size,
                    format_args!("{} superclass", ctx),
                    at + 8,
                )?)
            };
            let interfaces_off = r.u32("interfaces_off")?;
            let src = r.u32("source_file_idx")?;
            let source_file_idx = if src == NO_INDEX {
                None
            } else {
                Some(check_index(
                    src,
                    h.string_ids_size,
                    format_args!("{} source file", ctx),
                    at + 16,
                )?)
            };
            let annotations_off = r.u32("annotations_off")?;
            let class_data_off = r.u32("class_data_off")?;
            let static_values_off = r.u32("static_values_off")?;
            let interfaces = if interfaces_off == 0 {
                Vec::new()
            } else {
                self.type_list(interfaces_off, format_args!("{} interfaces", ctx))?
            };
            if annotations_off != 0 && options.check_class_data {
                self.check_annotations_dir(annotations_off)
                    .map_err(|e| e.context(ctx))?;
            }
            if static_values_off != 0 && static_values_off as usize >= self.data.len() {
                fail!(
                    at + 28,
                    BadOffset,
                    "{} static_values_off 0x{:x} out of file (size 0x{:x})",
                    ctx,
                    static_values_off,
                    self.data.len()
                );
            }
            let def = ClassDef {
                class_idx,
                access_flags,
                superclass_idx,
                interfaces_off,
                interfaces,
                source_file_idx,
                annotations_off,
                class_data_off,
                static_values_off,
                offset: at as u32,
            };
            if options.check_class_data {
                self.check_class(&def, i)?;
            }
            defs.push(def);
        }
        // The spec sorts type_ids by descriptor, so ordering by type index is usually
        // ordering by descriptor, for the price of integer comparisons; a file where it
        // is not gets the string sort.
        let mut order: Vec<u32> = (0..defs.len() as u32).collect();
        order.sort_unstable_by_key(|&a| defs[a as usize].class_idx);
        let by_desc = |a: &u32, b: &u32| {
            self.class_descriptor(&defs[*a as usize])
                .cmp(self.class_descriptor(&defs[*b as usize]))
        };
        if order
            .windows(2)
            .any(|w| by_desc(&w[0], &w[1]) == core::cmp::Ordering::Greater)
        {
            order.sort_by(by_desc);
        }
        if let Some(w) = order
            .windows(2)
            .find(|w| defs[w[0] as usize].class_idx == defs[w[1] as usize].class_idx)
        {
            fail!(
                h.class_defs_off as usize + 32 * w[1] as usize,
                BadClassData,
                "class {} defined twice",
                self.class_descriptor(&defs[w[1] as usize])
            );
        }
        self.class_defs = defs;
        self.class_order = order;
        Ok(())
    }

    /// The load-time walk of one class ([`ParseOptions::check_class_data`]): its class
    /// data, every code_item it names and its static values decode, with the errors
    /// placed as `class_defs[i]`.
    fn check_class(&self, def: &ClassDef, i: u32) -> Result<(), DexError> {
        let ctx = Indexed("class_defs", i, "");
        let data = self.class_data(def).map_err(|e| e.context(ctx))?;
        for m in data.direct_methods.iter().chain(&data.virtual_methods) {
            if m.code_off != 0 {
                self.code_item(m.code_off)
                    .map_err(|e| e.context(format_args!("method_ids[{}] code", m.method_idx)))
                    .map_err(|e| e.context(ctx))?;
            }
        }
        let values = self
            .static_values(def)
            .map_err(|e| e.context(format_args!("{} static values", ctx)))?;
        if values.len() > data.static_fields.len() {
            fail!(
                def.static_values_off,
                BadEncodedValue,
                "{} has {} static values for {} static fields",
                ctx,
                values.len(),
                data.static_fields.len()
            );
        }
        Ok(())
    }

    /// Bounds-checks an annotations_directory_item and the offsets it holds; the
    /// annotations themselves are not decoded.
    fn check_annotations_dir(&self, off: u32) -> Result<(), DexError> {
        if !off.is_multiple_of(4) {
            fail!(off, BadOffset, "annotations_off 0x{:x} not 4-aligned", off);
        }
        let len = self.data.len() as u64;
        let mut r = Reader::new(&self.data, off as usize);
        let class_set = r.u32("class_annotations_off")?;
        let nf = r.u32("fields_size")?;
        let nm = r.u32("annotated_methods_size")?;
        let np = r.u32("annotated_parameters_size")?;
        if (u64::from(nf) + u64::from(nm) + u64::from(np)) * 8 > r.remaining() as u64 {
            fail!(
                off,
                Truncated,
                "annotations directory at 0x{:x} runs past the end of the file",
                off
            );
        }
        if u64::from(class_set) >= len {
            fail!(
                off,
                BadOffset,
                "class_annotations_off 0x{:x} out of file",
                class_set
            );
        }
        for (n, limit, what) in [
            (nf, self.header.field_ids_size, "field"),
            (nm, self.header.method_ids_size, "method"),
            (np, self.header.method_ids_size, "parameter"),
        ] {
            for _ in 0..n {
                let at = r.pos();
                check_index(
                    r.u32("annotation target")?,
                    limit,
                    format_args!("annotated {}", what),
                    at,
                )?;
                let o = r.u32("annotation offset")?;
                if o == 0 || u64::from(o) >= len {
                    fail!(
                        at + 4,
                        BadOffset,
                        "{} annotation offset 0x{:x} out of file",
                        what,
                        o
                    );
                }
            }
        }
        Ok(())
    }

    fn parse_class_data(&self, off: u32) -> Result<ClassData, DexError> {
        if off as usize >= self.data.len() {
            fail!(
                off,
                BadOffset,
                "class_data_off 0x{:x} out of file (size 0x{:x})",
                off,
                self.data.len()
            );
        }
        let mut r = Reader::new(&self.data, off as usize);
        let sizes = [
            r.uleb128("static_fields_size")?,
            r.uleb128("instance_fields_size")?,
            r.uleb128("direct_methods_size")?,
            r.uleb128("virtual_methods_size")?,
        ];
        // Each entry takes at least two bytes: reject absurd sizes before allocating.
        let total: u64 = sizes.iter().map(|&s| u64::from(s)).sum();
        if total * 2 > r.remaining() as u64 {
            fail!(
                off,
                Truncated,
                "class_data at 0x{:x} declares {} members, too many for the file",
                off,
                total
            );
        }
        let mut cd = ClassData::default();
        for (list, n) in [
            (&mut cd.static_fields, sizes[0]),
            (&mut cd.instance_fields, sizes[1]),
        ] {
            let mut idx = 0u32;
            for k in 0..n {
                let at = r.pos();
                let diff = r.uleb128("field_idx_diff")?;
                idx = match idx.checked_add(diff) {
                    Some(v) => v,
                    None => fail!(at, BadIndex, "field index overflows"),
                };
                check_index(idx, self.header.field_ids_size, "class_data field", at)?;
                let access_flags = r.uleb128("field access_flags")?;
                // A repeated index (diff 0): ART's dex file verifier only refuses a
                // decreasing one, and the class linker keeps the first entry.
                if k > 0 && diff == 0 {
                    continue;
                }
                list.push(EncodedField {
                    field_idx: idx,
                    access_flags,
                });
            }
        }
        for (virt, n) in [(false, sizes[2]), (true, sizes[3])] {
            let mut idx = 0u32;
            let mut list = Vec::with_capacity(n as usize);
            for k in 0..n {
                let at = r.pos();
                let diff = r.uleb128("method_idx_diff")?;
                idx = match idx.checked_add(diff) {
                    Some(v) => v,
                    None => fail!(at, BadIndex, "method index overflows"),
                };
                check_index(idx, self.header.method_ids_size, "class_data method", at)?;
                let access_flags = r.uleb128("method access_flags")?;
                let code_off = r.uleb128("code_off")?;
                // A repeated index (diff 0), which some tools emit: ART's dex file
                // verifier only refuses a decreasing one (uleb128 diffs cannot
                // decrease), and the class linker keeps the first definition.
                if k > 0 && diff == 0 {
                    continue;
                }
                list.push(EncodedMethod {
                    method_idx: idx,
                    access_flags,
                    code_off,
                });
            }
            if virt {
                cd.virtual_methods = list;
            } else {
                cd.direct_methods = list;
            }
        }
        Ok(cd)
    }

    fn parse_code(&self, off: u32) -> Result<CodeItem, DexError> {
        if !off.is_multiple_of(4) {
            fail!(off, BadOffset, "code_item offset 0x{:x} not 4-aligned", off);
        }
        let mut r = Reader::new(&self.data, off as usize);
        let registers_size = r.u16("registers_size")?;
        let ins_size = r.u16("ins_size")?;
        let outs_size = r.u16("outs_size")?;
        let tries_size = r.u16("tries_size")?;
        let debug_info_off = r.u32("debug_info_off")?;
        let insns_size = r.u32("insns_size")?;
        if registers_size > limits::REGISTERS {
            fail!(
                off,
                LimitExceeded,
                "{}",
                limits::exceeded(
                    "registers_size",
                    registers_size.into(),
                    limits::REGISTERS.into(),
                    "limits::REGISTERS"
                )
            );
        }
        if ins_size > registers_size {
            fail!(
                off,
                BadCode,
                "ins_size {} > registers_size {}",
                ins_size,
                registers_size
            );
        }
        let insns_at = r.pos();
        if u64::from(insns_size) * 2 > r.remaining() as u64 {
            fail!(
                insns_at,
                BadCode,
                "insns_size {} runs past the end of the file (size 0x{:x})",
                insns_size,
                self.data.len()
            );
        }
        let raw = r.bytes(insns_size as usize * 2, "insns")?;
        let insns: Vec<u16> = raw
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
        for (pc, res) in insn::iter(&insns) {
            if let Err(e) = res {
                fail!(insns_at + pc as usize * 2, BadCode, "{}", e);
            }
        }
        let mut tries = Vec::with_capacity(usize::from(tries_size));
        if tries_size > 0 {
            if !insns_size.is_multiple_of(2) {
                r.u16("code_item padding")?;
            }
            let mut raw_tries = Vec::with_capacity(usize::from(tries_size));
            for _ in 0..tries_size {
                let at = r.pos();
                let start_addr = r.u32("try start_addr")?;
                let insn_count = r.u16("try insn_count")?;
                let handler_off = r.u16("try handler_off")?;
                let end = u64::from(start_addr) + u64::from(insn_count);
                if insn_count == 0 || end > u64::from(insns_size) {
                    fail!(
                        at,
                        BadCode,
                        "try 0x{:x}+{} outside code of {} units",
                        start_addr,
                        insn_count,
                        insns_size
                    );
                }
                if let Some(&(ps, pc, _, _)) = raw_tries.last() {
                    if start_addr < ps + u32::from(pc) {
                        fail!(
                            at,
                            BadCode,
                            "try at 0x{:x} overlaps the previous one",
                            start_addr
                        );
                    }
                }
                raw_tries.push((start_addr, insn_count, handler_off, at));
            }
            let list_at = r.pos();
            let list_size = r.uleb128("encoded_catch_handler_list size")?;
            if list_size == 0 || u64::from(list_size) > r.remaining() as u64 {
                fail!(
                    list_at,
                    BadCode,
                    "catch handler list size {} invalid",
                    list_size
                );
            }
            // Decode each handler once, keyed by its offset in the list.
            let mut handlers: Vec<(u16, CatchHandler)> = Vec::with_capacity(list_size as usize);
            for _ in 0..list_size {
                let hoff = r.pos() - list_at;
                let at = r.pos();
                let size = r.sleb128("catch handler size")?;
                let n = size.unsigned_abs();
                if u64::from(n) * 2 > r.remaining() as u64 {
                    fail!(
                        at,
                        BadCode,
                        "catch handler with {} pairs runs past the end of the file",
                        n
                    );
                }
                let mut h = CatchHandler {
                    pairs: Vec::with_capacity(n as usize),
                    catch_all: None,
                };
                for _ in 0..n {
                    let pat = r.pos();
                    let t = check_index(
                        r.uleb128("catch type_idx")?,
                        self.header.type_ids_size,
                        "catch type",
                        pat,
                    )?;
                    let addr = r.uleb128("catch addr")?;
                    if addr >= insns_size {
                        fail!(
                            pat,
                            BadCode,
                            "catch handler address 0x{:x} outside code of {} units",
                            addr,
                            insns_size
                        );
                    }
                    h.pairs.push((t, addr));
                }
                if size <= 0 {
                    let pat = r.pos();
                    let addr = r.uleb128("catch_all addr")?;
                    if addr >= insns_size {
                        fail!(
                            pat,
                            BadCode,
                            "catch-all address 0x{:x} outside code of {} units",
                            addr,
                            insns_size
                        );
                    }
                    h.catch_all = Some(addr);
                }
                if hoff <= usize::from(u16::MAX) {
                    handlers.push((hoff as u16, h));
                }
            }
            for (start_addr, insn_count, handler_off, at) in raw_tries {
                let Ok(k) = handlers.binary_search_by_key(&handler_off, |(o, _)| *o) else {
                    fail!(
                        at,
                        BadCode,
                        "try handler_off 0x{:x} is not the start of a handler",
                        handler_off
                    );
                };
                tries.push(TryItem {
                    start_addr,
                    insn_count,
                    handler_off,
                    handlers: handlers[k].1.clone(),
                });
            }
        }
        let positions = if debug_info_off == 0 {
            Vec::new()
        } else {
            self.parse_debug_info(debug_info_off)
                .map_err(|e| e.context("debug_info"))?
        };
        Ok(CodeItem {
            registers_size,
            ins_size,
            outs_size,
            offset: off,
            insns,
            tries,
            debug_info_off,
            positions,
        })
    }

    /// Runs the debug_info state machine, validating it, and returns the line table.
    fn parse_debug_info(&self, off: u32) -> Result<Vec<PositionEntry>, DexError> {
        if off as usize >= self.data.len() {
            fail!(
                off,
                BadOffset,
                "debug_info_off 0x{:x} out of file (size 0x{:x})",
                off,
                self.data.len()
            );
        }
        let nstr = self.header.string_ids_size;
        let ntypes = self.header.type_ids_size;
        let str_p1 = |r: &mut Reader<'_>, what: &str| -> Result<(), DexError> {
            let at = r.pos();
            let v = r.uleb128p1(what)?;
            if v != NO_INDEX {
                check_index(v, nstr, what, at)?;
            }
            Ok(())
        };
        let mut r = Reader::new(&self.data, off as usize);
        let mut line = r.uleb128("line_start")?;
        let params = r.uleb128("parameters_size")?;
        if u64::from(params) > r.remaining() as u64 {
            fail!(
                off,
                BadCode,
                "debug_info parameters_size {} too large",
                params
            );
        }
        for _ in 0..params {
            str_p1(&mut r, "parameter name")?;
        }
        let mut address = 0u32;
        let mut out = Vec::new();
        loop {
            let op = r.u8("debug opcode")?;
            match op {
                0x00 => break,
                0x01 => address = address.wrapping_add(r.uleb128("advance_pc")?),
                0x02 => line = line.wrapping_add(r.sleb128("advance_line")? as u32),
                0x03 | 0x04 => {
                    r.uleb128("local register")?;
                    str_p1(&mut r, "local name")?;
                    let tat = r.pos();
                    let t = r.uleb128p1("local type")?;
                    if t != NO_INDEX {
                        check_index(t, ntypes, "local type", tat)?;
                    }
                    if op == 0x04 {
                        str_p1(&mut r, "local signature")?;
                    }
                }
                0x05 | 0x06 => {
                    r.uleb128("local register")?;
                }
                0x07 | 0x08 => {}
                0x09 => str_p1(&mut r, "source file")?,
                _ => {
                    let adj = u32::from(op - 0x0a);
                    address = address.wrapping_add(adj / 15);
                    line = line.wrapping_add((adj % 15) as i32 as u32).wrapping_sub(4);
                    out.push(PositionEntry { address, line });
                }
            }
        }
        Ok(out)
    }

    /// String by index that the loader already validated (never fails in practice).
    fn str_at(&self, idx: u32) -> &str {
        self.string(idx).unwrap_or("")
    }

    // ---------------------------------------------------------------- accessors

    /// All bytes of the file.
    pub fn bytes(&self) -> &[u8] {
        &self.data
    }
    /// The parsed header.
    pub fn header(&self) -> &Header {
        &self.header
    }
    /// DEX version number: 35, 37, 38 or 39.
    pub fn version(&self) -> u16 {
        self.version
    }
    /// Checksum stored in the header.
    pub fn checksum(&self) -> u32 {
        self.header.checksum
    }
    /// Adler-32 of the file, computed on each call (equal to [`Self::checksum`] unless
    /// the file was parsed with `verify_checksum: false`).
    pub fn computed_checksum(&self) -> u32 {
        reader::adler32(self.data.get(12..).unwrap_or_default())
    }
    /// The validated map_list.
    pub fn map_list(&self) -> &[MapItem] {
        &self.map
    }

    pub fn string_count(&self) -> u32 {
        self.strings.len() as u32
    }
    /// String `idx` as Rust text (lone surrogates shown as U+FFFD).
    pub fn string(&self, idx: StringIdx) -> Option<&str> {
        let e = self.strings.get(idx as usize)?;
        if e.converted != NOT_CONVERTED {
            return self.converted.get(e.converted as usize).map(String::as_str);
        }
        let b = self
            .data
            .get(e.data_off as usize..(e.data_off + e.byte_len) as usize)?;
        // SAFETY: `parse_strings` checked these bytes are UTF-8 when it recorded the entry
        // as not converted, and the file's bytes are never changed after parsing. (Checking
        // again here was a tenth of start-up: every class lookup compares descriptors.)
        Some(unsafe { core::str::from_utf8_unchecked(b) })
    }
    /// Raw MUTF-8 bytes of string `idx` (without the NUL).
    pub fn string_mutf8(&self, idx: StringIdx) -> Option<&[u8]> {
        let e = self.strings.get(idx as usize)?;
        self.data
            .get(e.data_off as usize..(e.data_off + e.byte_len) as usize)
    }
    /// Length of string `idx` in UTF-16 units.
    pub fn string_utf16_len(&self, idx: StringIdx) -> Option<u32> {
        self.strings.get(idx as usize).map(|e| e.utf16_len)
    }
    /// String `idx` as UTF-16 code units, exactly as Java sees it.
    pub fn string_utf16(&self, idx: StringIdx) -> Option<Vec<u16>> {
        reader::mutf8_to_utf16(self.string_mutf8(idx)?).ok()
    }

    /// `n` little-endian bytes at `at` (the id tables are read in place: the loader
    /// checked them, or the file was built in; out of range reads as `None`).
    fn le(&self, at: usize, n: usize) -> Option<u32> {
        let b = self.data.get(at..at.checked_add(n)?)?;
        Some(b.iter().rev().fold(0, |v, &x| (v << 8) | u32::from(x)))
    }

    pub fn type_count(&self) -> u32 {
        self.header.type_ids_size
    }
    /// Descriptor of type `idx`, e.g. `"Ljava/lang/String;"`, `"[I"`.
    pub fn type_descriptor(&self, idx: TypeIdx) -> Option<&str> {
        self.string(self.type_descriptor_idx(idx)?)
    }
    /// String index of the descriptor of type `idx`.
    pub fn type_descriptor_idx(&self, idx: TypeIdx) -> Option<StringIdx> {
        if idx >= self.header.type_ids_size {
            return None;
        }
        self.le(self.header.type_ids_off as usize + 4 * idx as usize, 4)
    }

    pub fn proto_count(&self) -> u32 {
        self.protos.len() as u32
    }
    pub fn proto(&self, idx: ProtoIdx) -> Option<ProtoId<'_>> {
        let p = self.protos.get(idx as usize)?;
        Some(ProtoId {
            shorty_idx: p.shorty_idx,
            return_type_idx: p.return_type_idx,
            parameters_off: p.parameters_off,
            parameters: self
                .proto_params
                .get(p.start as usize..(p.start + p.len) as usize)?,
        })
    }
    /// Shorty of proto `idx`, e.g. `"VIL"`.
    pub fn proto_shorty(&self, idx: ProtoIdx) -> Option<&str> {
        self.string(self.proto(idx)?.shorty_idx)
    }
    /// Method descriptor of proto `idx`, e.g. `"(ILjava/lang/String;)V"`.
    pub fn proto_signature(&self, idx: ProtoIdx) -> Option<String> {
        let p = self.proto(idx)?;
        let mut s = String::from("(");
        for &t in p.parameters {
            s.push_str(self.type_descriptor(t)?);
        }
        s.push(')');
        s.push_str(self.type_descriptor(p.return_type_idx)?);
        Some(s)
    }

    pub fn field_count(&self) -> u32 {
        self.header.field_ids_size
    }
    /// Entry `idx` of a field_ids or method_ids table (`size` entries at `off`): both
    /// are (u16 class, u16 type or proto, u32 name).
    fn member_id(&self, off: u32, size: u32, idx: u32) -> Option<(u32, u32, u32)> {
        if idx >= size {
            return None;
        }
        let at = off as usize + 8 * idx as usize;
        Some((self.le(at, 2)?, self.le(at + 2, 2)?, self.le(at + 4, 4)?))
    }
    pub fn field_id(&self, idx: FieldIdx) -> Option<FieldId> {
        let h = &self.header;
        let (class_idx, type_idx, name_idx) =
            self.member_id(h.field_ids_off, h.field_ids_size, idx)?;
        Some(FieldId {
            class_idx,
            type_idx,
            name_idx,
        })
    }
    pub fn field_name(&self, idx: FieldIdx) -> Option<&str> {
        self.string(self.field_id(idx)?.name_idx)
    }

    pub fn method_count(&self) -> u32 {
        self.header.method_ids_size
    }
    pub fn method_id(&self, idx: MethodIdx) -> Option<MethodId> {
        let h = &self.header;
        let (class_idx, proto_idx, name_idx) =
            self.member_id(h.method_ids_off, h.method_ids_size, idx)?;
        Some(MethodId {
            class_idx,
            proto_idx,
            name_idx,
        })
    }
    pub fn method_name(&self, idx: MethodIdx) -> Option<&str> {
        self.string(self.method_id(idx)?.name_idx)
    }

    pub fn method_handles(&self) -> &[MethodHandle] {
        &self.method_handles
    }
    pub fn method_handle(&self, idx: u32) -> Option<&MethodHandle> {
        self.method_handles.get(idx as usize)
    }
    pub fn call_sites(&self) -> &[CallSite] {
        &self.call_sites
    }
    pub fn call_site(&self, idx: u32) -> Option<&CallSite> {
        self.call_sites.get(idx as usize)
    }

    pub fn class_defs(&self) -> &[ClassDef] {
        &self.class_defs
    }
    /// The fields and methods of `def` (empty without class data), decoded from the
    /// file: checked at load unless the file was opened without
    /// [`ParseOptions::check_class_data`], bounds-checked either way.
    pub fn class_data(&self, def: &ClassDef) -> Result<ClassData, DexError> {
        if def.class_data_off == 0 {
            return Ok(ClassData::default());
        }
        self.parse_class_data(def.class_data_off)
    }
    /// The code_item at `off` (an [`EncodedMethod::code_off`]), validated: instructions
    /// and payloads inside `insns`, try ranges and handlers inside the code.
    pub fn code_item(&self, off: u32) -> Result<CodeItem, DexError> {
        self.parse_code(off)
    }
    /// Initial values of the first `len()` static fields of `def`, in order; the
    /// remaining static fields are zero/null.
    pub fn static_values(&self, def: &ClassDef) -> Result<Vec<EncodedValue>, DexError> {
        if def.static_values_off == 0 {
            return Ok(Vec::new());
        }
        let mut vr = Reader::new(&self.data, def.static_values_off as usize);
        value::parse_array_body(&mut vr, &self.pools(), 0)
    }
    /// Descriptor of the class a class_def defines.
    pub fn class_descriptor(&self, def: &ClassDef) -> &str {
        self.type_descriptor(def.class_idx).unwrap_or("")
    }
    /// Source file name of a class (from class_def.source_file_idx).
    pub fn source_file(&self, def: &ClassDef) -> Option<&str> {
        self.string(def.source_file_idx?)
    }
    /// The class_def defining `descriptor` (binary search, O(log n)).
    pub fn find_class(&self, descriptor: &str) -> Option<&ClassDef> {
        self.class_defs
            .get(self.class_def_index(descriptor)? as usize)
    }
    /// Index in [`DexFile::class_defs`] of the class_def defining `descriptor`.
    pub fn class_def_index(&self, descriptor: &str) -> Option<u32> {
        let k = self
            .class_order
            .binary_search_by(|&i| {
                self.class_descriptor(&self.class_defs[i as usize])
                    .cmp(descriptor)
            })
            .ok()?;
        Some(self.class_order[k])
    }
    /// The class-level annotations of `def` (its annotations directory's
    /// `class_annotations_off` set) as (visibility, annotation), decoded on demand:
    /// reflection reads the `dalvik.annotation.*` system annotations from here.
    pub fn class_annotations(
        &self,
        def: &ClassDef,
    ) -> Result<Vec<(u8, EncodedAnnotation)>, DexError> {
        if def.annotations_off == 0 {
            return Ok(Vec::new());
        }
        let set =
            Reader::new(&self.data, def.annotations_off as usize).u32("class_annotations_off")?;
        if set == 0 {
            return Ok(Vec::new());
        }
        let mut r = Reader::new(&self.data, set as usize);
        let n = r.u32("annotation_set_item size")?;
        if u64::from(n) * 4 > r.remaining() as u64 {
            fail!(
                set,
                Truncated,
                "annotation set at 0x{:x} runs past the end of the file",
                set
            );
        }
        let pools = self.pools();
        let mut out = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let off = r.u32("annotation_off_item")?;
            if off as usize >= self.data.len() {
                fail!(
                    r.pos() - 4,
                    BadOffset,
                    "annotation offset 0x{:x} out of file",
                    off
                );
            }
            let mut a = Reader::new(&self.data, off as usize);
            let visibility = a.u8("annotation visibility")?;
            out.push((visibility, value::parse_annotation(&mut a, &pools, 0)?));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_display() {
        let e = DexError::new(
            0x3c,
            ErrorKind::BadOffset,
            "string_ids[7] offset 0x1234 out of file (size 0x900)".into(),
        );
        assert_eq!(
            alloc::format!("{}", e),
            "ClassFormatError: string_ids[7] offset 0x1234 out of file (size 0x900) at 0x3c"
        );
    }
}
