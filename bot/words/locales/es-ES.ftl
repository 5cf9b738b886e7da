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

refusal-not-an-id = #{ $id } no es un identificador: los identificadores son letras y cifras, como #ab3cd.
refusal-wrong-game = #{ $game } es una partida de { $title }, no de { $other }: usa `{ $command }` para ella.
refusal-no-such-game = No hay ningún juego llamado { $name }.
refusal-no-game = No existe la partida #{ $game }.
refusal-name-the-game = Indica la partida con `game:`.
refusal-no-game-in-progress = No tienes ninguna partida en curso. Empieza una con `{ $start }`.
refusal-no-game-in-progress-of = No tienes ninguna partida de { $title } en curso. Empieza una con `{ $start }`.
refusal-several-games = Tienes varias partidas en curso: { $games }. Indica cuál con `game:`.
refusal-several-games-of = Tienes varias partidas de { $title } en curso: { $games }. Indica cuál con `game:`.
refusal-not-in-game = No juegas en la partida #{ $game }.
refusal-game-over = La partida #{ $game } ha terminado: { $result }
refusal-resolving-chance = El árbitro está resolviendo el azar; inténtalo de nuevo en un momento.
refusal-not-your-turn = No es tu turno en #{ $game }: le toca a { $name }.
refusal-changed-meanwhile = La partida #{ $game } ha cambiado en ese mismo momento; mira el tablero e inténtalo de nuevo.
refusal-illegal = Ilegal: { $problem }
refusal-cannot-resign = No puedes rendirte ahora: { $problem }
refusal-not-a-clock = { $typed } no es un reloj: elige uno de { $choices }.
refusal-not-a-duration = { $typed } no es una duración: escríbela como 13h, 2d, 90m o 1d12h.
refusal-out-of-game = Estás fuera de la partida #{ $game }: te has rendido o se te ha acabado el tiempo.
refusal-offer-waiting = { $kind ->
        [draw] Una oferta de tablas
       *[undo] Una petición de deshacer
    } ya está esperando respuesta en #{ $game }.
refusal-offer-unknown = Esa oferta ya no es válida.
refusal-offer-closed = Esta { $kind ->
        [draw] oferta de tablas
       *[undo] petición de deshacer
    } ya ha sido { $status ->
        [accepted] aceptada
        [declined] rechazada
       *[withdrawn] retirada
    }.
refusal-offer-yours = Esta { $kind ->
        [draw] oferta de tablas
       *[undo] petición de deshacer
    } es tuya: la responden los demás.
refusal-offer-not-yours = Esta { $kind ->
        [draw] oferta de tablas
       *[undo] petición de deshacer
    } la responden los demás ({ $names }): ya no estás en la partida.
refusal-already-said-yes = Ya has dicho que sí; esperando a los demás.
refusal-offer-moved-on = Esta { $kind ->
        [draw] oferta de tablas
       *[undo] petición de deshacer
    } ha sido retirada: la partida ha avanzado desde entonces.
refusal-offer-changed = Esta { $kind ->
        [draw] oferta de tablas
       *[undo] petición de deshacer
    } ha cambiado mientras tanto; vuelve a mirarla.
