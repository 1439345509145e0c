# Printing and saving as PDF from the app.

# The file name when the evening has no title.
printing-untitled = Schocken evening
printing-file-session = { $stem }.pdf
printing-file-game = { $stem }-game-{ $game }.pdf
printing-file-tallies = { $stem }-beer-mats.pdf
printing-printed = Sent to the default printer.
printing-opened = Opened in the PDF viewer: { $path }
printing-nowhere = No printer and no PDF viewer found. The PDF is in the sessions folder: { $path }
printing-not-saved = { $path }: cannot be written: { $error }
printing-saved = Saved: { $path }
# Where no file dialog can be shown (neither a desktop portal nor zenity).
printing-saved-no-dialog = No file dialog on this computer (neither a desktop portal nor zenity) — saved in the sessions folder: { $path }
