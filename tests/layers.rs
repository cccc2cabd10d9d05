//! The app's rooms stand in layers, and every arrow points down (ARCHITECTURE.md, "Invariants"): this test reads
//! the sources of `src/` (plain Rust, no build of the app needed), finds every path that one module of the app
//! names in another (`use crate::…`, `crate::…`, `super::…`), and fails when
//!
//! - a room names a room of its own layer or of a layer above it (an arrow up),
//! - the rooms' arrows make a circle,
//! - a screen names another screen (a jump between screens goes through `nav`),
//! - inside `tables/`, a part names a part of its own layer or above;
//!
//! and, in the engine's and the store's crates, when their files name each other in a circle (a file naming
//! a sibling that names it back, through any number of files).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The app's top-level rooms, top layer first. `lib.rs` and `main.rs` stand above them all.
const LAYERS: &[&[&str]] = &[
    &["app"],
    &["screens"],
    &["services", "online"],
    &["tables"],
    &["nav"],
    &["models", "files", "platform"],
    &["words"],
    &["ui"],
];

/// The crate root (`lib.rs`), as the room an arrow to a name it hands on points at.
const ROOT: &str = "(the crate root)";

/// The parts of `tables/`, top layer first (`mod` is `tables/mod.rs`).
const TABLE_LAYERS: &[&[&str]] = &[
    &["mod"],
    &["wire"],
    &["refresh"],
    &["games"],
    &["aog", "pip", "strongholds"],
    &["solo"],
    &["table"],
    &["play"],
];

/// One module of the app: its path from the crate root (`["tables", "aog", "session"]`) and its file.
struct Module {
    path: Vec<String>,
    file: PathBuf,
}

