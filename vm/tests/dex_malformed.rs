//! Malformed DEX input must give a `DexError` (with a sensible kind and offset), never a
//! panic or an out-of-bounds read. Starts from the committed Small.dex / AllFormats.dex
//! fixtures and damages one thing at a time, re-fixing the checksum where the damage
//! would otherwise only be caught by the checksum.

use dexmetal_vm::dex::{disasm, reader::adler32, DexError, DexFile, ErrorKind};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/data/{}",
        env!("CARGO_MANIFEST_DIR"),
        name
    ))
    .unwrap()
}

fn fix_checksum(b: &mut [u8]) {
    let c = adler32(&b[12..]);
    b[8..12].copy_from_slice(&c.to_le_bytes());
}

fn u32_at(b: &[u8], off: usize) -> u32 {
    u32::from_le_bytes(b[off..off + 4].try_into().unwrap())
}

fn put_u32(b: &mut [u8], off: usize, v: u32) {
    b[off..off + 4].copy_from_slice(&v.to_le_bytes());
}

/// Parses after fixing the checksum; the result must be an error of `kind`.
fn expect(mut b: Vec<u8>, kind: ErrorKind) -> DexError {
    fix_checksum(&mut b);
    match DexFile::parse(b) {
        Ok(_) => panic!("expected {kind:?}, parsed fine"),
        Err(e) => {
            assert_eq!(e.kind, kind, "{e}");
            assert!(e.to_string().starts_with("ClassFormatError: "), "{e}");
            e
        }
    }
}

#[test]
fn every_prefix_is_rejected() {
    for name in ["Small.dex", "Const039.dex"] {
        let full = fixture(name);
        assert!(DexFile::parse(full.clone()).is_ok());
        for len in 0..full.len() {
            let mut b = full[..len].to_vec();
            // Make the header agree with the new length so the damage is reached deeper.
            if len >= 36 {
                put_u32(&mut b, 32, len as u32);
            }
            if len >= 12 {
                fix_checksum(&mut b);
            }
            assert!(
                DexFile::parse(b).is_err(),
                "{name}: prefix of {len} bytes parsed"
            );
        }
    }
}

#[test]
fn magic_version_endian() {
    let ok = fixture("Small.dex");
    let mut b = ok.clone();
    b[0] = b'D';
    assert_eq!(expect(b, ErrorKind::BadMagic).offset, 0);
    for v in [b"036", b"040", b"034", b"009"] {
        let mut b = ok.clone();
        b[4..7].copy_from_slice(v);
        let e = expect(b, ErrorKind::UnsupportedVersion);
        assert_eq!(e.offset, 4);
    }
    for v in [b"035", b"037", b"038", b"039"] {
        let mut b = ok.clone();
        b[4..7].copy_from_slice(v);
        fix_checksum(&mut b);
        assert!(DexFile::parse(b).is_ok(), "{v:?}");
    }
    let mut b = ok.clone();
    put_u32(&mut b, 40, 0x7856_3412);
    let e = expect(b, ErrorKind::BadEndianTag);
    assert!(e.message.contains("big-endian"), "{e}");
    let mut b = ok.clone();
    put_u32(&mut b, 36, 0x78);
    expect(b, ErrorKind::BadHeader);
    let mut b = ok.clone();
    b.push(0);
    expect(b, ErrorKind::BadHeader);
}

#[test]
fn bad_checksum_reported() {
    let mut b = fixture("Small.dex");
    let last = b.len() - 1;
    b[last] ^= 0x40;
    let e = DexFile::parse(b).unwrap_err();
    assert_eq!((e.kind, e.offset), (ErrorKind::BadChecksum, 8));
    assert!(e.message.contains("computed"), "{e}");
}

#[test]
fn bad_section_offsets() {
    let ok = fixture("Small.dex");
    let size = ok.len() as u32;
    // (size field, offset field) pairs of the id sections.
    for off_field in [60usize, 68, 76, 84, 92, 100] {
        let mut b = ok.clone();
        if u32_at(&b, off_field - 4) == 0 {
            continue;
        }
        put_u32(&mut b, off_field, size - 4);
        let e = expect(b, ErrorKind::BadOffset);
        assert_eq!(e.offset as usize, off_field - 4, "{e}");
        assert!(e.message.contains("out of file"), "{e}");
    }
    // Huge size with a valid offset must not overflow.
    let mut b = ok.clone();
    put_u32(&mut b, 56, u32::MAX);
    expect(b, ErrorKind::BadOffset);
}

