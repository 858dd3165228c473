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

    Covers what `data_generation.nn_to_mlir` converts (Linear, Conv2d, ReLU,
    MaxPool2d, additions, flatten/view/reshape, Identity/Dropout); reshapes take
    the shapes `ShapeProp` recorded, so shape arithmetic needs no evaluation.
    """
    import operator

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
                    raise Unsupported(f"module {name} ({type(module).__name__})")
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
                else:
                    raise Unsupported(f"method {method}")
            else:
                raise Unsupported(f"node {node.op}")
            values[node.name] = result
        raise Unsupported("the graph has no output")

    return forward
