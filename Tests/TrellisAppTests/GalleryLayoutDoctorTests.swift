import XCTest
import TrellisLayout
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The previewer's layout doctor over the built-in gallery: no spec shows a layout problem. Each
/// frame's own checks (the top, a page down, the end) find nothing, and the examination, run as
/// the loop runs it between keys on a layout of its own (``SpecPage`` makes fresh layouts), finds
/// nothing either, and changes nothing on screen (not even a lazy layout's `~` size estimate); so
/// the app never shows a `✗ … layout problems` line over its own gallery.
final class GalleryLayoutDoctorTests: XCTestCase {
    func testNoGallerySpecShowsALayoutProblem() throws {
        let documents = try Gallery.documents()
        let session = PreviewSession(documents: documents, width: 80, height: 24)
        for index in documents.indices {
            session.perform(.page(index))
            let title = session.document.title
            let shown = session.document.layout
            for action in [PreviewAction.top, .scrollPages(1), .bottom, .top] {
                session.perform(action)
                XCTAssertFalse(session.drawnLines().joined().contains("✗"), "\(title) at \(action)")
            }
            let before = session.drawnLines()
            session.runLayoutExamination(budget: .seconds(3600))
            XCTAssertEqual(session.drawnLines(), before, "\(title): the examination changed nothing on screen")
            XCTAssertFalse(session.isExaminingLayout, title)
            XCTAssertEqual(session.layoutProblems.map(\.line), [], title)
            XCTAssertTrue(session.document.layout === shown, "\(title): the layout shown is the same")
        }
    }
}
