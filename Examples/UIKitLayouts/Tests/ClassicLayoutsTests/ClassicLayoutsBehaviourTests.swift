import XCTest
import ClassicLayouts
import TrellisUIKit

/// What the layouts promise, checked through their collection views as UIKit would ask them,
/// against simple references written here.
@MainActor
final class ClassicLayoutsBehaviourTests: XCTestCase {
    /// A waterfall that counts its prepares.
    private final class CountingWaterfallLayout: WaterfallLayout {
        var prepares = 0
        override func prepare() {
            prepares += 1
            super.prepare()
        }
    }

    /// A small seeded generator (SplitMix64), so a failure can be replayed from its seed.
    private struct Generator {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    func testWaterfallPutsEachItemAtTheTopOfTheShortestColumn() async {
        let screen = WaterfallScreen(frame: CGRect(x: 0, y: 0, width: 640, height: 400), itemsPerSection: 30)
        let collectionView = screen.collectionView!
        defer { withExtendedLifetime(screen) {} }   // the collection view holds its data source weakly, as UIKit's does
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        for section in 0..<collectionView.numberOfSections {
            let frames = (0..<collectionView.numberOfItems(inSection: section)).map {
                layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame
            }
            // The reference: the columns' x, found from the frames, and their heights as items land.
            let columns = Array(Set(frames.map(\.minX))).sorted()
            XCTAssertEqual(columns.count, [2, 3, 4][section], "section \(section)'s columns")
            var bottoms = [CGFloat](repeating: -1, count: columns.count)
            for (item, frame) in frames.enumerated() {
                let shortest = bottoms.firstIndex(of: bottoms.min()!)!
                XCTAssertEqual(frame.minX, columns[shortest], "item \(section).\(item) goes to the shortest column, the leftmost of equals")
                if bottoms[shortest] >= 0 {
                    XCTAssertEqual(frame.minY, bottoms[shortest] + 16, "item \(section).\(item) is 16 points below the column's last")
                }
                bottoms[shortest] = frame.maxY
            }
        }
    }

