#!/usr/bin/env bash
# Screenshot of the app in a real X window (Xvfb), with keys and clicks:
#   tools/screenshot.sh OUT.png [--size 1920x1080] [--wait S] [--keys "ctrl+n"] [--type TEXT] [--click "X Y"] -- target/release/schocken ...
# The screen is 1366x768 (the referee laptop) unless --size says otherwise (1920x1080: the projector).
# Like tools/shot.sh, but gives the window X input focus (xdotool windowfocus): without a window
# manager, windowactivate leaves the keyboard elsewhere and no typed key reaches the app.
# Needs xvfb, xdotool and imagemagick: tools/install-deps.sh --screenshots.
set -euo pipefail
out=$1; shift; wait_s=3; size=1366x768; actions=()
while [ $# -gt 0 ]; do
  case "$1" in
    --size) size=$2; shift 2 ;;
    --wait) wait_s=$2; shift 2 ;;
    --keys) actions+=("key:$2"); shift 2 ;;
    --type) actions+=("type:$2"); shift 2 ;;
    --click) actions+=("click:$2"); shift 2 ;;
    --) shift; break ;;
  esac
done
disp=:$(( (RANDOM % 400) + 500 ))
Xvfb "$disp" -screen 0 "${size}x24" >/dev/null 2>&1 & xpid=$!
trap 'kill $apid 2>/dev/null || true; kill $xpid 2>/dev/null || true' EXIT
sleep 1
DISPLAY=$disp "$@" >"${TMPDIR:-/tmp}/screenshot-app.log" 2>&1 & apid=$!
sleep "$wait_s"
export DISPLAY=$disp
win=$(xdotool search --sync --onlyvisible --pid "$apid" 2>/dev/null | head -n1 || true)
xdotool windowfocus --sync "$win" 2>/dev/null || true
for a in "${actions[@]+"${actions[@]}"}"; do
  case "$a" in
    key:*) xdotool key --window "$win" --delay 80 ${a#key:} ;;
    type:*) xdotool type --window "$win" --delay 60 "${a#type:}" ;;
    click:*) set -- ${a#click:}; xdotool mousemove --window "$win" "$1" "$2" click 1 ;;
  esac
  sleep 0.4
done
sleep 0.7
import -window "$win" "$out"
echo "saved $out"
