#!/bin/sh
# Installs what drfviz needs to build, test and run on Debian 12, skipping what is there.
# Runs as root, or through sudo when it is not root. Xvfb, xauth and xdotool run the tests that
# drive a real app process; clang and its runtime build the fuzzer; clang-format checks the style.
# pdflatex (texlive-latex-base), pgfplots (texlive-pictures), the standalone class
# (texlive-latex-extra) and pdftotext (poppler-utils) compile and read the LaTeX figures.
# The desktop files and the .deb are checked with desktop-file-utils, appstream,
# shared-mime-info, groff-base (the man page), and dpkg-dev and file (cpack's dependency list).
# The Polish tests run under LANG=pl_PL.UTF-8 (locales, generated below); qt6-translations-l10n
# gives Qt's standard dialogs their Polish buttons; qt6-l10n-tools is lupdate and lrelease.
# python3-matplotlib is the baseline bench_gui_slider compares one slider step with.
set -eu
packages="cmake ninja-build g++ qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools \
qt6-l10n-tools libqcustomplot-dev libgl-dev fonts-dejavu-core \
xvfb xauth xdotool clang libclang-rt-14-dev clang-format \
texlive-latex-base texlive-pictures texlive-latex-extra poppler-utils \
desktop-file-utils appstream shared-mime-info groff-base dpkg-dev file locales qt6-translations-l10n \
python3-matplotlib"
missing=""
for package in $packages; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
        missing="$missing $package"
    fi
done
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
if [ -n "$missing" ]; then
    echo "drfviz: installing$missing" >&2
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi
if ! locale -a 2>/dev/null | grep -qi '^pl_PL\.utf-\?8$'; then
    echo "drfviz: generating the pl_PL.UTF-8 locale" >&2
    $sudo sed -i 's/^# *\(pl_PL\.UTF-8 UTF-8\)/\1/' /etc/locale.gen
    grep -q '^pl_PL\.UTF-8 UTF-8' /etc/locale.gen || echo 'pl_PL.UTF-8 UTF-8' | $sudo tee -a /etc/locale.gen >/dev/null
    $sudo locale-gen >/dev/null
fi
