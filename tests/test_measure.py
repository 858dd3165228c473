"""Verification catches wrong results; timing reports medians of real runs;
a crashing or hanging kernel costs only its process."""

import statistics
import time

import numpy as np
import pytest
from programs import ADD, CRASH, HANG, MATMUL, MATMUL_RELU, PADDED_COPY, RELU

from rl_autoscheduler import _core
from rl_autoscheduler.config import ConfigError, from_dict
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Interchange, Schedule, Tile, TileParallel, Vectorize
from rl_autoscheduler.measurement.float64_check import no_less_accurate
from rl_autoscheduler.measurement.kernel_io import outputs_match, random_inputs, run_copy
from rl_autoscheduler.measurement.measure import Baseline, TimingOptions, measure
from rl_autoscheduler.measurement.sandbox import measure_isolated

QUICK = TimingOptions(threads=1, warmup=1, repeat=5, min_repeat=3)


def test_random_inputs_are_seeded_and_never_zero():
    specs = [((4, 5), "float32"), ((3,), "int64")]
    first, second = random_inputs(specs, seed=3), random_inputs(specs, seed=3)
    for a, b in zip(first, second, strict=True):
        np.testing.assert_array_equal(a, b)
    assert np.count_nonzero(first[0]) == first[0].size
    assert first[0].dtype == np.float32 and first[1].dtype == np.int64
    assert not np.array_equal(first[0], random_inputs(specs, seed=4)[0])


def test_matmul_output_matches_numpy():
    program = Program.from_text(MATMUL)
    kernel = _core.compile(program.text)
    a, b, c = random_inputs(kernel.arguments, seed=0)
    expected = c + a @ b
    kernel.run([a, b, c])
    np.testing.assert_allclose(c, expected, rtol=1e-5, atol=1e-5)
    # The same through the buffers' addresses, as the torch backend calls it.
    c_again = c.copy()
    kernel.run_addresses([x.ctypes.data for x in (a, b, c_again)])
    np.testing.assert_allclose(c_again, c + a @ b, rtol=1e-5, atol=1e-5)


def test_a_kernel_refuses_arrays_of_another_dtype_shape_or_count():
    kernel = _core.compile(Program.from_text(MATMUL).text)
    a, b, c = random_inputs(kernel.arguments, seed=0)
    with pytest.raises(ValueError, match="argument #1: dtype must be float32"):
        kernel.run([a, b.astype(np.float64), c])
    with pytest.raises(ValueError, match="argument #2: wrong shape"):
        kernel.run([a, b, c[:, :-1].copy()])
    with pytest.raises(ValueError, match="takes 3 buffers, got 2"):
        kernel.run_addresses([a.ctypes.data, b.ctypes.data])


def test_returned_tensor_becomes_an_out_parameter():
    kernel = _core.compile(Program.from_text(MATMUL_RELU).text)
    assert kernel.num_original_arguments == 2
    assert kernel.arguments == [((16, 24), "float32"), ((24, 32), "float32"), ((16, 32), "float32")]
    a, b, out = random_inputs(kernel.arguments, seed=1)
    kernel.run([a, b, out])
    np.testing.assert_allclose(out, np.maximum(a @ b, 0), rtol=1e-5, atol=1e-5)


def test_a_kernels_temporary_buffers_are_freed_after_each_call():
    # A measuring process runs thousands of kernels: 8 MB lost per call adds up.
    import psutil

    kernel = _core.compile(Program.from_text(PADDED_COPY).text)
    assert kernel.allocated_bytes >= 32 * 258 * 258 * 4
    inputs = random_inputs(kernel.arguments, seed=0)
    kernel.run(inputs)
    before = psutil.Process().memory_info().rss
    for _ in range(30):
        kernel.run(inputs)
    assert psutil.Process().memory_info().rss - before < 60 << 20  # 30 leaked copies: 255 MB


