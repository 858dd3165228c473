"""Which framework computes which op kind: each reference module registers a builder per
(framework, kind), so "which frameworks compute this kind" has one answer
(`reference_frameworks`) and a kind outside the op-kind registry
(`rl_autoscheduler.ir.op_kinds.BENCHMARK_KINDS`) is refused in one place."""

from __future__ import annotations

from collections.abc import Callable

from rl_autoscheduler.ir.op_kinds import BENCHMARK_KINDS, KIND_ORDER

ReferenceBuilder = Callable[[dict], Callable[..., object]]
"""Given an op's attributes (stride, window, ...), returns the op in one framework."""
_REFERENCES: dict[tuple[str, str], ReferenceBuilder] = {}


def register_reference(
    framework: str, *kinds: str
) -> Callable[[ReferenceBuilder], ReferenceBuilder]:
    """Decorator: `builder` computes `kinds` in `framework` (a kind must be registered)."""

    def register(builder: ReferenceBuilder) -> ReferenceBuilder:
        for kind in kinds:
            if kind not in BENCHMARK_KINDS:
                raise ValueError(f"{framework} reference for unknown op kind {kind!r}")
            _REFERENCES[framework, kind] = builder
        return builder

    return register


def reference_builder(framework: str, kind: str) -> ReferenceBuilder | None:
    """The builder `framework` registered for `kind`, if any (its module must be imported)."""
    return _REFERENCES.get((framework, kind))


def reference_frameworks(kind: str) -> tuple[str, ...]:
    """The frameworks whose imported reference modules registered `kind`."""
    return tuple(framework for framework, name in _REFERENCES if name == kind)


def reference_kinds(framework: str) -> tuple[str, ...]:
    """The kinds `framework` registered, in KIND_ORDER."""
    return tuple(kind for kind in KIND_ORDER if (framework, kind) in _REFERENCES)
