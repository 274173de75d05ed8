import TrellisPreview
import TrellisLayout
import TrellisRender
import TrellisSpec

/// `trellis attributes SPEC --width W [--height H] [--rect X,Y,WIDTH,HEIGHT]`: the prepared
/// layout as JSON. Every value is in the spec's units: points for a spec with a `scale`.
enum AttributesCommand {
    /// The collection-view height, in rows, of a horizontally scrolling or compositional spec
    /// without `--height`: the viewport of `trellis render --size 80x24` (24 rows less the status
    /// line), so that both commands show the same layout (times the spec's `scale.y` for a spec
    /// in points).
    static let defaultHorizontalHeight = Double(DefaultView.height)

    /// `attributes`' options, the only declaration of them.
    enum Option {
        static let width = CommandOption.valued("width", "W", .number(0...1_000_000), required: true, help: [
            "Collection-view width (required, from 0 to 1000000).",
        ])
        static let height = CommandOption.valued("height", "H", .number(0...1_000_000), help: [
            "Collection-view height: the extent rows flow across when the",
            "spec scrolls horizontally, the height fractionalHeight is of",
            "in a compositional spec (default 23 for both, the viewport",
            "of `render --size 80x24`), else only the viewport.",
        ])
        static let rect = CommandOption.valued("rect", "X,Y,WIDTH,HEIGHT", .rect, help: [
            "Only the attributes layoutAttributesForElements(in:) returns",
            "for that rect (treated as the visible bounds).",
        ])
    }

    /// The options in the order the help lists them.
    static let options = CommandOptions(command: "attributes", helpColumn: 28, options: [Option.width, Option.height, Option.rect])

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.attributes); return }
        let path = try SpecArguments.single(parsed, command: options.command)
        let width = try parsed.number(Option.width)!  // required: reading it throws when it is missing
        let height = try parsed.number(Option.height)
        let rect = try parsed.rect(Option.rect).map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        let document = try SpecArguments.load(path)
        let layout = preparedLayout(of: document, width: width, height: height, visible: rect)
        let attributes = rect.map { layout.layoutAttributesForElements(in: $0) } ?? everything(layout)
        try StandardStreams.writeLine(json(contentSize: layout.collectionViewContentSize, attributes: attributes.sorted(by: displayOrder)))
    }

    /// `document`'s layout prepared at collection-view width `width` and laid out to the end:
    /// its bounds are `visible` (the visible rect, which pinned headers follow; the origin and
    /// no height when nil) with `height` when given (default: ``defaultHorizontalHeight`` for a
    /// spec that scrolls sideways or is compositional, whose `fractionalHeight` needs the height). `export` lays out the same way.
    static func preparedLayout(of document: SpecDocument, width: Double, height: Double?, visible rect: Rect?) -> any BuiltInLayout {
        let layout = document.layout
        let visible = rect ?? Rect(x: 0, y: 0, width: width, height: 0)
        // A layout flowing across the height (sideways, or sized by `fractionalHeight`) needs one.
        let needsHeight = layout.isHorizontal || document.spec.layout == .compositional
        layout.bounds = Rect(x: visible.minX, y: visible.minY, width: width,
                             height: height ?? (needsHeight ? Self.defaultHorizontalHeight * document.spec.cellScale.y : visible.height))
        layout.prepare()
        layout.completeLayout()
        return layout
    }

    /// Every element of a completely laid-out layout, zero-sized ones included.
    static func everything(_ layout: any BuiltInLayout) -> [LayoutAttributes] {
        everything(layout, dataSource: layout.dataSource)
    }

    /// Every element of `layout`, completely laid out over `dataSource`, zero-sized ones included.
    ///
    /// Trellis's own elements are asked for one by one: a rect query finds only elements whose
    /// frame shares interior points with the rect (``Rect/intersects(_:)``), and an empty
    /// footer at the very end of the content has none. Any other kind (a badge, a decoration a
    /// layout chooses) comes from one query of the whole content rect, one cell wider on every
    /// side so that a zero-sized one strictly inside the content is found too.
    static func everything(_ layout: any CollectionLayout, dataSource: LayoutDataSource) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in 0..<max(0, dataSource.numberOfSections) {
            let path = LayoutIndexPath(item: 0, section: section)
            for (category, kind) in builtInViews {
                if let element = layout.layoutAttributesForElement(category: category, kind: kind, at: path) {
                    result.append(element)
                }
            }
            for item in 0..<max(0, dataSource.numberOfItems(inSection: section)) {
                if let element = layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section)) {
                    result.append(element)
                }
            }
        }
        let size = layout.collectionViewContentSize
        let content = Rect(x: -1, y: -1, width: max(size.width, layout.bounds.width) + 2, height: size.height + 2)
        result += layout.layoutAttributesForElements(in: content).filter { element in
            element.category != .cell && !builtInViews.contains { $0 == (element.category, element.kind) }
        }
        return result
    }

    /// The views of a section that ``everything(_:dataSource:)`` asks for by kind.
    private static let builtInViews: [(ElementCategory, ElementKind)] = [
        (.supplementaryView, .header), (.decorationView, .background), (.supplementaryView, .footer),
    ]

    /// Section by section: header, background and other decorations, cells in item order, other
    /// supplementary views (badges) in item order, footer; kinds of the same rank by name.
    static func displayOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        func rank(_ element: LayoutAttributes) -> Int {
            switch element.category {
            case .cell: 2
            case .decorationView: 1
            case .supplementaryView: element.kind == .header ? 0 : element.kind == .footer ? 4 : 3
            }
        }
        return (a.indexPath.section, rank(a), a.indexPath.item, a.kind) < (b.indexPath.section, rank(b), b.indexPath.item, b.kind)
    }

    /// The JSON document: content size, then one attribute per line (``LayoutJSON``, which
    /// `TrellisTesting`'s `.attributes` snapshots share).
    static func json(contentSize: Size, attributes: [LayoutAttributes]) -> String {
        LayoutJSON.document(contentSize: contentSize, attributes: attributes)
    }
}
