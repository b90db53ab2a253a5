#!/bin/sh
# Fuzzes the scenario parser, validation and every policy for SECONDS (default 60) with the
# fuzz_scenario target of BUILD_DIR, a build configured with -DDRFVIZ_FUZZ=ON (clang).
# Starts from tests/fuzz/corpus and the presets; what it discovers goes to BUILD_DIR/fuzz/corpus
# and a failing input to BUILD_DIR/fuzz/ (crash-*, timeout-*, leak-*, oom-*).
# Exit status: 0 when nothing was found; non-zero on a crash, a failed check, a sanitizer
# report, a leak, or an input that takes more than 1 s (libFuzzer -timeout=1).
# Replay one input: BUILD_DIR/tests/fuzz/fuzz_scenario FILE
set -eu
if [ $# -lt 1 ]; then
    echo "usage: tools/fuzz.sh BUILD_DIR [SECONDS]" >&2
    exit 2
fi
build=$1
seconds=${2:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
fuzzer="$build/tests/fuzz/fuzz_scenario"
[ -x "$fuzzer" ] || { echo "fuzz: no $fuzzer (configure with -DDRFVIZ_FUZZ=ON)" >&2; exit 2; }
mkdir -p "$build/fuzz/corpus"
status=0
"$fuzzer" -timeout=1 -max_total_time="$seconds" -print_final_stats=1 \
    -dict="$root/tests/fuzz/scenario.dict" -artifact_prefix="$build/fuzz/" \
    "$build/fuzz/corpus" "$root/tests/fuzz/corpus" "$root/resources/presets" || status=$?
if [ "$status" -ne 0 ]; then
    echo "fuzz: fuzz_scenario failed (exit status $status); the input is in $build/fuzz/" >&2
fi
exit "$status"
