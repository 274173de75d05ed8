/// Loads spec files: reads, parses (see `docs/spec-format.md`), validates and decodes them
/// into a ``LayoutSpec`` plus the warnings found on the way.
///
/// ```swift
/// do {
///     let (spec, warnings) = try SpecLoader.load(path: "photos.json", measure: displayWidth)
///     for warning in warnings { print("trellis: warning: \(warning)") }
///     let dataSource = SpecDataSource(spec: spec, measure: displayWidth)
/// } catch {
///     print("trellis: error: \(error)")   // photos.json:3:14: columns: expected an integer …
/// }
/// ```
///
/// Every error is a ``SpecDiagnostic`` naming the file, the JSON path and the line and column; `load`
/// throws the first problem found, ``check(path:measure:printableASCIIWidth:)`` reports them all. Loading never
/// traps and never builds anything larger than the limits in ``SpecLimits`` allow.
///
/// Loading takes a fast path first: the file is read once into a buffer sized from `fstat`, and
/// its items are decoded straight into columns (``ItemColumns``) as it is parsed, the pages of
/// the items already decoded handed back as it goes. Any error, any warning, anything unusual
/// sends it down the full parser and decoder instead, so messages are the same either way.
public enum SpecLoader {
    /// The display width used when no `measure` is passed: the number of `Character`s.
    /// Apps should pass a real (wcwidth-based) display width instead.
    public static func characterCount(_ text: String) -> Int { text.count }

    /// Reads and decodes the spec file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file to read. It is named as given in errors and warnings.
    ///   - measure: The display width, in cells, of a text; sizes tags that have a `title` but
    ///     no `width` (width = measure(title) + 2). Negative results count as 0.
    ///   - printableASCIIWidth: When given, the width `measure` gives every printable ASCII
    ///     character (space to `~`; 1 on a terminal), a title of those only measuring that many
    ///     columns a character: such titles are then measured from their bytes, without calling
    ///     `measure`. `nil` (the default) asks `measure` for every title.
    /// - Returns: The spec and the warnings (unknown and duplicate keys), in document order.
    /// - Throws: ``SpecDiagnostic`` for a file that cannot be read, is not a regular file (a
    ///   directory, a FIFO, a device: refused without blocking), is empty, is
    ///   larger than ``SpecLimits/maxFileSize``, is not valid UTF-8 or JSON, or does not follow
    ///   the spec format.
    public static func load(path: String, measure: (String) -> Int = characterCount, printableASCIIWidth: Int? = nil)
        throws(SpecDiagnostic) -> (spec: LayoutSpec, warnings: [SpecDiagnostic]) {
        var bytes = try readFile(path)
        if let spec = fastDecodeReleasing(&bytes, path: path, measure: measure, printableASCIIWidth: printableASCIIWidth) {
            return (spec, [])
        }
        return try parse(bytes, file: path, measure: measure, printableASCIIWidth: printableASCIIWidth)
    }

    /// ``fastDecode(_:file:measure:)`` for the bytes of the file at `path`, read by ``readFile(_:)``
    /// and owned here: the pages of `bytes` inside items arrays are handed back to the system as
    /// the parser passes them (the columns hold the items), so that loading needs little more
    /// memory than the file. When the fast path gives up, `bytes` is the file read again.
    private static func fastDecodeReleasing(_ bytes: inout [UInt8], path: String,
                                            measure: (String) -> Int, printableASCIIWidth: Int?) -> LayoutSpec? {
        guard !bytes.isEmpty, bytes.count <= SpecLimits.maxFileSize else { return nil }
        var released = false
        if let document = JSONParser.parseWithItemColumns(&bytes, file: path, released: &released),
           let spec = decodeFast(document, file: path, measure: measure, printableASCIIWidth: printableASCIIWidth) {
            return spec
        }
        if released, let again = try? readFile(path) { bytes = again }
        return nil
    }

    /// Decodes a spec from the bytes of a file (UTF-8 JSON).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: How errors and warnings name the source, e.g. its path or `<stdin>`.
    ///   - measure: As for ``load(path:measure:printableASCIIWidth:)``.
    ///   - printableASCIIWidth: As for ``load(path:measure:printableASCIIWidth:)``.
    /// - Returns: The spec and the warnings, in document order.
    /// - Throws: ``SpecDiagnostic`` as for ``load(path:measure:printableASCIIWidth:)``.
    public static func parse(_ bytes: [UInt8], file: String, measure: (String) -> Int = characterCount,
                             printableASCIIWidth: Int? = nil)
        throws(SpecDiagnostic) -> (spec: LayoutSpec, warnings: [SpecDiagnostic]) {
        if bytes.isEmpty {
            throw SpecDiagnostic(severity: .error, file: file, message: "empty file (expected a JSON object)")
        }
        if bytes.count > SpecLimits.maxFileSize {
            throw SpecDiagnostic(severity: .error, file: file, message: "file too large: \(bytes.count) bytes, the limit is \(SpecLimits.maxFileSize)")
        }
        if let spec = fastDecode(bytes, file: file, measure: measure, printableASCIIWidth: printableASCIIWidth) {
            return (spec, [])
        }
        let document = try JSONParser.parse(bytes, file: file)
        let (spec, warnings) = try SpecDecoder.decode(document, file: file, measure: measure)
        return (spec, warnings)
    }

