//! Unit tests of `when`.

use super::*;

#[test]
fn times_read_as_words() {
    let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
    let at = |s: u64| now - Duration::from_secs(s);
    assert_eq!(ago(at(5), now), "just now");
    assert_eq!(ago(at(60), now), "1 minute ago");
    assert_eq!(ago(at(3 * 3600), now), "3 hours ago");
    assert_eq!(ago(at(90_000), now), "yesterday");
    assert_eq!(ago(at(5 * 86_400), now), "5 days ago");
    assert_eq!(ago(now + Duration::from_secs(9), now), "just now");
}

#[test]
fn times_read_in_spanish_with_their_plurals() {
    crate::words::tr::set_rust_lang(standfirm_guide::Lang::Spanish);
    let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
    let at = |s: u64| now - Duration::from_secs(s);
    let words = [
        ago(at(60), now),
        ago(at(3 * 3600), now),
        ago(at(90_000), now),
    ];
    crate::words::tr::set_rust_lang(standfirm_guide::Lang::English);
    assert_eq!(words, ["hace 1 minuto", "hace 3 horas", "ayer"]);
}
