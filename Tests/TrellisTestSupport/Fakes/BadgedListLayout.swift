import TrellisLayout

/// A ``SectionedLayout`` whose placer adds extra views through the engine's ``PlacementSink``,
/// for the tests that follow badges and decorations from the engine to every output (queries,
/// `attributes`, snapshots): one full-width item per row, 2 tall, 1 apart, each with a 2x1
/// `"badge"` supplementary view poking out of its top-right corner (1 above the item, 1 past
/// its right edge, `zIndex` 5); when the section closes, a 3-wide `"band"` decoration view over
/// its items.
///
/// Unlike ``BadgedLayout`` (a ``StubLayout`` answering fixed attributes), everything here is
/// placed, stored, queried, mirrored and transposed by the engine itself.
public final class BadgedListLayout: SectionedLayout {
    /// The badges' kind.
    public static let badge: ElementKind = "badge"
    /// The bands' kind.
    public static let band: ElementKind = "band"

    /// It scrolls horizontally too, so transposition can be tested.
    public override var supportsHorizontalScrolling: Bool { true }

    /// The placer of one section.
    public override func makePlacer(section: Int, style: ResolvedSectionStyle, width: Double,
                                    itemsTop: Double) -> SectionPlacer {
        Placer(style: style, width: width, itemsTop: itemsTop)
    }

    /// Places one section's items and adds their badges, and the section's band when it closes.
    public final class Placer: SectionPlacer {
        let left: Double, width: Double, top: Double
        var bottom: Double
        var hasItem = false

        init(style: ResolvedSectionStyle, width: Double, itemsTop: Double) {
            left = style.inset.left
            self.width = max(0, width - style.inset.left - style.inset.right - 1)
            top = itemsTop
            bottom = itemsTop
        }

        /// The next item's top.
        public var frontier: Double { hasItem ? bottom + 1 : bottom }
        /// The last item's bottom.
        public var itemsBottom: Double { bottom }

        /// Places `item` below the last one, with its badge; `item` must be the sink's next item.
        public func place(item: Int, into sink: inout PlacementSink) {
            precondition(item == sink.count, "items come in order")
            let frame = Rect(x: left, y: frontier, width: width, height: 2)
            sink.place(frame, inLane: 0)
            sink.addSupplementaryView(ofKind: BadgedListLayout.badge, item: item,
                                      frame: Rect(x: frame.maxX - 1, y: frame.minY - 1, width: 2, height: 1), zIndex: 5)
            hasItem = true
            bottom = frame.maxY
        }

        /// Adds the section's band over its items.
        public func finish(into sink: inout PlacementSink) {
            sink.addDecorationView(ofKind: BadgedListLayout.band, frame: Rect(x: 0, y: top, width: 3, height: bottom - top))
        }
    }
}
