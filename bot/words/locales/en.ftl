### The referee's messages in English: the source of every other language.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = English


## Engines: what every game shares (results, places, scores, option checks)
## (ids start with engines-)
engines-sentences = {$first} {$then}
engines-series = {$first}, {$then}
engines-names = {$names}
engines-notation = {$notation}
engines-player = {$name}
engines-player-label = {$name} ({$label})
engines-seat = Seat {$number}
engines-phase-play = play
engines-phase-setup = setup
engines-phase-over = game over
# places are 1 to 5 (five players at most): fluent.runtime has no ordinal NUMBER type
engines-ordinal = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] {$place}th
}
engines-place = {$place} {$name}
engines-score = {$name} {$score}
engines-result-win = {$name} wins
engines-result-shared = {$names} share the win
engines-result-draw = a draw
engines-announce-win = {$name} wins!
engines-announce-shared = {$names} share the win!
engines-announce-draw = The game is a draw.
engines-announce-unfinished = The game is not over yet.
engines-announce-places = Places: {$places}.
engines-announce-scores = Scores: {$scores}.
engines-option-players-whole = {$game}: the number of players must be a whole number
engines-option-none = {$game} takes no options; '{$option}' is not one
engines-option-unknown = {$game} has no option '{$option}' (options: {$options})
engines-option-whole = {$game}: {$option} must be a whole number of 0 or more, not {$value}
engines-option-not-allowed = {$game}: {$option}={$value} is not allowed (allowed: {$allowed})
engines-option-players-exactly = {$game} takes exactly {$count} players, not {$players}
engines-option-players-between = {$game} takes {$low} to {$high} players, not {$players}
engines-no-seat = there is no seat {$seat} in this game
engines-not-a-move-here = '{$move}' is not a move here
engines-not-an-outcome = {$outcome} is not a chance outcome here
engines-no-chance = nothing is rolled or drawn in this game: there is no chance outcome
engines-not-text = a move must be text: {$help}
engines-not-a-move = '{$move}' is not a {$game} move: {$help}
engines-game-over = the game is over: no more moves
engines-already-over = the game is already over
engines-already-resigned = {$seat} has already resigned
engines-series-strong = {$first}; {$then}
engines-player-number = Player {$number}
engines-size = { $size ->
    [S] small
    [M] medium
   *[L] large
}
engines-empty-move = the move is empty: {$help}
engines-icehouse-help = write a size (S, M or L) and a square, like Lc3
engines-icehouse-not-a-square = '{$square}' is not a square: squares are a1 to e5
engines-icehouse-off-board = {$square} is not on the board: squares run from a1 to e5
engines-icehouse-not-a-size = '{$word}' is not a piece size in '{$move}': use S (small), M (medium) or L (large)
engines-icehouse-not-a-placement = '{$move}' is not a placement: {$help}
engines-place-pyramid = { $size ->
    [S] Place a small pyramid on {$square}
    [M] Place a medium pyramid on {$square}
   *[L] Place a large pyramid on {$square}
}




## Engines: Telic
## (ids start with telic-)
telic-seat-blue = Blue
telic-seat-red = Red
telic-face = { $face ->
    [n] null
    [a] ace
   *[other] {$face}
}
telic-piece = { $count ->
    [1] Single
    [2] Double
    [3] Triple
    [4] Quad
    [5] Quint
   *[6] Hex
} {$sizes}
telic-help = write roll, enter K (K = 1..6), pass, or a move like a2-a3 or a3-cz
telic-not-a-square = {$square} is not a square of the board (columns a-d, rows 1-5, or cz)
telic-square-in-zone = {$square} is part of the Center Zone, not a square: the Center Zone (cz) is entered only from a3 and d3
telic-no-size = pyramid sizes run from 1 to 6: there is no size {$size}
telic-enter-which = say which size to enter: enter 1 ... enter 6
telic-zone-final = a piece in the Center Zone never comes back out
telic-no-die = there is no die to roll now
telic-not-a-face = {$outcome} is not a face of the die: the outcomes are {$faces}
telic-die-rolling = the die is rolling: wait for the roll to be resolved
telic-then-must-enter = you must enter a pyramid there
telic-then-must-pass = you must pass (nothing enters on an enemy Stack)
telic-then-enter-or-pass = enter a pyramid there or pass
telic-roll-rolled = you rolled {$face} (target {$square}): {$then}
telic-roll-stash-empty = your stash is empty: you must move a piece on the board
telic-pass-target-empty = you rolled {$face} (target {$square}) and it is empty: you must enter a pyramid there ({$moves})
telic-pass-can-roll = you may pass only with no other legal move: you can still roll the die
telic-pass-can-play = you may pass only with no other legal move: you can play {$move}
telic-enter-roll-first = roll the die first: a pyramid enters only on the square the die names
telic-enter-stash-empty = your stash is empty: there is nothing to enter
telic-enter-not-held = your stash holds no size-{$size} pyramid (stash: {$stash})
telic-enter-own-top = {$square} holds your {$piece}: only a pyramid smaller than its top ({$top}) may be stacked on it
telic-enter-enemy-stack = {$square} holds a {$enemy} Stack: nothing may enter on a Stack, you must pass
telic-enter-too-small = {$square} holds a {$enemy} Single {$top}: entering bumps only a strictly smaller Single, so you need a size {$need} or bigger
telic-step-rolled = you rolled {$face} (target {$square}): after a roll no piece may move, {$then}
telic-step-empty = {$square} is empty: there is no piece to move
telic-step-not-yours = {$square} holds a {$owner} {$piece}, not your piece
telic-step-same = a piece must move to another square
telic-step-zone-entrance = the Center Zone can be entered only from a3 and d3, not from {$square}
telic-step-not-adjacent = {$square} is not next to {$start}
telic-step-stack-too-big = {$square} holds your {$piece}: the moving piece's bottom pyramid ({$bottom}) must be smaller than its top ({$top}) to stack
telic-bump-single-vs-stack = {$square} holds a {$enemy} Stack: a Single cannot bump it
telic-bump-fewer = {$square} holds a {$enemy} {$piece}: your { $count ->
    [1] Single
    [2] Double
    [3] Triple
    [4] Quad
    [5] Quint
   *[6] Hex
} has fewer pyramids and cannot bump it
telic-bump-smaller = {$square} holds a {$enemy} Single {$top}: your Single {$mine} is smaller and cannot bump it
telic-quick-roll = Roll
telic-phase-rolling = {$seat} is rolling
telic-phase-must-enter = {$seat} rolled {$face}: must enter on {$square}
telic-phase-must-pass = {$seat} rolled {$face}: {$square} holds a Stack, must pass
telic-phase-enter-or-pass = {$seat} rolled {$face}: enter on {$square} or pass
telic-phase-turn = {$seat} to roll or move
telic-piece-on = {$piece} on {$square}
telic-position-seat = {$seat}: {$pieces}; stash {$stash}; {$home} of 12 in the Center Zone.
telic-position-no-piece = no piece on the board
telic-position-stash-empty = empty
telic-position-die = Die shows {$face}: {$seat}'s target is {$square}.
telic-position-rolling = {$seat} is rolling the die.
telic-position-played = { $limit ->
    [0] { $turns ->
        [one] {$turns} turn played.
       *[other] {$turns} turns played.
    }
   *[other] { $turns ->
        [one] {$turns} turn of {$limit} played.
       *[other] {$turns} turns of {$limit} played.
    }
}
telic-position-turn = { $limit ->
    [0] Turn {$turn}.
   *[other] Turn {$turn} of {$limit}.
}
telic-outcome = {$seat} rolls {$face} → {$square}
telic-move-roll = Roll the die
telic-move-pass-stuck = Pass: an empty stash and no piece that can move
telic-move-pass-blocked = Pass (rolled {$face}): nothing may enter on {$square}, where {$piece} stands
telic-move-pass-declined = Pass (rolled {$face}): enter nothing on {$square}, where {$piece} stands
telic-move-enter = Enter a size-{$size} pyramid from the stash on {$square} (rolled {$face})
telic-move-enter-on-top = Enter a size-{$size} pyramid from the stash on {$square} (rolled {$face}), on top of {$piece}
telic-move-enter-bumping = Enter a size-{$size} pyramid from the stash on {$square} (rolled {$face}), bumping {$piece} back to its stash
telic-owned = {$owner}'s {$piece}
telic-move-home = {$start} → Center Zone ({$piece}), off the board for good
telic-move-step = {$start} → {$end} ({$piece})
telic-move-stack = {$start} → {$end}, stacking {$piece} onto {$onto}
telic-move-bump = {$start} → {$end} ({$piece}), bumping {$bumped} back to its stash
telic-option-move-limit = draw after this many turns without a winner (0 = no limit)
telic-rules = **Telic** (Michael Schoessow) — race all 12 of your pyramids into the Center Zone. Blue moves first, then Red.
    • A piece is a **Single** (one pyramid) or a **Stack** (2–6 pyramids of one colour, largest at the bottom); a Stack moves whole. One piece per square.
    • Each turn do one thing: **roll** your die (only while your stash holds a pyramid) or **move** one piece one step. Your first turn is a roll; with an empty stash you must move.
    • The die names a square of your colour. Empty → you **must** `enter K` (any size K from your stash). Your own piece → you may `enter K` smaller than its top pyramid (it goes on top), or `pass`. An enemy Single → you may `enter K` **strictly bigger**, bumping it back to its owner's stash, or `pass`. An enemy Stack → only `pass`. After a roll no piece may move.
    • Moves go orthogonally; the corners a5–d1 and d5–a1 are linked. Nothing crosses the Center Zone (b3/c3): it is entered only by `a3-cz` and `d3-cz`, and a piece there leaves the board for good.
    • Onto your own piece: the mover's bottom (largest) pyramid must be smaller than the top pyramid there; they become one Stack.
    • Onto an enemy piece: only with **equal or greater** power; the enemy goes back to its owner's stash. Power: any Stack beats any Single; Singles compare by size, Stacks by how many pyramids they hold.
    • Without a roll, `pass` only when your stash is empty and no piece can move.
    • First to get all 12 pyramids into the Center Zone wins. Option `move_limit`: a draw after that many turns (a roll with its `enter`/`pass` is one turn).
    Notation: `roll`, `enter 3`, `a2-a3`, `d3-cz`, `pass`.




## Engines: Coins
## (ids start with coins-)
coins-seat-suns = Suns
coins-seat-moons = Moons
coins-seat-crowns = Crowns
coins-seat-arms = Arms
coins-help = write a placement as 'b2+' or 'b2x', a slide as 'b2-b4', a removal as '*c3'
coins-not-a-square = {$square} is not a square of the board (a1 to d4)
coins-still-placing = the coins are still being placed: place one with 'b2+' (orthogonal) or 'b2x' (diagonal)
coins-place-occupied = {$square} already holds a coin: place yours on an empty square
coins-all-placed = every coin is already placed: play a move such as '{$move}'
coins-remove-first = you must remove one of your own coins first (e.g. '{$move}')
coins-remove-empty = {$square} is empty: remove one of your own coins
coins-remove-not-yours = the coin on {$square} belongs to {$owner}: you may only remove one of your own coins
coins-remove-can-slide = you can slide, so you must: a coin is removed only after a slide that captures nothing, or when no slide is possible
coins-slide-empty = {$square} is empty: slide one of your own coins
coins-slide-not-yours = the coin on {$square} belongs to {$owner}, not to you
coins-slide-same = a slide covers at least one square
coins-slide-off-line = { $kind ->
    [diagonal] {$square} is not on a diagonal from {$start} (your coin on {$start} is diagonal)
   *[orthogonal] {$square} is not on the same file or rank as {$start} (your coin on {$start} is orthogonal)
}
coins-slide-blocked = your coin on {$start} is blocked by your own coin on {$square}
coins-slide-in-the-way = the {$owner} coin on {$square} is in the way: a slide stops on the first opponent coin
coins-slide-full = with slide=full your coin must go as far as it can: it cannot stop on {$square} while it can go on to {$beyond}
coins-position-resigned = {$seat}: out of the game.
coins-position-kind = { $kind ->
    [diagonal] diagonal on {$squares}
   *[orthogonal] orthogonal on {$squares}
}
coins-position-no-coin = no coin on the board
coins-position-seat = {$seat}: {$coins}; captured {$captured}.
coins-position-seat-placing = {$seat}: {$coins}; {$placing} to place; captured {$captured}.
coins-position-seat-taken = {$seat}: {$coins}; captured {$captured} ({$taken}).
coins-count-of = {$count} {$seat}
coins-position-must-remove = {$seat} must remove one of their own coins.
coins-move-place = { $kind ->
    [diagonal] Place a diagonal coin on {$square}
   *[orthogonal] Place an orthogonal coin on {$square}
}
coins-move-remove = Remove the {$seat} coin on {$square} (it scores for nobody)
coins-move-capture = {$start} → {$end}, capturing the {$victim} coin
coins-move-quiet = {$start} → {$end}, capturing nothing (one {$seat} coin must then be removed)
coins-option-slide = free: a coin may stop on any empty square of its line; full: it must go as far as it can
coins-rules = **Coins** — an untitled piecepack game by dboyle (2001). 2–4 players, 4×4 board a1..d4; seat order: Suns, Moons, Crowns, Arms.
    • **Setup:** in turn, place one coin at a time on an empty square, choosing its kind for good: `b2+` orthogonal (slides like a rook) or `b2x` diagonal (like a bishop). 6 coins each with 2 players, 5 with 3, 4 with 4.
    • **Turn:** slide one of your coins along its line over empty squares, at least one square (`b2-b4`). Stopping on the **first** opponent coin in the line captures it: you keep it, 1 point. Own coins block.
    • `slide=free` (default): stop on any empty square of the line; `slide=full`: go as far as you can (the edge, before an own coin, or onto the first opponent coin).
    • A slide that captures nothing must be followed by removing one of **your own** coins (`*c3`; the one that moved counts). With no slide possible, you only remove. Removed coins score for nobody.
    • If you can slide, you must, even if every slide captures. A player with no coin on the board is skipped.
    • **End** (after setup): when no coin is left, or all left belong to one player.
    • **Winner:** most captures. Ties: compare each tied player's lowest count of coins taken from one other seat, then the next lowest…; higher wins. Still tied: a shared place (with 2 players, a draw).




