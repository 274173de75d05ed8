/// The limits the loader enforces, so that no spec file can make the app hang, trap or
/// exhaust memory. Every limit is documented in `docs/spec-format.md`.
public enum SpecLimits {
    /// The largest spec file the loader reads, in bytes (256 MiB).
    public static let maxFileSize = 1 << 28
    /// The most JSON values (including object keys) a spec file may contain: 16,777,216. Bounds
    /// the parser's memory (24 bytes per value) whatever the file holds.
    public static let maxValues = 1 << 24
    /// The deepest nesting of JSON arrays and objects the parser accepts.
    public static let maxDepth = 512
    /// The most sections a spec may hold. Checked before any section is decoded.
    public static let maxSections = 100_000
    /// The most items a spec may hold in all its sections together. Checked before any
    /// item is decoded.
    public static let maxItems = 2_000_000
    /// The smallest value of `columns`.
    public static let minColumns = 1
    /// The largest value of `columns`.
    public static let maxColumns = 1000
    /// The largest length (height, width, spacing, inset side, header, footer, item height).
    /// Lengths must also be finite and at least 0.
    public static let maxLength: Double = 1_000_000
    /// The smallest and largest `scale.x`, `scale.y` (points per cell) and `aspectRatio`
    /// (height / width): finite and greater than 0, within a range that keeps every length of
    /// a spec, in cells or grown by a ratio, far from overflowing.
    public static let minRatio: Double = 0.001
    /// The largest `scale.x`, `scale.y` and `aspectRatio` (see ``minRatio``).
    public static let maxRatio: Double = 1000
    /// The deepest nesting of compositional groups: a section's `group` is level 1, a group in
    /// its `subitems` level 2, and so on.
    public static let maxGroupDepth = 32
    /// The largest `count` of a compositional group.
    public static let maxGroupCount = 1000
    /// The largest `zIndex` of a supplementary item, boundary item or background, either way
    /// (from -1000 to 1000).
    public static let maxZIndex = 1000
    /// The most warnings reported one by one; any further ones are summed up in one last
    /// warning.
    public static let maxWarnings = 100
}
