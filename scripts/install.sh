#!/usr/bin/env bash
# Installs whatever the project needs and is missing, then the package itself
# (editable, with its test extras). Quick when everything is present.
# Sourced by demo.sh and test.sh; afterwards $PY is the Python to use.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

APT_PACKAGES=(libmlir-19-dev mlir-19-tools llvm-19-dev libomp-19-dev g++)
missing=()
for package in "${APT_PACKAGES[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "install: apt packages ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

PY="${PYTHON:-python3}"
# A Python whose packages the OS manages (PEP 668) gets a project venv instead.
if "$PY" -c 'import sys, sysconfig, pathlib; sys.exit(0 if (pathlib.Path(sysconfig.get_path("stdlib")) / "EXTERNALLY-MANAGED").exists() and sys.prefix == sys.base_prefix else 1)'; then
  [ -x .venv/bin/python ] || "$PY" -m venv .venv
  PY="$ROOT/.venv/bin/python"
fi
export PY

pip_install() { "$PY" -m pip install -q --disable-pip-version-check "$@"; }

# The CPU wheel of torch, pinned: an unpinned torch may pull a multi-GB CUDA build.
if ! "$PY" -c 'import torch' >/dev/null 2>&1; then
  echo "install: torch==2.13.0 (CPU)"
  pip_install torch==2.13.0
fi
if ! "$PY" -c 'import scikit_build_core, pybind11' >/dev/null 2>&1; then
  pip_install "scikit-build-core>=0.10" "pybind11>=2.12"
fi
if ! command -v cmake >/dev/null 2>&1 || ! command -v ninja >/dev/null 2>&1; then
  pip_install "cmake>=3.20" ninja
fi
# The C++ core builds incrementally in build/ (about a minute the first time).
echo "install: rl-autoscheduler (editable, building the C++ core if it changed)"
pip_install --no-build-isolation -e ".[test]"
