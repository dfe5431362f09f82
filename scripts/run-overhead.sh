#!/usr/bin/env bash
# What a whole `run` costs beyond its replays (issue #30's item 3): the CPU time of
# `arch-harness run` against the same replays in one process without a supervisor (`_worker`
# with every scenario's path, its messages to /dev/null), in interleaved rounds, release build.
# Prints each round, then the medians and the ratio of the sums. Not a test: it measures.
#
#   scripts/run-overhead.sh                  # 8 rounds, the six UIKit-era variants, two workers
#   scripts/run-overhead.sh 16               # more rounds
#   JOBS=1 scripts/run-overhead.sh           # the run with one worker
#   VARIANTS=mvc,reducer scripts/run-overhead.sh
#   INSTRUCTIONS=1 scripts/run-overhead.sh   # once each under valgrind's callgrind: instructions,
#                                            # which the machine's load does not move
#
# On a shared machine the rounds spread widely: read the ratio of the sums and the per-round
# range together, and compare two builds in the same rounds (Docs/Benchmarks.md, "Measuring on a
# shared machine").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/timing.sh
rounds="${1:-8}"
variants="${VARIANTS:-mvc,mvc-massive,mvp,mvvmc,viper,reducer}"
jobs="${JOBS:-}"
if [ -n "${INSTRUCTIONS:-}" ] && ! command -v valgrind > /dev/null; then
  echo "INSTRUCTIONS=1 needs valgrind (its callgrind tool)" >&2
  exit 2
fi
. scripts/lib/release-corpus.sh
run=("$binary" run --quiet --variant "$variants" --out "$work/reports")
[ -n "$jobs" ] && run+=(--jobs "$jobs")
one=("$binary" _worker --scenarios Scenarios --variant "$variants" "${scenarios[@]}")

if [ -n "${INSTRUCTIONS:-}" ]; then
  # Every process the command starts is counted, each in a file of its own; a worker's command
  # line holds `_worker`.
  count() {
    local prefix="$1"
    shift
    valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$prefix.%p" "$@" > /dev/null 2>&1 || true
    awk '/^cmd:/ { worker = ($0 ~ / _worker /) } /^summary:/ { if (worker) w += $2; else p += $2 }
      END { printf "%.0f %.0f\n", p, w }' "$prefix".*
  }
  echo "instructions of run and of one process ($variants; ${#scenarios[@]} scenarios; ${jobs:-default} jobs)," \
    "release, under callgrind"
  read -r run_parent run_workers < <(count "$work/run.cg" "${run[@]}")
  read -r one_main one_worker < <(count "$work/one.cg" "${one[@]}")
  awk -v p="$run_parent" -v w="$run_workers" -v o="$(( one_main + one_worker ))" 'BEGIN {
    printf "run: %.0f M (the parent %.0f M, its workers %.0f M); one process: %.0f M; %.3fx\n",
      (p + w) / 1e6, p / 1e6, w / 1e6, o / 1e6, (o > 0 ? (p + w) / o : 0) }'
  exit 0
fi

echo "run over one process ($variants; ${#scenarios[@]} scenarios; ${jobs:-default} jobs), release," \
  "$rounds rounds, $(cores) cores, load average $(load_average)"
for round in $(seq 1 "$rounds"); do
  # A run exits 1 when a variant fails or diverges: its cost is measured all the same.
  timed "$work/run" "${run[@]}" > /dev/null || [ $? -eq 1 ]
  timed "$work/one" "${one[@]}" > /dev/null
  read -r _ run_user run_sys _ < "$work/run"
  read -r _ one_user one_sys _ < "$work/one"
  awk -v r="$round" -v ru="$run_user" -v rs="$run_sys" -v ou="$one_user" -v os="$one_sys" \
    -v data="$work/rounds" 'BEGIN {
    run = ru + rs; one = ou + os; ratio = (one > 0 ? run / one : 0)
    printf "round %2d: run %.2f s CPU (%.2f user + %.2f sys), one process %.2f s: %.2fx\n",
      r, run, ru, rs, one, ratio
    printf "%.3f %.3f %.3f\n", run, one, ratio >> data }'
done
cut -d' ' -f1 "$work/rounds" > "$work/runs"
cut -d' ' -f2 "$work/rounds" > "$work/ones"
cut -d' ' -f3 "$work/rounds" > "$work/ratios"
printf "run: median %s s CPU; one process: median %s s; per round: median %sx (%s–%sx);" \
  "$(median < "$work/runs")" "$(median < "$work/ones")" "$(median < "$work/ratios")" \
  "$(sort -n "$work/ratios" | head -n 1)" "$(sort -n "$work/ratios" | tail -n 1)"
awk '{ r += $1; o += $2 } END { printf " sums: %.3fx\n", (o > 0 ? r / o : 0) }' "$work/rounds"
echo "load average after: $(load_average)"
