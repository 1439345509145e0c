//! The review's log: what each event of an evening did, written down once as rows (a game's and a
//! part's headings, a round's entries and why it ended, penalties, notes, results) from the
//! session's one timeline and its story sentences; where each row belongs (game, part) is what the
//! engine's checkpoint before the event says ([`schocken_core::session::state::Effect`]).

use crate::ui::beermat;
use schocken_core::i18n::Lang;
use schocken_core::report::story::{self, Medium};
use schocken_core::report::timeline::{self, Item};
use schocken_core::report::words;
use schocken_core::rules::knobs::Structure;
use schocken_core::session::event::{Event, RoundEntry};
use schocken_core::session::log::Session;
use schocken_core::session::state::{Engine, Part, RoundRecord};
use schocken_core::tr;

/// How a row of the log looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// `Spiel 2 · Anna, Ben, Carl`.
    Game,
    /// `Hälfte 1`.
    Part,
    /// A round's entries, in throwing order.
    Entries,
    /// Why the round ended as it did.
    Explain,
    /// A starter, a roll-off, a penalty's mark, a seat change.
    Event,
    /// The referee's note.
    Note,
    /// A part or a game lost.
    Result,
    /// The round being entered, not yet complete.
    Open,
}

/// One line of the log; every line has the same height.
#[derive(Clone, Debug)]
pub(super) struct Row {
    pub(super) kind: Kind,
    pub(super) game: u32,
    /// `None` for rules with a single half.
    pub(super) part: Option<Part>,
    /// The narrow first column (`Runde 3`).
    pub(super) left: String,
    pub(super) text: String,
    /// Shown when the pointer rests on the row.
    pub(super) hover: Option<String>,
}

/// The log of an evening in one language.
#[derive(Default)]
pub(super) struct Log {
    /// `None` until built (on the first frame, in the language of the moment).
    pub(super) lang: Option<Lang>,
    pub(super) rows: Vec<Row>,
    /// Each game's heading row, in order.
    pub(super) games: Vec<(u32, usize)>,
    /// Each player's line on the tallies and the reasons for his marks.
    pub(super) tallies: Vec<(String, Vec<String>)>,
}

/// `Anna 6-5-4 (2×), Ben nimmt`, for the entries of a round record: the separator of every
/// other list of entries (the table, the summary, a round waiting for its roll-off).
fn entries_text(e: &Engine, r: &RoundRecord) -> String {
    let list: Vec<String> = r
        .entries
        .iter()
        .map(|x| {
            let act = words::act(e.name(x.player), x.act);
            if r.violations.contains(&x.player) { tr!("review-threw-too-often", act = act) } else { act }
        })
        .collect();
    list.join(", ")
}

