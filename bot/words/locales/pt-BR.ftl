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

refusal-not-an-id = #{ $id } não é um id: ids são letras e algarismos, como #ab3cd.
refusal-wrong-game = #{ $game } é uma partida de { $title }, não de { $other }: use `{ $command }` para ela.
refusal-no-such-game = Não existe nenhum jogo chamado { $name }.
refusal-no-game = Não existe a partida #{ $game }.
refusal-name-the-game = Indique a partida com `game:`.
refusal-no-game-in-progress = Você não tem nenhuma partida em andamento. Comece uma com `{ $start }`.
refusal-no-game-in-progress-of = Você não tem nenhuma partida de { $title } em andamento. Comece uma com `{ $start }`.
refusal-several-games = Você tem várias partidas em andamento: { $games }. Diga qual com `game:`.
refusal-several-games-of = Você tem várias partidas de { $title } em andamento: { $games }. Diga qual com `game:`.
refusal-not-in-game = Você não está na partida #{ $game }.
refusal-game-over = A partida #{ $game } terminou: { $result }
refusal-resolving-chance = O árbitro está sorteando o resultado; tente de novo daqui a pouco.
refusal-not-your-turn = Não é sua vez em #{ $game }: é a vez de { $name }.
refusal-changed-meanwhile = A partida #{ $game } mudou neste mesmo instante; olhe o tabuleiro e tente de novo.
refusal-illegal = Lance ilegal: { $problem }
refusal-cannot-resign = Você não pode desistir agora: { $problem }
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
refusal-name-who = Diga quem você desafia (`{ $challenge }`) ou jogue contra o computador (`{ $computer }`).
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
refusal-vacation-days = As férias duram de 1 a { $most } dias (0 encerra as suas agora), não { $typed }.
refusal-not-on-vacation = Você não está de férias.
refusal-vacation-too-long = No máximo { $most } dias de férias em qualquer período de { $window } dias: você teve { $used } nos últimos { $window } dias, então agora pode tirar no máximo mais { $room }.
refusal-notify-choice = { $typed } não é uma opção: os lembretes vão para { $choices }.
refusal-settings-manager = Só membros com a permissão Gerenciar servidor podem mudar as configurações do servidor.
refusal-reminders-choice = Os lembretes são on ou off, não { $typed }.
refusal-language-choice = { $typed } não é um idioma disponível aqui: escolha um entre { $choices }.
refusal-button-unknown = Esse botão não existe mais.
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
service-done-played = Você jogou `{ $move }` em #{ $game }
service-done-played-same-turn = Você jogou `{ $move }` em #{ $game }: o tabuleiro da partida mostra o que resultou disso
service-ask-resign = Desistir de { $title } #{ $game }? Isso não pode ser desfeito.
service-resigned = { $name } desistiu.
service-you-resigned = Você desistiu.
service-resign-cancelled = Cancelado: você continua na partida.
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
service-aborted = { $name } anulou a partida.
service-done-aborted = Partida #{ $game } anulada
service-done-rematch = Revanche pedida
service-timeout-first-move = ⏰ { $name } não fez o primeiro lance a tempo: a partida foi anulada.
service-timeout-lost = ⏰ { $name } ficou sem tempo e perde por tempo.
service-timeout-out = ⏰ { $name } ficou sem tempo e está fora da partida; os outros continuam jogando.
service-reminder = ⏰ { $who }, sua vez em **{ $title }** #{ $game } está esperando: faltam { $left }, e o prazo acaba { $when }.
service-reminder-dm = ⏰ Sua vez em **{ $title }** #{ $game } está esperando: faltam { $left }, e o prazo acaba { $when }.
service-reminder-dm-in = ⏰ Sua vez em **{ $title }** #{ $game } em { $channel } está esperando: faltam { $left }, e o prazo acaba { $when }.
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
    } ainda. Comece uma com `{ $start }`; toda partida encerrada conta aqui.
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
discord-no-bots = Outros bots não podem jogar: desafie pessoas, ou a mim (`computers:`).
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
discord-room-lost-game = Não consigo mais publicar no canal da partida #{ $game } (ele foi apagado, ou perdi minhas permissões lá). A partida espera, com o relógio parado. Para continuar, mostre o tabuleiro dela (`game:{ $game }`) em um canal onde eu possa publicar: a partida passa para lá.
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
command-table-web = Iniciada com --web-port N, a mesa serve a página web de cada partida (assistir ao vivo, percorrê-la): uma linha `assistir: <endereço>` segue cada tabuleiro, e /standings.
