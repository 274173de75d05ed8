import TrellisRender
import TrellisSpec

/// The spec's titles, for the rasterizer.
extension SpecDataSource: RenderLabels {}
