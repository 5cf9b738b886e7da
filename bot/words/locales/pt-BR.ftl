### As mensagens do árbitro em português do Brasil.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Português (Brasil)


## Engines: what every game shares (results, places, scores, option checks)
## (ids start with engines-)
engines-sentences = {$first} {$then}
engines-series = {$first}, {$then}
engines-names = {$names}
engines-notation = {$notation}
engines-player = {$name}
engines-player-label = {$name} ({$label})
engines-seat = Assento {$number}
engines-phase-play = jogo
engines-phase-setup = preparação
engines-phase-over = fim de jogo
engines-ordinal = {$place}º
engines-place = {$place} {$name}
engines-score = {$name} {$score}
engines-result-win = {$name} vence
engines-result-shared = {$names} dividem a vitória
engines-result-draw = empate
engines-announce-win = {$name} vence!
engines-announce-shared = {$names} dividem a vitória!
engines-announce-draw = A partida terminou empatada.
engines-announce-unfinished = A partida ainda não terminou.
engines-announce-places = Classificação: {$places}.
engines-announce-scores = Pontos: {$scores}.
engines-option-players-whole = {$game}: o número de jogadores deve ser um número inteiro
engines-option-none = {$game} não tem opções; "{$option}" não é uma delas
engines-option-unknown = {$game} não tem a opção "{$option}" (opções: {$options})
engines-option-whole = {$game}: {$option} deve ser um número inteiro igual ou maior que 0, não {$value}
engines-option-not-allowed = {$game}: {$option}={$value} não é permitido (permitido: {$allowed})
engines-option-players-exactly = {$game} se joga com exatamente {$count} jogadores, não com {$players}
engines-option-players-between = {$game} se joga com {$low} a {$high} jogadores, não com {$players}
engines-no-seat = não há assento {$seat} nesta partida
engines-not-a-move-here = "{$move}" não é uma jogada possível aqui
engines-not-an-outcome = {$outcome} não é um resultado do acaso possível aqui
engines-no-chance = neste jogo não se rola nem se sorteia nada: não há resultado do acaso
engines-not-text = uma jogada precisa ser texto: {$help}
engines-not-a-move = "{$move}" não é uma jogada de {$game}: {$help}
engines-game-over = a partida acabou: não há mais jogadas
engines-already-over = a partida já acabou
engines-already-resigned = {$seat} já desistiu
engines-series-strong = {$first}; {$then}
engines-player-number = Jogador {$number}
engines-size = { $size ->
    [S] pequena
    [M] média
   *[L] grande
}
engines-empty-move = a jogada está vazia: {$help}
engines-icehouse-help = escreva um tamanho (S, M ou L) e uma casa, como Lc3
engines-icehouse-not-a-square = "{$square}" não é uma casa: as casas vão de a1 a e5
engines-icehouse-not-a-size = "{$word}" não é um tamanho de peça em "{$move}": use S (pequena), M (média) ou L (grande)
engines-icehouse-off-board = {$square} não está no tabuleiro: as casas vão de a1 a e5
engines-icehouse-not-a-placement = "{$move}" não é uma colocação: {$help}
engines-place-pyramid = { $size ->
    [S] Colocar uma pirâmide pequena em {$square}
    [M] Colocar uma pirâmide média em {$square}
   *[L] Colocar uma pirâmide grande em {$square}
}




## Engines: Telic
## (ids start with telic-)
telic-seat-blue = Azul
telic-seat-red = Vermelho
telic-face = { $face ->
    [n] nulo
    [a] ás
   *[other] {$face}
}
telic-piece = { $count ->
    [1] Simples
    [2] Dupla
    [3] Tripla
    [4] Quádrupla
    [5] Quíntupla
   *[6] Sêxtupla
} {$sizes}
telic-help = escreva roll, enter K (K = 1..6), pass ou um movimento como a2-a3 ou a3-cz
telic-not-a-square = {$square} não é uma casa do tabuleiro (colunas a-d, fileiras 1-5, ou cz)
telic-square-in-zone = {$square} faz parte da Zona Central, não é uma casa: só se entra na Zona Central (cz) a partir de a3 e d3
telic-no-size = as pirâmides vão do tamanho 1 ao 6: não existe tamanho {$size}
telic-enter-which = diga qual tamanho entra: enter 1 ... enter 6
telic-zone-final = uma peça na Zona Central nunca mais sai
telic-no-die = não há dado para rolar agora
telic-not-a-face = {$outcome} não é uma face do dado: os resultados possíveis são {$faces}
telic-die-rolling = o dado está rolando: espere o resultado
telic-then-must-enter = você precisa entrar uma pirâmide lá
telic-then-must-pass = você precisa passar (nada entra sobre uma Pilha inimiga)
telic-then-enter-or-pass = entre uma pirâmide lá ou passe
telic-roll-rolled = você tirou {$face} (destino {$square}): {$then}
telic-roll-stash-empty = sua reserva está vazia: você precisa mover uma peça do tabuleiro
telic-pass-target-empty = você tirou {$face} (destino {$square}) e a casa está vazia: você precisa entrar uma pirâmide lá ({$moves})
telic-pass-can-roll = só se pode passar sem outra jogada legal: você ainda pode rolar o dado
telic-pass-can-play = só se pode passar sem outra jogada legal: você pode jogar {$move}
telic-enter-roll-first = role o dado primeiro: uma pirâmide só entra na casa que o dado indica
telic-enter-stash-empty = sua reserva está vazia: não há nada para entrar
telic-enter-not-held = sua reserva não tem pirâmide de tamanho {$size} (reserva: {$stash})
telic-enter-own-top = em {$square} está sua {$piece}: só uma pirâmide menor que o topo dela ({$top}) pode ser empilhada
telic-enter-enemy-stack = em {$square} há uma Pilha de {$enemy}: nada entra sobre uma Pilha, você precisa passar
telic-enter-too-small = em {$square} há uma Simples {$top} de {$enemy}: entrar só devolve uma Simples estritamente menor, então você precisa de tamanho {$need} ou maior
telic-step-rolled = você tirou {$face} (destino {$square}): depois de rolar nenhuma peça se move, {$then}
telic-step-empty = {$square} está vazia: não há peça para mover
telic-step-not-yours = em {$square} há uma {$piece} de {$owner}, não uma peça sua
telic-step-same = uma peça precisa ir para outra casa
telic-step-zone-entrance = só se entra na Zona Central a partir de a3 e d3, não de {$square}
telic-step-not-adjacent = {$square} não é vizinha de {$start}
telic-step-stack-too-big = em {$square} está sua {$piece}: a pirâmide de baixo da peça que se move ({$bottom}) precisa ser menor que o topo dela ({$top}) para empilhar
telic-bump-single-vs-stack = em {$square} há uma Pilha de {$enemy}: uma Simples não pode devolvê-la
telic-bump-fewer = em {$square} há uma {$piece} de {$enemy}: sua { $count ->
    [1] Simples
    [2] Dupla
    [3] Tripla
    [4] Quádrupla
    [5] Quíntupla
   *[6] Sêxtupla
} tem menos pirâmides e não pode devolvê-la
telic-bump-smaller = em {$square} há uma Simples {$top} de {$enemy}: sua Simples {$mine} é menor e não pode devolvê-la
telic-quick-roll = Rolar
telic-phase-rolling = {$seat} está rolando o dado
telic-phase-must-enter = {$seat} tirou {$face}: precisa entrar em {$square}
telic-phase-must-pass = {$seat} tirou {$face}: em {$square} há uma Pilha, precisa passar
telic-phase-enter-or-pass = {$seat} tirou {$face}: entrar em {$square} ou passar
telic-phase-turn = {$seat} rola ou move
telic-piece-on = {$piece} em {$square}
telic-position-seat = {$seat}: {$pieces}; reserva {$stash}; {$home} de 12 na Zona Central.
telic-position-no-piece = nenhuma peça no tabuleiro
telic-position-stash-empty = vazia
telic-position-die = O dado mostra {$face}: o destino de {$seat} é {$square}.
telic-position-rolling = {$seat} está rolando o dado.
telic-position-played = { $limit ->
    [0] { $turns ->
        [one] {$turns} turno jogado.
       *[other] {$turns} turnos jogados.
    }
   *[other] { $turns ->
        [one] {$turns} turno jogado de {$limit}.
       *[other] {$turns} turnos jogados de {$limit}.
    }
}
telic-position-turn = { $limit ->
    [0] Turno {$turn}.
   *[other] Turno {$turn} de {$limit}.
}
telic-outcome = {$seat} tira {$face} → {$square}
telic-move-roll = Rolar o dado
telic-move-pass-stuck = Passar: reserva vazia e nenhuma peça pode se mover
telic-move-pass-blocked = Passar (saiu {$face}): nada pode entrar em {$square}, onde está {$piece}
telic-move-pass-declined = Passar (saiu {$face}): não entrar nada em {$square}, onde está {$piece}
telic-move-enter = Entrar uma pirâmide de tamanho {$size} da reserva em {$square} (saiu {$face})
telic-move-enter-on-top = Entrar uma pirâmide de tamanho {$size} em {$square} (saiu {$face}), sobre {$piece}
telic-move-enter-bumping = Entrar uma pirâmide de tamanho {$size} em {$square} (saiu {$face}), devolvendo {$piece} à reserva
telic-owned = {$piece} de {$owner}
telic-move-home = {$start} → Zona Central ({$piece}), fora do tabuleiro para sempre
telic-move-step = {$start} → {$end} ({$piece})
telic-move-stack = {$start} → {$end}, empilhando {$piece} sobre {$onto}
telic-move-bump = {$start} → {$end} ({$piece}), devolvendo {$bumped} à reserva
telic-option-move-limit = empate depois deste número de turnos sem vencedor (0 = sem limite)
telic-rules = **Telic** (Michael Schoessow): seja o primeiro a levar suas 12 pirâmides à Zona Central. Azul começa, depois Vermelho.
    • Uma peça é uma **Simples** (uma pirâmide) ou uma **Pilha** (2–6 pirâmides de uma cor, a maior embaixo); uma Pilha se move inteira. Uma peça por casa.
    • A cada turno faça uma coisa: **rolar** seu dado (só enquanto sua reserva tiver alguma pirâmide) ou **mover** uma peça um passo. Seu primeiro turno é uma rolagem; com a reserva vazia você precisa mover.
    • O dado indica uma casa da sua cor. Vazia → você **precisa** jogar `enter K` (qualquer tamanho K da sua reserva). Sua própria peça → você pode jogar `enter K` menor que o topo dela (vai por cima) ou `pass`. Uma Simples inimiga → você pode jogar `enter K` **estritamente maior**, devolvendo-a à reserva do dono, ou `pass`. Uma Pilha inimiga → só `pass`. Depois de rolar nenhuma peça se move.
    • Os movimentos são ortogonais; os cantos a5–d1 e d5–a1 estão ligados. Nada atravessa a Zona Central (b3/c3): só se entra por `a3-cz` e `d3-cz`, e uma peça que entra sai do tabuleiro para sempre.
    • Sobre sua própria peça: a pirâmide de baixo (a maior) da peça que se move precisa ser menor que o topo da outra; as duas viram uma Pilha.
    • Sobre uma peça inimiga: só com força **igual ou maior**; a inimiga volta à reserva do dono. Força: toda Pilha vence toda Simples; Simples se comparam pelo tamanho, Pilhas pelo número de pirâmides.
    • Sem rolar, `pass` só quando sua reserva está vazia e nenhuma peça pode se mover.
    • Vence quem primeiro levar as 12 pirâmides à Zona Central. Opção `move_limit`: empate depois desse número de turnos (uma rolagem com seu `enter`/`pass` é um turno).
    Notação: `roll`, `enter 3`, `a2-a3`, `d3-cz`, `pass`.




## Engines: Coins
## (ids start with coins-)
coins-seat-suns = Sóis
coins-seat-moons = Luas
coins-seat-crowns = Coroas
coins-seat-arms = Armas
coins-help = escreva uma colocação como 'b2+' ou 'b2x', um deslize como 'b2-b4', uma remoção como '*c3'
coins-not-a-square = {$square} não é uma casa do tabuleiro (a1 a d4)
coins-still-placing = as moedas ainda estão sendo colocadas: coloque uma com 'b2+' (ortogonal) ou 'b2x' (diagonal)
coins-place-occupied = {$square} já tem uma moeda: coloque a sua numa casa vazia
coins-all-placed = todas as moedas já foram colocadas: jogue um movimento como '{$move}'
coins-remove-first = você precisa primeiro remover uma das suas próprias moedas (ex.: '{$move}')
coins-remove-empty = {$square} está vazia: remova uma das suas próprias moedas
coins-remove-not-yours = a moeda em {$square} pertence a {$owner}: você só pode remover uma das suas próprias moedas
coins-remove-can-slide = você pode deslizar, então precisa: uma moeda só é removida depois de um deslize que não captura nada, ou quando nenhum deslize é possível
coins-slide-empty = {$square} está vazia: deslize uma das suas próprias moedas
coins-slide-not-yours = a moeda em {$square} pertence a {$owner}, não a você
coins-slide-same = um deslize percorre pelo menos uma casa
coins-slide-off-line = { $kind ->
    [diagonal] {$square} não está numa diagonal a partir de {$start} (sua moeda em {$start} é diagonal)
   *[orthogonal] {$square} não está na mesma coluna nem fileira que {$start} (sua moeda em {$start} é ortogonal)
}
coins-slide-blocked = sua moeda em {$start} está bloqueada pela sua própria moeda em {$square}
coins-slide-in-the-way = a moeda de {$owner} em {$square} está no caminho: um deslize para na primeira moeda adversária
coins-slide-full = com slide=full sua moeda precisa ir o mais longe possível: não pode parar em {$square} se pode seguir até {$beyond}
coins-position-resigned = {$seat}: fora da partida.
coins-position-kind = { $kind ->
    [diagonal] diagonal em {$squares}
   *[orthogonal] ortogonal em {$squares}
}
coins-position-no-coin = nenhuma moeda no tabuleiro
coins-position-seat = {$seat}: {$coins}; capturadas {$captured}.
coins-position-seat-placing = {$seat}: {$coins}; {$placing} a colocar; capturadas {$captured}.
coins-position-seat-taken = {$seat}: {$coins}; capturadas {$captured} ({$taken}).
coins-count-of = {$count} {$seat}
coins-position-must-remove = {$seat} precisa remover uma das próprias moedas.
coins-move-place = { $kind ->
    [diagonal] Colocar uma moeda diagonal em {$square}
   *[orthogonal] Colocar uma moeda ortogonal em {$square}
}
coins-move-remove = Remover a moeda de {$seat} em {$square} (não pontua para ninguém)
coins-move-capture = {$start} → {$end}, capturando a moeda de {$victim}
coins-move-quiet = {$start} → {$end}, sem captura (uma moeda de {$seat} deve então ser removida)
coins-option-slide = free: para em qualquer casa vazia da linha; full: vai o mais longe possível
coins-rules = **Coins** — um jogo de piecepack sem título de dboyle (2001). 2–4 jogadores, tabuleiro 4×4 a1..d4; ordem dos assentos: Sóis, Luas, Coroas, Armas.
    • **Preparação:** em turnos, coloque uma moeda por vez numa casa vazia, escolhendo seu tipo para sempre: `b2+` ortogonal (desliza como uma torre) ou `b2x` diagonal (como um bispo). 6 moedas cada com 2 jogadores, 5 com 3, 4 com 4.
    • **Turno:** deslize uma das suas moedas pela linha dela sobre casas vazias, pelo menos uma casa (`b2-b4`). Parar na **primeira** moeda adversária da linha a captura: você fica com ela, 1 ponto. Suas próprias moedas bloqueiam.
    • `slide=free` (padrão): parar em qualquer casa vazia da linha; `slide=full`: ir o mais longe possível (a borda, antes de uma moeda sua ou sobre a primeira moeda adversária).
    • Um deslize que não captura nada deve ser seguido pela remoção de uma das **suas próprias** moedas (`*c3`; a que se moveu conta). Sem deslize possível, você só remove. Moedas removidas não pontuam para ninguém.
    • Se puder deslizar, você precisa, mesmo que todo deslize capture. Um jogador sem moedas no tabuleiro é pulado.
    • **Fim** (depois da preparação): quando não resta nenhuma moeda, ou todas as que restam são de um só jogador.
    • **Vencedor:** mais capturas. Empates: compara-se, para cada jogador empatado, o menor número de moedas tomadas de um outro assento, depois o seguinte…; o maior vence. Ainda empatados: posição dividida (com 2 jogadores, empate).




