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



# コマンドやオプションのメッセージ：値は Discord のコマンド一覧に出る名前（小文字・数字・-・_ のみ、
# 32 文字以内、空白なし）、.description はその横の説明（100 文字以内）、.help はヘルプ（Discord の /help、
# テーブルの help）での一行。ローカルテーブルではコマンドを英語で入力するため、翻訳されるのはヘルプの行だけ。

command-play =
    .description = { $game } で遊ぶ
command-start = 挑戦
    .description = { $game } の対局を申し込む（{ $players } 人）
    .help = 対局を申し込む。相手が「承諾」を押すと始まる（コンピューターだけが相手ならすぐ始まる）。持ち時間は一手ごとの時間（既定は設定のもの）。棋譜を渡すとその最終局面からレーティングなしで始まる。コンピューターが入るとレーティングなし
command-move = 着手
    .description = { $game } で手を指す
    .help = 手を指す（手の候補一覧か盤面の下のメニューに合法手が出る）
command-moves = 合法手
    .description = { $game } での自分の合法手（表記が先）
    .help = 自分の合法手を表記つきで一覧（文字を入れるとそれを含む手だけ）
command-board = 盤面
    .description = { $game } の盤面を表示する
    .help = 盤面と、手番の人とその期限を表示する。スクリーンリーダー向けにテキストでも
command-record = 棋譜
    .description = { $game } の対局の棋譜（PPN）をファイルで
    .help = 対局の棋譜（PPN）をファイルで
command-replay = 再生
    .description = { $game } の対局のここまでをアニメーション画像で
    .help = 対局のここまでをアニメーション画像で
command-resign = 投了
    .description = { $game } の対局を投了する（確認あり）
    .help = 投了する（確認あり）
command-draw = 引き分け
    .description = 対局の他の参加者に引き分けを提案する
    .help = 引き分けを提案する。相手は「引き分けに同意」か「断る」を押す
command-undo = 待った
    .description = 直前の自分の手を取り消させてほしいと頼む
    .help = 直前の自分の手の取り消しを頼む。相手は「許可」か「拒否」を押す
command-abort = 中止
    .description = 全員が指す前に、結果なしで対局を終える
    .help = 全員が一手指す前に、結果なしで対局を終える
command-rules = ルール
    .description = { $game } のルールの要約
    .help = ルールの要約
command-games = 対局一覧
    .description = このサーバーで進行中の対局と、誰の手番か
    .help = ここで進行中の対局と、誰の手番か
command-standings = 順位表
    .description = ランキング：レーティング、勝ち、負け、引き分け
    .help = ランキング：レーティング、勝ち、負け、引き分け
command-history = 履歴
    .description = プレイヤーの最近の対局（結果とリンクつき）
    .help = プレイヤーの最近の対局（既定は自分）と結果
command-settings = 設定
    .description = このサーバーの既定の持ち時間とリマインダー
    .help = 新しい対局の既定の持ち時間とリマインダー（オプションなしで表示。管理者が変更できる）
command-notify = 通知
    .description = 手番のリマインダーの届け先：スレッド、DM、なし
    .help = リマインダーの届け先：対局の中、ダイレクトメッセージ、またはなし
command-vacation = 休暇
    .description = 数日間、自分の持ち時間を止める
    .help = その日数だけ自分の持ち時間を止める（0 で休暇を終える）
command-help = ヘルプ
    .description = 審判との遊び方
    .help = 審判との遊び方

command-opponent = 相手
    .description = 挑戦する相手（空欄ならコンピューターと対局。私を指名すると 1 台入る）
command-opponent-more = 相手{ $number }
    .description = 招待するもう一人のプレイヤー
command-seats = 席順
    .description = 誰がどの席に着くか：ランダム（既定）、または自分が先でその後は指定順
command-seats-random = ランダム
command-seats-listed = 指定順（自分が先）
command-clock = 持ち時間
    .description = 各プレイヤーの一手ごとの時間（既定はサーバーの設定、変更がなければ 3d）
command-clock-none = なし
command-computers = コンピューター
    .description = 参加するコンピューターの数（その対局はレーティングなし）
command-level = 強さ
    .description = コンピューターの強さ（既定：ふつう）
command-level-easy = やさしい
command-level-normal = ふつう
command-level-hard = つよい
command-record-file = 棋譜
    .description = 対局の棋譜（.ppn、/棋譜 で取得）：その最終局面からレーティングなしで始める
command-game = 対局
    .description = 対局が複数あるときの対局 ID
command-move-notation = 手
    .description = 指す手（一覧に合法手が出る）
command-moves-text = テキスト
    .description = 表記か説明にこの文字を含む手だけ
command-text = テキスト
    .description = true：盤面をテキストで（スクリーンリーダーや遅い回線向け、自分だけに表示）
command-standings-game = ゲーム
    .description = 1 つのゲーム（既定：各ゲームの上位数名）
command-scope = 範囲
    .description = このサーバー（既定）または全サーバー
command-scope-server = このサーバー
command-scope-global = 全サーバー
command-history-user = ユーザー
    .description = 誰の対局か（既定：自分）
command-history-game = ゲーム
    .description = このゲームだけ
command-settings-clock = 持ち時間
    .description = 新しい対局の一手ごとの時間（「サーバー管理」権限のみ）
command-reminders = リマインダー
    .description = 手番をプレイヤーに知らせる（「サーバー管理」権限のみ）
command-language = 言語
    .description = 盤面と対局スレッドの言語（「サーバー管理」権限のみ）
command-reminders-on = オン
command-reminders-off = オフ
command-where = 届け先
    .description = 対局のスレッド（既定）、ダイレクトメッセージ、または届けない
command-where-thread = スレッド
command-where-dm = ダイレクトメッセージ
command-where-off = なし
command-days = 日数
    .description = 1〜{ $most } 日（0 ですぐ休暇終了）。30 日間で最大 { $most } 日
command-choice-default = { $choice }（既定）

# ゲーム固有のオプション（名前だけ。説明は各ゲームの節にある）
command-option-move-limit = 手数制限
command-option-slide = スライド
command-option-hop = ホップ
command-option-board = 盤
command-option-spare = 予備
command-option-rounds = ラウンド数
command-choice-free = 自由
command-choice-full = 端まで
command-choice-shove = 押し戻す
command-choice-short = 手前で止まる

# Discord の /help
command-help-title = **Piecepack 審判** — ゲーム：{ $games }
command-help-game = ゲーム
command-help-clock = 各手番には持ち時間があり、残り半分と残り 1/10 でリマインダーが届き、切れると時間切れ負けになります。終わった対局には**再戦**ボタンが出ます。

# ローカルテーブルのヘルプ：見出し、テーブル独自の入力の行、最後の行
command-table-title = コマンド（Discord と同じ。ゲーム：{ $games }）：
command-table-wait = テーブルの時計を進め（wait 13h、wait 2d、wait 90m）、その間に期限が来たものを実行する：リマインダー、時間切れ負け、休暇の終了
command-table-as = 別のユーザーとして操作する
command-table-button = そのボタンを押す（承諾、ロール、引き分けに同意、断る、許可、拒否、再戦 など）
command-table-help = このテキスト（その語に関する行だけ）
command-table-comment = コメント：行の残りは読まれない
command-table-quit = 終了する（対局は保存される）
command-table-web = --web-port N で起動すると、テーブルは各対局のウェブページを配信する（ライブで観戦、一手ずつ見返す）。各盤面と /standings の後に `watch: <アドレス>` の行が出る。
