import XCTest
import TrellisTestSupport
import TrellisLayout
@testable import TrellisTesting

/// A snapshot of a layout in points (``CellScaled``, as TrellisUIKit's adapter is) takes its
/// widths, offsets and heights in columns and rows, turned into points by the scale, and draws
/// at that scale; a layout's warnings (``WarningReporting``) end the text in both formats.
final class ScaledSnapshotTests: XCTestCase {
    /// Tiles of 80×48 points (10×3 cells at 8×16) under a 16-point header, with warnings.
    private final class PointTiles: CollectionLayout, CellScaled, WarningReporting {
        var bounds: Rect = .zero
        let count: Int
        var warningMessages: [String]
        private(set) var preparedWidths: [Double] = []
        init(count: Int, warnings: [String] = []) {
            self.count = count
            warningMessages = warnings
        }
        var cellScale: LayoutScale { LayoutScale(x: 8, y: 16) }
        var lengthUnit: String { "pt" }
        private var columns: Int { max(1, Int(bounds.width / 80)) }
        func prepare() { preparedWidths.append(bounds.width) }
        var collectionViewContentSize: Size {
            Size(width: bounds.width, height: 16 + Double((count + columns - 1) / columns) * 48)
        }
        var isContentSizeExact: Bool { true }
        func completeLayout() {}
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            let header = LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0),
                                          frame: Rect(x: 0, y: 0, width: bounds.width, height: 16))
            return ([header] + (0..<count).compactMap { layoutAttributesForItem(at: LayoutIndexPath(item: $0, section: 0)) })
                .filter { $0.frame.intersects(rect) }
        }
        func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
            let frame = Rect(x: Double(indexPath.item % columns) * 80, y: 16 + Double(indexPath.item / columns) * 48, width: 80, height: 48)
            return LayoutAttributes(kind: .cell, indexPath: indexPath, frame: frame)
        }
        func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? { nil }
        func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != bounds.width }
        func invalidateLayout() {}
        func invalidateLayout(with context: InvalidationContext) {}
        func contentSize(forWidth width: Double) -> Size { .zero }
    }

    private func text(_ layout: any CollectionLayout, width: Int, height: Int? = nil, offset: Int = 0,
                      format: SnapshotFormat = .picture) -> String {
        LayoutSnapshot.text(of: layout, width: width, height: height, offset: offset, format: format, label: nil)
    }

    func testWidthsInColumnsBecomePointsAndThePictureIsDrawnAtTheScale() {
        let tiles = PointTiles(count: 3)
        let lines = SnapshotDiff.lines(text(tiles, width: 20))
        XCTAssertEqual(tiles.preparedWidths, [160], "20 columns of 8 points")
        XCTAssertEqual(lines[0], "--- PointTiles, width 20 = 160pt at 8×16pt a cell, content size 160pt×112pt")
        XCTAssertEqual(Array(lines[1...7]), [
            " Section 0          |",
            "┌────────┐┌────────┐|",
            "│0.0     ││0.1     │|",
            "└────────┘└────────┘|",
            "┌────────┐          |",
            "│0.2     │          |",
            "└────────┘          |",
        ], "112 points are 7 rows of 16")
        XCTAssertEqual(lines[8], "--- styles")
    }

    func testAWindowsRowsAreRowsOfTheScale() {
        let lines = SnapshotDiff.lines(text(PointTiles(count: 30), width: 20, height: 2, offset: 2))
        XCTAssertEqual(lines[0], "--- PointTiles, width 20 = 160pt at 8×16pt a cell, content size 160pt×736pt, rows 2..<4")
        XCTAssertEqual(Array(lines[1...2]), ["│0.0     ││0.1     │|", "└────────┘└────────┘|"])
    }

    func testTheAttributesAreInPoints() {
        let lines = SnapshotDiff.lines(text(PointTiles(count: 1), width: 20, format: .attributes))
        XCTAssertEqual(lines[0], #"{"contentSize": {"width": 160, "height": 64},"#)
        XCTAssertTrue(lines.contains { $0.contains(#""kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 0, "y": 16, "width": 80, "height": 48"#) },
                      lines.joined(separator: "\n"))
    }

    func testTheWarningsEndTheTextOneLineEachInBothFormats() {
        let tiles = PointTiles(count: 1, warnings: ["NSCollectionLayoutSection.supplementaryContentInsetsReference is not modelled",
                                                   "two\nlines"])
        for format in [SnapshotFormat.picture, .attributes] {
            let lines = SnapshotDiff.lines(text(tiles, width: 20, format: format)).filter { !$0.isEmpty }
            XCTAssertEqual(Array(lines.suffix(2)), ["--- warning: NSCollectionLayoutSection.supplementaryContentInsetsReference is not modelled",
                                                    "--- warning: two lines"], "\(format)")
        }
        XCTAssertFalse(text(PointTiles(count: 1), width: 20).contains("--- warning"), "no warnings, no lines")
    }
}
