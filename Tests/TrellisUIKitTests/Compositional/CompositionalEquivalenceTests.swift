import TrellisLayout
import TrellisTestSupport
import TrellisUIKit
import XCTest
@testable import TrellisUIKitCore

/// A compositional layout built from UIKit's names gives exactly the frames of the same layout
/// built directly with TrellisLayout's model, over random sections, groups, sizes, spacings,
/// insets, headers, footers and widths.
@MainActor
final class CompositionalEquivalenceTests: XCTestCase {
    /// A dimension, written once and built both ways.
    enum Dimension {
        case fractionalWidth(Double), fractionalHeight(Double), absolute(Double), estimated(Double)

        @MainActor var uiKit: NSCollectionLayoutDimension {
            switch self {
            case .fractionalWidth(let v): .fractionalWidth(CGFloat(v))
            case .fractionalHeight(let v): .fractionalHeight(CGFloat(v))
            case .absolute(let v): .absolute(CGFloat(v))
            case .estimated(let v): .estimated(CGFloat(v))
            }
        }

        var model: LayoutDimension {
            switch self {
            case .fractionalWidth(let v): .fractionalWidth(v)
            case .fractionalHeight(let v): .fractionalHeight(v)
            case .absolute(let v): .absolute(v)
            case .estimated(let v): .estimated(v)
            }
        }

        var isEstimated: Bool {
            if case .estimated = self { return true }
            return false
        }
    }

    /// A subitem: an item with insets, or a nested group.
    indirect enum Subitem {
        case item(width: Dimension, height: Dimension, insets: (top: Double, leading: Double, bottom: Double, trailing: Double))
        case group(Group)
    }

    /// How a group holds its subitems.
    enum Arrangement {
        case subitems, count(Int), repeating(Int)
    }

    /// A group.
    struct Group {
        var horizontal: Bool
        var width: Dimension
        var height: Dimension
        var arrangement: Arrangement
        var subitems: [Subitem]
        var spacing: Double?
    }

    /// A section.
    struct Section {
        var group: Group
        var interGroupSpacing: Double
        var insets: (top: Double, leading: Double, bottom: Double, trailing: Double)
        var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior
        var header: Double?
        var footer: Double?
    }

    // MARK: Random specs

    private func dimension(_ g: inout SeededGenerator, estimated: Bool) -> Dimension {
        let fractions = [0.1, 0.2, 0.25, 1.0 / 3, 0.5, 0.7, 1]
        switch Int.random(in: 0..<(estimated ? 4 : 3), using: &g) {
        case 0: return .fractionalWidth(fractions.randomElement(using: &g)!)
        case 1: return .fractionalHeight(fractions.randomElement(using: &g)!)
        case 2: return .absolute(Double(Int.random(in: 5...120, using: &g)))
        default: return .estimated(Double(Int.random(in: 10...80, using: &g)))
        }
    }

