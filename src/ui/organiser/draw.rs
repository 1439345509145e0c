//! The draw of a round: proposed from a seed (`draw::propose`: the points draw, or the knock-out
//! qualifiers in a snake), shown, re-drawn, two players swapped by hand, then started
//! (`Edit::Draw`). Before a round's first card a re-draw or a swap is an `Edit::Draw` too, which
//! rewrites the round's `Draw` event in place.

use schocken_core::tournament::RoundNo;
use schocken_core::tournament::draw::{Bounds, Proposal};
use schocken_core::tournament::file::RoundKind;
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::replay::Tournament;

/// The width of a table's box.
pub(super) const TABLE_WIDTH: f32 = 210.0;

pub(super) struct DrawForm {
    pub(super) bounds: Bounds,
    pub(super) knockout: bool,
    pub(super) games: u32,
    pub(super) lives: u32,
    pub(super) advance: u32,
    /// How many of the standings' best the knock-out round seats.
    pub(super) qualifiers: usize,
    /// A proposal shown, not started (not in the file).
    pub(super) proposal: Option<Proposal>,
    /// The first player clicked for a swap.
    pub(super) picked: Option<Pid>,
    /// Two start numbers to swap, typed.
    pub(super) swap: String,
    /// "Neu auslosen" was pressed while table sessions of the round exist: pressed again, it
    /// re-draws.
    pub(super) confirm_redraw: bool,
    /// "Vorschlag" was pressed while the last round has tables without results or the
    /// knock-out cut runs through a shared place: pressed again, it proposes anyway.
    pub(super) confirm_propose: bool,
}

impl DrawForm {
    /// The round of a proposal shown and not started: unsaved.
    pub(super) fn proposed_round(&self) -> Option<RoundNo> {
        self.proposal.as_ref().map(|p| p.round)
    }

    /// Drops the proposal (made for a field of players that changed under it).
    pub(super) fn drop_proposal(&mut self) {
        self.proposal = None;
    }

    /// The settings of the latest round, or the defaults (4–4, 5 games).
    pub(super) fn new(t: &Tournament) -> DrawForm {
        let mut form = DrawForm {
            bounds: Bounds::default(),
            knockout: false,
            games: 5,
            lives: 2,
            advance: 1,
            qualifiers: 16,
            proposal: None,
            picked: None,
            swap: String::new(),
            confirm_redraw: false,
            confirm_propose: false,
        };
        if let Some((round, games)) = t.rounds.iter().rev().find_map(|r| match r.kind {
            RoundKind::Points { games } => Some((r, games)),
            RoundKind::KnockOut { .. } => None,
        }) {
            let sizes = round.tables.iter().map(|t| t.players.len());
            form.bounds = Bounds { min: sizes.clone().min().unwrap_or(4), max: sizes.max().unwrap_or(4) };
            form.games = games.get();
        }
        form
    }
}

/// A seed nobody can foresee (the file keeps it, so the draw can be shown again): from the
/// standard library's per-process random hashing keys, not from a clock.
pub(super) fn fresh_seed() -> u64 {
    use std::hash::BuildHasher as _;
    std::collections::hash_map::RandomState::new().hash_one(0u8)
}
