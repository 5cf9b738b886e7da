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



# Name eines Befehls oder einer Option: der Wert ist der Name, den Discord in der Befehlsliste zeigt
# (Kleinbuchstaben oder Ziffern, - oder _, höchstens 32 Zeichen, kein Leerzeichen), .description die
# Zeile daneben (höchstens 100 Zeichen), .help die Zeile in den Hilfetexten (/help auf Discord, help am Tisch).
# Am lokalen Tisch werden Befehle auf Englisch getippt: dort werden nur die Hilfezeilen übersetzt.

command-play =
    .description = { $game } spielen
command-start = starten
    .description = Spieler zu { $game } herausfordern ({ $players } Spieler)
    .help = Spieler herausfordern, die auf Annehmen klicken (nur gegen Computer beginnt die Partie sofort); eine Uhr gibt jedem Spieler eine Zeit pro Zug (Standard: die aus den Einstellungen); ein Protokoll startet die Partie ungewertet ab ihrer letzten Stellung; Computerspieler machen sie ungewertet
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
command-rules = regeln
    .description = Die Regeln von { $game }, kurz gefasst
    .help = die Regeln, kurz gefasst
command-games = partien
    .description = Laufende Partien auf diesem Server, und wer am Zug ist
    .help = laufende Partien hier, und wer am Zug ist
command-standings = rangliste
    .description = Ranglisten: Wertungen, Siege, Niederlagen und Remis
    .help = Ranglisten: Wertungen, Siege, Niederlagen und Remis
command-history = verlauf
    .description = Die letzten Partien eines Spielers, mit Ergebnissen und Links
    .help = die letzten Partien eines Spielers (Standard: deine), mit Ergebnissen
command-settings = einstellungen
    .description = Standarduhr und Erinnerungen dieses Servers
    .help = die Standards für neue Partien, Uhr und Erinnerungen (ohne Optionen angezeigt; Verwalter ändern sie)
command-notify = benachrichtigung
    .description = Wohin deine Zugerinnerungen kommen: Thread, DM oder nirgends
    .help = wohin deine Erinnerungen gehen: in die Partie, als Direktnachricht oder nirgends
command-vacation = urlaub
    .description = Deine Zuguhren für ein paar Tage anhalten
    .help = deine Uhren für so viele Tage anhalten (0 beendet deinen Urlaub)
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
command-record-file = protokoll
    .description = ein Partieprotokoll (.ppn, von /protokoll): ungewertet ab seiner letzten Stellung starten
command-game = partie
    .description = die Kennung der Partie, wenn du mehrere hast
command-move-notation = zug
    .description = dein Zug (die Liste zeigt deine legalen Züge)
command-moves-text = text
    .description = nur die Züge, deren Notation oder Worte diesen Text enthalten
command-text = text
    .description = true: das Brett als Text, für Screenreader oder langsame Verbindungen (nur du siehst es)
command-standings-game = spiel
    .description = ein Spiel (Standard: die Besten jedes Spiels)
command-scope = bereich
    .description = dieser Server (Standard) oder alle Server
command-scope-server = dieser Server
command-scope-global = alle Server
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
command-reminders-on = an
command-reminders-off = aus
command-where = wohin
    .description = im Thread der Partie (Standard), per Direktnachricht oder gar nicht
command-where-thread = Thread
command-where-dm = Direktnachricht
command-where-off = aus
command-days = tage
    .description = 1 bis { $most } Tage (0 beendet deinen Urlaub sofort); höchstens { $most } in 30 Tagen
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
command-table-web = Mit --web-port N gestartet, bietet der Tisch die Webseite jeder Partie (live zusehen, Zug für Zug durchgehen): eine Zeile `watch: <Adresse>` folgt jedem Brett, und /standings.
