//! The Dalvik interpreter (dalvik-bytecode spec, DEX 035 opcodes 0x00..0xe2; DEX 037
//! default/static interface methods). No native recursion per Java call: all Java
//! frames live on one explicit stack (`Vm::frames` records over the flat `Vm::regs`
//! register file), so deep recursion raises StackOverflowError at a configured depth.
//! References live in registers as plain words, which the precise GC scans with the
//! verifier's register maps. Dispatch is one `match` on the opcode byte, an arm per
//! opcode named from `dex::insn::op`; each family (binop, binop/2addr, binop/lit, if-test,
//! aget/aput, iget/iput, sget/sput) is one macro, and the throw paths are `raise!`/`tr!`.
//! Pool indices resolve once through per-DEX caches.

pub mod monitor;
pub mod npe;
pub mod throw;
pub mod trace;
pub mod validate;

use alloc::format;
use alloc::rc::Rc;
use alloc::vec::Vec;

use crate::dex::insn::op;
use crate::heap::{Heap, ObjRef};
use crate::oo::access::InvokeKind;
use crate::oo::{ClassState, Code, CodeState, Kind, MethodIdx, NONE};
use crate::vm::{Throw, Vm};
use monitor::Site;
use npe::NullUse;

/// A register stack is committed in steps of at least this many words (16 KiB).
pub(crate) const REGS_STEP: usize = 4096;

/// A register stack of `words` reserved and its first step committed, or `None` when
/// the memory cannot be had.
pub(crate) fn reserve_regs(words: usize, first: usize) -> Option<Vec<u32>> {
    let mut regs: Vec<u32> = Vec::new();
    regs.try_reserve_exact(words).ok()?;
    regs.resize(first.max(REGS_STEP).min(words), 0);
    Some(regs)
}

/// Why a frame exists, which decides what happens when it returns or unwinds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FrameKind {
    /// Called by an invoke in the frame below: on return the caller continues at pc+3.
    Normal,
    /// Entered from Rust through [`Vm::call`]: returning ends that call.
    Boundary,
    /// `<clinit>` of the class: on return the class is initialized and the caller
    /// re-executes the instruction that triggered initialization.
    Clinit(u32),
}

pub struct Frame {
    pub method: MethodIdx,
    pub code: Rc<Code>,
    /// Dex pc of the current (or, in callers, the invoking) instruction.
    pub pc: u32,
    /// Index of v0 of this frame in `Vm::regs`.
    pub fp: u32,
    pub kind: FrameKind,
    /// The object a `synchronized` method locked on entry (0: none); released when
    /// the frame returns or unwinds.
    pub lock: u32,
}

/// Whether a native is running under the interpreter's invoke (and may continue in Java
/// through [`Vm::native_tail_call`] / [`Vm::native_init_class`]), and whether it did.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum NativeCtx {
    #[default]
    None,
    /// Called by an invoke instruction.
    Interp,
    /// It pushed a frame: the interpreter continues there instead of after the invoke
    /// (a `<clinit>` frame: the invoke runs again once it returns).
    Pushed,
}

/// Argument registers of an invoke.
#[derive(Clone, Copy)]
enum Args {
    List([u16; 5], usize),
    Range(u16, usize),
}

impl Args {
    fn len(&self) -> usize {
        match *self {
            Args::List(_, n) | Args::Range(_, n) => n,
        }
    }
    fn reg(&self, i: usize) -> usize {
        match *self {
            Args::List(r, _) => r[i] as usize,
            Args::Range(f, _) => f as usize + i,
        }
    }
}

/// A register of the current frame.
///
/// # Safety
/// `rp.add(i)` must be inside the register file (see the `rp` invariant in `run`).
#[inline(always)]
unsafe fn reg<'a>(rp: *mut u32, i: usize) -> &'a mut u32 {
    // SAFETY: guaranteed by the caller.
    unsafe { &mut *rp.add(i) }
}

/// The double in registers `i` and `i + 1` (low word first).
///
/// On the VFP this is one `vldr`, which needs only word alignment; left to itself LLVM
/// loads the two words into core registers and moves them across (three instructions
/// per operand), because it cannot prove the pair 8-byte aligned.
///
/// # Safety
/// `rp.add(i + 1)` must be inside the register file, as for [`reg`].
#[inline(always)]
unsafe fn reg_f64(rp: *mut u32, i: usize) -> f64 {
    #[cfg(all(target_arch = "arm", target_feature = "vfp2", target_endian = "little"))]
    {
        let v: f64;
        // SAFETY: the caller guarantees both words are in the register file, which is
        // word aligned, all `vldr` asks.
        unsafe {
            core::arch::asm!("vldr {0}, [{1}]", out(dreg) v, in(reg) rp.add(i),
                options(pure, readonly, nostack, preserves_flags))
        };
        v
    }
    #[cfg(not(all(target_arch = "arm", target_feature = "vfp2", target_endian = "little")))]
    {
        // SAFETY: guaranteed by the caller.
        f64::from_bits(unsafe { wide(*rp.add(i), *rp.add(i + 1)) })
    }
}

/// Stores `v` into registers `i` and `i + 1`: one `vstr` on the VFP (see [`reg_f64`]).
///
/// # Safety
/// As for [`reg_f64`].
#[inline(always)]
unsafe fn set_reg_f64(rp: *mut u32, i: usize, v: f64) {
    #[cfg(all(target_arch = "arm", target_feature = "vfp2", target_endian = "little"))]
    {
        // SAFETY: as in `reg_f64`.
        unsafe {
            core::arch::asm!("vstr {0}, [{1}]", in(dreg) v, in(reg) rp.add(i),
                options(nostack, preserves_flags))
        };
    }
    #[cfg(not(all(target_arch = "arm", target_feature = "vfp2", target_endian = "little")))]
    {
        // SAFETY: guaranteed by the caller.
        unsafe { set_pair(rp, i, v.to_bits()) }
    }
}

/// Stores the long `v` into registers `i` (low word) and `i + 1`.
///
/// Where unaligned access is cheap (the x86-64 and AArch64 hosts) this is one 64-bit
/// store: the next long or double read of the pair is one 64-bit load, which a CPU
/// forwards from one store but not from two (a ~15-cycle stall per long result on x86,
/// found by `perf annotate` of montecarlo). ARMv7 keeps two word stores: it has no
/// unaligned doubleword store.
///
/// # Safety
/// As for [`reg_f64`].
#[inline(always)]
unsafe fn set_pair(rp: *mut u32, i: usize, v: u64) {
    #[cfg(all(
        any(target_arch = "x86_64", target_arch = "aarch64"),
        target_endian = "little"
    ))]
    // SAFETY: both words are in the register file (the caller); the write is unaligned.
    unsafe {
        (rp.add(i) as *mut u64).write_unaligned(v)
    }
    #[cfg(not(all(
        any(target_arch = "x86_64", target_arch = "aarch64"),
        target_endian = "little"
    )))]
    // SAFETY: guaranteed by the caller.
    unsafe {
        *rp.add(i) = v as u32;
        *rp.add(i + 1) = (v >> 32) as u32;
    }
}

#[inline]
fn wide(lo: u32, hi: u32) -> u64 {
    lo as u64 | (hi as u64) << 32
}

fn cmp_f64(a: f64, b: f64, nan: i32) -> i32 {
    if a > b {
        1
    } else if a == b {
        0
    } else if a < b {
        -1
    } else {
        nan
    }
}

impl Vm {
    /// Verifies core library method `m` (code at `off`) at its first call: its register
    /// map, or the verifier's message.
    fn verify_core_method(
        &self,
        m: MethodIdx,
        off: u32,
    ) -> Result<crate::verify::RegisterMap, alloc::string::String> {
        let files: Vec<&crate::dex::DexFile> = self.dexes.iter().map(|e| &e.file).collect();
        let hierarchy = crate::verify::DexHierarchy::new(&files);
        let file = files[crate::vm::CORE_DEX_INDEX as usize];
        let desc = &self.classes[self.methods[m as usize].class as usize].descriptor;
        let cd = file
            .find_class(desc)
            .ok_or_else(|| format!("{desc}: no class_def in the core library"))?;
        let data = file.class_data(cd).map_err(|e| format!("{desc}: {e}"))?;
        let em = data
            .direct_methods
            .iter()
            .chain(&data.virtual_methods)
            .find(|e| e.code_off == off)
            .ok_or_else(|| format!("{desc}: no method with code at 0x{off:x}"))?;
        crate::verify::verify_method(file, cd, em, &hierarchy)
            .map(|i| i.register_map)
            .map_err(|e| format!("{e}"))
    }

    /// Loads and validates the code of `m` on first use. Out of line, as it was before
    /// its slow path moved to [`Self::load_code`]: inlined at the interpreter's invoke
    /// sites it cost about one instruction per call.
    #[inline(never)]
    pub fn prepare(&mut self, m: MethodIdx) -> Result<Rc<Code>, Throw> {
        let meth = &self.methods[m as usize];
        match &meth.code {
            CodeState::Ready(c) => return Ok(c.clone()),
            CodeState::Invalid(msg) => {
                let msg = msg.clone();
                return Err(self.throw_msg("Ljava/lang/VerifyError;", &msg));
            }
            CodeState::None => {
                let mm = &self.methods[m as usize];
                let cn = crate::oo::java_name(&self.classes[mm.class as usize].descriptor);
                let pretty = crate::oo::link::pretty_method(&cn, &mm.name, &mm.desc);
                return Err(if mm.access & crate::oo::ACC_NATIVE != 0 {
                    self.throw_msg(
                        "Ljava/lang/UnsatisfiedLinkError;",
                        &format!("No implementation found for {pretty}"),
                    )
                } else if mm.access & crate::oo::ACC_NOT_PUBLIC_IMPL != 0 {
                    // ART's ThrowIllegalAccessErrorForImplementingMethod wording.
                    let im = self
                        .not_public_impls
                        .values()
                        .find(|&&(t, _)| t == m)
                        .map(|&(_, im)| im);
                    let ipretty = im.map_or(alloc::string::String::new(), |im| {
                        let imm = &self.methods[im as usize];
                        let icn =
                            crate::oo::java_name(&self.classes[imm.class as usize].descriptor);
                        crate::oo::link::pretty_method(&icn, &imm.name, &imm.desc)
                    });
                    self.throw_msg(
                        "Ljava/lang/IllegalAccessError;",
                        &format!(
                            "Method '{pretty}' implementing interface method '{ipretty}' is not public"
                        ),
                    )
                } else if mm.access & crate::oo::ACC_DEFAULT_CONFLICT != 0 {
                    self.throw_msg(
                        "Ljava/lang/IncompatibleClassChangeError;",
                        &format!("Conflicting default method implementations {pretty}"),
                    )
                } else {
                    self.throw_msg(
                        "Ljava/lang/AbstractMethodError;",
                        &format!("abstract method \"{pretty}\""),
                    )
                });
            }
            CodeState::Unloaded(_) => {}
        }
        crate::tunnel::within(crate::tunnel::Component::ClassLoad, || self.load_code(m))
    }

