import TrellisLayout

/// The changes a person makes with keys in the previewer (`+`/`-`, `]`/`[`, `p`, `d`, `a`, `o`),
/// applied on top of a page as first given; reloading keeps them, `=` drops them all. One set
/// is shared by every page; an ``Adjustable`` page gets them as they act on it
/// (``Adjustable/layout(adjustedBy:)``).
///
/// The counters are stepped from where they take effect on the page shown
/// (``Adjustable/adjustmentRanges(width:spacingDelta:)``), so a press never runs a counter past
/// the point where the layout stops changing, and the first press the other way always acts.
///
/// ```swift
/// func layout(adjustedBy adjustments: Adjustments) -> any CollectionLayout {
///     MosaicLayout(dataSource: dataSource, columns: max(1, 3 + adjustments.columnDelta))
/// }
/// ```
public struct Adjustments: Equatable, Sendable {
    /// Columns added to every section's column count (never below 1).
    ///
    /// ```swift
    /// adjustments.columnDelta   // 1 after one +
    /// ```
    public var columnDelta = 0
    /// Added to every spacing (never below 0), in cells: in a spec in points, `x` points per
    /// step to a horizontal spacing and `y` to a vertical one (see ``LayoutSpec/cellScale``).
    ///
    /// ```swift
    /// adjustments.spacingDelta  // -1 after one [
    /// ```
    public var spacingDelta = 0.0
    /// Pinned headers, when toggled.
    ///
    /// ```swift
    /// adjustments.sectionHeadersPinToVisibleBounds ?? unadjusted   // true after p on an unpinned page
    /// ```
    public var sectionHeadersPinToVisibleBounds: Bool?
    /// Direction, when toggled.
    ///
    /// ```swift
    /// adjustments.direction   // .rightToLeft after d
    /// ```
    public var direction: LayoutDirection?
    /// Tag alignment, when cycled.
    ///
    /// ```swift
    /// adjustments.alignment   // .center after a on a left-aligned page
    /// ```
    public var alignment: RowAlignment?
    /// Waterfall order, when cycled.
    ///
    /// ```swift
    /// adjustments.order   // .leftToRight after o
    /// ```
    public var order: ItemOrder?

    /// No change at all.
    ///
    /// ```swift
    /// Adjustments().isEmpty   // true
    /// ```
    public init() {}

    /// Creates adjustments; every part is optional.
    ///
    /// ```swift
    /// Adjustments(sectionHeadersPinToVisibleBounds: false, direction: .leftToRight)   // the values p and d start from
    /// ```
    public init(columnDelta: Int = 0, spacingDelta: Double = 0, sectionHeadersPinToVisibleBounds: Bool? = nil, direction: LayoutDirection? = nil,
                alignment: RowAlignment? = nil, order: ItemOrder? = nil) {
        self.columnDelta = columnDelta
        self.spacingDelta = spacingDelta
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.direction = direction
        self.alignment = alignment
        self.order = order
    }

    /// Whether nothing was changed.
    ///
    /// ```swift
    /// Adjustments(columnDelta: 1).isEmpty   // false
    /// ```
    public var isEmpty: Bool { self == Adjustments() }

    /// The adjustments as they act on a page that supports `supported`, with the counters'
    /// `ranges` (the page's at the screen's width): each counter clamped to where it changes
    /// the layout (no column change without a column range), and every adjustment the page does
    /// not support dropped. This is what a page is shown with and what its status line says.
    func effective(supporting supported: Set<Adjustment>, ranges: CounterRanges) -> Adjustments {
        guard !isEmpty else { return self }
        var result = self
        result.columnDelta = supported.contains(.columns) ? ranges.columns.map { columnDelta.clamped(to: $0) } ?? 0 : 0
        result.spacingDelta = supported.contains(.spacing) ? spacingDelta.clamped(to: ranges.spacing) : 0
        if !supported.contains(.sectionHeadersPinToVisibleBounds) { result.sectionHeadersPinToVisibleBounds = nil }
        if !supported.contains(.direction) { result.direction = nil }
        if !supported.contains(.alignment) { result.alignment = nil }
        if !supported.contains(.order) { result.order = nil }
        return result
    }

    /// These adjustments (``effective(supporting:ranges:)`` ones) compactly, for the status
    /// line, each toggle only when it differs from `start`, the page's own value
    /// (``Adjustable/unadjustedValues``): `cols+1 gap−1 pin rtl center order:ltr`; empty when
    /// none changes anything.
    func summary(from start: Adjustments) -> String {
        guard !isEmpty else { return "" }
        var parts: [String] = []
        if columnDelta != 0 { parts.append("cols" + Self.signed(columnDelta)) }
        if spacingDelta != 0 { parts.append("gap" + Self.signed(Int(spacingDelta))) }
        if let sectionHeadersPinToVisibleBounds, sectionHeadersPinToVisibleBounds != (start.sectionHeadersPinToVisibleBounds ?? false) { parts.append(sectionHeadersPinToVisibleBounds ? "pin" : "unpin") }
        if let direction, direction != (start.direction ?? .leftToRight) { parts.append(direction == .rightToLeft ? "rtl" : "ltr") }
        if let alignment, alignment != (start.alignment ?? .left) { parts.append(alignment.rawValue) }
        if let order, order != (start.order ?? .shortestFirst) { parts.append("order:" + Self.name(of: order)) }
        return parts.joined(separator: " ")
    }

    /// `+2` or `−2` (a minus sign, as typeset).
    private static func signed(_ value: Int) -> String {
        value < 0 ? "\u{2212}\(-value)" : "+\(value)"
    }

    /// A short name of a waterfall order.
    private static func name(of order: ItemOrder) -> String {
        switch order {
        case .shortestFirst: "shortest"
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        }
    }

    /// The next value of a cycle, after `current`.
    package static func next<T: CaseIterable & Equatable>(after current: T) -> T {
        let all = Array(T.allCases)
        let index = all.firstIndex(of: current) ?? 0
        return all[(index + 1) % all.count]
    }
}

/// Where the counters of ``Adjustments`` act on one page at one screen width: the values of
/// each that change the layout. An ``Adjustable`` page works them out
/// (``Adjustable/adjustmentRanges(width:spacingDelta:)``); the previewer asks again only when
/// the page, the width, the spacing or the file changed.
///
/// ```swift
/// CounterRanges(columns: -2...6, spacing: -1...40)   // 1 to 9 columns of 3; spacing 0 to 41
/// ```
public struct CounterRanges: Equatable, Sendable {
    /// The values of ``Adjustments/columnDelta`` that change the layout; `nil` for a layout
    /// without columns.
    ///
    /// ```swift
    /// ranges.columns   // -2...6: from 1 to 9 columns of 3
    /// ```
    public var columns: ClosedRange<Int>?
    /// The values of ``Adjustments/spacingDelta`` that change the layout.
    ///
    /// ```swift
    /// ranges.spacing   // -1...40: from no spacing to the screen's width
    /// ```
    public var spacing: ClosedRange<Double>

    /// The ranges of both counters.
    ///
    /// ```swift
    /// CounterRanges(columns: nil, spacing: 0...0)   // neither counter changes anything
    /// ```
    public init(columns: ClosedRange<Int>?, spacing: ClosedRange<Double>) {
        self.columns = columns
        self.spacing = spacing
    }
}

extension Comparable {
    /// This value moved into `range`.
    package func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
