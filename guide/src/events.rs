//! The kinds of log line of the three games that show a verse, each with a short name and an example, for
//! [`crate::uses`]. Built from the engine's `Event::samples()`; the names are matched exhaustively, so a new kind
//! of event needs a name here before this compiles.

use standfirm_engine::armor_of_god::Event as AogEvent;
use standfirm_engine::pip_armor::Event as PipEvent;
use standfirm_engine::strongholds::events::REFERENCES as SH_REFERENCES;
use standfirm_engine::strongholds::Event as ShEvent;
use standfirm_engine::GameKind;

/// A kind of log line and the verse reference it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventLine {
    /// The game.
    pub game: GameKind,
    /// A short name for the kind of line ("Doubt creeps in").
    pub name: &'static str,
    /// An example of the line, with placeholder cards.
    pub example: String,
    /// The verse reference shown with it.
    pub reference: &'static str,
}

/// Every kind of log line that shows a verse of its own. Strongholds lines that show the reference printed on a
/// card are left to the card (see [`crate::uses::Use::Card`]).
pub fn event_lines() -> Vec<EventLine> {
    let mut lines: Vec<EventLine> = Vec::new();
    let mut add = |game, name, example: String, reference: Option<&'static str>| {
        let Some(reference) = reference else { return };
        if !lines
            .iter()
            .any(|l| l.game == game && l.name == name && l.reference == reference)
        {
            lines.push(EventLine {
                game,
                name,
                example,
                reference,
            });
        }
    };
    for e in AogEvent::samples() {
        add(GameKind::ArmorOfGod, aog_name(&e), e.describe(), e.verse());
    }
    for e in PipEvent::samples() {
        add(GameKind::PipArmor, pip_name(&e), e.describe(), e.verse());
    }
    for e in ShEvent::samples() {
        let own = e.verse().filter(|v| SH_REFERENCES.contains(v));
        add(GameKind::Strongholds, sh_name(&e), e.describe(), own);
    }
    lines
}

fn aog_name(event: &AogEvent) -> &'static str {
    match event {
        AogEvent::TurnBegan { .. } => "A turn begins",
        AogEvent::StandFirm { .. } => "Stand Firm: a banked pile is claimed",
        AogEvent::Doubt { .. } => "Doubt creeps in",
        AogEvent::Drew { .. } => "Life's Trials: a card is drawn",
        AogEvent::DartActive => "Satan's Dart is in your hand",
        AogEvent::Played { .. } => "A card is played",
        AogEvent::Claimed { .. } => "Exact: a piece is claimed",
        AogEvent::Banked { .. } => "Exact but blocked: the pile is banked",
        AogEvent::Bust {
            second_bank: false, ..
        } => "Bust",
        AogEvent::Bust {
            second_bank: true, ..
        } => "A second exact pile busts",
        AogEvent::DartStruck { .. } => "Satan's Dart strikes",
        AogEvent::DartGrazed { .. } => "Satan's Dart (softer) strikes",
        AogEvent::HandDiscarded { .. } => "The Dart's blow: the hand is discarded",
        AogEvent::Discarded { .. } => "Bearing the Weight: one card is discarded",
        AogEvent::RoundEnded { .. } => "The round ends",
        AogEvent::DefenseCheck { .. } => "Defense Check",
        AogEvent::Reshuffled { .. } => "A new deck for the next round",
        AogEvent::Won => "Victory",
        AogEvent::Lost => "Defeat",
    }
}

fn pip_name(event: &PipEvent) -> &'static str {
    match event {
        PipEvent::Kept { .. } => "A card is kept",
        PipEvent::ToThreatPile { .. } => "A card goes to the Threat pile",
        PipEvent::Revealed { .. } => "Prepare: two cards are revealed",
        PipEvent::PrepareComplete { .. } => "Preparation is complete",
        PipEvent::Equipped { .. } => "Put On the Armor: a piece is equipped",
        PipEvent::DuplicateToThreat { .. } => "A stronger duplicate becomes a Threat",
        PipEvent::PieceMissing { .. } => "A piece is missing",
        PipEvent::NoBreastplate => "No Breastplate: a practice battle",
        PipEvent::DecksFormed { .. } => "The Response and Threat decks are formed",
        PipEvent::Drew { .. } => "Responses are drawn",
        PipEvent::ThreatRevealed { .. } => "A Threat is revealed",
        PipEvent::Defeated { .. } => "A Response defeats the Threat",
        PipEvent::ResponseFails { .. } => "A Response fails",
        PipEvent::TookHit { .. } => "No Response",
        PipEvent::Redirected { .. } => "The blow turns to the Breastplate",
        PipEvent::Struck { .. } => "A piece is struck",
        PipEvent::PieceDestroyed { .. } => "A piece is destroyed",
        PipEvent::HitAbsorbed { .. } => "A hit on a missing Breastplate",
        PipEvent::Restored { .. } => "Learning Mode: a pip is restored",
        PipEvent::NotRestored { .. } => "Learning Mode: nothing is restored",
        PipEvent::Victory { .. } => "Victory",
        PipEvent::Defeat => "Defeat",
        PipEvent::PracticeComplete => "Practice complete",
    }
}

fn sh_name(event: &ShEvent) -> &'static str {
    match event {
        ShEvent::TurnStarted { .. } => "A turn begins",
        ShEvent::GrowthDrawn { .. } => "A Growth card is drawn",
        ShEvent::TrialPlaced { .. } => "A Trial is drawn",
        ShEvent::AssignmentPlaced { .. } => "An Assignment is drawn",
        ShEvent::SecondTrialDrawn { .. } => "A second Trial is drawn",
        ShEvent::TrialDiscarded { .. } => "A second Trial is discarded",
        ShEvent::GrowthReshuffled { .. } => "The Growth deck is reshuffled",
        ShEvent::GrowthExhausted { .. } => "No Growth cards are left",
        ShEvent::TruthDrawn { .. } => "A Truth card is drawn",
        ShEvent::TruthDeckEmpty { .. } => "The Truth deck is empty",
        ShEvent::TrialOvercome { .. } => "A Trial is overcome",
        ShEvent::AssignmentFulfilled { .. } => "An Assignment is fulfilled",
        ShEvent::StrongholdDefeated { .. } => "A Stronghold is defeated",
        ShEvent::StrongholdRevealed { .. } => "A Stronghold is revealed",
        ShEvent::SlapWindowClosed { .. } => "The slap window closes",
        ShEvent::GrowthDiscarded { .. } => "A Growth card is discarded",
        ShEvent::TruthReturned { .. } => "A Truth card is returned",
        ShEvent::TurnEnded { .. } => "A turn ends",
        ShEvent::GameOver { .. } => "The game is over",
    }
}
