//! `standfirm-cli odds-hint --game armor-of-god [--games 2000] [--seed S] [--defense hard-a|hard-b|baseline]
//! [--hint-playouts 100]`: a player who always follows the Learning hint against the greedy bot, on the same
//! seeded deals. Each hint is [`standfirm_engine::odds::armor_of_god_best`] from the player's view, keyed by
//! [`standfirm_engine::odds::position_key`]; a decision with one legal move is made without one.

use crate::sim::armor_of_god::parse_option;
use crate::sim::stats::wilson;
use crate::sim::SimArgs;
use standfirm_engine::armor_of_god::{Defense, Options, State, Status};
use standfirm_engine::game::Game;
use standfirm_engine::odds::{armor_of_god_best, position_key, Budget};
use standfirm_engine::GameKind;
use std::time::Instant;

/// What the two players did over the same deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Versus {
    /// Deals played.
    pub games: u64,
    /// Deals the greedy bot won.
    pub greedy_wins: u64,
    /// Deals the hint's follower won.
    pub hint_wins: u64,
    /// Deals only the follower won.
    pub only_hint: u64,
    /// Deals only the greedy bot won.
    pub only_greedy: u64,
    /// Decisions where the hint was not the greedy move.
    pub differed: u64,
    /// Decisions the follower made with a hint.
    pub hinted: u64,
}

/// Plays one deal following the Learning hint; returns whether it was won.
pub fn follow_hint(mut state: State, hint_playouts: u32, tally: &mut Versus) -> bool {
    while !state.is_over() {
        let legal = state.legal_actions();
        let action = if legal.len() == 1 {
            legal[0]
        } else {
            let best = armor_of_god_best(
                &state,
                position_key(&state, 0),
                Budget::playouts(hint_playouts),
            )
            .expect("the game is on");
            tally.hinted += 1;
            tally.differed += u64::from(best.differs());
            best.best
        };
        state.apply(&action).expect("the hint is legal");
    }
    state.status() == Status::Won
}

/// Both players on `games` deals from `seed`.
pub fn measure(defense: Defense, games: u64, seed: u64, hint_playouts: u32) -> Versus {
    let options = Options {
        defense,
        ..Options::default()
    };
    let mut v = Versus::default();
    for s in seed..seed + games {
        let g = super::calibrate::aog_won(State::new(options, s));
        let h = follow_hint(State::new(options, s), hint_playouts, &mut v);
        v.games += 1;
        v.greedy_wins += u64::from(g);
        v.hint_wins += u64::from(h);
        v.only_hint += u64::from(h && !g);
        v.only_greedy += u64::from(g && !h);
    }
    v
}

/// Runs `odds-hint` and returns its report.
pub fn run(args: &[String]) -> Result<String, String> {
    let mut args = SimArgs::parse(args)?;
    match crate::game_named(&args.game)? {
        GameKind::ArmorOfGod => {}
        GameKind::PipArmor | GameKind::Strongholds => {
            return Err("odds-hint compares the hint with the greedy bot in armor-of-god".into())
        }
    }
    let hint_playouts = match args.take("hint-playouts") {
        None => 100,
        Some(v) => v
            .parse()
            .map_err(|_| format!("--hint-playouts needs a whole number, not \"{v}\""))?,
    };
    // Hard A unless asked: the rules the calibration and the hint were first measured on.
    let defense = args
        .take("defense")
        .map_or(Ok(Defense::HardA), |d| parse_option(&d, "defense"))?;
    args.finish()?;
    let start = Instant::now();
    let v = measure(defense, args.games, args.seed, hint_playouts);
    Ok(format!(
        "Learning hint vs greedy, armor-of-god ({}), {} deals from seed {}, {hint_playouts} playouts per move\n\
         greedy:         {}\n\
         follows hint:   {}\n\
         won by the hint's follower only: {}, by the greedy bot only: {}\n\
         hints that differed from the greedy move: {} of {}\n\
         time: {:.1} s",
        defense.title(),
        v.games,
        args.seed,
        wilson(v.greedy_wins, v.games),
        wilson(v.hint_wins, v.games),
        v.only_hint,
        v.only_greedy,
        v.differed,
        v.hinted,
        start.elapsed().as_secs_f64()
    ))
}
