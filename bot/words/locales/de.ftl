### Die Nachrichten des Schiedsrichters auf Deutsch.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Deutsch


## Engines: what every game shares (results, places, scores, option checks)
## (ids start with engines-)




## Engines: Telic
## (ids start with telic-)




## Engines: Coins
## (ids start with coins-)




## Engines: Tactonix
## (ids start with tactonix-)




## Engines: Tic Tac Doh!
## (ids start with tictacdoh-)




## Engines: IceSickle
## (ids start with icesickle-)




## Pictures: words drawn on boards, alt text, text boards, replays' captions
## (ids start with picture-)




## Service: refusals
## (ids start with refusal-)




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)




## Discord
## (ids start with discord-)




## The local table
## (ids start with table-)




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
web-standings = Rangliste
web-standings-where = ({ $scope ->
        [local] der lokale Tisch
       *[server] dieser Server
    })
web-standings-none = Noch keine beendeten Partien: Jede beendete Partie zählt hier.
web-standings-best = (die besten { $shown } von { $total })
web-standings-provisional = (vorläufig)
web-standings-player = Spieler
web-standings-rating = Wertung
web-standings-wins = Siege
web-standings-losses = Niederlagen
web-standings-draws = Remis
web-standings-games = Partien
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



