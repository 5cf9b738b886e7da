"""The pages as HTML, in the reader's language: every word comes from the catalogue (`bot.words`), said by
`Say` (the reader's language, `WebStyle`) and HTML-escaped after it is said; every value from the service
is escaped too (names are chosen by users).

Pages work without JavaScript: stepping through a game is a link per position (and a form with a
slider); `live.js` adds the live update (server-sent events) and stepping without a reload, its words
the page's own (templates said in the page's language). Colours meet WCAG 2.1 AA contrast (4.5:1 for
text) in light and dark schemes; the layout is one column on a phone.
"""
from __future__ import annotations

import functools
import json
from datetime import datetime, timezone
from html import escape

from bot.service.lessons import LessonPage
from bot.service.reviews import WebReview
from bot.service.pages import GamePage, Ply, StandingsPage, TournamentPage, TournamentTable
from bot.service.records import DEFAULT_SPEED, SPEEDS
from bot.web.language import Reader, Say, say_in
from bot.words import Command
from bot.web.signing import Signer, game_path, tournament_path
from renderers.crosstable import TIEBREAKS

# Light: text #1b1b1b on #ffffff (17:1), links #0b57d0 (6.3:1), muted #4d4d4d (8.6:1), the player to
# move on #fff1b8 (15:1). Dark: #ececec on #121212 (15:1), links #9ec1ff (9.6:1), muted #bdbdbd (10:1).
CSS = """
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --muted: #4d4d4d; --link: #0b57d0;
  --mark: #fff1b8; --line: #8a8a8a; }
@media (prefers-color-scheme: dark) { :root { --bg: #121212; --fg: #ececec; --muted: #bdbdbd;
  --link: #9ec1ff; --mark: #4a3b00; --line: #8a8a8a; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: 0.75rem; background: var(--bg); color: var(--fg);
  font: 1rem/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--link); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
h1 { font-size: 1.4rem; margin: 0.25rem 0 0.5rem; }
.muted { color: var(--muted); }
.layout { display: grid; gap: 1rem; grid-template-columns: 1fr; }
@media (min-width: 50rem) { .layout { grid-template-columns: 3fr 2fr; } }
figure { margin: 0; }
figure img { width: 100%; height: auto; display: block; border: 1px solid var(--line); }
figcaption { margin-top: 0.25rem; }
.players { list-style: none; padding: 0; margin: 0 0 0.5rem; }
.players li { padding: 0.2rem 0.4rem; }
.players .to-move { background: var(--mark); font-weight: bold; }
.steps { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
.steps form { display: flex; gap: 0.5rem; align-items: center; flex: 1 1 12rem; }
.steps input[type=range] { flex: 1; min-width: 8rem; }
.steps a, .steps button { padding: 0.4rem 0.6rem; min-height: 2.75rem; min-width: 2.75rem; }
button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line); }
.moves { max-height: 24rem; overflow-y: auto; padding-left: 2.2rem; margin: 0; }
.replay { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.75rem 0 0; padding: 0.5rem;
  border: 1px solid var(--line); }
.replay legend { padding: 0 0.25rem; }
.replay input, .replay select, .replay button { font: inherit; color: var(--fg); background: var(--bg);
  border: 1px solid var(--line); min-height: 2.75rem; }
.replay input[type=number] { width: 5rem; }
.moves a[aria-current] { font-weight: bold; }
.pages { margin: 0 0 0.5rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
"""


def document(reader: Reader, title: str, body: str, *, script: bool = False) -> str:
    """A whole page in the reader's language; `title` is HTML already (escaped)."""
    tail = '<script src="/static/live.js" defer></script>' if script else ""
    return (f'<!doctype html><html lang="{escape(reader.locale)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{title}</title><link rel="stylesheet" href="/static/site.css"></head>'
            f"<body>{body}{tail}</body></html>\n")


