# The club's player list (ui/registry.rs).
registry-title = Spielerliste des Vereins
registry-keys = Tippen sucht · { $choose } wählt · { $add } neu · { $rename } umbenennen · { $merge } mit einem anderen zusammenführen · { $undo } zurück · { $back } schließt
registry-search = Suchen:
registry-rename = Neuer Name für { $name }:
registry-merge = { $name } bleibt. Dieselbe Person ist:
registry-merge-split = „{ $keep }“ und „{ $other }“ saßen zusammen am Tisch: { $count ->
    [one] dieser Abend zählt
   *[other] diese Abende zählen
} dann in Kasse und Saison nicht mehr: { $evenings }. { $yes } führt trotzdem zusammen ({ $keep } bleibt), { $no } lässt beide getrennt.
registry-also = auch: { $also }
registry-heard = (nur aus den Abenden, noch nicht in der Liste)
registry-empty = Niemand gefunden.
registry-renamed = { $old } heißt jetzt { $new }.
registry-merged = { $other } und { $keep } sind jetzt eine Person: { $keep }.
registry-undone = Letzte Änderung zurückgenommen.
registry-nothing-to-undo = Nichts zurückzunehmen.
registry-add = Neuer Spieler:
registry-added = { $name } steht jetzt in der Spielerliste.
registry-alike = „{ $keep }“ und „{ $other }“ zusammenführen ({ $keep } bleibt)? { $join }
registry-reading = Die Abende werden nach Namen durchgesehen …
registry-undone-what = Zurückgenommen: { $what }
