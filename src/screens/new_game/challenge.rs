//! New game → Challenge: a deal of the grade the player picks, started with its grade and measured chance (the
//! save's `challenge`, which the table and the result sheet show); from a Challenge's result sheet, the same
//! deal again (Replay) or another deal of its grade (New game).
//!
//! The rarer grades (Armor of God's Hard and Very hard at Baseline and Hard A, Very hard at Hard B) are answered
//! from the engine's committed table, so the start is chosen inside it and the answer comes at once. Every other
//! grade holds at least one deal in twelve, found by a short walk (`standfirm_engine::grade::Finding`; up to a
//! second on this machine's release build, far more in a debug build or on a phone), which runs away from the
//! screen: on a worker thread on the desktop and Android, in slices on the browser's event loop, in place in
//! Slint's testing backend. Meanwhile the button says "Finding a Hard deal…"; the answer is the same wherever
//! it ran, and is taken only while the player is still where they asked for it.

use crate::tables::{open_file, tell, Games, Shared};
use crate::ui::{AogAdapter, AppWindow, NewGameAdapter, Page, PipAdapter};
use crate::words::grade::{challenge_name, grade_msg};
use crate::words::tr::tr;
use slint::ComponentHandle;
use standfirm_engine::grade::{self, Finding, Grade, Measured, Variant};
use standfirm_engine::GameKind;
use standfirm_store::{Challenge, SaveFile};
use std::cell::RefCell;
use std::rc::Weak;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The grade of the New game screen's choice (0 Easy … 3 Very hard; anything else is Easy).
pub fn grade_of(index: i32) -> Grade {
    usize::try_from(index)
        .ok()
        .and_then(|i| Grade::ALL.get(i).copied())
        .unwrap_or(Grade::Gentle)
}

/// Where the walk for a deal of `grade` starts: a random deal number, inside the committed table when the
/// grade has a list there (so that the answer is the table's, at once).
fn start(variant: Variant, grade: Grade, random: u64) -> u64 {
    match grade::table::list(variant, grade) {
        Some(list) if list.through > 0 => 1 + (random.max(1) - 1) % list.through,
        _ => random,
    }
}

/// The walk for a deal of `grade` in `variant`, searched from the deal number `random` (a random one, or the
/// one the player typed); nothing played yet.
fn finding(variant: Variant, grade: Grade, random: u64) -> Finding {
    Finding::new(variant, grade, start(variant, grade, random))
}

/// A deal of `grade` in `variant`, measured, searched from the deal number `random`, in one run: what the walk
/// away from the screen finds too.
#[cfg(test)]
fn find(variant: Variant, grade: Grade, random: u64) -> Option<Measured> {
    finding(variant, grade, random).run(None)
}

/// Where a Challenge was asked for: its answer goes there, and only while the player is still there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// Start a challenge, on a New game screen.
    NewGame,
    /// New game, on the result sheet of a Challenge of this game.
    Result(GameKind),
}

/// A walk under way, with the stop flag that ends it early.
struct Walk {
    finding: Finding,
    stop: Arc<AtomicBool>,
}

impl Walk {
    /// A few playouts of the walk (a couple of milliseconds at most); `true` once it is over.
    #[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
    fn step(&mut self) -> bool {
        self.finding.step(4, Some(&self.stop))
    }

    /// The whole walk.
    fn run(mut self) -> Option<Measured> {
        while !self.finding.step(u32::MAX, Some(&self.stop)) {}
        self.finding.found()
    }
}

/// The search under way, as the event loop knows it (its games are not `Send`, so they stay here).
struct Pending {
    ticket: u64,
    stop: Arc<AtomicBool>,
    shared: Weak<RefCell<Games>>,
    asked: Asked,
    page: Page,
    grade: Grade,
}

thread_local! {
    /// The last search's number, and the search under way.
    static PENDING: RefCell<(u64, Option<Pending>)> = const { RefCell::new((0, None)) };
}

