//! The program's files, each written whole or not at all by `atomic`: the club's name and logo in a tournament folder (`club`), the evenings' folder and its locks (`store`), the evenings read for history and
//! statistics (`history`), a tournament folder (`tournament_folder`, the only writer of `turnier.ron`), its tables' codes for
//! phones (`table_codes`), the
//! organiser's time limit (`time_up`), its till (`cash`: entry fees and prize money), the club's player registry
//! (`players`), the sessions folder as the club's books read it (`club_folder`: `verein.ron`, CLUB.md) and its one writer (`club_book`), the members' codes for their own page (`member_codes`), the pictures to share (`share`) and the watcher that notices other programs' writes (`watch`).

pub mod atomic;
pub mod cash;
pub mod club;
pub mod club_book;
pub mod club_folder;
pub mod history;
pub mod listing;
pub mod member_codes;
pub mod os_words;
pub mod players;
pub mod share;
pub mod store;
pub mod table_codes;
pub mod table_status;
pub mod time_up;
pub mod tournament_folder;
pub mod watch;
