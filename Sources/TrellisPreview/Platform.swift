import Foundation   // the C library: Glibc on Linux, Darwin on macOS (Foundation re-exports it)

/// The platform calls of TrellisPreview, and the only file of the module that names a platform:
/// the file watcher's kernel notifications (inotify on Linux; on Darwin none, so every file is
/// polled), a file's state, a link's target, and sleeping. Everything else in the module is the
/// same code everywhere.
///
/// ```swift
/// Platform.fileState(of: "a.json")?.inode
/// ```
enum Platform {
    /// Sleeps for `seconds` (a signal still ends the process).
    static func sleep(seconds: UInt32) {
        _ = Foundation.sleep(seconds)
    }

    /// A file's state by `stat(2)` (following links); nil when it does not exist or cannot be read.
    static func fileState(of path: String) -> FileWatcher.FileState? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc) || canImport(Musl)
        let modified = info.st_mtim, changed = info.st_ctim
        #elseif canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #endif
        return FileWatcher.FileState(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                                     size: Int64(info.st_size),
                                     modified: FileWatcher.FileTime(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec)),
                                     changed: FileWatcher.FileTime(seconds: Int(changed.tv_sec), nanoseconds: Int(changed.tv_nsec)))
    }

    /// Where a symbolic link at `path` finally points, when it is one; nil otherwise.
    static func symbolicLinkTarget(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Closes a descriptor.
    static func close(_ descriptor: Int32) {
        _ = Foundation.close(descriptor)
    }

    // MARK: - Directory notifications

    /// What the kernel said about a watched directory.
    enum DirectoryEvent: Equatable {
        /// Something happened to `name` in the directory of `watch`.
        case changed(watch: Int32, name: String)
        /// The watch ended (the directory was deleted or moved, or its file system unmounted).
        case watchEnded(watch: Int32)
        /// The queue overflowed: anything may have changed.
        case overflow
    }

    #if canImport(Glibc) || canImport(Musl)
    /// The events that mean a name in a watched directory may now be a different file, or a
    /// file with different bytes.
    private static let eventMask: UInt32 = UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_ONLYDIR)

    /// A new non-blocking inotify descriptor; nil when the kernel has none to give.
    static func openDirectoryNotifications() -> Int32? {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        return descriptor >= 0 ? descriptor : nil
    }

    /// Watches `directory` on `descriptor`; returns the watch, or nil when it cannot be watched.
    static func watchDirectory(_ directory: String, on descriptor: Int32) -> Int32? {
        let watch = inotify_add_watch(descriptor, directory, eventMask)
        return watch >= 0 ? watch : nil
    }

    /// Every event waiting on `descriptor`, read without blocking into `buffer` (the caller's,
    /// kept between calls: the loop reads after every wake, mostly finding nothing, and a fresh
    /// 64 KiB buffer each time cost more than the read); nil when the descriptor failed.
    static func readDirectoryEvents(_ descriptor: Int32, buffer: inout [UInt8]) -> [DirectoryEvent]? {
        var events: [DirectoryEvent] = []
        let headerSize = MemoryLayout<inotify_event>.size
        if buffer.count < 64 * 1024 { buffer = [UInt8](repeating: 0, count: 64 * 1024) }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno != EAGAIN { return nil }
            guard count > 0 else { return events }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + headerSize <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + headerSize)..<min(count, offset + headerSize + length)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += headerSize + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        events.append(.overflow)
                    } else if mask & UInt32(IN_IGNORED) != 0 {
                        events.append(.watchEnded(watch: watch))
                    } else {
                        events.append(.changed(watch: watch, name: name))
                    }
                }
            }
        }
    }
    #elseif canImport(Darwin)
    /// Darwin has no inotify: no descriptor, so the watcher polls every file.
    static func openDirectoryNotifications() -> Int32? { nil }

    /// Never called without a descriptor; watches nothing.
    static func watchDirectory(_ directory: String, on descriptor: Int32) -> Int32? { nil }

    /// Never called without a descriptor; reads nothing.
    static func readDirectoryEvents(_ descriptor: Int32, buffer: inout [UInt8]) -> [DirectoryEvent]? { [] }
    #endif
}
