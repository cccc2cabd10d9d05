//! A person's own screen, from their seat's view only: their Growth holding, Mentors, Truth cards (with what
//! each defeats and whether it can be played now, and where), Trials and Assignments, the payment being put
//! together, the end-of-turn picks and a second Trial.

use super::chips::{chip, cost, model};
use super::rows;
use super::symbols;
use crate::tables::strongholds::labels;
use crate::tables::strongholds::payment::{offers, source_words, Draft};
use crate::tables::strongholds::session::{PayFor, ShSession, Ui};
use crate::tables::strongholds::taps::{blocked, targets, window_slot};
use crate::ui::MentorData;
use crate::ui::PayUnitData;
use crate::ui::PickData;
use crate::ui::ShAdapter;
use crate::ui::ShHint;
use crate::ui::ShMode;
use crate::ui::TaskData;
use crate::ui::TruthData;
use crate::words::sh;
use crate::words::tr::{tr, trn};
use standfirm_engine::strongholds::view::{Awaiting, View};
use standfirm_engine::strongholds::{Action, CardId, CardKind, Colour};

/// The card the private seat's hint points at: the Truth card to play or slap with, the Trial or Assignment
/// to complete, the card to discard or return.
fn hinted_card(session: &ShSession) -> Option<CardId> {
    match &session.shown_hint()?.action {
        Action::PlayTruth { truth, .. } | Action::Slap { truth, .. } => Some(*truth),
        Action::OvercomeTrial { trial: task, .. }
        | Action::FulfilAssignment {
            assignment: task, ..
        } => Some(*task),
        Action::DiscardGrowth { card } | Action::ReturnTruth { card } => Some(*card),
        _ => None,
    }
}

/// The names of the Strongholds a Truth card defeats: "Shame · Rejection", or "any Stronghold".
fn defeats(truth: CardId) -> String {
    let card = truth.card();
    if card.wildcard {
        return tr!("any Stronghold");
    }
    card.defeats
        .iter()
        .map(|s| sh::title_of(*s))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "Shame", "Shame or Fear".
fn titles_of(view: &View, slots: &[u8]) -> String {
    let names: Vec<&str> = slots
        .iter()
        .filter_map(|&s| view.slots[usize::from(s)])
        .map(sh::title_of)
        .collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => tr!("{list} or {last}", list = rest.join(", "), last = *last),
    }
}

/// One Truth card with its status now.
fn truth_row(session: &ShSession, view: &View, seat: u8, truth: CardId) -> TruthData {
    let card = truth.card();
    let claiming = session.claiming();
    let only = if claiming { window_slot(view) } else { None };
    let slots = targets(view, truth, only);
    let draft = Draft::propose(&card.cost, offers(view, seat, true));
    let missing = draft.missing();
    let (status, playable) = if blocked(view, seat) {
        (tr!("Blocked: overcome your Trial first (SH-2.16)"), false)
    } else if slots.is_empty() {
        (
            if claiming {
                tr!("Does not show the new Stronghold's symbol")
            } else {
                tr!("No Stronghold it defeats is face up")
            },
            false,
        )
    } else if !missing.is_empty() {
        (
            tr!(
                "Cannot pay yet: needs {colours}",
                colours = sh::colours(&missing)
            ),
            false,
        )
    } else if claiming {
        (tr!("Slap {titles}", titles = titles_of(view, &slots)), true)
    } else {
        (
            tr!("Play on {titles}", titles = titles_of(view, &slots)),
            true,
        )
    };
    let selected = match &session.ui {
        Ui::Target(t) => *t == truth,
        Ui::Pay(PayFor::Truth(t, _) | PayFor::Slap(t, _), _) => *t == truth,
        _ => false,
    };
    TruthData {
        id: truth.as_str().into(),
        title: sh::title(card).into(),
        text: sh::text(card).into(),
        reference: crate::words::verses::shown(card.reference.as_deref().unwrap_or_default())
            .into(),
        cost: cost(&card.cost),
        defeats: defeats(truth).into(),
        shows: symbols::model(symbols::of_truth(truth)),
        status: status.into(),
        playable,
        selected,
        hinted: hinted_card(session) == Some(truth),
        label: labels::truth(truth).into(),
        anchor: crate::models::anchor::truth(truth).into(),
    }
}

