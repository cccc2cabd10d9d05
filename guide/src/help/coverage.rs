//! The RULINGS.md rule IDs the help deliberately leaves out, each with the reason. Every other rule ID of the
//! three games is explained by at least one help section (checked by this crate's tests).

/// A rule ID, or a family of IDs ending in `*`, that no help section explains, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeftOut {
    /// `PIP-B8`, or a family such as `AOG-T*`.
    pub ids: &'static str,
    /// Why a player does not need it explained.
    pub why: &'static str,
}

impl LeftOut {
    /// Whether this entry covers the rule ID.
    pub fn matches(&self, id: &str) -> bool {
        match self.ids.strip_suffix('*') {
            Some(family) => id.starts_with(family),
            None => id == self.ids,
        }
    }
}

/// The IDs left out of the help.
pub const LEFT_OUT: &[LeftOut] = &[
    LeftOut {
        ids: "AOG-T*",
        why: "scenario tests: each checks rules that the help explains under their own IDs",
    },
    LeftOut {
        ids: "PIP-T*",
        why: "scenario tests: each checks rules that the help explains under their own IDs",
    },
    LeftOut {
        ids: "SH-T*",
        why: "scenario tests: each checks rules that the help explains under their own IDs",
    },
    LeftOut {
        ids: "PIP-B8",
        why: "the order of the engine's shuffles, which only keeps deal numbers reproducible; the draw it mentions \
              is the one PIP-5.7 already explains",
    },
    LeftOut {
        ids: "SH-B19",
        why: "engine parameters and the order of the set-up draws in the random stream; what players see of it \
              is SH-3.3 and SH-3.4",
    },
];

/// Whether a rule ID is deliberately left out of the help.
pub fn is_left_out(id: &str) -> bool {
    LEFT_OUT.iter().any(|entry| entry.matches(id))
}
