/// The platform layer of TrellisTerminal: the only file of the module that names a platform or
/// calls the C library directly (curses itself comes through CNcursesw and CTrellisTerminal).
///
/// Trellis builds on Linux (Glibc, or Musl) and on macOS (Darwin), where iOS developers work.
/// A portability test (Tests/TrellisDocsTests/PortabilityTests.swift) keeps every other file of
/// the module free of platform conditionals and platform imports: they call ``Platform``.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Trellis builds on Linux (Glibc, Musl) and Darwin")
#endif

/// The C library's calls the terminal layer makes, spelled once for every platform.
enum Platform {
    /// Standard input's file descriptor.
    static let standardInput: Int32 = STDIN_FILENO
    /// Standard output's file descriptor.
    static let standardOutput: Int32 = STDOUT_FILENO

    /// The signals caught while curses owns the terminal (``TerminalRestore``): those that ask
    /// the process to end, then the crashes.
    static let signalsThatEndTheProcess: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT,
        SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT,
    ]

    /// Whether `descriptor` is a terminal (`isatty`).
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The value of an environment variable; nil when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    /// Whether the `count` bytes at `first` and at `second` are the same (`memcmp`).
    static func sameBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    /// The bytes of the C string at `pointer`, without its terminating zero.
    static func bytes(ofCString pointer: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying after a signal, after a short
    /// write and, on a non-blocking descriptor, when it is full (waiting until it can be
    /// written); false when a write fails.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {  // a non-blocking descriptor, full: wait
                    var polled = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    if poll(&polled, 1, 1000) >= 0 || errno == EINTR { continue }
                }
                return false
            }
            if count == 0 { return false }
            written += count
        }
        return true
    }

    /// What waiting for input on some file descriptors came to (``waitUntilReadable(_:milliseconds:)``).
    enum Readiness: Equatable {
        /// A signal came first (SIGWINCH, SIGCONT).
        case interrupted
        /// The wait failed.
        case failed
        /// For each descriptor, in order, whether it is readable (or hung up): none of them when
        /// the time ran out.
        case ready([Bool])
    }

    /// Waits until one of `descriptors` can be read, at most `milliseconds` (-1: no limit), with
    /// `poll`.
    static func waitUntilReadable(_ descriptors: [Int32], milliseconds: Int32) -> Readiness {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&polled, nfds_t(polled.count), milliseconds)
        if ready < 0 { return errno == EINTR ? .interrupted : .failed }
        return .ready(polled.map { $0.revents != 0 })
    }

    /// How many bytes can be read from `descriptor` at once (`FIONREAD`); 0 when it cannot say.
    static func bytesWaiting(on descriptor: Int32) -> Int32 {
        var count: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? count : 0
    }
}
