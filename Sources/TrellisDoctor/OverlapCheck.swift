import TrellisLayout

/// `overlap`: pairs of cells of one section that overlap by more than 0.5 points in both axes.
///
/// The cells of each section are sorted along one axis and each is compared with those that
/// start before it ends on that axis: about O(n log n + n × cells side by side). A layout that
/// stacks everything along that axis (one long row sorted by y) would make it quadratic, so the
/// comparisons have a budget; past it the other axis is tried, and past both the check stops.
enum OverlapCheck {
    /// The least overlap, in both axes, that counts.
    static let slack = 0.5

    /// The overlapping pairs among the cells of `elements`, with up to `cap` examples.
    static func pairs(in elements: [LayoutAttributes], cap: Int) -> Occurrences {
        let cells = elements.filter {
            $0.category == .cell && FrameMath.hasArea($0.frame) && FrameMath.isValid($0.frame)
        }
        let budget = 64 * cells.count + 10_000
        if let found = scan(cells, vertical: true, cap: cap, budget: budget) { return found }
        return scan(cells, vertical: false, cap: cap, budget: budget) ?? Occurrences(cap: cap)
    }

    /// The pairs found by sorting along y (or x), or nil when the comparisons ran past `budget`.
    private static func scan(_ cells: [LayoutAttributes], vertical: Bool, cap: Int, budget: Int) -> Occurrences? {
        func start(_ frame: Rect) -> Double { vertical ? frame.minY : frame.minX }
        func end(_ frame: Rect) -> Double { vertical ? frame.maxY : frame.maxX }
        let order = cells.indices.sorted { a, b in
            let left = cells[a], right = cells[b]
            if left.indexPath.section != right.indexPath.section { return left.indexPath.section < right.indexPath.section }
            return start(left.frame) < start(right.frame)
        }
        var found = Occurrences(cap: cap)
        var comparisons = 0
        for (rank, index) in order.enumerated() {
            let cell = cells[index]
            var next = rank + 1
            while next < order.count {
                let other = cells[order[next]]
                guard other.indexPath.section == cell.indexPath.section,
                      start(other.frame) < end(cell.frame) - slack else { break }
                comparisons += 1
                if comparisons > budget { return nil }
                let shared = cell.frame.intersection(other.frame)
                if shared.width > slack, shared.height > slack {
                    let (a, b) = cell.indexPath < other.indexPath ? (cell, other) : (other, cell)
                    let first = LayoutElementID(a), second = LayoutElementID(b)
                    found.add(pair: [first, second],
                              "\(first) at \(DoctorText.rect(a.frame)) and \(second) at \(DoctorText.rect(b.frame)) by \(DoctorText.rect(shared))")
                }
                next += 1
            }
        }
        return found
    }
}
