//! The System Control Module's pad configuration (SPRUF98, System Control Module, "Pad
//! Multiplexing Register Fields": the CONTROL_PADCONF_* registers): each
//! 32-bit register configures two pads, the one it is named after in bits 15:0 and the
//! next in bits 31:16 — MUXMODE (2:0), pull enable (3), pull up (4), input enable (8).
//! Only what the board's fast ADC needs: McSPI4 on the McBSP1 pads (mode 1).

use dexmetal_hal::mmio::Bus;

/// The System Control Module (SCM) base; CONTROL_PADCONF_* are offsets from it.
pub const SCM_BASE: usize = 0x4800_2000;
/// CONTROL_PADCONF_MCBSP1_CLKR (0x4800_218C): mcbsp1_clkr (low), mcbsp1_fsr (high).
pub const PADCONF_MCBSP1_CLKR: usize = 0x18c;
/// CONTROL_PADCONF_MCBSP1_DX (0x4800_2190): mcbsp1_dx (low), mcbsp1_dr (high).
pub const PADCONF_MCBSP1_DX: usize = 0x190;
/// CONTROL_PADCONF_MCBSP_CLKS (0x4800_2194): mcbsp_clks (low), mcbsp1_fsx (high).
pub const PADCONF_MCBSP_CLKS: usize = 0x194;

pub const MUXMODE_1: u16 = 1;
pub const PULL_ENABLE: u16 = 1 << 3;
pub const PULL_UP: u16 = 1 << 4;
pub const INPUT_ENABLE: u16 = 1 << 8;

/// Which half of a CONTROL_PADCONF register a pad is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Half {
    Low,
    High,
}

/// Sets one pad's 16 bits, leaving its neighbour in the same register alone.
pub fn set_pad(scm: &impl Bus, offset: usize, half: Half, value: u16) {
    let (mask, v) = match half {
        Half::Low => (0xffff, u32::from(value)),
        Half::High => (0xffff_0000, u32::from(value) << 16),
    };
    scm.modify(offset, mask, v);
}

/// McSPI4 on the McBSP1 pads (the BeagleBoard's expansion header pins 20, 12, 18, 16).
/// The clock pad needs its input buffer too: the McSPI samples SOMI on the clock it
/// reads back from the pad (Linux board files mux it `OMAP_PIN_INPUT` for this reason).
pub fn mux_mcspi4(scm: &impl Bus) {
    set_pad(
        scm,
        PADCONF_MCBSP1_CLKR,
        Half::Low,
        MUXMODE_1 | INPUT_ENABLE,
    ); // mcspi4_clk
    set_pad(scm, PADCONF_MCBSP1_DX, Half::Low, MUXMODE_1); // mcspi4_simo
    set_pad(
        scm,
        PADCONF_MCBSP1_DX,
        Half::High,
        MUXMODE_1 | INPUT_ENABLE | PULL_ENABLE | PULL_UP,
    ); // mcspi4_somi
    set_pad(scm, PADCONF_MCBSP_CLKS, Half::High, MUXMODE_1); // mcspi4_cs0
}

#[cfg(test)]
mod tests {
    use super::*;
    use dexmetal_hal::mmio::fake::RecordingBus;

    #[test]
    fn muxes_the_four_mcspi4_pads_and_leaves_their_neighbours() {
        let scm = RecordingBus::new();
        // Neighbours as U-Boot may leave them: mcbsp1_fsr and mcbsp_clks in mode 4.
        scm.set(PADCONF_MCBSP1_CLKR, 0x0104_0000);
        scm.set(PADCONF_MCBSP_CLKS, 0x0000_0104);
        scm.set(PADCONF_MCBSP1_DX, 0x0004_0004);
        mux_mcspi4(&scm);
        assert_eq!(scm.get(PADCONF_MCBSP1_CLKR), 0x0104_0101);
        assert_eq!(scm.get(PADCONF_MCBSP1_DX), 0x0119_0001);
        assert_eq!(scm.get(PADCONF_MCBSP_CLKS), 0x0001_0104);
        assert_eq!(SCM_BASE + PADCONF_MCBSP1_CLKR, 0x4800_218c);
    }
}
