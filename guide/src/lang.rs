//! The languages the guide's words come in: English (the default, with the King James Version) and Spanish
//! (with the Reina-Valera 1909).

/// A language of the app's words and verses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    /// English, with the King James Version.
    #[default]
    English,
    /// Spanish, neutral for Latin America and Spain, with the Reina-Valera 1909.
    Spanish,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Spanish];

    /// The ISO 639-1 code, as settings and catalogue files write it: `en`, `es`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::Spanish => "es",
        }
    }

    /// The language whose code is `code` (`es`, `ES`, or a locale such as `es_MX.UTF-8` or `es-419`), if any.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The language's name in itself, as a language picker lists it: "English", "Español".
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::Spanish => "Español",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_locales_name_their_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        for (code, lang) in [
            ("ES", Some(Lang::Spanish)),
            ("es_MX.UTF-8", Some(Lang::Spanish)),
            ("es-419", Some(Lang::Spanish)),
            ("en_GB", Some(Lang::English)),
            ("fr", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_code(code), lang, "{code}");
        }
        assert_eq!(Lang::default(), Lang::English);
    }
}
