### Les messages de l'arbitre en français.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Français


## Engines: what every game shares (results, places, scores, option checks)
## (ids start with engines-)
engines-sentences = {$first} {$then}
engines-series = {$first}, {$then}
engines-names = {$names}
engines-notation = {$notation}
engines-player = {$name}
engines-player-label = {$name} ({$label})
engines-seat = Siège {$number}
engines-phase-play = partie
engines-phase-setup = mise en place
engines-phase-over = partie terminée
engines-ordinal = { $place ->
    [1] 1er
   *[other] {$place}e
}
engines-place = {$place} {$name}
engines-score = {$name} {$score}
engines-result-win = {$name} gagne
engines-result-shared = {$names} se partagent la victoire
engines-result-draw = match nul
engines-announce-win = {$name} gagne !
engines-announce-shared = {$names} se partagent la victoire !
engines-announce-draw = La partie est nulle.
engines-announce-unfinished = La partie n’est pas encore finie.
engines-announce-places = Classement : {$places}.
engines-announce-scores = Scores : {$scores}.
engines-option-players-whole = {$game} : le nombre de joueurs doit être un nombre entier
engines-option-none = {$game} n’a pas d’option ; « {$option} » n’en est pas une
engines-option-unknown = {$game} n’a pas d’option « {$option} » (options : {$options})
engines-option-whole = {$game} : {$option} doit être un nombre entier d’au moins 0, pas {$value}
engines-option-not-allowed = {$game} : {$option}={$value} n’est pas permis (permis : {$allowed})
engines-option-players-exactly = {$game} se joue à exactement {$count} joueurs, pas à {$players}
engines-option-players-between = {$game} se joue de {$low} à {$high} joueurs, pas à {$players}
engines-no-seat = il n’y a pas de siège {$seat} dans cette partie
engines-not-a-move-here = « {$move} » n’est pas un coup possible ici
engines-not-an-outcome = {$outcome} n’est pas un résultat du hasard possible ici
engines-no-chance = rien ne se lance ni ne se tire dans ce jeu : il n’y a pas de résultat du hasard
engines-not-text = un coup doit être du texte : {$help}
engines-not-a-move = « {$move} » n’est pas un coup de {$game} : {$help}
engines-game-over = la partie est finie : plus aucun coup
engines-already-over = la partie est déjà finie
engines-already-resigned = {$seat} a déjà abandonné
engines-series-strong = {$first} ; {$then}
engines-player-number = Joueur {$number}
engines-size = { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
}
engines-empty-move = le coup est vide : {$help}
engines-icehouse-help = écrivez une taille (S, M ou L) et une case, comme Lc3
engines-icehouse-not-a-square = « {$square} » n’est pas une case : les cases vont de a1 à e5
engines-icehouse-not-a-size = « {$word} » n’est pas une taille de pièce dans « {$move} » : utilisez S (petite), M (moyenne) ou L (grande)
engines-icehouse-off-board = {$square} n’est pas sur le plateau : les cases vont de a1 à e5
engines-icehouse-not-a-placement = « {$move} » n’est pas une pose : {$help}
engines-place-pyramid = { $size ->
    [S] Poser une petite pyramide en {$square}
    [M] Poser une pyramide moyenne en {$square}
   *[L] Poser une grande pyramide en {$square}
}




## Engines: Telic
## (ids start with telic-)
telic-seat-blue = Bleu
telic-seat-red = Rouge
telic-face = { $face ->
    [n] nul
    [a] as
   *[other] {$face}
}
telic-piece = { $count ->
    [1] Simple
    [2] Double
    [3] Triple
    [4] Quadruple
    [5] Quintuple
   *[6] Sextuple
} {$sizes}
telic-help = écrivez roll, enter K (K = 1..6), pass, ou un déplacement comme a2-a3 ou a3-cz
telic-not-a-square = {$square} n’est pas une case du plateau (colonnes a-d, rangées 1-5, ou cz)
telic-square-in-zone = {$square} fait partie de la Zone centrale, ce n’est pas une case : on n’entre dans la Zone centrale (cz) que depuis a3 et d3
telic-no-size = les pyramides vont de la taille 1 à 6 : il n’y a pas de taille {$size}
telic-enter-which = dites quelle taille entrer : enter 1 ... enter 6
telic-zone-final = une pièce dans la Zone centrale n’en ressort jamais
telic-no-die = il n’y a pas de dé à lancer maintenant
telic-not-a-face = {$outcome} n’est pas une face du dé : les résultats possibles sont {$faces}
telic-die-rolling = le dé roule : attendez que le lancer soit résolu
telic-then-must-enter = vous devez y entrer une pyramide
telic-then-must-pass = vous devez passer (rien n’entre sur une Pile adverse)
telic-then-enter-or-pass = entrez-y une pyramide ou passez
telic-roll-rolled = vous avez fait {$face} (cible {$square}) : {$then}
telic-roll-stash-empty = votre réserve est vide : vous devez déplacer une pièce du plateau
telic-pass-target-empty = vous avez fait {$face} (cible {$square}) et la case est vide : vous devez y entrer une pyramide ({$moves})
telic-pass-can-roll = on ne peut passer que sans autre coup légal : vous pouvez encore lancer le dé
telic-pass-can-play = on ne peut passer que sans autre coup légal : vous pouvez jouer {$move}
telic-enter-roll-first = lancez d’abord le dé : une pyramide n’entre que sur la case que nomme le dé
telic-enter-stash-empty = votre réserve est vide : il n’y a rien à entrer
telic-enter-not-held = votre réserve n’a pas de pyramide de taille {$size} (réserve : {$stash})
telic-enter-own-top = {$square} porte votre {$piece} : seule une pyramide plus petite que son sommet ({$top}) peut s’y empiler
telic-enter-enemy-stack = {$square} porte une Pile de {$enemy} : rien n’entre sur une Pile, vous devez passer
telic-enter-too-small = {$square} porte un Simple {$top} de {$enemy} : entrer ne renvoie qu’un Simple strictement plus petit, il vous faut une taille {$need} ou plus
telic-step-rolled = vous avez fait {$face} (cible {$square}) : après un lancer aucune pièce ne bouge, {$then}
telic-step-empty = {$square} est vide : il n’y a pas de pièce à déplacer
telic-step-not-yours = {$square} porte un {$piece} de {$owner}, pas une de vos pièces
telic-step-same = une pièce doit aller sur une autre case
telic-step-zone-entrance = on n’entre dans la Zone centrale que depuis a3 et d3, pas depuis {$square}
telic-step-not-adjacent = {$square} n’est pas voisine de {$start}
telic-step-stack-too-big = {$square} porte votre {$piece} : la pyramide du bas de la pièce qui bouge ({$bottom}) doit être plus petite que son sommet ({$top}) pour s’empiler
telic-bump-single-vs-stack = {$square} porte une Pile de {$enemy} : un Simple ne peut pas la renvoyer
telic-bump-fewer = {$square} porte un {$piece} de {$enemy} : votre { $count ->
    [1] Simple
    [2] Double
    [3] Triple
    [4] Quadruple
    [5] Quintuple
   *[6] Sextuple
} a moins de pyramides et ne peut pas le renvoyer
telic-bump-smaller = {$square} porte un Simple {$top} de {$enemy} : votre Simple {$mine} est plus petit et ne peut pas le renvoyer
telic-quick-roll = Lancer
telic-phase-rolling = {$seat} lance le dé
telic-phase-must-enter = {$seat} a fait {$face} : doit entrer sur {$square}
telic-phase-must-pass = {$seat} a fait {$face} : {$square} porte une Pile, doit passer
telic-phase-enter-or-pass = {$seat} a fait {$face} : entrer sur {$square} ou passer
telic-phase-turn = {$seat} lance le dé ou déplace
telic-piece-on = {$piece} en {$square}
telic-position-seat = {$seat} : {$pieces} ; réserve {$stash} ; {$home} sur 12 dans la Zone centrale.
telic-position-no-piece = aucune pièce sur le plateau
telic-position-stash-empty = vide
telic-position-die = Le dé montre {$face} : la cible de {$seat} est {$square}.
telic-position-rolling = {$seat} lance le dé.
telic-position-played = { $limit ->
    [0] { $turns ->
        [one] {$turns} tour joué.
       *[other] {$turns} tours joués.
    }
   *[other] { $turns ->
        [one] {$turns} tour joué sur {$limit}.
       *[other] {$turns} tours joués sur {$limit}.
    }
}
telic-position-turn = { $limit ->
    [0] Tour {$turn}.
   *[other] Tour {$turn} sur {$limit}.
}
telic-outcome = {$seat} fait {$face} → {$square}
telic-move-roll = Lancer le dé
telic-move-pass-stuck = Passer : réserve vide et aucune pièce ne peut bouger
telic-move-pass-blocked = Passer ({$face} au dé) : rien n’entre sur {$square}, où se trouve {$piece}
telic-move-pass-declined = Passer ({$face} au dé) : ne rien entrer sur {$square}, où se trouve {$piece}
telic-move-enter = Entrer une pyramide de taille {$size} de la réserve en {$square} ({$face} au dé)
telic-move-enter-on-top = Entrer une pyramide de taille {$size} en {$square} ({$face} au dé), sur {$piece}
telic-move-enter-bumping = Entrer une pyramide de taille {$size} en {$square} ({$face} au dé), renvoyant {$piece} à sa réserve
telic-owned = {$piece} de {$owner}
telic-move-home = {$start} → Zone centrale ({$piece}), hors du plateau pour de bon
telic-move-step = {$start} → {$end} ({$piece})
telic-move-stack = {$start} → {$end}, empilant {$piece} sur {$onto}
telic-move-bump = {$start} → {$end} ({$piece}), renvoyant {$bumped} à sa réserve
telic-option-move-limit = partie nulle après ce nombre de tours sans vainqueur (0 = sans limite)
telic-rules = **Telic** (Michael Schoessow) — amenez le premier vos 12 pyramides dans la Zone centrale. Bleu commence, puis Rouge.
    • Une pièce est un **Simple** (une pyramide) ou une **Pile** (2 à 6 pyramides d’une couleur, la plus grande en bas) ; une Pile bouge entière. Une pièce par case.
    • À votre tour, une chose : **lancer** votre dé (tant que votre réserve a une pyramide) ou **déplacer** une pièce d’un pas. Votre premier tour est un lancer ; réserve vide, vous devez déplacer.
    • Le dé nomme une case de votre couleur. Vide → vous **devez** jouer `enter K` (toute taille K de votre réserve). Votre pièce → `enter K` plus petit que son sommet (la pyramide va dessus), ou `pass`. Un Simple adverse → `enter K` **strictement plus grand**, qui le renvoie à la réserve de son propriétaire, ou `pass`. Une Pile adverse → seulement `pass`. Après un lancer, aucune pièce ne bouge.
    • Les déplacements sont orthogonaux ; les coins a5–d1 et d5–a1 sont reliés. Rien ne traverse la Zone centrale (b3/c3) : on n’y entre que par `a3-cz` et `d3-cz`, et une pièce qui y entre quitte le plateau.
    • Sur votre pièce : la pyramide du bas (la plus grande) de celle qui bouge doit être plus petite que le sommet de l’autre ; elles forment une Pile.
    • Sur une pièce adverse : seulement avec une force **égale ou supérieure** ; l’adversaire retourne à la réserve de son propriétaire. Force : toute Pile bat tout Simple ; les Simples se comparent par taille, les Piles par nombre de pyramides.
    • Sans lancer, `pass` seulement si votre réserve est vide et qu’aucune pièce ne peut bouger.
    • Le premier à amener ses 12 pyramides dans la Zone centrale gagne. Option `move_limit` : nulle après ce nombre de tours (un lancer avec son `enter`/`pass` est un tour).
    Notation : `roll`, `enter 3`, `a2-a3`, `d3-cz`, `pass`.




