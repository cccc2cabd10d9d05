//! The event log shown on the game screens: newest first, each line with its verse reference. In Strongholds a
//! line also names the seat it is about, so that a player taking the device can read what the others did since
//! their last turn.

use crate::ui::LogLine;
use crate::words::tr::say_named;
use standfirm_engine::words::Msg;

/// How many lines a game keeps.
const CAPACITY: usize = 400;

/// One line's tone: plain, good news (gold) or danger (red).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// Ordinary.
    Plain,
    /// A claim, a victory, a defeated threat.
    Good,
    /// A bust, the Dart, a hit, a loss.
    Danger,
}

/// One line of the log: kept as a sentence with its arguments, so that it is said again in the language of the
/// moment it is shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// What happened.
    pub msg: Msg,
    /// The verse reference, or "".
    pub verse: String,
    /// Plain, good or danger.
    pub tone: Tone,
    /// The seat the line is about (Strongholds), if any.
    pub seat: Option<u8>,
    /// Whether the line belongs in "Since your last turn" (Strongholds).
    pub recap: bool,
    /// Whether the line starts the turn of `seat` (Strongholds).
    pub turn_start: bool,
}

/// A game's log. Lines have a running number, so that a reader can ask for the lines after one it saw.
#[derive(Debug, Clone, Default)]
pub struct Log {
    lines: Vec<Line>,
    /// The seats' names that lines about a seat say (Strongholds).
    names: Vec<String>,
    /// Lines dropped from the front when the log was full.
    dropped: usize,
}

impl Log {
    /// A log whose lines name the seats `names`.
    pub fn named(names: Vec<String>) -> Log {
        Log {
            names,
            ..Log::default()
        }
    }

    /// Adds a plain line.
    pub fn push(&mut self, msg: Msg, verse: Option<&str>, tone: Tone) {
        self.push_line(Line {
            msg,
            verse: verse.unwrap_or_default().to_string(),
            tone,
            seat: None,
            recap: false,
            turn_start: false,
        });
    }

    /// Adds a line.
    pub fn push_line(&mut self, line: Line) {
        self.lines.push(line);
        if self.lines.len() > CAPACITY {
            self.lines.remove(0);
            self.dropped += 1;
        }
    }

    /// The running number of the next line (to restore on undo, or to read from later).
    pub fn len(&self) -> usize {
        self.dropped + self.lines.len()
    }

    /// Drops the lines from running number `len` on (undo).
    pub fn truncate(&mut self, len: usize) {
        self.lines.truncate(len.saturating_sub(self.dropped));
    }

    /// The lines from running number `from` on, oldest first.
    pub fn since(&self, from: usize) -> &[Line] {
        let start = from.saturating_sub(self.dropped).min(self.lines.len());
        &self.lines[start..]
    }

    /// The running number just after the last line that `pred` accepts, if any.
    pub fn after_last(&self, pred: impl Fn(&Line) -> bool) -> Option<usize> {
        self.lines
            .iter()
            .rposition(pred)
            .map(|i| self.dropped + i + 1)
    }

    /// The lines, newest first, as Slint shows them.
    pub fn rows(&self) -> Vec<LogLine> {
        self.lines.iter().rev().map(|l| self.row(l)).collect()
    }

    /// What `line` says, in the language now.
    pub fn text(&self, line: &Line) -> String {
        say_named(&line.msg, &self.names)
    }

    /// One line for Slint, in the language now.
    pub fn row(&self, line: &Line) -> LogLine {
        log_line(line, &self.text(line))
    }
}

/// One line for Slint, saying `text`, its verse's reference as the reader of the language now writes it.
fn log_line(line: &Line, text: &str) -> LogLine {
    LogLine {
        text: text.into(),
        verse: crate::words::verses::shown(&line.verse).into(),
        kind: match line.tone {
            Tone::Plain => crate::ui::LineKind::Plain,
            Tone::Good => crate::ui::LineKind::Good,
            Tone::Danger => crate::ui::LineKind::Danger,
        },
    }
}
