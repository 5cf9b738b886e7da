### Les messages de l'arbitre en français.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Français


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

refusal-not-an-id = #{ $id } n’est pas un identifiant : un identifiant est fait de lettres et de chiffres, comme #ab3cd.
refusal-wrong-game = #{ $game } est une partie de { $title }, pas de { $other } : utilise `{ $command }` pour elle.
refusal-no-such-game = Il n’y a pas de jeu appelé { $name }.
refusal-no-game = Il n’y a pas de partie #{ $game }.
refusal-name-the-game = Indique la partie avec `game:`.
refusal-no-game-in-progress = Tu n’as aucune partie en cours. Lances-en une avec `{ $start }`.
refusal-no-game-in-progress-of = Tu n’as aucune partie de { $title } en cours. Lances-en une avec `{ $start }`.
refusal-several-games = Tu as plusieurs parties en cours : { $games }. Indique laquelle avec `game:`.
refusal-several-games-of = Tu as plusieurs parties de { $title } en cours : { $games }. Indique laquelle avec `game:`.
refusal-not-in-game = Tu ne joues pas dans la partie #{ $game }.
refusal-game-over = La partie #{ $game } est terminée : { $result }
refusal-resolving-chance = L’arbitre procède au tirage au sort ; réessaie dans un instant.
refusal-not-your-turn = Ce n’est pas ton tour dans #{ $game } : c’est à { $name } de jouer.
refusal-changed-meanwhile = La partie #{ $game } a changé au même moment ; regarde le plateau et réessaie.
refusal-illegal = Illégal : { $problem }
refusal-cannot-resign = Tu ne peux pas abandonner maintenant : { $problem }
refusal-not-a-clock = { $typed } n’est pas une pendule : choisis parmi { $choices }.
refusal-not-a-duration = { $typed } n’est pas une durée : écris-la comme 13h, 2d, 90m ou 1d12h.
refusal-out-of-game = Tu es hors de la partie #{ $game } : tu as abandonné ou dépassé le temps.
refusal-offer-waiting = { $kind ->
        [draw] Une proposition de nulle
       *[undo] Une demande de reprise
    } attend déjà une réponse dans #{ $game }.
refusal-offer-unknown = Cette proposition n’est plus connue.
refusal-offer-closed = Cette { $kind ->
        [draw] proposition de nulle
       *[undo] demande de reprise
    } a déjà été { $status ->
        [accepted] acceptée
        [declined] refusée
       *[withdrawn] retirée
    }.
refusal-offer-yours = Cette { $kind ->
        [draw] proposition de nulle
       *[undo] demande de reprise
    } vient de toi : ce sont les autres qui y répondent.
refusal-offer-not-yours = Ce sont les autres ({ $names }) qui répondent à cette { $kind ->
        [draw] proposition de nulle
       *[undo] demande de reprise
    } : tu n’es plus dans la partie.
refusal-already-said-yes = Tu as déjà dit oui ; on attend les autres.
refusal-offer-moved-on = Cette { $kind ->
        [draw] proposition de nulle
       *[undo] demande de reprise
    } a été retirée : la partie a continué depuis.
refusal-offer-changed = Cette { $kind ->
        [draw] proposition de nulle
       *[undo] demande de reprise
    } a changé entre-temps ; regarde à nouveau.
