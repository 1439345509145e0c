#!/usr/bin/env bash
# Startup to first frame and idle CPU of the app, in a real X window (Xvfb):
#   tools/measure-app.sh target/release/schocken [ARGS...]
# eframe shows its window only after the first frame is painted, so "window visible" is the first frame.
# Idle CPU: the process's CPU time (utime + stime) over 10 s without input.
set -euo pipefail
disp=:$(( (RANDOM % 400) + 500 ))
Xvfb "$disp" -screen 0 1366x768x24 >/dev/null 2>&1 & xpid=$!
trap 'kill $apid 2>/dev/null || true; kill $xpid 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=$disp
t0=$(date +%s%N)
"$@" >/dev/null 2>&1 & apid=$!
# Asked every 10 ms (xdotool's own --sync asks every half second, too coarse for a startup).
for _ in $(seq 3000); do
  xdotool search --onlyvisible --pid "$apid" >/dev/null 2>&1 && break
  sleep 0.01
done
t1=$(date +%s%N)
echo "startup to first frame: $(( (t1 - t0) / 1000000 )) ms"
sleep 2
ticks() { awk '{print $14 + $15}' "/proc/$apid/stat"; }
c0=$(ticks); sleep 10; c1=$(ticks)
hz=$(getconf CLK_TCK)
echo "idle CPU over 10 s: $(( (c1 - c0) * 1000 / hz )) ms ($(( (c1 - c0) * 100 / hz / 10 ))% of one core)"
