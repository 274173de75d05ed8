import XCTest
@testable import TrellisLayout

/// Random group trees at random widths, fixed sizes (group insets, edge spacing and flexible
/// spacing included): the layout's frames equal those of a plain reference that lays out every
/// slot one by one (`ReferenceCompositional` below). Each failure names its seed.
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

extension CompositionalPropertyTests {
    /// The self-sizing path (a frame per item, instance by instance) agrees with the template
    /// path: the random trees with every absolute item height made an estimate of the same value
    /// (and no data, so the estimate stands) lay out as the fixed trees, once top and bottom item
    /// insets are dropped from both (rule 15 drops them from the estimated ones). This covers
    /// flexible spacing shared in a partly filled last instance.
    func testEstimatesThatStandLayOutAsTheFixedSizes() {
        var selfSizing = 0
        for seed in seeds {
            var rng = SeededGenerator(seed: seed)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in RandomTrees.section(&rng) }
            let counts = sections.map { _ in Int.random(in: 0...40, using: &rng) }
            let width = Double(Int.random(in: 1...100, using: &rng))
            let height = Double(Int.random(in: 1...40, using: &rng))
            let fixed = sections.map { section -> LayoutSection in
                var section = section
                section.group = section.group.mappingItems(estimated: false)
                return section
            }
            let estimated = sections.map { section -> LayoutSection in
                var section = section
                section.group = section.group.mappingItems(estimated: true)
                return section
            }
            selfSizing += estimated.filter { !$0.group.hasFixedSize }.count
            let a = CompositionalLayout(dataSource: TestDataSource(counts: counts), sections: fixed).prepared(width: width, height: height)
            let b = CompositionalLayout(dataSource: TestDataSource(counts: counts), sections: estimated).prepared(width: width, height: height)
            a.completeLayout()
            b.completeLayout()
            let context = "seed \(seed), width \(width), height \(height)"
            for s in counts.indices {
                let expected = a.cellFrames(section: s), actual = b.cellFrames(section: s)
                XCTAssertEqual(actual.count, expected.count, "\(context): section \(s)")
                for (x, e) in zip(actual, expected) where !x.isClose(to: e) {
                    XCTFail("\(context): section \(s): \(x) != \(e)")
                    break
                }
            }
            XCTAssertEqual(b.collectionViewContentSize.height, a.collectionViewContentSize.height, accuracy: 1e-6, context)
        }
        XCTAssertGreaterThan(selfSizing, 100)
    }
}

extension LayoutGroup {
    /// This group with every item's top and bottom insets dropped, and (when `estimated`) every
    /// absolute item height made `estimated` of the same value.
    fileprivate func mappingItems(estimated: Bool) -> LayoutGroup {
        var group = self
        group.subitems = subitems.map { subitem in
            switch subitem {
            case .group(let nested): return .group(nested.mappingItems(estimated: estimated))
            case .item(var item):
                item.contentInsets.top = 0
                item.contentInsets.bottom = 0
                if estimated, case .absolute(let v) = item.size.height { item.size.height = .estimated(v) }
                return .item(item)
            }
        }
        return group
    }
}