@functools.cache
def not_found(locale: str) -> str:
    """The one page for an unknown address, an unknown game and a wrong signature alike (per language)."""
    say = say_in(locale)
    return document(Reader(locale), say("web-not-found-title"),
                    f'<h1>{say("web-not-found-title")}</h1><p>{say("web-not-found")}</p>')


def _link(signer: Signer, reader: Reader, path: str, **query: object) -> str:
    """A signed link of the page (escaped for an attribute), keeping the language the reader chose."""
    return escape(signer.path(path, **query, **reader.query))


def game_document(page: GamePage, signer: Signer, ply: int, reader: Reader, review: WebReview | None = None) -> str:
    say = reader.say
    path = game_path(page.id)
    # the script's captions, in the page's language: "{ply}", "{last}" and "{move}" are filled in by it
    start = say("web-caption-start", last="{last}")
    caption = say("web-caption", ply="{ply}", last="{last}", move="{move}")
    body = (f'<header><h1>{escape(page.title)} <span class="muted">#{escape(page.id)}</span></h1></header>'
            f'<main id="live" data-events="{_link(signer, reader, path + "/events")}" '
            f'data-page="{_link(signer, reader, path)}" data-version="{page.version}" data-last="{page.last}" '
            f'data-caption-start="{start}" data-caption="{caption}">'
            f'{game_fragment(page, signer, ply, reader)}</main>{review_section(page, signer, reader, review)}')
    return document(reader, escape(f"{page.title} #{page.id}"), body, script=True)


def review_section(page: GamePage, signer: Signer, reader: Reader, review: WebReview | None) -> str:
    """The computer's review under the board, when one is ready: its chart, and a link to the position
    after each turning point."""
    if review is None:
        return ""
    say = reader.say
    path = game_path(page.id)
    chart = _link(signer, reader, f"{path}/review.png")
    points = "".join(f'<li><a href="{_link(signer, reader, path, ply=position)}">{say.value(words)}</a></li>'
                     if position >= 0 else f"<li>{say.value(words)}</li>" for words, position in review.points)
    return (f'<section class="review" aria-label="{say("web-review")}"><h2>{say("web-review")}</h2>'
            f'<figure><img src="{chart}" alt="{say.value(review.alt)}" width="800"></figure>'
            f'<ol class="turning-points">{points}</ol></section>')


def game_fragment(page: GamePage, signer: Signer, ply: int, reader: Reader) -> str:
    """A game's page but for its title: the head (what the live update replaces), the board at position
    `ply` (on this page of moves) with the steps through the game, and this page of moves."""
    say = reader.say
    path = game_path(page.id)
    ply = min(max(ply, page.first), page.first + len(page.plies) - 1)
    shown = page.ply(ply)
    assert shown is not None
    picture = _link(signer, reader, f"{path}/ply/{ply}.png")
    figure = (f'<figure><img id="board" src="{picture}" alt="{escape(shown.alt)}">'
              f'<figcaption id="caption">{position_caption(page, ply, say)}</figcaption></figure>')
    steps = [f'<nav class="steps" aria-label="{say("web-steps")}">']
    steps.append(_step_link(signer, reader, path, ply - 1, say("web-previous"), "prev", ply > 0))
    language = "".join(f'<input type="hidden" name="{escape(name)}" value="{escape(value)}">'
                       for name, value in reader.query.items())
    steps.append(f'<form method="get" action="{escape(path)}"><input type="hidden" name="k" '
                 f'value="{escape(signer.sign(path))}">{language}<label for="ply">{say("web-position")}</label>'
                 f'<input type="range" id="ply" name="ply" min="0" max="{page.last}" value="{ply}">'
                 f'<button type="submit">{say("web-show")}</button></form>')
    steps.append(_step_link(signer, reader, path, ply + 1, say("web-next"), "next", ply < page.last))
    steps.append("</nav>")
    moves = "".join(_entry(page, signer, reader, entry, ply) for entry in page.plies)
    side = (f'<section aria-label="{say("web-moves")}"><div id="pages">{_pages_nav(page, signer, reader)}</div>'
            f'<ol class="moves" start="{page.first}" aria-label="{say("web-moves")}">{moves}</ol>'
            # outside the part a move replaces (the head), so that a move does not wipe what is being typed
            f'{_replay_form(page, signer, reader) if page.replay else ""}</section>')
    board = f'<section aria-label="{say("web-board")}">{figure}{"".join(steps)}</section>'
    return f'<div id="head">{head_fragment(page, signer, reader)}</div><div class="layout">{board}{side}</div>'


