### 審判のメッセージ（日本語）。
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = 日本語


## Engines: what every game shares (results, places, scores, option checks)
## (ids start with engines-)
engines-sentences = {$first}{$then}
engines-series = {$first}、{$then}
engines-names = {$names}
engines-notation = {$notation}
engines-player = {$name}
engines-player-label = {$name}（{$label}）
engines-seat = {$number}番席
engines-phase-play = 対局中
engines-phase-setup = 準備
engines-phase-over = 終局
engines-ordinal = {$place}位
engines-place = {$place} {$name}
engines-score = {$name} {$score}
engines-result-win = {$name}の勝ち
engines-result-shared = {$names}が勝ちを分け合う
engines-result-draw = 引き分け
engines-announce-win = {$name}の勝ち！
engines-announce-shared = {$names}が勝ちを分け合いました！
engines-announce-draw = 引き分けです。
engines-announce-unfinished = まだ終局していません。
engines-announce-places = 順位：{$places}。
engines-announce-scores = 得点：{$scores}。
engines-option-players-whole = {$game}：プレイヤー数は整数で指定してください
engines-option-none = {$game}にはオプションがありません（「{$option}」は使えません）
engines-option-unknown = {$game}に「{$option}」というオプションはありません（オプション：{$options}）
engines-option-whole = {$game}：{$option}は0以上の整数で指定してください（{$value}は不可）
engines-option-not-allowed = {$game}：{$option}={$value}は指定できません（指定できる値：{$allowed}）
engines-option-players-exactly = {$game}はちょうど{$count}人で遊ぶゲームです（{$players}人では遊べません）
engines-option-players-between = {$game}は{$low}～{$high}人で遊ぶゲームです（{$players}人では遊べません）
engines-no-seat = このゲームに席{$seat}はありません
engines-not-a-move-here = 「{$move}」はここでは指せる手ではありません
engines-not-an-outcome = {$outcome}はここで起こりうる偶然の結果ではありません
engines-no-chance = このゲームにはダイスも引くものもありません：偶然の結果はありません
engines-not-text = 手はテキストで書いてください：{$help}
engines-not-a-move = 「{$move}」は{$game}の手ではありません：{$help}
engines-game-over = ゲームは終わっています：もう手は指せません
engines-already-over = ゲームはすでに終わっています
engines-already-resigned = {$seat}はすでに投了しています
engines-series-strong = {$first}／{$then}
engines-player-number = プレイヤー{$number}
engines-size = { $size ->
    [S] 小
    [M] 中
   *[L] 大
}
engines-empty-move = 手が空です：{$help}
engines-icehouse-help = サイズ（S、M、L）とマスを Lc3 のように書いてください
engines-icehouse-not-a-square = 「{$square}」はマスではありません：マスは a1 ～ e5 です
engines-icehouse-not-a-size = 「{$move}」の「{$word}」は駒のサイズではありません：S（小）、M（中）、L（大）を使ってください
engines-icehouse-off-board = {$square}は盤上にありません：マスは a1 ～ e5 です
engines-icehouse-not-a-placement = 「{$move}」は配置の手ではありません：{$help}
engines-place-pyramid = { $size ->
    [S] 小ピラミッドを{$square}に置く
    [M] 中ピラミッドを{$square}に置く
   *[L] 大ピラミッドを{$square}に置く
}




## Engines: Telic
## (ids start with telic-)
telic-seat-blue = 青
telic-seat-red = 赤
telic-face = { $face ->
    [n] ヌル
    [a] エース
   *[other] {$face}
}
telic-piece = { $count ->
    [1] シングル
    [2] ダブル
    [3] トリプル
    [4] クアッド
    [5] クイント
   *[6] ヘックス
} {$sizes}
telic-help = roll、enter K（K = 1..6）、pass、または a2-a3 や a3-cz のような移動を書いてください
telic-not-a-square = {$square}は盤上のマスではありません（列 a-d、行 1-5、または cz）
telic-square-in-zone = {$square}はセンターゾーンの一部でマスではありません：センターゾーン（cz）へは a3 と d3 からしか入れません
telic-no-size = ピラミッドのサイズは1から6です：サイズ{$size}はありません
telic-enter-which = 投入するサイズを指定してください：enter 1 ～ enter 6
telic-zone-final = センターゾーンに入った駒は二度と出てきません
telic-no-die = 今は振るダイスがありません
telic-not-a-face = {$outcome}はダイスの目ではありません：出る目は {$faces} です
telic-die-rolling = ダイスを振っているところです：出目が決まるまで待ってください
telic-then-must-enter = そこにピラミッドを投入しなければなりません
telic-then-must-pass = パスしなければなりません（相手のスタックの上には何も投入できません）
telic-then-enter-or-pass = そこにピラミッドを投入するか、パスしてください
telic-roll-rolled = {$face}が出ました（対象 {$square}）：{$then}
telic-roll-stash-empty = 手持ちが空です：盤上の駒を動かしてください
telic-pass-target-empty = {$face}が出ました（対象 {$square}）。そのマスは空なので、ピラミッドを投入しなければなりません（{$moves}）
telic-pass-can-roll = パスできるのは他に合法手がないときだけです：まだダイスを振れます
telic-pass-can-play = パスできるのは他に合法手がないときだけです：{$move} が指せます
telic-enter-roll-first = 先にダイスを振ってください：ピラミッドはダイスが示すマスにしか投入できません
telic-enter-stash-empty = 手持ちが空です：投入するものがありません
telic-enter-not-held = 手持ちにサイズ{$size}のピラミッドはありません（手持ち：{$stash}）
telic-enter-own-top = {$square}には自分の{$piece}があります：その頂上（{$top}）より小さいピラミッドしか重ねられません
telic-enter-enemy-stack = {$square}には{$enemy}のスタックがあります：スタックの上には何も投入できないので、パスしてください
telic-enter-too-small = {$square}には{$enemy}のシングル{$top}があります：投入で戻せるのは真に小さいシングルだけなので、サイズ{$need}以上が必要です
telic-step-rolled = {$face}が出ました（対象 {$square}）：ダイスを振った後は駒を動かせません。{$then}
telic-step-empty = {$square}は空です：動かす駒がありません
telic-step-not-yours = {$square}にあるのは{$owner}の{$piece}で、あなたの駒ではありません
telic-step-same = 駒は別のマスへ動かしてください
telic-step-zone-entrance = センターゾーンへは a3 と d3 からしか入れません（{$square}からは入れません）
telic-step-not-adjacent = {$square}は{$start}の隣ではありません
telic-step-stack-too-big = {$square}には自分の{$piece}があります：重ねるには、動かす駒の一番下のピラミッド（{$bottom}）がその頂上（{$top}）より小さくなければなりません
telic-bump-single-vs-stack = {$square}には{$enemy}のスタックがあります：シングルでは戻せません
telic-bump-fewer = {$square}には{$enemy}の{$piece}があります：あなたの{ $count ->
    [1] シングル
    [2] ダブル
    [3] トリプル
    [4] クアッド
    [5] クイント
   *[6] ヘックス
}はピラミッドの数が少ないので戻せません
telic-bump-smaller = {$square}には{$enemy}のシングル{$top}があります：あなたのシングル{$mine}の方が小さいので戻せません
telic-quick-roll = 振る
telic-phase-rolling = {$seat}がダイスを振っています
telic-phase-must-enter = {$seat}は{$face}：{$square}に投入するしかない
telic-phase-must-pass = {$seat}は{$face}：{$square}にスタックがあるのでパス
telic-phase-enter-or-pass = {$seat}は{$face}：{$square}に投入するかパス
telic-phase-turn = {$seat}が振るか動かす番
telic-piece-on = {$square}に{$piece}
telic-position-seat = {$seat}：{$pieces}。手持ち {$stash}。センターゾーンに12個中{$home}個。
telic-position-no-piece = 盤上に駒なし
telic-position-stash-empty = なし
telic-position-die = ダイスの目は{$face}：{$seat}の対象は{$square}。
telic-position-rolling = {$seat}がダイスを振っています。
telic-position-played = { $limit ->
    [0] {$turns}手終了。
   *[other] {$limit}手中{$turns}手終了。
}
telic-position-turn = { $limit ->
    [0] {$turn}手目。
   *[other] {$limit}手中{$turn}手目。
}
telic-outcome = {$seat}の出目は{$face} → {$square}
telic-move-roll = ダイスを振る
telic-move-pass-stuck = パス：手持ちが空で動かせる駒もない
telic-move-pass-blocked = パス（出目{$face}）：{$piece}がいる{$square}には何も投入できない
telic-move-pass-declined = パス（出目{$face}）：{$piece}がいる{$square}に投入しない
telic-move-enter = 手持ちからサイズ{$size}のピラミッドを{$square}に投入（出目{$face}）
telic-move-enter-on-top = サイズ{$size}のピラミッドを{$square}に投入（出目{$face}）、{$piece}の上に
telic-move-enter-bumping = サイズ{$size}のピラミッドを{$square}に投入（出目{$face}）、{$piece}を手持ちに戻す
telic-owned = {$owner}の{$piece}
telic-move-home = {$start} → センターゾーン（{$piece}）、盤上から永久に退場
telic-move-step = {$start} → {$end}（{$piece}）
telic-move-stack = {$start} → {$end}、{$piece}を{$onto}に重ねる
telic-move-bump = {$start} → {$end}（{$piece}）、{$bumped}を手持ちに戻す
telic-option-move-limit = この手数で勝者がいなければ引き分け（0 = 制限なし）
telic-rules = **Telic**（Michael Schoessow）— 自分のピラミッド12個を先にすべてセンターゾーンへ運んだ方の勝ち。青が先手、赤が後手。
    • 駒は**シングル**（ピラミッド1個）か**スタック**（同じ色のピラミッド2～6個、大きいものが下）。スタックは丸ごと動く。1マスに駒は1つ。
    • 手番ではどちらか一つ：ダイスを**振る**（手持ちにピラミッドがある間だけ）か、駒を1歩**動かす**。最初の手番はダイスを振る。手持ちが空なら動かすしかない。
    • ダイスは自分の色のマスを示す。空 → `enter K` **しなければならない**（手持ちの任意のサイズK）。自分の駒 → 頂上より小さい `enter K`（上に重なる）か `pass`。相手のシングル → **真に大きい** `enter K` で持ち主の手持ちに戻すか、`pass`。相手のスタック → `pass` のみ。ダイスを振った後は駒を動かせない。
    • 移動は縦横。隅 a5–d1 と d5–a1 はつながっている。センターゾーン（b3/c3）は横切れず、入れるのは `a3-cz` と `d3-cz` だけ。入った駒は盤から永久に退場する。
    • 自分の駒の上へ：動かす駒の一番下（最大）のピラミッドが、移動先の頂上より小さくなければならない。合わせて1つのスタックになる。
    • 相手の駒の上へ：強さが**同じか上**のときだけ。相手の駒は持ち主の手持ちに戻る。強さ：スタックはどのシングルにも勝つ。シングル同士はサイズ、スタック同士はピラミッドの数で比べる。
    • ダイスを振らずに `pass` できるのは、手持ちが空で動かせる駒もないときだけ。
    • 12個すべてを先にセンターゾーンへ入れた方の勝ち。オプション `move_limit`：その手数で引き分け（ダイスとその `enter`/`pass` で1手）。
    表記：`roll`、`enter 3`、`a2-a3`、`d3-cz`、`pass`。




