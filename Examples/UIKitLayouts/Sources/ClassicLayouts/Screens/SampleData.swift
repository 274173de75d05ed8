#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The screens' sample content: the same words and sizes on every run.
enum SampleData {
    /// A number in `0..<bound` for `index`, well spread and always the same (a hash, not a
    /// generator, so that item 7 has the same size whatever was asked before).
    static func spread(_ index: Int, salt: Int = 0, below bound: Int) -> Int {
        var value = UInt64(truncatingIfNeeded: index &* 2_654_435_761 &+ salt &* 40_503)
        value ^= value >> 13
        value = value &* 0x5bd1_e995
        value ^= value >> 15
        return Int(value % UInt64(bound))
    }

    /// Words for tags.
    static let tagSections: [(title: String, tags: [String])] = [
        ("Colours", ["red", "green", "blue", "yellow", "purple", "orange", "teal", "magenta", "olive", "navy", "maroon", "silver"]),
        ("Fruit", ["apple", "pear", "fig", "banana", "cherry", "kiwi", "mango", "plum", "grape", "lemon"]),
        ("Languages", ["Swift", "Objective-C", "Kotlin", "Rust", "Go", "C", "Haskell", "TypeScript", "Zig"]),
    ]

    /// Searches for the left-aligned flow layout.
    static let searchSections: [(title: String, words: [String])] = [
        ("Recent searches", ["sofa", "reading lamp", "oak table", "rug", "bookshelf", "armchair", "desk", "mirror"]),
        ("Trending", ["garden chairs", "parasol", "hammock", "lanterns", "bbq", "planters", "bench"]),
    ]
}
