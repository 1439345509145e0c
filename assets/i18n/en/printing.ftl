# Printing and saving as PDF from the app.

# The file name when the evening has no title.
printing-untitled = Schocken evening
printing-file-session = { $stem }.pdf
printing-file-game = { $stem }-game-{ $game }.pdf
printing-file-tallies = { $stem }-beer-mats.pdf
printing-printed = Sent to the default printer.
printing-opened = Opened in the PDF viewer: { $path }
printing-nowhere = Neither a printer (lp) nor a PDF viewer (xdg-open) found. The PDF is here: { $path }
printing-not-saved = { $path }: cannot be written: { $error }
printing-saved = Saved: { $path }
