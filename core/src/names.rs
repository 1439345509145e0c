//! Names as people compare, sort, search and abbreviate them: the one place for the rules every
//! list, search and form of the program shares, so "Jörg" is the same person, stands in the same
//! place and is found by the same typing in the history, the statistics, the exports, the
//! tournament's lists and the projector.
//!
//! - **Identity** ([`key`], [`same`]): case, spacing and how a letter is encoded do not make another
//!   person ("anna  müller" is "Anna Müller", a decomposed "Zoe\u{308}" is "Zoë"); letters do ("Jorg" is not "Jörg": two members may be called so).
//! - **Order** ([`order`], [`sort_key`]): German lists as DIN 5007-1 sorts them (umlauts as their
//!   base letters, ß as ss, accents and case aside: Oliver, Ömer, Otto), then names equal so far
//!   without the umlaut first (Muller, Müller), then by the text itself, so the order is total and
//!   the same on every machine.
//! - **Search** ([`Search`]): a keyboard without umlauts finds them ("Jorg" and "Joerg" find
//!   "Jörg", "Barbel" and "Baerbel" find "Bärbel"), ignoring case.
//! - **Initials** ([`initials`], [`fits_initials`]): the first letter of each word and of each part
//!   of a double name, particles kept as written ("Marie-Luise von Hagen": "MLvH").
//! - **Shortened** ([`ShortNames`]): names as a club shows them on the internet ("Klaus M.",
//!   "K. M."), two persons never made one.
//!
//! Pure: no I/O, no GUI.

use std::cmp::Ordering;
use unicode_normalization::UnicodeNormalization as _;

/// The characters of a name's [`key`], made without allocating (sorting compares many names).
/// Composed first (NFC): "Zoe\u{308}" pasted from elsewhere is "Zoë".
fn key_chars(name: &str) -> impl Iterator<Item = char> + '_ {
    name.split_whitespace()
        .enumerate()
        .flat_map(|(i, word)| (i > 0).then_some(' ').into_iter().chain(word.nfc().flat_map(char::to_lowercase)))
}

/// A name as people compare names for identity: words apart by single spaces, lower case.
pub fn key(name: &str) -> String {
    key_chars(name).collect()
}

/// Whether two spellings name the same person (case and spacing aside).
pub fn same(a: &str, b: &str) -> bool {
    key_chars(a).eq(key_chars(b))
}

/// A name as typed, written down: words apart by single spaces, none before or after (case kept),
/// its letters composed (NFC), so a pasted "Zoe\u{308}" is written as "Zoë".
pub fn tidy(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ").nfc().collect()
}

/// `c` (lower case already) as the plain letters a German reader files it under: umlauts and
/// accented letters as their base letter, ß as ss, ligatures spelt out; combining accents (a name
/// typed decomposed) are dropped.
fn plain_of(c: char) -> [Option<char>; 2] {
    let one = match c {
        'ä' | 'à' | 'á' | 'â' | 'ã' | 'å' | 'ā' | 'ă' | 'ą' => 'a',
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => 'c',
        'ď' | 'đ' | 'ð' => 'd',
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => 'e',
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => 'g',
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => 'i',
        'ĺ' | 'ļ' | 'ľ' | 'ł' => 'l',
        'ñ' | 'ń' | 'ņ' | 'ň' => 'n',
        'ö' | 'ò' | 'ó' | 'ô' | 'õ' | 'ø' | 'ō' | 'ŏ' | 'ő' => 'o',
        'ŕ' | 'ř' => 'r',
        'ś' | 'ş' | 'š' | 'ș' => 's',
        'ţ' | 'ť' | 'ț' => 't',
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => 'u',
        'ý' | 'ÿ' => 'y',
        'ź' | 'ż' | 'ž' => 'z',
        'ß' => return [Some('s'), Some('s')],
        'æ' => return [Some('a'), Some('e')],
        'œ' => return [Some('o'), Some('e')],
        '\u{300}'..='\u{36f}' => return [None, None],
        c => c,
    };
    [Some(one), None]
}

