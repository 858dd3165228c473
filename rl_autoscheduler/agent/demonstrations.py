"""Demonstrations: the best schedule a teacher finds for each training program, as the
actions that take the env there.

    rl-autoscheduler demonstrate --config config/shipped.json

(`python -m rl_autoscheduler.agent.demonstrations` takes the same arguments.)

The teachers are search strategies over the same space as the agent: template search
(the expert schedules' shape with the sizes searched, `search.templates`) and greedy
search (`search.greedy`), run side by side on the cluster (`search.strategy.run`). Every
candidate is measured and verified against the untransformed program; per program the
fastest verified schedule is kept when it beats the untransformed program, with its
measured speedup and the env actions that reproduce it (`actions_of`).

Programs are searched in chunks and the file is rewritten atomically after each chunk,
so a killed run resumes where it stopped (`--resume` is implied: programs already in the
file are skipped) and the measurement cache makes a re-measured candidate free. The file
records the action-space version: demonstrations of another version are refused, never
misread.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
from tqdm import tqdm

from rl_autoscheduler.agent.action_space import (
    ACTION_NVEC,
    INTERCHANGE,
    KINDS,
    LOOP_PART,
    NEXT_OP,
    TILE_SIZES,
)
from rl_autoscheduler.agent.config import TrainConfig
from rl_autoscheduler.agent.env import SchedulingEnv
from rl_autoscheduler.agent.space import accepted_space_versions, space_version
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.op_kinds import programs_by_kind
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.program_sets import ProgramSet, load_programs
from rl_autoscheduler.ir.schedule import Interchange, Schedule, Step
from rl_autoscheduler.measurement.dist import Measurer
from rl_autoscheduler.measurement.measure import Measurement, geometric_mean
from rl_autoscheduler.measurement.runner import MeasureMany
from rl_autoscheduler.search.greedy import GreedySearch
from rl_autoscheduler.search.strategy import run
from rl_autoscheduler.search.templates import TemplateSearch
from rl_autoscheduler.user_files import read_text

FORMAT = "rl-autoscheduler demonstrations"
VERSION = 1
CHUNK = 8
"""Programs searched between two writes of the file."""


@dataclass
class Demonstration:
    program: str
    """The program's name (unique in its set)."""
    schedule: list[dict]
    actions: list[list[int]]
    """The env actions, from reset to the end of the episode, that give `schedule`."""
    speedup: float
    """Measured, verified, paired with the untransformed program."""
    teacher: str
    measurements: int
    """Candidates the teachers measured on this program."""


def _action(kind: int, sizes: tuple[int, ...] = (), loop: int = 0) -> list[int]:
    action = [0] * len(ACTION_NVEC)
    action[0] = kind
    for position, size in enumerate(sizes):
        action[1 + position] = TILE_SIZES.index(size)
    action[LOOP_PART] = loop
    return action


def _step_actions(step: Step) -> list[list[int]]:
    if isinstance(step, Interchange):
        placements = [_action(INTERCHANGE, loop=loop) for loop in step.permutation[:-1]]
        return [_action(INTERCHANGE), *placements]
    sizes = getattr(step, "sizes", ())
    if any(size not in TILE_SIZES for size in sizes):
        raise ScheduleError(f"{step.describe()}: a tile size is not one the agent can choose")
    return [_action(KINDS.index(step.kind), tuple(sizes))]


def actions_of(program: Program, schedule: Schedule) -> list[list[int]]:
    """The env actions that reproduce `schedule` from reset to the episode's end; replayed
    in the env they must give exactly `schedule` (ScheduleError names the step if not)."""
    env = SchedulingEnv([program])
    env.reset(options={"program": 0})
    actions: list[list[int]] = []
    terminated, info = env.done, {}

    def play(action: list[int]) -> None:
        nonlocal terminated, info
        actions.append(action)
        _, _, terminated, _, info = env.step(np.asarray(action))
        for problem in ("illegal_action", "step_error"):
            if problem in info:
                raise ScheduleError(f"{program.name}: action {action}: {info[problem]}")

    for step in schedule.steps:
        while not terminated and env.tag != step.tag:
            play(_action(NEXT_OP))
        if terminated:
            raise ScheduleError(f"{step.describe()}: the episode ended before this step")
        for action in _step_actions(step):
            play(action)
    while not terminated:
        play(_action(NEXT_OP))
    if info.get("schedule", []) != schedule.to_json():
        raise ScheduleError(f"{program.name}: the actions give another schedule")
    return actions


