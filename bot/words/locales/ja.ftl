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

refusal-not-an-id = #{ $id } は ID ではありません。ID は #ab3cd のように英字と数字でできています。
refusal-wrong-game = #{ $game } は { $title } の対局で、{ $other } ではありません。`{ $command }` を使ってください。
refusal-no-such-game = { $name } というゲームはありません。
refusal-no-game = 対局 #{ $game } はありません。
refusal-name-the-game = `game:` で対局を指定してください。
refusal-no-game-in-progress = 進行中の対局がありません。`{ $start }` で始めましょう。
refusal-no-game-in-progress-of = 進行中の { $title } の対局がありません。`{ $start }` で始めましょう。
refusal-several-games = 進行中の対局が複数あります：{ $games }。`game:` でどれか指定してください。
refusal-several-games-of = 進行中の { $title } の対局が複数あります：{ $games }。`game:` でどれか指定してください。
refusal-not-in-game = あなたは対局 #{ $game } に参加していません。
refusal-game-over = 対局 #{ $game } は終了しています：{ $result }
refusal-resolving-chance = 審判がランダムな結果を決めています。少ししてからもう一度お試しください。
refusal-not-your-turn = #{ $game } はあなたの手番ではありません。{ $name } の手番です。
refusal-changed-meanwhile = 対局 #{ $game } が同時に更新されました。盤面を確認して、もう一度お試しください。
refusal-illegal = その手は指せません：{ $problem }
refusal-cannot-resign = 今は投了できません：{ $problem }
refusal-not-a-clock = { $typed } は持ち時間ではありません。{ $choices } から選んでください。
refusal-not-a-duration = { $typed } は時間の長さではありません。13h、2d、90m、1d12h のように書いてください。
refusal-out-of-game = あなたは対局 #{ $game } から抜けています（投了したか、時間切れになりました）。
refusal-offer-waiting = #{ $game } では、すでに{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }が返事を待っています。
refusal-offer-unknown = その申し出はもう有効ではありません。
refusal-offer-closed = この{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }はすでに{ $status ->
        [accepted] 承諾されています
        [declined] 断られています
       *[withdrawn] 取り下げられています
    }。
