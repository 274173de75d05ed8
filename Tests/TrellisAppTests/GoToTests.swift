import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisTerminal
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// `:` go to: every command form, every message for a place that is not there, the index-path
/// arithmetic of `:N`, and where the view ends up.
final class GoToTests: XCTestCase {
    // MARK: Parsing

    func testEveryCommandForm() {
        XCTAssertEqual(try GoToCommand.parse("3.5").get(), .item(section: 3, item: 5))
        XCTAssertEqual(try GoToCommand.parse(" 0.0 ").get(), .item(section: 0, item: 0), "spaces around are ignored")
        XCTAssertEqual(try GoToCommand.parse("250").get(), .ordinal(250))
        XCTAssertEqual(try GoToCommand.parse("50%").get(), .percent(50))
        XCTAssertEqual(try GoToCommand.parse("12.5%").get(), .percent(12.5))
        XCTAssertEqual(try GoToCommand.parse("top").get(), .top)
        XCTAssertEqual(try GoToCommand.parse("END").get(), .end)
        XCTAssertEqual(try GoToCommand.parse("-3").get(), .ordinal(-3), "parsed, so the message can say why not")
        XCTAssertEqual(try GoToCommand.parse("1.-2").get(), .item(section: 1, item: -2))
        XCTAssertEqual(try GoToCommand.parse("p 12").get(), .page(12))
        XCTAssertEqual(try GoToCommand.parse("p12").get(), .page(12), "the space is optional")
        XCTAssertEqual(try GoToCommand.parse(" P  3 ").get(), .page(3))
        XCTAssertEqual(try GoToCommand.parse("p -1").get(), .page(-1), "parsed, so the message can say why not")
    }

    /// `:p N` goes to page N counting from 1, as the digits and `[n/N]` do; a page that is not
    /// there says which there are (issue 23: pages 10 to 15 had no key).
    func testPagesCountFromOne() {
        func page(_ text: String, of pages: Int) -> Result<GoToCommand.Target, GoToCommand.Failure> {
            GoToCommand.parse(text).flatMap { $0.resolve(counts: counts, noun: "spec", pages: pages) }
        }
        XCTAssertEqual(page("p 12", of: 15), .success(.page(11)))
        XCTAssertEqual(page("p1", of: 15), .success(.page(0)))
        XCTAssertEqual(page("p 15", of: 15), .success(.page(14)))
        XCTAssertEqual(page("p 16", of: 15), .failure(GoToCommand.Failure(description: "no spec 16 (there are 15 specs, 1 to 15)")))
        XCTAssertEqual(page("p 2", of: 1), .failure(GoToCommand.Failure(description: "no spec 2 (there is only 1 spec)")))
        XCTAssertEqual(page("p 0", of: 15), .failure(GoToCommand.Failure(description: "no spec 0 (specs count from 1)")))
        XCTAssertEqual(page("p -4", of: 15), .failure(GoToCommand.Failure(description: "no spec -4 (specs count from 1)")))
        XCTAssertEqual(GoToCommand.parse("p 99999999999999999999"),
                       .failure(GoToCommand.Failure(description: ":p 99999999999999999999: the number is too large")))
        for text in ["p", "p x", "p 1.5", "pp 2", "p 2%"] {
            XCTAssertEqual(GoToCommand.parse(text), .failure(GoToCommand.Failure(
                description: ":\(text) is not a place to go to (try :12, :2.5, :50%, :top, :end or :p 2)")), text)
        }
    }

    func testGarbageSaysWhatWouldWork() {
        for text in ["abc", "1.2.3", "1.", ".5", "5%%", "%", "1e3%", "inf%", "nan%", "x%", "1 2", "--1", "٣"] {
            XCTAssertEqual(GoToCommand.parse(text), .failure(GoToCommand.Failure(
                description: ":\(text) is not a place to go to (try :12, :2.5, :50%, :top, :end or :p 2)")), text)
        }
        XCTAssertEqual(GoToCommand.parse("a\u{1B}b"), .failure(GoToCommand.Failure(
            description: ":a\\u{001B}b is not a place to go to (try :12, :2.5, :50%, :top, :end or :p 2)")), "controls are shown escaped")
        XCTAssertEqual(GoToCommand.parse("99999999999999999999"),
                       .failure(GoToCommand.Failure(description: "no item 99999999999999999999 (the number is too large)")))
    }

