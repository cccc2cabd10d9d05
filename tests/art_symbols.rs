//! The Stronghold symbols differ by shape, not colour (`assets/art/check_symbols.py`, in Rust): each of the
//! sixteen `symbol-*.svg` (the fifteen Stronghold symbols and `symbol-any`) is rendered in one colour at 24×24
//! px; a pixel is inked when its alpha is at least 128 of 255. For two symbols A and B,
//!
//! `difference = |inked in exactly one| / |inked in either|` (one minus the Jaccard index),
//!
//! and every pair must reach 0.25. The same measure keeps every symbol apart from the seven anointing icons
//! (the paths of `ui/widgets/chip.slint`). Rendered with resvg, as Slint renders them in the app; only the alpha
//! counts, so one colour or many gives the same inked set, as `colorize` tints them.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

const SIZE: u32 = 24;
const MIN: f64 = 0.25;

fn art() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/art")
}

/// The inked pixels of an SVG rendered into SIZE×SIZE.
fn inked(svg: &[u8]) -> HashSet<(u32, u32)> {
    let tree = Tree::from_data(svg, &Options::default()).expect("the SVG parses");
    let size = tree.size();
    let mut pixmap = Pixmap::new(SIZE, SIZE).expect("a pixmap");
    let transform = Transform::from_scale(SIZE as f32 / size.width(), SIZE as f32 / size.height());
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    let mut set = HashSet::new();
    for (i, pixel) in pixmap.pixels().iter().enumerate() {
        if pixel.alpha() >= 128 {
            set.insert((i as u32 % SIZE, i as u32 / SIZE));
        }
    }
    set
}

fn difference(a: &HashSet<(u32, u32)>, b: &HashSet<(u32, u32)>) -> f64 {
    let either = a.union(b).count();
    let one = a.symmetric_difference(b).count();
    if either == 0 {
        0.0
    } else {
        one as f64 / either as f64
    }
}

/// The sixteen symbols by id ("purple-river", …, "any").
fn symbols() -> BTreeMap<String, HashSet<(u32, u32)>> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(art()).expect("assets/art") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if let Some(id) = name
            .strip_prefix("symbol-")
            .and_then(|n| n.strip_suffix(".svg"))
        {
            let svg = std::fs::read(&path).expect("the SVG reads");
            out.insert(id.to_string(), inked(&svg));
        }
    }
    out
}

/// The seven anointing icons of chip.slint as SVG (a 24×24 viewBox): the first six closed paths in the file
/// (flame, lamp, sun, shield, book, crown) and the shepherd's staff, a 2.6 stroke.
fn anointings() -> Vec<(String, Vec<u8>)> {
    let chip = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/widgets/chip.slint"),
    )
    .expect("chip.slint");
    let mut paths = Vec::new();
    let mut rest = chip.as_str();
    while let Some(start) = rest.find("\"M") {
        let body = &rest[start + 1..];
        let Some(end) = body.find('"') else { break };
        let d = &body[..end];
        if d.ends_with('Z') {
            paths.push(d.to_string());
        }
        rest = &body[end + 1..];
    }
    let svg = |body: String| {
        format!(r#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">{body}</svg>"#)
            .into_bytes()
    };
    let mut out: Vec<(String, Vec<u8>)> = ["flame", "lamp", "sun", "shield", "book", "crown"]
        .into_iter()
        .zip(&paths)
        .map(|(name, d)| {
            (
                name.to_string(),
                svg(format!(
                    r##"<path fill="#000" fill-rule="evenodd" d="{d}"/>"##
                )),
            )
        })
        .collect();
    assert_eq!(
        out.len(),
        6,
        "chip.slint draws six anointings as closed paths"
    );
    if let Some(start) = chip.find("commands: \"M15 23V8.5") {
        let d = &chip[start + "commands: \"".len()..];
        let d = &d[..d.find('"').expect("the staff's path ends")];
        out.push((
            "staff".into(),
            svg(format!(
                r##"<path fill="none" stroke="#000" stroke-width="2.6" d="{d}"/>"##
            )),
        ));
    }
    out
}

#[test]
fn every_pair_of_stronghold_symbols_differs_by_shape() {
    let symbols = symbols();
    assert_eq!(
        symbols.len(),
        16,
        "15 Strongholds and 'any': {:?}",
        symbols.keys()
    );
    assert!(symbols.contains_key("any"), "symbol-any.svg");
    let ids: Vec<&String> = symbols.keys().collect();
    let mut pairs = Vec::new();
    for (i, a) in ids.iter().enumerate() {
        assert!(symbols[*a].len() > 20, "{a} draws something at 24 px");
        for b in &ids[i + 1..] {
            pairs.push((
                difference(&symbols[*a], &symbols[*b]),
                a.as_str(),
                b.as_str(),
            ));
        }
    }
    pairs.sort_by(|x, y| x.0.total_cmp(&y.0));
    println!("closest pairs at {SIZE} px: {:?}", &pairs[..5]);
    let failed: Vec<_> = pairs.iter().filter(|p| p.0 < MIN).collect();
    assert!(failed.is_empty(), "pairs closer than {MIN}: {failed:?}");
    assert_eq!(pairs.len(), 16 * 15 / 2);
}

#[test]
fn no_stronghold_symbol_reuses_an_anointing_shape() {
    let symbols = symbols();
    let anointings: Vec<(String, HashSet<(u32, u32)>)> = anointings()
        .into_iter()
        .map(|(n, svg)| (n, inked(&svg)))
        .collect();
    assert_eq!(anointings.len(), 7);
    let mut closest = Vec::new();
    for (id, s) in &symbols {
        for (name, a) in &anointings {
            closest.push((difference(s, a), id.clone(), name.clone()));
        }
    }
    closest.sort_by(|x, y| x.0.total_cmp(&y.0));
    println!("closest to an anointing: {:?}", &closest[..3]);
    assert!(
        closest[0].0 >= MIN,
        "a symbol too close to an anointing icon: {:?}",
        &closest[..3]
    );
}
