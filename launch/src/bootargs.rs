//! The boot arguments: every `dexmetal.*` and `dalvik.vm.*` key of the kernel command line
//! defined once ([`Key`]: name, value syntax, default, help), parsed once into one typed
//! [`BootConfig`] and written back ([`BootConfig::to_command_line`], [`CommandLine`] for a
//! host that also passes other words). An unknown key of ours or a malformed value is a
//! [`BootError`], reported with the same words by the board, the host CLI and xtask; the
//! default then stands. Words of others (`console=`, `root=`, `quiet`) are left alone.
//! Parsing allocates nothing (the runtime parses before its heap exists).

use crate::{parse_size, GcPacing, GcVariant};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// A boot argument's value: how it is written on the command line and read back.
pub trait Value: Clone + PartialEq + fmt::Debug {
    /// The value's syntax in help text: `cms|fg|bg|gencms|stw`, `SIZE`, `N`.
    fn syntax() -> String;
    /// The value of `key=text` (`None`: the bare `key`), or what is wrong with it.
    fn read(text: Option<&str>) -> Result<Self, Problem>;
    /// The text after `key=`; `None` writes the bare key.
    fn write(&self) -> Option<String>;
    /// The names a value is one of, for help and shell completion (none: free-form).
    fn choices() -> Vec<&'static str> {
        Vec::new()
    }
}

/// A yes/no: the bare key, `on` or `1` says yes; `off` or `0` no.
impl Value for bool {
    fn syntax() -> String {
        "on|off".into()
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        match text {
            None | Some("on" | "1") => Ok(true),
            Some("off" | "0") => Ok(false),
            Some(_) => Err(Problem::NotASwitch),
        }
    }

    fn write(&self) -> Option<String> {
        (!self).then(|| "off".into())
    }

    fn choices() -> Vec<&'static str> {
        ["on", "off"].to_vec()
    }
}

/// A count, decimal.
impl Value for u32 {
    fn syntax() -> String {
        "N".into()
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        number(text, 0, u32::MAX)
    }

    fn write(&self) -> Option<String> {
        Some(self.to_string())
    }
}

/// A large count (milliseconds since 1970), decimal.
impl Value for u64 {
    fn syntax() -> String {
        "N".into()
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        digits(text).ok_or(Problem::NotANumber {
            min: 0,
            max: u32::MAX,
        })
    }

    fn write(&self) -> Option<String> {
        Some(self.to_string())
    }
}

/// A size in bytes, as Dalvik writes its heap properties ([`parse_size`]); written back in
/// the largest unit that divides it.
impl Value for usize {
    fn syntax() -> String {
        "SIZE".into()
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        text.and_then(parse_size).ok_or(Problem::NotASize)
    }

    fn write(&self) -> Option<String> {
        let b = *self;
        let unit = [(30, 'g'), (20, 'm'), (10, 'k')]
            .into_iter()
            .find(|&(shift, _)| b != 0 && b.is_multiple_of(1 << shift));
        Some(match unit {
            Some((shift, u)) => format!("{}{u}", b >> shift),
            None => b.to_string(),
        })
    }
}

/// A value that may be absent: the key's default is `None` (the runtime's or the VM's
/// own choice).
impl<T: Value> Value for Option<T> {
    fn syntax() -> String {
        T::syntax()
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        T::read(text).map(Some)
    }

    fn write(&self) -> Option<String> {
        self.as_ref().and_then(T::write)
    }

    fn choices() -> Vec<&'static str> {
        T::choices()
    }
}

/// `text` as a count of type `T`: digits only (`from_str` would take a leading `+`).
fn digits<T: core::str::FromStr>(text: Option<&str>) -> Option<T> {
    text.filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|t| t.parse().ok())
}

fn number(text: Option<&str>, min: u32, max: u32) -> Result<u32, Problem> {
    let n = digits::<u32>(text).ok_or(Problem::NotANumber { min, max })?;
    if (min..=max).contains(&n) {
        Ok(n)
    } else {
        Err(Problem::OutOfRange { min, max })
    }
}

/// What is wrong with a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// None of a named choice's names: an unknown `what`.
    Unknown {
        what: &'static str,
        names: &'static [&'static str],
    },
    NotASwitch,
    NotASize,
    NotANumber {
        min: u32,
        max: u32,
    },
    OutOfRange {
        min: u32,
        max: u32,
    },
    NotAFraction,
    NotAnImage,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let range = |f: &mut fmt::Formatter<'_>, min: u32, max: u32| match (min, max) {
            (0, u32::MAX) => f.write_str("(expected N)"),
            (_, u32::MAX) => write!(f, "(expected N, {min} or more)"),
            _ => write!(f, "(expected N, {min} to {max})"),
        };
        match *self {
            Problem::Unknown { what, names } => {
                write!(f, "unknown {what} (expected ")?;
                for (i, n) in names.iter().enumerate() {
                    let sep = match i {
                        0 => "",
                        _ if i + 1 == names.len() => " or ",
                        _ => ", ",
                    };
                    write!(f, "{sep}{n}")?;
                }
                f.write_str(")")
            }
            Problem::NotASwitch => {
                f.write_str("not on or off (expected the bare key, on, off, 1 or 0)")
            }
            Problem::NotASize => {
                f.write_str("not a size (expected digits and an optional k, m or g)")
            }
            Problem::NotANumber { min, max } => {
                f.write_str("not a number ")?;
                range(f, min, max)
            }
            Problem::OutOfRange { min, max } => {
                f.write_str("out of range ")?;
                range(f, min, max)
            }
            Problem::NotAFraction => f.write_str("not a fraction from 0.1 to 0.9"),
            Problem::NotAnImage => {
                f.write_str("not an address and a length (expected hex ADDR:LEN)")
            }
        }
    }
}

/// A count from `MIN` to `MAX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranged<const MIN: u32, const MAX: u32>(u32);

impl<const MIN: u32, const MAX: u32> Ranged<MIN, MAX> {
    /// `n`, if it is in range.
    pub const fn new(n: u32) -> Option<Self> {
        if n >= MIN && n <= MAX {
            Some(Ranged(n))
        } else {
            None
        }
    }

