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
coins-position-resigned = {$seat}：投了。
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
tactonix-position-resigned = 投了：{$seats}。
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
picture-resigned = （投了）
picture-other-resigned = 相手が投了
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
picture-coins-text-resigned = {$seat}：投了。
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
    [yes] {$seat}（投了）。
   *[no] {$seat}。
}
picture-tactonix-text-seat-colour = { $resigned ->
    [yes] {$seat}、色 {$colour}（{$letter}）（投了）。
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
picture-icesickle-jumps-first = {$seat}が先に跳ぶ
picture-icesickle-text-key = S 小（1点）、M 中（2点）、L 大（3点）。駒は誰のものでもありません。
picture-icesickle-text-seat = {$seat}、{$pips}点。
picture-icesickle-text-seat-rounds = {$seat}、{$pips}点（{$rounds}）。




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
