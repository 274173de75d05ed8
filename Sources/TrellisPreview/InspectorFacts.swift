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
    public var place: String?
    /// The element's title, if any.
    public var title: String?
    /// The element's text, if any.
    public var text: String?
    /// What set the element's size (`height`, `text`), for `size from height`; empty leaves it out.
    public var sizeSources: [String]
    /// More lines for the bottom panel (two fit), under the title and text.
    public var wideLines: [String]
    /// More lines for the side panel, one fact a line, under the section.
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
