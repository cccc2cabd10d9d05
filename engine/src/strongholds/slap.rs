//! Defeating a Stronghold, the refill and the public slap window (SH-2.5, SH-5.7, SH-5.9, SH-5.10).

use super::content::{content, CardId};
use super::events::Event;
use super::payment::{PayUnit, Source};
use super::result::EndReason;
use super::state::{Phase, State};

impl State {
    /// Resolves a checked Truth play (SH-2.5): pay, Truth card to the bottom of its deck, take the Stronghold,
    /// then end the game (SH-5.10) or refill the space and open a slap window (SH-5.7, SH-5.9).
    pub(crate) fn defeat(
        &mut self,
        seat: u8,
        truth: CardId,
        slot: u8,
        payment: &[PayUnit],
        slap: bool,
        ev: &mut Vec<Event>,
    ) {
        let p = &mut self.players[usize::from(seat)];
        for unit in payment {
            match unit.source {
                Source::Card(card) => {
                    p.holding.retain(|&c| c != card);
                    self.growth_discard.push(card);
                }
                Source::Permanent(task) => {
                    if let Some(perm) = p
                        .tasks
                        .iter_mut()
                        .find(|t| t.card == task)
                        .and_then(|t| t.done.as_mut())
                    {
                        perm.used = true;
                    }
                }
            }
        }
        p.truths.retain(|&c| c != truth);
        // SH-2.5: the Truth card was played face up, so everyone knows it lies at the bottom.
        self.truth_to_bottom(truth, None);
        let stronghold = self.slots[usize::from(slot)].take().expect("checked");
        self.players[usize::from(seat)].taken.push(stronghold);
        if slap {
            self.stats.slaps += 1;
        }
        ev.push(Event::StrongholdDefeated {
            seat,
            stronghold,
            truth,
            slap,
        });
        let defeated: usize = self.players.iter().map(|p| p.taken.len()).sum();
        if defeated == content().strongholds.len() {
            self.finish(EndReason::AllDefeated, ev);
        } else if let Some(card) = self.stronghold_deck.pop_front() {
            self.slots[usize::from(slot)] = Some(card);
            ev.push(Event::StrongholdRevealed { slot, card });
            self.phase = Phase::SlapWindow { slot };
        } else {
            self.phase = Phase::Main; // SH-5.9: no refill once the deck is empty
        }
    }

    /// Whether `seat` could back a slap claim now (for the app's "cannot slap" answer, SH-5.7).
    pub fn can_slap(&self, seat: u8) -> bool {
        match self.phase {
            Phase::SlapWindow { slot } if seat != self.active && seat < self.options.players => {
                !self.truth_actions(seat, Some(slot)).is_empty()
            }
            _ => false,
        }
    }
}
