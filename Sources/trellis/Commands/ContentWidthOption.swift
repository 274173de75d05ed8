import TrellisPreview
/// `--width N` of `preview` and `render` (``OptionValue/contentWidth``): a content width in spec
/// units, checked against what the previewer can show (1 to ``ContentWidth/maximumCells``
/// columns of each spec).
enum ContentWidthOption {
    /// The width `text` gives to `option`, checked for every one of `documents`; nil when `text` is nil.
    /// Specs of different scales (the gallery mixes points and cells) allow only the widths that
    /// fit them all, and a refusal names that one range, whichever spec refuses.
    static func parse(_ text: String?, option: CommandOption, command: String, documents: [SpecDocument]) throws(CommandFailure) -> Double? {
        guard let text else { return nil }
        let ranges = documents.map { ContentWidth.allowedWidths(pointsPerCell: PreviewSession.pointsPerColumn(of: $0)) }
        guard let first = ranges.first else {
            return try OptionValues.number(text, option: option.name, command: command,
                                           in: ContentWidth.allowedWidths(pointsPerCell: 1))
        }
        let lower = ranges.map(\.lowerBound).max() ?? first.lowerBound
        let upper = ranges.map(\.upperBound).min() ?? first.upperBound
        guard lower <= upper else {
            throw .usage("\(option.longName): no content width fits every spec (their scales ask for at least \(ContentWidth.format(lower)) "
                         + "and at most \(ContentWidth.format(upper))); open them apart", command: command)
        }
        return try OptionValues.number(text, option: option.name, command: command, in: lower...upper)
    }
}
