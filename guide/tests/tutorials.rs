//! The three tutorials: each file loads and validates, replays through the engine with every expected state
//! found in the runner's JSON, teaches only rule IDs RULINGS.md defines, and the loader refuses broken files. The
//! Spanish tutorials pass the same checks and keep the English deal and steps.

use serde_json::json;
use standfirm_engine::GameKind;
use standfirm_guide::tutorial::{
    file_in, load_str, load_str_in, tutorial, tutorial_in, Tutorial, COACH_MAX,
};
use standfirm_guide::{scripture, Lang};

mod common;
use common::{assert_every_expected_state, defined_ids, json_after, subset_mismatch};

fn shipped(game: GameKind) -> &'static Tutorial {
    tutorial(game).unwrap_or_else(|e| panic!("{e}"))
}

/// Every shipped tutorial, in every language.
fn every() -> Vec<&'static Tutorial> {
    Lang::ALL
        .iter()
        .flat_map(|&lang| {
            GameKind::ALL
                .iter()
                .map(move |&game| tutorial_in(game, lang).unwrap_or_else(|e| panic!("{e}")))
        })
        .collect()
}

#[test]
fn every_tutorial_file_validates() {
    for t in every() {
        let game = t.game;
        assert_eq!(tutorial_in(game, t.lang).unwrap(), t);
        t.validate()
            .unwrap_or_else(|e| panic!("{}: {e}", game.id()));
        assert!(!t.title.is_empty() && !t.intro.is_empty() && !t.summary.is_empty());
        for (k, step) in t.steps.iter().enumerate() {
            let n = k + 1;
            assert!(
                !step.coach.trim().is_empty() && step.coach.chars().count() <= COACH_MAX,
                "{} step {n}: {:?}",
                game.id(),
                step.coach
            );
            if let Some(verse) = &step.verse {
                let entry = scripture::verse_in(verse, t.lang);
                assert_eq!(
                    entry.map(|e| e.reference.as_str()),
                    Some(verse.as_str()),
                    "{} step {n}",
                    game.id()
                );
                assert_eq!(
                    entry.unwrap().translation,
                    scripture::Translation::of(t.lang)
                );
            }
        }
    }
}

#[test]
fn every_tutorial_rule_id_is_defined_in_rulings() {
    let ids = defined_ids();
    for t in every() {
        let game = t.game;
        for (k, step) in t.steps.iter().enumerate() {
            assert!(!step.rules.is_empty(), "{} step {}", game.id(), k + 1);
            for rule in &step.rules {
                assert!(
                    ids.contains(rule),
                    "{} step {}: {rule} is not in RULINGS.md",
                    game.id(),
                    k + 1
                );
            }
        }
    }
}

#[test]
fn every_tutorial_coach_line_is_one_short_sentence_or_two() {
    // A sentence ends with ". " inside the line; numbers such as "10 + 6" carry no full stop.
    for t in every() {
        let game = t.game;
        for (k, step) in t.steps.iter().enumerate() {
            let sentences = step.coach.matches(". ").count() + 1;
            assert!(
                sentences <= 2 && !step.coach.contains('\n'),
                "{} step {}: {:?}",
                game.id(),
                k + 1,
                step.coach
            );
            assert!(
                step.coach.ends_with('.') || step.coach.ends_with('!'),
                "{} step {}: {:?} ends without a full stop",
                game.id(),
                k + 1,
                step.coach
            );
        }
    }
}

#[test]
fn armor_of_god_tutorial_replays_with_every_expected_state() {
    for lang in Lang::ALL {
        assert_every_expected_state(tutorial_in(GameKind::ArmorOfGod, lang).unwrap());
    }
}

#[test]
fn pip_armor_tutorial_replays_with_every_expected_state() {
    for lang in Lang::ALL {
        assert_every_expected_state(tutorial_in(GameKind::PipArmor, lang).unwrap());
    }
}

#[test]
fn strongholds_tutorial_replays_with_every_expected_state() {
    for lang in Lang::ALL {
        assert_every_expected_state(tutorial_in(GameKind::Strongholds, lang).unwrap());
    }
}