refusal-too-late-to-abort = Demasiado tarde para anular #{ $game }: todos los jugadores han hecho una jugada. En su lugar, ofrece tablas (`{ $draw }`) o ríndete (`{ $resign }`).
refusal-rematch-not-yours = Solo los jugadores de #{ $game } pueden pedir la revancha.
refusal-still-on = La partida #{ $game } sigue en curso.
refusal-rematch-aborted = La partida #{ $game } ha sido anulada: empieza una nueva con `{ $start }`.
refusal-rematch-waiting = Ya hay una revancha de #{ $game } esperando respuesta: #{ $other }.
refusal-nothing-to-take-back = Aún no has jugado en #{ $game }: no hay nada que deshacer.
refusal-just-taken-back = Se acaba de deshacer una jugada en #{ $game }; no queda nada más que deshacer.
refusal-last-action-final = Tu última acción en #{ $game } no se puede deshacer.
refusal-someone-acted = Alguien ha actuado desde tu última jugada en #{ $game }: solo se puede deshacer mientras nadie más haya actuado.
refusal-other-acted = { $name } ha actuado desde tu última jugada en #{ $game }: solo se puede deshacer mientras nadie más haya actuado.
refusal-chance-after = `{ $move }` no se puede deshacer: después se resolvió el azar, y deshacer nunca anula una tirada ni un reparto.
refusal-no-move = No hay jugada { $ply } en #{ $game }.
refusal-record-unstorable = El registro contiene { $what }, que no se puede guardar: quítalo y vuelve a empezar.
refusal-level = level debe ser uno de { $levels }, no { $typed }.
refusal-computers-count = computers es un número de jugadores ordenador: 0 o más.
refusal-record-computers = Una partida que parte de un registro la siguen jugando los jugadores que este nombra: no indiques computers.
refusal-name-who = Indica a quién retas (`{ $challenge }`), o juega contra el ordenador (`{ $computer }`).
refusal-challenge-yourself = No puedes retarte a ti mismo: nombra a otros jugadores.
refusal-invited-twice = Cada jugador solo puede ser invitado una vez.
refusal-record-options = El registro fija las opciones ({ $set }): no indiques { $given }.
refusal-options = { $problem }
refusal-no-challenge = No existe el reto #{ $game }.
refusal-challenge-closed = El reto #{ $game } ya no está abierto.
refusal-challenge-not-yours = Este reto solo va dirigido a { $names }.
refusal-already-accepted = Ya has aceptado; esperando a los demás.
refusal-challenge-changed = Ese reto ha cambiado mientras tanto; inténtalo de nuevo.
refusal-decline-not-yours = Solo los jugadores invitados (o quien lanzó el reto, para retirarlo) pueden hacer eso.
refusal-vacation-days = Unas vacaciones duran de 1 a { $most } días (0 termina las tuyas ya), no { $typed }.
refusal-not-on-vacation = No estás de vacaciones.
refusal-vacation-too-long = Como mucho { $most } días de vacaciones cada { $window } días: has tenido { $used } en los últimos { $window } días, así que ahora te quedan { $room } como mucho.
refusal-notify-choice = { $typed } no es una opción válida para los recordatorios: { $choices }.
refusal-settings-manager = Solo los miembros con el permiso «Gestionar servidor» pueden cambiar los ajustes del servidor.
refusal-reminders-choice = reminders es on u off, no { $typed }.
refusal-language-choice = { $typed } no es un idioma disponible aquí: elige uno de { $choices }.
refusal-button-unknown = Ese botón ya no es válido.
refusal-replay-too-big = Esta repetición supera el límite de subida de este servidor; `{ $record }` te da el registro de la partida en su lugar.
refusal-record-too-large = Ese registro es demasiado grande para ser el registro de una partida (más de { $megabytes } MB).
refusal-record-does-not-replay = Ese registro no se puede reproducir: { $problem }{ $more ->
        [0] {""}
        [one] {" "}(y 1 problema más)
       *[other] {" "}(y { $more } problemas más)
    }.
refusal-record-other-game = Eso es un registro de { $title }, no de { $other }: usa `{ $start }` para él.
refusal-record-over = La partida de ese registro ha terminado: no queda nada por jugar desde su última posición.
refusal-record-players = Ese registro es de una partida de { $players } jugadores: indica { $opponents ->
        [one] un rival
       *[other] { $opponents } rivales
    }.




## Service: what happened (boards, challenges, offers, clocks, vacations, settings, records, standings)
## (ids start with service-)

