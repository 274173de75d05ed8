import TrellisRender
import TrellisSpec

/// The terminal's text measures, for sizing tags from their titles and wrapping self-sizing text.
enum LayoutFactory {
    /// The display width of a text in terminal columns, for sizing tags from their titles.
    static func measure(_ text: String) -> Int {
        TextWidth.displayWidth(of: text)
    }

    /// The display width of one character (CJK 2), for wrapping self-sizing text.
    static func measureCharacter(_ character: Character) -> Int {
        TextWidth.width(of: character)
    }
}
