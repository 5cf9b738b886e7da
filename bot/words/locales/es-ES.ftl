### Los mensajes del árbitro en español.
### Ids: lowercase words joined by hyphens; the first word names the area (engines, telic, …).
### Variables ($name) are filled in by the code; keep every one a message has in English, and no other.

language-name = Español


## Engines: what every game shares (results, places, scores, option checks)
## (ids start with engines-)
engines-sentences = {$first} {$then}
engines-series = {$first}, {$then}
engines-names = {$names}
engines-notation = {$notation}
engines-player = {$name}
engines-player-label = {$name} ({$label})
engines-seat = Asiento {$number}
engines-phase-play = juego
engines-phase-setup = preparación
engines-phase-over = partida terminada
engines-ordinal = {$place}.º
engines-place = {$place} {$name}
engines-score = {$name} {$score}
engines-result-win = gana {$name}
engines-result-shared = {$names} comparten la victoria
engines-result-draw = empate
engines-announce-win = ¡Gana {$name}!
engines-announce-shared = ¡{$names} comparten la victoria!
engines-announce-draw = La partida termina en empate.
engines-announce-unfinished = La partida aún no ha terminado.
engines-announce-places = Puestos: {$places}.
engines-announce-scores = Puntos: {$scores}.
engines-option-players-whole = {$game}: el número de jugadores debe ser un número entero
engines-option-none = {$game} no tiene opciones; «{$option}» no es una
engines-option-unknown = {$game} no tiene la opción «{$option}» (opciones: {$options})
engines-option-whole = {$game}: {$option} debe ser un número entero de 0 o más, no {$value}
engines-option-not-allowed = {$game}: {$option}={$value} no está permitido (permitido: {$allowed})
engines-option-players-exactly = {$game} se juega con exactamente {$count} jugadores, no con {$players}
engines-option-players-between = {$game} se juega con {$low} a {$high} jugadores, no con {$players}
engines-no-seat = no hay asiento {$seat} en esta partida
engines-not-a-move-here = «{$move}» no es una jugada posible aquí
engines-not-an-outcome = {$outcome} no es un resultado del azar posible aquí
engines-no-chance = en este juego no se tira ni se roba nada: no hay resultado del azar
engines-not-text = una jugada debe ser texto: {$help}
engines-not-a-move = «{$move}» no es una jugada de {$game}: {$help}
engines-game-over = la partida ha terminado: no hay más jugadas
engines-already-over = la partida ya ha terminado
engines-already-resigned = {$seat} ya ha abandonado
engines-series-strong = {$first}; {$then}
engines-player-number = Jugador {$number}
engines-size = { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
}
engines-empty-move = la jugada está vacía: {$help}
engines-icehouse-help = escribe un tamaño (S, M o L) y una casilla, como Lc3
engines-icehouse-not-a-square = «{$square}» no es una casilla: las casillas van de a1 a e5
engines-icehouse-not-a-size = «{$word}» no es un tamaño de pieza en «{$move}»: usa S (pequeña), M (mediana) o L (grande)
engines-icehouse-off-board = {$square} no está en el tablero: las casillas van de a1 a e5
engines-icehouse-not-a-placement = «{$move}» no es una colocación: {$help}
engines-place-pyramid = { $size ->
    [S] Colocar una pirámide pequeña en {$square}
    [M] Colocar una pirámide mediana en {$square}
   *[L] Colocar una pirámide grande en {$square}
}




## Engines: Telic
## (ids start with telic-)
telic-seat-blue = Azul
telic-seat-red = Rojo
telic-face = { $face ->
    [n] nulo
    [a] as
   *[other] {$face}
}
telic-piece = { $count ->
    [1] Simple
    [2] Doble
    [3] Triple
    [4] Cuádruple
    [5] Quíntuple
   *[6] Séxtuple
} {$sizes}
telic-help = escribe roll, enter K (K = 1..6), pass o un movimiento como a2-a3 o a3-cz
telic-not-a-square = {$square} no es una casilla del tablero (columnas a-d, filas 1-5, o cz)
telic-square-in-zone = {$square} es parte de la Zona Central, no una casilla: a la Zona Central (cz) solo se entra desde a3 y d3
telic-no-size = las pirámides van del tamaño 1 al 6: no existe el tamaño {$size}
telic-enter-which = di qué tamaño entras: enter 1 ... enter 6
telic-zone-final = una pieza en la Zona Central nunca vuelve a salir
telic-no-die = ahora no hay dado que tirar
telic-not-a-face = {$outcome} no es una cara del dado: los resultados posibles son {$faces}
telic-die-rolling = el dado está rodando: espera a que se resuelva la tirada
telic-then-must-enter = debes entrar una pirámide allí
telic-then-must-pass = debes pasar (nada entra sobre una Pila enemiga)
telic-then-enter-or-pass = entra una pirámide allí o pasa
telic-roll-rolled = sacaste {$face} (destino {$square}): {$then}
telic-roll-stash-empty = tu reserva está vacía: debes mover una pieza del tablero
telic-pass-target-empty = sacaste {$face} (destino {$square}) y está vacía: debes entrar una pirámide allí ({$moves})
telic-pass-can-roll = solo puedes pasar sin otra jugada legal: aún puedes tirar el dado
telic-pass-can-play = solo puedes pasar sin otra jugada legal: puedes jugar {$move}
telic-enter-roll-first = tira primero el dado: una pirámide solo entra en la casilla que indica el dado
telic-enter-stash-empty = tu reserva está vacía: no hay nada que entrar
telic-enter-not-held = tu reserva no tiene ninguna pirámide de tamaño {$size} (reserva: {$stash})
telic-enter-own-top = en {$square} está tu {$piece}: solo una pirámide más pequeña que su cima ({$top}) puede apilarse encima
telic-enter-enemy-stack = en {$square} hay una Pila de {$enemy}: nada entra sobre una Pila, debes pasar
telic-enter-too-small = en {$square} hay un Simple {$top} de {$enemy}: al entrar solo se devuelve un Simple estrictamente menor, así que necesitas un tamaño {$need} o mayor
telic-step-rolled = sacaste {$face} (destino {$square}): tras una tirada ninguna pieza puede moverse, {$then}
telic-step-empty = {$square} está vacía: no hay pieza que mover
telic-step-not-yours = en {$square} hay un {$piece} de {$owner}, no una pieza tuya
telic-step-same = una pieza debe moverse a otra casilla
telic-step-zone-entrance = a la Zona Central solo se entra desde a3 y d3, no desde {$square}
telic-step-not-adjacent = {$square} no está al lado de {$start}
telic-step-stack-too-big = en {$square} está tu {$piece}: la pirámide de abajo de la pieza que se mueve ({$bottom}) debe ser menor que su cima ({$top}) para apilarse
telic-bump-single-vs-stack = en {$square} hay una Pila de {$enemy}: un Simple no puede devolverla
telic-bump-fewer = en {$square} hay un {$piece} de {$enemy}: tu { $count ->
    [1] Simple
    [2] Doble
    [3] Triple
    [4] Cuádruple
    [5] Quíntuple
   *[6] Séxtuple
} tiene menos pirámides y no puede devolverlo
telic-bump-smaller = en {$square} hay un Simple {$top} de {$enemy}: tu Simple {$mine} es menor y no puede devolverlo
telic-quick-roll = Tirar
telic-phase-rolling = {$seat} está tirando el dado
telic-phase-must-enter = {$seat} sacó {$face}: debe entrar en {$square}
telic-phase-must-pass = {$seat} sacó {$face}: en {$square} hay una Pila, debe pasar
telic-phase-enter-or-pass = {$seat} sacó {$face}: entrar en {$square} o pasar
telic-phase-turn = {$seat} tira o mueve
telic-piece-on = {$piece} en {$square}
telic-position-seat = {$seat}: {$pieces}; reserva {$stash}; {$home} de 12 en la Zona Central.
telic-position-no-piece = ninguna pieza en el tablero
telic-position-stash-empty = vacía
telic-position-die = El dado muestra {$face}: el destino de {$seat} es {$square}.
telic-position-rolling = {$seat} está tirando el dado.
telic-position-played = { $limit ->
    [0] { $turns ->
        [one] {$turns} turno jugado.
       *[other] {$turns} turnos jugados.
    }
   *[other] { $turns ->
        [one] {$turns} turno jugado de {$limit}.
       *[other] {$turns} turnos jugados de {$limit}.
    }
}
telic-position-turn = { $limit ->
    [0] Turno {$turn}.
   *[other] Turno {$turn} de {$limit}.
}
telic-outcome = {$seat} saca {$face} → {$square}
telic-move-roll = Tirar el dado
telic-move-pass-stuck = Pasar: reserva vacía y ninguna pieza puede moverse
telic-move-pass-blocked = Pasar (salió {$face}): nada puede entrar en {$square}, donde está {$piece}
telic-move-pass-declined = Pasar (salió {$face}): no entrar nada en {$square}, donde está {$piece}
telic-move-enter = Entrar una pirámide de tamaño {$size} de la reserva en {$square} (salió {$face})
telic-move-enter-on-top = Entrar una pirámide de tamaño {$size} en {$square} (salió {$face}), encima de {$piece}
telic-move-enter-bumping = Entrar una pirámide de tamaño {$size} en {$square} (salió {$face}), devolviendo {$piece} a su reserva
telic-owned = {$piece} de {$owner}
telic-move-home = {$start} → Zona Central ({$piece}), fuera del tablero para siempre
telic-move-step = {$start} → {$end} ({$piece})
telic-move-stack = {$start} → {$end}, apilando {$piece} sobre {$onto}
telic-move-bump = {$start} → {$end} ({$piece}), devolviendo {$bumped} a su reserva
telic-option-move-limit = empate tras este número de turnos sin ganador (0 = sin límite)
telic-rules = **Telic** (Michael Schoessow): lleva antes que nadie tus 12 pirámides a la Zona Central. Empieza Azul, luego Rojo.
    • Una pieza es un **Simple** (una pirámide) o una **Pila** (2–6 pirámides de un color, la mayor abajo); una Pila se mueve entera. Una pieza por casilla.
    • En cada turno haz una cosa: **tirar** tu dado (solo mientras tu reserva tenga alguna pirámide) o **mover** una pieza un paso. Tu primer turno es una tirada; con la reserva vacía debes mover.
    • El dado indica una casilla de tu color. Vacía → **debes** jugar `enter K` (cualquier tamaño K de tu reserva). Tu propia pieza → puedes jugar `enter K` menor que su cima (va encima) o `pass`. Un Simple enemigo → puedes jugar `enter K` **estrictamente mayor**, devolviéndolo a la reserva de su dueño, o `pass`. Una Pila enemiga → solo `pass`. Tras una tirada ninguna pieza se mueve.
    • Los movimientos son ortogonales; las esquinas a5–d1 y d5–a1 están unidas. Nada cruza la Zona Central (b3/c3): solo se entra con `a3-cz` y `d3-cz`, y una pieza que entra sale del tablero para siempre.
    • Sobre tu propia pieza: la pirámide de abajo (la mayor) de la que se mueve debe ser menor que la cima de la otra; forman una sola Pila.
    • Sobre una pieza enemiga: solo con fuerza **igual o mayor**; la enemiga vuelve a la reserva de su dueño. Fuerza: toda Pila vence a todo Simple; los Simples se comparan por tamaño, las Pilas por cuántas pirámides tienen.
    • Sin tirada, `pass` solo si tu reserva está vacía y ninguna pieza puede moverse.
    • Gana quien meta antes sus 12 pirámides en la Zona Central. Opción `move_limit`: empate tras ese número de turnos (una tirada con su `enter`/`pass` es un turno).
    Notación: `roll`, `enter 3`, `a2-a3`, `d3-cz`, `pass`.




