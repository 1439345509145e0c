# Vereinsname und Logo: im Turnierordner, auf jedem Ausdruck, am Beamer und auf der Saalseite.

club-write = { $file } konnte nicht geschrieben werden: { $error }
club-logo-kind = { $file }: ein Logo muss eine PNG- oder SVG-Datei sein.
club-logo-not-an-image = { $file }: das ist kein lesbares Bild.
club-logo-exists = Im Turnierordner liegt schon ein Logo ({ $file }).

# Im Organisationsfenster.
club-menu = Verein
club-name = Vereinsname
club-name-hint = z. B. Schockfreunde Gonzerath
club-name-saved = Vereinsname gespeichert.
club-choose-logo = Logo wählen …
club-logo-kinds = Logo (PNG oder SVG)
club-logo-none = noch kein Logo
club-logo-in = Logo: { $file }
club-logo-saved = Logo übernommen: { $file }
club-replace = Das vorhandene Logo ersetzen?
club-replace-yes = Ersetzen
club-replace-no = Behalten
club-no-dialog = Kein Dateidialog verfügbar: bitte logo.png oder logo.svg selbst in den Turnierordner legen.

# Am Beamer: Verein und Turniertitel in einer Zeile.
club-with-title = { $club } · { $title }
club-codes-read = Die Mitgliedercodes { $file } konnten nicht gelesen werden: { $error }
