#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Which of a pair of layouts a screen uses: the classic one, written as its original is
/// written, defects and all, or the fixed one beside it, which passes every check of the layout
/// doctor.
public enum LayoutVersion: String, CaseIterable, Sendable {
    /// As the original is written: `ClassicWaterfallLayout`, `ClassicTagLayout`,
    /// `ClassicPinterestLayout`, `ClassicLeftAlignedFlowLayout`.
    case classic
    /// Fixed: `WaterfallLayout`, `TagLayout`, `PinterestLayout`, `LeftAlignedFlowLayout`.
    case fixed
}
