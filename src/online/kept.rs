//! The seats this device holds at online tables, kept in the store (`online.json`: the server, the table and
//! the seat's token), or for this run only when nothing is kept on disk.

use crate::tables::Games;
use standfirm_store::OnlineSeat;
use std::cell::RefCell;

thread_local! {
    /// The seats of a run that keeps nothing on disk.
    static MEMORY: RefCell<Vec<OnlineSeat>> = const { RefCell::new(Vec::new()) };
}

/// What a list item of an online table (Continue on Home, Saved games) starts with, before the table's id: never
/// a save's file name (those end in `.json`, and have no colon).
const ITEM: &str = "online:";

/// The list item that stands for the seat at `table`.
pub fn item_key(table: &str) -> String {
    format!("{ITEM}{table}")
}

/// The table a list item stands for, when it is an online table's.
pub fn table_of_item(key: &str) -> Option<&str> {
    key.strip_prefix(ITEM)
}

/// Every seat kept, oldest first.
pub fn seats(games: &Games) -> Vec<OnlineSeat> {
    match &games.saves {
        Some(saves) => saves.store().online_seats().0,
        None => MEMORY.with_borrow(Clone::clone),
    }
}

/// The seat kept at `table`, if any.
pub fn seat(games: &Games, table: &str) -> Option<OnlineSeat> {
    seats(games).into_iter().find(|s| s.table == table)
}

/// Writes `all` where the seats are kept.
fn write(games: &mut Games, all: &[OnlineSeat]) {
    match games.saves.as_mut() {
        Some(saves) => {
            if let Err(e) = saves.store().save_online_seats(all) {
                saves.problem = Some(crate::words::tr::say(&e.msg()));
            }
        }
        None => MEMORY.with_borrow_mut(|m| *m = all.to_vec()),
    }
}

/// Keeps `seat` (replacing the one kept at its table).
pub fn keep(games: &mut Games, seat: OnlineSeat) {
    let mut all = seats(games);
    all.retain(|s| s.table != seat.table);
    all.push(seat);
    write(games, &all);
}

/// Forgets the seat at `table`.
pub fn forget(games: &mut Games, table: &str) {
    let mut all = seats(games);
    let before = all.len();
    all.retain(|s| s.table != table);
    if all.len() != before {
        write(games, &all);
    }
}
