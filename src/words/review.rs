//! A finished game's review in words, in the language now: what the chart shows, how far the work has come,
//! each turning point ("Move 14: play the 7 of Hearts on the Shield of Faith" · "Your chance to win went from
//! 62% to 31%." · "Best: play the 7 of Hearts on the Sword of the Spirit, 58%."), and the falls that were the
//! luck of the draw.

use super::moves::{aog_words, pip_words, sh_words, Start};
use standfirm_engine::review::{Decision, Review};
use standfirm_engine::words::Msg;
use standfirm_engine::{msg, msg_plural, GameKind};
use standfirm_store::GameReview;

/// One row of the review's lists, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// "Move 14: play the 7 of Hearts on the Shield of Faith".
    pub title: Msg,
    /// "Your chance to win went from 62% to 31%."
    pub detail: Msg,
    /// "Best: play the 7 of Hearts on the Sword of the Spirit, 58%." (a luck row has none).
    pub best: Option<Msg>,
    /// The action the row's table stands before, from 0: a turning point's own move, the move after a fall of
    /// luck (the table once the cards had come).
    pub at: usize,
}

/// How many falls of luck the review names at most.
const LUCK_ROWS: usize = 3;
/// The smallest fall of luck named: 10 points.
const LUCK_LEAST: f64 = 0.10;

/// A share as whole percent.
fn pc(value: f64) -> u32 {
    (value * 100.0).round() as u32
}

/// The review's rows and words for one game's moves.
struct Said {
    points: Vec<Row>,
    luck: Vec<Row>,
}

/// The rows of `review`, its moves said by `words`, its chance named by `went` ("Your chance to win went from
/// {before}% to {after}%.").
fn rows<A>(
    review: &Review<A>,
    words: impl Fn(&A) -> Msg,
    went: fn(u32, u32) -> Msg,
    fell: fn(u32, u32) -> Msg,
) -> Said {
    let point = |d: &Decision<A>| Row {
        title: msg!(
            "Move {number}: {played}",
            number = d.index + 1,
            played = words(&d.played)
        ),
        detail: went(pc(d.chance().value()), pc(d.kept().value())),
        best: Some(msg!(
            "Best: {best}, {chance}% (the difference {lost} ± {margin} points)",
            best = words(&d.best),
            chance = pc(d.best_chance().value()),
            lost = pc(d.lost),
            margin = pc(d.lost_margin).max(1)
        )),
        at: d.index,
    };
    let points = review
        .turning_points
        .iter()
        .map(|&i| point(&review.decisions[i]))
        .collect();
    let mut falls: Vec<(usize, &Decision<A>)> = review
        .decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.luck <= -LUCK_LEAST)
        .collect();
    falls.sort_by(|a, b| a.1.luck.total_cmp(&b.1.luck).then(a.0.cmp(&b.0)));
    let luck = falls
        .into_iter()
        .take(LUCK_ROWS)
        .map(|(i, d)| {
            let kept = pc(d.kept().value());
            let next = review
                .decisions
                .get(i + 1)
                .map_or(pc(kept as f64 / 100.0 + d.luck), |n| pc(n.chance().value()));
            Row {
                title: msg!(
                    "After move {number}: {played}",
                    number = d.index + 1,
                    played = words(&d.played)
                ),
                detail: fell(kept, next),
                best: None,
                at: d.index + 1,
            }
        })
        .collect();
    Said { points, luck }
}

/// A solo game's fall of luck: "The cards that came next took your chance from 58% to 18%: luck, not a mistake."
fn drawn(before: u32, after: u32) -> Msg {
    msg!(
        "The cards that came next took your chance from {before}% to {after}%: luck, not a mistake.",
        before = before,
        after = after
    )
}

/// Everything the review screen says of a review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// What the game came to and what the chart shows.
    pub summary: Msg,
    /// The chart's two lines, named.
    pub chance_name: Msg,
    /// The pale line.
    pub also_name: Msg,
    /// The turning points.
    pub points: Vec<Row>,
    /// Why there are none, when there are none.
    pub points_empty: Msg,
    /// The falls that came from the cards (and, at a table, the others' moves).
    pub luck: Vec<Row>,
}

