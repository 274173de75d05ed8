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
        #expect(TestIdentity.current.recorder == "SwiftTestingTests.eachTestIsCountedUnderItsOwnId()")
    }

    /// Issue 23 §9: the committed `sameName.1.txt`, two tiles, names a suite of another run as
    /// its recorder (`OtherSuite.sameName()`): three tiles mismatch, and the issue says so.
    @Test func sameName() {
        withKnownIssue {
            assertLayoutSnapshot(of: TilesLayout(count: 3), width: 20)
        } matching: { issue in
            "\(issue)".contains("snapshot sameName.1.txt does not match")
                && "\(issue)".contains("\nthis reference was recorded by OtherSuite.sameName(), not by SwiftTestingTests.sameName(): "
                    + "a test of the same name in another type, or another case of a parameterized test, shares its file")
        }
    }

    /// `aPlainMismatch.1.txt`, two tiles, names this test as its recorder: three tiles are a
    /// plain mismatch, which says nothing of another test.
    @Test func aPlainMismatch() {
        withKnownIssue {
            assertLayoutSnapshot(of: TilesLayout(count: 3), width: 20)
        } matching: { issue in
            "\(issue)".contains("snapshot aPlainMismatch.1.txt does not match") && !"\(issue)".contains("same name")
        }
    }

    /// The cases run in parallel: each is its own identity, and `named:` gives each its file.
    @Test(arguments: [12, 18, 26, 34]) func param(width: Int) {
        #expect(TestIdentity.current.description.hasSuffix(" with width: \(width)"), "\(TestIdentity.current)")
        #expect(TestIdentity.current.recorder == "SwiftTestingTests.param(width:) with width: \(width)")
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
