/// Holds changed files back until they have been quiet for ``delay``, so that what an editor does
/// to save (write a temporary file, rename it over the file, write again) is one reload.
///
/// Each change moves the deadline to `delay` after it; at the deadline every file that changed
/// meanwhile is let through at once. Pure: the caller passes the time, so tests drive it with
/// their own clock.
///
/// ```swift
/// var debouncer = ReloadDebouncer()
/// debouncer.note([0], at: t)                          // write
/// debouncer.note([0], at: t + .milliseconds(30))      // rename
/// debouncer.due(at: t + .milliseconds(100))           // []: 70 ms since the last change
/// debouncer.due(at: t + .milliseconds(130))           // [0]: one reload
/// ```
package struct ReloadDebouncer {
    /// How long the files must be quiet: 100 ms.
    package static let defaultDelay: Duration = .milliseconds(100)

    /// How long the files must be quiet before they are let through.
    let delay: Duration
    /// The files changed and not yet let through.
    private(set) var pending: Set<Int> = []
    /// When ``pending`` is let through; nil when nothing is pending.
    private(set) var deadline: ContinuousClock.Instant?

    init(delay: Duration = ReloadDebouncer.defaultDelay) {
        self.delay = delay
    }

    /// Notes that `changed` changed at `now` (nothing, for an empty set).
    mutating func note(_ changed: Set<Int>, at now: ContinuousClock.Instant) {
        guard !changed.isEmpty else { return }
        pending.formUnion(changed)
        deadline = now + delay
    }

    /// The files to reload at `now`: everything pending once the deadline has passed (and then
    /// nothing is pending), else none.
    mutating func due(at now: ContinuousClock.Instant) -> Set<Int> {
        guard let deadline, now >= deadline else { return [] }
        defer {
            pending = []
            self.deadline = nil
        }
        return pending
    }
}
