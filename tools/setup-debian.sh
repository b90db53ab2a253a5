#!/bin/sh
# Installs what drfviz needs to build, test and run on Debian 12, skipping what is there.
# Runs as root, or through sudo when it is not root. Xvfb, xauth and xdotool run the tests that
# drive a real app process; clang and its runtime build the fuzzer; clang-format checks the style.
# pdflatex (texlive-latex-base), pgfplots (texlive-pictures), the standalone class
# (texlive-latex-extra) and pdftotext (poppler-utils) compile and read the LaTeX figures.
# python3-matplotlib is the baseline bench_gui_slider compares one slider step with.
set -eu
packages="cmake ninja-build g++ qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools \
qt6-l10n-tools libqcustomplot-dev libgl-dev fonts-dejavu-core \
xvfb xauth xdotool clang libclang-rt-14-dev clang-format \
texlive-latex-base texlive-pictures texlive-latex-extra poppler-utils python3-matplotlib"
missing=""
for package in $packages; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
echo "drfviz: installing$missing" >&2
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
