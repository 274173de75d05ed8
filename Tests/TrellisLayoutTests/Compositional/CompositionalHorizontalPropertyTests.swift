import XCTest
@testable import TrellisLayout

/// Rule 22 over random trees (the property tests' `RandomTrees`): a layout scrolling
/// horizontally in a view W × H is, frame for frame, the vertical layout of its sections turned
/// a quarter in a view H × W, turned back: its cells, headers, footers, boundary items of every
/// alignment (rule 21, with offsets and items that extend nothing), badges (rule 19, every
/// anchor, absolute and fractional offsets), backgrounds with insets (rule 20), layout-wide
/// boundary items (rule 22), content size, rect queries and orthogonal sections, with
/// `interSectionSpacing` between the sections. A list section (rule 25, every appearance, header
/// and footer mode, rows self-sized) is its own twin: the vertical list turned a quarter. Each
/// failure names its seed.
final class CompositionalHorizontalPropertyTests: XCTestCase {
    func testAHorizontalLayoutIsTheVerticalLayoutOfItsSectionsTurnedAQuarter() {
        for seed in UInt64(1)...200 {
            var rng = SeededGenerator(seed: seed)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                if Int.random(in: 0..<4, using: &rng) == 0 { return Self.list(&rng) }
                var section = RandomTrees.section(&rng)
                Self.decorate(&section, &rng)
                return section
            }
            let counts = sections.map { _ in Int.random(in: 0...30, using: &rng) }
            // A list's rows self-size (rule 25); other sections' items have no size of their own.
            let items = zip(sections, counts).map { section, count in
                (0..<count).map { _ in section.listConfiguration == nil ? TestDataSource.Item() : Self.row(&rng) }
            }
            let width = Double(Int.random(in: 1...100, using: &rng)), height = Double(Int.random(in: 1...40, using: &rng))
            var configuration = CompositionalLayoutConfiguration()
            configuration.interSectionSpacing = Double(Int.random(in: 0...3, using: &rng))
            var horizontal = configuration
            horizontal.boundarySupplementaryItems = Int.random(in: 0..<3, using: &rng) == 0 ? Self.boundaryItems(&rng) : []
            configuration.boundarySupplementaryItems = horizontal.boundarySupplementaryItems.map(\.transposed)
            horizontal.scrollDirection = .horizontal
            let sideways = CompositionalLayout(dataSource: TestDataSource(items: items), sections: sections, configuration: horizontal)
            sideways.bounds = rect(0, 0, width, height)
            sideways.prepare()
            // A list section's twin is itself (rule 25): a list scrolling sideways is the
            // vertical list of the view turned a quarter.
            let upright = CompositionalLayout(dataSource: TestDataSource(items: items), sections: sections.map(\.turnedForHorizontalLayout),
                                              configuration: configuration).prepared(width: height, height: width)
            let context = "seed \(seed), \(width) x \(height)"
            for s in counts.indices {
                let expected = upright.cellFrames(section: s).map(\.transposed), actual = sideways.cellFrames(section: s)
                XCTAssertEqual(actual, expected, "\(context): section \(s)")
                for kind in [ElementKind.header, .footer, Self.side] {
                    for item in 0..<2 {
                        let path = LayoutIndexPath(item: item, section: s)
                        XCTAssertEqual(sideways.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame,
                                       upright.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame.transposed,
                                       "\(context): \(kind) \(item) \(s)")
                    }
                }
                let background = LayoutIndexPath(item: 0, section: s)
                XCTAssertEqual(sideways.layoutAttributesForDecorationView(ofKind: .background, at: background)?.frame,
                               upright.layoutAttributesForDecorationView(ofKind: .background, at: background)?.frame.transposed,
                               "\(context): background \(s)")
                for item in 0..<min(counts[s], 3) {
                    let path = LayoutIndexPath(item: item, section: s)
                    XCTAssertEqual(sideways.layoutAttributesForSupplementaryView(ofKind: Self.badge, at: path)?.frame,
                                   upright.layoutAttributesForSupplementaryView(ofKind: Self.badge, at: path)?.frame.transposed,
                                   "\(context): badge \(path)")
                }
                var orthogonal = upright.orthogonalSection(s)
                orthogonal?.scrollsVertically = true
                XCTAssertEqual(sideways.orthogonalSection(s), orthogonal, "\(context): orthogonal \(s)")
            }
            sideways.completeLayout()
            upright.completeLayout()
            let size = upright.collectionViewContentSize
            XCTAssertEqual(sideways.collectionViewContentSize, Size(width: size.height, height: size.width), context)
            let query = rect(Double.random(in: -5...size.height + 5, using: &rng), Double.random(in: -20...height, using: &rng),
                             Double.random(in: 0...30, using: &rng), Double.random(in: 0...height, using: &rng))
            let offsets = Dictionary(uniqueKeysWithValues: counts.indices.map { ($0, Double(Int.random(in: 0...20, using: &rng))) })
            let found = sideways.layoutAttributesForElements(in: query, orthogonalOffsets: offsets).map { "\($0.kind) \($0.indexPath) \($0.frame)" }
            let wanted = upright.layoutAttributesForElements(in: query.transposed, orthogonalOffsets: offsets).map { attributes in
                "\(attributes.kind) \(attributes.indexPath) \(attributes.frame.transposed)"
            }
            XCTAssertEqual(found.sorted(), wanted.sorted(), "\(context): query \(query)")
        }
    }

    static let side: ElementKind = "side"

    /// A list section (rule 25) of any appearance, header and footer mode, sometimes with its own
    /// `headerTopPadding` and sometimes with a background.
    static func list(_ rng: inout SeededGenerator) -> LayoutSection {
        var configuration = LayoutListConfiguration(appearance: LayoutListConfiguration.Appearance.allCases.randomElement(using: &rng)!)
        configuration.headerMode = LayoutListConfiguration.HeaderMode.allCases.randomElement(using: &rng)!
        configuration.footerMode = LayoutListConfiguration.FooterMode.allCases.randomElement(using: &rng)!
        if Int.random(in: 0..<4, using: &rng) == 0 { configuration.headerTopPadding = Double(Int.random(in: 0...12, using: &rng)) }
        var section = LayoutSection.list(using: configuration, environment: LayoutEnvironment(
            container: LayoutContainer(contentSize: Size(width: 0, height: 0), effectiveContentInsets: .zero)))
        if Int.random(in: 0..<3, using: &rng) == 0 {
            section.decorationItems = [LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(
                top: RandomTrees.small(&rng), left: RandomTrees.small(&rng), bottom: RandomTrees.small(&rng), right: RandomTrees.small(&rng)))]
        }
        return section
    }

    /// A list row's data: a height (below or above the 44-point minimum), a text, or nothing
    /// (the estimate stands), and sometimes a width, which a list row never reads.
    static func row(_ rng: inout SeededGenerator) -> TestDataSource.Item {
        let width: Double? = Bool.random(using: &rng) ? Double(Int.random(in: 1...90, using: &rng)) : nil
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return TestDataSource.Item(width: width, height: Double(Int.random(in: 10...80, using: &rng)))
        case 1: return TestDataSource.Item(width: width, text: Int.random(in: 0...400, using: &rng))
        default: return TestDataSource.Item(width: width)
        }
    }
    static let badge: ElementKind = "badge"

    /// Adds to `section`, at random: boundary items (headers, footers and a kind of its own at any
    /// alignment), a badge on every item slot, a background with insets.
    static func decorate(_ section: inout LayoutSection, _ rng: inout SeededGenerator) {
        if Bool.random(using: &rng) { section.boundarySupplementaryItems = boundaryItems(&rng) }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            section.decorationItems = [LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(
                top: RandomTrees.small(&rng), left: RandomTrees.small(&rng), bottom: RandomTrees.small(&rng), right: RandomTrees.small(&rng)))]
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            let edges: [LayoutRectEdges] = [[.top], [.leading], [.bottom], [.trailing], [.top, .leading], [.top, .trailing],
                                            [.bottom, .leading], [.bottom, .trailing]]
            let anchor = Bool.random(using: &rng)
                ? LayoutAnchor(edges: edges.randomElement(using: &rng)!, absoluteOffset: Point(x: RandomTrees.small(&rng) - 1, y: RandomTrees.small(&rng) - 1))
                : LayoutAnchor(edges: edges.randomElement(using: &rng)!, fractionalOffset: Point(x: [0, 0.5, -0.5].randomElement(using: &rng)!,
                                                                                                y: [0, 0.5, -0.5].randomElement(using: &rng)!))
            let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(Double(Int.random(in: 1...3, using: &rng))),
                                                                 height: .absolute(Double(Int.random(in: 1...3, using: &rng)))),
                                                kind: Self.badge, anchor: anchor)
            section.group = withBadges(section.group, badge)
        }
    }

    /// `group` with `badge` on each of its items.
    static func withBadges(_ group: LayoutGroup, _ badge: LayoutSupplementaryItem) -> LayoutGroup {
        var group = group
        group.subitems = group.subitems.map { subitem in
            switch subitem {
            case .item(var item):
                item.supplementaryItems = [badge]
                return .item(item)
            case .group(let nested): return .group(withBadges(nested, badge))
            }
        }
        return group
    }

    /// One to three boundary items: kinds header, footer or ``side``, any alignment, absolute or
    /// fractional sizes, small offsets, some extending nothing, some pinned (the twin's bounds
    /// are the sideways layout's turned a quarter, so they pin alike).
    static func boundaryItems(_ rng: inout SeededGenerator) -> [LayoutBoundaryItem] {
        let alignments: [LayoutBoundaryItem.Alignment] = [.top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing,
                                                          .leading, .trailing]
        return (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            let width: LayoutDimension = Bool.random(using: &rng) ? .fractionalWidth([0.5, 1].randomElement(using: &rng)!)
                : .absolute(Double(Int.random(in: 1...6, using: &rng)))
            let height: LayoutDimension = Int.random(in: 0..<4, using: &rng) == 0 ? .fractionalHeight(0.25)
                : .absolute(Double(Int.random(in: 1...3, using: &rng)))
            let size = Bool.random(using: &rng) ? LayoutSize(width: width, height: height) : LayoutSize(width: height, height: width)
            return LayoutBoundaryItem(size: size, kind: [ElementKind.header, .footer, Self.side].randomElement(using: &rng)!,
                                      alignment: alignments.randomElement(using: &rng)!,
                                      offset: Int.random(in: 0..<3, using: &rng) == 0 ? Point(x: RandomTrees.small(&rng), y: -RandomTrees.small(&rng)) : Point(x: 0, y: 0),
                                      extendsBoundary: Int.random(in: 0..<4, using: &rng) != 0,
                                      pinToVisibleBounds: Int.random(in: 0..<4, using: &rng) == 0)
        }
    }
}
