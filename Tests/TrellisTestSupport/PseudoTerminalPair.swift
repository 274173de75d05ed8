#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal for tests that drive the terminal layer without a real one: the `slave`
/// side is the terminal a ``Terminal`` writes to, the `master` side (non-blocking) reads what it
/// was sent.
///
/// ```swift
/// let pty = try PseudoTerminalPair(columns: 80, rows: 24)
/// defer { pty.close() }
/// // ... draw on a Terminal over pty.slave ...
/// let bytes = pty.drain()
/// ```
public struct PseudoTerminalPair {
    /// Why a pseudo-terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        /// What failed.
        public var description: String
    }

    /// The side a program reads what the terminal was sent from (non-blocking).
    public let master: Int32
    /// The terminal side, sized `columns` x `rows`.
    public let slave: Int32

    /// Opens a pseudo-terminal of `columns` x `rows`.
    public init(columns: Int = 80, rows: Int = 24) throws {
        // posix_openpt and friends need _XOPEN_SOURCE, which Swift's Glibc module leaves out:
        // the Linux ioctls they wrap (TIOCSPTLCK, TIOCGPTN) instead.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            if master >= 0 { Glibc.close(master) }
            throw OpenError(description: "cannot open a pseudo-terminal")
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            Glibc.close(master)
            throw OpenError(description: "cannot open /dev/pts/\(number)")
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(slave, UInt(TIOCSWINSZ), &size) == 0 else {
            Glibc.close(slave)
            Glibc.close(master)
            throw OpenError(description: "cannot size the pseudo-terminal")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
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

    /// Closes both sides.
    public func close() {
        Glibc.close(slave)
        Glibc.close(master)
    }
}
