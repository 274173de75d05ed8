import TrellisLayout

/// What the inspector panel says about the selected element beyond its kind, index path and
/// frame, which it always shows. An ``Inspectable`` page gives these; any other page shows its
/// label as the title and nothing else.
///
/// ```swift
/// InspectorFacts(place: "column 1", title: "Dawn", text: "a quiet lake",
///                sizeSources: ["height"], wideLines: ["style  columns 2"], tallLines: ["  columns 2"])
/// ```
public struct InspectorFacts: Equatable, Sendable {
    /// Where the element sits, such as `column 1` or `row 4`; nil for nothing to say.
    ///
    /// ```swift
    /// InspectorFacts(place: "large tile")   // cell 0.3 · large tile
    /// ```
    public var place: String?
    /// The element's title, if any.
    ///
    /// ```swift
    /// InspectorFacts(title: "Dawn")   // title  Dawn
    /// ```
    public var title: String?
    /// The element's text, if any.
    ///
    /// ```swift
    /// InspectorFacts(text: "a quiet lake")   // text   a quiet lake
    /// ```
    public var text: String?
    /// What set the element's size (`height`, `text`), for `size from height`; empty leaves it out.
    ///
    /// ```swift
    /// InspectorFacts(sizeSources: ["height"])   // cell 0.3 · size from height
    /// ```
    public var sizeSources: [String]
    /// More lines for the bottom panel (two fit), under the title and text.
    ///
    /// ```swift
    /// InspectorFacts(wideLines: ["style  columns 3 · spacing 1"])
    /// ```
    public var wideLines: [String]
    /// More lines for the side panel, one fact a line, under the section.
    ///
    /// ```swift
    /// InspectorFacts(tallLines: ["  columns          3"])
    /// ```
    public var tallLines: [String]

    /// Creates the facts; everything is optional.
    ///
    /// ```swift
    /// InspectorFacts(title: "Dawn")
    /// ```
    public init(place: String? = nil, title: String? = nil, text: String? = nil, sizeSources: [String] = [],
                wideLines: [String] = [], tallLines: [String] = []) {
        self.place = place
        self.title = title
        self.text = text
        self.sizeSources = sizeSources
        self.wideLines = wideLines
        self.tallLines = tallLines
    }
}
