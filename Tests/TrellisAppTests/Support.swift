import TrellisRender

/// Display width through the rasterizer's own measure.
enum TrellisRenderWidth {
    static func of(_ text: String) -> Int { TextWidth.displayWidth(of: text) }
}

/// A fixture a test needs is not there (a spec without the cell the test looks for): the test
/// fails, never skips (issue 24 §3).
struct MissingFixture: Error, CustomStringConvertible {
    /// What is missing.
    let description: String

    init(_ description: String) { self.description = description }
}