#[test]
fn every_tutorial_step_but_the_notes_is_a_legal_action_when_it_comes() {
    for game in GameKind::ALL {
        let t = shipped(game);
        for (k, step) in t.steps.iter().enumerate() {
            let Some(action) = &step.action else { continue };
            let state = t.state_before(k).unwrap();
            assert!(
                state.legal_actions().contains(action),
                "{} step {}: {action} is not listed among the legal actions",
                game.id(),
                k + 1
            );
        }
    }
}

#[test]
fn tutorial_actions_before_a_step_skip_the_notes() {
    let t = shipped(GameKind::ArmorOfGod);
    let actions: Vec<String> = t.steps.iter().filter_map(|s| s.action.clone()).collect();
    assert!(t.actions_before(0).is_empty());
    assert_eq!(t.actions_before(t.steps.len()), actions);
    assert_eq!(t.actions_before(t.steps.len() + 5), actions);
    let first_note = t.steps.iter().position(|s| s.is_note()).unwrap();
    assert_eq!(
        t.actions_before(first_note),
        t.actions_before(first_note + 1)
    );
    assert_eq!(t.actions_before(first_note).len(), first_note);
    // The state before a step is the state after the step before it.
    assert_eq!(
        json_after(t, first_note),
        common::json_before(t, first_note)
    );
}

#[test]
fn tutorial_expected_state_is_a_subset_check() {
    let actual = json!({"a": 1, "b": [{"x": 1, "y": 2}, {"x": 3}], "c": null});
    assert_eq!(subset_mismatch(&json!({"a": 1}), &actual, ""), None);
    assert_eq!(
        subset_mismatch(&json!({"b": [{"y": 2}, {}]}), &actual, ""),
        None
    );
    assert_eq!(
        subset_mismatch(&json!({"b": [{"x": 1}]}), &actual, ""),
        Some("b: expected [{\"x\":1}], found [{\"x\":1,\"y\":2},{\"x\":3}]".into())
    );
    assert_eq!(
        subset_mismatch(&json!({"b": [{"x": 2}, {}]}), &actual, ""),
        Some("b[0].x: expected 2, found 1".into())
    );
    assert_eq!(
        subset_mismatch(&json!({"d": 1}), &actual, ""),
        Some("d is missing".into())
    );
}

/// The shipped Armor of God file with one change made to its JSON.
fn edited(change: impl FnOnce(&mut serde_json::Value)) -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../assets/tutorials/armor-of-god.json"
    );
    let mut doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    change(&mut doc);
    doc.to_string()
}

#[test]
fn a_broken_tutorial_file_is_a_load_error_with_its_reason() {
    let problem = |text: &str| {
        load_str(GameKind::ArmorOfGod, text)
            .unwrap_err()
            .to_string()
    };
    assert!(problem("{").starts_with("assets/tutorials/armor-of-god.json: "));
    assert!(load_str(GameKind::ArmorOfGod, &edited(|_| ())).is_ok());
    assert!(problem(&edited(|d| d["game"] = json!("pip-armor")))
        .contains("the file is for \"pip-armor\", not \"armor-of-god\""));
    assert!(
        problem(&edited(|d| d["steps"][0]["action"] = json!("play AS belt")))
            .contains("step 1: \"play AS belt\": the Ace of Spades is Satan's Dart")
    );
    assert!(
        problem(&edited(|d| d["steps"][2]["action"] = json!("discard 6H")))
            .contains("step 3: \"discard 6H\"")
    );
    assert!(
        problem(&edited(|d| d["steps"][1]["coach"] = json!("x".repeat(161))))
            .contains("step 2: the coach line has 161 characters")
    );
    assert!(problem(&edited(|d| d["steps"][1]["coach"] = json!(" ")))
        .contains("step 2 has no coach line"));
    assert!(
        problem(&edited(|d| d["steps"][0]["rules"] = json!(["SH-5.7"])))
            .contains("step 1: \"SH-5.7\" is not a Armor of God: Solo rule ID")
    );
    assert!(problem(&edited(|d| d["steps"][0]["rules"] = json!([])))
        .contains("step 1 names no rule ID"));
    assert!(
        problem(&edited(|d| d["steps"][0]["verse"] = json!("Eph 6:14")))
            .contains("step 1: \"Eph 6:14\" is not written in full")
    );
    assert!(
        problem(&edited(|d| d["steps"][0]["verse"] = json!("Ephesians 6:18")))
            .contains("step 1: Ephesians 6:18 is not in the verse library")
    );
    assert!(problem(&edited(|d| d["steps"][0]["expect"] = json!([1])))
        .contains("step 1: \"expect\" must be a JSON object"));
    assert!(
        problem(&edited(|d| d["steps"][0]["note"] = json!("x"))).contains("unknown field `note`")
    );
    assert!(problem(&edited(|d| d["setup"]["seats"] = json!([])))
        .contains("setup: a Armor of God tutorial has no \"seats\" field"));
    assert!(
        problem(&edited(|d| d["setup"]["deck"] = json!(["AS"]))).contains("the setup cannot start")
    );
    assert!(problem(&edited(|d| d["summary"] = json!(""))).contains("the summary is empty"));
}

