//! DVFS and energy while the app runs: the board's cpufreq (its `CpuFreq` driver, or the
//! `model` where it has none) driven by the governor named
//! on the command line (`dexmetal.governor=performance|powersave|ondemand|gc-aware`,
//! hal::governor), and energy attributed to what the CPU was doing (GC, interpreter,
//! idle, other) at every state change and every tick, from the board's power sensor or
//! from the `model` (hal::power_sensor::PowerModel) where it has none. On qemu-virt both
//! the cpufreq and the power are models: frequency scales the modelled time of the
//! cycles run at it (QEMU retires instructions at a fixed rate), and every figure says
//! `model`. Telemetry: `opp` at each switch, `gc_phase`, `power` per sampling period,
//! `gc_energy` per collection and `energy` at the end, which names the sensor and its
//! rate (`none` where the board has none).

use alloc::boxed::Box;
use dexmetal_hal::cpufreq::{model_table, scale_q16, CpuFreq, ModelCpuFreq, Opp, MODEL_DEFAULT_UV};
use dexmetal_hal::governor::{self, Governor};
use dexmetal_hal::power_sensor::{Energy, PowerModel, PowerSensor};
use dexmetal_telemetry as telemetry;

/// What the CPU is doing, for energy attribution.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Component {
    Gc = 0,
    Interp = 1,
    Idle = 2,
    Other = 3,
}

/// The model's constants: 1.2 nF effective switched capacitance and 40 mW of leakage
/// give about 2.2 W at the OMAP3530's 600 MHz/1.35 V, busy (a model, not a measurement).
const MODEL: PowerModel = PowerModel {
    capacitance_pf: 1200,
    static_uw: 40_000,
};
/// Idle (WFI) keeps this share of the dynamic power, in permille: clock gating.
const IDLE_ACTIVITY: u32 = 20;

/// The frequency control: the board's driver, or the model.
enum Freq {
    Model(ModelCpuFreq),
    Board(Box<dyn CpuFreq + Send>),
}

impl Freq {
    fn get(&self) -> &dyn CpuFreq {
        match self {
            Freq::Model(m) => m,
            Freq::Board(b) => b.as_ref(),
        }
    }

    fn current_opp(&self) -> Opp {
        let f = self.get();
        f.opps()[f.current()]
    }

    fn set_opp(&mut self, to: usize) -> Result<(), dexmetal_hal::cpufreq::CpuFreqError> {
        match self {
            Freq::Model(m) => m.set_opp(to),
            Freq::Board(b) => b.set_opp(to),
        }
    }

    /// Busy nanoseconds of `dc` cycles run over `dt` of the board clock: the model
    /// scales the cycles by its frequency (QEMU retires instructions at a fixed rate),
    /// real hardware takes the time the clock measured.
    fn busy_ns(&mut self, dc: u64, dt: u64, ns_per_tick_q16: u64) -> u64 {
        match self {
            Freq::Model(m) => m.account(dc),
            Freq::Board(_) => scale_q16(dt, ns_per_tick_q16),
        }
    }
}

/// The board's sensor and what it measured: one sample per governor window, or the
/// sensor's own integral where it samples faster from its interrupt.
struct Measured {
    sensor: Box<dyn PowerSensor + Send>,
    energy: Energy,
    samples: u32,
    errors: u32,
    /// A self-integrating sensor's integral at the last window: picojoules, span.
    mark: Option<(i64, u64)>,
}

impl Measured {
    /// A sample into the integral; its power in microwatts. A sensor that integrates
    /// itself gives instead its mean power since the last call (`None` when it took no
    /// sample since), not one sample of thousands.
    fn sample(&mut self) -> Option<u64> {
        if let Some(i) = self.sensor.integral() {
            let (pj0, ns0) = self
                .mark
                .replace((i.picojoules, i.span_ns))
                .unwrap_or((0, 0));
            let dns = i.span_ns.saturating_sub(ns0);
            // pJ per ns is mW: ×1000 for µW.
            return (dns > 0).then(|| {
                (i128::from(i.picojoules.saturating_sub(pj0).max(0)) * 1000 / i128::from(dns))
                    as u64
            });
        }
        match self.sensor.sample() {
            Ok(s) => {
                self.energy.add(s);
                self.samples += 1;
                Some(s.microwatts().max(0) as u64)
            }
            Err(_) => {
                self.errors += 1;
                None
            }
        }
    }

    /// The run's measured energy so far: microjoules, time covered, samples, failures.
    fn totals(&self) -> (u64, u64, u32, u32) {
        match self.sensor.integral() {
            Some(i) => (i.microjoules(), i.span_ns, i.samples, i.errors),
            None => (
                self.energy.microjoules(),
                self.energy.span_ns(),
                self.samples,
                self.errors,
            ),
        }
    }
}

