import XCTest
@testable import TrellisLayout

/// An ``ElementKind`` is its name: Trellis's own kinds are the names its tools show, a name of
/// up to 15 bytes is kept inline and a longer one is registered, and either way kinds compare,
/// hash and sort by name.
final class ElementKindTests: XCTestCase {
    func testTrellisKindsAreTheirNames() {
        XCTAssertEqual(ElementKind.builtIn.map(\.rawValue), ["cell", "header", "footer", "background"])
        for name in ["cell", "header", "footer", "background"] {
            XCTAssertEqual(ElementKind(rawValue: name).rawValue, name)
        }
        XCTAssertEqual(ElementKind("cell"), .cell)
        XCTAssertEqual(ElementKind("header"), .header)
        XCTAssertEqual(ElementKind("footer"), .footer)
        XCTAssertEqual(ElementKind("background"), .background)
        XCTAssertEqual([ElementKind.cell, .header, .footer, .background, "badge"].map(\.defaultCategory),
                       [.cell, .supplementaryView, .supplementaryView, .decorationView, .supplementaryView])
    }

    func testAnyNameRoundTripsAndKindsAreEqualExactlyWhenTheirNamesAre() {
        let names = ["", "a", "badge", "123456789012345", "1234567890123456", "UICollectionElementKindSectionHeader",
                     "UICollectionElementKindSectionFooter", "é", "emoji 👍🏽 kind", String(repeating: "x", count: 300),
                     "cel", "cell\u{0}", "Header"]
        for name in names {
            XCTAssertEqual(ElementKind(rawValue: name).rawValue, name)
            XCTAssertEqual(ElementKind(name).description, name)
        }
        for a in names {
            for b in names {
                XCTAssertEqual(ElementKind(a) == ElementKind(b), a == b, "\(a) vs \(b)")
                if a == b { XCTAssertEqual(ElementKind(a).hashValue, ElementKind(b).hashValue) }
            }
        }
        XCTAssertEqual(Set(names.map { ElementKind($0) }).count, Set(names).count)
    }

    func testTrellisKindsSortFirstThenOtherKindsByName() {
        let kinds: [ElementKind] = ["zebra", .background, "UICollectionElementKindSectionHeader", "badge", .footer, .cell, .header, "anchor"]
        XCTAssertEqual(kinds.sorted().map(\.rawValue), ["cell", "header", "footer", "background", "UICollectionElementKindSectionHeader",
                                                        "anchor", "badge", "zebra"])
        XCTAssertFalse(ElementKind("badge") < ElementKind("badge"))
    }

    func testAttributesCopyAsPlainBytes() {
        XCTAssertTrue(_isPOD(ElementKind.self), "a kind holds nothing to retain")
        XCTAssertTrue(_isPOD(LayoutAttributes.self), "attributes copy without retains: a rect query builds hundreds")
    }
}

/// ``LayoutAttributes`` stays small enough to copy inline (a rect query builds hundreds).
final class LayoutAttributesLayoutTests: XCTestCase {
    func testAttributesAre128BytesAndZIndexClampsTo32Bits() {
        XCTAssertEqual(MemoryLayout<LayoutAttributes>.stride, 128)
        var attributes = LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 0), frame: .zero)
        attributes.zIndex = -7
        XCTAssertEqual(attributes.zIndex, -7)
        attributes.zIndex = .max
        XCTAssertEqual(attributes.zIndex, Int(Int32.max))
        XCTAssertEqual(LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0), frame: .zero, zIndex: .min).zIndex,
                       Int(Int32.min))
    }
}
