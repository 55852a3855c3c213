//! Stack-overflow detection by guard words: a canary pattern is painted over the lowest
//! words of each (full-descending, AAPCS) thread stack and checked at every context
//! switch, like FreeRTOS's `configCHECK_FOR_STACK_OVERFLOW` method 2. Pure logic over
//! a word slice, so the arch layer hands in the stack memory and the host tests it.

use crate::thread::ThreadId;

/// The canary; distinct per word position so a shifted copy of it does not pass.
pub const CANARY: u32 = 0xC0DE_57AC;

fn canary_at(i: usize) -> u32 {
    CANARY ^ (i as u32).wrapping_mul(0x0101_0101)
}

/// Report of a corrupted guard: which thread overflowed and how far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackOverflow {
    /// The thread whose guard was overwritten.
    pub thread: ThreadId,
    /// Index of the highest corrupted guard word (how deep the overflow reached
    /// into the guard, counted from the stack limit).
    pub deepest_word: usize,
}

/// Paints the guard: the first `guard_words` words (lowest addresses, the stack limit)
/// get the canary. Returns false if the stack is smaller than the guard.
pub fn paint_guard(stack: &mut [u32], guard_words: usize) -> bool {
    let Some(guard) = stack.get_mut(..guard_words) else {
        return false;
    };
    for (i, w) in guard.iter_mut().enumerate() {
        *w = canary_at(i);
    }
    true
}

/// Checks the guard of `thread`'s stack; reports the highest overwritten guard word.
/// A stack smaller than the guard counts as overflowed (nothing could be checked).
pub fn check_guard(
    thread: ThreadId,
    stack: &[u32],
    guard_words: usize,
) -> Result<(), StackOverflow> {
    let Some(guard) = stack.get(..guard_words) else {
        return Err(StackOverflow {
            thread,
            deepest_word: stack.len(),
        });
    };
    match guard
        .iter()
        .enumerate()
        .rev()
        .find(|(i, w)| **w != canary_at(*i))
    {
        Some((i, _)) => Err(StackOverflow {
            thread,
            deepest_word: i,
        }),
        None => Ok(()),
    }
}

/// Paints the whole stack with the canary so [`high_water_words`] can later measure
/// the deepest use (for sizing stacks of 512 threads).
pub fn paint_all(stack: &mut [u32]) {
    paint_guard(stack, stack.len());
}

/// Words ever used, counted from the top of a stack painted with [`paint_all`]: the
/// highest word from the bottom that no longer holds its canary, plus one.
pub fn high_water_words(stack: &[u32]) -> usize {
    stack
        .iter()
        .enumerate()
        .find(|(i, w)| **w != canary_at(*i))
        .map_or(0, |(i, _)| stack.len() - i)
}
