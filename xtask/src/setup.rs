//! `cargo xtask setup`: installs what a fresh Debian machine lacks to build and boot
//! dexmetal: the host packages below (through apt-get, as root) and the bare-metal
//! Rust target named in rust-toolchain.toml. `run` and `test` call [`ensure`] first.

use anyhow::{bail, Context, Result};
use std::path::Path;
use std::process::Command;

/// (what must exist, the Debian package that provides it).
const NEEDS: &[(&str, &str)] = &[
    ("/usr/bin/qemu-system-arm", "qemu-system-arm"),
    ("/usr/lib/u-boot/qemu_arm/u-boot.bin", "u-boot-qemu"),
    ("/usr/bin/mkimage", "u-boot-tools"),
    ("/usr/bin/mkenvimage", "u-boot-tools"),
    ("/usr/bin/smali", "libsmali-java"),
    ("/usr/bin/dexdump", "dexdump"),
    ("/usr/bin/enjarify", "enjarify"),
    ("/usr/bin/java", "default-jre-headless"),
];

fn missing_packages() -> Vec<&'static str> {
    let mut pkgs: Vec<&str> = NEEDS
        .iter()
        .filter(|(p, _)| !Path::new(p).exists())
        .map(|(_, pkg)| *pkg)
        .collect();
    pkgs.dedup();
    pkgs
}

fn target_installed() -> bool {
    Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .any(|l| l.trim() == "armv7a-none-eabi")
        })
        .unwrap_or(false)
}

/// Installs anything missing; quiet when everything is there.
pub fn ensure(verbose: bool) -> Result<()> {
    let pkgs = missing_packages();
    if !pkgs.is_empty() {
        eprintln!("xtask setup: installing {}", pkgs.join(" "));
        let root = Command::new("id")
            .arg("-u")
            .output()
            .map(|o| o.stdout.trim_ascii() == b"0")
            .unwrap_or(false);
        if !root {
            bail!(
                "missing packages {}; run `cargo xtask setup` as root (or apt-get install them)",
                pkgs.join(" ")
            );
        }
        let apt = |args: &[&str]| -> Result<()> {
            let mut c = Command::new("apt-get");
            c.args(args).env("DEBIAN_FRONTEND", "noninteractive");
            if verbose {
                eprintln!("+ apt-get {}", args.join(" "));
            }
            let st = c.status().context("running apt-get")?;
            if !st.success() {
                bail!("apt-get {} failed ({st})", args.join(" "));
            }
            Ok(())
        };
        apt(&["update", "-qq"])?;
        let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
        args.extend(pkgs.iter().copied());
        apt(&args)?;
        let still = missing_packages();
        if !still.is_empty() {
            bail!("still missing after apt-get: {}", still.join(" "));
        }
    }
    if !target_installed() {
        eprintln!("xtask setup: adding the armv7a-none-eabi Rust target");
        let st = Command::new("rustup")
            .args(["target", "add", "armv7a-none-eabi"])
            .status()?;
        if !st.success() {
            bail!("rustup target add armv7a-none-eabi failed");
        }
    }
    Ok(())
}
