### Die Nachrichten des Schiedsrichters auf Deutsch.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Deutsch


## Engines: what every game shares (results, places, scores, option checks)
## (ids start with engines-)
engines-sentences = {$first} {$then}
engines-series = {$first}, {$then}
engines-names = {$names}
engines-notation = {$notation}
engines-player = {$name}
engines-player-label = {$name} ({$label})
engines-seat = Sitz {$number}
engines-phase-play = Spiel
engines-phase-setup = Aufbau
engines-phase-over = Spielende
engines-ordinal = {$place}.
engines-place = {$place} {$name}
engines-score = {$name} {$score}
engines-result-win = {$name} gewinnt
engines-result-shared = {$names} teilen sich den Sieg
engines-result-draw = unentschieden
engines-announce-win = {$name} gewinnt!
engines-announce-shared = {$names} teilen sich den Sieg!
engines-announce-draw = Das Spiel endet unentschieden.
engines-announce-unfinished = Das Spiel ist noch nicht vorbei.
engines-announce-places = Plätze: {$places}.
engines-announce-scores = Punkte: {$scores}.
engines-option-players-whole = {$game}: Die Zahl der Spieler muss eine ganze Zahl sein
engines-option-none = {$game} hat keine Optionen; „{$option}“ ist keine
engines-option-unknown = {$game} hat keine Option „{$option}“ (Optionen: {$options})
engines-option-whole = {$game}: {$option} muss eine ganze Zahl ab 0 sein, nicht {$value}
engines-option-not-allowed = {$game}: {$option}={$value} ist nicht erlaubt (erlaubt: {$allowed})
engines-option-players-exactly = {$game} spielt man mit genau {$count} Spielern, nicht mit {$players}
engines-option-players-between = {$game} spielt man mit {$low} bis {$high} Spielern, nicht mit {$players}
engines-no-seat = in diesem Spiel gibt es keinen Sitz {$seat}
engines-not-a-move-here = „{$move}“ ist hier kein Zug
engines-not-an-outcome = {$outcome} ist hier kein Ergebnis des Zufalls
engines-no-chance = in diesem Spiel wird weder gewürfelt noch gezogen: Es gibt kein Ergebnis des Zufalls
engines-not-text = ein Zug muss Text sein: {$help}
engines-not-a-move = „{$move}“ ist kein Zug in {$game}: {$help}
engines-game-over = das Spiel ist vorbei: keine Züge mehr
engines-already-over = das Spiel ist schon vorbei
engines-already-resigned = {$seat} hat schon aufgegeben
engines-series-strong = {$first}; {$then}
engines-player-number = Spieler {$number}
engines-size = { $size ->
    [S] klein
    [M] mittel
   *[L] groß
}
engines-empty-move = der Zug ist leer: {$help}
engines-icehouse-help = schreib eine Größe (S, M oder L) und ein Feld, etwa Lc3
engines-icehouse-not-a-square = „{$square}“ ist kein Feld: Die Felder gehen von a1 bis e5
engines-icehouse-not-a-size = „{$word}“ ist keine Figurengröße in „{$move}“: Nimm S (klein), M (mittel) oder L (groß)
engines-icehouse-off-board = {$square} liegt nicht auf dem Brett: Die Felder gehen von a1 bis e5
engines-icehouse-not-a-placement = „{$move}“ ist keine Platzierung: {$help}
engines-place-pyramid = { $size ->
    [S] Kleine Pyramide auf {$square} setzen
    [M] Mittlere Pyramide auf {$square} setzen
   *[L] Große Pyramide auf {$square} setzen
}




## Engines: Telic
## (ids start with telic-)
telic-seat-blue = Blau
telic-seat-red = Rot
telic-face = { $face ->
    [n] Null
    [a] Ass
   *[other] {$face}
}
telic-piece = { $count ->
    [1] Einzel
    [2] Doppel
    [3] Dreier
    [4] Vierer
    [5] Fünfer
   *[6] Sechser
} {$sizes}
telic-help = schreib roll, enter K (K = 1..6), pass oder einen Zug wie a2-a3 oder a3-cz
telic-not-a-square = {$square} ist kein Feld des Bretts (Spalten a-d, Reihen 1-5, oder cz)
telic-square-in-zone = {$square} gehört zur Mittelzone und ist kein Feld: Die Mittelzone (cz) betritt man nur von a3 und d3 aus
telic-no-size = Pyramiden gibt es in den Größen 1 bis 6: Größe {$size} gibt es nicht
telic-enter-which = sag, welche Größe du einsetzt: enter 1 ... enter 6
telic-zone-final = ein Stein in der Mittelzone kommt nie wieder heraus
telic-no-die = gerade gibt es nichts zu würfeln
telic-not-a-face = {$outcome} ist keine Seite des Würfels: Möglich sind {$faces}
telic-die-rolling = der Würfel rollt: Warte, bis der Wurf feststeht
telic-then-must-enter = du musst dort eine Pyramide einsetzen
telic-then-must-pass = du musst passen (auf einen gegnerischen Stapel kommt nichts)
telic-then-enter-or-pass = setz dort eine Pyramide ein oder passe
telic-roll-rolled = du hast {$face} gewürfelt (Ziel {$square}): {$then}
telic-roll-stash-empty = dein Vorrat ist leer: Du musst einen Stein auf dem Brett ziehen
telic-pass-target-empty = du hast {$face} gewürfelt (Ziel {$square}) und das Feld ist leer: Du musst dort eine Pyramide einsetzen ({$moves})
telic-pass-can-roll = passen darfst du nur ohne anderen legalen Zug: Du kannst noch würfeln
telic-pass-can-play = passen darfst du nur ohne anderen legalen Zug: Du kannst {$move} spielen
telic-enter-roll-first = würfle zuerst: Eine Pyramide kommt nur auf das Feld, das der Würfel nennt
telic-enter-stash-empty = dein Vorrat ist leer: Es gibt nichts einzusetzen
telic-enter-not-held = in deinem Vorrat ist keine Pyramide der Größe {$size} (Vorrat: {$stash})
telic-enter-own-top = auf {$square} steht dein {$piece}: Daraufsetzen darf man nur eine Pyramide, die kleiner ist als seine Spitze ({$top})
telic-enter-enemy-stack = auf {$square} steht ein Stapel von {$enemy}: Auf einen Stapel kommt nichts, du musst passen
telic-enter-too-small = auf {$square} steht ein Einzel {$top} von {$enemy}: Einsetzen schlägt nur ein echt kleineres Einzel, du brauchst also Größe {$need} oder größer
telic-step-rolled = du hast {$face} gewürfelt (Ziel {$square}): Nach einem Wurf darf kein Stein ziehen, {$then}
telic-step-empty = {$square} ist leer: Dort steht kein Stein zum Ziehen
telic-step-not-yours = auf {$square} steht ein {$piece} von {$owner}, nicht dein Stein
telic-step-same = ein Stein muss auf ein anderes Feld ziehen
telic-step-zone-entrance = die Mittelzone betritt man nur von a3 und d3 aus, nicht von {$square}
telic-step-not-adjacent = {$square} liegt nicht neben {$start}
telic-step-stack-too-big = auf {$square} steht dein {$piece}: Die unterste Pyramide des ziehenden Steins ({$bottom}) muss kleiner sein als dessen Spitze ({$top}), um zu stapeln
telic-bump-single-vs-stack = auf {$square} steht ein Stapel von {$enemy}: Ein Einzel kann keinen Stapel schlagen
telic-bump-fewer = auf {$square} steht ein {$piece} von {$enemy}: Dein { $count ->
    [1] Einzel
    [2] Doppel
    [3] Dreier
    [4] Vierer
    [5] Fünfer
   *[6] Sechser
} hat weniger Pyramiden und kann dort nicht schlagen
telic-bump-smaller = auf {$square} steht ein Einzel {$top} von {$enemy}: Dein Einzel {$mine} ist kleiner und kann dort nicht schlagen
telic-quick-roll = Würfeln
telic-phase-rolling = {$seat} würfelt
telic-phase-must-enter = {$seat} hat {$face} gewürfelt: muss auf {$square} einsetzen
telic-phase-must-pass = {$seat} hat {$face} gewürfelt: Auf {$square} steht ein Stapel, muss passen
telic-phase-enter-or-pass = {$seat} hat {$face} gewürfelt: auf {$square} einsetzen oder passen
telic-phase-turn = {$seat} würfelt oder zieht
telic-piece-on = {$piece} auf {$square}
telic-position-seat = {$seat}: {$pieces}; Vorrat {$stash}; {$home} von 12 in der Mittelzone.
telic-position-no-piece = kein Stein auf dem Brett
telic-position-stash-empty = leer
telic-position-die = Der Würfel zeigt {$face}: Ziel von {$seat} ist {$square}.
telic-position-rolling = {$seat} würfelt.
telic-position-played = { $limit ->
    [0] { $turns ->
        [one] {$turns} Zug gespielt.
       *[other] {$turns} Züge gespielt.
    }
   *[other] { $turns ->
        [one] {$turns} von {$limit} Zügen gespielt.
       *[other] {$turns} von {$limit} Zügen gespielt.
    }
}
telic-position-turn = { $limit ->
    [0] Zug {$turn}.
   *[other] Zug {$turn} von {$limit}.
}
telic-outcome = {$seat} würfelt {$face} → {$square}
telic-move-roll = Würfeln
telic-move-pass-stuck = Passen: leerer Vorrat und kein Stein, der ziehen kann
telic-move-pass-blocked = Passen ({$face} gewürfelt): Auf {$square}, wo {$piece} steht, kommt nichts
telic-move-pass-declined = Passen ({$face} gewürfelt): nichts auf {$square} einsetzen, wo {$piece} steht
telic-move-enter = Pyramide der Größe {$size} aus dem Vorrat auf {$square} einsetzen ({$face} gewürfelt)
telic-move-enter-on-top = Pyramide der Größe {$size} auf {$square} einsetzen ({$face} gewürfelt), auf {$piece}
telic-move-enter-bumping = Pyramide der Größe {$size} auf {$square} einsetzen ({$face} gewürfelt), {$piece} fliegt in den Vorrat
telic-owned = {$piece} von {$owner}
telic-move-home = {$start} → Mittelzone ({$piece}), für immer vom Brett
telic-move-step = {$start} → {$end} ({$piece})
telic-move-stack = {$start} → {$end}, stapelt {$piece} auf {$onto}
telic-move-bump = {$start} → {$end} ({$piece}), {$bumped} fliegt in den Vorrat
telic-option-move-limit = Unentschieden nach so vielen Zügen ohne Sieger (0 = keine Grenze)
telic-rules = **Telic** (Michael Schoessow) — bring alle 12 deiner Pyramiden als Erste(r) in die Mittelzone. Blau beginnt, dann Rot.
    • Ein Stein ist ein **Einzel** (eine Pyramide) oder ein **Stapel** (2–6 Pyramiden einer Farbe, die größte unten); ein Stapel zieht als Ganzes. Ein Stein pro Feld.
    • Jeder Zug tut eines: **würfeln** (nur solange dein Vorrat eine Pyramide enthält) oder einen Stein einen Schritt **ziehen**. Dein erster Zug ist ein Wurf; mit leerem Vorrat musst du ziehen.
    • Der Würfel nennt ein Feld deiner Farbe. Leer → du **musst** `enter K` spielen (jede Größe K aus deinem Vorrat). Dein eigener Stein → du darfst `enter K` kleiner als seine Spitze spielen (sie kommt obendrauf) oder `pass`. Ein gegnerisches Einzel → du darfst `enter K` **echt größer** spielen und es in den Vorrat seines Besitzers zurückschlagen, oder `pass`. Ein gegnerischer Stapel → nur `pass`. Nach einem Wurf zieht kein Stein.
    • Gezogen wird orthogonal; die Ecken a5–d1 und d5–a1 sind verbunden. Nichts überquert die Mittelzone (b3/c3): Man betritt sie nur mit `a3-cz` und `d3-cz`, und ein Stein dort verlässt das Brett für immer.
    • Auf den eigenen Stein: Die unterste (größte) Pyramide des ziehenden Steins muss kleiner sein als die Spitze dort; beide werden ein Stapel.
    • Auf einen gegnerischen Stein: nur mit **gleicher oder größerer** Stärke; der Gegner kommt in den Vorrat seines Besitzers zurück. Stärke: jeder Stapel schlägt jedes Einzel; Einzel vergleichen die Größe, Stapel die Zahl ihrer Pyramiden.
    • Ohne Wurf `pass` nur, wenn dein Vorrat leer ist und kein Stein ziehen kann.
    • Wer zuerst alle 12 Pyramiden in der Mittelzone hat, gewinnt. Option `move_limit`: unentschieden nach so vielen Zügen (ein Wurf mit seinem `enter`/`pass` ist ein Zug).
    Notation: `roll`, `enter 3`, `a2-a3`, `d3-cz`, `pass`.




## Engines: Coins
## (ids start with coins-)
coins-seat-suns = Sonnen
coins-seat-moons = Monde
coins-seat-crowns = Kronen
coins-seat-arms = Wappen
coins-help = schreib eine Platzierung als 'b2+' oder 'b2x', ein Gleiten als 'b2-b4', ein Entfernen als '*c3'
coins-not-a-square = {$square} ist kein Feld des Bretts (a1 bis d4)
coins-still-placing = die Münzen werden noch aufgestellt: Stell eine mit 'b2+' (orthogonal) oder 'b2x' (diagonal)
coins-place-occupied = auf {$square} liegt schon eine Münze: Stell deine auf ein leeres Feld
coins-all-placed = alle Münzen stehen schon: Spiel einen Zug wie '{$move}'
coins-remove-first = du musst zuerst eine deiner eigenen Münzen entfernen (z. B. '{$move}')
coins-remove-empty = {$square} ist leer: Entferne eine deiner eigenen Münzen
coins-remove-not-yours = die Münze auf {$square} gehört {$owner}: Du darfst nur eine deiner eigenen Münzen entfernen
coins-remove-can-slide = du kannst gleiten, also musst du: Eine Münze wird nur nach einem Gleiten ohne Schlagen entfernt oder wenn kein Gleiten möglich ist
coins-slide-empty = {$square} ist leer: Lass eine deiner eigenen Münzen gleiten
coins-slide-not-yours = die Münze auf {$square} gehört {$owner}, nicht dir
coins-slide-same = ein Gleiten geht mindestens ein Feld weit
coins-slide-off-line = { $kind ->
    [diagonal] {$square} liegt nicht auf einer Diagonale von {$start} (deine Münze auf {$start} ist diagonal)
   *[orthogonal] {$square} liegt nicht auf derselben Linie oder Reihe wie {$start} (deine Münze auf {$start} ist orthogonal)
}
coins-slide-blocked = deine Münze auf {$start} wird von deiner eigenen Münze auf {$square} blockiert
coins-slide-in-the-way = die Münze von {$owner} auf {$square} steht im Weg: Ein Gleiten endet auf der ersten gegnerischen Münze
coins-slide-full = mit slide=full muss deine Münze so weit wie möglich gleiten: Sie kann nicht auf {$square} halten, solange sie weiter bis {$beyond} kann
coins-position-resigned = {$seat}: ausgeschieden.
coins-position-kind = { $kind ->
    [diagonal] diagonal auf {$squares}
   *[orthogonal] orthogonal auf {$squares}
}
coins-position-no-coin = keine Münze auf dem Brett
coins-position-seat = {$seat}: {$coins}; geschlagen {$captured}.
coins-position-seat-placing = {$seat}: {$coins}; noch {$placing} aufzustellen; geschlagen {$captured}.
coins-position-seat-taken = {$seat}: {$coins}; geschlagen {$captured} ({$taken}).
coins-count-of = {$count} {$seat}
coins-position-must-remove = {$seat} muss eine eigene Münze entfernen.
coins-move-place = { $kind ->
    [diagonal] Diagonale Münze auf {$square} stellen
   *[orthogonal] Orthogonale Münze auf {$square} stellen
}
coins-move-remove = Münze von {$seat} auf {$square} entfernen (sie zählt für niemanden)
coins-move-capture = {$start} → {$end}, schlägt die Münze von {$victim}
coins-move-quiet = {$start} → {$end}, schlägt nichts (eine Münze von {$seat} muss dann weg)
coins-option-slide = free: hält auf jedem leeren Feld der Linie; full: gleitet so weit wie möglich
coins-rules = **Coins** — ein namenloses Piecepack-Spiel von dboyle (2001). 2–4 Spieler, Brett 4×4 a1..d4; Sitzreihenfolge: Sonnen, Monde, Kronen, Wappen.
    • **Aufbau:** reihum stellt ihr je eine Münze auf ein leeres Feld und wählt ihre Art für immer: `b2+` orthogonal (gleitet wie ein Turm) oder `b2x` diagonal (wie ein Läufer). 6 Münzen je Spieler zu zweit, 5 zu dritt, 4 zu viert.
    • **Zug:** Lass eine deiner Münzen entlang ihrer Linie über leere Felder gleiten, mindestens ein Feld (`b2-b4`). Hält sie auf der **ersten** gegnerischen Münze der Linie, schlägt sie diese: Du behältst sie, 1 Punkt. Eigene Münzen blockieren.
    • `slide=free` (Standard): auf jedem leeren Feld der Linie halten; `slide=full`: so weit wie möglich (bis zum Rand, vor eine eigene Münze oder auf die erste gegnerische).
    • Nach einem Gleiten ohne Schlagen musst du eine **eigene** Münze entfernen (`*c3`; die gezogene zählt mit). Ist kein Gleiten möglich, entfernst du nur. Entfernte Münzen zählen für niemanden.
    • Wer gleiten kann, muss, auch wenn jedes Gleiten schlägt. Wer keine Münze auf dem Brett hat, wird übersprungen.
    • **Ende** (nach dem Aufbau): wenn keine Münze mehr liegt oder alle übrigen einem Spieler gehören.
    • **Sieger:** die meisten geschlagenen Münzen. Gleichstand: Verglichen wird bei jedem die kleinste Zahl von Münzen, die er einem anderen Sitz abgenommen hat, dann die nächstkleinere…; höher gewinnt. Weiter gleich: geteilter Platz (zu zweit unentschieden).