    // MARK: Resolving

    /// Sections of 4, 0, 120 and 1 items.
    private let counts = ItemOrdinals(counts: [4, 0, 120, 1])

    private func message(_ text: String, _ counts: ItemOrdinals? = nil) -> String? {
        switch GoToCommand.parse(text).flatMap({ $0.resolve(counts: counts ?? self.counts, noun: "spec") }) {
        case .failure(let failure): return failure.description
        case .success: return nil
        }
    }

    private func target(_ text: String) -> GoToCommand.Target? {
        try? GoToCommand.parse(text).flatMap { $0.resolve(counts: counts) }.get()
    }

    func testPlacesThatExist() {
        XCTAssertEqual(target("2.119"), .item(LayoutIndexPath(item: 119, section: 2)))
        XCTAssertEqual(target("3.0"), .item(LayoutIndexPath(item: 0, section: 3)))
        XCTAssertEqual(target("4"), .item(LayoutIndexPath(item: 0, section: 2)), "section 1 is empty")
        XCTAssertEqual(target("124"), .item(LayoutIndexPath(item: 0, section: 3)))
        XCTAssertEqual(target("0%"), .fraction(0))
        XCTAssertEqual(target("100%"), .fraction(1))
        XCTAssertEqual(target("top"), .top)
        XCTAssertEqual(target("end"), .end)
    }

    func testEveryMessageForAPlaceThatIsNotThere() {
        XCTAssertEqual(message("2.999"), "no item 2.999 (section 2 has 120 items)")
        XCTAssertEqual(message("3.1"), "no item 3.1 (section 3 has 1 item)")
        XCTAssertEqual(message("1.0"), "no item 1.0 (section 1 is empty)")
        XCTAssertEqual(message("9.0"), "no section 9 (the spec has sections 0 to 3)")
        XCTAssertEqual(message("1.0", ItemOrdinals(counts: [3])), "no section 1 (the spec has only section 0)")
        XCTAssertEqual(message("0.0", ItemOrdinals(counts: [])), "no section 0 (the spec has no sections)")
        XCTAssertEqual(message("-1.2"), "no section -1 (sections count from 0)")
        XCTAssertEqual(message("1.-2"), "no item 1.-2 (items count from 0)")
        XCTAssertEqual(message("-3"), "no item -3 (items count from 0)")
        XCTAssertEqual(message("125"), "no item 125 (the spec has 125 items, 0 to 124)")
        XCTAssertEqual(message("1", ItemOrdinals(counts: [0, 1])), "no item 1 (the spec has 1 item, 0)")
        XCTAssertEqual(message("0", ItemOrdinals(counts: [0, 0])), "no item 0 (the spec has no items)")
        XCTAssertEqual(message("150%"), "no position 150% (0% to 100%)")
        XCTAssertEqual(message("-5%"), "no position -5% (0% to 100%)")
        XCTAssertEqual(message("100.5%"), "no position 100.5% (0% to 100%)")
    }

    // MARK: :N arithmetic

    func testOrdinalsAcrossSectionsWithEmptyOnes() {
        let ordinals = ItemOrdinals(counts: [0, 2, 0, 0, 3, 0])
        XCTAssertEqual(ordinals.total, 5)
        XCTAssertEqual(ordinals.numberOfSections, 6)
        XCTAssertEqual((0..<5).map { ordinals.indexPath(ofOrdinal: $0) },
                       [LayoutIndexPath(item: 0, section: 1), LayoutIndexPath(item: 1, section: 1),
                        LayoutIndexPath(item: 0, section: 4), LayoutIndexPath(item: 1, section: 4), LayoutIndexPath(item: 2, section: 4)])
        XCTAssertNil(ordinals.indexPath(ofOrdinal: 5))
        XCTAssertNil(ordinals.indexPath(ofOrdinal: -1))
        XCTAssertNil(ItemOrdinals(counts: []).indexPath(ofOrdinal: 0))
        XCTAssertNil(ItemOrdinals(counts: [0, 0]).indexPath(ofOrdinal: 0))
    }

