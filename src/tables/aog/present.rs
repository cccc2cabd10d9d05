//! The session as the `AogAdapter` global shows it: slots with previews, the hand, round and defense, the
//! Dart, the prompt, the log and the result.

use super::session::{AogSession, Flash};
use crate::models::anchor;
use crate::models::cards::{card_data, cards_words, hand_rows};
use crate::models::rows;
use crate::ui::AogAdapter;
use crate::ui::AogAwaiting;
use crate::ui::CardData;
use crate::ui::CategoryData;
use crate::ui::PileFlash;
use crate::ui::PileStatus;
use crate::ui::PlayPreview;
use crate::ui::SlotData;
use crate::words::tr::{lang, say, tr, trn};
use crate::words::verses;
use slint::{ModelRc, VecModel};
use standfirm_engine::armor_of_god::{Category, DartLine, Slot, SlotState, State, Status, Step};
use standfirm_engine::cards::Card;
use standfirm_engine::words::Arg;
use standfirm_guide::terms;

/// How many pile cards a slot shows in its fan (the top card last).
const FAN: usize = 4;

/// Pushes the whole session into the adapter.
pub fn present(session: &AogSession, adapter: &AogAdapter) {
    let s = session.state();
    let selected_card = session.selected.and_then(|i| s.hand().get(i).copied());
    slots(session, adapter, selected_card);
    round(session, adapter);
    dart(s, adapter);
    adapter.set_prompt(session.play.prompt(prompt(s, selected_card)).into());
    adapter.set_message(session.play.message_now().into());
    adapter.set_hint_text(session.hint_text().into());
    adapter.set_discard_text(match selected_card {
        Some(card) if s.step() == Step::Discard => {
            tr!("Discard {card}", card = Arg::Card(card)).into()
        }
        _ => "".into(),
    });
    rows!(adapter, get_log, set_log, session.play.log.rows());
    adapter.set_can_undo(session.can_undo());
    present_result(s, session.play.daily(), session.play.challenge(), adapter);
}

/// The six piles with what the chosen card would do on each, the categories, and the hand.
fn slots(session: &AogSession, adapter: &AogAdapter, selected_card: Option<Card>) {
    let s = session.state();
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
            verse: verses::shown(c.verse()).into(),
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
}

/// The round, the next Defense Check, the deck and the figure wearing each piece claimed.
fn round(session: &AogSession, adapter: &AogAdapter) {
    let s = session.state();
    let options = s.options();
    adapter.set_subtitle(
        tr!(
            "Round {round}/{rounds} · Deck {deck} · Discard {discard}",
            round = s.round(),
            rounds = options.defense.rounds(),
            deck = s.deck_count(),
            discard = s.discard().len()
        )
        .into(),
    );
    let claimed = s.claimed().len();
    adapter.set_defense_text(
        if session.is_over() {
            tr!("Armor claimed: {claimed} of 6", claimed = claimed)
        } else {
            {
                let needs = options.defense.threshold(s.round());
                trn!(
                    "Defense Check, end of round {round}: {needs} armor · you have {claimed}",
                    "Defense Check, end of round {round}: {needs} armor · you have {claimed}",
                    needs,
                    round = s.round(),
                    needs = needs,
                    claimed = claimed
                )
            }
        }
        .into(),
    );
    adapter.set_counts_text(
        tr!(
            "Deck {deck} · Discard {discard}",
            deck = s.deck_count(),
            discard = s.discard().len()
        )
        .into(),
    );
    adapter.set_dart_active(s.dart_active());
    // The figure wears each piece claimed; the deck lies face down with its count.
    let worn = Slot::ALL.map(|slot| s.slot(slot).state == SlotState::Claimed);
    adapter.set_worn(crate::models::art::worn(worn));
    adapter.set_figure_label(crate::models::art::worn_words(worn).into());
    adapter.set_deck_count(s.deck_count() as i32);
    adapter.set_awaiting(match s.step() {
        Step::Play => AogAwaiting::Play,
        Step::Discard => AogAwaiting::Discard,
        Step::Dart => AogAwaiting::Dart,
        Step::Over => AogAwaiting::Over,
    });
}

