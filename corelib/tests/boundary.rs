//! The engine and the library stay apart: the engine (`dexmetal-vm`) does not depend on
//! the library, neither directly nor through another crate (its integration tests may:
//! they run programs), and the library reaches the engine only through its native
//! interface, `dexmetal_vm::native`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const ENGINE: &str = "dexmetal-vm";
const LIBRARY: &str = "dexmetal-corelib";

/// The workspace's packages, from `cargo metadata`.
fn metadata() -> Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("cargo metadata prints JSON")
}

/// The names of the packages `name` depends on for its build (normal and build
/// dependencies; dev-dependencies only build tests), transitively within `packages`.
fn build_closure(packages: &[Value], name: &str) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    let mut todo = vec![name.to_string()];
    while let Some(n) = todo.pop() {
        let Some(p) = packages.iter().find(|p| p["name"] == n.as_str()) else {
            continue;
        };
        for d in p["dependencies"].as_array().into_iter().flatten() {
            if d["kind"] == "dev" {
                continue;
            }
            let dn = d["name"].as_str().unwrap_or_default().to_string();
            if !seen.contains(&dn) {
                seen.push(dn.clone());
                todo.push(dn);
            }
        }
    }
    seen
}

#[test]
fn the_engine_does_not_depend_on_the_library() {
    let meta = metadata();
    let packages = meta["packages"].as_array().expect("packages");
    let engine = build_closure(packages, ENGINE);
    assert!(
        !engine.iter().any(|d| d == LIBRARY),
        "{ENGINE} depends on {LIBRARY} through {engine:?}"
    );
    // The check can see an edge: the library does depend on the engine.
    assert!(build_closure(packages, LIBRARY).iter().any(|d| d == ENGINE));
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("readable source directory") {
        let p = e.expect("directory entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Every path into the engine named in `text`, as written after `dexmetal_vm::`.
fn engine_paths(text: &str) -> Vec<String> {
    text.match_indices("dexmetal_vm")
        .map(|(i, _)| {
            let rest = &text[i + "dexmetal_vm".len()..];
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            rest[..end].to_string()
        })
        .collect()
}

#[test]
fn the_library_reaches_the_engine_only_through_the_native_interface() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 5, "{} library sources", files.len());
    let mut uses = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable source");
        for path in engine_paths(&text) {
            uses += 1;
            assert!(
                path == "::native" || path.starts_with("::native::"),
                "{}: dexmetal_vm{path} is not the native interface",
                f.display()
            );
        }
        // `extern crate` or a renamed import would hide the crate's name.
        assert!(
            !text.contains("extern crate dexmetal_vm") && !text.contains("dexmetal_vm as"),
            "{}: the engine crate under another name",
            f.display()
        );
    }
    assert!(uses > 10, "{uses} uses of the engine found");
}

#[test]
fn engine_paths_are_read_whole() {
    assert_eq!(
        engine_paths("use dexmetal_vm::native::{Env, Kind};\nx: dexmetal_vm::vm::Vm"),
        ["::native::", "::vm::Vm"]
    );
}
