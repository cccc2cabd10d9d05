//! The rule that cuts work on the event loop into slices ([`super::in_slices`], the browser, which has no
//! threads), apart from the clock it reads: the browser's `performance.now()` in the app, a clock the tests set.

/// The longest slice of work on the event loop: well under a frame's time, so the page never stalls (a long
/// task is 50 ms; the budget is 10 ms a slice). 6 ms leaves 4 for the page's thread being held up
/// mid-slice (at 7 ms a Wise turn's slice once measured 10.3 ms on a two-core machine whose processor also
/// drew the frames).
pub(crate) const SLICE_MS: f64 = 6.0;

/// One slice as its clock sees it: when it started and the longest step the work has taken so far (in the
/// slices before it too). A slice stops before a step as long as the longest step so far would carry it to
/// [`SLICE_MS`] or past: a slice that stopped only once past it ran a step over (10.8 ms in the browser); one
/// that forgot the longest step at each new slice, 10.2 ms.
#[derive(Debug, Clone, Copy)]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) struct Slice {
    started: f64,
    longest_step: f64,
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
impl Slice {
    /// A slice starting at `now` (milliseconds), after slices whose longest step took `longest_before`.
    pub(crate) fn new(now: f64, longest_before: f64) -> Slice {
        Slice {
            started: now,
            longest_step: longest_before,
        }
    }

    /// A step ran from `before` to `now`: whether the slice stops here, before its next step.
    pub(crate) fn stop_after(&mut self, before: f64, now: f64) -> bool {
        self.longest_step = self.longest_step.max(now - before);
        now - self.started + self.longest_step >= SLICE_MS
    }

    /// When it started.
    pub(crate) fn started(&self) -> f64 {
        self.started
    }

    /// The longest step so far, for the next slice.
    pub(crate) fn longest_step(&self) -> f64 {
        self.longest_step
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs work whose steps take `steps` milliseconds each on a clock of the test's, in slices by the rule,
    /// the page drawing a frame between two slices; returns each slice's steps.
    fn sliced(steps: &[f64]) -> Vec<Vec<f64>> {
        let (mut now, mut longest, mut next) = (0.0, 0.0, 0);
        let mut slices = Vec::new();
        while next < steps.len() {
            let mut slice = Slice::new(now, longest);
            let mut ran = Vec::new();
            loop {
                let before = now;
                now += steps[next];
                ran.push(steps[next]);
                next += 1;
                if next == steps.len() || slice.stop_after(before, now) {
                    break;
                }
            }
            assert!((now - slice.started() - length(&ran)).abs() < 1e-9);
            longest = slice.longest_step();
            slices.push(ran);
            now += 16.0;
        }
        slices
    }

    fn length(slice: &[f64]) -> f64 {
        slice.iter().sum()
    }

    #[test]
    fn even_steps_fill_each_slice_up_to_the_limit_and_every_step_runs_once() {
        let slices = sliced(&[1.0; 40]);
        assert_eq!(slices.len(), 8, "{slices:?}");
        assert!(slices.iter().all(|s| s.len() == 5 && length(s) == 5.0));
        assert_eq!(slices.iter().map(Vec::len).sum::<usize>(), 40);
    }

    #[test]
    fn no_slice_runs_past_the_limit_with_steps_no_longer_than_one_already_seen() {
        // Steps of 0.5 to 3 ms, the longest first (a search's first playout is as long as any): each slice
        // stops before a step could carry it past the limit, in every slice, the later ones too.
        let mut steps = vec![3.0];
        let mut x: u32 = 7;
        for _ in 0..400 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            steps.push(0.5 + f64::from(x >> 16 & 0xff) / 255.0 * 2.5);
        }
        let slices = sliced(&steps);
        assert!(slices.len() > 50, "{} slices", slices.len());
        for slice in &slices {
            assert!(!slice.is_empty());
            assert!(
                length(slice) <= SLICE_MS,
                "a slice of {:.2} ms: {slice:?}",
                length(slice)
            );
        }
    }

    #[test]
    fn a_step_that_would_go_past_the_limit_waits_for_the_next_slice() {
        // 2.5 ms steps: two fit (5 ms), a third would make 7.5.
        let slices = sliced(&[2.5; 6]);
        assert_eq!(slices, vec![vec![2.5, 2.5]; 3]);
        // A long step seen once is remembered in the slices after it: short steps then stop early enough
        // for it to come again.
        let slices = sliced(&[4.0, 0.5, 0.5, 0.5, 0.5, 4.0]);
        assert!(slices.iter().all(|s| length(s) <= SLICE_MS), "{slices:?}");
    }

    #[test]
    fn a_step_longer_than_any_before_cannot_be_foreseen_but_is_remembered() {
        let slices = sliced(&[1.0, 9.0, 1.0, 1.0]);
        assert_eq!(slices, vec![vec![1.0, 9.0], vec![1.0], vec![1.0]]);
    }
}