## Engines: Coins
## (ids start with coins-)
coins-seat-suns = 太陽
coins-seat-moons = 月
coins-seat-crowns = 王冠
coins-seat-arms = 紋章
coins-help = 配置は 'b2+' か 'b2x'、スライドは 'b2-b4'、取り除きは '*c3' のように書いてください
coins-not-a-square = {$square}は盤上のマスではありません（a1 ～ d4）
coins-still-placing = まだコインの配置中です：'b2+'（縦横）か 'b2x'（斜め）で1枚置いてください
coins-place-occupied = {$square}にはすでにコインがあります：空いているマスに置いてください
coins-all-placed = コインはすべて配置済みです：'{$move}' のような手を指してください
coins-remove-first = 先に自分のコインを1枚取り除いてください（例：'{$move}'）
coins-remove-empty = {$square}は空です：自分のコインを1枚取り除いてください
coins-remove-not-yours = {$square}のコインは{$owner}のものです：取り除けるのは自分のコインだけです
coins-remove-can-slide = スライドできるので、スライドしなければなりません：コインを取り除くのは、何も取らなかったスライドの後か、スライドできないときだけです
coins-slide-empty = {$square}は空です：自分のコインをスライドさせてください
coins-slide-not-yours = {$square}のコインは{$owner}のもので、あなたのものではありません
coins-slide-same = スライドは少なくとも1マス進みます
coins-slide-off-line = { $kind ->
    [diagonal] {$square}は{$start}から斜めの線上にありません（{$start}のコインは斜め）
   *[orthogonal] {$square}は{$start}と同じ列にも行にもありません（{$start}のコインは縦横）
}
coins-slide-blocked = {$start}のコインは、{$square}にある自分のコインにふさがれています
coins-slide-in-the-way = {$square}にある{$owner}のコインが邪魔です：スライドは最初の相手のコインで止まります
coins-slide-full = slide=full では、コインはできるだけ遠くまで進まなければなりません：{$beyond}まで進めるので{$square}では止まれません
coins-position-resigned = {$seat}：脱落。
coins-position-kind = { $kind ->
    [diagonal] 斜めが{$squares}
   *[orthogonal] 縦横が{$squares}
}
coins-position-no-coin = 盤上にコインなし
coins-position-seat = {$seat}：{$coins}。獲得{$captured}枚。
coins-position-seat-placing = {$seat}：{$coins}。残り配置{$placing}枚。獲得{$captured}枚。
coins-position-seat-taken = {$seat}：{$coins}。獲得{$captured}枚（{$taken}）。
coins-count-of = {$seat}{$count}枚
coins-position-must-remove = {$seat}は自分のコインを1枚取り除かなければなりません。
coins-move-place = { $kind ->
    [diagonal] 斜めのコインを{$square}に置く
   *[orthogonal] 縦横のコインを{$square}に置く
}
coins-move-remove = {$square}の{$seat}のコインを取り除く（誰の得点にもならない）
coins-move-capture = {$start} → {$end}、{$victim}のコインを取る
coins-move-quiet = {$start} → {$end}、何も取らない（このあと{$seat}のコインを1枚取り除く）
coins-option-slide = free：コインは線上の空いたマスならどこでも止まれる。full：できるだけ遠くまで進む
coins-rules = **Coins** — dboyle による無題のピースパックゲーム（2001年）。2～4人、4×4の盤 a1..d4。席順：太陽、月、王冠、紋章。
    • **準備：** 順番にコインを1枚ずつ空いたマスに置き、その種類をずっと固定する：`b2+` 縦横（飛車のように動く）か `b2x` 斜め（角のように動く）。2人なら各6枚、3人なら5枚、4人なら4枚。
    • **手番：** 自分のコインを1枚、その線に沿って空いたマスの上を少なくとも1マススライドさせる（`b2-b4`）。線上の**最初の**相手のコインで止まるとそれを取れる：取ったコインは自分のもので1点。自分のコインは通れない。
    • `slide=free`（既定）：線上の空いたマスならどこでも止まれる。`slide=full`：できるだけ遠くまで進む（盤の端、自分のコインの手前、または最初の相手のコインの上）。
    • 何も取らなかったスライドの後は、**自分の**コインを1枚取り除く（`*c3`。動かしたコインでもよい）。スライドできないときは取り除くだけ。取り除いたコインは誰の得点にもならない。
    • スライドできるならしなければならない（どのスライドでも取れる場合も同じ）。盤上にコインがないプレイヤーは飛ばされる。
    • **終了**（準備の後）：コインが1枚もなくなるか、残りがすべて1人のものになったとき。
    • **勝者：** 取った枚数が最も多い人。同点なら、同点の各プレイヤーについて、ほかの1つの席から取った枚数の最小値を比べ、次に2番目に小さい値…と比べ、多い方が勝ち。それでも同点なら順位を分け合う（2人なら引き分け）。




## Engines: Tactonix
## (ids start with tactonix-)
tactonix-colour = { $colour ->
    [R] 赤
    [Y] 黄
    [G] 緑
    [B] 青
   *[K] 黒
}
tactonix-deal = 色は秘密裏に配られました
tactonix-deal-notation = 配色
tactonix-size = { $size ->
    [1] 小
    [2] 中
   *[3] 大
}
tactonix-direction = { $direction ->
    [n] 北へ
    [e] 東へ
    [s] 南へ
   *[w] 西へ
}
tactonix-piece-words = { $colour ->
    [R] 赤
    [Y] 黄
    [G] 緑
    [B] 青
   *[K] 黒
}の{ $size ->
    [1] 小
    [2] 中
   *[3] 大
}ピラミッド
tactonix-help = c4（準備中）、c4-c5、push c4 n、hop c4 e、rot b2 d5 cw、swap c4 c5、pass のいずれかを書いてください
tactonix-help-play = c4-c5、push c4 n、hop c4 e、rot b2 d5 cw、swap c4 c5、pass のいずれかを書いてください
tactonix-off-board = {$square}は{$size}×{$size}の盤上にありません
tactonix-not-a-rectangle = {$square}と{$other}では2×2以上の長方形になりません
tactonix-move-pass = パス（合法な手がない）
tactonix-move-place = 引いた{$piece}を{$square}に置く
tactonix-move-move = 移動 {$start} → {$end}（{$piece}）
tactonix-move-push = 押す {$square} {$direction}（{$piece}）
tactonix-move-hop = 跳ぶ {$square} {$direction}（{$piece}）
tactonix-move-swap = 入れ替え {$square} と {$other}
tactonix-move-rotate = { $turn ->
    [cw] 回転 {$start}–{$end} 時計回り
   *[ccw] 回転 {$start}–{$end} 反時計回り
}
tactonix-no-piece = {$square}に駒はありません
tactonix-move-not-adjacent = {$square}は{$start}と縦横に隣り合っていません：移動は1マスです
tactonix-move-occupied = {$square}には{$piece}があります：移動先は空きマスでなければなりません（代わりに押す・跳ぶ・入れ替える）
tactonix-swap-not-adjacent = {$square}と{$other}は縦横に隣り合っていません
tactonix-swap-empty = {$square}に入れ替える駒がありません（移動は空きマスへ）
tactonix-push-edge = {$square}は盤の端にあります：{$direction}押すと盤から出てしまいます
tactonix-push-nothing = {$square}から{$direction}押す駒がありません：それは移動です（{$move}）
tactonix-push-off = {$square}から{$direction}押すと、{$last}の駒が盤から押し出されてしまいます
tactonix-hop-off = {$square}の{$piece}は{$direction}{$count}マス跳ぶので、盤から出てしまいます
tactonix-hop-short-blocked = {$square}は埋まっていて、{$start}まで戻るマスもすべて埋まっています：短い跳躍は出発点で終わってしまいます
tactonix-swap-same = {$square}と{$other}は同じ駒です：入れ替えても何も変わりません
tactonix-rotate-same = その長方形の縁のマスはすべて同じです：回転しても何も変わりません
tactonix-no-change = { $kind ->
    [push] その押しでは盤上が何も変わりません
    [hop] その跳躍では盤上が何も変わりません
   *[move] その移動では盤上が何も変わりません
}
tactonix-island = { $kind ->
    [push] その押し
    [hop] その跳躍
    [rot] その回転
    [swap] その入れ替え
   *[move] その移動
}では{$squares}の駒が{ $count ->
    [one] 孤立
   *[other] 孤立
}してしまいます（新しい島は禁止）
tactonix-undo = それは直前の手を元に戻す手です（単純な戻しは禁止）
tactonix-outcome-draw = 袋から{$piece}（{$code}）を引いた
tactonix-no-chance = { $why ->
    [over] ここで偶然に任されるものはありません：ゲームは終わっています
   *[act] ここで偶然に任されるものはありません：プレイヤーが手を指す番です
}
tactonix-not-in-bag = {$outcome}は袋に残っている駒ではありません：引けるのは {$pieces} です
tactonix-not-a-deal = {$outcome}は配色ではありません：配色は {$colours} から異なる{$count}色を、席順に1席1色ずつ、{$example} のように書きます
tactonix-nobody-to-move = ここでは誰の手番でもありません
tactonix-referee-first = { $what ->
    [draw] 先に審判が袋から駒を引かなければなりません
   *[deal] 先に審判が色を配らなければなりません
}
tactonix-setup-place = 準備中です：引いた{$piece}を空きマスに置いてください（例：c4）
tactonix-place-occupied = {$square}にはすでに{$piece}があります
tactonix-setup-over = 準備は終わりました：{$help}
tactonix-pass-not-stuck = パスできるのは合法な手がないときだけですが、{$move} が指せます
tactonix-not-legal = {$move} はここでは合法な手ではありません
tactonix-private-undealt = 色はまだ配られていません：最後の駒が置かれたときに配られます。
tactonix-private-colour = あなたの秘密の色は **{$colour}**（{$letter}）です。誰にも言わないでください！
tactonix-phase-deal = 配色
tactonix-position-size = { $size ->
    [1] 小：{$squares}
    [2] 中：{$squares}
   *[3] 大：{$squares}
}
tactonix-position-colour = { $colour ->
    [R] 赤
    [Y] 黄
    [G] 緑
    [B] 青
   *[K] 黒
}：{$sizes}。
tactonix-position-empty = 盤は空です。
tactonix-position-drawn = 引いた駒（置く駒）：{$piece}（{$code}）。
tactonix-position-to-draw = 袋から駒を1つ引くところです。
tactonix-position-bag-count = { $size ->
    [1] 小
    [2] 中
   *[3] 大
}{$count}
tactonix-position-bag-colour = {$colour} {$counts}
tactonix-position-bag = 袋の中に{$count}個：{$rows}。
tactonix-position-seat-colour = {$seat} {$colour}
tactonix-position-colours = 色：{$seats}。
tactonix-position-colours-spare = 色：{$seats}。余り {$spare}。
tactonix-position-about-to-deal = 色（{$colours}）がこれから秘密裏に配られます。
tactonix-position-colours-setup = 使う色：{$colours}。準備の後に秘密裏に配られます。
tactonix-position-colours-play = { $spare ->
    [yes] 使う色：{$colours}（各自1色、秘密。1色は余り）。
   *[no] 使う色：{$colours}（各自1色、秘密）。
}
tactonix-position-colours-never = 使う色：{$colours}。配られずに終わりました。
tactonix-position-resigned = 脱落：{$seats}。
tactonix-position-ply = { $limit ->
    [0] {$ply}手目。
   *[other] {$limit}手中{$ply}手目。
}
tactonix-secret-label = 自分の色
tactonix-option-board = 8 = チェス盤 a1..h8、5 = 5×5の火山盤（2～3人）
tactonix-option-hop = shove：駒の上に跳ぶとその列を押し戻す、short：跳ぶ駒が手前で止まる
tactonix-option-spare = true：プレイヤーより1色多く、1色は誰にも配らない、false：5人で遊べる
tactonix-option-move-limit = この手数で引き分け（0 = 制限なし）
tactonix-option-players = Tactonix は2～4人で遊びます（5人は spare=false のときだけ）（{$players}人では遊べません）
tactonix-option-small-board = Tactonix：board=5 は2～3人用です。{$players}人なら盤は8にしてください
tactonix-rules = **Tactonix**（Carlton Noles）：自分の**秘密の色**のピラミッド6個を、縦横につながった1つのグループにしよう。2～4人（`spare=false` なら5人）。
    {"**"}準備**：順番に袋から駒を1つ無作為に引き、好きな空きマスに置く。その後、各プレイヤーに秘密で色が配られる。**余り**の色は誰のものでもない。最後に置いた人の次の席から始める。
    {"**"}手番**：どの駒でもよいので1つ行動する：
    • **移動**：縦横に1歩、空きマスへ（`c4-c5`）。
    • **押す**（`push c4 n`）：その駒と前に途切れず並ぶ駒の列が1マスずれる。前に少なくとも1つ駒があり、列の先が空きマスでなければならない。
    • **跳ぶ**（`hop c4 e`）：駒のサイズと同じマス数だけ、縦横に、何でも飛び越えて進む。駒の上に着くとき：`hop=shove`（既定）なら跳んだ駒がそのマスに入り、そこの列を出発点の方へ押し戻す。`hop=short` なら手前の最初の空きマスで止まる。
    • **回転**（`rot b2 d5 cw` または `ccw`）：2×2以上の長方形（左下と右上の角で指定）の縁が1マス回る。
    • **入れ替え**（`swap c4 c5`）：縦横に隣り合う2つの駒のマスを入れ替える。
    {"**"}すべての行動**：盤から何も出ない。局面が変わる。新しい島を作らない（行動後、8近傍のどこにも駒がない駒は、行動前からそうで、かつ動いていないものに限る）。単純な戻しは禁止（局面は直前の行動の前の局面と違っていなければならない）。
    `pass` は合法な行動がないときだけ。
    {"**"}勝利**：行動（または配色）の後、自分の色がつながっていれば勝ち。行動した人の色がつながっていればその人の単独勝利。そうでなければ、色がつながっている全員で勝利を分け合う。余りの色がつながっても何も起きない。色はゲーム終了時に明かされる。
    オプション：`board` 8 または 5（5×5、2～3人）、`move_limit`（その手数で引き分け）。




