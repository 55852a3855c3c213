//! `cargo xtask fresh-check`: proves that the README's two commands set up a new machine.
//! It makes a minimal Debian root with mmdebstrap holding only the baseline a user brings
//! (build-essential, ca-certificates, git), lends it the host's rustup home (an overlay, so
//! what rustup adds there stays in the check) and cargo binaries (the Rust toolchain, which
//! no command of ours can install), gives it an empty CARGO_HOME, the host's CA bundle and
//! resolv.conf and a clone of the repository, and runs exactly `cargo xtask run` and
//! `cargo xtask test` there as root. Needs root.

use anyhow::{bail, Context, Result};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the user brings besides rustup: Rust cannot link a host binary without a C linker.
pub const BASELINE: &[&str] = &["build-essential", "ca-certificates", "git"];

/// The README's two commands, in order.
const COMMANDS: &[&str] = &["cargo xtask run", "cargo xtask test"];

pub struct Options {
    pub keep: bool,
    pub dir: Option<PathBuf>,
    pub suite: String,
    pub mirror: String,
    pub verbose: bool,
}

const CA_BUNDLE: &str = "/etc/ssl/certs/ca-certificates.crt";

pub fn run(opts: &Options) -> Result<i32> {
    if !is_root() {
        bail!("fresh-check builds a Debian root and chroots into it: run it as root");
    }
    crate::setup::ensure(dexmetal_tools::ALL, opts.verbose)?;
    let ws = crate::image::workspace_root();
    let dir = opts
        .dir
        .clone()
        .unwrap_or_else(|| crate::image::target_dir().join("fresh-check"));
    std::fs::create_dir_all(&dir)?;
    let dir = std::fs::canonicalize(&dir)?;
    let root = dir.join("root");
    let (rustup_home, cargo_bin) = host_toolchain()?;
    warn_uncommitted(&ws);

    let mut steps: Vec<(String, Duration, bool)> = Vec::new();
    let _ = std::fs::remove_file(dir.join("log.txt"));
    // A root left by an interrupted run may still have the host's rustup home mounted:
    // unmount before deleting anything.
    remove_root(&root)?;
    remove_root(&dir.join("overlay"))?;

    let t = Instant::now();
    let mut c = Command::new(dexmetal_tools::MMDEBSTRAP.find()?);
    c.args([
        "--variant=minbase",
        &format!("--include={}", BASELINE.join(",")),
    ])
    .arg(&opts.suite)
    .arg(&root)
    .arg(&opts.mirror);
    if !opts.verbose {
        c.arg("--quiet");
    }
    println!(
        "== fresh-check: minimal Debian {} root ({}) ==",
        opts.suite,
        BASELINE.join(", ")
    );
    status(&mut c, "mmdebstrap")?;
    steps.push(("mmdebstrap".into(), t.elapsed(), true));

    // The lab's network may go through its own CA: the host's bundle goes in as the
    // system bundle, and as a local CA so update-ca-certificates (run when apt installs
    // Java) keeps it.
    std::fs::copy(CA_BUNDLE, root.join(&CA_BUNDLE[1..])).context("copying the CA bundle")?;
    let local = root.join("usr/local/share/ca-certificates");
    std::fs::create_dir_all(&local)?;
    std::fs::copy(CA_BUNDLE, local.join("host-bundle.crt"))?;
    std::fs::copy("/etc/resolv.conf", root.join("etc/resolv.conf"))
        .context("copying resolv.conf")?;

    let t = Instant::now();
    let clone = root.join("root/dexmetal");
    status(
        Command::new("git")
            .args(["clone", "--quiet", "--no-hardlinks"])
            .arg(&ws)
            .arg(&clone),
        "git clone",
    )?;
    steps.push(("git clone".into(), t.elapsed(), true));

    let mounts = Mounts::new(&root, &dir.join("overlay"), &rustup_home, &cargo_bin)?;
    let mut ok = true;
    for cmd in COMMANDS {
        println!("== fresh-check: {cmd} (in the chroot, as root) ==");
        let t = Instant::now();
        let (passed, log) = in_chroot(&root, cmd, &dir, &rustup_home, &cargo_bin)?;
        let passed =
            passed && (*cmd != "cargo xtask run" || log.contains("== dexmetal run report =="));
        steps.push((cmd.to_string(), t.elapsed(), passed));
        if !passed {
            ok = false;
            println!(
                "fresh-check: `{cmd}` FAILED (log: {})",
                dir.join("log.txt").display()
            );
            break;
        }
    }
    drop(mounts);
    if !opts.keep {
        remove_root(&root)?;
        remove_root(&dir.join("overlay"))?;
    }

    println!("\n== fresh-check summary ==");
    for (name, d, passed) in &steps {
        println!(
            "{:<20} {:>8.1} s  {}",
            name,
            d.as_secs_f64(),
            if *passed { "ok" } else { "FAILED" }
        );
    }
    println!(
        "fresh-check: {}",
        if ok {
            "the README's two commands passed on a fresh Debian root"
        } else {
            "FAILED"
        }
    );
    Ok(if ok { 0 } else { 1 })
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// The host's rustup home and the directory of its cargo/rustup proxies.
fn host_toolchain() -> Result<(PathBuf, PathBuf)> {
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_default();
    let rustup = std::env::var_os("RUSTUP_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| home.join(".rustup"));
    let cargo_bin = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| home.join(".cargo"))
        .join("bin");
    if !rustup.join("toolchains").is_dir() || !cargo_bin.join("rustup").is_file() {
        bail!(
            "no rustup installation at {} with proxies in {}: the fresh check lends the host's \
             toolchain to the chroot",
            rustup.display(),
            cargo_bin.display()
        );
    }
    Ok((
        std::fs::canonicalize(&rustup)?,
        std::fs::canonicalize(&cargo_bin)?,
    ))
}

fn warn_uncommitted(ws: &Path) {
    let dirty = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=no"])
        .current_dir(ws)
        .output()
        .is_ok_and(|o| !o.stdout.is_empty());
    if dirty {
        println!("fresh-check: NOTE: uncommitted changes are not in the clone; HEAD is checked");
    }
}

/// The kernel's mount points at or below `dir`, deepest first.
fn mounts_below(dir: &Path) -> Result<Vec<PathBuf>> {
    let table = std::fs::read_to_string("/proc/self/mountinfo")?;
    let mut v: Vec<PathBuf> = table
        .lines()
        .filter_map(|l| l.split(' ').nth(4))
        // mountinfo escapes blanks in paths as octal.
        .map(|p| PathBuf::from(p.replace("\\040", " ")))
        .filter(|p| p.starts_with(dir))
        .collect();
    v.sort_by_key(|p| std::cmp::Reverse(p.components().count()));
    v.dedup();
    Ok(v)
}

fn unmount_below(dir: &Path) -> Result<()> {
    for m in mounts_below(dir)? {
        let _ = Command::new("umount").arg("-l").arg(&m).status();
    }
    let left = mounts_below(dir)?;
    if !left.is_empty() {
        bail!(
            "cannot unmount {:?}; not deleting {} (it would reach into the mounted host directories)",
            left,
            dir.display()
        );
    }
    Ok(())
}

/// Deletes the root, never while anything is mounted inside it.
fn remove_root(root: &Path) -> Result<()> {
    if !root.exists() {
        return Ok(());
    }
    unmount_below(root)?;
    std::fs::remove_dir_all(root).with_context(|| format!("removing {}", root.display()))
}

/// The chroot's mounts, undone when dropped (also on an error).
struct Mounts {
    root: PathBuf,
}

impl Mounts {
    /// The toolchain appears at the host's own paths: rustup's toolchain entries may be
    /// absolute links (`1.95.0-<host>` → `<RUSTUP_HOME>/toolchains/stable-<host>`).
    fn new(root: &Path, overlay: &Path, rustup_home: &Path, cargo_bin: &Path) -> Result<Mounts> {
        let m = Mounts {
            root: root.to_path_buf(),
        };
        let mount = |args: &[&str], target: &Path| -> Result<()> {
            let t = root.join(target.strip_prefix("/").unwrap_or(target));
            std::fs::create_dir_all(&t)?;
            status(Command::new("mount").args(args).arg(&t), "mount")
        };
        mount(&["-t", "proc", "proc"], Path::new("proc"))?;
        mount(&["-t", "sysfs", "sysfs"], Path::new("sys"))?;
        // A /dev of its own: a bind of the host's would let a stray `rm -rf` of the
        // check's directory delete the host's device nodes.
        mount(
            &["-t", "tmpfs", "-o", "mode=755", "tmpfs"],
            Path::new("dev"),
        )?;
        populate_dev(&root.join("dev"))?;
        // Pseudo-terminals as on any machine (QEMU's `-serial pty`, which the monitor
        // test reads): a devpts instance of the root's own, its ptmx behind /dev/ptmx.
        mount(
            &[
                "-t",
                "devpts",
                "-o",
                "newinstance,ptmxmode=0666,mode=0620",
                "devpts",
            ],
            Path::new("dev/pts"),
        )?;
        std::os::unix::fs::symlink("pts/ptmx", root.join("dev/ptmx"))?;
        mount(&["-t", "tmpfs", "tmpfs"], Path::new("tmp"))?;
        // rustup in the root may add the toolchain file's target and components, as on
        // any machine; the overlay keeps those writes out of the host's rustup home.
        let (upper, work) = (overlay.join("upper"), overlay.join("work"));
        std::fs::create_dir_all(&upper)?;
        std::fs::create_dir_all(&work)?;
        let opts = format!(
            "lowerdir={},upperdir={},workdir={}",
            rustup_home.display(),
            upper.display(),
            work.display()
        );
        mount(&["-t", "overlay", "overlay", "-o", &opts], rustup_home)?;
        // The target nightly is ours to install, not the user's: hidden here (a whiteout
        // in the overlay), set-up must download it as on a fresh machine.
        let merged = root.join(rustup_home.strip_prefix("/").unwrap_or(rustup_home));
        for dir in ["toolchains", "update-hashes"] {
            for e in std::fs::read_dir(merged.join(dir))?.flatten() {
                if e.file_name()
                    .to_string_lossy()
                    .starts_with(crate::toolchain::CHANNEL)
                {
                    let p = e.path();
                    if p.is_dir() && !p.is_symlink() {
                        std::fs::remove_dir_all(&p)?;
                    } else {
                        std::fs::remove_file(&p)?;
                    }
                }
            }
        }
        mount(&["--bind", &cargo_bin.display().to_string()], cargo_bin)?;
        mount(&["-o", "remount,bind,ro"], cargo_bin)?;
        Ok(m)
    }
}

/// The device nodes the tools need (cargo, java, QEMU): the character devices of the
/// Linux "mem" and "tty" majors, as mmdebstrap's own chroot set-up makes them.
fn populate_dev(dev: &Path) -> Result<()> {
    for (name, major, minor) in [
        ("null", 1, 3),
        ("zero", 1, 5),
        ("full", 1, 7),
        ("random", 1, 8),
        ("urandom", 1, 9),
        ("tty", 5, 0),
    ] {
        status(
            Command::new("mknod")
                .args(["-m", "666"])
                .arg(dev.join(name))
                .args(["c", &major.to_string(), &minor.to_string()]),
            "mknod",
        )?;
    }
    for (link, to) in [
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ] {
        std::os::unix::fs::symlink(to, dev.join(link))?;
    }
    std::fs::create_dir_all(dev.join("shm"))?;
    std::fs::create_dir_all(dev.join("pts"))?;
    Ok(())
}

impl Drop for Mounts {
    fn drop(&mut self) {
        if let Err(e) = unmount_below(&self.root) {
            eprintln!("fresh-check: {e:#}");
        }
    }
}

/// Runs `cmd` in the clone inside the chroot with a new user's environment; echoes and
/// logs its output. Returns (exit status 0, output).
fn in_chroot(
    root: &Path,
    cmd: &str,
    dir: &Path,
    rustup_home: &Path,
    cargo_bin: &Path,
) -> Result<(bool, String)> {
    // CARGO_HOME holds only the lent binaries: its registry and caches start empty.
    let cargo_home = cargo_bin.parent().unwrap_or(Path::new("/root/.cargo"));
    let mut c = Command::new("chroot");
    c.arg(root)
        .arg("/usr/bin/env")
        .arg("-i")
        .arg("HOME=/root")
        .arg("USER=root")
        .arg("LANG=C.UTF-8")
        .arg("TERM=dumb")
        .arg(format!(
            "PATH={}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            cargo_bin.display()
        ))
        .arg(format!("RUSTUP_HOME={}", rustup_home.display()))
        .arg(format!("CARGO_HOME={}", cargo_home.display()))
        .arg("/bin/sh")
        .arg("-c")
        .arg(format!("cd /root/dexmetal && {cmd} 2>&1"))
        .stdout(Stdio::piped())
        .stdin(Stdio::null());
    let mut child = c.spawn().context("running chroot")?;
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("log.txt"))?;
    writeln!(log, "$ {cmd}")?;
    let mut text = String::new();
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines() {
            let line = line?;
            println!("{line}");
            writeln!(log, "{line}")?;
            text.push_str(&line);
            text.push('\n');
        }
    }
    let st = child.wait()?;
    writeln!(log, "# {st}")?;
    Ok((st.success(), text))
}

fn status(c: &mut Command, what: &str) -> Result<()> {
    let st = c.status().with_context(|| format!("running {what}"))?;
    if !st.success() {
        bail!("{what} failed ({st}): {c:?}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mounts_below_sees_the_kernel_table() {
        // `/proc` is a mount point on every Linux host this runs on.
        let m = mounts_below(Path::new("/proc")).unwrap();
        assert!(m.iter().any(|p| p == Path::new("/proc")), "{m:?}");
        assert!(mounts_below(Path::new("/nonexistent-dexmetal"))
            .unwrap()
            .is_empty());
    }
}
