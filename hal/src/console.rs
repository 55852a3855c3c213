//! The console HIL: the serial port that carries U-Boot's text, then the defmt
//! telemetry stream. Telemetry never waits for it: frames queue in a ring that the
//! transmitter's interrupt drains ([`Console::write_some`] fills the FIFO as far as it
//! has room); the blocking calls serve the fault, panic and exit paths.

use crate::irq::IrqNumber;

/// A serial console.
pub trait Console {
    /// Writes all of `bytes`, blocking until the transmitter has accepted them.
    fn write_bytes(&mut self, bytes: &[u8]);
    /// Waits until every byte written so far has left the transmitter.
    fn flush(&mut self);
    /// Puts as many of `bytes` into the transmit FIFO as it has room for, without
    /// waiting; returns how many it took.
    fn write_some(&mut self, bytes: &[u8]) -> usize;
    /// The interrupt that says the transmit FIFO has room, if the board wires one.
    /// Without it telemetry is written out synchronously.
    fn tx_irq(&self) -> Option<IrqNumber> {
        None
    }
    /// Unmasks (`true`) or masks the transmit interrupt at the UART. Unmasked with an
    /// empty FIFO it must fire (level-sensitive, as the PL011, 16550 THRE and UARTDM
    /// TXLEV interrupts are once the FIFO has drained below its trigger level).
    fn set_tx_interrupt(&mut self, _on: bool) {}
}
