//! The choices a screen offers and the store's or the engine's values they stand for, mapped both ways in one
//! place, each pair of variants written once.

use crate::ui::{
    BotLevel, CardSize as CardSizeChoice, DartChoice, DefenseChoice, FacesChoice, LanguageChoice,
    MotionChoice, SuitColours as SuitColoursChoice, ThemeScheme,
};
use standfirm_engine::armor_of_god::{DartMode, Defense, FaceValues};
use standfirm_engine::strongholds::Level;
use standfirm_store::{CardSize, Language, Motion, SuitColours, Theme};

/// Declares the mapping `$to` from `$a` to the screens' `$b` and `$from` back, each pair of variants once.
macro_rules! choices {
    ($(#[$doc:meta])* $to:ident, $from:ident: $a:ident => $b:ident { $($va:ident <=> $vb:ident),* $(,)? }) => {
        $(#[$doc])*
        pub fn $to(value: $a) -> $b {
            match value {
                $($a::$va => $b::$vb,)*
            }
        }

        /// The value a screen's choice stands for (the mapping above, the other way).
        pub fn $from(value: $b) -> $a {
            match value {
                $($b::$vb => $a::$va,)*
            }
        }
    };
}

choices! {
    /// The theme as Settings shows it.
    theme_choice, theme_of: Theme => ThemeScheme { System <=> System, Light <=> Light, Dark <=> Dark }
}
choices! {
    /// The language as Settings shows it.
    language_choice, language_of: Language => LanguageChoice { System <=> System, English <=> English, Spanish <=> Spanish }
}
choices! {
    /// Motion as Settings shows it.
    motion_choice, motion_of: Motion => MotionChoice { Normal <=> Normal, Reduced <=> Reduced, Off <=> Off }
}
choices! {
    /// The cards' size as Settings shows it.
    card_size_choice, card_size_of: CardSize => CardSizeChoice { Classic <=> Classic, LargePrint <=> LargePrint }
}
choices! {
    /// The suits' colours as Settings shows them.
    suit_colours_choice, suit_colours_of: SuitColours => SuitColoursChoice { Two <=> Two, Four <=> Four }
}
choices! {
    /// Satan's Dart's mode as New game shows it (AOG-8).
    dart_choice, dart_of: DartMode => DartChoice { Core <=> Core, Softer <=> Softer }
}
choices! {
    /// The Defense Checks as New game shows them (AOG-9.4).
    defense_choice, defense_of: Defense => DefenseChoice { Baseline <=> Baseline, HardA <=> HardA, HardB <=> HardB }
}
choices! {
    /// The face cards' values as New game shows them (AOG-3.2).
    faces_choice, faces_of: FaceValues => FacesChoice { Ten <=> Ten, Rank <=> Rank }
}
choices! {
    /// A bot's level as the Strongholds New game screen shows it.
    level_choice, level_of: Level => BotLevel { Gentle <=> Gentle, Steady <=> Steady, Wise <=> Wise }
}
