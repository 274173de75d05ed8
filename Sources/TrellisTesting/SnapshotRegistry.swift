import Foundation

/// What the run's assertions share, behind one lock (Swift Testing runs tests and the cases of
/// a parameterized test in parallel): each test's assertion counter, and which assertion uses
/// which reference file, so two tests, or two assertions of one test, never write or compare one
/// file.
final class SnapshotRegistry: @unchecked Sendable {
    /// The registry of the public assertions.
    static let shared = SnapshotRegistry()

    /// What ``claim(_:for:line:)`` found.
    enum Claim: Equatable {
        /// No assertion used the file before in this run: it is this one's now.
        case first
        /// An earlier assertion of the same test used it, at `line` (when known).
        case usedEarlierInThisTest(line: UInt?)
        /// Another test (or another case of a parameterized test) used it first.
        case usedByAnotherTest(TestIdentity)
    }

    private let lock = NSLock()
    /// Per test identity key: per `scope` (test file and function), the last number given.
    private var counts: [String: [String: Int]] = [:]
    /// Per reference file path: the test that used it first in this run, and the line of its
    /// assertion.
    private var owners: [String: (identity: TestIdentity, line: UInt?)] = [:]

    /// The next `<n>` of `identity`'s assertions in `scope`: 1, 2, …
    func next(for identity: TestIdentity, in scope: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = (counts[identity.key]?[scope] ?? 0) + 1
        counts[identity.key, default: [:]][scope] = next
        return next
    }

    /// Claims `path` for the assertion of `identity` at `line`: ``Claim/first`` when no assertion
    /// used the file before in this run; otherwise who did (the file stays theirs).
    func claim(_ path: String, for identity: TestIdentity, line: UInt?) -> Claim {
        lock.lock()
        defer { lock.unlock() }
        if let owner = owners[path] {
            return owner.identity == identity ? .usedEarlierInThisTest(line: owner.line) : .usedByAnotherTest(owner.identity)
        }
        owners[path] = (identity, line)
        return .first
    }

    /// Starts `identity` afresh (an XCTest test starts, perhaps again): its counts from 1, and
    /// the files it used are free again.
    func forget(_ identity: TestIdentity) {
        lock.lock()
        counts[identity.key] = nil
        owners = owners.filter { $0.value.identity != identity }
        lock.unlock()
    }

    /// Gives the files `pending` used to `identity` (the first XCTest test, named when it ends)
    /// and drops its counts.
    func name(_ pending: TestIdentity, as identity: TestIdentity) {
        lock.lock()
        for (path, owner) in owners where owner.identity == pending { owners[path] = (identity, owner.line) }
        counts[pending.key] = nil
        lock.unlock()
    }
}
