//! Sentences for people, written once in English with named holes and filled by typed arguments ([`Msg`]), so
//! that a reader in another language can put the sentence in its own words and the arguments in its own names:
//! `msg!("You play {card} on the {pile} pile.", card = Arg::Card(c), pile = Arg::ArmorShort(slot))`.
//!
//! The engine only writes; a reader renders ([`Msg::render`] with its [`Words`]). [`Display`](std::fmt::Display)
//! renders in English ([`English`]). The English text of every `msg!` is the key of its translation in the app's
//! catalogue, which a tool extracts from the sources (README, "Translations").

use crate::armor::Armor;
use crate::cards::Card;
use crate::pip_armor::Rating;
use crate::strongholds::{CardId, Colour};
use std::borrow::Cow;
use std::fmt;

/// A sentence: its English text with `{name}` holes, an English plural form chosen by a count, and the
/// arguments that fill the holes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    /// The English text (the singular, when there is a plural), with `{name}` holes.
    pub text: &'static str,
    /// The English plural text and the count that chooses between the two.
    pub plural: Option<(&'static str, u64)>,
    /// The holes' values, by name.
    pub args: Vec<(&'static str, Arg)>,
}

/// What fills a hole: a number, a name as written, or a thing of the games that each language names itself.
///
/// A thing that takes an article in a sentence comes with it where the English has one ([`Arg::TheCard`],
/// [`Arg::TheArmorTitle`], [`Arg::TheArmorShort`], [`Arg::ArmorPile`]): a language whose articles follow the
/// noun's gender ("el Cinto", "la Cota") can then write the sentence once for every piece and card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number, written with the digits of the language.
    Number(i64),
    /// A number with decimals, `units` of a tenth (`places` 1), a hundredth (2)…: `Decimal { units: 999,
    /// places: 1 }` is "99.9", written with the reader's decimal mark ([`Words::decimal_mark`]).
    Decimal {
        /// The number in its smallest units.
        units: i64,
        /// How many decimals it has.
        places: u8,
    },
    /// Words that stay as they are: a person's name, a deal number written out.
    Text(String),
    /// A playing card by its index and suit symbol ("6♥", "A♠").
    Card(Card),
    /// A playing card in words, without an article ("6 of Hearts").
    CardWords(Card),
    /// A playing card in words with its article, as a sentence names it ("the 6 of Hearts").
    TheCard(Card),
    /// An armor piece's full name ("Belt of Truth").
    ArmorTitle(Armor),
    /// An armor piece's short name ("Belt").
    ArmorShort(Armor),
    /// An armor piece's full name with its article ("the Belt of Truth").
    TheArmorTitle(Armor),
    /// An armor piece's short name with its article ("the Belt").
    TheArmorShort(Armor),
    /// An Armor of God pile, named by its piece, with its article ("the Belt pile").
    ArmorPile(Armor),
    /// A PIP Armor Victory Rating ("Standing Firm").
    Rating(Rating),
    /// A Strongholds card's title ("Unbelief").
    Title(CardId),
    /// An anointing's colour ("Light Blue").
    Colour(Colour),
    /// A seat at a Strongholds table, by the name the reader gives it.
    Seat(u8),
    /// A sentence inside the sentence.
    Msg(Box<Msg>),
    /// An argument that begins a sentence: its first letter a capital ("The Shield" where "the Shield" would
    /// stand mid-sentence).
    Capital(Box<Arg>),
    /// An argument that a sentence's start would capitalise, said inside another sentence: its first letter
    /// small ("play Unbelief" for "Play Unbelief").
    Lower(Box<Arg>),
}

