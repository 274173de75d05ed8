import TrellisLayout

/// The keys a spec may contain, per kind of object, in the order the documentation lists
/// them; used to recognise keys and to suggest one for a misspelt key.
enum SpecKeys {
    /// Keys of the style shared by the top level and sections.
    static let style = ["columns", "lineSpacing", "interitemSpacing", "itemHeight", "inset",
                        "header", "footer", "pinHeaders", "order", "align", "verticalAlign",
                        "direction", "scrollDirection", "background", "itemSize", "aspectRatio",
                        "group", "interGroupSpacing", "scrolling", "boundaryItems",
                        "supplementariesFollowContentInsets", "list", "interSectionSpacing", "contentInsets",
                        "safeAreaInsets", "layoutMargins", "contentInsetsReference"]
    /// Style keys that apply to the whole layout only; a section holding one gets a warning.
    static let layoutWideOnly: Set<String> = ["pinHeaders", "direction", "scrollDirection", "interSectionSpacing",
                                              "contentInsets", "safeAreaInsets", "layoutMargins", "contentInsetsReference"]
    /// Keys of the top-level object.
    static let topLevel = ["title", "layout", "scale", "sections"] + style
    /// Keys of a section.
    static let section = ["title", "items"] + style
    /// Keys of an item.
    static let item = ["height", "width", "title", "text", "fullSpan", "aspectRatio"]
    /// Keys of an `inset` object.
    static let inset = ["top", "left", "bottom", "right"]
    /// Keys of an `itemSize` object.
    static let size = ["width", "height"]
    /// Keys of the `scale` object.
    static let scale = ["x", "y"]
    /// Keys of a compositional group.
    static let group = ["axis", "width", "height", "subitems", "count", "interItemSpacing", "insets", "edgeSpacing"]
    /// Keys of a compositional item slot.
    static let itemSlot = ["width", "height", "insets", "edgeSpacing", "supplementaries"]
    /// Keys of a compositional dimension: an object has exactly one of them.
    static let dimension = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
    /// Keys of a spacing object (`interItemSpacing`, an edge of `edgeSpacing`): exactly one of them.
    static let spacing = ["fixed", "flexible"]
    /// Keys of an `edgeSpacing` object: the edges, each optional.
    static let edgeSpacing = ["leading", "top", "trailing", "bottom"]
    /// Keys of an item slot's supplementary item (`supplementaries`). `itemAnchor` is known, to
    /// say that it is not supported.
    static let supplementary = ["kind", "width", "height", "anchor", "zIndex", "itemAnchor"]
    /// Keys of a supplementary item's `anchor`.
    static let anchor = ["edges", "fractionalOffset", "absoluteOffset"]
    /// The edges an `anchor` names.
    static let anchorEdges: [(name: String, value: LayoutRectEdges)] =
        [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
    /// Keys of a point (`offset`, `fractionalOffset`, `absoluteOffset`).
    static let point = ["x", "y"]
    /// Keys of a boundary item (`boundaryItems`).
    static let boundaryItem = ["kind", "alignment", "width", "height", "offset", "pin", "extendsBoundary", "zIndex",
                               "title", "text"]
    /// Keys of a section `background` object.
    static let background = ["insets", "zIndex"]
    /// Keys of a `list` object.
    static let list = ["appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding"]
    /// Keys a compositional layout only has (a section's group and how it scrolls, its boundary
    /// items and list, and the layout configuration).
    static let compositionalOnly: Set<String> = ["group", "interGroupSpacing", "scrolling", "boundaryItems",
                                                 "supplementariesFollowContentInsets", "list", "interSectionSpacing",
                                                 "contentInsets", "safeAreaInsets", "layoutMargins", "contentInsetsReference"]

    /// Why a known `key` does nothing in a spec of `layout`, as a warning's message (such as
    /// `ignored in a grid (use itemSize)`); nil when the layout uses it. `item` tells an item's
    /// key from a style key (`width` and `height` of an item are not those of an `itemSize`).
    static func ignoredReason(_ key: String, item: Bool, in layout: LayoutSpec.Kind) -> String? {
        switch (layout, item, key) {
        case (.waterfall, false, "align"), (.waterfall, false, "verticalAlign"):
            "ignored in a waterfall (only tags are aligned)"
        case (.waterfall, false, "itemSize"): "ignored in a waterfall (only a grid has an itemSize)"
        case (.waterfall, true, "width"): "ignored in a waterfall (an item is as wide as its column)"
        case (.waterfall, false, "scrollDirection"): "ignored in a waterfall (it scrolls vertically)"
        case (.tags, false, "columns"): "ignored in a tags layout (tags wrap like words)"
        case (.tags, false, "order"): "ignored in a tags layout (only a waterfall has an item order)"
        case (.tags, false, "itemSize"): "ignored in a tags layout (only a grid has an itemSize)"
        case (.tags, true, "fullSpan"): "ignored in a tags layout (only a waterfall has full-span items)"
        case (.grid, false, "columns"): "ignored in a grid (itemSize sets how many items fit a row)"
        case (.grid, false, "itemHeight"), (.grid, true, "height"), (.grid, true, "width"),
             (.grid, _, "aspectRatio"):
            "ignored in a grid (use itemSize)"
        case (.grid, false, "order"): "ignored in a grid (only a waterfall has an item order)"
        case (.grid, false, "align"), (.grid, false, "verticalAlign"): "ignored in a grid (only tags are aligned)"
        case (.grid, true, "text"): "ignored in a grid for the item's size (use itemSize; the text is cut to fit)"
        case (.grid, true, "fullSpan"): "ignored in a grid (only a waterfall has full-span items)"
        case (.compositional, _, _): compositionalIgnoredReason(key, item: item)
        case (_, false, "group"), (_, false, "interGroupSpacing"):
            "ignored in a \(name(of: layout)) (only a compositional layout has groups)"
        case (_, false, "scrolling"):
            "ignored in a \(name(of: layout)) (only a compositional layout has sections that scroll sideways)"
        case (_, false, "boundaryItems"), (_, false, "supplementariesFollowContentInsets"):
            "ignored in a \(name(of: layout)) (only a compositional layout has boundary items; use header and footer)"
        case (_, false, "list"): "ignored in a \(name(of: layout)) (only a compositional layout has list sections)"
        case (_, false, "interSectionSpacing"), (_, false, "contentInsets"), (_, false, "safeAreaInsets"),
             (_, false, "layoutMargins"), (_, false, "contentInsetsReference"):
            "ignored in a \(name(of: layout)) (only a compositional layout has a layout configuration)"
        default: nil
        }
    }

    /// The layout as a warning names it: `waterfall`, `tags layout`, `grid`, `compositional layout`.
    static func name(of layout: LayoutSpec.Kind) -> String {
        switch layout {
        case .waterfall: "waterfall"
        case .tags: "tags layout"
        case .grid: "grid"
        case .compositional: "compositional layout"
        }
    }

    /// Why a known `key` does nothing in a compositional spec; nil when it uses it.
    private static func compositionalIgnoredReason(_ key: String, item: Bool) -> String? {
        let reason: String? = switch (item, key) {
        case (false, "columns"): "the group's subitems or count make the columns"
        case (false, "lineSpacing"): "use interGroupSpacing"
        case (false, "interitemSpacing"): "use the group's interItemSpacing"
        case (false, "itemHeight"): "the item slot's height sets it"
        case (false, "order"): "only a waterfall has an item order"
        case (false, "align"), (false, "verticalAlign"): "only tags are aligned"
        case (false, "itemSize"): "the item slot's width and height set it"
        case (_, "aspectRatio"): "the item slot's width and height set the size"
        case (true, "fullSpan"): "only a waterfall has full-span items"
        default: nil
        }
        return reason.map { "ignored in a compositional layout (\($0))" }
    }

    /// Why `direction: "rtl"` does nothing in a `layout` that scrolls horizontally, as a warning's
    /// message: only vertically scrolling layouts are mirrored.
    static func ignoredDirectionReason(in layout: LayoutSpec.Kind) -> String {
        let name = layout == .grid ? "grid" : layout == .compositional ? "compositional layout" : "tags layout"
        return "ignored in a \(name) that scrolls horizontally (only vertically scrolling layouts are mirrored)"
    }

    /// The known key closest to `key` when it is close enough to be a likely misspelling
    /// (case differences count as nothing), else nil. Ties go to the earlier known key.
    static func suggestion(for key: String, among known: [String]) -> String? {
        let typed = Array(key.lowercased())
        guard typed.count <= 64 else { return nil }
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            let allowed = max(1, min(3, candidate.count / 3))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, before[j - 2] + 1)
                }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
