import TrellisLayout

/// Inspect mode's state: which page it selected in, and the selected element, kept by kind and
/// index path (its frame is asked of the layout each frame, so it follows scrolling, pinned
/// headers and rebuilt layouts).
struct Inspection: Equatable {
    /// An element of the layout: a cell, a supplementary view or a decoration view.
    struct Element: Hashable {
        /// Cell, supplementary view or decoration view: which query answers for the element.
        var category: ElementCategory
        /// Cell, header, footer, background, or another kind (a badge).
        var kind: ElementKind
        /// The element's index path (item 0 for a header or footer).
        var indexPath: LayoutIndexPath

        /// The element of `category` and `kind` at `indexPath`.
        init(category: ElementCategory, kind: ElementKind, indexPath: LayoutIndexPath) {
            self.category = category
            self.kind = kind
            self.indexPath = indexPath
        }

        /// The element of `kind` at `indexPath`, in the kind's ``ElementKind/defaultCategory``
        /// (a cell, a header, a footer; a background is a decoration view).
        init(kind: ElementKind, indexPath: LayoutIndexPath) {
            self.init(category: kind.defaultCategory, kind: kind, indexPath: indexPath)
        }
    }

    /// The page the selection belongs to (another page shown selects anew).
    var document: Int
    /// The selected element; nil when the layout has nothing to select.
    var selection: Element?
}

extension Inspection.Element {
    /// The element `attributes` describe.
    init(_ attributes: LayoutAttributes) {
        self.init(category: attributes.category, kind: attributes.kind, indexPath: attributes.indexPath)
    }

    /// `cell 0.3`, `header 2.0`: the kind and index path, as the panel names it.
    var label: String { "\(kind.rawValue) \(indexPath)" }

    /// The element's attributes in `layout` now (for its current bounds), or nil when it is gone.
    func attributes(in layout: any CollectionLayout) -> LayoutAttributes? {
        layout.layoutAttributesForElement(category: category, kind: kind, at: indexPath)
    }
}
