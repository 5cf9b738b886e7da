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

refusal-not-an-id = #{ $id } ist keine Kennung: Kennungen bestehen aus Buchstaben und Ziffern, etwa #ab3cd.
refusal-wrong-game = #{ $game } ist eine { $title }-Partie, keine { $other }-Partie: Nimm dafür `{ $command }`.
refusal-no-such-game = Es gibt kein Spiel namens { $name }.
refusal-no-game = Es gibt keine Partie #{ $game }.
refusal-name-the-game = Gib die Partie mit `game:` an.
refusal-no-game-in-progress = Du hast keine laufende Partie. Starte eine mit `{ $start }`.
refusal-no-game-in-progress-of = Du hast keine laufende { $title }-Partie. Starte eine mit `{ $start }`.
refusal-several-games = Du hast mehrere laufende Partien: { $games }. Gib mit `game:` an, welche du meinst.
refusal-several-games-of = Du hast mehrere laufende { $title }-Partien: { $games }. Gib mit `game:` an, welche du meinst.
refusal-not-in-game = Du spielst in Partie #{ $game } nicht mit.
refusal-game-over = Partie #{ $game } ist beendet: { $result }
refusal-resolving-chance = Der Schiedsrichter ermittelt gerade das Zufallsergebnis; versuch es gleich noch einmal.
refusal-not-your-turn = Du bist in #{ $game } nicht am Zug: { $name } ist dran.
refusal-changed-meanwhile = Partie #{ $game } hat sich im selben Moment geändert; sieh dir das Brett an und versuch es noch einmal.
refusal-illegal = Unzulässig: { $problem }
refusal-cannot-resign = Du kannst jetzt nicht aufgeben: { $problem }
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
refusal-name-who = Gib an, wen du herausforderst (`{ $challenge }`), oder spiel gegen den Computer (`{ $computer }`).
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
refusal-vacation-days = Ein Urlaub dauert 1 bis { $most } Tage (0 beendet deinen sofort), nicht { $typed }.
refusal-not-on-vacation = Du bist nicht im Urlaub.
refusal-vacation-too-long = Höchstens { $most } Urlaubstage innerhalb von { $window } Tagen: Du hattest in den letzten { $window } Tagen { $used }, jetzt sind also höchstens noch { $room } möglich.
refusal-notify-choice = { $typed } steht nicht zur Wahl: Für Erinnerungen gibt es { $choices }.
refusal-settings-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen des Servers ändern.
refusal-reminders-choice = reminders kann nur on oder off sein, nicht { $typed }.
refusal-language-choice = { $typed } ist hier keine verfügbare Sprache: Wähle eine von { $choices }.
refusal-button-unknown = Diese Schaltfläche ist nicht mehr bekannt.
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
service-done-played = Du hast `{ $move }` in #{ $game } gespielt
service-done-played-same-turn = Du hast `{ $move }` in #{ $game } gespielt: Das Brett der Partie zeigt, was daraus geworden ist
service-ask-resign = { $title } #{ $game } aufgeben? Das lässt sich nicht rückgängig machen.
service-resigned = { $name } hat aufgegeben.
service-you-resigned = Du hast aufgegeben.
service-resign-cancelled = Nicht aufgegeben: Du bist weiter in der Partie.
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
service-aborted = { $name } hat die Partie abgebrochen.
service-done-aborted = #{ $game } abgebrochen
service-done-rematch = Revanche angefragt
service-timeout-first-move = ⏰ { $name } hat den ersten Zug nicht rechtzeitig gemacht: Die Partie ist abgebrochen.
service-timeout-lost = ⏰ { $name } hat die Zeit überschritten und verliert auf Zeit.
service-timeout-out = ⏰ { $name } hat die Zeit überschritten und scheidet aus; die anderen spielen weiter.
service-reminder = ⏰ { $who }, du bist in **{ $title }** #{ $game } am Zug: noch { $left }, die Frist endet { $when }.
service-reminder-dm = ⏰ Du bist in **{ $title }** #{ $game } am Zug: noch { $left }, die Frist endet { $when }.
service-reminder-dm-in = ⏰ Du bist in **{ $title }** #{ $game } in { $channel } am Zug: noch { $left }, die Frist endet { $when }.
service-vacation-on = 🏖️ Du bist bis { $until } im Urlaub ({ $when }): Deine Uhren sind angehalten ({ $count ->
        [one] { $count } Partie wartet
       *[other] { $count } Partien warten
    } gerade auf deinen Zug), und auch neue Züge warten auf dich. `{ $end }` beendet ihn vorzeitig.
service-vacation-over = Willkommen zurück: Dein Urlaub ist vorbei, und deine Uhren laufen wieder ({ $count ->
        [one] { $count } Partie wartet
       *[other] { $count } Partien warten
    } auf deinen Zug).
service-vacation-back = 🏖️ { $name } ist aus dem Urlaub zurück: Die Uhr von **{ $title }** #{ $game } läuft wieder; { $name } muss { $when } gezogen haben.
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
    }. Starte eine mit `{ $start }`; jede beendete Partie zählt hier.
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
discord-no-bots = Andere Bots können nicht mitspielen: Fordere Menschen heraus oder mich (`computers:`).
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
discord-room-lost-game = Ich kann nicht mehr im Kanal von Partie #{ $game } posten (er wurde gelöscht, oder ich habe dort meine Berechtigungen verloren). Die Partie wartet, ihre Uhr ist angehalten. Um weiterzuspielen, zeig ihr Brett (`game:{ $game }`) in einem Kanal, in dem ich posten kann: Die Partie zieht dorthin um.
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
command-table-web = Mit --web-port N gestartet, bietet der Tisch die Webseite jeder Partie (live zusehen, Zug für Zug durchgehen): eine Zeile `Zuschauen: <Adresse>` folgt jedem Brett, und /standings.