    func testWaterfallRectQueryFindsWhatAScanFinds() async {
        let seed = UInt64(Date().timeIntervalSince1970)
        var generator = Generator(state: seed)
        let screen = WaterfallScreen(frame: CGRect(x: 0, y: 0, width: 480, height: 400), itemsPerSection: 200)
        let collectionView = screen.collectionView!
        defer { withExtendedLifetime(screen) {} }   // the collection view holds its data source weakly, as UIKit's does
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let everything = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: layout.collectionViewContentSize))!
        XCTAssertEqual(everything.filter { $0.representedElementCategory == .cell }.count, 600, "seed \(seed)")
        for _ in 0..<300 {
            let rect = CGRect(x: CGFloat(generator.next(below: 480)), y: CGFloat(generator.next(below: Int(layout.collectionViewContentSize.height))),
                              width: CGFloat(1 + generator.next(below: 480)), height: CGFloat(1 + generator.next(below: 800)))
            let found = layout.layoutAttributesForElements(in: rect)!.map(\.frame)
            // Overlapping the rect, a shared edge not counting (as CoreGraphics' `intersects`).
            let scanned = everything.filter { !$0.frame.intersection(rect).isEmpty }.map(\.frame)
            XCTAssertEqual(found, scanned, "the elements in \(rect), seed \(seed)")
        }
    }

    func testWaterfallPreparesAgainOnANewWidthOnly() async {
        let layout = CountingWaterfallLayout()
        let screen = WaterfallScreen(frame: CGRect(x: 0, y: 0, width: 480, height: 400))
        let collectionView = screen.collectionView!
        defer { withExtendedLifetime(screen) {} }   // the collection view holds its data source weakly, as UIKit's does
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 1)
        for offset in stride(from: 0, through: 800, by: 16) {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(layout.prepares, 1, "scrolling never prepares")
        collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 300)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 1, "a new height does not prepare")
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 2, "a new width prepares")
        XCTAssertEqual(collectionView.contentSize.width, 400)
    }

    func testTagsStartEveryLineAtTheLeftInsetAndNeverPassTheRight() async {
        let screen = TagScreen(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let collectionView = screen.collectionView!
        defer { withExtendedLifetime(screen) {} }   // the collection view holds its data source weakly, as UIKit's does
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        for section in 0..<collectionView.numberOfSections {
            var previous: CGRect?
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
                XCTAssertLessThanOrEqual(frame.maxX, 300 - 8, "tag \(section).\(item) stays inside the right inset")
                if let previous, previous.minY == frame.minY {
                    XCTAssertEqual(frame.minX, previous.maxX + 8, "tag \(section).\(item) follows the one before it")
                } else {
                    XCTAssertEqual(frame.minX, 8, "tag \(section).\(item) starts a line at the left inset")
                    if let previous {
                        XCTAssertGreaterThan(previous.maxX + 8 + frame.width, 300 - 8, "tag \(section).\(item) did not fit on the line before")
                    }
                }
                previous = frame
            }
        }
    }

    func testLeftAlignedFlowKeepsTheFlowLayoutsLinesAndMovesTheirItemsLeft() async {
        for version in LayoutVersion.allCases {
            let screen = SearchesScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 400), version: version)
            let collectionView = screen.collectionView!
            defer { withExtendedLifetime(screen) {} }   // the collection view holds its data source weakly, as UIKit's does
            collectionView.layoutIfNeeded()
            let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
            let rect = CGRect(origin: .zero, size: layout.collectionViewContentSize)
            let aligned = layout.layoutAttributesForElements(in: rect)!
            // The layout's answer for each item, after the rect query.
            let own = aligned.filter { $0.representedElementCategory == .cell }.map { layout.layoutAttributesForItem(at: $0.indexPath)!.frame }
            // The flow layout's own frames: a plain flow layout with the same metrics.
            let flow = UICollectionViewFlowLayout()
            flow.minimumInteritemSpacing = layout.minimumInteritemSpacing
            flow.minimumLineSpacing = layout.minimumLineSpacing
            flow.sectionInset = layout.sectionInset
            flow.headerReferenceSize = layout.headerReferenceSize
            collectionView.collectionViewLayout = flow
            collectionView.layoutIfNeeded()
            let justified = flow.layoutAttributesForElements(in: rect)!
            XCTAssertEqual(aligned.map(\.indexPath), justified.map(\.indexPath), "\(version): the same elements in the same order")
            var x: CGFloat = 0
            for (left, original) in zip(aligned, justified) {
                XCTAssertEqual(left.frame.minY, original.frame.minY, "\(version): \(left.indexPath) stays on its line")
                XCTAssertEqual(left.frame.size, original.frame.size)
                guard left.representedElementCategory == .cell else { continue }
                if original.frame.minX == flow.sectionInset.left { x = flow.sectionInset.left }
                XCTAssertEqual(left.frame.minX, x, "\(version): \(left.indexPath) follows the item before it on its line")
                x = left.frame.maxX + flow.minimumInteritemSpacing
            }
            XCTAssertTrue(zip(aligned, justified).contains { $0.frame.minX != $1.frame.minX }, "\(version): some items moved")
            let cells = { (attributes: [UICollectionViewLayoutAttributes]) in
                attributes.filter { $0.representedElementCategory == .cell }.map(\.frame)
            }
            switch version {
            case .classic:
                XCTAssertEqual(own, cells(justified), "the classic subclass edits only the rect query's copies: "
                               + "its item query answers the flow layout's own, justified frames")
            case .fixed:
                XCTAssertEqual(own, cells(aligned), "the fixed subclass answers its item query with the aligned frames")
            }
        }
    }

    func testTheClassicAndFixedLayoutsComputeTheSameFrames() async {
        // The pairs differ in how they answer, not in what they lay out: the whole content, asked
        // once after a prepare, is the same (the classic left-aligned subclass, asked for the
        // whole content at once, cuts no line).
        let frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        let pairs: [(String, (LayoutVersion) -> (AnyObject, UICollectionView))] = [
            ("waterfall", { let screen = WaterfallScreen(frame: frame, version: $0); return (screen, screen.collectionView) }),
            ("tags", { let screen = TagScreen(frame: frame, version: $0); return (screen, screen.collectionView) }),
            ("photo wall", { let screen = PhotoWallScreen(frame: frame, version: $0); return (screen, screen.collectionView) }),
            ("left-aligned flow", { let screen = SearchesScreen(frame: frame, version: $0); return (screen, screen.collectionView) }),
        ]
        for (name, make) in pairs {
            let frames = LayoutVersion.allCases.map { version in
                let (screen, collectionView) = make(version)
                defer { withExtendedLifetime(screen) {} }
                collectionView.layoutIfNeeded()
                let layout = collectionView.collectionViewLayout
                let size = layout.collectionViewContentSize
                let everything = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: size))!
                return (size, everything.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.section).\($0.indexPath.item) \($0.frame)" }.sorted())
            }
            XCTAssertEqual(frames[0].0, frames[1].0, "\(name): the content size")
            XCTAssertEqual(frames[0].1, frames[1].1, "\(name): the frames")
        }
    }

    func testPhotoWallFillsItsColumnsInTurn() async {
        let screen = PhotoWallScreen(frame: CGRect(x: 0, y: 0, width: 360, height: 400), photos: 9)
        let collectionView = screen.collectionView!
        defer { withExtendedLifetime(screen) {} }   // the collection view holds its data source weakly, as UIKit's does
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let frames = (0..<9).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // 360 less 4 + 4 of content inset: columns 117.33 points wide, photos 4 inside them.
        for (item, frame) in frames.enumerated() {
            XCTAssertEqual(frame.minX, CGFloat(item % 3) * 352 / 3 + 4, accuracy: 1e-9, "photo \(item) is in column \(item % 3)")
            if item >= 3 {
                XCTAssertEqual(frame.minY, frames[item - 3].maxY + 8, "photo \(item) is below photo \(item - 3)")
            }
        }
    }
}