def head_fragment(page: GamePage, signer: Signer, reader: Reader) -> str:
    """What a change replaces: the status, the players, the clock, the result, the files."""
    say = reader.say
    path = game_path(page.id)
    parts = [f'<p class="status" role="status" aria-live="polite">{say.value(page.status)}</p>']
    players = []
    for player in page.players:
        name = escape(say.words.names([player.name])[0])  # a computer's name in the reader's words
        if player.label and player.label != player.name:
            name = say("web-player-seat", player=player.name, seat=player.label)
        score = f" · {say.value(player.score)}" if player.score is not None else ""
        turn = ' class="to-move"' if player.to_move else ""
        note = f' <span class="muted">{say("web-to-move")}</span>' if player.to_move else ""
        players.append(f"<li{turn}>{name}{score}{note}</li>")
    parts.append(f'<ul class="players" aria-label="{say("web-players")}">{"".join(players)}</ul>')
    clock = clock_line(page, say)
    if clock:
        parts.append(f'<p class="clock">{clock}</p>')
    if page.result:
        parts.append(f'<p class="result"><strong>{say.value(page.result)}</strong></p>')
    links = []
    if page.record:
        links.append(f'<a href="{_link(signer, reader, path + "/record.ppn")}">{say("web-record")}</a>')
    if page.replay:
        links.append(f'<a href="{_link(signer, reader, path + "/replay.gif")}">{say("web-replay")}</a>')
    if links:
        parts.append(f'<p class="files">{" · ".join(links)}</p>')
    return "".join(parts)


def _replay_form(page: GamePage, signer: Signer, reader: Reader) -> str:
    """A stretch of the replay, as `/K replay from: to: speed:` asks for it: the record's ply numbers
    (each optional) and a speed; the answer is the GIF, or the reason the stretch holds no move."""
    say = reader.say
    action = f"{game_path(page.id)}/replay.gif"
    hidden = "".join(f'<input type="hidden" name="{escape(name)}" value="{escape(value)}">'
                     for name, value in (("k", signer.sign(action)), *reader.query.items()))
    speeds = "".join(f'<option value="{speed}"{" selected" if speed == DEFAULT_SPEED else ""}>'
                     f'{say(f"command-speed-{speed}")}</option>' for speed in SPEEDS)
    fields = "".join(f'<label>{say(label)} <input type="number" name="{name}" min="0" inputmode="numeric"></label> '
                     for name, label in (("from", "web-replay-from"), ("to", "web-replay-to")))
    return (f'<form method="get" action="{escape(action)}"><fieldset class="replay">'
            f'<legend>{say("web-replay-part")}</legend>{hidden}{fields}'
            f'<label>{say("web-replay-speed")} <select name="speed">{speeds}</select></label> '
            f'<button type="submit">{say("web-replay-button")}</button></fieldset></form>')


def _entry(page: GamePage, signer: Signer, reader: Reader, entry: Ply, current: int) -> str:
    """One position in the list of moves: a link to it, with its picture's address and words."""
    path = game_path(page.id)
    mark = ' aria-current="step"' if entry.number == current else ""
    words = reader.say.value(entry.words) if entry.words is not None else reader.say("web-start")
    return (f'<li><a href="{_link(signer, reader, path, ply=entry.number)}" data-ply="{entry.number}" '
            f'data-src="{_link(signer, reader, f"{path}/ply/{entry.number}.png")}" '
            f'data-alt="{escape(entry.alt)}"{mark}>{words}</a></li>')