refusal-too-late-to-abort = Trop tard pour interrompre #{ $game } : tous les joueurs ont joué un coup. Propose plutôt la nulle (`{ $draw }`) ou abandonne (`{ $resign }`).
refusal-rematch-not-yours = Seuls les joueurs de #{ $game } peuvent demander une revanche.
refusal-still-on = La partie #{ $game } est toujours en cours.
refusal-rematch-aborted = La partie #{ $game } a été interrompue : lances-en une nouvelle avec `{ $start }`.
refusal-rematch-waiting = Une revanche de #{ $game } attend déjà une réponse : #{ $other }.
refusal-nothing-to-take-back = Tu n’as pas encore joué dans #{ $game } : il n’y a rien à reprendre.
refusal-just-taken-back = Un coup vient d’être repris dans #{ $game } ; il n’y a plus rien à reprendre.
refusal-last-action-final = Ta dernière action dans #{ $game } ne peut pas être reprise.
refusal-someone-acted = Quelqu’un a agi depuis ton dernier coup dans #{ $game } : une reprise n’est possible que tant que personne d’autre n’a agi.
refusal-other-acted = { $name } a agi depuis ton dernier coup dans #{ $game } : une reprise n’est possible que tant que personne d’autre n’a agi.
refusal-chance-after = `{ $move }` ne peut pas être repris : un tirage au sort a eu lieu après ce coup, et une reprise n’annule jamais un lancer ni une donne.
refusal-no-move = Il n’y a pas de coup { $ply } dans #{ $game }.
refusal-record-unstorable = Le relevé contient { $what }, qui ne peut pas être enregistré : retire-le et recommence.
refusal-level = level doit valoir { $levels }, pas { $typed }.
refusal-computers-count = computers est un nombre de joueurs ordinateur : 0 ou plus.
refusal-record-computers = Une partie reprise d’un relevé se joue avec les joueurs qu’il nomme : n’indique pas computers.
refusal-name-who = Indique qui tu défies (`{ $challenge }`), ou joue contre l’ordinateur (`{ $computer }`).
refusal-challenge-yourself = Tu ne peux pas te défier toi-même : nomme d’autres joueurs.
refusal-invited-twice = Chaque joueur ne peut être invité qu’une seule fois.
refusal-record-options = Le relevé fixe les options ({ $set }) : n’indique pas { $given }.
refusal-options = { $problem }
refusal-no-challenge = Il n’y a pas de défi #{ $game }.
refusal-challenge-closed = Le défi #{ $game } n’est plus ouvert.
refusal-challenge-not-yours = Ce défi ne s’adresse qu’à { $names }.
refusal-already-accepted = Tu as déjà accepté ; on attend les autres.
refusal-challenge-changed = Ce défi a changé entre-temps ; réessaie.
refusal-decline-not-yours = Seuls les joueurs invités (ou l’auteur du défi, pour le retirer) peuvent faire cela.
refusal-vacation-days = Des vacances durent de 1 à { $most } jours (0 met fin aux tiennes tout de suite), pas { $typed }.
refusal-not-on-vacation = Tu n’es pas en vacances.
refusal-vacation-too-long = Au plus { $most } jours de vacances sur { $window } jours : tu en as pris { $used } sur les { $window } derniers jours, donc { $room } de plus au maximum pour l’instant.
refusal-notify-choice = { $typed } n’est pas un choix possible pour les rappels : { $choices }.
refusal-settings-manager = Seuls les membres ayant la permission « Gérer le serveur » peuvent modifier les réglages du serveur.
refusal-reminders-choice = reminders vaut on ou off, pas { $typed }.
refusal-language-choice = { $typed } n’est pas une langue disponible ici : choisis parmi { $choices }.
refusal-button-unknown = Ce bouton n’est plus connu.
refusal-replay-too-big = Cette rediffusion dépasse la limite d’envoi de ce serveur ; `{ $record }` donne le relevé de la partie à la place.
refusal-record-too-large = Ce relevé est trop lourd pour être un relevé de partie (plus de { $megabytes } Mo).
refusal-record-does-not-replay = Ce relevé ne se rejoue pas : { $problem }{ $more ->
        [0] {""}
        [one] {" "}(et 1 autre problème)
       *[other] {" "}(et { $more } autres problèmes)
    }.
refusal-record-other-game = C’est un relevé de { $title }, pas de { $other } : utilise `{ $start }` pour lui.
refusal-record-over = La partie de ce relevé est terminée : il n’y a plus rien à jouer depuis sa dernière position.
refusal-record-players = Ce relevé est celui d’une partie à { $players } joueurs : indique { $opponents ->
        [one] un adversaire
       *[other] { $opponents } adversaires
    }.




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)

service-text = { $text }
service-versus = { $first } contre { $then }
service-series = { $first }, { $then }
service-game-with = #{ $game } ({ $title } avec { $names })
service-result-aborted = La partie a été interrompue : pas de résultat, et elle ne compte nulle part.
service-result-agreed = Nulle par accord mutuel.
service-result-time = { $count ->
        [one] { $names } gagne au temps !
       *[other] { $names } se partagent la victoire au temps !
    }{ $shown ->
        [places] {" "}Places : { $places }.
        [scores] {" "}Scores : { $scores }.
        [both] {" "}Places : { $places }. Scores : { $scores }.
       *[none] {""}
    }
