# Der Beamer: was der Saal aus zehn Metern liest.

projector-seating = Wo sitze ich? Runde { $round }
projector-standings = Rangliste
projector-teams = Mannschaften
projector-prize = Schock-Out-Preis
projector-prize-line = { $count ->
        [one] 1 Schock-Out
       *[other] { $count } Schock-Outs
    }: { $names }
projector-waiting = Gleich geht es los
projector-table = Tisch { $table }
projector-sudden = Zeit! Scharf weiterschocken
projector-window-title = Schocken – Beamer
