import TrellisLayout

/// Laid-out elements as text in the one format Trellis prints them: `trellis attributes`, the
/// previewer's copy of a selected element and `TrellisTesting`'s `.attributes` snapshots all use
/// it, so a frame reads the same everywhere.
///
/// ```swift
/// LayoutJSON.line(for: LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: 3, section: 0),
///                                       frame: Rect(x: 0, y: 4, width: 40, height: 7.5)))
/// // {"kind": "cell", "section": 0, "item": 3, "x": 0, "y": 4, "width": 40, "height": 7.5}
/// ```
public enum LayoutJSON {
    /// A number exactly enough to round-trip a `Double`: whole numbers without a fraction
    /// (`80`), others in Swift's shortest round-trip form (`25.5`), `null` when not finite. The
    /// same on every machine.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// One element as a JSON object on one line:
    /// `{"kind": "cell", "section": 0, "item": 3, "x": 0, "y": 4, "width": 40, "height": 7}`.
    public static func line(for element: LayoutAttributes) -> String {
        let n = number
        let f = element.frame
        return "{\"kind\": \"\(element.kind.rawValue)\", \"section\": \(element.indexPath.section), "
            + "\"item\": \(element.indexPath.item), \"x\": \(n(f.minX)), \"y\": \(n(f.minY)), "
            + "\"width\": \(n(f.width)), \"height\": \(n(f.height))}"
    }

    /// The whole document, without a final newline: the content size on the first line, then
    /// one element per line (``line(for:)``), in the order given.
    public static func document(contentSize: Size, attributes: [LayoutAttributes]) -> String {
        let n = number
        var lines = ["{\"contentSize\": {\"width\": \(n(contentSize.width)), \"height\": \(n(contentSize.height))},"]
        if attributes.isEmpty {
            lines.append(" \"attributes\": []}")
            return lines.joined(separator: "\n")
        }
        lines.append(" \"attributes\": [")
        for (index, element) in attributes.enumerated() {
            let comma = index == attributes.count - 1 ? "" : ","
            lines.append("  " + line(for: element) + comma)
        }
        lines.append(" ]}")
        return lines.joined(separator: "\n")
    }
}