service-board-heading = **{ $title }** #{ $game } · { $header }
service-board-players = **{ $title }** #{ $game } : { $players }.
service-board-over = **Partie terminée.** { $result }
service-game-over = Partie terminée. { $result }
service-summary = { $title } #{ $game } ({ $players }) est terminée : { $result }
service-thinking = { $name } réfléchit…{ $score }
service-thinking-seat = { $name } réfléchit ({ $seat })…{ $score }
service-your-turn = { $who }, à toi de jouer.{ $score }
service-your-turn-seat = { $who }, à toi de jouer ({ $seat }).{ $score }
service-score = {" "}Score : { $scores }.
service-clock-deadline = ⏰ { $name } doit avoir joué { $when } ({ $clock } par tour).
service-clock-vacation = 🏖️ { $name } est en vacances (retour { $until }) : la pendule est arrêtée, il reste { $left }.
service-duration-d = { $count } j
service-duration-h = { $count } h
service-duration-m = { $count } min
service-duration-s = { $count } s
service-duration-two = { $first } { $then }
service-secret-note = Chaque joueur a maintenant un secret : clique sur **{ $label }** sous le plateau pour voir le tien (toi seul le vois).
service-no-secrets = Cette partie n’a pas de secrets : le plateau public montre tout.
service-forced-pass = { $seat } n’a aucun coup légal et passe.
service-button-accept = Accepter
service-button-decline = Refuser
service-button-accept-draw = Accepter la nulle
service-button-allow = Autoriser
service-button-refuse = Refuser
service-button-resign = Abandonner
service-button-cancel = Annuler
service-button-rematch = Revanche
service-button-previous = ◀ Précédente
service-button-next = Suivante ▶
service-played = { $name } a joué `{ $move }` : { $words }.
service-done-played = Tu as joué `{ $move }` dans #{ $game }
service-done-played-same-turn = Tu as joué `{ $move }` dans #{ $game } : le plateau de la partie montre ce qui en a résulté
service-ask-resign = Abandonner { $title } #{ $game } ? C’est irréversible.
service-resigned = { $name } a abandonné.
service-you-resigned = Tu as abandonné.
service-resign-cancelled = Annulé : tu es toujours dans la partie.
service-challenge = { $heading }{ $challenger } défie { $invited } à **{ $title }**{ $computers }{ $options }{ $clock }. #{ $game }
service-rematch-of = Revanche de #{ $game } !{" "}
service-challenge-computers = {" "}avec { $names }
service-challenge-options = {" "}({ $options })
service-challenge-clock = {" "}· { $clock } par coup
service-challenge-no-clock = {" "}· sans pendule
service-from-record = Elle part d’un relevé, après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, non classée ; places { $how ->
        [names] selon les noms du relevé
       *[listed] dans l’ordre donné, l’auteur du défi d’abord
    } : { $seats }.
service-challenge-answer = { $invited } : **{ $accept }** ou **{ $decline }**.
service-challenge-answer-each = Chaque joueur invité : **{ $accept }** ou **{ $decline }**.
service-accepted-waiting = { $name } a accepté. On attend { $names }.
service-challenge-ended = { $name } a { $status ->
        [withdrawn] retiré
       *[declined] refusé
    } le défi de { $title } #{ $game }.
service-thread-title = { $title } · { $players }
service-offer-draw = 🤝 { $name } propose la nulle dans **{ $title }** #{ $game }. { $others } : **{ $yes }** ou **{ $no }**. (Jouer un coup la retire.)
service-offer-undo = ↩️ { $name } demande à reprendre `{ $move }` dans **{ $title }** #{ $game }. { $others } : **{ $yes }** ou **{ $no }**. (Jouer un coup la retire.)
service-done-offer = Tu as { $kind ->
        [draw] proposé la nulle
       *[undo] demandé une reprise
    } dans #{ $game }
service-offer-declined = { $name } a refusé { $kind ->
        [draw] la proposition de nulle
       *[undo] la demande de reprise
    } de { $asker } dans #{ $game }.
service-offer-waiting = { $kind ->
        [draw] Proposition de nulle
       *[undo] Demande de reprise
    } de { $asker } dans #{ $game } : { $name } a dit oui ; on attend { $names }.
service-offer-agreed = { $kind ->
        [draw] Proposition de nulle de { $asker } dans #{ $game } : nulle acceptée.
       *[undo] Demande de reprise de { $asker } dans #{ $game } : reprise autorisée.
    }
service-draw-agreed = 🤝 Nulle acceptée.
service-took-back = ↩️ { $name } a repris `{ $move }`.
service-aborted = { $name } a interrompu la partie.
service-done-aborted = #{ $game } interrompue
service-done-rematch = Revanche demandée
service-timeout-first-move = ⏰ { $name } n’a pas joué son premier coup à temps : la partie est interrompue.
service-timeout-lost = ⏰ { $name } a dépassé le temps et perd au temps.
service-timeout-out = ⏰ { $name } a dépassé le temps et sort de la partie ; les autres continuent.
service-reminder = ⏰ { $who }, c’est ton tour dans **{ $title }** #{ $game } : il te reste { $left }, échéance { $when }.
service-reminder-dm = ⏰ C’est ton tour dans **{ $title }** #{ $game } : il te reste { $left }, échéance { $when }.
service-reminder-dm-in = ⏰ C’est ton tour dans **{ $title }** #{ $game }, dans { $channel } : il te reste { $left }, échéance { $when }.
service-vacation-on = 🏖️ Tu es en vacances jusqu’au { $until } ({ $when }) : tes pendules sont arrêtées ({ $count ->
        [one] { $count } partie attend
       *[other] { $count } parties attendent
    } ton coup en ce moment), et les nouveaux tours t’attendent aussi. `{ $end }` y met fin plus tôt.
