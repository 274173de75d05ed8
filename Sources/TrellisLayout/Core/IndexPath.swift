/// The position of an element: its section and, within the section, its item.
///
/// Headers, footers and section backgrounds use item 0 of their section.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
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
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `section.item`, the label the rasterizer shows for an untitled cell.
    public var description: String { "\(section).\(item)" }
}
