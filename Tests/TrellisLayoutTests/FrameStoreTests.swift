import XCTest
@testable import TrellisLayout

/// The frame store's encodings give back exactly the frames placed: the waterfall's lanes
/// (minY, height, lane byte) decode bit for bit, and a frame the lanes cannot express turns the
/// store into rects without changing any frame already stored.
final class FrameStoreTests: XCTestCase {
    private let geometry = FrameStore.LaneGeometry(left: 1.5, step: 7.25, itemWidth: 6.25, contentWidth: 30, lanes: 4)

    private func laneFrames(section: Int = 0) -> [Rect] {
        var frames: [Rect] = []
        for item in 0..<40 {
            let lane = item % 4
            frames.append(Rect(x: geometry.x(ofLane: lane), y: Double(item) * 1.1, width: geometry.itemWidth, height: 0.3 + Double(item)))
            if item % 9 == 0 { frames.append(Rect(x: 1.5, y: Double(item) * 1.3, width: 30, height: 2)) }
        }
        return frames
    }

    func testLaneFramesDecodeBitForBit() {
        let store = FrameStore(encoding: .lanes)
        store.beginSection(0, geometry: geometry)
        let frames = laneFrames()
        for frame in frames { store.append(frame, section: 0) }
        XCTAssertEqual(store.encoding, .lanes)
        for (index, frame) in frames.enumerated() {
            let stored = store.frame(at: index, section: 0)
            XCTAssertEqual(stored.minX.bitPattern, frame.minX.bitPattern)
            XCTAssertEqual(stored.minY.bitPattern, frame.minY.bitPattern)
            XCTAssertEqual(stored.width.bitPattern, frame.width.bitPattern)
            XCTAssertEqual(stored.height.bitPattern, frame.height.bitPattern)
            XCTAssertEqual(store.verticalExtent(at: index).maxY, frame.maxY)
        }
    }

    func testAFrameOffTheLanesTurnsTheStoreIntoRects() {
        let store = FrameStore(encoding: .lanes)
        store.beginSection(0, geometry: geometry)
        var frames = laneFrames()
        for frame in frames { store.append(frame, section: 0) }
        store.beginSection(1, geometry: FrameStore.LaneGeometry(left: 0, step: 5, itemWidth: 5, contentWidth: 10, lanes: 2))
        let second = [Rect(x: 5, y: 100, width: 5, height: 1), Rect(x: 0, y: 101, width: 10, height: 1)]
        for frame in second { store.append(frame, section: 1) }
        XCTAssertEqual(store.encoding, .lanes)
        // A moved frame (a custom placer's x) cannot be a lane entry.
        store.set(Rect(x: 2, y: 0, width: 6.25, height: 0.3), at: 0, section: 0)
        XCTAssertEqual(store.encoding, .rects)
        frames[0] = Rect(x: 2, y: 0, width: 6.25, height: 0.3)
        let all = frames + second
        XCTAssertEqual((0..<store.count).map { store.frame(at: $0, section: $0 < frames.count ? 0 : 1) }, all)
        store.append(Rect(x: 0.5, y: 102, width: 3, height: 1), section: 1)
        XCTAssertEqual(store.frame(at: all.count, section: 1), Rect(x: 0.5, y: 102, width: 3, height: 1))
    }

    func testTooManyLanesForAByteStoreRects() {
        let store = FrameStore(encoding: .lanes)
        store.beginSection(0, geometry: FrameStore.LaneGeometry(left: 0, step: 1, itemWidth: 1, contentWidth: 300, lanes: 300))
        XCTAssertEqual(store.encoding, .rects)
        store.append(Rect(x: 299, y: 0, width: 1, height: 1), section: 0)
        XCTAssertEqual(store.frame(at: 0, section: 0), Rect(x: 299, y: 0, width: 1, height: 1))
        // The next run of the same layout starts as rects, keeping the buffers.
        let address = store.bufferAddress
        store.removeAll(encoding: .lanes)
        XCTAssertEqual(store.encoding, .rects)
        XCTAssertEqual(store.bufferAddress, address)
    }

    func testAWideWaterfallLaysOutAsWithFewColumns() {
        let data = TestDataSource(heights: (0..<600).map { Double($0 % 7 + 1) }, style: SectionStyle(columns: 300))
        let layout = WaterfallLayout(dataSource: data).prepared(width: 600)
        layout.completeLayout()
        let frames = layout.cellFrames()
        XCTAssertEqual(frames.count, 600)
        XCTAssertEqual(frames[299], Rect(x: 598, y: 0, width: 2, height: 6))
        XCTAssertEqual(frames[300].minY, 1)
    }
}
