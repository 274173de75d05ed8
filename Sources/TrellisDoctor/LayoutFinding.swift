import TrellisLayout

/// One problem the layout doctor found: which check, how serious, a one-line message naming the
/// element, the frame or rect and the numbers that show the problem, and the elements involved.
///
/// ```swift
/// for finding in LayoutDoctor.examine(layout, width: 393, height: 852).findings {
///     print(finding.check, finding.severity, finding.message)
///     // rect-extra error returned 212 elements outside the rect (0, 900, 393, 852), e.g. cell 0.3 at (0, 0, 196, 120), …
/// }
/// ```
public struct LayoutFinding: Hashable, Sendable {
    /// How serious a finding is.
    public enum Severity: String, Sendable {
        /// The layout breaks the contract: cells go missing, jump or show in the wrong place.
        case error
        /// The layout works but costs too much or looks wrong (a scroll that recomputes, overlap).
        case warning
        /// A measurement, never a problem (the cost of `prepare` at several item counts).
        case info
    }

    /// The check's stable identifier, as ``LayoutCheck``'s raw values write it (`"rect-extra"`).
    public var check: String
    /// How serious the finding is.
    public var severity: Severity
    /// One line: the element, the frame or rect involved and the numbers that show the problem.
    public var message: String
    /// The elements involved, at most ``LayoutDoctor/Options/examplesPerCheck`` of them.
    public var elements: [LayoutElementID]
    /// How many times the check saw the problem (elements outside a rect, pairs that overlap);
    /// ``elements`` holds examples of them, the message says how many more there are.
    public var count: Int

    /// A finding of `check` with every field given.
    public init(check: String, severity: Severity, message: String, elements: [LayoutElementID] = [], count: Int = 1) {
        self.check = check
        self.severity = severity
        self.message = message
        self.elements = elements
        self.count = count
    }

    /// A finding of `check`, at the check's own severity.
    public init(_ check: LayoutCheck, message: String, elements: [LayoutElementID] = [], count: Int = 1) {
        self.init(check: check.rawValue, severity: check.severity, message: message, elements: elements, count: count)
    }

    /// `error rect-extra: returned 212 elements outside …`: the severity, the check and the message.
    public var line: String { "\(severity.rawValue) \(check): \(message)" }
}

/// Which element a finding is about: its category, kind and index path, as UIKit identifies an
/// element. Its description is the kind and the index path: `cell 0.3`, `header 2.0`.
public struct LayoutElementID: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary view or decoration view.
    public var category: ElementCategory
    /// The element's kind (``ElementKind/cell`` for cells).
    public var kind: ElementKind
    /// The element's section and item.
    public var indexPath: LayoutIndexPath

    /// The element of `category` and `kind` at `indexPath`.
    public init(category: ElementCategory, kind: ElementKind, indexPath: LayoutIndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The element `attributes` describe.
    public init(_ attributes: LayoutAttributes) {
        self.init(category: attributes.category, kind: attributes.kind, indexPath: attributes.indexPath)
    }

    /// The kind and the index path: `cell 0.3`, `header 2.0`.
    public var description: String { "\(kind.rawValue) \(indexPath)" }
}

/// The checks of the layout doctor, one per rule of the layout contract, by their stable
/// identifiers (docs/doctor.md describes each).
public enum LayoutCheck: String, CaseIterable, Sendable {
    /// The rect query returned an element whose frame does not meet the rect.
    case rectExtra = "rect-extra"
    /// The rect query left out an element whose frame meets the rect.
    case rectMissing = "rect-missing"
    /// The item or supplementary query disagrees with the rect query: `nil`, or another frame.
    case itemMismatch = "item-mismatch"
    /// One element came back with different frames from two rect queries that both hold it.
    case rectUnstable = "rect-unstable"
    /// Asking again, or in another order, changed an answer.
    case queryMutates = "query-mutates"
    /// Two prepares over the same data and bounds gave different frames.
    case nondeterministic
    /// A NaN or infinite value, or a negative width or height, in a frame or the content size.
    case invalidFrame = "invalid-frame"
    /// A cell lies outside the content, `(0, 0, contentSize)`.
    case outsideContent = "outside-content"
    /// A width change did not invalidate the layout, or left frames unlike a fresh layout's.
    case staleOnWidth = "stale-on-width"
    /// A bounds change that only moves the origin (a scroll step) invalidates the layout.
    case prepareOnScroll = "prepare-on-scroll"
    /// Two cells of one section overlap by more than 0.5 points in both axes.
    case overlap
    /// The visible-rect query's cost grows about linearly with the item count.
    case linearQuery = "linear-query"
    /// The cost of `prepare` at several item counts (reported, never flagged).
    case linearPrepare = "linear-prepare"
    /// The layout trapped (found by the command line, which runs edge cases in child processes).
    case crash

    /// The check's severity: errors break what a user sees, warnings cost or look wrong,
    /// `linear-prepare` is information only.
    public var severity: LayoutFinding.Severity {
        switch self {
        case .rectExtra, .rectMissing, .itemMismatch, .rectUnstable, .queryMutates, .nondeterministic,
             .invalidFrame, .staleOnWidth, .crash: .error
        case .outsideContent, .prepareOnScroll, .overlap, .linearQuery: .warning
        case .linearPrepare: .info
        }
    }
}
