//! A past evening, read-only: games, beer mats and every round with the reason for its outcome.
