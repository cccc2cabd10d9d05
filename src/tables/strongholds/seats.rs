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
    vec![
        human(&crate::words::tr::tr!("Player {n}", n = 1u8)),
        human(&crate::words::tr::tr!("Player {n}", n = 2u8)),
    ]
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
                if s.bot {
                    crate::words::tr::tr!("Bot {n}", n = i + 1)
                } else {
                    crate::words::tr::tr!("Player {n}", n = i + 1)
                }
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
