//! `cargo xtask monitor --serial DEV`: the host side for a board on a real serial port.
//! It reads the port (the `serialport` crate, built without libudev), decodes the defmt
//! telemetry live with the image's ELF, and prints the same report `run` prints, ending
//! at the runtime's `exit` event. Tested against QEMU's `-serial pty`, a real tty.

use crate::qemu::{self, RunResult};
use anyhow::{Context, Result};
use dexmetal_decoder::Telemetry;
use std::io::Read;
use std::time::{Duration, Instant};

/// Opens `dev` at `baud`, 8N1, with reads that time out so a deadline can be kept.
pub fn open(dev: &str, baud: u32) -> Result<Box<dyn serialport::SerialPort>> {
    serialport::new(dev, baud)
        .timeout(Duration::from_millis(200))
        .open()
        .with_context(|| format!("opening serial port {dev} at {baud} baud"))
}

/// Reads `dev` at `baud` until the runtime's `exit` event, the port closing, or
/// `timeout` (none: until one of the others).
pub fn run(
    dev: &str,
    baud: u32,
    telemetry: &Telemetry,
    timeout: Option<Duration>,
    live: bool,
) -> Result<RunResult> {
    decode(open(dev, baud)?, telemetry, timeout, live)
}

/// The decode loop over any byte source whose reads time out now and then.
pub fn decode(
    mut port: impl Read,
    telemetry: &Telemetry,
    timeout: Option<Duration>,
    live: bool,
) -> Result<RunResult> {
    let start = Instant::now();
    let mut capture = qemu::Capture::new(telemetry, live);
    let mut buf = [0u8; 4096];
    let mut timed_out = false;
    loop {
        if timeout.is_some_and(|t| start.elapsed() >= t) {
            timed_out = true;
            break;
        }
        let n = match port.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => continue,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            // A pty whose other end closed (QEMU exited) reads EIO: the stream ended.
            Err(_) => break,
        };
        if capture.feed(&buf[..n]) {
            break;
        }
    }
    let (items, raw) = capture.finish();
    Ok(RunResult {
        items,
        raw,
        timed_out,
        qemu_status: None,
        qemu_stderr: String::new(),
        elapsed: start.elapsed(),
    })
}
