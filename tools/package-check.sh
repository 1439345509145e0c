#!/usr/bin/env bash
# The Debian package as a club gets it (CI, after tools/package.sh): install it with apt-get, then use what it
# installed — `schocken --version`, `schocken replay` on a sample evening, the man page, the bash completion, the
# desktop entry and metainfo (desktop-file-validate, appstreamcli validate --no-net), the desktop entry's own
# command with a session file in a real X window (Xvfb, 1366x768; the window must appear, as in
# tools/window-check.sh) — and remove it again. Needs root or sudo, and tools/install-deps.sh --package.
#   tools/package-check.sh [target/debian/schocken_VERSION_ARCH.deb]
# Ends with "N passed, M failed"; exit 0 only if nothing failed. The package is removed in any case.
set -u
cd "$(dirname "$0")/.."
deb=${1:-$(ls target/debian/schocken_*.deb 2>/dev/null | head -n1)}
[ -f "$deb" ] || { echo "package-check: no package (tools/package.sh)"; exit 1; }
sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
pass=0; fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
no() { fail=$((fail + 1)); echo "FAIL $1"; }
work=$(mktemp -d)
cleanup() {
  [ -n "${xp:-}" ] && kill "$xp" 2>/dev/null
  $sudo apt-get remove -y -qq schocken >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT

case $deb in /*) ;; *) deb=./${deb#./} ;; esac   # apt-get reads a file only by a path with a slash in front
if $sudo apt-get install -y -qq "$deb" >"$work/apt.log" 2>&1; then ok "apt-get install $deb"
else no "apt-get install $deb: $(tail -n3 "$work/apt.log")"; echo "$pass passed, $fail failed"; exit 1; fi
[ "$(command -v schocken)" = /usr/bin/schocken ] && ok "schocken is /usr/bin/schocken" || no "schocken is $(command -v schocken)"

version=$(schocken --version 2>&1)
if [[ $version =~ ^schocken\ [0-9]+\.[0-9]+\.[0-9]+\ \(([0-9a-f]{7,}|unknown)\)$ ]]; then ok "schocken --version: $version"
else no "schocken --version printed: $version"; fi
summary=$(schocken --lang en replay sessions/kalk.ron 2>&1)
if [ $? -eq 0 ] && grep -q "lost" <<<"$summary"; then ok "schocken replay sessions/kalk.ron"
else no "schocken replay sessions/kalk.ron: $(head -n3 <<<"$summary")"; fi

page=$(man -w schocken 2>/dev/null)
if [ -n "$page" ] && man -P cat schocken 2>/dev/null | grep -q "tournament"; then ok "man schocken ($page)"
else no "man schocken: no page"; fi
sub=$(man -w schocken-tournament-standings 2>/dev/null)
[ -n "$sub" ] && ok "man schocken-tournament-standings" || no "man schocken-tournament-standings: no page"
completion=$(bash -c 'source /usr/share/bash-completion/completions/schocken && complete -p schocken' 2>&1)
[[ $completion == *" schocken" ]] && ok "bash completion: $completion" || no "bash completion: $completion"
[ -s /usr/share/zsh/vendor-completions/_schocken ] && [ -s /usr/share/fish/vendor_completions.d/schocken.fish ] \
  && ok "zsh and fish completions" || no "zsh or fish completion missing"
for size in 48x48 128x128 256x256 scalable; do
  [ -n "$(ls /usr/share/icons/hicolor/$size/apps/schocken.* 2>/dev/null)" ] || no "icon $size missing"
done
ok "icons in the hicolor theme (checked above)"

desktop=$(ls /usr/share/applications/*schocken*.desktop 2>/dev/null | head -n1)
if [ -n "$desktop" ] && out=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$out" ]; then ok "desktop-file-validate $desktop"
else no "desktop-file-validate ${desktop:-(no desktop entry)}: $out"; fi
metainfo=$(ls /usr/share/metainfo/*schocken*.metainfo.xml 2>/dev/null | head -n1)
if [ -n "$metainfo" ] && out=$(appstreamcli validate --no-net "$metainfo" 2>&1); then ok "appstreamcli validate --no-net $metainfo"
else no "appstreamcli validate ${metainfo:-(no metainfo)}: $out"; fi

# The licence beside the README; the file types the desktop entry offers itself for, matched by content.
[ -s /usr/share/doc/schocken/LICENSE-MIT ] && [ -s /usr/share/doc/schocken/LICENSE-APACHE ] \
  && ok "the licence (MIT OR Apache-2.0) in /usr/share/doc/schocken" || no "the licence files are not installed"
mime=/usr/share/mime/packages/de.schocken_app.schocken.xml
if [ -s "$mime" ] && grep -q 'MimeType=application/x-schocken-session;' "$desktop"; then ok "file types ($mime) in the desktop entry"
else no "the file types are not installed, or not in the desktop entry"; fi
if command -v update-mime-database >/dev/null; then
  # shared-mime-info's trigger (or this call) compiles the types: each one it read is a file of its own.
  $sudo update-mime-database /usr/share/mime >/dev/null 2>&1
  [ -s /usr/share/mime/application/x-schocken-session.xml ] && [ -s /usr/share/mime/application/x-schocken-tournament.xml ] \
    && ok "update-mime-database knows both file types" || no "update-mime-database did not take the file types"
fi

# The desktop entry's command, as a file manager runs it on a session file: %f is the file.
exec_line=$(grep -m1 '^Exec=' "$desktop" | cut -d= -f2-)
cp sessions/kalk.ron "$work/abend.ron"
read -r -a command <<<"${exec_line//%f/$work/abend.ron}"
disp=:$(( (RANDOM % 300) + 500 ))
Xvfb "$disp" -screen 0 1366x768x24 >/dev/null 2>&1 & xp=$!
sleep 1
home=$work/home; mkdir -p "$home"
DISPLAY=$disp HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config "${command[@]}" >"$work/app.log" 2>&1 & ap=$!
win=$(DISPLAY=$disp timeout 20 xdotool search --sync --onlyvisible --pid $ap 2>/dev/null | head -n1)
if [ -n "$win" ]; then
  title=$(DISPLAY=$disp xdotool getwindowname "$win" 2>/dev/null)
  ok "desktop entry's command ($exec_line): a window ($title)"
else no "desktop entry's command ($exec_line): no window within 20 s ($(tail -n2 "$work/app.log"))"; fi
# The window took the evening: it holds the file's lock until it closes.
[ -f "$work/.abend.ron.lock" ] && ok "the window opened the file passed to it" || no "the file passed was not opened"
kill $ap 2>/dev/null; wait $ap 2>/dev/null

if $sudo apt-get remove -y -qq schocken >/dev/null 2>&1 && [ ! -e /usr/bin/schocken ]; then ok "apt-get remove schocken"
else no "apt-get remove schocken"; fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
