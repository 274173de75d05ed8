#if canImport(Glibc)
import Glibc
#endif
import TrellisRender
import XCTest
@testable import TrellisTerminal

/// A `Terminal` on a given device (``Terminal/init(deviceOutput:input:term:)``): curses runs on the
/// slave side of a pseudo-terminal, takes the device's size, writes the screen to it and reads
/// keys from it, and leaves stdin/stdout alone.
final class TerminalOnDeviceTests: XCTestCase {
    func testDrawsOnThePseudoTerminalAndReadsKeysFromIt() throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 10, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
        XCTAssertEqual(openpty(&master, &slave, nil, nil, &size), 0)
        defer { close(master); close(slave) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

        let terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
        try terminal.start()
        XCTAssertTrue(terminal.isActive)
        XCTAssertEqual(terminal.size.width, 40)
        XCTAssertEqual(terminal.size.height, 10)

        var grid = CellGrid(width: 40, height: 10)
        grid.setString("on the device", x: 2, y: 3, style: CellStyle())
        terminal.draw(grid)
        XCTAssertTrue(Self.readAll(master).contains("on the device"), "the frame is written to the device")

        XCTAssertEqual(write(master, "j", 1), 1)
        XCTAssertEqual(terminal.nextEvent(), .character("j"), "keys are read from the device")

        terminal.stop()
        XCTAssertFalse(terminal.isActive)
        XCTAssertTrue(Self.readAll(master).contains("\u{1B}[?1049l"), "stop leaves the alternate screen on the device")
    }

    func testRefusesADeviceThatIsNotATerminal() {
        var pipeEnds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&pipeEnds), 0)
        defer { close(pipeEnds[0]); close(pipeEnds[1]) }
        let terminal = Terminal(deviceOutput: pipeEnds[1], input: pipeEnds[0], term: "xterm-256color")
        XCTAssertThrowsError(try terminal.start()) { error in
            XCTAssertEqual(error as? TerminalError, .notInteractive)
        }
        XCTAssertFalse(terminal.isActive)
    }

    /// Everything the device has written so far (the master side is non-blocking).
    private static func readAll(_ master: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<50 {
            let count = read(master, &buffer, buffer.count)
            if count > 0 { bytes += buffer[0..<count]; continue }
            if bytes.isEmpty { usleep(10_000); continue }
            break
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