    pub const fn get(self) -> u32 {
        self.0
    }

    pub const MIN: u32 = MIN;
    pub const MAX: u32 = MAX;
}

impl<const MIN: u32, const MAX: u32> Value for Ranged<MIN, MAX> {
    fn syntax() -> String {
        match MAX {
            u32::MAX => format!("N (>= {MIN})"),
            _ => format!("N ({MIN}-{MAX})"),
        }
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        number(text, MIN, MAX).map(Ranged)
    }

    fn write(&self) -> Option<String> {
        Some(self.0.to_string())
    }
}

impl<const MIN: u32, const MAX: u32> fmt::Display for Ranged<MIN, MAX> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A positive count.
pub type Positive = Ranged<1, { u32::MAX }>;

/// `dexmetal.power.hz`: the MCP3201's sample rate. 10 kS/s resolves a GC phase of a few
/// milliseconds; 50 kS/s is the MCP3201's fastest at its lowest supply, 2.7 V (Microchip
/// DS21290), so every rate here is one it can take however it is powered.
pub type PowerHz = Ranged<10_000, 50_000>;

/// `dalvik.vm.heaptargetutilization`: in [0.1, 0.9], the range Dalvik's
/// -XX:HeapTargetUtilization accepts at startup.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Utilization(f32);

impl Utilization {
    pub fn new(u: f32) -> Option<Self> {
        (0.1..=0.9).contains(&u).then_some(Utilization(u))
    }

    pub fn get(self) -> f32 {
        self.0
    }
}

impl fmt::Display for Utilization {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Value for Utilization {
    fn syntax() -> String {
        "0.1-0.9".into()
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        text.and_then(|t| t.parse::<f32>().ok())
            .and_then(Utilization::new)
            .ok_or(Problem::NotAFraction)
    }

    fn write(&self) -> Option<String> {
        // f32's Display is the shortest text that reads back as the same number.
        Some(self.0.to_string())
    }
}

/// `dexmetal.dimmunix.image=ADDR:LEN`: where U-Boot loaded a Dimmunix history image, both
/// numbers hex (`0x` optional) as U-Boot prints `${fileaddr}:${filesize}`. `0:0` says the
/// host keeps the history but has none yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryImage {
    pub addr: u64,
    pub len: u64,
}

impl Value for HistoryImage {
    fn syntax() -> String {
        "ADDR:LEN".into()
    }

    fn read(text: Option<&str>) -> Result<Self, Problem> {
        let hex = |s: &str| {
            let s = s.strip_prefix("0x").unwrap_or(s);
            let digits = !s.is_empty() && s.bytes().all(|b| b.is_ascii_hexdigit());
            digits.then(|| u64::from_str_radix(s, 16).ok()).flatten()
        };
        text.and_then(|t| t.split_once(':'))
            .and_then(|(a, l)| {
                Some(HistoryImage {
                    addr: hex(a)?,
                    len: hex(l)?,
                })
            })
            .ok_or(Problem::NotAnImage)
    }

    fn write(&self) -> Option<String> {
        Some(format!("{:x}:{:x}", self.addr, self.len))
    }
}

named_choices! {
    /// The cpufreq governor (`dexmetal.governor=`): `performance`/`powersave` as in Linux,
    /// `ondemand` after Linux's, `gc-aware` ondemand told about GC phases (hal::governor).
    pub enum Governor: "governor" {
        #[default]
        Performance = "performance",
        Powersave = "powersave",
        Ondemand = "ondemand",
        GcAware = "gc-aware",
    }
}

named_choices! {
    /// The OPP table the cpufreq model runs over on a board without a cpufreq driver
    /// (`dexmetal.cpufreq.model=`; hal::cpufreq::MODEL_TABLES).
    pub enum CpufreqModel: "cpufreq model" {
        #[default]
        Omap3530 = "omap3530",
        Apq8074 = "apq8074",
    }
}

named_choices! {
    /// The power sensor on the CPU rail (`dexmetal.power.sensor=`), where the board has
    /// it wired: the ACS714 read by an ADS1115 over I²C (860 S/s), the ACS714 read by an
    /// MCP3201 over SPI from a timer interrupt (`dexmetal.power.hz`), or none (energy is
    /// then the `model`'s alone). The names are the ones telemetry's `energy` event carries.
    pub enum PowerSensorKind: "power sensor" {
        #[default]
        Ads1115 = "ads1115",
        Mcp3201 = "mcp3201",
        None = "none",
    }
}

named_choices! {
    /// How telemetry frames reach the console (`dexmetal.telemetry=`).
    pub enum TelemetryMode: "telemetry mode" {
        /// Into a ring the console interrupt drains.
        #[default]
        Ring = "ring",
        /// Written out before the event returns (the peer `bench telemetry` measures).
        Sync = "sync",
    }
}

named_choices! {
    /// The runtime's built-in checks (`dexmetal.test=`), for the QEMU integration tests.
    pub enum SelfTest: "self-test" {
        #[default]
        DataAbort = "data-abort",
        PrefetchAbort = "prefetch-abort",
        Undefined = "undefined",
        Panic = "panic",
        Hang = "hang",
        TelemetryCost = "telemetry-cost",
        TelemetryFlood = "telemetry-flood",
        Threads = "threads",
        StackOverflow = "stack-overflow",
        TickSilent = "tick-silent",
        SecondaryFault = "secondary-fault",
    }
}

named_choices! {
    /// The event the profiler samples on (`dexmetal.profile.event=`): the PMU's common
    /// events by the names `dexmetal_hal::pmu::PmuEvent::name` gives them.
    pub enum ProfileEvent: "profile event" {
        #[default]
        Cycles = "cycles",
        Instructions = "instructions",
        L1dRefill = "l1d_refill",
        L1iRefill = "l1i_refill",
        BranchMispredict = "branch_mispredict",
        L1dAccess = "l1d_access",
    }
}

named_choices! {
    /// Where the profiler's sampling interrupt comes from (`dexmetal.profile.source=`).
    pub enum ProfileSource: "profile source" {
        /// The PMU overflow interrupt where the board wires one, else the board's
        /// profiling timer.
        #[default]
        Auto = "auto",
        /// The PMU overflow interrupt (a usage error where the board has none).
        Pmu = "pmu",
        /// The board's profiling timer, every period's worth of cycles (deterministic
        /// under QEMU's -icount, where TCG raises PMU overflows only when the counter
        /// is read).
        Timer = "timer",
    }
}

