//! The VM's configuration from the boot arguments ([`VmConfig::from_boot`]): the one place a
//! [`BootConfig`] (dexmetal-launch's typed kernel command line, which the host CLI's options
//! also map onto) becomes a [`VmConfig`]. What only an embedder knows stays with it: the
//! board's runtime limits the heap to its spare RAM and ticks from the timer, the host CLI
//! ticks every N polls; keys left out keep [`VmConfig::default`].

use crate::heap::collect::HeapPolicy;
use crate::vm::VmConfig;
use dexmetal_launch::bootargs::BootConfig;

impl VmConfig {
    /// The VM's configuration for `boot`, over [`VmConfig::default`].
    pub fn from_boot(boot: &BootConfig) -> VmConfig {
        let d = VmConfig::default();
        let p = d.heap_policy;
        let heap_policy = HeapPolicy {
            start_size: boot.heap_start_size.unwrap_or(p.start_size),
            growth_limit: boot.heap_growth_limit.unwrap_or(p.growth_limit),
            max_size: boot.heap_size.unwrap_or(p.max_size),
            target_utilization: boot
                .heap_target_utilization
                .map_or(p.target_utilization, |u| u.get()),
            min_free: boot.heap_min_free.unwrap_or(p.min_free),
            max_free: boot.heap_max_free.unwrap_or(p.max_free),
        };
        VmConfig {
            heap_policy,
            gc: boot.gc,
            gc_pacing: boot.gc_pacing,
            verify_heap: boot.gc_verify,
            // Register words: four bytes each.
            thread_stack_words: boot.vm_stack / 4,
            slice_ticks: boot.sched_slice.get(),
            tick_polls: boot.sched_tick_polls.unwrap_or(d.tick_polls),
            sched_seed: boot.sched_seed,
            perturb_one_in: boot.sched_perturb.get(),
            dimmunix: boot.dimmunix,
            dimmunix_depth: boot.dimmunix_depth.get() as u8,
            ..d
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dexmetal_launch::bootargs::Key;
    use dexmetal_launch::parse_size;

    /// The boot keys' defaults, as docs/BOOTARGS.md states them, are the VM's.
    #[test]
    fn the_boot_defaults_are_the_vms() {
        let d = VmConfig::default();
        let c = VmConfig::from_boot(&BootConfig::default());
        assert_eq!(c.heap_policy, d.heap_policy);
        assert_eq!(
            (c.gc, c.gc_pacing, c.verify_heap),
            (d.gc, d.gc_pacing, d.verify_heap)
        );
        assert_eq!(c.thread_stack_words, d.thread_stack_words);
        assert_eq!((c.slice_ticks, c.tick_polls), (d.slice_ticks, d.tick_polls));
        assert_eq!(
            (c.sched_seed, c.perturb_one_in),
            (d.sched_seed, d.perturb_one_in)
        );
        assert_eq!(
            (c.dimmunix, c.dimmunix_depth),
            (d.dimmunix, d.dimmunix_depth)
        );
        let size = |k: Key| parse_size(&k.default_text());
        let p = d.heap_policy;
        assert_eq!(size(Key::HeapStartSize), Some(p.start_size));
        assert_eq!(size(Key::HeapGrowthLimit), Some(p.growth_limit));
        assert_eq!(size(Key::HeapSize), Some(p.max_size));
        assert_eq!(size(Key::HeapMinFree), Some(p.min_free));
        assert_eq!(size(Key::HeapMaxFree), Some(p.max_free));
        assert_eq!(
            Key::HeapTargetUtilization.default_text().parse::<f32>(),
            Ok(p.target_utilization)
        );
    }

    #[test]
    fn every_vm_key_reaches_the_config() {
        let (boot, problems) = BootConfig::parse(
            "dexmetal.gc=fg dexmetal.gc.pacing=adaptive dexmetal.gc.verify \
             dalvik.vm.heapstartsize=1m dalvik.vm.heapgrowthlimit=12m dalvik.vm.heapsize=16m \
             dalvik.vm.heapminfree=256k dalvik.vm.heapmaxfree=1m \
             dalvik.vm.heaptargetutilization=0.5 dexmetal.vm.stack=16k dexmetal.sched.slice=3 \
             dexmetal.sched.tick_polls=7 dexmetal.sched.seed=9 dexmetal.sched.perturb=2 \
             dexmetal.dimmunix=off dexmetal.dimmunix.depth=3",
        );
        assert!(problems.is_empty(), "{problems:?}");
        let c = VmConfig::from_boot(&boot);
        let want = HeapPolicy {
            start_size: 1 << 20,
            growth_limit: 12 << 20,
            max_size: 16 << 20,
            target_utilization: 0.5,
            min_free: 256 << 10,
            max_free: 1 << 20,
        };
        assert_eq!(c.heap_policy, want);
        assert_eq!(c.gc, crate::heap::collect::GcVariant::Fg);
        assert_eq!(c.gc_pacing, crate::heap::collect::GcPacing::Adaptive);
        assert!(c.verify_heap && !c.dimmunix);
        assert_eq!(c.thread_stack_words, 4 << 10);
        assert_eq!((c.slice_ticks, c.tick_polls, c.perturb_one_in), (3, 7, 2));
        assert_eq!((c.sched_seed, c.dimmunix_depth), (Some(9), 3));
        // What the boot arguments do not say stays the VM's.
        let d = VmConfig::default();
        assert_eq!(
            (c.heap_bytes, c.stack_words, c.verify),
            (d.heap_bytes, d.stack_words, d.verify)
        );
    }
}