service-text = { $text }
service-versus = { $first } contra { $then }
service-series = { $first }, { $then }
service-game-with = #{ $game } ({ $title } con { $names })
service-result-aborted = La partida se anuló: no hay resultado y no cuenta en ningún sitio.
service-result-agreed = Tablas de mutuo acuerdo.
service-result-time = { $count ->
        [one] ¡{ $names } gana por tiempo!
       *[other] ¡{ $names } comparten la victoria por tiempo!
    }{ $shown ->
        [places] {" "}Puestos: { $places }.
        [scores] {" "}Puntos: { $scores }.
        [both] {" "}Puestos: { $places }. Puntos: { $scores }.
       *[none] {""}
    }
service-board-heading = **{ $title }** #{ $game } · { $header }
service-board-players = **{ $title }** #{ $game }: { $players }.
service-board-over = **Partida terminada.** { $result }
service-game-over = Partida terminada. { $result }
service-summary = { $title } #{ $game } ({ $players }) ha terminado: { $result }
service-thinking = { $name } está pensando…{ $score }
service-thinking-seat = { $name } está pensando ({ $seat })…{ $score }
service-your-turn = { $who }, te toca.{ $score }
service-your-turn-seat = { $who }, te toca ({ $seat }).{ $score }
service-score = {" "}Puntos: { $scores }.
service-clock-deadline = ⏰ El plazo de { $name } para jugar vence { $when } ({ $clock } por turno).
service-clock-vacation = 🏖️ { $name } está de vacaciones (vuelve { $until }): el reloj está detenido (tiempo restante: { $left }).
service-duration-d = { $count } d
service-duration-h = { $count } h
service-duration-m = { $count } min
service-duration-s = { $count } s
service-duration-two = { $first } { $then }
service-secret-note = Cada jugador tiene ahora un secreto: pulsa **{ $label }** bajo el tablero para ver el tuyo (solo tú lo ves).
service-no-secrets = Esta partida no tiene secretos: el tablero público lo muestra todo.
service-forced-pass = { $seat } no tiene ninguna jugada legal y pasa.
service-button-accept = Aceptar
service-button-decline = Rechazar
service-button-accept-draw = Aceptar tablas
service-button-allow = Permitir
service-button-refuse = Denegar
service-button-resign = Rendirse
service-button-cancel = Cancelar
service-button-rematch = Revancha
service-button-previous = ◀ Anterior
service-button-next = Siguiente ▶
service-played = { $name } ha jugado `{ $move }`: { $words }.
service-done-played = Has jugado `{ $move }` en #{ $game }
service-done-played-same-turn = Has jugado `{ $move }` en #{ $game }: el tablero de la partida muestra lo que ha pasado después
service-ask-resign = ¿Rendirte en { $title } #{ $game }? No se puede deshacer.
service-resigned = { $name } se ha rendido.
service-you-resigned = Te has rendido.
service-resign-cancelled = Cancelado: sigues en la partida.
service-challenge = { $heading }{ $challenger } reta a { $invited } a una partida de **{ $title }**{ $computers }{ $options }{ $clock }. #{ $game }
service-rematch-of = ¡Revancha de #{ $game }!{" "}
service-challenge-computers = {" "}con { $names }
service-challenge-options = {" "}({ $options })
service-challenge-clock = {" "}· { $clock } por jugada
service-challenge-no-clock = {" "}· sin reloj
service-from-record = Empieza desde un registro, tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, sin puntuar; asientos { $how ->
        [names] según los nombres del registro
       *[listed] en el orden dado, primero quien reta
    }: { $seats }.
service-challenge-answer = { $invited }: **{ $accept }** o **{ $decline }**.
service-challenge-answer-each = Cada jugador invitado: **{ $accept }** o **{ $decline }**.
service-accepted-waiting = { $name } ha aceptado. Esperando a { $names }.
service-challenge-ended = { $name } ha { $status ->
        [withdrawn] retirado
       *[declined] rechazado
    } el reto de { $title } #{ $game }.
