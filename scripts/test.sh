#!/usr/bin/env bash
# The README's test command: installs what is missing, lints, runs the tests.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
# The dashboard and report tests open pages in headless Chromium; they skip with a
# reason where it is missing, so a failed install is not fatal.
if ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  echo "install: chromium (for the browser tests)"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  { $sudo_cmd apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null; } ||
    echo "install: chromium could not be installed; the browser tests will be skipped"
fi
"$PY" -m ruff check .
"$PY" -m pytest "$@"
