//! The Statistics screen: the days played and the daily streak, then per game and variant a win-rate bar, the
//! counts and the charts (the rounds reached or the Victory Ratings, and the graded games' wins by grade), from
//! the store's statistics book (`charts` turns the figures into bars and sentences); last, the past games, each
//! reviewed from its save while it is kept (`past`).

mod charts;
mod past;

use crate::nav::go;
use crate::tables::Shared;
use crate::ui::AppWindow;
use crate::ui::Page;
use crate::ui::StatRow;
use crate::ui::StatsAdapter;
use crate::words::tr::tr;
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use standfirm_engine::GameKind;
use standfirm_store::figures::win_rates;
use standfirm_store::VariantStats;

/// The lines of one variant's statistics.
fn lines(game: GameKind, v: &VariantStats) -> Vec<SharedString> {
    let mut out = vec![tr!(
        "Played {played} · Won {won} · Lost {lost} · Win rate {percent}%",
        played = v.played,
        won = v.won,
        lost = v.lost,
        percent = (v.win_rate() * 100.0).round() as i64
    )];
    if v.abandoned > 0 || v.practice > 0 {
        out.push(tr!(
            "Given up {abandoned} · Practice games {practice}",
            abandoned = v.abandoned,
            practice = v.practice
        ));
    }
    out.push(tr!(
        "Winning streak {current} · Longest {longest}",
        current = v.current_streak,
        longest = v.longest_streak
    ));
    match game {
        GameKind::ArmorOfGod => {
            if !v.victory_rounds.is_empty() {
                let rounds: Vec<String> = v
                    .victory_rounds
                    .iter()
                    .map(|(round, n)| tr!("round {round}: {n}", round = *round, n = *n))
                    .collect();
                out.push(tr!(
                    "Victories by round · {rounds}",
                    rounds = rounds.join(" · ")
                ));
            }
        }
        GameKind::PipArmor => {
            if let Some(best) = v.best_rating {
                out.push(tr!(
                    "Best Victory Rating · {rating}",
                    rating = standfirm_guide::terms::rating_name(best, crate::words::tr::lang())
                ));
            }
        }
        GameKind::Strongholds => {
            for (name, tally) in &v.players {
                out.push(tr!(
                    "{name}: won {won} of {played}",
                    name = name.as_str(),
                    won = tally.won,
                    played = tally.played
                ));
            }
        }
    }
    out.into_iter().map(SharedString::from).collect()
}

/// Fills the screen.
fn present(app: &AppWindow, shared: &Shared) {
    let a = app.global::<StatsAdapter>();
    let games = shared.borrow();
    let Some(saves) = games.saves.as_ref() else {
        a.set_rows(ModelRc::default());
        return;
    };
    let book = saves.stats();
    a.set_message(book.problem().unwrap_or_default().into());
    let stats = book.statistics();
    let today = standfirm_store::today();
    let (cells, sentence) = charts::calendar_cells(stats, today);
    a.set_calendar(ModelRc::new(VecModel::from(cells)));
    a.set_calendar_sentence(sentence.into());
    a.set_streak(crate::services::daily::streak_line(saves, today).into());
    let mut rows = Vec::new();
    for rate in win_rates(stats) {
        let Some(v) = stats.variant(rate.game, &rate.variant) else {
            continue;
        };
        let chart = match rate.game {
            GameKind::ArmorOfGod => Some(charts::rounds_chart(stats, &rate.variant)),
            GameKind::PipArmor => Some(charts::ratings_chart(stats, &rate.variant)),
            GameKind::Strongholds => None,
        };
        let graded = charts::grades_chart(stats, rate.game, &rate.variant);
        let shown: Vec<_> = chart
            .into_iter()
            .chain(graded)
            .map(charts::Chart::into_ui)
            .collect();
        let (words, rate_sentence) = charts::win_rate_words(&rate);
        rows.push(StatRow {
            game: crate::words::tr::say(&rate.game.short_title_msg()).into(),
            variant: crate::words::tr::say(&rate.variant_msg()).into(),
            lines: ModelRc::new(VecModel::from(lines(rate.game, v))),
            rate: rate.rate as f32,
            rate_words: words.into(),
            rate_sentence: rate_sentence.into(),
            charts: ModelRc::new(VecModel::from(shown)),
        });
    }
    a.set_rows(ModelRc::new(VecModel::from(rows)));
    // The finished games whose saves are kept, by game id.
    let kept: std::collections::BTreeMap<String, String> = saves
        .list()
        .into_iter()
        .filter_map(|e| Some((e.save.ok()?.id, e.file)))
        .collect();
    a.set_past(ModelRc::new(VecModel::from(past::rows(stats, &kept))));
}

/// Fills the screen again, in the language now (a change of language while it shows).
pub fn refresh(app: &AppWindow, shared: &Shared) {
    present(app, shared);
}

/// Opens the Statistics screen.
pub fn open(app: &AppWindow, shared: &Shared) {
    app.global::<StatsAdapter>().set_confirm_reset(false);
    present(app, shared);
    go(app, Page::Statistics);
}

/// Wires the Statistics screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let a = app.global::<StatsAdapter>();
    // A past game's review, from its save (the first person's at a Strongholds table).
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_review(move |file| {
        let Some(app) = weak.upgrade() else { return };
        if let Err(why) = crate::services::review::review_file(&app, &s, &file) {
            app.global::<StatsAdapter>().set_message(why.into());
        }
    });
    a.on_back(crate::nav::to(app, Page::Home));
    let weak = app.as_weak();
    a.on_reset(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<StatsAdapter>().set_confirm_reset(true);
        }
    });
    let weak = app.as_weak();
    a.on_reset_cancelled(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<StatsAdapter>().set_confirm_reset(false);
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_reset_confirmed(move || {
        let Some(app) = weak.upgrade() else { return };
        let problem = s
            .borrow_mut()
            .saves
            .as_mut()
            .and_then(|saves| saves.reset_stats());
        let a = app.global::<StatsAdapter>();
        a.set_confirm_reset(false);
        present(&app, &s);
        if let Some(p) = problem {
            a.set_message(p.into());
        }
    });
}
