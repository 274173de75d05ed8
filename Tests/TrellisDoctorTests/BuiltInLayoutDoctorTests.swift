import TrellisDoctor
import TrellisLayout
import TrellisTestSupport
import XCTest

/// The built-in layouts over generated data, orthogonal sections, the edge cases, the
/// examination in slices and the per-frame checks.
final class BuiltInLayoutDoctorTests: XCTestCase {
    /// A random data source of a few sections, from `rng`.
    private func dataSource(_ rng: inout SeededGenerator, items: ClosedRange<Int> = 0...60) -> TestDataSource {
        TestDataSource((0..<Int.random(in: 1...4, using: &rng)).map { _ in
            let style = SectionStyle(columns: Int.random(in: 1...4, using: &rng),
                                     lineSpacing: Double(Int.random(in: 0...2, using: &rng)),
                                     interitemSpacing: Double(Int.random(in: 0...2, using: &rng)),
                                     inset: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
                                     headerHeight: Bool.random(using: &rng) ? 2 : nil,
                                     footerHeight: Bool.random(using: &rng) ? 1 : nil,
                                     background: Bool.random(using: &rng))
            return .init(style: style, items: (0..<Int.random(in: items, using: &rng)).map { _ in
                TestDataSource.Item(width: Double(Int.random(in: 3...20, using: &rng)), height: Double(Int.random(in: 1...9, using: &rng)))
            })
        })
    }

    /// A new layout of `name` over `data`.
    private func layout(_ name: String, _ data: TestDataSource, pinned: Bool = false) -> SectionedLayout {
        let layout: SectionedLayout = switch name {
        case "waterfall": WaterfallLayout(dataSource: data)
        case "tags": TagLayout(dataSource: data)
        default: GridLayout(dataSource: data)
        }
        layout.sectionHeadersPinToVisibleBounds = pinned
        return layout
    }

    func testTheBuiltInLayoutsPassEveryCheckOverGeneratedData() {
        for seed in UInt64(1)...6 {
            var rng = SeededGenerator(seed: seed)
            let data = dataSource(&rng)
            let width = Double(Int.random(in: 20...120, using: &rng))
            for name in ["waterfall", "tags", "grid"] {
                for pinned in [false, true] {
                    let report = LayoutDoctor.examine(layout(name, data, pinned: pinned), width: width, height: 23,
                                                      options: .init(fresh: { self.layout(name, data, pinned: pinned) }, seed: seed))
                    XCTAssertEqual(report.findings, [], "seed \(seed), \(name), width \(width), pinned \(pinned):\n"
                                   + report.lines.joined(separator: "\n"))
                }
            }
        }
    }

