//! Built-in checks selected with `dexmetal.test=<name>` on the kernel command line,
//! for the QEMU integration tests: deliberate CPU faults (each must produce a decoded
//! fault report and a non-zero exit), a panic, and a hang (which the host harness must
//! cut off), a measurement of telemetry's own cost, and a silenced tick (the tick check
//! must fail), and a fault on a secondary core (its report must name the core).
//! Without the option the runtime only runs the timer-tick check.

use crate::{irq, platform};
use dexmetal_hal::timer::{period_ticks, ticks_to_us, TickVerdict};
use dexmetal_launch::bootargs::SelfTest;
use dexmetal_telemetry as telemetry;

/// The two event counts of the `telemetry-cost` check; together they fit the ring.
const COST_EVENTS: [u32; 2] = [100, 400];

/// Events the `telemetry-flood` check sends with the drain stopped: several times
/// what the ring holds.
const FLOOD_EVENTS: u32 = 3000;

/// An address no board maps: a read or jump there must fault.
const UNMAPPED: usize = 0xF000_0000;

/// Polls the tick check may spend waiting: its bound in its own work, not in counter
/// time (see `TickVerdict`). Each poll reads the tick count and then does `busy_work`,
/// about a hundred instructions on any core. A healthy tick took 95-106 k polls on an
/// idle host and at most 509 k with the host loaded
/// (`docs/measurements/tick-check.md`); the bound is 59 times that, and a tick that
/// never comes fails the boot after about 3 s (QEMU) to 8 s (a Cortex-A8 at 600 MHz).
const TICK_POLL_LIMIT: u32 = 30_000_000;
const STEPS_PER_POLL: u32 = 32;

/// A fixed amount of real work between polls: steps of a linear congruential generator,
/// each kept by `black_box` so the compiler cannot fold them. NOPs would not do: QEMU's
/// translator drops them, so they cost nothing there.
fn busy_work(mut x: u32) -> u32 {
    for _ in 0..STEPS_PER_POLL {
        x = core::hint::black_box(x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223));
    }
    x
}

/// Counts `want` timer ticks at `hz` with interrupts on and judges them against the
/// timer's own counter (`TickVerdict`). The wait polls rather than sleeping in WFI, so
/// that a tick that never comes ends in a verdict rather than a hang. Emits the
/// `tick_check` event either way; returns whether it passed.
pub fn tick_check(hz: u32, want: u32) -> bool {
    // The start is read before the timer is armed: the periods are anchored where
    // `start_periodic` reads the counter, at or after this reading, so no more ticks can
    // come than whole periods after `start`. Read after arming, a host that deschedules
    // the vCPU in between moves `start` past the anchor, and the check counted ten ticks
    // in under nine periods (seen on a busy host).
    let Some((freq, start)) = irq::with_drivers(|d| {
        let f = d.timer.frequency_hz();
        let start = d.timer.now();
        d.timer.start_periodic(period_ticks(f, hz));
        (f, start)
    }) else {
        telemetry::log("self-test tick-check failed: no timer driver is installed");
        return false;
    };
    let base = irq::ticks();
    // SAFETY: handlers and drivers are installed; enabling IRQs is the point.
    unsafe { aarch32_cpu::interrupt::enable() };
    let mut polls = 0;
    let mut spin = polls;
    while irq::ticks().wrapping_sub(base) < want && polls < TICK_POLL_LIMIT {
        polls += 1;
        spin = busy_work(spin);
    }
    aarch32_cpu::interrupt::disable();
    let now = irq::with_drivers(|d| {
        d.timer.stop();
        d.timer.now()
    })
    .unwrap_or(start);
    let counted = irq::ticks().wrapping_sub(base);
    let elapsed = now.saturating_sub(start);
    let verdict = TickVerdict::judge(counted, want, elapsed, period_ticks(freq, hz));
    telemetry::tick_check(
        counted,
        want,
        hz,
        ticks_to_us(elapsed, freq).min(u64::from(u32::MAX)) as u32,
        polls,
        TICK_POLL_LIMIT,
        verdict.as_str(),
    );
    verdict == TickVerdict::Passed
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
        SelfTest::TickSilent => {
            // A board whose tick never arrives: the timer runs but its line stays masked
            // at the interrupt controller. The boot tick check that follows must end in
            // a too-few-ticks verdict and status 5, not wait forever.
            irq::with_drivers(|d| {
                let line = d.timer.irq();
                d.controller.disable(line);
            });
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
        // Needs the other cores: `secondary_fault` runs once they are up.
        SelfTest::SecondaryFault => return,
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

/// `dexmetal.test=secondary-fault`: the first secondary core reads an unmapped address;
/// its fault report must name it and end the run with status 3. Without a secondary
/// core the check fails (status 5).
pub fn secondary_fault() -> ! {
    let Some(core) = crate::smp::online().next() else {
        telemetry::log("self-test secondary-fault failed: no secondary core is online");
        platform::exit(telemetry::status::SELF_TEST_FAILED);
    };
    let posted = crate::smp::post(
        core,
        alloc::boxed::Box::new(|| {
            // SAFETY: deliberately unsound: this read must fault (translation fault).
            let v = unsafe { core::ptr::read_volatile(UNMAPPED as *const u32) };
            core::hint::black_box(v);
        }),
    );
    if posted.is_err() {
        telemetry::log("self-test secondary-fault failed: the core took no job");
        platform::exit(telemetry::status::SELF_TEST_FAILED);
    }
    // The fault ends the run from the other core; waiting here must not hold a lock.
    if let Some(clock) = platform::board().map(|b| b.info().clock) {
        let hz = irq::with_drivers(|d| d.timer.frequency_hz()).unwrap_or(0);
        let t0 = clock();
        // Two seconds of board time, far more than a core takes to run a job.
        while clock().wrapping_sub(t0) < 2 * hz {
            core::hint::spin_loop();
        }
    }
    telemetry::log("self-test secondary-fault failed: the core did not fault");
    platform::exit(telemetry::status::SELF_TEST_FAILED)
}