#[test]
fn every_tutorial_file_is_where_the_guide_says() {
    for t in every() {
        let path = format!(
            "{}/../{}",
            env!("CARGO_MANIFEST_DIR"),
            file_in(t.game, t.lang)
        );
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(load_str_in(t.game, t.lang, &text).unwrap(), *t);
    }
    assert_eq!(
        file_in(GameKind::PipArmor, Lang::Spanish),
        "assets/tutorials/es/pip-armor.json"
    );
}

#[test]
fn spanish_tutorials_keep_the_english_deal_and_steps_in_their_own_words() {
    for game in GameKind::ALL {
        let (en, es) = (shipped(game), tutorial_in(game, Lang::Spanish).unwrap());
        assert_eq!(es.lang, Lang::Spanish);
        es.same_steps_as(en).unwrap();
        assert_eq!(es.setup, en.setup);
        assert_eq!(es.steps.len(), en.steps.len());
        for (k, (e, s)) in en.steps.iter().zip(&es.steps).enumerate() {
            assert_eq!(
                (&s.action, &s.rules, &s.verse, &s.expect),
                (&e.action, &e.rules, &e.verse, &e.expect),
                "{} step {}",
                game.id(),
                k + 1
            );
            assert_ne!(s.coach, e.coach, "{} step {}: translated", game.id(), k + 1);
        }
        for (e, s) in [
            (&en.title, &es.title),
            (&en.intro, &es.intro),
            (&en.summary, &es.summary),
        ] {
            assert_ne!(e, s);
        }
    }
}

/// The shipped Spanish Armor of God file with one change made to its JSON.
fn edited_spanish(change: impl FnOnce(&mut serde_json::Value)) -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../assets/tutorials/es/armor-of-god.json"
    );
    let mut doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    change(&mut doc);
    doc.to_string()
}

#[test]
fn a_spanish_tutorial_that_leaves_the_english_steps_is_a_load_error() {
    let problem = |text: &str| {
        load_str_in(GameKind::ArmorOfGod, Lang::Spanish, text)
            .unwrap_err()
            .to_string()
    };
    assert!(load_str_in(GameKind::ArmorOfGod, Lang::Spanish, &edited_spanish(|_| ())).is_ok());
    assert!(problem("{").starts_with("assets/tutorials/es/armor-of-god.json: "));
    assert!(problem(&edited_spanish(
        |d| d["steps"][1]["action"] = json!("discard 6H")
    ))
    .contains("step 2: the action differs from the English tutorial's"));
    assert!(problem(&edited_spanish(
        |d| d["steps"][0]["rules"] = json!(["AOG-4.6"])
    ))
    .contains("step 1: the rule IDs differ"));
    assert!(problem(&edited_spanish(
        |d| d["steps"][0]["verse"] = json!("Ephesians 6:11")
    ))
    .contains("step 1: the verse differs"));
    assert!(problem(&edited_spanish(
        |d| d["steps"][0]["expect"] = json!({"awaiting": "play"})
    ))
    .contains("step 1: the expected state differs"));
    assert!(problem(&edited_spanish(|d| {
        d["steps"].as_array_mut().unwrap().pop();
    }))
    .contains("steps; the English tutorial has"));
    assert!(
        problem(&edited_spanish(|d| d["setup"]["seed"] = json!(5))).contains("the setup differs")
    );
    assert!(problem(&edited_spanish(
        |d| d["steps"][1]["coach"] = json!("x".repeat(161))
    ))
    .contains("step 2: the coach line has 161 characters"));
}
