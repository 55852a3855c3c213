//! Dimmunix's history in CFI parallel NOR flash (Intel/Sharp command set, CFI primary
//! vendor 0x0001: Intel 28F-series datasheets, "Command Bus Operations"; QEMU models it
//! as hw/block/pflash_cfi01.c). qemu-virt's bank 1 is a 32-bit bus of two interleaved x16
//! devices with 256 KiB erase blocks: a command byte goes to both devices at once (one
//! per 16-bit lane) and each lane returns its own status. Where the history sits in the
//! bank (the blocks after U-Boot's environment) is the board's
//! `dexmetal-qemu-virt-flash-layout`, which xtask's flash image reads too.

use alloc::vec::Vec;
use dexmetal_chip_arm::mmio::MmioDerefWrapper;
use dexmetal_dimmunix::store::{stored_len, HistoryStore, StoreError};
use tock_registers::interfaces::{Readable, Writeable};
use tock_registers::registers::ReadWrite;
use tock_registers::{register_bitfields, register_structs};

use dexmetal_qemu_virt_flash_layout::BLOCK_BYTES;
pub use dexmetal_qemu_virt_flash_layout::{BANK1_BASE, HISTORY};
const HISTORY_BYTES: usize = HISTORY.end - HISTORY.start;
const WORDS: usize = HISTORY_BYTES / 4;

register_bitfields! [u32,
    /// The status register as read back on the bus: device 0 in the low lane, device 1
    /// in the high lane (bit numbers from the datasheets' SR table).
    STATUS [
        READY_LO OFFSET(7) NUMBITS(1) [],
        ERASE_ERROR_LO OFFSET(5) NUMBITS(1) [],
        PROGRAM_ERROR_LO OFFSET(4) NUMBITS(1) [],
        VPP_ERROR_LO OFFSET(3) NUMBITS(1) [],
        LOCKED_LO OFFSET(1) NUMBITS(1) [],
        READY_HI OFFSET(23) NUMBITS(1) [],
        ERASE_ERROR_HI OFFSET(21) NUMBITS(1) [],
        PROGRAM_ERROR_HI OFFSET(20) NUMBITS(1) [],
        VPP_ERROR_HI OFFSET(19) NUMBITS(1) [],
        LOCKED_HI OFFSET(17) NUMBITS(1) []
    ]
];

register_structs! {
    /// The history region: in read-array mode plain memory, in command mode each word
    /// takes commands and returns the status register.
    pub HistoryRegion {
        (0x00000 => words: [ReadWrite<u32, STATUS::Register>; WORDS]),
        (HISTORY_BYTES => @END),
    }
}

const READ_ARRAY: u8 = 0xff;
const CLEAR_STATUS: u8 = 0x50;
const PROGRAM: u8 = 0x40;
const BLOCK_ERASE: u8 = 0x20;
const CONFIRM: u8 = 0xd0;
const BLOCK_LOCK_SETUP: u8 = 0x60;
/// Real parts take up to seconds to erase a block; QEMU is done at once.
const MAX_POLLS: u32 = 50_000_000;

/// The history store in bank 1 of qemu-virt's pflash.
pub struct CfiFlash {
    regs: MmioDerefWrapper<HistoryRegion>,
}

/// One command byte for both x16 devices.
const fn lanes(cmd: u8) -> u32 {
    (cmd as u32) * 0x0001_0001
}

impl CfiFlash {
    /// # Safety
    /// `base` must be the identity-mapped (Device memory) history region of a
    /// pflash_cfi01-compatible bank that nothing else drives while the runtime runs.
    pub const unsafe fn new(base: usize) -> Self {
        // SAFETY: forwarded from the caller.
        Self {
            regs: unsafe { MmioDerefWrapper::new(base) },
        }
    }

    fn command(&self, word: usize, cmd: u8) {
        self.regs.words[word].set(lanes(cmd));
    }

    /// Polls the status of the operation addressed at `word` until both devices are
    /// ready, then leaves the bank in read-array mode.
    fn wait(&self, word: usize) -> Result<(), StoreError> {
        let sr = &self.regs.words[word];
        let mut polls = 0;
        while !(sr.is_set(STATUS::READY_LO) && sr.is_set(STATUS::READY_HI)) {
            polls += 1;
            if polls == MAX_POLLS {
                return self.fail(word, sr.get());
            }
        }
        let errors = STATUS::ERASE_ERROR_LO::SET
            + STATUS::PROGRAM_ERROR_LO::SET
            + STATUS::VPP_ERROR_LO::SET
            + STATUS::LOCKED_LO::SET
            + STATUS::ERASE_ERROR_HI::SET
            + STATUS::PROGRAM_ERROR_HI::SET
            + STATUS::VPP_ERROR_HI::SET
            + STATUS::LOCKED_HI::SET;
        let status = sr.get();
        if status & errors.mask() != 0 {
            return self.fail(word, status);
        }
        Ok(())
    }

    fn fail(&self, word: usize, status: u32) -> Result<(), StoreError> {
        self.command(word, CLEAR_STATUS);
        self.command(word, READ_ARRAY);
        Err(StoreError::Device {
            offset: word * 4,
            status,
        })
    }

    fn erase_block(&self, block: usize) -> Result<(), StoreError> {
        let w = block * BLOCK_BYTES / 4;
        self.command(w, CLEAR_STATUS);
        // Parts that power up with blocks locked need the unlock; QEMU accepts it.
        self.command(w, BLOCK_LOCK_SETUP);
        self.command(w, CONFIRM);
        self.command(w, BLOCK_ERASE);
        self.command(w, CONFIRM);
        self.wait(w)
    }

    fn program(&self, word: usize, value: u32) -> Result<(), StoreError> {
        self.command(word, PROGRAM);
        self.regs.words[word].set(value);
        self.wait(word)
    }

    fn read(&self, len: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(len);
        for w in 0..len.div_ceil(4) {
            out.extend_from_slice(&self.regs.words[w].get().to_le_bytes());
        }
        out.truncate(len);
        out
    }
}

impl HistoryStore for CfiFlash {
    fn name(&self) -> &str {
        dexmetal_qemu_virt_flash_layout::HISTORY_LABEL
    }

    fn load(&mut self) -> Result<Option<Vec<u8>>, StoreError> {
        self.command(0, READ_ARRAY);
        let Some(len) = stored_len(&self.read(16)) else {
            return Ok(None);
        };
        if len > HISTORY_BYTES {
            return Err(StoreError::BadLength {
                declared: len,
                capacity: HISTORY_BYTES,
            });
        }
        Ok(Some(self.read(len)))
    }

    fn save(&mut self, image: &[u8]) -> Result<(), StoreError> {
        if image.len() > HISTORY_BYTES {
            return Err(StoreError::TooLarge {
                len: image.len(),
                capacity: HISTORY_BYTES,
            });
        }
        // A save cut short by power loss leaves a prefix whose CRC fails: the next
        // boot reports it and starts with an empty history.
        for block in 0..image.len().div_ceil(BLOCK_BYTES).max(1) {
            self.erase_block(block)?;
        }
        for (w, chunk) in image.chunks(4).enumerate() {
            let mut word = [0xff; 4];
            word[..chunk.len()].copy_from_slice(chunk);
            self.program(w, u32::from_le_bytes(word))?;
        }
        self.command(0, READ_ARRAY);
        match self
            .read(image.len())
            .iter()
            .zip(image)
            .position(|(a, b)| a != b)
        {
            Some(offset) => Err(StoreError::Verify { offset }),
            None => Ok(()),
        }
    }
}
