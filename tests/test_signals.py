"""The service announces (a changed game, work falling due) and front ends read: nothing of a reader runs
inside the service's call, so a reader can neither fail nor slow it."""
from __future__ import annotations

import asyncio
import inspect
import typing

from bot.service import GameService
from bot.service.runtime import Runtime


async def test_a_reader_is_woken_after_the_announcing_call_once_for_several_and_reads_each_value_once() -> None:
    runtime = Runtime()
    woken: list[list[str]] = []
    changes = runtime.changes.subscribe(wake=lambda: woken.append(changes.drain()))
    runtime.changed("g1")
    runtime.changed("g2")
    runtime.changed("g1")
    assert woken == [], "never inside the announcing call"
    await asyncio.sleep(0)
    assert woken == [["g1", "g2"]]
    runtime.changed("g3")
    await asyncio.sleep(0)
    assert woken == [["g1", "g2"], ["g3"]]


async def test_a_reader_that_looks_now_and_then_drains_and_a_closed_one_hears_no_more() -> None:
    runtime = Runtime()
    dues = runtime.dues.subscribe()
    runtime.due(30.0)
    runtime.due(None)  # nothing falls due
    runtime.due(10.0)
    assert dues.drain() == [30.0, 10.0] and dues.drain() == []
    woken: list[str] = []
    changes = runtime.changes.subscribe(wake=lambda: woken.append("woken"))
    runtime.changed("g1")
    changes.close()
    runtime.changed("g2")
    await asyncio.sleep(0)
    assert woken == [] and dues.drain() == []


async def test_a_failing_reader_does_not_undo_or_stop_the_announcement() -> None:
    runtime = Runtime()
    loop = asyncio.get_running_loop()
    errors: list[BaseException] = []
    loop.set_exception_handler(lambda _loop, context: errors.append(context["exception"]))

    def broken() -> None:
        raise RuntimeError("a reader's bug")

    runtime.changes.subscribe(wake=broken)
    calm = runtime.changes.subscribe()
    runtime.changed("g1")  # returns: the failure is the reader's, on the event loop
    await asyncio.sleep(0)
    assert [str(error) for error in errors] == ["a reader's bug"] and calm.drain() == ["g1"]
    loop.set_exception_handler(None)


async def test_no_service_call_takes_a_front_ends_function(service: GameService) -> None:
    """What a front end hands the service is values (a future the service sets, a subscription it reads),
    never a function the service would call back into the front end: the only function a front end
    gives is a subscription's `wake`, which the event loop calls after the service's call is done."""
    handed: dict[str, list[str]] = {}
    for owner in (service, service.runtime.changes):
        for name, member in inspect.getmembers(owner, callable):
            if name.startswith("_"):
                continue
            if not inspect.ismethod(member):
                continue  # a value the service holds (its clock), not a call a front end makes
            for parameter, hint in typing.get_type_hints(member).items():  # aliases resolved (`Ready`)
                if parameter != "return" and ("Callable" in str(hint) or "Awaitable" in str(hint)):
                    handed.setdefault(parameter, []).append(name)
    assert set(handed) <= {"wake"}, handed
