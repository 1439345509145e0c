#!/usr/bin/env bash
# The club's website (schocken club site) in headless Chromium at 360 and 1280 px, its HTML checked
# (tools/site-check.py says what). Needs chromium and chromedriver: tools/install-deps.sh --browser.
# Screenshots: target/site-check/*.png.
#   tools/site-check.sh [BINARY]      default target/release/schocken
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 tools/site-check.py --bin "${1:-target/release/schocken}" --out target/site-check
