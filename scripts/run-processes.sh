#!/usr/bin/env bash
# Where a whole `run`'s CPU goes, process by process (issue #30's item 3; Linux): each round runs
# `arch-harness run`, the same replays in one process (`_worker` with every scenario's path, its
# messages to /dev/null) and in two such processes at once (the scenarios dealt alternately, as a
# run deals them to its two workers), and each process records its own CPU at its exit (a
# preloaded shim, scripts/lib/cpu-at-exit.c, built with the toolchain's clang). Prints, per round
# on average: the parent, its workers, the whole run, the one process and the two at once: what
# two cores slow each other by, which a run on two workers pays whatever its supervisor does, and
# what the run costs beyond that; then the median and the range of each round's run over the same
# round's one process. Given the binary of another build, its runs alternate with this
# build's in the same rounds (the order turns each round): compare builds that way on a shared
# machine. Not a test: it measures.
#
#   scripts/run-processes.sh                        # 12 rounds, the six UIKit-era variants
#   scripts/run-processes.sh 20 /tmp/old-harness    # this build against an older one, 20 rounds
#   VARIANTS=mvc,reducer JOBS=1 scripts/run-processes.sh
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-12}"
other="${2:-}"
variants="${VARIANTS:-mvc,mvc-massive,mvp,mvvmc,viper,reducer}"
jobs="${JOBS:-}"
if [ "$(uname)" != Linux ]; then
  echo "run-processes.sh preloads a shim (LD_PRELOAD): Linux only" >&2
  exit 2
fi
compiler="$(command -v clang || command -v cc || true)"
if [ -z "$compiler" ]; then
  echo "run-processes.sh needs a C compiler for its shim (the Swift toolchain's clang)" >&2
  exit 2
fi
. scripts/lib/release-corpus.sh
"$compiler" -shared -fPIC -O2 -o "$work/cpu-at-exit.so" scripts/lib/cpu-at-exit.c
first=()
second=()
for index in "${!scenarios[@]}"; do
  if [ $((index % 2)) -eq 0 ]; then
    first+=("${scenarios[$index]}")
  else
    second+=("${scenarios[$index]}")
  fi
done
# run BINARY FILE: one whole run, each of its processes adding a line to FILE.
run() {
  local command=("$1" run --quiet --variant "$variants" --out "$work/reports-$(basename "$2")")
  [ -n "$jobs" ] && command+=(--jobs "$jobs")
  # A run exits 1 when a variant fails or diverges: its cost is measured all the same.
  CPU_AT_EXIT="$2" LD_PRELOAD="$work/cpu-at-exit.so" "${command[@]}" > /dev/null || [ $? -eq 1 ]
}
# replays FILE PATH…: the replays of the scenarios at PATH… in one process, without a supervisor.
replays() {
  local file="$1"
  shift
  CPU_AT_EXIT="$file" LD_PRELOAD="$work/cpu-at-exit.so" \
    "$binary" _worker --scenarios Scenarios --variant "$variants" "$@" > /dev/null
}
one() { replays "$work/one" "${scenarios[@]}"; }
halves() {
  replays "$work/halves" "${first[@]}" &
  replays "$work/halves" "${second[@]}"
  wait
}
echo "the processes of a run, one process and two at once ($variants; ${#scenarios[@]} scenarios;" \
  "${jobs:-default} jobs), release, $rounds rounds"
for round in $(seq 1 "$rounds"); do
  if [ $((round % 2)) -eq 1 ]; then
    run "$binary" "$work/this"
    [ -n "$other" ] && run "$other" "$work/other"
    one
    halves
  else
    halves
    one
    [ -n "$other" ] && run "$other" "$work/other"
    run "$binary" "$work/this"
  fi
done
one_ms="$(awk -F'\t' '{ c += $2 + $3; n++ } END { printf "%.1f", c / n }' "$work/one")"
halves_ms="$(awk -F'\t' -v rounds="$rounds" '{ c += $2 + $3 } END { printf "%.1f", c / rounds }' \
  "$work/halves")"
summary() {
  awk -F'\t' -v name="$1" -v one="$one_ms" -v halves="$halves_ms" '
    $1 == "parent" { parent += $2 + $3; faults += $4; n++ }
    $1 == "worker" { workers += $2 + $3 }
    END {
      run = (parent + workers) / n
      printf "%s: the parent %.1f ms (%.0f page faults), its workers %.1f ms," \
        " the run %.1f ms: %.3fx (%.3fx the two at once)\n", name, parent / n, faults / n,
        workers / n, run, run / one, run / halves }' "$2"
}
# per_round FILE: each round's run over the same round's one process (a run's parent exits after
# its workers, so its line closes the round): the median and the range, which an outlying round
# moves less than the averages above.
per_round() {
  awk -F'\t' 'NR == FNR { one[FNR] = $2 + $3; next }
    { cpu += $2 + $3 }
    $1 == "parent" { round++; print cpu / one[round]; cpu = 0 }' "$work/one" "$1" | sort -n |
    awk '{ r[NR] = $1 } END {
      median = NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
      printf "  per round: median %.3fx (%.3f-%.3fx)\n", median, r[1], r[NR] }'
}
summary "this build" "$work/this"
per_round "$work/this"
if [ -n "$other" ]; then
  summary "$other" "$work/other"
  per_round "$work/other"
fi
awk -v one="$one_ms" -v halves="$halves_ms" 'BEGIN {
  printf "the one process: %s ms; two at once, half each: %s ms (%.3fx); per round, CPU time" \
    " (user + system)\n", one, halves, halves / one }'