/// What a reader brings to render a sentence in its language: the sentence's own words for its English text,
/// and its names for the things of the games.
pub trait Words {
    /// The text to use for `msg`'s English (`text`, or its plural for `count`), with the same holes.
    fn text(&self, msg: &Msg) -> Cow<'static, str>;
    /// A number.
    fn number(&self, n: i64) -> String {
        n.to_string()
    }
    /// The mark between a number's whole part and its decimals: "." in English, "," in Spanish.
    fn decimal_mark(&self) -> char {
        '.'
    }
    /// A playing card in words, without an article ("6 of Hearts").
    fn card_words(&self, card: Card) -> String {
        format!("{} of {}", card.rank.name(), card.suit.name())
    }
    /// A playing card in words with its article ("the 6 of Hearts").
    fn the_card(&self, card: Card) -> String {
        card.words()
    }
    /// An armor piece's full name.
    fn armor_title(&self, piece: Armor) -> String {
        piece.title().to_string()
    }
    /// An armor piece's short name.
    fn armor_short(&self, piece: Armor) -> String {
        piece.short().to_string()
    }
    /// An armor piece's full name with its article.
    fn the_armor_title(&self, piece: Armor) -> String {
        format!("the {}", piece.title())
    }
    /// An armor piece's short name with its article.
    fn the_armor_short(&self, piece: Armor) -> String {
        format!("the {}", piece.short())
    }
    /// An Armor of God pile, with its article.
    fn armor_pile(&self, piece: Armor) -> String {
        format!("the {} pile", piece.short())
    }
    /// A Victory Rating's name.
    fn rating(&self, rating: Rating) -> String {
        rating.name().to_string()
    }
    /// A Strongholds card's title.
    fn title(&self, card: CardId) -> String {
        card.card().title.clone()
    }
    /// An anointing's colour.
    fn colour(&self, colour: Colour) -> String {
        colour.name().to_string()
    }
    /// A seat's name.
    fn seat(&self, seat: u8) -> String {
        format!("Seat {}", u32::from(seat) + 1)
    }
}

/// English, the engine's own words.
#[derive(Debug, Clone, Copy, Default)]
pub struct English;

impl Words for English {
    fn text(&self, msg: &Msg) -> Cow<'static, str> {
        Cow::Borrowed(msg.english())
    }
}

/// English with the seats' names.
#[derive(Debug, Clone, Copy)]
pub struct Named<'a>(pub &'a [String]);

impl Words for Named<'_> {
    fn text(&self, msg: &Msg) -> Cow<'static, str> {
        Cow::Borrowed(msg.english())
    }

    fn seat(&self, seat: u8) -> String {
        self.0
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_else(|| English.seat(seat))
    }
}

impl Msg {
    /// A sentence without a plural form.
    pub fn new(text: &'static str, args: Vec<(&'static str, Arg)>) -> Msg {
        Msg {
            text,
            plural: None,
            args,
        }
    }

    /// Words that stay as they are in every language (a line already in words, a name): no translation is
    /// looked for.
    pub fn verbatim(text: impl Into<String>) -> Msg {
        Msg::new("{text}", vec![("text", Arg::Text(text.into()))])
    }

    /// A sentence whose English differs for one (`one`) and for other counts (`other`), chosen by `count`.
    pub fn plural(
        one: &'static str,
        other: &'static str,
        count: u64,
        args: Vec<(&'static str, Arg)>,
    ) -> Msg {
        Msg {
            text: one,
            plural: Some((other, count)),
            args,
        }
    }

    /// The English text for this sentence's count.
    pub fn english(&self) -> &'static str {
        match self.plural {
            Some((other, count)) if count != 1 => other,
            _ => self.text,
        }
    }

    /// The holes of the English text (both forms of a plural), each once, in order: the names the arguments
    /// must give.
    pub fn holes(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        let texts = [Some(self.text), self.plural.map(|(other, _)| other)];
        for text in texts.into_iter().flatten() {
            for hole in holes_of(text) {
                if !out.contains(&hole) {
                    out.push(hole);
                }
            }
        }
        out
    }

    /// This sentence with a full stop after it, as a line of a log that ends its sentences: "{sentence}.".
    pub fn full_stop(self) -> Msg {
        crate::msg!("{sentence}.", sentence = self)
    }

    /// The sentence in the words of `words`. A hole without an argument stays as written.
    pub fn render(&self, words: &dyn Words) -> String {
        fill(&words.text(self), |name| {
            self.args
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, arg)| arg.render(words))
        })
    }
}

