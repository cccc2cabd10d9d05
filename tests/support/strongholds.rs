//! Playing Strongholds through the real screens, the way people at a table do: hand-offs, taps on Truth cards,
//! Strongholds, payments, end-of-turn picks and the slap window. A shadow engine state follows the game, with
//! the app's bot policy replayed for the bot seats, so that the screens can be checked against it: a bare
//! `State` for Steady bots (the greedy move), [`Leveled`] for bots of any level.

use super::{all_labels, has_button, tap, type_into};
use i_slint_backend_testing::ElementRoot;
use standfirm::AppWindow;
use standfirm_engine::strongholds::payment::Source;
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{
    bots, levels, Action, CardId, CardKind, Level, Options, State, WISE_PLAYOUTS,
};

/// The game as a test follows it beside the app: the engine state, and how its bots decide.
pub trait Follow {
    /// The state now.
    fn state(&self) -> &State;
    /// Applies an action the app applied too.
    fn apply(&mut self, action: &Action);
    /// The bots' move now, as the app makes it.
    fn bot_action(&self, table: &Table, people_passed: bool) -> Option<Action>;
}

/// Steady bots in every bot seat: the greedy move, the engine's slap-window policy.
impl Follow for State {
    fn state(&self) -> &State {
        self
    }

    fn apply(&mut self, action: &Action) {
        State::apply(self, action).expect("a legal action");
    }

    fn bot_action(&self, table: &Table, people_passed: bool) -> Option<Action> {
        bot_action(self, table, people_passed)
    }
}

/// Bots of any level: the state, the actions applied so far (the bots' decision key) and each seat's level.
pub struct Leveled {
    /// The state.
    pub state: State,
    /// How many actions the game has had.
    pub actions: u64,
    /// Each seat's bot level, `None` for a person.
    pub levels: Vec<Option<Level>>,
    /// The app's folder, whose saved table gives the bots' secret ([`Leveled::keyed_from`]).
    secret_from: Option<std::path::PathBuf>,
    /// That secret, read once the app has saved the table (after its first action).
    secret: std::cell::OnceCell<u64>,
}

impl Leveled {
    /// A new game with these levels by seat.
    pub fn new(state: State, levels: Vec<Option<Level>>) -> Leveled {
        Leveled {
            state,
            actions: 0,
            levels,
            secret_from: None,
            secret: std::cell::OnceCell::new(),
        }
    }

    /// The same, its bots keyed by the secret of the table the app saved under `dir` (a new table's secret is
    /// the app's own, never the deal number): read at the first bot decision, when the app has saved.
    pub fn keyed_from(mut self, dir: &std::path::Path) -> Leveled {
        self.secret_from = Some(dir.to_path_buf());
        self
    }
}

impl Follow for Leveled {
    fn state(&self) -> &State {
        &self.state
    }

    fn apply(&mut self, action: &Action) {
        self.state.apply(action).expect("a legal action");
        self.actions += 1;
    }

    /// The app's policy at the seats' levels: each bot decides from its own observation with the stream of
    /// (deal, seat, actions so far), `levels::table_move`.
    fn bot_action(&self, table: &Table, people_passed: bool) -> Option<Action> {
        let keyed;
        let secret = self.secret_from.as_deref().and_then(|dir| {
            if self.secret.get().is_none() {
                // Nothing is saved before the first action, which is a person's: no bot decides before it.
                if let Some(secret) = saved_bot_secret(dir) {
                    let _ = self.secret.set(secret);
                }
            }
            self.secret.get().copied()
        });
        let state = match secret {
            Some(secret) => {
                keyed = self.state.clone().with_bot_secret(secret);
                &keyed
            }
            None => &self.state,
        };
        let level = |s: u8| self.levels[usize::from(s)];
        match state.awaiting() {
            Awaiting::Nothing => None,
            Awaiting::SlapWindow { seats, .. } => {
                if !(people_passed || table.window_people(state).is_empty()) {
                    return None;
                }
                levels::table_move(
                    state,
                    self.actions,
                    |s| level(s).filter(|_| seats.contains(&s)),
                    WISE_PLAYOUTS,
                )
            }
            _ => levels::table_move(state, self.actions, level, WISE_PLAYOUTS),
        }
    }
}

