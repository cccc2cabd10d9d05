//! Wise's search a step at a time (`Searching`, `Deciding`), for the browser, which has no threads: cut into
//! steps anywhere, it plays the same playouts in the same order as one run, so a bot's move and a hint are the
//! same on every platform (SH-5.7's levels; the decision keys of SH-B24).

use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::levels::{search, table_move};
use standfirm_engine::strongholds::{hint, Level, Observation, Options, Phase, Searching, State};

/// Wise's moves (and hints) at the positions of a few seeded games, as the one-run search made them before the
/// search could be cut into steps: `seed players steps  move | hint`.
fn pinned_positions() -> Vec<(u64, u8, usize)> {
    let mut out = Vec::new();
    for (seed, players) in [(3u64, 2u8), (11, 3), (29, 4), (47, 6)] {
        for steps in [0usize, 5, 17, 40, 83, 101, 133] {
            out.push((seed, players, steps));
        }
        // And the first slap windows, where every bot after the active seat decides in turn.
        let mut s = State::new(Options::new(players), seed, 0).unwrap();
        let mut windows = 0;
        for steps in 0..400 {
            if matches!(s.phase, Phase::SlapWindow { .. }) && windows < 3 {
                out.push((seed, players, steps));
                windows += 1;
            }
            let Some(a) = greedy(&s) else { break };
            s.apply(&a).unwrap();
        }
    }
    out
}

fn wise_lines() -> Vec<String> {
    let mut lines = Vec::new();
    for (seed, players, steps) in pinned_positions() {
        let s = State::new(Options::new(players), seed, 0).unwrap();
        let mut s = s;
        for _ in 0..steps {
            let Some(a) = greedy(&s) else { break };
            s.apply(&a).unwrap();
        }
        let moved = table_move(&s, steps as u64, |_| Some(Level::Wise), 240)
            .map_or("-".to_string(), |a| a.to_string());
        let seat = match s.phase {
            Phase::SlapWindow { .. } => (s.active + 1) % players,
            _ => s.active,
        };
        let obs = Observation::of(&s, seat);
        let mut rng = s.decision_rng(seat, steps as u64);
        let hinted = hint(&obs, 240, &mut rng).map_or("-".to_string(), |h| h.action.to_string());
        // Every candidate's playouts and mean, which pin each playout the search made.
        let mut rng = s.decision_rng(seat, steps as u64);
        let figures = search(&obs, 240, &mut rng).map_or("-".to_string(), |found| {
            let choices: Vec<String> = found
                .choices
                .iter()
                .map(|c| format!("{}:{}:{:.6}", c.action, c.playouts, c.value))
                .collect();
            choices.join(" ")
        });
        lines.push(format!(
            "{seed} {players} {steps}  {moved} | {hinted} | {figures}"
        ));
    }
    lines
}

