#!/usr/bin/env bash
# Reproduces the base model (rl_autoscheduler/models/base.pt and BASE_MODEL_CARD.md, which
# scripts/finetune_blocks.sh fine-tunes into the shipped default.pt):
# demonstrations from the teachers, behaviour cloning then PPO, an evaluation on the eval
# split, and the card written from the run's files. On 2 cores it takes just under two
# hours (MODEL_CARD.md says how long it took). Rerunning resumes each phase where it
# stopped: the demonstrations file and the checkpoint are written atomically.
#   bash scripts/train_shipped.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"

CONFIG=config/shipped.json
RUN_DIR=runs/shipped
EVAL_DIR=${EVAL_DIR:-results/shipped-eval}
mkdir -p "$RUN_DIR"

phase() {  # phase NAME COMMAND...: runs it and appends "NAME seconds" to phases.txt
  local name=$1 start
  shift
  start=$(date +%s)
  "$@"
  echo "$name $(($(date +%s) - start))" >>"$RUN_DIR/phases.txt"
}

phase demonstrations "$PY" -m rl_autoscheduler demonstrate --config "$CONFIG"
phase training "$PY" -m rl_autoscheduler train --config "$CONFIG" --resume
# Every method in one run; each search gets the agent's 8 trials' measurements, which also
# keeps the reproduction within 2 hours on 2 cores (the card shows the budgets).
phase evaluation "$PY" -m evaluation.single_ops --checkpoint "$RUN_DIR/checkpoint.pt" \
  --out "$EVAL_DIR" --random-trials 8 --greedy-budget 8 --agent-trials 8 --repeat 5 --budget 0.5 \
  --skip jax numpy torch_compile
# The op families (contractions in any map shape, ...) against PyTorch and torch.compile.
phase evaluation_families "$PY" -m evaluation.single_ops --checkpoint "$RUN_DIR/checkpoint.pt" \
  --suite benchmarks/families --split eval --out "$EVAL_DIR-families" --repeat 5 --budget 0.5 \
  --skip random_search greedy_search agent_trials jax numpy
# The teachers' own figure against PyTorch: the demonstrated schedules on their programs.
"$PY" -m rl_autoscheduler demonstrate --config "$CONFIG" \
  --export-schedules "$RUN_DIR/demonstrated"
# Skipped when that evaluation is newer than the demonstrations (a retraining on the same
# demonstrations keeps it).
if [[ ! "$EVAL_DIR-demonstrations/results.json" -nt "$RUN_DIR/demonstrations.json" ]]; then
  phase demonstrations_vs_pytorch "$PY" -m evaluation.single_ops --suite "$RUN_DIR/demonstrated" \
    --out "$EVAL_DIR-demonstrations" --repeat 5 --budget 0.5 \
    --skip agent agent_trials random_search greedy_search jax numpy torch_compile
fi
"$PY" -m evaluation.model_card --run-dir "$RUN_DIR" --evaluation "$EVAL_DIR/results.json" \
  --demonstrations-evaluation "$EVAL_DIR-demonstrations/results.json" \
  --family-evaluation "$EVAL_DIR-families/results.json" --out "$RUN_DIR/card"
cp "$RUN_DIR/card/default.pt" rl_autoscheduler/models/base.pt
cp "$RUN_DIR/card/MODEL_CARD.md" rl_autoscheduler/models/BASE_MODEL_CARD.md
