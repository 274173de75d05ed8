import TrellisRender

/// Formats numbers for JSON output exactly enough to round-trip a `Double` (``LayoutJSON``'s rule,
/// the one every printed number follows).
enum JSONNumber {
    /// Whole numbers without a fraction (`80`), others in Swift's shortest round-trip form (`25.5`).
    static func format(_ value: Double) -> String {
        LayoutJSON.number(value)
    }
}
