import TrellisLayout

/// One UIKit section as TrellisLayout's model lays it out, with what the UIKit layout needs beside
/// it: which axes self-size.
struct TranslatedSection {
    /// The model's section.
    var section: LayoutSection
    /// Whether some item's width is estimated (a cell's measured width then counts).
    var estimatedWidth = false
    /// Whether some item's height is estimated (a cell's measured height then counts).
    var estimatedHeight = false

    /// Whether the section has decoration items, under which UIKit raises its cells to zIndex 1.
    var hasDecorations: Bool { !section.decorationItems.isEmpty }
}

/// Turns UIKit's compositional descriptions into TrellisLayout's model, member for member, and
/// collects one warning per member that stays out of scope (each naming the member and the
/// section): an ``NSCollectionLayoutSupplementaryItem/itemAnchor``, a supplementary or boundary
/// item's own `contentInsets`, supplementary items on a group, `.custom` groups, a boundary item
/// aligned `.none`, a section's `visibleItemsInvalidationHandler`, and a section's own
/// `contentInsetsReference` where it differs from the configuration's.
///
/// Directional values become left and right as in a left-to-right layout (leading is left); a
/// right-to-left collection view mirrors the frames afterwards. Element kinds keep the strings the
/// code gave (`UICollectionView.elementKindSectionHeader` and `…Footer` become the model's
/// `.header` and `.footer`, so viewers draw them as section bars).
@MainActor
struct CompositionalTranslator {
    /// The configuration's `contentInsetsReference`, which `.automatic` sections follow.
    let configurationReference: UIContentInsetsReference
    /// The warnings so far, in order, each once.
    private(set) var warnings: [String] = []

    init(configurationReference: UIContentInsetsReference) {
        self.configurationReference = configurationReference
    }

    /// Adds `message` unless it is already there.
    mutating func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    // MARK: The configuration

    /// The layout-wide settings in the model (rule 22): scroll direction, the spacing between
    /// sections, the layout-wide boundary items and the content insets reference.
    mutating func translate(configuration: UICollectionViewCompositionalLayoutConfiguration) -> CompositionalLayoutConfiguration {
        var model = CompositionalLayoutConfiguration()
        model.scrollDirection = configuration.scrollDirection == .horizontal ? .horizontal : .vertical
        model.interSectionSpacing = Double(configuration.interSectionSpacing)
        model.boundarySupplementaryItems = configuration.boundarySupplementaryItems.compactMap {
            boundaryItem($0, name: "UICollectionViewCompositionalLayoutConfiguration")
        }
        model.contentInsetsReference = ContentInsetsReference(configuration.contentInsetsReference)
        return model
    }

    // MARK: Sections

    /// `section` in the model, in the model's `environment` (which a list section reads); `name`
    /// says which section it is in warnings ("section 2").
    mutating func translate(_ section: NSCollectionLayoutSection, name: String, environment: LayoutEnvironment) -> TranslatedSection {
        var model: LayoutSection
        var flags = (width: false, height: false)
        if let list = section.listConfiguration {
            // The model's list section, with the members changed since `list(using:layoutEnvironment:)` over it.
            model = LayoutSection.list(using: list.layoutListConfiguration, environment: environment)
            flags.height = true
            if section.interGroupSpacing != 0 { model.interGroupSpacing = Double(section.interGroupSpacing) }
            if section.contentInsets != .zero { model.contentInsets = EdgeInsets(section.contentInsets) }
            if section.orthogonalScrollingBehavior != .none {
                model.orthogonalScrollingBehavior = LayoutSection.OrthogonalScrollingBehavior(section.orthogonalScrollingBehavior)
            }
            model.boundarySupplementaryItems += section.boundarySupplementaryItems.compactMap { boundaryItem($0, name: name) }
            if !section.supplementariesFollowContentInsets { model.supplementariesFollowContentInsets = false }
        } else {
            model = LayoutSection(group: translate(group: section.group, name: name, flags: &flags))
            model.interGroupSpacing = Double(section.interGroupSpacing)
            model.contentInsets = EdgeInsets(section.contentInsets)
            model.orthogonalScrollingBehavior = LayoutSection.OrthogonalScrollingBehavior(section.orthogonalScrollingBehavior)
            model.boundarySupplementaryItems = section.boundarySupplementaryItems.compactMap { boundaryItem($0, name: name) }
            model.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        }
        model.decorationItems += section.decorationItems.map { decoration in
            LayoutDecorationItem(kind: ElementKind(uiKitKind: decoration.elementKind), contentInsets: EdgeInsets(decoration.contentInsets),
                                 zIndex: decoration.zIndex)
        }
        if section.visibleItemsInvalidationHandler != nil {
            warn("\(name): NSCollectionLayoutSection.visibleItemsInvalidationHandler is not modelled: it is never called")
        }
        let reference = section.contentInsetsReference
        if reference != .automatic, reference != configurationReference {
            warn("\(name): NSCollectionLayoutSection.contentInsetsReference .\(reference) is not modelled per section: the section follows the configuration's .\(configurationReference)")
        }
        return TranslatedSection(section: model, estimatedWidth: flags.width, estimatedHeight: flags.height)
    }

    /// A section where the provider returned nil: nothing of it is placed.
    mutating func emptySection(name: String) -> TranslatedSection {
        warn("\(name): the section provider returned nil: the section places no items")
        return TranslatedSection(section: LayoutSection(group: LayoutGroup(axis: .vertical,
            size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: [])))
    }

    // MARK: Groups and items

