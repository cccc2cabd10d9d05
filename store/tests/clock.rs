//! The one clock for "today": STANDFIRM_TODAY sets it, a bad value is an error for those who ask, and without it
//! the date is the device's local date. One test in its own process, since it sets the environment.

use standfirm_store::{today, try_today, Date, TODAY_ENV};

#[test]
fn today_is_the_set_date_or_the_local_one() {
    std::env::set_var(TODAY_ENV, "2026-12-01");
    assert_eq!(today(), Date::constant(2026, 12, 1));
    assert_eq!(try_today(), Ok(Date::constant(2026, 12, 1)));

    std::env::set_var(TODAY_ENV, "2026-12-32");
    assert_eq!(
        try_today(),
        Err("STANDFIRM_TODAY: \"2026-12-32\" is not a date on the calendar".to_string())
    );
    let local = || jiff::ZonedDateTime::now().date();
    let before = local();
    let fallen_back = today();
    assert!(
        fallen_back == before || fallen_back == local(),
        "a bad value falls back to the clock"
    );

    std::env::remove_var(TODAY_ENV);
    let before = local();
    let now = today();
    assert!(now == before || now == local(), "{now} is the local date");
}
