#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Watches the spec files the previewer opened and says which of them changed.
///
/// With inotify (the default), it watches each file's *directory* and keeps the events whose
/// name is the file's: an editor that writes a temporary file and renames it over the spec, or
/// deletes the spec and writes it again, replaces the file's inode, which a watch on the file
/// itself would lose. A spec that is deleted and comes back later is seen too. A symbolic link is
/// watched both where it is and where it points.
///
/// Where inotify is missing or fails (no inotify in the kernel, the watch limit reached, a
/// directory that goes away), the file's state (``FileState``: device, inode, size, modification
/// and change times) is checked every ``pollInterval`` instead. `TRELLIS_WATCH=poll` asks for
/// that everywhere (a network file system, where inotify sees no other machine's writes).
///
/// The watcher never blocks: the loop waits on ``fileDescriptor`` (with the terminal's input)
/// and until ``nextPollTime``, then asks ``changes(at:)``.
///
/// ```swift
/// let watcher = SpecWatcher(paths: ["a.json", "b.json"], now: clock.now)
/// // ... poll(2) on watcher.fileDescriptor, or sleep until watcher.nextPollTime ...
/// watcher.changes(at: clock.now)   // [1]: b.json was written
/// ```
package final class SpecWatcher {
    /// How a file is watched.
    enum Mode: Equatable {
        /// inotify on its directory.
        case inotify
        /// Its ``FileState`` checked every ``pollInterval``.
        case polling
    }

    /// What the polling fallback compares: a change of any field is a change of the file.
    /// A file that does not exist has no state (nil).
    package struct FileState: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec

        package static func == (a: FileState, b: FileState) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// How to read a file's state: `stat(2)` (following links), or a test's stand-in.
    package typealias StateReader = (String) -> FileState?

    /// How often the polled files are checked: twice a second.
    static let pollInterval: Duration = .milliseconds(500)

    /// The events that mean a name in a watched directory may now be a different file, or a
    /// file with different bytes.
    private static let eventMask: UInt32 = UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_ONLYDIR)

    /// The files, by index: the previewer's spec files in the order of its documents.
    let paths: [String]
    /// How each file is watched.
    private(set) var modes: [Mode]
    /// The inotify descriptor to wait on; nil when no file is watched by inotify.
    private(set) var fileDescriptor: Int32?
    /// For each inotify watch (a directory), the names in it that matter and the files they are.
    private var watches: [Int32: [String: [Int]]] = [:]
    /// The last state of each polled file.
    private var states: [Int: FileState?] = [:]
    private let readState: StateReader
    /// When the polled files are next checked; nil when none is polled.
    private(set) var nextPollTime: ContinuousClock.Instant?

    /// Starts watching `paths`. `useInotify` false polls every file (the default follows
    /// `TRELLIS_WATCH`); `readState` reads a polled file's state; `now` starts the poll interval.
    init(paths: [String], useInotify: Bool = SpecWatcher.inotifyWanted(),
         readState: @escaping StateReader = SpecWatcher.state(of:), now: ContinuousClock.Instant) {
        self.paths = paths
        self.readState = readState
        modes = Array(repeating: .polling, count: paths.count)
        if useInotify, !paths.isEmpty { startInotify() }
        for index in paths.indices where modes[index] == .polling { startPolling(index, now: now) }
    }

    deinit {
        if let fileDescriptor { close(fileDescriptor) }
    }

    /// Whether the environment lets the watcher use inotify: not when `TRELLIS_WATCH=poll`.
    package static func inotifyWanted() -> Bool {
        guard let value = getenv("TRELLIS_WATCH") else { return true }
        return String(cString: value) != "poll"
    }

    /// The files that changed since the last call: every inotify event waiting (read without
    /// blocking), and, when the poll interval has passed at `now`, the polled files whose state
    /// differs. Indexes into ``paths``.
    func changes(at now: ContinuousClock.Instant) -> Set<Int> {
        var changed = readInotifyEvents(now: now)
        if let due = nextPollTime, now >= due {
            for index in paths.indices where modes[index] == .polling {
                let state = readState(paths[index])
                if states[index] != .some(state) { changed.insert(index) }
                states[index] = state
            }
            nextPollTime = now + Self.pollInterval
        }
        return changed
    }

    // MARK: - inotify

    /// Opens the inotify descriptor and watches each file's directory (and a link's target's);
    /// a file whose directory cannot be watched stays polled.
    private func startInotify() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return }
        fileDescriptor = descriptor
        for (index, path) in paths.enumerated() {
            var places = [Self.split(path)]
            if let target = Self.resolvedTarget(of: path) { places.append(Self.split(target)) }
            var watched = true
            for (directory, name) in places {
                let watch = inotify_add_watch(descriptor, directory, Self.eventMask)
                if watch < 0 { watched = false; continue }
                watches[watch, default: [:]][name, default: []].append(index)
            }
            if watched { modes[index] = .inotify }
        }
        if watches.isEmpty {
            close(descriptor)
            fileDescriptor = nil
        }
    }

    /// Reads every waiting event. A directory whose watch ends (it was deleted or moved, or
    /// its file system unmounted) hands its files over to polling, and they count as changed;
    /// after an overflowed queue every file counts as changed.
    private func readInotifyEvents(now: ContinuousClock.Instant) -> Set<Int> {
        guard let descriptor = fileDescriptor else { return [] }
        var changed: Set<Int> = []
        let headerSize = MemoryLayout<inotify_event>.size
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno != EAGAIN {
                changed.formUnion(fallBackToPolling(now: now))
                break
            }
            guard count > 0 else { break }
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
                        changed.formUnion(paths.indices)
                    } else if mask & UInt32(IN_IGNORED) != 0 {
                        for index in (watches.removeValue(forKey: watch) ?? [:]).values.joined() {
                            changed.insert(index)
                            if modes[index] == .inotify {
                                modes[index] = .polling
                                startPolling(index, now: now)
                            }
                        }
                    } else if let indexes = watches[watch]?[name] {
                        changed.formUnion(indexes)
                    }
                }
            }
        }
        return changed
    }

    /// Gives up inotify (its descriptor failed): every file it watched is polled from now on,
    /// and counts as changed. Returns those files.
    private func fallBackToPolling(now: ContinuousClock.Instant) -> Set<Int> {
        if let fileDescriptor { close(fileDescriptor) }
        fileDescriptor = nil
        watches = [:]
        var moved: Set<Int> = []
        for index in paths.indices where modes[index] == .inotify {
            modes[index] = .polling
            startPolling(index, now: now)
            moved.insert(index)
        }
        return moved
    }

    // MARK: - Polling

    /// Records the file's state now and schedules the next check.
    private func startPolling(_ index: Int, now: ContinuousClock.Instant) {
        states[index] = readState(paths[index])
        if nextPollTime == nil { nextPollTime = now + Self.pollInterval }
    }

    /// The file's state by `stat(2)`; nil when it does not exist or cannot be read.
    package static func state(of path: String) -> FileState? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileState(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         modified: info.st_mtim, changed: info.st_ctim)
    }

    // MARK: - Paths

    /// A path's directory and last component: `a/b.json` is (`a`, `b.json`), `b.json` is
    /// (`.`, `b.json`), `/b.json` is (`/`, `b.json`).
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// Where a symbolic link at `path` finally points, when it is one; nil otherwise.
    private static func resolvedTarget(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