## Engines: Tactonix
## (ids start with tactonix-)
tactonix-colour = { $colour ->
    [R] red
    [Y] yellow
    [G] green
    [B] blue
   *[K] black
}
tactonix-deal = Colours dealt in secret
tactonix-deal-notation = deal
tactonix-size = { $size ->
    [1] small
    [2] medium
   *[3] large
}
tactonix-direction = { $direction ->
    [n] north
    [e] east
    [s] south
   *[w] west
}
tactonix-piece-words = a { $size ->
    [1] small
    [2] medium
   *[3] large
} { $colour ->
    [R] red
    [Y] yellow
    [G] green
    [B] blue
   *[K] black
} pyramid
tactonix-help = write c4 (setup), c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 or pass
tactonix-help-play = write c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 or pass
tactonix-off-board = {$square} is not on the {$size}×{$size} board
tactonix-not-a-rectangle = {$square} and {$other} do not span a rectangle of at least 2×2 squares
tactonix-move-pass = Pass (no legal action)
tactonix-move-place = Place the drawn {$piece} on {$square}
tactonix-move-move = Move {$start} → {$end} ({$piece})
tactonix-move-push = Push {$square} {$direction} ({$piece})
tactonix-move-hop = Hop {$square} {$direction} ({$piece})
tactonix-move-swap = Swap {$square} and {$other}
tactonix-move-rotate = { $turn ->
    [cw] Rotate {$start}–{$end} clockwise
   *[ccw] Rotate {$start}–{$end} counter-clockwise
}
tactonix-no-piece = there is no piece on {$square}
tactonix-move-not-adjacent = {$square} is not orthogonally next to {$start}: a move goes one square
tactonix-move-occupied = {$square} holds {$piece}: a move needs an empty square (push, hop or swap instead)
tactonix-swap-not-adjacent = {$square} and {$other} are not orthogonally adjacent
tactonix-swap-empty = there is no piece on {$square} to swap with (a move goes to an empty square)
tactonix-push-edge = {$square} is on the {$direction} edge: a push {$direction} would leave the board
tactonix-push-nothing = there is no piece {$direction} of {$square} to push: that is a move ({$move})
tactonix-push-off = the push {$direction} from {$square} would shove the piece on {$last} off the board
tactonix-hop-off = { $count ->
    [one] {$piece} on {$square} hops {$count} square {$direction}, which leaves the board
   *[other] {$piece} on {$square} hops {$count} squares {$direction}, which leaves the board
}
tactonix-hop-short-blocked = {$square} is occupied and every square back to {$start} too: the short hop would end where it started
tactonix-swap-same = {$square} and {$other} hold the same piece: swapping them changes nothing
tactonix-rotate-same = every square on that rectangle's border holds the same: the rotation changes nothing
tactonix-no-change = { $kind ->
    [push] that push changes nothing on the board
    [hop] that hop changes nothing on the board
   *[move] that move changes nothing on the board
}
tactonix-island = { $kind ->
    [push] that push
    [hop] that hop
    [rot] that rotation
    [swap] that swap
   *[move] that move
} would leave { $count ->
    [one] the piece on {$squares}
   *[other] the pieces on {$squares}
} isolated (no new islands)
tactonix-undo = that undoes the previous move (no simple undo)
tactonix-outcome-draw = Drew {$piece} ({$code}) from the bag
tactonix-no-chance = { $why ->
    [over] nothing is left to chance here: the game is over
   *[act] nothing is left to chance here: a player must act
}
tactonix-not-in-bag = {$outcome} is not a piece left in the bag: the outcomes are {$pieces}
tactonix-not-a-deal = {$outcome} is not a deal: a deal gives {$count} different colours of {$colours}, one per seat in seat order, written like {$example}
tactonix-nobody-to-move = no player is to move here
tactonix-referee-first = { $what ->
    [draw] the referee must draw a piece from the bag first
   *[deal] the referee must deal the colours first
}
tactonix-setup-place = it is the setup: place the drawn {$piece} on an empty square (e.g. c4)
tactonix-place-occupied = {$square} already holds {$piece}
tactonix-setup-over = the setup is over: {$help}
tactonix-pass-not-stuck = you may pass only when nothing is legal, and {$move} is
tactonix-not-legal = {$move} is not a legal move here
tactonix-private-undealt = Colours have not been dealt yet: they are dealt when the last piece is placed.
tactonix-private-colour = Your secret colour is **{$colour}** ({$letter}). Keep it to yourself!
tactonix-phase-deal = deal
tactonix-position-size = { $size ->
    [1] small on {$squares}
    [2] medium on {$squares}
   *[3] large on {$squares}
}
tactonix-position-colour = { $colour ->
    [R] Red
    [Y] Yellow
    [G] Green
    [B] Blue
   *[K] Black
}: {$sizes}.
tactonix-position-empty = The board is empty.
tactonix-position-drawn = Drawn, to place: {$piece} ({$code}).
tactonix-position-to-draw = A piece is to be drawn from the bag.
tactonix-position-bag-count = {$count} { $size ->
    [1] small
    [2] medium
   *[3] large
}
tactonix-position-bag-colour = {$colour} {$counts}
tactonix-position-bag = In the bag, {$count}: {$rows}.
tactonix-position-seat-colour = {$seat} {$colour}
tactonix-position-colours = Colours: {$seats}.
tactonix-position-colours-spare = Colours: {$seats}; spare {$spare}.
tactonix-position-about-to-deal = The colours ({$colours}) are about to be dealt in secret.
tactonix-position-colours-setup = Colours in the game: {$colours}; they are dealt in secret after setup.
tactonix-position-colours-play = { $spare ->
    [yes] Colours in the game: {$colours} (one each, in secret; one is the spare).
   *[no] Colours in the game: {$colours} (one each, in secret).
}
tactonix-position-colours-never = Colours in the game: {$colours}; never dealt.
tactonix-position-resigned = Out of the game: {$seats}.
tactonix-position-ply = { $limit ->
    [0] Ply {$ply}.
   *[other] Ply {$ply} of {$limit}.
}
tactonix-secret-label = My colour
tactonix-option-board = 8 = chessboard a1..h8; 5 = the 5×5 volcano board (2–3 players)
tactonix-option-hop = shove: a hop onto a piece shoves the run back; short: the hopper stops short
tactonix-option-spare = true: one colour more than players, dealt to nobody; false: allows 5 players
tactonix-option-move-limit = draw after this many plies of play (0 = no limit)
tactonix-option-players = Tactonix takes 2 to 4 players (5 only with spare=false), not {$players}
tactonix-option-small-board = Tactonix: board=5 is only for 2 or 3 players; with {$players} players the board must be 8
tactonix-rules = **Tactonix** (Carlton Noles): connect all six pyramids of your **secret colour** into one orthogonally connected group. 2–4 players (5 with `spare=false`).
    {"**"}Setup**: in turn, a piece is drawn from the bag at random and you place it on any empty square. Then each player is dealt a colour in secret; the **spare** colour belongs to nobody. Play starts with the seat after the last placer.
    {"**"}Turn**: one action with ANY piece:
    • **Move** one step orthogonally into an empty square (`c4-c5`).
    • **Push** (`push c4 n`): the piece and the unbroken run of pieces ahead of it shift one square; there must be at least one piece ahead, and an empty square after the run.
    • **Hop** (`hop c4 e`): exactly as many squares as the piece's size, orthogonally, over anything. Onto a piece: `hop=shove` (default) the hopper takes the square and shoves the run there back toward its start; `hop=short` it stops on the first empty square short of it.
    • **Rotate** (`rot b2 d5 cw` or `ccw`): the border of a rectangle of at least 2×2 (lower-left and upper-right corners) turns one square.
    • **Swap** (`swap c4 c5`): two orthogonally adjacent pieces trade squares.
    {"**"}Every action**: nothing leaves the board; the position changes; no new island (after it, a piece with none of its 8 neighbours occupied must have been so before and not moved); no simple undo (the position must differ from the one before the previous action).
    `pass` only when no action is legal.
    {"**"}Win**: after an action (or the deal), if your colour is connected. The player who acted wins alone if theirs is; otherwise all players whose colour is connected share the win. A connected spare does nothing. Colours are revealed when the game ends.
    Options: `board` 8 or 5 (5×5, 2–3 players), `move_limit` (a draw after that many plies).




## Engines: Tic Tac Doh!
## (ids start with tictacdoh-)
tictacdoh-none-left = { $size ->
    [S] no small pyramids are left in the stash
    [M] no medium pyramids are left in the stash
   *[L] no large pyramids are left in the stash
}
tictacdoh-not-legal = {$move} is not a legal placement here
tictacdoh-stack-full = { $shape ->
    [tree] {$square} holds the tree {$stack}: it is full, nothing more can go on it
    [nest] {$square} holds the nest {$stack}: it is full, nothing more can go on it
   *[single] {$square} holds the single {$stack}: it is full, nothing more can go on it
}
tictacdoh-same-size = {$size} cannot go on {$top}: no piece goes on a piece of its own size
tictacdoh-size-gap = {$size} cannot go directly on {$top}: stacked pieces are one size apart
tictacdoh-mixed = { $shape ->
    [tree] {$size} cannot go on {$square}: {$square} holds the tree {$stack}, and a square never mixes a tree and a nest
    [nest] {$size} cannot go on {$square}: {$square} holds the nest {$stack}, and a square never mixes a tree and a nest
   *[single] {$size} cannot go on {$square}: {$square} holds the single {$stack}, and a square never mixes a tree and a nest
}
tictacdoh-first-on-c3 = the first piece always goes on c3, not on {$square}
tictacdoh-not-touching = {$square} does not touch any piece (diagonals count)
tictacdoh-off-grid = {$square} would leave the 3×3 grid: the pieces already span {$start} to {$end}
tictacdoh-move-stack = { $shape ->
    [tree] { $size ->
        [S] Place a small pyramid on {$square}, making the tree {$stack}
        [M] Place a medium pyramid on {$square}, making the tree {$stack}
       *[L] Place a large pyramid on {$square}, making the tree {$stack}
    }
    [nest] { $size ->
        [S] Place a small pyramid on {$square}, making the nest {$stack}
        [M] Place a medium pyramid on {$square}, making the nest {$stack}
       *[L] Place a large pyramid on {$square}, making the nest {$stack}
    }
   *[other] { $size ->
        [S] Place a small pyramid on {$square}, making the stack {$stack}
        [M] Place a medium pyramid on {$square}, making the stack {$stack}
       *[L] Place a large pyramid on {$square}, making the stack {$stack}
    }
}
tictacdoh-position-key = S, M, L: small, medium, large.
tictacdoh-position-single = {$square} {$size}
tictacdoh-position-stack = { $shape ->
    [tree] {$square} tree {$stack} (counts as {$counts})
   *[nest] {$square} nest {$stack} (counts as {$counts})
}
tictacdoh-position-rank = Rank {$rank}: {$squares}.
tictacdoh-position-empty = The board is empty: the first piece goes on c3.
tictacdoh-position-grid = Squares still in the grid: {$start} to {$end}.
tictacdoh-count = {$count} {$size}
tictacdoh-position-stash = Stash: {$stash} ({$placed} of 15 placed).
tictacdoh-position-line = Line of {$size}: {$squares}.
tictacdoh-rules = **Tic Tac Doh!**: two players, one shared stash of 15 pyramids (5 S, 5 M, 5 L); pieces belong to nobody.
    • The first player places first. On your turn place any piece from the stash. The first piece always goes on **c3**.
    • Place on an **empty square touching a piece** (diagonals count), as long as all pieces still fit in a **3×3 grid**, or **on top of a stack**.
    • Stacked pieces are **one size apart**: a **tree** shrinks upward (L, LM, LMS), a **nest** grows upward (S, SM, SML); M can start either (MS tree, ML nest). Never mix them.
    • A tree counts as **every** size in it; a nest counts only as its **top** piece.
    • Make **three in a line** (row, column or diagonal of the 3×3 grid) that all count as one common size: you **win**.
    • All 15 placed without a line: **draw**. Pieces left but no legal placement: you **lose**.
    • Notation: `Lc3` (also `l c3`, `large c3`, `c3 L`).