service-vacation-over = Bon retour : tes vacances sont finies et tes pendules tournent à nouveau ({ $count ->
        [one] { $count } partie attend
       *[other] { $count } parties attendent
    } ton coup).
service-vacation-back = 🏖️ { $name } est de retour de vacances : la pendule de **{ $title }** #{ $game } tourne à nouveau ; { $name } doit avoir joué { $when }.
service-notify-shown = { $where ->
        [dm] Tes rappels arrivent en message privé.
        [off] Tu ne reçois pas de rappels.
       *[thread] Tes rappels arrivent { $front ->
            [table] dans la partie
           *[other] dans le fil de la partie
        }, avec une mention.
    } Pour changer : `{ $command }`.
service-notify-saved = C’est fait : { $where ->
        [dm] tes rappels arrivent désormais en message privé.
        [off] tu ne reçois plus de rappels (les échéances s’appliquent toujours).
       *[thread] tes rappels arrivent désormais { $front ->
            [table] dans la partie
           *[other] dans le fil de la partie
        }, avec une mention.
    }
service-settings-shown = { $front ->
        [table] Réglages de la table
       *[other] Réglages de ce serveur
    } : pendule des nouvelles parties **{ $clock ->
        [none] aucune
       *[other] { $clock } par coup
    }**, rappels **{ $reminders ->
        [off] désactivés
       *[on] activés
    }**, langue **{ $language }**. { $front ->
        [table] Qui est à la table les modifie
       *[other] Les membres ayant « Gérer le serveur » les modifient
    } avec `{ $command }`.
service-settings-saved = Enregistré. Les nouvelles parties ont { $clock ->
        [none] **aucune pendule**
       *[other] une pendule de **{ $clock }** par coup
    }, sauf si leur défi en décide autrement ; les rappels sont **{ $reminders ->
        [off] désactivés
       *[on] activés
    }** ; la langue est **{ $language }**.
service-note-not-in-game = Tu ne joues pas dans la partie #{ $game }.
service-note-over = La partie #{ $game } est terminée.
service-note-not-your-turn = Pas ton tour dans #{ $game } : on attend { $name }.
service-note-waiting-referee = Pas ton tour dans #{ $game } : on attend l’arbitre.
service-private-view-alt = Ta vue privée de { $title } #{ $game }.
service-private-view-alt-secret = Ta vue privée de { $title } #{ $game }. { $secret }
service-text-board =
    ```
    { $board }
    ```
service-record = Le relevé de **{ $title }** #{ $game }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } { $status ->
        [final] au total
       *[sofar] jusqu’ici
    }, en PPN (texte brut). `python -m bot.record check { $game }.ppn` le rejoue ; `{ $start }` lance une partie depuis sa dernière position.
service-record-alt = Le relevé de { $title } #{ $game } ({ $players }), { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } { $status ->
        [final] au total
       *[sofar] jusqu’ici
    }, en Portable Piecepack Notation (texte).
service-replay = La rediffusion de **{ $title }** #{ $game } : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $frames ->
        [one] { $frames } image
       *[other] { $frames } images
    }.
service-replay-alt = Rediffusion animée de { $title } #{ $game }, { $players } : le début et { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, une image chacun, le dernier coup marqué. La partie continue.
service-replay-alt-over = Rediffusion animée de { $title } #{ $game }, { $players } : le début et { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, une image chacun, le dernier coup marqué. { $result }
service-standing = { $rank }. **{ $name }** — { $rating } ± { $margin } · { $wins }V { $losses }D { $draws }N · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }{ $provisional ->
        [yes] {" "}· provisoire
       *[no] {""}
    }
service-standings = **Classement** ({ $scope ->
        [global] tous les serveurs
       *[server] { $front ->
            [table] cette table
           *[other] ce serveur
        }
    })
service-standings-game = __{ $title }__
service-standings-game-more = __{ $title }__ (+{ $more } { $more ->
        [one] autre
       *[other] autres
    } : `{ $command }`)
service-standings-page = **Classement { $title }** ({ $scope ->
        [global] tous les serveurs
       *[server] { $front ->
            [table] cette table
           *[other] ce serveur
        }
    }) — page { $page } sur { $pages }
service-standings-empty = Aucune partie terminée { $scope ->
        [global] sur l’ensemble des serveurs
       *[server] { $front ->
            [table] à cette table
           *[other] sur ce serveur
        }
    } pour l’instant. Lances-en une avec `{ $start }` ; chaque partie terminée compte ici.
service-history = **Dernières parties de { $name }**
service-history-empty = { $name } n’a encore aucune partie terminée.
service-history-empty-of = { $name } n’a encore aucune partie de { $title } terminée.
service-history-line = #{ $game } { $title } contre { $others } — { $outcome ->
        [win] gagnée
        [loss] perdue
       *[draw] nulle
    }{ $scores }{ $rated ->
        [no] {" "}· non classée
       *[yes] {""}
    }{ $room } · { $when }
