//! GICv2 distributor and CPU interface through the `arm-gic` crate (ARM IHI 0048B),
//! adapted to the `IrqController` HIL. INTIDs 0-15 are SGIs, 16-31 PPIs, 32+ SPIs.

use arm_gic::gicv2::GicV2;
use arm_gic::{IntId, InterruptGroup, Trigger};
use dexmetal_hal::irq::{IrqController, IrqNumber};

pub struct Gic {
    gic: GicV2<'static>,
    group: InterruptGroup,
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
        Self { gic, group }
    }
}

impl IrqController for Gic {
    fn enable(&mut self, irq: IrqNumber, priority: u8) {
        let id = intid(irq);
        self.gic.set_interrupt_priority(id, priority);
        if id.is_spi() {
            self.gic.set_trigger(id, Trigger::Level);
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
