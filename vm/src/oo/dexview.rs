//! Adapter between the linker/interpreter and a DEX file image (dex-format spec:
//! header, string/type/proto/field/method ids, class_def, class_data, code_item,
//! try/catch handlers, debug_info line table, encoded_array static values).
//! Every read is bounds checked and reports `DexError` instead of panicking. This is
//! the interpreter's own narrow view; the full loader/verifier lives in `crate::dex`.

use alloc::string::String;
use alloc::vec::Vec;

/// Error found while reading a DEX image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DexError(pub &'static str);

pub type DexResult<T> = Result<T, DexError>;

pub const NO_INDEX: u32 = 0xffff_ffff;

/// A parsed DEX file: owned bytes plus the table offsets of its header.
pub struct DexView {
    data: Vec<u8>,
    pub version: u32,
    string_ids: (u32, u32),
    type_ids: (u32, u32),
    proto_ids: (u32, u32),
    field_ids: (u32, u32),
    method_ids: (u32, u32),
    class_defs: (u32, u32),
}

#[derive(Clone, Copy, Debug)]
pub struct FieldId {
    pub class_idx: u32,
    pub type_idx: u32,
    pub name_idx: u32,
}

#[derive(Clone, Copy, Debug)]
pub struct MethodId {
    pub class_idx: u32,
    pub proto_idx: u32,
    pub name_idx: u32,
}

#[derive(Clone, Copy, Debug)]
pub struct ClassDef {
    pub class_idx: u32,
    pub access_flags: u32,
    pub superclass_idx: u32,
    pub interfaces_off: u32,
    pub source_file_idx: u32,
    pub class_data_off: u32,
    pub static_values_off: u32,
}

#[derive(Clone, Copy, Debug)]
pub struct EncodedField {
    pub field_idx: u32,
    pub access_flags: u32,
}

#[derive(Clone, Copy, Debug)]
pub struct EncodedMethod {
    pub method_idx: u32,
    pub access_flags: u32,
    pub code_off: u32,
}

#[derive(Default, Debug)]
pub struct ClassData {
    pub static_fields: Vec<EncodedField>,
    pub instance_fields: Vec<EncodedField>,
    pub direct_methods: Vec<EncodedMethod>,
    pub virtual_methods: Vec<EncodedMethod>,
}

/// One try block: pcs `[start, end)` covered by handler list at `handlers`.
#[derive(Clone, Debug)]
pub struct TryBlock {
    pub start: u32,
    pub end: u32,
    /// (type_idx or NO_INDEX for catch-all, handler pc)
    pub handlers: Vec<(u32, u32)>,
}

/// A decoded code_item.
pub struct CodeItem {
    pub registers_size: u16,
    pub ins_size: u16,
    pub outs_size: u16,
    pub debug_info_off: u32,
    pub insns: Vec<u16>,
    pub tries: Vec<TryBlock>,
}

/// A decoded static initial value (encoded_value).
#[derive(Clone, Copy, Debug)]
pub enum EncodedValue {
    Prim(u64),
    String(u32),
    Type(u32),
    Null,
    Other,
}

struct Reader<'a> {
    d: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn u8(&mut self) -> DexResult<u8> {
        let b = *self
            .d
            .get(self.pos)
            .ok_or(DexError("read past end of file"))?;
        self.pos += 1;
        Ok(b)
    }
    fn uleb(&mut self) -> DexResult<u32> {
        let mut r: u32 = 0;
        for i in 0..5 {
            let b = self.u8()?;
            r |= ((b & 0x7f) as u32) << (7 * i);
            if b & 0x80 == 0 {
                return Ok(r);
            }
        }
        Err(DexError("bad uleb128"))
    }
    fn sleb(&mut self) -> DexResult<i32> {
        let mut r: u32 = 0;
        let mut shift = 0;
        for _ in 0..5 {
            let b = self.u8()?;
            r |= ((b & 0x7f) as u32) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                if shift < 32 && b & 0x40 != 0 {
                    r |= !0u32 << shift;
                }
                return Ok(r as i32);
            }
        }
        Err(DexError("bad sleb128"))
    }
}

