"""Evaluation of a trained agent against strong baselines, measured in the same run.

    python -m evaluation.single_ops --checkpoint runs/quickstart/checkpoint.pt [--limit 12]
    python -m evaluation.neural_nets --checkpoint runs/quickstart/checkpoint.pt
    python -m evaluation.single_ops --checkpoint CKPT --suite benchmarks/schedules
    python -m evaluation.report results/<run>/results.json

Modules, one concern each:
- `suites`: the benchmarks (a manifest suite, or a directory of programs with expert
  schedules, op kinds inferred from the loop nests);
- `baselines`: PyTorch eager and JAX jit running the same computation, checked
  against the float64 reference, in a child process with the thread limits;
- `greedy`: the greedy search that measures each candidate step;
- `runner`: one run of every method on every benchmark, `results.json`;
- `report` and `plots`: report.md and the PNG plots, from results.json alone.
"""
