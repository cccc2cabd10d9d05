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

/// The largest deal number a person types or shares (a solo game's deals run from 1 to this).
pub const SHORT_DEALS: u64 = 999_999;

/// A deal as a person reads it: a number up to [`SHORT_DEALS`] as it is; a 64-bit secret deal (a Strongholds
/// table's, at home or online) as a short name of eight letters and digits (`K7Q2-MX9P`), not a 20-digit
/// number. The name is the deal's own (the same deal, the same name), from the alphabet of join codes, which
/// has no 0/O or 1/I.
pub fn deal_name(seed: u64) -> String {
    if seed <= SHORT_DEALS {
        return seed.to_string();
    }
    // SplitMix64's finaliser spreads every bit of the seed over the 40 bits the name shows.
    let mut z = seed;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^= z >> 31;
    let alphabet = standfirm_protocol::CODE_ALPHABET;
    let mut name = String::with_capacity(9);
    for i in 0..8 {
        if i == 4 {
            name.push('-');
        }
        name.push(char::from(alphabet[((z >> (5 * i)) & 31) as usize]));
    }
    name
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
