//! Deal numbers: the same number deals the same cards, so a deal can be replayed or shared.

/// Parses a deal number: empty means a new random deal (`Ok(None)`); otherwise digits only.
pub fn parse_deal(text: &str) -> Result<Option<u64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(crate::words::tr::tr!(
            "A deal number is digits only, like 123456."
        ));
    }
    text.parse::<u64>()
        .map(Some)
        .map_err(|_| crate::words::tr::tr!("That deal number is too long."))
}

/// A new random deal number for a solo game (1–999999, short enough to share), from the clock: the engine itself
/// never reads a clock; only the app chooses a seed. A Strongholds table's deal is a 64-bit secret instead
/// (`standfirm_store::new_bot_secret`): a number this small would tell every hand to whoever tries them all.
pub fn random_deal() -> u64 {
    let nanos = standfirm_store::time::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    // Mix the bits so that deals started in quick succession differ.
    let mut x = nanos as u64 ^ (nanos >> 64) as u64;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    1 + x % 999_999
}

#[cfg(test)]
#[path = "deal_tests.rs"]
mod tests;