service-history-scores = {" "}({ $scores })
service-history-room = {" "}· { $channel }




## Discord
## (ids start with discord-)

discord-not-in-dm = Cette commande fonctionne dans un salon de serveur, pas en messages privés.
discord-not-here = Tu ne peux pas utiliser cette commande ici.
discord-something-wrong = Un problème est survenu de mon côté ; rien n’a été modifié.
discord-answer-lost = Discord n’a pas accepté ma réponse ; rien n’est perdu. Réessaie dans un instant.
discord-owed-later = { $done } : c’est pris en compte. Discord ne me répond pas en ce moment, donc le message correspondant sera publié { $where } dès qu’il répondra.
discord-behind-earlier = { $done } : c’est pris en compte, et le message correspondant suivra { $where } les précédents de la partie, que Discord n’a pas encore acceptés.
discord-done = C’est fait
discord-done-see = { $done } : voir { $channel }.
discord-where-channel = dans { $channel }
discord-where-game = dans le salon de la partie
discord-start-in-server = Lance les parties dans un salon de serveur, pas en messages privés.
discord-no-bots = Les autres bots ne peuvent pas jouer : défie des personnes, ou moi (`computers:`).
discord-only-a-note = Ce n’était qu’une note : choisis l’un de tes coups légaux (tape du texte pour les filtrer).
discord-settings-in-server = Les réglages appartiennent à un serveur : utilise `{ $command }` dans un serveur.
discord-games = **Parties en cours** ({ $count })
discord-games-none = Aucune partie en cours sur ce serveur. Lances-en une avec `{ $start }`.
discord-games-line = #{ $game } { $title } : { $players } — à { $name } de jouer (tour commencé { $since }) dans { $channel }
discord-games-nobody = personne
discord-games-more = …et { $count } de plus (`{ $command }` en affiche une).
discord-game-choice = #{ $game } { $title } : { $players }
discord-record-too-large = { $file } est trop lourd pour être un relevé de partie (plus de { $megabytes } Mo).
discord-record-not-text = { $file } n’est pas un relevé de partie : un relevé est du texte UTF-8 (un fichier .ppn obtenu avec `{ $command }`).
discord-record-download = Je n’ai pas pu télécharger { $file } ; essaie de le joindre à nouveau.
discord-game-on = La partie #{ $game } est lancée : { $thread }
discord-here-in-thread = Cette partie se joue ici, dans ce fil.
discord-no-thread = Je ne peux pas ouvrir de fil ici (il me faut les permissions « Créer des fils publics » et « Envoyer des messages dans les fils »), donc cette partie se joue dans ce salon.
discord-file-no-permission = (Je ne peux pas joindre { $kind ->
        [board] l’image du plateau
        [record] le relevé
        [replay] la rediffusion
       *[other] le fichier
    } : il me faut ici la permission **Joindre des fichiers**.)
discord-file-too-large = ({ $kind ->
        [board] L’image du plateau est trop lourde
        [record] Le relevé est trop lourd
        [replay] La rediffusion est trop lourde
       *[other] Le fichier est trop lourd
    } pour la limite d’envoi de ce serveur.)
discord-watch = Suivre
discord-choose-move = Choisis un coup…
discord-room-lost = Je ne peux plus publier dans le salon de **{ $title }** #{ $game } (il a été supprimé, ou j’y ai perdu mes permissions). La partie attend, sa pendule arrêtée. Pour continuer, utilise `{ $command }` dans un salon où je peux publier : la partie y déménage.
discord-room-lost-game = Je ne peux plus publier dans le salon de la partie #{ $game } (il a été supprimé, ou j’y ai perdu mes permissions). La partie attend, sa pendule arrêtée. Pour continuer, affiche son plateau (`game:{ $game }`) dans un salon où je peux publier : la partie y déménage.
discord-room-moved-thread = La partie #{ $game } ne peut plus se jouer dans son ancien fil (il a disparu ou m’est fermé) : elle continue dans { $thread }.
discord-room-moved-here = La partie #{ $game } ne peut plus se jouer dans son ancien fil (il a disparu ou m’est fermé) : elle continue dans ce salon.




## The local table
## (ids start with table-)

table-welcome = Table locale sur { $database }. Tu es { $name }. Tape `help` pour voir les commandes.
table-you-are = Tu es maintenant { $name }.
table-refused = ✗ { $text }
table-went-wrong = ✗ Quelque chose s’est mal passé ({ $problem }) ; rien n’a été modifié.
table-in-channel = (dans le salon) { $text }
table-direct = (message privé à { $name }) { $text }
table-private = (visible par toi seulement) { $text }
table-file = { $kind ->
        [record] relevé
        [replay] rediffusion
       *[board] plateau
    } : { $path }
