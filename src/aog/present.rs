//! The session as the `AogAdapter` global shows it: slots with previews, the hand, round and defense, the
//! Dart, the prompt, the log and the result.

use super::session::{AogSession, Flash};
use crate::cards_ui::{card_data, hand_rows};
use crate::help::verses;
use crate::models::rows;
use crate::play::anchor;
use crate::{
    AogAdapter, AogAwaiting, CardData, CategoryData, PileFlash, PileStatus, PlayPreview, SlotData,
};
use slint::{ModelRc, VecModel};
use standfirm_engine::armor_of_god::{Category, DartLine, Slot, SlotState, State, Status, Step};
use standfirm_engine::cards::Card;

/// How many pile cards a slot shows in its fan (the top card last).
const FAN: usize = 4;

/// Pushes the whole session into the adapter.
pub fn present(session: &AogSession, adapter: &AogAdapter) {
    let s = session.state();
    let selected_card = session.selected.and_then(|i| s.hand().get(i).copied());
    let previews = s.step() == Step::Play;
    let dart_target = if s.dart_active() && s.step() == Step::Play {
        s.dart_target()
    } else {
        None
    };
    let slots: Vec<SlotData> = Slot::ALL
        .into_iter()
        .map(|slot| {
            let (preview, kind) = match selected_card {
                Some(card) if previews => preview(s, card, slot),
                _ => (String::new(), PlayPreview::None),
            };
            let mut data = slot_data(
                s,
                slot,
                session.flashes[slot.index()],
                preview,
                kind,
                dart_target == Some(slot),
            );
            data.hinted = session.hint.as_ref().is_some_and(|(_, h)| *h == Some(slot));
            data
        })
        .collect();
    rows!(adapter, get_slots, set_slots, slots);
    let categories = Category::ALL
        .iter()
        .map(|c| CategoryData {
            name: c.name().into(),
            target: c.target() as i32,
            verse: c.verse().into(),
        })
        .collect();
    rows!(adapter, get_categories, set_categories, categories);
    rows!(
        adapter,
        get_hand,
        set_hand,
        hand_rows(s.hand(), super::labels::hand)
            .into_iter()
            .zip(s.hand())
            .map(|(data, &card)| with_dart(data, card))
            .collect()
    );
    adapter.set_selected(session.selected.map_or(-1, |i| i as i32));
    let options = s.options();
    adapter.set_subtitle(
        format!(
            "Round {}/{} · Deck {} · Discard {}",
            s.round(),
            options.defense.rounds(),
            s.deck_count(),
            s.discard().len()
        )
        .into(),
    );
    let claimed = s.claimed().len();
    adapter.set_defense_text(
        if session.is_over() {
            format!("Armor claimed: {claimed} of 6")
        } else {
            let needs = options.defense.threshold(s.round());
            format!(
                "Defense Check, end of round {}: {needs} armor · you have {claimed}",
                s.round()
            )
        }
        .into(),
    );
    adapter
        .set_counts_text(format!("Deck {} · Discard {}", s.deck_count(), s.discard().len()).into());
    adapter.set_dart_active(s.dart_active());
    // The figure wears each piece claimed; the deck lies face down with its count.
    let worn = Slot::ALL.map(|slot| s.slot(slot).state == SlotState::Claimed);
    adapter.set_worn(crate::art::worn(worn));
    adapter.set_figure_label(crate::art::worn_words(worn, Slot::ALL.map(Slot::title)).into());
    adapter.set_deck_count(s.deck_count() as i32);
    adapter.set_awaiting(match s.step() {
        Step::Play => AogAwaiting::Play,
        Step::Discard => AogAwaiting::Discard,
        Step::Dart => AogAwaiting::Dart,
        Step::Over => AogAwaiting::Over,
    });
    adapter.set_prompt(prompt(s, selected_card).into());
    adapter.set_message(session.play.message.clone().into());
    adapter.set_hint_text(
        session
            .hint
            .as_ref()
            .map(|(words, _)| format!("Hint: {words}"))
            .unwrap_or_default()
            .into(),
    );
    adapter.set_discard_text(match selected_card {
        Some(card) if s.step() == Step::Discard => format!("Discard {}", card.pretty()).into(),
        _ => "".into(),
    });
    rows!(adapter, get_log, set_log, session.play.log.rows());
    adapter.set_can_undo(session.can_undo());
    let lines = s.dart_lines();
    adapter.set_dart_largest_ok(lines.contains(&DartLine::Largest));
    adapter.set_dart_banked_ok(lines.contains(&DartLine::Banked));
    adapter.set_dart_largest_text(match s.dart_target() {
        Some(slot) => format!("{}: top card", slot.short()).into(),
        None => "Largest: none".into(),
    });
    adapter.set_dart_banked_text(match s.banked() {
        Some(slot) => format!("Banked {}: top card", slot.short()).into(),
        None => "Banked: none".into(),
    });
    present_result(s, session.play.daily(), adapter);
}

