import Foundation  // NSLock: the registry is shared by every thread

/// The numbers of the element kinds whose names are too long to keep inline in an
/// ``ElementKind`` (more than 15 UTF-8 bytes): each such name is numbered once, the first time a
/// kind is made of it, and keeps its number for the life of the process.
final class ElementKindRegistry: @unchecked Sendable {
    /// The registry of the process.
    static let shared = ElementKindRegistry()

    /// Guards ``numbers`` and ``names``.
    private let lock = NSLock()
    /// Every registered name's number.
    private var numbers: [String: UInt64] = [:]
    /// Every registered name, by number.
    private var names: [String] = []

    /// The number of `name`, registering it when it is new.
    func number(of name: String) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[name] { return number }
        let number = UInt64(names.count)
        names.append(name)
        numbers[name] = number
        return number
    }

    /// The name registered as `number`.
    func name(number: UInt64) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(number)]
    }
}