impl DexView {
    pub fn parse(data: Vec<u8>) -> DexResult<DexView> {
        if data.len() < 0x70 {
            return Err(DexError("file too short for a DEX header"));
        }
        if &data[0..4] != b"dex\n" || data[7] != 0 {
            return Err(DexError("bad DEX magic"));
        }
        let v = &data[4..7];
        let version = match v {
            b"035" => 35,
            b"037" => 37,
            b"038" => 38,
            b"039" => 39,
            _ => return Err(DexError("unsupported DEX version")),
        };
        let mut d = DexView {
            data,
            version,
            string_ids: (0, 0),
            type_ids: (0, 0),
            proto_ids: (0, 0),
            field_ids: (0, 0),
            method_ids: (0, 0),
            class_defs: (0, 0),
        };
        if d.u32(40)? != 0x1234_5678 {
            return Err(DexError("unsupported endianness"));
        }
        let table = |d: &DexView, at: usize, elem: u32| -> DexResult<(u32, u32)> {
            let size = d.u32(at)?;
            let off = d.u32(at + 4)?;
            let end = (off as u64) + (size as u64) * (elem as u64);
            if size > 0 && end > d.data.len() as u64 {
                return Err(DexError("id table out of bounds"));
            }
            Ok((size, off))
        };
        d.string_ids = table(&d, 56, 4)?;
        d.type_ids = table(&d, 64, 4)?;
        d.proto_ids = table(&d, 72, 12)?;
        d.field_ids = table(&d, 80, 8)?;
        d.method_ids = table(&d, 88, 8)?;
        d.class_defs = table(&d, 96, 32)?;
        Ok(d)
    }

