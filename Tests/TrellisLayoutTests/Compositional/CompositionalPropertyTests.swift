import XCTest
@testable import TrellisLayout

/// Random group trees at random widths, fixed sizes: the layout's frames equal those of a plain
/// reference that lays out every slot one by one (`ReferenceCompositional` below). Each failure names its seed.
final class CompositionalPropertyTests: XCTestCase {
    private let seeds: ClosedRange<UInt64> = 1...300

    func testFixedSizeFramesEqualTheSlotBySlotReference() {
        for seed in seeds {
            var rng = SeededGenerator(seed: seed)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in RandomTrees.section(&rng) }
            let counts = sections.map { _ in Int.random(in: 0...40, using: &rng) }
            let width = Double(Int.random(in: 1...100, using: &rng)) + (Bool.random(using: &rng) ? 0 : 0.5)
            let height = Double(Int.random(in: 1...40, using: &rng))
            let rtl = Int.random(in: 0..<4, using: &rng) == 0
            let layout = CompositionalLayout(dataSource: TestDataSource(counts: counts), sections: sections)
            if rtl { layout.direction = .rightToLeft }
            layout.prepared(width: width, height: height)
            let reference = ReferenceCompositional(sections: sections, counts: counts, width: width, height: height, rtl: rtl)
            let context = "seed \(seed), width \(width), height \(height)"
            for (s, frames) in reference.cells.enumerated() {
                let actual = layout.cellFrames(section: s)
                XCTAssertEqual(actual.count, frames.count, "\(context): section \(s) count")
                for (a, e) in zip(actual, frames) where !a.isClose(to: e) {
                    XCTFail("\(context): section \(s): \(a) != \(e)")
                    break
                }
                let header = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: s))?.frame
                let footer = layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: s))?.frame
                XCTAssertTrue(header.isClose(to: reference.headers[s]), "\(context): header \(s) \(String(describing: header))")
                XCTAssertTrue(footer.isClose(to: reference.footers[s]), "\(context): footer \(s) \(String(describing: footer))")
            }
            XCTAssertEqual(layout.collectionViewContentSize.height, reference.contentHeight, accuracy: 1e-6, context)
            // A random rect finds exactly the reference cells that meet it (away from edges by rounding).
            let query = rect(Double.random(in: -20...width, using: &rng), Double.random(in: -5...reference.contentHeight + 5, using: &rng),
                             Double.random(in: 0...width, using: &rng), Double.random(in: 0...30, using: &rng))
            let found = Set(layout.layoutAttributesForElements(in: query).filter { $0.kind == .cell }.map(\.indexPath))
            for (s, frames) in reference.cells.enumerated() {
                for (i, frame) in frames.enumerated() where !frame.touchesEdge(of: query) {
                    XCTAssertEqual(found.contains(LayoutIndexPath(item: i, section: s)), frame.intersects(query),
                                   "\(context): query \(query), item \(s).\(i) \(frame)")
                }
            }
        }
    }
}

/// Random fixed-size sections: group trees up to three deep, fractions and absolutes, `count`
/// groups, insets (sometimes larger than their slot), spacings, headers, footers, orthogonal sections.
enum RandomTrees {
    static func section(_ rng: inout SeededGenerator) -> LayoutSection {
        var section = LayoutSection(group: group(&rng, depth: 0))
        section.interGroupSpacing = Double(Int.random(in: 0...2, using: &rng))
        section.contentInsets = EdgeInsets(top: small(&rng), left: small(&rng), bottom: small(&rng), right: small(&rng))
        section.headerHeight = Bool.random(using: &rng) ? Double(Int.random(in: 1...2, using: &rng)) : 0
        section.footerHeight = Bool.random(using: &rng) ? 1 : 0
        if Int.random(in: 0..<4, using: &rng) == 0 {
            section.orthogonalScrollingBehavior = [.continuous, .paging, .groupPaging].randomElement(using: &rng)!
        }
        return section
    }

    static func group(_ rng: inout SeededGenerator, depth: Int) -> LayoutGroup {
        let axis: LayoutGroup.Axis = Bool.random(using: &rng) ? .horizontal : .vertical
        let groupSize = depth == 0
            ? LayoutSize(width: Bool.random(using: &rng) ? .fractionalWidth(1) : dimension(&rng),
                         height: Bool.random(using: &rng) ? .absolute(Double(Int.random(in: 1...8, using: &rng))) : dimension(&rng))
            : LayoutSize(width: dimension(&rng), height: dimension(&rng))
        let subitemCount = Int.random(in: 1...3, using: &rng)
        let subitems: [LayoutSubitem] = (0..<subitemCount).map { _ in
            if depth < 2, Int.random(in: 0..<3, using: &rng) == 0 { return .group(group(&rng, depth: depth + 1)) }
            let insets = Int.random(in: 0..<3, using: &rng) == 0
                ? EdgeInsets(top: small(&rng), left: small(&rng), bottom: small(&rng), right: small(&rng)) : .zero
            return .item(LayoutItem(size: LayoutSize(width: dimension(&rng), height: dimension(&rng)), contentInsets: insets))
        }
        let useCount = Int.random(in: 0..<3, using: &rng) == 0
        return LayoutGroup(axis: axis, size: groupSize, subitems: useCount ? [subitems[0]] : subitems,
                           count: useCount ? Int.random(in: 1...4, using: &rng) : nil,
                           interItemSpacing: .fixed(Double(Int.random(in: 0...2, using: &rng)) * 0.5))
    }

