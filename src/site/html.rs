//! HTML's small parts: the frame every page of the website shares
//! (`assets/site/page.html`: doctype, language, character set, viewport, the club's name and
//! logo, the links to the overview and the hall of fame). A leaf: the pages use it.

use crate::markup::escape;
use schocken_core::site::INDEX;
use schocken_core::tr;

/// The frame of every page; its `{…}` are filled by [`fill`].
const FRAME: &str = include_str!("../../assets/site/page.html");

/// `template` with each `{key}` replaced by its value, in one pass (a value's own braces are
/// never read as a placeholder); an unknown key stays as written.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() * 2);
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        match after.find('}').and_then(|end| Some((values.iter().find(|(k, _)| *k == &after[..end])?, end))) {
            Some(((_, value), end)) => {
                out.push_str(value);
                rest = &after[end + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// What every page shows around its own: the club, its logo's file (where it has one) and the
/// page's language.
pub struct Frame<'a> {
    pub club: &'a str,
    pub logo: Option<&'a str>,
    pub lang: &'a str,
}

/// A whole page: the frame around `body` (HTML already), headed `title`; `file`: the page's own
/// file, so its link in the navigation says it is the page shown.
pub fn page(frame: &Frame, file: &str, title: &str, body: &str) -> String {
    let club = escape(frame.club);
    let logo = frame.logo.map_or_else(String::new, |logo| {
        let alt = escape(&tr!("site-logo", club = frame.club));
        // i18n-ok: HTML, no words
        format!(r#"<img class="logo" src="{}" alt="{alt}">"#, escape(logo))
    });
    let fame = schocken_core::site::FAME;
    let links: Vec<String> = [(INDEX, tr!("site-nav-home")), (fame, tr!("site-nav-fame"))]
        .iter()
        .map(|(target, words)| {
            let current = if *target == file { r#" aria-current="page""# } else { "" };
            // i18n-ok: HTML, no words
            format!(r#"<a href="{}"{current}>{}</a>"#, escape(target), escape(words))
        })
        .collect();
    fill(
        FRAME,
        &[
            ("lang", frame.lang),
            ("title", &escape(title)),
            ("club", &club),
            ("logo", &logo),
            ("nav", &escape(&tr!("site-nav"))),
            ("links", &links.join(" ")),
            ("body", body),
            ("footer", &escape(&tr!("site-footer"))),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_placeholders_filled_once() {
        assert_eq!(escape(r#"<b>"Tom" & 'Jerry'</b>"#), "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;");
        assert_eq!(fill("a{x}b{y}c{z}", &[("x", "{y}"), ("y", "2")]), "a{y}b2c{z}");
        assert_eq!(fill("{ open", &[]), "{ open");
    }
}