## Engines: Tic Tac Doh!
## (ids start with tictacdoh-)
tictacdoh-none-left = { $size ->
    [S] 手持ちに小ピラミッドが残っていません
    [M] 手持ちに中ピラミッドが残っていません
   *[L] 手持ちに大ピラミッドが残っていません
}
tictacdoh-not-legal = {$move} はここでは合法な配置ではありません
tictacdoh-stack-full = { $shape ->
    [tree] {$square}にはツリー {$stack} があります：満杯なので、もう何も置けません
    [nest] {$square}にはネスト {$stack} があります：満杯なので、もう何も置けません
   *[single] {$square}には単独の {$stack} があります：満杯なので、もう何も置けません
}
tictacdoh-same-size = {$size}は{$top}の上に置けません：同じサイズの駒の上には置けません
tictacdoh-size-gap = {$size}は{$top}の上に直接置けません：重ねる駒はサイズが1つ違いでなければなりません
tictacdoh-mixed = { $shape ->
    [tree] {$size}は{$square}に置けません：{$square}にはツリー {$stack} があり、1つのマスでツリーとネストを混ぜることはできません
    [nest] {$size}は{$square}に置けません：{$square}にはネスト {$stack} があり、1つのマスでツリーとネストを混ぜることはできません
   *[single] {$size}は{$square}に置けません：{$square}には単独の {$stack} があり、1つのマスでツリーとネストを混ぜることはできません
}
tictacdoh-first-on-c3 = 最初の駒は必ず c3 に置きます（{$square}ではありません）
tictacdoh-not-touching = {$square}はどの駒にも接していません（斜めも含む）
tictacdoh-off-grid = {$square}に置くと3×3の枠からはみ出します：駒はすでに{$start}から{$end}まで広がっています
tictacdoh-move-stack = { $shape ->
    [tree] { $size ->
        [S] 小ピラミッドを{$square}に置き、ツリー {$stack} にする
        [M] 中ピラミッドを{$square}に置き、ツリー {$stack} にする
       *[L] 大ピラミッドを{$square}に置き、ツリー {$stack} にする
    }
    [nest] { $size ->
        [S] 小ピラミッドを{$square}に置き、ネスト {$stack} にする
        [M] 中ピラミッドを{$square}に置き、ネスト {$stack} にする
       *[L] 大ピラミッドを{$square}に置き、ネスト {$stack} にする
    }
   *[other] { $size ->
        [S] 小ピラミッドを{$square}に置き、スタック {$stack} にする
        [M] 中ピラミッドを{$square}に置き、スタック {$stack} にする
       *[L] 大ピラミッドを{$square}に置き、スタック {$stack} にする
    }
}
tictacdoh-position-key = S、M、L：小、中、大。
tictacdoh-position-single = {$square} {$size}
tictacdoh-position-stack = { $shape ->
    [tree] {$square} ツリー {$stack}（{$counts}として数える）
   *[nest] {$square} ネスト {$stack}（{$counts}として数える）
}
tictacdoh-position-rank = {$rank}段目：{$squares}。
tictacdoh-position-empty = 盤は空です：最初の駒は c3 に置きます。
tictacdoh-position-grid = まだ枠内のマス：{$start}～{$end}。
tictacdoh-count = {$size}{$count}
tictacdoh-position-stash = 手持ち：{$stash}（15個中{$placed}個配置済み）。
tictacdoh-position-line = {$size}の列：{$squares}。
tictacdoh-rules = **Tic Tac Doh!**：2人用。15個のピラミッド（S 5個、M 5個、L 5個）の手持ちを共有し、駒は誰のものでもない。
    • 先手から置く。手番では手持ちのどの駒を置いてもよい。最初の駒は必ず **c3** に置く。
    • 置けるのは、**駒に接する空きマス**（斜めも含む。すべての駒が**3×3の枠**に収まる範囲で）か、**スタックの上**。
    • 重ねる駒は**サイズが1つ違い**：**ツリー**は上に行くほど小さく（L、LM、LMS）、**ネスト**は上に行くほど大きい（S、SM、SML）。M からはどちらも始められる（ツリー MS、ネスト ML）。両者を混ぜてはいけない。
    • ツリーは中の**すべての**サイズとして数え、ネストは**一番上の**駒のサイズとしてだけ数える。
    • 同じサイズとして数えられる**3つが一列**（3×3の枠の行・列・斜め）に並べば**勝ち**。
    • 15個すべて置いても列ができなければ**引き分け**。駒が残っているのに合法な配置がなければ**負け**。
    • 表記：`Lc3`（`l c3`、`large c3`、`c3 L` も可）。




## Engines: IceSickle
## (ids start with icesickle-)
icesickle-help = Lc3 のような配置か、a1-c3 のような跳躍を書いてください
icesickle-not-a-jump = 「{$move}」は跳躍ではありません：駒のマスと着地するマスを a1-c3 のように書いてください
icesickle-sowing-over = 種まきは終わりました：ピラミッドはすべて盤上にあります。駒を跳ばしてください（a1-c3 など）
icesickle-sow-occupied = { $size ->
    [S] {$square}にはすでに小ピラミッドがあります：空きマスにまいてください
    [M] {$square}にはすでに中ピラミッドがあります：空きマスにまいてください
   *[L] {$square}にはすでに大ピラミッドがあります：空きマスにまいてください
}
icesickle-none-left = { $size ->
    [S] 手持ちに小ピラミッドは残っていません
    [M] 手持ちに中ピラミッドは残っていません
   *[L] 手持ちに大ピラミッドは残っていません
}
icesickle-still-sowing = 種まきはまだ終わっていません（手持ちに残り{$count}個）：Lc3 のように1つ置いてください
icesickle-jump-empty = {$square}は空です：跳ばす駒がありません
icesickle-jump-same = 跳躍では駒を別のマスへ動かさなければなりません
icesickle-jump-not-line = {$square}は{$start}から一直線上（縦横または斜め）にありません
icesickle-jump-adjacent = {$square}は{$start}の隣です：跳躍は少なくとも1マスを越えます
icesickle-jump-too-far = {$start}の{ $size ->
    [S] 小
    [M] 中
   *[L] 大
}が越えられるのは最大{$pips}マスですが、{$move} は{$passed}マス越えます
icesickle-jump-occupied = {$square}は埋まっています：跳躍は空きマスに着地しなければなりません
icesickle-jump-nothing = その跳躍はどの駒も越えません（{$squares}は{ $count ->
    [one] 空
   *[other] 空
}です）
icesickle-move-jump = {$start}の{ $size ->
    [S] 小
    [M] 中
   *[L] 大
}を{$end}へ跳ばし、{$squares}を取る（{$pips}点）
icesickle-phase = { $stage ->
    [sowing] 第{$round}ラウンド（全{$rounds}）：種まき
   *[reaping] 第{$round}ラウンド（全{$rounds}）：刈り取り
}
icesickle-position-round = { $stage ->
    [sowing] 第{$round}ラウンド（全{$rounds}）、種まき。
    [reaping] 第{$round}ラウンド（全{$rounds}）、刈り取り。
   *[over] 第{$round}ラウンド（全{$rounds}）。
}
icesickle-position-size = { $size ->
    [S] S（小、1点）：{$squares}
    [M] M（中、2点）：{$squares}
   *[L] L（大、3点）：{$squares}
}
icesickle-position-pieces = {$sizes}。
icesickle-position-empty = 盤は空です。
icesickle-count = {$size}{$count}
icesickle-position-stash = 手持ち：{$stash}。
icesickle-position-jumps-first = {$seat}が先に跳びます。
icesickle-round-score = 第{$round}ラウンド：{$pips}
icesickle-position-seat-pips = {$seat} {$pips}（{$rounds}）
icesickle-position-pips = 得点：{$seats}。
icesickle-option-rounds = 2：2ラウンドの対戦（第2ラウンドで役割を交代）、1：1ラウンドのみ
icesickle-rules = **IceSickle**（Dan Isaac）：2人用、5×5の盤、誰のものでもない15個のピラミッド（S 5個 = 各1点、M 5個 = 各2点、L 5個 = 各3点）の手持ちを共有する。
    {"**"}種まき：**交互に、手持ちの好きなピラミッドを好きな空きマスに置く（`Lc3`）。15個すべて置くまで続ける。第1ラウンドは先手が先にまく（8個対7個）。
    {"**"}刈り取り：**後から置き終えた人が先に跳び、以後交互に1手番1回跳ぶ。どの駒でも一直線（8方向）に、1マスからその駒の点数のマス数まで（S 1、M 1～2、L 1～3）を越えて、その次のマスへ跳ぶ。着地マスは盤上の空きマスでなければならない（`a1-c3`）。
    越えるマスの少なくとも1つに駒がなければならない（ほかは空でもよい）。越えた駒はすべて取られ、その点数は跳んだ人のものになる。
    手番の人が跳べなくなるとラウンド終了。盤上に残った駒は得点にならない。
    {"**"}対戦：**第2ラウンドは空の盤から始め、もう一方のプレイヤーが先にまく。2ラウンドの合計点が高い方の勝ち、同点なら引き分け（オプション `rounds`：2 または 1）。




