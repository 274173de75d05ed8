import TrellisLayout

/// A problem found in a spec file, with the exact place of the problem: an error, why the file
/// could not be loaded (thrown by the loader), or a warning, something that is probably a
/// mistake but does not stop the file from loading (an unknown key, with a suggestion when a
/// known key is close, a duplicate key, an ignored key).
///
/// ``description`` is one line, in the style of compilers, the same for both severities:
///
/// ```
/// photos.json:12:18: sections[1].columns: expected an integer from 1 to 1000, got 0
/// photos.json: cannot open: No such file or directory
/// photos.json:4:7: sections[0].colums: unknown key (did you mean "columns"?)
/// ```
///
/// The line and column are left out when the problem has no place in the text (a missing
/// file, an empty file); the path is left out when the problem concerns the whole file.
public struct SpecDiagnostic: Error, CustomStringConvertible, Hashable, Sendable {
    /// How bad a problem is.
    public enum Severity: Hashable, Sendable {
        /// The file does not load.
        case error
        /// The file loads; the problem is probably a mistake.
        case warning
    }

    /// Whether the file still loads (``Severity/warning``) or not (``Severity/error``).
    public var severity: Severity
    /// The spec file as it was named to the loader.
    public var file: String
    /// The JSON path of the offending value or key, such as `sections[1].columns` or
    /// `sections[2].items[5].height`; empty for the whole file.
    public var path: String
    /// The line of the offending value or key, from 1, when known.
    public var line: Int?
    /// The column of the offending value or key, from 1, counted in Unicode characters, when known.
    public var column: Int?
    /// What was expected and what was found, such as `expected an integer from 1 to 1000, got 0`,
    /// or what is wrong, such as `unknown key (did you mean "columns"?)`.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, file: String, path: String = "", line: Int? = nil, column: Int? = nil,
                message: String) {
        self.severity = severity
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `<file>:<line>:<column>: <path>: <message>`, leaving out what is unknown, with control,
    /// bidi and invisible characters written as `\u{XXXX}` (``MessageText/escaped(_:)``).
    public var description: String {
        SpecDiagnosticFormat.line(file: file, path: path, line: line, column: column, message: message)
    }
}

/// The one-line format of every diagnostic. Control, bidi and invisible characters in the file
/// name, the path and the message are written as `\u{XXXX}` (``MessageText``).
enum SpecDiagnosticFormat {
    static func line(file: String, path: String, line: Int?, column: Int?, message: String) -> String {
        MessageText.escaped(unescapedLine(file: file, path: path, line: line, column: column, message: message))
    }

    private static func unescapedLine(file: String, path: String, line: Int?, column: Int?, message: String) -> String {
        var out = file
        if let line {
            out += ":\(line)"
            if let column { out += ":\(column)" }
        }
        out += ": "
        if !path.isEmpty { out += path + ": " }
        return out + message
    }
}
