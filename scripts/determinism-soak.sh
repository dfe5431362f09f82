#!/usr/bin/env bash
# Determinism soak: every scenario replayed 50 times on every variant (traces must be identical
# byte for byte), in a release build, while a second process keeps the other core busy. Not a
# test: `swift test` replays each scenario 5 times; this is the heavy guarantee, run by hand or
# in a nightly job.
#
#   scripts/determinism-soak.sh          # 50 repeats
#   scripts/determinism-soak.sh 200      # more
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/timing.sh
repeats="${1:-50}"
swift build -c release --product arch-harness > /dev/null
( while :; do :; done ) &
busy=$!
trap 'kill $busy 2>/dev/null || true' EXIT
echo "replaying every scenario $repeats times on every variant (release, one core kept busy)"
times="$(mktemp)"
status=0
timed "$times" .build/release/arch-harness replay --repeat "$repeats" | tail -n 1 || status=$?
echo "$(cut -d' ' -f1 "$times") s wall"
rm -f "$times"
exit "$status"
