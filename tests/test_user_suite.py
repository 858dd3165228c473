"""A user's folder of programs: every .mlir evaluated, experts optional, multi-op programs
checked against PyTorch, JAX and float64 translations of the program, an op without a
translation reported as such, and a file that does not parse listed as a failed benchmark."""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from numpy.lib.stride_tricks import sliding_window_view
from test_optimize import train_tiny_checkpoint

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the evaluation package lives at the top of the repository
    sys.path.insert(0, str(ROOT))

from evaluation.references.harness import REFERENCE_CHECK, run_baselines  # noqa: E402
from evaluation.references.oracle import matches_reference  # noqa: E402
from evaluation.references.translate import float64_reference, graph_of  # noqa: E402
from evaluation.runner import METHODS  # noqa: E402
from evaluation.suites import load_suite  # noqa: E402
from rl_autoscheduler.measurement.kernel_io import random_inputs  # noqa: E402
from rl_autoscheduler.measurement.timing import TimingOptions  # noqa: E402

IDENTITY_2D = "affine_map<(d0, d1) -> (d0, d1)>"
IDENTITY_4D = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"

MATMUL = """
func.func @matmul(%a: tensor<8x16xf32>, %b: tensor<16x12xf32>, %c: tensor<8x12xf32>)
    -> tensor<8x12xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>)
                     outs(%c : tensor<8x12xf32>) -> tensor<8x12xf32>
  return %0 : tensor<8x12xf32>
}
"""

# A zero fill initializes the accumulator; the relu writes into the last argument.
MATMUL_RELU = f"""
func.func @mm_relu(%a: tensor<8x16xf32>, %b: tensor<16x12xf32>, %out: tensor<8x12xf32>)
    -> tensor<8x12xf32> {{
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x12xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x12xf32>) -> tensor<8x12xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>)
                      outs(%acc : tensor<8x12xf32>) -> tensor<8x12xf32>
  %r = linalg.generic {{indexing_maps = [{IDENTITY_2D}, {IDENTITY_2D}],
                       iterator_types = ["parallel", "parallel"]}}
      ins(%mm : tensor<8x12xf32>) outs(%out : tensor<8x12xf32>) {{
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  }} -> tensor<8x12xf32>
  return %r : tensor<8x12xf32>
}}
"""

# The matmul accumulates into an argument; the add reads a function argument (a bias of
# full shape) and writes a fresh tensor (the kernel gets an out-parameter).
MATMUL_ADD = f"""
func.func @mm_add(%a: tensor<8x16xf32>, %b: tensor<16x12xf32>, %c: tensor<8x12xf32>,
                  %bias: tensor<8x12xf32>) -> tensor<8x12xf32> {{
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>)
                      outs(%c : tensor<8x12xf32>) -> tensor<8x12xf32>
  %empty = tensor.empty() : tensor<8x12xf32>
  %sum = linalg.generic {{indexing_maps = [{IDENTITY_2D}, {IDENTITY_2D}, {IDENTITY_2D}],
                         iterator_types = ["parallel", "parallel"]}}
      ins(%mm, %bias : tensor<8x12xf32>, tensor<8x12xf32>) outs(%empty : tensor<8x12xf32>) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }} -> tensor<8x12xf32>
  return %sum : tensor<8x12xf32>
}}
"""

# Zero padding (folded into the convolution's padding), conv, relu, then a 2x2 max pool
# with a -inf fill; the result is a fresh tensor.
CONV_RELU_POOL = f"""
func.func @conv_relu_pool(%x: tensor<1x3x10x10xf32>, %w: tensor<4x3x3x3xf32>)
    -> tensor<1x4x5x5xf32> {{
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {{
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  }} : tensor<1x3x10x10xf32> to tensor<1x3x12x12xf32>
  %e0 = tensor.empty() : tensor<1x4x10x10xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
  %conv = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : tensor<2xi64>,
                                    strides = dense<1> : tensor<2xi64>}}
      ins(%padded, %w : tensor<1x3x12x12xf32>, tensor<4x3x3x3xf32>)
      outs(%acc : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
  %e1 = tensor.empty() : tensor<1x4x10x10xf32>
  %relu = linalg.generic {{indexing_maps = [{IDENTITY_4D}, {IDENTITY_4D}],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%conv : tensor<1x4x10x10xf32>) outs(%e1 : tensor<1x4x10x10xf32>) {{
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  }} -> tensor<1x4x10x10xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<1x4x5x5xf32>
  %low = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %pool = linalg.pooling_nchw_max {{dilations = dense<1> : tensor<2xi64>,
                                   strides = dense<2> : tensor<2xi64>}}
      ins(%relu, %window : tensor<1x4x10x10xf32>, tensor<2x2xf32>)
      outs(%low : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %pool : tensor<1x4x5x5xf32>
}}
"""

