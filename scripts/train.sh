#!/usr/bin/env bash
#SBATCH --job-name=rl-autoscheduler
#SBATCH --time=12:00:00
#SBATCH --cpus-per-task=4
#SBATCH --mem=16G
#SBATCH --output=%x-%j.log
#
# Trains the agent.
#   sbatch scripts/train.sh      on a SLURM cluster: this job runs the trainer and
#                                dask-jobqueue starts the measuring workers as further
#                                jobs (config/slurm.json: set queue/account there);
#   bash scripts/train.sh        on one machine, with a LocalCluster (config/default.json).
# CONFIG=path overrides the config, PYTHON=path the interpreter; other arguments go
# to `rl-autoscheduler train`. The run always resumes its checkpoint if there is one,
# so a requeued or killed job continues where it stopped. Under sbatch this job's
# output goes to <job name>-<job id>.log in the directory it was submitted from, the
# worker jobs' to cluster.slurm.log_directory; `scancel` ends the trainer cleanly
# (SIGTERM: its worker jobs are cancelled too). Try it on one machine with
# scripts/slurm_local.sh (see docs/cluster.md).
set -euo pipefail
cd "${SLURM_SUBMIT_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"

if [ -n "${SLURM_JOB_ID:-}" ]; then
  CONFIG="${CONFIG:-config/slurm.json}"
else
  CONFIG="${CONFIG:-config/default.json}"
fi
PY="${PYTHON:-python3}"
# Install only what is missing (a cluster node may have everything already).
if ! "$PY" -c 'import rl_autoscheduler._core' >/dev/null 2>&1; then
  source scripts/install.sh
fi
exec "$PY" -m rl_autoscheduler train --config "$CONFIG" --resume "$@"
