#!/bin/sh
# Draws the pictures in docs/images from the gallery's specs with `trellis export`.
# Usage: scripts/pictures.sh TRELLIS [DIRECTORY]   (DIRECTORY defaults to docs/images)
# `make pictures` runs it; a test runs it into a temporary directory and compares, so the
# pictures in the README stay what the current code draws. Run from the package root.
set -eu
trellis=${1:?usage: scripts/pictures.sh TRELLIS [DIRECTORY]}
directory=${2:-docs/images}
mkdir -p "$directory"
# The photo wall at the width of an iPhone 15 (393 points).
"$trellis" export assets/pinterest.json --width 393 --output "$directory/pinterest.svg"
