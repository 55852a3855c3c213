//! Smali program directories (a conformance case under `tests/conformance/<case>`, a
//! benchmark or an app): their DEX API level, their sources, and their assembly cached in
//! `target/conformance/<case>/classes.dex` under a source hash. xtask's suite runners, the
//! verifier's fixture test and the dexdump differential test all assemble cases here, so
//! they agree on the API level and share one cache.

use std::fs;
use std::path::{Path, PathBuf};

/// The directory's name.
pub fn name(dir: &Path) -> String {
    dir.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| dir.display().to_string())
}

/// The `--api` level for smali: a `dex037-`, `dex038-` or `dex039-` name prefix selects
/// that DEX version (API 24, 26, 28); anything else is DEX 035 (API 15).
pub fn api(dir: &Path) -> u32 {
    let n = name(dir);
    if n.starts_with("dex039-") {
        28
    } else if n.starts_with("dex038-") {
        26
    } else if n.starts_with("dex037-") {
        24
    } else {
        15
    }
}

/// The directory's `.smali` files, sorted.
pub fn sources(dir: &Path) -> Result<Vec<PathBuf>, String> {
    crate::smali::sources(dir, false)
}

/// FNV-1a, 64 bits.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The cache key: FNV-1a 64 over the API level and each source's name, length and bytes.
pub fn source_hash(dir: &Path) -> Result<String, String> {
    let mut bytes = format!("api={};", api(dir)).into_bytes();
    for src in sources(dir)? {
        let data = fs::read(&src).map_err(|e| format!("cannot read {}: {e}", src.display()))?;
        bytes.extend_from_slice(src.file_name().unwrap_or_default().as_encoded_bytes());
        bytes.extend_from_slice(&(data.len() as u64).to_le_bytes());
        bytes.extend_from_slice(&data);
    }
    Ok(format!("{:016x}", fnv1a(&bytes)))
}

/// Where a directory's build products are cached: `<workspace>/target/conformance/<name>/`,
/// for a directory two levels below the workspace (`tests/conformance/<case>`,
/// `apps/<app>`) or three (`tests/bench/<kind>/<program>`).
pub fn cache_dir(dir: &Path) -> PathBuf {
    let abs = fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    let ws = abs
        .ancestors()
        .skip(1)
        .find(|a| a.join("Cargo.lock").is_file())
        .map(Path::to_path_buf)
        .unwrap_or_else(std::env::temp_dir);
    ws.join("target").join("conformance").join(name(dir))
}

/// Assembles the directory's smali into `out_dir/classes.dex`, reused while the recorded
/// source hash matches.
pub fn assemble(dir: &Path, out_dir: &Path) -> Result<PathBuf, String> {
    let srcs = sources(dir)?;
    if srcs.is_empty() {
        return Err(format!("{}: no .smali files", dir.display()));
    }
    let hash = source_hash(dir)?;
    let dex = out_dir.join("classes.dex");
    let stamp = out_dir.join("classes.dex.hash");
    if dex.is_file() && fs::read_to_string(&stamp).ok().as_deref() == Some(hash.as_str()) {
        return Ok(dex);
    }
    fs::create_dir_all(out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let _ = fs::remove_file(&stamp);
    crate::smali::assemble(&srcs, api(dir), &dex).map_err(|e| format!("{}: {e}", name(dir)))?;
    fs::write(&stamp, &hash).map_err(|e| format!("cannot write {}: {e}", stamp.display()))?;
    Ok(dex)
}

/// [`assemble`] into the directory's [`cache_dir`].
pub fn assemble_cached(dir: &Path) -> Result<PathBuf, String> {
    assemble(dir, &cache_dir(dir))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn api_levels_follow_the_name_prefix() {
        assert_eq!(
            api(Path::new("tests/conformance/dex039-const-method-handle")),
            28
        );
        assert_eq!(api(Path::new("tests/conformance/dex038-x")), 26);
        assert_eq!(api(Path::new("x/dex037-default-methods")), 24);
        assert_eq!(api(Path::new("x/arith-int")), 15);
    }

    #[test]
    fn hash_covers_api_names_and_bytes() {
        let root = std::env::temp_dir().join(format!("dexmetal-case-{}", std::process::id()));
        let (a, b) = (root.join("arith"), root.join("dex037-arith"));
        for d in [&a, &b] {
            fs::create_dir_all(d).unwrap();
            fs::write(d.join("Main.smali"), ".class LMain;").unwrap();
        }
        let ha = source_hash(&a).unwrap();
        assert_ne!(ha, source_hash(&b).unwrap(), "api level not in the key");
        fs::write(a.join("Main.smali"), ".class LMain; ").unwrap();
        assert_ne!(ha, source_hash(&a).unwrap(), "contents not in the key");
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn cache_dir_is_in_the_workspace_target() {
        let ws = fs::canonicalize(Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")).unwrap();
        let case = fs::read_dir(ws.join("tests/conformance"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.is_dir())
            .unwrap();
        let want = ws.join("target/conformance").join(name(&case));
        assert_eq!(cache_dir(&case), want);
    }
}
