//! The register-type lattice of the type pass and reference-type reasoning: interning of
//! type descriptors, merge (least upper bound) at control-flow joins, and assignability
//! (descriptor rules for arrays and `java.lang.Object`, the [`ClassHierarchy`] trait for
//! class-to-class questions). Follows the "type" rules of source.android.com "Dalvik
//! bytecode constraints" (B-constraints) with the merge semantics of AOSP CodeVerify.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use super::ClassHierarchy;
use crate::dex::{DexFile, TypeIdx};

/// Interned reference type (index into [`Types`]).
pub type TypeId = u32;

/// "Some reference whose class could not be resolved" (e.g. the merge of two classes the
/// [`ClassHierarchy`] knows nothing about). Every use of it is deferred to the runtime.
pub const ANY_REF: TypeId = u32::MAX;

/// What a register holds at one program point.
///
/// The 32-bit primitive kinds are deliberately coarse: boolean/byte/short/char/int are one
/// `Int` kind. The narrow kinds never affect memory safety (the interpreter truncates on
/// every narrow store), and int vs float vs reference, plus wide pairs, are what the
/// interpreter and the GC rely on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegType {
    /// Undefined, or the merge of incompatible types: unreadable.
    Conflict,
    /// The constant 0: usable as int, float or null.
    Zero,
    /// Another 32-bit constant: usable as int or float.
    Const,
    Int,
    Float,
    /// Halves of a 64-bit constant (usable as long or double).
    ConstLo,
    ConstHi,
    LongLo,
    LongHi,
    DoubleLo,
    DoubleHi,
    /// An initialized (or null-typed) reference of the interned type.
    Ref(TypeId),
    /// Result of `new-instance` at dex pc `.1`, before its `<init>` ran.
    Uninit(TypeId, u32),
    /// `this` in a constructor before the superclass (or another) `<init>` ran.
    UninitThis(TypeId),
}

impl RegType {
    /// True for anything the GC must treat as a pointer.
    pub fn is_reference(self) -> bool {
        matches!(
            self,
            RegType::Ref(_) | RegType::Uninit(..) | RegType::UninitThis(_)
        )
    }
    pub fn is_int_like(self) -> bool {
        matches!(self, RegType::Zero | RegType::Const | RegType::Int)
    }
    pub fn is_float_like(self) -> bool {
        matches!(self, RegType::Zero | RegType::Const | RegType::Float)
    }
    pub fn is_lo(self) -> bool {
        matches!(self, RegType::ConstLo | RegType::LongLo | RegType::DoubleLo)
    }
    pub fn is_hi(self) -> bool {
        matches!(self, RegType::ConstHi | RegType::LongHi | RegType::DoubleHi)
    }
}

/// Kinds of values a field, array element, parameter or return type holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Void,
    /// Z, B, S, C or I: the byte says which (for opcode/type matching).
    Int(u8),
    Float,
    Long,
    Double,
    Ref,
}

/// Value kind of a type descriptor (`None` when the descriptor is malformed).
pub fn kind_of(desc: &str) -> Option<Kind> {
    let b = desc.as_bytes();
    Some(match *b.first()? {
        b'V' if b.len() == 1 => Kind::Void,
        c @ (b'Z' | b'B' | b'S' | b'C' | b'I') if b.len() == 1 => Kind::Int(c),
        b'F' if b.len() == 1 => Kind::Float,
        b'J' if b.len() == 1 => Kind::Long,
        b'D' if b.len() == 1 => Kind::Double,
        b'L' if b.len() >= 3 && b[b.len() - 1] == b';' => Kind::Ref,
        b'[' if b.len() >= 2 => {
            // An array of void is no type.
            let elem = desc.trim_start_matches('[');
            match kind_of(elem)? {
                Kind::Void => return None,
                _ => Kind::Ref,
            }
        }
        _ => return None,
    })
}

/// Register type of a freshly produced value of a non-void, non-reference kind.
pub fn prim_type(kind: Kind) -> (RegType, Option<RegType>) {
    match kind {
        Kind::Int(_) => (RegType::Int, None),
        Kind::Float => (RegType::Float, None),
        Kind::Long => (RegType::LongLo, Some(RegType::LongHi)),
        Kind::Double => (RegType::DoubleLo, Some(RegType::DoubleHi)),
        Kind::Void | Kind::Ref => (RegType::Conflict, None),
    }
}

pub const OBJECT: &str = "Ljava/lang/Object;";
pub const THROWABLE: &str = "Ljava/lang/Throwable;";

/// Interned descriptors, shared by all methods verified through one `Verifier`.
#[derive(Default)]
pub struct Types {
    names: Vec<String>,
    map: BTreeMap<String, TypeId>,
    /// Cache: dex type index -> id (u32::MAX = not interned yet).
    by_idx: Vec<TypeId>,
}

