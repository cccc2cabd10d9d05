//! The names of the engine's things in each language, as `docs/glossary-es.md` gives them: the armor pieces
//! (bare and with their articles, and Armor of God's piles), the cards of a deck, the bot levels and the Victory
//! Ratings: what a reader of the engine's sentences (`standfirm_engine::words::Words`) names them with. English is the engine's own words; Spanish is
//! the glossary's. The guide's Spanish texts (help, tutorials, where a verse is used) name these things with
//! exactly these words, and its tests check it.

use crate::Lang;
use standfirm_engine::armor::Armor;
use standfirm_engine::cards::{Card, Rank, Suit};
use standfirm_engine::pip_armor::Rating;
use standfirm_engine::strongholds::Level;

/// A piece of the armor's full name ("Belt of Truth", "Cinto de la Verdad"), in either solo game.
pub fn armor_title(piece: Armor, lang: Lang) -> &'static str {
    match lang {
        Lang::English => piece.title(),
        Lang::Spanish => spanish_armor(piece).0,
    }
}

/// A piece of the armor's short name for sentences ("Belt", "Cinto").
pub fn armor_short(piece: Armor, lang: Lang) -> &'static str {
    match lang {
        Lang::English => piece.short(),
        Lang::Spanish => spanish_armor(piece).1,
    }
}

/// A piece of the armor's full name with its article, as a sentence names it ("the Belt of Truth", "la Cota de
/// Justicia").
pub fn the_armor_title(piece: Armor, lang: Lang) -> String {
    format!(
        "{} {}",
        armor_article(piece, lang),
        armor_title(piece, lang)
    )
}

/// A piece of the armor's short name with its article ("the Belt", "el Cinto", "la Cota").
pub fn the_armor_short(piece: Armor, lang: Lang) -> String {
    format!(
        "{} {}",
        armor_article(piece, lang),
        armor_short(piece, lang)
    )
}

/// An Armor of God pile named by its piece, with its article ("the Belt pile", "la pila del Cinto", "la pila de
/// la Cota").
pub fn armor_pile(piece: Armor, lang: Lang) -> String {
    match lang {
        Lang::English => format!("the {} pile", piece.short()),
        Lang::Spanish => {
            let of = match armor_article(piece, lang) {
                "el" => "del".to_string(),
                article => format!("de {article}"),
            };
            format!("la pila {of} {}", armor_short(piece, lang))
        }
    }
}

/// The article a piece of the armor takes ("the"; "el Cinto", "la Cota", "la Espada").
pub fn armor_article(piece: Armor, lang: Lang) -> &'static str {
    match (lang, piece) {
        (Lang::English, _) => "the",
        (Lang::Spanish, Armor::Breastplate | Armor::Sword) => "la",
        (Lang::Spanish, _) => "el",
    }
}

/// A piece of the armor in Spanish: (full name, short name), as the Reina-Valera 1909 names them.
fn spanish_armor(piece: Armor) -> (&'static str, &'static str) {
    match piece {
        Armor::Belt => ("Cinto de la Verdad", "Cinto"),
        Armor::Breastplate => ("Cota de Justicia", "Cota"),
        Armor::Shoes => ("Calzado del Evangelio", "Calzado"),
        Armor::Shield => ("Escudo de la Fe", "Escudo"),
        Armor::Helmet => ("Yelmo de Salud", "Yelmo"),
        Armor::Sword => ("Espada del Espíritu", "Espada"),
    }
}

/// A rank's name ("Queen", "Reina"; "10").
pub fn rank_name(rank: Rank, lang: Lang) -> &'static str {
    match (lang, rank.number()) {
        (Lang::English, _) => rank.name(),
        (Lang::Spanish, 1) => "As",
        (Lang::Spanish, 11) => "Jota",
        (Lang::Spanish, 12) => "Reina",
        (Lang::Spanish, 13) => "Rey",
        (Lang::Spanish, _) => rank.notation(),
    }
}

/// A suit's name as it follows a rank ("Hearts", "corazones").
pub fn suit_name(suit: Suit, lang: Lang) -> &'static str {
    match (lang, suit) {
        (Lang::English, _) => suit.name(),
        (Lang::Spanish, Suit::Spades) => "picas",
        (Lang::Spanish, Suit::Hearts) => "corazones",
        (Lang::Spanish, Suit::Diamonds) => "diamantes",
        (Lang::Spanish, Suit::Clubs) => "tréboles",
    }
}

/// A card in words, without an article, as labels and coach lines name it ("10 of Hearts", "Reina de
/// diamantes").
pub fn card_words(card: Card, lang: Lang) -> String {
    let rank = rank_name(card.rank, lang);
    let suit = suit_name(card.suit, lang);
    match lang {
        Lang::English => format!("{rank} of {suit}"),
        Lang::Spanish => format!("{rank} de {suit}"),
    }
}

