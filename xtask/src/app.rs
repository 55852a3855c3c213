//! Applications for on-target runs: the bundled demo app (smali under apps/demo,
//! assembled at run time with the same smali driver the conformance suite uses), apps
//! that use the SDK classes of apps/sdk (apps/board), and the boot payload
//! (`dexmetal_launch::payload`) that carries DEX files to the board as the initrd.

use crate::image;
use anyhow::{anyhow, Result};
use std::path::{Path, PathBuf};

/// Assembles a bundled demo app (`apps/<name>`) and returns its DEX.
pub fn demo_dex(name: &str) -> Result<PathBuf> {
    let dir = image::workspace_root().join("apps").join(name);
    assemble(&dir)
}

/// Assembles a bundled app that uses the SDK classes (`apps/<name>` and `apps/sdk`, e.g.
/// `dexmetal.Board`) into one DEX, as `smali a -o app.dex apps/<name> apps/sdk` does.
pub fn sdk_app_dex(name: &str) -> Result<PathBuf> {
    let apps = image::workspace_root().join("apps");
    let mut sources = dexmetal_tools::smali::sources(&apps.join(name), false)
        .map_err(|e| anyhow!("apps/{name}: {e}"))?;
    sources.extend(
        dexmetal_tools::smali::sources(&apps.join("sdk"), true)
            .map_err(|e| anyhow!("apps/sdk: {e}"))?,
    );
    let out = image::target_dir().join("dexmetal/apps").join(name);
    std::fs::create_dir_all(&out)?;
    let dex = out.join("classes.dex");
    // The DEX 035 level of every bundled app (dexmetal_tools::case::api).
    dexmetal_tools::smali::assemble(&sources, 15, &dex)
        .map_err(|e| anyhow!("assembling apps/{name} with apps/sdk: {e}"))?;
    Ok(dex)
}

/// The DEX files a command was given, or the bundled demo app `demo` when none.
pub fn dex_or_demo(dex: &[PathBuf], demo: &str) -> Result<Vec<PathBuf>> {
    if dex.is_empty() {
        Ok(vec![demo_dex(demo)?])
    } else {
        Ok(dex.to_vec())
    }
}

/// Assembles a directory of smali sources (cached by source hash).
pub fn assemble(dir: &Path) -> Result<PathBuf> {
    let out = image::target_dir()
        .join("dexmetal/apps")
        .join(dir.file_name().unwrap_or_default());
    dexmetal_tools::case::assemble(dir, &out)
        .map_err(|e| anyhow!("assembling {}: {e}", dir.display()))
}

/// Writes the boot payload for `files` and returns its path.
pub fn payload(
    board: &image::Board,
    files: &[PathBuf],
    main: Option<&str>,
    args: &[String],
) -> Result<PathBuf> {
    payload_named(board, files, main, args, "payload")
}

/// Like [`payload`], under a distinct file name so concurrent runs do not collide.
pub fn payload_named(
    board: &image::Board,
    files: &[PathBuf],
    main: Option<&str>,
    args: &[String],
    name: &str,
) -> Result<PathBuf> {
    // A .jar or .apk contributes its classes*.dex in multidex order, as on the host CLI.
    let mut dex = Vec::new();
    for f in files {
        dex.extend(dexmetal_classpath::read(f)?.into_iter().map(|d| d.bytes));
    }
    let slices: Vec<&[u8]> = dex.iter().map(|d| d.as_slice()).collect();
    let blob = dexmetal_launch::payload::build(&slices, main, args);
    let path = image::out_dir(board).join(format!("{name}.bin"));
    std::fs::create_dir_all(image::out_dir(board))?;
    std::fs::write(&path, blob)?;
    Ok(path)
}
