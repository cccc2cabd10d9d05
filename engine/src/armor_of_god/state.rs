//! The state of one game, its constructors, and a builder for injecting positions (tests, tutorials).

use super::options::Options;
use super::slots::{Category, Slot};
use crate::cards::{check_permutation, deck_52, Card};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// The state of one Armor slot (AOG-2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SlotState {
    /// Unclaimed and not banked; may receive cards (its pile may be empty).
    #[default]
    Active,
    /// Exact but blocked by the Category Restriction: frozen, tapped (AOG-6.1).
    Banked,
    /// The piece is worn; its cards are out of the game (AOG-5.4).
    Claimed,
}

/// One slot: its state and its pile, bottom card first. A Claimed slot keeps its claimed cards here.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SlotPile {
    /// Active, Banked or Claimed.
    pub state: SlotState,
    /// The pile, bottom first; the last card is the top card (AOG-7.1).
    pub cards: Vec<Card>,
}

/// The decision the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Step {
    /// Step 4: play a card.
    Play,
    /// Step 5: discard one card.
    Discard,
    /// Softer Dart: choose the line.
    Dart,
    /// The game has ended.
    Over,
}

/// The result of the game so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// Still being played.
    InProgress,
    /// All six pieces claimed (AOG-10.1).
    Won,
    /// A Defense Check failed (AOG-10.2).
    Lost {
        /// The round whose check failed.
        round: u8,
        /// Armor needed.
        needed: u8,
        /// Armor claimed.
        claimed: u8,
    },
}

impl Status {
    /// Why the game was lost, in words (English); `None` unless lost.
    pub fn reason(&self) -> Option<String> {
        self.reason_msg().map(|m| m.to_string())
    }

    /// Why the game was lost, as a sentence in any language (`crate::words`); `None` unless lost.
    pub fn reason_msg(&self) -> Option<crate::words::Msg> {
        match *self {
            Status::Lost { round, needed, claimed } => Some(crate::msg_plural!(
                "the Defense Check at the end of round {round} needed {needed} armor and you had claimed {claimed}",
                "the Defense Check at the end of round {round} needed {needed} armor and you had claimed {claimed}",
                needed,
                round = round,
                needed = needed,
                claimed = claimed
            )),
            _ => None,
        }
    }
}

/// A whole game of Armor of God: Solo. Serialisable: a saved game resumes exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub(super) options: Options,
    pub(super) rng: GameRng,
    pub(super) round: u8,
    pub(super) turn: u32,
    /// The deck; the last card is the top.
    pub(super) deck: Vec<Card>,
    pub(super) hand: Vec<Card>,
    /// The discard pile; the last card is the top.
    pub(super) discard: Vec<Card>,
    pub(super) slots: [SlotPile; 6],
    pub(super) claim_order: Vec<Slot>,
    pub(super) step: Step,
    pub(super) dart_active: bool,
    pub(super) claims_from_play: u8,
    pub(super) status: Status,
}

impl State {
    /// A new game: one seeded shuffle of the 52 cards (AOG-3.1), then the first turn up to Step 4.
    pub fn new(options: Options, seed: u64) -> State {
        let mut rng = GameRng::new(seed);
        let mut deck = deck_52();
        rng.shuffle(&mut deck);
        State::start(options, rng, deck, &mut Vec::new())
    }

    /// A new game from an explicit deck order, top card first, replacing the first shuffle only; later
    /// reshuffles use `seed`. Fails unless `deck` is exactly the 52 cards.
    ///
    /// The seed's stream is advanced past the first shuffle as if it had been made, so a script that gives the
    /// seed's own deal as its deck plays exactly like the seed alone (the same convention as PIP Armor).
    pub fn from_deck(options: Options, seed: u64, deck: Vec<Card>) -> Result<State, String> {
        check_permutation(&deck, &deck_52())?;
        let mut rng = GameRng::new(seed);
        rng.shuffle(&mut deck_52());
        Ok(State::start(options, rng, deck, &mut Vec::new()))
    }

    /// Like [`State::new`], also returning the events of the first turn's start (the first draw).
    pub fn new_with_events(options: Options, seed: u64) -> (State, Vec<super::Event>) {
        let mut rng = GameRng::new(seed);
        let mut deck = deck_52();
        rng.shuffle(&mut deck);
        let mut events = Vec::new();
        let state = State::start(options, rng, deck, &mut events);
        (state, events)
    }

    fn start(
        options: Options,
        rng: GameRng,
        mut deck_top_first: Vec<Card>,
        events: &mut Vec<super::Event>,
    ) -> State {
        deck_top_first.reverse();
        let mut state = State {
            options,
            rng,
            round: 1,
            turn: 0,
            deck: deck_top_first,
            hand: Vec::with_capacity(4),
            discard: Vec::with_capacity(52),
            slots: Default::default(),
            claim_order: Vec::with_capacity(6),
            step: Step::Play,
            dart_active: false,
            claims_from_play: 0,
            status: Status::InProgress,
        };
        state.begin_turn(events);
        state
    }

    /// The options of this game.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The seed (deal number) of this game.
    pub fn seed(&self) -> u64 {
        self.rng.seed()
    }

