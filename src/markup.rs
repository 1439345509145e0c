//! Text inside markup — the club's website, the phones' pages, a picture's SVG: the one escaping.

/// Text as it may stand in an element or in an attribute's quotes, in HTML and in XML (SVG)
/// alike: `&`, `<`, `>` and both quotes escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_sign_that_means_markup_is_escaped() {
        assert_eq!(super::escape(r#"<b>"O'Neil" & Co</b>"#), "&lt;b&gt;&quot;O&#39;Neil&quot; &amp; Co&lt;/b&gt;");
    }
}
