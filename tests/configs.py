"""Tiny training configs for tests: two small programs, a few episodes, quick timing.

One place, so that a change to the config format changes every test's config.
"""

from __future__ import annotations

import json
from pathlib import Path

from programs import ADD, MATMUL


def _merge(base: dict, overrides: dict) -> dict:
    merged = dict(base)
    for key, value in overrides.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def tiny_config(folder: Path, iterations: int, name: str = "config.json", **sections: dict) -> Path:
    """Writes `folder/name`: a matmul and an add to train on (the matmul to evaluate),
    `iterations` iterations, runs in `folder/run`; `sections` override keys per section."""
    folder.mkdir(parents=True, exist_ok=True)
    for stem, text in (("mm", MATMUL), ("add", ADD)):
        (folder / f"{stem}.mlir").write_text(text)
    config = {
        "train": {"files": [str(folder / "mm.mlir"), str(folder / "add.mlir")]},
        "eval": {"files": [str(folder / "mm.mlir")]},
        "training": {
            "iterations": iterations,
            "episodes_per_iteration": 3,
            "eval_every": 0,
            "run_dir": str(folder / "run"),
            "name": "test",
        },
        "ppo": {"hidden": 16, "epochs": 1},
        "timing": {"repeat": 2, "min_repeat": 1, "warmup": 0},
        "cluster": {"workers": 1, "cache_path": str(folder / "cache.sqlite")},
        "tracking": {"backends": []},
    }
    path = folder / name
    path.write_text(json.dumps(_merge(config, sections)))
    return path
