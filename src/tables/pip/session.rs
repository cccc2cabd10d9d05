//! PIP Armor in the one solo session ([`SoloSession`]): what is its own — the revealed card chosen while
//! preparing, the Put On the Armor summary, the taps, the pieces' highlights and the log lines. The log never
//! names a card set aside face down: remembering them is the game (PIP-4.3).

use crate::tables::play::Tone;
use crate::tables::solo::{Extra, SoloSession};
use standfirm_engine::msg;
use standfirm_engine::pip_armor::{Action, Event, Options, Phase, Pile};
use standfirm_store::Setup;

/// The last effect on a piece, shown as a short highlight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Flash {
    /// Nothing.
    #[default]
    None,
    /// Lost a pip.
    Hit,
    /// Destroyed.
    Destroyed,
    /// Regained a pip (Learning Mode).
    Restored,
}

/// PIP Armor, as the solo session plays it.
#[derive(Debug, Clone)]
pub struct Pip;

/// A game of PIP Armor on screen.
pub type PipSession = SoloSession<Pip>;

/// What PIP Armor adds to the session.
#[derive(Debug, Clone, Default)]
pub struct PipExtra {
    /// The chosen revealed card during Prepare (0 = upper, 1 = lower).
    pub(crate) selected_reveal: Option<usize>,
    /// The Put On the Armor summary, shown once after the 18th Prepare turn.
    pub(super) put_on: Vec<(standfirm_engine::words::Msg, Option<&'static str>, Tone)>,
    pub(super) show_put_on: bool,
}

impl Extra for PipExtra {
    fn clear_selection(&mut self) {
        self.selected_reveal = None;
    }
}

impl SoloSession<Pip> {
    /// A new game with these options and deal number.
    pub fn new(options: Options, seed: u64) -> PipSession {
        let setup = Setup::PipArmor {
            options,
            seed,
            deck: None,
        };
        SoloSession::from_setup(setup).expect("a seeded deal always starts")
    }

    /// Prepare: choose the upper (0) or lower (1) revealed card.
    pub fn tap_reveal(&mut self, index: usize) {
        self.play.message.clear();
        if self.state().phase() == Phase::Prepare && index < 2 {
            self.extra.selected_reveal = if self.extra.selected_reveal == Some(index) {
                None
            } else {
                Some(index)
            };
        }
    }

    /// Prepare: keep the chosen card on the Armor or Response pile; the other goes to the Threat pile (`None`:
    /// the Threat pile was tapped, which is answered in words).
    pub fn choose_pile(&mut self, pile: Option<Pile>) {
        self.play.message.clear();
        if self.state().phase() != Phase::Prepare {
            return;
        }
        let pile = match pile {
            Some(pile) => pile,
            None => {
                self.play.explain(msg!(
                    "The card you do not keep goes to the Threat pile by itself: keep the other as \
                     Armor or Response."
                ));
                return;
            }
        };
        match self.extra.selected_reveal {
            Some(i) => self.act(Action::Prepare {
                pick: i as u8 + 1,
                pile,
            }),
            None => self.play.explain(msg!(
                "Tap one of the two cards first, then where to keep it."
            )),
        }
    }

    /// Stand: select or deselect a hand card.
    pub fn tap_card(&mut self, index: usize) {
        self.play.message.clear();
        if index < self.state().hand().len() {
            self.selected = if self.selected == Some(index) {
                None
            } else {
                Some(index)
            };
        }
    }

    /// Stand: play the selected card as the Response.
    pub fn respond(&mut self) {
        self.play.message.clear();
        match self
            .selected
            .and_then(|i| self.state().hand().get(i).copied())
        {
            Some(card) => self.act(Action::Respond { card }),
            None => self.play.explain(msg!(
                "Tap a card in your hand to respond with, or take the hit."
            )),
        }
    }

    /// Stand: no Response; the Threat strikes.
    pub fn take_hit(&mut self) {
        self.play.message.clear();
        self.act(Action::Pass);
    }

    /// Closes the Put On the Armor summary.
    pub fn dismiss_put_on(&mut self) {
        self.extra.show_put_on = false;
    }
}

/// Logs `events` (never naming a card set aside) and sets the pieces' highlights.
pub(super) fn record(session: &mut PipSession, events: &[Event]) {
    {
        for event in events {
            let (text, tone) = match event {
                // Never name a card set aside face down (PIP-4.3): memory is the game.
                Event::Kept {
                    pile: Pile::Armor, ..
                } => (
                    msg!("You keep a card face down on your Armor pile."),
                    Tone::Plain,
                ),
                Event::Kept {
                    pile: Pile::Response,
                    ..
                } => (
                    msg!("You keep a card face down on your Response pile."),
                    Tone::Plain,
                ),
                Event::ToThreatPile { .. } => (
                    msg!("The other card goes face down onto the Threat pile."),
                    Tone::Plain,
                ),
                Event::Revealed { turn, .. } => (
                    msg!(
                        "Prepare, turn {turn} of 18: two cards are revealed.",
                        turn = *turn
                    ),
                    Tone::Plain,
                ),
                Event::Struck { piece, .. } => {
                    session.flashes[piece.index()] = Flash::Hit;
                    (event.msg(), Tone::Danger)
                }
                Event::PieceDestroyed { piece } => {
                    session.flashes[piece.index()] = Flash::Destroyed;
                    (event.msg(), Tone::Danger)
                }
                Event::Restored { piece, .. } => {
                    session.flashes[piece.index()] = Flash::Restored;
                    (event.msg(), Tone::Good)
                }
                Event::Defeated { .. } | Event::Victory { .. } => (event.msg(), Tone::Good),
                Event::TookHit { .. }
                | Event::ResponseFails { .. }
                | Event::Redirected { .. }
                | Event::Defeat => (event.msg(), Tone::Danger),
                _ => (event.msg(), Tone::Plain),
            };
            if is_put_on(event) {
                session
                    .extra
                    .put_on
                    .push((text.clone(), event.verse(), tone));
                session.extra.show_put_on = true;
            }
            session.play.log.push(text, event.verse(), tone);
        }
    }
}

/// The events of Phase 2, Put On the Armor (PIP-5), summarised in a sheet.
fn is_put_on(event: &Event) -> bool {
    matches!(
        event,
        Event::PrepareComplete { .. }
            | Event::Equipped { .. }
            | Event::DuplicateToThreat { .. }
            | Event::PieceMissing { .. }
            | Event::NoBreastplate
            | Event::DecksFormed { .. }
    )
}