/// Random fixed-size sections: group trees up to three deep, fractions and absolutes, `count`
/// groups, insets of items and groups (sometimes larger than their slot), fixed and flexible
/// spacings, edge spacing (fixed, flexible or none per edge), headers, footers, orthogonal sections.
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
            return .item(LayoutItem(size: LayoutSize(width: dimension(&rng), height: dimension(&rng)), contentInsets: insets,
                                    edgeSpacing: edgeSpacing(&rng)))
        }
        let useCount = Int.random(in: 0..<3, using: &rng) == 0
        let gap = Double(Int.random(in: 0...2, using: &rng)) * 0.5
        var made = LayoutGroup(axis: axis, size: groupSize, subitems: useCount ? [subitems[0]] : subitems,
                                count: useCount ? Int.random(in: 1...4, using: &rng) : nil,
                                interItemSpacing: Int.random(in: 0..<3, using: &rng) == 0 ? .flexible(gap) : .fixed(gap))
        if Int.random(in: 0..<3, using: &rng) == 0 {
            made.contentInsets = EdgeInsets(top: small(&rng), left: small(&rng), bottom: small(&rng), right: small(&rng))
        }
        if depth > 0 { made.edgeSpacing = edgeSpacing(&rng) }
        return made
    }

    /// Edge spacing a third of the time: each edge none, fixed or flexible, of a small minimum.
    static func edgeSpacing(_ rng: inout SeededGenerator) -> LayoutEdgeSpacing? {
        guard Int.random(in: 0..<3, using: &rng) == 0 else { return nil }
        func edge(_ rng: inout SeededGenerator) -> LayoutSpacing? {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return nil
            case 1: return .fixed(small(&rng))
            default: return .flexible(small(&rng))
            }
        }
        return LayoutEdgeSpacing(leading: edge(&rng), top: edge(&rng), trailing: edge(&rng), bottom: edge(&rng))
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

    /// Lays `group` out at `(x, y)`, `width` x `height`, putting at most `remaining` cells into `frames`:
    /// first the slots of one whole instance from the lengths alone (rule 4, edges at their
    /// minimums), then the leftover shared by the flexible gaps and edges (rule 17), then the
    /// slots filled in order inside the group's insets (rule 16).
    static func fill(_ group: LayoutGroup, x: Double, y: Double, width: Double, height: Double,
                     remaining: inout Int, into frames: inout [Rect]) {
        let insets = group.contentInsets
        let innerWidth = max(0, width - insets.left - insets.right), innerHeight = max(0, height - insets.top - insets.bottom)
        let x = x + insets.left, y = y + insets.top
        let horizontal = group.axis == .horizontal
        let length = horizontal ? innerWidth : innerHeight
        let crossLength = horizontal ? innerHeight : innerWidth
        let spacing = group.interItemSpacing.value
        func along(_ subitem: LayoutSubitem) -> Double {
            resolve(horizontal ? subitem.size.width : subitem.size.height, innerWidth, innerHeight)
        }
        func across(_ subitem: LayoutSubitem) -> Double {
            resolve(horizontal ? subitem.size.height : subitem.size.width, innerWidth, innerHeight)
        }
        func edges(_ subitem: LayoutSubitem) -> LayoutEdgeSpacing {
            switch subitem {
            case .item(let item): return item.edgeSpacing ?? LayoutEdgeSpacing()
            case .group(let nested): return nested.edgeSpacing ?? LayoutEdgeSpacing()
            }
        }
        /// One slot: its content at `(sx, sy)` (the near edges added), `forced` a count group's length.
        func slot(_ subitem: LayoutSubitem, sx: Double, sy: Double, forced: Double?) {
            var w = resolve(subitem.size.width, innerWidth, innerHeight)
            var h = resolve(subitem.size.height, innerWidth, innerHeight)
            if let forced { if horizontal { w = forced } else { h = forced } }
            switch subitem {
            case .item(let item):
                let i = item.contentInsets
                frames.append(Rect(x: sx + i.left, y: sy + i.top, width: max(0, w - i.left - i.right), height: max(0, h - i.top - i.bottom)))
                remaining -= 1
            case .group(let nested):
                fill(nested, x: sx, y: sy, width: w, height: h, remaining: &remaining, into: &frames)
            }
        }
        if let count = group.count {
            // Edge spacing has no effect in a count group; a flexible spacing is its minimum.
            let n = max(1, count)
            let length = max(0, (length - spacing * Double(n - 1)) / Double(n))
            for i in 0..<n where remaining > 0 {
                let p = Double(i) * (length + spacing)
                slot(group.subitems[0], sx: horizontal ? x + p : x, sy: horizontal ? y : y + p, forced: length)
            }
            return
        }
        func minimum(_ s: LayoutSpacing?) -> Double { s?.value ?? 0 }
        func flexible(_ s: LayoutSpacing?) -> Bool { s?.isFlexible ?? false }
        // The slots of a whole instance, from the lengths alone.
        let onePass = group.subitems.allSatisfy { along($0) == 0 }
        var slots: [LayoutSubitem] = []
        var end = 0.0
        while !(onePass && slots.count == group.subitems.count) {
            let subitem = group.subitems[slots.count % group.subitems.count]
            let e = edges(subitem)
            let lead = horizontal ? e.leading : e.top, trail = horizontal ? e.trailing : e.bottom
            let start = slots.isEmpty ? 0 : end + spacing
            let far = start + minimum(lead) + along(subitem) + minimum(trail)
            if !onePass && !slots.isEmpty && far > length + 1e-9 { break }
            slots.append(subitem)
            end = far
        }
        // The flexible shares of the leftover.
        var shares = group.interItemSpacing.isFlexible ? slots.count - 1 : 0
        for subitem in slots {
            let e = edges(subitem)
            shares += (flexible(horizontal ? e.leading : e.top) ? 1 : 0) + (flexible(horizontal ? e.trailing : e.bottom) ? 1 : 0)
        }
        let share = shares > 0 ? max(0, length - end) / Double(shares) : 0
        // Fill them in order.
        var position = 0.0
        for (k, subitem) in slots.enumerated() where remaining > 0 {
            let e = edges(subitem)
            let lead = horizontal ? e.leading : e.top, trail = horizontal ? e.trailing : e.bottom
            let near = horizontal ? e.top : e.leading, far = horizontal ? e.bottom : e.trailing
            if k > 0 { position += spacing + (group.interItemSpacing.isFlexible ? share : 0) }
            position += minimum(lead) + (flexible(lead) ? share : 0)
            let free = max(0, crossLength - minimum(near) - across(subitem) - minimum(far))
            let offset = minimum(near) + (flexible(near) ? (flexible(far) ? free / 2 : free) : 0)
            slot(subitem, sx: horizontal ? x + position : x + offset, sy: horizontal ? y + offset : y + position, forced: nil)
            position += along(subitem) + minimum(trail) + (flexible(trail) ? share : 0)
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
