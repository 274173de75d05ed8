import TrellisLayout

/// One UIKit section as TrellisLayout's model lays it out, with what the model's section does not
/// carry: the UIKit kinds and zIndex of its header and footer, and which axes self-size.
struct TranslatedSection {
    /// The model's section.
    var section: LayoutSection
    /// The header's UIKit kind and zIndex, when the section has a modelled header.
    var header: (kind: String, zIndex: Int)?
    /// The footer's UIKit kind and zIndex, when the section has a modelled footer.
    var footer: (kind: String, zIndex: Int)?
    /// Whether the header asks to stay in view (`pinToVisibleBounds`).
    var headerPins = false
    /// Whether some item's width is estimated (a cell's measured width then counts).
    var estimatedWidth = false
    /// Whether some item's height is estimated (a cell's measured height then counts).
    var estimatedHeight = false
    /// Whether a header's or footer's size is a fraction of the section container's height.
    var boundaryUsesHeight = false
}

/// Turns UIKit's compositional descriptions into TrellisLayout's model, collecting one warning per
/// member that is declared but not modelled (each naming the member and the section).
///
/// Directional insets become left and right as in a left-to-right layout (leading is left).
@MainActor
struct CompositionalTranslator {
    /// The width of the area the layout lays out in: the collection view's, less its content insets.
    let width: Double
    /// The height of that area.
    let height: Double
    /// The configuration's `contentInsetsReference`, which `.automatic` sections follow.
    let configurationReference: UIContentInsetsReference
    /// What each reference would add sideways beyond the content insets (nil: unknown, as for the
    /// readable content guide); a reference that adds something is not modelled.
    let referenceInsets: (UIContentInsetsReference) -> UIEdgeInsets?
    /// The warnings so far, in order, each once.
    private(set) var warnings: [String] = []

    init(width: Double, height: Double, configurationReference: UIContentInsetsReference,
         referenceInsets: @escaping (UIContentInsetsReference) -> UIEdgeInsets?) {
        self.width = width
        self.height = height
        self.configurationReference = configurationReference
        self.referenceInsets = referenceInsets
    }

    /// Adds `message` unless it is already there.
    mutating func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// The layout-wide settings' warnings.
    mutating func checkConfiguration(_ configuration: UICollectionViewCompositionalLayoutConfiguration) {
        if configuration.scrollDirection == .horizontal {
            warn("UICollectionViewCompositionalLayoutConfiguration.scrollDirection .horizontal is not modelled: the layout scrolls vertically")
        }
        if configuration.interSectionSpacing != 0 {
            warn("UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing \(configuration.interSectionSpacing) is not modelled: sections stack with no gap")
        }
        for item in configuration.boundarySupplementaryItems {
            warn("UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems (\"\(item.elementKind)\") is not modelled: the layout has no global header or footer")
        }
    }

    /// `section` in the model; `name` says which section it is in warnings ("section 2").
    mutating func translate(_ section: NSCollectionLayoutSection, name: String) -> TranslatedSection {
        var flags = (width: false, height: false)
        let group = translate(group: section.group, name: name, flags: &flags)
        var model = LayoutSection(group: group)
        model.interGroupSpacing = Double(section.interGroupSpacing)
        let insets = section.contentInsets
        model.contentInsets = EdgeInsets(top: Double(insets.top), left: Double(insets.leading),
                                         bottom: Double(insets.bottom), right: Double(insets.trailing))
        model.orthogonalScrollingBehavior = orthogonal(section.orthogonalScrollingBehavior, name: name)
        var result = TranslatedSection(section: model, estimatedWidth: flags.width, estimatedHeight: flags.height)
        placeBoundaryItems(section, name: name, into: &result)
        if !section.supplementariesFollowContentInsets {
            warn("\(name): NSCollectionLayoutSection.supplementariesFollowContentInsets false is not modelled: headers and footers follow the content insets")
        }
        for decoration in section.decorationItems {
            warn("\(name): NSCollectionLayoutSection.decorationItems (\"\(decoration.elementKind)\") is not modelled: no decoration view is placed")
        }
        if section.visibleItemsInvalidationHandler != nil {
            warn("\(name): NSCollectionLayoutSection.visibleItemsInvalidationHandler is not modelled: it is never called")
        }
        checkReference(section.contentInsetsReference, name: name)
        return result
    }

