import IsletViews

extension PlacedView {
    /// The outline a `clipShape` or `cornerRadius` gives the view's background colour in its
    /// frame, following `container` for a `ContainerRelativeShape`; nil when the colour fills
    /// the whole frame.
    public func backgroundOutline(container: ShapeContainer?) -> ShapeBand? {
        guard let shape = view.clipShape, shape != .rectangle else { return nil }
        return ResolvedShape(outline: shape).outline(in: frame, container: container)
    }
}