    func testHorizontalLayoutsAreSweptAlongXAndChangeTheirHeight() {
        for seed in UInt64(1)...3 {
            var rng = SeededGenerator(seed: seed)
            let data = dataSource(&rng, items: 20...80)
            for name in ["tags", "grid"] {
                let make = { () -> SectionedLayout in
                    let layout = self.layout(name, data)
                    layout.scrollDirection = .horizontal
                    return layout
                }
                let report = LayoutDoctor.examine(make(), width: 40, height: 12, options: .init(fresh: make, seed: seed))
                XCTAssertEqual(report.findings, [], "seed \(seed), \(name):\n" + report.lines.joined(separator: "\n"))
            }
        }
        // A horizontal layout that invalidates for every scroll is told so along x.
        final class SidewaysScroller: FixtureGrid {
            override var collectionViewContentSize: Size { Size(width: Double(count) * itemWidth, height: bounds.height) }
            override func prepare() {
                frames = (0..<count).map { Rect(x: Double($0) * itemWidth, y: 0, width: itemWidth, height: itemHeight) }
            }
            override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
                (0..<count).filter { frames[$0].intersects(rect) }.map(cell)
            }
            override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
        }
        let report = LayoutDoctor.examine(SidewaysScroller(count: 30), width: 40, height: 12)
        XCTAssertEqual(report.findings.map(\.check), ["prepare-on-scroll"], report.lines.joined(separator: "\n"))
        XCTAssertTrue(report.findings.first?.message.hasPrefix("a scroll from x 0 to x 20 invalidates the layout") == true,
                      report.lines.joined(separator: "\n"))
    }

    /// Two sections: five groups half the view wide that scroll sideways, then a list.
    private func orthogonalLayout(direction: LayoutDirection = .leftToRight, items: Int = 5) -> CompositionalLayout {
        var shelf = LayoutSection(group: LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(3)),
            subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))]))
        shelf.orthogonalScrollingBehavior = .continuous
        shelf.interGroupSpacing = 1
        let list = LayoutSection(group: LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(2)),
            subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))]))
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [items, 30]), sections: [shelf, list])
        layout.direction = direction
        return layout
    }

    func testOrthogonalSectionsAreSweptSidewaysAndCheckedAgainstTheirExtent() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let report = LayoutDoctor.examine(orthogonalLayout(direction: direction, items: 12), width: 40, height: 10,
                                              options: .init(fresh: { self.orthogonalLayout(direction: direction, items: 12) }))
            XCTAssertEqual(report.findings, [], "\(direction):\n" + report.lines.joined(separator: "\n"))
        }
    }

    func testASidewaysSectionThatLeavesCellsOutIsFound() {
        /// Answers the cells of the sideways section only to rects that start at its left edge.
        final class ClippedShelf: CollectionLayout, OrthogonalScrollingLayout {
            let base: CompositionalLayout
            init(_ base: CompositionalLayout) { self.base = base }
            var bounds: Rect { get { base.bounds } set { base.bounds = newValue } }
            func prepare() { base.prepare() }
            var collectionViewContentSize: Size { base.collectionViewContentSize }
            var isContentSizeExact: Bool { base.isContentSizeExact }
            func completeLayout() { base.completeLayout() }
            func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
                base.layoutAttributesForElements(in: rect).filter { $0.indexPath.section != 0 || rect.minX <= 0 }
            }
            func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
            func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
                base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
            }
            func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidateLayout(forBoundsChange: newBounds) }
            func invalidateLayout() { base.invalidateLayout() }
            func invalidateLayout(with context: InvalidationContext) { base.invalidateLayout(with: context) }
            func contentSize(forWidth width: Double) -> Size { base.contentSize(forWidth: width) }
            func orthogonalSections(in rect: Rect) -> [OrthogonalSection] { base.orthogonalSections(in: rect) }
            func orthogonalSection(_ section: Int) -> OrthogonalSection? { base.orthogonalSection(section) }
            func layoutAttributesForElements(in rect: Rect, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
                base.layoutAttributesForElements(in: rect, orthogonalOffsets: orthogonalOffsets)
            }
        }
        let report = LayoutDoctor.examine(ClippedShelf(orthogonalLayout(items: 12)), width: 40, height: 10)
        // The sideways pages of the section, past the view's width, miss its cells there.
        XCTAssertEqual(report.findings.map(\.check), ["rect-missing"], report.lines.joined(separator: "\n"))
        XCTAssertTrue(report.findings.first?.message.hasPrefix("left out 3 elements that meet the rect (40, 0, 40, 3), e.g. cell 0.1 at (21, 0, 20, 3), cell 0.2 at (42, 0, 20, 3), cell 0.3 at (63, 0, 20, 3); ") == true,
                      report.lines.joined(separator: "\n"))
    }

    func testEdgeCasesRunWithTheBuilders() {
        /// Traps nothing, but gives a NaN content height with no items and an infinite frame at a width of 1.
        final class EdgyGrid: FixtureGrid {
            override var collectionViewContentSize: Size {
                count == 0 ? Size(width: bounds.width, height: .nan) : super.collectionViewContentSize
            }
            override func prepare() {
                super.prepare()
                if bounds.width < 10, count > 0 { frames[0].size.height = .infinity }
            }
        }
        let report = LayoutDoctor.examine(EdgyGrid(count: 40), width: 80, height: 23,
                                          options: .init(fresh: { EdgyGrid(count: 40) }, sizes: { EdgyGrid(count: $0) }))
        let invalid = report.findings.filter { $0.check == "invalid-frame" }.map(\.message)
        XCTAssertEqual(invalid, ["with no items: the content size (80, nan) is not finite and non-negative",
                                 "at a width of 1: 1 frame holds a NaN, an infinite value or a negative size, e.g. cell 0.0 at (0, 0, 10, inf)"],
                       report.lines.joined(separator: "\n"))
    }

    func testTheExaminationInSlicesFindsWhatExamineFinds() {
        // Found at another width and scrolled, as a viewer may hold it between keys.
        let layout = EverythingGrid(count: 300)
        let found = Rect(x: 0, y: 12, width: 50, height: 23)
        layout.bounds = found
        layout.prepare()
        let examination = LayoutExamination(layout: layout, width: 80, height: 23)
        var steps = 0
        while !examination.step(budget: .zero) {
            steps += 1
            XCTAssertEqual(layout.bounds, found, "between steps the bounds are as found")
        }
        XCTAssertGreaterThan(steps, 10, "a step of no budget runs one unit")
        XCTAssertTrue(examination.step(budget: .zero))
        XCTAssertEqual(examination.report, LayoutDoctor.examine(EverythingGrid(count: 300), width: 80, height: 23))
        XCTAssertEqual(examination.report.findings.map(\.check), ["rect-extra"])
        XCTAssertEqual(layout.columns, 5, "prepared again at the width found")
        // A clean layout stays clean in slices too.
        let clean = LayoutExamination(layout: FixtureGrid(count: 300), width: 80, height: 23,
                                      options: .init(fresh: { FixtureGrid(count: 300) }))
        while !clean.step(budget: .zero) {}
        XCTAssertEqual(clean.report.findings, [], clean.report.lines.joined(separator: "\n"))
    }

    func testFrameFindingsCheckOnlyWhatTheFrameAsked() {
        let visible = Rect(x: 0, y: 10, width: 20, height: 10)
        let shown = [
            LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 12, width: 10, height: 3)),
            LayoutAttributes.cell(at: LayoutIndexPath(item: 1, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 3)),
            LayoutAttributes.cell(at: LayoutIndexPath(item: 2, section: 0), frame: Rect(x: 0, y: 20, width: 10, height: 3)),
            LayoutAttributes.cell(at: LayoutIndexPath(item: 3, section: 0), frame: Rect(x: 0, y: 30, width: 0, height: 3)),
            LayoutAttributes.cell(at: LayoutIndexPath(item: 4, section: 0), frame: Rect(x: 0, y: .nan, width: 10, height: 3)),
        ]
        let findings = LayoutDoctor.frameFindings(shown, visibleRect: visible, contentSize: Size(width: 20, height: -1))
        XCTAssertEqual(findings.map { "\($0.check): \($0.message)" }, [
            // Cell 0.2 only shares the rect's bottom edge: not reported (Linux's CGRect.intersects counts it).
            "rect-extra: returned 1 element outside the rect (0, 10, 20, 10), e.g. cell 0.1 at (0, 0, 10, 3)",
            "invalid-frame: the content size (20, -1) is not finite and non-negative",
            "invalid-frame: 1 frame holds a NaN, an infinite value or a negative size, e.g. cell 0.4 at (0, nan, 10, 3)",
        ])
        XCTAssertEqual(LayoutDoctor.frameFindings(Array(shown.prefix(1)), visibleRect: visible, contentSize: Size(width: 20, height: 40)), [])
    }
}