## Engines: Tactonix
## (ids start with tactonix-)
tactonix-colour = { $colour ->
    [R] vermelho
    [Y] amarelo
    [G] verde
    [B] azul
   *[K] preto
}
tactonix-deal = Cores distribuídas em segredo
tactonix-deal-notation = distribuição
tactonix-size = { $size ->
    [1] pequena
    [2] média
   *[3] grande
}
tactonix-direction = { $direction ->
    [n] para o norte
    [e] para o leste
    [s] para o sul
   *[w] para o oeste
}
tactonix-piece-words = uma pirâmide { $size ->
    [1] pequena
    [2] média
   *[3] grande
} { $colour ->
    [R] vermelha
    [Y] amarela
    [G] verde
    [B] azul
   *[K] preta
}
tactonix-help = escreva c4 (preparação), c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 ou pass
tactonix-help-play = escreva c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 ou pass
tactonix-off-board = {$square} não está no tabuleiro {$size}×{$size}
tactonix-not-a-rectangle = {$square} e {$other} não formam um retângulo de pelo menos 2×2 casas
tactonix-move-pass = Passar (nenhuma ação legal)
tactonix-move-place = Colocar a peça sorteada {$piece} em {$square}
tactonix-move-move = Mover {$start} → {$end} ({$piece})
tactonix-move-push = Empurrar {$square} {$direction} ({$piece})
tactonix-move-hop = Saltar {$square} {$direction} ({$piece})
tactonix-move-swap = Trocar {$square} e {$other}
tactonix-move-rotate = { $turn ->
    [cw] Girar {$start}–{$end} no sentido horário
   *[ccw] Girar {$start}–{$end} no sentido anti-horário
}
tactonix-no-piece = não há peça em {$square}
tactonix-move-not-adjacent = {$square} não é vizinha ortogonal de {$start}: um movimento anda uma casa
tactonix-move-occupied = em {$square} está {$piece}: um movimento precisa de uma casa vazia (empurre, salte ou troque em vez disso)
tactonix-swap-not-adjacent = {$square} e {$other} não são vizinhas ortogonais
tactonix-swap-empty = não há peça em {$square} para trocar (um movimento vai para uma casa vazia)
tactonix-push-edge = {$square} está na borda: um empurrão {$direction} sairia do tabuleiro
tactonix-push-nothing = não há peça para empurrar {$direction} a partir de {$square}: isso é um movimento ({$move})
tactonix-push-off = o empurrão {$direction} a partir de {$square} jogaria para fora do tabuleiro a peça em {$last}
tactonix-hop-off = { $count ->
    [one] {$piece} em {$square} salta {$count} casa {$direction}, o que sai do tabuleiro
   *[other] {$piece} em {$square} salta {$count} casas {$direction}, o que sai do tabuleiro
}
tactonix-hop-short-blocked = {$square} está ocupada, assim como cada casa de volta até {$start}: o salto curto terminaria onde começou
tactonix-swap-same = {$square} e {$other} têm a mesma peça: trocá-las não muda nada
tactonix-rotate-same = todas as casas da borda desse retângulo têm o mesmo: o giro não muda nada
tactonix-no-change = { $kind ->
    [push] esse empurrão não muda nada no tabuleiro
    [hop] esse salto não muda nada no tabuleiro
   *[move] esse movimento não muda nada no tabuleiro
}
tactonix-island = { $kind ->
    [push] esse empurrão
    [hop] esse salto
    [rot] esse giro
    [swap] essa troca
   *[move] esse movimento
} deixaria { $count ->
    [one] isolada a peça em {$squares}
   *[other] isoladas as peças em {$squares}
} (sem novas ilhas)
tactonix-undo = isso desfaz o movimento anterior (não se pode simplesmente desfazer)
tactonix-outcome-draw = Sorteou {$piece} ({$code}) do saco
tactonix-no-chance = { $why ->
    [over] nada fica por conta do acaso aqui: a partida acabou
   *[act] nada fica por conta do acaso aqui: um jogador precisa agir
}
tactonix-not-in-bag = {$outcome} não é uma peça que resta no saco: os resultados possíveis são {$pieces}
tactonix-not-a-deal = {$outcome} não é uma distribuição: uma distribuição dá {$count} cores diferentes entre {$colours}, uma por assento na ordem dos assentos, escritas como {$example}
tactonix-nobody-to-move = não é a vez de nenhum jogador aqui
tactonix-referee-first = { $what ->
    [draw] o árbitro precisa primeiro sortear uma peça do saco
   *[deal] o árbitro precisa primeiro distribuir as cores
}
tactonix-setup-place = é a preparação: coloque a peça sorteada {$piece} numa casa vazia (ex.: c4)
tactonix-place-occupied = em {$square} já está {$piece}
tactonix-setup-over = a preparação acabou: {$help}
tactonix-pass-not-stuck = só se pode passar quando nada é legal, e {$move} é
tactonix-not-legal = {$move} não é uma jogada legal aqui
tactonix-private-undealt = As cores ainda não foram distribuídas: isso acontece quando a última peça é colocada.
tactonix-private-colour = Sua cor secreta é **{$colour}** ({$letter}). Guarde segredo!
tactonix-phase-deal = distribuição
tactonix-position-size = { $size ->
    [1] pequenas em {$squares}
    [2] médias em {$squares}
   *[3] grandes em {$squares}
}
tactonix-position-colour = { $colour ->
    [R] Vermelho
    [Y] Amarelo
    [G] Verde
    [B] Azul
   *[K] Preto
}: {$sizes}.
tactonix-position-empty = O tabuleiro está vazio.
tactonix-position-drawn = Sorteada, a colocar: {$piece} ({$code}).
tactonix-position-to-draw = Uma peça deve ser sorteada do saco.
tactonix-position-bag-count = {$count} { $size ->
    [1] pequenas
    [2] médias
   *[3] grandes
}
tactonix-position-bag-colour = {$colour} {$counts}
tactonix-position-bag = No saco, {$count}: {$rows}.
tactonix-position-seat-colour = {$seat} {$colour}
tactonix-position-colours = Cores: {$seats}.
tactonix-position-colours-spare = Cores: {$seats}; sobra {$spare}.
tactonix-position-about-to-deal = As cores ({$colours}) estão para ser distribuídas em segredo.
tactonix-position-colours-setup = Cores no jogo: {$colours}; são distribuídas em segredo depois da preparação.
tactonix-position-colours-play = { $spare ->
    [yes] Cores no jogo: {$colours} (uma para cada, em segredo; uma é a que sobra).
   *[no] Cores no jogo: {$colours} (uma para cada, em segredo).
}
tactonix-position-colours-never = Cores no jogo: {$colours}; nunca distribuídas.
tactonix-position-resigned = Fora da partida: {$seats}.
tactonix-position-ply = { $limit ->
    [0] Lance {$ply}.
   *[other] Lance {$ply} de {$limit}.
}
tactonix-secret-label = Minha cor
tactonix-option-board = 8 = tabuleiro de xadrez a1..h8; 5 = o tabuleiro vulcão 5×5 (2–3 jogadores)
tactonix-option-hop = shove: um salto sobre uma peça empurra a fila para trás; short: quem salta para antes
tactonix-option-spare = true: uma cor a mais que jogadores, de ninguém; false: permite 5 jogadores
tactonix-option-move-limit = empate depois deste número de lances (0 = sem limite)
tactonix-option-players = Tactonix se joga com 2 a 4 jogadores (5 só com spare=false), não com {$players}
tactonix-option-small-board = Tactonix: board=5 é só para 2 ou 3 jogadores; com {$players} jogadores o tabuleiro deve ser 8
tactonix-rules = **Tactonix** (Carlton Noles): ligue as seis pirâmides da sua **cor secreta** num grupo conectado ortogonalmente. 2–4 jogadores (5 com `spare=false`).
    {"**"}Preparação**: em turnos, uma peça é sorteada do saco e colocada numa casa vazia. Depois cada um recebe uma cor em segredo; a que **sobra** não é de ninguém. Começa o assento depois de quem colocou por último.
    {"**"}Turno**: uma ação com QUALQUER peça:
    • **Mover** um passo ortogonal para uma casa vazia (`c4-c5`).
    • **Empurrar** (`push c4 n`): a peça e a fila contínua à frente avançam uma casa; precisa haver uma peça à frente e uma casa vazia depois da fila.
    • **Saltar** (`hop c4 e`): tantas casas quanto o tamanho da peça, ortogonalmente, por cima de tudo. Sobre uma peça: `hop=shove` (padrão) ocupa a casa e empurra a fila de volta; `hop=short` para na primeira casa vazia antes.
    • **Girar** (`rot b2 d5 cw` ou `ccw`): a borda de um retângulo de pelo menos 2×2 (cantos inferior esquerdo e superior direito) gira uma casa.
    • **Trocar** (`swap c4 c5`): duas peças vizinhas ortogonais trocam de casa.
    {"**"}Toda ação**: nada sai do tabuleiro; a posição muda; nenhuma ilha nova (uma peça sem vizinhos entre os 8 já devia estar assim e não ter se movido); nada de desfazer (a posição precisa diferir da anterior à ação anterior).
    `pass` só quando nenhuma ação é legal.
    {"**"}Vitória**: depois de uma ação (ou da distribuição), se sua cor estiver conectada. Quem agiu vence sozinho se a sua estiver; senão todos com cor conectada dividem a vitória. Uma cor que sobra conectada não faz nada. As cores são reveladas no fim.
    Opções: `board` 8 ou 5 (5×5, 2–3 jogadores), `move_limit` (empate depois desse número de lances).




## Engines: Tic Tac Doh!
## (ids start with tictacdoh-)
tictacdoh-none-left = { $size ->
    [S] não restam pirâmides pequenas na reserva
    [M] não restam pirâmides médias na reserva
   *[L] não restam pirâmides grandes na reserva
}
tictacdoh-not-legal = {$move} não é uma colocação legal aqui
tictacdoh-stack-full = { $shape ->
    [tree] em {$square} está a árvore {$stack}: está cheia, nada mais cabe em cima
    [nest] em {$square} está o ninho {$stack}: está cheio, nada mais cabe em cima
   *[single] em {$square} está a peça solta {$stack}: está cheia, nada mais cabe em cima
}
tictacdoh-same-size = {$size} não pode ir sobre {$top}: nenhuma peça vai sobre outra do mesmo tamanho
tictacdoh-size-gap = {$size} não pode ir diretamente sobre {$top}: peças empilhadas diferem em um tamanho
tictacdoh-mixed = { $shape ->
    [tree] {$size} não pode ir em {$square}: ali está a árvore {$stack}, e uma casa nunca mistura árvore e ninho
    [nest] {$size} não pode ir em {$square}: ali está o ninho {$stack}, e uma casa nunca mistura árvore e ninho
   *[single] {$size} não pode ir em {$square}: ali está a peça solta {$stack}, e uma casa nunca mistura árvore e ninho
}
tictacdoh-first-on-c3 = a primeira peça sempre vai em c3, não em {$square}
tictacdoh-not-touching = {$square} não toca nenhuma peça (diagonais contam)
tictacdoh-off-grid = {$square} sairia da grade 3×3: as peças já vão de {$start} a {$end}
tictacdoh-move-stack = { $shape ->
    [tree] { $size ->
        [S] Colocar uma pirâmide pequena em {$square}, formando a árvore {$stack}
        [M] Colocar uma pirâmide média em {$square}, formando a árvore {$stack}
       *[L] Colocar uma pirâmide grande em {$square}, formando a árvore {$stack}
    }
    [nest] { $size ->
        [S] Colocar uma pirâmide pequena em {$square}, formando o ninho {$stack}
        [M] Colocar uma pirâmide média em {$square}, formando o ninho {$stack}
       *[L] Colocar uma pirâmide grande em {$square}, formando o ninho {$stack}
    }
   *[other] { $size ->
        [S] Colocar uma pirâmide pequena em {$square}, formando a pilha {$stack}
        [M] Colocar uma pirâmide média em {$square}, formando a pilha {$stack}
       *[L] Colocar uma pirâmide grande em {$square}, formando a pilha {$stack}
    }
}
tictacdoh-position-key = S, M, L: pequena, média, grande.
tictacdoh-position-single = {$square} {$size}
tictacdoh-position-stack = { $shape ->
    [tree] {$square} árvore {$stack} (conta como {$counts})
   *[nest] {$square} ninho {$stack} (conta como {$counts})
}
tictacdoh-position-rank = Fileira {$rank}: {$squares}.
tictacdoh-position-empty = O tabuleiro está vazio: a primeira peça vai em c3.
tictacdoh-position-grid = Casas ainda na grade: {$start} a {$end}.
tictacdoh-count = {$count} {$size}
tictacdoh-position-stash = Reserva: {$stash} ({$placed} de 15 colocadas).
tictacdoh-position-line = Linha de {$size}: {$squares}.
tictacdoh-rules = **Tic Tac Doh!**: dois jogadores, uma reserva comum de 15 pirâmides (5 S, 5 M, 5 L); as peças não são de ninguém.
    • O primeiro jogador coloca primeiro. Na sua vez coloque qualquer peça da reserva. A primeira peça sempre vai em **c3**.
    • Coloque numa **casa vazia que toque uma peça** (diagonais contam), desde que todas as peças ainda caibam numa **grade 3×3**, ou **em cima de uma pilha**.
    • Peças empilhadas diferem em **um tamanho**: uma **árvore** diminui para cima (L, LM, LMS), um **ninho** cresce para cima (S, SM, SML); M pode começar qualquer um (árvore MS, ninho ML). Nunca misture.
    • Uma árvore conta como **todos** os tamanhos nela; um ninho só como a peça do **topo**.
    • Faça **três em linha** (fileira, coluna ou diagonal da grade 3×3) que contem todas como um mesmo tamanho: você **vence**.
    • As 15 colocadas sem linha: **empate**. Peças restando mas nenhuma colocação legal: você **perde**.
    • Notação: `Lc3` (também `l c3`, `large c3`, `c3 L`).