refusal-offer-yours = この{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }はあなたが出したものです。返事をするのはほかのプレイヤーです。
refusal-offer-not-yours = この{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }に返事ができるのは { $names } だけです。あなたは対局から抜けています。
refusal-already-said-yes = すでに同意しています。ほかのプレイヤーを待っています。
refusal-offer-moved-on = この{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }は、その後に対局が進んだため取り下げられました。
refusal-offer-changed = この{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }はその間に変わりました。もう一度確認してください。
refusal-too-late-to-abort = #{ $game } はもう中止できません。全員が手を指しました。代わりに引き分けを提案する（`{ $draw }`）か、投了（`{ $resign }`）してください。
refusal-rematch-not-yours = 再戦を申し込めるのは #{ $game } のプレイヤーだけです。
refusal-still-on = 対局 #{ $game } はまだ続いています。
refusal-rematch-aborted = 対局 #{ $game } は中止されました。`{ $start }` で新しい対局を始めてください。
refusal-rematch-waiting = #{ $game } の再戦はすでに返事を待っています：#{ $other }。
refusal-nothing-to-take-back = #{ $game } ではまだ手を指していないので、取り消せる手はありません。
refusal-just-taken-back = #{ $game } ではたった今、手が取り消されました。これ以上取り消せる手はありません。
refusal-last-action-final = #{ $game } でのあなたの最後の操作は取り消せません。
refusal-someone-acted = #{ $game } で、あなたの最後の手の後にほかのプレイヤーが行動しました。待ったができるのは、ほかの誰も行動していない間だけです。
refusal-other-acted = #{ $game } で、あなたの最後の手の後に { $name } が行動しました。待ったができるのは、ほかの誰も行動していない間だけです。
refusal-chance-after = `{ $move }` は取り消せません。その後にランダムな結果が決まっており、待ったでダイスの出目や配られたものが戻ることはありません。
refusal-no-move = #{ $game } に { $ply } 手目はありません。
refusal-record-unstorable = 棋譜に保存できないもの（{ $what }）が含まれています。それを取り除いて、もう一度始めてください。
refusal-level = 強さは { $levels } のいずれかです（{ $typed } は使えません）。
refusal-computers-count = コンピューターにはコンピュータープレイヤーの人数（0 以上）を指定します。
refusal-record-computers = 棋譜からの対局は、棋譜に名前のあるプレイヤーが続けます。コンピューターは指定しないでください。
refusal-name-who = 挑戦する相手を指定する（`{ $challenge }`）か、コンピューターと対局してください（`{ $computer }`）。
refusal-challenge-yourself = 自分自身には挑戦できません。ほかのプレイヤーを指定してください。
refusal-invited-twice = 同じプレイヤーを招待できるのは 1 回だけです。
refusal-record-options = オプションは棋譜で決まっています（{ $set }）。{ $given } は指定しないでください。
refusal-options = { $problem }
refusal-no-challenge = 挑戦 #{ $game } はありません。
refusal-challenge-closed = 挑戦 #{ $game } はもう受け付けていません。
refusal-challenge-not-yours = この挑戦に返事ができるのは { $names } だけです。
refusal-already-accepted = すでに承諾しています。ほかのプレイヤーを待っています。
refusal-challenge-changed = その挑戦はその間に変わりました。もう一度お試しください。
refusal-decline-not-yours = それができるのは、招待されたプレイヤー（または取り下げる場合は挑戦した本人）だけです。
refusal-vacation-days = 休暇は 1〜{ $most } 日です（0 ですぐ終了）。{ $typed } は指定できません。
refusal-not-on-vacation = 休暇中ではありません。
refusal-vacation-too-long = 休暇は、どの { $window } 日間をとっても最大 { $most } 日までです。直近 { $window } 日間に { $used } 日取っているので、今はあと最大 { $room } 日です。
refusal-notify-choice = { $typed } は選択肢にありません。リマインダーの届け先は { $choices } です。
refusal-settings-manager = サーバーの設定を変更できるのは、「サーバー管理」権限を持つメンバーだけです。
refusal-reminders-choice = リマインダーは on か off です（{ $typed } は使えません）。
refusal-language-choice = { $typed } はここで使える言語ではありません。{ $choices } から選んでください。
refusal-button-unknown = そのボタンはもう有効ではありません。
refusal-replay-too-big = このリプレイはこのサーバーのアップロード上限を超えています。代わりに `{ $record }` で対局の棋譜を取得できます。
refusal-record-too-large = その棋譜は大きすぎるため、対局の棋譜として扱えません（{ $megabytes } MB 超）。
refusal-record-does-not-replay = その棋譜は再現できません：{ $problem }{ $more ->
        [0] {""}
       *[other] （ほかに問題が { $more } 件）
    }。
refusal-record-other-game = それは { $title } の棋譜で、{ $other } ではありません。`{ $start }` を使ってください。
refusal-record-over = その棋譜の対局は終わっています。最終局面から指せる手はもうありません。
refusal-record-players = その棋譜は { $players } 人の対局です。相手を { $opponents } 人指定してください。




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)

service-text = { $text }
service-versus = { $first } 対 { $then }
service-series = { $first }、{ $then }
service-game-with = #{ $game }（{ $title }、相手：{ $names }）
service-result-aborted = 対局は中止されました。結果はなく、成績にも数えられません。
service-result-agreed = 合意により引き分けです。
service-result-time = { $count ->
        [1] { $names } の時間勝ちです！
       *[other] { $names } が時間勝ちを分け合いました！
    }{ $shown ->
        [places] 順位：{ $places }。
        [scores] スコア：{ $scores }。
        [both] 順位：{ $places }。スコア：{ $scores }。
       *[none] {""}
    }
