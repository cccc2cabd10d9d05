//! Golden transcript: the first five rounds of the rule sheet's two-player example (`strongholds.txt`, "Example
//! 2 Player Game"), Steve = seat 0 (first player), April = seat 1, played through `run_script` from stacked decks
//! built so that every draw matches the narration, with the state asserted after every round.
//!
//! Where the narration is loose, the rules as ruled win (RULINGS 3A "consistency check"):
//! - "Steve … now has a total of 6 G cards" counts his Trial; a Trial is placed in front at once and is not part
//!   of the Growth holding (SH-2.12), so he holds 5 colour cards, and 8 after round 2's draw, as narrated.
//! - The sheet says the limit of 7 applies "at the end of each round"; it is checked at the end of the holder's
//!   own turn (SH-2.10, SH-B2), so the round-4 discards are actions of each player's own end of turn.
//! - After a defeat a slap window opens on the replacement (SH-5.7) even when nobody can slap; the table closes
//!   it with `close-slap` and the active player's turn resumes.
//! - The sheet never names the cards it does not need; the rest of the stacked decks is chosen freely: Steve
//!   starts with Red, Red, Green; April's round-4 Assignment is Visit the Sick (R, O: "turns in the orange");
//!   Steve's round-6 Truth draw is Speak the Truth in Love, which he can pay (round 6: "He has the growth cards
//!   needed").
//!
//! Each round's state is asserted after its last action, so the next turn's automatic draw (SH-5.2) has already
//! happened: "after round N" shows round N + 1 with Steve's draw made.

use serde_json::{json, Value};
use standfirm_engine::strongholds::content;
use standfirm_runner::script::{run_script, ScriptError};

/// Growth deck, top first: the cards the narration names (or needs), then the rest in content order.
const GROWTH_TOP: [&str; 30] = [
    "G-R1", "G-R2", "G-G1", // set-up, Steve: Red, Red, Green
    "G-P1", "G-Y1", "G-Y2", // set-up, April: Purple, Yellow, Yellow
    "G-P2", "G-DB1",
    "TR02", // R1 Steve: Purple, Dark Blue and the Trial Persecution (G, Y, P)
    "G-O1", "G-G2", "G-DB2", // R1 April: Orange, Green, Dark Blue
    "G-Y3", "G-P3", "G-O2", // R2 Steve: the Yellow he needs, Purple, Orange (no Light Blue)
    "G-O3", "G-DB3", "G-Y4", // R2 April: no Green
    "G-R3", "G-G3", "G-DB4", // R4 Steve: no Light Blue; 8 cards
    "AS02", "G-P4", "G-DB5", // R4 April: an Assignment (Visit the Sick, R + O); 8 cards
    "G-LB1", "G-O4", "G-G4", // R5 Steve: the Light Blue he needs, no Yellow
    "AS01", "M1",
    "G-LB2", // R5 April: Give Bread to the Hungry, King David (R/LB), Spirit of Might
];
/// Truth deck, top first: Steve's T03 Put to Death the Old Nature and T04 Gifts of the Holy Spirit (both need
/// Light Blue), April's T01 No Condemnation in Christ and T05 The Fear of the Lord (needs Green); R3: Steve T02
/// God is Merciful and Gracious, April T10 Cast All Your Anxiety on Him (needs Light Blue and Green); R6: Steve T07.
const TRUTH_TOP: [&str; 7] = ["T03", "T04", "T01", "T05", "T02", "T10", "T07"];
/// Stronghold deck, top first: Shame, Anger, Divination, Fear, Pride face up; then Lust (April's R1
/// replacement) and Lying (Steve's R5 replacement). Unforgiveness and Despair (T02's targets) stay hidden.
const STRONGHOLD_TOP: [&str; 7] = ["S01", "S03", "S04", "S05", "S06", "S09", "S02"];