## Engines: Tactonix
## (ids start with tactonix-)
tactonix-colour = { $colour ->
    [R] rot
    [Y] gelb
    [G] grün
    [B] blau
   *[K] schwarz
}
tactonix-deal = Farben geheim verteilt
tactonix-deal-notation = Verteilung
tactonix-size = { $size ->
    [1] klein
    [2] mittel
   *[3] groß
}
tactonix-direction = { $direction ->
    [n] nach Norden
    [e] nach Osten
    [s] nach Süden
   *[w] nach Westen
}
tactonix-piece-words = eine { $size ->
    [1] kleine
    [2] mittlere
   *[3] große
} { $colour ->
    [R] rote
    [Y] gelbe
    [G] grüne
    [B] blaue
   *[K] schwarze
} Pyramide
tactonix-help = schreib c4 (Aufbau), c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 oder pass
tactonix-help-play = schreib c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 oder pass
tactonix-off-board = {$square} liegt nicht auf dem Brett {$size}×{$size}
tactonix-not-a-rectangle = {$square} und {$other} spannen kein Rechteck von mindestens 2×2 Feldern auf
tactonix-move-pass = Passen (keine legale Aktion)
tactonix-move-place = Gezogene {$piece} auf {$square} setzen
tactonix-move-move = Ziehen {$start} → {$end} ({$piece})
tactonix-move-push = Schieben {$square} {$direction} ({$piece})
tactonix-move-hop = Springen {$square} {$direction} ({$piece})
tactonix-move-swap = Tauschen {$square} und {$other}
tactonix-move-rotate = { $turn ->
    [cw] Drehen {$start}–{$end} im Uhrzeigersinn
   *[ccw] Drehen {$start}–{$end} gegen den Uhrzeigersinn
}
tactonix-no-piece = auf {$square} steht keine Figur
tactonix-move-not-adjacent = {$square} liegt nicht orthogonal neben {$start}: Ein Zug geht ein Feld weit
tactonix-move-occupied = auf {$square} steht {$piece}: Ein Zug braucht ein leeres Feld (stattdessen schieben, springen oder tauschen)
tactonix-swap-not-adjacent = {$square} und {$other} liegen nicht orthogonal nebeneinander
tactonix-swap-empty = auf {$square} steht keine Figur zum Tauschen (ein Zug geht auf ein leeres Feld)
tactonix-push-edge = {$square} liegt am Rand: Ein Schieben {$direction} würde das Brett verlassen
tactonix-push-nothing = {$direction} von {$square} steht keine Figur zum Schieben: Das ist ein Zug ({$move})
tactonix-push-off = das Schieben {$direction} von {$square} würde die Figur auf {$last} vom Brett drängen
tactonix-hop-off = { $count ->
    [one] {$piece} auf {$square} springt {$count} Feld {$direction} und verlässt damit das Brett
   *[other] {$piece} auf {$square} springt {$count} Felder {$direction} und verlässt damit das Brett
}
tactonix-hop-short-blocked = {$square} ist besetzt, ebenso jedes Feld zurück bis {$start}: Der kurze Sprung würde am Start enden
tactonix-swap-same = auf {$square} und {$other} steht dieselbe Figur: Tauschen ändert nichts
tactonix-rotate-same = auf dem ganzen Rand des Rechtecks steht dasselbe: Das Drehen ändert nichts
tactonix-no-change = { $kind ->
    [push] dieses Schieben ändert nichts auf dem Brett
    [hop] dieser Sprung ändert nichts auf dem Brett
   *[move] dieser Zug ändert nichts auf dem Brett
}
tactonix-island = { $kind ->
    [push] dieses Schieben
    [hop] dieser Sprung
    [rot] dieses Drehen
    [swap] dieser Tausch
   *[move] dieser Zug
} würde { $count ->
    [one] die Figur auf {$squares}
   *[other] die Figuren auf {$squares}
} isolieren (keine neuen Inseln)
tactonix-undo = das macht den vorigen Zug rückgängig (kein einfaches Zurücknehmen)
tactonix-outcome-draw = Hat {$piece} ({$code}) aus dem Beutel gezogen
tactonix-no-chance = { $why ->
    [over] hier bleibt nichts dem Zufall überlassen: Das Spiel ist vorbei
   *[act] hier bleibt nichts dem Zufall überlassen: Ein Spieler muss handeln
}
tactonix-not-in-bag = {$outcome} ist keine Figur im Beutel: Möglich sind {$pieces}
tactonix-not-a-deal = {$outcome} ist keine Verteilung: Eine Verteilung gibt {$count} verschiedene Farben aus {$colours}, eine pro Sitz in Sitzreihenfolge, geschrieben wie {$example}
tactonix-nobody-to-move = hier ist kein Spieler am Zug
tactonix-referee-first = { $what ->
    [draw] der Schiedsrichter muss zuerst eine Figur aus dem Beutel ziehen
   *[deal] der Schiedsrichter muss zuerst die Farben verteilen
}
tactonix-setup-place = es ist Aufbau: Setz die gezogene {$piece} auf ein leeres Feld (z. B. c4)
tactonix-place-occupied = auf {$square} steht schon {$piece}
tactonix-setup-over = der Aufbau ist vorbei: {$help}
tactonix-pass-not-stuck = passen darfst du nur, wenn nichts legal ist, und {$move} ist legal
tactonix-not-legal = {$move} ist hier kein legaler Zug
tactonix-private-undealt = Die Farben sind noch nicht verteilt: Das geschieht, sobald die letzte Figur steht.
tactonix-private-colour = Deine geheime Farbe ist **{$colour}** ({$letter}). Behalt sie für dich!
tactonix-phase-deal = Verteilung
tactonix-position-size = { $size ->
    [1] klein auf {$squares}
    [2] mittel auf {$squares}
   *[3] groß auf {$squares}
}
tactonix-position-colour = { $colour ->
    [R] Rot
    [Y] Gelb
    [G] Grün
    [B] Blau
   *[K] Schwarz
}: {$sizes}.
tactonix-position-empty = Das Brett ist leer.
tactonix-position-drawn = Gezogen, zu setzen: {$piece} ({$code}).
tactonix-position-to-draw = Eine Figur wird aus dem Beutel gezogen.
tactonix-position-bag-count = {$count} { $size ->
    [1] klein
    [2] mittel
   *[3] groß
}
tactonix-position-bag-colour = {$colour} {$counts}
tactonix-position-bag = Im Beutel, {$count}: {$rows}.
tactonix-position-seat-colour = {$seat} {$colour}
tactonix-position-colours = Farben: {$seats}.
tactonix-position-colours-spare = Farben: {$seats}; übrig {$spare}.
tactonix-position-about-to-deal = Die Farben ({$colours}) werden gleich geheim verteilt.
tactonix-position-colours-setup = Farben im Spiel: {$colours}; sie werden nach dem Aufbau geheim verteilt.
tactonix-position-colours-play = { $spare ->
    [yes] Farben im Spiel: {$colours} (je eine, geheim; eine ist übrig).
   *[no] Farben im Spiel: {$colours} (je eine, geheim).
}
tactonix-position-colours-never = Farben im Spiel: {$colours}; nie verteilt.
tactonix-position-resigned = Ausgeschieden: {$seats}.
tactonix-position-ply = { $limit ->
    [0] Halbzug {$ply}.
   *[other] Halbzug {$ply} von {$limit}.
}
tactonix-secret-label = Meine Farbe
tactonix-option-board = 8 = Schachbrett a1..h8; 5 = das Vulkanbrett 5×5 (2–3 Spieler)
tactonix-option-hop = shove: Ein Sprung auf eine Figur schiebt die Reihe zurück; short: Der Springer hält davor
tactonix-option-spare = true: eine Farbe mehr als Spieler, die niemand bekommt; false: erlaubt 5 Spieler
tactonix-option-move-limit = unentschieden nach so vielen Halbzügen (0 = keine Grenze)
tactonix-option-players = Tactonix spielt man mit 2 bis 4 Spielern (5 nur mit spare=false), nicht mit {$players}
tactonix-option-small-board = Tactonix: board=5 ist nur für 2 oder 3 Spieler; mit {$players} Spielern muss das Brett 8 sein
tactonix-rules = **Tactonix** (Carlton Noles): Verbinde alle sechs Pyramiden deiner **geheimen Farbe** zu einer orthogonal zusammenhängenden Gruppe. 2–4 Spieler (5 mit `spare=false`).
    {"**"}Aufbau**: Reihum wird eine Figur zufällig aus dem Beutel gezogen und auf ein leeres Feld gesetzt. Dann bekommt jeder geheim eine Farbe; die **übrige** gehört niemandem. Es beginnt der Sitz nach dem letzten Setzer.
    {"**"}Zug**: eine Aktion mit IRGENDEINER Figur:
    • **Ziehen**: ein Schritt orthogonal auf ein leeres Feld (`c4-c5`).
    • **Schieben** (`push c4 n`): Die Figur und die lückenlose Reihe davor rücken ein Feld; davor mindestens eine Figur, hinter der Reihe ein leeres Feld.
    • **Springen** (`hop c4 e`): genau so viele Felder wie die Größe der Figur, orthogonal, über alles. Auf eine Figur: `hop=shove` (Standard) nimmt das Feld und schiebt die Reihe dort zurück; `hop=short` hält auf dem ersten leeren Feld davor.
    • **Drehen** (`rot b2 d5 cw` oder `ccw`): Der Rand eines Rechtecks ab 2×2 (Ecken unten links, oben rechts) dreht sich um ein Feld.
    • **Tauschen** (`swap c4 c5`): zwei orthogonal benachbarte Figuren tauschen.
    {"**"}Jede Aktion**: nichts verlässt das Brett; die Stellung ändert sich; keine neue Insel (eine Figur ohne besetzten ihrer 8 Nachbarn muss das vorher gewesen und unbewegt sein); kein einfaches Zurück (die Stellung muss sich von der vor der vorigen Aktion unterscheiden).
    `pass` nur, wenn keine Aktion legal ist.
    {"**"}Sieg**: nach einer Aktion (oder der Verteilung), wenn deine Farbe verbunden ist. Wer gehandelt hat, gewinnt allein, wenn seine es ist; sonst teilen sich alle mit verbundener Farbe den Sieg. Eine verbundene übrige Farbe bewirkt nichts. Am Ende werden die Farben aufgedeckt.
    Optionen: `board` 8 oder 5 (5×5, 2–3 Spieler), `move_limit` (unentschieden nach so vielen Halbzügen).




## Engines: Tic Tac Doh!
## (ids start with tictacdoh-)
tictacdoh-none-left = { $size ->
    [S] im Vorrat sind keine kleinen Pyramiden mehr
    [M] im Vorrat sind keine mittleren Pyramiden mehr
   *[L] im Vorrat sind keine großen Pyramiden mehr
}
tictacdoh-not-legal = {$move} ist hier keine legale Platzierung
tictacdoh-stack-full = { $shape ->
    [tree] auf {$square} steht der Baum {$stack}: Er ist voll, nichts passt mehr darauf
    [nest] auf {$square} steht das Nest {$stack}: Es ist voll, nichts passt mehr darauf
   *[single] auf {$square} steht die einzelne {$stack}: Sie ist voll, nichts passt mehr darauf
}
tictacdoh-same-size = {$size} kann nicht auf {$top}: Keine Figur kommt auf eine gleich große
tictacdoh-size-gap = {$size} kann nicht direkt auf {$top}: Gestapelte Figuren liegen eine Größe auseinander
tictacdoh-mixed = { $shape ->
    [tree] {$size} kann nicht auf {$square}: Dort steht der Baum {$stack}, und ein Feld mischt nie Baum und Nest
    [nest] {$size} kann nicht auf {$square}: Dort steht das Nest {$stack}, und ein Feld mischt nie Baum und Nest
   *[single] {$size} kann nicht auf {$square}: Dort steht die einzelne {$stack}, und ein Feld mischt nie Baum und Nest
}
tictacdoh-first-on-c3 = die erste Figur kommt immer auf c3, nicht auf {$square}
tictacdoh-not-touching = {$square} berührt keine Figur (Diagonalen zählen)
tictacdoh-off-grid = {$square} läge außerhalb des 3×3-Gitters: Die Figuren reichen schon von {$start} bis {$end}
tictacdoh-move-stack = { $shape ->
    [tree] { $size ->
        [S] Kleine Pyramide auf {$square} setzen, ergibt den Baum {$stack}
        [M] Mittlere Pyramide auf {$square} setzen, ergibt den Baum {$stack}
       *[L] Große Pyramide auf {$square} setzen, ergibt den Baum {$stack}
    }
    [nest] { $size ->
        [S] Kleine Pyramide auf {$square} setzen, ergibt das Nest {$stack}
        [M] Mittlere Pyramide auf {$square} setzen, ergibt das Nest {$stack}
       *[L] Große Pyramide auf {$square} setzen, ergibt das Nest {$stack}
    }
   *[other] { $size ->
        [S] Kleine Pyramide auf {$square} setzen, ergibt den Stapel {$stack}
        [M] Mittlere Pyramide auf {$square} setzen, ergibt den Stapel {$stack}
       *[L] Große Pyramide auf {$square} setzen, ergibt den Stapel {$stack}
    }
}
tictacdoh-position-key = S, M, L: klein, mittel, groß.
tictacdoh-position-single = {$square} {$size}
tictacdoh-position-stack = { $shape ->
    [tree] {$square} Baum {$stack} (zählt als {$counts})
   *[nest] {$square} Nest {$stack} (zählt als {$counts})
}
tictacdoh-position-rank = Reihe {$rank}: {$squares}.
tictacdoh-position-empty = Das Brett ist leer: Die erste Figur kommt auf c3.
tictacdoh-position-grid = Felder noch im Gitter: {$start} bis {$end}.
tictacdoh-count = {$count} {$size}
tictacdoh-position-stash = Vorrat: {$stash} ({$placed} von 15 gesetzt).
tictacdoh-position-line = Linie aus {$size}: {$squares}.
tictacdoh-rules = **Tic Tac Doh!**: zwei Spieler, ein gemeinsamer Vorrat von 15 Pyramiden (5 S, 5 M, 5 L); die Figuren gehören niemandem.
    • Der erste Spieler setzt zuerst. Wer dran ist, setzt eine beliebige Figur aus dem Vorrat. Die erste Figur kommt immer auf **c3**.
    • Gesetzt wird auf ein **leeres Feld, das eine Figur berührt** (Diagonalen zählen), solange alle Figuren noch in ein **3×3-Gitter** passen, oder **oben auf einen Stapel**.
    • Gestapelte Figuren liegen **eine Größe auseinander**: Ein **Baum** wird nach oben kleiner (L, LM, LMS), ein **Nest** nach oben größer (S, SM, SML); M kann beides beginnen (Baum MS, Nest ML). Nie mischen.
    • Ein Baum zählt als **jede** Größe darin; ein Nest nur als seine **oberste** Figur.
    • Bilde **drei in einer Linie** (Reihe, Spalte oder Diagonale des 3×3-Gitters), die alle als eine gemeinsame Größe zählen: Du **gewinnst**.
    • Alle 15 gesetzt ohne Linie: **unentschieden**. Figuren übrig, aber keine legale Platzierung: Du **verlierst**.
    • Notation: `Lc3` (auch `l c3`, `large c3`, `c3 L`).




