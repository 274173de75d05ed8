import Foundation

/// The gallery's app-store.json, and copies of it whose carousel (its one `"scrolling":
/// "paging"` section) scrolls another way, for the tests that reload a carousel.
enum AppStoreSpec {
    /// The path of assets/app-store.json.
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/app-store.json").path

    /// The asset said to have a carousel that it does not have.
    struct NoOrthogonalSection: Error {}

    /// Writes app-store.json to `target` with its carousel's `scrolling` set to `scrolling`.
    static func write(scrolling: String, to target: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.contains(#""scrolling": "paging""#) else { throw NoOrthogonalSection() }
        try text.replacingOccurrences(of: #""scrolling": "paging""#, with: #""scrolling": "\#(scrolling)""#)
            .write(toFile: target, atomically: true, encoding: .utf8)
    }
}
