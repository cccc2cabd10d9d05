//! What the screens' models are made of: lists kept in place (`rows`), cards as Slint shows them (`cards`), the
//! drawn armor and figure (`art`), the names of the places cards fly between (`anchor`), and the two sheets any
//! screen may open, a verse and a card's details (`sheets`).

pub mod anchor;
pub mod art;
pub mod cards;
pub mod choices;
pub mod games;
pub mod rows;
pub mod sheets;

pub(crate) use rows::rows;
