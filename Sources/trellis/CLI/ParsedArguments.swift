/// A command's arguments split into options and positional operands, checked against the
/// options the command accepts.
///
/// Accepts `--name value`, `--name=value`, flags (`--color`), repeated options
/// (`--items 1000 --items 10000`), `-` as an operand (standard input) and `--` to end the
/// options: after it, an argument that starts with `-` is an operand (`trellis render --
/// -odd-name.json --size 80x24`), unless it is one of the command's own long options.
struct ParsedArguments {
    /// Values of options that take one, in the order given, by name (without dashes).
    private(set) var values: [String: [String]] = [:]
    /// Flags given.
    private(set) var flags: Set<String> = []
    /// Operands (file names).
    private(set) var operands: [String] = []
    /// The command the arguments are for, as its errors name it.
    let command: String

    /// Parses `arguments` for `command`, which takes the options in `valued` and the flags in `flags`.
    init(_ arguments: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String>) throws(CommandFailure) {
        self.command = command
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !argument.hasPrefix("-") || argument == "-"
                || (optionsEnded && !Self.isOption(argument, valued: valued, flags: allowedFlags)) {
                operands.append(argument)
                continue
            }
            if argument == "--", !optionsEnded { optionsEnded = true; continue }
            guard argument.hasPrefix("--") else {
                if argument == "-h" { flags.insert("help"); continue }
                throw .usage("unknown option '\(argument)'", command: command)
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "help" || allowedFlags.contains(name) {
                guard inlineValue == nil else { throw .usage("option '--\(name)' takes no value", command: command) }
                flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw .usage("option '--\(name)' needs a value", command: command) }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                throw .usage("unknown option '--\(name)' for 'trellis \(command)'", command: command)
            }
        }
    }

    /// Whether `argument` is `--name` or `--name=value` for one of the command's options.
    private static func isOption(_ argument: String, valued: Set<String>, flags: Set<String>) -> Bool {
        guard argument.hasPrefix("--") else { return false }
        let name = argument.dropFirst(2).prefix { $0 != "=" }
        return valued.contains(String(name)) || flags.contains(String(name))
    }

    /// The last value given for option `name`, if any.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for option `name`.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether flag `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// The values of declared options (``CommandOption``), read and checked as each declares.
extension ParsedArguments {
    /// The last value given for `option`, read; nil when it is not given (a usage error when it
    /// is required).
    func read(_ option: CommandOption) throws(CommandFailure) -> ParsedOptionValue? {
        guard let text = value(option.name) else {
            if option.isRequired { throw option.missing(command: command) }
            return nil
        }
        return try option.read(text, command: command)
    }

    /// The number `option` gives (``OptionValue/number(_:)``).
    func number(_ option: CommandOption) throws(CommandFailure) -> Double? {
        guard case .number(let value)? = try read(option) else { return nil }
        return value
    }

    /// Every whole number `option` gives, in order (a repeatable ``OptionValue/wholeNumber(_:)``).
    func wholeNumbers(_ option: CommandOption) throws(CommandFailure) -> [Int] {
        var numbers: [Int] = []
        for text in allValues(option.name) {
            if case .wholeNumber(let value) = try option.read(text, command: command) { numbers.append(value) }
        }
        return numbers
    }

    /// The whole number `option` gives (``OptionValue/wholeNumber(_:)``).
    func wholeNumber(_ option: CommandOption) throws(CommandFailure) -> Int? {
        guard case .wholeNumber(let value)? = try read(option) else { return nil }
        return value
    }

    /// The terminal size `option` gives (``OptionValue/size``).
    func size(_ option: CommandOption) throws(CommandFailure) -> (width: Int, height: Int)? {
        guard case .size(let width, let height)? = try read(option) else { return nil }
        return (width, height)
    }

    /// The rect `option` gives (``OptionValue/rect``).
    func rect(_ option: CommandOption) throws(CommandFailure) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard case .rect(let x, let y, let width, let height)? = try read(option) else { return nil }
        return (x, y, width, height)
    }

    /// The word, file name or raw content width `option` gives (``OptionValue/choice(_:)``,
    /// ``OptionValue/fileName``, ``OptionValue/contentWidth``).
    func text(_ option: CommandOption) throws(CommandFailure) -> String? {
        guard case .text(let value)? = try read(option) else { return nil }
        return value
    }

    /// Whether flag `option` was given.
    func has(_ option: CommandOption) -> Bool { has(option.name) }
}
