//! The card content as data (RULINGS 3D): `content/strongholds.json`, embedded at build time, loaded once with
//! serde and validated (SH-1.1 counts, SH-2.1 symbols, unique ids, known colours). Cards are referred to by a
//! small [`CardId`] that serialises as the card's stable text id (`S01`, `T18`, `G-LB3`, `M1`, `TR02`, `AS01`).

use super::colours::Colour;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::OnceLock;

/// The embedded content file.
pub const CONTENT_JSON: &str = include_str!("../../content/strongholds.json");

/// A card's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    /// A Stronghold (SH-2.1).
    Stronghold,
    /// A Truth card (SH-2.3).
    Truth,
    /// A one-colour Growth card (SH-2.8).
    Anointing,
    /// A two-colour Growth card that pays one unit of either colour (SH-2.19).
    Mentor,
    /// A Growth card that blocks Truth play until overcome (SH-2.16).
    Trial,
    /// A Growth card that scores when fulfilled (SH-2.13).
    Assignment,
}

impl CardKind {
    /// Whether the card belongs to the Growth deck.
    pub fn is_growth(self) -> bool {
        matches!(
            self,
            CardKind::Anointing | CardKind::Mentor | CardKind::Trial | CardKind::Assignment
        )
    }
}

/// A card's index in the content; serialises as its text id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u8);

impl CardId {
    /// The card's data.
    pub fn card(self) -> &'static Card {
        &content().cards[self.0 as usize]
    }

    /// The card's text id (`T05`).
    pub fn as_str(self) -> &'static str {
        &self.card().id
    }

    /// The card with this text id, if any (case-insensitive).
    pub fn parse(text: &str) -> Option<CardId> {
        content().id_of(text)
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for CardId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardId, D::Error> {
        let text = String::deserialize(deserializer)?;
        CardId::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("\"{text}\" is not a Strongholds card id"))
        })
    }
}

/// One anointing's colour, as shown to players (a hex colour and a symbol for colour-blind players).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourInfo {
    /// The code (`LB`).
    pub code: String,
    /// The colour's name ("Light Blue").
    pub name: String,
    /// The anointing of Isaiah 11:2 ("Might").
    pub anointing: String,
    /// The display colour, `#RRGGBB`.
    pub hex: String,
    /// A distinct symbol name (flame, lamp, sun, staff, shield, book, crown).
    pub symbol: String,
}

/// One card of the content, typed and validated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Card {
    /// Stable text id.
    pub id: String,
    /// The kind.
    pub kind: CardKind,
    /// The title ("Shame", "No Condemnation in Christ", "Spirit of Might").
    pub title: String,
    /// The card text: a Stronghold's lie, a verse paraphrase, a short description.
    pub text: String,
    /// Verse reference, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    /// Anointing: its one colour; Mentor: its two colours.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<Colour>,
    /// Truth, Trial, Assignment: the cost in colour units (SH-4.1).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cost: Vec<Colour>,
    /// Stronghold: its unique symbol (SH-2.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub symbol: Option<String>,
    /// Truth: the Stronghold symbols shown (SH-2.3).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub symbols: Vec<String>,
    /// Truth: "Jesus is the Truth" defeats any Stronghold (SH-2.3).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub wildcard: bool,
    /// Stronghold: points when defeated (SH-2.2).
    #[serde(skip_serializing_if = "is_zero")]
    pub points: u8,
    /// Truth: the Strongholds whose symbol it shows (derived).
    #[serde(skip)]
    pub defeats: Vec<CardId>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Card {
    /// Whether this Truth card can defeat that Stronghold (SH-5.6.3).
    pub fn can_defeat(&self, stronghold: CardId) -> bool {
        self.wildcard || self.defeats.contains(&stronghold)
    }
}

/// All the cards, with lookups. Loaded once per process ([`content`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Content {
    /// The colour table, in the order of [`Colour::ALL`].
    pub colours: Vec<ColourInfo>,
    /// Every card, in file order; a [`CardId`] indexes it.
    pub cards: Vec<Card>,
    /// The Growth deck in canonical (file) order.
    pub growth: Vec<CardId>,
    /// The Truth deck in canonical order.
    pub truth: Vec<CardId>,
    /// The Stronghold deck in canonical order.
    pub strongholds: Vec<CardId>,
    by_id: HashMap<String, CardId>,
}

