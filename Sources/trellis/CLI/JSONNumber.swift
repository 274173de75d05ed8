/// Formats numbers for JSON output exactly enough to round-trip a `Double`.
enum JSONNumber {
    /// Whole numbers without a fraction (`80`), others in Swift's shortest round-trip form (`25.5`).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
