//! The one-line reason of an Armor of God hint, in the rule sheet's words, from the stand-in state (which holds
//! only what the table shows).

use super::super::action::{Action, DartLine};
use super::super::event::Event;
use super::super::options::{DartMode, FaceValues};
use super::super::slots::{Category, Slot};
use super::super::state::{SlotState, State};
use crate::cards::Card;
use crate::words::{Arg, Msg};
use crate::{msg, msg_plural};

/// Why the greedy bot makes `action` here.
pub(super) fn reason(state: &State, action: Action) -> Msg {
    match action {
        Action::Play { card, slot } => play(state, card, slot),
        Action::Discard { card } => discard(state, card),
        Action::Dart { line } => dart(state, line),
    }
}

/// What a play does to its pile (AOG-4.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Claim,
    Bank,
    Bust,
    Build,
}

fn outcome(state: &State, card: Card, slot: Slot) -> Outcome {
    let total = state.pile_total(slot) + state.options().value(card);
    let target = slot.target();
    if total < target {
        Outcome::Build
    } else if total > target {
        Outcome::Bust
    } else if state.may_claim(slot.category()) {
        Outcome::Claim
    } else if state.banked().is_none() {
        Outcome::Bank
    } else {
        Outcome::Bust // AOG-6.3: a second blocked exact pile busts
    }
}

fn play(state: &State, card: Card, slot: Slot) -> Msg {
    let piece = Arg::TheArmorTitle(slot);
    let target = slot.target();
    let total = state.pile_total(slot) + state.options().value(card);
    let core_dart = state.dart_active() && state.options().dart == DartMode::Core;
    match outcome(state, card, slot) {
        Outcome::Claim if state.claimed().len() == 5 => msg!(
            "Completes {piece} at {target}: the sixth piece wins the battle.",
            piece = piece,
            target = target
        ),
        Outcome::Claim => msg!(
            "Completes {piece} at {target}: claim it.",
            piece = piece,
            target = target
        ),
        Outcome::Bank if core_dart => msg!(
            "Banks {piece} at {target}: a banked pile is safe from Satan's Dart this turn.",
            piece = piece,
            target = target
        ),
        Outcome::Bank => msg!(
            "Banks {piece} at {target}: the claim waits for {waiting}, and no other play does better.",
            piece = piece,
            target = target,
            waiting = waiting_for(state, slot.category())
        ),
        Outcome::Bust => {
            // A bust pile holds the card played and at least one more: no card reaches a target alone.
            let lost = state.slot(slot).cards.len() + 1;
            if every_play_busts(state) {
                msg!(
                    "Every play busts a pile: {piece} loses the fewest cards ({lost}).",
                    piece = piece,
                    lost = lost
                )
            } else {
                msg!(
                    "Busts {piece} ({lost} cards): every other play costs more.",
                    piece = piece,
                    lost = lost
                )
            }
        }
        Outcome::Build => {
            let mut said = msg!(
                "Builds {piece} to {total} of {target}",
                piece = piece,
                total = total,
                target = target
            );
            let remaining = target - total;
            let highest = match state.options().faces {
                FaceValues::Ten => 10,
                FaceValues::Rank => 13,
            };
            if remaining <= highest {
                said = msg!(
                    "{build}: one card worth {remaining} completes it",
                    build = said,
                    remaining = remaining
                );
            }
            if core_dart {
                said = dart_after(state, card, slot, said);
            }
            said.full_stop()
        }
    }
}

/// Whether every legal play busts a pile (then the greedy bot loses as little as it can).
fn every_play_busts(state: &State) -> bool {
    state.legal_actions().into_iter().all(|a| match a {
        Action::Play { card, slot } => outcome(state, card, slot) == Outcome::Bust,
        _ => true,
    })
}

/// The pieces the Category Restriction still waits for (AOG-5.1), besides `category`: "the Belt or the
/// Breastplate, and the Shoes or the Shield".
fn waiting_for(state: &State, category: Category) -> Msg {
    let mut missing: Vec<Msg> = Category::ALL
        .into_iter()
        .filter(|&c| c != category && state.claimed_in(c) == 0)
        .map(|c| {
            let [a, b] = c.slots();
            msg!(
                "{one} or {other}",
                one = Arg::TheArmorShort(a),
                other = Arg::TheArmorShort(b)
            )
        })
        .collect();
    match (missing.pop(), missing.pop()) {
        (Some(last), Some(first)) => msg!("{first}, and {last}", first = first, last = last),
        (Some(only), None) => only,
        _ => Msg::verbatim(""),
    }
}

/// `play` followed by the Core Dart after it (AOG-8.2): "…; then Satan's Dart takes the Helmet pile (3 cards)".
fn dart_after(state: &State, card: Card, slot: Slot, play: Msg) -> Msg {
    let mut after = state.clone();
    let events = after
        .apply(&Action::Play { card, slot })
        .expect("the greedy bot plays legally");
    match events.iter().find_map(|e| match e {
        Event::DartStruck { slot, cards } => Some((*slot, *cards)),
        _ => None,
    }) {
        Some((Some(hit), cards)) => msg_plural!(
            "{play}; then Satan's Dart takes {pile} ({n} card)",
            "{play}; then Satan's Dart takes {pile} ({n} cards)",
            cards,
            play = play,
            pile = Arg::ArmorPile(hit),
            n = cards
        ),
        _ => msg!("{play}; then Satan's Dart finds no pile", play = play),
    }
}

fn discard(state: &State, card: Card) -> Msg {
    let value = state.options().value(card);
    let open: Vec<Slot> = Slot::ALL
        .into_iter()
        .filter(|&s| state.slot(s).state == SlotState::Active)
        .collect();
    if open
        .iter()
        .all(|&s| state.pile_total(s) + value > s.target())
    {
        return msg!(
            "Discard {card}: it would bust every pile.",
            card = Arg::TheCard(card)
        );
    }
    let completes = state
        .hand()
        .iter()
        .copied()
        .filter(|&c| c != card)
        .find_map(|kept| {
            open.iter().copied().find_map(|s| {
                let exact = state.pile_total(s) + state.options().value(kept) == s.target();
                (exact && state.may_claim(s.category())).then_some((kept, s))
            })
        });
    match completes {
        Some((kept, slot)) => msg!(
            "Discard {card} and keep {kept}: it completes {piece} at {target}.",
            card = Arg::TheCard(card),
            kept = Arg::TheCard(kept),
            piece = Arg::TheArmorTitle(slot),
            target = slot.target()
        ),
        None => msg!(
            "Discard {card}: of your three cards it helps your piles least.",
            card = Arg::TheCard(card)
        ),
    }
}

fn dart(state: &State, line: DartLine) -> Msg {
    match (line, state.banked(), state.dart_target()) {
        (DartLine::Banked, Some(slot), _) => msg!(
            "Let the Dart take the top card of the banked {piece}: Doubt would take it next turn anyway.",
            piece = Arg::ArmorTitle(slot)
        ),
        (_, _, Some(slot)) => msg!(
            "Satan's Dart takes the top card of {piece}, the largest pile: no pile is banked.",
            piece = Arg::TheArmorTitle(slot)
        ),
        _ => msg!("Satan's Dart has no pile to take."),
    }
}