/// Shows `words` on the button that asked ("" when nothing is being looked for).
fn show_finding(app: &AppWindow, words: &str) {
    app.global::<NewGameAdapter>().set_finding(words.into());
    app.global::<AogAdapter>().set_finding(words.into());
    app.global::<PipAdapter>().set_finding(words.into());
}

/// Ends the search under way, if any: its answer, if it still comes, is dropped (another game was started, or
/// a New game screen opened).
pub fn cancel(app: &AppWindow) {
    let pending = PENDING.with_borrow_mut(|(_, pending)| pending.take());
    if let Some(p) = pending {
        p.stop.store(true, Ordering::Relaxed);
    }
    show_finding(app, "");
}

/// Looks for a deal of `grade` in `variant` from the deal number `from` (the New game screen's, or a random
/// one) away from the screen, then starts it as a Challenge on its table; the button that asked says it is
/// looking meanwhile. Why not, in words, on the screen that asked.
pub fn start_challenge(
    app: &AppWindow,
    shared: &Shared,
    variant: Variant,
    grade: Grade,
    from: u64,
    asked: Asked,
) {
    cancel(app);
    let mut walk = Walk {
        finding: finding(variant, grade, from),
        stop: Arc::new(AtomicBool::new(false)),
    };
    let ticket = PENDING.with_borrow_mut(|(last, pending)| {
        *last += 1;
        *pending = Some(Pending {
            ticket: *last,
            stop: walk.stop.clone(),
            shared: std::rc::Rc::downgrade(shared),
            asked,
            page: app.global::<crate::ui::Nav>().get_page(),
            grade,
        });
        *last
    });
    // A rare grade's answer from the table is there already.
    if walk.finding.step(0, None) {
        return answer(app, ticket, walk.finding.found());
    }
    show_finding(
        app,
        &tr!("Finding a {grade} deal…", grade = grade_msg(grade)),
    );
    run(app, ticket, walk);
}

/// Runs the walk where this platform runs slow work, and hands its answer to [`answer`] on the event loop.
fn run(app: &AppWindow, ticket: u64, walk: Walk) {
    // The browser: in slices on the event loop, the page drawn between them.
    #[cfg(target_arch = "wasm32")]
    {
        let weak = app.as_weak();
        return crate::platform::in_slices(walk, Walk::step, move |walk: Walk| {
            if let Some(app) = weak.upgrade() {
                answer(&app, ticket, walk.finding.found());
            }
        });
    }
    #[allow(unreachable_code)]
    if !crate::platform::worker_threads() {
        return answer(app, ticket, walk.run());
    }
    let weak = app.as_weak();
    std::thread::spawn(move || {
        // A walk that panics finds nothing rather than leave the button looking.
        let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| walk.run()))
            .ok()
            .flatten();
        let _ = weak.upgrade_in_event_loop(move |app| answer(&app, ticket, found));
    });
}

/// A walk's answer, back on the event loop: the Challenge starts if it is still the search wanted and the
/// player is still where they asked; otherwise it is dropped.
fn answer(app: &AppWindow, ticket: u64, found: Option<Measured>) {
    let pending = PENDING.with_borrow_mut(|(_, pending)| {
        if pending.as_ref().is_some_and(|p| p.ticket == ticket) {
            pending.take()
        } else {
            None
        }
    });
    let Some(p) = pending else { return };
    show_finding(app, "");
    let Some(shared) = p.shared.upgrade() else {
        return;
    };
    if app.global::<crate::ui::Nav>().get_page() != p.page {
        return;
    }
    let started = match found {
        Some(m) => open_challenge(app, &shared, &m),
        None => Err(tr!(
            "No {grade} deal was found. Please try again.",
            grade = grade_msg(p.grade)
        )),
    };
    let Err(why) = started else { return };
    match p.asked {
        Asked::NewGame => app.global::<NewGameAdapter>().set_error(why.into()),
        Asked::Result(game) => tell(app, &shared, game, &why),
    }
}

