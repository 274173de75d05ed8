import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// The SVG export's writer (issue 15 §4): one rect per element with its frame as plain numbers,
/// the section's colour, titles clipped to their element, the zoom, the viewBox, and text that
/// stays data.
final class SVGWriterTests: XCTestCase {
    private func attributes(_ kind: ElementKind, section: Int = 0, item: Int = 0, _ x: Double, _ y: Double,
                            _ width: Double, _ height: Double) -> LayoutAttributes {
        LayoutAttributes(kind: kind, indexPath: LayoutIndexPath(item: item, section: section),
                         frame: Rect(x: x, y: y, width: width, height: height))
    }

    private func parse(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLDocument {
        do {
            return try XMLDocument(xmlString: svg)
        } catch {
            XCTFail("not well-formed XML: \(error)\n\(svg)", file: file, line: line)
            throw error
        }
    }

    private func nodes(_ document: XMLDocument, _ name: String) throws -> [XMLElement] {
        try document.nodes(forXPath: "//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
    }

    private func value(_ element: XMLElement, _ name: String) -> String? {
        (element.attributes ?? []).first { $0.name == name || $0.localName == name }?.stringValue
    }

    private func number(_ element: XMLElement, _ name: String) -> Double? {
        value(element, name).flatMap(Double.init)
    }

    private var sample: [LayoutAttributes] {
        [attributes(.header, 0, 0, 40, 1),
         attributes(.cell, 1, 2, 18.5, 5),
         attributes(.cell, item: 1, 20.5, 2, 18.5, 3),
         attributes(.background, section: 1, 0, 8, 40, 6),
         attributes(.cell, section: 1, 1, 9, 38, 4),
         attributes(.footer, section: 1, 0, 14, 40, 1)]
    }

    private func writer(_ elements: [LayoutAttributes]? = nil, labels: any RenderLabels = NoLabels(), zoom: Double = 1) -> SVGWriter {
        SVGWriter(contentSize: Size(width: 40, height: 15), elements: elements ?? sample, labels: labels, zoom: zoom)
    }

    func testOneRectPerElementWithItsFrameAsPlainNumbers() throws {
        let document = try parse(writer().text())
        let rects = try nodes(document, "rect")
        XCTAssertEqual(rects.count, sample.count)
        for element in sample {
            let match = rects.filter {
                value($0, "data-kind") == element.kind.rawValue && value($0, "data-section") == "\(element.indexPath.section)"
                    && value($0, "data-item") == "\(element.indexPath.item)"
            }
            XCTAssertEqual(match.count, 1, "\(element.kind) \(element.indexPath)")
            let rect = try XCTUnwrap(match.first)
            XCTAssertEqual(number(rect, "x"), element.frame.minX)
            XCTAssertEqual(number(rect, "y"), element.frame.minY)
            XCTAssertEqual(number(rect, "width"), element.frame.width)
            XCTAssertEqual(number(rect, "height"), element.frame.height)
        }
        XCTAssertFalse(writer().text().contains("transform"), "no transform anywhere")
    }

    func testTheViewBoxIsTheContentSize() throws {
        let root = try XCTUnwrap(try parse(writer().text()).rootElement())
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(value(root, "viewBox"), "0 0 40 15")
        XCTAssertEqual(value(root, "width"), "40")
        XCTAssertEqual(value(root, "height"), "15")
    }

    /// A picture of other bounds than the content size (a carousel drawn whole, right to left
    /// reaching left of 0): the viewBox and size are those bounds times the zoom, the rects
    /// keep their frames.
    func testTheViewBoxIsTheBoundsDrawn() throws {
        let elements = [attributes(.cell, -30, 0, 20, 5), attributes(.cell, item: 1, 0, 0, 40, 5)]
        let writer = SVGWriter(bounds: Rect(x: -30, y: 0, width: 70, height: 15), elements: elements, labels: NoLabels(), zoom: 2)
        let document = try parse(writer.text())
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(value(root, "viewBox"), "-60 0 140 30")
        XCTAssertEqual(value(root, "width"), "140")
        XCTAssertEqual(value(root, "height"), "30")
        XCTAssertEqual(try nodes(document, "rect").map { number($0, "x") }, [-60, 0])
    }

    func testTheZoomMultipliesEveryCoordinateAndTheViewBox() throws {
        let plain = try nodes(try parse(writer().text()), "rect")
        let zoomedDocument = try parse(writer(zoom: 2.5).text())
        let zoomed = try nodes(zoomedDocument, "rect")
        XCTAssertEqual(plain.count, zoomed.count)
        for (a, b) in zip(plain, zoomed) {
            for name in ["x", "y", "width", "height"] {
                XCTAssertEqual(try XCTUnwrap(number(a, name)) * 2.5, number(b, name), name)
            }
        }
        XCTAssertEqual(value(try XCTUnwrap(zoomedDocument.rootElement()), "viewBox"), "0 0 100 37.5")
    }

    /// The text moves with its rect (issue 23 §17b: a title's `x` left unzoomed sat outside its
    /// rect at zoom 2, invisible, and only the rects were checked): every line of every title,
    /// and of a text cell's text, is where it is at zoom 1 times the zoom, inside its rect.
    func testTheZoomMovesEveryTextLineWithItsRect() throws {
        let path = LayoutIndexPath(item: 0, section: 1)
        let labels = TextLabels(titles: StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): "Mountains", path: "Lakes"],
                                                     sections: [0: "Landscapes", 1: "Sea"]),
                                texts: [path: ["first line of text", "second line"]])
        let plain = try placedTexts(try parse(writer(labels: labels).text()))
        XCTAssertTrue(plain.contains { $0.lines.count == 3 }, "a cell with a title and two lines of text")
        for zoom in [2, 2.5, 0.5] {
            let document = try parse(writer(labels: labels, zoom: zoom).text())
            try assertEveryLineSitsInItsRect(document, "zoom \(zoom)")
            let zoomed = try placedTexts(document)
            XCTAssertEqual(zoomed.count, plain.count, "zoom \(zoom)")
            for (a, b) in zip(plain, zoomed) {
                XCTAssertEqual(a.lines.count, b.lines.count, "zoom \(zoom)")
                for (p, q) in zip(a.lines, b.lines) {
                    XCTAssertEqual(p.x * zoom, q.x, accuracy: 1e-9, "zoom \(zoom): x of \(a.text.stringValue ?? "")")
                    XCTAssertEqual(p.y * zoom, q.y, accuracy: 1e-9, "zoom \(zoom): y of \(a.text.stringValue ?? "")")
                }
            }
        }
    }

    func testEachSectionHasItsPaletteColour() throws {
        var elements: [LayoutAttributes] = []
        for section in 0..<8 { elements.append(attributes(.cell, section: section, 0, Double(section) * 4, 3, 3)) }
        let rects = try nodes(try parse(writer(elements).text()), "rect")
        for rect in rects {
            let section = try XCTUnwrap(Int(value(rect, "data-section") ?? ""))
            XCTAssertEqual(value(rect, "fill"), SVGPalette.hex(SectionPalette.standard.color(forSection: section)), "section \(section)")
        }
        XCTAssertEqual(Set(rects.compactMap { value($0, "fill") }).count, 6, "six colours, cycled")
        XCTAssertEqual(SVGPalette.hex(.cyan), "#56b6c2")
    }

    func testKindsAreStyledAsThePreviewerDrawsThem() throws {
        let rects = try nodes(try parse(writer(labels: StaticLabels(sections: [0: "Top"])).text()), "rect")
        func rect(_ kind: String) throws -> XMLElement { try XCTUnwrap(rects.first { value($0, "data-kind") == kind }) }
        XCTAssertEqual(value(try rect("background"), "fill-opacity"), "0.25", "a background is shaded")
        XCTAssertEqual(value(try rect("cell"), "fill-opacity"), "0.35", "a cell is tinted")
        XCTAssertNotNil(value(try rect("cell"), "stroke"), "a cell has an outline")
        XCTAssertNil(value(try rect("header"), "fill-opacity"), "a header is a solid bar")
        XCTAssertNil(value(try rect("footer"), "fill-opacity"), "a footer is a solid bar")
    }

    func testOverlappingCellsAreOutlinedInRed() throws {
        let elements = [attributes(.cell, item: 0, 0, 0, 4, 4), attributes(.cell, item: 1, 2, 2, 4, 4), attributes(.cell, item: 2, 10, 0, 4, 4)]
        let rects = try nodes(try parse(writer(elements).text()), "rect")
        XCTAssertEqual(rects.map { value($0, "stroke") }, [SVGPalette.overlap, SVGPalette.overlap, "#56b6c2"])
    }

    /// Each `<text>` of `document` with the rect its clip path uses (failing when the clip path
    /// is not its own element's rect) and the place of each of its lines: the `<text>`'s own
    /// `x` and `y`, or each `<tspan>`'s.
    private func placedTexts(_ document: XMLDocument, file: StaticString = #filePath,
                             line: UInt = #line) throws -> [(text: XMLElement, rect: XMLElement, lines: [(x: Double, y: Double)])] {
        let clips = try nodes(document, "clipPath"), rects = try nodes(document, "rect")
        return try nodes(document, "text").map { text in
            let reference = try XCTUnwrap(value(text, "clip-path"), file: file, line: line)
            XCTAssertTrue(reference.hasPrefix("url(#c") && reference.hasSuffix(")"), reference, file: file, line: line)
            let id = String(reference.dropFirst(5).dropLast())
            let clip = try XCTUnwrap(clips.first { value($0, "id") == id }, id, file: file, line: line)
            let use = try XCTUnwrap(clip.children?.first as? XMLElement, file: file, line: line)
            XCTAssertEqual(use.localName, "use", file: file, line: line)
            let href = try XCTUnwrap(value(use, "xlink:href"), file: file, line: line)
            let rect = try XCTUnwrap(rects.first { "#" + (value($0, "id") ?? "") == href }, href, file: file, line: line)
            let spans = (text.children ?? []).compactMap { $0 as? XMLElement }
            let lines = try (spans.isEmpty ? [text] : spans).map { element in
                (x: try XCTUnwrap(number(element, "x"), file: file, line: line), y: try XCTUnwrap(number(element, "y"), file: file, line: line))
            }
            return (text, rect, lines)
        }
    }

    /// Every line of every text starts inside its element's rect.
    private func assertEveryLineSitsInItsRect(_ document: XMLDocument, _ context: String,
                                              file: StaticString = #filePath, line: UInt = #line) throws {
        for (_, rect, lines) in try placedTexts(document, file: file, line: line) {
            let minX = try XCTUnwrap(number(rect, "x")), minY = try XCTUnwrap(number(rect, "y"))
            let maxX = minX + (number(rect, "width") ?? 0), maxY = minY + (number(rect, "height") ?? 0)
            let id = value(rect, "id") ?? "?"
            for (x, y) in lines {
                XCTAssertTrue(x >= minX && x < maxX, "\(context), \(id): x \(x) outside \(minX)..<\(maxX)", file: file, line: line)
                XCTAssertTrue(y >= minY && y <= maxY, "\(context), \(id): y \(y) outside \(minY)...\(maxY)", file: file, line: line)
            }
        }
    }

    /// Every title is a `<text>` whose clip path uses its own element's rect.
    func testTitlesAreClippedToTheirElement() throws {
        let labels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): "Mountains"], sections: [0: "Landscapes", 1: "Sea"])
        let document = try parse(writer(labels: labels).text())
        let texts = try placedTexts(document).map(\.text)
        XCTAssertEqual(texts.count, 5, "header, three cells, footer (a background has no title)")
        try assertEveryLineSitsInItsRect(document, "zoom 1")
        let shown = texts.map { $0.stringValue ?? "" }
        XCTAssertTrue(shown.contains("Mountains"), "\(shown)")
        XCTAssertTrue(shown.contains("0.1"), "an untitled cell shows section.item: \(shown)")
        XCTAssertTrue(shown.contains("Landscapes") && shown.contains("Sea"), "\(shown)")
    }

    func testXMLSpecialCharactersAreEscaped() throws {
        let hostile = #"</text><script>alert("x")</script> & 'q' ]]> <!-- -->"#
        let labels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): hostile], sections: [0: "a<b>&c"])
        let writer = SVGWriter(contentSize: Size(width: 400, height: 15), elements: [attributes(.cell, 0, 0, 400, 5),
                               attributes(.header, 0, 6, 400, 1)], labels: labels, title: "T&<\"'>")
        let svg = writer.text()
        XCTAssertFalse(svg.contains("<script"), svg)
        let document = try parse(svg)
        XCTAssertEqual(try nodes(document, "script").count, 0)
        let texts = try nodes(document, "text").map { $0.stringValue ?? "" }
        XCTAssertEqual(texts, [hostile, "a<b>&c"], "the text reads as written")
        XCTAssertEqual(try nodes(document, "title").first?.stringValue, "T&<\"'>")
        XCTAssertEqual(SVGText.escaped(#"Tom & "Jerry" <3 'x'"#), "Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;")
    }

    /// Controls, bidi overrides, zero-width characters and XML's forbidden noncharacters become
    /// U+FFFD, as on screen; everything else is kept (CJK, emoji, combining marks).
    func testHostileCharactersAreShownNotObeyed() throws {
        XCTAssertEqual(SVGText.escaped("a\u{0}b\u{1B}[31mc\u{7F}"), "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}")
        XCTAssertEqual(SVGText.escaped("x\u{202E}y\u{200B}z\u{FEFF}"), "x\u{FFFD}y\u{FFFD}z\u{FFFD}")
        XCTAssertEqual(SVGText.escaped("\u{85}\u{FFFE}\u{FFFF}\r\n\t"), String(repeating: "\u{FFFD}", count: 5))
        XCTAssertEqual(SVGText.escaped("集合视图 👩‍💻 e\u{301}"), "集合视图 👩‍💻 e\u{301}")
        let every = String(String.UnicodeScalarView((0..<0x110000).compactMap { value -> Unicode.Scalar? in
            guard value % 7 == 0 || value < 0x3000 else { return nil }
            return Unicode.Scalar(value)
        }))
        let labels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): every])
        let writer = SVGWriter(contentSize: Size(width: 1e6, height: 5), elements: [attributes(.cell, 0, 0, 1e6, 5)], labels: labels)
        let svg = writer.text()
        _ = try parse(svg)
        for scalar in svg.unicodeScalars {
            let v = scalar.value
            XCTAssertFalse(v < 0x20 && v != 0x0A, "a control U+\(String(v, radix: 16)) in the file")
            XCTAssertFalse((0x7F...0x9F).contains(v) || v == 0x202E || v == 0x200B || v == 0xFFFE || v == 0xFFFF,
                           "U+\(String(v, radix: 16)) in the file")
        }
    }

    /// A huge title is cut to what its element could show: the file stays small.
    func testAHugeTitleIsCutToItsElement() throws {
        let labels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): String(repeating: "long ", count: 200_000)])
        let svg = writer([attributes(.cell, 0, 0, 20, 3)], labels: labels).text()
        XCTAssertLessThan(svg.utf8.count, 2_000)
        XCTAssertTrue(svg.contains("…"))
    }

    /// What is drawn on top is written last: the rasterizer's order.
    func testElementsAreWrittenInDrawingOrder() throws {
        let rects = try nodes(try parse(writer().text()), "rect")
        XCTAssertEqual(rects.map { value($0, "data-kind") ?? "" }, ["background", "cell", "cell", "cell", "footer", "header"])
        XCTAssertEqual(rects.map { value($0, "id") ?? "" }, ["e0", "e1", "e2", "e3", "e4", "e5"])
    }

    func testChunksMakeTheSameDocument() throws {
        var many: [LayoutAttributes] = []
        for item in 0..<3_000 { many.append(attributes(.cell, item: item, 0, Double(item) * 4, 40, 3)) }
        let writer = SVGWriter(contentSize: Size(width: 40, height: 12_000), elements: many, labels: NoLabels())
        var chunks: [String] = []
        writer.write { (chunk: String) in chunks.append(chunk) }
        XCTAssertGreaterThan(chunks.count, 2)
        XCTAssertTrue(chunks.dropLast().allSatisfy { $0.utf8.count >= SVGWriter.chunkSize })
        XCTAssertEqual(chunks.joined(), writer.text())
        XCTAssertEqual(try nodes(try parse(writer.text()), "rect").count, 3_000)
    }
}

/// Titles from ``StaticLabels`` and text lines by index path, as a spec's text cells have them.
private struct TextLabels: RenderLabels {
    let titles: StaticLabels
    let texts: [LayoutIndexPath: [String]]
    func title(forItemAt indexPath: LayoutIndexPath) -> String? { titles.title(forItemAt: indexPath) }
    func title(forSection section: Int) -> String? { titles.title(forSection: section) }
    func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? { texts[indexPath] }
}
