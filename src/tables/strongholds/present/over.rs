//! The end of the game: each player's points with their breakdown (Strongholds, Pride at 7, completed Trials
//! and Assignments), the winners and the tie-break in words (SH-6, SH-B17, SH-B18).

use crate::tables::strongholds::session::ShSession;
use crate::ui::ScoreData;
use crate::ui::ShAdapter;
use crate::words::sh;
use crate::words::tr::tr;
use standfirm_engine::strongholds::view::View;
use standfirm_engine::strongholds::{EndReason, Status, TieBreak};

/// Fills the end screen from the public view.
pub fn present(session: &ShSession, adapter: &ShAdapter, view: &View) {
    let Status::Finished(outcome) = &view.status else {
        return;
    };
    let names = session.names();
    let shown: Vec<String> = session
        .seats()
        .iter()
        .map(crate::tables::strongholds::labels::seat_name)
        .collect();
    let rows: Vec<ScoreData> = view
        .players
        .iter()
        .map(|p| {
            let taken: Vec<String> = p
                .taken
                .iter()
                .map(|s| {
                    let c = s.card();
                    format!("{} {}", sh::title(c), c.points)
                })
                .collect();
            let points: u32 = p.taken.iter().map(|s| u32::from(s.card().points)).sum();
            let done = p.tasks.iter().filter(|t| t.done).count();
            ScoreData {
                name: shown[usize::from(p.seat)].as_str().into(),
                total: p.score as i32,
                strongholds: if taken.is_empty() {
                    tr!("No Strongholds")
                } else {
                    tr!(
                        "Strongholds ({count}): {cards} = {points}",
                        count = taken.len(),
                        cards = taken.join(", "),
                        points = points
                    )
                }
                .into(),
                tasks: tr!(
                    "Trials and Assignments completed: {done} × 2 = {points}",
                    done = done,
                    points = done * 2
                )
                .into(),
                winner: outcome.winners.contains(&p.seat),
                seat: i32::from(p.seat),
                review: if session.may_review(p.seat) {
                    tr!(
                        "Review {name}'s game",
                        name = shown[usize::from(p.seat)].as_str()
                    )
                } else {
                    String::new()
                }
                .into(),
            }
        })
        .collect();
    super::rows!(adapter, get_scores, set_scores, rows);
    let winners: Vec<&str> = outcome
        .winners
        .iter()
        .map(|&w| names[usize::from(w)].as_str())
        .collect();
    let title = match winners.as_slice() {
        [one] => tr!("{name} wins!", name = *one),
        many => tr!("{names} share the win", names = sh::and_list(many)),
    };
    let why = match outcome.reason {
        EndReason::AllDefeated => tr!("Every Stronghold is defeated."),
        EndReason::Agreement => tr!("The table agreed to end the game here (SH-B18)."),
        EndReason::RoundCap => tr!("The round limit was reached."),
    };
    let best = outcome.scores.iter().copied().max().unwrap_or(0);
    let tie = match outcome.tie_break {
        TieBreak::None => String::new(),
        TieBreak::MostStrongholds => tr!(
            " Tied on {best} points: {names} defeated the most Strongholds, which settles the tie (SH-B17).",
            best = best,
            names = sh::and_list(&winners)
        ),
        TieBreak::Shared => tr!(
            " Tied on {best} points and on Strongholds defeated: the win is shared (SH-B17).",
            best = best
        ),
    };
    adapter.set_result_title(title.into());
    adapter.set_result_text(format!("{why}{tie}").into());
    let deal = session.deal();
    adapter.set_deal_text(
        if !session.deal_known() {
            String::new()
        } else if deal <= crate::words::deal::SHORT_DEALS {
            tr!(
                "Deal {deal}: the same number deals the same cards.",
                deal = deal
            )
        } else {
            tr!(
                "Deal {name}: a secret deal, kept with the game in Saved games.",
                name = crate::words::deal::deal_name(deal)
            )
        }
        .into(),
    );
    adapter.set_title(tr!("Game over").into());
    adapter.set_subtitle(tr!("Game over · round {round}", round = view.round).into());
}
