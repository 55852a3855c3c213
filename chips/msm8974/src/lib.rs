//! Drivers for the Qualcomm MSM8974/APQ8074 (DragonBoard APQ8074) peripherals dexmetal
//! uses that ARM did not design (the UARTDM console, Krait's HFPLL and clock mux, the
//! QUP I²C master); the GIC (QGIC2) and the architected timer come from
//! chips/arm. Register offsets cite U-Boot and Linux as hardware.md lists them; none of
//! this has run on silicon yet (docs/boards/dragonboard-apq8074.md).
#![no_std]

pub mod krait;
pub mod qup_i2c;
pub mod uartdm;
