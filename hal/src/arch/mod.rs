//! Architecture code. Only ARMv7-A today (Cortex-A8, Krait, and Cortex-A15 under
//! QEMU); the pure parts (fault decoding, translation-table layout) build and test on
//! the host, the parts that touch CP15 exist only when compiling for `arm`.

pub mod armv7;
