# Das Hilfefenster (F1).

help-title = Hilfe — Befehle und Tasten
help-typing = Würfe eintippen: drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand (z. B. 6542h), Enter. Esc leert das Feld und schließt jedes Fenster.
