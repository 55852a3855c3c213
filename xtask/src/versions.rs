//! The versions a benchmark's figures depend on: the pinned rustc and its host triple,
//! QEMU, and the JVM where `java -Xint` is the peer. Every `bench` report prints them in
//! its header, so a figure can be reproduced, or told apart from one another compiler or
//! emulator gave. A tool that cannot be asked shows why instead of stopping the run.

use dexmetal_tools::Missing;
use std::path::PathBuf;
use std::process::Command;

/// One line per tool, as the report header shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Versions {
    pub rustc: String,
    /// The nightly that builds the target images (crate::toolchain).
    pub target_rustc: String,
    pub qemu: String,
    /// Only for benchmarks that run the JVM.
    pub java: Option<String>,
}

impl Versions {
    /// Asks the tools; `java` says whether the benchmark runs the JVM.
    pub fn query(java: bool) -> Versions {
        // In the workspace root, rustup picks the toolchain rust-toolchain.toml pins: the
        // one that built what is measured.
        let rustc = output(
            Ok(PathBuf::from("rustc")),
            &["-vV"],
            Stream::Stdout,
            rustc_line,
        );
        let target_rustc = output(
            Ok(PathBuf::from("rustup")),
            &["run", crate::toolchain::CHANNEL, "rustc", "-vV"],
            Stream::Stdout,
            rustc_line,
        );
        let qemu = output(
            dexmetal_tools::QEMU_SYSTEM_ARM.find(),
            &["--version"],
            Stream::Stdout,
            first_line,
        );
        // The JVM prints its version on stderr.
        let java = java.then(|| {
            output(
                dexmetal_tools::JAVA.find(),
                &["-version"],
                Stream::Stderr,
                java_line,
            )
        });
        Versions {
            rustc,
            target_rustc,
            qemu,
            java,
        }
    }

    /// The header lines, each ending in a newline.
    pub fn render(&self) -> String {
        let mut s = format!(
            "rustc: {} (host build)\n       {} (target images, {})\nqemu:  {}\n",
            self.rustc,
            self.target_rustc,
            crate::toolchain::TARGET,
            self.qemu
        );
        if let Some(j) = &self.java {
            s.push_str(&format!("java:  {j}\n"));
        }
        s
    }
}

#[derive(Clone, Copy)]
enum Stream {
    Stdout,
    Stderr,
}

/// The version `parse` finds in what `bin args` prints, or why there is none.
fn output(
    bin: Result<PathBuf, Missing>,
    args: &[&str],
    stream: Stream,
    parse: fn(&str) -> Option<String>,
) -> String {
    let bin = match bin {
        Ok(b) => b,
        Err(e) => return format!("unknown ({e})"),
    };
    let out = match Command::new(&bin)
        .args(args)
        .current_dir(crate::image::workspace_root())
        .output()
    {
        Ok(o) => o,
        Err(e) => return format!("unknown (cannot run {}: {e})", bin.display()),
    };
    let text = String::from_utf8_lossy(match stream {
        Stream::Stdout => &out.stdout,
        Stream::Stderr => &out.stderr,
    });
    parse(&text).unwrap_or_else(|| {
        format!(
            "unknown ({} {} printed no version, {})",
            bin.display(),
            args.join(" "),
            out.status
        )
    })
}

/// `rustc 1.95.0 (59807616e 2026-04-14), host x86_64-unknown-linux-gnu` from `rustc -vV`.
fn rustc_line(text: &str) -> Option<String> {
    let version = text.lines().find(|l| l.starts_with("rustc "))?.trim();
    Some(match text.lines().find_map(|l| l.strip_prefix("host: ")) {
        Some(host) => format!("{version}, host {}", host.trim()),
        None => version.to_string(),
    })
}

fn first_line(text: &str) -> Option<String> {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(String::from)
}

/// `java -version`'s first line, past the notice a JVM prints first when
/// JAVA_TOOL_OPTIONS or _JAVA_OPTIONS is set.
fn java_line(text: &str) -> Option<String> {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("Picked up "))
        .map(String::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_lines_from_sample_outputs() {
        let rustc = "rustc 1.95.0 (59807616e 2026-04-14)\nbinary: rustc\n\
                     commit-hash: 59807616e1fa2540724bfbac14d7976d7e4a3860\n\
                     commit-date: 2026-04-14\nhost: x86_64-unknown-linux-gnu\n\
                     release: 1.95.0\nLLVM version: 22.1.2\n";
        assert_eq!(
            rustc_line(rustc).as_deref(),
            Some("rustc 1.95.0 (59807616e 2026-04-14), host x86_64-unknown-linux-gnu")
        );
        assert_eq!(
            rustc_line("rustc 1.95.0\n").as_deref(),
            Some("rustc 1.95.0")
        );
        assert_eq!(rustc_line("error: no such command\n"), None);

        let qemu = "QEMU emulator version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3)\n\
                    Copyright (c) 2003-2022 Fabrice Bellard and the QEMU Project developers\n";
        assert_eq!(
            first_line(qemu).as_deref(),
            Some("QEMU emulator version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3)")
        );
        assert_eq!(first_line("\n \n"), None);

        let java = "Picked up JAVA_TOOL_OPTIONS: -Xss4m\n\
                    openjdk version \"17.0.15\" 2025-04-15\n\
                    OpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)\n";
        assert_eq!(
            java_line(java).as_deref(),
            Some("openjdk version \"17.0.15\" 2025-04-15")
        );
        assert_eq!(java_line(""), None);
    }

    /// The pinned toolchain answers wherever these tests build.
    #[test]
    fn rustc_is_asked_in_the_workspace() {
        let v = Versions::query(false);
        assert!(v.rustc.starts_with("rustc 1."), "{}", v.rustc);
        assert!(v.rustc.contains(", host "), "{}", v.rustc);
        assert_eq!(v.java, None);
    }

    #[test]
    fn header_names_java_only_when_asked() {
        let v = Versions {
            rustc: "rustc 1.95.0".into(),
            target_rustc: "rustc 1.97.0-nightly".into(),
            qemu: "QEMU emulator version 7.2.22".into(),
            java: None,
        };
        assert_eq!(
            v.render(),
            "rustc: rustc 1.95.0 (host build)\n       rustc 1.97.0-nightly (target images, \
             thumbv7a-none-eabihf)\nqemu:  QEMU emulator version 7.2.22\n"
        );
        let j = Versions {
            java: Some("openjdk version \"17\"".into()),
            ..v
        };
        assert!(j.render().ends_with("java:  openjdk version \"17\"\n"));
    }
}
