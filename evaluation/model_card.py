"""Ship a trained model: a slim copy of its checkpoint and a card that says what it is.

    python -m evaluation.model_card --run-dir runs/shipped \\
        --evaluation results/<run>/results.json [--out rl_autoscheduler/models]

The copy keeps what `optimize` and the evaluation load (the policy, its config and the
space it was trained on) and drops the optimizer and random states, which only a resumed
training needs. The card is written from the run's own files, nothing typed by hand: the
config, the demonstrations by kind, the training's measurements and wall time (the phase
times `scripts/train_shipped.sh` records), the machine and commit, the evaluation's
geometric means by method and kind, and (`--demonstrations-evaluation`) the demonstrated
schedules against PyTorch on their own programs.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import torch

import rl_autoscheduler
from evaluation.targets import target_table
from rl_autoscheduler.agent.checkpoint import CHECKPOINT, read_checkpoint
from rl_autoscheduler.agent.demonstrations import load_demonstrations
from rl_autoscheduler.agent.tracking import read_metrics
from rl_autoscheduler.atomic_files import atomic_write_bytes, atomic_write_text
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.op_kinds import program_kind
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.program_sets import ProgramSet, resolve_files
from rl_autoscheduler.measurement.measure import geometric_mean

KEPT = (
    "policy",
    "config",
    "iteration",
    "measurements",
    "pretrained",
    "space_version",
    "space",
    "architecture",
)
REPRODUCE = "bash scripts/train_shipped.sh"
MODELS = Path(rl_autoscheduler.__file__).resolve().parent / "models"
"""Where the shipped model and its card live: the package's own `models/`."""


def slim_checkpoint(source: Path, target: Path) -> int:
    """Writes the inference part of `source` to `target`; returns its size in bytes."""
    state = read_checkpoint(source)
    buffer = io.BytesIO()
    torch.save({key: state[key] for key in KEPT if key in state}, buffer)
    atomic_write_bytes(target, buffer.getvalue())
    return len(buffer.getvalue())


def demonstration_table(path: Path, train: dict) -> list[str]:
    """Per kind (the suites' names, as training samples them), the demonstrations."""
    demonstrations = load_demonstrations(path)
    kinds = {str(file): kind for file, kind in resolve_files(ProgramSet(**train))}
    by_kind: dict[str, list] = {}
    for demonstration in demonstrations:  # named by their files
        kind = kinds.get(demonstration.program) or program_kind(
            Program.from_file(demonstration.program)
        )
        by_kind.setdefault(kind, []).append(demonstration)
    lines = [
        "| kind | programs | geomean speedup | by teacher | measurements |",
        "|---|---|---|---|---|",
    ]
    for kind, rows in sorted(by_kind.items()):
        teachers: dict[str, int] = {}
        for row in rows:
            teachers[row.teacher] = teachers.get(row.teacher, 0) + 1
        by_teacher = ", ".join(f"{name} {count}" for name, count in sorted(teachers.items()))
        lines.append(
            f"| {kind} | {len(rows)} | {geometric_mean([r.speedup for r in rows]):.1f}x "
            f"| {by_teacher} | {sum(r.measurements for r in rows)} |"
        )
    everything = [r.speedup for r in demonstrations]
    lines.append(
        f"| all | {len(demonstrations)} | {geometric_mean(everything):.1f}x | | "
        f"{sum(r.measurements for r in demonstrations)} |"
    )
    return lines


def demonstrations_against_pytorch(results: dict) -> list[str]:
    """Per kind, the demonstrated schedules' speedups (the evaluation's `expert` method on
    the exported demonstrations) against PyTorch's, both measured in the same run: the
    geometric mean of the per-program ratios, over programs where both verified."""
    by_kind: dict[str, list[tuple[float, float]]] = {}
    for benchmark in results.get("benchmarks", []):
        rows = benchmark["results"]
        ours, theirs = rows.get("expert", {}), rows.get("pytorch", {})
        if ours.get("verified") and theirs.get("verified"):
            pair = (ours["speedup"], theirs["speedup"])
            by_kind.setdefault(benchmark["kind"], []).append(pair)
    lines = [
        "| kind | programs | demonstrations | PyTorch | demonstrations / PyTorch |",
        "|---|---|---|---|---|",
    ]
    everything = [pair for pairs in by_kind.values() for pair in pairs]
    for kind, pairs in [*sorted(by_kind.items()), ("all", everything)]:
        ours = geometric_mean([a for a, _ in pairs])
        theirs = geometric_mean([b for _, b in pairs])
        ratio = geometric_mean([a / b for a, b in pairs])
        lines.append(f"| {kind} | {len(pairs)} | {ours:.1f}x | {theirs:.1f}x | {ratio:.2f}x |")
    return lines


