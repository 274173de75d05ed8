import TrellisLayout
import TrellisPreview
import TrellisRender
import TrellisSpec

/// A spec as a previewer page: the app's ``SpecDocument`` with every capability the previewer
/// asks of a page (adjustments with the spec's own ranges and refusals, the columnar search,
/// the inspector's size sources and style lines, reload and warnings, points).
///
/// ```swift
/// try Previewer(pages: documents.map { PreviewPage(SpecPage($0)) }).run()
/// ```
final class SpecPage: PreviewContent {
    /// The spec.
    let document: SpecDocument
    /// What `r` says when no spec has a file: the built-in gallery is shown.
    static let nothingToReload = "the built-in gallery has no files to reload"

    /// The page of `document`.
    init(_ document: SpecDocument) {
        self.document = document
    }

    var title: String { document.title }
    var layout: any CollectionLayout { document.layout }
    var labels: any RenderLabels { document.dataSource }
}

extension SpecPage: Adjustable {
    /// Every spec takes `p`, and the spacing but a compositional one (whose spacing is in its
    /// groups); the columns and the order are a waterfall's, the alignment is tags', and `d`
    /// mirrors only a layout that scrolls vertically.
    var supportedAdjustments: Set<Adjustment> {
        let spec = document.loadedSpec
        var supported: Set<Adjustment> = [.sectionHeadersPinToVisibleBounds]
        if spec.layout != .compositional { supported.insert(.spacing) }
        if spec.layout == .waterfall { supported.formUnion([.columns, .order]) }
        if spec.layout == .tags { supported.insert(.alignment) }
        if !spec.scrollsHorizontally { supported.insert(.direction) }
        return supported
    }

    /// The help lists every adjustment for every spec: the specs shown side by side differ.
    var adjustmentsInHelp: Set<Adjustment> { Set(Adjustment.allCases) }

    /// Why a key does nothing on this spec, naming its layout.
    func refusal(of adjustment: Adjustment) -> String {
        let kind = document.loadedSpec.layout.rawValue
        switch adjustment {
        case .columns: return "+ and - change the columns of a waterfall; this is a \(kind) layout"
        case .direction: return "d mirrors only a layout that scrolls vertically; this \(kind) layout scrolls sideways"
        case .alignment: return "a changes the alignment of tags; this is a \(kind) layout"
        case .order: return "o changes the item order of a waterfall; this is a \(kind) layout"
        case .spacing where document.loadedSpec.layout == .compositional:
            return "] and [ change the spacing of a waterfall, tags or a grid; a compositional spec's is in its groups"
        case .spacing, .sectionHeadersPinToVisibleBounds: return adjustment.defaultRefusal
        }
    }

    /// The spec's own values, as loaded.
    var unadjustedValues: Adjustments {
        let style = document.loadedSpec.style
        return Adjustments(sectionHeadersPinToVisibleBounds: style.sectionHeadersPinToVisibleBounds ?? false, direction: style.direction ?? .leftToRight,
                           alignment: style.sectionStyle.alignment ?? .left, order: style.sectionStyle.itemOrder ?? .shortestFirst)
    }

    /// Where the counters act on the spec as loaded.
    func adjustmentRanges(width: Int, spacingDelta: Double) -> CounterRanges {
        CounterRanges(spec: document.loadedSpec, width: width, spacingDelta: spacingDelta)
    }

    /// Shows the spec as loaded with `adjustments` applied.
    func layout(adjustedBy adjustments: Adjustments) -> any CollectionLayout {
        document.replace(with: adjustments.applied(to: document.loadedSpec))
        return document.layout
    }
}

extension SpecPage: ItemCounting {
    var numberOfSections: Int { document.dataSource.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { document.dataSource.numberOfItems(inSection: section) }
    var numberOfItems: Int { document.spec.itemCount }
}

/// The search runs over the data source's columns of bytes, never a string per item.
extension SpecPage: ItemSearching {
    func firstItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        document.dataSource.firstItem(matching: pattern, in: range)
    }

    func lastItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        document.dataSource.lastItem(matching: pattern, in: range)
    }

    func itemMatches(_ pattern: String, at indexPath: LayoutIndexPath) -> Bool {
        document.dataSource.itemMatches(pattern, at: indexPath)
    }
}

