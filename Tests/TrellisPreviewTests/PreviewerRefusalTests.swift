import XCTest
import Foundation
import TrellisTestSupport
import TrellisLayout
@testable import TrellisPreview
#if canImport(Glibc)
import Glibc
#endif

/// Without a terminal, ``Previewer/run()`` throws the refusal `trellis preview` reports: the same
/// line after the program's name, exit status 2, nothing on stdout.
final class PreviewerRefusalTests: XCTestCase {
    /// What `trellis preview SPEC` writes with no terminal, and its status.
    private func trellisRefusal() throws -> (line: String, status: Int32) {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        let result = try Shell.run(Shell.trellis, ["preview", "assets/sections.json"], environment: environment,
                                   directory: Shell.packageRoot)
        XCTAssertEqual(result.stdout, "")
        return (result.stderr.components(separatedBy: "\n")[0], result.status)
    }

    func testTheRefusalIsTheOneTrellisPreviewGives() throws {
        let trellis = try trellisRefusal()
        XCTAssertEqual([trellis.line], PreviewerRefusal.noTerminal.lines(program: "trellis"))
        XCTAssertEqual(trellis.status, PreviewerRefusal.noTerminal.status)
        XCTAssertEqual(trellis.status, 2)
    }

    /// The public `run()` in a child process with stdin from /dev/null: it throws the refusal
    /// (never ending the process itself), whose line and status are `trellis preview`'s.
    func testRunWithoutATerminalEndsTheProgramWithTheSameLine() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let errPath = directory + "/trellis-preview-refusal-\(UUID().uuidString).err"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let page = PreviewPage(title: "Strip", layout: StripLayout(count: 3), label: { "\($0.item)" })
        let previewer = Previewer(pages: [page])
        let pid = fork()
        if pid == 0 {
            let null = open("/dev/null", O_RDWR)
            dup2(null, 0)
            dup2(null, 1)
            let err = open(errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            dup2(err, 2)
            do {
                try previewer.run()
                _exit(99)   // run() returned: it must throw
            } catch let refusal as PreviewerRefusal {
                // What a program does with the refusal: the line, the status.
                let program = CommandLine.arguments[0].split(separator: "/").last.map(String.init) ?? ""
                let text = Array(refusal.lines(program: program).map { $0 + "\n" }.joined().utf8)
                _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                _exit(refusal == .noTerminal ? refusal.status : 98)
            } catch {
                _exit(97)
            }
        }
        XCTAssertGreaterThan(pid, 0, "fork failed")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        XCTAssertTrue(exited, "the child ended by signal \(status & 0x7f)")
        XCTAssertEqual((status >> 8) & 0xff, 2, "exit status")
        let stderr = try String(contentsOfFile: errPath, encoding: .utf8)
        let program = CommandLine.arguments[0].split(separator: "/").last.map(String.init) ?? ""
        XCTAssertEqual(stderr, "\(program): error: \(PreviewerRefusal.noTerminal.description)\n")
        let trellis = try trellisRefusal()
        XCTAssertEqual(trellis.line, "trellis: error: \(PreviewerRefusal.noTerminal.description)", "the same line after the name")
    }
}
