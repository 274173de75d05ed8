import Foundation
import XCTest

/// The previewer shows exactly what `trellis render SPEC --size COLSxROWS --offset Y` prints for
/// the same spec, size and offset; only the frame time at the end of the status line differs.
final class RenderParityTests: EndToEndTestCase {
    func testSectionsWhileScrolling() throws {
        let spec = "assets/sections.json"
        let session = try launchTrellis([spec])
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 0)
        session.press("j", times: 3)
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 3)
        session.press("j", times: 4)
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 7)
        session.send("PageDown")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 30)
        session.send("C-d")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 41)
        session.send("G")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 1_000_000)
        XCTAssertFalse(Screen.status(session.screen()).contains("~"), "at the end the content size is exact")
        session.send("g")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 0, contentSizeRefined: true)
    }

    func testTagsAndPhotoWallAtOtherSizes() throws {
        let tags = try launchTrellis(["assets/tags.json"], width: 100, height: 10)
        try waitForRender(tags, spec: "assets/tags.json", width: 100, height: 10, offset: 0)
        tags.press("j", times: 2)
        try waitForRender(tags, spec: "assets/tags.json", width: 100, height: 10, offset: 2)

        let photos = try launchTrellis(["assets/pinterest.json"], width: 60, height: 20)
        photos.press("j", times: 17)
        try waitForRender(photos, spec: "assets/pinterest.json", width: 60, height: 20, offset: 17)
    }
}
