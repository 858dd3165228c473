"""Evaluate a trained agent on whole networks (PyTorch models lowered to linalg), in one run.

    python -m evaluation.neural_nets --checkpoint CKPT [--suite benchmarks/neural_nets]
        [--names mlp lenet5] [--limit N] [--random-trials 50] [--greedy-budget 50]
        [--threads 2] [--skip jax ...] [--out results/<run>]

PyTorch eager runs the network's module with the benchmark's weights loaded; JAX runs
the same module translated op by op from its torch.fx graph (`evaluation.references.fx_jax`).
See `evaluation.runner` for the methods; results go to `results/<run>/`. Each network's
report also says where its time goes under the agent's schedule (`--no-op-shares` to
skip): every op timed alone with its steps (`rl_autoscheduler.commands.op_shares`).
"""

from __future__ import annotations

import sys

from evaluation.runner import main as run_main


def main(argv: list[str] | None = None) -> int:
    return run_main(
        argv,
        prog="python -m evaluation.neural_nets",
        description=__doc__.splitlines()[0],
        suite="benchmarks/neural_nets",
        split=None,
        op_shares=True,
    )


if __name__ == "__main__":
    sys.exit(main())