## Engines: IceSickle
## (ids start with icesickle-)
icesickle-help = write a placement like Lc3 or a jump like a1-c3
icesickle-not-a-jump = '{$move}' is not a jump: write the piece's square and the landing square, like a1-c3
icesickle-sowing-over = the sowing is over: every pyramid is on the board, now jump a piece (like a1-c3)
icesickle-sow-occupied = { $size ->
    [S] {$square} already holds a small pyramid: sow on an empty square
    [M] {$square} already holds a medium pyramid: sow on an empty square
   *[L] {$square} already holds a large pyramid: sow on an empty square
}
icesickle-none-left = { $size ->
    [S] no small pyramid is left in the stash
    [M] no medium pyramid is left in the stash
   *[L] no large pyramid is left in the stash
}
icesickle-still-sowing = { $count ->
    [one] the sowing is not over ({$count} pyramid left in the stash): place one, like Lc3
   *[other] the sowing is not over ({$count} pyramids left in the stash): place one, like Lc3
}
icesickle-jump-empty = {$square} is empty: there is no piece to jump
icesickle-jump-same = a jump must move the piece to another square
icesickle-jump-not-line = {$square} is not in a straight line (orthogonal or diagonal) from {$start}
icesickle-jump-adjacent = {$square} is next to {$start}: a jump passes at least one square
icesickle-jump-too-far = the { $size ->
    [S] small
    [M] medium
   *[L] large
} on {$start} passes at most { $pips ->
    [one] {$pips} square
   *[other] {$pips} squares
}; {$move} passes {$passed}
icesickle-jump-occupied = {$square} is occupied: a jump must land on an empty square
icesickle-jump-nothing = { $count ->
    [one] that jump passes no piece ({$squares} is empty)
   *[other] that jump passes no piece ({$squares} are empty)
}
icesickle-move-jump = Jump the { $size ->
    [S] small
    [M] medium
   *[L] large
} on {$start} to {$end}, capturing {$squares} ({ $pips ->
    [one] {$pips} pip
   *[other] {$pips} pips
})
icesickle-phase = { $stage ->
    [sowing] round {$round} of {$rounds}: sowing
   *[reaping] round {$round} of {$rounds}: reaping
}
icesickle-position-round = { $stage ->
    [sowing] Round {$round} of {$rounds}, sowing.
    [reaping] Round {$round} of {$rounds}, reaping.
   *[over] Round {$round} of {$rounds}.
}
icesickle-position-size = { $size ->
    [S] S (small, 1 pip) on {$squares}
    [M] M (medium, 2 pips) on {$squares}
   *[L] L (large, 3 pips) on {$squares}
}
icesickle-position-pieces = {$sizes}.
icesickle-position-empty = The board is empty.
icesickle-count = {$count} {$size}
icesickle-position-stash = Stash: {$stash}.
icesickle-position-jumps-first = {$seat} jumps first.
icesickle-round-score = round {$round}: {$pips}
icesickle-position-seat-pips = {$seat} {$pips} ({$rounds})
icesickle-position-pips = Pips: {$seats}.
icesickle-option-rounds = 2: a match of two rounds, the roles swapped in round 2; 1: a single round
icesickle-rules = **IceSickle** (Dan Isaac): 2 players, a 5×5 board, one shared stash of 15 pyramids (5 S = 1 pip, 5 M = 2, 5 L = 3) that belongs to nobody.
    {"**"}Sowing:** take turns placing any stash pyramid on any empty square (`Lc3`) until all 15 are down; in round 1 the first player sows first (8 pieces to 7).
    {"**"}Reaping:** the player who placed second jumps first, then alternate, one jump a turn. Jump any piece in a straight line (8 directions) over 1 to its pips squares (S 1, M 1–2, L 1–3) onto the next square, which must be on the board and empty (`a1-c3`).
    At least one passed square must hold a piece (others may be empty); every passed piece is captured and its pips score for the jumper.
    The round ends when the player to move cannot jump; pieces left on the board score nothing.
    {"**"}Match:** round 2 starts on an empty board with the other player sowing first; the higher total of pips over both rounds wins, equal totals draw (option `rounds`: 2 or 1).




## Lessons (/K learn): each step's words, its task's hint, the lesson's buttons
## (ids start with learn-)
learn-heading = { $title } lesson, step { $step } of { $steps }
learn-your-move = Your move: choose it from the menu, or type it.
learn-illegal = Not allowed: { $reason }
learn-wrong = { $move } ({ $words }) is legal, but it is not what this step asks.
learn-right = Right: { $move } ({ $words }).
learn-choose = Your move…
learn-button-back = Back
learn-button-next = Next
learn-button-play = Play the computer
learn-button-again = Start again
learn-play = You know the rules now. Play a short game against the easiest computer: it starts at once, in a thread of its own.
learn-web-answer = Show the answer
learn-web-try = On Discord or at the table, { $command } lets you make the moves yourself, checked by the referee.
learn-telic-board = Telic is played on 18 squares around a Center Zone. You are Blue, your opponent Red; each has 12 pyramids, two of each size 1 to 6. The first to bring all 12 into the Center Zone wins. On your turn you roll your die to enter a pyramid, or move a piece one step.
learn-telic-enter = You rolled a 4: your die names a1. It is empty, so you must enter a pyramid there, any size from your stash. Enter your biggest one, a 6.
learn-telic-enter-hint = A big single is hard to bump: enter the 6.
learn-telic-stack = You rolled a 4 again, and your 6 stands on a1. You may enter a smaller pyramid on top of it: the two become a stack, which beats any single. Make a stack.
learn-telic-stack-hint = Passing gives the turn away: enter a pyramid smaller than 6 on top of your own.
learn-telic-bump = Red entered a 2 on a2, next to your 3 on a1. Moving onto an enemy piece of equal or lesser power bumps it back to its owner's stash (entering from the stash needs a strictly bigger pyramid). Bump Red's 2.
learn-telic-bump-hint = Your 3 on a1 is next to Red's 2 on a2: move a1-a2.
learn-telic-corner = The corners are linked: a1 with d5 and a5 with d1, as if they were neighbours. Move your 3 from a1 across the board in one step.
learn-telic-corner-hint = Use the corner link: a1-d5.
learn-telic-centre = Only a3 and d3 lead into the Center Zone, and any piece may go in. A piece that goes in leaves the board for good and counts toward your 12. Move your 3 into the Center Zone.
learn-telic-centre-hint = From a3 the Center Zone is a3-cz.
learn-coins-board = Coins is played on a 4×4 board. With two players each has 6 coins. First everyone places their coins one at a time; then each turn you slide a coin and try to capture. The most captures wins.
learn-coins-place = Each coin is placed with a kind it keeps: + (orthogonal) slides like a rook, x (diagonal) like a bishop. Place a diagonal coin.
learn-coins-place-hint = A diagonal coin is written with x, such as b2x.
learn-coins-capture = All coins are placed. A coin slides in a straight line of its kind over empty squares and may stop on the first opponent coin in its way: it captures it and scores 1. Your own coins block. Capture a coin.
learn-coins-capture-hint = That slide captures nothing: find a coin of yours with an opponent coin in its line and nothing between them.
learn-coins-remove = Your slide a1-b1 captured nothing, so now you must remove one of your own coins from the board (it scores for nobody). Remove one.
learn-coins-remove-hint = After a slide that captures nothing, the only moves are removals such as *b1.
learn-coins-end = The game ends when no coin is left, or when every coin left belongs to one player. The player with the most captures wins; ties are broken by the captures taken from each opponent.
learn-tactonix-board = In Tactonix the pieces were drawn from a bag and placed in turn; then each player was dealt a secret colour. Yours is red (only you see it). Connect all six pieces of your colour orthogonally to win. Each turn you make one action with any piece on the board: move, push, hop, rotate or swap.
learn-tactonix-move = Move: a piece steps one square orthogonally into an empty square. Make a move.
learn-tactonix-move-hint = A move is written from-to, one step, such as f2-f1.
learn-tactonix-push = Push: a piece and the unbroken run of pieces ahead of it each shift one square that way; the square after the run must be empty. Push a row.
learn-tactonix-push-hint = A push is written push, a square and a direction, such as push a1 e.
learn-tactonix-hop = Hop: a piece travels exactly as many squares as its size (1, 2 or 3), over anything; on an occupied square it shoves the pieces there back toward its start. Make a hop.
learn-tactonix-hop-hint = A hop is written hop, a square and a direction, such as hop a1 n.
learn-tactonix-rotate = Rotate: every square on the border of a rectangle of at least 2×2 passes its content to the next, clockwise or counter-clockwise. Rotate a rectangle.
learn-tactonix-rotate-hint = A rotation is written rot, the lower-left and upper-right corners, and cw or ccw, such as rot a1 b2 cw.
learn-tactonix-swap = Swap: two orthogonally adjacent pieces trade squares. Swap two pieces.
learn-tactonix-swap-hint = A swap is written swap and two neighbouring squares, such as swap a1 b1.
learn-tactonix-island = Every action must leave each piece it moves beside another piece (any of its eight neighbours): no new island. It must also change the position, keep every piece on the board, and not simply undo the previous action. Actions that break these rules are refused.
learn-tactonix-win = Your red pieces are one step from connected: f2 touches e1 only at a corner. Connect all six red pieces.
learn-tactonix-win-hint = Your red pieces are still apart: bring the piece on f2 next to the others, for example f2-f1.
learn-tictacdoh-board = Tic Tac Doh! shares 15 pyramids, 5 of each size (S, M, L), between both players. On your turn you place any piece; the first always goes on c3, and all pieces must fit in a 3×3 grid. Make three squares in a line that count as the same size to win.
learn-tictacdoh-tree = A piece may go on a stack one size away. A tree grows downward: an M on an L, then an S on that. A tree counts as every size in it. Build a tree on c3.
learn-tictacdoh-tree-hint = An M on the L at c3 makes a tree: Mc3.
learn-tictacdoh-nest = A nest grows upward: an S, then an M on it, then an L. A nest counts only as its top piece: c3 now counts as M, not S. A square never mixes a tree and a nest.
learn-tictacdoh-line = b3 and d3 hold an M each, and c3 holds an L. Win in one move.
learn-tictacdoh-line-hint = A tree counts as every size in it: an M on the L at c3 makes b3, c3 and d3 three Ms.
learn-icesickle-board = IceSickle is played on a 5×5 board with 15 shared pyramids: S (1 pip), M (2) and L (3). A round has two halves: sowing, then reaping. A match is two rounds; the most pips captured wins.
learn-icesickle-sow = Sowing: the players take turns placing any pyramid of the stash on any empty square until all 15 are on the board.
learn-icesickle-jump = Reaping: a piece jumps in a straight line over 1 to its pips of squares (S 1, M up to 2, L up to 3) and lands on the next empty square; every piece it passes is captured and scores its pips. Your opponent jumped c2-e2. Capture as many pips as you can.
learn-icesickle-jump-hint = Another jump captures more pips: look for one that passes two big pieces.
learn-icesickle-end = The round ends when the player to move cannot jump; pieces left score nothing. In the second round the other player sows first. The higher total of both rounds wins.


