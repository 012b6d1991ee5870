#!/usr/bin/env bash
# libFuzzer runs of settings-shell's JSON reader (+ settings loader), of
# its command handling (CommandParser + Session.handle) and of text patterns
# (random patterns × random texts, each check within its budget).
#
#   Tests/Fuzz/run.sh [SECONDS]      SECONDS of fuzzing, every target at once; default 30
#
# Builds LosslessJSON, ValuesDocuments, JSONSchemaValidation, SettingsCore and the
# settings-file format (SettingsFileLayout) in release mode (or debug, with
# FUZZ_CONFIGURATION=debug, below), instrumented
# with -sanitize=fuzzer,address, in .build-fuzz (its own scratch path: the
# flags differ from the normal build), links each target of
# Tests/Fuzz with Tests/ReliabilityTests/FuzzHarness.swift (the checks, shared
# with the tests) and runs the three at once for SECONDS.
#
# Corpus: the working corpus grows in .build-fuzz/corpus/TARGET (not
# committed); seeds come from Tests/Fuzz/seeds/TARGET (and, for json, the
# fixtures and Tests/MalformedFiles). An input that crashes, times out or runs
# out of memory is written to Tests/Fuzz/crashes/TARGET/: commit it, fix the
# bug; ReliabilityTests (KeptFuzzInputTests) replays every file there.
#
# Exit status: 0 when no target failed, 1 otherwise.
set -euo pipefail
seconds="${1:-30}"
# FUZZ_CONFIGURATION=debug builds without optimisation and with assertions on:
# about a third of the release build's time (65 s against 170 s here), for
# fewer executions a second. CI uses it; a long hunt wants release.
configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in release) optimize=-O;; debug) optimize=-Onone;; *) echo "$0: FUZZ_CONFIGURATION is release or debug" >&2; exit 2;; esac
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [seconds]" >&2; exit 2;; esac
cd "$(dirname "$0")/../.."
root="$PWD"
scratch="$root/.build-fuzz"
fuzz="$root/Tests/Fuzz"
# Let libFuzzer report a crash (and write the input) instead of the Swift backtracer.
export SWIFT_BACKTRACE=enable=no
export SETTINGS_SHELL_REPOSITORY="$root"

echo "== building LosslessJSON, SettingsCore and SettingsFileLayout ($configuration, -sanitize=fuzzer,address) in .build-fuzz"
swift build -c "$configuration" --scratch-path "$scratch" --target SettingsFileLayout -Xswiftc -sanitize=fuzzer,address 2>&1 | tail -n 3

objects=()
for module in SettingsFileLayout SettingsCore TextSearch ValuesDocuments JSONSchemaValidation LosslessJSON Threads CJSONScan; do
  for object in "$scratch/$configuration/$module.build/"*.o; do objects+=("$object"); done
done
# The harness uses the package's `package` declarations: compile it as part
# of the same package, under the name SwiftPM gave it (from the folder's name).
package_name="$(grep '"-module-name","SettingsCore"' "$scratch/$configuration.yaml" | grep -o '"-package-name","[^"]*"' | head -n 1 | cut -d'"' -f4)"
# Every C module's map (PCRE2, memory hints, …), found as the build finds them.
includes=()
for map in "$root"/Sources/*/module.modulemap "$root"/Sources/*/include/module.modulemap; do includes+=(-I "$(dirname "$map")"); done
linker=()
swift_bin="$(dirname "$(command -v swiftc)")"
if [ -x "$swift_bin/ld.lld" ] || command -v ld.lld >/dev/null 2>&1; then linker=(-use-ld=lld); fi
mkdir -p "$scratch/bin" "$scratch/logs"

targets=(json session pattern)
declare -A pids
# A target that fails to link stops the script: the ones already fuzzing stop with it.
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT
for target in "${targets[@]}"; do
  case "$target" in
    json)
      source="$fuzz/JSONReaderFuzz.swift"
      options=(-max_len=65536 "-dict=$fuzz/json.dict")
      seeds=("$fuzz/seeds/json" "$root/Tests/Fixtures" "$root/Tests/MalformedFiles")
      ;;
    session)
      source="$fuzz/SessionFuzz.swift"
      options=(-max_len=4096 "-dict=$fuzz/session.dict")
      seeds=("$fuzz/seeds/session")
      ;;
    pattern)
      source="$fuzz/PatternFuzz.swift"
      options=(-max_len=512 "-dict=$fuzz/pattern.dict")
      seeds=("$fuzz/seeds/pattern")
      ;;
  esac
  binary="$scratch/bin/fuzz-$target"
  echo "== $target: linking $binary"
  swiftc "$optimize" -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name "$package_name" "${linker[@]}" \
    -I "$scratch/$configuration/Modules" "${includes[@]}" "$source" "$root/Tests/ReliabilityTests/FuzzHarness.swift" \
    "${objects[@]}" -lpcre2-8 -o "$binary"

  # The targets fuzz at the same time, each a process of its own: SECONDS
  # is the wall time of the whole run, shared among the cores there are.
  corpus="$scratch/corpus/$target"
  crashes="$fuzz/crashes/$target"
  mkdir -p "$corpus" "$crashes"
  log="$scratch/logs/$target.log"
  echo "== $target: fuzzing for $seconds s (log: $log)"
  "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
    -print_final_stats=1 -artifact_prefix="$crashes/" "${options[@]}" "$corpus" "${seeds[@]}" >"$log" 2>&1 &
  pids[$target]=$!
done

status=0
for target in "${targets[@]}"; do
  log="$scratch/logs/$target.log"
  if wait "${pids[$target]}"; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log")
    echo "== $target: no crash; ${runs:-?} executions in ${took:-?} s; corpus $(ls "$scratch/corpus/$target" | wc -l) inputs"
  else
    status=1
    echo "== $target: FAILED; the input is in $fuzz/crashes/$target/ (replayed by ReliabilityTests). End of the log:"
    grep -v '^"' "$log" | tail -n 30
  fi
done
exit "$status"
