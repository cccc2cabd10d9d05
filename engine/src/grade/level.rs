//! [`Grade`]: how hard a deal is, in four plain names.

use serde::{Deserialize, Serialize};

/// How hard a deal is for the careful player: a band of its chance ([`super::bands`]). Serialises as its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Grade {
    /// The careful player all but always wins (Armor of God) or stands Unshaken (PIP Armor).
    Gentle,
    /// Now and then the careful player falls short.
    Steady,
    /// The careful player falls short more often than one time in a hundred (PIP Armor: one in twenty).
    Hard,
    /// The careful player falls short one time in twenty or more (PIP Armor: more often than not).
    VeryHard,
}

impl Grade {
    /// Every grade, gentlest first.
    pub const ALL: [Grade; 4] = [Grade::Gentle, Grade::Steady, Grade::Hard, Grade::VeryHard];

    /// The id in files and on the command line: `gentle`, `steady`, `hard`, `very-hard`.
    pub fn id(self) -> &'static str {
        match self {
            Grade::Gentle => "gentle",
            Grade::Steady => "steady",
            Grade::Hard => "hard",
            Grade::VeryHard => "very-hard",
        }
    }

    /// The name people read: "Easy", "Medium", "Hard", "Very hard" (words of their own, not the Strongholds
    /// bots' levels; the ids keep the first names, `gentle` and `steady`, as files and the command line write
    /// them).
    pub fn name(self) -> &'static str {
        match self {
            Grade::Gentle => "Easy",
            Grade::Steady => "Medium",
            Grade::Hard => "Hard",
            Grade::VeryHard => "Very hard",
        }
    }

    /// The grade whose id is `id`.
    pub fn parse(id: &str) -> Option<Grade> {
        Grade::ALL.into_iter().find(|g| g.id() == id)
    }
}

impl std::fmt::Display for Grade {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_parse_back_and_serialise_as_themselves() {
        for grade in Grade::ALL {
            assert_eq!(Grade::parse(grade.id()), Some(grade));
            assert_eq!(
                serde_json::to_value(grade).unwrap(),
                serde_json::Value::from(grade.id())
            );
        }
        assert_eq!(Grade::parse("Very hard"), None);
        assert_eq!(Grade::VeryHard.to_string(), "Very hard");
    }
}
