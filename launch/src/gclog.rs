//! Dalvik 4.4's GC log line (dalvik/vm/alloc/Heap.cpp, `dvmCollectGarbageInternal`'s
//! LOGD: `GC_CONCURRENT freed 2049K, 65% free 3571K/9991K, paused 2ms+2ms, total 36ms`),
//! written by the VM for `dexmetal run --verbose-gc` and rebuilt by the host decoder from a
//! board's `gc` telemetry event, so both print the same line from the same numbers.

use core::fmt;

/// One collection as the log line reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GcLogLine<'a> {
    /// GC_CONCURRENT, GC_FOR_ALLOC, GC_EXPLICIT or GC_BEFORE_OOM.
    pub kind: &'a str,
    pub freed_bytes: u64,
    pub live_bytes: u64,
    pub footprint: u64,
    /// Each stop-the-world pause in nanoseconds (one, or two for a concurrent cycle).
    pub pauses_ns: [u64; 2],
    pub pauses: usize,
    /// Start to end of the collection, in nanoseconds.
    pub total_ns: u64,
}

impl fmt::Display for GcLogLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} freed ", self.kind)?;
        // Dalvik prints `<1K` for a collection that freed under a KiB.
        if self.freed_bytes > 0 && self.freed_bytes < 1024 {
            f.write_str("<1K")?;
        } else {
            write!(f, "{}K", self.freed_bytes / 1024)?;
        }
        let pct_free = (100 * self.live_bytes)
            .checked_div(self.footprint)
            .map_or(0, |used| 100 - used.min(100));
        write!(
            f,
            ", {pct_free}% free {}K/{}K, paused ",
            self.live_bytes / 1024,
            self.footprint / 1024
        )?;
        let ms = |ns: u64| ns / 1_000_000;
        let n = self.pauses.clamp(1, 2);
        for (i, p) in self.pauses_ns[..n].iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            write!(f, "{}ms", ms(*p))?;
        }
        let longest = self.pauses_ns[..n].iter().sum::<u64>();
        write!(f, ", total {}ms", ms(self.total_ns.max(longest)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn dalvik_format() {
        let mut l = GcLogLine {
            kind: "GC_CONCURRENT",
            freed_bytes: 2049 * 1024,
            live_bytes: 3571 * 1024,
            footprint: 9991 * 1024,
            pauses_ns: [2_400_000, 2_000_000],
            pauses: 2,
            total_ns: 36_700_000,
        };
        assert_eq!(
            l.to_string(),
            "GC_CONCURRENT freed 2049K, 65% free 3571K/9991K, paused 2ms+2ms, total 36ms"
        );
        l.kind = "GC_FOR_ALLOC";
        l.pauses = 1;
        l.freed_bytes = 12;
        l.total_ns = 0;
        assert_eq!(
            l.to_string(),
            "GC_FOR_ALLOC freed <1K, 65% free 3571K/9991K, paused 2ms, total 2ms"
        );
    }
}
