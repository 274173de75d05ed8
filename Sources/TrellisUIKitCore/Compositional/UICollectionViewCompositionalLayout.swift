import TrellisLayout

/// Builds the section `section` in `environment`, as UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of sections made of groups of items, as UIKit's `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
///                                                                      heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
///                                                                                  heightDimension: .fractionalWidth(0.2)),
///                                                subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// The UIKit classes are descriptions; TrellisLayout's `CompositionalLayout` lays them out. On
/// `prepare()`, as UIKit does, the layout reads the collection view's counts and asks the section
/// provider for every section with the environment: the collection view's bounds size, its
/// adjusted content insets plus what the configuration's `contentInsetsReference` adds (rule 23
/// of docs/layouts.md: the safe area beyond them, the layout margins or the readable content
/// guide), its traits. It turns each section into the model's `LayoutSection` and lays the whole
/// content out in the content area (the bounds less the adjusted content insets), frames from
/// x = 0. The queries answer from that layout, in points, with the element kinds the code gave:
/// badges, boundary items (section and layout-wide) and decoration items with their kind and
/// `zIndex`, the cells of a section with decoration items at zIndex 1 as UIKit raises them, and
/// orthogonal sections' cells unscrolled (past the width), as in UIKit's attributes.
///
/// What stays out of scope (an `itemAnchor`, custom groups, a group's supplementary items, the
/// `visibleItemsInvalidationHandler`, ...) is reported, once per member and section, in the
/// warnings the adapter shows; none is ignored silently.
///
/// Invalidation: a bounds change invalidates when the width changes, or the height when the layout
/// depends on it (a section provider, which sees the height, or a fractional height); a scroll never
/// does, pinned headers included (the model pins them in every query, from the query's rect).
/// Self-sizing: a cell whose measured size (the collection view's `sizeProvider`) differs on an
/// estimated axis invalidates the layout, which then lays it out at that size, as UIKit does.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Where the sections come from.
    fileprivate enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let source: Source
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// What the last `prepare()` built.
    private struct Built {
        let layout: CompositionalLayout
        let sections: [TranslatedSection]
        let warnings: [String]
        let dependsOnHeight: Bool
    }

    private var built: Built?
    /// The sizes self-sizing cells measured, on their estimated axes.
    private var measured: [LayoutIndexPath: (width: Double?, height: Double?)] = [:]

    /// A layout whose every section is `section` (copied: later changes to it have no effect).
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration` (both copied).
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section.copy() as! NSCollectionLayoutSection)
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// A layout whose sections `sectionProvider` builds, asked for every section on each `prepare()`.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` builds, with `configuration` (copied).
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .provider(sectionProvider)
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// A layout whose every section is a list of `configuration` (UIKit's, iOS 14): see
    /// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Fails: there are no archives here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Unavailable, as in UIKit: use ``init(section:)`` or ``init(sectionProvider:)``.
    @available(*, unavailable, message: "use init(section:) or init(sectionProvider:)")
    public override init() {
        fatalError("UICollectionViewCompositionalLayout.init() is unavailable")
    }

    /// The layout-wide settings. Setting them invalidates the layout; the getter gives a copy, so
    /// that, as in UIKit, changing its properties directly has no effect.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            invalidateLayout()
        }
    }

    // MARK: Life cycle

    /// Asks the provider for every section with the environment and lays the content out.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            built = nil
            return
        }
        built = build(in: collectionView)
    }

    private func build(in collectionView: UICollectionView) -> Built {
        let bounds = collectionView.bounds
        let adjusted = collectionView.adjustedContentInset
        // The area the layout lays out in: the bounds less the adjusted content insets, which the
        // scroll view owns (frames start at x = 0, as UIKit's content coordinates do).
        let area = CGSize(width: max(0, bounds.width - adjusted.left - adjusted.right),
                          height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        var translator = CompositionalTranslator(configurationReference: storedConfiguration.contentInsetsReference)
        let configuration = translator.translate(configuration: storedConfiguration)
        let sectionCount = collectionView.numberOfSections
        let counts = (0..<sectionCount).map { collectionView.numberOfItems(inSection: $0) }
        let provided = ProvidedSections(translator: translator, source: source, collectionViewSize: bounds.size,
                                        adjustedContentInsets: adjusted, traitCollection: collectionView.traitCollection)
        let dataSource = HostCountsDataSource(counts: counts, measured: measured)
        let layout = CompositionalLayout(dataSource: dataSource, configuration: configuration) { index, environment in
            MainActor.assumeIsolated { provided.section(index, in: environment) }
        }
        layout.collectionViewInsets = Self.insetsBeyondContentArea(of: collectionView)
        layout.bounds = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(area.width), height: Double(area.height))
        layout.prepare()
        layout.completeLayout()
        // Every section, in order, as UIKit asks on prepare (the model asked for those it laid out).
        let sections = (0..<sectionCount).map { index -> TranslatedSection in
            _ = layout.layoutSection(at: index)
            return provided.translated[index] ?? provided.translator.emptySection(name: "section \(index)")
        }
        var dependsOnHeight = true
        if case .section = source, configuration.scrollDirection == .vertical {
            dependsOnHeight = sections.contains { $0.section.usesFractionalHeight }
                || configuration.boundarySupplementaryItems.contains { $0.size.usesFractionalHeight }
        }
        return Built(layout: layout, sections: sections, warnings: provided.translator.warnings, dependsOnHeight: dependsOnHeight)
    }

    /// The collection view's insets as the model reads them (rule 23), measured from the area the
    /// layout lays out in (the bounds less the adjusted content insets, which the scroll view has
    /// already applied, so the content insets are zero here): the safe area not already in the
    /// adjusted content insets, and the layout margins inside that safe area.
    static func insetsBeyondContentArea(of collectionView: UICollectionView) -> CollectionViewInsets {
        let safe = collectionView.safeAreaInsets, adjusted = collectionView.adjustedContentInset, content = collectionView.contentInset
        let margins = collectionView.layoutMargins
        let beyond = EdgeInsets(top: Double(max(0, safe.top - (adjusted.top - content.top))),
                                left: Double(max(0, safe.left - (adjusted.left - content.left))),
                                bottom: Double(max(0, safe.bottom - (adjusted.bottom - content.bottom))),
                                right: Double(max(0, safe.right - (adjusted.right - content.right))))
        let marginGuide = EdgeInsets(top: beyond.top + Double(margins.top), left: beyond.left + Double(margins.left),
                                     bottom: beyond.bottom + Double(margins.bottom), right: beyond.right + Double(margins.right))
        return CollectionViewInsets(contentInsets: .zero, safeAreaInsets: beyond, layoutMargins: marginGuide)
    }

    /// Forgets the cells' measured sizes when the data changed (`reloadData()`, counts), then
    /// invalidates as every layout does.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measured.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// True when the width changes, or the height when the layout depends on it (a section
    /// provider, a fractional height, or sections laid out left to right): a scroll never invalidates.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return true }
        if newBounds.width != old.width { return true }
        return newBounds.height != old.height && (built?.dependsOnHeight ?? true)
    }

    /// True when a cell's measured size differs from its laid-out size on an axis its section estimates.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedChange(preferredAttributes, originalAttributes) != nil
    }

    /// Records the cell's measured size on its section's estimated axes, for the next `prepare()`.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let change = estimatedChange(preferredAttributes, originalAttributes) {
            measured[preferredAttributes.indexPath.layoutIndexPath] = change
            context.invalidateItems(at: [preferredAttributes.indexPath])
        }
        return context
    }

    /// The measured size on the estimated axes of the cell's section, when it differs there.
    private func estimatedChange(_ preferred: UICollectionViewLayoutAttributes, _ original: UICollectionViewLayoutAttributes)
        -> (width: Double?, height: Double?)? {
        guard preferred.representedElementCategory == .cell, let built else { return nil }
        let section = preferred.indexPath.section
        guard built.sections.indices.contains(section) else { return nil }
        let translated = built.sections[section]
        let widthChanged = translated.estimatedWidth && preferred.size.width != original.size.width
        let heightChanged = translated.estimatedHeight && preferred.size.height != original.size.height
        guard widthChanged || heightChanged else { return nil }
        return (translated.estimatedWidth ? Double(preferred.size.width) : nil,
                translated.estimatedHeight ? Double(preferred.size.height) : nil)
    }

    // MARK: Queries

    /// The content size the model computed: the content area's width, the sections' height.
    open override var collectionViewContentSize: CGSize {
        guard let built else { return .zero }
        return CGSize(built.layout.collectionViewContentSize)
    }

    /// Every element meeting `rect`, section by section.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let built else { return [] }
        return built.layout.layoutAttributesForElements(in: Rect(rect)).compactMap { convert($0, built) }
    }

    /// The cell at `indexPath`, or nil when there is none.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let built, indexPath.count == 2 else { return nil }
        return built.layout.layoutAttributesForItem(at: indexPath.layoutIndexPath).flatMap { convert($0, built) }
    }

    /// The supplementary view of `elementKind` at `indexPath`: a section's boundary item (item =
    /// its index among the section's items of that kind), a badge (its item's index path), or a
    /// layout-wide boundary item (section 0, item = its index among the layout-wide items of that
    /// kind; UIKit gives those a one-index path, which reads here as item 0 of section 0). A
    /// pinned boundary item is where the collection view's current bounds pin it.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard let built else { return nil }
        if let visible = collectionView?.bounds {
            // A scroll moves the bounds without preparing again: the model pins from its bounds' origin.
            let size = built.layout.bounds
            built.layout.bounds = Rect(x: Double(visible.minX), y: Double(visible.minY), width: size.width, height: size.height)
        }
        return built.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind(uiKitKind: elementKind), at: indexPath.layoutIndexPath)
            .flatMap { convert($0, built) }
    }

    /// The decoration view of `elementKind` at `indexPath`: a section's background (item = its
    /// index among the section's decoration items of that kind).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard let built else { return nil }
        return built.layout.layoutAttributesForDecorationView(ofKind: ElementKind(uiKitKind: elementKind), at: indexPath.layoutIndexPath)
            .flatMap { convert($0, built) }
    }

    /// The model's attributes in UIKit's type, of the layout's `layoutAttributesClass`, with the
    /// element kinds the code gave. A cell of a section with decoration items is at zIndex 1, as
    /// UIKit raises it there.
    private func convert(_ attributes: LayoutAttributes, _ built: Built) -> UICollectionViewLayoutAttributes? {
        let made = UICollectionViewLayoutAttributes.make(from: attributes, as: type(of: self).layoutAttributesClass)
        let section = attributes.indexPath.section
        if attributes.category == .cell, made.zIndex < 1, built.sections.indices.contains(section), built.sections[section].hasDecorations {
            made.zIndex = 1
        }
        return made
    }

    // MARK: Trellis's hooks

    /// The model's layout, for the adapter's carousels: frames in points, in the content area.
    override var backingOrthogonalLayout: (any OrthogonalScrollingLayout)? { built?.layout }

    /// One warning per member declared but not modelled, naming the member and the section.
    override var trellisWarnings: [String] { built?.warnings ?? [] }
}