    private func insets(_ g: inout SeededGenerator) -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
        guard Bool.random(using: &g) else { return (0, 0, 0, 0) }
        return (Double(Int.random(in: 0...8, using: &g)), Double(Int.random(in: 0...8, using: &g)),
                Double(Int.random(in: 0...8, using: &g)), Double(Int.random(in: 0...8, using: &g)))
    }

    private func group(_ g: inout SeededGenerator, depth: Int) -> Group {
        let arrangement: Arrangement
        switch Int.random(in: 0..<3, using: &g) {
        case 0: arrangement = .subitems
        case 1: arrangement = .count(Int.random(in: 1...4, using: &g))
        default: arrangement = .repeating(Int.random(in: 1...4, using: &g))
        }
        let subitemCount: Int
        if case .subitems = arrangement { subitemCount = Int.random(in: 1...3, using: &g) } else { subitemCount = 1 }
        let subitems = (0..<subitemCount).map { _ -> Subitem in
            if depth < 2, Int.random(in: 0..<4, using: &g) == 0 { return .group(group(&g, depth: depth + 1)) }
            return .item(width: dimension(&g, estimated: true), height: dimension(&g, estimated: true), insets: insets(&g))
        }
        return Group(horizontal: Bool.random(using: &g), width: dimension(&g, estimated: depth > 0), height: dimension(&g, estimated: true),
                     arrangement: arrangement, subitems: subitems,
                     spacing: Bool.random(using: &g) ? Double(Int.random(in: 0...10, using: &g)) : nil)
    }

    private func section(_ g: inout SeededGenerator) -> Section {
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [.none, .none, .continuous, .paging, .groupPaging]
        return Section(group: group(&g, depth: 0), interGroupSpacing: Double(Int.random(in: 0...12, using: &g)), insets: insets(&g),
                       orthogonal: behaviors.randomElement(using: &g)!,
                       header: Bool.random(using: &g) ? Double(Int.random(in: 10...50, using: &g)) : nil,
                       footer: Bool.random(using: &g) ? Double(Int.random(in: 10...50, using: &g)) : nil)
    }

    // MARK: The two routes

    private func uiKitSubitem(_ subitem: Subitem) -> NSCollectionLayoutItem {
        switch subitem {
        case .item(let width, let height, let insets):
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width.uiKit, heightDimension: height.uiKit))
            item.contentInsets = NSDirectionalEdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.leading),
                                                         bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
            return item
        case .group(let group):
            return uiKitGroup(group)
        }
    }

    private func uiKitGroup(_ group: Group) -> NSCollectionLayoutGroup {
        let size = NSCollectionLayoutSize(widthDimension: group.width.uiKit, heightDimension: group.height.uiKit)
        let subitems = group.subitems.map(uiKitSubitem)
        let made: NSCollectionLayoutGroup
        switch (group.arrangement, group.horizontal) {
        case (.subitems, true): made = .horizontal(layoutSize: size, subitems: subitems)
        case (.subitems, false): made = .vertical(layoutSize: size, subitems: subitems)
        case (.count(let n), true): made = deprecatedForms.horizontal(size, subitems[0], n)
        case (.count(let n), false): made = deprecatedForms.vertical(size, subitems[0], n)
        case (.repeating(let n), true): made = .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        case (.repeating(let n), false): made = .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        }
        if let spacing = group.spacing { made.interItemSpacing = .fixed(CGFloat(spacing)) }
        return made
    }

    private func uiKitSection(_ spec: Section) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: uiKitGroup(spec.group))
        section.interGroupSpacing = CGFloat(spec.interGroupSpacing)
        section.contentInsets = NSDirectionalEdgeInsets(top: CGFloat(spec.insets.top), leading: CGFloat(spec.insets.leading),
                                                        bottom: CGFloat(spec.insets.bottom), trailing: CGFloat(spec.insets.trailing))
        section.orthogonalScrollingBehavior = spec.orthogonal
        let full = NSCollectionLayoutDimension.fractionalWidth(1)
        if let header = spec.header {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: full, heightDimension: .absolute(CGFloat(header))),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if let footer = spec.footer {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: full, heightDimension: .estimated(CGFloat(footer))),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }

    private func modelSubitem(_ subitem: Subitem) -> LayoutSubitem {
        switch subitem {
        case .item(let width, let height, let insets):
            // UIKit ignores content insets on an estimated axis.
            return .item(LayoutItem(size: LayoutSize(width: width.model, height: height.model), contentInsets: EdgeInsets(
                top: height.isEstimated ? 0 : insets.top, left: width.isEstimated ? 0 : insets.leading,
                bottom: height.isEstimated ? 0 : insets.bottom, right: width.isEstimated ? 0 : insets.trailing)))
        case .group(let group):
            return .group(modelGroup(group))
        }
    }

    private func modelGroup(_ group: Group) -> LayoutGroup {
        let size = LayoutSize(width: group.width.model, height: group.height.model)
        let subitems = group.subitems.map(modelSubitem)
        var made: LayoutGroup
        switch (group.arrangement, group.horizontal) {
        case (.subitems, true): made = .horizontal(size: size, subitems: subitems)
        case (.subitems, false): made = .vertical(size: size, subitems: subitems)
        case (.count(let n), true): made = .horizontal(size: size, subitem: subitems[0], count: n)
        case (.count(let n), false): made = .vertical(size: size, subitem: subitems[0], count: n)
        case (.repeating(let n), true): made = .horizontal(size: size, repeatingSubitem: subitems[0], count: n)
        case (.repeating(let n), false): made = .vertical(size: size, repeatingSubitem: subitems[0], count: n)
        }
        made.interItemSpacing = .fixed(group.spacing ?? 0)
        return made
    }

    private func modelSection(_ spec: Section) -> LayoutSection {
        var section = LayoutSection(group: modelGroup(spec.group))
        section.interGroupSpacing = spec.interGroupSpacing
        section.contentInsets = EdgeInsets(top: spec.insets.top, left: spec.insets.leading, bottom: spec.insets.bottom, right: spec.insets.trailing)
        switch spec.orthogonal {
        case .none: section.orthogonalScrollingBehavior = .none
        case .continuous: section.orthogonalScrollingBehavior = .continuous
        case .paging: section.orthogonalScrollingBehavior = .paging
        default: section.orthogonalScrollingBehavior = .groupPaging
        }
        section.headerHeight = spec.header ?? 0
        section.footerHeight = spec.footer ?? 0
        return section
    }

    /// Counts for the model's route.
    private final class Counts: LayoutDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
    }

    /// A comparable line per element: kind, index path, frame.
    private func line(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let f = attributes.frame
        return "\(attributes.representedElementKind ?? "cell") \(attributes.indexPath.section).\(attributes.indexPath.item) (\(f.minX), \(f.minY), \(f.width), \(f.height))"
    }

    /// The model's attributes as UIKit's type holds them: attributes keep a centre and a size, as
    /// UIKit's do, so a frame read back is `center − size / 2`, which may differ from the model's
    /// `x` in the last bit. Both routes go through the same conversion.
    private func uiKit(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes.make(from: attributes)
    }

    func testUIKitNamesLayOutExactlyAsTheModel() async {
        for seed in UInt64(1)...150 {
            var g = SeededGenerator(seed: seed)
            let specs = (0..<Int.random(in: 1...3, using: &g)).map { _ in section(&g) }
            let counts = specs.map { _ in Int.random(in: 0...14, using: &g) }
            let width = Double(Int.random(in: 120...500, using: &g)), height = Double(Int.random(in: 200...700, using: &g))

            let layout = UICollectionViewCompositionalLayout { index, _ in self.uiKitSection(specs[index]) }
            let dataSource = SectionCounts(counts)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()

            let model = CompositionalLayout(dataSource: Counts(counts), sections: specs.map(modelSection))
            model.bounds = Rect(x: 0, y: 0, width: width, height: height)
            model.prepare()
            model.completeLayout()

            let everything = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)
            let uiKitLines = (layout.layoutAttributesForElements(in: everything) ?? []).map(line)
            let modelLines = model.layoutAttributesForElements(in: Rect(everything)).map { line(uiKit($0)) }
            XCTAssertEqual(uiKitLines, modelLines, "seed \(seed)")
            XCTAssertEqual(layout.collectionViewContentSize, CGSize(model.collectionViewContentSize), "seed \(seed)")
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let path = LayoutIndexPath(item: item, section: section)
                    XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame,
                                   model.layoutAttributesForItem(at: path).map { uiKit($0).frame }, "seed \(seed), item \(section).\(item)")
                }
                for (kind, uiKind) in [(ElementKind.header, UICollectionView.elementKindSectionHeader),
                                       (ElementKind.footer, UICollectionView.elementKindSectionFooter)] {
                    XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: uiKind, at: IndexPath(item: 0, section: section))?.frame,
                                   model.layoutAttributesForSupplementaryView(ofKind: kind, at: LayoutIndexPath(item: 0, section: section))
                                       .map { uiKit($0).frame }, "seed \(seed), \(uiKind) of section \(section)")
                }
            }
            XCTAssertTrue(layout.trellisWarnings.isEmpty, "seed \(seed): \(layout.trellisWarnings)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
