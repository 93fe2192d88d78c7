extension Cell {
    /// Whether the cell shows text that must be read, and so keeps the contrast rule
    /// (`Color.minimumTextContrast`): anything but blank cells, the right half of a wide glyph,
    /// and the glyphs shapes are drawn with (box drawing, block elements, geometric shapes and
    /// the legacy-computing mosaics, U+2500-25FF and U+1FB00-1FBFF), whose foreground is the
    /// shape's fill rather than ink on it.
    public var isText: Bool {
        guard let first = text.unicodeScalars.first(where: { $0 != " " }) else { return false }
        switch first.value {
        case 0x2500...0x25FF, 0x1FB00...0x1FBFF: return false
        default: return true
        }
    }
}
