//! [`turning_points`]: the decisions that lost the most, and the luck between decisions.

use super::decision::Decision;

/// How many turning points a review names at most.
pub const TURNING_POINTS: usize = 5;

/// The smallest loss named a turning point: 5 points of chance.
const LEAST: f64 = 0.05;

/// The turning points of `decisions`: those whose played move was surely worse than the best (a mistake) by
/// at least 5 points, most points lost first, at most [`TURNING_POINTS`]. A fall from a card drawn is never
/// one: luck is not a choice.
pub fn turning_points<A>(decisions: &[Decision<A>]) -> Vec<usize> {
    let mut points: Vec<usize> = (0..decisions.len())
        .filter(|&i| decisions[i].mistake && decisions[i].lost >= LEAST)
        .collect();
    points.sort_by(|&a, &b| {
        decisions[b]
            .lost
            .total_cmp(&decisions[a].lost)
            .then(a.cmp(&b))
    });
    points.truncate(TURNING_POINTS);
    points
}

/// Sets each decision's luck: the next decision's chance (or the result, 1 for a win and 0 otherwise, once the
/// game is over) less the chance the played move kept.
pub(super) fn set_luck<A>(decisions: &mut [Decision<A>], won: Option<bool>) {
    let n = decisions.len();
    for i in 0..n {
        let next = if i + 1 < n {
            Some(decisions[i + 1].chance().value())
        } else {
            won.map(|w| if w { 1.0 } else { 0.0 })
        };
        decisions[i].luck = next.map_or(0.0, |v| v - decisions[i].kept().value());
    }
}
