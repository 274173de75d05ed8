/// `--width N` of `preview` and `render`: a content width in spec units, checked against what
/// the previewer can show (1 to ``ContentWidth/maximumColumns`` columns of each spec).
enum ContentWidthOption {
    /// The width `text` gives, checked for every one of `documents`; nil when `text` is nil.
    static func parse(_ text: String?, command: String, documents: [SpecDocument]) throws(CommandFailure) -> Double? {
        guard let text else { return nil }
        var width = 0.0
        for document in documents {
            let allowed = ContentWidth.allowedWidths(pointsPerColumn: PreviewSession.pointsPerColumn(of: document))
            width = try OptionValues.number(text, option: "width", command: command, in: allowed)
        }
        return width
    }
}