## Engines: Coins
## (ids start with coins-)
coins-seat-suns = Soles
coins-seat-moons = Lunas
coins-seat-crowns = Coronas
coins-seat-arms = Armas
coins-help = escribe una colocación como 'b2+' o 'b2x', un deslizamiento como 'b2-b4', una retirada como '*c3'
coins-not-a-square = {$square} no es una casilla del tablero (a1 a d4)
coins-still-placing = aún se están colocando las monedas: coloca una con 'b2+' (ortogonal) o 'b2x' (diagonal)
coins-place-occupied = en {$square} ya hay una moneda: coloca la tuya en una casilla vacía
coins-all-placed = ya están colocadas todas las monedas: juega un movimiento como '{$move}'
coins-remove-first = primero debes retirar una de tus propias monedas (p. ej. '{$move}')
coins-remove-empty = {$square} está vacía: retira una de tus propias monedas
coins-remove-not-yours = la moneda de {$square} pertenece a {$owner}: solo puedes retirar una de tus propias monedas
coins-remove-can-slide = puedes deslizar, así que debes hacerlo: una moneda solo se retira tras un deslizamiento que no captura nada, o cuando no se puede deslizar
coins-slide-empty = {$square} está vacía: desliza una de tus propias monedas
coins-slide-not-yours = la moneda de {$square} pertenece a {$owner}, no a ti
coins-slide-same = un deslizamiento recorre al menos una casilla
coins-slide-off-line = { $kind ->
    [diagonal] {$square} no está en una diagonal desde {$start} (tu moneda de {$start} es diagonal)
   *[orthogonal] {$square} no está en la misma columna ni fila que {$start} (tu moneda de {$start} es ortogonal)
}
coins-slide-blocked = tu moneda de {$start} está bloqueada por tu propia moneda de {$square}
coins-slide-in-the-way = la moneda de {$owner} en {$square} está en medio: un deslizamiento se detiene en la primera moneda rival
coins-slide-full = con slide=full tu moneda debe llegar lo más lejos posible: no puede detenerse en {$square} si puede seguir hasta {$beyond}
coins-position-resigned = {$seat}: fuera de la partida.
coins-position-kind = { $kind ->
    [diagonal] diagonal en {$squares}
   *[orthogonal] ortogonal en {$squares}
}
coins-position-no-coin = ninguna moneda en el tablero
coins-position-seat = {$seat}: {$coins}; capturadas {$captured}.
coins-position-seat-placing = {$seat}: {$coins}; {$placing} por colocar; capturadas {$captured}.
coins-position-seat-taken = {$seat}: {$coins}; capturadas {$captured} ({$taken}).
coins-count-of = {$count} {$seat}
coins-position-must-remove = {$seat} debe retirar una de sus propias monedas.
coins-move-place = { $kind ->
    [diagonal] Colocar una moneda diagonal en {$square}
   *[orthogonal] Colocar una moneda ortogonal en {$square}
}
coins-move-remove = Retirar la moneda de {$seat} en {$square} (no puntúa para nadie)
coins-move-capture = {$start} → {$end}, capturando la moneda de {$victim}
coins-move-quiet = {$start} → {$end}, sin capturar (luego hay que retirar una moneda de {$seat})
coins-option-slide = free: se detiene en cualquier casilla vacía de su línea; full: llega lo más lejos posible
coins-rules = **Coins** — un juego de piecepack sin título de dboyle (2001). 2–4 jugadores, tablero 4×4 a1..d4; orden de asientos: Soles, Lunas, Coronas, Armas.
    • **Preparación:** por turnos, coloca una moneda cada vez en una casilla vacía, eligiendo su tipo para siempre: `b2+` ortogonal (se desliza como una torre) o `b2x` diagonal (como un alfil). 6 monedas cada uno con 2 jugadores, 5 con 3, 4 con 4.
    • **Turno:** desliza una de tus monedas por su línea sobre casillas vacías, al menos una casilla (`b2-b4`). Detenerse en la **primera** moneda rival de la línea la captura: te la quedas, 1 punto. Tus propias monedas bloquean.
    • `slide=free` (por defecto): detenerse en cualquier casilla vacía de la línea; `slide=full`: llegar lo más lejos posible (el borde, antes de una moneda propia o sobre la primera moneda rival).
    • Tras un deslizamiento que no captura nada hay que retirar una de **tus propias** monedas (`*c3`; la que se movió cuenta). Si no puedes deslizar, solo retiras. Las monedas retiradas no puntúan para nadie.
    • Si puedes deslizar, debes hacerlo, aunque todo deslizamiento capture. Un jugador sin monedas en el tablero pierde el turno.
    • **Fin** (tras la preparación): cuando no queda ninguna moneda, o todas las que quedan son de un jugador.
    • **Ganador:** más capturas. Empates: se compara, para cada jugador empatado, su menor número de monedas tomadas a otro asiento, luego el siguiente…; gana el mayor. Si sigue el empate: puesto compartido (con 2 jugadores, empate).




## Engines: Tactonix
## (ids start with tactonix-)
tactonix-colour = { $colour ->
    [R] rojo
    [Y] amarillo
    [G] verde
    [B] azul
   *[K] negro
}
tactonix-deal = Colores repartidos en secreto
tactonix-deal-notation = reparto
tactonix-size = { $size ->
    [1] pequeña
    [2] mediana
   *[3] grande
}
tactonix-direction = { $direction ->
    [n] al norte
    [e] al este
    [s] al sur
   *[w] al oeste
}
tactonix-piece-words = una pirámide { $size ->
    [1] pequeña
    [2] mediana
   *[3] grande
} { $colour ->
    [R] roja
    [Y] amarilla
    [G] verde
    [B] azul
   *[K] negra
}
tactonix-help = escribe c4 (preparación), c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 o pass
tactonix-help-play = escribe c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 o pass
tactonix-off-board = {$square} no está en el tablero de {$size}×{$size}
tactonix-not-a-rectangle = {$square} y {$other} no forman un rectángulo de al menos 2×2 casillas
tactonix-move-pass = Pasar (ninguna acción legal)
tactonix-move-place = Colocar la pieza robada {$piece} en {$square}
tactonix-move-move = Mover {$start} → {$end} ({$piece})
tactonix-move-push = Empujar {$square} {$direction} ({$piece})
tactonix-move-hop = Saltar {$square} {$direction} ({$piece})
tactonix-move-swap = Intercambiar {$square} y {$other}
tactonix-move-rotate = { $turn ->
    [cw] Girar {$start}–{$end} en sentido horario
   *[ccw] Girar {$start}–{$end} en sentido antihorario
}
tactonix-no-piece = no hay ninguna pieza en {$square}
tactonix-move-not-adjacent = {$square} no está ortogonalmente junto a {$start}: un movimiento avanza una casilla
tactonix-move-occupied = en {$square} está {$piece}: un movimiento necesita una casilla vacía (empuja, salta o intercambia en su lugar)
tactonix-swap-not-adjacent = {$square} y {$other} no son ortogonalmente adyacentes
tactonix-swap-empty = no hay pieza en {$square} con la que intercambiar (un movimiento va a una casilla vacía)
tactonix-push-edge = {$square} está en el borde: un empujón {$direction} saldría del tablero
tactonix-push-nothing = no hay pieza que empujar {$direction} de {$square}: eso es un movimiento ({$move})
tactonix-push-off = el empujón {$direction} desde {$square} sacaría del tablero la pieza de {$last}
tactonix-hop-off = { $count ->
    [one] {$piece} en {$square} salta {$count} casilla {$direction}, lo que sale del tablero
   *[other] {$piece} en {$square} salta {$count} casillas {$direction}, lo que sale del tablero
}
tactonix-hop-short-blocked = {$square} está ocupada, y también cada casilla hasta {$start}: el salto corto acabaría donde empezó
tactonix-swap-same = {$square} y {$other} tienen la misma pieza: intercambiarlas no cambia nada
tactonix-rotate-same = todas las casillas del borde de ese rectángulo tienen lo mismo: el giro no cambia nada
tactonix-no-change = { $kind ->
    [push] ese empujón no cambia nada en el tablero
    [hop] ese salto no cambia nada en el tablero
   *[move] ese movimiento no cambia nada en el tablero
}
tactonix-island = { $kind ->
    [push] ese empujón
    [hop] ese salto
    [rot] ese giro
    [swap] ese intercambio
   *[move] ese movimiento
} dejaría { $count ->
    [one] aislada la pieza de {$squares}
   *[other] aisladas las piezas de {$squares}
} (no se permiten islas nuevas)
tactonix-undo = eso deshace el movimiento anterior (no se permite deshacer sin más)
tactonix-outcome-draw = Robó {$piece} ({$code}) de la bolsa
tactonix-no-chance = { $why ->
    [over] aquí no queda nada al azar: la partida ha terminado
   *[act] aquí no queda nada al azar: un jugador debe actuar
}
tactonix-not-in-bag = {$outcome} no es una pieza que quede en la bolsa: los resultados posibles son {$pieces}
tactonix-not-a-deal = {$outcome} no es un reparto: un reparto da {$count} colores distintos de {$colours}, uno por asiento en orden de asiento, escritos como {$example}
tactonix-nobody-to-move = aquí no le toca a ningún jugador
tactonix-referee-first = { $what ->
    [draw] el árbitro debe robar primero una pieza de la bolsa
   *[deal] el árbitro debe repartir primero los colores
}
tactonix-setup-place = es la preparación: coloca la pieza robada {$piece} en una casilla vacía (p. ej. c4)
tactonix-place-occupied = en {$square} ya está {$piece}
tactonix-setup-over = la preparación ha terminado: {$help}
tactonix-pass-not-stuck = solo puedes pasar si nada es legal, y {$move} lo es
tactonix-not-legal = {$move} no es una jugada legal aquí
tactonix-private-undealt = Los colores aún no se han repartido: se reparten cuando se coloca la última pieza.
tactonix-private-colour = Tu color secreto es **{$colour}** ({$letter}). ¡No se lo digas a nadie!
tactonix-phase-deal = reparto
tactonix-position-size = { $size ->
    [1] pequeñas en {$squares}
    [2] medianas en {$squares}
   *[3] grandes en {$squares}
}
tactonix-position-colour = { $colour ->
    [R] Rojo
    [Y] Amarillo
    [G] Verde
    [B] Azul
   *[K] Negro
}: {$sizes}.
tactonix-position-empty = El tablero está vacío.
tactonix-position-drawn = Robada, por colocar: {$piece} ({$code}).
tactonix-position-to-draw = Hay que robar una pieza de la bolsa.
tactonix-position-bag-count = {$count} { $size ->
    [1] pequeñas
    [2] medianas
   *[3] grandes
}
tactonix-position-bag-colour = {$colour} {$counts}
tactonix-position-bag = En la bolsa, {$count}: {$rows}.
tactonix-position-seat-colour = {$seat} {$colour}
tactonix-position-colours = Colores: {$seats}.
tactonix-position-colours-spare = Colores: {$seats}; sobrante {$spare}.
tactonix-position-about-to-deal = Los colores ({$colours}) están a punto de repartirse en secreto.
tactonix-position-colours-setup = Colores en juego: {$colours}; se reparten en secreto tras la preparación.
tactonix-position-colours-play = { $spare ->
    [yes] Colores en juego: {$colours} (uno cada uno, en secreto; uno es el sobrante).
   *[no] Colores en juego: {$colours} (uno cada uno, en secreto).
}
tactonix-position-colours-never = Colores en juego: {$colours}; nunca repartidos.
tactonix-position-resigned = Fuera de la partida: {$seats}.
tactonix-position-ply = { $limit ->
    [0] Jugada {$ply}.
   *[other] Jugada {$ply} de {$limit}.
}
tactonix-secret-label = Mi color
tactonix-option-board = 8 = tablero de ajedrez a1..h8; 5 = el tablero volcán de 5×5 (2–3 jugadores)
tactonix-option-hop = shove: un salto sobre una pieza empuja la fila hacia atrás; short: el saltador se detiene antes
tactonix-option-spare = true: un color más que jugadores, para nadie; false: permite 5 jugadores
tactonix-option-move-limit = empate tras este número de jugadas (0 = sin límite)
tactonix-option-players = Tactonix se juega con 2 a 4 jugadores (5 solo con spare=false), no con {$players}
tactonix-option-small-board = Tactonix: board=5 es solo para 2 o 3 jugadores; con {$players} jugadores el tablero debe ser 8
tactonix-rules = **Tactonix** (Carlton Noles): une las seis pirámides de tu **color secreto** en un grupo conectado ortogonalmente. 2–4 jugadores (5 con `spare=false`).
    {"**"}Preparación**: por turnos se roba una pieza de la bolsa al azar y la colocas en una casilla vacía. Luego cada uno recibe un color en secreto; el **sobrante** no es de nadie. Empieza el asiento siguiente al último que colocó.
    {"**"}Turno**: una acción con CUALQUIER pieza:
    • **Mover** un paso ortogonal a una casilla vacía (`c4-c5`).
    • **Empujar** (`push c4 n`): la pieza y la fila continua delante avanzan una casilla; debe haber al menos una pieza delante y una casilla vacía tras la fila.
    • **Saltar** (`hop c4 e`): tantas casillas como el tamaño de la pieza, en ortogonal, sobre todo. Sobre una pieza: `hop=shove` (defecto) ocupa la casilla y empuja la fila hacia atrás; `hop=short` se detiene en la primera casilla vacía antes.
    • **Girar** (`rot b2 d5 cw` o `ccw`): el borde de un rectángulo de al menos 2×2 (esquinas inferior izquierda y superior derecha) gira una casilla.
    • **Intercambiar** (`swap c4 c5`): dos piezas ortogonalmente adyacentes se cambian.
    {"**"}Toda acción**: nada sale del tablero; la posición cambia; sin islas nuevas (una pieza sin vecinos entre sus 8 ya debía estarlo y no haberse movido); sin deshacer (la posición debe diferir de la anterior a la acción previa).
    `pass` solo si ninguna acción es legal.
    {"**"}Victoria**: tras una acción (o el reparto), si tu color está conectado. Quien actuó gana solo si el suyo lo está; si no, comparten la victoria todos los de color conectado. Un sobrante conectado no hace nada. Los colores se revelan al final.
    Opciones: `board` 8 o 5 (5×5, 2–3 jugadores), `move_limit` (empate tras ese número de jugadas).




