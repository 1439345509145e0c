#!/usr/bin/env bash
# Checks that `schocken replay --json` and `schocken tournament standings --json` print byte for byte what they
# printed when the golden files were written (issue "One core": a refactoring must not change what other tools read).
#
#   tools/same-outputs.sh [--bless] [BIN]
#
# Inputs: the sample evenings and tournament in sessions/, and the public conformance folders in tests/conformance/
# (good and bad cases, the house rules' too; the refusals also in English). For each input the golden file holds the exit status, stdout and stderr.
# --bless writes the golden files from BIN instead of comparing (only when an output is meant to change).
set -euo pipefail
cd "$(dirname "$0")/.."
bless=0
if [[ ${1:-} == --bless ]]; then bless=1; shift; fi
bin=${1:-target/release/schocken}
golden=tests/golden/outputs
conformance=tests/conformance
mkdir -p "$golden"

inputs=()
for f in sessions/*.ron "$conformance"/cases/*.ron "$conformance"/bad/*.ron "$conformance"/house/cases/*.ron \
    "$conformance"/house/bad/*.ron; do [[ -f $f ]] && inputs+=("replay|de|$f"); done
for f in "$conformance"/bad/*.ron "$conformance"/house/bad/*.ron; do [[ -f $f ]] && inputs+=("replay|en|$f"); done
for d in sessions/turnier-demo "$conformance"/tournament/cases/*/ "$conformance"/tournament/bad/*/; do
    [[ -d $d ]] && inputs+=("standings|de|${d%/}")
done
for d in "$conformance"/tournament/bad/*/; do [[ -d $d ]] && inputs+=("standings|en|${d%/}"); done

fails=0
for entry in "${inputs[@]}"; do
    IFS='|' read -r kind lang path <<<"$entry"
    name=$(echo "$kind-$lang-${path#tests/}" | tr '/' '_')
    if [[ $kind == replay ]]; then args=(--lang "$lang" replay "$path" --json)
    else args=(--lang "$lang" tournament standings "$path" --json); fi
    set +e
    out=$("$bin" "${args[@]}" 2>/tmp/same-outputs.err; echo "exit $?")
    set -e
    got=$(printf '%s\n--- stderr\n%s' "$out" "$(cat /tmp/same-outputs.err)")
    if ((bless)); then
        printf '%s\n' "$got" >"$golden/$name.txt"
    elif ! diff -u "$golden/$name.txt" <(printf '%s\n' "$got") >/tmp/same-outputs.diff; then
        echo "CHANGED: ${args[*]}"; head -20 /tmp/same-outputs.diff; fails=$((fails + 1))
    fi
done
if ((bless)); then echo "wrote ${#inputs[@]} golden outputs to $golden"; exit 0; fi
echo "${#inputs[@]} outputs checked, $fails changed"
((fails == 0))
