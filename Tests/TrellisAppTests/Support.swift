import TrellisRender

/// Display width through the rasterizer's own measure.
enum TrellisRenderWidth {
    static func of(_ text: String) -> Int { TextWidth.displayWidth(of: text) }
}