## Engines: Tic Tac Doh!
## (ids start with tictacdoh-)
tictacdoh-none-left = { $size ->
    [S] no quedan pirámides pequeñas en la reserva
    [M] no quedan pirámides medianas en la reserva
   *[L] no quedan pirámides grandes en la reserva
}
tictacdoh-not-legal = {$move} no es una colocación legal aquí
tictacdoh-stack-full = { $shape ->
    [tree] en {$square} está el árbol {$stack}: está lleno, no cabe nada más encima
    [nest] en {$square} está el nido {$stack}: está lleno, no cabe nada más encima
   *[single] en {$square} está la pieza suelta {$stack}: está llena, no cabe nada más encima
}
tictacdoh-same-size = {$size} no puede ir sobre {$top}: ninguna pieza va sobre otra de su mismo tamaño
tictacdoh-size-gap = {$size} no puede ir directamente sobre {$top}: las piezas apiladas se diferencian en un tamaño
tictacdoh-mixed = { $shape ->
    [tree] {$size} no puede ir en {$square}: allí está el árbol {$stack}, y una casilla nunca mezcla árbol y nido
    [nest] {$size} no puede ir en {$square}: allí está el nido {$stack}, y una casilla nunca mezcla árbol y nido
   *[single] {$size} no puede ir en {$square}: allí está la pieza suelta {$stack}, y una casilla nunca mezcla árbol y nido
}
tictacdoh-first-on-c3 = la primera pieza siempre va en c3, no en {$square}
tictacdoh-not-touching = {$square} no toca ninguna pieza (las diagonales cuentan)
tictacdoh-off-grid = {$square} saldría de la cuadrícula de 3×3: las piezas ya ocupan de {$start} a {$end}
tictacdoh-move-stack = { $shape ->
    [tree] { $size ->
        [S] Colocar una pirámide pequeña en {$square}, formando el árbol {$stack}
        [M] Colocar una pirámide mediana en {$square}, formando el árbol {$stack}
       *[L] Colocar una pirámide grande en {$square}, formando el árbol {$stack}
    }
    [nest] { $size ->
        [S] Colocar una pirámide pequeña en {$square}, formando el nido {$stack}
        [M] Colocar una pirámide mediana en {$square}, formando el nido {$stack}
       *[L] Colocar una pirámide grande en {$square}, formando el nido {$stack}
    }
   *[other] { $size ->
        [S] Colocar una pirámide pequeña en {$square}, formando la pila {$stack}
        [M] Colocar una pirámide mediana en {$square}, formando la pila {$stack}
       *[L] Colocar una pirámide grande en {$square}, formando la pila {$stack}
    }
}
tictacdoh-position-key = S, M, L: pequeña, mediana, grande.
tictacdoh-position-single = {$square} {$size}
tictacdoh-position-stack = { $shape ->
    [tree] {$square} árbol {$stack} (cuenta como {$counts})
   *[nest] {$square} nido {$stack} (cuenta como {$counts})
}
tictacdoh-position-rank = Fila {$rank}: {$squares}.
tictacdoh-position-empty = El tablero está vacío: la primera pieza va en c3.
tictacdoh-position-grid = Casillas aún dentro de la cuadrícula: {$start} a {$end}.
tictacdoh-count = {$count} {$size}
tictacdoh-position-stash = Reserva: {$stash} ({$placed} de 15 colocadas).
tictacdoh-position-line = Línea de {$size}: {$squares}.
tictacdoh-rules = **Tic Tac Doh!**: dos jugadores, una reserva común de 15 pirámides (5 S, 5 M, 5 L); las piezas no son de nadie.
    • Coloca primero el primer jugador. En tu turno coloca cualquier pieza de la reserva. La primera pieza siempre va en **c3**.
    • Coloca en una **casilla vacía que toque una pieza** (las diagonales cuentan), siempre que todas las piezas quepan en una **cuadrícula de 3×3**, o **encima de una pila**.
    • Las piezas apiladas se diferencian en **un tamaño**: un **árbol** se estrecha hacia arriba (L, LM, LMS), un **nido** crece hacia arriba (S, SM, SML); M puede empezar cualquiera (árbol MS, nido ML). Nunca se mezclan.
    • Un árbol cuenta como **todos** sus tamaños; un nido solo como su pieza de **arriba**.
    • Haz **tres en línea** (fila, columna o diagonal de la cuadrícula de 3×3) que cuenten todas como un mismo tamaño: **ganas**.
    • Las 15 colocadas sin línea: **empate**. Quedan piezas pero ninguna colocación legal: **pierdes**.
    • Notación: `Lc3` (también `l c3`, `large c3`, `c3 L`).




## Engines: IceSickle
## (ids start with icesickle-)
icesickle-help = escribe una colocación como Lc3 o un salto como a1-c3
icesickle-not-a-jump = «{$move}» no es un salto: escribe la casilla de la pieza y la de llegada, como a1-c3
icesickle-sowing-over = la siembra ha terminado: todas las pirámides están en el tablero, ahora haz saltar una pieza (como a1-c3)
icesickle-sow-occupied = { $size ->
    [S] en {$square} ya hay una pirámide pequeña: siembra en una casilla vacía
    [M] en {$square} ya hay una pirámide mediana: siembra en una casilla vacía
   *[L] en {$square} ya hay una pirámide grande: siembra en una casilla vacía
}
icesickle-none-left = { $size ->
    [S] no queda ninguna pirámide pequeña en la reserva
    [M] no queda ninguna pirámide mediana en la reserva
   *[L] no queda ninguna pirámide grande en la reserva
}
icesickle-still-sowing = { $count ->
    [one] la siembra no ha terminado (queda {$count} pirámide en la reserva): coloca una, como Lc3
   *[other] la siembra no ha terminado (quedan {$count} pirámides en la reserva): coloca una, como Lc3
}
icesickle-jump-empty = {$square} está vacía: no hay pieza que hacer saltar
icesickle-jump-same = un salto debe llevar la pieza a otra casilla
icesickle-jump-not-line = {$square} no está en línea recta (ortogonal o diagonal) desde {$start}
icesickle-jump-adjacent = {$square} está junto a {$start}: un salto pasa por encima de al menos una casilla
icesickle-jump-too-far = la { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
} de {$start} pasa como mucho { $pips ->
    [one] {$pips} casilla
   *[other] {$pips} casillas
}; {$move} pasa {$passed}
icesickle-jump-occupied = {$square} está ocupada: un salto debe caer en una casilla vacía
icesickle-jump-nothing = { $count ->
    [one] ese salto no pasa sobre ninguna pieza ({$squares} está vacía)
   *[other] ese salto no pasa sobre ninguna pieza ({$squares} están vacías)
}
icesickle-move-jump = Saltar la { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
} de {$start} a {$end}, capturando {$squares} ({ $pips ->
    [one] {$pips} punto
   *[other] {$pips} puntos
})
icesickle-phase = { $stage ->
    [sowing] ronda {$round} de {$rounds}: siembra
   *[reaping] ronda {$round} de {$rounds}: cosecha
}
icesickle-position-round = { $stage ->
    [sowing] Ronda {$round} de {$rounds}, siembra.
    [reaping] Ronda {$round} de {$rounds}, cosecha.
   *[over] Ronda {$round} de {$rounds}.
}
icesickle-position-size = { $size ->
    [S] S (pequeña, 1 punto) en {$squares}
    [M] M (mediana, 2 puntos) en {$squares}
   *[L] L (grande, 3 puntos) en {$squares}
}
icesickle-position-pieces = {$sizes}.
icesickle-position-empty = El tablero está vacío.
icesickle-count = {$count} {$size}
icesickle-position-stash = Reserva: {$stash}.
icesickle-position-jumps-first = {$seat} salta primero.
icesickle-round-score = ronda {$round}: {$pips}
icesickle-position-seat-pips = {$seat} {$pips} ({$rounds})
icesickle-position-pips = Puntos: {$seats}.
icesickle-option-rounds = 2: un duelo a dos rondas, con los papeles cambiados en la ronda 2; 1: una sola ronda
icesickle-rules = **IceSickle** (Dan Isaac): 2 jugadores, un tablero de 5×5, una reserva común de 15 pirámides (5 S = 1 punto, 5 M = 2, 5 L = 3) que no es de nadie.
    {"**"}Siembra:** por turnos, coloca cualquier pirámide de la reserva en cualquier casilla vacía (`Lc3`) hasta colocar las 15; en la ronda 1 siembra primero el primer jugador (8 piezas contra 7).
    {"**"}Cosecha:** salta primero quien colocó en segundo lugar; luego se alterna, un salto por turno. Haz saltar cualquier pieza en línea recta (8 direcciones) sobre 1 a tantas casillas como sus puntos (S 1, M 1–2, L 1–3) hasta la casilla siguiente, que debe estar en el tablero y vacía (`a1-c3`).
    Al menos una casilla saltada debe tener una pieza (las demás pueden estar vacías); cada pieza saltada se captura y sus puntos son para quien salta.
    La ronda acaba cuando el jugador en turno no puede saltar; las piezas que quedan en el tablero no puntúan.
    {"**"}Duelo:** la ronda 2 empieza con el tablero vacío y siembra primero el otro jugador; gana el mayor total de puntos de ambas rondas, y con igual total hay empate (opción `rounds`: 2 o 1).