def test_a_padded_input_is_copied_with_vector_rows_not_element_by_element():
    # The runtime's generic memrefCopy took 4 ms of a 4.2 ms max-pool: the pad's
    # interior copy and fill are vectorized rows, the same in every schedule.
    program = Program.from_text(PADDED_COPY)
    llvm = _core.lower_to_llvm(program.text)
    assert "memrefCopy" not in llvm
    assert "vector<256xf32>" in llvm  # one row of the interior at a time
    kernel = _core.compile(program.text)
    inputs = random_inputs(kernel.arguments, seed=0)
    # The add writes into a copy of %O, which it also reads (`copyAliasedInits`): the
    # result is an out-parameter after the two inputs.
    *_, out = run_copy(kernel, inputs)
    assert len(inputs) == 3
    expected = np.pad(inputs[0], ((0, 0), (0, 0), (1, 1), (1, 1))) + inputs[1]
    np.testing.assert_allclose(out, expected, rtol=1e-6)


def test_a_vector_tile_that_unrolls_too_far_is_refused_in_seconds_not_compiled_for_minutes():
    # A 16x256 vector tile read through a transposed access unrolls into 8192
    # scalar loads and stores, which took LLVM 110 s to compile.
    d0, d1, d2 = 32, 256, 320
    text = (
        RELU.replace("16x32", f"{d0}x{d1}x{d2}")
        .replace("(d0, d1) -> (d0, d1)", "(d0, d1, d2) -> (d0, d1, d2)")
        .replace('["parallel", "parallel"]', '["parallel", "parallel", "parallel"]')
    )
    schedule = Schedule(
        [
            TileParallel("op0", (0, 0, 8)),
            Interchange("op0", (2, 0, 1)),
            Tile("op0", (1, 16, 0)),
            Vectorize("op0"),
        ]
    )
    started = time.monotonic()
    result = measure(Program.from_text(text), schedule, QUICK)
    assert result.failure_kind == "compile_error"
    assert "loads and stores (limit 4096 per linalg op" in result.error
    assert "tile it smaller" in result.error
    assert time.monotonic() - started < 60


def test_wrong_result_is_a_failure_not_a_speedup():
    # Measure a subtraction against the baseline of an addition of the same signature.
    subtract = Program.from_text(ADD.replace("arith.addf", "arith.subf"))
    baseline = Baseline.build(Program.from_text(ADD), QUICK)
    result = measure(subtract, Schedule(), QUICK, baseline=baseline)
    assert result.failure_kind == "wrong_result"
    assert not result.correct and result.max_rel_error > 0.1
    assert "max relative error" in result.error


LOOSE_VARIANCE = """
func.func @loose(%x: tensor<2x16x16384xf32>, %acc: tensor<2xf32>) -> tensor<2xf32> {
  %sum = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>,
      affine_map<(a, b, c) -> (a)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x16x16384xf32>) outs(%acc : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %squares = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>,
      affine_map<(a, b, c) -> (a)>, affine_map<(a, b, c) -> (a)>],
      iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x, %sum : tensor<2x16x16384xf32>, tensor<2xf32>) outs(%acc : tensor<2xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %d = arith.subf %in, %s : f32
    %q = arith.mulf %d, %d : f32
    %r = arith.addf %q, %out : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  return %squares : tensor<2xf32>
}"""


def test_a_sum_the_written_order_computes_loosely_is_checked_against_float64():
    # IREE's group-norm statistics: 262144 squares summed in the written order are
    # 5e-4 off float64, and a schedule summing 64-lane pieces (10x faster) differs
    # from that order by as much. It is as close to float64 as the program as written,
    # so it verifies; outputs further from float64 than the written program's do not.
    program = Program.from_text(LOOSE_VARIANCE)
    baseline = Baseline.build(program, QUICK)
    pieces = Schedule(
        (Tile("op0", (1, 1, 64)), Vectorize("op0"), Tile("op1", (1, 1, 64)), Vectorize("op1"))
    )
    result = measure(program, pieces, QUICK, baseline=baseline)
    assert result.ok and result.checked_against == "float64", result.error
    assert result.max_rel_error > 1e-4  # against the untransformed program
    reference = baseline.float64_reference(QUICK.threads)
    written = reference.written_errors[-1]
    assert written > 1e-4
    off = [array.copy() for array in baseline.outputs]
    off[-1] = (reference.outputs[-1] * (1 + 3 * written)).astype(np.float32)
    verdict = no_less_accurate(reference, off, num_original_arguments=2)
    assert not verdict.ok and "against the program in float64" in verdict.mismatch