/// Starts the measured deal `m` as a Challenge on its table; why not, in words.
pub fn open_challenge(app: &AppWindow, shared: &Shared, m: &Measured) -> Result<(), String> {
    let (mut save, _) = SaveFile::new_challenge(m).map_err(|e| e.to_string())?;
    // Named in the player's language; the name is then kept as it is.
    save.name = challenge_name(m.variant.game(), m.grade, m.deal);
    app.global::<AogAdapter>().set_share_note("".into());
    app.global::<PipAdapter>().set_share_note("".into());
    open_file(app, shared, save)
}

/// The graded deal of a Challenge's save (not a daily deal's, whose replay is an ordinary game): its variant
/// and its grade with the chance measured.
pub fn graded(file: &SaveFile) -> Option<(Variant, Challenge)> {
    if file.daily.is_some() {
        return None;
    }
    let challenge = file.challenge?;
    Some((
        standfirm_store::challenge::variant_of(&file.setup)?,
        challenge,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use standfirm_engine::armor_of_god::Defense;

    #[test]
    fn every_grade_of_every_variant_is_found_and_is_that_grade() {
        for variant in Variant::ALL {
            for grade in Grade::ALL {
                let m = find(variant, grade, 424_242).expect("a deal of every grade");
                assert_eq!((m.variant, m.grade), (variant, grade));
                assert_eq!(grade::measure(variant, m.deal), m);
            }
        }
    }

    #[test]
    fn the_walk_away_from_the_screen_finds_what_one_run_finds() {
        let cases = [
            (Variant::PipArmor, Grade::Hard, 77),
            (Variant::ArmorOfGod(Defense::HardB), Grade::Steady, 7),
            (
                Variant::ArmorOfGod(Defense::Baseline),
                Grade::VeryHard,
                999_999,
            ),
        ];
        for (variant, grade, from) in cases {
            let at_once = grade::find(variant, grade, start(variant, grade, from), None);
            assert_eq!(at_once.map(|m| m.grade), Some(grade));
            // In the browser's slices, a few playouts at a time.
            let mut walk = Walk {
                finding: finding(variant, grade, from),
                stop: Arc::new(AtomicBool::new(false)),
            };
            while !walk.step() {}
            assert_eq!(walk.finding.found(), at_once, "{} {grade:?}", variant.id());
            // On a worker thread.
            let walk = Walk {
                finding: finding(variant, grade, from),
                stop: Arc::new(AtomicBool::new(false)),
            };
            let on_a_thread = std::thread::spawn(move || walk.run()).join().unwrap();
            assert_eq!(on_a_thread, at_once);
            assert_eq!(find(variant, grade, from), at_once);
        }
    }

    #[test]
    fn a_stopped_walk_finds_nothing() {
        let walk = Walk {
            finding: finding(Variant::PipArmor, Grade::Gentle, 1),
            stop: Arc::new(AtomicBool::new(true)),
        };
        assert_eq!(walk.run(), None);
    }

    #[test]
    fn a_rare_grade_starts_inside_the_table() {
        let v = Variant::ArmorOfGod(Defense::Baseline);
        let list = grade::table::list(v, Grade::VeryHard).expect("a committed list");
        assert!((1..=list.through).contains(&start(v, Grade::VeryHard, 999_999)));
        assert!(
            finding(v, Grade::VeryHard, 1).step(0, None),
            "answered at once"
        );
        assert_eq!(grade_of(3), Grade::VeryHard);
        assert_eq!(grade_of(-1), Grade::Gentle);
        assert_eq!(grade_of(9), Grade::Gentle);
    }

    #[test]
    fn only_a_challenge_s_save_is_replayed_as_one() {
        let m = find(Variant::PipArmor, Grade::Hard, 77).unwrap();
        let (mut save, _) = SaveFile::new_challenge(&m).unwrap();
        assert_eq!(graded(&save), Some((Variant::PipArmor, Challenge::of(&m))));
        save.daily = Some(standfirm_store::Date::constant(2026, 12, 1));
        assert_eq!(
            graded(&save),
            None,
            "a daily deal replays as an ordinary game"
        );
        save.daily = None;
        save.challenge = None;
        assert_eq!(graded(&save), None);
    }
}
