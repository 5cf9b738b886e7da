### The referee's messages in English: the source of every other language.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = English


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
web-standings = Standings
web-standings-where = ({ $scope ->
        [local] the local table
       *[server] this server
    })
web-standings-none = No finished games yet: every finished game counts here.
web-standings-best = (best { $shown } of { $total })
web-standings-provisional = (provisional)
web-standings-player = Player
web-standings-rating = Rating
web-standings-wins = Wins
web-standings-losses = Losses
web-standings-draws = Draws
web-standings-games = Games
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



