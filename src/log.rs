//! The event log shown on the game screens: newest first, each line with its verse reference.

use crate::LogLine;

/// How many lines a game keeps.
const CAPACITY: usize = 300;

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

/// A game's log.
#[derive(Debug, Clone, Default)]
pub struct Log {
    lines: Vec<(String, String, Tone)>,
}

impl Log {
    /// Adds a line.
    pub fn push(&mut self, text: impl Into<String>, verse: Option<&str>, tone: Tone) {
        self.lines
            .push((text.into(), verse.unwrap_or_default().to_string(), tone));
        if self.lines.len() > CAPACITY {
            self.lines.remove(0);
        }
    }

    /// How many lines there are (to restore on undo).
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// Drops lines after `len` (undo).
    pub fn truncate(&mut self, len: usize) {
        self.lines.truncate(len);
    }

    /// The lines, newest first, for Slint.
    pub fn model(&self) -> slint::ModelRc<LogLine> {
        let items: Vec<LogLine> = self
            .lines
            .iter()
            .rev()
            .map(|(text, verse, tone)| LogLine {
                text: text.into(),
                verse: verse.into(),
                kind: match tone {
                    Tone::Plain => "",
                    Tone::Good => "good",
                    Tone::Danger => "danger",
                }
                .into(),
            })
            .collect();
        slint::ModelRc::new(slint::VecModel::from(items))
    }
}

/// An engine error as a sentence for the screen: capital first letter, full stop.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}
