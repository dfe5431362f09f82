#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Exchanges two folders in one step: a reader of either path sees its old contents or its new
/// ones, never a mix and never nothing. Linux: `renameat2(RENAME_EXCHANGE)`; Darwin:
/// `renamex_np(RENAME_SWAP)`. Where the file system cannot exchange, two renames are used
/// instead, which leave a moment when the destination does not exist.
enum FolderSwap {
  /// Swaps `first` and `second` (both exist); throws the `errno` text on failure.
  static func exchange(_ first: String, _ second: String) throws(ReportWriteError) {
    if atomicExchange(first, second) == 0 { return }
    let fallbackErrors: Set<Int32> = [EINVAL, ENOSYS, ENOTSUP]
    guard fallbackErrors.contains(errno) else {
      throw ReportWriteError(path: second, reason: String(cString: strerror(errno)))
    }
    let aside = first + ".swap"
    guard rename(second, aside) == 0 else {
      throw ReportWriteError(path: second, reason: String(cString: strerror(errno)))
    }
    guard rename(first, second) == 0 else {
      let reason = String(cString: strerror(errno))
      _ = rename(aside, second)
      throw ReportWriteError(path: second, reason: reason)
    }
    _ = rename(aside, first)
  }

  private static func atomicExchange(_ first: String, _ second: String) -> Int32 {
    #if canImport(Darwin)
    return renamex_np(first, second, UInt32(RENAME_SWAP))
    #else
    // glibc declares renameat2 only for _GNU_SOURCE, which Swift's Glibc module does not set.
    typealias RenameAt2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
      errno = ENOSYS
      return -1
    }
    let renameAt2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
    return renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag)
    #endif
  }
}
