//! Synthetic runs through `build`, `to_protobuf` and the rules checker.

use super::*;
use dexmetal_telemetry::profile::Encoder;

/// An event at board-clock tick `t`.
fn ev(t: u64, kind: &str, fields: &[(&str, &str)]) -> Event {
    let mut e = Event::info(kind, fields);
    e.time = Some(t);
    e
}

/// `[1, 2, 3]` as defmt shows a byte slice.
fn byte_list(b: &[u8]) -> String {
    let items: Vec<String> = b.iter().map(|x| x.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// A run on a 1 MHz clock (a tick is a microsecond): two threads, sections, a
/// concurrent GC with phases and pauses, DVFS, Dimmunix and a sample batch.
fn run() -> Vec<Event> {
    let mut buf = [0u8; 256];
    let mut enc = Encoder::new(&mut buf);
    let main = Frame {
        dex: 0,
        method: 5,
        pc: 12,
    };
    let leaf = Frame {
        dex: 0,
        method: 9,
        pc: 3,
    };
    assert!(enc.push(10, Component::Interp, 0, 1, 0, &[main, leaf]));
    assert!(enc.push(10, Component::GcMark, 0, 1, 1, &[]));
    assert!(enc.push(5, Component::Idle, 0, 0, 0, &[]));
    let samples = byte_list(enc.bytes());
    vec![
        ev(0, "boot", &[("board", "qemu-virt")]),
        ev(100, "ready", &[("timer_hz", "1000000")]),
        ev(
            150,
            "cpufreq",
            &[
                ("governor", "ondemand"),
                ("khz", "600000"),
                ("microvolts", "1200000"),
                ("model", "true"),
            ],
        ),
        ev(200, "app", &[("main", "Main"), ("gc", "cms")]),
        ev(
            201,
            "prof_config",
            &[("source", "timer:cntp"), ("period", "1000")],
        ),
        ev(205, "thread_start", &[("tid", "1"), ("name", "main")]),
        ev(
            210,
            "thread_switch",
            &[("from", "0"), ("to", "1"), ("state", "0")],
        ),
        ev(220, "trace_begin", &[("tid", "1"), ("name", "outer")]),
        ev(230, "trace_begin", &[("tid", "1"), ("name", "inner")]),
        ev(
            240,
            "trace_counter",
            &[("tid", "1"), ("name", "queue"), ("value", "-3")],
        ),
        ev(250, "thread_start", &[("tid", "2"), ("name", "worker")]),
        ev(
            260,
            "thread_switch",
            &[("from", "1"), ("to", "2"), ("state", "1")],
        ),
        ev(
            270,
            "dimmunix_yield",
            &[
                ("tid", "2"),
                ("signature", "0"),
                ("dex", "0x12345678"),
                ("method", "4"),
                ("pc", "8"),
            ],
        ),
        ev(
            280,
            "thread_switch",
            &[("from", "2"), ("to", "1"), ("state", "0")],
        ),
        ev(290, "trace_end", &[("tid", "1")]),
        ev(
            300,
            "gc_phase",
            &[("phase", "mark_start"), ("khz", "300000")],
        ),
        ev(
            320,
            "opp",
            &[
                ("index", "0"),
                ("khz", "300000"),
                ("microvolts", "1000000"),
                ("transitions", "1"),
                ("model", "true"),
            ],
        ),
        ev(
            340,
            "gc_pause",
            &[
                ("tid", "1"),
                ("kind", "root"),
                ("gc", "1"),
                ("start_us", "100"),
                ("us", "20"),
                ("cycles", "5"),
            ],
        ),
        ev(360, "gc_phase", &[("phase", "mark_end"), ("khz", "300000")]),
        ev(
            361,
            "gc_phase",
            &[("phase", "sweep_start"), ("khz", "300000")],
        ),
        ev(
            380,
            "gc_phase",
            &[("phase", "sweep_end"), ("khz", "600000")],
        ),
        ev(
            381,
            "gc_energy",
            &[("gc", "1"), ("microjoules", "12"), ("model", "true")],
        ),
        ev(
            382,
            "gc",
            &[
                ("kind", "GC_CONCURRENT"),
                ("count", "1"),
                ("total_us", "90"),
                ("end_us", "182"),
            ],
        ),
        ev(
            390,
            "power",
            &[
                ("microwatts", "250000"),
                ("load", "80"),
                ("khz", "600000"),
                ("model", "true"),
            ],
        ),
        ev(400, "dimmunix_bypass", &[("tid", "2"), ("signature", "-1")]),
        ev(
            410,
            "dimmunix_detect",
            &[
                ("kind", "starvation"),
                ("index", "0"),
                ("threads", "main (1) -> worker (2)"),
            ],
        ),
        ev(
            420,
            "prof_batch",
            &[
                ("seq", "0"),
                ("t0", "400"),
                ("samples", "3"),
                ("bytes", &samples),
            ],
        ),
        ev(430, "trace_end", &[("tid", "1")]),
        ev(
            440,
            "thread_switch",
            &[("from", "1"), ("to", "0"), ("state", "4")],
        ),
        ev(
            450,
            "thread_end",
            &[("tid", "1"), ("name", "main"), ("cpu_us", "150")],
        ),
        ev(
            500,
            "app_end",
            &[("outcome", "returned"), ("elapsed_us", "300")],
        ),
        ev(510, "exit", &[("status", "0")]),
    ]
}

#[test]
fn a_whole_run_passes_the_rules() {
    let trace = build(&run());
    assert!(trace.warnings.is_empty(), "{:?}", trace.warnings);
    let stats = check(&trace.to_protobuf()).expect("valid trace");
    for name in [
        "dexmetal Main",
        "main",
        "worker",
        "main: state",
        "main: GC pauses",
        "GC cycles",
        "CPU",
        "Dimmunix",
        "CPU frequency (kHz) (model)",
        "Power (µW) (model)",
        "CPU load (%)",
        "queue",
    ] {
        assert!(stats.track_names.contains(name), "track {name}: {stats:?}");
    }
    for name in [
        "outer",
        "inner",
        "Running",
        "runnable",
        "blocked",
        "root",
        "mark",
        "sweep",
        "GC_CONCURRENT #1",
        "dimmunix yield",
        "dimmunix bypass",
        "dimmunix starvation",
        "dex#0 method#9 pc 3",
        "gc-mark: dex#0 method#5 pc 12",
        "idle",
        "main (1)",
        "worker (2)",
    ] {
        assert!(stats.event_names.contains(name), "event {name}: {stats:?}");
    }
    // The two samples with a stack carry it; the idle one has none.
    assert_eq!(stats.stacks, 2);
    assert_eq!(
        stats.max_depth, 2,
        "inner nests in outer, phases in the cycle"
    );
    // Counters: cpufreq (khz, µV), 4 gc_phase khz, opp (khz, µV), power (µW, load),
    // and the app's own.
    assert_eq!(stats.counters, 2 + 4 + 2 + 2 + 1);
}

/// The slices of one track, as (start, end, name) from the trace's own events.
fn slices_on(trace: &Trace, track_name: &str) -> Vec<(u64, u64, String)> {
    let uuid = trace
        .tracks
        .iter()
        .find(|t| t.name == track_name)
        .unwrap_or_else(|| panic!("no track {track_name}"))
        .uuid;
    let mut open = Vec::new();
    let mut out = Vec::new();
    for e in trace.events.iter().filter(|e| e.track == uuid) {
        match &e.ev {
            Ev::Begin { name, .. } => open.push((e.ts, name.clone())),
            Ev::End => {
                let (s, n) = open.pop().expect("balanced");
                out.push((s, e.ts, n));
            }
            _ => {}
        }
    }
    out.sort();
    out
}

#[test]
fn times_follow_the_board_clock_and_the_app_start() {
    let trace = build(&run());
    // 1 MHz: a tick is 1000 ns.
    let main = slices_on(&trace, "main");
    assert!(
        main.contains(&(220_000, 430_000, "outer".into())),
        "{main:?}"
    );
    assert!(
        main.contains(&(230_000, 290_000, "inner".into())),
        "{main:?}"
    );
    let state = slices_on(&trace, "main: state");
    assert!(
        state.contains(&(210_000, 260_000, "Running".into())),
        "{state:?}"
    );
    assert!(
        state.contains(&(260_000, 280_000, "blocked".into())),
        "{state:?}"
    );
    assert!(
        state.contains(&(280_000, 440_000, "Running".into())),
        "{state:?}"
    );
    // The app started at app_end's frame minus its elapsed time: tick 200. The pause's
    // start_us 100 is then tick 300; the cycle ended at end_us 182 = tick 382 and took
    // 90 µs.
    let pauses = slices_on(&trace, "main: GC pauses");
    assert_eq!(pauses, vec![(300_000, 320_000, "root".to_string())]);
    let gc = slices_on(&trace, "GC cycles");
    assert!(
        gc.contains(&(292_000, 382_000, "GC_CONCURRENT #1".into())),
        "{gc:?}"
    );
    assert!(gc.contains(&(300_000, 360_000, "mark".into())), "{gc:?}");
    assert!(gc.contains(&(361_000, 380_000, "sweep".into())), "{gc:?}");
}

#[test]
fn an_unbalanced_section_is_closed_at_the_end_of_the_trace() {
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(
            1,
            "thread_switch",
            &[("from", "0"), ("to", "1"), ("state", "0")],
        ),
        ev(2, "trace_begin", &[("tid", "1"), ("name", "never ended")]),
        ev(3, "trace_begin", &[("tid", "1"), ("name", "nor this")]),
        ev(4, "gc_phase", &[("phase", "mark_start"), ("khz", "1")]),
        // The run is cut off here: no trace_end, no switch away, no mark_end.
        ev(9, "log", &[("message", "last words")]),
    ];
    let trace = build(&events);
    let stats = check(&trace.to_protobuf()).expect("closed, so valid");
    assert!(stats.event_names.contains("never ended"));
    let main = slices_on(&trace, "main");
    let ms = 1_000_000;
    assert_eq!(
        main,
        vec![
            (2 * ms, 9 * ms, "never ended".to_string()),
            (3 * ms, 9 * ms, "nor this".to_string())
        ]
    );
    // The closed sections say they were cut off.
    let unterminated = trace.events.iter().any(|e| {
        matches!(&e.ev, Ev::Begin { name, args } if name == "never ended"
            && args.contains(&("unterminated".into(), Arg::Bool(true))))
    });
    assert!(unterminated);
    assert_eq!(
        slices_on(&trace, "main: state"),
        vec![(ms, 9 * ms, "Running".into())]
    );
    assert_eq!(
        slices_on(&trace, "GC cycles"),
        vec![(4 * ms, 9 * ms, "mark".into())]
    );
}

#[test]
fn a_stray_end_is_a_warning_not_a_broken_trace() {
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(1, "trace_end", &[("tid", "3")]),
    ];
    let trace = build(&events);
    assert_eq!(trace.warnings.len(), 1, "{:?}", trace.warnings);
    check(&trace.to_protobuf()).expect("valid");
}