/// One Trial or Assignment with its status now.
fn task_row(
    session: &ShSession,
    view: &View,
    seat: u8,
    task: &standfirm_engine::strongholds::view::TaskView,
) -> TaskData {
    let card = task.card.card();
    let kind = labels::task_kind(task.card);
    let trial = card.kind == CardKind::Trial;
    let ready = !task.done
        && matches!(view.awaiting, Awaiting::Main { .. })
        && Draft::propose(&card.cost, offers(view, seat, false))
            .payment()
            .is_some();
    let status = if let (true, Some(colour)) = (task.done, task.colour) {
        let when = if task.used {
            tr!("used this turn")
        } else if task.usable {
            tr!("ready to pay for a Truth card")
        } else {
            tr!("pays from your next turn on")
        };
        if trial {
            tr!(
                "Overcome · 2 points · permanent {colour} ({when})",
                colour = sh::colour(colour),
                when = when
            )
        } else {
            tr!(
                "Fulfilled · 2 points · permanent {colour} ({when})",
                colour = sh::colour(colour),
                when = when
            )
        }
    } else {
        let what = if trial {
            tr!("Unconquered: it blocks your Truth cards")
        } else {
            tr!("Unfulfilled: 2 points when fulfilled")
        };
        let how = if ready {
            tr!("tap to pay its cost")
        } else {
            let missing = Draft::propose(&card.cost, offers(view, seat, false)).missing();
            tr!("needs {colours}", colours = sh::colours(&missing))
        };
        format!("{what} · {how}")
    };
    TaskData {
        id: task.card.as_str().into(),
        kind: kind.into(),
        trial,
        label: labels::task(task.card).into(),
        anchor: crate::models::anchor::task(task.card).into(),
        title: sh::title(card).into(),
        text: sh::text(card).into(),
        reference: crate::words::verses::shown(card.reference.as_deref().unwrap_or_default())
            .into(),
        cost: cost(&card.cost),
        done: task.done,
        status: status.into(),
        permanent: model(
            task.colour
                .map(|c| vec![chip(c, -1, task.used || !task.usable)])
                .unwrap_or_default(),
        ),
        ready,
        hinted: hinted_card(session) == Some(task.card),
    }
}

/// The seven colour piles (Anointing cards) and the Mentors of a holding.
fn holding(adapter: &ShAdapter, cards: &[CardId]) {
    let mut counts = [0i32; 7];
    let mut mentors = Vec::new();
    for &id in cards {
        let card = id.card();
        match card.colours.as_slice() {
            [one] => counts[one.index()] += 1,
            two => mentors.push(MentorData {
                id: id.as_str().into(),
                title: sh::title(card).into(),
                chips: model(two.iter().map(|&c| chip(c, -1, false)).collect()),
                label: tr!(
                    "Mentor {title}: {one} or {other}",
                    title = sh::title(card),
                    one = sh::colour(two[0]),
                    other = sh::colour(two[two.len() - 1])
                )
                .into(),
            }),
        }
    }
    let piles = Colour::ALL
        .iter()
        .map(|&c| chip(c, counts[c.index()], counts[c.index()] == 0))
        .collect();
    rows!(adapter, get_holding, set_holding, piles);
    rows!(adapter, get_mentors, set_mentors, mentors);
}

