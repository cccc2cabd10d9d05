//! The Spanish words against the English and the glossary: every Strongholds card, colour and symbol has its
//! Spanish words and nothing else is there; quotations are verbatim Reina-Valera 1909; the names of pieces,
//! anointings, levels and ratings are the glossary's in every Spanish text; and no English word is left in them.

use standfirm_engine::armor_of_god::Slot;
use standfirm_engine::pip_armor::{Piece, Rating};
use standfirm_engine::strongholds::{content, CardId, CardKind, Colour, Level};
use standfirm_engine::GameKind;
use standfirm_guide::cards::{self, Spanish};
use standfirm_guide::help::help_in;
use standfirm_guide::tutorial::tutorial_in;
use standfirm_guide::{scripture, terms, Lang};
use std::collections::{BTreeSet, HashSet};

const GLOSSARY: &str = include_str!("../../docs/glossary-es.md");
const FILE: &str = include_str!("../../assets/strongholds-es.json");

fn ids() -> Vec<CardId> {
    content()
        .cards
        .iter()
        .map(|c| CardId::parse(&c.id).unwrap())
        .collect()
}

#[test]
fn every_card_of_the_content_has_spanish_words_and_no_other_id_is_there() {
    let words = cards::spanish().unwrap_or_else(|e| panic!("{e}"));
    let file: serde_json::Value = serde_json::from_str(FILE).unwrap();
    let listed: BTreeSet<&str> = file["cards"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let content_ids: BTreeSet<&str> = content().cards.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(listed, content_ids);
    assert_eq!(listed.len(), 123);
    assert_eq!(*words, Spanish::load_str(FILE).unwrap());
    for id in ids() {
        let (en, es) = (
            cards::words(id, Lang::English),
            cards::words(id, Lang::Spanish),
        );
        assert_eq!(
            (en.title, en.text),
            (id.card().title.as_str(), id.card().text.as_str())
        );
        assert!(!es.title.is_empty() && !es.text.is_empty(), "{id}");
        assert_ne!(es.text, en.text, "{id}: the text is translated");
    }
}

#[test]
fn spanish_titles_tell_apart_what_the_english_ones_do() {
    let titles = |lang| -> BTreeSet<&'static str> {
        ids()
            .into_iter()
            .map(|id| cards::words(id, lang).title)
            .collect()
    };
    assert_eq!(titles(Lang::Spanish).len(), titles(Lang::English).len());
    for kind in [
        CardKind::Stronghold,
        CardKind::Truth,
        CardKind::Trial,
        CardKind::Assignment,
    ] {
        let of_kind = |lang| -> HashSet<&'static str> {
            ids()
                .into_iter()
                .filter(|id| id.card().kind == kind)
                .map(|id| cards::words(id, lang).title)
                .collect()
        };
        assert_eq!(
            of_kind(Lang::Spanish).len(),
            of_kind(Lang::English).len(),
            "{kind:?}"
        );
    }
}

#[test]
fn an_anointing_card_is_titled_with_its_colours_anointing() {
    let mut anointings = 0;
    for id in ids() {
        let card = id.card();
        if card.kind != CardKind::Anointing {
            continue;
        }
        anointings += 1;
        let anointing = cards::colour(card.colours[0], Lang::Spanish).anointing;
        let title = cards::words(id, Lang::Spanish).title;
        assert!(
            title == anointing || title == format!("Espíritu de {anointing}"),
            "{id}: {title} for {anointing}"
        );
    }
    assert!(anointings > 0, "no Anointing card was checked");
}

#[test]
fn spanish_card_quotations_are_the_reina_valera_1909_words() {
    let mut quoted = 0;
    for id in ids() {
        let text = cards::words(id, Lang::Spanish).text;
        assert!(!text.contains('"'), "{id}: Spanish quotes with « »");
        assert_eq!(text.matches('«').count(), text.matches('»').count(), "{id}");
        for quote in text.split('«').skip(1) {
            let quote = quote.split('»').next().unwrap();
            let words = quote.trim_end_matches(['.', ',', ';', ':', '!', '?']);
            let reference = id
                .card()
                .reference
                .as_deref()
                .expect("a quoting card has a reference");
            let rv = &scripture::verse_in(reference, Lang::Spanish).unwrap().text;
            assert!(
                rv.contains(words),
                "{id}: «{quote}» is not in the RV1909 text of {reference}"
            );
            quoted += 1;
        }
        // The English quotes exactly where the Spanish does.
        assert_eq!(
            id.card().text.contains('"'),
            text.contains('«'),
            "{id}: a quotation in one language only"
        );
    }
    assert!(quoted >= 2, "TR01 and AS02 quote their verses");
}

