# Why the rules refuse an entry (session/refusal.rs), in words a referee understands.

refusal-too-few-players = mindestens zwei Spieler nötig
refusal-empty-name = ein Spielername ist leer
refusal-duplicate-name = „{ $name }“ steht zweimal in der Liste
refusal-unknown-player = unbekannter Spieler „{ $name }“
refusal-roll-off-pending = erst muss das Äugeln (Auswürfeln) den Gleichstand entscheiden
refusal-starter-open = wer beginnt, ist noch offen: erst den Beginner eintragen
refusal-not-in-part = { $name } spielt in diesem Durchgang nicht mit
refusal-free = { $name } ist freigespielt (hat keinen Deckel mehr) und würfelt nicht mehr mit
refusal-empty-round = die Runde hat keinen Eintrag
refusal-out-of-turn = { $expected } ist an der Reihe, nicht { $found } ({ $entry }. Wurf der Runde)
refusal-already-threw = { $name } hat in dieser Runde schon geworfen ({ $entry }. Wurf der Runde)
refusal-incomplete = die Runde ist unvollständig: { $name } hat noch nicht geworfen
refusal-take-not-allowed = freiwillig nehmen erlauben diese Regeln nicht ({ $entry }. Wurf der Runde)
refusal-take-opens-round = wer die Runde eröffnet, muss werfen, nicht nehmen ({ $entry }. Wurf der Runde)
refusal-take-after-over-limit = nach einem Wurf über das Vorgelegte kann niemand freiwillig nehmen ({ $entry }. Wurf der Runde)
refusal-entry-after-take = mit dem freiwilligen Nehmen ist die Runde zu Ende ({ $entry }. Wurf der Runde)
refusal-over-limit = { $name } hat { $count ->
        [one] einmal
       *[other] { $count }-mal
    } geworfen, vorgelegt { $limit ->
        [one] war 1 Wurf
       *[other] waren { $limit } Würfe
    } — das erlauben diese Regeln nicht ({ $entry }. Wurf der Runde)
refusal-no-roll-off-pending = es wartet kein Äugeln (kein Gleichstand offen)
refusal-not-tied = { $name } ist nicht am Gleichstand beteiligt
refusal-rolled-twice = { $name } steht zweimal im Äugeln
refusal-missing-roll-off = { $name } fehlt im Äugeln
refusal-bad-roll-off-sum = { $name }: Augensumme { $sum } ist mit drei Würfeln unmöglich (3 bis 18)
refusal-dropped-dice-off = fallengelassene Würfel werden nach diesen Regeln nicht bestraft
refusal-lustwurf-off = einen Lustwurf gibt es nach diesen Regeln nicht
refusal-seats-mid-game = die Sitzordnung kann nur zwischen zwei Spielen geändert werden
refusal-draft-complete = die angefangene Runde ist schon vollständig
refusal-round-in-progress = erst die angefangene Runde fertig eintragen (oder zurücknehmen)
refusal-lustwurf-disc-not-in-part = ein Lustwurf kostet hier einen Deckel: { $name } spielt in diesem Durchgang nicht mit und kann keinen bekommen
refusal-no-disc-to-give = ein Lustwurf kostet hier einen Deckel: der Stock ist leer und außer { $name } hat niemand einen
