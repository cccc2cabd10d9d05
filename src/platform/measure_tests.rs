//! Unit tests of `measure`.

use super::{first_frame_line, safe_area_line};

/// The stub logcat that `android/test-smoke.sh` serves holds the line exactly as the app writes it.
#[test]
fn the_smoke_tests_canned_logcat_holds_the_first_frame_line() {
    let line = first_frame_line((412.0, 915.0), 2.625, [24.0, 48.0, 0.0, 0.0]);
    assert_eq!(
        line,
        "Stand Firm: first frame: window 412x915, scale 2.625, insets top 24 bottom 48 left 0 right 0"
    );
    for canned in [
        include_str!("../../android/test/logcat-pass.txt"),
        include_str!("../../android/test/logcat-panic.txt"),
        include_str!("../../android/test/logcat-crash.txt"),
    ] {
        assert!(canned.contains(&line), "{canned}");
    }
}

/// The canned log of insets that arrive after the first frame holds the later line exactly as the app writes it.
#[test]
fn the_smoke_tests_canned_logcat_holds_the_safe_area_line() {
    let line = safe_area_line((412.0, 915.0), 2.625, [24.0, 48.0, 0.0, 0.0]);
    assert_eq!(
        line,
        "Stand Firm: safe area: window 412x915, scale 2.625, insets top 24 bottom 48 left 0 right 0"
    );
    assert!(include_str!("../../android/test/logcat-insets.txt").contains(&line));
}
