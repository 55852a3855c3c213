//! Minimum mutator utilization, MMU(w): seed 004 section 2.4.2's MinMU (after Cheng &
//! Blelloch 2001). Over every window of length `w` inside the run `[0, T]`, utilization is
//! `1 - (pause time overlapping the window) / w`; MMU(w) is the minimum. This module owns
//! the computation, the log-spaced curve and its CSV and SVG renderings.
//!
//! Per-mutator: seed 004 takes the worst mutator in each window. In dexmetal every VM thread
//! is a green thread on one CPU, so a pause (whoever it ran for) stops every mutator and each
//! mutator's pauses are the union of all pauses: the union is the input, one curve for all.

use std::fmt::Write;

const MS: u64 = 1_000_000;

/// The pauses of one run, merged, with prefix sums for O(n) evaluation per window.
#[derive(Debug, Clone, PartialEq)]
pub struct Mmu {
    /// Disjoint `[start, end)` intervals in ns, sorted, clipped to `[0, run_ns]`.
    spans: Vec<(u64, u64)>,
    /// `before[i]`: total pause time of `spans[..i]`.
    before: Vec<u64>,
    run_ns: u64,
}

impl Mmu {
    /// `pauses` as `(start_ns, length_ns)`, any order, possibly overlapping; time outside
    /// `[0, run_ns]` is not part of the run and is dropped.
    pub fn new(pauses: impl IntoIterator<Item = (u64, u64)>, run_ns: u64) -> Mmu {
        let mut raw: Vec<(u64, u64)> = pauses
            .into_iter()
            .map(|(s, len)| (s.min(run_ns), s.saturating_add(len).min(run_ns)))
            .filter(|(s, e)| e > s)
            .collect();
        raw.sort_unstable();
        let mut spans: Vec<(u64, u64)> = Vec::with_capacity(raw.len());
        for (s, e) in raw {
            match spans.last_mut() {
                Some(last) if s <= last.1 => last.1 = last.1.max(e),
                _ => spans.push((s, e)),
            }
        }
        let mut before = Vec::with_capacity(spans.len() + 1);
        let mut sum = 0u64;
        before.push(0);
        for (s, e) in &spans {
            sum += e - s;
            before.push(sum);
        }
        Mmu {
            spans,
            before,
            run_ns,
        }
    }

    pub fn run_ns(&self) -> u64 {
        self.run_ns
    }

    /// Total pause time inside the run (overlaps counted once).
    pub fn paused_ns(&self) -> u64 {
        self.before.last().copied().unwrap_or(0)
    }

    /// MMU for a window of `w_ns`. A window longer than the run is the run itself (as Go's
    /// trace tool does): there is no other window to take. An empty run has nothing paused.
    pub fn at(&self, w_ns: u64) -> f64 {
        if self.run_ns == 0 {
            return 1.0;
        }
        let w = w_ns.clamp(1, self.run_ns);
        let last = self.run_ns - w;
        // The pause time in [t, t+w] is piecewise linear in t and only turns from rising
        // to falling where the window's start enters a pause or its end leaves one, so
        // its maximum is at t = a pause start, t = a pause end - w, or an end of [0, last].
        // Both candidate lists are sorted; merged, t and t + w only move forward, so one
        // cursor per window edge walks the spans once.
        let starts = self.spans.iter().map(|&(s, _)| s.min(last));
        let ends = self
            .spans
            .iter()
            .map(|&(_, e)| e.saturating_sub(w).min(last));
        let mut lo = Cursor::default();
        let mut hi = Cursor::default();
        let mut worst = 0u64;
        for t in merge(starts, ends).chain([last]) {
            let p = hi.paused_until(self, t + w) - lo.paused_until(self, t);
            worst = worst.max(p);
        }
        1.0 - worst as f64 / w as f64
    }