    static func dimension(_ rng: inout SeededGenerator) -> LayoutDimension {
        let fractions = [0.2, 0.25, 1.0 / 3, 0.5, 0.7, 1, 1.2]
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return .fractionalWidth(fractions.randomElement(using: &rng)!)
        case 1: return .fractionalHeight(fractions.randomElement(using: &rng)!)
        default: return .absolute(Double(Int.random(in: 0...12, using: &rng)) * 0.5)
        }
    }

    static func small(_ rng: inout SeededGenerator) -> Double {
        Double(Int.random(in: 0...4, using: &rng)) * 0.5
    }
}

/// The rules of docs/layouts.md for fixed sizes, slot by slot and item by item, as plainly as
/// possible: no templates, no arithmetic on instances.
struct ReferenceCompositional {
    var cells: [[Rect]] = []
    var headers: [Rect?] = []
    var footers: [Rect?] = []
    var contentHeight: Double = 0

    init(sections: [LayoutSection], counts: [Int], width: Double, height: Double, rtl: Bool) {
        var top = 0.0
        for (s, count) in counts.enumerated() {
            let section = sections[min(s, sections.count - 1)]
            let inset = section.contentInsets
            let headerHeight = section.headerHeight
            let sideWidth = max(0, width - inset.left - inset.right)
            let header = headerHeight > 0 ? Rect(x: inset.left, y: top, width: sideWidth, height: headerHeight) : nil
            let contentTop = top + headerHeight + inset.top
            let containerWidth = sideWidth, containerHeight = max(0, height - inset.top - inset.bottom)
            let groupWidth = Self.resolve(section.group.size.width, containerWidth, containerHeight)
            let groupHeight = Self.resolve(section.group.size.height, containerWidth, containerHeight)
            var frames: [Rect] = []
            var x = inset.left, y = contentTop
            var contentBottom = contentTop
            while frames.count < count {
                let before = frames.count
                var remaining = count - frames.count
                Self.fill(section.group, x: x, y: y, width: groupWidth, height: groupHeight, remaining: &remaining, into: &frames)
                if frames.count == before { break }
                if section.orthogonalScrollingBehavior == .none {
                    contentBottom = y + groupHeight
                    y += groupHeight + section.interGroupSpacing
                } else {
                    contentBottom = contentTop + groupHeight
                    x += groupWidth + section.interGroupSpacing
                }
            }
            let footerTop = contentBottom + inset.bottom
            let footer = section.footerHeight > 0 ? Rect(x: inset.left, y: footerTop, width: sideWidth, height: section.footerHeight) : nil
            top = footerTop + section.footerHeight
            func mirror(_ r: Rect) -> Rect { rtl ? Rect(x: width - r.minX - r.width, y: r.minY, width: r.width, height: r.height) : r }
            cells.append(frames.map(mirror))
            headers.append(header.map(mirror))
            footers.append(footer.map(mirror))
        }
        contentHeight = top
    }

    static func resolve(_ dimension: LayoutDimension, _ width: Double, _ height: Double) -> Double {
        switch dimension {
        case .fractionalWidth(let f): return f * width
        case .fractionalHeight(let f): return f * height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }

    /// Lays `group` out at `(x, y)`, `width` x `height`, putting at most `remaining` cells into `frames`.
    static func fill(_ group: LayoutGroup, x: Double, y: Double, width: Double, height: Double,
                     remaining: inout Int, into frames: inout [Rect]) {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? width : height
        let spacing = group.interItemSpacing.value
        func slot(_ subitem: LayoutSubitem, at position: Double, forced: Double?) {
            var w = resolve(subitem.size.width, width, height)
            var h = resolve(subitem.size.height, width, height)
            if let forced { if horizontal { w = forced } else { h = forced } }
            let sx = horizontal ? x + position : x, sy = horizontal ? y : y + position
            switch subitem {
            case .item(let item):
                let i = item.contentInsets
                frames.append(Rect(x: sx + i.left, y: sy + i.top, width: max(0, w - i.left - i.right), height: max(0, h - i.top - i.bottom)))
                remaining -= 1
            case .group(let nested):
                fill(nested, x: sx, y: sy, width: w, height: h, remaining: &remaining, into: &frames)
            }
        }
        func along(_ subitem: LayoutSubitem) -> Double {
            resolve(horizontal ? subitem.size.width : subitem.size.height, width, height)
        }
        if let count = group.count {
            let n = max(1, count)
            let length = max(0, (length - spacing * Double(n - 1)) / Double(n))
            for i in 0..<n where remaining > 0 { slot(group.subitems[0], at: Double(i) * (length + spacing), forced: length) }
            return
        }
        let onePass = group.subitems.allSatisfy { along($0) == 0 }
        var position = 0.0
        var index = 0
        while remaining > 0 {
            if onePass && index == group.subitems.count { break }
            let subitem = group.subitems[index % group.subitems.count]
            if !onePass && index > 0 && position + along(subitem) > length + 1e-9 { break }
            slot(subitem, at: position, forced: nil)
            position += along(subitem) + spacing
            index += 1
        }
    }
}

extension Rect {
    func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6
            && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
    }

    /// Whether an edge of this rect lies within rounding of an edge of `query` (the open
    /// intersection is then a matter of the last bit).
    func touchesEdge(of query: Rect) -> Bool {
        let near = { (a: Double, b: Double) in abs(a - b) < 1e-6 }
        return near(minX, query.maxX) || near(maxX, query.minX) || near(minY, query.maxY) || near(maxY, query.minY)
            || width < 1e-6 || height < 1e-6
    }
}

extension Optional where Wrapped == Rect {
    func isClose(to other: Rect?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case (let a?, let b?): return a.isClose(to: b)
        default: return false
        }
    }
}
