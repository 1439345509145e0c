# Why a session file cannot be read (session/file.rs). Shown after the file's name: `FILE: …`.

file-die = { $die } ist kein Würfelwert (1 bis 6)
file-throws = throws: { $throws } — es wird 1- bis 3-mal geworfen
file-single-throw-assembled = throws: 1, hand: false — ein einzelner Wurf ist immer aus der Hand
file-over-limit-assembled = hand: false — ein Wurf über dem Vorgelegten zählt hier als erster Wurf, und der ist aus der Hand
file-sum = Augensumme { $sum } ist mit drei Würfeln unmöglich (3 bis 18)
file-empty = die Datei ist leer
file-syntax = Zeile { $line }, Spalte { $column }: keine gültige Sitzungsdatei: { $message }
file-format = Dateiformat { $format }: diese Datei stammt von einer anderen (neueren) Version; dieses schocken liest Format { $supported }
file-unknown-preset = unbekanntes Regelwerk „{ $preset }“ (bekannt: { $known })
file-unknown-preset-near = unbekanntes Regelwerk „{ $preset }“ — gemeint ist wohl „{ $near }“
file-unknown-knob = unbekannter Schalter „{ $knob }“ (bekannt: { $known })
file-unknown-knob-near = unbekannter Schalter „{ $knob }“ — gemeint ist wohl „{ $near }“
file-bad-knob = { $knob }: „{ $value }“ nimmt dieser Schalter nicht (möglich: { $known })
file-bad-knob-near = { $knob }: „{ $value }“ nimmt dieser Schalter nicht — gemeint ist wohl „{ $near }“
file-bad-knob-missing = { $knob }: was hier steht, ist kein Wert dieses Schalters (möglich: { $known })
# A problem of the rules field at its line: `Zeile 4: rules: siebener: …`.
file-rules-at = Zeile { $line }: rules: { $problem }
file-players = players: { $problem }
file-rules = rules: { $problem }
file-draft = angefangene Runde (draft): { $problem }
file-event = Ereignis { $event }: { $problem }
# The values a number knob takes, in the list of known values.
file-range = { $min } bis { $max }
file-tournament = tournament: Runde { $round }, Tisch { $table } — Runden und Tische zählen ab 1
file-ron-end = die Datei endet zu früh (abgeschnitten?)
file-ron-expected = hier fehlt { $what }
file-ron-unexpected-char = unerwartetes Zeichen „{ $char }“
file-ron-trailing = nach dem Ende der Datei steht noch etwas
file-ron-unknown-variant = „{ $found }“ ist hier unbekannt; möglich sind { $known }
file-ron-unknown-field = das Feld „{ $found }“ gibt es hier nicht; möglich sind { $known }
file-ron-missing-field = das Feld „{ $field }“ fehlt
file-ron-duplicate-field = das Feld „{ $field }“ steht zweimal da
file-ron-wrong-value = falscher Wert ({ $found }); erwartet: { $expected }
file-ron-number-out-of-range = die Zahl ist zu groß oder zu klein
file-ron-bad-escape = ungültiges Zeichen nach „\“ in einem Text
file-ron-unclosed-comment = ein Kommentar wird nicht geschlossen
file-ron-token-comma = ein Komma
file-ron-token-list-start = eine Liste, die mit „[“ beginnt
file-ron-token-list-end = das „]“ am Ende der Liste
file-ron-token-open = eine „(“
file-ron-token-close = die schließende „)“
file-ron-token-map-start = eine „{"{"}“
file-ron-token-map-end = die schließende „{"}"}“
file-ron-token-colon = ein Doppelpunkt
file-ron-token-text = ein Text in Anführungszeichen
file-ron-token-text-end = das schließende Anführungszeichen
file-ron-token-number = eine Zahl
file-ron-token-boolean = true oder false
file-ron-token-name = ein Name
file-ron-token-option = Some(…) oder None
file-ron-token-unit = ()
# A name from the file, quoted; a list of them, and the one meant where a typo is near it.
file-quoted = „{ $text }“
file-ron-known-near = { $known } — gemeint ist wohl „{ $near }“
