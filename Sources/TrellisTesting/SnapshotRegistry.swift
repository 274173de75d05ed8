import Foundation

/// What the run's assertions share, behind one lock (Swift Testing runs tests and the cases of
/// a parameterized test in parallel): each test's assertion counter, and which test uses which
/// reference file, so two tests never write or compare one file.
final class SnapshotRegistry: @unchecked Sendable {
    /// The registry of the public assertions.
    static let shared = SnapshotRegistry()

    private let lock = NSLock()
    /// Per test identity key: per `scope` (test file and function), the last number given.
    private var counts: [String: [String: Int]] = [:]
    /// Per reference file path: the test that used it first in this run.
    private var owners: [String: TestIdentity] = [:]

    /// The next `<n>` of `identity`'s assertions in `scope`: 1, 2, …
    func next(for identity: TestIdentity, in scope: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = (counts[identity.key]?[scope] ?? 0) + 1
        counts[identity.key, default: [:]][scope] = next
        return next
    }

    /// Claims `path` for `identity`: `nil` when it is the file's first user in this run or used it
    /// before; otherwise the other test that uses it.
    func claim(_ path: String, for identity: TestIdentity) -> TestIdentity? {
        lock.lock()
        defer { lock.unlock() }
        if let owner = owners[path], owner != identity { return owner }
        owners[path] = identity
        return nil
    }

    /// Starts `identity`'s counts again from 1 (an XCTest test starts).
    func forgetCounts(of identity: TestIdentity) {
        lock.lock()
        counts[identity.key] = nil
        lock.unlock()
    }

    /// Gives the files `pending` used to `identity` (the first XCTest test, named when it ends)
    /// and drops its counts.
    func name(_ pending: TestIdentity, as identity: TestIdentity) {
        lock.lock()
        for (path, owner) in owners where owner == pending { owners[path] = identity }
        counts[pending.key] = nil
        lock.unlock()
    }
}
