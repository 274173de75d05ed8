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
        LayoutAttributes(kind: kind, indexPath: IndexPath(item: item, section: section),
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

    /// Every title is a `<text>` whose clip path uses its own element's rect.
    func testTitlesAreClippedToTheirElement() throws {
        let labels = StaticLabels(items: [IndexPath(item: 0, section: 0): "Mountains"], sections: [0: "Landscapes", 1: "Sea"])
        let document = try parse(writer(labels: labels).text())
        let texts = try nodes(document, "text"), clips = try nodes(document, "clipPath"), rects = try nodes(document, "rect")
        XCTAssertEqual(texts.count, 5, "header, three cells, footer (a background has no title)")
        for text in texts {
            let reference = try XCTUnwrap(value(text, "clip-path"))
            XCTAssertTrue(reference.hasPrefix("url(#c") && reference.hasSuffix(")"), reference)
            let id = String(reference.dropFirst(5).dropLast())
            let clip = try XCTUnwrap(clips.first { value($0, "id") == id }, id)
            let use = try XCTUnwrap(clip.children?.first as? XMLElement)
            XCTAssertEqual(use.localName, "use")
            let href = try XCTUnwrap(value(use, "xlink:href"))
            let rect = try XCTUnwrap(rects.first { "#" + (value($0, "id") ?? "") == href }, href)
            // The text sits in its rect: its first line starts inside it.
            let line = (text.children?.first as? XMLElement) ?? text
            let x = try XCTUnwrap(number(line, "x")), y = try XCTUnwrap(number(line, "y"))
            let minX = try XCTUnwrap(number(rect, "x")), minY = try XCTUnwrap(number(rect, "y"))
            XCTAssertTrue(x >= minX && x < minX + (number(rect, "width") ?? 0), "\(href): x \(x)")
            XCTAssertTrue(y >= minY && y <= minY + (number(rect, "height") ?? 0), "\(href): y \(y)")
        }
        let shown = texts.map { $0.stringValue ?? "" }
        XCTAssertTrue(shown.contains("Mountains"), "\(shown)")
        XCTAssertTrue(shown.contains("0.1"), "an untitled cell shows section.item: \(shown)")
        XCTAssertTrue(shown.contains("Landscapes") && shown.contains("Sea"), "\(shown)")
    }

    func testXMLSpecialCharactersAreEscaped() throws {
        let hostile = #"</text><script>alert("x")</script> & 'q' ]]> <!-- -->"#
        let labels = StaticLabels(items: [IndexPath(item: 0, section: 0): hostile], sections: [0: "a<b>&c"])
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
        let labels = StaticLabels(items: [IndexPath(item: 0, section: 0): every])
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
        let labels = StaticLabels(items: [IndexPath(item: 0, section: 0): String(repeating: "long ", count: 200_000)])
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
