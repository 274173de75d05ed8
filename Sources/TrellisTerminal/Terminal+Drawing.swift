import CNcursesw
import CTrellisTerminal
import TrellisRender

extension Terminal {
    /// Shows `grid` on the screen: its top-left corner at the screen's, the part that overlaps
    /// the screen only, the rest of the screen blank. Does nothing unless the terminal is active.
    ///
    /// The previous frame is kept, and only the cells that changed are sent (see
    /// ``FrameDiffer``), as the terminal's own escape sequences (``FrameWriter``), in one
    /// `write(2)`. curses only reads keys and keeps the terminal's modes; it does not draw.
    ///
    /// - Parameter scrolledRows: how many rows the content (every row but the last, the status
    ///   line) moved up since the previous frame, down when negative; 0 when it did not move or
    ///   the caller does not know. The content rows are then scrolled on the terminal (rows
    ///   deleted at one edge and inserted at the other, so the status line stays), and only the
    ///   rows it exposes, the status line and whatever else changed are written. A wrong value
    ///   costs bytes, never correctness.
    ///
    /// A row that holds (or held in the last frame) an emoji sequence whose width terminals
    /// disagree on is written whole, left to right, so the terminal's own column count places
    /// what follows such a glyph.
    public func draw(_ grid: CellGrid, scrolledRows: Int = 0) {
        guard isActive, let writer else { return }
        let (width, height) = size
        if height != leaveSequenceHeight { updateLeaveSequence() }
        writer.screenWidth = width
        writer.screenHeight = height
        differ.draw(grid, scrolledRows: scrolledRows, screenWidth: width, screenHeight: height, to: writer)
        send(writer.finish())
    }

    /// Clears the terminal and writes the last frame again, whole (Ctrl-L): for when something
    /// else wrote to the terminal.
    public func redrawAll() {
        guard isActive, let writer else { return }
        let (width, height) = size
        writer.screenWidth = width
        writer.screenHeight = height
        writer.forget()
        differ.redraw(to: writer)
        send(writer.finish())
    }

    /// Makes the next frame start from nothing: curses (or a resize) changed the screen, so
    /// neither the kept frame nor the cursor and attributes are known any more.
    func forgetScreen() {
        differ.invalidate()
        writer?.forget()
    }

    /// Writes a frame's bytes to the terminal, all of them (retrying after a signal, a short
    /// write or a full non-blocking descriptor); a failed write is dropped, as curses drops one.
    private func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        _ = Self.writeAll(bytes, to: outputDescriptor)
    }
}
