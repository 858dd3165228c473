"""A PyTorch network's forward pass in JAX, interpreted from its torch.fx graph.

The JAX reference of a network (`jax_refs.jax_function`) needs the same computation as
the module: tracing it with torch.fx and translating node by node keeps one source (the
module) for PyTorch, JAX and the MLIR program (`data_generation.nn_to_mlir` converts the
same graph).
"""

from __future__ import annotations

from collections.abc import Callable

from evaluation.references import Unsupported


def jax_network(model, input_shape) -> Callable:
    """The module's forward pass as a function of (params, x), interpreting its torch.fx graph.

    Covers what `rl_autoscheduler.frontend.fx_converter` converts (Linear, Conv2d with
    groups, MaxPool2d, batch and layer norm, softmax, global average pooling and means,
    matmul, transposes, the activations and arithmetic, flatten/view/reshape,
    Identity/Dropout); reshapes take the shapes `ShapeProp` recorded, so shape
    arithmetic needs no evaluation.
    """
    import operator

    import jax
    import jax.numpy as jnp
    import torch
    import torch.nn.functional as F
    from jax import lax
    from torch import fx, nn
    from torch.fx.passes.shape_prop import ShapeProp

    graph_module = fx.symbolic_trace(model)
    with torch.no_grad():
        ShapeProp(graph_module).propagate(torch.zeros(tuple(input_shape)))
    nodes = list(graph_module.graph.nodes)

    def pair(value) -> tuple[int, int]:
        return (value, value) if isinstance(value, int) else tuple(value)

    def conv(x, w, b, stride=1, padding=0, dilation=1, groups=1):
        if isinstance(padding, str):
            raise Unsupported(f"Conv2d padding {padding!r}")
        ph, pw = pair(padding)
        y = lax.conv_general_dilated(
            x,
            w,
            window_strides=pair(stride),
            padding=[(ph, ph), (pw, pw)],
            rhs_dilation=pair(dilation),
            dimension_numbers=("NCHW", "OIHW", "NCHW"),
            feature_group_count=groups,
        )
        return y if b is None else y + b[None, :, None, None]

    def max_pool(x, kernel, stride=None, padding=0, dilation=1, ceil_mode=False):
        if ceil_mode:
            raise Unsupported("MaxPool2d with ceil_mode")
        kh, kw = pair(kernel)
        sh, sw = pair(stride if stride else kernel)
        ph, pw = pair(padding)
        dh, dw = pair(dilation)
        return lax.reduce_window(
            x,
            -jnp.inf,
            lax.max,
            (1, 1, kh, kw),
            (1, 1, sh, sw),
            ((0, 0), (0, 0), (ph, ph), (pw, pw)),
            window_dilation=(1, 1, dh, dw),
        )

    def linear(x, w, b):
        y = x @ w.T
        return y if b is None else y + b

    def batch_norm(x, mean, var, w=None, b=None, training=False, momentum=0.1, eps=1e-5):
        channel = (None, slice(None)) + (None,) * (x.ndim - 2)
        y = (x - mean[channel]) / jnp.sqrt(var[channel] + eps)
        y = y if w is None else y * w[channel]
        return y if b is None else y + b[channel]

    def layer_norm(x, shape, w=None, b=None, eps=1e-5):
        count = 1 if isinstance(shape, int) else len(shape)
        axes = tuple(range(x.ndim - count, x.ndim))
        mean = x.mean(axis=axes, keepdims=True)
        y = (x - mean) / jnp.sqrt(((x - mean) ** 2).mean(axis=axes, keepdims=True) + eps)
        y = y if w is None else y * w
        return y if b is None else y + b

    def mean(x, dim=None, keepdim=False, dtype=None):
        return jnp.mean(
            x, axis=dim if dim is None or isinstance(dim, int) else tuple(dim), keepdims=keepdim
        )

    def transpose(x, first, second):
        return jnp.swapaxes(x, first, second)

    def permute(x, *dims):
        return jnp.transpose(
            x, dims[0] if len(dims) == 1 and not isinstance(dims[0], int) else dims
        )

    def clamp(x, low=None, high=None):
        return jnp.clip(x, low, high)

    def gelu(x, approximate="none"):
        return jax.nn.gelu(x, approximate=approximate == "tanh")

    def softmax(x, dim=None, *_, **__):
        return jax.nn.softmax(x, axis=dim)

    def average(x, size):
        if size not in (1, (1, 1), [1, 1]):
            raise Unsupported(f"adaptive_avg_pool2d to {size}")
        return x.mean(axis=(2, 3), keepdims=True)

    functions = {
        F.relu6: lambda x, *_: jnp.clip(x, 0.0, 6.0),
        F.hardtanh: lambda x, low=-1.0, high=1.0, *_: jnp.clip(x, low, high),
        torch.sigmoid: jax.nn.sigmoid,
        F.silu: lambda x, *_: jax.nn.silu(x),
        torch.tanh: jnp.tanh,
        torch.clamp: clamp,
        torch.clip: clamp,
        F.gelu: gelu,
        F.softmax: softmax,
        torch.softmax: softmax,
        F.layer_norm: layer_norm,
        F.batch_norm: batch_norm,
        F.adaptive_avg_pool2d: average,
        torch.mean: mean,
        torch.matmul: jnp.matmul,
        operator.matmul: jnp.matmul,
        torch.bmm: jnp.matmul,
        torch.transpose: transpose,
        torch.permute: permute,
        operator.sub: operator.sub,
        operator.isub: operator.sub,
        torch.sub: operator.sub,
        operator.mul: operator.mul,
        operator.imul: operator.mul,
        torch.mul: operator.mul,
        operator.truediv: operator.truediv,
        operator.itruediv: operator.truediv,
        torch.div: operator.truediv,
        operator.neg: operator.neg,
        torch.neg: operator.neg,
    }
    methods = {
        "sigmoid": jax.nn.sigmoid,
        "tanh": jnp.tanh,
        "softmax": softmax,
        "mean": mean,
        "matmul": jnp.matmul,
        "transpose": transpose,
        "permute": permute,
        "clamp": clamp,
        "clip": clamp,
        **dict.fromkeys(("sub", "sub_", "__sub__"), operator.sub),
        **dict.fromkeys(("mul", "mul_", "__mul__", "__rmul__"), operator.mul),
        **dict.fromkeys(("div", "div_", "__truediv__"), operator.truediv),
        **dict.fromkeys(("neg", "__neg__"), operator.neg),
    }

    def module_call(module, name: str, x, params: dict):
        if isinstance(module, nn.BatchNorm2d):
            return batch_norm(
                x,
                params[f"{name}.running_mean"],
                params[f"{name}.running_var"],
                params.get(f"{name}.weight"),
                params.get(f"{name}.bias"),
                eps=module.eps,
            )
        if isinstance(module, nn.LayerNorm):
            return layer_norm(
                x,
                module.normalized_shape,
                params.get(f"{name}.weight"),
                params.get(f"{name}.bias"),
                module.eps,
            )
        if isinstance(module, nn.Softmax):
            return softmax(x, module.dim)
        if isinstance(module, nn.GELU):
            return gelu(x, module.approximate)
        if isinstance(module, nn.Hardtanh):  # ReLU6 too
            return jnp.clip(x, module.min_val, module.max_val)
        if isinstance(module, nn.AdaptiveAvgPool2d):
            return average(x, module.output_size)
        for kind, function in (
            (nn.Sigmoid, jax.nn.sigmoid),
            (nn.SiLU, jax.nn.silu),
            (nn.Tanh, jnp.tanh),
        ):
            if isinstance(module, kind):
                return function(x)
        raise Unsupported(f"module {name} ({type(module).__name__})")

    reshapes = {"view", "reshape", "flatten", "squeeze", "unsqueeze", "contiguous"}
    adds = {operator.add, operator.iadd, torch.add}
    relus = {F.relu, torch.relu}

    def forward(params, x):
        values: dict[str, object] = {}

        def value(a):
            if isinstance(a, fx.Node):
                return values[a.name]
            if isinstance(a, list | tuple):
                return type(a)(value(v) for v in a)
            return a

        for node in nodes:
            meta = node.meta.get("tensor_meta")
            shape = tuple(meta.shape) if hasattr(meta, "shape") else None
            args = value(node.args)
            kwargs = {k: value(v) for k, v in node.kwargs.items()}
            if node.op == "placeholder":
                result = x
            elif node.op == "get_attr":
                result = params[node.target]
            elif node.op == "output":
                return args[0]
            elif node.op == "call_module":
                module = graph_module.get_submodule(node.target)
                name = node.target
                if isinstance(module, nn.Linear):
                    result = linear(args[0], params[f"{name}.weight"], params.get(f"{name}.bias"))
                elif isinstance(module, nn.Conv2d):
                    result = conv(
                        args[0],
                        params[f"{name}.weight"],
                        params.get(f"{name}.bias"),
                        module.stride,
                        module.padding,
                        module.dilation,
                        module.groups,
                    )
                elif isinstance(module, nn.ReLU):
                    result = jnp.maximum(args[0], 0.0)
                elif isinstance(module, nn.MaxPool2d):
                    result = max_pool(
                        args[0],
                        module.kernel_size,
                        module.stride,
                        module.padding,
                        module.dilation,
                        module.ceil_mode,
                    )
                elif isinstance(module, nn.Flatten):
                    result = jnp.reshape(args[0], shape)
                elif isinstance(module, nn.Identity | nn.Dropout):
                    result = args[0]
                else:
                    result = module_call(module, name, args[0], params)
            elif node.op == "call_function":
                target = node.target
                if target in relus:
                    result = jnp.maximum(args[0], 0.0)
                elif target in adds:
                    result = args[0] + args[1]
                elif target in (torch.flatten, torch.reshape):
                    result = jnp.reshape(args[0], shape)
                elif target is F.linear:
                    result = linear(*args, **kwargs)
                elif target is F.conv2d:
                    result = conv(*args, **kwargs)
                elif target is F.max_pool2d:
                    result = max_pool(*args, **kwargs)
                elif target in functions:
                    result = functions[target](*args, **kwargs)
                elif shape is None and target in (getattr, operator.getitem):
                    result = None  # shape arithmetic: reshapes read their recorded shapes
                else:
                    raise Unsupported(f"function {getattr(target, '__name__', target)}")
            elif node.op == "call_method":
                method = node.target
                if method in ("relu", "relu_"):
                    result = jnp.maximum(args[0], 0.0)
                elif method in ("add", "add_", "__add__", "__iadd__"):
                    result = args[0] + args[1]
                elif method in reshapes:
                    result = jnp.reshape(args[0], shape)
                elif method in ("size", "dim"):
                    result = None
                elif method in methods:
                    result = methods[method](*args, **kwargs)
                else:
                    raise Unsupported(f"method {method}")
            else:
                raise Unsupported(f"node {node.op}")
            values[node.name] = result
        raise Unsupported("the graph has no output")

    return forward