## Engines: Coins
## (ids start with coins-)
coins-seat-suns = Soleils
coins-seat-moons = Lunes
coins-seat-crowns = Couronnes
coins-seat-arms = Armes
coins-help = écrivez une pose comme 'b2+' ou 'b2x', un glissement comme 'b2-b4', un retrait comme '*c3'
coins-not-a-square = {$square} n’est pas une case du plateau (a1 à d4)
coins-still-placing = les pièces sont encore en cours de pose : posez-en une avec 'b2+' (orthogonale) ou 'b2x' (diagonale)
coins-place-occupied = {$square} porte déjà une pièce : posez la vôtre sur une case vide
coins-all-placed = toutes les pièces sont déjà posées : jouez un coup comme '{$move}'
coins-remove-first = vous devez d’abord retirer une de vos propres pièces (par ex. '{$move}')
coins-remove-empty = {$square} est vide : retirez une de vos propres pièces
coins-remove-not-yours = la pièce en {$square} appartient aux {$owner} : vous ne pouvez retirer qu’une de vos propres pièces
coins-remove-can-slide = vous pouvez glisser, donc vous devez : on ne retire une pièce qu’après un glissement sans prise, ou quand aucun glissement n’est possible
coins-slide-empty = {$square} est vide : faites glisser une de vos propres pièces
coins-slide-not-yours = la pièce en {$square} appartient aux {$owner}, pas à vous
coins-slide-same = un glissement parcourt au moins une case
coins-slide-off-line = { $kind ->
    [diagonal] {$square} n’est pas sur une diagonale depuis {$start} (votre pièce en {$start} est diagonale)
   *[orthogonal] {$square} n’est ni sur la colonne ni sur la rangée de {$start} (votre pièce en {$start} est orthogonale)
}
coins-slide-blocked = votre pièce en {$start} est bloquée par votre propre pièce en {$square}
coins-slide-in-the-way = la pièce des {$owner} en {$square} barre le chemin : un glissement s’arrête sur la première pièce adverse
coins-slide-full = avec slide=full votre pièce doit aller aussi loin que possible : elle ne peut pas s’arrêter en {$square} alors qu’elle peut continuer jusqu’en {$beyond}
coins-position-resigned = {$seat} : hors jeu.
coins-position-kind = { $kind ->
    [diagonal] diagonales en {$squares}
   *[orthogonal] orthogonales en {$squares}
}
coins-position-no-coin = aucune pièce sur le plateau
coins-position-seat = {$seat} : {$coins} ; prises {$captured}.
coins-position-seat-placing = {$seat} : {$coins} ; {$placing} à poser ; prises {$captured}.
coins-position-seat-taken = {$seat} : {$coins} ; prises {$captured} ({$taken}).
coins-count-of = {$count} {$seat}
coins-position-must-remove = Les {$seat} doivent retirer une de leurs propres pièces.
coins-move-place = { $kind ->
    [diagonal] Poser une pièce diagonale en {$square}
   *[orthogonal] Poser une pièce orthogonale en {$square}
}
coins-move-remove = Retirer la pièce des {$seat} en {$square} (elle ne compte pour personne)
coins-move-capture = {$start} → {$end}, prenant la pièce des {$victim}
coins-move-quiet = {$start} → {$end}, sans prise (une pièce des {$seat} doit ensuite être retirée)
coins-option-slide = free : arrêt sur toute case vide de la ligne ; full : aller aussi loin que possible
coins-rules = **Coins** — un jeu de piecepack sans titre de dboyle (2001). 2 à 4 joueurs, plateau 4×4 a1..d4 ; ordre des sièges : Soleils, Lunes, Couronnes, Armes.
    • **Mise en place :** à tour de rôle, posez une pièce à la fois sur une case vide en choisissant définitivement son type : `b2+` orthogonale (glisse comme une tour) ou `b2x` diagonale (comme un fou). 6 pièces chacun à 2 joueurs, 5 à 3, 4 à 4.
    • **Tour :** faites glisser une de vos pièces le long de sa ligne sur des cases vides, d’au moins une case (`b2-b4`). S’arrêter sur la **première** pièce adverse de la ligne la prend : vous la gardez, 1 point. Vos propres pièces bloquent.
    • `slide=free` (par défaut) : arrêt sur n’importe quelle case vide de la ligne ; `slide=full` : aller aussi loin que possible (le bord, avant une de vos pièces, ou sur la première pièce adverse).
    • Un glissement sans prise doit être suivi du retrait d’une de **vos propres** pièces (`*c3` ; celle qui a bougé compte). Sans glissement possible, vous ne faites que retirer. Les pièces retirées ne comptent pour personne.
    • Si vous pouvez glisser, vous devez, même si chaque glissement prend. Un joueur sans pièce sur le plateau passe son tour.
    • **Fin** (après la mise en place) : quand il ne reste aucune pièce, ou que toutes celles qui restent appartiennent à un seul joueur.
    • **Vainqueur :** le plus de prises. Égalité : on compare pour chaque joueur à égalité son plus petit nombre de pièces prises à un autre siège, puis le suivant… ; le plus haut gagne. Encore égaux : place partagée (à 2 joueurs, partie nulle).




## Engines: Tactonix
## (ids start with tactonix-)
tactonix-colour = { $colour ->
    [R] rouge
    [Y] jaune
    [G] vert
    [B] bleu
   *[K] noir
}
tactonix-deal = Couleurs distribuées en secret
tactonix-deal-notation = distribution
tactonix-size = { $size ->
    [1] petite
    [2] moyenne
   *[3] grande
}
tactonix-direction = { $direction ->
    [n] vers le nord
    [e] vers l’est
    [s] vers le sud
   *[w] vers l’ouest
}
tactonix-piece-words = { $size ->
    [1] une petite pyramide
    [2] une pyramide moyenne
   *[3] une grande pyramide
} { $colour ->
    [R] rouge
    [Y] jaune
    [G] verte
    [B] bleue
   *[K] noire
}
tactonix-help = écrivez c4 (mise en place), c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 ou pass
tactonix-help-play = écrivez c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 ou pass
tactonix-off-board = {$square} n’est pas sur le plateau {$size}×{$size}
tactonix-not-a-rectangle = {$square} et {$other} ne délimitent pas un rectangle d’au moins 2×2 cases
tactonix-move-pass = Passer (aucune action légale)
tactonix-move-place = Poser la pièce tirée {$piece} en {$square}
tactonix-move-move = Déplacer {$start} → {$end} ({$piece})
tactonix-move-push = Pousser {$square} {$direction} ({$piece})
tactonix-move-hop = Sauter {$square} {$direction} ({$piece})
tactonix-move-swap = Échanger {$square} et {$other}
tactonix-move-rotate = { $turn ->
    [cw] Tourner {$start}–{$end} dans le sens horaire
   *[ccw] Tourner {$start}–{$end} dans le sens antihoraire
}
tactonix-no-piece = il n’y a pas de pièce en {$square}
tactonix-move-not-adjacent = {$square} n’est pas orthogonalement voisine de {$start} : un déplacement va d’une case
tactonix-move-occupied = {$square} porte {$piece} : un déplacement demande une case vide (poussez, sautez ou échangez plutôt)
tactonix-swap-not-adjacent = {$square} et {$other} ne sont pas orthogonalement voisines
tactonix-swap-empty = il n’y a pas de pièce en {$square} avec qui échanger (un déplacement va sur une case vide)
tactonix-push-edge = {$square} est au bord : une poussée {$direction} sortirait du plateau
tactonix-push-nothing = il n’y a pas de pièce à pousser {$direction} depuis {$square} : c’est un déplacement ({$move})
tactonix-push-off = la poussée {$direction} depuis {$square} ferait sortir du plateau la pièce en {$last}
tactonix-hop-off = { $count ->
    [one] {$piece} en {$square} saute de {$count} case {$direction}, ce qui sort du plateau
   *[other] {$piece} en {$square} saute de {$count} cases {$direction}, ce qui sort du plateau
}
tactonix-hop-short-blocked = {$square} est occupée, ainsi que chaque case jusqu’à {$start} : le saut court finirait là où il a commencé
tactonix-swap-same = {$square} et {$other} portent la même pièce : les échanger ne change rien
tactonix-rotate-same = toutes les cases du bord de ce rectangle portent la même chose : la rotation ne change rien
tactonix-no-change = { $kind ->
    [push] cette poussée ne change rien sur le plateau
    [hop] ce saut ne change rien sur le plateau
   *[move] ce déplacement ne change rien sur le plateau
}
tactonix-island = { $kind ->
    [push] cette poussée
    [hop] ce saut
    [rot] cette rotation
    [swap] cet échange
   *[move] ce déplacement
} laisserait { $count ->
    [one] la pièce en {$squares}
   *[other] les pièces en {$squares}
} isolée(s) (pas de nouvelle île)
tactonix-undo = cela annule le coup précédent (pas de simple retour en arrière)
tactonix-outcome-draw = A tiré {$piece} ({$code}) du sac
tactonix-no-chance = { $why ->
    [over] rien n’est laissé au hasard ici : la partie est finie
   *[act] rien n’est laissé au hasard ici : un joueur doit agir
}
tactonix-not-in-bag = {$outcome} n’est pas une pièce restant dans le sac : les résultats possibles sont {$pieces}
tactonix-not-a-deal = {$outcome} n’est pas une distribution : une distribution donne {$count} couleurs différentes parmi {$colours}, une par siège dans l’ordre des sièges, écrites comme {$example}
tactonix-nobody-to-move = aucun joueur n’a le trait ici
tactonix-referee-first = { $what ->
    [draw] l’arbitre doit d’abord tirer une pièce du sac
   *[deal] l’arbitre doit d’abord distribuer les couleurs
}
tactonix-setup-place = c’est la mise en place : posez la pièce tirée {$piece} sur une case vide (par ex. c4)
tactonix-place-occupied = {$square} porte déjà {$piece}
tactonix-setup-over = la mise en place est finie : {$help}
tactonix-pass-not-stuck = on ne peut passer que si rien n’est légal, et {$move} l’est
tactonix-not-legal = {$move} n’est pas un coup légal ici
tactonix-private-undealt = Les couleurs ne sont pas encore distribuées : elles le sont quand la dernière pièce est posée.
tactonix-private-colour = Votre couleur secrète est **{$colour}** ({$letter}). Gardez-la pour vous !
tactonix-phase-deal = distribution
tactonix-position-size = { $size ->
    [1] petites en {$squares}
    [2] moyennes en {$squares}
   *[3] grandes en {$squares}
}
tactonix-position-colour = { $colour ->
    [R] Rouge
    [Y] Jaune
    [G] Vert
    [B] Bleu
   *[K] Noir
} : {$sizes}.
tactonix-position-empty = Le plateau est vide.
tactonix-position-drawn = Tirée, à poser : {$piece} ({$code}).
tactonix-position-to-draw = Une pièce doit être tirée du sac.
tactonix-position-bag-count = {$count} { $size ->
    [1] petite(s)
    [2] moyenne(s)
   *[3] grande(s)
}
tactonix-position-bag-colour = {$colour} {$counts}
tactonix-position-bag = Dans le sac, {$count} : {$rows}.
tactonix-position-seat-colour = {$seat} {$colour}
tactonix-position-colours = Couleurs : {$seats}.
tactonix-position-colours-spare = Couleurs : {$seats} ; restante {$spare}.
tactonix-position-about-to-deal = Les couleurs ({$colours}) vont être distribuées en secret.
tactonix-position-colours-setup = Couleurs en jeu : {$colours} ; elles sont distribuées en secret après la mise en place.
tactonix-position-colours-play = { $spare ->
    [yes] Couleurs en jeu : {$colours} (une chacun, en secret ; l’une est la couleur restante).
   *[no] Couleurs en jeu : {$colours} (une chacun, en secret).
}
tactonix-position-colours-never = Couleurs en jeu : {$colours} ; jamais distribuées.
tactonix-position-resigned = Hors jeu : {$seats}.
tactonix-position-ply = { $limit ->
    [0] Demi-coup {$ply}.
   *[other] Demi-coup {$ply} sur {$limit}.
}
tactonix-secret-label = Ma couleur
tactonix-option-board = 8 = échiquier a1..h8 ; 5 = le plateau volcan 5×5 (2 ou 3 joueurs)
tactonix-option-hop = shove : un saut sur une pièce repousse la file ; short : le sauteur s’arrête avant
tactonix-option-spare = true : une couleur de plus que de joueurs, distribuée à personne ; false : permet 5 joueurs
tactonix-option-move-limit = partie nulle après ce nombre de demi-coups (0 = sans limite)
tactonix-option-players = Tactonix se joue de 2 à 4 joueurs (5 seulement avec spare=false), pas à {$players}
tactonix-option-small-board = Tactonix : board=5 est réservé à 2 ou 3 joueurs ; à {$players} joueurs le plateau doit être 8
tactonix-rules = **Tactonix** (Carlton Noles) : reliez les six pyramides de votre **couleur secrète** en un groupe orthogonalement connexe. 2 à 4 joueurs (5 avec `spare=false`).
    {"**"}Mise en place** : à tour de rôle, une pièce est tirée du sac au hasard et posée sur une case vide. Puis chacun reçoit une couleur en secret ; la couleur **restante** n’est à personne. Le siège après le dernier poseur commence.
    {"**"}Tour** : une action avec N’IMPORTE QUELLE pièce :
    • **Déplacer** d’un pas orthogonal vers une case vide (`c4-c5`).
    • **Pousser** (`push c4 n`) : la pièce et la file continue devant elle avancent d’une case ; au moins une pièce devant, une case vide après la file.
    • **Sauter** (`hop c4 e`) : autant de cases que la taille de la pièce, orthogonalement, par-dessus tout. Sur une pièce : `hop=shove` (défaut) prend la case et repousse la file ; `hop=short` s’arrête sur la première case vide avant.
    • **Tourner** (`rot b2 d5 cw` ou `ccw`) : le bord d’un rectangle d’au moins 2×2 (coins bas-gauche, haut-droit) tourne d’une case.
    • **Échanger** (`swap c4 c5`) : deux pièces orthogonalement voisines échangent.
    {"**"}Chaque action** : rien ne sort ; la position change ; pas de nouvelle île (une pièce sans voisin parmi ses 8 devait l’être avant et ne pas avoir bougé) ; pas de simple retour (la position doit différer de celle d’avant l’action précédente).
    `pass` seulement si aucune action n’est légale.
    {"**"}Victoire** : après une action (ou la distribution), si votre couleur est reliée. Celui qui a agi gagne seul si la sienne l’est ; sinon tous ceux dont la couleur est reliée partagent la victoire. Une couleur restante reliée ne fait rien. Les couleurs sont révélées à la fin.
    Options : `board` 8 ou 5 (5×5, 2 ou 3 joueurs), `move_limit` (nulle après ce nombre de demi-coups).




