//! GICv2 distributor and CPU interface through the `arm-gic` crate (ARM IHI 0048B),
//! adapted to the `IrqController` HIL. INTIDs 0-15 are SGIs, 16-31 PPIs, 32+ SPIs. SPIs
//! are routed to the core that enables them (the boot core), the one that handles IRQs.

use crate::mmio::MmioDerefWrapper;
use arm_gic::gicv2::GicV2;
use arm_gic::{IntId, InterruptGroup, Trigger};
use dexmetal_hal::irq::{IrqController, IrqNumber};
use tock_registers::interfaces::{Readable, Writeable};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

register_structs! {
    /// GICD_ITARGETSR (IHI 0048B §4.3.12): which cores an SPI is sent to. Words 0-7
    /// (SGIs and PPIs) are banked and read back the reading core's own bit.
    pub GicdTargets {
        (0x000 => _r0),
        (0x800 => itargetsr: [ReadWrite<u32>; 256]),
        (0xc00 => @END),
    }
}

pub struct Gic {
    gic: GicV2<'static>,
    group: InterruptGroup,
    /// The distributor's target registers, which `arm-gic` 0.10 has no call for: an SPI
    /// with no target reaches no core once the GIC serves more than one (a single-core
    /// GIC routes every SPI to its core and ignores the field).
    targets: MmioDerefWrapper<GicdTargets>,
}

fn intid(n: IrqNumber) -> IntId {
    match n {
        0..16 => IntId::sgi(n),
        16..32 => IntId::ppi(n - 16),
        _ => IntId::spi(n - 32),
    }
}

impl Gic {
    /// # Safety
    /// The addresses must be this board's GICv2 distributor and CPU interface, owned
    /// by this driver alone.
    pub unsafe fn new(gicd: usize, gicc: usize) -> Self {
        // SAFETY: forwarded from the caller.
        let mut gic = unsafe { GicV2::new(gicd as *mut _, gicc as *mut _) };
        gic.setup();
        // `setup` uses Group 1 when the GIC has the Security Extensions (we then run
        // non-secure), Group 0 otherwise; acknowledge through the matching registers.
        let group = if gic.typer().has_security_extension() {
            InterruptGroup::Group1
        } else {
            InterruptGroup::Group0
        };
        Self {
            gic,
            group,
            // SAFETY: the same distributor; this driver is its only user.
            targets: unsafe { MmioDerefWrapper::new(gicd) },
        }
    }
}

impl IrqController for Gic {
    fn enable(&mut self, irq: IrqNumber, priority: u8) {
        let id = intid(irq);
        self.gic.set_interrupt_priority(id, priority);
        if id.is_spi() {
            self.gic.set_trigger(id, Trigger::Level);
            // To the core enabling it (the boot core): its bit, from the banked word 0.
            let me = self.targets.itargetsr[0].get() & 0xff;
            let (word, shift) = ((irq / 4) as usize, (irq % 4) * 8);
            if let Some(r) = self.targets.itargetsr.get(word) {
                r.set((r.get() & !(0xff << shift)) | (me << shift));
            }
        }
        // PPIs are always enabled-capable; an error here means a bad line number.
        let _ = self.gic.enable_interrupt(id, true);
    }

    fn disable(&mut self, irq: IrqNumber) {
        let _ = self.gic.enable_interrupt(intid(irq), false);
    }

    fn claim(&mut self) -> Option<IrqNumber> {
        self.gic
            .get_and_acknowledge_interrupt(self.group)
            .map(|id| id.raw_value() & 0x3ff)
    }

    fn complete(&mut self, irq: IrqNumber) {
        self.gic.end_interrupt(intid(irq), self.group);
    }
}
