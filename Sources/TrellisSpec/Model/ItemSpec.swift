/// One item of a spec: its size and label; absent lengths are stored as NaN, not as optionals.
///
/// A loaded spec does not keep its items as `ItemSpec`s but as columns (``ItemColumns``, about
/// 13 bytes per item besides the titles); an `ItemSpec` is what you build items from (tests,
/// ``SpecDataSource/appendItems(_:toSection:)``) and what ``SectionSpec/items`` rebuilds.
public struct ItemSpec: Hashable, Sendable {
    private var storedHeight: Double
    private var storedWidth: Double
    private var storedAspectRatio: Double
    /// The label the renderer shows in the cell (`title`), if any. For a tag without a
    /// `width`, the width is measured from it.
    public var title: String?
    /// Text shown in the cell (`text`), if any. Without a `height` the cell is sized to it
    /// (self-sizing: ``SpecDataSource/heightForItem(at:width:)``).
    public var text: String?
    /// Whether the item spans all columns of a waterfall (`fullSpan`).
    public var fullSpan: Bool

    /// Creates an item; every value may be left out.
    public init(height: Double? = nil, width: Double? = nil, title: String? = nil,
                text: String? = nil, fullSpan: Bool = false, aspectRatio: Double? = nil) {
        storedHeight = height ?? .nan
        storedWidth = width ?? .nan
        storedAspectRatio = aspectRatio ?? .nan
        self.title = title
        self.text = text
        self.fullSpan = fullSpan
    }

    /// The item's height (`height`), if it has one; otherwise the section's `itemHeight`
    /// applies. Setting `nil` removes it.
    public var height: Double? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }

    /// The item's width (`width`), if it has one. In a `tags` spec the loader sets it, when
    /// absent, to the display width of the title + 2 (the borders). Setting `nil` removes it.
    public var width: Double? {
        get { storedWidth.isNaN ? nil : storedWidth }
        set { storedWidth = newValue ?? .nan }
    }

    /// The item's `aspectRatio`, height / width, if it has one: a waterfall item without a
    /// `height` is `width × aspectRatio` tall; a tag without a `width` is `itemHeight /
    /// aspectRatio` wide. Setting `nil` removes it.
    public var aspectRatio: Double? {
        get { storedAspectRatio.isNaN ? nil : storedAspectRatio }
        set { storedAspectRatio = newValue ?? .nan }
    }

    /// Two items are equal when all their values are (two absent lengths are equal).
    public static func == (lhs: ItemSpec, rhs: ItemSpec) -> Bool {
        lhs.height == rhs.height && lhs.width == rhs.width && lhs.title == rhs.title
            && lhs.text == rhs.text && lhs.fullSpan == rhs.fullSpan && lhs.aspectRatio == rhs.aspectRatio
    }

    /// Hashes the same values that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(height)
        hasher.combine(width)
        hasher.combine(title)
        hasher.combine(text)
        hasher.combine(fullSpan)
        hasher.combine(aspectRatio)
    }
}
