"""The reference frameworks running the computation of a benchmark: PyTorch eager (the faster
of NCHW and channels_last for convolutions and pooling), JAX (`jax.jit`, XLA on the CPU),
numpy (OpenBLAS; matmul and batch_matmul) and `torch.compile` (inductor, C++ on the CPU).

Modules, one responsibility each:
- `harness`: the parent's side. Starts one child process per benchmark (`python -m
  evaluation.references.child JOB.json OUT.jsonl`) with the environment below, reads its
  result lines, turns a crash or time-out into failed rows; the machine's peak.
- `child`: the child's side. Draws the inputs, checks the untransformed program against
  the float64 reference, then checks and times each framework.
- `torch_refs`, `jax_refs`, `numpy_refs`: per framework, the benchmark as a call; each
  op kind's implementation is registered in `registry` (`register_reference`), so one
  table knows which framework computes which kind;
- `registry`: which framework computes which op kind of `rl_autoscheduler.ir.op_kinds`;
- `oracle`: the float64 value a benchmark's destination must hold, per op kind or for a
  network, and the rule a float32 result is accepted by (`matches_reference`);
- `translate` (with `backends`): any other program translated op by op, in float64 for
  the oracle and in float32 for the PyTorch and JAX baselines;
- `fx_jax`: a PyTorch network's torch.fx graph interpreted in JAX.

Each benchmark's frameworks run in a child process so that the thread settings apply from
the start, a crash costs only that child, and the timings of one runtime's spinning worker
threads do not leak into another's. The child:

1. compiles the untransformed MLIR program and draws its inputs exactly as
   `rl_autoscheduler.measurement.measure` does (`inputs.draw_inputs(kernel, seed, text)`:
   inputs whose untransformed outputs are finite), so every method of a benchmark sees the
   same inputs;
2. computes the float64 reference (`oracle`: numpy / PyTorch
   per op kind; any other program translated whole into float64 PyTorch ops by
   `translate` (the core describes each op, named or generic, with its maps and
   body); the network's PyTorch module in float64 for a network, with the inputs'
   weights loaded) and checks the untransformed program's outputs (the buffers
   `output_indices` names) against it;
3. per framework, builds the same computation in float32 (a linalg op accumulates
   into its destination, so e.g. a matmul is `addmm(C, A, B)`, and a bare `matmul`
   when the destination is a zero fill; a program of several ops runs them in
   program order), checks its output against the reference, then times it under the
   project's one timing policy (`rl_autoscheduler.measurement.timing.time_callable` with the
   run's `TimingOptions`, the rule MLIR kernels are timed by), median reported. Every
   check and timing holds the machine's timing lock (`timing_lock.exclusive_timing`),
   after a short pause that lets the previous runtime's spinning threads go to sleep.

Threads: PyTorch gets `torch.set_num_threads(threads)`. JAX gets
`XLA_FLAGS="--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"` with
one thread and `--xla_cpu_multi_thread_eigen=true intra_op_parallelism_threads=N`
otherwise. Only `--xla_cpu_multi_thread_eigen` is a flag XLA reads: jaxlib 0.10
skips the bare `intra_op_parallelism_threads=N` token (it is kept because it is the
usual recipe). What bounds XLA's thread pools is the CPU affinity: when N is less
than the cores available, the child is pinned to N cores (`sched_setaffinity`)
before anything is imported, and XLA sizes its pools from the affinity mask. JAX
runs with `JAX_PLATFORMS=cpu`; results are awaited with `block_until_ready()`.

Every reference at its best: the environment of this machine sets `OPENBLAS_CORETYPE` and
`OPENBLAS_L2_SIZE` (a workaround for old OpenBLAS builds) that make OpenBLAS pick an older,
narrower kernel (about half numpy's matmul speed). The child's environment drops them (the
parent's, the test suite's and CI's stay as they are), and the reference-check row names the
BLAS libraries the child loaded (threadpoolctl: `internal_api`, `architecture`,
`num_threads`). PyTorch's convolutions and pooling run in NCHW and in channels_last (inputs,
weights and destination converted before timing), each checked, and the faster counts (row
field `layout`). `torch.compile` compiles once before timing (`compile_s`), as `jax.jit` does.

Each result is one JSON line: `method`, `ok`, `correct`, `time_s`, `times_s`,
`failure_kind` (unsupported, wrong_result, non_finite, error, crash, timeout), `error`,
`note`. `non_finite`: the program's outputs are NaN or infinite under every draw; the row
matched the reference by NaN/Inf positions and finite values (`correct`, and its time is
kept) but does not count (`child.non_finite_row`).
"""


class Unsupported(Exception):
    """The framework cannot express this benchmark; the message says why."""
