//! Issue 34 (phones), refusals said as they are: a wrong code's page repeats the code typed (and
//! keeps it in its field), a throw for a player of the tournament who sits elsewhere names him
//! and the table, and a finished table answers a stale throw with its finished sentence rather
//! than a conflict.

use serde_json::Value;

mod common;
use common::http::{codes, entry, get, position, request, start};
use common::play::{lose_game, throw};

#[test]
fn a_wrong_codes_page_repeats_the_code_typed_and_keeps_it_in_its_field() {
    let temp = common::drawn_by_hand(
        "phones-wrong-code",
        &["Anna", "Ben", "Carl"],
        r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl"]])"#,
    );
    let server = start(&temp.0);
    let page = get(server.addr(), "/t/abcde-fghjk");
    assert_eq!(page.status, 404);
    assert!(page.body.contains("Getippt: „abcde-fghjk“"), "{}", page.body);
    assert!(page.body.contains(r#"value="abcde-fghjk""#), "{}", page.body);
    // Markup typed is text on the page, never markup.
    let page = get(server.addr(), "/t/%3Cb%3Ex%22");
    assert!(page.body.contains("Getippt: „&lt;b&gt;x&quot;“") && !page.body.contains("<b>x"), "{}", page.body);
    let english = request(server.addr(), "GET", "/t/abcde-fghjk", "Accept-Language: en\r\n", "");
    assert!(english.body.contains("Typed: &quot;abcde-fghjk&quot;"), "{}", english.body);
}

#[test]
fn a_player_seated_elsewhere_is_named_and_a_finished_table_says_so_to_a_stale_throw() {
    let temp = common::drawn_by_hand(
        "phones-refusals",
        &["Anna", "Ben", "Carl", "Dora", "Erik", "Jörg"],
        r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl"], ["Dora", "Erik", "Jörg"]])"#,
    );
    let code = &codes(&temp.0)[0];
    let server = start(&temp.0);
    let addr = server.addr();
    let table = format!("/api/table/{code}");
    let at = position(&get(addr, &table).json());
    let jorg = entry(addr, code, at, &throw("Jörg", "(6, 5, 3)"));
    assert_eq!(jorg.status, 422, "{}", jorg.body);
    assert_eq!(jorg.json()["error"], "Jörg spielt in Runde 1 nicht an Tisch 1.");
    // A name nobody has stays the rules' "unbekannter Spieler".
    let nobody = entry(addr, code, at, &throw("Xaver", "(6, 5, 3)"));
    assert!(nobody.json()["error"].as_str().unwrap().contains("nbekannt"), "{}", nobody.body);

    // Phone B saw the table before its last game ended; its throw then gets the sentence.
    let before = position(&get(addr, &table).json());
    lose_game(addr, code, "Carl");
    let state: Value = get(addr, &table).json();
    assert_eq!(state["over"], true);
    let stale = entry(addr, code, before, &throw("Anna", "(4, 4, 2)"));
    assert_eq!(stale.status, 422, "{}", stale.body);
    assert_eq!(stale.json()["error"], state["over_text"]);
}
