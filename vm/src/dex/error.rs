//! The single error type of the DEX loader: a file offset, a coarse kind the caller can
//! match on, and a human-readable message. Displayed like the JVM's ClassFormatError so
//! the VM can surface it unchanged (dex-format page: "verification" constraints).

use alloc::string::String;
use core::fmt;

/// Coarse classification of a malformed DEX file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A read ran past the end of the file (or of a section).
    Truncated,
    /// Not `dex\n` magic.
    BadMagic,
    /// A version other than 035, 037, 038, 039.
    UnsupportedVersion,
    /// Endian tag is not 0x12345678 (big-endian files are not supported).
    BadEndianTag,
    /// header.file_size or header_size inconsistent with the data.
    BadHeader,
    /// Stored Adler-32 differs from the computed one.
    BadChecksum,
    /// An offset (or offset + size) points outside the file or is misaligned.
    BadOffset,
    /// An index into a pool (strings, types, ...) is out of range.
    BadIndex,
    /// map_list missing, unsorted, overlapping or inconsistent with the header.
    BadMapList,
    /// LEB128 value too long or too wide.
    BadLeb128,
    /// A size past one of [`crate::limits`] (the message names it).
    LimitExceeded,
    /// Malformed MUTF-8 string data.
    BadString,
    /// Malformed encoded_value / encoded_array.
    BadEncodedValue,
    /// Malformed class_def / class_data_item.
    BadClassData,
    /// Malformed code_item: instruction overrun, bad try/catch, bad debug info.
    BadCode,
}

/// A malformed-input error. `offset` is the file offset where the problem was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DexError {
    pub offset: u32,
    pub kind: ErrorKind,
    pub message: String,
}

impl DexError {
    pub fn new(offset: u32, kind: ErrorKind, message: String) -> Self {
        DexError {
            offset,
            kind,
            message,
        }
    }
    /// Prefixes the message with `context` (e.g. `"class_defs[3]: "`), keeping offset/kind.
    pub fn context(mut self, context: impl fmt::Display) -> Self {
        self.message = alloc::format!("{context}: {}", self.message);
        self
    }
}

impl fmt::Display for DexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ClassFormatError: {} at 0x{:x}",
            self.message, self.offset
        )
    }
}