## Engines: Tic Tac Doh!
## (ids start with tictacdoh-)
tictacdoh-none-left = { $size ->
    [S] il ne reste plus de petites pyramides dans la réserve
    [M] il ne reste plus de pyramides moyennes dans la réserve
   *[L] il ne reste plus de grandes pyramides dans la réserve
}
tictacdoh-not-legal = {$move} n’est pas une pose légale ici
tictacdoh-stack-full = { $shape ->
    [tree] {$square} porte l’arbre {$stack} : il est plein, plus rien ne peut y aller
    [nest] {$square} porte le nid {$stack} : il est plein, plus rien ne peut y aller
   *[single] {$square} porte la pièce seule {$stack} : elle est pleine, plus rien ne peut y aller
}
tictacdoh-same-size = {$size} ne peut pas aller sur {$top} : aucune pièce ne va sur une pièce de sa taille
tictacdoh-size-gap = {$size} ne peut pas aller directement sur {$top} : les pièces empilées ont une taille d’écart
tictacdoh-mixed = { $shape ->
    [tree] {$size} ne peut pas aller en {$square} : {$square} porte l’arbre {$stack}, et une case ne mélange jamais arbre et nid
    [nest] {$size} ne peut pas aller en {$square} : {$square} porte le nid {$stack}, et une case ne mélange jamais arbre et nid
   *[single] {$size} ne peut pas aller en {$square} : {$square} porte la pièce seule {$stack}, et une case ne mélange jamais arbre et nid
}
tictacdoh-first-on-c3 = la première pièce va toujours en c3, pas en {$square}
tictacdoh-not-touching = {$square} ne touche aucune pièce (les diagonales comptent)
tictacdoh-off-grid = {$square} sortirait de la grille 3×3 : les pièces s’étendent déjà de {$start} à {$end}
tictacdoh-move-stack = { $shape ->
    [tree] { $size ->
        [S] Poser une petite pyramide en {$square}, formant l’arbre {$stack}
        [M] Poser une pyramide moyenne en {$square}, formant l’arbre {$stack}
       *[L] Poser une grande pyramide en {$square}, formant l’arbre {$stack}
    }
    [nest] { $size ->
        [S] Poser une petite pyramide en {$square}, formant le nid {$stack}
        [M] Poser une pyramide moyenne en {$square}, formant le nid {$stack}
       *[L] Poser une grande pyramide en {$square}, formant le nid {$stack}
    }
   *[other] { $size ->
        [S] Poser une petite pyramide en {$square}, formant la pile {$stack}
        [M] Poser une pyramide moyenne en {$square}, formant la pile {$stack}
       *[L] Poser une grande pyramide en {$square}, formant la pile {$stack}
    }
}
tictacdoh-position-key = S, M, L : petite, moyenne, grande.
tictacdoh-position-single = {$square} {$size}
tictacdoh-position-stack = { $shape ->
    [tree] {$square} arbre {$stack} (compte comme {$counts})
   *[nest] {$square} nid {$stack} (compte comme {$counts})
}
tictacdoh-position-rank = Rangée {$rank} : {$squares}.
tictacdoh-position-empty = Le plateau est vide : la première pièce va en c3.
tictacdoh-position-grid = Cases encore dans la grille : {$start} à {$end}.
tictacdoh-count = {$count} {$size}
tictacdoh-position-stash = Réserve : {$stash} ({$placed} sur 15 posées).
tictacdoh-position-line = Ligne de {$size} : {$squares}.
tictacdoh-rules = **Tic Tac Doh!** : deux joueurs, une réserve commune de 15 pyramides (5 S, 5 M, 5 L) ; les pièces n’appartiennent à personne.
    • Le premier joueur pose en premier. À votre tour, posez n’importe quelle pièce de la réserve. La première pièce va toujours en **c3**.
    • Posez sur une **case vide touchant une pièce** (les diagonales comptent), tant que toutes les pièces tiennent dans une **grille 3×3**, ou **au sommet d’une pile**.
    • Les pièces empilées ont **une taille d’écart** : un **arbre** rétrécit vers le haut (L, LM, LMS), un **nid** grandit vers le haut (S, SM, SML) ; M peut commencer l’un ou l’autre (arbre MS, nid ML). Ne jamais les mélanger.
    • Un arbre compte comme **chaque** taille qu’il contient ; un nid compte seulement comme sa pièce du **sommet**.
    • Faites **trois en ligne** (rangée, colonne ou diagonale de la grille 3×3) qui comptent toutes comme une même taille : vous **gagnez**.
    • Les 15 posées sans ligne : **nulle**. Des pièces restent mais aucune pose légale : vous **perdez**.
    • Notation : `Lc3` (aussi `l c3`, `large c3`, `c3 L`).




## Engines: IceSickle
## (ids start with icesickle-)
icesickle-help = écrivez une pose comme Lc3 ou un saut comme a1-c3
icesickle-not-a-jump = « {$move} » n’est pas un saut : écrivez la case de la pièce et la case d’arrivée, comme a1-c3
icesickle-sowing-over = les semailles sont finies : toutes les pyramides sont sur le plateau, faites maintenant sauter une pièce (comme a1-c3)
icesickle-sow-occupied = { $size ->
    [S] {$square} porte déjà une petite pyramide : semez sur une case vide
    [M] {$square} porte déjà une pyramide moyenne : semez sur une case vide
   *[L] {$square} porte déjà une grande pyramide : semez sur une case vide
}
icesickle-none-left = { $size ->
    [S] il ne reste plus de petite pyramide dans la réserve
    [M] il ne reste plus de pyramide moyenne dans la réserve
   *[L] il ne reste plus de grande pyramide dans la réserve
}
icesickle-still-sowing = { $count ->
    [one] les semailles ne sont pas finies ({$count} pyramide dans la réserve) : posez-en une, comme Lc3
   *[other] les semailles ne sont pas finies ({$count} pyramides dans la réserve) : posez-en une, comme Lc3
}
icesickle-jump-empty = {$square} est vide : il n’y a pas de pièce à faire sauter
icesickle-jump-same = un saut doit amener la pièce sur une autre case
icesickle-jump-not-line = {$square} n’est pas en ligne droite (orthogonale ou diagonale) depuis {$start}
icesickle-jump-adjacent = {$square} est voisine de {$start} : un saut passe au moins une case
icesickle-jump-too-far = la { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
} en {$start} passe au plus { $pips ->
    [one] {$pips} case
   *[other] {$pips} cases
} ; {$move} en passe {$passed}
icesickle-jump-occupied = {$square} est occupée : un saut doit atterrir sur une case vide
icesickle-jump-nothing = { $count ->
    [one] ce saut ne passe aucune pièce ({$squares} est vide)
   *[other] ce saut ne passe aucune pièce ({$squares} sont vides)
}
icesickle-move-jump = Sauter la { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
} de {$start} à {$end}, prenant {$squares} ({ $pips ->
    [one] {$pips} point
   *[other] {$pips} points
})
icesickle-phase = { $stage ->
    [sowing] manche {$round} sur {$rounds} : semailles
   *[reaping] manche {$round} sur {$rounds} : moisson
}
icesickle-position-round = { $stage ->
    [sowing] Manche {$round} sur {$rounds}, semailles.
    [reaping] Manche {$round} sur {$rounds}, moisson.
   *[over] Manche {$round} sur {$rounds}.
}
icesickle-position-size = { $size ->
    [S] S (petite, 1 point) en {$squares}
    [M] M (moyenne, 2 points) en {$squares}
   *[L] L (grande, 3 points) en {$squares}
}
icesickle-position-pieces = {$sizes}.
icesickle-position-empty = Le plateau est vide.
icesickle-count = {$count} {$size}
icesickle-position-stash = Réserve : {$stash}.
icesickle-position-jumps-first = {$seat} saute en premier.
icesickle-round-score = manche {$round} : {$pips}
icesickle-position-seat-pips = {$seat} {$pips} ({$rounds})
icesickle-position-pips = Points : {$seats}.
icesickle-option-rounds = 2 : un match en deux manches, les rôles inversés à la manche 2 ; 1 : une seule manche
icesickle-rules = **IceSickle** (Dan Isaac) : 2 joueurs, un plateau 5×5, une réserve commune de 15 pyramides (5 S = 1 point, 5 M = 2, 5 L = 3) qui n’appartient à personne.
    {"**"}Semailles :** à tour de rôle, posez n’importe quelle pyramide de la réserve sur n’importe quelle case vide (`Lc3`) jusqu’à ce que les 15 soient posées ; à la manche 1, le premier joueur sème en premier (8 pièces contre 7).
    {"**"}Moisson :** le joueur qui a posé en second saute en premier, puis on alterne, un saut par tour. Faites sauter n’importe quelle pièce en ligne droite (8 directions) par-dessus 1 case jusqu’à autant de cases que ses points (S 1, M 1–2, L 1–3) sur la case suivante, qui doit être sur le plateau et vide (`a1-c3`).
    Au moins une case passée doit porter une pièce (les autres peuvent être vides) ; chaque pièce passée est prise et ses points comptent pour le sauteur.
    La manche se termine quand le joueur au trait ne peut pas sauter ; les pièces restées sur le plateau ne rapportent rien.
    {"**"}Match :** la manche 2 commence sur un plateau vide, l’autre joueur semant en premier ; le plus haut total de points sur les deux manches gagne, à égalité c’est nul (option `rounds` : 2 ou 1).