## Engines: IceSickle
## (ids start with icesickle-)
icesickle-help = schreib eine Platzierung wie Lc3 oder einen Sprung wie a1-c3
icesickle-not-a-jump = „{$move}“ ist kein Sprung: Schreib das Feld der Figur und das Landefeld, etwa a1-c3
icesickle-sowing-over = die Aussaat ist vorbei: Alle Pyramiden stehen auf dem Brett, jetzt lass eine Figur springen (etwa a1-c3)
icesickle-sow-occupied = { $size ->
    [S] auf {$square} steht schon eine kleine Pyramide: Säe auf ein leeres Feld
    [M] auf {$square} steht schon eine mittlere Pyramide: Säe auf ein leeres Feld
   *[L] auf {$square} steht schon eine große Pyramide: Säe auf ein leeres Feld
}
icesickle-none-left = { $size ->
    [S] im Vorrat ist keine kleine Pyramide mehr
    [M] im Vorrat ist keine mittlere Pyramide mehr
   *[L] im Vorrat ist keine große Pyramide mehr
}
icesickle-still-sowing = { $count ->
    [one] die Aussaat ist nicht vorbei ({$count} Pyramide im Vorrat): Setz eine, etwa Lc3
   *[other] die Aussaat ist nicht vorbei ({$count} Pyramiden im Vorrat): Setz eine, etwa Lc3
}
icesickle-jump-empty = {$square} ist leer: Dort ist keine Figur zum Springen
icesickle-jump-same = ein Sprung muss die Figur auf ein anderes Feld bringen
icesickle-jump-not-line = {$square} liegt nicht auf einer geraden Linie (orthogonal oder diagonal) von {$start}
icesickle-jump-adjacent = {$square} liegt neben {$start}: Ein Sprung überquert mindestens ein Feld
icesickle-jump-too-far = die { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
} auf {$start} überquert höchstens { $pips ->
    [one] {$pips} Feld
   *[other] {$pips} Felder
}; {$move} überquert {$passed}
icesickle-jump-occupied = {$square} ist besetzt: Ein Sprung muss auf einem leeren Feld landen
icesickle-jump-nothing = { $count ->
    [one] dieser Sprung überquert keine Figur ({$squares} ist leer)
   *[other] dieser Sprung überquert keine Figur ({$squares} sind leer)
}
icesickle-move-jump = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} auf {$start} springt nach {$end}, schlägt {$squares} ({ $pips ->
    [one] {$pips} Auge
   *[other] {$pips} Augen
})
icesickle-phase = { $stage ->
    [sowing] Runde {$round} von {$rounds}: Aussaat
   *[reaping] Runde {$round} von {$rounds}: Ernte
}
icesickle-position-round = { $stage ->
    [sowing] Runde {$round} von {$rounds}, Aussaat.
    [reaping] Runde {$round} von {$rounds}, Ernte.
   *[over] Runde {$round} von {$rounds}.
}
icesickle-position-size = { $size ->
    [S] S (klein, 1 Auge) auf {$squares}
    [M] M (mittel, 2 Augen) auf {$squares}
   *[L] L (groß, 3 Augen) auf {$squares}
}
icesickle-position-pieces = {$sizes}.
icesickle-position-empty = Das Brett ist leer.
icesickle-count = {$count} {$size}
icesickle-position-stash = Vorrat: {$stash}.
icesickle-position-jumps-first = {$seat} springt zuerst.
icesickle-round-score = Runde {$round}: {$pips}
icesickle-position-seat-pips = {$seat} {$pips} ({$rounds})
icesickle-position-pips = Augen: {$seats}.
icesickle-option-rounds = 2: ein Match aus zwei Runden, in Runde 2 die Rollen getauscht; 1: eine einzige Runde
icesickle-rules = **IceSickle** (Dan Isaac): 2 Spieler, ein Brett 5×5, ein gemeinsamer Vorrat von 15 Pyramiden (5 S = 1 Auge, 5 M = 2, 5 L = 3), der niemandem gehört.
    {"**"}Aussaat:** Abwechselnd setzt ihr eine beliebige Pyramide aus dem Vorrat auf ein beliebiges leeres Feld (`Lc3`), bis alle 15 stehen; in Runde 1 sät der erste Spieler zuerst (8 Figuren zu 7).
    {"**"}Ernte:** Wer als Zweiter gesetzt hat, springt zuerst, dann abwechselnd, ein Sprung pro Zug. Lass eine beliebige Figur in gerader Linie (8 Richtungen) über 1 bis so viele Felder, wie sie Augen hat (S 1, M 1–2, L 1–3), auf das nächste Feld springen, das auf dem Brett und leer sein muss (`a1-c3`).
    Mindestens ein überquertes Feld muss eine Figur tragen (andere dürfen leer sein); jede überquerte Figur wird geschlagen, ihre Augen zählen für den Springer.
    Die Runde endet, wenn der Spieler am Zug nicht springen kann; Figuren auf dem Brett zählen nichts.
    {"**"}Match:** Runde 2 beginnt auf leerem Brett, der andere Spieler sät zuerst; die höhere Augensumme beider Runden gewinnt, bei Gleichstand unentschieden (Option `rounds`: 2 oder 1).




## Lessons (/K learn): each step's words, its task's hint, the lesson's buttons
## (ids start with learn-)
learn-heading = Lektion { $title }, Schritt { $step } von { $steps }
learn-your-move = Dein Zug: wähle ihn im Menü oder tippe ihn ein.
learn-illegal = Nicht erlaubt: { $reason }
learn-wrong = { $move } ({ $words }) ist erlaubt, aber nicht das, was dieser Schritt verlangt.
learn-right = Richtig: { $move } ({ $words }).
learn-choose = Dein Zug …
learn-button-back = Zurück
learn-button-next = Weiter
learn-button-play = Gegen den Computer spielen
learn-button-again = Von vorn
learn-play = Jetzt kennst du die Regeln. Spiel eine kurze Partie gegen den leichtesten Computer: Sie beginnt sofort, in einem eigenen Thread.
learn-web-answer = Lösung zeigen
learn-web-try = Auf Discord oder am Tisch kannst du mit { $command } die Züge selbst machen, vom Schiedsrichter geprüft.
learn-telic-board = Telic wird auf 18 Feldern rund um eine Mittelzone gespielt. Du bist Blau, dein Gegner Rot; jeder hat 12 Pyramiden, je zwei jeder Größe von 1 bis 6. Wer zuerst alle 12 in die Mittelzone bringt, gewinnt. Am Zug würfelst du, um eine Pyramide einzusetzen, oder ziehst eine Figur einen Schritt.
learn-telic-enter = Du hast eine 4 gewürfelt: Dein Würfel nennt a1. Das Feld ist leer, also musst du dort eine Pyramide einsetzen, jede Größe aus deinem Vorrat. Setze deine größte ein, eine 6.
learn-telic-enter-hint = Eine große Einzelfigur ist schwer zu schlagen: Setze die 6 ein.
learn-telic-stack = Du hast wieder eine 4 gewürfelt, und deine 6 steht auf a1. Du darfst eine kleinere Pyramide daraufsetzen: Beide werden ein Stapel, der jede Einzelfigur schlägt. Bilde einen Stapel.
learn-telic-stack-hint = Passen verschenkt den Zug: Setze eine Pyramide kleiner als 6 auf deine eigene.
learn-telic-bump = Rot hat eine 2 auf a2 eingesetzt, neben deine 3 auf a1. Wer auf eine gegnerische Figur gleicher oder geringerer Stärke zieht, schickt sie in den Vorrat ihres Besitzers zurück (beim Einsetzen aus dem Vorrat braucht es eine echt größere Pyramide). Schlage Rots 2.
learn-telic-bump-hint = Deine 3 auf a1 steht neben Rots 2 auf a2: Ziehe a1-a2.
learn-telic-corner = Die Ecken sind verbunden: a1 mit d5 und a5 mit d1, als wären sie Nachbarn. Ziehe deine 3 von a1 in einem Schritt quer über das Brett.
learn-telic-corner-hint = Nutze die Eckverbindung: a1-d5.
learn-telic-centre = Nur a3 und d3 führen in die Mittelzone, und jede Figur darf hinein. Eine Figur, die hineingeht, verlässt das Brett für immer und zählt für deine 12. Ziehe deine 3 in die Mittelzone.
learn-telic-centre-hint = Von a3 geht es mit a3-cz in die Mittelzone.
learn-coins-board = Coins wird auf einem 4×4-Brett gespielt. Zu zweit hat jeder 6 Münzen. Zuerst setzen alle ihre Münzen einzeln ein; danach schiebst du in jedem Zug eine Münze und versuchst zu schlagen. Wer am meisten schlägt, gewinnt.
learn-coins-place = Jede Münze wird mit einer Art eingesetzt, die sie behält: + (orthogonal) gleitet wie ein Turm, x (diagonal) wie ein Läufer. Setze eine diagonale Münze ein.
learn-coins-place-hint = Eine diagonale Münze schreibt man mit x, etwa b2x.
learn-coins-capture = Alle Münzen sind gesetzt. Eine Münze gleitet in einer geraden Linie ihrer Art über leere Felder und darf auf der ersten gegnerischen Münze im Weg anhalten: Sie schlägt sie und erhält 1 Punkt. Eigene Münzen blockieren. Schlage eine Münze.
learn-coins-capture-hint = Dieser Zug schlägt nichts: Suche eine deiner Münzen, in deren Linie ohne Lücke eine gegnerische Münze liegt.
learn-coins-remove = Dein Zug a1-b1 hat nichts geschlagen, also musst du jetzt eine deiner eigenen Münzen vom Brett nehmen (sie zählt für niemanden). Nimm eine weg.
learn-coins-remove-hint = Nach einem Zug ohne Schlagen bleibt nur das Wegnehmen, etwa *b1.
learn-coins-end = Die Partie endet, wenn keine Münze mehr liegt oder alle übrigen Münzen einem Spieler gehören. Wer am meisten geschlagen hat, gewinnt; bei Gleichstand entscheiden die Münzen, die man jedem Gegner abgenommen hat.
learn-tactonix-board = In Tactonix wurden die Figuren aus einem Beutel gezogen und abwechselnd gesetzt; dann bekam jeder eine geheime Farbe. Deine ist Rot (nur du siehst es). Verbinde alle sechs Figuren deiner Farbe orthogonal, um zu gewinnen. In jedem Zug machst du eine Aktion mit einer beliebigen Figur: ziehen, schieben, springen, drehen oder tauschen.
learn-tactonix-move = Ziehen: Eine Figur geht einen Schritt orthogonal auf ein leeres Feld. Ziehe eine Figur.
learn-tactonix-move-hint = Ein Zug wird von-nach geschrieben, ein Schritt, etwa f2-f1.
learn-tactonix-push = Schieben: Eine Figur und die lückenlose Reihe vor ihr rücken je ein Feld in diese Richtung; das Feld nach der Reihe muss leer sein. Schiebe eine Reihe.
learn-tactonix-push-hint = Schieben schreibt man push, ein Feld und eine Richtung, etwa push a1 e.
learn-tactonix-hop = Springen: Eine Figur springt genau so viele Felder weit wie ihre Größe (1, 2 oder 3), über alles hinweg; auf einem besetzten Feld schiebt sie die Figuren dort zu ihrem Start zurück. Springe.
learn-tactonix-hop-hint = Springen schreibt man hop, ein Feld und eine Richtung, etwa hop a1 n.
learn-tactonix-rotate = Drehen: Jedes Randfeld eines Rechtecks von mindestens 2×2 gibt seinen Inhalt an das nächste weiter, im oder gegen den Uhrzeigersinn. Drehe ein Rechteck.
learn-tactonix-rotate-hint = Eine Drehung schreibt man rot, die Ecken unten links und oben rechts und cw oder ccw, etwa rot a1 b2 cw.
learn-tactonix-swap = Tauschen: Zwei orthogonal benachbarte Figuren tauschen die Felder. Tausche zwei Figuren.
learn-tactonix-swap-hint = Tauschen schreibt man swap und zwei Nachbarfelder, etwa swap a1 b1.
learn-tactonix-island = Jede Aktion muss jede bewegte Figur neben einer anderen lassen (auf einem ihrer acht Nachbarfelder): keine neue Insel. Außerdem muss sie die Stellung ändern, alles auf dem Brett lassen und nicht einfach die vorige Aktion rückgängig machen. Aktionen, die das verletzen, werden abgelehnt.
learn-tactonix-win = Deinen roten Figuren fehlt ein Schritt zur Verbindung: f2 berührt e1 nur an einer Ecke. Verbinde alle sechs roten Figuren.
learn-tactonix-win-hint = Deine roten Figuren sind noch getrennt: Bring die Figur auf f2 neben die anderen, zum Beispiel f2-f1.
learn-tictacdoh-board = Bei Tic Tac Doh! teilen sich beide 15 Pyramiden, je 5 jeder Größe (S, M, L). Am Zug setzt du eine beliebige Figur; die erste kommt immer auf c3, und alle Figuren müssen in ein 3×3-Raster passen. Drei Felder in einer Linie, die als dieselbe Größe zählen, gewinnen.
learn-tictacdoh-tree = Eine Figur darf auf einen Stapel, der eine Größe entfernt ist. Ein Baum wächst abwärts: ein M auf ein L, dann ein S darauf. Ein Baum zählt als jede Größe in ihm. Baue einen Baum auf c3.
learn-tictacdoh-tree-hint = Ein M auf dem L auf c3 ergibt einen Baum: Mc3.
learn-tictacdoh-nest = Ein Nest wächst aufwärts: ein S, dann ein M darauf, dann ein L. Ein Nest zählt nur als seine oberste Figur: c3 zählt jetzt als M, nicht als S. Ein Feld mischt nie Baum und Nest.
learn-tictacdoh-line = Auf b3 und d3 steht je ein M, auf c3 ein L. Gewinne mit einem Zug.
learn-tictacdoh-line-hint = Ein Baum zählt als jede Größe in ihm: Ein M auf dem L auf c3 macht b3, c3 und d3 zu drei M.
learn-icesickle-board = IceSickle wird auf einem 5×5-Brett mit 15 gemeinsamen Pyramiden gespielt: S (1 Auge), M (2) und L (3). Eine Runde hat zwei Hälften: Säen, dann Ernten. Ein Match hat zwei Runden; wer die meisten Augen schlägt, gewinnt.
learn-icesickle-sow = Säen: Abwechselnd setzen die Spieler eine beliebige Pyramide aus dem Vorrat auf ein beliebiges leeres Feld, bis alle 15 auf dem Brett stehen.
learn-icesickle-jump = Ernten: Eine Figur springt in gerader Linie über 1 bis so viele Felder, wie sie Augen hat (S 1, M bis 2, L bis 3), und landet auf dem nächsten leeren Feld; jede übersprungene Figur wird geschlagen und bringt ihre Augen. Dein Gegner sprang c2-e2. Schlage so viele Augen wie möglich.
learn-icesickle-jump-hint = Ein anderer Sprung bringt mehr Augen: Suche einen, der zwei große Figuren überspringt.
learn-icesickle-end = Die Runde endet, wenn der Spieler am Zug nicht springen kann; übrige Figuren zählen nichts. In der zweiten Runde sät der andere zuerst. Die höhere Summe beider Runden gewinnt.


## Pictures: words drawn on boards, alt text, text boards, replays' captions
## (ids start with picture-)
picture-status-over = Spielende: {$result}
picture-status-waiting = Warten auf den Schiedsrichter ({$phase}).
picture-status-to-move = {$player} ist am Zug.
picture-status-to-move-phase = {$player} ist am Zug ({$phase}).
picture-seat-line = {$seat}: {$name}
picture-text-no-move = Noch kein Zug.
picture-text-last-move = Letzter Zug: {$move}.
picture-text-last-move-words = Letzter Zug: {$move} ({$words}).
picture-text-seat = {$seat}.
picture-alt-board = Brett von {$game}.
picture-alt-head = {$board} {$status} {$last}
picture-alt-text = {$head} {$position}
picture-game-over = Spielende
picture-game-over-result = Spielende: {$result}
picture-game-over-how = Spielende: {$result}, {$how}
picture-to-move = ist am Zug
picture-waiting = Warten auf den Schiedsrichter
picture-no-move = Noch kein Zug
picture-last-move = Letzter Zug:
picture-players = Spieler
picture-stash = Vorrat
picture-resigned = (ausgeschieden)
picture-other-resigned = der andere Spieler ist ausgeschieden
picture-you = du
picture-you-colour = du, {$colour}
picture-telic-center-zone = Mittelzone
picture-telic-tile = { $suit ->
    [blue] blau
    [red] rot
   *[black] schwarz
} {$face}
picture-telic-home-count = {$seat} {$home}/12
picture-telic-strip = Ziel {$home}/12, {$held} im Vorrat
picture-telic-turn-limit = die Zuggrenze ist erreicht
picture-telic-all-home = alle 12 Pyramiden im Ziel
picture-telic-rolled-enter = hat {$face} gewürfelt: auf {$square} einsetzen
picture-telic-rolled-enter-or-pass = hat {$face} gewürfelt: auf {$square} einsetzen oder passen
picture-telic-stash-empty = ist am Zug (Vorrat leer)
picture-telic-roll-or-move = würfelt oder zieht
picture-telic-turn = { $limit ->
    [0] Zug {$turn}
   *[other] Zug {$turn} von {$limit}
}
picture-telic-rolled = gewürfelt
picture-telic-text-key = B = {$blue}, R = {$red}, dann die Pyramidengrößen von unten nach oben (B53: ein blaues Doppel 5-3). CZ = die Mittelzone, die man nur von a3 und d3 aus betritt.
picture-telic-text-seat = {$seat}. Mittelzone {$home} von 12. Vorrat: {$stash}.
picture-telic-text-die = Würfel: {$face}, Ziel von {$seat}: {$square}.
picture-telic-text-target = {$face} {$square}
picture-telic-text-targets = Würfel von {$seat}: {$faces}.
picture-coins-to-place = Aufzustellen
picture-coins-captures = Geschlagen
picture-coins-figure-place = {$figure}  {$place}
picture-coins-must-remove = muss eine eigene Münze entfernen
picture-coins-to-place-coin = stellt eine Münze auf
picture-coins-to-slide = lässt eine Münze gleiten
picture-coins-captured = { $count ->
    [one] {$count} Münze geschlagen
   *[other] {$count} Münzen geschlagen
}
picture-coins-text-initial = {$letter} = {$seat}
picture-coins-text-key = {$initials}; + eine orthogonale Münze (gleitet wie ein Turm), x eine diagonale (wie ein Läufer). Gleiten: {$slide}.
picture-coins-text-resigned = {$seat}: ausgeschieden.
picture-coins-text-seat = {$seat}. Geschlagen: {$captured}.
picture-coins-text-seat-placing = {$seat}. Aufzustellen: {$count}. Geschlagen: {$captured}.
picture-coins-text-seat-taken = {$seat}. Geschlagen: {$captured} ({$taken}).
picture-coins-text-must-remove = {$name} muss eine eigene Münze entfernen.
picture-tactonix-colours = Farben
picture-tactonix-colour = { $whose ->
    [mine] {$letter} {$colour} (du)
    [spare] {$letter} {$colour} (übrig)
   *[other] {$letter} {$colour}
}
picture-tactonix-piece-to-place = Zu setzende Figur
picture-tactonix-drawn = {$colour} {$size}
picture-tactonix-bag = { $count ->
    [one] Beutel ({$count} Figur)
   *[other] Beutel ({$count} Figuren)
}
picture-tactonix-ply = { $limit ->
    [0] Spiel, Halbzug {$ply}
   *[other] Spiel, Halbzug {$ply} von {$limit}
}
picture-tactonix-dealing = Die geheimen Farben werden verteilt
picture-tactonix-drawing = Eine Figur wird aus dem Beutel gezogen
picture-tactonix-to-place = setzt die gezogene {$piece}
picture-tactonix-to-act = ist am Zug
picture-tactonix-connected = {$colours} verbunden
picture-tactonix-move-limit = die Zuggrenze ist erreicht
picture-tactonix-text-letter = {$letter} {$colour}
picture-tactonix-text-key = Buchstabe = Farbe ({$letters}); Ziffer = Größe (1 klein, 2 mittel, 3 groß).
picture-tactonix-text-seat = { $resigned ->
    [yes] {$seat} (ausgeschieden).
   *[no] {$seat}.
}
picture-tactonix-text-seat-colour = { $resigned ->
    [yes] {$seat}, Farbe {$colour} ({$letter}) (ausgeschieden).
   *[no] {$seat}, Farbe {$colour} ({$letter}).
}
picture-tactonix-text-drawn = Gezogen, zu setzen: {$piece}.
picture-tactonix-text-bag = { $count ->
    [one] Beutel, {$count} Figur: {$pieces}.
   *[other] Beutel, {$count} Figuren: {$pieces}.
}
picture-tactonix-text-spare = Übrige Farbe: {$colour} ({$letter}).
picture-tactonix-text-dealt-later = Die Farben werden geheim verteilt, sobald jede Figur steht.
picture-tactonix-text-secret = { $spare ->
    [yes] Jeder Spieler hat geheim eine Farbe, eine ist übrig.
   *[no] Jeder Spieler hat geheim eine Farbe.
}
picture-tictacdoh-line = drei {$size} in einer Linie
picture-tictacdoh-all-placed = alle 15 Figuren ohne Linie gesetzt
picture-tictacdoh-no-placement = der andere Spieler konnte nichts legal setzen
picture-tictacdoh-phase = {$phase}, {$placed} von 15 gesetzt
picture-tictacdoh-to-place = setzt eine Figur
picture-tictacdoh-first-piece = erste Figur
picture-tictacdoh-goes-here = kommt hierher
picture-tictacdoh-text-key = S klein, M mittel, L groß, Stapel von unten nach oben: Ein Baum (LM, LMS, MS) zählt als jede Größe darin, ein Nest (SM, SML, ML) als seine oberste. # = außerhalb des Gitters.
picture-tictacdoh-text-stacks = Stapel zählen als: {$stacks}.
picture-icesickle-pips-result = {$top} zu {$other} Augen
picture-icesickle-to-sow = sät eine Figur
picture-icesickle-to-jump = springt
picture-icesickle-by-round = Nach Runden
picture-icesickle-round = Runde {$round}
picture-icesickle-pips = Augen
picture-icesickle-round-over = Runde { $round } ist vorbei: { $scores }
picture-icesickle-jumps-first = {$seat} springt zuerst
picture-icesickle-text-key = S klein (1 Auge), M mittel (2 Augen), L groß (3 Augen); die Figuren gehören niemandem.
picture-icesickle-text-seat = { $pips ->
    [one] {$seat}, {$pips} Auge.
   *[other] {$seat}, {$pips} Augen.
}
picture-icesickle-text-seat-rounds = { $pips ->
    [one] {$seat}, {$pips} Auge ({$rounds}).
   *[other] {$seat}, {$pips} Augen ({$rounds}).
}
picture-crosstable-rank = Nr.
picture-crosstable-player = Spieler
picture-crosstable-points = Pkt.
picture-crosstable-tiebreak-sb = SB
picture-crosstable-tiebreak-sb-alt = Sonneborn-Berger {$value}
picture-crosstable-tiebreak-buchholz = Buchholz
picture-crosstable-tiebreak-buchholz-alt = Buchholz {$value}
picture-crosstable-number = { NUMBER($value, maximumFractionDigits: 2) }
picture-crosstable-alt-title = Kreuztabelle: {$title}.
picture-crosstable-alt-points = { $points ->
    [one] {$points} Punkt
   *[other] {$points} Punkte
}
picture-crosstable-alt-row = Rang {$rank}: {$name}, {$points}, {$tiebreaks}.
picture-crosstable-alt-row-plain = Rang {$rank}: {$name}, {$points}.
picture-crosstable-alt-more = { $count ->
    [one] …und {$count} weiterer Spieler.
   *[other] …und {$count} weitere Spieler.
}
picture-review-title = { $title } #{ $game }: Gewinnchancen
picture-review-moves = Zug




