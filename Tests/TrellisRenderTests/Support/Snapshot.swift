import Foundation
import XCTest
@testable import TrellisRender

/// Environment access without importing Foundation everywhere.
enum ProcessInfoShim {
    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}

/// The directory of the golden snapshots, next to this file's folder.
private let snapshotDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

/// A grid as a reviewable text file: every row untrimmed with `|` after the last column,
/// then one line per row with a style code per column (`.` plain), then the legend.
func snapshotText(_ grid: CellGrid) -> String {
    var text = ""
    for line in grid.lines(trimmingTrailingSpaces: false) { text += line + "|\n" }
    var legend: [CellStyle] = []
    var codes = ""
    let alphabet = Array("123456789abcdefghijklmnopqrstuvwxyz")
    for y in 0..<grid.height {
        for x in 0..<grid.width {
            let style = grid[x, y].style
            if style == .plain { codes += "."; continue }
            if !legend.contains(style) { legend.append(style) }
            let index = legend.firstIndex(of: style)!
            codes.append(index < alphabet.count ? alphabet[index] : "?")
        }
        codes += "\n"
    }
    if legend.isEmpty { return text + "--- styles: all plain\n" }
    text += "--- styles\n" + codes
    for (index, style) in legend.enumerated() {
        text += "\(alphabet[index]): \(describe(style))\n"
    }
    return text
}

private func describe(_ style: CellStyle) -> String {
    var parts: [String] = []
    if style.foreground != .default { parts.append("fg=\(style.foreground)") }
    if style.background != .default { parts.append("bg=\(style.background)") }
    if style.bold { parts.append("bold") }
    if style.dim { parts.append("dim") }
    if style.reverse { parts.append("reverse") }
    return parts.joined(separator: " ")
}

/// Compares `grid` with `Snapshots/<name>.txt` exactly. With `TRELLIS_UPDATE_SNAPSHOTS=1`
/// (or when the file does not exist yet, which also fails) the snapshot is written and printed
/// for review.
func assertSnapshot(_ grid: CellGrid, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let actual = snapshotText(grid)
    let url = snapshotDirectory.appendingPathComponent(name + ".txt")
    let update = ProcessInfoShim.environment("TRELLIS_UPDATE_SNAPSHOTS") == "1"
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if update || expected == nil {
        try? FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
        do {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            XCTFail("cannot write snapshot \(url.path): \(error)", file: file, line: line)
        }
        print("=== snapshot \(name) written; review it:\n\(actual)")
        if expected == nil && !update {
            XCTFail("snapshot \(name) did not exist; written, review it and run again", file: file, line: line)
        }
        return
    }
    if actual != expected {
        XCTFail("snapshot \(name) differs (TRELLIS_UPDATE_SNAPSHOTS=1 to update)\n--- expected\n\(expected!)--- actual\n\(actual)",
                file: file, line: line)
    }
}
