# Die Spielerliste des Vereins (Datei .spieler.ron im Ordner der Abende): eine Person je Spieler,
# über alle Turniere und Abende.

players-unknown = { $name } steht nicht in der Spielerliste
players-empty-name = Der Name ist leer
players-taken = { $name } ist schon { $other } in der Spielerliste: die beiden zusammenführen (schocken players merge)
players-same = Beide Schreibweisen gehören schon zu { $name }
players-file-format = Spielerliste im Format { $format }: diese Version kennt nur Format 1
players-busy = Die Spielerliste { $file } wird gerade woanders geändert: bitte noch einmal
players-cli-also = { $name } (auch: { $also })
players-cli-renamed = „{ $old }“ heißt jetzt „{ $new }“; frühere Abende zählen für „{ $new }“
players-cli-merged = „{ $other }“ ist jetzt „{ $keep }“: eine Person in jeder Liste