## Lessons (/K learn): each step's words, its task's hint, the lesson's buttons
## (ids start with learn-)
learn-heading = { $title } のレッスン：ステップ { $step } / { $steps }
learn-your-move = あなたの手番です。メニューから選ぶか、手を入力してください。
learn-illegal = その手は指せません：{ $reason }
learn-wrong = { $move }（{ $words }）は合法手ですが、このステップで求めている手ではありません。
learn-right = 正解：{ $move }（{ $words }）。
learn-choose = 手を選ぶ…
learn-button-back = 戻る
learn-button-next = 次へ
learn-button-play = コンピューターと対局
learn-button-again = 最初から
learn-play = これでルールはわかりました。いちばんやさしいコンピューターと短い対局をしてみましょう。専用のスレッドですぐに始まります。
learn-web-answer = 答えを見る
learn-web-try = Discord やテーブルでは、{ $command } で自分で手を指し、審判に確かめてもらえます。
learn-telic-board = Telic は中央ゾーンを囲む 18 マスで遊びます。あなたは青、相手は赤です。それぞれ 1〜6 の大きさのピラミッドを 2 個ずつ、計 12 個持ちます。12 個すべてを先に中央ゾーンへ入れた人の勝ちです。手番ではダイスを振ってピラミッドを登場させるか、駒を 1 歩動かします。
learn-telic-enter = 4 が出ました。あなたのダイスは a1 を示しています。空いているので、手持ちから好きな大きさのピラミッドを必ずそこへ登場させます。いちばん大きい 6 を出しましょう。
learn-telic-enter-hint = 大きな単独の駒は弾かれにくいので、6 を出しましょう。
learn-telic-stack = また 4 が出て、a1 にはあなたの 6 があります。その上に小さいピラミッドを登場させられます。2 つはスタックになり、どの単独の駒にも勝ちます。スタックを作りましょう。
learn-telic-stack-hint = パスすると手番を無駄にします。6 より小さいピラミッドを自分の駒の上に出しましょう。
learn-telic-bump = 赤が a2 に 2 を出しました。a1 のあなたの 3 の隣です。同じかそれより弱い相手の駒へ動くと、その駒を持ち主の手持ちへ弾き返せます（手持ちから登場させるときは、厳密に大きいピラミッドが必要です）。赤の 2 を弾きましょう。
learn-telic-bump-hint = a1 のあなたの 3 は a2 の赤の 2 の隣です。a1-a2 と動かしましょう。
learn-telic-corner = 角どうしはつながっています。a1 と d5、a5 と d1 は隣のマスのように扱われます。a1 の 3 を 1 歩で盤の反対側へ動かしましょう。
learn-telic-corner-hint = 角のつながりを使いましょう：a1-d5。
learn-telic-centre = 中央ゾーンへの入口は a3 と d3 だけで、どの駒でも入れます。入った駒は盤から永久に離れ、12 個の目標に数えられます。3 を中央ゾーンへ入れましょう。
learn-telic-centre-hint = a3 からは a3-cz で中央ゾーンへ入れます。
learn-coins-board = Coins は 4×4 の盤で遊びます。2 人なら各自 6 枚のコインを持ちます。まず全員が 1 枚ずつコインを置き、その後は毎ターンコインを滑らせて取りにいきます。いちばん多く取った人の勝ちです。
learn-coins-place = コインは置くときに種類を決め、その種類は変わりません。+（縦横）はルークのように、x（斜め）はビショップのように滑ります。斜めのコインを置きましょう。
learn-coins-place-hint = 斜めのコインは b2x のように x を付けて書きます。
learn-coins-capture = コインがすべて置かれました。コインは種類に応じた一直線上の空きマスを滑り、途中で最初に出会った相手のコインの上で止まることができます。そのコインを取って 1 点です。自分のコインは通れません。コインを取りましょう。
learn-coins-capture-hint = その滑りでは何も取れません。間に何もなく、同じ線上に相手のコインがある自分のコインを探しましょう。
learn-coins-remove = a1-b1 の滑りでは何も取れなかったので、自分のコインを 1 枚盤から取り除かなければなりません（誰の得点にもなりません）。1 枚取り除きましょう。
learn-coins-remove-hint = 何も取らずに滑ったあとは、*b1 のような取り除きしか指せません。
learn-coins-end = コインが 1 枚も残っていないとき、または残ったコインがすべて 1 人のものになったときにゲームは終わります。いちばん多く取った人の勝ちで、同点なら各相手から取った枚数で決めます。
learn-tactonix-board = Tactonix では、駒を袋から引いて交互に置き、その後に各プレイヤーへ秘密の色が配られました。あなたの色は赤です（あなたにだけ見えます）。自分の色の 6 個を縦横につなげれば勝ちです。毎ターン、盤上のどの駒でも使って、移動・押し・跳躍・回転・交換のうち 1 つの行動をします。
learn-tactonix-move = 移動：駒を縦横に 1 マス、空きマスへ動かします。駒を移動しましょう。
learn-tactonix-move-hint = 移動は f2-f1 のように「元-先」で 1 歩分を書きます。
learn-tactonix-push = 押し：駒とその前に途切れず並ぶ駒が、その方向へそろって 1 マス動きます。列の先のマスは空いていなければなりません。列を押しましょう。
learn-tactonix-push-hint = 押しは push a1 e のように、push・マス・方向で書きます。
learn-tactonix-hop = 跳躍：駒は自分の大きさ（1、2、3）とちょうど同じマス数だけ、何でも飛び越えて進みます。着地マスに駒があれば、それを出発点の方へ押し戻します。跳躍しましょう。
learn-tactonix-hop-hint = 跳躍は hop a1 n のように、hop・マス・方向で書きます。
learn-tactonix-rotate = 回転：2×2 以上の長方形の縁にある各マスが、中身を時計回りまたは反時計回りに隣へ渡します。長方形を回転させましょう。
learn-tactonix-rotate-hint = 回転は rot a1 b2 cw のように、rot・左下と右上の角・cw か ccw で書きます。
learn-tactonix-swap = 交換：縦横に隣り合う 2 つの駒のマスを入れ替えます。2 つの駒を交換しましょう。
learn-tactonix-swap-hint = 交換は swap a1 b1 のように、swap と隣り合う 2 マスで書きます。
learn-tactonix-island = どの行動でも、動かした駒は周囲 8 マスのどこかで他の駒と接していなければなりません。新しい孤島は作れません。さらに、局面を変えること、盤から駒を出さないこと、直前の行動を単に元に戻さないことも必要です。これに反する行動は拒否されます。
learn-tactonix-win = 赤の駒はあと 1 歩でつながります。f2 は e1 と角でしか接していません。赤の 6 個をすべてつなげましょう。
learn-tactonix-win-hint = 赤の駒はまだ離れています。f2 の駒をほかの駒の隣へ動かしましょう（例：f2-f1）。
learn-tictacdoh-board = Tic Tac Doh! では、2 人が大きさごとに 5 個（S、M、L）、計 15 個のピラミッドを共有します。手番では好きな駒を 1 つ置きます。最初の駒は必ず c3 に置き、すべての駒は 3×3 の枠に収まらなければなりません。同じ大きさとして数えるマスを一列に 3 つ並べれば勝ちです。
learn-tictacdoh-tree = 駒は大きさが 1 段違うスタックの上に置けます。ツリーは下へ小さくなります：L の上に M、その上に S。ツリーは含まれるすべての大きさとして数えます。c3 にツリーを作りましょう。
learn-tictacdoh-tree-hint = c3 の L の上に M を置くとツリーになります：Mc3。
learn-tictacdoh-nest = ネストは上へ大きくなります：S、その上に M、さらに L。ネストはいちばん外側の駒としてだけ数えます。c3 は今 S ではなく M です。1 つのマスでツリーとネストが混ざることはありません。
learn-tictacdoh-line = b3 と d3 には M が、c3 には L があります。1 手で勝ちましょう。
learn-tictacdoh-line-hint = ツリーは含まれるすべての大きさとして数えます。c3 の L に M を置けば、b3・c3・d3 が M の 3 つ並びになります。
learn-icesickle-board = IceSickle は 5×5 の盤で、共有の 15 個のピラミッドを使って遊びます：S（1 点）、M（2 点）、L（3 点）。1 ラウンドは種まきと刈り取りの 2 つに分かれます。1 試合は 2 ラウンドで、取った点数の多い人の勝ちです。
learn-icesickle-sow = 種まき：15 個すべてが盤に並ぶまで、交互に手持ちの好きなピラミッドを好きな空きマスへ置きます。
learn-icesickle-jump = 刈り取り：駒は一直線に、1 マスから自分の点数分のマス（S は 1、M は 2 まで、L は 3 まで）を飛び越え、その先の空きマスに着地します。飛び越えた駒はすべて取られ、その点数が入ります。相手は c2-e2 と跳びました。できるだけ多くの点を取りましょう。
learn-icesickle-jump-hint = もっと点を取れる跳び方があります。大きな駒を 2 つ飛び越えるものを探しましょう。
learn-icesickle-end = 手番のプレイヤーが跳べなくなるとラウンドは終わり、盤に残った駒は点になりません。2 ラウンド目はもう一方のプレイヤーが先に種をまきます。2 ラウンドの合計が多い人の勝ちです。


## Pictures: words drawn on boards, alt text, text boards, replays' captions
## (ids start with picture-)
picture-status-over = 終局：{$result}
picture-status-waiting = 審判を待っています（{$phase}）。
picture-status-to-move = {$player}の番です。
picture-status-to-move-phase = {$player}の番です（{$phase}）。
picture-seat-line = {$seat}：{$name}
picture-text-no-move = まだ手はありません。
picture-text-last-move = 直前の手：{$move}。
picture-text-last-move-words = 直前の手：{$move}（{$words}）。
picture-text-seat = {$seat}。
picture-alt-board = {$game}の盤面。
picture-alt-head = {$board}{$status}{$last}
picture-alt-text = {$head}{$position}
picture-game-over = 終局
picture-game-over-result = 終局：{$result}
picture-game-over-how = 終局：{$result}、{$how}
picture-to-move = の番
picture-waiting = 審判を待っています
picture-no-move = まだ手はありません
picture-last-move = 直前の手：
picture-players = プレイヤー
picture-stash = 手持ち
picture-resigned = （脱落）
picture-other-resigned = 相手が脱落
picture-you = あなた
picture-you-colour = あなた、{$colour}
picture-telic-center-zone = センターゾーン
picture-telic-tile = { $suit ->
    [blue] 青
    [red] 赤
   *[black] 黒
} {$face}
picture-telic-home-count = {$seat} {$home}/12
picture-telic-strip = ゴール {$home}/12、手持ち {$held}
picture-telic-turn-limit = 手数の上限に達した
picture-telic-all-home = ピラミッド12個がすべてゴール
picture-telic-rolled-enter = の出目{$face}：{$square}に投入
picture-telic-rolled-enter-or-pass = の出目{$face}：{$square}に投入かパス
picture-telic-stash-empty = の番（手持ちなし）
picture-telic-roll-or-move = が振るか動かす番
picture-telic-turn = { $limit ->
    [0] {$turn}手目
   *[other] {$limit}手中{$turn}手目
}
picture-telic-rolled = 出目
picture-telic-text-key = B = {$blue}、R = {$red}、続く数字は下から上へのピラミッドのサイズ（B53：青のダブル 5-3）。CZ = センターゾーン（a3 と d3 からのみ入れる）。
picture-telic-text-seat = {$seat}。センターゾーン 12個中{$home}個。手持ち：{$stash}。
picture-telic-text-die = ダイス：{$face}、{$seat}の対象 {$square}。
picture-telic-text-target = {$face} {$square}
picture-telic-text-targets = {$seat}のダイス：{$faces}。
picture-coins-to-place = 残り配置
picture-coins-captures = 獲得
picture-coins-figure-place = {$figure}  {$place}
picture-coins-must-remove = がコインを1枚取り除く番
picture-coins-to-place-coin = がコインを置く番
picture-coins-to-slide = がコインをスライドする番
picture-coins-captured = {$count}枚獲得
picture-coins-text-initial = {$letter} = {$seat}
picture-coins-text-key = {$initials}。+ は縦横のコイン（飛車のように動く）、x は斜めのコイン（角のように動く）。スライド：{$slide}。
picture-coins-text-resigned = {$seat}：脱落。
picture-coins-text-seat = {$seat}。獲得 {$captured}。
picture-coins-text-seat-placing = {$seat}。残り配置 {$count}。獲得 {$captured}。
picture-coins-text-seat-taken = {$seat}。獲得 {$captured}（{$taken}）。
picture-coins-text-must-remove = {$name}は自分のコインを1枚取り除かなければなりません。
picture-tactonix-colours = 色
picture-tactonix-colour = { $whose ->
    [mine] {$letter} {$colour}（あなた）
    [spare] {$letter} {$colour}（余り）
   *[other] {$letter} {$colour}
}
picture-tactonix-piece-to-place = 置く駒
picture-tactonix-drawn = {$colour} {$size}
picture-tactonix-bag = 袋（{$count}個）
picture-tactonix-ply = { $limit ->
    [0] 対局中、{$ply}手目
   *[other] 対局中、{$limit}手中{$ply}手目
}
picture-tactonix-dealing = 秘密の色を配っています
picture-tactonix-drawing = 袋から駒を引いています
picture-tactonix-to-place = が引いた{$piece}を置く番
picture-tactonix-to-act = の番
picture-tactonix-connected = {$colours}がつながった
picture-tactonix-move-limit = 手数の上限に達した
picture-tactonix-text-letter = {$letter} {$colour}
picture-tactonix-text-key = 文字 = 色（{$letters}）、数字 = サイズ（1 小、2 中、3 大）。
picture-tactonix-text-seat = { $resigned ->
    [yes] {$seat}（脱落）。
   *[no] {$seat}。
}
picture-tactonix-text-seat-colour = { $resigned ->
    [yes] {$seat}、色 {$colour}（{$letter}）（脱落）。
   *[no] {$seat}、色 {$colour}（{$letter}）。
}
picture-tactonix-text-drawn = 引いた駒（置く駒）：{$piece}。
picture-tactonix-text-bag = 袋、{$count}個：{$pieces}。
picture-tactonix-text-spare = 余りの色：{$colour}（{$letter}）。
picture-tactonix-text-dealt-later = 色はすべての駒が置かれたときに秘密裏に配られます。
picture-tactonix-text-secret = { $spare ->
    [yes] 各プレイヤーは秘密の色を1つ持っています。1色は余りです。
   *[no] 各プレイヤーは秘密の色を1つ持っています。
}
picture-tictacdoh-line = {$size}が3つ一列
picture-tictacdoh-all-placed = 列ができないまま15個すべて配置
picture-tictacdoh-no-placement = 相手に合法な配置がなかった
picture-tictacdoh-phase = {$phase}、15個中{$placed}個配置
picture-tictacdoh-to-place = が駒を置く番
picture-tictacdoh-first-piece = 最初の駒は
picture-tictacdoh-goes-here = ここへ
picture-tictacdoh-text-key = S 小、M 中、L 大、スタックは下から上へ：ツリー（LM、LMS、MS）は中のすべてのサイズ、ネスト（SM、SML、ML）は一番上のサイズとして数える。# = 枠の外。
picture-tictacdoh-text-stacks = スタックの数え方：{$stacks}。
picture-icesickle-pips-result = {$top}対{$other}点
picture-icesickle-to-sow = が駒をまく番
picture-icesickle-to-jump = が跳ぶ番
picture-icesickle-by-round = 内訳
picture-icesickle-round = 第{$round}回
picture-icesickle-pips = 得点
picture-icesickle-round-over = 第{ $round }ラウンド終了：{ $scores }
picture-icesickle-jumps-first = {$seat}が先に跳ぶ
picture-icesickle-text-key = S 小（1点）、M 中（2点）、L 大（3点）。駒は誰のものでもありません。
picture-icesickle-text-seat = {$seat}、{$pips}点。
picture-icesickle-text-seat-rounds = {$seat}、{$pips}点（{$rounds}）。
picture-crosstable-rank = 番号
picture-crosstable-player = プレイヤー
picture-crosstable-points = 得点
picture-crosstable-tiebreak-sb = SB
picture-crosstable-tiebreak-sb-alt = ゾンネボルン・ベルガー {$value}
picture-crosstable-tiebreak-buchholz = ブッフホルツ
picture-crosstable-tiebreak-buchholz-alt = ブッフホルツ {$value}
picture-crosstable-number = { NUMBER($value, maximumFractionDigits: 2) }
picture-crosstable-alt-title = 対戦表：{$title}。
picture-crosstable-alt-points = {$points}点
picture-crosstable-alt-row = {$rank}位：{$name}、{$points}、{$tiebreaks}。
picture-crosstable-alt-row-plain = {$rank}位：{$name}、{$points}。
picture-crosstable-alt-more = …ほか{$count}人。
picture-review-title = { $title } #{ $game }：勝率
picture-review-moves = 手数




