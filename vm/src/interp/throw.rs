//! Exceptions: creating VM-thrown exceptions (messages follow the JVM's wording, which
//! the conformance suite is checked against), capturing stack traces as (method, pc)
//! pairs, unwinding frames to the handler chosen from the code item's try/catch tables,
//! wrapping `<clinit>` failures in ExceptionInInitializerError, and rendering
//! `\tat Class.method(File:line)` lines from the debug-info line tables.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::FrameKind;
use crate::dex::NO_INDEX;
use crate::oo::{java_name, ClassId, ClassState, Kind, MethodIdx};
use crate::vm::{Throw, Vm};

/// Frames recorded in a stack trace at most (the JVM's MaxJavaStackTraceDepth).
const MAX_TRACE: usize = 1024;

impl Vm {
    /// `ArithmeticException: divide by zero`, the one throw path of every integer
    /// `div`/`rem` form (23x, 2addr, lit16, lit8; int and long).
    #[cold]
    pub(crate) fn throw_div_zero(&mut self) -> Throw {
        self.throw_msg("Ljava/lang/ArithmeticException;", "divide by zero")
    }

    /// Creates exception `desc` with message `msg`, a stack trace of the current frames,
    /// and makes it pending.
    pub fn throw_msg(&mut self, desc: &str, msg: &str) -> Throw {
        let s = self.new_string_str(msg).unwrap_or(0);
        self.throw_obj(desc, s)
    }

    /// Like [`Vm::throw_msg`] with a null message.
    pub fn throw_msg_null(&mut self, desc: &str) -> Throw {
        self.throw_obj(desc, 0)
    }

    fn throw_obj(&mut self, desc: &str, msg: u32) -> Throw {
        let saved = self.pending;
        // Loading the exception class may itself throw (NoClassDefFoundError); a library
        // that lacks that class too would recurse until the stack overflows.
        if self.throw_nesting > 2 {
            self.fatal = Some(format!("cannot load exception class {}", java_name(desc)));
            return Throw;
        }
        self.throw_nesting += 1;
        let found = self.find_class(desc);
        self.throw_nesting -= 1;
        let c = match found {
            Ok(c) => c,
            Err(_) => {
                self.fatal = Some(format!("cannot load exception class {}", java_name(desc)));
                self.pending = saved;
                return Throw;
            }
        };
        // On allocation failure `pending` already holds the preallocated OutOfMemoryError.
        if let Ok(o) = self.new_object_raw(c) {
            self.st32(o, self.wk.thr_message, msg);
            if let Ok(t) = self.capture_trace(false) {
                self.st32(o, self.wk.thr_trace, t);
            }
            self.pending = o;
        }
        Throw
    }

    /// ClassCastException, ART wording ("X cannot be cast to Y"), which the conformance
    /// suite's normalized JVM output uses.
    pub fn throw_class_cast(&mut self, from: ClassId, to: ClassId) -> Throw {
        let f = java_name(&self.classes[from as usize].descriptor);
        let t = java_name(&self.classes[to as usize].descriptor);
        let msg = format!("{f} cannot be cast to {t}");
        self.throw_msg("Ljava/lang/ClassCastException;", &msg)
    }

    /// filled-new-array of anything but int[] and reference arrays, which ART's and
    /// Dalvik's verifiers accept and their interpreters refuse (ART's messages).
    pub(crate) fn filled_new_array_refused(&mut self, c: ClassId) -> Throw {
        let cl = &self.classes[c as usize];
        let Some(comp) = cl.component else {
            let n = java_name(&cl.descriptor);
            return self.throw_msg(
                "Ljava/lang/VerifyError;",
                &format!("filled-new-array of non-array class {n}"),
            );
        };
        let n = java_name(&self.classes[comp as usize].descriptor);
        if matches!(cl.elem, Kind::Long | Kind::Double) {
            self.throw_msg(
                "Ljava/lang/RuntimeException;",
                &format!("Bad filled array request for type {n}"),
            )
        } else {
            self.throw_msg(
                "Ljava/lang/InternalError;",
                &format!("Found type {n}; filled-new-array not implemented for anything but 'int'"),
            )
        }
    }

    pub fn throw_aioobe(&mut self, len: i32, idx: i32) -> Throw {
        let msg = format!("length={len}; index={idx}");
        self.throw_msg("Ljava/lang/ArrayIndexOutOfBoundsException;", &msg)
    }

