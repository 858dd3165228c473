"""One method's result on one benchmark, and the method names: what results.json holds.

The runner writes `MethodResult`s, the report and the plots read them back; both import
this module and neither imports the other. The JSON form is the schema results.json
has always had (reports, plots, the dashboard and old files depend on it):
`to_json()` writes the same keys the runner's dict rows had, and `from_json()` loads
any row, an old file's too: a missing key takes its default, a key it does not know
is kept in `extra` and written back unchanged.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any

from rl_autoscheduler.measurement.measure import Measurement

METHODS = (
    "untransformed",
    "agent",
    "agent_trials",
    "pytorch",
    "jax",
    "numpy",
    "torch_compile",
    "random_search",
    "greedy_search",
    "expert",
)
MLIR_METHODS = (
    "untransformed",
    "agent",
    "agent_trials",
    "random_search",
    "greedy_search",
    "expert",
)
OPTIONAL_METHODS = tuple(m for m in METHODS if m != "untransformed")
LABELS = {
    "untransformed": "untransformed MLIR",
    "agent": "agent (greedy pass)",
    "agent_trials": "agent (trials)",
    "pytorch": "PyTorch eager",
    "jax": "JAX jit (XLA)",
    "numpy": "numpy (OpenBLAS)",
    "torch_compile": "torch.compile (inductor)",
    "random_search": "random search",
    "greedy_search": "greedy search",
    "expert": "expert schedule",
}
OVERALL = "overall"
"""The summary's group of every benchmark, beside the op kinds."""
ALWAYS = ("method", "available", "ok", "verified")
"""Keys every row has, whatever their value."""
MEASURED = (
    "failure_kind",
    "error",
    "time_s",
    "times_s",
    "paired_speedup",
    "paired_baseline_s",
    "max_rel_error",
    "compile_s",
    "schedule",
)
"""Keys a row measured by `measure()` always has, null when the measurement has none."""


def label(method: str, results: dict | None = None) -> str:
    """The method's name in tables and legends, with its budget from the run's config."""
    text = LABELS.get(method, method)
    config = (results or {}).get("config") or {}
    if method == "agent_trials" and config.get("agent_trials"):
        text = f"agent ({config['agent_trials']} trials)"
    if method == "random_search" and config.get("random_trials"):
        text += f" ({config['random_trials']})"
    if method == "greedy_search" and config.get("greedy_budget"):
        text += f" (<={config['greedy_budget']})"
    return text