service-board-heading = **{ $title }** #{ $game } · { $header }
service-board-players = **{ $title }** #{ $game }：{ $players }。
service-board-over = **対局終了。**{ $result }
service-game-over = 対局終了。{ $result }
service-summary = { $title } #{ $game }（{ $players }）が終了しました：{ $result }
service-thinking = { $name } が考えています…{ $score }
service-thinking-seat = { $name }（{ $seat }）が考えています…{ $score }
service-your-turn = { $who }、あなたの手番です。{ $score }
service-your-turn-seat = { $who }、あなたの手番です（{ $seat }）。{ $score }
service-score = スコア：{ $scores }。
service-clock-deadline = ⏰ { $name } の期限：{ $when }（一手ごとに { $clock }）。
service-clock-vacation = 🏖️ { $name } は { $until } まで休暇中です。持ち時間は残り { $left } で止まっています。
service-duration-d = { $count }日
service-duration-h = { $count }時間
service-duration-m = { $count }分
service-duration-s = { $count }秒
service-duration-two = { $first }{ $then }
service-secret-note = 各プレイヤーに秘密の情報があります。盤面の下の **{ $label }** を押すと、自分の分を見られます（あなたにだけ表示されます）。
service-no-secrets = この対局に秘密の情報はありません。公開の盤面にすべて表示されています。
service-forced-pass = { $seat } は指せる手がないため、パスします。
service-button-accept = 承諾
service-button-decline = 断る
service-button-accept-draw = 引き分けに同意
service-button-allow = 許可
service-button-refuse = 拒否
service-button-resign = 投了
service-button-cancel = キャンセル
service-button-rematch = 再戦
service-button-previous = ◀ 前へ
service-button-next = 次へ ▶
service-played = { $name } が `{ $move }` を指しました：{ $words }。
service-done-played = #{ $game } で `{ $move }` を指しました
service-done-played-same-turn = #{ $game } で `{ $move }` を指しました。その結果は対局の盤面で確認できます
service-ask-resign = { $title } #{ $game } を投了しますか？ 取り消しはできません。
service-resigned = { $name } が投了しました。
service-you-resigned = 投了しました。
service-resign-cancelled = キャンセルしました。対局は続いています。
service-challenge = { $heading }{ $challenger } から { $invited } への **{ $title }** の挑戦{ $computers }{ $options }{ $clock }。#{ $game }
service-rematch-of = #{ $game } の再戦！{" "}
service-challenge-computers = （{ $names } も参加）
service-challenge-options = （{ $options }）
service-challenge-clock = {" "}· 一手ごとに { $clock }
service-challenge-no-clock = {" "}· 持ち時間なし
service-from-record = 棋譜の { $moves } 手の後の局面から始まります（レーティングなし）。席は{ $how ->
        [names] 棋譜の名前どおり
       *[listed] 指定順（挑戦者が先）
    }です：{ $seats }。
service-challenge-answer = { $invited }：**{ $accept }** または **{ $decline }** を押してください。
service-challenge-answer-each = 招待された各プレイヤー：**{ $accept }** または **{ $decline }** を押してください。
service-accepted-waiting = { $name } が承諾しました。{ $names } を待っています。
service-challenge-ended = { $name } が { $title } の挑戦 #{ $game } を{ $status ->
        [withdrawn] 取り下げました
       *[declined] 断りました
    }。
service-thread-title = { $title } · { $players }
service-offer-draw = 🤝 { $name } が **{ $title }** #{ $game } で引き分けを提案しています。{ $others }：**{ $yes }** または **{ $no }**。（手を指すと取り下げになります。）
service-offer-undo = ↩️ { $name } が **{ $title }** #{ $game } で `{ $move }` の待ったを求めています。{ $others }：**{ $yes }** または **{ $no }**。（手を指すと取り下げになります。）
service-done-offer = #{ $game } での{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }を投稿しました
service-offer-declined = { $name } が #{ $game } での { $asker } の{ $kind ->
        [draw] 引き分けの提案を断りました
       *[undo] 待ったの申し出を拒否しました
    }。
