import TrellisLayout
import TrellisRender
import TrellisSpec

/// Turns a spec into a configured layout over a data source.
enum LayoutFactory {
    /// The spec's layout over `dataSource`, with the spec's layout-wide options.
    static func makeLayout(for spec: LayoutSpec, dataSource: SpecDataSource) -> SectionedLayout {
        let layout: SectionedLayout
        switch spec.layout {
        case .waterfall: layout = WaterfallLayout(dataSource: dataSource, defaults: dataSource.layoutDefaults)
        case .tags: layout = TagLayout(dataSource: dataSource, defaults: dataSource.layoutDefaults)
        case .grid: layout = GridLayout(dataSource: dataSource, defaults: dataSource.layoutDefaults)
        }
        layout.sectionHeadersPinToVisibleBounds = spec.style.pinHeaders ?? false
        layout.direction = spec.style.direction ?? .leftToRight
        layout.scrollDirection = spec.style.scrollDirection ?? .vertical
        return layout
    }

    /// The display width of a text in terminal columns, for sizing tags from their titles.
    static func measure(_ text: String) -> Int {
        TextWidth.displayWidth(of: text)
    }

    /// The display width of one character (CJK 2), for wrapping self-sizing text.
    static func measureCharacter(_ character: Character) -> Int {
        TextWidth.width(of: character)
    }
}
