"""The package's layers: a module imports only from its own layer or the layers below,
never from the project's folders outside the package, and no two files import each other.

A reader finds their room by its folder, and a change in one room cannot reach up into
the rooms above it (the search layer knows nothing of the agent, measurement nothing of
search). The package is what `pip install` ships: `evaluation`, `data_generation` and
`benchmarks` are not in it, so an import of theirs would fail in an installed copy. And an
import circle, even one hidden in a function, means neither file can be read or changed
without the other: each concept has one owner, below the files that use it."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "rl_autoscheduler"
LAYERS = ("", "ir", "frontend", "measurement", "search", "agent", "commands")
"""Bottom to top; "" is the foundation: errors, config, files (SQLite ones too) and the C++ core."""
OUTSIDE = ("evaluation", "data_generation", "benchmarks")
"""The project's folders beside the package: they import it, it never imports them."""


def layer_of(module: str) -> int:
    parts = module.split(".")
    assert parts[0] == "rl_autoscheduler", module
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else 0


FACADE = "rl_autoscheduler"
"""The package's `__init__`: `import rl_autoscheduler` offers the API (`compile`), which it
imports inside the function that offers it. Those lazy re-exports are the package's
public surface, not a dependency: importing the package (as every `from
rl_autoscheduler import _core` does) loads nothing above the foundation. Only its
module-level imports count."""


def imported_names(path: Path, module_level_only: bool = False) -> list[tuple[str, int]]:
    """Every absolute import in the file, at module level or inside a function, as the
    dotted names it may mean: `from a.b import c` is `a.b` and `a.b.c` (c may be a module)."""
    found = []
    tree = ast.parse(path.read_text())
    for node in tree.body if module_level_only else ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, node.lineno))
            found += [(f"{node.module}.{alias.name}", node.lineno) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
    return found


def imports(path: Path) -> list[tuple[str, int]]:
    """The package's modules (or names in them) the file imports."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "rl_autoscheduler":
                found += [(f"rl_autoscheduler.{alias.name}", node.lineno) for alias in node.names]
            elif node.module.startswith("rl_autoscheduler."):
                found.append((node.module, node.lineno))
        elif isinstance(node, ast.Import):
            found += [(a.name, node.lineno) for a in node.names if a.name.startswith("rl_auto")]
    return found


def module_of(path: Path, root: Path) -> str:
    relative = path.relative_to(root.parent).with_suffix("")
    return ".".join(part for part in relative.parts if part != "__init__")


def violations(root: Path = PACKAGE) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        module = module_of(path, root)
        # The package's __main__ is `python -m rl_autoscheduler`: the CLI, the top layer;
        # its __init__ offers the API: the top layer too (see FACADE).
        top = module.endswith("__main__") or module == FACADE
        own = len(LAYERS) - 1 if top else layer_of(module)
        for imported, line in imports(path):
            if layer_of(imported) > own:
                found.append(f"{path.relative_to(root.parent)}:{line} imports {imported}")
    return found


def outside_imports(root: Path = PACKAGE) -> list[str]:
    """Imports, at module level or in a function, of the folders beside the package."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            found += [
                f"{path.relative_to(root.parent)}:{node.lineno} imports {name}"
                for name in names
                if name.split(".")[0] in OUTSIDE
            ]
    return found


def import_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Per module of the package, the other modules of the package it imports."""
    modules = {module_of(path, root): path for path in sorted(root.rglob("*.py"))}
    graph = {}
    for module, path in modules.items():
        names = {name for name, _ in imported_names(path, module_level_only=module == FACADE)}
        graph[module] = (names & modules.keys()) - {module}
    return graph


def circles(root: Path = PACKAGE) -> list[list[str]]:
    """The import circles between files: each strongly connected group of more than one
    module (Tarjan's algorithm), sorted."""
    graph = import_graph(root)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


def test_every_module_sits_in_a_layer_folder_or_the_foundation():
    loose = {p.stem for p in PACKAGE.glob("*.py")} - {"__init__", "__main__"}
    assert loose <= {
        "errors",
        "config",
        "cli_fields",
        "atomic_files",
        "user_files",
        "sqlite_file",
    }, loose


def test_imports_only_go_down_the_layers():
    assert violations() == []


def test_the_package_imports_nothing_from_the_folders_beside_it():
    assert outside_imports() == []


def test_no_two_files_of_the_package_import_each_other_even_through_others():
    assert circles() == []


def test_an_upward_import_is_reported(tmp_path):
    package = tmp_path / "rl_autoscheduler"
    (package / "search").mkdir(parents=True)
    (package / "search" / "bad.py").write_text("from rl_autoscheduler.agent.env import X\n")
    assert violations(package) == [
        "rl_autoscheduler/search/bad.py:1 imports rl_autoscheduler.agent.env"
    ]


def test_an_import_from_outside_the_package_is_reported_also_inside_a_function(tmp_path):
    package = tmp_path / "rl_autoscheduler"
    (package / "agent").mkdir(parents=True)
    (package / "agent" / "card.py").write_text(
        "import benchmarks.bench_core\n\ndef f():\n    from evaluation.targets import t\n"
    )
    assert outside_imports(package) == [
        "rl_autoscheduler/agent/card.py:1 imports benchmarks.bench_core",
        "rl_autoscheduler/agent/card.py:4 imports evaluation.targets",
    ]


def test_a_circle_is_found_through_a_third_file_and_a_function_local_import(tmp_path):
    package = tmp_path / "rl_autoscheduler"
    (package / "agent").mkdir(parents=True)
    (package / "agent" / "train.py").write_text("from rl_autoscheduler.agent.pretrain import c\n")
    (package / "agent" / "pretrain.py").write_text("from rl_autoscheduler.agent import demos\n")
    (package / "agent" / "demos.py").write_text(
        "def main():\n    from rl_autoscheduler.agent.train import TrainConfig\n"
    )
    (package / "agent" / "env.py").write_text("from rl_autoscheduler.agent.demos import main\n")
    assert circles(package) == [
        [
            "rl_autoscheduler.agent.demos",
            "rl_autoscheduler.agent.pretrain",
            "rl_autoscheduler.agent.train",
        ]
    ]
