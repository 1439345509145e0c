//! Cards typed but not saved (a half-typed card, one the replay still refuses): kept beside
//! `turnier.ron` in a hidden file of the window's own, written when the organiser leaves a cell
//! (not per keystroke: an atomic, flushed write on an old laptop's disk would lag behind the
//! typing) and when the window closes, so closing it loses none and a crash at most the cell
//! being typed; offered again when the window opens. The tables' session
//! readers pass hidden files over, and nothing but this window (under the organiser's lock)
//! writes it.

use super::note::Note;
use schocken_core::session::log::TableRef;
use schocken_core::tournament::organise::CardRow;
use schocken_core::tournament::{RoundNo, TableNo};
use schocken_core::tr;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The drafts' file in the tournament folder.
const FILE_NAME: &str = ".organiser-drafts.ron";

#[derive(Serialize, Deserialize)]
struct Draft {
    pub(super) round: RoundNo,
    pub(super) table: TableNo,
    pub(super) rows: Vec<CardRow>,
}

pub(super) struct Drafts {
    pub(super) path: PathBuf,
    pub(super) cards: BTreeMap<TableRef, Vec<CardRow>>,
    /// Changed since last written.
    pub(super) dirty: bool,
}

impl Drafts {
    /// The drafts left in `dir`; none where there are none or the file cannot be read (a draft
    /// is no result, and the organiser types the card again).
    pub(super) fn load(dir: &Path) -> Drafts {
        let path = dir.join(FILE_NAME);
        let read: Vec<Draft> =
            std::fs::read_to_string(&path).ok().and_then(|text| ron::from_str(&text).ok()).unwrap_or_default();
        let cards = read.into_iter().map(|d| (TableRef { round: d.round, table: d.table }, d.rows)).collect();
        Drafts { path, cards, dirty: false }
    }

    pub(super) fn get(&self, at: TableRef) -> Option<&Vec<CardRow>> {
        self.cards.get(&at)
    }

    /// Keeps `rows` as the table's draft (`None`: it has none any more), to be written by the
    /// next [`Drafts::flush`].
    pub(super) fn set(&mut self, at: TableRef, rows: Option<Vec<CardRow>>) {
        let changed = match rows {
            Some(rows) => self.cards.insert(at, rows.clone()).is_none_or(|before| before != rows),
            None => self.cards.remove(&at).is_some(),
        };
        self.dirty |= changed;
    }

    /// Writes the file if anything changed since it was last written; the error is worded for
    /// the organiser.
    pub(super) fn flush(&mut self) -> Result<(), String> {
        if !self.dirty {
            return Ok(());
        }
        self.write().map_err(|e| tr!("organiser-draft-not-kept", error = e.to_string()))?;
        self.dirty = false;
        Ok(())
    }

    fn write(&self) -> std::io::Result<()> {
        if self.cards.is_empty() {
            return match std::fs::remove_file(&self.path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            };
        }
        let all: Vec<Draft> = self
            .cards
            .iter()
            .map(|(&TableRef { round, table }, rows)| Draft { round, table, rows: rows.clone() })
            .collect();
        let text =
            ron::ser::to_string_pretty(&all, ron::ser::PrettyConfig::default()).map_err(std::io::Error::other)?;
        crate::io::atomic::write(&self.path, text.as_bytes())
    }

    /// The first table with a draft.
    pub(super) fn first(&self) -> Option<TableRef> {
        self.cards.keys().next().copied()
    }

    /// One phrase per draft, for the footer's list of what is not saved.
    pub(super) fn unsaved(&self) -> Vec<String> {
        self.cards
            .keys()
            .map(|&TableRef { round, table }| tr!("organiser-unsaved-card", round = round, table = table))
            .collect()
    }

    /// What the window says on opening where drafts were left.
    pub(super) fn offered(&self) -> Option<Note> {
        let TableRef { round, table } = self.first()?;
        Some(Note {
            text: crate::ui::said::said!("organiser-draft-offered", round = round, table = table),
            error: false,
        })
    }
}

impl Drop for Drafts {
    /// The window closes: what was typed since the last cell was left is kept too (nobody is
    /// left to tell of a failure; the file then holds the drafts as of the last cell left).
    fn drop(&mut self) {
        let _ = self.flush();
    }
}
