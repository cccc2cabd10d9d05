//! Standard playing cards: [`Suit`], [`Rank`], [`Card`], their notation (`AS`, `10H`, `KD`, `7C`) and the
//! 52- and 36-card decks in canonical order (RULINGS "Determinism": suits ♠ ♥ ♦ ♣, ranks A, 2…10, J, Q, K).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A card suit, in canonical order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// ♠
    Spades,
    /// ♥
    Hearts,
    /// ♦
    Diamonds,
    /// ♣
    Clubs,
}

impl Suit {
    /// All four suits in canonical order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The notation letter: `S`, `H`, `D`, `C`.
    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// The suit symbol: ♠ ♥ ♦ ♣.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// The English name, plural ("Spades").
    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "Spades",
            Suit::Hearts => "Hearts",
            Suit::Diamonds => "Diamonds",
            Suit::Clubs => "Clubs",
        }
    }

    /// Hearts and diamonds are red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'S' => Some(Suit::Spades),
            'H' => Some(Suit::Hearts),
            'D' => Some(Suit::Diamonds),
            'C' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

/// A card rank: Ace (1) to King (13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The Ace.
    pub const ACE: Rank = Rank(1);
    /// The Jack.
    pub const JACK: Rank = Rank(11);
    /// The Queen.
    pub const QUEEN: Rank = Rank(12);
    /// The King.
    pub const KING: Rank = Rank(13);

    /// A rank from its number, 1 (Ace) to 13 (King).
    pub fn new(number: u8) -> Option<Rank> {
        (1..=13).contains(&number).then_some(Rank(number))
    }

    /// The rank's number: Ace 1, 2–10, Jack 11, Queen 12, King 13.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The notation: `A`, `2`…`10`, `J`, `Q`, `K`.
    pub fn notation(self) -> &'static str {
        const N: [&str; 14] = ["?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
        N[self.0 as usize]
    }

    /// The English name ("Ace", "7", "Queen").
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "Ace",
            11 => "Jack",
            12 => "Queen",
            13 => "King",
            _ => self.notation(),
        }
    }

    fn parse(text: &str) -> Option<Rank> {
        match text.to_ascii_uppercase().as_str() {
            "A" => Some(Rank::ACE),
            "J" => Some(Rank::JACK),
            "Q" => Some(Rank::QUEEN),
            "K" => Some(Rank::KING),
            digits => match digits.parse::<u8>() {
                Ok(n @ 2..=10) if digits.bytes().all(|b| b.is_ascii_digit()) && !digits.starts_with('0') => Some(Rank(n)),
                _ => None,
            },
        }
    }
}

/// One playing card. Serialised in the notation (`"10H"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    /// The rank.
    pub rank: Rank,
    /// The suit.
    pub suit: Suit,
}

impl Card {
    /// The Ace of Spades: Satan's Dart in Armor of God (AOG-3.3).
    pub const ACE_OF_SPADES: Card = Card { rank: Rank::ACE, suit: Suit::Spades };

    /// A card from a rank number (1–13) and a suit. Panics on a number outside 1–13 (a programming error).
    pub fn new(rank: u8, suit: Suit) -> Card {
        Card { rank: Rank::new(rank).expect("rank 1..=13"), suit }
    }

    /// The card with symbols, for people: `10♥`.
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank.notation(), self.suit.symbol())
    }

    /// The card in words: `the Ace of Spades`.
    pub fn words(self) -> String {
        format!("the {} of {}", self.rank.name(), self.suit.name())
    }

    /// A dense index 0..52 in canonical order (suit-major).
    pub fn index(self) -> usize {
        self.suit as usize * 13 + (self.rank.0 as usize - 1)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.notation(), self.suit.letter())
    }
}

