//! The engine's sentences named with the guide's words: a reader that names pieces, cards, ratings, titles and
//! colours with [`terms`] and [`cards`] says every log line of the three games in the engine's English when its
//! language is English, and puts the Spanish names in when it is Spanish (the app's reader does this, with the
//! catalogue's sentences); the guide's own sentences (a broken file's problem, the log lines' examples) are
//! sentences too.

use standfirm_engine::armor::Armor;
use standfirm_engine::cards::Card;
use standfirm_engine::pip_armor::Rating;
use standfirm_engine::strongholds::{CardId, Colour};
use standfirm_engine::words::{Msg, Words};
use standfirm_engine::{armor_of_god as aog, pip_armor as pip, strongholds as sh};
use standfirm_guide::events::event_lines;
use standfirm_guide::{cards, help, terms, Lang};
use std::borrow::Cow;

/// The guide's names of the engine's things, in one language; the sentences stay English.
struct Names(Lang);

impl Words for Names {
    fn text(&self, msg: &Msg) -> Cow<'static, str> {
        Cow::Borrowed(msg.english())
    }
    fn card_words(&self, card: Card) -> String {
        terms::card_words(card, self.0)
    }
    fn the_card(&self, card: Card) -> String {
        terms::the_card_words(card, self.0)
    }
    fn armor_title(&self, piece: Armor) -> String {
        terms::armor_title(piece, self.0).to_string()
    }
    fn armor_short(&self, piece: Armor) -> String {
        terms::armor_short(piece, self.0).to_string()
    }
    fn the_armor_title(&self, piece: Armor) -> String {
        terms::the_armor_title(piece, self.0)
    }
    fn the_armor_short(&self, piece: Armor) -> String {
        terms::the_armor_short(piece, self.0)
    }
    fn armor_pile(&self, piece: Armor) -> String {
        terms::armor_pile(piece, self.0)
    }
    fn rating(&self, rating: Rating) -> String {
        terms::rating_name(rating, self.0).to_string()
    }
    fn title(&self, card: CardId) -> String {
        cards::words(card, self.0).title.to_string()
    }
    fn colour(&self, colour: Colour) -> String {
        cards::colour(colour, self.0).name.to_string()
    }
}

fn every_line() -> Vec<Msg> {
    let mut lines: Vec<Msg> = aog::Event::lines().iter().map(|e| e.msg()).collect();
    lines.extend(pip::Event::lines().iter().map(|e| e.msg()));
    lines.extend(sh::Event::lines().iter().map(|e| e.msg()));
    lines
}

#[test]
fn the_guides_english_names_say_the_engines_english() {
    for line in every_line() {
        assert_eq!(line.render(&Names(Lang::English)), line.to_string());
    }
}

#[test]
fn the_guides_spanish_names_go_into_the_sentences() {
    let claimed = aog::Event::Claimed {
        slot: Armor::Breastplate,
        cards: 2,
    };
    assert_eq!(
        claimed.msg().render(&Names(Lang::Spanish)),
        "Exact! You put on la Cota de Justicia."
    );
    let played = aog::Event::Played {
        card: "6H".parse().unwrap(),
        slot: Armor::Sword,
        total: 6,
    };
    assert!(played
        .msg()
        .render(&Names(Lang::Spanish))
        .contains("la pila de la Espada"));
    let won = pip::Event::Victory {
        rating: Rating::StrongInTheLord,
        pips: 12,
        whole_armor: false,
    };
    assert!(won
        .msg()
        .render(&Names(Lang::Spanish))
        .ends_with(": Fuerte en el Señor."));
}

#[test]
fn log_lines_examples_are_the_engines_sentences() {
    for line in event_lines() {
        assert!(!line.example.to_string().is_empty(), "{}", line.name);
        assert!(!line.example.to_string().contains('{'), "{}", line.name);
    }
}

#[test]
fn a_broken_files_problem_is_a_sentence() {
    let error = help::load_str(
        standfirm_engine::GameKind::ArmorOfGod,
        "{\"game\": \"chess\"}",
    )
    .unwrap_err();
    assert_eq!(error.msg().to_string(), error.to_string());
    assert_eq!(error.problem_msg().to_string(), error.problem);
}