## Engines: IceSickle
## (ids start with icesickle-)
icesickle-help = escreva uma colocação como Lc3 ou um salto como a1-c3
icesickle-not-a-jump = "{$move}" não é um salto: escreva a casa da peça e a casa de chegada, como a1-c3
icesickle-sowing-over = a semeadura acabou: todas as pirâmides estão no tabuleiro, agora faça uma peça saltar (como a1-c3)
icesickle-sow-occupied = { $size ->
    [S] {$square} já tem uma pirâmide pequena: semeie numa casa vazia
    [M] {$square} já tem uma pirâmide média: semeie numa casa vazia
   *[L] {$square} já tem uma pirâmide grande: semeie numa casa vazia
}
icesickle-none-left = { $size ->
    [S] não resta nenhuma pirâmide pequena na reserva
    [M] não resta nenhuma pirâmide média na reserva
   *[L] não resta nenhuma pirâmide grande na reserva
}
icesickle-still-sowing = { $count ->
    [one] a semeadura não acabou (resta {$count} pirâmide na reserva): coloque uma, como Lc3
   *[other] a semeadura não acabou (restam {$count} pirâmides na reserva): coloque uma, como Lc3
}
icesickle-jump-empty = {$square} está vazia: não há peça para saltar
icesickle-jump-same = um salto precisa levar a peça para outra casa
icesickle-jump-not-line = {$square} não está em linha reta (ortogonal ou diagonal) a partir de {$start}
icesickle-jump-adjacent = {$square} é vizinha de {$start}: um salto passa por pelo menos uma casa
icesickle-jump-too-far = a { $size ->
    [S] pequena
    [M] média
   *[L] grande
} em {$start} passa no máximo { $pips ->
    [one] {$pips} casa
   *[other] {$pips} casas
}; {$move} passa {$passed}
icesickle-jump-occupied = {$square} está ocupada: um salto precisa cair numa casa vazia
icesickle-jump-nothing = { $count ->
    [one] esse salto não passa por nenhuma peça ({$squares} está vazia)
   *[other] esse salto não passa por nenhuma peça ({$squares} estão vazias)
}
icesickle-move-jump = Saltar a { $size ->
    [S] pequena
    [M] média
   *[L] grande
} de {$start} para {$end}, capturando {$squares} ({ $pips ->
    [one] {$pips} ponto
   *[other] {$pips} pontos
})
icesickle-phase = { $stage ->
    [sowing] rodada {$round} de {$rounds}: semeadura
   *[reaping] rodada {$round} de {$rounds}: colheita
}
icesickle-position-round = { $stage ->
    [sowing] Rodada {$round} de {$rounds}, semeadura.
    [reaping] Rodada {$round} de {$rounds}, colheita.
   *[over] Rodada {$round} de {$rounds}.
}
icesickle-position-size = { $size ->
    [S] S (pequena, 1 ponto) em {$squares}
    [M] M (média, 2 pontos) em {$squares}
   *[L] L (grande, 3 pontos) em {$squares}
}
icesickle-position-pieces = {$sizes}.
icesickle-position-empty = O tabuleiro está vazio.
icesickle-count = {$count} {$size}
icesickle-position-stash = Reserva: {$stash}.
icesickle-position-jumps-first = {$seat} salta primeiro.
icesickle-round-score = rodada {$round}: {$pips}
icesickle-position-seat-pips = {$seat} {$pips} ({$rounds})
icesickle-position-pips = Pontos: {$seats}.
icesickle-option-rounds = 2: uma partida de duas rodadas, com os papéis trocados na rodada 2; 1: uma só rodada
icesickle-rules = **IceSickle** (Dan Isaac): 2 jogadores, um tabuleiro 5×5, uma reserva comum de 15 pirâmides (5 S = 1 ponto, 5 M = 2, 5 L = 3) que não é de ninguém.
    {"**"}Semeadura:** alternem-se colocando qualquer pirâmide da reserva em qualquer casa vazia (`Lc3`) até as 15 estarem no tabuleiro; na rodada 1 o primeiro jogador semeia primeiro (8 peças contra 7).
    {"**"}Colheita:** quem colocou em segundo salta primeiro, depois alternem, um salto por turno. Faça qualquer peça saltar em linha reta (8 direções) por cima de 1 até tantas casas quanto seus pontos (S 1, M 1–2, L 1–3) para a casa seguinte, que precisa estar no tabuleiro e vazia (`a1-c3`).
    Pelo menos uma casa saltada precisa ter uma peça (as outras podem estar vazias); cada peça saltada é capturada e seus pontos vão para quem saltou.
    A rodada termina quando o jogador da vez não pode saltar; peças que ficam no tabuleiro não pontuam.
    {"**"}Partida:** a rodada 2 começa com o tabuleiro vazio e o outro jogador semeando primeiro; vence o maior total de pontos nas duas rodadas, totais iguais empatam (opção `rounds`: 2 ou 1).




## Lessons (/K learn): each step's words, its task's hint, the lesson's buttons
## (ids start with learn-)
learn-heading = Lição de { $title }, passo { $step } de { $steps }
learn-your-move = Sua jogada: escolha no menu ou digite.
learn-illegal = Não permitido: { $reason }
learn-wrong = { $move } ({ $words }) é permitido, mas não é o que este passo pede.
learn-right = Certo: { $move } ({ $words }).
learn-choose = Sua jogada…
learn-button-back = Voltar
learn-button-next = Próximo
learn-button-play = Jogar contra o computador
learn-button-again = Recomeçar
learn-play = Agora você conhece as regras. Jogue uma partida curta contra o computador mais fácil: ela começa na hora, em um tópico próprio.
learn-web-answer = Mostrar a resposta
learn-web-try = No Discord ou na mesa, { $command } deixa você fazer as jogadas, conferidas pelo árbitro.
learn-telic-board = Telic é jogado em 18 casas ao redor de uma Zona Central. Você é o Azul e seu adversário, o Vermelho; cada um tem 12 pirâmides, duas de cada tamanho de 1 a 6. Vence quem levar primeiro as 12 para a Zona Central. Na sua vez, você rola o dado para entrar com uma pirâmide ou move uma peça um passo.
learn-telic-enter = Você tirou 4: seu dado indica a1. A casa está vazia, então você deve entrar com uma pirâmide ali, de qualquer tamanho da sua reserva. Entre com a maior, um 6.
learn-telic-enter-hint = Uma peça solta grande é difícil de expulsar: entre com o 6.
learn-telic-stack = Você tirou 4 de novo, e seu 6 está em a1. Você pode entrar com uma pirâmide menor por cima: as duas viram uma pilha, que vence qualquer peça solta. Forme uma pilha.
learn-telic-stack-hint = Passar é perder a vez: entre com uma pirâmide menor que 6 por cima da sua.
learn-telic-bump = O Vermelho entrou com um 2 em a2, ao lado do seu 3 em a1. Mover para uma peça adversária de força igual ou menor a manda de volta para a reserva do dono (entrar da reserva exige uma pirâmide estritamente maior). Expulse o 2 do Vermelho.
learn-telic-bump-hint = Seu 3 em a1 está ao lado do 2 do Vermelho em a2: jogue a1-a2.
learn-telic-corner = Os cantos são ligados: a1 com d5 e a5 com d1, como se fossem vizinhos. Leve seu 3 de a1 para o outro lado do tabuleiro em um só passo.
learn-telic-corner-hint = Use a ligação dos cantos: a1-d5.
learn-telic-centre = Só a3 e d3 levam à Zona Central, e qualquer peça pode entrar. Uma peça que entra sai do tabuleiro para sempre e conta para as suas 12. Leve seu 3 para a Zona Central.
learn-telic-centre-hint = De a3, a Zona Central é a3-cz.
learn-coins-board = Coins é jogado em um tabuleiro 4×4. Com dois jogadores, cada um tem 6 moedas. Primeiro todos colocam suas moedas uma a uma; depois, a cada vez, você desliza uma moeda e tenta capturar. Vence quem capturar mais.
learn-coins-place = Cada moeda é colocada com um tipo que mantém: + (ortogonal) desliza como uma torre, x (diagonal) como um bispo. Coloque uma moeda diagonal.
learn-coins-place-hint = Uma moeda diagonal é escrita com x, como b2x.
learn-coins-capture = Todas as moedas estão colocadas. Uma moeda desliza em linha reta do seu tipo por casas vazias e pode parar na primeira moeda adversária no caminho: ela a captura e marca 1. Suas próprias moedas bloqueiam. Capture uma moeda.
learn-coins-capture-hint = Esse deslize não captura nada: procure uma moeda sua com uma moeda adversária na linha e nada entre elas.
learn-coins-remove = Seu deslize a1-b1 não capturou nada, então agora você deve retirar uma das suas moedas do tabuleiro (ela não conta para ninguém). Retire uma.
learn-coins-remove-hint = Depois de um deslize sem captura, as únicas jogadas são retiradas, como *b1.
learn-coins-end = A partida termina quando não sobra nenhuma moeda, ou quando todas as que sobram são de um só jogador. Vence quem capturou mais; empates são desfeitos pelas capturas feitas de cada adversário.
learn-tactonix-board = Em Tactonix as peças foram tiradas de um saco e colocadas em turnos; depois cada jogador recebeu uma cor secreta. A sua é vermelho (só você vê). Ligue ortogonalmente as seis peças da sua cor para vencer. A cada vez você faz uma ação com qualquer peça: mover, empurrar, saltar, girar ou trocar.
learn-tactonix-move = Mover: uma peça anda uma casa ortogonalmente para uma casa vazia. Mova uma peça.
learn-tactonix-move-hint = Um movimento é escrito origem-destino, um passo, como f2-f1.
learn-tactonix-push = Empurrar: uma peça e a fila contínua de peças à frente dela andam uma casa nessa direção; a casa depois da fila deve estar vazia. Empurre uma fila.
learn-tactonix-push-hint = Um empurrão é escrito push, uma casa e uma direção, como push a1 e.
learn-tactonix-hop = Saltar: uma peça anda exatamente tantas casas quanto seu tamanho (1, 2 ou 3), por cima de tudo; numa casa ocupada, ela empurra as peças dali de volta para a sua saída. Faça um salto.
learn-tactonix-hop-hint = Um salto é escrito hop, uma casa e uma direção, como hop a1 n.
learn-tactonix-rotate = Girar: cada casa da borda de um retângulo de pelo menos 2×2 passa seu conteúdo para a seguinte, no sentido horário ou anti-horário. Gire um retângulo.
learn-tactonix-rotate-hint = Um giro é escrito rot, os cantos inferior esquerdo e superior direito, e cw ou ccw, como rot a1 b2 cw.
learn-tactonix-swap = Trocar: duas peças vizinhas na ortogonal trocam de casa. Troque duas peças.
learn-tactonix-swap-hint = Uma troca é escrita swap e duas casas vizinhas, como swap a1 b1.
learn-tactonix-island = Toda ação deve deixar cada peça que move ao lado de outra (em uma das suas oito vizinhas): nenhuma ilha nova. Ela também deve mudar a posição, manter todas as peças no tabuleiro e não simplesmente desfazer a ação anterior. Ações que quebram essas regras são recusadas.
learn-tactonix-win = Falta um passo para suas peças vermelhas se ligarem: f2 só toca e1 pelo canto. Ligue as seis peças vermelhas.
learn-tactonix-win-hint = Suas peças vermelhas ainda estão separadas: leve a peça de f2 para junto das outras, por exemplo f2-f1.
learn-tictacdoh-board = Em Tic Tac Doh! os dois jogadores dividem 15 pirâmides, 5 de cada tamanho (S, M, L). Na sua vez, você coloca qualquer peça; a primeira vai sempre em c3, e todas as peças devem caber em uma grade 3×3. Vence quem fizer três casas em linha que contem como o mesmo tamanho.
learn-tictacdoh-tree = Uma peça pode ir sobre uma pilha de um tamanho de diferença. Uma árvore cresce para baixo: um M sobre um L, depois um S por cima. Uma árvore conta como cada tamanho que tem. Monte uma árvore em c3.
learn-tictacdoh-tree-hint = Um M sobre o L de c3 forma uma árvore: Mc3.
learn-tictacdoh-nest = Um ninho cresce para cima: um S, depois um M por cima, depois um L. Um ninho conta só como a peça de cima: c3 agora conta como M, não como S. Uma casa nunca mistura árvore e ninho.
learn-tictacdoh-line = b3 e d3 têm um M cada, e c3 tem um L. Vença em uma jogada.
learn-tictacdoh-line-hint = Uma árvore conta como cada tamanho que tem: um M sobre o L de c3 faz de b3, c3 e d3 três M.
learn-icesickle-board = IceSickle é jogado em um tabuleiro 5×5 com 15 pirâmides em comum: S (1 ponto), M (2) e L (3). Uma rodada tem duas metades: semear e depois colher. Uma partida tem duas rodadas; vence quem capturar mais pontos.
learn-icesickle-sow = Semear: os jogadores se revezam colocando qualquer pirâmide da reserva em qualquer casa vazia até as 15 estarem no tabuleiro.
learn-icesickle-jump = Colher: uma peça salta em linha reta por cima de 1 até tantas casas quanto seus pontos (S 1, M até 2, L até 3) e cai na próxima casa vazia; cada peça que ela passa é capturada e vale seus pontos. Seu adversário saltou c2-e2. Capture o máximo de pontos que puder.
learn-icesickle-jump-hint = Outro salto captura mais pontos: procure um que passe por cima de duas peças grandes.
learn-icesickle-end = A rodada termina quando o jogador da vez não pode saltar; as peças que sobram não contam. Na segunda rodada, o outro jogador semeia primeiro. Vence o maior total das duas rodadas.


## Pictures: words drawn on boards, alt text, text boards, replays' captions
## (ids start with picture-)
picture-status-over = Fim de jogo: {$result}
picture-status-waiting = Aguardando o árbitro ({$phase}).
picture-status-to-move = Vez de {$player}.
picture-status-to-move-phase = Vez de {$player} ({$phase}).
picture-seat-line = {$seat}: {$name}
picture-text-no-move = Nenhuma jogada ainda.
picture-text-last-move = Última jogada: {$move}.
picture-text-last-move-words = Última jogada: {$move} ({$words}).
picture-text-seat = {$seat}.
picture-alt-board = Tabuleiro de {$game}.
picture-alt-head = {$board} {$status} {$last}
picture-alt-text = {$head} {$position}
picture-game-over = Fim de jogo
picture-game-over-result = Fim de jogo: {$result}
picture-game-over-how = Fim de jogo: {$result}, {$how}
picture-to-move = joga
picture-waiting = Aguardando o árbitro
picture-no-move = Nenhuma jogada ainda
picture-last-move = Última jogada:
picture-players = Jogadores
picture-stash = Reserva
picture-resigned = (fora)
picture-other-resigned = o outro jogador saiu da partida
picture-you = você
picture-you-colour = você, {$colour}
picture-telic-center-zone = Zona Central
picture-telic-tile = { $suit ->
    [blue] azul
    [red] vermelho
   *[black] preto
} {$face}
picture-telic-home-count = {$seat} {$home}/12
picture-telic-strip = dentro {$home}/12, {$held} na reserva
picture-telic-turn-limit = o limite de turnos foi atingido
picture-telic-all-home = as 12 pirâmides dentro
picture-telic-rolled-enter = tirou {$face}: entrar em {$square}
picture-telic-rolled-enter-or-pass = tirou {$face}: entrar em {$square} ou passar
picture-telic-stash-empty = joga (reserva vazia)
picture-telic-roll-or-move = rola ou move
picture-telic-turn = { $limit ->
    [0] turno {$turn}
   *[other] turno {$turn} de {$limit}
}
picture-telic-rolled = tirou
picture-telic-text-key = B = {$blue}, R = {$red}, depois os tamanhos das pirâmides de baixo para cima (B53: uma Dupla 5-3 azul). CZ = a Zona Central, em que só se entra a partir de a3 e d3.
picture-telic-text-seat = {$seat}. Zona Central {$home} de 12. Reserva: {$stash}.
picture-telic-text-die = Dado: {$face}, destino de {$seat}: {$square}.
picture-telic-text-target = {$face} {$square}
picture-telic-text-targets = Dado de {$seat}: {$faces}.
picture-coins-to-place = A colocar
picture-coins-captures = Capturas
picture-coins-figure-place = {$figure}  {$place}
picture-coins-must-remove = precisa remover uma das suas moedas
picture-coins-to-place-coin = coloca uma moeda
picture-coins-to-slide = desliza uma moeda
picture-coins-captured = { $count ->
    [one] {$count} captura
   *[other] {$count} capturas
}
picture-coins-text-initial = {$letter} = {$seat}
picture-coins-text-key = {$initials}; + uma moeda ortogonal (desliza como uma torre), x uma diagonal (como um bispo). Deslize: {$slide}.
picture-coins-text-resigned = {$seat}: fora da partida.
picture-coins-text-seat = {$seat}. Capturadas: {$captured}.
picture-coins-text-seat-placing = {$seat}. A colocar: {$count}. Capturadas: {$captured}.
picture-coins-text-seat-taken = {$seat}. Capturadas: {$captured} ({$taken}).
picture-coins-text-must-remove = {$name} precisa remover uma das próprias moedas.
picture-tactonix-colours = Cores
picture-tactonix-colour = { $whose ->
    [mine] {$letter} {$colour} (você)
    [spare] {$letter} {$colour} (sobra)
   *[other] {$letter} {$colour}
}
picture-tactonix-piece-to-place = Peça a colocar
picture-tactonix-drawn = {$colour} {$size}
picture-tactonix-bag = { $count ->
    [one] Saco ({$count} peça)
   *[other] Saco ({$count} peças)
}
picture-tactonix-ply = { $limit ->
    [0] jogo, lance {$ply}
   *[other] jogo, lance {$ply} de {$limit}
}
picture-tactonix-dealing = Distribuindo as cores secretas
picture-tactonix-drawing = Sorteando uma peça do saco
picture-tactonix-to-place = coloca a peça sorteada {$piece}
picture-tactonix-to-act = joga
picture-tactonix-connected = {$colours} conectado
picture-tactonix-move-limit = o limite de lances foi atingido
picture-tactonix-text-letter = {$letter} {$colour}
picture-tactonix-text-key = Letra = cor ({$letters}); algarismo = tamanho (1 pequena, 2 média, 3 grande).
picture-tactonix-text-seat = { $resigned ->
    [yes] {$seat} (fora da partida).
   *[no] {$seat}.
}
picture-tactonix-text-seat-colour = { $resigned ->
    [yes] {$seat}, cor {$colour} ({$letter}) (fora da partida).
   *[no] {$seat}, cor {$colour} ({$letter}).
}
picture-tactonix-text-drawn = Sorteada, a colocar: {$piece}.
picture-tactonix-text-bag = { $count ->
    [one] Saco, {$count} peça: {$pieces}.
   *[other] Saco, {$count} peças: {$pieces}.
}
picture-tactonix-text-spare = Cor que sobra: {$colour} ({$letter}).
picture-tactonix-text-dealt-later = As cores são distribuídas em segredo quando todas as peças estiverem colocadas.
picture-tactonix-text-secret = { $spare ->
    [yes] Cada jogador tem uma cor em segredo; uma é a que sobra.
   *[no] Cada jogador tem uma cor em segredo.
}
picture-tictacdoh-line = três {$size} em linha
picture-tictacdoh-all-placed = as 15 peças colocadas sem linha
picture-tictacdoh-no-placement = o outro jogador não tinha colocação legal
picture-tictacdoh-phase = {$phase}, {$placed} de 15 colocadas
picture-tictacdoh-to-place = coloca uma peça
picture-tictacdoh-first-piece = primeira peça
picture-tictacdoh-goes-here = vai aqui
picture-tictacdoh-text-key = S pequena, M média, L grande, pilhas de baixo para cima: uma árvore (LM, LMS, MS) conta como todos os tamanhos nela, um ninho (SM, SML, ML) como a peça do topo. # = fora da grade.
picture-tictacdoh-text-stacks = As pilhas contam como: {$stacks}.
picture-icesickle-pips-result = {$top} a {$other} pontos
picture-icesickle-to-sow = semeia uma peça
picture-icesickle-to-jump = salta
picture-icesickle-by-round = Por rodada
picture-icesickle-round = Rodada {$round}
picture-icesickle-pips = Pontos
picture-icesickle-round-over = A rodada { $round } acabou: { $scores }
picture-icesickle-jumps-first = {$seat} salta primeiro
picture-icesickle-text-key = S pequena (1 ponto), M média (2 pontos), L grande (3 pontos); as peças não são de ninguém.
picture-icesickle-text-seat = { $pips ->
    [one] {$seat}, {$pips} ponto.
   *[other] {$seat}, {$pips} pontos.
}
picture-icesickle-text-seat-rounds = { $pips ->
    [one] {$seat}, {$pips} ponto ({$rounds}).
   *[other] {$seat}, {$pips} pontos ({$rounds}).
}
picture-crosstable-rank = Nº
picture-crosstable-player = Jogador
picture-crosstable-points = Pts
picture-crosstable-tiebreak-sb = SB
picture-crosstable-tiebreak-sb-alt = Sonneborn-Berger {$value}
picture-crosstable-tiebreak-buchholz = Buchholz
picture-crosstable-tiebreak-buchholz-alt = Buchholz {$value}
picture-crosstable-number = { NUMBER($value, maximumFractionDigits: 2) }
picture-crosstable-alt-title = Tabela cruzada: {$title}.
picture-crosstable-alt-points = { $points ->
    [one] {$points} ponto
   *[other] {$points} pontos
}
picture-crosstable-alt-row = Posição {$rank}: {$name}, {$points}, {$tiebreaks}.
picture-crosstable-alt-row-plain = Posição {$rank}: {$name}, {$points}.
picture-crosstable-alt-more = { $count ->
    [one] …e mais {$count} jogador.
   *[other] …e mais {$count} jogadores.
}
picture-review-title = { $title } #{ $game }: chances de vitória
picture-review-moves = lance




