"""Convolutions as CNN exporters write them beyond NCHW: NHWC and depthwise named ops.

TensorFlow, TFLite and IREE's imports keep images channels-last (`conv_2d_nhwc_hwcf`,
`conv_2d_nhwc_fhwc`); MobileNets and EfficientNets spend most of their time in depthwise
convolutions (`depthwise_conv_2d_nhwc_hwc`, and `depthwise_conv_2d_nchw_chw` from
torch-mlir). Each program is the op alone on an input already padded (the exporters emit
the padding as a separate `tensor.pad`), into a zero-filled new tensor. Families:

| family       | arguments | computes                                                    |
|--------------|-----------|-------------------------------------------------------------|
| `conv_nhwc`  | x, w      | conv2d of an NHWC image by an HWCF (`hwcf`) or FHWC (`fhwc`) filter |
| `depthwise`  | x, w      | one filter per channel: NHWC by HWC (`nhwc`), NCHW by CHW (`nchw`) |

Shapes are ResNet's and MobileNet's: 1x1 and 3x3 kernels (5x5 depthwise), strides 1 and
2, spatial sizes 7 to 112. The manifest names PyTorch's own op (`native`: `conv2d` with
the program's layouts, stride and groups), run in channels_last, its fastest layout on
the CPU, with the weights converted once before timing.
"""

from __future__ import annotations

from dataclasses import dataclass

from data_generation.random_mlir_gen import IMAGE_BATCH, Sampler, tensor_type

CONV_FAMILIES = ("conv_nhwc", "depthwise")
FORMS = {"conv_nhwc": ("hwcf", "fhwc"), "depthwise": ("nhwc", "nchw")}
OPS = {
    ("conv_nhwc", "hwcf"): "linalg.conv_2d_nhwc_hwcf",
    ("conv_nhwc", "fhwc"): "linalg.conv_2d_nhwc_fhwc",
    ("depthwise", "nhwc"): "linalg.depthwise_conv_2d_nhwc_hwc",
    ("depthwise", "nchw"): "linalg.depthwise_conv_2d_nchw_chw",
}
SPATIAL = (7, 14, 28, 56, 112)
CONV_CHANNELS = (32, 64, 96, 128, 160, 256, 320, 384, 512)
DEPTHWISE_CHANNELS = (32, 64, 96, 144, 192, 240, 384, 480, 576, 672, 960)
CONV_KERNELS = ((1, 1), (3, 1), (3, 2), (1, 2))
DEPTHWISE_KERNELS = ((3, 1), (3, 2), (5, 1), (5, 2))
RATE = {"conv_nhwc": 0.7e9, "depthwise": 0.5e9}
"""Untransformed FLOP/s at 1 thread (`random_mlir_gen.RATES`)."""
TIME_WINDOW_S = (0.004, 0.4)


@dataclass(frozen=True)
class ConvSpec:
    """One convolution: batch, output spatial size (square), channels in and out (equal
    for depthwise), kernel and stride."""

    family: str
    form: str
    batch: int
    size: int
    channels: int
    filters: int
    kernel: int
    stride: int

    @property
    def depthwise(self) -> bool:
        return self.family == "depthwise"

    @property
    def input_size(self) -> int:
        """The padded input's spatial size that yields `size` outputs."""
        return (self.size - 1) * self.stride + self.kernel

    def flops(self) -> int:
        reduced = self.kernel**2 * (1 if self.depthwise else self.channels)
        return 2 * self.batch * self.size**2 * self.filters * reduced

    def estimated_seconds(self) -> float:
        return self.flops() / RATE[self.family]

    def name(self) -> str:
        shape = f"{self.batch}x{self.size}x{self.size}x{self.channels}"
        if not self.depthwise:
            shape += f"x{self.filters}"
        return f"{self.family}_{self.form}_{shape}_k{self.kernel}s{self.stride}"

    def signature(self) -> tuple:
        return (self.family, self.form, self.batch, self.size, self.channels, self.filters,
                self.kernel, self.stride)  # fmt: skip

    def shapes(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """(input, filter, output) shapes in the op's layouts."""
        n, i, o, c, f, k = (self.batch, self.input_size, self.size, self.channels,
                            self.filters, self.kernel)  # fmt: skip
        if self.form == "nchw":
            return (n, c, i, i), (c, k, k), (n, c, o, o)
        filter_shape = {"hwcf": (k, k, c, f), "fhwc": (f, k, k, c), "nhwc": (k, k, c)}
        return (n, i, i, c), filter_shape[self.form], (n, o, o, f)

    def manifest_fields(self) -> dict:
        image, weights, result = self.shapes()
        return {
            "form": self.form,
            "op": OPS[(self.family, self.form)],
            "input_shape": list(image),
            "filter_shape": list(weights),
            "result_shape": list(result),
            "kernel": self.kernel,
            "stride": self.stride,
            "flops": self.flops(),
        }

    def native(self) -> dict:
        """PyTorch's conv2d with this op's layouts (`evaluation.references.native`)."""
        filter_layout = {"hwcf": "hwcf", "fhwc": "fhwc", "nhwc": "hwc", "nchw": "chw"}
        return {
            "op": "conv2d",
            "input": "nchw" if self.form == "nchw" else "nhwc",
            "filter": filter_layout[self.form],
            "stride": self.stride,
            "groups": self.channels if self.depthwise else 1,
        }


def sample_conv_spec(s: Sampler, family: str) -> ConvSpec:
    form = s.choice(FORMS[family])
    batch = s.weighted(IMAGE_BATCH)
    size = s.choice(SPATIAL)
    if family == "depthwise":
        kernel, stride = s.choice(DEPTHWISE_KERNELS)
        channels = filters = s.choice(DEPTHWISE_CHANNELS)
    else:
        kernel, stride = s.choice(CONV_KERNELS)
        channels, filters = s.choice(CONV_CHANNELS), s.choice(CONV_CHANNELS)
    return ConvSpec(family, form, batch, size, channels, filters, kernel, stride)


def conv_program_text(spec: ConvSpec) -> str:
    image, weights, result = (tensor_type(shape) for shape in spec.shapes())
    op = OPS[(spec.family, spec.form)]
    pair = "dense<{}> : tensor<2xi64>"
    return (
        f"// {op}, stride {spec.stride}, of a padded {image} into a new {result}\n"
        f"func.func @{spec.name()}(%x: {image}, %w: {weights}) -> {result} {{\n"
        "  %zero = arith.constant 0.000000e+00 : f32\n"
        f"  %empty = tensor.empty() : {result}\n"
        f"  %init = linalg.fill ins(%zero : f32) outs(%empty : {result}) -> {result}\n"
        f"  %0 = {op} {{dilations = {pair.format(1)}, strides = {pair.format(spec.stride)}}}\n"
        f"      ins(%x, %w : {image}, {weights}) outs(%init : {result}) -> {result}\n"
        f"  return %0 : {result}\n"
        "}\n"
    )
