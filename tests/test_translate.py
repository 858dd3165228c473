"""The PyTorch, JAX and float64 translation of a linalg program (`evaluation.references.
translate`) computes what the program computes: each family's translation is checked
against the program itself, compiled and run by the core, on the same random inputs (two
independent implementations: MLIR's lowering and the framework's ops)."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from translation_programs import FAMILIES

from evaluation.references.backends import JaxBackend, TorchBackend
from evaluation.references.oracle import matches_reference
from evaluation.references.translate import (
    NoReference,
    ProgramGraph,
    Translation,
    float64_reference,
    validate,
)
from rl_autoscheduler import _core
from rl_autoscheduler.measurement.kernel_io import run_copy


def _inputs(arguments: list, positive: bool) -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    arrays = []
    for shape, dtype in arguments:
        if dtype.startswith("float"):
            values = rng.standard_normal(shape)
            arrays.append((np.abs(values) + 0.5 if positive else values).astype(dtype))
        else:
            arrays.append(rng.integers(-8, 9, size=shape).astype(dtype))
    return arrays


def _program_run(text: str, name: str, positive: bool):
    graph = ProgramGraph.of(text, name)
    kernel = _core.compile(text, name=name)
    inputs = _inputs(kernel.arguments, positive)
    after = run_copy(kernel, inputs)
    buffers = graph.result_buffers(len(kernel.arguments), kernel.num_original_arguments)
    return graph, inputs, [after[index] for index in buffers]


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_the_float64_translation_computes_what_the_compiled_program_computes(name):
    text, positive = FAMILIES[name]
    graph, inputs, outputs = _program_run(text, name, positive)
    expected = float64_reference(graph, inputs)
    assert len(expected) == len(outputs) == len(graph.returns)
    for want, got in zip(expected, outputs, strict=True):
        ok, note = matches_reference(want, got)
        assert ok, f"{name}: {note}"


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_pytorch_and_jax_translations_agree_with_float64(name):
    text, positive = FAMILIES[name]
    graph = ProgramGraph.of(text, name)
    inputs = _inputs(
        [(tuple(a["shape"]), _numpy_dtype(a["dtype"])) for a in graph.arguments], positive
    )
    expected = float64_reference(graph, inputs)
    torch32 = TorchBackend()
    results = Translation(graph, torch32)(
        *[torch32.array(x, a["dtype"]) for x, a in zip(inputs, graph.arguments, strict=True)]
    )
    jax_backend = JaxBackend()
    jax_results = Translation(graph, jax_backend)(
        *[jax_backend.array(x, a["dtype"]) for x, a in zip(inputs, graph.arguments, strict=True)]
    )
    for want, got, got_jax in zip(expected, results, jax_results, strict=True):
        for framework, value in (("pytorch", got), ("jax", got_jax)):
            ok, note = matches_reference(want, np.asarray(value))
            assert ok, f"{name} in {framework}: {note}"


def test_a_contraction_in_any_map_shape_runs_as_one_einsum(monkeypatch):
    text, _ = FAMILIES["contraction_two_reductions"]
    graph = ProgramGraph.of(text, "two_k")
    calls: list[str] = []
    backend = TorchBackend()
    original = backend.einsum
    monkeypatch.setattr(backend, "einsum", lambda s, *ops: calls.append(s) or original(s, *ops))
    a, b = torch.randn(2, 8, 5, 4), torch.randn(5, 4, 12)
    (result,) = Translation(graph, backend)(a, b)
    assert calls == ["abde,dec->abc"]
    torch.testing.assert_close(result, torch.einsum("abde,dec->abc", a, b))


def test_an_op_outside_linalg_arith_math_and_tensor_is_named_with_its_location():
    text = """
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
    with pytest.raises(NoReference, match=r"func\.call at user\.mlir:4:"):
        validate(ProgramGraph.of(text, "user.mlir"))


def test_dense_constants_travel_beside_the_description():
    text, _ = FAMILIES["batchnorm_rsqrt_dense_constant"]
    graph = ProgramGraph.of(text, "bn")
    (constant,) = graph.constants
    np.testing.assert_array_equal(constant, [0.5, -0.25, 1.0])


def _numpy_dtype(dtype: str) -> str:
    return {"f32": "float32", "f64": "float64", "i32": "int32", "i64": "int64"}[dtype]