/// The people and bots at the table.
pub struct Table {
    /// Names by seat.
    pub names: Vec<String>,
    /// Bot flags by seat.
    pub bots: Vec<bool>,
}

impl Table {
    fn human(&self, seat: u8) -> bool {
        !self.bots[usize::from(seat)]
    }

    /// The non-active people who may claim the open window.
    fn window_people(&self, state: &State) -> Vec<u8> {
        match state.awaiting() {
            Awaiting::SlapWindow { seats, .. } => {
                seats.into_iter().filter(|&s| self.human(s)).collect()
            }
            _ => Vec::new(),
        }
    }
}

/// Starts a game for two people, April and Steve, on deal `deal` from Home's Strongholds tile; returns the
/// table and the engine's state for the same deal.
pub fn start_april_and_steve(app: &AppWindow, deal: u64) -> (Table, State) {
    tap(app, "Strongholds: New game");
    type_into(app, "Name of seat 1", "April");
    type_into(app, "Name of seat 2", "Steve");
    type_into(app, "Strongholds deal number", &deal.to_string());
    tap(app, "Start Strongholds");
    let table = Table {
        names: vec!["April".into(), "Steve".into()],
        bots: vec![false, false],
    };
    let state = State::new(Options::new(2), deal, 0).expect("a game");
    (table, state)
}

/// Every title of a card that must stay hidden or private at a hand-off: every Truth card in a hand and every
/// Growth card held, Trials and Assignments in front, and permanents.
pub fn private_titles(state: &State) -> Vec<String> {
    let mut titles = Vec::new();
    for p in &state.players {
        for &c in p.truths.iter().chain(&p.holding) {
            titles.push(c.card().title.clone());
        }
    }
    titles.sort();
    titles.dedup();
    titles
}

/// At a hand-off: nothing on screen, nor anywhere in the element tree, names a Truth card or a Growth card.
pub fn assert_handoff_is_blank(app: &AppWindow, state: &State) {
    let labels = all_labels(app);
    for title in private_titles(state) {
        assert!(
            !labels.iter().any(|l| l.contains(&title)),
            "the hand-off screen shows {title:?}: {labels:?}"
        );
    }
}

/// Takes the device at a hand-off ("I'm April"), after checking the screen is blank, and closes "Since your
/// last turn". Returns whether there was a hand-off.
pub fn take_device(app: &AppWindow, state: &State, table: &Table) -> bool {
    take_device_watched(app, state, table, &mut |_| {})
}

/// `take_device`, telling `watch` of the hand-off and the recap.
pub fn take_device_watched(
    app: &AppWindow,
    state: &State,
    table: &Table,
    watch: &mut dyn FnMut(&str),
) -> bool {
    let Some(name) = table
        .names
        .iter()
        .find(|n| has_button(app, &format!("I'm {n}")))
    else {
        return false;
    };
    assert_handoff_is_blank(app, state);
    watch("handoff");
    tap(app, &format!("I'm {name}"));
    if has_button(app, "Continue to my turn") {
        watch("recap");
        tap(app, "Continue to my turn");
    }
    true
}

/// The bot move the app makes now, if bots are to act (the app's policy: its own decision for a bot seat; in
/// a slap window once no person may claim, the first bot after the active seat that can slap, else close).
pub fn bot_action(state: &State, table: &Table, people_passed: bool) -> Option<Action> {
    match state.awaiting() {
        Awaiting::Nothing => None,
        Awaiting::SlapWindow { seats, .. } => {
            if !(people_passed || table.window_people(state).is_empty()) {
                return None;
            }
            bots::slap_window(state, |s| seats.contains(&s) && !table.human(s))
        }
        _ => {
            let seat = match state.awaiting() {
                Awaiting::SecondTrial { seat, .. }
                | Awaiting::Main { seat }
                | Awaiting::DiscardGrowth { seat, .. }
                | Awaiting::ReturnTruth { seat, .. } => seat,
                _ => unreachable!(),
            };
            if table.human(seat) {
                None
            } else {
                bots::greedy(state)
            }
        }
    }
}

