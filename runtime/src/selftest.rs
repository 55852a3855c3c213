//! Built-in checks selected with `dexmetal.test=<name>` on the kernel command line,
//! for the QEMU integration tests: deliberate CPU faults (each must produce a decoded
//! fault report and a non-zero exit), a panic, and a hang (which the host harness must
//! cut off), and a measurement of telemetry's own cost. Without the option the
//! runtime only runs the timer-tick check.

use crate::{irq, platform};
use dexmetal_hal::timer::{period_ticks, ticks_to_us};
use dexmetal_launch::bootargs::SelfTest;
use dexmetal_telemetry as telemetry;

/// The two event counts of the `telemetry-cost` check; together they fit the ring.
const COST_EVENTS: [u32; 2] = [100, 400];

/// Events the `telemetry-flood` check sends with the drain stopped: several times
/// what the ring holds.
const FLOOD_EVENTS: u32 = 3000;

/// An address no board maps: a read or jump there must fault.
const UNMAPPED: usize = 0xF000_0000;

/// Counts `want` timer ticks at `hz` and reports them; fails if they do not arrive
/// within ten times the expected time (counted on the timer's own counter).
pub fn tick_check(hz: u32, want: u32) -> bool {
    let Some((freq, start)) = irq::with_drivers(|d| {
        let f = d.timer.frequency_hz();
        d.timer.start_periodic(period_ticks(f, hz));
        (f, d.timer.now())
    }) else {
        return false;
    };
    let base = irq::ticks();
    let deadline = start + period_ticks(freq, hz) * u64::from(want) * 10;
    // SAFETY: handlers and drivers are installed; enabling IRQs is the point.
    unsafe { aarch32_cpu::interrupt::enable() };
    let mut now = start;
    while irq::ticks() - base < want && now < deadline {
        aarch32_cpu::asm::wfi();
        now = irq::with_drivers(|d| d.timer.now()).unwrap_or(deadline);
    }
    aarch32_cpu::interrupt::disable();
    irq::with_drivers(|d| d.timer.stop());
    let counted = irq::ticks() - base;
    telemetry::tick(counted, hz, ticks_to_us(now - start, freq) as u32);
    counted >= want
}

/// Runs the check; returns only from those that measure (the app then runs).
pub fn run(test: SelfTest) {
    match test {
        SelfTest::DataAbort => {
            // SAFETY: deliberately unsound: this read must fault (translation fault).
            let v = unsafe { core::ptr::read_volatile(UNMAPPED as *const u32) };
            telemetry::log(if v == 0 {
                "data-abort: read returned 0"
            } else {
                "data-abort: read returned"
            });
        }
        SelfTest::PrefetchAbort => {
            // SAFETY: deliberately unsound: fetching from an unmapped section must fault.
            let f: extern "C" fn() = unsafe { core::mem::transmute(UNMAPPED) };
            f();
        }
        SelfTest::Undefined => {
            // SAFETY: `udf` is permanently undefined; the handler never returns.
            unsafe { core::arch::asm!("udf #0x42") };
        }
        SelfTest::TelemetryCost => {
            // The cost of one small event (three u32 fields, a `tick`), differentially
            // over two counts so the measurement's own frames cancel. IRQs are still
            // masked: with the ring nothing is drained meanwhile, and both counts fit.
            for n in COST_EVENTS {
                let t0 = crate::pmu::cycles();
                for i in 0..n {
                    telemetry::tick(i, 0, 0);
                }
                let t1 = crate::pmu::cycles();
                telemetry::cost("tick-event", n, t1 - t0);
            }
            crate::sink::flush();
            return;
        }
        SelfTest::TelemetryFlood => {
            // More events than the ring holds, with IRQs masked so nothing drains: the
            // excess is dropped whole and reported; the exit path flushes the rest.
            for i in 0..FLOOD_EVENTS {
                telemetry::tick(i, 0, 0);
            }
            crate::sink::flush();
            telemetry::cost(
                "flood",
                FLOOD_EVENTS,
                u64::from(crate::sink::total_dropped()),
            );
            return;
        }
        SelfTest::StackOverflow => {
            crate::threads::stack_overflow_test();
            telemetry::log("stack-overflow: the guard words were not checked");
            crate::platform::exit(telemetry::status::SELF_TEST_FAILED)
        }
        SelfTest::Threads => {
            let ok = crate::threads::selftest(1000);
            crate::platform::exit(if ok {
                telemetry::status::OK
            } else {
                telemetry::status::SELF_TEST_FAILED
            })
        }
        SelfTest::Panic => panic!("self-test panic requested on the command line"),
        SelfTest::Hang => {
            telemetry::log("hang: spinning with interrupts masked");
            crate::sink::flush();
            loop {
                core::hint::spin_loop();
            }
        }
    }
    // A fault test that did not fault is itself a failure.
    telemetry::log("self-test expected a fault that did not happen");
    platform::exit(telemetry::status::SELF_TEST_FAILED)
}
