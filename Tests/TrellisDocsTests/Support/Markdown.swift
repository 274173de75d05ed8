import Foundation

/// A Markdown document of the package, split into its fenced code blocks.
///
/// The docs tests read the blocks with these conventions (README.md, "Documentation"):
///
/// - A ```` ```sh ```` block holds example commands: every line that starts with `trellis ` or
///   `$ trellis ` is run from the package root with the built `trellis` first on `PATH`, and
///   must exit with status 0, or with the status `N` its trailing comment names
///   (`trellis render x.json   # exit status 2`). Other lines (`make run`, comments) are not run.
/// - When such a block holds exactly one command and the next thing after it (blank lines
///   aside) is a ```` ```text ```` block, the command's stdout followed by its stderr must be
///   exactly that block's text.
/// - A ```` ```json ```` block with a `"sections"` key is a spec and must pass `trellis validate`
///   without a warning. After `<!-- file: PATH -->` it must also be exactly the file at PATH.
/// - A ```` ```swift ```` block after `<!-- compiled -->` is compiled against the built
///   TrellisLayout and TrellisRender modules, together with the other compiled blocks of the same
///   document, in order (so a later block can use what an earlier one declares). When a compiled
///   block is followed by a ```` ```text ```` block, the program is run and its output must be
///   those text blocks, one after the other.
/// - A block after `<!-- from PATH -->` is an excerpt of the file at PATH (a path from the
///   package root, such as a file of `Examples/MosaicPreview`): its lines are lines of that file,
///   consecutive and in order.
/// - `<!-- skip-test -->` before a block exempts it from every check.
///
/// A marker is an HTML comment on the last non-blank line before the opening fence.
struct MarkdownDocument {
    /// One fenced code block.
    struct Block {
        /// The info string's first word (`sh`, `text`, `json`, `swift`), or "" for none.
        var language: String
        /// The lines between the fences.
        var lines: [String]
        /// The 1-based line number of the opening fence.
        var line: Int
        /// The 1-based line number of the closing fence.
        var endLine: Int
        /// The text of an HTML comment on the last non-blank line before the fence, trimmed.
        var marker: String?

        /// The block's text: its lines, each ended by a newline.
        var text: String { lines.map { $0 + "\n" }.joined() }

        /// Whether the block is exempt from every check.
        var isSkipped: Bool { marker == "skip-test" }
    }

    /// The path relative to the package root, such as `docs/layouts.md`.
    let path: String
    /// The document's lines.
    let lines: [String]
    /// The fenced code blocks, in order.
    let blocks: [Block]

    init(path: String, root: String = Shell.packageRoot) throws {
        self.path = path
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        lines = text.components(separatedBy: "\n")
        blocks = Self.parse(lines)
    }

    /// The block right after `index` when only blank lines lie between them.
    func blockFollowing(_ index: Int) -> Block? {
        guard index + 1 < blocks.count else { return nil }
        let current = blocks[index], next = blocks[index + 1]
        let between = lines[current.endLine..<(next.line - 1)]
        return between.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } ? next : nil
    }

    /// `path:line`, for failure messages.
    func place(_ line: Int) -> String { "\(path):\(line)" }

    /// The section of the document under the heading `title` (any level), up to the next
    /// heading of the same or a higher level.
    func section(titled title: String) -> [String]? {
        guard let start = lines.firstIndex(where: { Self.heading($0)?.title == title }),
              let level = Self.heading(lines[start])?.level else { return nil }
        var end = start + 1
        var inFence = false
        while end < lines.count {
            if lines[end].hasPrefix("```") { inFence.toggle() }
            if !inFence, let heading = Self.heading(lines[end]), heading.level <= level { break }
            end += 1
        }
        return Array(lines[(start + 1)..<end])
    }

    /// Every Markdown document the tests read: README.md and docs/*.md.
    static func all(root: String = Shell.packageRoot) throws -> [MarkdownDocument] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs")
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).map { try MarkdownDocument(path: $0, root: root) }
    }

    /// A heading line's level and title, or nil for another line.
    static func heading(_ line: String) -> (level: Int, title: String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes > 0, hashes <= 6, line.dropFirst(hashes).first == " " else { return nil }
        return (hashes, line.dropFirst(hashes + 1).trimmingCharacters(in: .whitespaces))
    }

    /// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens.
    static func anchor(_ title: String) -> String {
        var result = ""
        for character in title.lowercased() {
            if character == " " {
                result.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                result.append(character)
            }
        }
        return result
    }

    private static func parse(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else { index += 1; continue }
            let fence = String(trimmed.prefix { $0 == "`" })
            let language = trimmed.dropFirst(fence.count).split(separator: " ").first.map(String.init) ?? ""
            let opening = index
            var body: [String] = []
            index += 1
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
                body.append(lines[index])
                index += 1
            }
            var marker: String?
            var before = opening - 1
            while before >= 0, lines[before].trimmingCharacters(in: .whitespaces).isEmpty { before -= 1 }
            if before >= 0 {
                let previous = lines[before].trimmingCharacters(in: .whitespaces)
                if previous.hasPrefix("<!--"), previous.hasSuffix("-->") {
                    marker = previous.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
                }
            }
            blocks.append(Block(language: language, lines: body, line: opening + 1, endLine: index + 1, marker: marker))
            index += 1
        }
        return blocks
    }
}
