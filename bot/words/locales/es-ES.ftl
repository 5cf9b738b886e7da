### Los mensajes del árbitro en español.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Español


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

web-status-over = Partida terminada. { $result }
web-status-chance = El árbitro está resolviendo el azar.
web-status-to-move = Le toca a { $player }.
web-move = { $player }: { $move }
web-move-referee = el árbitro: { $move }
web-move-taken-back = una jugada deshecha
web-start = El inicio
# $ply, $last, $first, $end: numbers of positions, as they are (the page's script fills in $ply, $last
# and $move of the captions itself: no NUMBER() on them)
web-caption-start = El inicio (posición 0 de { $last }).
web-caption = Posición { $ply } de { $last }, tras { $move }.
web-positions = Posiciones { $first }–{ $end } de { $last }
web-pages = Páginas de jugadas
web-earlier = ◀ Jugadas anteriores
web-later = Jugadas posteriores ▶
web-newest = La más reciente
web-steps = Recorrer la partida
web-previous = ◀ Anterior
web-next = Siguiente ▶
web-position = Posición
web-show = Mostrar
web-moves = Jugadas
web-board = Tablero
web-players = Jugadores
web-player-seat = { $player } ({ $seat })
web-to-move = tiene el turno
web-clock-stopped = El reloj de { $player } está detenido (vacaciones).
web-clock-deadline = { $player } tiene hasta el { $moment } para jugar.
web-record = Registro (PPN, texto)
web-replay = Repetición (GIF animado)
web-standings = Clasificación
web-standings-where = ({ $scope ->
        [local] la mesa local
       *[server] este servidor
    })
web-standings-none = Aún no hay partidas terminadas: aquí cuenta cada partida terminada.
web-standings-best = (los { $shown } mejores de { $total })
web-standings-provisional = (provisional)
web-standings-player = Jugador
web-standings-rating = Puntuación
web-standings-wins = Victorias
web-standings-losses = Derrotas
web-standings-draws = Tablas
web-standings-games = Partidas
web-not-found-title = No encontrado
web-not-found = No hay nada en esta dirección. Los enlaces a las partidas los da el bot; pídele de nuevo el enlace para ver la partida.
web-error-method = Aquí solo se responde a GET y HEAD.
web-error-too-many = Demasiadas peticiones: ve más despacio.
web-error-position = { $name } debe ser el número de una posición (0, 1, 2, …).
web-error-busy = Ocupado dibujando para otros; inténtalo de nuevo en unos segundos.
web-error-failed = Algo ha fallado por nuestra parte; ha quedado registrado.
web-error-streams-yours = Demasiadas actualizaciones en directo desde tu dirección; cierra algunas páginas.
web-error-streams-all = Demasiados espectadores ahora mismo; recarga más tarde.
web-refusal-no-position = La partida #{ $game } no tiene la posición { $position }.
web-refusal-no-pictures = Este servicio no dibuja imágenes.
web-refusal-replay-too-big = Esta repetición es demasiado grande para servirla; en su lugar está el registro de la partida.
web-refusal-no-such-file = Una partida no tiene «{ $kind }»: solo record o replay.



## Commands: names, options, choices and descriptions (Discord's tree, the table's help)
## (ids start with command-)