def _programs_timed(results: dict, config: dict) -> str:
    """How many of the demonstrated programs the PyTorch comparison timed: all, or a
    sample when the reproduction's time did not allow every one."""
    timed = len(results.get("benchmarks", []))
    total = len(load_demonstrations(Path(config["demonstrations"]["path"])))
    return f"{timed} of the {total} demonstrated programs" if timed < total else "all of them"


def evaluation_table(results: dict) -> list[str]:
    summary = results["summary"]
    kinds = [*summary["kinds"], "overall"]
    lines = ["| method | " + " | ".join(kinds) + " |", "|---" * (len(kinds) + 1) + "|"]
    for method, means in summary["geomean"].items():
        counts = summary["counts"][method]
        cells = [
            f"{means[k]:.2f}x ({counts[k][0]}/{counts[k][1]})"
            if means.get(k) is not None and not math.isnan(means[k])
            else "n/a"
            for k in kinds
        ]
        lines.append(f"| {method} | " + " | ".join(cells) + " |")
    return lines


def target_lines(results: dict) -> list[str]:
    """The evaluation's targets (`targets.py`) as a card section, if it measured any."""
    table = target_table(results)
    if not table:
        return []
    return ["### Targets", "Ratios over the benchmarks where both verified:", "", *table, ""]


