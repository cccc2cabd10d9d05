//! Compiles the Slint UI with its translations bundled (`lang/<language>/LC_MESSAGES/standfirm.po`), and writes
//! the same catalogues as Rust tables for the app's own words (`src/words/tr.rs`). Test and debug builds carry
//! the Slint compiler's debug info, without which `i-slint-backend-testing` element queries find nothing.

use std::fmt::Write as _;
use std::path::Path;

/// The languages the app is translated into (the folders of `lang/`).
const LANGUAGES: &[&str] = &["es"];

fn main() {
    let debug = std::env::var("PROFILE")
        .map(|p| p == "debug")
        .unwrap_or(false)
        || std::env::var_os("SLINT_EMIT_DEBUG_INFO").is_some();
    let config = slint_build::CompilerConfiguration::new()
        .with_style("material".into())
        .with_debug_info(debug)
        .with_bundled_translations("lang")
        .with_default_translation_context(slint_build::DefaultTranslationContext::None);
    slint_build::compile_with_config("ui/app-window.slint", config).expect("the Slint UI compiles");
    catalogues();
}

/// Writes `$OUT_DIR/catalogues.rs`: for each language, its translations sorted by their English, each with its
/// plural forms (`CATALOGUES: &[(language, &[(english, &[translation, …])])]`).
fn catalogues() {
    let mut out = String::from(
        "/// One language's catalogue: each English message with its translations (one per plural form).\n\
         pub type Catalogue = &'static [(&'static str, &'static [&'static str])];\n\
         /// Each language's catalogue, sorted by the English.\n\
         pub static CATALOGUES: &[(&str, Catalogue)] = &[\n",
    );
    for lang in LANGUAGES {
        let path = format!("lang/{lang}/LC_MESSAGES/standfirm.po");
        println!("cargo:rerun-if-changed={path}");
        let file = rspolib::pofile(Path::new(&path).to_str().unwrap_or_default())
            .unwrap_or_else(|e| panic!("{path} cannot be read: {e}"));
        let mut entries: Vec<(String, Vec<String>)> = file
            .entries
            .iter()
            .filter(|e| !e.obsolete && !e.msgid.is_empty() && !e.flags.iter().any(|f| f == "fuzzy"))
            .map(|e| {
                let forms = if e.msgid_plural.is_some() {
                    e.msgstr_plural.clone()
                } else {
                    e.msgstr.clone().into_iter().collect()
                };
                (e.msgid.clone(), forms)
            })
            .filter(|(_, forms)| !forms.is_empty() && forms.iter().all(|f| !f.is_empty()))
            .collect();
        entries.sort();
        entries.dedup_by(|a, b| a.0 == b.0);
        let _ = writeln!(out, "    ({lang:?}, &[");
        for (id, forms) in entries {
            let _ = writeln!(out, "        ({id:?}, &{forms:?}),");
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogues.rs");
    std::fs::write(target, out).expect("the catalogues are written");
}
