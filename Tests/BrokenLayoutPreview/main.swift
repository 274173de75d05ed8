// A previewer of two custom layouts, for the end-to-end test of the layout doctor
// (`LayoutDoctorPreviewTests`): page 1's rect query answers every item whatever the rect, as the
// tag layout Trellis was founded on did (`rect-extra`); page 2 is the same list done right.
//
//     BrokenLayoutPreview [ITEMS]      (200 items by default)
import TrellisLayout
import TrellisPreview

/// A list of `count` rows 3 tall, as wide as the view; `answersEverything` makes its rect query
/// return every item, the contract's most common break.
final class ListLayout: CollectionLayout {
    let count: Int
    let answersEverything: Bool
    var bounds: Rect = .zero

    init(count: Int, answersEverything: Bool) {
        self.count = count
        self.answersEverything = answersEverything
    }

    func prepare() {}
    var collectionViewContentSize: Size { Size(width: bounds.width, height: Double(count) * 3) }
    var isContentSizeExact: Bool { true }
    func completeLayout() {}

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let items = answersEverything ? 0..<count
            : max(0, Int((rect.minY / 3).rounded(.down)))..<min(count, max(0, Int((rect.maxY / 3).rounded(.up))))
        return items.compactMap { layoutAttributesForItem(at: LayoutIndexPath(item: $0, section: 0)) }
            .filter { answersEverything || $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        return LayoutAttributes(kind: .cell, indexPath: indexPath,
                                frame: Rect(x: 0, y: Double(indexPath.item) * 3, width: bounds.width, height: 3))
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? { nil }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != bounds.width }
    func invalidateLayout() {}
    func invalidateLayout(with context: InvalidationContext) {}
    func contentSize(forWidth width: Double) -> Size { Size(width: width, height: Double(count) * 3) }
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200
let pages = [
    PreviewPage(title: "Answers every rect", layout: ListLayout(count: count, answersEverything: true), label: { "row \($0.item)" }),
    PreviewPage(title: "Answers the rect", layout: ListLayout(count: count, answersEverything: false), label: { "row \($0.item)" }),
]
do {
    try Previewer(pages: pages).run()
} catch let refusal as PreviewerRefusal {
    for line in refusal.lines(program: "BrokenLayoutPreview") { print(line) }
}
