# Die Sätze, mit denen jedes Medium den Abend erzählt: die Zusammenfassung (`schocken replay`),
# der Rückblick, der Wertungsbogen und die Ansagen am Tisch. Ein Satz je Nachricht; wo ein Medium
# ihn anders sagt, steht diese Form als Attribut darunter (.summary, .sheet, .news).

timeline-note = Notiz: { $text }
timeline-seats = Neue Sitzordnung: { $names }
timeline-starter = { $name } beginnt
    .summary = Beginner: { $name }
    .sheet = { timeline-starter }.
timeline-roll-off = Äugeln: { $sums }
timeline-sudden = Die Zeit ist um: ab hier scharf, jede Runde entscheidet ihre Hälfte
    .summary = Die Zeit ist um: ab jetzt wird scharf weitergeschockt, jede Runde entscheidet ihre Hälfte
    .news = Die Zeit ist um: scharf weiterschocken! Jede Runde entscheidet ihre Hälfte.

# Eine Runde mit Gleichstand, die auf das Äugeln wartet.
timeline-tied = Gleichstand: { $entries } — es wird geäugelt
timeline-tie = Gleichstand — Äugeln: { $names }
timeline-tie-again = Wieder Gleichstand: { $names } — noch einmal äugeln

# Was sonst in einer Runde geschah (Bemerkungen auf dem Wertungsbogen).
timeline-remark-schock-out = Schock-Out von { $name }
timeline-remark-over-limit = { $name } hat { $count }-mal geworfen, vorgelegt { $limit ->
        [one] war 1 Wurf
       *[other] waren { $limit } Würfe
    }
timeline-remark-over-limit-disc = { $name }: zu oft geworfen, der erste Wurf zählt; { $discs } Deckel aus dem Stock
timeline-remark-hand-only = aus der Hand verlangt: { $name }s { $category } ist gebastelt und zählt als Hausnummer
timeline-remark-take = { $name } nimmt freiwillig
timeline-remark-handschock = Handschock { $name } +3 Punkte

# Eine Hälfte oder ein Spiel verloren: festgehalten (Zusammenfassung, Bogen) und gesagt (Rückblick, Ansage).
timeline-part-lost = { $part } verloren: { $name }{ $how }
timeline-game-lost = Spiel { $number } verloren: { $name }
timeline-game-lost-durchmarsch = Spiel { $number } verloren: { $name } — Durchmarsch (beide Hälften verloren)
    .summary = { timeline-game-lost } (Durchmarsch)
timeline-game-lost-final = Spiel { $number } verloren: { $name } im Finale (Hälfte 1: { $half1 }, Hälfte 2: { $half2 })
timeline-loses-part = { $name } verliert { $part }{ $how }
    .news = { timeline-loses-part }!
timeline-loses-game = { $name } verliert Spiel { $number } — ein Strich
    .news = { timeline-loses-game }.
timeline-loses-game-durchmarsch = Durchmarsch! { $name } verliert Spiel { $number } — ein Strich
    .news = { timeline-loses-game-durchmarsch }.
timeline-lustwurf-disc-stock = Lustwurf kostet einen Deckel: { $name } bekommt einen aus dem Stock
timeline-lustwurf-disc-player = Lustwurf kostet einen Deckel: { $name } bekommt einen von { $giver }
