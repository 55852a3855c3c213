//! The interrupt-controller HIL. Small enough for a GICv2 (qemu-virt, APQ8074's
//! QGIC2) and the OMAP3530 INTC alike: enable a line, claim the active one,
//! complete it.

/// An interrupt line number in the controller's own numbering (GIC INTID, INTC line).
pub type IrqNumber = u32;

/// An interrupt controller serving one CPU.
pub trait IrqController {
    /// Routes `irq` to this CPU at `priority` (0 is most urgent) and unmasks it.
    fn enable(&mut self, irq: IrqNumber, priority: u8);
    /// Masks `irq`.
    fn disable(&mut self, irq: IrqNumber);
    /// Acknowledges the highest-priority pending interrupt, if there is one.
    fn claim(&mut self) -> Option<IrqNumber>;
    /// Signals the end of handling for an interrupt returned by [`Self::claim`].
    fn complete(&mut self, irq: IrqNumber);
}