/// The article a card takes in a sentence ("the"; "el 10", "la Reina").
pub fn card_article(card: Card, lang: Lang) -> &'static str {
    match (lang, card.rank.number()) {
        (Lang::English, _) => "the",
        (Lang::Spanish, 11 | 12) => "la",
        (Lang::Spanish, _) => "el",
    }
}

/// A card in words with its article, as a sentence names it ("the 10 of Hearts", "la Reina de diamantes").
pub fn the_card_words(card: Card, lang: Lang) -> String {
    format!("{} {}", card_article(card, lang), card_words(card, lang))
}

/// A bot level's name ("Wise", "Sabio").
pub fn level_name(level: Level, lang: Lang) -> &'static str {
    match (lang, level) {
        (Lang::English, _) => level.name(),
        (Lang::Spanish, Level::Gentle) => "Amable",
        (Lang::Spanish, Level::Steady) => "Constante",
        (Lang::Spanish, Level::Wise) => "Sabio",
    }
}

/// A Victory Rating's name ("Standing Firm", "Firme en pie").
pub fn rating_name(rating: Rating, lang: Lang) -> &'static str {
    match (lang, rating) {
        (Lang::English, _) => rating.name(),
        (Lang::Spanish, Rating::BarelyStanding) => "Apenas en pie",
        (Lang::Spanish, Rating::StandingFirm) => "Firme en pie",
        (Lang::Spanish, Rating::StrongInTheLord) => "Fuerte en el Señor",
        (Lang::Spanish, Rating::Unshaken) => "Inconmovible",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_the_engines_words() {
        for piece in Armor::ALL {
            assert_eq!(armor_title(piece, Lang::English), piece.title());
            assert_eq!(armor_short(piece, Lang::English), piece.short());
        }
        let card: Card = "QD".parse().unwrap();
        assert_eq!(
            format!(
                "{} {}",
                card_article(card, Lang::English),
                card_words(card, Lang::English)
            ),
            card.words()
        );
    }

    #[test]
    fn english_with_articles_is_the_engines_too() {
        use standfirm_engine::words::{English, Words};
        for piece in Armor::ALL {
            assert_eq!(
                the_armor_title(piece, Lang::English),
                English.the_armor_title(piece)
            );
            assert_eq!(
                the_armor_short(piece, Lang::English),
                English.the_armor_short(piece)
            );
            assert_eq!(armor_pile(piece, Lang::English), English.armor_pile(piece));
        }
        for card in ["QD", "10H", "AS"] {
            let card: Card = card.parse().unwrap();
            assert_eq!(the_card_words(card, Lang::English), English.the_card(card));
            assert_eq!(card_words(card, Lang::English), English.card_words(card));
        }
        for rating in Rating::ALL {
            assert_eq!(rating_name(rating, Lang::English), English.rating(rating));
        }
    }

    #[test]
    fn spanish_names_pieces_and_piles_with_their_articles() {
        assert_eq!(the_armor_short(Armor::Belt, Lang::Spanish), "el Cinto");
        assert_eq!(
            the_armor_title(Armor::Breastplate, Lang::Spanish),
            "la Cota de Justicia"
        );
        assert_eq!(armor_pile(Armor::Belt, Lang::Spanish), "la pila del Cinto");
        assert_eq!(
            armor_pile(Armor::Sword, Lang::Spanish),
            "la pila de la Espada"
        );
        assert_eq!(
            the_card_words("QD".parse().unwrap(), Lang::Spanish),
            "la Reina de diamantes"
        );
    }

    #[test]
    fn spanish_names_the_pieces_and_cards_as_the_glossary_does() {
        assert_eq!(armor_title(Armor::Helmet, Lang::Spanish), "Yelmo de Salud");
        assert_eq!(armor_short(Armor::Breastplate, Lang::Spanish), "Cota");
        for piece in Armor::ALL {
            assert!(
                armor_title(piece, Lang::Spanish).starts_with(armor_short(piece, Lang::Spanish))
            );
        }
        for (notation, words, article) in [
            ("10C", "10 de tréboles", "el"),
            ("AS", "As de picas", "el"),
            ("QD", "Reina de diamantes", "la"),
            ("JH", "Jota de corazones", "la"),
            ("KS", "Rey de picas", "el"),
        ] {
            let card: Card = notation.parse().unwrap();
            assert_eq!(card_words(card, Lang::Spanish), words);
            assert_eq!(card_article(card, Lang::Spanish), article);
        }
        assert_eq!(level_name(Level::Wise, Lang::Spanish), "Sabio");
        assert_eq!(
            rating_name(Rating::StandingFirm, Lang::Spanish),
            "Firme en pie"
        );
    }
}
