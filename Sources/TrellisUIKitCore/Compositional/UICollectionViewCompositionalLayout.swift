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
/// provider for every section with the environment (the collection view's bounds size, its
/// adjusted content insets, its traits); it turns each section into the model's `LayoutSection`
/// and lays the whole content out in the content area (the bounds less the adjusted content
/// insets), frames from x = 0. The queries answer from that layout, in points: headers and footers
/// carry their boundary item's kind and `zIndex`; orthogonal sections' cells are reported
/// unscrolled (past the width), as in UIKit's attributes.
///
/// Every member declared but not modelled (badges, backgrounds, custom groups, flexible spacing,
/// ...) is reported, once per member and section, in the warnings the adapter shows; none is ignored silently.
///
/// Invalidation: a bounds change invalidates when the width changes, or the height when the layout
/// depends on it (a section provider, which sees the height, or a fractional height); a scroll never
/// does, pinned headers included (the model pins them in every query, from the query's rect).
/// Self-sizing: a cell whose measured size (the collection view's `sizeProvider`) differs on an
/// estimated axis invalidates the layout, which then lays it out at that size, as UIKit does.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Where the sections come from.
    private enum Source {
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
        let container = CompositionalContainer(contentSize: bounds.size, contentInsets: NSDirectionalEdgeInsets(
            top: adjusted.top, leading: adjusted.left, bottom: adjusted.bottom, trailing: adjusted.right))
        let environment = CompositionalEnvironment(container: container, traitCollection: collectionView.traitCollection)
        let area = container.effectiveContentSize
        let safe = collectionView.safeAreaInsets, margins = collectionView.layoutMargins
        let fromSafeArea = adjusted.left - collectionView.contentInset.left, fromSafeAreaRight = adjusted.right - collectionView.contentInset.right
        var translator = CompositionalTranslator(
            width: Double(area.width), height: Double(area.height), configurationReference: storedConfiguration.contentInsetsReference,
            referenceInsets: { reference in
                switch reference {
                case .automatic, .none: return .zero
                // Sideways, the safe area not already in the adjusted content insets.
                case .safeArea: return UIEdgeInsets(top: 0, left: max(0, safe.left - fromSafeArea), bottom: 0, right: max(0, safe.right - fromSafeAreaRight))
                case .layoutMargins: return UIEdgeInsets(top: 0, left: margins.left, bottom: 0, right: margins.right)
                case .readableContent: return nil
                }
            })
        translator.checkConfiguration(storedConfiguration)
        let sectionCount = collectionView.numberOfSections
        let counts = (0..<sectionCount).map { collectionView.numberOfItems(inSection: $0) }
        var sections: [TranslatedSection] = []
        var dependsOnHeight = false
        switch source {
        case .section(let section):
            let translated = translator.translate(section, name: "the section (every section)")
            sections = Array(repeating: translated, count: sectionCount)
        case .provider(let provider):
            dependsOnHeight = true
            for index in 0..<sectionCount {
                if let section = provider(index, environment) {
                    sections.append(translator.translate(section, name: "section \(index)"))
                } else {
                    sections.append(translator.emptySection(name: "section \(index)"))
                }
            }
        }
        dependsOnHeight = dependsOnHeight || sections.contains { translated in
            translated.section.group.usesFractionalHeight || translated.boundaryUsesHeight
        }
        let withHeader = sections.filter { $0.header != nil }
        let pinning = withHeader.contains { $0.headerPins }
        if pinning && withHeader.contains(where: { !$0.headerPins }) {
            translator.warn("pinToVisibleBounds on some sections' headers but not others is not modelled: every header pins")
        }
        let dataSource = HostCountsDataSource(counts: counts, measured: measured)
        let layout = CompositionalLayout(dataSource: dataSource, sections: sections.map(\.section))
        layout.sectionHeadersPinToVisibleBounds = pinning
        layout.bounds = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(area.width), height: Double(area.height))
        layout.prepare()
        layout.completeLayout()
        return Built(layout: layout, sections: sections, warnings: translator.warnings, dependsOnHeight: dependsOnHeight)
    }

    /// Forgets the cells' measured sizes when the data changed (`reloadData()`, counts), then
    /// invalidates as every layout does.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measured.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// True when the width changes, or the height when the layout depends on it (a section
    /// provider, or a fractional height): a scroll never invalidates.
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

    /// The header or footer of kind `elementKind` (its boundary item's kind) of `indexPath.section`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard let built, indexPath.count == 2, built.sections.indices.contains(indexPath.section) else { return nil }
        let translated = built.sections[indexPath.section]
        let kind: ElementKind
        if translated.header?.kind == elementKind {
            kind = .header
        } else if translated.footer?.kind == elementKind {
            kind = .footer
        } else {
            return nil
        }
        return built.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath.layoutIndexPath).flatMap { convert($0, built) }
    }

    /// No decoration views: section backgrounds are not modelled (a warning).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The model's attributes in UIKit's type, of the layout's `layoutAttributesClass`, headers and
    /// footers with their boundary item's kind and zIndex.
    private func convert(_ attributes: LayoutAttributes, _ built: Built) -> UICollectionViewLayoutAttributes? {
        let made = UICollectionViewLayoutAttributes.make(from: attributes, as: type(of: self).layoutAttributesClass)
        guard attributes.category == .supplementaryView else { return made }
        let section = attributes.indexPath.section
        guard built.sections.indices.contains(section) else { return made }
        let boundary = attributes.kind == .header ? built.sections[section].header
                     : attributes.kind == .footer ? built.sections[section].footer : nil
        guard let boundary else { return made }
        made.setCategory(.supplementaryView, kind: boundary.kind)
        made.zIndex = boundary.zIndex
        return made
    }

    // MARK: Trellis's hooks

    /// The model's layout, for the adapter's carousels: frames in points, in the content area.
    override var backingOrthogonalLayout: (any OrthogonalScrollingLayout)? { built?.layout }

    /// One warning per member declared but not modelled, naming the member and the section.
    override var trellisWarnings: [String] { built?.warnings ?? [] }
}

extension LayoutGroup {
    /// Whether a dimension of the group or of anything in it is a fractional height.
    var usesFractionalHeight: Bool {
        size.width.isFractionalHeight || size.height.isFractionalHeight || subitems.contains { subitem in
            switch subitem {
            case .item(let item): return item.size.width.isFractionalHeight || item.size.height.isFractionalHeight
            case .group(let group): return group.usesFractionalHeight
            }
        }
    }
}
