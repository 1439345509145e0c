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
printing-blank-title = Blank score sheet
printing-blank-players = Players
printing-blank-rules-club = The club's rules: { $rules }
printing-blank-rules-evening = The evening's rules: { $rules }
printing-blank-rules-default = Rules: { $rules } (the club has none of its own; set them in the "Club" view with { $key })
printing-blank-keys = { $more }/{ $fewer } or { $digits }: players · { $print }: print · { $save }: save as PDF · { $cancel }: cancel
printing-blank-print = Print
printing-blank-save = Save as PDF
printing-blank-cancel = Cancel
