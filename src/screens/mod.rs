//! The screens, one room each. A screen shows what the tables, the services and the files hold, and turns its
//! taps into their calls; it never calls another screen: a jump goes through navigation (`nav::jump`).

pub mod about;
pub mod help;
pub mod home;
pub mod menu;
pub mod new_game;
pub mod online;
pub mod review;
pub mod saves;
pub mod settings;
pub mod statistics;
pub mod tutorial;
