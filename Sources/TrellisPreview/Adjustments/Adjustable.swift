import TrellisLayout

/// One of the previewer's key adjustments (``Adjustments``): what an ``Adjustable`` page says
/// it supports, so the `?` help lists only its keys and other keys say why they do nothing.
///
/// ```swift
/// var supportedAdjustments: Set<Adjustment> { [.columns, .spacing] }
/// ```
public enum Adjustment: String, CaseIterable, Hashable, Sendable {
    /// `+` and `-`: one column more or fewer (``Adjustments/columnDelta``).
    ///
    /// ```swift
    /// Adjustment.columns.helpKeys   // "+ / -"
    /// ```
    case columns
    /// `]` and `[`: every spacing one wider or narrower (``Adjustments/spacingDelta``).
    ///
    /// ```swift
    /// Adjustment.spacing.helpKeys   // "] / ["
    /// ```
    case spacing
    /// `p`: headers pinned to the top, or not (``Adjustments/sectionHeadersPinToVisibleBounds``).
    ///
    /// ```swift
    /// Adjustment.sectionHeadersPinToVisibleBounds.helpKeys   // "p"
    /// ```
    case sectionHeadersPinToVisibleBounds
    /// `d`: right to left, or left to right (``Adjustments/direction``).
    ///
    /// ```swift
    /// Adjustment.direction.helpKeys   // "d"
    /// ```
    case direction
    /// `a`: the next row alignment (``Adjustments/alignment``).
    ///
    /// ```swift
    /// Adjustment.alignment.helpKeys   // "a"
    /// ```
    case alignment
    /// `o`: the next item order (``Adjustments/order``).
    ///
    /// ```swift
    /// Adjustment.order.helpKeys   // "o"
    /// ```
    case order

    /// Everything about the adjustment's keys, declared once: its key binding (the keys, what
    /// each does, the `?` overlay's summary, the README's words) and what its refusal says the
    /// keys do.
    private var declaration: (binding: KeyBinding, action: String) {
        switch self {
        case .columns:
            (KeyBinding(.normal, [(.character("+"), .preview(.columns(1))), (.character("-"), .preview(.columns(-1))),
                                  (.character("_"), .preview(.columns(-1)))],
                        group: .adjust, overlay: [("+ / -", "more / fewer columns")], listing: .adjustment(self),
                        readme: "`+` / `-`, `_`", description: "more / fewer columns (waterfall)"),
             "+ and - change the columns")
        case .spacing:
            (KeyBinding(.normal, [(.character("]"), .preview(.spacing(1))), (.character("["), .preview(.spacing(-1)))],
                        group: .adjust, overlay: [("] / [", "more / less spacing")], listing: .adjustment(self),
                        readme: "`]` / `[`", description: "wider / narrower spacing"),
             "] and [ change the spacing")
        case .sectionHeadersPinToVisibleBounds:
            (KeyBinding(.normal, [(.character("p"), .preview(.toggleSectionHeadersPinToVisibleBounds))],
                        group: .adjust, overlay: [("p", "pin headers")], listing: .adjustment(self),
                        readme: "`p`", description: "pin section headers on / off"),
             "p pins the headers")
        case .direction:
            (KeyBinding(.normal, [(.character("d"), .preview(.toggleDirection))],
                        group: .adjust, overlay: [("d", "right to left")], listing: .adjustment(self),
                        readme: "`d`", description: "right to left on / off", details: " (vertically scrolling layouts)"),
             "d mirrors the layout right to left")
        case .alignment:
            (KeyBinding(.normal, [(.character("a"), .preview(.cycleAlignment))],
                        group: .adjust, overlay: [("a", "tag alignment")], listing: .adjustment(self),
                        readme: "`a`", description: "next tag alignment (left, center, right, justified)"),
             "a changes the alignment")
        case .order:
            (KeyBinding(.normal, [(.character("o"), .preview(.cycleOrder))],
                        group: .adjust, overlay: [("o", "waterfall order")], listing: .adjustment(self),
                        readme: "`o`", description: "next waterfall item order",
                        details: " (shortest first, left to right, right to left)"),
             "o changes the item order")
        }
    }

    /// The adjustment's key binding (``KeyTable`` lists it in the Adjust group).
    package var binding: KeyBinding { declaration.binding }

    /// The keys, as the `?` help writes them.
    ///
    /// ```swift
    /// Adjustment.columns.helpKeys   // "+ / -"
    /// ```
    public var helpKeys: String { declaration.binding.overlay.map(\.keys).joined(separator: " ") }

    /// What a page that does not support it says: `+ and - change the columns; this layout
    /// cannot` (``Adjustable/refusal(of:)`` may say it better).
    ///
    /// ```swift
    /// Adjustment.order.defaultRefusal   // "o changes the item order; this layout cannot"
    /// ```
    public var defaultRefusal: String { action + "; this layout cannot" }

