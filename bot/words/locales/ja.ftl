### 審判のメッセージ（日本語）。
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = 日本語


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

web-status-over = 対局終了。{ $result }
web-status-chance = 審判がランダムな結果を決めています。
web-status-to-move = { $player } の手番です。
web-move = { $player }：{ $move }
web-move-referee = 審判：{ $move }
web-move-taken-back = 取り消された手
web-start = 開始局面
# $ply, $last, $first, $end: numbers of positions, as they are (the page's script fills in $ply, $last
# and $move of the captions itself: no NUMBER() on them)
web-caption-start = 開始局面（局面 0 / { $last }）。
web-caption = 局面 { $ply } / { $last }（{ $move } の後）。
web-positions = 局面 { $first }–{ $end } / { $last }
web-pages = 手順のページ
web-earlier = ◀ 前の手順
web-later = 後の手順 ▶
web-newest = 最新
web-steps = 対局をたどる
web-previous = ◀ 前へ
web-next = 次へ ▶
web-position = 局面
web-show = 表示
web-moves = 手順
web-board = 盤面
web-players = プレイヤー
web-player-seat = { $player }（{ $seat }）
web-to-move = 手番
web-clock-stopped = { $player } の時計は止まっています（休暇中）。
web-clock-deadline = { $player } は { $moment } までに手を指す必要があります。
web-record = 棋譜（PPN、テキスト）
web-replay = リプレイ（アニメーションGIF）
web-standings = 順位表
web-standings-where = （{ $scope ->
        [local] ローカルの卓
       *[server] このサーバー
    }）
web-standings-none = 終了した対局はまだありません。終了した対局はすべてここで数えられます。
web-standings-best = （{ $total } 人中 上位 { $shown } 人）
web-standings-provisional = （暫定）
web-standings-player = プレイヤー
web-standings-rating = レーティング
web-standings-wins = 勝ち
web-standings-losses = 負け
web-standings-draws = 引き分け
web-standings-games = 対局数
web-not-found-title = 見つかりません
web-not-found = このアドレスには何もありません。対局へのリンクはボットが出します。もう一度ボットに対局の観戦リンクを求めてください。
web-error-method = ここでは GET と HEAD にのみ応答します。
web-error-too-many = リクエストが多すぎます。少し間をあけてください。
web-error-position = { $name } は局面の番号（0、1、2、…）でなければなりません。
web-error-busy = ほかの人のための描画で混み合っています。数秒後にもう一度お試しください。
web-error-failed = こちら側で問題が起きました。記録してあります。
web-error-streams-yours = あなたのアドレスからのライブ更新が多すぎます。いくつかのページを閉じてください。
web-error-streams-all = 現在、観戦者が多すぎます。後でもう一度読み込んでください。
web-refusal-no-position = 対局 #{ $game } に局面 { $position } はありません。
web-refusal-no-pictures = このサービスは画像を描きません。
web-refusal-replay-too-big = このリプレイは大きすぎて配信できません。代わりに対局の棋譜があります。
web-refusal-no-such-file = 対局に「{ $kind }」はありません。record か replay のみです。



## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



