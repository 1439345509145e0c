#!/usr/bin/env bash
# The project holds its own copies of the binding documents and the public conformance suites, so that a clone on
# its own builds, tests and runs both suites. The originals live in ../shared/ beside the checkout where there is
# one (CI has it); this checks that every copy is byte for byte the file of the same name there:
#   ../shared/*.md            → docs/*.md           (RULES, FORMAT, TOURNAMENT, PHONES, CLUB)
#   ../shared/conformance/**  → tests/conformance/**
#   ../shared/tools/*         → tools/*             (window-check.sh, shot.sh)
# A copy is refreshed by copying the original again, never edited by hand.
#   tools/check-contracts.sh [SHARED_DIR]     default ../shared; without that folder there is nothing to compare
# Ends with "N copies checked, M differ"; exit 1 if a copy differs, is missing, or has no original any more.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${1:-../shared}
if [[ ! -d $shared ]]; then
    echo "check-contracts: no $shared beside the checkout; the project's copies stand on their own"
    exit 0
fi
checked=0; bad=0
# compare ORIGINAL COPY
compare() {
    checked=$((checked + 1))
    if [[ ! -f $2 ]]; then
        echo "MISSING $2: copy it from $1 (cp '$1' '$2')"; bad=$((bad + 1))
    elif ! cmp -s "$1" "$2"; then
        echo "DIFFERS $2 from $1: copy it again (cp '$1' '$2'); never edit the copy by hand"; bad=$((bad + 1))
    fi
}
for f in "$shared"/*.md; do compare "$f" "docs/$(basename "$f")"; done
for f in "$shared"/tools/*; do [[ -f $f ]] && compare "$f" "tools/$(basename "$f")"; done
while IFS= read -r -d '' f; do
    compare "$f" "tests/conformance/${f#"$shared"/conformance/}"
done < <(find "$shared/conformance" -type f ! -path '*/__pycache__/*' -print0 | sort -z)
# A file of the copy whose original is gone would still be tested against: it goes too.
while IFS= read -r -d '' f; do
    rel=${f#tests/conformance/}
    if [[ ! -f $shared/conformance/$rel ]]; then
        echo "STALE $f: $shared/conformance/$rel is gone; remove the copy (git rm '$f')"; bad=$((bad + 1))
    fi
done < <(find tests/conformance -type f ! -path '*/__pycache__/*' -print0 | sort -z)
echo "$checked copies checked, $bad differ"
((bad == 0))