/// The packets of a trace, each as its own bytes.
fn packets(bytes: &[u8]) -> Vec<Vec<u8>> {
    fields(bytes)
        .unwrap()
        .into_iter()
        .map(|(_, w)| match w {
            Wire::Len(p) => p.to_vec(),
            _ => panic!("not a packet"),
        })
        .collect()
}

fn join(packets: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Pb::default();
    for p in packets {
        out.bytes(1, p);
    }
    out.0
}

fn event_type(packet: &[u8]) -> Option<u64> {
    let p = fields(packet).unwrap();
    let te = fields(get_len(&p, 11)?).unwrap();
    get_varint(&te, 9)
}

#[test]
fn the_checker_rejects_broken_traces() {
    let good = build(&run()).to_protobuf();
    let ps = packets(&good);
    check(&join(&ps)).expect("re-joined packets are the same trace");

    // A slice end dropped: its begin stays open.
    let mut no_end = ps.clone();
    let last_end = no_end
        .iter()
        .rposition(|p| event_type(p) == Some(2))
        .unwrap();
    no_end.remove(last_end);
    let e = check(&join(&no_end)).unwrap_err();
    assert!(e.contains("never ended"), "{e}");

    // A begin dropped: an end without a begin.
    let mut no_begin = ps.clone();
    let first_begin = no_begin
        .iter()
        .position(|p| event_type(p) == Some(1))
        .unwrap();
    no_begin.remove(first_begin);
    assert!(check(&join(&no_begin)).is_err());

    // An event before its track's descriptor.
    let mut late = ps.clone();
    let first_event = late.iter().position(|p| event_type(p).is_some()).unwrap();
    let ev = late.remove(first_event);
    late.insert(0, ev);
    let e = check(&join(&late)).unwrap_err();
    assert!(
        e.contains("before it was declared") || e.contains("cleared"),
        "{e}"
    );

    // Time going back: two neighbouring events of different times swapped.
    let mut back = ps.clone();
    let ts = |p: &[u8]| get_varint(&fields(p).unwrap(), 8);
    let i = (1..back.len())
        .find(|&i| ts(&back[i - 1]).is_some() && ts(&back[i - 1]) < ts(&back[i]))
        .unwrap();
    back.swap(i - 1, i);
    let e = check(&join(&back)).unwrap_err();
    assert!(e.contains("time goes back"), "{e}");

    // A counter without a value.
    let mut p = Pb::default();
    p.msg(1, |p| {
        p.msg(60, |d| {
            d.varint(1, 7);
            d.msg(8, |_| {});
        })
    });
    p.msg(1, |p| {
        p.varint(8, 5);
        p.msg(11, |t| {
            t.varint(11, 7);
            t.varint(9, 4);
        })
    });
    let e = check(&p.0).unwrap_err();
    assert!(e.contains("numeric"), "{e}");

    // A slice on a counter track, and a name iid nobody interned.
    let mut p = Pb::default();
    p.msg(1, |p| p.msg(60, |d| d.varint(1, 7)));
    p.msg(1, |p| {
        p.varint(8, 5);
        p.varint(13, 3);
        p.msg(11, |t| {
            t.varint(11, 7);
            t.varint(9, 3);
            t.varint(10, 99);
        })
    });
    assert!(check(&p.0).unwrap_err().contains("not interned"));

    // Bytes that are not protobuf at all, and a trace cut in the middle.
    assert!(check(&[0xff, 0xff, 0xff]).is_err());
    assert!(check(&good[..good.len() - 3]).is_err());
}

