//! The game state, its constructors (seeded or from an explicit deck) and read-only queries.
//!
//! Every pile and deck is a `Vec<Card>` used as a stack: the **last** element is the top card.

use super::mapping::Piece;
use super::options::Options;
use crate::cards::{check_permutation, deck_36, Card};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Number of Prepare turns (PIP-4.2, PIP-B4).
pub const PREPARE_TURNS: u8 = 18;
/// The hand size the Stand phase refills to (PIP-6.1).
pub const HAND_SIZE: usize = 4;

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Phase 1 (PIP-4): 18 turns of choosing one of two revealed cards.
    Prepare,
    /// Phase 3 (PIP-6): a Threat is revealed and awaits a Response or a pass.
    Stand,
    /// The battle has ended (PIP-7).
    Over,
}

/// The state of one Armor piece (its die).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum PieceState {
    /// The Prepare phase is not over: the Armor pile has not been put on yet (PIP-5.1).
    Unprepared,
    /// Equipped with this card and a die showing `pips` (PIP-5.2, PIP-5.4).
    Equipped {
        /// The equipped card (since PIP-5.5 it also circulates as a Response card, PIP-B7).
        card: Card,
        /// The die's value, 1 to the piece's cap.
        pips: u8,
    },
    /// No card was prepared for the piece (PIP-5.3).
    Missing,
    /// The piece reached 0 pips (PIP-6.4).
    Destroyed {
        /// The card it had been equipped with.
        card: Card,
    },
}

impl PieceState {
    /// The current pips: 0 unless equipped.
    pub fn pips(self) -> u8 {
        match self {
            PieceState::Equipped { pips, .. } => pips,
            _ => 0,
        }
    }
}

/// The Victory Rating (PIP-8.1), shown only after a victory (PIP-B12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rating {
    /// 1–5 pips.
    #[serde(rename = "Barely Standing")]
    BarelyStanding,
    /// 6–10 pips.
    #[serde(rename = "Standing Firm")]
    StandingFirm,
    /// 11–15 pips.
    #[serde(rename = "Strong in the Lord")]
    StrongInTheLord,
    /// 16–21 pips.
    #[serde(rename = "Unshaken")]
    Unshaken,
}

impl Rating {
    /// All ratings, lowest first.
    pub const ALL: [Rating; 4] = [
        Rating::BarelyStanding,
        Rating::StandingFirm,
        Rating::StrongInTheLord,
        Rating::Unshaken,
    ];

    /// The rating for a total of surviving pips (PIP-8.1).
    pub fn from_pips(total: u8) -> Rating {
        match total {
            0..=5 => Rating::BarelyStanding,
            6..=10 => Rating::StandingFirm,
            11..=15 => Rating::StrongInTheLord,
            _ => Rating::Unshaken,
        }
    }

    /// The display name: "Strong in the Lord".
    pub fn name(self) -> &'static str {
        match self {
            Rating::BarelyStanding => "Barely Standing",
            Rating::StandingFirm => "Standing Firm",
            Rating::StrongInTheLord => "Strong in the Lord",
            Rating::Unshaken => "Unshaken",
        }
    }
}

/// How the game stands (PIP-7, PIP-8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// Still being played.
    InProgress,
    /// PIP-7.1: every Threat resolved with the Breastplate standing.
    Won {
        /// PIP-8.1.
        rating: Rating,
        /// PIP-8.2, PIP-B13: all six pieces equipped and none destroyed.
        whole_armor: bool,
    },
    /// PIP-7.2: the Breastplate reached 0 pips.
    Lost,
    /// PIP-7.3, PIP-B9: played to the end without a Breastplate (`CompletedNoVictory`).
    PracticeComplete,
}

/// A game of PIP Armor: everything, including what the player may not review (use [`State::view`] for that).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub(super) options: Options,
    pub(super) rng: GameRng,
    pub(super) phase: Phase,
    /// Prepare turns completed, 0–18.
    pub(super) turns_done: u8,
    /// The Prepare deck; its top two cards are the revealed pair.
    pub(super) deck: Vec<Card>,
    pub(super) armor_pile: Vec<Card>,
    pub(super) response_pile: Vec<Card>,
    pub(super) threat_pile: Vec<Card>,
    /// Indexed by [`Piece::index`].
    pub(super) armor: [PieceState; 6],
    pub(super) response_deck: Vec<Card>,
    pub(super) threat_deck: Vec<Card>,
    pub(super) hand: Vec<Card>,
    /// The revealed Threat awaiting a Response (PIP-6.2).
    pub(super) threat: Option<Card>,
    /// One discard pile, never reshuffled (PIP-6.5).
    pub(super) discard: Vec<Card>,
}

impl State {
    /// A new game: the 36 cards from canonical order, seeded shuffle #1 (PIP-4.1). The shuffled list is read
    /// top card first.
    pub fn new(options: Options, seed: u64) -> State {
        let mut rng = GameRng::new(seed);
        let mut deck = deck_36();
        rng.shuffle(&mut deck);
        deck.reverse();
        State::with_stack(options, rng, deck)
    }