## Service: refusals
## (ids start with refusal-)

refusal-not-an-id = #{ $id } ist keine Kennung: Kennungen bestehen aus Buchstaben und Ziffern, etwa #ab3cd.
refusal-wrong-game = #{ $game } ist eine { $title }-Partie, keine { $other }-Partie: Nimm dafür `{ $command }`.
refusal-no-such-game = Es gibt kein Spiel namens { $name }.
refusal-no-game = Es gibt keine Partie #{ $game }.
refusal-name-the-game = Gib die Partie mit `{ $option }` an.
refusal-no-game-in-progress = Du hast keine laufende Partie. Starte eine mit `{ $start }`.
refusal-no-game-in-progress-of = Du hast keine laufende { $title }-Partie. Starte eine mit `{ $start }`.
refusal-several-games = Du hast mehrere laufende Partien: { $games }. Gib mit `{ $option }` an, welche du meinst.
refusal-several-games-of = Du hast mehrere laufende { $title }-Partien: { $games }. Gib mit `{ $option }` an, welche du meinst.
refusal-not-in-game = Du spielst in Partie #{ $game } nicht mit.
refusal-game-over = Partie #{ $game } ist beendet: { $result }
refusal-resolving-chance = Der Schiedsrichter ermittelt gerade das Zufallsergebnis; versuch es gleich noch einmal.
refusal-not-your-turn = Du bist in #{ $game } nicht am Zug: { $name } ist dran.
refusal-changed-meanwhile = Partie #{ $game } hat sich im selben Moment geändert; sieh dir das Brett an und versuch es noch einmal.
refusal-illegal = Unzulässig: { $problem }
refusal-cannot-resign = Du kannst jetzt nicht aufgeben: { $problem }
refusal-privacy-not-yours = Nur der Spieler, der gefragt hat, kann das beantworten.
refusal-plan-clear-or-moves = Gib entweder `{ $moves }` oder `{ $clear }` an, nicht beides.
refusal-plan-players = Pläne gibt es nur in Partien zu zweit: #{ $game } hat { $count } Spieler.
refusal-plan-your-turn = Du bist in #{ $game } am Zug: spiel deinen Zug mit `{ $move }`; einen Plan machst du, während du auf deinen Gegner wartest.
refusal-plan-empty = Dein Plan enthält keinen Zug: schreib den nächsten Zug deines Gegners, deine Antwort und so weiter, durch Kommas getrennt.
refusal-plan-too-long = Ein Plan enthält höchstens { $most } Züge; deiner hat { $count }.
refusal-plan-unanswered = Dein Plan endet mit `{ $move }`, einem Zug deines Gegners: füge deine Antwort hinzu oder lass ihn weg.
refusal-plan-illegal = Schritt { $step } deines Plans, `{ $move }`, kann dort nicht gespielt werden: { $problem }
refusal-plan-game-ends = Schritt { $step } deines Plans, `{ $move }`, beendet die Partie: lass die Züge danach weg.
refusal-plan-chance = Nach Schritt { $step } deines Plans, `{ $move }`, entscheidet der Zufall (ein Wurf, eine Ziehung oder ein Austeilen), den kein Plan vorhersehen kann: ein Plan enthält nur Züge ohne Zufall dazwischen oder danach.
refusal-plan-turns = Nach Schritt { $step } deines Plans, `{ $move }`, geht der Zug nicht an den anderen Spieler über: ein Plan wechselt zwischen den Zügen deines Gegners und deinen Antworten ab.
refusal-not-a-clock = { $typed } ist keine Uhr: Wähle eine von { $choices }.
refusal-not-a-duration = { $typed } ist keine Zeitdauer: Schreib sie etwa als 13h, 2d, 90m oder 1d12h.
refusal-out-of-game = Du bist aus Partie #{ $game } ausgeschieden: Du hast aufgegeben, oder deine Zeit ist abgelaufen.
refusal-offer-waiting = { $kind ->
        [draw] Ein Remisangebot
       *[undo] Eine Bitte um Zugrücknahme
    } wartet in #{ $game } schon auf Antwort.
refusal-offer-unknown = Dieses Angebot ist nicht mehr bekannt.
refusal-offer-closed = { $kind ->
        [draw] Dieses Remisangebot
       *[undo] Diese Bitte um Zugrücknahme
    } wurde bereits { $status ->
        [accepted] angenommen
        [declined] abgelehnt
       *[withdrawn] zurückgezogen
    }.
refusal-offer-yours = { $kind ->
        [draw] Dieses Remisangebot ist von dir: Die anderen beantworten es.
       *[undo] Diese Bitte um Zugrücknahme ist von dir: Die anderen beantworten sie.
    }
refusal-offer-not-yours = Über { $kind ->
        [draw] dieses Remisangebot
       *[undo] diese Bitte um Zugrücknahme
    } entscheiden nur noch die anderen ({ $names }): Du bist aus der Partie ausgeschieden.
refusal-already-said-yes = Du hast schon zugestimmt; wir warten noch auf die anderen.
refusal-offer-moved-on = { $kind ->
        [draw] Dieses Remisangebot
       *[undo] Diese Bitte um Zugrücknahme
    } wurde zurückgezogen: Die Partie ist inzwischen weitergegangen.
refusal-offer-changed = { $kind ->
        [draw] Dieses Remisangebot
       *[undo] Diese Bitte um Zugrücknahme
    } hat sich inzwischen geändert; sieh noch einmal nach.
refusal-too-late-to-abort = Zu spät, um #{ $game } abzubrechen: Jeder Spieler hat schon gezogen. Biete stattdessen Remis an (`{ $draw }`) oder gib auf (`{ $resign }`).
refusal-rematch-not-yours = Nur die Spieler von #{ $game } können eine Revanche verlangen.
refusal-still-on = Partie #{ $game } läuft noch.
refusal-rematch-aborted = Partie #{ $game } wurde abgebrochen: Starte eine neue mit `{ $start }`.
refusal-rematch-waiting = Eine Revanche für #{ $game } wartet schon auf Antwort: #{ $other }.
refusal-rematch-tournament = Partie #{ $game } war eine Turnierpartie: Das Turnier lost seine Paarungen selbst aus, eine Revanche gibt es nicht.
refusal-nothing-to-take-back = Du hast in #{ $game } noch nicht gezogen: Es gibt nichts zurückzunehmen.
refusal-just-taken-back = In #{ $game } wurde gerade ein Zug zurückgenommen; mehr lässt sich nicht zurücknehmen.
refusal-last-action-final = Deine letzte Aktion in #{ $game } kann nicht zurückgenommen werden.
refusal-someone-acted = Seit deinem letzten Zug in #{ $game } ist jemand anderes aktiv geworden: Eine Zugrücknahme ist nur möglich, solange sonst niemand aktiv geworden ist.
refusal-other-acted = Seit deinem letzten Zug in #{ $game } ist { $name } aktiv geworden: Eine Zugrücknahme ist nur möglich, solange sonst niemand aktiv geworden ist.
refusal-chance-after = `{ $move }` kann nicht zurückgenommen werden: Danach wurde ein Zufallsergebnis ermittelt, und eine Zugrücknahme macht nie ein Würfeln oder Austeilen rückgängig.
refusal-no-move = In #{ $game } gibt es keinen Zug { $ply }.
refusal-record-unstorable = Das Protokoll enthält { $what }, was sich nicht speichern lässt: Entferne es und fang noch einmal an.
refusal-level = level muss eins von { $levels } sein, nicht { $typed }.
refusal-computers-count = computers ist die Anzahl der Computerspieler: 0 oder mehr.
refusal-record-computers = Eine Partie aus einem Protokoll spielen die Spieler weiter, die darin genannt sind: Lass computers weg.
refusal-challenge-yourself = Du kannst dich nicht selbst herausfordern: Gib andere Spieler an.
refusal-invited-twice = Jeder Spieler kann nur einmal eingeladen werden.
refusal-record-options = Das Protokoll legt die Optionen fest ({ $set }): Lass { $given } weg.
refusal-options = { $problem }
refusal-no-challenge = Es gibt keine Herausforderung #{ $game }.
refusal-challenge-closed = Die Herausforderung #{ $game } ist nicht mehr offen.
refusal-challenge-not-yours = Diese Herausforderung richtet sich nur an { $names }.
refusal-already-accepted = Du hast schon angenommen; wir warten noch auf die anderen.
refusal-challenge-changed = Diese Herausforderung hat sich inzwischen geändert; versuch es noch einmal.
refusal-decline-not-yours = Das können nur die eingeladenen Spieler tun (oder der Herausforderer, um die Herausforderung zurückzuziehen).
refusal-record-open = Eine Partie aus einem Protokoll spielen die Spieler, die es nennt: gib sie an (`{ $challenge }`).
refusal-players-count = players geht bei { $title } von { $low } bis { $high }, nicht { $typed }.
refusal-players-named = Mit den genannten Spielern hat die Partie { $named } Spieler, nicht { $typed }: lass players weg, oder nenne niemanden, um die Herausforderung für alle zu öffnen.
refusal-open-twice = Du hast schon eine offene { $title }-Herausforderung, die wartet: #{ $game }.
refusal-challenge-twice = Du hast dieselben Spieler schon zu { $title } herausgefordert: #{ $game } wartet noch.
refusal-challenge-expired = Die Herausforderung #{ $game } ist abgelaufen.
refusal-join-own = #{ $game } ist deine eigene Herausforderung: beitreten können nur die anderen.
refusal-joined-already = Du bist #{ $game } schon beigetreten; wir warten auf weitere Spieler.
refusal-challenge-full = Die Herausforderung #{ $game } ist voll.
refusal-start-not-yours = Nur { $name } kann #{ $game } starten.
refusal-start-too-few = #{ $game } braucht zum Start { $minimum } Spieler und hat { $count }.
refusal-expiry-choice = challenge ist eines von { $choices }, nicht { $typed }.
refusal-vacation-days = Ein Urlaub dauert 1 bis { $most } Tage (0 beendet deinen sofort), nicht { $typed }.
refusal-not-on-vacation = Du bist nicht im Urlaub.
refusal-vacation-too-long = Höchstens { $most } Urlaubstage innerhalb von { $window } Tagen: Du hattest in den letzten { $window } Tagen { $used }, jetzt sind also höchstens noch { $room } möglich.
refusal-notify-choice = { $typed } steht nicht zur Wahl: Für Erinnerungen gibt es { $choices }.
refusal-digest-choice = { $typed } steht nicht zur Wahl: Für die Übersicht gibt es { $choices }.
refusal-digest-hour = { $typed } ist keine Stunde: Die Übersicht kommt zu einer vollen Stunde von 0 bis 23.
refusal-digest-zone = { $typed } ist keine Zeitzone: Gib ihren IANA-Namen an, etwa { $example } (Standard ist UTC).
refusal-puzzle-secret = { $title } hat keine Rätsel: Die Spieler haben Geheimnisse, also lässt sich kein Zug sicher als der beste zeigen.
refusal-puzzle-unknown = Es gibt kein { $title }-Rätsel mit der Nummer { $number }.
refusal-puzzle-gone = Dieses Rätsel gibt es hier nicht mehr.
refusal-puzzle-none = Du hast kein { $title }-Rätsel, das auf deine Antwort wartet: `{ $command }` gibt dir eines.
refusal-puzzle-daily-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können das tägliche Rätsel festlegen.
refusal-puzzle-daily-channel = Sag, in welchem Kanal das tägliche Rätsel erscheinen soll.
refusal-settings-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen des Servers ändern.
refusal-reminders-choice = reminders kann nur on oder off sein, nicht { $typed }.
refusal-language-choice = { $typed } ist hier keine verfügbare Sprache: Wähle eine von { $choices }.
refusal-season-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können eine Saison starten.
refusal-season-name = Der Name einer Saison hat 1 bis { $most } Zeichen: { $typed } passt nicht.
refusal-season-taken = Hier gibt es schon eine Saison namens **{ $season }**: Wähle einen anderen Namen.
refusal-season-empty = In der Saison **{ $season }** wurde noch keine Partie beendet: Eine neue Saison kann erst beginnen, wenn eine beendet ist.
refusal-season-unknown = Hier gibt es keine Saison { $typed }; die Saisons sind { $seasons }.
refusal-season-none = Hier gibt es keine Saison { $typed }: Es wurde noch keine gestartet (`{ $command }` startet eine).
refusal-season-global = Die Rangliste aller Server hat keine Saisons: Eine Saison gehört zu einem Server.
refusal-season-choice = season ist eines von { $choices }, nicht { $typed }.
refusal-admin-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Werkzeuge der Verwalter (`/admin`) nutzen.
refusal-admin-action = { $typed } kann `/admin channels` nicht: Gib eines von { $choices } an.
refusal-admin-channel-missing = Sag, welcher Kanal: `{ $command }`.
refusal-admin-channels-many = Ein Server führt höchstens { $most } Kanäle für Partien.
refusal-admin-channel-unlisted = { $channel } steht nicht auf der Liste der Kanäle für Partien.
refusal-admin-reason = Gib einen Grund mit 1 bis { $most } Zeichen an: Die Spieler erfahren ihn.
refusal-admin-over = Die Partie #{ $game } ist schon vorbei.
refusal-admin-blocked-already = { $name } ist schon gesperrt.
refusal-admin-not-blocked = { $name } ist nicht gesperrt.
refusal-admin-channel = In diesem Kanal werden keine Partien gestartet: Die Verwalter dieses Servers erlauben sie nur in { $channels }.
refusal-admin-blocked = Du kannst auf diesem Server keine Partien starten oder ihnen beitreten: Seine Verwalter haben dich gesperrt.
refusal-admin-blocked-other = { $name } kann auf diesem Server nicht spielen: Seine Verwalter haben diese Person gesperrt.
refusal-tournaments-choice = tournaments ist eines von { $choices }, nicht { $typed }.
refusal-button-unknown = Diese Schaltfläche ist nicht mehr bekannt.
refusal-learn-unknown = Für { $game } gibt es keine Lektion.
refusal-learn-step = Eine Lektion hat die Schritte 1 bis { $steps }.
refusal-learn-no-place = Die Partie gegen den Computer beginnt dort, wo du bist: Nutze den Knopf in einem Kanal eines Servers.
refusal-learn-no-task = Dieser Schritt verlangt keinen Zug: Nutze Weiter.
refusal-replay-too-big = Diese Wiederholung passt nicht in das Upload-Limit dieses Servers; `{ $record }` liefert stattdessen das Partieprotokoll.
refusal-record-too-large = Das ist zu groß für ein Partieprotokoll (über { $megabytes } MB).
refusal-record-does-not-replay = Das Protokoll lässt sich nicht nachspielen: { $problem }{ $more ->
        [0] {""}
        [one] {" "}(und 1 weiteres Problem)
       *[other] {" "}(und { $more } weitere Probleme)
    }.
