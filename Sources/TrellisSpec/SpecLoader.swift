#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// Every error is a ``SpecError`` naming the file, the JSON path and the line and column; `load`
/// throws the first problem found, ``check(path:measure:)`` reports them all. Loading never
/// traps and never builds anything larger than the limits in ``SpecLimits`` allow.
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
    /// - Returns: The spec and the warnings (unknown and duplicate keys), in document order.
    /// - Throws: ``SpecError`` for a file that cannot be read, is not a regular file (a
    ///   directory, a FIFO, a device: refused without blocking), is empty, is
    ///   larger than ``SpecLimits/maxFileSize``, is not valid UTF-8 or JSON, or does not follow
    ///   the spec format.
    public static func load(path: String, measure: (String) -> Int = characterCount)
        throws(SpecError) -> (spec: LayoutSpec, warnings: [SpecWarning]) {
        let bytes = try readFile(path)
        return try parse(bytes, file: path, measure: measure)
    }

    /// Decodes a spec from the bytes of a file (UTF-8 JSON).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: How errors and warnings name the source, e.g. its path or `<stdin>`.
    ///   - measure: As for ``load(path:measure:)``.
    /// - Returns: The spec and the warnings, in document order.
    /// - Throws: ``SpecError`` as for ``load(path:measure:)``.
    public static func parse(_ bytes: [UInt8], file: String, measure: (String) -> Int = characterCount)
        throws(SpecError) -> (spec: LayoutSpec, warnings: [SpecWarning]) {
        if bytes.isEmpty {
            throw SpecError(file: file, message: "empty file (expected a JSON object)")
        }
        if bytes.count > SpecLimits.maxFileSize {
            throw SpecError(file: file, message: "file too large: \(bytes.count) bytes, the limit is \(SpecLimits.maxFileSize)")
        }
        let document = try JSONParser.parse(bytes, file: file)
        let (spec, warnings) = try SpecDecoder.decode(document, file: file, measure: measure)
        return (spec, warnings)
    }

    /// Decodes a spec from JSON text; as ``parse(_:file:measure:)``.
    public static func parse(json: String, file: String, measure: (String) -> Int = characterCount)
        throws(SpecError) -> (spec: LayoutSpec, warnings: [SpecWarning]) {
        try parse(Array(json.utf8), file: file, measure: measure)
    }

    /// Reads the spec file at `path` (standard input when `path` is `nil`) and reports every
    /// problem it has, not only the first (see ``SpecReport``).
    ///
    /// - Parameters:
    ///   - path: The file to read, or `nil` for standard input (named `<stdin>`).
    ///   - measure: As for ``load(path:measure:)``.
    public static func check(path: String?, measure: (String) -> Int = characterCount) -> SpecReport {
        do throws(SpecError) {
            let name = path ?? standardInputName
            let bytes: [UInt8]
            if let path { bytes = try readFile(path) } else { bytes = try readAll(0, name: name, expected: 0) }
            return try checkedReport(bytes, file: name, measure: measure)
        } catch {
            return SpecReport(errors: [error])
        }
    }

    /// Reports every problem of a spec's bytes; as ``check(path:measure:)``.
    public static func check(_ bytes: [UInt8], file: String, measure: (String) -> Int = characterCount) -> SpecReport {
        do throws(SpecError) {
            return try checkedReport(bytes, file: file, measure: measure)
        } catch {
            return SpecReport(errors: [error])
        }
    }

    private static func checkedReport(_ bytes: [UInt8], file: String, measure: (String) -> Int) throws(SpecError) -> SpecReport {
        if bytes.isEmpty {
            throw SpecError(file: file, message: "empty file (expected a JSON object)")
        }
        if bytes.count > SpecLimits.maxFileSize {
            throw SpecError(file: file, message: "file too large: \(bytes.count) bytes, the limit is \(SpecLimits.maxFileSize)")
        }
        let document = try JSONParser.parse(bytes, file: file)
        return SpecDecoder.report(document, file: file, measure: measure)
    }

    /// How messages name standard input, read with ``loadStandardInput(measure:)``.
    public static let standardInputName = "<stdin>"

    /// Reads a spec from standard input until its end (a pipe, a file, a terminal) and decodes
    /// it; errors and warnings name it ``standardInputName``.
    public static func loadStandardInput(measure: (String) -> Int = characterCount)
        throws(SpecError) -> (spec: LayoutSpec, warnings: [SpecWarning]) {
        let bytes = try readAll(0, name: standardInputName, expected: 0)
        return try parse(bytes, file: standardInputName, measure: measure)
    }

    /// The whole contents of the regular file `path`, or the reason it cannot be read.
    ///
    /// Opened with `O_NONBLOCK`, so that a FIFO (or a device) cannot block the open; anything
    /// but a regular file is refused after `fstat`: `FILE: not a regular file (a fifo)`.
    static func readFile(_ path: String) throws(SpecError) -> [UInt8] {
        let fd = FileNameBytes.withPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard fd >= 0 else { throw SpecError(file: path, message: "cannot open: \(systemMessage(errno))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SpecError(file: path, message: "cannot read: \(systemMessage(errno))") }
        if let kind = fileKind(info.st_mode) {
            throw SpecError(file: path, message: "not a regular file (\(kind))")
        }
        return try readAll(fd, name: path, expected: Int(info.st_size))
    }

    /// The kind of a file that is not a regular file, with an article (`a fifo`), or nil for a
    /// regular file.
    static func fileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a fifo"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "an unknown kind of file"
        }
    }

    /// Everything `fd` holds until its end, at most ``SpecLimits/maxFileSize`` bytes.
    private static func readAll(_ fd: Int32, name path: String, expected: Int) throws(SpecError) -> [UInt8] {
        if expected > SpecLimits.maxFileSize {
            throw SpecError(file: path, message: "file too large: \(expected) bytes, the limit is \(SpecLimits.maxFileSize)")
        }
        // Read until the end, whatever st_size says (pipes, /proc files, files that grow).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected + 1)
        var chunk = [UInt8](repeating: 0, count: max(1 << 16, min(expected + 1, 1 << 24)))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // Standard input left non-blocking by another program: wait for data.
                    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw SpecError(file: path, message: "cannot read: \(systemMessage(errno))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > SpecLimits.maxFileSize {
                throw SpecError(file: path, message: "file too large: more than \(SpecLimits.maxFileSize) bytes")
            }
        }
        return bytes
    }

    private static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
