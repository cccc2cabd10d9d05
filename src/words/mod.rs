//! Words the screens show that are not the rules': when something happened, deal numbers, the daily deal's
//! and the streak's words, a graded deal's grade and chance, a move in words, a finished game's review, the verses of the result sheets, and an online
//! table's refusals and errors.

pub mod daily;
pub mod deal;
pub mod games;
pub mod grade;
pub mod link;
pub mod moves;
pub mod online;
pub mod review;
pub mod sh;
pub mod tr;
pub mod verses;
pub mod when;