impl Log {
    /// Writes down what each event did, from the session's timeline, in the current language.
    pub(super) fn build(session: &Session) -> Log {
        let last = session.engine();
        let single = last.rules().structure == Structure::Single;
        let lang = schocken_core::i18n::current();
        let tallies = last
            .players()
            .map(|p| {
                let strokes = beermat::strokes(last.tally(p));
                let mut line = tr!("review-tally-line", name = last.name(p), strokes = strokes);
                if last.scores_points() {
                    line = format!("{line} · {}", tr!("review-tally-points", points = last.points(p)));
                }
                if last.game_begun() && last.part_players().contains(&p) {
                    line = format!("{line} · {}", tr!("review-tally-discs", discs = last.holding(p)));
                }
                (line, beermat::mark_reasons(last, p))
            })
            .collect();
        let mut log = Log { lang: Some(lang), rows: Vec::new(), games: Vec::new(), tallies };
        // Where the rows stand: the heading written last, and the game and part the table is in
        // (the timeline tells a part's end; the next part follows from it).
        let mut at: Option<(u32, Part)> = None;
        // The entries of the last round that ended tied (its roll-offs follow).
        let mut tied_round: &[RoundEntry] = &[];
        for step in timeline::steps(session) {
            // Where the event happened, as the engine's checkpoint before it says.
            let (game, part, rounds_in_part) = (step.effect.game(), step.effect.part(), step.effect.rounds_in_part());
            let mut resolved = false;
            for item in &step.items {
                // A note stays with what came before it (a closing remark is no new game).
                if at.is_none() || !matches!(item, Item::Note(_)) {
                    log.heading(&mut at, (game, part), last, single);
                }
                // A note's row stays where the rows stand (the heading written last).
                let (row_game, row_part) = at.expect("set by heading");
                let row_part = (!single).then_some(row_part);
                let row = |kind, left: String, text: String| Row {
                    kind,
                    game: row_game,
                    part: row_part,
                    left,
                    text,
                    hover: None,
                };
                let told = || story::sentence(last, item, Medium::Review);
                match *item {
                    Item::Note(_) => log.rows.extend(told().map(|text| row(Kind::Note, String::new(), text))),
                    Item::Sudden
                    | Item::Seats(_)
                    | Item::Starter(_)
                    | Item::RollOff(_)
                    | Item::Mark(_)
                    | Item::LustwurfDisc(_) => {
                        log.rows.extend(told().map(|text| row(Kind::Event, String::new(), text)))
                    }
                    // The marks it gave, and a part it lost, follow as their own items.
                    Item::Penalty { .. } => {}
                    Item::Tied(entries) => {
                        tied_round = entries;
                        let left = tr!("review-round", number = rounds_in_part + 1);
                        log.rows.push(row(Kind::Entries, left, words::raw_entries(entries)));
                    }
                    Item::Round { record: r, .. } => {
                        resolved = true;
                        let left = tr!("review-round", number = r.number);
                        let place = match single {
                            true => tr!("review-where-single", game = r.game, round = r.number),
                            false => {
                                tr!("review-where-round", game = r.game, part = words::part(r.part), round = r.number)
                            }
                        };
                        if r.roll_offs.is_empty() {
                            let text = entries_text(last, r);
                            log.rows.push(Row { hover: Some(place.clone()), ..row(Kind::Entries, left, text) });
                        }
                        let holders = words::holders(last, r);
                        let holders = if holders.is_empty() { "—".to_string() } else { holders.join(", ") };
                        let hover = tr!("review-round-hover", place = place, stock = r.stock, holders = holders);
                        let text = format!("→ {}", words::round(last, r));
                        log.rows.push(Row { hover: Some(hover), ..row(Kind::Explain, String::new(), text) });
                    }
                    // Where a game has a single half, its loss is told as the game's.
                    Item::PartLost(p) if !single => {
                        let text = told().unwrap_or_default();
                        log.rows.push(Row { part: Some(p.part), ..row(Kind::Result, String::new(), text) });
                    }
                    Item::PartLost(_) => {}
                    Item::GameOver(g) => {
                        let text = told().unwrap_or_default();
                        log.rows.push(Row { game: g.number, ..row(Kind::Result, String::new(), text) });
                    }
                }
            }
            if matches!(step.event, Event::Round(_) | Event::RollOff(_)) && !resolved {
                let (row_game, row_part) = at.expect("set by heading");
                let text = format!("→ {}", story::tie(&story::tied_after(session, step.index, tied_round)));
                log.rows.push(Row {
                    kind: Kind::Explain,
                    game: row_game,
                    part: (!single).then_some(row_part),
                    left: String::new(),
                    text,
                    hover: None,
                });
            }
        }
        if !session.draft().is_empty() {
            log.heading(&mut at, (last.game(), last.part()), last, single);
            let (game, part) = at.expect("set by heading");
            let text = tr!("review-round-being-entered", entries = words::raw_entries(session.draft()));
            let left = tr!("review-round", number = last.rounds_in_part() + 1);
            log.rows.push(Row { kind: Kind::Open, game, part: (!single).then_some(part), left, text, hover: None });
        }
        log
    }

    /// The game's and the part's headings, when the next row belongs to a new one.
    fn heading(&mut self, at: &mut Option<(u32, Part)>, here: (u32, Part), last: &Engine, single: bool) {
        if at.map(|(g, _)| g) != Some(here.0) {
            let mut text = tr!("review-game", number = here.0);
            // The seating as the game was played (known once it has begun).
            let number = here.0 as usize;
            let game = match last.finished_games().get(number.wrapping_sub(1)) {
                Some(g) => Some(g),
                None => (last.game_begun() && last.game() == here.0).then(|| last.current_game()),
            };
            if let Some(g) = game {
                let names: Vec<&str> = g.seating.iter().map(|&p| last.name(p)).collect();
                text = format!("{text} · {}", names.join(", "));
            }
            self.games.push((here.0, self.rows.len()));
            self.rows.push(Row {
                kind: Kind::Game,
                game: here.0,
                part: (!single).then_some(here.1),
                left: String::new(),
                text,
                hover: None,
            });
        }
        if !single && *at != Some(here) {
            self.rows.push(Row {
                kind: Kind::Part,
                game: here.0,
                part: Some(here.1),
                left: String::new(),
                text: words::part(here.1),
                hover: None,
            });
        }
        *at = Some(here);
    }
}
