# Das Hilfefenster (F1).

help-title = Hilfe — Befehle und Tasten
help-typing = Würfe eintippen: drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand (z. B. 6542h), Enter. Esc leert das Feld und schließt jedes Fenster; aus Verlauf, Rückblick, Statistik und neuem Abend führt Esc dahin zurück, wo man war. Spieler wählen: Sitznummer (ab zehn Spielern: 1 und Enter, 10, 11, 12) oder Anfangsbuchstaben. Notiz: Strg+Enter trägt ein.
help-organiser = Der Turnierleiter: Anmeldung, Auslosung, Karten und Rangliste in vier Reitern. Alles wird sofort in turnier.ron gespeichert; die Tische schreiben ihre eigenen Dateien in denselben Ordner.
help-organiser-tabs = Reiter wechseln
    .help = Anmeldung, Auslosung, Karten, Rangliste
help-organiser-register = Spieler anmelden
    .keys = Name, ↓ ↑, Enter
    .help = im Reiter Anmeldung; Namen früherer Abende: ↓ ↑ wählt, Enter nimmt ihn, Esc den getippten
help-organiser-fees = Startgeld
    .help = bezahlt, offen, erlassen: mit getipptem Namen wird er damit angemeldet, sonst gilt es dem markierten Spieler
help-organiser-card = Karte eintippen
    .keys = Tisch Nr., Tab, Enter
    .help = Verlierer je Spiel als Nr., Name oder Kürzel (MLvH); Tab weiter, Enter speichert; Tisch Nr. + Tab wechselt
help-organiser-undo = Rückgängig
    .help = nimmt die letzte Änderung zurück (Karte, Abmeldung, Auslosung, Umbenennung, Startgeld); im Eingabefeld die Knöpfe unten
help-organiser-redo = Wiederholen
    .help = macht das zuletzt Zurückgenommene wieder
help-organiser-phones = Handys
    .help = startet und beendet den Server für die Handys der Tische
help-key-ctrl = Strg
help-key-shift = Umschalt
help-key-alt = Alt
help-key-cmd = Cmd
