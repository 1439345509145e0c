# Das Hilfefenster (F1).

help-title = Hilfe — Befehle und Tasten
help-typing = Würfe eintippen: drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand (z. B. 6542h), Enter. { $escape } leert das Feld und schließt jedes Fenster; aus Verlauf, Rückblick, Statistik und neuem Abend führt { $escape } dahin zurück, wo man war. Spieler wählen: Sitznummer (ab zehn Spielern: 1 und { $enter }, 10, 11, 12) oder Anfangsbuchstaben.
help-view = Die Tasten dieser Ansicht stehen oben; { $back } führt zurück.
help-organiser = Der Turnierleiter: Anmeldung, Auslosung, Karten und Rangliste in vier Reitern. Alles wird sofort in turnier.ron gespeichert; die Tische schreiben ihre eigenen Dateien in denselben Ordner.
help-key-ctrl = Strg
help-key-shift = Umschalt
help-key-alt = Alt
help-key-cmd = Cmd
help-key-page-up = Bild↑
help-key-page-down = Bild↓
help-key-escape = Esc
help-key-home = Pos1
help-key-end = Ende
help-key-delete = Entf
help-key-backspace = Rücktaste
help-knobs = Regeln einstellen (neuer Abend): Tab springt zur nächsten Regel, Umschalt+Tab zurück; die Seite folgt. Leertaste setzt ein Häkchen oder öffnet die Liste, ↑/↓ wählt darin, Leertaste nimmt; Esc schließt die Liste, die Regel behält die Tastatur. Zahlen tippen oder ↑/↓. Regelwerk: Namen tippen oder { $choose }; fielen dabei geänderte Regeln weg, fragt es erst ({ $yes }: wechseln · { $no }: behalten).
help-scroll = { $page } und { $line } blättern in dieser Hilfe, { $ends } springen an Anfang und Ende.