service-offer-waiting = #{ $game } での { $asker } の{ $kind ->
        [draw] 引き分けの提案
       *[undo] 待ったの申し出
    }：{ $name } が同意しました。{ $names } を待っています。
service-offer-agreed = #{ $game } での { $asker } の{ $kind ->
        [draw] 引き分けの提案：引き分けが成立しました。
       *[undo] 待ったの申し出：待ったが認められました。
    }
service-draw-agreed = 🤝 引き分けが成立しました。
service-took-back = ↩️ { $name } が `{ $move }` を取り消しました。
service-aborted = { $name } が対局を中止しました。
service-done-aborted = #{ $game } を中止しました
service-done-rematch = 再戦を申し込みました
service-timeout-first-move = ⏰ { $name } が時間内に最初の手を指さなかったため、対局は中止になりました。
service-timeout-lost = ⏰ { $name } は持ち時間が切れ、時間切れ負けになりました。
service-timeout-out = ⏰ { $name } は持ち時間が切れ、対局から抜けました。ほかのプレイヤーで対局を続けます。
service-reminder = ⏰ { $who }、**{ $title }** #{ $game } であなたの手番が待っています。残り { $left }、期限は { $when } です。
service-reminder-dm = ⏰ **{ $title }** #{ $game } であなたの手番が待っています。残り { $left }、期限は { $when } です。
service-reminder-dm-in = ⏰ { $channel } の **{ $title }** #{ $game } であなたの手番が待っています。残り { $left }、期限は { $when } です。
service-vacation-on = 🏖️ { $until }（{ $when }）まで休暇中です。持ち時間は止まっています（今あなたの手番を待っている対局：{ $count } 局）。新しく回ってくる手番もあなたを待ちます。`{ $end }` で早めに終えられます。
service-vacation-over = おかえりなさい。休暇が終わり、持ち時間がまた進み始めました（あなたの手番を待っている対局：{ $count } 局）。
service-vacation-back = 🏖️ { $name } が休暇から戻りました。**{ $title }** #{ $game } の持ち時間がまた進みます。{ $name } の期限は { $when } です。
service-notify-shown = あなたのリマインダーは{ $where ->
        [dm] ダイレクトメッセージで届きます
        [off] どこにも届きません（リマインダーなし）
       *[thread] { $front ->
            [table] 対局にメンション付きで届きます
           *[other] 対局のスレッドにメンション付きで届きます
        }
    }。`{ $command }` で変更できます。
service-notify-saved = 設定しました。今後、リマインダーは{ $where ->
        [dm] ダイレクトメッセージで届きます
        [off] どこにも届きません（期限はそのまま有効です）
       *[thread] { $front ->
            [table] 対局にメンション付きで届きます
           *[other] 対局のスレッドにメンション付きで届きます
        }
    }。
service-settings-shown = { $front ->
        [table] このテーブルの設定
       *[other] このサーバーの設定
    }：新しい対局の持ち時間 { $clock ->
        [none] **なし**
       *[other] **一手ごとに { $clock }**
    }、リマインダー **{ $reminders ->
        [on] オン
        [off] オフ
       *[other] { $reminders }
    }**、言語 **{ $language }**。{ $front ->
        [table] テーブルに着いている人が
       *[other] 「サーバー管理」権限を持つメンバーが
    } `{ $command }` で変更できます。
service-settings-saved = 保存しました。新しい対局の持ち時間は、挑戦で別に指定しない限り { $clock ->
        [none] **なし**
       *[other] **一手ごとに { $clock }**
    } です。リマインダーは **{ $reminders ->
        [on] オン
        [off] オフ
       *[other] { $reminders }
    }**、言語は **{ $language }** です。
