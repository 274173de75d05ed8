import TrellisRender
import TrellisSpec

/// The terminal's text measures, for sizing tags from their titles and wrapping self-sizing text.
enum LayoutFactory {
    /// The display width of a text in terminal columns, for sizing tags from their titles.
    static func measure(_ text: String) -> Int {
        TextWidth.displayWidth(of: text)
    }

    /// The width ``measure(_:)`` gives every printable ASCII character (space to `~`), found once:
    /// 1 on a terminal. The loader then measures a title of those only from its bytes.
    static let printableASCIIWidth: Int? = {
        let widths = Set((0x20...0x7E).map { TextWidth.width(of: Character(Unicode.Scalar(UInt8($0)))) })
        return widths.count == 1 ? widths.first : nil
    }()

    /// The display width of one character (CJK 2), for wrapping self-sizing text.
    static func measureCharacter(_ character: Character) -> Int {
        TextWidth.width(of: character)
    }
}
