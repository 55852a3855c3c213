//! Runs the application from the boot payload on the VM: the initrd holds the DEX
//! files, main class and arguments (`dexmetal_vm::payload`); the VM's I/O goes out
//! as `out` telemetry events, line-buffered so a `println` costs one frame. Time for
//! System.nanoTime/currentTimeMillis is the board timer's uptime (there is no RTC).

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use dexmetal_hal::arch::armv7::cpu;
use dexmetal_hal::timer::ticks_to_us;
use dexmetal_telemetry as telemetry;
use dexmetal_vm::heap::Heap as _;
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

use crate::{irq, BootContext};

/// Output is sent at a newline or when this many bytes are pending.
const LINE_MAX: usize = 192;

struct TelemetryPlatform {
    pending: [Vec<u8>; 2],
    freq: u64,
}

impl TelemetryPlatform {
    fn drain(&mut self, fd: usize) {
        if !self.pending[fd].is_empty() {
            telemetry::out(fd as u32 + 1, &self.pending[fd]);
            self.pending[fd].clear();
        }
    }

    fn uptime_us(&self) -> u64 {
        let now = irq::with_drivers(|d| d.timer.now()).unwrap_or(0);
        ticks_to_us(now, self.freq)
    }
}

impl Platform for TelemetryPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        let i = if fd == 2 { 1 } else { 0 };
        if i == 1 {
            self.drain(0); // keep stdout and stderr in program order
        }
        for &b in bytes {
            self.pending[i].push(b);
            if b == b'\n' || self.pending[i].len() >= LINE_MAX {
                self.drain(i);
            }
        }
    }

    fn nanos(&self) -> u64 {
        self.uptime_us() * 1000
    }

    fn millis(&self) -> u64 {
        self.uptime_us() / 1000
    }

    fn flush(&mut self) {
        self.drain(0);
        self.drain(1);
    }
}

/// Runs the payload's main class; returns the process exit status (0, 1 for an
/// uncaught exception or a start-up error, or the System.exit code).
pub fn run(ctx: &BootContext) -> u32 {
    let Some(initrd) = ctx.initrd else {
        telemetry::log("no boot payload (initrd): nothing to run");
        return 0;
    };
    let payload = match dexmetal_vm::payload::parse(initrd) {
        Ok(p) => p,
        Err(e) => {
            telemetry::log("the initrd is not a DEX payload");
            emit_text(2, &e.to_string());
            return 1;
        }
    };
    let main = payload.main.unwrap_or("Main");
    let dex_bytes: usize = payload.dex.iter().map(|d| d.len()).sum();
    telemetry::app(main, payload.dex.len() as u32, dex_bytes as u32);

    let freq = irq::with_drivers(|d| d.timer.frequency_hz()).unwrap_or(1);
    let platform = Box::new(TelemetryPlatform {
        pending: [Vec::new(), Vec::new()],
        freq,
    });
    let config = VmConfig {
        heap_bytes: 32 << 20,
        stack_words: 256 << 10,
        max_frames: 8_000,
        ..VmConfig::default()
    };
    let t0 = cpu::cycles();
    let mut vm = match Vm::new(platform, config) {
        Ok(vm) => vm,
        Err(e) => {
            emit_text(2, &(String::from("dexmetal: cannot start the VM: ") + &e));
            telemetry::app_end("error", 1, cpu::cycles().wrapping_sub(t0), 0);
            return 1;
        }
    };
    for (i, dex) in payload.dex.iter().enumerate() {
        if let Err(e) = vm.add_dex(dex.to_vec()) {
            let msg = alloc::format!("dexmetal: payload DEX #{i}: malformed DEX: {e}");
            emit_text(2, &msg);
            telemetry::app_end("error", 1, cpu::cycles().wrapping_sub(t0), 0);
            return 1;
        }
    }
    let args: Vec<String> = payload.args.iter().map(|a| a.to_string()).collect();
    let outcome = vm.run_main(main, &args);
    vm.platform.flush();
    let cycles = cpu::cycles().wrapping_sub(t0);
    let (name, status) = match outcome {
        Outcome::Returned => ("returned", 0),
        Outcome::Uncaught => ("uncaught", 1),
        Outcome::Exit(code) => ("exit", code as u32),
        Outcome::Error(msg) => {
            emit_text(2, &msg);
            ("error", 1)
        }
    };
    telemetry::app_end(name, status, cycles, vm.heap.used_bytes() as u32);
    status
}

fn emit_text(fd: u32, text: &str) {
    for chunk in text.as_bytes().chunks(LINE_MAX) {
        telemetry::out(fd, chunk);
    }
    telemetry::out(fd, b"\n");
}
