//! The outside programs dexmetal's host side runs, and the one place each is looked up:
//! smali, dexdump, enjarify (with Debian's python3), java, QEMU, the U-Boot tools and
//! image, mkbootimg, OpenOCD, mmdebstrap. Each [`Tool`] names its override variable, the Debian 12 package
//! that provides it and what needs it. The library's build script, `cargo xtask setup`, xtask's
//! runners and the tests all find tools through here, so a tool reachable only through its
//! variable (`SMALI=/opt/smali`) works everywhere, and a missing one fails everywhere with
//! the same install hint. Std only, no build script: `cargo xtask` builds before set-up.

use std::fmt;
use std::path::{Path, PathBuf};

pub mod case;
pub mod enjarify;
pub mod smali;

/// An outside program (or file) dexmetal needs.
#[derive(Debug, PartialEq, Eq)]
pub struct Tool {
    /// What to call it in messages (the program name).
    pub name: &'static str,
    /// The environment variable that overrides the lookup with a path.
    pub env: &'static str,
    /// The Debian 12 package that provides it.
    pub package: &'static str,
    /// Where that package installs it.
    pub path: &'static str,
    /// Whether `PATH` is searched before [`Tool::path`]. False where the Debian build is
    /// required (the python that enjarify's package is built for, U-Boot's image).
    pub on_path: bool,
    /// What needs it, for messages.
    pub used_for: &'static str,
}

pub const SMALI: Tool = Tool {
    name: "smali",
    env: "SMALI",
    package: "libsmali-java",
    path: "/usr/bin/smali",
    on_path: true,
    used_for: "assembling the Java library (corelib), the demo app and the test programs",
};

pub const DEXDUMP: Tool = Tool {
    name: "dexdump",
    env: "DEXDUMP",
    package: "dexdump",
    path: "/usr/bin/dexdump",
    on_path: true,
    used_for: "the disassembler's differential test",
};

/// The enjarify Python package (its directory): the DEX → JVM translation behind the
/// output oracle and the `java -Xint` speed peer. Run through [`enjarify::translate`].
pub const ENJARIFY: Tool = Tool {
    name: "enjarify",
    env: "ENJARIFY",
    package: "enjarify",
    path: "/usr/lib/python3/dist-packages/enjarify",
    on_path: false,
    used_for: "translating DEX to JVM classes for the oracle and the java -Xint peer",
};

/// Debian's python3, the interpreter the enjarify package is built for (a pyenv or venv
/// python3 earlier on `PATH` may be another version, hence no `PATH` search).
pub const PYTHON3: Tool = Tool {
    name: "python3",
    env: "PYTHON",
    package: "python3-minimal",
    path: "/usr/bin/python3",
    on_path: false,
    used_for: "running enjarify",
};

pub const JAVA: Tool = Tool {
    name: "java",
    env: "JAVA",
    package: "default-jre-headless",
    path: "/usr/bin/java",
    on_path: true,
    used_for: "the JVM oracle and the java -Xint speed peer",
};

pub const QEMU_SYSTEM_ARM: Tool = Tool {
    name: "qemu-system-arm",
    env: "QEMU_SYSTEM_ARM",
    package: "qemu-system-arm",
    path: "/usr/bin/qemu-system-arm",
    on_path: true,
    used_for: "booting dexmetal on the qemu-virt board",
};

pub const MKIMAGE: Tool = Tool {
    name: "mkimage",
    env: "MKIMAGE",
    package: "u-boot-tools",
    path: "/usr/bin/mkimage",
    on_path: true,
    used_for: "the U-Boot uImage of a board image",
};

pub const MKENVIMAGE: Tool = Tool {
    name: "mkenvimage",
    env: "MKENVIMAGE",
    package: "u-boot-tools",
    path: "/usr/bin/mkenvimage",
    on_path: true,
    used_for: "the U-Boot environment that boots dexmetal",
};

/// Debian's U-Boot for QEMU's `virt` board (2023.01 in bookworm).
pub const UBOOT_QEMU_ARM: Tool = Tool {
    name: "u-boot.bin (qemu_arm)",
    env: "UBOOT_QEMU_ARM",
    package: "u-boot-qemu",
    path: "/usr/lib/u-boot/qemu_arm/u-boot.bin",
    on_path: false,
    used_for: "booting qemu-virt through U-Boot, as the real boards boot",
};

/// Android's boot image tool (Debian's `mkbootimg`, from AOSP system/tools/mkbootimg).
pub const MKBOOTIMG: Tool = Tool {
    name: "mkbootimg",
    env: "MKBOOTIMG",
    package: "mkbootimg",
    path: "/usr/bin/mkbootimg",
    on_path: true,
    used_for: "the DragonBoard APQ8074's boot.img (fastboot boot)",
};

