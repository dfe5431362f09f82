#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - File actions

/// `posix_spawn_file_actions_t`, spelled the same on Linux and Darwin.
struct SpawnFileActions {
  #if canImport(Darwin)
  var raw: posix_spawn_file_actions_t? = nil
  #else
  var raw = posix_spawn_file_actions_t()
  #endif

  init() {
    posix_spawn_file_actions_init(&raw)
  }

  /// In the child, `descriptor` becomes `target` (which loses close-on-exec).
  mutating func duplicate(_ descriptor: Int32, to target: Int32) {
    posix_spawn_file_actions_adddup2(&raw, descriptor, target)
  }

  mutating func destroy() {
    posix_spawn_file_actions_destroy(&raw)
  }
}

// MARK: - Attributes

/// `posix_spawnattr_t`, spelled the same on Linux and Darwin.
struct SpawnAttributes {
  #if canImport(Darwin)
  var raw: posix_spawnattr_t? = nil
  #else
  var raw = posix_spawnattr_t()
  #endif
  private var flags: Int32 = 0

  init() {
    posix_spawnattr_init(&raw)
    #if canImport(Darwin)
    // Close every descriptor the file actions do not name: another thread's pipes never leak
    // into this child, even though Darwin has no atomic close-on-exec `pipe2`.
    addFlag(Int32(POSIX_SPAWN_CLOEXEC_DEFAULT))
    #endif
  }

  /// The child leads a new process group, whose id is its own process id.
  mutating func startNewProcessGroup() {
    posix_spawnattr_setpgroup(&raw, 0)
    addFlag(Int32(POSIX_SPAWN_SETPGROUP))
  }

  /// The child starts with the default action for `signals` (a supervisor may ignore them) and
  /// with no signal blocked.
  mutating func resetSignals(_ signals: [Int32]) {
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in signals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&raw, &defaults)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&raw, &none)
    addFlag(Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK))
  }

  mutating func destroy() {
    posix_spawnattr_destroy(&raw)
  }

  private mutating func addFlag(_ flag: Int32) {
    flags |= flag
    posix_spawnattr_setflags(&raw, Int16(flags))
  }
}

// MARK: - C strings

/// A null-terminated array of C strings that lives as long as the value (for `argv` and `envp`).
final class CStringArray {
  /// The array, for a C function's `char *const []` parameter.
  let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let count: Int

  init(_ strings: [String]) {
    count = strings.count + 1
    pointers = .allocate(capacity: count)
    for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
    pointers[strings.count] = nil
  }

  deinit {
    for index in 0..<count { free(pointers[index]) }
    pointers.deallocate()
  }
}