impl Types {
    pub fn intern(&mut self, desc: &str) -> TypeId {
        if let Some(&id) = self.map.get(desc) {
            return id;
        }
        let id = self.names.len() as TypeId;
        self.names.push(String::from(desc));
        self.map.insert(String::from(desc), id);
        id
    }

    /// Interned id of dex type `idx`, or `None` when the index is out of range.
    pub fn of_idx(&mut self, dex: &DexFile, idx: TypeIdx) -> Option<TypeId> {
        if self.by_idx.len() != dex.type_count() as usize {
            self.by_idx.clear();
            self.by_idx.resize(dex.type_count() as usize, u32::MAX);
        }
        let slot = *self.by_idx.get(idx as usize)?;
        if slot != u32::MAX {
            return Some(slot);
        }
        let id = self.intern(dex.type_descriptor(idx)?);
        self.by_idx[idx as usize] = id;
        Some(id)
    }

    pub fn name(&self, id: TypeId) -> &str {
        if id == ANY_REF {
            return "<unresolved reference>";
        }
        self.names.get(id as usize).map_or("<?>", String::as_str)
    }

    /// Human description of a register type for error messages.
    pub fn describe(&self, t: RegType) -> String {
        let mut s = String::new();
        let _ = match t {
            RegType::Conflict => write!(s, "no usable value (undefined or conflicting)"),
            RegType::Zero => write!(s, "the constant 0"),
            RegType::Const => write!(s, "a 32-bit constant"),
            RegType::Int => write!(s, "an int"),
            RegType::Float => write!(s, "a float"),
            RegType::ConstLo | RegType::ConstHi => write!(s, "a wide constant half"),
            RegType::LongLo | RegType::LongHi => write!(s, "a long half"),
            RegType::DoubleLo | RegType::DoubleHi => write!(s, "a double half"),
            RegType::Ref(id) => write!(s, "a reference {}", self.name(id)),
            RegType::Uninit(id, pc) => write!(
                s,
                "an uninitialized {} (new-instance at 0x{:04x})",
                self.name(id),
                pc
            ),
            RegType::UninitThis(id) => write!(s, "uninitialized this ({})", self.name(id)),
        };
        s
    }

    /// Assignability of reference type `from` to `to`: `Some(false)` only when provably
    /// not assignable; `None` defers to the runtime.
    pub fn assignable(&self, h: &dyn ClassHierarchy, from: TypeId, to: TypeId) -> Option<bool> {
        if from == to {
            return Some(true);
        }
        if from == ANY_REF || to == ANY_REF {
            return None;
        }
        assignable_desc(h, self.name(from), self.name(to))
    }

    /// Least upper bound of two reference types.
    pub fn lca(&mut self, h: &dyn ClassHierarchy, a: TypeId, b: TypeId) -> TypeId {
        if a == b {
            return a;
        }
        if a == ANY_REF || b == ANY_REF {
            return ANY_REF;
        }
        let (an, bn) = (String::from(self.name(a)), String::from(self.name(b)));
        match lca_desc(h, &an, &bn, 0) {
            Some(s) => self.intern(&s),
            None => ANY_REF,
        }
    }
}

/// Descriptor-level assignability; class-to-class questions go to `h`.
pub fn assignable_desc(h: &dyn ClassHierarchy, from: &str, to: &str) -> Option<bool> {
    if from == to || to == OBJECT {
        return Some(true);
    }
    let (fa, ta) = (from.starts_with('['), to.starts_with('['));
    match (fa, ta) {
        (true, true) => {
            let (fe, te) = (&from[1..], &to[1..]);
            let prim = |d: &str| !(d.starts_with('L') || d.starts_with('['));
            if prim(fe) || prim(te) {
                Some(fe == te)
            } else {
                assignable_desc(h, fe, te)
            }
        }
        (true, false) => Some(to == "Ljava/lang/Cloneable;" || to == "Ljava/io/Serializable;"),
        (false, true) => Some(false),
        (false, false) => h.is_assignable(from, to),
    }
}

/// Least upper bound of two descriptors; `None` when it cannot be determined.
fn lca_desc(h: &dyn ClassHierarchy, a: &str, b: &str, depth: u32) -> Option<String> {
    if a == b {
        return Some(String::from(a));
    }
    if assignable_desc(h, a, b) == Some(true) {
        return Some(String::from(b));
    }
    if assignable_desc(h, b, a) == Some(true) {
        return Some(String::from(a));
    }
    let (aa, ba) = (a.starts_with('['), b.starts_with('['));
    if aa && ba {
        let (ae, be) = (&a[1..], &b[1..]);
        let is_ref = |d: &str| d.starts_with('L') || d.starts_with('[');
        if is_ref(ae) && is_ref(be) && depth < 255 {
            let mut s = String::from("[");
            s.push_str(&lca_desc(h, ae, be, depth + 1)?);
            return Some(s);
        }
        return Some(String::from(OBJECT));
    }
    if aa || ba {
        return Some(String::from(OBJECT));
    }
    // Two classes: walk a's superclass chain until b fits (bounded against cycles in a
    // malformed hierarchy).
    let mut cur = String::from(a);
    for _ in 0..256 {
        let sup = String::from(h.superclass(&cur)?);
        // Unknown relation: the true bound may lie below `sup`, so give up rather than
        // pick a bound that is too high and later reject valid uses.
        if assignable_desc(h, b, &sup)? {
            return Some(sup);
        }
        cur = sup;
    }
    None
}

