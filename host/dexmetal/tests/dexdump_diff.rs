//! Differential test against Debian's `dexdump -d` (dexdump 11): for every committed
//! fixture under vm/tests/data and every conformance case under tests/conformance/<case>
//! (assembled with smali through the shared case cache), `dexmetal dump` must print the
//! same instruction listing, line for line. Fixtures must match the whole output. Without
//! dexdump or smali the test fails with the install hint.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Lines of the instruction listing: `xxxxxx: <hex> |pppp: insn` and the `|[xxxxxx]`
/// method header lines.
fn listing(out: &[u8]) -> Vec<&[u8]> {
    out.split(|&b| b == b'\n')
        .filter(|l| {
            l.len() > 8
                && l[6] == b':'
                && l[..6].iter().all(u8::is_ascii_hexdigit)
                && l.contains(&b'|')
        })
        .collect()
}

fn show(l: &[u8]) -> String {
    String::from_utf8_lossy(l).into_owned()
}

/// A readable diff of two line lists: the first mismatches with their line numbers.
fn diff(want: &[&[u8]], got: &[&[u8]]) -> String {
    let mut s = String::new();
    let mut shown = 0;
    for i in 0..want.len().max(got.len()) {
        let (w, g) = (want.get(i), got.get(i));
        if w != g {
            s += &format!(
                "line {}:\n  dexdump : {}\n  dexmetal: {}\n",
                i + 1,
                w.map_or("<none>".into(), |l| show(l)),
                g.map_or("<none>".into(), |l| show(l))
            );
            shown += 1;
            if shown == 15 {
                s += "  ...\n";
                break;
            }
        }
    }
    s
}

fn run(cmd: &mut Command) -> (bool, Vec<u8>, Vec<u8>) {
    let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    (o.status.success(), o.stdout, o.stderr)
}

/// Compares one .dex; returns an error text on mismatch.
fn compare(dexdump: &Path, dex: &Path, whole: bool) -> Result<(), String> {
    // Run both from the file's directory with the bare name so the echoed path matches.
    let dir = dex.parent().unwrap();
    let name = dex.file_name().unwrap();
    let (ok, want, err) = run(Command::new(dexdump).arg("-d").arg(name).current_dir(dir));
    if !ok {
        return Err(format!(
            "dexdump failed on {}: {}",
            dex.display(),
            String::from_utf8_lossy(&err)
        ));
    }
    let (ok, got, err) = run(Command::new(env!("CARGO_BIN_EXE_dexmetal"))
        .arg("dump")
        .arg(name)
        .current_dir(dir));
    if !ok {
        return Err(format!(
            "dexmetal dump failed on {}: {}",
            dex.display(),
            String::from_utf8_lossy(&err)
        ));
    }
    let (lw, lg) = (listing(&want), listing(&got));
    if lw.is_empty() {
        return Err(format!(
            "{}: dexdump printed no instructions",
            dex.display()
        ));
    }
    if lw != lg {
        return Err(format!(
            "{}: instruction listing differs\n{}",
            dex.display(),
            diff(&lw, &lg)
        ));
    }
    if want != got {
        let all = |b: &[u8]| {
            b.split(|&c| c == b'\n')
                .map(<[u8]>::to_vec)
                .collect::<Vec<_>>()
        };
        let (aw, ag) = (all(&want), all(&got));
        let rw: Vec<&[u8]> = aw.iter().map(Vec::as_slice).collect();
        let rg: Vec<&[u8]> = ag.iter().map(Vec::as_slice).collect();
        let text = format!(
            "{}: full output differs (listing identical)\n{}",
            dex.display(),
            diff(&rw, &rg)
        );
        if whole {
            return Err(text);
        }
        println!("NOTE: {text}");
    }
    Ok(())
}

#[test]
fn dexdump_listing_matches() {
    let dexdump = dexmetal_tools::DEXDUMP.require();
    let mut failures = Vec::new();
    let mut compared = 0;
    let data = repo_root().join("vm/tests/data");
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "dex"))
        .collect();
    fixtures.sort();
    assert!(!fixtures.is_empty(), "no fixtures under {}", data.display());
    for f in &fixtures {
        compared += 1;
        if let Err(e) = compare(&dexdump, f, true) {
            failures.push(e);
        }
    }
    let conf = repo_root().join("tests/conformance");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&conf)
        .unwrap_or_else(|e| panic!("{}: {e}", conf.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    for case in cases {
        match dexmetal_tools::case::assemble_cached(&case) {
            Ok(dex) => {
                compared += 1;
                if let Err(e) = compare(&dexdump, &dex, false) {
                    failures.push(e);
                }
            }
            Err(e) => failures.push(e),
        }
    }
    println!(
        "dexdump_diff: compared {compared} DEX files, {} mismatches",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 100, "only {compared} DEX files compared");
}

/// Several files and an archive in one call print exactly as dexdump does: one
/// `Processing` line per argument, an archive's classes*.dex as `archive:classesN.dex`.
#[test]
fn several_files_and_archives_match_dexdump() {
    use std::io::Write;
    let dexdump = dexmetal_tools::DEXDUMP.require();
    let data = repo_root().join("vm/tests/data");
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "dex"))
        .collect();
    fixtures.sort();
    assert!(
        fixtures.len() >= 3,
        "too few fixtures in {}",
        data.display()
    );
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("dexdump-multi");
    std::fs::create_dir_all(&dir).unwrap();
    for (i, f) in fixtures[..3].iter().enumerate() {
        std::fs::copy(f, dir.join(format!("f{i}.dex"))).unwrap();
    }
    let mut w = zip::ZipWriter::new(std::fs::File::create(dir.join("app.jar")).unwrap());
    for (member, i) in [("classes.dex", 1), ("classes2.dex", 2)] {
        w.start_file(member, zip::write::SimpleFileOptions::default())
            .unwrap();
        w.write_all(&std::fs::read(dir.join(format!("f{i}.dex"))).unwrap())
            .unwrap();
    }
    w.finish().unwrap();
    let args = ["-d", "f0.dex", "app.jar", "f2.dex"];
    let (ok, want, err) = run(Command::new(&dexdump).args(args).current_dir(&dir));
    assert!(ok, "dexdump: {}", String::from_utf8_lossy(&err));
    let (ok, got, err) = run(Command::new(env!("CARGO_BIN_EXE_dexmetal"))
        .arg("dump")
        .args(&args[1..])
        .current_dir(&dir));
    assert!(ok, "dexmetal dump: {}", String::from_utf8_lossy(&err));
    let lines =
        |b: &[u8]| -> Vec<Vec<u8>> { b.split(|&c| c == b'\n').map(<[u8]>::to_vec).collect() };
    let (w, g) = (lines(&want), lines(&got));
    let (rw, rg): (Vec<&[u8]>, Vec<&[u8]>) = (
        w.iter().map(Vec::as_slice).collect(),
        g.iter().map(Vec::as_slice).collect(),
    );
    assert!(want == got, "output differs\n{}", diff(&rw, &rg));
    assert_eq!(
        want.windows(10).filter(|s| s == b"Processing").count(),
        3,
        "one Processing line per argument"
    );
}
