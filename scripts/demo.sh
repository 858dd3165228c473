#!/usr/bin/env bash
# The README's demo command: installs what is missing, then runs the main job.
# Until the agent lands, that is the core benchmark: numpy/PyTorch against the
# untransformed and the expert-scheduled programs, measured in the same run.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
"$PY" benchmarks/bench_core.py --threads "${THREADS:-2}" "$@"