EXP = f"""
func.func @exp(%a: tensor<16x16xf32>, %out: tensor<16x16xf32>) -> tensor<16x16xf32> {{
  %r = linalg.generic {{indexing_maps = [{IDENTITY_2D}, {IDENTITY_2D}],
                       iterator_types = ["parallel", "parallel"]}}
      ins(%a : tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) {{
  ^bb0(%in: f32, %o: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }} -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}}
"""

# A call of an external function: no framework can know what it computes.
EXTERNAL_CALL = f"""
func.func private @mine(tensor<16x16xf32>) -> tensor<16x16xf32>
func.func @call(%a: tensor<16x16xf32>, %out: tensor<16x16xf32>) -> tensor<16x16xf32> {{
  %e = func.call @mine(%a) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = linalg.generic {{indexing_maps = [{IDENTITY_2D}, {IDENTITY_2D}],
                       iterator_types = ["parallel", "parallel"]}}
      ins(%e : tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) {{
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }} -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}}
"""

BROKEN = "func.func @broken(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %b : tensor<4xf32>\n}\n"


def _folder(directory: Path, programs: dict[str, str]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    for name, text in programs.items():
        (directory / f"{name}.mlir").write_text(text)
    return directory


def _inputs(benchmark, seed: int = 0) -> list[np.ndarray]:
    """The arrays every method sees (`random_inputs` of the function's arguments)."""
    shapes = [(tuple(s), "float32") for s in _argument_shapes(benchmark)]
    return random_inputs(shapes, seed)


def _argument_shapes(benchmark) -> list[list[int]]:
    from evaluation.suites import function_argument_shapes

    return [list(s) for s in function_argument_shapes(benchmark.program.text)]


# --------------------------------------------------------------------------- loading


def test_a_plain_folder_loads_every_program_whatever_the_split(tmp_path):
    folder = _folder(
        tmp_path / "mine",
        {"matmul": MATMUL, "mm_relu": MATMUL_RELU, "call": EXTERNAL_CALL, "broken": BROKEN},
    )
    (folder / "matmul.json").write_text(json.dumps([{"kind": "vectorize", "tag": "op0"}]))
    benchmarks = {b.name: b for b in load_suite(folder, split="eval")}
    assert set(benchmarks) == {"matmul", "mm_relu", "call", "broken"}
    assert benchmarks["matmul"].expert == folder / "matmul.json"
    assert benchmarks["mm_relu"].expert is None
    assert benchmarks["matmul"].kind == "matmul" and benchmarks["matmul"].graph is None
    assert benchmarks["mm_relu"].kind == "program"
    assert benchmarks["mm_relu"].attributes == {"ops": ["matmul", "relu"]}
    broken = benchmarks["broken"]
    assert broken.program is None and broken.kind == "invalid"
    assert "broken.mlir:2:" in broken.error and "undeclared SSA value" in broken.error
    reason = benchmarks["call"].no_reference
    assert "func.call" in reason, reason
    assert f"{folder / 'call.mlir'}:4:" in reason, "names the op's file and line"


# --------------------------------------------------------------------------- references


def _reference(benchmark, inputs: list[np.ndarray]) -> np.ndarray:
    (result,) = float64_reference(graph_of(str(benchmark.path)), inputs)
    return result


def test_translated_references_equal_an_independent_numpy_computation(tmp_path):
    folder = _folder(
        tmp_path / "mine",
        {"mm_relu": MATMUL_RELU, "mm_add": MATMUL_ADD, "conv_relu_pool": CONV_RELU_POOL},
    )
    benchmarks = {b.name: b for b in load_suite(folder)}

    a, b, out = _inputs(benchmarks["mm_relu"])
    expected = np.maximum(a.astype(np.float64) @ b, 0.0)
    assert matches_reference(expected, _reference(benchmarks["mm_relu"], [a, b, out]))[0]
    graph = graph_of(str(benchmarks["mm_relu"].path))
    assert graph.result_buffers(3, 3) == [2], "the relu writes the last argument"

    a, b, c, bias = _inputs(benchmarks["mm_add"])
    expected = c + a.astype(np.float64) @ b + bias
    assert matches_reference(expected, _reference(benchmarks["mm_add"], [a, b, c, bias]))[0]
    graph = graph_of(str(benchmarks["mm_add"].path))
    assert graph.result_buffers(5, 4) == [4], "the add writes a fresh tensor (out-parameter)"

    x, w = _inputs(benchmarks["conv_relu_pool"])
    windows = sliding_window_view(
        np.pad(x.astype(np.float64), [(0, 0)] * 2 + [(1, 1)] * 2), (3, 3), axis=(2, 3)
    )
    relu = np.maximum(np.einsum("nchwij,fcij->nfhw", windows, w), 0.0)
    expected = relu.reshape(1, 4, 5, 2, 5, 2).max(axis=(3, 5))
    assert matches_reference(expected, _reference(benchmarks["conv_relu_pool"], [x, w]))[0]


def test_the_reference_check_runs_the_real_program_against_the_translation(tmp_path):
    """The reference check compiles and runs the real program and compares it with the
    float64 translation: it agrees on programs whose result is in an argument and on
    programs whose result is a fresh tensor."""
    folder = _folder(tmp_path / "mine", {"mm_relu": MATMUL_RELU, "mm_add": MATMUL_ADD})
    benchmarks = {b.name: b for b in load_suite(folder)}
    timing = TimingOptions(repeat=1, min_repeat=1, budget_s=0.05, seed=0)
    for benchmark in benchmarks.values():  # mm_add: accumulates into C, result out-of-place
        right = run_baselines(benchmark.spec(), 1, timing, ())[REFERENCE_CHECK]
        assert right["ok"], (benchmark.name, right)


# --------------------------------------------------------------------------- end to end


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return train_tiny_checkpoint(tmp_path_factory.getbasetemp() / "tiny-agent")


def test_a_folder_of_programs_is_evaluated_with_every_method_that_applies(tmp_path, checkpoint):
    folder = _folder(
        tmp_path / "mine",
        {
            "matmul": MATMUL,
            "mm_relu": MATMUL_RELU,
            "conv_relu_pool": CONV_RELU_POOL,
            "exp": EXP,
            "broken": BROKEN,
        },
    )
    (folder / "matmul.json").write_text(
        json.dumps([{"kind": "tile", "tag": "op0", "sizes": [4, 4, 0]}])
    )
    out = tmp_path / "results"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "evaluation.single_ops",
            "--checkpoint",
            str(checkpoint),
            "--suite",
            str(folder),
            "--random-trials",
            "2",
            "--agent-trials",
            "2",
            "--greedy-budget",
            "3",
            "--repeat",
            "2",
            "--min-repeat",
            "1",
            "--budget",
            "0.05",
            "--settle-s",  # the figures are not asserted: no waiting for idle cores
            "0",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=900,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    data = json.loads((out / "results.json").read_text())
    records = {b["name"]: b for b in data["benchmarks"]}
    assert set(records) == {"matmul", "mm_relu", "conv_relu_pool", "exp", "broken"}

    for name in ("matmul", "mm_relu", "conv_relu_pool", "exp"):
        results = records[name]["results"]
        assert set(results) == set(METHODS), name
        for method in ("untransformed", "agent", "random_search", "greedy_search"):
            row = results[method]
            assert row["ok"] and row["verified"] and row["speedup"] > 0, (name, method, row)
        assert results["random_search"]["measurements"] == 2
    assert records["matmul"]["results"]["expert"]["ok"], records["matmul"]["results"]["expert"]
    assert not records["mm_relu"]["results"]["expert"]["available"]

    for name in ("matmul", "mm_relu", "conv_relu_pool", "exp"):
        record = records[name]
        assert record["reference_check"]["ok"], (name, record["reference_check"])
        for method in ("pytorch", "jax"):
            row = record["results"][method]
            assert row["ok"] and row["verified"] and row["time_s"] > 0, (name, method, row)
    assert records["mm_relu"]["composed_reference"] and not records["matmul"]["composed_reference"]

    broken = records["broken"]
    assert broken["kind"] == "invalid" and "broken.mlir" in broken["error"]
    assert broken["results"]["untransformed"]["failure_kind"] == "bad_program"
    assert "undeclared SSA value" in broken["results"]["untransformed"]["error"]
    assert not any(row["available"] for m, row in broken["results"].items() if m != "untransformed")
    listed = {(f["benchmark"], f["method"]) for f in data["summary"]["failures"]}
    assert ("broken", "untransformed") in listed
    report = (out / "report.md").read_text()
    assert "### conv_relu_pool" in report and "### broken" in report
