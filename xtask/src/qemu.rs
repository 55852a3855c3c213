//! Booting an image under qemu-system-arm and decoding its serial console live.
//! Through U-Boot (`-bios u-boot.bin`, our environment in pflash bank 1, `qfw load`
//! then `bootz` or `bootm`) or directly (`-kernel uImage`). A wall-clock timeout kills
//! a hung guest and the run is reported as hung, never waited on forever.

use crate::image::{self, Board, Images};
use anyhow::{Context, Result};
use dexmetal_decoder::{report, Event, Item, Telemetry};
use dexmetal_launch::bootargs::{CommandLine, HistoryImage};
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How the image gets control.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boot {
    /// U-Boot loads the zImage and runs `bootz`.
    Bootz,
    /// U-Boot loads the uImage and runs `bootm`.
    Bootm,
    /// QEMU's own loader starts the uImage; no U-Boot.
    Direct,
}

pub struct RunOptions {
    pub boot: Boot,
    /// Extra kernel command-line words.
    pub bootargs: String,
    pub initrd: Option<PathBuf>,
    pub timeout: Duration,
    pub verbose: bool,
    /// Print text and events as they arrive.
    pub live: bool,
    /// Deterministic instruction counting (`-icount shift=0`).
    pub icount: bool,
    /// Guest RAM in MiB (U-Boot boots need 128: its environment loads the initrd at
    /// 64 MiB into RAM).
    pub mem_mib: u32,
    /// The pflash bank-1 file whose Dimmunix history persists across runs (and across
    /// the reboot within one); `None`: a scratch flash with an empty history for U-Boot
    /// boots, and no flash at all for direct boots.
    pub flash: Option<PathBuf>,
    /// Erase the kept flash's history first.
    pub fresh_history: bool,
    /// Attach the pflash read-only: QEMU then fails every erase and program with the
    /// CFI status error bits, the fault a worn or write-protected part gives.
    pub flash_read_only: bool,
    /// A Dimmunix history file put into RAM at [`history_image_addr`] and named on the
    /// command line (`dexmetal.dimmunix.image`): what U-Boot's `load` does for a board
    /// without a flash store. QEMU's generic loader stands in for it. A file that does
    /// not exist yet starts the run with an empty history kept by the host.
    pub history_image: Option<PathBuf>,
    /// The console on a pseudo-terminal instead of stdout, QEMU paused until `cont` on
    /// its monitor (stdin): how `xtask monitor` is tested against a real tty.
    pub serial_pty: bool,
}

/// Where a host-kept history image goes in RAM: 48 MiB in, on qemu-virt U-Boot's free
/// window between `uimage_addr_r` (RAM + 32 MiB) and `ramdisk_addr_r` (RAM + 64 MiB),
/// which neither bootz nor bootm uses for images under 16 MiB; every board's image is
/// linked 4 MiB in and stays far below it.
pub fn history_image_addr(board: &Board) -> u64 {
    board.ram_base + 0x0300_0000
}

impl Default for RunOptions {
    fn default() -> Self {
        Self {
            boot: Boot::Bootz,
            bootargs: String::new(),
            initrd: None,
            timeout: Duration::from_secs(60),
            verbose: false,
            live: false,
            icount: false,
            mem_mib: 128,
            flash: None,
            fresh_history: false,
            flash_read_only: false,
            history_image: None,
            serial_pty: false,
        }
    }
}

pub struct RunResult {
    pub items: Vec<Item>,
    pub raw: Vec<u8>,
    pub timed_out: bool,
    pub qemu_status: Option<i32>,
    pub qemu_stderr: String,
    pub elapsed: Duration,
}

impl RunResult {
    pub fn events(&self) -> Vec<Event> {
        self.items
            .iter()
            .filter_map(|i| {
                if let Item::Event(e) = i {
                    Some(e.clone())
                } else {
                    None
                }
            })
            .collect()
    }

