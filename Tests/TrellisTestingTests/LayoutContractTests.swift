import Testing
import TrellisLayout
import XCTest
@testable import TrellisTesting

/// `assertLayoutContract(of:…)` (issue 27 §2): one failure, one line per error or warning, and
/// nothing for a clean layout or for information only; `import TrellisTesting` alone gives the
/// doctor's API too.
final class LayoutContractTests: XCTestCase {
    func testTheFailureHasAHeaderAndOneLinePerErrorOrWarning() {
        let report = LayoutDoctorReport(findings: [
            LayoutFinding(.rectExtra, message: "returned 3 elements outside the rect (0, 23, 40, 23), e.g. cell 0.3 at (0, 0, 20, 6)"),
            LayoutFinding(.linearPrepare, message: "prepare at 1k items: 0.1 ms; at 100k: 10 ms (×100)"),
            LayoutFinding(.overlap, message: "cell 0.1 and cell 0.2 overlap by (2, 0, 3, 4)"),
        ], width: 40, height: 23.5)
        XCTAssertEqual(contractFailure(report, ignoring: []), """
            assertLayoutContract: 2 findings at 40×23.5
            error rect-extra: returned 3 elements outside the rect (0, 23, 40, 23), e.g. cell 0.3 at (0, 0, 20, 6)
            warning overlap: cell 0.1 and cell 0.2 overlap by (2, 0, 3, 4)
            """)
        XCTAssertEqual(contractFailure(report, ignoring: [.overlap]), """
            assertLayoutContract: 1 finding at 40×23.5
            error rect-extra: returned 3 elements outside the rect (0, 23, 40, 23), e.g. cell 0.3 at (0, 0, 20, 6)
            """)
        XCTAssertNil(contractFailure(report, ignoring: [.overlap, .rectExtra]), "information alone never fails")
    }

    func testACleanLayoutPasses() {
        assertLayoutContract(of: TilesLayout(count: 12), width: 20, height: 6)
        assertLayoutContract(of: TilesLayout(count: 12), width: 20, height: 6, fresh: { TilesLayout(count: 12) })
    }

    /// With `sizes:`, the scaling checks run: the tiles' query scans every tile, so it grows with
    /// the count (`linear-query`), which `ignoring:` lets pass; prepare's cost is information.
    func testTheScalingChecksRunWithSizes() {
        let report = LayoutDoctor.examine(TilesLayout(count: 12), width: 20, height: 6,
                                          options: LayoutDoctor.Options(sizes: { TilesLayout(count: $0) }))
        XCTAssertEqual(report.findings.map(\.check), ["linear-query", "linear-prepare"])
        XCTAssertEqual(contractFailure(report, ignoring: [])?.split(separator: "\n").count, 2, "the header and linear-query")
        assertLayoutContract(of: TilesLayout(count: 12), width: 20, height: 6, sizes: { TilesLayout(count: $0) },
                             ignoring: [.linearQuery])
    }
}

/// The same assertion from a Swift Testing `@Test` function.
@Suite struct LayoutContractSwiftTestingTests {
    @Test func aCleanLayoutPasses() {
        assertLayoutContract(of: TilesLayout(count: 5), width: 20, height: 6)
    }

    @Test func aLayoutThatAnswersEveryRectWithEverythingFailsWithRectExtraAtTheAssertion() {
        let line = #line + 2
        withKnownIssue {
            assertLayoutContract(of: EverythingTilesLayout(count: 40), width: 20, height: 6)
        } matching: { issue in
            let lines = "\(issue)".split(separator: "\n")
            return issue.sourceLocation?.line == line
                && lines.contains { $0.contains("assertLayoutContract: 1 finding at 20×6") }
                && lines.contains { $0.hasPrefix("error rect-extra: ") }
        }
    }

    @Test func ignoringTheCheckPassesIt() {
        assertLayoutContract(of: EverythingTilesLayout(count: 40), width: 20, height: 6, ignoring: [.rectExtra])
    }
}

/// ``TilesLayout`` with the first defect of issue 27: every rect query answers every element.
final class EverythingTilesLayout: CollectionLayout {
    private let tiles: TilesLayout
    init(count: Int) { tiles = TilesLayout(count: count) }
    var bounds: Rect {
        get { tiles.bounds }
        set { tiles.bounds = newValue }
    }
    func prepare() { tiles.prepare() }
    var collectionViewContentSize: Size { tiles.collectionViewContentSize }
    var isContentSizeExact: Bool { true }
    func completeLayout() {}
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let size = tiles.collectionViewContentSize
        return tiles.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { tiles.layoutAttributesForItem(at: indexPath) }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        tiles.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { tiles.shouldInvalidateLayout(forBoundsChange: newBounds) }
    func invalidateLayout() { tiles.invalidateLayout() }
    func invalidateLayout(with context: InvalidationContext) { tiles.invalidateLayout(with: context) }
    func contentSize(forWidth width: Double) -> Size { tiles.contentSize(forWidth: width) }
}