## Service: refusals
## (ids start with refusal-)

refusal-not-an-id = #{ $id } não é um id: ids são letras e algarismos, como #ab3cd.
refusal-wrong-game = #{ $game } é uma partida de { $title }, não de { $other }: use `{ $command }` para ela.
refusal-no-such-game = Não existe nenhum jogo chamado { $name }.
refusal-no-game = Não existe a partida #{ $game }.
refusal-name-the-game = Indique a partida com `{ $option }`.
refusal-no-game-in-progress = Você não tem nenhuma partida em andamento. Comece uma com `{ $start }`.
refusal-no-game-in-progress-of = Você não tem nenhuma partida de { $title } em andamento. Comece uma com `{ $start }`.
refusal-several-games = Você tem várias partidas em andamento: { $games }. Diga qual com `{ $option }`.
refusal-several-games-of = Você tem várias partidas de { $title } em andamento: { $games }. Diga qual com `{ $option }`.
refusal-not-in-game = Você não está na partida #{ $game }.
refusal-game-over = A partida #{ $game } terminou: { $result }
refusal-resolving-chance = O árbitro está sorteando o resultado; tente de novo daqui a pouco.
refusal-not-your-turn = Não é sua vez em #{ $game }: é a vez de { $name }.
refusal-changed-meanwhile = A partida #{ $game } mudou neste mesmo instante; olhe o tabuleiro e tente de novo.
refusal-illegal = Lance ilegal: { $problem }
refusal-cannot-resign = Você não pode desistir agora: { $problem }
refusal-privacy-not-yours = Só o jogador que pediu pode responder.
refusal-plan-clear-or-moves = Informe `{ $moves }` ou `{ $clear }`, não os dois.
refusal-plan-players = Planos são para partidas de dois jogadores: #{ $game } tem { $count } jogadores.
refusal-plan-your-turn = É a sua vez em #{ $game }: faça seu lance com `{ $move }`; um plano é feito enquanto você espera o adversário.
refusal-plan-empty = Seu plano não tem nenhum lance: escreva o próximo lance do adversário, sua resposta e assim por diante, separados por vírgulas.
refusal-plan-too-long = Um plano tem no máximo { $most } lances; o seu tem { $count }.
refusal-plan-unanswered = Seu plano termina com `{ $move }`, um lance do adversário: acrescente sua resposta ou tire-o.
refusal-plan-illegal = O passo { $step } do seu plano, `{ $move }`, não pode ser jogado ali: { $problem }
refusal-plan-game-ends = O passo { $step } do seu plano, `{ $move }`, termina a partida: tire os lances que vêm depois dele.
refusal-plan-chance = Depois do passo { $step } do seu plano, `{ $move }`, entra o acaso (uma rolagem, um sorteio ou uma distribuição), que nenhum plano pode prever: um plano só tem lances sem acaso entre eles nem depois.
refusal-plan-turns = Depois do passo { $step } do seu plano, `{ $move }`, a vez não passa para o outro jogador: um plano alterna os lances do adversário e as suas respostas.
refusal-not-a-clock = { $typed } não é um relógio: escolha um entre { $choices }.
refusal-not-a-duration = { $typed } não é uma duração: escreva como 13h, 2d, 90m ou 1d12h.
refusal-out-of-game = Você está fora da partida #{ $game }: desistiu ou ficou sem tempo.
refusal-offer-waiting = { $kind ->
        [draw] Uma oferta de empate
       *[undo] Um pedido para desfazer um lance
    } já está esperando resposta em #{ $game }.
refusal-offer-unknown = Essa oferta não existe mais.
refusal-offer-closed = { $kind ->
        [draw] Esta oferta de empate já foi { $status ->
            [accepted] aceita
            [declined] recusada
           *[withdrawn] retirada
        }.
       *[undo] Este pedido para desfazer um lance já foi { $status ->
            [accepted] aceito
            [declined] recusado
           *[withdrawn] retirado
        }.
    }
refusal-offer-yours = { $kind ->
        [draw] Esta oferta de empate é sua
       *[undo] Este pedido para desfazer um lance é seu
    }: quem responde são os outros.
refusal-offer-not-yours = { $kind ->
        [draw] Esta oferta de empate só pode ser respondida
       *[undo] Este pedido para desfazer um lance só pode ser respondido
    } por { $names }: você está fora da partida.
refusal-already-said-yes = Você já disse sim; esperando os outros.
refusal-offer-moved-on = { $kind ->
        [draw] Esta oferta de empate foi retirada
       *[undo] Este pedido para desfazer um lance foi retirado
    }: a partida seguiu desde então.
refusal-offer-changed = { $kind ->
        [draw] Esta oferta de empate
       *[undo] Este pedido para desfazer um lance
    } mudou nesse meio-tempo; olhe de novo.
refusal-too-late-to-abort = Tarde demais para anular #{ $game }: todos os jogadores já fizeram um lance. Em vez disso, ofereça empate (`{ $draw }`) ou desista (`{ $resign }`).
refusal-rematch-not-yours = Só os jogadores de #{ $game } podem pedir revanche.
refusal-still-on = A partida #{ $game } ainda está em andamento.
refusal-rematch-aborted = A partida #{ $game } foi anulada: comece uma nova com `{ $start }`.
refusal-rematch-waiting = Uma revanche de #{ $game } já está esperando resposta: #{ $other }.
refusal-rematch-tournament = A partida #{ $game } era de um torneio: o torneio emparelha seus jogadores, então não há revanche.
refusal-nothing-to-take-back = Você ainda não jogou em #{ $game }: não há nada para desfazer.
refusal-just-taken-back = Um lance acabou de ser desfeito em #{ $game }; não há mais nada para desfazer.
refusal-last-action-final = Sua última ação em #{ $game } não pode ser desfeita.
refusal-someone-acted = Alguém agiu depois do seu último lance em #{ $game }: só dá para desfazer um lance enquanto ninguém mais tiver agido.
refusal-other-acted = { $name } agiu depois do seu último lance em #{ $game }: só dá para desfazer um lance enquanto ninguém mais tiver agido.
refusal-chance-after = `{ $move }` não pode ser desfeito: houve um sorteio depois dele, e desfazer um lance nunca desfaz uma rolagem de dados nem uma distribuição.
refusal-no-move = Não existe o lance { $ply } em #{ $game }.
refusal-record-unstorable = O registro contém { $what }, que não pode ser guardado: remova isso e comece de novo.
refusal-level = O nível deve ser um destes: { $levels } (não { $typed }).
refusal-computers-count = computadores é o número de jogadores computador: 0 ou mais.
refusal-record-computers = Uma partida a partir de um registro é jogada pelos jogadores que ele nomeia: deixe computadores de fora.
refusal-challenge-yourself = Você não pode desafiar a si mesmo: cite outros jogadores.
refusal-invited-twice = Cada jogador só pode ser convidado uma vez.
refusal-record-options = O registro define as opções ({ $set }): deixe { $given } de fora.
refusal-options = { $problem }
refusal-no-challenge = Não existe o desafio #{ $game }.
refusal-challenge-closed = O desafio #{ $game } não está mais aberto.
refusal-challenge-not-yours = Este desafio só pode ser respondido por { $names }.
refusal-already-accepted = Você já aceitou; esperando os outros.
refusal-challenge-changed = Esse desafio mudou nesse meio-tempo; tente de novo.
refusal-decline-not-yours = Só os jogadores convidados (ou o desafiante, para retirar o desafio) podem fazer isso.
refusal-record-open = Uma partida a partir de um registro é jogada pelos jogadores que ele nomeia: indique-os (`{ $challenge }`).
refusal-players-count = players vai de { $low } a { $high } em { $title }, não { $typed }.
refusal-players-named = Com os jogadores que você nomeou, a partida tem { $named } jogadores, não { $typed }: deixe players de fora, ou não nomeie ninguém para abrir o desafio a todos.
refusal-open-twice = Você já tem um desafio aberto de { $title } esperando: #{ $game }.
refusal-challenge-twice = Você já desafiou os mesmos jogadores para { $title }: #{ $game } ainda está esperando.
refusal-challenge-expired = O desafio #{ $game } expirou.
refusal-join-own = #{ $game } é o seu próprio desafio: quem entra nele são os outros.
refusal-joined-already = Você já entrou em #{ $game }; esperando mais jogadores.
refusal-challenge-full = O desafio #{ $game } está completo.
refusal-start-not-yours = Só { $name } pode começar #{ $game }.
refusal-start-too-few = #{ $game } precisa de { $minimum } jogadores para começar, e tem { $count }.
refusal-expiry-choice = challenge é um de { $choices }, não { $typed }.
refusal-vacation-days = As férias duram de 1 a { $most } dias (0 encerra as suas agora), não { $typed }.
refusal-not-on-vacation = Você não está de férias.
refusal-vacation-too-long = No máximo { $most } dias de férias em qualquer período de { $window } dias: você teve { $used } nos últimos { $window } dias, então agora pode tirar no máximo mais { $room }.
refusal-notify-choice = { $typed } não é uma opção: os lembretes vão para { $choices }.
refusal-digest-choice = { $typed } não é uma opção: o resumo é { $choices }.
refusal-digest-hour = { $typed } não é uma hora: o resumo chega numa hora cheia, de 0 a 23.
refusal-digest-zone = { $typed } não é um fuso horário: informe o nome IANA, como { $example } (o padrão é UTC).
refusal-puzzle-secret = { $title } não tem quebra-cabeças: os jogadores guardam segredos, então nenhum lance pode ser mostrado como o melhor com certeza.
refusal-puzzle-unknown = Não existe quebra-cabeça de { $title } com o número { $number }.
refusal-puzzle-gone = Esse quebra-cabeça não está mais aqui.
refusal-puzzle-none = Você não tem nenhum quebra-cabeça de { $title } esperando sua resposta: `{ $command }` lhe dá um.
refusal-puzzle-daily-manager = Só membros com a permissão Gerenciar servidor podem configurar o quebra-cabeça do dia.
refusal-puzzle-daily-channel = Diga em qual canal o quebra-cabeça do dia será publicado.
refusal-settings-manager = Só membros com a permissão Gerenciar servidor podem mudar as configurações do servidor.
refusal-reminders-choice = Os lembretes são on ou off, não { $typed }.
refusal-language-choice = { $typed } não é um idioma disponível aqui: escolha um entre { $choices }.
refusal-season-manager = Só membros com a permissão Gerenciar servidor podem começar uma temporada.
refusal-season-name = O nome de uma temporada tem de 1 a { $most } caracteres: { $typed } não serve.
refusal-season-taken = Já existe aqui uma temporada chamada **{ $season }**: escolha outro nome.
refusal-season-empty = Nenhuma partida terminou ainda na temporada **{ $season }**: uma nova temporada pode começar depois que uma terminar.
refusal-season-unknown = Não há nenhuma temporada { $typed } aqui; as temporadas são { $seasons }.
refusal-season-none = Não há nenhuma temporada { $typed } aqui: nenhuma foi começada ainda (`{ $command }` começa uma).
refusal-season-global = A classificação de todos os servidores não tem temporadas: uma temporada é de um servidor.
refusal-season-choice = season é { $choices }, não { $typed }.
refusal-admin-manager = Só membros com a permissão Gerenciar servidor podem usar as ferramentas dos gerentes (`/admin`).
refusal-admin-action = { $typed } não é algo que `/admin channels` faça: dê uma de { $choices }.
refusal-admin-channel-missing = Diga qual canal: `{ $command }`.
refusal-admin-channels-many = Um servidor lista no máximo { $most } canais para partidas.
refusal-admin-channel-unlisted = { $channel } não está na lista de canais para partidas.
refusal-admin-reason = Dê um motivo de 1 a { $most } caracteres: os jogadores vão lê-lo.
refusal-admin-over = A partida #{ $game } já terminou.
refusal-admin-blocked-already = { $name } já está bloqueado.
refusal-admin-not-blocked = { $name } não está bloqueado.
refusal-admin-channel = Partidas não começam neste canal: os gerentes deste servidor as reservam para { $channels }.
refusal-admin-blocked = Você não pode começar nem entrar em partidas neste servidor: os gerentes dele bloquearam você.
refusal-admin-blocked-other = { $name } não pode jogar neste servidor: os gerentes dele o bloquearam.
refusal-tournaments-choice = tournaments é { $choices }, não { $typed }.
refusal-button-unknown = Esse botão não existe mais.
refusal-learn-unknown = Não há lição de { $game }.
refusal-learn-step = Uma lição tem os passos de 1 a { $steps }.
refusal-learn-no-place = A partida contra o computador começa onde você está: use o botão em um canal de um servidor.
refusal-learn-no-task = Este passo não pede jogada: use Próximo.
refusal-replay-too-big = Esta reprise não cabe no limite de envio deste servidor; `{ $record }` dá o registro da partida no lugar dela.
refusal-record-too-large = Esse registro é grande demais para ser o registro de uma partida (mais de { $megabytes } MB).
refusal-record-does-not-replay = Esse registro não pode ser reproduzido: { $problem }{ $more ->
        [0] {""}
        [one] {" "}(e mais 1 problema)
       *[other] {" "}(e mais { $more } problemas)
    }.