/// The payment sheet.
fn payment(adapter: &ShAdapter, view: &View, pay: &PayFor, draft: &Draft) {
    let stronghold = |slot: u8| {
        view.slots[usize::from(slot)]
            .map(|c| sh::title_of(c).to_string())
            .unwrap_or_default()
    };
    let (title, confirm, task) = match *pay {
        PayFor::Truth(t, slot) => (
            tr!(
                "Defeat {stronghold} with {truth}",
                stronghold = stronghold(slot),
                truth = sh::title_of(t)
            ),
            tr!("Defeat {stronghold}", stronghold = stronghold(slot)),
            false,
        ),
        PayFor::Slap(t, slot) => (
            tr!(
                "Slap {stronghold} with {truth}",
                stronghold = stronghold(slot),
                truth = sh::title_of(t)
            ),
            tr!("Slap {titles}", titles = stronghold(slot)),
            false,
        ),
        PayFor::Task(t) if t.card().kind == CardKind::Trial => (
            tr!("Overcome the Trial {title}", title = sh::title_of(t)),
            tr!("Overcome"),
            true,
        ),
        PayFor::Task(t) => (
            tr!("Fulfil the Assignment {title}", title = sh::title_of(t)),
            tr!("Fulfil"),
            true,
        ),
    };
    adapter.set_pay_title(title.into());
    adapter.set_pay_text(
        if task {
            tr!("Each colour is paid by one Growth card of that colour (a Mentor pays one of its two). The card you keep stays on it as a permanent anointing; the others go to the discard pile.")
        } else {
            tr!("Each colour is paid by one Growth card of that colour (a Mentor pays one of its two) or by a permanent anointing, each once a turn. The cards paid go to the discard pile.")
        }
        .into(),
    );
    let units: Vec<PayUnitData> = (0..draft.cost.len())
        .map(|u| {
            let colour = draft.cost[u];
            PayUnitData {
                colour: chip(colour, -1, false),
                paid: draft.chosen[u].is_some(),
                source: draft.chosen[u]
                    .map(|i| source_words(&draft.offers[i], colour))
                    .unwrap_or_default()
                    .into(),
                choices: draft.alternatives(u).len() as i32,
                keep: draft.keep == Some(u),
                keepable: draft.keepable(u),
                keep_label: labels::keep_permanent(colour).into(),
                keep_anchor: crate::models::anchor::keep_unit(u).into(),
            }
        })
        .collect();
    rows!(adapter, get_pay_units, set_pay_units, units);
    adapter.set_pay_task(task);
    adapter.set_pay_ready(draft.payment().is_some() && (!task || draft.kept_card().is_some()));
    adapter.set_pay_confirm(confirm.into());
}

/// The cards to discard or return at the end of the turn.
fn picks(
    session: &ShSession,
    adapter: &ShAdapter,
    cards: &[CardId],
    marked: &[CardId],
    count: u8,
    growth: bool,
) {
    let items: Vec<PickData> = cards
        .iter()
        .map(|&id| {
            let card = id.card();
            PickData {
                id: id.as_str().into(),
                title: sh::title(card).into(),
                label: session.pick_label(id).into(),
                anchor: crate::models::anchor::pick(id).into(),
                chips: cost(if growth { &card.colours } else { &card.cost }),
                marked: marked.contains(&id),
                hinted: hinted_card(session) == Some(id),
            }
        })
        .collect();
    rows!(adapter, get_picks, set_picks, items);
    adapter.set_pick_title(
        if growth {
            trn!(
                "Discard {count} Growth card: you may keep 7 (SH-2.10)",
                "Discard {count} Growth cards: you may keep 7 (SH-2.10)",
                count,
                count = count
            )
        } else {
            trn!(
                "Return {count} Truth card: you may keep 4 (SH-2.6)",
                "Return {count} Truth cards: you may keep 4 (SH-2.6)",
                count,
                count = count
            )
        }
        .into(),
    );
    adapter.set_pick_confirm(
        if growth {
            tr!("Discard {count}", count = count)
        } else {
            tr!("Return {count} to the bottom of the deck", count = count)
        }
        .into(),
    );
    adapter.set_pick_ready(marked.len() == usize::from(count));
}

/// Fills the person's own screen for `seat` from `view` (that seat's view).
pub fn present(session: &ShSession, adapter: &ShAdapter, seat: u8, view: &View) {
    let me = &view.players[usize::from(seat)];
    let name = &session.seats()[usize::from(seat)].name;
    adapter.set_me_name(name.as_str().into());
    holding(adapter, &me.holding);
    let truths: Vec<TruthData> = me
        .truths
        .iter()
        .flatten()
        .map(|&t| truth_row(session, view, seat, t))
        .collect();
    rows!(adapter, get_truths, set_truths, truths);
    let tasks: Vec<TaskData> = me
        .tasks
        .iter()
        .map(|t| task_row(session, view, seat, t))
        .collect();
    rows!(adapter, get_tasks, set_tasks, tasks);
    let claiming = session.claiming();
    let (mode, doing) = match &view.awaiting {
        Awaiting::SlapWindow { .. } if claiming => (ShMode::Slap, tr!("Slap?")),
        Awaiting::SecondTrial { .. } => (ShMode::SecondTrial, tr!("A second Trial")),
        Awaiting::DiscardGrowth { .. } => (ShMode::Discard, tr!("End of your turn")),
        Awaiting::ReturnTruth { .. } => (ShMode::ReturnTruth, tr!("End of your turn")),
        _ => (ShMode::Main, tr!("Your turn")),
    };
    adapter.set_mode(mode);
    adapter.set_title(name.as_str().into());
    adapter.set_subtitle(
        tr!(
            "{doing} · {round} · {points} points",
            doing = doing,
            round = super::table::round_text(view),
            points = me.score
        )
        .into(),
    );
    sheets(session, adapter, view, seat);
    adapter.set_confirm_end(session.ui == Ui::ConfirmEnd);
    adapter.set_can_undo(session.can_undo());
    tabs(session, adapter, view, seat);
    adapter.set_prompt(prompt(session, view, seat, mode).into());
    let (state, text) = match session.shown_hint() {
        Some(hint) => (
            ShHint::Shown,
            tr!(
                "Hint: {reason}",
                reason = crate::words::tr::say_named(&hint.reason, &session.names())
            ),
        ),
        None if session.hint_thinking() => (
            ShHint::Thinking,
            tr!("Hint: playing out games from what you can see…"),
        ),
        None => (ShHint::None, String::new()),
    };
    adapter.set_hint_state(state);
    adapter.set_hint_text(text.into());
}

