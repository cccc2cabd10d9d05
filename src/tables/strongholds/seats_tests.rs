//! Unit tests of `seats`.

use super::*;

#[test]
fn names_are_tidied_and_checked() {
    let seats = check(&[human("  April "), bot("")]).unwrap();
    assert_eq!(seats, vec![human("April"), bot("Bot 2")]);
    assert!(check(&[human("April")]).is_err());
    assert!(check(&[bot("A"), bot("B")]).unwrap_err().contains("person"));
    assert!(check(&[human("April"), human("april")])
        .unwrap_err()
        .contains("different name"));
    assert!(check(&vec![human("x"); 7]).is_err());
    let long = check(&[human(&"A".repeat(40)), human("B")]).unwrap();
    assert_eq!(long[0].name.len(), NAME_LIMIT);
}

#[test]
fn names_the_app_gave_are_said_in_the_language_now_and_typed_names_stay() {
    use crate::words::tr::set_rust_lang;
    use standfirm_guide::Lang;
    let english = vec![
        human("Player 1"),
        human("April"),
        bot("Bot 3"),
        human("Player 2"),
    ];
    set_rust_lang(Lang::Spanish);
    let spanish = in_language_now(&english);
    set_rust_lang(Lang::English);
    // "Bot" is the same word in Spanish; a seat moved keeps the number it was given.
    assert_eq!(
        spanish,
        vec![
            human("Jugador 1"),
            human("April"),
            bot("Bot 3"),
            human("Jugador 2")
        ]
    );
    assert_eq!(in_language_now(&spanish), english);
    // A bot's level stays with its seat.
    let wise = Seat::bot("Bot 2", standfirm_engine::strongholds::Level::Wise);
    assert_eq!(in_language_now(std::slice::from_ref(&wise)), vec![wise]);
}
