### As mensagens do árbitro em português do Brasil.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Português (Brasil)


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
web-standings = Classificação
web-standings-where = ({ $scope ->
        [local] a mesa local
       *[server] este servidor
    })
web-standings-none = Nenhuma partida encerrada ainda: toda partida encerrada conta aqui.
web-standings-best = (os { $shown } melhores de { $total })
web-standings-provisional = (provisório)
web-standings-player = Jogador
web-standings-rating = Pontuação
web-standings-wins = Vitórias
web-standings-losses = Derrotas
web-standings-draws = Empates
web-standings-games = Partidas
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
    .help = desafiar jogadores, que clicam em Aceitar (só contra o computador, a partida começa na hora); um relógio dá a cada jogador um tempo por vez (padrão: o das configurações); um registro começa a partida, sem rating, a partir da última posição; jogadores computador a deixam sem rating
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
command-rules = regras
    .description = As regras de { $game }, em resumo
    .help = as regras, em resumo
command-games = partidas
    .description = Partidas em andamento neste servidor, e de quem é a vez
    .help = partidas em andamento aqui, e de quem é a vez
command-standings = classificação
    .description = Classificações: ratings, vitórias, derrotas e empates
    .help = classificações: ratings, vitórias, derrotas e empates
command-history = histórico
    .description = As últimas partidas de um jogador, com resultados e links
    .help = as últimas partidas de um jogador (padrão: as suas), com resultados
command-settings = configurações
    .description = O relógio padrão e os lembretes deste servidor
    .help = os padrões das novas partidas, relógio e lembretes (mostrados sem opções; quem gerencia o servidor os muda)
command-notify = avisos
    .description = Onde chegam seus lembretes de lance: tópico, DM ou nenhum
    .help = para onde vão seus lembretes: a partida, uma mensagem direta ou lugar nenhum
command-vacation = férias
    .description = Parar seus relógios por alguns dias
    .help = parar seus relógios por esse número de dias (0 encerra suas férias)
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
command-record-file = registro
    .description = um registro de partida (.ppn, de /registro): começar, sem rating, da última posição
command-game = partida
    .description = o id da partida, quando você tem várias
command-move-notation = lance
    .description = seu lance (a lista mostra seus lances legais)
command-moves-text = texto
    .description = só os lances cuja notação ou descrição contém este texto
command-text = texto
    .description = true: o tabuleiro como texto, para leitor de tela ou conexão lenta (só você vê)
command-standings-game = jogo
    .description = um jogo (padrão: os melhores de cada jogo)
command-scope = alcance
    .description = este servidor (padrão) ou todos os servidores
command-scope-server = este servidor
command-scope-global = todos os servidores
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
command-reminders-on = ligados
command-reminders-off = desligados
command-where = onde
    .description = no tópico da partida (padrão), por mensagem direta ou em lugar nenhum
command-where-thread = tópico
command-where-dm = mensagem direta
command-where-off = nenhum
command-days = dias
    .description = de 1 a { $most } dias (0 encerra suas férias agora); no máximo { $most } a cada 30
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
command-table-web = Iniciada com --web-port N, a mesa serve a página web de cada partida (assistir ao vivo, percorrê-la): uma linha `watch: <endereço>` segue cada tabuleiro, e /standings.
