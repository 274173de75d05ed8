/// The platform layer of TrellisSpec: the only file of the module that names a platform or
/// calls the C library.
///
/// Trellis builds on Linux (Glibc, or Musl) and on macOS (Darwin), where iOS developers work.
/// TrellisSpec needs the C library only to read a spec file, or standard input, into bytes
/// (`open`, `fstat`, `read`, `poll`), and does it here. A portability test
/// (Tests/TrellisDocsTests/PortabilityTests.swift) keeps every other file of the module free
/// of platform conditionals and platform imports.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Trellis builds on Linux (Glibc, Musl) and Darwin")
#endif

/// Reading a spec's bytes: the C library's part of ``SpecLoader``.
extension SpecLoader {
    /// The whole contents of the regular file `path`, or the reason it cannot be read.
    ///
    /// Opened with `O_NONBLOCK`, so that a FIFO (or a device) cannot block the open; anything
    /// but a regular file is refused after `fstat`: `FILE: not a regular file (a fifo)`.
    static func readFile(_ path: String) throws(SpecDiagnostic) -> [UInt8] {
        let fd = FileNameBytes.withPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard fd >= 0 else { throw SpecDiagnostic(severity: .error, file: path, message: "cannot open: \(systemMessage(errno))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SpecDiagnostic(severity: .error, file: path, message: "cannot read: \(systemMessage(errno))") }
        if let kind = fileKind(info.st_mode) {
            throw SpecDiagnostic(severity: .error, file: path, message: "not a regular file (\(kind))")
        }
        return try readAll(fd, name: path, expected: Int(info.st_size))
    }

    /// The kind of a file that is not a regular file, with an article (`a fifo`), or nil for a
    /// regular file.
    static func fileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a fifo"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "an unknown kind of file"
        }
    }

    /// Everything `fd` holds until its end, at most ``SpecLimits/maxFileSize`` bytes.
    static func readAll(_ fd: Int32, name path: String, expected: Int) throws(SpecDiagnostic) -> [UInt8] {
        if expected > SpecLimits.maxFileSize {
            throw SpecDiagnostic(severity: .error, file: path, message: "file too large: \(expected) bytes, the limit is \(SpecLimits.maxFileSize)")
        }
        // One buffer sized from `expected` (fstat), read into in place; grown only if the file
        // holds more than that (pipes, /proc files, files that grow): read until the end.
        var bytes: [UInt8] = []
        var capacity = max(1 << 16, expected + 1)
        while true {
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                if !bytes.isEmpty {
                    _ = buffer.initialize(fromContentsOf: bytes)
                    count = bytes.count
                }
                while count < buffer.count {
                    let got = read(fd, buffer.baseAddress! + count, buffer.count - count)
                    if got > 0 {
                        count += got
                    } else if got == 0 {
                        return
                    } else if errno == EINTR {
                        continue
                    } else if errno == EAGAIN || errno == EWOULDBLOCK {
                        // Standard input left non-blocking by another program: wait for data.
                        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                        _ = poll(&poller, 1, -1)
                    } else {
                        failure = errno
                        return
                    }
                }
            }
            if failure != 0 { throw SpecDiagnostic(severity: .error, file: path, message: "cannot read: \(systemMessage(failure))") }
            if bytes.count > SpecLimits.maxFileSize {
                throw SpecDiagnostic(severity: .error, file: path, message: "file too large: more than \(SpecLimits.maxFileSize) bytes")
            }
            // A buffer not filled up means the end was reached.
            if bytes.count < capacity { return bytes }
            capacity = min(capacity * 2, SpecLimits.maxFileSize + 1)
        }
    }

    private static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// The C library's byte searches and page hand-backs, for the search (`SearchBytes`) and the
/// loader's fast path (`JSONParser`).
enum PlatformMemory {
    /// The first `byte` in the `count` bytes at `start`, as `memchr` finds it; nil for none.
    @inline(__always)
    static func firstByte(_ byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> UnsafePointer<UInt8>? {
        memchr(start, Int32(byte), count).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Whether the `count` bytes at `a` and at `b` are equal (`memcmp`).
    @inline(__always)
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// The size of a memory page, at least 4 KiB.
    static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    /// Hands the pages from `from` to `to` (both page-aligned addresses) back to the system
    /// (`madvise(MADV_DONTNEED)`); returns whether it did.
    static func releasePages(from: Int, to: Int) -> Bool {
        madvise(UnsafeMutableRawPointer(bitPattern: from), to - from, MADV_DONTNEED) == 0
    }
}
