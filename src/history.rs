//! The history: every session file of a folder, loaded off the UI thread into small digests.
