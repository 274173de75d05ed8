import TrellisPreview
import TrellisRender
import TrellisLayout
import TrellisSpec

/// `trellis export SPEC --width W [--height H] [--format svg] [--output FILE] [--zoom Z]
/// [--carousels full|cut]`: a picture of the whole laid-out content (``SVGWriter``), carousels
/// whole unless cut (``PictureBounds``), the elements exactly those of
/// `trellis attributes SPEC --width W [--height H]`.
enum ExportCommand {
    /// The formats `--format` takes.
    static let formats = ["svg"]

    /// `export`'s options, the only declaration of them.
    enum Option {
        static let width = CommandOption.valued("width", "W", .number(0...1_000_000), required: true, help: [
            "Collection-view width (required, from 0 to 1000000).",
        ])
        static let height = CommandOption.valued("height", "H", .number(0...1_000_000), help: [
            "As for attributes: the extent a spec that scrolls sideways flows across,",
            "the height of a compositional spec (default 23).",
        ])
        static let format = CommandOption.valued("format", "svg", .choice(formats), help: ["The format (only svg)."])
        static let output = CommandOption.valued("output", "FILE", .fileName, help: [
            "Write to FILE instead of stdout (`-`: stdout).",
        ])
        static let zoom = CommandOption.valued("zoom", "Z", .number(0.01...100), help: [
            "Pixels per spec unit (default 1, from 0.01 to 100).",
        ])
        /// The words of ``PictureBounds/Carousels``; the error lists them as it always has, cut first.
        static let carousels = CommandOption.valued("carousels", "full|cut", .choice(["full", "cut"]), help: [
            "full (the default) draws every carousel card, widening the picture;",
            "cut keeps the picture at the content size, as the screen shows the",
            "carousels before they scroll (cards past it are in the file, not seen).",
        ])
    }

    /// The options in the order the help lists them.
    static let options = CommandOptions(command: "export", helpColumn: 19, options: [Option.width, Option.height, Option.format,
                                                                                     Option.output, Option.zoom, Option.carousels])

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.export); return }
        let path = try SpecArguments.single(parsed, command: options.command)
        let width = try parsed.number(Option.width)!  // required: reading it throws when it is missing
        let height = try parsed.number(Option.height)
        let zoom = try parsed.number(Option.zoom) ?? 1
        _ = try parsed.text(Option.format)  // only svg: read to refuse any other
        let carousels = try parsed.text(Option.carousels).flatMap(PictureBounds.OrthogonalSections.init(rawValue:)) ?? .full
        let output = try parsed.text(Option.output)
        let document = try SpecArguments.load(path)
        let layout = AttributesCommand.preparedLayout(of: document, width: width, height: height, visible: nil)
        let elements = AttributesCommand.everything(layout)
        var writer = SVGWriter(bounds: PictureBounds.bounds(of: layout, elements: elements, orthogonalSections: carousels),
                               elements: elements, labels: document.dataSource, zoom: zoom,
                               lineHeight: PreviewSession.pointsPerRow(of: document),
                               columnWidth: PreviewSession.pointsPerColumn(of: document),
                               title: document.displayTitle)
        writer.roles = ElementRolesLookup.roles(of: layout)
        if let output, output != SpecArguments.standardInput {
            try OutputFile.write(to: output) { (sink: (String) throws(CommandFailure) -> Void) throws(CommandFailure) in
                try writer.write(to: sink)
            }
        } else {
            try writer.write(to: StandardStreams.write)
        }
    }
}
