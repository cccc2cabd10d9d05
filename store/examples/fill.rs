//! Fills a data folder with saved games in progress, to measure the app's start-up with many saves (README,
//! "Benchmarks and measurements"): `cargo run --release -p standfirm-store --example fill -- DIR [COUNT]`.
//! Half are six-player Strongholds games at 90% of their length, half Armor of God games half played.

#[path = "../benches/support/games.rs"]
mod games;

use standfirm_store::Store;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: fill DIR [COUNT]");
        std::process::exit(2);
    };
    let count: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(20);
    let store = match Store::open(std::path::Path::new(&dir)) {
        Ok(store) => store.with_sync(false),
        Err(error) => {
            eprintln!("cannot open {dir}: {error}");
            std::process::exit(1);
        }
    };
    for n in 0..count {
        let name = format!("Game {}", n + 1);
        let save = if n % 2 == 0 {
            games::late_strongholds(n + 1, &name)
        } else {
            games::armor_of_god(n + 1, 50, &name)
        };
        match store.write(&save) {
            Ok(file) => println!("{file}: {} actions", save.actions.len()),
            Err(error) => {
                eprintln!("cannot write {name}: {error}");
                std::process::exit(1);
            }
        }
    }
}