refusal-record-other-game = Das ist ein Protokoll von { $title }, nicht von { $other }: Nimm dafür `{ $start }`.
refusal-record-over = Die Partie dieses Protokolls ist beendet: Ab ihrer letzten Stellung gibt es nichts mehr zu spielen.
refusal-record-players = Dieses Protokoll stammt aus einer Partie mit { $players } Spielern: Gib { $opponents ->
        [one] einen Gegner
       *[other] { $opponents } Gegner
    } an.
refusal-record-several = Diese Datei enthält { $games } Partien (die zweite beginnt in Zeile { $line }): Eine Partie beginnt mit einem einzigen Protokoll, also behalte nur das, von dem aus weitergespielt werden soll.
refusal-replay-speed = speed muss eins von { $speeds } sein, nicht { $typed }.
refusal-replay-plies = In #{ $game } gibt es keinen Zug von Halbzug { $first } bis Halbzug { $last }: Sein Protokoll nummeriert die Halbzüge von 1 bis { $plies }.
refusal-hint-rated = Tipps gibt es nur in lockeren Partien: #{ $game } wird gewertet, also behält der Computer seine Ideen für sich.
refusal-hint-tournament = Tipps gibt es nur in lockeren Partien: #{ $game } ist eine Turnierpartie.
refusal-review-not-over = #{ $game } läuft noch: Der Computer analysiert eine Partie erst, wenn sie zu Ende ist (`{ $command }` schlägt in einer lockeren Partie einen Zug vor).
refusal-review-not-yours = #{ $game } wurde nicht öffentlich gespielt: Nur ihre Spieler können ihre Analyse anfordern.
refusal-review-no-moves = #{ $game } endete, bevor jemand gezogen hat: Es gibt nichts zu analysieren.
refusal-seek-games-missing = Nenne die Spiele, die du spielen würdest: `{ $example }`.
refusal-seek-games = { $typed } ist kein Spiel: Nenne eines oder mehrere von { $choices }, durch Kommas getrennt.
refusal-seek-clock = { $typed } ist weder eine Uhr noch ein Uhrenbereich: Wähle aus { $choices } oder einen Bereich wie `{ $example }`.
refusal-seek-players = { $games } kann man nicht zu { $players } spielen.
refusal-seek-unknown = Im Suchpool dieses Servers wartet keine Suche { $seek }: `{ $pool }` listet sie auf.
refusal-seek-not-yours = Suche { $seek } gehört jemand anderem: Nur diese Person kann sie aus dem Pool nehmen.
refusal-seek-none = Du hast keine Suche im Suchpool dieses Servers: `{ $seek }` nimmt dich auf.
refusal-tournament-format = Das Format eines Turniers ist { $choices }, nicht { $typed }.
refusal-tournament-rounds = rounds ist eine ganze Zahl von 1 bis 30, und nur ein Turnier im Schweizer System nimmt sie; nicht { $typed }.
refusal-tournament-signup = signup ist, wie lange die Anmeldung offen bleibt, etwa `{ $example }` (Minuten m, Stunden h, Tage d), nicht { $typed }.
refusal-tournament-players = players ist die kleinste und größte Spielerzahl, etwa `{ $example }` (mindestens { $least }), nicht { $typed }.
refusal-tournament-joined = Du bist schon im Turnier #{ $tournament }.
refusal-tournament-full = Turnier #{ $tournament } ist voll: { $most } Spieler.
refusal-tournament-not-in = Du spielst nicht im Turnier #{ $tournament }.
refusal-tournament-started = Turnier #{ $tournament } hat schon begonnen (oder ist vorbei): die Anmeldung ist geschlossen.
refusal-tournament-not-organiser = Nur { $name }, der Turnier #{ $tournament } ausrichtet, kann es starten.
refusal-tournament-not-running = Turnier #{ $tournament } läuft nicht.
refusal-tournament-unknown = Es gibt kein Turnier { $tournament }.
refusal-tournament-none = Hier gibt es dafür kein Turnier: `/tournament create` legt eines an.
refusal-tournament-option-word = Eine Spieloption wird name=wert geschrieben, etwa `{ $example }`, nicht { $typed }.
refusal-tournament-managers = Auf diesem Server können nur seine Verwalter („Server verwalten“) ein Turnier erstellen.
refusal-tournament-vacation = vacation ist on oder off, nicht { $typed }.

# A record's problems (a record that cannot be read or does not replay): where it is, then why.
# $line, $number and $seat are places (text, no digit grouping); $move and $outcomes are notation, as written.
record-at-line = Zeile { $line }: { $reason }
record-at-move = Zeile { $line }, Zug { $number }. { $move }: { $reason }
record-at-move-unnumbered = Zeile { $line }, Zug { $move }: { $reason }
record-empty = das Protokoll ist leer
record-several = hier beginnt eine zweite Partie ({ $games } in der Datei): Eine Partie beginnt mit einem einzigen Protokoll
record-games = die Datei enthält mehr als { $most } Partien
record-unprintable = das Zeichen U+{ $code } hat in einem Protokoll nichts zu suchen: Es ist kein druckbarer Text
record-too-large = das Protokoll ist größer als { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }, weit mehr als das Protokoll irgendeiner Partie
record-header-unclosed = der Kopf beginnt mit `---`, endet aber nie mit `...` (oder einer Leerzeile)
record-header-long = der Kopf ist länger als { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }: Der Kopf eines Protokolls nennt das Spiel, die Spieler und die Optionen
record-not-yaml = der Kopf ist kein YAML: { $problem }
record-header-value = der Wert { $value } im Kopf lässt sich nicht lesen: { $problem }
record-number-digits = eine Zahl hat mehr als { $digits } Ziffern
record-anchors = Anker (`&`) und Aliase (`*`) haben im Kopf eines Protokolls nichts zu suchen
record-nesting = der Kopf ist tiefer als { $depth } Ebenen verschachtelt
record-value-long = ein Wert ist länger als { $most } Zeichen
record-no-header = kein Kopf: Ein Protokoll beginnt mit `---`, einem YAML-Kopf, der GameType und Players nennt, und `...`
record-header-fields = der Kopf muss aus YAML-Feldern bestehen (`GameType:`, `Players:`, …)
record-unknown-game = GameType { $title } ist kein Spiel, das ich kenne ({ $games })
record-parser = MovetextParser { $parser } ist nicht die Notation von { $title }: Ich lese nur die eigene Notation jedes Spiels
record-players = Players muss die Namen der Spieler nach Sitzplatz auflisten
record-options = Options muss aus Feldern mit je einem einfachen Wert bestehen (`slide: free`)
record-move-number-digits = eine Zugnummer hat mehr als { $digits } Ziffern
record-comment-unclosed = ein mit `{"{"}` geöffneter Kommentar wird nie mit `{"}"}` geschlossen
record-comment-long = ein Kommentar ist länger als { $most } Zeichen
record-move-long = kein Zug ist länger als { $most } Zeichen
record-entries = das Protokoll enthält mehr als { $most } Einträge, weit mehr als irgendeine Partie
record-hidden-steps = die verdeckten Ergebnisse (`?`) machen dieses Protokoll zu lang zum Nachspielen (über { $most } Einträge versucht): Schreib sie aus
record-game-over = die Partie ist schon vorbei
record-outcome = { $problem } (hier möglich: { $outcomes })
record-hidden-not-secret = `?` steht nur für ein geheimes Ergebnis (ein Austeilen): Schreib dieses aus (hier möglich: { $outcomes })
record-hidden-ways = die `?` dieses Protokolls lassen mehr als { $most } Möglichkeiten, es nachzuspielen: Schreib die verdeckten Ergebnisse aus
record-hidden-none = kein hier mögliches Ergebnis kann für `?` stehen
record-forced = nur ein `pass` kann erzwungen sein
record-no-seat = in dieser Partie gibt es keinen Sitzplatz { $seat }
record-no-takeback = es gibt keinen Zug { $ply }, der sich zurücknehmen ließe
record-unstorable = { $what ->
        [nul] ein NUL-Zeichen
       *[byte] ein nicht dekodierbares Byte
    } (U+{ $code })
record-unstorable-line = { $what ->
        [nul] ein NUL-Zeichen
       *[byte] ein nicht dekodierbares Byte
    } (U+{ $code }) in Zeile { $line }




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)

service-text = { $text }
service-versus = { $first } gegen { $then }
service-series = { $first }, { $then }
service-game-with = #{ $game } ({ $title } mit { $names })
service-result-aborted = Die Partie wurde abgebrochen: kein Ergebnis, und sie zählt nirgends.
service-result-agreed = Remis nach Einigung.
service-result-time = { $count ->
        [one] { $names } gewinnt auf Zeit!
       *[other] { $names } teilen sich den Sieg auf Zeit!
    }{ $shown ->
        [places] {" "}Plätze: { $places }.
        [scores] {" "}Punkte: { $scores }.
        [both] {" "}Plätze: { $places }. Punkte: { $scores }.
       *[none] {""}
    }
service-board-heading = **{ $title }** #{ $game } · { $header }
service-board-players = **{ $title }** #{ $game }: { $players }.
service-board-over = **Partie beendet.** { $result }
service-game-over = Partie beendet. { $result }
service-summary = { $title } #{ $game } ({ $players }) ist beendet: { $result }
service-thinking = { $name } denkt nach…{ $score }
service-thinking-seat = { $name } denkt nach ({ $seat })…{ $score }
service-your-turn = { $who }, du bist am Zug.{ $score }
service-your-turn-seat = { $who }, du bist am Zug ({ $seat }).{ $score }
service-score = {" "}Punktestand: { $scores }.
service-clock-deadline = ⏰ { $name } muss { $when } gezogen haben ({ $clock } pro Zug).
service-clock-overdue = ⏰ Die Zeit von { $name } ist { $when } abgelaufen ({ $clock } pro Zug).
service-clock-vacation = 🏖️ { $name } ist im Urlaub (zurück { $until }): Die Uhr ist angehalten, es bleiben { $left }.
service-duration-d = { $count } Tg.
service-duration-h = { $count } Std.
service-duration-m = { $count } Min.
service-duration-s = { $count } Sek.
service-duration-two = { $first } { $then }
service-secret-note = Jeder Spieler hat jetzt ein Geheimnis: Klick unter dem Brett auf **{ $label }**, um deins zu sehen (nur du siehst es).
service-no-secrets = Diese Partie hat keine Geheimnisse: Das öffentliche Brett zeigt alles.
service-forced-pass = { $seat } hat keinen legalen Zug und passt.
service-button-accept = Annehmen
service-button-decline = Ablehnen
service-button-accept-draw = Remis annehmen
service-button-allow = Erlauben
service-button-refuse = Verweigern
service-button-resign = Aufgeben
service-button-cancel = Abbrechen
service-button-rematch = Revanche
service-button-previous = ◀ Zurück
service-button-next = Weiter ▶
service-played = { $name } spielt `{ $move }`: { $words }.
service-round-over = Runde { $round } ist vorbei: { $scores }. Runde { $next } beginnt auf einem leeren Brett.
service-done-played = Du hast `{ $move }` in #{ $game } gespielt
service-done-played-same-turn = Du hast `{ $move }` in #{ $game } gespielt: Das Brett der Partie zeigt, was daraus geworden ist
service-plan-kept = **Dein Plan für #{ $game }** ist gespeichert (nur du siehst ihn; er wird gespielt, sobald { $name } den erwarteten Zug spielt, und verworfen, sobald die Partie davon abweicht; `{ $clear }` verwirft ihn sofort):
service-plan-shown = **Dein Plan für #{ $game }** (nur du siehst ihn; `{ $clear }` verwirft ihn):
service-plan-step = { $number }. spielt { $name } `{ $expected }`, antwortest du `{ $answer }`
service-plan-none = Du hast keinen Plan in #{ $game } (ein Plan wird verworfen, sobald die Partie von ihm abweicht).
service-plan-cleared = Dein Plan für #{ $game } ist verworfen.
service-plan-answered = Die geplante Antwort von { $name }, `{ $move }`, wurde gespielt: { $words }.
service-ask-resign = { $title } #{ $game } aufgeben? Das lässt sich nicht rückgängig machen.
service-resigned = { $name } hat aufgegeben.
service-you-resigned = Du hast aufgegeben.
service-resign-cancelled = Nicht aufgegeben: Du bist weiter in der Partie.
service-former-player = ein ehemaliger Spieler
service-computer-player = { $number ->
    [0] Computer ({ $level })
   *[other] Computer { $number } ({ $level })
}
service-button-forget = Vergiss mich
service-button-keep = Abbrechen
service-privacy-export = Alles, was der Schiedsrichter über dich speichert: { $rows ->
        [one] eine Zeile
       *[other] { $rows } Zeilen
    }, { $games ->
        [one] eine Partie
       *[other] { $games } Partien
    } mit ihren Zügen. Nur du siehst diese Datei.
service-privacy-export-alt = Deine Daten als JSON: { $rows ->
        [one] eine Zeile
       *[other] { $rows } Zeilen
    }, { $games ->
        [one] eine Partie
       *[other] { $games } Partien
    }
service-privacy-forget-ask = Dich vergessen? { $games ->
        [0] Du hast keine laufende Partie.
        [one] Deine laufende Partie wird zuerst aufgegeben.
       *[other] Deine { $games } laufenden Partien werden zuerst aufgegeben.
    } Dein Name wird in jeder Partie, die du gespielt hast, in Protokollen und auf Webseiten zu „ein ehemaliger Spieler“; deine Wertungen, Einstellungen, Urlaube, Suchen, Pläne und Benachrichtigungen werden gelöscht. Die Partien und ihre Ergebnisse bleiben, für die anderen Spieler. Das kann nicht rückgängig gemacht werden.
service-privacy-forgotten = Du bist vergessen{ $games ->
        [0] .
        [one] : eine Partie aufgegeben.
       *[other] : { $games } Partien aufgegeben.
    } Deine Partien nennen jetzt „ein ehemaliger Spieler“.
service-privacy-kept = Abgebrochen: nichts wurde vergessen.
service-challenge = { $heading }{ $challenger } fordert { $invited } heraus: **{ $title }**{ $computers }{ $options }{ $clock }. #{ $game }
service-rematch-of = Revanche für #{ $game }!{" "}
service-challenge-computers = {" "}mit { $names }
service-challenge-options = {" "}({ $options })
service-challenge-clock = {" "}· { $clock } pro Zug
service-challenge-no-clock = {" "}· ohne Uhr
service-from-record = Sie beginnt ab einem Protokoll, nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, ungewertet; Sitzordnung { $how ->
        [names] nach den Namen im Protokoll
       *[listed] wie aufgeführt, der Herausforderer zuerst
    }: { $seats }.
service-challenge-answer = { $invited }: **{ $accept }** oder **{ $decline }**.
service-challenge-answer-each = Alle Eingeladenen: **{ $accept }** oder **{ $decline }**.
service-accepted-waiting = { $name } hat angenommen. Wir warten noch auf { $names }.
service-challenge-ended = { $name } hat die { $title }-Herausforderung #{ $game } { $status ->
        [withdrawn] zurückgezogen
       *[declined] abgelehnt
    }.
service-button-join = Beitreten
service-button-start = Starten
service-button-withdraw = Zurückziehen
service-open-challenge = { $challenger } sucht { $wanted ->
        [one] einen Gegner
       *[other] { $wanted } Gegner
    } für **{ $title }**{ $options }{ $clock }. #{ $game }
service-open-joined = Dabei: { $names } · { $left ->
        [0] kein Platz mehr frei
        [one] noch ein Platz frei
       *[other] noch { $left } Plätze frei
    }.
service-open-answer = Wer hier mitspielen will, klickt **{ $join }**: wer zuerst beitritt, spielt. { $challenger } kann die Herausforderung mit **{ $withdraw }** zurücknehmen.
service-open-answer-early = Wer hier mitspielen will, klickt **{ $join }**. Die Partie beginnt, sobald alle Plätze besetzt sind, oder wenn { $challenger } mit mindestens { $minimum } Spielern **{ $start }** klickt. { $challenger } kann die Herausforderung mit **{ $withdraw }** zurücknehmen.
service-challenge-expires = ⌛ Läuft ab { $when }.
service-challenge-expired = ⌛ Die **{ $title }**-Herausforderung #{ $game } von { $name } ist abgelaufen, { $open ->
        [yes] bevor genug Spieler beigetreten sind
       *[no] ohne Antwort
    }.
service-thread-title = { $title } · { $players }
service-offer-draw = 🤝 { $name } bietet in **{ $title }** #{ $game } Remis an. { $others }: **{ $yes }** oder **{ $no }**. (Mit einem Zug verfällt das Angebot.)
service-offer-undo = ↩️ { $name } bittet in **{ $title }** #{ $game } darum, `{ $move }` zurückzunehmen. { $others }: **{ $yes }** oder **{ $no }**. (Mit einem Zug verfällt die Bitte.)
service-done-offer = Du hast in #{ $game } { $kind ->
        [draw] Remis angeboten
       *[undo] um Zugrücknahme gebeten
    }
