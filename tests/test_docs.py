"""The README and docs/ stay true: the README is short, every relative link resolves (to a
file, and to a heading where it names one), every module is in the architecture's table,
and the README's results table is what the committed results files say."""

from __future__ import annotations

import json
import re
from pathlib import Path

from evaluation import headline

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
    return {_slug(line.lstrip("#")) for line in text.splitlines() if line.startswith("#")}


def test_the_readme_is_one_a_newcomer_reads_in_five_minutes():
    text = (ROOT / "README.md").read_text()
    assert len(text.splitlines()) <= 250
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", text), "no dated run logs in the README"
    assert not re.search(r"\bissue\b", text, re.I), "users cannot see the issues"


def test_every_relative_link_resolves():
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text()):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue
            path, _, anchor = target.partition("#")
            resolved = (page.parent / path).resolve()
            if not resolved.exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
            elif anchor and resolved.suffix == ".md" and anchor not in _anchors(resolved):
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    assert not broken, broken


def test_every_module_is_in_the_architecture_table():
    table = (ROOT / "docs" / "architecture.md").read_text()
    modules = [
        path
        for root in ("rl_autoscheduler", "evaluation", "data_generation", "benchmarks")
        for path in sorted((ROOT / root).rglob("*.py"))
        if "__pycache__" not in path.parts and (path.name != "__init__.py" or path.stat().st_size)
    ] + sorted((ROOT / "cpp" / "lib").glob("*.cpp"))
    missing = [
        str(path.relative_to(ROOT))
        for path in modules
        if f"`{path.relative_to(ROOT).as_posix()}`" not in table
    ]
    assert not missing, missing


def test_the_readme_results_table_is_generated_from_the_committed_results():
    runs = [json.loads((ROOT / path).read_text()) for path in headline.README_RESULTS]
    text = (ROOT / "README.md").read_text()
    block = text[text.index(headline.START) + len(headline.START) : text.index(headline.END)]
    assert block.strip() == headline.headline_table(runs).strip()
    assert headline.replace_block(text, headline.headline_table(runs)) == text


def test_the_readme_network_table_is_generated_from_the_committed_run():
    from data_generation import models

    results = json.loads((ROOT / headline.README_NETWORKS).read_text())
    table = headline.network_table(results, models.WHOLE_NETWORKS)
    assert [line.split("`")[1] for line in table.splitlines() if line.startswith("| `")] == list(
        models.WHOLE_NETWORKS
    )
    text = (ROOT / "README.md").read_text()
    assert headline.replace_block(text, table, headline.NETWORK_MARKERS) == text