    /// What the keys do, as the refusals say it: `+ and - change the columns`.
    var action: String { declaration.action }

    /// What a key says on a page that cannot take it because `adopter` (the page's layout, or
    /// its content when not `isLayout`) does not adopt ``Adjustable``: `+ and - change the
    /// columns of a layout that adopts Adjustable; StripLayout does not`.
    func refusal(notAdoptedBy adopter: AnyObject, isLayout: Bool) -> String {
        action + " of a \(isLayout ? "layout" : "page") that adopts Adjustable; \(type(of: adopter)) does not"
    }
}

/// A page (or a layout given to ``PreviewPage/init(title:layout:label:)``) that the key
/// adjustments can change: `+ - ] [ p d a o`, and `=` to go back. The page says which it
/// supports; `?` lists only those, and the others say why they do nothing.
///
/// Each press makes a new layout from the page as first given and every adjustment in force
/// (they are shared by all pages, and kept across reloads); the view keeps its place. A page
/// without it whose layout is a ``BuiltInLayout`` still takes `p` and `d`, on the layout's own
/// `sectionHeadersPinToVisibleBounds` and `direction`.
///
/// ```swift
/// extension MosaicLayout: Adjustable {
///     var supportedAdjustments: Set<Adjustment> { [.columns, .spacing] }
///     func layout(adjustedBy adjustments: Adjustments) -> any CollectionLayout {
///         MosaicLayout(dataSource: dataSource, columns: max(1, columns + adjustments.columnDelta),
///                      spacing: max(0, spacing + adjustments.spacingDelta))
///     }
/// }
/// ```
public protocol Adjustable {
    /// The adjustments this page supports now.
    ///
    /// ```swift
    /// var supportedAdjustments: Set<Adjustment> { [.columns, .spacing] }
    /// ```
    var supportedAdjustments: Set<Adjustment> { get }
    /// A layout with `adjustments` applied to the page as first given (empty adjustments: the
    /// page as it was). Only supported adjustments are set, each counter within
    /// ``adjustmentRanges(width:spacingDelta:)``.
    ///
    /// ```swift
    /// MosaicLayout(dataSource: dataSource, columns: max(1, columns + adjustments.columnDelta))
    /// ```
    func layout(adjustedBy adjustments: Adjustments) -> any CollectionLayout
    /// The adjustments `?` lists; by default ``supportedAdjustments``.
    ///
    /// ```swift
    /// var adjustmentsInHelp: Set<Adjustment> { Set(Adjustment.allCases) }   // list every key
    /// ```
    var adjustmentsInHelp: Set<Adjustment> { get }
    /// What a key of an unsupported `adjustment` says; by default ``Adjustment/defaultRefusal``.
    ///
    /// ```swift
    /// func refusal(of adjustment: Adjustment) -> String { "a mosaic has no alignment to change" }
    /// ```
    func refusal(of adjustment: Adjustment) -> String
    /// The page's own values that `p`, `d`, `a` and `o` start from (nil: not pinned, left to
    /// right, left-aligned, shortest column first).
    ///
    /// ```swift
    /// var unadjustedValues: Adjustments { Adjustments(sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds) }
    /// ```
    var unadjustedValues: Adjustments { get }
    /// Where the counters change the layout at `width` columns, the columns with the spacing
    /// changed by `spacingDelta`; by default −99...99 for each supported counter.
    ///
    /// ```swift
    /// CounterRanges(columns: (1 - columns)...(width / 4 - columns), spacing: -spacing...Double(width))
    /// ```
    func adjustmentRanges(width: Int, spacingDelta: Double) -> CounterRanges
}

extension Adjustable {
    /// ``supportedAdjustments``.
    ///
    /// ```swift
    /// page.adjustmentsInHelp == page.supportedAdjustments   // unless the page says otherwise
    /// ```
    public var adjustmentsInHelp: Set<Adjustment> { supportedAdjustments }

    /// ``Adjustment/defaultRefusal``.
    ///
    /// ```swift
    /// layout.refusal(of: .order)   // "o changes the item order; this layout cannot"
    /// ```
    public func refusal(of adjustment: Adjustment) -> String { adjustment.defaultRefusal }

    /// No values of its own: not pinned, left to right, left-aligned, shortest column first.
    ///
    /// ```swift
    /// layout.unadjustedValues   // Adjustments()
    /// ```
    public var unadjustedValues: Adjustments { Adjustments() }

    /// −99...99 for each supported counter; nil columns when ``Adjustment/columns`` is not.
    ///
    /// ```swift
    /// layout.adjustmentRanges(width: 80, spacingDelta: 0)   // columns -99...99, spacing -99...99
    /// ```
    public func adjustmentRanges(width: Int, spacingDelta: Double) -> CounterRanges {
        CounterRanges(columns: supportedAdjustments.contains(.columns) ? -99...99 : nil,
                      spacing: supportedAdjustments.contains(.spacing) ? -99...99 : 0...0)
    }
}