@dataclass
class MethodResult:
    """One method on one benchmark: measured, failed, or not available for it."""

    method: str
    available: bool = True
    """False: the method does not apply (no expert schedule, no numpy for a relu)."""
    ok: bool = False
    verified: bool = False
    """Outputs matched the reference; only verified results count in geometric means."""
    failure_kind: str | None = None
    error: str | None = None
    note: str | None = None
    time_s: float | None = None
    """Median time; for the untransformed program, T0 (the median over the run)."""
    times_s: list[float] | None = None
    speedup: float | None = None
    """T0 / time_s, filled by `finish` once T0 is known."""
    gflops: float | None = None
    paired_speedup: float | None = None
    """measure()'s own ratio: the untransformed program timed right before the schedule."""
    paired_baseline_s: float | None = None
    max_rel_error: float | None = None
    compile_s: float | None = None
    schedule: list[dict] | None = None
    measurements: int | None = None
    """Measurements the method used on this benchmark (0 for the frameworks)."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Keys of one method alone (a search's log, a layout, the BLAS), written as they are."""
    null_keys: set[str] = field(default_factory=set)
    """Typed keys written as null. A measured row says `"time_s": null` where a failure
    row has no `time_s` at all; keeping them apart keeps every row's keys as they were."""

    # ------------------------------------------------------------ constructors
    @classmethod
    def failure(cls, method: str, kind: str, error: str, **extra: Any) -> MethodResult:
        """A method that ran and failed: it is listed with its reason, never dropped."""
        return cls(method, ok=False, verified=False, failure_kind=kind, error=error).update(**extra)

    @classmethod
    def unavailable(cls, method: str, note: str) -> MethodResult:
        """A method that does not apply to this benchmark: not a failure."""
        return cls(method, available=False, ok=False, verified=False, note=note)

    @classmethod
    def measured(cls, method: str, m: Measurement | None, **extra: Any) -> MethodResult:
        """The result of a schedule measured by `measure()`; None is a failure."""
        if m is None:
            return cls.failure(method, "no_result", "no measurement", **extra)
        row = cls(method, ok=m.ok, verified=bool(m.correct and m.error is None))
        return row.update(
            failure_kind=m.failure_kind,
            error=m.error,
            time_s=strict_json(m.time_s),
            times_s=m.times_s,
            paired_speedup=strict_json(m.speedup),
            paired_baseline_s=strict_json(m.baseline_s),
            max_rel_error=strict_json(m.max_rel_error),
            compile_s=strict_json(m.compile_s),
            schedule=m.schedule,
            **({"parallel_state": m.parallel_state} if m.parallel_state else {}),
            # Inputs other than normals: standard normals made an output non-finite.
            **({"input_draw": m.input_draw} if m.input_draw != "normal" else {}),
            **({"baseline_timed_once": True} if m.baseline_timed_once else {}),
            # Differed from the untransformed program, verified against float64 instead.
            **({"checked_against": m.checked_against} if m.checked_against == "float64" else {}),
            **extra,
        )

    # ------------------------------------------------------------ changes
    def update(self, **values: Any) -> MethodResult:
        """Sets keys, typed or not; a typed key set to None is written as null."""
        typed = _typed_names()
        for key, value in values.items():
            if key in typed:
                setattr(self, key, value)
                if value is None:
                    self.null_keys.add(key)
            else:
                self.extra[key] = value
        return self

    def renamed(self, method: str, **values: Any) -> MethodResult:
        """A copy under another method's name (a search that kept the untransformed
        program reports that program's row)."""
        copy = dataclasses.replace(
            self, method=method, extra=dict(self.extra), null_keys=set(self.null_keys)
        )
        return copy.update(**values)

    def finish(self, t0: float | None, flops: float) -> None:
        """Speedup over T0 and GFLOP/s, once the run's T0 is known (None when not ok)."""
        time_s = self.time_s
        ok = self.ok and time_s is not None and math.isfinite(time_s) and time_s > 0
        self.update(
            speedup=t0 / time_s if ok and t0 else None,
            gflops=flops / time_s / 1e9 if ok else None,  # type: ignore[operator]
        )

    def verified_speedup(self) -> float | None:
        """The speedup that counts: that of an available, ok and verified result."""
        if not (self.available and self.ok and self.verified):
            return None
        return self.speedup

    # ------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        row: dict[str, Any] = {}
        for name in _typed_names():
            value = getattr(self, name)
            if name in ALWAYS or value is not None or name in self.null_keys:
                row[name] = value
        return {**row, **self.extra}

    @classmethod
    def from_json(cls, row: dict[str, Any], method: str | None = None) -> MethodResult:
        """Any row of a results file; `verified` defaults to `ok` and `available` to
        True, as rows written before those keys existed meant."""
        typed = _typed_names()
        values = {k: v for k, v in row.items() if k in typed}
        values.setdefault("method", method or "")
        values.setdefault("verified", bool(values.get("ok")))
        result = cls(**values)
        result.null_keys = {k for k, v in values.items() if v is None}
        result.extra = {k: v for k, v in row.items() if k not in typed}
        return result


def _typed_names() -> tuple[str, ...]:
    return tuple(
        f.name for f in dataclasses.fields(MethodResult) if f.name not in ("extra", "null_keys")
    )


def strict_json(value: object) -> object:
    """`value` with NaN and infinities as null, in dicts and lists too, so that a results
    file is strict JSON (a figure not measured is null, never `NaN`)."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {str(k): strict_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [strict_json(v) for v in value]
    return value


def failed(method: str, kind: str, error: str, **extra: Any) -> dict[str, Any]:
    """The JSON row of a failure, for code that builds results files by hand."""
    return MethodResult.failure(method, kind, error, **extra).to_json()


def verified_speedup(row: dict | MethodResult | None) -> float | None:
    """The speedup of a row that counts in geometric means (see MethodResult)."""
    if row is None:
        return None
    if isinstance(row, dict):
        row = MethodResult.from_json(row)
    return row.verified_speedup()
