#!/usr/bin/env bash
# The README's test command: installs what is missing, lints, runs the tests.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
"$PY" -m ruff check .
"$PY" -m pytest "$@"