refusal-record-other-game = Esse é um registro de { $title }, não de { $other }: use `{ $start }` para ele.
refusal-record-over = A partida desse registro terminou: não há nada para jogar a partir da última posição.
refusal-record-players = Esse registro é de uma partida de { $players } jogadores: cite { $opponents ->
        [one] { $opponents } adversário
       *[other] { $opponents } adversários
    }.
refusal-record-several = Esse arquivo contém { $games } partidas (a segunda começa na linha { $line }): uma partida parte de um único registro, então deixe só aquele a partir do qual você quer jogar.
refusal-replay-speed = A velocidade deve ser uma destas: { $speeds } (não { $typed }).
refusal-replay-plies = Não há nenhum lance em #{ $game } do meio-lance { $first } ao meio-lance { $last }: o registro dela numera os meios-lances de 1 a { $plies }.
refusal-hint-rated = Dicas são para partidas casuais: #{ $game } vale rating, então o computador guarda as ideias para si.
refusal-hint-tournament = Dicas são para partidas casuais: #{ $game } é uma partida de torneio.
refusal-review-not-over = #{ $game } ainda está em andamento: o computador analisa uma partida quando ela termina (`{ $command }` sugere um lance numa partida casual).
refusal-review-not-yours = #{ $game } não foi jogada em público: só os jogadores dela podem pedir a análise.
refusal-review-no-moves = #{ $game } terminou antes que alguém jogasse: não há nada para analisar.
refusal-seek-games-missing = Diga os jogos que você jogaria: `{ $example }`.
refusal-seek-games = { $typed } não é um jogo: diga um ou mais de { $choices }, separados por vírgulas.
refusal-seek-clock = { $typed } não é um relógio nem um intervalo de relógios: escolha entre { $choices }, ou um intervalo como `{ $example }`.
refusal-seek-players = Não dá para jogar { $games } com { $players } jogadores.
refusal-seek-unknown = Não há nenhuma busca { $seek } esperando na fila de busca deste servidor: `{ $pool }` lista as buscas.
refusal-seek-not-yours = A busca { $seek } é de outra pessoa: só ela pode tirá-la da fila.
refusal-seek-none = Você não tem nenhuma busca esperando na fila deste servidor: `{ $seek }` coloca você nela.
refusal-tournament-format = O formato de um torneio é { $choices }, não { $typed }.
refusal-tournament-rounds = rounds é um número inteiro de 1 a 30, e só um torneio no sistema suíço o aceita; não { $typed }.
refusal-tournament-signup = signup é quanto tempo as inscrições ficam abertas, como `{ $example }` (minutos m, horas h, dias d), não { $typed }.
refusal-tournament-players = players é o mínimo e o máximo de jogadores, como `{ $example }` (pelo menos { $least }), não { $typed }.
refusal-tournament-joined = Você já está no torneio #{ $tournament }.
refusal-tournament-full = O torneio #{ $tournament } está cheio: { $most } jogadores.
refusal-tournament-not-in = Você não joga o torneio #{ $tournament }.
refusal-tournament-started = O torneio #{ $tournament } já começou (ou terminou): as inscrições estão fechadas.
refusal-tournament-not-organiser = Só { $name }, que organiza o torneio #{ $tournament }, pode iniciá-lo.
refusal-tournament-not-running = O torneio #{ $tournament } não está em andamento.
refusal-tournament-unknown = Não há torneio { $tournament }.
refusal-tournament-none = Não há torneio aqui para isso: `/tournament create` cria um.
refusal-tournament-option-word = Uma opção do jogo se escreve nome=valor, por exemplo `{ $example }`, não { $typed }.
refusal-tournament-managers = Neste servidor só quem o gerencia (Gerenciar servidor) pode criar um torneio.
refusal-tournament-vacation = vacation é on ou off, não { $typed }.

# A record's problems (a record that cannot be read or does not replay): where it is, then why.
# $line, $number and $seat are places (text, no digit grouping); $move and $outcomes are notation, as written.
record-at-line = linha { $line }: { $reason }
record-at-move = linha { $line }, lance { $number }. { $move }: { $reason }
record-at-move-unnumbered = linha { $line }, lance { $move }: { $reason }
record-empty = o registro está vazio
record-several = aqui começa uma segunda partida ({ $games } no arquivo): uma partida parte de um único registro
record-games = o arquivo contém mais de { $most } partidas
record-unprintable = o caractere U+{ $code } não cabe em um registro: não é texto imprimível
record-too-large = o registro passa de { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }, muito mais que o registro de qualquer partida
record-header-unclosed = o cabeçalho começa com `---` mas nunca termina com `...` (nem com uma linha em branco)
record-header-long = o cabeçalho passa de { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }: o cabeçalho de um registro nomeia o jogo, os jogadores e as opções
record-not-yaml = o cabeçalho não é YAML: { $problem }
record-header-value = o valor { $value } do cabeçalho não pode ser lido: { $problem }
record-number-digits = um número tem mais de { $digits } dígitos
record-anchors = âncoras (`&`) e aliases (`*`) não cabem no cabeçalho de um registro
record-nesting = o cabeçalho tem mais de { $depth } níveis de aninhamento
record-value-long = um valor tem mais de { $most } caracteres
record-no-header = sem cabeçalho: um registro começa com `---`, um cabeçalho YAML que nomeia o GameType e os Players, e `...`
record-header-fields = o cabeçalho deve ser feito de campos YAML (`GameType:`, `Players:`, …)
record-unknown-game = GameType { $title } não é um jogo que eu conheça ({ $games })
record-parser = MovetextParser { $parser } não é a notação de { $title }: só leio a notação própria de cada jogo
record-players = Players deve listar os nomes dos jogadores, por lugar
record-options = Options deve ser feito de campos com um valor simples cada (`slide: free`)
record-move-number-digits = um número de lance tem mais de { $digits } dígitos
record-comment-unclosed = um comentário aberto com `{"{"}` nunca é fechado com `{"}"}`
record-comment-long = um comentário tem mais de { $most } caracteres
record-move-long = nenhum lance tem mais de { $most } caracteres
record-entries = o registro contém mais de { $most } entradas, muito mais que qualquer partida
record-hidden-steps = os resultados ocultos (`?`) tornam este registro longo demais para reproduzir (mais de { $most } entradas tentadas): escreva-os por extenso
record-game-over = a partida já terminou
record-outcome = { $problem } (possíveis aqui: { $outcomes })
record-hidden-not-secret = `?` só substitui um resultado secreto (uma distribuição): escreva este por extenso (possíveis aqui: { $outcomes })
record-hidden-ways = os `?` deste registro deixam mais de { $most } maneiras de reproduzi-lo: escreva os resultados ocultos por extenso
record-hidden-none = nenhum resultado possível aqui pode substituir `?`
record-forced = só um `pass` pode ser forçado
record-no-seat = não há lugar { $seat } nesta partida
record-no-takeback = não há lance { $ply } para desfazer
record-unstorable = { $what ->
        [nul] um caractere NUL
       *[byte] um byte não decodificável
    } (U+{ $code })
record-unstorable-line = { $what ->
        [nul] um caractere NUL
       *[byte] um byte não decodificável
    } (U+{ $code }) na linha { $line }




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)

service-text = { $text }
service-versus = { $first } vs { $then }
service-series = { $first }, { $then }
service-game-with = #{ $game } ({ $title } com { $names })
service-result-aborted = A partida foi anulada: sem resultado, e ela não conta em lugar nenhum.
service-result-agreed = Empate por acordo.
service-result-time = { $count ->
        [one] { $names } vence por tempo!
       *[other] { $names } dividem a vitória por tempo!
    }{ $shown ->
        [places] {" "}Colocações: { $places }.
        [scores] {" "}Placar: { $scores }.
        [both] {" "}Colocações: { $places }. Placar: { $scores }.
       *[none] {""}
    }
service-board-heading = **{ $title }** #{ $game } · { $header }
service-board-players = **{ $title }** #{ $game }: { $players }.
service-board-over = **Partida encerrada.** { $result }
service-game-over = Partida encerrada. { $result }
service-summary = { $title } #{ $game } ({ $players }) terminou: { $result }
service-thinking = { $name } está pensando…{ $score }
service-thinking-seat = { $name } está pensando ({ $seat })…{ $score }
service-your-turn = { $who }, sua vez.{ $score }
service-your-turn-seat = { $who }, sua vez ({ $seat }).{ $score }
service-score = {" "}Placar: { $scores }.
service-clock-deadline = ⏰ O prazo de { $name } para jogar acaba { $when } ({ $clock } por vez).
service-clock-overdue = ⏰ O tempo de { $name } se esgotou { $when } ({ $clock } por vez).
service-clock-vacation = 🏖️ { $name } está de férias até { $until }: o relógio está parado, faltando { $left }.
service-duration-d = { $count }d
service-duration-h = { $count }h
service-duration-m = { $count }min
service-duration-s = { $count }s
service-duration-two = { $first } { $then }
service-secret-note = Agora cada jogador tem um segredo: clique em **{ $label }** sob o tabuleiro para ver o seu (só você vê).
service-no-secrets = Esta partida não tem segredos: o tabuleiro público mostra tudo.
service-forced-pass = { $seat } não tem nenhum lance legal e passa a vez.
service-button-accept = Aceitar
service-button-decline = Recusar
service-button-accept-draw = Aceitar empate
service-button-allow = Permitir
service-button-refuse = Negar
service-button-resign = Desistir
service-button-cancel = Cancelar
service-button-rematch = Revanche
service-button-previous = ◀ Anterior
service-button-next = Próxima ▶
service-played = { $name } jogou `{ $move }`: { $words }.
service-round-over = A rodada { $round } acabou: { $scores }. A rodada { $next } começa com o tabuleiro vazio.
service-done-played = Você jogou `{ $move }` em #{ $game }
service-done-played-same-turn = Você jogou `{ $move }` em #{ $game }: o tabuleiro da partida mostra o que resultou disso
service-plan-kept = **Seu plano para #{ $game }** foi guardado (só você vê; é jogado assim que { $name } fizer o lance esperado, e descartado assim que a partida sair dele; `{ $clear }` o descarta agora):
service-plan-shown = **Seu plano para #{ $game }** (só você vê; `{ $clear }` o descarta):
service-plan-step = { $number }. se { $name } jogar `{ $expected }`, você responde `{ $answer }`
service-plan-none = Você não tem plano em #{ $game } (um plano é descartado assim que a partida sai dele).
service-plan-cleared = Seu plano para #{ $game } foi descartado.
service-plan-answered = A resposta planejada de { $name }, `{ $move }`, foi jogada: { $words }.
service-ask-resign = Desistir de { $title } #{ $game }? Isso não pode ser desfeito.
service-resigned = { $name } desistiu.
service-you-resigned = Você desistiu.
service-resign-cancelled = Cancelado: você continua na partida.
service-former-player = um ex-jogador
service-computer-player = { $number ->
    [0] Computador ({ $level })
   *[other] Computador { $number } ({ $level })
}
service-button-forget = Esqueça-me
service-button-keep = Cancelar
service-privacy-export = Tudo o que o árbitro guarda sobre você: { $rows ->
        [one] uma linha
       *[other] { $rows } linhas
    }, { $games ->
        [one] uma partida
       *[other] { $games } partidas
    } com seus lances. Só você vê este arquivo.
service-privacy-export-alt = Seus dados, em JSON: { $rows ->
        [one] uma linha
       *[other] { $rows } linhas
    }, { $games ->
        [one] uma partida
       *[other] { $games } partidas
    }
service-privacy-forget-ask = Esquecer você? { $games ->
        [0] Você não tem nenhuma partida em andamento.
        [one] Sua partida em andamento é abandonada primeiro.
       *[other] Suas { $games } partidas em andamento são abandonadas primeiro.
    } Seu nome passa a ser "um ex-jogador" em cada partida que você jogou, registro e página web; seus ratings, configurações, férias, buscas, planos e avisos são apagados. As partidas e seus resultados ficam, para os outros jogadores. Isto não pode ser desfeito.
service-privacy-forgotten = Você foi esquecido{ $games ->
        [0] .
        [one] : uma partida abandonada.
       *[other] : { $games } partidas abandonadas.
    } Suas partidas agora dizem "um ex-jogador".
service-privacy-kept = Cancelado: nada foi esquecido.
service-challenge = { $heading }{ $challenger } desafia { $invited } para **{ $title }**{ $computers }{ $options }{ $clock }. #{ $game }
service-rematch-of = Revanche de #{ $game }!{" "}
service-challenge-computers = {" "}com { $names }
service-challenge-options = {" "}({ $options })
service-challenge-clock = {" "}· { $clock } por lance
service-challenge-no-clock = {" "}· sem relógio
service-from-record = Ela começa a partir de um registro, depois de { $moves ->
        [0] { $moves } lances
        [one] { $moves } lance
       *[other] { $moves } lances
    }, sem rating; lugares { $how ->
        [names] pelos nomes do registro
       *[listed] na ordem dada, o desafiante primeiro
    }: { $seats }.
service-challenge-answer = { $invited }: **{ $accept }** ou **{ $decline }**.
service-challenge-answer-each = Cada jogador convidado: **{ $accept }** ou **{ $decline }**.
service-accepted-waiting = { $name } aceitou. Esperando { $names }.
service-challenge-ended = { $name } { $status ->
        [withdrawn] retirou
       *[declined] recusou
    } o desafio de { $title } #{ $game }.
service-button-join = Entrar
service-button-start = Começar
service-button-withdraw = Retirar
service-open-challenge = { $challenger } procura { $wanted ->
        [one] um adversário
       *[other] { $wanted } adversários
    } para **{ $title }**{ $options }{ $clock }. #{ $game }
service-open-joined = Jogadores: { $names } · { $left ->
        [0] nenhuma vaga sobrando
        [one] resta uma vaga
       *[other] restam { $left } vagas
    }.
service-open-answer = Qualquer um aqui pode clicar em **{ $join }**: joga quem entrar primeiro. { $challenger } pode retirar o desafio com **{ $withdraw }**.
service-open-answer-early = Qualquer um aqui pode clicar em **{ $join }**. A partida começa quando todas as vagas forem ocupadas, ou quando { $challenger } clicar em **{ $start }** com pelo menos { $minimum } jogadores. { $challenger } pode retirar o desafio com **{ $withdraw }**.
service-challenge-expires = ⌛ Expira { $when }.
service-challenge-expired = ⌛ O desafio de **{ $title }** #{ $game } de { $name } expirou { $open ->
        [yes] antes que entrassem jogadores suficientes
       *[no] sem resposta
    }.
service-thread-title = { $title } · { $players }
service-offer-draw = 🤝 { $name } oferece empate em **{ $title }** #{ $game }. { $others }: **{ $yes }** ou **{ $no }**. (Um lance retira a oferta.)
service-offer-undo = ↩️ { $name } pede para desfazer `{ $move }` em **{ $title }** #{ $game }. { $others }: **{ $yes }** ou **{ $no }**. (Um lance retira o pedido.)
service-done-offer = { $kind ->
        [draw] Sua oferta de empate em #{ $game } foi publicada
       *[undo] Seu pedido para desfazer um lance em #{ $game } foi publicado
    }
service-offer-declined = { $name } { $kind ->
        [draw] recusou a oferta de empate de { $asker }
       *[undo] negou o pedido de { $asker } para desfazer um lance
    } em #{ $game }.
service-offer-waiting = { $kind ->
        [draw] Oferta de empate de { $asker }
       *[undo] Pedido de { $asker } para desfazer um lance
    } em #{ $game }: { $name } disse sim; esperando { $names }.
service-offer-agreed = { $kind ->
        [draw] Oferta de empate de { $asker } em #{ $game }: empate acordado.
       *[undo] Pedido de { $asker } para desfazer um lance em #{ $game }: permitido.
    }
