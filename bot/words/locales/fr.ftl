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
    .description = Jouer votre coup à { $game }
    .help = jouer un coup (la liste du coup, ou le menu sous le plateau, propose vos coups légaux)
command-moves = coups
    .description = Vos coups légaux à { $game }, notation d'abord
    .help = vos coups légaux, notation d'abord (seulement ceux qui contiennent le texte)
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
    .description = Demander aux autres de pouvoir reprendre votre dernier coup
    .help = demander à reprendre votre dernier coup : les autres cliquent sur Autoriser ou Refuser
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
    .help = les dernières parties d'un joueur (par défaut : les vôtres), avec les résultats
command-settings = réglages
    .description = La pendule par défaut et les rappels de ce serveur
    .help = les réglages par défaut des nouvelles parties, pendule et rappels (affichés sans option ; les gestionnaires les changent)
command-notify = rappels
    .description = Où arrivent vos rappels : fil, message privé ou nulle part
    .help = où vont vos rappels : dans la partie, en message privé ou nulle part
command-vacation = vacances
    .description = Arrêter vos pendules pendant quelques jours
    .help = arrêter vos pendules pendant autant de jours (0 met fin à vos vacances)
command-help = aide
    .description = Comment jouer avec l'arbitre
    .help = comment jouer avec l'arbitre

command-opponent = adversaire
    .description = qui vous défiez (omettez-le pour jouer contre l'ordinateur ; me nommer m'installe)
command-opponent-more = adversaire{ $number }
    .description = un autre joueur à inviter
command-seats = places
    .description = qui s'assied où : tiré au hasard (par défaut), ou vous d'abord, puis dans l'ordre donné
command-seats-random = au hasard
command-seats-listed = dans l'ordre donné : vous d'abord
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
    .description = l'identifiant de la partie, si vous en avez plusieurs
command-move-notation = coup
    .description = votre coup (la liste montre vos coups légaux)
command-moves-text = texte
    .description = seulement les coups dont la notation ou la description contient ce texte
command-text = texte
    .description = true : le plateau en texte, pour un lecteur d'écran ou une connexion lente (pour vous seul)
command-standings-game = jeu
    .description = un seul jeu (par défaut : les meilleurs de chaque jeu)
command-scope = portée
    .description = ce serveur (par défaut) ou tous les serveurs
command-scope-server = ce serveur
command-scope-global = tous les serveurs
command-history-user = joueur
    .description = les parties de qui (par défaut : les vôtres)
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
    .description = 1 à { $most } jours (0 met fin à vos vacances) ; au plus { $most } sur 30
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
command-help-clock = Chaque tour a une pendule : vous recevez un rappel à la moitié et au dixième du temps, et perdez au temps quand il s'écoule ; une partie finie propose une **Revanche**.

# l'aide de la table locale : son titre, les lignes des mots propres à la table, sa dernière ligne
command-table-title = Commandes (comme sur Discord ; jeux : { $games }) :
command-table-wait = avancer la pendule de la table (wait 13h, wait 2d, wait 90m) et exécuter ce qui arrive à échéance : rappels, pertes au temps, fins de vacances
command-table-as = agir en tant qu'un autre utilisateur
command-table-button = le cliquer (Accepter, Lancer, Accepter la nulle, Refuser, Autoriser, Revanche, …)
command-table-help = ce texte (seulement les lignes sur ce mot)
command-table-comment = un commentaire : le reste de la ligne n'est pas lu
command-table-quit = quitter (les parties sont conservées)
command-table-web = Lancée avec --web-port N, la table sert la page web de chaque partie (la suivre en direct, la parcourir) : une ligne `watch: <adresse>` suit chaque plateau, et /standings.
