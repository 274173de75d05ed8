#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal for tests that drive the terminal layer without a real one: the `slave`
/// side is the terminal a ``Terminal`` writes to, the `master` side (non-blocking) reads what it
/// was sent.
///
/// ```swift
/// let pty = try PseudoTerminalPair(width: 80, height: 24)
/// defer { pty.close() }
/// // ... draw on a Terminal over pty.slave ...
/// let bytes = pty.drain()
/// ```
public final class PseudoTerminalPair {
    /// Why a pseudo-terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        /// What failed.
        public var description: String
    }

    /// The side a program reads what the terminal was sent from (non-blocking); -1 after
    /// ``hangUp()``.
    public private(set) var master: Int32
    /// The terminal side, sized `columns` x `rows`.
    public let slave: Int32

    /// Opens a pseudo-terminal of `columns` x `rows`.
    public init(width columns: Int = 80, height rows: Int = 24) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw OpenError(description: "cannot open a pseudo-terminal (errno \(errno))")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
    }

    /// Types `text` at the terminal, as a person at its keyboard would; returns whether every
    /// byte was written.
    @discardableResult
    public func type(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return write(master, bytes, bytes.count) == bytes.count
    }

    /// Everything the terminal was sent since the last call.
    public func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Closes the program's side, as a terminal window closed: the terminal side reads a
    /// hang-up.
    public func hangUp() {
        if master >= 0 { Glibc.close(master) }
        master = -1
    }

    /// Closes both sides.
    public func close() {
        Glibc.close(slave)
        hangUp()
    }
}
