/// The position of an element: its section and, within the section, its item.
///
/// Headers, footers and section backgrounds use item 0 of their section.
///
/// UIKit's `IndexPath(item:section:)` under a name of its own, so that a file importing Foundation,
/// XCTest, UIKit or AppKit beside TrellisLayout sees one `IndexPath`, theirs. It is not Foundation's
/// `IndexPath` because that one costs on the layout's hot paths: an enum over any number of indexes,
/// read through calls the optimizer cannot inline (docs/architecture.md, "IndexPath", has the numbers).
public struct LayoutIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section number, from 0.
    public var section: Int
    /// The item number within the section, from 0.
    public var item: Int

    /// Creates an index path.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then by item.
    public static func < (lhs: LayoutIndexPath, rhs: LayoutIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `section.item`, the label the rasterizer shows for an untitled cell.
    public var description: String { "\(section).\(item)" }
}
