"""The reference networks of the `benchmarks/neural_nets/` suite.

Each factory builds its network with deterministic weights (seeded inside the
factory, without disturbing the caller's global RNG state) and returns it in
eval mode. `INPUT_SHAPES` gives the input each is meant to be converted with. The
blocks are sized so one untransformed forward pass takes a fraction of a second on a
2-core machine; ResNet-18, MobileNetV2 (torchvision's definitions, ImageNet's 224x224
input) and BERT-base's encoder layer (sequence 128) are whole networks as users run
them (random weights, no download). Batch norms get random running statistics (a fresh
module's are 0 and 1, which would hide a mistake in the statistics' arguments).

    python -m data_generation.nn_to_mlir data_generation.models:lenet5 \\
        --input-shape 1,1,32,32 --out lenet5.mlir --weights-out lenet5.npz
"""

from __future__ import annotations

from collections.abc import Callable

import torch
import torch.nn.functional as F
from torch import nn


def seeded(seed: int, build: Callable[[], nn.Module]) -> nn.Module:
    """Builds a module with `torch.manual_seed(seed)`, restoring the global RNG after."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return build().eval()


class MLP(nn.Module):
    """256 -> 512 -> 512 -> 10 with ReLU between (functional `F.relu`)."""

    def __init__(self, sizes: tuple[int, ...] = (256, 512, 512, 10)):
        super().__init__()
        self.fc1 = nn.Linear(sizes[0], sizes[1])
        self.fc2 = nn.Linear(sizes[1], sizes[2])
        self.fc3 = nn.Linear(sizes[2], sizes[3])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


class LeNet5(nn.Module):
    """LeNet-5 (max pooling, ReLU) on 1x32x32 images, 10 classes."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, kernel_size=5)
        self.pool1 = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(6, 16, kernel_size=5)
        self.pool2 = nn.MaxPool2d(2)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.pool1(torch.relu(self.conv1(x)))
        x = self.pool2(torch.relu(self.conv2(x)))
        x = x.view(x.size(0), -1)
        x = torch.relu(self.fc1(x))
        x = torch.relu(self.fc2(x))
        return self.fc3(x)


class BasicBlock(nn.Module):
    """ResNet-18 basic block without batch norm: conv3x3-relu-conv3x3 + identity, relu."""

    def __init__(self, channels: int = 64):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        identity = x
        out = self.relu(self.conv1(x))
        out = self.conv2(out)
        out += identity
        return self.relu(out)


class VGGBlock(nn.Module):
    """conv3x3-relu-conv3x3-relu-maxpool2x2, as in VGG's stages."""

    def __init__(self, in_channels: int = 32, channels: int = 64):
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, channels, 3, padding=1)
        self.relu1 = nn.ReLU()
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1)
        self.relu2 = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.relu1(self.conv1(x))
        x = self.relu2(self.conv2(x))
        return self.pool(x)


