//! The few verses quoted in full on the game screens, verbatim from the King James Version (public domain).

/// A verse: its reference and text, and the translation named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verse {
    /// "Ephesians 6:13 (KJV)".
    pub reference: &'static str,
    /// The verse, verbatim.
    pub text: &'static str,
}

/// Ephesians 6:13, for a victory.
pub const STAND: Verse = Verse {
    reference: "Ephesians 6:13 (KJV)",
    text: "Wherefore take unto you the whole armour of God, that ye may be able to withstand in the evil day, and having done all, to stand.",
};

/// Ephesians 6:10, for a loss: encouragement to try again.
pub const BE_STRONG: Verse = Verse {
    reference: "Ephesians 6:10 (KJV)",
    text: "Finally, my brethren, be strong in the Lord, and in the power of his might.",
};

/// Ephesians 6:11, for a practice game.
pub const PUT_ON: Verse = Verse {
    reference: "Ephesians 6:11 (KJV)",
    text: "Put on the whole armour of God, that ye may be able to stand against the wiles of the devil.",
};
