fn main() {
    dexmetal_board_build::link("qemu-virt.x");
}
