//! The workspace's own catalogue is complete: every string of the code (`extract`, as `standfirm-catalogue update`
//! reads it) is in each language's `.po`, translated, none fuzzy, with the English's holes, and the catalogue
//! holds no string the code no longer has (`check`, as `standfirm-catalogue check` says it). A string added to
//! the screens or the Rust side without its translation fails `cargo test`, and so CI.

use standfirm_catalogue::{check, extract, po, po_path, repository_root, LANGUAGES};

#[test]
fn every_string_of_the_code_is_translated_in_every_language() {
    let root = repository_root();
    let messages = extract(&root).expect("the sources are read");
    assert!(
        messages.len() > 500,
        "the extractor found only {} strings under {}",
        messages.len(),
        root.display()
    );
    for lang in LANGUAGES {
        let path = po_path(&root, lang);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let po = po::PoFile::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let problems = check(&po, &messages);
        assert!(
            problems.is_empty(),
            "{lang}: the catalogue does not match the code; run `cargo run -p standfirm-catalogue -- update` and \
             translate:\n{}",
            problems.join("\n")
        );
    }
}

#[test]
fn the_template_is_the_one_the_code_makes() {
    let root = repository_root();
    let messages = extract(&root).expect("the sources are read");
    let written =
        std::fs::read_to_string(root.join("lang/standfirm.pot")).expect("lang/standfirm.pot");
    let ids = |text: &str| -> Vec<String> {
        po::PoFile::read(text)
            .expect("the template reads")
            .entries
            .into_iter()
            .map(|e| e.id)
            .collect()
    };
    let wanted: Vec<String> = messages.iter().map(|m| m.id.clone()).collect();
    let written = ids(&written);
    let new: Vec<&String> = wanted.iter().filter(|id| !written.contains(id)).collect();
    let gone: Vec<&String> = written.iter().filter(|id| !wanted.contains(id)).collect();
    assert!(
        new.is_empty() && gone.is_empty() && written == wanted,
        "lang/standfirm.pot is out of date (new in the code: {new:?}; no longer in it: {gone:?}): run \
         `cargo run -p standfirm-catalogue -- update`"
    );
}