#[test]
fn reused_thread_ids_get_their_own_tracks() {
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(1, "thread_start", &[("tid", "2"), ("name", "a")]),
        ev(2, "trace_begin", &[("tid", "2"), ("name", "x")]),
        ev(3, "thread_end", &[("tid", "2"), ("name", "a")]),
        ev(4, "thread_start", &[("tid", "2"), ("name", "b")]),
        ev(5, "trace_begin", &[("tid", "2"), ("name", "y")]),
        ev(6, "trace_end", &[("tid", "2")]),
    ];
    let trace = build(&events);
    check(&trace.to_protobuf()).expect("valid");
    let tids: Vec<i32> = trace
        .tracks
        .iter()
        .filter_map(|t| match t.kind {
            TrackKind::Thread { tid, .. } => Some(tid),
            _ => None,
        })
        .collect();
    assert_eq!(tids, vec![2, 2 + 65536]);
    // a's section ended with the thread.
    assert_eq!(
        slices_on(&trace, "a"),
        vec![(2_000_000, 3_000_000, "x".into())]
    );
    assert_eq!(
        slices_on(&trace, "b"),
        vec![(5_000_000, 6_000_000, "y".into())]
    );
}

#[test]
fn the_callers_namer_names_samples() {
    let mut buf = [0u8; 64];
    let mut enc = Encoder::new(&mut buf);
    let f = Frame {
        dex: 1,
        method: 2,
        pc: NO_PC,
    };
    assert!(enc.push(1, Component::Native, 0, 1, 0, &[f]));
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(
            1,
            "prof_batch",
            &[
                ("seq", "0"),
                ("t0", "1"),
                ("samples", "1"),
                ("bytes", &byte_list(enc.bytes())),
            ],
        ),
    ];
    let namer = |f: &Frame| format!("Foo.bar#{}", f.method);
    let stats = check(&build_named(&events, &namer).to_protobuf()).unwrap();
    assert!(stats.event_names.contains("native: Foo.bar#2"), "{stats:?}");
    let stats = check(&build(&events).to_protobuf()).unwrap();
    assert!(
        stats.event_names.contains("native: dex#1 method#2 native"),
        "{stats:?}"
    );
}

