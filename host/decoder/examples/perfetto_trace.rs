//! Turns a saved serial capture into a Perfetto trace and checks it:
//! `cargo run -p dexmetal-decoder --example perfetto_trace -- ELF SERIAL OUT.pftrace [DEX...]`
//! (ELF: the runtime image whose `.defmt` table decodes the capture; DEX: the run's
//! files, so the profile module names sample frames `pkg.Class.method(..) (File:line)`).
//! Prints the checker's counts and the builder's warnings.

use anyhow::{bail, Context, Result};
use dexmetal_decoder::profile::{DexSource, Profile};
use dexmetal_decoder::{trace, Item, Telemetry};

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [elf, serial, out, dexes @ ..] = &args[..] else {
        bail!("usage: perfetto_trace ELF SERIAL OUT.pftrace [DEX...]");
    };
    let tel = Telemetry::from_elf(&std::fs::read(elf).with_context(|| elf.clone())?)?;
    let mut dec = tel.decoder();
    let mut items = dec.feed(&std::fs::read(serial).with_context(|| serial.clone())?);
    items.extend(dec.finish());
    let events: Vec<_> = items
        .into_iter()
        .filter_map(|i| match i {
            Item::Event(e) => Some(e),
            _ => None,
        })
        .collect();
    let dexes = dexes
        .iter()
        .map(|d| {
            Ok(DexSource {
                name: d.clone(),
                bytes: std::fs::read(d).with_context(|| d.clone())?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let profile = Profile::from_events(&events, &dexes);
    let namer = trace::profile_namer(&profile);
    let namer: Option<trace::Namer<'_>> = if dexes.is_empty() { None } else { Some(&namer) };
    let warnings = trace::write(&events, std::path::Path::new(out), namer)?;
    let stats = trace::check(&std::fs::read(out)?).map_err(anyhow::Error::msg)?;
    println!(
        "{} events -> {out}: {} packets, {} tracks, {} slices, {} instants ({} with a stack), {} counter values, depth {}",
        events.len(),
        stats.packets,
        stats.tracks,
        stats.slices,
        stats.instants,
        stats.stacks,
        stats.counters,
        stats.max_depth
    );
    for w in warnings {
        println!("warning: {w}");
    }
    Ok(())
}
