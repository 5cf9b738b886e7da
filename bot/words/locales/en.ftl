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



# A command's or an option's message: its value is the name Discord's users see in the command list
# (lowercase letters or digits, - or _, at most 32 characters, no space), .description the line beside
# it (at most 100 characters), .help its line in the help texts (Discord's /help, the table's help).
# At the local table commands are typed in English: there only the help lines are translated.

command-play =
    .description = Play { $game }
command-start = start
    .description = Challenge players to { $game } ({ $players } players)
    .help = challenge players, who click Accept (alone with computers, the game starts at once); a clock gives each player a time per turn (default: the one in the settings); a record starts the game, unrated, from its last position; computer players make it unrated
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
command-rules = rules
    .description = The rules of { $game }, in short
    .help = the rules, in short
command-games = games
    .description = Games in progress in this server, and whose turn it is
    .help = games in progress here, and whose turn it is
command-standings = standings
    .description = Leaderboards: ratings, wins, losses and draws
    .help = leaderboards: ratings, wins, losses and draws
command-history = history
    .description = A player's last games, with results and links
    .help = a player's last games (default: yours), with results
command-settings = settings
    .description = This server's default clock and reminders
    .help = the defaults for new games, clock and reminders (shown without options; managers change them)
command-notify = notify
    .description = Where your move reminders come: thread, DM, or off
    .help = where your reminders go: the game, a direct message, or nowhere
command-vacation = vacation
    .description = Stop your move clocks for a few days
    .help = stop your clocks for that many days (0 ends your vacation)
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
command-record-file = record
    .description = a game record (.ppn, from /record): start, unrated, from its last position
command-game = game
    .description = the game id, when you have several
command-move-notation = move
    .description = your move (the list shows your legal moves)
command-moves-text = text
    .description = only the moves whose notation or words hold this text
command-text = text
    .description = true: the board as text, for a screen reader or a slow link (only you see it)
command-standings-game = game
    .description = one game (default: the best few of every game)
command-scope = scope
    .description = this server (default) or all servers
command-scope-server = this server
command-scope-global = all servers
command-history-user = user
    .description = whose games (default: yours)
command-history-game = game
    .description = only this game
command-settings-clock = clock
    .description = time per move for new games (Manage Server only)
command-reminders = reminders
    .description = remind players to move (Manage Server only)
command-reminders-on = on
command-reminders-off = off
command-where = where
    .description = in the game's thread (default), by direct message, or not at all
command-where-thread = thread
command-where-dm = dm
command-where-off = off
command-days = days
    .description = 1 to { $most } days (0 ends your vacation now); at most { $most } in any 30
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
