# Der Server für die Handys an den Tischen (schocken tournament serve)
serve-cannot-bind = { $address }: hier kann der Server nicht lauschen: { $error }
serve-not-found = Diese Seite gibt es nicht
serve-unknown-member = Diesen Code hat kein Mitglied
serve-unknown-code = Diesen Tischcode gibt es nicht
serve-not-at-table = { $name } spielt in Runde { $round } nicht an Tisch { $table }.
serve-too-many = Zu viele falsche Tischcodes: bitte eine Minute warten
serve-too-large = Die Anfrage ist zu groß
serve-not-json = Die Anfrage ist kein passendes JSON: { $error }
