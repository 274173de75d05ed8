/// How a cell's character is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// Foreground (text) colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Bold text.
    public var bold: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Dim (faint) text.
    public var dim: Bool

    /// The terminal's default look.
    public static let plain = CellStyle()

    /// Creates a style; everything defaults to the terminal's plain look.
    public init(foreground: Color = .default, background: Color = .default,
                bold: Bool = false, reverse: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
    }
}