service-offer-declined = { $name } hat in #{ $game } { $kind ->
        [draw] das Remisangebot von { $asker } abgelehnt
       *[undo] die Bitte von { $asker } um Zugrücknahme verweigert
    }.
service-offer-waiting = { $kind ->
        [draw] Remisangebot
       *[undo] Bitte um Zugrücknahme
    } von { $asker } in #{ $game }: { $name } hat zugestimmt; wir warten noch auf { $names }.
service-offer-agreed = { $kind ->
        [draw] Remisangebot von { $asker } in #{ $game }: Remis vereinbart.
       *[undo] Bitte um Zugrücknahme von { $asker } in #{ $game }: Zugrücknahme erlaubt.
    }
service-draw-agreed = 🤝 Remis vereinbart.
service-took-back = ↩️ { $name } hat `{ $move }` zurückgenommen.
service-took-back-replies = ↩️ { $name } hat `{ $move }` zurückgenommen, { $count ->
        [one] samt dem Zug danach
       *[other] samt den { $count } Zügen danach
    }.
service-draw-accepted = 🤝 Remisangebot von { $asker }: { $count ->
        [one] { $names } nimmt an
       *[other] { $names } nehmen an
    }. Remis vereinbart.
service-offer-computers-yes = { $count ->
        [one] { $names } stimmt zu.
       *[other] { $names } stimmen zu.
    }
service-aborted = { $name } hat die Partie abgebrochen.
service-done-aborted = #{ $game } abgebrochen
service-done-rematch = Revanche angefragt
service-done-rematch-started = Revanche begonnen: #{ $game }
service-timeout-first-move = ⏰ { $name } hat den ersten Zug nicht rechtzeitig gemacht: Die Partie ist abgebrochen.
service-timeout-lost = ⏰ { $name } hat die Zeit überschritten und verliert auf Zeit.
service-timeout-out = ⏰ { $name } hat die Zeit überschritten und scheidet aus; die anderen spielen weiter.
service-reminder = ⏰ { $who }, du bist in **{ $title }** #{ $game } am Zug: noch { $left } (bis { $when }).
service-reminder-dm = ⏰ Du bist in **{ $title }** #{ $game } am Zug: noch { $left } (bis { $when }).
service-reminder-dm-in = ⏰ Du bist in **{ $title }** #{ $game } in { $channel } am Zug: noch { $left } (bis { $when }).
service-vacation-on = 🏖️ Du bist bis { $until } im Urlaub ({ $when }): Deine Uhren sind angehalten ({ $count ->
        [one] { $count } Partie wartet
       *[other] { $count } Partien warten
    } gerade auf deinen Zug), und auch neue Züge warten auf dich. `{ $end }` beendet ihn vorzeitig.
service-vacation-over = Willkommen zurück: Dein Urlaub ist vorbei, und deine Uhren laufen wieder ({ $count ->
        [one] { $count } Partie wartet
       *[other] { $count } Partien warten
    } auf deinen Zug).
service-vacation-back = 🏖️ { $name } ist aus dem Urlaub zurück: Die Uhr von **{ $title }** #{ $game } läuft wieder; { $name } muss { $when } gezogen haben.
service-vacation-back-overdue = 🏖️ { $name } ist aus dem Urlaub zurück: Die Uhr von **{ $title }** #{ $game } lief wieder, und die Zeit von { $name } ist { $when } abgelaufen.
service-notify-shown = { $where ->
        [dm] Deine Erinnerungen kommen per Direktnachricht.
        [off] Du bekommst keine Erinnerungen.
       *[thread] Deine Erinnerungen kommen { $front ->
            [table] in die Partie
           *[other] in den Thread der Partie
        }, mit Erwähnung.
    } Ändern kannst du das mit `{ $command }`.
service-notify-saved = Erledigt: { $where ->
        [dm] Deine Erinnerungen kommen jetzt per Direktnachricht.
        [off] Du bekommst jetzt keine Erinnerungen mehr (die Fristen gelten weiterhin).
       *[thread] Deine Erinnerungen kommen jetzt { $front ->
            [table] in die Partie
           *[other] in den Thread der Partie
        }, mit Erwähnung.
    }
service-settings-shown = { $front ->
        [table] Einstellungen des Tischs
       *[other] Einstellungen dieses Servers
    }: Uhr für neue Partien **{ $clock ->
        [none] keine
       *[other] { $clock } pro Zug
    }**, Erinnerungen **{ $reminders ->
        [off] aus
       *[on] an
    }**, Sprache **{ $language }**. { $front ->
        [table] Wer am Tisch sitzt, ändert sie
       *[other] Mitglieder mit „Server verwalten“ ändern sie
    } mit `{ $command }`.
service-settings-saved = Gespeichert. Neue Partien bekommen { $clock ->
        [none] **keine Uhr**
       *[other] eine Uhr von **{ $clock }** pro Zug
    }, sofern ihre Herausforderung nichts anderes festlegt; Erinnerungen sind **{ $reminders ->
        [off] aus
       *[on] an
    }**; die Sprache ist **{ $language }**.
service-settings-challenge = Herausforderungen laufen nach **{ $expiry }** ohne Antwort ab.
service-settings-season = In einer neuen Saison { $mode ->
        [reset] beginnen die Wertungen wieder bei 1500
       *[other] werden die Wertungen übernommen, mit vergrößerter Unsicherheit
    }.
service-settings-tournaments = { $who ->
        [managers] Nur Verwalter („Server verwalten“) können Turniere erstellen.
       *[other] Jedes Mitglied kann Turniere erstellen.
    }
service-note-not-in-game = Du spielst in Partie #{ $game } nicht mit.
service-note-over = Partie #{ $game } ist beendet.
service-note-not-your-turn = Du bist in #{ $game } nicht am Zug: { $name } ist dran.
service-note-waiting-referee = Du bist in #{ $game } nicht am Zug: Der Schiedsrichter ist dran.
service-private-view-alt = Deine private Ansicht von { $title } #{ $game }.
service-private-view-alt-secret = Deine private Ansicht von { $title } #{ $game }. { $secret }
service-text-board =
    ```
    { $board }
    ```
service-record = Das { $status ->
        [final] vollständige
       *[sofar] bisherige
    } Protokoll von **{ $title }** #{ $game }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, in PPN (reiner Text). `python -m bot.record check { $game }.ppn` spielt es nach; `{ $start }` startet eine Partie ab seiner letzten Stellung.
service-record-alt = Das { $status ->
        [final] vollständige
       *[sofar] bisherige
    } Protokoll von { $title } #{ $game } ({ $players }), { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, in Portable Piecepack Notation (Text).
service-replay = Die Wiederholung von **{ $title }** #{ $game }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $frames ->
        [one] { $frames } Bild
       *[other] { $frames } Bilder
    }.
service-replay-alt = Animierte Wiederholung von { $title } #{ $game }, { $players }: der Anfang und { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, je ein Bild, der letzte Zug markiert. Die Partie läuft weiter.
service-replay-alt-over = Animierte Wiederholung von { $title } #{ $game }, { $players }: der Anfang und { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, je ein Bild, der letzte Zug markiert. { $result }
service-replay-part = Die Wiederholung von **{ $title }** #{ $game }, Halbzüge { $first } bis { $last }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $frames ->
        [one] { $frames } Bild
       *[other] { $frames } Bilder
    }.
service-replay-sampled = { $moves } Züge sind zu viele, um sie einzeln zu zeigen: Diese Wiederholung zeigt einen von je { $step } Zügen ({ $frames } Bilder); `{ $part }` zeigt einen Abschnitt der Partie Zug für Zug.
service-hint = **Tipp** für { $title } #{ $game }: Der Computer würde `{ $move }` spielen ({ $words }).
service-hint-alt = { $title } #{ $game }: das Brett nach dem vom Computer vorgeschlagenen Zug { $move } ({ $words }), markiert.
service-hint-used = { $name } hat den Computer in { $title } #{ $game } um einen Tipp gebeten.
service-review-started = Der Computer analysiert **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }): Du erfährst es dort, wo die Partie gespielt wurde, sobald die Analyse fertig ist.
service-review-ready = Die Analyse des Computers zu **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }) ist fertig. { $result }
service-review-swing = Zug { $number } (`{ $move }`), { $name }: −{ $drop } % eines Siegs. Besser war `{ $best }`, dann { $line }.
service-review-no-swings = Kein Wendepunkt: Kein Zug hat seinen Spieler 5 % eines Siegs oder mehr gekostet.
service-review-best-moves = { $name }: { $best } von { $choices ->
        [one] { $choices } Zug
       *[other] { $choices } Zügen
    } unter den besten des Computers ({ $percent } %).
service-review-alt = Diagramm der Gewinnchancen jedes Spielers in { $title } #{ $game }, Zug für Zug: { $names }. { $count ->
        [0] Kein Wendepunkt.
        [one] Wendepunkt: { $points }.
       *[other] Wendepunkte: { $points }.
    }
service-review-alt-point = Zug { $number } ({ $move }) von { $name }
service-standing = { $rank }. **{ $name }** — { $rating } ± { $margin } · { $wins }S { $losses }N { $draws }R · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }{ $provisional ->
        [yes] {" "}· vorläufig
       *[no] {""}
    }
service-standings = **Rangliste** ({ $scope ->
        [global] alle Server
       *[server] { $front ->
            [table] dieser Tisch
           *[other] dieser Server
        }
    })
service-standings-game = __{ $title }__
service-standings-game-more = __{ $title }__ (+{ $more } weitere: `{ $command }`)
service-standings-page = **Rangliste { $title }** ({ $scope ->
        [global] alle Server
       *[server] { $front ->
            [table] dieser Tisch
           *[other] dieser Server
        }
    }) — Seite { $page } von { $pages }
service-standings-empty = Noch keine beendeten Partien { $scope ->
        [global] auf allen Servern
       *[server] { $front ->
            [table] an diesem Tisch
           *[other] auf diesem Server
        }
    }. Starte eine mit `{ $start }`; jede beendete Partie zwischen Menschen zählt hier.
service-standings-season = **Rangliste** der Saison **{ $season }**
service-standings-season-page = **Rangliste { $title }** der Saison **{ $season }** — Seite { $page } von { $pages }
service-standings-season-empty = Die Saison **{ $season }** hat keine Rangliste zu zeigen.
service-season-started = Die Saison **{ $season }** hat begonnen: { $mode ->
        [reset] jede Wertung beginnt wieder bei 1500
       *[other] jede Wertung wird übernommen, ihre Unsicherheit halb auf die eines Neulings zurück vergrößert
    }, und Siege, Niederlagen und Remis beginnen wieder bei 0.
service-season-archived = Die Rangliste von **{ $season }** ({ $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }) bleibt erhalten: `{ $command }` zeigt sie.
service-seasons = **Saisons** { $front ->
        [table] dieses Tisches
       *[other] dieses Servers
    }
service-season-before = **{ $season }** — die Rangliste von vor der ersten Saison, bis { $ended } · { $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }
service-season-line = **{ $season }** — vom { $started } bis { $ended } · { $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }
service-season-current = **{ $season }** — seit { $started }, die laufende Saison · { $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }
service-seasons-more = `{ $command }` zeigt die Rangliste einer Saison.
service-seasons-none = Hier wurde noch keine Saison gestartet: `{ $command }` startet eine (nur Verwalter).
service-admin-channels = Partien können nur in { $channels } gestartet werden.
service-admin-channels-all = Partien können in jedem Kanal dieses Servers gestartet werden.
service-admin-channels-how = `{ $add }` fügt einen Kanal hinzu, `{ $remove }` nimmt einen heraus, `{ $every }` erlaubt wieder jeden Kanal.
service-admin-ended = { $players }: Ein Verwalter des Servers hat diese Partie ohne Ergebnis beendet. Grund: { $reason }
service-admin-done-ended = #{ $game } beendet
service-admin-blocked = { $name } kann auf diesem Server keine Partien mehr starten oder ihnen beitreten; laufende Partien gehen weiter.
service-admin-unblocked = { $name } kann auf diesem Server wieder Partien starten und ihnen beitreten.
service-admin-log = Die letzten Aktionen der Verwalter, die neuesten zuerst:
service-admin-log-none = Die Verwalter haben hier noch nichts getan.
service-admin-log-channels = { $when } — { $manager } hat die Kanäle für Partien festgelegt: { $channels }
service-admin-every-channel = jeder Kanal
service-admin-log-end = { $when } — { $manager } hat #{ $game } beendet: { $reason }
service-admin-log-block = { $when } — { $manager } hat { $name } gesperrt
service-admin-log-unblock = { $when } — { $manager } hat { $name } entsperrt
service-history = **Die letzten Partien von { $name }**
service-history-empty = { $name } hat noch keine beendete Partie.
service-history-empty-of = { $name } hat noch keine beendete { $title }-Partie.
service-history-line = #{ $game } { $title } gegen { $others } — { $outcome ->
        [win] gewonnen
        [loss] verloren
       *[draw] Remis
    }{ $scores }{ $rated ->
        [no] {" "}· ungewertet
       *[yes] {""}
    }{ $room } · { $when }
service-history-scores = {" "}({ $scores })
service-history-room = {" "}· { $channel }
service-next = **Du bist in { $count ->
        [one] einer Partie
       *[other] { $count } Partien
    } am Zug**, die am längsten wartende zuerst:
service-next-none = Du bist in keiner Partie am Zug.
service-next-line = #{ $game } { $title } gegen { $others }{ $room } — { $deadline }
service-next-deadline = fällig { $time }
service-next-no-clock = ohne Uhr
service-next-at = Partie { $number } von { $count }, in denen du am Zug bist — { $deadline }
service-next-button = Nächste Partie
service-digest = 📬 **Deine tägliche Übersicht**: Du bist in { $count ->
        [one] einer Partie
       *[other] { $count } Partien
    } am Zug, die am längsten wartende zuerst:
service-digest-daily = Deine tägliche Übersicht kommt um { $hour } ({ $tz }) an jedem Tag, an dem eine Partie auf dich wartet; die nächste { $when }.
service-digest-off = Du bekommst keine tägliche Übersicht: `{ $command }` schickt dir jeden Tag eine mit den Partien, die auf dich warten.
service-digest-saved-daily = Erledigt: Deine tägliche Übersicht kommt um { $hour } ({ $tz }), die erste { $when }; an einem Tag, an dem keine Partie auf dich wartet, kommt keine.
service-digest-saved-off = Erledigt: Du bekommst keine tägliche Übersicht mehr.
service-puzzle = 🧩 **{ $title }-Rätsel #{ $number }**: { $player } ist am Zug. Finde den Zug, der die Partie gewinnt oder rettet.
service-puzzle-rating = { $attempts ->
        [0] Noch niemand hat es beantwortet.
       *[other] Gelöst von { $solves } von { $attempts } Spielern ({ $percent } %).
    }
service-puzzle-how = Wähle deinen Zug im Menü oder tippe `{ $command }`.
service-puzzle-alt = { $title }-Rätsel #{ $number }, { $player } ist am Zug. { $position }
service-puzzle-preparing = Noch ist kein { $title }-Rätsel für dich bereit: Der Computer bereitet gerade welche aus den hier gespielten Partien vor. Versuch es in einer Minute noch einmal.
service-puzzle-right = ✓ Richtig: **{ $move }** ist der Zug. Er gibt { $player } { $best } % in der tiefen Suche des Computers.
service-puzzle-wrong = ✗ Nicht der Zug: **{ $move }** gibt { $player } { $yours } % in der tiefen Suche des Computers, **{ $answer }** gibt { $best } %.
service-puzzle-ends = **{ $move }** beendet die Partie sofort; der beste andere Zug, { $other }, gibt { $percent } %.
service-puzzle-line = Die Fortsetzung des Computers danach: { $line }. Der beste andere Zug, { $other }, gibt { $percent } %.
service-puzzle-chance = Danach entscheidet der Würfel. Der beste andere Zug, { $other }, gibt { $percent } %.
service-puzzle-counted-before = Du hattest dieses Rätsel schon beantwortet: Nur deine erste Antwort zählt für seine Wertung.
service-puzzle-daily = 🧩 **Rätsel des Tages: { $title } #{ $number }**: { $player } ist am Zug. Finde den Zug, der die Partie gewinnt oder rettet.
service-puzzle-daily-how = Klicke auf **Lösen**, um privat zu antworten, oder tippe `{ $command }`.
service-puzzle-solve = Lösen
service-puzzle-daily-on = Erledigt: In { $channel } erscheint jeden Tag ein Rätsel, das erste jetzt.
service-puzzle-daily-off = Erledigt: Hier erscheinen keine täglichen Rätsel mehr.
service-puzzle-daily-none = Hier gab es kein tägliches Rätsel zu beenden.
service-seek-waiting = 🔎 Du bist im Suchpool dieses Servers (Suche { $seek }): { $titles }, { $clock } pro Zug, { $players } Spieler, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }{ $replaced ->
        [0] {""}
       *[other] {" "}(ersetzt deine bisherige Suche)
    }. Sobald genug Suchende zusammenpassen, beginnt die Partie und du wirst benachrichtigt; die Suche läuft { $expires } ab. `{ $leave }` verlässt den Pool.
service-seek-pool = **Der Suchpool dieses Servers** ({ $count ->
        [one] eine Suche
       *[other] { $count } Suchen
    }):
service-seek-pool-line = Suche { $seek }: { $name } — { $titles } · { $clock } pro Zug · { $players } Spieler · { $rated ->
        [yes] gewertet
       *[no] ungewertet
    } · wartet seit { $since }
service-seek-pool-empty = Niemand sucht auf diesem Server eine Partie. `{ $seek }` nimmt dich in den Pool auf.
service-seek-left = Du hast den Suchpool dieses Servers verlassen ({ $count ->
        [one] eine Suche
       *[other] { $count } Suchen
    }).
