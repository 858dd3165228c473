"""Evaluation of a trained agent against strong baselines, measured in the same run.

    python -m evaluation.single_ops --checkpoint runs/quickstart/checkpoint.pt [--limit 12]
    python -m evaluation.neural_nets --checkpoint runs/quickstart/checkpoint.pt
    python -m evaluation.single_ops --checkpoint CKPT --suite benchmarks/schedules
    python -m evaluation.report results/<run>/results.json

Modules, one concern each:
- `suites`: the benchmarks (a manifest suite, or a directory of programs with expert
  schedules, op kinds inferred from the loop nests);
- `references`: PyTorch eager, JAX jit, numpy and torch.compile running the same
  computation, checked against the float64 oracle (`oracle`), in a child process with the
  thread limits (`harness` starts it, `child` runs in it; `torch_refs`, `jax_refs`,
  `numpy_refs`, `fx_jax` build each framework's call, `registry` says which computes which
  op kind);
- `settings`: the run's settings (with `TimingOptions` and `ClusterConfig` nested) and
  the command line generated from them;
- `results`: `MethodResult`, one row of results.json, and the method names and labels;
- `runner`: one run of every method on every benchmark, and its command line; `phases`
  (one function per phase), `rounds` (the median round), `run_results` (the typed records
  results.json is written from), `machine` and `progress` are its parts;
- `report` and `plots`: report.md and the PNG plots, from results.json alone.
"""