service-thread-title = { $title } · { $players }
service-offer-draw = 🤝 { $name } ofrece tablas en **{ $title }** #{ $game }. { $others }: **{ $yes }** o **{ $no }**. (Hacer una jugada la retira).
service-offer-undo = ↩️ { $name } pide deshacer `{ $move }` en **{ $title }** #{ $game }. { $others }: **{ $yes }** o **{ $no }**. (Hacer una jugada la retira).
service-done-offer = Has { $kind ->
        [draw] ofrecido tablas
       *[undo] pedido deshacer tu jugada
    } en #{ $game }
service-offer-declined = { $name } ha { $kind ->
        [draw] rechazado la oferta de tablas
       *[undo] denegado la petición de deshacer
    } de { $asker } en #{ $game }.
service-offer-waiting = { $kind ->
        [draw] Oferta de tablas
       *[undo] Petición de deshacer
    } de { $asker } en #{ $game }: { $name } ha dicho que sí; esperando a { $names }.
service-offer-agreed = { $kind ->
        [draw] Oferta de tablas de { $asker } en #{ $game }: tablas acordadas.
       *[undo] Petición de deshacer de { $asker } en #{ $game }: se permite deshacer la jugada.
    }
service-draw-agreed = 🤝 Tablas acordadas.
service-took-back = ↩️ { $name } ha deshecho `{ $move }`.
service-aborted = { $name } ha anulado la partida.
service-done-aborted = #{ $game } anulada
service-done-rematch = Revancha pedida
service-timeout-first-move = ⏰ { $name } no hizo su primera jugada a tiempo: la partida queda anulada.
service-timeout-lost = ⏰ A { $name } se le ha acabado el tiempo y pierde por tiempo.
service-timeout-out = ⏰ A { $name } se le ha acabado el tiempo y queda fuera de la partida; los demás siguen jugando.
service-reminder = ⏰ { $who }, te toca en **{ $title }** #{ $game } (tiempo restante: { $left }); el plazo vence { $when }.
service-reminder-dm = ⏰ Te toca en **{ $title }** #{ $game } (tiempo restante: { $left }); el plazo vence { $when }.
service-reminder-dm-in = ⏰ Te toca en **{ $title }** #{ $game } en { $channel } (tiempo restante: { $left }); el plazo vence { $when }.
service-vacation-on = 🏖️ Estás de vacaciones hasta el { $until } ({ $when }): tus relojes están detenidos ({ $count ->
        [one] { $count } partida espera
       *[other] { $count } partidas esperan
    } tu jugada ahora), y los turnos nuevos también te esperarán. `{ $end }` las termina antes.
service-vacation-over = ¡Hola de nuevo! Tus vacaciones han terminado y tus relojes vuelven a correr ({ $count ->
        [one] { $count } partida espera
       *[other] { $count } partidas esperan
    } tu jugada).
service-vacation-back = 🏖️ { $name } ha vuelto de vacaciones: el reloj de **{ $title }** #{ $game } vuelve a correr; el plazo de { $name } para jugar vence { $when }.
service-notify-shown = { $where ->
        [dm] Tus recordatorios llegan por mensaje directo.
        [off] No recibes recordatorios.
       *[thread] Tus recordatorios llegan { $front ->
            [table] a la partida
           *[other] al hilo de la partida
        }, con una mención.
    } Cámbialo con `{ $command }`.
service-notify-saved = Hecho: { $where ->
        [dm] ahora tus recordatorios llegan por mensaje directo.
        [off] ya no recibes recordatorios (los plazos siguen valiendo).
       *[thread] ahora tus recordatorios llegan { $front ->
            [table] a la partida
           *[other] al hilo de la partida
        }, con una mención.
    }
service-settings-shown = { $front ->
        [table] Ajustes de la mesa
       *[other] Ajustes de este servidor
    }: reloj de las partidas nuevas **{ $clock ->
        [none] ninguno
       *[other] { $clock } por jugada
    }**, recordatorios **{ $reminders ->
        [off] desactivados
       *[on] activados
    }**, idioma **{ $language }**. { $front ->
        [table] Quien se sienta a la mesa los cambia
       *[other] Los miembros con «Gestionar servidor» los cambian
    } con `{ $command }`.
