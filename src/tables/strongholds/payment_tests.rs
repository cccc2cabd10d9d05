//! Tests of the payment being put together.
use super::*;
use standfirm_engine::strongholds::{bots, Action, Options, State};

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

/// SH-T19: a Truth cost {LB, O, Y, P} from {LB, O, P, Mentor Y/P} is payable only with the Mentor as Y.
#[test]
fn the_proposal_searches_like_the_engine() {
    let offers: Vec<Offer> = ["G-LB1", "G-O1", "G-P1"]
        .iter()
        .map(|t| Offer {
            source: Source::Card(id(t)),
            colours: [Some(id(t).card().colours[0]), None],
        })
        .chain([Offer {
            source: Source::Card(id("M5")),
            colours: [Some(Colour::Yellow), Some(Colour::Purple)],
        }])
        .collect();
    let cost = [
        Colour::LightBlue,
        Colour::Orange,
        Colour::Yellow,
        Colour::Purple,
    ];
    let mut draft = Draft::propose(&cost, offers);
    let payment = draft.payment().expect("payable");
    assert_eq!(payment[2].source, Source::Card(id("M5")));
    // Paying Purple with the Mentor takes it from Yellow, which then has no source.
    draft.choose(3, 3);
    assert_eq!(draft.missing(), vec![Colour::Yellow]);
    assert!(draft.payment().is_none());
    // Back to the purple card: the Mentor is free again and pays Yellow.
    draft.choose(3, 2);
    assert!(draft.payment().is_some());
}

/// For every Truth card of every seat in many bot games: the screen's proposal from the seat's view is
/// payable exactly when the engine lists a play of it, and the proposed payment is accepted by the engine.
#[test]
fn proposals_from_the_view_agree_with_the_engine() {
    for seed in 0..12u64 {
        let players = 2 + (seed % 5) as u8;
        let mut state = State::new(Options::new(players), seed, 0).unwrap();
        for _ in 0..400 {
            let Some(action) = bots::greedy(&state) else {
                break;
            };
            if let standfirm_engine::strongholds::Phase::Main = state.phase {
                let seat = state.active;
                let view = state.view(seat);
                let offers = offers(&view, seat, true);
                let legal = state.truth_actions(seat, None);
                for &truth in view.players[usize::from(seat)].truths.as_ref().unwrap() {
                    let card = truth.card();
                    let draft = Draft::propose(&card.cost, offers.clone());
                    let listed = legal
                        .iter()
                        .find(|a| matches!(a, Action::PlayTruth { truth: t, .. } if *t == truth));
                    let target = state.slots.iter().flatten().any(|&s| card.can_defeat(s));
                    let blocked = state.player(seat).blocked();
                    assert_eq!(
                        listed.is_some(),
                        draft.payment().is_some() && target && !blocked,
                        "seed {seed}: {truth}"
                    );
                    if let Some(Action::PlayTruth { slot, .. }) = listed {
                        let mut probe = state.clone();
                        let play = Action::PlayTruth {
                            truth,
                            slot: *slot,
                            payment: draft.payment().unwrap(),
                        };
                        assert!(probe.apply(&play).is_ok(), "seed {seed}: {play}");
                    }
                }
            }
            state.apply(&action).unwrap();
        }
    }
}
