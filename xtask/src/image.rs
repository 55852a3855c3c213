//! Building boot images: the runtime ELF for a board, flattened into a raw binary
//! (whose first 0x40 bytes are the zImage header, so it doubles as the `bootz`
//! image), a uImage wrapped by `mkimage` for `bootm` and QEMU's direct loader, and
//! U-Boot's environment as a pflash image built by `mkenvimage`, beside Dimmunix's
//! history, which a kept flash file carries from run to run.

use anyhow::{bail, Context, Result};
use object::{Object, ObjectSegment};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A board the xtask can build and boot: the `[package.metadata.dexmetal]` table of a
/// board crate, the one place a board's build and boot facts live. Every workspace
/// member under `boards/` that has the table is a board; nothing here lists them.
#[derive(Debug)]
pub struct Board {
    pub name: &'static str,
    pub package: &'static str,
    /// Link (and load) address of the image.
    pub load_addr: u32,
    /// Where RAM starts as the bootloader sees it (QEMU's loader puts its boot data there).
    pub ram_base: u64,
    /// The console device Linux would name (`console=` on the command line).
    pub console: &'static str,
    /// QEMU's machine arguments (`-M ... -cpu ...`); empty for silicon-only boards.
    pub qemu: &'static [&'static str],
    /// How QEMU can start it: `bootz`/`bootm` through U-Boot, `direct` by QEMU's loader.
    pub boots: &'static [&'static str],
    /// Whether Dimmunix's history persists on the board (qemu-virt's pflash bank 1);
    /// otherwise the host keeps it and hands it back at boot.
    pub pflash_history: bool,
    /// The events its profiler can sample on (`dexmetal.profile.event`); empty where it
    /// has no sampling source.
    pub profile_events: &'static [&'static str],
    /// Cores the runtime can run on (`cargo xtask run --cores` at most this).
    pub cores: u32,
    /// The board boots from an SD card's FAT partition: `build` also writes boot.scr
    /// and the app payload there (the BeagleBoard).
    pub sd_card: bool,
    /// The board's bootloader is LK: `build` also writes an Android boot.img whose
    /// kernel is the image with a device tree appended (the DragonBoard APQ8074).
    pub boot_img: Option<BootImg>,
}

