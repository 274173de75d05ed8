/// What an option's value is, which decides how it is read and what a bad one says.
enum OptionValue: Equatable {
    /// No value: the option is given or not (`--color`).
    case flag
    /// A finite number within the range: `--offset: expected a number from -1000000000 to …`.
    case number(ClosedRange<Double>)
    /// A whole number within the range: `--items: expected a whole number from 1 to 2000000, …`.
    case wholeNumber(ClosedRange<Int>)
    /// A terminal size `COLSxROWS` in cells within ``OptionValues/maxWidth``,
    /// ``OptionValues/maxHeight`` and ``OptionValues/maxCells``.
    case size
    /// A rect `X,Y,WIDTH,HEIGHT` of finite numbers, width and height at least 0.
    case rect
    /// One of the words, listed in the error in this order: `--format: expected svg, got 'png'`.
    case choice([String])
    /// A file name (not empty).
    case fileName
    /// A content width in spec units, whose range depends on the specs' scales: read by
    /// ``ContentWidthOption`` once the specs are loaded.
    case contentWidth
}

/// One option of a command, declared once: its name, its value, its help. Parsing, the checks
/// of its value, its error messages and its lines in the command's help all come from here.
struct CommandOption: Equatable {
    /// The name without dashes (`offset-x`).
    let name: String
    /// What the help and a `missing` error call its value (`COLSxROWS`); nil for a flag.
    let placeholder: String?
    /// What the value is.
    let value: OptionValue
    /// Whether the command needs it: `missing --size COLSxROWS` when it is not given.
    var isRequired = false
    /// Whether each value given counts (`--items 1000 --items 10000`, read with
    /// ``ParsedArguments/wholeNumbers(_:)``), not only the last; a usage writes it `[--items N]...`.
    var isRepeatable = false
    /// The help text after the option in the command's help, one string per line (without
    /// the indentation).
    let help: [String]

    /// A flag (no value).
    static func flag(_ name: String, help: [String]) -> CommandOption {
        CommandOption(name: name, placeholder: nil, value: .flag, help: help)
    }

    /// An option that takes a value.
    static func valued(_ name: String, _ placeholder: String, _ value: OptionValue, required: Bool = false,
                       repeatable: Bool = false, help: [String]) -> CommandOption {
        CommandOption(name: name, placeholder: placeholder, value: value, isRequired: required, isRepeatable: repeatable,
                      help: help)
    }

    /// Whether it is a flag.
    var isFlag: Bool { value == .flag }

    /// Its name as typed: `--offset-x`.
    var longName: String { "--" + name }

    /// How it is written: `--size COLSxROWS`, `--color`.
    var syntax: String { placeholder.map { "\(longName) \($0)" } ?? longName }

    /// How a usage line writes it: `--size COLSxROWS` when required, `[--width N]` when not,
    /// `[--items N]...` when repeatable.
    var usage: String { isRequired ? syntax : "[\(syntax)]" + (isRepeatable ? "..." : "") }

    /// The usage error for a required option that is not given: `missing --width W`.
    func missing(command: String) -> CommandFailure {
        .usage("missing \(syntax)", command: command)
    }

    /// `text` read as this option's value for `command`, or the usage error that names the option.
    /// A ``OptionValue/contentWidth`` is read as a number at the previewer's widest range: the
    /// specs narrow it (``ContentWidthOption``).
    func read(_ text: String, command: String) throws(CommandFailure) -> ParsedOptionValue {
        switch value {
        case .flag:
            return .flag
        case .number(let range):
            return .number(try OptionValues.number(text, option: name, command: command, in: range))
        case .wholeNumber(let range):
            return .wholeNumber(try OptionValues.integer(text, option: name, command: command, in: range))
        case .size:
            let size = try OptionValues.size(text, option: name, command: command)
            return .size(width: size.width, height: size.height)
        case .rect:
            let (x, y, width, height) = try OptionValues.rect(text, option: name, command: command)
            return .rect(x: x, y: y, width: width, height: height)
        case .choice(let words):
            guard words.contains(text) else {
                throw .usage("--\(name): expected \(words.joined(separator: " or ")), got '\(text)'", command: command)
            }
            return .text(text)
        case .fileName:
            guard !text.isEmpty else { throw .usage("--\(name): expected a file name, got ''", command: command) }
            return .text(text)
        case .contentWidth:
            return .text(text)
        }
    }
}

/// An option's value once read (``CommandOption/read(_:command:)``).
enum ParsedOptionValue: Equatable {
    case flag
    case number(Double)
    case wholeNumber(Int)
    case size(width: Int, height: Int)
    case rect(x: Double, y: Double, width: Double, height: Double)
    case text(String)
}

/// A command's options, in the order its help lists them: the only declaration of them.
struct CommandOptions {
    /// The command (`render`), as its errors and help name it.
    let command: String
    /// The column (from 0) where the help text after an option starts; an option written wider
    /// than that leaves two spaces, or else puts its help on the lines below.
    let helpColumn: Int
    /// The options.
    let options: [CommandOption]

    /// The option named `name`, if the command has one.
    func option(named name: String) -> CommandOption? { options.first { $0.name == name } }

    /// The names of the options that take a value.
    var valuedNames: Set<String> { Set(options.filter { !$0.isFlag }.map(\.name)) }
    /// The names of the flags.
    var flagNames: Set<String> { Set(options.filter(\.isFlag).map(\.name)) }

    /// `arguments` split into options and operands against these options.
    func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        try ParsedArguments(arguments, command: command, valued: valuedNames, flags: flagNames)
    }

    /// Whether `argument` is one of these options (`--name`, or `--name=value` for one that
    /// takes a value).
    func isOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("--") else { return false }
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "=") { return valuedNames.contains(String(body[..<equals])) }
        return options.contains { $0.name == body }
    }

    /// The lines of the help's `Options:` section: each option's syntax, indented by two, and
    /// its help from ``helpColumn`` on.
    var helpLines: [String] {
        let indent = "  "
        let pad = String(repeating: " ", count: helpColumn)
        var lines: [String] = []
        for option in options {
            let head = indent + option.syntax
            var help = option.help[...]
            if head.count + 2 <= helpColumn, let first = help.popFirst() {
                lines.append(head + String(repeating: " ", count: helpColumn - head.count) + first)
            } else {
                lines.append(head)
            }
            lines += help.map { pad + $0 }
        }
        return lines
    }

    /// ``helpLines`` as one text, for the help's multi-line string.
    var helpText: String { helpLines.joined(separator: "\n") }
}