/// Why a content file was rejected, in plain words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContentError {
    /// Not JSON of the expected shape.
    #[error("the content is not valid Strongholds JSON: {0}")]
    Json(String),
    /// Two cards share an id.
    #[error("the card id \"{0}\" is used twice")]
    DuplicateId(String),
    /// A kind that is not one of the six.
    #[error("card {id}: unknown kind \"{kind}\" (stronghold, truth, anointing, mentor, trial, assignment)")]
    UnknownKind {
        /// The card.
        id: String,
        /// The kind given.
        kind: String,
    },
    /// A colour code that is not one of the seven.
    #[error("card {id}: unknown colour \"{colour}\" (R, O, Y, G, LB, DB, P)")]
    UnknownColour {
        /// The card (or `colours` for the colour table).
        id: String,
        /// The code given.
        colour: String,
    },
    /// The colour table does not list the seven anointings once each with distinct symbols.
    #[error("the colour table is wrong: {0}")]
    ColourTable(String),
    /// A deck has the wrong number of cards (SH-1.1).
    #[error("the {deck} deck has {found} cards; it must have {expected}")]
    Count {
        /// Growth, Stronghold or Truth.
        deck: &'static str,
        /// The count required.
        expected: usize,
        /// The count found.
        found: usize,
    },
    /// A card that needs a cost has none.
    #[error("card {0}: its cost is empty")]
    EmptyCost(String),
    /// An Anointing without exactly one colour, or a Mentor without two different colours.
    #[error("card {id}: {problem}")]
    BadCard {
        /// The card.
        id: String,
        /// What is wrong.
        problem: String,
    },
    /// A Truth card shows a symbol that no Stronghold has.
    #[error("card {id}: the symbol \"{symbol}\" is not on any Stronghold")]
    UnknownSymbol {
        /// The Truth card.
        id: String,
        /// The symbol.
        symbol: String,
    },
    /// A Stronghold that fewer than two regular Truth cards can reach (3D balance item 2).
    #[error("the Stronghold {title} can be defeated by only {found} regular Truth card(s); at least 2 are needed")]
    Unreachable {
        /// The Stronghold's title.
        title: String,
        /// How many regular Truth cards show its symbol.
        found: usize,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawContent {
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
    colours: Vec<ColourInfo>,
    cards: Vec<RawCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    kind: String,
    title: String,
    #[serde(default)]
    text: String,
    #[serde(default)]
    reference: Option<String>,
    #[serde(default)]
    colours: Vec<String>,
    #[serde(default)]
    cost: Vec<String>,
    #[serde(default)]
    symbol: Option<String>,
    #[serde(default)]
    symbols: Vec<String>,
    #[serde(default)]
    wildcard: bool,
    #[serde(default)]
    points: u8,
}

/// The embedded content, loaded and validated once per process. Panics only if the embedded file is broken,
/// which the content tests rule out.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| match Content::load_str(CONTENT_JSON) {
        Ok(c) => c,
        Err(e) => panic!("the embedded Strongholds content is invalid: {e}"),
    })
}

fn colours_of(id: &str, codes: &[String]) -> Result<Vec<Colour>, ContentError> {
    codes
        .iter()
        .map(|code| {
            Colour::from_code(code).ok_or_else(|| ContentError::UnknownColour {
                id: id.to_string(),
                colour: code.clone(),
            })
        })
        .collect()
}

impl Content {
    /// Parses and validates content JSON.
    pub fn load_str(json: &str) -> Result<Content, ContentError> {
        let raw: RawContent =
            serde_json::from_str(json).map_err(|e| ContentError::Json(e.to_string()))?;
        let colours = check_colour_table(raw.colours)?;
        if raw.cards.len() > usize::from(u8::MAX) {
            return Err(ContentError::Json(format!(
                "{} cards is too many",
                raw.cards.len()
            )));
        }
        let mut cards = Vec::with_capacity(raw.cards.len());
        let mut by_id = HashMap::new();
        for (i, rc) in raw.cards.into_iter().enumerate() {
            if by_id
                .insert(rc.id.to_ascii_uppercase(), CardId(i as u8))
                .is_some()
            {
                return Err(ContentError::DuplicateId(rc.id));
            }
            cards.push(typed_card(rc)?);
        }
        let of_kind = |pred: fn(CardKind) -> bool| -> Vec<CardId> {
            (0..cards.len())
                .filter(|&i| pred(cards[i].kind))
                .map(|i| CardId(i as u8))
                .collect()
        };
        let growth = of_kind(CardKind::is_growth);
        let truth = of_kind(|k| k == CardKind::Truth);
        let strongholds = of_kind(|k| k == CardKind::Stronghold);
        for (deck, expected, found) in [
            ("Growth", 90, growth.len()),
            ("Stronghold", 15, strongholds.len()),
            ("Truth", 18, truth.len()),
        ] {
            if found != expected {
                return Err(ContentError::Count {
                    deck,
                    expected,
                    found,
                });
            }
        }
        link_symbols(&mut cards, &strongholds, &truth)?;
        Ok(Content {
            colours,
            cards,
            growth,
            truth,
            strongholds,
            by_id,
        })
    }

    /// The card with this text id (case-insensitive).
    pub fn id_of(&self, text: &str) -> Option<CardId> {
        self.by_id.get(&text.trim().to_ascii_uppercase()).copied()
    }

    /// The display data of a colour.
    pub fn colour(&self, colour: Colour) -> &ColourInfo {
        &self.colours[colour.index()]
    }

    /// The whole content as JSON (the colour table and every card), for `standfirm-cli content`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({ "colours": self.colours, "cards": self.cards })
    }
}

