//! Drivers for the Qualcomm MSM8974/APQ8074 (DragonBoard APQ8074) peripherals dexmetal
//! uses that ARM did not design (the UARTDM console, Krait's HFPLL and clock mux, the
//! secondary cores' start through TrustZone and the ACC, the QUP I²C master); the GIC
//! (QGIC2) and the architected timer come from chips/arm. Register offsets cite U-Boot,
//! Linux and the downstream MSM kernel; every fact and its source is in
//! docs/boards/dragonboard-apq8074.md ("Board facts", "Register maps", "Secondary
//! cores"). None of this has run on silicon yet.
#![no_std]

pub mod krait;
pub mod krait_smp;
pub mod qup_i2c;
pub mod uartdm;