/// Applies the bots' moves to the shadow state, as the app does at once with no pause.
pub fn run_bots(state: &mut impl Follow, table: &Table, mut people_passed: bool) {
    while let Some(action) = state.bot_action(table, people_passed) {
        state.apply(&action);
        people_passed = false;
    }
}

/// Opens the phone's tab whose name starts with `name` (the tablet shows every list at once).
pub fn open_tab(app: &AppWindow, name: &str) {
    let tab = app
        .root_element()
        .query_descendants()
        .match_accessible_role(i_slint_backend_testing::AccessibleRole::Tab)
        .find_all()
        .into_iter()
        .find(|e| e.accessible_label().is_some_and(|l| l.starts_with(name)));
    if let Some(tab) = tab {
        tab.invoke_accessible_default_action();
    }
}

/// Marks `card` on the pick sheet: its row is labelled by its title, numbered from the second card of a title
/// ("Choose Spirit of Might (2)").
pub fn pick(app: &AppWindow, cards: &[CardId], card: CardId) {
    let title = &card.card().title;
    let n = cards
        .iter()
        .take_while(|&&c| c != card)
        .filter(|c| &c.card().title == title)
        .count();
    let label = if n == 0 {
        format!("Choose {title}")
    } else {
        format!("Choose {title} ({})", n + 1)
    };
    tap(app, &label);
}

/// One person's decision, made by taps as the greedy bot would make it, applied to the shadow state too.
/// A whole end-of-turn discard (or return) is one decision on screen.
pub fn play_person(app: &AppWindow, state: &mut impl Follow, table: &Table) {
    play_person_watched(app, state, table, &mut |_| {});
}

/// `play_person`, telling `watch` the moments worth a look ("handoff", "recap", "turn", "targets",
/// "pay-truth", "pay-task", "pick", "window", "claim", "second-trial") before acting on them.
pub fn play_person_watched(
    app: &AppWindow,
    shadow: &mut impl Follow,
    table: &Table,
    watch: &mut dyn FnMut(&str),
) {
    let passed = play_person_only(app, shadow, table, watch);
    run_bots(shadow, table, passed);
}

