# The app's window: messages that belong to no one screen.

app-no-data-folder = no data folder found
app-not-saved = saving failed: { $path }: { $error }
app-close-message = Close message
