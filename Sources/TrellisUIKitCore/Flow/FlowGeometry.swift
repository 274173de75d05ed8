/// The frames of a ``UICollectionViewFlowLayout``, laid out by the numbered rules of issue 26 §2,
/// and the queries over them.
///
/// Everything here is in the **vertical frame**: lines run across (`x`), sections stack down
/// (`y`). A horizontally scrolling layout transposes its input into this frame and its answers
/// back (``FlowAxis``), so both directions run the same arithmetic.
///
/// Storage is compact: per item only its raw size (the input, 16 bytes) and its `x` (8 bytes);
/// per line its first item, top and height; per section its metrics and extent. An item's
/// width is clamped and its `y` centred in its line when it is asked for, with the same
/// arithmetic the layout pass used, so a frame comes out bit for bit the same whenever it is
/// read.
///
/// Costs: ``layOut(width:originX:)`` is O(n); ``forEachElement(in:pinning:_:)`` is
/// O(log s + log l + k) (a binary search over sections, one over the lines of the first section
/// met, then only what it reports, plus the items of the lines it meets that lie outside the
/// rect across); ``itemFrame(section:item:)`` is O(log l) in the section's line count.
final class FlowGeometry {
    /// One section's metrics in the vertical frame (rule 2's header height, the section inset,
    /// the two spacings, rule 6's footer height), resolved from the delegate or the layout.
    struct SectionInput: Equatable {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var itemCount: Int
    }

    /// One laid-out section.
    struct Section {
        /// The flat index (in ``sizes`` and ``xs``) of its item 0.
        var firstItem: Int
        var itemCount: Int
        /// The index in ``lines`` of its first line, and how many it has.
        var firstLine: Int
        var lineCount: Int
        /// The width a line may use (rule 3's `A`); wider items are clamped to `max(A, 0)`.
        var available: CGFloat
        /// Where the section starts (its header's top, or its inset's when it has no header).
        var top: CGFloat
        /// The header's height; no header unless it is greater than 0.
        var headerHeight: CGFloat
        /// Below the header: where a pinned footer stops (rule 7).
        var contentTop: CGFloat
        /// The footer's top: below the last line and the bottom inset; where a pinned header stops.
        var contentBottom: CGFloat
        var footerHeight: CGFloat
        /// Where the next section starts.
        var bottom: CGFloat
        /// The lowest top and highest bottom of anything the section may report (with negative
        /// insets or spacings, lines can leave the section's span), widened by a few ulps:
        /// the searches use them only to skip sections, never to decide what meets a rect.
        var floor: CGFloat
        var reach: CGFloat
    }

    /// One line of items.
    struct Line {
        /// The flat index of its first item.
        var firstItem: Int
        var top: CGFloat
        /// Its tallest item's height (rule 4).
        var height: CGFloat
        /// Within its section: the highest bottom of any item of this line or an earlier one.
        var reach: CGFloat
        /// Within its section: the lowest top of this line or a later one.
        var floor: CGFloat
    }

    /// An element a rect query reports, with its frame in the vertical frame.
    enum Element: Equatable {
        case header(section: Int, frame: CGRect)
        case item(section: Int, item: Int, frame: CGRect)
        case footer(section: Int, frame: CGRect)
    }

    /// Where pinned headers and footers go (rule 7): the visible span along the scroll axis,
    /// in the vertical frame.
    struct Pinning {
        var headers: Bool
        var footers: Bool
        /// The visible top: the bounds' top below the top content inset.
        var visibleTop: CGFloat
        /// The visible bottom: the bounds' bottom above the bottom content inset.
        var visibleBottom: CGFloat
    }

    /// Input: the sections' metrics.
    var inputs: [SectionInput] = []
    /// Input: every item's size, section by section, as the delegate (or `itemSize`, or the
    /// self-sizing estimate or preferred size) gave it. Negative lengths count as 0.
    var sizes: [CGSize] = []

    /// Output of ``layOut(width:originX:)``.
    private(set) var sections: [Section] = []
    private(set) var lines: [Line] = []
    /// Per item, its left edge.
    private(set) var xs: [CGFloat] = []
    /// Per section, the highest ``Section/reach`` of it and every earlier one (a running
    /// maximum, so a binary search can find the first section that reaches below a rect's top).
    private var reachesSoFar: [CGFloat] = []
    /// Per section, the lowest ``Section/floor`` of it and every later one.
    private var floorsFrom: [CGFloat] = []
    /// The width sections are laid out in (`W`).
    private(set) var width: CGFloat = 0
    /// The left edge of that width in the content's coordinates (0 unless the section inset
    /// reference is wider than the content inset).
    private(set) var originX: CGFloat = 0
    /// Where the last section ends (rule 6): the content height.
    private(set) var contentHeight: CGFloat = 0

