#!/usr/bin/env bash
# Installs what building and testing Trellis need when it is missing: the ncursesw headers
# (libncurses-dev; pkg-config only tells whether it is installed) and tmux (for the end-to-end tests).
# Used by `make` and by CI; does nothing when everything is there.
set -euo pipefail

# macOS: curses is in the SDK (Xcode or the Command Line Tools); only the tests need tmux.
if [ "$(uname -s)" = Darwin ]; then
  if ! command -v tmux >/dev/null 2>&1; then
    echo "trellis: the end-to-end tests need tmux: brew install tmux" >&2
  fi
  exit 0
fi

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists ncursesw && command -v tmux >/dev/null 2>&1; then
  exit 0
fi
missing=(pkg-config libncurses-dev tmux)

if [ "$(id -u)" = 0 ]; then sudo=""
elif command -v sudo >/dev/null 2>&1; then sudo="sudo"
else
  echo "trellis: missing ${missing[*]}; install them with: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} (apt-get)…" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