    /// [`Self::prepare`]'s first use of `m`: verification (of core methods, whose
    /// classes are verified lazily), the code item and its validation.
    #[cold]
    #[inline(never)]
    fn load_code(&mut self, m: MethodIdx) -> Result<Rc<Code>, Throw> {
        let meth = &self.methods[m as usize];
        let CodeState::Unloaded(off) = meth.code else {
            unreachable!()
        };
        let dex = self.classes[meth.class as usize].dex;
        if dex == crate::vm::CORE_DEX_INDEX && self.config.verify && meth.gc_map.is_none() {
            match self.verify_core_method(m, off) {
                Ok(map) => self.methods[m as usize].gc_map = Some(map),
                Err(msg) => {
                    self.methods[m as usize].code = CodeState::Invalid(msg.clone());
                    return Err(self.throw_msg("Ljava/lang/VerifyError;", &msg));
                }
            }
        }
        let meth = &self.methods[m as usize];
        let arg_words = meth.arg_words;
        let file = &self.dexes[dex as usize].file;
        let res = file
            .code_item(off)
            .map_err(|e| format!("malformed code item: {e}"))
            .and_then(|ci| {
                let code = Code {
                    registers: ci.registers_size,
                    ins: ci.ins_size,
                    outs: ci.outs_size,
                    tries: ci
                        .tries
                        .iter()
                        .map(crate::oo::TryBlock::from_item)
                        .collect(),
                    insns: ci.insns,
                    positions: ci.positions,
                    dex,
                };
                validate::validate(&code, arg_words, file).map(|_| code)
            });
        match res {
            Ok(code) => {
                let rc = Rc::new(code);
                self.methods[m as usize].code = CodeState::Ready(rc.clone());
                Ok(rc)
            }
            Err(msg) => {
                let mm = &self.methods[m as usize];
                let cn = crate::oo::java_name(&self.classes[mm.class as usize].descriptor);
                let full = format!("{}.{}{}: {}", cn, mm.name, mm.desc, msg);
                self.methods[m as usize].code = CodeState::Invalid(full.clone());
                Err(self.throw_msg("Ljava/lang/VerifyError;", &full))
            }
        }
    }

    /// Runs native `nf` of method `m`, marked on the thread's native stack for the
    /// length of the call so that a trace taken inside it has its `(Native Method)`
    /// frame.
    #[inline]
    fn run_native(
        &mut self,
        m: MethodIdx,
        nf: crate::native::NativeFn,
        args: &[u32],
    ) -> Result<u64, Throw> {
        // The tunnel reads the native from this stack: no component store here.
        self.natives.push((self.frames.len() as u32, m));
        let r = nf(&mut crate::native::Env::new(self), args);
        self.natives.pop();
        r
    }