def _pages_nav(page: GamePage, signer: Signer, reader: Reader) -> str:
    """Links to the other pages of moves, when the game has more than one."""
    end = page.first + len(page.plies) - 1
    if page.first == 0 and end == page.last:
        return ""
    say = reader.say
    path = game_path(page.id)

    def link(ply: int, label: str) -> str:
        return f'<a href="{_link(signer, reader, path, ply=ply)}">{label}</a>'

    links = []
    if page.first > 0:
        links += [link(0, say("web-start")), link(page.first - 1, say("web-earlier"))]
    if end < page.last:
        links += [link(end + 1, say("web-later")), link(page.last, say("web-newest"))]
    shown = say("web-positions", first=str(page.first), end=str(end), last=str(page.last))
    return f'<nav class="pages" aria-label="{say("web-pages")}"><span>{shown}</span> · {" · ".join(links)}</nav>'


def position_caption(page: GamePage, ply: int, say: Say) -> str:
    """The words under the picture of position `ply` (HTML: escaped)."""
    shown = page.ply(ply)
    if ply == 0 or shown is None or shown.words is None:
        return say("web-caption-start", last=str(page.last))
    return say("web-caption", ply=str(ply), last=str(page.last), move=shown.words)


def _step_link(signer: Signer, reader: Reader, path: str, ply: int, label: str, rel: str, enabled: bool) -> str:
    if not enabled:
        return f'<span class="muted" aria-disabled="true" id="{rel}">{label}</span>'
    return f'<a id="{rel}" rel="{rel}" href="{_link(signer, reader, path, ply=ply)}">{label}</a>'


def clock_line(page: GamePage, say: Say) -> str:
    """When the player to move must have moved, as a date and time in the reader's terms (in UTC), or
    that their clock is stopped (HTML: escaped)."""
    mover = next((player.name for player in page.players if player.to_move), None)
    if page.over or page.clock is None or mover is None:
        return ""
    if page.deadline is None:
        if page.paused_left is not None:
            return say("web-clock-stopped", player=mover)
        return ""
    at = datetime.fromtimestamp(page.deadline.at, timezone.utc)
    return (f'<time datetime="{at.strftime("%Y-%m-%dT%H:%M:%SZ")}">'
            f'{say("web-clock-deadline", player=mover, moment=page.deadline)}</time>')


def event(page: GamePage, signer: Signer, reader: Reader, *, since: int | None = None) -> bytes:
    """One server-sent event: the page's head and the positions of its newest page of moves from
    `since` on (None: all of that page, which a viewer then puts in place of its list, with the links
    to the other pages: `reset`), in the reader's language. Its size is bounded by one page of moves,
    however long the game."""
    first = page.first if since is None else max(since, page.first)
    moves = "".join(_entry(page, signer, reader, entry, page.last) for entry in page.plies if entry.number >= first)
    reset = since is None or since < page.first
    data = json.dumps({"version": page.version, "last": page.last, "first": first, "reset": reset,
                       "head": head_fragment(page, signer, reader), "moves": moves,
                       "pages": _pages_nav(page, signer, reader) if reset else None},
                      ensure_ascii=False, separators=(",", ":"))
    return f"event: page\nid: {page.version}\ndata: {data}\n\n".encode("utf-8")