    /// Lays every section out in `width`, starting at `originX` across.
    func layOut(width: CGFloat, originX: CGFloat) {
        self.width = width
        self.originX = originX
        sections.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        xs.removeAll(keepingCapacity: true)
        xs.reserveCapacity(sizes.count)
        var y: CGFloat = 0
        var firstItem = 0
        for input in inputs {
            y = layOutSection(input, firstItem: firstItem, startingAt: y)
            firstItem += input.itemCount
        }
        precondition(firstItem == sizes.count, "FlowGeometry: \(sizes.count) sizes for \(firstItem) items")
        contentHeight = y
        reachesSoFar.removeAll(keepingCapacity: true)
        var highest = -CGFloat.infinity
        for section in sections {
            highest = max(highest, section.reach)
            reachesSoFar.append(highest)
        }
        floorsFrom = Array(repeating: 0, count: sections.count)
        var lowestFloor = CGFloat.infinity
        for index in sections.indices.reversed() {
            lowestFloor = min(lowestFloor, sections[index].floor)
            floorsFrom[index] = lowestFloor
        }
        // Within each section, a line's floor is the lowest top from it on (a suffix minimum).
        for section in sections where section.lineCount > 0 {
            var lowest = CGFloat.infinity
            for index in stride(from: section.firstLine + section.lineCount - 1, through: section.firstLine, by: -1) {
                lowest = min(lowest, lines[index].top)
                lines[index].floor = lowest
            }
        }
    }

    /// Rules 2–6 for one section starting at `start`; returns where the next one starts.
    private func layOutSection(_ input: SectionInput, firstItem: Int, startingAt start: CGFloat) -> CGFloat {
        let inset = input.inset
        let available = width - inset.left - inset.right
        let spacing = input.interitemSpacing
        var y = start
        // Rule 2: a header of height > 0 takes the full width above the section inset.
        let headerHeight = input.headerHeight > 0 ? input.headerHeight : 0
        if headerHeight > 0 { y = y + headerHeight }
        let contentTop = y
        y = y + inset.top
        var section = Section(firstItem: firstItem, itemCount: input.itemCount, firstLine: lines.count, lineCount: 0,
                              available: available, top: start, headerHeight: headerHeight, contentTop: contentTop,
                              contentBottom: 0, footerHeight: 0, bottom: 0, floor: 0, reach: 0)
        var reach = -CGFloat.infinity
        // Rule 3: lines, each as wide as its items and minimum spacings, at most `available`.
        var lineStart = firstItem
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        let end = firstItem + input.itemCount
        var item = firstItem
        while item < end {
            let size = clampedSize(of: item, available: available)
            if item > lineStart && !(lineWidth + spacing + size.width <= available) {
                reach = placeLine(lineStart..<item, top: y, height: lineHeight, leftover: available - lineWidth,
                                  isLast: false, input: input, available: available, reach: reach)
                y = y + lineHeight + input.lineSpacing
                lineStart = item
            }
            if item == lineStart {
                lineWidth = size.width
                lineHeight = size.height
            } else {
                lineWidth = lineWidth + spacing + size.width
                lineHeight = max(lineHeight, size.height)
            }
            item += 1
        }
        if end > lineStart {
            reach = placeLine(lineStart..<end, top: y, height: lineHeight, leftover: available - lineWidth,
                              isLast: true, input: input, available: available, reach: reach)
            y = y + lineHeight
        }
        section.lineCount = lines.count - section.firstLine
        // Rule 6: the bottom inset, then a footer of height > 0 across the full width.
        y = y + inset.bottom
        section.contentBottom = y
        let footerHeight = input.footerHeight > 0 ? input.footerHeight : 0
        section.footerHeight = footerHeight
        if footerHeight > 0 { y = y + footerHeight }
        section.bottom = y
        var lowest = min(start, y, section.contentBottom, contentTop)
        for line in lines[section.firstLine...] { lowest = min(lowest, line.top) }
        section.floor = lowest.nextDown.nextDown
        section.reach = max(y, contentTop, section.contentBottom, reach).nextUp.nextUp
        sections.append(section)
        return y
    }

