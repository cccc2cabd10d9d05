//! Help: the rules of each game in the app's own words with their verses (`rules`), and the verse library with
//! its search (`scripture`). The words come from `standfirm_guide`.

mod rules;
mod scripture;

pub use rules::{back, open, publish_tabs};

/// The Rules or Scripture screen shown again in the language now.
pub fn refresh(app: &AppWindow, page: crate::ui::Page) {
    match page {
        crate::ui::Page::Help => rules::refresh(app),
        crate::ui::Page::Scripture => scripture::refresh(app),
        _ => {}
    }
}

use crate::tables::Shared;
use crate::ui::AppWindow;

/// Wires the Rules and Scripture screens.
pub fn wire(app: &AppWindow, _shared: &Shared) {
    rules::wire(app);
    scripture::wire(app);
}