/// The person's part of `play_person_watched`: their decision (or the people's answer to a slap window) by taps,
/// applied to the shadow; the bots after it are left to the caller, who may follow them one at a time. Returns
/// whether the people passed a slap window (the bots may slap it next).
pub fn play_person_only(
    app: &AppWindow,
    shadow: &mut impl Follow,
    table: &Table,
    watch: &mut dyn FnMut(&str),
) -> bool {
    let state = shadow.state().clone();
    let state = &state;
    let awaiting = state.awaiting();
    if let Awaiting::SlapWindow { .. } = awaiting {
        // The first person (after the active seat) whose slap the bot policy would make claims it.
        let n = state.options.players;
        let claim = (1..n)
            .map(|i| (state.active + i) % n)
            .filter(|s| table.window_people(state).contains(s))
            .find_map(|s| bots::greedy_slap(state, s));
        watch("window");
        return match claim {
            Some(Action::Slap {
                seat, truth, slot, ..
            }) => {
                tap(
                    app,
                    &format!("{} claims it", table.names[usize::from(seat)]),
                );
                take_device_watched(app, state, table, watch);
                watch("claim");
                tap(app, &format!("Truth: {}", truth.card().title));
                watch("pay-slap");
                tap(app, "Confirm the payment");
                let action = bots::greedy_slap(state, seat).expect("the slap");
                assert!(matches!(action, Action::Slap { slot: s, .. } if s == slot));
                shadow.apply(&action);
                false
            }
            _ => {
                tap(app, "No one claims it");
                true
            }
        };
    }
    take_device_watched(app, state, table, watch);
    // Alone at the table there is no hand-off, but "Since your last turn" still comes first.
    if has_button(app, "Continue to my turn") {
        watch("recap");
        tap(app, "Continue to my turn");
    }
    watch("turn");
    let action = bots::greedy(state).expect("a decision");
    match &action {
        Action::PlayTruth { truth, slot, .. } => {
            open_tab(app, "Truth");
            tap(app, &format!("Truth: {}", truth.card().title));
            if !has_button(app, "Confirm the payment") {
                watch("targets");
                let target = state.slots[usize::from(*slot)].expect("a Stronghold");
                tap(app, &format!("Stronghold {}", target.card().title));
            }
            watch("pay-truth");
            tap(app, "Confirm the payment");
            shadow.apply(&action);
        }
        Action::OvercomeTrial {
            trial: task,
            payment,
            permanent,
        }
        | Action::FulfilAssignment {
            assignment: task,
            payment,
            permanent,
        } => {
            let kind = if task.card().kind == CardKind::Trial {
                "Trial"
            } else {
                "Assignment"
            };
            open_tab(app, "Trials & Assignments");
            tap(app, &format!("{kind}: {}", task.card().title));
            let colour = payment
                .iter()
                .find(|u| u.source == Source::Card(*permanent))
                .expect("the permanent pays")
                .colour;
            tap(app, &format!("Keep as permanent: {}", colour.name()));
            watch("pay-task");
            tap(app, "Confirm the payment");
            shadow.apply(&action);
        }
        Action::DiscardGrowth { .. } | Action::ReturnTruth { .. } => {
            let seat = state.active;
            let growth = matches!(action, Action::DiscardGrowth { .. });
            let cards = if growth {
                state.player(seat).holding.clone()
            } else {
                state.player(seat).truths.clone()
            };
            // The bot's whole run of picks, marked on screen, then confirmed at once.
            let mut probe = state.clone();
            let mut chosen = Vec::new();
            while let Some(a @ (Action::DiscardGrowth { .. } | Action::ReturnTruth { .. })) =
                bots::greedy(&probe)
            {
                if (matches!(a, Action::DiscardGrowth { .. })) != growth {
                    break;
                }
                match a {
                    Action::DiscardGrowth { card } | Action::ReturnTruth { card } => {
                        chosen.push(card)
                    }
                    _ => unreachable!(),
                }
                probe.apply(&a).unwrap();
            }
            for &card in &chosen {
                pick(app, &cards, card);
            }
            watch("pick");
            tap(app, "Confirm the cards chosen");
            for card in chosen {
                let a = if growth {
                    Action::DiscardGrowth { card }
                } else {
                    Action::ReturnTruth { card }
                };
                shadow.apply(&a);
            }
        }
        Action::EndTurn => {
            tap(app, "End turn");
            shadow.apply(&action);
        }
        Action::KeepTrial => {
            watch("second-trial");
            tap(app, "Keep the second Trial");
            shadow.apply(&action);
        }
        Action::DiscardTrial => {
            watch("second-trial");
            tap(app, "Discard the second Trial");
            shadow.apply(&action);
        }
        other => panic!("the greedy bot does not choose {other}"),
    }
    false
}

/// The bot secret of the one Strongholds table saved under `dir` (after `standfirm::flush_saves`), if one is
/// saved yet: a shadow state keyed with it makes the app's bot moves (`State::with_bot_secret`).
pub fn saved_bot_secret(dir: &std::path::Path) -> Option<u64> {
    standfirm::flush_saves();
    let store = standfirm_store::Store::open(dir).ok()?;
    store
        .list()
        .into_iter()
        .filter_map(|entry| entry.save.ok())
        .find_map(|save| save.setup.bot_secret())
}
