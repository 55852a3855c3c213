//! Times the decoder target's check over the files named (needs DEXMETAL_FUZZ_ELF), and
//! counts the inputs on which defmt-decoder panicked (caught by the host decoder).
use std::sync::atomic::{AtomicUsize, Ordering};
static PANICS: AtomicUsize = AtomicUsize::new(0);
fn main() {
    let files: Vec<Vec<u8>> = std::env::args()
        .skip(1)
        .filter_map(|p| std::fs::read(p).ok())
        .collect();
    std::panic::set_hook(Box::new(|_| {
        PANICS.fetch_add(1, Ordering::Relaxed);
    }));
    dexmetal_fuzzing::decoder(b"\x01");
    let t = std::time::Instant::now();
    let mut hit = 0;
    for f in &files {
        let before = PANICS.load(Ordering::Relaxed);
        dexmetal_fuzzing::decoder(f);
        hit += usize::from(PANICS.load(Ordering::Relaxed) > before);
    }
    println!(
        "{} inputs, {:?} mean; {hit} hit a caught defmt-decoder panic ({} panics)",
        files.len(),
        t.elapsed() / files.len().max(1) as u32,
        PANICS.load(Ordering::Relaxed)
    );
}
