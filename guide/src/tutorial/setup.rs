//! A tutorial's `setup` object, read by the store's one setup reader ([`standfirm_store::read_setup`]): the
//! fields of a save file's setup (docs/save-format.md) without its bookkeeping: `options`, `seed`, `deck` (Armor
//! of God, PIP Armor), and `decks`, `first_player`, `seats` (Strongholds).

use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::cards::Card;
use standfirm_engine::strongholds::Decks;
use standfirm_engine::GameKind;
use standfirm_store::{read_setup, Seat, Setup, SetupFields, SetupSource};

/// The `setup` object as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSetup {
    options: Value,
    seed: u64,
    #[serde(default)]
    deck: Option<Vec<Card>>,
    #[serde(default)]
    decks: Option<Decks>,
    #[serde(default)]
    first_player: Option<u8>,
    #[serde(default)]
    seats: Option<Vec<Seat>>,
    #[serde(default)]
    secret: Option<u64>,
}

/// The store's setup of `game` from the raw fields, or what is wrong in words.
pub(super) fn build(game: GameKind, raw: RawSetup) -> Result<Setup, String> {
    let fields = SetupFields {
        options: Some(raw.options),
        seed: Some(raw.seed),
        deck: raw.deck,
        decks: raw.decks,
        first_player: raw.first_player,
        seats: raw.seats,
        secret: raw.secret,
    };
    read_setup(game, fields, SetupSource::Tutorial)
}