def test_compare_tolerances():
    want = [np.ones(4, np.float32) * 100]
    assert outputs_match(want, [want[0] + 1e-3]) == (True, pytest.approx(1e-5, rel=1e-2))
    assert not outputs_match(want, [want[0] + 1.0])[0]
    nan = want[0].copy()
    nan[1] = np.nan
    assert outputs_match(want, [nan]) == (False, float("inf"))
    assert not outputs_match([np.arange(3)], [np.array([0, 1, 3])])[0]


def test_timing_fields_are_medians_of_real_runs():
    program = Program.from_text(MATMUL)
    schedule = Schedule([Tile("op0", (8, 8, 0)), Vectorize("op0")])
    result = measure(program, schedule, QUICK)
    assert result.ok
    assert 3 <= len(result.times_s) <= 5 and 3 <= len(result.baseline_times_s) <= 5
    assert result.time_s == statistics.median(result.times_s)
    assert result.baseline_s == statistics.median(result.baseline_times_s)
    assert result.speedup == pytest.approx(result.baseline_s / result.time_s)
    assert result.gflops == pytest.approx(2 * 16 * 32 * 24 / result.time_s / 1e9)
    assert 0 < result.compile_s < 30


def test_crashing_kernel_is_reported_and_the_caller_survives():
    result = measure_isolated(Program.from_text(CRASH, "crash.mlir"), Schedule(), timeout_s=60)
    assert result.failure_kind == "crash"
    assert "SIGSEGV" in result.error or "SIGBUS" in result.error
    # What the child printed as it died is part of the report.
    assert "Fatal Python error" in result.error
    # The caller goes on measuring.
    ok = measure_isolated(Program.from_text(ADD), Schedule([TileParallel("op0", (8, 0))]))
    assert ok.ok, ok.error


def test_hanging_kernel_times_out():
    result = measure_isolated(Program.from_text(HANG, "hang.mlir"), Schedule(), timeout_s=5)
    assert result.failure_kind == "timeout"
    assert "5 s" in result.error


def test_a_kernel_slower_than_the_budget_is_run_once():
    program = Program.from_text(MATMUL)
    baseline = Baseline.build(program, QUICK)
    result = measure(program, Schedule(), TimingOptions(budget_s=1e-9), baseline=baseline)
    assert result.ok and len(result.times_s) == 1


def test_a_measurement_out_of_memory_is_a_crash_not_a_dead_machine(monkeypatch):
    from rl_autoscheduler.measurement.sandbox import MEMORY_LIMIT_VARIABLE

    monkeypatch.setenv(MEMORY_LIMIT_VARIABLE, "0.2")  # far below what a measurement needs
    result = measure_isolated(Program.from_text(ADD), Schedule(), timeout_s=60)
    # Where the allocation fails decides how the child dies: a MemoryError or bad_alloc is
    # named as such; native code may die by a signal first. Either way the limit is named.
    assert result.failure_kind in ("out_of_memory", "crash") and not result.ok
    assert "RL_AUTOSCHEDULER_SANDBOX_MEMORY_GB" in result.error


def test_after_running_out_of_memory_the_next_measurement_gets_a_fresh_process(monkeypatch):
    from rl_autoscheduler.measurement.sandbox import MEMORY_LIMIT_VARIABLE, Sandbox

    with Sandbox(timeout_s=60) as sandbox:
        monkeypatch.setenv(MEMORY_LIMIT_VARIABLE, "0.2")
        # A MemoryError or bad_alloc is named out_of_memory; native code may die by a signal
        # first (a crash naming the limit). Either way the child is gone.
        failed = sandbox.measure(Program.from_text(ADD), Schedule())
        assert failed.failure_kind in ("out_of_memory", "crash") and MEMORY_LIMIT_VARIABLE in (
            failed.error or ""
        )
        monkeypatch.delenv(MEMORY_LIMIT_VARIABLE)
        for _ in range(3):  # never the dying child's "exited with code 0"
            result = sandbox.measure(Program.from_text(ADD), Schedule(), QUICK)
            assert result.ok, result.error


