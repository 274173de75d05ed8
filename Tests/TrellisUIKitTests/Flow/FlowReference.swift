import Foundation

/// Issue 26 §2's rules 1–6, written the simplest way: break a section into lines, then place
/// each line. The flow layout's frames must equal these exactly (the same sums in the same
/// order; no tolerance). Vertical scrolling; a horizontal test transposes its inputs and answers.
struct FlowReference {
    struct Section {
        var inset = UIEdgeInsetsValue()
        var lineSpacing: CGFloat = 10
        var interitemSpacing: CGFloat = 10
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var sizes: [CGSize] = []
    }

    /// `UIEdgeInsets`' four fields, kept apart from TrellisUIKit so the reference stands alone.
    struct UIEdgeInsetsValue: Equatable {
        var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
    }

    struct Result: Equatable {
        var headers: [CGRect?] = []
        var items: [[CGRect]] = []
        var footers: [CGRect?] = []
        var contentSize: CGSize = .zero
    }

    /// The frames of `sections` laid out in width `width`.
    static func layOut(_ sections: [Section], width: CGFloat) -> Result {
        var result = Result()
        var y: CGFloat = 0                                       // rule 1
        for section in sections {
            if section.headerHeight > 0 {                        // rule 2
                result.headers.append(CGRect(x: 0, y: y, width: width, height: section.headerHeight))
                y = y + section.headerHeight
            } else {
                result.headers.append(nil)
            }
            y = y + section.inset.top
            let available = width - section.inset.left - section.inset.right
            let spacing = section.interitemSpacing
            let sizes = section.sizes.map { size -> CGSize in
                var width = max(0, size.width)
                if width > available { width = max(0, available) }    // rule 3: clamped to A
                return CGSize(width: width, height: max(0, size.height))
            }
            // Rule 3: break into lines.
            var lines: [[Int]] = []
            var current: [Int] = []
            var lineWidth: CGFloat = 0
            for (index, size) in sizes.enumerated() {
                if current.isEmpty {
                    current = [index]
                    lineWidth = size.width
                } else if lineWidth + spacing + size.width <= available {
                    current.append(index)
                    lineWidth = lineWidth + spacing + size.width
                } else {
                    lines.append(current)
                    current = [index]
                    lineWidth = size.width
                }
            }
            if !current.isEmpty { lines.append(current) }
            // Rules 4 and 5: place each line.
            var frames = [CGRect](repeating: .zero, count: sizes.count)
            for (number, line) in lines.enumerated() {
                let isLast = number == lines.count - 1
                let height = line.map { sizes[$0].height }.max()!
                var used = sizes[line[0]].width
                for index in line.dropFirst() { used = used + spacing + sizes[index].width }
                let leftover = available - used
                var x = section.inset.left
                var gap = spacing
                if !isLast && line.count >= 2 {
                    gap = spacing + leftover / CGFloat(line.count - 1)           // 5a
                } else if !isLast {
                    x = section.inset.left + leftover / 2                          // 5b
                } else {
                    let last = sizes[line[line.count - 1]].width                   // 5c
                    var copies = 1
                    var copiesWidth = last
                    while spacing + last > 0, copiesWidth + spacing + last <= available {
                        copiesWidth = copiesWidth + spacing + last
                        copies += 1
                    }
                    // The grid's gaps, unless they would carry the line past the right inset.
                    if copies > 1 {
                        let extra = (available - copiesWidth) / CGFloat(copies - 1)
                        if CGFloat(line.count - 1) * extra <= leftover + 1e-9 * max(1, abs(available)) { gap = spacing + extra }
                    }
                }
                for index in line {
                    let size = sizes[index]
                    frames[index] = CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    x = x + size.width + gap
                }
                y = y + height                                                    // rule 6
                if !isLast { y = y + section.lineSpacing }
            }
            result.items.append(frames)
            y = y + section.inset.bottom
            if section.footerHeight > 0 {
                result.footers.append(CGRect(x: 0, y: y, width: width, height: section.footerHeight))
                y = y + section.footerHeight
            } else {
                result.footers.append(nil)
            }
        }
        result.contentSize = CGSize(width: width, height: y)
        return result
    }
}
