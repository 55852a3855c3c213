//! Natives of the text and number library (java.lang.String extras, StringBuffer,
//! java.util.Formatter, java.util.regex, java.util.Arrays, the Integer/Long bit helpers
//! and Math extras): [`lookup`] binds them from the tables of their modules.

use super::NativeFn;

type E = (&'static str, &'static str, &'static str, NativeFn);

pub static TABLE: &[E] = &[];

/// Binds a native of this group of modules.
pub fn lookup(class: &str, name: &str, desc: &str) -> Option<NativeFn> {
    TABLE
        .iter()
        .chain(super::format::TABLE.iter())
        .chain(super::numbers::TABLE.iter())
        .chain(super::regex::TABLE.iter())
        .find(|e| e.0 == class && e.1 == name && e.2 == desc)
        .map(|e| e.3)
}
