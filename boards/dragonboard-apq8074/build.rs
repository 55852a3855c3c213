fn main() {
    dexmetal_board_build::link("dragonboard-apq8074.x");
    // Linked this low (0x8000), lld would map the ELF headers into a segment at 0,
    // which the flat image would then have to start at; nmagic keeps them unloaded.
    println!("cargo:rustc-link-arg-bins=--nmagic");
}
