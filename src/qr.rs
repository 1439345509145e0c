//! QR codes of the phones' addresses (PHONES.md section 1): a text made into a square of dark and
//! light modules once, here, with `fast_qr`; each medium draws that square its own way — the
//! printed cards as filled squares (`print::tournament`), the terminal as half blocks
//! ([`Qr::half_blocks`]), the organiser's window as painted rectangles (`ui::organiser::phones`).

use fast_qr::{ECL, QRBuilder};

/// Light modules a reader needs around the code (the standard's quiet zone).
pub const QUIET: usize = 4;

/// A QR code: `size` × `size` modules, dark or light.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    size: usize,
    dark: Vec<bool>,
}

impl Qr {
    /// The code of `text` with medium error correction (a card folded or a projector's glare
    /// still reads); `None` only for a text too long for any QR code.
    pub fn new(text: &str) -> Option<Qr> {
        let code = QRBuilder::new(text).ecl(ECL::M).build().ok()?;
        let size = code.size;
        let dark = (0..size * size).map(|i| code.data[i].value()).collect();
        Some(Qr { size, dark })
    }

    /// Modules along a side, without the quiet zone.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the module in column `x`, row `y` is dark (outside the code: light).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// Each row's runs of dark modules as (first column, length): what a drawing fills, one
    /// rectangle per run rather than per module.
    pub fn dark_runs(&self) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        (0..self.size).flat_map(move |y| {
            let mut runs = Vec::new();
            let mut x = 0;
            while x < self.size {
                if self.is_dark(x, y) {
                    let start = x;
                    while x < self.size && self.is_dark(x, y) {
                        x += 1;
                    }
                    runs.push((y, start, x - start));
                } else {
                    x += 1;
                }
            }
            runs
        })
    }

    /// The code for a terminal, two rows of modules per line in Unicode half blocks, with its
    /// quiet zone. Light modules are printed as blocks (the terminal's foreground) and dark ones
    /// as blanks, as `qrencode -t UTF8` does: on the usual dark terminal that is dark on light.
    pub fn half_blocks(&self) -> String {
        let span = self.size + 2 * QUIET;
        let light = |x: usize, y: usize| {
            let inside = |v: usize| (QUIET..QUIET + self.size).contains(&v);
            !(inside(x) && inside(y) && self.is_dark(x - QUIET, y - QUIET))
        };
        let mut out = String::new();
        for y in (0..span).step_by(2) {
            for x in 0..span {
                let below = y + 1 < span && light(x, y + 1);
                out.push(match (light(x, y), below) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                });
            }
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_makes_a_square_with_finder_patterns() {
        let qr = Qr::new("http://192.168.1.20:8080/t/K7MQX-P4TRW").unwrap(); // i18n-ok
        assert_eq!((qr.size() - 17) % 4, 0, "a QR version's size");
        // The finder pattern's dark ring and light ring in the top left corner.
        assert!(qr.is_dark(0, 0) && qr.is_dark(6, 0) && qr.is_dark(0, 6));
        assert!(!qr.is_dark(1, 1) && qr.is_dark(2, 2));
        assert!(!qr.is_dark(qr.size(), 0), "outside is light");
        let runs: usize = qr.dark_runs().map(|(_, _, n)| n).sum();
        let dark = (0..qr.size()).flat_map(|y| (0..qr.size()).map(move |x| (x, y))).filter(|&(x, y)| qr.is_dark(x, y));
        assert_eq!(runs, dark.count());
    }

    #[test]
    fn the_terminal_form_has_a_line_per_two_rows_and_the_quiet_zone() {
        let qr = Qr::new("http://127.0.0.1:8080/").unwrap(); // i18n-ok
        let text = qr.half_blocks();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), (qr.size() + 2 * QUIET).div_ceil(2));
        assert!(lines.iter().all(|l| l.chars().count() == qr.size() + 2 * QUIET));
        assert!(lines[0].chars().all(|c| c == '█'), "the quiet zone is light");
    }
}