table-watch = suivre : { $link }
table-buttons = boutons : { $buttons }
table-still-waiting = (toujours en attente de { $name }) boutons : { $buttons }
table-menu = coups (tape-en un pour le jouer) : { $moves }{ $more ->
        [0] {""}
        [one] {" "}· +{ $more } autre : `{ $command }`
       *[other] {" "}· +{ $more } autres : `{ $command }`
    }
table-moves-none = Aucun coup légal ne correspond à { $typed } ; `{ $command }` les liste tous.
table-games-none = Aucune partie en cours ici. Lances-en une avec `{ $start }`.
table-game-line = #{ $game } { $title } : { $players } — { $moving ->
        [yes] à { $mover } de jouer
       *[no] à personne de jouer
    }
table-help-none = Aucune commande ne mentionne { $word } ; `help` les liste toutes.
table-no-button = Aucun bouton { $label } en vue. Tape `help` pour voir les commandes.
table-as-who = Dis qui tu veux être : `as bob`.
table-clock-out-of-range = La pendule de la table était avancée de { $kept } secondes, hors limites : elle repart de l’heure réelle.
table-while-closed = Pendant que la table était fermée (nous sommes maintenant le { $now }) :
table-wait-how-long = Dis combien de temps attendre : `wait 13h`, `wait 2d`, `wait 90m`.
table-wait-at-most = Attends au plus { $most } à la fois, pas { $typed }.
table-wait-too-far = La pendule de la table a au plus { $years } ans d’avance sur l’heure réelle ; elle a déjà { $ahead } d’avance.
table-waited = ⏳ { $waited } plus tard : à la table, nous sommes maintenant le { $now }.
table-nothing-due = Rien n’est arrivé à échéance entre-temps.
table-line-too-long = Cette ligne fait { $length } caractères ; la table en lit au plus { $most } (un relevé de partie va dans un fichier : record=PATH).
table-line-unreadable = Impossible de lire cette ligne : { $problem }.
table-unknown-command = Commande inconnue /{ $name }. Tape `help` pour voir les commandes.
table-needs-subcommand = /{ $name } demande une sous-commande : { $subcommands }.
table-no-subcommand = /{ $name } n’a pas de sous-commande { $typed } : { $subcommands }.
table-option-twice = L’option { $option } est donnée deux fois.
table-option-unnamed = Les options s’écrivent name=value ; { $typed } n’a pas de nom.
table-option-missing = Indique { $option } : `{ $command }`.
table-option-empty = Donne une valeur à l’option { $option } : `{ $option }=<valeur>`.
table-option-number = { $option }= est un nombre entier, pas { $typed }.
table-option-flag = { $option }= vaut true ou false, pas { $typed }.
table-option-too-large = { $option }={ $typed } est un nombre trop grand.
table-option-choice = { $option }= vaut { $choices }, pas { $typed }.
table-takes = { $typed } ne convient pas : { $command } { $count ->
        [0] ne prend aucune option
       *[other] prend { $options }
    }.
table-mention-them = Pour défier { $name }, mentionne son nom : `@{ $name }` (les options s’écrivent name=value).
table-name-after-at = Écris le nom du joueur après le @ : `@bob`.
table-name-letters = Écris le nom avec des lettres ou des chiffres, comme `@bob`, pas { $typed }.
table-record-unreadable = Je ne peux pas lire le relevé { $path } : { $text ->
        [yes] ce n’est pas du texte UTF-8
       *[no] { $reason }
    }.
table-hint-days = Dis combien de jours : `/vacation days=2` (0 à { $most } ; `days=0` met fin à tes vacances).
table-hint-computers = computers= est un nombre de joueurs ordinateur, pas { $typed }.
table-hint-seats = seats= vaut listed (dans l’ordre écrit, toi d’abord) ou random, pas { $typed }.
table-hint-move = Dis quel coup : `{ $move }` (voir `{ $moves }`).



## The web page
## (ids start with web-)

web-status-over = Partie terminée. { $result }
web-status-chance = L’arbitre procède au tirage au sort.
web-status-to-move = À { $player } de jouer.
web-move = { $player } : { $move }
web-move-referee = l’arbitre : { $move }
web-move-taken-back = un coup repris
web-start = Le début
# $ply, $last, $first, $end: numbers of positions, as they are (the page's script fills in $ply, $last
# and $move of the captions itself: no NUMBER() on them)
web-caption-start = Le début (position 0 sur { $last }).
web-caption = Position { $ply } sur { $last }, après { $move }.
web-positions = Positions { $first } à { $end } sur { $last }
web-pages = Pages de coups
web-earlier = ◀ Coups précédents
web-later = Coups suivants ▶
web-newest = La plus récente
web-steps = Parcourir la partie
web-previous = ◀ Précédente
web-next = Suivante ▶
web-position = Position
web-show = Afficher
web-moves = Coups
web-board = Plateau
web-players = Joueurs
web-player-seat = { $player } ({ $seat })
web-to-move = doit jouer
web-clock-stopped = La pendule de { $player } est arrêtée (vacances).
web-clock-deadline = { $player } doit jouer avant le { $moment }.
web-record = Relevé de la partie (PPN, texte)
web-replay = Rediffusion (GIF animé)
web-standings = Classement
web-standings-where = ({ $scope ->
        [local] la table locale
       *[server] ce serveur
    })
