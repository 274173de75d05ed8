import Foundation
import XCTest

/// A signal the parent ignores stays ignored in trellis, SIGQUIT included, although the Swift
/// runtime's backtracer replaces its disposition before `main` (QA of issue 12, finding 6).
final class InheritedSignalTests: XCTestCase {
    /// Runs `trellis validate -` with SIGQUIT ignored or not by its parent shell (`trap`), its
    /// stdin a FIFO held open, so it is blocked reading; once `main` has set its signals up and
    /// is blocked in `read(0, …)` (its first field of /proc/PID/syscall is `read`, its second fd
    /// 0), and the backtracer no longer catches SIGQUIT (bit 3 of SigCgt clear), sends it
    /// SIGQUIT, then feeds it a spec. Prints `status N` and what trellis printed.
    ///
    /// SigCgt alone is not enough: it is also clear in the moment after `exec`, before the Swift
    /// runtime's backtracer installs its handler, and a SIGQUIT sent then reached the backtracer
    /// (seen once in CI). The process reads stdin only after `main` has set SIGQUIT up.
    private func quitWhileReading(trap: String) throws -> Shell.Result {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dir = Shell.quote(directory)
        // Job control on (`set -m`): else bash starts a background command with SIGQUIT ignored.
        let script = """
            set -m
            real=$(readlink -f "$T")
            case $(uname -m) in aarch64|arm64) read_call=63 ;; *) read_call=0 ;; esac
            mkfifo \(dir)/in
            sh -c "\(trap) exec \\"$T\\" validate - < \(dir)/in > \(dir)/out 2>&1" &
            pid=$!
            exec 3> \(dir)/in
            for i in $(seq 1 2000); do
              exe=$(readlink /proc/$pid/exe 2>/dev/null)
              caught=$(awk '/^SigCgt/ {print $2}' /proc/$pid/status 2>/dev/null)
              call=$(cut -d' ' -f1,2 /proc/$pid/syscall 2>/dev/null)
              if [ "$exe" = "$real" ] && [ "$call" = "$read_call 0x0" ] && [ -n "$caught" ] \\
                && [ $(( 0x$caught & 4 )) -eq 0 ]; then break; fi
              sleep 0.01
            done
            kill -QUIT $pid
            echo '{"layout": "tags", "sections": []}' >&3
            exec 3>&-
            wait $pid
            echo "status $?"
            cat \(dir)/out
            """
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["T"] = Shell.trellis
        for name in ["NO_COLOR", "LC_ALL", "LC_CTYPE", "SWIFT_BACKTRACE"] { environment.removeValue(forKey: name) }
        return try Shell.run("/bin/bash", ["-c", script], environment: environment, directory: Shell.packageRoot, timeout: 60)
    }

    func testAnIgnoredQuitStaysIgnored() throws {
        let result = try quitWhileReading(trap: "trap '' QUIT;")
        XCTAssertFalse(result.timedOut)
        XCTAssertTrue(result.stdout.hasPrefix("status 0\n"), result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("Crashed") || result.stdout.contains("💣"), result.stdout)
    }

    func testAQuitNotIgnoredEndsTheProcess() throws {
        let result = try quitWhileReading(trap: "")
        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(result.stdout, "status 131\n", result.stderr)
    }
}
