/// What `/text` looks for in item titles and texts, with less's smart case.
///
/// The rule, exactly:
/// - the pattern is **case-sensitive** when one of its Unicode scalars changes when lowercased
///   (an uppercase or titlecase letter, `A`, `É`, `ǅ`); then a string matches when the
///   pattern's scalars occur in it, one after the other;
/// - otherwise it is **case-insensitive**: a string matches when the pattern's scalars occur
///   in the string lowercased scalar by scalar (`String.lowercased()`), so `café` finds `CAFÉ`
///   and `k` finds `K` (U+212A KELVIN SIGN, which lowercases to `k`).
///
/// Matching is on Unicode scalars, as less matches bytes: `e` is found in `e\u{301}`.
///
/// ```swift
/// let pattern = SearchPattern("fern")
/// pattern.isCaseSensitive        // false
/// pattern.matches("Maidenhair FERN")   // true
/// SearchPattern("Fern").matches("fern") // false
/// ```
public struct SearchPattern: Hashable, Sendable {
    /// The pattern as typed.
    public let text: String
    /// Whether case counts (the pattern has a scalar that changes when lowercased).
    public let isCaseSensitive: Bool
    /// The pattern's UTF-8 bytes (already lowercase when case-insensitive).
    let bytes: [UInt8]
    /// Whether every byte of the pattern is ASCII.
    let isASCII: Bool

    /// The pattern `text`; smart case decides ``isCaseSensitive``.
    public init(_ text: String) {
        self.text = text
        isCaseSensitive = Self.hasCapital(text)
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether `text` has a scalar that changes when lowercased: less's "has a capital".
    public static func hasCapital(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.changesWhenLowercased }
    }

    /// Whether the pattern is empty (it matches nothing: an empty `/` repeats the last search).
    public var isEmpty: Bool { bytes.isEmpty }

    /// Whether `string` matches, by the rule above (the reference for the byte search).
    public func matches(_ string: String) -> Bool {
        guard !bytes.isEmpty else { return false }
        if isCaseSensitive || (isASCII && !SearchBytes.mayLowercaseToASCII(string.utf8)) {
            return Array(string.utf8).withUnsafeBufferPointer { hay in
                bytes.withUnsafeBufferPointer { needle in
                    SearchBytes.firstIndex(of: needle, in: hay, from: 0, to: hay.count, foldingASCII: !isCaseSensitive) != nil
                }
            }
        }
        let lowered = Array(string.lowercased().utf8)
        return lowered.withUnsafeBufferPointer { hay in
            bytes.withUnsafeBufferPointer { needle in
                SearchBytes.firstIndex(of: needle, in: hay, from: 0, to: hay.count, foldingASCII: false) != nil
            }
        }
    }
}
