/// A layout (or a previewer page) in units other than terminal cells, such as points: how many
/// units a cell is, and the unit's name.
///
/// Whatever shows a layout in cells asks it: TrellisPreview's page scales the view and writes
/// lengths with the unit (`393pt`), and TrellisTesting's `assertLayoutSnapshot` turns a width
/// in columns into units. It lives here, beside ``LayoutScale``, so that a layout module that
/// knows neither (TrellisUIKit's adapter) can adopt it.
///
/// ```swift
/// extension PhoneScreen: CellScaled {
///     var cellScale: LayoutScale { LayoutScale(x: 8, y: 16) }
///     var lengthUnit: String { "pt" }
/// }
/// ```
public protocol CellScaled {
    /// Layout units per cell: `x` per column, `y` per row.
    ///
    /// ```swift
    /// var cellScale: LayoutScale { LayoutScale(x: 8, y: 16) }
    /// ```
    var cellScale: LayoutScale { get }
    /// The unit after a length on the status line and in the inspector (`pt`), or empty for cells.
    ///
    /// ```swift
    /// var lengthUnit: String { "pt" }
    /// ```
    var lengthUnit: String { get }
}
