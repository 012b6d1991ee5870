#!/usr/bin/env bash
# Builds the Customer example — a package of its own that depends on this
# repository by path, as a program embedding SettingsKit would — then
# drives it with scripted lines on standard input and checks everything it
# prints, screens and the customer's JSON, against expected-output.txt;
# then drives it at a pseudo-terminal, where it must use readline.
set -euo pipefail
cd "$(dirname "$0")"

swift build 2>&1 | tail -n 1
binary="$(swift build --show-bin-path)/Customer"

actual="$(printf '%s\n' first Ann last Smith note 'Likes tea.\nCalls on Mondays.' birthday 1990-05-17 5 done | "$binary" 2>&1)"
if ! diff -u expected-output.txt <(printf '%s\n' "$actual"); then
  echo "Examples/Customer: the output differs from expected-output.txt (above)" >&2
  exit 1
fi
echo "Examples/Customer: the scripted session saved the customer as expected"

# The same program at a pseudo-terminal: readline's prompts, a value asked for, the save.
python3 drive-terminal.py "$binary"