fn check_colour_table(table: Vec<ColourInfo>) -> Result<Vec<ColourInfo>, ContentError> {
    let mut ordered: Vec<Option<ColourInfo>> = vec![None; 7];
    let mut symbols = HashSet::new();
    for info in table {
        let colour = Colour::from_code(&info.code).ok_or_else(|| ContentError::UnknownColour {
            id: "colours".into(),
            colour: info.code.clone(),
        })?;
        if !symbols.insert(info.symbol.clone()) {
            return Err(ContentError::ColourTable(format!(
                "the symbol \"{}\" is used twice",
                info.symbol
            )));
        }
        if ordered[colour.index()].replace(info).is_some() {
            return Err(ContentError::ColourTable(format!(
                "{} is listed twice",
                colour.name()
            )));
        }
    }
    ordered
        .into_iter()
        .zip(Colour::ALL)
        .map(|(info, colour)| {
            info.ok_or_else(|| ContentError::ColourTable(format!("{} is missing", colour.name())))
        })
        .collect()
}

fn typed_card(rc: RawCard) -> Result<Card, ContentError> {
    let bad = |problem: &str| ContentError::BadCard {
        id: rc.id.clone(),
        problem: problem.to_string(),
    };
    let kind = match rc.kind.as_str() {
        "stronghold" => CardKind::Stronghold,
        "truth" => CardKind::Truth,
        "anointing" => CardKind::Anointing,
        "mentor" => CardKind::Mentor,
        "trial" => CardKind::Trial,
        "assignment" => CardKind::Assignment,
        other => {
            return Err(ContentError::UnknownKind {
                id: rc.id.clone(),
                kind: other.to_string(),
            })
        }
    };
    if rc.title.trim().is_empty() {
        return Err(bad("the title is empty"));
    }
    let colours = colours_of(&rc.id, &rc.colours)?;
    let cost = colours_of(&rc.id, &rc.cost)?;
    match kind {
        CardKind::Truth | CardKind::Trial | CardKind::Assignment if cost.is_empty() => {
            return Err(ContentError::EmptyCost(rc.id));
        }
        CardKind::Anointing if colours.len() != 1 => {
            return Err(bad("an Anointing card has exactly one colour"))
        }
        CardKind::Mentor if colours.len() != 2 || colours[0] == colours[1] => {
            return Err(bad("a Mentor has exactly two different colours"));
        }
        CardKind::Stronghold if rc.symbol.as_deref().is_none_or(|s| s.trim().is_empty()) => {
            return Err(bad("a Stronghold needs a symbol"));
        }
        CardKind::Stronghold if rc.points == 0 => return Err(bad("a Stronghold needs points")),
        CardKind::Truth if !rc.wildcard && rc.symbols.is_empty() => {
            return Err(bad("a regular Truth card shows at least one symbol"));
        }
        _ => {}
    }
    if cost.len() > 5 {
        return Err(bad("a cost has at most 5 colour units"));
    }
    Ok(Card {
        id: rc.id,
        kind,
        title: rc.title,
        text: rc.text,
        reference: rc.reference,
        colours,
        cost,
        symbol: rc.symbol,
        symbols: rc.symbols,
        wildcard: rc.wildcard,
        points: rc.points,
        defeats: Vec::new(),
    })
}

/// Resolves Truth symbols to Strongholds (SH-2.1, SH-2.3) and checks that every Stronghold is reachable by at
/// least two regular Truth cards (3D balance item 2).
fn link_symbols(
    cards: &mut [Card],
    strongholds: &[CardId],
    truth: &[CardId],
) -> Result<(), ContentError> {
    let mut by_symbol: HashMap<String, CardId> = HashMap::new();
    for &s in strongholds {
        let symbol = cards[s.0 as usize].symbol.clone().unwrap_or_default();
        if by_symbol.insert(symbol.to_lowercase(), s).is_some() {
            return Err(ContentError::BadCard {
                id: cards[s.0 as usize].id.clone(),
                problem: format!("the symbol \"{symbol}\" is on two Strongholds"),
            });
        }
    }
    let mut reach: HashMap<CardId, usize> = HashMap::new();
    for &t in truth {
        let card = &mut cards[t.0 as usize];
        let mut defeats = Vec::new();
        for symbol in &card.symbols {
            let s = by_symbol.get(&symbol.to_lowercase()).ok_or_else(|| {
                ContentError::UnknownSymbol {
                    id: card.id.clone(),
                    symbol: symbol.clone(),
                }
            })?;
            if !defeats.contains(s) {
                defeats.push(*s);
                if !card.wildcard {
                    *reach.entry(*s).or_default() += 1;
                }
            }
        }
        card.defeats = defeats;
    }
    for &s in strongholds {
        let found = reach.get(&s).copied().unwrap_or(0);
        if found < 2 {
            return Err(ContentError::Unreachable {
                title: cards[s.0 as usize].title.clone(),
                found,
            });
        }
    }
    Ok(())
}