/// The actions of each round, with the narrated step they play.
const ROUNDS: [&[&str]; 5] = [
    &[
        // R1 Steve: Persecution blocks Truth play until he draws a Yellow (SH-2.16). He is done.
        "end-turn",
        // R1 April: No Condemnation in Christ (DB, Y, G) defeats Shame (purple river) in slot 0.
        "truth T01 slot 0 pay DB:G-DB2 Y:G-Y1 G:G-G2",
        // The replacement (Lust) cannot be slapped by Steve: he has an Unconquered Trial (SH-2.16, SH-5.7).
        "close-slap",
        "end-turn",
    ],
    &[
        // R2 Steve: overcomes Persecution with Green, Yellow, Purple and keeps the Yellow as permanent (SH-2.14).
        "overcome TR02 pay G:G-G1 Y:G-Y3 P:G-P2 keep G-Y3",
        // Both his Truth cards need Light Blue; 5 cards, no discard.
        "end-turn",
        // R2 April: 6 cards, still missing Green for The Fear of the Lord.
        "end-turn",
    ],
    &[
        // R3 (Truth round): Steve draws God is Merciful and Gracious, has DB, R, P, but no target: he passes.
        "end-turn", // April draws a Truth card and passes.
        "end-turn",
    ],
    &[
        // R4 Steve: 8 Growth cards, still no Light Blue; discards a Red down to 7 (SH-2.10).
        "end-turn",
        "discard G-R3",
        // R4 April: draws an Assignment (placed at once, SH-2.12); 8 cards: discards an extra Orange.
        "end-turn",
        "discard G-O3",
    ],
    &[
        // R5 Steve: Put to Death the Old Nature (LB, O, Y, P) defeats Anger in slot 1, Yellow from his
        // permanent on Persecution (SH-2.15: gained in R2, usable on later turns).
        "truth T03 slot 1 pay LB:G-LB1 O:G-O2 Y:TR02 P:G-P3",
        // The replacement is Lying (green circle); April has no Truth card with that symbol: no slap.
        "close-slap",
        "end-turn",
        // R5 April: Visit the Sick with King David as Red (kept, Red side up, SH-B11) and an Orange.
        "fulfil AS02 pay R:M1 O:G-O1 keep M1",
        // Give Bread to the Hungry with Light Blue and Dark Blue; the Light Blue becomes permanent.
        "fulfil AS01 pay LB:G-LB2 DB:G-DB3 keep G-LB2",
        // She still needs a Green for either Truth card.
        "end-turn",
    ],
];

/// A deck: the given top cards, then every other card of that deck in content order.
fn stacked(top: &[&str], all: &[standfirm_engine::strongholds::CardId]) -> Vec<String> {
    let mut deck: Vec<String> = top.iter().map(|s| s.to_string()).collect();
    deck.extend(
        all.iter()
            .map(|c| c.to_string())
            .filter(|c| !top.contains(&c.as_str())),
    );
    deck
}

fn script(actions: &[String]) -> String {
    let c = content();
    json!({
        "game": "strongholds",
        "options": {"players": 2},
        "seed": 2024,
        "first_player": 0,
        "decks": {
            "growth": stacked(&GROWTH_TOP, &c.growth),
            "truth": stacked(&TRUTH_TOP, &c.truth),
            "stronghold": stacked(&STRONGHOLD_TOP, &c.strongholds),
        },
        "actions": actions,
    })
    .to_string()
}

/// The actions of rounds 1 to `round`, then `extra`.
fn through(round: usize, extra: &[&str]) -> Vec<String> {
    ROUNDS[..round]
        .iter()
        .flat_map(|r| r.iter())
        .chain(extra)
        .map(|a| a.to_string())
        .collect()
}

fn play(actions: &[String]) -> Value {
    run_script(&script(actions)).unwrap_or_else(|e| panic!("{e}"))
}

fn ids(v: &Value) -> Vec<String> {
    let mut out: Vec<String> = v
        .as_array()
        .unwrap_or_else(|| panic!("not an array: {v}"))
        .iter()
        .map(|x| x.as_str().unwrap().to_string())
        .collect();
    out.sort();
    out
}

fn words(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text.split_whitespace().map(String::from).collect();
    out.sort();
    out
}

/// Trials and Assignments as `TR02=G-Y3:Y` (done, permanent card and colour) or `AS01` (open).
fn tasks(player: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for t in player["trials"]
        .as_array()
        .unwrap()
        .iter()
        .chain(player["assignments"].as_array().unwrap())
    {
        let id = t["id"].as_str().unwrap();
        out.push(if t["done"] == true {
            format!(
                "{id}={}:{}",
                t["permanent"].as_str().unwrap(),
                t["colour"].as_str().unwrap()
            )
        } else {
            id.to_string()
        });
    }
    out.sort();
    out
}

