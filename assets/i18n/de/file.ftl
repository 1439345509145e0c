# Why a session file cannot be read (session/file.rs). Shown after the file's name: `FILE: …`.

file-die = { $die } ist kein Würfelwert (1 bis 6)
file-throws = throws: { $throws } — es wird 1- bis 3-mal geworfen
file-single-throw-assembled = throws: 1, hand: false — ein einzelner Wurf ist immer aus der Hand
file-sum = Augensumme { $sum } ist mit drei Würfeln unmöglich (3 bis 18)
file-empty = die Datei ist leer
file-syntax = Zeile { $line }, Spalte { $column }: keine gültige Sitzungsdatei: { $message }
file-format = Dateiformat { $format }: diese Datei stammt von einer anderen (neueren) Version; dieses schocken liest Format { $supported }
file-unknown-preset = rules: unbekanntes Regelwerk „{ $preset }“ (bekannt: { $known })
file-unknown-knob = Zeile { $line }: rules: unbekannter Schalter „{ $knob }“ (bekannt: { $known })
file-bad-knob = rules: { $knob }: ungültiger Wert { $value } (möglich: { $known })
file-players = players: { $problem }
file-draft = angefangene Runde (draft): { $problem }
file-event = Ereignis { $event }: { $problem }
# The values a number knob takes, in the list of known values.
file-range = { $min } bis { $max }
file-tournament = tournament: Runde { $round }, Tisch { $table } — Runden und Tische zählen ab 1
