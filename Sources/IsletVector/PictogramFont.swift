internal import CVector
import IsletLayout
import IsletPixels
import IsletViews
import Synchronization

/// The icon font a PNG or SVG picture draws SF Symbols from (`Pictograms`), read through pango
/// and cairo as outlines in points: one path that the SVG writes as `<path d>` (so the SVG
/// needs no font where it is viewed) and cairo fills for the PNG, the same shape in both.
public final class PictogramFont: Sendable {
    /// fontconfig's name for the font.
    static let family = "Material Icons"
    /// The Debian package that carries it, for the note a picture gives when it is missing.
    public static let package = "fonts-material-design-icons-iconfont"
    /// The size outlines are read at and kept: large enough that hinting moves no point by more
    /// than a fraction of a percent once scaled down to a symbol's size.
    private static let readingSize = 1024.0

    /// The font as this machine has it; nil when fontconfig has no Material Icons (it would
    /// substitute another family) or pango cannot be loaded: pictures then draw their marks.
    public static let installed: PictogramFont? = {
        guard LazyLibraries.missing({ islet_lazy_link_open_pango($0, $1) }) == nil else { return nil }
        let font = PictogramFont()
        return font.readFamily() == family ? font : nil
    }()

    /// Outlines read so far, by code point, at `readingSize` with the ink box's centre at the
    /// origin; nil for a code point the font has no glyph for.
    private let outlines = Mutex<[UInt32: ShapePath?]>([:])

    private init() {}

    /// The one note a PNG or SVG picture of `surfaces` gives when `font` (the installed one) is
    /// missing and some symbol is drawn: its marks stand in, and the package that brings the
    /// pictograms is named. Nil when nothing is missing.
    public static func missingNote(_ surfaces: [LaidOutSurface], font: PictogramFont?) -> String? {
        guard font == nil else { return nil }
        var drawsSymbol = false
        for region in surfaces.lazy.flatMap(\.regions) where !drawsSymbol {
            region.placed.visit { placed in
                if case .symbol = placed.view.content { drawsSymbol = true }
            }
        }
        return drawsSymbol ? "symbols are drawn as marks, not pictograms: the \(family) font is missing (apt-get install \(package))" : nil
    }

    /// The glyph of `codepoint` at `size` points (its em), its ink box centred on `center`;
    /// nil when the font has no glyph there.
    func outline(_ codepoint: UInt32, size: Double, center: ShapePath.Point) -> ShapePath? {
        let kept = outlines.withLock { $0[codepoint] }
        let unit: ShapePath?
        if let kept {
            unit = kept
        } else {
            unit = read(codepoint)
            outlines.withLock { $0[codepoint] = unit }
        }
        let scale = size / Self.readingSize
        return unit?.applying { ShapePath.Point(x: center.x + $0.x * scale, y: center.y + $0.y * scale) }
    }

    /// The family fontconfig gives for `family`: the same name when the font is installed.
    private func readFamily() -> String? {
        withLayout(text: "", size: 12) { _, layout, description in
            guard let context = pango_layout_get_context(layout), let font = pango_context_load_font(context, description) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let described = pango_font_describe(font) else { return nil }
            defer { pango_font_description_free(described) }
            return pango_font_description_get_family(described).map { String(cString: $0) }
        }
    }

    /// One glyph's outline at `readingSize`, centred on its ink box, from cairo's path of the
    /// laid-out glyph: moves, lines and cubic curves.
    private func read(_ codepoint: UInt32) -> ShapePath? {
        guard let scalar = Unicode.Scalar(codepoint) else { return nil }
        return withLayout(text: String(Character(scalar)), size: Self.readingSize) { context, layout, _ in
            guard pango_layout_get_unknown_glyphs_count(layout) == 0 else { return nil }
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            let unit = Double(PANGO_SCALE)
            guard ink.width > 0, ink.height > 0 else { return nil }
            let dx = -(Double(ink.x) + Double(ink.width) / 2) / unit, dy = -(Double(ink.y) + Double(ink.height) / 2) / unit
            cairo_new_path(context)
            cairo_move_to(context, 0, 0)
            pango_cairo_layout_path(context, layout)
            guard let path = cairo_copy_path(context) else { return nil }
            defer { cairo_path_destroy(path) }
            guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return nil }
            var elements: [ShapePath.Element] = []
            var index = 0
            let count = Int(path.pointee.num_data)
            while index < count {
                let header = data[index].header
                func point(_ offset: Int) -> ShapePath.Point {
                    ShapePath.Point(x: data[index + offset].point.x + dx, y: data[index + offset].point.y + dy)
                }
                let length = Int(header.length)
                guard length > 0, index + length <= count else { return nil }
                switch header.type {
                case CAIRO_PATH_MOVE_TO: elements.append(.move(point(1)))
                case CAIRO_PATH_LINE_TO: elements.append(.line(point(1)))
                case CAIRO_PATH_CURVE_TO: elements.append(.curve(to: point(3), control1: point(1), control2: point(2)))
                case CAIRO_PATH_CLOSE_PATH: elements.append(.close)
                default: break
                }
                index += length
            }
            return elements.isEmpty ? nil : ShapePath(elements)
        }
    }

    /// `body` with a pango layout of `text` in the icon font at `size` points, on a context of
    /// a one-pixel image that only collects paths.
    private func withLayout<T>(text: String, size: Double, _ body: (OpaquePointer, OpaquePointer, OpaquePointer) -> T?) -> T? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return nil }
        defer { cairo_destroy(context) }
        guard let layout = pango_cairo_create_layout(context) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let description = pango_font_description_from_string(Self.family) else { return nil }
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        return body(context, layout, description)
    }
}
