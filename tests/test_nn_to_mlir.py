"""PyTorch models converted to linalg compute what PyTorch computes."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F
from torch import fx, nn

from data_generation import models
from data_generation.nn_to_mlir import ConversionError, Converted, convert, main
from rl_autoscheduler import _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.measurement.network_weights import argument_names, weights_source

REPO = Path(__file__).resolve().parents[1]


def run_converted(converted: Converted, x: np.ndarray, name: str) -> np.ndarray:
    """Compiles the converted program and runs it on `x` and the converted weights."""
    kernel = _core.compile(converted.text, name=name)
    assert kernel.num_original_arguments == len(converted.arg_arrays)
    assert len(kernel.arguments) == kernel.num_original_arguments + 1
    for (shape, dtype), array in zip(kernel.arguments, converted.arg_arrays, strict=False):
        assert tuple(shape) == array.shape and dtype == "float32"
    out_shape, out_dtype = kernel.arguments[-1]
    assert tuple(out_shape) == converted.output_shape
    arrays = [np.ascontiguousarray(x, dtype=np.float32), *converted.arg_arrays[1:]]
    arrays.append(np.full(out_shape, np.nan, dtype=out_dtype))
    kernel.run(arrays)
    return arrays[-1]


def reference(model: nn.Module, x: np.ndarray) -> np.ndarray:
    with torch.no_grad():
        return model(torch.from_numpy(x.copy())).numpy()


def assert_matches(actual: np.ndarray, expected: np.ndarray) -> None:
    scale = max(1.0, float(np.abs(expected).max()))
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-4 * scale)


def check_conversion(model: nn.Module, input_shape: tuple[int, ...], name: str) -> Converted:
    converted = convert(model, input_shape)
    x = np.random.default_rng(1).standard_normal(input_shape).astype(np.float32)
    assert_matches(run_converted(converted, x, name), reference(model, x))
    return converted


@pytest.mark.parametrize("name", list(models.MODELS))
def test_reference_model_matches_pytorch(name: str) -> None:
    model = models.MODELS[name]()
    input_shape = models.INPUT_SHAPES[name]
    converted = check_conversion(model, input_shape, f"{name}.mlir")

    # Arguments: the input, the parameters in named_parameters() order, then the buffers
    # read (a batch norm's running statistics), all of them state_dict entries.
    parameters = list(model.named_parameters())
    buffers = [n for n, _ in model.named_buffers() if not n.endswith("num_batches_tracked")]
    assert converted.arg_names[: 1 + len(parameters)] == ["input"] + [n for n, _ in parameters]
    assert sorted(converted.arg_names[1 + len(parameters) :]) == sorted(buffers)
    assert converted.arg_arrays[0].shape == input_shape
    state = model.state_dict()
    for name, array in zip(converted.arg_names[1:], converted.arg_arrays[1:], strict=True):
        np.testing.assert_array_equal(array, state[name].numpy())
    assert argument_names(converted.text) == converted.arg_names

    # One function; every linalg op is located at the fx node it came from.
    program = Program.from_text(converted.text, f"{name}.mlir")
    assert converted.text.count("func.func @forward(") == 1
    node_names = {node.name for node in fx.symbolic_trace(model).graph.nodes}
    assert program.ops
    assert {nest.location for nest in program.ops} <= node_names


def test_reference_models_are_deterministic_and_leave_the_global_rng_alone() -> None:
    state = torch.random.get_rng_state()
    first, second = models.mlp(), models.mlp()
    assert torch.equal(state, torch.random.get_rng_state())
    for (_, a), (_, b) in zip(first.named_parameters(), second.named_parameters(), strict=True):
        assert torch.equal(a, b)
    assert convert(first, (8, 256)).text == convert(second, (8, 256)).text


class Lambda(nn.Module):
    """A module whose forward is `function(self, x)`; extra modules/tensors as attributes."""

    def __init__(self, function, **attributes):
        super().__init__()
        self.function = function
        for key, value in attributes.items():
            setattr(self, key, value)

    def forward(self, x):
        return self.function(self, x)


def with_buffer(module: nn.Module, name: str, tensor: torch.Tensor) -> nn.Module:
    module.register_buffer(name, tensor)
    return module


FEATURES = {
    "linear_3d_input": (lambda: nn.Linear(5, 7), (2, 3, 5)),
    "linear_vector_no_bias": (lambda: nn.Linear(5, 7, bias=False), (5,)),
    "conv_stride_dilation_padding": (
        lambda: nn.Conv2d(3, 4, 3, stride=2, padding=2, dilation=2),
        (2, 3, 11, 9),
    ),
    "conv_same_even_kernel": (lambda: nn.Conv2d(3, 4, (4, 2), padding="same"), (1, 3, 7, 8)),
    "conv_asymmetric_padding": (lambda: nn.Conv2d(3, 4, 3, padding=(1, 0)), (1, 3, 7, 8)),
    "maxpool_padding": (lambda: nn.MaxPool2d(3, stride=2, padding=1), (1, 2, 9, 8)),
    "maxpool_dilation": (lambda: nn.MaxPool2d(2, dilation=2), (1, 2, 9, 8)),
    "maxpool_ceil_mode": (lambda: nn.MaxPool2d(3, 2, padding=1, ceil_mode=True), (1, 2, 10, 11)),
    "functional_conv_pool": (
        lambda: Lambda(
            lambda s, x: F.max_pool2d(F.conv2d(x, s.w, s.b, padding=1), kernel_size=2),
            w=nn.Parameter(torch.randn(4, 3, 3, 3)),
            b=nn.Parameter(torch.randn(4)),
        ),
        (1, 3, 6, 6),
    ),
    "functional_linear_relus": (
        lambda: Lambda(
            lambda s, x: F.relu(F.linear(x, s.w)).relu() + torch.relu(s.b),
            w=nn.Parameter(torch.randn(4, 3)),
            b=nn.Parameter(torch.randn(4)),
        ),
        (2, 3),
    ),
    "broadcast_add_buffer": (
        lambda: with_buffer(Lambda(lambda s, x: torch.add(x, s.c)), "c", torch.randn(3, 1)),
        (2, 3, 4),
    ),
    "scalar_add": (lambda: Lambda(lambda s, x: 2 + x.add(1.5)), (2, 3)),
    "view_from_sizes": (
        lambda: Lambda(lambda s, x: x.view(x.size(0), x.shape[1] * x.size(2), -1) + 0.0),
        (2, 3, 4, 5),
    ),
    "reshape_not_a_collapse": (lambda: Lambda(lambda s, x: x.reshape(4, 6).relu()), (2, 3, 4)),
    "flatten_unsqueeze": (
        lambda: Lambda(lambda s, x: torch.flatten(x, 0, 1).unsqueeze(0)),
        (2, 3, 4, 5),
    ),
    "identity_returns_a_copy": (lambda: nn.Sequential(nn.Identity(), nn.Dropout()), (2, 3)),
    "functional_dropout_in_inference": (
        lambda: Lambda(lambda s, x: F.dropout(x, 0.2, training=False).relu()),
        (2, 3),
    ),
    "batch_norm_in_eval_mode": (
        lambda: models.randomize_batch_norms(nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4))),
        (1, 3, 6, 7),
    ),
    "functional_batch_norm_without_affine": (
        lambda: with_buffer(
            with_buffer(
                Lambda(lambda s, x: F.batch_norm(x, s.mean, s.var, eps=1e-3)),
                "mean",
                torch.randn(3),
            ),
            "var",
            torch.rand(3) + 0.5,
        ),
        (2, 3, 4, 5),
    ),
    "depthwise_conv_strided_with_bias": (
        lambda: nn.Conv2d(6, 6, 3, stride=2, padding=1, groups=6),
        (1, 6, 9, 8),
    ),
    "clamps": (
        lambda: Lambda(
            lambda s, x: (
                F.relu6(x * 4)
                + F.hardtanh(x, -0.5, 0.5)
                + x.clamp(min=-0.2)
                + torch.clamp(x, max=0.1)
                + s.relu6(x * 8)
                + s.hardtanh(x)
            ),
            relu6=nn.ReLU6(),
            hardtanh=nn.Hardtanh(-0.3, 0.7),
        ),
        (2, 3, 4),
    ),
    "activations": (
        lambda: Lambda(
            lambda s, x: (
                F.gelu(x)
                + F.gelu(x, approximate="tanh") * torch.sigmoid(x)
                - F.silu(x) / (2 + torch.tanh(x))
                + s.gelu(x)
                + s.silu(x) * s.sigmoid(x) * x.sigmoid()
                - x.tanh()
            ),
            gelu=nn.GELU(approximate="tanh"),
            silu=nn.SiLU(),
            sigmoid=nn.Sigmoid(),
        ),
        (2, 3, 4),
    ),
    "arithmetic_broadcast_and_numbers": (
        lambda: with_buffer(
            Lambda(lambda s, x: (x - s.c) * 3.0 / (x * x + 1) - (-x) + 1 / (2 - x).sub(s.c)),
            "c",
            torch.randn(4, 1),
        ),
        (2, 4, 5),
    ),
    "layer_norms_and_softmaxes": (
        lambda: Lambda(
            lambda s, x: (
                F.softmax(s.norm(x), dim=-1)
                + torch.softmax(x, -1)
                + x.softmax(dim=2)
                + F.layer_norm(x, (5,), eps=1e-3)
                + s.softmax(x * 3)
            ),
            norm=nn.LayerNorm(5),
            softmax=nn.Softmax(dim=-1),
        ),
        (2, 3, 5),
    ),
    "matmuls_transposes_permutes": (
        lambda: Lambda(
            lambda s, x: (
                torch.matmul(x, x.transpose(-2, -1)) @ x
                + torch.bmm(x, x.permute(0, 2, 1)).matmul(x)
                + torch.matmul(x, s.w)
                + torch.permute(x.transpose(1, 2), (0, 2, 1))
            ),
            w=nn.Parameter(torch.randn(4, 4)),
        ),
        (2, 3, 4),
    ),
    "four_dim_batch_matmul": (
        lambda: Lambda(lambda s, x: torch.matmul(x, x.transpose(2, 3)).softmax(-1) @ x),
        (2, 3, 5, 4),
    ),
    "global_average_pools_and_means": (
        lambda: Lambda(
            lambda s, x: (
                F.adaptive_avg_pool2d(x, 1)
                + x.mean((2, 3), keepdim=True)
                + s.pool(x)
                + torch.mean(x, dim=-1, keepdim=True)
            ),
            pool=nn.AdaptiveAvgPool2d((1, 1)),
        ),
        (1, 3, 4, 5),
    ),
}


@pytest.mark.filterwarnings("ignore:Using padding='same'")
@pytest.mark.parametrize("feature", list(FEATURES))
def test_feature_matches_pytorch(feature: str) -> None:
    factory, input_shape = FEATURES[feature]
    torch.manual_seed(0)
    check_conversion(factory().eval(), input_shape, f"{feature}.mlir")


class WithUpsample(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 4, 3)
        self.up1 = nn.Upsample(scale_factor=2)

    def forward(self, x):
        return torch.relu(self.up1(self.conv1(x)))


def test_unsupported_module_names_module_and_node() -> None:
    with pytest.raises(ConversionError, match=r"call_module 'up1' \(Upsample\) at node up1"):
        convert(WithUpsample(), (1, 3, 8, 8))


@pytest.mark.parametrize(
    ("model", "message"),
    [
        (
            Lambda(lambda s, x: torch.sin(x)),
            r"unsupported: call_function torch\.sin at node sin",
        ),
        (Lambda(lambda s, x: x.cumsum(1)), r"unsupported: call_method 'cumsum' at node cumsum"),
        (Lambda(lambda s, x: x.softmax(1)), r"at node softmax: dim=1: only along the last dim"),
        (Lambda(lambda s, x: x.mean(1)), r"at node mean: mean over dims \[1\]"),
        (nn.Conv2d(4, 4, 3, groups=2), r"at node conv2d: groups=2"),
        (Lambda(lambda s, x: F.dropout(x, training=True)), r"at node dropout: training=True"),
        (Lambda(lambda s, x: x if x.sum() > 0 else -x), r"cannot trace Lambda with torch\.fx"),
    ],
)
def test_unsupported_functions_are_named(model: nn.Module, message: str) -> None:
    with pytest.raises(ConversionError, match=message):
        convert(model, (1, 4, 6, 6))


def test_cli_writes_program_and_weights_in_argument_order(tmp_path: Path) -> None:
    out, weights = tmp_path / "nets" / "lenet5.mlir", tmp_path / "lenet5.npz"
    argv = ["data_generation.models:lenet5", "--input-shape", "1,1,32,32", "--out", str(out)]
    assert main([*argv, "--weights-out", str(weights)]) == 0
    converted = convert(models.lenet5(), (1, 1, 32, 32), weights_source=argv[0])
    program = Program.from_file(out)
    assert weights_source(program.text) == argv[0]  # the measurement runs on these weights
    assert program.ops and out.read_text().endswith(converted.text)
    with np.load(weights) as saved:
        assert saved.files == converted.arg_names[1:]
        for key, array in zip(saved.files, converted.arg_arrays[1:], strict=True):
            np.testing.assert_array_equal(saved[key], array)
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["lenet5.mlir", "lenet5.npz", "nets"]


def test_cli_on_unsupported_model_exits_2_and_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "badnet.py").write_text(
        textwrap.dedent(
            """
            from torch import nn

            def build():
                return nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4))
            """
        )
    )
    out = tmp_path / "out" / "badnet.mlir"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), str(tmp_path)])}
    command = [sys.executable, "-m", "data_generation.nn_to_mlir", "badnet:build"]
    command += ["--input-shape", "1,3,8,8", "--out", str(out), "--weights-out", str(out) + ".npz"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "call_module '1' (BatchNorm2d) at node _1" in result.stderr
    assert not (tmp_path / "out").exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "__pycache__") == ["badnet.py"]


@pytest.mark.parametrize("name", ["mobilenet_block", "encoder_layer"])
def test_the_jax_reference_interprets_the_same_graph(name: str) -> None:
    """The evaluation's JAX baseline of a network (`evaluation.references.fx_jax`) runs
    the module's own graph: batch norms, depthwise convolutions, attention and layer
    norms compute what PyTorch computes."""
    jax = pytest.importorskip("jax")
    from evaluation.references.fx_jax import jax_network

    model, shape = models.MODELS[name](), models.INPUT_SHAPES[name]
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    params = {key: value.numpy() for key, value in model.state_dict().items()}
    actual = np.asarray(jax.jit(jax_network(model, shape))(params, x))
    assert_matches(actual, reference(model, x))


@pytest.mark.parametrize(
    ("name", "layout"),
    [
        ("mobilenet_block", "auto"),  # depthwise and 1x1 weights: channels_last
        ("resnet_basic_block", "channels_last"),  # 3x3 weights transposed, the residual
        ("small_cnn", "channels_last"),  # max pooling and the flatten read NCHW back
    ],
)
def test_channels_last_conversion_matches_pytorch(name: str, layout: str) -> None:
    model, shape = models.MODELS[name](), models.INPUT_SHAPES[name]
    converted = convert(model, shape, layout=layout)
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32)
    assert_matches(run_converted(converted, x, f"{name}.mlir"), reference(model, x))
    assert "linalg.conv_2d_nchw" not in converted.text
    assert converted.arg_arrays[0].shape == shape  # the input stays NCHW
    if name == "mobilenet_block":
        assert "linalg.depthwise_conv_2d_nhwc_hwc" in converted.text


def test_auto_layout_takes_channels_last_only_where_weights_are_free() -> None:
    def converted_ops(name: str) -> str:
        return convert(models.MODELS[name](), models.INPUT_SHAPES[name], layout="auto").text

    assert "depthwise_conv_2d_nhwc_hwc" in converted_ops("mobilenet_v2")
    assert "conv_2d_nchw_fchw" in converted_ops("resnet_basic_block")  # 3x3 weights
    with pytest.raises(ConversionError, match="unknown layout 'nhwc'"):
        convert(models.mlp(), (8, 256), layout="nhwc")