    /// MMU at each of [`windows`]`(run_ns)`: `(window_ns, mmu)`, shortest first.
    pub fn curve(&self) -> Vec<(u64, f64)> {
        windows(self.run_ns)
            .into_iter()
            .map(|w| (w, self.at(w)))
            .collect()
    }
}

/// Pause time in `[0, x]` for non-decreasing `x`: the index of the first span not wholly
/// before `x` only grows.
#[derive(Default)]
struct Cursor {
    i: usize,
}

impl Cursor {
    fn paused_until(&mut self, m: &Mmu, x: u64) -> u64 {
        while self.i < m.spans.len() && m.spans[self.i].1 <= x {
            self.i += 1;
        }
        let partial = match m.spans.get(self.i) {
            Some(&(s, _)) if s < x => x - s,
            _ => 0,
        };
        m.before[self.i] + partial
    }
}

/// Merges two ascending sequences into one ascending sequence.
fn merge(a: impl Iterator<Item = u64>, b: impl Iterator<Item = u64>) -> impl Iterator<Item = u64> {
    let mut a = a.peekable();
    let mut b = b.peekable();
    std::iter::from_fn(move || match (a.peek(), b.peek()) {
        (Some(&x), Some(&y)) if x <= y => a.next(),
        (Some(_), Some(_)) => b.next(),
        (Some(_), None) => a.next(),
        (None, _) => b.next(),
    })
}

/// Window lengths for the curve: 1, 2 and 5 per decade from 1 ms while shorter than the
/// run, then the run itself (only the run when it is shorter than 1 ms).
pub fn windows(run_ns: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut decade = MS;
    'outer: loop {
        for m in [1, 2, 5] {
            let w = decade.saturating_mul(m);
            if w >= run_ns {
                break 'outer;
            }
            out.push(w);
        }
        decade = decade.saturating_mul(10);
    }
    if run_ns > 0 {
        out.push(run_ns);
    }
    out
}

/// `window_ms,mmu` rows.
pub fn csv(curve: &[(u64, f64)]) -> String {
    let mut s = String::from("window_ms,mmu\n");
    for &(w, u) in curve {
        let _ = writeln!(s, "{},{u:.6}", w as f64 / MS as f64);
    }
    s
}

