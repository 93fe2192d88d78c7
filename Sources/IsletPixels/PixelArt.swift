import IsletCells

/// Pixels as terminal cells, through chafa: each cell a block, half-block, quadrant (or sextant)
/// symbol with a foreground and a background colour, chosen at the output's colour depth so a
/// 256- or 16-colour terminal gets the best picture its palette allows rather than a rounding
/// of a true-colour one.
public enum PixelArt {
    /// One cell of the picture.
    public struct Cell: Equatable, Sendable {
        public let text: String
        public let foreground: Color
        public let background: Color
    }

    /// Whether cells can be drawn on this machine, or why not (chafa missing): a painter draws
    /// a labelled placeholder instead, and the command says this once.
    public static var unavailable: String? {
        if case .failure(let error) = ChafaLibrary.shared { return error.description }
        return nil
    }

    /// `picture` (opaque: already laid over what is behind it) as `columns` by `rows` cells,
    /// row by row. `ink` and `paper` are the two colours a colourless terminal is taken to
    /// show, for choosing symbols by shape alone.
    public static func cells(
        _ picture: PixelImage, columns: Int, rows: Int, palette: TerminalPalette, sextants: Bool, ink: Color, paper: Color
    ) throws(PixelImage.Failure) -> [Cell] {
        let chafa: ChafaLibrary
        do { chafa = try ChafaLibrary.shared.get() } catch { throw PixelImage.Failure(error.description) }
        guard columns > 0, rows > 0 else { return [] }
        let symbols = chafa.symbolMapNew(), config = chafa.configNew()
        defer {
            chafa.symbolMapUnref(symbols)
            chafa.configUnref(config)
        }
        chafa.symbolMapAddByTags(symbols, ChafaLibrary.space | ChafaLibrary.solid | ChafaLibrary.half | ChafaLibrary.quad | (sextants ? ChafaLibrary.sextant : 0))
        chafa.configSetGeometry(config, Int32(columns), Int32(rows))
        chafa.configSetCanvasMode(config, mode(palette).rawValue)
        chafa.configSetSymbolMap(config, symbols)
        chafa.configSetForeground(config, packed(ink))
        chafa.configSetBackground(config, packed(paper))
        guard let canvas = chafa.canvasNew(config) else { throw PixelImage.Failure("chafa could not make a \(columns)x\(rows) canvas") }
        defer { chafa.canvasUnref(canvas) }
        picture.rgba.withUnsafeBufferPointer { pixels in
            chafa.canvasDrawAllPixels(canvas, ChafaLibrary.rgbaUnassociated, pixels.baseAddress, Int32(picture.width), Int32(picture.height), Int32(picture.width * 4))
        }
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let symbol = chafa.canvasGetCharAt(canvas, Int32(column), Int32(row))
                var foreground: Int32 = 0, background: Int32 = 0
                let colors = palette == .trueColor ? chafa.canvasGetColorsAt : chafa.canvasGetRawColorsAt
                colors(canvas, Int32(column), Int32(row), &foreground, &background)
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
    private static func mode(_ palette: TerminalPalette) -> ChafaLibrary.Mode {
        switch palette {
        case .trueColor: .trueColor
        case .indexed256: .indexed240
        case .ansi16: .indexed16
        case .ansi8: .indexed8
        case .none: .foregroundBackground
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
