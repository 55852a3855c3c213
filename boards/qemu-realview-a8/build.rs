fn main() {
    dexmetal_board_build::link("qemu-realview-a8.x");
}
