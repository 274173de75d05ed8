import TrellisLayout
import TrellisTestSupport
import XCTest
@testable import TrellisSpec

/// The data source as it was before columns: items kept as `[ItemSpec]`, every size asked one
/// item at a time (the protocol's default bulk reads), self-sizing heights wrapped in full; the
/// precedence of `height`/`width`, `aspectRatio`, `text` and `itemHeight` and the scale written
/// out as docs/spec-format.md says.
private final class ItemArrayDataSource: LayoutDataSource {
    var sections: [SectionSpec]
    let spec: LayoutSpec
    let measure: (String) -> Int
    let measureCharacter: (Character) -> Int

    init(spec: LayoutSpec, measure: @escaping (String) -> Int, measureCharacter: @escaping (Character) -> Int) {
        sections = spec.sections
        self.spec = spec
        self.measure = measure
        self.measureCharacter = measureCharacter
    }

    /// The item's own ratio, else its section's, else the spec's.
    private func ratio(_ indexPath: LayoutIndexPath) -> Double? {
        sections[indexPath.section].items[indexPath.item].aspectRatio
            ?? sections[indexPath.section].style.fallingBack(to: spec.style).aspectRatio
    }

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
    func style(forSection section: Int) -> SectionStyle { sections[section].style.sectionStyle }
    func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? {
        let item = sections[indexPath.section].items[indexPath.item]
        if let height = item.height { return height }
        if spec.layout == .waterfall, let ratio = ratio(indexPath) { return width * ratio }
        guard let text = item.text else { return nil }
        let scale = spec.cellScale
        let lines = TextWrapping.lines(of: text, width: TextWrapping.interiorColumns(ofCellWidth: width / scale.x), measure: measureCharacter)
        return Double(lines.count + 2) * scale.y
    }
    func widthForItem(at indexPath: LayoutIndexPath) -> Double? {
        let item = sections[indexPath.section].items[indexPath.item]
        if let width = item.width { return width }
        if spec.layout == .tags, item.height == nil, let ratio = ratio(indexPath) {
            let style = sections[indexPath.section].style.sectionStyle.fallingBack(to: spec.style.sectionStyle)
            return ResolvedSectionStyle(style).itemHeight / ratio
        }
        return item.title.map { Double(max(0, measure($0)) + 2) * spec.cellScale.x }
    }
    func isFullSpan(at indexPath: LayoutIndexPath) -> Bool { sections[indexPath.section].items[indexPath.item].fullSpan }
}

/// ``SpecDataSource`` over columns, read in bulk by the placers, against the item-by-item data
/// source it replaced: the same frames, for random specs, widths, orders and scroll directions.
final class ColumnarDataSourceTests: XCTestCase {
    private let measure: (String) -> Int = { $0.reduce(0) { $0 + displayWidthForTests($1) } }

