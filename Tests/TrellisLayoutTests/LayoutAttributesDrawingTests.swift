import XCTest
import TrellisLayout

/// What a viewer reads of an element's attributes beyond its frame: whether it is drawn and
/// where a transform puts it (UIKit applies `transform` about `center`).
final class LayoutAttributesDrawingTests: XCTestCase {
    private let frame = Rect(x: 10, y: 10, width: 4, height: 2)

    private func attributes(_ transform: LayoutTransform) -> LayoutAttributes {
        LayoutAttributes(category: .supplementaryView, kind: "badge", indexPath: LayoutIndexPath(item: 0, section: 0),
                         frame: frame, transform: transform)
    }

    func testTheTransformedFrameIsTheFrameTransformedAboutItsCentre() {
        XCTAssertEqual(attributes(.identity).transformedFrame, frame)
        XCTAssertEqual(attributes(LayoutTransform(scaleX: 2, y: 2)).transformedFrame, Rect(x: 8, y: 9, width: 8, height: 4))
        XCTAssertEqual(attributes(LayoutTransform(translationX: 3, y: -1)).transformedFrame, Rect(x: 13, y: 9, width: 4, height: 2))
        // A quarter turn: 4×2 becomes 2×4 about the same centre (12, 11).
        let turn = LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        XCTAssertEqual(attributes(turn).transformedFrame, Rect(x: 11, y: 9, width: 2, height: 4))
        // A flip keeps the box.
        XCTAssertEqual(attributes(LayoutTransform(scaleX: -1, y: 1)).transformedFrame, frame)
    }

    func testAnElementIsDrawnUnlessHiddenOrTransparent() {
        var element = attributes(.identity)
        XCTAssertTrue(element.isDrawn)
        element.alpha = 0.01
        XCTAssertTrue(element.isDrawn)
        element.alpha = 0
        XCTAssertFalse(element.isDrawn)
        element.alpha = 1
        element.isHidden = true
        XCTAssertFalse(element.isDrawn)
    }
}
