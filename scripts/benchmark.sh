#!/usr/bin/env bash
# Benchmark of a full default run: wall time and peak memory of `arch-harness` over the whole
# scenario corpus, after the build. Targets (issue: reports): under 2 s wall, under 200 MB peak,
# on a 2-core machine. Not a test: it measures and prints; it fails only if the run itself fails
# to produce reports.
#
#   scripts/benchmark.sh            # debug build, 5 runs
#   scripts/benchmark.sh release 10 # release build, 10 runs
set -euo pipefail
cd "$(dirname "$0")/.."
config="${1:-debug}"
runs="${2:-5}"
swift build -c "$config" --product arch-harness > /dev/null
binary=".build/$config/arch-harness"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

echo "arch-harness ($config), full default run, $runs runs, $(nproc) cores"
for i in $(seq 1 "$runs"); do
  /usr/bin/time -f "%e %M" -o "$out/time" "$binary" --quiet --out "$out/reports" > /dev/null || true
  read -r wall peak_kb < "$out/time"
  printf "run %2d: %6.2f s wall, %6.1f MB peak (largest process)\n" "$i" "$wall" "$(echo "$peak_kb / 1024" | bc -l)"
done
test -s "$out/reports/results.json" || { echo "no results.json written"; exit 1; }
python3 - "$out/reports/results.json" <<'PY'
import json, statistics, sys
run = json.load(open(sys.argv[1]))
times = [t["durationMicroseconds"] for t in run.get("traces", [])]
if times:
    print(f"replays: {len(times)}, median {statistics.median(times)/1000:.2f} ms, max {max(times)/1000:.2f} ms")
PY
