"""Verification that real math survives: inputs drawn so the untransformed outputs are
finite, NaN and Inf positions compared as equal, and a program whose outputs can never be
finite reported as exactly that, naming the output."""

import math
from pathlib import Path

import numpy as np
import pytest
from programs import ADD, BATCH_NORM, MATMUL, NEVER_FINITE, RSQRT_OF_SUM

from data_generation import models
from evaluation.references.oracle import matches_reference, network
from rl_autoscheduler import MLIRError, _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Tile, Vectorize
from rl_autoscheduler.measurement.compare import compare_arrays
from rl_autoscheduler.measurement.input_domains import restricted_arguments
from rl_autoscheduler.measurement.inputs import NON_FINITE, draw_inputs
from rl_autoscheduler.measurement.kernel_io import (
    compare_outputs,
    outputs_match,
    random_inputs,
)
from rl_autoscheduler.measurement.measure import Baseline, Measurement, TimingOptions, measure
from rl_autoscheduler.measurement.network_weights import argument_names

QUICK = TimingOptions(threads=1, warmup=1, repeat=3, min_repeat=1, budget_s=0.2)


def _kernel(text: str) -> tuple[Program, _core.Kernel]:
    program = Program.from_text(text)
    return program, _core.compile(program.text, name=program.name)


# --------------------------------------------------------------------------- which arguments


def test_the_argument_behind_an_rsqrt_is_found_through_an_elementwise_op():
    # %var reaches the rsqrt through `var + eps` (another op) and a block argument; the
    # data, mean, scale and shift do not, and keep their signed values.
    program = Program.from_text(BATCH_NORM)
    assert restricted_arguments(program.text, "batch_norm") == [2]


def test_a_value_behind_a_reduction_is_not_an_argument_to_make_positive():
    # rsqrt(sum(x * x) + eps): the sum is no argument's raw value; eps is.
    program = Program.from_text(RSQRT_OF_SUM)
    assert restricted_arguments(program.text, "norm") == [2]
    assert restricted_arguments("not mlir at all") == []


# --------------------------------------------------------------------------- the draw


def test_a_finite_program_keeps_the_normal_draw_in_one_run():
    _, kernel = _kernel(MATMUL)
    drawn = draw_inputs(kernel, seed=3)
    assert drawn.draw == "normal" and drawn.non_finite is None
    for mine, plain in zip(drawn.inputs, random_inputs(kernel.arguments, 3), strict=True):
        np.testing.assert_array_equal(mine, plain)  # finite programs: inputs as before


def test_batch_norm_inputs_are_redrawn_positive_only_where_the_rsqrt_needs_it():
    program, kernel = _kernel(BATCH_NORM)
    normal = random_inputs(kernel.arguments, 0)
    with np.errstate(invalid="ignore"):
        assert np.isnan(run_once(kernel, normal)[-1]).any()  # the issue: NaN outputs
    drawn = draw_inputs(kernel, 0, program.text)
    assert drawn.draw == "positive" and drawn.non_finite is None
    assert np.isfinite(drawn.outputs[-1]).all()
    assert (drawn.inputs[2] >= 0.5).all()  # var
    assert (drawn.inputs[0] < 0).any() and (drawn.inputs[1] < 0).any()  # x, mean: as drawn
    np.testing.assert_array_equal(drawn.inputs[0], normal[0])


def run_once(kernel, inputs):
    buffers = [array.copy() for array in inputs]
    kernel.run(buffers)
    return buffers


def test_the_draw_is_the_same_for_the_same_program_and_seed():
    program, kernel = _kernel(BATCH_NORM)
    again = _core.compile(program.text, name=program.name)  # another compile, as another process
    first, second = draw_inputs(kernel, 5, program.text), draw_inputs(again, 5, program.text)
    assert first.draw == second.draw
    for a, b in zip(first.inputs, second.inputs, strict=True):
        np.testing.assert_array_equal(a, b)
    other = draw_inputs(kernel, 6, program.text)
    assert not np.array_equal(other.inputs[0], first.inputs[0])