    /// The current round, from 1.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The current turn, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The cards in hand, in the order drawn.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// Cards left in the deck (its order is hidden).
    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }

    /// The discard pile, bottom first (it is face up and public, AOG-B22).
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// One slot's state and pile.
    pub fn slot(&self, slot: Slot) -> &SlotPile {
        &self.slots[slot.index()]
    }

    /// The slots claimed, in claim order.
    pub fn claimed(&self) -> &[Slot] {
        &self.claim_order
    }

    /// The Banked slot, if any (at most one, AOG-6.3).
    pub fn banked(&self) -> Option<Slot> {
        Slot::ALL
            .into_iter()
            .find(|s| self.slots[s.index()].state == SlotState::Banked)
    }

    /// The decision awaited.
    pub fn step(&self) -> Step {
        self.step
    }

    /// Whether Satan's Dart is active this turn (AOG-4.5).
    pub fn dart_active(&self) -> bool {
        self.dart_active
    }

    /// The result so far.
    pub fn status(&self) -> Status {
        self.status
    }

    /// A pile's total under this game's face values.
    pub fn pile_total(&self, slot: Slot) -> u32 {
        self.slots[slot.index()]
            .cards
            .iter()
            .map(|&c| self.options.value(c))
            .sum()
    }

    /// Armor claimed in a category.
    pub fn claimed_in(&self, category: Category) -> usize {
        self.claim_order
            .iter()
            .filter(|s| s.category() == category)
            .count()
    }

    /// Every card of the game by zone, for the conservation invariant (AOG-2.4): always 52.
    pub fn card_count(&self) -> usize {
        self.deck.len()
            + self.hand.len()
            + self.discard.len()
            + self.slots.iter().map(|s| s.cards.len()).sum::<usize>()
    }

    /// All 52 cards, each once, if the conservation invariant holds.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .deck
            .iter()
            .chain(&self.hand)
            .chain(&self.discard)
            .copied()
            .collect();
        for pile in &self.slots {
            cards.extend(&pile.cards);
        }
        cards
    }
}

/// Where the injected position starts (see [`Setup`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// At Step 1 of a new turn: Stand Firm / Doubt, then the draw, then Step 4.
    StartOfTurn,
    /// At Step 2 (the draw), skipping Step 1: for positions where a Banked pile meets a round end (AOG-T15).
    Draw,
    /// At Step 4, with the hand as given; the Dart is active iff A♠ is in hand.
    Play,
}

/// Where the cards a [`Setup`] does not place go, so that the 52-card invariant holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Rest {
    /// Onto the discard pile (the deck is exactly as given).
    #[default]
    Discard,
    /// Under the given deck cards, in canonical order.
    DeckBottom,
}

/// A position to inject, for scenario tests and tutorials (RULINGS 1C: "Inject").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Setup {
    /// The round, from 1 (default 1).
    pub round: u8,
    /// The deck, top card first.
    pub deck: Vec<Card>,
    /// The hand.
    pub hand: Vec<Card>,
    /// The discard pile, bottom first (before the leftovers are added).
    pub discard: Vec<Card>,
    /// Unclaimed piles, bottom first.
    pub piles: Vec<(Slot, Vec<Card>)>,
    /// Claimed slots, in claim order, with their claimed cards.
    pub claimed: Vec<(Slot, Vec<Card>)>,
    /// A slot (among `piles`) that is Banked.
    pub banked: Option<Slot>,
    /// Where the unplaced cards go.
    pub rest: Rest,
}

impl Setup {
    /// Builds the state. Fails on a card used twice, a bad round or a banked slot without a pile.
    pub fn build(
        self,
        options: Options,
        seed: u64,
        entry: Entry,
    ) -> Result<(State, Vec<super::Event>), String> {
        let round = self.round.max(1);
        if round > options.defense.rounds() {
            return Err(format!("round {round} does not exist in this difficulty"));
        }
        let mut placed: Vec<Card> = Vec::new();
        placed.extend(&self.deck);
        placed.extend(&self.hand);
        placed.extend(&self.discard);
        let mut slots: [SlotPile; 6] = Default::default();
        let mut claim_order = Vec::new();
        for (slot, cards) in &self.claimed {
            slots[slot.index()] = SlotPile {
                state: SlotState::Claimed,
                cards: cards.clone(),
            };
            claim_order.push(*slot);
            placed.extend(cards);
        }
        for (slot, cards) in &self.piles {
            if slots[slot.index()].state == SlotState::Claimed {
                return Err(format!(
                    "the {} is claimed and cannot also hold a pile",
                    slot.short()
                ));
            }
            slots[slot.index()].cards = cards.clone();
            placed.extend(cards);
        }
        if let Some(slot) = self.banked {
            if slots[slot.index()].cards.is_empty()
                || slots[slot.index()].state == SlotState::Claimed
            {
                return Err(format!(
                    "the banked {} needs an unclaimed pile",
                    slot.short()
                ));
            }
            slots[slot.index()].state = SlotState::Banked;
        }
        if self.hand.len() > 4 {
            return Err("the hand holds at most 4 cards".into());
        }
        let mut seen = [false; 52];
        for card in &placed {
            if std::mem::replace(&mut seen[card.index()], true) {
                return Err(format!("{card} is placed twice"));
            }
        }
        let rest = deck_52().into_iter().filter(|c| !seen[c.index()]);
        let mut discard = self.discard;
        let mut deck = self.deck;
        match self.rest {
            Rest::Discard => discard.extend(rest),
            Rest::DeckBottom => deck.extend(rest),
        }
        deck.reverse();
        let mut state = State {
            options,
            rng: GameRng::new(seed),
            round,
            turn: 0,
            deck,
            hand: self.hand,
            discard,
            slots,
            claim_order,
            step: Step::Play,
            dart_active: false,
            claims_from_play: 0,
            status: Status::InProgress,
        };
        let mut events = Vec::new();
        match entry {
            Entry::StartOfTurn => state.begin_turn(&mut events),
            Entry::Draw => {
                state.turn = 1;
                state.draw_and_check(&mut events);
            }
            Entry::Play => {
                state.turn = 1;
                state.dart_active = state.hand.contains(&Card::ACE_OF_SPADES);
            }
        }
        Ok((state, events))
    }
}
