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

refusal-not-an-id = #{ $id } is not an id: ids are letters and digits, like #ab3cd.
refusal-wrong-game = #{ $game } is a { $title } game, not { $other }: use `{ $command }` for it.
refusal-no-such-game = There is no game called { $name }.
refusal-no-game = There is no game #{ $game }.
refusal-name-the-game = Name the game with `game:`.
refusal-no-game-in-progress = You have no game in progress. Start one with `{ $start }`.
refusal-no-game-in-progress-of = You have no { $title } game in progress. Start one with `{ $start }`.
refusal-several-games = You have several games in progress: { $games }. Say which with `game:`.
refusal-several-games-of = You have several { $title } games in progress: { $games }. Say which with `game:`.
refusal-not-in-game = You are not in game #{ $game }.
refusal-game-over = Game #{ $game } is over: { $result }
refusal-resolving-chance = The referee is resolving chance; try again in a moment.
refusal-not-your-turn = It is not your turn in #{ $game }: it is { $name }'s turn.
refusal-changed-meanwhile = Game #{ $game } changed at the same moment; look at the board and try again.
refusal-illegal = Illegal: { $problem }
refusal-cannot-resign = You cannot resign now: { $problem }
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
refusal-name-who = Name who you challenge (`{ $challenge }`), or play the computer (`{ $computer }`).
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
refusal-vacation-days = A vacation lasts 1 to { $most } days (0 ends yours now), not { $typed }.
refusal-not-on-vacation = You are not on vacation.
refusal-vacation-too-long = At most { $most } days of vacation in any { $window } days: you have had { $used } in the last { $window } days, so { $room } more at most now.
refusal-notify-choice = { $typed } is not a choice: reminders go to the { $choices }.
refusal-settings-manager = Only members with the Manage Server permission can change the server's settings.
refusal-reminders-choice = reminders is on or off, not { $typed }.
refusal-language-choice = { $typed } is not a language here: choose one of { $choices }.
refusal-button-unknown = That button is not known any more.
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
service-done-played = Played `{ $move }` in #{ $game }
service-done-played-same-turn = Played `{ $move }` in #{ $game }: its board shows what came of it
service-ask-resign = Resign { $title } #{ $game }? This cannot be undone.
service-resigned = { $name } resigned.
service-you-resigned = You resigned.
service-resign-cancelled = Cancelled: you are still in the game.
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
service-aborted = { $name } aborted the game.
service-done-aborted = Aborted #{ $game }
service-done-rematch = Rematch asked
service-timeout-first-move = ⏰ { $name } did not make a first move in time: the game is aborted.
service-timeout-lost = ⏰ { $name } ran out of time and loses on time.
service-timeout-out = ⏰ { $name } ran out of time and is out of the game; the others play on.
service-reminder = ⏰ { $who }, your turn in **{ $title }** #{ $game } is waiting: { $left } left, move { $when }.
service-reminder-dm = ⏰ Your turn in **{ $title }** #{ $game } is waiting: { $left } left, move { $when }.
service-reminder-dm-in = ⏰ Your turn in **{ $title }** #{ $game } in { $channel } is waiting: { $left } left, move { $when }.
service-vacation-on = 🏖️ You are on vacation until { $until } ({ $when }): your clocks are stopped ({ $count ->
        [one] { $count } game
       *[other] { $count } games
    } waiting for your move now), and new turns wait for you too. `{ $end }` ends it early.
service-vacation-over = Welcome back: your vacation is over and your clocks run again ({ $count ->
        [one] { $count } game
       *[other] { $count } games
    } waiting for your move).
service-vacation-back = 🏖️ { $name } is back from vacation: the clock of **{ $title }** #{ $game } runs again; { $name } must move { $when }.
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
    }: clock **{ $clock }** per move for new games, reminders **{ $reminders }**, language **{ $language }**. { $front ->
        [table] Whoever sits at the table changes them
       *[other] Members with Manage Server change them
    } with `{ $command }`.
service-settings-saved = Saved. New games get a clock of **{ $clock }** per move unless their challenge says otherwise; reminders are **{ $reminders }**; the language is **{ $language }**.
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
    } yet. Start one with `{ $start }`; every finished game counts here.
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
discord-no-bots = Other bots cannot play: challenge people, or me (`computers:`).
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
discord-room-lost-game = I can no longer post in the channel of game #{ $game } (it was deleted, or I lost my permissions there). The game waits, with its clock stopped. To go on, show its board (`game:{ $game }`) in a channel where I can post: the game moves there.
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
    .description = This server's default clock, reminders and language
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
command-language = language
    .description = the language of boards and game threads (Manage Server only)
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