/// Merge of two register types at a join point.
pub fn merge(types: &mut Types, h: &dyn ClassHierarchy, a: RegType, b: RegType) -> RegType {
    use RegType::*;
    if a == b {
        return a;
    }
    match (a, b) {
        (Zero, Const) | (Const, Zero) => Const,
        (Zero | Const, Int) | (Int, Zero | Const) => Int,
        (Zero | Const, Float) | (Float, Zero | Const) => Float,
        (Zero, Ref(x)) | (Ref(x), Zero) => Ref(x),
        (ConstLo, LongLo) | (LongLo, ConstLo) => LongLo,
        (ConstHi, LongHi) | (LongHi, ConstHi) => LongHi,
        (ConstLo, DoubleLo) | (DoubleLo, ConstLo) => DoubleLo,
        (ConstHi, DoubleHi) | (DoubleHi, ConstHi) => DoubleHi,
        (Ref(x), Ref(y)) => Ref(types.lca(h, x, y)),
        _ => Conflict,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Toy;
    impl ClassHierarchy for Toy {
        fn is_assignable(&self, from: &str, to: &str) -> Option<bool> {
            let chain = |c: &str| -> Option<&'static [&'static str]> {
                match c {
                    "LA;" => Some(&["LA;", OBJECT]),
                    "LB;" => Some(&["LB;", "LA;", OBJECT]),
                    "LC;" => Some(&["LC;", "LA;", OBJECT]),
                    _ => None,
                }
            };
            Some(chain(from)?.contains(&to))
        }
        fn superclass(&self, class: &str) -> Option<&str> {
            match class {
                "LA;" => Some(OBJECT),
                "LB;" | "LC;" => Some("LA;"),
                _ => None,
            }
        }
    }

    #[test]
    fn merges() {
        let mut t = Types::default();
        let h = Toy;
        let (a, b, c) = (t.intern("LA;"), t.intern("LB;"), t.intern("LC;"));
        assert_eq!(
            merge(&mut t, &h, RegType::Ref(b), RegType::Ref(c)),
            RegType::Ref(a)
        );
        assert_eq!(
            merge(&mut t, &h, RegType::Zero, RegType::Ref(b)),
            RegType::Ref(b)
        );
        assert_eq!(
            merge(&mut t, &h, RegType::Int, RegType::Float),
            RegType::Conflict
        );
        assert_eq!(
            merge(&mut t, &h, RegType::Const, RegType::Float),
            RegType::Float
        );
        assert_eq!(
            merge(&mut t, &h, RegType::LongLo, RegType::DoubleLo),
            RegType::Conflict
        );
        let u = t.intern("LUnknown;");
        assert_eq!(
            merge(&mut t, &h, RegType::Ref(b), RegType::Ref(u)),
            RegType::Ref(ANY_REF)
        );
        let (ab, ac) = (t.intern("[LB;"), t.intern("[LC;"));
        let RegType::Ref(m) = merge(&mut t, &h, RegType::Ref(ab), RegType::Ref(ac)) else {
            panic!()
        };
        assert_eq!(t.name(m), "[LA;");
        let (ia, fa) = (t.intern("[I"), t.intern("[F"));
        let RegType::Ref(m) = merge(&mut t, &h, RegType::Ref(ia), RegType::Ref(fa)) else {
            panic!()
        };
        assert_eq!(t.name(m), OBJECT);
    }

    #[test]
    fn assignability() {
        let h = Toy;
        assert_eq!(assignable_desc(&h, "LB;", "LA;"), Some(true));
        assert_eq!(assignable_desc(&h, "LA;", "LB;"), Some(false));
        assert_eq!(
            assignable_desc(&h, "[[I", "[Ljava/lang/Object;"),
            Some(true)
        );
        assert_eq!(assignable_desc(&h, "[I", "[J"), Some(false));
        assert_eq!(assignable_desc(&h, "[LB;", "[LA;"), Some(true));
        assert_eq!(assignable_desc(&h, "LA;", "[I"), Some(false));
        assert_eq!(assignable_desc(&h, "LX;", "LA;"), None);
        assert_eq!(kind_of("[[J"), Some(Kind::Ref));
        assert_eq!(kind_of("[V"), None);
        assert_eq!(kind_of("L;"), None);
        assert_eq!(kind_of("Z"), Some(Kind::Int(b'Z')));
    }
}
