//! `encoded_value`, `encoded_array` and `encoded_annotation` (dex-format page, section
//! "encoded_value encoding"): static field initial values, call-site arguments and
//! annotation elements. Parsing checks every pool index against the file's pools and
//! bounds nesting depth so malicious input cannot overflow the stack.

use super::error::{DexError, ErrorKind};
use super::reader::Reader;
use alloc::vec::Vec;

/// One decoded `encoded_value`. Indices are already range-checked against the pools.
#[derive(Clone, Debug, PartialEq)]
pub enum EncodedValue {
    Byte(i8),
    Short(i16),
    Char(u16),
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    /// proto_ids index.
    MethodType(u32),
    /// method_handles index.
    MethodHandle(u32),
    /// string_ids index.
    String(u32),
    /// type_ids index.
    Type(u32),
    /// field_ids index.
    Field(u32),
    /// method_ids index.
    Method(u32),
    /// field_ids index of an enum constant.
    Enum(u32),
    Array(Vec<EncodedValue>),
    Annotation(EncodedAnnotation),
    Null,
    Boolean(bool),
}

impl EncodedValue {
    /// A primitive's bits as a field holds them: integers sign-extended (char
    /// zero-extended), a float's bits in the low word, booleans 0/1, null 0. `None` for
    /// the rest (strings, types and other references resolve through the VM).
    pub fn static_bits(&self) -> Option<u64> {
        Some(match *self {
            EncodedValue::Byte(v) => v as i64 as u64,
            EncodedValue::Short(v) => v as i64 as u64,
            EncodedValue::Char(v) => u64::from(v),
            EncodedValue::Int(v) => v as i64 as u64,
            EncodedValue::Long(v) => v as u64,
            EncodedValue::Float(v) => u64::from(v.to_bits()),
            EncodedValue::Double(v) => v.to_bits(),
            EncodedValue::Boolean(b) => u64::from(b),
            EncodedValue::Null => 0,
            _ => return None,
        })
    }
}

/// `encoded_annotation`: a type and `(name string index, value)` elements.
#[derive(Clone, Debug, PartialEq)]
pub struct EncodedAnnotation {
    pub type_idx: u32,
    pub elements: Vec<(u32, EncodedValue)>,
}

pub(crate) const VALUE_BYTE: u8 = 0x00;
pub(crate) const VALUE_SHORT: u8 = 0x02;
pub(crate) const VALUE_CHAR: u8 = 0x03;
pub(crate) const VALUE_INT: u8 = 0x04;
pub(crate) const VALUE_LONG: u8 = 0x06;
pub(crate) const VALUE_FLOAT: u8 = 0x10;
pub(crate) const VALUE_DOUBLE: u8 = 0x11;
pub(crate) const VALUE_METHOD_TYPE: u8 = 0x15;
pub(crate) const VALUE_METHOD_HANDLE: u8 = 0x16;
pub(crate) const VALUE_STRING: u8 = 0x17;
pub(crate) const VALUE_TYPE: u8 = 0x18;
pub(crate) const VALUE_FIELD: u8 = 0x19;
pub(crate) const VALUE_METHOD: u8 = 0x1a;
pub(crate) const VALUE_ENUM: u8 = 0x1b;
pub(crate) const VALUE_ARRAY: u8 = 0x1c;
pub(crate) const VALUE_ANNOTATION: u8 = 0x1d;
pub(crate) const VALUE_NULL: u8 = 0x1e;
pub(crate) const VALUE_BOOLEAN: u8 = 0x1f;

/// Pool sizes used to range-check indices inside values.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Pools {
    pub strings: u32,
    pub types: u32,
    pub protos: u32,
    pub fields: u32,
    pub methods: u32,
    pub method_handles: u32,
}

/// Deep enough for any real annotation; shallow enough for a small stack.
const MAX_DEPTH: u32 = 32;

/// Reads `n` little-endian bytes into the low bits of a u64.
fn read_var(r: &mut Reader<'_>, n: u32) -> Result<u64, DexError> {
    let b = r.bytes(n as usize, "encoded_value")?;
    Ok(b.iter()
        .rev()
        .fold(0u64, |acc, &x| (acc << 8) | u64::from(x)))
}

fn sign_extend(v: u64, n: u32) -> i64 {
    let shift = 64 - 8 * n;
    ((v << shift) as i64) >> shift
}