## Service: refusals
## (ids start with refusal-)

refusal-not-an-id = #{ $id } は ID ではありません。ID は #ab3cd のように英字と数字でできています。
refusal-wrong-game = #{ $game } は { $title } の対局で、{ $other } ではありません。`{ $command }` を使ってください。
refusal-no-such-game = { $name } というゲームはありません。
refusal-no-game = 対局 #{ $game } はありません。
refusal-name-the-game = `{ $option }` で対局を指定してください。
refusal-no-game-in-progress = 進行中の対局がありません。`{ $start }` で始めましょう。
refusal-no-game-in-progress-of = 進行中の { $title } の対局がありません。`{ $start }` で始めましょう。
refusal-several-games = 進行中の対局が複数あります：{ $games }。`{ $option }` でどれか指定してください。
refusal-several-games-of = 進行中の { $title } の対局が複数あります：{ $games }。`{ $option }` でどれか指定してください。
refusal-not-in-game = あなたは対局 #{ $game } に参加していません。
refusal-game-over = 対局 #{ $game } は終了しています：{ $result }
refusal-resolving-chance = 審判がランダムな結果を決めています。少ししてからもう一度お試しください。
refusal-not-your-turn = #{ $game } はあなたの手番ではありません。{ $name } の手番です。
refusal-changed-meanwhile = 対局 #{ $game } が同時に更新されました。盤面を確認して、もう一度お試しください。
refusal-illegal = その手は指せません：{ $problem }
refusal-cannot-resign = 今は投了できません：{ $problem }
refusal-privacy-not-yours = これに答えられるのは、依頼したプレイヤーだけです。
refusal-plan-clear-or-moves = `{ $moves }` と `{ $clear }` はどちらか一方だけを指定してください。
refusal-plan-players = 条件手は 2 人対戦のゲームでだけ使えます。#{ $game } は { $count } 人のゲームです。
refusal-plan-your-turn = #{ $game } はあなたの手番です。`{ $move }` で手を指してください。条件手は相手の手番を待つ間に登録するものです。
refusal-plan-empty = 条件手に手が一つもありません。相手の次の手、あなたの応手、…の順にカンマで区切って書いてください。
refusal-plan-too-long = 条件手は最大 { $most } 手までです。指定された条件手は { $count } 手あります。
refusal-plan-unanswered = 条件手が相手の手 `{ $move }` で終わっています。それへの応手を加えるか、その手を外してください。
refusal-plan-illegal = 条件手の { $step } 手目 `{ $move }` はその局面では指せません：{ $problem }
refusal-plan-game-ends = 条件手の { $step } 手目 `{ $move }` でゲームが終わります。その後の手を外してください。
refusal-plan-chance = 条件手の { $step } 手目 `{ $move }` の後に偶然の要素（ダイス、引き、配り）が入り、条件手では先を読めません。条件手には、間にも後にも偶然の入らない手だけを書けます。
refusal-plan-turns = 条件手の { $step } 手目 `{ $move }` の後、手番がもう一人のプレイヤーに移りません。条件手には相手の手とあなたの応手を交互に書きます。
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
refusal-rematch-tournament = #{ $game } は大会の対局でした。組み合わせは大会が決めるため、再戦はできません。
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
refusal-record-open = 棋譜からの対局は、棋譜に記されたプレイヤーで行います：相手を指定してください（`{ $challenge }`）。
refusal-players-count = { $title } の players は { $low } から { $high } までです（{ $typed } は使えません）。
refusal-players-named = 指定したプレイヤーでは対局は { $named } 人になり、{ $typed } 人ではありません。players を省くか、誰も指定せずに誰でも参加できる挑戦にしてください。
refusal-open-twice = { $title } の公開挑戦がすでに待機中です：#{ $game }。
refusal-challenge-twice = 同じプレイヤーへの { $title } の挑戦がすでに待機中です：#{ $game }。
refusal-challenge-expired = 挑戦 #{ $game } は期限切れです。
refusal-join-own = #{ $game } はあなた自身の挑戦です：参加するのはほかの人です。
refusal-joined-already = #{ $game } にはすでに参加しています。ほかのプレイヤーを待っています。
refusal-challenge-full = 挑戦 #{ $game } は満席です。
refusal-start-not-yours = #{ $game } を開始できるのは { $name } だけです。
refusal-start-too-few = #{ $game } の開始には { $minimum } 人必要ですが、まだ { $count } 人です。
refusal-expiry-choice = challenge は { $choices } のいずれかです（{ $typed } は使えません）。
refusal-vacation-days = 休暇は 1〜{ $most } 日です（0 ですぐ終了）。{ $typed } は指定できません。
refusal-not-on-vacation = 休暇中ではありません。
refusal-vacation-too-long = 休暇は、どの { $window } 日間をとっても最大 { $most } 日までです。直近 { $window } 日間に { $used } 日取っているので、今はあと最大 { $room } 日です。
refusal-notify-choice = { $typed } は選択肢にありません。リマインダーの届け先は { $choices } です。
refusal-digest-choice = { $typed } は選択肢にありません。まとめは { $choices } です。
refusal-digest-hour = { $typed } は時刻ではありません。まとめの時刻は 0〜23 の整数（時）で指定してください。
refusal-digest-zone = { $typed } はタイムゾーンではありません。{ $example } のような IANA 名で指定してください（既定は UTC）。
refusal-puzzle-secret = { $title } には詰め問題がありません。プレイヤーが秘密を持つため、どの手が最善かを確実には示せません。
refusal-puzzle-unknown = { $title } の問題 { $number } 番はありません。
refusal-puzzle-gone = その問題はもうありません。
refusal-puzzle-none = 答えを待っている { $title } の問題はありません。`{ $command }` で出題されます。
refusal-puzzle-daily-manager = 毎日の問題を設定できるのは、「サーバー管理」権限を持つメンバーだけです。
refusal-puzzle-daily-channel = 毎日の問題を投稿するチャンネルを指定してください。
refusal-settings-manager = サーバーの設定を変更できるのは、「サーバー管理」権限を持つメンバーだけです。
refusal-reminders-choice = リマインダーは on か off です（{ $typed } は使えません）。
refusal-language-choice = { $typed } はここで使える言語ではありません。{ $choices } から選んでください。
refusal-season-manager = シーズンを始められるのは、「サーバー管理」権限を持つメンバーだけです。
refusal-season-name = シーズン名は 1〜{ $most } 文字です（{ $typed } は使えません）。
refusal-season-taken = **{ $season }** という名前のシーズンはここにすでにあります。別の名前を選んでください。
refusal-season-empty = シーズン **{ $season }** ではまだ終わった対局がありません。対局が一つ終わると新しいシーズンを始められます。
refusal-season-unknown = ここに { $typed } というシーズンはありません。シーズンは { $seasons } です。
refusal-season-none = ここに { $typed } というシーズンはありません。まだシーズンが始まっていません（`{ $command }` で始められます）。
refusal-season-global = 全サーバーの順位表にはシーズンがありません。シーズンはサーバーごとのものです。
refusal-season-choice = season は { $choices } のいずれかです（{ $typed } は使えません）。
refusal-admin-manager = 管理者ツール（`/admin`）を使えるのは、「サーバー管理」権限を持つメンバーだけです。
refusal-admin-action = { $typed } は `/admin channels` の操作ではありません。{ $choices } のどれかを指定してください。
refusal-admin-channel-missing = チャンネルを指定してください：`{ $command }`
refusal-admin-channels-many = 対局用のチャンネルは 1 つのサーバーで { $most } 個までです。
refusal-admin-channel-unlisted = { $channel } は対局用チャンネルの一覧にありません。
refusal-admin-reason = 1〜{ $most } 文字で理由を書いてください（プレイヤーに伝えられます）。
refusal-admin-over = 対局 #{ $game } はもう終わっています。
refusal-admin-blocked-already = { $name } はすでにブロックされています。
refusal-admin-not-blocked = { $name } はブロックされていません。
refusal-admin-channel = このチャンネルでは対局を始められません。このサーバーの管理者は { $channels } でのみ対局を許可しています。
refusal-admin-blocked = このサーバーでは対局を始めたり参加したりできません。サーバーの管理者があなたをブロックしています。
refusal-admin-blocked-other = { $name } はこのサーバーで対局できません。サーバーの管理者がブロックしています。
refusal-tournaments-choice = tournaments は { $choices } のいずれかです（{ $typed } は使えません）。
refusal-button-unknown = そのボタンはもう有効ではありません。
refusal-learn-unknown = { $game } のレッスンはありません。
refusal-learn-step = レッスンのステップは 1〜{ $steps } です。
refusal-learn-no-place = コンピューターとの対局は今いる場所で始まります。サーバーのチャンネルでボタンを使ってください。
refusal-learn-no-task = このステップでは手を指す必要はありません。「次へ」を使ってください。
refusal-replay-too-big = このリプレイはこのサーバーのアップロード上限を超えています。代わりに `{ $record }` で対局の棋譜を取得できます。
refusal-record-too-large = その棋譜は大きすぎるため、対局の棋譜として扱えません（{ $megabytes } MB 超）。
refusal-record-does-not-replay = その棋譜は再現できません：{ $problem }{ $more ->
        [0] {""}
       *[other] （ほかに問題が { $more } 件）
    }。
refusal-record-other-game = それは { $title } の棋譜で、{ $other } ではありません。`{ $start }` を使ってください。
refusal-record-over = その棋譜の対局は終わっています。最終局面から指せる手はもうありません。
refusal-record-players = その棋譜は { $players } 人の対局です。相手を { $opponents } 人指定してください。
refusal-record-several = そのファイルには { $games } 局の棋譜があります（2 局目は { $line } 行目から）。対局は 1 つの棋譜から始めるので、続きを指したい棋譜だけを残してください。
refusal-replay-speed = 速さは { $speeds } のいずれかです（{ $typed } は使えません）。
refusal-replay-plies = #{ $game } の { $first } 番から { $last } 番までに手はありません。棋譜の番号は 1 から { $plies } までです。
refusal-hint-rated = ヒントはフリー対局専用です。#{ $game } はレーティング対局なので、コンピューターは考えを明かしません。
refusal-hint-tournament = ヒントはフリー対局専用です。#{ $game } は大会の対局です。
refusal-review-not-over = #{ $game } はまだ対局中です。コンピューターの検討は対局が終わってからです（フリー対局では `{ $command }` で次の一手を提案します）。
refusal-review-not-yours = #{ $game } は公開の場で指された対局ではありません。検討を頼めるのはその対局者だけです。
refusal-review-no-moves = #{ $game } は誰も指さないうちに終わりました。検討するものがありません。
refusal-seek-games-missing = 遊びたいゲームを指定してください：`{ $example }`。
refusal-seek-games = { $typed } はゲームではありません。{ $choices } から 1 つ以上をカンマ区切りで指定してください。
refusal-seek-clock = { $typed } は持ち時間でもその範囲でもありません。{ $choices } から選ぶか、`{ $example }` のような範囲を指定してください。
refusal-seek-players = { $games } は { $players } 人では遊べません。
refusal-seek-unknown = このサーバーの対戦待ちに募集 { $seek } はありません。`{ $pool }` で一覧を見られます。
refusal-seek-not-yours = 募集 { $seek } はほかの人のものです。取り下げられるのは本人だけです。
refusal-seek-none = このサーバーの対戦待ちにあなたの募集はありません。`{ $seek }` で参加できます。
refusal-tournament-format = 大会の形式は { $choices } のいずれかです。{ $typed } ではありません。
refusal-tournament-rounds = rounds は 1 から 30 の整数で、スイス式の大会だけが指定できます。{ $typed } ではありません。
refusal-tournament-signup = signup は参加受付の期間で、`{ $example }` のように書きます（分 m、時間 h、日 d）。{ $typed } ではありません。
refusal-tournament-players = players は最少と最多の人数で、`{ $example }` のように書きます（{ $least } 人以上）。{ $typed } ではありません。
refusal-tournament-joined = あなたはすでに大会 #{ $tournament } に参加しています。
refusal-tournament-full = 大会 #{ $tournament } は満員です（{ $most } 人）。
refusal-tournament-not-in = あなたは大会 #{ $tournament } の参加者ではありません。
refusal-tournament-started = 大会 #{ $tournament } はすでに始まっている（または終わっている）ため、受付は締め切られました。
refusal-tournament-not-organiser = 大会 #{ $tournament } を開始できるのは主催者の { $name } さんだけです。
refusal-tournament-not-running = 大会 #{ $tournament } は進行中ではありません。
refusal-tournament-unknown = 大会 { $tournament } はありません。
refusal-tournament-none = ここには該当する大会がありません。`/tournament create` で作れます。
refusal-tournament-option-word = ゲームのオプションは `{ $example }` のように 名前=値 と書きます（{ $typed } ではありません）。
refusal-tournament-managers = このサーバーでは、大会を作成できるのは管理者（「サーバー管理」権限）だけです。
refusal-tournament-vacation = vacation は on か off です（{ $typed } は使えません）。

