#if canImport(Glibc)
import TrellisPreview
import Glibc
#endif
import TrellisLayout
import TrellisSpec

/// `trellis export SPEC --width W [--height H] [--format svg] [--output FILE] [--zoom Z]
/// [--carousels full|cut]`: a picture of the whole laid-out content (``SVGWriter``), carousels
/// whole unless cut (``PictureBounds``), the elements exactly those of
/// `trellis attributes SPEC --width W [--height H]`.
enum ExportCommand {
    /// The formats `--format` takes.
    static let formats = ["svg"]

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try ParsedArguments(arguments, command: "export", valued: ["width", "height", "format", "output", "zoom", "carousels"],
                                         flags: [])
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.export); return }
        let path = try SpecArguments.single(parsed, command: "export")
        guard let widthText = parsed.value("width") else { throw .usage("missing --width W", command: "export") }
        let width = try OptionValues.number(widthText, option: "width", command: "export", in: 0...1_000_000)
        let height = try parsed.value("height").map { text throws(CommandFailure) in
            try OptionValues.number(text, option: "height", command: "export", in: 0...1_000_000)
        }
        let zoom = try parsed.value("zoom").map { text throws(CommandFailure) in
            try OptionValues.number(text, option: "zoom", command: "export", in: 0.01...100)
        } ?? 1
        if let format = parsed.value("format"), !formats.contains(format) {
            throw .usage("--format: expected svg, got '\(format)'", command: "export")
        }
        let carousels = try parsed.value("carousels").map { text throws(CommandFailure) in
            guard let value = PictureBounds.OrthogonalSections(rawValue: text) else {
                throw .usage("--carousels: expected cut or full, got '\(text)'", command: "export")
            }
            return value
        } ?? .full
        let output = parsed.value("output")
        if output?.isEmpty == true { throw .usage("--output: expected a file name, got ''", command: "export") }
        let document = try SpecArguments.load(path)
        let layout = AttributesCommand.preparedLayout(of: document, width: width, height: height, visible: nil)
        let elements = AttributesCommand.everything(layout)
        let writer = SVGWriter(bounds: PictureBounds.bounds(of: layout, elements: elements, orthogonalSections: carousels),
                               elements: elements, labels: document.dataSource, zoom: zoom,
                               lineHeight: PreviewSession.pointsPerRow(of: document),
                               columnWidth: PreviewSession.pointsPerColumn(of: document),
                               title: document.displayTitle)
        if let output, output != SpecArguments.standardInput {
            try OutputFile.write(to: output) { (sink: (String) throws(CommandFailure) -> Void) throws(CommandFailure) in
                try writer.write(to: sink)
            }
        } else {
            try writer.write(to: StandardStreams.write)
        }
    }
}
