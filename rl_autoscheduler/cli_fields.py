"""Command-line flags generated from a settings dataclass (the CleanRL way).

Each field is one flag: `--field-name`, its default the field's default, its help the
string literal written right under the field (the docstring convention of the
`Validated` dataclasses). A nested dataclass field (`timing: TimingOptions`) gives one
flag per field of its own, flat (`--repeat`, not `--timing-repeat`), with the defaults
of the nested default instance. Parsing builds a dict and loads it through
`config.from_dict`, so the command line and a JSON file are checked by the same code,
and a bad value is one argparse error (exit code 2) that names the flag.

So that a default, a help text or a bound is written once, in the dataclass, and not
repeated in an argparse call beside it.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import inspect
import itertools
import re
import textwrap
import types
import typing
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rl_autoscheduler.config import ConfigError, from_dict

T = TypeVar("T")
ROOT = "options"
"""How ConfigError messages name the parsed command line (before the flag is found)."""


@dataclass(frozen=True)
class Flag:
    """What a field cannot say itself: a flag name kept for compatibility (`--budget` for
    `budget_s`), the help of a field declared without a docstring in another module, or
    the values it may take."""

    name: str | None = None
    help: str | None = None
    choices: Sequence[Any] | None = None


@dataclass(frozen=True)
class _Option:
    path: str
    """Dotted path of the field from the root dataclass, e.g. `timing.repeat`."""
    flag: str


def field_docs(cls: type) -> dict[str, str]:
    """Each field's docstring: the string literal right under its annotation.

    Read from the source of `cls` and of its dataclass bases; a field without one
    is left out. Whitespace is collapsed, so a docstring can wrap.
    """
    docs: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if not dataclasses.is_dataclass(klass):
            continue
        try:
            source = textwrap.dedent(inspect.getsource(klass))
        except (OSError, TypeError):
            continue
        body = ast.parse(source).body[0].body  # type: ignore[attr-defined]
        for statement, following in itertools.pairwise(body):
            if (
                isinstance(statement, ast.AnnAssign)
                and isinstance(statement.target, ast.Name)
                and isinstance(following, ast.Expr)
                and isinstance(following.value, ast.Constant)
                and isinstance(following.value.value, str)
            ):
                docs[statement.target.id] = " ".join(following.value.value.split())
    return docs


def _default(field: dataclasses.Field) -> Any:
    if field.default is not dataclasses.MISSING:
        return field.default
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return dataclasses.MISSING


def _argument_kind(annotation: Any, default: Any) -> dict[str, Any]:
    """argparse keywords for a field's type: `X | None` parses as X, a list takes any
    number of values, a bool is a switch."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(options) != 1:
            raise TypeError(f"no command-line form for {annotation}")
        return _argument_kind(options[0], default)
    if origin is list:
        (item,) = typing.get_args(annotation) or (str,)
        return {"nargs": "*", **_argument_kind(item, None)}
    if origin is typing.Literal:
        values = typing.get_args(annotation)
        return {"type": type(values[0]), "choices": values}
    if annotation is bool:
        return {"action": "store_true" if not default else argparse.BooleanOptionalAction}
    if annotation in (int, float, str):
        return {"type": annotation}
    raise TypeError(f"no command-line form for {annotation}")