/// A self-contained SVG plot of the curve: log-scaled window axis, utilization 0..1, with
/// the 10 ms and 50 ms points (MMU at exactly those windows) marked. `title` is escaped.
pub fn svg(mmu: &Mmu, title: &str) -> String {
    let curve = mmu.curve();
    let (width, height) = (720.0, 440.0);
    let (left, right, top, bottom) = (70.0, 30.0, 50.0, 60.0);
    let pw = width - left - right;
    let ph = height - top - bottom;
    // The x axis spans whole decades around the windows shown (at least 1 ms .. 10 ms).
    let lo_ms = 1.0f64;
    let max_ms = curve
        .last()
        .map_or(10.0, |&(w, _)| w as f64 / MS as f64)
        .max(50.0);
    let hi_ms = 10f64.powf(max_ms.log10().ceil());
    let span = (hi_ms / lo_ms).log10().max(1.0);
    let x = |ms: f64| left + pw * (ms.max(lo_ms) / lo_ms).log10() / span;
    let y = |u: f64| top + ph * (1.0 - u.clamp(0.0, 1.0));
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        s,
        r#"<rect width="{width}" height="{height}" fill="white"/>"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="28" text-anchor="middle" font-size="16">{}</text>"#,
        width / 2.0,
        escape(title)
    );
    // Grid and tick labels.
    for i in 0..=10 {
        let u = f64::from(i) / 10.0;
        let _ = writeln!(
            s,
            r##"<line x1="{left}" y1="{yy:.1}" x2="{:.1}" y2="{yy:.1}" stroke="#ddd"/><text x="{:.1}" y="{:.1}" text-anchor="end">{u:.1}</text>"##,
            left + pw,
            left - 6.0,
            y(u) + 4.0,
            yy = y(u)
        );
    }
    let mut d = lo_ms;
    while d <= hi_ms * 1.0001 {
        for m in [1.0, 2.0, 5.0] {
            let ms = d * m;
            if ms > hi_ms * 1.0001 {
                break;
            }
            let xx = x(ms);
            let stroke = if m == 1.0 { "#bbb" } else { "#eee" };
            let _ = writeln!(
                s,
                r#"<line x1="{xx:.1}" y1="{top}" x2="{xx:.1}" y2="{:.1}" stroke="{stroke}"/><text x="{xx:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                top + ph,
                top + ph + 18.0,
                label_ms(ms)
            );
        }
        d *= 10.0;
    }
    let _ = writeln!(
        s,
        r#"<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="black"/>"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">window (ms, log scale)</text>"#,
        left + pw / 2.0,
        height - 14.0
    );
    let _ = writeln!(
        s,
        r#"<text x="18" y="{:.1}" text-anchor="middle" transform="rotate(-90 18 {:.1})">minimum mutator utilization</text>"#,
        top + ph / 2.0,
        top + ph / 2.0
    );
    if curve.is_empty() {
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">(empty run)</text>"#,
            left + pw / 2.0,
            top + ph / 2.0
        );
    } else {
        let pts: Vec<String> = curve
            .iter()
            .map(|&(w, u)| format!("{:.1},{:.1}", x(w as f64 / MS as f64), y(u)))
            .collect();
        let _ = writeln!(
            s,
            r##"<polyline points="{}" fill="none" stroke="#1f5fbf" stroke-width="2"/>"##,
            pts.join(" ")
        );
        for &(w, u) in &curve {
            let _ = writeln!(
                s,
                r##"<circle cx="{:.1}" cy="{:.1}" r="2.5" fill="#1f5fbf"/>"##,
                x(w as f64 / MS as f64),
                y(u)
            );
        }
    }
    for (ms, colour) in [(10u64, "#d62728"), (50, "#ff7f0e")] {
        let u = mmu.at(ms * MS);
        let (xx, yy) = (x(ms as f64), y(u));
        let _ = writeln!(
            s,
            r#"<circle cx="{xx:.1}" cy="{yy:.1}" r="5" fill="none" stroke="{colour}" stroke-width="2"/><text x="{:.1}" y="{:.1}" fill="{colour}">MMU({ms} ms) = {u:.3}</text>"#,
            xx + 8.0,
            if ms == 10 { yy + 16.0 } else { yy - 8.0 }
        );
    }
    s.push_str("</svg>\n");
    s
}

fn label_ms(ms: f64) -> String {
    if ms >= 1000.0 {
        format!("{} s", ms / 1000.0)
    } else {
        format!("{ms} ms")
    }
}

