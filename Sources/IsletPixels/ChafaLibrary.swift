/// libchafa, loaded the first time an image is drawn in cells rather than linked (it brings
/// glib, as gdk-pixbuf does). chafa chooses, for each cell, the symbol and the two colours that
/// best show the pixels under it, at a terminal's colour depth. Signatures are chafa 1.12's.
struct ChafaLibrary: Sendable {
    typealias Object = OpaquePointer

    /// `ChafaCanvasMode`, `ChafaPixelType` and `ChafaSymbolTags` values (chafa-canvas-config.h, chafa-common.h, chafa-symbol-map.h).
    enum Mode: Int32 {
        case trueColor = 0, indexed240 = 2, indexed16 = 3, foregroundBackground = 5, indexed8 = 6
    }
    static let rgbaUnassociated: Int32 = 4
    static let space: UInt32 = 1 << 0, solid: UInt32 = 1 << 1, quad: UInt32 = 1 << 7, half: UInt32 = (1 << 8) | (1 << 9), sextant: UInt32 = 1 << 22

    let symbolMapNew: @convention(c) () -> Object?
    let symbolMapAddByTags: @convention(c) (Object?, UInt32) -> Void
    let symbolMapUnref: @convention(c) (Object?) -> Void
    let configNew: @convention(c) () -> Object?
    let configSetGeometry: @convention(c) (Object?, Int32, Int32) -> Void
    let configSetCanvasMode: @convention(c) (Object?, Int32) -> Void
    let configSetSymbolMap: @convention(c) (Object?, Object?) -> Void
    let configSetForeground: @convention(c) (Object?, UInt32) -> Void
    let configSetBackground: @convention(c) (Object?, UInt32) -> Void
    let configUnref: @convention(c) (Object?) -> Void
    let canvasNew: @convention(c) (Object?) -> Object?
    let canvasDrawAllPixels: @convention(c) (Object?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
    let canvasGetCharAt: @convention(c) (Object?, Int32, Int32) -> UInt32
    /// Packed RGB at any depth, -1 for a colour the cell does not use.
    let canvasGetColorsAt: @convention(c) (Object?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    /// The palette's numbers in the indexed modes.
    let canvasGetRawColorsAt: @convention(c) (Object?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let canvasUnref: @convention(c) (Object?) -> Void

    typealias Unavailable = SharedLibrary.Unavailable

    /// The library, loaded once; an error names the Debian package that has it.
    static let shared = Result<ChafaLibrary, Unavailable>(catching: { () throws(Unavailable) -> ChafaLibrary in try ChafaLibrary() })

    private init() throws(Unavailable) {
        let library = try SharedLibrary("libchafa.so.0", for: "drawing images in the terminal", debian: "libchafa0")
        func symbol<Function>(_ name: String) throws(Unavailable) -> Function { try library.symbol(name) }
        symbolMapNew = try symbol("chafa_symbol_map_new")
        symbolMapAddByTags = try symbol("chafa_symbol_map_add_by_tags")
        symbolMapUnref = try symbol("chafa_symbol_map_unref")
        configNew = try symbol("chafa_canvas_config_new")
        configSetGeometry = try symbol("chafa_canvas_config_set_geometry")
        configSetCanvasMode = try symbol("chafa_canvas_config_set_canvas_mode")
        configSetSymbolMap = try symbol("chafa_canvas_config_set_symbol_map")
        configSetForeground = try symbol("chafa_canvas_config_set_fg_color")
        configSetBackground = try symbol("chafa_canvas_config_set_bg_color")
        configUnref = try symbol("chafa_canvas_config_unref")
        canvasNew = try symbol("chafa_canvas_new")
        canvasDrawAllPixels = try symbol("chafa_canvas_draw_all_pixels")
        canvasGetCharAt = try symbol("chafa_canvas_get_char_at")
        canvasGetColorsAt = try symbol("chafa_canvas_get_colors_at")
        canvasGetRawColorsAt = try symbol("chafa_canvas_get_raw_colors_at")
        canvasUnref = try symbol("chafa_canvas_unref")
    }
}
