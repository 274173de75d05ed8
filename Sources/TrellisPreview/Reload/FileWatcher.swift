/// Watches the files the previewer's pages read and says which of them changed.
///
/// With inotify (the default), it watches each file's *directory* and keeps the events whose
/// name is the file's: an editor that writes a temporary file and renames it over the file, or
/// deletes the file and writes it again, replaces the file's inode, which a watch on the file
/// itself would lose. A file that is deleted and comes back later is seen too. A symbolic link is
/// watched both where it is and where it points.
///
/// Where inotify is missing or fails (no inotify in the kernel, the watch limit reached, a
/// directory that goes away), the file's state (``FileState``: device, inode, size, modification
/// and change times) is checked every ``pollInterval`` instead; so is every file on a platform
/// without inotify (``Platform``). `useInotify` false asks for that everywhere (the app's
/// `TRELLIS_WATCH=poll`: a network file system, where inotify sees no other machine's writes).
///
/// The watcher never blocks: the loop waits on ``fileDescriptor`` (with the terminal's input)
/// and until ``nextPollTime``, then asks ``changes(at:)``.
///
/// ```swift
/// let watcher = FileWatcher(paths: ["a.json", "b.json"], now: clock.now)
/// // ... poll(2) on watcher.fileDescriptor, or sleep until watcher.nextPollTime ...
/// watcher.changes(at: clock.now)   // [1]: b.json was written
/// ```
package final class FileWatcher {
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
        var modified: FileTime
        var changed: FileTime

        /// A file's state from its fields.
        package init(device: UInt64, inode: UInt64, size: Int64, modified: FileTime, changed: FileTime) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
        }
    }

    /// A time stamp of a file, to the nanosecond.
    package struct FileTime: Equatable {
        var seconds: Int
        var nanoseconds: Int

        /// A time stamp (the epoch by default).
        package init(seconds: Int = 0, nanoseconds: Int = 0) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }
    }

    /// How to read a file's state: `stat(2)` (following links), or a test's stand-in.
    package typealias StateReader = (String) -> FileState?

    /// How often the polled files are checked: twice a second.
    static let pollInterval: Duration = .milliseconds(500)

    /// The files, by index: the previewer's pages' files in the order of its documents.
    let paths: [String]
    /// How each file is watched.
    private(set) var modes: [Mode]
    /// Where inotify events are read into, kept from read to read.
    private var eventBuffer: [UInt8] = []
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
    /// `TRELLIS_WATCH` in the app); `readState` reads a polled file's state; `now` starts the
    /// poll interval.
    init(paths: [String], useInotify: Bool = true,
         readState: @escaping StateReader = FileWatcher.state(of:), now: ContinuousClock.Instant) {
        self.paths = paths
        self.readState = readState
        modes = Array(repeating: .polling, count: paths.count)
        if useInotify, !paths.isEmpty { startInotify() }
        for index in paths.indices where modes[index] == .polling { startPolling(index, now: now) }
    }

    deinit {
        if let fileDescriptor { Platform.close(fileDescriptor) }
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
        guard let descriptor = Platform.openDirectoryNotifications() else { return }
        fileDescriptor = descriptor
        for (index, path) in paths.enumerated() {
            var places = [Self.split(path)]
            if let target = Platform.symbolicLinkTarget(of: path) { places.append(Self.split(target)) }
            var watched = true
            for (directory, name) in places {
                guard let watch = Platform.watchDirectory(directory, on: descriptor) else { watched = false; continue }
                watches[watch, default: [:]][name, default: []].append(index)
            }
            if watched { modes[index] = .inotify }
        }
        if watches.isEmpty {
            Platform.close(descriptor)
            fileDescriptor = nil
        }
    }

    /// Reads every waiting event. A directory whose watch ends (it was deleted or moved, or
    /// its file system unmounted) hands its files over to polling, and they count as changed;
    /// after an overflowed queue every file counts as changed.
    private func readInotifyEvents(now: ContinuousClock.Instant) -> Set<Int> {
        guard let descriptor = fileDescriptor else { return [] }
        guard let events = Platform.readDirectoryEvents(descriptor, buffer: &eventBuffer) else { return fallBackToPolling(now: now) }
        var changed: Set<Int> = []
        for event in events {
            switch event {
            case .overflow:
                changed.formUnion(paths.indices)
            case .watchEnded(let watch):
                for index in (watches.removeValue(forKey: watch) ?? [:]).values.joined() {
                    changed.insert(index)
                    if modes[index] == .inotify {
                        modes[index] = .polling
                        startPolling(index, now: now)
                    }
                }
            case .changed(let watch, let name):
                if let indexes = watches[watch]?[name] { changed.formUnion(indexes) }
            }
        }
        return changed
    }

    /// Gives up inotify (its descriptor failed): every file it watched is polled from now on,
    /// and counts as changed. Returns those files.
    private func fallBackToPolling(now: ContinuousClock.Instant) -> Set<Int> {
        if let fileDescriptor { Platform.close(fileDescriptor) }
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
        Platform.fileState(of: path)
    }

    // MARK: - Paths

    /// A path's directory and last component: `a/b.json` is (`a`, `b.json`), `b.json` is
    /// (`.`, `b.json`), `/b.json` is (`/`, `b.json`).
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}