## Lessons (/K learn): each step's words, its task's hint, the lesson's buttons
## (ids start with learn-)
learn-heading = Lección de { $title }, paso { $step } de { $steps }
learn-your-move = Tu jugada: elígela en el menú o escríbela.
learn-illegal = No permitido: { $reason }
learn-wrong = { $move } ({ $words }) es legal, pero no es lo que pide este paso.
learn-right = Correcto: { $move } ({ $words }).
learn-choose = Tu jugada…
learn-button-back = Atrás
learn-button-next = Siguiente
learn-button-play = Jugar contra el ordenador
learn-button-again = Empezar de nuevo
learn-play = Ya conoces las reglas. Juega una partida corta contra el ordenador más fácil: empieza enseguida, en un hilo propio.
learn-web-answer = Ver la respuesta
learn-web-try = En Discord o en la mesa, { $command } te deja hacer las jugadas tú mismo, comprobadas por el árbitro.
learn-telic-board = Telic se juega en 18 casillas alrededor de una zona central. Tú eres Azul y tu rival, Rojo; cada uno tiene 12 pirámides, dos de cada tamaño del 1 al 6. Gana quien meta primero las 12 en la zona central. En tu turno tiras el dado para entrar una pirámide o mueves una pieza un paso.
learn-telic-enter = Has sacado un 4: tu dado indica a1. Está vacía, así que debes entrar allí una pirámide, de cualquier tamaño de tu reserva. Entra la más grande, un 6.
learn-telic-enter-hint = Una pieza suelta grande es difícil de expulsar: entra el 6.
learn-telic-stack = Has vuelto a sacar un 4 y tu 6 está en a1. Puedes entrar una pirámide más pequeña encima: las dos forman una pila, que vence a cualquier pieza suelta. Forma una pila.
learn-telic-stack-hint = Pasar regala el turno: entra una pirámide menor que 6 encima de la tuya.
learn-telic-bump = Rojo ha entrado un 2 en a2, junto a tu 3 en a1. Moverse sobre una pieza rival de fuerza igual o menor la devuelve a la reserva de su dueño (entrar desde la reserva exige una pirámide estrictamente mayor). Expulsa el 2 de Rojo.
learn-telic-bump-hint = Tu 3 en a1 está junto al 2 de Rojo en a2: juega a1-a2.
learn-telic-corner = Las esquinas están unidas: a1 con d5 y a5 con d1, como si fueran vecinas. Cruza el tablero con tu 3 desde a1 en un solo paso.
learn-telic-corner-hint = Usa el enlace de las esquinas: a1-d5.
learn-telic-centre = Solo a3 y d3 llevan a la zona central, y cualquier pieza puede entrar. Una pieza que entra deja el tablero para siempre y cuenta para tus 12. Mete tu 3 en la zona central.
learn-telic-centre-hint = Desde a3, la zona central es a3-cz.
learn-coins-board = Coins se juega en un tablero de 4×4. Con dos jugadores, cada uno tiene 6 monedas. Primero todos colocan sus monedas de una en una; después, en cada turno deslizas una moneda e intentas capturar. Gana quien más capture.
learn-coins-place = Cada moneda se coloca con un tipo que conserva: + (ortogonal) se desliza como una torre, x (diagonal) como un alfil. Coloca una moneda diagonal.
learn-coins-place-hint = Una moneda diagonal se escribe con x, por ejemplo b2x.
learn-coins-capture = Todas las monedas están colocadas. Una moneda se desliza en línea recta según su tipo por casillas vacías y puede detenerse en la primera moneda rival de su camino: la captura y suma 1. Tus propias monedas bloquean. Captura una moneda.
learn-coins-capture-hint = Ese deslizamiento no captura nada: busca una moneda tuya con una moneda rival en su línea y nada entre ellas.
learn-coins-remove = Tu deslizamiento a1-b1 no capturó nada, así que ahora debes retirar una de tus monedas del tablero (no cuenta para nadie). Retira una.
learn-coins-remove-hint = Tras un deslizamiento sin captura, solo se puede retirar, por ejemplo *b1.
learn-coins-end = La partida termina cuando no queda ninguna moneda, o cuando todas las que quedan son de un solo jugador. Gana quien más capture; los empates se deshacen por las capturas hechas a cada rival.
learn-tactonix-board = En Tactonix las piezas se sacaron de una bolsa y se colocaron por turnos; luego cada jugador recibió un color secreto. El tuyo es el rojo (solo tú lo ves). Une ortogonalmente las seis piezas de tu color para ganar. En cada turno haces una acción con cualquier pieza: mover, empujar, saltar, girar o intercambiar.
learn-tactonix-move = Mover: una pieza avanza una casilla en ortogonal a una casilla vacía. Mueve una pieza.
learn-tactonix-move-hint = Un movimiento se escribe origen-destino, un paso, por ejemplo f2-f1.
learn-tactonix-push = Empujar: una pieza y la fila continua de piezas que tiene delante avanzan una casilla en esa dirección; la casilla tras la fila debe estar vacía. Empuja una fila.
learn-tactonix-push-hint = Un empuje se escribe push, una casilla y una dirección, por ejemplo push a1 e.
learn-tactonix-hop = Saltar: una pieza recorre exactamente tantas casillas como su tamaño (1, 2 o 3), por encima de todo; en una casilla ocupada empuja las piezas de allí hacia su salida. Haz un salto.
learn-tactonix-hop-hint = Un salto se escribe hop, una casilla y una dirección, por ejemplo hop a1 n.
learn-tactonix-rotate = Girar: cada casilla del borde de un rectángulo de al menos 2×2 pasa su contenido a la siguiente, en el sentido de las agujas del reloj o al contrario. Gira un rectángulo.
learn-tactonix-rotate-hint = Un giro se escribe rot, las esquinas inferior izquierda y superior derecha, y cw o ccw, por ejemplo rot a1 b2 cw.
learn-tactonix-swap = Intercambiar: dos piezas vecinas en ortogonal se cambian de casilla. Intercambia dos piezas.
learn-tactonix-swap-hint = Un intercambio se escribe swap y dos casillas vecinas, por ejemplo swap a1 b1.
learn-tactonix-island = Cada acción debe dejar cada pieza que mueve junto a otra (en una de sus ocho vecinas): ninguna isla nueva. Además debe cambiar la posición, dejar todas las piezas en el tablero y no deshacer sin más la acción anterior. Las acciones que incumplen estas reglas se rechazan.
learn-tactonix-win = A tus piezas rojas les falta un paso para unirse: f2 solo toca e1 por una esquina. Une las seis piezas rojas.
learn-tactonix-win-hint = Tus piezas rojas siguen separadas: lleva la pieza de f2 junto a las demás, por ejemplo f2-f1.
learn-tictacdoh-board = En Tic Tac Doh! los dos jugadores comparten 15 pirámides, 5 de cada tamaño (S, M, L). En tu turno colocas cualquier pieza; la primera va siempre en c3, y todas deben caber en una cuadrícula de 3×3. Gana quien haga tres casillas en línea que cuenten como el mismo tamaño.
learn-tictacdoh-tree = Una pieza puede ir sobre una pila de un tamaño de diferencia. Un árbol crece hacia abajo: una M sobre una L y luego una S encima. Un árbol cuenta como cada tamaño que contiene. Construye un árbol en c3.
learn-tictacdoh-tree-hint = Una M sobre la L de c3 forma un árbol: Mc3.
learn-tictacdoh-nest = Un nido crece hacia arriba: una S, luego una M encima y luego una L. Un nido solo cuenta como su pieza de arriba: c3 cuenta ahora como M, no como S. Una casilla nunca mezcla árbol y nido.
learn-tictacdoh-line = En b3 y en d3 hay una M, y en c3 una L. Gana en una jugada.
learn-tictacdoh-line-hint = Un árbol cuenta como cada tamaño que contiene: una M sobre la L de c3 hace de b3, c3 y d3 tres M.
learn-icesickle-board = IceSickle se juega en un tablero de 5×5 con 15 pirámides compartidas: S (1 punto), M (2) y L (3). Una ronda tiene dos mitades: la siembra y la cosecha. Un enfrentamiento son dos rondas; gana quien capture más puntos.
learn-icesickle-sow = Siembra: por turnos, los jugadores colocan cualquier pirámide de la reserva en cualquier casilla vacía hasta que las 15 están en el tablero.
learn-icesickle-jump = Cosecha: una pieza salta en línea recta por encima de 1 a tantas casillas como sus puntos (S 1, M hasta 2, L hasta 3) y cae en la siguiente casilla vacía; cada pieza que sobrevuela queda capturada y suma sus puntos. Tu rival saltó c2-e2. Captura tantos puntos como puedas.
learn-icesickle-jump-hint = Otro salto captura más puntos: busca uno que pase por encima de dos piezas grandes.
learn-icesickle-end = La ronda termina cuando el jugador en turno no puede saltar; las piezas que quedan no cuentan. En la segunda ronda siembra primero el otro jugador. Gana el total más alto de las dos rondas.


## Pictures: words drawn on boards, alt text, text boards, replays' captions
## (ids start with picture-)
picture-status-over = Partida terminada: {$result}
picture-status-waiting = Esperando al árbitro ({$phase}).
picture-status-to-move = Le toca a {$player}.
picture-status-to-move-phase = Le toca a {$player} ({$phase}).
picture-seat-line = {$seat}: {$name}
picture-text-no-move = Aún no hay jugadas.
picture-text-last-move = Última jugada: {$move}.
picture-text-last-move-words = Última jugada: {$move} ({$words}).
picture-text-seat = {$seat}.
picture-alt-board = Tablero de {$game}.
picture-alt-head = {$board} {$status} {$last}
picture-alt-text = {$head} {$position}
picture-game-over = Partida terminada
picture-game-over-result = Partida terminada: {$result}
picture-game-over-how = Partida terminada: {$result}, {$how}
picture-to-move = juega
picture-waiting = Esperando al árbitro
picture-no-move = Aún no hay jugadas
picture-last-move = Última jugada:
picture-players = Jugadores
picture-stash = Reserva
picture-resigned = (fuera)
picture-other-resigned = el otro jugador quedó fuera de la partida
picture-you = tú
picture-you-colour = tú, {$colour}
picture-telic-center-zone = Zona Central
picture-telic-tile = { $suit ->
    [blue] azul
    [red] rojo
   *[black] negro
} {$face}
picture-telic-home-count = {$seat} {$home}/12
picture-telic-strip = dentro {$home}/12, {$held} en reserva
picture-telic-turn-limit = se alcanzó el límite de turnos
picture-telic-all-home = las 12 pirámides dentro
picture-telic-rolled-enter = sacó {$face}: entrar en {$square}
picture-telic-rolled-enter-or-pass = sacó {$face}: entrar en {$square} o pasar
picture-telic-stash-empty = juega (reserva vacía)
picture-telic-roll-or-move = tira o mueve
picture-telic-turn = { $limit ->
    [0] turno {$turn}
   *[other] turno {$turn} de {$limit}
}
picture-telic-rolled = sacó
picture-telic-text-key = B = {$blue}, R = {$red}, luego los tamaños de las pirámides de abajo arriba (B53: un Doble 5-3 azul). CZ = la Zona Central, a la que solo se entra desde a3 y d3.
picture-telic-text-seat = {$seat}. Zona Central {$home} de 12. Reserva: {$stash}.
picture-telic-text-die = Dado: {$face}, destino de {$seat}: {$square}.
picture-telic-text-target = {$face} {$square}
picture-telic-text-targets = Dado de {$seat}: {$faces}.
picture-coins-to-place = Por colocar
picture-coins-captures = Capturas
picture-coins-figure-place = {$figure}  {$place}
picture-coins-must-remove = debe retirar una de sus monedas
picture-coins-to-place-coin = coloca una moneda
picture-coins-to-slide = desliza una moneda
picture-coins-captured = { $count ->
    [one] {$count} captura
   *[other] {$count} capturas
}
picture-coins-text-initial = {$letter} = {$seat}
picture-coins-text-key = {$initials}; + una moneda ortogonal (se desliza como una torre), x una diagonal (como un alfil). Deslizamiento: {$slide}.
picture-coins-text-resigned = {$seat}: fuera de la partida.
picture-coins-text-seat = {$seat}. Capturadas: {$captured}.
picture-coins-text-seat-placing = {$seat}. Por colocar: {$count}. Capturadas: {$captured}.
picture-coins-text-seat-taken = {$seat}. Capturadas: {$captured} ({$taken}).
picture-coins-text-must-remove = {$name} debe retirar una de sus propias monedas.
picture-tactonix-colours = Colores
picture-tactonix-colour = { $whose ->
    [mine] {$letter} {$colour} (tú)
    [spare] {$letter} {$colour} (sobrante)
   *[other] {$letter} {$colour}
}
picture-tactonix-piece-to-place = Pieza por colocar
picture-tactonix-drawn = {$colour} {$size}
picture-tactonix-bag = { $count ->
    [one] Bolsa ({$count} pieza)
   *[other] Bolsa ({$count} piezas)
}
picture-tactonix-ply = { $limit ->
    [0] juego, jugada {$ply}
   *[other] juego, jugada {$ply} de {$limit}
}
picture-tactonix-dealing = Repartiendo los colores secretos
picture-tactonix-drawing = Robando una pieza de la bolsa
picture-tactonix-to-place = coloca la pieza robada {$piece}
picture-tactonix-to-act = juega
picture-tactonix-connected = {$colours} conectado
picture-tactonix-move-limit = se alcanzó el límite de jugadas
picture-tactonix-text-letter = {$letter} {$colour}
picture-tactonix-text-key = Letra = color ({$letters}); cifra = tamaño (1 pequeña, 2 mediana, 3 grande).
picture-tactonix-text-seat = { $resigned ->
    [yes] {$seat} (fuera de la partida).
   *[no] {$seat}.
}
picture-tactonix-text-seat-colour = { $resigned ->
    [yes] {$seat}, color {$colour} ({$letter}) (fuera de la partida).
   *[no] {$seat}, color {$colour} ({$letter}).
}
picture-tactonix-text-drawn = Robada, por colocar: {$piece}.
picture-tactonix-text-bag = { $count ->
    [one] Bolsa, {$count} pieza: {$pieces}.
   *[other] Bolsa, {$count} piezas: {$pieces}.
}
picture-tactonix-text-spare = Color sobrante: {$colour} ({$letter}).
picture-tactonix-text-dealt-later = Los colores se reparten en secreto cuando todas las piezas están colocadas.
picture-tactonix-text-secret = { $spare ->
    [yes] Cada jugador tiene un color en secreto; uno es el sobrante.
   *[no] Cada jugador tiene un color en secreto.
}
picture-tictacdoh-line = tres {$size} en línea
picture-tictacdoh-all-placed = las 15 piezas colocadas sin línea
picture-tictacdoh-no-placement = el otro jugador no tenía colocación legal
picture-tictacdoh-phase = {$phase}, {$placed} de 15 colocadas
picture-tictacdoh-to-place = coloca una pieza
picture-tictacdoh-first-piece = primera pieza
picture-tictacdoh-goes-here = va aquí
picture-tictacdoh-text-key = S pequeña, M mediana, L grande, pilas de abajo arriba: un árbol (LM, LMS, MS) cuenta como todos sus tamaños, un nido (SM, SML, ML) como su pieza de arriba. # = fuera de la cuadrícula.
picture-tictacdoh-text-stacks = Las pilas cuentan como: {$stacks}.
picture-icesickle-pips-result = {$top} a {$other} puntos
picture-icesickle-to-sow = siembra una pieza
picture-icesickle-to-jump = salta
picture-icesickle-by-round = Por ronda
picture-icesickle-round = Ronda {$round}
picture-icesickle-pips = Puntos
picture-icesickle-round-over = La ronda { $round } ha terminado: { $scores }
picture-icesickle-jumps-first = {$seat} salta primero
picture-icesickle-text-key = S pequeña (1 punto), M mediana (2 puntos), L grande (3 puntos); las piezas no son de nadie.
picture-icesickle-text-seat = { $pips ->
    [one] {$seat}, {$pips} punto.
   *[other] {$seat}, {$pips} puntos.
}
picture-icesickle-text-seat-rounds = { $pips ->
    [one] {$seat}, {$pips} punto ({$rounds}).
   *[other] {$seat}, {$pips} puntos ({$rounds}).
}
picture-crosstable-rank = N.º
picture-crosstable-player = Jugador
picture-crosstable-points = Ptos.
picture-crosstable-tiebreak-sb = SB
picture-crosstable-tiebreak-sb-alt = Sonneborn-Berger {$value}
picture-crosstable-tiebreak-buchholz = Buchholz
picture-crosstable-tiebreak-buchholz-alt = Buchholz {$value}
picture-crosstable-number = { NUMBER($value, maximumFractionDigits: 2) }
picture-crosstable-alt-title = Tabla cruzada: {$title}.
picture-crosstable-alt-points = { $points ->
    [one] {$points} punto
   *[other] {$points} puntos
}
picture-crosstable-alt-row = Puesto {$rank}: {$name}, {$points}, {$tiebreaks}.
picture-crosstable-alt-row-plain = Puesto {$rank}: {$name}, {$points}.
picture-crosstable-alt-more = { $count ->
    [one] …y {$count} jugador más.
   *[other] …y {$count} jugadores más.
}
picture-review-title = { $title } #{ $game }: posibilidades de ganar
picture-review-moves = jugada




