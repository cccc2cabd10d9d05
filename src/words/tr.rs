//! The app's words in the player's language: the language chosen now ([`lang`], [`set_lang`]), and the
//! sentences of the app and of the engine in it ([`tr!`], [`trn!`], [`say`]). Every sentence is written in
//! English in the code, with named holes; its translation comes from the language's catalogue
//! (`lang/<language>/LC_MESSAGES/standfirm.po`, the file Slint bundles for the `.slint` files' `@tr`, made into a
//! Rust table by `build.rs`); a sentence without a translation stays English. The catalogue is extracted from the
//! code by `standfirm-catalogue update` (README, "Translations").

use standfirm_engine::armor::Armor;
use standfirm_engine::cards::Card;
use standfirm_engine::pip_armor::Rating;
use standfirm_engine::strongholds::{CardId, Colour};
use standfirm_engine::words::{Msg, Words};
use standfirm_guide::{cards, terms, Lang};
use std::borrow::Cow;
use std::cell::Cell;

include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

thread_local! {
    /// The language of the app's words now (the UI thread's).
    static LANG: Cell<Lang> = const { Cell::new(Lang::English) };
}

/// The language of the app's words now.
pub fn lang() -> Lang {
    LANG.get()
}

/// Speaks `lang` from now on: the app's own words, and the `.slint` files' (Slint's bundled translations). Needs
/// the window built first; what was already shown is presented again by the caller.
pub fn set_lang(lang: Lang) {
    LANG.set(lang);
    if let Err(e) = slint::select_bundled_translation(lang.code()) {
        eprintln!("Stand Firm cannot show the screens in {}: {e}", lang.code());
    }
}

/// Speaks `lang` in the app's own words only, leaving Slint's alone: for unit tests, which build no window.
#[cfg(test)]
pub fn set_rust_lang(lang: Lang) {
    LANG.set(lang);
}

/// The translations of `english` in `lang`'s catalogue (one per plural form), if it has them.
fn forms(lang: Lang, english: &str) -> Option<&'static [&'static str]> {
    let (_, table) = CATALOGUES.iter().find(|(code, _)| *code == lang.code())?;
    let at = table.binary_search_by(|(id, _)| (*id).cmp(english)).ok()?;
    Some(table[at].1)
}

/// Which plural form `n` takes in `lang`: the same rule as the catalogues' `Plural-Forms` (English and
/// Spanish: one, and every other count).
fn plural_form(lang: Lang, n: u64) -> usize {
    match lang {
        Lang::English | Lang::Spanish => usize::from(n != 1),
    }
}

/// The app's words in a language, with the seats' names of a Strongholds table.
pub struct AppWords<'a> {
    lang: Lang,
    names: &'a [String],
}

impl AppWords<'_> {
    /// The words of the language now.
    pub fn now() -> AppWords<'static> {
        AppWords {
            lang: lang(),
            names: &[],
        }
    }

    /// The words of the language now, with `names` for the seats.
    pub fn named(names: &[String]) -> AppWords<'_> {
        AppWords {
            lang: lang(),
            names,
        }
    }
}

impl Words for AppWords<'_> {
    fn text(&self, msg: &Msg) -> Cow<'static, str> {
        let count = msg.plural.map_or(1, |(_, n)| n);
        let translated = forms(self.lang, msg.text)
            .and_then(|forms| forms.get(plural_form(self.lang, count)).copied());
        Cow::Borrowed(translated.unwrap_or_else(|| msg.english()))
    }

    fn decimal_mark(&self) -> char {
        match self.lang {
            Lang::English => '.',
            Lang::Spanish => ',',
        }
    }

    fn card_words(&self, card: Card) -> String {
        terms::card_words(card, self.lang)
    }

    fn armor_title(&self, piece: Armor) -> String {
        terms::armor_title(piece, self.lang).to_string()
    }

    fn armor_short(&self, piece: Armor) -> String {
        terms::armor_short(piece, self.lang).to_string()
    }

    fn the_card(&self, card: Card) -> String {
        terms::the_card_words(card, self.lang)
    }

    fn the_armor_title(&self, piece: Armor) -> String {
        terms::the_armor_title(piece, self.lang)
    }

    fn the_armor_short(&self, piece: Armor) -> String {
        terms::the_armor_short(piece, self.lang)
    }

    fn armor_pile(&self, piece: Armor) -> String {
        terms::armor_pile(piece, self.lang)
    }

    fn rating(&self, rating: Rating) -> String {
        terms::rating_name(rating, self.lang).to_string()
    }

    fn title(&self, card: CardId) -> String {
        cards::words(card, self.lang).title.to_string()
    }

    fn colour(&self, colour: Colour) -> String {
        cards::colour(colour, self.lang).name.to_string()
    }

    fn seat(&self, seat: u8) -> String {
        self.names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_else(|| standfirm_engine::words::English.seat(seat))
    }
}

/// `msg` in the language now.
pub fn say(msg: &Msg) -> String {
    msg.render(&AppWords::now())
}

/// `msg` in `lang`, whatever the language now.
pub fn say_in(lang: Lang, msg: &Msg) -> String {
    msg.render(&AppWords { lang, names: &[] })
}

/// `msg` in the language now, with `names` for the seats.
pub fn say_named(msg: &Msg, names: &[String]) -> String {
    msg.render(&AppWords::named(names))
}

/// A sentence of the app in the language now: `tr!("Deal {deal}: put on the whole Armor of God.", deal = seed)`
/// (the holes as [`standfirm_engine::msg!`] fills them).
macro_rules! tr {
    ($text:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::tr::say(&standfirm_engine::msg!($text $(, $name = $value)*))
    };
}
pub(crate) use tr;

/// A sentence with a plural in the language now: `trn!("{n} file", "{n} files", n, n = n)`.
#[allow(unused_macros)]
macro_rules! trn {
    ($one:literal, $other:literal, $count:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::tr::say(&standfirm_engine::msg_plural!($one, $other, $count $(, $name = $value)*))
    };
}
#[allow(unused_imports)]
pub(crate) use trn;
