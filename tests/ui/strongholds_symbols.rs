//! UI test: the Stronghold symbols, as a screen reader finds them on a person's own Strongholds turn. Every
//! face-up Stronghold card holds its symbol's picture, labelled with the symbol's name ("Purple River"); every
//! Truth card in the hand holds the pictures of the Strongholds it defeats, labelled with the same names (or the
//! mark of any Stronghold), so a Truth card and the Stronghold it defeats name the same symbol. The card details
//! of a Truth card draw them too.

use crate::support::strongholds::{open_tab, play_person, start_april_and_steve};
use crate::support::*;
use i_slint_backend_testing::{AccessibleRole, ElementHandle};
use standfirm_engine::strongholds::{content, CardId, Status};

/// The labels of the pictures inside the element labelled `label` (a Stronghold card, a Truth card).
fn pictures_in(app: &standfirm::AppWindow, label: &str) -> Vec<String> {
    let card: ElementHandle = element(app, label);
    card.query_descendants()
        .match_accessible_role(AccessibleRole::Image)
        .find_all()
        .iter()
        .filter_map(|e| e.accessible_label().map(|l| l.to_string()))
        .filter(|l| !l.is_empty())
        .collect()
}

/// How many pictures are labelled `name`.
fn images(app: &standfirm::AppWindow, name: &str) -> usize {
    find(app, name)
        .iter()
        .filter(|e| e.accessible_role() == Some(AccessibleRole::Image))
        .count()
}

/// The names of the symbols a Truth card shows, as the content prints them.
fn shown_by(truth: CardId) -> Vec<String> {
    let card = truth.card();
    if card.wildcard {
        return vec!["Any Stronghold".into()];
    }
    let mut names: Vec<String> = content()
        .strongholds
        .iter()
        .filter(|&&s| card.can_defeat(s))
        .map(|s| s.card().symbol.clone().unwrap_or_default())
        .collect();
    names.sort();
    names
}

#[test]
fn symbols_are_named_on_stronghold_cards_and_truth_cards() {
    init();
    let app = app(640, 1800);
    let (table, mut state) = start_april_and_steve(&app, 11);
    let (mut turns, mut truths, mut matched) = (0, 0, 0);
    let mut details = false;
    for _ in 0..3000 {
        if matches!(state.status(), Status::Finished(_)) || (matched >= 3 && details && turns >= 10)
        {
            break;
        }
        if has_button(&app, "End turn") {
            turns += 1;
            // Each face-up Stronghold: its one picture, named as its symbol.
            let mut on_table = Vec::new();
            for s in state.slots.iter().flatten() {
                let card = s.card();
                let symbol = card.symbol.clone().unwrap_or_default();
                let pictures = pictures_in(&app, &format!("Stronghold {}", card.title));
                assert_eq!(pictures, vec![symbol.clone()], "Stronghold {}", card.title);
                on_table.push(symbol);
            }
            // Each Truth card in the hand: the pictures of what it defeats, with the same names.
            open_tab(&app, "Truth");
            for &t in &state.player(state.active).truths {
                let title = &t.card().title;
                let mut pictures = pictures_in(&app, &format!("Truth: {title}"));
                pictures.sort();
                assert_eq!(pictures, shown_by(t), "Truth: {title}");
                truths += 1;
                matched += pictures.iter().filter(|p| on_table.contains(p)).count();
                // Its details draw the same symbols.
                if !details && !t.card().wildcard {
                    let before: Vec<usize> = shown_by(t).iter().map(|n| images(&app, n)).collect();
                    tap(&app, &format!("About {title}"));
                    for (name, before) in shown_by(t).iter().zip(before) {
                        assert_eq!(
                            images(&app, name),
                            before + 1,
                            "the details of {title} draw {name}"
                        );
                    }
                    assert!(shows(&app, "Defeats "), "{:?}", texts(&app));
                    tap(&app, "Close");
                    details = true;
                }
            }
        }
        play_person(&app, &mut state, &table);
    }
    assert!(turns >= 10, "{turns} turns seen");
    assert!(truths > 3, "{truths} Truth cards seen");
    assert!(
        matched >= 3,
        "{matched} Truth cards named a face-up Stronghold's symbol"
    );
    assert!(details, "a Truth card's details were opened");
}
