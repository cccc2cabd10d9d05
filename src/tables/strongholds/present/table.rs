//! The parts everyone may see, from the public view: the face-up Strongholds, the players in compact rows,
//! the deck counts and the log.

use crate::ui::SeatData;
use crate::ui::StrongholdData;
use standfirm_engine::strongholds::view::View;
use standfirm_engine::strongholds::CardId;

use super::super::seats::Seat;
use crate::words::sh;
use crate::words::tr::tr;

/// A face-up Stronghold (or an empty space).
pub fn stronghold(slot: usize, card: Option<CardId>, target: bool, flash: bool) -> StrongholdData {
    match card {
        Some(id) => {
            let c = id.card();
            let symbol = super::symbols::of_stronghold(id);
            StrongholdData {
                slot: slot as i32,
                present: true,
                title: sh::title(c).into(),
                lie: sh::text(c).into(),
                shape: sh::shape(c.symbol.as_deref().unwrap_or_default()).into(),
                symbol: symbol.name,
                icon: symbol.symbol,
                points: i32::from(c.points),
                target,
                hinted: false,
                flash,
                reference: crate::words::verses::shown(c.reference.as_deref().unwrap_or_default())
                    .into(),
                label: crate::tables::strongholds::labels::stronghold(Some(id)).into(),
                anchor: crate::models::anchor::stronghold(slot as u8).into(),
            }
        }
        None => StrongholdData {
            slot: slot as i32,
            present: false,
            label: crate::tables::strongholds::labels::stronghold(None).into(),
            anchor: crate::models::anchor::stronghold(slot as u8).into(),
            ..Default::default()
        },
    }
}

/// The five spaces; `target` says which the chosen Truth card can take, `flash` which a move just touched.
pub fn strongholds(
    view: &View,
    target: impl Fn(usize, CardId) -> bool,
    flash: Option<u8>,
) -> Vec<StrongholdData> {
    view.slots
        .iter()
        .enumerate()
        .map(|(i, &card)| {
            stronghold(
                i,
                card,
                card.is_some_and(|c| target(i, c)),
                flash == Some(i as u8),
            )
        })
        .collect()
}

/// The players other than `except` (all of them when `None`), from public facts only.
pub fn players(
    view: &View,
    seats: &[Seat],
    except: Option<u8>,
    flash: Option<u8>,
) -> Vec<SeatData> {
    view.players
        .iter()
        .filter(|p| Some(p.seat) != except)
        .map(|p| {
            let seat = &seats[usize::from(p.seat)];
            let trial = p.tasks.iter().any(|t| {
                !t.done && t.card.card().kind == standfirm_engine::strongholds::CardKind::Trial
            });
            let name = crate::tables::strongholds::labels::seat_name(seat);
            let line = tr!(
                "{name}{bot}: {points} points · {taken} Strongholds · Growth {growth} · Truth {truth}{trial}",
                name = name.as_str(),
                bot = if seat.bot { tr!(" (bot)") } else { String::new() },
                points = p.score,
                taken = p.taken.len(),
                growth = p.holding.len(),
                truth = usize::from(p.truth_count),
                trial = if trial { tr!(" · Unconquered Trial") } else { String::new() }
            );
            SeatData {
                seat: i32::from(p.seat),
                name: name.into(),
                score: p.score as i32,
                growth: p.holding.len() as i32,
                truths: i32::from(p.truth_count),
                trial,
                taken: p.taken.len() as i32,
                active: view.active == p.seat,
                bot: seat.bot,
                flash: flash == Some(p.seat),
                away: false,
                line: line.into(),
            }
        })
        .collect()
}

/// "Growth deck 40 · Truth deck 9 · Strongholds left 6".
pub fn decks_text(view: &View) -> String {
    tr!(
        "Growth deck {growth} · Truth deck {truth} · Strongholds left {strongholds}",
        growth = view.growth_deck,
        truth = view.truth_deck,
        strongholds = view.stronghold_deck
    )
}

/// "Round 3 · Truth round".
pub fn round_text(view: &View) -> String {
    let kind = match view.round_kind {
        standfirm_engine::strongholds::RoundKind::Growth => tr!("Growth round"),
        standfirm_engine::strongholds::RoundKind::Truth => tr!("Truth round"),
    };
    tr!("Round {round} · {kind}", round = view.round, kind = kind)
}