web-standings-none = Aucune partie terminée pour l’instant : chaque partie terminée compte ici.
web-standings-best = (les { $shown } meilleurs sur { $total })
web-standings-provisional = (provisoire)
web-standings-player = Joueur
web-standings-rating = Cote
web-standings-wins = Victoires
web-standings-losses = Défaites
web-standings-draws = Nulles
web-standings-games = Parties
web-not-found-title = Introuvable
web-not-found = Il n’y a rien à cette adresse. Les liens vers les parties viennent du bot ; redemande-lui le lien pour suivre la partie.
web-error-method = Seules les requêtes GET et HEAD reçoivent une réponse ici.
web-error-too-many = Trop de requêtes : ralentis.
web-error-position = { $name } doit être le numéro d’une position (0, 1, 2, …).
web-error-busy = Occupé à dessiner pour d’autres ; réessaie dans quelques secondes.
web-error-failed = Un problème est survenu de notre côté ; il a été consigné.
web-error-streams-yours = Trop de mises à jour en direct depuis ton adresse ; ferme quelques pages.
web-error-streams-all = Trop de spectateurs en ce moment ; recharge plus tard.
web-refusal-no-position = La partie #{ $game } n’a pas de position { $position }.
web-refusal-no-pictures = Ce service ne dessine pas d’images.
web-refusal-replay-too-big = Cette rediffusion est trop lourde pour être servie ; le relevé de la partie est là à la place.
web-refusal-no-such-file = Une partie n’a pas de « { $kind } » : seulement record ou replay.



## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



# Nom d'une commande ou d'une option : la valeur est le nom que Discord affiche dans la liste des commandes
# (minuscules ou chiffres, - ou _, 32 caractères au plus, sans espace), .description la ligne à côté
# (100 caractères au plus), .help sa ligne dans les textes d'aide (/help sur Discord, help à la table).
# À la table locale, les commandes se tapent en anglais : seules les lignes d'aide y sont traduites.

command-play =
    .description = Jouer à { $game }