/// What the one-run search answered at `pinned_positions` before it was cut into steps.
const PINNED: &[&str] = &[
    "3 2 0  keep-trial | - | -",
    "3 2 5  end-turn | end-turn | end-turn:0:0.000000",
    "3 2 17  end-turn | end-turn | end-turn:0:0.000000",
    "3 2 40  discard G-DB1 | discard G-Y4 | discard G-Y4:80:0.490687 discard G-LB4:80:0.453625 discard M4:40:0.445625 discard G-DB1:13:0.545385 discard G-O6:13:0.543846 discard G-R2:13:0.458077",
    "3 2 83  end-turn | end-turn | end-turn:0:0.000000",
    "3 2 101  close-slap | close-slap | close-slap:0:0.000000",
    "3 2 133  end-turn | end-turn | end-turn:0:0.000000",
    "3 2 44  close-slap | close-slap | close-slap:0:0.000000",
    "3 2 53  close-slap | close-slap | close-slap:0:0.000000",
    "3 2 55  close-slap | close-slap | close-slap:0:0.000000",
    "11 3 0  keep-trial | keep-trial | keep-trial:120:0.332875 discard-trial:120:0.298417",
    "11 3 5  discard G-O6 | discard G-O6 | discard G-O6:90:0.190648 discard G-LB1:90:0.188556 discard G-P2:30:0.143500 discard G-G8:30:0.123500",
    "11 3 17  discard G-P9 | discard G-P9 | discard G-P9:83:0.228193 discard G-LB7:83:0.224337 discard G-O5:42:0.175952 discard G-Y7:16:0.211250 discard M2:16:0.204687",
    "11 3 40  discard G-O9 | discard G-O9 | discard G-O9:90:0.471778 discard M5:90:0.415111 discard G-R6:30:0.335833 discard G-DB2:30:0.311667",
    "11 3 83  close-slap | close-slap | close-slap:0:0.000000",
    "11 3 101  end-turn | end-turn | end-turn:0:0.000000",
    "11 3 133  discard G-DB5 | discard G-DB5 | discard G-DB5:83:0.101084 discard G-O5:83:0.062590 discard G-G1:42:0.051190 discard G-Y9:16:0.068750 discard G-P2:16:-0.063125",
    "11 3 57  close-slap | close-slap | close-slap:0:0.000000",
    "11 3 59  close-slap | close-slap | close-slap:0:0.000000",
    "11 3 70  close-slap | close-slap | close-slap:0:0.000000",
    "29 4 0  keep-trial | keep-trial | keep-trial:120:0.289417 discard-trial:120:0.260042",
    "29 4 5  end-turn | end-turn | end-turn:0:0.000000",
    "29 4 17  end-turn | end-turn | end-turn:0:0.000000",
    "29 4 40  end-turn | end-turn | end-turn:0:0.000000",
    "29 4 83  discard M3 | discard M3 | discard M3:72:-0.036111 discard G-R3:72:-0.057361 discard G-DB1:31:-0.064194 discard M6:31:-0.065161 discard G-G6:11:-0.066818 discard G-O8:11:-0.065909 discard G-Y7:11:-0.077273",
    "29 4 101  discard G-O9 | discard G-O9 | discard G-O9:80:0.808188 discard G-LB4:80:0.785063 discard G-G1:40:0.813375 discard G-Y4:13:0.759615 discard G-DB2:13:0.758077 discard G-P1:13:0.715000",
    "29 4 133  discard G-P1 | discard G-P1 | discard G-P1:80:0.664792 discard G-O9:80:0.651854 discard G-G6:40:0.647750 discard G-DB4:13:0.501923 discard M4:13:0.498846 discard G-LB4:13:0.421538",
    "29 4 12  close-slap | close-slap | close-slap:0:0.000000",
    "29 4 22  close-slap | close-slap | close-slap:0:0.000000",
    "29 4 46  close-slap | close-slap | close-slap:0:0.000000",
    "47 6 0  discard-trial | discard-trial | discard-trial:120:0.115986 keep-trial:120:0.114667",
    "47 6 5  end-turn | end-turn | end-turn:0:0.000000",
    "47 6 17  end-turn | end-turn | end-turn:100:0.044500 fulfil AS09 pay O:G-O5 LB:G-LB8 keep G-LB8:100:0.001583 fulfil AS09 pay O:G-O5 LB:G-LB8 keep G-O5:40:0.021125",
    "47 6 40  discard G-Y5 | discard G-Y5 | discard G-Y5:90:0.037556 discard G-LB2:90:0.034500 discard G-P2:30:-0.010667 discard G-R3:30:-0.016000",
    "47 6 83  close-slap | close-slap | close-slap:0:0.000000",
    "47 6 101  end-turn | end-turn | end-turn:0:0.000000",
    "47 6 133  discard G-O8 | discard G-O8 | discard G-O8:80:0.083125 discard G-DB4:80:0.016000 discard G-P7:40:0.032000 discard G-Y3:13:-0.060769 discard G-G9:13:-0.065769 discard M6:13:-0.070769",
    "47 6 48  close-slap | close-slap | close-slap:0:0.000000",
    "47 6 51  close-slap | close-slap | close-slap:0:0.000000",
    "47 6 83  close-slap | close-slap | close-slap:0:0.000000",
];

#[test]
fn wise_cut_into_steps_moves_and_hints_as_the_one_run_search_did() {
    let lines = wise_lines();
    assert_eq!(lines, PINNED, "Wise's moves and hints changed");
}

/// The seat that decides at `s` (the first after the active one in a slap window).
fn decider(s: &State) -> u8 {
    match s.phase {
        Phase::SlapWindow { .. } => (s.active + 1) % s.options.players,
        _ => s.active,
    }
}

#[test]
fn a_search_stopped_after_any_step_and_resumed_ends_the_same() {
    for (seed, players, steps) in pinned_positions() {
        let mut s = State::new(Options::new(players), seed, 0).unwrap();
        for _ in 0..steps {
            let Some(a) = greedy(&s) else { break };
            s.apply(&a).unwrap();
        }
        let seat = decider(&s);
        let obs = Observation::of(&s, seat);
        let mut whole_rng = s.decision_rng(seat, steps as u64);
        let whole = search(&obs, 240, &mut whole_rng);
        let mut searching = Searching::new(&obs, 240, s.decision_rng(seat, steps as u64));
        let mut taken = 0;
        loop {
            // A copy stopped here and run on alone ends where the original does.
            if taken % 7 == 3 {
                let mut copy = searching.clone();
                while !copy.step() {}
                assert_eq!(
                    copy.finish().0,
                    whole,
                    "{seed} {players} {steps}: stopped at {taken}"
                );
            }
            taken += 1;
            if searching.step() {
                break;
            }
        }
        let (found, mut rng) = searching.finish();
        assert_eq!(found, whole, "{seed} {players} {steps}");
        assert_eq!(
            rng.next_u64(),
            whole_rng.next_u64(),
            "the stream is left where one run leaves it"
        );
        if let Some(found) = whole.filter(|f| f.choices.len() > 1) {
            // Several moves to weigh: the work was cut into many short steps, each one deal of the moves left.
            assert!(taken > 10, "{seed} {players} {steps}: {taken} steps");
            let played: u32 = found.choices.iter().map(|c| c.playouts).sum();
            assert!((200..=240).contains(&played), "{played} playouts");
        }
        assert!(searching_is_done_for_good(&obs));
    }
}

/// A finished search stays finished: further steps change nothing.
fn searching_is_done_for_good(obs: &Observation) -> bool {
    let mut searching = Searching::new(obs, 40, standfirm_engine::rng::GameRng::new(5));
    while !searching.step() {}
    let before = searching.clone().finish().0;
    (0..3).all(|_| searching.step()) && searching.finish().0 == before
}
