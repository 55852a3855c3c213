//! android.os.Trace (corelib/smali/android/os/Trace.smali, corelib/src/trace.rs): with
//! `Platform::tracing` on, sections, counters and async sections reach the platform in
//! program order with the calling thread's id, an endSection with no open section on
//! its thread never does, and names arrive as atrace writes them. With tracing off
//! nothing arrives and nothing is checked, as on Android. The program is the
//! conformance case android-trace-sections, whose output the JVM oracle checked.

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use common::CapturingPlatform;
use dexmetal_vm::vm::{Outcome, Platform};

const CASE: &str = "android-trace-sections";
const MAIN: &str = include_str!("../../tests/conformance/android-trace-sections/Main.smali");
const WORKER: &str = include_str!("../../tests/conformance/android-trace-sections/Worker.smali");
const EXPECTED: &str = include_str!("../../tests/conformance/android-trace-sections/expected.txt");

type Calls = Rc<RefCell<Vec<String>>>;

struct TracingPlatform {
    out: CapturingPlatform,
    on: bool,
    calls: Calls,
}

impl TracingPlatform {
    fn push(&self, call: String) {
        self.calls.borrow_mut().push(call);
    }
}

impl Platform for TracingPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        self.out.write(fd, bytes);
    }
    fn nanos(&self) -> u64 {
        0
    }
    fn millis(&self) -> u64 {
        0
    }
    fn tracing(&self) -> bool {
        self.on
    }
    fn trace_begin(&mut self, tid: u32, name: &str) {
        self.push(format!("{tid} begin {name}"));
    }
    fn trace_end(&mut self, tid: u32) {
        self.push(format!("{tid} end"));
    }
    fn trace_counter(&mut self, tid: u32, name: &str, value: i64) {
        self.push(format!("{tid} counter {name}={value}"));
    }
    fn trace_async_begin(&mut self, tid: u32, name: &str, cookie: i32) {
        self.push(format!("{tid} async_begin {name} {cookie}"));
    }
    fn trace_async_end(&mut self, tid: u32, name: &str, cookie: i32) {
        self.push(format!("{tid} async_end {name} {cookie}"));
    }
}

/// Runs the case with tracing `on`: its stdout and the platform's calls.
fn run(on: bool) -> (String, Vec<String>) {
    // One directory per test: the two run at once.
    let dex = common::assemble(
        &format!("{CASE}-{on}"),
        &[("Main.smali", MAIN), ("Worker.smali", WORKER)],
        15,
    );
    let calls: Calls = Rc::default();
    let (outcome, out) = common::run_wrapped(dex, |out| {
        Box::new(TracingPlatform {
            out,
            on,
            calls: calls.clone(),
        })
    });
    assert!(matches!(outcome, Outcome::Returned), "{outcome:?}\n{out}");
    let calls = calls.borrow().clone();
    (out, calls)
}

#[test]
fn sections_reach_the_platform_per_thread_in_order() {
    let (out, calls) = run(true);
    assert_eq!(out, EXPECTED);
    let x127 = "x".repeat(127);
    let want = [
        "1 begin outer",
        "1 begin inner part",
        "1 counter items=3",
        "1 end",
        "1 end",
        // main's third endSection had nothing open: dropped.
        &format!("1 begin {x127}"),
        "1 end",
        // 128 units and the null names threw before reaching the platform.
        "1 begin main",
        "2 begin worker",
        "2 async_begin load 7",
        "2 end",
        // the worker's second endSection: main's open section is not the worker's.
        "1 async_end load 7",
        "1 end",
    ];
    assert_eq!(calls, want);
}

#[test]
fn nothing_is_recorded_or_checked_while_tracing_is_off() {
    let (out, calls) = run(false);
    assert!(calls.is_empty(), "{calls:?}");
    let want = EXPECTED
        .replace("=true", "=false")
        .replace(
            "128 units: java.lang.IllegalArgumentException sectionName is too long",
            "128 units accepted",
        )
        .replace(
            "null section: java.lang.NullPointerException",
            "null section accepted",
        )
        .replace(
            "null counter: java.lang.NullPointerException null",
            "null counter accepted",
        )
        .replace(
            "null async section: java.lang.NullPointerException null",
            "null async section accepted",
        );
    assert_ne!(want, EXPECTED);
    assert_eq!(out, want);
}
