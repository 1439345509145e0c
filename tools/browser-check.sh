#!/usr/bin/env bash
# The phones' pages in headless Chromium at 360x640 (tools/browser-check.py says what is checked).
# Needs chromium and chromedriver: tools/install-deps.sh --browser. Screenshots: target/browser/*.png.
#   tools/browser-check.sh [BINARY]      default target/release/schocken
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 tools/browser-check.py --bin "${1:-target/release/schocken}" --out target/browser
