import Testing
import TrellisLayout
@testable import TrellisTesting

/// The public assertions from Swift Testing `@Test` functions: they match the references
/// committed in `__Snapshots__/SwiftTestingTests/`, count per test, and a mismatch is an issue
/// recorded with `Issue.record` (run by `make test`'s Swift Testing pass).
@Suite struct SwiftTestingTests {
    @Test func picturesAndAttributesMatch() {
        assertLayoutSnapshot(of: TilesLayout(count: 5), width: 20)                   // .1
        assertLayoutSnapshot(of: TilesLayout(count: 5), width: 20, as: .attributes)  // .2
    }

    @Test func aMismatchIsRecordedAsAnIssueAtTheAssertion() {
        let line = #line + 2
        withKnownIssue {
            assertLayoutSnapshot(of: TilesLayout(count: 6), width: 20, named: "five tiles")
        } matching: { issue in
            "\(issue)".contains("snapshot aMismatchIsRecordedAsAnIssueAtTheAssertion.five_tiles.txt does not match")
                && issue.sourceLocation?.line == line
        }
    }

    @Test func eachTestIsCountedUnderItsOwnId() {
        #expect(!TestFailure.runningTestKey.isEmpty)
    }
}
