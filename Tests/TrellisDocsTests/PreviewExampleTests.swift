import Foundation
import XCTest

/// The README's "Preview your own layout" works as written, cheaply: its `<!-- compiled-preview -->`
/// example is compiled against the modules already built (TrellisLayout, TrellisDoctor,
/// TrellisRender, TrellisTerminal, TrellisPreview and their C modules) and linked with their object files, no
/// package build; run without a terminal it refuses with `trellis preview`'s own line and exit
/// status 2. The `<!-- preview-manifest -->` snippet names only products the package has.
final class PreviewExampleTests: XCTestCase {
    /// The markers of the section's blocks.
    static let markers: Set<String> = ["compiled-preview", "preview-manifest"]

    /// The modules the example links, in dependency order.
    private static let modules = ["TrellisLayout", "TrellisDoctor", "TrellisRender", "CTrellisTerminal", "TrellisTerminal",
                                          "TrellisPreview"]

    func testTheManifestSnippetNamesProductsThePackageHas() throws {
        let readme = try MarkdownDocument(path: "README.md")
        let snippets = readme.blocks.filter { $0.language == "swift" && $0.marker == "preview-manifest" }
        XCTAssertEqual(snippets.count, 1, "README.md has one <!-- preview-manifest --> block")
        let manifest = try String(contentsOfFile: Shell.packageRoot + "/Package.swift", encoding: .utf8)
        let named = snippets.first.map { Self.quoted(after: ".product(name: \"", in: $0.text) } ?? []
        XCTAssertTrue(named.contains("TrellisPreview"), "the snippet adds the TrellisPreview product")
        for product in named {
            XCTAssertTrue(manifest.contains(".library(name: \"\(product)\""), "\(product) is no library product of Package.swift")
        }
    }

    func testTheExampleCompilesAndRefusesWithoutATerminalAsTrellisPreviewDoes() throws {
        let readme = try MarkdownDocument(path: "README.md")
        let blocks = readme.blocks.filter { $0.language == "swift" && $0.marker == "compiled-preview" }
        XCTAssertEqual(blocks.count, 1, "README.md has one <!-- compiled-preview --> block")
        guard let block = blocks.first, let swiftc = Shell.which("swiftc") else {
            return XCTFail("no example, or swiftc is not on PATH")
        }
        XCTAssertTrue(block.text.contains("PreviewPage(") && block.text.contains("Previewer(pages:"), "the example uses the API")
        let products = Shell.productsDirectory
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try ("#sourceLocation(file: \"README.md\", line: \(block.line + 1))\n" + block.text + "#sourceLocation()\n")
            .write(to: main, atomically: true, encoding: .utf8)
        let objects = try Self.modules.flatMap { module in
            let folder = products + "/\(module).build"
            return try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".o") }.sorted().map { folder + "/" + $0 }
        }
        let executable = directory.appendingPathComponent("PhotosPreview").path
        let arguments = ["-swift-version", "6", "-I", products + "/Modules",
                         "-Xcc", "-fmodule-map-file=" + Shell.packageRoot + "/Sources/CNcursesw/module.modulemap",
                         "-Xcc", "-fmodule-map-file=" + products + "/CTrellisTerminal.build/module.modulemap",
                         "-module-cache-path", directory.appendingPathComponent("cache").path, main.path]
            + objects + ["-lncursesw", "-ltinfo", "-lm", "-o", executable]
        let build = try Shell.run(swiftc, arguments)
        guard build.status == 0 else { return XCTFail("the README's preview example does not compile:\n\(build.stderr)") }
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        let run = try Shell.run(executable, [], environment: environment, timeout: 60)
        let trellis = try Shell.run(Shell.trellis, ["preview", "assets/sections.json"], environment: environment,
                                    directory: Shell.packageRoot)
        let refusal = trellis.stderr.components(separatedBy: "\n")[0]
        XCTAssertTrue(refusal.hasPrefix("trellis: error: the previewer needs a terminal"), trellis.stderr)
        XCTAssertEqual(run.stderr, "PhotosPreview" + refusal.dropFirst("trellis".count) + "\n", "the same line as trellis preview")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(trellis.status, 2)
        XCTAssertEqual(run.stdout, "")
    }

    /// Every string between `prefix` and the next `"` in `text`.
    private static func quoted(after prefix: String, in text: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }
}
