//! Where the history lives between boots: a [`HistoryStore`] the board supplies (CFI
//! pflash on qemu-virt, a file U-Boot loaded on boards without a flash driver, a file on
//! the host). The store moves opaque images (`persist`); it only needs the header's
//! length to know how much of a region is image, and it tells an erased region (no
//! history yet) from a corrupt one, which the VM then ignores with a warning.

use alloc::vec::Vec;

use crate::persist::{MAGIC, VERSION};

/// Header bytes before the payload, and the CRC after it (see `persist`).
const HEADER: usize = 16;
const CRC: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The image does not fit the store's region.
    TooLarge { len: usize, capacity: usize },
    /// The device reported an error status at this byte offset of the region.
    Device { offset: usize, status: u32 },
    /// The written bytes read back differently at this byte offset.
    Verify { offset: usize },
    /// The region claims an image longer than the region itself.
    BadLength { declared: usize, capacity: usize },
}

impl core::fmt::Display for StoreError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            StoreError::TooLarge { len, capacity } => {
                write!(
                    f,
                    "a history of {len} bytes does not fit the {capacity}-byte store"
                )
            }
            StoreError::Device { offset, status } => {
                write!(f, "device error status {status:#x} at offset {offset:#x}")
            }
            StoreError::Verify { offset } => {
                write!(
                    f,
                    "read-back differs from what was written at offset {offset:#x}"
                )
            }
            StoreError::BadLength { declared, capacity } => write!(
                f,
                "stored header declares {declared} bytes, more than the {capacity}-byte store"
            ),
        }
    }
}

/// Persistent storage for one history image.
pub trait HistoryStore {
    /// Where the history lives, for reports ("pflash1+0x40000").
    fn name(&self) -> &str;
    /// The stored image, or `None` when the store holds none (erased or never written).
    /// What a present but corrupt image contains is for `persist::decode` to judge.
    fn load(&mut self) -> Result<Option<Vec<u8>>, StoreError>;
    /// Replaces the stored image.
    fn save(&mut self, image: &[u8]) -> Result<(), StoreError>;
    /// Whether a save outlives a board reset. Rebooting after a deadlock is only safe
    /// then: otherwise the next boot would load the old history and deadlock again.
    fn survives_reset(&self) -> bool {
        true
    }
}

/// How many bytes of a region starting with `head` (at least 16 bytes) belong to the
/// stored image: `None` for an erased (all 0xff) or zeroed header, else the header's
/// length plus CRC. An unknown magic or version still counts as present, sized to the
/// header alone, so the decoder reports it instead of it passing for "no history".
pub fn stored_len(head: &[u8]) -> Option<usize> {
    let head = head.get(..HEADER)?;
    if head.iter().all(|&b| b == 0xff) || head.iter().all(|&b| b == 0) {
        return None;
    }
    let version = u16::from_le_bytes([head[4], head[5]]);
    if head[..4] != MAGIC || version > VERSION {
        return Some(HEADER);
    }
    let payload = u32::from_le_bytes([head[12], head[13], head[14], head[15]]) as usize;
    Some(HEADER.saturating_add(payload).saturating_add(CRC))
}

/// A store in RAM: a history handed over at boot (loaded by U-Boot from a file the host
/// saved out of telemetry), or a test double. `capacity` bounds what `save` accepts.
pub struct MemoryStore {
    name: &'static str,
    image: Option<Vec<u8>>,
    capacity: usize,
}

impl MemoryStore {
    pub fn new(name: &'static str, image: Option<Vec<u8>>, capacity: usize) -> Self {
        Self {
            name,
            image,
            capacity,
        }
    }

    /// What was saved last.
    pub fn image(&self) -> Option<&[u8]> {
        self.image.as_deref()
    }
}

impl HistoryStore for MemoryStore {
    fn name(&self) -> &str {
        self.name
    }

    fn load(&mut self) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.image.clone())
    }

    fn save(&mut self, image: &[u8]) -> Result<(), StoreError> {
        if image.len() > self.capacity {
            return Err(StoreError::TooLarge {
                len: image.len(),
                capacity: self.capacity,
            });
        }
        self.image = Some(image.to_vec());
        Ok(())
    }

    /// RAM is reloaded by the bootloader, from the host's file, at the next boot.
    fn survives_reset(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::History;
    use crate::persist;
    use crate::signature::{CallStack, Link, Position, Signature};

    fn image() -> Vec<u8> {
        let p = |pc| {
            CallStack::new(
                &[Position {
                    dex: 7,
                    method: 1,
                    pc,
                }],
                1,
            )
            .unwrap()
        };
        let mut h = History::default();
        h.add(
            Signature::new(alloc::vec![
                Link {
                    outer: p(1),
                    inner: p(2)
                },
                Link {
                    outer: p(3),
                    inner: p(4)
                },
            ])
            .unwrap(),
        );
        persist::encode(&h)
    }

    #[test]
    fn erased_and_zeroed_regions_hold_no_history() {
        assert_eq!(stored_len(&[0xff; 64]), None);
        assert_eq!(stored_len(&[0; 64]), None);
        assert_eq!(stored_len(&[0xff; 8]), None, "shorter than a header");
    }

    #[test]
    fn a_stored_image_is_sized_by_its_header() {
        let img = image();
        let mut region = img.clone();
        region.resize(4096, 0xff);
        assert_eq!(stored_len(&region), Some(img.len()));
        let back = &region[..stored_len(&region).unwrap()];
        assert!(persist::decode(back, 10).is_ok());
    }

    #[test]
    fn garbage_counts_as_present_so_the_decoder_reports_it() {
        let mut region = [0x5a_u8; 64];
        assert_eq!(stored_len(&region), Some(16));
        region[..4].copy_from_slice(b"DXDH");
        region[4..6].copy_from_slice(&9u16.to_le_bytes());
        assert_eq!(stored_len(&region), Some(16), "future version");
        assert!(persist::decode(&region[..16], 10).is_err());
    }

    #[test]
    fn memory_store_round_trips_and_bounds_saves() {
        let mut s = MemoryStore::new("ram", None, 40);
        assert_eq!(s.load(), Ok(None));
        let img = image();
        assert!(img.len() > 40);
        assert_eq!(
            s.save(&img),
            Err(StoreError::TooLarge {
                len: img.len(),
                capacity: 40
            })
        );
        let mut s = MemoryStore::new("ram", None, 4096);
        s.save(&img).unwrap();
        assert_eq!(s.load().unwrap().as_deref(), Some(&img[..]));
    }
}
