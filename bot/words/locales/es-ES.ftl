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



# Nombre de un comando o de una opción: el valor es el nombre que Discord muestra en la lista de comandos
# (minúsculas o cifras, - o _, 32 caracteres como mucho, sin espacios), .description la línea de al lado
# (100 caracteres como mucho), .help su línea en los textos de ayuda (/help en Discord, help en la mesa).
# En la mesa local los comandos se escriben en inglés: allí solo se traducen las líneas de ayuda.

command-play =
    .description = Jugar a { $game }
command-start = retar
    .description = Retar a jugadores a { $game } ({ $players } jugadores)
    .help = retar a jugadores, que pulsan Aceptar (solo contra el ordenador, la partida empieza enseguida); un reloj da a cada jugador un tiempo por turno (por defecto: el de los ajustes); un registro empieza la partida, sin puntuar, desde su última posición; los jugadores ordenador la dejan sin puntuar
command-move = mover
    .description = Hacer tu jugada en { $game }
    .help = hacer una jugada (la lista de la jugada, o el menú bajo el tablero, ofrece tus jugadas legales)
command-moves = jugadas
    .description = Tus jugadas legales en { $game }, primero la notación
    .help = tus jugadas legales, primero la notación (solo las que contienen el texto)
command-board = tablero
    .description = Mostrar el tablero de { $game }
    .help = mostrar el tablero, con a quién le toca y su plazo; como texto, para un lector de pantalla
command-record = registro
    .description = El registro de la partida de { $game } (PPN), como archivo
    .help = el registro de la partida (PPN), como archivo
command-replay = repetición
    .description = La partida de { $game } hasta ahora, como imagen animada
    .help = la partida hasta ahora, como imagen animada
command-resign = rendirse
    .description = Rendirse en una partida de { $game } (pregunta antes)
    .help = rendirse (pregunta antes)
command-draw = tablas
    .description = Ofrecer tablas a los demás de la partida
    .help = ofrecer tablas: los demás pulsan Aceptar tablas o Rechazar
command-undo = deshacer
    .description = Pedir a los demás que te dejen deshacer tu última jugada
    .help = pedir deshacer tu última jugada: los demás pulsan Permitir o Denegar
command-abort = anular
    .description = Terminar la partida sin resultado, antes de que todos hayan jugado
    .help = terminar la partida sin resultado, antes de que cada jugador haya jugado
command-rules = reglas
    .description = Las reglas de { $game }, en breve
    .help = las reglas, en breve
command-games = partidas
    .description = Partidas en curso en este servidor, y a quién le toca
    .help = partidas en curso aquí, y a quién le toca
command-standings = clasificación
    .description = Clasificaciones: puntuaciones, victorias, derrotas y tablas
    .help = clasificaciones: puntuaciones, victorias, derrotas y tablas
command-history = historial
    .description = Las últimas partidas de un jugador, con resultados y enlaces
    .help = las últimas partidas de un jugador (por defecto: las tuyas), con resultados
command-settings = ajustes
    .description = El reloj por defecto y los recordatorios de este servidor
    .help = los valores por defecto de las partidas nuevas, reloj y recordatorios (se muestran sin opciones; los gestores los cambian)
command-notify = avisos
    .description = Dónde llegan tus recordatorios: hilo, mensaje directo o ninguno
    .help = adónde van tus recordatorios: a la partida, por mensaje directo o a ninguna parte
command-vacation = vacaciones
    .description = Detener tus relojes durante unos días
    .help = detener tus relojes durante esos días (0 termina tus vacaciones)
command-help = ayuda
    .description = Cómo jugar con el árbitro
    .help = cómo jugar con el árbitro

command-opponent = rival
    .description = a quién retas (déjalo vacío para jugar contra el ordenador; nombrarme añade uno)
command-opponent-more = rival{ $number }
    .description = otro jugador al que invitar
