/* Preloaded into each process a benchmark starts (LD_PRELOAD, Linux): at its exit, appends one
 * line to the file CPU_AT_EXIT names: the process's role (`worker` when its command line holds
 * `_worker`, `parent` for `run`, else `other`), its user and system CPU in milliseconds, its page
 * faults, and its voluntary and involuntary context switches, tab-separated (at `exit`: a process
 * that ends with `_exit` writes nothing). Not part of the
 * package: scripts/run-processes.sh compiles it with the toolchain's clang. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

static char command[4096];

__attribute__((constructor)) static void remember_command(void) {
  FILE *file = fopen("/proc/self/cmdline", "r");
  if (!file) return;
  size_t count = fread(command, 1, sizeof command - 1, file);
  fclose(file);
  for (size_t index = 0; index < count; index++)
    if (command[index] == 0) command[index] = ' ';
  command[count] = 0;
}

__attribute__((destructor)) static void report_usage(void) {
  const char *path = getenv("CPU_AT_EXIT");
  if (!path) return;
  struct rusage usage;
  if (getrusage(RUSAGE_SELF, &usage) != 0) return;
  FILE *file = fopen(path, "a");
  if (!file) return;
  const char *role = strstr(command, " _worker ") ? "worker" : strstr(command, " run ") ? "parent" : "other";
  fprintf(file, "%s\t%.1f\t%.1f\t%ld\t%ld\t%ld\n", role,
          usage.ru_utime.tv_sec * 1e3 + usage.ru_utime.tv_usec / 1e3,
          usage.ru_stime.tv_sec * 1e3 + usage.ru_stime.tv_usec / 1e3, usage.ru_minflt, usage.ru_nvcsw,
          usage.ru_nivcsw);
  fclose(file);
}
