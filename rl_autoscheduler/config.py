"""Typed JSON configuration with errors that name the file and the key.

Each section of a config file maps to a dataclass; `from_dict` fills one from
JSON, refusing unknown keys and wrong types with `ConfigError("FILE: key:
reason")`, so a typo is caught before an hour of training, not after.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from pathlib import Path
from typing import Any, TypeVar

from rl_autoscheduler.user_files import read_json

T = TypeVar("T")


class ConfigError(ValueError):
    """A configuration file or value that cannot be used; the message says where."""


class Validated:
    """Mixin for settings dataclasses: `validate()` runs when one is constructed.

    An invalid value (a negative warm-up, zero repeats) is refused where it is
    written, naming the field, rather than failing every measurement later with
    a misleading reason. `validate` returns the problem, or None.
    """

    def validate(self) -> str | None:
        return None

    def __post_init__(self) -> None:
        problem = self.validate()
        if problem:
            raise ConfigError(f"{type(self).__name__}: {problem}")


def _check(value: Any, annotation: Any, where: str) -> Any:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(annotation)
        if value is None and type(None) in options:
            return None
        for option in options:
            if option is type(None):
                continue
            try:
                return _check(value, option, where)
            except ConfigError:
                continue
        raise ConfigError(f"{where}: {value!r} is not a valid {annotation}")
    if dataclasses.is_dataclass(annotation):
        return from_dict(annotation, value, where)
    if origin in (list, tuple):
        if not isinstance(value, list):
            raise ConfigError(f"{where}: expected a list, got {value!r}")
        (item,) = typing.get_args(annotation)[:1] or (Any,)
        items = [_check(v, item, f"{where}[{i}]") for i, v in enumerate(value)]
        return items if origin is list else tuple(items)
    if origin is dict:
        if not isinstance(value, dict):
            raise ConfigError(f"{where}: expected an object, got {value!r}")
        return value
    if annotation is Any:
        return value
    if annotation is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if annotation in (int, float) and isinstance(value, bool):
        raise ConfigError(f"{where}: expected {annotation.__name__}, got {value!r}")
    if not isinstance(value, annotation):
        raise ConfigError(f"{where}: expected {annotation.__name__}, got {value!r}")
    return value


def from_dict(cls: type[T], data: Any, where: str) -> T:
    """Builds dataclass `cls` from `data`; ConfigError names `where` and the key."""
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: expected an object, got {data!r}")
    hints = typing.get_type_hints(cls)
    fields = {field.name: field for field in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise ConfigError(f"{where}: unknown key(s) {unknown} (known: {sorted(fields)})")
    values = {name: _check(value, hints[name], f"{where}.{name}") for name, value in data.items()}
    try:
        instance = cls(**values)
    except (TypeError, ValueError) as error:
        message = str(error).removeprefix(f"{cls.__name__}: ")
        raise ConfigError(f"{where}: {message}") from error
    validate = getattr(instance, "validate", None)
    if validate is not None and not isinstance(instance, Validated):
        problem = validate()
        if problem:
            raise ConfigError(f"{where}: {problem}")
    return instance


def load_json(path: str | Path) -> dict:
    """A config file's JSON object; any other content is a ConfigError naming the file."""
    path = Path(path)
    data = read_json(path, "config", ConfigError)
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected a JSON object at the top level")
    return data


def to_dict(instance: Any) -> dict:
    return dataclasses.asdict(instance)