/// Events between two profiler samples: at least 10,000 (a sample costs some hundreds
/// of instructions), at most what the 32-bit event counter holds.
pub type ProfilePeriod = Ranged<10_000, 0x7fff_ffff>;

/// Whether `key` is one of ours: other keys belong to the kernel's other readers.
pub fn is_ours(key: &str) -> bool {
    key.starts_with("dexmetal.") || key.starts_with("dalvik.vm.")
}

/// The boot keys: `Key`, with its name, syntax, default and help, and [`BootConfig`] with a
/// typed field per key. `default` is the field's value when the key is absent; `shown`, where
/// given, is how the docs and messages state it (a `None` default stands for a choice made
/// elsewhere, which `shown` names).
macro_rules! boot_keys {
    ($(
        $(#[doc = $doc:literal])+
        $var:ident $field:ident: $ty:ty = $default:expr, $name:literal $(, shown $shown:literal)?;
    )+) => {
        /// A boot key.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Key {
            $( $var, )+
        }

        impl Key {
            pub const ALL: [Key; [$($name),+].len()] = [$(Key::$var),+];

            /// The key as written on the command line.
            pub const fn name(self) -> &'static str {
                match self {
                    $( Key::$var => $name, )+
                }
            }

            pub fn from_name(name: &str) -> Option<Key> {
                Key::ALL.into_iter().find(|k| k.name() == name)
            }

            /// The value's syntax (`SIZE`, `N`, `cms|fg|...`; `on|off` for a switch).
            pub fn syntax(self) -> String {
                match self {
                    $( Key::$var => <$ty as Value>::syntax(), )+
                }
            }

            /// The names the value is one of (empty for free-form values).
            pub fn choices(self) -> Vec<&'static str> {
                match self {
                    $( Key::$var => <$ty as Value>::choices(), )+
                }
            }

            /// What runs without the key, as the docs and the error messages say it.
            pub fn default_text(self) -> String {
                match self {
                    $( Key::$var => boot_keys!(@shown $ty, $default $(, $shown)?), )+
                }
            }

            /// One line on what the key does.
            pub fn help(self) -> &'static str {
                match self {
                    $( Key::$var => concat!($($doc),+).trim(), )+
                }
            }
        }

        /// The boot configuration: one typed field per [`Key`], its default when the key is
        /// absent or its value malformed.
        #[derive(Clone, Debug, PartialEq)]
        pub struct BootConfig {
            $( $(#[doc = $doc])+ pub $field: $ty, )+
        }

        impl Default for BootConfig {
            fn default() -> Self {
                BootConfig {
                    $( $field: $default, )+
                }
            }
        }

        impl BootConfig {
            /// Sets `key` from its text (`None`: the bare key); a malformed value leaves the
            /// default and says why.
            pub fn set(&mut self, key: Key, text: Option<&str>) -> Result<(), Problem> {
                match key {
                    $( Key::$var => match <$ty as Value>::read(text) {
                        Ok(v) => {
                            self.$field = v;
                            Ok(())
                        }
                        Err(problem) => {
                            self.$field = $default;
                            Err(problem)
                        }
                    }, )+
                }
            }

            /// Whether `key` has its default value (so the command line need not say it).
            pub fn is_default(&self, key: Key) -> bool {
                match key {
                    $( Key::$var => self.$field == $default, )+
                }
            }

            /// `key`'s word on the command line (`key=value`, or the bare key).
            fn word(&self, key: Key) -> String {
                let value = match key {
                    $( Key::$var => Value::write(&self.$field), )+
                };
                match value {
                    Some(v) => format!("{}={v}", key.name()),
                    None => key.name().into(),
                }
            }
        }
    };
    (@shown $ty:ty, $default:expr, $shown:literal) => { String::from($shown) };
    (@shown $ty:ty, $default:expr) => {{
        let d: $ty = $default;
        // Only a switch writes a bare key, and only for on.
        Value::write(&d).unwrap_or_else(|| "on".into())
    }};
}