pub const OPENOCD: Tool = Tool {
    name: "openocd",
    env: "OPENOCD",
    package: "openocd",
    path: "/usr/bin/openocd",
    on_path: true,
    used_for: "loading dexmetal onto a BeagleBoard over JTAG, and checking its config",
};

pub const MMDEBSTRAP: Tool = Tool {
    name: "mmdebstrap",
    env: "MMDEBSTRAP",
    package: "mmdebstrap",
    path: "/usr/bin/mmdebstrap",
    on_path: true,
    used_for: "the fresh-machine check's minimal Debian root",
};

/// Everything set-up installs: what `cargo xtask run`, `test`, `bench` and `fresh-check`
/// need. One list, so a test run proves every entry's package (see the tests below).
pub const ALL: &[&Tool] = &[
    &SMALI,
    &QEMU_SYSTEM_ARM,
    &UBOOT_QEMU_ARM,
    &MKIMAGE,
    &MKENVIMAGE,
    &MKBOOTIMG,
    &OPENOCD,
    &DEXDUMP,
    &PYTHON3,
    &ENJARIFY,
    &JAVA,
    &MMDEBSTRAP,
];

/// A tool that could not be found, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    pub name: &'static str,
    pub env: &'static str,
    pub package: &'static str,
    pub used_for: &'static str,
    /// Set when the override variable names a path that does not exist: installing the
    /// package would not help.
    pub bad_override: Option<String>,
}

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.bad_override {
            Some(v) => write!(
                f,
                "{}={v} does not exist ({} is needed for {})",
                self.env, self.name, self.used_for
            ),
            None => write!(
                f,
                "{} not found (needed for {}): install the Debian package `{}` \
                 (`cargo xtask setup`, as root, installs everything dexmetal needs), \
                 or set {}=/path/to/{}",
                self.name,
                self.used_for,
                self.package,
                self.env,
                self.name.split(' ').next().unwrap_or(self.name)
            ),
        }
    }
}

impl std::error::Error for Missing {}

impl Tool {
    /// Where the tool is: `$ENV` when set (it must exist), else the first match on `PATH`
    /// (programs), else where the Debian package puts it.
    pub fn find(&self) -> Result<PathBuf, Missing> {
        self.find_with(std::env::var_os(self.env), std::env::var_os("PATH"))
    }

    fn find_with(
        &self,
        over: Option<std::ffi::OsString>,
        path: Option<std::ffi::OsString>,
    ) -> Result<PathBuf, Missing> {
        let missing = |bad_override| Missing {
            name: self.name,
            env: self.env,
            package: self.package,
            used_for: self.used_for,
            bad_override,
        };
        if let Some(v) = over.filter(|v| !v.is_empty()) {
            let p = PathBuf::from(&v);
            return if p.exists() {
                Ok(p)
            } else {
                Err(missing(Some(p.display().to_string())))
            };
        }
        if self.on_path {
            if let Some(p) = path
                .iter()
                .flat_map(std::env::split_paths)
                .map(|d| d.join(self.name))
                .find(|p| is_executable(p))
            {
                return Ok(p);
            }
        }
        let p = Path::new(self.path);
        if p.exists() {
            Ok(p.to_path_buf())
        } else {
            Err(missing(None))
        }
    }

    /// For tests: the tool's path, or a panic with the install hint. A test whose tool is
    /// missing fails; it never passes having checked nothing.
    pub fn require(&self) -> PathBuf {
        self.find().unwrap_or_else(|e| panic!("{e}"))
    }

    /// Whether a missing tool is fixed by installing its package (no override variable
    /// points elsewhere).
    pub fn installable(&self) -> bool {
        std::env::var_os(self.env).is_none_or(|v| v.is_empty())
    }
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    p.metadata()
        .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The Debian packages that provide the `tools` not found, each once, in order.
pub fn missing_packages(tools: &[&Tool]) -> Vec<&'static str> {
    let mut pkgs: Vec<&'static str> = Vec::new();
    for t in tools {
        if t.find().is_err() && t.installable() && !pkgs.contains(&t.package) {
            pkgs.push(t.package);
        }
    }
    pkgs
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    const FAKE: Tool = Tool {
        name: "dexmetal-no-such-tool",
        env: "DEXMETAL_NO_SUCH_TOOL",
        package: "no-such-package",
        path: "/nonexistent/dexmetal-no-such-tool",
        on_path: true,
        used_for: "testing",
    };

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("dexmetal-tools-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn missing_tool_names_its_package_and_variable() {
        let e = FAKE
            .find_with(None, Some(OsString::from("/nonexistent")))
            .unwrap_err();
        let text = e.to_string();
        assert!(text.contains("`no-such-package`"), "{text}");
        assert!(
            text.contains("DEXMETAL_NO_SUCH_TOOL=/path/to/dexmetal-no-such-tool"),
            "{text}"
        );
        assert!(e.bad_override.is_none());
    }