## Lessons (/K learn): each step's words, its task's hint, the lesson's buttons
## (ids start with learn-)
learn-heading = Leçon de { $title }, étape { $step } sur { $steps }
learn-your-move = À vous : choisissez votre coup dans le menu, ou tapez-le.
learn-illegal = Interdit : { $reason }
learn-wrong = { $move } ({ $words }) est permis, mais ce n'est pas ce que demande cette étape.
learn-right = Bravo : { $move } ({ $words }).
learn-choose = Votre coup…
learn-button-back = Retour
learn-button-next = Suivant
learn-button-play = Jouer contre l'ordinateur
learn-button-again = Recommencer
learn-play = Vous connaissez les règles. Jouez une courte partie contre l'ordinateur le plus facile : elle commence tout de suite, dans son propre fil.
learn-web-answer = Voir la réponse
learn-web-try = Sur Discord ou à la table, { $command } vous laisse jouer les coups vous-même, vérifiés par l'arbitre.
learn-telic-board = Telic se joue sur 18 cases autour d'une zone centrale. Vous êtes Bleu, votre adversaire Rouge ; chacun a 12 pyramides, deux de chaque taille de 1 à 6. Le premier à mettre ses 12 pyramides dans la zone centrale gagne. À votre tour, vous lancez votre dé pour entrer une pyramide, ou vous déplacez une pièce d'un pas.
learn-telic-enter = Vous avez fait 4 : votre dé désigne a1. La case est vide, vous devez donc y entrer une pyramide, de n'importe quelle taille de votre réserve. Entrez la plus grande, un 6.
learn-telic-enter-hint = Une grosse pièce seule est difficile à renvoyer : entrez le 6.
learn-telic-stack = Vous avez encore fait 4, et votre 6 est sur a1. Vous pouvez entrer une pyramide plus petite par-dessus : les deux forment une pile, qui bat toute pièce seule. Formez une pile.
learn-telic-stack-hint = Passer, c'est perdre son tour : entrez une pyramide plus petite que 6 sur la vôtre.
learn-telic-bump = Rouge a entré un 2 sur a2, à côté de votre 3 sur a1. Aller sur une pièce adverse de force égale ou moindre la renvoie dans la réserve de son propriétaire (entrer depuis la réserve exige une pyramide strictement plus grande). Renvoyez le 2 de Rouge.
learn-telic-bump-hint = Votre 3 sur a1 est à côté du 2 de Rouge sur a2 : jouez a1-a2.
learn-telic-corner = Les coins sont reliés : a1 à d5 et a5 à d1, comme s'ils étaient voisins. Faites traverser le plateau à votre 3 depuis a1 en un seul pas.
learn-telic-corner-hint = Utilisez le lien entre les coins : a1-d5.
learn-telic-centre = Seules a3 et d3 mènent à la zone centrale, et toute pièce peut y entrer. Une pièce qui y entre quitte le plateau pour de bon et compte pour vos 12. Faites entrer votre 3 dans la zone centrale.
learn-telic-centre-hint = Depuis a3, la zone centrale, c'est a3-cz.
learn-coins-board = Coins se joue sur un plateau de 4×4. À deux, chacun a 6 pièces. D'abord chacun pose ses pièces une à une ; ensuite, à chaque tour, vous faites glisser une pièce en essayant de capturer. Le plus de captures gagne.
learn-coins-place = Chaque pièce est posée avec un type qu'elle garde : + (orthogonale) glisse comme une tour, x (diagonale) comme un fou. Posez une pièce diagonale.
learn-coins-place-hint = Une pièce diagonale s'écrit avec x, par exemple b2x.
learn-coins-capture = Toutes les pièces sont posées. Une pièce glisse en ligne droite selon son type sur des cases vides et peut s'arrêter sur la première pièce adverse sur son chemin : elle la capture et marque 1. Vos propres pièces bloquent. Capturez une pièce.
learn-coins-capture-hint = Ce glissement ne capture rien : cherchez une de vos pièces qui a une pièce adverse dans sa ligne, sans rien entre elles.
learn-coins-remove = Votre glissement a1-b1 n'a rien capturé : vous devez maintenant retirer une de vos pièces du plateau (elle ne compte pour personne). Retirez-en une.
learn-coins-remove-hint = Après un glissement sans capture, les seuls coups sont des retraits, comme *b1.
learn-coins-end = La partie s'arrête quand il ne reste aucune pièce, ou quand toutes celles qui restent appartiennent à un seul joueur. Le plus de captures gagne ; les égalités se départagent par les captures faites sur chaque adversaire.
learn-tactonix-board = Dans Tactonix, les pièces ont été tirées d'un sac et posées à tour de rôle ; puis chaque joueur a reçu une couleur secrète. La vôtre est le rouge (vous seul le voyez). Reliez orthogonalement les six pièces de votre couleur pour gagner. À chaque tour, vous faites une action avec n'importe quelle pièce : déplacer, pousser, sauter, tourner ou échanger.
learn-tactonix-move = Déplacer : une pièce avance d'une case orthogonalement vers une case vide. Déplacez une pièce.
learn-tactonix-move-hint = Un déplacement s'écrit départ-arrivée, un pas, par exemple f2-f1.
learn-tactonix-push = Pousser : une pièce et la file continue de pièces devant elle avancent chacune d'une case dans ce sens ; la case après la file doit être vide. Poussez une file.
learn-tactonix-push-hint = Une poussée s'écrit push, une case et une direction, par exemple push a1 e.
learn-tactonix-hop = Sauter : une pièce parcourt exactement autant de cases que sa taille (1, 2 ou 3), par-dessus tout ; sur une case occupée, elle repousse les pièces qui s'y trouvent vers son départ. Faites un saut.
learn-tactonix-hop-hint = Un saut s'écrit hop, une case et une direction, par exemple hop a1 n.
learn-tactonix-rotate = Tourner : chaque case du bord d'un rectangle d'au moins 2×2 passe son contenu à la suivante, dans le sens des aiguilles d'une montre ou dans l'autre. Tournez un rectangle.
learn-tactonix-rotate-hint = Une rotation s'écrit rot, les coins en bas à gauche et en haut à droite, puis cw ou ccw, par exemple rot a1 b2 cw.
learn-tactonix-swap = Échanger : deux pièces voisines orthogonalement échangent leurs cases. Échangez deux pièces.
learn-tactonix-swap-hint = Un échange s'écrit swap et deux cases voisines, par exemple swap a1 b1.
learn-tactonix-island = Chaque action doit laisser chaque pièce déplacée à côté d'une autre (sur l'une de ses huit voisines) : pas de nouvelle île. Elle doit aussi changer la position, garder toutes les pièces sur le plateau et ne pas simplement annuler l'action précédente. Les actions qui enfreignent ces règles sont refusées.
learn-tactonix-win = Il manque un pas pour relier vos pièces rouges : f2 ne touche e1 que par un coin. Reliez les six pièces rouges.
learn-tactonix-win-hint = Vos pièces rouges sont encore séparées : amenez la pièce de f2 à côté des autres, par exemple f2-f1.
learn-tictacdoh-board = Dans Tic Tac Doh!, les deux joueurs partagent 15 pyramides, 5 de chaque taille (S, M, L). À votre tour, vous posez n'importe quelle pièce ; la première va toujours en c3, et toutes les pièces doivent tenir dans une grille de 3×3. Trois cases alignées qui comptent pour la même taille gagnent.
learn-tictacdoh-tree = Une pièce peut aller sur une pile d'une taille d'écart. Un arbre pousse vers le bas : un M sur un L, puis un S dessus. Un arbre compte pour chaque taille qu'il contient. Construisez un arbre en c3.
learn-tictacdoh-tree-hint = Un M sur le L de c3 forme un arbre : Mc3.
learn-tictacdoh-nest = Un nid pousse vers le haut : un S, puis un M dessus, puis un L. Un nid ne compte que pour sa pièce du dessus : c3 compte maintenant comme M, pas S. Une case ne mélange jamais arbre et nid.
learn-tictacdoh-line = b3 et d3 portent chacune un M, et c3 un L. Gagnez en un coup.
learn-tictacdoh-line-hint = Un arbre compte pour chaque taille qu'il contient : un M sur le L de c3 fait de b3, c3 et d3 trois M.
learn-icesickle-board = IceSickle se joue sur un plateau de 5×5 avec 15 pyramides communes : S (1 point), M (2) et L (3). Une manche a deux moitiés : les semailles, puis la moisson. Un match compte deux manches ; le plus de points capturés gagne.
learn-icesickle-sow = Semailles : chacun à son tour pose n'importe quelle pyramide de la réserve sur n'importe quelle case vide, jusqu'à ce que les 15 soient sur le plateau.
learn-icesickle-jump = Moisson : une pièce saute en ligne droite par-dessus 1 case, jusqu'à autant que ses points (S 1, M jusqu'à 2, L jusqu'à 3), et atterrit sur la case vide suivante ; chaque pièce survolée est capturée et rapporte ses points. Votre adversaire a sauté c2-e2. Capturez autant de points que possible.
learn-icesickle-jump-hint = Un autre saut rapporte plus : cherchez-en un qui passe par-dessus deux grosses pièces.
learn-icesickle-end = La manche s'arrête quand le joueur au trait ne peut plus sauter ; les pièces restantes ne comptent pas. À la deuxième manche, l'autre joueur sème en premier. Le plus grand total des deux manches gagne.


## Pictures: words drawn on boards, alt text, text boards, replays' captions
## (ids start with picture-)
picture-status-over = Partie terminée : {$result}
picture-status-waiting = En attente de l’arbitre ({$phase}).
picture-status-to-move = {$player} a le trait.
picture-status-to-move-phase = {$player} a le trait ({$phase}).
picture-seat-line = {$seat} : {$name}
picture-text-no-move = Aucun coup pour l’instant.
picture-text-last-move = Dernier coup : {$move}.
picture-text-last-move-words = Dernier coup : {$move} ({$words}).
picture-text-seat = {$seat}.
picture-alt-board = Plateau de {$game}.
picture-alt-head = {$board} {$status} {$last}
picture-alt-text = {$head} {$position}
picture-game-over = Partie terminée
picture-game-over-result = Partie terminée : {$result}
picture-game-over-how = Partie terminée : {$result}, {$how}
picture-to-move = a le trait
picture-waiting = En attente de l’arbitre
picture-no-move = Aucun coup pour l’instant
picture-last-move = Dernier coup :
picture-players = Joueurs
picture-stash = Réserve
picture-resigned = (hors jeu)
picture-other-resigned = l’autre joueur a quitté la partie
picture-you = vous
picture-you-colour = vous, {$colour}
picture-telic-center-zone = Zone centrale
picture-telic-tile = { $suit ->
    [blue] bleu
    [red] rouge
   *[black] noir
} {$face}
picture-telic-home-count = {$seat} {$home}/12
picture-telic-strip = arrivées {$home}/12, {$held} en réserve
picture-telic-turn-limit = la limite de tours est atteinte
picture-telic-all-home = les 12 pyramides sont arrivées
picture-telic-rolled-enter = a fait {$face} : entrer en {$square}
picture-telic-rolled-enter-or-pass = a fait {$face} : entrer en {$square} ou passer
picture-telic-stash-empty = a le trait (réserve vide)
picture-telic-roll-or-move = lance le dé ou déplace
picture-telic-turn = { $limit ->
    [0] tour {$turn}
   *[other] tour {$turn} sur {$limit}
}
picture-telic-rolled = a fait
picture-telic-text-key = B = {$blue}, R = {$red}, puis les tailles des pyramides de bas en haut (B53 : un Double 5-3 bleu). CZ = la Zone centrale, où l’on n’entre que depuis a3 et d3.
picture-telic-text-seat = {$seat}. Zone centrale {$home} sur 12. Réserve : {$stash}.
picture-telic-text-die = Dé : {$face}, cible de {$seat} : {$square}.
picture-telic-text-target = {$face} {$square}
picture-telic-text-targets = Dé de {$seat} : {$faces}.
picture-coins-to-place = À poser
picture-coins-captures = Prises
picture-coins-figure-place = {$figure}  {$place}
picture-coins-must-remove = doit retirer une de ses pièces
picture-coins-to-place-coin = pose une pièce
picture-coins-to-slide = fait glisser une pièce
picture-coins-captured = { $count ->
    [one] {$count} prise
   *[other] {$count} prises
}
picture-coins-text-initial = {$letter} = {$seat}
picture-coins-text-key = {$initials} ; + une pièce orthogonale (glisse comme une tour), x une diagonale (comme un fou). Glissement : {$slide}.
picture-coins-text-resigned = {$seat} : hors jeu.
picture-coins-text-seat = {$seat}. Prises : {$captured}.
picture-coins-text-seat-placing = {$seat}. À poser : {$count}. Prises : {$captured}.
picture-coins-text-seat-taken = {$seat}. Prises : {$captured} ({$taken}).
picture-coins-text-must-remove = {$name} doit retirer une de ses propres pièces.
picture-tactonix-colours = Couleurs
picture-tactonix-colour = { $whose ->
    [mine] {$letter} {$colour} (vous)
    [spare] {$letter} {$colour} (restante)
   *[other] {$letter} {$colour}
}
picture-tactonix-piece-to-place = Pièce à poser
picture-tactonix-drawn = {$colour} {$size}
picture-tactonix-bag = { $count ->
    [one] Sac ({$count} pièce)
   *[other] Sac ({$count} pièces)
}
picture-tactonix-ply = { $limit ->
    [0] partie, demi-coup {$ply}
   *[other] partie, demi-coup {$ply} sur {$limit}
}
picture-tactonix-dealing = Distribution des couleurs secrètes
picture-tactonix-drawing = Tirage d’une pièce du sac
picture-tactonix-to-place = pose la pièce tirée {$piece}
picture-tactonix-to-act = a le trait
picture-tactonix-connected = {$colours} relié(s)
picture-tactonix-move-limit = la limite de coups est atteinte
picture-tactonix-text-letter = {$letter} {$colour}
picture-tactonix-text-key = Lettre = couleur ({$letters}) ; chiffre = taille (1 petite, 2 moyenne, 3 grande).
picture-tactonix-text-seat = { $resigned ->
    [yes] {$seat} (hors jeu).
   *[no] {$seat}.
}
picture-tactonix-text-seat-colour = { $resigned ->
    [yes] {$seat}, couleur {$colour} ({$letter}) (hors jeu).
   *[no] {$seat}, couleur {$colour} ({$letter}).
}
picture-tactonix-text-drawn = Tirée, à poser : {$piece}.
picture-tactonix-text-bag = { $count ->
    [one] Sac, {$count} pièce : {$pieces}.
   *[other] Sac, {$count} pièces : {$pieces}.
}
picture-tactonix-text-spare = Couleur restante : {$colour} ({$letter}).
picture-tactonix-text-dealt-later = Les couleurs sont distribuées en secret une fois toutes les pièces posées.
picture-tactonix-text-secret = { $spare ->
    [yes] Chaque joueur a une couleur secrète, l’une est la couleur restante.
   *[no] Chaque joueur a une couleur secrète.
}
picture-tictacdoh-line = trois {$size} en ligne
picture-tictacdoh-all-placed = les 15 pièces posées sans ligne
picture-tictacdoh-no-placement = l’autre joueur n’avait aucune pose légale
picture-tictacdoh-phase = {$phase}, {$placed} sur 15 posées
picture-tictacdoh-to-place = pose une pièce
picture-tictacdoh-first-piece = première pièce
picture-tictacdoh-goes-here = ici
picture-tictacdoh-text-key = S petite, M moyenne, L grande, piles de bas en haut : un arbre (LM, LMS, MS) compte comme chaque taille qu’il contient, un nid (SM, SML, ML) comme son sommet. # = hors de la grille.
picture-tictacdoh-text-stacks = Les piles comptent comme : {$stacks}.
picture-icesickle-pips-result = {$top} à {$other} points
picture-icesickle-to-sow = sème une pièce
picture-icesickle-to-jump = saute
picture-icesickle-by-round = Par manche
picture-icesickle-round = Manche {$round}
picture-icesickle-pips = Points
picture-icesickle-round-over = La manche { $round } est terminée : { $scores }
picture-icesickle-jumps-first = {$seat} saute en premier
picture-icesickle-text-key = S petite (1 point), M moyenne (2 points), L grande (3 points) ; les pièces n’appartiennent à personne.
picture-icesickle-text-seat = { $pips ->
    [one] {$seat}, {$pips} point.
   *[other] {$seat}, {$pips} points.
}
picture-icesickle-text-seat-rounds = { $pips ->
    [one] {$seat}, {$pips} point ({$rounds}).
   *[other] {$seat}, {$pips} points ({$rounds}).
}
picture-crosstable-rank = N°
picture-crosstable-player = Joueur
picture-crosstable-points = Pts
picture-crosstable-tiebreak-sb = SB
picture-crosstable-tiebreak-sb-alt = Sonneborn-Berger {$value}
picture-crosstable-tiebreak-buchholz = Buchholz
picture-crosstable-tiebreak-buchholz-alt = Buchholz {$value}
picture-crosstable-number = { NUMBER($value, maximumFractionDigits: 2) }
picture-crosstable-alt-title = Grille américaine : {$title}.
picture-crosstable-alt-points = { $points ->
    [one] {$points} point
   *[other] {$points} points
}
picture-crosstable-alt-row = Rang {$rank} : {$name}, {$points}, {$tiebreaks}.
picture-crosstable-alt-row-plain = Rang {$rank} : {$name}, {$points}.
picture-crosstable-alt-more = { $count ->
    [one] …et {$count} autre joueur.
   *[other] …et {$count} autres joueurs.
}
picture-review-title = { $title } #{ $game } : chances de victoire
picture-review-moves = coup




