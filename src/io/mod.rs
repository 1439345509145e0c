//! The program's files: the evenings' folder and its locks (`store`), the evenings read for history and
//! statistics (`history`), a tournament folder (`tournament_folder`, the only writer of `turnier.ron`), the
//! organiser's time limit (`time_up`) and the watcher that notices other programs' writes (`watch`).

pub mod history;
pub mod store;
pub mod time_up;
pub mod tournament_folder;
pub mod watch;
