//! Times the interpreter target's check on each input file named (slowest last).
fn main() {
    let mut v = Vec::new();
    for p in std::env::args().skip(1) {
        let data = std::fs::read(&p).unwrap();
        let t = std::time::Instant::now();
        let o = dexmetal_fuzzing::interp::execute(&data);
        v.push((t.elapsed(), p, format!("{o:?}")));
    }
    v.sort();
    let total: std::time::Duration = v.iter().map(|x| x.0).sum();
    for (d, p, o) in v.iter().rev().take(8) {
        println!("{d:?} {p} {}", &o[..o.len().min(100)]);
    }
    println!(
        "{} inputs, {:?} mean",
        v.len(),
        total / v.len().max(1) as u32
    );
}