    /// Records the current frames as an int[] of (method, pc) pairs, innermost first.
    /// With `skip_ctors`, leading frames of the throwable's own constructors and
    /// fillInStackTrace overrides are left out, as the JVM does for `new Exception()`.
    pub fn capture_trace(&mut self, skip_ctors: bool) -> Result<u32, Throw> {
        let pairs = self.trace_of(&self.frames, &self.natives, skip_ctors);
        let arr = self.new_array(self.wk.int_array, pairs.len() as i32)?;
        for (i, &p) in pairs.iter().enumerate() {
            self.st32(arr, Vm::elem_off(Kind::Int, i as u32), p);
        }
        Ok(arr)
    }

    /// The (method, pc) words of a trace of `frames` (any thread's), innermost first,
    /// with the thread's `natives` in progress as frames of their own (pc 0) above the
    /// frame that called each.
    pub(crate) fn trace_of(
        &self,
        frames: &[super::Frame],
        natives: &[(u32, MethodIdx)],
        skip_ctors: bool,
    ) -> Vec<u32> {
        let mut pairs: Vec<u32> = Vec::new();
        let mut skipping = skip_ctors;
        let mut pending_natives = natives.iter().rev().peekable();
        let mut emit = |pairs: &mut Vec<u32>, method: MethodIdx, pc: u32| -> bool {
            if skipping {
                let m = &self.methods[method as usize];
                let own = m.name == "<init>" || m.name == "fillInStackTrace";
                if own && self.is_assignable(m.class, self.wk.throwable) {
                    return true;
                }
                skipping = false;
            }
            pairs.push(method);
            pairs.push(pc);
            pairs.len() < 2 * MAX_TRACE
        };
        for (depth, f) in frames.iter().enumerate().rev() {
            while let Some(&&(at, m)) = pending_natives.peek() {
                if at as usize <= depth {
                    break;
                }
                pending_natives.next();
                if !emit(&mut pairs, m, 0) {
                    return pairs;
                }
            }
            // Thread.vmRun is the VM's thread entry, not user code (hidden like the
            // JVM's native thread start).
            if f.method == self.threads.vmrun {
                continue;
            }
            // main at the bottom of the stack, its class still being initialized, has
            // not started: its class's <clinit> frames run above it (Vm::run_main).
            // The JVM's trace of a failed main-class initialization has no main frame.
            if depth == 0
                && f.kind == super::FrameKind::Boundary
                && f.pc == 0
                && self.classes[self.methods[f.method as usize].class as usize].state
                    != crate::oo::ClassState::Initialized
                && self.methods[f.method as usize].is_static()
            {
                continue;
            }
            if !emit(&mut pairs, f.method, f.pc) {
                return pairs;
            }
        }
        // Natives called from Rust with no frame below (an entry point).
        for &(_, m) in pending_natives {
            if !emit(&mut pairs, m, 0) {
                break;
            }
        }
        pairs
    }

    /// Unwinds from the top frame (at its recorded pc) to a matching catch handler.
    /// `Ok(())`: a handler was found and the top frame is positioned on it. `Err`: the
    /// exception left the current [`Vm::call`] (or the VM is exiting).
    pub fn unwind(&mut self) -> Result<(), Throw> {
        // The code that threw has returned: its allocations are the pending exception's
        // or garbage (see heap::collect on tracked allocations).
        self.heap.tracked.clear();
        loop {
            let Some(f) = self.frames.last() else {
                return Err(Throw);
            };
            if self.exit_code.is_some() || self.fatal.is_some() {
                let kind = f.kind;
                let lock = f.lock;
                self.frames.pop();
                if lock != 0 {
                    self.release_frame_lock(lock);
                }
                if kind == FrameKind::Boundary {
                    return Err(Throw);
                }
                continue;
            }
            let ex = self.pending;
            if let Some(h) = self.find_handler(ex) {
                let t = self.frames.len() - 1;
                self.frames[t].pc = h;
                self.pending = ex;
                return Ok(());
            }
            let f = self.frames.pop().expect("frame");
            if f.lock != 0 {
                // JLS 14.19: a synchronized method's monitor is released on abrupt exit.
                self.release_frame_lock(f.lock);
                self.pending = ex;
            }
            match f.kind {
                FrameKind::Boundary => return Err(Throw),
                FrameKind::Normal => {}
                FrameKind::Clinit(c) => {
                    self.init_failed(c, ex);
                    self.class_init_done();
                }
            }
        }
    }

    /// `<clinit>` of `c` threw `ex`: the class becomes erroneous and, unless `ex` is an
    /// Error, the pending exception becomes an ExceptionInInitializerError caused by it
    /// (JLS 12.4.2 step 11).
    pub fn init_failed(&mut self, c: ClassId, ex: u32) {
        self.classes[c as usize].state = ClassState::Erroneous;
        let ec = self.class_of(ex);
        if !self.is_assignable(ec, self.wk.error) {
            let _ = self.throw_msg_null("Ljava/lang/ExceptionInInitializerError;");
            let w = self.pending;
            if w != ex {
                self.st_ref(w, self.wk.thr_cause, ex);
            }
        }
        self.classes[c as usize].init_error = self.pending;
    }