/// The words of `review` so far.
pub fn words(review: &GameReview) -> Words {
    let (game, won, said) = match review {
        GameReview::ArmorOfGod(r) => (
            GameKind::ArmorOfGod,
            r.won,
            rows(
                r,
                |a| aog_words(a, Start::Lower),
                |b, a| {
                    msg!(
                        "Your chance to win went from {before}% to {after}%.",
                        before = b,
                        after = a
                    )
                },
                drawn,
            ),
        ),
        GameReview::PipArmor(r) => (
            GameKind::PipArmor,
            r.won,
            rows(
                r,
                |a| pip_words(a, Start::Lower),
                |b, a| {
                    msg!(
                        "Your chance to stand Unshaken went from {before}% to {after}%.",
                        before = b,
                        after = a
                    )
                },
                drawn,
            ),
        ),
        GameReview::Strongholds(r) => (
            GameKind::Strongholds,
            r.won,
            rows(
                r,
                sh_words,
                |b, a| {
                    msg!(
                        "Your chance to finish first went from {before}% to {after}%.",
                        before = b,
                        after = a
                    )
                },
                |b, a| {
                    msg!(
                        "The cards drawn and the others' moves took your chance from {before}% to {after}%: not your mistake.",
                        before = b,
                        after = a
                    )
                },
            ),
        ),
    };
    let (summary, chance_name, also_name) = match game {
        GameKind::ArmorOfGod => (
            msg!("Each point is your chance to win at one of your decisions, from the cards you could see then."),
            msg!("Chance to win"),
            msg!("Passing the next Defense Check"),
        ),
        GameKind::PipArmor => (
            msg!("Each point is your chance to stand Unshaken at one of your decisions, from the cards you could see then and those you had set aside."),
            msg!("Chance to stand Unshaken"),
            msg!("Chance of a victory"),
        ),
        GameKind::Strongholds => (
            msg!("Each point is your chance to finish first at one of your decisions, from your own cards and the table as you saw them."),
            msg!("Chance to finish first"),
            msg!("First alone"),
        ),
    };
    let outcome = match (game, won) {
        (_, None) => msg!("This game is not finished."),
        (GameKind::PipArmor, Some(true)) => msg!("You stood Unshaken."),
        (GameKind::PipArmor, Some(false)) => msg!("You did not stand Unshaken."),
        (GameKind::Strongholds, Some(true)) => msg!("You finished first."),
        (GameKind::Strongholds, Some(false)) => msg!("You did not finish first."),
        (GameKind::ArmorOfGod, Some(true)) => msg!("You won."),
        (GameKind::ArmorOfGod, Some(false)) => msg!("You lost."),
    };
    Words {
        summary: msg!("{outcome} {chart}", outcome = outcome, chart = summary),
        chance_name,
        also_name,
        points: said.points,
        points_empty: msg!("No turning point: every move kept within 5 points of the best one, or no move did surely better."),
        luck: said.luck,
    }
}

/// How far the work has come: "Measuring your decisions: 12 of 58…", then "58 decisions measured, each in 400
/// games dealt from what you knew."
pub fn progress(done: usize, total: usize, worlds: u32) -> Msg {
    if done < total {
        msg!(
            "Measuring your decisions: {done} of {total}…",
            done = done,
            total = total
        )
    } else {
        msg_plural!(
            "{count} decision measured, each move in {worlds} games dealt from what you knew.",
            "{count} decisions measured, each move in {worlds} games dealt from what you knew.",
            total,
            count = total,
            worlds = worlds
        )
    }
}

/// The chart in one sentence, for a screen reader: "Chance to win over 58 decisions: from 97% to 100%, lowest
/// 64% at move 22."
pub fn chart_sentence(name: Msg, points: &[(usize, f64)]) -> Msg {
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return msg!("{name}: nothing measured yet.", name = name);
    };
    let low = points
        .iter()
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or(first);
    msg_plural!(
        "{name} over {count} decision: from {first}% to {last}%, lowest {low}% at move {at}.",
        "{name} over {count} decisions: from {first}% to {last}%, lowest {low}% at move {at}.",
        points.len(),
        count = points.len(),
        name = name,
        first = pc(first.1),
        last = pc(last.1),
        low = pc(low.1),
        at = low.0 + 1
    )
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
