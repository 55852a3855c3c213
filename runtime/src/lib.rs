//! The board-independent dexmetal runtime for ARMv7-A. A board crate supplies its
//! drivers (through the `dexmetal-hal` traits) and memory map; this crate owns what
//! every board does the same way: the zImage header and entry (`boot`), exception
//! vectors and decoded fault reports (`exceptions`), the panic path, the kernel heap,
//! interrupt dispatch and the boot sequence that ends in a telemetry `ready` event. The
//! kernel command line is parsed once there into a [`BootConfig`] (dexmetal-launch's boot
//! keys), which every part of the runtime and the board take their options from.
#![no_std]

extern crate alloc;

pub mod app;
pub mod board_natives;
pub mod boot;
pub mod dvfs;
pub mod exceptions;
pub mod heap;
pub mod irq;
pub mod platform;
pub mod pmu;
pub mod profile;
pub mod selftest;
pub mod sink;
pub mod smp;
pub mod threads;

pub use dexmetal_launch::bootargs::BootConfig;
pub use platform::{Board, BoardInfo};

use core::ops::Range;
use dexmetal_hal::arch::armv7::{cpu, mmu};
use dexmetal_hal::bootinfo::{self, BootInfo};
use dexmetal_hal::Console;
use dexmetal_telemetry as telemetry;

/// The first-level translation table (16 KiB, in .bss).
pub(crate) static mut TRANSLATION_TABLE: cpu::L1Table =
    cpu::L1Table([mmu::L1Section::FAULT; mmu::NUM_L1_PAGE_TABLE_ENTRIES]);

/// Timer tick rate of the boot-time tick check, and how many ticks it waits for.
const TICK_CHECK_HZ: u32 = 1000;
const TICK_CHECK_COUNT: u32 = 10;

/// What the application entry point gets: the boot parameters.
pub struct BootContext {
    pub board: &'static dyn Board,
    pub info: BootInfo<'static>,
    /// The kernel command line's configuration.
    pub config: BootConfig,
    /// The initrd's bytes, if the bootloader loaded one.
    pub initrd: Option<&'static [u8]>,
}

/// Boots the runtime on `board` and runs `app`, whose return value is the exit
/// status. Never returns: the run ends in power-off.
pub fn start<C: Console + Send + 'static>(
    board: &'static dyn Board,
    console: &'static mut C,
    irq_drivers: fn() -> irq::IrqDrivers,
    app: fn(&BootContext) -> u32,
) -> ! {
    platform::register(board);
    // Plain text first, then a frame delimiter, so the host decoder knows where the
    // defmt stream begins even after U-Boot's output.
    console.write_bytes(b"\r\n");
    console.write_bytes(telemetry::STREAM_MARKER.as_bytes());
    console.write_bytes(b"\r\n");
    sink::init(console, board.info().clock);

    let info = match read_boot_info() {
        Ok(info) => info,
        Err(e) => {
            telemetry::log("boot: unusable boot parameters (device tree or ATAGS)");
            telemetry::log(match e {
                bootinfo::BootInfoError::NoDtb => "no device tree passed in r2",
                bootinfo::BootInfoError::BadMagic(_) => "device tree magic is wrong",
                bootinfo::BootInfoError::BadSize(_) => "device tree size is implausible",
                bootinfo::BootInfoError::Malformed => "device tree is malformed",
                bootinfo::BootInfoError::BadStructure(_) => {
                    "device tree structure is malformed (it breaks the format)"
                }
                bootinfo::BootInfoError::NoMemory => "boot parameters name no RAM",
                bootinfo::BootInfoError::BadAtags(_) => "ATAGS list is broken",
            });
            platform::exit(telemetry::status::BOOT_ERROR)
        }
    };
    let Some(bank) = info.first_bank() else {
        platform::exit(telemetry::status::BOOT_ERROR)
    };
    // Parsing allocates nothing: the heap is not up yet.
    let (config, problems) = BootConfig::parse(info.bootargs);
    board.configure(&config);
    sink::configure(config.telemetry);

    enable_mmu(board, &info);
    let heap = init_heap(bank.clone(), &info, &config);
    irq::install(irq_drivers());

    let midr = cpu::midr();
    let initrd = info.initrd.clone().unwrap_or(0..0);
    telemetry::boot(
        board.info().name,
        midr,
        dexmetal_hal::arch::armv7::core_name(midr),
        bank.start as u32,
        info.ram_bytes() as u32,
        boot::dtb_address() as u32,
        info.source,
        info.bootargs,
        initrd.start as u32,
        (initrd.end - initrd.start) as u32,
    );
    // Every unknown key or malformed value, right after the command line it came from;
    // the default runs.
    for p in problems {
        telemetry::log(&alloc::format!("{p}"));
    }
    let c = cpu::cache_state();
    telemetry::cpu(
        c.sctlr,
        c.mmu,
        c.dcache,
        c.icache,
        c.branch_prediction,
        vfp_enabled(),
        if cfg!(target_abi = "eabihf") {
            "hard"
        } else {
            "soft"
        },
        java_fpscr(),
        cpu::pmcr(),
        if cfg!(target_feature = "thumb-mode") {
            "thumb2"
        } else {
            "arm"
        },
    );
    let timer_hz = irq::with_drivers(|d| d.timer.frequency_hz()).unwrap_or(0) as u32;
    pmu::init(info.pmu_irq, board.pmu_events());
    let boot_cycles = pmu::cycles();
    telemetry::ready(
        boot_cycles,
        timer_hz,
        heap.start as u32,
        (heap.end - heap.start) as u32,
        boot::image_file_bytes() as u32,
    );

    if let Some(test) = config.test {
        selftest::run(test);
    }
    if !selftest::tick_check(TICK_CHECK_HZ, TICK_CHECK_COUNT) {
        // The figures are in the tick_check event just sent; this names the check.
        telemetry::log("self-test tick-check failed: see its tick_check figures");
        platform::exit(telemetry::status::SELF_TEST_FAILED);
    }
    smp::start(board, &info, config.cores.get() as usize);
    if config.test == Some(dexmetal_launch::bootargs::SelfTest::SecondaryFault) {
        selftest::secondary_fault();
    }

    let initrd_bytes = info.initrd.clone().map(|r| {
        // SAFETY: the bootloader loaded the initrd there; the heap excludes it.
        unsafe {
            core::slice::from_raw_parts(r.start as usize as *const u8, (r.end - r.start) as usize)
        }
    });
    let ctx = BootContext {
        board,
        info,
        config,
        initrd: initrd_bytes,
    };
    platform::exit(app(&ctx))
}