service-draw-agreed = 🤝 Empate acordado.
service-took-back = ↩️ { $name } desfez `{ $move }`.
service-took-back-replies = ↩️ { $name } desfez `{ $move }` { $count ->
        [one] e o lance feito depois
       *[other] e os { $count } lances feitos depois
    }.
service-draw-accepted = 🤝 Oferta de empate de { $asker }: { $count ->
        [one] { $names } aceita
       *[other] { $names } aceitam
    }. Empate acordado.
service-offer-computers-yes = { $count ->
        [one] { $names } diz sim.
       *[other] { $names } dizem sim.
    }
service-aborted = { $name } anulou a partida.
service-done-aborted = Partida #{ $game } anulada
service-done-rematch = Revanche pedida
service-done-rematch-started = Revanche começada: #{ $game }
service-timeout-first-move = ⏰ { $name } não fez o primeiro lance a tempo: a partida foi anulada.
service-timeout-lost = ⏰ { $name } ficou sem tempo e perde por tempo.
service-timeout-out = ⏰ { $name } ficou sem tempo e está fora da partida; os outros continuam jogando.
service-reminder = ⏰ { $who }, sua vez em **{ $title }** #{ $game } está esperando: faltam { $left } (prazo: { $when }).
service-reminder-dm = ⏰ Sua vez em **{ $title }** #{ $game } está esperando: faltam { $left } (prazo: { $when }).
service-reminder-dm-in = ⏰ Sua vez em **{ $title }** #{ $game } em { $channel } está esperando: faltam { $left } (prazo: { $when }).
service-vacation-on = 🏖️ Você está de férias até { $until } ({ $when }): seus relógios estão parados ({ $count ->
        [0] nenhuma partida esperando seu lance agora
        [one] { $count } partida esperando seu lance agora
       *[other] { $count } partidas esperando seu lance agora
    }), e as novas vezes também esperam por você. `{ $end }` encerra as férias antes.
service-vacation-over = Que bom ter você de volta: suas férias acabaram e seus relógios voltam a correr ({ $count ->
        [0] nenhuma partida esperando seu lance
        [one] { $count } partida esperando seu lance
       *[other] { $count } partidas esperando seu lance
    }).
service-vacation-back = 🏖️ { $name } voltou das férias: o relógio de **{ $title }** #{ $game } volta a correr; o prazo de { $name } para jogar acaba { $when }.
service-vacation-back-overdue = 🏖️ { $name } voltou das férias: o relógio de **{ $title }** #{ $game } voltou a correr, e o tempo de { $name } se esgotou { $when }.
service-notify-shown = Seus lembretes chegam { $where ->
        [dm] por mensagem direta
        [off] a lugar nenhum: você não recebe lembretes
       *[thread] { $front ->
            [table] na partida, com uma menção
           *[other] no tópico da partida, com uma menção
        }
    }. Mude com `{ $command }`.
service-notify-saved = Pronto: agora seus lembretes chegam { $where ->
        [dm] por mensagem direta
        [off] a lugar nenhum: você não recebe lembretes (os prazos continuam valendo)
       *[thread] { $front ->
            [table] na partida, com uma menção
           *[other] no tópico da partida, com uma menção
        }
    }.
service-settings-shown = { $front ->
        [table] Configurações da mesa
       *[other] Configurações deste servidor
    }: { $clock ->
        [none] **sem relógio** para novas partidas
       *[other] relógio de **{ $clock }** por lance para novas partidas
    }, lembretes **{ $reminders ->
        [on] ligados
        [off] desligados
       *[other] { $reminders }
    }**, idioma **{ $language }**. { $front ->
        [table] Quem se senta à mesa pode mudá-las
       *[other] Membros com Gerenciar servidor podem mudá-las
    } com `{ $command }`.
service-settings-saved = Salvo. Novas partidas { $clock ->
        [none] ficam **sem relógio**
       *[other] têm um relógio de **{ $clock }** por lance
    }, a menos que o desafio diga outra coisa; os lembretes estão **{ $reminders ->
        [on] ligados
        [off] desligados
       *[other] { $reminders }
    }**; o idioma é **{ $language }**.
service-settings-challenge = Os desafios expiram após **{ $expiry }** sem resposta.
service-settings-season = Numa nova temporada, os ratings { $mode ->
        [reset] recomeçam em 1500
       *[other] continuam, com a incerteza ampliada
    }.
service-settings-tournaments = { $who ->
        [managers] Só quem gerencia o servidor (Gerenciar servidor) pode criar torneios.
       *[other] Qualquer membro pode criar torneios.
    }
service-note-not-in-game = Você não está na partida #{ $game }.
service-note-over = A partida #{ $game } terminou.
service-note-not-your-turn = Não é sua vez em #{ $game }: esperando { $name }.
service-note-waiting-referee = Não é sua vez em #{ $game }: esperando o árbitro.
service-private-view-alt = Sua visão privada de { $title } #{ $game }.
service-private-view-alt-secret = Sua visão privada de { $title } #{ $game }. { $secret }
service-text-board =
    ```
    { $board }
    ```
service-record = O registro de **{ $title }** #{ $game }, { $moves ->
        [0] { $moves } lances
        [one] { $moves } lance
       *[other] { $moves } lances
    } { $status ->
        [final] no total
       *[sofar] até agora
    }, em PPN (texto simples). `python -m bot.record check { $game }.ppn` o reproduz; `{ $start }` começa uma partida a partir da última posição dele.
service-record-alt = O registro de { $title } #{ $game } ({ $players }), { $moves ->
        [0] { $moves } lances
        [one] { $moves } lance
       *[other] { $moves } lances
    } { $status ->
        [final] no total
       *[sofar] até agora
    }, em Portable Piecepack Notation (texto).
service-replay = A reprise de **{ $title }** #{ $game }: { $moves ->
        [0] { $moves } lances
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $frames ->
        [0] { $frames } quadros
        [one] { $frames } quadro
       *[other] { $frames } quadros
    }.
service-replay-alt = Reprise animada de { $title } #{ $game }, { $players }: o início e { $moves ->
        [0] { $moves } lances
        [one] { $moves } lance
       *[other] { $moves } lances
    }, um quadro cada, com o último lance marcado. A partida continua.
service-replay-alt-over = Reprise animada de { $title } #{ $game }, { $players }: o início e { $moves ->
        [0] { $moves } lances
        [one] { $moves } lance
       *[other] { $moves } lances
    }, um quadro cada, com o último lance marcado. { $result }
service-replay-part = A reprise de **{ $title }** #{ $game }, meios-lances { $first } a { $last }: { $moves ->
        [0] { $moves } lances
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $frames ->
        [0] { $frames } quadros
        [one] { $frames } quadro
       *[other] { $frames } quadros
    }.
service-replay-sampled = { $moves } lances são demais para mostrar um por um: esta reprise mostra um lance a cada { $step } ({ $frames } quadros); `{ $part }` mostra um trecho da partida lance a lance.
service-hint = **Dica** para { $title } #{ $game }: o computador jogaria `{ $move }` ({ $words }).
service-hint-alt = { $title } #{ $game }: o tabuleiro depois do lance sugerido pelo computador, { $move } ({ $words }), destacado.
service-hint-used = { $name } pediu uma dica ao computador em { $title } #{ $game }.
service-review-started = O computador está analisando **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }): você será avisado onde a partida foi jogada quando a análise estiver pronta.
service-review-ready = A análise do computador de **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }) está pronta. { $result }
service-review-swing = Lance { $number } (`{ $move }`), { $name }: −{ $drop }% de uma vitória. Melhor era `{ $best }`, depois { $line }.
service-review-no-swings = Nenhum ponto de virada: nenhum lance custou ao seu jogador 5% de uma vitória ou mais.
service-review-best-moves = { $name }: { $best } de { $choices ->
        [one] { $choices } lance
       *[other] { $choices } lances
    } entre os melhores do computador ({ $percent }%).
service-review-alt = Gráfico das chances de vitória de cada jogador em { $title } #{ $game }, lance a lance: { $names }. { $count ->
        [0] Nenhum ponto de virada.
        [one] Ponto de virada: { $points }.
       *[other] Pontos de virada: { $points }.
    }
service-review-alt-point = lance { $number } ({ $move }) de { $name }
service-standing = { $rank }. **{ $name }** — { $rating } ± { $margin } · { $wins }V { $losses }D { $draws }E · { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }{ $provisional ->
        [yes] {" "}· provisório
       *[no] {""}
    }
service-standings = **Classificação** ({ $scope ->
        [global] todos os servidores
       *[server] { $front ->
            [table] esta mesa
           *[other] este servidor
        }
    })
service-standings-game = __{ $title }__
service-standings-game-more = __{ $title }__ (+{ $more } outros: `{ $command }`)
service-standings-page = **Classificação de { $title }** ({ $scope ->
        [global] todos os servidores
       *[server] { $front ->
            [table] esta mesa
           *[other] este servidor
        }
    }) — página { $page } de { $pages }
service-standings-empty = Nenhuma partida encerrada { $scope ->
        [global] em todos os servidores
       *[server] { $front ->
            [table] nesta mesa
           *[other] neste servidor
        }
    } ainda. Comece uma com `{ $start }`; toda partida encerrada entre pessoas conta aqui.
service-standings-season = **Classificação** da temporada **{ $season }**
service-standings-season-page = **Classificação de { $title }** da temporada **{ $season }** — página { $page } de { $pages }
service-standings-season-empty = A temporada **{ $season }** não tem classificação para mostrar.
service-season-started = A temporada **{ $season }** começou: { $mode ->
        [reset] todo rating recomeça em 1500
       *[other] todo rating continua, com a incerteza ampliada até a metade do caminho para a de um novato
    }, e vitórias, derrotas e empates voltam a 0.
service-season-archived = A classificação de **{ $season }** ({ $players ->
        [one] 1 jogador
       *[other] { $players } jogadores
    }) fica guardada: `{ $command }` a mostra.
service-seasons = **Temporadas** { $front ->
        [table] desta mesa
       *[other] deste servidor
    }
service-season-before = **{ $season }** — a classificação de antes da primeira temporada, até { $ended } · { $players ->
        [one] 1 jogador
       *[other] { $players } jogadores
    }
service-season-line = **{ $season }** — de { $started } a { $ended } · { $players ->
        [one] 1 jogador
       *[other] { $players } jogadores
    }
service-season-current = **{ $season }** — desde { $started }, a temporada atual · { $players ->
        [one] 1 jogador
       *[other] { $players } jogadores
    }
service-seasons-more = `{ $command }` mostra a classificação de uma temporada.
service-seasons-none = Nenhuma temporada foi começada aqui ainda: `{ $command }` começa uma (só gerentes).
service-admin-channels = Partidas só podem começar em { $channels }.
service-admin-channels-all = Partidas podem começar em qualquer canal deste servidor.
service-admin-channels-how = `{ $add }` adiciona um canal, `{ $remove }` tira um, `{ $every }` volta a permitir todos os canais.
service-admin-ended = { $players }: um gerente do servidor encerrou esta partida sem resultado. Motivo: { $reason }
service-admin-done-ended = Partida #{ $game } encerrada
service-admin-blocked = { $name } não pode mais começar nem entrar em partidas neste servidor; as partidas em andamento continuam.
service-admin-unblocked = { $name } pode de novo começar e entrar em partidas neste servidor.
service-admin-log = As últimas ações dos gerentes, as mais recentes primeiro:
service-admin-log-none = Os gerentes ainda não fizeram nada aqui.
service-admin-log-channels = { $when } — { $manager } definiu os canais para partidas: { $channels }
service-admin-every-channel = todos os canais
service-admin-log-end = { $when } — { $manager } encerrou #{ $game }: { $reason }
service-admin-log-block = { $when } — { $manager } bloqueou { $name }
service-admin-log-unblock = { $when } — { $manager } desbloqueou { $name }
service-history = **Últimas partidas de { $name }**
service-history-empty = { $name } ainda não tem nenhuma partida encerrada.
service-history-empty-of = { $name } ainda não tem nenhuma partida de { $title } encerrada.
service-history-line = #{ $game } { $title } vs { $others } — { $outcome ->
        [win] vitória
        [loss] derrota
       *[draw] empate
    }{ $scores }{ $rated ->
        [no] {" "}· sem rating
       *[yes] {""}
    }{ $room } · { $when }
service-history-scores = {" "}({ $scores })
service-history-room = {" "}· { $channel }
service-next = **É a sua vez em { $count ->
        [one] uma partida
       *[other] { $count } partidas
    }**, a que espera há mais tempo primeiro:
service-next-none = Não é a sua vez em nenhuma partida.
service-next-line = #{ $game } { $title } contra { $others }{ $room } — { $deadline }
service-next-deadline = prazo { $time }
service-next-no-clock = sem relógio
service-next-at = Partida { $number } de { $count } em que é a sua vez — { $deadline }
service-next-button = Próxima partida
service-digest = 📬 **Seu resumo diário**: é sua vez em { $count ->
        [one] uma partida
       *[other] { $count } partidas
    }, a que espera há mais tempo primeiro:
service-digest-daily = Seu resumo diário chega às { $hour } ({ $tz }) em cada dia em que uma partida espera por você; o próximo { $when }.
service-digest-off = Você não recebe resumo diário: `{ $command }` envia um por dia com as partidas que esperam por você.
service-digest-saved-daily = Pronto: seu resumo diário chega às { $hour } ({ $tz }), o primeiro { $when }; num dia sem partidas esperando por você, nenhum chega.
service-digest-saved-off = Pronto: você não recebe mais resumo diário.
service-puzzle = 🧩 **Quebra-cabeça de { $title } nº { $number }**: vez de { $player }. Encontre o lance que vence ou salva a partida.
service-puzzle-rating = { $attempts ->
        [0] Ninguém respondeu ainda.
       *[other] Resolvido por { $solves } de { $attempts } jogadores ({ $percent }%).
    }
service-puzzle-how = Escolha seu lance no menu ou digite `{ $command }`.
service-puzzle-alt = Quebra-cabeça de { $title } nº { $number }, vez de { $player }. { $position }
service-puzzle-preparing = Ainda não há quebra-cabeça de { $title } pronto para você: o computador está preparando alguns a partir das partidas jogadas aqui. Tente de novo em um minuto.
service-puzzle-right = ✓ Certo: **{ $move }** é o lance. Ele dá a { $player } { $best }% na busca profunda do computador.
service-puzzle-wrong = ✗ Não é o lance: **{ $move }** dá a { $player } { $yours }% na busca profunda do computador; **{ $answer }** dá { $best }%.
service-puzzle-ends = **{ $move }** termina a partida na hora; o melhor outro lance, { $other }, dá { $percent }%.
service-puzzle-line = A sequência do computador depois dele: { $line }. O melhor outro lance, { $other }, dá { $percent }%.
service-puzzle-chance = O dado decide o que vem depois. O melhor outro lance, { $other }, dá { $percent }%.
service-puzzle-counted-before = Você já tinha respondido a este quebra-cabeça: só sua primeira resposta conta na classificação dele.
service-puzzle-daily = 🧩 **Quebra-cabeça do dia: { $title } nº { $number }**: vez de { $player }. Encontre o lance que vence ou salva a partida.
service-puzzle-daily-how = Clique em **Resolver** para responder em particular, ou digite `{ $command }`.
service-puzzle-solve = Resolver
service-puzzle-daily-on = Pronto: um quebra-cabeça será publicado em { $channel } todo dia, o primeiro agora.
service-puzzle-daily-off = Pronto: não haverá mais quebra-cabeça do dia aqui.
service-puzzle-daily-none = Não havia quebra-cabeça do dia aqui para parar.
service-seek-waiting = 🔎 Você está na fila de busca deste servidor (busca { $seek }): { $titles }, { $clock } por vez, { $players } jogadores, partida { $rated ->
        [yes] com rating
       *[no] amistosa
    }{ $replaced ->
        [0] {""}
       *[other] {" "}(substitui sua busca anterior)
    }. Quando houver jogadores compatíveis suficientes, a partida começa e você é avisado; a busca expira { $expires }. `{ $leave }` tira você da fila.
service-seek-pool = **A fila de busca deste servidor** ({ $count ->
        [one] uma busca
       *[other] { $count } buscas
    }):
