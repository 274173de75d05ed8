import TrellisLayout
import TrellisPreview
import TrellisRender
import TrellisSpec

/// One spec the app shows: where it came from, the spec, and a fresh data source and layout.
final class SpecDocument {
    /// Where a spec comes from.
    enum Source {
        /// A file on disk, by path (as given on the command line).
        case file(String)
        /// Standard input (`-` on the command line), read once; messages name it `<stdin>`.
        case standardInput
        /// A built-in gallery spec: its name and a way to build it.
        case builtIn(name: String, make: () throws(SpecDiagnostic) -> LayoutSpec)
    }

    /// Where the spec came from.
    let source: Source
    /// The spec as last loaded successfully.
    private(set) var loadedSpec: LayoutSpec
    /// The spec shown: the loaded one, or a changed copy of it (``replace(with:)``).
    private(set) var spec: LayoutSpec
    /// The data source over ``spec``.
    private(set) var dataSource: SpecDataSource
    /// The layout over ``dataSource``.
    private(set) var layout: any BuiltInLayout
    /// The warnings of the last successful load (unknown, duplicate and ignored keys), in document
    /// order; empty for a clean spec. The previewer shows them with `w`; the commands print them.
    private(set) var warnings: [SpecDiagnostic]
    /// ``title`` cut once to what any status line could show
    /// (``StatusLine/maxTitleWidth`` columns), so no frame looks at more of a long title.
    private(set) var displayTitle = ""

    /// Loads `source`; the warnings go to `warn` too.
    init(_ source: Source, warn: (SpecDiagnostic) -> Void = { _ in }) throws(SpecDiagnostic) {
        self.source = source
        let (spec, warnings) = try Self.load(source)
        warnings.forEach(warn)
        self.warnings = warnings
        self.loadedSpec = spec
        self.spec = spec
        (dataSource, layout) = Self.dataSourceAndLayout(for: spec)
        displayTitle = StatusLine.displayPrefix(of: title, maxWidth: StatusLine.maxTitleWidth)
    }

    /// The spec's title, or its file name.
    var title: String {
        if let title = spec.title, !title.isEmpty { return title }
        switch source {
        case .file(let path): return Self.fileName(of: path)
        case .standardInput: return SpecLoader.standardInputName
        case .builtIn(let name, _): return name
        }
    }

    /// The last component of `path`: what a spec from that file without a title is called.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Loads the source again into ``loadedSpec`` (the caller then shows it, changed or not, with
    /// ``replace(with:)``); on failure keeps the last good spec (and its ``warnings``) and throws.
    func reload(warn: (SpecDiagnostic) -> Void = { _ in }) throws(SpecDiagnostic) {
        let (spec, warnings) = try Self.load(source)
        warnings.forEach(warn)
        self.warnings = warnings
        loadedSpec = spec
    }

    /// Shows `spec` instead: a new data source and layout.
    func replace(with spec: LayoutSpec) {
        self.spec = spec
        (dataSource, layout) = Self.dataSourceAndLayout(for: spec)
        displayTitle = StatusLine.displayPrefix(of: title, maxWidth: StatusLine.maxTitleWidth)
    }

    /// A data source over `spec`, measuring text as the terminal shows it, and the spec's layout.
    static func dataSourceAndLayout(for spec: LayoutSpec) -> (SpecDataSource, any BuiltInLayout) {
        let dataSource = SpecDataSource(spec: spec, measure: LayoutFactory.measure,
                                        measureCharacter: LayoutFactory.measureCharacter)
        return (dataSource, spec.makeLayout(over: dataSource))
    }

    private static func load(_ source: Source) throws(SpecDiagnostic) -> (LayoutSpec, [SpecDiagnostic]) {
        switch source {
        case .file(let path):
            return try SpecLoader.load(path: path, measure: LayoutFactory.measure,
                                         printableASCIIWidth: LayoutFactory.printableASCIIWidth)
        case .standardInput:
            return try SpecLoader.loadStandardInput(measure: LayoutFactory.measure,
                                                      printableASCIIWidth: LayoutFactory.printableASCIIWidth)
        case .builtIn(_, let make):
            return (try make(), [])
        }
    }
}