#[test]
fn a_bad_batch_keeps_its_good_samples_and_warns() {
    let mut buf = [0u8; 64];
    let mut enc = Encoder::new(&mut buf);
    assert!(enc.push(1, Component::Interp, 0, 1, 0, &[]));
    let mut bytes = enc.bytes().to_vec();
    bytes.push(0x80); // a cut second sample
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(
            1,
            "prof_batch",
            &[
                ("seq", "4"),
                ("t0", "1"),
                ("samples", "2"),
                ("bytes", &byte_list(&bytes)),
            ],
        ),
    ];
    let trace = build(&events);
    assert_eq!(trace.warnings.len(), 1);
    assert!(
        trace.warnings[0].starts_with("prof_batch seq 4"),
        "{:?}",
        trace.warnings
    );
    assert_eq!(check(&trace.to_protobuf()).unwrap().instants, 1);
}

#[test]
fn reboots_continue_the_timeline() {
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(5, "trace_begin", &[("tid", "1"), ("name", "first boot")]),
        ev(10, "reboot", &[("reason", "dimmunix")]),
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(2, "trace_begin", &[("tid", "1"), ("name", "second boot")]),
        ev(3, "trace_end", &[("tid", "1")]),
    ];
    let trace = build(&events);
    let stats = check(&trace.to_protobuf()).unwrap();
    assert!(stats.track_names.contains("dexmetal boot 1"));
    assert!(stats.track_names.contains("dexmetal boot 2"));
    let ms = 1_000_000;
    let seconds: Vec<_> = trace
        .events
        .iter()
        .filter(|e| matches!(&e.ev, Ev::Begin { name, .. } if name == "second boot"))
        .map(|e| e.ts)
        .collect();
    assert_eq!(
        seconds,
        vec![12 * ms],
        "the second boot starts where the first ended"
    );
}