boot_keys! {
    /// Cores the run uses: the boot core and up to N-1 secondaries; a board with fewer
    /// uses what it has and says so.
    Cores cores: Ranged<1, 8> = Ranged(1), "dexmetal.cores";
    /// Cores with nothing to do in the app run are powered off (PSCI CPU_OFF), as
    /// Android's mpdecision took idle cores offline.
    Hotplug hotplug: bool = false, "dexmetal.hotplug";
    /// The collector variant: Dalvik's mostly-concurrent mark-sweep, foreground-only,
    /// daemon-only, generational CMS or stop-the-world.
    Gc gc: GcVariant = GcVariant::Cms, "dexmetal.gc";
    /// How concurrent cycles are paced: Dalvik 4.4's 128 KiB concurrent start, or started
    /// early from measured rates, with mutator assists.
    GcPacing gc_pacing: GcPacing = GcPacing::Dalvik, "dexmetal.gc.pacing";
    /// Check every reference after each collection (slow; for stress tests).
    GcVerify gc_verify: bool = false, "dexmetal.gc.verify";
    /// Heap size at start.
    HeapStartSize heap_start_size: Option<usize> = None, "dalvik.vm.heapstartsize", shown "8m";
    /// The heap's growth limit (allocation never grows past it, nor past heapsize).
    HeapGrowthLimit heap_growth_limit: Option<usize> = None, "dalvik.vm.heapgrowthlimit", shown "96m";
    /// Maximum heap; a board reserves at most this (32m without it) within its free RAM.
    HeapSize heap_size: Option<usize> = None, "dalvik.vm.heapsize", shown "256m";
    /// Least free space a collection leaves below the soft limit.
    HeapMinFree heap_min_free: Option<usize> = None, "dalvik.vm.heapminfree", shown "2m";
    /// Most free space a collection leaves below the soft limit.
    HeapMaxFree heap_max_free: Option<usize> = None, "dalvik.vm.heapmaxfree", shown "8m";
    /// The live share of the heap a collection aims for.
    HeapTargetUtilization heap_target_utilization: Option<Utilization> = None,
        "dalvik.vm.heaptargetutilization", shown "0.75";
    /// Interpreter stack of each started thread.
    VmStack vm_stack: usize = 32 << 10, "dexmetal.vm.stack";
    /// The timer tick while the app runs, in Hz.
    SchedHz sched_hz: Positive = Ranged(1000), "dexmetal.sched.hz";
    /// Time slice in scheduler ticks.
    SchedSlice sched_slice: Positive = Ranged(10), "dexmetal.sched.slice";
    /// Seed of schedule perturbation (extra yields at monitor operations).
    SchedSeed sched_seed: Option<u32> = None, "dexmetal.sched.seed", shown "off";
    /// A perturbation point yields with probability 1/N.
    SchedPerturb sched_perturb: Positive = Ranged(4), "dexmetal.sched.perturb";
    /// A tick every N safepoint polls instead of the timer (the host CLI's deterministic
    /// clock).
    SchedTickPolls sched_tick_polls: Option<u32> = None, "dexmetal.sched.tick_polls",
        shown "0 (the timer)";
    /// Dimmunix deadlock immunity (off is the overhead baseline).
    Dimmunix dimmunix: bool = true, "dexmetal.dimmunix";
    /// Frames in a Dimmunix position (match depth).
    DimmunixDepth dimmunix_depth: Ranged<1, 4> = Ranged(1), "dexmetal.dimmunix.depth";
    /// On a deadlock Dimmunix found, save its signature and reboot into an immune run.
    DimmunixReboot dimmunix_reboot: bool = false, "dexmetal.dimmunix.reboot";
    /// A Dimmunix history U-Boot loaded into RAM (hex); the history is then kept there.
    DimmunixImage dimmunix_image: Option<HistoryImage> = None, "dexmetal.dimmunix.image",
        shown "none";
    /// The cpufreq governor while the app runs.
    Governor governor: Governor = Governor::Performance, "dexmetal.governor";
    /// The OPP table of the cpufreq model, on a board without a cpufreq driver.
    CpufreqModel cpufreq_model: CpufreqModel = CpufreqModel::Omap3530, "dexmetal.cpufreq.model";
    /// The power sensor the board samples during the app run, if it has that one wired
    /// (qemu-virt and qemu-realview-a8 have none: energy is then the model's).
    PowerSensor power_sensor: PowerSensorKind = PowerSensorKind::Ads1115, "dexmetal.power.sensor";
    /// Samples per second of the mcp3201 sensor, paced by a timer interrupt (the ads1115
    /// runs at its fixed 860 S/s).
    PowerHz power_hz: PowerHz = Ranged(PowerHz::MIN), "dexmetal.power.hz";
    /// Telemetry frames through a ring the console interrupt drains, or written at once.
    Telemetry telemetry: TelemetryMode = TelemetryMode::Ring, "dexmetal.telemetry";
    /// A built-in check run at boot, before the app (the QEMU integration tests).
    Test test: Option<SelfTest> = None, "dexmetal.test", shown "none";
    /// Exit through semihosting, so QEMU's exit status is the run's (the host answers).
    Semihosting semihosting: bool = false, "dexmetal.semihosting";
    /// QEMU runs with -icount, so the PMU's instruction counter counts.
    QemuIcount qemu_icount: bool = false, "dexmetal.qemu.icount";
    /// The sampling profiler and the timeline's events (thread switches, android.os.Trace
    /// sections) for the app run (docs/PROFILER.md).
    Profile profile: bool = false, "dexmetal.profile";
    /// Events between two profiler samples.
    ProfilePeriod profile_period: ProfilePeriod = Ranged(1_000_000), "dexmetal.profile.period";
    /// The PMU event the profiler samples on.
    ProfileEvent profile_event: ProfileEvent = ProfileEvent::Cycles, "dexmetal.profile.event";
    /// The sampling interrupt: the PMU's overflow or the board's profiling timer.
    ProfileSource profile_source: ProfileSource = ProfileSource::Auto, "dexmetal.profile.source";
    /// Most Java frames a sample carries (the innermost ones).
    ProfileFrames profile_frames: Ranged<1, 64> = Ranged(16), "dexmetal.profile.frames";
    /// Wall-clock time at boot in ms since 1970-01-01T00:00:00Z: System.currentTimeMillis
    /// is it plus the uptime (no board's clock is set; docs/time.md).
    ClockEpoch clock_epoch: u64 = 0, "dexmetal.clock.epoch";
}

/// An unknown key of ours, or a value its key cannot take. Displayed as
/// `KEY=VALUE: problem; using DEFAULT` (`...; ignored` for an unknown key), what a board
/// does about it; the alternate form (`{:#}`) leaves out the consequence, for a tool that
/// refuses the value instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BootError<'a> {
    /// The key, when it is one (an unknown one has none).
    pub key: Option<Key>,
    /// The key as written.
    pub name: &'a str,
    /// The value as written (`None`: the bare key).
    pub value: Option<&'a str>,
    /// What is wrong with the value (`None`: the key is unknown).
    pub problem: Option<Problem>,
}

impl BootError<'_> {
    /// The word as it was on the command line.
    pub fn word(&self) -> String {
        match self.value {
            Some(v) => format!("{}={v}", self.name),
            None => self.name.into(),
        }
    }
}

impl fmt::Display for BootError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)?;
        if let Some(v) = self.value {
            write!(f, "={v}")?;
        }
        match (self.key, &self.problem) {
            (Some(key), Some(problem)) => {
                write!(f, ": {problem}")?;
                if !f.alternate() {
                    write!(f, "; using {}", key.default_text())?;
                }
            }
            _ => {
                f.write_str(": unknown boot argument")?;
                if !f.alternate() {
                    f.write_str("; ignored")?;
                }
            }
        }
        Ok(())
    }
}

/// What one command-line word is to us.
enum Word<'a> {
    /// Not ours: `console=ttyS0`, `quiet`.
    Other,
    Set(Key),
    Problem(BootError<'a>),
}

