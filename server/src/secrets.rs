//! Seeds, tokens and codes from the operating system's randomness (`getrandom`), and the tokens' hashes: the
//! server keeps a token only as its SHA-256, so a copy of its storage takes no seat.

use sha2::{Digest, Sha256};
use standfirm_protocol::{CODE_ALPHABET, CODE_LENGTH};

/// `n` bytes of the operating system's randomness. A machine without any cannot host tables: it panics at
/// the first table rather than deal guessable cards.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the operating system's randomness");
    bytes
}

/// A 64-bit number from the operating system: a deal's seed, a table's bot secret. Never a deal number a person
/// could search (1–999,999): anyone could find that from their own opening hand.
pub fn random_u64() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

/// A new seat or host token: 128 bits as 32 lowercase hex digits.
pub fn new_token() -> String {
    hex(&random_bytes::<16>())
}

/// What the server keeps of a token: its SHA-256 in hex. `None` for text that is not a token (32 hex digits).
pub fn token_hash(token: &str) -> Option<String> {
    let ok = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
    ok.then(|| hex(&Sha256::digest(token.to_ascii_lowercase().as_bytes())))
}

/// A new table id: 64 bits as 16 hex digits (not secret: links and the socket name it).
pub fn new_table_id() -> String {
    hex(&random_bytes::<8>())
}

/// A new join code: [`CODE_LENGTH`] characters of [`CODE_ALPHABET`] (no 0/O, 1/I), about 30 bits.
pub fn new_code() -> String {
    random_bytes::<CODE_LENGTH>()
        .iter()
        .map(|b| char::from(CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()]))
        .collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_only_their_hash_is_kept() {
        let a = new_token();
        assert_eq!(a.len(), 32);
        assert_ne!(a, new_token());
        let h = token_hash(&a).unwrap();
        assert_eq!(h.len(), 64);
        assert!(!h.contains(&a));
        assert_eq!(token_hash(&a.to_ascii_uppercase()), Some(h));
        assert_eq!(token_hash("short"), None);
        assert_eq!(token_hash(&"g".repeat(32)), None);
    }

    #[test]
    fn codes_are_read_aloud_safely() {
        for _ in 0..200 {
            let code = new_code();
            assert_eq!(code.len(), CODE_LENGTH);
            assert_eq!(
                standfirm_protocol::normalise_code(&code),
                Some(code.clone())
            );
        }
    }
}