fn read_boot_info() -> Result<BootInfo<'static>, bootinfo::BootInfoError> {
    let addr = boot::dtb_address();
    if addr == 0 {
        return Err(bootinfo::BootInfoError::NoDtb);
    }
    // SAFETY: r2 at entry pointed at the DTB or the ATAGS list, both at least 8
    // bytes; the magic is checked before a size is trusted.
    let header = unsafe { core::slice::from_raw_parts(addr as *const u8, 8) };
    let word =
        |i: usize| u32::from_le_bytes([header[i], header[i + 1], header[i + 2], header[i + 3]]);
    if dexmetal_hal::atags::is_atags(word(0), word(4)) {
        // SAFETY: each tag's size word says where the next one starts; the walk stops
        // at ATAG_NONE or 16 KiB, inside the RAM the bootloader put the list in.
        let len = dexmetal_hal::atags::list_len(|i| unsafe {
            core::ptr::read_volatile((addr as *const u32).add(i))
        })?;
        // SAFETY: the list is `len` bytes long and never freed.
        let list = unsafe { core::slice::from_raw_parts(addr as *const u8, len as usize) };
        return dexmetal_hal::atags::parse(list);
    }
    let size = bootinfo::dtb_total_size(header)?;
    // SAFETY: the header says the blob is `size` bytes long; it is never freed.
    let dtb = unsafe { core::slice::from_raw_parts(addr as *const u8, size as usize) };
    bootinfo::parse(dtb)
}

fn enable_mmu(board: &dyn Board, info: &BootInfo<'_>) {
    let mut regions = [mmu::Region {
        start: 0,
        size: 0,
        kind: mmu::MemKind::Ram,
    }; 16];
    let mut n = 0;
    for r in board
        .info()
        .mmio
        .iter()
        .copied()
        .chain(info.ram.iter().flatten().map(|b| mmu::Region {
            start: b.start,
            size: b.end - b.start,
            kind: mmu::MemKind::Ram,
        }))
    {
        if n < regions.len() {
            regions[n] = r;
            n += 1;
        }
    }
    // SAFETY: single-threaded boot; the table is only written here, before use.
    let table = unsafe { &mut *core::ptr::addr_of_mut!(TRANSLATION_TABLE) };
    if let Err(e) = mmu::build_identity_map(&mut table.0, &regions[..n]) {
        telemetry::log(match e {
            mmu::MapError::OutOfRange(_) => "mmu: region above 4 GiB",
            mmu::MapError::Overlap(_) => "mmu: board regions overlap",
        });
        platform::exit(telemetry::status::BOOT_ERROR);
    }
    // SAFETY: the map covers RAM (code, data, stacks, DTB) and the board's MMIO.
    unsafe { cpu::enable_mmu(&*core::ptr::addr_of!(TRANSLATION_TABLE)) };
}

fn init_heap(bank: Range<u64>, info: &BootInfo<'_>, config: &BootConfig) -> Range<u64> {
    let image = boot::footprint();
    let dtb = boot::dtb_address() as u64;
    let mut reserved = [
        image.start as u64..image.end as u64,
        dtb..dtb + u64::from(info.dtb_size),
        0..0,
        app::history_image(config).unwrap_or(0..0),
    ];
    if let Some(r) = info.initrd.clone() {
        reserved[2] = r;
    }
    let Some(free) = dexmetal_hal::memmap::largest_free(bank, &reserved, 4096) else {
        telemetry::log("heap: no free RAM");
        platform::exit(telemetry::status::BOOT_ERROR)
    };
    // SAFETY: `free` is RAM outside the image, the DTB and the initrd.
    unsafe { heap::init(free.start as usize, (free.end - free.start) as usize) };
    free
}

/// Puts the VFP in the mode Java's float semantics need (JLS §4.2.4: IEEE 754 round to
/// nearest, gradual underflow): FPSCR = 0 clears flush-to-zero and default-NaN, which
/// firmware may leave set (the "RunFast" mode), and selects round to nearest. Returns
/// what FPSCR then reads.
pub(crate) fn java_fpscr() -> u32 {
    let fpscr: u32;
    // SAFETY: FPSCR only controls rounding, exceptions and flush modes of VFP code;
    // aarch32-rt enabled CP10/11 access before main, and no float operation is in flight.
    unsafe {
        core::arch::asm!(
            ".fpu vfpv3",
            "vmsr fpscr, {0}",
            "vmrs {1}, fpscr",
            in(reg) 0u32,
            out(reg) fpscr,
            options(nomem, nostack)
        )
    };
    fpscr
}

fn vfp_enabled() -> bool {
    let fpexc: u32;
    // SAFETY: reading FPEXC has no side effects; aarch32-rt enabled CP10/11 access.
    unsafe { core::arch::asm!("vmrs {0}, fpexc", out(reg) fpexc, options(nomem, nostack)) };
    fpexc & (1 << 30) != 0
}
