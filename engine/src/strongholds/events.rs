//! What happened ([`Event`]), told in the rule sheet's words by [`Event::describe`]. Events never name a Truth
//! card that is still hidden (SH-2.4): drawing and returning one only says that it happened.

use super::colours::Colour;
use super::content::CardId;
use super::end::EndReason;
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

fn title(card: CardId) -> &'static str {
    &card.card().title
}

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

    /// The event in words, with players called "Player 1", "Player 2", ….
    pub fn describe(&self) -> String {
        let names: Vec<String> = (1..=6).map(|n| format!("Player {n}")).collect();
        self.describe_with(&names)
    }

    /// The event in words, with the players' names by seat.
    pub fn describe_with(&self, names: &[String]) -> String {
        let who = |seat: &u8| {
            names
                .get(usize::from(*seat))
                .cloned()
                .unwrap_or_else(|| format!("Seat {seat}"))
        };
        match self {
            Event::TurnStarted { seat, round, kind } => {
                let k = if *kind == RoundKind::Growth {
                    "a Growth round"
                } else {
                    "a Truth round"
                };
                format!("Round {round} ({k}): {}'s turn", who(seat))
            }
            Event::GrowthDrawn { seat, card } => format!("{} draws {}", who(seat), title(*card)),
            Event::TrialPlaced { seat, card } => {
                format!("{} draws the Trial {}", who(seat), title(*card))
            }
            Event::AssignmentPlaced { seat, card } => {
                format!("{} draws the Assignment {}", who(seat), title(*card))
            }
            Event::SecondTrialDrawn { seat, card } => {
                format!(
                    "{} draws a second Trial, {}: keep it or discard it",
                    who(seat),
                    title(*card)
                )
            }
            Event::TrialDiscarded { seat, card } => {
                format!(
                    "{} discards the Trial {} and draws another Growth card",
                    who(seat),
                    title(*card)
                )
            }
            Event::GrowthReshuffled { cards } => {
                format!(
                    "The Growth discard pile ({cards} cards) is shuffled into a new Growth deck"
                )
            }
            Event::GrowthExhausted { seat } => {
                format!("No Growth cards are left for {}", who(seat))
            }
            Event::TruthDrawn { seat } => format!("{} draws a Truth card", who(seat)),
            Event::TruthDeckEmpty { seat } => {
                format!(
                    "The Truth deck is empty: {} draws 3 Growth cards instead",
                    who(seat)
                )
            }
            Event::TrialOvercome {
                seat,
                trial,
                colour,
            } => format!(
                "{} overcomes the Trial {}; {} becomes a permanent anointing",
                who(seat),
                title(*trial),
                colour.name()
            ),
            Event::AssignmentFulfilled {
                seat,
                assignment,
                colour,
            } => format!(
                "{} fulfils the Assignment {}; {} becomes a permanent anointing",
                who(seat),
                title(*assignment),
                colour.name()
            ),
            Event::StrongholdDefeated {
                seat,
                stronghold,
                truth,
                slap,
            } => format!(
                "{} {}defeats {} with {}",
                who(seat),
                if *slap { "slaps and " } else { "" },
                title(*stronghold),
                title(*truth)
            ),
            Event::StrongholdRevealed { card, .. } => {
                format!("{} is revealed: the slap window opens", title(*card))
            }
            Event::SlapWindowClosed { .. } => "No one slaps: the slap window closes".to_string(),
            Event::GrowthDiscarded { seat, card } => {
                format!("{} discards {}", who(seat), title(*card))
            }
            Event::TruthReturned { seat } => {
                format!(
                    "{} returns a Truth card to the bottom of the Truth deck",
                    who(seat)
                )
            }
            Event::TurnEnded { seat } => format!("{} is finished", who(seat)),
            Event::GameOver {
                reason,
                winners,
                scores,
            } => {
                let list: Vec<String> = winners.iter().map(who).collect();
                let score = winners
                    .first()
                    .map(|&w| scores[usize::from(w)])
                    .unwrap_or(0);
                let why = match reason {
                    EndReason::AllDefeated => "every Stronghold is defeated",
                    EndReason::Agreement => "the players agree to end the game",
                    EndReason::RoundCap => "the round cap is reached",
                };
                if list.len() == 1 {
                    format!("Game over ({why}): {} wins with {score} points", list[0])
                } else {
                    format!(
                        "Game over ({why}): {} share the win with {score} points",
                        list.join(" and ")
                    )
                }
            }
        }
    }
}
