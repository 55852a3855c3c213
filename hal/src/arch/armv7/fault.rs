//! Decoding of ARMv7-A short-descriptor fault status registers (DFSR/IFSR), per the
//! ARM ARM DDI 0406C §B3.13.3 Table B3-23 (DFSR) and Table B3-24 (IFSR), and of the
//! processor mode field of a PSR (§B1.3.1 Table B1-1). Pure functions so the fault
//! report is unit-tested on the host.

/// The kind of abort a fault status register names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultKind {
    Alignment,
    Debug,
    AccessFlagSection,
    AccessFlagPage,
    TranslationSection,
    TranslationPage,
    DomainSection,
    DomainPage,
    PermissionSection,
    PermissionPage,
    SyncExternal,
    SyncExternalWalkL1,
    SyncExternalWalkL2,
    SyncParity,
    SyncParityWalkL1,
    SyncParityWalkL2,
    AsyncExternal,
    AsyncParity,
    CacheMaintenance,
    TlbConflict,
    Lockdown,
    CoprocessorAbort,
    Unknown(u8),
}

impl FaultKind {
    /// Human-readable name used in fault reports.
    pub fn name(self) -> &'static str {
        match self {
            Self::Alignment => "alignment fault",
            Self::Debug => "debug event",
            Self::AccessFlagSection => "access flag fault (section)",
            Self::AccessFlagPage => "access flag fault (page)",
            Self::TranslationSection => "translation fault (section)",
            Self::TranslationPage => "translation fault (page)",
            Self::DomainSection => "domain fault (section)",
            Self::DomainPage => "domain fault (page)",
            Self::PermissionSection => "permission fault (section)",
            Self::PermissionPage => "permission fault (page)",
            Self::SyncExternal => "synchronous external abort",
            Self::SyncExternalWalkL1 => {
                "synchronous external abort on translation table walk (level 1)"
            }
            Self::SyncExternalWalkL2 => {
                "synchronous external abort on translation table walk (level 2)"
            }
            Self::SyncParity => "synchronous parity error",
            Self::SyncParityWalkL1 => {
                "synchronous parity error on translation table walk (level 1)"
            }
            Self::SyncParityWalkL2 => {
                "synchronous parity error on translation table walk (level 2)"
            }
            Self::AsyncExternal => "asynchronous external abort",
            Self::AsyncParity => "asynchronous parity error",
            Self::CacheMaintenance => "cache maintenance fault",
            Self::TlbConflict => "TLB conflict abort",
            Self::Lockdown => "lockdown abort (implementation defined)",
            Self::CoprocessorAbort => "coprocessor abort (implementation defined)",
            Self::Unknown(_) => "unknown fault status",
        }
    }
}

/// FS[4:0] is split: bit 4 lives in bit 10 of the register.
fn fault_status(fsr: u32) -> u8 {
    (((fsr >> 6) & 0x10) | (fsr & 0xf)) as u8
}

/// A decoded DFSR.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DataFault {
    pub kind: FaultKind,
    /// WnR: the access was a write.
    pub write: bool,
    /// ExT: external abort type bit (implementation defined meaning).
    pub external: bool,
    /// Domain of the faulting access (valid for domain/permission/translation faults).
    pub domain: u8,
    /// Whether DFAR holds the faulting address (not for async aborts).
    pub far_valid: bool,
}

