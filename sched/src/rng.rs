//! The seeded PRNG behind schedule perturbation: Marsaglia's xorshift32 ("Xorshift
//! RNGs", J. Stat. Software 8(14), 2003, triple 13/17/5). Tiny and deterministic, so a
//! seed reproduces the same interleaving on the host and on the board.

/// Marsaglia's 32-bit xorshift generator.
#[derive(Clone, Debug)]
pub struct XorShift32 {
    state: u32,
}

impl XorShift32 {
    /// Seeds the generator; a zero seed (the one fixed point of xorshift) is remapped.
    pub fn new(seed: u32) -> Self {
        Self {
            state: if seed == 0 { 0x9E37_79B9 } else { seed },
        }
    }

    /// Next value of the sequence, never zero.
    pub fn next_u32(&mut self) -> u32 {
        let mut x = self.state;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.state = x;
        x
    }

    /// True with probability 1/`n` (always for n <= 1).
    pub fn one_in(&mut self, n: u32) -> bool {
        n <= 1 || self.next_u32().is_multiple_of(n)
    }
}
