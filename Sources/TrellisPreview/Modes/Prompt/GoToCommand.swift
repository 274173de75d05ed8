import TrellisLayout

/// What `:` can go to, parsed from the prompt's text, and where that is in a page
/// (``resolve(counts:)``), or one clear line saying why it is nowhere.
///
/// - `S.I`: section `S`, item `I` (both from 0);
/// - `N`: the `N`-th item counting across all sections from 0;
/// - `P%`: `P` percent (0 to 100, decimals allowed) of the way from the top to the end;
/// - `top`, `end`: the two ends;
/// - `p N` (or `pN`): page `N` of the previewer, counting from 1 as the keys `1`–`9` and the
///   status line's `[n/N]` do, so the pages past 9 have a way too. No other form starts with a
///   letter but `top` and `end`, so it cannot be taken for one.
///
/// ```swift
/// GoToCommand.parse("3.5")     // .success(.item(section: 3, item: 5))
/// GoToCommand.parse("50%")     // .success(.percent(50))
/// GoToCommand.parse("p 12")    // .success(.page(12))
/// GoToCommand.parse("nine")    // .failure(":nine is not a place to go to (try :12, :2.5, :50%, :top, :end or :p 2)")
/// ```
enum GoToCommand: Equatable {
    /// Section and item, as typed (either may be negative: ``resolve(counts:)`` says so).
    case item(section: Int, item: Int)
    /// The n-th item across sections.
    case ordinal(Int)
    /// A percentage of the content, as typed.
    case percent(Double)
    /// The top.
    case top
    /// The end.
    case end
    /// Page `N`, counting from 1, as typed (``resolve(counts:noun:pages:)`` says when there is none).
    case page(Int)

    /// Where a command goes in a page.
    enum Target: Equatable {
        /// This item: it is scrolled to the top of the view.
        case item(LayoutIndexPath)
        /// This fraction (0 to 1) of the way from the top to the end.
        case fraction(Double)
        /// The top.
        case top
        /// The end.
        case end
        /// Another page (or this one): its index, from 0.
        case page(Int)
    }

    /// Why `:` goes nowhere: the line the status line shows.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The command `text` (spaces around it ignored), or why it is none.
    static func parse(_ text: String) -> Result<GoToCommand, Failure> {
        let text = text.trimmingSpaces
        switch text.lowercased() {
        case "top": return .success(.top)
        case "end": return .success(.end)
        default: break
        }
        if let first = text.first, first == "p" || first == "P" {
            let number = text.dropFirst().drop(while: { $0 == " " })
            switch integer(number) {
            case .value(let n): return .success(.page(n))
            case .tooLarge: return .failure(Failure(description: ":\(text): the number is too large"))
            case .invalid: return .failure(garbage(text))
            }
        }
        if text.hasSuffix("%") {
            let number = text.dropLast()
            guard Self.isDecimal(number), let value = Double(number) else { return .failure(garbage(text)) }
            return .success(.percent(value))
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let numbers = Optional(parts.map(integer)), !numbers.contains(.invalid) else {
            return .failure(garbage(text))
        }
        if numbers.contains(.tooLarge) { return .failure(Failure(description: "no item \(text) (the number is too large)")) }
        let values = numbers.map { if case .value(let n) = $0 { n } else { 0 } }
        return .success(values.count == 1 ? .ordinal(values[0]) : .item(section: values[0], item: values[1]))
    }

    /// Where this command goes in a page whose sections have `counts` items, among `pages`
    /// pages, or why nowhere; the messages call a page `noun` (`the page has 200 items, 0 to
    /// 199`, `no page 16 (there are 15 pages, 1 to 15)`).
    func resolve(counts: ItemOrdinals, noun: String = "page", pages: Int = 1) -> Result<Target, Failure> {
        switch self {
        case .page(let n):
            guard n >= 1 else { return .failure(Failure(description: "no \(noun) \(n) (\(noun)s count from 1)")) }
            guard n <= pages else {
                let place = pages == 1 ? "there is only 1 \(noun)" : "there are \(pages) \(noun)s, 1 to \(pages)"
                return .failure(Failure(description: "no \(noun) \(n) (\(place))"))
            }
            return .success(.page(n - 1))
        case .top: return .success(.top)
        case .end: return .success(.end)
        case .percent(let value):
            guard value >= 0, value <= 100 else { return .failure(Failure(description: "no position \(Self.format(value))% (0% to 100%)")) }
            return .success(.fraction(value / 100))
        case .ordinal(let n):
            let total = counts.total
            let place = total == 0 ? "the \(noun) has no items" : total == 1 ? "the \(noun) has 1 item, 0" : "the \(noun) has \(total) items, 0 to \(total - 1)"
            guard n >= 0 else { return .failure(Failure(description: "no item \(n) (items count from 0)")) }
            guard let indexPath = counts.indexPath(ofOrdinal: n) else {
                return .failure(Failure(description: "no item \(n) (\(place))"))
            }
            return .success(.item(indexPath))
        case .item(let section, let item):
            let name = "\(section).\(item)"
            let sections = counts.numberOfSections
            guard section >= 0 else { return .failure(Failure(description: "no section \(section) (sections count from 0)")) }
            guard section < sections else {
                let place = sections == 0 ? "the \(noun) has no sections" : sections == 1 ? "the \(noun) has only section 0" : "the \(noun) has sections 0 to \(sections - 1)"
                return .failure(Failure(description: "no section \(section) (\(place))"))
            }
            guard item >= 0 else { return .failure(Failure(description: "no item \(name) (items count from 0)")) }
            let count = counts.count(inSection: section)
            guard item < count else {
                let has = count == 0 ? "is empty" : count == 1 ? "has 1 item" : "has \(count) items"
                return .failure(Failure(description: "no item \(name) (section \(section) \(has))"))
            }
            return .success(.item(LayoutIndexPath(item: item, section: section)))
        }
    }

    /// The line for text that is no command.
    private static func garbage(_ text: String) -> Failure {
        let shown = MessageText.escaped(text)
        return Failure(description: ":\(shown) is not a place to go to (try :12, :2.5, :50%, :top, :end or :p 2)")
    }

    /// What ``integer(_:)`` read.
    private enum Number: Equatable {
        case value(Int)
        case tooLarge
        case invalid
    }

    /// `-?[0-9]+` as an Int.
    private static func integer(_ text: Substring) -> Number {
        let negative = text.hasPrefix("-")
        let digits = negative ? text.dropFirst() : text
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return .invalid }
        guard let magnitude = Int(digits) else { return .tooLarge }
        return .value(negative ? -magnitude : magnitude)
    }

    /// `-?[0-9]+(\.[0-9]+)?`: the only numbers a percentage takes (no `inf`, `nan`, `1e3`).
    private static func isDecimal(_ text: Substring) -> Bool {
        let body = text.hasPrefix("-") ? text.dropFirst() : text
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }

    /// A percentage for a message, without a needless `.0`.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}

extension String {
    /// The string without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
