"""Check the external suite (`benchmarks/external`) against its manifest with mlir-opt-19.

    python -m data_generation.check_external [--suite benchmarks/external] [--lower]

For every manifest entry: the file exists and starts with its provenance header
(`// Source:`, `// License:`, `// Changes:`); `mlir-opt-19` parses and verifies it; it
holds exactly one `func.func` whose arguments and results are statically shaped tensors;
its linalg op counts equal the manifest's `ops`; its split is train or eval. Every
`.mlir` file under the suite is in the manifest. `--lower` also bufferizes it and lowers
it to the LLVM dialect with upstream passes only (loops, no schedule), and reports the
ops that remain (e.g. `tensor.pack`, which upstream lowers only through the transform
dialect). Needs only the Python standard library and `mlir-opt-19`; exit code 1 when
anything fails.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

HEADER = ("// Source: ", "// License: ", "// Changes: ")
LOWERING = [
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
]
NOT_OPS = ("linalg.yield", "linalg.index")


def mlir_opt() -> str:
    for name in ("mlir-opt-19", "/usr/lib/llvm-19/bin/mlir-opt"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("mlir-opt-19 not found: apt-get install mlir-19-tools")


def run(opt: str, path: Path, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([opt, str(path), *flags], capture_output=True, text=True)


def top_level_types(text: str) -> list[str]:
    """`tensor<2x3xf32>, tensor<4xf32>` -> its comma-separated types (commas inside <> kept)."""
    types, depth, current = [], 0, ""
    for char in text:
        depth += char in "<([{"
        depth -= char in ">)]}"
        if char == "," and depth == 0:
            types.append(current.strip())
            current = ""
        else:
            current += char
    return [*types, current.strip()] if current.strip() else types


def check_program(opt: str, root: Path, entry: dict, lower: bool) -> list[str]:
    """The problems of one manifest entry (empty when it is fine)."""
    path = root / entry["file"]
    if not path.is_file():
        return [f"{entry['file']}: missing"]
    problems = []
    head = path.read_text().splitlines()[:3]
    if len(head) < 3 or any(not head[i].startswith(p) for i, p in enumerate(HEADER)):
        problems.append("no Source/License/Changes header")
    parsed = run(opt, path, "--mlir-print-op-generic")
    if parsed.returncode != 0:
        return [*problems, "does not parse: " + " ".join(parsed.stderr.split())[:300]]
    text = parsed.stdout
    functions = text.count('"func.func"')
    if functions != 1:
        problems.append(f"{functions} functions, expected one")
    signature = re.search(r"function_type = \((.*?)\) -> \(?(.*?)\)?, sym_name", text)
    if signature is None:
        problems.append("no function signature found")
    else:
        types = [t for group in signature.groups() for t in top_level_types(group)]
        if any("?" in t or not t.startswith("tensor<") for t in types):
            problems.append(f"signature is not static tensors only: {signature.group(0)[:200]}")
    ops = Counter(op for op in re.findall(r'"(linalg\.\w+)"', text) if op not in NOT_OPS)
    if dict(ops) != entry.get("ops"):
        problems.append(f"linalg ops {dict(sorted(ops.items()))} differ from the manifest")
    if entry.get("split") not in ("train", "eval"):
        problems.append(f"split {entry.get('split')!r} is neither train nor eval")
    if lower:
        lowered = run(opt, path, *LOWERING)
        if lowered.returncode != 0:
            problems.append("does not lower: " + " ".join(lowered.stderr.split())[:300])
        else:
            left = sorted(
                set(re.findall(r"\b((?:linalg|tensor|memref|scf|math)\.\w+)", lowered.stdout))
            )
            if left:
                problems.append(f"left after lowering: {', '.join(left)}")
    return problems


def time_programs(suite: Path) -> int:
    """Writes each program's untransformed median time into the manifest (atomically);
    a program the core cannot compile gets null."""
    from data_generation.build_suites import time_text, timing_fields
    from data_generation.random_mlir_gen import manifest_text
    from rl_autoscheduler.atomic_files import atomic_write_text
    from rl_autoscheduler.errors import MLIRError
    from rl_autoscheduler.ir.program import Program

    manifest_path = suite / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    for entry in manifest["programs"]:
        path = suite / entry["file"]
        try:
            median_s, runs = time_text(Program.from_file(path).text, str(path))
        except MLIRError as error:
            print(f"{entry['name']}: not timed: {' '.join(str(error).split())[:200]}")
            median_s, runs = None, 0
        entry.update(timing_fields(median_s, runs))
        print(f"{entry['name']}: {median_s}")
    atomic_write_text(manifest_path, manifest_text(manifest))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", type=Path, default=Path("benchmarks/external"))
    parser.add_argument("--lower", action="store_true", help="also lower each program to LLVM")
    parser.add_argument(
        "--time",
        action="store_true",
        help="time each program as written (1 thread, as the single-op suite) and write "
        "untransformed_median_s into the manifest (the fuzzer's --max-baseline-ms reads it)",
    )
    args = parser.parse_args(argv)
    if args.time:
        return time_programs(args.suite)
    opt = mlir_opt()
    manifest = json.loads((args.suite / "manifest.json").read_text())
    entries = manifest["programs"]
    failed = 0
    for entry in entries:
        problems = check_program(opt, args.suite, entry, args.lower)
        failed += bool(problems)
        status = f"FAIL {entry['name']}: {'; '.join(problems)}" if problems else "ok"
        print(status if problems else f"ok   {entry['name']}")
    listed = {entry["file"] for entry in entries}
    unlisted = sorted(str(p.relative_to(args.suite)) for p in args.suite.rglob("*.mlir"))
    for extra in (f for f in unlisted if f not in listed):
        failed += 1
        print(f"FAIL {extra}: not in the manifest")
    names = Counter(entry["name"] for entry in entries)
    for name in (n for n, count in names.items() if count > 1):
        failed += 1
        print(f"FAIL {name}: duplicate name")
    print(f"{len(entries) - failed} of {len(entries)} programs pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
