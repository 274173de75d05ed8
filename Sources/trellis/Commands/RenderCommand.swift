#if canImport(Glibc)
import Glibc
#endif
import TrellisLayout
import TrellisRender

/// `trellis render SPEC --size COLSxROWS [--offset Y] [--color]`: the previewer's screen as text.
enum RenderCommand {
    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try ParsedArguments(arguments, command: "render", valued: ["size", "offset", "offset-x"], flags: ["color"])
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.render); return }
        guard let sizeText = parsed.value("size") else { throw .usage("missing --size COLSxROWS", command: "render") }
        let (columns, rows) = try OptionValues.size(sizeText, option: "size", command: "render")
        let offset = try parsed.value("offset").map { text throws(CommandFailure) in
            try OptionValues.number(text, option: "offset", command: "render", in: -1e9...1e9)
        } ?? 0
        let offsetX = try parsed.value("offset-x").map { text throws(CommandFailure) in
            try OptionValues.number(text, option: "offset-x", command: "render", in: -1e9...1e9)
        } ?? 0
        let document = try SpecArguments.loadOne(parsed, command: "render")
        let session = PreviewSession(documents: [document], columns: columns, rows: rows)
        session.viewport.scroll(to: Point(x: offsetX, y: offset))
        // The previewer's own composition, without the frame time (so the output is repeatable).
        let grid = session.compose(showingFrameTime: false)
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        try StandardStreams.write(parsed.has("color") ? grid.ansiText(color: !noColor) : grid.plainText())
    }
}