## Service: refusals
## (ids start with refusal-)

refusal-not-an-id = #{ $id } n’est pas un identifiant : un identifiant est fait de lettres et de chiffres, comme #ab3cd.
refusal-wrong-game = #{ $game } est une partie de { $title }, pas de { $other } : utilise `{ $command }` pour elle.
refusal-no-such-game = Il n’y a pas de jeu appelé { $name }.
refusal-no-game = Il n’y a pas de partie #{ $game }.
refusal-name-the-game = Indique la partie avec `{ $option }`.
refusal-no-game-in-progress = Tu n’as aucune partie en cours. Lances-en une avec `{ $start }`.
refusal-no-game-in-progress-of = Tu n’as aucune partie de { $title } en cours. Lances-en une avec `{ $start }`.
refusal-several-games = Tu as plusieurs parties en cours : { $games }. Indique laquelle avec `{ $option }`.
refusal-several-games-of = Tu as plusieurs parties de { $title } en cours : { $games }. Indique laquelle avec `{ $option }`.
refusal-not-in-game = Tu ne joues pas dans la partie #{ $game }.
refusal-game-over = La partie #{ $game } est terminée : { $result }
refusal-resolving-chance = L’arbitre procède au tirage au sort ; réessaie dans un instant.
refusal-not-your-turn = Ce n’est pas ton tour dans #{ $game } : c’est à { $name } de jouer.
refusal-changed-meanwhile = La partie #{ $game } a changé au même moment ; regarde le plateau et réessaie.
refusal-illegal = Illégal : { $problem }
refusal-cannot-resign = Tu ne peux pas abandonner maintenant : { $problem }
refusal-privacy-not-yours = Seul le joueur qui a demandé peut répondre.
refusal-plan-clear-or-moves = Donne soit `{ $moves }`, soit `{ $clear }`, pas les deux.
refusal-plan-players = Les plans sont réservés aux parties à deux joueurs : #{ $game } en compte { $count }.
refusal-plan-your-turn = C’est ton tour dans #{ $game } : joue ton coup avec `{ $move }` ; un plan se fait pendant que tu attends ton adversaire.
refusal-plan-empty = Ton plan ne contient aucun coup : écris le prochain coup de ton adversaire, ta réponse, et ainsi de suite, séparés par des virgules.
refusal-plan-too-long = Un plan contient au plus { $most } coups ; le tien en a { $count }.
refusal-plan-unanswered = Ton plan se termine par `{ $move }`, un coup de ton adversaire : ajoute ta réponse, ou retire-le.
refusal-plan-illegal = L’étape { $step } de ton plan, `{ $move }`, ne peut pas être jouée à ce moment-là : { $problem }
refusal-plan-game-ends = L’étape { $step } de ton plan, `{ $move }`, termine la partie : retire les coups qui suivent.
refusal-plan-chance = Après l’étape { $step } de ton plan, `{ $move }`, le hasard intervient (un lancer, un tirage ou une distribution), ce qu’aucun plan ne peut prévoir : un plan ne contient que des coups sans hasard entre eux ni après.
refusal-plan-turns = Après l’étape { $step } de ton plan, `{ $move }`, le tour ne passe pas à l’autre joueur : un plan alterne les coups de ton adversaire et tes réponses.
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
refusal-rematch-tournament = La partie #{ $game } était une partie de tournoi : c’est le tournoi qui apparie ses joueurs, il n’y a donc pas de revanche.
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
refusal-record-open = Une partie tirée d’un relevé se joue entre les joueurs qu’il nomme : indique-les (`{ $challenge }`).
refusal-players-count = players va de { $low } à { $high } pour { $title }, pas { $typed }.
refusal-players-named = Avec les joueurs que tu as nommés, la partie compte { $named } joueurs, pas { $typed } : laisse players de côté, ou ne nomme personne pour ouvrir le défi à tous.
refusal-open-twice = Tu as déjà un défi ouvert à { $title } en attente : #{ $game }.
refusal-challenge-twice = Tu as déjà défié les mêmes joueurs à { $title } : #{ $game } attend encore.
refusal-challenge-expired = Le défi #{ $game } a expiré.
refusal-join-own = #{ $game } est ton propre défi : ce sont les autres qui le rejoignent.
refusal-joined-already = Tu as déjà rejoint #{ $game } ; on attend d’autres joueurs.
refusal-challenge-full = Le défi #{ $game } est complet.
refusal-start-not-yours = Seul { $name } peut lancer #{ $game }.
refusal-start-too-few = #{ $game } a besoin de { $minimum } joueurs pour commencer, et en a { $count }.
refusal-expiry-choice = challenge vaut l’une de ces valeurs : { $choices }, pas { $typed }.
refusal-vacation-days = Des vacances durent de 1 à { $most } jours (0 met fin aux tiennes tout de suite), pas { $typed }.
refusal-not-on-vacation = Tu n’es pas en vacances.
refusal-vacation-too-long = Au plus { $most } jours de vacances sur { $window } jours : tu en as pris { $used } sur les { $window } derniers jours, donc { $room } de plus au maximum pour l’instant.
refusal-notify-choice = { $typed } n’est pas un choix possible pour les rappels : { $choices }.
refusal-digest-choice = { $typed } n’est pas un choix possible pour le résumé : { $choices }.
refusal-digest-hour = { $typed } n’est pas une heure : le résumé arrive à une heure pile, de 0 à 23.
refusal-digest-zone = { $typed } n’est pas un fuseau horaire : donne son nom IANA, par exemple { $example } (UTC par défaut).
refusal-puzzle-secret = { $title } n’a pas de problèmes : ses joueurs gardent des secrets, donc aucun coup ne peut être montré le meilleur à coup sûr.
refusal-puzzle-unknown = Il n’y a pas de problème de { $title } numéro { $number }.
refusal-puzzle-gone = Ce problème n’est plus là.
refusal-puzzle-none = Tu n’as aucun problème de { $title } qui attend ta réponse : `{ $command }` t’en donne un.
refusal-puzzle-daily-manager = Seuls les membres ayant la permission « Gérer le serveur » peuvent régler le problème du jour.
refusal-puzzle-daily-channel = Dis dans quel salon publier le problème du jour.
refusal-settings-manager = Seuls les membres ayant la permission « Gérer le serveur » peuvent modifier les réglages du serveur.
refusal-reminders-choice = reminders vaut on ou off, pas { $typed }.
refusal-language-choice = { $typed } n’est pas une langue disponible ici : choisis parmi { $choices }.
refusal-season-manager = Seuls les membres ayant la permission « Gérer le serveur » peuvent lancer une saison.
refusal-season-name = Le nom d’une saison a de 1 à { $most } caractères : { $typed } ne convient pas.
refusal-season-taken = Une saison nommée **{ $season }** existe déjà ici : choisis un autre nom.
refusal-season-empty = Aucune partie n’a encore été terminée dans la saison **{ $season }** : une nouvelle saison pourra commencer dès qu’il y en aura une.
refusal-season-unknown = Il n’y a pas de saison { $typed } ici ; les saisons sont { $seasons }.
refusal-season-none = Il n’y a pas de saison { $typed } ici : aucune n’a encore été lancée (`{ $command }` en lance une).
refusal-season-global = Le classement de tous les serveurs n’a pas de saisons : une saison appartient à un serveur.
refusal-season-choice = season vaut { $choices }, pas { $typed }.
refusal-admin-manager = Seuls les membres ayant la permission « Gérer le serveur » peuvent utiliser les outils des gestionnaires (`/admin`).
refusal-admin-action = { $typed } n’est pas une action de `/admin channels` : donne l’une de { $choices }.
refusal-admin-channel-missing = Dis quel salon : `{ $command }`.
refusal-admin-channels-many = Un serveur liste au plus { $most } salons pour les parties.
refusal-admin-channel-unlisted = { $channel } n’est pas sur la liste des salons pour les parties.
refusal-admin-reason = Donne une raison de 1 à { $most } caractères : les joueurs la liront.
refusal-admin-over = La partie #{ $game } est déjà terminée.
refusal-admin-blocked-already = { $name } est déjà bloqué·e.
refusal-admin-not-blocked = { $name } n’est pas bloqué·e.
refusal-admin-channel = On ne lance pas de partie dans ce salon : les gestionnaires de ce serveur les réservent à { $channels }.
refusal-admin-blocked = Tu ne peux pas lancer ni rejoindre de partie sur ce serveur : ses gestionnaires t’ont bloqué·e.
refusal-admin-blocked-other = { $name } ne peut pas jouer sur ce serveur : ses gestionnaires l’ont bloqué·e.
refusal-tournaments-choice = tournaments vaut { $choices }, pas { $typed }.
refusal-button-unknown = Ce bouton n’est plus connu.
refusal-learn-unknown = Il n'y a pas de leçon pour { $game }.
refusal-learn-step = Une leçon a les étapes 1 à { $steps }.
refusal-learn-no-place = La partie contre l'ordinateur commence là où vous êtes : utilisez le bouton dans un salon d'un serveur.
refusal-learn-no-task = Cette étape ne demande aucun coup : utilisez Suivant.
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
refusal-record-several = Ce fichier contient { $games } parties (la deuxième commence à la ligne { $line }) : une partie part d’un seul relevé, alors ne garde que celui à partir duquel jouer.
refusal-replay-speed = speed doit valoir { $speeds }, pas { $typed }.
refusal-replay-plies = Il n’y a aucun coup dans #{ $game } du demi-coup { $first } au demi-coup { $last } : son relevé numérote les demi-coups de 1 à { $plies }.
refusal-hint-rated = Les indices sont réservés aux parties amicales : #{ $game } est classée, l’ordinateur garde donc ses idées pour lui.
refusal-hint-tournament = Les indices sont réservés aux parties amicales : #{ $game } est une partie de tournoi.
refusal-review-not-over = #{ $game } est encore en cours : l’ordinateur n’analyse une partie qu’une fois terminée (`{ $command }` propose un coup dans une partie amicale).
refusal-review-not-yours = #{ $game } n’a pas été jouée en public : seuls ses joueurs peuvent en demander l’analyse.
refusal-review-no-moves = #{ $game } s’est terminée avant que quiconque ait joué : il n’y a rien à analyser.
refusal-seek-games-missing = Nomme les jeux auxquels tu jouerais : `{ $example }`.
refusal-seek-games = { $typed } n'est pas un jeu : nomme un ou plusieurs jeux parmi { $choices }, séparés par des virgules.
refusal-seek-clock = { $typed } n'est ni une pendule ni une plage de pendules : choisis parmi { $choices }, ou une plage comme `{ $example }`.
refusal-seek-players = { $games } ne se joue pas à { $players } joueurs.
refusal-seek-unknown = Aucune recherche { $seek } n'attend dans la file de recherche de ce serveur : `{ $pool }` les liste.
refusal-seek-not-yours = La recherche { $seek } appartient à quelqu'un d'autre : seule cette personne peut la retirer de la file.
refusal-seek-none = Tu n'as aucune recherche en attente dans la file de ce serveur : `{ $seek }` t'y inscrit.
refusal-tournament-format = Le format d'un tournoi est { $choices }, pas { $typed }.
refusal-tournament-rounds = rounds est un nombre entier de 1 à 30, et seul un tournoi au système suisse le prend ; pas { $typed }.
refusal-tournament-signup = signup est la durée des inscriptions, par exemple `{ $example }` (minutes m, heures h, jours d), pas { $typed }.
refusal-tournament-players = players est le nombre de joueurs minimum et maximum, par exemple `{ $example }` (au moins { $least }), pas { $typed }.
refusal-tournament-joined = Tu es déjà inscrit au tournoi #{ $tournament }.
refusal-tournament-full = Le tournoi #{ $tournament } est complet : { $most } joueurs.
refusal-tournament-not-in = Tu ne joues pas le tournoi #{ $tournament }.
refusal-tournament-started = Le tournoi #{ $tournament } a déjà commencé (ou est fini) : les inscriptions sont closes.
refusal-tournament-not-organiser = Seul { $name }, qui organise le tournoi #{ $tournament }, peut le lancer.
refusal-tournament-not-running = Le tournoi #{ $tournament } n'est pas en cours.
refusal-tournament-unknown = Il n'y a pas de tournoi { $tournament }.
refusal-tournament-none = Il n'y a pas de tournoi ici pour cela : `/tournament create` en crée un.
refusal-tournament-option-word = Une option de jeu s'écrit nom=valeur, par exemple `{ $example }`, et non { $typed }.
refusal-tournament-managers = Sur ce serveur, seuls ses gestionnaires (Gérer le serveur) peuvent créer un tournoi.
refusal-tournament-vacation = vacation vaut on ou off, pas { $typed }.

