"""Does the agent learn? Trained greedy policy vs untrained policy vs random search.

    rl-autoscheduler learning-report --run-dir runs/quickstart

(`python -m rl_autoscheduler.agent.learning_report` takes the same arguments.)

On the run's training programs, measured now in one run (no cache) with the
run's timing options:
- the untrained policy's greedy schedules (the run's `initial.pt`);
- random schedules given the same number of measurements as the greedy pass (one per
  program; `--draws` independent draws, their speedups averaged geometrically);
- the trained policy's greedy schedules (`checkpoint.pt`): one pass, one measurement;
- a random search given as many measurements as the agent used in training (its best,
  re-measured), for scale: a search with that budget per program, not a one-shot choice.
The agent has learned when its greedy schedules beat the first two. Prints a table and the
geometric-mean speedups, and writes `comparison.json` in the run directory.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from rl_autoscheduler.agent.action_choice import policy_schedule
from rl_autoscheduler.agent.checkpoint import CHECKPOINT, INITIAL_CHECKPOINT
from rl_autoscheduler.agent.config import TrainConfig
from rl_autoscheduler.agent.env import SchedulingEnv
from rl_autoscheduler.agent.train import speedups
from rl_autoscheduler.agent.trained import load_agent
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.config import ConfigError, from_dict, load_json
from rl_autoscheduler.ir.program_sets import load_programs
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.dist import Measurer
from rl_autoscheduler.measurement.measure import Measurement, geometric_mean
from rl_autoscheduler.search.random_walk import random_search

UNTRAINED = "untrained policy"
TRAINED = "trained policy"
RANDOM_ONE = "random (1/program)"


def learning_report(run_dir: Path, random_budget: int | None = None, draws: int = 5) -> dict:
    config = from_dict(TrainConfig, load_json(run_dir / "config.json"), str(run_dir))
    programs = load_programs(config.train, "train")
    agent = load_agent(run_dir / CHECKPOINT)
    trained, untrained = agent.policy, load_agent(run_dir / INITIAL_CHECKPOINT).policy
    measurements = agent.measurements or 0
    budget = random_budget or max(1, measurements // len(programs))
    env = SchedulingEnv(programs)
    cluster = dataclasses.replace(config.cluster, cache_path=None)
    seed = config.training.seed + 1
    with Measurer(cluster, config.timing) as measurer:
        measured: dict[str, list[Measurement]] = {}
        for name, policy in ((UNTRAINED, untrained), (TRAINED, trained)):
            jobs = [(p, policy_schedule(policy, env, i)) for i, p in enumerate(programs)]
            measured[name] = list(measurer.measure_many(jobs))
        one_shot = [
            random_search(programs, 1, measurer.measure_many, seed=seed + d) for d in range(draws)
        ]
        search = random_search(programs, budget, measurer.measure_many, seed=seed)
        # The best of a search is picked on noisy times: measure it again to report it.
        best = [
            (p, Schedule.from_json(r.best.schedule))
            for p, r in zip(programs, search, strict=True)
            if r.best
        ]
        remeasured = iter(measurer.measure_many(best))
    table = {
        UNTRAINED: speedups(measured[UNTRAINED]),
        RANDOM_ONE: [
            geometric_mean([speedups(draw[i].trials)[0] for draw in one_shot])
            for i in range(len(programs))
        ],
        TRAINED: speedups(measured[TRAINED]),
        f"random search ({budget}/program)": [
            speedups([next(remeasured)])[0] if r.best else 1.0 for r in search
        ],
    }
    failures = {
        UNTRAINED: sum(not r.ok for r in measured[UNTRAINED]),
        RANDOM_ONE: sum(not d[i].trials[0].ok for d in one_shot for i in range(len(programs))),
        TRAINED: sum(not r.ok for r in measured[TRAINED]),
        f"random search ({budget}/program)": sum(r.best is None for r in search),
    }
    report = {
        "programs": [p.name for p in programs],
        "training_measurements": measurements,
        "training_iterations": agent.iteration,
        "random_search_budget_per_program": budget,
        "random_draws": draws,
        "speedups": table,
        "geomean": {name: geometric_mean(values) for name, values in table.items()},
        "failures": failures,
        "schedules": {name: [r.schedule for r in measured[name]] for name in measured},
    }
    trained_mean = report["geomean"][TRAINED]
    report["learned"] = trained_mean > max(
        report["geomean"][UNTRAINED], report["geomean"][RANDOM_ONE]
    )
    atomic_write_text(run_dir / "comparison.json", json.dumps(report, indent=2))
    return report


def print_report(report: dict) -> None:
    names = list(report["speedups"])
    width = max(len(Path(p).stem) for p in report["programs"]) + 2
    print(f"{'program':{width}}" + "".join(f"{name:>30}" for name in names))
    for index, program in enumerate(report["programs"]):
        cells = "".join(f"{report['speedups'][name][index]:>29.2f}x" for name in names)
        print(f"{Path(program).stem:{width}}{cells}")
    print(f"{'geomean':{width}}" + "".join(f"{report['geomean'][n]:>29.2f}x" for n in names))
    print(f"{'failures':{width}}" + "".join(f"{report['failures'][n]:>30}" for n in names))
    geomean = report["geomean"]
    verdict = "beats" if report["learned"] else "does NOT beat"
    search = f"random search ({report['random_search_budget_per_program']}/program)"
    print(
        f"\nAfter {report['training_iterations']} iterations "
        f"({report['training_measurements']} measurements), the trained greedy policy "
        f"({geomean[TRAINED]:.2f}x) {verdict} the untrained policy ({geomean[UNTRAINED]:.2f}x) "
        f"and random schedules with as many measurements as its greedy pass "
        f"({geomean[RANDOM_ONE]:.2f}x)."
    )
    print(
        f"A random search with the training budget per program reaches {geomean[search]:.2f}x: "
        f"{'below' if geomean[search] < geomean[TRAINED] else 'above'} the one-pass policy."
    )


def main(argv: list[str] | None = None, prog: str | None = None) -> int:
    """The command line; `prog` names the command in help and errors (default: the
    module's own name)."""
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("--run-dir", required=True, type=Path)
    parser.add_argument(
        "--random-budget",
        type=int,
        default=None,
        help="random schedules per program (default: the training budget)",
    )
    parser.add_argument(
        "--draws", type=int, default=5, help="independent one-per-program random draws"
    )
    args = parser.parse_args(argv)
    try:
        report = learning_report(args.run_dir, args.random_budget, args.draws)
    except ConfigError as error:
        print(f"{prog or 'rl_autoscheduler.agent.learning_report'}: {error}", file=sys.stderr)
        return 2
    print_report(report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
