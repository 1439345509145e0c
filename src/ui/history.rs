//! The history view: every evening of the folder, searchable, with statistics.
