//! The store's words as sentences (`Msg`s): a save's headline said again from a file's summary, the variant,
//! the players and a new game's name from the setup, the reasons of a file that cannot be read or written, and
//! the warnings of damaged statistics and settings: each in the same English as the text the store writes.

mod common;

use common::{aog, pip, play, strongholds, Bots, Policy, TempDir};
use standfirm_engine::armor_of_god::{DartMode, Defense, FaceValues, Options};
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use standfirm_store::figures::win_rates;
use standfirm_store::{
    daily, parse_date, GameResult, LoadError, SaveFile, Setup, Store, StoreError, Summary,
};
use std::io;

/// Whether `msg` is a sentence of the catalogue, not words kept as they are.
fn is_sentence(msg: &Msg) -> bool {
    msg.text != "{text}"
}

fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        out.push(aog(
            seed,
            Options {
                dart: [DartMode::Core, DartMode::Softer][(seed % 2) as usize],
                defense: [Defense::Baseline, Defense::HardA, Defense::HardB][(seed % 3) as usize],
                faces: [FaceValues::Ten, FaceValues::Rank][(seed / 2 % 2) as usize],
            },
        ));
        out.push(pip(seed, seed % 2 == 0));
        out.push(strongholds(seed, 2 + (seed % 5) as u8, seed % 3 == 0));
    }
    out
}

#[test]
fn a_files_headline_is_said_again_from_its_figures() {
    let mut said = 0;
    for setup in setups() {
        for policy in [Policy::Random, Policy::Greedy] {
            // The headline at the start, every few moves and at the end of a game played by bots.
            let (mut save, mut state) = SaveFile::new(setup.clone(), "words").unwrap();
            let mut bots = Bots::new(policy, setup.seed());
            for n in 0.. {
                if n % 7 == 0 || state.is_over() {
                    let back = SaveFile::from_bytes(&save.to_bytes()).unwrap();
                    let headline = back.summary.headline_msg(&back.setup);
                    assert_eq!(headline.to_string(), back.summary.headline);
                    assert!(is_sentence(&headline), "{}", back.summary.headline);
                    said += 1;
                }
                let Some(action) = bots.choose(&state) else {
                    break;
                };
                let revealed = state.apply(&action).unwrap();
                save.push(action, revealed, &state);
            }
        }
    }
    assert!(said > 200, "{said}");
    // A headline this version would not write is given as it is.
    let (mut save, _) = play(aog(1, Options::default()), Policy::Greedy, 3);
    save.summary.headline = "Round 9 of 9 · somewhere".into();
    assert_eq!(
        save.summary.headline_msg(&save.setup).to_string(),
        "Round 9 of 9 · somewhere"
    );
}

#[test]
fn the_headline_of_a_pip_game_counts_one_threat_and_one_pip_in_the_singular() {
    // The figures a headline can hold of one: a Threat left, a pip.
    let summary = Summary {
        status: standfirm_store::SummaryStatus::InProgress,
        round: 0,
        variant: String::new(),
        players: String::new(),
        headline: "Stand · 1 Threat left · 1 pip".into(),
    };
    let headline = summary.headline_msg(&pip(0, false));
    assert!(is_sentence(&headline));
    assert_eq!(headline.to_string(), "Stand · 1 Threat left · 1 pip");
}

