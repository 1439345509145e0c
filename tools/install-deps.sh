#!/usr/bin/env bash
# System packages the app needs at run time on Debian/Ubuntu (a desktop usually has them already):
# X11/Wayland and OpenGL libraries for the window (glow renderer, software rendering is fine),
# and zenity for file dialogs where no desktop portal runs. Building and the tests need none of these.
#   tools/install-deps.sh                 the run-time libraries
#   tools/install-deps.sh --screenshots   also Xvfb, xdotool and ImageMagick for tools/screenshot.sh
#   tools/install-deps.sh --window-check  also Xvfb and xdotool for tools/window-check.sh (CI);
#                                         does nothing where they are installed already
#   tools/install-deps.sh --browser       only Debian's chromium and chromium-driver for tools/browser-check.sh (CI);
#                                         does nothing where they are installed already
#   tools/install-deps.sh --site          only Debian's python3-html5lib: tools/site-check.py parses the website's
#                                         pages with it (CI); does nothing where it is installed already
#   tools/install-deps.sh --tests         only poppler-utils: the tests read the PDFs back with pdftotext (CI);
#                                         does nothing where it is installed already
#   tools/install-deps.sh --package       only what tools/package.sh and tools/package-check.sh need besides cargo:
#                                         dpkg-shlibdeps (the package's library dependencies), desktop-file-validate,
#                                         appstreamcli, man, Xvfb, xdotool and update-mime-database (the file
#                                         types); does nothing where they are installed
set -euo pipefail
sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
packages=(libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libwayland-client0
  libgl1 libegl1 libgl1-mesa-dri zenity fonts-dejavu-core)
case "${1:-}" in
  --screenshots) packages+=(xvfb xdotool imagemagick) ;;
  --window-check)
    if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then exit 0; fi
    packages+=(xvfb xdotool) ;;
  --browser)
    if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then exit 0; fi
    packages=(chromium chromium-driver fonts-dejavu-core) ;;
  --site)
    if python3 -c 'import html5lib' 2>/dev/null || /usr/bin/python3 -c 'import html5lib' 2>/dev/null; then exit 0; fi
    packages=(python3-html5lib) ;;
  --tests)
    if command -v pdftotext >/dev/null; then exit 0; fi
    packages=(poppler-utils) ;;
  --package)
    tools=(dpkg-shlibdeps desktop-file-validate appstreamcli man Xvfb xdotool update-mime-database)
    missing=0; for t in "${tools[@]}"; do command -v "$t" >/dev/null || missing=1; done
    [ $missing -eq 1 ] || exit 0
    packages=(dpkg-dev desktop-file-utils appstream man-db xvfb xdotool shared-mime-info) ;;
esac
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${packages[@]}"