fn escape(t: &str) -> String {
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn empty_run_and_no_pauses() {
        let m = Mmu::new([], 100);
        assert_eq!(m.at(10), 1.0);
        assert_eq!(m.at(100), 1.0);
        let zero = Mmu::new([(0, 5)], 0);
        assert_eq!(zero.at(1), 1.0);
        assert!(zero.curve().is_empty());
    }

    #[test]
    fn single_pause_in_the_middle() {
        // Run 100, pause [40, 50).
        let m = Mmu::new([(40, 10)], 100);
        assert!(close(m.at(5), 0.0)); // a window inside the pause
        assert!(close(m.at(10), 0.0));
        assert!(close(m.at(20), 0.5)); // 10 of 20 at worst
        assert!(close(m.at(50), 0.8));
        assert!(close(m.at(100), 0.9));
    }

    #[test]
    fn two_pauses_one_window_catches_both() {
        // Pauses [10, 20) and [30, 35): a window of 25 starting at 10 holds 15.
        let m = Mmu::new([(30, 5), (10, 10)], 100);
        assert!(close(m.at(25), 1.0 - 15.0 / 25.0));
        // A window of 12 holds at most 10 (the first pause).
        assert!(close(m.at(12), 1.0 - 10.0 / 12.0));
        // 20 from 10 holds 10 + 0 ... from 15 holds 5 + 5 = 10; best is 10.
        assert!(close(m.at(20), 0.5));
    }

    #[test]
    fn pauses_at_the_start_and_the_end() {
        // [0, 10) and [90, 100): windows cannot extend outside the run.
        let m = Mmu::new([(0, 10), (90, 10)], 100);
        assert!(close(m.at(20), 0.5));
        assert!(close(m.at(50), 0.8));
        assert!(close(m.at(95), 1.0 - 15.0 / 95.0));
        assert!(close(m.at(100), 0.8));
    }

    #[test]
    fn window_longer_than_the_run_is_the_run() {
        let m = Mmu::new([(10, 30)], 100);
        assert!(close(m.at(1000), 0.7));
        assert!(close(m.at(u64::MAX), 0.7));
    }

    #[test]
    fn overlapping_pauses_merge_and_outside_time_is_dropped() {
        // [10, 30) and [20, 40) merge to [10, 40); [95, 110) is cut at the run's end.
        let m = Mmu::new([(10, 20), (20, 20), (95, 15)], 100);
        assert_eq!(m.paused_ns(), 35);
        assert!(close(m.at(30), 0.0));
        assert!(close(m.at(100), 0.65));
    }

    /// The O(n) version against the definition: every integer window start (pause bounds
    /// are integers, so the maximum pause time is reached at an integer start).
    #[test]
    fn matches_brute_force_on_random_pauses() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..300 {
            let run = 20 + rnd(300);
            let n = rnd(12) as usize;
            let pauses: Vec<(u64, u64)> = (0..n).map(|_| (rnd(run + 10), 1 + rnd(25))).collect();
            let m = Mmu::new(pauses.iter().copied(), run);
            let paused = |t: u64| {
                pauses
                    .iter()
                    .any(|&(s, len)| s <= t && t < s + len && t < run)
            };
            for w in 1..=run + 3 {
                let ww = w.min(run);
                let mut worst = 0;
                for t in 0..=run - ww {
                    let p = (t..t + ww).filter(|&x| paused(x)).count() as u64;
                    worst = worst.max(p);
                }
                let want = 1.0 - worst as f64 / ww as f64;
                assert!(
                    close(m.at(w), want),
                    "run {run} pauses {pauses:?} w {w}: {} vs {want}",
                    m.at(w)
                );
            }
        }
    }

    #[test]
    fn windows_are_log_spaced_and_end_at_the_run() {
        assert_eq!(
            windows(120 * MS),
            [1, 2, 5, 10, 20, 50, 100, 120].map(|m| m * MS)
        );
        assert_eq!(
            windows(100 * MS),
            [1, 2, 5, 10, 20, 50, 100].map(|m| m * MS)
        );
        assert_eq!(windows(MS / 2), [MS / 2]);
        assert!(windows(0).is_empty());
    }

    #[test]
    fn csv_and_svg_render_the_curve() {
        let m = Mmu::new([(30 * MS, 10 * MS)], 200 * MS);
        let c = csv(&m.curve());
        let mut lines = c.lines();
        assert_eq!(lines.next(), Some("window_ms,mmu"));
        assert_eq!(lines.next(), Some("1,0.000000"));
        assert!(c.contains("\n20,0.500000\n"), "{c}");
        assert!(c.ends_with("200,0.950000\n"), "{c}");
        let s = svg(&m, "GC <cms>");
        assert!(s.starts_with("<svg ") && s.ends_with("</svg>\n"));
        assert!(s.contains("GC &lt;cms&gt;"));
        assert!(s.contains("MMU(10 ms) = 0.000"), "{s}");
        assert!(s.contains("MMU(50 ms) = 0.800"), "{s}");
        assert!(s.contains("window (ms, log scale)"));
        assert_eq!(s.matches("<circle").count(), m.curve().len() + 2);
    }
}
