//! What happened ([`Event`]), told in the rule sheet's words by [`Event::msg`] (in English by
//! [`Event::describe`]). Events never name a Truth card that is still hidden (SH-2.4): drawing and returning one
//! only says that it happened.

use super::colours::Colour;
use super::content::CardId;
use super::result::EndReason;
use crate::words::{and_list, Arg, Msg, Named, ToMsg};
use crate::{msg, msg_plural};
use serde::{Deserialize, Serialize};

/// The kind of a round (SH-5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundKind {
    /// Rounds 1, 2, 4, 5, …: 3 Growth cards each.
    Growth,
    /// Rounds 3, 6, …: 1 Truth card each.
    Truth,
}

impl RoundKind {
    /// The kind of round `round` (from 1): Truth when `round % 3 == 0` (SH-5.1).
    pub fn of(round: u32) -> RoundKind {
        if round % 3 == 0 {
            RoundKind::Truth
        } else {
            RoundKind::Growth
        }
    }
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A turn began (SH-5.2).
    TurnStarted {
        seat: u8,
        round: u32,
        kind: RoundKind,
    },
    /// An Anointing or Mentor card joined a holding.
    GrowthDrawn { seat: u8, card: CardId },
    /// A Trial was drawn and placed in front, Unconquered (SH-2.12).
    TrialPlaced { seat: u8, card: CardId },
    /// An Assignment was drawn and placed in front, Unfulfilled (SH-2.12).
    AssignmentPlaced { seat: u8, card: CardId },
    /// A second Trial was drawn: keep or discard (SH-2.17).
    SecondTrialDrawn { seat: u8, card: CardId },
    /// The second Trial was discarded; a replacement follows (SH-B14).
    TrialDiscarded { seat: u8, card: CardId },
    /// The Growth discard was shuffled into a new deck (SH-2.11).
    GrowthReshuffled { cards: u8 },
    /// Growth deck and discard are both empty: the draw stops short (SH-B16).
    GrowthExhausted { seat: u8 },
    /// A Truth card was drawn (which one stays hidden).
    TruthDrawn { seat: u8 },
    /// The Truth deck is empty: 3 Growth cards instead (SH-2.7).
    TruthDeckEmpty { seat: u8 },
    /// A Trial was overcome; `colour` is now a permanent anointing (SH-2.14).
    TrialOvercome {
        seat: u8,
        trial: CardId,
        colour: Colour,
    },
    /// An Assignment was fulfilled; `colour` is now a permanent anointing (SH-2.14).
    AssignmentFulfilled {
        seat: u8,
        assignment: CardId,
        colour: Colour,
    },
    /// A Stronghold was defeated (SH-2.5), on the active turn or by a slap (SH-5.7).
    StrongholdDefeated {
        seat: u8,
        stronghold: CardId,
        truth: CardId,
        slap: bool,
    },
    /// A replacement Stronghold was revealed; the slap window opens (SH-5.7, SH-5.9).
    StrongholdRevealed { slot: u8, card: CardId },
    /// The table passed; the active player resumes (SH-5.7).
    SlapWindowClosed { slot: u8 },
    /// A Growth card was discarded down to 7 (SH-2.10).
    GrowthDiscarded { seat: u8, card: CardId },
    /// A Truth card went back to the bottom of the deck (SH-2.6); which one stays hidden.
    TruthReturned { seat: u8 },
    /// A turn ended (SH-5.4).
    TurnEnded { seat: u8 },
    /// The game ended (SH-5.10, SH-6).
    GameOver {
        reason: EndReason,
        winners: Vec<u8>,
        scores: Vec<u32>,
    },
}

/// Every reference [`Event::verse`] can return apart from the references printed on the cards (content).
pub const REFERENCES: &[&str] = &["John 8:32"];