def test_without_the_analysis_every_float_argument_is_made_positive():
    _, kernel = _kernel(BATCH_NORM)
    drawn = draw_inputs(kernel, 0)  # no text: no argument is known to need it
    assert drawn.draw == "positive" and drawn.non_finite is None
    assert all((array >= 0.5).all() for array in drawn.inputs[:5])


def test_a_program_that_is_never_finite_names_its_output():
    program, kernel = _kernel(NEVER_FINITE)
    drawn = draw_inputs(kernel, 0, program.text)
    assert drawn.non_finite is not None
    assert "result 0 is NaN at [0, 0]" in drawn.non_finite
    assert "not finite for any input drawn" in drawn.non_finite
    assert "uniform(0.5, 1.5)" in drawn.non_finite  # every draw was tried


# --------------------------------------------------------------------------- comparing


def test_nan_and_inf_at_the_same_positions_match():
    want = np.array([1.0, np.nan, np.inf, -np.inf, 2.0], np.float32)
    got = want.copy()
    got[4] += np.float32(1.5e-4)  # the finite values' scale is 2
    assert outputs_match([want], [got]) == (True, pytest.approx(7.5e-5, rel=0.05))
    assert matches_reference(want.astype(np.float64), got)[0]
    assert compare_arrays(want, want, 1e-4).ok


@pytest.mark.parametrize(
    "value, index",
    [(np.nan, 4), (np.inf, 0), (-np.inf, 2)],  # NaN for a number; +Inf for a NaN; -Inf for +Inf
)
def test_nan_or_inf_where_the_other_differs_is_a_mismatch_naming_the_index(value, index):
    want = np.array([np.nan, 1.0, np.inf, -np.inf, 2.0], np.float32)
    got = want.copy()
    got[index] = value
    comparison = compare_outputs([np.zeros(2, np.float32), want], [np.zeros(2, np.float32), got], 1)
    assert not comparison.ok and math.isinf(comparison.max_rel_error)
    assert comparison.mismatch.startswith(f"result 0 at [{index}]")
    ok, note = matches_reference(want.astype(np.float64), got)
    assert not ok and f"at [{index}]" in note


def test_finite_values_beside_nans_are_still_compared():
    want = np.array([np.nan, 1.0, 100.0], np.float32)
    ok, error = outputs_match([want], [np.array([np.nan, 1.0, 101.0], np.float32)])
    assert not ok and error == pytest.approx(0.01)
    ok, note = matches_reference(want.astype(np.float64), np.array([np.nan, 1.0, 101.0]))
    assert not ok and "at [2]" in note


# --------------------------------------------------------------------------- measuring


def test_batch_norm_verifies_instead_of_a_wrong_result_with_error_zero():
    program = Program.from_text(BATCH_NORM)
    for schedule in (Schedule(), Schedule([Tile("op1", (1, 2, 0, 0)), Vectorize("op1")])):
        result = measure(program, schedule, QUICK)
        assert result.ok, result.error
        assert result.input_draw == "positive" and result.max_rel_error < 1e-5


def test_a_never_finite_program_is_a_non_finite_failure_naming_the_output():
    program = Program.from_text(NEVER_FINITE)
    result = measure(program, Schedule(), QUICK)
    assert result.failure_kind == NON_FINITE and not result.ok
    assert "result 0 is NaN at [0, 0]" in result.error
    assert result.correct and result.checked  # NaN where the program as written has NaN
    assert result.time_s > 0  # timed, but not counted
    # A schedule that computes something else is still a wrong result.
    other = Program.from_text(NEVER_FINITE.replace("math.log", "math.exp"))
    baseline = Baseline.build(program, QUICK)
    wrong = measure(other, Schedule(), QUICK, baseline=baseline)
    assert wrong.failure_kind == "wrong_result" and "at [0, 0]" in wrong.error


