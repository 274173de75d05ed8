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
        #expect(TestIdentity.current.description.hasPrefix("TrellisTestingTests.SwiftTestingTests/eachTestIsCountedUnderItsOwnId()/"))
    }

    /// The cases run in parallel: each is its own identity, and `named:` gives each its file.
    @Test(arguments: [12, 18, 26, 34]) func param(width: Int) {
        #expect(TestIdentity.current.description.hasSuffix(" with width: \(width)"), "\(TestIdentity.current)")
        #expect(TestIdentity.current.key.hasPrefix("swift-testing\nTrellisTestingTests.SwiftTestingTests/param(width:)/"))
        assertLayoutSnapshot(of: TilesLayout(count: 5), width: width, named: "width-\(width)")
    }
}

/// A second suite with a test function of the same name: its own identity.
@Suite struct OtherSwiftTestingTests {
    @Test func eachTestIsCountedUnderItsOwnId() {
        #expect(TestIdentity.current.description.hasPrefix("TrellisTestingTests.OtherSwiftTestingTests/eachTestIsCountedUnderItsOwnId()/"))
    }
}
