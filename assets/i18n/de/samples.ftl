samples-banner = Beispiele zum Ausprobieren — dieser Ordner wird vom System gelöscht. Ein neuer Abend kommt in den eigenen Ordner.
samples-already-own = Das ist schon der eigene Ordner: { $folder }
samples-evening-at-home = Der neue Abend ist im eigenen Ordner gespeichert, nicht bei den Beispielen: { $folder }
