#![no_main]
libfuzzer_sys::fuzz_target!(
    init: {
        dexmetal_fuzzing::decoder_init();
        // libFuzzer's hook aborts on any panic. defmt-decoder's own panics on corrupt
        // frames are caught by the host decoder and reported as malformed frames, so
        // they go on to that catch_unwind; every other panic still aborts.
        let abort = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !info.location().is_some_and(|l| dexmetal_fuzzing::caught_by_decoder(l.file())) {
                abort(info);
            }
        }));
    },
    |data: &[u8]| dexmetal_fuzzing::decoder(data)
);
