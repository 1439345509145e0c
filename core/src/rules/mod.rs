//! The rules of Schocken as RULES.md states them: pure functions and data, no I/O, no GUI.
//!
//! One module per section of RULES.md, so a rule is found from its section's title:
//!
//! | RULES.md section | module |
//! |---|---|
//! | 2. Classifying a throw | [`throw`] |
//! | 3. Ranking the throws of a round | [`round`] (winner, loser, voluntary take, ties) |
//! | 3. … "Too many throws" (the limit, Vorlegen) | [`throw_limit`] |
//! | 4. Moving discs | [`moving_discs`] (stock, free players, the order of throwing, a part lost) |
//! | 5. Ties by roll-off | [`roll_off`] |
//! | 6. Halves, final, game | [`halves_final_game`] (the parts in order, the final, starters) |
//! | 7. Penalties and drinks (tally marks) | [`penalties`] |
//! | 8. Tournament points | [`tournament_points`] |
//! | 9. Presets (and the knobs of sections 2–8) | [`preset`], [`knobs`]; a club's house rules and idle knobs: [`book`] |
//!
//! The numbers that bound the game and a tournament's tables are in [`limits`]. The session's
//! engine (`session::state`) keeps the state and calls these; the views call them too and never
//! work a rule out by themselves.

pub mod book;
pub mod halves_final_game;
pub mod knobs;
pub mod limits;
pub mod moving_discs;
pub mod outcome;
pub mod penalties;
pub mod preset;
pub mod roll_off;
pub mod round;
pub mod throw;
pub mod throw_limit;
pub mod tournament_points;