# A record's problems (a record that cannot be read or does not replay): where it is, then why.
# $line, $number and $seat are places (text, no digit grouping); $move and $outcomes are notation, as written.
record-at-line = { $line } 行目：{ $reason }
record-at-move = { $line } 行目、{ $number }. { $move }：{ $reason }
record-at-move-unnumbered = { $line } 行目、{ $move }：{ $reason }
record-empty = 棋譜が空です
record-several = ここから 2 局目が始まっています（ファイル内に { $games } 局）。対局は 1 つの棋譜から始めます
record-games = ファイルに { $most } 局を超える対局が含まれています
record-unprintable = 文字 U+{ $code } は棋譜に使えません（印字できる文字ではありません）
record-too-large = 棋譜が { $size } { $unit ->
        [MB] MB
       *[KB] KB
    } を超えています。どの対局の棋譜よりもはるかに大きなサイズです
record-header-unclosed = ヘッダーが `---` で始まっていますが、`...`（または空行）で終わっていません
record-header-long = ヘッダーが { $size } { $unit ->
        [MB] MB
       *[KB] KB
    } を超えています。棋譜のヘッダーにはゲーム・プレイヤー・オプションを書きます
record-not-yaml = ヘッダーが YAML ではありません：{ $problem }
record-header-value = ヘッダーの値 { $value } を読み取れません：{ $problem }
record-number-digits = { $digits } 桁を超える数があります
record-anchors = 棋譜のヘッダーにアンカー（`&`）やエイリアス（`*`）は使えません
record-nesting = ヘッダーの入れ子が { $depth } 段を超えています
record-value-long = { $most } 文字を超える値があります
record-no-header = ヘッダーがありません。棋譜は `---`、GameType と Players を書いた YAML ヘッダー、`...` の順で始まります
record-header-fields = ヘッダーは YAML のフィールド（`GameType:`、`Players:` など）で書いてください
record-unknown-game = GameType { $title } は知らないゲームです（{ $games }）
record-parser = MovetextParser { $parser } は { $title } の記法ではありません。各ゲーム独自の記法しか読めません
record-players = Players には席順にプレイヤー名を並べてください
record-options = Options は、それぞれ単純な値を持つフィールドで書いてください（`slide: free`）
record-move-number-digits = { $digits } 桁を超える手番号があります
record-comment-unclosed = `{"{"}` で始まったコメントが `{"}"}` で閉じられていません
record-comment-long = { $most } 文字を超えるコメントがあります
record-move-long = { $most } 文字を超える手はありえません
record-entries = 棋譜の項目が { $most } を超えています。どの対局よりもはるかに多い数です
record-hidden-steps = 伏せられた結果（`?`）のせいで、この棋譜は再現に時間がかかりすぎます（{ $most } 項目を超えて試行）。結果を書き出してください
record-game-over = 対局はすでに終わっています
record-outcome = { $problem }（ここで可能なもの：{ $outcomes }）
record-hidden-not-secret = `?` は秘密の結果（配り）の代わりにしか使えません。この結果は書き出してください（ここで可能なもの：{ $outcomes }）
record-hidden-ways = この棋譜の `?` では再現のしかたが { $most } 通りを超えます。伏せられた結果を書き出してください
record-hidden-none = ここで可能な結果のどれも `?` に当てはまりません
record-forced = 強制できるのは `pass` だけです
record-no-seat = この対局に { $seat } 番目の席はありません
record-no-takeback = 取り消せる { $ply } 手目はありません
record-unstorable = { $what ->
        [nul] NUL 文字
       *[byte] デコードできないバイト
    }（U+{ $code }）
record-unstorable-line = { $what ->
        [nul] NUL 文字
       *[byte] デコードできないバイト
    }（U+{ $code }、{ $line } 行目）




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
service-clock-overdue = ⏰ { $name } の持ち時間は { $when } に切れました（一手ごとに { $clock }）。
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
service-round-over = 第{ $round }ラウンド終了：{ $scores }。第{ $next }ラウンドは空の盤から始まります。
service-done-played = #{ $game } で `{ $move }` を指しました
service-done-played-same-turn = #{ $game } で `{ $move }` を指しました。その結果は対局の盤面で確認できます
service-plan-kept = **#{ $game } の条件手**を登録しました（あなただけに表示。{ $name } が予想どおりの手を指した瞬間に指され、対局がその手順から外れるとすぐ破棄されます。`{ $clear }` で今すぐ破棄）：
service-plan-shown = **#{ $game } の条件手**（あなただけに表示。`{ $clear }` で破棄）：
service-plan-step = { $number }. { $name } が `{ $expected }` と指したら `{ $answer }` と応じる
service-plan-none = #{ $game } に条件手はありません（対局が条件手の手順から外れるとすぐ破棄されます）。
service-plan-cleared = #{ $game } の条件手を破棄しました。
service-plan-answered = { $name } の条件手 `{ $move }` が指されました：{ $words }。
service-ask-resign = { $title } #{ $game } を投了しますか？ 取り消しはできません。
service-resigned = { $name } が投了しました。
service-you-resigned = 投了しました。
service-resign-cancelled = キャンセルしました。対局は続いています。
service-former-player = 元プレイヤー
service-computer-player = { $number ->
    [0] コンピューター（{ $level }）
   *[other] コンピューター { $number }（{ $level }）
}
service-button-forget = 私を忘れる
service-button-keep = キャンセル
service-privacy-export = 審判があなたについて保存しているすべて：{ $rows }行、対局{ $games }件（指し手を含む）。このファイルはあなたにだけ見えます。
service-privacy-export-alt = あなたのデータ（JSON）：{ $rows }行、対局{ $games }件
service-privacy-forget-ask = あなたを忘れますか？{ $games ->
        [0] 進行中の対局はありません。
       *[other] 進行中の対局{ $games }件は先に投了されます。
    }あなたが指したすべての対局、棋譜、ウェブページで、あなたの名前は「元プレイヤー」になります。レーティング、設定、休暇、対戦相手探し、予約手、通知の設定は削除されます。対局とその結果は、他のプレイヤーのために残ります。元に戻せません。
service-privacy-forgotten = あなたの情報を消去しました{ $games ->
        [0] 。
       *[other] 。対局{ $games }件を投了しました。
    }あなたの対局には今「元プレイヤー」と表示されます。
service-privacy-kept = キャンセルしました。何も消去していません。
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
service-button-join = 参加
service-button-start = 開始
service-button-withdraw = 取り下げ
service-open-challenge = { $challenger } の **{ $title }** 公開挑戦{ $options }{ $clock }：対戦相手を { $wanted } 人募集中。#{ $game }
service-open-joined = 参加者：{ $names } · { $left ->
        [0] 満席
       *[other] 残り { $left } 席
    }。
service-open-answer = ここにいる誰でも **{ $join }** を押せます：最初に参加した人が対戦します。{ $challenger } は **{ $withdraw }** で取り下げられます。
service-open-answer-early = ここにいる誰でも **{ $join }** を押せます。全席が埋まると対局が始まります。{ $minimum } 人以上そろえば、{ $challenger } が **{ $start }** を押して始めることもできます。{ $challenger } は **{ $withdraw }** で取り下げられます。
service-challenge-expires = ⌛ 期限：{ $when }。
service-challenge-expired = ⌛ { $name } の **{ $title }** の挑戦 #{ $game } は{ $open ->
        [yes] 参加者がそろう前に
       *[no] 返事がないまま
    }期限切れになりました。
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
service-took-back-replies = ↩️ { $name } が `{ $move }` と、その後に指された { $count } 手を取り消しました。
service-draw-accepted = 🤝 { $asker } の引き分けの提案を{ $count ->
        [1] { $names } が
       *[other] { $names } がそろって
    }受け入れました。引き分けが成立しました。
service-offer-computers-yes = { $count ->
        [1] { $names } は同意しています。
       *[other] { $names } はそろって同意しています。
    }
service-aborted = { $name } が対局を中止しました。
service-done-aborted = #{ $game } を中止しました
service-done-rematch = 再戦を申し込みました
service-done-rematch-started = 再戦を始めました：#{ $game }
service-timeout-first-move = ⏰ { $name } が時間内に最初の手を指さなかったため、対局は中止になりました。
service-timeout-lost = ⏰ { $name } は持ち時間が切れ、時間切れ負けになりました。
service-timeout-out = ⏰ { $name } は持ち時間が切れ、対局から抜けました。ほかのプレイヤーで対局を続けます。
service-reminder = ⏰ { $who }、**{ $title }** #{ $game } であなたの手番が待っています。残り { $left }（期限：{ $when }）。
service-reminder-dm = ⏰ **{ $title }** #{ $game } であなたの手番が待っています。残り { $left }（期限：{ $when }）。
service-reminder-dm-in = ⏰ { $channel } の **{ $title }** #{ $game } であなたの手番が待っています。残り { $left }（期限：{ $when }）。
service-vacation-on = 🏖️ { $until }（{ $when }）まで休暇中です。持ち時間は止まっています（今あなたの手番を待っている対局：{ $count } 局）。新しく回ってくる手番もあなたを待ちます。`{ $end }` で早めに終えられます。
service-vacation-over = おかえりなさい。休暇が終わり、持ち時間がまた進み始めました（あなたの手番を待っている対局：{ $count } 局）。
service-vacation-back = 🏖️ { $name } が休暇から戻りました。**{ $title }** #{ $game } の持ち時間がまた進みます。{ $name } の期限は { $when } です。
service-vacation-back-overdue = 🏖️ { $name } が休暇から戻りました。**{ $title }** #{ $game } の持ち時間がまた進み、{ $name } の持ち時間は { $when } に切れました。
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
service-settings-challenge = 挑戦は返事がないまま **{ $expiry }** たつと期限切れになります。
service-settings-season = 新しいシーズンでは、レーティングは{ $mode ->
        [reset] 1500 からやり直しになります
       *[other] 不確かさを広げて引き継がれます
    }。
service-settings-tournaments = { $who ->
        [managers] 大会を作成できるのは管理者（「サーバー管理」権限）だけです。
       *[other] どのメンバーも大会を作成できます。
    }
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
service-replay-part = **{ $title }** #{ $game } のリプレイ（{ $first } 番から { $last } 番まで）：{ $moves } 手、{ $frames } コマ。
service-replay-sampled = { $moves } 手は 1 手ずつ見せるには多すぎるため、このリプレイは { $step } 手に 1 手を表示しています（{ $frames } コマ）。`{ $part }` で対局の一部を 1 手ずつ見られます。
service-hint = { $title } #{ $game } の**ヒント**：コンピューターなら `{ $move }`（{ $words }）を指します。
service-hint-alt = { $title } #{ $game }：コンピューターが提案した手 { $move }（{ $words }）を指した後の盤面。その手に印があります。
service-hint-used = { $name } が { $title } #{ $game } でコンピューターにヒントを求めました。
service-review-started = コンピューターが **{ $title }** #{ $game }（{ $moves } 手）を検討しています。検討が終わったら、対局した場所でお知らせします。
service-review-ready = **{ $title }** #{ $game }（{ $moves } 手）のコンピューターによる検討ができました。{ $result }
service-review-swing = { $number } 手目（`{ $move }`）、{ $name }：勝ちの { $drop }% を失いました。`{ $best }` が良く、続いて { $line }。
service-review-no-swings = 転換点はありません。勝ちの 5% 以上を失った手はありませんでした。
service-review-best-moves = { $name }：{ $choices } 手中 { $best } 手がコンピューターの最善手でした（{ $percent }%）。
service-review-alt = { $title } #{ $game } の各対局者の勝率を一手ごとに示したグラフ：{ $names }。{ $count ->
        [0] 転換点はありません。
       *[other] 転換点：{ $points }。
    }
