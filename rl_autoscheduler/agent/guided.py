"""Policy-guided search: the agent proposes several schedules, each is measured and
verified, and the fastest verified one is kept.

One greedy pass chooses without measuring, so it can only be as good as the policy's
single guess. With a budget of N trials the agent proposes its greedy schedule and
then N-1 distinct schedules sampled from its distribution (sampling, rather than
top-k or beam, keeps whole schedules coherent: every step of a sample is conditioned
on the steps before it, as in training). The untransformed program is always measured
as one more candidate, so the result is never slower than the program as written:
when no trial beats it, the program is returned unchanged.

Candidates are measured one after the other in one sandboxed process (a crashing or
hanging kernel is a failed trial, not a dead command), each timed back to back with
the untransformed program, and ranked by that paired speedup.
"""

from __future__ import annotations

import torch

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import NON_FINITE, Measurement, TimingOptions
from rl_autoscheduler.measurement.runner import SandboxRunner
from rl_autoscheduler.search.strategy import OneRound, SearchResult, best_of, run

SAMPLE_ATTEMPTS_PER_TRIAL = 8
"""Samples drawn per wanted trial before giving up on finding distinct ones (a small
program may have fewer distinct schedules than the budget)."""


def proposed_schedules(agent, program: Program, count: int, seed: int = 0) -> list[Schedule]:
    """The greedy schedule, then distinct sampled ones: at most `count` in all."""
    from rl_autoscheduler.agent.action_choice import policy_schedule
    from rl_autoscheduler.agent.env import SchedulingEnv

    env = SchedulingEnv([program])
    env.reset(options={"program": 0})
    if env.done:  # nothing to schedule
        return []
    generator_state = torch.get_rng_state()
    torch.manual_seed(seed)
    try:
        with torch.no_grad():
            schedules = [policy_schedule(agent.policy, env, 0, greedy=True)]
            seen = {schedules[0].dumps()}
            for _ in range(SAMPLE_ATTEMPTS_PER_TRIAL * count):
                if len(schedules) >= count:
                    break
                sample = policy_schedule(agent.policy, env, 0, greedy=False)
                if sample.dumps() not in seen:
                    seen.add(sample.dumps())
                    schedules.append(sample)
    finally:
        torch.set_rng_state(generator_state)
    return schedules[:count]


def best_verified(trials: list[Measurement]) -> Measurement:
    """The verified trial with the highest paired speedup; `trials[0]` (the untransformed
    program) wins ties and stands when nothing else verified.

    A program whose outputs are not finite under any input drawn fails every measurement
    as `non_finite`; its schedules are still compared by their NaN and Inf positions and
    finite values (`Measurement.checked`), and the fastest that matched is kept: the
    user gets the schedule, with the warning (`optimize`)."""
    untransformed = trials[0]
    if untransformed.failure_kind == NON_FINITE:
        checked = [trial for trial in trials[1:] if trial.checked]
        best = max(checked, key=lambda trial: trial.speedup, default=None)
        usable = untransformed.checked
    else:
        best, usable = best_of(trials[1:]), untransformed.ok
    if best is not None and (not usable or best.speedup > untransformed.speedup):
        return best
    return untransformed


class GuidedSearch(OneRound):
    """Policy-guided search of one program as a search strategy: one round of up to
    `trials` distinct proposals of the policy, and the untransformed program unless the
    caller measures that itself (`with_untransformed=False`, as the evaluation does).

    A program the policy cannot schedule ends the search with `error` set, so that one
    such program does not stop the others a driver runs beside it."""

    def __init__(
        self, agent, program: Program, trials: int, seed: int = 0, with_untransformed: bool = True
    ) -> None:
        super().__init__(program)
        self.agent, self.count, self.seed = agent, trials, seed
        self.with_untransformed = with_untransformed
        self.error: str | None = None

    def schedules(self) -> list[Schedule]:
        try:
            proposals = proposed_schedules(self.agent, self.program, self.count, self.seed)
        except Exception as error:  # the agent's failure on this program, not the search's
            self.error = f"{type(error).__name__}: {error}"
            return []
        return [Schedule(), *proposals] if self.with_untransformed else proposals

    def result(self) -> SearchResult:
        if not self.with_untransformed or not self.trials:
            return super().result()
        return SearchResult(best_verified(self.trials), list(self.trials))


def guided_search(
    agent,
    program: Program,
    trials: int,
    options: TimingOptions | None = None,
    timeout_s: float = 300.0,
    seed: int = 0,
) -> SearchResult:
    """Measures the untransformed program and up to `trials` schedules the agent proposes,
    one after the other in a local sandbox (the `optimize --trials` command)."""
    options = options or TimingOptions()
    with SandboxRunner(options, timeout_s) as measure_many:
        return run([GuidedSearch(agent, program, trials, seed)], measure_many)[0]