# A record's problems (a record that cannot be read or does not replay): where it is, then why.
# $line, $number and $seat are places (text, no digit grouping); $move and $outcomes are notation, as written.
record-at-line = ligne { $line } : { $reason }
record-at-move = ligne { $line }, coup { $number }. { $move } : { $reason }
record-at-move-unnumbered = ligne { $line }, coup { $move } : { $reason }
record-empty = le relevé est vide
record-several = une deuxième partie commence ici ({ $games } dans le fichier) : une partie part d’un seul relevé
record-games = le fichier contient plus de { $most } parties
record-unprintable = le caractère U+{ $code } n’a pas sa place dans un relevé : ce n’est pas du texte imprimable
record-too-large = le relevé dépasse { $size } { $unit ->
        [MB] Mo
       *[KB] Ko
    }, bien plus que le relevé de n’importe quelle partie
record-header-unclosed = l’en-tête commence par `---` mais ne se termine jamais par `...` (ni par une ligne vide)
record-header-long = l’en-tête dépasse { $size } { $unit ->
        [MB] Mo
       *[KB] Ko
    } : l’en-tête d’un relevé nomme le jeu, les joueurs et les options
record-not-yaml = l’en-tête n’est pas du YAML : { $problem }
record-header-value = la valeur { $value } de l’en-tête est illisible : { $problem }
record-number-digits = un nombre a plus de { $digits } chiffres
record-anchors = les ancres (`&`) et les alias (`*`) n’ont pas leur place dans l’en-tête d’un relevé
record-nesting = l’en-tête est imbriqué sur plus de { $depth } niveaux
record-value-long = une valeur dépasse { $most } caractères
record-no-header = pas d’en-tête : un relevé commence par `---`, un en-tête YAML qui nomme le GameType et les Players, puis `...`
record-header-fields = l’en-tête doit être fait de champs YAML (`GameType:`, `Players:`, …)
record-unknown-game = GameType { $title } n’est pas un jeu que je connais ({ $games })
record-parser = MovetextParser { $parser } n’est pas la notation de { $title } : je ne lis que la notation propre à chaque jeu
record-players = Players doit lister les noms des joueurs, place par place
record-options = Options doit être fait de champs ayant chacun une valeur simple (`slide: free`)
record-move-number-digits = un numéro de coup a plus de { $digits } chiffres
record-comment-unclosed = un commentaire ouvert par `{"{"}` n’est jamais fermé par `{"}"}`
record-comment-long = un commentaire dépasse { $most } caractères
record-move-long = aucun coup ne dépasse { $most } caractères
record-entries = le relevé contient plus de { $most } entrées, bien plus que n’importe quelle partie
record-hidden-steps = les résultats cachés (`?`) rendent ce relevé trop long à rejouer (plus de { $most } entrées essayées) : écris-les en clair
record-game-over = la partie est déjà terminée
record-outcome = { $problem } (possibles ici : { $outcomes })
record-hidden-not-secret = `?` ne tient lieu que d’un résultat secret (une donne) : écris celui-ci en clair (possibles ici : { $outcomes })
record-hidden-ways = les `?` de ce relevé laissent plus de { $most } façons de le rejouer : écris les résultats cachés en clair
record-hidden-none = aucun résultat possible ici ne peut tenir lieu de `?`
record-forced = seul un `pass` peut être forcé
record-no-seat = il n’y a pas de place { $seat } dans cette partie
record-no-takeback = il n’y a pas de coup { $ply } à reprendre
record-unstorable = { $what ->
        [nul] un caractère NUL
       *[byte] un octet indécodable
    } (U+{ $code })
record-unstorable-line = { $what ->
        [nul] un caractère NUL
       *[byte] un octet indécodable
    } (U+{ $code }) à la ligne { $line }




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
service-clock-overdue = ⏰ Le temps de { $name } est écoulé { $when } ({ $clock } par tour).
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
service-round-over = La manche { $round } est terminée : { $scores }. La manche { $next } commence sur un plateau vide.
service-done-played = Tu as joué `{ $move }` dans #{ $game }
service-done-played-same-turn = Tu as joué `{ $move }` dans #{ $game } : le plateau de la partie montre ce qui en a résulté
service-plan-kept = **Ton plan pour #{ $game }** est enregistré (toi seul le vois ; il est joué dès que { $name } joue le coup attendu, et abandonné dès que la partie s’en écarte ; `{ $clear }` l’abandonne tout de suite) :
service-plan-shown = **Ton plan pour #{ $game }** (toi seul le vois ; `{ $clear }` l’abandonne) :
service-plan-step = { $number }. si { $name } joue `{ $expected }`, tu réponds `{ $answer }`
service-plan-none = Tu n’as pas de plan dans #{ $game } (un plan est abandonné dès que la partie s’en écarte).
service-plan-cleared = Ton plan pour #{ $game } est abandonné.
service-plan-answered = La réponse prévue de { $name }, `{ $move }`, a été jouée : { $words }.
service-ask-resign = Abandonner { $title } #{ $game } ? C’est irréversible.
service-resigned = { $name } a abandonné.
service-you-resigned = Tu as abandonné.
service-resign-cancelled = Annulé : tu es toujours dans la partie.
service-former-player = un ancien joueur
service-computer-player = { $number ->
    [0] Ordinateur ({ $level })
   *[other] Ordinateur { $number } ({ $level })
}
service-button-forget = M’oublier
service-button-keep = Annuler
service-privacy-export = Tout ce que l’arbitre garde sur toi : { $rows ->
        [one] une ligne
       *[other] { $rows } lignes
    }, { $games ->
        [one] une partie
       *[other] { $games } parties
    } avec leurs coups. Toi seul vois ce fichier.
service-privacy-export-alt = Tes données, en JSON : { $rows ->
        [one] une ligne
       *[other] { $rows } lignes
    }, { $games ->
        [one] une partie
       *[other] { $games } parties
    }
service-privacy-forget-ask = T’oublier ? { $games ->
        [0] Tu n’as aucune partie en cours.
        [one] Ta partie en cours est d’abord abandonnée.
       *[other] Tes { $games } parties en cours sont d’abord abandonnées.
    } Ton nom devient « un ancien joueur » dans chaque partie jouée, relevé et page web ; tes cotes, réglages, vacances, recherches, plans et choix de notification sont supprimés. Les parties et leurs résultats restent, pour les autres joueurs. C’est irréversible.
service-privacy-forgotten = Tu es oublié{ $games ->
        [0] .
        [one] {" "}: une partie abandonnée.
       *[other] {" "}: { $games } parties abandonnées.
    } Tes parties nomment désormais « un ancien joueur ».
service-privacy-kept = Annulé : rien n’a été oublié.
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
service-button-join = Rejoindre
service-button-start = Lancer
service-button-withdraw = Retirer
service-open-challenge = { $challenger } cherche { $wanted ->
        [one] un adversaire
       *[other] { $wanted } adversaires
    } pour **{ $title }**{ $options }{ $clock }. #{ $game }
service-open-joined = Joueurs : { $names } · { $left ->
        [0] plus aucune place
        [one] encore une place
       *[other] encore { $left } places
    }.
service-open-answer = Tout le monde ici peut cliquer sur **{ $join }** : le premier qui rejoint joue. { $challenger } peut retirer le défi avec **{ $withdraw }**.
service-open-answer-early = Tout le monde ici peut cliquer sur **{ $join }**. La partie commence quand toutes les places sont prises, ou quand { $challenger } clique sur **{ $start }** avec au moins { $minimum } joueurs. { $challenger } peut retirer le défi avec **{ $withdraw }**.
service-challenge-expires = ⌛ Expire { $when }.
service-challenge-expired = ⌛ Le défi **{ $title }** #{ $game } de { $name } a expiré { $open ->
        [yes] avant que suffisamment de joueurs l’aient rejoint
       *[no] sans réponse
    }.
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
service-took-back-replies = ↩️ { $name } a repris `{ $move }` { $count ->
        [one] et le coup joué depuis
       *[other] et les { $count } coups joués depuis
    }.
service-draw-accepted = 🤝 Proposition de nulle de { $asker } : { $count ->
        [one] { $names } accepte
       *[other] { $names } acceptent
    }. Nulle acceptée.
service-offer-computers-yes = { $count ->
        [one] { $names } dit oui.
       *[other] { $names } disent oui.
    }
service-aborted = { $name } a interrompu la partie.
service-done-aborted = #{ $game } interrompue
service-done-rematch = Revanche demandée
service-done-rematch-started = Revanche commencée : #{ $game }
service-timeout-first-move = ⏰ { $name } n’a pas joué son premier coup à temps : la partie est interrompue.
service-timeout-lost = ⏰ { $name } a dépassé le temps et perd au temps.
service-timeout-out = ⏰ { $name } a dépassé le temps et sort de la partie ; les autres continuent.
service-reminder = ⏰ { $who }, c’est ton tour dans **{ $title }** #{ $game } : il te reste { $left } (échéance : { $when }).
service-reminder-dm = ⏰ C’est ton tour dans **{ $title }** #{ $game } : il te reste { $left } (échéance : { $when }).
service-reminder-dm-in = ⏰ C’est ton tour dans **{ $title }** #{ $game }, dans { $channel } : il te reste { $left } (échéance : { $when }).
service-vacation-on = 🏖️ Tu es en vacances jusqu’au { $until } ({ $when }) : tes pendules sont arrêtées ({ $count ->
        [one] { $count } partie attend
       *[other] { $count } parties attendent
    } ton coup en ce moment), et les nouveaux tours t’attendent aussi. `{ $end }` y met fin plus tôt.
service-vacation-over = Bon retour : tes vacances sont finies et tes pendules tournent à nouveau ({ $count ->
        [one] { $count } partie attend
       *[other] { $count } parties attendent
    } ton coup).
service-vacation-back = 🏖️ { $name } est de retour de vacances : la pendule de **{ $title }** #{ $game } tourne à nouveau ; { $name } doit avoir joué { $when }.
service-vacation-back-overdue = 🏖️ { $name } est de retour de vacances : la pendule de **{ $title }** #{ $game } a tourné à nouveau, et le temps de { $name } est écoulé { $when }.
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
service-settings-challenge = Les défis expirent après **{ $expiry }** sans réponse.
service-settings-season = Dans une nouvelle saison, les cotes { $mode ->
        [reset] repartent de 1500
       *[other] sont reportées, leur incertitude élargie
    }.
service-settings-tournaments = { $who ->
        [managers] Seuls les gestionnaires (Gérer le serveur) peuvent créer des tournois.
       *[other] Tout membre peut créer des tournois.
    }
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
service-replay-part = La rediffusion de **{ $title }** #{ $game }, demi-coups { $first } à { $last } : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $frames ->
        [one] { $frames } image
       *[other] { $frames } images
    }.
service-replay-sampled = { $moves } coups, c’est trop pour les montrer un par un : cette rediffusion montre un coup sur { $step } ({ $frames } images) ; `{ $part }` montre un passage de la partie coup par coup.
service-hint = **Indice** pour { $title } #{ $game } : l’ordinateur jouerait `{ $move }` ({ $words }).
service-hint-alt = { $title } #{ $game } : le plateau après le coup suggéré par l’ordinateur, { $move } ({ $words }), mis en évidence.
service-hint-used = { $name } a demandé un indice à l’ordinateur dans { $title } #{ $game }.
service-review-started = L’ordinateur analyse **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }) : vous serez prévenu là où la partie s’est jouée quand l’analyse sera prête.
service-review-ready = L’analyse de **{ $title }** #{ $game } par l’ordinateur ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }) est prête. { $result }
service-review-swing = Coup { $number } (`{ $move }`), { $name } : −{ $drop } % d’une victoire. Mieux valait `{ $best }`, puis { $line }.
service-review-no-swings = Aucun tournant : aucun coup n’a coûté 5 % d’une victoire ou plus à son joueur.
service-review-best-moves = { $name } : { $best } { $choices ->
        [one] coup sur { $choices }
       *[other] coups sur { $choices }
    } parmi les meilleurs de l’ordinateur ({ $percent } %).