service-review-alt-point = { $name } の { $number } 手目（{ $move }）
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
    }で終了した対局はまだありません。`{ $start }` で始めましょう。人どうしの終了した対局はすべてここで数えられます。
service-standings-season = シーズン **{ $season }** の**順位表**
service-standings-season-page = シーズン **{ $season }** の **{ $title } の順位表** — { $page } / { $pages } ページ
service-standings-season-empty = シーズン **{ $season }** には表示する順位表がありません。
service-season-started = シーズン **{ $season }** が始まりました。{ $mode ->
        [reset] レーティングはすべて 1500 からやり直しです
       *[other] レーティングはすべて引き継がれ、不確かさは新規参加者の値との中間まで広がります
    }。勝ち・負け・引き分けは 0 から数え直します。
service-season-archived = **{ $season }** の順位表（{ $players } 人）は保存されています。`{ $command }` で見られます。
service-seasons = { $front ->
        [table] このテーブル
       *[other] このサーバー
    }の**シーズン**
service-season-before = **{ $season }** — 最初のシーズンより前の順位表、{ $ended } まで · { $players } 人
service-season-line = **{ $season }** — { $started } から { $ended } まで · { $players } 人
service-season-current = **{ $season }** — { $started } から、現在のシーズン · { $players } 人
service-seasons-more = `{ $command }` でシーズンの順位表が見られます。
service-seasons-none = ここではまだシーズンが始まっていません。`{ $command }` で始められます（管理者のみ）。
service-admin-channels = 対局を始められるのは { $channels } だけです。
service-admin-channels-all = このサーバーのどのチャンネルでも対局を始められます。
service-admin-channels-how = `{ $add }` でチャンネルを追加、`{ $remove }` で削除、`{ $every }` で全チャンネルを再び許可します。
service-admin-ended = { $players }：サーバーの管理者がこの対局を結果なしで終了しました。理由：{ $reason }
service-admin-done-ended = #{ $game } を終了しました
service-admin-blocked = { $name } はこのサーバーで対局を始めたり参加したりできなくなりました。進行中の対局はそのまま続きます。
service-admin-unblocked = { $name } は再びこのサーバーで対局を始めたり参加したりできます。
service-admin-log = 管理者の最近の操作（新しい順）：
service-admin-log-none = このサーバーの管理者はまだ何も操作していません。
service-admin-log-channels = { $when } — { $manager } が対局用チャンネルを設定：{ $channels }
service-admin-every-channel = すべてのチャンネル
service-admin-log-end = { $when } — { $manager } が #{ $game } を終了：{ $reason }
service-admin-log-block = { $when } — { $manager } が { $name } をブロック
service-admin-log-unblock = { $when } — { $manager } が { $name } のブロックを解除
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
service-next = **あなたの手番の対局：{ $count ->
        [one] 1 局
       *[other] { $count } 局
    }**（待ち時間の長い順）：
service-next-none = あなたの手番の対局はありません。
service-next-line = #{ $game } { $title }（対戦相手：{ $others }）{ $room } — { $deadline }
service-next-deadline = 期限 { $time }
service-next-no-clock = 持ち時間なし
service-next-at = あなたの手番の対局 { $count } 局中 { $number } 局目 — { $deadline }
service-next-button = 次の対局
service-digest = 📬 **毎日のまとめ**：あなたの手番の対局が { $count } 件あります（待ち時間の長い順）：
service-digest-daily = 毎日のまとめは、あなたを待つ対局がある日の { $hour }（{ $tz }）に届きます。次回：{ $when }。
service-digest-off = 毎日のまとめは受け取っていません。`{ $command }` で、あなたを待っている対局の一覧が毎日 1 通届きます。
service-digest-saved-daily = 設定しました。毎日のまとめは { $hour }（{ $tz }）に届きます。初回：{ $when }。あなたを待つ対局がない日は届きません。
service-digest-saved-off = 設定しました。毎日のまとめはもう届きません。
service-puzzle = 🧩 **{ $title } の問題 #{ $number }**：{ $player } の番です。勝つ手、または負けを防ぐ手を見つけてください。
service-puzzle-rating = { $attempts ->
        [0] まだ誰も答えていません。
       *[other] { $attempts } 人中 { $solves } 人が正解（{ $percent }%）。
    }
service-puzzle-how = メニューから手を選ぶか、`{ $command }` と入力してください。
service-puzzle-alt = { $title } の問題 #{ $number }、{ $player } の番。{ $position }
service-puzzle-preparing = まだ { $title } の問題が用意できていません。コンピューターがここで指された対局から作っています。1 分後にもう一度お試しください。
service-puzzle-right = ✓ 正解：**{ $move }** が正しい手です。コンピューターの深い探索で { $player } の勝率は { $best }% です。
service-puzzle-wrong = ✗ 不正解：**{ $move }** ではコンピューターの深い探索で { $player } の勝率は { $yours }%、**{ $answer }** なら { $best }% です。
service-puzzle-ends = **{ $move }** でその場で対局が終わります。次善の手 { $other } は { $percent }% です。
service-puzzle-line = その後のコンピューターの読み筋：{ $line }。次善の手 { $other } は { $percent }% です。
service-puzzle-chance = その後はサイコロ次第です。次善の手 { $other } は { $percent }% です。
service-puzzle-counted-before = この問題には以前に答えています。評価に数えられるのは最初の答えだけです。
service-puzzle-daily = 🧩 **今日の問題：{ $title } #{ $number }**：{ $player } の番です。勝つ手、または負けを防ぐ手を見つけてください。
service-puzzle-daily-how = **解く** を押すと自分だけに表示されて答えられます。`{ $command }` と入力しても答えられます。
service-puzzle-solve = 解く
service-puzzle-daily-on = 設定しました。{ $channel } に毎日問題を投稿します。最初の問題は今すぐ投稿します。
service-puzzle-daily-off = 設定しました。ここでの毎日の問題を終了しました。
service-puzzle-daily-none = ここには終了する毎日の問題がありませんでした。
service-seek-waiting = 🔎 このサーバーの対戦待ちに入りました（募集 { $seek }）：{ $titles }、一手 { $clock }、{ $players } 人、{ $rated ->
        [yes] レーティング対象
       *[no] レーティングなし
    }{ $replaced ->
        [0] {""}
       *[other] （以前の募集と置き換えました）
    }。条件の合う相手がそろうと対局が始まり、お知らせします。募集の期限は { $expires } です。`{ $leave }` で取り下げられます。
service-seek-pool = **このサーバーの対戦待ち**（{ $count } 件）：
service-seek-pool-line = 募集 { $seek }：{ $name } — { $titles } · 一手 { $clock } · { $players } 人 · { $rated ->
        [yes] レーティング対象
       *[no] レーティングなし
    } · { $since } から待機中
service-seek-pool-empty = このサーバーで対局相手を探している人はいません。`{ $seek }` で対戦待ちに入れます。
service-seek-left = このサーバーの対戦待ちから抜けました（{ $count } 件）。
service-seek-paired = 🤝 対戦待ちで { $players } の対局が決まりました：**{ $title }** #{ $game }、一手 { $clock }、{ $rated ->
        [yes] レーティング対象
       *[no] レーティングなし
    }。対局はここで始まります。
service-seek-paired-dm = 🤝 あなたの募集で対局が決まりました：**{ $title }** #{ $game }、相手は { $others }{ $where }、一手 { $clock }、{ $rated ->
        [yes] レーティング対象
       *[no] レーティングなし
    }。
service-seek-where = （{ $channel }）
service-seek-expired = ⌛ あなたの募集 { $seek }（{ $titles }）{ $where }は { $days } 日間対局が見つからず、対戦待ちから外れました。`{ $again }` で再び募集できます。
service-tournament-button-join = 参加
service-tournament-button-leave = 取り消す
service-tournament-button-start = 開始
service-tournament-signup = 🏆 **大会 #{ $tournament }**：{ $title }{ $options }、{ $format ->
        [round-robin] 総当たり
        [double-round-robin] 2回総当たり
       *[swiss] スイス式
    }、1 手 { $clock }、{ $rated ->
        [yes] レーティング対象
       *[no] レーティング対象外
    }、{ $least }〜{ $most } 人。
service-tournament-signup-joined = { $count ->
        [0] まだ誰も参加していません。
       *[other] 参加者（{ $count } 人）：{ $names }。
    }
service-tournament-signup-deadline = **{ $join }** を押すと参加できます。{ $when } に始まります（主催者が **{ $start }** を押せばその時点で開始）。`{ $standings }` で順位を表示します。
service-tournament-signup-no-vacation = 🚫 休暇なし：この大会の対局では、プレイヤーが休暇中でも持ち時間は止まりません。
service-tournament-cancelled = 大会 #{ $tournament }（{ $title }）は中止になりました：参加者は { $count } 人で、{ $least } 人必要でした。
service-tournament-round = 🏆 大会 #{ $tournament }（{ $title }）：第 { $round } ラウンド（全 { $rounds } ラウンド）。
service-tournament-table = • #{ $game }：{ $players }
service-tournament-bye = • { $name } さんはこのラウンドは不戦（バイ）です。
service-tournament-thread-title = { $title } 大会 #{ $tournament } 第 { $round } ラウンド 第 { $table } 卓
service-tournament-crosstable-title = { $title } 大会 #{ $tournament }・第 { $round } ラウンド（全 { $rounds } ラウンド）
service-tournament-winner = 🏆 大会 #{ $tournament }（{ $title }）が終わりました。優勝は { $names } です！{ $count ->
        [one] {""}
       *[other] {""}
    }
service-tournament-early = 第 { $round } ラウンド（全 { $rounds } ラウンド）で終了します。同じ二人の再戦か二度目の不戦勝なしには次のラウンドを組めません。
service-tournament-standings = 大会 #{ $tournament }（{ $title }）の順位、第 { $round } ラウンド（全 { $rounds } ラウンド）{ $status ->
        [finished] 、最終
       *[other] {""}
    }：
service-tournament-standings-line = { $rank }. { $name } — { $points } { $tiebreaks }
service-tournament-withdrawn = { $name } さん、大会 #{ $tournament } から棄権しました。現在の対局は投了となり、以降のラウンドには参加しません。




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
discord-no-bots = ほかのボットは対局できません。人に挑戦するか、私と対局してください（`{ $option }`）。
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
discord-room-lost-game = 対局 #{ $game } のチャンネルに投稿できなくなりました（削除されたか、そこでの権限がなくなりました）。対局は持ち時間を止めて待っています。続けるには、私が投稿できるチャンネルで盤面を表示してください（`{ $option }`）。対局はそのチャンネルに移ります。
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
        [crosstable] 対戦表
        [data] あなたのデータ
        [puzzle] 問題
        [hint] ヒント
        [review] 検討
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
web-replay-part = 一部をリプレイ
web-replay-from = 開始番号
web-replay-to = 終了番号
web-replay-speed = 速さ
web-replay-button = リプレイ
web-review = コンピューターによる検討
web-review-point = { $number } 手目（{ $move }）、{ $name }：{ $best } が良かった
web-standings = 順位表
web-standings-where = （{ $scope ->
        [local] ローカルの卓
       *[server] このサーバー
    }）
web-standings-none = 終了した対局はまだありません。人どうしの終了した対局はすべてここで数えられます。
web-standings-best = （{ $total } 人中 上位 { $shown } 人）
web-standings-provisional = （暫定）
web-standings-player = プレイヤー
web-standings-rating = レーティング
web-standings-wins = 勝ち
web-standings-losses = 負け
web-standings-draws = 引き分け
web-standings-games = 対局数
web-tournament-title = { $title } 大会 #{ $tournament }
web-tournament-status = { $status ->
        [signup] 参加受付中。
        [finished] 全 { $rounds } ラウンドで終了しました。
        [cancelled] 中止：参加者が足りませんでした。
       *[other] 第 { $round } ラウンド（全 { $rounds } ラウンド）を対局中。
    }
web-tournament-format = { $format ->
        [round-robin] 総当たり
        [double-round-robin] 2回総当たり
       *[swiss] スイス式
    }
web-tournament-winner = { $count ->
       *[other] 優勝：{ $names }
    }