#[test]
fn the_setups_words_are_sentences_in_todays_english() {
    for setup in setups() {
        assert_eq!(setup.variant_msg().to_string(), setup.variant_text());
        assert_eq!(setup.players_msg().to_string(), setup.players_text());
        assert_eq!(setup.default_name_msg().to_string(), setup.default_name());
        assert!(is_sentence(&setup.default_name_msg()));
        assert_eq!(
            Setup::variant_msg_of_key(setup.game(), &setup.variant_key())
                .unwrap()
                .to_string(),
            setup.variant_text()
        );
    }
    assert_eq!(
        aog(7, Options::default()).default_name(),
        "Armor of God · deal 7"
    );
    assert_eq!(
        strongholds(1, 3, true).variant_text(),
        "3 players · Truth limit 4"
    );
    assert_eq!(
        strongholds(1, 3, false).players_text(),
        "April · Steve (bot) · Ruth"
    );
    assert_eq!(pip(1, true).players_text(), "Solo");
    assert_eq!(
        Setup::variant_msg_of_key(GameKind::PipArmor, "expert"),
        None
    );
    assert_eq!(
        Setup::variant_msg_of_key(GameKind::ArmorOfGod, "core/hard-a"),
        None
    );
    let date = parse_date("2026-12-01").unwrap();
    assert_eq!(
        daily::name_msg(GameKind::PipArmor, date).to_string(),
        "PIP Armor · daily 2026-12-01"
    );
    assert_eq!(
        daily::name_msg(GameKind::PipArmor, date).to_string(),
        daily::name(GameKind::PipArmor, date)
    );
}

#[test]
fn a_win_rates_variant_is_said_from_its_key() {
    let dir = TempDir::new("words-rates");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    for setup in setups() {
        let (save, state) = play(setup, Policy::Greedy, 10_000);
        if let Some(result) = GameResult::of(&save, &state) {
            book.record(&result).unwrap();
        }
    }
    let rates = win_rates(book.statistics());
    assert!(!rates.is_empty());
    for rate in rates {
        assert!(is_sentence(&rate.variant_msg()));
        assert_eq!(rate.variant_msg().to_string(), rate.variant_text);
    }
}

#[test]
fn reasons_are_sentences_in_todays_english() {
    let errors = [
        (
            LoadError::CutShort {
                line: 7,
                column: 35,
            },
            "the file was cut short (line 7, column 35)",
        ),
        (
            LoadError::from_io(&io::Error::from(io::ErrorKind::NotFound)),
            "the file cannot be read: it does not exist",
        ),
        (LoadError::TooLarge(9), "the file is too large (9 bytes; a save is at most 8 MiB)"),
        (
            LoadError::NewerVersion(7),
            "saved by a newer version of Stand Firm (version 7); this version reads versions 1 and 2",
        ),
    ];
    for (e, english) in errors {
        assert!(is_sentence(&e.msg()));
        assert_eq!(e.to_string(), english);
    }
    let denied = io::Error::from(io::ErrorKind::PermissionDenied);
    let write = StoreError::write(standfirm_engine::msg!("the statistics"), &denied);
    assert_eq!(
        write.to_string(),
        "cannot save the statistics: Stand Firm is not allowed to write there"
    );
    assert!(is_sentence(&write.msg()));
    let bad = SaveFile::from_bytes(b"{\"format\": \"stand-firm-save\"}").unwrap_err();
    assert_eq!(bad.msg().to_string(), bad.to_string());
    let full = standfirm_store::KeyValueError::Full("quota".into());
    assert_eq!(full.to_string(), "the browser's storage is full: quota");
}

#[test]
fn damaged_statistics_and_settings_warn_in_sentences() {
    let dir = TempDir::new("words-warnings");
    std::fs::write(dir.path().join("stats.json"), b"{ \"games\": 3").unwrap();
    std::fs::write(dir.path().join("settings.json"), b"{\"theme\": ").unwrap();
    let store = Store::open(dir.path()).unwrap();
    let stats = store.stats();
    let problem = stats.problem_msg().unwrap();
    assert!(is_sentence(problem));
    assert_eq!(Some(problem.to_string().as_str()), stats.problem());
    assert!(stats
        .problem()
        .unwrap()
        .starts_with("The statistics could not be read: "));
    let (_, warning) = store.settings_msg();
    let warning = warning.unwrap();
    assert!(is_sentence(&warning));
    assert_eq!(
        warning.to_string(),
        "The settings could not be read (the settings file was cut short (line 1, column 10)); the \
         defaults are used and it was kept as settings.json.bad."
    );
}
