//! One setup reader: a tutorial's setup, a save's setup and a script's setup with the same fields are read the
//! same way (`standfirm_store::read_setup`), for every game: options read strictly with Strongholds' round cap,
//! seats normalised (a person's level dropped), the same defaults nowhere but in a script.

use serde_json::{json, Value};
use standfirm_engine::GameKind;
use standfirm_store::{SaveFile, Setup};

/// The shipped tutorial of `game`, as JSON.
fn tutorial_json(game: GameKind) -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../assets/tutorials")
        .join(game.tutorial_file().rsplit('/').next().unwrap_or_default());
    serde_json::from_str(&std::fs::read_to_string(&path).expect("the tutorial file")).unwrap()
}

/// The setup fields a tutorial, a save and a script will all carry: the tutorial's own, with Strongholds'
/// round cap and a person's stray bot level, which every reader must read alike.
fn fields(game: GameKind) -> Value {
    let mut setup = tutorial_json(game)["setup"].clone();
    match game {
        GameKind::ArmorOfGod | GameKind::PipArmor => {}
        GameKind::Strongholds => {
            setup["options"]["round_cap"] = json!(40);
            setup["seats"][0]["level"] = json!("wise");
        }
    }
    setup
}

fn from_tutorial(game: GameKind) -> Setup {
    let mut tutorial = tutorial_json(game);
    tutorial["setup"] = fields(game);
    standfirm_guide::tutorial::load_str(game, &tutorial.to_string())
        .expect("the tutorial loads")
        .setup
}

fn from_save(game: GameKind) -> Setup {
    // A save of the tutorial's game, whose setup fields are then written as the tutorial has them.
    let (save, _) = SaveFile::new(from_tutorial(game), "same setup").expect("a save");
    let mut written: Value = serde_json::from_slice(&save.to_bytes()).unwrap();
    for (field, value) in fields(game).as_object().unwrap() {
        written[field] = value.clone();
    }
    SaveFile::from_bytes(&serde_json::to_vec(&written).unwrap())
        .expect("the save loads")
        .setup
}

fn from_script(game: GameKind) -> Setup {
    let mut script = fields(game);
    script["game"] = json!(game.id());
    standfirm_runner::script::parse_script(&script.to_string())
        .expect("the script reads")
        .0
}

#[test]
fn a_tutorials_a_saves_and_a_scripts_setup_of_the_same_fields_are_the_same() {
    for game in GameKind::ALL {
        let tutorial = from_tutorial(game);
        assert_eq!(tutorial, from_save(game), "{game:?}: tutorial and save");
        assert_eq!(tutorial, from_script(game), "{game:?}: tutorial and script");
    }
    match from_tutorial(GameKind::Strongholds) {
        Setup::Strongholds { options, seats, .. } => {
            assert_eq!(
                options.round_cap,
                Some(40),
                "the round cap is read everywhere"
            );
            assert_eq!(seats[0].level, None, "a person has no level");
        }
        other => panic!("a Strongholds setup, not {other:?}"),
    }
}

#[test]
fn only_a_script_may_leave_fields_out_and_every_reader_says_what_is_missing_alike() {
    let setup = fields(GameKind::Strongholds);
    let mut without_seats = setup.clone();
    without_seats.as_object_mut().unwrap().remove("seats");
    let mut tutorial = tutorial_json(GameKind::Strongholds);
    tutorial["setup"] = without_seats.clone();
    let err = standfirm_guide::tutorial::load_str(GameKind::Strongholds, &tutorial.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("a Strongholds tutorial needs \"seats\""),
        "{err}"
    );
    // A script numbers the seats instead.
    let mut script = without_seats;
    script["game"] = json!("strongholds");
    let (read, _) = standfirm_runner::script::parse_script(&script.to_string()).unwrap();
    match read {
        Setup::Strongholds { seats, .. } => {
            assert_eq!(seats[0].name, "Player 1");
            assert!(!seats[0].bot);
        }
        other => panic!("a Strongholds setup, not {other:?}"),
    }
    // A solo save or script with a Strongholds field is refused in the same words.
    let mut solo = fields(GameKind::ArmorOfGod);
    solo["first_player"] = json!(0);
    solo["game"] = json!("armor-of-god");
    let err = standfirm_runner::script::parse_script(&solo.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("a Armor of God script has no \"first_player\" field"),
        "{err}"
    );
}
