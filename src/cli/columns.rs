//! The terminal's tables: lines of cells in aligned columns, for every command that prints one
//! (`stats`, `club tab`/`season`, the till's lists). A leaf, so the commands' files share it
//! without using each other.

/// Lines of cells, each column as wide as its widest cell; `right`: the columns aligned right.
pub(crate) fn columns(rows: &[Vec<String>], right: &[usize]) -> String {
    let widths: Vec<usize> =
        (0..rows[0].len()).map(|i| rows.iter().map(|r| r[i].chars().count()).max().unwrap_or(0)).collect();
    let mut out = String::new();
    for row in rows {
        let cells = row.iter().enumerate().map(|(i, cell)| {
            let w = widths[i];
            if right.contains(&i) { format!("{cell:>w$}") } else { format!("{cell:<w$}") }
        });
        out += cells.collect::<Vec<_>>().join("  ").trim_end();
        out.push('\n');
    }
    out
}