    private mutating func translate(group: NSCollectionLayoutGroup, name: String, flags: inout (width: Bool, height: Bool)) -> LayoutGroup {
        let size = group.layoutSize.layoutSize
        let axis: LayoutGroup.Axis = group.isHorizontal ? .horizontal : .vertical
        for supplementary in group.supplementaryItems {
            warn("\(name): NSCollectionLayoutGroup.supplementaryItems (\"\(supplementary.elementKind)\") is not modelled: no supplementary view is placed on a group")
        }
        let subitems = group.subitems.map { subitem(for: $0, name: name, flags: &flags) }
        var model: LayoutGroup
        switch group.arrangement {
        case .subitems:
            model = LayoutGroup(axis: axis, size: size, subitems: subitems)
        case .equalSlots(let count):
            model = LayoutGroup(axis: axis, size: size, subitems: subitems, count: count)
        case .repeating(let count):
            let one = subitems.first ?? .item(LayoutItem(size: LayoutSize(width: .absolute(0), height: .absolute(0))))
            model = axis == .horizontal ? .horizontal(size: size, repeatingSubitem: one, count: count)
                                        : .vertical(size: size, repeatingSubitem: one, count: count)
        case .custom:
            warn("\(name): NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) is not modelled: the group places no items")
            model = LayoutGroup(axis: axis, size: size, subitems: [])
        }
        model.interItemSpacing = group.interItemSpacing?.layoutSpacing ?? .fixed(0)
        model.contentInsets = EdgeInsets(group.contentInsets)
        model.edgeSpacing = group.edgeSpacing?.layoutEdgeSpacing
        return model
    }

    private mutating func subitem(for item: NSCollectionLayoutItem, name: String, flags: inout (width: Bool, height: Bool)) -> LayoutSubitem {
        if let nested = item as? NSCollectionLayoutGroup {
            return .group(translate(group: nested, name: name, flags: &flags))
        }
        let size = item.layoutSize.layoutSize
        flags.width = flags.width || size.width.isEstimated
        flags.height = flags.height || size.height.isEstimated
        // The model ignores content insets on an estimated axis (rule 15), as UIKit does.
        return .item(LayoutItem(size: size, contentInsets: EdgeInsets(item.contentInsets), edgeSpacing: item.edgeSpacing?.layoutEdgeSpacing,
                                supplementaryItems: item.supplementaryItems.map { supplementaryItem($0, name: name) }))
    }

    /// A badge or other item-anchored view in the model (rule 19).
    private mutating func supplementaryItem(_ item: NSCollectionLayoutSupplementaryItem, name: String) -> LayoutSupplementaryItem {
        let what = "NSCollectionLayoutSupplementaryItem \"\(item.elementKind)\""
        if item.itemAnchor != nil {
            warn("\(name): \(what) itemAnchor is not modelled: placed by its containerAnchor alone")
        }
        if item.contentInsets != .zero {
            warn("\(name): \(what) contentInsets are not modelled: it fills its whole size")
        }
        return LayoutSupplementaryItem(size: item.layoutSize.layoutSize, kind: ElementKind(uiKitKind: item.elementKind),
                                       anchor: item.containerAnchor.layoutAnchor, zIndex: item.zIndex)
    }

    /// A header, footer or side item in the model (rule 21); nil, with a warning, for `.none`.
    private mutating func boundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem, name: String) -> LayoutBoundaryItem? {
        let what = "NSCollectionLayoutBoundarySupplementaryItem \"\(item.elementKind)\""
        guard let alignment = LayoutBoundaryItem.Alignment(item.alignment) else {
            warn("\(name): \(what) with alignment .none is not modelled: it is not placed")
            return nil
        }
        if item.contentInsets != .zero {
            warn("\(name): \(what) contentInsets are not modelled: it fills its whole size")
        }
        return LayoutBoundaryItem(size: item.layoutSize.layoutSize, kind: ElementKind(uiKitKind: item.elementKind), alignment: alignment,
                                  offset: Point(x: Double(item.offset.x), y: Double(item.offset.y)), extendsBoundary: item.extendsBoundary,
                                  pinToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex)
    }
}

extension EdgeInsets {
    /// `insets` with leading as left and trailing as right.
    init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing))
    }
}

extension LayoutSection.OrthogonalScrollingBehavior {
    /// The model's behaviour for UIKit's, case for case.
    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        switch behavior {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}

extension LayoutBoundaryItem.Alignment {
    /// The model's alignment for UIKit's; nil for `.none`, which a boundary item cannot take.
    init?(_ alignment: NSRectAlignment) {
        switch alignment {
        case .none: return nil
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}

extension ContentInsetsReference {
    /// The model's reference for UIKit's, case for case.
    init(_ reference: UIContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}

extension UIContentInsetsReference: CustomStringConvertible {
    /// The case's name, as in Swift source: `safeArea`.
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .none: "none"
        case .safeArea: "safeArea"
        case .layoutMargins: "layoutMargins"
        case .readableContent: "readableContent"
        }
    }
}

extension NSRectAlignment: CustomStringConvertible {
    /// The case's name, as in Swift source: `topLeading`.
    public var description: String {
        switch self {
        case .none: "none"
        case .top: "top"
        case .topLeading: "topLeading"
        case .leading: "leading"
        case .bottomLeading: "bottomLeading"
        case .bottom: "bottom"
        case .bottomTrailing: "bottomTrailing"
        case .trailing: "trailing"
        case .topTrailing: "topTrailing"
        }
    }
}