pub(crate) fn parse_value(
    r: &mut Reader<'_>,
    pools: &Pools,
    depth: u32,
) -> Result<EncodedValue, DexError> {
    let at = r.pos() as u32;
    if depth > MAX_DEPTH {
        return Err(DexError::new(
            at,
            ErrorKind::BadEncodedValue,
            "encoded_value nested too deeply".into(),
        ));
    }
    let head = r.u8("encoded_value header")?;
    let (ty, arg) = (head & 0x1f, u32::from(head >> 5));
    let bad_arg = |max: u32| -> Result<(), DexError> {
        if arg > max {
            Err(DexError::new(
                at,
                ErrorKind::BadEncodedValue,
                alloc::format!("encoded_value type 0x{:02x} with size argument {}", ty, arg),
            ))
        } else {
            Ok(())
        }
    };
    let index = |r: &mut Reader<'_>, limit: u32, pool: &str| -> Result<u32, DexError> {
        bad_arg(3)?;
        let v = read_var(r, arg + 1)? as u32;
        if v >= limit {
            return Err(DexError::new(
                at,
                ErrorKind::BadIndex,
                alloc::format!(
                    "encoded_value {} index {} out of range ({})",
                    pool,
                    v,
                    limit
                ),
            ));
        }
        Ok(v)
    };
    Ok(match ty {
        VALUE_BYTE => {
            bad_arg(0)?;
            EncodedValue::Byte(read_var(r, 1)? as u8 as i8)
        }
        VALUE_SHORT => {
            bad_arg(1)?;
            EncodedValue::Short(sign_extend(read_var(r, arg + 1)?, arg + 1) as i16)
        }
        VALUE_CHAR => {
            bad_arg(1)?;
            EncodedValue::Char(read_var(r, arg + 1)? as u16)
        }
        VALUE_INT => {
            bad_arg(3)?;
            EncodedValue::Int(sign_extend(read_var(r, arg + 1)?, arg + 1) as i32)
        }
        VALUE_LONG => {
            bad_arg(7)?;
            EncodedValue::Long(sign_extend(read_var(r, arg + 1)?, arg + 1))
        }
        VALUE_FLOAT => {
            bad_arg(3)?;
            // Zero-extended to the right: the stored bytes are the high-order ones.
            let v = (read_var(r, arg + 1)? as u32) << (8 * (3 - arg));
            EncodedValue::Float(f32::from_bits(v))
        }
        VALUE_DOUBLE => {
            bad_arg(7)?;
            let v = read_var(r, arg + 1)? << (8 * (7 - arg));
            EncodedValue::Double(f64::from_bits(v))
        }
        VALUE_METHOD_TYPE => EncodedValue::MethodType(index(r, pools.protos, "proto")?),
        VALUE_METHOD_HANDLE => {
            EncodedValue::MethodHandle(index(r, pools.method_handles, "method_handle")?)
        }
        VALUE_STRING => EncodedValue::String(index(r, pools.strings, "string")?),
        VALUE_TYPE => EncodedValue::Type(index(r, pools.types, "type")?),
        VALUE_FIELD => EncodedValue::Field(index(r, pools.fields, "field")?),
        VALUE_METHOD => EncodedValue::Method(index(r, pools.methods, "method")?),
        VALUE_ENUM => EncodedValue::Enum(index(r, pools.fields, "field")?),
        VALUE_ARRAY => {
            bad_arg(0)?;
            EncodedValue::Array(parse_array_body(r, pools, depth + 1)?)
        }
        VALUE_ANNOTATION => {
            bad_arg(0)?;
            EncodedValue::Annotation(parse_annotation(r, pools, depth + 1)?)
        }
        VALUE_NULL => {
            bad_arg(0)?;
            EncodedValue::Null
        }
        VALUE_BOOLEAN => {
            bad_arg(1)?;
            EncodedValue::Boolean(arg == 1)
        }
        _ => {
            return Err(DexError::new(
                at,
                ErrorKind::BadEncodedValue,
                alloc::format!("unknown encoded_value type 0x{:02x}", ty),
            ))
        }
    })
}

/// `encoded_array`: uleb128 size followed by that many values.
pub(crate) fn parse_array_body(
    r: &mut Reader<'_>,
    pools: &Pools,
    depth: u32,
) -> Result<Vec<EncodedValue>, DexError> {
    let size = r.uleb128("encoded_array size")?;
    // Every value takes at least one byte: cap the reservation by what is left.
    let mut out = Vec::with_capacity((size as usize).min(r.remaining()));
    for _ in 0..size {
        out.push(parse_value(r, pools, depth)?);
    }
    Ok(out)
}