/// The sheets over a person's screen: the cards to discard or return, a second Trial, the payment.
fn sheets(session: &ShSession, adapter: &ShAdapter, view: &View, seat: u8) {
    let me = &view.players[usize::from(seat)];
    let marked: Vec<CardId> = match &session.ui {
        Ui::Pick(m) => m.clone(),
        _ => Vec::new(),
    };
    match &view.awaiting {
        Awaiting::DiscardGrowth { count, .. } => {
            picks(session, adapter, &me.holding, &marked, *count, true)
        }
        Awaiting::ReturnTruth { count, .. } => picks(
            session,
            adapter,
            me.truths.as_deref().unwrap_or(&[]),
            &marked,
            *count,
            false,
        ),
        _ => rows!(adapter, get_picks, set_picks, Vec::new()),
    }
    let trial = match view.awaiting {
        Awaiting::SecondTrial { trial, .. } => Some(trial.card()),
        _ => None,
    };
    adapter.set_trial_title(trial.map_or("", sh::title).into());
    adapter.set_trial_text(trial.map_or("", sh::text).into());
    let trial_cost = trial.map_or_else(Vec::new, |c| {
        c.cost.iter().map(|&u| chip(u, -1, false)).collect()
    });
    rows!(adapter, get_trial_cost, set_trial_cost, trial_cost);
    match &session.ui {
        Ui::Pay(pay, draft) => {
            adapter.set_paying(true);
            payment(adapter, view, pay, draft);
        }
        _ => {
            adapter.set_paying(false);
            rows!(adapter, get_pay_units, set_pay_units, Vec::new());
        }
    }
}

/// The tabs of the person's lists.
fn tabs(session: &ShSession, adapter: &ShAdapter, view: &View, seat: u8) {
    adapter.set_tab(session.tab as i32);
    let tabs = labels::tabs(view, seat);
    rows!(
        adapter,
        get_tab_names,
        set_tab_names,
        tabs.iter().map(|t| t.into()).collect()
    );
    rows!(
        adapter,
        get_tab_anchors,
        set_tab_anchors,
        (0..tabs.len())
            .map(|i| crate::models::anchor::tab(i).into())
            .collect()
    );
}

fn prompt(session: &ShSession, view: &View, seat: u8, mode: ShMode) -> String {
    match (mode, &session.ui) {
        (ShMode::Slap, _) => {
            let title = window_slot(view)
                .and_then(|s| view.slots[usize::from(s)])
                .map(sh::title_of)
                .unwrap_or_default();
            tr!(
                "Tap the Truth card to slap {title} with, or Don't slap.",
                title = title
            )
        }
        (ShMode::Discard, _) => tr!("Mark the Growth cards to let go, then confirm."),
        (ShMode::ReturnTruth, _) => {
            tr!("Mark the Truth cards to put at the bottom of the Truth deck, then confirm.")
        }
        (ShMode::SecondTrial, _) => String::new(),
        (_, Ui::Target(t)) => tr!(
            "Tap a glowing Stronghold to defeat with {title}.",
            title = sh::title_of(*t)
        ),
        _ if blocked(view, seat) => {
            tr!("An Unconquered Trial blocks your Truth cards: tap it under Trials & Assignments to overcome it.")
        }
        _ => tr!("Tap a Truth card to defeat a Stronghold, or a Trial or Assignment to complete it. End turn when you are done."),
    }
}
