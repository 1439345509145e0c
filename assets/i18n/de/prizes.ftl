# Die Preise eines Turniers (TOURNAMENT.md Abschnitt 7).

prizes-schock-outs = Schock-Out-Preis ({ $count ->
        [one] 1 Schock-Out
       *[other] { $count } Schock-Outs
    }): { $names }
prizes-jules = Die meisten Jules ({ $count }): { $names }
prizes-durchmarsch = Die meisten verlorenen Durchmärsche ({ $count }): { $names }
prizes-none = Noch kein Preis vergeben.
