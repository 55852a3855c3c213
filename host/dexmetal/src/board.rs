//! The native library "board" on the host, so an app written against `dexmetal.Board`
//! (apps/sdk) runs unchanged under `dexmetal run`: the figures are the Linux host's where
//! its kernel exposes them (CPU 0's cpufreq, `Documentation/admin-guide/pm/cpufreq.rst`;
//! the package-0 RAPL energy counter, `Documentation/power/powercap/powercap.rst`) and
//! -1 where not. None is modelled. The board's own library is runtime/src/board_natives.rs.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use dexmetal_vm::native::{NativeTable, Throw};
use dexmetal_vm::vm::Vm;

const CLASS: &str = "Ldexmetal/Board;";

/// The table registered as "board".
static TABLE: NativeTable = &[
    (CLASS, "name", "()Ljava/lang/String;", |env, _| {
        env.ret_str("host")
    }),
    // A cycle counter needs perf events (privileged on most hosts): none is claimed.
    (CLASS, "cycles", "()J", |_, _| long(None)),
    (CLASS, "oppKhz", "()I", |_, _| int(host().cpu0_khz())),
    // Linux reports no core voltage through cpufreq.
    (CLASS, "oppMicrovolts", "()I", |_, _| int(None)),
    (CLASS, "oppModelled", "()Z", |_, _| Ok(0)),
    (CLASS, "energyMicrojoules", "()J", |_, _| {
        long(host().energy_uj())
    }),
    (CLASS, "energyModelled", "()Z", |_, _| Ok(0)),
];

fn int(v: Option<u64>) -> Result<u64, Throw> {
    Ok(v.and_then(|v| i32::try_from(v).ok()).unwrap_or(-1) as u32 as u64)
}

fn long(v: Option<u64>) -> Result<u64, Throw> {
    Ok(v.and_then(|v| i64::try_from(v).ok()).unwrap_or(-1) as u64)
}

/// What the host's kernel says, under a root (`/`, or a test's tree).
struct Host {
    root: PathBuf,
    /// The RAPL counter when the VM started, so energy counts from the app's start.
    rapl_start: Option<u64>,
}

static HOST: OnceLock<Host> = OnceLock::new();

fn host() -> &'static Host {
    HOST.get_or_init(|| Host::at(Path::new("/")))
}

/// Registers "board" on `vm` and starts the energy count.
pub fn register(vm: &mut Vm) -> Result<(), String> {
    host();
    vm.register_natives("board", TABLE)
}

const CPU0_FREQ: &str = "sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq";
const RAPL: &str = "sys/class/powercap/intel-rapl:0";

impl Host {
    fn at(root: &Path) -> Host {
        let mut h = Host {
            root: root.to_path_buf(),
            rapl_start: None,
        };
        h.rapl_start = h.number(&format!("{RAPL}/energy_uj"));
        h
    }

    /// A decimal number in a sysfs file, or `None` (absent, unreadable, not a number).
    fn number(&self, file: &str) -> Option<u64> {
        std::fs::read_to_string(self.root.join(file))
            .ok()?
            .trim()
            .parse()
            .ok()
    }

    /// CPU 0's current frequency in kHz.
    fn cpu0_khz(&self) -> Option<u64> {
        self.number(CPU0_FREQ)
    }

    /// Package 0's energy since the VM started, in µJ; the counter wraps at
    /// `max_energy_range_uj`.
    fn energy_uj(&self) -> Option<u64> {
        let start = self.rapl_start?;
        let now = self.number(&format!("{RAPL}/energy_uj"))?;
        if now >= start {
            return Some(now - start);
        }
        let range = self.number(&format!("{RAPL}/max_energy_range_uj"))?;
        Some(range.checked_sub(start)? + now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("dexmetal-board-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    fn write(root: &Path, file: &str, text: &str) {
        let p = root.join(file);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    #[test]
    fn a_host_without_the_files_has_no_figures() {
        let h = Host::at(&tree("none"));
        assert_eq!((h.cpu0_khz(), h.energy_uj()), (None, None));
    }

    #[test]
    fn cpufreq_and_rapl_are_read_and_the_energy_counts_from_the_start() {
        let root = tree("some");
        write(&root, CPU0_FREQ, "1800000\n");
        write(&root, &format!("{RAPL}/energy_uj"), "1000\n");
        write(
            &root,
            &format!("{RAPL}/max_energy_range_uj"),
            "262143328850\n",
        );
        let h = Host::at(&root);
        assert_eq!(h.cpu0_khz(), Some(1_800_000));
        write(&root, &format!("{RAPL}/energy_uj"), "4500\n");
        assert_eq!(h.energy_uj(), Some(3500));
        // The counter wrapped past its range.
        write(&root, &format!("{RAPL}/energy_uj"), "200\n");
        assert_eq!(h.energy_uj(), Some(262_143_328_850 - 1000 + 200));
        // Garbage reads as no figure, not as zero.
        write(&root, CPU0_FREQ, "fast\n");
        assert_eq!(h.cpu0_khz(), None);
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn figures_past_the_java_types_read_as_none() {
        assert_eq!(int(Some(u64::from(u32::MAX))), Ok(u32::MAX as u64));
        assert_eq!(int(Some(7)), Ok(7));
        assert_eq!(long(None), Ok(u64::MAX));
        assert_eq!(long(Some(u64::MAX)), Ok(u64::MAX));
    }
}