/// Satan's Dart's two lines (the softer Dart, AOG-8).
fn dart(s: &State, adapter: &AogAdapter) {
    let lines = s.dart_lines();
    adapter.set_dart_largest_ok(lines.contains(&DartLine::Largest));
    adapter.set_dart_banked_ok(lines.contains(&DartLine::Banked));
    adapter.set_dart_largest_text(match s.dart_target() {
        Some(slot) => tr!("{piece}: top card", piece = Arg::ArmorShort(slot)).into(),
        None => tr!("Largest: none").into(),
    });
    adapter.set_dart_banked_text(match s.banked() {
        Some(slot) => tr!("Banked {piece}: top card", piece = Arg::ArmorShort(slot)).into(),
        None => tr!("Banked: none").into(),
    });
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
        slot: slot.notation().into(),
        kind: crate::models::art::armor(slot),
        anchor: anchor::slot(slot.notation()).into(),
        label: super::labels::pile(slot).into(),
        title: terms::armor_title(slot, lang()).into(),
        short: terms::armor_short(slot, lang()).into(),
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
        verse: verses::shown(slot.verse()).into(),
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
        // Every card of a pile is face up (AOG-2.2): its description names them all.
        words: cards_words(&pile.cards).into(),
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
        (tr!("{total} · Bust", total = total), PlayPreview::Bust)
    } else if total < target {
        (format!("{total}/{target}"), PlayPreview::Build)
    } else if s.may_claim(slot.category()) {
        (
            tr!("{total} · Exact: claim", total = total),
            PlayPreview::Exact,
        )
    } else if s.banked().is_none() {
        (
            tr!("{total} · Exact: banks", total = total),
            PlayPreview::Bank,
        )
    } else {
        (
            tr!("{total} · Exact: busts", total = total),
            PlayPreview::Bust,
        )
    }
}

fn prompt(s: &State, selected: Option<Card>) -> String {
    match s.step() {
        Step::Play => match selected {
            Some(card) => tr!("Tap a glowing pile to play {card}.", card = Arg::Card(card)),
            None => tr!("Your Response: tap a card, then a pile."),
        },
        Step::Discard => match selected {
            Some(card) => tr!(
                "Tap {card} again, or Discard, to let it go and keep two.",
                card = Arg::Card(card)
            ),
            None => tr!("Bearing the Weight: tap the card to discard; keep two."),
        },
        Step::Dart => tr!("Satan's Dart (softer): choose which top card it takes."),
        Step::Over => String::new(),
    }
}

/// The result sheet; a won daily deal recalls the verse of its day instead of the victory's verse, and a graded
/// deal says its grade and chance.
fn present_result(
    s: &State,
    daily: Option<standfirm_store::Date>,
    challenge: Option<standfirm_store::Challenge>,
    adapter: &AogAdapter,
) {
    let over = s.step() == Step::Over;
    adapter.set_over(over);
    if !over {
        return;
    }
    let claimed: Vec<&str> = s
        .claimed()
        .iter()
        .map(|&slot| terms::armor_short(slot, lang()))
        .collect();
    let summary = tr!(
        "Round {round} of {rounds} · {claimed} of 6 armor: {pieces} · Deal {deal}",
        round = s.round(),
        rounds = s.options().defense.rounds(),
        claimed = claimed.len(),
        pieces = if claimed.is_empty() {
            tr!("none")
        } else {
            claimed.join(", ")
        },
        deal = s.seed()
    );
    let (title, text, verse) = match s.status() {
        Status::Won => (
            tr!("Victory!"),
            format!(
                "{}\n{summary}",
                tr!("You stand clothed in the whole Armor of God.")
            ),
            verses::STAND,
        ),
        status => (
            tr!("The battle is lost"),
            format!(
                "{}\n{summary}",
                status
                    .reason_msg()
                    .map(|reason| say(&crate::tables::play::sentence(reason)))
                    .unwrap_or_default()
            ),
            verses::BE_STRONG,
        ),
    };
    let text = match &challenge {
        Some(c) => format!(
            "{text}\n{}",
            crate::words::grade::result_sentence(
                standfirm_engine::GameKind::ArmorOfGod,
                c,
                s.status() == Status::Won
            )
        ),
        None => text,
    };
    adapter.set_won(s.status() == Status::Won);
    adapter.set_result_title(title.into());
    adapter.set_result_text(text.into());
    let (recall, text, reference) = crate::words::verses::result_verse(verse, daily);
    adapter.set_result_recall(recall);
    adapter.set_result_verse(text.into());
    adapter.set_result_verse_ref(reference.into());
}

#[cfg(test)]
#[path = "present_tests.rs"]
mod tests;
