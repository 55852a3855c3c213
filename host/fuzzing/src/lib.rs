//! What each fuzz target checks, one function per target (issue 16, item 1). The
//! cargo-fuzz binaries in `fuzz/` are one line each around these, and the replay tests
//! (`tests/replay.rs`) run every seed and every committed crash input through the same
//! functions on stable Rust, so a fixed crash stays fixed. A check panics exactly when
//! dexmetal broke its promise for that input: a panic inside dexmetal, a heap that fails
//! verification, an error that points outside the input, or a differential mismatch.

use std::sync::OnceLock;

use dexmetal_decoder::{Item, Telemetry};
use dexmetal_launch::payload;
use dexmetal_vm::dex::{disasm, DexFile, ParseOptions};
use dexmetal_vm::verify::{self, DexHierarchy};

pub mod interp;
pub mod oracle;

/// The targets, in the order `cargo xtask fuzz` runs them; each is `fuzz/fuzz_targets/<name>.rs`.
pub const TARGETS: &[&str] = &[
    "dex_loader",
    "verifier",
    "interpreter",
    "decoder",
    "payload",
    "bootinfo",
];

/// Runs `target`'s check on `data` (the replay tests' entry).
pub fn check(target: &str, data: &[u8]) {
    match target {
        "dex_loader" => dex_loader(data),
        "verifier" => verifier(data),
        "interpreter" => interp::run(data),
        "decoder" => decoder(data),
        "payload" => payload(data),
        "bootinfo" => bootinfo(data),
        _ => panic!("no fuzz target {target}"),
    }
}

/// The loader on any bytes: the header, the map and every table, every class_data,
/// code_item and static-values array (`ParseOptions::default` walks them all). The
/// Adler-32 check is off, or nearly every mutant would stop there. What loads must also
/// disassemble (which reads what the loader only bounds-checked: annotations, debug
/// info, encoded values); what is rejected must say why.
pub fn dex_loader(data: &[u8]) {
    let opts = ParseOptions {
        verify_checksum: false,
        ..ParseOptions::default()
    };
    match DexFile::parse_with(data.to_vec(), opts) {
        Ok(dex) => {
            let mut out = Vec::new();
            disasm::dump(&dex, "fuzz.dex", &mut out);
        }
        // The offset is where the loader found the problem: a field's position, or the
        // out-of-range offset it holds (named in the message).
        Err(e) => assert!(
            !e.message.is_empty(),
            "an error without a message at {:#x}",
            e.offset
        ),
    }
}

/// The verifier on parsed methods: `data[0]` picks a method with code from the committed
/// DEX fixtures (vm/tests/data), `data[1]` and `data[2]` replace its register and outs
/// counts, and the rest replaces its code units. The verifier must reject or accept
/// without panicking, and what it accepts must pass [`oracle::check`], an independent
/// reading of the same static constraints written on `dex::insn` alone.
pub fn verifier(data: &[u8]) {
    let seeds = verifier_seeds();
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let seed = &seeds.methods[usize::from(pick) % seeds.methods.len()];
    let dex = &seeds.files[seed.file];
    let mut code = seed.code.clone();
    if let [regs, outs, units @ ..] = rest {
        code.registers_size = u16::from(*regs);
        code.outs_size = u16::from(*outs & 0x0f);
        let new: Vec<u16> = units
            .chunks_exact(2)
            .map(|u| u16::from_le_bytes([u[0], u[1]]))
            .collect();
        if !new.is_empty() {
            code.insns = new;
        }
    }
    let def = &dex.class_defs()[seed.class];
    let hierarchy = DexHierarchy::new(&[dex]);
    match verify::Verifier::new(dex, &hierarchy).verify_code(def, &seed.method, Some(&code)) {
        Err(e) => assert!(
            e.to_string().starts_with("java.lang.VerifyError: "),
            "a verifier error that is not a VerifyError: {e}"
        ),
        Ok(info) => {
            let starts = oracle::check(dex, &code).unwrap_or_else(|why| {
                panic!("the verifier accepted what the oracle rejects: {why}")
            });
            verify::check_structure(dex, def, &seed.method, &code)
                .expect("the structural pass must agree with the full verifier");
            for (pc, bits) in info.register_map.iter() {
                assert!(
                    starts.contains(&pc),
                    "register map entry at 0x{pc:x}, not an instruction"
                );
                assert_eq!(bits.len(), usize::from(code.registers_size).div_ceil(8));
            }
        }
    }
}

/// Every method with code in the committed fixtures, parsed once per process.
pub struct VerifierSeeds {
    pub files: Vec<DexFile>,
    pub methods: Vec<SeedMethod>,
}

pub struct SeedMethod {
    pub file: usize,
    pub class: usize,
    pub method: dexmetal_vm::dex::EncodedMethod,
    pub code: dexmetal_vm::dex::CodeItem,
}

/// The DEX fixtures the verifier target's methods come from (also the loader's seeds).
pub fn fixture_dirs() -> [std::path::PathBuf; 2] {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../vm/tests/data");
    [data.clone(), data.join("verify")]
}

/// The `.dex` files directly in `dir`, sorted (so `data[0]` means the same method on
/// every machine).
pub fn dex_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "dex"))
        .collect();
    v.sort();
    v
}