## Pictures: words drawn on boards, alt text, text boards, replays' captions
## (ids start with picture-)
picture-status-over = Game over: {$result}
picture-status-waiting = Waiting for the referee ({$phase}).
picture-status-to-move = {$player} to move.
picture-status-to-move-phase = {$player} to move ({$phase}).
picture-seat-line = {$seat}: {$name}
picture-text-no-move = No move yet.
picture-text-last-move = Last move: {$move}.
picture-text-last-move-words = Last move: {$move} ({$words}).
picture-text-seat = {$seat}.
picture-alt-board = {$game} board.
picture-alt-head = {$board} {$status} {$last}
picture-alt-text = {$head} {$position}
picture-game-over = Game over
picture-game-over-result = Game over: {$result}
picture-game-over-how = Game over: {$result}, {$how}
picture-to-move = to move
picture-waiting = Waiting for the referee
picture-no-move = No move yet
picture-last-move = Last move:
picture-players = Players
picture-stash = Stash
picture-resigned = (out)
picture-other-resigned = the other player left the game
picture-you = you
picture-you-colour = you, {$colour}
picture-telic-center-zone = Center Zone
picture-telic-tile = { $suit ->
    [blue] blue
    [red] red
   *[black] black
} {$face}
picture-telic-home-count = {$seat} {$home}/12
picture-telic-strip = home {$home}/12, {$held} in stash
picture-telic-turn-limit = the turn limit is reached
picture-telic-all-home = all 12 pyramids home
picture-telic-rolled-enter = rolled {$face}: enter on {$square}
picture-telic-rolled-enter-or-pass = rolled {$face}: enter on {$square} or pass
picture-telic-stash-empty = to move (stash empty)
picture-telic-roll-or-move = to roll or move
picture-telic-turn = { $limit ->
    [0] turn {$turn}
   *[other] turn {$turn} of {$limit}
}
picture-telic-rolled = rolled
picture-telic-text-key = B = {$blue}, R = {$red}, then the pyramid sizes from bottom to top (B53: a Blue Double 5-3). CZ = the Center Zone, entered only from a3 and d3.
picture-telic-text-seat = {$seat}. Center Zone {$home} of 12. Stash: {$stash}.
picture-telic-text-die = Die: {$face}, {$seat}'s target {$square}.
picture-telic-text-target = {$face} {$square}
picture-telic-text-targets = {$seat}'s die: {$faces}.
picture-coins-to-place = To place
picture-coins-captures = Captures
picture-coins-figure-place = {$figure}  {$place}
picture-coins-must-remove = must remove one of their coins
picture-coins-to-place-coin = to place a coin
picture-coins-to-slide = to slide a coin
picture-coins-captured = { $count ->
    [one] {$count} capture
   *[other] {$count} captures
}
picture-coins-text-initial = {$letter} = {$seat}
picture-coins-text-key = {$initials}; + an orthogonal coin (slides like a rook), x a diagonal one (like a bishop). Slides: {$slide}.
picture-coins-text-resigned = {$seat}: out of the game.
picture-coins-text-seat = {$seat}. Captured {$captured}.
picture-coins-text-seat-placing = {$seat}. To place: {$count}. Captured {$captured}.
picture-coins-text-seat-taken = {$seat}. Captured {$captured} ({$taken}).
picture-coins-text-must-remove = {$name} must remove one of their own coins.
picture-tactonix-colours = Colours
picture-tactonix-colour = { $whose ->
    [mine] {$letter} {$colour} (you)
    [spare] {$letter} {$colour} (spare)
   *[other] {$letter} {$colour}
}
picture-tactonix-piece-to-place = Piece to place
picture-tactonix-drawn = {$colour} {$size}
picture-tactonix-bag = { $count ->
    [one] Bag ({$count} piece)
   *[other] Bag ({$count} pieces)
}
picture-tactonix-ply = { $limit ->
    [0] play, ply {$ply}
   *[other] play, ply {$ply} of {$limit}
}
picture-tactonix-dealing = Dealing the secret colours
picture-tactonix-drawing = Drawing a piece from the bag
picture-tactonix-to-place = to place the drawn {$piece}
picture-tactonix-to-act = to act
picture-tactonix-connected = connected {$colours}
picture-tactonix-move-limit = the move limit is reached
picture-tactonix-text-letter = {$letter} {$colour}
picture-tactonix-text-key = Letter = colour ({$letters}); digit = size (1 small, 2 medium, 3 large).
picture-tactonix-text-seat = { $resigned ->
    [yes] {$seat} (out of the game).
   *[no] {$seat}.
}
picture-tactonix-text-seat-colour = { $resigned ->
    [yes] {$seat}, colour {$colour} ({$letter}) (out of the game).
   *[no] {$seat}, colour {$colour} ({$letter}).
}
picture-tactonix-text-drawn = Drawn, to place: {$piece}.
picture-tactonix-text-bag = { $count ->
    [one] Bag, {$count} piece: {$pieces}.
   *[other] Bag, {$count} pieces: {$pieces}.
}
picture-tactonix-text-spare = Spare colour: {$colour} ({$letter}).
picture-tactonix-text-dealt-later = Colours are dealt in secret once every piece is placed.
picture-tactonix-text-secret = { $spare ->
    [yes] Each player holds one colour in secret, one is the spare.
   *[no] Each player holds one colour in secret.
}
picture-tictacdoh-line = three {$size} in a line
picture-tictacdoh-all-placed = all 15 pieces placed without a line
picture-tictacdoh-no-placement = the other player had no legal placement
picture-tictacdoh-phase = {$phase}, {$placed} of 15 placed
picture-tictacdoh-to-place = to place a piece
picture-tictacdoh-first-piece = first piece
picture-tictacdoh-goes-here = goes here
picture-tictacdoh-text-key = S small, M medium, L large, stacks bottom to top: a tree (LM, LMS, MS) counts as every size in it, a nest (SM, SML, ML) as its top. # = out of the grid.
picture-tictacdoh-text-stacks = Stacks count as: {$stacks}.
picture-icesickle-pips-result = {$top} to {$other} pips
picture-icesickle-to-sow = to sow a piece
picture-icesickle-to-jump = to jump
picture-icesickle-by-round = By round
picture-icesickle-round = Round {$round}
picture-icesickle-pips = Pips
picture-icesickle-round-over = Round { $round } is over: { $scores }
picture-icesickle-jumps-first = {$seat} jumps first
picture-icesickle-text-key = S small (1 pip), M medium (2 pips), L large (3 pips); the pieces belong to nobody.
picture-icesickle-text-seat = { $pips ->
    [one] {$seat}, {$pips} pip.
   *[other] {$seat}, {$pips} pips.
}
picture-icesickle-text-seat-rounds = { $pips ->
    [one] {$seat}, {$pips} pip ({$rounds}).
   *[other] {$seat}, {$pips} pips ({$rounds}).
}
picture-crosstable-rank = #
picture-crosstable-player = Player
picture-crosstable-points = Pts
picture-crosstable-tiebreak-sb = SB
picture-crosstable-tiebreak-sb-alt = Sonneborn-Berger {$value}
picture-crosstable-tiebreak-buchholz = Buchholz
picture-crosstable-tiebreak-buchholz-alt = Buchholz {$value}
picture-crosstable-number = { NUMBER($value, maximumFractionDigits: 2) }
picture-crosstable-alt-title = Crosstable: {$title}.
picture-crosstable-alt-points = { $points ->
    [one] {$points} point
   *[other] {$points} points
}
picture-crosstable-alt-row = Rank {$rank}: {$name}, {$points}, {$tiebreaks}.
picture-crosstable-alt-row-plain = Rank {$rank}: {$name}, {$points}.
picture-crosstable-alt-more = { $count ->
    [one] …and {$count} more player.
   *[other] …and {$count} more players.
}
picture-review-title = { $title } #{ $game }: chances of winning
picture-review-moves = move




## Service: refusals
## (ids start with refusal-)

refusal-not-an-id = #{ $id } is not an id: ids are letters and digits, like #ab3cd.
refusal-wrong-game = #{ $game } is a { $title } game, not { $other }: use `{ $command }` for it.
refusal-no-such-game = There is no game called { $name }.
refusal-no-game = There is no game #{ $game }.
refusal-name-the-game = Name the game with `{ $option }`.
refusal-no-game-in-progress = You have no game in progress. Start one with `{ $start }`.
refusal-no-game-in-progress-of = You have no { $title } game in progress. Start one with `{ $start }`.
refusal-several-games = You have several games in progress: { $games }. Say which with `{ $option }`.
refusal-several-games-of = You have several { $title } games in progress: { $games }. Say which with `{ $option }`.
refusal-not-in-game = You are not in game #{ $game }.
refusal-game-over = Game #{ $game } is over: { $result }
refusal-resolving-chance = The referee is resolving chance; try again in a moment.
refusal-not-your-turn = It is not your turn in #{ $game }: it is { $name }'s turn.
refusal-changed-meanwhile = Game #{ $game } changed at the same moment; look at the board and try again.
refusal-illegal = Illegal: { $problem }
refusal-cannot-resign = You cannot resign now: { $problem }
refusal-privacy-not-yours = Only the player who asked can answer this.
refusal-plan-clear-or-moves = Give either `{ $moves }` or `{ $clear }`, not both.
refusal-plan-players = Plans are for two-player games: #{ $game } has { $count } players.
refusal-plan-your-turn = It is your turn in #{ $game }: play your move with `{ $move }` instead; a plan is made while you wait for your opponent.
refusal-plan-empty = Your plan holds no move: write your opponent's next move, your answer, and so on, separated by commas.
refusal-plan-too-long = A plan holds at most { $most } moves; yours has { $count }.
refusal-plan-unanswered = Your plan ends with `{ $move }`, a move of your opponent's: add your answer to it, or leave it out.
refusal-plan-illegal = Step { $step } of your plan, `{ $move }`, cannot be played there: { $problem }
refusal-plan-game-ends = Step { $step } of your plan, `{ $move }`, ends the game: leave out the moves after it.
refusal-plan-chance = After step { $step } of your plan, `{ $move }`, chance is resolved (a roll, a draw or a deal), which no plan can foresee: a plan holds only moves with no chance between or after them.
refusal-plan-turns = After step { $step } of your plan, `{ $move }`, the turn does not pass to the other player: a plan alternates your opponent's moves and your answers.
refusal-not-a-clock = { $typed } is not a clock: choose one of { $choices }.
refusal-not-a-duration = { $typed } is not a duration: write it like 13h, 2d, 90m or 1d12h.
refusal-out-of-game = You are out of game #{ $game }: you resigned or ran out of time.
refusal-offer-waiting = { $kind ->
        [draw] A draw offer
       *[undo] A takeback request
    } is already waiting for an answer in #{ $game }.
refusal-offer-unknown = That offer is not known any more.
refusal-offer-closed = This { $kind ->
        [draw] draw offer
       *[undo] takeback request
    } was already { $status ->
        [accepted] accepted
        [declined] declined
       *[withdrawn] withdrawn
    }.
refusal-offer-yours = This { $kind ->
        [draw] draw offer
       *[undo] takeback request
    } is yours: the others answer it.
refusal-offer-not-yours = Only { $names } can answer this { $kind ->
        [draw] draw offer
       *[undo] takeback request
    }: you are out of the game.
refusal-already-said-yes = You have already said yes; waiting for the others.
refusal-offer-moved-on = This { $kind ->
        [draw] draw offer
       *[undo] takeback request
    } was withdrawn: the game moved on since.
refusal-offer-changed = This { $kind ->
        [draw] draw offer
       *[undo] takeback request
    } changed meanwhile; look again.
refusal-too-late-to-abort = Too late to abort #{ $game }: every player has made a move. Offer a draw (`{ $draw }`) or resign (`{ $resign }`) instead.
refusal-rematch-not-yours = Only the players of #{ $game } can ask for a rematch.
refusal-still-on = Game #{ $game } is still on.
refusal-rematch-aborted = Game #{ $game } was aborted: start a new one with `{ $start }`.
refusal-rematch-waiting = A rematch of #{ $game } is already waiting for an answer: #{ $other }.
refusal-rematch-tournament = Game #{ $game } was a tournament game: the tournament pairs its players, so there is no rematch.
refusal-nothing-to-take-back = You have not moved yet in #{ $game }: there is nothing to take back.
refusal-just-taken-back = A move was just taken back in #{ $game }; there is nothing more to take back.
refusal-last-action-final = Your last action in #{ $game } cannot be taken back.
refusal-someone-acted = Someone has acted since your last move in #{ $game }: a takeback is allowed only while nobody else has acted.
refusal-other-acted = { $name } has acted since your last move in #{ $game }: a takeback is allowed only while nobody else has acted.
refusal-chance-after = `{ $move }` cannot be taken back: chance was resolved after it, and a takeback never undoes a roll or a deal.
refusal-no-move = There is no move { $ply } in #{ $game }.
refusal-record-unstorable = The record holds { $what }, which cannot be stored: remove it and start again.
refusal-level = level is { $levels }, not { $typed }.
refusal-computers-count = computers is a number of computer players: 0 or more.
refusal-record-computers = A game from a record is played on by the players it names: leave computers out.
refusal-challenge-yourself = You cannot challenge yourself: name other players.
refusal-invited-twice = Each player can be invited only once.
refusal-record-options = The record sets the options ({ $set }): leave { $given } out.
refusal-options = { $problem }
refusal-no-challenge = There is no challenge #{ $game }.
refusal-challenge-closed = Challenge #{ $game } is no longer open.
refusal-challenge-not-yours = Only { $names } can answer this challenge.
refusal-already-accepted = You have already accepted; waiting for the others.
refusal-challenge-changed = That challenge changed meanwhile; try again.
refusal-decline-not-yours = Only the invited players (or the challenger, to withdraw) can do that.
refusal-record-open = A game from a record is played by the players it names: name them (`{ $challenge }`).
refusal-players-count = players is from { $low } to { $high } in { $title }, not { $typed }.
refusal-players-named = With the players you named the game has { $named } players, not { $typed }: leave players out, or name nobody to open the challenge to anyone.
refusal-open-twice = You already have an open { $title } challenge waiting: #{ $game }.
refusal-challenge-twice = You already challenged the same players to { $title }: #{ $game } is still waiting.
refusal-challenge-expired = Challenge #{ $game } has expired.
refusal-join-own = #{ $game } is your own challenge: the others join it.
refusal-joined-already = You have already joined #{ $game }; waiting for more players.
refusal-challenge-full = Challenge #{ $game } is full.
refusal-start-not-yours = Only { $name } can start #{ $game }.
refusal-start-too-few = #{ $game } needs { $minimum } players to start, and has { $count }.
refusal-expiry-choice = challenge is one of { $choices }, not { $typed }.
refusal-vacation-days = A vacation lasts 1 to { $most } days (0 ends yours now), not { $typed }.
refusal-not-on-vacation = You are not on vacation.
refusal-vacation-too-long = At most { $most } days of vacation in any { $window } days: you have had { $used } in the last { $window } days, so { $room } more at most now.
refusal-notify-choice = { $typed } is not a choice: say { $choices }.
refusal-digest-choice = { $typed } is not a digest: say { $choices }.
refusal-digest-hour = { $typed } is not an hour: a digest comes at a whole hour from 0 to 23.
refusal-digest-zone = { $typed } is not a time zone: give its IANA name, such as { $example } (the default is UTC).
refusal-puzzle-secret = { $title } has no puzzles: its players keep secrets, so no move can be shown best for certain.
refusal-puzzle-unknown = There is no { $title } puzzle numbered { $number }.
refusal-puzzle-gone = That puzzle is not here any more.
refusal-puzzle-none = You have no { $title } puzzle waiting for your answer: `{ $command }` gives you one.
refusal-puzzle-daily-manager = Only members with the Manage Server permission can set the daily puzzle.
refusal-puzzle-daily-channel = Say which channel the daily puzzle goes to.
refusal-settings-manager = Only members with the Manage Server permission can change the server's settings.
refusal-reminders-choice = reminders is on or off, not { $typed }.
refusal-language-choice = { $typed } is not a language here: choose one of { $choices }.
refusal-season-manager = Only members with the Manage Server permission can start a season.
refusal-season-name = A season's name has 1 to { $most } characters: { $typed } does not.
refusal-season-taken = A season named **{ $season }** exists here already: choose another name.
refusal-season-empty = No game has been finished in season **{ $season }** yet: a new season can start once one has.
refusal-season-unknown = There is no season { $typed } here; the seasons are { $seasons }.
refusal-season-none = There is no season { $typed } here: none has been started yet (`{ $command }` starts one).
refusal-season-global = The standings of all servers have no seasons: a season is one server's.
refusal-season-choice = season is one of { $choices }, not { $typed }.
refusal-admin-manager = Only members with the Manage Server permission can use the managers' tools (`/admin`).
refusal-admin-action = { $typed } is not something `/admin channels` does: give one of { $choices }.
refusal-admin-channel-missing = Say which channel: `{ $command }`.
refusal-admin-channels-many = A server lists at most { $most } channels for games.
refusal-admin-channel-unlisted = { $channel } is not on the list of channels for games.
refusal-admin-reason = Give a reason of 1 to { $most } characters: the players are told it.
refusal-admin-over = Game #{ $game } is over already.
refusal-admin-blocked-already = { $name } is blocked already.
refusal-admin-not-blocked = { $name } is not blocked.
refusal-admin-channel = Games are not started in this channel: this server's managers keep them to { $channels }.
refusal-admin-blocked = You cannot start or join games in this server: its managers blocked you.
refusal-admin-blocked-other = { $name } cannot play games in this server: its managers blocked them.
refusal-tournaments-choice = tournaments is one of { $choices }, not { $typed }.
refusal-button-unknown = That button is not known any more.
refusal-learn-unknown = There is no lesson for { $game }.
refusal-learn-step = A lesson has steps 1 to { $steps }.
refusal-learn-no-place = The game against the computer starts where you are: use the button in a channel of a server.
refusal-learn-no-task = This step asks for no move: use Next.
refusal-replay-too-big = This replay does not fit in this server's upload limit; `{ $record }` gives the game's record instead.
refusal-record-too-large = That record is too large to be a game's record (over { $megabytes } MB).
refusal-record-does-not-replay = That record does not replay: { $problem }{ $more ->
        [0] {""}
        [one] {" "}(and 1 more problem)
       *[other] {" "}(and { $more } more problems)
    }.
