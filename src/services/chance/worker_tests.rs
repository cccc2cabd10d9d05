//! Unit tests of `worker`.

use super::*;
use standfirm_engine::armor_of_god::{bots::greedy_action, Options, State};

fn ticket() -> Ticket {
    Ticket {
        game: GameKind::ArmorOfGod,
        id: "game.json".into(),
        actions: 1,
        key: 0,
    }
}

/// Deal 3 before and after the greedy bot's first move.
fn a_move() -> (Position, Position) {
    let before = State::new(Options::default(), 3);
    let mut after = before.clone();
    after.apply(&greedy_action(&before).unwrap()).unwrap();
    (
        Position::armor_of_god(&before),
        Position::armor_of_god(&after),
    )
}

fn follow(read: bool, line: bool) -> Work {
    let (before, after) = a_move();
    Work::Follow(Box::new(Follow {
        position: after,
        read,
        line: line.then(|| Move {
            before,
            before_chance: None,
            words: Msg::verbatim("Belt of Truth 0 → 5"),
        }),
    }))
}

#[test]
fn one_estimate_of_a_new_position_serves_the_panel_and_the_learning_line() {
    let stop = Arc::new(AtomicBool::new(false));
    let (before, after) = a_move();
    let Some(Answer::Follow { reading, line }) =
        Job::new(ticket(), follow(true, true), stop).run().1
    else {
        panic!("an answer");
    };
    let reading = reading.flatten().expect("a reading");
    let line = line.expect("a line");
    let never = AtomicBool::new(false);
    assert_eq!(line.after, (after.key(), reading.chance));
    assert_eq!(Some(line.after.1), after.win(&never), "the same playouts");
    assert_eq!(line.before, (before.key(), before.win(&never).unwrap()));
    assert_eq!(line.words.to_string(), "Belt of Truth 0 → 5");
}

#[test]
fn a_line_alone_asks_no_reading_and_a_stopped_job_answers_nothing() {
    let stop = Arc::new(AtomicBool::new(false));
    let Some(Answer::Follow { reading, line }) =
        Job::new(ticket(), follow(false, true), stop).run().1
    else {
        panic!("an answer");
    };
    assert!(reading.is_none() && line.is_some());
    let stopped = Arc::new(AtomicBool::new(true));
    assert!(Job::new(ticket(), follow(true, true), stopped)
        .run()
        .1
        .is_none());
}

#[test]
fn a_learning_line_is_a_sentence_said_in_the_language_it_is_shown_in() {
    use crate::words::tr::{say, set_rust_lang};
    use standfirm_engine::armor::Armor;
    use standfirm_engine::words::IntoArg;
    use standfirm_guide::Lang;
    let (before, after) = a_move();
    let action = greedy_action(&State::new(Options::default(), 3))
        .unwrap()
        .to_string();
    let words = before.move_words(&action, &after);
    let chance = |hits| Chance {
        hits,
        playouts: 100,
    };
    let rose = line_words(
        words.clone(),
        &Change {
            before: chance(64),
            after: chance(81),
        },
    );
    let stayed = line_words(
        Msg::new(
            "{piece} {before} → {after}",
            vec![
                (
                    "piece",
                    standfirm_engine::words::Arg::ArmorTitle(Armor::Shield),
                ),
                ("before", 0.into_arg()),
                ("after", 8.into_arg()),
            ],
        ),
        &Change {
            before: chance(50),
            after: chance(50),
        },
    );
    set_rust_lang(Lang::Spanish);
    let (rose_es, stayed_es) = (say(&rose), say(&stayed));
    set_rust_lang(Lang::English);
    assert!(
        rose_es.ends_with(": tu probabilidad pasó del 64 % al 81 %."),
        "{rose_es}"
    );
    assert!(say(&rose).ends_with(": your chance went from 64% to 81%."));
    assert_eq!(
        stayed_es,
        "Escudo de la Fe 0 → 8: tu probabilidad sigue en el 50 %."
    );
    assert_eq!(
        stayed.to_string(),
        "Shield of Faith 0 → 8: your chance stayed at 50%."
    );
}

#[test]
fn a_job_a_step_at_a_time_answers_what_one_run_does() {
    let (before, _) = a_move();
    let works = [
        follow(true, true),
        follow(false, true),
        follow(true, false),
        Work::Best(Box::new(before)),
    ];
    for work in works {
        let whole = Job::new(ticket(), work.clone(), Arc::new(AtomicBool::new(false))).run();
        let mut steps = Steps::of(Job::new(ticket(), work, Arc::new(AtomicBool::new(false))));
        let mut count = 1;
        while !steps.step_a_little() {
            count += 1;
        }
        assert!(count > 10, "many small steps: {count}");
        let stepped = steps.answer();
        assert!(whole.1.is_some());
        assert_eq!(format!("{stepped:?}"), format!("{whole:?}"));
    }
}