    fn u32(&self, at: usize) -> DexResult<u32> {
        let b = self
            .data
            .get(at..at + 4)
            .ok_or(DexError("read past end of file"))?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn u16(&self, at: usize) -> DexResult<u16> {
        let b = self
            .data
            .get(at..at + 2)
            .ok_or(DexError("read past end of file"))?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn reader(&self, at: u32) -> Reader<'_> {
        Reader {
            d: &self.data,
            pos: at as usize,
        }
    }

    pub fn string_count(&self) -> u32 {
        self.string_ids.0
    }
    pub fn type_count(&self) -> u32 {
        self.type_ids.0
    }
    pub fn field_count(&self) -> u32 {
        self.field_ids.0
    }
    pub fn method_count(&self) -> u32 {
        self.method_ids.0
    }
    pub fn class_def_count(&self) -> u32 {
        self.class_defs.0
    }
    pub fn proto_count(&self) -> u32 {
        self.proto_ids.0
    }

    /// Raw MUTF-8 bytes of string `idx` (without the terminating NUL) and its UTF-16 length.
    pub fn string_bytes(&self, idx: u32) -> DexResult<(&[u8], u32)> {
        if idx >= self.string_ids.0 {
            return Err(DexError("string index out of range"));
        }
        let off = self.u32(self.string_ids.1 as usize + idx as usize * 4)?;
        let mut r = self.reader(off);
        let utf16_len = r.uleb()?;
        let start = r.pos;
        let rest = self
            .data
            .get(start..)
            .ok_or(DexError("string data out of bounds"))?;
        let end = rest
            .iter()
            .position(|&b| b == 0)
            .ok_or(DexError("unterminated string"))?;
        Ok((&rest[..end], utf16_len))
    }

    /// String `idx` decoded to UTF-16.
    pub fn string_utf16(&self, idx: u32) -> DexResult<Vec<u16>> {
        let (b, n) = self.string_bytes(idx)?;
        let mut out = Vec::with_capacity(n as usize);
        decode_mutf8(b, &mut out)?;
        Ok(out)
    }

    /// String `idx` as a Rust string (lossy for unpaired surrogates); for names and descriptors.
    pub fn string(&self, idx: u32) -> DexResult<String> {
        let u = self.string_utf16(idx)?;
        Ok(char::decode_utf16(u.iter().copied())
            .map(|c| c.unwrap_or('\u{fffd}'))
            .collect())
    }

    pub fn type_descriptor(&self, type_idx: u32) -> DexResult<String> {
        if type_idx >= self.type_ids.0 {
            return Err(DexError("type index out of range"));
        }
        let s = self.u32(self.type_ids.1 as usize + type_idx as usize * 4)?;
        self.string(s)
    }

    pub fn field_id(&self, idx: u32) -> DexResult<FieldId> {
        if idx >= self.field_ids.0 {
            return Err(DexError("field index out of range"));
        }
        let at = self.field_ids.1 as usize + idx as usize * 8;
        Ok(FieldId {
            class_idx: self.u16(at)? as u32,
            type_idx: self.u16(at + 2)? as u32,
            name_idx: self.u32(at + 4)?,
        })
    }

    pub fn method_id(&self, idx: u32) -> DexResult<MethodId> {
        if idx >= self.method_ids.0 {
            return Err(DexError("method index out of range"));
        }
        let at = self.method_ids.1 as usize + idx as usize * 8;
        Ok(MethodId {
            class_idx: self.u16(at)? as u32,
            proto_idx: self.u16(at + 2)? as u32,
            name_idx: self.u32(at + 4)?,
        })
    }

    /// Type list at `off` (0 = empty).
    pub fn type_list(&self, off: u32) -> DexResult<Vec<u32>> {
        if off == 0 {
            return Ok(Vec::new());
        }
        let n = self.u32(off as usize)?;
        if n as usize > self.data.len() {
            return Err(DexError("type list too long"));
        }
        (0..n)
            .map(|i| Ok(self.u16(off as usize + 4 + i as usize * 2)? as u32))
            .collect()
    }

    /// Method descriptor of proto `idx`, e.g. `(ILjava/lang/String;)V`.
    pub fn proto_descriptor(&self, idx: u32) -> DexResult<String> {
        if idx >= self.proto_ids.0 {
            return Err(DexError("proto index out of range"));
        }
        let at = self.proto_ids.1 as usize + idx as usize * 12;
        let ret = self.u32(at + 4)?;
        let params = self.u32(at + 8)?;
        let mut s = String::from("(");
        for t in self.type_list(params)? {
            s.push_str(&self.type_descriptor(t)?);
        }
        s.push(')');
        s.push_str(&self.type_descriptor(ret)?);
        Ok(s)
    }

    pub fn class_def(&self, idx: u32) -> DexResult<ClassDef> {
        if idx >= self.class_defs.0 {
            return Err(DexError("class_def index out of range"));
        }
        let at = self.class_defs.1 as usize + idx as usize * 32;
        Ok(ClassDef {
            class_idx: self.u32(at)?,
            access_flags: self.u32(at + 4)?,
            superclass_idx: self.u32(at + 8)?,
            interfaces_off: self.u32(at + 12)?,
            source_file_idx: self.u32(at + 16)?,
            class_data_off: self.u32(at + 24)?,
            static_values_off: self.u32(at + 28)?,
        })
    }

    pub fn class_data(&self, off: u32) -> DexResult<ClassData> {
        let mut cd = ClassData::default();
        if off == 0 {
            return Ok(cd);
        }
        let mut r = self.reader(off);
        let sf = r.uleb()?;
        let inf = r.uleb()?;
        let dm = r.uleb()?;
        let vm = r.uleb()?;
        if (sf as u64 + inf as u64 + dm as u64 + vm as u64) > self.data.len() as u64 {
            return Err(DexError("class_data counts too large"));
        }
        for (n, list) in [(sf, &mut cd.static_fields), (inf, &mut cd.instance_fields)] {
            let mut idx = 0u32;
            for k in 0..n {
                let diff = r.uleb()?;
                idx = idx.wrapping_add(diff);
                let access_flags = r.uleb()?;
                // A repeated index: the first entry wins, as in the loader (dex/).
                if k > 0 && diff == 0 {
                    continue;
                }
                list.push(EncodedField {
                    field_idx: idx,
                    access_flags,
                });
            }
        }
        for (n, list) in [(dm, &mut cd.direct_methods), (vm, &mut cd.virtual_methods)] {
            let mut idx = 0u32;
            for k in 0..n {
                let diff = r.uleb()?;
                idx = idx.wrapping_add(diff);
                let access_flags = r.uleb()?;
                let code_off = r.uleb()?;
                if k > 0 && diff == 0 {
                    continue;
                }
                list.push(EncodedMethod {
                    method_idx: idx,
                    access_flags,
                    code_off,
                });
            }
        }
        Ok(cd)
    }

    pub fn code_item(&self, off: u32) -> DexResult<CodeItem> {
        let at = off as usize;
        let registers_size = self.u16(at)?;
        let ins_size = self.u16(at + 2)?;
        let outs_size = self.u16(at + 4)?;
        let tries_size = self.u16(at + 6)?;
        let debug_info_off = self.u32(at + 8)?;
        let n = self.u32(at + 12)? as usize;
        let start = at + 16;
        let bytes = self
            .data
            .get(start..start.saturating_add(n.saturating_mul(2)))
            .ok_or(DexError("code_item insns out of bounds"))?;
        let insns: Vec<u16> = bytes
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
        if insns.len() != n {
            return Err(DexError("code_item insns out of bounds"));
        }
        let mut tries = Vec::new();
        if tries_size > 0 {
            let tries_at = start + n * 2 + if n % 2 == 1 { 2 } else { 0 };
            let handlers_at = tries_at + tries_size as usize * 8;
            for i in 0..tries_size as usize {
                let t = tries_at + i * 8;
                let s = self.u32(t)?;
                let count = self.u16(t + 4)? as u32;
                let hoff = self.u16(t + 6)? as usize;
                let mut r = self.reader((handlers_at + hoff) as u32);
                let size = r.sleb()?;
                let mut handlers = Vec::new();
                if size.unsigned_abs() as usize > self.data.len() {
                    return Err(DexError("bad catch handler size"));
                }
                for _ in 0..size.unsigned_abs() {
                    let ty = r.uleb()?;
                    let addr = r.uleb()?;
                    handlers.push((ty, addr));
                }
                if size <= 0 {
                    handlers.push((NO_INDEX, r.uleb()?));
                }
                tries.push(TryBlock {
                    start: s,
                    end: s.saturating_add(count),
                    handlers,
                });
            }
        }
        Ok(CodeItem {
            registers_size,
            ins_size,
            outs_size,
            debug_info_off,
            insns,
            tries,
        })
    }

    /// Runs the debug_info state machine and returns the (pc, line) position table.
    pub fn line_table(&self, debug_info_off: u32) -> DexResult<Vec<(u32, u32)>> {
        let mut out = Vec::new();
        if debug_info_off == 0 {
            return Ok(out);
        }
        let mut r = self.reader(debug_info_off);
        let mut line = r.uleb()? as i64;
        let params = r.uleb()?;
        for _ in 0..params {
            r.uleb()?;
        }
        let mut addr: u32 = 0;
        loop {
            let op = r.u8()?;
            match op {
                0 => break,
                1 => addr = addr.wrapping_add(r.uleb()?),
                2 => line += r.sleb()? as i64,
                3 => {
                    r.uleb()?;
                    r.uleb()?;
                    r.uleb()?;
                }
                4 => {
                    r.uleb()?;
                    r.uleb()?;
                    r.uleb()?;
                    r.uleb()?;
                }
                5 | 6 => {
                    r.uleb()?;
                }
                7 | 8 => {}
                9 => {
                    r.uleb()?;
                }
                _ => {
                    let adj = (op - 10) as i64;
                    line += -4 + adj % 15;
                    addr = addr.wrapping_add((adj / 15) as u32);
                    out.push((addr, line.clamp(0, u32::MAX as i64) as u32));
                }
            }
            if out.len() > 1 << 20 {
                return Err(DexError("debug info too long"));
            }
        }
        Ok(out)
    }

    /// Decodes the encoded_array at `off` (static field initial values).
    pub fn encoded_array(&self, off: u32) -> DexResult<Vec<EncodedValue>> {
        let mut out = Vec::new();
        if off == 0 {
            return Ok(out);
        }
        let mut r = self.reader(off);
        let n = r.uleb()?;
        if n as usize > self.data.len() {
            return Err(DexError("encoded array too long"));
        }
        for _ in 0..n {
            out.push(self.encoded_value(&mut r)?);
        }
        Ok(out)
    }

    fn encoded_value(&self, r: &mut Reader<'_>) -> DexResult<EncodedValue> {
        let b = r.u8()?;
        let ty = b & 0x1f;
        let arg = (b >> 5) as u32;
        let read = |r: &mut Reader<'_>, n: u32| -> DexResult<u64> {
            let mut v = 0u64;
            for i in 0..n {
                v |= (r.u8()? as u64) << (8 * i);
            }
            Ok(v)
        };
        let sext = |v: u64, n: u32| -> u64 {
            let sh = 64 - 8 * n;
            (((v << sh) as i64) >> sh) as u64
        };
        Ok(match ty {
            0x00 | 0x02 | 0x04 | 0x06 => {
                let n = arg + 1;
                let v = sext(read(r, n)?, n);
                EncodedValue::Prim(v)
            }
            0x03 => EncodedValue::Prim(read(r, arg + 1)?),
            0x10 => {
                let n = arg + 1;
                let v = read(r, n)? << (8 * (4 - n.min(4)));
                EncodedValue::Prim(v & 0xffff_ffff)
            }
            0x11 => {
                let n = arg + 1;
                EncodedValue::Prim(read(r, n)? << (8 * (8 - n)))
            }
            0x17 => EncodedValue::String(read(r, arg + 1)? as u32),
            0x18 => EncodedValue::Type(read(r, arg + 1)? as u32),
            0x15 | 0x16 | 0x19 | 0x1a | 0x1b => {
                read(r, arg + 1)?;
                EncodedValue::Other
            }
            0x1c => {
                let n = r.uleb()?;
                for _ in 0..n {
                    self.encoded_value(r)?;
                }
                EncodedValue::Other
            }
            0x1d => {
                r.uleb()?;
                let n = r.uleb()?;
                for _ in 0..n {
                    r.uleb()?;
                    self.encoded_value(r)?;
                }
                EncodedValue::Other
            }
            0x1e => EncodedValue::Null,
            0x1f => EncodedValue::Prim(arg as u64),
            _ => return Err(DexError("bad encoded_value type")),
        })
    }
}

/// Decodes MUTF-8 (dex-format "MUTF-8 encoding") into UTF-16 code units.
pub fn decode_mutf8(b: &[u8], out: &mut Vec<u16>) -> DexResult<()> {
    let mut i = 0;
    while i < b.len() {
        let c = b[i] as u32;
        if c < 0x80 {
            out.push(c as u16);
            i += 1;
        } else if c & 0xe0 == 0xc0 {
            let c2 = *b.get(i + 1).ok_or(DexError("bad MUTF-8"))? as u32;
            out.push((((c & 0x1f) << 6) | (c2 & 0x3f)) as u16);
            i += 2;
        } else if c & 0xf0 == 0xe0 {
            let c2 = *b.get(i + 1).ok_or(DexError("bad MUTF-8"))? as u32;
            let c3 = *b.get(i + 2).ok_or(DexError("bad MUTF-8"))? as u32;
            out.push((((c & 0x0f) << 12) | ((c2 & 0x3f) << 6) | (c3 & 0x3f)) as u16);
            i += 3;
        } else {
            return Err(DexError("bad MUTF-8"));
        }
    }
    Ok(())
}
