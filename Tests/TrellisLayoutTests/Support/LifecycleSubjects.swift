@testable import TrellisLayout

/// A layout of either family of the engine, with the tools' common options.
typealias LifecycleLayout = LazyLayout & BuiltInLayout

/// The layouts every life-cycle test runs over, one of each kind the engine serves: a waterfall,
/// tags and a grid (``SectionedLayout``), and a compositional layout with a fixed-size group and
/// one with a self-sizing group (``CompositionalLayout``).
enum LifecycleSubjects {
    /// A fixed-size group: a 6-high row of a half-width item beside a column of two.
    static let mosaic: LayoutGroup = {
        let column = LayoutGroup.vertical(size: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        return LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(6)),
                                      subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
    }()

    /// A self-sizing group: rows of two items as tall as the data source says.
    static let selfSizingRow = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(2)),
                                                      subitems: [item(.fractionalWidth(0.5), .estimated(2))])

    /// A section of `group` with a header, a footer, group spacing and insets.
    static func section(_ group: LayoutGroup) -> LayoutSection {
        var section = LayoutSection(group: group)
        section.headerHeight = 1
        section.footerHeight = 1
        section.interGroupSpacing = 1
        section.contentInsets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        return section
    }

    /// Every subject over `data`.
    static func layouts(_ data: TestDataSource, defaults: SectionStyle = SectionStyle()) -> [LifecycleLayout] {
        RandomSpecs.layouts(data, defaults: defaults).map { $0 as LifecycleLayout }
            + [CompositionalLayout(dataSource: data, section: section(mosaic)),
               CompositionalLayout(dataSource: data, section: section(selfSizingRow))]
    }

    /// The subjects that lay out part of a section lazily (all but the fixed-size compositional
    /// one, which computes a section whole in O(its group's slots)).
    static func lazyWithinASection(_ data: TestDataSource) -> [LifecycleLayout] {
        layouts(data).filter { !isFixedSize($0) }
    }

    /// Whether `layout` is the fixed-size compositional subject.
    static func isFixedSize(_ layout: LifecycleLayout) -> Bool {
        guard let compositional = layout as? CompositionalLayout, case .list(let list) = compositional.sections else { return false }
        return list.first?.group.hasFixedSize ?? false
    }

    /// A fresh layout of the same kind and options over `data`.
    static func sibling(of layout: LifecycleLayout, _ data: TestDataSource) -> LifecycleLayout {
        guard let compositional = layout as? CompositionalLayout else {
            return RandomSpecs.sibling(of: layout as! SectionedLayout, data)
        }
        let copy = CompositionalLayout(dataSource: data, section: section(isFixedSize(compositional) ? mosaic : selfSizingRow))
        copy.direction = layout.direction
        copy.sectionHeadersPinToVisibleBounds = layout.sectionHeadersPinToVisibleBounds
        return copy
    }

    /// A short name for messages.
    static func name(_ layout: LifecycleLayout) -> String {
        guard layout is CompositionalLayout else { return layout.name }
        return isFixedSize(layout) ? "compositional (fixed size)" : "compositional (self-sizing)"
    }
}