    /// What the application wrote to `fd` (1 = stdout, 2 = stderr).
    pub fn app_output(&self, fd: u64) -> Vec<u8> {
        self.events()
            .iter()
            .filter(|e| e.kind == "out" && e.num("fd") == Some(fd))
            .filter_map(|e| e.bytes("bytes"))
            .flatten()
            .collect()
    }

    pub fn text(&self) -> Vec<&str> {
        self.items
            .iter()
            .filter_map(|i| {
                if let Item::Text(t) = i {
                    Some(t.as_str())
                } else {
                    None
                }
            })
            .collect()
    }

    /// The run's outcome as a process exit status: the runtime's own status, 124 for
    /// a hang, 1 when the runtime never reported one.
    pub fn status(&self) -> (i32, String) {
        if self.timed_out {
            return (
                124,
                format!(
                    "HUNG: no power-off within {:.0?}; QEMU was killed",
                    self.elapsed
                ),
            );
        }
        match report::exit_status(&self.events()) {
            Some(s) => {
                let mut note = format!("runtime exit status {s}");
                if let Some(why) = report::self_test_failure(&self.events()) {
                    note.push_str(&format!(": {why}"));
                }
                if let Some(q) = self.qemu_status {
                    if q != s as i32 {
                        note.push_str(&format!(" (but QEMU exited {q})"));
                        return (if s == 0 { 1 } else { s as i32 }, note);
                    }
                }
                (s as i32, note)
            }
            None => (
                1,
                format!(
                    "the runtime ended without reporting an exit status (QEMU status {:?})",
                    self.qemu_status
                ),
            ),
        }
    }
}

/// The kernel command line of a run: the board's console, then `opts.bootargs` with what
/// this harness tells the runtime about QEMU: it answers semihosting, counts instructions
/// under -icount (TCG counts them only then), and holds `history`, a host-kept Dimmunix
/// history, in RAM. Words of `opts.bootargs` the runtime cannot read go through as given.
fn kernel_command_line(board: &Board, opts: &RunOptions, history: Option<HistoryImage>) -> String {
    let mut line = CommandLine::parse(&format!("console={}", board.console));
    line.merge(&opts.bootargs);
    let c = &mut line.config;
    c.semihosting = true;
    c.qemu_icount |= opts.icount;
    if history.is_some() {
        c.dimmunix_image = history;
    }
    line.to_string()
}