service-note-not-in-game = あなたは対局 #{ $game } に参加していません。
service-note-over = 対局 #{ $game } は終了しています。
service-note-not-your-turn = #{ $game } はあなたの手番ではありません。{ $name } を待っています。
service-note-waiting-referee = #{ $game } はあなたの手番ではありません。審判を待っています。
service-private-view-alt = { $title } #{ $game } のあなた専用の表示。
service-private-view-alt-secret = { $title } #{ $game } のあなた専用の表示。{ $secret }
service-text-board =
    ```
    { $board }
    ```
service-record = **{ $title }** #{ $game } の棋譜です（{ $status ->
        [final] 全 { $moves } 手
       *[sofar] ここまで { $moves } 手
    }、PPN 形式のテキスト）。`python -m bot.record check { $game }.ppn` で再現でき、`{ $start }` でその最終局面から対局を始められます。
service-record-alt = { $title } #{ $game }（{ $players }）の棋譜（{ $status ->
        [final] 全 { $moves } 手
       *[sofar] ここまで { $moves } 手
    }）、Portable Piecepack Notation 形式のテキスト。
service-replay = **{ $title }** #{ $game } のリプレイ：{ $moves } 手、{ $frames } コマ。
service-replay-alt = { $title } #{ $game }（{ $players }）のアニメーションリプレイ：開始局面と { $moves } 手を 1 手 1 コマで表示し、最後の手に印を付けています。対局は続いています。
service-replay-alt-over = { $title } #{ $game }（{ $players }）のアニメーションリプレイ：開始局面と { $moves } 手を 1 手 1 コマで表示し、最後の手に印を付けています。{ $result }
service-standing = { $rank }. **{ $name }** — { $rating } ± { $margin } · { $wins }勝 { $losses }敗 { $draws }分 · { $games } 局{ $provisional ->
        [yes] {" "}· 暫定
       *[no] {""}
    }
service-standings = **順位表**（{ $scope ->
        [global] 全サーバー
       *[server] { $front ->
            [table] このテーブル
           *[other] このサーバー
        }
    }）
service-standings-game = __{ $title }__
service-standings-game-more = __{ $title }__（ほか { $more } 人：`{ $command }`）
service-standings-page = **{ $title } の順位表**（{ $scope ->
        [global] 全サーバー
       *[server] { $front ->
            [table] このテーブル
           *[other] このサーバー
        }
    }）— { $page } / { $pages } ページ
service-standings-empty = { $scope ->
        [global] 全サーバー
       *[server] { $front ->
            [table] このテーブル
           *[other] このサーバー
        }
    }で終了した対局はまだありません。`{ $start }` で始めましょう。終了した対局はすべてここで数えられます。
service-history = **{ $name } の最近の対局**
service-history-empty = { $name } には、終了した対局がまだありません。
service-history-empty-of = { $name } には、終了した { $title } の対局がまだありません。
service-history-line = #{ $game } { $title } 対 { $others } — { $outcome ->
        [win] 勝ち
        [loss] 負け
       *[draw] 引き分け
    }{ $scores }{ $rated ->
        [no] {" "}· レーティングなし
       *[yes] {""}
    }{ $room } · { $when }
service-history-scores = （{ $scores }）
service-history-room = {" "}· { $channel }




## Discord
## (ids start with discord-)

