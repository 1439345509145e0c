//! The readable summary of `schocken replay FILE` (without `--json`): the same facts as the
//! JSON, for a person, in the order they happened.

use super::words;
use crate::i18n::Lang;
use crate::session::event::Event;
use crate::session::log::Session;
use crate::session::state::{Awaiting, Engine, MarkReason};
use std::fmt::Write as _;

/// The summary of a whole session.
pub fn summary(session: &Session, lang: Lang) -> String {
    let de = lang == Lang::De;
    let h = session.header();
    let final_state = session.engine();
    let mut out = String::new();
    let label = |de_text: &'static str, en_text: &'static str| if de { de_text } else { en_text };
    if let Some(title) = &h.title {
        let _ = writeln!(out, "{title}");
    }
    if let Some(started) = &h.started {
        let _ = writeln!(out, "{}: {started}", label("Beginn", "Started"));
    }
    if let Some(place) = &h.place {
        let _ = writeln!(out, "{}: {place}", label("Ort", "Place"));
    }
    let description = words::preset(h.rules.preset);
    let _ = writeln!(out, "{}: {} — {description}", label("Regeln", "Rules"), h.rules.preset.id());
    for (knob, was, now) in h.rules.differences() {
        let _ = writeln!(
            out,
            "  {}: {} = {} ({}: {})",
            label("abweichend", "differs"),
            knob.name(),
            now.id(),
            label("Regelwerk", "preset"),
            was.id()
        );
    }
    let _ = writeln!(out, "{}: {}", label("Spieler", "Players"), h.players.join(", "));

    // Replay once more, event by event, and tell what each event brought.
    let mut engine = Engine::new(h.rules.rules().clone(), &h.players).expect("the session was accepted");
    let (mut rounds, mut parts, mut marks, mut games) = (0, 0, 0, 0);
    let mut heading = None;
    for event in session.events() {
        engine.apply(event).expect("the session was accepted");
        let name = |p| engine.name(p);
        match event {
            Event::Note(text) => {
                let _ = writeln!(out, "    {}: {text}", label("Notiz", "Note"));
            }
            Event::Seats(list) => {
                let _ = writeln!(out, "\n{}: {}", label("Neue Sitzordnung", "New seating"), list.join(", "));
            }
            Event::Starter(who) => {
                let _ = writeln!(out, "    {}: {who}", label("Beginner", "Starter"));
            }
            Event::RollOff(sums) => {
                let list: Vec<String> = sums.iter().map(|(n, s)| format!("{n} {s}")).collect();
                let _ = writeln!(out, "    {}: {}", label("Äugeln", "Roll-off"), list.join(", "));
            }
            Event::Penalty { .. } | Event::Round(_) => {}
        }
        for r in &engine.rounds()[rounds..] {
            if heading != Some((r.game, r.part)) {
                if heading.map(|(g, _)| g) != Some(r.game) {
                    let _ = writeln!(out, "\n{} {}", label("Spiel", "Game"), r.game);
                }
                let _ = writeln!(out, "  {}", words::part(r.part));
                heading = Some((r.game, r.part));
            }
            let entries: Vec<String> = r.entries.iter().map(|e| words::act(name(e.player), e.act)).collect();
            let _ = writeln!(out, "    {} {}: {}", label("Runde", "Round"), r.number, entries.join(", "));
            let holders = words::holders(&engine, r);
            let _ = writeln!(
                out,
                "      → {}. Stock {}{}{}",
                words::round(&engine, r),
                r.stock,
                if holders.is_empty() { "" } else { "; " },
                holders.join(", ")
            );
        }
        // A lost game's mark is told by the game's line below.
        for m in engine.marks()[marks..].iter().filter(|m| m.reason != MarkReason::GameLost) {
            let _ = writeln!(out, "    {}", words::mark_for(&engine, m));
        }
        for p in &engine.parts()[parts..] {
            let how = words::lost_by(p.by);
            let _ = writeln!(out, "  → {} {}: {}{how}", words::part(p.part), label("verloren", "lost"), name(p.loser));
        }
        for g in &engine.finished_games()[games..] {
            let how = if g.durchmarsch() { " (Durchmarsch)" } else { "" };
            let loser = g.loser.map_or("", |p| name(p));
            let _ = writeln!(
                out,
                "  ⇒ {} {} {}: {loser}{how}",
                label("Spiel", "Game"),
                g.number,
                label("verloren", "lost")
            );
        }
        (rounds, parts, marks, games) =
            (engine.rounds().len(), engine.parts().len(), engine.marks().len(), engine.finished_games().len());
    }

    let e = final_state;
    let _ = writeln!(out, "\n{}:", label("Striche", "Tally marks"));
    for p in 0..e.names().len() {
        let strokes = "|".repeat(e.tally(p) as usize);
        let _ = writeln!(out, "  {:<16} {:>2} {strokes}", e.name(p), e.tally(p));
    }
    if e.scores_points() {
        let _ = writeln!(out, "{}:", label("Punkte", "Points"));
        for p in 0..e.names().len() {
            let _ = writeln!(out, "  {:<16} {:>4}", e.name(p), e.points(p));
        }
    }
    let next = match e.awaiting() {
        Awaiting::Round => {
            let order: Vec<&str> = e.next_players().unwrap_or_default().into_iter().map(|p| e.name(p)).collect();
            format!(
                "{} {}, {} — {} {} ({})",
                label("Spiel", "game"),
                e.game(),
                words::part(e.part()),
                e.starter().map_or("", |p| e.name(p)),
                label("beginnt", "starts"),
                order.join(", ")
            )
        }
        Awaiting::Starter => {
            label("wer beginnt, ist offen (Beginner eintragen)", "who starts is open (record a starter)").into()
        }
        Awaiting::RollOff(tied) => {
            let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
            format!("{}: {}", label("Äugeln zwischen", "roll-off between"), names.join(", "))
        }
    };
    let _ = writeln!(out, "\n{}: {next}", label("Als Nächstes", "Next"));
    out
}
