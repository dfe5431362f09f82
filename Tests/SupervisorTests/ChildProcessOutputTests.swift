import Testing

@testable import Supervisor

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a worker's standard error goes: a file of its own, already gone from its folder, that the
/// supervisor reads back at any offset (after a crash, for the runtime's message).
@Suite struct ChildProcessOutputTests {
  @Test func aChildsStandardErrorIsAFileTheSupervisorReadsBack() throws {
    let child = try ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "echo one >&2; echo two 1>&2; echo out"], environment: [:])
    ChildProcessInputTests.waitForExit(of: child)
    #expect(child.killGroupAndReap() == .exited(0))
    let file = child.appOutputDescriptor
    #expect(String(decoding: AppOutputFile.read(file, from: 0, limit: 100), as: UTF8.self) == "one\ntwo\n")
    #expect(String(decoding: AppOutputFile.read(file, from: 4, limit: 2), as: UTF8.self) == "tw")
    #expect(AppOutputFile.read(file, from: 8, limit: 100) == [])
    #expect(AppOutputFile.size(of: file) == 8)
    var status = stat()
    #expect(fstat(file, &status) == 0)
    #expect(status.st_nlink == 0)
  }
}
