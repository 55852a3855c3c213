//! Power-sensor drivers that any board can wire to its buses (Tock's capsules): each
//! implements `dexmetal_hal::PowerSensor` over an embedded-hal 1.0 bus, so it is tested
//! on the host against `embedded-hal-mock`.
//! - [`acs714`]: the ACS714 Hall-effect current sensor read through a TI ADS1115 over
//!   I²C with the `ads1x1x` crate (860 S/s at most: enough for whole runs).
//! - [`fast_adc`]: a 12-bit SAR ADC (MCP3201) on SPI, sampled from the board's timer
//!   interrupt at 10 to 50 kS/s, which integrates V·I itself, fast enough to resolve GC
//!   phases (seed 004's DAQ ran at 48 kS/s).
#![no_std]

pub mod acs714;
pub mod fast_adc;

/// ACS714 sensitivity for the ±5 A part at 5 V: 185 mV/A, i.e. 0.185 µV per µA.
pub const ACS714_UV_PER_A: i64 = 185_000;

/// Microamps for a sensor output `uv` microvolts away from its zero-current level.
pub fn acs714_microamps(uv_from_zero: i64) -> i64 {
    uv_from_zero * 1_000_000 / ACS714_UV_PER_A
}

#[cfg(test)]
mod tests {
    #[test]
    fn converts_at_185_mv_per_amp() {
        assert_eq!(super::acs714_microamps(185_000), 1_000_000);
        assert_eq!(super::acs714_microamps(-92_500), -500_000);
        assert_eq!(super::acs714_microamps(0), 0);
    }
}