fn modules(src: &Path) -> Vec<Module> {
    let mut out = Vec::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/ can be read") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).expect("under src/");
            let mut parts: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
                .collect();
            if matches!(
                parts.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                parts.pop();
            }
            out.push(Module {
                path: parts,
                file: path,
            });
        }
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// The source without comments, strings and character literals (they may mention `crate::` in words).
fn code_only(text: &str) -> String {
    let bytes: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let next = bytes.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < bytes.len() && bytes[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < bytes.len() && !(bytes[i] == '*' && bytes[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '"' || (c == 'r' && (next == Some('"') || next == Some('#'))) {
            i = skip_string(&bytes, i);
            out.push_str("\"\"");
        } else if c == '\'' {
            // A character literal ('x', '\n') or a lifetime ('a): only a literal is skipped.
            let close = if bytes.get(i + 1) == Some(&'\\') {
                bytes[i + 2..]
                    .iter()
                    .position(|&b| b == '\'')
                    .map(|p| i + 2 + p)
            } else if bytes.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match close {
                Some(end) => i = end + 1,
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The index after the string literal that starts at `i` (plain or raw).
fn skip_string(bytes: &[char], mut i: usize) -> usize {
    if bytes[i] == 'r' {
        i += 1;
        let mut hashes = 0;
        while bytes.get(i) == Some(&'#') {
            hashes += 1;
            i += 1;
        }
        if bytes.get(i) != Some(&'"') {
            return i;
        }
        i += 1;
        loop {
            if i >= bytes.len() {
                return i;
            }
            if bytes[i] == '"' && (1..=hashes).all(|k| bytes.get(i + k) == Some(&'#')) {
                return i + 1 + hashes;
            }
            i += 1;
        }
    }
    i += 1;
    while i < bytes.len() {
        match bytes[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Ident(String),
    Colons,
    Open,
    Close,
    Comma,
    Other,
}

fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' || c == '$' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '$')
            {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
            continue;
        }
        if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push(Token::Colons);
            i += 2;
            continue;
        }
        out.push(match c {
            '{' => Token::Open,
            '}' => Token::Close,
            ',' => Token::Comma,
            c if c.is_whitespace() => {
                i += 1;
                continue;
            }
            _ => Token::Other,
        });
        i += 1;
    }
    out
}

/// Reads a path (or a use tree) from `tokens[i]`, with `prefix` before it; every full path goes to `out`.
/// Returns the index after it.
fn read_tree(
    tokens: &[Token],
    mut i: usize,
    prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    let mut path = prefix;
    loop {
        match tokens.get(i) {
            Some(Token::Ident(name)) => {
                path.push(name.clone());
                i += 1;
                if tokens.get(i) == Some(&Token::Colons) {
                    i += 1;
                    continue;
                }
                out.push(path);
                return i;
            }
            Some(Token::Open) => {
                i += 1;
                loop {
                    match tokens.get(i) {
                        Some(Token::Close) => return i + 1,
                        Some(Token::Comma) => i += 1,
                        None => return i,
                        _ => i = read_tree(tokens, i, path.clone(), out),
                    }
                }
            }
            _ => {
                out.push(path);
                return i;
            }
        }
    }
}

/// Every path of the crate that the module at `here` names, resolved from the crate root. Inline modules
/// (`mod name { … }`) are followed, so that their `super` is right; a unit test module (`mod tests`) is left
/// out: tests may use any room.
fn named_paths(here: &[String], text: &str) -> Vec<Vec<String>> {
    let tokens = tokens(&code_only(text));
    let mut out = Vec::new();
    // The inline modules we are in, with the brace depth each was opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Open => {
                depth += 1;
                i += 1;
                continue;
            }
            Token::Close => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                i += 1;
                continue;
            }
            _ => {}
        }
        let Token::Ident(word) = &tokens[i] else {
            i += 1;
            continue;
        };
        if word == "mod" {
            if let (Some(Token::Ident(name)), Some(Token::Open)) =
                (tokens.get(i + 1), tokens.get(i + 2))
            {
                if name == "tests" {
                    // Skip the whole test module.
                    let mut level = 0usize;
                    let mut j = i + 2;
                    while j < tokens.len() {
                        match tokens[j] {
                            Token::Open => level += 1,
                            Token::Close => {
                                level -= 1;
                                if level == 0 {
                                    break;
                                }
                            }
                            _ => {}
                        }
                        j += 1;
                    }
                    i = j + 1;
                    continue;
                }
                inline.push((name.clone(), depth));
                i += 2;
                continue;
            }
        }
        let previous_is_colons = i > 0 && tokens[i - 1] == Token::Colons;
        if previous_is_colons || tokens.get(i + 1) != Some(&Token::Colons) {
            i += 1;
            continue;
        }
        let mut current = here.to_vec();
        current.extend(inline.iter().map(|(name, _)| name.clone()));
        // The module a relative path starts from: a file `a/b.rs` is module a::b, whose `super` is `a`.
        let (base, from) = match word.as_str() {
            "crate" => (Vec::new(), i + 2),
            "self" => (current, i + 2),
            "super" => {
                let mut base = current;
                let mut j = i;
                while matches!(tokens.get(j), Some(Token::Ident(w)) if w == "super")
                    && tokens.get(j + 1) == Some(&Token::Colons)
                {
                    base.pop();
                    j += 2;
                }
                (base, j)
            }
            _ => {
                i += 1;
                continue;
            }
        };
        i = read_tree(&tokens, from, base, &mut out);
    }
    out
}

/// The module a path names: its longest prefix that is a module of the app.
fn target<'a>(path: &[String], known: &'a BTreeSet<Vec<String>>) -> Option<&'a Vec<String>> {
    (1..=path.len())
        .rev()
        .find_map(|n| known.get(&path[..n].to_vec()))
}

fn layer_of(layers: &[&[&str]], room: &str) -> Option<usize> {
    layers.iter().position(|l| l.contains(&room))
}

/// Every arrow between modules of the app: (from, to, the file that names it).
fn arrows(src: &Path) -> Vec<(Vec<String>, Vec<String>, PathBuf)> {
    let modules = modules(src);
    let known: BTreeSet<Vec<String>> = modules.iter().map(|m| m.path.clone()).collect();
    let mut out = Vec::new();
    for m in &modules {
        let text = std::fs::read_to_string(&m.file).expect("a source file");
        // A unit test file (`tests.rs`, `name_tests.rs`) may use any room.
        let name = m.file.file_name().map(|n| n.to_string_lossy().to_string());
        if name.is_some_and(|n| n == "tests.rs" || n.ends_with("_tests.rs")) {
            continue;
        }
        for path in named_paths(&m.path, &text) {
            match target(&path, &known) {
                Some(to) if to != &m.path => out.push((m.path.clone(), to.clone(), m.file.clone())),
                Some(_) => {}
                // A name the crate root hands on (`crate::AppWindow`): an arrow to the root, above every room.
                None if !m.path.is_empty() && !path.is_empty() => {
                    let mut to = vec![ROOT.to_string()];
                    to.extend(path);
                    out.push((m.path.clone(), to, m.file.clone()))
                }
                None => {}
            }
        }
    }
    out
}

