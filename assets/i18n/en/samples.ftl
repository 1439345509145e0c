samples-banner = Samples to try out — the system deletes this folder. A new evening goes to your own folder.
samples-already-own = This is your own folder already: { $folder }
samples-evening-at-home = The new evening is saved in your own folder, not among the samples: { $folder }