    /// Initializes class `c` from Rust (e.g. the main class before `main` runs), running
    /// the `<clinit>` methods of it and its superclasses on the frame stack.
    pub fn initialize(&mut self, c: ClassId) -> Result<(), Throw> {
        loop {
            match self.init_step(c)? {
                None => return Ok(()),
                Some((k, m)) => match self.call(m, &[]) {
                    Ok(_) => {
                        self.classes[k as usize].state = ClassState::Initialized;
                        self.class_init_done();
                    }
                    Err(t) => {
                        if self.exit_code.is_none() && self.fatal.is_none() {
                            let ex = self.pending;
                            self.init_failed(k, ex);
                            self.class_init_done();
                        }
                        return Err(t);
                    }
                },
            }
        }
    }

    /// Handler pc in the top frame for exception `ex`, if any.
    fn find_handler(&mut self, ex: u32) -> Option<u32> {
        let f = self.frames.last()?;
        let code = f.code.clone();
        let pc = f.pc;
        let ec = self.class_of(ex);
        for t in &code.tries {
            if pc < t.start || pc >= t.end {
                continue;
            }
            for &(ty, addr) in &t.handlers {
                if ty == NO_INDEX {
                    return Some(addr);
                }
                match self.resolve_type(code.dex, ty) {
                    Ok(c) => {
                        if self.is_assignable(ec, c) {
                            return Some(addr);
                        }
                    }
                    Err(_) => {
                        // An unloadable catch type cannot match; keep the original exception.
                        self.pending = ex;
                    }
                }
            }
            // Try blocks do not nest in DEX: the first covering block decides.
            return None;
        }
        None
    }

    /// Source line of `pc` in method `m` (None without debug info).
    pub fn line_of(&self, m: u32, pc: u32) -> Option<u32> {
        let meth = &self.methods[m as usize];
        let crate::oo::CodeState::Ready(code) = &meth.code else {
            return None;
        };
        let mut line = None;
        for p in &code.positions {
            if p.address <= pc {
                line = Some(p.line);
            } else {
                break;
            }
        }
        line
    }

    /// The StackTraceElement fields of one trace element: declaring class (binary
    /// name), method name, source file, line number (-2 native method). A method
    /// without a line for `pc` gets ART's element (runtime/thread.cc,
    /// CreateStackTraceElement, b/30183883): no file, and the dex pc as its line, which
    /// prints as `(Unknown Source:<pc>)`.
    pub fn frame_parts(&self, m: u32, pc: u32) -> (String, String, Option<String>, i32) {
        let Some(meth) = self.methods.get(m as usize) else {
            return (
                String::from("<unknown>"),
                String::from("<unknown>"),
                None,
                -1,
            );
        };
        let cl = &self.classes[meth.class as usize];
        let (file, line) = if meth.access & crate::oo::ACC_NATIVE != 0 {
            (cl.source_file.clone(), -2)
        } else {
            match self.line_of(m, pc) {
                Some(l) => (cl.source_file.clone(), l as i32),
                None => (None, pc as i32),
            }
        };
        (java_name(&cl.descriptor), meth.name.clone(), file, line)
    }

    /// `Class.method(File.java:12)` for one trace element, formatted exactly as
    /// java.lang.StackTraceElement.toString formats the same fields.
    pub fn frame_string(&self, m: u32, pc: u32) -> String {
        let (cname, mname, file, line) = self.frame_parts(m, pc);
        let loc = match (file, line) {
            (_, -2) => String::from("Native Method"),
            (Some(f), l) if l >= 0 => format!("{f}:{l}"),
            (Some(f), _) => f,
            (None, l) if l >= 0 => format!("Unknown Source:{l}"),
            (None, _) => String::from("Unknown Source"),
        };
        format!("{cname}.{mname}({loc})")
    }

    /// The (method, pc) pairs recorded in throwable `t`.
    pub fn trace_pairs(&self, t: u32) -> Vec<(u32, u32)> {
        let arr = self.ld32(t, self.wk.thr_trace);
        if arr == 0 {
            return Vec::new();
        }
        let n = self.array_len(arr) / 2;
        (0..n)
            .map(|i| {
                (
                    self.ld32(arr, Vm::elem_off(Kind::Int, 2 * i)),
                    self.ld32(arr, Vm::elem_off(Kind::Int, 2 * i + 1)),
                )
            })
            .collect()
    }
}
