#!/usr/bin/env bash
# The README's demo command: installs what is missing, then trains the quickstart
# agent on a LocalCluster and shows that it learned: its greedy schedules against
# the untrained policy and a random search with the same number of measurements.
#   bash scripts/demo.sh [--bench]    (--bench also runs the core benchmark)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"

RUN_DIR=runs/quickstart
if [ -e "$RUN_DIR/checkpoint.pt" ] && [ -z "${RESUME:-}" ]; then
  # A fresh demo each time; RESUME=1 continues the previous one instead.
  rm -rf "$RUN_DIR"
fi
"$PY" -m rl_autoscheduler.train --config config/quickstart.json --resume
"$PY" -m rl_autoscheduler.compare --run-dir "$RUN_DIR"
if [ "${1:-}" = "--bench" ]; then
  "$PY" benchmarks/bench_core.py --threads "${THREADS:-2}"
fi
