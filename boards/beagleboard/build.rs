fn main() {
    dexmetal_board_build::link("beagleboard.x");
}