## Service: refusals
## (ids start with refusal-)

refusal-not-an-id = #{ $id } no es un identificador: los identificadores son letras y cifras, como #ab3cd.
refusal-wrong-game = #{ $game } es una partida de { $title }, no de { $other }: usa `{ $command }` para ella.
refusal-no-such-game = No hay ningún juego llamado { $name }.
refusal-no-game = No existe la partida #{ $game }.
refusal-name-the-game = Indica la partida con `{ $option }`.
refusal-no-game-in-progress = No tienes ninguna partida en curso. Empieza una con `{ $start }`.
refusal-no-game-in-progress-of = No tienes ninguna partida de { $title } en curso. Empieza una con `{ $start }`.
refusal-several-games = Tienes varias partidas en curso: { $games }. Indica cuál con `{ $option }`.
refusal-several-games-of = Tienes varias partidas de { $title } en curso: { $games }. Indica cuál con `{ $option }`.
refusal-not-in-game = No juegas en la partida #{ $game }.
refusal-game-over = La partida #{ $game } ha terminado: { $result }
refusal-resolving-chance = El árbitro está resolviendo el azar; inténtalo de nuevo en un momento.
refusal-not-your-turn = No es tu turno en #{ $game }: le toca a { $name }.
refusal-changed-meanwhile = La partida #{ $game } ha cambiado en ese mismo momento; mira el tablero e inténtalo de nuevo.
refusal-illegal = Ilegal: { $problem }
refusal-cannot-resign = No puedes rendirte ahora: { $problem }
refusal-privacy-not-yours = Solo el jugador que lo pidió puede responder.
refusal-plan-clear-or-moves = Indica `{ $moves }` o `{ $clear }`, no ambos.
refusal-plan-players = Los planes son para partidas de dos jugadores: #{ $game } tiene { $count } jugadores.
refusal-plan-your-turn = Es tu turno en #{ $game }: haz tu jugada con `{ $move }`; un plan se prepara mientras esperas a tu rival.
refusal-plan-empty = Tu plan no tiene ninguna jugada: escribe la próxima jugada de tu rival, tu respuesta y así sucesivamente, separadas por comas.
refusal-plan-too-long = Un plan tiene como máximo { $most } jugadas; el tuyo tiene { $count }.
refusal-plan-unanswered = Tu plan termina con `{ $move }`, una jugada de tu rival: añade tu respuesta o quítala.
refusal-plan-illegal = El paso { $step } de tu plan, `{ $move }`, no se puede jugar ahí: { $problem }
refusal-plan-game-ends = El paso { $step } de tu plan, `{ $move }`, termina la partida: quita las jugadas que vienen después.
refusal-plan-chance = Tras el paso { $step } de tu plan, `{ $move }`, interviene el azar (una tirada, un robo o un reparto), que ningún plan puede prever: un plan solo tiene jugadas sin azar entre ellas ni después.
refusal-plan-turns = Tras el paso { $step } de tu plan, `{ $move }`, el turno no pasa al otro jugador: un plan alterna las jugadas de tu rival y tus respuestas.
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
refusal-rematch-tournament = La partida #{ $game } era de un torneo: el torneo empareja a sus jugadores, así que no hay revancha.
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
refusal-record-open = Una partida desde un registro la juegan los jugadores que nombra: indícalos (`{ $challenge }`).
refusal-players-count = players va de { $low } a { $high } en { $title }, no { $typed }.
refusal-players-named = Con los jugadores que has nombrado la partida tiene { $named } jugadores, no { $typed }: quita players, o no nombres a nadie para abrir el reto a todos.
refusal-open-twice = Ya tienes un reto abierto de { $title } esperando: #{ $game }.
refusal-challenge-twice = Ya has retado a los mismos jugadores a { $title }: #{ $game } sigue esperando.
refusal-challenge-expired = El reto #{ $game } ha caducado.
refusal-join-own = #{ $game } es tu propio reto: se unen los demás.
refusal-joined-already = Ya te has unido a #{ $game }; esperando a más jugadores.
refusal-challenge-full = El reto #{ $game } está completo.
refusal-start-not-yours = Solo { $name } puede empezar #{ $game }.
refusal-start-too-few = #{ $game } necesita { $minimum } jugadores para empezar, y tiene { $count }.
refusal-expiry-choice = challenge es uno de { $choices }, no { $typed }.
refusal-vacation-days = Unas vacaciones duran de 1 a { $most } días (0 termina las tuyas ya), no { $typed }.
refusal-not-on-vacation = No estás de vacaciones.
refusal-vacation-too-long = Como mucho { $most } días de vacaciones cada { $window } días: has tenido { $used } en los últimos { $window } días, así que ahora te quedan { $room } como mucho.
refusal-notify-choice = { $typed } no es una opción válida para los recordatorios: { $choices }.
refusal-digest-choice = { $typed } no es una opción válida para el resumen: { $choices }.
refusal-digest-hour = { $typed } no es una hora: el resumen llega a una hora en punto, de 0 a 23.
refusal-digest-zone = { $typed } no es una zona horaria: indica su nombre IANA, como { $example } (por defecto, UTC).
refusal-puzzle-secret = { $title } no tiene problemas: sus jugadores guardan secretos, así que ninguna jugada puede mostrarse como la mejor con certeza.
refusal-puzzle-unknown = No hay ningún problema de { $title } con el número { $number }.
refusal-puzzle-gone = Ese problema ya no está aquí.
refusal-puzzle-none = No tienes ningún problema de { $title } esperando tu respuesta: `{ $command }` te da uno.
refusal-puzzle-daily-manager = Solo los miembros con el permiso «Gestionar servidor» pueden configurar el problema del día.
refusal-puzzle-daily-channel = Indica en qué canal se publica el problema del día.
refusal-settings-manager = Solo los miembros con el permiso «Gestionar servidor» pueden cambiar los ajustes del servidor.
refusal-reminders-choice = reminders es on u off, no { $typed }.
refusal-language-choice = { $typed } no es un idioma disponible aquí: elige uno de { $choices }.
refusal-season-manager = Solo los miembros con el permiso «Gestionar servidor» pueden empezar una temporada.
refusal-season-name = El nombre de una temporada tiene de 1 a { $most } caracteres: { $typed } no vale.
refusal-season-taken = Ya hay aquí una temporada llamada **{ $season }**: elige otro nombre.
refusal-season-empty = Aún no ha terminado ninguna partida en la temporada **{ $season }**: una nueva temporada podrá empezar cuando termine una.
refusal-season-unknown = Aquí no hay ninguna temporada { $typed }; las temporadas son { $seasons }.
refusal-season-none = Aquí no hay ninguna temporada { $typed }: todavía no se ha empezado ninguna (`{ $command }` empieza una).
refusal-season-global = La clasificación de todos los servidores no tiene temporadas: una temporada es de un servidor.
refusal-season-choice = season es { $choices }, no { $typed }.
refusal-admin-manager = Solo los miembros con el permiso «Gestionar servidor» pueden usar las herramientas de los gestores (`/admin`).
refusal-admin-action = { $typed } no es algo que haga `/admin channels`: da una de { $choices }.
refusal-admin-channel-missing = Di qué canal: `{ $command }`.
refusal-admin-channels-many = Un servidor puede tener como mucho { $most } canales para partidas.
refusal-admin-channel-unlisted = { $channel } no está en la lista de canales para partidas.
refusal-admin-reason = Da un motivo de 1 a { $most } caracteres: los jugadores lo leerán.
refusal-admin-over = La partida #{ $game } ya ha terminado.
refusal-admin-blocked-already = { $name } ya está bloqueado.
refusal-admin-not-blocked = { $name } no está bloqueado.
refusal-admin-channel = En este canal no se empiezan partidas: los gestores de este servidor las reservan para { $channels }.
refusal-admin-blocked = No puedes empezar partidas ni unirte a ellas en este servidor: sus gestores te han bloqueado.
refusal-admin-blocked-other = { $name } no puede jugar en este servidor: sus gestores lo han bloqueado.
refusal-tournaments-choice = tournaments es { $choices }, no { $typed }.
refusal-button-unknown = Ese botón ya no es válido.
refusal-learn-unknown = No hay ninguna lección de { $game }.
refusal-learn-step = Una lección tiene los pasos del 1 al { $steps }.
refusal-learn-no-place = La partida contra el ordenador empieza donde estás: usa el botón en un canal de un servidor.
refusal-learn-no-task = Este paso no pide ninguna jugada: usa Siguiente.
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
refusal-record-several = Ese archivo contiene { $games } partidas (la segunda empieza en la línea { $line }): una partida parte de un solo registro, así que deja solo aquel desde el que quieres jugar.
refusal-replay-speed = speed debe ser uno de { $speeds }, no { $typed }.
refusal-replay-plies = No hay ninguna jugada en #{ $game } entre la media jugada { $first } y la { $last }: su registro numera las medias jugadas del 1 al { $plies }.
refusal-hint-rated = Las pistas son para partidas amistosas: #{ $game } puntúa, así que el ordenador se guarda sus ideas.
refusal-hint-tournament = Las pistas son para partidas amistosas: #{ $game } es una partida de torneo.
refusal-review-not-over = #{ $game } aún se está jugando: el ordenador analiza una partida cuando termina (`{ $command }` sugiere una jugada en una partida amistosa).
refusal-review-not-yours = #{ $game } no se jugó en público: solo sus jugadores pueden pedir su análisis.
refusal-review-no-moves = #{ $game } terminó antes de que nadie moviera: no hay nada que analizar.
refusal-seek-games-missing = Indica los juegos a los que jugarías: `{ $example }`.
refusal-seek-games = { $typed } no es un juego: indica uno o varios de { $choices }, separados por comas.
refusal-seek-clock = { $typed } no es un reloj ni un intervalo de relojes: elige entre { $choices }, o un intervalo como `{ $example }`.
refusal-seek-players = Con { $players } jugadores no se puede jugar a { $games }.
refusal-seek-unknown = No hay ninguna búsqueda { $seek } esperando en la cola de búsqueda de este servidor: `{ $pool }` las muestra.
refusal-seek-not-yours = La búsqueda { $seek } es de otra persona: solo esa persona puede sacarla de la cola.
refusal-seek-none = No tienes ninguna búsqueda esperando en la cola de este servidor: `{ $seek }` te pone en ella.
refusal-tournament-format = El formato de un torneo es { $choices }, no { $typed }.
refusal-tournament-rounds = rounds es un número entero de 1 a 30, y solo lo admite un torneo por sistema suizo; no { $typed }.
refusal-tournament-signup = signup es cuánto tiempo siguen abiertas las inscripciones, como `{ $example }` (minutos m, horas h, días d), no { $typed }.
refusal-tournament-players = players es el mínimo y el máximo de jugadores, como `{ $example }` (al menos { $least }), no { $typed }.
refusal-tournament-joined = Ya estás en el torneo #{ $tournament }.
refusal-tournament-full = El torneo #{ $tournament } está completo: { $most } jugadores.
refusal-tournament-not-in = No juegas el torneo #{ $tournament }.
refusal-tournament-started = El torneo #{ $tournament } ya ha empezado (o terminado): las inscripciones están cerradas.
refusal-tournament-not-organiser = Solo { $name }, que organiza el torneo #{ $tournament }, puede empezarlo.
refusal-tournament-not-running = El torneo #{ $tournament } no está en curso.
refusal-tournament-unknown = No hay ningún torneo { $tournament }.
refusal-tournament-none = Aquí no hay ningún torneo para eso: `/tournament create` crea uno.
refusal-tournament-option-word = Una opción del juego se escribe nombre=valor, por ejemplo `{ $example }`, no { $typed }.
refusal-tournament-managers = En este servidor solo sus gestores (Gestionar servidor) pueden crear un torneo.
refusal-tournament-vacation = vacation es on u off, no { $typed }.

