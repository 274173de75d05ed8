import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisSpec

/// Random group trees written as specs: the decoder gives back exactly the tree, and `validate`
/// warns about exactly the groups whose first slot the layout itself finds overflowing (rule 4).
final class CompositionalSpecPropertyTests: XCTestCase {
    /// A random dimension (no estimate: the layout and the validator agree on fixed sizes) and its JSON.
    private func dimension(_ random: inout SeededGenerator) -> (LayoutDimension, String) {
        let fraction = Double(Int.random(in: 1...8, using: &random)) / 4
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return (.fractionalWidth(fraction), #"{"fractionalWidth": \#(fraction)}"#)
        case 1: return (.fractionalHeight(fraction), #"{"fractionalHeight": \#(fraction)}"#)
        default:
            let length = Double(Int.random(in: 0...60, using: &random))
            return (.absolute(length), #"{"absolute": \#(length)}"#)
        }
    }

    private func group(_ random: inout SeededGenerator, depth: Int) -> (LayoutGroup, String) {
        let axis: LayoutGroup.Axis = Bool.random(using: &random) ? .horizontal : .vertical
        let (width, widthJSON) = dimension(&random), (height, heightJSON) = dimension(&random)
        let counted = Int.random(in: 0..<4, using: &random) == 0
        var subitems: [LayoutSubitem] = [], parts: [String] = []
        for _ in 0..<(counted ? 1 : Int.random(in: 1...3, using: &random)) {
            if depth < 3, Int.random(in: 0..<3, using: &random) == 0 {
                let (nested, json) = group(&random, depth: depth + 1)
                subitems.append(.group(nested))
                parts.append(json)
            } else {
                let (w, wJSON) = dimension(&random), (h, hJSON) = dimension(&random)
                let inset = Double(Int.random(in: 0...2, using: &random))
                subitems.append(.item(LayoutItem(size: LayoutSize(width: w, height: h), contentInsets: EdgeInsets(top: 0, left: inset, bottom: 0, right: inset))))
                parts.append(#"{"width": \#(wJSON), "height": \#(hJSON), "insets": {"left": \#(inset), "right": \#(inset)}}"#)
            }
        }
        let count = counted ? Int.random(in: 1...5, using: &random) : nil
        let spacing = Double(Int.random(in: 0...2, using: &random))
        let json = #"{"axis": "\#(axis.rawValue)", "width": \#(widthJSON), "height": \#(heightJSON), "#
            + (count.map { #""count": \#($0), "# } ?? "")
            + #""interItemSpacing": \#(spacing), "subitems": [\#(parts.joined(separator: ", "))]}"#
        return (LayoutGroup(axis: axis, size: LayoutSize(width: width, height: height), subitems: subitems,
                            count: count, interItemSpacing: .fixed(spacing)), json)
    }

    func testRandomTreesDecodeExactlyAndWarnWhereTheLayoutOverflows() throws {
        var warnedSeeds = 0
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let (expected, json) = group(&random, depth: 1)
            let inset = Double(Int.random(in: 0...3, using: &random))
            let spec = #"{"layout": "compositional", "inset": {"left": \#(inset), "top": \#(inset)}, "sections": [{"items": [], "group": \#(json)}]}"#
            let report = SpecLoader.check(Array(spec.utf8), file: "p.json")
            XCTAssertEqual(report.errors, [], "seed \(seed)")
            let (decoded, _) = try SpecLoader.parse(json: spec, file: "p.json")
            XCTAssertEqual(decoded.sections[0].style.group, expected, "seed \(seed): \(json)")

            let warned = Set(report.warnings.map { warning -> [Int] in
                // `sections[0].group.subitems[1].subitems[0]`: slot 0 of the group at [1].
                warning.path.dropFirst("sections[0].group".count).split(separator: "]").map { Int($0.dropFirst(".subitems[".count))! }
            })
            let overflowing = Set(decoded.layoutSections[0].slotOverflows(viewSize: Size(width: 80, height: 23)).map { $0.path + [$0.slot] })
            XCTAssertEqual(warned, overflowing, "seed \(seed): \(json)")
            if !warned.isEmpty { warnedSeeds += 1 }
        }
        XCTAssertGreaterThan(warnedSeeds, 30, "the trees overflow often enough to test the warning")
    }
}
