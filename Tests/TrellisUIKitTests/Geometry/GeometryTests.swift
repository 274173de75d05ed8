import TrellisUIKit
import XCTest

/// UIKit's geometry additions: `UIEdgeInsets`, `CGRect.inset(by:)`, `CGAffineTransform` and
/// `IndexPath`'s item/section, with the values Apple's documentation gives.
final class GeometryTests: XCTestCase {
    func testInsetByTakesEachSideFromTheRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 20)), CGRect(x: 10, y: 5, width: 70, height: 38))
        XCTAssertEqual(rect.inset(by: .zero), rect)
        XCTAssertEqual(UIEdgeInsets(), .zero)
    }

    func testIndexPathItemSectionAndRow() {
        var path = IndexPath(item: 3, section: 2)
        XCTAssertEqual(path, IndexPath(indexes: [2, 3]))
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path.section, 2)
        XCTAssertEqual(path.row, 3)
        path.item = 9
        path.section = 1
        XCTAssertEqual(path, IndexPath(row: 9, section: 1))
        XCTAssertLessThan(IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1), "section first, as UIKit sorts")
    }

    func testAffineTransforms() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 1))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 4), "scaled first, then moved")
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 10, y: 1).scaledBy(x: 2, y: 3)), CGPoint(x: 12, y: 4),
                       "scaledBy scales before the receiver")
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        XCTAssertEqual(turned.x, 0, accuracy: 1e-12)
        XCTAssertEqual(turned.y, 1, accuracy: 1e-12)
        let inverse = t.inverted()
        let back = CGPoint(x: 12, y: 4).applying(inverse)
        XCTAssertEqual(back.x, 1, accuracy: 1e-12)
        XCTAssertEqual(back.y, 1, accuracy: 1e-12)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1)),
                       CGRect(x: -10, y: 0, width: 10, height: 20), "the bounding box of the mapped corners")
    }
}