/// The QEMU command line for a run.
pub fn command(board: &Board, images: &Images, opts: &RunOptions) -> Result<Command> {
    let how = match opts.boot {
        Boot::Bootz => "bootz",
        Boot::Bootm => "bootm",
        Boot::Direct => "direct",
    };
    if !board.boots(how) {
        anyhow::bail!(
            "board {} cannot boot under QEMU by {how} (it boots by: {})",
            board.name,
            if board.qemu.is_empty() {
                "none: it has no QEMU machine".to_string()
            } else {
                board.boots.join(", ")
            }
        );
    }
    let mut c = Command::new(dexmetal_tools::QEMU_SYSTEM_ARM.find()?);
    // As many cores as the run asks for (dexmetal.cores) and the board has; the runtime
    // starts them (and says so when it was asked for more).
    let cores = CommandLine::parse(&opts.bootargs)
        .config
        .cores
        .get()
        .min(board.cores);
    c.args(board.qemu).arg("-smp").arg(cores.to_string());
    c.arg("-m").arg(format!("{}M", opts.mem_mib));
    c.args(["-nic", "none", "-display", "none"]);
    if opts.serial_pty {
        // Paused until the reader has the pty open (the monitor's `cont`), so nothing
        // the guest writes is lost; QEMU names the pty on the monitor.
        c.args(["-serial", "pty", "-monitor", "stdio", "-S"]);
    } else {
        c.args(["-monitor", "none", "-serial", "stdio"]);
    }
    c.args(["-semihosting-config", "enable=on,target=native"]);
    if opts.icount {
        c.args(["-icount", "shift=0,align=off,sleep=off"]);
    }
    let history = match opts.history_image.as_ref().filter(|h| h.exists()) {
        Some(h) => {
            let len = std::fs::metadata(h)
                .with_context(|| format!("history image {}", h.display()))?
                .len();
            let addr = history_image_addr(board);
            c.arg("-device").arg(format!(
                "loader,file={},addr={addr:#x},force-raw=on",
                h.display()
            ));
            Some(HistoryImage { addr, len })
        }
        // The host keeps the history but has none yet: the board's store stays unused.
        None if opts.history_image.is_some() => Some(HistoryImage { addr: 0, len: 0 }),
        None => None,
    };
    let bootargs = kernel_command_line(board, opts, history);
    let rd = if opts.initrd.is_some() {
        "${ramdisk_addr_r}:${filesize}"
    } else {
        "-"
    };
    let read_only = if opts.flash_read_only {
        ",readonly=on"
    } else {
        ""
    };
    let pflash = |c: &mut Command, f: &std::path::Path| {
        c.arg("-drive").arg(format!(
            "if=pflash,format=raw,index=1,file={}{read_only}",
            f.display()
        ));
    };
    match opts.boot {
        Boot::Direct => {
            c.arg("-kernel")
                .arg(&images.uimage)
                .args(["-append", &bootargs]);
            if let Some(keep) = &opts.flash {
                let f =
                    image::flash_image(board, Some(keep), None, opts.fresh_history, opts.verbose)?;
                pflash(&mut c, &f);
            }
        }
        Boot::Bootz | Boot::Bootm => {
            let bootcmd = if opts.boot == Boot::Bootz {
                format!("qfw load ${{kernel_addr_r}} ${{ramdisk_addr_r}}; bootz ${{kernel_addr_r}} {rd} ${{fdtcontroladdr}}")
            } else {
                format!("qfw load ${{uimage_addr_r}} ${{ramdisk_addr_r}}; bootm ${{uimage_addr_r}} {rd} ${{fdtcontroladdr}}")
            };
            let flash = image::flash_image(
                board,
                opts.flash.as_deref(),
                Some((&bootcmd, &bootargs)),
                opts.fresh_history,
                opts.verbose,
            )?;
            c.arg("-bios").arg(dexmetal_tools::UBOOT_QEMU_ARM.find()?);
            pflash(&mut c, &flash);
            let kernel = if opts.boot == Boot::Bootz {
                &images.zimage
            } else {
                &images.uimage
            };
            c.arg("-kernel").arg(kernel);
        }
    }
    if let Some(rd) = &opts.initrd {
        c.arg("-initrd").arg(rd);
    }
    Ok(c)
}

/// A serial stream being decoded, for `run` and `monitor` alike: its raw bytes and
/// items, each item shown as it arrives when `live`.
pub struct Capture<'t> {
    decoder: dexmetal_decoder::Decoder<'t>,
    raw: Vec<u8>,
    items: Vec<Item>,
    live: bool,
}

impl<'t> Capture<'t> {
    pub fn new(telemetry: &'t Telemetry, live: bool) -> Self {
        Self {
            decoder: telemetry.decoder(),
            raw: Vec::new(),
            items: Vec::new(),
            live,
        }
    }

    /// Takes a chunk of the stream; whether it carried the runtime's `exit` event.
    pub fn feed(&mut self, chunk: &[u8]) -> bool {
        self.raw.extend_from_slice(chunk);
        let new = self.decoder.feed(chunk);
        self.keep(new)
    }

    /// The stream ended: decodes what is left; (items, raw bytes).
    pub fn finish(mut self) -> (Vec<Item>, Vec<u8>) {
        let tail = self.decoder.finish();
        self.keep(tail);
        (self.items, self.raw)
    }

