"""Random network blocks: the units whole networks repeat, at the sizes their stages use.

    python -m data_generation.build_suites --suite blocks

The single-op suites teach the agent each op alone; a network hands it the same ops
chained, each reading its producer's output and feeding a batch norm, an activation or
a residual add. `benchmarks/blocks` holds such chains, each a PyTorch module of
`data_generation.models` converted by `nn_to_mlir`, so that training and evaluation see
ops in the company they keep in ResNet-18, MobileNetV2, BERT and ViT. Kinds:

- `inverted_residual`: MobileNetV2's block (1x1 expansion, 3x3 depthwise convolution,
  1x1 projection, batch norms, ReLU6, the residual); channels, expansion 1 or 6, output
  channels, stride and image size drawn.
- `residual_block`: ResNet-18's basic block (two 3x3 convolutions with batch norm and
  ReLU, the identity or a strided 1x1 projection); channels, stride and image size drawn.
- `encoder_block`: a BERT (post-norm) or ViT (pre-norm) encoder layer (attention,
  softmax, layer norms, the GELU feed-forward block); width, tokens and norm placement
  drawn.

Each program carries its factory with the drawn sizes and a seed in `rl.weights`, so
every measurement and reference runs it on the module's own weights
(`rl_autoscheduler.measurement.network_weights`), and the manifest names the same
factory for the PyTorch reference. Sizes are drawn until the untransformed estimate
(FLOPs at `RATE`) lies in `TIME_WINDOW_S`: below the training's `max_baseline_s` of
0.5 s, so that every block can be a training episode. Reproducible: sampling goes
through `random_mlir_gen.Sampler`, so the same seed gives the same programs.
"""

from __future__ import annotations

from dataclasses import dataclass

from data_generation import models
from data_generation.random_mlir_gen import Sampler
from rl_autoscheduler.measurement.network_weights import WEIGHTS_MODULE, factory_spec

RATE = 1.0e9
"""Untransformed FLOP/s of a converted network at 1 thread, as the manifests time them
(`benchmarks/neural_nets`' blocks: 1.0-1.1 GFLOP/s)."""
TIME_WINDOW_S = (0.004, 0.35)
MAX_ATTEMPTS = 10_000

MOBILENET_CHANNELS = (16, 24, 32, 64, 96, 160, 320)
RESNET_CHANNELS = (32, 48, 64, 96, 128, 192, 256, 384, 512)
IMAGE_SIZES = (7, 14, 28, 56, 112)
WIDTHS = (128, 192, 256, 384, 512, 768)
TOKENS = (16, 32, 49, 64, 128, 197)


@dataclass(frozen=True)
class BlockSpec:
    """One block: its kind (the factory's key in `models.BLOCK_FACTORIES`), the factory's
    integer arguments in order, and the input shape it is converted with."""

    kind: str
    arguments: tuple[tuple[str, int], ...]
    input_shape: tuple[int, ...]

    @property
    def sizes(self) -> dict[str, int]:
        return dict(self.arguments)

    def factory(self) -> str:
        """The `rl.weights` and manifest factory: `data_generation.models:KIND_FACTORY(...)`."""
        name = models.BLOCK_FACTORIES[self.kind].__name__
        return factory_spec(WEIGHTS_MODULE, name, self.sizes)

    def flops(self) -> int:
        s = self.sizes
        if self.kind == "inverted_residual":
            size = self.input_shape[2]
            hidden, out = s["channels"] * s["expansion"], (size // s["stride"]) ** 2
            expand = 2 * s["channels"] * hidden * size**2 if s["expansion"] != 1 else 0
            return expand + 2 * 9 * hidden * out + 2 * hidden * s["out"] * out
        if self.kind == "residual_block":
            out = (self.input_shape[2] // s["stride"]) ** 2
            first, second = s["in_channels"] * s["channels"], s["channels"] ** 2
            projection = 2 * s["in_channels"] * s["channels"] * out if s["stride"] != 1 else 0
            return 2 * 9 * (first + second) * out + projection
        tokens, width = self.input_shape[1], s["d_model"]
        return 24 * tokens * width**2 + 4 * tokens**2 * width

    def estimated_seconds(self) -> float:
        return self.flops() / RATE

    def name(self) -> str:
        sizes = "".join(f"{key[0]}{value}" for key, value in self.arguments if key != "seed")
        shape = "x".join(map(str, self.input_shape))
        return f"{self.kind}_{shape}_{sizes}"

    def signature(self) -> tuple:
        return (self.kind, tuple(a for a in self.arguments if a[0] != "seed"), self.input_shape)


def _inverted_residual(s: Sampler, seed: int) -> BlockSpec:
    channels = s.choice(MOBILENET_CHANNELS[:-1])
    expansion = s.weighted([(6, 0.85), (1, 0.15)])
    stride = s.weighted([(1, 0.6), (2, 0.4)])
    later = [c for c in MOBILENET_CHANNELS if c > channels][:1]
    out = channels if stride == 1 and s.chance(0.6) else s.choice(later or [channels])
    size = s.choice(IMAGE_SIZES[1:])
    arguments = (("channels", channels), ("expansion", expansion), ("out", out),
                 ("stride", stride), ("seed", seed))  # fmt: skip
    return BlockSpec("inverted_residual", arguments, (1, channels, size, size))


def _residual_block(s: Sampler, seed: int) -> BlockSpec:
    in_channels = s.choice(RESNET_CHANNELS[:-1])
    widen = s.chance(0.4) and 2 * in_channels in RESNET_CHANNELS
    channels, stride = (2 * in_channels, 2) if widen else (in_channels, 1)
    size = s.choice(IMAGE_SIZES)
    arguments = (("in_channels", in_channels), ("channels", channels), ("stride", stride),
                 ("seed", seed))  # fmt: skip
    return BlockSpec("residual_block", arguments, (1, in_channels, size, size))


def _encoder_block(s: Sampler, seed: int) -> BlockSpec:
    width = s.choice(WIDTHS)
    tokens = s.choice(TOKENS)
    pre_norm = 1 if s.chance(0.5) else 0
    arguments = (("d_model", width), ("heads", width // 64), ("pre_norm", pre_norm),
                 ("seed", seed))  # fmt: skip
    return BlockSpec("encoder_block", arguments, (1, tokens, width))


SAMPLERS = {
    "inverted_residual": _inverted_residual,
    "residual_block": _residual_block,
    "encoder_block": _encoder_block,
}
BLOCK_KINDS = tuple(SAMPLERS)
"""In suite order: a kind's index seeds its blocks (new kinds go last)."""


def generate(kind: str, count: int, seed: int, exclude: set | None = None) -> list[BlockSpec]:
    """`count` distinct blocks of `kind` within the time window, none of `exclude`'s
    signatures (the eval split excludes the train split's); each block's weights are
    seeded by its draw."""
    s, specs, seen = Sampler(seed), [], set(exclude or ())
    low, high = TIME_WINDOW_S
    for attempt in range(MAX_ATTEMPTS):
        if len(specs) == count:
            return specs
        spec = SAMPLERS[kind](s, seed * 1000 + attempt)
        if low <= spec.estimated_seconds() <= high and spec.signature() not in seen:
            seen.add(spec.signature())
            specs.append(spec)
    raise RuntimeError(f"only {len(specs)} of {count} {kind} blocks in {MAX_ATTEMPTS} draws")