/// What breaks the layers in the sources under `src`, in words (nothing when they hold).
fn broken(src: &Path) -> Vec<String> {
    let mut problems = BTreeSet::new();
    let mut rooms: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to, file) in arrows(src) {
        let (Some(a), Some(b)) = (from.first(), to.first()) else {
            continue;
        };
        let shown = file
            .strip_prefix(src.parent().unwrap_or(src))
            .unwrap_or(&file)
            .display()
            .to_string();
        if b == ROOT {
            problems.insert(format!(
                "{shown}: `{a}` names `crate::{}` through the crate root; name the room that has it",
                path_tail(&to[1..])
            ));
            continue;
        }
        if a != b {
            rooms.entry(a.clone()).or_default().insert(b.clone());
            match (layer_of(LAYERS, a), layer_of(LAYERS, b)) {
                (Some(la), Some(lb)) if lb <= la => {
                    problems.insert(format!(
                        "{shown}: `{a}` names `{}`, a room of its own layer or above",
                        to.join("::")
                    ));
                }
                (None, _) | (_, None) => {
                    problems.insert(format!(
                        "{shown}: `{a}` or `{b}` is in no layer of this test (add it to LAYERS)"
                    ));
                }
                _ => {}
            }
            continue;
        }
        if a == "screens" && from.get(1) != to.get(1) && to.len() > 1 && from.len() > 1 {
            problems.insert(format!(
                "{shown}: the screen `{}` names the screen `{}` (jump through `nav` instead)",
                from[1],
                to.join("::")
            ));
        }
        if a == "tables" {
            let part = |p: &Vec<String>| p.get(1).cloned().unwrap_or_else(|| "mod".into());
            let (pa, pb) = (part(&from), part(&to));
            if pa != pb {
                match (layer_of(TABLE_LAYERS, &pa), layer_of(TABLE_LAYERS, &pb)) {
                    (Some(la), Some(lb)) if lb <= la => {
                        problems.insert(format!(
                            "{shown}: `tables::{pa}` names `{}`, a part of its own layer or above",
                            to.join("::")
                        ));
                    }
                    (None, _) | (_, None) => {
                        problems.insert(format!(
                            "{shown}: `tables::{pa}` or `tables::{pb}` is in no layer of this test"
                        ));
                    }
                    _ => {}
                }
            }
        }
    }
    if let Some(circle) = circle(&rooms) {
        problems.insert(format!("the rooms make a circle: {}", circle.join(" -> ")));
    }
    problems.into_iter().collect()
}

fn path_tail(path: &[String]) -> String {
    path.join("::")
}

