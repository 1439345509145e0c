# Club name and logo: in the tournament folder, on every printout, on the projector and on the hall page.

club-write = { $file } could not be written: { $error }
club-logo-kind = { $file }: a logo must be a PNG or SVG file.
club-logo-not-an-image = { $file }: this is no readable image.
club-logo-exists = The tournament folder has a logo already ({ $file }).

# In the organiser's window.
club-menu = Club
club-name = Club name
club-name-hint = e.g. Schockfreunde Gonzerath
club-name-saved = Club name saved.
club-choose-logo = Choose logo …
club-logo-kinds = Logo (PNG or SVG)
club-logo-none = no logo yet
club-logo-in = Logo: { $file }
club-logo-saved = Logo taken: { $file }
club-replace = Replace the present logo?
club-replace-yes = Replace
club-replace-no = Keep
club-no-dialog = No file dialog available: please put logo.png or logo.svg into the tournament folder yourself.

# On the projector: club and title in one line.
club-with-title = { $club } · { $title }
club-codes-read = The members' codes { $file } could not be read: { $error }