/// `DEXMETAL_TRACE_DUMP=FILE cargo test -p dexmetal-decoder dump_the_synthetic_run` writes
/// the synthetic run's trace to FILE, for checking it with Perfetto's own tools
/// (docs/measurements/profiler-trace-check.md); without the variable it only builds it.
#[test]
fn dump_the_synthetic_run() {
    let trace = build(&run());
    if let Some(path) = std::env::var_os("DEXMETAL_TRACE_DUMP") {
        std::fs::write(path, trace.to_protobuf()).expect("writing the dump");
    }
}

#[test]
fn a_late_batch_puts_samples_on_the_thread_alive_at_their_time() {
    let mut buf = [0u8; 64];
    let mut enc = Encoder::new(&mut buf);
    // Ticks 3 (thread a, tid 2) and 7 (thread b, the same id reused).
    assert!(enc.push(1, Component::Interp, 0, 2, 0, &[]));
    assert!(enc.push(4, Component::Interp, 0, 2, 0, &[]));
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(1, "thread_start", &[("tid", "2"), ("name", "a")]),
        ev(5, "thread_end", &[("tid", "2"), ("name", "a")]),
        ev(6, "thread_start", &[("tid", "2"), ("name", "b")]),
        ev(
            8,
            "prof_batch",
            &[
                ("seq", "0"),
                ("t0", "2"),
                ("samples", "2"),
                ("bytes", &byte_list(enc.bytes())),
            ],
        ),
    ];
    let trace = build(&events);
    check(&trace.to_protobuf()).expect("valid");
    let threads: Vec<&str> = trace
        .tracks
        .iter()
        .filter(|t| matches!(t.kind, TrackKind::Thread { .. }))
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(threads, ["a", "b"], "no third track for the late samples");
    let sample_at = |name: &str| {
        let uuid = trace.tracks.iter().find(|t| t.name == name).unwrap().uuid;
        trace
            .events
            .iter()
            .filter(|e| {
                e.track == uuid
                    && matches!(&e.ev, Ev::Instant { name, .. } if name == "interpreter")
            })
            .map(|e| e.ts / 1_000_000)
            .collect::<Vec<_>>()
    };
    assert_eq!(sample_at("a"), [3]);
    assert_eq!(sample_at("b"), [7]);
}

