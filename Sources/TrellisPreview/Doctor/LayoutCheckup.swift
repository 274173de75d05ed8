import TrellisDoctor
import TrellisLayout

/// The layout doctor's findings on the layout a page shows, at the width it is shown: the
/// examination (``LayoutExamination``), run in slices between keys, and what the frames found
/// on their own (``LayoutDoctor/frameFindings(_:visibleRect:contentSize:)``). The session keeps
/// one per page (``PageState/checkup``) and drops it when what it is about changes: another
/// layout (a rebuild, a reload, an adjustment) or another width. A height change alone keeps it:
/// the frames do not depend on the height, and the height only sets the size of the pages the
/// examination sweeps.
///
/// With a page that makes fresh layouts (``FreshLayoutProviding``) the examination runs on a
/// layout of its own, so the layout on screen is never touched; otherwise it runs on the layout
/// on screen, which the examination leaves with its bounds as it found them after every slice.
///
/// ```swift
/// let checkup = LayoutCheckup(subject: page.layout, examined: page.layout, width: 80, height: 23, fresh: nil)
/// while checkup.examine(budget: .milliseconds(4)) == nil { handleKeys() }
/// ```
final class LayoutCheckup {
    /// The layout shown, whose findings these are (compared by identity).
    let subject: ObjectIdentifier
    /// The width the layout is shown at, in layout units: the findings hold at this width.
    let width: Double
    /// The layout examined: the one shown, or a fresh one from the page.
    let examined: any CollectionLayout
    /// The height the examination sweeps pages of.
    private let height: Double
    /// The page's maker of fresh layouts, for the checks that compare with one.
    private let fresh: (() -> any CollectionLayout)?
    /// The examination, from its first slice until its report is recorded.
    private var examination: LayoutExamination?
    /// The examination's report, once recorded (``record(_:)``); nil while it runs.
    private(set) var report: LayoutDoctorReport?
    /// What the frames found, the first finding of each check, in the order found.
    private(set) var frameFindings: [LayoutFinding] = []
    /// The errors and warnings among ``findings`` (an info, such as `linear-prepare`, is no
    /// problem), kept as they change: the screen's regions ask for them several times a frame.
    private(set) var problems: [LayoutFinding] = []

    /// The checkup of `subject` (the layout shown) at `width`; the examination, of `examined`
    /// at `width` × `height`, starts at the first ``examine(budget:)``.
    init(subject: any CollectionLayout, examined: any CollectionLayout, width: Double, height: Double,
         fresh: (() -> any CollectionLayout)?) {
        self.subject = ObjectIdentifier(subject)
        self.examined = examined
        self.width = width
        self.height = height
        self.fresh = fresh
        // A layout of the examination's own stands at the bounds examined between slices: each
        // slice moves the layout it examines to those bounds and back to where it found it, and
        // from a fresh layout's zero bounds that move would prepare it anew at every slice (and
        // lay a lazy one out again as far as the sweep has gone: quadratic).
        if examined !== subject { examined.bounds = Rect(x: 0, y: 0, width: width, height: height) }
    }

    /// How long one slice of the examination runs between two looks at the keyboard: a key
    /// waits at most this long (plus one query or prepare of the layout) before it is handled.
    static let sliceBudget: Duration = .milliseconds(4)

    /// Whether the examination works on the layout shown (the page makes no fresh layouts).
    var examinesLayoutShown: Bool { ObjectIdentifier(examined) == subject }

    /// Whether the examination has not been recorded yet.
    var isExamining: Bool { report == nil }

    /// Runs the examination for about `budget`; returns its report when it is done (the caller
    /// hands it back to the session as an event, which ``record(_:)``s it), else nil.
    func examine(budget: Duration) -> LayoutDoctorReport? {
        guard report == nil else { return nil }
        let examination = self.examination
            ?? LayoutExamination(layout: examined, width: width, height: height, options: LayoutDoctor.Options(fresh: fresh))
        self.examination = examination
        return examination.step(budget: budget) ? examination.report : nil
    }

    /// Keeps `report` as the examination's. Returns whether the problems changed.
    func record(_ report: LayoutDoctorReport) -> Bool {
        self.report = report
        examination = nil
        return updateProblems()
    }

    /// Adds what a frame found: a check not yet seen, by the examination or another frame.
    /// Returns whether the problems changed.
    func note(frameFindings found: [LayoutFinding]) -> Bool {
        for finding in found where !findings.contains(where: { $0.check == finding.check }) {
            frameFindings.append(finding)
        }
        return updateProblems()
    }

    /// Works ``problems`` out again; returns whether they changed.
    private func updateProblems() -> Bool {
        let before = problems
        problems = findings.filter { $0.severity != .info }
        return problems != before
    }

    /// Every finding: the examination's, then the frames' of the checks it did not report, in the
    /// order of ``LayoutCheck``.
    var findings: [LayoutFinding] {
        let reported = report?.findings ?? []
        let checks = Set(reported.map(\.check))
        let all = reported + frameFindings.filter { !checks.contains($0.check) }
        return all.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
    }
}

private extension LayoutFinding {
    /// Where the finding's check comes in ``LayoutCheck``'s order (after every check, an unknown one).
    var order: Int {
        LayoutCheck.allCases.firstIndex { $0.rawValue == check } ?? LayoutCheck.allCases.count
    }
}
