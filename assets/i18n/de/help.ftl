# Das Hilfefenster (F1).

help-title = Hilfe — Befehle und Tasten
help-typing = Würfe eintippen: drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand (z. B. 6542h), Enter. Esc leert das Feld und schließt jedes Fenster; aus Verlauf, Rückblick, Statistik und neuem Abend führt Esc dahin zurück, wo man war. Spieler wählen: Sitznummer (ab zehn Spielern: 1 und Enter, 10, 11, 12) oder Anfangsbuchstaben. Notiz: Strg+Enter trägt ein.
help-organiser = Der Turnierleiter: Anmeldung, Auslosung, Karten und Rangliste in vier Reitern. Alles wird sofort in turnier.ron gespeichert; die Tische schreiben ihre eigenen Dateien in denselben Ordner.
help-organiser-tabs = Reiter wechseln
    .keys = Strg+1 … Strg+4
    .help = Anmeldung, Auslosung, Karten, Rangliste
help-organiser-register = Spieler anmelden
    .keys = Name, Enter
    .help = im Reiter Anmeldung; bekannte Namen werden angeboten
help-organiser-card = Karte eintippen
    .keys = Tab, Enter
    .help = je Spiel die Verlierer als Startnummer, Name oder Kürzel (z. B. MLvH); Tab springt weiter, Enter speichert die Karte
help-organiser-undo = Rückgängig
    .keys = Strg+Z
    .help = nimmt die letzte Änderung am Turnier zurück (Karte, Abmeldung, Auslosung, Umbenennung); im Eingabefeld die Knöpfe unten
