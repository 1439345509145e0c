# Der Ordner der Sitzungsdateien: Dateien, die sich nicht lesen lassen, und Abende, die schon
# anderswo geöffnet sind.

store-unreadable = { $file }: kann nicht gelesen werden: { $error }
store-not-utf8 = { $file }: keine UTF-8-Textdatei (Byte { $byte })
store-damaged = { $file }: { $problem }

# Wer einen Abend schon geöffnet hat; die Teile stehen in Klammern hinter der Meldung.
store-holder-host = Rechner { $host }
store-holder-process = Prozess { $pid }
store-holder-since = seit { $time }
store-held-here = { $what ->
        [tournament] Dieses Turnier ist schon in einem anderen Fenster geöffnet{ $who } — hier nur zum Ansehen.
       *[evening] Dieser Abend ist schon in einem anderen Fenster geöffnet{ $who } — hier nur zum Ansehen.
    }
store-held-elsewhere = { $what ->
        [tournament] Dieses Turnier ist schon auf einem anderen Rechner geöffnet{ $who } — hier nur zum Ansehen.
       *[evening] Dieser Abend ist schon auf einem anderen Rechner geöffnet{ $who } — hier nur zum Ansehen.
    }
store-folder-unwritable = Der Ordner ist schreibgeschützt oder nicht erreichbar: { $error } — hier nur zum Ansehen.
store-lock-replaced = { $file }: die Sperrdatei wird immer wieder ersetzt — hier nur zum Ansehen.
