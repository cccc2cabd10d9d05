//! The session as the `ShAdapter` global shows it. A person's own screen is built from that seat's view only;
//! every other screen from the public view; the hand-off screen from nothing but a name.

mod chips;
pub use chips::chip;
mod over;
mod private;
mod table;

use super::session::{ShSession, Stage, Ui};
use crate::play::lines_model;
use crate::{NameData, ShAdapter, ShMode, ShStage};
use slint::{ModelRc, VecModel};

/// Empties everything private, so that nothing of a seat outlives its screen.
fn clear_private(adapter: &ShAdapter) {
    adapter.set_holding(ModelRc::default());
    adapter.set_mentors(ModelRc::default());
    adapter.set_truths(ModelRc::default());
    adapter.set_tasks(ModelRc::default());
    adapter.set_picks(ModelRc::default());
    adapter.set_pay_units(ModelRc::default());
    adapter.set_paying(false);
    adapter.set_trial_title("".into());
    adapter.set_trial_text("".into());
    adapter.set_trial_cost(ModelRc::default());
    adapter.set_me_name("".into());
    adapter.set_mode(ShMode::None);
    adapter.set_can_undo(false);
    adapter.set_confirm_end(false);
    adapter.set_show_recap(false);
    adapter.set_recap(ModelRc::default());
}

/// Pushes the whole session into the adapter.
pub fn present(session: &ShSession, adapter: &ShAdapter) {
    let state = session.state();
    let stage = session.stage();
    adapter.set_message(session.play.message.as_str().into());
    adapter.set_bots_busy(session.bot_action().is_some());
    clear_private(adapter);
    if let Stage::Handoff(seat) = stage {
        // Nothing but the name: no table, no log.
        adapter.set_stage(ShStage::Handoff);
        adapter.set_handoff_name(session.seats()[usize::from(seat)].name.as_str().into());
        adapter.set_strongholds(ModelRc::default());
        adapter.set_players(ModelRc::default());
        adapter.set_log(ModelRc::default());
        adapter.set_highlight("".into());
        return;
    }
    adapter.set_handoff_name("".into());
    adapter.set_log(session.play.log.model());
    match stage {
        Stage::Private(seat) => {
            let view = state.view(seat);
            let target =
                |_: usize, stronghold: standfirm_engine::strongholds::CardId| match &session.ui {
                    Ui::Target(truth) => truth.card().can_defeat(stronghold),
                    _ => false,
                };
            adapter.set_strongholds(table::strongholds(&view, target, None));
            adapter.set_players(table::players(&view, session.seats(), Some(seat), None));
            adapter.set_decks_text(table::decks_text(&view).into());
            adapter.set_stage(ShStage::Turn);
            private::present(session, adapter, seat, &view);
            if let Some(lines) = &session.recap {
                adapter.set_show_recap(true);
                adapter.set_recap_title(
                    format!(
                        "Since your last turn, {}",
                        session.seats()[usize::from(seat)].name
                    )
                    .into(),
                );
                adapter.set_recap(lines_model(lines.iter()));
            }
        }
        Stage::Window | Stage::Table | Stage::Over => {
            let view = state.public_view();
            let flash = session.highlight.as_ref();
            adapter.set_strongholds(table::strongholds(
                &view,
                |_, _| false,
                flash.and_then(|h| h.slot),
            ));
            adapter.set_players(table::players(
                &view,
                session.seats(),
                None,
                flash.map(|h| h.seat),
            ));
            adapter.set_decks_text(table::decks_text(&view).into());
            let active = &session.seats()[usize::from(view.active)].name;
            let playing = session
                .decider()
                .map(|s| session.seats()[usize::from(s)].name.clone())
                .unwrap_or_else(|| "The table".to_string());
            adapter.set_highlight(match flash {
                Some(h) => h.text.as_str().into(),
                None => format!("{playing} is playing…").into(),
            });
            adapter.set_subtitle(format!("{} · {active}'s turn", table::round_text(&view)).into());
            match stage {
                Stage::Window => {
                    adapter.set_stage(ShStage::Window);
                    if let standfirm_engine::strongholds::view::Awaiting::SlapWindow {
                        slot, ..
                    } = view.awaiting
                    {
                        adapter.set_window_card(table::stronghold(
                            usize::from(slot),
                            view.slots[usize::from(slot)],
                            false,
                            true,
                        ));
                    }
                    let names: Vec<NameData> = session
                        .window_people()
                        .into_iter()
                        .map(|s| NameData {
                            seat: i32::from(s),
                            name: session.seats()[usize::from(s)].name.as_str().into(),
                        })
                        .collect();
                    adapter.set_window_names(ModelRc::new(VecModel::from(names)));
                    adapter.set_window_message(session.window_message.as_str().into());
                }
                Stage::Table => {
                    adapter.set_stage(ShStage::Table);
                    adapter.set_title(format!("{active}'s turn").into());
                }
                _ => {
                    adapter.set_stage(ShStage::Over);
                    over::present(session, adapter, &view);
                }
            }
        }
        Stage::Handoff(_) => unreachable!("handled above"),
    }
}