    func testOrdinalsAgreeWithCountingItemByItem() {
        var g = SeededGenerator(seed: 0x60_70)
        for round in 0..<200 {
            let counts = (0..<Int.random(in: 0...8, using: &g)).map { _ in Int.random(in: 0..<4, using: &g) == 0 ? 0 : Int.random(in: 1...5, using: &g) }
            let paths = counts.enumerated().flatMap { section, count in (0..<count).map { LayoutIndexPath(item: $0, section: section) } }
            let ordinals = ItemOrdinals(counts: counts)
            for n in 0...paths.count {
                XCTAssertEqual(ordinals.indexPath(ofOrdinal: n), n < paths.count ? paths[n] : nil, "round \(round), counts \(counts), n \(n)")
                if n < paths.count { XCTAssertEqual(ordinals.ordinal(of: paths[n]), n) }
            }
        }
    }

    // MARK: The view

    /// A session over `json` at `columns` x `rows`.
    static func session(_ json: String, width columns: Int = 40, height rows: Int = 12) throws -> PreviewSession {
        let document = try SpecDocument(.builtIn(name: "goto") { () throws(SpecDiagnostic) -> LayoutSpec in
            try SpecLoader.parse(json: json, file: "goto.json", measure: LayoutFactory.measure).spec
        })
        return PreviewSession(documents: [document], width: columns, height: rows)
    }

    /// A list of sections of `counts` items 3 rows tall each, headers 1 row.
    static func listJSON(_ counts: [Int]) -> String {
        let sections = counts.map { count in
            #"{"header": 1, "items": ["# + (0..<count).map { #"{"height": 3, "title": "item \#($0)"}"# }.joined(separator: ",") + "]}"
        }
        return #"{"layout": "waterfall", "columns": 1, "sections": ["# + sections.joined(separator: ",") + "]}"
    }


