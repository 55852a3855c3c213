//! The console HIL: a byte sink for the serial console that carries both plain text
//! and the defmt telemetry stream. Blocking by design: telemetry must not be lost
//! when the runtime faults right after emitting an event.

/// A serial console.
pub trait Console {
    /// Writes all of `bytes`, blocking until the transmitter has accepted them.
    fn write_bytes(&mut self, bytes: &[u8]);
    /// Waits until every byte written so far has left the transmitter.
    fn flush(&mut self);
}
