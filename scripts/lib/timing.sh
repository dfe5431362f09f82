# Timing for the benchmark scripts, the same on Linux (GNU time) and macOS (BSD time). Source it:
#
#   . "$(dirname "$0")/lib/timing.sh"
#   timed FILE COMMAND [ARGUMENT …]
#
# runs COMMAND (its output untouched) and writes one line to FILE: its wall time, user CPU and
# system CPU in seconds, then its peak resident memory in kilobytes ("?" where this system's
# `time` cannot say). The CPU times include the children the command waited for (a run's
# workers); the peak is the largest single process's. Returns the command's exit status.
# TIMED_STYLE=plain skips /usr/bin/time (no peak).
timed() {
  local file="$1"
  shift
  local status=0 peak="?" style="${TIMED_STYLE:-}" TIMEFORMAT='%R %U %S'
  if [ -z "$style" ]; then
    if /usr/bin/time -f '%M' true > /dev/null 2>&1; then
      style=gnu
    elif /usr/bin/time -l true > /dev/null 2>&1; then
      style=bsd
    else
      style=plain
    fi
  fi
  case "$style" in
    gnu)
      { time /usr/bin/time -o "$file.peak" -f '%M' "$@" 2>&3; } 3>&2 2> "$file.times" || status=$?
      peak="$(tail -n 1 "$file.peak" 2> /dev/null)"
      ;;
    bsd)
      # BSD time writes its figures to standard error after the command's own, in bytes.
      { time /usr/bin/time -l "$@" 2> "$file.peak"; } 2> "$file.times" || status=$?
      peak="$(awk '/maximum resident set size/ { printf "%d", $1 / 1024 }' "$file.peak" 2> /dev/null)"
      ;;
    *)
      { time "$@" 2>&3; } 3>&2 2> "$file.times" || status=$?
      ;;
  esac
  echo "$(tail -n 1 "$file.times") ${peak:-?}" > "$file"
  rm -f "$file.times" "$file.peak"
  return "$status"
}

# The median of the numbers on standard input, one per line.
median() {
  sort -n | awk '{ a[NR] = $1 } END { if (NR == 0) { print "?"; exit }
    printf "%.3f\n", (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'
}

# The machine's load average, or "?" where it cannot be read.
load_average() {
  if [ -r /proc/loadavg ]; then
    cut -d' ' -f1-3 /proc/loadavg
  else
    sysctl -n vm.loadavg 2> /dev/null | tr -d '{}' | awk '{ print $1, $2, $3 }' || echo '?'
  fi
}

# The number of cores.
cores() {
  nproc 2> /dev/null || sysctl -n hw.ncpu 2> /dev/null || echo '?'
}