/// The Ace of Spades is drawn as Satan's Dart (AOG-3.3).
fn with_dart(data: CardData, card: Card) -> CardData {
    CardData {
        dart: card == Card::ACE_OF_SPADES,
        ..data
    }
}

fn slot_data(
    s: &State,
    slot: Slot,
    flash: Flash,
    preview: String,
    kind: PlayPreview,
    dart: bool,
) -> SlotData {
    let pile = s.slot(slot);
    let shown = &pile.cards[pile.cards.len().saturating_sub(FAN)..];
    SlotData {
        slot: slot.name().into(),
        kind: crate::art::armor(slot.index()),
        anchor: anchor::slot(slot.name()).into(),
        label: super::labels::pile(slot).into(),
        title: slot.title().into(),
        short: slot.short().into(),
        target: slot.target() as i32,
        total: s.pile_total(slot) as i32,
        state: match pile.state {
            SlotState::Active => PileStatus::Active,
            SlotState::Banked => PileStatus::Banked,
            SlotState::Claimed => PileStatus::Claimed,
        },
        cards: ModelRc::new(VecModel::from(
            shown
                .iter()
                .map(|&c| with_dart(card_data(c), c))
                .collect::<Vec<_>>(),
        )),
        count: pile.cards.len() as i32,
        verse: slot.verse().into(),
        target_now: !preview.is_empty(),
        preview: preview.into(),
        preview_kind: kind,
        flash: match flash {
            Flash::None => PileFlash::None,
            Flash::Claim => PileFlash::Claim,
            Flash::Bust => PileFlash::Bust,
            Flash::Doubt => PileFlash::Doubt,
            Flash::Dart => PileFlash::Dart,
            Flash::Bank => PileFlash::Bank,
        },
        dart_target: dart,
        hinted: false,
    }
}

/// What playing `card` on `slot` would do (AOG-4.7), or nothing when the slot cannot take it.
fn preview(s: &State, card: Card, slot: Slot) -> (String, PlayPreview) {
    if card == Card::ACE_OF_SPADES || s.slot(slot).state != SlotState::Active {
        return (String::new(), PlayPreview::None);
    }
    let total = s.pile_total(slot) + s.options().value(card);
    let target = slot.target();
    if total > target {
        (format!("{total} · Bust"), PlayPreview::Bust)
    } else if total < target {
        (format!("{total}/{target}"), PlayPreview::Build)
    } else if s.may_claim(slot.category()) {
        (format!("{total} · Exact: claim"), PlayPreview::Exact)
    } else if s.banked().is_none() {
        (format!("{total} · Exact: banks"), PlayPreview::Bank)
    } else {
        (format!("{total} · Exact: busts"), PlayPreview::Bust)
    }
}

fn prompt(s: &State, selected: Option<Card>) -> String {
    match s.step() {
        Step::Play => match selected {
            Some(card) => format!("Tap a glowing pile to play {}.", card.pretty()),
            None => "Your Response: tap a card, then a pile.".into(),
        },
        Step::Discard => match selected {
            Some(card) => format!(
                "Tap {} again, or Discard, to let it go and keep two.",
                card.pretty()
            ),
            None => "Bearing the Weight: tap the card to discard; keep two.".into(),
        },
        Step::Dart => "Satan's Dart (softer): choose which top card it takes.".into(),
        Step::Over => String::new(),
    }
}

/// The result sheet; a won daily deal recalls the verse of its day instead of the victory's verse.
fn present_result(s: &State, daily: Option<standfirm_store::Date>, adapter: &AogAdapter) {
    let over = s.step() == Step::Over;
    adapter.set_over(over);
    if !over {
        return;
    }
    let claimed: Vec<&str> = s.claimed().iter().map(|slot| slot.short()).collect();
    let summary = format!(
        "Round {} of {} · {} of 6 armor: {} · Deal {}",
        s.round(),
        s.options().defense.rounds(),
        claimed.len(),
        if claimed.is_empty() {
            "none".to_string()
        } else {
            claimed.join(", ")
        },
        s.seed()
    );
    let (title, text, verse) = match s.status() {
        Status::Won => (
            "Victory!".to_string(),
            format!("You stand clothed in the whole Armor of God.\n{summary}"),
            verses::STAND,
        ),
        status => (
            "The battle is lost".to_string(),
            format!(
                "{}\n{summary}",
                crate::play::sentence(&status.reason().unwrap_or_default())
            ),
            verses::BE_STRONG,
        ),
    };
    adapter.set_won(s.status() == Status::Won);
    adapter.set_result_title(title.into());
    adapter.set_result_text(text.into());
    let (recall, text, reference) = crate::daily::result_verse(verse, daily);
    adapter.set_result_recall(recall);
    adapter.set_result_verse(text.into());
    adapter.set_result_verse_ref(reference.into());
}