/// Why a card's notation was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not a card: write the rank (A, 2-10, J, Q, K) then the suit (S, H, D, C), like AS or 10H")]
pub struct ParseCardError {
    /// The text that was given.
    pub text: String,
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Parses `AS`, `10h`, `kd`, `7C` (case-insensitive); rejects everything else.
    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError { text: text.to_string() };
        let trimmed = text.trim();
        let mut chars = trimmed.chars();
        let suit_char = chars.next_back().ok_or_else(err)?;
        let suit = Suit::from_letter(suit_char).ok_or_else(err)?;
        let rank = Rank::parse(chars.as_str()).ok_or_else(err)?;
        Ok(Card { rank, suit })
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The 52-card deck in canonical order, top card first: A♠ 2♠ … K♠, A♥ … K♣.
pub fn deck_52() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&suit| (1..=13).map(move |rank| Card::new(rank, suit)))
        .collect()
}

/// The 36-card PIP Armor deck (ranks 2–10) in canonical order, top card first (PIP-1.1).
pub fn deck_36() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&suit| (2..=10).map(move |rank| Card::new(rank, suit)))
        .collect()
}

/// Parses a list of cards in notation, naming the first bad one.
pub fn parse_cards<S: AsRef<str>>(texts: &[S]) -> Result<Vec<Card>, ParseCardError> {
    texts.iter().map(|t| t.as_ref().parse()).collect()
}

/// Checks that `cards` is exactly a permutation of `expected` (no card missing, none twice, none foreign).
pub fn check_permutation(cards: &[Card], expected: &[Card]) -> Result<(), String> {
    if cards.len() != expected.len() {
        return Err(format!("the deck must hold {} cards, not {}", expected.len(), cards.len()));
    }
    let mut seen = [false; 52];
    let allowed: std::collections::HashSet<Card> = expected.iter().copied().collect();
    for card in cards {
        if !allowed.contains(card) {
            return Err(format!("{card} is not a card of this game's deck"));
        }
        if std::mem::replace(&mut seen[card.index()], true) {
            return Err(format!("{card} appears twice in the deck"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for card in deck_52() {
            assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
        }
    }

    #[test]
    fn parsing_is_case_insensitive() {
        assert_eq!("as".parse::<Card>().unwrap(), Card::ACE_OF_SPADES);
        assert_eq!("10h".parse::<Card>().unwrap(), Card::new(10, Suit::Hearts));
        assert_eq!("kD".parse::<Card>().unwrap(), Card::new(13, Suit::Diamonds));
        assert_eq!("7C".parse::<Card>().unwrap(), Card::new(7, Suit::Clubs));
    }

    #[test]
    fn parsing_rejects_everything_else() {
        for bad in ["", "A", "S", "1S", "11H", "010H", "0S", "AX", "10", "ASS", "HA", "+5D", "T H"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert!(err.to_string().contains("is not a card"), "{bad}: {err}");
        }
    }

    #[test]
    fn decks_have_the_right_cards() {
        let d52 = deck_52();
        assert_eq!(d52.len(), 52);
        assert_eq!(d52[0], Card::ACE_OF_SPADES);
        assert_eq!(d52[51], Card::new(13, Suit::Clubs));
        let d36 = deck_36();
        assert_eq!(d36.len(), 36);
        assert!(d36.iter().all(|c| (2..=10).contains(&c.rank.number())));
        assert!(check_permutation(&d52, &deck_52()).is_ok());
    }

    #[test]
    fn permutation_check_names_the_fault() {
        let mut d = deck_36();
        d[0] = d[1];
        assert!(check_permutation(&d, &deck_36()).unwrap_err().contains("twice"));
        d[0] = Card::ACE_OF_SPADES;
        assert!(check_permutation(&d, &deck_36()).unwrap_err().contains("not a card of this game"));
        assert!(check_permutation(&d[1..], &deck_36()).unwrap_err().contains("must hold 36"));
    }

    #[test]
    fn serde_uses_the_notation() {
        let json = serde_json::to_string(&Card::new(10, Suit::Hearts)).unwrap();
        assert_eq!(json, "\"10H\"");
        assert!(serde_json::from_str::<Card>("\"1H\"").is_err());
    }
}
