# Die Spielerliste des Vereins (Datei .spieler.ron im Ordner der Abende): eine Person je Spieler,
# über alle Turniere und Abende.

players-unknown = { $name } steht nicht in der Spielerliste
players-empty-name = Der Name ist leer
players-taken = { $name } ist schon { $other } in der Spielerliste: die beiden zusammenführen (schocken players merge)
players-same = Beide Schreibweisen gehören schon zu { $name }
players-file-format = Spielerliste im Format { $format }: diese Version kennt nur Format 1
players-busy = Die Spielerliste { $file } wird gerade woanders geändert: bitte noch einmal
players-cli-also = { $name } (auch: { $also })
players-cli-none = Die Spielerliste { $file } ist leer: noch niemand aufgenommen (schocken players add NAME).
players-cli-renamed = „{ $old }“ heißt jetzt „{ $new }“; frühere Abende zählen für „{ $new }“
players-cli-merged = „{ $other }“ ist jetzt „{ $keep }“: eine Person in jeder Liste
# Nach dem Zusammenführen: Abende, an denen beide Schreibweisen saßen, zählen nicht mehr.
players-cli-merge-split = Achtung: { $keep } saß an diesen Abenden zweimal am Tisch: { $evenings }. Kasse und Saison lassen sie jetzt aus (CLUB.md Abschnitt 4); zurück nur durch Bearbeiten von .spieler.ron.
players-file-shape = Zeile { $line }, Spalte { $column }: { $problem }
players-file-shape-person = Zeile { $line } (bei „{ $person }“), Spalte { $column }: { $problem }
players-file-empty-spelling = Zeile { $line }: „{ $person }“ hat eine leere Schreibweise
players-file-empty-name = Zeile { $line }: ein Name ist leer
players-file-shared = Zeile { $line }: die Schreibweise „{ $spelling }“ gehört zu „{ $first }“ und zu „{ $second }“: eine Schreibweise gehört nur einer Person (bitte .spieler.ron berichtigen)
players-read = { $file }: { $problem }
players-conflict-copy = { $file }: Konfliktkopie der Spielerliste (Synchronisierung); sie gilt nicht, bitte mit .spieler.ron abgleichen und löschen
players-cli-added = „{ $name }“ steht jetzt in der Spielerliste
players-cli-known = „{ $name }“ steht schon als „{ $person }“ in der Spielerliste
players-changed-since = { $name } wurde inzwischen anderswo geändert: nichts zurückgenommen, damit diese Änderung bleibt.
