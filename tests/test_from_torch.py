"""PyTorch modules scheduled and JIT-compiled (`rl_autoscheduler.compile`, the
`torch.compile` backend): the same results as eager, the tensors' own storage, and
eager with a warning whenever the compiled function cannot answer."""

from __future__ import annotations

import warnings

import pytest
import torch
from torch import nn

import rl_autoscheduler
from rl_autoscheduler.commands.from_torch import CompiledGraph, backend


class ConvBlock(nn.Module):
    """Conv, batch norm, ReLU6, a depthwise conv and the residual: MobileNet's ops, small."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(8, 8, 1, bias=False)
        self.norm = nn.BatchNorm2d(8)
        self.act = nn.ReLU6()
        self.depthwise = nn.Conv2d(8, 8, 3, padding=1, groups=8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.depthwise(self.act(self.norm(self.conv(x))))


class Attention(nn.Module):
    """One head of self-attention with a layer norm and GELU."""

    def __init__(self, width: int = 16) -> None:
        super().__init__()
        self.query, self.key = nn.Linear(width, width), nn.Linear(width, width)
        self.norm = nn.LayerNorm(width)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scores = torch.matmul(self.query(x), self.key(x).transpose(-2, -1)) * 0.25
        return nn.functional.gelu(self.norm(torch.matmul(scores.softmax(dim=-1), x)))


def seeded(build) -> nn.Module:
    torch.manual_seed(0)
    module = build().eval()
    for child in module.modules():
        if isinstance(child, nn.BatchNorm2d):
            child.running_mean.normal_()
            child.running_var.uniform_(0.5, 1.5)
    return module


@pytest.mark.parametrize(("build", "shape"), [(ConvBlock, (1, 8, 10, 10)), (Attention, (2, 6, 16))])
def test_compile_gives_eagers_result_on_the_tensors_storage(build, shape) -> None:
    model, x = seeded(build), torch.randn(shape)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no fallback
        compiled = rl_autoscheduler.compile(model, x, threads=1)
    assert isinstance(compiled, CompiledGraph) and compiled.schedule.steps
    with torch.no_grad():
        expected = model(x)
    actual = compiled(x)
    assert actual.dtype == torch.float32 and actual.shape == expected.shape
    torch.testing.assert_close(actual, expected, rtol=1e-4, atol=1e-4)
    # The weights are the module's own: an update in place is seen without recompiling.
    with torch.no_grad():
        next(model.parameters()).mul_(2.0)
        torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-4)


def test_a_strided_input_is_read_right_and_a_resized_weight_is_refused() -> None:
    """The kernel reads the tensors' addresses unchecked, so the call must check them: a
    transposed view is made contiguous, and a weight the user resized is a ValueError
    naming it, never an out-of-bounds read."""
    model, x = seeded(ConvBlock), torch.randn(1, 8, 10, 10)
    compiled = rl_autoscheduler.compile(model, x, threads=1)
    strided = x.transpose(2, 3).contiguous().transpose(2, 3)
    assert not strided.is_contiguous()
    with torch.no_grad():
        torch.testing.assert_close(compiled(strided), model(x), rtol=1e-4, atol=1e-4)
        model.depthwise.weight.data = torch.randn(8, 1, 5, 5)  # the same parameter, resized
        with pytest.raises(
            ValueError, match=r"argument #\d+ of @\w+ is torch.float32 \(8, 1, 5, 5\)"
        ):
            compiled(x)


@pytest.mark.parametrize("layout", ["nchw", "channels_last"])
def test_both_layouts_give_eagers_result(layout: str) -> None:
    model, x = seeded(ConvBlock), torch.randn(1, 8, 10, 10)
    compiled = rl_autoscheduler.compile(model, x, threads=1, layout=layout)
    assert isinstance(compiled, CompiledGraph)
    nhwc = "linalg.depthwise_conv_2d_nhwc_hwc" in compiled.program.text
    assert nhwc == (layout == "channels_last")
    with torch.no_grad():
        torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-4)


def test_torch_compile_backend_takes_dynamos_dropout_and_conv_calls() -> None:
    """TorchDynamo hands an eval-mode Dropout over as `F.dropout(training=False)` and a
    convolution as `F.conv2d` of a weight among the inputs (channels_last is chosen from
    its shape): compiled, no fallback."""
    torch._dynamo.reset()
    model = seeded(lambda: nn.Sequential(ConvBlock(), nn.Dropout(0.2)))
    x = torch.randn(1, 8, 10, 10)
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("error")
        compiled = torch.compile(model, backend=backend, dynamic=False)
        torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-4)


def test_another_shape_runs_eagerly_with_one_warning() -> None:
    model = seeded(ConvBlock)
    compiled = rl_autoscheduler.compile(model, torch.randn(1, 8, 10, 10), threads=1)
    other = torch.randn(2, 8, 6, 6)
    with pytest.warns(UserWarning, match=r"inputs of shapes \[\(2, 8, 6, 6\)\], compiled for"):
        result = compiled(other)
    with torch.no_grad():
        torch.testing.assert_close(result, model(other))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # said once
        compiled(other)


def test_an_op_the_converter_lacks_gives_the_module_back_and_names_it() -> None:
    model = nn.Sequential(nn.Linear(4, 4), nn.Upsample(scale_factor=2)).eval()
    with pytest.warns(UserWarning, match=r"running Sequential eagerly: .*\(Upsample\)"):
        assert rl_autoscheduler.compile(model, torch.randn(1, 2, 4)) is model


def test_torch_compile_finds_the_backend_by_name() -> None:
    from torch._dynamo import list_backends

    assert "rl_autoscheduler" in list_backends(exclude_tags=())


def test_torch_compile_passes_its_options_to_the_backend(tmp_path) -> None:
    """`torch.compile(..., options=...)` wraps a backend's options in one keyword: the
    records file named there is the one written (it had been ignored for the default)."""
    torch._dynamo.reset()
    model, x = seeded(ConvBlock), torch.randn(1, 8, 10, 10)
    records = tmp_path / "records.sqlite"
    options = {"records": str(records), "threads": 1}
    compiled = torch.compile(model, backend="rl_autoscheduler", dynamic=False, options=options)
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("error")
        torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-4)
    assert records.exists() and records.stat().st_size > 0
    assert any((tmp_path / "records-kernels").iterdir()), "the compiled kernel is kept"


def test_torch_compile_backend_matches_eager_and_falls_back_on_dynamic_shapes() -> None:
    torch._dynamo.reset()
    model, x = seeded(Attention), torch.randn(2, 6, 16)
    compiled = torch.compile(model, backend=backend)
    with torch.no_grad():
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-4)
        other = torch.randn(3, 6, 16)  # Dynamo retraces with a symbolic batch size
        with pytest.warns(UserWarning, match="dynamic=False"):
            torch.testing.assert_close(compiled(other), model(other), rtol=1e-4, atol=1e-4)


def test_trials_measure_proposals_and_keep_a_verified_schedule() -> None:
    model, x = seeded(ConvBlock), torch.randn(1, 8, 10, 10)
    compiled = rl_autoscheduler.compile(model, x, trials=2, threads=1)
    assert isinstance(compiled, CompiledGraph)
    with torch.no_grad():
        torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-4)
