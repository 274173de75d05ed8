/// A layout (or a previewer page) with warnings about its input: what it was asked to do and
/// does not, such as a key of a spec it does not know, or a UIKit member TrellisUIKit declares
/// but does not model.
///
/// TrellisPreview lists them under `w` (the status line counts them, `!` lists every page's);
/// TrellisTesting's `assertLayoutSnapshot` writes them into the snapshot. It lives here so that
/// a layout module that knows neither (TrellisUIKit's adapter) can adopt it.
///
/// ```swift
/// extension MyDocument: WarningReporting {
///     var warningMessages: [String] { ["line 3: unknown key \"colour\""] }
/// }
/// ```
public protocol WarningReporting {
    /// One line per warning, in order; empty when there are none.
    ///
    /// ```swift
    /// var warningMessages: [String] { ["line 3: unknown key \"colour\""] }
    /// ```
    var warningMessages: [String] { get }
}