#[test]
fn a_pause_never_ends_after_the_event_that_reports_it() {
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(1, "app", &[("main", "Main")]),
        // start_us 9 ms after the app's start (tick 1) would end the 3 ms pause at
        // tick 13, after its own frame at tick 10: the anchor was late.
        ev(
            10,
            "gc_pause",
            &[
                ("tid", "1"),
                ("kind", "foreground"),
                ("gc", "1"),
                ("start_us", "9000"),
                ("us", "3000"),
            ],
        ),
        ev(
            11,
            "gc",
            &[
                ("kind", "GC_FOR_ALLOC"),
                ("count", "1"),
                ("total_us", "3000"),
                ("end_us", "12000"),
            ],
        ),
    ];
    let trace = build(&events);
    check(&trace.to_protobuf()).expect("valid");
    let ms = 1_000_000;
    assert_eq!(
        slices_on(&trace, "main: GC pauses"),
        vec![(7 * ms, 10 * ms, "foreground".into())]
    );
    assert_eq!(
        slices_on(&trace, "GC cycles"),
        vec![(8 * ms, 11 * ms, "GC_FOR_ALLOC #1".into())]
    );
}

#[test]
fn the_first_switch_tells_who_ran_before_it() {
    // A late sample of w (tick 7, after its end) must not resurrect it either.
    let mut buf = [0u8; 16];
    let mut enc = Encoder::new(&mut buf);
    assert!(enc.push(0, Component::Interp, 0, 2, 0, &[]));
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(2, "prof_config", &[("source", "pmu-irq")]),
        ev(3, "thread_start", &[("tid", "2"), ("name", "w")]),
        // main (never switched to while profiling) ran until it waited for w.
        ev(
            5,
            "thread_switch",
            &[("from", "1"), ("to", "2"), ("state", "2")],
        ),
        // The VM reports the end first, then the switch away from the ended thread.
        ev(6, "thread_end", &[("tid", "2"), ("name", "w")]),
        ev(
            7,
            "thread_switch",
            &[("from", "2"), ("to", "1"), ("state", "4")],
        ),
        ev(
            7,
            "prof_batch",
            &[
                ("seq", "0"),
                ("t0", "7"),
                ("bytes", &byte_list(enc.bytes())),
            ],
        ),
    ];
    let trace = build(&events);
    check(&trace.to_protobuf()).expect("valid");
    let ms = 1_000_000;
    assert_eq!(
        slices_on(&trace, "main: state"),
        vec![
            (2 * ms, 5 * ms, "Running".into()),
            (5 * ms, 7 * ms, "waiting".into()),
            (7 * ms, 7 * ms, "Running".into())
        ]
    );
    // w's run ends with the thread; the switch away does not make a second w.
    assert_eq!(
        slices_on(&trace, "w: state"),
        vec![(5 * ms, 6 * ms, "Running".into())]
    );
    let threads = trace
        .tracks
        .iter()
        .filter(|t| matches!(t.kind, TrackKind::Thread { .. }))
        .count();
    assert_eq!(threads, 2);
    assert_eq!(
        slices_on(&trace, "CPU"),
        vec![
            (2 * ms, 5 * ms, "main (1)".into()),
            (5 * ms, 7 * ms, "w (2)".into()),
            (7 * ms, 7 * ms, "main (1)".into())
        ]
    );
}

