import IsletCells

/// Vector marks for the SF Symbols whose only glyphs on Linux are colour emoji buttons (⏮ ⏸ ⏭
/// come out as squares once masked to one colour): the media controls, drawn as polygons in
/// a square of the text's size, as SF Symbols draws them.
enum SymbolMarks {
    /// Shapes in a unit square, y down; `.fill` and outline names share them.
    private static let shapes: [String: [[Double]]] = {
        let play: [Double] = [0.15, 0.05, 0.95, 0.5, 0.15, 0.95]
        let forward: [[Double]] = [[0, 0.15, 0.5, 0.5, 0, 0.85], [0.5, 0.15, 1, 0.5, 0.5, 0.85]]
        let end: [[Double]] = [[0.05, 0.1, 0.7, 0.5, 0.05, 0.9], bar(0.75, 0.9)]
        return [
            "play": [play],
            "pause": [bar(0.15, 0.4), bar(0.6, 0.85)],
            "stop": [[0.1, 0.1, 0.9, 0.1, 0.9, 0.9, 0.1, 0.9]],
            "forward": forward,
            "backward": forward.map(mirrored),
            "forward.end": end,
            "backward.end": end.map(mirrored),
        ]
    }()

    private static func bar(_ left: Double, _ right: Double) -> [Double] {
        [left, 0.05, right, 0.05, right, 0.95, left, 0.95]
    }

    private static func mirrored(_ points: [Double]) -> [Double] {
        points.enumerated().map { $0.offset % 2 == 0 ? 1 - $0.element : $0.element }
    }

    /// The marks for `name` in a square of side `size` centred at (`x`, `y`), or nil when the
    /// symbol's glyph draws well enough.
    static func marks(for name: String, centerX x: Double, centerY y: Double, size: Double, color: Color) -> [VectorItem]? {
        let base = name.hasSuffix(".fill") ? String(name.dropLast(".fill".count)) : name
        guard let polygons = shapes[base] else { return nil }
        let left = x - size / 2, top = y - size / 2
        return polygons.map { unit in
            .polygon(VectorPolygon(points: unit.enumerated().map { $0.offset % 2 == 0 ? left + $0.element * size : top + $0.element * size }, fill: color))
        }
    }
}
