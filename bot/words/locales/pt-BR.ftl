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



