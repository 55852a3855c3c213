//! DEX file layer (placeholder while the loader lands).
pub mod insn;
