import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files and folders named by bytes that need not be UTF-8, as Linux allows (macOS refuses them).
public enum RawFileNames {
  /// Makes an empty file, or a folder, at `folder` + `/` + `bytes`; false when the system refuses.
  @discardableResult
  public static func make(_ bytes: [UInt8], in folder: URL, isFolder: Bool = false) -> Bool {
    let path = Array(folder.path.utf8) + [0x2F] + bytes + [0]
    return path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { name in
        if isFolder { return mkdir(name.baseAddress!, 0o755) == 0 }
        let descriptor = open(name.baseAddress!, O_CREAT | O_WRONLY, 0o644)
        return descriptor >= 0 && close(descriptor) == 0
      }
    }
  }
}
