#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import trellis
@testable import TrellisPreview

/// The one writer of stdout and stderr reports every failed write (issue 12 §1).
final class FileDescriptorWriterTests: XCTestCase {
    func testAFullDeviceIsReportedWithItsErrno() throws {
        let fd = open("/dev/full", O_WRONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        XCTAssertThrowsError(try FileDescriptorWriter(fd: fd).write("x")) { error in
            XCTAssertEqual((error as? FileDescriptorWriter.WriteError)?.code, ENOSPC)
        }
    }

    func testAClosedDescriptorIsReported() {
        XCTAssertThrowsError(try FileDescriptorWriter(fd: -1).write("x")) { error in
            XCTAssertEqual((error as? FileDescriptorWriter.WriteError)?.code, EBADF)
        }
    }

    func testEverythingIsWrittenThroughAPipe() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        let text = String(repeating: "集合视图 ", count: 1000)
        try FileDescriptorWriter(fd: fds[1]).write(text)
        close(fds[1])
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), text)
    }

    func testAFailedStdoutWriteBecomesExitOneWithTheSystemMessage() {
        let failure = StandardStreams.failure(.init(code: ENOSPC))
        XCTAssertEqual(failure.status, 1)
        XCTAssertEqual(failure.message, "cannot write the output: No space left on device")
        let pipe = StandardStreams.failure(.init(code: EPIPE))
        XCTAssertEqual(pipe.status, 1)
        XCTAssertEqual(pipe.message, "", "a closed pipe ends quietly")
    }
}