#[test]
fn colours_and_symbols_have_their_spanish_words() {
    let mut names = HashSet::new();
    for colour in Colour::ALL {
        let (en, es) = (
            cards::colour(colour, Lang::English),
            cards::colour(colour, Lang::Spanish),
        );
        assert_eq!(en.name, content().colour(colour).name);
        assert_ne!(es.name, en.name);
        assert!(names.insert(es.name));
    }
    assert_eq!(
        cards::colour(Colour::ALL[4], Lang::Spanish).name,
        "Azul claro"
    );
    let mut shapes = HashSet::new();
    for card in &content().cards {
        let Some(symbol) = card.symbol.as_deref() else {
            continue;
        };
        let es = cards::symbol(symbol, Lang::Spanish).unwrap();
        assert!(es.name.starts_with(es.shape), "{symbol}: {}", es.name);
        assert!(shapes.insert(es.shape));
        assert_eq!(cards::symbol(symbol, Lang::English).unwrap().name, symbol);
    }
    assert_eq!(shapes.len(), 15);
    assert_eq!(
        cards::symbol("Dark-Blue Storm Cloud", Lang::English)
            .unwrap()
            .shape,
        "Storm Cloud"
    );
    assert_eq!(
        cards::symbol("Purple River", Lang::Spanish).unwrap().shape,
        "Río"
    );
    assert!(cards::symbol("Blue Moon", Lang::Spanish).is_none());
}

#[test]
fn a_broken_spanish_card_file_is_an_error_not_a_panic() {
    let edit = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut doc: serde_json::Value = serde_json::from_str(FILE).unwrap();
        change(&mut doc);
        Spanish::load_str(&doc.to_string())
    };
    for (change, says) in [
        (
            Box::new(|d: &mut serde_json::Value| {
                d["cards"].as_object_mut().unwrap().remove("T05");
            }) as Box<dyn Fn(&mut serde_json::Value)>,
            "card T05 has no Spanish words",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["cards"]["X99"] = serde_json::json!({"title": "x", "text": "y"});
            }),
            "\"X99\" is not a card of the content",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["cards"]["S01"]["title"] = serde_json::json!(" ")
            }),
            "card S01: a title or text is empty",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["colours"].as_object_mut().unwrap().remove("LB");
            }),
            "the colour LB has no Spanish words",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["symbols"]["Grey Pit"]["shape"] = serde_json::json!("Cadena");
            }),
            "its shape is another's",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["symbols"]["Blue Moon"] = serde_json::json!({"name": "Luna", "shape": "Luna"});
            }),
            "\"Blue Moon\" is not a Stronghold symbol",
        ),
    ] {
        let error = edit(&*change).unwrap_err();
        assert_eq!(error.file, "assets/strongholds-es.json");
        assert!(error.problem.contains(says), "{error}");
    }
    assert!(Spanish::load_str("{").is_err());
}

/// Every Spanish text the guide holds, with where it is.
fn spanish_texts() -> Vec<(String, String)> {
    let mut texts = Vec::new();
    for game in GameKind::ALL {
        let doc = help_in(game, Lang::Spanish).unwrap();
        texts.push((
            format!("{} help", game.id()),
            format!("{} {}", doc.title, doc.intro),
        ));
        for s in &doc.sections {
            let mut all = vec![s.title.clone()];
            all.extend(s.paragraphs.iter().cloned());
            all.extend(
                s.items
                    .iter()
                    .flat_map(|i| [i.term.clone(), i.text.clone()]),
            );
            texts.push((format!("{} help {}", game.id(), s.id), all.join(" ")));
        }
        let t = tutorial_in(game, Lang::Spanish).unwrap();
        texts.push((
            format!("{} tutorial", game.id()),
            format!("{} {} {}", t.title, t.intro, t.summary),
        ));
        for (k, step) in t.steps.iter().enumerate() {
            texts.push((
                format!("{} tutorial step {}", game.id(), k + 1),
                step.coach.clone(),
            ));
        }
    }
    for id in ids() {
        let w = cards::words(id, Lang::Spanish);
        texts.push((format!("card {id}"), format!("{} {}", w.title, w.text)));
    }
    texts
}

