import XCTest
@testable import TrellisLayout

/// Rule 22 over random trees (the property tests' `RandomTrees`): a layout scrolling
/// horizontally in a view W × H is, frame for frame, the vertical layout of its sections turned
/// a quarter in a view H × W, turned back: its cells, headers, footers, content size, rect
/// queries and orthogonal sections, with `interSectionSpacing` between the sections. Each failure
/// names its seed.
final class CompositionalHorizontalPropertyTests: XCTestCase {
    func testAHorizontalLayoutIsTheVerticalLayoutOfItsSectionsTurnedAQuarter() {
        for seed in UInt64(1)...200 {
            var rng = SeededGenerator(seed: seed)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in RandomTrees.section(&rng) }
            let counts = sections.map { _ in Int.random(in: 0...30, using: &rng) }
            let width = Double(Int.random(in: 1...100, using: &rng)), height = Double(Int.random(in: 1...40, using: &rng))
            var configuration = CompositionalLayoutConfiguration()
            configuration.interSectionSpacing = Double(Int.random(in: 0...3, using: &rng))
            var horizontal = configuration
            horizontal.scrollDirection = .horizontal
            let sideways = CompositionalLayout(dataSource: TestDataSource(counts: counts), sections: sections, configuration: horizontal)
            sideways.bounds = rect(0, 0, width, height)
            sideways.prepare()
            let upright = CompositionalLayout(dataSource: TestDataSource(counts: counts), sections: sections.map(\.transposed),
                                              configuration: configuration).prepared(width: height, height: width)
            let context = "seed \(seed), \(width) x \(height)"
            for s in counts.indices {
                let expected = upright.cellFrames(section: s).map(\.transposed), actual = sideways.cellFrames(section: s)
                XCTAssertEqual(actual, expected, "\(context): section \(s)")
                for kind in [ElementKind.header, .footer] {
                    let path = LayoutIndexPath(item: 0, section: s)
                    XCTAssertEqual(sideways.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame,
                                   upright.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame.transposed, "\(context): \(kind) \(s)")
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
}