command-start = défier
    .description = Défier des joueurs à { $game } ({ $players } joueurs)
    .help = défier des joueurs, qui cliquent sur Accepter (seul contre l'ordinateur, la partie commence aussitôt) ; une pendule donne à chacun un temps par tour (par défaut : celle des réglages) ; un relevé lance la partie, non classée, depuis sa dernière position ; des joueurs ordinateur la rendent non classée
command-move = jouer
    .description = Jouer ton coup à { $game }
    .help = jouer un coup (la liste du coup, ou le menu sous le plateau, propose tes coups légaux)
command-moves = coups
    .description = Vos coups légaux à { $game }, notation d'abord
    .help = tes coups légaux, notation d'abord (seulement ceux qui contiennent le texte)
command-board = plateau
    .description = Afficher le plateau de { $game }
    .help = afficher le plateau, avec qui doit jouer et avant quand ; en texte, pour un lecteur d'écran
command-record = relevé
    .description = Le relevé de la partie de { $game } (PPN), en fichier
    .help = le relevé de la partie (PPN), en fichier
command-replay = rejouer
    .description = La partie de { $game } jusqu'ici, en image animée
    .help = la partie jusqu'ici, en image animée
command-resign = abandonner
    .description = Abandonner une partie de { $game } (avec confirmation)
    .help = abandonner (avec confirmation)
command-draw = nulle
    .description = Proposer la nulle aux autres joueurs de la partie
    .help = proposer la nulle : les autres cliquent sur Accepter la nulle ou Refuser
command-undo = reprendre
    .description = Demander aux autres de pouvoir reprendre ton dernier coup
    .help = demander à reprendre ton dernier coup : les autres cliquent sur Autoriser ou Refuser
command-abort = interrompre
    .description = Terminer la partie sans résultat, avant que tous aient joué
    .help = terminer la partie sans résultat, avant que chaque joueur ait joué
command-rules = règles
    .description = Les règles de { $game }, en bref
    .help = les règles, en bref
command-games = parties
    .description = Les parties en cours sur ce serveur, et à qui de jouer
    .help = les parties en cours ici, et à qui de jouer
command-standings = classement
    .description = Classements : cotes, victoires, défaites et nulles
    .help = classements : cotes, victoires, défaites et nulles
command-history = historique
    .description = Les dernières parties d'un joueur, avec résultats et liens
    .help = les dernières parties d'un joueur (par défaut : les tiennes), avec les résultats
command-settings = réglages
    .description = La pendule par défaut et les rappels de ce serveur
    .help = les réglages par défaut des nouvelles parties, pendule et rappels (affichés sans option ; les gestionnaires les changent)
command-notify = rappels
    .description = Où arrivent tes rappels : fil, message privé ou nulle part
    .help = où vont tes rappels : dans la partie, en message privé ou nulle part
command-vacation = vacances
    .description = Arrêter tes pendules pendant quelques jours
    .help = arrêter tes pendules pendant autant de jours (0 met fin à tes vacances)
command-help = aide
    .description = Comment jouer avec l'arbitre
    .help = comment jouer avec l'arbitre

command-opponent = adversaire
    .description = qui tu défies (omets-le pour jouer contre l'ordinateur ; me nommer m'installe)
command-opponent-more = adversaire{ $number }
    .description = un autre joueur à inviter
command-seats = places
    .description = qui s'assied où : tiré au hasard (par défaut), ou toi d'abord, puis dans l'ordre donné
command-seats-random = au hasard
command-seats-listed = dans l'ordre donné : toi d'abord
command-clock = pendule
    .description = temps de chaque joueur pour chaque tour (par défaut : celui du serveur, 3d sauf réglage)
command-clock-none = aucune
command-computers = ordinateurs
    .description = combien de joueurs ordinateur prennent place (la partie n'est alors pas classée)
command-level = niveau
    .description = la force de jeu des ordinateurs (par défaut : normal)
command-level-easy = facile
command-level-normal = normal
command-level-hard = difficile
command-record-file = relevé
    .description = un relevé de partie (.ppn, de /relevé) : démarrer, non classé, de sa dernière position
command-game = partie
    .description = l'identifiant de la partie, si tu en as plusieurs
command-move-notation = coup
    .description = ton coup (la liste montre tes coups légaux)
command-moves-text = texte
    .description = seulement les coups dont la notation ou la description contient ce texte
command-text = texte
    .description = true : le plateau en texte, pour un lecteur d'écran ou une connexion lente (pour toi seul)
command-standings-game = jeu
    .description = un seul jeu (par défaut : les meilleurs de chaque jeu)
command-scope = portée
    .description = ce serveur (par défaut) ou tous les serveurs
command-scope-server = ce serveur
command-scope-global = tous les serveurs
command-history-user = joueur
    .description = les parties de qui (par défaut : les tiennes)
command-history-game = jeu
    .description = seulement ce jeu
command-settings-clock = pendule
    .description = temps par coup des nouvelles parties (« Gérer le serveur » uniquement)
command-reminders = rappels
    .description = rappeler aux joueurs de jouer (« Gérer le serveur » uniquement)
command-language = langue
    .description = la langue des plateaux et des fils de partie (« Gérer le serveur » uniquement)
command-reminders-on = activés
command-reminders-off = désactivés
command-where = où
    .description = dans le fil de la partie (par défaut), en message privé, ou pas du tout
command-where-thread = fil
command-where-dm = message privé
command-where-off = nulle part
command-days = jours
    .description = 1 à { $most } jours (0 met fin à tes vacances) ; au plus { $most } sur 30
command-choice-default = { $choice } (par défaut)

# les options propres à un jeu (les noms seulement : chaque jeu décrit ses options dans sa section)
command-option-move-limit = limite_coups
command-option-slide = glissement
command-option-hop = saut
command-option-board = plateau
command-option-spare = réserve
command-option-rounds = manches
command-choice-free = libre
command-choice-full = jusqu'au bout
command-choice-shove = pousser
command-choice-short = court

# /help sur Discord
command-help-title = **Arbitre piecepack** — jeux : { $games }
command-help-game = jeu
command-help-clock = Chaque tour a une pendule : tu reçois un rappel à la moitié et au dixième du temps, et tu perds au temps quand il s'écoule ; une partie finie propose une **Revanche**.

# l'aide de la table locale : son titre, les lignes des mots propres à la table, sa dernière ligne
command-table-title = Commandes (comme sur Discord ; jeux : { $games }) :
command-table-wait = avancer la pendule de la table (wait 13h, wait 2d, wait 90m) et exécuter ce qui arrive à échéance : rappels, pertes au temps, fins de vacances
command-table-as = agir en tant qu'un autre utilisateur
command-table-button = le cliquer (Accepter, Lancer, Accepter la nulle, Refuser, Autoriser, Revanche, …)
command-table-help = ce texte (seulement les lignes sur ce mot)
command-table-comment = un commentaire : le reste de la ligne n'est pas lu
command-table-quit = quitter (les parties sont conservées)
command-table-web = Lancée avec --web-port N, la table sert la page web de chaque partie (la suivre en direct, la parcourir) : une ligne `suivre : <adresse>` suit chaque plateau, et /standings.
