//! Choosing a player by keys, the way a referee names him: by his seat number (the order the
//! table is seated in, as the seating dialog numbers it) or by the first letters of his name.
//!
//! Up to nine seats a digit chooses at once. From ten on, `1` could still be 10, 11 or 12: it
//! waits for a second digit, or for Enter (`1` Enter is seat 1, `1` `2` is seat 12). Letters
//! choose as soon as only one name starts with them (`B` for Bernd; `Bä` or `Be` where Bärbel
//! sits too); a name that begins another (`Jo` beside `Jochen`) is typed whole, then Enter.
//! Nothing waits on a timer: what is typed stays on screen until it names a player, Backspace
//! takes it back, and each button shows its number and underlines the letters that choose it.

use super::commands::Cmd;
use eframe::egui::{self, Event, Key, RichText};
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::state::Engine;
use schocken_core::tr;

/// What has been typed towards a player.
#[derive(Clone, Debug, Default)]
pub struct Picker {
    typed: String,
}

/// One player offered: his seat number (none if he is not at the table now) and his name.
#[derive(Clone, Copy, Debug)]
struct Offer<'a> {
    seat: Option<usize>,
    name: &'a str,
}

impl Picker {
    /// The buttons for `players` (each `3 · Carl`), and the keys if `keys` (no dialog over the
    /// table, nothing else waiting). Returns the player chosen by key or click.
    pub fn ui(&mut self, ui: &mut egui::Ui, e: &Engine, players: &[PlayerId], keys: bool) -> Option<PlayerId> {
        let offers: Vec<Offer<'_>> = players
            .iter()
            .map(|&p| Offer { seat: e.seating().iter().position(|&q| q == p).map(|i| i + 1), name: e.name(p) })
            .collect();
        let mut chosen = None;
        if keys {
            let enter = self.read(ui);
            chosen = choose(&self.typed, &offers, enter);
        }
        let candidates = candidates(&self.typed, &offers);
        if !self.typed.is_empty() {
            let typed = self.typed.as_str();
            match candidates.is_empty() {
                true => {
                    let key = Cmd::PickerErase.shortcut_text(ui.ctx());
                    ui.colored_label(ui.visuals().error_fg_color, tr!("table-pick-nobody", typed = typed, key = key))
                }
                false => {
                    let key = Cmd::TableGoOn.shortcut_text(ui.ctx());
                    ui.label(RichText::new(tr!("table-pick-typed", typed = typed, key = key)).strong())
                }
            };
        }
        for (i, (&p, offer)) in players.iter().zip(&offers).enumerate() {
            let marked = !self.typed.is_empty() && candidates.contains(&i);
            let button =
                egui::Button::new(label(ui, *offer, &offers)).selected(marked).min_size(egui::vec2(220.0, 34.0));
            if ui.add(button).clicked() {
                chosen = Some(i);
            }
            if chosen == Some(i) {
                self.typed.clear();
                return Some(p);
            }
        }
        None
    }

    /// Takes this frame's digits, letters, Backspace and Enter out of the input; returns whether
    /// Enter was pressed. A digit key comes with its text on a real keyboard; a key alone (a
    /// keypad without text, a test) counts as well, but never twice.
    fn read(&mut self, ui: &egui::Ui) -> bool {
        let (mut text, mut digits, mut back, mut enter) = (String::new(), String::new(), 0, false);
        ui.input_mut(|i| {
            i.events.retain(|event| match event {
                Event::Text(t) if t.chars().all(|c| c.is_alphanumeric() || c == ' ') => {
                    text.push_str(t);
                    false
                }
                Event::Key { key, pressed: true, modifiers, .. } if modifiers.is_none() => {
                    // Backspace and Enter are the command table's rows; the digits are typing.
                    let is =
                        |cmd: Cmd| cmd.shortcuts().iter().any(|k| k.logical_key == *key && k.modifiers == *modifiers);
                    if is(Cmd::PickerErase) {
                        back += 1;
                    } else if is(Cmd::TableGoOn) {
                        enter = true;
                    } else {
                        match digit(*key) {
                            Some(d) => digits.push(d),
                            None => return true,
                        }
                    }
                    false
                }
                _ => true,
            });
        });
        for _ in 0..back {
            self.typed.pop();
        }
        if !text.chars().any(|c| c.is_ascii_digit()) {
            text.push_str(&digits);
        }
        for c in text.chars() {
            let number = !self.typed.is_empty() && self.typed.chars().all(|c| c.is_ascii_digit());
            match c {
                ' ' if self.typed.is_empty() || number => continue,
                c if c.is_ascii_digit() != number => self.typed.clear(),
                _ => {}
            }
            self.typed.push(c);
        }
        enter
    }
}

fn digit(key: Key) -> Option<char> {
    let keys =
        [Key::Num0, Key::Num1, Key::Num2, Key::Num3, Key::Num4, Key::Num5, Key::Num6, Key::Num7, Key::Num8, Key::Num9];
    keys.iter().position(|&k| k == key).and_then(|d| char::from_digit(d as u32, 10))
}

fn is_number(typed: &str) -> bool {
    !typed.is_empty() && typed.chars().all(|c| c.is_ascii_digit())
}