refusal-record-other-game = That is a record of { $title }, not { $other }: use `{ $start }` for it.
refusal-record-over = That record's game is over: there is nothing left to play from its last position.
refusal-record-players = That record is of a { $players }-player game: name { $opponents } { $opponents ->
        [one] opponent
       *[other] opponents
    }.
refusal-record-several = That file holds { $games } games (the second starts on line { $line }): a game starts from one record, so keep only the one to play on.
refusal-replay-speed = speed is { $speeds }, not { $typed }.
refusal-replay-plies = There is no move in #{ $game } from ply { $first } to ply { $last }: its record numbers the plies 1 to { $plies }.
refusal-hint-rated = Hints are for casual games: #{ $game } is rated, so the computer keeps its ideas to itself.
refusal-hint-tournament = Hints are for casual games: #{ $game } is a tournament game.
refusal-review-not-over = #{ $game } is still being played: the computer reviews a game once it is over (`{ $command }` suggests a move in a casual game).
refusal-review-not-yours = #{ $game } was not played in public: only its players may ask for its review.
refusal-review-no-moves = #{ $game } ended before anyone moved: there is nothing to review.
refusal-seek-games-missing = Name the games you would play: `{ $example }`.
refusal-seek-games = { $typed } is not a game: name one or more of { $choices }, separated by commas.
refusal-seek-clock = { $typed } is not a clock or a range of clocks: choose from { $choices }, or a range such as `{ $example }`.
refusal-seek-players = { $games } cannot be played by { $players } players.
refusal-seek-unknown = There is no seek { $seek } waiting in this server's pool: `{ $pool }` lists them.
refusal-seek-not-yours = Seek { $seek } is someone else's: only they can take it out of the pool.
refusal-seek-none = You have no seek waiting in this server's pool: `{ $seek }` puts you in it.
refusal-tournament-format = A tournament's format is { $choices }, not { $typed }.
refusal-tournament-rounds = rounds is a whole number from 1 to 30, and only a Swiss tournament takes it; not { $typed }.
refusal-tournament-signup = signup is how long the sign-up stays open, such as `{ $example }` (minutes m, hours h, days d), not { $typed }.
refusal-tournament-players = players is the least and most players, such as `{ $example }` (at least { $least }), not { $typed }.
refusal-tournament-joined = You are already in tournament #{ $tournament }.
refusal-tournament-full = Tournament #{ $tournament } is full: { $most } players.
refusal-tournament-not-in = You are not a player of tournament #{ $tournament }.
refusal-tournament-started = Tournament #{ $tournament } has already started (or ended): its sign-up is closed.
refusal-tournament-not-organiser = Only { $name }, who organised tournament #{ $tournament }, can start it.
refusal-tournament-not-running = Tournament #{ $tournament } is not running.
refusal-tournament-unknown = There is no tournament { $tournament }.
refusal-tournament-none = There is no tournament here for that: `/tournament create` makes one.
refusal-tournament-option-word = A game's option is written name=value, such as `{ $example }`, not { $typed }.
refusal-tournament-managers = In this server only its managers (Manage Server) can create a tournament.
refusal-tournament-vacation = vacation is on or off, not { $typed }.

# A record's problems (a record that cannot be read or does not replay): where it is, then why.
# $line, $number and $seat are places (text, no digit grouping); $move and $outcomes are notation, as written.
record-at-line = line { $line }: { $reason }
record-at-move = line { $line }, move { $number }. { $move }: { $reason }
record-at-move-unnumbered = line { $line }, move { $move }: { $reason }
record-empty = the record is empty
record-several = a second game starts here ({ $games } in the file): a game starts from one record
record-games = the file holds more than { $most } games
record-unprintable = the character U+{ $code } has no place in a record: it is not printable text
record-too-large = the record is larger than { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }, far more than any game's record
record-header-unclosed = the header starts with `---` but never ends with `...` (or a blank line)
record-header-long = the header is longer than { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }: a record's header names the game, the players and the options
record-not-yaml = the header is not YAML: { $problem }
record-header-value = the header's value { $value } cannot be read: { $problem }
record-number-digits = a number has more than { $digits } digits
record-anchors = anchors (`&`) and aliases (`*`) have no place in a record's header
record-nesting = the header nests more than { $depth } levels deep
record-value-long = a value is longer than { $most } characters
record-no-header = no header: a record starts with `---`, a YAML header naming the GameType and the Players, and `...`
record-header-fields = the header must be YAML fields (`GameType:`, `Players:`, …)
record-unknown-game = GameType { $title } is not a game I know ({ $games })
record-parser = MovetextParser { $parser } is not the notation of { $title }: I read each game's own notation only
record-players = Players must list the players' names, by seat
record-options = Options must be fields with a plain value each (`slide: free`)
record-move-number-digits = a move number has more than { $digits } digits
record-comment-unclosed = a comment opened with `{"{"}` is never closed with `{"}"}`
record-comment-long = a comment is longer than { $most } characters
record-move-long = no move is longer than { $most } characters
record-entries = the record holds more than { $most } entries, far more than any game's
record-hidden-steps = the hidden outcomes (`?`) make this record too long to replay (over { $most } entries tried): write them out
record-game-over = the game is already over
record-outcome = { $problem } (here: { $outcomes })
record-hidden-not-secret = `?` stands only for a secret outcome (a deal): write this one (here: { $outcomes })
record-hidden-ways = the `?` of this record leave more than { $most } ways to replay it: write the hidden outcomes out
record-hidden-none = no outcome listed here can stand for `?`
record-forced = only a `pass` can be forced
record-no-seat = there is no seat { $seat } in this game
record-no-takeback = there is no move { $ply } to take back
record-unstorable = { $what ->
        [nul] a NUL character
       *[byte] an undecodable byte
    } (U+{ $code })
record-unstorable-line = { $what ->
        [nul] a NUL character
       *[byte] an undecodable byte
    } (U+{ $code }) on line { $line }




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)

service-text = { $text }
service-versus = { $first } vs { $then }
service-series = { $first }, { $then }
service-game-with = #{ $game } ({ $title } with { $names })
service-result-aborted = The game was aborted: no result, and it counts nowhere.
service-result-agreed = Drawn by agreement.
service-result-time = { $count ->
        [one] { $names } wins on time!
       *[other] { $names } share the win on time!
    }{ $shown ->
        [places] {" "}Places: { $places }.
        [scores] {" "}Scores: { $scores }.
        [both] {" "}Places: { $places }. Scores: { $scores }.
       *[none] {""}
    }
service-board-heading = **{ $title }** #{ $game } · { $header }
service-board-players = **{ $title }** #{ $game }: { $players }.
service-board-over = **Game over.** { $result }
service-game-over = Game over. { $result }
service-summary = { $title } #{ $game } ({ $players }) is over: { $result }
service-thinking = { $name } is thinking…{ $score }
service-thinking-seat = { $name } is thinking ({ $seat })…{ $score }
service-your-turn = { $who }, your turn.{ $score }
service-your-turn-seat = { $who }, your turn ({ $seat }).{ $score }
service-score = {" "}Score: { $scores }.
service-clock-deadline = ⏰ { $name } must move { $when } ({ $clock } per turn).
service-clock-overdue = ⏰ { $name }'s time ran out { $when } ({ $clock } per turn).
service-clock-vacation = 🏖️ { $name } is on vacation until { $until }: the clock is stopped with { $left } left.
service-duration-d = { $count }d
service-duration-h = { $count }h
service-duration-m = { $count }m
service-duration-s = { $count }s
service-duration-two = { $first } { $then }
service-secret-note = Each player has a secret now: click **{ $label }** under the board to see yours (only you see it).
service-no-secrets = This game has no secrets: the public board shows everything.
service-forced-pass = { $seat } has no legal move and passes.
service-button-accept = Accept
service-button-decline = Decline
service-button-accept-draw = Accept draw
service-button-allow = Allow
service-button-refuse = Refuse
service-button-resign = Resign
service-button-cancel = Cancel
service-button-rematch = Rematch
service-button-previous = ◀ Previous
service-button-next = Next ▶
service-played = { $name } played `{ $move }`: { $words }.
service-round-over = Round { $round } is over: { $scores }. Round { $next } starts on an empty board.
service-done-played = Played `{ $move }` in #{ $game }
service-done-played-same-turn = Played `{ $move }` in #{ $game }: its board shows what came of it
service-plan-kept = **Your plan for #{ $game }** is kept (only you see it; it is played the moment { $name } plays the move you expect, and dropped as soon as the game leaves it; `{ $clear }` drops it now):
service-plan-shown = **Your plan for #{ $game }** (only you see it; `{ $clear }` drops it):
service-plan-step = { $number }. if { $name } plays `{ $expected }`, you answer `{ $answer }`
service-plan-none = You have no plan in #{ $game } (a plan is dropped as soon as the game leaves it).
service-plan-cleared = Your plan for #{ $game } is dropped.
service-plan-answered = { $name }'s planned answer `{ $move }` was played: { $words }.
service-ask-resign = Resign { $title } #{ $game }? This cannot be undone.
service-resigned = { $name } resigned.
service-you-resigned = You resigned.
service-resign-cancelled = Cancelled: you are still in the game.
service-former-player = a former player
service-computer-player = { $number ->
    [0] Computer ({ $level })
   *[other] Computer { $number } ({ $level })
}
service-button-forget = Forget me
service-button-keep = Cancel
service-privacy-export = Everything the referee stores about you: { $rows ->
        [one] one row
       *[other] { $rows } rows
    }, { $games ->
        [one] one game
       *[other] { $games } games
    } with their moves. Only you see this file.
service-privacy-export-alt = Your data, as JSON: { $rows ->
        [one] one row
       *[other] { $rows } rows
    }, { $games ->
        [one] one game
       *[other] { $games } games
    }
service-privacy-forget-ask = Forget you? { $games ->
        [0] You have no game in progress.
        [one] Your game in progress is resigned first.
       *[other] Your { $games } games in progress are resigned first.
    } Your name becomes "a former player" in every game you played, record and web page; your ratings, settings, vacations, seeks, plans and notification choices are deleted. The games and their results stay, for the other players. This cannot be undone.
service-privacy-forgotten = You are forgotten{ $games ->
        [0] .
        [one] : one game resigned.
       *[other] : { $games } games resigned.
    } Your games now name "a former player".
service-privacy-kept = Cancelled: nothing was forgotten.
service-challenge = { $heading }{ $challenger } challenges { $invited } to **{ $title }**{ $computers }{ $options }{ $clock }. #{ $game }
service-rematch-of = Rematch of #{ $game }!{" "}
service-challenge-computers = {" "}with { $names }
service-challenge-options = {" "}({ $options })
service-challenge-clock = {" "}· { $clock } per move
service-challenge-no-clock = {" "}· no clock
service-from-record = It starts from a record, after its { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, unrated; seats { $how ->
        [names] by the record's names
       *[listed] as listed, the challenger first
    }: { $seats }.
service-challenge-answer = { $invited }: **{ $accept }** or **{ $decline }**.
service-challenge-answer-each = Each invited player: **{ $accept }** or **{ $decline }**.
service-accepted-waiting = { $name } accepted. Waiting for { $names }.
service-challenge-ended = { $name } { $status ->
        [withdrawn] withdrew
       *[declined] declined
    } the { $title } challenge #{ $game }.
service-button-join = Join
service-button-start = Start
service-button-withdraw = Withdraw
service-open-challenge = { $challenger } is looking for { $wanted ->
        [one] an opponent
       *[other] { $wanted } opponents
    } for **{ $title }**{ $options }{ $clock }. #{ $game }
service-open-joined = Players: { $names } · { $left ->
        [0] no seat left
        [one] one seat left
       *[other] { $left } seats left
    }.
service-open-answer = Anyone here may click **{ $join }**: the first to join plays. { $challenger } may **{ $withdraw }** it.
service-open-answer-early = Anyone here may click **{ $join }**. The game starts when every seat is taken, or when { $challenger } clicks **{ $start }** with at least { $minimum } players in. { $challenger } may **{ $withdraw }** it.
service-challenge-expires = ⌛ Expires { $when }.
service-challenge-expired = ⌛ { $name }'s **{ $title }** challenge #{ $game } expired { $open ->
        [yes] before enough players joined
       *[no] unanswered
    }.