/// A board's `[package.metadata.dexmetal.boot-img]`: the Android boot image its LK
/// takes and the device tree appended to the kernel, the ids LK matches its tree by
/// included. The board crate owns these facts (its docs/boards page cites them).
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct BootImg {
    /// mkbootimg's `--pagesize`.
    pub page_size: u32,
    /// The tree's `model` and `compatible`.
    pub model: String,
    pub compatible: Vec<String>,
    /// `qcom,msm-id = <chip platform soc-rev>`, what LK's device-tree matching compares.
    pub msm_id: Vec<u32>,
    /// The tree's /memory `reg` (base, size); LK rewrites it from what it knows.
    pub memory: [u32; 2],
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct BoardMeta {
    board: String,
    load_address: u32,
    ram_base: u64,
    console: String,
    #[serde(default)]
    qemu: Vec<String>,
    #[serde(default)]
    boots: Vec<String>,
    /// `pflash` or `host`.
    history: String,
    #[serde(default)]
    sd_card: bool,
    #[serde(default)]
    profile_events: Vec<String>,
    #[serde(default = "one")]
    cores: u32,
    #[serde(default)]
    boot_img: Option<BootImg>,
}

fn one() -> u32 {
    1
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn leak_all(v: Vec<String>) -> &'static [&'static str] {
    Box::leak(
        v.into_iter()
            .map(leak)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    )
}

/// Reads the boards from the workspace's members.
fn load_boards(root: &Path) -> Result<Vec<Board>> {
    let ws: toml::Table = toml::from_str(&std::fs::read_to_string(root.join("Cargo.toml"))?)?;
    let members = ws
        .get("workspace")
        .and_then(|w| w.get("members"))
        .and_then(|m| m.as_array())
        .context("workspace has no members")?;
    let mut boards = Vec::new();
    for m in members.iter().filter_map(|m| m.as_str()) {
        if !m.starts_with("boards/") {
            continue;
        }
        let path = root.join(m).join("Cargo.toml");
        let text = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
        let manifest: toml::Table = toml::from_str(&text)?;
        let package = manifest.get("package").context("no [package]")?;
        let Some(meta) = package.get("metadata").and_then(|m| m.get("dexmetal")) else {
            continue;
        };
        let meta: BoardMeta = meta
            .clone()
            .try_into()
            .with_context(|| format!("{}: [package.metadata.dexmetal]", path.display()))?;
        for b in &meta.boots {
            if !["bootz", "bootm", "direct"].contains(&b.as_str()) {
                bail!("{}: unknown boot {b:?}", path.display());
            }
        }
        if !["pflash", "host"].contains(&meta.history.as_str()) {
            bail!("{}: history must be pflash or host", path.display());
        }
        let name = package
            .get("name")
            .and_then(|n| n.as_str())
            .context("package has no name")?;
        boards.push(Board {
            name: leak(meta.board),
            package: leak(name.to_string()),
            load_addr: meta.load_address,
            ram_base: meta.ram_base,
            console: leak(meta.console),
            qemu: leak_all(meta.qemu),
            boots: leak_all(meta.boots),
            pflash_history: meta.history == "pflash",
            sd_card: meta.sd_card,
            boot_img: meta.boot_img,
            profile_events: leak_all(meta.profile_events),
            cores: meta.cores,
        });
    }
    Ok(boards)
}

/// Every board, in workspace order.
pub fn boards() -> &'static [Board] {
    static BOARDS: std::sync::OnceLock<Vec<Board>> = std::sync::OnceLock::new();
    BOARDS.get_or_init(|| {
        load_boards(&workspace_root()).unwrap_or_else(|e| panic!("reading the board crates: {e:#}"))
    })
}

pub fn board(name: &str) -> Result<&'static Board> {
    boards().iter().find(|b| b.name == name).with_context(|| {
        let known: Vec<&str> = boards().iter().map(|b| b.name).collect();
        format!("unknown board {name:?}; known boards: {}", known.join(", "))
    })
}

/// A board QEMU can boot (what `run` and `qemu-exec` take).
pub fn qemu_board(name: &str) -> Result<&'static Board> {
    let b = board(name)?;
    if b.qemu.is_empty() {
        bail!(
            "board {name} has no QEMU machine: `cargo xtask build --board {name}` makes its images (docs/boards/{name}.md)"
        );
    }
    Ok(b)
}

/// The board CI and the benchmarks run on.
pub fn qemu_virt() -> &'static Board {
    board("qemu-virt").expect("boards/qemu-virt is a workspace member")
}

impl Board {
    /// Whether QEMU can start this board's image the way `how` says.
    pub fn boots(&self, how: &str) -> bool {
        !self.qemu.is_empty() && self.boots.contains(&how)
    }
}

/// Everything `run` needs for one board.
pub struct Images {
    pub elf: PathBuf,
    pub zimage: PathBuf,
    pub uimage: PathBuf,
    pub image_bytes: u64,
}

pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// Cargo's target directory (honouring CARGO_TARGET_DIR).
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("target"))
}

pub fn out_dir(board: &Board) -> PathBuf {
    target_dir().join("dexmetal").join(board.name)
}

