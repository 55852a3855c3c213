//! Dimmunix's history as the host sees it in telemetry: after each detection the runtime
//! sends the whole persisted image in `dimmunix_image` chunks (offset, total, bytes), so
//! a board without a flash store still gets its history back from the host at the next
//! boot. This reassembles the newest complete image.

use crate::Event;

/// The last complete history image in `events`, if any. A chunk out of place (a lost
/// frame) voids the image it belongs to rather than producing a corrupt file.
pub fn history_image(events: &[Event]) -> Option<Vec<u8>> {
    let mut done = None;
    let mut cur: Option<(usize, Vec<u8>)> = None;
    for e in events.iter().filter(|e| e.kind == "dimmunix_image") {
        let (Some(off), Some(total), Some(bytes)) =
            (e.num("offset"), e.num("total"), e.bytes("bytes"))
        else {
            cur = None;
            continue;
        };
        let (off, total) = (off as usize, total as usize);
        if off == 0 {
            cur = Some((total, Vec::with_capacity(total)));
        }
        match cur.as_mut() {
            Some((t, buf)) if *t == total && buf.len() == off => buf.extend_from_slice(&bytes),
            _ => {
                cur = None;
                continue;
            }
        }
        if let Some((t, buf)) = &cur {
            if buf.len() == *t {
                done = cur.take().map(|(_, b)| b);
            } else if buf.len() > *t {
                cur = None;
            }
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(off: usize, total: usize, bytes: &[u8]) -> Event {
        let list: Vec<String> = bytes.iter().map(|b| b.to_string()).collect();
        Event::info(
            "dimmunix_image",
            &[
                ("offset", &off.to_string()),
                ("total", &total.to_string()),
                ("bytes", &format!("[{}]", list.join(", "))),
            ],
        )
    }

    #[test]
    fn reassembles_the_newest_complete_image() {
        let ev = vec![
            chunk(0, 4, &[1, 2]),
            chunk(2, 4, &[3, 4]),
            Event::info("log", &[("message", "between")]),
            chunk(0, 3, &[9, 8]),
            chunk(2, 3, &[7]),
        ];
        assert_eq!(history_image(&ev), Some(vec![9, 8, 7]));
        assert_eq!(history_image(&ev[..2]), Some(vec![1, 2, 3, 4]));
        assert_eq!(history_image(&[]), None);
    }

    #[test]
    fn a_lost_chunk_voids_its_image() {
        let ev = vec![
            chunk(0, 4, &[1, 2]),
            chunk(0, 6, &[1, 2]),
            chunk(4, 6, &[5, 6]),
        ];
        assert_eq!(history_image(&ev), None);
        let gap = vec![chunk(0, 4, &[1]), chunk(2, 4, &[3, 4])];
        assert_eq!(history_image(&gap), None);
        // An older complete image stays the answer.
        let older = vec![chunk(0, 1, &[7]), chunk(0, 4, &[1])];
        assert_eq!(history_image(&older), Some(vec![7]));
    }
}