/// The sensor the `energy` event names, and its rate: `none` and 0 without one.
fn sensor_name(m: Option<&Measured>) -> (&'static str, u32) {
    match m {
        Some(m) => (m.sensor.kind().name(), m.sensor.rate_hz()),
        None => (dexmetal_hal::power_sensor::PowerSensorKind::None.name(), 0),
    }
}

struct Dvfs {
    cpufreq: Freq,
    measured: Option<Measured>,
    governor: Governor,
    fixed_uv: Option<u32>,
    clock: fn() -> u64,
    /// The governor's sampling period in clock ticks.
    period_ticks: u64,
    /// Nanoseconds per clock tick, 16.16 fixed point.
    ns_per_tick_q16: u64,
    /// Modelled power at the current OPP, busy and idle (computed at each switch: the
    /// tick's accounting has no divisions).
    busy_uw: u64,
    idle_uw: u64,
    state: Component,
    /// Board-clock ticks and PMU cycles at the last accounting.
    last_ticks: u64,
    last_cycles: u64,
    /// Femtojoules (µW·ns) per component, and of the collection in progress.
    fj: [u128; 4],
    gc_fj: u128,
    /// Modelled nanoseconds per component.
    ns: [u64; 4],
    /// The governor's sampling window: modelled busy and idle nanoseconds.
    window_busy: u64,
    window_idle: u64,
    window_fj: u128,
    window_start_ticks: u64,
}

static mut DVFS: Option<Dvfs> = None;

fn with<R>(f: impl FnOnce(&mut Dvfs) -> R) -> Option<R> {
    critical_section::with(|_| {
        // SAFETY: inside the critical section (IRQs masked, the cross-core lock held once
        // other cores run), so this is the sole reference.
        unsafe { (*core::ptr::addr_of_mut!(DVFS)).as_mut().map(f) }
    })
}

