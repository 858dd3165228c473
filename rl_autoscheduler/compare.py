"""Does the agent learn? Trained greedy policy vs untrained policy vs random search.

    python -m rl_autoscheduler.compare --run-dir runs/quickstart

On the run's training programs, measured now in one run (no cache) with the
run's timing options: the untrained policy's greedy schedules (the run's
`initial.pt`), the trained policy's greedy schedules (`checkpoint.pt`), and a
random search given as many measurements as the agent used in training
(spread over the programs). Prints a table and the geometric-mean speedups,
and writes `comparison.json` in the run directory.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from rl_autoscheduler.agent.act import policy_schedule
from rl_autoscheduler.agent.policy import Policy
from rl_autoscheduler.config import ConfigError, from_dict, load_json
from rl_autoscheduler.dist import Evaluator
from rl_autoscheduler.env import SchedulingEnv
from rl_autoscheduler.files import atomic_write_text
from rl_autoscheduler.measure import Measurement
from rl_autoscheduler.programs import load_programs
from rl_autoscheduler.search import random_search
from rl_autoscheduler.train import (
    CHECKPOINT,
    INITIAL_CHECKPOINT,
    TrainConfig,
    geometric_mean,
)


def load_policy(path: Path, hidden: int) -> tuple[Policy, dict]:
    import torch

    try:
        state = torch.load(path, weights_only=False)
        policy = Policy(hidden)
        policy.load_state_dict(state["policy"])
    except Exception as error:
        raise ConfigError(
            f"cannot load checkpoint {path}: {type(error).__name__}: {error}"
        ) from error
    policy.eval()
    return policy, state


def compare(run_dir: Path, random_budget: int | None = None) -> dict:
    config = from_dict(TrainConfig, load_json(run_dir / "config.json"), str(run_dir))
    programs = load_programs(config.train, "train")
    trained, state = load_policy(run_dir / CHECKPOINT, config.ppo.hidden)
    untrained, _ = load_policy(run_dir / INITIAL_CHECKPOINT, config.ppo.hidden)
    budget = random_budget or max(1, state["measurements"] // len(programs))
    env = SchedulingEnv(programs)
    cluster = dataclasses.replace(config.cluster, cache_path=None)
    with Evaluator(cluster, config.timing) as evaluator:
        methods: dict[str, list[Measurement | None]] = {}
        for name, policy in (("untrained policy", untrained), ("trained policy", trained)):
            jobs = [(p, policy_schedule(policy, env, i)) for i, p in enumerate(programs)]
            methods[name] = list(evaluator.measure_many(jobs))
        search = random_search(
            programs, budget, evaluator.measure_many, seed=config.training.seed + 1
        )
        methods[f"random search ({budget}/program)"] = [result.best for result in search]
    table = {
        name: [r.speedup if r is not None and r.ok else 1.0 for r in results]
        for name, results in methods.items()
    }
    report = {
        "programs": [p.name for p in programs],
        "training_measurements": state["measurements"],
        "random_search_budget_per_program": budget,
        "speedups": table,
        "geomean": {name: geometric_mean(values) for name, values in table.items()},
        "failures": {
            name: sum(1 for r in results if r is None or not r.ok)
            for name, results in methods.items()
        },
        "schedules": {
            name: [r.schedule if r is not None else None for r in results]
            for name, results in methods.items()
        },
    }
    trained_mean = report["geomean"]["trained policy"]
    report["learned"] = all(
        trained_mean > mean for name, mean in report["geomean"].items() if name != "trained policy"
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
    verdict = "beats" if report["learned"] else "does NOT beat"
    print(
        f"\nThe trained greedy policy {verdict} the untrained policy and random search "
        f"({report['training_measurements']} training measurements; random search "
        f"{report['random_search_budget_per_program']} per program)."
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run-dir", required=True, type=Path)
    parser.add_argument(
        "--random-budget",
        type=int,
        default=None,
        help="random schedules per program (default: the training budget)",
    )
    args = parser.parse_args(argv)
    try:
        report = compare(args.run_dir, args.random_budget)
    except ConfigError as error:
        print(f"rl_autoscheduler.compare: {error}", file=sys.stderr)
        return 2
    print_report(report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
