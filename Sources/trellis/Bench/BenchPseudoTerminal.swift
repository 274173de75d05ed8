import Foundation

/// A pseudo-terminal for the benchmark: an `openpty` pair of a given size, and a thread that
/// reads everything written to the slave side (what a terminal emulator would receive),
/// counting the bytes and keeping the last 64 KiB of them.
final class BenchPseudoTerminal: @unchecked Sendable {
    /// The side the app's terminal opens (keys in, screen out).
    let slave: Int32
    /// The side a terminal emulator would hold; keys are written here.
    let master: Int32
    private let lock = NSLock()
    private var total = 0
    private var tail: [UInt8] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    /// How much output is kept for ``text``.
    static let kept = 65_536

    /// Opens a pair of `width` x `height` cells and starts reading it.
    init(width: Int, height: Int) throws(CommandFailure) {
        let (master, slave) = try Platform.openPseudoTerminal(width: width, height: height).get()
        self.master = master
        self.slave = slave
        Thread { [self] in readUntilStopped() }.start()
    }

    /// Stops reading and closes both sides.
    func close() {
        lock.withLock { stopping = true }
        finished.wait()
        Platform.closeFile(slave)
        Platform.closeFile(master)
    }

    /// Bytes written to the terminal so far.
    var bytesWritten: Int { lock.withLock { total } }

    /// The last 64 KiB written to the terminal, as text.
    var text: String { lock.withLock { String(decoding: tail, as: UTF8.self) } }

    /// Types `key` (writes it to the master side).
    func type(_ key: String) {
        Platform.writeOnce(Array(key.utf8), to: master)
    }

    /// Waits until the terminal has received everything written so far: no new byte for 20 ms.
    func waitUntilQuiet() {
        var last = -1
        while true {
            let now = bytesWritten
            if now == last { return }
            last = now
            Platform.sleep(microseconds: 20_000)
        }
    }

    private func readUntilStopped() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !lock.withLock({ stopping }) {
            let count: Int
            switch Platform.readAvailable(from: master, into: &buffer, waitingAtMost: 10) {
            case .bytes(let read): count = read
            case .nothingYet: continue
            case .failed:
                Platform.sleep(microseconds: 1_000)
                continue
            }
            lock.withLock {
                total += count
                tail += buffer[0..<count]
                if tail.count > Self.kept { tail.removeFirst(tail.count - Self.kept) }
            }
        }
        finished.signal()
    }
}