/// `encoded_annotation`.
pub(crate) fn parse_annotation(
    r: &mut Reader<'_>,
    pools: &Pools,
    depth: u32,
) -> Result<EncodedAnnotation, DexError> {
    let at = r.pos() as u32;
    let type_idx = r.uleb128("annotation type_idx")?;
    if type_idx >= pools.types {
        return Err(DexError::new(
            at,
            ErrorKind::BadIndex,
            alloc::format!(
                "annotation type index {} out of range ({})",
                type_idx,
                pools.types
            ),
        ));
    }
    let size = r.uleb128("annotation size")?;
    let mut elements = Vec::with_capacity((size as usize).min(r.remaining()));
    for _ in 0..size {
        let at = r.pos() as u32;
        let name = r.uleb128("annotation element name")?;
        if name >= pools.strings {
            return Err(DexError::new(
                at,
                ErrorKind::BadIndex,
                alloc::format!(
                    "annotation element name {} out of range ({})",
                    name,
                    pools.strings
                ),
            ));
        }
        elements.push((name, parse_value(r, pools, depth)?));
    }
    Ok(EncodedAnnotation { type_idx, elements })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pools() -> Pools {
        Pools {
            strings: 10,
            types: 10,
            protos: 10,
            fields: 10,
            methods: 10,
            method_handles: 10,
        }
    }
    fn one(bytes: &[u8]) -> Result<EncodedValue, DexError> {
        let mut r = Reader::new(bytes, 0);
        let v = parse_value(&mut r, &pools(), 0)?;
        assert_eq!(r.pos(), bytes.len(), "consumed all of {bytes:x?}");
        Ok(v)
    }

    #[test]
    fn every_type() {
        assert_eq!(one(&[0x00, 0xff]).unwrap(), EncodedValue::Byte(-1));
        assert_eq!(one(&[0x02, 0x80]).unwrap(), EncodedValue::Short(-128));
        assert_eq!(
            one(&[0x22, 0x00, 0x80]).unwrap(),
            EncodedValue::Short(i16::MIN)
        );
        assert_eq!(
            one(&[0x23, 0xff, 0xff]).unwrap(),
            EncodedValue::Char(0xffff)
        );
        assert_eq!(one(&[0x24, 0x34, 0x12]).unwrap(), EncodedValue::Int(0x1234));
        assert_eq!(one(&[0x04, 0xfe]).unwrap(), EncodedValue::Int(-2));
        assert_eq!(one(&[0x46, 1, 2, 3]).unwrap(), EncodedValue::Long(0x030201));
        assert_eq!(
            one(&[0xe6, 0, 0, 0, 0, 0, 0, 0, 0x80]).unwrap(),
            EncodedValue::Long(i64::MIN)
        );
        // 1.5f = 0x3fc00000 stored as just its top byte(s).
        assert_eq!(one(&[0x30, 0xc0, 0x3f]).unwrap(), EncodedValue::Float(1.5));
        // 2.25 = 0x4002000000000000.
        assert_eq!(
            one(&[0x31, 0x02, 0x40]).unwrap(),
            EncodedValue::Double(2.25)
        );
        assert_eq!(one(&[0x15, 3]).unwrap(), EncodedValue::MethodType(3));
        assert_eq!(one(&[0x16, 4]).unwrap(), EncodedValue::MethodHandle(4));
        assert_eq!(one(&[0x17, 5]).unwrap(), EncodedValue::String(5));
        assert_eq!(one(&[0x18, 6]).unwrap(), EncodedValue::Type(6));
        assert_eq!(one(&[0x19, 7]).unwrap(), EncodedValue::Field(7));
        assert_eq!(one(&[0x1a, 8]).unwrap(), EncodedValue::Method(8));
        assert_eq!(one(&[0x1b, 9]).unwrap(), EncodedValue::Enum(9));
        assert_eq!(
            one(&[0x1c, 2, 0x1e, 0x3f]).unwrap(),
            EncodedValue::Array(alloc::vec![EncodedValue::Null, EncodedValue::Boolean(true)])
        );
        assert_eq!(
            one(&[0x1d, 1, 1, 2, 0x1f]).unwrap(),
            EncodedValue::Annotation(EncodedAnnotation {
                type_idx: 1,
                elements: alloc::vec![(2, EncodedValue::Boolean(false))]
            })
        );
    }

    #[test]
    fn rejects() {
        assert_eq!(one(&[0x17, 10]).unwrap_err().kind, ErrorKind::BadIndex);
        assert_eq!(
            one(&[0x20, 0, 0]).unwrap_err().kind,
            ErrorKind::BadEncodedValue
        ); // byte with arg 1
        assert_eq!(
            one(&[0x05, 0]).unwrap_err().kind,
            ErrorKind::BadEncodedValue
        ); // type 5
        assert_eq!(one(&[0x5f]).unwrap_err().kind, ErrorKind::BadEncodedValue); // boolean arg 2
        assert_eq!(
            one(&[0x84, 1]).unwrap_err().kind,
            ErrorKind::BadEncodedValue
        ); // int arg 4
        assert_eq!(one(&[0x66, 1]).unwrap_err().kind, ErrorKind::Truncated);
        assert_eq!(
            one(&[0x1c, 5, 0x1e]).unwrap_err().kind,
            ErrorKind::Truncated
        );
        // Deep nesting is refused, not a stack overflow.
        let mut deep = alloc::vec::Vec::new();
        for _ in 0..1000 {
            deep.extend_from_slice(&[0x1c, 1]);
        }
        deep.push(0x1e);
        assert_eq!(one(&deep).unwrap_err().kind, ErrorKind::BadEncodedValue);
    }
}
