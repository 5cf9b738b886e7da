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




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)




## Discord
## (ids start with discord-)




## The local table
## (ids start with table-)




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
web-not-found = Il n’y a rien à cette adresse. Les liens vers les parties viennent du bot ; redemandez-lui le lien pour suivre la partie.
web-error-method = Seules les requêtes GET et HEAD reçoivent une réponse ici.
web-error-too-many = Trop de requêtes : ralentissez.
web-error-position = { $name } doit être le numéro d’une position (0, 1, 2, …).
web-error-busy = Occupé à dessiner pour d’autres ; réessayez dans quelques secondes.
web-error-failed = Un problème est survenu de notre côté ; il a été consigné.
web-error-streams-yours = Trop de mises à jour en direct depuis votre adresse ; fermez quelques pages.
web-error-streams-all = Trop de spectateurs en ce moment ; rechargez plus tard.
web-refusal-no-position = La partie #{ $game } n’a pas de position { $position }.
web-refusal-no-pictures = Ce service ne dessine pas d’images.
web-refusal-replay-too-big = Cette rediffusion est trop lourde pour être servie ; le relevé de la partie est là à la place.
web-refusal-no-such-file = Une partie n’a pas de « { $kind } » : seulement record ou replay.



## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