impl From<String> for Msg {
    /// Words kept as they are ([`Msg::verbatim`]): a name, or a caller's words that are never translated.
    fn from(text: String) -> Msg {
        Msg::verbatim(text)
    }
}

impl From<&str> for Msg {
    /// Words kept as they are ([`Msg::verbatim`]).
    fn from(text: &str) -> Msg {
        Msg::verbatim(text)
    }
}

impl Arg {
    /// The argument in the words of `words`.
    pub fn render(&self, words: &dyn Words) -> String {
        match self {
            Arg::Number(n) => words.number(*n),
            Arg::Decimal { units, places } => decimal(*units, *places, words),
            Arg::Text(text) => text.clone(),
            Arg::Card(card) => card.pretty(),
            Arg::CardWords(card) => words.card_words(*card),
            Arg::TheCard(card) => words.the_card(*card),
            Arg::ArmorTitle(piece) => words.armor_title(*piece),
            Arg::ArmorShort(piece) => words.armor_short(*piece),
            Arg::TheArmorTitle(piece) => words.the_armor_title(*piece),
            Arg::TheArmorShort(piece) => words.the_armor_short(*piece),
            Arg::ArmorPile(piece) => words.armor_pile(*piece),
            Arg::Rating(rating) => words.rating(*rating),
            Arg::Title(card) => words.title(*card),
            Arg::Colour(colour) => words.colour(*colour),
            Arg::Seat(seat) => words.seat(*seat),
            Arg::Msg(msg) => msg.render(words),
            Arg::Capital(arg) => first_letter(&arg.render(words), true),
            Arg::Lower(arg) => first_letter(&arg.render(words), false),
        }
    }

    /// This argument beginning a sentence ([`Arg::Capital`]).
    pub fn capital(self) -> Arg {
        Arg::Capital(Box::new(self))
    }

    /// This argument inside a sentence ([`Arg::Lower`]).
    pub fn lower(self) -> Arg {
        Arg::Lower(Box::new(self))
    }
}

/// `units` of 10^-`places` with `words`' decimal mark: 999, 1 place: "99.9"; -5, 2 places: "-0.05".
fn decimal(units: i64, places: u8, words: &dyn Words) -> String {
    let scale = 10u64.pow(u32::from(places.min(18)));
    let size = units.unsigned_abs();
    let sign = if units < 0 { "-" } else { "" };
    let whole = words.number((size / scale) as i64);
    if places == 0 {
        return format!("{sign}{whole}");
    }
    let part = size % scale;
    format!(
        "{sign}{whole}{}{part:0width$}",
        words.decimal_mark(),
        width = usize::from(places.min(18))
    )
}

/// `text` with its first letter made a capital (`upper`) or small.
fn first_letter(text: &str, upper: bool) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) if upper => c.to_uppercase().chain(chars).collect(),
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The `{name}` holes of `text`, in order (a name may come twice; `{{` and `}}` are braces).
pub fn holes_of(text: &'static str) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(['{', '}']) {
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            rest = &tail[2..];
            continue;
        }
        match (tail.starts_with('{'), tail.find('}')) {
            (true, Some(end)) => {
                out.push(&tail[1..end]);
                rest = &tail[end + 1..];
            }
            _ => rest = &tail[1..],
        }
    }
    out
}

/// `items` joined as a list: "A and B", "A and B and C" in English, each pair a sentence of its own so that a
/// language can write "A, B y C" ("{first} and {rest}" before the last pair, "{first} and {last}" for it).
/// One item is itself; none is empty.
pub fn and_list(items: Vec<Arg>) -> Msg {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else {
        return Msg::verbatim("");
    };
    let Some(first) = items.next() else {
        return Msg::new("{item}", vec![("item", last)]);
    };
    let mut list = crate::msg!("{first} and {last}", first = first, last = last);
    for item in items {
        list = crate::msg!("{first} and {rest}", first = item, rest = list);
    }
    list
}

/// A thing that can be told as a sentence ([`Msg`]): the games' events and refusals.
pub trait ToMsg {
    /// The thing as a sentence, in any language.
    fn msg(&self) -> Msg;
}