    fn keep(&mut self, new: Vec<Item>) -> bool {
        if self.live {
            new.iter().for_each(print_item);
        }
        let exit = new
            .iter()
            .any(|i| matches!(i, Item::Event(e) if e.kind == "exit"));
        self.items.extend(new);
        exit
    }
}

/// Boots and decodes until power-off or the timeout.
pub fn run(
    board: &Board,
    images: &Images,
    telemetry: &Telemetry,
    opts: &RunOptions,
) -> Result<RunResult> {
    let mut cmd = command(board, images, opts)?;
    if opts.verbose {
        eprintln!("+ {cmd:?}");
    }
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .context("starting qemu-system-arm (run `cargo xtask setup`)")?;
    let mut stdout = child.stdout.take().context("qemu stdout")?;
    let mut stderr = child.stderr.take().context("qemu stderr")?;
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stderr.read_to_string(&mut s);
        s
    });

    let start = Instant::now();
    let deadline = start + opts.timeout;
    let mut capture = Capture::new(telemetry, opts.live);
    let mut timed_out = false;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(chunk) => {
                // Power-off follows the exit event: read on until QEMU is gone.
                capture.feed(&chunk);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                timed_out = true;
                let _ = child.kill();
                break;
            }
        }
    }
    let (items, raw) = capture.finish();
    let status = child.wait().context("waiting for qemu")?;
    let _ = reader.join();
    let qemu_stderr = err_reader.join().unwrap_or_default();
    Ok(RunResult {
        items,
        raw,
        timed_out,
        qemu_status: if timed_out { None } else { status.code() },
        qemu_stderr,
        elapsed: start.elapsed(),
    })
}

/// How `run` shows an item live.
pub fn print_item(item: &Item) {
    match item {
        Item::Text(t) => println!("{t}"),
        Item::Event(e) if e.kind == "out" => {
            // Application output: shown as the program wrote it.
            use std::io::Write;
            let bytes = e
                .bytes("bytes")
                .unwrap_or_else(|| e.message.clone().into_bytes());
            if e.num("fd") == Some(2) {
                let _ = std::io::stderr().write_all(&bytes);
            } else {
                let _ = std::io::stdout().write_all(&bytes);
                let _ = std::io::stdout().flush();
            }
        }
        Item::Event(e) => {
            println!("[{}] {}", e.level, e.message);
            // As logcat shows a collection on a phone.
            if let Some(g) = dexmetal_decoder::GcRecord::from_event(e) {
                println!("D/dalvikvm: {}", g.log_line());
            }
        }
        Item::Malformed { offset, reason } => println!("[telemetry] {reason} at byte {offset}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dexmetal_launch::bootargs::BootConfig;

    #[test]
    fn the_kernel_command_line_says_what_qemu_does() {
        let board = image::board("qemu-virt").unwrap();
        let opts = RunOptions {
            bootargs: "quiet dexmetal.gc=g1 dexmetal.sched.hz=100".into(),
            icount: true,
            ..Default::default()
        };
        let image = HistoryImage {
            addr: history_image_addr(board),
            len: 0x20,
        };
        let line = kernel_command_line(board, &opts, Some(image));
        assert!(
            line.starts_with(&format!("console={} quiet ", board.console)),
            "{line}"
        );
        // The unreadable collector goes through for the board to report.
        assert!(line.ends_with(" dexmetal.gc=g1"), "{line}");
        let (c, problems) = BootConfig::parse(&line);
        assert!(c.semihosting && c.qemu_icount);
        assert_eq!((c.sched_hz.get(), c.dimmunix_image), (100, Some(image)));
        assert_eq!(problems.iter().count(), 1);
        let plain = kernel_command_line(board, &RunOptions::default(), None);
        let (c, problems) = BootConfig::parse(&plain);
        assert!(c.semihosting && !c.qemu_icount && c.dimmunix_image.is_none());
        assert!(problems.is_empty());
    }
}
