//! Numbers as people of the current language write them (German `1.234,5`, English `1,234.5`):
//! one place for every figure the statistics, the till, the club's tab and the spreadsheets show
//! (money, `1.234,50 €` / `€1,234.50`, is `money::Money`'s, written with these marks).

use crate::i18n::Lang;
use crate::tr;

/// The decimal mark and the thousands separator of the current language (German `1.234,5`,
/// English `1,234.5`); the CSV export follows them too, as spreadsheets of that language do.
pub fn number_marks() -> (char, char) {
    match crate::i18n::current() {
        Lang::De => (',', '.'),
        Lang::En => ('.', ','),
    }
}

/// A figure with one decimal: `42,9` / `42.9`.
pub fn decimal(x: f64) -> String {
    format!("{x:.1}").replace('.', &number_marks().0.to_string())
}

/// A share as per cent with one decimal: `42,9 %` / `42.9%`.
pub fn percent(share: f64) -> String {
    tr!("stats-percent", value = decimal(share * 100.0))
}

/// A count with thousands separators: `10.000` / `10,000`.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(number_marks().1);
        }
        out.push(c);
    }
    out
}