    /// Every element of `layout`, laid out first for a small viewport (so runs stop early),
    /// then completely.
    private func attributes(_ layout: any CollectionLayout, width: Double, top: Double) -> [LayoutAttributes] {
        layout.bounds = Rect(x: 0, y: top, width: width, height: 7)
        layout.prepare()
        _ = layout.layoutAttributesForElements(in: layout.bounds)
        layout.completeLayout()
        let size = layout.collectionViewContentSize
        return layout.layoutAttributesForElements(in: Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
            .sorted { ($0.indexPath.section, $0.kind.rawValue, $0.indexPath.item) < ($1.indexPath.section, $1.kind.rawValue, $1.indexPath.item) }
    }

    func testColumnsGiveTheFramesOfItemByItemReadsOnRandomSpecs() throws {
        for seed in 0..<UInt64(300) {
            var g = SeededGenerator(seed: 0xC01 &+ seed)
            let context = "seed \(0xC01 &+ seed)"
            var (spec, _) = try SpecLoader.parse(json: FastPathTests.randomSpec(&g, unusual: false), file: "r.json", measure: measure)
            spec.style.sectionStyle.columns = Int.random(in: 1...4, using: &g)
            spec.style.sectionStyle.itemOrder = [.shortestFirst, .leftToRight, .rightToLeft].randomElement(using: &g)!
            spec.style.sectionStyle.alignment = [.left, .center, .right, .justified].randomElement(using: &g)!
            if spec.layout != .waterfall, Int.random(in: 0..<4, using: &g) == 0 { spec.style.scrollDirection = .horizontal }
            let columnar = SpecDataSource(spec: spec, measure: measure, measureCharacter: displayWidthForTests)
            let reference = ItemArrayDataSource(spec: spec, measure: measure, measureCharacter: displayWidthForTests)
            let width = Double(Int.random(in: 1...90, using: &g))
            let top = Double(Int.random(in: 0...40, using: &g))
            let a = spec.makeLayout(over: columnar), b = spec.makeLayout(over: reference)
            XCTAssertEqual(attributes(a, width: width, top: top), attributes(b, width: width, top: top), "\(context), width \(width)")

            // Items appended to a section continue it in both.
            guard !spec.sections.isEmpty else { continue }
            let section = Int.random(in: 0..<spec.sections.count, using: &g)
            var extra: [ItemSpec] = []
            for k in 0..<Int.random(in: 1...20, using: &g) {
                let height: Double? = k % 3 == 0 ? nil : Double(k % 7)
                let width: Double? = k % 2 == 0 ? Double(k) : nil
                let text: String? = k % 3 == 0 ? "appended text \(k)" : nil
                extra.append(ItemSpec(height: height, width: width, title: "t\(k)", text: text, fullSpan: k % 5 == 0))
            }
            columnar.appendItems(extra, toSection: section)
            reference.sections[section].items += extra
            a.invalidateLayout(with: .itemsAppended(section: section))
            b.invalidateLayout(with: .itemsAppended(section: section))
            XCTAssertEqual(attributes(a, width: width, top: top), attributes(b, width: width, top: top), "\(context), appended")
        }
    }

    /// The bulk reads answer as the per-item methods do, for runs inside, across and outside
    /// the sections.
    func testBulkReadsAnswerAsThePerItemMethods() throws {
        for seed in 0..<UInt64(100) {
            var g = SeededGenerator(seed: 0xB11C &+ seed)
            let (spec, _) = try SpecLoader.parse(json: FastPathTests.randomSpec(&g, unusual: false), file: "r.json", measure: measure)
            let source = SpecDataSource(spec: spec, measure: measure, measureCharacter: displayWidthForTests)
            for section in -1...spec.sections.count {
                let count = source.numberOfItems(inSection: section)
                let start = Int.random(in: 0...max(0, count), using: &g)
                let run = start..<(start + Int.random(in: 0...(count - start + 2), using: &g))
                let widths = run.map { _ in Double(Int.random(in: 0...30, using: &g)) }
                var heights = [Double](repeating: -1, count: run.count)
                var naturalWidths = [Double](repeating: -1, count: run.count)
                var fullSpan = [Bool](repeating: true, count: run.count)
                widths.withUnsafeBufferPointer { w in
                    heights.withUnsafeMutableBufferPointer { source.heightsForItems(run, inSection: section, widths: w, into: $0) }
                }
                naturalWidths.withUnsafeMutableBufferPointer { source.widthsForItems(run, inSection: section, into: $0) }
                fullSpan.withUnsafeMutableBufferPointer { source.fullSpanForItems(run, inSection: section, into: $0) }
                let context = "seed \(0xB11C &+ seed), section \(section), items \(run)"
                for (k, item) in run.enumerated() {
                    let path = LayoutIndexPath(item: item, section: section)
                    // Out of range (beyond the section) the whole run reads as absent.
                    let inRange = run.upperBound <= count
                    XCTAssertEqual(heights[k].isNaN ? nil : heights[k], inRange ? source.heightForItem(at: path, width: widths[k]) : nil, context)
                    XCTAssertEqual(naturalWidths[k].isNaN ? nil : naturalWidths[k], inRange ? source.widthForItem(at: path) : nil, context)
                    XCTAssertEqual(fullSpan[k], inRange && source.isFullSpan(at: path), context)
                }
            }
        }
    }
}
