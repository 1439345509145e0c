# Warum eine eingetippte Zeichenfolge kein Wurf ist.

entry-not-a-die = { $digit } ist kein Würfelwert (1 bis 6)
entry-not-a-count = { $count }-mal geworfen? Es wird 1- bis 3-mal geworfen
entry-too-many-digits = zu viele Ziffern: drei Würfel und die Anzahl Würfe
entry-not-understood = „{ $character }“ verstehe ich nicht: drei Würfel, dann die Anzahl Würfe, z. B. 6542
entry-impossible = ungültiger Wurf
