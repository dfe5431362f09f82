#!/usr/bin/env bash
# Issue #30's item 3b as a statistic: `scripts/run-processes.sh` run SETS times (ROUNDS rounds
# each), each set's whole run over its one process (the ratio of the sums) printed, then their
# mean with a 95 % interval (Student's t over the sets). On a shared machine a set of 16 rounds
# moves by 0.1 with the hour; the mean of many sets, and its interval, is the figure to compare
# with a goal. Given the binary of another build, its ratio in the same rounds is summarised too,
# and the mean of the paired differences (this build's ratio minus the other's) with its
# interval. Linux only, as run-processes.sh is. Not a test: it measures.
#
#   scripts/run-series.sh                          # 10 sets of 16 rounds, the six UIKit-era variants
#   scripts/run-series.sh 20 16 /tmp/old-harness   # 20 sets, against an older build
set -euo pipefail
cd "$(dirname "$0")/.."
sets="${1:-10}"
rounds="${2:-16}"
other="${3:-}"
ratios="$(mktemp)"
trap 'rm -f "$ratios"' EXIT
for set in $(seq 1 "$sets"); do
  output="$(scripts/run-processes.sh "$rounds" ${other:+"$other"})"
  # The summary lines end "the run N ms: R x (…)": this build's first, the other build's second.
  this="$(printf '%s\n' "$output" | sed -n 's/^this build: .* ms: \([0-9.]*\)x .*/\1/p')"
  that="$(printf '%s\n' "$output" | grep -v '^this build:' | sed -n 's/^.*: the parent .* ms: \([0-9.]*\)x .*/\1/p')"
  load="$(cut -d' ' -f1 /proc/loadavg)"
  printf 'set %d: %sx%s (load %s)\n' "$set" "$this" "${that:+, the other build ${that}x}" "$load"
  printf '%s %s\n' "$this" "${that:-0}" >> "$ratios"
done
# Each column's mean and its 95 % interval: this build's ratios, the other's, their differences.
awk -v other="$other" '
  function t(df) {
    split("12.706 4.303 3.182 2.776 2.571 2.447 2.365 2.306 2.262 2.228 2.201 2.179 2.160 2.145 " \
      "2.131 2.120 2.110 2.101 2.093 2.086 2.080 2.074 2.069 2.064 2.060 2.056 2.052 2.048 2.045 2.042",
      table, " ")
    return df <= 30 ? table[df] : 1.96
  }
  function summary(name, values, n,    i, mean, squares, half) {
    for (i = 1; i <= n; i++) mean += values[i] / n
    for (i = 1; i <= n; i++) squares += (values[i] - mean) ^ 2
    half = n > 1 ? t(n - 1) * sqrt(squares / (n - 1) / n) : 0
    printf "%s: mean %.3f, 95%% interval %.3f-%.3f over %d sets\n", name, mean, mean - half, mean + half, n
  }
  { n++; this[n] = $1; that[n] = $2; difference[n] = $1 - $2 }
  END {
    summary("this build", this, n)
    if (other != "") {
      summary(other, that, n)
      summary("this build minus the other, set by set", difference, n)
    }
  }' "$ratios"