service-seek-paired = 🤝 Der Suchpool hat { $players } zusammengebracht: **{ $title }** #{ $game }, { $clock } pro Zug, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }. Die Partie beginnt hier.
service-seek-paired-dm = 🤝 Deine Suche hat eine Partie gefunden: **{ $title }** #{ $game } mit { $others }{ $where }, { $clock } pro Zug, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }.
service-seek-where = {" "}in { $channel }
service-seek-expired = ⌛ Deine Suche { $seek } ({ $titles }){ $where } hat in { $days } Tagen keine Partie gefunden und den Pool verlassen. `{ $again }` sucht erneut.
service-tournament-button-join = Beitreten
service-tournament-button-leave = Verlassen
service-tournament-button-start = Starten
service-tournament-signup = 🏆 **Turnier #{ $tournament }**: { $title }{ $options }, { $format ->
        [round-robin] Rundenturnier
        [double-round-robin] doppeltes Rundenturnier
       *[swiss] Schweizer System
    }, { $clock } pro Zug, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }, { $least } bis { $most } Spieler.
service-tournament-signup-joined = { $count ->
        [0] Noch niemand ist beigetreten.
        [one] Dabei (1): { $names }.
       *[other] Dabei ({ $count }): { $names }.
    }
service-tournament-signup-deadline = Drücke **{ $join }**, um mitzuspielen; es beginnt { $when } (oder wenn der Ausrichter **{ $start }** drückt). `{ $standings }` zeigt den Stand.
service-tournament-signup-no-vacation = 🚫 Ohne Urlaub: Der Urlaub eines Spielers hält die Uhren der Partien dieses Turniers nicht an.
service-tournament-cancelled = Turnier #{ $tournament } ({ $title }) ist abgesagt: { $count ->
        [one] ein Spieler ist beigetreten
       *[other] { $count } Spieler sind beigetreten
    }, nötig waren { $least }.
service-tournament-round = 🏆 Turnier #{ $tournament } ({ $title }): Runde { $round } von { $rounds }.
service-tournament-table = • #{ $game }: { $players }
service-tournament-bye = • { $name } hat in dieser Runde spielfrei.
service-tournament-thread-title = { $title }-Turnier #{ $tournament }, Runde { $round }, Tisch { $table }
service-tournament-crosstable-title = { $title }-Turnier #{ $tournament }, Runde { $round } von { $rounds }
service-tournament-winner = 🏆 Turnier #{ $tournament } ({ $title }) ist vorbei: { $count ->
        [one] es gewinnt { $names }!
       *[other] es gewinnen { $names }!
    }
service-tournament-early = Es endet nach Runde { $round } von { $rounds }: Keine weitere Runde lässt sich auslosen, ohne dass sich zwei Spieler erneut begegnen oder jemand ein zweites Freilos bekommt.
service-tournament-standings = Stand im Turnier #{ $tournament } ({ $title }), Runde { $round } von { $rounds }{ $status ->
        [finished] , Endstand
       *[other] {""}
    }:
service-tournament-standings-line = { $rank }. { $name } — { $points } { $tiebreaks }
service-tournament-withdrawn = { $name }, du hast dich aus Turnier #{ $tournament } zurückgezogen: deine laufende Partie ist aufgegeben, und du spielst keine weitere Runde.




## Discord
## (ids start with discord-)

discord-not-in-dm = Dieser Befehl funktioniert in einem Serverkanal, nicht in Direktnachrichten.
discord-not-here = Diesen Befehl kannst du hier nicht verwenden.
discord-something-wrong = Bei mir ist etwas schiefgegangen; es wurde nichts geändert.
discord-answer-lost = Discord hat meine Antwort nicht angenommen; es ist nichts verloren. Versuch es gleich noch einmal.
discord-owed-later = { $done }: Das gilt. Discord antwortet mir gerade nicht, deshalb wird die Nachricht dazu { $where } gepostet, sobald es wieder antwortet.
discord-behind-earlier = { $done }: Das gilt, und die Nachricht dazu folgt { $where } auf die früheren Nachrichten der Partie, die Discord noch nicht angenommen hat.
discord-done = Erledigt
discord-done-see = { $done }: siehe { $channel }.
discord-where-channel = in { $channel }
discord-where-game = im Kanal der Partie
discord-start-in-server = Starte Partien in einem Serverkanal, nicht in Direktnachrichten.
discord-no-bots = Andere Bots können nicht mitspielen: Fordere Menschen heraus oder mich (`{ $option }`).
discord-only-a-note = Das war nur ein Hinweis: Wähle einen deiner legalen Züge (tippe, um sie zu filtern).
discord-settings-in-server = Einstellungen gehören zu einem Server: Verwende `{ $command }` auf einem Server.
discord-games = **Laufende Partien** ({ $count })
discord-games-none = Auf diesem Server läuft keine Partie. Starte eine mit `{ $start }`.
discord-games-line = #{ $game } { $title }: { $players } — am Zug: { $name } (Zugbeginn { $since }) in { $channel }
discord-games-nobody = niemand
discord-games-more = …und { $count } weitere (`{ $command }` zeigt eine davon).
discord-game-choice = #{ $game } { $title }: { $players }
discord-record-too-large = { $file } ist zu groß für ein Partieprotokoll (über { $megabytes } MB).
discord-record-not-text = { $file } ist kein Partieprotokoll: Ein Protokoll ist UTF-8-Text (eine .ppn-Datei von `{ $command }`).
discord-record-download = Ich konnte { $file } nicht herunterladen; versuch, die Datei noch einmal anzuhängen.
discord-game-on = Partie #{ $game } läuft: { $thread }
discord-here-in-thread = Diese Partie wird hier gespielt, in diesem Thread.
discord-no-thread = Ich kann hier keinen Thread eröffnen (dafür brauche ich die Berechtigungen „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“), deshalb wird diese Partie in diesem Kanal gespielt.
discord-file-no-permission = (Ich kann { $kind ->
        [board] das Bild des Bretts
        [record] das Protokoll
        [replay] die Wiederholung
       *[other] die Datei
    } nicht anhängen: Dafür brauche ich hier die Berechtigung **Dateien anhängen**.)
discord-file-too-large = ({ $kind ->
        [board] Das Bild des Bretts
        [record] Das Protokoll
        [replay] Die Wiederholung
       *[other] Die Datei
    } ist zu groß für das Upload-Limit dieses Servers.)
discord-watch = Zuschauen
discord-choose-move = Wähle einen Zug…
discord-room-lost = Ich kann nicht mehr im Kanal von **{ $title }** #{ $game } posten (er wurde gelöscht, oder ich habe dort meine Berechtigungen verloren). Die Partie wartet, ihre Uhr ist angehalten. Um weiterzuspielen, verwende `{ $command }` in einem Kanal, in dem ich posten kann: Die Partie zieht dorthin um.
discord-room-lost-game = Ich kann nicht mehr im Kanal von Partie #{ $game } posten (er wurde gelöscht, oder ich habe dort meine Berechtigungen verloren). Die Partie wartet, ihre Uhr ist angehalten. Um weiterzuspielen, zeig ihr Brett (`{ $option }`) in einem Kanal, in dem ich posten kann: Die Partie zieht dorthin um.
discord-room-moved-thread = Partie #{ $game } kann nicht mehr in ihrem alten Thread gespielt werden (er ist weg oder für mich geschlossen): Sie geht in { $thread } weiter.
discord-room-moved-here = Partie #{ $game } kann nicht mehr in ihrem alten Thread gespielt werden (er ist weg oder für mich geschlossen): Sie geht in diesem Kanal weiter.




## The local table
## (ids start with table-)

table-welcome = Lokaler Tisch auf { $database }. Du bist { $name }. Tippe `help` für die Befehle.
table-you-are = Du bist jetzt { $name }.
table-refused = ✗ { $text }
table-went-wrong = ✗ Etwas ist schiefgegangen ({ $problem }); es wurde nichts geändert.
table-in-channel = (im Kanal) { $text }
table-direct = (Direktnachricht an { $name }) { $text }
table-private = (nur du siehst das) { $text }
table-file = { $kind ->
        [record] Protokoll
        [replay] Wiederholung
        [crosstable] Kreuztabelle
        [data] deine Daten
        [puzzle] Rätsel
        [hint] Tipp
        [review] Analyse
       *[board] Brett
    }: { $path }
table-watch = Zuschauen: { $link }
table-buttons = Schaltflächen: { $buttons }
table-still-waiting = (es wird noch auf { $name } gewartet) Schaltflächen: { $buttons }
table-menu = Züge (tippe einen, um ihn zu spielen): { $moves }{ $more ->
        [0] {""}
       *[other] {" "}· +{ $more } weitere: `{ $command }`
    }
table-moves-none = Kein legaler Zug passt zu { $typed }; `{ $command }` zeigt sie alle.
table-games-none = Hier läuft keine Partie. Starte eine mit `{ $start }`.
table-game-line = #{ $game } { $title }: { $players } — { $moving ->
        [yes] am Zug: { $mover }
       *[no] niemand am Zug
    }
table-help-none = Kein Befehl erwähnt { $word }; `help` zeigt sie alle.
table-no-button = Keine Schaltfläche { $label } in Sicht. Tippe `help` für die Befehle.
table-as-who = Sag, wer du sein willst: `as bob`.
table-clock-out-of-range = Die Uhr des Tischs war um { $kept } Sekunden vorgestellt, außerhalb des zulässigen Bereichs: Sie läuft wieder nach der echten Zeit.
table-while-closed = Während der Tisch geschlossen war (jetzt ist es { $now }):
table-wait-how-long = Sag, wie lange gewartet werden soll: `wait 13h`, `wait 2d`, `wait 90m`.
table-wait-at-most = Warte höchstens { $most } auf einmal, nicht { $typed }.
table-wait-too-far = Die Uhr des Tischs geht der echten Zeit höchstens { $years } Jahre voraus; sie ist schon { $ahead } voraus.
table-waited = ⏳ { $waited } später: Am Tisch ist es jetzt { $now }.
table-nothing-due = Inzwischen ist nichts fällig geworden.
table-line-too-long = Diese Zeile hat { $length } Zeichen; der Tisch liest höchstens { $most } (ein Partieprotokoll gehört in eine Datei: record=PATH).
table-line-unreadable = Diese Zeile konnte nicht gelesen werden: { $problem }.
table-unknown-command = Unbekannter Befehl /{ $name }. Tippe `help` für die Befehle.
table-needs-subcommand = /{ $name } braucht einen Unterbefehl: { $subcommands }.
table-no-subcommand = /{ $name } hat keinen Unterbefehl { $typed }: { $subcommands }.
table-option-twice = Die Option { $option } ist zweimal angegeben.
table-option-unnamed = Optionen werden als name=value geschrieben; { $typed } hat keinen Namen.
table-option-missing = Gib { $option } an: `{ $command }`.
table-option-empty = Gib der Option { $option } einen Wert: `{ $option }=<Wert>`.
table-option-number = { $option }= ist eine ganze Zahl, nicht { $typed }.
table-option-flag = { $option }= ist true oder false, nicht { $typed }.
table-option-too-large = { $option }={ $typed } ist eine zu große Zahl.
table-option-choice = { $option }= ist { $choices }, nicht { $typed }.
table-takes = { $typed } passt nicht: { $command } { $count ->
        [0] hat keine Optionen
       *[other] nimmt { $options }
    }.
table-mention-them = Um { $name } herauszufordern, erwähne den Namen: `@{ $name }` (Optionen werden als name=value geschrieben).
table-name-after-at = Schreib den Namen nach dem @: `@bob`.
table-name-letters = Schreib den Namen mit Buchstaben oder Ziffern, etwa `@bob`, nicht { $typed }.
table-record-unreadable = Ich kann das Protokoll { $path } nicht lesen: { $text ->
        [yes] Es ist kein UTF-8-Text
       *[no] { $reason }
    }.
table-hint-days = Sag, wie viele Tage: `/vacation days=2` (0 bis { $most }; `days=0` beendet deinen Urlaub).
table-hint-computers = computers= ist eine Anzahl von Computerspielern, nicht { $typed }.
table-hint-seats = seats= ist listed (in der angegebenen Reihenfolge, du zuerst) oder random, nicht { $typed }.
table-hint-move = Sag, welcher Zug: `{ $move }` (siehe `{ $moves }`).



## The web page
## (ids start with web-)

web-status-over = Partie beendet. { $result }
web-status-chance = Der Schiedsrichter ermittelt das Zufallsergebnis.
web-status-to-move = { $player } ist am Zug.
web-move = { $player }: { $move }
web-move-referee = der Schiedsrichter: { $move }
web-move-taken-back = ein zurückgenommener Zug
web-start = Der Anfang
# $ply, $last, $first, $end: numbers of positions, as they are (the page's script fills in $ply, $last
# and $move of the captions itself: no NUMBER() on them)
web-caption-start = Der Anfang (Stellung 0 von { $last }).
web-caption = Stellung { $ply } von { $last }, nach { $move }.
web-positions = Stellungen { $first }–{ $end } von { $last }
web-pages = Seiten der Züge
web-earlier = ◀ Frühere Züge
web-later = Spätere Züge ▶
web-newest = Die neueste
web-steps = Durch die Partie blättern
web-previous = ◀ Zurück
web-next = Weiter ▶
web-position = Stellung
web-show = Zeigen
web-moves = Züge
web-board = Brett
web-players = Spieler
web-player-seat = { $player } ({ $seat })
web-to-move = am Zug
web-clock-stopped = Die Uhr von { $player } ist angehalten (Urlaub).
web-clock-deadline = { $player } muss bis { $moment } ziehen.
web-record = Partieprotokoll (PPN, Text)
web-replay = Wiederholung (animiertes GIF)
web-replay-part = Einen Ausschnitt wiederholen
web-replay-from = ab Halbzug
web-replay-to = bis Halbzug
web-replay-speed = Tempo
web-replay-button = Wiederholen
web-review = Die Analyse des Computers
web-review-point = Zug { $number } ({ $move }), { $name }: besser war { $best }
web-standings = Rangliste
web-standings-where = ({ $scope ->
        [local] der lokale Tisch
       *[server] dieser Server
    })
web-standings-none = Noch keine beendeten Partien: Jede beendete Partie zwischen Menschen zählt hier.
web-standings-best = (die besten { $shown } von { $total })
web-standings-provisional = (vorläufig)
web-standings-player = Spieler
web-standings-rating = Wertung
web-standings-wins = Siege
web-standings-losses = Niederlagen
web-standings-draws = Remis
web-standings-games = Partien
web-tournament-title = { $title }-Turnier #{ $tournament }
web-tournament-status = { $status ->
        [signup] Anmeldung offen.
        [finished] Beendet nach { $rounds } Runden.
        [cancelled] Abgesagt: zu wenige Spieler haben sich angemeldet.
       *[other] Runde { $round } von { $rounds } wird gespielt.
    }
web-tournament-format = { $format ->
        [round-robin] Rundenturnier
        [double-round-robin] doppeltes Rundenturnier
       *[swiss] Schweizer System
    }
web-tournament-winner = { $count ->
        [one] Sieger: { $names }
       *[other] Sieger: { $names }
    }
web-tournament-points = Punkte
web-tournament-withdrawn = (zurückgezogen)
web-tournament-crosstable = Kreuztabelle
web-tournament-round = Runde { $round } von { $rounds }
web-tournament-bye = { $name }: spielfrei
web-tournament-playing = (läuft)
web-tournament-live = Diese Seite lädt sich neu, sobald sich eine Partie des Turniers ändert.
web-not-found-title = Nicht gefunden
web-not-found = Unter dieser Adresse gibt es nichts. Links zu Partien kommen vom Bot; frag ihn erneut nach dem Link zum Zuschauen.
web-error-method = Hier werden nur GET und HEAD beantwortet.
web-error-too-many = Zu viele Anfragen: bitte langsamer.
web-error-position = { $name } muss die Nummer einer Stellung sein (0, 1, 2, …).
web-error-busy = Gerade mit Zeichnen für andere beschäftigt; versuch es in ein paar Sekunden erneut.
web-error-failed = Bei uns ist etwas schiefgegangen; es wurde protokolliert.
web-error-streams-yours = Zu viele Live-Aktualisierungen von deiner Adresse; schließ ein paar Seiten.
web-error-streams-all = Gerade schauen zu viele zu; lade die Seite später neu.
web-refusal-no-position = Partie #{ $game } hat keine Stellung { $position }.
web-refusal-no-pictures = Dieser Dienst zeichnet keine Bilder.
web-refusal-replay-too-big = Diese Wiederholung ist zu groß, um sie auszuliefern; stattdessen gibt es das Partieprotokoll.
web-refusal-no-such-file = Eine Partie hat kein „{ $kind }“: nur record oder replay.



## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



# Name eines Befehls oder einer Option: der Wert ist der Name, den Discord in der Befehlsliste zeigt
# (Kleinbuchstaben oder Ziffern, - oder _, höchstens 32 Zeichen, kein Leerzeichen), .description die
# Zeile daneben (höchstens 100 Zeichen), .help die Zeile in den Hilfetexten (/help auf Discord, help am Tisch).
# Am lokalen Tisch werden Befehle auf Englisch getippt: dort werden nur die Hilfezeilen übersetzt.

command-play =
    .description = { $game } spielen
command-start = starten
    .description = Spieler zu { $game } herausfordern ({ $players } Spieler)
    .help = Spieler herausfordern, die auf Annehmen klicken (nur gegen Computer beginnt die Partie sofort); ohne Namen ist die Herausforderung offen, jeder kann auf Beitreten klicken; eine Uhr gibt jedem Spieler eine Zeit pro Zug (Standard: die aus den Einstellungen); ein Protokoll startet die Partie ungewertet ab ihrer letzten Stellung; Computerspieler machen sie ungewertet
command-move = zug
    .description = Deinen Zug in { $game } machen
    .help = einen Zug machen (die Liste des Zugs oder das Menü unter dem Brett bietet deine legalen Züge)