service-settings-saved = Guardado. Las partidas nuevas { $clock ->
        [none] no tienen **ningún reloj**
       *[other] tienen un reloj de **{ $clock }** por jugada
    }, salvo que su reto diga otra cosa; los recordatorios están **{ $reminders ->
        [off] desactivados
       *[on] activados
    }**; el idioma es **{ $language }**.
service-note-not-in-game = No juegas en la partida #{ $game }.
service-note-over = La partida #{ $game } ha terminado.
service-note-not-your-turn = No es tu turno en #{ $game }: esperando a { $name }.
service-note-waiting-referee = No es tu turno en #{ $game }: esperando al árbitro.
service-private-view-alt = Tu vista privada de { $title } #{ $game }.
service-private-view-alt-secret = Tu vista privada de { $title } #{ $game }. { $secret }
service-text-board =
    ```
    { $board }
    ```
service-record = El registro de **{ $title }** #{ $game }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } { $status ->
        [final] en total
       *[sofar] hasta ahora
    }, en PPN (texto plano). `python -m bot.record check { $game }.ppn` lo reproduce; `{ $start }` empieza una partida desde su última posición.
service-record-alt = El registro de { $title } #{ $game } ({ $players }), { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } { $status ->
        [final] en total
       *[sofar] hasta ahora
    }, en Portable Piecepack Notation (texto).
service-replay = La repetición de **{ $title }** #{ $game }: { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, { $frames ->
        [one] { $frames } fotograma
       *[other] { $frames } fotogramas
    }.
service-replay-alt = Repetición animada de { $title } #{ $game }, { $players }: el inicio y { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, un fotograma cada una, con la última jugada marcada. La partida sigue.
service-replay-alt-over = Repetición animada de { $title } #{ $game }, { $players }: el inicio y { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, un fotograma cada una, con la última jugada marcada. { $result }
service-standing = { $rank }. **{ $name }** — { $rating } ± { $margin } · { $wins }V { $losses }D { $draws }T · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }{ $provisional ->
        [yes] {" "}· provisional
       *[no] {""}
    }
service-standings = **Clasificación** ({ $scope ->
        [global] todos los servidores
       *[server] { $front ->
            [table] esta mesa
           *[other] este servidor
        }
    })
service-standings-game = __{ $title }__
service-standings-game-more = __{ $title }__ (+{ $more } más: `{ $command }`)
service-standings-page = **Clasificación de { $title }** ({ $scope ->
        [global] todos los servidores
       *[server] { $front ->
            [table] esta mesa
           *[other] este servidor
        }
    }) — página { $page } de { $pages }
service-standings-empty = Aún no hay partidas terminadas { $scope ->
        [global] en ningún servidor
       *[server] { $front ->
            [table] en esta mesa
           *[other] en este servidor
        }
    }. Empieza una con `{ $start }`; aquí cuenta cada partida terminada.
service-history = **Últimas partidas de { $name }**
service-history-empty = { $name } aún no tiene ninguna partida terminada.
service-history-empty-of = { $name } aún no tiene ninguna partida de { $title } terminada.
service-history-line = #{ $game } { $title } contra { $others } — { $outcome ->
        [win] ganada
        [loss] perdida
       *[draw] tablas
    }{ $scores }{ $rated ->
        [no] {" "}· sin puntuar
       *[yes] {""}
    }{ $room } · { $when }
service-history-scores = {" "}({ $scores })
service-history-room = {" "}· { $channel }




## Discord
## (ids start with discord-)

