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
refusal-offer-not-yours = Only { $names } answer this { $kind ->
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
refusal-vacation-too-long = At most { $most } days of vacation in any { $window }: you have had { $used } in the last { $window } days, so { $room } more at most now.
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
       *[thread] in the game's thread, with a mention
    }. Change with `{ $command }`.
service-notify-saved = Done: your reminders now come { $where ->
        [dm] by direct message
        [off] nowhere: you are not reminded (deadlines still apply)
       *[thread] in the game's thread, with a mention
    }.
service-settings-shown = This server's settings: clock **{ $clock }** per move for new games, reminders **{ $reminders }**, language **{ $language }**. Members with Manage Server change them with `{ $command }`.
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
       *[server] this server
    })
service-standings-game = __{ $title }__
service-standings-game-more = __{ $title }__ (+{ $more } more: `{ $command }`)
service-standings-page = **{ $title } standings** ({ $scope ->
        [global] all servers
       *[server] this server
    }) — page { $page } of { $pages }
service-standings-empty = No finished games in { $scope ->
        [global] all servers
       *[server] this server
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
discord-games-line = #{ $game } { $title }: { $players } — { $name } to move since { $since } in { $channel }
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




## The web page
## (ids start with web-)




## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