    func testGoingToAnItemPutsItAtTheTop() throws {
        let session = try Self.session(Self.listJSON([10, 0, 10]))
        session.type(":2.5")
        let frame = try XCTUnwrap(session.document.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 5, section: 2))?.frame)
        XCTAssertEqual(session.viewport.contentOffset.y, frame.minY)
        XCTAssertNil(session.message)
        XCTAssertNil(session.prompt, "Enter closes the prompt")
        session.type(":13")
        XCTAssertEqual(session.viewport.contentOffset.y, session.document.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 3, section: 2))?.frame.minY)
        session.type(":0.0")
        XCTAssertEqual(session.viewport.contentOffset.y, 1, "below the header")
    }

    func testWithHeadersPinnedToVisibleBoundsTheItemGoesJustBelowItsHeader() throws {
        let json = Self.listJSON([10, 10]).replacingOccurrences(of: #""columns": 1,"#, with: #""columns": 1, "pinHeaders": true,"#)
        let session = try Self.session(json)
        session.type(":1.4")
        let frame = try XCTUnwrap(session.document.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 4, section: 1))?.frame)
        XCTAssertEqual(session.viewport.contentOffset.y, frame.minY - 1, "the pinned header (1 row) stays above the item")
        let lines = session.compose().grid.lines(trimmingTrailingSpaces: true)
        XCTAssertEqual(lines[2], "│item 4" + String(repeating: " ", count: 32) + "│", "the item's title row right below its top border")
    }

    func testAnItemNearTheEndGoesAsNearAsTheContentAllows() throws {
        let session = try Self.session(Self.listJSON([10]))
        session.type(":9")
        XCTAssertTrue(session.viewport.isAtBottom)
        XCTAssertEqual(session.viewport.contentOffset.y, session.viewport.maxOffsetY)
    }

    func testABadPlaceMovesNothing() throws {
        let session = try Self.session(Self.listJSON([10, 0, 10]))
        session.type(":5")
        let before = session.viewport.contentOffset
        session.type(":2.999")
        XCTAssertEqual(session.message, "no item 2.999 (section 2 has 10 items)")
        XCTAssertEqual(session.viewport.contentOffset, before)
        let screen = session.compose().grid.lines(trimmingTrailingSpaces: true)
        XCTAssertEqual(screen.last, " no item 2.999 (section 2 has 10 items)", "the message replaces the status line")
        session.type(":")
        XCTAssertNil(session.message, "an empty : does nothing")
        XCTAssertEqual(session.viewport.contentOffset, before)
    }

    func testPercentTopAndEnd() throws {
        let session = try Self.session(Self.listJSON([100]))
        session.type(":50%")
        XCTAssertEqual(session.composer().statusInfo(viewport: session.viewport, visibleCount: 0, lastFrameTime: nil).position, .percent(50))
        XCTAssertEqual(session.viewport.contentOffset.y, (session.viewport.maxOffsetY / 2).rounded(.up))
        session.type(":end")
        XCTAssertTrue(session.viewport.isAtBottom)
        session.type(":top")
        XCTAssertEqual(session.viewport.contentOffset.y, 0)
        session.type(":100%")
        XCTAssertTrue(session.viewport.isAtBottom)
        session.type(":0%")
        XCTAssertEqual(session.viewport.contentOffset.y, 0)
    }

    func testPercentCompletesALazyLayoutFirst() throws {
        let session = try Self.session(Self.listJSON([20_000]))
        XCTAssertFalse(session.document.layout.isContentSizeExact, "a long list is laid out lazily")
        session.type(":50%")
        XCTAssertTrue(session.document.layout.isContentSizeExact)
        XCTAssertEqual(session.viewport.contentOffset.y, (session.viewport.maxOffsetY / 2).rounded(.up))
    }

    /// `layoutAttributesForItem` lays a lazy layout out through the item: the last of a
    /// million is found and gone to.
    func testTheLastOfAMillionItems() throws {
        let items = String(repeating: #"{"height": 2},"#, count: 999_999) + #"{"height": 2, "title": "last"}"#
        let session = try Self.session(#"{"layout": "waterfall", "columns": 1, "lineSpacing": 0, "sections": [{"items": ["# + items + "]}]}")
        XCTAssertFalse(session.document.layout.isContentSizeExact)
        let attributes = try XCTUnwrap(session.document.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 999_999, section: 0)))
        XCTAssertEqual(attributes.frame.minY, 1_999_998)
        session.type(":999999")
        XCTAssertEqual(session.viewport.contentOffset.y, session.viewport.maxOffsetY)
        XCTAssertTrue(session.compose().grid.lines(trimmingTrailingSpaces: true).contains { $0.contains("last") })
    }

    func testAHorizontalLayoutGoesAlongX() throws {
        let items = (0..<200).map { #"{"title": "tag\#($0)"}"# }.joined(separator: ",")
        let session = try Self.session(#"{"layout": "tags", "scrollDirection": "horizontal", "itemHeight": 3, "sections": [{"items": ["# + items + "]}]}")
        guard session.document.scrollsHorizontally else { return XCTFail("expected a sideways spec") }
        session.type(":150")
        let frame = try XCTUnwrap(session.document.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 150, section: 0))?.frame)
        XCTAssertGreaterThan(session.viewport.contentOffset.x, 0)
        XCTAssertEqual(session.viewport.contentOffset.x, min(frame.minX, session.viewport.maxOffsetX))
        XCTAssertEqual(session.viewport.contentOffset.y, 0)
    }
}

