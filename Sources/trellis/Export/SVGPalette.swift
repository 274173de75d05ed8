import TrellisRender

/// The colours of the SVG export: each terminal colour of ``SectionPalette`` as an RGB hex
/// string, mid-bright so that dark text reads on them (the One Dark palette's).
enum SVGPalette {
    /// `#rrggbb` for `color`.
    static func hex(_ color: Color) -> String {
        switch color {
        case .black: "#282c34"
        case .red: "#e06c75"
        case .green: "#98c379"
        case .yellow: "#e5c07b"
        case .blue: "#61afef"
        case .magenta: "#c678dd"
        case .cyan: "#56b6c2"
        case .white: "#dcdfe4"
        case .default: "#abb2bf"
        }
    }

    /// The text colour, on every fill.
    static let text = "#1f2328"
    /// The page behind the content.
    static let page = "#ffffff"
    /// The outline of a cell that overlaps another (the previewer draws it bold red).
    static let overlap = "#d00000"
}
