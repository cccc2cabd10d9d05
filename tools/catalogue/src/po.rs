//! Reading and writing gettext `.po` files, the subset this project writes: a header, then entries with their
//! uses (`#:`), a `fuzzy` flag, `msgid`, an optional `msgid_plural`, and `msgstr` or `msgstr[n]`.

/// A catalogue: its header (the empty msgid's text) and its entries.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PoFile {
    /// The header's text.
    pub header: String,
    /// The entries.
    pub entries: Vec<Entry>,
}

/// One entry.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Entry {
    /// Where it is used.
    pub uses: Vec<String>,
    /// The English.
    pub id: String,
    /// The English plural.
    pub plural: Option<String>,
    /// The translation: one string, or one per plural form.
    pub strings: Vec<String>,
    /// Marked fuzzy (a guess to be checked).
    pub fuzzy: bool,
}

/// A catalogue's header for `language` ("" for the template) and its plural rule.
pub fn header(language: &str, plural_forms: &str) -> String {
    let forms = if plural_forms.is_empty() {
        "nplurals=2; plural=(n != 1);"
    } else {
        plural_forms
    };
    format!(
        "Project-Id-Version: Stand Firm\nLanguage: {language}\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\nPlural-Forms: {forms}\n"
    )
}

/// A string as a `.po` file quotes it, split after each newline.
fn quote(text: &str) -> String {
    let escaped = |s: &str| {
        s.replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\t', "\\t")
            .replace('\n', "\\n")
    };
    if !text.contains('\n') || text.ends_with('\n') && text.matches('\n').count() == 1 {
        return format!("\"{}\"", escaped(text));
    }
    let mut out = String::from("\"\"");
    for part in text.split_inclusive('\n') {
        out.push_str(&format!("\n\"{}\"", escaped(part)));
    }
    out
}

impl PoFile {
    /// The catalogue as a `.po` file.
    pub fn write(&self) -> String {
        let mut out = format!("msgid \"\"\nmsgstr {}\n", quote(&self.header));
        for e in &self.entries {
            out.push('\n');
            for u in &e.uses {
                out.push_str(&format!("#: {u}\n"));
            }
            if e.fuzzy {
                out.push_str("#, fuzzy\n");
            }
            out.push_str(&format!("msgid {}\n", quote(&e.id)));
            match &e.plural {
                Some(plural) => {
                    out.push_str(&format!("msgid_plural {}\n", quote(plural)));
                    for k in 0..e.strings.len().max(2) {
                        let s = e.strings.get(k).map(String::as_str).unwrap_or("");
                        out.push_str(&format!("msgstr[{k}] {}\n", quote(s)));
                    }
                }
                None => {
                    let s = e.strings.first().map(String::as_str).unwrap_or("");
                    out.push_str(&format!("msgstr {}\n", quote(s)));
                }
            }
        }
        out
    }

    /// Reads a `.po` file; a line it cannot read is an error naming the line.
    pub fn read(text: &str) -> Result<PoFile, String> {
        let mut file = PoFile::default();
        let mut current: Option<Entry> = None;
        // Which string the continuation lines add to: 0 msgid, 1 plural, 2+k msgstr[k].
        let mut field: Option<usize> = None;
        let mut header = true;
        let finish = |e: Option<Entry>, file: &mut PoFile, header: &mut bool| {
            if let Some(e) = e {
                if *header && e.id.is_empty() {
                    file.header = e.strings.first().cloned().unwrap_or_default();
                } else {
                    file.entries.push(e);
                }
                *header = false;
            }
        };
        for (n, raw) in text.lines().enumerate() {
            let line = raw.trim();
            let bad = |why: &str| format!("line {}: {why}: {raw}", n + 1);
            if line.is_empty() {
                continue;
            }
            if let Some(rest) = line.strip_prefix("#:") {
                if current
                    .as_ref()
                    .is_some_and(|e| !e.id.is_empty() || !e.strings.is_empty())
                {
                    finish(current.take(), &mut file, &mut header);
                }
                current
                    .get_or_insert_with(Entry::default)
                    .uses
                    .push(rest.trim().to_string());
                continue;
            }
            if let Some(rest) = line.strip_prefix("#,") {
                if current
                    .as_ref()
                    .is_some_and(|e| !e.id.is_empty() || !e.strings.is_empty())
                {
                    finish(current.take(), &mut file, &mut header);
                }
                if rest.split(',').any(|f| f.trim() == "fuzzy") {
                    current.get_or_insert_with(Entry::default).fuzzy = true;
                }
                continue;
            }
            if line.starts_with('#') {
                continue;
            }
            let (keyword, value) = match line.split_once(' ') {
                Some((k, v)) if !line.starts_with('"') => (k, v.trim()),
                _ => ("", line),
            };
            let value = unquote(value).ok_or_else(|| bad("a string in quotes was expected"))?;
            match keyword {
                "msgid" => {
                    if current
                        .as_ref()
                        .is_some_and(|e| !e.id.is_empty() || !e.strings.is_empty())
                    {
                        finish(current.take(), &mut file, &mut header);
                    }
                    current.get_or_insert_with(Entry::default).id = value;
                    field = Some(0);
                }
                "msgid_plural" => {
                    current
                        .as_mut()
                        .ok_or_else(|| bad("a plural before its msgid"))?
                        .plural = Some(value);
                    field = Some(1);
                }
                "msgstr" => {
                    let e = current
                        .as_mut()
                        .ok_or_else(|| bad("a msgstr before its msgid"))?;
                    e.strings = vec![value];
                    field = Some(2);
                }
                k if k.starts_with("msgstr[") => {
                    let e = current
                        .as_mut()
                        .ok_or_else(|| bad("a msgstr before its msgid"))?;
                    let index: usize = k
                        .trim_start_matches("msgstr[")
                        .trim_end_matches(']')
                        .parse()
                        .map_err(|_| bad("a bad plural index"))?;
                    if e.strings.len() <= index {
                        e.strings.resize(index + 1, String::new());
                    }
                    e.strings[index] = value;
                    field = Some(2 + index);
                }
                "" => {
                    let e = current
                        .as_mut()
                        .ok_or_else(|| bad("a string outside an entry"))?;
                    match field {
                        Some(0) => e.id.push_str(&value),
                        Some(1) => e.plural.get_or_insert_with(String::new).push_str(&value),
                        Some(k) => {
                            let i = k - 2;
                            if e.strings.len() <= i {
                                e.strings.resize(i + 1, String::new());
                            }
                            e.strings[i].push_str(&value);
                        }
                        None => return Err(bad("a string outside an entry")),
                    }
                }
                _ => return Err(bad("a keyword this reader does not know")),
            }
        }
        finish(current.take(), &mut file, &mut header);
        Ok(file)
    }
}

/// The text of a quoted `.po` string.
fn unquote(quoted: &str) -> Option<String> {
    let inner = quoted.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                '"' => out.push('"'),
                '\\' => out.push('\\'),
                other => {
                    out.push('\\');
                    out.push(other);
                }
            }
        } else {
            out.push(c);
        }
    }
    Some(out)
}