service-review-alt = Graphique des chances de victoire de chaque joueur dans { $title } #{ $game }, coup par coup : { $names }. { $count ->
        [0] Aucun tournant.
        [one] Tournant : { $points }.
       *[other] Tournants : { $points }.
    }
service-review-alt-point = coup { $number } ({ $move }) de { $name }
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
    } pour l’instant. Lances-en une avec `{ $start }` ; chaque partie terminée entre personnes compte ici.
service-standings-season = **Classement** de la saison **{ $season }**
service-standings-season-page = **Classement { $title }** de la saison **{ $season }** — page { $page } sur { $pages }
service-standings-season-empty = La saison **{ $season }** n’a pas de classement à montrer.
service-season-started = La saison **{ $season }** a commencé : { $mode ->
        [reset] chaque cote repart de 1500
       *[other] chaque cote est reportée, son incertitude élargie à mi-chemin de celle d’un nouveau venu
    }, et les victoires, défaites et nulles repartent de 0.
service-season-archived = Le classement de **{ $season }** ({ $players ->
        [one] 1 joueur
       *[other] { $players } joueurs
    }) est conservé : `{ $command }` le montre.
service-seasons = **Saisons** { $front ->
        [table] de cette table
       *[other] de ce serveur
    }
service-season-before = **{ $season }** — le classement d’avant la première saison, jusqu’au { $ended } · { $players ->
        [one] 1 joueur
       *[other] { $players } joueurs
    }
service-season-line = **{ $season }** — du { $started } au { $ended } · { $players ->
        [one] 1 joueur
       *[other] { $players } joueurs
    }
service-season-current = **{ $season }** — depuis le { $started }, la saison en cours · { $players ->
        [one] 1 joueur
       *[other] { $players } joueurs
    }
service-seasons-more = `{ $command }` montre le classement d’une saison.
service-seasons-none = Aucune saison n’a encore été lancée ici : `{ $command }` en lance une (gestionnaires seulement).
service-admin-channels = Les parties ne peuvent être lancées que dans { $channels }.
service-admin-channels-all = Les parties peuvent être lancées dans tous les salons de ce serveur.
service-admin-channels-how = `{ $add }` ajoute un salon, `{ $remove }` en retire un, `{ $every }` autorise de nouveau tous les salons.
service-admin-ended = { $players } : un gestionnaire du serveur a mis fin à cette partie, sans résultat. Raison : { $reason }
service-admin-done-ended = #{ $game } terminée
service-admin-blocked = { $name } ne peut plus lancer ni rejoindre de partie sur ce serveur ; ses parties en cours continuent.
service-admin-unblocked = { $name } peut de nouveau lancer et rejoindre des parties sur ce serveur.
service-admin-log = Les dernières actions des gestionnaires, les plus récentes d’abord :
service-admin-log-none = Les gestionnaires n’ont encore rien fait ici.
service-admin-log-channels = { $when } — { $manager } a fixé les salons des parties : { $channels }
service-admin-every-channel = tous les salons
service-admin-log-end = { $when } — { $manager } a mis fin à #{ $game } : { $reason }
service-admin-log-block = { $when } — { $manager } a bloqué { $name }
service-admin-log-unblock = { $when } — { $manager } a débloqué { $name }
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
service-next = **C'est ton tour dans { $count ->
        [one] une partie
       *[other] { $count } parties
    }**, la plus ancienne en attente d'abord :
service-next-none = Ce n'est ton tour dans aucune partie.
service-next-line = #{ $game } { $title } contre { $others }{ $room } — { $deadline }
service-next-deadline = échéance { $time }
service-next-no-clock = sans pendule
service-next-at = Partie { $number } sur { $count } où c'est ton tour — { $deadline }
service-next-button = Partie suivante
service-digest = 📬 **Ton résumé du jour** : c’est ton tour dans { $count ->
        [one] une partie
       *[other] { $count } parties
    }, celle qui attend depuis le plus longtemps d’abord :
service-digest-daily = Ton résumé quotidien arrive à { $hour } ({ $tz }) chaque jour où une partie t’attend ; le prochain { $when }.
service-digest-off = Tu ne reçois pas de résumé quotidien : `{ $command }` t’en envoie un par jour avec les parties qui t’attendent.
service-digest-saved-daily = C’est fait : ton résumé quotidien arrive à { $hour } ({ $tz }), le premier { $when } ; un jour où aucune partie ne t’attend, il n’en arrive pas.
service-digest-saved-off = C’est fait : tu ne reçois plus de résumé quotidien.
service-puzzle = 🧩 **Problème de { $title } n° { $number }** : { $player } joue. Trouve le coup qui gagne ou sauve la partie.
service-puzzle-rating = { $attempts ->
        [0] Personne n’y a encore répondu.
       *[other] Résolu par { $solves } joueurs sur { $attempts } ({ $percent } %).
    }
service-puzzle-how = Choisis ton coup dans le menu, ou tape `{ $command }`.
service-puzzle-alt = Problème de { $title } n° { $number }, { $player } joue. { $position }
service-puzzle-preparing = Aucun problème de { $title } n’est encore prêt pour toi : l’ordinateur en prépare à partir des parties jouées ici. Réessaie dans une minute.
service-puzzle-right = ✓ Exact : **{ $move }** est le coup. Il donne { $best } % à { $player } dans la recherche approfondie de l’ordinateur.
service-puzzle-wrong = ✗ Ce n’est pas le coup : **{ $move }** donne { $yours } % à { $player } dans la recherche approfondie de l’ordinateur, **{ $answer }** donne { $best } %.
service-puzzle-ends = **{ $move }** termine la partie sur-le-champ ; le meilleur autre coup, { $other }, donne { $percent } %.
service-puzzle-line = La suite de l’ordinateur après ce coup : { $line }. Le meilleur autre coup, { $other }, donne { $percent } %.
service-puzzle-chance = Le dé décide de la suite. Le meilleur autre coup, { $other }, donne { $percent } %.
service-puzzle-counted-before = Tu avais déjà répondu à ce problème : seule ta première réponse compte pour sa cote.
service-puzzle-daily = 🧩 **Problème du jour : { $title } n° { $number }** : { $player } joue. Trouve le coup qui gagne ou sauve la partie.
service-puzzle-daily-how = Clique sur **Résoudre** pour répondre en privé, ou tape `{ $command }`.
service-puzzle-solve = Résoudre
service-puzzle-daily-on = C’est fait : un problème sera publié chaque jour dans { $channel }, le premier maintenant.
service-puzzle-daily-off = C’est fait : plus de problème du jour ici.
service-puzzle-daily-none = Il n’y avait pas de problème du jour à arrêter ici.
service-seek-waiting = 🔎 Tu es dans la file de recherche de ce serveur (recherche { $seek }) : { $titles }, { $clock } par coup, { $players } joueurs, partie { $rated ->
        [yes] classée
       *[no] amicale
    }{ $replaced ->
        [0] {""}
       *[other] {" "}(elle remplace ta recherche précédente)
    }. Dès qu'il y a assez de joueurs compatibles, la partie commence et tu es prévenu ; la recherche expire { $expires }. `{ $leave }` te retire de la file.
service-seek-pool = **La file de recherche de ce serveur** ({ $count ->
        [one] une recherche
       *[other] { $count } recherches
    }) :
service-seek-pool-line = Recherche { $seek } : { $name } — { $titles } · { $clock } par coup · { $players } joueurs · partie { $rated ->
        [yes] classée
       *[no] amicale
    } · en attente depuis { $since }
service-seek-pool-empty = Personne ne cherche de partie sur ce serveur. `{ $seek }` t'inscrit dans la file.
service-seek-left = Tu as quitté la file de recherche de ce serveur ({ $count ->
        [one] une recherche
       *[other] { $count } recherches
    }).
service-seek-paired = 🤝 La file de recherche a réuni { $players } : **{ $title }** #{ $game }, { $clock } par coup, partie { $rated ->
        [yes] classée
       *[no] amicale
    }. La partie commence ici.
service-seek-paired-dm = 🤝 Ta recherche a trouvé une partie : **{ $title }** #{ $game } avec { $others }{ $where }, { $clock } par coup, partie { $rated ->
        [yes] classée
       *[no] amicale
    }.
service-seek-where = {" "}dans { $channel }
service-seek-expired = ⌛ Ta recherche { $seek } ({ $titles }){ $where } n'a trouvé aucune partie en { $days } jours et a quitté la file. `{ $again }` relance une recherche.
service-tournament-button-join = Rejoindre
service-tournament-button-leave = Quitter
service-tournament-button-start = Lancer
service-tournament-signup = 🏆 **Tournoi #{ $tournament }** : { $title }{ $options }, { $format ->
        [round-robin] toutes rondes
        [double-round-robin] double toutes rondes
       *[swiss] système suisse
    }, { $clock } par coup, { $rated ->
        [yes] classé
       *[no] amical
    }, de { $least } à { $most } joueurs.
service-tournament-signup-joined = { $count ->
        [0] Personne n'est encore inscrit.
        [one] Inscrit (1) : { $names }.
       *[other] Inscrits ({ $count }) : { $names }.
    }
service-tournament-signup-deadline = Appuie sur **{ $join }** pour jouer ; il commence { $when } (ou quand l'organisateur appuie sur **{ $start }**). `{ $standings }` montre le classement.
service-tournament-signup-no-vacation = 🚫 Sans vacances : les vacances d’un joueur n’arrêtent pas les pendules des parties de ce tournoi.
service-tournament-cancelled = Le tournoi #{ $tournament } ({ $title }) est annulé : { $count ->
        [one] un joueur s'est inscrit
       *[other] { $count } joueurs se sont inscrits
    }, il en fallait { $least }.
service-tournament-round = 🏆 Tournoi #{ $tournament } ({ $title }) : ronde { $round } sur { $rounds }.
service-tournament-table = • #{ $game } : { $players }
service-tournament-bye = • { $name } est exempt de cette ronde.
service-tournament-thread-title = Tournoi { $title } #{ $tournament }, ronde { $round }, table { $table }
service-tournament-crosstable-title = Tournoi #{ $tournament } de { $title }, ronde { $round } sur { $rounds }
service-tournament-winner = 🏆 Le tournoi #{ $tournament } ({ $title }) est terminé : { $count ->
        [one] le vainqueur est { $names } !
       *[other] les vainqueurs sont { $names } !
    }
service-tournament-early = Il s’arrête après la ronde { $round } sur { $rounds } : aucune ronde suivante ne peut être appariée sans que deux joueurs se rencontrent à nouveau ou qu’un joueur ait une seconde exemption.
service-tournament-standings = Classement du tournoi #{ $tournament } ({ $title }), ronde { $round } sur { $rounds }{ $status ->
        [finished] , final
       *[other] {""}
    } :
service-tournament-standings-line = { $rank }. { $name } — { $points } { $tiebreaks }
service-tournament-withdrawn = { $name }, tu t'es retiré du tournoi #{ $tournament } : ta partie en cours est abandonnée et tu ne joues plus aucune ronde.




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
discord-no-bots = Les autres bots ne peuvent pas jouer : défie des personnes, ou moi (`{ $option }`).
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
discord-room-lost-game = Je ne peux plus publier dans le salon de la partie #{ $game } (il a été supprimé, ou j’y ai perdu mes permissions). La partie attend, sa pendule arrêtée. Pour continuer, affiche son plateau (`{ $option }`) dans un salon où je peux publier : la partie y déménage.
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
        [crosstable] grille
        [data] tes données
        [puzzle] problème
        [hint] indice
        [review] analyse
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
web-replay-part = Rediffuser un passage
web-replay-from = du demi-coup
web-replay-to = au demi-coup
web-replay-speed = vitesse
web-replay-button = Rediffuser
web-review = L’analyse de l’ordinateur
web-review-point = Coup { $number } ({ $move }), { $name } : mieux valait { $best }
web-standings = Classement
web-standings-where = ({ $scope ->
        [local] la table locale
       *[server] ce serveur
    })
web-standings-none = Aucune partie terminée pour l’instant : chaque partie terminée entre personnes compte ici.
web-standings-best = (les { $shown } meilleurs sur { $total })
web-standings-provisional = (provisoire)
web-standings-player = Joueur
web-standings-rating = Cote
web-standings-wins = Victoires
web-standings-losses = Défaites
web-standings-draws = Nulles
web-standings-games = Parties
web-tournament-title = Tournoi de { $title } n° { $tournament }
web-tournament-status = { $status ->
        [signup] Inscriptions ouvertes.
        [finished] Terminé après { $rounds } rondes.
        [cancelled] Annulé : trop peu de joueurs inscrits.
       *[other] Ronde { $round } sur { $rounds } en cours.
    }
web-tournament-format = { $format ->
        [round-robin] toutes rondes
        [double-round-robin] double toutes rondes
       *[swiss] système suisse
    }
