//! Online tables: a table server's address ([`address`]), its HTTP API as the app calls it ([`api`]), the seats
//! this device holds ([`kept`]), and the link to the table it sits at now ([`link`]): frames in, moves out, and
//! the connection's state; a burst of frames shown by one refresh ([`burst`]). The network itself is
//! `platform::net`; the table's screens are Strongholds' own.

pub mod address;
pub mod api;
pub mod burst;
pub mod kept;
pub mod link;
pub mod seating;
