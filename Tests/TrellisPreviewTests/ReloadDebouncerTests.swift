import XCTest
import TrellisTestSupport
@testable import TrellisPreview

/// The 100 ms debounce in front of live reloads, driven by a test's own clock: what an editor does
/// to save a file is one reload; changes further apart are several.
final class ReloadDebouncerTests: XCTestCase {
    private let t0 = ContinuousClock.now
    private func at(_ milliseconds: Int) -> ContinuousClock.Instant { t0 + .milliseconds(milliseconds) }

    func testWriteRenameWriteIsOneReload100msAfterTheLast() {
        var debouncer = ReloadDebouncer()
        debouncer.note([0], at: at(0))    // write the temporary file... the spec's directory sees it
        debouncer.note([0], at: at(20))   // rename it over the spec
        XCTAssertEqual(debouncer.due(at: at(100)), [], "80 ms after the rename: too soon")
        debouncer.note([0], at: at(60))   // write again (the editor's backup, a formatter)
        XCTAssertEqual(debouncer.deadline, at(160))
        XCTAssertEqual(debouncer.due(at: at(159)), [])
        XCTAssertEqual(debouncer.due(at: at(160)), [0], "one reload, 100 ms after the last write")
        XCTAssertEqual(debouncer.due(at: at(500)), [], "and only one")
        XCTAssertNil(debouncer.deadline)
    }

    func testFilesChangedTogetherAreReloadedTogether() {
        var debouncer = ReloadDebouncer()
        debouncer.note([2], at: at(0))
        debouncer.note([0, 2], at: at(50))
        XCTAssertEqual(debouncer.due(at: at(150)), [0, 2])
    }

    func testChangesFurtherApartThanTheDelayAreSeparateReloads() {
        var debouncer = ReloadDebouncer()
        debouncer.note([0], at: at(0))
        XCTAssertEqual(debouncer.due(at: at(100)), [0])
        debouncer.note([1], at: at(250))
        XCTAssertEqual(debouncer.due(at: at(349)), [])
        XCTAssertEqual(debouncer.due(at: at(350)), [1])
    }

    func testNothingChangedSetsNoDeadline() {
        var debouncer = ReloadDebouncer()
        debouncer.note([], at: at(0))
        XCTAssertNil(debouncer.deadline)
        XCTAssertEqual(debouncer.due(at: at(1000)), [])
    }

    /// Random changes, with the loop waking at each change and at each deadline (as it does):
    /// the reloads are exactly the runs of changes less than 100 ms apart, each one reload of
    /// every file in the run, 100 ms after its last change.
    func testReloadsAreTheRunsOfChangesCloserThanTheDelay() {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            var time = 0
            var changes: [(time: Int, file: Int)] = []
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                time += [0, 1, 30, 99, 100, 101, 250].randomElement(using: &random)! + Int.random(in: 0...5, using: &random)
                changes.append((time, Int.random(in: 0..<4, using: &random)))
            }
            var expected: [(time: Int, files: Set<Int>)] = []
            for (index, change) in changes.enumerated() {
                if index > 0, change.time - changes[index - 1].time < 100 {
                    expected[expected.count - 1].files.insert(change.file)
                    expected[expected.count - 1].time = change.time + 100
                } else {
                    expected.append((change.time + 100, [change.file]))
                }
            }

            var debouncer = ReloadDebouncer()
            var reloads: [(time: Int, files: Set<Int>)] = []
            var next = 0
            while next < changes.count || debouncer.deadline != nil {
                let deadline = debouncer.deadline.map { Int(($0 - t0) / .milliseconds(1)) }
                let now: Int
                if let deadline, next == changes.count || deadline <= changes[next].time {
                    now = deadline  // woken by the time-out
                } else {
                    now = changes[next].time  // woken by the watcher
                    debouncer.note([changes[next].file], at: at(now))
                    next += 1
                }
                let due = debouncer.due(at: at(now))
                if !due.isEmpty { reloads.append((now, due)) }
            }
            XCTAssertEqual(reloads.map(\.time), expected.map(\.time), "seed \(seed)")
            XCTAssertEqual(reloads.map(\.files), expected.map(\.files), "seed \(seed)")
        }
    }
}