/// Starts DVFS and energy accounting for the app run under `boot`'s governor
/// (`dexmetal.governor`). `board` is the board's cpufreq driver; without one, the model
/// runs over the OPP table `dexmetal.cpufreq.model` names. The per-component energy is
/// the power model's either way; `sensor`, the board's power sensor, adds what it
/// measured.
pub fn start(
    boot: &crate::BootConfig,
    clock: fn() -> u64,
    clock_hz: u64,
    board: Option<(&'static str, Box<dyn CpuFreq + Send>)>,
    sensor: Option<Box<dyn PowerSensor + Send>>,
) {
    if !crate::pmu::counts_cycles() {
        // Busy time and energy are apportioned by cycles; without them every figure
        // would be a made-up zero.
        telemetry::log(
            "cpufreq: the board's PMU counts no cycles: no DVFS or energy model this run",
        );
        return;
    }
    let kind = boot.governor;
    let (mut cpufreq, fixed_uv, name) = match board {
        Some((name, driver)) => (Freq::Board(driver), None, name),
        None => {
            let t = model_table(boot.cpufreq_model);
            (
                Freq::Model(ModelCpuFreq::new(t.opps, t.latency_us)),
                t.fixed_uv,
                t.name,
            )
        }
    };
    let governor = Governor::new(kind, cpufreq.get().opps());
    let initial = governor.initial(cpufreq.get().opps());
    if cpufreq.set_opp(initial).is_err() {
        telemetry::log("cpufreq: the board's driver refused the initial OPP");
    }
    let now = clock();
    let mut d = Dvfs {
        cpufreq,
        measured: sensor.map(|sensor| Measured {
            sensor,
            energy: Energy::default(),
            samples: 0,
            errors: 0,
            mark: None,
        }),
        governor,
        fixed_uv,
        clock,
        ns_per_tick_q16: (1_000_000_000u64 << 16) / clock_hz.max(1),
        period_ticks: clock_hz.max(1) * u64::from(governor::SAMPLING_RATE_MS) / 1000,
        busy_uw: 0,
        idle_uw: 0,
        state: Component::Interp,
        last_ticks: now,
        last_cycles: crate::pmu::cycles(),
        fj: [0; 4],
        gc_fj: 0,
        ns: [0; 4],
        window_busy: 0,
        window_idle: 0,
        window_fj: 0,
        window_start_ticks: now,
    };
    d.reprice();
    if let Some(m) = d.measured.as_mut() {
        // The first point of the integral.
        m.sample();
    }
    let opp = d.cpufreq.current_opp();
    telemetry::cpufreq(
        kind.name(),
        name,
        d.cpufreq.get().is_model(),
        opp.khz,
        d.voltage(opp),
    );
    critical_section::with(|_| {
        // SAFETY: IRQs masked; set once per app run before any hook uses it.
        unsafe { *core::ptr::addr_of_mut!(DVFS) = Some(d) };
    });
}

impl Dvfs {
    fn voltage(&self, opp: Opp) -> u32 {
        opp.microvolts.or(self.fixed_uv).unwrap_or(MODEL_DEFAULT_UV)
    }

    /// The model's power at the current OPP, busy and idle; the sensor learns the rail
    /// voltage where the OPP table knows it (a frequency-only table leaves the sensor
    /// with the voltage its board gave it).
    fn reprice(&mut self) {
        let opp = self.cpufreq.current_opp();
        let uv = self.voltage(opp);
        if let (Some(m), Some(rail)) = (self.measured.as_mut(), opp.microvolts) {
            m.sensor.set_rail_microvolts(rail);
        }
        self.busy_uw = MODEL.microwatts(uv, opp.khz, 1000);
        self.idle_uw = MODEL.microwatts(uv, opp.khz, IDLE_ACTIVITY);
    }

    /// Closes the interval since the last accounting: its modelled time and energy go
    /// to the component the CPU was in. No divisions: it runs on every tick.
    fn account(&mut self) {
        let (now, cycles) = ((self.clock)(), crate::pmu::cycles());
        let dt_ticks = now.saturating_sub(self.last_ticks);
        let dc = cycles.saturating_sub(self.last_cycles);
        self.last_ticks = now;
        self.last_cycles = cycles;
        let (ns, uw) = if self.state == Component::Idle {
            // Idle lasts what the timer says, whatever the frequency.
            let ns = scale_q16(dt_ticks, self.ns_per_tick_q16);
            self.window_idle += ns;
            (ns, self.idle_uw)
        } else {
            let ns = self.cpufreq.busy_ns(dc, dt_ticks, self.ns_per_tick_q16);
            self.window_busy += ns;
            (ns, self.busy_uw)
        };
        // A 64-bit product unless the interval is very long (µW < 2^22, ns < 2^42).
        let fj = match uw.checked_mul(ns) {
            Some(p) => u128::from(p),
            None => u128::from(uw) * u128::from(ns),
        };
        self.fj[self.state as usize] += fj;
        self.ns[self.state as usize] += ns;
        self.window_fj += fj;
        if self.state == Component::Gc {
            self.gc_fj += fj;
        }
    }

    fn switch(&mut self, to: Option<usize>) {
        let Some(to) = to else { return };
        if to == self.cpufreq.get().current() {
            return;
        }
        self.account();
        if self.cpufreq.set_opp(to).is_ok() {
            self.reprice();
            let opp = self.cpufreq.get().opps()[to];
            telemetry::opp(
                to as u32,
                opp.khz,
                self.voltage(opp),
                self.cpufreq.get().transitions(),
                self.cpufreq.get().is_model(),
            );
        }
    }
}

/// The CPU changes what it is doing (idle, GC work, back to the interpreter).
pub fn set_state(c: Component) {
    with(|d| {
        if d.state != c {
            d.account();
            d.state = c;
        }
    });
}

/// What the CPU does now.
pub fn state() -> Option<Component> {
    with(|d| d.state)
}

/// A collection crossed a phase boundary: gc-aware may switch OPP.
pub fn gc_phase(phase: dexmetal_vm::heap::collect::GcPhase) {
    use dexmetal_vm::heap::collect::GcPhase as P;
    let g = match phase {
        P::MarkStart => governor::GcPhase::MarkStart,
        P::MarkEnd => governor::GcPhase::MarkEnd,
        P::SweepStart => governor::GcPhase::SweepStart,
        P::SweepEnd => governor::GcPhase::SweepEnd,
    };
    let khz = with(|d| {
        let to = d.governor.on_gc_phase(d.cpufreq.get().opps(), g);
        d.switch(to);
        d.cpufreq.current_opp().khz
    });
    if let Some(khz) = khz {
        telemetry::gc_phase(phase.name(), khz);
    }
}

/// The energy of the collection that just ended (microjoules), and a fresh count.
pub fn take_gc_energy() -> Option<u64> {
    with(|d| {
        d.account();
        (core::mem::take(&mut d.gc_fj) / 1_000_000_000) as u64
    })
}

/// The operating point the CPU runs at, for `dexmetal.Board` (crate::board_natives).
#[derive(Clone, Copy, Debug)]
pub struct OppNow {
    pub khz: u32,
    /// The table's voltage, or the model's fixed supply; `None` where a board's
    /// frequency-only table leaves it to the firmware (the power model's guess is no
    /// reading of the board's).
    pub microvolts: Option<u32>,
    /// The cpufreq is the model's, not the board's driver.
    pub model: bool,
}

/// The current operating point; `None` when no DVFS runs (no app run, or no cycles).
pub fn opp() -> Option<OppNow> {
    with(|d| {
        let opp = d.cpufreq.current_opp();
        OppNow {
            khz: opp.khz,
            microvolts: opp.microvolts.or(d.fixed_uv),
            model: d.cpufreq.get().is_model(),
        }
    })
}

/// Energy of the app run so far, for `dexmetal.Board`.
#[derive(Clone, Copy, Debug)]
pub struct EnergySoFar {
    pub microjoules: u64,
    /// From the power model, not the board's sensor.
    pub model: bool,
}

/// The app run's energy up to now: the sensor's integral with a sample taken now (the
/// governor's samples are up to 50 ms old, longer than a phase an app may measure), or
/// the model's total accounted up to now. `None` when no accounting runs.
pub fn energy_so_far() -> Option<EnergySoFar> {
    with(|d| match d.measured.as_mut() {
        Some(m) => {
            // A failed sample leaves the integral at the last good one; a sensor that
            // integrates itself is at most one sample period behind.
            if m.sensor.integral().is_none() {
                m.sample();
            }
            EnergySoFar {
                microjoules: m.totals().0,
                model: false,
            }
        }
        None => {
            d.account();
            let fj: u128 = d.fj.iter().sum();
            EnergySoFar {
                microjoules: (fj / 1_000_000_000) as u64,
                model: true,
            }
        }
    })
}

/// Whether [`energy_so_far`] is the model's (no sensor), without taking a sample.
pub fn energy_modelled() -> Option<bool> {
    with(|d| d.measured.is_none())
}

/// The timer tick: every sampling period, closes the power window and lets the
/// governor decide.
pub fn on_tick() {
    let sample = with(|d| {
        // Energy is attributed at every state change; the tick only closes the
        // governor's sampling window, so in between it costs a clock read.
        if (d.clock)().saturating_sub(d.window_start_ticks) < d.period_ticks {
            return None;
        }
        d.account();
        let now = d.last_ticks;
        let (busy, idle) = (d.window_busy, d.window_idle);
        let window = busy + idle;
        // Once per 50 ms: a division is affordable here.
        let uw = (d.window_fj / u128::from(window.max(1))) as u64;
        let to = d.governor.on_sample(d.cpufreq.get().opps(), busy, window);
        d.window_busy = 0;
        d.window_idle = 0;
        d.window_fj = 0;
        d.window_start_ticks = now;
        let load = (busy * 100).checked_div(window).unwrap_or(0) as u32;
        d.switch(to);
        // A sensor's sample where the board has one (a failed sample falls back to the
        // model, and says so); the model's window mean otherwise.
        let (uw, model) = match d.measured.as_mut().and_then(Measured::sample) {
            Some(measured) => (measured, false),
            None => (uw, true),
        };
        Some((uw, load, d.cpufreq.current_opp().khz, model))
    })
    .flatten();
    if let Some((uw, load, khz, model)) = sample {
        telemetry::power(uw, load, khz, model);
    }
}

/// Ends the run's accounting and reports the energy.
pub fn finish() {
    let Some(mut d) = critical_section::with(|_| {
        // SAFETY: IRQs masked; the accounting ends here.
        unsafe { (*core::ptr::addr_of_mut!(DVFS)).take() }
    }) else {
        return;
    };
    let (sensor, sensor_hz) = sensor_name(d.measured.as_ref());
    if let Some(mut m) = d.measured.take() {
        if m.sensor.integral().is_none() {
            m.sample();
        }
        let (uj, span_ns, samples, errors) = m.totals();
        let mean_uw = (u128::from(uj) * 1_000_000_000 / u128::from(span_ns.max(1))) as u64;
        // Dropping the sensor stops its interrupt before the report goes out.
        drop(m);
        telemetry::sensor_energy(uj, mean_uw, samples, errors, span_ns / 1000);
    }
    d.account();
    let uj = |fj: u128| (fj / 1_000_000_000) as u64;
    let total: u128 = d.fj.iter().sum();
    let ns: u64 = d.ns.iter().sum();
    let mean_uw = (total / u128::from(ns.max(1))) as u64;
    telemetry::energy(
        uj(total),
        mean_uw,
        uj(d.fj[Component::Gc as usize]),
        uj(d.fj[Component::Interp as usize]),
        uj(d.fj[Component::Idle as usize]),
        uj(d.fj[Component::Other as usize]),
        ns / 1000,
        d.governor.kind().name(),
        d.cpufreq.get().transitions(),
        true,
        sensor,
        sensor_hz,
    );
}