class FieldParser(Generic[T]):
    """An argparse parser whose flags are the fields of dataclass `cls`.

    `flags` maps a dotted path to a `Flag` (name, help or choices the field cannot
    give); `defaults` replaces a field's default for this program (the suite of
    `evaluation.single_ops` is not that of `evaluation.neural_nets`); `skip` leaves
    fields (or a whole nested dataclass) off the command line: they keep their defaults.
    """

    def __init__(
        self,
        cls: type[T],
        prog: str | None = None,
        description: str | None = None,
        flags: Mapping[str, Flag] | None = None,
        defaults: Mapping[str, Any] | None = None,
        skip: Collection[str] = (),
    ) -> None:
        self.cls = cls
        self.flags = dict(flags or {})
        self.defaults = dict(defaults or {})
        self.skip = set(skip)
        self.parser = argparse.ArgumentParser(prog=prog, description=description)
        self.options: list[_Option] = []
        self.nested: dict[str, Any] = {}
        """Default instance of each nested dataclass field, the base its flags change."""
        self._add(cls, "", None, self.parser)
        unknown = (set(self.flags) | set(self.defaults)) - {o.path for o in self.options}
        if unknown:
            raise ValueError(f"flags or defaults for no field: {sorted(unknown)}")

    # ------------------------------------------------------------ building
    def _add(self, cls: type, prefix: str, instance: Any, group: Any) -> None:
        """The flags of `cls`'s fields; those of a nested dataclass in a group of their
        own, titled with the nested field's docstring."""
        hints = typing.get_type_hints(cls)
        docs = field_docs(cls)
        for field in dataclasses.fields(cls):  # type: ignore[arg-type]
            path = f"{prefix}{field.name}"
            if path in self.skip:
                continue
            default = getattr(instance, field.name) if instance is not None else _default(field)
            annotation = hints[field.name]
            if dataclasses.is_dataclass(annotation):
                nested = default if default is not dataclasses.MISSING else annotation()
                self.nested[path] = nested
                title = self.parser.add_argument_group(path, docs.get(field.name))
                self._add(annotation, f"{path}.", nested, title)
                continue
            default = self.defaults.get(path, default)
            self._add_flag(group, path, annotation, default, docs.get(field.name))

    def _add_flag(
        self, group: Any, path: str, annotation: Any, default: Any, doc: str | None
    ) -> None:
        spec = self.flags.get(path, Flag())
        flag = spec.name or "--" + path.rsplit(".", 1)[-1].replace("_", "-")
        if any(option.flag == flag for option in self.options):
            raise ValueError(f"two fields would be {flag}; give one a Flag(name=...)")
        keywords = _argument_kind(annotation, default)
        if spec.choices is not None:
            keywords["choices"] = tuple(spec.choices)
        if "action" not in keywords and "choices" not in keywords:
            keywords["metavar"] = flag.removeprefix("--").replace("-", "_").upper()
        text = (spec.help or doc or "").replace("%", "%%")
        if default is dataclasses.MISSING:
            keywords["required"] = True
        else:
            keywords["default"] = default
            if default not in (None, [], False, ""):
                shown = " ".join(map(str, default)) if isinstance(default, list) else default
                text = f"{text} (default: {shown})".lstrip()
        group.add_argument(flag, dest=path, help=text, **keywords)
        self.options.append(_Option(path, flag))

    # ------------------------------------------------------------ parsing
    def to_dict(self, namespace: argparse.Namespace) -> dict[str, Any]:
        """The parsed flags as the nested dict `from_dict` loads; the fields of a nested
        dataclass that have no flag keep the values of its default instance."""
        data: dict[str, Any] = {}
        for path, instance in self.nested.items():
            _put(data, path, dataclasses.asdict(instance))
        for option in self.options:
            _put(data, option.path, getattr(namespace, option.path))
        return data

    def parse(self, argv: Sequence[str] | None = None) -> T:
        """The settings the command line gives; a bad value exits with code 2 (argparse's
        usage error) and one message naming the flag."""
        namespace = self.parser.parse_args(argv)
        try:
            return from_dict(self.cls, self.to_dict(namespace), ROOT)
        except ConfigError as error:
            self.parser.error(self.name_flag(str(error)))

    def name_flag(self, message: str) -> str:
        """`options.timing: repeat must be ...` becomes `--repeat must be ...`: the user
        typed a flag, not a path in a dataclass."""
        match = re.match(rf"{ROOT}(?:\.(?P<where>[\w.]+))?: (?P<field>\w+)(?P<rest>\W.*)", message)
        if match is None:
            return message
        where = f"{match['where']}." if match["where"] else ""
        path = where + match["field"]
        flag = next((o.flag for o in self.options if o.path == path), None)
        return f"{flag}{match['rest']}" if flag else message


def _put(data: dict[str, Any], path: str, value: Any) -> None:
    *parents, name = path.split(".")
    for parent in parents:
        data = data.setdefault(parent, {})
    data[name] = value