# A record's problems (a record that cannot be read or does not replay): where it is, then why.
# $line, $number and $seat are places (text, no digit grouping); $move and $outcomes are notation, as written.
record-at-line = línea { $line }: { $reason }
record-at-move = línea { $line }, jugada { $number }. { $move }: { $reason }
record-at-move-unnumbered = línea { $line }, jugada { $move }: { $reason }
record-empty = el registro está vacío
record-several = aquí empieza una segunda partida ({ $games } en el archivo): una partida parte de un solo registro
record-games = el archivo contiene más de { $most } partidas
record-unprintable = el carácter U+{ $code } no tiene cabida en un registro: no es texto imprimible
record-too-large = el registro ocupa más de { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }, mucho más que el registro de cualquier partida
record-header-unclosed = la cabecera empieza con `---` pero nunca termina con `...` (ni con una línea en blanco)
record-header-long = la cabecera ocupa más de { $size } { $unit ->
        [MB] MB
       *[KB] KB
    }: la cabecera de un registro nombra el juego, los jugadores y las opciones
record-not-yaml = la cabecera no es YAML: { $problem }
record-header-value = el valor { $value } de la cabecera no se puede leer: { $problem }
record-number-digits = un número tiene más de { $digits } cifras
record-anchors = las anclas (`&`) y los alias (`*`) no tienen cabida en la cabecera de un registro
record-nesting = la cabecera anida más de { $depth } niveles
record-value-long = un valor tiene más de { $most } caracteres
record-no-header = no hay cabecera: un registro empieza con `---`, una cabecera YAML que nombra el GameType y los Players, y `...`
record-header-fields = la cabecera debe estar formada por campos YAML (`GameType:`, `Players:`, …)
record-unknown-game = GameType { $title } no es un juego que yo conozca ({ $games })
record-parser = MovetextParser { $parser } no es la notación de { $title }: solo leo la notación propia de cada juego
record-players = Players debe enumerar los nombres de los jugadores, por puesto
record-options = Options debe estar formado por campos con un valor simple cada uno (`slide: free`)
record-move-number-digits = un número de jugada tiene más de { $digits } cifras
record-comment-unclosed = un comentario abierto con `{"{"}` nunca se cierra con `{"}"}`
record-comment-long = un comentario tiene más de { $most } caracteres
record-move-long = ninguna jugada tiene más de { $most } caracteres
record-entries = el registro contiene más de { $most } entradas, muchas más que cualquier partida
record-hidden-steps = los resultados ocultos (`?`) hacen este registro demasiado largo para reproducirlo (más de { $most } entradas probadas): escríbelos
record-game-over = la partida ya ha terminado
record-outcome = { $problem } (posibles aquí: { $outcomes })
record-hidden-not-secret = `?` solo sustituye a un resultado secreto (un reparto): escribe este (posibles aquí: { $outcomes })
record-hidden-ways = los `?` de este registro dejan más de { $most } formas de reproducirlo: escribe los resultados ocultos
record-hidden-none = ningún resultado posible aquí puede sustituir a `?`
record-forced = solo un `pass` puede ser forzado
record-no-seat = no hay puesto { $seat } en esta partida
record-no-takeback = no hay jugada { $ply } que deshacer
record-unstorable = { $what ->
        [nul] un carácter NUL
       *[byte] un byte que no se puede decodificar
    } (U+{ $code })
record-unstorable-line = { $what ->
        [nul] un carácter NUL
       *[byte] un byte que no se puede decodificar
    } (U+{ $code }) en la línea { $line }




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
service-clock-overdue = ⏰ El tiempo de { $name } se agotó { $when } ({ $clock } por turno).
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
service-round-over = La ronda { $round } ha terminado: { $scores }. La ronda { $next } empieza con el tablero vacío.
service-done-played = Has jugado `{ $move }` en #{ $game }
service-done-played-same-turn = Has jugado `{ $move }` en #{ $game }: el tablero de la partida muestra lo que ha pasado después
service-plan-kept = **Tu plan para #{ $game }** está guardado (solo tú lo ves; se juega en cuanto { $name } haga la jugada esperada, y se descarta en cuanto la partida se aparte de él; `{ $clear }` lo descarta ya):
service-plan-shown = **Tu plan para #{ $game }** (solo tú lo ves; `{ $clear }` lo descarta):
service-plan-step = { $number }. si { $name } juega `{ $expected }`, respondes `{ $answer }`
service-plan-none = No tienes ningún plan en #{ $game } (un plan se descarta en cuanto la partida se aparta de él).
service-plan-cleared = Tu plan para #{ $game } se ha descartado.
service-plan-answered = Se ha jugado la respuesta prevista de { $name }, `{ $move }`: { $words }.
service-ask-resign = ¿Rendirte en { $title } #{ $game }? No se puede deshacer.
service-resigned = { $name } se ha rendido.
service-you-resigned = Te has rendido.
service-resign-cancelled = Cancelado: sigues en la partida.
service-former-player = un antiguo jugador
service-computer-player = { $number ->
    [0] Ordenador ({ $level })
   *[other] Ordenador { $number } ({ $level })
}
service-button-forget = Olvídame
service-button-keep = Cancelar
service-privacy-export = Todo lo que el árbitro guarda sobre ti: { $rows ->
        [one] una fila
       *[other] { $rows } filas
    }, { $games ->
        [one] una partida
       *[other] { $games } partidas
    } con sus jugadas. Solo tú ves este archivo.
service-privacy-export-alt = Tus datos, en JSON: { $rows ->
        [one] una fila
       *[other] { $rows } filas
    }, { $games ->
        [one] una partida
       *[other] { $games } partidas
    }
service-privacy-forget-ask = ¿Olvidarte? { $games ->
        [0] No tienes ninguna partida en curso.
        [one] Primero se abandona tu partida en curso.
       *[other] Primero se abandonan tus { $games } partidas en curso.
    } Tu nombre pasa a ser «un antiguo jugador» en cada partida que jugaste, registro y página web; se borran tus puntuaciones, ajustes, vacaciones, búsquedas, planes y avisos. Las partidas y sus resultados se quedan, para los demás jugadores. No se puede deshacer.
service-privacy-forgotten = Te hemos olvidado{ $games ->
        [0] .
        [one] : una partida abandonada.
       *[other] : { $games } partidas abandonadas.
    } Tus partidas ahora dicen «un antiguo jugador».
service-privacy-kept = Cancelado: no se ha olvidado nada.
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
service-button-join = Unirse
service-button-start = Empezar
service-button-withdraw = Retirar
service-open-challenge = { $challenger } busca { $wanted ->
        [one] un rival
       *[other] { $wanted } rivales
    } para **{ $title }**{ $options }{ $clock }. #{ $game }
service-open-joined = Jugadores: { $names } · { $left ->
        [0] no queda ninguna plaza
        [one] queda una plaza
       *[other] quedan { $left } plazas
    }.
service-open-answer = Cualquiera aquí puede pulsar **{ $join }**: juega el primero que se una. { $challenger } puede retirar el reto con **{ $withdraw }**.
service-open-answer-early = Cualquiera aquí puede pulsar **{ $join }**. La partida empieza cuando se ocupen todas las plazas, o cuando { $challenger } pulse **{ $start }** con al menos { $minimum } jugadores dentro. { $challenger } puede retirar el reto con **{ $withdraw }**.
service-challenge-expires = ⌛ Caduca { $when }.
service-challenge-expired = ⌛ El reto de **{ $title }** #{ $game } de { $name } ha caducado { $open ->
        [yes] antes de que se unieran suficientes jugadores
       *[no] sin respuesta
    }.
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
service-took-back-replies = ↩️ { $name } ha deshecho `{ $move }` { $count ->
        [one] y la jugada hecha desde entonces
       *[other] y las { $count } jugadas hechas desde entonces
    }.
service-draw-accepted = 🤝 Oferta de tablas de { $asker }: { $count ->
        [one] { $names } acepta
       *[other] { $names } aceptan
    }. Tablas acordadas.
service-offer-computers-yes = { $count ->
        [one] { $names } dice que sí.
       *[other] { $names } dicen que sí.
    }
service-aborted = { $name } ha anulado la partida.
service-done-aborted = #{ $game } anulada
service-done-rematch = Revancha pedida
service-done-rematch-started = Revancha empezada: #{ $game }
service-timeout-first-move = ⏰ { $name } no hizo su primera jugada a tiempo: la partida queda anulada.
service-timeout-lost = ⏰ A { $name } se le ha acabado el tiempo y pierde por tiempo.
service-timeout-out = ⏰ A { $name } se le ha acabado el tiempo y queda fuera de la partida; los demás siguen jugando.
service-reminder = ⏰ { $who }, te toca en **{ $title }** #{ $game } (tiempo restante: { $left }; plazo: { $when }).
service-reminder-dm = ⏰ Te toca en **{ $title }** #{ $game } (tiempo restante: { $left }; plazo: { $when }).
service-reminder-dm-in = ⏰ Te toca en **{ $title }** #{ $game } en { $channel } (tiempo restante: { $left }; plazo: { $when }).
service-vacation-on = 🏖️ Estás de vacaciones hasta el { $until } ({ $when }): tus relojes están detenidos ({ $count ->
        [one] { $count } partida espera
       *[other] { $count } partidas esperan
    } tu jugada ahora), y los turnos nuevos también te esperarán. `{ $end }` las termina antes.
service-vacation-over = ¡Hola de nuevo! Tus vacaciones han terminado y tus relojes vuelven a correr ({ $count ->
        [one] { $count } partida espera
       *[other] { $count } partidas esperan
    } tu jugada).
service-vacation-back = 🏖️ { $name } ha vuelto de vacaciones: el reloj de **{ $title }** #{ $game } vuelve a correr; el plazo de { $name } para jugar vence { $when }.
service-vacation-back-overdue = 🏖️ { $name } ha vuelto de vacaciones: el reloj de **{ $title }** #{ $game } volvió a correr, y el tiempo de { $name } se agotó { $when }.
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
service-settings-challenge = Los retos caducan tras **{ $expiry }** sin respuesta.
service-settings-season = En una temporada nueva, las puntuaciones { $mode ->
        [reset] vuelven a empezar en 1500
       *[other] se conservan, con su incertidumbre ampliada
    }.
service-settings-tournaments = { $who ->
        [managers] Solo los gestores (Gestionar servidor) pueden crear torneos.
       *[other] Cualquier miembro puede crear torneos.
    }
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
service-replay-part = La repetición de **{ $title }** #{ $game }, medias jugadas { $first } a { $last }: { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, { $frames ->
        [one] { $frames } fotograma
       *[other] { $frames } fotogramas
    }.
service-replay-sampled = { $moves } jugadas son demasiadas para mostrarlas una a una: esta repetición muestra una jugada de cada { $step } ({ $frames } fotogramas); `{ $part }` muestra un tramo de la partida jugada a jugada.
service-hint = **Pista** para { $title } #{ $game }: el ordenador jugaría `{ $move }` ({ $words }).
service-hint-alt = { $title } #{ $game }: el tablero tras la jugada que sugiere el ordenador, { $move } ({ $words }), marcada.
service-hint-used = { $name } ha pedido una pista al ordenador en { $title } #{ $game }.
service-review-started = El ordenador está analizando **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }): te avisaremos donde se jugó la partida cuando el análisis esté listo.
service-review-ready = El análisis del ordenador de **{ $title }** #{ $game } ({ $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }) está listo. { $result }
service-review-swing = Jugada { $number } (`{ $move }`), { $name }: −{ $drop } % de una victoria. Era mejor `{ $best }`, y luego { $line }.
service-review-no-swings = Ningún punto de inflexión: ninguna jugada le costó a su jugador un 5 % de una victoria o más.
service-review-best-moves = { $name }: { $best } de { $choices ->
        [one] { $choices } jugada
       *[other] { $choices } jugadas
    } entre las mejores del ordenador ({ $percent } %).