/// The plain letters of a text: [`key`]'s form with every letter as [`plain_of`] files it
/// ("Jörg Weiß" → "jorg weiss").
fn plain_chars(text: &str) -> impl Iterator<Item = char> + '_ {
    key_chars(text).flat_map(plain_of).flatten()
}

fn plain(text: &str) -> String {
    plain_chars(text).collect()
}

/// Plain letters with the spellings of umlauts on a keyboard without them read as the base
/// letter ("joerg" → "jorg", "baerbel" → "barbel").
fn without_digraphs(plain: &str) -> String {
    let mut out = String::with_capacity(plain.len());
    let mut chars = plain.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if matches!(c, 'a' | 'o' | 'u') && chars.peek() == Some(&'e') {
            chars.next();
        }
    }
    out
}

/// What a name is sorted by; its `Ord` is [`order`]. For `sort_by_key` and sorted inserts.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SortKey {
    /// DIN 5007-1: base letters, ß as ss, no case.
    letters: String,
    /// Then without the umlaut first (`u` < `ü`); names of one [`key`] stay together.
    key: String,
    /// Then the text itself: only equal names are equal.
    raw: String,
}

pub fn sort_key(name: &str) -> SortKey {
    SortKey { letters: plain(name), key: key(name), raw: name.to_string() }
}

/// The order of names in every alphabetical list (see the module's documentation); the order of
/// their [`sort_key`]s, compared without allocating.
pub fn order(a: &str, b: &str) -> Ordering {
    plain_chars(a).cmp(plain_chars(b)).then_with(|| key_chars(a).cmp(key_chars(b))).then_with(|| a.cmp(b))
}

/// Sorts items alphabetically by their name, each name's key made once.
pub fn sort_by_name<T>(items: &mut [T], name: impl Fn(&T) -> &str) {
    items.sort_by_cached_key(|item| sort_key(name(item)));
}

/// A search typed by a person, matched against names, titles and places: ignoring case, spacing,
/// accents, and whether an umlaut was typed as such, as its base letter or as a digraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    plain: String,
    /// The plain form with digraphs read as umlauts; only tried where `plain` does not match, so
    /// a search for "el" still finds "Michael".
    loose: String,
}

impl Search {
    pub fn new(typed: &str) -> Search {
        let plain = plain(typed);
        Search { loose: without_digraphs(&plain), plain }
    }

    /// Nothing typed but spaces: everything matches.
    pub fn is_empty(&self) -> bool {
        self.plain.is_empty()
    }

    /// Whether the text holds what was typed.
    pub fn finds(&self, text: &str) -> bool {
        let text = plain(text);
        text.contains(&self.plain) || without_digraphs(&text).contains(&self.loose)
    }

    /// Whether the text starts with what was typed (a name offered while it is typed).
    pub fn begins(&self, text: &str) -> bool {
        let text = plain(text);
        text.starts_with(&self.plain) || without_digraphs(&text).starts_with(&self.loose)
    }
}

/// The words of a name for its initials: apart by spaces, and the parts of a double name.
fn initial_words(name: &str) -> impl Iterator<Item = &str> {
    name.split(|c: char| c.is_whitespace() || c == '-').filter(|w| !w.is_empty())
}

/// The initials of a name as written: the first letter of each word and of each part of a double
/// name, particles kept in their case ("Marie-Luise von Hagen" → "MLvH", "Anna Maria" → "AM").
pub fn initials(name: &str) -> String {
    initial_words(name).filter_map(|w| w.chars().next()).collect()
}

/// Whether `typed` is the initials of `name`, in any case and with or without the particles
/// written in lower case: "MLvH", "mlvh" and "MLH" all fit "Marie-Luise von Hagen"; "oc" fits
/// "Ömer Çelik".
pub fn fits_initials(typed: &str, name: &str) -> bool {
    let typed = plain(typed);
    if typed.is_empty() || typed.contains(' ') {
        return false;
    }
    let all = plain(&initials(name));
    let named: String =
        initial_words(name).filter(|w| !w.starts_with(char::is_lowercase)).filter_map(|w| w.chars().next()).collect();
    typed == all || typed == plain(&named)
}

