# Das Hilfefenster (F1).

help-title = Hilfe — Befehle und Tasten
help-typing = Würfe eintippen: drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand (z. B. 6542h), Enter. Esc leert das Feld und schließt jedes Fenster; aus Verlauf, Rückblick, Statistik und neuem Abend führt Esc dahin zurück, wo man war. Spieler wählen: Sitznummer (ab zehn Spielern: 1 und Enter, 10, 11, 12) oder Anfangsbuchstaben. Notiz: Strg+Enter trägt ein.