service-review-alt = Gráfico de las posibilidades de ganar de cada jugador en { $title } #{ $game }, jugada a jugada: { $names }. { $count ->
        [0] Ningún punto de inflexión.
        [one] Punto de inflexión: { $points }.
       *[other] Puntos de inflexión: { $points }.
    }
service-review-alt-point = jugada { $number } ({ $move }) de { $name }
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
    }. Empieza una con `{ $start }`; aquí cuenta cada partida terminada entre personas.
service-standings-season = **Clasificación** de la temporada **{ $season }**
service-standings-season-page = **Clasificación de { $title }** de la temporada **{ $season }** — página { $page } de { $pages }
service-standings-season-empty = La temporada **{ $season }** no tiene clasificación que mostrar.
service-season-started = Ha empezado la temporada **{ $season }**: { $mode ->
        [reset] todas las puntuaciones vuelven a empezar en 1500
       *[other] todas las puntuaciones se conservan, con la incertidumbre ampliada a medio camino de la de un recién llegado
    }, y las victorias, derrotas y tablas vuelven a 0.
service-season-archived = La clasificación de **{ $season }** ({ $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }) se conserva: `{ $command }` la muestra.
service-seasons = **Temporadas** { $front ->
        [table] de esta mesa
       *[other] de este servidor
    }
service-season-before = **{ $season }** — la clasificación de antes de la primera temporada, hasta el { $ended } · { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }
service-season-line = **{ $season }** — del { $started } al { $ended } · { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }
service-season-current = **{ $season }** — desde el { $started }, la temporada en curso · { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }
service-seasons-more = `{ $command }` muestra la clasificación de una temporada.
service-seasons-none = Aquí aún no se ha empezado ninguna temporada: `{ $command }` empieza una (solo gestores).
service-admin-channels = Las partidas solo pueden empezar en { $channels }.
service-admin-channels-all = Las partidas pueden empezar en cualquier canal de este servidor.
service-admin-channels-how = `{ $add }` añade un canal, `{ $remove }` quita uno, `{ $every }` vuelve a permitir todos los canales.
service-admin-ended = { $players }: un gestor del servidor ha terminado esta partida sin resultado. Motivo: { $reason }
service-admin-done-ended = #{ $game } terminada
service-admin-blocked = { $name } ya no puede empezar partidas ni unirse a ellas en este servidor; sus partidas en curso siguen.
service-admin-unblocked = { $name } puede volver a empezar partidas y unirse a ellas en este servidor.
service-admin-log = Las últimas acciones de los gestores, las más recientes primero:
service-admin-log-none = Los gestores aún no han hecho nada aquí.
service-admin-log-channels = { $when } — { $manager } fijó los canales para partidas: { $channels }
service-admin-every-channel = todos los canales
service-admin-log-end = { $when } — { $manager } terminó #{ $game }: { $reason }
service-admin-log-block = { $when } — { $manager } bloqueó a { $name }
service-admin-log-unblock = { $when } — { $manager } desbloqueó a { $name }
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
service-next = **Te toca en { $count ->
        [one] una partida
       *[other] { $count } partidas
    }**, primero la que más lleva esperando:
service-next-none = No te toca en ninguna partida.
service-next-line = #{ $game } { $title } contra { $others }{ $room } — { $deadline }
service-next-deadline = vence { $time }
service-next-no-clock = sin reloj
service-next-at = Partida { $number } de { $count } en las que te toca — { $deadline }
service-next-button = Siguiente partida
service-digest = 📬 **Tu resumen diario**: es tu turno en { $count ->
        [one] una partida
       *[other] { $count } partidas
    }, primero la que más tiempo lleva esperando:
service-digest-daily = Tu resumen diario llega a las { $hour } ({ $tz }) cada día en que te espera una partida; el próximo, { $when }.
service-digest-off = No recibes resumen diario: `{ $command }` te envía uno al día con las partidas que te esperan.
service-digest-saved-daily = Hecho: tu resumen diario llega a las { $hour } ({ $tz }), el primero { $when }; un día sin partidas que te esperen, no llega ninguno.
service-digest-saved-off = Hecho: ya no recibes resumen diario.
service-puzzle = 🧩 **Problema de { $title } n.º { $number }**: mueve { $player }. Encuentra la jugada que gana o salva la partida.
service-puzzle-rating = { $attempts ->
        [0] Nadie lo ha respondido todavía.
       *[other] Resuelto por { $solves } de { $attempts } jugadores ({ $percent } %).
    }
service-puzzle-how = Elige tu jugada en el menú o escribe `{ $command }`.
service-puzzle-alt = Problema de { $title } n.º { $number }, mueve { $player }. { $position }
service-puzzle-preparing = Todavía no hay ningún problema de { $title } listo para ti: el ordenador está preparando algunos con las partidas jugadas aquí. Vuelve a intentarlo dentro de un minuto.
service-puzzle-right = ✓ Correcto: **{ $move }** es la jugada. Le da a { $player } un { $best } % en la búsqueda profunda del ordenador.
service-puzzle-wrong = ✗ No es la jugada: **{ $move }** le da a { $player } un { $yours } % en la búsqueda profunda del ordenador; **{ $answer }** le da un { $best } %.
service-puzzle-ends = **{ $move }** termina la partida en el acto; la mejor jugada alternativa, { $other }, da un { $percent } %.
service-puzzle-line = La continuación del ordenador después: { $line }. La mejor jugada alternativa, { $other }, da un { $percent } %.
service-puzzle-chance = Lo que sigue lo decide el dado. La mejor jugada alternativa, { $other }, da un { $percent } %.
service-puzzle-counted-before = Ya habías respondido a este problema: solo tu primera respuesta cuenta para su valoración.
service-puzzle-daily = 🧩 **Problema del día: { $title } n.º { $number }**: mueve { $player }. Encuentra la jugada que gana o salva la partida.
service-puzzle-daily-how = Pulsa **Resolver** para responder en privado, o escribe `{ $command }`.
service-puzzle-solve = Resolver
service-puzzle-daily-on = Hecho: cada día se publicará un problema en { $channel }, el primero ahora.
service-puzzle-daily-off = Hecho: ya no habrá problema del día aquí.
service-puzzle-daily-none = Aquí no había ningún problema del día que detener.
service-seek-waiting = 🔎 Estás en la cola de búsqueda de este servidor (búsqueda { $seek }): { $titles }, { $clock } por jugada, { $players } jugadores, partida { $rated ->
        [yes] puntuada
       *[no] amistosa
    }{ $replaced ->
        [0] {""}
       *[other] {" "}(sustituye a tu búsqueda anterior)
    }. Cuando haya suficientes jugadores compatibles, la partida empieza y se te avisa; la búsqueda caduca { $expires }. `{ $leave }` te saca de la cola.
service-seek-pool = **La cola de búsqueda de este servidor** ({ $count ->
        [one] una búsqueda
       *[other] { $count } búsquedas
    }):
service-seek-pool-line = Búsqueda { $seek }: { $name } — { $titles } · { $clock } por jugada · { $players } jugadores · partida { $rated ->
        [yes] puntuada
       *[no] amistosa
    } · esperando desde { $since }
service-seek-pool-empty = Nadie busca partida en este servidor. `{ $seek }` te pone en la cola.
service-seek-left = Has salido de la cola de búsqueda de este servidor ({ $count ->
        [one] una búsqueda
       *[other] { $count } búsquedas
    }).
service-seek-paired = 🤝 La cola de búsqueda ha emparejado a { $players }: **{ $title }** #{ $game }, { $clock } por jugada, partida { $rated ->
        [yes] puntuada
       *[no] amistosa
    }. La partida empieza aquí.
service-seek-paired-dm = 🤝 Tu búsqueda ha encontrado partida: **{ $title }** #{ $game } con { $others }{ $where }, { $clock } por jugada, partida { $rated ->
        [yes] puntuada
       *[no] amistosa
    }.
service-seek-where = {" "}en { $channel }
service-seek-expired = ⌛ Tu búsqueda { $seek } ({ $titles }){ $where } no encontró partida en { $days } días y ha salido de la cola. `{ $again }` busca de nuevo.
service-tournament-button-join = Unirse
service-tournament-button-leave = Salir
service-tournament-button-start = Empezar
service-tournament-signup = 🏆 **Torneo #{ $tournament }**: { $title }{ $options }, { $format ->
        [round-robin] liguilla
        [double-round-robin] liguilla a doble vuelta
       *[swiss] sistema suizo
    }, { $clock } por jugada, { $rated ->
        [yes] puntuable
       *[no] amistoso
    }, de { $least } a { $most } jugadores.
service-tournament-signup-joined = { $count ->
        [0] Aún no se ha unido nadie.
        [one] Inscritos (1): { $names }.
       *[other] Inscritos ({ $count }): { $names }.
    }
service-tournament-signup-deadline = Pulsa **{ $join }** para jugar; empieza { $when } (o cuando el organizador pulse **{ $start }**). `{ $standings }` muestra la clasificación.
service-tournament-signup-no-vacation = 🚫 Sin vacaciones: las vacaciones de un jugador no detienen los relojes de las partidas de este torneo.
service-tournament-cancelled = El torneo #{ $tournament } ({ $title }) se ha cancelado: { $count ->
        [one] se unió un jugador
       *[other] se unieron { $count } jugadores
    }, hacían falta { $least }.
service-tournament-round = 🏆 Torneo #{ $tournament } ({ $title }): ronda { $round } de { $rounds }.
service-tournament-table = • #{ $game }: { $players }
service-tournament-bye = • { $name } descansa esta ronda.
service-tournament-thread-title = Torneo de { $title } #{ $tournament }, ronda { $round }, mesa { $table }
service-tournament-crosstable-title = Torneo #{ $tournament } de { $title }, ronda { $round } de { $rounds }
service-tournament-winner = 🏆 El torneo #{ $tournament } ({ $title }) ha terminado: { $count ->
        [one] ¡gana { $names }!
       *[other] ¡ganan { $names }!
    }
service-tournament-early = Termina tras la ronda { $round } de { $rounds }: no se puede emparejar otra ronda sin que dos jugadores vuelvan a enfrentarse o alguien descanse por segunda vez.
service-tournament-standings = Clasificación del torneo #{ $tournament } ({ $title }), ronda { $round } de { $rounds }{ $status ->
        [finished] , final
       *[other] {""}
    }:
service-tournament-standings-line = { $rank }. { $name } — { $points } { $tiebreaks }
service-tournament-withdrawn = { $name }, te has retirado del torneo #{ $tournament }: tu partida en curso queda abandonada y no juegas ninguna ronda más.




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
discord-no-bots = Otros bots no pueden jugar: reta a personas, o a mí (`{ $option }`).
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
discord-room-lost-game = Ya no puedo publicar en el canal de la partida #{ $game } (se ha borrado, o he perdido allí mis permisos). La partida espera, con el reloj detenido. Para seguir, muestra su tablero (`{ $option }`) en un canal donde pueda publicar: la partida se traslada allí.
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
        [crosstable] cuadro
        [data] tus datos
        [puzzle] problema
        [hint] pista
        [review] análisis
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
web-replay-part = Repetir un tramo
web-replay-from = desde la media jugada
web-replay-to = hasta la media jugada
web-replay-speed = velocidad
web-replay-button = Repetir
web-review = El análisis del ordenador
web-review-point = Jugada { $number } ({ $move }), { $name }: era mejor { $best }
web-standings = Clasificación
web-standings-where = ({ $scope ->
        [local] la mesa local
       *[server] este servidor
    })
web-standings-none = Aún no hay partidas terminadas: aquí cuenta cada partida terminada entre personas.
web-standings-best = (los { $shown } mejores de { $total })
web-standings-provisional = (provisional)
web-standings-player = Jugador
web-standings-rating = Puntuación
web-standings-wins = Victorias
web-standings-losses = Derrotas
web-standings-draws = Tablas
web-standings-games = Partidas
web-tournament-title = Torneo de { $title } n.º { $tournament }
web-tournament-status = { $status ->
        [signup] Inscripción abierta.
        [finished] Terminado tras { $rounds } rondas.
        [cancelled] Cancelado: se apuntaron muy pocos jugadores.
       *[other] Se está jugando la ronda { $round } de { $rounds }.
    }
web-tournament-format = { $format ->
        [round-robin] liguilla
        [double-round-robin] liguilla a doble vuelta
       *[swiss] sistema suizo
    }
web-tournament-winner = { $count ->
        [one] Ganador: { $names }
       *[other] Ganadores: { $names }
    }