/// Decodes a Data Fault Status Register value (short-descriptor format).
pub fn decode_dfsr(dfsr: u32) -> DataFault {
    let fs = fault_status(dfsr);
    let kind = match fs {
        0b00001 => FaultKind::Alignment,
        0b00100 => FaultKind::CacheMaintenance,
        0b01100 => FaultKind::SyncExternalWalkL1,
        0b01110 => FaultKind::SyncExternalWalkL2,
        0b11100 => FaultKind::SyncParityWalkL1,
        0b11110 => FaultKind::SyncParityWalkL2,
        0b00101 => FaultKind::TranslationSection,
        0b00111 => FaultKind::TranslationPage,
        0b00011 => FaultKind::AccessFlagSection,
        0b00110 => FaultKind::AccessFlagPage,
        0b01001 => FaultKind::DomainSection,
        0b01011 => FaultKind::DomainPage,
        0b01101 => FaultKind::PermissionSection,
        0b01111 => FaultKind::PermissionPage,
        0b00010 => FaultKind::Debug,
        0b01000 => FaultKind::SyncExternal,
        0b10000 => FaultKind::TlbConflict,
        0b10100 => FaultKind::Lockdown,
        0b11010 => FaultKind::CoprocessorAbort,
        0b11001 => FaultKind::SyncParity,
        0b10110 => FaultKind::AsyncExternal,
        0b11000 => FaultKind::AsyncParity,
        other => FaultKind::Unknown(other),
    };
    let far_valid = !matches!(kind, FaultKind::AsyncExternal | FaultKind::AsyncParity);
    DataFault {
        kind,
        write: dfsr & (1 << 11) != 0,
        external: dfsr & (1 << 12) != 0,
        domain: ((dfsr >> 4) & 0xf) as u8,
        far_valid,
    }
}

/// Decodes an Instruction Fault Status Register value (short-descriptor format).
/// The IFSR encodings are the DFSR ones minus those that cannot occur on a fetch.
pub fn decode_ifsr(ifsr: u32) -> FaultKind {
    match fault_status(ifsr) {
        0b00001 | 0b00100 | 0b10110 | 0b11000 => FaultKind::Unknown(fault_status(ifsr)),
        _ => decode_dfsr(ifsr & !(1 << 11)).kind,
    }
}

/// Name of the processor mode in a PSR's M[4:0] field.
pub fn mode_name(psr: u32) -> &'static str {
    match psr & 0x1f {
        0x10 => "usr",
        0x11 => "fiq",
        0x12 => "irq",
        0x13 => "svc",
        0x16 => "mon",
        0x17 => "abt",
        0x1a => "hyp",
        0x1b => "und",
        0x1f => "sys",
        _ => "invalid",
    }
}

/// Whether a PSR says the interrupted code ran in Thumb state (T bit, bit 5).
pub fn is_thumb(psr: u32) -> bool {
    psr & (1 << 5) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_translation_fault_on_read() {
        // DFSR as QEMU reports a read from an unmapped section in domain 0.
        let f = decode_dfsr(0x0000_0005);
        assert_eq!(f.kind, FaultKind::TranslationSection);
        assert!(!f.write && f.far_valid);
        assert_eq!(f.kind.name(), "translation fault (section)");
    }

    #[test]
    fn decodes_write_permission_and_split_fs_bit() {
        let f = decode_dfsr((1 << 11) | (3 << 4) | 0b1101);
        assert_eq!(f.kind, FaultKind::PermissionSection);
        assert!(f.write);
        assert_eq!(f.domain, 3);
        // FS[4] is DFSR bit 10: 0b10110 is an asynchronous external abort.
        let a = decode_dfsr((1 << 10) | 0b0110);
        assert_eq!(a.kind, FaultKind::AsyncExternal);
        assert!(!a.far_valid);
        assert_eq!(decode_dfsr(0b0001).kind, FaultKind::Alignment);
        assert_eq!(decode_dfsr(0b1111).kind, FaultKind::PermissionPage);
        assert_eq!(
            decode_dfsr((1 << 10) | 0b1111).kind,
            FaultKind::Unknown(0b11111)
        );
    }

    #[test]
    fn decodes_instruction_faults() {
        assert_eq!(decode_ifsr(0b0101), FaultKind::TranslationSection);
        assert_eq!(decode_ifsr(0b1101), FaultKind::PermissionSection);
        // Alignment cannot happen on a fetch in the IFSR encoding.
        assert_eq!(decode_ifsr(0b0001), FaultKind::Unknown(1));
    }

    #[test]
    fn names_modes() {
        assert_eq!(mode_name(0x6000_01d3), "svc");
        assert_eq!(mode_name(0x1f), "sys");
        assert_eq!(mode_name(0x17), "abt");
        assert_eq!(mode_name(0x05), "invalid");
        assert!(is_thumb(0x30) && !is_thumb(0x1f));
    }
}