service-thread-title = { $title } · { $players }
service-offer-draw = 🤝 { $name } offers a draw in **{ $title }** #{ $game }. { $others }: **{ $yes }** or **{ $no }**. (A move withdraws it.)
service-offer-undo = ↩️ { $name } asks to take back `{ $move }` in **{ $title }** #{ $game }. { $others }: **{ $yes }** or **{ $no }**. (A move withdraws it.)
service-done-offer = Your { $kind ->
        [draw] draw offer
       *[undo] takeback request
    } in #{ $game } is posted
service-offer-declined = { $name } { $kind ->
        [draw] declined { $asker }'s draw offer
       *[undo] refused { $asker }'s takeback request
    } in #{ $game }.
service-offer-waiting = { $asker }'s { $kind ->
        [draw] draw offer
       *[undo] takeback request
    } in #{ $game }: { $name } said yes; waiting for { $names }.
service-offer-agreed = { $asker }'s { $kind ->
        [draw] draw offer in #{ $game }: Draw agreed.
       *[undo] takeback request in #{ $game }: Takeback allowed.
    }
service-draw-agreed = 🤝 Draw agreed.
service-took-back = ↩️ { $name } took back `{ $move }`.
service-took-back-replies = ↩️ { $name } took back `{ $move }` and { $count ->
        [one] the move played since
       *[other] the { $count } moves played since
    }.
service-draw-accepted = 🤝 { $asker }'s draw offer: { $count ->
        [one] { $names } accepts
       *[other] { $names } accept
    }. Draw agreed.
service-offer-computers-yes = { $count ->
        [one] { $names } says yes.
       *[other] { $names } say yes.
    }
service-aborted = { $name } aborted the game.
service-done-aborted = Aborted #{ $game }
service-done-rematch = Rematch asked
service-done-rematch-started = Rematch started: #{ $game }
service-timeout-first-move = ⏰ { $name } did not make a first move in time: the game is aborted.
service-timeout-lost = ⏰ { $name } ran out of time and loses on time.
service-timeout-out = ⏰ { $name } ran out of time and is out of the game; the others play on.
service-reminder = ⏰ { $who }, your turn in **{ $title }** #{ $game } is waiting: { $left } left (until { $when }).
service-reminder-dm = ⏰ Your turn in **{ $title }** #{ $game } is waiting: { $left } left (until { $when }).
service-reminder-dm-in = ⏰ Your turn in **{ $title }** #{ $game } in { $channel } is waiting: { $left } left (until { $when }).
service-vacation-on = 🏖️ You are on vacation until { $until } ({ $when }): your clocks are stopped ({ $count ->
        [one] { $count } game
       *[other] { $count } games
    } waiting for your move now), and new turns wait for you too. `{ $end }` ends it early.
service-vacation-over = Welcome back: your vacation is over and your clocks run again ({ $count ->
        [one] { $count } game
       *[other] { $count } games
    } waiting for your move).
service-vacation-back = 🏖️ { $name } is back from vacation: the clock of **{ $title }** #{ $game } runs again; { $name } must move { $when }.
service-vacation-back-overdue = 🏖️ { $name } is back from vacation: the clock of **{ $title }** #{ $game } ran again, and { $name }'s time ran out { $when }.
service-notify-shown = Your reminders come { $where ->
        [dm] by direct message
        [off] nowhere: you are not reminded
       *[thread] { $front ->
            [table] in the game, with a mention
           *[other] in the game's thread, with a mention
        }
    }. Change with `{ $command }`.
service-notify-saved = Done: your reminders now come { $where ->
        [dm] by direct message
        [off] nowhere: you are not reminded (deadlines still apply)
       *[thread] { $front ->
            [table] in the game, with a mention
           *[other] in the game's thread, with a mention
        }
    }.
service-settings-shown = { $front ->
        [table] The table's settings
       *[other] This server's settings
    }: { $clock ->
        [none] **no clock**
       *[other] clock **{ $clock }** per move
    } for new games, reminders **{ $reminders }**, language **{ $language }**. { $front ->
        [table] Whoever sits at the table changes them
       *[other] Members with Manage Server change them
    } with `{ $command }`.
service-settings-saved = Saved. New games get { $clock ->
        [none] **no clock**
       *[other] a clock of **{ $clock }** per move
    } unless their challenge says otherwise; reminders are **{ $reminders }**; the language is **{ $language }**.
service-settings-challenge = Challenges expire after **{ $expiry }** without an answer.
service-settings-season = In a new season, ratings { $mode ->
        [reset] start again at 1500
       *[other] carry over, their uncertainty widened
    }.
service-settings-tournaments = { $who ->
        [managers] Only managers (Manage Server) can create tournaments.
       *[other] Any member can create tournaments.
    }
service-note-not-in-game = You are not in game #{ $game }.
service-note-over = Game #{ $game } is over.
service-note-not-your-turn = Not your turn in #{ $game }: waiting for { $name }.
service-note-waiting-referee = Not your turn in #{ $game }: waiting for the referee.
service-private-view-alt = Your private view of { $title } #{ $game }.
service-private-view-alt-secret = Your private view of { $title } #{ $game }. { $secret }
service-text-board =
    ```
    { $board }
    ```
service-record = The record of **{ $title }** #{ $game }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } { $status ->
        [final] final
       *[sofar] so far
    }, in PPN (plain text). `python -m bot.record check { $game }.ppn` replays it; `{ $start }` starts a game from its last position.
service-record-alt = The record of { $title } #{ $game } ({ $players }), { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } { $status ->
        [final] final
       *[sofar] so far
    }, in Portable Piecepack Notation (text).
service-replay = The replay of **{ $title }** #{ $game }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $frames ->
        [one] { $frames } frame
       *[other] { $frames } frames
    }.
service-replay-alt = Animated replay of { $title } #{ $game }, { $players }: the start and { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, one frame each, the last move marked. The game goes on.
service-replay-alt-over = Animated replay of { $title } #{ $game }, { $players }: the start and { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, one frame each, the last move marked. { $result }
service-replay-part = The replay of **{ $title }** #{ $game }, plies { $first } to { $last }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $frames ->
        [one] { $frames } frame
       *[other] { $frames } frames
    }.
service-replay-sampled = { $moves } moves are too many to show one by one: this replay shows one move in { $step } ({ $frames } frames); `{ $part }` shows a stretch of the game move by move.
service-hint = **Hint** for { $title } #{ $game }: the computer would play `{ $move }` ({ $words }).
service-hint-alt = { $title } #{ $game }: the board after the computer's suggested move { $move } ({ $words }), marked.
service-hint-used = { $name } asked the computer for a hint in { $title } #{ $game }.
service-review-started = The computer is reviewing **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }): you will hear where the game was played when the review is ready.
service-review-ready = The computer's review of **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }) is ready. { $result }
service-review-swing = Move { $number } (`{ $move }`), { $name }: −{ $drop }% of a win. Better was `{ $best }`, then { $line }.
service-review-no-swings = No turning point: no move cost its player 5% of a win or more.
service-review-best-moves = { $name }: { $best } of { $choices ->
        [one] { $choices } move
       *[other] { $choices } moves
    } among the computer's best ({ $percent }%).
service-review-alt = Chart of each player's chances of winning in { $title } #{ $game }, move by move: { $names }. { $count ->
        [0] No turning point.
        [one] Turning point: { $points }.
       *[other] Turning points: { $points }.
    }
service-review-alt-point = move { $number } ({ $move }) by { $name }
service-standing = { $rank }. **{ $name }** — { $rating } ± { $margin } · { $wins }W { $losses }L { $draws }D · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }{ $provisional ->
        [yes] {" "}· provisional
       *[no] {""}
    }
service-standings = **Standings** ({ $scope ->
        [global] all servers
       *[server] { $front ->
            [table] this table
           *[other] this server
        }
    })
service-standings-game = __{ $title }__
service-standings-game-more = __{ $title }__ (+{ $more } more: `{ $command }`)
service-standings-page = **{ $title } standings** ({ $scope ->
        [global] all servers
       *[server] { $front ->
            [table] this table
           *[other] this server
        }
    }) — page { $page } of { $pages }
service-standings-empty = No finished games { $scope ->
        [global] in all servers
       *[server] { $front ->
            [table] at this table
           *[other] in this server
        }
    } yet. Start one with `{ $start }`; every finished game between people counts here.
service-standings-season = **Standings** of season **{ $season }**
service-standings-season-page = **{ $title } standings** of season **{ $season }** — page { $page } of { $pages }
service-standings-season-empty = Season **{ $season }** has no standings to show.
service-season-started = Season **{ $season }** has started: { $mode ->
        [reset] every rating starts again at 1500
       *[other] every rating carries over, its uncertainty widened halfway back to a newcomer's
    }, and wins, losses and draws start again at 0.
service-season-archived = The standings of **{ $season }** ({ $players ->
        [one] 1 player
       *[other] { $players } players
    }) are kept: `{ $command }` shows them.
service-seasons = **Seasons** { $front ->
        [table] of this table
       *[other] of this server
    }
service-season-before = **{ $season }** — the standings from before the first season, until { $ended } · { $players ->
        [one] 1 player
       *[other] { $players } players
    }
service-season-line = **{ $season }** — from { $started } to { $ended } · { $players ->
        [one] 1 player
       *[other] { $players } players
    }
service-season-current = **{ $season }** — since { $started }, the current season · { $players ->
        [one] 1 player
       *[other] { $players } players
    }
service-seasons-more = `{ $command }` shows a season's standings.
service-seasons-none = No season has been started here yet: `{ $command }` starts one (managers only).
service-admin-channels = Games may be started in { $channels } only.
service-admin-channels-all = Games may be started in every channel of this server.
service-admin-channels-how = `{ $add }` adds a channel, `{ $remove }` takes one off, `{ $every }` allows every channel again.
service-admin-ended = { $players }: a server manager ended this game with no result. Reason: { $reason }
service-admin-done-ended = Ended #{ $game }
service-admin-blocked = { $name } can no longer start or join games in this server; the games they are playing go on.
service-admin-unblocked = { $name } may start and join games in this server again.
service-admin-log = The managers' last actions, newest first:
service-admin-log-none = The managers have taken no action here yet.
service-admin-log-channels = { $when } — { $manager } set the channels for games: { $channels }
service-admin-every-channel = every channel
service-admin-log-end = { $when } — { $manager } ended #{ $game }: { $reason }
service-admin-log-block = { $when } — { $manager } blocked { $name }
service-admin-log-unblock = { $when } — { $manager } unblocked { $name }
service-history = **{ $name }'s last games**
service-history-empty = { $name } has no finished game yet.
service-history-empty-of = { $name } has no finished { $title } game yet.
service-history-line = #{ $game } { $title } vs { $others } — { $outcome ->
        [win] won
        [loss] lost
       *[draw] draw
    }{ $scores }{ $rated ->
        [no] {" "}· unrated
       *[yes] {""}
    }{ $room } · { $when }
service-history-scores = {" "}({ $scores })
service-history-room = {" "}· { $channel }
service-next = **Your turn in { $count ->
        [one] one game
       *[other] { $count } games
    }**, longest waiting first:
service-next-none = It is your turn in no game.
service-next-line = #{ $game } { $title } vs { $others }{ $room } — { $deadline }
service-next-deadline = due { $time }
service-next-no-clock = no clock
service-next-at = Game { $number } of { $count } where it is your turn — { $deadline }
service-next-button = Next game
service-digest = 📬 **Your daily digest**: your turn in { $count ->
        [one] one game
       *[other] { $count } games
    }, longest waiting first:
service-digest-daily = Your daily digest comes at { $hour } ({ $tz }) on each day a game waits for you; the next one { $when }.
service-digest-off = You get no daily digest: `{ $command }` sends you one a day, listing the games waiting for you.
service-digest-saved-daily = Done: your daily digest comes at { $hour } ({ $tz }), the first { $when }; on a day with no game waiting for you, none comes.
service-digest-saved-off = Done: you get no daily digest any more.
service-puzzle = 🧩 **{ $title } puzzle #{ $number }**: { $player } to move. Find the move that wins or saves the game.
service-puzzle-rating = { $attempts ->
        [0] Nobody has answered it yet.
       *[other] Solved by { $solves } of { $attempts } players ({ $percent }%).
    }
service-puzzle-how = Choose your move from the menu, or type `{ $command }`.
service-puzzle-alt = { $title } puzzle #{ $number }, { $player } to move. { $position }
service-puzzle-preparing = No { $title } puzzle is ready for you yet: the computer is preparing some from the games played here. Try again in a minute.
service-puzzle-right = ✓ Right: **{ $move }** is the move. It gives { $player } { $best }% in the computer's deep search.
service-puzzle-wrong = ✗ Not the move: **{ $move }** gives { $player } { $yours }% in the computer's deep search, **{ $answer }** gives { $best }%.
service-puzzle-ends = **{ $move }** ends the game at once; the best other move, { $other }, gives { $percent }%.
service-puzzle-line = The computer's line after it: { $line }. The best other move, { $other }, gives { $percent }%.
service-puzzle-chance = The dice decide what comes after it. The best other move, { $other }, gives { $percent }%.
service-puzzle-counted-before = You had answered this puzzle before: only your first answer counts in its rating.
service-puzzle-daily = 🧩 **Puzzle of the day: { $title } #{ $number }**: { $player } to move. Find the move that wins or saves the game.
service-puzzle-daily-how = Click **Solve** to answer privately, or type `{ $command }`.
service-puzzle-solve = Solve
service-puzzle-daily-on = Done: a puzzle will be posted in { $channel } every day, the first now.
service-puzzle-daily-off = Done: no more daily puzzles here.
service-puzzle-daily-none = There was no daily puzzle here to stop.
service-seek-waiting = 🔎 You are in this server's seek pool (seek { $seek }): { $titles }, { $clock } per move, { $players } players, { $rated ->
        [yes] rated
       *[no] casual
    }{ $replaced ->
        [0] {""}
       *[other] {" "}(it replaces your earlier seek)
    }. When enough seekers fit, the game starts and you are told; the seek expires { $expires }. `{ $leave }` leaves the pool.
