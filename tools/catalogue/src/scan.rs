//! Finding the strings to translate in a `.slint` or a Rust source, and the holes of a string.

/// A string found: its English, its English plural, and its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The English text.
    pub id: String,
    /// The English plural.
    pub plural: Option<String>,
    /// The line it starts on (from 1).
    pub line: usize,
}

/// The `@tr(…)` strings of a `.slint` file.
pub fn slint(text: &str) -> Result<Vec<Found>, String> {
    let mut out = Vec::new();
    let mut rest = 0;
    while let Some(at) = text[rest..].find("@tr(") {
        let start = rest + at + 4;
        let line = line_of(text, start);
        let mut i = skip_space(text, start);
        let first = literal(text, &mut i, Quote::Slint).map_err(|e| format!("line {line}: {e}"))?;
        i = skip_space(text, i);
        let mut id = first;
        // A context (`@tr("ctx" => "text")`) is not used: the catalogue has none.
        if text[i..].starts_with("=>") {
            return Err(format!(
                "line {line}: a translation context is not used in this app"
            ));
        }
        let mut plural = None;
        if text[i..].starts_with('|') {
            i = skip_space(text, i + 1);
            plural =
                Some(literal(text, &mut i, Quote::Slint).map_err(|e| format!("line {line}: {e}"))?);
        }
        id = id.to_string();
        out.push(Found { id, plural, line });
        rest = i;
    }
    Ok(out)
}

/// The macros of Rust sources whose first string (and, for a plural, second) is extracted.
const RUST_MACROS: &[(&str, bool)] = &[
    ("tr!(", false),
    ("trn!(", true),
    ("msg!(", false),
    ("msg_plural!(", true),
];

/// The strings of the translation macros in a Rust source.
pub fn rust(text: &str) -> Result<Vec<Found>, String> {
    let mut code = strip_comments(text);
    // A unit test module shows nothing to a player: the code from it on is not read.
    let mut from = 0;
    while let Some(at) = code[from..].find("#[cfg(test)]") {
        let at = from + at;
        let after = code[at + "#[cfg(test)]".len()..].trim_start();
        if after.starts_with("mod tests {") {
            code.truncate(at);
            break;
        }
        from = at + 1;
    }
    let mut out = Vec::new();
    for &(name, plural) in RUST_MACROS {
        let mut rest = 0;
        while let Some(at) = code[rest..].find(name) {
            let begin = rest + at;
            rest = begin + name.len();
            // `msg!(` inside `smsg!(` or a path like `words::msg!(` is fine; an identifier before it is not ours.
            let before = code[..begin].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            // The macro's own definition (`macro_rules! msg`) has no string after it.
            let line = line_of(&code, begin);
            let mut i = skip_space(&code, rest);
            if !code[i..].starts_with('"') {
                continue;
            }
            let id =
                literal(&code, &mut i, Quote::Rust).map_err(|e| format!("line {line}: {e}"))?;
            let plural = if plural {
                i = skip_space(&code, i);
                if !code[i..].starts_with(',') {
                    return Err(format!(
                        "line {line}: {name}…) needs its plural string second"
                    ));
                }
                i = skip_space(&code, i + 1);
                Some(literal(&code, &mut i, Quote::Rust).map_err(|e| format!("line {line}: {e}"))?)
            } else {
                None
            };
            out.push(Found { id, plural, line });
            rest = i;
        }
    }
    out.sort_by_key(|f| f.line);
    Ok(out)
}

#[derive(Clone, Copy, PartialEq)]
enum Quote {
    Slint,
    Rust,
}

/// The string literal at `text[*i..]` (which must start with `"`), unescaped; `*i` moves past it.
fn literal(text: &str, i: &mut usize, quote: Quote) -> Result<String, String> {
    let bytes = text.as_bytes();
    if bytes.get(*i) != Some(&b'"') {
        return Err("a string literal was expected".into());
    }
    let mut out = String::new();
    let mut chars = text[*i + 1..].char_indices();
    while let Some((k, c)) = chars.next() {
        match c {
            '"' => {
                *i += 1 + k + 1;
                return Ok(out);
            }
            '\\' => match chars.next() {
                Some((_, 'n')) => out.push('\n'),
                Some((_, 't')) => out.push('\t'),
                Some((_, '"')) => out.push('"'),
                Some((_, '\\')) => out.push('\\'),
                // Slint's `\{` is a literal brace.
                Some((_, '{')) if quote == Quote::Slint => out.push_str("{{"),
                // Rust's line continuation: the newline and the next line's leading spaces go.
                Some((_, '\n')) if quote == Quote::Rust => {
                    let rest = chars.as_str();
                    let skip = rest.len() - rest.trim_start().len();
                    for _ in 0..rest[..skip].chars().count() {
                        chars.next();
                    }
                }
                Some((_, 'u')) => {
                    let rest = chars.as_str();
                    let end = rest.find('}').ok_or("a bad \\u escape")?;
                    let code =
                        u32::from_str_radix(&rest[1..end], 16).map_err(|_| "a bad \\u escape")?;
                    out.push(char::from_u32(code).ok_or("a bad \\u escape")?);
                    for _ in 0..=rest[..end].chars().count() {
                        chars.next();
                    }
                }
                Some((_, other)) => {
                    return Err(format!("an escape \\{other} this tool does not read"))
                }
                None => break,
            },
            c => out.push(c),
        }
    }
    Err("a string literal is not closed".into())
}

fn skip_space(text: &str, mut i: usize) -> usize {
    while let Some(c) = text[i..].chars().next() {
        if c.is_whitespace() {
            i += c.len_utf8();
        } else {
            break;
        }
    }
    i
}

fn line_of(text: &str, at: usize) -> usize {
    text[..at].matches('\n').count() + 1
}

/// The source with its `//` comments blanked (so that a documented example is not taken for a string); lines
/// and positions stay.
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_string = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            if c == '\\' {
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        if c == '"' {
            in_string = true;
            out.push(c);
        } else if c == '/' && chars.peek() == Some(&'/') {
            for n in chars.by_ref() {
                if n == '\n' {
                    out.push('\n');
                    break;
                }
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The holes of a string, sorted: `{name}`, `{}`, `{0}` (`{{` is a brace, not a hole).
pub fn holes(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('{') {
        let tail = &rest[i..];
        if let Some(after) = tail.strip_prefix("{{") {
            rest = after;
            continue;
        }
        match tail.find('}') {
            Some(end) => {
                out.push(tail[..=end].to_string());
                rest = &tail[end + 1..];
            }
            None => break,
        }
    }
    out.sort();
    out
}
