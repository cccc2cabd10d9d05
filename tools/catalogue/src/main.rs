//! `standfirm-catalogue`: the translation catalogue's command.
//!
//! - `standfirm-catalogue update`: extracts every string from the sources, writes `lang/standfirm.pot`, and
//!   brings each language's `.po` up to date (new strings untranslated, old ones gone, translations kept).
//! - `standfirm-catalogue check`: says what each language is missing (untranslated, fuzzy, other holes than the
//!   English); exit status 1 if anything is.

use standfirm_catalogue::{
    check, extract, merge, po, po_path, repository_root, template, LANGUAGES,
};
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = repository_root();
    let command = std::env::args().nth(1).unwrap_or_default();
    match run(&root, &command) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(why) => {
            eprintln!("standfirm-catalogue: {why}");
            ExitCode::from(2)
        }
    }
}

fn run(root: &Path, command: &str) -> Result<bool, String> {
    let messages = extract(root)?;
    match command {
        "update" => {
            let pot = root.join("lang/standfirm.pot");
            std::fs::create_dir_all(root.join("lang")).map_err(|e| e.to_string())?;
            std::fs::write(&pot, template(&messages).write()).map_err(|e| e.to_string())?;
            for lang in LANGUAGES {
                let path = po_path(root, lang);
                let old = match std::fs::read_to_string(&path) {
                    Ok(text) => {
                        po::PoFile::read(&text).map_err(|e| format!("{}: {e}", path.display()))?
                    }
                    Err(_) => po::PoFile {
                        header: po::header(lang, ""),
                        entries: Vec::new(),
                    },
                };
                let mut new = merge(&old, &messages);
                fill_from_fragments(&mut new, &root.join("lang").join(lang))?;
                std::fs::create_dir_all(path.parent().unwrap_or(root))
                    .map_err(|e| e.to_string())?;
                std::fs::write(&path, new.write()).map_err(|e| e.to_string())?;
                let open = check(&new, &messages).len();
                println!("{lang}: {} strings, {open} to translate", messages.len());
            }
            Ok(true)
        }
        "check" => {
            let mut ok = true;
            for lang in LANGUAGES {
                let path = po_path(root, lang);
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                let po = po::PoFile::read(&text).map_err(|e| format!("{}: {e}", path.display()))?;
                let problems = check(&po, &messages);
                for p in &problems {
                    println!("{lang}: {p}");
                }
                println!(
                    "{lang}: {} strings, {} problems",
                    messages.len(),
                    problems.len()
                );
                ok &= problems.is_empty();
            }
            Ok(ok)
        }
        _ => Err("usage: standfirm-catalogue update | check".into()),
    }
}

/// Fills the untranslated entries of `po` from the fragments in `dir` (`lang/<language>/*.po`: translations
/// written beside the catalogue, one file per part of the app, merged here and then removed by hand).
fn fill_from_fragments(po: &mut po::PoFile, dir: &Path) -> Result<(), String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "po"))
        .collect();
    paths.sort();
    for path in paths {
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let fragment = po::PoFile::read(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        for entry in &mut po.entries {
            let open = entry.strings.is_empty() || entry.strings.iter().any(|s| s.is_empty());
            if !open {
                continue;
            }
            if let Some(found) = fragment
                .entries
                .iter()
                .find(|f| f.id == entry.id && !f.strings.is_empty())
            {
                entry.strings = found.strings.clone();
                entry.fuzzy = found.fuzzy;
            }
        }
    }
    Ok(())
}