#[test]
fn bad_string_offset_and_data() {
    let ok = fixture("Small.dex");
    let ids = u32_at(&ok, 60) as usize;
    let mut b = ok.clone();
    put_u32(&mut b, ids + 4 * 2, 0x00ff_ffff);
    let e = expect(b, ErrorKind::BadOffset);
    assert_eq!(e.offset as usize, ids + 8);
    assert!(
        e.to_string()
            .contains("string_ids[2] offset 0xffffff out of file"),
        "{e}"
    );
    // Corrupt the MUTF-8 of string 0: replace its first byte with a lone continuation.
    let mut b = ok.clone();
    let s0 = u32_at(&ok, ids) as usize;
    b[s0 + 1] = 0x80;
    expect(b, ErrorKind::BadString);
    // Wrong utf16_size.
    let mut b = ok.clone();
    b[s0] = b[s0].wrapping_add(1);
    expect(b, ErrorKind::BadString);
}

#[test]
fn out_of_range_indices() {
    let ok = fixture("Small.dex");
    // type_ids[0].descriptor_idx
    let mut b = ok.clone();
    let types = u32_at(&ok, 68) as usize;
    put_u32(&mut b, types, 0xffff);
    let e = expect(b, ErrorKind::BadIndex);
    assert_eq!(e.offset as usize, types);
    // method_ids[0].name_idx
    let mut b = ok.clone();
    let methods = u32_at(&ok, 92) as usize;
    put_u32(&mut b, methods + 4, 1 << 20);
    let e = expect(b, ErrorKind::BadIndex);
    assert!(e.message.contains("method_ids[0] name"), "{e}");
    // field_ids[0].class_idx
    let mut b = ok.clone();
    let fields = u32_at(&ok, 84) as usize;
    b[fields..fields + 2].copy_from_slice(&0xfff0u16.to_le_bytes());
    expect(b, ErrorKind::BadIndex);
    // class_defs[0].superclass_idx
    let mut b = ok.clone();
    let defs = u32_at(&ok, 100) as usize;
    put_u32(&mut b, defs + 8, 0x1234);
    expect(b, ErrorKind::BadIndex);
    // proto_ids[0].return_type_idx
    let mut b = ok.clone();
    let protos = u32_at(&ok, 76) as usize;
    put_u32(&mut b, protos + 4, 0x9999);
    expect(b, ErrorKind::BadIndex);
}

#[test]
fn bad_map_list() {
    let ok = fixture("Small.dex");
    let map = u32_at(&ok, 52) as usize;
    let n = u32_at(&ok, map) as usize;
    let mut b = ok.clone();
    put_u32(&mut b, 52, 0);
    expect(b, ErrorKind::BadMapList);
    let mut b = ok.clone();
    put_u32(&mut b, 52, ok.len() as u32 + 8);
    expect(b, ErrorKind::BadMapList);
    // Too many entries for the file.
    let mut b = ok.clone();
    put_u32(&mut b, map, 0x1000_0000);
    expect(b, ErrorKind::BadMapList);
    // Unknown type code in entry 1.
    let mut b = ok.clone();
    b[map + 4 + 12..map + 4 + 14].copy_from_slice(&0x0999u16.to_le_bytes());
    expect(b, ErrorKind::BadMapList);
    // Swap two entries: offsets no longer ascending.
    let mut b = ok.clone();
    let (e1, e2) = (map + 4 + 12, map + 4 + 24);
    let tmp: Vec<u8> = b[e1..e1 + 12].to_vec();
    b.copy_within(e2..e2 + 12, e1);
    b[e2..e2 + 12].copy_from_slice(&tmp);
    expect(b, ErrorKind::BadMapList);
    // string_ids entry size disagrees with the header.
    let mut b = ok.clone();
    for i in 0..n {
        let e = map + 4 + 12 * i;
        if u16::from_le_bytes([b[e], b[e + 1]]) == 1 {
            let s = u32_at(&b, e + 4);
            put_u32(&mut b, e + 4, s + 1);
        }
    }
    let e = expect(b, ErrorKind::BadMapList);
    assert!(e.message.contains("string_ids"), "{e}");
}

fn small_code_off() -> usize {
    let d = DexFile::parse(fixture("Small.dex")).unwrap();
    d.class_data(&d.class_defs()[0]).unwrap().direct_methods[0].code_off as usize
}