#[test]
fn no_english_word_is_left_in_the_spanish_texts() {
    let english: HashSet<&str> = [
        "the",
        "and",
        "of",
        "to",
        "Tap",
        "Stronghold",
        "Strongholds",
        "Truth",
        "Growth",
        "Trial",
        "Assignment",
        "Anointing",
        "Armor",
        "Pile",
        "Bank",
        "Banked",
        "Doubt",
        "Dart",
        "Defense",
        "Threat",
        "Response",
        "Pips",
        "Slap",
        "Hint",
        "Undo",
        "Chance",
        "Settings",
        "Home",
        "Rules",
        "Belt",
        "Breastplate",
        "Shoes",
        "Shield",
        "Helmet",
        "Sword",
        "Spades",
        "Hearts",
        "Diamonds",
        "Clubs",
        "Jack",
        "Queen",
        "King",
        "Ace",
        "Round",
        "Deck",
        "Discard",
        "Keep",
        "Respond",
        "Next",
        "Back",
        "Skip",
        "Restart",
        "Gentle",
        "Steady",
        "Wise",
        "Easy",
        "Medium",
    ]
    .into_iter()
    .collect();
    for (place, text) in spanish_texts() {
        for word in text.split(|c: char| !c.is_alphanumeric() && c != '\'') {
            assert!(!english.contains(word), "{place}: \"{word}\" in {text:?}");
        }
    }
}

#[test]
fn spanish_texts_use_the_glossarys_tu_and_ustedes_not_vosotros() {
    // The app's own words never take the vosotros forms; verses quoted from the RV1909 are not in these texts.
    let vosotros = [
        "vosotros", "vuestro", "vuestra", "tened", "tocad", "podéis", "tenéis", "sois", "estáis",
    ];
    for (place, text) in spanish_texts() {
        let lower = text.to_lowercase();
        for word in lower.split(|c: char| !c.is_alphanumeric()) {
            assert!(!vosotros.contains(&word), "{place}: \"{word}\"");
        }
    }
}

#[test]
fn the_glossary_lists_every_name_the_spanish_texts_use() {
    let mut names: Vec<String> = Vec::new();
    for slot in Slot::ALL {
        names.push(terms::armor_title(slot, Lang::Spanish).into());
        names.push(terms::armor_short(slot, Lang::Spanish).into());
    }
    names.extend(
        Level::ALL
            .iter()
            .map(|&l| terms::level_name(l, Lang::Spanish).to_string()),
    );
    names.extend(
        Rating::ALL
            .iter()
            .map(|&r| terms::rating_name(r, Lang::Spanish).to_string()),
    );
    for colour in Colour::ALL {
        let w = cards::colour(colour, Lang::Spanish);
        names.extend([w.name, w.anointing, w.symbol].map(String::from));
    }
    for card in &content().cards {
        if let Some(symbol) = card.symbol.as_deref() {
            let w = cards::symbol(symbol, Lang::Spanish).unwrap();
            names.extend([w.name, w.shape].map(String::from));
        }
    }
    for name in names {
        assert!(
            GLOSSARY.contains(&name),
            "{name} is not in docs/glossary-es.md"
        );
    }
}

#[test]
fn the_spanish_help_names_the_pieces_and_ratings_with_the_glossarys_words() {
    let aog = help_in(GameKind::ArmorOfGod, Lang::Spanish).unwrap();
    let pieces: Vec<&str> = aog
        .section("armor")
        .unwrap()
        .items
        .iter()
        .map(|i| i.term.as_str())
        .collect();
    let titles: Vec<&str> = Slot::ALL
        .iter()
        .map(|&s| terms::armor_title(s, Lang::Spanish))
        .collect();
    assert_eq!(pieces, titles);
    let pip = help_in(GameKind::PipArmor, Lang::Spanish).unwrap();
    let mapped: BTreeSet<&str> = pip
        .section("mapping")
        .unwrap()
        .items
        .iter()
        .map(|i| i.term.as_str())
        .collect();
    let all: BTreeSet<&str> = Piece::ALL
        .iter()
        .map(|&p| terms::armor_title(p, Lang::Spanish))
        .collect();
    assert_eq!(mapped, all);
    let ratings: Vec<&str> = pip
        .section("rating")
        .unwrap()
        .items
        .iter()
        .map(|i| i.text.as_str())
        .collect();
    let names: Vec<&str> = Rating::ALL
        .iter()
        .map(|&r| terms::rating_name(r, Lang::Spanish))
        .collect();
    assert_eq!(ratings, names);
    let english: Vec<&str> = help_in(GameKind::PipArmor, Lang::English)
        .unwrap()
        .section("rating")
        .unwrap()
        .items
        .iter()
        .map(|i| i.text.as_str())
        .collect();
    assert_eq!(english, Rating::ALL.map(|r| r.name()));
}
