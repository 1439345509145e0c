# Die Handys an den Tischen im Fenster des Turnierleiters (src/ui/organiser/phones.rs)

phones-toggle = Handys
phones-started = Handys: der Server läuft — { $address }
phones-stopped = Handys: der Server ist gestoppt.
phones-failed = Der Server für die Handys startet nicht: { $why }
phones-heading = Handys im WLAN
phones-scan = Mit der Handykamera scannen: Rangliste und „Wo sitze ich?“
phones-big = QR-Code groß
    .help = Ein eigenes Fenster mit dem QR-Code der Saalseite, groß genug für den Beamer ({ $key } schließt es).
phones-window-title = Handys: Saalseite
phones-tables = Runde { $round }: wer trägt ein
phones-table = Tisch { $table }
phones-phone = Handy
phones-laptop = Laptop
phones-nobody = noch nichts
