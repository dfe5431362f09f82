import Foundation

/// A package's manifest as SwiftPM reads it: `swift package dump-package`.
public enum PackageDump {
  /// The JSON `swift package dump-package` prints for the package in `folder` (empty when it
  /// cannot read the manifest; its errors are not kept).
  public static func json(ofPackageIn folder: URL) throws -> Data {
    let dump = Process()
    dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    dump.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
    let output = Pipe()
    dump.standardOutput = output
    dump.standardError = FileHandle.nullDevice
    try dump.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    dump.waitUntilExit()
    return data
  }
}