def _commit(out: Path) -> str:
    """HEAD, and whether the checkout differs from it apart from `out` (the model and card
    this command writes itself: a rewritten checkpoint must not mark the card dirty)."""
    try:
        commit, top = subprocess.run(
            ["git", "rev-parse", "HEAD", "--show-toplevel"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        # git's exclude magic takes a path relative to the top, not an absolute one.
        own = os.path.relpath(out.resolve(), top)
        dirty = subprocess.run(
            [
                "git",
                "status",
                "--porcelain",
                "--untracked-files=no",
                "--",
                ":/",
                f":(top,exclude){own}",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git checkout)"
    return commit + (" (with uncommitted changes)" if dirty else "")


def _evaluation_run(results: dict) -> str:
    """Which run the figures come from and how long it took: the card may cite an
    evaluation with larger search budgets than the one `scripts/train_shipped.sh` runs."""
    agent = results.get("agent") or {}
    total_s = (results.get("timings") or {}).get("total_s")
    took = f", {total_s / 60:.1f} min" if total_s else ""
    run = f"Run `{results.get('run')}` of `{agent.get('checkpoint')}`"
    return f"{run}{took}, {results.get('created')}. "


def _demonstration_term(ppo: dict) -> str:
    coef = ppo.get("demonstration_coef", 0.0)
    if not coef:
        return ""
    return f"; the demonstrations' negative log-likelihood weighs {coef:g} in every PPO loss"


def _measurements(last: dict) -> str:
    """The training's measurements, and those the measurement cache answered (a rerun of
    the same training measures nothing new and ends with the same weights)."""
    text = f"{int(last.get('measurements', 0))} training measurements"
    hits = int(last.get("cache_hits", 0))
    return f"{text}, {hits} episodes answered by the measurement cache" if hits else text


def _budgets(results: dict) -> str:
    """The search budgets of the methods the evaluation ran."""
    evaluation, methods = results.get("config", {}), set(results.get("methods") or [])
    budgets = [
        (f"random search {evaluation.get('random_trials')} schedules", "random_search"),
        (f"greedy search at most {evaluation.get('greedy_budget')} measurements", "greedy_search"),
        (f"agent trials {evaluation.get('agent_trials')}", "agent_trials"),
    ]
    ran = [text for text, method in budgets if method in methods]
    return f"Budgets: {', '.join(ran)}; " if ran else "One pass only, no searches; "


def _starting_point(config: dict) -> list[str]:
    """A fine-tuning's model it started from, with that model's card beside it."""
    start = config["training"].get("init_from")
    if not start:
        return []
    base = Path(start)
    card = base.with_name(f"{base.stem.upper()}_MODEL_CARD.md")
    named = f" (its card: `{card.name}`)" if card.exists() else ""
    return [f"0. Started from the policy of `{start}`{named}, not from random weights."]


def _demonstration_step(options: dict) -> str:
    where = f"the train programs of `{options['manifest']}`" if options.get("manifest") else None
    if options.get("ops_alone_budget"):
        return (
            f"1. Demonstrations: the ops-alone teacher on {where or 'every train program'} "
            f"(`agent/ops_alone.py`: each distinct op tuned alone, {options['ops_alone_budget']} "
            "candidates each; the schedules composed from them measured and verified beside "
            "the starting model's own one pass in context), the fastest kept as env actions."
        )
    return (
        "1. Demonstrations: template search and greedy search on "
        f"{options['per_kind'] or 'all'} {where or 'train programs'} per op kind "
        "(every candidate measured and verified), the best kept as env actions."
    )


def _rehearsal(options: dict, last: dict) -> str:
    if not options.get("rehearsal_coef"):
        return ""
    return (
        f"; every other train program rehearsed (the starting policy's own greedy actions, "
        f"weight {options['rehearsal_coef']:g}), last epoch rehearsal accuracy "
        f"{last.get('pretrain_rehearsal_accuracy', math.nan):.3f}"
    )


def _phases(run_dir: Path) -> list[str]:
    """`phase seconds` lines written by scripts/train_shipped.sh."""
    path = run_dir / "phases.txt"
    if not path.exists():
        return ["(no phases.txt: the run was not made by scripts/train_shipped.sh)"]
    lines, total = [], 0.0
    for row in path.read_text().split("\n"):
        if row.strip():
            name, seconds = row.split()
            total += float(seconds)
            lines.append(f"- {name}: {float(seconds) / 60:.1f} min")
    return [*lines, f"- total: {total / 60:.1f} min"]


def family_section(
    results: dict,
    title: str = "the op families",
    what: str = "contractions in any map shape",
) -> list[str]:
    """The evaluation of another suite's eval split (the op families, the network blocks,
    the whole networks), if given."""
    evaluation = results.get("config", {})
    return [
        f"## Evaluation on {title}",
        f"Suite `{evaluation.get('suite')}`, split `{evaluation.get('split')}`, "
        f"{len(results.get('benchmarks', []))} benchmarks ({what}), "
        f"every method in the same run; timing {evaluation.get('timing')}. "
        f"{_evaluation_run(results)}"
        "Geometric-mean speedup over the untransformed program, (verified/available):",
        "",
        *evaluation_table(results),
        "",
        *target_lines(results),
    ]


def card(
    run_dir: Path,
    results: dict,
    size: int,
    out: Path,
    demonstrations: dict | None = None,
    families: dict | None = None,
    blocks: dict | None = None,
    networks: dict | None = None,
    reproduce: str = REPRODUCE,
) -> str:
    config = json.loads((run_dir / "config.json").read_text())
    metrics = [row for row in read_metrics(run_dir / "metrics.jsonl") if row["iteration"] > 0]
    last = metrics[-1] if metrics else {}
    cloning = [row for row in read_metrics(run_dir / "metrics.jsonl") if "pretrain_loss" in row]
    machine = results.get("machine", {})
    evaluation = results.get("config", {})
    text = [
        "# The shipped model",
        "",
        "`rl_autoscheduler/models/default.pt`: the policy `rl-autoscheduler optimize` and the",
        "evaluation use when no `--checkpoint` is given. Everything below is generated by",
        "`python -m evaluation.model_card` from the run's files.",
        f"Reproduce it with `{reproduce}`.",
        "",
        "## How it was trained",
        *_starting_point(config),
        _demonstration_step(config["demonstrations"]),
        f"2. Behaviour cloning: {config['pretrain']['epochs']} epochs; last epoch loss "
        f"{cloning[-1]['pretrain_loss']:.3f}, greedy-action accuracy "
        f"{cloning[-1]['pretrain_accuracy']:.2f}"
        + _rehearsal(config["pretrain"], cloning[-1])
        + "."
        if cloning
        else "2. Behaviour cloning: none.",
        f"3. PPO fine-tuning: {last.get('iteration', 0)} iterations of "
        f"{config['training']['episodes_per_iteration']} episodes, programs sampled by op kind "
        f"from the whole train split; {_measurements(last)}"
        + _demonstration_term(config["ppo"])
        + "."
        if last
        else "3. PPO fine-tuning: none.",
        "",
        f"Checkpoint: {size / 1e6:.1f} MB (policy and config only).",
        "",
        "### Wall time",
        *_phases(run_dir),
        "",
        "### Demonstrations by kind (speedup over the untransformed program, measured)",
        *demonstration_table(Path(config["demonstrations"]["path"]), config["train"]),
        "",
        *(
            [
                "### Demonstrations against PyTorch (measured in one run)",
                "The demonstrated schedules timed with PyTorch's best layout on the same "
                "programs (`demonstrations --export-schedules`, then `evaluation.single_ops "
                f"--suite`; {_programs_timed(demonstrations, config)}); speedups over the "
                "untransformed program:",
                "",
                *demonstrations_against_pytorch(demonstrations),
                "",
            ]
            if demonstrations is not None
            else []
        ),
        "## Evaluation",
        f"Suite `{evaluation.get('suite')}`, split `{evaluation.get('split')}`, "
        f"{len(results.get('benchmarks', []))} benchmarks, every method in the same run. "
        f"{_budgets(results)}timing {evaluation.get('timing')}. "
        f"{_evaluation_run(results)}"
        "Geometric-mean speedup over the untransformed program, (verified/available):",
        "",
        *evaluation_table(results),
        "",
        *target_lines(results),
        *(family_section(families) if families is not None else []),
        *(
            family_section(blocks, "the network blocks", "network blocks at stage sizes")
            if blocks is not None
            else []
        ),
        *(
            family_section(networks, "whole networks", "PyTorch models end to end")
            if networks is not None
            else []
        ),
        "## Machine and commit",
        f"- CPU: {machine.get('cpu')}, {machine.get('available_cores')} cores available, "
        f"vector features {machine.get('vector_features')}",
        f"- platform: {machine.get('platform')}; versions: {machine.get('versions')}",
        f"- commit when this card was written: {_commit(out)}",
        "",
        "## Config",
        "```json",
        json.dumps(config, indent=1),
        "```",
        "",
    ]
    return "\n".join(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m evaluation.model_card", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--run-dir", type=Path, required=True)
    parser.add_argument(
        "--evaluation", type=Path, required=True, help="an evaluation's results.json"
    )
    parser.add_argument(
        "--demonstrations-evaluation",
        type=Path,
        help="the results.json of an evaluation of the exported demonstrations "
        "(`--suite` of `demonstrations --export-schedules`) with PyTorch",
    )
    parser.add_argument(
        "--family-evaluation",
        type=Path,
        help="the results.json of an evaluation of the op families' eval split",
    )
    parser.add_argument(
        "--blocks-evaluation", type=Path, help="the results.json of the network blocks' eval split"
    )
    parser.add_argument(
        "--networks-evaluation", type=Path, help="the results.json of the whole networks"
    )
    parser.add_argument(
        "--reproduce", default=REPRODUCE, help=f"the command the card names (default {REPRODUCE})"
    )
    parser.add_argument("--out", type=Path, default=MODELS)
    args = parser.parse_args(argv)
    try:
        results = json.loads(args.evaluation.read_text())
        demonstrations = (
            json.loads(args.demonstrations_evaluation.read_text())
            if args.demonstrations_evaluation
            else None
        )
        families = (
            json.loads(args.family_evaluation.read_text()) if args.family_evaluation else None
        )
        blocks, networks = (
            json.loads(path.read_text()) if path else None
            for path in (args.blocks_evaluation, args.networks_evaluation)
        )
        args.out.mkdir(parents=True, exist_ok=True)
        size = slim_checkpoint(args.run_dir / CHECKPOINT, args.out / "default.pt")
        text = card(
            args.run_dir,
            results,
            size,
            args.out,
            demonstrations,
            families,
            blocks,
            networks,
            args.reproduce,
        )
        atomic_write_text(args.out / "MODEL_CARD.md", text)
    except (ConfigError, OSError, json.JSONDecodeError, KeyError) as error:
        print(f"error: {type(error).__name__}: {error}", file=sys.stderr)
        return 2
    print(f"wrote {args.out / 'default.pt'} and {args.out / 'MODEL_CARD.md'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
