//! Unit tests of `reading`.

use super::*;
use crate::words::tr::{say, set_rust_lang};
use standfirm_guide::Lang;

#[test]
fn a_chance_reads_in_whole_percent_with_its_margin() {
    let c = Chance {
        hits: 1440,
        playouts: 2000,
    };
    assert_eq!(about(c).to_string(), "about 72% ± 2");
    let r = Reading::new(
        |chance| msg!("Chance to win: {chance}", chance = chance),
        c,
        None,
        None,
    );
    assert_eq!(r.headline.to_string(), "Chance to win: about 72% ± 2");
    assert!((r.value - 0.72).abs() < 1e-6);
    assert!(r.margin > 0.015 && r.margin < 0.025);
}

#[test]
fn a_battle_that_cannot_be_won_says_so_without_a_bar() {
    let r = Reading::certain(
        msg!("Chance of a victory: none"),
        Chance {
            hits: 0,
            playouts: 2000,
        },
        msg!("No Breastplate: this battle cannot be won (PIP-2.2)."),
    );
    assert_eq!(r.headline.to_string(), "Chance of a victory: none");
    assert_eq!((r.value, r.margin), (0.0, 0.0));
    assert_eq!(
        r.note.map(|n| n.to_string()).as_deref(),
        Some("No Breastplate: this battle cannot be won (PIP-2.2).")
    );
}

#[test]
fn in_spanish_a_chance_reads_with_a_space_before_the_percent_sign() {
    let c = Chance {
        hits: 1440,
        playouts: 2000,
    };
    let r = Reading::new(
        |chance| msg!("Chance to win: {chance}", chance = chance),
        c,
        None,
        None,
    );
    set_rust_lang(Lang::Spanish);
    let spanish = say(&r.headline);
    set_rust_lang(Lang::English);
    assert_eq!(spanish, "Probabilidad de ganar: unos 72 % ± 2");
    assert_eq!(say(&r.headline), "Chance to win: about 72% ± 2");
}