command-seats = asientos
    .description = quién se sienta dónde: al azar (por defecto), o tú primero y luego en el orden dado
command-seats-random = al azar
command-seats-listed = en el orden dado: tú primero
command-clock = reloj
    .description = tiempo de cada jugador para cada turno (por defecto: el del servidor, 3d si no se cambió)
command-clock-none = ninguno
command-computers = ordenadores
    .description = cuántos jugadores ordenador se sientan (la partida queda sin puntuar)
command-level = nivel
    .description = lo fuerte que juegan los ordenadores (por defecto: normal)
command-level-easy = fácil
command-level-normal = normal
command-level-hard = difícil
command-record-file = registro
    .description = un registro de partida (.ppn, de /registro): empezar, sin puntuar, desde su última posición
command-game = partida
    .description = el identificador de la partida, si tienes varias
command-move-notation = jugada
    .description = tu jugada (la lista muestra tus jugadas legales)
command-moves-text = texto
    .description = solo las jugadas cuya notación o descripción contienen este texto
command-text = texto
    .description = true: el tablero como texto, para un lector de pantalla o una conexión lenta (solo tú lo ves)
command-standings-game = juego
    .description = un juego (por defecto: los mejores de cada juego)
command-scope = alcance
    .description = este servidor (por defecto) o todos los servidores
command-scope-server = este servidor
command-scope-global = todos los servidores
command-history-user = usuario
    .description = de quién son las partidas (por defecto: tuyas)
command-history-game = juego
    .description = solo este juego
command-settings-clock = reloj
    .description = tiempo por jugada de las partidas nuevas (solo con Gestionar servidor)
command-reminders = recordatorios
    .description = recordar a los jugadores que muevan (solo con Gestionar servidor)
command-language = idioma
    .description = el idioma de los tableros y de los hilos de partida (solo con Gestionar servidor)
command-reminders-on = activados
command-reminders-off = desactivados
command-where = dónde
    .description = en el hilo de la partida (por defecto), por mensaje directo o en ningún sitio
command-where-thread = hilo
command-where-dm = mensaje directo
command-where-off = ninguno
command-days = días
    .description = de 1 a { $most } días (0 termina tus vacaciones ya); como mucho { $most } cada 30
command-choice-default = { $choice } (por defecto)

# las opciones propias de un juego (solo los nombres: cada juego describe sus opciones en su sección)
command-option-move-limit = límite_jugadas
command-option-slide = deslizamiento
command-option-hop = salto
command-option-board = tablero
command-option-spare = sobrante
command-option-rounds = rondas
command-choice-free = libre
command-choice-full = hasta el final
command-choice-shove = empujar
command-choice-short = corto

# /help en Discord
command-help-title = **Árbitro de piecepack** — juegos: { $games }
command-help-game = juego
command-help-clock = Cada turno tiene un reloj: se te avisa a la mitad y a una décima del tiempo, y pierdes por tiempo cuando se acaba; las partidas terminadas ofrecen una **Revancha**.

# la ayuda de la mesa local: su título, las líneas de las palabras propias de la mesa, su última línea
command-table-title = Comandos (como en Discord; juegos: { $games }):
command-table-wait = adelantar el reloj de la mesa (wait 13h, wait 2d, wait 90m) y ejecutar lo que vence: recordatorios, derrotas por tiempo, fines de vacaciones
command-table-as = actuar como otro usuario
command-table-button = pulsarlo (Aceptar, Tirar, Aceptar tablas, Rechazar, Permitir, Denegar, Revancha, …)
command-table-help = este texto (solo las líneas sobre esa palabra)
command-table-comment = un comentario: el resto de la línea no se lee
command-table-quit = salir (las partidas se guardan)
command-table-web = Iniciada con --web-port N, la mesa sirve la página web de cada partida (verla en directo, recorrerla): una línea `watch: <dirección>` sigue a cada tablero, y /standings.
