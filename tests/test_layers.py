"""The package's layers: a module imports only from its own layer or the layers below.

A reader finds their room by its folder, and a change in one room cannot reach up into
the rooms above it (the search layer knows nothing of the agent, measurement nothing of
search)."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "rl_autoscheduler"
LAYERS = ("", "ir", "measurement", "search", "agent", "commands")
"""Bottom to top; "" is the foundation: errors, config, files and the C++ core."""


def layer_of(module: str) -> int:
    parts = module.split(".")
    assert parts[0] == "rl_autoscheduler", module
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else 0


def imports(path: Path) -> list[tuple[str, int]]:
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
        # The package's __main__ is `python -m rl_autoscheduler`: the CLI, the top layer.
        own = len(LAYERS) - 1 if module.endswith("__main__") else layer_of(module)
        for imported, line in imports(path):
            if layer_of(imported) > own:
                found.append(f"{path.relative_to(root.parent)}:{line} imports {imported}")
    return found


def test_every_module_sits_in_a_layer_folder_or_the_foundation():
    loose = {p.stem for p in PACKAGE.glob("*.py")} - {"__init__", "__main__"}
    assert loose <= {"errors", "config", "cli_fields", "files", "input_files"}, loose


def test_imports_only_go_down_the_layers():
    assert violations() == []


def test_an_upward_import_is_reported(tmp_path):
    package = tmp_path / "rl_autoscheduler"
    (package / "search").mkdir(parents=True)
    (package / "search" / "bad.py").write_text("from rl_autoscheduler.agent.env import X\n")
    assert violations(package) == [
        "rl_autoscheduler/search/bad.py:1 imports rl_autoscheduler.agent.env"
    ]