def standings_document(page: StandingsPage, reader: Reader) -> str:
    say = reader.say
    where = say("web-standings-where", scope="local" if page.scope == "local" else "server")
    parts = [f'<header><h1>{say("web-standings")} <span class="muted">{where}</span></h1></header><main>']
    shown = [section for section in page.sections if section.rows]
    if not shown:
        parts.append(f'<p>{say("web-standings-none")}</p>')
    provisional = f' <span class="muted">{say("web-standings-provisional")}</span>'
    heads = "".join(f'<th scope="col">{say(key)}</th>' for key in (
        "web-standings-player", "web-standings-rating", "web-standings-wins", "web-standings-losses",
        "web-standings-draws", "web-standings-games"))
    for section in shown:
        more = (f' <span class="muted">{say("web-standings-best", shown=len(section.rows), total=section.total)}'
                f'</span>') if section.total > len(section.rows) else ""
        rows = "".join(
            f'<tr><td class="n">{row.rank}</td><td>{escape(row.name)}'
            f'{provisional if row.provisional else ""}</td>'
            f'<td class="n">{row.shown} ± {row.plus_minus}</td><td class="n">{row.wins}</td>'
            f'<td class="n">{row.losses}</td><td class="n">{row.draws}</td><td class="n">{row.games}</td></tr>'
            for row in section.rows)
        parts.append(f'<section aria-labelledby="s-{escape(section.key)}"><h2 id="s-{escape(section.key)}">'
                     f'{escape(section.title)}{more}</h2><div class="table-wrap"><table><thead><tr>'
                     f'<th scope="col">#</th>{heads}</tr></thead><tbody>{rows}</tbody></table></div></section>')
    parts.append("</main>")
    return document(reader, say("web-standings"), "".join(parts))


def tournament_document(page: TournamentPage, signer: Signer, reader: Reader) -> str:
    """A tournament's page: its standings (points, labelled tie-breaks), the crosstable picture, each
    round's tables with links to their games' pages, the winner once it is over. It is live by a poll:
    `live.js` asks the tournament's version every few seconds and reloads the page when it changed."""
    say = reader.say
    path = tournament_path(page.id)
    title = say("web-tournament-title", title=page.title, tournament=str(page.id))
    parts = [f'<header><h1>{title}</h1></header>'
             f'<main id="tournament" data-poll="{_link(signer, reader, path + "/version")}" '
             f'data-version="{escape(page.version)}">'
             f'<p class="status" role="status">{say("web-tournament-format", format=page.format)} · '
             f'{say("web-tournament-status", status=page.status, round=page.round, rounds=page.rounds)}</p>']
    if page.winners:
        parts.append(f'<p class="result"><strong>{say("web-tournament-winner", names=page.winners, count=len(page.winners))}'
                     f'</strong></p>')
    labels = page.standings[0].tiebreaks if page.standings else ()
    heads = "".join(f'<th scope="col">{_tiebreak(label, say)}</th>' for label, _ in labels)
    rows = []
    for line in page.standings:
        gone = f' <span class="muted">{say("web-tournament-withdrawn")}</span>' if line.withdrawn else ""
        breaks = "".join(f'<td class="n">{value:g}</td>' for _, value in line.tiebreaks)
        rows.append(f'<tr><td class="n">{line.rank}</td><td>{escape(line.name)}{gone}</td>'
                    f'<td class="n">{line.points:g}</td>{breaks}</tr>')
    parts.append(f'<section aria-labelledby="standings"><h2 id="standings">{say("web-standings")}</h2>'
                 f'<div class="table-wrap"><table><thead><tr><th scope="col">#</th>'
                 f'<th scope="col">{say("web-standings-player")}</th><th scope="col">{say("web-tournament-points")}</th>'
                 f'{heads}</tr></thead><tbody>{"".join(rows)}</tbody></table></div></section>')
    if page.crosstable_title is not None:
        picture = _link(signer, reader, path + "/crosstable.png", v=page.version)
        parts.append(f'<section aria-labelledby="crosstable"><h2 id="crosstable">{say("web-tournament-crosstable")}</h2>'
                     f'<figure><img src="{picture}" alt="{escape(page.crosstable_alt)}">'
                     f'<figcaption>{say.value(page.crosstable_title)}</figcaption></figure></section>')
    for number, tables in reversed(list(enumerate(page.played, start=1))):  # the newest round first
        items = "".join(f"<li>{_table(table, signer, reader)}</li>" for table in tables)
        parts.append(f'<section aria-labelledby="round-{number}"><h2 id="round-{number}">'
                     f'{say("web-tournament-round", round=number, rounds=page.rounds)}</h2>'
                     f'<ul class="tables">{items}</ul></section>')
    parts.append(f'<p class="muted">{say("web-tournament-live")}</p></main>')
    return document(reader, escape(reader.say.plain("web-tournament-title", title=page.title, tournament=str(page.id))),
                    "".join(parts), script=True)