discord-not-in-dm = そのコマンドはダイレクトメッセージではなく、サーバーのチャンネルで使ってください。
discord-not-here = そのコマンドはここでは使えません。
discord-something-wrong = こちら側で問題が起きました。何も変更されていません。
discord-answer-lost = Discord が返答を受け付けませんでした。失われたものはありません。少ししてからもう一度お試しください。
discord-owed-later = { $done }：確定しています。今 Discord から応答がないため、メッセージは応答があり次第、{ $where }に投稿されます。
discord-behind-earlier = { $done }：確定しています。そのメッセージは、{ $where }にある対局の以前のメッセージ（Discord がまだ受け付けていないもの）の後に続きます。
discord-done = 完了
discord-done-see = { $done }：{ $channel } をご覧ください。
discord-where-channel = { $channel }
discord-where-game = 対局のチャンネル
discord-start-in-server = 対局はダイレクトメッセージではなく、サーバーのチャンネルで始めてください。
discord-no-bots = ほかのボットは対局できません。人に挑戦するか、私と対局してください（`computers:`）。
discord-only-a-note = それは説明の行です。自分の合法手から 1 つ選んでください（入力すると絞り込めます）。
discord-settings-in-server = 設定はサーバーごとのものです。サーバーで `{ $command }` を使ってください。
discord-games = **進行中の対局**（{ $count }）
discord-games-none = このサーバーに進行中の対局はありません。`{ $start }` で始めましょう。
discord-games-line = #{ $game } { $title }：{ $players } — { $name } の手番（最後の手：{ $since }、{ $channel }）
discord-games-nobody = なし
discord-games-more = …ほか { $count } 局（`{ $command }` で 1 つ表示できます）。
discord-game-choice = #{ $game } { $title }：{ $players }
discord-record-too-large = { $file } は大きすぎるため、対局の棋譜として扱えません（{ $megabytes } MB 超）。
discord-record-not-text = { $file } は対局の棋譜ではありません。棋譜は UTF-8 のテキストです（`{ $command }` で得られる .ppn ファイル）。
discord-record-download = { $file } をダウンロードできませんでした。もう一度添付してみてください。
discord-game-on = 対局 #{ $game } が始まりました：{ $thread }
discord-here-in-thread = この対局は、ここ（このスレッド）で行います。
discord-no-thread = ここではスレッドを作れない（「公開スレッドの作成」と「スレッドでメッセージを送信」の権限が必要です）ため、この対局はこのチャンネルで行います。
discord-file-no-permission = （{ $kind ->
        [board] 盤面の画像
        [record] 棋譜
        [replay] リプレイ
       *[other] ファイル
    }を添付できません。ここでは **ファイルを添付** の権限が必要です。）
discord-file-too-large = （{ $kind ->
        [board] 盤面の画像
        [record] 棋譜
        [replay] リプレイ
       *[other] ファイル
    }がこのサーバーのアップロード上限を超えています。）
discord-watch = 観戦
discord-choose-move = 手を選んでください…
discord-room-lost = **{ $title }** #{ $game } のチャンネルに投稿できなくなりました（削除されたか、そこでの権限がなくなりました）。対局は持ち時間を止めて待っています。続けるには、私が投稿できるチャンネルで `{ $command }` を使ってください。対局はそのチャンネルに移ります。
discord-room-lost-game = 対局 #{ $game } のチャンネルに投稿できなくなりました（削除されたか、そこでの権限がなくなりました）。対局は持ち時間を止めて待っています。続けるには、私が投稿できるチャンネルで盤面を表示してください（`game:{ $game }`）。対局はそのチャンネルに移ります。
discord-room-moved-thread = 対局 #{ $game } は元のスレッドではもう続けられません（スレッドがなくなったか、私が入れなくなりました）。{ $thread } で続きます。
discord-room-moved-here = 対局 #{ $game } は元のスレッドではもう続けられません（スレッドがなくなったか、私が入れなくなりました）。このチャンネルで続きます。




## The local table
## (ids start with table-)

table-welcome = { $database } のローカルテーブルです。あなたは { $name } です。コマンドの一覧は `help` と入力してください。
table-you-are = あなたは { $name } になりました。
table-refused = ✗ { $text }
table-went-wrong = ✗ 問題が発生しました（{ $problem }）。何も変更されていません。
table-in-channel = （チャンネル）{ $text }
table-direct = （{ $name } へのダイレクトメッセージ）{ $text }
table-private = （あなただけに表示）{ $text }
table-file = { $kind ->
        [record] 棋譜
        [replay] リプレイ
       *[board] 盤面
    }：{ $path }
table-watch = 観戦：{ $link }
table-buttons = ボタン：{ $buttons }
table-still-waiting = （{ $name } を待っています）ボタン：{ $buttons }
table-menu = 指せる手（入力するとその手を指します）：{ $moves }{ $more ->
        [0] {""}
       *[other] {" "}· ほか { $more } 手：`{ $command }`
    }