service-seek-pool-line = Busca { $seek }: { $name } — { $titles } · { $clock } por vez · { $players } jogadores · partida { $rated ->
        [yes] com rating
       *[no] amistosa
    } · esperando desde { $since }
service-seek-pool-empty = Ninguém está buscando partida neste servidor. `{ $seek }` coloca você na fila.
service-seek-left = Você saiu da fila de busca deste servidor ({ $count ->
        [one] uma busca
       *[other] { $count } buscas
    }).
service-seek-paired = 🤝 A fila de busca juntou { $players }: **{ $title }** #{ $game }, { $clock } por vez, partida { $rated ->
        [yes] com rating
       *[no] amistosa
    }. A partida começa aqui.
service-seek-paired-dm = 🤝 Sua busca encontrou uma partida: **{ $title }** #{ $game } com { $others }{ $where }, { $clock } por vez, partida { $rated ->
        [yes] com rating
       *[no] amistosa
    }.
service-seek-where = {" "}em { $channel }
service-seek-expired = ⌛ Sua busca { $seek } ({ $titles }){ $where } não encontrou partida em { $days } dias e saiu da fila. `{ $again }` busca de novo.
service-tournament-button-join = Entrar
service-tournament-button-leave = Sair
service-tournament-button-start = Iniciar
service-tournament-signup = 🏆 **Torneio #{ $tournament }**: { $title }{ $options }, { $format ->
        [round-robin] todos contra todos
        [double-round-robin] todos contra todos em dois turnos
       *[swiss] sistema suíço
    }, { $clock } por lance, { $rated ->
        [yes] valendo rating
       *[no] amistoso
    }, de { $least } a { $most } jogadores.
service-tournament-signup-joined = { $count ->
        [0] Ninguém entrou ainda.
        [one] Inscritos (1): { $names }.
       *[other] Inscritos ({ $count }): { $names }.
    }
service-tournament-signup-deadline = Aperte **{ $join }** para jogar; começa { $when } (ou quando o organizador apertar **{ $start }**). `{ $standings }` mostra a classificação.
service-tournament-signup-no-vacation = 🚫 Sem férias: as férias de um jogador não param os relógios das partidas deste torneio.
service-tournament-cancelled = O torneio #{ $tournament } ({ $title }) foi cancelado: { $count ->
        [one] um jogador entrou
       *[other] { $count } jogadores entraram
    }, eram necessários { $least }.
service-tournament-round = 🏆 Torneio #{ $tournament } ({ $title }): rodada { $round } de { $rounds }.
service-tournament-table = • #{ $game }: { $players }
service-tournament-bye = • { $name } folga nesta rodada.
service-tournament-thread-title = Torneio de { $title } #{ $tournament }, rodada { $round }, mesa { $table }
service-tournament-crosstable-title = Torneio #{ $tournament } de { $title }, rodada { $round } de { $rounds }
service-tournament-winner = 🏆 O torneio #{ $tournament } ({ $title }) terminou: { $count ->
        [one] quem venceu foi { $names }!
       *[other] venceram { $names }!
    }
service-tournament-early = Ele termina após a rodada { $round } de { $rounds }: nenhuma rodada seguinte pode ser emparelhada sem que dois jogadores se enfrentem de novo ou alguém folgue pela segunda vez.
service-tournament-standings = Classificação do torneio #{ $tournament } ({ $title }), rodada { $round } de { $rounds }{ $status ->
        [finished] , final
       *[other] {""}
    }:
service-tournament-standings-line = { $rank }. { $name } — { $points } { $tiebreaks }
service-tournament-withdrawn = { $name }, você saiu do torneio #{ $tournament }: sua partida atual foi abandonada e você não joga mais nenhuma rodada.




## Discord
## (ids start with discord-)

discord-not-in-dm = Esse comando funciona em um canal de servidor, não em mensagens diretas.
discord-not-here = Você não pode usar esse comando aqui.
discord-something-wrong = Algo deu errado do meu lado; nada foi alterado.
discord-answer-lost = O Discord não aceitou minha resposta; nada se perdeu. Tente de novo daqui a pouco.
discord-owed-later = { $done }: está valendo. O Discord não está me respondendo agora, então a mensagem será publicada { $where } assim que ele responder.
discord-behind-earlier = { $done }: está valendo, e a mensagem vem depois das anteriores da partida { $where }, que o Discord ainda não aceitou.
discord-done = Feito
discord-done-see = { $done }: veja { $channel }.
discord-where-channel = em { $channel }
discord-where-game = no canal da partida
discord-start-in-server = Comece partidas em um canal de servidor, não em mensagens diretas.
discord-no-bots = Outros bots não podem jogar: desafie pessoas, ou a mim (`{ $option }`).
discord-only-a-note = Isso era só uma observação: escolha um dos seus lances legais (digite para filtrá-los).
discord-settings-in-server = As configurações são de um servidor: use `{ $command }` em um servidor.
discord-games = **Partidas em andamento** ({ $count })
discord-games-none = Nenhuma partida em andamento neste servidor. Comece uma com `{ $start }`.
discord-games-line = #{ $game } { $title }: { $players } — vez de { $name } (último lance { $since }) em { $channel }
discord-games-nobody = ninguém
discord-games-more = …e mais { $count } (`{ $command }` mostra uma delas).
discord-game-choice = #{ $game } { $title }: { $players }
discord-record-too-large = { $file } é grande demais para ser um registro de partida (mais de { $megabytes } MB).
discord-record-not-text = { $file } não é um registro de partida: um registro é texto UTF-8 (um arquivo .ppn de `{ $command }`).
discord-record-download = Não consegui baixar { $file }; tente anexá-lo de novo.
discord-game-on = A partida #{ $game } começou: { $thread }
discord-here-in-thread = Esta partida é jogada aqui, neste tópico.
discord-no-thread = Não consigo abrir um tópico aqui (preciso das permissões Criar tópicos públicos e Enviar mensagens em tópicos), então esta partida é jogada neste canal.
discord-file-no-permission = (Não consigo anexar { $kind ->
        [board] a imagem do tabuleiro
        [record] o registro
        [replay] a reprise
       *[other] o arquivo
    }: preciso da permissão **Anexar arquivos** aqui.)
discord-file-too-large = ({ $kind ->
        [board] A imagem do tabuleiro é grande demais
        [record] O registro é grande demais
        [replay] A reprise é grande demais
       *[other] O arquivo é grande demais
    } para o limite de envio deste servidor.)
discord-watch = Assistir
discord-choose-move = Escolha um lance…
discord-room-lost = Não consigo mais publicar no canal de **{ $title }** #{ $game } (ele foi apagado, ou perdi minhas permissões lá). A partida espera, com o relógio parado. Para continuar, use `{ $command }` em um canal onde eu possa publicar: a partida passa para lá.
discord-room-lost-game = Não consigo mais publicar no canal da partida #{ $game } (ele foi apagado, ou perdi minhas permissões lá). A partida espera, com o relógio parado. Para continuar, mostre o tabuleiro dela (`{ $option }`) em um canal onde eu possa publicar: a partida passa para lá.
discord-room-moved-thread = A partida #{ $game } não pode mais ser jogada no tópico antigo (ele sumiu ou está fechado para mim): ela continua em { $thread }.
discord-room-moved-here = A partida #{ $game } não pode mais ser jogada no tópico antigo (ele sumiu ou está fechado para mim): ela continua neste canal.




## The local table
## (ids start with table-)

table-welcome = Mesa local em { $database }. Você é { $name }. Digite `help` para ver os comandos.
table-you-are = Agora você é { $name }.
table-refused = ✗ { $text }
table-went-wrong = ✗ Algo deu errado ({ $problem }); nada foi alterado.
table-in-channel = (no canal) { $text }
table-direct = (mensagem direta para { $name }) { $text }
table-private = (só você vê isto) { $text }
table-file = { $kind ->
        [record] registro
        [replay] reprise
        [crosstable] tabela cruzada
        [data] seus dados
        [puzzle] quebra-cabeça
        [hint] dica
        [review] análise
       *[board] tabuleiro
    }: { $path }
table-watch = assistir: { $link }
table-buttons = botões: { $buttons }
table-still-waiting = (ainda esperando { $name }) botões: { $buttons }
table-menu = lances (digite um para jogá-lo): { $moves }{ $more ->
        [0] {""}
       *[other] {" "}· e mais { $more }: `{ $command }`
    }
table-moves-none = Nenhum lance legal corresponde a { $typed }; `{ $command }` lista todos.
table-games-none = Nenhuma partida em andamento aqui. Comece uma com `{ $start }`.
table-game-line = #{ $game } { $title }: { $players } — { $moving ->
        [yes] vez de { $mover }
       *[no] vez de ninguém
    }
table-help-none = Nenhum comando menciona { $word }; `help` lista todos.
table-no-button = Não há nenhum botão { $label } à vista. Digite `help` para ver os comandos.
table-as-who = Diga quem você quer ser: `as bob`.
table-clock-out-of-range = O relógio da mesa estava { $kept } segundos adiantado, fora do intervalo permitido: ele volta a seguir a hora real.
table-while-closed = Enquanto a mesa estava fechada (agora: { $now }):
table-wait-how-long = Diga quanto tempo esperar: `wait 13h`, `wait 2d`, `wait 90m`.
table-wait-at-most = Espere no máximo { $most } de cada vez, não { $typed }.
table-wait-too-far = O relógio da mesa fica no máximo { $years ->
        [0] { $years } anos
        [one] { $years } ano
       *[other] { $years } anos
    } à frente da hora real; ele já está { $ahead } à frente.
table-waited = ⏳ { $waited } depois: na mesa, agora é { $now }.
table-nothing-due = Nada venceu nesse meio-tempo.
table-line-too-long = Essa linha tem { $length } caracteres; a mesa lê no máximo { $most } (o registro de uma partida vai num arquivo: record=PATH).
table-line-unreadable = Não foi possível ler essa linha: { $problem }.
table-unknown-command = Comando desconhecido: /{ $name }. Digite `help` para ver os comandos.
table-needs-subcommand = /{ $name } precisa de um subcomando: { $subcommands }.
table-no-subcommand = /{ $name } não tem o subcomando { $typed }: { $subcommands }.
table-option-twice = A opção { $option } foi dada duas vezes.
table-option-unnamed = As opções são escritas name=value; { $typed } não tem nome.
table-option-missing = Informe { $option }: `{ $command }`.
table-option-empty = Dê um valor à opção { $option }: `{ $option }=<valor>`.
table-option-number = { $option }= é um número inteiro, não { $typed }.
table-option-flag = { $option }= é true ou false, não { $typed }.
table-option-too-large = { $option }={ $typed } é um número grande demais.
table-option-choice = { $option }= é { $choices }, não { $typed }.
table-takes = { $command } { $count ->
        [0] não aceita opções
       *[other] aceita { $options }
    }, não { $typed }.
table-mention-them = Para desafiar { $name }, mencione essa pessoa: `@{ $name }` (as opções são escritas name=value).
table-name-after-at = Escreva o nome do jogador depois do @: `@bob`.
table-name-letters = Escreva o nome do jogador com letras ou dígitos, como `@bob`, não { $typed }.
table-record-unreadable = Não consigo ler o registro { $path }: { $text ->
        [yes] não é texto UTF-8
       *[no] { $reason }
    }.
table-hint-days = Diga quantos dias: `/vacation days=2` (de 0 a { $most }; `days=0` encerra suas férias).
table-hint-computers = computers= é um número de jogadores controlados pelo computador, não { $typed }.
table-hint-seats = seats= é listed (na ordem escrita, você primeiro) ou random, não { $typed }.
table-hint-move = Diga qual lance: `{ $move }` (veja `{ $moves }`).




## The web page
## (ids start with web-)

web-status-over = Partida encerrada. { $result }
web-status-chance = O árbitro está sorteando o resultado.
web-status-to-move = Vez de { $player }.
web-move = { $player }: { $move }
web-move-referee = o árbitro: { $move }
web-move-taken-back = um lance desfeito
web-start = O início
# $ply, $last, $first, $end: numbers of positions, as they are (the page's script fills in $ply, $last
# and $move of the captions itself: no NUMBER() on them)
web-caption-start = O início (posição 0 de { $last }).
web-caption = Posição { $ply } de { $last }, depois de { $move }.
web-positions = Posições { $first }–{ $end } de { $last }
web-pages = Páginas de lances
web-earlier = ◀ Lances anteriores
web-later = Lances seguintes ▶
web-newest = A mais recente
web-steps = Percorrer a partida
web-previous = ◀ Anterior
web-next = Próxima ▶
web-position = Posição
web-show = Mostrar
web-moves = Lances
web-board = Tabuleiro
web-players = Jogadores
web-player-seat = { $player } ({ $seat })
web-to-move = na vez
web-clock-stopped = O relógio de { $player } está parado (férias).
web-clock-deadline = { $player } deve jogar até { $moment }.
web-record = Registro (PPN, texto)
web-replay = Reprodução (GIF animado)
web-replay-part = Reproduzir um trecho
web-replay-from = do meio-lance
web-replay-to = até o meio-lance
web-replay-speed = velocidade
web-replay-button = Reproduzir
web-review = A análise do computador
web-review-point = Lance { $number } ({ $move }), { $name }: melhor era { $best }
web-standings = Classificação
web-standings-where = ({ $scope ->
        [local] a mesa local
       *[server] este servidor
    })
web-standings-none = Nenhuma partida encerrada ainda: toda partida encerrada entre pessoas conta aqui.
web-standings-best = (os { $shown } melhores de { $total })
web-standings-provisional = (provisório)
web-standings-player = Jogador
web-standings-rating = Pontuação
web-standings-wins = Vitórias
web-standings-losses = Derrotas
web-standings-draws = Empates
web-standings-games = Partidas
web-tournament-title = Torneio de { $title } nº { $tournament }
web-tournament-status = { $status ->
        [signup] Inscrições abertas.
        [finished] Encerrado após { $rounds } rodadas.
        [cancelled] Cancelado: poucos jogadores se inscreveram.
       *[other] Rodada { $round } de { $rounds } em andamento.
    }
web-tournament-format = { $format ->
        [round-robin] todos contra todos
        [double-round-robin] todos contra todos em dois turnos
       *[swiss] sistema suíço
    }
web-tournament-winner = { $count ->
        [one] Vencedor: { $names }
       *[other] Vencedores: { $names }
    }
web-tournament-points = Pontos
web-tournament-withdrawn = (desistiu)
web-tournament-crosstable = Tabela cruzada
web-tournament-round = Rodada { $round } de { $rounds }
web-tournament-bye = { $name }: folga
web-tournament-playing = (em andamento)
web-tournament-live = Esta página se recarrega sozinha quando uma partida do torneio muda.
web-not-found-title = Não encontrado
web-not-found = Não há nada neste endereço. Os links para as partidas vêm do bot; peça a ele de novo o link para assistir à partida.
web-error-method = Aqui só se responde a GET e HEAD.
web-error-too-many = Pedidos demais: vá mais devagar.
web-error-position = { $name } deve ser o número de uma posição (0, 1, 2, …).
web-error-busy = Ocupado desenhando para outras pessoas; tente de novo em alguns segundos.
web-error-failed = Algo deu errado do nosso lado; isso foi registrado.
web-error-streams-yours = Atualizações ao vivo demais a partir do seu endereço; feche algumas páginas.
web-error-streams-all = Espectadores demais agora; recarregue mais tarde.
web-refusal-no-position = A partida #{ $game } não tem a posição { $position }.
web-refusal-no-pictures = Este serviço não desenha imagens.
web-refusal-replay-too-big = Esta reprodução é grande demais para ser servida; o registro da partida está disponível no lugar dela.
web-refusal-no-such-file = Uma partida não tem “{ $kind }”: só record ou replay.



## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



# Nome de um comando ou de uma opção: o valor é o nome que o Discord mostra na lista de comandos
# (minúsculas ou algarismos, - ou _, no máximo 32 caracteres, sem espaço), .description a linha ao lado
# (no máximo 100 caracteres), .help sua linha nos textos de ajuda (/help no Discord, help na mesa).
# Na mesa local os comandos são digitados em inglês: lá só as linhas de ajuda são traduzidas.

command-play =
    .description = Jogar { $game }
