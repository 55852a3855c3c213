//! Monitors (monitor-enter/exit, synchronized, Object.wait/notify) on the lock word of
//! the object header, Dalvik thin-lock layout (vm/Sync.cpp):
//! bit 0 shape (0 thin, 1 fat), bits 1-2 hash state, bits 3-18 owner thread id,
//! bits 19-31 recursion count. Single thread today (thread id 1); the threads issue adds
//! blocking, fat locks and wait sets behind the hook points in [`hooks`].

use crate::oo::MethodIdx;
use crate::vm::{Throw, Vm};

const SHAPE_FAT: u32 = 1;
const OWNER_SHIFT: u32 = 3;
const OWNER_MASK: u32 = 0xffff << OWNER_SHIFT;
const COUNT_SHIFT: u32 = 19;
const COUNT_MAX: u32 = (1 << 13) - 1;
/// Thread id of the only thread (0 means unowned).
pub const MAIN_THREAD_ID: u32 = 1;

/// Hook points for deadlock avoidance/detection (Dimmunix-style) and the scheduler.
/// All empty for now.
pub mod hooks {
    use crate::oo::MethodIdx;
    /// Before blocking on an owned-by-another-thread monitor, at (method, dex pc).
    #[inline(always)]
    pub fn before_acquire(_obj: u32, _method: MethodIdx, _pc: u32) {}
    /// After the monitor was acquired (not for recursive re-entry).
    #[inline(always)]
    pub fn after_acquire(_obj: u32, _method: MethodIdx, _pc: u32) {}
    /// Before the monitor is released (recursion count reaching zero, or wait()).
    #[inline(always)]
    pub fn before_release(_obj: u32) {}
    /// After wait() re-acquired the monitor.
    #[inline(always)]
    pub fn after_wait_reacquire(_obj: u32) {}
}

const LOCK_WORD: u32 = 4;

impl Vm {
    /// monitor-enter on non-null `obj` executed at (method, pc).
    pub fn monitor_enter(&mut self, obj: u32, method: MethodIdx, pc: u32) -> Result<(), Throw> {
        let lw = self.ld32(obj, LOCK_WORD);
        if lw & SHAPE_FAT != 0 {
            return Err(self.throw_msg(
                "Ljava/lang/InternalError;",
                "fat locks need the threads support",
            ));
        }
        let owner = (lw & OWNER_MASK) >> OWNER_SHIFT;
        if owner == 0 {
            hooks::before_acquire(obj, method, pc);
            self.st32(obj, LOCK_WORD, (lw & 0x7) | (MAIN_THREAD_ID << OWNER_SHIFT));
            hooks::after_acquire(obj, method, pc);
            Ok(())
        } else if owner == MAIN_THREAD_ID {
            let count = lw >> COUNT_SHIFT;
            if count >= COUNT_MAX {
                return Err(
                    self.throw_msg("Ljava/lang/InternalError;", "monitor recursion too deep")
                );
            }
            self.st32(obj, LOCK_WORD, lw + (1 << COUNT_SHIFT));
            Ok(())
        } else {
            // Another thread cannot exist yet: the lock word is corrupt.
            Err(self.throw_msg(
                "Ljava/lang/InternalError;",
                "monitor owned by unknown thread",
            ))
        }
    }

    /// monitor-exit on non-null `obj`; IllegalMonitorStateException when not owned.
    pub fn monitor_exit(&mut self, obj: u32) -> Result<(), Throw> {
        let lw = self.ld32(obj, LOCK_WORD);
        let owner = (lw & OWNER_MASK) >> OWNER_SHIFT;
        if owner != MAIN_THREAD_ID || lw & SHAPE_FAT != 0 {
            return Err(self.throw_msg_null("Ljava/lang/IllegalMonitorStateException;"));
        }
        let count = lw >> COUNT_SHIFT;
        if count == 0 {
            hooks::before_release(obj);
            self.st32(obj, LOCK_WORD, lw & 0x7);
        } else {
            self.st32(obj, LOCK_WORD, lw - (1 << COUNT_SHIFT));
        }
        Ok(())
    }

    /// Does the current thread own `obj`'s monitor?
    pub fn monitor_owned(&self, obj: u32) -> bool {
        let lw = self.ld32(obj, LOCK_WORD);
        (lw & OWNER_MASK) >> OWNER_SHIFT == MAIN_THREAD_ID
    }

    /// Object.wait(ms): single thread, so an untimed wait can never be notified.
    pub fn monitor_wait(&mut self, obj: u32, millis: i64) -> Result<(), Throw> {
        if !self.monitor_owned(obj) {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalMonitorStateException;",
                "current thread is not owner",
            ));
        }
        if millis < 0 {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalArgumentException;",
                "timeout value is negative",
            ));
        }
        if millis == 0 {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalMonitorStateException;",
                "wait() with no other thread to notify would block forever",
            ));
        }
        hooks::before_release(obj);
        let start = self.platform.millis();
        while self.platform.millis().saturating_sub(start) < millis as u64 {
            core::hint::spin_loop();
        }
        hooks::after_wait_reacquire(obj);
        Ok(())
    }

    /// Object.notify/notifyAll: legal only for the owner; no waiters can exist yet.
    pub fn monitor_notify(&mut self, obj: u32) -> Result<(), Throw> {
        if !self.monitor_owned(obj) {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalMonitorStateException;",
                "current thread is not owner",
            ));
        }
        Ok(())
    }
}