    /// A section where the provider returned nil: nothing of it is placed.
    mutating func emptySection(name: String) -> TranslatedSection {
        warn("\(name): the section provider returned nil: the section places no items")
        return TranslatedSection(section: LayoutSection(group: LayoutGroup(axis: .vertical,
            size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: [])))
    }

    // MARK: Groups and items

    private mutating func translate(group: NSCollectionLayoutGroup, name: String, flags: inout (width: Bool, height: Bool)) -> LayoutGroup {
        let size = dimensions(of: group, member: "NSCollectionLayoutGroup.layoutSize", name: name)
        let axis: LayoutGroup.Axis = group.isHorizontal ? .horizontal : .vertical
        if group.contentInsets != .zero {
            warn("\(name): NSCollectionLayoutGroup.contentInsets is not modelled: a group's subitems fill its whole size")
        }
        if group.edgeSpacing != nil {
            warn("\(name): NSCollectionLayoutGroup.edgeSpacing is not modelled: laid out without it")
        }
        for supplementary in group.supplementaryItems {
            warn("\(name): NSCollectionLayoutGroup.supplementaryItems (\"\(supplementary.elementKind)\") is not modelled: no supplementary view is placed")
        }
        var spacing = 0.0
        if let interItemSpacing = group.interItemSpacing {
            spacing = Double(interItemSpacing.spacing)
            if interItemSpacing.isFlexible {
                warn("\(name): NSCollectionLayoutSpacing.flexible(\(interItemSpacing.spacing)) as interItemSpacing is not modelled: laid out as .fixed(\(interItemSpacing.spacing))")
            }
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
        model.interItemSpacing = .fixed(spacing)
        return model
    }

    private mutating func subitem(for item: NSCollectionLayoutItem, name: String, flags: inout (width: Bool, height: Bool)) -> LayoutSubitem {
        if let nested = item as? NSCollectionLayoutGroup {
            return .group(translate(group: nested, name: name, flags: &flags))
        }
        let size = dimensions(of: item, member: "NSCollectionLayoutItem.layoutSize", name: name)
        if item.edgeSpacing != nil {
            warn("\(name): NSCollectionLayoutItem.edgeSpacing is not modelled: laid out without it")
        }
        for supplementary in item.supplementaryItems {
            warn("\(name): NSCollectionLayoutItem.supplementaryItems (\"\(supplementary.elementKind)\") is not modelled: no badge or other supplementary view is placed")
        }
        // UIKit ignores content insets on an axis whose dimension is estimated.
        let insets = item.contentInsets
        let estimatedWidth = size.width.isEstimated, estimatedHeight = size.height.isEstimated
        flags.width = flags.width || estimatedWidth
        flags.height = flags.height || estimatedHeight
        return .item(LayoutItem(size: size, contentInsets: EdgeInsets(
            top: estimatedHeight ? 0 : Double(insets.top), left: estimatedWidth ? 0 : Double(insets.leading),
            bottom: estimatedHeight ? 0 : Double(insets.bottom), right: estimatedWidth ? 0 : Double(insets.trailing))))
    }

    /// The model's size of `item`, warning of `uniformAcrossSiblings`.
    private mutating func dimensions(of item: NSCollectionLayoutItem, member: String, name: String) -> LayoutSize {
        for dimension in [item.layoutSize.widthDimension, item.layoutSize.heightDimension] where dimension.isUniformAcrossSiblings {
            warn("\(name): NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:) in \(member) is not modelled: laid out as .estimated(\(dimension.dimension))")
        }
        return item.layoutSize.layoutSize
    }

    // MARK: Sections

    private mutating func orthogonal(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                                     name: String) -> LayoutSection.OrthogonalScrollingBehavior {
        switch behavior {
        case .none: return .none
        case .continuous: return .continuous
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .continuousGroupLeadingBoundary:
            warn("\(name): orthogonalScrollingBehavior .continuousGroupLeadingBoundary is not modelled: it scrolls as .continuous, never coming to rest on a group's edge")
            return .continuous
        case .groupPagingCentered:
            warn("\(name): orthogonalScrollingBehavior .groupPagingCentered is not modelled: it scrolls as .groupPaging, without the insets that centre each group")
            return .groupPaging
        }
    }

    /// Places the first `.top` item as the header and the first `.bottom` item as the footer.
    private mutating func placeBoundaryItems(_ section: NSCollectionLayoutSection, name: String, into result: inout TranslatedSection) {
        let insets = result.section.contentInsets.sanitized
        let containerWidth = max(0, width - insets.left - insets.right)
        let containerHeight = max(0, height - insets.top - insets.bottom)
        for item in section.boundarySupplementaryItems {
            let what = "NSCollectionLayoutBoundarySupplementaryItem \"\(item.elementKind)\""
            let isHeader: Bool
            switch item.alignment {
            case .top: isHeader = true
            case .bottom: isHeader = false
            default:
                warn("\(name): \(what) with alignment .\(item.alignment) is not modelled: only .top headers and .bottom footers are placed")
                continue
            }
            if isHeader ? result.header != nil : result.footer != nil {
                warn("\(name): \(what) is a second \(isHeader ? ".top" : ".bottom") boundary item: only the first is placed")
                continue
            }
            let size = item.layoutSize
            if size.widthDimension.isFractionalHeight || size.heightDimension.isFractionalHeight { result.boundaryUsesHeight = true }
            let itemWidth = size.widthDimension.layoutDimension.resolvedLength(width: containerWidth, height: containerHeight)
            let itemHeight = size.heightDimension.layoutDimension.resolvedLength(width: containerWidth, height: containerHeight)
            if abs(itemWidth - containerWidth) > 1e-9 {
                warn("\(name): \(what) width \(size.widthDimension.swiftDescription) is not modelled: it spans the section's width, \(containerWidth)")
            }
            if item.offset != .zero {
                warn("\(name): \(what) absoluteOffset \(item.offset) is not modelled: placed without it")
            }
            if !item.extendsBoundary {
                warn("\(name): \(what) extendsBoundary false is not modelled: it adds to the section's extent")
            }
            if item.contentInsets != .zero {
                warn("\(name): \(what) contentInsets are not modelled: it fills its whole size")
            }
            if isHeader {
                result.section.headerHeight = itemHeight
                result.header = (item.elementKind, item.zIndex)
                result.headerPins = item.pinToVisibleBounds
            } else {
                result.section.footerHeight = itemHeight
                result.footer = (item.elementKind, item.zIndex)
                if item.pinToVisibleBounds {
                    warn("\(name): \(what) pinToVisibleBounds on a footer is not modelled: the footer scrolls with its section")
                }
            }
        }
    }

    /// Warns when `reference` (the section's, or the configuration's for `.automatic`) would inset
    /// the section beyond the content insets.
    private mutating func checkReference(_ sectionReference: UIContentInsetsReference, name: String) {
        let reference = sectionReference == .automatic ? configurationReference : sectionReference
        guard reference != .automatic, reference != .none else { return }
        let member = sectionReference == .automatic
            ? "UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference .\(reference)"
            : "NSCollectionLayoutSection.contentInsetsReference .\(reference)"
        guard let extra = referenceInsets(reference) else {
            warn("\(name): \(member) is not modelled: the section is laid out inside the collection view's content insets")
            return
        }
        if extra != .zero {
            warn("\(name): \(member) is not modelled here (it adds \(extra) beyond the content insets): the section is laid out inside the collection view's content insets")
        }
    }
}

extension LayoutDimension {
    /// The length this dimension stands for in a container `width` x `height` (an estimate counts
    /// as its value), as the model resolves it (TrellisLayout's resolution is internal to it).
    func resolvedLength(width: Double, height: Double) -> Double {
        func safe(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        switch self {
        case .fractionalWidth(let f): return safe(min(safe(f), 1000) * safe(width))
        case .fractionalHeight(let f): return safe(min(safe(f), 1000) * safe(height))
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return safe(v)
        }
    }

    /// Whether it is a fraction of a height.
    var isFractionalHeight: Bool {
        if case .fractionalHeight = self { return true }
        return false
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
