@testable import TrellisUIKitCore
import TrellisTestSupport
import XCTest

/// The flow layout's geometry on its own: its frames against the reference, and its rect query
/// against a scan of every frame (with negative insets and spacings, pinning, and rects of every
/// shape), over random inputs.
final class FlowGeometryTests: XCTestCase {
    func testFramesEqualTheReferenceOverRandomInputs() {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let (sections, width) = Self.randomSections(&random)
            let geometry = Self.geometry(sections, width: width)
            let expected = FlowReference.layOut(sections, width: width)
            XCTAssertEqual(geometry.contentHeight, expected.contentSize.height, "seed \(seed)")
            for (number, section) in sections.enumerated() {
                XCTAssertEqual(geometry.headerFrame(section: number), expected.headers[number], "seed \(seed) header \(number)")
                XCTAssertEqual(geometry.footerFrame(section: number), expected.footers[number], "seed \(seed) footer \(number)")
                for item in section.sizes.indices {
                    XCTAssertEqual(geometry.itemFrame(section: number, item: item), expected.items[number][item],
                                   "seed \(seed) item \(number)-\(item)")
                }
            }
        }
    }

    func testRectQueryReportsExactlyWhatMeetsTheRectInOrder() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            var (sections, width) = Self.randomSections(&random)
            if seed % 3 == 0 {
                // Negative insets and spacings: lines that leave their section's span.
                for index in sections.indices {
                    sections[index].lineSpacing = CGFloat(Int.random(in: -30...5, using: &random))
                    sections[index].inset.top = CGFloat(Int.random(in: -40...10, using: &random))
                    sections[index].inset.bottom = CGFloat(Int.random(in: -40...10, using: &random))
                }
            }
            let geometry = Self.geometry(sections, width: width)
            let height = max(0, geometry.contentHeight)
            var pinning: FlowGeometry.Pinning?
            if seed % 2 == 0 {
                let top = CGFloat.random(in: -50...(height + 50), using: &random)
                pinning = .init(headers: Bool.random(using: &random), footers: Bool.random(using: &random),
                                visibleTop: top, visibleBottom: top + CGFloat.random(in: 0...300, using: &random))
            }
            for _ in 0..<20 {
                let rect = CGRect(x: CGFloat.random(in: -20...(width + 20), using: &random),
                                  y: CGFloat.random(in: -60...(height + 60), using: &random),
                                  width: CGFloat.random(in: 0...(width + 40), using: &random),
                                  height: CGFloat.random(in: 0...400, using: &random))
                var reported: [FlowGeometry.Element] = []
                geometry.forEachElement(in: rect, pinning: pinning) { reported.append($0) }
                var expected: [FlowGeometry.Element] = []
                for number in sections.indices {
                    if let header = geometry.headerFrame(section: number, pinning: pinning), FlowGeometry.meets(header, rect) {
                        expected.append(.header(section: number, frame: header))
                    }
                    for item in sections[number].sizes.indices {
                        let frame = geometry.itemFrame(section: number, item: item)!
                        if FlowGeometry.meets(frame, rect) { expected.append(.item(section: number, item: item, frame: frame)) }
                    }
                    if let footer = geometry.footerFrame(section: number, pinning: pinning), FlowGeometry.meets(footer, rect) {
                        expected.append(.footer(section: number, frame: footer))
                    }
                }
                XCTAssertEqual(reported, expected, "seed \(seed) rect \(rect)")
            }
        }
    }

    func testFullLineOfCopiesCountsAsRuleThreeBreaksLines() {
        XCTAssertEqual(FlowGeometry.fullLine(ofCopiesOf: 50, spacing: 10, available: 300).count, 5)
        XCTAssertEqual(FlowGeometry.fullLine(ofCopiesOf: 50, spacing: 10, available: 300).leftover, 10)
        XCTAssertEqual(FlowGeometry.fullLine(ofCopiesOf: 0, spacing: 0, available: 300).count, 1, "no width, no spacing: one")
        XCTAssertEqual(FlowGeometry.fullLine(ofCopiesOf: 400, spacing: 10, available: 300).count, 1, "the first always fits")
    }

    func testHostileMetricsNeitherTrapNorHang() {
        let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -5, 0, 1e300, -1e300, .leastNonzeroMagnitude]
        var random = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            func value() -> CGFloat { Bool.random(using: &random) ? hostile.randomElement(using: &random)! : CGFloat(Int.random(in: 0...50, using: &random)) }
            let sections = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                FlowReference.Section(inset: .init(top: value(), left: value(), bottom: value(), right: value()),
                                      lineSpacing: value(), interitemSpacing: value(), headerHeight: value(), footerHeight: value(),
                                      sizes: (0..<Int.random(in: 0...20, using: &random)).map { _ in CGSize(width: value(), height: value()) })
            }
            let geometry = Self.geometry(sections, width: value())
            var count = 0
            geometry.forEachElement(in: CGRect(x: value(), y: value(), width: value(), height: value()),
                                    pinning: .init(headers: true, footers: true, visibleTop: value(), visibleBottom: value())) { _ in count += 1 }
            for (number, section) in sections.enumerated() {
                for item in section.sizes.indices { _ = geometry.itemFrame(section: number, item: item) }
            }
            XCTAssertLessThanOrEqual(count, sections.reduce(0) { $0 + $1.sizes.count + 2 })
        }
    }

    // MARK: - Helpers

    static func geometry(_ sections: [FlowReference.Section], width: CGFloat) -> FlowGeometry {
        let geometry = FlowGeometry()
        geometry.inputs = sections.map {
            .init(inset: UIEdgeInsets(top: $0.inset.top, left: $0.inset.left, bottom: $0.inset.bottom, right: $0.inset.right),
                  lineSpacing: $0.lineSpacing, interitemSpacing: $0.interitemSpacing, headerHeight: $0.headerHeight,
                  footerHeight: $0.footerHeight, itemCount: $0.sizes.count)
        }
        geometry.sizes = sections.flatMap(\.sizes)
        geometry.layOut(width: width, originX: 0)
        return geometry
    }

    /// Random sections: sizes in halves and thirds (so sums are inexact), sometimes one size
    /// for a whole section (a grid), sometimes wider than the line, sometimes empty.
    static func randomSections(_ random: inout SeededGenerator) -> ([FlowReference.Section], CGFloat) {
        let width = CGFloat(Int.random(in: 40...500, using: &random)) / CGFloat(Int.random(in: 1...3, using: &random))
        func length(_ range: ClosedRange<Int>) -> CGFloat {
            CGFloat(Int.random(in: range, using: &random)) / CGFloat([1, 2, 3][Int.random(in: 0...2, using: &random)])
        }
        var sections: [FlowReference.Section] = []
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            var section = FlowReference.Section()
            section.inset = .init(top: length(0...20), left: length(0...30), bottom: length(0...20), right: length(0...30))
            section.lineSpacing = length(0...20)
            section.interitemSpacing = length(0...20)
            section.headerHeight = Bool.random(using: &random) ? length(0...40) : 0
            section.footerHeight = Bool.random(using: &random) ? length(0...40) : 0
            let count = Int.random(in: 0...40, using: &random)
            if Int.random(in: 0...3, using: &random) == 0 {
                let size = CGSize(width: length(1...120), height: length(1...60))
                section.sizes = Array(repeating: size, count: count)
            } else {
                section.sizes = (0..<count).map { _ in CGSize(width: length(0...Int(width) + 40), height: length(0...60)) }
            }
            sections.append(section)
        }
        return (sections, width)
    }
}
