//! How today's daily deal of a game stands: not started, in progress (a save of it is being played), or
//! finished, from the statistics' history first and the saves' summaries second.

use crate::clock::Date;
use crate::result::Outcome;
use crate::save_file::SaveFile;
use crate::stats::Statistics;
use crate::summary::SummaryStatus;
use standfirm_engine::GameKind;

/// Where a game's daily deal of one date stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DailyStatus {
    /// No game of it was finished, and none is saved in progress.
    NotStarted,
    /// A save of it is in progress: `file` in the saves folder (to pass to `Store::load`).
    InProgress {
        /// The save's file name.
        file: String,
    },
    /// Won.
    Won,
    /// Lost.
    Lost,
    /// PIP Armor played to the end without a Breastplate (PIP-7.3): finished, neither won nor lost.
    PracticeComplete,
}

/// The status of the daily deal of `game` on `date` ([`crate::today`] for Home). `saves` are the parsed saves
/// of the saves folder (`Store::list`'s readable ones): a finished daily that the statistics have not counted
/// yet is read from its save's summary, and one being played is found there.
pub fn daily_status<'a>(
    stats: &Statistics,
    game: GameKind,
    date: Date,
    saves: impl IntoIterator<Item = &'a SaveFile>,
) -> DailyStatus {
    if let Some(record) = stats.daily_result(game, date) {
        return match record.outcome {
            Outcome::Won => DailyStatus::Won,
            Outcome::PracticeComplete => DailyStatus::PracticeComplete,
            Outcome::Lost | Outcome::Abandoned => DailyStatus::Lost,
        };
    }
    let mut status = DailyStatus::NotStarted;
    for save in saves {
        if save.setup.game() != game || save.daily != Some(date) {
            continue;
        }
        match save.summary.status {
            SummaryStatus::Won => return DailyStatus::Won,
            SummaryStatus::Lost => return DailyStatus::Lost,
            SummaryStatus::PracticeComplete => return DailyStatus::PracticeComplete,
            SummaryStatus::InProgress | SummaryStatus::Finished => {
                if status == DailyStatus::NotStarted {
                    status = DailyStatus::InProgress {
                        file: save.file_name(),
                    };
                }
            }
        }
    }
    status
}

/// One game's daily deal of a date, as Home's daily row shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyDeal {
    /// The game.
    pub game: GameKind,
    /// The date.
    pub date: Date,
    /// Its deal number.
    pub deal: u64,
    /// The day's grade and the deal's measured chance ([`super::graded`]).
    pub graded: standfirm_engine::grade::Measured,
    /// Where it stands.
    pub status: DailyStatus,
}

/// The daily deal of every game that has one ([`super::GAMES`], Home's order) on `date`, with its status
/// ([`daily_status`]); start one that is not started with `SaveFile::new_daily(game, date)`.
pub fn daily_deals(stats: &Statistics, date: Date, saves: &[&SaveFile]) -> Vec<DailyDeal> {
    super::GAMES
        .iter()
        .filter_map(|&game| {
            let graded = super::graded(game, date)?;
            Some(DailyDeal {
                game,
                date,
                deal: graded.deal,
                graded,
                status: daily_status(stats, game, date, saves.iter().copied()),
            })
        })
        .collect()
}
