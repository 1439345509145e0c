//! The website's pages as HTML: each block of `schocken_core::site`'s model as its element — a
//! heading, a line, a list of links, a table in a box of its own that scrolls sideways on a
//! narrow screen (the page never does) — inside the frame of `html`.

use super::html::{self, Frame};
use crate::markup::escape;
use schocken_core::site::model::{Block, Link, Page, Table};

/// The page's whole HTML.
pub fn page(frame: &Frame, page: &Page) -> String {
    let mut body = String::new();
    // A table's box is named by the heading above it.
    let mut heading = &page.title;
    for block in &page.blocks {
        match block {
            Block::Heading(text) => {
                body += &format!("<h2>{}</h2>\n", escape(text));
                heading = text;
            }
            Block::Line(text) => body += &format!("<p>{}</p>\n", escape(text)),
            Block::Links(links) => body += &list(links),
            Block::Table(table) => body += &self::table(table, heading),
        }
    }
    html::page(frame, &page.file, &page.title, &body)
}

fn list(links: &[Link]) -> String {
    // i18n-ok: HTML, no words
    let mut out = String::from("<ul class=\"links\">\n");
    for link in links {
        let note =
            // i18n-ok: HTML, no words
            link.note.as_ref().map_or_else(String::new, |n| format!(r#" <span class="note">{}</span>"#, escape(n)));
        // i18n-ok: HTML, no words
        out += &format!(r#"<li><a href="{}">{}</a>{note}</li>"#, escape(&link.file), escape(&link.text));
        out.push('\n');
    }
    out + "</ul>\n"
}

/// A table in its own scrolling box (reachable by the keyboard, named `label`).
fn table(t: &Table, label: &str) -> String {
    let class = |i: usize| {
        let mut classes = Vec::new();
        if t.right.contains(&i) {
            classes.push("num");
        }
        if t.wrap.contains(&i) {
            classes.push("wrap");
        }
        if classes.is_empty() { String::new() } else { format!(r#" class="{}""#, classes.join(" ")) }
    };
    let label = escape(label);
    let mut out =
        // i18n-ok: HTML, no words
        format!("<div class=\"scroll\" role=\"region\" aria-label=\"{label}\" tabindex=\"0\">\n<table>\n<thead><tr>");
    for (i, head) in t.heads.iter().enumerate() {
        // i18n-ok: HTML, no words
        out += &format!(r#"<th scope="col"{}>{}</th>"#, class(i), escape(head));
    }
    out += "</tr></thead>\n<tbody>\n";
    for row in &t.rows {
        out += "<tr>";
        for (i, cell) in row.iter().enumerate() {
            out += &format!("<td{}>{}</td>", class(i), escape(cell));
        }
        out += "</tr>\n";
    }
    out + "</tbody>\n</table>\n</div>\n"
}
