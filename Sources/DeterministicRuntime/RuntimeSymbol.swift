#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A symbol of the Swift or dispatch runtime that this process has loaded, found by name: the
/// concurrency runtime's hook variables (``HooksBackend``) and libdispatch's main-queue entry
/// points (``MainDispatchQueue``).
///
/// With the runtime as shared libraries (a Mac, the test binary) `dlsym` finds the name itself.
/// The tool is linked with the runtime built in on Linux (`Package.swift`, `staticToolLinking`),
/// where the linker hides every symbol of the runtime's archives from `dlsym`; the link then adds
/// an exported alias of each symbol needed here, named ``linkedPrefix`` followed by the name.
enum RuntimeSymbol {
  /// The prefix of the aliases a statically linked tool exports (`--defsym` in `Package.swift`).
  static let linkedPrefix = "arch_harness_linked_"

  /// The address of `name` in this process, or nil when neither it nor its alias is there.
  static func address(of name: String) -> UnsafeMutableRawPointer? {
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    return dlsym(process, name) ?? dlsym(process, linkedPrefix + name)
  }
}
