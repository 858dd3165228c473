"""Evaluate a trained agent on single-op programs against every baseline, in one run.

    python -m evaluation.single_ops --checkpoint CKPT [--suite benchmarks/single_ops]
        [--split eval] [--limit N] [--names A B] [--random-trials 50] [--greedy-budget 50]
        [--threads 2] [--skip jax ...] [--out results/<run>]

`--suite DIR` on a directory without a manifest (a folder of your own programs, or
`benchmarks/schedules`) evaluates every `.mlir` program in it (`--split` does not
apply): op kinds are inferred from the loop nests, an expert schedule is used where a
sibling `<stem>.json` (or one in `--experts`) exists, any other program's PyTorch and
JAX references are its translation (`evaluation.references.translate`), and a file
that does not parse is listed as a failed benchmark while the others are evaluated.
See `evaluation.runner` for the methods and how they are measured and verified; the
results go to `results/<run>/` (results.json, report.md, plots).
"""

from __future__ import annotations

import sys

from evaluation.runner import main as run_main


def main(argv: list[str] | None = None) -> int:
    return run_main(
        argv,
        prog="python -m evaluation.single_ops",
        description=__doc__.splitlines()[0],
        suite="benchmarks/single_ops",
        split="eval",
    )


if __name__ == "__main__":
    sys.exit(main())
