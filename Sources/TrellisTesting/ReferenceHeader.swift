import Foundation

/// The test that recorded a reference, named at the end of the reference's header line:
///
/// ```text
/// --- MosaicLayout, width 30, content size 30×39, recorded by MosaicSnapshotTests.testMosaic
/// ```
///
/// A reference's path holds the test file and the function, not the type (nor a parameterized
/// test's case), so two tests of one name share it across runs; the name in the header tells a
/// mismatch that comes from that apart from a plain change. The name is no part of the
/// snapshot: it is left out when a reference is compared, so a reference without it (recorded
/// before there was one) compares as before, and one recorded by a test since renamed still
/// matches. Only a format with a header line (``SnapshotFormat/picture``) carries it: a
/// picture's first line is always its header.
enum ReferenceHeader {
    /// What comes before the recorder in the header line.
    static let marker = ", recorded by "

    /// `text` with `recorder` named at the end of its first line.
    static func stamped(_ text: String, recorder: String) -> String {
        guard let end = text.firstIndex(of: "\n") else { return text + marker + recorder }
        return text[..<end] + marker + recorder + text[end...]
    }

    /// The reference's bytes without the recorder's name, and that name (`nil` for a reference
    /// that names none). A header line ending in `\r\n` keeps its `\r`.
    static func split(_ reference: Data) -> (content: Data, recorder: String?) {
        let bytes = [UInt8](reference)
        var lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        if lineEnd > 0, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let pattern = Array(marker.utf8)
        guard lineEnd >= pattern.count,
              let start = (0...(lineEnd - pattern.count)).first(where: { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) })
        else { return (reference, nil) }
        let recorder = String(decoding: bytes[(start + pattern.count)..<lineEnd], as: UTF8.self)
        return (Data(bytes[..<start] + bytes[lineEnd...]), recorder)
    }

    /// Names `recorder` in the header of the file at `path` when it names none yet (a file
    /// written while its test was not yet known).
    static func stamp(fileAt path: String, recorder: String) throws {
        guard let data = FileManager.default.contents(atPath: path), split(data).recorder == nil else { return }
        try SnapshotComparison.write(stamped(String(decoding: data, as: UTF8.self), recorder: recorder), to: path)
    }
}