    /// Rule 5: the `x` of the items of one line (`leftover` is its `L`), and the line's record.
    /// Returns the section's reach so far.
    private func placeLine(_ items: Range<Int>, top: CGFloat, height: CGFloat, leftover: CGFloat, isLast: Bool,
                           input: SectionInput, available: CGFloat, reach: CGFloat) -> CGFloat {
        let spacing = input.interitemSpacing
        let left = originX + input.inset.left
        let count = items.count
        var x = left
        var gap = spacing
        if !isLast {
            if count >= 2 {
                // 5a: justified, the leftover shared equally between the gaps.
                gap = spacing + leftover / CGFloat(count - 1)
            } else {
                // 5b: a lone item is centred.
                x = left + leftover / 2
            }
        } else {
            // 5c: the gaps of a full line of copies of the last item, unless those gaps would
            // carry the line past the right inset (mixed widths), where the minimum spacing stays.
            let last = clampedSize(of: items.upperBound - 1, available: available).width
            let (copies, copiesLeftover) = Self.fullLine(ofCopiesOf: last, spacing: spacing, available: available)
            if copies > 1 {
                let gridGap = spacing + copiesLeftover / CGFloat(copies - 1)
                if !Self.overflows(extraPerGap: gridGap - spacing, gaps: count - 1, leftover: leftover, available: available) {
                    gap = gridGap
                }
            }
        }
        var lineReach = reach
        for item in items {
            xs.append(x)
            let size = clampedSize(of: item, available: available)
            x = x + size.width + gap
            lineReach = max(lineReach, Self.centredY(top: top, lineHeight: height, height: size.height) + size.height)
        }
        lineReach = max(lineReach, top + height)
        lines.append(Line(firstItem: items.lowerBound, top: top, height: height, reach: lineReach, floor: top))
        return lineReach
    }

    /// Rule 5c's `n′` and `L′`: how many items of width `width` fill a line by rule 3, and the
    /// leftover. The first always fits; no more than a million are counted (a line of items of
    /// no width and no spacing holds any number: it counts as one).
    static func fullLine(ofCopiesOf width: CGFloat, spacing: CGFloat, available: CGFloat) -> (count: Int, leftover: CGFloat) {
        var count = 1
        var lineWidth = width
        if spacing + width > 0 {
            while count < 1_000_000, lineWidth + spacing + width <= available {
                lineWidth = lineWidth + spacing + width
                count += 1
            }
        }
        return (count, available - lineWidth)
    }

    /// Whether spreading a last line's `gaps` by `extraPerGap` each would carry it past the
    /// right inset: more than its own `leftover`, by more than a billionth of the width the line
    /// may use (so a grid's full last row, equal to the leftover up to rounding, still lines up).
    static func overflows(extraPerGap: CGFloat, gaps: Int, leftover: CGFloat, available: CGFloat) -> Bool {
        CGFloat(gaps) * extraPerGap > leftover + 1e-9 * max(1, abs(available))
    }

    /// Rule 4: an item of height `height` centred in its line.
    @inline(__always)
    static func centredY(top: CGFloat, lineHeight: CGFloat, height: CGFloat) -> CGFloat {
        top + (lineHeight - height) / 2
    }

    /// Item `item`'s (flat index) size as laid out: negative lengths as 0, and (rule 3) no
    /// wider than `available` (nor than 0).
    @inline(__always)
    private func clampedSize(of item: Int, available: CGFloat) -> CGSize {
        Self.clamped(sizes[item], available: available)
    }

    @inline(__always)
    static func clamped(_ size: CGSize, available: CGFloat) -> CGSize {
        var width = size.width > 0 ? size.width : 0
        if width > available { width = available > 0 ? available : 0 }
        return CGSize(width: width, height: size.height > 0 ? size.height : 0)
    }
}

// MARK: - Queries

