import XCTest
@testable import TrellisLayout

/// Rule 25's `.supplementary` headers and footers as boundary items (rule 21), frames worked by
/// hand with the table's metrics: two sections of two rows (44 each: the data give no height) in
/// a view 393 wide. A section is its padding `p`, its header (`he` high), its rows, its footer
/// (`fe` high); the header, rows and footer span the side insets `s ..< 393 − s`.
final class CompositionalListBoundaryTests: XCTestCase {
    /// Two sections of two items; headers and footers self-size to `header` and `footer` when
    /// given (and record the widths asked).
    private final class Rows: LayoutDataSource {
        let header: Double?, footer: Double?
        var widthsAsked: [Double] = []
        init(header: Double? = nil, footer: Double? = nil) {
            self.header = header
            self.footer = footer
        }
        var numberOfSections: Int { 2 }
        func numberOfItems(inSection section: Int) -> Int { 2 }
        func heightForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> Double? {
            widthsAsked.append(width)
            return kind == .header ? header : kind == .footer ? footer : nil
        }
    }

    /// Each section's header, rows and footer, and the content height, of a list of
    /// `configuration` with `.supplementary` header and footer.
    private func frames(_ configuration: LayoutListConfiguration, data: Rows = Rows()) -> (sections: [[Rect?]], height: Double) {
        var configuration = configuration
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 393, height: 800)))
        let layout = CompositionalLayout(dataSource: data, sections: [.list(using: configuration, environment: environment)])
        layout.bounds = rect(0, 0, 393, 800)
        layout.prepare()
        layout.completeLayout()
        let sections = (0..<2).map { s -> [Rect?] in
            let zero = LayoutIndexPath(item: 0, section: s)
            return [layout.layoutAttributesForSupplementaryView(ofKind: .header, at: zero)?.frame]
                + (0..<2).map { layout.layoutAttributesForItem(at: LayoutIndexPath(item: $0, section: s))?.frame }
                + [layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: zero)?.frame]
        }
        return (sections, layout.collectionViewContentSize.height)
    }

    func testPlainListHeadersAndFootersAreTheirEstimatesEdgeToEdge() {
        // p 0, s 0, he 28, fe 28: header 0, rows 28 and 72, footer 116, end 144; section 1 from 144.
        let (sections, height) = frames(LayoutListConfiguration(appearance: .plain))
        XCTAssertEqual(sections[0], [rect(0, 0, 393, 28), rect(0, 28, 393, 44), rect(0, 72, 393, 44), rect(0, 116, 393, 28)])
        XCTAssertEqual(sections[1], [rect(0, 144, 393, 28), rect(0, 172, 393, 44), rect(0, 216, 393, 44), rect(0, 260, 393, 28)])
        XCTAssertEqual(height, 288)
    }

    func testGroupedListSectionsStartBelowTheirPadding() {
        // p 35, s 0, he 38, fe 28: header 35, rows 73 and 117, footer 161, end 189; section 1 from 189 + 35 = 224.
        let (sections, height) = frames(LayoutListConfiguration(appearance: .grouped))
        XCTAssertEqual(sections[0], [rect(0, 35, 393, 38), rect(0, 73, 393, 44), rect(0, 117, 393, 44), rect(0, 161, 393, 28)])
        XCTAssertEqual(sections[1], [rect(0, 224, 393, 38), rect(0, 262, 393, 44), rect(0, 306, 393, 44), rect(0, 350, 393, 28)])
        XCTAssertEqual(height, 378)
    }

    func testInsetGroupedHeadersAndFootersFollowTheSideInsets() {
        // p 35, s 20 (353 wide), he 38, fe 28.
        let (sections, height) = frames(LayoutListConfiguration(appearance: .insetGrouped))
        XCTAssertEqual(sections[0], [rect(20, 35, 353, 38), rect(20, 73, 353, 44), rect(20, 117, 353, 44), rect(20, 161, 353, 28)])
        XCTAssertEqual(sections[1], [rect(20, 224, 353, 38), rect(20, 262, 353, 44), rect(20, 306, 353, 44), rect(20, 350, 353, 28)])
        XCTAssertEqual(height, 378)
    }

    func testSidebarListsAreInsetByTen() {
        // p 10, s 10 (373 wide), he 38, fe 28: header 10, rows 48 and 92, footer 136, end 164; section 1 from 174.
        let (sections, height) = frames(LayoutListConfiguration(appearance: .sidebar))
        XCTAssertEqual(sections[0], [rect(10, 10, 373, 38), rect(10, 48, 373, 44), rect(10, 92, 373, 44), rect(10, 136, 373, 28)])
        XCTAssertEqual(sections[1], [rect(10, 174, 373, 38), rect(10, 212, 373, 44), rect(10, 256, 373, 44), rect(10, 300, 373, 28)])
        XCTAssertEqual(height, 328)
    }

    func testSidebarPlainListsAreEdgeToEdgeWithoutPadding() {
        let (sections, height) = frames(LayoutListConfiguration(appearance: .sidebarPlain))
        XCTAssertEqual(sections[0], [rect(0, 0, 393, 28), rect(0, 28, 393, 44), rect(0, 72, 393, 44), rect(0, 116, 393, 28)])
        XCTAssertEqual(sections[1], [rect(0, 144, 393, 28), rect(0, 172, 393, 44), rect(0, 216, 393, 44), rect(0, 260, 393, 28)])
        XCTAssertEqual(height, 288)
    }

    func testHeaderTopPaddingReplacesTheAppearancesPadding() {
        // A plain list with headerTopPadding 12: header 12, rows 40 and 84, footer 128, end 156;
        // section 1 from 168: header 168, rows 196 and 240, footer 284; 312 in all.
        var plain = LayoutListConfiguration(appearance: .plain)
        plain.headerTopPadding = 12
        let (sections, height) = frames(plain)
        XCTAssertEqual(sections[0], [rect(0, 12, 393, 28), rect(0, 40, 393, 44), rect(0, 84, 393, 44), rect(0, 128, 393, 28)])
        XCTAssertEqual(sections[1], [rect(0, 168, 393, 28), rect(0, 196, 393, 44), rect(0, 240, 393, 44), rect(0, 284, 393, 28)])
        XCTAssertEqual(height, 312)
        // Negative counts as 0: an inset-grouped list then starts at its header.
        var none = LayoutListConfiguration(appearance: .insetGrouped)
        none.headerTopPadding = -5
        XCTAssertEqual(frames(none).sections[0].first, rect(20, 0, 353, 38))
    }

    func testSelfSizedHeadersAndFootersReplaceTheEstimatesAtTheInsetWidth() {
        // Header 50, footer 30 (below the rows' 44: the minimum is the rows'), measured at 353:
        // header 35, rows 85 and 129, footer 173, end 203; section 1 from 238: header 238, rows
        // 288 and 332, footer 376; 406 in all.
        let data = Rows(header: 50, footer: 30)
        let (sections, height) = frames(LayoutListConfiguration(appearance: .insetGrouped), data: data)
        XCTAssertEqual(sections[0], [rect(20, 35, 353, 50), rect(20, 85, 353, 44), rect(20, 129, 353, 44), rect(20, 173, 353, 30)])
        XCTAssertEqual(sections[1], [rect(20, 238, 353, 50), rect(20, 288, 353, 44), rect(20, 332, 353, 44), rect(20, 376, 353, 30)])
        XCTAssertEqual(height, 406)
        XCTAssertEqual(Set(data.widthsAsked), [353])
    }
}