/// The sections a ``UICollectionViewCompositionalLayout`` gives its model for one `prepare()`: each
/// asked of the UIKit source once, in the model's environment, translated, and kept.
@MainActor
private final class ProvidedSections {
    var translator: CompositionalTranslator
    let source: UICollectionViewCompositionalLayout.Source
    let collectionViewSize: CGSize
    let adjustedContentInsets: UIEdgeInsets
    let traitCollection: UITraitCollection
    /// The sections translated so far, by index.
    private(set) var translated: [Int: TranslatedSection] = [:]
    /// A fixed section's translation, made once for every section.
    private var fixed: TranslatedSection?

    init(translator: CompositionalTranslator, source: UICollectionViewCompositionalLayout.Source, collectionViewSize: CGSize,
         adjustedContentInsets: UIEdgeInsets, traitCollection: UITraitCollection) {
        self.translator = translator
        self.source = source
        self.collectionViewSize = collectionViewSize
        self.adjustedContentInsets = adjustedContentInsets
        self.traitCollection = traitCollection
    }

    /// Section `index` in the model's `environment`.
    func section(_ index: Int, in environment: LayoutEnvironment) -> LayoutSection {
        if let known = translated[index] { return known.section }
        let made: TranslatedSection
        switch source {
        case .section(let section):
            if fixed == nil { fixed = translator.translate(section, name: "the section (every section)", environment: environment) }
            made = fixed!
        case .provider(let provider):
            if let section = provider(index, uiKitEnvironment(environment)) {
                made = translator.translate(section, name: "section \(index)", environment: environment)
            } else {
                made = translator.emptySection(name: "section \(index)")
            }
        }
        translated[index] = made
        return made.section
    }

