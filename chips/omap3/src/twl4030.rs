//! The TWL4030 (TPS65950) power companion's VDD1 regulator, the OMAP3530's MPU supply
//! (docs/boards/beagleboard.md, "Board facts"): over I2C1 the power slave is 0x4B and VDD1_VSEL is register 0xB9
//! (U-Boot include/twl4030.h); a VSEL code is (µV − 600 000) / 12 500 (Linux
//! arch/arm/mach-omap2/omap_twl.c). A portable capsule over embedded-hal's `I2c`.

use embedded_hal::i2c::I2c;

pub const POWER_SLAVE: u8 = 0x4B;
pub const VDD1_VSEL: u8 = 0xB9;
const UV_AT_ZERO: u32 = 600_000;
const UV_PER_STEP: u32 = 12_500;
/// VSEL is 7 bits wide.
const VSEL_MAX: u32 = 0x7f;

/// The VSEL code for `microvolts`, rounded up so the core never gets less than asked;
/// `None` outside what the regulator can make.
pub fn vsel(microvolts: u32) -> Option<u8> {
    let code = microvolts.checked_sub(UV_AT_ZERO)?.div_ceil(UV_PER_STEP);
    (code <= VSEL_MAX).then_some(code as u8)
}

/// Sets VDD1 to `microvolts`.
pub fn set_vdd1<I: I2c>(i2c: &mut I, microvolts: u32) -> Result<(), Vdd1Error<I::Error>> {
    let code = vsel(microvolts).ok_or(Vdd1Error::OutOfRange(microvolts))?;
    i2c.write(POWER_SLAVE, &[VDD1_VSEL, code])
        .map_err(Vdd1Error::Bus)
}

#[derive(Debug, PartialEq, Eq)]
pub enum Vdd1Error<E> {
    OutOfRange(u32),
    Bus(E),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vsel_codes_of_the_omap3530_opps() {
        // 975, 1075, 1200, 1270, 1350 mV (omap34xx.dtsi operating-points); 1270 mV has
        // no exact code and rounds up to 1275 mV.
        assert_eq!(vsel(975_000), Some(0x1E));
        assert_eq!(vsel(1_075_000), Some(0x26));
        assert_eq!(vsel(1_200_000), Some(0x30));
        assert_eq!(vsel(1_270_000), Some(0x36));
        assert_eq!(vsel(1_350_000), Some(0x3C));
        assert_eq!(vsel(600_001), Some(1), "rounds up, never under-volts");
        assert_eq!(vsel(500_000), None);
        assert_eq!(vsel(3_000_000), None);
    }
}