#[test]
fn an_app_counter_may_share_a_name_with_a_slice_track() {
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        ev(
            1,
            "thread_switch",
            &[("from", "0"), ("to", "1"), ("state", "0")],
        ),
        ev(
            2,
            "trace_counter",
            &[("tid", "1"), ("name", "CPU"), ("value", "7")],
        ),
        ev(
            3,
            "trace_counter",
            &[("tid", "1"), ("name", "GC cycles"), ("value", "1")],
        ),
        ev(
            4,
            "gc",
            &[("kind", "GC_EXPLICIT"), ("count", "1"), ("total_us", "500")],
        ),
    ];
    let stats = check(&build(&events).to_protobuf()).expect("valid");
    assert_eq!(stats.counters, 2);
    assert_eq!(
        stats.slices, 3,
        "main running, on the CPU track and its own, and the cycle"
    );
}

#[test]
fn the_profile_modules_names_fit_the_namer() {
    let profile = crate::profile::Profile::from_events(&[], &[]);
    let namer = profile_namer(&profile);
    let f = Frame {
        dex: 1,
        method: 2,
        pc: 3,
    };
    // Without the DEX file the profile module still names it by its numbers.
    let name = namer(&f);
    assert!(name.starts_with("dex#1 method#2 ("), "{name}");
}

#[test]
fn async_sections_overlap_on_tracks_of_their_own() {
    let async_ev = |t, kind, name: &str, cookie: &str| {
        ev(t, kind, &[("tid", "1"), ("name", name), ("cookie", cookie)])
    };
    let events = vec![
        ev(0, "ready", &[("timer_hz", "1000")]),
        async_ev(1, "trace_async_begin", "load", "1"),
        async_ev(2, "trace_async_begin", "load", "2"),
        // They end out of order: async sections need not nest.
        async_ev(3, "trace_async_end", "load", "1"),
        async_ev(4, "trace_async_end", "unknown", "7"),
        async_ev(5, "trace_async_begin", "cut", "3"),
        ev(6, "log", &[("message", "the run ends")]),
    ];
    let trace = build(&events);
    check(&trace.to_protobuf()).expect("valid");
    let ms = 1_000_000;
    assert_eq!(
        slices_on(&trace, "load (async, cookie 1)"),
        vec![(ms, 3 * ms, "load".to_string())]
    );
    // Still open at the end: closed there.
    assert_eq!(
        slices_on(&trace, "load (async, cookie 2)"),
        vec![(2 * ms, 6 * ms, "load".to_string())]
    );
    assert_eq!(
        slices_on(&trace, "cut (async, cookie 3)"),
        vec![(5 * ms, 6 * ms, "cut".to_string())]
    );
    assert!(trace
        .warnings
        .iter()
        .any(|w| w.contains("unknown 7 without its begin")));
}