def test_a_process_that_grew_too_large_is_replaced_between_requests():
    from rl_autoscheduler.measurement.sandbox import Sandbox

    # Memory that LLVM and malloc freed is not returned; past the threshold
    # (half the cap by default) the child is replaced before it can fail.
    with Sandbox(timeout_s=60, retire_above_bytes=1) as sandbox:
        for _ in range(2):
            result = sandbox.measure(Program.from_text(ADD), Schedule(), QUICK)
            assert result.ok, result.error
        assert sandbox.restarts == 2
    with Sandbox(timeout_s=60) as sandbox:
        for _ in range(2):
            assert sandbox.measure(Program.from_text(ADD), Schedule(), QUICK).ok
        assert sandbox.restarts == 0


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("threads", 0),
        ("warmup", -1),
        ("repeat", 0),
        ("min_repeat", 0),
        ("budget_s", 0.0),
        ("warmup_s", -0.1),
        ("seed", -1),
    ],
)
def test_invalid_timing_options_are_refused_naming_the_field(field, value):
    with pytest.raises(ConfigError, match=rf"TimingOptions: {field} must be"):
        TimingOptions(**{field: value, **({"min_repeat": 1} if field == "repeat" else {})})


def test_a_config_with_bad_timing_names_the_file_and_field():
    with pytest.raises(ConfigError, match=r"^run.json: timing: warmup must be at least 0"):
        from_dict(TimingOptions, {"warmup": -1}, "run.json: timing")


def test_no_warmup_still_measures():
    program = Program.from_text(MATMUL, "mm.mlir")
    options = TimingOptions(warmup=0, warmup_s=0.0, repeat=2, min_repeat=1)
    result = measure(program, Schedule([Tile("op0", (8, 8, 0))]), options)
    assert result.ok, result.error


def test_waiting_for_the_timing_lock_does_not_count_against_the_time_limit(tmp_path, monkeypatch):
    """Another process timing (or verifying a slow kernel) for longer than a measurement's
    limit must not turn a good schedule into a time-out; a hang still times out."""
    import threading

    from rl_autoscheduler.measurement.sandbox import Sandbox
    from rl_autoscheduler.measurement.timing_lock import LOCK_PATH_VARIABLE, exclusive_timing

    monkeypatch.setenv(LOCK_PATH_VARIABLE, str(tmp_path / "timing.lock"))
    program = Program.from_text(MATMUL, "mm.mlir")
    options = TimingOptions(warmup=0, repeat=2, min_repeat=1)
    held, release = threading.Event(), threading.Event()

    def hold_the_lock() -> None:
        with exclusive_timing():
            held.set()
            release.wait(30)

    with Sandbox(timeout_s=3) as sandbox:
        # Start the child first, so that its start-up is not what the lock delays.
        assert sandbox.measure(program, Schedule(), options).ok
        holder = threading.Thread(target=hold_the_lock)
        holder.start()
        held.wait(10)
        threading.Timer(6, release.set).start()  # twice the limit
        start = time.monotonic()
        result = sandbox.measure(program, Schedule([Tile("op0", (8, 8, 0))]), options)
        waited = time.monotonic() - start
        holder.join()
        assert result.ok, result.error
        assert waited >= 5.5
        hang = sandbox.measure(Program.from_text(HANG, "hang.mlir"), Schedule(), options)
        assert hang.failure_kind == "timeout"


def test_the_sandbox_runner_measures_a_batch_in_order_and_outlives_a_crash():
    """A `MeasureMany` gives one result per job in the order given; in a sandbox a kernel
    that crashes is that job's failure, and the jobs after it are still measured, as the
    in-process runner measures them."""
    from rl_autoscheduler.measurement.runner import InProcessRunner, SandboxRunner

    options = TimingOptions(warmup=0, repeat=2, min_repeat=1)
    add, matmul = Program.from_text(ADD, "add.mlir"), Program.from_text(MATMUL, "mm.mlir")
    tiled = Schedule([Tile("op0", (8, 8, 0))])
    with SandboxRunner(options, timeout_s=30) as runner:
        crash, good, other = runner(
            [
                (Program.from_text(CRASH, "crash.mlir"), Schedule()),
                (matmul, tiled),
                (add, Schedule()),
            ]
        )
    assert crash.failure_kind == "crash" and good.ok and other.ok
    assert (good.program, other.program) == ("mm.mlir", "add.mlir")
    (alone,) = InProcessRunner(options)([(matmul, tiled)])
    assert alone.ok and alone.schedule == good.schedule
