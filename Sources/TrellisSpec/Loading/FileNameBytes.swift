/// File names that are not UTF-8, such as a Latin-1 `caf\xE9.json` from an old disk.
///
/// A Swift `String` cannot hold bytes that are not UTF-8, so the app names such a file by a
/// display name in which every byte that is not part of valid UTF-8 is written `\x{XX}` (two
/// upper-case hex digits: `caf\x{E9}.json`), and registers the raw bytes for that name. Messages
/// show the display name; ``withPath(_:_:)`` opens the file by its raw bytes. A name that is
/// valid UTF-8 is its own display name and needs no registration.
///
/// ```swift
/// FileNameBytes.displayName(for: Array("caf\u{E9}".utf8))   // "café"
/// FileNameBytes.displayName(for: [0x63, 0x61, 0x66, 0xE9])  // "caf\x{E9}", registered
/// ```
public enum FileNameBytes {
    /// The raw bytes of each registered display name. Written only by ``displayName(for:)``,
    /// which the app calls for its arguments before anything else runs (one thread).
    nonisolated(unsafe) private static var registered: [String: [UInt8]] = [:]

    /// The display name of the file name `bytes` (see the type's documentation); registers the
    /// bytes when they are not UTF-8.
    public static func displayName(for bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var name = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                name.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<(position + length)] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    name.append(contentsOf: ("\\x{" + (hex.count < 2 ? "0" : "") + hex + "}").unicodeScalars)
                }
                position += length
            case .emptyInput:
                break parsing
            }
        }
        let display = String(name)
        registered[display] = bytes
        return display
    }

    /// Calls `body` with the C path of the file `name` names: its registered raw bytes, or its
    /// UTF-8.
    public static func withPath<Result>(_ name: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard let bytes = registered[name] else { return name.withCString(body) }
        return (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
