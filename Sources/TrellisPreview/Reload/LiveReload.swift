/// Reload on save, for the previewer's loop: a ``FileWatcher`` over the pages' files and a
/// ``ReloadDebouncer`` in front of the reloads.
///
/// The loop waits for input, ``fileDescriptor`` or ``timeout()``, whichever comes first, and
/// after every wake asks ``due()`` for the files to reload now.
///
/// ```swift
/// let live = LiveReload(paths: ["a.json"])
/// while let wake = terminal.nextEvent(orReadable: live.fileDescriptor, timeout: live.timeout()) {
///     // ... apply the input ...
///     let changed = live.due()
///     if !changed.isEmpty { session.reload(changed) }
/// }
/// ```
package final class LiveReload {
    /// The watcher; nil when nothing is watched (`--no-watch`, or no files), or not yet
    /// (``start()``).
    private(set) var watcher: FileWatcher?
    private var debouncer: ReloadDebouncer
    private let now: () -> ContinuousClock.Instant
    private let paths: [String]
    private let enabled: Bool
    private let useInotify: Bool
    private let readState: FileWatcher.StateReader
    /// Each file's state when this was made, before the files were loaded: ``start()`` compares.
    private let baseline: [FileWatcher.FileState?]

    /// Watches `paths` (indexes as the session's documents) unless `enabled` is false; `now` is
    /// the clock (a test's own). With `watchingNow` false, only each file's state is read now
    /// (one `stat`), and watching begins with ``start()``.
    package init(paths: [String], enabled: Bool = true, useInotify: Bool = true,
         readState: @escaping FileWatcher.StateReader = FileWatcher.state(of:),
         debounce: Duration = ReloadDebouncer.defaultDelay,
         now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
         watchingNow: Bool = true) {
        self.now = now
        self.paths = paths
        self.enabled = enabled && !paths.isEmpty
        self.useInotify = useInotify
        self.readState = readState
        debouncer = ReloadDebouncer(delay: debounce)
        baseline = self.enabled && !watchingNow ? paths.map(readState) : []
        if watchingNow { start() }
    }

    /// Begins watching, once. The previewer calls it after its first frame: watching a crowded
    /// directory (an inotify watch on a `/tmp` of thousands of entries takes tens of
    /// milliseconds) must not delay the first screen. A file whose state differs from the one
    /// read at ``init`` changed while it was loaded, and is reloaded after the debounce.
    package func start() {
        guard enabled, watcher == nil else { return }
        let time = now()
        watcher = FileWatcher(paths: paths, useInotify: useInotify, readState: readState, now: time)
        let changed = baseline.indices.filter { readState(paths[$0]) != baseline[$0] }
        if !changed.isEmpty { debouncer.note(Set(changed), at: time) }
    }

    /// Whether the files are watched: not with `enabled` false (`--no-watch`), nor without files.
    package var watches: Bool { enabled }

    /// The descriptor that becomes readable when a watched directory changes; nil without one.
    var fileDescriptor: Int32? { watcher?.fileDescriptor }

    /// How long the loop may wait for input before it must call ``due()``: until the debounce
    /// deadline or the next poll of the files, whichever is first; nil to wait for input alone.
    func timeout() -> Duration? {
        let at = [debouncer.deadline, watcher?.nextPollTime].compactMap { $0 }.min()
        return at.map { max(.zero, $0 - now()) }
    }

    /// The files to reload now (indexes into the paths): what the watcher saw is noted, and what
    /// has been quiet for the debounce delay is let through.
    func due() -> Set<Int> {
        guard let watcher else { return [] }
        let time = now()
        debouncer.note(watcher.changes(at: time), at: time)
        return debouncer.due(at: time)
    }
}