/// How names are shown where the club does not want its members' full names (its website).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NameForm {
    /// The first name and the initial of the last: "Klaus M." (the default).
    #[default]
    First,
    /// Initials alone: "K. M.".
    Initials,
    /// As recorded: "Klaus Müller".
    Full,
}

/// The first `letters` letters of a word (each part of a double name: "Müller-Lüdenscheidt" →
/// "M.-L."), with a full stop; the whole word where that is all of it.
fn abbreviated(word: &str, letters: usize) -> String {
    let parts: Vec<String> = word
        .split('-')
        .map(|part| {
            let count = part.trim_end_matches('.').chars().count();
            if count <= letters { part.to_string() } else { part.chars().take(letters).collect::<String>() + "." }
        })
        .collect();
    parts.join("-")
}

/// A name in `form` with `letters` letters of each shortened word; `None` for letters: written
/// as recorded. A single word stays as it is.
fn shortened(name: &str, form: NameForm, letters: Option<usize>) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    let (Some(letters), [first, .., last]) = (letters, words.as_slice()) else {
        return tidy(name);
    };
    let short = match form {
        NameForm::Full => return tidy(name),
        // The family name is the last word; middle names are left out.
        NameForm::First => format!("{first} {}", abbreviated(last, letters)),
        NameForm::Initials => words.iter().map(|w| abbreviated(w, letters)).collect::<Vec<_>>().join(" "),
    };
    short.nfc().collect()
}

/// The names of everyone a list shows, each shortened in one [`NameForm`] so that two persons
/// never read alike: where two would ("Klaus Müller" and "Klaus Meier", "Klaus M."), both get
/// more letters ("Klaus Mü.", "Klaus Me."), and where no number of letters tells them apart
/// (middle names left out), they are written as recorded. Whether two read alike is
/// [`same`]'s: case, spacing and full stops aside. The outcome does not depend on the order names come in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShortNames {
    shown: std::collections::BTreeMap<String, String>,
}

