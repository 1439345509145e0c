//! What a page of the club's website holds, as data worded in the language of the moment: its
//! file, its title and its blocks (headings, lines, tables, links). The binary's `site` lays
//! them out as HTML; nothing here knows a tag. A leaf: the pages' makers share these types.

/// The overview's file.
pub const INDEX: &str = "index.html";

/// The hall of fame's file.
pub const FAME: &str = "ruhmeshalle.html";

/// The whole website: the club's name and every page, the overview (`index.html`) first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The club's name as every page heads it.
    pub club: String,
    pub pages: Vec<Page>,
}

/// One page: its file in the website's folder (a plain name, no folder), its title, what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub file: String,
    pub title: String,
    pub blocks: Vec<Block>,
}

/// A part of a page, in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A section's heading.
    Heading(String),
    /// A line of text.
    Line(String),
    Table(Table),
    /// Links to other pages of the site, one a line.
    Links(Vec<Link>),
}

/// Rows of cells under heads; `right`: the columns aligned right (figures); `wrap`: the columns
/// of long words that may break into lines (every other cell stays on one).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub heads: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub right: Vec<usize>,
    pub wrap: Vec<usize>,
}

/// A link to a page of the site: its file, the words linked and a note after them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub file: String,
    pub text: String,
    pub note: Option<String>,
}

/// A name as part of a file name: lower-case ASCII letters and digits, umlauts spelt out, any
/// other run of characters one `-` ("Saison 2026/27" → `saison-2026-27`); `x` where nothing is left.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let spelt: &str = match c {
            'ä' => "ae",
            'ö' => "oe",
            'ü' => "ue",
            'ß' => "ss",
            _ => "",
        };
        if !spelt.is_empty() {
            out.push_str(spelt);
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() { "x".to_string() } else { out }
}

/// Names for files made unique: a second `abend-2026-10-08` is `abend-2026-10-08-2`.
#[derive(Default)]
pub struct Unique(std::collections::BTreeSet<String>);

impl Unique {
    /// `stem` (or `stem-2`, `stem-3`, … where taken) with `.html`, taken from now on.
    pub fn file(&mut self, stem: &str) -> String {
        let mut n = 1;
        loop {
            let name = if n == 1 { format!("{stem}.html") } else { format!("{stem}-{n}.html") };
            if self.0.insert(name.clone()) {
                return name;
            }
            n += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_plain_and_files_unique() {
        assert_eq!(slug("Saison 2026/27"), "saison-2026-27");
        assert_eq!(slug("Größter Pokal!"), "groesster-pokal");
        assert_eq!(slug("  ***  "), "x");
        let mut unique = Unique::default();
        assert_eq!(unique.file("abend-2026-10-08"), "abend-2026-10-08.html");
        assert_eq!(unique.file("abend-2026-10-08"), "abend-2026-10-08-2.html");
        assert_eq!(unique.file("abend-2026-10-08"), "abend-2026-10-08-3.html");
    }
}
