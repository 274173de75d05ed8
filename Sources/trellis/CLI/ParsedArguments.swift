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

    /// Parses `arguments` for `command`, which takes the options in `valued` and the flags in `flags`.
    init(_ arguments: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String>) throws(CommandFailure) {
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
