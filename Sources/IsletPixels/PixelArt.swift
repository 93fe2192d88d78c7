internal import CPixels
import IsletCells

/// Pixels as terminal cells, through chafa: each cell a block, half-block, quadrant (or sextant)
/// symbol with a foreground and a background colour, chosen at the output's colour depth so a
/// 256- or 16-colour terminal gets the best picture its palette allows rather than a rounding
/// of a true-colour one. chafa's functions are CLazyLink's stubs, compiled against libchafa-dev's
/// headers; libchafa is opened the first time a picture is drawn in cells.
public enum PixelArt {
    /// One cell of the picture.
    public struct Cell: Equatable, Sendable {
        public let text: String
        public let foreground: Color
        public let background: Color
    }

    /// Whether cells can be drawn on this machine, or why not (chafa missing): a painter draws
    /// a labelled placeholder instead, and the command says this once.
    public static var unavailable: String? { LazyLibraries.missing { islet_lazy_link_open_chafa($0, $1) } }

    /// `picture` (opaque: already laid over what is behind it) as `columns` by `rows` cells,
    /// row by row. `ink` and `paper` are the two colours a colourless terminal is taken to
    /// show, for choosing symbols by shape alone.
    public static func cells(
        _ picture: PixelImage, columns: Int, rows: Int, palette: TerminalPalette, sextants: Bool, ink: Color, paper: Color
    ) throws(PixelImage.Failure) -> [Cell] {
        if let missing = unavailable { throw PixelImage.Failure(missing) }
        guard columns > 0, rows > 0 else { return [] }
        let symbols = chafa_symbol_map_new(), config = chafa_canvas_config_new()
        defer {
            chafa_symbol_map_unref(symbols)
            chafa_canvas_config_unref(config)
        }
        let tags = [CHAFA_SYMBOL_TAG_SPACE, CHAFA_SYMBOL_TAG_SOLID, CHAFA_SYMBOL_TAG_HALF, CHAFA_SYMBOL_TAG_QUAD] + (sextants ? [CHAFA_SYMBOL_TAG_SEXTANT] : [])
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: tags.reduce(0) { $0 | $1.rawValue }))
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_canvas_mode(config, mode(palette))
        chafa_canvas_config_set_symbol_map(config, symbols)
        chafa_canvas_config_set_fg_color(config, packed(ink))
        chafa_canvas_config_set_bg_color(config, packed(paper))
        guard let canvas = chafa_canvas_new(config) else { throw PixelImage.Failure("chafa could not make a \(columns)x\(rows) canvas") }
        defer { chafa_canvas_unref(canvas) }
        picture.rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(picture.width), Int32(picture.height), Int32(picture.width * 4))
        }
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let symbol = chafa_canvas_get_char_at(canvas, Int32(column), Int32(row))
                var foreground: Int32 = 0, background: Int32 = 0
                if palette == .trueColor {
                    chafa_canvas_get_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                } else {
                    chafa_canvas_get_raw_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                }
                let text = Unicode.Scalar(symbol).map { String(Character($0)) } ?? " "
                // A colour the cell does not use (-1) is its other one, so every colour is the palette's.
                let shownForeground = foreground < 0 ? background : foreground, shownBackground = background < 0 ? foreground : background
                cells.append(Cell(text: text, foreground: color(shownForeground, palette, or: ink), background: color(shownBackground, palette, or: paper)))
            }
        }
        return cells
    }

    /// chafa's canvas mode for the depth; the 256 palette leaves out the 16 themed colours, as
    /// `TerminalPalette` does.
    private static func mode(_ palette: TerminalPalette) -> ChafaCanvasMode {
        switch palette {
        case .trueColor: CHAFA_CANVAS_MODE_TRUECOLOR
        case .indexed256: CHAFA_CANVAS_MODE_INDEXED_240
        case .ansi16: CHAFA_CANVAS_MODE_INDEXED_16
        case .ansi8: CHAFA_CANVAS_MODE_INDEXED_8
        case .none: CHAFA_CANVAS_MODE_FGBG
        }
    }

    /// A colour chafa answered: packed RGB in true colour, a palette number otherwise, which
    /// becomes xterm's colour of that number so the output maps it back to the same number;
    /// `fallback` where chafa gives none (-1) or the depth has no colours.
    private static func color(_ value: Int32, _ palette: TerminalPalette, or fallback: Color) -> Color {
        guard value >= 0 else { return fallback }
        switch palette {
        case .trueColor: return Color(hex: UInt32(value) & 0xFFFFFF)
        case .none: return fallback
        default: return value < 256 ? Color.xterm256(Int(value)) : fallback
        }
    }

    private static func packed(_ color: Color) -> UInt32 {
        UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }
}
