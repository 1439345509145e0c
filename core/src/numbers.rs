//! Numbers and money as people of the current language write them (German `1.234,5` and
//! `1.234,50 €`, English `1,234.5` and `€1,234.50`), and amounts as they are typed. One place for
//! every figure the statistics, the till, the club's tab and the spreadsheets show.

use crate::i18n::Lang;
use crate::money::Money;
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

/// An amount as people of the current language write it: `1.234,50 €` / `€1,234.50`; a
/// negative one (a credit) with the minus sign U+2212 before it all, `−1,40 €` / `−€1.40`
/// (never `€-1.40`: the sign belongs to the amount, not inside it).
pub fn euro(amount: Money) -> String {
    let cents = amount.as_cents();
    let (decimal, _) = number_marks();
    let sign = if cents < 0 { "\u{2212}" } else { "" };
    let abs = cents.unsigned_abs();
    let whole = grouped((abs / 100) as usize);
    let amount = format!("{whole}{decimal}{:02}", abs % 100);
    tr!("fees-euro", sign = sign, amount = amount)
}

/// An amount as typed: `5`, `5,50`, `5.50`, `1.234,50`, `5,50 €`, `€5.50`; `None` where it is
/// none (or more than a million euros, which no bar takes).
pub fn parse_euro(text: &str) -> Option<Money> {
    let text: String = text.chars().filter(|c| !c.is_whitespace() && *c != '€').collect();
    // A comma is always the decimal mark (German); without one a point is, where one or two
    // digits follow it (`5.50`), else it groups thousands (`1.234`).
    let (whole, fraction) = match text.rsplit_once(',') {
        Some((_, "")) => return None,
        Some((whole, fraction)) => (whole.replace('.', ""), fraction.to_string()),
        None => match text.rsplit_once('.') {
            Some((whole, fraction)) if (1..=2).contains(&fraction.len()) => (whole.to_string(), fraction.to_string()),
            _ => (text.replace('.', ""), String::new()),
        },
    };
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if !digits(&whole) || !(fraction.is_empty() || (digits(&fraction) && fraction.len() <= 2)) {
        return None;
    }
    let euros: i64 = whole.parse().ok().filter(|&e| e <= 1_000_000)?;
    let cents: i64 = if fraction.is_empty() { 0 } else { format!("{fraction:0<2}").parse().ok()? };
    Some(Money::cents(euros * 100 + cents))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, scoped};

    #[test]
    fn a_credit_has_its_minus_sign_before_the_amount() {
        scoped(Lang::En, || {
            assert_eq!(euro(Money::cents(-140)), "\u{2212}€1.40");
            assert_eq!(euro(Money::cents(123_450)), "€1,234.50");
        });
        scoped(Lang::De, || {
            assert_eq!(euro(Money::cents(-140)), "\u{2212}1,40\u{a0}€");
            assert_eq!(euro(Money::cents(0)), "0,00\u{a0}€");
        });
    }
}