service-seek-pool = **This server's seek pool** ({ $count ->
        [one] one seek
       *[other] { $count } seeks
    }):
service-seek-pool-line = Seek { $seek }: { $name } — { $titles } · { $clock } per move · { $players } players · { $rated ->
        [yes] rated
       *[no] casual
    } · waiting since { $since }
service-seek-pool-empty = Nobody is seeking a game in this server. `{ $seek }` puts you in the pool.
service-seek-left = You left this server's seek pool ({ $count ->
        [one] one seek
       *[other] { $count } seeks
    }).
service-seek-paired = 🤝 The seek pool paired { $players }: **{ $title }** #{ $game }, { $clock } per move, { $rated ->
        [yes] rated
       *[no] casual
    }. The game starts here.
service-seek-paired-dm = 🤝 Your seek found a game: **{ $title }** #{ $game } with { $others }{ $where }, { $clock } per move, { $rated ->
        [yes] rated
       *[no] casual
    }.
service-seek-where = {" "}in { $channel }
service-seek-expired = ⌛ Your seek { $seek } ({ $titles }){ $where } found no game in { $days } days and left the pool. `{ $again }` seeks again.
service-tournament-button-join = Join
service-tournament-button-leave = Leave
service-tournament-button-start = Start
service-tournament-signup = 🏆 **Tournament #{ $tournament }**: { $title }{ $options }, { $format ->
        [round-robin] round-robin
        [double-round-robin] double round-robin
       *[swiss] Swiss
    }, { $clock } per move, { $rated ->
        [yes] rated
       *[no] casual
    }, { $least } to { $most } players.
service-tournament-signup-joined = { $count ->
        [0] Nobody has joined yet.
        [one] Joined (1): { $names }.
       *[other] Joined ({ $count }): { $names }.
    }
service-tournament-signup-deadline = Press **{ $join }** to play; it starts { $when } (or when the organiser presses **{ $start }**). `{ $standings }` shows its standings.
service-tournament-signup-no-vacation = 🚫 No vacation: a player's vacation does not stop the clocks of this tournament's games.
service-tournament-cancelled = Tournament #{ $tournament } ({ $title }) is cancelled: { $count ->
        [one] one player joined
       *[other] { $count } players joined
    }, it needed { $least }.
service-tournament-round = 🏆 Tournament #{ $tournament } ({ $title }): round { $round } of { $rounds }.
service-tournament-table = • #{ $game }: { $players }
service-tournament-bye = • { $name } has a bye this round.
service-tournament-thread-title = { $title } tournament #{ $tournament }, round { $round }, table { $table }
service-tournament-crosstable-title = { $title } tournament #{ $tournament }, round { $round } of { $rounds }
service-tournament-winner = 🏆 Tournament #{ $tournament } ({ $title }) is over: { $count ->
        [one] the winner is { $names }!
       *[other] the winners are { $names }!
    }
service-tournament-early = It ends after round { $round } of { $rounds }: no next round can be paired without two players meeting again or a second bye.
service-tournament-standings = Standings of tournament #{ $tournament } ({ $title }), round { $round } of { $rounds }{ $status ->
        [finished] , final
       *[other] {""}
    }:
service-tournament-standings-line = { $rank }. { $name } — { $points } { $tiebreaks }
service-tournament-withdrawn = { $name }, you have withdrawn from tournament #{ $tournament }: your current game is resigned and you play no later round.




## Discord
## (ids start with discord-)

discord-not-in-dm = That command works in a server channel, not in direct messages.
discord-not-here = You can't use that command here.
discord-something-wrong = Something went wrong on my side; nothing was changed.
discord-answer-lost = Discord did not take my answer; nothing is lost. Try again in a moment.
discord-owed-later = { $done }: it stands. Discord is not answering me right now, so its message will be posted { $where } as soon as it does.
discord-behind-earlier = { $done }: it stands, and its message follows the earlier ones of the game { $where }, which Discord has not taken yet.
discord-done = Done
discord-done-see = { $done }: see { $channel }.
discord-where-channel = in { $channel }
discord-where-game = in the game's channel
discord-start-in-server = Start games in a server channel, not in direct messages.
discord-no-bots = Other bots cannot play: challenge people, or me (`{ $option }`).
discord-only-a-note = That was only a note: pick one of your legal moves (type to filter them).
discord-settings-in-server = Settings belong to a server: use `{ $command }` in one.
discord-games = **Games in progress** ({ $count })
discord-games-none = No game in progress in this server. Start one with `{ $start }`.
discord-games-line = #{ $game } { $title }: { $players } — { $name } to move (last move { $since }) in { $channel }
discord-games-nobody = nobody
discord-games-more = …and { $count } more (`{ $command }` shows one).
discord-game-choice = #{ $game } { $title }: { $players }
discord-record-too-large = { $file } is too large to be a game record (over { $megabytes } MB).
discord-record-not-text = { $file } is not a game record: a record is UTF-8 text (a .ppn file from `{ $command }`).
discord-record-download = I could not download { $file }; try attaching it again.
discord-game-on = Game #{ $game } is on: { $thread }
discord-here-in-thread = This game is played here, in this thread.
discord-no-thread = I can't open a thread here (I need the Create Public Threads and Send Messages in Threads permissions), so this game is played in this channel.
discord-file-no-permission = (I can't attach the { $kind ->
        [board] board picture
        [record] record
        [replay] replay
       *[other] file
    }: I need the **Attach Files** permission here.)
discord-file-too-large = (The { $kind ->
        [board] board picture
        [record] record
        [replay] replay
       *[other] file
    } is too large for this server's upload limit.)
discord-watch = Watch
discord-choose-move = Choose a move…
discord-room-lost = I can no longer post in the channel of **{ $title }** #{ $game } (it was deleted, or I lost my permissions there). The game waits, with its clock stopped. To go on, use `{ $command }` in a channel where I can post: the game moves there.
discord-room-lost-game = I can no longer post in the channel of game #{ $game } (it was deleted, or I lost my permissions there). The game waits, with its clock stopped. To go on, show its board (`{ $option }`) in a channel where I can post: the game moves there.
discord-room-moved-thread = Game #{ $game } can't be played in its old thread any more (it is gone or closed to me): it goes on in { $thread }.
discord-room-moved-here = Game #{ $game } can't be played in its old thread any more (it is gone or closed to me): it goes on in this channel.




## The local table
## (ids start with table-)

table-welcome = Local table on { $database }. You are { $name }. Type `help` for the commands.
table-you-are = You are now { $name }.
table-refused = ✗ { $text }
table-went-wrong = ✗ Something went wrong ({ $problem }); nothing was changed.
table-in-channel = (in the channel) { $text }
table-direct = (direct message to { $name }) { $text }
table-private = (only you see this) { $text }
table-file = { $kind ->
        [record] record
        [replay] replay
        [crosstable] crosstable
        [data] your data
        [puzzle] puzzle
        [hint] hint
        [review] review
       *[board] board
    }: { $path }
table-watch = watch: { $link }
table-buttons = buttons: { $buttons }
table-still-waiting = (still waiting for { $name }) buttons: { $buttons }
table-menu = moves (type one to play it): { $moves }{ $more ->
        [0] {""}
       *[other] {" "}· +{ $more } more: `{ $command }`
    }
table-moves-none = No legal move matches { $typed }; `{ $command }` lists them all.
table-games-none = No game in progress here. Start one with `{ $start }`.
table-game-line = #{ $game } { $title }: { $players } — { $moving ->
        [yes] { $mover } to move
       *[no] nobody to move
    }
table-help-none = No command mentions { $word }; `help` lists them all.
table-no-button = No button { $label } is in sight. Type `help` for the commands.
table-as-who = Say who you want to be: `as bob`.
table-clock-out-of-range = The table's clock was kept { $kept } seconds ahead, out of range: it runs from the real time again.
table-while-closed = While the table was closed (it is now { $now }):
table-wait-how-long = Say how long to wait: `wait 13h`, `wait 2d`, `wait 90m`.
table-wait-at-most = Wait at most { $most } at a time, not { $typed }.
table-wait-too-far = The table's clock runs at most { $years } years ahead of the real time; it is { $ahead } ahead already.
table-waited = ⏳ { $waited } later: it is now { $now } at the table.
table-nothing-due = Nothing fell due meanwhile.
table-line-too-long = That line has { $length } characters; the table reads at most { $most } (a game record goes in a file: record=PATH).
table-line-unreadable = Could not read that line: { $problem }.
table-unknown-command = Unknown command /{ $name }. Type `help` for the commands.
table-needs-subcommand = /{ $name } needs a subcommand: { $subcommands }.
table-no-subcommand = /{ $name } has no subcommand { $typed }: { $subcommands }.
table-option-twice = The option { $option } is given twice.
table-option-unnamed = Options are written name=value; { $typed } has no name.
table-option-missing = Say { $option }: `{ $command }`.
table-option-empty = Give the option { $option } a value: `{ $option }=<value>`.
table-option-number = { $option }= is a whole number, not { $typed }.
table-option-flag = { $option }= is true or false, not { $typed }.
table-option-too-large = { $option }={ $typed } is too large a number.
table-option-choice = { $option }= is { $choices }, not { $typed }.
table-takes = { $command } takes { $count ->
        [0] no options
       *[other] { $options }
    }, not { $typed }.
table-mention-them = To challenge { $name }, mention them: `@{ $name }` (options are written name=value).
table-name-after-at = Name the player after the @: `@bob`.
table-name-letters = Name the player with letters or digits, like `@bob`, not { $typed }.
table-record-unreadable = I cannot read the record { $path }: { $text ->
        [yes] it is not UTF-8 text
       *[no] { $reason }
    }.
table-hint-days = Say how many days: `/vacation days=2` (0 to { $most }; `days=0` ends your vacation).
table-hint-computers = computers= is a number of computer players, not { $typed }.
table-hint-seats = seats= is listed (in the order written, you first) or random, not { $typed }.
table-hint-move = Say which move: `{ $move }` (see `{ $moves }`).




## The web page
## (ids start with web-)

web-status-over = Game over. { $result }
web-status-chance = The referee is resolving chance.
web-status-to-move = { $player } to move.
web-move = { $player }: { $move }
web-move-referee = the referee: { $move }
web-move-taken-back = a move taken back
web-start = The start
# $ply, $last, $first, $end: numbers of positions, as they are (the page's script fills in $ply, $last
# and $move of the captions itself: no NUMBER() on them)
web-caption-start = The start (position 0 of { $last }).
web-caption = Position { $ply } of { $last }, after { $move }.
web-positions = Positions { $first }–{ $end } of { $last }
web-pages = Pages of moves
web-earlier = ◀ Earlier moves
web-later = Later moves ▶
web-newest = The newest
web-steps = Step through the game
web-previous = ◀ Previous
web-next = Next ▶
web-position = Position
web-show = Show
web-moves = Moves
web-board = Board
web-players = Players
web-player-seat = { $player } ({ $seat })
web-to-move = to move
web-clock-stopped = { $player }'s clock is stopped (vacation).
web-clock-deadline = { $player } must move by { $moment }.
web-record = Record (PPN, text)
web-replay = Replay (animated GIF)
web-replay-part = Replay a stretch
web-replay-from = from ply
web-replay-to = to ply
web-replay-speed = speed
web-replay-button = Replay
web-review = The computer's review
web-review-point = Move { $number } ({ $move }), { $name }: better was { $best }
web-standings = Standings
web-standings-where = ({ $scope ->
        [local] the local table
       *[server] this server
    })
web-standings-none = No finished games yet: every finished game between people counts here.
web-standings-best = (best { $shown } of { $total })
web-standings-provisional = (provisional)
web-standings-player = Player
web-standings-rating = Rating
web-standings-wins = Wins
web-standings-losses = Losses
web-standings-draws = Draws
web-standings-games = Games
web-tournament-title = { $title } tournament #{ $tournament }
web-tournament-status = { $status ->
        [signup] Sign-up open.
        [finished] Finished after { $rounds } rounds.
        [cancelled] Cancelled: too few players joined.
       *[other] Round { $round } of { $rounds } is being played.
    }
web-tournament-format = { $format ->
        [round-robin] round-robin
        [double-round-robin] double round-robin
       *[swiss] Swiss
    }
web-tournament-winner = { $count ->
        [one] Winner: { $names }
       *[other] Winners: { $names }
    }
