//! What a host hands dexmetal to start an app, shared by the runtime that reads it and the
//! host tools that write it: the boot payload in the initrd ([`payload`]), the boot
//! arguments ([`bootargs`]: every key, its syntax and default, parsed into one typed
//! configuration and written back), the collector names of `dexmetal.gc=` ([`GcVariant`])
//! and `dexmetal.gc.pacing=` ([`GcPacing`]), the size syntax of `dalvik.vm.heap*=`
//! ([`parse_size`]) and Dalvik's GC log line ([`gclog`]). It has no build script and no
//! dependencies, so `cargo xtask` can use it before set-up has installed anything (the
//! library's build needs smali).
#![no_std]

extern crate alloc;

/// An enum of named choices (a boot argument's or a command-line option's values): the
/// enum, `ALL` in order, `name` (the spelling), `parse` (its inverse), `expected` (the
/// names for an error message), `Display`, and its [`bootargs::Value`] syntax, where an
/// unknown name is an "unknown `$what`".
macro_rules! named_choices {
    (
        $(#[$meta:meta])*
        pub enum $ty:ident: $what:literal {
            $( $(#[$vmeta:meta])* $var:ident = $name:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
        pub enum $ty {
            $( $(#[$vmeta])* $var, )+
        }

        impl $ty {
            pub const ALL: [$ty; [$($name),+].len()] = [$($ty::$var),+];

            /// The boot-argument and command-line spelling.
            pub const fn name(self) -> &'static str {
                match self {
                    $( $ty::$var => $name, )+
                }
            }

            pub fn parse(s: &str) -> Option<$ty> {
                $ty::ALL.into_iter().find(|v| v.name() == s)
            }

            /// The names as an error message lists them: `a, b or c`.
            pub fn expected() -> alloc::string::String {
                let names = $ty::ALL.map($ty::name);
                match names.split_last() {
                    Some((last, [])) => alloc::string::String::from(*last),
                    Some((last, rest)) => alloc::format!("{} or {last}", rest.join(", ")),
                    None => alloc::string::String::new(),
                }
            }
        }

        impl core::fmt::Display for $ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                // `pad`, so that a table's `{:8}` lines the names up.
                f.pad(self.name())
            }
        }

        impl $crate::bootargs::Value for $ty {
            fn syntax() -> alloc::string::String {
                $ty::ALL.map($ty::name).join("|")
            }

            fn read(text: Option<&str>) -> Result<Self, $crate::bootargs::Problem> {
                text.and_then($ty::parse).ok_or($crate::bootargs::Problem::Unknown {
                    what: $what,
                    names: &[$($name),+],
                })
            }

            fn write(&self) -> Option<alloc::string::String> {
                Some(self.name().into())
            }

            fn choices() -> alloc::vec::Vec<&'static str> {
                $ty::ALL.map($ty::name).to_vec()
            }
        }
    };
}

pub mod bootargs;
pub mod gclog;
pub mod payload;

named_choices! {
    /// The collector variants of seed 004 (section 3), chosen with `dexmetal.gc=` (bootargs)
    /// or `dexmetal run --gc`.
    pub enum GcVariant: "collector" {
        /// Dalvik's mostly-concurrent mark-sweep: a GC daemon, a stop-the-world root mark,
        /// concurrent marking behind a card-marking write barrier, a remark pause and a
        /// concurrent sweep.
        #[default]
        Cms = "cms",
        /// No daemon: mutators run every collection in the foreground, stop-the-world.
        Fg = "fg",
        /// Every trigger goes to the daemon; a mutator over the soft limit forces the
        /// allocation instead of collecting.
        Bg = "bg",
        /// CMS with sticky mark bits: minor collections mark only objects allocated since
        /// the last cycle, finding old-to-young references through dirty cards.
        GenCms = "gencms",
        /// The baseline: the same triggers and daemon as `cms`, but every collection is one
        /// stop-the-world pause.
        Stw = "stw",
    }
}

impl GcVariant {
    /// Whether a GC daemon thread exists.
    pub fn has_daemon(self) -> bool {
        self != GcVariant::Fg
    }

    /// Whether daemon cycles mark and sweep concurrently with the mutators.
    pub fn concurrent(self) -> bool {
        matches!(self, GcVariant::Cms | GcVariant::Bg | GcVariant::GenCms)
    }
}

named_choices! {
    /// How the concurrent collectors pace their cycles, chosen with `dexmetal.gc.pacing=`
    /// (bootargs) or `dexmetal run --gc-pacing`. Only daemon cycles that mark concurrently
    /// (`cms`, `bg`, `gencms`) are paced; the others ignore it ([`GcPacing::paces`]).
    pub enum GcPacing: "pacing" {
        /// Dalvik 4.4's: the daemon is signalled 128 KiB below the soft limit, and a mutator
        /// yields to it every few KiB it allocates during the cycle; past the soft limit it
        /// waits for the cycle. Faithful to seed 004.
        #[default]
        Dalvik = "dalvik",
        /// The cycle starts early enough, from the measured allocation, marking and sweeping
        /// rates, to end before the soft limit, and a mutator that outruns the daemon does
        /// proportional collector work itself (assists) instead of waiting.
        Adaptive = "adaptive",
    }
}

impl GcPacing {
    /// Whether this pacing changes how collector `v` runs: the adaptive pacer, on a
    /// collector with concurrent cycles.
    pub fn paces(self, v: GcVariant) -> bool {
        self == GcPacing::Adaptive && v.concurrent()
    }
}

/// The collector configurations worth telling apart: every collector under Dalvik's
/// pacing, each followed by the adaptive pacing where that changes it.
pub fn gc_configs() -> impl Iterator<Item = (GcVariant, GcPacing)> {
    GcVariant::ALL.into_iter().flat_map(|v| {
        GcPacing::ALL
            .into_iter()
            .filter(move |&p| p == GcPacing::Dalvik || p.paces(v))
            .map(move |p| (v, p))
    })
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
        assert_eq!(GcVariant::expected(), "cms, fg, bg, gencms or stw");
        assert_eq!(GcPacing::expected(), "dalvik or adaptive");
    }

    #[test]
    fn configs_pair_each_collector_with_the_pacings_that_change_it() {
        let names: alloc::vec::Vec<alloc::string::String> = gc_configs()
            .map(|(v, p)| alloc::format!("{v}/{p}"))
            .collect();
        assert_eq!(
            names,
            [
                "cms/dalvik",
                "cms/adaptive",
                "fg/dalvik",
                "bg/dalvik",
                "bg/adaptive",
                "gencms/dalvik",
                "gencms/adaptive",
                "stw/dalvik"
            ]
        );
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
