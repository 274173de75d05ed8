import TrellisLayout

/// Formats numbers for JSON output exactly enough to round-trip a `Double`.
package enum JSONNumber {
    /// Whole numbers without a fraction (`80`), others in Swift's shortest round-trip form (`25.5`).
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}

/// Layout attributes as JSON, the format of `trellis attributes` (and of the previewer's `y`).
package enum AttributesJSON {
    /// One element as a JSON object on one line, as the document lists it (and the previewer's
    /// `y` copies it): `{"kind": "cell", "section": 0, "item": 3, "x": 0, "y": 4, "width": 40, "height": 7}`.
    package static func line(for element: LayoutAttributes) -> String {
        let n = JSONNumber.format
        let f = element.frame
        return "{\"kind\": \"\(element.kind.rawValue)\", \"section\": \(element.indexPath.section), "
            + "\"item\": \(element.indexPath.item), \"x\": \(n(f.minX)), \"y\": \(n(f.minY)), "
            + "\"width\": \(n(f.width)), \"height\": \(n(f.height))}"
    }
}