    /// UIKit's environment for the model's: the collection view's bounds size as the container's
    /// size, its adjusted content insets plus the model's effective content insets (rule 23) as
    /// the container's insets, and the collection view's traits.
    func uiKitEnvironment(_ environment: LayoutEnvironment) -> CompositionalEnvironment {
        let model = environment.container.effectiveContentInsets
        let insets = NSDirectionalEdgeInsets(top: adjustedContentInsets.top + CGFloat(model.top),
                                             leading: adjustedContentInsets.left + CGFloat(model.left),
                                             bottom: adjustedContentInsets.bottom + CGFloat(model.bottom),
                                             trailing: adjustedContentInsets.right + CGFloat(model.right))
        return CompositionalEnvironment(container: CompositionalContainer(contentSize: collectionViewSize, contentInsets: insets),
                                        traitCollection: traitCollection)
    }
}

extension LayoutSection {
    /// Whether a size in the section depends on the container's height: a fractional height in
    /// its group, its boundary items or its badges.
    var usesFractionalHeight: Bool {
        group.usesFractionalHeight || boundarySupplementaryItems.contains { $0.size.usesFractionalHeight }
    }
}

extension LayoutSize {
    /// Whether either dimension is a fraction of a height.
    var usesFractionalHeight: Bool {
        width.isFractionalHeight || height.isFractionalHeight
    }
}

extension LayoutDimension {
    /// Whether it is a fraction of a height.
    var isFractionalHeight: Bool {
        if case .fractionalHeight = self { return true }
        return false
    }
}

extension LayoutGroup {
    /// Whether a dimension of the group or of anything in it is a fractional height.
    var usesFractionalHeight: Bool {
        size.usesFractionalHeight || subitems.contains { subitem in
            switch subitem {
            case .item(let item): return item.size.usesFractionalHeight
            case .group(let group): return group.usesFractionalHeight
            }
        }
    }
}