    /// A new game from an explicit deck, top card first. It replaces shuffle #1 only: the seed's stream is
    /// advanced past shuffle #1 as if it had been made, and shuffles #2 (Response) and #3 (Threat) follow in
    /// that order (PIP-5.6, PIP-B8). So `from_deck` with the deck that `new` dealt for a seed is the same game.
    pub fn from_deck(
        options: Options,
        seed: u64,
        deck_top_first: Vec<Card>,
    ) -> Result<State, String> {
        check_permutation(&deck_top_first, &deck_36())?;
        let mut rng = GameRng::new(seed);
        rng.shuffle(&mut deck_36());
        let mut deck = deck_top_first;
        deck.reverse();
        Ok(State::with_stack(options, rng, deck))
    }

    fn with_stack(options: Options, rng: GameRng, deck: Vec<Card>) -> State {
        State {
            options,
            rng,
            phase: Phase::Prepare,
            turns_done: 0,
            deck,
            armor_pile: Vec::with_capacity(18),
            response_pile: Vec::with_capacity(24),
            threat_pile: Vec::with_capacity(24),
            armor: [PieceState::Unprepared; 6],
            response_deck: Vec::new(),
            threat_deck: Vec::new(),
            hand: Vec::with_capacity(HAND_SIZE),
            threat: None,
            discard: Vec::with_capacity(36),
        }
    }

    /// The options this game is played with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The seed of the game's random stream.
    pub fn seed(&self) -> u64 {
        self.rng.seed()
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current Prepare turn, 1–18, during the Prepare phase.
    pub fn prepare_turn(&self) -> Option<u8> {
        (self.phase == Phase::Prepare).then_some(self.turns_done + 1)
    }

    /// The two revealed cards during the Prepare phase: `[upper (pick 1), lower (pick 2)]` (PIP-4.2).
    pub fn revealed(&self) -> Option<[Card; 2]> {
        match (self.phase, self.deck.as_slice()) {
            (Phase::Prepare, [.., lower, upper]) => Some([*upper, *lower]),
            _ => None,
        }
    }

    /// The state of one Armor piece.
    pub fn piece(&self, piece: Piece) -> PieceState {
        self.armor[piece.index()]
    }

    /// The hand of Response cards, in the order drawn.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// The revealed Threat, during the Stand phase.
    pub fn threat(&self) -> Option<Card> {
        self.threat
    }

    /// The piece the revealed Threat would strike, redirect included (PIP-6.4 steps 1–2, PIP-B17). It is the
    /// Breastplate even when that is missing, in which case the hit would have no effect (PIP-B9).
    pub fn target(&self) -> Option<Piece> {
        self.threat.map(|t| self.target_of(Piece::of(t)))
    }

    pub(super) fn target_of(&self, aimed: Piece) -> Piece {
        match self.armor[aimed.index()] {
            PieceState::Equipped { .. } => aimed,
            _ => Piece::Breastplate,
        }
    }

    /// Threat deck cards not yet revealed.
    pub fn threats_left(&self) -> usize {
        self.threat_deck.len()
    }

    /// Response deck cards not yet drawn.
    pub fn responses_left(&self) -> usize {
        self.response_deck.len()
    }

    /// Cards left in the Prepare deck, the revealed pair included.
    pub fn prepare_deck_left(&self) -> usize {
        self.deck.len()
    }

    /// Sizes of the face-down Armor, Response and Threat piles (PIP-4.3: sizes only, never contents).
    pub fn pile_sizes(&self) -> (usize, usize, usize) {
        (
            self.armor_pile.len(),
            self.response_pile.len(),
            self.threat_pile.len(),
        )
    }

    /// The discard pile, oldest first (public: the cards were played face up).
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// The sum of the pips of all surviving pieces (PIP-8.1).
    pub fn pips_total(&self) -> u8 {
        self.armor.iter().map(|s| s.pips()).sum()
    }

    /// PIP-8.2, PIP-B13: all six pieces equipped and none destroyed.
    pub fn whole_armor(&self) -> bool {
        self.armor
            .iter()
            .all(|s| matches!(s, PieceState::Equipped { .. }))
    }

    /// How the game stands (PIP-7, PIP-8).
    pub fn status(&self) -> Status {
        if self.phase != Phase::Over {
            return Status::InProgress;
        }
        match self.armor[Piece::Breastplate.index()] {
            PieceState::Equipped { .. } => Status::Won {
                rating: Rating::from_pips(self.pips_total()),
                whole_armor: self.whole_armor(),
            },
            PieceState::Missing => Status::PracticeComplete,
            PieceState::Destroyed { .. } | PieceState::Unprepared => Status::Lost,
        }
    }

    /// Whether the battle has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Every card in every zone (Prepare deck, the three piles, both decks, hand, revealed Threat, discard),
    /// for conservation checks: always the 36 cards, each once. Equipped pieces are dice, not a zone (PIP-B7).
    pub fn cards_in_zones(&self) -> Vec<Card> {
        let mut all = Vec::with_capacity(36);
        for zone in [
            &self.deck,
            &self.armor_pile,
            &self.response_pile,
            &self.threat_pile,
            &self.response_deck,
            &self.threat_deck,
            &self.hand,
            &self.discard,
        ] {
            all.extend_from_slice(zone);
        }
        all.extend(self.threat);
        all
    }
}
