//! The app's fonts carry no TrueType hinting (`tools/fonts/make_fonts.py` writes them from Debian's DejaVu
//! Sans): no font program, no control values, a control-value program that does nothing, and no glyph with
//! instructions. The renderers build a hinting instance for every glyph they draw, so a hinted font ran its
//! programs for each glyph (most of the web app's first frame: tools/fonts/README.md). And they keep the Latin
//! scripts' letters and every character the app writes, no more (a smaller module for the browser).

use std::collections::HashMap;
use std::path::Path;

const FONTS: [&str; 2] = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"];
/// PUSHB[0] 1; POP.
const NOOP_PREP: [u8; 3] = [0xB0, 0x01, 0x21];
/// Where the app's texts are, and the files among them that hold words (as `tools/fonts/make_fonts.py` reads
/// them).
const TEXTS: [&str; 9] = [
    "ui",
    "src",
    "lang",
    "assets",
    "engine/content",
    "engine/src",
    "store/content",
    "store/src",
    "guide/src",
];
const TEXT_FILES: [&str; 7] = ["slint", "rs", "po", "pot", "json", "md", "txt"];

fn u16_at(data: &[u8], at: usize) -> usize {
    u16::from_be_bytes([data[at], data[at + 1]]) as usize
}

fn u32_at(data: &[u8], at: usize) -> usize {
    u32::from_be_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]]) as usize
}

/// The font's tables by tag, from its table directory.
fn tables(data: &[u8]) -> HashMap<String, &[u8]> {
    let count = u16_at(data, 4);
    (0..count)
        .map(|i| {
            let record = 12 + 16 * i;
            let tag = String::from_utf8_lossy(&data[record..record + 4]).into_owned();
            let (offset, length) = (u32_at(data, record + 8), u32_at(data, record + 12));
            (tag, &data[offset..offset + length])
        })
        .collect()
}

/// The length of each glyph's instructions (composite glyphs included), in glyph order.
fn instruction_lengths(tables: &HashMap<String, &[u8]>) -> Vec<usize> {
    let (head, maxp, loca, glyf) = (
        tables["head"],
        tables["maxp"],
        tables["loca"],
        tables["glyf"],
    );
    let glyphs = u16_at(maxp, 4);
    let long = u16_at(head, 50) == 1;
    let offset = |i: usize| {
        if long {
            u32_at(loca, 4 * i)
        } else {
            2 * u16_at(loca, 2 * i)
        }
    };
    (0..glyphs)
        .filter(|&i| offset(i + 1) > offset(i))
        .map(|i| {
            let glyph = &glyf[offset(i)..offset(i + 1)];
            let contours = i16::from_be_bytes([glyph[0], glyph[1]]);
            if contours >= 0 {
                // Simple: the contours' end points, then the instructions' length.
                u16_at(glyph, 10 + 2 * contours as usize)
            } else {
                composite_instructions(glyph)
            }
        })
        .collect()
}

/// A composite glyph's instructions' length (0 when it has none), after its components.
fn composite_instructions(glyph: &[u8]) -> usize {
    const ARGS_ARE_WORDS: usize = 0x0001;
    const HAVE_SCALE: usize = 0x0008;
    const MORE_COMPONENTS: usize = 0x0020;
    const HAVE_X_AND_Y_SCALE: usize = 0x0040;
    const HAVE_TWO_BY_TWO: usize = 0x0080;
    const HAVE_INSTRUCTIONS: usize = 0x0100;
    let mut at = 10;
    loop {
        let flags = u16_at(glyph, at);
        at += 4 + if flags & ARGS_ARE_WORDS != 0 { 4 } else { 2 };
        at += match () {
            _ if flags & HAVE_SCALE != 0 => 2,
            _ if flags & HAVE_X_AND_Y_SCALE != 0 => 4,
            _ if flags & HAVE_TWO_BY_TWO != 0 => 8,
            _ => 0,
        };
        if flags & MORE_COMPONENTS == 0 {
            return if flags & HAVE_INSTRUCTIONS != 0 {
                u16_at(glyph, at)
            } else {
                0
            };
        }
    }
}

#[test]
fn the_fonts_are_drawn_from_their_outlines_without_hinting() {
    for name in FONTS {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/fonts")
            .join(name);
        let data = std::fs::read(&path).expect("the font is committed");
        let tables = tables(&data);
        for tag in ["fpgm", "cvt ", "hdmx", "LTSH", "VDMX"] {
            assert!(!tables.contains_key(tag), "{name} has no '{tag}' table");
        }
        assert_eq!(
            tables["prep"], NOOP_PREP,
            "{name}'s control-value program does nothing"
        );
        assert_eq!(
            u16_at(tables["maxp"], 26),
            0,
            "{name}'s maxSizeOfInstructions"
        );
        let lengths = instruction_lengths(&tables);
        assert!(
            lengths.len() > 1_000,
            "{name} keeps the Latin scripts' glyphs ({})",
            lengths.len()
        );
        assert!(
            lengths.iter().all(|&n| n == 0),
            "{name}: no glyph has instructions"
        );
        assert!(
            tables.contains_key("kern") || tables.contains_key("GPOS"),
            "{name} keeps its kerning"
        );
    }
}

/// Every character in the files of `TEXTS` under `folder`, walked in full.
fn characters_in(folder: &Path, found: &mut std::collections::BTreeSet<char>) {
    for entry in std::fs::read_dir(folder).expect("a folder of the app's texts") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            characters_in(&path, found);
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| TEXT_FILES.contains(&e))
        {
            let text = std::fs::read_to_string(&path).expect("a text file");
            found.extend(text.chars().filter(|&c| c >= ' '));
        }
    }
}

#[test]
fn the_fonts_have_every_character_the_app_writes_and_the_latin_letters() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut written = std::collections::BTreeSet::new();
    for folder in TEXTS {
        characters_in(&root.join(folder), &mut written);
    }
    // The Spanish words, the verses' quotation marks, the suits and the symbols of the screens are among them.
    for c in ['ñ', '¿', '¡', '“', '—', '…', '♠', '♥', '✓', '⚙', '›'] {
        assert!(written.contains(&c), "the app's texts use {c:?}");
    }
    // Names people type: every language written in Latin letters.
    let latin = ('\u{20}'..='\u{7E}').chain('\u{C0}'..='\u{17F}');
    let wanted: Vec<char> = written.iter().copied().chain(latin).collect();
    for name in FONTS {
        let data =
            std::fs::read(root.join("assets/fonts").join(name)).expect("the font is committed");
        let face = ttf_parser::Face::parse(&data, 0).expect("the font reads");
        let missing: String = wanted
            .iter()
            .filter(|&&c| face.glyph_index(c).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "{name} has no glyph for {missing:?}: run tools/fonts/make_fonts.py (tools/fonts/README.md)"
        );
        assert!(
            face.glyph_index('Ж').is_none(),
            "{name} keeps the Latin scripts alone"
        );
    }
}