/// Builds the runtime for `board` and writes its images.
pub fn build(board: &Board, verbose: bool) -> Result<Images> {
    let mut cargo = crate::toolchain::cargo("build");
    cargo.args(["--release", "-p", board.package]);
    if !verbose {
        cargo.arg("--quiet");
    }
    if verbose {
        eprintln!("+ {cargo:?}");
    }
    let st = cargo.status().context("running cargo build")?;
    if !st.success() {
        bail!("building {} failed", board.package);
    }
    let elf = crate::toolchain::artefacts("release").join(board.package);
    let out = out_dir(board);
    std::fs::create_dir_all(&out)?;
    let bytes = std::fs::read(&elf).with_context(|| format!("reading {}", elf.display()))?;
    let (base, flat) = flatten(&bytes)?;
    if base != u64::from(board.load_addr) {
        bail!(
            "image starts at {base:#x}, expected the board's load address {:#x}",
            board.load_addr
        );
    }
    if board.boot_img.is_some() {
        check_relative_zimage_header(&flat)?;
    } else {
        check_zimage_header(&flat, board.load_addr)?;
    }
    let zimage = out.join("zImage");
    std::fs::write(&zimage, &flat)?;
    let uimage = out.join("uImage");
    let addr = format!("{:#x}", board.load_addr);
    run_tool(
        Command::new(dexmetal_tools::MKIMAGE.find()?)
            .args([
                "-A", "arm", "-O", "linux", "-T", "kernel", "-C", "none", "-a", &addr, "-e", &addr,
                "-n", "dexmetal",
            ])
            .arg("-d")
            .arg(&zimage)
            .arg(&uimage),
        verbose,
    )?;
    let dest_elf = out.join("dexmetal.elf");
    std::fs::copy(&elf, &dest_elf)?;
    Ok(Images {
        elf: dest_elf,
        zimage,
        uimage,
        image_bytes: flat.len() as u64,
    })
}

/// U-Boot's script for an SD-card boot (`mkimage -T script` wraps it as boot.scr, which
/// U-Boot's distro boot runs from the first FAT partition): it loads the runtime and the
/// app payload from there and starts them with `bootm`, with U-Boot's own device tree
/// (`fdtcontroladdr`, whose /memory and /chosen bootm fixes up). Addresses are U-Boot's
/// loadaddr and rdaddr (include/configs/ti_armv7_common.h).
pub fn sd_boot_script(board: &Board) -> String {
    format!(
        "# dexmetal on the {name}: written by `cargo xtask build --board {name}`.\n\
         # Boot arguments go in dexmetal_args (setenv dexmetal_args ...; saveenv).\n\
         setenv bootargs console={console},115200n8 ${{dexmetal_args}}\n\
         fatload mmc 0:1 ${{loadaddr}} uImage\n\
         fatload mmc 0:1 ${{rdaddr}} app.bin\n\
         bootm ${{loadaddr}} ${{rdaddr}}:${{filesize}} ${{fdtcontroladdr}}\n",
        name = board.name,
        console = board.console,
    )
}

/// The SD card's files for `board` beside its images: boot.scr (and its source) and the
/// app payload `app.bin`. Returns the directory.
pub fn sd_card(board: &Board, images: &Images, payload: &Path, verbose: bool) -> Result<PathBuf> {
    let dir = out_dir(board).join("sd");
    std::fs::create_dir_all(&dir)?;
    let cmd = out_dir(board).join("boot.cmd");
    std::fs::write(&cmd, sd_boot_script(board))?;
    run_tool(
        Command::new(dexmetal_tools::MKIMAGE.find()?)
            .args([
                "-A", "arm", "-O", "linux", "-T", "script", "-C", "none", "-n",
            ])
            .arg(format!("dexmetal {}", board.name))
            .arg("-d")
            .arg(&cmd)
            .arg(dir.join("boot.scr")),
        verbose,
    )?;
    std::fs::copy(&images.uimage, dir.join("uImage"))?;
    std::fs::copy(payload, dir.join("app.bin"))?;
    Ok(dir)
}

/// The images a previous [`build`] left, for runners that must not rebuild.
pub fn prebuilt(board: &Board) -> Result<Images> {
    let out = out_dir(board);
    let zimage = out.join("zImage");
    let image_bytes = std::fs::metadata(&zimage)
        .with_context(|| {
            format!(
                "{} missing: run `cargo xtask build` first",
                zimage.display()
            )
        })?
        .len();
    Ok(Images {
        elf: out.join("dexmetal.elf"),
        zimage,
        uimage: out.join("uImage"),
        image_bytes,
    })
}

