/// What a laid-out element is: a cell or one of the supplementary and decoration views.
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    /// An item of a section.
    case cell
    /// A section header, above the section's items.
    case header
    /// A section footer, below the section's items.
    case footer
    /// A section background: a decoration behind the section's inset area.
    case background
}
