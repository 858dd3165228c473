"""Greedy search: measure each candidate next step, keep the best, stop when nothing improves.

It walks the search space of `SchedulingState` (the agent's space). At each step it
measures the candidates of `candidates.trials` on the op the walk is at (tilings,
decompose, img2col, each completed by a vectorization where one is legal). It keeps the
step whose measurement is best if it beats the best so far by `min_gain` and goes on from
that step (without its completion); when no candidate improves, the op keeps the best
schedule measured on it (completion included) and the walk moves to the next op.

In a program of several ops, an op with fewer than `min_share` of the iterations of the
largest op is left as it is (a bias add beside a matmul), so that the budget goes where
the time is. The search stops when every op is done or the budget of measurements is
spent (the last step's candidates are cut to fit).

It is a strategy (`search.strategy`): each round proposes the candidates of one step, and
`run` measures them (verified against the untransformed program), several programs'
rounds side by side.
"""

from __future__ import annotations

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany
from rl_autoscheduler.search.candidates import Trial, trials
from rl_autoscheduler.search.state import MAX_LOOPS, SchedulingState
from rl_autoscheduler.search.strategy import SearchResult, run


class GreedySearch:
    """The greedy search of one program as a strategy (see the module docstring)."""

    def __init__(
        self, program: Program, budget: int = 50, min_gain: float = 0.02, min_share: float = 0.1
    ) -> None:
        self.program, self.budget = program, budget
        self.min_gain, self.min_share = min_gain, min_share
        self._result = SearchResult(None)
        self._finished = any(len(nest.loops) > MAX_LOOPS for nest in program.ops)
        if self._finished:
            self._result.log.append({"note": "an op has too many loops"})
            return
        self._state = SchedulingState.start(program)
        self._largest = max((nest.iterations for nest in program.ops), default=0)
        self._current = 1.0  # the untransformed program
        self._seen = {Schedule().dumps()}
        self._op_best: SchedulingState | None = None  # the best schedule measured on this op
        self._pending: list[Trial] = []
        self._entry: dict = {}

    def propose(self) -> list[Schedule]:
        while not self._finished:
            state = self._state
            if state.done or self._result.budget_exhausted:
                self._finished = True
                break
            if state.tag not in state.scheduled.touched and (
                state.nest.iterations < self.min_share * self._largest
            ):
                self._result.log.append(
                    {"op": state.tag, "skipped": f"{state.nest.iterations} iterations"}
                )
                self._state = state.next_op()  # a cheap op: spend the budget where the time is
                continue
            left = self.budget - self._result.measurements
            found = [t for t in trials(state) if t.measured.schedule.dumps() not in self._seen]
            if len(found) > left:
                found = found[: max(left, 0)]
                self._result.budget_exhausted = True
            self._entry = {"op": state.tag, "measured": len(found)}
            if found:
                self._pending = found
                return [trial.measured.schedule for trial in found]
            self._decide(None)
        return []

    def notify(self, measurements: list[Measurement]) -> None:
        found, self._pending = self._pending, []
        self._result.trials.extend(measurements)
        self._seen.update(trial.measured.schedule.dumps() for trial in found)
        best: tuple[Trial, Measurement] | None = None
        for trial, measurement in zip(found, measurements, strict=True):
            if measurement.ok and (best is None or measurement.speedup > best[1].speedup):
                best = (trial, measurement)
        self._entry["failed"] = sum(1 for m in measurements if not m.ok)
        self._decide(best)

    def _decide(self, best: tuple[Trial, Measurement] | None) -> None:
        """Keeps the best trial if it gains enough; stays on the op after a kept
        non-final step, otherwise finishes the op with its best schedule."""
        entry, searched = self._entry, self._state.tag
        if best is not None:
            entry["best"] = best[0].measured.name
            entry["best_speedup"] = best[1].speedup
        entry["kept"] = best is not None and best[1].speedup > self._current * (1 + self.min_gain)
        self._result.log.append(entry)
        if entry["kept"]:
            trial, measurement = best  # type: ignore[misc]
            self._current = measurement.speedup
            self._result.best = measurement
            self._op_best = trial.measured.state
            if trial.step is not None and not self._result.budget_exhausted:
                self._state = trial.step.state  # go on from the step, without its completion
                return
        state = self._op_best or self._state
        if self._result.budget_exhausted:
            self._state, self._finished = state, True
            return
        # This op is done: keep its best schedule and go on to the next op.
        if not state.done and state.tag == searched:
            state = state.next_op()
        self._state, self._op_best = state, None

    def result(self) -> SearchResult:
        return self._result


def greedy_search(
    program: Program,
    measure_many: MeasureMany,
    budget: int = 50,
    min_gain: float = 0.02,
    min_share: float = 0.1,
) -> SearchResult:
    """Greedy search on one program with at most `budget` measurements (see the docstring)."""
    return run([GreedySearch(program, budget, min_gain, min_share)], measure_many)[0]
