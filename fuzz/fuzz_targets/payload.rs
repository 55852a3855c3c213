#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| dexmetal_fuzzing::payload(data));
