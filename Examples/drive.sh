#!/usr/bin/env bash
# Builds each example — a package of its own that depends on this repository
# by path, as a program embedding SettingsKit would, so it can use only the
# library's public API — then drives it twice:
#   - with the lines of its script.txt on standard input, checking everything
#     it prints (screens, messages, what it saved) against expected-output.txt,
#     and each file it saved against the file of that name in expected-files/;
#   - at a pseudo-terminal, where it must use readline, following its
#     terminal-dialogue.txt (drive-terminal.py says how that file reads).
# Every example runs in a copy of its folder, so a file it saves starts the
# same each time. The examples share one build folder: SettingsKit and what
# it depends on are built once for all of them.
# Usage: Examples/drive.sh [NAME…]   (all examples when none is named)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
scratch="$here/.build"
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for folder in "$here"/*/; do [ -f "$folder/Package.swift" ] && names+=("$(basename "$folder")"); done
fi

for name in "${names[@]}"; do
  example="$here/$name"
  swift build --package-path "$example" --scratch-path "$scratch" 2>&1 | tail -n 1
  binary="$(swift build --package-path "$example" --scratch-path "$scratch" --show-bin-path)/$name"

  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  cp -R "$example/." "$work/"
  # A Set is encoded in the order of the process's hash seed: fixed here, so that the output compares.
  actual="$(cd "$work" && SWIFT_DETERMINISTIC_HASHING=1 "$binary" <script.txt 2>&1)" || true
  if ! diff -u "$example/expected-output.txt" <(printf '%s\n' "$actual"); then
    echo "Examples/$name: the output differs from expected-output.txt (above)" >&2
    exit 1
  fi
  if [ -d "$example/expected-files" ]; then
    for expected in "$example/expected-files"/*; do
      if ! diff -u "$expected" "$work/$(basename "$expected")"; then
        echo "Examples/$name: the saved $(basename "$expected") differs from expected-files/ (above)" >&2
        exit 1
      fi
    done
  fi
  echo "Examples/$name: the scripted session printed and saved what it should"

  rm -rf "$work"; work="$(mktemp -d)"
  cp -R "$example/." "$work/"
  python3 "$here/drive-terminal.py" "$binary" "$work/terminal-dialogue.txt"
  echo "Examples/$name: at a terminal, readline's prompts asked and the session saved"
  rm -rf "$work"
done
