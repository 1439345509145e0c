# Drucken und als PDF speichern aus der App.

# Der Dateiname, wenn der Abend keinen Titel hat.
printing-untitled = Schockabend
printing-file-session = { $stem }.pdf
printing-file-game = { $stem }-Spiel-{ $game }.pdf
printing-file-tallies = { $stem }-Bierdeckel.pdf
printing-printed = An den Standarddrucker geschickt.
printing-opened = Im PDF-Betrachter geöffnet: { $path }
printing-nowhere = Kein Drucker und kein PDF-Betrachter gefunden. Das PDF liegt im Ordner der Abende: { $path }
printing-not-saved = { $path }: kann nicht geschrieben werden: { $error }
printing-saved = Gespeichert: { $path }
# Wo kein Dateidialog gezeigt werden kann (weder Desktop-Portal noch zenity).
printing-saved-no-dialog = Kein Dateidialog auf diesem Rechner (weder Desktop-Portal noch zenity) — gespeichert im Ordner der Abende: { $path }
printing-blank-title = Leerer Wertungsbogen
printing-blank-players = Spieler
printing-blank-rules-club = Regeln des Vereins: { $rules }
printing-blank-rules-evening = Regeln des Abends: { $rules }
printing-blank-rules-default = Regeln: { $rules } (der Verein hat keine eigenen; in der Ansicht „Verein“ mit { $key } festlegen)
printing-blank-keys = { $more }/{ $fewer } oder { $digits }: Spieler · { $print }: drucken · { $save }: als PDF speichern · { $cancel }: abbrechen
printing-blank-print = Drucken
printing-blank-save = Als PDF speichern
printing-blank-cancel = Abbrechen