command-moves = züge
    .description = Deine legalen Züge in { $game }, Notation zuerst
    .help = deine legalen Züge, Notation zuerst (nur die, die den Text enthalten)
command-board = brett
    .description = Das Brett von { $game } zeigen
    .help = das Brett zeigen, dazu wer am Zug ist und bis wann; als Text, für einen Screenreader
command-record = protokoll
    .description = Das Protokoll der { $game }-Partie (PPN) als Datei
    .help = das Protokoll der Partie (PPN) als Datei
command-replay = wiederholung
    .description = Die bisherige { $game }-Partie als animiertes Bild
    .help = die bisherige Partie als animiertes Bild
command-hint = tipp
    .description = Der vom Computer vorgeschlagene Zug in einer lockeren { $game }-Partie (nur du siehst ihn)
    .help = der vom Computer vorgeschlagene Zug (nur lockere Partien; die anderen erfahren es)
command-review = analyse
    .description = Die Analyse des Computers zu einer beendeten { $game }-Partie
    .help = die Analyse einer beendeten Partie: Chancendiagramm, Wendepunkte, beste Züge
command-resign = aufgeben
    .description = Eine { $game }-Partie aufgeben (mit Rückfrage)
    .help = aufgeben (mit Rückfrage)
command-draw = remis
    .description = Den anderen in der Partie ein Remis anbieten
    .help = ein Remis anbieten: die anderen klicken Remis annehmen oder Ablehnen
command-undo = zurücknehmen
    .description = Die anderen bitten, deinen letzten Zug zurücknehmen zu dürfen
    .help = bitten, deinen letzten Zug zurückzunehmen: die anderen klicken Erlauben oder Verweigern
command-abort = abbrechen
    .description = Die Partie ohne Ergebnis beenden, bevor alle gezogen haben
    .help = die Partie ohne Ergebnis beenden, bevor jeder Spieler gezogen hat
command-plan = planen
    .description = Plane deine Antworten auf die erwarteten Züge deines Gegners (nur du siehst es)
    .help = Antworten auf erwartete Züge planen (privat; sofort gespielt)
command-rules = regeln
    .description = Die Regeln von { $game }, kurz gefasst
    .help = die Regeln, kurz gefasst
command-learn = lernen
    .description = Eine interaktive Lektion zu { $game }, Schritt für Schritt (nur du siehst sie)
    .help = das Spiel Schritt für Schritt lernen, mit eigenen Zügen (privat)
command-games = partien
    .description = Laufende Partien auf diesem Server, und wer am Zug ist
    .help = laufende Partien hier, und wer am Zug ist
command-standings = rangliste
    .description = Ranglisten: Wertungen, Siege, Niederlagen und Remis
    .help = Ranglisten: Wertungen, Siege, Niederlagen und Remis
command-season = saison
    .description = Die Saisons dieses Servers: eine starten (Verwalter) oder auflisten
command-season-start = starten
    .description = Die Rangliste archivieren und eine neue Saison starten (nur „Server verwalten“)
    .help = die Rangliste archivieren und eine neue Saison mit ihrem Namen starten (Verwalter; die Einstellungen sagen, ob Wertungen übernommen werden)
command-season-list = liste
    .description = Die Saisons dieses Servers: wann jede begann, wie viele spielten
    .help = die Saisons der Rangliste: wann jede begann, wie viele spielten
command-puzzles = rätsel
    .description = Rätsel: eines pro Tag in einem Kanal (Verwalter)
command-puzzle-daily = täglich
    .description = Jeden Tag ein Rätsel in einem Kanal posten (nur „Server verwalten“)
    .help = jeden Tag ein Rätsel in einem Kanal posten, oder mit off beenden (Verwalter)
command-puzzle-channel = kanal
    .description = wo (Standard: dieser Kanal)
command-puzzle-off = aus
    .description = true: das tägliche Rätsel beenden
command-history = verlauf
    .description = Die letzten Partien eines Spielers, mit Ergebnissen und Links
    .help = die letzten Partien eines Spielers (Standard: deine), mit Ergebnissen
command-next = dran
    .description = Die Partien, in denen du am Zug bist, auf allen Servern
    .help = wo du am Zug bist, überall
command-seek = suchen
    .description = Im Pool dieses Servers auf Mitspielende warten; ohne Optionen: der Pool
    .help = im Pool dieses Servers auf passende Mitspielende warten (ohne Optionen: der Pool)
command-unseek = suche-beenden
    .description = Den Suchpool dieses Servers verlassen
    .help = den Suchpool verlassen (alle deine Suchen oder eine)
command-settings = einstellungen
    .description = Standarduhr und Erinnerungen dieses Servers
    .help = die Standards für neue Partien, Uhr und Erinnerungen (ohne Optionen angezeigt; Verwalter ändern sie)
command-notify = benachrichtigung
    .description = Deine Zugerinnerungen (Thread, DM oder nirgends) und eine tägliche Übersicht
    .help = wohin deine Erinnerungen gehen (in die Partie, als Direktnachricht oder nirgends) und deine tägliche Übersicht
command-vacation = urlaub
    .description = Deine Zuguhren für ein paar Tage anhalten
    .help = deine Uhren für so viele Tage anhalten (0 beendet deinen Urlaub)
command-privacy = datenschutz
    .description = Deine Daten: eine Kopie davon, oder sie vergessen
command-privacy-export = export
    .description = Eine private JSON-Datei mit allem, was über dich gespeichert ist
    .help = eine private JSON-Datei mit allem, was der Schiedsrichter über dich speichert (Partien, Züge, Wertungen, Einstellungen…)
command-privacy-forget = vergessen
    .description = Dich vergessen: dein Name verschwindet aus jeder Partie (fragt zuerst)
    .help = nach einer Bestätigung: deine Partien aufgeben, „ein ehemaliger Spieler“ statt deines Namens, Wertungen und Einstellungen löschen
command-help = hilfe
    .description = Wie man mit dem Schiedsrichter spielt
    .help = wie man mit dem Schiedsrichter spielt

command-opponent = gegner
    .description = wen du herausforderst (weglassen, um gegen Computer zu spielen; mich nennen setzt einen)
command-opponent-more = gegner{ $number }
    .description = ein weiterer Spieler, den du einlädst
command-seats = sitzordnung
    .description = wer wo sitzt: zufällig verteilt (Standard) oder du zuerst, dann wie aufgeführt
command-seats-random = zufällig
command-seats-listed = wie aufgeführt: du zuerst
command-clock = uhr
    .description = Zeit, die jeder Spieler pro Zug hat (Standard: die des Servers, 3d falls nicht geändert)
command-clock-none = keine
command-computers = computer
    .description = wie viele Computerspieler mitspielen (die Partie ist dann ungewertet)
command-level = stufe
    .description = wie stark die Computer spielen (Standard: normal)
command-level-easy = leicht
command-level-normal = normal
command-level-hard = schwer
command-level-expert = experte
command-record-file = protokoll
    .description = ein Partieprotokoll (.ppn, von /protokoll): ungewertet ab seiner letzten Stellung starten
command-players = spieler
    .description = wie viele spielen, du eingeschlossen (ohne genannte Gegner: die Plätze, die allen offenstehen)
command-replay-from = von
    .description = der erste gezeigte Halbzug (die Nummern des Protokolls; Standard: der Anfang)
command-replay-to = bis
    .description = der letzte gezeigte Halbzug (Standard: der letzte)
command-speed = tempo
    .description = wie schnell die Züge aufeinander folgen (Standard: normal, je eine Sekunde)
command-speed-slow = langsam
command-speed-normal = normal
command-speed-fast = schnell
command-game = partie
    .description = die Kennung der Partie, wenn du mehrere hast
command-move-notation = zug
    .description = dein Zug (die Liste zeigt deine legalen Züge)
command-moves-text = text
    .description = nur die Züge, deren Notation oder Worte diesen Text enthalten
command-text = text
    .description = true: das Brett als Text, für Screenreader oder langsame Verbindungen (nur du siehst es)
command-plan-moves = züge
    .description = sein nächster Zug, deine Antwort, sein Zug, deine Antwort, … durch Kommas getrennt
command-plan-clear = verwerfen
    .description = true: deinen Plan verwerfen
command-puzzle = rätsel
    .description = Ein { $game }-Rätsel aus den hier gespielten Partien: Finde den besten Zug (nur du siehst es)
    .help = ein Rätsel aus den hier gespielten Partien: den Zug finden, der gewinnt oder rettet (privat; Antwort wählen oder tippen)
command-puzzle-answer = antwort
    .description = dein Zug im Rätsel, das du zuletzt bekommen hast
command-puzzle-number = rätsel
    .description = ein Rätsel nach seiner Nummer (die des Rätsels des Tages)
command-standings-game = spiel
    .description = ein Spiel (Standard: die Besten jedes Spiels)
command-scope = bereich
    .description = dieser Server (Standard) oder alle Server
command-scope-server = dieser Server
command-scope-global = alle Server
command-standings-season = saison
    .description = die Rangliste einer früheren Saison, nach ihrem Namen (Standard: die laufende)
command-season-name = name
    .description = der Name der neuen Saison, 1 bis 40 Zeichen, hier noch nicht vergeben
command-history-user = nutzer
    .description = wessen Partien (Standard: deine)
command-history-game = spiel
    .description = nur dieses Spiel
command-settings-clock = uhr
    .description = Zeit pro Zug für neue Partien (nur mit „Server verwalten“)
command-reminders = erinnerungen
    .description = Spieler an ihren Zug erinnern (nur mit „Server verwalten“)
command-language = sprache
    .description = die Sprache der Bretter und Partie-Threads (nur mit „Server verwalten“)
command-settings-challenge = herausforderung
    .description = wie lange eine Herausforderung wartet, bis sie abläuft (nur mit „Server verwalten“)
command-settings-season = saison
    .description = Wertungen in neuer Saison: übernommen, unsicherer (Standard), oder neu (nur „Server verwalten“)
command-settings-tournaments = turniere
    .description = wer Turniere erstellen darf: jedes Mitglied (Standard) oder Verwalter (nur „Server verwalten“)
command-reminders-on = an
command-reminders-off = aus
command-season-carry = übernehmen
command-season-reset = zurücksetzen
command-tournaments-anyone = jedes Mitglied
command-tournaments-managers = Verwalter
command-where = wohin
    .description = im Thread der Partie (Standard), per Direktnachricht oder gar nicht
command-where-thread = Thread
command-where-dm = Direktnachricht
command-where-off = aus
command-digest = übersicht
    .description = jeden Tag eine Direktnachricht mit den Partien, die auf dich warten: täglich oder aus
command-digest-daily = täglich
command-digest-off = aus
command-at = stunde
    .description = die Stunde deiner täglichen Übersicht, 0 bis 23 (Standard 8)
command-tz = zeitzone
    .description = deine Zeitzone für die Übersicht, ein IANA-Name wie Europe/Paris (Standard UTC)
command-days = tage
    .description = 1 bis { $most } Tage (0 beendet deinen Urlaub sofort); höchstens { $most } in 30 Tagen
command-seek-games = spiele
    .description = die Spiele, die du spielen würdest, durch Kommas getrennt: telic,coins
command-seek-clock = uhr
    .description = Zeit pro Zug, die du annimmst: 1h, 1d, 3d, 7d oder ein Bereich wie 1d-3d
command-seek-players = spieler
    .description = wie viele Spieler die Partie hat (Standard 2)
command-seek-rated = gewertet
    .description = eine gewertete Partie (Standard) oder eine ungewertete
command-unseek-seek = suche
    .description = die Nummer einer deiner Suchen (Standard: alle)
command-tournament = turnier
    .description = Turniere: eine Anmeldung, dann Runden von Partien in Threads
command-tournament-create = erstellen
    .description = Öffnet die Anmeldung zu einem Turnier; es beginnt zur Frist oder mit Starten
    .help = öffnet die Anmeldung zu einem Turnier (Rundenturnier, doppeltes Rundenturnier oder Schweizer System); es beginnt zur Frist oder wenn du auf Starten klickst
command-tournament-start = starten
    .description = Startet dein Turnier jetzt, mit den angemeldeten Spielern
    .help = startet dein Turnier vor der Frist, mit den angemeldeten Spielern
command-tournament-standings = tabelle
    .description = Die Tabelle eines Turniers: Punkte und Feinwertungen (SB, Buchholz)
    .help = die Tabelle eines Turniers: Punkte und Feinwertungen jedes Spielers (Standard: das neueste dieses Servers)
command-tournament-withdraw = zurückziehen
    .description = Aus einem laufenden Turnier aussteigen: deine aktuelle Partie wird aufgegeben
    .help = aus einem laufenden Turnier aussteigen: deine aktuelle Partie wird aufgegeben, und du spielst keine weitere Runde
command-tournament-id = turnier
    .description = die Nummer des Turniers (Standard: das neueste dieses Servers)
command-tournament-game = spiel
    .description = das gespielte Spiel
command-tournament-format = format
    .description = Rundenturnier (Standard), doppeltes Rundenturnier oder Schweizer System
command-tournament-rounds = runden
    .description = die Runden eines Schweizer Turniers (Standard: genug, um den Sieger zu ermitteln)
command-tournament-clock = bedenkzeit
    .description = Zeit pro Zug in jeder Partie (Standard: die des Servers)
command-tournament-players = spieler
    .description = die Mindest- und Höchstzahl der Spieler, etwa 4-16
command-tournament-signup = anmeldung
    .description = wie lange die Anmeldung offen bleibt: 30m, 1h, 1d (Standard), 2d…
command-tournament-rated = gewertet
    .description = gewertete Partien (Standard) oder ungewertete
command-tournament-table = tisch
    .description = Spieler an jedem Tisch, für Spiele mit mehr als zwei (Standard: die wenigsten)
command-tournament-options = optionen
    .description = die eigenen Optionen des Spiels als name=wert, durch Leerzeichen getrennt
command-tournament-vacation = urlaub
    .description = ob der Urlaub eines Spielers seine Uhren anhält: an (Standard) oder aus
command-tournament-vacation-on = an
command-tournament-vacation-off = aus
command-admin = admin
    .description = Werkzeuge der Verwalter: wo Partien starten, eine Partie beenden, jemanden sperren
command-admin-channels = kanäle
    .description = Die Kanäle, in denen Partien starten dürfen: zeigen, hinzufügen, entfernen (nur „Server verwalten“)
    .help = die Kanäle, in denen Partien starten dürfen (Standard: jeder): zeigen, einen hinzufügen oder entfernen, oder wieder jeden erlauben (Verwalter)
command-admin-channel = kanal
    .description = ein Kanal für die Liste (oder, mit Aktion, von ihr zu entfernen)
command-admin-action = aktion
    .description = den Kanal hinzufügen (Standard), entfernen, oder wieder jeden Kanal erlauben
command-admin-action-add = hinzufügen
command-admin-action-remove = entfernen
command-admin-action-all = jeder Kanal
command-admin-end = beenden
    .description = Eine Partie dieses Servers ohne Ergebnis beenden, mit Grund für die Spieler (nur „Server verwalten“)
    .help = eine Partie ohne Ergebnis beenden; die Spieler erfahren den Grund (Verwalter)
command-admin-game = partie
    .description = die ID der Partie (das #ab3cd auf ihrem Brett)
command-admin-reason = grund
    .description = warum, den Spielern mitgeteilt (bis zu 200 Zeichen)
command-admin-block = sperren
    .description = Jemandem verbieten, hier Partien zu starten oder beizutreten (nur „Server verwalten“)
    .help = die Person kann auf diesem Server keine Partien mehr starten oder ihnen beitreten; laufende gehen weiter (Verwalter)
command-admin-unblock = entsperren
    .description = Eine gesperrte Person hier wieder spielen lassen (nur „Server verwalten“)
    .help = eine gesperrte Person wieder Partien starten und beitreten lassen (Verwalter)
command-admin-user = nutzer
    .description = die Person
command-admin-log = protokoll
    .description = Die letzten Aktionen der Verwalter auf diesem Server (nur „Server verwalten“)
    .help = die letzten Aktionen der Verwalter: Kanäle festgelegt, Partien beendet, Personen gesperrt (Verwalter)
command-choice-default = { $choice } (Standard)

# die eigenen Optionen eines Spiels (nur die Namen: jedes Spiel beschreibt seine Optionen in seinem Abschnitt)
command-option-move-limit = zuglimit
command-option-slide = gleiten
command-option-hop = sprung
command-option-board = brett
command-option-spare = reserve
command-option-rounds = runden
command-choice-free = frei
command-choice-full = ganz
command-choice-shove = schieben
command-choice-short = kurz

# /help auf Discord
command-help-title = **Piecepack-Schiedsrichter** — Spiele: { $games }
command-help-game = spiel
command-help-clock = Jeder Zug hat eine Uhr: du wirst bei der Hälfte und einem Zehntel Restzeit erinnert und verlierst, wenn sie abläuft; beendete Partien bieten eine **Revanche**.

# die Hilfe des lokalen Tischs: Titel, die Zeilen der eigenen Wörter des Tischs, die letzte Zeile
command-table-title = Befehle (wie auf Discord; Spiele: { $games }):
command-table-wait = die Uhr des Tischs vorstellen (wait 13h, wait 2d, wait 90m) und ausführen, was fällig wird: Erinnerungen, Zeitverluste, Urlaubsenden
command-table-as = als ein anderer Nutzer handeln
command-table-button = ihn anklicken (Annehmen, Würfeln, Remis annehmen, Ablehnen, Erlauben, Verweigern, Revanche, …)
command-table-help = dieser Text (nur die Zeilen zu einem Wort)
command-table-comment = ein Kommentar: der Rest der Zeile wird nicht gelesen
command-table-quit = beenden (die Partien bleiben erhalten)
command-table-web = Mit --web-port N gestartet, bietet der Tisch die Webseite jeder Partie (live zusehen, Zug für Zug durchgehen): eine Zeile `Zuschauen: <Adresse>` folgt jedem Brett, und /standings.