table-moves-none = { $typed } に合う合法手はありません。`{ $command }` ですべて表示できます。
table-games-none = ここで進行中の対局はありません。`{ $start }` で始めましょう。
table-game-line = #{ $game } { $title }：{ $players } — { $moving ->
        [yes] { $mover } の手番
       *[no] 手番の人はいません
    }
table-help-none = { $word } に触れているコマンドはありません。`help` ですべて表示できます。
table-no-button = ボタン { $label } は見当たりません。コマンドの一覧は `help` と入力してください。
table-as-who = 誰になるかを指定してください：`as bob`。
table-clock-out-of-range = テーブルの時計は { $kept } 秒進めてありましたが、範囲外です。現実の時刻に戻して動かします。
table-while-closed = テーブルが閉じていた間に（現在 { $now }）：
table-wait-how-long = 待つ時間を指定してください：`wait 13h`、`wait 2d`、`wait 90m`。
table-wait-at-most = 一度に待てるのは最大 { $most }です。{ $typed } は待てません。
table-wait-too-far = テーブルの時計は現実の時刻より最大 { $years } 年先までしか進められません。すでに { $ahead }進んでいます。
table-waited = ⏳ { $waited }後：テーブルの現在時刻は { $now } です。
table-nothing-due = その間に期限が来たものはありません。
table-line-too-long = この行は { $length } 文字あります。テーブルが読めるのは最大 { $most } 文字です（対局の棋譜はファイルで渡してください：record=PATH）。
table-line-unreadable = この行を読めませんでした：{ $problem }。
table-unknown-command = /{ $name } というコマンドはありません。コマンドの一覧は `help` と入力してください。
table-needs-subcommand = /{ $name } にはサブコマンドが必要です：{ $subcommands }。
table-no-subcommand = /{ $name } にサブコマンド { $typed } はありません：{ $subcommands }。
table-option-twice = オプション { $option } が二回指定されています。
table-option-unnamed = オプションは name=value の形で書きます。{ $typed } には名前がありません。
table-option-missing = { $option } を指定してください：`{ $command }`。
table-option-empty = オプション { $option } に値を指定してください：`{ $option }=<値>`。
table-option-number = { $option }= には整数を指定します。{ $typed } は指定できません。
table-option-flag = { $option }= には true か false を指定します。{ $typed } は指定できません。
table-option-too-large = { $option }={ $typed } は数が大きすぎます。
table-option-choice = { $option }= に指定できるのは { $choices } です。{ $typed } は指定できません。
table-takes = { $command } に指定できるオプションは{ $count ->
        [0] ありません
       *[other] {" "}{ $options } です
    }。{ $typed } は指定できません。
table-mention-them = { $name } に挑戦するには、メンションしてください：`@{ $name }`（オプションは name=value の形で書きます）。
table-name-after-at = @ の後にプレイヤー名を書いてください：`@bob`。
table-name-letters = プレイヤー名は `@bob` のように文字か数字で書いてください。{ $typed } は使えません。
table-record-unreadable = 棋譜 { $path } を読めません：{ $text ->
        [yes] UTF-8 のテキストではありません
       *[no] { $reason }
    }。
table-hint-days = 日数を指定してください：`/vacation days=2`（0～{ $most }。`days=0` で休暇を終えます）。
table-hint-computers = computers= にはコンピューターのプレイヤー数を指定します。{ $typed } は指定できません。
table-hint-seats = seats= に指定できるのは listed（書いた順、あなたが最初）か random です。{ $typed } は指定できません。
table-hint-move = どの手か指定してください：`{ $move }`（`{ $moves }` を参照）。




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
command-table-web = --web-port N で起動すると、テーブルは各対局のウェブページを配信する（ライブで観戦、一手ずつ見返す）。各盤面と /standings の後に `観戦：<アドレス>` の行が出る。
