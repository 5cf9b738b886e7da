"""Tournament pairings and standings: pure values, no storage, no Discord.

Players are ids (strings). A round is a set of tables, each a tuple of player ids in seat order (seat 0
plays first: white in a two-player game), and the players who sit the round out (byes).

Scoring (`Result.points`, one figure per seat): a two-player game scores 1 / 0.5 / 0. A game of n seats
is scored by place: each seat scores one point for every other seat it finished ahead of and half a point
for every seat it tied with, so the first of n scores n-1, the last 0, and tied seats share (the average
of the places they span); `points_by_place` makes these figures from the places. Two seats are the same
rule (1 / 0.5 / 0). It makes a seat's points the sum of its head-to-head scores against each other seat,
which is what `meetings` reports and what Sonneborn-Berger multiplies.

Byes: in a Swiss tournament a bye scores `bye_points(table_size)`: `BYE_POINTS` (1.0, a won game, as
FIDE's pairing-allocated bye and lichess's Swiss have it) with two seats, and (n-1)/2 with n seats (a
draw with everyone at the table: a full win, n-1, would make the bye the best result of a round). In a
round-robin a bye scores nothing (FIDE's Berger tables): the schedule gives everyone the same number of
byes, so they rank nobody.

Tie-breaks (`standings`): round-robin "SB"; Swiss "Buchholz" then "SB". Buchholz is the sum, over a
player's games, of the final points of every opponent at the table; Sonneborn-Berger the sum, over every
meeting, of the player's head-to-head score against that opponent times the opponent's final points. A
Swiss bye counts as a game against virtual opponents (one per other seat of the table) who end with the
player's own final points and against whom the bye's points were scored - FIDE's "virtual opponent",
simplified so a bye neither lifts nor sinks a player's tie-breaks against their own score.

Two-player Swiss rounds are paired by py4swiss's FIDE Dutch engine (C.04.3, the rules in force until
31 January 2026, computed as bbpPairings does: a maximum-weight matching per score bracket, so a field of
hundreds is paired in seconds, never given up): no two players meet twice, nobody gets a second bye,
colours alternate and balance. Multiplayer Swiss rounds
and every round-robin schedule are built here.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # py4swiss is imported where a Swiss round is paired: it takes a third of a second (pydantic),
    # which every process of the bot and the table would otherwise pay at start
    from py4swiss.trf import ParsedTrf

Table = tuple[str, ...]
BYE_POINTS = 1.0  # a two-player Swiss bye: a won game


@dataclass(frozen=True)
class Round:
    tables: tuple[Table, ...]
    byes: tuple[str, ...]


@dataclass(frozen=True)
class Result:
    """One finished game: its table (seat order) and the points each seat scored (see the module's
    docstring: 1 / 0.5 / 0 with two seats, by place with more)."""
    table: Table
    points: tuple[float, ...]

    def __post_init__(self) -> None:
        if len(self.points) != len(self.table):
            raise ValueError(f"A result needs one figure per seat: {len(self.table)} seats, "
                             f"{len(self.points)} figures.")


@dataclass(frozen=True)
class Entrant:
    id: str
    rating: float


@dataclass(frozen=True)
class Standing:
    rank: int
    id: str
    points: float
    tiebreaks: tuple[tuple[str, float], ...]


def points_by_place(places: Sequence[int]) -> tuple[float, ...]:
    """The points of each seat from its place (1 = first; tied seats share a place): one for every seat
    behind, half for every seat level."""
    return tuple(sum(1.0 if place < other else 0.5 if place == other else 0.0
                     for index, other in enumerate(places) if index != seat)
                 for seat, place in enumerate(places))


def bye_points(table_size: int) -> float:
    """What a Swiss bye scores at tables of `table_size` seats (see the module's docstring)."""
    return BYE_POINTS if table_size == 2 else (table_size - 1) / 2


def meetings(results: Iterable[Result]) -> dict[tuple[str, str], list[float]]:
    """For each ordered pair of players who met, the first's score against the second in each of their
    games, in the order of `results`: with two seats the first's points; with more seats 1 if the first
    finished ahead of the second, 0.5 level, 0 behind (the seat's points are the sum of these)."""
    met: dict[tuple[str, str], list[float]] = defaultdict(list)
    for result in results:
        pairs = len(result.table) == 2
        for seat, player in enumerate(result.table):
            for other_seat, other in enumerate(result.table):
                if other_seat == seat:
                    continue
                mine, theirs = result.points[seat], result.points[other_seat]
                score = mine if pairs else 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
                met[(player, other)].append(score)
    return dict(met)


def _check_sizes(table_size: int, min_size: int | None) -> int:
    if table_size < 2:
        raise ValueError(f"A table seats at least two players, not {table_size}.")
    smallest = table_size if min_size is None else min_size
    if not 2 <= smallest <= table_size:
        raise ValueError(f"The smallest table must seat between 2 and {table_size} players, not {smallest}.")
    return smallest


def _check_ids(ids: Sequence[str]) -> None:
    repeated = sorted(player for player, count in Counter(ids).items() if count > 1)
    if repeated:
        raise ValueError(f"Each player may enter once; listed more than once: {', '.join(repeated)}.")


def _table_sizes(players: int, table_size: int, min_size: int) -> list[int]:
    """The sizes of a round's tables: as many players seated as tables of min_size..table_size allow, in
    as few tables as possible, their sizes differing by one at most (the rest sit the round out)."""
    for seated in range(players, 1, -1):
        tables = -(-seated // table_size)
        if tables * min_size <= seated:
            small, extra = divmod(seated, tables)
            return [small + 1] * extra + [small] * (tables - extra)
    return []


def _berger(ids: Sequence[str]) -> list[Round]:
    """FIDE's Berger tables (C.05, Annex 1): with n players (n even; an odd field adds a bye as the
    last number), round 1 is 1-n, 2-(n-1), ...; each round adds n/2 (modulo n-1, over 1..n-1) to every
    number but n's, and n changes colour every round (black in odd rounds)."""
    numbered: list[str | None] = [*ids, None] if len(ids) % 2 else list(ids)
    n = len(numbered)
    last = numbered[-1]
    rounds = []
    for index in range(n - 1):
        def at(number: int) -> str | None:
            return numbered[(number - 1 + index * (n // 2)) % (n - 1)]
        pairs = [(at(1), last) if index % 2 == 0 else (last, at(1))]
        pairs += [(at(board), at(n + 1 - board)) for board in range(2, n // 2 + 1)]
        tables = tuple((white, black) for white, black in pairs if white is not None and black is not None)
        byes = tuple(player for pair in pairs if None in pair for player in pair if player is not None)
        rounds.append(Round(tables, byes))
    return rounds


class _Seating:
    """What a multiplayer schedule has to balance: how often each two players met, how many byes each
    had, and how late each sat (seat i of n is i/(n-1) late; 0.5 is the average)."""

    def __init__(self, history: Iterable[Result] = ()) -> None:
        self.met: Counter[tuple[str, str]] = Counter()
        self.byes: Counter[str] = Counter()
        self.lateness: defaultdict[str, float] = defaultdict(float)
        for result in history:
            self.seat(result.table)

    def seat(self, table: Table) -> None:
        for seat, player in enumerate(table):
            self.lateness[player] += seat / (len(table) - 1) - 0.5
            for other in table[seat + 1:]:
                self.met[_pair(player, other)] += 1

    def order(self, members: Sequence[str]) -> Table:
        """The seat order of a table: who sat latest so far sits first (stable: by `members`' order)."""
        return tuple(sorted(members, key=lambda player: -self.lateness[player]))

    def fill(self, ranked: Sequence[str], sizes: Sequence[int]) -> list[Table]:
        """Tables of `sizes` from `ranked`: each opens with the first unseated player and takes, seat by
        seat, the player who met that table's players least (the earlier in `ranked` among equals)."""
        left = list(ranked)
        tables = []
        for size in sizes:
            members = [left.pop(0)]
            while len(members) < size:
                best = min(range(len(left)),
                           key=lambda index: (sum(self.met[_pair(left[index], member)] for member in members), index))
                members.append(left.pop(best))
            table = self.order(members)
            self.seat(table)
            tables.append(table)
        return tables


def _pair(first: str, second: str) -> tuple[str, str]:
    return (first, second) if first < second else (second, first)


def _multiplayer_schedule(ids: Sequence[str], table_size: int, min_size: int) -> list[Round]:
    """Rounds of tables until every two players have met and everyone has sat out as often as everyone
    else (so byes rank nobody), at most 4n rounds. Each round: the players with the fewest byes so far
    (then those with the fewest opponents still to meet, then the later-seeded) sit out; each table opens
    with the player who has the most opponents still to meet and is filled, seat by seat, with those who
    met its players least."""
    sizes = _table_sizes(len(ids), table_size, min_size)
    if not sizes:
        raise ValueError(f"A round-robin at tables of {min_size} to {table_size} needs at least {min_size} "
                         f"players, not {len(ids)}.")
    sitting_out = len(ids) - sum(sizes)
    seating = _Seating()
    seed = {player: index for index, player in enumerate(ids)}

    def unmet(player: str) -> int:
        return sum(1 for other in ids if other != player and not seating.met[_pair(player, other)])

    rounds: list[Round] = []
    while len(rounds) < 4 * len(ids):
        everyone_met = all(unmet(player) == 0 for player in ids)
        if everyone_met and len(set(seating.byes[player] for player in ids)) == 1:
            break
        out = sorted(ids, key=lambda player: (seating.byes[player], unmet(player), -seed[player]))[:sitting_out]
        seating.byes.update(out)
        playing = sorted((player for player in ids if player not in out),
                         key=lambda player: (-unmet(player), seed[player]))
        tables = seating.fill(playing, sizes)
        rounds.append(Round(tuple(tables), tuple(sorted(out, key=seed.__getitem__))))
    return rounds


def round_robin(players: Sequence[str], *, table_size: int = 2, double: bool = False,
                min_size: int | None = None) -> list[Round]:
    """Every round of a round-robin, `players` in seeding order (the first is number 1).

    Two seats: FIDE's Berger tables (n-1 rounds for n players, n for an odd n, each player sitting out
    once; colours alternate as far as the tables allow). Three or more: tables of `min_size` (default
    `table_size`) to `table_size` seats, as many players seated each round as those sizes allow, rounds
    until every two players have met and everyone has sat out equally often (see
    `_multiplayer_schedule`). `double`: a second cycle, the same tables with their seat order reversed.
    """
    smallest = _check_sizes(table_size, min_size)
    _check_ids(players)
    if len(players) < 2:
        raise ValueError(f"A round-robin needs at least two players, not {len(players)}.")
    if table_size == 2:
        rounds = _berger(players)
    else:
        rounds = _multiplayer_schedule(players, table_size, smallest)
    if double:
        rounds += [Round(tuple(table[::-1] for table in played.tables), played.byes) for played in rounds]
    return rounds


class Unpairable(ValueError):
    """No next round exists without a repeat or a second bye (small fields that have met almost everyone):
    the tournament ends there, as lichess's Swiss does."""


def swiss_round(players: Sequence[Entrant], history: Sequence[Result], byes_had: Collection[str], *,
                table_size: int = 2, min_size: int | None = None) -> Round:
    """The next round of a Swiss tournament among `players` (those still in it), given every game played
    so far (`history`, in the order played) and who has had a bye.

    Two seats: py4swiss's FIDE Dutch engine on the tournament as a TRF (`dutch_trf`); starting numbers by
    rating (highest first; among equal ratings, the order of `players`), so pass the ratings the players
    entered with to keep the numbers fixed, and `history` round by round. More
    seats: players ranked by points then rating; those sitting out are the lowest-ranked who have had no
    bye yet; each table opens with the best-ranked unseated player and is filled, seat by seat, with the
    player who met its players least (the best-ranked among equals).
    """
    smallest = _check_sizes(table_size, min_size)
    _check_ids([player.id for player in players])
    if table_size == 2:
        return _dutch(players, history, byes_had)
    points: defaultdict[str, float] = defaultdict(float)
    for result in history:
        for player, scored in zip(result.table, result.points):
            points[player] += scored
    for player in byes_had:
        points[player] += bye_points(table_size)
    ranked = [entrant.id for _, entrant in sorted(enumerate(players),
                                                  key=lambda item: (-points[item[1].id], -item[1].rating, item[0]))]
    sizes = _table_sizes(len(ranked), table_size, smallest)
    if not sizes:
        raise ValueError(f"A Swiss round at tables of {smallest} to {table_size} needs at least {smallest} "
                         f"players, not {len(ranked)}.")
    # the lowest-ranked who have had no bye sit out; when too few are left, those who had one, lowest first
    fresh = [player for player in reversed(ranked) if player not in byes_had]
    out = [*fresh, *(player for player in reversed(ranked) if player in byes_had)][:len(ranked) - sum(sizes)]
    seating = _Seating(history)
    tables = seating.fill([player for player in ranked if player not in out], sizes)
    return Round(tuple(tables), tuple(out))


def dutch_trf(players: Sequence[Entrant], history: Sequence[Result], byes_had: Collection[str], *,
              relax_colours: bool = False) -> tuple[ParsedTrf, dict[int, str]]:
    """py4swiss's input for the next two-player Swiss round - the tournament as a FIDE TRF, one result
    per player and round - and the player id of each starting number (the benchmark times the library's
    own call on it).

    Starting numbers: `players` by rating (highest first; among equal ratings, their order), then the
    players who left (found only in `history`), who are listed so that their games count and are marked
    absent (TRF's XXZ). `history` comes round by round (the tournament lists its tables so): a game
    belongs to the round after the later of its two players' previous games. A round a player has no game
    in is a bye if they had one, else an absence (a zero-point bye, which the pairing does not count as a
    bye).

    `relax_colours`: pair the round as the last of the tournament with everyone a topscorer, whom FIDE's
    absolute colour rule (C.3: two players due the same colour absolutely never meet) spares - said to
    the library through its own data: an acceleration of the same points for everyone (which moves no
    one against anyone) lifting every score over half the maximum."""
    from py4swiss.trf import ParsedTrf
    from py4swiss.trf.codes import PlayerCode
    from py4swiss.trf.results import ColorToken, ResultToken, RoundResult
    from py4swiss.trf.sections import PlayerSection, XSection

    # a two-player game's points as TRF results, and what each result counts (tenths of a point, as
    # py4swiss's default scoring: a pairing-allocated bye is a won game, as BYE_POINTS)
    tokens = {1.0: ResultToken.WIN, 0.5: ResultToken.DRAW, 0.0: ResultToken.LOSS}
    tenths = {ResultToken.WIN: 10, ResultToken.DRAW: 5, ResultToken.LOSS: 0, ResultToken.PAIRING_ALLOCATED_BYE: 10,
              ResultToken.ZERO_POINT_BYE: 0}
    order = sorted(enumerate(players), key=lambda item: (-item[1].rating, item[0]))
    numbers = {entrant.id: number for number, (_, entrant) in enumerate(order, start=1)}
    games: defaultdict[str, dict[int, RoundResult]] = defaultdict(dict)
    last: defaultdict[str, int] = defaultdict(int)
    for result in history:
        if len(result.table) != 2:
            raise ValueError(f"A two-player Swiss has only two-seat games, not one of {len(result.table)} seats.")
        for player in result.table:
            numbers.setdefault(player, len(numbers) + 1)
        white, black = result.table
        played_in = max(last[white], last[black]) + 1
        for player, opponent, colour, scored in ((white, black, ColorToken.WHITE, result.points[0]),
                                                 (black, white, ColorToken.BLACK, result.points[1])):
            if scored not in tokens:
                raise ValueError(f"A two-player game scores 1, 0.5 or 0, not {scored}.")
            games[player][played_in] = RoundResult(id=numbers[opponent], color=colour, result=tokens[scored])
            last[player] = played_in
    # every player needs a result for every round, or py4swiss leaves them unpaired
    rounds = max([*last.values(), *(len(games[entrant.id]) + (entrant.id in byes_had) for entrant in players)],
                 default=0)
    sections = []
    for player, number in numbers.items():
        bye = player in byes_had
        results = []
        for played_in in range(1, rounds + 1):
            entry = games[player].get(played_in)
            if entry is None:  # every bye counts, as in the standings (a withdrawn opponent's is a second)
                entry = RoundResult(id=0, color=ColorToken.BYE_OR_NOT_PAIRED,
                                    result=ResultToken.PAIRING_ALLOCATED_BYE if bye else ResultToken.ZERO_POINT_BYE)
            results.append(entry)
        points = sum(tenths[entry.result] for entry in results)
        sections.append(PlayerSection(code=PlayerCode.PLAYER, starting_number=number, points_times_ten=points,
                                      rank=number, results=results))
    absent = {number for player, number in numbers.items() if number > len(players)}
    # the number of rounds only tells py4swiss which round is the last (the only one with topscorers); the
    # tournament's length is not passed here, so a round is paired as the last only to relax the colours
    lift = 10 * rounds if relax_colours else 0
    x_section = XSection(number_of_rounds=rounds + (1 if relax_colours else 2), zeroed_ids=absent,
                         accelerations={number: [lift] * (rounds + 1) for number in numbers.values()} if lift else {})
    trf = ParsedTrf(player_sections=sections, x_section=x_section)
    return trf, {number: player for player, number in numbers.items()}


def _dutch(players: Sequence[Entrant], history: Sequence[Result], byes_had: Collection[str]) -> Round:
    from py4swiss.engines import DutchEngine
    from py4swiss.engines.common import PairingError

    trf, ids = dutch_trf(players, history, byes_had)
    try:
        paired = DutchEngine.generate_pairings(trf)
    except PairingError:
        # FIDE's absolute colour rule can leave no pairing where fresh opponents remain (small fields that
        # meet almost everyone: a 6-player Swiss of 4 rounds, one time in three): pair again with it
        # relaxed as for the last round's topscorers, so only a repeat or a second bye stops a round
        trf, ids = dutch_trf(players, history, byes_had, relax_colours=True)
        paired = None
    try:
        paired = paired if paired is not None else DutchEngine.generate_pairings(trf)
    except PairingError as error:
        round_number = min((len(section.results) for section in trf.player_sections), default=0) + 1
        raise Unpairable(f"Round {round_number} cannot be paired without two players meeting again "
                         f"or a second bye ({error}).") from error
    # py4swiss numbers the pairing-allocated bye 0 (seated as the black of its player's "game")
    tables = tuple((ids[board.white], ids[board.black]) for board in paired if board.black != 0)
    byes = tuple(ids[board.white] for board in paired if board.black == 0)
    return Round(tables, byes)


def standings(players: Sequence[Entrant], results: Sequence[Result], byes: Sequence[tuple[str, ...]], *,
              swiss: bool) -> list[Standing]:
    """The table of `players`: by points, then the tie-breaks (Swiss: Buchholz then SB; round-robin: SB);
    players level on all of them share a rank (1, 1, 3) and keep the order of `players`. `byes`: who sat
    out, one tuple per round. The table size, for what a Swiss bye scores, is the largest in `results`."""
    _check_ids([player.id for player in players])
    table_size = max((len(result.table) for result in results), default=2)
    bye_value = bye_points(table_size) if swiss else 0.0
    total: defaultdict[str, float] = defaultdict(float)
    for result in results:
        for player, scored in zip(result.table, result.points):
            total[player] += scored
    sat_out = Counter(player for round_byes in byes for player in round_byes)
    for player, count in sat_out.items():
        total[player] += count * bye_value
    buchholz: defaultdict[str, float] = defaultdict(float)
    berger: defaultdict[str, float] = defaultdict(float)
    for (player, other), scores in meetings(results).items():
        buchholz[player] += len(scores) * total[other]
        berger[player] += sum(scores) * total[other]
    if swiss:
        for player, count in sat_out.items():
            buchholz[player] += count * (table_size - 1) * total[player]
            berger[player] += count * bye_value * total[player]

    def breaks(player: str) -> tuple[tuple[str, float], ...]:
        if swiss:
            return (("Buchholz", float(buchholz[player])), ("SB", float(berger[player])))
        return (("SB", float(berger[player])),)

    rows = [(float(total[entrant.id]), breaks(entrant.id), entrant.id) for entrant in players]
    order = sorted(range(len(rows)), key=lambda index: (-rows[index][0], *(-value for _, value in rows[index][1]), index))
    table: list[Standing] = []
    for place, index in enumerate(order):
        points, tiebreaks, player = rows[index]
        previous = table[-1] if table else None
        level = previous is not None and (previous.points, previous.tiebreaks) == (points, tiebreaks)
        table.append(Standing(previous.rank if previous is not None and level else place + 1, player, points, tiebreaks))
    return table