def _tiebreak(label: str, say: Say) -> str:
    """A tie-break's column head in the reader's language (the crosstable's own words for it)."""
    code = label.lower()
    return say(f"picture-crosstable-tiebreak-{code}") if code in TIEBREAKS else escape(label)


def _table(table: TournamentTable, signer: Signer, reader: Reader) -> str:
    """One table of a round: a link to its game's page, its players and their points once it ended."""
    say = reader.say
    if table.game_id is None:
        return say("web-tournament-bye", name=table.players[0])
    if table.points is None:
        players = " – ".join(escape(name) for name in table.players)
        state = f' <span class="muted">{say("web-tournament-playing")}</span>'
    else:
        players = " – ".join(f"{escape(name)} {points:g}" for name, points in zip(table.players, table.points))
        state = ""
    link = _link(signer, reader, game_path(table.game_id))
    return f'<a href="{link}">#{escape(table.game_id)}</a> {players}{state}'


LIVE_JS = r"""
(function () {
  "use strict";
  // a tournament's page: its version asked every few seconds, the page reloaded when it changed
  var t = document.getElementById("tournament");
  if (!t || !window.fetch) return;
  setInterval(function () {
    fetch(t.dataset.poll, {cache: "no-store"}).then(function (r) { return r.ok ? r.text() : null; })
      .then(function (v) { if (v && v !== t.dataset.version) location.reload(); })
      .catch(function () {});
  }, 5000);
})();
(function () {
  "use strict";
  var live = document.getElementById("live");
  if (!live) return;
  function entry(n) { return live.querySelector('.moves a[data-ply="' + n + '"]'); }
  function last() { return +live.dataset.last; }
  function current() { var s = document.getElementById("ply"); return s ? +s.value : last(); }
  // the page's own words for a caption (said in its language), with the position filled in
  function fill(template, n, move) {
    return template.replace("{ply}", function () { return n; })
      .replace("{last}", function () { return last(); })
      .replace("{move}", function () { return move; });
  }
  function caption(n) {
    if (n === 0) return fill(live.dataset.captionStart, 0, "");
    var target = entry(n);
    return fill(live.dataset.caption, n, target ? target.textContent : "");
  }
  function step(id, n) {
    var el = document.getElementById(id);
    if (!el) return;
    if (n >= 0 && n <= last()) {
      var a = document.createElement("a");
      a.id = id; a.rel = id; a.href = live.dataset.page + "&ply=" + n; a.textContent = el.textContent;
      el.replaceWith(a);
    } else {
      var span = document.createElement("span");
      span.id = id; span.className = "muted"; span.setAttribute("aria-disabled", "true");
      span.textContent = el.textContent;
      el.replaceWith(span);
    }
  }
  // Shows position n without a reload when it is on this page of moves (else the link loads its page).
  function show(n, push) {
    var target = entry(n);
    if (!target) return false;
    var img = document.getElementById("board");
    img.src = target.dataset.src; img.alt = target.dataset.alt;
    document.getElementById("caption").textContent = caption(n);
    var slider = document.getElementById("ply"); if (slider) { slider.max = last(); slider.value = n; }
    live.querySelectorAll(".moves a[aria-current]").forEach(function (a) { a.removeAttribute("aria-current"); });
    target.setAttribute("aria-current", "step");
    step("prev", n - 1); step("next", n + 1);
    if (push) history.replaceState(null, "", target.href);
    return true;
  }
  live.addEventListener("click", function (e) {
    var a = e.target.closest("a");
    if (!a || !live.contains(a)) return;
    var n = null;
    if (a.dataset.ply !== undefined) n = +a.dataset.ply;
    else if (a.id === "prev") n = current() - 1;
    else if (a.id === "next") n = current() + 1;
    if (n !== null && show(n, true)) e.preventDefault();
  });
  live.addEventListener("input", function (e) { if (e.target.id === "ply") show(+e.target.value, true); });
  live.addEventListener("submit", function (e) { if (show(current(), true)) e.preventDefault(); });
  if (!window.EventSource) return;
  // each event carries what changed since the version this page has (v), a page of moves at most
  var source = new EventSource(live.dataset.events + "&v=" + live.dataset.version);
  source.addEventListener("page", function (e) {
    var data = JSON.parse(e.data);
    if (+data.version === +live.dataset.version) return;
    var was = current(), following = was >= last(), first = +data.first;
    var list = live.querySelector(".moves");
    document.getElementById("head").innerHTML = data.head;
    if (data.reset ? following : (entry(first - 1) !== null || +list.getAttribute("start") === first)) {
      if (data.reset) {
        list.innerHTML = ""; list.setAttribute("start", first);
        document.getElementById("pages").innerHTML = data.pages;
      }
      list.querySelectorAll("a[data-ply]").forEach(function (a) {
        if (+a.dataset.ply >= first) a.parentNode.remove();
      });
      list.insertAdjacentHTML("beforeend", data.moves);
    }
    live.dataset.version = data.version; live.dataset.last = data.last;
    if (!show(following ? last() : Math.min(was, last()), false)) {
      var slider = document.getElementById("ply"); if (slider) slider.max = last();
      step("prev", was - 1); step("next", was + 1);
    }
  });
})();
"""