    #[test]
    fn override_wins_and_must_exist() {
        let d = scratch("override");
        let f = d.join("mytool");
        std::fs::write(&f, "").unwrap();
        assert_eq!(FAKE.find_with(Some(f.clone().into()), None).unwrap(), f);
        let e = FAKE
            .find_with(Some(d.join("gone").into()), None)
            .unwrap_err();
        assert!(e.to_string().contains("does not exist"), "{e}");
        // An empty variable counts as unset.
        assert!(FAKE.find_with(Some(OsString::new()), None).is_err());
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn path_search_takes_only_executables() {
        use std::os::unix::fs::PermissionsExt;
        let d = scratch("path");
        let (a, b) = (d.join("a"), d.join("b"));
        std::fs::create_dir_all(&a).unwrap();
        std::fs::create_dir_all(&b).unwrap();
        std::fs::write(a.join(FAKE.name), "").unwrap();
        let exe = b.join(FAKE.name);
        std::fs::write(&exe, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
        let path = std::env::join_paths([&a, &b]).unwrap();
        assert_eq!(FAKE.find_with(None, Some(path.clone())).unwrap(), exe);
        let fixed = Tool {
            on_path: false,
            ..FAKE
        };
        assert!(fixed.find_with(None, Some(path)).is_err());
        let _ = std::fs::remove_dir_all(&d);
    }

    /// The package a tool names must be the one that provides it (the old hint named a
    /// `smali` package that does not exist): dpkg must say the installed file belongs to
    /// the package, or to a package it depends on (`default-jre-headless` →
    /// `openjdk-17-jre-headless`). Runs where set-up has installed the tools.
    #[test]
    fn every_tool_comes_from_the_package_it_names() {
        let query = |args: &[&str]| {
            let o = std::process::Command::new("dpkg-query")
                .args(args)
                .output()
                .expect("dpkg-query (Debian's dpkg) runs");
            String::from_utf8_lossy(&o.stdout).into_owned()
        };
        for t in ALL {
            let found = PathBuf::from(t.path);
            if !found.exists() {
                // Provided through its override variable instead: nothing of Debian's to
                // check. Otherwise missing, and the test fails with the install hint.
                assert!(
                    !t.installable(),
                    "{}",
                    Missing {
                        name: t.name,
                        env: t.env,
                        package: t.package,
                        used_for: t.used_for,
                        bad_override: None,
                    }
                );
                println!("NOTE: {} comes from ${}, not {}", t.name, t.env, t.package);
                continue;
            }
            // The path itself first (/usr/bin/python3 is python3-minimal's), then what an
            // alternatives link points to (/usr/bin/java).
            let mut real = found.clone();
            let mut owners = query(&["-S", &real.display().to_string()]);
            if owners.trim().is_empty() {
                real = std::fs::canonicalize(&found).unwrap();
                owners = query(&["-S", &real.display().to_string()]);
            }
            let owner = owners
                .split(':')
                .next()
                .map(str::trim)
                .filter(|o| !o.is_empty())
                .unwrap_or_else(|| panic!("dpkg knows no package for {}", real.display()));
            // From dpkg when the package is installed, else from apt's index (java may
            // come preinstalled from the JDK package itself).
            let mut depends = query(&["-W", "-f=${Depends}", t.package]);
            if depends.trim().is_empty() {
                let o = std::process::Command::new("apt-cache")
                    .args(["show", "--no-all-versions", t.package])
                    .output()
                    .expect("apt-cache runs");
                depends = String::from_utf8_lossy(&o.stdout)
                    .lines()
                    .find_map(|l| l.strip_prefix("Depends:"))
                    .unwrap_or("")
                    .to_string();
            }
            let deps: Vec<&str> = depends
                .split([',', '|'])
                .filter_map(|d| d.split_whitespace().next())
                .map(|d| d.split(':').next().unwrap_or(d))
                .collect();
            assert!(
                owner == t.package || deps.contains(&owner),
                "{} ({}) belongs to {owner}, not to {} or its dependencies {deps:?}",
                t.name,
                real.display(),
                t.package
            );
        }
    }
}