# ------------------------------------------------------------------------ the file
def _problem(path: Path, what: str) -> ConfigError:
    return ConfigError(f"demonstrations {path}: {what}")


def load_demonstrations(path: str | Path) -> list[Demonstration]:
    """The demonstrations of a file; ConfigError (one line) names the file and what is
    wrong: missing, not JSON, truncated, another format, or another action space."""
    path = Path(path)
    text = read_text(path, "demonstrations", ConfigError)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise _problem(
            path, f"not valid JSON at line {error.lineno} column {error.colno} (truncated?)"
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _problem(path, f'not a demonstrations file (no "format": "{FORMAT}")')
    if data.get("version") != VERSION:
        raise _problem(path, f"file version {data.get('version')!r}, this reader is {VERSION}")
    if data.get("space_version") not in accepted_space_versions():
        raise _problem(
            path,
            f"made for action space {data.get('space_version')!r}, this version uses "
            f"{space_version()}: regenerate it (python -m rl_autoscheduler.agent.demonstrations)",
        )
    rows = data.get("demonstrations")
    if not isinstance(rows, list):
        raise _problem(path, "no 'demonstrations' list")
    try:
        return [Demonstration(**row) for row in rows]
    except TypeError as error:
        raise _problem(path, f"a malformed demonstration: {error}") from None


def write_demonstrations(path: Path, demonstrations: list[Demonstration], teachers: dict) -> None:
    data = {
        "format": FORMAT,
        "version": VERSION,
        "space_version": space_version(),
        "teachers": teachers,
        "demonstrations": [asdict(d) for d in demonstrations],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(data, indent=1))


def export_schedules(demonstrations: list[Demonstration], directory: Path) -> int:
    """Writes each demonstration as `<stem>.mlir` (its program) and `<stem>.json` (its
    schedule) in `directory`, the layout of a folder of expert schedules: the evaluation
    then measures the demonstrations against PyTorch in one run (`--suite DIRECTORY`),
    the figure #13 asks the teachers to reach. Returns how many it wrote."""
    directory.mkdir(parents=True, exist_ok=True)
    for demonstration in demonstrations:
        source = Path(demonstration.program)
        text = read_text(source, "demonstrated program", ConfigError)
        schedule = Schedule.from_json(demonstration.schedule, f"{source}: schedule")
        atomic_write_text(directory / source.name, text)
        atomic_write_text(directory / f"{source.stem}.json", schedule.dumps() + "\n")
    return len(demonstrations)


# ---------------------------------------------------------------------- teaching
def best_demonstration(
    program: Program, found: list[tuple[str, Measurement | None]], measurements: int
) -> Demonstration | None:
    """The fastest verified schedule among the teachers' bests, if it beats the program."""
    best = max(
        ((teacher, m) for teacher, m in found if m is not None and m.ok),
        key=lambda pair: pair[1].speedup,
        default=None,
    )
    if best is None or best[1].speedup <= 1.0:
        return None
    teacher, measurement = best
    schedule = Schedule.from_json(measurement.schedule)
    return Demonstration(
        program.name,
        schedule.to_json(),
        actions_of(program, schedule),
        measurement.speedup,
        teacher,
        measurements,
    )


def teach(
    programs: list[Program], measure_many: MeasureMany, template_budget: int, greedy_budget: int
):
    """One chunk of programs: both teachers on each, side by side. Yields per program its
    demonstration (None when nothing beat it) and the measurements spent."""
    templates = [TemplateSearch(p, template_budget) for p in programs]
    greedy = [GreedySearch(p, greedy_budget) for p in programs]
    results = run([*templates, *greedy], measure_many)
    for index, program in enumerate(programs):
        by_template, by_greedy = results[index], results[len(programs) + index]
        spent = by_template.measurements + by_greedy.measurements
        found = [("template", by_template.best), ("greedy", by_greedy.best)]
        yield program, best_demonstration(program, found, spent), spent


def teach_by_ops_alone(
    programs: list[Program], agent, budget: int, measurer: Measurer, config: TrainConfig
):
    """`teach`'s yield for the ops-alone teacher (`agent.ops_alone`)."""
    from rl_autoscheduler.agent.ops_alone import teach_ops_alone

    for program, found, spent in teach_ops_alone(
        programs, agent, budget, measurer.measure_many, config.timing.threads
    ):
        ranked = sorted(found, key=lambda pair: -(pair[1].speedup if pair[1] else 0.0))
        demonstration = None
        for candidate in ranked:  # the fastest whose steps the env replays
            try:
                demonstration = best_demonstration(program, [candidate], spent)
                break
            except ScheduleError as error:
                print(f"{program.name}: {candidate[0]}: {error}", file=sys.stderr)
        yield program, demonstration, spent


def _ops_alone_agent(config: TrainConfig):
    """The policy the ops-alone teacher composes: `demonstrations.agent`, else the one the
    training starts from, else the shipped model."""
    from rl_autoscheduler.agent.trained import load_agent

    return load_agent(config.demonstrations.agent or config.training.init_from or None)


def demonstrated_set(config: TrainConfig) -> ProgramSet:
    """The train programs to demonstrate: those of `demonstrations.manifest` when set
    (with the train set's filters), else the whole train set."""
    if config.demonstrations.manifest is None:
        return config.train
    return dataclasses.replace(config.train, manifest=config.demonstrations.manifest, files=[])


def chosen_programs(programs: list[Program], per_kind: int) -> list[Program]:
    """Every program, or `per_kind` of each kind spread evenly over the kind's programs
    (so that small and large shapes are both demonstrated)."""
    if not per_kind:
        return programs
    chosen = []
    for members in programs_by_kind(programs).values():
        count = min(per_kind, len(members))
        picks = sorted({round(i * (len(members) - 1) / max(count - 1, 1)) for i in range(count)})
        chosen += [programs[members[i]] for i in picks]
    return chosen


def main(argv: list[str] | None = None, prog: str | None = None) -> int:
    """The command line; `prog` names the command in help (default: the module's path)."""
    parser = argparse.ArgumentParser(
        prog=prog or "python -m rl_autoscheduler.agent.demonstrations",
        description=__doc__.split("\n")[0],
    )
    parser.add_argument(
        "--config",
        required=True,
        help="a training config (its train set, cluster, timing and demonstrations section)",
    )
    parser.add_argument("--no-progress", action="store_true")
    parser.add_argument(
        "--export-schedules",
        type=Path,
        metavar="DIR",
        help="write the config's demonstrations to DIR as <stem>.mlir + <stem>.json (a "
        "suite with expert schedules, for `python -m evaluation.single_ops --suite DIR`) "
        "instead of searching",
    )
    args = parser.parse_args(argv)
    try:
        config = TrainConfig.load(args.config)
        options = config.demonstrations
        if not options.path:
            raise ConfigError(f"{args.config}: demonstrations.path is not set")
        path = Path(options.path)
        if args.export_schedules is not None:
            count = export_schedules(load_demonstrations(path), args.export_schedules)
            print(f"wrote {count} demonstrated programs and schedules to {args.export_schedules}")
            return 0
        done = load_demonstrations(path) if path.exists() else []
        demonstrated = load_programs(demonstrated_set(config), "train")
        programs = chosen_programs(demonstrated, options.per_kind)
        agent = _ops_alone_agent(config) if options.ops_alone_budget else None
    except (ConfigError, ScheduleError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    searched = {d.program for d in done} | set(_nothing_found(path))
    todo = [p for p in programs if p.name not in searched]
    teachers = {**asdict(options), "skipped": sorted(_nothing_found(path))}
    bar = tqdm(
        total=len(programs),
        initial=len(programs) - len(todo),
        desc="demonstrations",
        unit="program",
        disable=args.no_progress,
        dynamic_ncols=True,
    )
    with Measurer(config.cluster, config.timing) as measurer:
        for start in range(0, len(todo), CHUNK):
            chunk = todo[start : start + CHUNK]
            taught = (
                teach_by_ops_alone(chunk, agent, options.ops_alone_budget, measurer, config)
                if agent is not None
                else teach(
                    chunk, measurer.measure_many, options.template_budget, options.greedy_budget
                )
            )
            for program, demonstration, _ in taught:
                if demonstration is None:
                    teachers["skipped"].append(program.name)
                else:
                    done.append(demonstration)
                bar.update()
            write_demonstrations(path, done, teachers)
    bar.close()
    mean = geometric_mean([d.speedup for d in done])
    print(
        f"{len(done)} demonstrations in {path}, geometric-mean speedup "
        f"{f'{mean:.2f}x' if mean else 'n/a'}; "
        f"{len(teachers['skipped'])} programs where nothing beat the untransformed program"
    )
    return 0


def _nothing_found(path: Path) -> list[str]:
    """Programs an earlier run searched without finding anything faster (kept in the file
    so that a resumed run does not search them again)."""
    if not path.exists():
        return []
    try:
        return list(json.loads(path.read_text()).get("teachers", {}).get("skipped", []))
    except (OSError, json.JSONDecodeError, AttributeError):
        return []


if __name__ == "__main__":
    raise SystemExit(main())