/// A circle among the rooms' arrows, if there is one.
fn circle(rooms: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        room: &str,
        rooms: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|r| r == room) {
            let mut circle = path[at..].to_vec();
            circle.push(room.to_string());
            return Some(circle);
        }
        if done.contains(room) {
            return None;
        }
        path.push(room.to_string());
        for next in rooms.get(room).into_iter().flatten() {
            if let Some(c) = visit(next, rooms, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(room.to_string());
        None
    }
    let mut done = BTreeSet::new();
    rooms
        .keys()
        .find_map(|room| visit(room, rooms, &mut Vec::new(), &mut done))
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_arrow_between_the_rooms_points_down_and_no_screen_names_another() {
    let problems = broken(&src());
    assert!(
        problems.is_empty(),
        "the layers of src/ are broken:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_room_of_src_is_in_a_layer() {
    for m in modules(&src()) {
        let name = m.file.file_name().map(|n| n.to_string_lossy().to_string());
        if name.is_some_and(|n| n.ends_with("_tests.rs")) {
            continue;
        }
        if let Some(room) = m.path.first() {
            assert!(
                layer_of(LAYERS, room).is_some(),
                "{}: the room `{room}` is in no layer of this test",
                m.file.display()
            );
        }
        if m.path.first().is_some_and(|r| r == "tables") {
            let part = m.path.get(1).map_or("mod", String::as_str);
            assert!(
                layer_of(TABLE_LAYERS, part).is_some(),
                "{}: `tables::{part}` is in no layer of this test",
                m.file.display()
            );
        }
    }
}

/// The reader finds what a file names, however it is written, so that a broken layer cannot hide.
#[test]
fn the_reader_finds_every_way_a_path_is_named() {
    let here: Vec<String> = ["screens", "help", "rules"].map(String::from).to_vec();
    let text = r#"
        use crate::ui::{AppWindow, Nav};
        use crate::{nav::{go, jump}, tables};
        use super::scripture::open; // crate::words::not_this
        fn f() { crate::screens::home::update(); let _ = "crate::models::nor_this"; let _c = '{'; }
        fn g<'a>(x: &'a str) { super::super::menu::wire(); self::inner::h(); }
        mod inner { use super::below; fn h() {} }
        #[cfg(test)]
        mod tests { use crate::screens::saves::peek; }
    "#;
    let found: BTreeSet<String> = named_paths(&here, text)
        .into_iter()
        .map(|p| p.join("::"))
        .collect();
    for expected in [
        "ui::AppWindow",
        "ui::Nav",
        "nav::go",
        "nav::jump",
        "tables",
        "screens::help::scripture::open",
        "screens::home::update",
        "screens::menu::wire",
        "screens::help::rules::inner::h",
        "screens::help::rules::below",
    ] {
        assert!(found.contains(expected), "{expected} in {found:?}");
    }
    assert!(!found
        .iter()
        .any(|p| p.contains("not_this") || p.contains("nor_this")));
    assert!(
        !found.iter().any(|p| p.contains("peek")),
        "a test module may use any room"
    );
}

/// A screen that names another screen, and an arrow up, are found (on a copy of the sources).
#[test]
fn a_screen_naming_another_screen_or_an_arrow_up_is_found() {
    let copy = std::env::temp_dir().join(format!("standfirm-layers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&copy);
    let src_copy = copy.join("src");
    copy_dir(&src(), &src_copy);
    append(
        &src_copy.join("screens/menu.rs"),
        "fn peek() { crate::screens::saves::open_saves; }",
    );
    append(&src_copy.join("words/when.rs"), "use crate::tables::Games;");
    let problems = broken(&src_copy);
    let _ = std::fs::remove_dir_all(&copy);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("the screen `menu` names the screen `screens::saves`")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("`words` names `tables`, a room of its own layer or above")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("circle")),
        "words -> tables -> words: {problems:?}"
    );
}

/// A circle among the files of the crate whose sources are under `src`: the arrows between files that are
/// neither above nor below each other (a `mod.rs` and the files it declares hand names up and down by design).
fn file_circle(src: &Path) -> Option<Vec<String>> {
    let mut files: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to, _) in arrows(src) {
        if to.first().map(String::as_str) == Some(ROOT)
            || to.starts_with(&from)
            || from.starts_with(&to)
        {
            continue;
        }
        files
            .entry(from.join("::"))
            .or_default()
            .insert(to.join("::"));
    }
    circle(&files)
}

#[test]
fn the_engines_and_the_stores_files_make_no_circle() {
    for krate in ["engine", "store"] {
        let src = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(krate)
            .join("src");
        assert_eq!(
            file_circle(&src),
            None,
            "{krate}/src: these files name each other in a circle"
        );
    }
}

#[test]
fn a_circle_between_the_engines_files_is_found() {
    let copy = std::env::temp_dir().join(format!("standfirm-files-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&copy);
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src");
    copy_dir(&engine, &copy);
    // `end.rs` already names `state.rs`; `state.rs` naming `end.rs` back closes a circle.
    append(&copy.join("strongholds/state.rs"), "use super::end::score;");
    let found = file_circle(&copy);
    let _ = std::fs::remove_dir_all(&copy);
    let found = found.expect("a circle");
    assert!(
        found.contains(&"strongholds::end".to_string())
            && found.contains(&"strongholds::state".to_string()),
        "{found:?}"
    );
}

/// Adds `line` at the end of `file` (a planted fault in a copy of the sources).
fn append(file: &Path, line: &str) {
    let mut text = std::fs::read_to_string(file).unwrap();
    text.push_str(&format!("\n{line}\n"));
    std::fs::write(file, text).unwrap();
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}