extension FlowGeometry {
    /// Item `item` of section `section`'s frame; nil when there is no such item.
    func itemFrame(section: Int, item: Int) -> CGRect? {
        guard sections.indices.contains(section), item >= 0, item < sections[section].itemCount else { return nil }
        let record = sections[section]
        let flat = record.firstItem + item
        // The last line whose first item is at or before `flat`.
        var low = record.firstLine, high = record.firstLine + record.lineCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].firstItem <= flat { low = middle } else { high = middle - 1 }
        }
        return frame(ofItem: flat, in: lines[low], available: record.available)
    }

    @inline(__always)
    private func frame(ofItem flat: Int, in line: Line, available: CGFloat) -> CGRect {
        let size = clampedSize(of: flat, available: available)
        return CGRect(x: xs[flat], y: Self.centredY(top: line.top, lineHeight: line.height, height: size.height),
                      width: size.width, height: size.height)
    }

    /// Section `section`'s header frame where it lies unpinned (rule 2); nil without a header.
    func headerFrame(section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].headerHeight > 0 else { return nil }
        let record = sections[section]
        return CGRect(x: originX, y: record.top, width: width, height: record.headerHeight)
    }

    /// Section `section`'s footer frame where it lies unpinned (rule 6); nil without a footer.
    func footerFrame(section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].footerHeight > 0 else { return nil }
        let record = sections[section]
        return CGRect(x: originX, y: record.contentBottom, width: width, height: record.footerHeight)
    }

    /// Section `section`'s header frame with rule 7 applied: at the visible top, but never above
    /// its own place nor lower than its section's footer top less its height (the section's end
    /// pushes it up).
    func headerFrame(section: Int, pinning: Pinning?) -> CGRect? {
        guard var frame = headerFrame(section: section) else { return nil }
        if let pinning, pinning.headers {
            let record = sections[section]
            frame.origin.y = max(record.top, min(pinning.visibleTop, record.contentBottom - record.headerHeight))
        }
        return frame
    }

    /// Section `section`'s footer frame with rule 7 applied: at the visible bottom, but never
    /// below its own place nor above the bottom of its section's header (the section's start
    /// pushes it down).
    func footerFrame(section: Int, pinning: Pinning?) -> CGRect? {
        guard var frame = footerFrame(section: section) else { return nil }
        if let pinning, pinning.footers {
            let record = sections[section]
            frame.origin.y = min(record.contentBottom, max(pinning.visibleBottom - record.footerHeight, record.contentTop))
        }
        return frame
    }

    /// Calls `body` with every element whose frame meets `rect` (shares interior points with
    /// it, as TrellisLayout's `Rect.intersects`), section by section: the header, the items in
    /// order, the footer (rule 10). With `pinning`, headers and footers are where rule 7 puts them.
    func forEachElement(in rect: CGRect, pinning: Pinning?, _ body: (Element) -> Void) {
        guard !sections.isEmpty, !rect.isNull else { return }
        let rect = rect.standardized
        let minY = rect.minY, maxY = rect.maxY
        // The first section that reaches below the rect's top: sections' reaches are searched
        // through their running maximum, so a section never hides a later one.
        var section = Self.firstIndex(count: sections.count) { self.reachesSoFar[$0] > minY }
        while section < sections.count, floorsFrom[section] < maxY {
            let record = sections[section]
            if record.floor < maxY, record.reach > minY {
                if let header = headerFrame(section: section, pinning: pinning), Self.meets(header, rect) {
                    body(.header(section: section, frame: header))
                }
                forEachItem(of: record, section: section, in: rect, body)
                if let footer = footerFrame(section: section, pinning: pinning), Self.meets(footer, rect) {
                    body(.footer(section: section, frame: footer))
                }
            }
            section += 1
        }
    }

    private func forEachItem(of record: Section, section: Int, in rect: CGRect, _ body: (Element) -> Void) {
        guard record.lineCount > 0 else { return }
        let first = record.firstLine, end = record.firstLine + record.lineCount
        var line = first + Self.firstIndex(count: record.lineCount) { self.lines[first + $0].reach > rect.minY }
        while line < end, lines[line].floor < rect.maxY {
            let current = lines[line]
            let itemsEnd = line + 1 < end ? lines[line + 1].firstItem : record.firstItem + record.itemCount
            for flat in current.firstItem..<itemsEnd {
                let frame = frame(ofItem: flat, in: current, available: record.available)
                if Self.meets(frame, rect) { body(.item(section: section, item: flat - record.firstItem, frame: frame)) }
            }
            line += 1
        }
    }

    /// Whether two rects share interior points (TrellisLayout's `Rect.intersects`): rects that
    /// only touch do not meet; a rect of no width meets one that strictly contains it.
    @inline(__always)
    static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The first index in `0..<count` for which `isPast` holds, `count` when none does;
    /// `isPast` must be false and then true along the indices.
    @inline(__always)
    static func firstIndex(count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
