//! What the player may see (PIP-4.3, PIP-B3): the face-down piles and both decks show sizes only. This is
//! exactly what `standfirm-cli script` prints for PIP Armor.

use super::mapping::Piece;
use super::options::Options;
use super::state::{Phase, PieceState, Rating, State, Status, PREPARE_TURNS};
use crate::cards::{deck_36, Card};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// The six pieces by name. During the Prepare phase every piece is `{"state": "unprepared"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArmorView {
    /// Belt of Truth.
    pub belt: PieceState,
    /// Breastplate of Righteousness.
    pub breastplate: PieceState,
    /// Shoes of Readiness.
    pub shoes: PieceState,
    /// Shield of Faith.
    pub shield: PieceState,
    /// Helmet of Salvation.
    pub helmet: PieceState,
    /// Sword of the Spirit.
    pub sword: PieceState,
}

/// The status without its details, as the script output spells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StatusName {
    /// Still being played.
    InProgress,
    /// PIP-7.1.
    Won,
    /// PIP-7.2.
    Lost,
    /// PIP-7.3.
    PracticeComplete,
}

/// The player's view of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Always `pip-armor`.
    pub game: String,
    /// `in_progress`, `won`, `lost` or `practice_complete`.
    pub status: StatusName,
    /// `prepare`, `stand` or `over`.
    pub phase: Phase,
    /// Learning Mode (PIP-9) is on.
    pub learning: bool,
    /// The Prepare turn, 1–18, during the Prepare phase; else null.
    pub prepare_turn: Option<u8>,
    /// The two revealed cards during the Prepare phase, upper (pick 1) first; else empty.
    pub revealed: Vec<Card>,
    /// Cards left in the Prepare deck, the revealed pair included.
    pub deck_left: usize,
    /// The Armor pieces.
    pub armor: ArmorView,
    /// The Response cards in hand.
    pub hand: Vec<Card>,
    /// The revealed Threat, or null.
    pub threat: Option<Card>,
    /// The piece the revealed Threat would strike, redirect included (PIP-B17), or null.
    pub target: Option<Piece>,
    /// Threat deck cards not yet revealed.
    pub threats_left: usize,
    /// Response deck cards not yet drawn.
    pub responses_left: usize,
    /// Size of the face-down Armor pile (Prepare phase; 0 afterwards).
    pub armor_pile: usize,
    /// Size of the face-down Response pile (Prepare phase; 0 afterwards).
    pub response_pile: usize,
    /// Size of the face-down Threat pile (Prepare phase; 0 afterwards).
    pub threat_pile: usize,
    /// The discard pile, oldest first (public).
    pub discard: Vec<Card>,
    /// The Victory Rating after a victory (PIP-8.1, PIP-B12), else null.
    pub rating: Option<Rating>,
    /// Whole Armor Victory (PIP-8.2): only true after a victory.
    pub whole_armor: bool,
    /// The pips of all surviving pieces (PIP-8.1).
    pub pips_total: u8,
    /// Every legal action, in the notation.
    pub legal: Vec<String>,
}

impl State {
    /// The player's view: face-down pile contents and deck orders are hidden (PIP-4.3, PIP-B3).
    pub fn view(&self) -> View {
        let status = self.status();
        let (rating, whole_armor) = match status {
            Status::Won {
                rating,
                whole_armor,
            } => (Some(rating), whole_armor),
            _ => (None, false),
        };
        let (armor_pile, response_pile, threat_pile) = self.pile_sizes();
        let p = |piece: Piece| self.piece(piece);
        View {
            game: "pip-armor".to_string(),
            status: match status {
                Status::InProgress => StatusName::InProgress,
                Status::Won { .. } => StatusName::Won,
                Status::Lost => StatusName::Lost,
                Status::PracticeComplete => StatusName::PracticeComplete,
            },
            phase: self.phase(),
            learning: self.options().learning,
            prepare_turn: self.prepare_turn(),
            revealed: self.revealed().map(Vec::from).unwrap_or_default(),
            deck_left: self.prepare_deck_left(),
            armor: ArmorView {
                belt: p(Piece::Belt),
                breastplate: p(Piece::Breastplate),
                shoes: p(Piece::Shoes),
                shield: p(Piece::Shield),
                helmet: p(Piece::Helmet),
                sword: p(Piece::Sword),
            },
            hand: self.hand().to_vec(),
            threat: self.threat(),
            target: self.target(),
            threats_left: self.threats_left(),
            responses_left: self.responses_left(),
            armor_pile,
            response_pile,
            threat_pile,
            discard: self.discard().to_vec(),
            rating,
            whole_armor,
            pips_total: self.pips_total(),
            legal: self
                .legal_actions()
                .iter()
                .map(ToString::to_string)
                .collect(),
        }
    }
}

impl ArmorView {
    /// The six pieces by [`Piece::index`].
    fn pieces(&self) -> [PieceState; 6] {
        let mut out = [PieceState::Unprepared; 6];
        for (piece, state) in [
            (Piece::Belt, self.belt),
            (Piece::Breastplate, self.breastplate),
            (Piece::Shoes, self.shoes),
            (Piece::Shield, self.shield),
            (Piece::Helmet, self.helmet),
            (Piece::Sword, self.sword),
        ] {
            out[piece.index()] = state;
        }
        out
    }
}

impl View {
    /// A full state that shows exactly this view: every face-down card (the 36 less the revealed pair, the
    /// hand, the revealed Threat and the discard pile), sorted and then shuffled with `rng`, is dealt among the
    /// face-down places in the re-dealer's order ([`crate::Game::redeal`]: the Prepare deck below the pair, the
    /// Armor, Response and Threat piles, the Response and Threat decks), each keeping its size; the future
    /// shuffles take an opaque stream drawn from `rng`. It reads nothing but the view.
    pub fn world(&self, rng: &mut GameRng) -> State {
        let mut shown = [false; 52];
        let face_up = self
            .revealed
            .iter()
            .chain(&self.hand)
            .chain(&self.discard)
            .chain(&self.threat);
        for card in face_up {
            shown[card.index()] = true;
        }
        let mut pool: Vec<Card> = deck_36()
            .into_iter()
            .filter(|c| !shown[c.index()])
            .collect();
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let below = self.deck_left - self.revealed.len();
        let mut cards = pool.into_iter();
        let mut take = |n: usize| cards.by_ref().take(n).collect::<Vec<Card>>();
        let mut deck = take(below);
        // The pair is on top, the upper card (pick 1) last.
        deck.extend(self.revealed.iter().rev());
        let armor_pile = take(self.armor_pile);
        let response_pile = take(self.response_pile);
        let threat_pile = take(self.threat_pile);
        let response_deck = take(self.responses_left);
        let threat_deck = take(self.threats_left);
        State {
            options: Options {
                learning: self.learning,
            },
            rng: GameRng::from_key(rng.next_u64()),
            phase: self.phase,
            turns_done: self.prepare_turn.map_or(PREPARE_TURNS, |t| t - 1),
            deck,
            armor_pile,
            response_pile,
            threat_pile,
            armor: self.armor.pieces(),
            response_deck,
            threat_deck,
            hand: self.hand.clone(),
            threat: self.threat,
            discard: self.discard.clone(),
        }
    }
}
