//! Loads the committed smali-built fixtures (vm/tests/data) and checks what the public
//! DEX API reports against what the .smali sources say.

use dexmetal_vm::dex::{disasm, insn, DexFile, EncodedValue, ErrorKind, ParseOptions};

fn load(name: &str) -> DexFile {
    let path = format!("{}/tests/data/{}", env!("CARGO_MANIFEST_DIR"), name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    DexFile::parse(bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn versions_and_checksum() {
    for (f, v) in [
        ("Small.dex", 35),
        ("AllFormats.dex", 35),
        ("Iface037.dex", 37),
        ("Invoke038.dex", 38),
        ("Const039.dex", 39),
    ] {
        let d = load(f);
        assert_eq!(d.version(), v, "{f}");
        assert_eq!(d.checksum(), d.computed_checksum(), "{f}");
        assert_eq!(d.map_list()[0].type_code, 0, "{f}: header item first");
    }
}

#[test]
fn small_strings_and_code() {
    let d = load("Small.dex");
    let c = d.find_class("LSmall;").expect("class");
    assert_eq!(d.source_file(c), Some("Small.java"));
    assert_eq!(
        c.superclass_idx.and_then(|s| d.type_descriptor(s)),
        Some("Ljava/lang/Object;")
    );
    // Static value: "hé😀" -> 4 UTF-16 units with a surrogate pair.
    let values = d.static_values(c).unwrap();
    let EncodedValue::String(s) = values[0] else {
        panic!("{values:?}")
    };
    assert_eq!(d.string(s), Some("h\u{e9}\u{1f600}"));
    assert_eq!(d.string_utf16(s).unwrap(), vec![0x68, 0xe9, 0xd83d, 0xde00]);
    assert_eq!(d.string_utf16_len(s), Some(4));
    let data = d.class_data(c).unwrap();
    let m = &data.direct_methods[0];
    assert_eq!(d.method_name(m.method_idx), Some("main"));
    let mid = d.method_id(m.method_idx).unwrap();
    assert_eq!(
        d.proto_signature(mid.proto_idx).as_deref(),
        Some("([Ljava/lang/String;)V")
    );
    assert_eq!(d.proto_shorty(mid.proto_idx), Some("VL"));
    let code = &d.code_item(m.code_off).unwrap();
    assert_eq!(
        (code.registers_size, code.ins_size, code.outs_size),
        (3, 1, 2)
    );
    assert_eq!(code.tries.len(), 1);
    let t = &code.tries[0];
    assert_eq!((t.start_addr, t.insn_count), (2, 5));
    assert_eq!(t.handlers.pairs.len(), 1);
    assert_eq!(
        d.type_descriptor(t.handlers.pairs[0].0),
        Some("Ljava/lang/RuntimeException;")
    );
    assert_eq!(t.handlers.catch_all, Some(10));
    assert!(code.try_for_pc(4).is_some() && code.try_for_pc(7).is_none());
    assert_eq!(code.line_for_pc(0), Some(5));
    assert_eq!(code.line_for_pc(8), Some(6));
    // The packed-switch at 7 points at a payload the decoder can read.
    let sw = insn::decode(&code.insns, 7).unwrap();
    assert_eq!(sw.name(), "packed-switch");
    let p = insn::packed_switch(&code.insns, sw.target(7).unwrap() as usize).unwrap();
    assert_eq!(p.iter().collect::<Vec<_>>(), vec![(0, 3)]);
}

#[test]
fn all_formats_values_and_members() {
    let d = load("AllFormats.dex");
    let c = d.find_class("LAllFormats;").unwrap();
    assert_eq!(c.access_flags, 0x11);
    let ifaces: Vec<_> = c
        .interfaces
        .iter()
        .map(|&t| d.type_descriptor(t).unwrap())
        .collect();
    assert_eq!(ifaces, ["Ljava/lang/Runnable;", "Ljava/lang/Comparable;"]);
    assert_ne!(c.annotations_off, 0);
    let data = d.class_data(c).unwrap();
    let values = d.static_values(c).unwrap();
    let names: Vec<_> = data
        .static_fields
        .iter()
        .map(|f| d.field_name(f.field_idx).unwrap())
        .collect();
    let value = |n: &str| values.get(names.iter().position(|x| *x == n).unwrap());
    assert_eq!(value("sB"), Some(&EncodedValue::Byte(-0x7f)));
    assert_eq!(value("sS"), Some(&EncodedValue::Short(-0x1234)));
    assert_eq!(value("sC"), Some(&EncodedValue::Char(0xe9)));
    assert_eq!(value("sI"), Some(&EncodedValue::Int(-0x12345678)));
    assert_eq!(value("sJ"), Some(&EncodedValue::Long(-0x123456789abcdef)));
    assert_eq!(value("sF"), Some(&EncodedValue::Float(-1.25e-10)));
    assert_eq!(value("sD"), Some(&EncodedValue::Double(6.02214076e23)));
    assert_eq!(value("sZ"), Some(&EncodedValue::Boolean(true)));
    assert_eq!(value("sNull"), Some(&EncodedValue::Null));
    let Some(EncodedValue::Type(t)) = value("sType") else {
        panic!()
    };
    assert_eq!(d.type_descriptor(*t), Some("Ljava/lang/String;"));
    let Some(EncodedValue::String(s)) = value("sStr") else {
        panic!()
    };
    let text = d.string(*s).unwrap();
    assert!(
        text.contains("caf\u{e9} \u{20ac} \u{1f600} nul\0 end"),
        "{text:?}"
    );
    assert_eq!(data.instance_fields.len(), 3);
    // Native method has no code; everything() has registers 300 and 3 catch entries.
    let native = data
        .virtual_methods
        .iter()
        .find(|m| d.method_name(m.method_idx) == Some("nativeMethod"))
        .unwrap();
    assert_eq!(native.code_off, 0);
    let every = data
        .direct_methods
        .iter()
        .find(|m| d.method_name(m.method_idx) == Some("everything"))
        .unwrap();
    let code = d.code_item(every.code_off).unwrap();
    assert_eq!(code.registers_size, 300);
    assert_eq!(code.tries[0].handlers.pairs.len(), 2);
    assert!(code.tries[0].handlers.catch_all.is_some());
    // Every 035 opcode that is not unused appears in the listing.
    let mut seen = [false; 256];
    for (_, r) in insn::iter(&code.insns) {
        seen[r.unwrap().opcode as usize] = true;
    }
    let missing: Vec<_> = (0..=0xe2usize)
        .filter(|&o| !seen[o] && !insn::info(o as u8).is_unused())
        .collect();
    assert!(missing.is_empty(), "opcodes not exercised: {missing:02x?}");
    assert!(code.positions.len() >= 4);
}

#[test]
fn dex038_039_pools() {
    let d = load("Invoke038.dex");
    assert_eq!(d.method_handles().len(), 1);
    let cs = d.call_site(0).unwrap();
    assert!(matches!(
        cs.values[..],
        [
            EncodedValue::MethodHandle(0),
            EncodedValue::String(_),
            EncodedValue::MethodType(_),
            EncodedValue::Int(7),
            EncodedValue::String(_)
        ]
    ));
    let d = load("Const039.dex");
    assert_eq!(d.method_handles().len(), 3);
    assert!(d.method_handles().iter().any(|h| h.kind == 1));
}

#[test]
fn interface_default_methods() {
    let d = load("Iface037.dex");
    let g = d.find_class("LGreeter;").unwrap();
    assert_ne!(g.access_flags & 0x200, 0);
    let data = d.class_data(g).unwrap();
    let greet = data
        .virtual_methods
        .iter()
        .find(|m| d.method_name(m.method_idx) == Some("greet"))
        .unwrap();
    assert!(
        d.code_item(greet.code_off).is_ok(),
        "default method has code"
    );
    let imp = d.find_class("LGreeterImpl;").unwrap();
    assert_eq!(d.type_descriptor(imp.interfaces[0]), Some("LGreeter;"));
    assert!(d.find_class("LMissing;").is_none());
}

#[test]
fn checksum_option_and_dump_smoke() {
    let path = format!("{}/tests/data/Small.dex", env!("CARGO_MANIFEST_DIR"));
    let mut bytes = std::fs::read(path).unwrap();
    bytes[8] ^= 1;
    assert_eq!(
        DexFile::parse(bytes.clone()).unwrap_err().kind,
        ErrorKind::BadChecksum
    );
    let d = DexFile::parse_with(
        bytes,
        ParseOptions {
            verify_checksum: false,
            ..Default::default()
        },
    )
    .unwrap();
    assert_ne!(d.checksum(), d.computed_checksum());
    let mut out = Vec::new();
    disasm::dump(&d, "Small.dex", &mut out);
    let text = String::from_utf8_lossy(&out);
    assert!(
        text.contains("|0002: const-string v1, \"Hello\" // string@0000"),
        "{text}"
    );
}
