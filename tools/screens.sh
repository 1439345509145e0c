#!/usr/bin/env bash
# Every screen of the app at 1366×768, in the dark and the light look, with tools/screenshot.sh:
#   tools/screens.sh OUT_DIR [target/release/schocken]
# Start page, setup, table, beer mats, help, seating, a roll-off tied twice, a lost half, a game's
# end, twelve players at 150 %. Each run starts from a copy of its folder and a fresh HOME.
set -u
out=$(realpath "$1"); B=$(realpath "${2:-target/release/schocken}")
S=$(dirname "$(realpath "$0")")/screenshot.sh
mkdir -p "$out/samples" "$out/empty" "$out/home"
cp "$(dirname "$S")"/../sessions/*.ron "$out/samples/"
export HOME=$out/home
shot() { # name, folder, actions…
  local name=$1 data=$2; shift 2
  for look in dark light; do
    local t=(); [ $look = light ] && t=(--keys ctrl+shift+h)
    rm -rf "$out/run"; cp -r "$out/$data" "$out/run"
    "$S" "$out/$name-$look.png" --wait 4 "${t[@]}" "$@" -- "$B" --sessions "$out/run" >/dev/null 2>&1
  done
}
shot start samples
shot setup samples --keys ctrl+n --type Anna --keys Return --type Ben --keys Return --type " anna " --keys Return --keys Tab --type grund
shot table samples --keys Return --type 6542
shot beermats samples --keys Return --keys ctrl+m
shot help samples --keys Return --keys F1
new=(--keys ctrl+n --type Anna --keys Return --type Ben --keys Return --type Dora --keys Return --type Erik --keys Return --keys ctrl+Return)
shot seats empty "${new[@]}" --keys ctrl+u --type Fritz --keys Return
shot rolloff empty "${new[@]}" --keys 1 --type 1122 --keys Return --type 6542 --keys Return --type 6522 --keys Return \
  --type 6522 --keys Return --type 7 --keys Return --type 7 --keys Return
half=(--keys 1 --type 1111 --keys Return --type 221 --keys Return --type 653 --keys Return --type 642 --keys Return)
shot halflost empty "${new[@]}" "${half[@]}"
shot gameend empty "${new[@]}" "${half[@]}" --type 2211 --keys Return --type 111 --keys Return --type 653 --keys Return \
  --type 642 --keys Return
twelve=(--keys ctrl+plus --keys ctrl+plus --keys ctrl+plus --keys ctrl+plus --keys ctrl+plus --keys ctrl+n)
for n in Friedrich-Wilhelm Anneliese Gökhan Maximilian Jo Hannelore Bartholomäus Käthe Ömer Sieglinde Wolfgang Ute; do
  twelve+=(--type "$n" --keys Return)
done
shot twelve150 empty "${twelve[@]}" --keys ctrl+Return --keys 1
rm -rf "$out/run"
