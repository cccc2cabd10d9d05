//! The `standfirm-cli` contract for Strongholds: the content dump, the script output fields, stacked
//! decks, and exit status 2 with one line on stderr (and nothing on stdout) for illegal actions and malformed
//! scripts.

mod common;

use common::{cli, script_err, script_ok};
use serde_json::{json, Value};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::{content, Options, State};

/// The decks in content order (canonical), top first: Steve (seat 0) gets G-R1..G-R3, seat 1 G-R4..G-R6.
fn canonical_decks() -> Value {
    let c = content();
    let ids = |d: &[standfirm_engine::strongholds::CardId]| -> Vec<String> {
        d.iter().map(ToString::to_string).collect()
    };
    json!({"growth": ids(&c.growth), "truth": ids(&c.truth), "stronghold": ids(&c.strongholds)})
}

fn stacked(actions: &[&str]) -> Value {
    json!({"game": "strongholds", "decks": canonical_decks(), "actions": actions})
}

#[test]
fn content_dump_lists_every_card_sh_1_1() {
    let run = cli(&["content", "strongholds"], None);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert!(run.stderr.is_empty());
    assert_eq!(run.stdout.lines().count(), 1, "one JSON object on one line");
    let dump: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(dump["game"], "strongholds");
    assert_eq!(
        dump["counts"],
        json!({"growth": 90, "stronghold": 15, "truth": 18})
    );
    let cards = dump["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 123);
    let count = |key: &str, value: &str| cards.iter().filter(|c| c[key] == value).count();
    assert_eq!(
        (
            count("deck", "growth"),
            count("deck", "stronghold"),
            count("deck", "truth")
        ),
        (90, 15, 18)
    );
    let kinds = [
        ("stronghold", 15),
        ("truth", 18),
        ("anointing", 63),
        ("mentor", 7),
        ("trial", 10),
        ("assignment", 10),
    ];
    for (kind, n) in kinds {
        assert_eq!(count("kind", kind), n, "{kind}");
    }
    for card in cards {
        for field in [
            "id",
            "kind",
            "deck",
            "title",
            "text",
            "reference",
            "colours",
            "cost",
            "symbol",
            "symbols",
            "wildcard",
            "defeats",
            "points",
        ] {
            assert!(card.get(field).is_some(), "{} lacks {field}", card["id"]);
        }
    }
    let card = |id: &str| cards.iter().find(|c| c["id"] == id).unwrap().clone();
    let t01 = card("T01");
    assert_eq!(t01["title"], "No Condemnation in Christ");
    assert_eq!(t01["cost"], json!(["DB", "Y", "G"]));
    assert_eq!(t01["reference"], "Romans 8:1");
    assert_eq!(t01["defeats"], json!(["S01", "S07"]));
    assert_eq!(card("S06")["points"], 7, "Pride (SH-2.2)");
    assert_eq!(card("S01")["symbol"], "Purple River");
    assert_eq!(card("M1")["colours"], json!(["R", "LB"]), "King David");
    assert_eq!(card("TR02")["cost"], json!(["G", "Y", "P"]), "Persecution");
    assert_eq!(card("T18")["wildcard"], true);
    let colours = dump["colours"].as_array().unwrap();
    assert_eq!(colours.len(), 7, "the seven anointings (SH-1.2)");
    assert_eq!(
        colours[4],
        json!({"code": "LB", "name": "Light Blue", "anointing": "Might", "hex": "#29B6F6", "symbol": "shield"})
    );
}

#[test]
fn content_of_an_unknown_game_fails() {
    for args in [&["content", "chess"][..], &["content"][..]] {
        let run = cli(args, None);
        assert_eq!(run.code, 2);
        assert!(run.stdout.is_empty());
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    }
    let run = cli(&["content", "chess"], None);
    assert_eq!(
        run.stderr.trim_end(),
        "no content for the game \"chess\" (known: strongholds)"
    );
}

#[test]
fn script_output_fields_sh_3() {
    let v = script_ok(&stacked(&[]));
    assert_eq!(v["game"], "strongholds");
    assert_eq!(v["status"], "in_progress");
    assert_eq!(
        (
            v["end_reason"].clone(),
            v["winners"].clone(),
            v["tie_break"].clone()
        ),
        (Value::Null, json!([]), Value::Null)
    );
    assert_eq!(v["scores"], json!([0, 0]));
    assert_eq!(v["round"], 1);
    assert_eq!(v["round_kind"], "growth");
    assert_eq!(v["active"], 0);
    assert_eq!(v["first_player"], 0);
    assert_eq!(v["awaiting"], json!({"decision": "main", "seats": [0]}));
    // SH-3.2: the top five Strongholds face up; stacked decks deal top first (SH-3.3: Growth, then Truth).
    assert_eq!(v["slots"], json!(["S01", "S02", "S03", "S04", "S05"]));
    assert_eq!(
        (
            v["growth_deck"].clone(),
            v["truth_deck"].clone(),
            v["stronghold_deck"].clone(),
            v["growth_discard_count"].clone()
        ),
        (json!(81), json!(14), json!(10), json!(0))
    );
    let steve = &v["players"][0];
    assert_eq!(
        steve["holding"],
        json!(["G-R1", "G-R2", "G-R3", "G-R7", "G-R8", "G-R9"])
    );
    assert_eq!(steve["truths"], json!(["T01", "T02"]));
    assert_eq!(steve["truth_count"], 2);
    for field in ["trials", "assignments", "permanents_used", "taken"] {
        assert_eq!(steve[field], json!([]), "{field}");
    }
    assert_eq!(steve["score"], 0);
    assert_eq!(v["players"][1]["holding"], json!(["G-R4", "G-R5", "G-R6"]));
    assert_eq!(v["players"][1]["truths"], json!(["T03", "T04"]));
    // The referee sees the deck orders too.
    assert_eq!(v["deck_order"]["truth"][0], "T05");
    assert_eq!(v["deck_order"]["growth"].as_array().unwrap().len(), 81);
    assert_eq!(
        v["options"],
        json!({"players": 2, "truth_limit_all": false})
    );
    assert_eq!(v["legal"], json!(["end-turn", "end-by-agreement"]));
}

#[test]
fn script_end_by_agreement_reports_winners_sh_b18() {
    let v = script_ok(
        &json!({"game": "strongholds", "options": {"players": 3}, "seed": 4,
        "first_player": 2, "actions": ["end-by-agreement"]}),
    );
    assert_eq!(v["status"], "finished");
    assert_eq!(v["end_reason"], "agreement");
    assert_eq!(
        v["winners"],
        json!([0, 1, 2]),
        "all on 0 points: a shared win"
    );
    assert_eq!(v["tie_break"], "shared");
    assert_eq!(v["active"], 2);
    assert_eq!(v["awaiting"], json!({"decision": "nothing", "seats": []}));
    assert_eq!(v["legal"], json!([]));
    assert_eq!(v["players"].as_array().unwrap().len(), 3);
}

#[test]
fn script_replays_a_bot_game_through_the_notation() {
    // A greedy game written as notation and replayed through the CLI ends in the same state, and every legal
    // action the output lists parses and applies.
    let mut state = State::new(Options::new(3), 11, 1).unwrap();
    let mut actions = Vec::new();
    while !state.is_over() && actions.len() < 400 {
        let action = greedy(&state).expect("a move");
        actions.push(action.to_string());
        state.apply(&action).unwrap();
    }
    assert!(
        actions.len() > 100,
        "a long game: {} actions",
        actions.len()
    );
    let script = json!({"game": "strongholds", "options": {"players": 3}, "seed": 11,
        "first_player": 1, "actions": actions});
    let v = script_ok(&script);
    let view = state.referee_view();
    assert_eq!(v["round"], view.round);
    assert_eq!(v["slots"], json!(view.slots));
    assert_eq!(
        v["scores"],
        json!(view.players.iter().map(|p| p.score).collect::<Vec<_>>())
    );
    let legal: Vec<String> = state
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(v["legal"], json!(legal));
    for text in legal {
        let action = text.parse().unwrap();
        state
            .clone()
            .apply(&action)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn stacked_decks_replace_only_the_setup_shuffles_sh_2_11() {
    // The seed's own deal written out as stacked decks plays exactly like the seed alone, through Growth
    // reshuffles: later reshuffles use the seed's stream (SH-2.11, SH-3.1).
    let (seed, c) = (11, content());
    let mut rng = GameRng::new(seed);
    let mut dealt = Vec::new();
    for canonical in [&c.growth, &c.truth, &c.strongholds] {
        let mut deck = canonical.clone();
        rng.shuffle(&mut deck);
        dealt.push(deck.iter().map(ToString::to_string).collect::<Vec<_>>());
    }
    let mut state = State::new(Options::new(3), seed, 1).unwrap();
    let mut actions = Vec::new();
    while !state.is_over() {
        let action = greedy(&state).expect("a move");
        actions.push(action.to_string());
        state.apply(&action).unwrap();
    }
    assert!(
        state.stats.reshuffles > 0,
        "the game reshuffles the Growth discard"
    );
    let plain = json!({"game": "strongholds", "options": {"players": 3}, "seed": seed,
        "first_player": 1, "actions": actions});
    let mut stacked = plain.clone();
    stacked["decks"] = json!({"growth": dealt[0], "truth": dealt[1], "stronghold": dealt[2]});
    let (a, b) = (script_ok(&plain), script_ok(&stacked));
    assert_eq!(a["status"], "finished");
    assert_eq!(a, b);
}

#[test]
fn second_trial_at_setup_awaits_the_drawing_seat_sh_2_17() {
    // April (seat 1) draws Unbelief then Persecution during set-up: she decides, though seat 0 will play first.
    let top = ["G-R1", "G-R2", "G-R3", "TR01", "TR02"];
    let mut growth: Vec<String> = top.map(String::from).to_vec();
    let rest = content().growth.iter().map(ToString::to_string);
    growth.extend(rest.filter(|id| !top.contains(&id.as_str())));
    let script = |actions: &[&str]| json!({"game": "strongholds", "decks": {"growth": growth}, "actions": actions});
    let v = script_ok(&script(&[]));
    assert_eq!(v["active"], 0);
    assert_eq!(
        v["awaiting"],
        json!({"decision": "second_trial", "seats": [1], "trial": "TR02"})
    );
    assert_eq!(v["legal"], json!(["keep-trial", "discard-trial"]));
    // Kept: both Trials block her (SH-2.16); her third draw follows.
    let v = script_ok(&script(&["keep-trial"]));
    let trials: Vec<&str> = v["players"][1]["trials"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap())
        .collect();
    assert_eq!(trials, ["TR01", "TR02"]);
    assert_eq!(v["players"][1]["holding"], json!(["G-R4"]));
    assert_eq!(v["awaiting"], json!({"decision": "main", "seats": [0]}));
    // Discarded: a replacement draw, then the third draw (SH-B14).
    let v = script_ok(&script(&["discard-trial"]));
    assert_eq!(v["players"][1]["holding"], json!(["G-R4", "G-R5"]));
    assert_eq!(v["growth_discard"], json!(["TR02"]));
}

#[test]
fn illegal_action_names_index_action_and_reason() {
    let line = script_err(
        &stacked(&["end-turn", "truth T04 slot 3 pay LB:G-R4 Y:G-R5 R:G-R6"]).to_string(),
    );
    assert_eq!(
        line,
        "action 1 \"truth T04 slot 3 pay LB:G-R4 Y:G-R5 R:G-R6\": the payment is not valid: \
         the cost is Y, LB, R, G but the payment covers LB, Y, R"
    );
    let line = script_err(&stacked(&["fly away"]).to_string());
    assert_eq!(line, "action 0 \"fly away\": unknown action \"fly\"");
    let line = script_err(&stacked(&["discard G-R1"]).to_string());
    assert_eq!(
        line,
        "action 0 \"discard G-R1\": not now: the game is waiting for seat 0 to play or end the turn"
    );
    let line = script_err(&stacked(&["slap 1 T03 slot 0 pay Y:G-R4"]).to_string());
    assert_eq!(
        line,
        "action 0 \"slap 1 T03 slot 0 pay Y:G-R4\": seat 1 cannot slap"
    );
}

#[test]
fn malformed_scripts_fail_with_one_line() {
    let c = content();
    let mut short: Vec<String> = c.growth.iter().map(ToString::to_string).collect();
    short.pop();
    let mut twice = short.clone();
    twice.push(twice[0].clone());
    let mut with_truth = short.clone();
    with_truth.push("T01".into());
    let mut unknown = short.clone();
    unknown.push("T99".into());
    let cases: Vec<(String, &str)> = vec![
        ("{\"game\": \"strongholds\",".into(), "malformed script: not valid JSON"),
        (
            json!({"game": "strongholds", "options": {"players": 7}}).to_string(),
            "malformed script: cannot set up the game: 7 players; Strongholds is for 2 to 6",
        ),
        (
            json!({"game": "strongholds", "first_player": 2}).to_string(),
            "malformed script: cannot set up the game: there is no seat 2 to play first",
        ),
        (
            json!({"game": "strongholds", "sed": 3}).to_string(),
            "malformed script: unknown field `sed`",
        ),
        (
            json!({"game": "strongholds", "options": {"rounds": 3}}).to_string(),
            "malformed script: the options do not fit Strongholds: unknown field `rounds`",
        ),
        (
            json!({"game": "strongholds", "decks": {"growth": short}}).to_string(),
            "malformed script: bad decks.growth: AS10 is missing (a deck lists all 90 of its cards, top first)",
        ),
        (
            json!({"game": "strongholds", "decks": {"growth": twice}}).to_string(),
            "malformed script: bad decks.growth: G-R1 is listed twice",
        ),
        (
            json!({"game": "strongholds", "decks": {"growth": with_truth}}).to_string(),
            "malformed script: bad decks.growth: T01 is not a card of this deck",
        ),
        (
            json!({"game": "strongholds", "decks": {"growth": unknown}}).to_string(),
            "malformed script: bad decks.growth: \"T99\" is not a Strongholds card id",
        ),
        (
            json!({"game": "strongholds", "decks": {"truths": []}}).to_string(),
            "malformed script: unknown field `truths`",
        ),
        (
            json!({"game": "strongholds", "actions": "end-turn"}).to_string(),
            "malformed script: invalid type",
        ),
    ];
    for (script, start) in cases {
        let line = script_err(&script);
        assert!(line.starts_with(start), "{script}\n  gave: {line}");
    }
}

/// The `win share LEVEL: P% (95% CI L%–H%) over N seat-games` lines of a sim report.
fn shares(report: &str) -> Vec<(String, f64, f64, f64, u64)> {
    report
        .lines()
        .filter_map(|l| l.strip_prefix("win share "))
        .map(|l| {
            let (level, rest) = l.split_once(": ").unwrap();
            let nums: Vec<f64> = rest
                .split(|c: char| !(c.is_ascii_digit() || c == '.'))
                .filter(|t| !t.is_empty() && *t != ".")
                .filter_map(|t| t.parse().ok())
                .collect();
            // value, 95, low, high, seat-games
            (level.to_string(), nums[0], nums[2], nums[3], nums[4] as u64)
        })
        .collect()
}

#[test]
fn sim_with_levels_prints_each_levels_win_share_and_interval_sh_b17() {
    let run = cli(
        &[
            "sim",
            "--game",
            "strongholds",
            "--players",
            "2",
            "--seats",
            "wise,steady",
            "--playouts",
            "6",
            "--games",
            "8",
            "--seed",
            "3",
        ],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run
        .stdout
        .contains("levels wise,steady (Wise 6 playouts, rotated)"));
    assert!(run.stdout.contains("rounds (finished games): median"));
    let lines = shares(&run.stdout);
    let levels: Vec<&str> = lines.iter().map(|l| l.0.as_str()).collect();
    assert_eq!(levels, ["steady", "wise"]);
    for (_, value, low, high, seats) in &lines {
        assert_eq!(*seats, 8);
        assert!(low <= value && value <= high, "{lines:?}");
    }
    // Two players, no ties possible (SH-6.2): the shares add up to the whole.
    assert!((lines[0].1 + lines[1].1 - 100.0).abs() < 0.11, "{lines:?}");
}

#[test]
fn sim_with_levels_fills_the_table_and_shares_sum_to_the_games() {
    let run = cli(
        &[
            "sim",
            "--game",
            "strongholds",
            "--players",
            "4",
            "--seats",
            "gentle,steady",
            "--games",
            "12",
            "--seed",
            "9",
        ],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines = shares(&run.stdout);
    assert_eq!(lines.len(), 2);
    // One Gentle seat and three Steady (the last level repeats), every seat-game counted once.
    assert_eq!((lines[0].4, lines[1].4), (12, 36));
    // Shared first places count 1/k to each, so each game hands out one whole win.
    let won = lines[0].1 * 12.0 + lines[1].1 * 36.0;
    assert!((won / 100.0 - 12.0).abs() < 0.05, "{lines:?}");
}

#[test]
fn sim_with_levels_replays_exactly_from_the_seed() {
    let args = [
        "sim",
        "--game",
        "strongholds",
        "--players",
        "3",
        "--seats",
        "wise,gentle,steady",
        "--playouts",
        "4",
        "--games",
        "3",
        "--seed",
        "21",
    ];
    let strip = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("speed"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        strip(&cli(&args, None).stdout),
        strip(&cli(&args, None).stdout)
    );
}

#[test]
fn sim_rejects_unknown_levels_and_too_many_seats() {
    for args in [
        &["sim", "--game", "strongholds", "--seats", "wise,clever"][..],
        &[
            "sim",
            "--game",
            "strongholds",
            "--players",
            "2",
            "--seats",
            "wise,steady,gentle",
        ],
        &[
            "sim",
            "--game",
            "strongholds",
            "--seats",
            "wise",
            "--playouts",
            "many",
        ],
    ] {
        let run = cli(args, None);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stdout);
        assert!(run.stdout.is_empty());
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    }
}
