//! The people (and bots) at the table: names as they are shown, and the checks on a New game screen. A seat is
//! the store's (`standfirm_store::Seat`): what a save records and the statistics count.

pub use standfirm_store::Seat;

/// A seat played by a person.
pub fn human(name: &str) -> Seat {
    Seat::person(name)
}

/// A seat played by the app's Steady (greedy) bot.
pub fn bot(name: &str) -> Seat {
    Seat::bot(name, standfirm_engine::strongholds::Level::Steady)
}

/// The seats of a first game: two people.
pub fn default_seats() -> Vec<Seat> {
    vec![human(&given_name(false, 1)), human(&given_name(false, 2))]
}

/// The name the app gives seat number `n` (from 1) when no one names it, in the language now: "Player N", or
/// "Bot N" for a bot.
pub fn given_name(bot: bool, n: usize) -> String {
    numbered(bot, n, crate::words::tr::lang())
}

/// [`given_name`] in `lang`.
fn numbered(bot: bool, n: usize, lang: standfirm_guide::Lang) -> String {
    let msg = if bot {
        standfirm_engine::msg!("Bot {n}", n = n)
    } else {
        standfirm_engine::msg!("Player {n}", n = n)
    };
    crate::words::tr::say_in(lang, &msg)
}

/// `seats` with every name the app gave ("Player 2", «Jugador 2», "Bot 3" in any language it speaks) said in the
/// language now, its number kept: a table set up in English reads «Jugador 1» once the app speaks Spanish. A
/// name a person typed stays as it is.
pub fn in_language_now(seats: &[Seat]) -> Vec<Seat> {
    seats
        .iter()
        .map(|seat| {
            let given = (1..=6)
                .flat_map(|n| [(false, n), (true, n)])
                .find(|&(bot, n)| {
                    standfirm_guide::Lang::ALL
                        .into_iter()
                        .any(|lang| seat.name == numbered(bot, n, lang))
                });
            match given {
                Some((bot, n)) => Seat {
                    name: given_name(bot, n),
                    ..seat.clone()
                },
                None => seat.clone(),
            }
        })
        .collect()
}

/// The longest name kept.
const NAME_LIMIT: usize = 24;

/// Tidies the names a New game screen gives (blank → "Player N" or "Bot N", trimmed, at most 24 characters)
/// and checks the table: 2 to 6 seats (SH-1.1), at least one person, every name different.
pub fn check(seats: &[Seat]) -> Result<Vec<Seat>, String> {
    if !(2..=6).contains(&seats.len()) {
        return Err(crate::words::tr::tr!("Strongholds is for 2 to 6 players."));
    }
    if seats.iter().all(|s| s.bot) {
        return Err(crate::words::tr::tr!(
            "At least one seat must be a person: make a seat Human."
        ));
    }
    let tidy: Vec<Seat> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name: String = s.name.trim().chars().take(NAME_LIMIT).collect();
            let name = if name.is_empty() {
                given_name(s.bot, i + 1)
            } else {
                name
            };
            Seat {
                name,
                bot: s.bot,
                level: s.bot_level(),
            }
        })
        .collect();
    for (i, s) in tidy.iter().enumerate() {
        if tidy[..i]
            .iter()
            .any(|o| o.name.to_lowercase() == s.name.to_lowercase())
        {
            return Err(crate::words::tr::tr!(
                "Two seats are called {name}: give each player a different name.",
                name = s.name.as_str()
            ));
        }
    }
    Ok(tidy)
}

#[cfg(test)]
#[path = "seats_tests.rs"]
mod tests;
