/// Parsers for option values, each failing with a usage error that names the option.
enum OptionValues {
    /// A finite number within `range`.
    static func number(_ text: String, option: String, command: String,
                       in range: ClosedRange<Double>) throws(CommandFailure) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw .usage("--\(option): expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got '\(text)'",
                         command: command)
        }
        return value
    }

    /// A whole number within `range`.
    static func integer(_ text: String, option: String, command: String,
                        in range: ClosedRange<Int>) throws(CommandFailure) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .usage("--\(option): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
                         command: command)
        }
        return value
    }

    /// The largest width in cells `--size` takes: what a terminal can be (issue 12 §5).
    static let maxWidth = 4096
    /// The largest height in cells `--size` takes: a tall render of a whole layout (for a script
    /// or a pager) may have more rows than a terminal, within ``maxCells``.
    static let maxHeight = 100_000
    /// The most cells `--size` takes, `4096 x 2048`: at 8 bytes a cell, the grid stays near
    /// 64 MiB and a render well under 200 MB and 2 s.
    static let maxCells = 4096 * 2048

    /// A terminal size `COLSxROWS` in cells: a width of 1 to ``maxWidth``, a height of 1 to
    /// ``maxHeight``, at most ``maxCells`` cells in all (4096x2048, or 200x41943).
    static func size(_ text: String, option: String, command: String) throws(CommandFailure) -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...maxWidth).contains(width), (1...maxHeight).contains(height), width * height <= maxCells else {
            throw .usage("--\(option): expected COLSxROWS such as 80x24: 1 to \(maxWidth) columns, "
                         + "at most \(maxCells) cells (4096x2048), got '\(text)'", command: command)
        }
        return (width, height)
    }

    /// A rect `X,Y,WIDTH,HEIGHT` of finite numbers, width and height at least 0.
    static func rect(_ text: String, option: String, command: String) throws(CommandFailure) -> (Double, Double, Double, Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingSpaces) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
              [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 else {
            throw .usage("--\(option): expected X,Y,WIDTH,HEIGHT such as 0,0,80,24 (width and height >= 0), got '\(text)'",
                         command: command)
        }
        return (x, y, width, height)
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
