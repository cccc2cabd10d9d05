//! What a seat may see (SH-B24): its own Truth cards, and of the others only counts; every deck order hidden.
//! Growth holdings, Trials and Assignments with permanents, taken Strongholds, scores and the Growth discard
//! are public. The referee view shows everything.

use super::colours::Colour;
use super::content::CardId;
use super::end::score;
use super::events::RoundKind;
use super::result::Status;
use super::state::{Phase, State, GROWTH_LIMIT, TRUTH_LIMIT};
use serde::{Deserialize, Serialize};

/// A decision awaited, and from which seat(s).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "awaiting", rename_all = "snake_case")]
pub enum Awaiting {
    /// Keep or discard the second Trial (SH-2.17).
    SecondTrial {
        /// The deciding seat.
        seat: u8,
        /// The Trial drawn.
        trial: CardId,
    },
    /// The active player's main phase.
    Main {
        /// The active seat.
        seat: u8,
    },
    /// Any of `seats` may slap the card in `slot`, or the table passes.
    SlapWindow {
        /// The slot.
        slot: u8,
        /// The non-active seats.
        seats: Vec<u8>,
    },
    /// Discard `count` more Growth cards.
    DiscardGrowth {
        /// The active seat.
        seat: u8,
        /// Cards over the limit.
        count: u8,
    },
    /// Return `count` more Truth cards.
    ReturnTruth {
        /// The active seat.
        seat: u8,
        /// Cards over the limit.
        count: u8,
    },
    /// Nothing: the game is over.
    Nothing,
}

/// A Trial or Assignment as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskView {
    /// The card.
    pub card: CardId,
    /// Overcome or fulfilled.
    pub done: bool,
    /// The permanent card on it.
    pub permanent: Option<CardId>,
    /// The permanent's colour.
    pub colour: Option<Colour>,
    /// Whether the permanent was used during the current turn (SH-2.15).
    pub used: bool,
    /// Whether the permanent can pay a Truth cost right now.
    pub usable: bool,
}

/// One seat as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: u8,
    /// The Growth holding (public).
    pub holding: Vec<CardId>,
    /// Number of Truth cards in hand.
    pub truth_count: u8,
    /// The Truth cards: only for the viewer's own seat and the referee.
    pub truths: Option<Vec<CardId>>,
    /// Trials and Assignments.
    pub tasks: Vec<TaskView>,
    /// Strongholds taken.
    pub taken: Vec<CardId>,
    /// Current points.
    pub score: u32,
}

/// A seat's (or the referee's) view of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The viewing seat; `None` for the referee and for the public view.
    pub viewer: Option<u8>,
    /// In progress or finished.
    pub status: Status,
    /// The round.
    pub round: u32,
    /// Growth or Truth round.
    pub round_kind: RoundKind,
    /// The active seat.
    pub active: u8,
    /// What is awaited.
    pub awaiting: Awaiting,
    /// The face-up Strongholds by slot.
    pub slots: Vec<Option<CardId>>,
    /// Cards in the Growth deck.
    pub growth_deck: u8,
    /// Cards in the Truth deck.
    pub truth_deck: u8,
    /// Cards in the Stronghold deck.
    pub stronghold_deck: u8,
    /// The Growth discard pile (public).
    pub growth_discard: Vec<CardId>,
    /// The cards put at the bottom of the Truth deck during play, top to bottom, as the viewer knows them:
    /// played Truth cards for everyone (SH-2.5), a returned one for its returner (SH-2.6), `None` where unknown.
    #[serde(default)]
    pub truth_bottom: Vec<Option<CardId>>,
    /// The seats.
    pub players: Vec<PlayerView>,
    /// Referee only: the deck orders, top first (growth, truth, stronghold).
    pub decks: Option<[Vec<CardId>; 3]>,
}

impl State {
    /// The decision awaited and from whom.
    pub fn awaiting(&self) -> Awaiting {
        let p = self.player(self.active);
        match &self.phase {
            &Phase::SecondTrial { seat, trial } => Awaiting::SecondTrial { seat, trial },
            Phase::Main => Awaiting::Main { seat: self.active },
            &Phase::SlapWindow { slot } => Awaiting::SlapWindow {
                slot,
                seats: (0..self.options.players)
                    .filter(|&s| s != self.active)
                    .collect(),
            },
            Phase::DiscardGrowth => Awaiting::DiscardGrowth {
                seat: self.active,
                count: (p.holding.len() - GROWTH_LIMIT) as u8,
            },
            Phase::ReturnTruth => Awaiting::ReturnTruth {
                seat: self.active,
                count: (p.truths.len() - TRUTH_LIMIT) as u8,
            },
            Phase::Finished(_) => Awaiting::Nothing,
        }
    }

    /// In progress, or finished with scores, winners and tie-break (SH-6).
    pub fn status(&self) -> Status {
        match &self.phase {
            Phase::Finished(outcome) => Status::Finished(outcome.clone()),
            _ => Status::InProgress,
        }
    }

    /// Whether the game has ended (SH-5.10, SH-6).
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Finished(_))
    }

    /// What `seat` may see (SH-B24).
    pub fn view(&self, seat: u8) -> View {
        self.make_view(Some(seat))
    }

    /// Everything, for a referee or a script transcript.
    pub fn referee_view(&self) -> View {
        self.make_view(None)
    }

    /// What the whole table may see (SH-B24): no seat's Truth cards (counts only) and no deck order. The app's
    /// public screens (hand-offs, bot turns, the slap window, the end) are built from this view.
    pub fn public_view(&self) -> View {
        let mut view = self.make_view(None);
        view.decks = None;
        // A viewer at no seat: it knows the played Truth cards (SH-2.5) and no seat's return (SH-2.6).
        view.truth_bottom = self.truth_bottom_seen(Some(u8::MAX));
        for p in &mut view.players {
            p.truths = None;
        }
        view
    }

    fn make_view(&self, viewer: Option<u8>) -> View {
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerView {
                seat: i as u8,
                holding: p.holding.clone(),
                truth_count: p.truths.len() as u8,
                truths: viewer
                    .is_none_or(|v| usize::from(v) == i)
                    .then(|| p.truths.clone()),
                tasks: p
                    .tasks
                    .iter()
                    .map(|t| TaskView {
                        card: t.card,
                        done: t.done.is_some(),
                        permanent: t.done.map(|d| d.card),
                        colour: t.done.map(|d| d.colour),
                        used: t.done.is_some_and(|d| d.used),
                        usable: t.done.is_some_and(|d| self.permanent_usable(&d)),
                    })
                    .collect(),
                taken: p.taken.clone(),
                score: score(p),
            })
            .collect();
        let deck = |d: &std::collections::VecDeque<CardId>| d.iter().copied().collect::<Vec<_>>();
        View {
            viewer,
            status: self.status(),
            round: self.round,
            round_kind: self.round_kind(),
            active: self.active,
            awaiting: self.awaiting(),
            slots: self.slots.to_vec(),
            growth_deck: self.growth_deck.len() as u8,
            truth_deck: self.truth_deck.len() as u8,
            stronghold_deck: self.stronghold_deck.len() as u8,
            growth_discard: self.growth_discard.clone(),
            truth_bottom: self.truth_bottom_seen(viewer),
            players,
            decks: viewer.is_none().then(|| {
                [
                    deck(&self.growth_deck),
                    deck(&self.truth_deck),
                    deck(&self.stronghold_deck),
                ]
            }),
        }
    }
}
