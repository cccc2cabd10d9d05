//! A tutorial's `setup` object, read into the store's [`Setup`]: the fields of a save file's setup
//! (docs/save-format.md) without its bookkeeping: `options`, `seed`, `deck` (Armor of God, PIP Armor), and
//! `decks`, `first_player`, `seats` (Strongholds).

use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::cards::Card;
use standfirm_engine::strongholds::{Decks, Options as ShOptions};
use standfirm_engine::GameKind;
use standfirm_store::{Seat, Setup};

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
}

/// Strongholds' options, read strictly (no simulation-only round cap in a tutorial).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StrongholdsOptions {
    players: u8,
    #[serde(default)]
    truth_limit_all: bool,
}

/// The store's setup of `game` from the raw fields, or what is wrong in words.
pub(super) fn build(game: GameKind, raw: RawSetup) -> Result<Setup, String> {
    let absent = |present: bool, field: &str| {
        if present {
            Err(format!(
                "a {} tutorial has no \"{field}\" field",
                game.title()
            ))
        } else {
            Ok(())
        }
    };
    let options = |e: serde_json::Error| format!("the options do not fit {}: {e}", game.title());
    match game {
        GameKind::ArmorOfGod | GameKind::PipArmor => {
            absent(raw.decks.is_some(), "decks")?;
            absent(raw.first_player.is_some(), "first_player")?;
            absent(raw.seats.is_some(), "seats")?;
            Ok(if game == GameKind::ArmorOfGod {
                Setup::ArmorOfGod {
                    options: serde_json::from_value(raw.options).map_err(options)?,
                    seed: raw.seed,
                    deck: raw.deck,
                }
            } else {
                Setup::PipArmor {
                    options: serde_json::from_value(raw.options).map_err(options)?,
                    seed: raw.seed,
                    deck: raw.deck,
                }
            })
        }
        GameKind::Strongholds => {
            absent(raw.deck.is_some(), "deck")?;
            let read: StrongholdsOptions = serde_json::from_value(raw.options).map_err(options)?;
            let mut options = ShOptions::new(read.players);
            options.truth_limit_all = read.truth_limit_all;
            let first_player = raw
                .first_player
                .ok_or("a Strongholds tutorial needs \"first_player\"")?;
            let seats = raw.seats.ok_or("a Strongholds tutorial needs \"seats\"")?;
            if seats.len() != usize::from(options.players) {
                return Err(format!(
                    "{} seats are listed for a {}-player game",
                    seats.len(),
                    options.players
                ));
            }
            Ok(Setup::Strongholds {
                options,
                seed: raw.seed,
                first_player,
                decks: raw.decks,
                seats,
            })
        }
    }
}