impl ShortNames {
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>, form: NameForm) -> ShortNames {
        let names: std::collections::BTreeSet<&str> = names.into_iter().collect();
        // Each name's letters so far (`None`: as recorded), raised for those that read alike.
        let mut letters: std::collections::BTreeMap<&str, Option<usize>> =
            names.iter().map(|&n| (n, (form != NameForm::Full).then_some(1))).collect();
        loop {
            // Full stops aside: "Jo Li." would read as "Jo Li".
            let read = |n, l| key(&shortened(n, form, l)).replace('.', "");
            let shown: Vec<(&str, String)> = letters.iter().map(|(&n, &l)| (n, read(n, l))).collect();
            let mut readers: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
            for (_, read) in &shown {
                *readers.entry(read).or_default() += 1;
            }
            let mut changed = false;
            for (name, mine) in &shown {
                let alike = readers[mine.as_str()] > 1;
                let longest = name.split_whitespace().map(|w| w.chars().count()).max().unwrap_or(0);
                if let (true, Some(l)) = (alike, letters[name]) {
                    letters.insert(name, (l < longest).then_some(l + 1));
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        ShortNames { shown: letters.into_iter().map(|(n, l)| (n.to_string(), shortened(n, form, l))).collect() }
    }

    /// How `name` is shown; a name not given to [`ShortNames::new`] as recorded.
    pub fn of(&self, name: &str) -> String {
        self.shown.get(name).cloned().unwrap_or_else(|| name.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(names: &[&str]) -> Vec<String> {
        let mut v: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        sort_by_name(&mut v, String::as_str);
        v
    }

    #[test]
    fn identity_ignores_case_and_spacing_but_not_letters() {
        assert_eq!(key("  Anna   Müller "), "anna müller");
        assert!(same("anna  MÜLLER", "Anna Müller"));
        assert!(!same("Jorg", "Jörg"));
        assert!(!same("Anna", "Anne"));
        // Issue 34: a decomposed umlaut pasted from elsewhere is the same letter, written composed.
        assert!(same("Zoe\u{308} Brandt", "Zoë Brandt"));
        assert_eq!(tidy(" Zoe\u{308}  Brandt"), "Zoë Brandt");
    }

    #[test]
    fn umlauts_sort_next_to_their_base_letters() {
        assert_eq!(sorted(&["Otto", "Ömer", "Oliver"]), ["Oliver", "Ömer", "Otto"]);
        assert_eq!(sorted(&["Bernd", "Bärbel", "Anton", "Zoe"]), ["Anton", "Bärbel", "Bernd", "Zoe"]);
        assert_eq!(sorted(&["Uwe", "Ulf", "Übel"]), ["Übel", "Ulf", "Uwe"]);
        // Against code point order, which puts every umlaut after z.
        let mut code_points = vec!["Ömer", "Otto", "Zacharias"];
        code_points.sort();
        assert_eq!(code_points, ["Otto", "Zacharias", "Ömer"]);
        assert_eq!(sorted(&["Ömer", "Otto", "Zacharias"]), ["Ömer", "Otto", "Zacharias"]);
    }

    #[test]
    fn sharp_s_is_ss_and_case_does_not_count_first() {
        assert_eq!(sorted(&["Weiß", "Weit", "Weis"]), ["Weis", "Weiß", "Weit"]);
        assert_eq!(order("Strauß", "Strauss"), Ordering::Greater, "ß is ss, then the plain spelling first");
        assert_eq!(sorted(&["bernd", "Anton", "Bärbel", "anna"]), ["anna", "Anton", "Bärbel", "bernd"]);
    }

    #[test]
    fn the_order_is_total_and_deterministic() {
        // Equal in letters: without the umlaut first, then capitals first, then spacing.
        assert_eq!(sorted(&["Müller", "muller", "Muller"]), ["Muller", "muller", "Müller"]);
        assert_eq!(order("Anna  B", "Anna B"), Ordering::Less);
        assert_eq!(order("Jörg", "Jörg"), Ordering::Equal);
        assert_ne!(order("Jörg", "Jorg"), Ordering::Equal);
        // Names of one identity key stay together (a sorted list can be de-duplicated by key).
        let list = sorted(&["anna", "Anne", "ANNA", "Änna", "Anna"]);
        let firsts: Vec<_> = list.iter().map(|n| key(n)).collect();
        assert_eq!(firsts, ["anna", "anna", "anna", "änna", "anne"]);
        // `order` is the order of the keys.
        let names = ["Ömer", "Otto", "oliver", "Weiß", "Weiss", "Anna  B", "Anna B", "anna b", "Æsop", "Aesop"];
        for a in names {
            for b in names {
                assert_eq!(order(a, b), sort_key(a).cmp(&sort_key(b)), "{a} {b}");
            }
        }
        // Decomposed umlauts (o + combining diaeresis) sort as the composed ones.
        assert_eq!(sort_key("O\u{308}mer").letters, sort_key("Ömer").letters);
    }

    #[test]
    fn a_search_finds_umlauts_typed_without_them() {
        for typed in ["Jorg", "Joerg", "jörg", "JOERG", "jö"] {
            assert!(Search::new(typed).finds("Jörg Weiß"), "{typed}");
        }
        for typed in ["Baerbel", "Barbel", "bärbel", "rbel"] {
            assert!(Search::new(typed).finds("Bärbel"), "{typed}");
        }
        // The other way round: a name written with a digraph.
        assert!(Search::new("Jörg").finds("Joerg"));
        assert!(Search::new("Jorg").finds("Joerg"));
        // Digraphs in plain names do not hide their parts.
        assert!(Search::new("el").finds("Michael"));
        assert!(Search::new("ael").finds("Michael"));
        assert!(Search::new("weiss").finds("Jörg Weiß"));
        assert!(Search::new("  kalk   oktober ").finds("Kalk Oktober"));
        assert!(!Search::new("Jürgen").finds("Jörg"));
        assert!(!Search::new("Bernd").finds("Bärbel"));
        assert!(Search::new("  ").is_empty());
    }

    #[test]
    fn a_search_begins_names() {
        assert!(Search::new("jo").begins("Jörg"));
        assert!(Search::new("Bae").begins("Bärbel"));
        assert!(!Search::new("rg").begins("Jörg"));
    }

    #[test]
    fn initials_keep_particles_and_double_names() {
        assert_eq!(initials("Marie Luise von Hagen"), "MLvH");
        assert_eq!(initials("Marie-Luise von Hagen"), "MLvH");
        assert_eq!(initials("Anna Maria"), "AM");
        for typed in ["MLvH", "mlvh", "MLH"] {
            assert!(fits_initials(typed, "Marie-Luise von Hagen"), "{typed}");
            assert!(fits_initials(typed, "Marie Luise von Hagen"), "{typed}");
        }
        assert!(fits_initials("oc", "Ömer Çelik"));
        assert!(fits_initials("ÖÇ", "Ömer Çelik"));
        assert!(!fits_initials("MLv", "Marie Luise von Hagen"));
        assert!(!fits_initials("", "Anna"));
        assert!(!fits_initials("a m", "Anna Maria"));
    }

    fn short(names: &[&str], form: NameForm) -> Vec<String> {
        let short = ShortNames::new(names.iter().copied(), form);
        names.iter().map(|n| short.of(n)).collect()
    }

    #[test]
    fn names_shortened_keep_a_first_name_and_an_initial() {
        let names = ["Klaus Müller", "Anna", "Marie-Luise von Hagen", "Hans  Müller-Lüdenscheidt", "Ömer Çelik"];
        assert_eq!(short(&names, NameForm::First), ["Klaus M.", "Anna", "Marie-Luise H.", "Hans M.-L.", "Ömer Ç."]);
        assert_eq!(short(&names, NameForm::Initials), ["K. M.", "Anna", "M.-L. v. H.", "H. M.-L.", "Ö. Ç."]);
        assert_eq!(
            short(&names, NameForm::Full),
            ["Klaus Müller", "Anna", "Marie-Luise von Hagen", "Hans Müller-Lüdenscheidt", "Ömer Çelik"]
        );
        // A name nobody listed is shown as given.
        assert_eq!(ShortNames::new(["Anna"], NameForm::First).of("Ben Becker"), "Ben Becker");
    }

    #[test]
    fn two_persons_shortened_alike_get_more_letters() {
        assert_eq!(
            short(&["Klaus Müller", "Klaus Meier", "Klaus Schmidt"], NameForm::First),
            ["Klaus Mü.", "Klaus Me.", "Klaus S."]
        );
        assert_eq!(short(&["Klaus Müller", "Karl Meier"], NameForm::Initials), ["Kl. Mü.", "Ka. Me."]);
        // Case and spacing make no other person: "KLAUS M." would read as "Klaus M.".
        assert_eq!(short(&["Klaus Müller", "KLAUS Mayer"], NameForm::First), ["Klaus Mü.", "KLAUS Ma."]);
        // Letters run out: a short surname is written whole.
        assert_eq!(short(&["Jo Li", "Jo Lin"], NameForm::First), ["Jo Li", "Jo Lin"]);
        // Only middle names tell them apart: as recorded.
        assert_eq!(
            short(&["Anna Maria Schmidt", "Anna Lena Schmidt"], NameForm::First),
            ["Anna Maria Schmidt", "Anna Lena Schmidt"]
        );
        // A shortened name never reads as another person's name written in full.
        assert_eq!(short(&["Anna S.", "Anna Schmidt"], NameForm::First), ["Anna S.", "Anna Sc."]);
        assert_eq!(short(&["Klaus", "Klaus Müller"], NameForm::First), ["Klaus", "Klaus M."]);
    }

    #[test]
    fn shortened_names_do_not_depend_on_their_order_and_stay_apart() {
        let names = ["Klaus Müller", "Klaus Möller", "Klaus Mueller", "Kai Müller", "Karl Maier", "K. M.", "Klaus M."];
        for form in [NameForm::First, NameForm::Initials, NameForm::Full] {
            let forward = short(&names, form);
            let mut backward = names;
            backward.reverse();
            let mut back = short(&backward, form);
            back.reverse();
            assert_eq!(forward, back, "{form:?}");
            let keys: std::collections::BTreeSet<String> = forward.iter().map(|n| key(n).replace('.', "")).collect();
            assert_eq!(keys.len(), names.len(), "{form:?}: {forward:?}");
        }
    }
}
