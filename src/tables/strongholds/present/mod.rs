//! The session as the `ShAdapter` global shows it. A person's own screen is built from that seat's view only;
//! every other screen from the public view; the hand-off screen from nothing but a name.

mod chips;
pub use chips::chip;
mod online;
mod over;
mod private;
pub mod symbols;
mod table;

use super::session::{ShSession, Stage, Ui};
pub(super) use crate::models::rows;
use crate::ui::NameData;
use crate::ui::ShAdapter;
use crate::ui::ShHint;
use crate::ui::ShMode;
use crate::ui::ShStage;
use standfirm_engine::strongholds::view::{Awaiting, View};
use standfirm_engine::strongholds::{Action, CardId};

/// Only the online parts of the table (the clock, the held taps): a second of the turn clock changes nothing
/// else, and the rest of the screen (a sheet's rows being tapped) is left as it is.
pub fn present_online(session: &ShSession, adapter: &ShAdapter) {
    online::present(session, adapter);
}

/// Empties everything private, so that nothing of a seat outlives its screen.
fn clear_private(adapter: &ShAdapter) {
    rows!(adapter, get_holding, set_holding, Vec::new());
    rows!(adapter, get_mentors, set_mentors, Vec::new());
    rows!(adapter, get_truths, set_truths, Vec::new());
    rows!(adapter, get_tasks, set_tasks, Vec::new());
    rows!(adapter, get_picks, set_picks, Vec::new());
    rows!(adapter, get_pay_units, set_pay_units, Vec::new());
    adapter.set_paying(false);
    adapter.set_trial_title("".into());
    adapter.set_trial_text("".into());
    rows!(adapter, get_trial_cost, set_trial_cost, Vec::new());
    adapter.set_me_name("".into());
    adapter.set_mode(ShMode::None);
    adapter.set_can_undo(false);
    adapter.set_confirm_end(false);
    adapter.set_show_recap(false);
    rows!(adapter, get_recap, set_recap, Vec::new());
    adapter.set_hint_state(ShHint::None);
    adapter.set_hint_text("".into());
}

/// The Stronghold slot the private seat's hint plays on, if it plays a Truth card.
fn hinted_slot(session: &ShSession) -> Option<u8> {
    match session.shown_hint()?.action {
        Action::PlayTruth { slot, .. } | Action::Slap { slot, .. } => Some(slot),
        _ => None,
    }
}

/// Pushes the whole session into the adapter. Every list keeps its model and has its rows set in place; a
/// person's own screen sets every private part itself, and every other screen empties them.
pub fn present(session: &ShSession, adapter: &ShAdapter) {
    let stage = session.stage();
    adapter.set_message(session.play.message.as_str().into());
    adapter.set_bots_busy(session.bots_to_move());
    online::present(session, adapter);
    if !matches!(stage, Stage::Private(_)) {
        clear_private(adapter);
    }
    match stage {
        Stage::Handoff(seat) => handoff(session, adapter, seat),
        Stage::Private(seat) => {
            log(session, adapter);
            own_screen(session, adapter, seat);
        }
        Stage::Window | Stage::Table | Stage::Over => {
            log(session, adapter);
            public(session, adapter, stage);
        }
    }
}

/// The hand-off: nothing but the name, no table, no log.
fn handoff(session: &ShSession, adapter: &ShAdapter, seat: u8) {
    adapter.set_stage(ShStage::Handoff);
    let name = &session.seats()[usize::from(seat)].name;
    adapter.set_handoff_name(name.as_str().into());
    adapter.set_handoff_take(super::labels::take_device(name).into());
    rows!(adapter, get_strongholds, set_strongholds, Vec::new());
    rows!(adapter, get_players, set_players, Vec::new());
    rows!(adapter, get_log, set_log, Vec::new());
    adapter.set_highlight("".into());
}

/// The log, newest first.
fn log(session: &ShSession, adapter: &ShAdapter) {
    adapter.set_handoff_name("".into());
    let log = session
        .play
        .log
        .since(0)
        .iter()
        .rev()
        .map(|l| session.play.log.row(l))
        .collect();
    rows!(adapter, get_log, set_log, log);
}

