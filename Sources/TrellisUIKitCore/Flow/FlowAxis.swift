/// The flow layout's scroll axis, as the geometry sees it: ``FlowGeometry`` lays out in the
/// vertical frame (lines across `x`, sections down `y`), and a horizontally scrolling layout
/// transposes what goes in and what comes out (x ↔ y, width ↔ height, top ↔ left,
/// bottom ↔ right). Transposing twice gives back what it was given, bit for bit.
enum FlowAxis: Equatable {
    /// Lines across, sections down: nothing to transpose.
    case vertical
    /// Lines down, sections across: everything transposed.
    case horizontal

    /// The axis of `direction`.
    init(_ direction: UICollectionView.ScrollDirection) {
        self = direction == .horizontal ? .horizontal : .vertical
    }

    /// `rect` in (or out of) the vertical frame.
    func rect(_ rect: CGRect) -> CGRect {
        switch self {
        case .vertical: rect
        case .horizontal: CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
        }
    }

    /// `size` in (or out of) the vertical frame.
    func size(_ size: CGSize) -> CGSize {
        switch self {
        case .vertical: size
        case .horizontal: CGSize(width: size.height, height: size.width)
        }
    }

    /// `point` in (or out of) the vertical frame.
    func point(_ point: CGPoint) -> CGPoint {
        switch self {
        case .vertical: point
        case .horizontal: CGPoint(x: point.y, y: point.x)
        }
    }

    /// `insets` in (or out of) the vertical frame: across the lines are left and right.
    func insets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        switch self {
        case .vertical: insets
        case .horizontal: UIEdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
        }
    }
}
