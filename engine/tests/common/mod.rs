//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use standfirm_engine::cards::Card;

/// A card from its notation; panics on a typo in the test itself.
pub fn c(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|e| panic!("test card {text}: {e}"))
}

/// Cards from space-separated notation: `cards("10C 9H")`.
pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(c).collect()
}

/// Armor of God helpers for the scenario tests.
pub mod aog {
    use standfirm_engine::armor_of_god::{Action, DartMode, Entry, Options, Setup, Slot, State};

    /// `play CARD SLOT`.
    pub fn play(card: &str, slot: Slot) -> Action {
        Action::Play {
            card: super::c(card),
            slot,
        }
    }

    /// An injected position at Step 4.
    pub fn at_play(setup: Setup, options: Options) -> State {
        setup.build(options, 1, Entry::Play).expect("valid setup").0
    }

    /// The Softer Dart option.
    pub fn softer() -> Options {
        Options {
            dart: DartMode::Softer,
            ..Options::default()
        }
    }
}

/// Twins for the no-peek tests: the same position with every card its seat cannot see moved among the places
/// it could be (each place keeping its size) and another stream of future shuffles, built here by reshuffling
/// the hidden zones directly, never with the re-dealer under test.
pub mod twin {
    use serde_json::Value;
    use standfirm_engine::rng::GameRng;
    use standfirm_engine::{armor_of_god as aog, pip_armor as pip, strongholds as sh};

    /// Moves the cards of `places` (each a list of card slots) among themselves at random.
    fn permute<T: Clone>(places: &mut [Vec<&mut T>], rng: &mut GameRng) {
        let mut pool: Vec<T> = places
            .iter()
            .flat_map(|p| p.iter().map(|c| (**c).clone()))
            .collect();
        rng.shuffle(&mut pool);
        let mut pool = pool.into_iter();
        for place in places.iter_mut() {
            for slot in place.iter_mut() {
                **slot = pool.next().expect("as many cards as places");
            }
        }
    }

    /// The first `hidden` cards of each named card array of `json`, moved among themselves.
    fn permute_json(json: &mut Value, zones: &[(&str, usize)], rng: &mut GameRng) {
        let mut taken: Vec<Vec<Value>> = zones
            .iter()
            .map(|&(k, n)| json[k].as_array().expect("a card array")[..n].to_vec())
            .collect();
        {
            let mut places: Vec<Vec<&mut Value>> =
                taken.iter_mut().map(|z| z.iter_mut().collect()).collect();
            permute(&mut places, rng);
        }
        for (&(k, n), cards) in zones.iter().zip(taken) {
            json[k].as_array_mut().expect("a card array")[..n].clone_from_slice(&cards);
        }
    }

    /// Another stream of future shuffles under the same deal number.
    fn restream(json: &mut Value, rng: &mut GameRng) {
        json["rng"]["key"] = rng.next_u64().into();
    }

    /// Armor of God: the deck reordered.
    pub fn armor_of_god(state: &aog::State, rng: &mut GameRng) -> aog::State {
        let mut json = serde_json::to_value(state).unwrap();
        let deck = json["deck"].as_array().unwrap().len();
        permute_json(&mut json, &[("deck", deck)], rng);
        restream(&mut json, rng);
        serde_json::from_value(json).unwrap()
    }

    /// PIP Armor: every face-down card among the face-down places (the Prepare deck below the revealed
    /// pair, the three piles, the Response and Threat decks).
    pub fn pip_armor(state: &pip::State, rng: &mut GameRng) -> pip::State {
        let mut json = serde_json::to_value(state).unwrap();
        let len = |k: &str| json[k].as_array().unwrap().len();
        let shown = if state.phase() == pip::Phase::Prepare {
            len("deck").min(2)
        } else {
            0
        };
        let zones = [
            ("deck", len("deck") - shown),
            ("armor_pile", len("armor_pile")),
            ("response_pile", len("response_pile")),
            ("threat_pile", len("threat_pile")),
            ("response_deck", len("response_deck")),
            ("threat_deck", len("threat_deck")),
        ];
        permute_json(&mut json, &zones, rng);
        restream(&mut json, rng);
        serde_json::from_value(json).unwrap()
    }

