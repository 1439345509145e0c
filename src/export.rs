//! CSV and JSON exports of results and statistics (for spreadsheets and other tools).