/// Lays the ELF's loadable bytes out by physical address: the raw image U-Boot loads.
pub fn flatten(elf: &[u8]) -> Result<(u64, Vec<u8>)> {
    let file = object::File::parse(elf).context("parsing the runtime ELF")?;
    let mut segs = Vec::new();
    for seg in file.segments() {
        let data = seg.data().context("reading a segment")?;
        if !data.is_empty() {
            segs.push((seg.address(), data));
        }
    }
    let start = segs
        .iter()
        .map(|(a, _)| *a)
        .min()
        .context("ELF has no loadable bytes")?;
    let end = segs
        .iter()
        .map(|(a, d)| a + d.len() as u64)
        .max()
        .unwrap_or(start);
    if end - start > 64 << 20 {
        bail!(
            "loadable segments span {:#x} bytes: the layout is broken",
            end - start
        );
    }
    let mut flat = vec![0u8; (end - start) as usize];
    for (addr, data) in segs {
        let off = (addr - start) as usize;
        flat[off..off + data.len()].copy_from_slice(data);
    }
    Ok((start, flat))
}

/// The zImage header's start and end words (Linux arch/arm/boot/compressed/head.S:
/// magic 0x016F2818 at 0x24, start at 0x28, end at 0x2C), once the magic is there.
pub fn zimage_words(flat: &[u8]) -> Result<(u32, u32)> {
    let word = |o: usize| {
        flat.get(o..o + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    if word(0x24) != Some(0x016F_2818) {
        bail!("image has no zImage magic at 0x24");
    }
    match (word(0x28), word(0x2c)) {
        (Some(start), Some(end)) => Ok((start, end)),
        _ => bail!("image is too short for a zImage header"),
    }
}

/// The header U-Boot's `bootz` checks: the start word the load address, the end word
/// at or past the end of the file.
pub fn check_zimage_header(flat: &[u8], load: u32) -> Result<()> {
    let (start, end) = zimage_words(flat)?;
    if start != load {
        bail!("zImage start word {start:#x} is not the load address {load:#x}");
    }
    if u64::from(end) < u64::from(load) + flat.len() as u64 {
        bail!("zImage end word {end:#x} is before the end of the file");
    }
    Ok(())
}

/// The header LK reads: start 0, and the end word the file's length, which LK's
/// `dev_tree_appended` takes as the offset of the appended device tree.
pub fn check_relative_zimage_header(flat: &[u8]) -> Result<()> {
    let (start, end) = zimage_words(flat)?;
    if start != 0 || end != flat.len() as u32 {
        bail!(
            "zImage start/end words {start:#x}/{end:#x}, want 0/{:#x} (the appended DTB's offset)",
            flat.len()
        );
    }
    Ok(())
}

/// The minimal device tree LK needs to accept the image, from the board's `boot-img`
/// table: a model, the msm-id, and the /memory and /chosen nodes LK rewrites (RAM from
/// its partition table; bootargs and the initrd from the boot.img).
pub fn lk_device_tree(b: &BootImg) -> Result<Vec<u8>> {
    let e = |e: vm_fdt::Error| anyhow::anyhow!("writing the device tree: {e}");
    let mut w = vm_fdt::FdtWriter::new().map_err(e)?;
    let root = w.begin_node("").map_err(e)?;
    w.property_u32("#address-cells", 1).map_err(e)?;
    w.property_u32("#size-cells", 1).map_err(e)?;
    w.property_string("model", &b.model).map_err(e)?;
    w.property_string_list("compatible", b.compatible.clone())
        .map_err(e)?;
    w.property_array_u32("qcom,msm-id", &b.msm_id).map_err(e)?;
    let chosen = w.begin_node("chosen").map_err(e)?;
    w.property_string("bootargs", "").map_err(e)?;
    w.end_node(chosen).map_err(e)?;
    let mem = w.begin_node("memory").map_err(e)?;
    w.property_string("device_type", "memory").map_err(e)?;
    w.property_array_u32("reg", &b.memory).map_err(e)?;
    w.end_node(mem).map_err(e)?;
    w.end_node(root).map_err(e)?;
    w.finish().map_err(e)
}

/// Android boot image (AOSP system/tools/mkbootimg, header v0) for LK's `fastboot boot`:
/// the board's page size, base at its RAM base, kernel at its load address (the image
/// with the device tree appended), the app payload as the ramdisk (LK puts it in
/// /chosen as the initrd).
pub fn boot_img(board: &Board, images: &Images, payload: &Path, verbose: bool) -> Result<PathBuf> {
    let meta = board
        .boot_img
        .as_ref()
        .with_context(|| format!("{} has no boot-img table", board.name))?;
    let out = out_dir(board);
    let mut kernel = std::fs::read(&images.zimage)?;
    check_relative_zimage_header(&kernel)?;
    kernel.extend(lk_device_tree(meta)?);
    let kernel_dtb = out.join("zImage-dtb");
    std::fs::write(&kernel_dtb, kernel)?;
    let img = out.join("boot.img");
    run_tool(
        Command::new(dexmetal_tools::MKBOOTIMG.find()?)
            .arg("--kernel")
            .arg(&kernel_dtb)
            .arg("--ramdisk")
            .arg(payload)
            .args([
                "--base",
                &format!("{:#x}", board.ram_base),
                "--kernel_offset",
                &format!("{:#x}", u64::from(board.load_addr) - board.ram_base),
                "--pagesize",
                &meta.page_size.to_string(),
                "--cmdline",
                &format!("console={},115200n8", board.console),
                "--board",
                "dexmetal",
                "-o",
            ])
            .arg(&img),
        verbose,
    )?;
    Ok(img)
}

/// pflash bank 1: U-Boot's environment, then Dimmunix's history, the rest unused; the
/// layout is the board's (boards/qemu-virt/flash-layout), which its history store reads.
pub use dexmetal_qemu_virt_flash_layout::{BANK_BYTES as FLASH_BYTES, HISTORY};
pub const ENV_BYTES: usize = dexmetal_qemu_virt_flash_layout::ENV.end;

/// The bank-1 pflash image for a run. With `keep`, that file's history region survives
/// (only the environment is rewritten, and the history erased if `fresh_history`), so
/// Dimmunix's history outlives the run, as on a board; without, a scratch image with
/// no history. `env` is (bootcmd, bootargs) for U-Boot boots; direct boots leave the
/// environment as it is.
pub fn flash_image(
    board: &Board,
    keep: Option<&Path>,
    env: Option<(&str, &str)>,
    fresh_history: bool,
    verbose: bool,
) -> Result<PathBuf> {
    let out = out_dir(board);
    std::fs::create_dir_all(&out)?;
    let img = keep.map_or_else(|| out.join("flash1-scratch.img"), Path::to_path_buf);
    let mut flash = match keep.map(std::fs::read) {
        Some(Ok(b)) if b.len() == FLASH_BYTES => b,
        Some(Ok(b)) => bail!(
            "{} is {} bytes, not a {FLASH_BYTES}-byte pflash bank; remove it or name another --flash file",
            img.display(),
            b.len()
        ),
        _ => vec![0xff; FLASH_BYTES],
    };
    if fresh_history {
        flash[HISTORY].fill(0xff);
    }
    if let Some((bootcmd, bootargs)) = env {
        let txt = out.join("uboot-env.txt");
        let text = format!(
            "bootdelay=0\nkernel_addr_r=0x40400000\nuimage_addr_r=0x42000000\nramdisk_addr_r=0x44000000\nbootargs={bootargs}\nbootcmd={bootcmd}\n"
        );
        std::fs::write(&txt, text)?;
        let bin = out.join("uboot-env.bin");
        run_tool(
            Command::new(dexmetal_tools::MKENVIMAGE.find()?)
                .args(["-s", &format!("{ENV_BYTES:#x}"), "-o"])
                .arg(&bin)
                .arg(&txt),
            verbose,
        )?;
        let env = std::fs::read(&bin)?;
        if env.len() != ENV_BYTES {
            bail!("mkenvimage wrote {} bytes, not {ENV_BYTES}", env.len());
        }
        flash[..ENV_BYTES].copy_from_slice(&env);
    }
    std::fs::write(&img, flash).with_context(|| format!("writing {}", img.display()))?;
    Ok(img)
}

fn run_tool(cmd: &mut Command, verbose: bool) -> Result<()> {
    if verbose {
        eprintln!("+ {cmd:?}");
    }
    let out = cmd
        .output()
        .with_context(|| format!("running {:?}", cmd.get_program()))?;
    if !out.status.success() {
        bail!(
            "{:?} failed: {}",
            cmd.get_program(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rewriting the environment keeps the history region, --fresh-history erases it,
    /// and a scratch flash starts without one.
    /// The board crates' metadata is the board list: every board crate under boards/
    /// with a `[package.metadata.dexmetal]` table, and nothing else.
    #[test]
    fn boards_come_from_the_board_crates() {
        let names: Vec<&str> = boards().iter().map(|b| b.name).collect();
        assert!(names.contains(&"qemu-virt"), "{names:?}");
        assert!(names.contains(&"qemu-realview-a8"), "{names:?}");
        let virt = qemu_virt();
        assert_eq!(virt.load_addr, 0x4040_0000);
        assert!(virt.boots("bootz") && virt.boots("direct"));
        let a8 = board("qemu-realview-a8").unwrap();
        assert!(a8.boots("direct") && !a8.boots("bootz"));
        assert_eq!(a8.qemu[..2], ["-M", "realview-pb-a8"]);
        let lk = board("dragonboard-apq8074").unwrap().boot_img.as_ref();
        let lk = lk.expect("the DragonBoard's boot-img table");
        let dtb = lk_device_tree(lk).unwrap();
        let id: Vec<u8> = lk.msm_id.iter().flat_map(|c| c.to_be_bytes()).collect();
        assert!(dtb.windows(id.len()).any(|w| w == id), "msm-id in the tree");
        let err = board("nope").unwrap_err().to_string();
        assert!(err.contains("known boards: qemu-virt"), "{err}");
    }

    #[test]
    fn the_flash_file_keeps_the_history_region() {
        let dir = target_dir().join("xtask-test-flash");
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("flash1.img");
        let _ = std::fs::remove_file(&f);
        let env = Some(("bootz 0", "console=ttyAMA0"));
        flash_image(qemu_virt(), Some(&f), env, false, false).unwrap();
        let mut b = std::fs::read(&f).unwrap();
        assert_eq!(b.len(), FLASH_BYTES);
        assert!(b[HISTORY].iter().all(|&x| x == 0xff), "new flash is erased");
        b[HISTORY.start..HISTORY.start + 4].copy_from_slice(b"DXDH");
        std::fs::write(&f, &b).unwrap();

        flash_image(
            qemu_virt(),
            Some(&f),
            Some(("bootm 0", "quiet")),
            false,
            false,
        )
        .unwrap();
        let again = std::fs::read(&f).unwrap();
        assert_eq!(&again[HISTORY.start..HISTORY.start + 4], b"DXDH");
        assert_ne!(again[..ENV_BYTES], b[..ENV_BYTES], "environment rewritten");
        let text = String::from_utf8_lossy(&again[..ENV_BYTES]);
        assert!(text.contains("bootcmd=bootm 0"), "{}", &text[..200]);

        flash_image(qemu_virt(), Some(&f), None, true, false).unwrap();
        let fresh = std::fs::read(&f).unwrap();
        assert!(fresh[HISTORY].iter().all(|&x| x == 0xff), "history erased");
        assert_eq!(
            fresh[..ENV_BYTES],
            again[..ENV_BYTES],
            "direct boots keep the env"
        );

        std::fs::write(&f, b"short").unwrap();
        let err = flash_image(qemu_virt(), Some(&f), env, false, false).unwrap_err();
        assert!(
            err.to_string().contains("not a 67108864-byte pflash bank"),
            "{err}"
        );
    }
}