impl Word<'_> {
    /// The key of ours the word names, if it is one.
    fn key(&self) -> Option<Key> {
        match self {
            Word::Other => None,
            Word::Set(k) => Some(*k),
            Word::Problem(p) => p.key,
        }
    }
}

/// A value of `key` for an option of a host tool (`--gc NAME`), with the error the board
/// would report for `key=text`.
pub fn parse_value<T: Value>(key: Key, text: &str) -> Result<T, BootError<'_>> {
    T::read(Some(text)).map_err(|p| BootError {
        key: Some(key),
        name: key.name(),
        value: Some(text),
        problem: Some(p),
    })
}

/// The problems of a command line: each word of ours that is unknown or malformed and that
/// no later word of the same key overrides. Found when asked, so that parsing allocates
/// nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Problems<'a> {
    cmdline: &'a str,
}

impl<'a> Problems<'a> {
    pub fn iter(&self) -> impl Iterator<Item = BootError<'a>> + 'a {
        let cmdline = self.cmdline;
        let mut scratch = BootConfig::default();
        cmdline
            .split_ascii_whitespace()
            .enumerate()
            .filter_map(move |(i, word)| match scratch.apply(word) {
                Word::Problem(p) => Some((i, p)),
                _ => None,
            })
            .filter(move |(i, p)| {
                let overridden = p.key.is_some()
                    && cmdline
                        .split_ascii_whitespace()
                        .skip(i + 1)
                        .any(|w| BootConfig::default().apply(w).key() == p.key);
                !overridden
            })
            .map(|(_, p)| p)
    }

    pub fn is_empty(&self) -> bool {
        self.iter().next().is_none()
    }
}

impl<'a> IntoIterator for Problems<'a> {
    type Item = BootError<'a>;
    type IntoIter = alloc::boxed::Box<dyn Iterator<Item = BootError<'a>> + 'a>;

    fn into_iter(self) -> Self::IntoIter {
        alloc::boxed::Box::new(self.iter())
    }
}

impl BootConfig {
    /// The configuration a kernel command line asks for, and its problems (each value
    /// with one keeps the default). Later words win, as for the kernel's own parameters.
    pub fn parse(cmdline: &str) -> (BootConfig, Problems<'_>) {
        let mut config = BootConfig::default();
        let problems = config.merge(cmdline);
        (config, problems)
    }

    /// `cmdline`'s keys over this configuration, and its problems.
    pub fn merge<'a>(&mut self, cmdline: &'a str) -> Problems<'a> {
        for word in cmdline.split_ascii_whitespace() {
            self.apply(word);
        }
        Problems { cmdline }
    }

    fn apply<'a>(&mut self, word: &'a str) -> Word<'a> {
        let (name, value) = match word.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (word, None),
        };
        if !is_ours(name) {
            return Word::Other;
        }
        let key = Key::from_name(name);
        let problem = match key {
            None => None,
            Some(k) => match self.set(k, value) {
                Ok(()) => return Word::Set(k),
                Err(p) => Some(p),
            },
        };
        Word::Problem(BootError {
            key,
            name,
            value,
            problem,
        })
    }

    /// The command line that parses back to this configuration: a word for every key
    /// that is not at its default, in [`Key::ALL`]'s order.
    pub fn to_command_line(&self) -> String {
        let words: Vec<String> = Key::ALL
            .into_iter()
            .filter(|&k| !self.is_default(k))
            .map(|k| self.word(k))
            .collect();
        words.join(" ")
    }
}

impl fmt::Display for BootConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_command_line())
    }
}

/// A command line a host writes for a board: the configuration, with the words that are
/// not ours and the values of ours the runtime cannot read passed on as they were given
/// (the board reports those as it would on any command line). Keys merged later win,
/// and so does a value set in `config` over an unreadable one.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CommandLine {
    pub config: BootConfig,
    others: Vec<String>,
    /// Words of ours the runtime cannot read, with their key (none when unknown).
    unread: Vec<(Option<Key>, String)>,
}

impl CommandLine {
    pub fn parse(text: &str) -> CommandLine {
        let mut line = CommandLine::default();
        line.merge(text);
        line
    }

    /// `text`'s words over this command line.
    pub fn merge(&mut self, text: &str) {
        for word in text.split_ascii_whitespace() {
            match self.config.apply(word) {
                Word::Other => self.others.push(word.into()),
                Word::Set(key) => self.unread.retain(|(k, _)| *k != Some(key)),
                Word::Problem(p) => {
                    self.unread.retain(|(k, _)| p.key.is_none() || *k != p.key);
                    self.unread.push((p.key, word.into()));
                }
            }
        }
    }

    /// The words of ours passed on unread; one whose key `config` has since set is
    /// dropped.
    fn unread(&self) -> impl Iterator<Item = &str> {
        self.unread
            .iter()
            .filter(|(k, _)| k.is_none_or(|k| self.config.is_default(k)))
            .map(|(_, w)| w.as_str())
    }

    /// The problems the board will report.
    pub fn problems(&self) -> impl Iterator<Item = BootError<'_>> {
        self.unread().flat_map(|w| Problems { cmdline: w }.iter())
    }
}

impl fmt::Display for CommandLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let config = self.config.to_command_line();
        let words: Vec<&str> = self
            .others
            .iter()
            .map(String::as_str)
            .chain(core::iter::once(config.as_str()).filter(|c| !c.is_empty()))
            .chain(self.unread())
            .collect();
        f.write_str(&words.join(" "))
    }
}

