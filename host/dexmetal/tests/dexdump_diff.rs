//! Differential test against Debian's `dexdump -d` (dexdump 11): for every committed
//! fixture under vm/tests/data and every conformance case under tests/conformance/<case>
//! (assembled with smali into a temp dir when smali is installed), `dexmetal dump` must
//! print the same instruction listing, line for line. Fixtures must match the whole
//! output. Without dexdump the test prints a SKIP notice instead of comparing.

use std::path::{Path, PathBuf};
use std::process::Command;

fn on_path(tool: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|d| Path::new(d).join(tool))
        .find(|p| p.is_file())
}

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

/// Assembles one conformance case; `None` (with a notice) if smali produced nothing.
fn assemble(smali: &Path, case: &Path, out_dir: &Path) -> Option<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(case)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "smali"))
        .collect();
    if files.is_empty() {
        return None;
    }
    files.sort();
    let name = case.file_name()?.to_string_lossy().into_owned();
    // Plain 035 first; cases using newer features need a higher API level.
    for api in ["15", "28"] {
        let out = out_dir.join(format!("{name}.dex"));
        let _ = std::fs::remove_file(&out);
        let (_, _, err) = run(Command::new(smali)
            .args(["a", "--api", api, "-o"])
            .arg(&out)
            .args(&files));
        // smali exits 0 even on failure: trust only an output file and a quiet stderr.
        if out.is_file() && err.iter().all(u8::is_ascii_whitespace) {
            return Some(out);
        }
    }
    println!("NOTE: smali could not assemble conformance case {name}; not compared");
    None
}

#[test]
fn dexdump_listing_matches() {
    let Some(dexdump) = on_path("dexdump") else {
        println!("SKIP: dexdump not installed; dexdump_diff compared nothing");
        return;
    };
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
    match (on_path("smali"), std::fs::read_dir(&conf)) {
        (Some(smali), Ok(rd)) => {
            let tmp =
                std::env::temp_dir().join(format!("dexmetal-dexdump-diff-{}", std::process::id()));
            std::fs::create_dir_all(&tmp).unwrap();
            let mut cases: Vec<PathBuf> = rd
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_dir())
                .collect();
            cases.sort();
            for case in cases {
                if let Some(dex) = assemble(&smali, &case, &tmp) {
                    compared += 1;
                    if let Err(e) = compare(&dexdump, &dex, false) {
                        failures.push(e);
                    }
                }
            }
            let _ = std::fs::remove_dir_all(&tmp);
        }
        (None, _) => println!("NOTE: smali not installed; conformance cases not compared"),
        (_, Err(_)) => println!("NOTE: no tests/conformance directory; only fixtures compared"),
    }
    println!(
        "dexdump_diff: compared {compared} DEX files, {} mismatches",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
