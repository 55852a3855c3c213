//! The target toolchain: the images are built for `thumbv7a-none-eabihf` (Thumb-2 code,
//! VFPv3, hard-float AAPCS), whose `core`/`alloc` rustup does not serve for a stable
//! toolchain, so a pinned
//! nightly builds them from `rust-src` (`-Z build-std`). The host build, the unit tests and
//! the no_std crates' soft-float check stay on the stable pin of rust-toolchain.toml.
//! This module is the one place that names the nightly, the triple and how to call them.

use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::process::Command;

/// The images' target: hard float, so Java's float and double bytecodes run on the VFP
/// rather than through `__aeabi_d*` calls (Cortex-A8, Krait and QEMU's A15 all have VFPv3
/// with 32 double registers), and Thumb-2, whose `tbh` dispatches an opcode in one
/// instruction where A32 needs two (and whose code is smaller in the caches). The
/// exception vectors and entry stay A32 (`.arm` in their assembly).
pub const TARGET: &str = "thumbv7a-none-eabihf";

/// Dated, so guest-instruction figures do not move between machines or months; the same
/// nightly carries Miri.
pub const CHANNEL: &str = "nightly-2026-05-20";

/// `rust-src` for `-Z build-std`; `llvm-tools` for the objdump the VFP check reads;
/// `miri` for `cargo xtask test --miri`.
pub const COMPONENTS: &[&str] = &["rust-src", "llvm-tools", "miri"];

/// A `cargo <sub>` for the target: the pinned nightly with `core` and `alloc` built from
/// source. The caller adds `-p`, `--release` and the like.
pub fn cargo(sub: &str) -> Command {
    let mut c = Command::new("rustup");
    c.args(["run", CHANNEL, "cargo", sub, "-Z", "build-std=core,alloc"])
        .args(["--target", TARGET])
        .current_dir(crate::image::workspace_root());
    // The stable cargo that runs xtask exports its own rustc for build scripts; the
    // nightly must use its own.
    c.env_remove("RUSTC").env_remove("RUSTUP_TOOLCHAIN");
    c
}

/// Where the target build puts `profile`'s artefacts.
pub fn artefacts(profile: &str) -> PathBuf {
    crate::image::target_dir().join(TARGET).join(profile)
}

fn sysroot() -> Result<PathBuf> {
    let o = Command::new("rustup")
        .args(["run", CHANNEL, "rustc", "--print", "sysroot"])
        .output()
        .context("running rustup (the baseline dexmetal expects includes rustup)")?;
    if !o.status.success() {
        bail!(
            "the target toolchain {CHANNEL} is not installed ({}); `cargo xtask setup` installs it",
            String::from_utf8_lossy(&o.stderr).trim()
        );
    }
    Ok(PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
}

/// The toolchain's `llvm-objdump` (from `llvm-tools`).
pub fn objdump() -> Result<PathBuf> {
    llvm_tool("llvm-objdump")
}

/// One of the nightly's `llvm-tools` (`llvm-objdump`, `llvm-cov`, ...).
pub fn llvm_tool(name: &str) -> Result<PathBuf> {
    let root = sysroot()?.join("lib/rustlib");
    let found = std::fs::read_dir(&root)
        .with_context(|| format!("reading {}", root.display()))?
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("bin").join(name))
        .find(|p| p.is_file());
    found.with_context(|| {
        format!(
            "no {name} under {}: the {CHANNEL} toolchain lacks llvm-tools; `cargo xtask setup` adds it",
            root.display()
        )
    })
}

/// Whether the nightly and its components are there.
fn complete() -> bool {
    let Ok(root) = sysroot() else {
        return false;
    };
    root.join("lib/rustlib/src/rust/library/core").is_dir()
        && objdump().is_ok()
        && root.join("bin/cargo-miri").is_file()
}

/// A `cargo miri <sub>` on the pinned nightly for the host, in its own target directory
/// (Miri's build artefacts are not the host build's), with file access allowed: the
/// Miri tests read their programs from the assembly cache.
pub fn miri(sub: &str) -> Command {
    let mut c = Command::new("rustup");
    c.args(["run", CHANNEL, "cargo", "miri", sub])
        .current_dir(crate::image::workspace_root())
        .env("CARGO_TARGET_DIR", crate::image::target_dir().join("miri"))
        .env("MIRIFLAGS", "-Zmiri-disable-isolation");
    c.env_remove("RUSTC").env_remove("RUSTUP_TOOLCHAIN");
    c
}

