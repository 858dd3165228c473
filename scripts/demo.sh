#!/usr/bin/env bash
# The README's demo command: installs what is missing, then trains the quickstart
# agent on a LocalCluster and shows that it learned: its greedy schedules against
# the untrained policy and a random search with the same number of measurements; then the
# shipped model's figures on the same ops, against PyTorch.
#   bash scripts/demo.sh [--bench]    (--bench also runs the core benchmark)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"

RUN_DIR=runs/quickstart
if [ -e "$RUN_DIR/checkpoint.pt" ] && [ -z "${RESUME:-}" ]; then
  # A fresh demo each time; RESUME=1 continues the previous one instead.
  rm -rf "$RUN_DIR"
fi
# The quickstart config's tracking: metrics.jsonl, MLflow (runs/mlflow.db here, unless
# MLFLOW_TRACKING_URI names another store) and offline Neptune files.
"$PY" -m rl_autoscheduler train --config config/quickstart.json --resume
"$PY" -m rl_autoscheduler learning-report --run-dir "$RUN_DIR"
if [ -f rl_autoscheduler/models/default.pt ]; then
  # What a user gets without training: the shipped model's greedy pass on the same six
  # quickstart ops, and PyTorch, measured in one run (rl_autoscheduler/models/MODEL_CARD.md).
  echo
  echo "The shipped model on the quickstart ops (one greedy pass each; PyTorch in the same run):"
  "$PY" -m evaluation.single_ops --split train --quiet --out results/demo-shipped-model \
    --names $("$PY" -c 'import json; print(" ".join(json.load(open("config/quickstart.json"))["train"]["names"]))') \
    --skip agent_trials random_search greedy_search jax numpy torch_compile expert
fi
if [ "${1:-}" = "--bench" ]; then
  "$PY" benchmarks/bench_core.py --threads "${THREADS:-2}"
fi
echo
if [ -n "${MLFLOW_TRACKING_URI:-}" ]; then
  echo "The training is logged to MLflow at $MLFLOW_TRACKING_URI (experiment 'quickstart')."
else
  echo "Watch the training in MLflow's UI: $PY -m rl_autoscheduler dashboard"
  echo "  (serves runs/mlflow.db on http://127.0.0.1:5000 until Ctrl-C; --port to change it)"
fi
