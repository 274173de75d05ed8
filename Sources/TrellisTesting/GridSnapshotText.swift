import TrellisRender

/// A cell grid as a reviewable text file.
enum GridSnapshotText {
    /// The codes of the styles in the legend, in order of first use.
    private static let alphabet = Array("123456789abcdefghijklmnopqrstuvwxyz")

    /// Every row untrimmed with `|` after the last column, then one line per row with a style
    /// code per column (`.` plain), then the legend (`--- styles: all plain` when there is no
    /// style). Wide characters take one character in the row and two codes.
    static func text(of grid: CellGrid) -> String {
        var text = ""
        for line in grid.lines(trimmingTrailingSpaces: false) { text += line + "|\n" }
        var legend: [CellStyle] = []
        var codes = ""
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let style = grid[x, y].style
                if style == .plain { codes += "."; continue }
                if !legend.contains(style) { legend.append(style) }
                let index = legend.firstIndex(of: style)!
                codes.append(index < alphabet.count ? alphabet[index] : "?")
            }
            codes += "\n"
        }
        if legend.isEmpty { return text + "--- styles: all plain\n" }
        text += "--- styles\n" + codes
        for (index, style) in legend.enumerated() {
            text += "\(index < alphabet.count ? alphabet[index] : "?"): \(describe(style))\n"
        }
        return text
    }

    /// A style in words: `fg=red bg=blue bold dim reverse`, only what is set.
    private static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg=\(style.foreground)") }
        if style.background != .default { parts.append("bg=\(style.background)") }
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.reverse { parts.append("reverse") }
        return parts.joined(separator: " ")
    }
}
