import TrellisUIKit

/// A data source and flow-layout delegate over ``FlowReference`` sections: the counts, each
/// item's size, and each section's inset, spacings and header and footer sizes. With
/// `horizontal`, it answers in the horizontal layout's terms (the sections' lengths across are
/// heights, along are widths), so the same sections give the transposed frames. It counts the
/// delegate's calls.
@MainActor
final class FlowMetrics: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [FlowReference.Section]
    var horizontal = false
    /// Calls of each delegate method, by a short name (`size`, `inset`, `line`, `interitem`,
    /// `header`, `footer`).
    var calls: [String: Int] = [:]

    init(_ sections: [FlowReference.Section], horizontal: Bool = false) {
        self.sections = sections
        self.horizontal = horizontal
    }

    var delegateCalls: Int { calls.values.reduce(0, +) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].sizes.count
    }

    private func transposed(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        calls["size", default: 0] += 1
        return transposed(sections[indexPath.section].sizes[indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        calls["inset", default: 0] += 1
        let inset = sections[section].inset
        return horizontal ? UIEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
            : UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        calls["line", default: 0] += 1
        return sections[section].lineSpacing
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        calls["interitem", default: 0] += 1
        return sections[section].interitemSpacing
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        calls["header", default: 0] += 1
        // The length across is ignored (headers span W): give a nonsense one to prove it.
        return transposed(CGSize(width: 999, height: sections[section].headerHeight))
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        calls["footer", default: 0] += 1
        return transposed(CGSize(width: 999, height: sections[section].footerHeight))
    }
}

/// A data source with fixed counts and no flow-layout delegate: the layout's own values apply.
@MainActor
final class FlowCounts: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
}

/// A flow layout that counts its prepares.
@MainActor
final class CountingFlowLayout: UICollectionViewFlowLayout {
    var prepares = 0
    override func prepare() {
        prepares += 1
        super.prepare()
    }
}

extension UICollectionViewFlowLayout {
    /// Every element's attributes, from a rect query over far more than the content.
    func allAttributes() -> [UICollectionViewLayoutAttributes] {
        layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 4e6, height: 4e12)) ?? []
    }

    /// The frames of the cells of a rect query over everything, by section and item.
    func cellFrames() -> [IndexPath: CGRect] {
        Dictionary(uniqueKeysWithValues: allAttributes().filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0.frame) })
    }
}

/// A collection view of `width` × `height` showing `layout` over `source` (also its delegate
/// when it is one), laid out once.
@MainActor
func makeCollectionView(_ layout: UICollectionViewLayout, _ source: UICollectionViewDataSource,
                        width: CGFloat = 300, height: CGFloat = 600) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collectionView.dataSource = source
    collectionView.delegate = source as? UICollectionViewDelegate
    collectionView.layoutIfNeeded()
    return collectionView
}

/// A section of the reference: `sizes`, with the other metrics given or UIKit's defaults.
func flowSection(_ sizes: [CGSize], inset: FlowReference.UIEdgeInsetsValue = .init(), line: CGFloat = 10, interitem: CGFloat = 10,
                 header: CGFloat = 0, footer: CGFloat = 0) -> FlowReference.Section {
    FlowReference.Section(inset: inset, lineSpacing: line, interitemSpacing: interitem, headerHeight: header, footerHeight: footer, sizes: sizes)
}

/// `count` items of `width` × `height`.
func sizes(_ count: Int, _ width: CGFloat, _ height: CGFloat) -> [CGSize] {
    Array(repeating: CGSize(width: width, height: height), count: count)
}
