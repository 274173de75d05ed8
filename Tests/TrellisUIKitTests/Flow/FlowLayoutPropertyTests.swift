import TrellisTestSupport
import TrellisUIKit
import XCTest

/// Many random flow layouts, through a collection view and a delegate (sizes per item; insets,
/// spacings, header and footer sizes per section; the width; the content inset), each compared
/// frame by frame, exactly, with the line-by-line reference. Vertical and horizontal.
@MainActor
final class FlowLayoutPropertyTests: XCTestCase {
    func testEveryFrameAndTheContentSizeEqualTheReference() async {
        for seed in UInt64(1)...400 {
            check(seed: seed, horizontal: false)
        }
    }

    func testHorizontalScrollingEqualsTheReferenceTransposed() async {
        for seed in UInt64(1001)...1200 {
            check(seed: seed, horizontal: true)
        }
    }

    private func check(seed: UInt64, horizontal: Bool) {
        var random = SeededGenerator(seed: seed)
        let (sections, width) = FlowGeometryTests.randomSections(&random)
        let insetLeft = CGFloat(Int.random(in: 0...2, using: &random) * 5)
        let insetRight = CGFloat(Int.random(in: 0...2, using: &random) * 7)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        let metrics = FlowMetrics(sections, horizontal: horizontal)
        let across = width + insetLeft + insetRight
        let frame = horizontal ? CGRect(x: 0, y: 0, width: 250, height: across) : CGRect(x: 0, y: 0, width: across, height: 250)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.contentInset = horizontal ? UIEdgeInsets(top: insetLeft, left: 0, bottom: insetRight, right: 0)
            : UIEdgeInsets(top: 0, left: insetLeft, bottom: 0, right: insetRight)
        collectionView.dataSource = metrics
        collectionView.delegate = metrics
        collectionView.layoutIfNeeded()

        // W is the bounds less the content inset, computed as the layout computes it.
        let expected = FlowReference.layOut(sections, width: across - insetLeft - insetRight)
        func transposed(_ rect: CGRect?) -> CGRect? {
            guard let rect, horizontal else { return rect }
            return CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
        }
        let failure = "seed \(seed)\(horizontal ? " (horizontal)" : ""), width \(width)"
        let expectedSize = horizontal ? CGSize(width: expected.contentSize.height, height: expected.contentSize.width) : expected.contentSize
        XCTAssertEqual(layout.collectionViewContentSize, expectedSize, failure)
        XCTAssertEqual(collectionView.contentSize, expectedSize, failure)

        // The rect query over everything: every element, in rule 10's order, with its frame.
        var expectedElements: [String] = []
        for (number, section) in sections.enumerated() {
            if let header = transposed(expected.headers[number]) { expectedElements.append("h\(number) \(header)") }
            for item in section.sizes.indices { expectedElements.append("\(number).\(item) \(transposed(expected.items[number][item])!)") }
            if let footer = transposed(expected.footers[number]) { expectedElements.append("f\(number) \(footer)") }
        }
        let reported = layout.allAttributes().map { attributes -> String in
            switch attributes.representedElementKind {
            case UICollectionView.elementKindSectionHeader?: "h\(attributes.indexPath.section) \(attributes.frame)"
            case UICollectionView.elementKindSectionFooter?: "f\(attributes.indexPath.section) \(attributes.frame)"
            default: "\(attributes.indexPath.section).\(attributes.indexPath.item) \(attributes.frame)"
            }
        }
        XCTAssertEqual(reported.count, expectedElements.count, failure)
        if let first = zip(reported, expectedElements).first(where: { $0 != $1 }) {
            XCTFail("\(failure): the first element that differs is \(first.0), expected \(first.1)")
        }

        // The single queries (rule 11) answer the same frames.
        for (number, section) in sections.enumerated() {
            for item in section.sizes.indices {
                XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: item, section: number))?.frame,
                               transposed(expected.items[number][item]), "\(failure), item \(number).\(item)")
            }
            XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: number))?.frame,
                           transposed(expected.headers[number]), "\(failure), header \(number)")
            XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                       at: IndexPath(item: 0, section: number))?.frame,
                           transposed(expected.footers[number]), "\(failure), footer \(number)")
        }

        // A visible rect's query is what the full query reports inside it (shared interior points).
        let content = layout.collectionViewContentSize
        for _ in 0..<5 {
            let rect = CGRect(x: CGFloat.random(in: -10...(content.width + 10), using: &random),
                              y: CGFloat.random(in: -10...(content.height + 10), using: &random),
                              width: CGFloat.random(in: 0...300, using: &random), height: CGFloat.random(in: 0...300, using: &random))
            let inside = layout.allAttributes().filter {
                $0.frame.minX < rect.maxX && rect.minX < $0.frame.maxX && $0.frame.minY < rect.maxY && rect.minY < $0.frame.maxY
            }
            XCTAssertTrue(layout.layoutAttributesForElements(in: rect)?.map(\.description) == inside.map(\.description), "\(failure), rect \(rect)")
        }
    }
}