web-tournament-points = 得点
web-tournament-withdrawn = （棄権）
web-tournament-crosstable = 対戦表
web-tournament-round = 第 { $round } ラウンド（全 { $rounds } ラウンド）
web-tournament-bye = { $name }：不戦（バイ）
web-tournament-playing = （対局中）
web-tournament-live = 大会の対局が変わると、このページは自動で再読み込みされます。
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
    .help = 対局を申し込む。相手が「承諾」を押すと始まる（コンピューターだけが相手ならすぐ始まる）。相手を指名しなければ誰でも「参加」で加われる公開の挑戦になる。持ち時間は一手ごとの時間（既定は設定のもの）。棋譜を渡すとその最終局面からレーティングなしで始まる。コンピューターが入るとレーティングなし
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
command-hint = ヒント
    .description = フリー対局の { $game } でコンピューターが提案する手（あなたにだけ表示）
    .help = コンピューターが提案する手（フリー対局のみ。相手にも知らされます）
command-review = 検討
    .description = 終わった { $game } の対局をコンピューターが検討します
    .help = 終わった対局の検討：勝率グラフ、転換点、最善手の割合
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
command-plan = 条件手
    .description = 相手の予想手への応手を前もって登録する（あなただけに表示）
    .help = 相手の予想手への応手を登録（非公開、即座に指される）
command-rules = ルール
    .description = { $game } のルールの要約
    .help = ルールの要約
command-learn = 学ぶ
    .description = { $game } の対話型レッスン。一歩ずつ進みます（あなたにだけ表示）
    .help = 自分で手を指しながら、ゲームを一歩ずつ学ぶ（非公開）
command-games = 対局一覧
    .description = このサーバーで進行中の対局と、誰の手番か
    .help = ここで進行中の対局と、誰の手番か
command-standings = 順位表
    .description = ランキング：レーティング、勝ち、負け、引き分け
    .help = ランキング：レーティング、勝ち、負け、引き分け
command-season = シーズン
    .description = このサーバーのシーズン：始める（管理者）または一覧
command-season-start = 開始
    .description = このサーバーの順位表を保存して新しいシーズンを始める（「サーバー管理」権限のみ）
    .help = 順位表を保存し、名前を付けて新しいシーズンを始める（管理者のみ。レーティングを引き継ぐかは設定で決まる）
command-season-list = 一覧
    .description = このサーバーのシーズン：それぞれの開始日と参加人数
    .help = 順位表のシーズン：それぞれの開始日と参加人数
command-puzzles = 問題
    .description = 問題：チャンネルに毎日ひとつ（管理者）
command-puzzle-daily = 毎日
    .description = チャンネルに毎日問題を投稿する（「サーバー管理」のみ）
    .help = チャンネルに毎日問題を投稿する。off で終了（管理者）
command-puzzle-channel = チャンネル
    .description = 投稿先（既定：このチャンネル）
command-puzzle-off = 終了
    .description = true：毎日の問題を終了する
command-history = 履歴
    .description = プレイヤーの最近の対局（結果とリンクつき）
    .help = プレイヤーの最近の対局（既定は自分）と結果
command-next = 手番
    .description = 全サーバーで、あなたの手番になっている対局
    .help = 全サーバーのあなたの手番の対局
command-seek = 対戦待ち
    .description = このサーバーの対戦待ちで相手を待つ（オプションなしで一覧）
    .help = このサーバーの対戦待ちで条件の合う相手を待つ（オプションなし：一覧）
command-unseek = 対戦待ち取り下げ
    .description = このサーバーの対戦待ちから抜ける
    .help = 対戦待ちから抜ける（すべての募集、または 1 件）
command-settings = 設定
    .description = このサーバーの既定の持ち時間とリマインダー
    .help = 新しい対局の既定の持ち時間とリマインダー（オプションなしで表示。管理者が変更できる）
command-notify = 通知
    .description = 手番のリマインダー（スレッド、DM、なし）と毎日のまとめ
    .help = リマインダーの届け先（対局の中、ダイレクトメッセージ、またはなし）と毎日のまとめ
command-vacation = 休暇
    .description = 数日間、自分の持ち時間を止める
    .help = その日数だけ自分の持ち時間を止める（0 で休暇を終える）
command-privacy = プライバシー
    .description = あなたのデータ：コピーを受け取るか、忘れてもらう
command-privacy-export = エクスポート
    .description = あなたについて保存されているすべてを非公開のJSONファイルで
    .help = 審判があなたについて保存しているすべて（対局、指し手、レーティング、設定など）を非公開のJSONファイルで
command-privacy-forget = 忘れる
    .description = あなたを忘れる：すべての対局からあなたの名前を消す（先に確認）
    .help = 確認のあと、進行中の対局を投了し、名前を「元プレイヤー」に置き換え、レーティングと設定を削除する
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
command-level-expert = 達人
command-record-file = 棋譜
    .description = 対局の棋譜（.ppn、/棋譜 で取得）：その最終局面からレーティングなしで始める
command-players = 人数
    .description = 対局の人数（自分を含む。相手を指定しない場合は誰でも参加できる席の数）
command-replay-from = 開始
    .description = 最初に表示する番号（棋譜の番号。既定：開始局面）
command-replay-to = 終了
    .description = 最後に表示する番号（既定：最後）
command-speed = 速さ
    .description = 手が進む速さ（既定：ふつう、1 手 1 秒）
command-speed-slow = ゆっくり
command-speed-normal = ふつう
command-speed-fast = はやい
command-game = 対局
    .description = 対局が複数あるときの対局 ID
command-move-notation = 手
    .description = 指す手（一覧に合法手が出る）
command-moves-text = テキスト
    .description = 表記か説明にこの文字を含む手だけ
command-text = テキスト
    .description = true：盤面をテキストで（スクリーンリーダーや遅い回線向け、自分だけに表示）
command-plan-moves = 手順
    .description = 相手の次の手、あなたの応手、相手の手、あなたの応手…をカンマ区切りで
command-plan-clear = 破棄
    .description = true：条件手を破棄する
command-puzzle = 問題
    .description = ここで指された対局からの { $game } の問題：最善手を見つける（自分だけに表示）
    .help = ここで指された対局からの問題：勝つ手、または負けを防ぐ手を見つける（非公開。答えは選ぶか入力）
command-puzzle-answer = 答え
    .description = 最後に出題された問題へのあなたの手
command-puzzle-number = 問題
    .description = 番号で選ぶ問題（今日の問題の番号）
command-standings-game = ゲーム
    .description = 1 つのゲーム（既定：各ゲームの上位数名）
command-scope = 範囲
    .description = このサーバー（既定）または全サーバー
command-scope-server = このサーバー
command-scope-global = 全サーバー
command-standings-season = シーズン
    .description = 過去のシーズンの順位表（名前で指定。既定：現在のシーズン）
command-season-name = 名前
    .description = 新しいシーズンの名前（1〜40 文字、ここでまだ使われていないもの）
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
command-settings-challenge = 挑戦
    .description = 挑戦が期限切れになるまで待つ時間（「サーバー管理」権限のみ）
command-settings-season = シーズン
    .description = 新シーズンのレーティング：不確かさを広げて引き継ぐ（既定）かリセット（「サーバー管理」のみ）
command-settings-tournaments = 大会
    .description = 大会を作成できる人：全メンバー（既定）か管理者のみ（「サーバー管理」のみ）
command-reminders-on = オン
command-reminders-off = オフ
command-season-carry = 引き継ぐ
command-season-reset = リセット
command-tournaments-anyone = 全メンバー
command-tournaments-managers = 管理者
command-where = 届け先
    .description = 対局のスレッド（既定）、ダイレクトメッセージ、または届けない
command-where-thread = スレッド
command-where-dm = ダイレクトメッセージ
command-where-off = なし
command-digest = まとめ
    .description = あなたを待つ対局の一覧を毎日 DM で届けます：毎日 または なし
command-digest-daily = 毎日
command-digest-off = なし
command-at = 時刻
    .description = 毎日のまとめが届く時刻、0〜23 時（既定 8）
command-tz = タイムゾーン
    .description = まとめのタイムゾーン、Europe/Paris のような IANA 名（既定 UTC）
command-days = 日数
    .description = 1〜{ $most } 日（0 ですぐ休暇終了）。30 日間で最大 { $most } 日
command-seek-games = ゲーム
    .description = 遊びたいゲーム（カンマ区切り）：telic,coins
command-seek-clock = 持ち時間
    .description = 受け入れる一手の時間：1h、1d、3d、7d または 1d-3d のような範囲
command-seek-players = 人数
    .description = 対局の人数（既定は 2）
command-seek-rated = レーティング
    .description = レーティング対象（既定）かレーティングなしか
command-unseek-seek = 募集
    .description = 取り下げる募集の番号（既定：すべて）
command-tournament = 大会
    .description = 大会：参加受付のあと、スレッドで各ラウンドの対局
command-tournament-create = 作成
    .description = 大会の参加受付を開く。締め切りか「開始」で始まる
    .help = 大会の参加受付を開く（総当たり、二回総当たり、スイス式）。締め切りか、あなたが「開始」を押したときに始まる
command-tournament-start = 開始
    .description = 参加した人たちで、あなたの大会を今すぐ始める
    .help = 主催した大会を締め切り前に、参加した人たちで始める
command-tournament-standings = 順位
    .description = 大会の順位表：得点とタイブレーク（SB、Buchholz）
    .help = 大会の順位表。各プレイヤーの得点とタイブレーク（既定：このサーバーの最新の大会）
command-tournament-withdraw = 棄権
    .description = 進行中の大会から抜ける。今の対局は投了になる
    .help = 進行中の大会から抜ける。今の対局は投了となり、以降のラウンドには出ない
command-tournament-id = 大会
    .description = 大会の番号（既定：このサーバーの最新の大会）
command-tournament-game = ゲーム
    .description = 対局するゲーム
command-tournament-format = 形式
    .description = 総当たり（既定）、二回総当たり、スイス式
command-tournament-rounds = ラウンド数
    .description = スイス式のラウンド数（既定：優勝者が決まるのに十分な数）
command-tournament-clock = 持ち時間
    .description = 各対局の一手の時間（既定：サーバーの設定）
command-tournament-players = 人数
    .description = 最少と最多の人数（例：4-16）
command-tournament-signup = 受付期間
    .description = 参加受付の期間：30m、1h、1d（既定）、2d…
command-tournament-rated = レーティング
    .description = レーティング対象（既定）かレーティングなしか
command-tournament-table = 卓の人数
    .description = 一卓の人数（三人以上のゲーム用、既定：最少）
command-tournament-options = オプション
    .description = ゲーム独自のオプションを 名前=値 の形で空白区切りで
command-tournament-vacation = 休暇
    .description = プレイヤーの休暇で持ち時間を止めるか：オン（既定）かオフ
command-tournament-vacation-on = オン
command-tournament-vacation-off = オフ
command-admin = 管理
    .description = 管理者ツール：対局を始められる場所、対局の終了、プレイヤーのブロック
command-admin-channels = チャンネル
    .description = 対局を始められるチャンネル：表示・追加・削除（「サーバー管理」権限のみ）
    .help = 対局を始められるチャンネル（既定：すべて）：一覧、1 つ追加または削除、すべて再び許可（管理者）
command-admin-channel = チャンネル
    .description = 一覧に追加する（操作で削除する）チャンネル
command-admin-action = 操作
    .description = チャンネルを追加（既定）、削除、またはすべてのチャンネルを再び許可
command-admin-action-add = 追加
command-admin-action-remove = 削除
command-admin-action-all = すべてのチャンネル
command-admin-end = 終了
    .description = このサーバーの対局を結果なしで終了し、理由をプレイヤーに伝える（「サーバー管理」権限のみ）
    .help = 対局を結果なしで終了する。プレイヤーには理由が伝えられる（管理者）
command-admin-game = 対局
    .description = 対局の ID（盤面の #ab3cd）
command-admin-reason = 理由
    .description = 理由（プレイヤーに伝えられる、200 文字まで）
command-admin-block = ブロック
    .description = このサーバーで対局を始めたり参加したりできないようにする（「サーバー管理」権限のみ）
    .help = そのユーザーはこのサーバーで対局を始めたり参加したりできなくなる。進行中の対局は続く（管理者）
command-admin-unblock = ブロック解除
    .description = ブロックしたユーザーが再びここで対局できるようにする（「サーバー管理」権限のみ）
    .help = ブロックしたユーザーが再び対局を始めたり参加したりできるようにする（管理者）
command-admin-user = ユーザー
    .description = 対象のユーザー
command-admin-log = 記録
    .description = このサーバーでの管理者の最近の操作（「サーバー管理」権限のみ）
    .help = 管理者の最近の操作：チャンネルの設定、終了した対局、ブロックしたユーザー（管理者）
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
