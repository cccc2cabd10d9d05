//! PIP Armor in the one solo session ([`SoloSession`]): what is its own — the revealed card chosen while
//! preparing, the Put On the Armor summary, the taps, the pieces' highlights and the log lines. The log never
//! names a card set aside face down: remembering them is the game (PIP-4.3).

use crate::games::Games;
use crate::play::{Log, Tone};
use crate::solo::{Extra, SoloGame, SoloSession};
use crate::AppWindow;
use standfirm_engine::pip_armor::{Action, Event, Options, Phase, Piece, Pile, State};
use standfirm_store::{Replayed, SaveFile, Setup};

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
    pub(super) put_on: Vec<(String, Option<&'static str>, Tone)>,
    pub(super) show_put_on: bool,
}

impl Extra for PipExtra {
    fn clear_selection(&mut self) {
        self.selected_reveal = None;
    }
}

impl SoloGame for Pip {
    type State = State;
    type Flash = Flash;
    /// A PIP Armor hint points at nothing but the card it chooses.
    type Mark = ();
    type Extra = PipExtra;

    fn slot(games: &mut Games) -> &mut Option<PipSession> {
        &mut games.pip
    }

    fn wrap(state: State) -> Replayed {
        Replayed::PipArmor(state)
    }

    fn start(record: &SaveFile, log: &mut Log) -> Result<State, String> {
        let Setup::PipArmor { seed, .. } = record.setup else {
            return Err("this save is not a PIP Armor game".into());
        };
        let Ok(Replayed::PipArmor(state)) = standfirm_store::start(&record.setup) else {
            return Err("the deck of this save is not the 36 cards".into());
        };
        log.push(
            format!("Deal {seed}: prepare for battle. Remember what you set aside."),
            Some("Ephesians 6:11"),
            Tone::Plain,
        );
        Ok(state)
    }

    fn opening_events(_: &State) -> Vec<Event> {
        Vec::new()
    }

    fn record(session: &mut PipSession, events: &[Event]) {
        record(session, events);
    }

    fn flights(
        before: &State,
        action: &Action,
        events: &[Event],
        after: &State,
    ) -> Vec<crate::play::motion::FlightSpec> {
        super::flights::flights(before, action, events, after)
    }

    fn present(session: &PipSession, app: &AppWindow) {
        use slint::ComponentHandle;
        super::present::present(session, &app.global::<crate::PipAdapter>());
    }

    fn coach_target(session: &PipSession, action: &str) -> String {
        PipSession::coach_target(session, action)
    }

    /// From what is on the table only, never the cards set aside (PIP-4.3).
    fn usual_hint(state: &State) -> Option<(Action, String)> {
        standfirm_engine::pip_armor::hint(&state.view()).map(|h| (h.action, h.reason))
    }

    /// The revealed card or the hand card it plays is chosen.
    fn point(session: &mut PipSession, action: &Action) {
        match *action {
            Action::Prepare { pick, .. } => {
                session.extra.selected_reveal = Some(usize::from(pick) - 1)
            }
            Action::Respond { card } => {
                session.selected = session.state().hand().iter().position(|&c| c == card);
            }
            Action::Pass => session.selected = None,
        }
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
                self.play.message =
                    "The card you do not keep goes to the Threat pile by itself: keep the other \
                                as Armor or Response."
                        .into();
                return;
            }
        };
        match self.extra.selected_reveal {
            Some(i) => self.act(Action::Prepare {
                pick: i as u8 + 1,
                pile,
            }),
            None => {
                self.play.message = "Tap one of the two cards first, then where to keep it.".into()
            }
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
            None => {
                self.play.message =
                    "Tap a card in your hand to respond with, or take the hit.".into()
            }
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
fn record(session: &mut PipSession, events: &[Event]) {
    {
        for event in events {
            let (text, tone) = match event {
                // Never name a card set aside face down (PIP-4.3): memory is the game.
                Event::Kept { pile, .. } => (
                    format!(
                        "You keep a card face down on your {} pile.",
                        if *pile == Pile::Armor {
                            "Armor"
                        } else {
                            "Response"
                        }
                    ),
                    Tone::Plain,
                ),
                Event::ToThreatPile { .. } => (
                    "The other card goes face down onto the Threat pile.".to_string(),
                    Tone::Plain,
                ),
                Event::Revealed { turn, .. } => (
                    format!("Prepare, turn {turn} of 18: two cards are revealed."),
                    Tone::Plain,
                ),
                Event::Struck { piece, .. } => {
                    session.flashes[piece.index()] = Flash::Hit;
                    (event.describe(), Tone::Danger)
                }
                Event::PieceDestroyed { piece } => {
                    session.flashes[piece.index()] = Flash::Destroyed;
                    (event.describe(), Tone::Danger)
                }
                Event::Restored { piece, .. } => {
                    session.flashes[piece.index()] = Flash::Restored;
                    (event.describe(), Tone::Good)
                }
                Event::Defeated { .. } | Event::Victory { .. } => (event.describe(), Tone::Good),
                Event::TookHit { .. }
                | Event::ResponseFails { .. }
                | Event::Redirected { .. }
                | Event::Defeat => (event.describe(), Tone::Danger),
                _ => (event.describe(), Tone::Plain),
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

/// Which cards map to a piece (PIP-3.1), for the table before the armor is put on.
pub fn mapping_words(piece: Piece) -> &'static str {
    match piece {
        Piece::Belt => "odd ♣",
        Piece::Breastplate => "♥",
        Piece::Shoes => "even ♣",
        Piece::Shield => "odd ♠",
        Piece::Helmet => "even ♠",
        Piece::Sword => "♦",
    }
}
