//! Strongholds events as log lines, told by name, draws as counts; and "Since your last turn": the lines about
//! the other seats since a player last held the device.

use crate::play::{Line, Log, Tone};
use standfirm_engine::strongholds::Event;

/// A line about `seat`.
fn line(text: String, verse: Option<&str>, tone: Tone, seat: Option<u8>, recap: bool) -> Line {
    Line {
        text,
        verse: verse.unwrap_or_default().to_string(),
        tone,
        seat,
        recap,
        turn_start: false,
    }
}

/// "3 Growth cards", "a Truth card".
fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("a {what} card")
    } else {
        format!("{n} {what} cards")
    }
}

/// The events as log lines. Consecutive draws of one seat become one line with a count; every line names
/// the seat it is about.
pub fn describe(events: &[Event], names: &[String]) -> Vec<Line> {
    let who = |seat: u8| {
        names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    };
    let mut out: Vec<Line> = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let event = &events[i];
        // Runs of the same kind of draw or discard by one seat are told as one count.
        let run = |pred: &dyn Fn(&Event) -> Option<u8>| -> Option<(u8, usize)> {
            let seat = pred(event)?;
            let n = events[i..]
                .iter()
                .take_while(|e| pred(e) == Some(seat))
                .count();
            Some((seat, n))
        };
        let growth = |e: &Event| match e {
            Event::GrowthDrawn { seat, .. } => Some(*seat),
            _ => None,
        };
        let truth = |e: &Event| match e {
            Event::TruthDrawn { seat } => Some(*seat),
            _ => None,
        };
        let discard = |e: &Event| match e {
            Event::GrowthDiscarded { seat, .. } => Some(*seat),
            _ => None,
        };
        let returned = |e: &Event| match e {
            Event::TruthReturned { seat } => Some(*seat),
            _ => None,
        };
        if let Some((seat, n)) = run(&growth) {
            out.push(line(
                format!("{} draws {}", who(seat), count(n, "Growth")),
                None,
                Tone::Plain,
                Some(seat),
                true,
            ));
            i += n;
            continue;
        }
        if let Some((seat, n)) = run(&truth) {
            out.push(line(
                format!("{} draws {}", who(seat), count(n, "Truth")),
                None,
                Tone::Plain,
                Some(seat),
                true,
            ));
            i += n;
            continue;
        }
        if let Some((seat, n)) = run(&discard) {
            out.push(line(
                format!("{} discards {} down to 7", who(seat), count(n, "Growth")),
                None,
                Tone::Plain,
                Some(seat),
                true,
            ));
            i += n;
            continue;
        }
        if let Some((seat, n)) = run(&returned) {
            out.push(line(
                format!(
                    "{} returns {} to the bottom of the Truth deck",
                    who(seat),
                    count(n, "Truth")
                ),
                None,
                Tone::Plain,
                Some(seat),
                true,
            ));
            i += n;
            continue;
        }
        i += 1;
        let text = event.describe_with(names);
        let verse = event.verse();
        let (seat, tone, recap) = match event {
            Event::TurnStarted { seat, .. } => (Some(*seat), Tone::Plain, false),
            Event::TurnEnded { seat } => (Some(*seat), Tone::Plain, false),
            Event::StrongholdDefeated { seat, .. }
            | Event::TrialOvercome { seat, .. }
            | Event::AssignmentFulfilled { seat, .. } => (Some(*seat), Tone::Good, true),
            Event::TrialPlaced { seat, .. }
            | Event::SecondTrialDrawn { seat, .. }
            | Event::TrialDiscarded { seat, .. }
            | Event::GrowthExhausted { seat }
            | Event::TruthDeckEmpty { seat } => (Some(*seat), Tone::Danger, true),
            Event::AssignmentPlaced { seat, .. } => (Some(*seat), Tone::Plain, true),
            Event::StrongholdRevealed { .. } | Event::GrowthReshuffled { .. } => {
                (None, Tone::Plain, true)
            }
            Event::SlapWindowClosed { .. } => (None, Tone::Plain, false),
            Event::GameOver { .. } => (None, Tone::Good, true),
            Event::GrowthDrawn { seat, .. }
            | Event::TruthDrawn { seat }
            | Event::GrowthDiscarded { seat, .. }
            | Event::TruthReturned { seat } => (Some(*seat), Tone::Plain, true),
        };
        let mut l = line(format!("{text}."), verse, tone, seat, recap);
        l.turn_start = matches!(event, Event::TurnStarted { .. });
        out.push(l);
    }
    for l in &mut out {
        if !l.text.ends_with('.') {
            l.text.push('.');
        }
    }
    out
}

/// What the others did since position `from` of the log, for `seat`: the recap lines not about `seat`.
pub fn lines(log: &Log, from: usize, seat: u8) -> Vec<Line> {
    log.since(from)
        .iter()
        .filter(|l| l.recap && l.seat != Some(seat))
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use standfirm_engine::strongholds::CardId;

    #[test]
    fn draws_are_counted_and_lines_name_the_seat() {
        let names = vec!["April".to_string(), "Steve".to_string()];
        let g = |t: &str| CardId::parse(t).unwrap();
        let events = vec![
            Event::GrowthDrawn {
                seat: 1,
                card: g("G-R1"),
            },
            Event::GrowthDrawn {
                seat: 1,
                card: g("G-O1"),
            },
            Event::TrialPlaced {
                seat: 1,
                card: g("TR01"),
            },
            Event::TruthDrawn { seat: 0 },
        ];
        let lines = describe(&events, &names);
        let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            texts,
            vec![
                "Steve draws 2 Growth cards.",
                "Steve draws the Trial Unbelief.",
                "April draws a Truth card."
            ]
        );
        assert_eq!(lines[1].seat, Some(1));
        assert!(!lines[1].verse.is_empty(), "the Trial's verse");
        let mut log = Log::default();
        for l in lines {
            log.push_line(l);
        }
        let for_april = super::lines(&log, 0, 0);
        assert_eq!(for_april.len(), 2, "April reads what Steve did");
    }
}