class TransformerFFN(nn.Module):
    """Position-wise feed-forward block: x + Linear(ReLU(Linear(x))), d -> 4d -> d."""

    def __init__(self, d_model: int = 256, expansion: int = 4):
        super().__init__()
        self.linear1 = nn.Linear(d_model, expansion * d_model)
        self.activation = nn.ReLU()
        self.linear2 = nn.Linear(expansion * d_model, d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.linear2(self.activation(self.linear1(x)))


class InvertedResidual(nn.Module):
    """MobileNetV2's inverted residual block (torchvision's): a 1x1 expansion (none at
    expansion 1), a 3x3 depthwise convolution and a 1x1 projection, each with batch norm,
    ReLU6 after the first two, and the identity added when the shape is kept."""

    def __init__(
        self, channels: int = 32, expansion: int = 6, out: int | None = None, stride: int = 1
    ):
        super().__init__()
        hidden, out = channels * expansion, out or channels
        self.residual = stride == 1 and out == channels
        self.expand = nn.Conv2d(channels, hidden, 1, bias=False) if expansion != 1 else None
        self.bn1 = nn.BatchNorm2d(hidden) if expansion != 1 else None
        self.act1 = nn.ReLU6(inplace=True)
        self.depthwise = nn.Conv2d(hidden, hidden, 3, stride, 1, groups=hidden, bias=False)
        self.bn2 = nn.BatchNorm2d(hidden)
        self.act2 = nn.ReLU6(inplace=True)
        self.project = nn.Conv2d(hidden, out, 1, bias=False)
        self.bn3 = nn.BatchNorm2d(out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = x if self.expand is None else self.act1(self.bn1(self.expand(x)))
        out = self.act2(self.bn2(self.depthwise(out)))
        out = self.bn3(self.project(out))
        return x + out if self.residual else out


class EncoderLayer(nn.Module):
    """A BERT encoder layer (post-norm): multi-head self-attention written out (query,
    key and value projections, the heads split by reshape and transpose, scaled
    query x key, softmax, x value, the output projection), the residual and a layer norm,
    then the GELU feed-forward block, its residual and a layer norm. With `pre_norm`, a
    ViT (and GPT-2) block: each sub-block reads the layer norm of its input, and the
    residuals add the un-normalized input."""

    def __init__(
        self, d_model: int = 256, heads: int = 4, expansion: int = 4, pre_norm: bool = False
    ):
        super().__init__()
        self.pre_norm = pre_norm
        self.heads, self.head_dim = heads, d_model // heads
        self.scale = self.head_dim**-0.5
        self.query = nn.Linear(d_model, d_model)
        self.key = nn.Linear(d_model, d_model)
        self.value = nn.Linear(d_model, d_model)
        self.attention_out = nn.Linear(d_model, d_model)
        self.norm1 = nn.LayerNorm(d_model)
        self.ffn_in = nn.Linear(d_model, expansion * d_model)
        self.activation = nn.GELU()
        self.ffn_out = nn.Linear(expansion * d_model, d_model)
        self.norm2 = nn.LayerNorm(d_model)

    def split_heads(self, x: torch.Tensor) -> torch.Tensor:
        batch, sequence, _ = x.shape
        return x.view(batch, sequence, self.heads, self.head_dim).transpose(1, 2)

    def attention(self, x: torch.Tensor) -> torch.Tensor:
        batch, sequence, d_model = x.shape
        query = self.split_heads(self.query(x))
        key = self.split_heads(self.key(x))
        value = self.split_heads(self.value(x))
        scores = torch.matmul(query, key.transpose(-2, -1)) * self.scale
        context = torch.matmul(scores.softmax(dim=-1), value)
        return self.attention_out(context.transpose(1, 2).reshape(batch, sequence, d_model))

    def feed_forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ffn_out(self.activation(self.ffn_in(x)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.pre_norm:
            x = x + self.attention(self.norm1(x))
            return x + self.feed_forward(self.norm2(x))
        x = self.norm1(x + self.attention(x))
        return self.norm2(x + self.feed_forward(x))


class ResidualBlock(nn.Module):
    """ResNet-18's basic block (torchvision's): two 3x3 convolutions with batch norm and
    ReLU, the identity or a strided 1x1 convolution with batch norm added."""

    def __init__(self, in_channels: int, channels: int, stride: int = 1):
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, channels, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(channels, channels, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        self.downsample = None
        if stride != 1 or in_channels != channels:
            self.downsample = nn.Sequential(
                nn.Conv2d(in_channels, channels, 1, stride, bias=False), nn.BatchNorm2d(channels)
            )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        identity = x if self.downsample is None else self.downsample(x)
        out = self.relu(self.bn1(self.conv1(x)))
        return self.relu(self.bn2(self.conv2(out)) + identity)


class ResNet18(nn.Module):
    """torchvision's ResNet-18 (same layers, names and shapes), 1000 classes."""

    def __init__(self, classes: int = 1000):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 64, 7, 2, 3, bias=False)
        self.bn1 = nn.BatchNorm2d(64)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(3, 2, 1)
        stages, channels = [], 64
        for width, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
            stages.append(
                nn.Sequential(ResidualBlock(channels, width, stride), ResidualBlock(width, width))
            )
            channels = width
        self.layer1, self.layer2, self.layer3, self.layer4 = stages
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(512, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        return self.fc(torch.flatten(self.avgpool(x), 1))


class MobileNetV2(nn.Module):
    """torchvision's MobileNetV2 (width 1.0): a strided 3x3 stem, 17 inverted residual
    blocks, a 1x1 convolution to 1280 channels, global average pooling and the
    classifier (dropout is the identity in eval mode)."""

    SETTINGS = ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1))
    SETTINGS += ((6, 160, 3, 2), (6, 320, 1, 1))
    """(expansion, channels, blocks, first stride) per stage."""

    def __init__(self, classes: int = 1000):
        super().__init__()
        layers: list[nn.Module] = [conv_bn_relu6(3, 32, 3, 2)]
        channels = 32
        for expansion, width, blocks, stride in self.SETTINGS:
            for index in range(blocks):
                layers.append(
                    InvertedResidual(channels, expansion, width, stride if index == 0 else 1)
                )
                channels = width
        layers.append(conv_bn_relu6(channels, 1280, 1, 1))
        self.features = nn.Sequential(*layers)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(1280, classes))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.classifier(torch.flatten(self.pool(self.features(x)), 1))


def conv_bn_relu6(in_channels: int, channels: int, kernel: int, stride: int) -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(in_channels, channels, kernel, stride, (kernel - 1) // 2, bias=False),
        nn.BatchNorm2d(channels),
        nn.ReLU6(inplace=True),
    )


def randomize_batch_norms(
    model: nn.Module, input_shape: tuple[int, ...] | None = None
) -> nn.Module:
    """Random affine parameters for every batch norm (under the caller's seed), and
    running statistics: random (variances in [0.5, 1.5]), or with `input_shape` those of
    a standard-normal batch through the network itself, so that a deep network's
    activations stay near unit scale (random statistics compound over 50 layers into
    values whose float32 rounding differs from float64 by 10%)."""
    norms = [m for m in model.modules() if isinstance(m, nn.BatchNorm2d)]
    with torch.no_grad():
        for module in norms:
            module.weight.uniform_(0.5, 1.5)
            module.bias.normal_()
            module.running_mean.normal_()
            module.running_var.uniform_(0.5, 1.5)
        if input_shape is not None:
            for module in norms:
                module.reset_running_stats()
                module.momentum = None  # a cumulative average over the batch
            model.train()
            model(torch.randn(input_shape))
    return model.eval()


def small_cnn_layers(num_classes: int = 10) -> nn.Sequential:
    """3x32x32 -> 16x16x16 -> 32x8x8 -> 64x4x4 -> flatten -> classes."""
    return nn.Sequential(
        nn.Conv2d(3, 16, 3, padding=1),
        nn.ReLU(),
        nn.MaxPool2d(kernel_size=3, stride=2, padding=1),
        nn.Conv2d(16, 32, 3, padding=1),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(32, 64, 3, stride=2, padding=1),
        nn.ReLU(),
        nn.Flatten(),
        nn.Linear(64 * 4 * 4, num_classes),
    )


def mlp() -> nn.Module:
    return seeded(0, MLP)


def lenet5() -> nn.Module:
    return seeded(1, LeNet5)


def resnet_basic_block() -> nn.Module:
    return seeded(2, BasicBlock)


def vgg_block() -> nn.Module:
    return seeded(3, VGGBlock)


def transformer_ffn() -> nn.Module:
    return seeded(4, TransformerFFN)


def small_cnn() -> nn.Module:
    return seeded(5, small_cnn_layers)


def mobilenet_block() -> nn.Module:
    return seeded(6, lambda: randomize_batch_norms(InvertedResidual()))


def encoder_layer() -> nn.Module:
    return seeded(7, EncoderLayer)


def resnet18() -> nn.Module:
    return seeded(8, lambda: randomize_batch_norms(ResNet18(), (2, 3, 224, 224)))


def mobilenet_v2() -> nn.Module:
    return seeded(9, lambda: randomize_batch_norms(MobileNetV2(), (2, 3, 224, 224)))


def bert_base_layer() -> nn.Module:
    """BERT-base's encoder layer: hidden 768, 12 heads, feed-forward 3072."""
    return seeded(10, lambda: EncoderLayer(768, 12, 4))


def vit_b16_block() -> nn.Module:
    """ViT-B/16's encoder block (pre-norm): 196 patches and the class token, hidden 768,
    12 heads, feed-forward 3072."""
    return seeded(11, lambda: EncoderLayer(768, 12, 4, pre_norm=True))


def inverted_residual_block(
    channels: int, expansion: int, out: int, stride: int, seed: int
) -> nn.Module:
    """One of MobileNetV2's blocks at any stage's sizes (`benchmarks/blocks`)."""
    return seeded(
        seed, lambda: randomize_batch_norms(InvertedResidual(channels, expansion, out, stride))
    )


def residual_block(in_channels: int, channels: int, stride: int, seed: int) -> nn.Module:
    """One of ResNet-18's basic blocks at any stage's sizes (`benchmarks/blocks`)."""
    return seeded(seed, lambda: randomize_batch_norms(ResidualBlock(in_channels, channels, stride)))


def encoder_block(d_model: int, heads: int, pre_norm: int, seed: int) -> nn.Module:
    """A BERT (post-norm) or ViT (pre-norm) encoder block of any width
    (`benchmarks/blocks`)."""
    return seeded(seed, lambda: EncoderLayer(d_model, heads, 4, pre_norm=bool(pre_norm)))


BLOCK_FACTORIES: dict[str, Callable[..., nn.Module]] = {
    "inverted_residual": inverted_residual_block,
    "residual_block": residual_block,
    "encoder_block": encoder_block,
}
"""The parametrized factories of `benchmarks/blocks`, by block kind: a program names
one with its integer arguments in `rl.weights`
(`data_generation.models:residual_block(in_channels=64,...)`)."""


MODELS: dict[str, Callable[[], nn.Module]] = {
    "mlp": mlp,
    "lenet5": lenet5,
    "resnet_basic_block": resnet_basic_block,
    "vgg_block": vgg_block,
    "transformer_ffn": transformer_ffn,
    "small_cnn": small_cnn,
    "mobilenet_block": mobilenet_block,
    "encoder_layer": encoder_layer,
    "resnet18": resnet18,
    "mobilenet_v2": mobilenet_v2,
    "bert_base_layer": bert_base_layer,
    "vit_b16_block": vit_b16_block,
}
"""Factory of each suite network, by name (the name is also the factory's)."""

INPUT_SHAPES: dict[str, tuple[int, ...]] = {
    "mlp": (8, 256),
    "lenet5": (1, 1, 32, 32),
    "resnet_basic_block": (1, 64, 28, 28),
    "vgg_block": (1, 32, 32, 32),
    "transformer_ffn": (64, 256),
    "small_cnn": (1, 3, 32, 32),
    "mobilenet_block": (1, 32, 28, 28),
    "encoder_layer": (1, 64, 256),
    "resnet18": (1, 3, 224, 224),
    "mobilenet_v2": (1, 3, 224, 224),
    "bert_base_layer": (1, 128, 768),
    "vit_b16_block": (1, 197, 768),
}
"""The input shape each network is converted with."""

WHOLE_NETWORKS = ("resnet18", "mobilenet_v2", "bert_base_layer", "vit_b16_block")
"""The networks as users run them (seconds untransformed), beside the blocks. Every
suite network runs on its own weights in the evaluation (`rl.weights`,
`rl_autoscheduler.measurement.network_weights`): with standard-normal weights
MobileNetV2's 52 layers amplify float32 rounding past any tolerance."""