    /// Calls method `m` with argument words `args` from Rust (entry point, uncaught
    /// handler). Java code it runs uses the explicit frame stack, not the Rust stack.
    pub fn call(&mut self, m: MethodIdx, args: &[u32]) -> Result<u64, Throw> {
        if args.len() != self.methods[m as usize].arg_words as usize {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalArgumentException;",
                "wrong number of arguments",
            ));
        }
        if let Some(nf) = self.methods[m as usize].native {
            return self.run_native(m, nf, args);
        }
        self.push_boundary(m, args)?;
        // Nested in Rust: this thread cannot be switched out until the call returns.
        self.threads.nest += 1;
        let r = self.run();
        self.threads.nest -= 1;
        r?;
        Ok(self.retval)
    }

    /// Whether a frame ending at word `end` fits the running thread's register stack.
    /// The stack's reservation is committed (zeroed) only as frames first reach into
    /// it, so a thread pays for the depth it uses, not for its limit.
    #[inline]
    fn regs_fit(&mut self, end: usize) -> bool {
        end <= self.regs.len() || self.grow_regs(end)
    }

    #[cold]
    fn grow_regs(&mut self, end: usize) -> bool {
        // Within the capacity reserved when the stack was made, so the registers never
        // move (the interpreter holds a pointer into them across calls).
        let cap = self.regs.capacity();
        if end > cap {
            return false;
        }
        let to = end.max(self.regs.len() * 2).max(REGS_STEP).min(cap);
        self.regs.resize(to, 0);
        true
    }

    /// Pushes a Boundary frame for bytecode method `m` with argument words `args`.
    pub(crate) fn push_boundary(&mut self, m: MethodIdx, args: &[u32]) -> Result<(), Throw> {
        let code = self.prepare(m)?;
        let fp = match self.frames.last() {
            Some(f) => f.fp as usize + f.code.registers as usize,
            None => 0,
        };
        let regs = code.registers as usize;
        if !self.regs_fit(fp + regs + 1) || self.frames.len() >= self.config.max_frames {
            return Err(self.throw_msg_null("Ljava/lang/StackOverflowError;"));
        }
        let ins_at = fp + regs - code.ins as usize;
        self.regs[fp..ins_at].fill(0);
        self.regs[ins_at..ins_at + args.len()].copy_from_slice(args);
        self.frames.push(Frame {
            method: m,
            code,
            pc: 0,
            fp: fp as u32,
            kind: FrameKind::Boundary,
            lock: 0,
        });
        Ok(())
    }

    /// Enters `m` from the frame on top of the stack (which is at `pc` with its v0 at
    /// `fp`). Returns `Ok(true)` when a new frame was pushed, `Ok(false)` when a native
    /// completed (its result is in `retval`).
    fn enter(&mut self, m: MethodIdx, args: Args, fp: usize, pc: usize) -> Result<bool, Throw> {
        let top = self.frames.len() - 1;
        self.frames[top].pc = pc as u32;
        let n = args.len();
        let meth = &self.methods[m as usize];
        if n != meth.arg_words as usize {
            let msg = format!("argument count mismatch calling {}{}", meth.name, meth.desc);
            return Err(self.throw_msg("Ljava/lang/VerifyError;", &msg));
        }
        if let Some(nf) = meth.native {
            let mut buf = [0u32; 8];
            self.native_ctx = NativeCtx::Interp;
            let r = if n <= 8 {
                for (i, b) in buf.iter_mut().enumerate().take(n) {
                    *b = self.regs[fp + args.reg(i)];
                }
                self.run_native(m, nf, &buf[..n])
            } else {
                let v: Vec<u32> = (0..n).map(|i| self.regs[fp + args.reg(i)]).collect();
                self.run_native(m, nf, &v)
            };
            let pushed = core::mem::replace(&mut self.native_ctx, NativeCtx::None);
            // What the native allocated is reachable from its result (or a frame it
            // pushed) now, or garbage.
            self.heap.tracked.clear();
            self.retval = r?;
            return Ok(pushed == NativeCtx::Pushed);
        }
        let code = self.prepare(m)?;
        let new_fp = fp + self.frames[top].code.registers as usize;
        let regs = code.registers as usize;
        if !self.regs_fit(new_fp + regs + 1) || self.frames.len() >= self.config.max_frames {
            return Err(self.throw_msg_null("Ljava/lang/StackOverflowError;"));
        }
        let ins_at = new_fp + regs - code.ins as usize;
        self.regs[new_fp..ins_at].fill(0);
        match args {
            Args::Range(first, n) => {
                let s = fp + first as usize;
                self.regs.copy_within(s..s + n, ins_at);
            }
            Args::List(r, n) => {
                for (i, &reg) in r.iter().enumerate().take(n) {
                    self.regs[ins_at + i] = self.regs[fp + reg as usize];
                }
            }
        }
        // A synchronized method locks `this` (or its class) before its first
        // instruction; blocked, the thread resumes at pc 0 owning it.
        let mut lock = 0;
        if self.methods[m as usize].access & crate::oo::ACC_SYNCHRONIZED != 0 {
            let meth = &self.methods[m as usize];
            let o = if meth.is_static() {
                self.class_mirror(meth.class)?
            } else {
                self.regs[ins_at]
            };
            if self.monitor_enter(o, m, 0, Site::Entry)? == monitor::Enter::Retry {
                return Ok(true);
            }
            lock = o;
        }
        self.frames.push(Frame {
            method: m,
            code,
            pc: 0,
            fp: new_fp as u32,
            kind: FrameKind::Normal,
            lock,
        });
        self.threads.countdown -= 1;
        if self.threads.countdown == 0 {
            self.safepoint_slow();
        }
        Ok(true)
    }

    /// Continues the running native in Java: pushes a frame for method `m` with
    /// argument words `args` above the invoking frame, as if that frame had invoked `m`
    /// itself, so `m`'s result becomes the native's (reflection calls constructors and
    /// `values()` this way without a Rust-level call into Java). The native returns
    /// what this returns: `Ok(0)` after a push; a native `m` is simply called.
    /// Only natives entered from the interpreter can do this.
    pub(crate) fn native_tail_call(&mut self, m: MethodIdx, args: &[u32]) -> Result<u64, Throw> {
        if args.len() != self.methods[m as usize].arg_words as usize {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalArgumentException;",
                "wrong number of arguments",
            ));
        }
        if let Some(nf) = self.methods[m as usize].native {
            return self.run_native(m, nf, args);
        }
        if self.native_ctx != NativeCtx::Interp
            || self.methods[m as usize].access & crate::oo::ACC_SYNCHRONIZED != 0
        {
            return Err(self.throw_msg(
                "Ljava/lang/UnsupportedOperationException;",
                "reflective call outside the interpreter or to a synchronized method",
            ));
        }
        let code = self.prepare(m)?;
        let top = self.frames.len() - 1;
        let fp = self.frames[top].fp as usize + self.frames[top].code.registers as usize;
        let regs = code.registers as usize;
        if !self.regs_fit(fp + regs + 1) || self.frames.len() >= self.config.max_frames {
            return Err(self.throw_msg_null("Ljava/lang/StackOverflowError;"));
        }
        let ins_at = fp + regs - code.ins as usize;
        self.regs[fp..ins_at].fill(0);
        self.regs[ins_at..ins_at + args.len()].copy_from_slice(args);
        self.frames.push(Frame {
            method: m,
            code,
            pc: 0,
            fp: fp as u32,
            kind: FrameKind::Normal,
            lock: 0,
        });
        self.native_ctx = NativeCtx::Pushed;
        Ok(0)
    }

    /// Class initialization for a native entered from the interpreter (Class.forName,
    /// newInstance). `Ok(true)`: a `<clinit>` frame was pushed (or the thread blocked on
    /// another thread's initialization); the native returns `Ok(0)` and its invoke is
    /// executed again afterwards, finding the class initialized.
    pub(crate) fn native_init_class(&mut self, c: u32) -> Result<bool, Throw> {
        if self.classes[c as usize].state == ClassState::Initialized {
            return Ok(false);
        }
        if self.native_ctx != NativeCtx::Interp {
            return Err(self.throw_msg(
                "Ljava/lang/UnsupportedOperationException;",
                "class initialization from a native outside the interpreter",
            ));
        }
        let fp = self.frames[self.frames.len() - 1].fp as usize;
        let pushed = self.ensure_init(c, fp)?;
        if pushed {
            self.native_ctx = NativeCtx::Pushed;
        }
        Ok(pushed)
    }

    /// Makes sure class `c` is initialized before a static access at the top frame.
    /// `Ok(true)`: a `<clinit>` frame was pushed; re-execute after it returns.
    fn ensure_init(&mut self, c: u32, fp: usize) -> Result<bool, Throw> {
        let cl = &self.classes[c as usize];
        if cl.state == ClassState::Initializing && cl.init_thread != self.cur {
            return self.wait_for_class_init(c);
        }
        match self.init_step(c)? {
            None => Ok(false),
            Some((cls, m)) => {
                let top = self.frames.len() - 1;
                let new_fp = fp + self.frames[top].code.registers as usize;
                self.push_clinit(cls, m, new_fp)?;
                Ok(true)
            }
        }
    }

    /// Pushes the `<clinit>` frame `m` of class `cls` (marked initializing by
    /// `init_step`) with its registers at `fp`; its return marks the class initialized.
    fn push_clinit(
        &mut self,
        cls: crate::oo::ClassId,
        m: MethodIdx,
        fp: usize,
    ) -> Result<(), Throw> {
        let code = match self.prepare(m) {
            Ok(code) => code,
            Err(t) => {
                self.classes[cls as usize].state = ClassState::Erroneous;
                return Err(t);
            }
        };
        let regs = code.registers as usize;
        if !self.regs_fit(fp + regs + 1) || self.frames.len() >= self.config.max_frames {
            self.classes[cls as usize].state = ClassState::Linked;
            return Err(self.throw_msg_null("Ljava/lang/StackOverflowError;"));
        }
        self.regs[fp..fp + regs].fill(0);
        self.frames.push(Frame {
            method: m,
            code,
            pc: 0,
            fp: fp as u32,
            kind: FrameKind::Clinit(cls),
            lock: 0,
        });
        Ok(())
    }

    /// Initializes the main class as the interpreter initializes any class, in frames
    /// on the main thread above main's own frame (which must be on top), so a
    /// `<clinit>` may block, sleep or wait like any code. `init_step` marks the chain
    /// (superclass first) and applies constant values; the frames are stacked so the
    /// superclass's `<clinit>` runs first, then the class's, then main.
    pub(crate) fn push_main_class_init(&mut self, c: crate::oo::ClassId) -> Result<(), Throw> {
        let mut chain = Vec::new();
        while let Some(step) = self.init_step(c)? {
            chain.push(step);
        }
        for (cls, m) in chain.into_iter().rev() {
            let top = &self.frames[self.frames.len() - 1];
            let fp = top.fp as usize + top.code.registers as usize;
            self.push_clinit(cls, m, fp)?;
        }
        Ok(())
    }

    /// Virtual/interface/super dispatch of resolved method `m` for receiver `recv`.
    fn dispatch(
        &mut self,
        op: u8,
        m: MethodIdx,
        recv: u32,
        caller: MethodIdx,
    ) -> Result<MethodIdx, Throw> {
        let meth = &self.methods[m as usize];
        let decl = meth.class;
        let decl_iface = self.classes[decl as usize].is_interface();
        let target = match op {
            op::INVOKE_VIRTUAL
            | op::INVOKE_VIRTUAL_RANGE
            | op::INVOKE_INTERFACE
            | op::INVOKE_INTERFACE_RANGE => {
                if decl_iface && meth.iface_slot != NONE {
                    let rc = self.class_of(recv);
                    let no = self.classes[decl as usize].iface_no as usize;
                    let rcl = &self.classes[rc as usize];
                    match rcl.iface_map.get(no).copied().filter(|&b| b != NONE) {
                        Some(base) => rcl.itable.get((base + meth.iface_slot) as usize).copied(),
                        None => {
                            let msg = format!(
                                "Class {} does not implement the requested interface {}",
                                crate::oo::java_name(&rcl.descriptor),
                                crate::oo::java_name(&self.classes[decl as usize].descriptor)
                            );
                            return Err(
                                self.throw_msg("Ljava/lang/IncompatibleClassChangeError;", &msg)
                            );
                        }
                    }
                } else if meth.vtable_idx != NONE {
                    let rc = self.class_of(recv);
                    self.classes[rc as usize]
                        .vtable
                        .get(meth.vtable_idx as usize)
                        .copied()
                } else {
                    Some(m)
                }
            }
            op::INVOKE_SUPER | op::INVOKE_SUPER_RANGE => {
                if decl_iface || meth.vtable_idx == NONE {
                    Some(m)
                } else {
                    let cc = self.methods[caller as usize].class;
                    match self.classes[cc as usize].super_class {
                        Some(s) => self.classes[s as usize]
                            .vtable
                            .get(meth.vtable_idx as usize)
                            .copied(),
                        None => None,
                    }
                }
            }
            _ => Some(m),
        };
        match target {
            Some(t) => Ok(t),
            None => Err(self.throw_msg(
                "Ljava/lang/IncompatibleClassChangeError;",
                "receiver does not match method",
            )),
        }
    }

    /// The interpreter loop: runs until the Boundary frame pushed by [`Vm::call`]
    /// returns (Ok) or an exception unwinds through it (Err), or the thread must be
    /// switched out (Err with `threads.yield_req`).
    ///
    /// Safepoint polls at backward branches only matter when another thread could
    /// need the CPU (or a collector asks for safepoints); a lone thread runs the
    /// variant without them, which keeps simple bytecodes at their single-thread cost.
    /// Starting a second thread, or output left waiting for a poll to send it, requests
    /// a (no-op) switch, and the scheduling loop re-enters here in the polling variant.
    pub fn run(&mut self) -> Result<(), Throw> {
        self.threads.polling = self.threads.needs_polls()
            || self.heap.safepoint_poll()
            || self.platform.output_pending();
        let was = crate::tunnel::enter(crate::tunnel::Component::Interp);
        let r = if self.threads.polling {
            self.run_mode::<true>()
        } else {
            self.run_mode::<false>()
        };
        crate::tunnel::restore(was);
        r
    }

    // `u!` inside `r!` nests two unsafe blocks; each keeps its own SAFETY note.
    // Opcode groups are spelled value by value, not as ranges: that keeps the match one
    // exhaustive switch, which LLVM lowers to a jump table without a range check.
    // `adv!` loads the next opcode even where an arm then leaves for 'outer, which
    // reloads it from the frame.
    #[allow(unused_unsafe, unused_assignments, clippy::manual_range_patterns)]
    fn run_mode<const POLL: bool>(&mut self) -> Result<(), Throw> {
        'outer: loop {
            // A thread switch was requested: leave with every frame's pc recorded.
            if self.threads.yield_req && self.threads.nest == 0 {
                return Err(Throw);
            }
            let fi = self.frames.len() - 1;
            let code = self.frames[fi].code.clone();
            let insns: &[u16] = &code.insns;
            let fp = self.frames[fi].fp as usize;
            let pc0 = self.frames[fi].pc as usize;
            let method = self.frames[fi].method;
            let dex = code.dex;

            // SAFETY: a frame is pushed only when fp + registers + 1 <= regs.len(), the
            // register file is never resized, and validate() checked every register
            // operand < registers (a wide pair may use the one slack word). `rp` is
            // re-derived after every call that touches `self.regs`.
            let mut rp: *mut u32 = unsafe { self.regs.as_mut_ptr().add(fp) };
            macro_rules! r {
                ($i:expr) => {
                    // SAFETY: see `rp` above.
                    *unsafe { reg(rp, ($i) as usize) }
                };
            }
            macro_rules! rw {
                ($i:expr) => {
                    wide(r!($i), r!(($i) as usize + 1))
                };
            }
            macro_rules! setw {
                ($i:expr, $v:expr) => {{
                    let v: u64 = $v;
                    // SAFETY: see `rp` above; validate() checked the pair is in the frame.
                    unsafe { set_pair(rp, ($i) as usize, v) };
                }};
            }
            macro_rules! reload {
                () => {
                    // SAFETY: as for `rp` above; the frame at `fp` is still on the stack.
                    rp = unsafe { self.regs.as_mut_ptr().add(fp) }
                };
            }
            // The instruction pointer: `base` + pc code units. SAFETY (for `u!`, `pc!`,
            // `ip` moves): validate() checked that every instruction lies inside
            // `insns` and every branch/handler target is an instruction start, so `ip`
            // always points at an instruction start inside `insns`.
            let base: *const u16 = insns.as_ptr();
            let mut ip: *const u16 = unsafe { base.add(pc0) };
            macro_rules! u {
                ($k:expr) => {
                    unsafe { *ip.add($k) }
                };
            }
            macro_rules! pc {
                () => {
                    (unsafe { ip.offset_from(base) }) as usize
                };
            }
            // LO/HI: byte offsets of a code unit's low (opcode) and high halves.
            const LO: usize = if cfg!(target_endian = "little") { 0 } else { 1 };
            const HI: usize = 1 - LO;
            // The next instruction's opcode is loaded where the pc moves, so the load
            // and the move are one instruction (`ldrb r0, [ip, #n]!`) and the dispatch
            // is only the table jump. Every move lands on an instruction start (see
            // `u!`): validate() rejects code that can fall off the end.
            let mut opc: u32 = unsafe { *(ip as *const u8).add(LO) }.into();
            macro_rules! adv {
                ($n:expr) => {{
                    ip = unsafe { ip.add($n) };
                    opc = opaque(unsafe { *(ip as *const u8).add(LO) }.into());
                }};
            }
            // An allocation may start the GC daemon or ask for a switch to it: leave
            // at this instruction boundary (the loop may be the poll-free variant).
            macro_rules! switch_if_asked {
                () => {
                    if self.threads.yield_req {
                        self.frames[fi].pc = pc!() as u32;
                        continue 'outer;
                    }
                };
            }
            // Raise: record the pc, build the exception, then unwind to a handler.
            macro_rules! raise {
                ($e:expr) => {{
                    self.frames[fi].pc = pc!() as u32;
                    let _t: Throw = $e;
                    self.unwind()?;
                    continue 'outer;
                }};
            }
            macro_rules! tr {
                ($e:expr) => {{
                    self.frames[fi].pc = pc!() as u32;
                    match $e {
                        Ok(v) => v,
                        Err(Throw) => {
                            self.unwind()?;
                            continue 'outer;
                        }
                    }
                }};
            }
            // The message is built only on the raise path.
            macro_rules! npe_if_null {
                ($o:expr, $e:expr) => {
                    if $o == 0 {
                        raise!($e);
                    }
                };
            }
            macro_rules! branch {
                ($off:expr) => {{
                    let off: i32 = $off;
                    ip = unsafe { ip.offset(off as isize) };
                    opc = opaque(unsafe { *(ip as *const u8).add(LO) }.into());
                    if POLL && off <= 0 {
                        self.threads.countdown -= 1;
                        if self.threads.countdown == 0 {
                            self.frames[fi].pc = pc!() as u32;
                            self.safepoint_slow();
                            if self.threads.yield_req {
                                continue 'outer;
                            }
                            reload!();
                        }
                    }
                    continue;
                }};
            }

            loop {
                #[cfg(feature = "bytecode-count")]
                {
                    self.bytecodes += 1;
                }
                #[cfg(feature = "bytecode-budget")]
                if self.bytecodes.saturating_add(self.budget_spent_by_gc)
                    > self.config.max_bytecodes
                {
                    // Uncatchable, like System.exit: `unwind` skips every handler.
                    raise!({
                        self.fatal = Some(alloc::format!(
                            "bytecode budget of {} exhausted (VmConfig::max_bytecodes): \
                             {} bytecodes, {} for collections",
                            self.config.max_bytecodes,
                            self.bytecodes,
                            self.budget_spent_by_gc
                        ));
                        Throw
                    });
                }
                // The operand bytes of the current code unit are loaded where an arm
                // needs them, so simple opcodes pay only for the fields they use.
                macro_rules! byte {
                    ($k:expr) => {
                        // SAFETY: `ip` points at a code unit inside `insns` (see `u!`).
                        unsafe { *(ip as *const u8).add($k) }
                    };
                }
                macro_rules! op {
                    () => {
                        byte!(LO)
                    };
                }
                macro_rules! a4 {
                    () => {
                        (byte!(HI) & 0xf) as usize
                    };
                }
                macro_rules! b4 {
                    () => {
                        opaque(u32::from(byte!(HI) >> 4)) as usize
                    };
                }
                macro_rules! aa {
                    () => {
                        byte!(HI) as usize
                    };
                }
                // The field of a field instruction's `field@CCCC`: from the DEX's cache,
                // else resolved (and cached when every site may share it).
                macro_rules! field_ref {
                    () => {{
                        let fidx = u!(1) as u32;
                        let f = match self.dexes[dex as usize].fields[fidx as usize] {
                            Some(f) => f,
                            None => tr!(self.resolve_field_at(dex, fidx, op!(), method)),
                        };
                        (fidx, f)
                    }};
                }
                // Register operands as Java values and back: `int` and `float` one word,
                // `long` and `double` a pair.
                macro_rules! get {
                    (int, $r:expr) => {
                        r!($r) as i32
                    };
                    (long, $r:expr) => {
                        rw!($r) as i64
                    };
                    (float, $r:expr) => {
                        f32::from_bits(r!($r))
                    };
                    (double, $r:expr) => {
                        // SAFETY: see `rp`; validate() checked the pair lies in the frame.
                        unsafe { reg_f64(rp, ($r) as usize) }
                    };
                }
                macro_rules! set {
                    (int, $r:expr, $v:expr) => {
                        r!($r) = ($v) as u32
                    };
                    (long, $r:expr, $v:expr) => {
                        setw!($r, ($v) as u64)
                    };
                    (float, $r:expr, $v:expr) => {
                        r!($r) = ($v).to_bits()
                    };
                    (double, $r:expr, $v:expr) => {
                        // SAFETY: as for `get!(double, ..)`.
                        unsafe { set_reg_f64(rp, ($r) as usize, $v) }
                    };
                }
                // The four binop families: `binop` (23x, vAA = vBB op vCC), `binop_2addr`
                // (12x, vA = vA op vB), `binop_lit16` (22s, vA = vB op #+CCCC) and
                // `binop_lit8` (22b, vAA = vBB op #+CC). The types name vBB's and vCC's;
                // the result has the first's (a long shift's count is an int).
                macro_rules! binop {
                    ($tp:ident $tq:ident, |$p:ident, $q:ident| $e:expr) => {{
                        let $p = get!($tp, byte!(2 + LO));
                        let $q = get!($tq, byte!(2 + HI));
                        set!($tp, aa!(), $e);
                        adv!(2);
                    }};
                }
                macro_rules! binop_2addr {
                    ($tp:ident $tq:ident, |$p:ident, $q:ident| $e:expr) => {{
                        let $p = get!($tp, a4!());
                        let $q = get!($tq, b4!());
                        set!($tp, a4!(), $e);
                        adv!(1);
                    }};
                }
                macro_rules! binop_lit16 {
                    (|$p:ident, $q:ident| $e:expr) => {{
                        let $p = get!(int, b4!());
                        let $q = u!(1) as i16 as i32;
                        set!(int, a4!(), $e);
                        adv!(2);
                    }};
                }
                macro_rules! binop_lit8 {
                    (|$p:ident, $q:ident| $e:expr) => {{
                        let $p = get!(int, byte!(2 + LO));
                        let $q = byte!(2 + HI) as i8 as i32;
                        set!(int, aa!(), $e);
                        adv!(2);
                    }};
                }
                // Integer division and remainder by zero: the one throw path.
                macro_rules! nonzero {
                    ($q:expr) => {
                        if $q == 0 {
                            raise!(self.throw_div_zero());
                        }
                    };
                }
                // if-test (22t: vA cmp vB) and if-testz (21t: vAA cmp 0); the branch
                // polls for a safepoint when it goes backwards.
                macro_rules! if_test {
                    ($cmp:tt) => {{
                        if get!(int, a4!()) $cmp get!(int, b4!()) {
                            branch!(u!(1) as i16 as i32);
                        }
                        adv!(2);
                    }};
                }
                macro_rules! if_testz {
                    ($cmp:tt) => {{
                        if get!(int, aa!()) $cmp 0 {
                            branch!(u!(1) as i16 as i32);
                        }
                        adv!(2);
                    }};
                }
                // aget/aput with the element kind fixed by the opcode, so each arm
                // compiles to its own width and checks (`op`: load or store).
                macro_rules! array_op {
                    ($kind:expr, $op:ident) => {{
                        const KIND: Kind = $kind;
                        let u = u!(1);
                        let arr = r!(u & 0xff);
                        let idx = r!(u >> 8);
                        npe_if_null!(
                            arr,
                            self.npe_use(array_op!(@use $op))
                        );
                        let ac = self.class_of(arr);
                        let elem = self.classes[ac as usize].elem;
                        // The verifier proves the array's type; this guards code that
                        // bypassed it (the element kind of a non-array is never KIND
                        // unless the class is an array of that width and referenceness).
                        if !self.classes[ac as usize].is_array()
                            || elem.size() != KIND.size()
                            || (elem == Kind::Ref) != (KIND == Kind::Ref)
                        {
                            raise!(self.throw_msg(
                                "Ljava/lang/VerifyError;",
                                "array access of the wrong type"
                            ));
                        }
                        let len = self.array_len(arr);
                        if idx >= len {
                            raise!(self.throw_aioobe(len as i32, idx as i32));
                        }
                        let off = Vm::elem_off(KIND, idx);
                        array_op!(@$op KIND, arr, off, ac);
                        adv!(2);
                    }};
                    (@use load) => { NullUse::ArrayRead };
                    (@use store) => { NullUse::ArrayWrite };
                    (@load $k:expr, $arr:expr, $off:expr, $ac:expr) => {{
                        let v = self.ld_kind($arr, $off, $k);
                        if $k.is_wide() {
                            setw!(aa!(), v);
                        } else {
                            r!(aa!()) = v as u32;
                        }
                    }};
                    (@store $k:expr, $arr:expr, $off:expr, $ac:expr) => {{
                        let v = if $k.is_wide() {
                            rw!(aa!())
                        } else {
                            r!(aa!()) as u64
                        };
                        if $k == Kind::Ref && v != 0 {
                            let vc = self.class_of(v as u32);
                            let comp = self.classes[$ac as usize]
                                .component
                                .unwrap_or(self.wk.object);
                            if !self.is_assignable(vc, comp) {
                                let n = crate::oo::java_name(&self.classes[vc as usize].descriptor);
                                raise!(self.throw_msg("Ljava/lang/ArrayStoreException;", &n));
                            }
                            self.heap.write_barrier(ObjRef($arr), v as u32);
                        }
                        self.st_kind($arr, $off, $k, v);
                    }};
                }
                // iget/iput with the access width fixed by the opcode; the field's own
                // kind (resolved once, cached per DEX) still decides sub-word packing.
                macro_rules! instance_op {
                    ($kind:expr, $op:ident) => {{
                        const KIND: Kind = $kind;
                        let (fidx, f) = field_ref!();
                        if f.is_static {
                            raise!(self.throw_field_kind(dex, fidx, f.class, false));
                        }
                        let o = r!(b4!());
                        npe_if_null!(
                            o,
                            self.npe_field(dex, fidx, f.class, instance_op!(@is_load $op))
                        );
                        instance_op!(@$op KIND, o, f);
                        adv!(2);
                    }};
                    (@is_load load) => { true };
                    (@is_load store) => { false };
                    (@load $k:expr, $o:expr, $f:expr) => {{
                        // Ints and floats (and refs) are one word whatever the field says.
                        let kind = if $k.size() == 4 { Kind::Int } else { $f.kind };
                        let v = self.ld_kind($o, $f.offset, kind);
                        if $k.is_wide() {
                            setw!(a4!(), v);
                        } else {
                            r!(a4!()) = v as u32;
                        }
                    }};
                    (@store $k:expr, $o:expr, $f:expr) => {{
                        let v = if $k.is_wide() {
                            rw!(a4!())
                        } else {
                            r!(a4!()) as u64
                        };
                        if $k == Kind::Ref {
                            self.heap.write_barrier(ObjRef($o), v as u32);
                        }
                        let kind = if $k.size() == 4 { Kind::Int } else { $f.kind };
                        self.st_kind($o, $f.offset, kind, v);
                    }};
                }
                // sget/sput with the width fixed by the opcode. Statics live in their
                // class's slot array; the class is initialized first (which may push
                // `<clinit>` frames and retry this instruction).
                macro_rules! static_op {
                    ($kind:expr, $op:ident) => {{
                        const KIND: Kind = $kind;
                        let (fidx, f) = field_ref!();
                        if !f.is_static {
                            raise!(self.throw_field_kind(dex, fidx, f.class, true));
                        }
                        if self.classes[f.class as usize].state != ClassState::Initialized
                            && tr!(self.ensure_init(f.class, fp))
                        {
                            self.frames[fi].pc = pc!() as u32;
                            continue 'outer;
                        }
                        let st = &mut self.classes[f.class as usize].statics;
                        let o = f.offset as usize;
                        if o + (f.kind.is_wide() as usize) >= st.len() {
                            raise!(
                                self.throw_msg("Ljava/lang/VerifyError;", "bad static field slot")
                            );
                        }
                        static_op!(@$op KIND, st, o, f);
                        adv!(2);
                    }};
                    (@load $k:expr, $st:expr, $o:expr, $f:expr) => {{
                        if $k.is_wide() {
                            let v = wide($st[$o], if $f.kind.is_wide() { $st[$o + 1] } else { 0 });
                            setw!(aa!(), v);
                        } else {
                            r!(aa!()) = $st[$o];
                        }
                    }};
                    (@store $k:expr, $st:expr, $o:expr, $f:expr) => {{
                        if $k.is_wide() {
                            let v = rw!(aa!());
                            $st[$o] = v as u32;
                            if $f.kind.is_wide() {
                                $st[$o + 1] = (v >> 32) as u32;
                            }
                        } else {
                            let v = r!(aa!());
                            $st[$o] = match $f.kind {
                                Kind::Boolean => v & 1,
                                Kind::Byte => v as i8 as i32 as u32,
                                Kind::Char => v & 0xffff,
                                Kind::Short => v as i16 as i32 as u32,
                                _ => v,
                            };
                        }
                        // No barrier for `sput-object`: statics are roots, rescanned at
                        // every remark, and have no card.
                    }};
                }
                // SAFETY: `opc` is always a byte loaded as above. Saying so keeps the
                // dispatch from re-truncating it, which LLVM cannot see across the loop.
                unsafe { core::hint::assert_unchecked(opc < 256) };
                match opc as u8 {
                    op::NOP => {
                        // A payload's identifier (0x0100, 0x0200, 0x0300) reads as nop:
                        // unverified code that runs into a table stops here, before its
                        // data runs as instructions `validate` never checked.
                        if byte!(HI) != 0 {
                            raise!(self.throw_msg(
                                "Ljava/lang/VerifyError;",
                                "execution ran into payload data"
                            ));
                        }
                        adv!(1)
                    }
                    op::MOVE | op::MOVE_OBJECT => {
                        r!(a4!()) = r!(b4!());
                        adv!(1);
                    }
                    op::MOVE_FROM16 | op::MOVE_OBJECT_FROM16 => {
                        r!(aa!()) = r!(u!(1));
                        adv!(2);
                    }
                    op::MOVE_16 | op::MOVE_OBJECT_16 => {
                        r!(u!(1)) = r!(u!(2));
                        adv!(3);
                    }
                    op::MOVE_WIDE => {
                        setw!(a4!(), rw!(b4!()));
                        adv!(1);
                    }
                    op::MOVE_WIDE_FROM16 => {
                        setw!(aa!(), rw!(u!(1)));
                        adv!(2);
                    }
                    op::MOVE_WIDE_16 => {
                        setw!(u!(1), rw!(u!(2)));
                        adv!(3);
                    }
                    op::MOVE_RESULT | op::MOVE_RESULT_OBJECT => {
                        r!(aa!()) = self.retval as u32;
                        adv!(1);
                    }
                    op::MOVE_RESULT_WIDE => {
                        setw!(aa!(), self.retval);
                        adv!(1);
                    }
                    op::MOVE_EXCEPTION => {
                        r!(aa!()) = core::mem::replace(&mut self.pending, 0);
                        adv!(1);
                    }
                    op::RETURN_VOID | op::RETURN | op::RETURN_WIDE | op::RETURN_OBJECT => {
                        self.retval = match op!() {
                            op::RETURN_VOID => 0,
                            op::RETURN_WIDE => rw!(aa!()),
                            _ => r!(aa!()) as u64,
                        };
                        if self.pop_return() {
                            return Ok(());
                        }
                        continue 'outer;
                    }
                    op::CONST_4 => {
                        r!(a4!()) = ((byte!(HI) as i8) >> 4) as i32 as u32;
                        adv!(1);
                    }
                    op::CONST_16 => {
                        r!(aa!()) = u!(1) as i16 as i32 as u32;
                        adv!(2);
                    }
                    op::CONST => {
                        r!(aa!()) = u!(1) as u32 | (u!(2) as u32) << 16;
                        adv!(3);
                    }
                    op::CONST_HIGH16 => {
                        r!(aa!()) = (u!(1) as u32) << 16;
                        adv!(2);
                    }
                    op::CONST_WIDE_16 => {
                        setw!(aa!(), u!(1) as i16 as i64 as u64);
                        adv!(2);
                    }
                    op::CONST_WIDE_32 => {
                        let v = u!(1) as u32 | (u!(2) as u32) << 16;
                        setw!(aa!(), v as i32 as i64 as u64);
                        adv!(3);
                    }
                    op::CONST_WIDE => {
                        let v = u!(1) as u64
                            | (u!(2) as u64) << 16
                            | (u!(3) as u64) << 32
                            | (u!(4) as u64) << 48;
                        setw!(aa!(), v);
                        adv!(5);
                    }
                    op::CONST_WIDE_HIGH16 => {
                        setw!(aa!(), (u!(1) as u64) << 48);
                        adv!(2);
                    }
                    op::CONST_STRING | op::CONST_STRING_JUMBO => {
                        let idx = if op!() == op::CONST_STRING {
                            u!(1) as u32
                        } else {
                            u!(1) as u32 | (u!(2) as u32) << 16
                        };
                        let cached = self.dexes[dex as usize].strings[idx as usize];
                        r!(aa!()) = if cached != 0 {
                            cached
                        } else {
                            tr!(self.resolve_string(dex, idx))
                        };
                        adv!(if op!() == op::CONST_STRING { 2 } else { 3 });
                    }
                    op::CONST_CLASS => {
                        let c = tr!(self.resolve_type_at(dex, u!(1) as u32, method));
                        r!(aa!()) = tr!(self.class_mirror(c));
                        adv!(2);
                    }
                    op::MONITOR_ENTER => {
                        let o = r!(aa!());
                        npe_if_null!(o, self.npe_use(NullUse::Monitor));
                        match tr!(self.monitor_enter(o, method, pc!() as u32, Site::InFrame)) {
                            monitor::Enter::Entered => adv!(1),
                            monitor::Enter::Blocked => {
                                adv!(1);
                                self.frames[fi].pc = pc!() as u32;
                                continue 'outer;
                            }
                            monitor::Enter::Retry => {
                                self.frames[fi].pc = pc!() as u32;
                                continue 'outer;
                            }
                        }
                    }
                    op::MONITOR_EXIT => {
                        let o = r!(aa!());
                        npe_if_null!(o, self.npe_use(NullUse::Monitor));
                        tr!(self.monitor_exit(o));
                        adv!(1);
                        if self.threads.yield_req {
                            self.frames[fi].pc = pc!() as u32;
                            continue 'outer;
                        }
                    }
                    op::CHECK_CAST => {
                        let o = r!(aa!());
                        if o != 0 {
                            let c = tr!(self.resolve_type_at(dex, u!(1) as u32, method));
                            let oc = self.class_of(o);
                            if !self.is_assignable(oc, c) {
                                raise!(self.throw_class_cast(oc, c));
                            }
                        }
                        adv!(2);
                    }
                    op::INSTANCE_OF => {
                        let o = r!(b4!());
                        let res = if o == 0 {
                            0
                        } else {
                            let c = tr!(self.resolve_type_at(dex, u!(1) as u32, method));
                            let oc = self.class_of(o);
                            self.is_assignable(oc, c) as u32
                        };
                        r!(a4!()) = res;
                        adv!(2);
                    }
                    op::ARRAY_LENGTH => {
                        let o = r!(b4!());
                        npe_if_null!(o, self.npe_use(NullUse::ArrayLength));
                        if !self.classes[self.class_of(o) as usize].is_array() {
                            raise!(self.throw_msg(
                                "Ljava/lang/VerifyError;",
                                "array-length on a non-array"
                            ));
                        }
                        r!(a4!()) = self.array_len(o);
                        adv!(1);
                    }
                    op::NEW_INSTANCE => {
                        let c = tr!(self.resolve_type_at(dex, u!(1) as u32, method));
                        if self.classes[c as usize].state != ClassState::Initialized
                            && tr!(self.ensure_init(c, fp))
                        {
                            self.frames[fi].pc = pc!() as u32;
                            continue 'outer;
                        }
                        r!(aa!()) = tr!(self.new_object_gc(c));
                        adv!(2);
                        switch_if_asked!();
                    }
                    op::NEW_ARRAY => {
                        let c = tr!(self.resolve_type(dex, u!(1) as u32));
                        if !self.classes[c as usize].is_array() {
                            raise!(self.throw_msg(
                                "Ljava/lang/VerifyError;",
                                "new-array of a non-array type"
                            ));
                        }
                        let len = r!(b4!()) as i32;
                        r!(a4!()) = tr!(self.new_array_gc(c, len));
                        adv!(2);
                        switch_if_asked!();
                    }
                    op::FILLED_NEW_ARRAY | op::FILLED_NEW_ARRAY_RANGE => {
                        let c = tr!(self.resolve_type(dex, u!(1) as u32));
                        let args = if op!() == op::FILLED_NEW_ARRAY {
                            let u = u!(2);
                            Args::List(
                                [
                                    u & 0xf,
                                    (u >> 4) & 0xf,
                                    (u >> 8) & 0xf,
                                    u >> 12,
                                    a4!() as u16,
                                ],
                                b4!(),
                            )
                        } else {
                            Args::Range(u!(2), aa!())
                        };
                        let elem = self.classes[c as usize].elem;
                        if !self.classes[c as usize].is_array()
                            || !matches!(elem, Kind::Int | Kind::Ref)
                        {
                            raise!(self.filled_new_array_refused(c));
                        }
                        let arr = tr!(self.new_array_gc(c, args.len() as i32));
                        for i in 0..args.len() {
                            let v = r!(args.reg(i));
                            self.st32(arr, Vm::elem_off(elem, i as u32), v);
                        }
                        self.retval = arr as u64;
                        adv!(3);
                        switch_if_asked!();
                    }
                    op::FILL_ARRAY_DATA => {
                        let arr = r!(aa!());
                        npe_if_null!(arr, self.npe_use(NullUse::ArrayWrite));
                        let p = (pc!() as isize
                            + (u!(1) as u32 | (u!(2) as u32) << 16) as i32 as isize)
                            as usize;
                        let w = insns[p + 1] as usize;
                        let n = insns[p + 2] as u32 | (insns[p + 3] as u32) << 16;
                        let ac = self.class_of(arr);
                        let elem = self.classes[ac as usize].elem;
                        if !self.classes[ac as usize].is_array()
                            || elem.size() != w
                            || elem == Kind::Ref
                        {
                            raise!(self.throw_msg(
                                "Ljava/lang/VerifyError;",
                                "fill-array-data element width mismatch"
                            ));
                        }
                        let len = self.array_len(arr);
                        if n > len {
                            raise!(self.throw_aioobe(len as i32, n as i32 - 1));
                        }
                        for i in 0..n as usize {
                            let mut v: u64 = 0;
                            for b in 0..w {
                                let byte_i = i * w + b;
                                let unit = insns[p + 4 + byte_i / 2];
                                let byte = if byte_i.is_multiple_of(2) {
                                    unit & 0xff
                                } else {
                                    unit >> 8
                                };
                                v |= (byte as u64) << (8 * b);
                            }
                            self.st_kind(arr, Vm::elem_off(elem, i as u32), elem, v);
                        }
                        adv!(3);
                    }
                    op::THROW => {
                        let ex = r!(aa!());
                        if ex == 0 {
                            raise!(self.throw_msg_null("Ljava/lang/NullPointerException;"));
                        }
                        let ec = self.class_of(ex);
                        if !self.is_assignable(ec, self.wk.throwable) {
                            raise!(self
                                .throw_msg("Ljava/lang/VerifyError;", "throw of a non-Throwable"));
                        }
                        self.frames[fi].pc = pc!() as u32;
                        self.pending = ex;
                        self.unwind()?;
                        continue 'outer;
                    }
                    op::GOTO => branch!(byte!(HI) as i8 as i32),
                    op::GOTO_16 => branch!(u!(1) as i16 as i32),
                    op::GOTO_32 => branch!((u!(1) as u32 | (u!(2) as u32) << 16) as i32),
                    op::PACKED_SWITCH => {
                        let p = (pc!() as isize
                            + (u!(1) as u32 | (u!(2) as u32) << 16) as i32 as isize)
                            as usize;
                        let size = insns[p + 1] as u32;
                        let first = (insns[p + 2] as u32 | (insns[p + 3] as u32) << 16) as i32;
                        let idx = (r!(aa!()) as i32).wrapping_sub(first) as u32;
                        if idx < size {
                            let t = p + 4 + 2 * idx as usize;
                            branch!((insns[t] as u32 | (insns[t + 1] as u32) << 16) as i32);
                        }
                        adv!(3);
                    }
                    op::SPARSE_SWITCH => {
                        let p = (pc!() as isize
                            + (u!(1) as u32 | (u!(2) as u32) << 16) as i32 as isize)
                            as usize;
                        let size = insns[p + 1] as usize;
                        let key = r!(aa!()) as i32;
                        let k = |i: usize| {
                            (insns[p + 2 + 2 * i] as u32 | (insns[p + 3 + 2 * i] as u32) << 16)
                                as i32
                        };
                        let (mut lo, mut hi) = (0usize, size);
                        let mut found = None;
                        while lo < hi {
                            let mid = (lo + hi) / 2;
                            let km = k(mid);
                            if km == key {
                                found = Some(mid);
                                break;
                            } else if km < key {
                                lo = mid + 1;
                            } else {
                                hi = mid;
                            }
                        }
                        if let Some(i) = found {
                            let t = p + 2 + 2 * size + 2 * i;
                            branch!((insns[t] as u32 | (insns[t + 1] as u32) << 16) as i32);
                        }
                        adv!(3);
                    }
                    op::CMPL_FLOAT
                    | op::CMPG_FLOAT
                    | op::CMPL_DOUBLE
                    | op::CMPG_DOUBLE
                    | op::CMP_LONG => {
                        let u = u!(1);
                        let (b, c) = ((u & 0xff) as usize, (u >> 8) as usize);
                        r!(aa!()) = match op!() {
                            op::CMPL_FLOAT | op::CMPG_FLOAT => cmp_f64(
                                f32::from_bits(r!(b)) as f64,
                                f32::from_bits(r!(c)) as f64,
                                if op!() == op::CMPL_FLOAT { -1 } else { 1 },
                            ),
                            op::CMPL_DOUBLE | op::CMPG_DOUBLE => cmp_f64(
                                f64::from_bits(rw!(b)),
                                f64::from_bits(rw!(c)),
                                if op!() == op::CMPL_DOUBLE { -1 } else { 1 },
                            ),
                            _ => (rw!(b) as i64).cmp(&(rw!(c) as i64)) as i32,
                        } as u32;
                        adv!(2);
                    }
                    op::IF_EQ => if_test!(==),
                    op::IF_NE => if_test!(!=),
                    op::IF_LT => if_test!(<),
                    op::IF_GE => if_test!(>=),
                    op::IF_GT => if_test!(>),
                    op::IF_LE => if_test!(<=),
                    op::IF_EQZ => if_testz!(==),
                    op::IF_NEZ => if_testz!(!=),
                    op::IF_LTZ => if_testz!(<),
                    op::IF_GEZ => if_testz!(>=),
                    op::IF_GTZ => if_testz!(>),
                    op::IF_LEZ => if_testz!(<=),
                    // aget family (23x: vAA, vBB array, vCC index), one arm per opcode.
                    op::AGET => array_op!(Kind::Int, load),
                    op::AGET_WIDE => array_op!(Kind::Long, load),
                    op::AGET_OBJECT => array_op!(Kind::Ref, load),
                    op::AGET_BOOLEAN => array_op!(Kind::Boolean, load),
                    op::AGET_BYTE => array_op!(Kind::Byte, load),
                    op::AGET_CHAR => array_op!(Kind::Char, load),
                    op::AGET_SHORT => array_op!(Kind::Short, load),
                    // aput family.
                    op::APUT => array_op!(Kind::Int, store),
                    op::APUT_WIDE => array_op!(Kind::Long, store),
                    op::APUT_OBJECT => array_op!(Kind::Ref, store),
                    op::APUT_BOOLEAN => array_op!(Kind::Boolean, store),
                    op::APUT_BYTE => array_op!(Kind::Byte, store),
                    op::APUT_CHAR => array_op!(Kind::Char, store),
                    op::APUT_SHORT => array_op!(Kind::Short, store),
                    // iget family (22c: vA, vB object, field@CCCC).
                    op::IGET => instance_op!(Kind::Int, load),
                    op::IGET_WIDE => instance_op!(Kind::Long, load),
                    op::IGET_OBJECT => instance_op!(Kind::Ref, load),
                    op::IGET_BOOLEAN => instance_op!(Kind::Boolean, load),
                    op::IGET_BYTE => instance_op!(Kind::Byte, load),
                    op::IGET_CHAR => instance_op!(Kind::Char, load),
                    op::IGET_SHORT => instance_op!(Kind::Short, load),
                    // iput family.
                    op::IPUT => instance_op!(Kind::Int, store),
                    op::IPUT_WIDE => instance_op!(Kind::Long, store),
                    op::IPUT_OBJECT => instance_op!(Kind::Ref, store),
                    op::IPUT_BOOLEAN => instance_op!(Kind::Boolean, store),
                    op::IPUT_BYTE => instance_op!(Kind::Byte, store),
                    op::IPUT_CHAR => instance_op!(Kind::Char, store),
                    op::IPUT_SHORT => instance_op!(Kind::Short, store),
                    // sget family (21c: vAA, field@BBBB).
                    op::SGET => static_op!(Kind::Int, load),
                    op::SGET_WIDE => static_op!(Kind::Long, load),
                    op::SGET_OBJECT => static_op!(Kind::Ref, load),
                    op::SGET_BOOLEAN => static_op!(Kind::Boolean, load),
                    op::SGET_BYTE => static_op!(Kind::Byte, load),
                    op::SGET_CHAR => static_op!(Kind::Char, load),
                    op::SGET_SHORT => static_op!(Kind::Short, load),
                    // sput family.
                    op::SPUT => static_op!(Kind::Int, store),
                    op::SPUT_WIDE => static_op!(Kind::Long, store),
                    op::SPUT_OBJECT => static_op!(Kind::Ref, store),
                    op::SPUT_BOOLEAN => static_op!(Kind::Boolean, store),
                    op::SPUT_BYTE => static_op!(Kind::Byte, store),
                    op::SPUT_CHAR => static_op!(Kind::Char, store),
                    op::SPUT_SHORT => static_op!(Kind::Short, store),
                    op::INVOKE_VIRTUAL
                    | op::INVOKE_SUPER
                    | op::INVOKE_DIRECT
                    | op::INVOKE_STATIC
                    | op::INVOKE_INTERFACE
                    | op::INVOKE_VIRTUAL_RANGE
                    | op::INVOKE_SUPER_RANGE
                    | op::INVOKE_DIRECT_RANGE
                    | op::INVOKE_STATIC_RANGE
                    | op::INVOKE_INTERFACE_RANGE => {
                        let midx = u!(1) as u32;
                        let m = match self.dexes[dex as usize].methods[midx as usize] {
                            NONE => tr!(self.resolve_method_at(dex, midx, op!(), method)),
                            m => m,
                        };
                        let args = if op!() <= op::INVOKE_INTERFACE {
                            let u = u!(2);
                            Args::List(
                                [
                                    u & 0xf,
                                    (u >> 4) & 0xf,
                                    (u >> 8) & 0xf,
                                    u >> 12,
                                    a4!() as u16,
                                ],
                                b4!(),
                            )
                        } else {
                            Args::Range(u!(2), aa!())
                        };
                        let target =
                            if op!() == op::INVOKE_STATIC || op!() == op::INVOKE_STATIC_RANGE {
                                if !self.methods[m as usize].is_static() {
                                    raise!(self.throw_invoke_kind(InvokeKind::Static, m));
                                }
                                let c = self.methods[m as usize].class;
                                if self.classes[c as usize].state != ClassState::Initialized
                                    && tr!(self.ensure_init(c, fp))
                                {
                                    self.frames[fi].pc = pc!() as u32;
                                    continue 'outer;
                                }
                                m
                            } else {
                                if args.len() == 0 || self.methods[m as usize].is_static() {
                                    let kind =
                                        InvokeKind::from_op(op!()).unwrap_or(InvokeKind::Virtual);
                                    raise!(self.throw_invoke_kind(kind, m));
                                }
                                let recv = r!(args.reg(0));
                                npe_if_null!(recv, self.npe_invoke(dex, midx, op!()));
                                tr!(self.dispatch(op!(), m, recv, method))
                            };
                        if tr!(self.enter(target, args, fp, pc!())) {
                            continue 'outer;
                        }
                        // The return of a native is a GC point (the frame's pc is the
                        // invoke's): a collection the native's allocations asked for.
                        if crate::heap::Heap::safepoint_poll(&self.heap) {
                            self.gc_safepoint();
                        }
                        reload!();
                        adv!(3);
                        // A native that blocked or woke a better thread (sleep, wait,
                        // start...) completed; switch before the next instruction.
                        if self.threads.yield_req {
                            self.frames[fi].pc = pc!() as u32;
                            continue 'outer;
                        }
                    }
                    op::NEG_INT
                    | op::NOT_INT
                    | op::NEG_LONG
                    | op::NOT_LONG
                    | op::NEG_FLOAT
                    | op::NEG_DOUBLE
                    | op::INT_TO_LONG
                    | op::INT_TO_FLOAT
                    | op::INT_TO_DOUBLE
                    | op::LONG_TO_INT
                    | op::LONG_TO_FLOAT
                    | op::LONG_TO_DOUBLE
                    | op::FLOAT_TO_INT
                    | op::FLOAT_TO_LONG
                    | op::FLOAT_TO_DOUBLE
                    | op::DOUBLE_TO_INT
                    | op::DOUBLE_TO_LONG
                    | op::DOUBLE_TO_FLOAT
                    | op::INT_TO_BYTE
                    | op::INT_TO_CHAR
                    | op::INT_TO_SHORT => {
                        let b = b4!();
                        match op!() {
                            op::NEG_INT => r!(a4!()) = (r!(b) as i32).wrapping_neg() as u32,
                            op::NOT_INT => r!(a4!()) = !r!(b),
                            op::NEG_LONG => setw!(a4!(), (rw!(b) as i64).wrapping_neg() as u64),
                            op::NOT_LONG => setw!(a4!(), !rw!(b)),
                            op::NEG_FLOAT => r!(a4!()) = (-f32::from_bits(r!(b))).to_bits(),
                            op::NEG_DOUBLE => setw!(a4!(), (-f64::from_bits(rw!(b))).to_bits()),
                            op::INT_TO_LONG => setw!(a4!(), r!(b) as i32 as i64 as u64),
                            op::INT_TO_FLOAT => r!(a4!()) = (r!(b) as i32 as f32).to_bits(),
                            op::INT_TO_DOUBLE => setw!(a4!(), (r!(b) as i32 as f64).to_bits()),
                            op::LONG_TO_INT => r!(a4!()) = rw!(b) as u32,
                            op::LONG_TO_FLOAT => r!(a4!()) = (rw!(b) as i64 as f32).to_bits(),
                            op::LONG_TO_DOUBLE => setw!(a4!(), (rw!(b) as i64 as f64).to_bits()),
                            op::FLOAT_TO_INT => r!(a4!()) = f32::from_bits(r!(b)) as i32 as u32,
                            op::FLOAT_TO_LONG => setw!(a4!(), f32::from_bits(r!(b)) as i64 as u64),
                            op::FLOAT_TO_DOUBLE => {
                                setw!(a4!(), (f32::from_bits(r!(b)) as f64).to_bits())
                            }
                            op::DOUBLE_TO_INT => r!(a4!()) = f64::from_bits(rw!(b)) as i32 as u32,
                            op::DOUBLE_TO_LONG => {
                                setw!(a4!(), f64::from_bits(rw!(b)) as i64 as u64)
                            }
                            op::DOUBLE_TO_FLOAT => {
                                r!(a4!()) = (f64::from_bits(rw!(b)) as f32).to_bits()
                            }
                            op::INT_TO_BYTE => r!(a4!()) = r!(b) as i8 as i32 as u32,
                            op::INT_TO_CHAR => r!(a4!()) = r!(b) & 0xffff,
                            _ => r!(a4!()) = r!(b) as i16 as i32 as u32,
                        }
                        adv!(1);
                    }
                    op::ADD_INT => binop!(int int, |p, q| p.wrapping_add(q)),
                    op::SUB_INT => binop!(int int, |p, q| p.wrapping_sub(q)),
                    op::MUL_INT => binop!(int int, |p, q| p.wrapping_mul(q)),
                    op::DIV_INT => binop!(int int, |p, q| { nonzero!(q); p.wrapping_div(q) }),
                    op::REM_INT => binop!(int int, |p, q| { nonzero!(q); p.wrapping_rem(q) }),
                    op::AND_INT => binop!(int int, |p, q| p & q),
                    op::OR_INT => binop!(int int, |p, q| p | q),
                    op::XOR_INT => binop!(int int, |p, q| p ^ q),
                    op::SHL_INT => binop!(int int, |p, q| p.wrapping_shl(q as u32)),
                    op::SHR_INT => binop!(int int, |p, q| p.wrapping_shr(q as u32)),
                    op::USHR_INT => {
                        binop!(int int, |p, q| (p as u32).wrapping_shr(q as u32) as i32)
                    }
                    op::ADD_LONG => binop!(long long, |p, q| p.wrapping_add(q)),
                    op::SUB_LONG => binop!(long long, |p, q| p.wrapping_sub(q)),
                    op::MUL_LONG => binop!(long long, |p, q| p.wrapping_mul(q)),
                    op::DIV_LONG => binop!(long long, |p, q| { nonzero!(q); p.wrapping_div(q) }),
                    op::REM_LONG => binop!(long long, |p, q| { nonzero!(q); p.wrapping_rem(q) }),
                    op::AND_LONG => binop!(long long, |p, q| p & q),
                    op::OR_LONG => binop!(long long, |p, q| p | q),
                    op::XOR_LONG => binop!(long long, |p, q| p ^ q),
                    op::SHL_LONG => binop!(long int, |p, q| p.wrapping_shl(q as u32)),
                    op::SHR_LONG => binop!(long int, |p, q| p.wrapping_shr(q as u32)),
                    op::USHR_LONG => {
                        binop!(long int, |p, q| (p as u64).wrapping_shr(q as u32) as i64)
                    }
                    op::ADD_FLOAT => binop!(float float, |p, q| p + q),
                    op::SUB_FLOAT => binop!(float float, |p, q| p - q),
                    op::MUL_FLOAT => binop!(float float, |p, q| p * q),
                    op::DIV_FLOAT => binop!(float float, |p, q| p / q),
                    op::REM_FLOAT => binop!(float float, |p, q| p % q),
                    op::ADD_DOUBLE => binop!(double double, |p, q| p + q),
                    op::SUB_DOUBLE => binop!(double double, |p, q| p - q),
                    op::MUL_DOUBLE => binop!(double double, |p, q| p * q),
                    op::DIV_DOUBLE => binop!(double double, |p, q| p / q),
                    op::REM_DOUBLE => binop!(double double, |p, q| p % q),
                    op::ADD_INT_2ADDR => binop_2addr!(int int, |p, q| p.wrapping_add(q)),
                    op::SUB_INT_2ADDR => binop_2addr!(int int, |p, q| p.wrapping_sub(q)),
                    op::MUL_INT_2ADDR => binop_2addr!(int int, |p, q| p.wrapping_mul(q)),
                    op::DIV_INT_2ADDR => {
                        binop_2addr!(int int, |p, q| { nonzero!(q); p.wrapping_div(q) })
                    }
                    op::REM_INT_2ADDR => {
                        binop_2addr!(int int, |p, q| { nonzero!(q); p.wrapping_rem(q) })
                    }
                    op::AND_INT_2ADDR => binop_2addr!(int int, |p, q| p & q),
                    op::OR_INT_2ADDR => binop_2addr!(int int, |p, q| p | q),
                    op::XOR_INT_2ADDR => binop_2addr!(int int, |p, q| p ^ q),
                    op::SHL_INT_2ADDR => binop_2addr!(int int, |p, q| p.wrapping_shl(q as u32)),
                    op::SHR_INT_2ADDR => binop_2addr!(int int, |p, q| p.wrapping_shr(q as u32)),
                    op::USHR_INT_2ADDR => {
                        binop_2addr!(int int, |p, q| (p as u32).wrapping_shr(q as u32) as i32)
                    }
                    op::ADD_LONG_2ADDR => binop_2addr!(long long, |p, q| p.wrapping_add(q)),
                    op::SUB_LONG_2ADDR => binop_2addr!(long long, |p, q| p.wrapping_sub(q)),
                    op::MUL_LONG_2ADDR => binop_2addr!(long long, |p, q| p.wrapping_mul(q)),
                    op::DIV_LONG_2ADDR => {
                        binop_2addr!(long long, |p, q| { nonzero!(q); p.wrapping_div(q) })
                    }
                    op::REM_LONG_2ADDR => {
                        binop_2addr!(long long, |p, q| { nonzero!(q); p.wrapping_rem(q) })
                    }
                    op::AND_LONG_2ADDR => binop_2addr!(long long, |p, q| p & q),
                    op::OR_LONG_2ADDR => binop_2addr!(long long, |p, q| p | q),
                    op::XOR_LONG_2ADDR => binop_2addr!(long long, |p, q| p ^ q),
                    op::SHL_LONG_2ADDR => binop_2addr!(long int, |p, q| p.wrapping_shl(q as u32)),
                    op::SHR_LONG_2ADDR => binop_2addr!(long int, |p, q| p.wrapping_shr(q as u32)),
                    op::USHR_LONG_2ADDR => {
                        binop_2addr!(long int, |p, q| (p as u64).wrapping_shr(q as u32) as i64)
                    }
                    op::ADD_FLOAT_2ADDR => binop_2addr!(float float, |p, q| p + q),
                    op::SUB_FLOAT_2ADDR => binop_2addr!(float float, |p, q| p - q),
                    op::MUL_FLOAT_2ADDR => binop_2addr!(float float, |p, q| p * q),
                    op::DIV_FLOAT_2ADDR => binop_2addr!(float float, |p, q| p / q),
                    op::REM_FLOAT_2ADDR => binop_2addr!(float float, |p, q| p % q),
                    op::ADD_DOUBLE_2ADDR => binop_2addr!(double double, |p, q| p + q),
                    op::SUB_DOUBLE_2ADDR => binop_2addr!(double double, |p, q| p - q),
                    op::MUL_DOUBLE_2ADDR => binop_2addr!(double double, |p, q| p * q),
                    op::DIV_DOUBLE_2ADDR => binop_2addr!(double double, |p, q| p / q),
                    op::REM_DOUBLE_2ADDR => binop_2addr!(double double, |p, q| p % q),
                    op::ADD_INT_LIT16 => binop_lit16!(|p, q| p.wrapping_add(q)),
                    op::RSUB_INT => binop_lit16!(|p, q| q.wrapping_sub(p)),
                    op::MUL_INT_LIT16 => binop_lit16!(|p, q| p.wrapping_mul(q)),
                    op::DIV_INT_LIT16 => binop_lit16!(|p, q| {
                        nonzero!(q);
                        p.wrapping_div(q)
                    }),
                    op::REM_INT_LIT16 => binop_lit16!(|p, q| {
                        nonzero!(q);
                        p.wrapping_rem(q)
                    }),
                    op::AND_INT_LIT16 => binop_lit16!(|p, q| p & q),
                    op::OR_INT_LIT16 => binop_lit16!(|p, q| p | q),
                    op::XOR_INT_LIT16 => binop_lit16!(|p, q| p ^ q),
                    op::ADD_INT_LIT8 => binop_lit8!(|p, q| p.wrapping_add(q)),
                    op::RSUB_INT_LIT8 => binop_lit8!(|p, q| q.wrapping_sub(p)),
                    op::MUL_INT_LIT8 => binop_lit8!(|p, q| p.wrapping_mul(q)),
                    op::DIV_INT_LIT8 => binop_lit8!(|p, q| {
                        nonzero!(q);
                        p.wrapping_div(q)
                    }),
                    op::REM_INT_LIT8 => binop_lit8!(|p, q| {
                        nonzero!(q);
                        p.wrapping_rem(q)
                    }),
                    op::AND_INT_LIT8 => binop_lit8!(|p, q| p & q),
                    op::OR_INT_LIT8 => binop_lit8!(|p, q| p | q),
                    op::XOR_INT_LIT8 => binop_lit8!(|p, q| p ^ q),
                    op::SHL_INT_LIT8 => binop_lit8!(|p, q| p.wrapping_shl(q as u32)),
                    op::SHR_INT_LIT8 => binop_lit8!(|p, q| p.wrapping_shr(q as u32)),
                    op::USHR_INT_LIT8 => {
                        binop_lit8!(|p, q| (p as u32).wrapping_shr(q as u32) as i32)
                    }
                    // validate() rejects these before a method runs (including DEX
                    // 038/039's 0xfa..0xff); kept as a defensive error.
                    op::UNUSED_3E
                    | op::UNUSED_3F
                    | op::UNUSED_40
                    | op::UNUSED_41
                    | op::UNUSED_42
                    | op::UNUSED_43
                    | op::UNUSED_73
                    | op::UNUSED_79
                    | op::UNUSED_7A
                    | op::UNUSED_E3
                    | op::UNUSED_E4
                    | op::UNUSED_E5
                    | op::UNUSED_E6
                    | op::UNUSED_E7
                    | op::UNUSED_E8
                    | op::UNUSED_E9
                    | op::UNUSED_EA
                    | op::UNUSED_EB
                    | op::UNUSED_EC
                    | op::UNUSED_ED
                    | op::UNUSED_EE
                    | op::UNUSED_EF
                    | op::UNUSED_F0
                    | op::UNUSED_F1
                    | op::UNUSED_F2
                    | op::UNUSED_F3
                    | op::UNUSED_F4
                    | op::UNUSED_F5
                    | op::UNUSED_F6
                    | op::UNUSED_F7
                    | op::UNUSED_F8
                    | op::UNUSED_F9
                    | op::INVOKE_POLYMORPHIC
                    | op::INVOKE_POLYMORPHIC_RANGE
                    | op::INVOKE_CUSTOM
                    | op::INVOKE_CUSTOM_RANGE
                    | op::CONST_METHOD_HANDLE
                    | op::CONST_METHOD_TYPE => {
                        let op = op!();
                        let msg = if op >= op::INVOKE_POLYMORPHIC {
                            let name = crate::dex::insn::info(op).name;
                            format!("unsupported opcode 0x{op:02x} ({name}, DEX 038/039)")
                        } else {
                            format!("invalid opcode 0x{op:02x}")
                        };
                        raise!(self.throw_msg("Ljava/lang/VerifyError;", &msg));
                    }
                }
            }
        }
    }

    /// Pops the returning top frame. `true` when it was the Boundary frame of the current
    /// [`Vm::call`]; a `<clinit>` frame marks its class initialized (the caller then
    /// re-executes the triggering instruction); a normal caller resumes after its invoke.
    fn pop_return(&mut self) -> bool {
        let Some(f) = self.frames.pop() else {
            return true;
        };
        if f.lock != 0 {
            self.release_frame_lock(f.lock);
        }
        match f.kind {
            FrameKind::Boundary => return true,
            FrameKind::Clinit(c) => {
                self.classes[c as usize].state = ClassState::Initialized;
                self.class_init_done();
            }
            FrameKind::Normal => {
                if let Some(t) = self.frames.last_mut() {
                    t.pc += 3;
                }
            }
        }
        false
    }

    /// Safepoint: the collection that was asked for runs now (every frame's pc is
    /// recorded, so the register maps apply).
    pub(crate) fn gc_safepoint(&mut self) {
        if self.heap.daemon.start_pending {
            self.start_gc_daemon();
            self.heap.daemon.nudge = true;
        }
        if self.heap.fin.start_pending {
            self.start_finalization_daemons();
        }
        if let Some(kind) = self.heap.requested.take() {
            self.foreground_gc(kind);
        }
        if self.heap.assist_ns != 0 {
            self.gc_assist();
        }
        // Not from the daemon itself: it may have just blocked, with the switch away
        // still pending, and waking it now would leave the scheduler's decision stale.
        if self.cur != self.heap.daemon.tid && self.remote_done() {
            self.hand_phase_to_daemon();
            self.heap.daemon.nudge = true;
        }
        if core::mem::take(&mut self.heap.daemon.nudge) {
            self.yield_to_daemon();
        }
    }
}

/// `x`, with LLVM's knowledge of its range withheld. Register `B` of a 12x instruction is
/// the high nibble; knowing it fits in 4 bits, LLVM rewrites `(b >> 4) * 4` as
/// `(b >> 2) & 0x3c`, and ARM then rebuilds the mask in every handler that reads `vB`:
/// one instruction per move, 2addr binop and if-test (`cargo xtask bench interp`).
#[inline(always)]
fn opaque(x: u32) -> u32 {
    #[cfg(target_arch = "arm")]
    {
        let mut v = x;
        // SAFETY: an empty asm block (only a comment naming the register): it reads and
        // writes nothing but `v`, which it leaves as it is.
        unsafe {
            core::arch::asm!("/* {0} */", inout(reg) v, options(pure, nomem, nostack, preserves_flags))
        };
        v
    }
    #[cfg(not(target_arch = "arm"))]
    {
        x
    }
}