/// The keys as a Markdown table (docs/BOOTARGS.md holds it; a test checks they agree).
pub fn markdown_table() -> String {
    // A `|` splits a table cell even inside a code span.
    let cell = |s: &str| s.replace('|', "\\|");
    let mut s =
        String::from("| key | value | default | what it does |\n| --- | --- | --- | --- |\n");
    for k in Key::ALL {
        s += &format!(
            "| `{}` | `{}` | {} | {} |\n",
            k.name(),
            cell(&k.syntax()),
            cell(&k.default_text()),
            cell(k.help())
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key at a value other than its default.
    const EVERY_KEY: &str = "dexmetal.cores=2 dexmetal.hotplug dexmetal.gc=gencms dexmetal.gc.pacing=adaptive dexmetal.gc.verify \
        dalvik.vm.heapstartsize=256k dalvik.vm.heapgrowthlimit=24m dalvik.vm.heapsize=32m \
        dalvik.vm.heapminfree=512k dalvik.vm.heapmaxfree=4m dalvik.vm.heaptargetutilization=0.5 \
        dexmetal.vm.stack=64k dexmetal.sched.hz=100 dexmetal.sched.slice=3 dexmetal.sched.seed=7 \
        dexmetal.sched.perturb=2 dexmetal.sched.tick_polls=1000 dexmetal.dimmunix=off \
        dexmetal.dimmunix.depth=4 dexmetal.dimmunix.reboot dexmetal.dimmunix.image=0x43000000:1a0 \
        dexmetal.governor=gc-aware dexmetal.cpufreq.model=apq8074 dexmetal.power.sensor=mcp3201 \
        dexmetal.power.hz=48000 dexmetal.telemetry=sync dexmetal.test=threads dexmetal.semihosting dexmetal.qemu.icount \
        dexmetal.clock.epoch=1700000000000 dexmetal.profile dexmetal.profile.period=20000 \
        dexmetal.profile.event=instructions dexmetal.profile.source=timer dexmetal.profile.frames=4";

    fn parsed(cmdline: &str) -> BootConfig {
        let (c, problems) = BootConfig::parse(cmdline);
        let found: Vec<BootError<'_>> = problems.iter().collect();
        assert!(
            problems.is_empty() && found.is_empty(),
            "{cmdline:?}: {found:?}"
        );
        c
    }

    fn messages(cmdline: &str) -> (BootConfig, Vec<String>) {
        let (c, problems) = BootConfig::parse(cmdline);
        (c, problems.into_iter().map(|p| format!("{p}")).collect())
    }

    #[test]
    fn every_key_parses_to_its_field() {
        let c = parsed(EVERY_KEY);
        let defaults: Vec<&str> = Key::ALL
            .into_iter()
            .filter(|&k| c.is_default(k))
            .map(Key::name)
            .collect();
        assert!(defaults.is_empty(), "not covered: {defaults:?}");
        assert_eq!((c.gc, c.gc_pacing), (GcVariant::GenCms, GcPacing::Adaptive));
        assert!(c.gc_verify && c.dimmunix_reboot && c.semihosting && c.qemu_icount && c.hotplug);
        assert!(!c.dimmunix);
        assert_eq!(c.heap_start_size, Some(256 << 10));
        assert_eq!(c.heap_growth_limit, Some(24 << 20));
        assert_eq!(c.heap_size, Some(32 << 20));
        assert_eq!(c.heap_min_free, Some(512 << 10));
        assert_eq!(c.heap_max_free, Some(4 << 20));
        assert_eq!(c.heap_target_utilization.map(Utilization::get), Some(0.5));
        assert_eq!(c.vm_stack, 64 << 10);
        assert_eq!(
            (c.sched_hz.get(), c.sched_slice.get(), c.sched_perturb.get()),
            (100, 3, 2)
        );
        assert_eq!((c.sched_seed, c.sched_tick_polls), (Some(7), Some(1000)));
        assert_eq!(c.dimmunix_depth.get(), 4);
        assert_eq!(
            c.dimmunix_image,
            Some(HistoryImage {
                addr: 0x4300_0000,
                len: 0x1a0
            })
        );
        assert_eq!(c.governor, Governor::GcAware);
        assert_eq!(c.cpufreq_model, CpufreqModel::Apq8074);
        assert_eq!(c.telemetry, TelemetryMode::Sync);
        assert_eq!(c.test, Some(SelfTest::Threads));
        assert_eq!(
            (c.power_sensor, c.power_hz.get()),
            (PowerSensorKind::Mcp3201, 48_000)
        );
        assert!(c.profile);
        assert_eq!(
            (
                c.profile_period.get(),
                c.profile_event,
                c.profile_source,
                c.profile_frames.get()
            ),
            (20_000, ProfileEvent::Instructions, ProfileSource::Timer, 4)
        );
    }

    #[test]
    fn the_power_sensor_and_its_rate_refuse_what_no_board_wires() {
        let (c, m) = messages("dexmetal.power.sensor=ina219 dexmetal.power.hz=860");
        assert_eq!(
            m,
            [
                "dexmetal.power.sensor=ina219: unknown power sensor (expected ads1115, mcp3201 or none); using ads1115",
                "dexmetal.power.hz=860: out of range (expected N, 10000 to 50000); using 10000",
            ]
        );
        assert_eq!(
            (c.power_sensor, c.power_hz.get()),
            (PowerSensorKind::Ads1115, 10_000)
        );
        let c = parsed("dexmetal.power.sensor=none");
        assert_eq!(c.power_sensor, PowerSensorKind::None);
        assert_eq!(c.to_command_line(), "dexmetal.power.sensor=none");
    }

    #[test]
    fn the_clock_epoch_takes_digits_only() {
        assert_eq!(
            parsed("dexmetal.clock.epoch=1764374400000").clock_epoch,
            1_764_374_400_000
        );
        for bad in ["+5", "-1", "1e3", "", "18446744073709551616"] {
            let (c, m) = messages(&format!("dexmetal.clock.epoch={bad}"));
            assert_eq!(
                m,
                [format!(
                    "dexmetal.clock.epoch={bad}: not a number (expected N); using 0"
                )]
            );
            assert_eq!(c.clock_epoch, 0);
        }
    }

    #[test]
    fn defaults_without_keys_and_others_words_are_left_alone() {
        let c = parsed("console=ttyAMA0,115200n8 root=/dev/mmcblk0p2 quiet dexmetalx=1 dalvik.x=2");
        assert_eq!(c, BootConfig::default());
        assert_eq!(parsed(""), BootConfig::default());
        assert!(Key::ALL.into_iter().all(|k| c.is_default(k)));
        assert_eq!(c.to_command_line(), "");
        assert_eq!((c.gc, c.governor), (GcVariant::Cms, Governor::Performance));
        assert_eq!((c.sched_hz.get(), c.sched_slice.get()), (1000, 10));
        assert_eq!((c.sched_perturb.get(), c.dimmunix_depth.get()), (4, 1));
        assert_eq!(c.vm_stack, 32 << 10);
        assert!(c.dimmunix && !c.gc_verify && !c.semihosting);
        assert_eq!((c.heap_size, c.test, c.sched_seed), (None, None, None));
    }

    #[test]
    fn default_texts() {
        let text = |k: Key| k.default_text();
        assert_eq!(text(Key::Gc), "cms");
        assert_eq!(text(Key::GcVerify), "off");
        assert_eq!(text(Key::Dimmunix), "on");
        assert_eq!(text(Key::VmStack), "32k");
        assert_eq!(text(Key::SchedHz), "1000");
        assert_eq!(text(Key::HeapSize), "256m");
        assert_eq!(text(Key::Test), "none");
        // A default the table writes from the value reads back as that value (a `None`
        // default's text names a choice made elsewhere, and is no value of the key).
        let elsewhere = [
            Key::SchedSeed,
            Key::SchedTickPolls,
            Key::DimmunixImage,
            Key::Test,
        ];
        for k in Key::ALL {
            assert!(!k.help().is_empty() && !k.syntax().is_empty(), "{k:?}");
            if elsewhere.contains(&k) || k.name().starts_with("dalvik.vm.") {
                continue;
            }
            let mut d = BootConfig::default();
            assert_eq!(d.set(k, Some(&k.default_text())), Ok(()), "{k:?}");
            assert!(d.is_default(k), "{k:?}");
        }
    }

    #[test]
    fn malformed_values_are_reported_and_keep_the_default() {
        let (c, m) = messages("dexmetal.gc=g1 dexmetal.gc.pacing=go console=ttyS0");
        assert_eq!(
            m,
            [
                "dexmetal.gc=g1: unknown collector (expected cms, fg, bg, gencms or stw); using cms",
                "dexmetal.gc.pacing=go: unknown pacing (expected dalvik or adaptive); using dalvik",
            ]
        );
        assert_eq!(c, BootConfig::default());
        for (word, want) in [
            ("dalvik.vm.heapsize=lots", "dalvik.vm.heapsize=lots: not a size (expected digits and an optional k, m or g); using 256m"),
            ("dalvik.vm.heapminfree=+5m", "dalvik.vm.heapminfree=+5m: not a size (expected digits and an optional k, m or g); using 2m"),
            ("dalvik.vm.heaptargetutilization=0.95", "dalvik.vm.heaptargetutilization=0.95: not a fraction from 0.1 to 0.9; using 0.75"),
            ("dalvik.vm.heaptargetutilization=NaN", "dalvik.vm.heaptargetutilization=NaN: not a fraction from 0.1 to 0.9; using 0.75"),
            ("dexmetal.dimmunix.depth=9", "dexmetal.dimmunix.depth=9: out of range (expected N, 1 to 4); using 1"),
            ("dexmetal.sched.hz=0", "dexmetal.sched.hz=0: out of range (expected N, 1 or more); using 1000"),
            ("dexmetal.sched.slice=+3", "dexmetal.sched.slice=+3: not a number (expected N, 1 or more); using 10"),
            ("dexmetal.sched.seed=-1", "dexmetal.sched.seed=-1: not a number (expected N); using off"),
            ("dexmetal.sched.seed", "dexmetal.sched.seed: not a number (expected N); using off"),
            ("dexmetal.dimmunix=maybe", "dexmetal.dimmunix=maybe: not on or off (expected the bare key, on, off, 1 or 0); using on"),
            ("dexmetal.governor=schedutil", "dexmetal.governor=schedutil: unknown governor (expected performance, powersave, ondemand or gc-aware); using performance"),
            ("dexmetal.cpufreq.model=x", "dexmetal.cpufreq.model=x: unknown cpufreq model (expected omap3530 or apq8074); using omap3530"),
            ("dexmetal.telemetry=fast", "dexmetal.telemetry=fast: unknown telemetry mode (expected ring or sync); using ring"),
            ("dexmetal.test=nope", "dexmetal.test=nope: unknown self-test (expected data-abort, prefetch-abort, undefined, panic, hang, telemetry-cost, telemetry-flood, threads, stack-overflow, tick-silent or secondary-fault); using none"),
            ("dexmetal.dimmunix.image=43000000", "dexmetal.dimmunix.image=43000000: not an address and a length (expected hex ADDR:LEN); using none"),
            ("dexmetal.dimmunix.image=0x:1", "dexmetal.dimmunix.image=0x:1: not an address and a length (expected hex ADDR:LEN); using none"),
        ] {
            let (c, m) = messages(word);
            assert_eq!(m, [want], "{word}");
            assert_eq!(c, BootConfig::default(), "{word}");
        }
    }

    #[test]
    fn unknown_keys_of_ours_are_reported() {
        let (c, m) =
            messages("dexmetal.gc=stw dexmetal.heapsize=16m dalvik.vm.nonsense dexmetal.bogus=");
        assert_eq!(
            m,
            [
                "dexmetal.heapsize=16m: unknown boot argument; ignored",
                "dalvik.vm.nonsense: unknown boot argument; ignored",
                "dexmetal.bogus=: unknown boot argument; ignored",
            ]
        );
        assert_eq!(c.gc, GcVariant::Stw);
    }

    #[test]
    fn the_alternate_form_leaves_out_the_consequence() {
        let e = parse_value::<GcVariant>(Key::Gc, "g1").unwrap_err();
        assert_eq!(
            format!("{e:#}"),
            "dexmetal.gc=g1: unknown collector (expected cms, fg, bg, gencms or stw)"
        );
        assert_eq!(format!("{e}"), format!("{e:#}; using cms"));
        assert_eq!(e.word(), "dexmetal.gc=g1");
        assert_eq!(parse_value::<GcVariant>(Key::Gc, "fg"), Ok(GcVariant::Fg));
        let (_, p) = BootConfig::parse("dexmetal.x=1");
        let e = p.iter().next().unwrap();
        assert_eq!(format!("{e:#}"), "dexmetal.x=1: unknown boot argument");
        assert_eq!(
            (e.key, e.name, e.value, e.problem),
            (None, "dexmetal.x", Some("1"), None)
        );
    }

    #[test]
    fn later_words_win() {
        let c = parsed("dexmetal.gc=stw dexmetal.gc=fg dexmetal.gc.verify dexmetal.gc.verify=0");
        assert_eq!(c.gc, GcVariant::Fg);
        assert!(!c.gc_verify);
        // A later good value settles an earlier bad one; a later bad one resets the key.
        assert_eq!(parsed("dexmetal.gc=g1 dexmetal.gc=bg").gc, GcVariant::Bg);
        let (c, m) = messages("dexmetal.gc=bg dexmetal.gc=g1 dexmetal.gc=g2");
        assert_eq!(c.gc, GcVariant::Cms);
        assert_eq!(m.len(), 1);
        assert!(m[0].starts_with("dexmetal.gc=g2: "), "{m:?}");
        let mut c = parsed("dexmetal.sched.hz=100");
        assert!(c.merge("dexmetal.sched.slice=2").is_empty());
        assert_eq!((c.sched_hz.get(), c.sched_slice.get()), (100, 2));
    }

    #[test]
    fn switches_and_values() {
        for (text, want) in [
            (None, true),
            (Some("on"), true),
            (Some("1"), true),
            (Some("off"), false),
            (Some("0"), false),
        ] {
            assert_eq!(bool::read(text), Ok(want), "{text:?}");
        }
        assert!(bool::read(Some("yes")).is_err());
        assert_eq!(usize::read(Some("1g")), Ok(1 << 30));
        let w = |b: usize| b.write().unwrap();
        assert_eq!(
            [
                w(0),
                w(1000),
                w(1024),
                w(3 << 20),
                w(1 << 30),
                w(1536),
                w(3072)
            ],
            ["0", "1000", "1k", "3m", "1g", "1536", "3k"]
        );
        assert_eq!(u32::read(Some("4294967295")), Ok(u32::MAX));
        assert!(u32::read(Some("4294967296")).is_err());
        assert_eq!(Ranged::<1, 4>::new(0), None);
        assert_eq!(Ranged::<1, 4>::read(Some("3")).map(Ranged::get), Ok(3));
        assert_eq!(
            Utilization::read(Some("0.1")).map(Utilization::get),
            Ok(0.1)
        );
        assert!(Utilization::read(Some("0.09")).is_err());
        let img = HistoryImage::read(Some("0:0")).unwrap();
        assert_eq!((img.addr, img.len), (0, 0));
        assert_eq!(img.write().as_deref(), Some("0:0"));
        assert_eq!(Key::Gc.choices(), ["cms", "fg", "bg", "gencms", "stw"]);
        assert!(Key::HeapSize.choices().is_empty());
        assert_eq!(Key::Gc.syntax(), "cms|fg|bg|gencms|stw");
        assert_eq!(Key::DimmunixDepth.syntax(), "N (1-4)");
        assert_eq!(Key::SchedHz.syntax(), "N (>= 1)");
    }

    #[test]
    fn the_command_line_parses_back_to_the_same_configuration() {
        for line in [
            EVERY_KEY,
            "",
            "dexmetal.gc=cms dexmetal.sched.seed=0 dalvik.vm.heapsize=1536 dexmetal.gc.verify=1",
            "dalvik.vm.heaptargetutilization=0.3 dexmetal.dimmunix.image=0:0 dexmetal.dimmunix=on",
            "dexmetal.vm.stack=33000 dalvik.vm.heapstartsize=0 dexmetal.sched.tick_polls=0",
        ] {
            let c = parsed(line);
            let written = c.to_command_line();
            assert_eq!(parsed(&written), c, "{line:?} -> {written:?}");
            assert_eq!(format!("{c}"), written);
        }
        let c = parsed(
            "dexmetal.gc=cms dexmetal.gc.verify=1 dexmetal.dimmunix=off dexmetal.vm.stack=65536",
        );
        assert_eq!(
            c.to_command_line(),
            "dexmetal.gc.verify dexmetal.vm.stack=64k dexmetal.dimmunix=off"
        );
        assert_eq!(
            Key::ALL.map(Key::name).len(),
            EVERY_KEY.split_whitespace().count()
        );
        for k in Key::ALL {
            assert_eq!(Key::from_name(k.name()), Some(k));
            assert!(is_ours(k.name()), "{k:?}");
        }
    }

    #[test]
    fn a_hosts_command_line_passes_others_and_unread_words_on() {
        let mut line = CommandLine::parse(
            "console=ttyAMA0 dexmetal.gc=g1 quiet dexmetal.sched.hz=100 dexmetal.nope=1",
        );
        assert_eq!(line.config.sched_hz.get(), 100);
        assert_eq!(
            line.to_string(),
            "console=ttyAMA0 quiet dexmetal.sched.hz=100 dexmetal.gc=g1 dexmetal.nope=1"
        );
        let problems: Vec<String> = line.problems().map(|p| format!("{p:#}")).collect();
        assert_eq!(problems.len(), 2);
        // A value set afterwards replaces the unreadable one, in the text or the config.
        line.merge("dexmetal.semihosting dexmetal.sched.hz=50");
        line.config.gc = GcVariant::Stw;
        assert_eq!(
            line.to_string(),
            "console=ttyAMA0 quiet dexmetal.gc=stw dexmetal.sched.hz=50 dexmetal.semihosting dexmetal.nope=1"
        );
        assert_eq!(line.problems().count(), 1);
        let mut line = CommandLine::parse("dexmetal.gc=g1");
        line.merge("dexmetal.gc=fg");
        assert_eq!(line.to_string(), "dexmetal.gc=fg");
        let (c, _) = BootConfig::parse(&CommandLine::parse(EVERY_KEY).to_string());
        assert_eq!(c, parsed(EVERY_KEY));
        assert_eq!(CommandLine::default().to_string(), "");
    }

    #[test]
    fn docs_bootargs_md_lists_every_key() {
        let doc = include_str!("../../docs/BOOTARGS.md");
        assert!(
            doc.contains(&markdown_table()),
            "docs/BOOTARGS.md disagrees with the keys; regenerate its table with `cargo xtask bootargs --markdown`"
        );
    }
}
