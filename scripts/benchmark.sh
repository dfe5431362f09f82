#!/usr/bin/env bash
# Benchmark of a full default run: wall time and peak memory of `arch-harness` over the whole
# scenario corpus, after the build. Targets (issue: reports): under 2 s wall, under 200 MB peak,
# on a 2-core machine. Not a test: it measures and prints; it fails only if the run itself fails
# to produce reports.
#
#   scripts/benchmark.sh            # debug build, 5 runs
#   scripts/benchmark.sh release 10 # release build, 10 runs
#
# For the app's own time per action (with confidence intervals) and the harness's cost per step,
# see `arch-harness bench` (Docs/Benchmarks.md).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/timing.sh
config="${1:-debug}"
runs="${2:-5}"
swift build -c "$config" --product arch-harness > /dev/null
binary=".build/$config/arch-harness"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

echo "arch-harness ($config), full default run, $runs runs, $(cores) cores, load average $(load_average)"
walls=()
for i in $(seq 1 "$runs"); do
  timed "$out/time" "$binary" --quiet --out "$out/reports" > /dev/null || true
  read -r wall user sys peak_kb < "$out/time"
  walls+=("$wall")
  peak="?"
  [ "$peak_kb" != "?" ] && peak="$(awk -v kb="$peak_kb" 'BEGIN { printf "%.1f", kb / 1024 }')"
  printf "run %2d: %6.2f s wall, %5.2f s CPU, %6s MB peak (largest process)\n" \
    "$i" "$wall" "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" "$peak"
done
printf "%s\n" "${walls[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "wall: median %.2f s, min %.2f s, max %.2f s\n", (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2), a[1], a[NR] }'
test -s "$out/reports/results.json" || { echo "no results.json written"; exit 1; }
printf "report sizes: report.html %s bytes, results.json %s bytes, summary.md %s bytes\n" \
  "$(wc -c < "$out/reports/report.html")" "$(wc -c < "$out/reports/results.json")" "$(wc -c < "$out/reports/summary.md")"
python3 - "$out/reports/results.json" <<'PY'
import json, statistics, sys
run = json.load(open(sys.argv[1]))
traces = run.get("traces", [])
times = [t["durationMicroseconds"] for t in traces]
if times:
    print(f"replays: {len(times)}, whole replay (launch to tear-down, harness included): "
          f"median {statistics.median(times)/1000:.2f} ms, max {max(times)/1000:.2f} ms")
build = run.get("buildConfiguration", "not recorded")
costs = {c["variant"]: c.get("microsecondsPerAction") for c in run.get("costs", [])}
if any(v is not None for v in costs.values()):
    print(f"time per action (the app's own work, {build} build): "
          + ", ".join(f"{k} {v} µs" for k, v in costs.items()))
PY