    /// Strongholds, for `seat`: the other seats' Truth cards and the Truth deck among themselves, but the cards
    /// at the bottom of the deck that the seat knows (SH-2.5, SH-2.6); the Growth and Stronghold decks
    /// reordered; another stream and another bot secret.
    pub fn strongholds(state: &sh::State, seat: u8, rng: &mut GameRng) -> sh::State {
        let mut s = state.clone();
        let tail = s.truth_deck.len() - s.truth_bottom.len();
        let known: Vec<bool> = (0..s.truth_deck.len())
            .map(|i| i >= tail && s.truth_bottom[i - tail].is_none_or(|by| by == seat))
            .collect();
        {
            let sh::State {
                truth_deck,
                players,
                ..
            } = &mut s;
            let mut truths: Vec<Vec<&mut sh::CardId>> = vec![truth_deck
                .iter_mut()
                .zip(&known)
                .filter(|(_, &k)| !k)
                .map(|(c, _)| c)
                .collect()];
            for (i, p) in players.iter_mut().enumerate() {
                if i != usize::from(seat) {
                    truths.push(p.truths.iter_mut().collect());
                }
            }
            permute(&mut truths, rng);
        }
        permute(&mut [s.growth_deck.iter_mut().collect()], rng);
        permute(&mut [s.stronghold_deck.iter_mut().collect()], rng);
        s.rng = GameRng::new(rng.next_u64());
        s.bot_secret = rng.next_u64();
        s
    }
}

/// Strongholds: how a game played to its end must stand.
pub mod strongholds {
    use standfirm_engine::strongholds::{CardKind, EndReason, State, Status, TieBreak};

    /// A player's points counted from the cards in front of them by SH-6.1's table (5 a Stronghold, 7 for
    /// Pride, 2 a completed Trial or Assignment), not by the engine's scoring.
    fn points(state: &State, seat: usize) -> u32 {
        let p = &state.players[seat];
        let strongholds: u32 = p
            .taken
            .iter()
            .map(|s| if s.card().title == "Pride" { 7 } else { 5 })
            .sum();
        strongholds + 2 * p.tasks.iter().filter(|t| t.done.is_some()).count() as u32
    }

    /// The game ended as a game does, by the 15th Stronghold's defeat (SH-5.10), not by a round cap (a stall)
    /// nor by agreement; every Stronghold is in someone's hands; the scores are each player's points
    /// (SH-6.1); the winners are the highest score, then the most Strongholds, then a shared win (SH-6.2,
    /// SH-B17). Returns the outcome's scores.
    pub fn assert_played_to_the_end(state: &State, what: &str) -> Vec<u32> {
        let Status::Finished(outcome) = state.status() else {
            panic!("{what}: not over");
        };
        assert_eq!(
            outcome.reason,
            EndReason::AllDefeated,
            "{what}: ended by {:?} in round {}",
            outcome.reason,
            state.round
        );
        let players = state.players.len();
        let taken: Vec<usize> = state.players.iter().map(|p| p.taken.len()).collect();
        assert_eq!(
            taken.iter().sum::<usize>(),
            15,
            "{what}: {taken:?} Strongholds taken"
        );
        assert!(state
            .players
            .iter()
            .flat_map(|p| &p.taken)
            .all(|s| s.card().kind == CardKind::Stronghold));
        let scores: Vec<u32> = (0..players).map(|seat| points(state, seat)).collect();
        assert_eq!(outcome.scores, scores, "{what}: the scores");
        let best = *scores.iter().max().unwrap();
        let top: Vec<usize> = (0..players).filter(|&s| scores[s] == best).collect();
        let most = top.iter().map(|&s| taken[s]).max().unwrap();
        let winners: Vec<u8> = top
            .iter()
            .filter(|&&s| taken[s] == most)
            .map(|&s| s as u8)
            .collect();
        assert_eq!(
            outcome.winners, winners,
            "{what}: the winners of {scores:?}"
        );
        let tie_break = match (top.len(), winners.len()) {
            (1, _) => TieBreak::None,
            (_, 1) => TieBreak::MostStrongholds,
            _ => TieBreak::Shared,
        };
        assert_eq!(outcome.tie_break, tie_break, "{what}");
        scores
    }
}