pub fn verifier_seeds() -> &'static VerifierSeeds {
    static SEEDS: OnceLock<VerifierSeeds> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut files = Vec::new();
        for dir in fixture_dirs() {
            for p in dex_files(&dir) {
                let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
                files
                    .push(DexFile::parse(bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display())));
            }
        }
        let mut methods = Vec::new();
        for (file, f) in files.iter().enumerate() {
            for (class, c) in f.class_defs().iter().enumerate() {
                let data = f.class_data(c).expect("fixture class data");
                for m in data.direct_methods.iter().chain(&data.virtual_methods) {
                    if m.code_off != 0 {
                        let code = f.code_item(m.code_off).expect("fixture code item");
                        methods.push(SeedMethod {
                            file,
                            class,
                            method: m.clone(),
                            code,
                        });
                    }
                }
            }
        }
        assert!(methods.len() > 50, "only {} fixture methods", methods.len());
        VerifierSeeds { files, methods }
    })
}

/// The environment variable naming the runtime ELF whose defmt table the decoder target
/// decodes with (`cargo xtask fuzz` and `cargo xtask test` set it to qemu-virt's image).
pub const ELF_VAR: &str = "DEXMETAL_FUZZ_ELF";

fn load_telemetry() -> &'static Result<Telemetry, String> {
    static TABLE: OnceLock<Result<Telemetry, String>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let path = std::env::var_os(ELF_VAR).ok_or_else(|| {
            format!("{ELF_VAR} is not set: the decoder target needs a runtime image's defmt table (run it through cargo xtask fuzz or cargo xtask test)")
        })?;
        let elf = std::fs::read(&path)
            .map_err(|e| format!("{ELF_VAR}={}: {e}", path.to_string_lossy()))?;
        Telemetry::from_elf(&elf).map_err(|e| format!("{e:#}"))
    })
}

fn telemetry() -> &'static Telemetry {
    load_telemetry().as_ref().unwrap_or_else(|e| panic!("{e}"))
}

/// The decoder target's start: without a defmt table every input would "crash", and
/// libFuzzer would write each as a crash artefact, so it exits with the reason instead.
pub fn decoder_init() {
    if let Err(e) = load_telemetry() {
        eprintln!("decoder target: {e}");
        std::process::exit(2);
    }
}

/// Whether a panic at `file` is defmt-decoder's own: the host decoder catches those
/// (it cannot stop a library that trusts its table from panicking on a corrupt frame)
/// and reports the frame as malformed. The decoder target's panic hook lets exactly
/// these through to that `catch_unwind`; any other panic is a crash.
pub fn caught_by_decoder(file: &str) -> bool {
    file.contains("defmt-decoder")
        || file.contains("defmt_decoder")
        || file.contains("defmt-parser")
}

/// The host telemetry decoder on an untrusted serial stream: the telemetry marker line,
/// then `data[1..]` fed in chunks of `data[0] % 64 + 1` bytes. Every malformed frame
/// must be reported at an offset inside the stream.
pub fn decoder(data: &[u8]) {
    let Some((&chunk, body)) = data.split_first() else {
        return;
    };
    let mut d = telemetry().decoder();
    let marker = format!("{}\n", dexmetal_telemetry::STREAM_MARKER);
    let mut items = d.feed(marker.as_bytes());
    for part in body.chunks(usize::from(chunk) % 64 + 1) {
        items.extend(d.feed(part));
    }
    items.extend(d.finish());
    let len = (marker.len() + body.len()) as u64;
    for i in items {
        if let Item::Malformed { offset, reason } = i {
            assert!(
                offset <= len,
                "malformed frame at {offset}, past the stream's {len} bytes: {reason}"
            );
        }
    }
}

/// The boot payload parser: whatever it accepts, `payload::build` must rebuild into a
/// payload that parses back to the same contents, and every DEX slice must lie inside the
/// input; whatever it rejects must name an offset inside it.
pub fn payload(data: &[u8]) {
    match payload::parse(data) {
        Ok(p) => {
            let span = data.as_ptr_range();
            for d in &p.dex {
                let r = d.as_ptr_range();
                assert!(
                    span.start <= r.start && r.end <= span.end,
                    "a DEX slice outside the payload"
                );
            }
            let args: Vec<String> = p.args.iter().map(|a| a.to_string()).collect();
            let again = payload::build(&p.dex, p.main, &args);
            assert_eq!(
                payload::parse(&again).as_ref(),
                Ok(&p),
                "build(parse(x)) does not parse back"
            );
        }
        Err(e) => assert!(
            e.offset <= data.len(),
            "{e} is past the end of {} bytes",
            data.len()
        ),
    }
}

/// The boot-info path as the runtime takes it: an ATAGS list (as QEMU's RealView and old
/// U-Boots pass) when the first words say so, a device tree otherwise. On success the
/// size must fit the input and the boot arguments the runtime reads must be readable.
pub fn bootinfo(data: &[u8]) {
    use dexmetal_hal::{atags, bootinfo};
    let word = |i: usize| {
        data.get(i * 4..i * 4 + 4)
            .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let is_atags = atags::is_atags(word(0), word(1));
    let parsed = if is_atags {
        // The runtime walks memory past the list's end too; here, beyond the input reads as 0.
        match atags::list_len(word) {
            Ok(n) => atags::parse(&data[..(n as usize).min(data.len())]),
            Err(e) => Err(e),
        }
    } else {
        bootinfo::parse(data)
    };
    if let Ok(info) = parsed {
        if !is_atags {
            assert!(
                info.dtb_size as usize <= data.len(),
                "size {} of {} bytes",
                info.dtb_size,
                data.len()
            );
        }
        // What the runtime does with the command line: one parse, each problem reported,
        // and what it parsed writes back to the same configuration.
        let (config, problems) = dexmetal_launch::bootargs::BootConfig::parse(info.bootargs);
        for p in problems {
            let _ = p.to_string();
        }
        let again = dexmetal_launch::bootargs::BootConfig::parse(&config.to_command_line()).0;
        assert_eq!(again, config, "{:?}", info.bootargs);
        let _ = (info.ram_bytes(), info.first_bank(), info.model.len());
    }
}
