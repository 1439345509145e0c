#!/usr/bin/env bash
# The Debian package a club installs with one command:
#   tools/package.sh                                  → target/debian/schocken_VERSION_ARCH.deb
#   sudo apt install ./target/debian/schocken_*.deb
# Builds the shipped binary (cargo profile `dist`: stripped, LTO), writes the files made from it (man pages
# and shell completions from its command line, the icon's PNGs from its SVG: `schocken package-files`) and
# packs everything as Cargo.toml's [package.metadata.deb] lists it, with cargo-deb (installed with
# `cargo install --locked cargo-deb` where missing). Prints the package's path.
set -euo pipefail
cd "$(dirname "$0")/.."
# Without dpkg-shlibdeps (dpkg-dev) cargo-deb quietly leaves out the package's libc6 dependency.
command -v dpkg-shlibdeps >/dev/null || {
  echo "package.sh: dpkg-shlibdeps is missing (Debian package dpkg-dev): tools/install-deps.sh --package" >&2
  exit 1
}
command -v cargo-deb >/dev/null || cargo install --locked cargo-deb
cargo build --locked --profile dist --bin schocken
bin=${CARGO_TARGET_DIR:-target}/dist/schocken
files=target/package-files
rm -rf "$files"
"$bin" package-files "$files" >/dev/null
gzip -9n "$files"/man/*.1
rm -f target/debian/schocken_*.deb
cargo deb --profile dist --no-build --no-strip --output target/debian/ >/dev/null
ls target/debian/schocken_*.deb