    /// The spec in `bytes` by the fast path, for a spec with no error and no warning: items
    /// decoded straight into columns (``JSONParser/parseWithItemColumns(_:file:)``), the rest
    /// by the full decoder from a small tape. `nil` for anything else: the caller runs the full
    /// parser and decoder, whose messages name every problem exactly.
    static func fastDecode(_ bytes: [UInt8], file: String, measure: (String) -> Int,
                           printableASCIIWidth: Int? = nil) -> LayoutSpec? {
        guard let document = JSONParser.parseWithItemColumns(bytes, file: file) else { return nil }
        return decodeFast(document, file: file, measure: measure, printableASCIIWidth: printableASCIIWidth)
    }

    /// The spec of a document from the fast parser, if it has no error and no warning.
    private static func decodeFast(_ document: JSONDocument, file: String, measure: (String) -> Int,
                                   printableASCIIWidth: Int?) -> LayoutSpec? {
        let (spec, report, needsPlacedItems) = SpecDecoder.checked(document, file: file, measure: measure)
        guard report.errors.isEmpty, report.warnings.isEmpty, report.unlisted == 0, !needsPlacedItems else { return nil }
        return measuringTags(spec, measure: measure, printableASCIIWidth: printableASCIIWidth)
    }

    /// `spec` with, in a `tags` spec, the width of each item that has none (nor an aspect ratio
    /// to take it from) set from its title ((measure + 2) × the scale's `x`), as the full decoder
    /// does; `nil` when such an item has no title (an error the full decoder reports with its place).
    /// In place, one pass per section (``ItemColumns/sizeUnsizedItemsFromTitles(perColumn:printableASCIIWidth:measure:)``).
    private static func measuringTags(_ spec: LayoutSpec, measure: (String) -> Int, printableASCIIWidth: Int?) -> LayoutSpec? {
        guard spec.layout == .tags else { return spec }
        var spec = spec
        let perColumn = spec.cellScale.x
        for section in spec.sections.indices {
            guard spec.sections[section].columns.sizeUnsizedItemsFromTitles(
                perColumn: perColumn, printableASCIIWidth: printableASCIIWidth, measure: measure) else { return nil }
        }
        return spec
    }

    /// Decodes a spec from JSON text; as ``parse(_:file:measure:printableASCIIWidth:)``.
    public static func parse(json: String, file: String, measure: (String) -> Int = characterCount)
        throws(SpecDiagnostic) -> (spec: LayoutSpec, warnings: [SpecDiagnostic]) {
        try parse(Array(json.utf8), file: file, measure: measure)
    }

    /// Reads the spec file at `path` (standard input when `path` is `nil`) and reports every
    /// problem it has, not only the first (see ``SpecReport``).
    ///
    /// - Parameters:
    ///   - path: The file to read, or `nil` for standard input (named `<stdin>`).
    ///   - measure: As for ``load(path:measure:printableASCIIWidth:)``.
    ///   - printableASCIIWidth: As for ``load(path:measure:printableASCIIWidth:)``.
    public static func check(path: String?, measure: (String) -> Int = characterCount, printableASCIIWidth: Int? = nil) -> SpecReport {
        do throws(SpecDiagnostic) {
            let name = path ?? standardInputName
            var bytes: [UInt8]
            if let path {
                bytes = try readFile(path)
                if fastDecodeReleasing(&bytes, path: path, measure: measure, printableASCIIWidth: printableASCIIWidth) != nil {
                    return SpecReport()
                }
            } else {
                bytes = try readAll(0, name: name, expected: 0)
            }
            return try checkedReport(bytes, file: name, measure: measure, printableASCIIWidth: printableASCIIWidth)
        } catch {
            return SpecReport(errors: [error])
        }
    }

    /// Reports every problem of a spec's bytes; as ``check(path:measure:printableASCIIWidth:)``.
    public static func check(_ bytes: [UInt8], file: String, measure: (String) -> Int = characterCount) -> SpecReport {
        do throws(SpecDiagnostic) {
            return try checkedReport(bytes, file: file, measure: measure)
        } catch {
            return SpecReport(errors: [error])
        }
    }

    private static func checkedReport(_ bytes: [UInt8], file: String, measure: (String) -> Int,
                                      printableASCIIWidth: Int? = nil) throws(SpecDiagnostic) -> SpecReport {
        if bytes.isEmpty {
            throw SpecDiagnostic(severity: .error, file: file, message: "empty file (expected a JSON object)")
        }
        if bytes.count > SpecLimits.maxFileSize {
            throw SpecDiagnostic(severity: .error, file: file, message: "file too large: \(bytes.count) bytes, the limit is \(SpecLimits.maxFileSize)")
        }
        if fastDecode(bytes, file: file, measure: measure, printableASCIIWidth: printableASCIIWidth) != nil { return SpecReport() }
        let document = try JSONParser.parse(bytes, file: file)
        return SpecDecoder.report(document, file: file, measure: measure)
    }

    /// How messages name standard input, read with ``loadStandardInput(measure:printableASCIIWidth:)``.
    public static let standardInputName = "<stdin>"

    /// Reads a spec from standard input until its end (a pipe, a file, a terminal) and decodes
    /// it; errors and warnings name it ``standardInputName``.
    public static func loadStandardInput(measure: (String) -> Int = characterCount, printableASCIIWidth: Int? = nil)
        throws(SpecDiagnostic) -> (spec: LayoutSpec, warnings: [SpecDiagnostic]) {
        let bytes = try readAll(0, name: standardInputName, expected: 0)
        return try parse(bytes, file: standardInputName, measure: measure, printableASCIIWidth: printableASCIIWidth)
    }
}