/// The offers the typed text may still mean (all while nothing is typed).
fn candidates(typed: &str, offers: &[Offer<'_>]) -> Vec<usize> {
    let lower = typed.to_lowercase();
    (0..offers.len())
        .filter(|&i| match is_number(typed) {
            true => offers[i].seat.is_some_and(|s| s.to_string().starts_with(typed)),
            false => offers[i].name.to_lowercase().starts_with(&lower),
        })
        .collect()
}

/// The offer the typed text names: a seat number that no longer one begins, or the start of
/// only one name; with Enter also a number or a whole name that begins others.
fn choose(typed: &str, offers: &[Offer<'_>], enter: bool) -> Option<usize> {
    if typed.is_empty() {
        return None;
    }
    let candidates = candidates(typed, offers);
    let exact = candidates.iter().copied().find(|&i| match is_number(typed) {
        true => offers[i].seat.map(|s| s.to_string()).as_deref() == Some(typed),
        false => schocken_core::names::same(offers[i].name, typed),
    });
    match candidates.as_slice() {
        [only] if !is_number(typed) || exact.is_some() => Some(*only),
        _ if enter => exact,
        _ => None,
    }
}

/// How many letters of `offers[i]`'s name choose him alone (all of it if it begins another).
fn letters(name: &str, offers: &[Offer<'_>]) -> usize {
    let lower = name.to_lowercase();
    let chars: Vec<char> = lower.chars().collect();
    (1..=chars.len())
        .find(|&k| {
            let start: String = chars[..k].iter().collect();
            offers.iter().filter(|o| o.name.to_lowercase().starts_with(&start)).count() == 1
        })
        .unwrap_or(chars.len())
}

/// `3 · Carl`, the letters that choose him underlined; the text a screen reader (and a test)
/// reads is the plain `3 · Carl`.
fn label(ui: &egui::Ui, offer: Offer<'_>, offers: &[Offer<'_>]) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style();
    let add = |job: &mut egui::text::LayoutJob, text: RichText| {
        text.size(18.0).append_to(job, style, egui::FontSelection::Default, egui::Align::Center);
    };
    if let Some(seat) = offer.seat {
        add(&mut job, RichText::new(format!("{seat} · ")).strong());
    }
    let k = letters(offer.name, offers);
    let split = offer.name.char_indices().nth(k).map_or(offer.name.len(), |(at, _)| at);
    add(&mut job, RichText::new(&offer.name[..split]).underline());
    add(&mut job, RichText::new(&offer.name[split..]));
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(names: &[&'static str]) -> Vec<Offer<'static>> {
        names.iter().enumerate().map(|(i, &name)| Offer { seat: Some(i + 1), name }).collect()
    }

    const TWELVE: [&str; 12] =
        ["Anna", "Bernd", "Bärbel", "Carl", "Dora", "Emil", "Fritz", "Gökhan", "Jo", "Jochen", "Karl", "Lea"];

    #[test]
    fn a_digit_chooses_at_once_up_to_nine_seats() {
        let nine = table(&TWELVE[..9]);
        assert_eq!(choose("1", &nine, false), Some(0));
        assert_eq!(choose("9", &nine, false), Some(8));
        assert_eq!(choose("0", &nine, false), None);
    }

    #[test]
    fn from_ten_seats_one_waits_for_a_second_digit_or_enter() {
        let twelve = table(&TWELVE);
        assert_eq!(choose("1", &twelve, false), None);
        assert_eq!(candidates("1", &twelve), [0, 9, 10, 11]);
        assert_eq!(choose("1", &twelve, true), Some(0));
        assert_eq!(choose("10", &twelve, false), Some(9));
        assert_eq!(choose("12", &twelve, false), Some(11));
        assert_eq!(choose("2", &twelve, false), Some(1));
        assert_eq!(choose("13", &twelve, true), None);
        // The seat numbers stay those of the table when only some are offered.
        let some: Vec<Offer<'_>> = twelve.iter().copied().filter(|o| o.seat != Some(1)).collect();
        assert_eq!(choose("1", &some, false), None, "1 alone does not jump to 10");
        assert_eq!(choose("1", &some, true), None);
        assert_eq!(choose("11", &some, false), Some(9));
    }

    #[test]
    fn letters_choose_once_only_one_name_starts_with_them() {
        let twelve = table(&TWELVE);
        assert_eq!(choose("a", &twelve, false), Some(0));
        assert_eq!(choose("B", &twelve, false), None);
        assert_eq!(choose("Be", &twelve, false), Some(1));
        assert_eq!(choose("bä", &twelve, false), Some(2));
        assert_eq!(choose("Jo", &twelve, false), None);
        assert_eq!(choose("Jo", &twelve, true), Some(8));
        assert_eq!(choose("joc", &twelve, false), Some(9));
        assert_eq!(choose("x", &twelve, true), None);
        assert_eq!(letters("Bernd", &twelve), 2);
        assert_eq!(letters("Anna", &twelve), 1);
        assert_eq!(letters("Jo", &twelve), 2);
        assert_eq!(letters("Jochen", &twelve), 3);
    }
}
