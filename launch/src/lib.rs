//! What a host hands dexmetal to start an app, shared by the runtime that reads it and the
//! host tools that write it: the boot payload in the initrd ([`payload`]), the collector
//! names of `dexmetal.gc=` ([`GcVariant`]) and `dexmetal.gc.pacing=` ([`GcPacing`]), the size syntax of `dalvik.vm.heap*=`
//! ([`parse_size`]) and Dalvik's GC log line ([`gclog`]). It has no build script and no
//! dependencies, so `cargo xtask` can use it before set-up has installed anything (the
//! VM's build needs smali).
#![no_std]

extern crate alloc;

pub mod gclog;
pub mod payload;

/// The collector variants of seed 004 (section 3), chosen with `dexmetal.gc=` (bootargs)
/// or `dexmetal run --gc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GcVariant {
    /// Dalvik's mostly-concurrent mark-sweep: a GC daemon, a stop-the-world root mark,
    /// concurrent marking behind a card-marking write barrier, a remark pause and a
    /// concurrent sweep.
    #[default]
    Cms,
    /// No daemon: mutators run every collection in the foreground, stop-the-world.
    Fg,
    /// Every trigger goes to the daemon; a mutator over the soft limit forces the
    /// allocation instead of collecting.
    Bg,
    /// CMS with sticky mark bits: minor collections mark only objects allocated since
    /// the last cycle, finding old-to-young references through dirty cards.
    GenCms,
    /// The baseline: the same triggers and daemon as `cms`, but every collection is one
    /// stop-the-world pause.
    Stw,
}

impl GcVariant {
    pub const ALL: [GcVariant; 5] = [
        GcVariant::Cms,
        GcVariant::Fg,
        GcVariant::Bg,
        GcVariant::GenCms,
        GcVariant::Stw,
    ];

    /// The boot-argument and command-line spelling.
    pub fn name(self) -> &'static str {
        match self {
            GcVariant::Cms => "cms",
            GcVariant::Fg => "fg",
            GcVariant::Bg => "bg",
            GcVariant::GenCms => "gencms",
            GcVariant::Stw => "stw",
        }
    }

    pub fn parse(s: &str) -> Option<GcVariant> {
        GcVariant::ALL.into_iter().find(|v| v.name() == s)
    }

    /// Whether a GC daemon thread exists.
    pub fn has_daemon(self) -> bool {
        self != GcVariant::Fg
    }

    /// Whether daemon cycles mark and sweep concurrently with the mutators.
    pub fn concurrent(self) -> bool {
        matches!(self, GcVariant::Cms | GcVariant::Bg | GcVariant::GenCms)
    }
}

impl core::fmt::Display for GcVariant {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// How the concurrent collectors pace their cycles, chosen with `dexmetal.gc.pacing=`
/// (bootargs) or `dexmetal run --gc-pacing`. Only daemon cycles that mark concurrently
/// (`cms`, `bg`, `gencms`) are paced; the others ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GcPacing {
    /// Dalvik 4.4's: the daemon is signalled 128 KiB below the soft limit, and a mutator
    /// yields to it every few KiB it allocates during the cycle; past the soft limit it
    /// waits for the cycle. Faithful to seed 004.
    #[default]
    Dalvik,
    /// The cycle starts early enough, from the measured allocation, marking and sweeping
    /// rates, to end before the soft limit, and a mutator that outruns the daemon does
    /// proportional collector work itself (assists) instead of waiting.
    Adaptive,
}

impl GcPacing {
    pub const ALL: [GcPacing; 2] = [GcPacing::Dalvik, GcPacing::Adaptive];

    pub fn name(self) -> &'static str {
        match self {
            GcPacing::Dalvik => "dalvik",
            GcPacing::Adaptive => "adaptive",
        }
    }

    pub fn parse(s: &str) -> Option<GcPacing> {
        GcPacing::ALL.into_iter().find(|v| v.name() == s)
    }
}

impl core::fmt::Display for GcPacing {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// A `dalvik.vm.heap*` size, as Dalvik's property parser takes it: decimal digits with an
/// optional `k`, `m` or `g` suffix (either case) → bytes. No sign, no spaces; `None` on
/// anything else or on overflow.
pub fn parse_size(v: &str) -> Option<usize> {
    let (num, mul) = match v.as_bytes().last()? {
        b'k' | b'K' => (&v[..v.len() - 1], 1usize << 10),
        b'm' | b'M' => (&v[..v.len() - 1], 1 << 20),
        b'g' | b'G' => (&v[..v.len() - 1], 1 << 30),
        _ => (v, 1),
    };
    // `usize::from_str` takes a leading `+`, which Dalvik's parser does not.
    if num.is_empty() || !num.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    num.parse::<usize>().ok()?.checked_mul(mul)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collector_names_round_trip() {
        for v in GcVariant::ALL {
            assert_eq!(GcVariant::parse(v.name()), Some(v));
        }
        for bad in ["", "CMS", "g1", "cms ", "fg=1"] {
            assert_eq!(GcVariant::parse(bad), None, "{bad:?}");
        }
        assert_eq!(GcVariant::default(), GcVariant::Cms);
        assert!(!GcVariant::Fg.has_daemon() && !GcVariant::Stw.concurrent());
    }

    #[test]
    fn pacing_names_round_trip() {
        for p in GcPacing::ALL {
            assert_eq!(GcPacing::parse(p.name()), Some(p));
            assert_eq!(alloc::format!("{p}"), p.name());
        }
        for bad in ["", "Dalvik", "go", "adaptive "] {
            assert_eq!(GcPacing::parse(bad), None, "{bad:?}");
        }
        assert_eq!(GcPacing::default(), GcPacing::Dalvik);
    }

    #[test]
    fn sizes() {
        assert_eq!(parse_size("123"), Some(123));
        assert_eq!(parse_size("64k"), Some(64 << 10));
        assert_eq!(parse_size("8M"), Some(8 << 20));
        assert_eq!(parse_size("1g"), Some(1 << 30));
        assert_eq!(parse_size("0"), Some(0));
        for bad in [
            "",
            "m",
            "+5m",
            "-1m",
            "1 6m",
            "1.5m",
            "16t",
            "99999999999999999999",
        ] {
            assert_eq!(parse_size(bad), None, "{bad:?}");
        }
    }
}
