//! The chance estimator and the Learning hint: blind to hidden cards, keyed, stoppable, calibrated against
//! the same policy's true win rate, and the rules' sure cases (RULINGS IDs in the test names).

#[path = "odds/aog.rs"]
mod aog;
#[path = "odds/calibration.rs"]
mod calibration;
mod common;
#[path = "odds/key.rs"]
mod key;
#[path = "odds/pip.rs"]
mod pip;
#[path = "odds/stepped.rs"]
mod stepped;
#[path = "odds/strongholds.rs"]
mod strongholds;
