import IsletLayout

extension LaidOutSurface {
    /// The same island on a canvas whose horizontal centre is the camera's, so it is placed,
    /// and morphs, like every other presentation: centred on the camera.
    ///
    /// Only minimal is laid out otherwise: its island grows to the leading side of the camera
    /// alone and the detached circle sits past the trailing end, so its camera lies
    /// `minimalColumns + cameraColumns / 2` from the left. That is kept exactly; the canvas gains
    /// blank columns on the side that is shorter (one on the left with a detached circle, the
    /// circle's width on the right without one). Other presentations are returned as they are.
    public func centredOnCamera(_ geometry: SurfaceGeometry) -> LaidOutSurface {
        guard presentation == .minimal, !shapes.isEmpty else { return self }
        let camera = geometry.minimalColumns + geometry.cameraColumns / 2
        let left = max(0, columns - 2 * camera)
        // The canvas's centre (columns / 2, rounded down as placement rounds) is the camera, and
        // its parity is the camera's, which the other presentations share.
        let width = 2 * (camera + left) + geometry.cameraColumns % 2
        return LaidOutSurface(
            presentation: presentation, columns: width, rows: rows,
            shapes: shapes.map { shape in
                var cells = shape.cells
                cells.column += left
                return SurfaceShape(kind: shape.kind, cells: cells, cornerRadius: shape.cornerRadius, fill: shape.fill, rim: shape.rim)
            },
            regions: regions.map { $0.shifted(by: left, projection: geometry.projection) }
        )
    }
}
