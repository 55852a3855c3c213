//! NullPointerException messages for nulls the interpreter meets, worded as ART words
//! them (runtime/common_throws.cc, ThrowNullPointerExceptionFromDexPC): an invoke names
//! its kind and the method as the instruction references it, a field access the field
//! as resolved, array and monitor instructions use fixed texts. `throw null` keeps a
//! null message, as ART has since 2019. Only the exception path builds these strings.

use alloc::format;

use crate::oo::access::InvokeKind;
use crate::oo::link::{pretty_method, type_name};
use crate::oo::ClassId;
use crate::vm::{Throw, Vm};

const NPE: &str = "Ljava/lang/NullPointerException;";

/// Which fixed-text null access an array or monitor instruction made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NullUse {
    ArrayRead,
    ArrayWrite,
    ArrayLength,
    Monitor,
}

impl Vm {
    /// `invoke-*` (opcode `op`) of method id `midx` of DEX `dex` on a null receiver.
    #[cold]
    pub(crate) fn npe_invoke(&mut self, dex: u32, midx: u32, op: u8) -> Throw {
        let kind = InvokeKind::from_op(op).unwrap_or(InvokeKind::Virtual);
        let f = &self.dexes[dex as usize].file;
        let method = f
            .method_id(midx)
            .and_then(|m| {
                Some(pretty_method(
                    &type_name(f.type_descriptor(m.class_idx)?),
                    f.string(m.name_idx)?,
                    &f.proto_signature(m.proto_idx)?,
                ))
            })
            .unwrap_or_default();
        let msg = format!(
            "Attempt to invoke {} method '{method}' on a null object reference",
            kind.name()
        );
        self.throw_msg(NPE, &msg)
    }

    /// `iget*`/`iput*` of field id `fidx` of DEX `dex`, declared in `decl`, on null.
    #[cold]
    pub(crate) fn npe_field(&mut self, dex: u32, fidx: u32, decl: ClassId, read: bool) -> Throw {
        let (name, ty) = self.field_name_type(dex, fidx);
        let msg = format!(
            "Attempt to {} field '{} {}.{name}' on a null object reference",
            if read { "read from" } else { "write to" },
            type_name(&ty),
            type_name(&self.classes[decl as usize].descriptor),
        );
        self.throw_msg(NPE, &msg)
    }

    /// An array or monitor instruction on null.
    #[cold]
    pub(crate) fn npe_use(&mut self, what: NullUse) -> Throw {
        let msg = match what {
            NullUse::ArrayRead => "Attempt to read from null array",
            NullUse::ArrayWrite => "Attempt to write to null array",
            NullUse::ArrayLength => "Attempt to get length of null array",
            NullUse::Monitor => "Attempt to do a synchronize operation on a null object",
        };
        self.throw_msg(NPE, msg)
    }
}