command-start = desafiar
    .description = Desafiar jogadores para { $game } ({ $players } jogadores)
    .help = desafiar jogadores, que clicam em Aceitar (só contra o computador, a partida começa na hora); sem nomear ninguém, o desafio fica aberto a qualquer um, que clica em Entrar; um relógio dá a cada jogador um tempo por vez (padrão: o das configurações); um registro começa a partida, sem rating, a partir da última posição; jogadores computador a deixam sem rating
command-move = jogar
    .description = Fazer seu lance em { $game }
    .help = fazer um lance (a lista do lance, ou o menu sob o tabuleiro, oferece seus lances legais)
command-moves = lances
    .description = Seus lances legais em { $game }, notação primeiro
    .help = seus lances legais, notação primeiro (só os que contêm o texto)
command-board = tabuleiro
    .description = Mostrar o tabuleiro de { $game }
    .help = mostrar o tabuleiro, com de quem é a vez e o prazo; como texto, para um leitor de tela
command-record = registro
    .description = O registro da partida de { $game } (PPN), como arquivo
    .help = o registro da partida (PPN), como arquivo
command-replay = reprise
    .description = A partida de { $game } até agora, como imagem animada
    .help = a partida até agora, como imagem animada
command-hint = dica
    .description = O lance sugerido pelo computador numa partida casual de { $game } (só você vê)
    .help = o lance sugerido pelo computador (só partidas casuais; os outros são avisados)
command-review = análise
    .description = A análise do computador de uma partida de { $game } terminada
    .help = a análise de uma partida terminada: gráfico de chances, pontos de virada, melhores lances
command-resign = desistir
    .description = Desistir de uma partida de { $game } (pergunta antes)
    .help = desistir (pergunta antes)
command-draw = empate
    .description = Oferecer empate aos outros na partida
    .help = oferecer empate: os outros clicam em Aceitar empate ou Recusar
command-undo = desfazer
    .description = Pedir aos outros para voltar seu último lance
    .help = pedir para voltar seu último lance: os outros clicam em Permitir ou Negar
command-abort = anular
    .description = Encerrar a partida sem resultado, antes que todos tenham jogado
    .help = encerrar a partida sem resultado, antes que cada jogador tenha jogado
command-plan = planejar
    .description = Planeje suas respostas aos lances que espera do adversário (só você vê)
    .help = planejar respostas aos lances esperados (privado)
command-rules = regras
    .description = As regras de { $game }, em resumo
    .help = as regras, em resumo
command-learn = aprender
    .description = Uma lição interativa de { $game }, passo a passo (só você vê)
    .help = aprender o jogo passo a passo, fazendo as jogadas (privado)
command-games = partidas
    .description = Partidas em andamento neste servidor, e de quem é a vez
    .help = partidas em andamento aqui, e de quem é a vez
command-standings = classificação
    .description = Classificações: ratings, vitórias, derrotas e empates
    .help = classificações: ratings, vitórias, derrotas e empates
command-season = temporada
    .description = As temporadas deste servidor: começar uma (gerentes) ou listá-las
command-season-start = começar
    .description = Guardar a classificação deste servidor e começar uma nova temporada (só Gerenciar servidor)
    .help = guardar a classificação e começar uma nova temporada com seu nome (gerentes; as configurações dizem se os ratings continuam)
command-season-list = lista
    .description = As temporadas deste servidor: quando cada uma começou, quantos jogaram
    .help = as temporadas da classificação: quando cada uma começou, quantos jogaram
command-puzzles = quebra-cabeca
    .description = Quebra-cabeças: um por dia em um canal (gerentes)
command-puzzle-daily = diário
    .description = Publicar um quebra-cabeça todo dia em um canal (só Gerenciar servidor)
    .help = publicar um quebra-cabeça todo dia em um canal, ou parar com off (gerentes)
command-puzzle-channel = canal
    .description = onde (padrão: este canal)
command-puzzle-off = parar
    .description = true: parar o quebra-cabeça do dia
command-history = histórico
    .description = As últimas partidas de um jogador, com resultados e links
    .help = as últimas partidas de um jogador (padrão: as suas), com resultados
command-next = minhavez
    .description = As partidas em que é a sua vez, em todos os servidores
    .help = onde é a sua vez, em todos os servidores
command-seek = buscar
    .description = Esperar adversários na fila deste servidor; sem opções, a fila
    .help = esperar na fila deste servidor por jogadores compatíveis (sem opções: a fila)
command-unseek = sair-da-fila
    .description = Sair da fila de busca deste servidor
    .help = sair da fila de busca (todas as suas buscas, ou uma)
command-settings = configurações
    .description = O relógio padrão e os lembretes deste servidor
    .help = os padrões das novas partidas, relógio e lembretes (mostrados sem opções; quem gerencia o servidor os muda)
command-notify = avisos
    .description = Seus lembretes de lance (tópico, DM ou nenhum) e um resumo diário
    .help = para onde vão seus lembretes (a partida, uma mensagem direta ou lugar nenhum) e seu resumo diário
command-vacation = férias
    .description = Parar seus relógios por alguns dias
    .help = parar seus relógios por esse número de dias (0 encerra suas férias)
command-privacy = privacidade
    .description = Seus dados: uma cópia, ou esquecê-los
command-privacy-export = exportar
    .description = Um arquivo JSON privado com tudo o que é guardado sobre você
    .help = um arquivo JSON privado com tudo o que o árbitro guarda sobre você (partidas, lances, ratings, configurações…)
command-privacy-forget = esquecer
    .description = Esquecer você: seu nome sai de cada partida (pergunta antes)
    .help = após uma confirmação: abandonar suas partidas, "um ex-jogador" no lugar do seu nome, apagar seus ratings e configurações
command-help = ajuda
    .description = Como jogar com o árbitro
    .help = como jogar com o árbitro

command-opponent = adversário
    .description = quem você desafia (deixe vazio para jogar contra o computador; me citar põe um)
command-opponent-more = adversário{ $number }
    .description = outro jogador para convidar
command-seats = lugares
    .description = quem senta onde: sorteado (padrão), ou você primeiro e depois na ordem dada
command-seats-random = sorteado
command-seats-listed = na ordem dada: você primeiro
command-clock = relógio
    .description = tempo de cada jogador para cada vez (padrão: o do servidor, 3d se não foi mudado)
command-clock-none = nenhum
command-computers = computadores
    .description = quantos jogadores computador participam (a partida fica sem rating)
command-level = nível
    .description = a força dos computadores (padrão: normal)
command-level-easy = fácil
command-level-normal = normal
command-level-hard = difícil
command-level-expert = especialista
command-record-file = registro
    .description = um registro de partida (.ppn, de /registro): começar, sem rating, da última posição
command-players = jogadores
    .description = quantos jogam, você incluído (sem adversários nomeados: as vagas abertas a todos)
command-replay-from = de
    .description = o primeiro meio-lance mostrado (os números do registro; padrão: o início)
command-replay-to = até
    .description = o último meio-lance mostrado (padrão: o último)
command-speed = velocidade
    .description = a rapidez com que os lances passam (padrão: normal, um segundo cada)
command-speed-slow = lenta
command-speed-normal = normal
command-speed-fast = rápida
command-game = partida
    .description = o id da partida, quando você tem várias
command-move-notation = lance
    .description = seu lance (a lista mostra seus lances legais)
command-moves-text = texto
    .description = só os lances cuja notação ou descrição contém este texto
command-text = texto
    .description = true: o tabuleiro como texto, para leitor de tela ou conexão lenta (só você vê)
command-plan-moves = lances
    .description = o próximo lance dele, sua resposta, o lance dele, sua resposta, … separados por vírgulas
command-plan-clear = limpar
    .description = true: descartar seu plano
command-puzzle = quebra-cabeca
    .description = Um quebra-cabeça de { $game } das partidas jogadas aqui: encontre o melhor lance (só você vê)
    .help = um quebra-cabeça das partidas jogadas aqui: encontrar o lance que vence ou salva a partida (privado; escolha ou digite a resposta)
command-puzzle-answer = resposta
    .description = seu lance no último quebra-cabeça que você recebeu
command-puzzle-number = quebra-cabeça
    .description = um quebra-cabeça pelo número (o do quebra-cabeça do dia)
command-standings-game = jogo
    .description = um jogo (padrão: os melhores de cada jogo)
command-scope = alcance
    .description = este servidor (padrão) ou todos os servidores
command-scope-server = este servidor
command-scope-global = todos os servidores
command-standings-season = temporada
    .description = a classificação de uma temporada passada, pelo nome (padrão: a atual)
command-season-name = nome
    .description = o nome da nova temporada, de 1 a 40 caracteres, ainda não usado aqui
command-history-user = usuário
    .description = de quem são as partidas (padrão: suas)
command-history-game = jogo
    .description = só este jogo
command-settings-clock = relógio
    .description = tempo por lance das novas partidas (só com Gerenciar servidor)
command-reminders = lembretes
    .description = lembrar os jogadores de jogar (só com Gerenciar servidor)
command-language = idioma
    .description = o idioma dos tabuleiros e dos tópicos das partidas (só com Gerenciar servidor)
command-settings-challenge = desafio
    .description = quanto tempo um desafio espera antes de expirar (só com Gerenciar servidor)
command-settings-season = temporada
    .description = ratings numa nova temporada: continuam, ampliados (padrão), ou recomeçam (só Gerenciar servidor)
command-settings-tournaments = torneios
    .description = quem pode criar torneios: qualquer membro (padrão) ou só gerentes (só Gerenciar servidor)
command-reminders-on = ligados
command-reminders-off = desligados
command-season-carry = continuar
command-season-reset = recomeçar
command-tournaments-anyone = qualquer membro
command-tournaments-managers = gerentes
command-where = onde
    .description = no tópico da partida (padrão), por mensagem direta ou em lugar nenhum
command-where-thread = tópico
command-where-dm = mensagem direta
command-where-off = nenhum
command-digest = resumo
    .description = uma mensagem direta por dia com as partidas que esperam por você: diário ou não
command-digest-daily = diário
command-digest-off = não
command-at = hora
    .description = a hora do seu resumo diário, de 0 a 23 (padrão 8)
command-tz = fuso
    .description = seu fuso horário para o resumo, um nome IANA como Europe/Paris (padrão UTC)
command-days = dias
    .description = de 1 a { $most } dias (0 encerra suas férias agora); no máximo { $most } a cada 30
command-seek-games = jogos
    .description = os jogos que você jogaria, separados por vírgulas: telic,coins
command-seek-clock = relógio
    .description = tempo por vez que você aceita: 1h, 1d, 3d, 7d ou um intervalo como 1d-3d
command-seek-players = jogadores
    .description = quantos jogadores a partida tem (padrão 2)
command-seek-rated = rating
    .description = uma partida com rating (padrão) ou amistosa
command-unseek-seek = busca
    .description = o número de uma das suas buscas (padrão: todas)
command-tournament = torneio
    .description = Torneios: uma inscrição e depois rodadas de partidas em tópicos
command-tournament-create = criar
    .description = Abre as inscrições de um torneio; começa no prazo ou ao clicar em Iniciar
    .help = abre as inscrições de um torneio (todos contra todos, em turno e returno ou suíço); começa no prazo ou quando você clica em Iniciar
command-tournament-start = iniciar
    .description = Inicia seu torneio agora, com os jogadores inscritos
    .help = inicia antes do prazo o torneio que você organizou, com os jogadores inscritos
command-tournament-standings = classificação
    .description = A classificação de um torneio: pontos e desempates (SB, Buchholz)
    .help = a classificação de um torneio: os pontos e desempates de cada jogador (padrão: o mais recente deste servidor)
command-tournament-withdraw = desistir
    .description = Sai de um torneio em andamento: sua partida atual é abandonada
    .help = sai de um torneio em andamento: sua partida atual é abandonada e você não joga mais rodadas
command-tournament-id = torneio
    .description = o número do torneio (padrão: o mais recente deste servidor)
command-tournament-game = jogo
    .description = o jogo disputado
command-tournament-format = formato
    .description = todos contra todos (padrão), em turno e returno ou suíço
command-tournament-rounds = rodadas
    .description = as rodadas de um torneio suíço (padrão: o bastante para definir o vencedor)
command-tournament-clock = relógio
    .description = tempo por lance em cada partida (padrão: o do servidor)
command-tournament-players = jogadores
    .description = o mínimo e o máximo de jogadores, por exemplo 4-16
command-tournament-signup = inscrição
    .description = quanto tempo as inscrições ficam abertas: 30m, 1h, 1d (padrão), 2d…
command-tournament-rated = ranqueada
    .description = partidas ranqueadas (padrão) ou casuais
command-tournament-table = mesa
    .description = jogadores por mesa, em jogos de mais de dois (padrão: o mínimo)
command-tournament-options = opções
    .description = as opções próprias do jogo como nome=valor, separadas por espaços
command-tournament-vacation = férias
    .description = se as férias de um jogador param seus relógios: ligadas (padrão) ou desligadas
command-tournament-vacation-on = ligadas
command-tournament-vacation-off = desligadas
command-admin = admin
    .description = Ferramentas dos gerentes: onde começar partidas, encerrar uma partida, bloquear alguém
command-admin-channels = canais
    .description = Os canais onde partidas podem começar: ver, adicionar, tirar (só Gerenciar servidor)
    .help = os canais onde partidas podem começar (padrão: todos): vê-los, adicionar ou tirar um, ou voltar a permitir todos (gerentes)
command-admin-channel = canal
    .description = um canal para pôr na lista (ou para tirar dela, com ação)
command-admin-action = ação
    .description = adicionar o canal (padrão), tirá-lo, ou voltar a permitir todos os canais
command-admin-action-add = adicionar
command-admin-action-remove = tirar
command-admin-action-all = todos os canais
command-admin-end = encerrar
    .description = Encerrar sem resultado uma partida deste servidor, dizendo por quê (só Gerenciar servidor)
    .help = encerrar uma partida sem resultado; os jogadores leem o motivo (gerentes)
command-admin-game = partida
    .description = o id da partida (o #ab3cd no tabuleiro dela)
command-admin-reason = motivo
    .description = por quê, dito aos jogadores (até 200 caracteres)
command-admin-block = bloquear
    .description = Impedir alguém de começar ou entrar em partidas aqui (só Gerenciar servidor)
    .help = a pessoa não pode mais começar nem entrar em partidas neste servidor; as em andamento continuam (gerentes)
command-admin-unblock = desbloquear
    .description = Deixar uma pessoa bloqueada jogar aqui de novo (só Gerenciar servidor)
    .help = deixar uma pessoa bloqueada começar e entrar em partidas de novo (gerentes)
command-admin-user = usuário
    .description = a pessoa
command-admin-log = registro
    .description = As últimas ações dos gerentes neste servidor (só Gerenciar servidor)
    .help = as últimas ações dos gerentes: canais definidos, partidas encerradas, pessoas bloqueadas (gerentes)
command-choice-default = { $choice } (padrão)

# as opções próprias de um jogo (só os nomes: cada jogo descreve suas opções na sua seção)
command-option-move-limit = limite_lances
command-option-slide = deslize
command-option-hop = salto
command-option-board = tabuleiro
command-option-spare = sobra
command-option-rounds = rodadas
command-choice-free = livre
command-choice-full = até o fim
command-choice-shove = empurrar
command-choice-short = curto

# /help no Discord
command-help-title = **Árbitro de piecepack** — jogos: { $games }
command-help-game = jogo
command-help-clock = Cada vez tem um relógio: você é lembrado na metade e com um décimo restante, e perde por tempo quando ele acaba; partidas encerradas oferecem uma **Revanche**.

# a ajuda da mesa local: o título, as linhas das palavras próprias da mesa, a última linha
command-table-title = Comandos (como no Discord; jogos: { $games }):
command-table-wait = adiantar o relógio da mesa (wait 13h, wait 2d, wait 90m) e executar o que vence: lembretes, derrotas por tempo, fins de férias
command-table-as = agir como outro usuário
command-table-button = clicar nele (Aceitar, Rolar, Aceitar empate, Recusar, Permitir, Negar, Revanche, …)
command-table-help = este texto (só as linhas sobre a palavra)
command-table-comment = um comentário: o resto da linha não é lido
command-table-quit = sair (as partidas são guardadas)
command-table-web = Iniciada com --web-port N, a mesa serve a página web de cada partida (assistir ao vivo, percorrê-la): uma linha `assistir: <endereço>` segue cada tabuleiro, e /standings.
