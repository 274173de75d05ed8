/// The colours that tell sections apart: section `n` gets `colors[n % colors.count]`.
///
/// Headers and footers are drawn as bars in their section's colour; section backgrounds are
/// shaded in it.
public struct SectionPalette: Hashable, Sendable {
    /// The colours, cycled through by section number.
    public var colors: [Color]

    /// Cyan, green, yellow, magenta, blue, red.
    public static let standard = SectionPalette(colors: [.cyan, .green, .yellow, .magenta, .blue, .red])

    /// Creates a palette; an empty list means every section uses the default colour.
    public init(colors: [Color]) {
        self.colors = colors
    }

    /// The colour of `section` (any integer, negative ones too).
    public func color(forSection section: Int) -> Color {
        guard !colors.isEmpty else { return .default }
        let count = colors.count
        return colors[((section % count) + count) % count]
    }
}