web-tournament-points = Puntos
web-tournament-withdrawn = (retirado)
web-tournament-crosstable = Tabla cruzada
web-tournament-round = Ronda { $round } de { $rounds }
web-tournament-bye = { $name }: descansa
web-tournament-playing = (en juego)
web-tournament-live = Esta página se recarga sola cuando cambia una partida del torneo.
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
    .help = retar a jugadores, que pulsan Aceptar (solo contra el ordenador, la partida empieza enseguida); sin nombrar a nadie, el reto queda abierto a cualquiera, que pulsa Unirse; un reloj da a cada jugador un tiempo por turno (por defecto: el de los ajustes); un registro empieza la partida, sin puntuar, desde su última posición; los jugadores ordenador la dejan sin puntuar
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
command-hint = pista
    .description = La jugada que sugiere el ordenador en una partida amistosa de { $game } (solo tú la ves)
    .help = la jugada que sugiere el ordenador (solo partidas amistosas; se avisa a los demás)
command-review = análisis
    .description = El análisis del ordenador de una partida terminada de { $game }
    .help = el análisis de una partida terminada: gráfico de posibilidades, puntos de inflexión, mejores jugadas
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
command-plan = planear
    .description = Prepara tus respuestas a las jugadas que esperas de tu rival (solo tú lo ves)
    .help = planear respuestas a jugadas esperadas (privado)
command-rules = reglas
    .description = Las reglas de { $game }, en breve
    .help = las reglas, en breve
command-learn = aprender
    .description = Una lección interactiva de { $game }, paso a paso (solo tú la ves)
    .help = aprender el juego paso a paso, haciendo tú las jugadas (privado)
command-games = partidas
    .description = Partidas en curso en este servidor, y a quién le toca
    .help = partidas en curso aquí, y a quién le toca
command-standings = clasificación
    .description = Clasificaciones: puntuaciones, victorias, derrotas y tablas
    .help = clasificaciones: puntuaciones, victorias, derrotas y tablas
command-season = temporada
    .description = Las temporadas de este servidor: empezar una (gestores) o verlas
command-season-start = empezar
    .description = Archivar la clasificación de este servidor y empezar una temporada nueva (solo Gestionar servidor)
    .help = archivar la clasificación y empezar una temporada nueva con su nombre (gestores; los ajustes dicen si las puntuaciones se conservan)
command-season-list = lista
    .description = Las temporadas de este servidor: cuándo empezó cada una, cuántos jugaron
    .help = las temporadas de la clasificación: cuándo empezó cada una, cuántos jugaron
command-puzzles = problema
    .description = Problemas: uno al día en un canal (gestores)
command-puzzle-daily = diario
    .description = Publicar un problema cada día en un canal (solo «Gestionar servidor»)
    .help = publicar un problema cada día en un canal, o detenerlo con off (gestores)
command-puzzle-channel = canal
    .description = dónde (por defecto: este canal)
command-puzzle-off = parar
    .description = true: detener el problema del día
command-history = historial
    .description = Las últimas partidas de un jugador, con resultados y enlaces
    .help = las últimas partidas de un jugador (por defecto: las tuyas), con resultados
command-next = metoca
    .description = Las partidas en las que te toca, en todos los servidores
    .help = dónde te toca, en todos los servidores
command-seek = buscar
    .description = Esperar rival en la cola de este servidor; sin opciones, la cola
    .help = esperar en la cola de este servidor a jugadores compatibles (sin opciones: la cola)
command-unseek = dejar-cola
    .description = Salir de la cola de búsqueda de este servidor
    .help = salir de la cola de búsqueda (todas tus búsquedas, o una)
command-settings = ajustes
    .description = El reloj por defecto y los recordatorios de este servidor
    .help = los valores por defecto de las partidas nuevas, reloj y recordatorios (se muestran sin opciones; los gestores los cambian)
command-notify = avisos
    .description = Tus recordatorios (hilo, mensaje directo o ninguno) y un resumen diario
    .help = adónde van tus recordatorios (a la partida, por mensaje directo o a ninguna parte) y tu resumen diario
command-vacation = vacaciones
    .description = Detener tus relojes durante unos días
    .help = detener tus relojes durante esos días (0 termina tus vacaciones)
command-privacy = privacidad
    .description = Tus datos: una copia, u olvidarlos
command-privacy-export = exportar
    .description = Un archivo JSON privado con todo lo que se guarda sobre ti
    .help = un archivo JSON privado con todo lo que el árbitro guarda sobre ti (partidas, jugadas, puntuaciones, ajustes…)
command-privacy-forget = olvidar
    .description = Olvidarte: tu nombre sale de cada partida (pregunta antes)
    .help = tras una confirmación: abandonar tus partidas, «un antiguo jugador» en lugar de tu nombre, borrar tus puntuaciones y ajustes
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
command-level-expert = experto
command-record-file = registro
    .description = un registro de partida (.ppn, de /registro): empezar, sin puntuar, desde su última posición
command-players = jugadores
    .description = cuántos juegan, tú incluido (sin rivales nombrados: las plazas abiertas a todos)
command-replay-from = desde
    .description = la primera media jugada que se muestra (los números del registro; por defecto: el inicio)
command-replay-to = hasta
    .description = la última media jugada que se muestra (por defecto: la última)
command-speed = velocidad
    .description = lo rápido que pasan las jugadas (por defecto: normal, un segundo cada una)
command-speed-slow = lenta
command-speed-normal = normal
command-speed-fast = rápida
command-game = partida
    .description = el identificador de la partida, si tienes varias
command-move-notation = jugada
    .description = tu jugada (la lista muestra tus jugadas legales)
command-moves-text = texto
    .description = solo las jugadas cuya notación o descripción contienen este texto
command-text = texto
    .description = true: el tablero como texto, para un lector de pantalla o una conexión lenta (solo tú lo ves)
command-plan-moves = jugadas
    .description = su próxima jugada, tu respuesta, su jugada, tu respuesta, … separadas por comas
command-plan-clear = borrar
    .description = true: descartar tu plan
command-puzzle = problema
    .description = Un problema de { $game } sacado de las partidas jugadas aquí: encuentra la mejor jugada (solo lo ves tú)
    .help = un problema sacado de las partidas jugadas aquí: encontrar la jugada que gana o salva la partida (privado; elige o escribe tu respuesta)
command-puzzle-answer = respuesta
    .description = tu jugada en el último problema que recibiste
command-puzzle-number = problema
    .description = un problema por su número (el del problema del día)
command-standings-game = juego
    .description = un juego (por defecto: los mejores de cada juego)
command-scope = alcance
    .description = este servidor (por defecto) o todos los servidores
command-scope-server = este servidor
command-scope-global = todos los servidores
command-standings-season = temporada
    .description = la clasificación de una temporada pasada, por su nombre (por defecto: la actual)
command-season-name = nombre
    .description = el nombre de la temporada nueva, de 1 a 40 caracteres, no usado antes aquí
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
command-settings-challenge = reto
    .description = cuánto espera un reto antes de caducar (solo con Gestionar servidor)
command-settings-season = temporada
    .description = puntuaciones en una temporada nueva: conservadas, ampliadas (por defecto) o reiniciadas (gestores)
command-settings-tournaments = torneos
    .description = quién puede crear torneos: cualquier miembro (por defecto) o solo los gestores (gestores)
command-reminders-on = activados
command-reminders-off = desactivados
command-season-carry = conservar
command-season-reset = reiniciar
command-tournaments-anyone = cualquier miembro
command-tournaments-managers = gestores
command-where = dónde
    .description = en el hilo de la partida (por defecto), por mensaje directo o en ningún sitio
command-where-thread = hilo
command-where-dm = mensaje directo
command-where-off = ninguno
command-digest = resumen
    .description = un mensaje directo al día con las partidas que te esperan: diario o no
command-digest-daily = diario
command-digest-off = no
command-at = hora
    .description = la hora de tu resumen diario, de 0 a 23 (por defecto 8)
command-tz = zona
    .description = tu zona horaria para el resumen, un nombre IANA como Europe/Paris (por defecto UTC)
command-days = días
    .description = de 1 a { $most } días (0 termina tus vacaciones ya); como mucho { $most } cada 30
command-seek-games = juegos
    .description = los juegos a los que jugarías, separados por comas: telic,coins
command-seek-clock = reloj
    .description = tiempo por jugada que aceptas: 1h, 1d, 3d, 7d o un intervalo como 1d-3d
command-seek-players = jugadores
    .description = cuántos jugadores tiene la partida (2 por defecto)
command-seek-rated = puntuada
    .description = una partida puntuada (por defecto) o amistosa
command-unseek-seek = búsqueda
    .description = el número de una de tus búsquedas (por defecto: todas)
command-tournament = torneo
    .description = Torneos: una inscripción y después rondas de partidas en hilos
command-tournament-create = crear
    .description = Abre la inscripción de un torneo; empieza al acabar el plazo o al pulsar Empezar
    .help = abre la inscripción de un torneo (liga, doble liga o suizo); empieza al acabar el plazo o cuando pulsas Empezar
command-tournament-start = empezar
    .description = Empieza ya tu torneo, con los jugadores inscritos
    .help = empieza antes del plazo el torneo que organizas, con los jugadores inscritos
command-tournament-standings = clasificación
    .description = La clasificación de un torneo: puntos y desempates (SB, Buchholz)
    .help = la clasificación de un torneo: los puntos y desempates de cada jugador (por defecto: el más reciente de este servidor)
command-tournament-withdraw = retirarse
    .description = Deja un torneo en curso: tu partida actual se abandona
    .help = deja un torneo en curso: tu partida actual se abandona y no juegas más rondas
command-tournament-id = torneo
    .description = el número del torneo (por defecto: el más reciente de este servidor)
command-tournament-game = juego
    .description = el juego que se juega
command-tournament-format = formato
    .description = liga (por defecto), doble liga o suizo
command-tournament-rounds = rondas
    .description = las rondas de un torneo suizo (por defecto: las necesarias para decidir el ganador)
command-tournament-clock = reloj
    .description = tiempo por jugada en cada partida (por defecto: el del servidor)
command-tournament-players = jugadores
    .description = el mínimo y el máximo de jugadores, por ejemplo 4-16
command-tournament-signup = inscripción
    .description = cuánto dura la inscripción: 30m, 1h, 1d (por defecto), 2d…
command-tournament-rated = puntuable
    .description = partidas puntuables (por defecto) o amistosas
command-tournament-table = mesa
    .description = jugadores por mesa, en juegos de más de dos (por defecto: el mínimo)
command-tournament-options = opciones
    .description = las opciones propias del juego como nombre=valor, separadas por espacios
command-tournament-vacation = vacaciones
    .description = si las vacaciones de un jugador detienen sus relojes: activadas (por defecto) o no
command-tournament-vacation-on = activadas
command-tournament-vacation-off = desactivadas
command-admin = admin
    .description = Herramientas de los gestores: dónde empezar partidas, terminar una partida, bloquear a alguien
command-admin-channels = canales
    .description = Los canales donde pueden empezar partidas: ver, añadir, quitar (solo Gestionar servidor)
    .help = los canales donde pueden empezar partidas (por defecto: todos): verlos, añadir o quitar uno, o volver a permitirlos todos (gestores)
command-admin-channel = canal
    .description = un canal que añadir a la lista (o que quitar de ella, con acción)
command-admin-action = acción
    .description = añadir el canal (por defecto), quitarlo, o volver a permitir todos los canales
command-admin-action-add = añadir
command-admin-action-remove = quitar
command-admin-action-all = todos los canales
command-admin-end = terminar
    .description = Terminar sin resultado una partida de este servidor, diciendo por qué (solo Gestionar servidor)
    .help = terminar una partida sin resultado; sus jugadores leen el motivo (gestores)
command-admin-game = partida
    .description = el id de la partida (el #ab3cd de su tablero)
command-admin-reason = motivo
    .description = por qué, dicho a sus jugadores (hasta 200 caracteres)
command-admin-block = bloquear
    .description = Impedir que alguien empiece partidas o se una a ellas aquí (solo Gestionar servidor)
    .help = esa persona ya no puede empezar partidas ni unirse a ellas en este servidor; sus partidas en curso siguen (gestores)
command-admin-unblock = desbloquear
    .description = Dejar que una persona bloqueada vuelva a jugar aquí (solo Gestionar servidor)
    .help = dejar que una persona bloqueada vuelva a empezar partidas y unirse a ellas (gestores)
command-admin-user = usuário
    .description = la persona
command-admin-log = registro
    .description = Las últimas acciones de los gestores en este servidor (solo Gestionar servidor)
    .help = las últimas acciones de los gestores: canales fijados, partidas terminadas, personas bloqueadas (gestores)
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