discord-not-in-dm = Ese comando funciona en un canal de servidor, no en mensajes directos.
discord-not-here = No puedes usar ese comando aquí.
discord-something-wrong = Algo ha fallado por mi parte; no se ha cambiado nada.
discord-answer-lost = Discord no ha aceptado mi respuesta; no se ha perdido nada. Inténtalo de nuevo en un momento.
discord-owed-later = { $done }: queda hecho. Discord no me responde ahora mismo, así que su mensaje se publicará { $where } en cuanto responda.
discord-behind-earlier = { $done }: queda hecho, y su mensaje irá { $where } detrás de los anteriores de la partida, que Discord aún no ha aceptado.
discord-done = Hecho
discord-done-see = { $done }: mira { $channel }.
discord-where-channel = en { $channel }
discord-where-game = en el canal de la partida
discord-start-in-server = Empieza las partidas en un canal de servidor, no en mensajes directos.
discord-no-bots = Otros bots no pueden jugar: reta a personas, o a mí (`computers:`).
discord-only-a-note = Eso era solo una nota: elige una de tus jugadas legales (escribe para filtrarlas).
discord-settings-in-server = Los ajustes son de cada servidor: usa `{ $command }` en uno.
discord-games = **Partidas en curso** ({ $count })
discord-games-none = No hay ninguna partida en curso en este servidor. Empieza una con `{ $start }`.
discord-games-line = #{ $game } { $title }: { $players } — turno de { $name } desde { $since } en { $channel }
discord-games-nobody = nadie
discord-games-more = …y { $count } más (`{ $command }` muestra una).
discord-game-choice = #{ $game } { $title }: { $players }
discord-record-too-large = { $file } es demasiado grande para ser el registro de una partida (más de { $megabytes } MB).
discord-record-not-text = { $file } no es un registro de partida: un registro es texto UTF-8 (un archivo .ppn de `{ $command }`).
discord-record-download = No he podido descargar { $file }; prueba a adjuntarlo de nuevo.
discord-game-on = La partida #{ $game } está en marcha: { $thread }
discord-here-in-thread = Esta partida se juega aquí, en este hilo.
discord-no-thread = No puedo abrir un hilo aquí (necesito los permisos «Crear hilos públicos» y «Enviar mensajes en hilos»), así que esta partida se juega en este canal.
discord-file-no-permission = (No puedo adjuntar { $kind ->
        [board] la imagen del tablero
        [record] el registro
        [replay] la repetición
       *[other] el archivo
    }: necesito aquí el permiso **Adjuntar archivos**.)
discord-file-too-large = ({ $kind ->
        [board] La imagen del tablero es demasiado grande
        [record] El registro es demasiado grande
        [replay] La repetición es demasiado grande
       *[other] El archivo es demasiado grande
    } para el límite de subida de este servidor.)
discord-watch = Ver
discord-choose-move = Elige una jugada…
discord-room-lost = Ya no puedo publicar en el canal de **{ $title }** #{ $game } (se ha borrado, o he perdido allí mis permisos). La partida espera, con el reloj detenido. Para seguir, usa `{ $command }` en un canal donde pueda publicar: la partida se traslada allí.
discord-room-lost-game = Ya no puedo publicar en el canal de la partida #{ $game } (se ha borrado, o he perdido allí mis permisos). La partida espera, con el reloj detenido. Para seguir, muestra su tablero (`game:{ $game }`) en un canal donde pueda publicar: la partida se traslada allí.
discord-room-moved-thread = La partida #{ $game } ya no se puede jugar en su antiguo hilo (ha desaparecido o está cerrado para mí): sigue en { $thread }.
discord-room-moved-here = La partida #{ $game } ya no se puede jugar en su antiguo hilo (ha desaparecido o está cerrado para mí): sigue en este canal.




## The local table
## (ids start with table-)

table-welcome = Mesa local en { $database }. Eres { $name }. Escribe `help` para ver los comandos.
table-you-are = Ahora eres { $name }.
table-refused = ✗ { $text }
table-went-wrong = ✗ Algo ha fallado ({ $problem }); no se ha cambiado nada.
table-in-channel = (en el canal) { $text }
table-direct = (mensaje directo a { $name }) { $text }
table-private = (solo lo ves tú) { $text }
table-file = { $kind ->
        [record] registro
        [replay] repetición
       *[board] tablero
    }: { $path }