/// One seat's expected state: `[holding, Truth cards, Trials and Assignments, Strongholds taken]` as
/// space-separated ids (tasks written as in [`tasks`]), and the score.
type Seat = ([&'static str; 4], u64);

fn check_seat(view: &Value, seat: usize, (want, score): &Seat) {
    let p = &view["players"][seat];
    let who = ["Steve", "April"][seat];
    assert_eq!(ids(&p["holding"]), words(want[0]), "{who}'s holding");
    assert_eq!(ids(&p["truths"]), words(want[1]), "{who}'s Truth cards");
    assert_eq!(tasks(p), words(want[2]), "{who}'s Trials and Assignments");
    assert_eq!(ids(&p["taken"]), words(want[3]), "{who}'s Strongholds");
    assert_eq!(p["score"], *score, "{who}'s score");
    assert_eq!(view["scores"][seat], *score);
}

/// The state at the start of `round` (after the previous round's last action): Steve active, in his main phase.
fn check_round(view: &Value, round: u64, kind: &str, slots: [&str; 5], seats: [Seat; 2]) {
    assert_eq!(view["status"], "in_progress");
    assert_eq!(view["round"], round, "round");
    assert_eq!(view["round_kind"], kind, "round kind (SH-5.1)");
    assert_eq!(view["active"], 0, "Steve plays first every round (SH-3.4)");
    assert_eq!(view["awaiting"], json!({"decision": "main", "seats": [0]}));
    assert_eq!(view["slots"], json!(slots), "face-up Strongholds by slot");
    for (seat, want) in seats.iter().enumerate() {
        check_seat(view, seat, want);
    }
}

fn legal(view: &Value) -> Vec<String> {
    view["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn example_setup_deals_the_narrated_cards_sh_3() {
    let v = play(&through(0, &[]));
    // SH-3.2: five face-up Strongholds; SH-3.3: 3 Growth and 2 Truth each; R1 Steve draws 3 more, one a Trial.
    check_round(
        &v,
        1,
        "growth",
        ["S01", "S03", "S04", "S05", "S06"],
        [
            (["G-R1 G-R2 G-G1 G-P2 G-DB1", "T03 T04", "TR02", ""], 0),
            (["G-P1 G-Y1 G-Y2", "T01 T05", "", ""], 0),
        ],
    );
    // Steve is blocked by Persecution (SH-2.16) and cannot pay it yet (no Yellow): he can only end.
    assert_eq!(legal(&v), ["end-turn", "end-by-agreement"]);
    assert_eq!(
        (
            v["growth_deck"].clone(),
            v["truth_deck"].clone(),
            v["stronghold_deck"].clone()
        ),
        (json!(81), json!(14), json!(10))
    );
}

#[test]
fn round_1_april_defeats_shame_and_steve_cannot_slap_sh_2_16() {
    // April's R1 draw: "Purple, Yellow, Yellow, Orange, Green, and Dark Blue"; No Condemnation on Shame is legal.
    let v = play(&through(0, &["end-turn"]));
    assert_eq!(v["active"], 1);
    assert_eq!(
        ids(&v["players"][1]["holding"]),
        words("G-P1 G-Y1 G-Y2 G-O1 G-G2 G-DB2")
    );
    assert!(legal(&v).contains(&"truth T01 slot 0 pay DB:G-DB2 Y:G-Y1 G:G-G2".to_string()));
    // April's turn after the defeat: the slap window on Lust is open to Steve only, and he cannot slap.
    let v = play(&through(
        0,
        &["end-turn", "truth T01 slot 0 pay DB:G-DB2 Y:G-Y1 G:G-G2"],
    ));
    assert_eq!(v["active"], 1);
    assert_eq!(
        v["awaiting"],
        json!({"decision": "slap_window", "seats": [0], "slot": 0})
    );
    assert_eq!(v["slots"][0], "S09", "Lust replaces Shame (SH-5.9)");
    assert_eq!(
        legal(&v),
        ["close-slap"],
        "Steve holds Put to Death (Lust) but is blocked"
    );
    // A claim by Steve is refused without saying why (SH-5.7).
    let mut actions = through(
        0,
        &["end-turn", "truth T01 slot 0 pay DB:G-DB2 Y:G-Y1 G:G-G2"],
    );
    actions.push("slap 0 T03 slot 0 pay LB:G-R1 O:G-R2 Y:G-G1 P:G-P2".into());
    assert_eq!(
        run_script(&script(&actions)),
        Err(ScriptError::Illegal {
            index: 2,
            action: "slap 0 T03 slot 0 pay LB:G-R1 O:G-R2 Y:G-G1 P:G-P2".into(),
            reason: "seat 0 cannot slap".into(),
        })
    );
    // The Truth card went to the bottom of its deck (SH-2.5).
    assert_eq!(
        v["deck_order"]["truth"].as_array().unwrap().last().unwrap(),
        "T01"
    );

    let v = play(&through(1, &[]));
    check_round(
        &v,
        2,
        "growth",
        ["S09", "S03", "S04", "S05", "S06"],
        [
            // "now has a total of 8 Growth cards"
            (
                [
                    "G-R1 G-R2 G-G1 G-P2 G-DB1 G-Y3 G-P3 G-O2",
                    "T03 T04",
                    "TR02",
                    "",
                ],
                0,
            ),
            (["G-P1 G-Y2 G-O1", "T05", "", "S01"], 5),
        ],
    );
    assert_eq!(ids(&v["growth_discard"]), words("G-DB2 G-Y1 G-G2"));
    // Steve can now overcome the Trial (one canonical payment per choice of permanent card).
    assert!(legal(&v).iter().any(|a| a.starts_with("overcome TR02 pay")));
}

#[test]
fn round_2_steve_overcomes_persecution_keeping_yellow_sh_2_14() {
    let v = play(&through(2, &[]));
    check_round(
        &v,
        3,
        "truth",
        ["S09", "S03", "S04", "S05", "S06"],
        [
            // R3's draw is God is Merciful and Gracious (DB, R, P): he has those colours but no target (SH-B4).
            (
                [
                    "G-R1 G-R2 G-DB1 G-P3 G-O2",
                    "T02 T03 T04",
                    "TR02=G-Y3:Y",
                    "",
                ],
                2,
            ),
            // "a total of 6 Growth cards", missing Green.
            (["G-P1 G-Y2 G-O1 G-O3 G-DB3 G-Y4", "T05", "", "S01"], 5),
        ],
    );
    // SH-2.15/SH-B10: the permanent gained in round 2 is usable on Steve's later turns.
    assert_eq!(v["players"][0]["trials"][0]["usable"], true);
    assert_eq!(
        legal(&v),
        ["end-turn", "end-by-agreement"],
        "no Stronghold shows T02's symbols"
    );
}

#[test]
fn round_3_truth_draws_and_passes_sh_5_1() {
    let v = play(&through(3, &[]));
    check_round(
        &v,
        4,
        "growth",
        ["S09", "S03", "S04", "S05", "S06"],
        [
            // R4: 8 Growth cards, still no Light Blue.
            (
                [
                    "G-R1 G-R2 G-DB1 G-P3 G-O2 G-R3 G-G3 G-DB4",
                    "T02 T03 T04",
                    "TR02=G-Y3:Y",
                    "",
                ],
                2,
            ),
            (["G-P1 G-Y2 G-O1 G-O3 G-DB3 G-Y4", "T05 T10", "", "S01"], 5),
        ],
    );
    assert_eq!(
        v["truth_deck"], 13,
        "18 - 4 dealt - 2 drawn + No Condemnation returned"
    );
}

#[test]
fn round_4_discards_down_to_7_at_end_of_turn_sh_2_10() {
    // Steve's end of turn waits for one discard.
    let v = play(&through(3, &["end-turn"]));
    assert_eq!(
        v["awaiting"],
        json!({"decision": "discard_growth", "seats": [0], "count": 1})
    );
    assert_eq!(legal(&v).len(), 8, "one discard per card of the holding");

    // April's R4: the Assignment Visit the Sick (R, O) is placed at once (SH-2.12); no Red, no Green: she passes
    // and discards an Orange.
    let v = play(&through(3, &["end-turn", "discard G-R3"]));
    assert_eq!(v["active"], 1);
    assert_eq!(v["players"][1]["holding"].as_array().unwrap().len(), 8);
    assert_eq!(legal(&v), ["end-turn", "end-by-agreement"]);

    let v = play(&through(4, &[]));
    check_round(
        &v,
        5,
        "growth",
        ["S09", "S03", "S04", "S05", "S06"],
        [
            // R5: he draws the Light Blue he needs.
            (
                [
                    "G-R1 G-R2 G-DB1 G-P3 G-O2 G-G3 G-DB4 G-LB1 G-O4 G-G4",
                    "T02 T03 T04",
                    "TR02=G-Y3:Y",
                    "",
                ],
                2,
            ),
            // April's Assignment was placed in front at once and does not count toward the 7 (SH-2.12).
            (
                [
                    "G-P1 G-Y2 G-O1 G-DB3 G-Y4 G-P4 G-DB5",
                    "T05 T10",
                    "AS02",
                    "S01",
                ],
                5,
            ),
        ],
    );
    assert_eq!(
        ids(&v["growth_discard"]),
        words("G-DB2 G-Y1 G-G2 G-G1 G-P2 G-R3 G-O3")
    );
    // Put to Death the Old Nature (Anger, Lust) and Gifts of the Holy Spirit (Divination) are payable only with
    // the permanent Yellow: Steve holds no Yellow card. One canonical payment per target.
    assert_eq!(
        legal(&v),
        [
            "truth T03 slot 0 pay LB:G-LB1 O:G-O2 Y:TR02 P:G-P3",
            "truth T03 slot 1 pay LB:G-LB1 O:G-O2 Y:TR02 P:G-P3",
            "truth T04 slot 2 pay Y:TR02 LB:G-LB1 R:G-R1 G:G-G3",
            "end-turn",
            "end-by-agreement",
        ]
    );
}

#[test]
fn round_5_steve_defeats_anger_and_april_fulfils_two_assignments_sh_2_15_sh_b11() {
    // After Steve's defeat: Lying replaces Anger and April cannot slap it (no green circle, SH-5.7).
    let v = play(&through(
        4,
        &["truth T03 slot 1 pay LB:G-LB1 O:G-O2 Y:TR02 P:G-P3"],
    ));
    assert_eq!(
        v["awaiting"],
        json!({"decision": "slap_window", "seats": [1], "slot": 1})
    );
    assert_eq!(v["slots"][1], "S02");
    assert_eq!(legal(&v), ["close-slap"]);
    let steve = &v["players"][0];
    assert_eq!(
        steve["permanents_used"],
        json!(["TR02"]),
        "the permanent is used for this turn"
    );
    assert_eq!(steve["trials"][0]["used"], true);

    // April's R5 draw: Give Bread to the Hungry, King David, Spirit of Might. Both Assignments can be fulfilled;
    // no Truth card can be played (both need Green).
    let v = play(&through(4, &ROUNDS[4][..3]));
    assert_eq!(v["active"], 1);
    assert_eq!(tasks(&v["players"][1]), words("AS01 AS02"));
    let moves = legal(&v);
    assert!(moves.iter().any(|a| a.starts_with("fulfil AS01")));
    assert!(moves.iter().any(|a| a.starts_with("fulfil AS02")));
    assert!(!moves.iter().any(|a| a.starts_with("truth")));

    let v = play(&through(5, &[]));
    check_round(
        &v,
        6,
        "truth",
        ["S09", "S02", "S04", "S05", "S06"],
        [
            // 7 cards after paying: no discard. R6's Truth draw is Speak the Truth in Love.
            (
                [
                    "G-R1 G-R2 G-DB1 G-G3 G-DB4 G-O4 G-G4",
                    "T02 T04 T07",
                    "TR02=G-Y3:Y",
                    "S03",
                ],
                7,
            ),
            // King David lies on Visit the Sick as Red; Spirit of Might on Give Bread to the Hungry as Light Blue.
            (
                [
                    "G-P1 G-Y2 G-Y4 G-P4 G-DB5",
                    "T05 T10",
                    "AS01=G-LB2:LB AS02=M1:R",
                    "S01",
                ],
                9,
            ),
        ],
    );
    // Round 6 as narrated: "He has the growth cards needed and plays it" (Speak the Truth in Love on Lying,
    // with his permanent Yellow, reset at the turn start, SH-5.5).
    assert_eq!(v["players"][0]["permanents_used"], json!([]));
    assert!(legal(&v)
        .iter()
        .any(|a| a.starts_with("truth T07 slot 1") && a.contains("Y:TR02")));
    assert_eq!(
        (
            v["growth_deck"].clone(),
            v["truth_deck"].clone(),
            v["stronghold_deck"].clone(),
            v["growth_discard_count"].clone()
        ),
        (json!(60), json!(13), json!(8), json!(12))
    );
}
