//! Unit tests of `present`: the table's words in the language now.

use super::*;
use crate::words::tr::set_rust_lang;
use standfirm_engine::armor_of_god::Options;
use standfirm_guide::Lang;

#[test]
fn the_prompt_and_a_preview_come_out_in_spanish() {
    let s = State::new(Options::default(), 7);
    let card = *s
        .hand()
        .iter()
        .find(|&&c| c != Card::ACE_OF_SPADES)
        .expect("a card to play");
    set_rust_lang(Lang::Spanish);
    let asked = prompt(&s, None);
    let chosen = prompt(&s, Some(card));
    let (shown, _) = preview(&s, card, Slot::Belt);
    set_rust_lang(Lang::English);
    assert_eq!(asked, "Tu Respuesta: toca una carta y luego una pila.");
    assert_eq!(
        chosen,
        format!("Toca una pila que brille para jugar {}.", card.pretty())
    );
    assert_eq!(prompt(&s, None), "Your Response: tap a card, then a pile.");
    // A first card on an empty pile builds towards the target, in numbers only.
    assert!(shown.ends_with("/16"), "{shown}");
}