table-watch = ver: { $link }
table-buttons = botones: { $buttons }
table-still-waiting = (aún se espera a { $name }) botones: { $buttons }
table-menu = jugadas (escribe una para jugarla): { $moves }{ $more ->
        [0] {""}
       *[other] {" "}· +{ $more } más: `{ $command }`
    }
table-moves-none = Ninguna jugada legal coincide con { $typed }; `{ $command }` las muestra todas.
table-games-none = No hay ninguna partida en curso aquí. Empieza una con `{ $start }`.
table-game-line = #{ $game } { $title }: { $players } — { $moving ->
        [yes] turno de { $mover }
       *[no] turno de nadie
    }
table-help-none = Ningún comando menciona { $word }; `help` los muestra todos.
table-no-button = No hay ningún botón { $label } a la vista. Escribe `help` para ver los comandos.
table-as-who = Di quién quieres ser: `as bob`.
table-clock-out-of-range = El reloj de la mesa estaba adelantado { $kept } segundos, fuera de rango: vuelve a seguir la hora real.
table-while-closed = Mientras la mesa estaba cerrada (ahora es { $now }):
table-wait-how-long = Di cuánto tiempo esperar: `wait 13h`, `wait 2d`, `wait 90m`.
table-wait-at-most = Espera como mucho { $most } cada vez, no { $typed }.
table-wait-too-far = El reloj de la mesa va como mucho { $years } años por delante de la hora real; ya va { $ahead } por delante.
table-waited = ⏳ { $waited } después: en la mesa ahora es { $now }.
table-nothing-due = Mientras tanto no ha vencido nada.
table-line-too-long = Esa línea tiene { $length } caracteres; la mesa lee como mucho { $most } (un registro de partida va en un archivo: record=PATH).
table-line-unreadable = No se ha podido leer esa línea: { $problem }.
table-unknown-command = Comando desconocido /{ $name }. Escribe `help` para ver los comandos.
table-needs-subcommand = /{ $name } necesita un subcomando: { $subcommands }.
table-no-subcommand = /{ $name } no tiene el subcomando { $typed }: { $subcommands }.
table-option-twice = La opción { $option } aparece dos veces.
table-option-unnamed = Las opciones se escriben name=value; { $typed } no tiene nombre.
table-option-missing = Indica { $option }: `{ $command }`.
table-option-empty = Dale un valor a la opción { $option }: `{ $option }=<valor>`.
table-option-number = { $option }= es un número entero, no { $typed }.
table-option-flag = { $option }= es true o false, no { $typed }.
table-option-too-large = { $option }={ $typed } es un número demasiado grande.
table-option-choice = { $option }= es { $choices }, no { $typed }.
table-takes = { $typed } no vale: { $command } { $count ->
        [0] no admite opciones
       *[other] admite { $options }
    }.
table-mention-them = Para retar a { $name }, menciona su nombre: `@{ $name }` (las opciones se escriben name=value).
table-name-after-at = Escribe el nombre del jugador después de la @: `@bob`.
table-name-letters = Escribe el nombre con letras o cifras, como `@bob`, no { $typed }.
table-record-unreadable = No puedo leer el registro { $path }: { $text ->
        [yes] no es texto UTF-8
       *[no] { $reason }
    }.
table-hint-days = Di cuántos días: `/vacation days=2` (de 0 a { $most }; `days=0` termina tus vacaciones).
table-hint-computers = computers= es un número de jugadores ordenador, no { $typed }.
table-hint-seats = seats= es listed (en el orden escrito, tú primero) o random, no { $typed }.
table-hint-move = Di qué jugada: `{ $move }` (mira `{ $moves }`).



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
command-table-web = Iniciada con --web-port N, la mesa sirve la página web de cada partida (verla en directo, recorrerla): una línea `ver: <dirección>` sigue a cada tablero, y /standings.
