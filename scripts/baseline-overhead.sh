#!/usr/bin/env bash
# The harness's cost per step before the performance work (commit 514aa3e), measured the way
# `arch-harness bench --corpus` measures it now: for every step of every corpus scenario, the
# wall time from the step's heartbeat to its record written to the pipe, minus the app's own
# work (the action and its settling, or a wait's advance). The old code cannot time the app, so
# scripts/baseline-overhead.patch adds the Replayer's timing from this branch and a PROFILE line
# per step on standard error; nothing else changes. Builds in a temporary clone (release).
#
#   scripts/baseline-overhead.sh        # 10 passes over the corpus per variant
#   scripts/baseline-overhead.sh 20
set -euo pipefail
cd "$(dirname "$0")/.."
passes="${1:-10}"
here="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$here" "$work/baseline"
cd "$work/baseline"
git checkout --quiet 514aa3e
git apply "$here/scripts/baseline-overhead.patch"
swift build -c release --product arch-harness > /dev/null
scenarios=$(ls Scenarios/*/*.scenario)
echo "baseline 514aa3e (release), $passes passes over $(echo "$scenarios" | wc -l) scenarios per variant, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
for variant in mvc mvvmc viper reducer; do
  for _ in $(seq 1 "$passes"); do
    # shellcheck disable=SC2086
    .build/release/arch-harness _worker --scenarios Scenarios --variant "$variant" $scenarios \
      2>> "$work/profile-$variant.txt" | cat > /dev/null
  done
done
python3 - "$work" <<'PY'
import collections, statistics, sys
for variant in ["mvc", "mvvmc", "viper", "reducer"]:
    overhead = collections.defaultdict(list)
    app = collections.defaultdict(list)
    for line in open(f"{sys.argv[1]}/profile-{variant}.txt"):
        if not line.startswith("PROFILE\t"):
            continue
        _, scenario, index, app_ns, total_ns = line.rstrip("\n").split("\t")
        overhead[(scenario, index)].append(int(total_ns) - int(app_ns))
        app[(scenario, index)].append(int(app_ns))
    steps = sorted(statistics.median(values) / 1000 for values in overhead.values())
    apps = [statistics.median(values) / 1000 for values in app.values()]
    print(f"{variant:8s} steps {len(steps)}  app median {statistics.median(apps):6.2f} µs  "
          f"overhead median {statistics.median(steps):6.1f} µs, mean {statistics.mean(steps):6.1f} µs, "
          f"p90 {steps[int(len(steps) * 0.9)]:6.1f} µs")
PY
