use super::*;
use crate::words::tr::{say, set_rust_lang};
use standfirm_engine::armor_of_god::{Action, Slot};
use standfirm_engine::cards::Card;
use standfirm_engine::odds::Tally;
use standfirm_engine::review::Goal;
use standfirm_guide::Lang;

/// A tally of `wins` in 100 playouts.
fn tally(wins: u32) -> Tally {
    Tally {
        playouts: 100,
        wins,
        marks: [wins, 0, 0, 0, 0, 0, 0, 0],
    }
}

fn play(card: &str, slot: Slot) -> Action {
    Action::Play {
        card: card.parse::<Card>().unwrap(),
        slot,
    }
}

/// A decision at action `index`: the position's chance `at`, the played move's `kept`, the best's `best`, and
/// the luck after it.
fn decision(index: usize, at: u32, kept: u32, best: u32, luck: f64) -> Decision<Action> {
    Decision {
        index,
        worlds: 100,
        moves: 4,
        position: tally(at),
        played: play("QC", Slot::Helmet),
        after: tally(kept),
        best: play("5D", Slot::Helmet),
        best_tally: tally(best),
        lost: f64::from(best - kept) / 100.0,
        lost_margin: 0.05,
        mistake: best > kept + 10,
        luck,
        goal: Goal::Win,
        also: Goal::Mark(0),
    }
}

fn review() -> GameReview {
    let decisions = vec![
        decision(0, 90, 90, 90, 0.0),
        decision(1, 90, 60, 88, -0.02),
        decision(2, 58, 58, 58, -0.40),
        decision(3, 18, 18, 18, -0.18),
    ];
    GameReview::ArmorOfGod(Review {
        seat: 0,
        decisions,
        total: 4,
        turning_points: vec![1],
        won: Some(false),
        names: ("win", "pass_next_check"),
    })
}

#[test]
fn a_turning_point_says_the_move_the_fall_and_the_best_move() {
    set_rust_lang(Lang::English);
    let w = words(&review());
    assert_eq!(w.points.len(), 1);
    let p = &w.points[0];
    assert_eq!(
        say(&p.title),
        "Move 2: play the Queen of Clubs on the Helmet of Salvation"
    );
    assert_eq!(say(&p.detail), "Your chance to win went from 90% to 60%.");
    assert_eq!(
        say(p.best.as_ref().unwrap()),
        "Best: play the 5 of Diamonds on the Helmet of Salvation, 88% (the difference 28 ± 5 points)"
    );
    assert!(say(&w.summary).starts_with("You lost. Each point is your chance to win"));
}

#[test]
fn the_biggest_falls_of_luck_are_named_apart_biggest_first_and_small_ones_not() {
    set_rust_lang(Lang::English);
    let w = words(&review());
    let luck: Vec<String> = w.luck.iter().map(|r| say(&r.detail)).collect();
    assert_eq!(
        luck,
        vec![
            "The cards that came next took your chance from 58% to 18%: luck, not a mistake.",
            // The last decision's luck runs to the end: a loss, 0%.
            "The cards that came next took your chance from 18% to 0%: luck, not a mistake.",
        ]
    );
    assert!(w.luck.iter().all(|r| r.best.is_none()));
}

#[test]
fn progress_and_the_chart_s_sentence_read_in_both_languages() {
    set_rust_lang(Lang::English);
    assert_eq!(
        say(&progress(12, 58, 400)),
        "Measuring your decisions: 12 of 58…"
    );
    assert_eq!(
        say(&progress(1, 1, 400)),
        "1 decision measured, each move in 400 games dealt from what you knew."
    );
    let sentence = chart_sentence(msg!("Chance to win"), &[(0, 0.97), (21, 0.64), (57, 1.0)]);
    assert_eq!(
        say(&sentence),
        "Chance to win over 3 decisions: from 97% to 100%, lowest 64% at move 22."
    );
    set_rust_lang(Lang::Spanish);
    assert_eq!(
        say(&progress(58, 58, 400)),
        "58 decisiones medidas: cada jugada, en 400 partidas repartidas a partir de lo que sabías."
    );
    assert_eq!(
        say(&sentence),
        "Probabilidad de ganar en 3 decisiones: del 97 % al 100 %; la más baja, 64 %, en la jugada 22."
    );
    set_rust_lang(Lang::English);
}