/// cargo-fuzz, pinned like the nightly it drives (`cargo xtask fuzz`, and the fuzz build
/// in `cargo xtask test`).
pub const CARGO_FUZZ_VERSION: &str = "0.13.2";

/// cargo-fuzz lives in target/tools, not in ~/.cargo/bin: set-up then writes only
/// inside the checkout (the fresh-machine check lends its chroot a read-only
/// ~/.cargo/bin).
fn cargo_fuzz_bin() -> PathBuf {
    crate::image::target_dir().join("tools/bin/cargo-fuzz")
}

fn cargo_fuzz_installed() -> bool {
    Command::new(cargo_fuzz_bin())
        .arg("--version")
        .output()
        .is_ok_and(|o| {
            String::from_utf8_lossy(&o.stdout).trim() == format!("cargo-fuzz {CARGO_FUZZ_VERSION}")
        })
}

/// Installs cargo-fuzz (built from crates.io with the stable toolchain) when it is
/// missing or another version; quiet otherwise.
pub fn ensure_cargo_fuzz(verbose: bool) -> Result<()> {
    if cargo_fuzz_installed() {
        return Ok(());
    }
    eprintln!("xtask setup: installing cargo-fuzz {CARGO_FUZZ_VERSION} into target/tools");
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    c.args([
        "install",
        "--locked",
        "--force",
        "--version",
        CARGO_FUZZ_VERSION,
        "cargo-fuzz",
    ])
    .arg("--root")
    .arg(crate::image::target_dir().join("tools"))
    .current_dir(crate::image::workspace_root());
    if !verbose {
        c.arg("--quiet");
    }
    if !c.status().context("running cargo install")?.success() {
        bail!("cargo install cargo-fuzz@{CARGO_FUZZ_VERSION} failed");
    }
    if !cargo_fuzz_installed() {
        bail!(
            "cargo-fuzz {CARGO_FUZZ_VERSION} installed, but {} does not run",
            cargo_fuzz_bin().display()
        );
    }
    Ok(())
}

/// A `cargo fuzz` on the pinned nightly (libFuzzer needs its sanitizer flags), run from
/// the workspace root; the caller adds the subcommand and `--fuzz-dir fuzz`.
pub fn cargo_fuzz() -> Result<Command> {
    ensure_cargo_fuzz(false)?;
    let mut c = Command::new(cargo_fuzz_bin());
    c.arg("fuzz")
        .current_dir(crate::image::workspace_root())
        .env("RUSTUP_TOOLCHAIN", CHANNEL);
    // The stable cargo running xtask exports itself and its rustc; cargo-fuzz must reach
    // the nightly's through the rustup proxies.
    c.env_remove("RUSTC").env_remove("CARGO");
    Ok(c)
}

/// Installs the nightly with its components when any is missing; quiet otherwise.
pub fn ensure(verbose: bool) -> Result<()> {
    if complete() {
        return Ok(());
    }
    eprintln!(
        "xtask setup: installing the target toolchain {CHANNEL} with {}",
        COMPONENTS.join(", ")
    );
    let mut c = Command::new("rustup");
    c.args(["toolchain", "install", CHANNEL, "--profile", "minimal"]);
    for comp in COMPONENTS {
        c.args(["-c", comp]);
    }
    if verbose {
        eprintln!("+ {c:?}");
    }
    if !c.status().context("running rustup")?.success() {
        bail!("rustup toolchain install {CHANNEL} failed");
    }
    if !complete() {
        bail!("{CHANNEL} installed, but rust-src, llvm-tools or miri is still missing");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_nightly_is_dated() {
        let date = super::CHANNEL.strip_prefix("nightly-").unwrap();
        assert_eq!(date.len(), 10, "{date}");
        assert!(date.split('-').all(|p| p.parse::<u32>().is_ok()));
    }
}
