//! Running the smali assembler (Debian's `libsmali-java`, smali 2.5). smali exits 0 even
//! when assembly fails, so success is judged by the output file existing and stderr being
//! empty; the output is written beside its final name and renamed into place, so a
//! concurrent reader never sees half a file.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Assembles `sources` at DEX API level `api` into `out`.
pub fn assemble(sources: &[PathBuf], api: u32, out: &Path) -> Result<(), String> {
    let smali = crate::SMALI.find().map_err(|e| e.to_string())?;
    assemble_with(&smali, sources, api, out)
}

/// [`assemble`] with an explicit smali.
pub fn assemble_with(
    smali: &Path,
    sources: &[PathBuf],
    api: u32,
    out: &Path,
) -> Result<(), String> {
    if sources.is_empty() {
        return Err(format!("no .smali sources for {}", out.display()));
    }
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = out.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let _ = std::fs::remove_file(&tmp);
    let o = Command::new(smali)
        .args(["a", "--api", &api.to_string(), "-o"])
        .arg(&tmp)
        .args(sources)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", smali.display()))?;
    let stderr = String::from_utf8_lossy(&o.stderr);
    if !o.status.success() || !stderr.trim().is_empty() || !tmp.is_file() {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!(
            "smali failed ({}) on {}:\n{}{}",
            o.status,
            sources
                .iter()
                .map(|s| s.display().to_string())
                .collect::<Vec<_>>()
                .join(" "),
            String::from_utf8_lossy(&o.stdout),
            stderr.trim_end()
        ));
    }
    std::fs::rename(&tmp, out).map_err(|e| format!("cannot move {}: {e}", tmp.display()))
}

/// Writes `(file name, smali text)` pairs into `dir` (created, emptied first) and
/// assembles them into `dir/out.dex`; returns the DEX bytes. For tests that carry their
/// programs inline.
pub fn assemble_texts(dir: &Path, sources: &[(&str, &str)], api: u32) -> Result<Vec<u8>, String> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for (f, text) in sources {
        let p = dir.join(f);
        std::fs::write(&p, text).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
        files.push(p);
    }
    let out = dir.join("out.dex");
    assemble(&files, api, &out)?;
    std::fs::read(&out).map_err(|e| format!("cannot read {}: {e}", out.display()))
}

/// The `.smali` files directly in `dir` (with `recursive`, below it too), sorted so that
/// hashing and assembly are deterministic.
pub fn sources(dir: &Path, recursive: bool) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    collect(dir, recursive, &mut out)?;
    out.sort();
    Ok(out)
}

fn collect(dir: &Path, recursive: bool, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let rd = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in rd {
        let p = entry
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .path();
        if p.is_dir() {
            if recursive {
                collect(&p, recursive, out)?;
            }
        } else if p.extension().is_some_and(|x| x == "smali") {
            out.push(p);
        }
    }
    Ok(())
}
