#!/usr/bin/env bash
# The README's three screenshots (docs/screenshots/), made from the program as it is:
#   tools/readme-screenshots.sh [target/release/schocken]
# table.png: a sample evening at the table with a throw typed in (1366×768, the referee's laptop);
# organiser.png: the demo tournament's standings (sessions/turnier-demo/, 1366×768);
# phone.png: a table's page at 360×640, as tools/browser-check.sh leaves it in target/browser/.
# Each app run works on a copy of its folder with a fresh HOME, so nothing here is written to.
# Needs what tools/screenshot.sh and tools/browser-check.sh need (tools/install-deps.sh --screenshots).
set -eu
root=$(dirname "$(realpath "$0")")/..
B=$(realpath "${1:-$root/target/release/schocken}")
out=$root/docs/screenshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work/home
mkdir -p "$HOME" "$work/samples" "$out"
cp "$root"/sessions/*.ron "$work/samples/"
cp -r "$root/sessions/turnier-demo" "$work/turnier"

"$root/tools/screenshot.sh" "$out/table.png" --wait 4 --keys Return --type 6542 -- "$B" --sessions "$work/samples"
"$root/tools/screenshot.sh" "$out/organiser.png" --wait 4 --keys ctrl+4 -- "$B" "$work/turnier/turnier.ron"
"$root/tools/browser-check.sh" "$B" >/dev/null
cp "$root/target/browser/table-de-half-1-360x640.png" "$out/phone.png"
echo "$out: table.png organiser.png phone.png"