#[test]
fn code_item_overruns() {
    let ok = fixture("Small.dex");
    let code = small_code_off();
    // insns_size far past the end of the file.
    let mut b = ok.clone();
    put_u32(&mut b, code + 12, 0x00ff_ffff);
    expect(b, ErrorKind::BadCode);
    // Shrink insns_size so the packed-switch payload (6 units at 0xc) is cut off.
    let mut b = ok.clone();
    let n = u32_at(&ok, code + 12);
    put_u32(&mut b, code + 12, n - 1);
    let e = expect(b, ErrorKind::BadCode);
    assert!(e.message.contains("code units"), "{e}");
    // Turn the return-void at pc 0xa into const-wide (5 units) that runs into the end.
    let mut b = ok.clone();
    let insns = code + 16;
    assert_eq!(b[insns + 2 * 0xa], 0x0e);
    b[insns + 2 * 0xa] = 0x18;
    expect(b, ErrorKind::BadCode);
    // ins_size > registers_size.
    let mut b = ok.clone();
    b[code + 2] = 9;
    expect(b, ErrorKind::BadCode);
    // Misaligned code_off in class_data is caught (points 1 byte later).
    let d = DexFile::parse(ok.clone()).unwrap();
    let cd = d.class_defs()[0].class_data_off as usize;
    let pos = ok[cd..]
        .windows(2)
        .position(|w| w == [(code as u8) | 0x80, (code >> 7) as u8])
        .expect("code_off uleb");
    let mut b = ok.clone();
    b[cd + pos] += 1;
    expect(b, ErrorKind::BadOffset);
}

#[test]
fn try_and_handler_damage() {
    let ok = fixture("Small.dex");
    let code = small_code_off();
    let n = u32_at(&ok, code + 12) as usize;
    let tries = code + 16 + 2 * n + if n % 2 == 1 { 2 } else { 0 };
    // insn_count past the end of the code.
    let mut b = ok.clone();
    b[tries + 4..tries + 6].copy_from_slice(&0x100u16.to_le_bytes());
    expect(b, ErrorKind::BadCode);
    // handler_off not at a handler start.
    let mut b = ok.clone();
    b[tries + 6..tries + 8].copy_from_slice(&3u16.to_le_bytes());
    let e = expect(b, ErrorKind::BadCode);
    assert!(e.message.contains("handler_off"), "{e}");
    // Catch type index out of range: list is at tries+8: size(1), handler: sleb(-1), type, addr, catch_all.
    let mut b = ok.clone();
    b[tries + 8 + 2] = 0x7f;
    expect(b, ErrorKind::BadIndex);
    // Handler address outside the code.
    let mut b = ok.clone();
    b[tries + 8 + 3] = 0x7f;
    expect(b, ErrorKind::BadCode);
}

#[test]
fn class_data_damage() {
    let ok = fixture("Small.dex");
    let d = DexFile::parse(ok.clone()).unwrap();
    let defs = u32_at(&ok, 100) as usize;
    let cd = d.class_defs()[0].class_data_off as usize;
    // class_data_off out of the file.
    let mut b = ok.clone();
    put_u32(&mut b, defs + 24, ok.len() as u32 + 100);
    expect(b, ErrorKind::BadOffset);
    // Claim 100 direct methods.
    let mut b = ok.clone();
    b[cd + 2] = 100;
    let e = expect(b, ErrorKind::Truncated);
    assert!(e.message.contains("class_defs[0]"), "{e}");
    // static_values_off out of the file.
    let mut b = ok.clone();
    put_u32(&mut b, defs + 28, ok.len() as u32);
    expect(b, ErrorKind::BadOffset);
    // Interfaces list misaligned.
    let mut b = ok.clone();
    put_u32(&mut b, defs + 12, 0x71);
    expect(b, ErrorKind::BadOffset);
}

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn mutation_fuzz_never_panics() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut parsed = 0;
    let mut rejected = 0;
    for name in [
        "Small.dex",
        "AllFormats.dex",
        "Invoke038.dex",
        "Const039.dex",
    ] {
        let orig = fixture(name);
        for _ in 0..1500 {
            let mut b = orig.clone();
            let edits = 1 + rng.below(4);
            for _ in 0..edits {
                // Past the header most of the time: that is where the structure is.
                let pos = rng.below(b.len());
                match rng.below(6) {
                    0 => b[pos] = rng.next() as u8,
                    1 => b[pos] ^= 1 << rng.below(8),
                    2 => b[pos] = [0x00, 0x7f, 0x80, 0xff][rng.below(4)],
                    3 if pos + 4 <= b.len() => {
                        let v = [0, 1, 0xffff, 0xffff_ffff, u32_at(&b, pos).wrapping_add(1)]
                            [rng.below(5)];
                        put_u32(&mut b, pos, v)
                    }
                    4 => b[pos] = b[pos].wrapping_add(1),
                    _ => b[pos] = b[pos].wrapping_sub(1),
                }
            }
            if rng.below(8) != 0 {
                fix_checksum(&mut b);
            }
            match DexFile::parse(b) {
                Ok(d) => {
                    parsed += 1;
                    // Whatever loads must also disassemble without panicking.
                    let mut out = Vec::new();
                    disasm::dump(&d, name, &mut out);
                }
                Err(e) => {
                    rejected += 1;
                    let _ = e.to_string();
                }
            }
        }
    }
    // Both outcomes must actually occur, or the mutations are not reaching the parser.
    assert!(
        parsed > 50 && rejected > 1000,
        "parsed {parsed}, rejected {rejected}"
    );
}