def test_a_wrong_result_names_its_buffer_and_index():
    subtract = Program.from_text(ADD.replace("arith.addf", "arith.subf"))
    baseline = Baseline.build(Program.from_text(ADD), QUICK)
    result = measure(subtract, Schedule(), QUICK, baseline=baseline)
    assert result.failure_kind == "wrong_result"
    assert "max relative error" in result.error and "argument 2 max relative error" in result.error


def test_the_fastest_matching_schedule_of_a_non_finite_program_is_kept():
    from rl_autoscheduler.agent.guided import best_verified

    def trial(steps, speedup, correct=True):
        m = Measurement("p", steps, 1, correct=correct, speedup=speedup)
        m.failure_kind, m.error = NON_FINITE, "result 0 is NaN at [0, 0]"
        return m

    untransformed = trial([], 1.0)
    fast = trial([{"kind": "vectorize", "tag": "op0"}], 3.0)
    faster_but_wrong = trial([{"kind": "vectorize", "tag": "op1"}], 9.0, correct=False)
    faster_but_wrong.failure_kind = "wrong_result"
    assert best_verified([untransformed, fast, faster_but_wrong]) is fast
    assert best_verified([untransformed, faster_but_wrong]) is untransformed


# --------------------------------------------------------------------------- network weights

NEURAL_NETS = Path(__file__).resolve().parents[1] / "benchmarks" / "neural_nets"


def test_a_converted_network_runs_on_its_own_modules_weights():
    # mobilenet_block's arguments: the input, then its convolutions' and batch norms'
    # weights and running statistics, which must be the module's own, not normals.
    program, kernel = _kernel((NEURAL_NETS / "mobilenet_block.mlir").read_text())
    drawn = draw_inputs(kernel, 0, program.text)
    assert drawn.draw == "weights" and drawn.non_finite is None
    state = models.mobilenet_block().state_dict()
    names = argument_names(program.text)
    assert names[0] == "input" and len(names) == kernel.num_original_arguments
    for name, array in zip(names[1:], drawn.inputs[1:], strict=False):
        np.testing.assert_array_equal(array, state[name].numpy())
    assert drawn.inputs[0].std() == pytest.approx(1.0, abs=0.1)  # the input stays drawn


def test_a_deep_network_verifies_against_float64_on_its_own_weights():
    # On standard-normal weights MobileNetV2's 52 layers amplify float32 rounding past
    # any tolerance (and its running variances go negative); on its module's weights
    # the untransformed program is within 1e-4 of float64.
    program, kernel = _kernel((NEURAL_NETS / "mobilenet_v2.mlir").read_text())
    drawn = draw_inputs(kernel, 0, program.text)
    expected = network(models.mobilenet_v2(), drawn.inputs[0])
    ok, note = matches_reference(expected, drawn.outputs[-1])
    assert ok, note
    assert np.isfinite(drawn.outputs[-1]).all()


def test_a_program_cannot_name_weights_from_outside_the_project():
    text = (NEURAL_NETS / "mlp.mlir").read_text()
    assert 'rl.weights = "data_generation.models:mlp"' in text
    program, kernel = _kernel(text.replace("data_generation.models:mlp", "os:getcwd"))
    with pytest.raises(MLIRError, match=r"rl\.weights = 'os:getcwd': weights come only from"):
        draw_inputs(kernel, 0, program.text)


def test_weights_of_another_network_are_a_clear_error_naming_the_argument():
    text = (NEURAL_NETS / "mlp.mlir").read_text()
    program, kernel = _kernel(
        text.replace("data_generation.models:mlp", "data_generation.models:lenet5")
    )
    with pytest.raises(
        MLIRError, match=r"argument 1 \(fc1\.weight\) is float32 \[512, 256\], the module's"
    ):
        draw_inputs(kernel, 0, program.text)
