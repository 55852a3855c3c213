//! `cargo xtask setup`: installs what a fresh Debian 12 machine lacks to build, boot and
//! test dexmetal. The outside tools and their packages are `dexmetal_tools`' table (the
//! lookup the library's build script and the tests use too); apt-get installs the missing
//! ones, as root. The Rust targets and components are those `rust-toolchain.toml`
//! lists, added with rustup to the pinned toolchain. `run`, `test`, `bench` and
//! `fresh-check` call [`ensure`] first. What it cannot install: rustup and a C linker
//! (build-essential), without which this program could not have been built.

use anyhow::{bail, Context, Result};
use dexmetal_tools::Tool;
use std::process::Command;

/// Installs whatever of `tools` is missing, and the toolchain file's targets and
/// components; quiet when everything is there.
pub fn ensure(tools: &[&Tool], verbose: bool) -> Result<()> {
    for t in tools {
        // A tool named by its variable but absent there: apt cannot help.
        if let Err(e) = t.find() {
            if e.bad_override.is_some() {
                bail!("{e}");
            }
        }
    }
    let pkgs = dexmetal_tools::missing_packages(tools);
    if !pkgs.is_empty() {
        if !is_root() {
            bail!(
                "missing Debian packages: {}\n  run this command as root (it installs them), or: \
                 sudo apt-get install --no-install-recommends {}",
                pkgs.join(" "),
                pkgs.join(" ")
            );
        }
        eprintln!("xtask setup: installing {}", pkgs.join(" "));
        apt(&["update", "-qq"], verbose)?;
        let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
        args.extend(pkgs.iter().copied());
        apt(&args, verbose)?;
        let still: Vec<String> = tools
            .iter()
            .filter_map(|t| t.find().err().map(|e| e.to_string()))
            .collect();
        if !still.is_empty() {
            bail!("still missing after apt-get:\n  {}", still.join("\n  "));
        }
    }
    rust_parts(verbose)?;
    crate::toolchain::ensure(verbose)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

fn apt(args: &[&str], verbose: bool) -> Result<()> {
    let mut c = Command::new("apt-get");
    c.args(args).env("DEBIAN_FRONTEND", "noninteractive");
    if verbose {
        eprintln!("+ apt-get {}", args.join(" "));
    }
    let st = c
        .status()
        .context("running apt-get (set-up expects Debian 12)")?;
    if !st.success() {
        bail!("apt-get {} failed ({st})", args.join(" "));
    }
    Ok(())
}

/// The `targets` and `components` of rust-toolchain.toml: the one list of what the pinned
/// toolchain must carry.
pub fn toolchain_file() -> Result<Toolchain> {
    let path = crate::image::workspace_root().join("rust-toolchain.toml");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let file: ToolchainFile =
        toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    Ok(file.toolchain)
}

#[derive(serde::Deserialize)]
struct ToolchainFile {
    toolchain: Toolchain,
}

#[derive(serde::Deserialize)]
pub struct Toolchain {
    pub channel: String,
    #[serde(default)]
    pub targets: Vec<String>,
    #[serde(default)]
    pub components: Vec<String>,
}

/// Adds the toolchain file's missing targets and components (rustup does not when
/// `RUSTUP_AUTO_INSTALL=0`, and older rustups never do for an installed toolchain).
fn rust_parts(verbose: bool) -> Result<()> {
    let tc = toolchain_file()?;
    let root = crate::image::workspace_root();
    let installed = |what: &str| -> Result<Vec<String>> {
        let o = Command::new("rustup")
            .args([what, "list", "--installed"])
            .current_dir(&root)
            .output()
            .context("running rustup (the baseline dexmetal expects includes rustup)")?;
        if !o.status.success() {
            bail!(
                "rustup {what} list failed: {}",
                String::from_utf8_lossy(&o.stderr).trim()
            );
        }
        Ok(String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(|l| l.trim().to_string())
            .collect())
    };
    let have_targets = installed("target")?;
    let have_components = installed("component")?;
    let host = have_components
        .iter()
        .find_map(|c| c.strip_prefix("rustc-"))
        .unwrap_or("x86_64-unknown-linux-gnu")
        .to_string();
    let add = |what: &str, name: &str| -> Result<()> {
        eprintln!(
            "xtask setup: adding the Rust {what} {name} to {}",
            tc.channel
        );
        let mut c = Command::new("rustup");
        c.args([what, "add", name]).current_dir(&root);
        if verbose {
            eprintln!("+ {c:?}");
        }
        if !c.status().context("running rustup")?.success() {
            bail!("rustup {what} add {name} failed");
        }
        Ok(())
    };
    for t in &tc.targets {
        if !have_targets.contains(t) {
            add("target", t)?;
        }
    }
    for c in &tc.components {
        // rustup lists components with the host triple: `clippy-x86_64-unknown-linux-gnu`.
        if !have_components.contains(&format!("{c}-{host}")) {
            add("component", c)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn toolchain_is_pinned_to_an_exact_release() {
        let tc = super::toolchain_file().unwrap();
        // A channel name ("stable", "nightly") moves under the figures; a version or a
        // dated nightly does not.
        let c = tc.channel.as_str();
        let exact = c.split('.').count() == 3 && c.split('.').all(|p| p.parse::<u32>().is_ok())
            || c.strip_prefix("nightly-").is_some_and(|d| d.len() == 10);
        assert!(
            exact,
            "rust-toolchain.toml channel {c:?} is not an exact release"
        );
        assert!(tc.targets.iter().any(|t| t == "armv7a-none-eabi"));
    }
}
