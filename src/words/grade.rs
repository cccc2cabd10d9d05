//! A graded deal's words (a Challenge or a daily deal): the grade's name and the sentences of its measured
//! chance, on the table before the first move and on the result sheet; in the language now.

use standfirm_engine::grade::Grade;
use standfirm_engine::msg;
use standfirm_engine::words::{Arg, Msg};
use standfirm_engine::GameKind;
use standfirm_store::Challenge;

/// A grade's name as a sentence: "Easy", "Medium", "Hard", "Very hard" (not the bots' level words).
pub fn grade_msg(grade: Grade) -> Msg {
    match grade {
        Grade::Gentle => msg!("Easy"),
        Grade::Steady => msg!("Medium"),
        Grade::Hard => msg!("Hard"),
        Grade::VeryHard => msg!("Very hard"),
    }
}

/// The chance's number without its sign, as the sentences write it before their own "%": "41", "99.9"
/// (in Spanish "99,9", with the language's decimal mark when said).
fn number(c: &Challenge) -> Arg {
    c.percent_number()
}

/// What the table says before the first move: "Very hard deal: the careful player wins 41% of games of this deal
/// (the deal's grade)." (PIP Armor: "… stands Unshaken in …", the chance a grade measures there). The words
/// name the figure for what it is, apart from the Chance panel's, which reads only the cards the player sees.
pub fn opening_msg(game: GameKind, c: &Challenge) -> Msg {
    let grade = grade_msg(c.grade);
    let percent = number(c);
    match game {
        GameKind::PipArmor => msg!(
            "{grade} deal: the careful player stands Unshaken in {percent}% of games of this deal (the deal's grade).",
            grade = grade,
            percent = percent
        ),
        GameKind::ArmorOfGod | GameKind::Strongholds => msg!(
            "{grade} deal: the careful player wins {percent}% of games of this deal (the deal's grade).",
            grade = grade,
            percent = percent
        ),
    }
}

/// The table's prompt `prompt`, led before the first move (`moves` is 0) of a graded deal by its grade and
/// chance ([`opening_msg`]), so that they are read before the game begins.
pub fn prompt_before_first_move(
    game: GameKind,
    challenge: Option<&Challenge>,
    moves: usize,
    prompt: String,
) -> String {
    match challenge {
        Some(c) if moves == 0 => {
            let said = crate::words::tr::say(&opening_msg(game, c));
            if prompt.is_empty() {
                said
            } else {
                format!("{said} {prompt}")
            }
        }
        _ => prompt,
    }
}

/// The result sheet's sentence of a graded deal: "You won a deal the careful player wins 41% of the time
/// (Very hard)." when `best` (Armor of God: won; PIP Armor: won with Unshaken), else the table's opening words.
pub fn result_sentence(game: GameKind, c: &Challenge, best: bool) -> String {
    let grade = grade_msg(c.grade);
    let percent = number(c);
    let said = match (game, best) {
        (GameKind::PipArmor, true) => msg!(
            "You stood Unshaken on a deal where the careful player does {percent}% of the time ({grade}).",
            grade = grade,
            percent = percent
        ),
        (GameKind::ArmorOfGod | GameKind::Strongholds, true) => msg!(
            "You won a deal the careful player wins {percent}% of the time ({grade}).",
            grade = grade,
            percent = percent
        ),
        (_, false) => opening_msg(game, c),
    };
    crate::words::tr::say(&said)
}

/// The name a Challenge is saved under, in the language now: "Armor of God · Very hard · deal 123456".
pub fn challenge_name(game: GameKind, grade: Grade, deal: u64) -> String {
    crate::words::tr::tr!(
        "{game} · {grade} · deal {deal}",
        game = game.short_title_msg(),
        grade = grade_msg(grade),
        deal = deal
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::tr::set_rust_lang;
    use standfirm_guide::Lang;

    fn near_sure() -> Challenge {
        Challenge {
            grade: Grade::Steady,
            chance: 0.9995,
            margin: 0.001,
            playouts: 2000,
        }
    }

    #[test]
    fn a_graded_deal_s_chance_reads_with_the_language_s_decimal_mark() {
        let c = near_sure();
        set_rust_lang(Lang::English);
        assert_eq!(
            result_sentence(GameKind::ArmorOfGod, &c, true),
            "You won a deal the careful player wins 99.9% of the time (Medium)."
        );
        let opening = opening_msg(GameKind::PipArmor, &c);
        set_rust_lang(Lang::Spanish);
        assert_eq!(
            result_sentence(GameKind::ArmorOfGod, &c, true),
            "Ganaste un reparto que el jugador cuidadoso gana el 99,9 % de las veces (Normal)."
        );
        assert_eq!(
            crate::words::tr::say(&opening),
            "Reparto Normal: el jugador cuidadoso queda Inconmovible en el 99,9 % de las partidas de este reparto \
             (la dificultad del reparto).",
            "a sentence made in English is said again in Spanish with a comma"
        );
        let whole = Challenge {
            chance: 0.41,
            ..near_sure()
        };
        assert_eq!(
            result_sentence(GameKind::ArmorOfGod, &whole, false),
            "Reparto Normal: el jugador cuidadoso gana el 41 % de las partidas de este reparto (la dificultad \
             del reparto)."
        );
        set_rust_lang(Lang::English);
    }
}