/// A person's own screen, from their seat's view: the table with the Strongholds their chosen Truth card can
/// defeat, their cards, and "Since your last turn".
fn own_screen(session: &ShSession, adapter: &ShAdapter, seat: u8) {
    let view = session.state().view(seat);
    let target = |_: usize, stronghold: CardId| match &session.ui {
        Ui::Target(truth) => truth.card().can_defeat(stronghold),
        _ => false,
    };
    let mut strongholds = table::strongholds(&view, target, None);
    if let Some(s) = hinted_slot(session).and_then(|slot| strongholds.get_mut(usize::from(slot))) {
        s.hinted = true;
    }
    rows!(adapter, get_strongholds, set_strongholds, strongholds);
    let mut players = table::players(&view, session.seats(), Some(seat), None);
    online::mark_players(session, &mut players);
    rows!(adapter, get_players, set_players, players);
    adapter.set_decks_text(table::decks_text(&view).into());
    adapter.set_stage(ShStage::Turn);
    private::present(session, adapter, seat, &view);
    adapter.set_show_recap(session.recap.is_some());
    let recap = session
        .recap
        .iter()
        .flatten()
        .map(|l| session.play.log.row(l))
        .collect();
    rows!(adapter, get_recap, set_recap, recap);
    if session.recap.is_some() {
        let name = &session.seats()[usize::from(seat)].name;
        adapter.set_recap_title(
            crate::words::tr::tr!("Since your last turn, {name}", name = name.as_str()).into(),
        );
    }
}

/// A screen everyone may see, from the public view: the slap window, the table while bots play, the end.
fn public(session: &ShSession, adapter: &ShAdapter, stage: Stage) {
    let view = session.state().public_view();
    let flash = session.highlight.as_ref();
    let strongholds = table::strongholds(&view, |_, _| false, flash.and_then(|h| h.slot));
    rows!(adapter, get_strongholds, set_strongholds, strongholds);
    let mut players = table::players(&view, session.seats(), None, flash.map(|h| h.seat));
    online::mark_players(session, &mut players);
    rows!(adapter, get_players, set_players, players);
    adapter.set_decks_text(table::decks_text(&view).into());
    adapter.set_growth_deck(view.growth_deck as i32);
    adapter.set_truth_deck(view.truth_deck as i32);
    adapter.set_stronghold_deck(view.stronghold_deck as i32);
    let active = &session.seats()[usize::from(view.active)].name;
    let playing = session
        .decider()
        .map(|s| session.seats()[usize::from(s)].name.clone())
        .unwrap_or_else(|| crate::words::tr::tr!("The table"));
    adapter.set_highlight(match flash {
        Some(h) => h.text.as_str().into(),
        None => crate::words::tr::tr!("{name} is playing…", name = playing).into(),
    });
    adapter.set_subtitle(
        crate::words::tr::tr!(
            "{round} · {name}'s turn",
            round = table::round_text(&view),
            name = active.as_str()
        )
        .into(),
    );
    match stage {
        Stage::Window => window(session, adapter, &view),
        Stage::Table => {
            adapter.set_stage(ShStage::Table);
            adapter
                .set_title(crate::words::tr::tr!("{name}'s turn", name = active.as_str()).into());
        }
        Stage::Over | Stage::Handoff(_) | Stage::Private(_) => {
            adapter.set_stage(ShStage::Over);
            over::present(session, adapter, &view);
        }
    }
}

/// The slap window: the new Stronghold, the people who may claim it, and why a claim was refused.
fn window(session: &ShSession, adapter: &ShAdapter, view: &View) {
    adapter.set_stage(ShStage::Window);
    if let Awaiting::SlapWindow { slot, .. } = view.awaiting {
        let card = view.slots[usize::from(slot)];
        adapter.set_window_card(table::stronghold(usize::from(slot), card, false, true));
    }
    let names: Vec<NameData> = session
        .window_people()
        .into_iter()
        .map(|s| {
            let name = &session.seats()[usize::from(s)].name;
            NameData {
                seat: i32::from(s),
                name: name.as_str().into(),
                label: super::labels::claim(name).into(),
                anchor: crate::models::anchor::claim(s).into(),
            }
        })
        .collect();
    rows!(adapter, get_window_names, set_window_names, names);
    adapter.set_window_message(
        session
            .window_message
            .as_ref()
            .map(crate::words::tr::say)
            .unwrap_or_default()
            .into(),
    );
}
