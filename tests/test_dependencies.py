"""Every third-party import is declared in pyproject.toml.

A module imported by hand on a developer's machine but not declared breaks a
user's fresh install (it happened with gymnasium and neptune). The package's
own code may only use its base dependencies; evaluation and benchmarks may also
use the `eval` extra; tests may use the `test` extra.
"""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCAL_TOP_LEVEL = {"rl_autoscheduler", "evaluation", "data_generation", "benchmarks"}


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _names(requirements: list[str]) -> set[str]:
    return {_normalize(re.match(r"[A-Za-z0-9_.-]+", r).group(0)) for r in requirements}


def _declared() -> dict[str, set[str]]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    base = _names(project["dependencies"])
    extras = {name: _names(reqs) for name, reqs in project["optional-dependencies"].items()}
    return {
        "package": base,
        "eval": base | extras["eval"],
        "test": base | extras["eval"] | extras["test"],
    }


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def _third_party(path: Path, local: set[str]) -> set[str]:
    return {
        name
        for name in _imports(path)
        if name not in sys.stdlib_module_names and name not in LOCAL_TOP_LEVEL | local
    }


def _undeclared(folders: list[str], allowed: set[str], local: set[str]) -> list[str]:
    providers = importlib.metadata.packages_distributions()
    problems = []
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for module in sorted(_third_party(path, local)):
                distributions = {_normalize(d) for d in providers.get(module, [])}
                if not distributions & allowed:
                    where = path.relative_to(ROOT)
                    problems.append(
                        f"{where}: imports {module!r}, provided by "
                        f"{sorted(distributions) or 'no installed distribution'}, "
                        "which pyproject.toml does not declare"
                    )
    return problems


def test_package_imports_only_base_dependencies():
    assert _undeclared(["rl_autoscheduler", "data_generation"], _declared()["package"], set()) == []


def test_evaluation_and_benchmarks_import_declared_dependencies():
    assert _undeclared(["evaluation", "benchmarks"], _declared()["eval"], set()) == []


def test_tests_import_declared_dependencies():
    local = {path.stem for path in (ROOT / "tests").glob("*.py")}
    assert _undeclared(["tests"], _declared()["test"], local) == []


def test_the_check_catches_an_undeclared_import(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "m.py").write_text("import numpy\nimport yaml_not_declared\n")
    problems = _undeclared(["pkg"], {"numpy"}, set())
    assert len(problems) == 1 and "yaml_not_declared" in problems[0]
