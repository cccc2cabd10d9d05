//! The one-line reason of an Armor of God hint, in the rule sheet's words, from the stand-in state (which holds
//! only what the table shows).

use super::super::action::{Action, DartLine};
use super::super::event::Event;
use super::super::options::{DartMode, FaceValues};
use super::super::slots::{Category, Slot};
use super::super::state::{SlotState, State};
use crate::cards::Card;

/// Why the greedy bot makes `action` here.
pub(super) fn reason(state: &State, action: Action) -> String {
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

fn play(state: &State, card: Card, slot: Slot) -> String {
    let title = slot.title();
    let target = slot.target();
    let total = state.pile_total(slot) + state.options().value(card);
    let core_dart = state.dart_active() && state.options().dart == DartMode::Core;
    match outcome(state, card, slot) {
        Outcome::Claim if state.claimed().len() == 5 => {
            format!("Completes the {title} at {target}: the sixth piece wins the battle.")
        }
        Outcome::Claim => format!("Completes the {title} at {target}: claim it."),
        Outcome::Bank if core_dart => format!(
            "Banks the {title} at {target}: a banked pile is safe from Satan's Dart this turn."
        ),
        Outcome::Bank => format!(
            "Banks the {title} at {target}: the claim waits for {}, and no other play does better.",
            waiting_for(state, slot.category())
        ),
        Outcome::Bust => {
            let lost = state.slot(slot).cards.len() + 1;
            if every_play_busts(state) {
                format!("Every play busts a pile: the {title} loses the fewest cards ({lost}).")
            } else {
                format!("Busts the {title} ({lost} cards): every other play costs more.")
            }
        }
        Outcome::Build => {
            let mut text = format!("Builds the {title} to {total} of {target}");
            let remaining = target - total;
            let highest = match state.options().faces {
                FaceValues::Ten => 10,
                FaceValues::Rank => 13,
            };
            if remaining <= highest {
                text.push_str(&format!(": one card worth {remaining} completes it"));
            }
            if core_dart {
                text.push_str(&dart_after(state, card, slot));
            }
            text.push('.');
            text
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

/// The pieces the Category Restriction still waits for (AOG-5.1), besides `category`.
fn waiting_for(state: &State, category: Category) -> String {
    let missing: Vec<&str> = Category::ALL
        .into_iter()
        .filter(|&c| c != category && state.claimed_in(c) == 0)
        .map(|c| match c {
            Category::C1 => "the Belt or the Breastplate",
            Category::C2 => "the Shoes or the Shield",
            Category::C3 => "the Helmet or the Sword",
        })
        .collect();
    missing.join(", and ")
}

/// "; then Satan's Dart takes the Helmet pile (3 cards)": the Core Dart after this play (AOG-8.2).
fn dart_after(state: &State, card: Card, slot: Slot) -> String {
    let mut after = state.clone();
    let events = after
        .apply(&Action::Play { card, slot })
        .expect("the greedy bot plays legally");
    match events.iter().find_map(|e| match e {
        Event::DartStruck { slot, cards } => Some((*slot, *cards)),
        _ => None,
    }) {
        Some((Some(hit), cards)) => {
            let cards = if cards == 1 {
                "1 card".to_string()
            } else {
                format!("{cards} cards")
            };
            format!(
                "; then Satan's Dart takes the {} pile ({cards})",
                hit.short()
            )
        }
        _ => "; then Satan's Dart finds no pile".into(),
    }
}

fn discard(state: &State, card: Card) -> String {
    let value = state.options().value(card);
    let open: Vec<Slot> = Slot::ALL
        .into_iter()
        .filter(|&s| state.slot(s).state == SlotState::Active)
        .collect();
    let name = card.words();
    if open
        .iter()
        .all(|&s| state.pile_total(s) + value > s.target())
    {
        return format!("Discard {name}: it would bust every pile.");
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
        Some((kept, slot)) => format!(
            "Discard {name} and keep {}: it completes the {} at {}.",
            kept.words(),
            slot.title(),
            slot.target()
        ),
        None => format!("Discard {name}: of your three cards it helps your piles least."),
    }
}

fn dart(state: &State, line: DartLine) -> String {
    match (line, state.banked(), state.dart_target()) {
        (DartLine::Banked, Some(slot), _) => format!(
            "Let the Dart take the top card of the banked {}: Doubt would take it next turn anyway.",
            slot.title()
        ),
        (_, _, Some(slot)) => format!(
            "Satan's Dart takes the top card of the {}, the largest pile: no pile is banked.",
            slot.title()
        ),
        _ => "Satan's Dart has no pile to take.".into(),
    }
}