/// The previewer's search over a spec's columns of bytes (``SearchPattern``, smart case).
extension SpecDataSource: ItemSearching {
    /// The first item in `range` whose title or text holds `pattern` (smart case).
    public func firstItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        firstItem(matching: SearchPattern(pattern), in: range)
    }

    /// The last item in `range` whose title or text holds `pattern` (smart case).
    public func lastItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        lastItem(matching: SearchPattern(pattern), in: range)
    }

    /// Whether the item's title or text holds `pattern` (smart case).
    public func itemMatches(_ pattern: String, at indexPath: LayoutIndexPath) -> Bool {
        itemMatches(SearchPattern(pattern), at: indexPath)
    }
}

extension SpecPage: Inspectable {
    /// The spec's facts: the place, title and text, the keys that set the size, the section's style.
    func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts {
        let kind = document.loadedSpec.layout
        let details = InspectorDetails(attributes, layout: document.layout, dataSource: document.dataSource, kind: kind)
        return InspectorFacts(place: details.place, title: details.title, text: details.text,
                              sizeSources: details.sizeSources.map(\.rawValue),
                              wideLines: InspectorStyleLines.wide(details, kind: kind),
                              tallLines: InspectorStyleLines.tall(details, kind: kind) + InspectorStyleLines.insetLines(details))
    }
}

extension SpecPage: Reloadable {
    var filePath: String? { document.filePath }
    func reload() throws { try document.reload() }
}

extension SpecPage: WarningReporting {
    var warningMessages: [String] { document.warnings.map(\.description) }
}

extension SpecPage: CellScaled {
    var cellScale: LayoutScale { document.spec.cellScale }
    var lengthUnit: String { document.spec.scale == nil ? "" : "pt" }
}

extension SpecDocument {
    /// The path of a spec file, as given; nil for a built-in spec or standard input, which no
    /// reload reads again.
    var filePath: String? {
        if case .file(let path) = source { path } else { nil }
    }
}

extension SpecPage {
    /// The page of the spec file at `path`, which did not load with `error` (broken, missing, not
    /// a regular file): called by the file's name, it shows the error where the layout would be,
    /// and becomes the spec's page the first time the file loads (saved, or on `r`).
    static func unloadedPage(path: String, error: any Error) -> PreviewPage {
        PreviewPage(title: SpecDocument.fileName(of: path), filePath: path, error: error) { SpecPage(try SpecDocument(.file(path))) }
    }
}

extension PreviewPage {
    /// The spec of a page the app made (``SpecPage``); nil for another page, and for a spec that
    /// has not loaded yet.
    var specDocument: SpecDocument? { (content as? SpecPage)?.document }
}

extension PreviewSession {
    /// A session over the app's specs.
    convenience init(documents: [SpecDocument], width: Int, height: Int) {
        self.init(pages: documents.map { PreviewPage(SpecPage($0)) }, width: width, height: height)
        nothingToReloadMessage = SpecPage.nothingToReload
    }

    /// How many spec units one screen column is for `document` (``pointsPerColumn(of:)``).
    static func pointsPerColumn(of document: SpecDocument) -> Double { document.spec.cellScale.x }

    /// How many spec units one screen row is for `document` (``pointsPerRow(of:)``).
    static func pointsPerRow(of document: SpecDocument) -> Double { document.spec.cellScale.y }
}

/// The previewer's messages and help speak of specs.
extension SpecPage: PageNaming {
    /// The app's words for specs whose files are watched (``wording(watched:)``).
    var pageWording: PageWording { Self.wording(watched: true) }

    /// The app's words: `spec`, with the help's heading saying whether the files are watched
    /// (not the built-in gallery's, nor with `--no-watch`), and the page keys listed even for one spec.
    static func wording(watched: Bool) -> PageWording {
        PageWording(noun: "spec", keysHeading: watched ? "Specs (watched unless --no-watch)" : "Specs",
                    onlyOne: "there is only 1 spec", listsPageKeysForOnePage: true)
    }
}

/// The layout doctor examines a layout of its own, over the same data source, so the layout on
/// screen (lazy: laid out only as far as it was shown) is never completed by its sweep.
extension SpecPage: FreshLayoutProviding {
    /// The spec shown (adjustments applied), laid out anew over the same data source.
    func makeFreshLayout() -> any CollectionLayout {
        document.spec.makeLayout(over: document.dataSource)
    }
}
