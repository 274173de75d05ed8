// Transitional: the old names until every use says the new one (removed two commits on).
public typealias SpecError = SpecDiagnostic
public typealias SpecWarning = SpecDiagnostic

extension SpecStyle {
    /// The old name of ``sectionHeadersPinToVisibleBounds``.
    public var pinHeaders: Bool? {
        get { sectionHeadersPinToVisibleBounds }
        set { sectionHeadersPinToVisibleBounds = newValue }
    }
}