impl Event {
    /// A verse to show with the event: the reference printed on the card involved, if any.
    pub fn verse(&self) -> Option<&'static str> {
        let card = match self {
            Event::StrongholdDefeated { truth: card, .. }
            | Event::TrialOvercome { trial: card, .. }
            | Event::AssignmentFulfilled {
                assignment: card, ..
            }
            | Event::TrialPlaced { card, .. }
            | Event::AssignmentPlaced { card, .. }
            | Event::SecondTrialDrawn { card, .. }
            | Event::GrowthDrawn { card, .. } => *card,
            Event::GameOver { .. } => return Some("John 8:32"),
            _ => return None,
        };
        card.card().reference.as_deref()
    }

    /// Whether the event shows a card that was hidden before (a draw, a reveal, a reshuffle): undo stops here.
    pub fn reveals_hidden_card(&self) -> bool {
        matches!(
            self,
            Event::GrowthDrawn { .. }
                | Event::TrialPlaced { .. }
                | Event::AssignmentPlaced { .. }
                | Event::SecondTrialDrawn { .. }
                | Event::GrowthReshuffled { .. }
                | Event::TruthDrawn { .. }
                | Event::StrongholdRevealed { .. }
        )
    }

    /// The event in words (English), with players called "Player 1", "Player 2", ….
    pub fn describe(&self) -> String {
        let names: Vec<String> = (1..=6).map(|n| format!("Player {n}")).collect();
        self.describe_with(&names)
    }

    /// The seat the event is about, if it is about one.
    pub fn seat(&self) -> Option<u8> {
        match self {
            Event::TurnStarted { seat, .. }
            | Event::GrowthDrawn { seat, .. }
            | Event::TrialPlaced { seat, .. }
            | Event::AssignmentPlaced { seat, .. }
            | Event::SecondTrialDrawn { seat, .. }
            | Event::TrialDiscarded { seat, .. }
            | Event::GrowthExhausted { seat }
            | Event::TruthDrawn { seat }
            | Event::TruthDeckEmpty { seat }
            | Event::TrialOvercome { seat, .. }
            | Event::AssignmentFulfilled { seat, .. }
            | Event::StrongholdDefeated { seat, .. }
            | Event::GrowthDiscarded { seat, .. }
            | Event::TruthReturned { seat }
            | Event::TurnEnded { seat } => Some(*seat),
            Event::GrowthReshuffled { .. }
            | Event::StrongholdRevealed { .. }
            | Event::SlapWindowClosed { .. }
            | Event::GameOver { .. } => None,
        }
    }

    /// The event in words (English), with the players' names by seat: [`Event::msg`] said with `names`.
    pub fn describe_with(&self, names: &[String]) -> String {
        self.msg().render(&Named(names))
    }

    /// The event as a sentence for a person, in any language (`crate::words`), its seats as [`Arg::Seat`] (a
    /// reader names them). A sentence without its full stop: a log that ends its lines with one adds it
    /// ([`Msg::full_stop`]).
    pub fn msg(&self) -> Msg {
        let who = |seat: &u8| Arg::Seat(*seat);
        match self {
            Event::TurnStarted {
                seat,
                round,
                kind: RoundKind::Growth,
            } => msg!(
                "Round {round} (a Growth round): {who}'s turn",
                round = *round,
                who = who(seat)
            ),
            Event::TurnStarted {
                seat,
                round,
                kind: RoundKind::Truth,
            } => msg!(
                "Round {round} (a Truth round): {who}'s turn",
                round = *round,
                who = who(seat)
            ),
            Event::GrowthDrawn { seat, card } => msg!(
                "{who} draws {card}",
                who = who(seat),
                card = Arg::Title(*card)
            ),
            Event::TrialPlaced { seat, card } => msg!(
                "{who} draws the Trial {card}",
                who = who(seat),
                card = Arg::Title(*card)
            ),
            Event::AssignmentPlaced { seat, card } => msg!(
                "{who} draws the Assignment {card}",
                who = who(seat),
                card = Arg::Title(*card)
            ),
            Event::SecondTrialDrawn { seat, card } => msg!(
                "{who} draws a second Trial, {card}: keep it or discard it",
                who = who(seat),
                card = Arg::Title(*card)
            ),
            Event::TrialDiscarded { seat, card } => msg!(
                "{who} discards the Trial {card} and draws another Growth card",
                who = who(seat),
                card = Arg::Title(*card)
            ),
            Event::GrowthReshuffled { cards } => msg_plural!(
                "The Growth discard pile ({n} card) is shuffled into a new Growth deck",
                "The Growth discard pile ({n} cards) is shuffled into a new Growth deck",
                *cards,
                n = *cards
            ),
            Event::GrowthExhausted { seat } => {
                msg!("No Growth cards are left for {who}", who = who(seat))
            }
            Event::TruthDrawn { seat } => msg!("{who} draws a Truth card", who = who(seat)),
            Event::TruthDeckEmpty { seat } => msg!(
                "The Truth deck is empty: {who} draws 3 Growth cards instead",
                who = who(seat)
            ),
            Event::TrialOvercome {
                seat,
                trial,
                colour,
            } => msg!(
                "{who} overcomes the Trial {card}; {colour} becomes a permanent anointing",
                who = who(seat),
                card = Arg::Title(*trial),
                colour = Arg::Colour(*colour)
            ),
            Event::AssignmentFulfilled {
                seat,
                assignment,
                colour,
            } => msg!(
                "{who} fulfils the Assignment {card}; {colour} becomes a permanent anointing",
                who = who(seat),
                card = Arg::Title(*assignment),
                colour = Arg::Colour(*colour)
            ),
            Event::StrongholdDefeated {
                seat,
                stronghold,
                truth,
                slap: false,
            } => msg!(
                "{who} defeats {stronghold} with {truth}",
                who = who(seat),
                stronghold = Arg::Title(*stronghold),
                truth = Arg::Title(*truth)
            ),
            Event::StrongholdDefeated {
                seat,
                stronghold,
                truth,
                slap: true,
            } => msg!(
                "{who} slaps and defeats {stronghold} with {truth}",
                who = who(seat),
                stronghold = Arg::Title(*stronghold),
                truth = Arg::Title(*truth)
            ),
            Event::StrongholdRevealed { card, .. } => msg!(
                "{card} is revealed: the slap window opens",
                card = Arg::Title(*card)
            ),
            Event::SlapWindowClosed { .. } => msg!("No one slaps: the slap window closes"),
            Event::GrowthDiscarded { seat, card } => msg!(
                "{who} discards {card}",
                who = who(seat),
                card = Arg::Title(*card)
            ),
            Event::TruthReturned { seat } => msg!(
                "{who} returns a Truth card to the bottom of the Truth deck",
                who = who(seat)
            ),
            Event::TurnEnded { seat } => msg!("{who} is finished", who = who(seat)),
            // A score is 5 or 7 a Stronghold and 2 a Trial or Assignment (SH-6.1): never 1 point.
            Event::GameOver {
                reason,
                winners,
                scores,
            } => {
                let score = winners
                    .first()
                    .and_then(|&w| scores.get(usize::from(w)).copied())
                    .unwrap_or(0);
                if let [winner] = winners[..] {
                    msg!(
                        "Game over ({why}): {who} wins with {score} points",
                        why = reason.msg(),
                        who = Arg::Seat(winner),
                        score = score
                    )
                } else {
                    msg!(
                        "Game over ({why}): {winners} share the win with {score} points",
                        why = reason.msg(),
                        winners = and_list(winners.iter().map(|&w| Arg::Seat(w)).collect()),
                        score = score
                    )
                }
            }
        }
    }
}

impl ToMsg for Event {
    fn msg(&self) -> Msg {
        Event::msg(self)
    }
}
