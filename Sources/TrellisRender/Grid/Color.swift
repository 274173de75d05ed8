/// One of the eight standard terminal colours, or the terminal's default.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    /// The terminal's own foreground or background colour.
    case `default` = 255
    /// ANSI colour 0.
    case black = 0
    /// ANSI colour 1.
    case red = 1
    /// ANSI colour 2.
    case green = 2
    /// ANSI colour 3.
    case yellow = 3
    /// ANSI colour 4.
    case blue = 4
    /// ANSI colour 5.
    case magenta = 5
    /// ANSI colour 6.
    case cyan = 6
    /// ANSI colour 7.
    case white = 7
}
