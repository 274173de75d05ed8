import Foundation
import XCTest

/// The Swift examples in the docs compile against the built TrellisLayout, TrellisRender and
/// TrellisSpec, and print what the docs show (run from the package root, where the docs' example
/// specs are).
///
/// The target has no dependency on those modules, so the test runs the compiler itself: every
/// `<!-- compiled -->` ```swift block of one document goes, in order, into one `main.swift`
/// (with `#sourceLocation` lines, so errors point into the Markdown), which is type-checked with
/// `-I <products>/Modules`. When a compiled block is followed by a ```text block, the program is
/// linked with the modules' object files, run, and its output compared with those blocks.
final class SwiftExampleTests: XCTestCase {
    /// The documents whose every ```swift block must be compiled or explicitly skipped.
    static let ownedDocuments = ["README.md", "docs/architecture.md", "docs/layouts.md", "docs/custom-layouts.md", "docs/spec-format.md",
                                  "docs/porting-from-uikit.md", "docs/doctor.md"]

    func testSwiftExamplesCompileAndPrintWhatTheDocsShow() throws {
        var compiledDocuments = 0
        for document in try MarkdownDocument.all() {
            let program = Program(document)
            guard !program.blocks.isEmpty else { continue }
            compiledDocuments += 1
            try check(program)
        }
        XCTAssertGreaterThanOrEqual(compiledDocuments, 4, "README, layouts, custom-layouts and spec-format have compiled examples")
    }

    func testEverySwiftBlockOfTheOwnedDocsIsCompiledOrSkipped() throws {
        for path in Self.ownedDocuments {
            let document = try MarkdownDocument(path: path)
            for block in document.blocks where block.language == "swift" {
                XCTAssertTrue(block.marker == "compiled" || block.marker == "package-manifest" || PreviewExampleTests.markers.contains(block.marker ?? "")
                                || block.isSkipped || block.marker?.hasPrefix("from ") == true,
                              "\(document.place(block.line)): mark the block <!-- compiled --> (or <!-- from PATH -->, <!-- skip-test -->)")
            }
        }
    }

    func testCustomLayoutsShowsBothWaysToWriteALayout() throws {
        let program = Program(try MarkdownDocument(path: "docs/custom-layouts.md"))
        let code = program.source
        XCTAssertTrue(code.contains(": SectionPlacer"), "a SectionPlacer example")
        XCTAssertTrue(code.contains(": SectionedLayout"), "a SectionedLayout subclass")
        XCTAssertTrue(code.contains(": CollectionLayout"), "a CollectionLayout written from scratch")
        XCTAssertFalse(program.expectedOutput.isEmpty, "custom-layouts.md shows what its examples print")
    }

    // MARK: - Compiling

    /// The compiled examples of one document, as one program.
    struct Program {
        let document: MarkdownDocument
        /// The compiled blocks, in order.
        let blocks: [MarkdownDocument.Block]
        /// What the program must print: the ```text blocks that follow compiled blocks, in order.
        let expectedOutput: String
        /// Whether any compiled block is followed by its output.
        let showsOutput: Bool

        init(_ document: MarkdownDocument) {
            self.document = document
            var blocks: [MarkdownDocument.Block] = []
            var output = ""
            var showsOutput = false
            for (index, block) in document.blocks.enumerated() where block.language == "swift" && block.marker == "compiled" {
                blocks.append(block)
                if let next = document.blockFollowing(index), next.language == "text" {
                    output += next.text
                    showsOutput = true
                }
            }
            self.blocks = blocks
            expectedOutput = output
            self.showsOutput = showsOutput
        }

        /// `main.swift`: the blocks, each after a `#sourceLocation` naming its place.
        var source: String {
            blocks.map { block in
                "#sourceLocation(file: \"\(document.path)\", line: \(block.line + 1))\n" + block.text
            }.joined(separator: "\n") + "#sourceLocation()\n"
        }
    }

    private func check(_ program: Program) throws {
        guard let swiftc = Shell.which("swiftc") else {
            XCTFail("swiftc is not on PATH: the Swift examples of \(program.document.path) cannot be checked")
            return
        }
        let products = Shell.productsDirectory
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try program.source.write(to: main, atomically: true, encoding: .utf8)
        var arguments = ["-swift-version", "6", "-I", products + "/Modules",
                         "-module-cache-path", directory.appendingPathComponent("cache").path, main.path]
        guard program.showsOutput else {
            let result = try Shell.run(swiftc, ["-typecheck"] + arguments)
            XCTAssertEqual(result.status, 0, "the Swift examples of \(program.document.path) do not compile:\n\(result.stderr)")
            return
        }
        let objects = try ["TrellisLayout", "TrellisRender", "TrellisSpec"].flatMap { module in
            let folder = products + "/\(module).build"
            return try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".o") }.sorted().map { folder + "/" + $0 }
        }
        XCTAssertFalse(objects.isEmpty, "no object files of TrellisLayout, TrellisRender and TrellisSpec in \(products)")
        let executable = directory.appendingPathComponent("example").path
        arguments += objects + ["-lm", "-o", executable]
        let build = try Shell.run(swiftc, arguments)
        guard build.status == 0 else {
            XCTFail("the Swift examples of \(program.document.path) do not compile:\n\(build.stderr)")
            return
        }
        let run = try Shell.run(executable, [], directory: Shell.packageRoot, timeout: 60)
        XCTAssertEqual(run.status, 0, "the Swift examples of \(program.document.path) failed:\n\(run.stderr)")
        if run.stdout != program.expectedOutput {
            XCTFail("the Swift examples of \(program.document.path) print something else than the docs show:\n"
                    + CommandExampleTests.difference(expected: program.expectedOutput, actual: run.stdout)
                    + "\n--- actual output ---\n\(run.stdout)")
        }
    }
}
