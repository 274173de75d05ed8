import TrellisLayout
import TrellisRender

/// Formats numbers for JSON output exactly enough to round-trip a `Double` (``LayoutJSON``'s
/// rule, the one every printed number follows).
package enum JSONNumber {
    /// Whole numbers without a fraction (`80`), others in Swift's shortest round-trip form (`25.5`).
    package static func format(_ value: Double) -> String {
        LayoutJSON.number(value)
    }
}

/// Layout attributes as JSON, the format of `trellis attributes` (and of the previewer's `y`):
/// ``LayoutJSON``, which `TrellisTesting`'s `.attributes` snapshots share.
package enum AttributesJSON {
    /// One element as a JSON object on one line, as the document lists it (and the previewer's
    /// `y` copies it): `{"kind": "cell", "section": 0, "item": 3, "x": 0, "y": 4, "width": 40, "height": 7}`.
    package static func line(for element: LayoutAttributes) -> String {
        LayoutJSON.line(for: element)
    }
}