def lesson_document(page: LessonPage, reader: Reader) -> str:
    """A lesson's step (`/learn/<game>?step=N`): its picture, its words, the steps before and after it,
    and for a task the right answers behind a disclosure (the page cannot check a move: the bot does)."""
    say = reader.say
    path = f"/learn/{page.key}"
    language = "".join(f"&amp;{escape(name)}={escape(value)}" for name, value in reader.query.items())
    picture = f"{path}/{page.number}.png" + ("?" + language.removeprefix("&amp;") if language else "")

    def step_link(number: int, label: str, rel: str) -> str:
        if not 0 <= number < page.steps:
            return f'<span class="muted" aria-disabled="true" id="{rel}">{label}</span>'
        return f'<a id="{rel}" rel="{rel}" href="{path}?step={number}{language}">{label}</a>'

    heading = say("learn-heading", title=page.title, step=page.number + 1, steps=page.steps)
    current = ' aria-current="step"'
    steps = "".join(f'<li><a href="{path}?step={number}{language}"{current if number == page.number else ""}>'
                    f"{number + 1}</a></li>" for number in range(page.steps))
    answers = ""
    if page.answers:
        shown = "".join(f"<li><code>{escape(move)}</code> — {say.value(words)}</li>" for move, words in page.answers)
        answers = f'<details><summary>{say("learn-web-answer")}</summary><ul>{shown}</ul></details>'
    body = (f'<header><h1>{heading}</h1></header><main><div class="layout"><section aria-label="{say("web-board")}">'
            f'<figure><img src="{picture}" alt="{escape(page.alt)}"></figure>'
            f'<nav class="steps" aria-label="{say("web-steps")}">{step_link(page.number - 1, say("web-previous"), "prev")}'
            f'<ol class="lesson-steps">{steps}</ol>{step_link(page.number + 1, say("web-next"), "next")}</nav></section>'
            f"<section><p>{say.value(page.text)}</p>{answers}"
            f'<p class="muted">{say("learn-web-try", command=Command(f"{page.key} learn"))}</p></section></div></main>')
    return document(reader, heading, body)