/// `text` with each `{name}` replaced by `value(name)` (kept as written when there is none); `{{` and `}}` are
/// braces.
pub fn fill(text: &str, value: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
            continue;
        }
        match (tail.starts_with('{'), tail.find('}')) {
            (true, Some(end)) => {
                let name = &tail[1..end];
                match value(name) {
                    Some(v) => out.push_str(&v),
                    None => out.push_str(&tail[..=end]),
                }
                rest = &tail[end + 1..];
            }
            _ => {
                out.push_str(&tail[..1]);
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

impl fmt::Display for Msg {
    /// The sentence in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(&English))
    }
}

/// A sentence: `msg!("text with {hole}", hole = arg, …)`; an argument that is not an [`Arg`] is taken as a
/// number (`n = 3`) when it converts to `i64`. The first argument must be a string literal: the catalogue's
/// extractor reads it.
#[macro_export]
macro_rules! msg {
    ($text:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::Msg::new($text, vec![$((stringify!($name), $crate::words::IntoArg::into_arg($value))),*])
    };
}

/// A sentence with a plural: `msg_plural!("one {n} card", "{n} cards", n, n = n)`.
#[macro_export]
macro_rules! msg_plural {
    ($one:literal, $other:literal, $count:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::Msg::plural(
            $one,
            $other,
            ($count) as u64,
            vec![$((stringify!($name), $crate::words::IntoArg::into_arg($value))),*],
        )
    };
}

/// What may fill a hole of [`msg!`]: an [`Arg`], a number, a name, a sentence.
pub trait IntoArg {
    /// The argument.
    fn into_arg(self) -> Arg;
}

impl IntoArg for Arg {
    fn into_arg(self) -> Arg {
        self
    }
}

impl IntoArg for Msg {
    fn into_arg(self) -> Arg {
        Arg::Msg(Box::new(self))
    }
}

impl IntoArg for String {
    fn into_arg(self) -> Arg {
        Arg::Text(self)
    }
}

impl IntoArg for &str {
    fn into_arg(self) -> Arg {
        Arg::Text(self.to_string())
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {
        $(impl IntoArg for $t {
            fn into_arg(self) -> Arg {
                Arg::Number(self as i64)
            }
        })*
    };
}
numbers!(u8, u16, u32, u64, usize, i32, i64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_are_filled_by_name_and_braces_kept() {
        let m = msg!(
            "{who} plays {card} on the {pile} pile: {total} of 16.",
            who = "April",
            card = Arg::Card("6H".parse().unwrap()),
            pile = Arg::ArmorShort(Armor::Belt),
            total = 12u32
        );
        assert_eq!(m.to_string(), "April plays 6♥ on the Belt pile: 12 of 16.");
        assert_eq!(fill("{{x}} {y}", |_| None), "{x} {y}");
        let p = |n: u64| msg_plural!("a Growth card", "{n} Growth cards", n, n = n).to_string();
        assert_eq!(p(1), "a Growth card");
        assert_eq!(p(3), "3 Growth cards");
    }

    #[test]
    fn a_reader_puts_the_sentence_and_the_names_in_its_own_words() {
        struct Spanish;
        impl Words for Spanish {
            fn text(&self, msg: &Msg) -> Cow<'static, str> {
                match msg.text {
                    "{who} plays {card} on the {pile} pile." => {
                        "{who} juega {card} en la pila {pile}.".into()
                    }
                    _ => msg.english().into(),
                }
            }
            fn armor_short(&self, _: Armor) -> String {
                "Cinto".into()
            }
            fn seat(&self, _: u8) -> String {
                "Abril".into()
            }
        }
        let m = msg!(
            "{who} plays {card} on the {pile} pile.",
            who = Arg::Seat(0),
            card = Arg::Card("6H".parse().unwrap()),
            pile = Arg::ArmorShort(Armor::Belt)
        );
        assert_eq!(m.render(&Spanish), "Abril juega 6♥ en la pila Cinto.");
        assert_eq!(
            m.render(&Named(&["April".into()])),
            "April plays 6♥ on the Belt pile."
        );
    }
}
