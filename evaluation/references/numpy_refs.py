"""The numpy reference: OpenBLAS's GEMM for the kinds a BLAS covers (matmul, batch_matmul),
and which BLAS library and kernel this process loaded.

Its op kinds are registered in the references' registry (`register_reference("numpy", kind)`);
any other kind is `Unsupported` by design (no BLAS routine computes it), which the report
lists as not applicable rather than as a failure.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from evaluation.references import Unsupported
from evaluation.references.registry import reference_builder, reference_kinds, register_reference

FRAMEWORK = "numpy"


@register_reference(FRAMEWORK, "matmul", "batch_matmul")
def _matmul(attributes: dict) -> Callable[..., np.ndarray]:
    """`matmul(A, B, out=D)`, then `D += C`: the linalg op accumulates into its destination
    and numpy's matmul cannot (one extra pass over C, small beside the GEMM)."""

    def op(a: np.ndarray, b: np.ndarray, init: np.ndarray, out: np.ndarray) -> np.ndarray:
        np.matmul(a, b, out=out)
        np.add(out, init, out=out)
        return out

    return op


NUMPY_KINDS = reference_kinds(FRAMEWORK)


def numpy_call(spec: dict, inputs: list[np.ndarray]) -> Callable[[], np.ndarray]:
    """numpy computing a single op of a registered kind into a preallocated array."""
    builder = reference_builder(FRAMEWORK, spec["kind"])
    if builder is None or spec.get("graph") or spec["kind"] == "network":
        what = "a program of several ops" if spec.get("graph") else f"op kind {spec['kind']!r}"
        raise Unsupported(
            f"the numpy reference covers single {' and '.join(NUMPY_KINDS)} ops (its BLAS), "
            f"not {what}"
        )
    op = builder(spec.get("attributes") or {})
    *operands, init = (array.copy() for array in inputs)
    out = np.empty_like(init)
    return lambda: op(*operands, init=init, out=out)


def blas_libraries() -> list[dict]:
    """The BLAS libraries loaded in this process, as threadpoolctl sees them: which kernel
    (`architecture`) OpenBLAS chose, and with how many threads."""
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return []
    keys = ("internal_api", "architecture", "num_threads", "version", "prefix")
    pools = [pool for pool in threadpool_info() if pool.get("user_api") == "blas"]
    return [{k: pool.get(k) for k in keys} for pool in pools]


def blas_text(libraries: list[dict]) -> str:
    """One line naming each BLAS library, its kernel and thread count."""
    parts = []
    for lib in libraries:
        kernel = f" {lib['architecture']} kernel" if lib.get("architecture") else ""
        parts.append(
            f"{lib.get('internal_api')} {lib.get('version') or ''}{kernel}, "
            f"{lib.get('num_threads')} thread(s)".replace("  ", " ")
        )
    return "; ".join(parts) or "no BLAS library seen by threadpoolctl"
