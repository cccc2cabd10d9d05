//! Unit tests of `art`.

use super::*;

#[test]
fn the_figure_says_what_it_wears() {
    assert_eq!(worn_words([false; 6]), "The figure wears no armor yet");
    assert_eq!(
        worn_words([true, false, false, true, false, false]),
        "The figure wears the Belt of Truth and the Shield of Faith"
    );
    assert_eq!(
        worn_words([true, true, false, true, false, false]),
        "The figure wears the Belt of Truth, the Breastplate of Righteousness and the Shield of Faith"
    );
    assert_eq!(
        worn_words([true; 6]),
        "The figure wears the whole armor of God"
    );
    let w = worn([false, false, false, false, true, true]);
    assert!(w.helmet && w.sword && !w.belt);
    assert_eq!(armor(Armor::Shield), ArmorKind::Shield);
    assert_eq!(armor_named("Shield of Faith"), Some(ArmorKind::Shield));
    assert_eq!(armor_named("Sword of the Spirit"), Some(ArmorKind::Sword));
    assert_eq!(armor_named("Your hand"), None);
}

#[test]
fn in_spanish_the_figure_names_each_piece_with_its_article() {
    use crate::words::tr::set_rust_lang;
    set_rust_lang(Lang::Spanish);
    let one = worn_words([true, false, false, false, false, false]);
    let three = worn_words([true, true, false, false, false, true]);
    let none = worn_words([false; 6]);
    set_rust_lang(Lang::English);
    assert_eq!(one, "La figura lleva el Cinto de la Verdad");
    assert_eq!(
        three,
        "La figura lleva el Cinto de la Verdad, la Cota de Justicia y la Espada del Espíritu"
    );
    assert_eq!(none, "La figura aún no lleva armadura");
    assert_eq!(armor_named("Escudo de la Fe"), Some(ArmorKind::Shield));
}