web-tournament-winner = { $count ->
        [one] Vainqueur : { $names }
       *[other] Vainqueurs : { $names }
    }
web-tournament-points = Points
web-tournament-withdrawn = (retiré)
web-tournament-crosstable = Grille américaine
web-tournament-round = Ronde { $round } sur { $rounds }
web-tournament-bye = { $name } : exempt
web-tournament-playing = (en cours)
web-tournament-live = Cette page se recharge dès qu'une partie du tournoi change.
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
    .help = défier des joueurs, qui cliquent sur Accepter (seul contre l'ordinateur, la partie commence aussitôt) ; sans nommer personne, le défi est ouvert à tous, qui cliquent sur Rejoindre ; une pendule donne à chacun un temps par tour (par défaut : celle des réglages) ; un relevé lance la partie, non classée, depuis sa dernière position ; des joueurs ordinateur la rendent non classée
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
command-hint = indice
    .description = Le coup que suggère l’ordinateur dans une partie amicale de { $game } (vous seul le voyez)
    .help = le coup que suggère l’ordinateur (parties amicales seulement ; les autres sont prévenus)
command-review = analyse
    .description = L’analyse par l’ordinateur d’une partie de { $game } terminée
    .help = l’analyse d’une partie terminée : courbe des chances, tournants, meilleurs coups
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
command-plan = planifier
    .description = Prévoir tes réponses aux coups attendus de ton adversaire (toi seul le vois)
    .help = prévoir tes réponses aux coups attendus (privé ; joué aussitôt)
command-rules = règles
    .description = Les règles de { $game }, en bref
    .help = les règles, en bref
command-learn = apprendre
    .description = Une leçon interactive de { $game }, pas à pas (vous seul la voyez)
    .help = apprendre le jeu pas à pas, en jouant les coups vous-même (privé)
command-games = parties
    .description = Les parties en cours sur ce serveur, et à qui de jouer
    .help = les parties en cours ici, et à qui de jouer
command-standings = classement
    .description = Classements : cotes, victoires, défaites et nulles
    .help = classements : cotes, victoires, défaites et nulles
command-season = saison
    .description = Les saisons de ce serveur : en lancer une (gestionnaires) ou les lister
command-season-start = lancer
    .description = Archiver le classement de ce serveur et lancer une nouvelle saison (« Gérer le serveur » uniquement)
    .help = archiver le classement et lancer une nouvelle saison sous son nom (gestionnaires ; les réglages disent si les cotes sont reportées)
command-season-list = liste
    .description = Les saisons de ce serveur : quand chacune a commencé, combien y ont joué
    .help = les saisons du classement : quand chacune a commencé, combien y ont joué
command-puzzles = probleme
    .description = Problèmes : un par jour dans un salon (gestionnaires)
command-puzzle-daily = quotidien
    .description = Publier un problème chaque jour dans un salon (« Gérer le serveur » uniquement)
    .help = publier un problème chaque jour dans un salon, ou l’arrêter avec off (gestionnaires)
command-puzzle-channel = salon
    .description = où (par défaut : ce salon)
command-puzzle-off = arrêt
    .description = true : arrêter le problème du jour
command-history = historique
    .description = Les dernières parties d'un joueur, avec résultats et liens
    .help = les dernières parties d'un joueur (par défaut : les tiennes), avec les résultats
command-next = montour
    .description = Les parties où c'est ton tour, sur tous les serveurs
    .help = là où c'est ton tour, partout
command-seek = chercher
    .description = Attendre un adversaire dans la file de ce serveur ; sans option : la file
    .help = attendre dans la file de ce serveur des joueurs compatibles (sans option : la file)
command-unseek = quitter-file
    .description = Quitter la file de recherche de ce serveur
    .help = quitter la file de recherche (toutes tes recherches, ou une)
command-settings = réglages
    .description = La pendule par défaut et les rappels de ce serveur
    .help = les réglages par défaut des nouvelles parties, pendule et rappels (affichés sans option ; les gestionnaires les changent)
command-notify = rappels
    .description = Tes rappels de coup (fil, message privé ou nulle part) et un résumé quotidien
    .help = où vont tes rappels (dans la partie, en message privé ou nulle part) et ton résumé quotidien
command-vacation = vacances
    .description = Arrêter tes pendules pendant quelques jours
    .help = arrêter tes pendules pendant autant de jours (0 met fin à tes vacances)
command-privacy = confidentialite
    .description = Tes données : en obtenir une copie, ou les faire oublier
command-privacy-export = exporter
    .description = Un fichier JSON privé de tout ce qui est gardé sur toi
    .help = un fichier JSON privé de tout ce que l’arbitre garde sur toi (parties, coups, cotes, réglages…)
command-privacy-forget = oublier
    .description = T’oublier : ton nom quitte chaque partie (demande d’abord)
    .help = après confirmation : abandonner tes parties, « un ancien joueur » à la place de ton nom, supprimer tes cotes et réglages
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
command-level-expert = expert
command-record-file = relevé
    .description = un relevé de partie (.ppn, de /relevé) : démarrer, non classé, de sa dernière position
command-players = joueurs
    .description = combien de joueurs, toi compris (sans adversaire nommé : les places ouvertes à tous)
command-replay-from = début
    .description = le premier demi-coup montré (les numéros du relevé ; par défaut : le début)
command-replay-to = fin
    .description = le dernier demi-coup montré (par défaut : le dernier)
command-speed = vitesse
    .description = la vitesse à laquelle les coups défilent (par défaut : normale, une seconde chacun)
command-speed-slow = lente
command-speed-normal = normale
command-speed-fast = rapide
command-game = partie
    .description = l'identifiant de la partie, si tu en as plusieurs
command-move-notation = coup
    .description = ton coup (la liste montre tes coups légaux)
command-moves-text = texte
    .description = seulement les coups dont la notation ou la description contient ce texte
command-text = texte
    .description = true : le plateau en texte, pour un lecteur d'écran ou une connexion lente (pour toi seul)
command-plan-moves = coups
    .description = son prochain coup, ta réponse, son coup, ta réponse, … séparés par des virgules
command-plan-clear = effacer
    .description = true : abandonner ton plan
command-puzzle = probleme
    .description = Un problème de { $game } tiré des parties jouées ici : trouve le meilleur coup (toi seul le vois)
    .help = un problème tiré des parties jouées ici : trouver le coup qui gagne ou sauve la partie (privé ; choisis ou tape ta réponse)
command-puzzle-answer = réponse
    .description = ton coup dans le dernier problème reçu
command-puzzle-number = problème
    .description = un problème par son numéro (celui du problème du jour)
command-standings-game = jeu
    .description = un seul jeu (par défaut : les meilleurs de chaque jeu)
command-scope = portée
    .description = ce serveur (par défaut) ou tous les serveurs
command-scope-server = ce serveur
command-scope-global = tous les serveurs
command-standings-season = saison
    .description = le classement d’une saison passée, par son nom (par défaut : la saison en cours)
command-season-name = nom
    .description = le nom de la nouvelle saison, de 1 à 40 caractères, pas encore utilisé ici
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
command-settings-challenge = défi
    .description = combien de temps un défi attend avant d’expirer (« Gérer le serveur » uniquement)
command-settings-season = saison
    .description = les cotes d’une nouvelle saison : reportées, élargies (défaut), ou remises à zéro (gestionnaires)
command-settings-tournaments = tournois
    .description = qui peut créer des tournois : tout membre (par défaut) ou les gestionnaires seuls (gestionnaires)
command-reminders-on = activés
command-reminders-off = désactivés
command-season-carry = reporter
command-season-reset = remettre à zéro
command-tournaments-anyone = tout membre
command-tournaments-managers = gestionnaires
command-where = où
    .description = dans le fil de la partie (par défaut), en message privé, ou pas du tout
command-where-thread = fil
command-where-dm = message privé
command-where-off = nulle part
command-digest = résumé
    .description = un message privé par jour avec les parties qui t’attendent : quotidien ou non
command-digest-daily = quotidien
command-digest-off = non
command-at = heure
    .description = l’heure de ton résumé quotidien, de 0 à 23 (8 par défaut)
command-tz = fuseau
    .description = ton fuseau horaire pour le résumé, un nom IANA comme Europe/Paris (UTC par défaut)
command-days = jours
    .description = 1 à { $most } jours (0 met fin à tes vacances) ; au plus { $most } sur 30
command-seek-games = jeux
    .description = les jeux auxquels tu jouerais, séparés par des virgules : telic,coins
command-seek-clock = pendule
    .description = temps par coup accepté : 1h, 1d, 3d, 7d ou une plage comme 1d-3d
command-seek-players = joueurs
    .description = combien de joueurs compte la partie (2 par défaut)
command-seek-rated = classée
    .description = une partie classée (par défaut) ou amicale
command-unseek-seek = recherche
    .description = le numéro d'une de tes recherches (par défaut : toutes)
command-tournament = tournoi
    .description = Tournois : des inscriptions, puis des rondes de parties dans des fils
command-tournament-create = créer
    .description = Ouvre les inscriptions d'un tournoi ; il commence à l'échéance ou avec Lancer
    .help = ouvre les inscriptions d'un tournoi (toutes rondes, double toutes rondes ou suisse) ; il commence à l'échéance ou quand vous cliquez sur Lancer
command-tournament-start = lancer
    .description = Lance votre tournoi maintenant, avec les joueurs inscrits
    .help = lance avant l'échéance le tournoi que vous organisez, avec les joueurs inscrits
command-tournament-standings = classement
    .description = Le classement d'un tournoi : points et départages (SB, Buchholz)
    .help = le classement d'un tournoi : les points et départages de chaque joueur (par défaut : le plus récent de ce serveur)
command-tournament-withdraw = retrait
    .description = Quitter un tournoi en cours : votre partie en cours est abandonnée
    .help = quitter un tournoi en cours : votre partie en cours est abandonnée et vous ne jouez plus aucune ronde
command-tournament-id = tournoi
    .description = le numéro du tournoi (par défaut : le plus récent de ce serveur)
command-tournament-game = jeu
    .description = le jeu joué
command-tournament-format = format
    .description = toutes rondes (par défaut), double toutes rondes ou suisse
command-tournament-rounds = rondes
    .description = les rondes d'un tournoi suisse (par défaut : assez pour départager le vainqueur)
command-tournament-clock = pendule
    .description = temps par coup dans chaque partie (par défaut : celui du serveur)
command-tournament-players = joueurs
    .description = le nombre minimal et maximal de joueurs, par exemple 4-16
command-tournament-signup = inscriptions
    .description = durée des inscriptions : 30m, 1h, 1d (par défaut), 2d…
command-tournament-rated = classé
    .description = parties classées (par défaut) ou amicales
command-tournament-table = table
    .description = joueurs par table, pour les jeux à plus de deux (par défaut : le minimum)
command-tournament-options = options
    .description = les options propres au jeu, en nom=valeur séparés par des espaces
command-tournament-vacation = vacances
    .description = si les vacances d’un joueur arrêtent ses pendules : activées (par défaut) ou non
command-tournament-vacation-on = activées
command-tournament-vacation-off = désactivées
command-admin = admin
    .description = Outils des gestionnaires : où lancer les parties, mettre fin à une partie, bloquer un joueur
command-admin-channels = salons
    .description = Les salons où l’on peut lancer des parties : voir, ajouter, retirer (« Gérer le serveur » uniquement)
    .help = les salons où l’on peut lancer des parties (par défaut : tous) : les voir, en ajouter ou en retirer un, ou les autoriser tous (gestionnaires)
command-admin-channel = salon
    .description = un salon à ajouter à la liste (ou à en retirer, avec action)
command-admin-action = action
    .description = ajouter le salon (par défaut), le retirer, ou autoriser de nouveau tous les salons
command-admin-action-add = ajouter
command-admin-action-remove = retirer
command-admin-action-all = tous les salons
command-admin-end = terminer
    .description = Mettre fin sans résultat à une partie de ce serveur, en disant pourquoi (« Gérer le serveur » uniquement)
    .help = mettre fin à une partie sans résultat ; ses joueurs lisent la raison (gestionnaires)
command-admin-game = partie
    .description = l’identifiant de la partie (le #ab3cd sur son plateau)
command-admin-reason = raison
    .description = pourquoi, dit aux joueurs (200 caractères au plus)
command-admin-block = bloquer
    .description = Empêcher quelqu’un de lancer ou rejoindre des parties ici (« Gérer le serveur » uniquement)
    .help = la personne ne peut plus lancer ni rejoindre de partie sur ce serveur ; ses parties en cours continuent (gestionnaires)
command-admin-unblock = débloquer
    .description = Laisser de nouveau jouer ici une personne bloquée (« Gérer le serveur » uniquement)
    .help = laisser une personne bloquée lancer et rejoindre des parties de nouveau (gestionnaires)
command-admin-user = joueur
    .description = la personne
command-admin-log = journal
    .description = Les dernières actions des gestionnaires sur ce serveur (« Gérer le serveur » uniquement)
    .help = les dernières actions des gestionnaires : salons fixés, parties terminées, personnes bloquées (gestionnaires)
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