web-tournament-points = Points
web-tournament-withdrawn = (withdrawn)
web-tournament-crosstable = Crosstable
web-tournament-round = Round { $round } of { $rounds }
web-tournament-bye = { $name }: bye
web-tournament-playing = (being played)
web-tournament-live = This page reloads itself when a game of the tournament changes.
web-not-found-title = Not found
web-not-found = There is nothing at this address. Links to games come from the bot; ask it again for the game's Watch link.
web-error-method = Only GET and HEAD are answered here.
web-error-too-many = Too many requests: slow down.
web-error-position = { $name } must be a position's number (0, 1, 2, …).
web-error-busy = Busy drawing for others; try again in a few seconds.
web-error-failed = Something went wrong on our side; it has been logged.
web-error-streams-yours = Too many live updates from your address; close some pages.
web-error-streams-all = Too many viewers right now; reload later.
web-refusal-no-position = Game #{ $game } has no position { $position }.
web-refusal-no-pictures = This service draws no pictures.
web-refusal-replay-too-big = This replay is too big to be served; the game's record is there instead.
web-refusal-no-such-file = There is no '{ $kind }' of a game: record or replay.



## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



# A command's or an option's message: its value is the name Discord's users see in the command list
# (lowercase letters or digits, - or _, at most 32 characters, no space), .description the line beside
# it (at most 100 characters), .help its line in the help texts (Discord's /help, the table's help).
# At the local table commands are typed in English: there only the help lines are translated.

command-play =
    .description = Play { $game }
command-start = start
    .description = Challenge players to { $game } ({ $players } players)
    .help = challenge players, who click Accept (alone with computers, the game starts at once); naming nobody opens the challenge to anyone, who clicks Join; a clock gives each player a time per turn (default: the one in the settings); a record starts the game, unrated, from its last position; computer players make it unrated
command-move = move
    .description = Make your move in { $game }
    .help = make a move (the move's list, or the menu under the board, offers your legal moves)
command-moves = moves
    .description = Your legal moves in { $game }, notation first
    .help = your legal moves, notation first (only those matching the text)
command-board = board
    .description = Show the { $game } board
    .help = show the board, with whose turn it is and their deadline; as text, for a screen reader
command-record = record
    .description = The { $game } game's record (PPN), as a file
    .help = the game's record (PPN), as a file
command-replay = replay
    .description = The { $game } game so far as an animated picture
    .help = the game so far as an animated picture
command-hint = hint
    .description = The computer's suggested move in a casual { $game } game (only you see it)
    .help = the computer's suggested move (casual games only; the others are told)
command-review = review
    .description = The computer's review of a finished { $game } game
    .help = the computer's review of a finished game: chances chart, turning points, best moves
command-resign = resign
    .description = Resign a { $game } game (asks first)
    .help = resign (asks first)
command-draw = draw
    .description = Offer a draw to the others in the game
    .help = offer a draw: the others click Accept draw or Decline
command-undo = undo
    .description = Ask the others to let you take back your last move
    .help = ask to take back your last move: the others click Allow or Refuse
command-abort = abort
    .description = End the game with no result, before everyone has moved
    .help = end the game with no result, before every player has moved
command-plan = plan
    .description = Plan your answers to the moves you expect of your opponent (only you see it)
    .help = plan answers to the moves you expect (private; applied at once)
command-rules = rules
    .description = The rules of { $game }, in short
    .help = the rules, in short
command-learn = learn
    .description = An interactive lesson of { $game }, step by step (only you see it)
    .help = learn the game step by step, making moves yourself (private)
command-games = games
    .description = Games in progress in this server, and whose turn it is
    .help = games in progress here, and whose turn it is
command-standings = standings
    .description = Leaderboards: ratings, wins, losses and draws
    .help = leaderboards: ratings, wins, losses and draws
command-season = season
    .description = This server's seasons: start one (managers) or list them
command-season-start = start
    .description = Archive this server's standings and start a new season (Manage Server only)
    .help = archive the standings and start a new season by its name (managers; the settings say whether ratings carry over)
command-season-list = list
    .description = This server's seasons: when each started, how many played
    .help = the seasons of the standings: when each started, how many played
command-puzzles = puzzle
    .description = Puzzles: one a day in a channel (managers)
command-puzzle-daily = daily
    .description = Post a puzzle every day in a channel (Manage Server only)
    .help = post a puzzle every day in a channel, or stop it with off (managers)
command-puzzle-channel = channel
    .description = where (default: this channel)
command-puzzle-off = off
    .description = true: stop the daily puzzle
command-history = history
    .description = A player's last games, with results and links
    .help = a player's last games (default: yours), with results
command-next = next
    .description = The games where it is your turn, in every server
    .help = your turns, in every server
command-seek = seek
    .description = Join this server's pool to be paired with anyone; without options, the pool
    .help = join this server's seek pool, to be paired with anyone compatible (without options: the pool)
command-unseek = unseek
    .description = Leave this server's seek pool
    .help = leave the seek pool (all your seeks, or one)
command-settings = settings
    .description = This server's default clock, reminders and language
    .help = the defaults for new games, clock and reminders (shown without options; managers change them)
command-notify = notify
    .description = Your move reminders (thread, DM or off) and a daily digest
    .help = where your reminders go (the game, a direct message, or nowhere) and your daily digest
command-vacation = vacation
    .description = Stop your move clocks for a few days
    .help = stop your clocks for that many days (0 ends your vacation)
command-privacy = privacy
    .description = Your data: a copy of it, or forget it
command-privacy-export = export
    .description = A private JSON file of everything stored about you
    .help = a private JSON file of everything the referee stores about you (games, moves, ratings, settings…)
command-privacy-forget = forget
    .description = Forget you: your name leaves every game (asks first)
    .help = after a confirmation: resign your games, put "a former player" for your name, delete your ratings and settings
command-help = help
    .description = How to play with the referee
    .help = how to play with the referee

command-opponent = opponent
    .description = who you challenge (leave out to play computers; naming me seats one)
command-opponent-more = opponent{ $number }
    .description = another player to invite
command-seats = seats
    .description = who sits where: dealt at random (default), or you first, then as listed
command-seats-random = at random
command-seats-listed = as listed: you first
command-clock = clock
    .description = time each player has for each turn (default: the server's, 3d unless changed)
command-clock-none = none
command-computers = computers
    .description = how many computer players take seats (the game is then unrated)
command-level = level
    .description = how strong the computers play (default: normal)
command-level-easy = easy
command-level-normal = normal
command-level-hard = hard
command-level-expert = expert
command-record-file = record
    .description = a game record (.ppn, from /record): start, unrated, from its last position
command-players = players
    .description = how many play, you included (with nobody named: the seats anyone may join)
command-replay-from = from
    .description = the first ply to show (the record's numbers; default: the start)
command-replay-to = to
    .description = the last ply to show (default: the last)
command-speed = speed
    .description = how fast the moves go by (default: normal, a second each)
command-speed-slow = slow
command-speed-normal = normal
command-speed-fast = fast
command-game = game
    .description = the game id, when you have several
command-move-notation = move
    .description = your move (the list shows your legal moves)
command-moves-text = text
    .description = only the moves whose notation or words hold this text
command-text = text
    .description = true: the board as text, for a screen reader or a slow link (only you see it)
command-plan-moves = moves
    .description = their next move, your answer, their move, your answer, … separated by commas
command-plan-clear = clear
    .description = true: drop your plan
command-puzzle = puzzle
    .description = A { $game } puzzle from the games played here: find the best move (only you see it)
    .help = a puzzle from the games played here: find the move that wins or saves the game (private; choose or type your answer)
command-puzzle-answer = answer
    .description = your move in the puzzle you were given last
command-puzzle-number = puzzle
    .description = a puzzle by its number (the daily puzzle's)
command-standings-game = game
    .description = one game (default: the best few of every game)
command-scope = scope
    .description = this server (default) or all servers
command-scope-server = this server
command-scope-global = all servers
command-standings-season = season
    .description = an earlier season's standings, by its name (default: the current season)
command-season-name = name
    .description = the new season's name, 1 to 40 characters, not used here before
command-history-user = user
    .description = whose games (default: yours)
command-history-game = game
    .description = only this game
command-settings-clock = clock
    .description = time per move for new games (Manage Server only)
command-reminders = reminders
    .description = remind players to move (Manage Server only)
command-language = language
    .description = the language of boards and game threads (Manage Server only)
command-settings-challenge = challenge
    .description = how long a challenge waits before it expires (Manage Server only)
command-settings-season = season
    .description = ratings in a new season: carried over, widened (default), or reset (Manage Server only)
command-settings-tournaments = tournaments
    .description = who may create tournaments: any member (default) or managers (Manage Server only)
command-reminders-on = on
command-reminders-off = off
command-season-carry = carry over
command-season-reset = reset
command-tournaments-anyone = any member
command-tournaments-managers = managers
command-where = where
    .description = in the game's thread (default), by direct message, or not at all
command-where-thread = thread
command-where-dm = dm
command-where-off = off
command-digest = digest
    .description = a direct message each day listing the games waiting for you: daily or off
command-digest-daily = daily
command-digest-off = off
command-at = at
    .description = the hour of your daily digest, 0 to 23 (default 8)
command-tz = tz
    .description = your time zone for the digest, an IANA name such as Europe/Paris (default UTC)
command-days = days
    .description = 1 to { $most } days (0 ends your vacation now); at most { $most } in any 30
command-seek-games = games
    .description = the games you would play, separated by commas: telic,coins
command-seek-clock = clock
    .description = time per move you accept: 1h, 1d, 3d, 7d or a range such as 1d-3d
command-seek-players = players
    .description = how many players the game has (default 2)
command-seek-rated = rated
    .description = a rated game (default) or a casual one
command-unseek-seek = seek
    .description = the number of one of your seeks (default: all of them)
command-tournament = tournament
    .description = Tournaments: a sign-up, then rounds of games in threads
command-tournament-create = create
    .description = Open a tournament's sign-up: players click Join; it starts at the deadline or on Start
    .help = open a tournament's sign-up (round-robin, double round-robin or Swiss); it starts at the deadline or when you click Start
command-tournament-start = start
    .description = Start your tournament now, with the players who joined
    .help = start the tournament you organised before its deadline, with the players who joined
command-tournament-standings = standings
    .description = A tournament's standings: points and tie-breaks (SB, Buchholz)
    .help = a tournament's standings: each player's points and tie-breaks (default: this server's newest)
command-tournament-withdraw = withdraw
    .description = Leave a running tournament: your current game is resigned
    .help = leave a running tournament: your current game is resigned, and you play no later round
command-tournament-id = tournament
    .description = the tournament's number (default: this server's newest)
command-tournament-game = game
    .description = the game played
command-tournament-format = format
    .description = round-robin (default), double round-robin or Swiss
command-tournament-rounds = rounds
    .description = a Swiss tournament's rounds (default: enough to tell the winner)
command-tournament-clock = clock
    .description = time per move in every game (default: the server's)
command-tournament-players = players
    .description = the least and most players, such as 4-16
command-tournament-signup = signup
    .description = how long the sign-up stays open: 30m, 1h, 1d (default), 2d…
command-tournament-rated = rated
    .description = rated games (default) or casual ones
command-tournament-table = table
    .description = players at each table, for games of more than two (default: the fewest)
command-tournament-options = options
    .description = the game's own options as name=value, separated by spaces
command-tournament-vacation = vacation
    .description = whether a player's vacation stops their clocks: on (default) or off
command-tournament-vacation-on = on
command-tournament-vacation-off = off
command-admin = admin
    .description = Managers' tools: where games may start, ending a game, blocking a player
command-admin-channels = channels
    .description = The channels where games may be started: list, add, remove (Manage Server only)
    .help = the channels where games may be started (default: every one): list them, add or remove one, or allow every channel again (managers)
command-admin-channel = channel
    .description = a channel to add to the list (or to take off it, with action)
command-admin-action = action
    .description = add the channel (default), remove it, or allow every channel again
command-admin-action-add = add
command-admin-action-remove = remove
command-admin-action-all = every channel
command-admin-end = end
    .description = End a game of this server with no result, telling its players why (Manage Server only)
    .help = end a game with no result; its players are told the reason (managers)
command-admin-game = game
    .description = the game's id (the #ab3cd on its board)
command-admin-reason = reason
    .description = why, told to its players (up to 200 characters)
command-admin-block = block
    .description = Stop a user from starting or joining games here (Manage Server only)
    .help = the user can no longer start or join games in this server; their running games go on (managers)
command-admin-unblock = unblock
    .description = Let a blocked user start and join games here again (Manage Server only)
    .help = let a blocked user start and join games again (managers)
command-admin-user = user
    .description = the user
command-admin-log = log
    .description = The managers' last actions in this server (Manage Server only)
    .help = the managers' last actions: channels set, games ended, users blocked (managers)
command-choice-default = { $choice } (default)

# a game's own options (names only: each game describes its options in its own section)
command-option-move-limit = move_limit
command-option-slide = slide
command-option-hop = hop
command-option-board = board
command-option-spare = spare
command-option-rounds = rounds
command-choice-free = free
command-choice-full = full
command-choice-shove = shove
command-choice-short = short

# Discord's /help
command-help-title = **Piecepack referee** — games: { $games }
command-help-game = game
command-help-clock = Each turn has a clock: you are reminded at half and a tenth left, and lose on time when it runs out; finished games offer a **Rematch**.

# the local table's help: its title, the lines of the table's own words, and its last line
command-table-title = Commands (as on Discord; games: { $games }):
command-table-wait = move the table's clock forward (wait 13h, wait 2d, wait 90m) and run what falls due: reminders, losses on time, ends of vacations
command-table-as = act as another user
command-table-button = click it (Accept, Roll, Accept draw, Decline, Allow, Refuse, Rematch, …)
command-table-help = this text (only the lines about word)
command-table-comment = a comment: the rest of the line is not read
command-table-quit = leave (games are kept)
command-table-web = Started with --web-port N, the table serves each game's web page (watch it live, step through it): a `watch: <address>` line follows each board, and /standings.
