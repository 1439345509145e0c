# The app's window: messages that belong to no one screen.

app-no-data-folder = no data folder found
app-not-saved = saving failed: { $path }: { $error }
app-close-message = Close message
# Where no file dialog can be shown (neither a desktop portal nor zenity): what to do instead.
app-no-dialog-open = No file dialog on this computer (neither a desktop portal nor zenity). To open an evening: schocken open FILE — or install zenity.
app-no-dialog-folder = No file dialog on this computer (neither a desktop portal nor zenity). To choose another sessions folder: schocken --sessions FOLDER — or install zenity.
app-no-dialog-tournament = No file dialog on this computer (neither a desktop portal nor zenity). To open a tournament: schocken tournament open FOLDER — or install zenity.
app-tournament-gone = The tournament folder { $folder } is gone; it was taken off the list.
app-about-title = About Schocken
app-about-what = Referee, scorekeeper and tournament desk for the dice game Schocken.
app-about-licence = Licence: MIT or Apache-2.0, at your option.
app-about-data = The evenings, verein.ron and the player list are in: { $folder }
app-about-close = { $key } closes.
app-about-version = Schocken { $version }
